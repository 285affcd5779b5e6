<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fa_IR" sourcelanguage="en">
<context>
    <name>Autosave</name>
    <message>
        <source>the disk is full</source>
        <translation>دیسک پر است</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>دیسک فقط‌خواندنی است</translation>
    </message>
    <message>
        <source>there is no permission to write there</source>
        <translation>اجازهٔ نوشتن در آنجا نیست</translation>
    </message>
    <message>
        <source>the file is too large</source>
        <translation>پرونده بیش از اندازه بزرگ است</translation>
    </message>
    <message>
        <source>the folder does not exist</source>
        <translation>پوشه وجود ندارد</translation>
    </message>
    <message>
        <source>the game has no name a file can have</source>
        <translation>نام این بازی نمی‌تواند نام پرونده باشد</translation>
    </message>
    <message>
        <source>the file holds a game of another kind</source>
        <translation>این پرونده بازی دیگری را در خود دارد</translation>
    </message>
</context>
<context>
    <name>CommandLineText</name>
    <message>
        <source>--until-end needs a game in which only computers play</source>
        <translation>‏--until-end فقط برای بازی‌ای است که همهٔ بازیکنانش رایانه‌اند</translation>
    </message>
    <message>
        <source>could not write %1</source>
        <translation>نوشتن %1 ممکن نشد</translation>
    </message>
    <message>
        <source>language for this run (default: the setting, Persian at first)</source>
        <translation>زبان این اجرا (پیش‌فرض: تنظیمات، در آغاز فارسی)</translation>
    </message>
    <message>
        <source>do not offer to resume an interrupted game</source>
        <translation>ادامهٔ بازی نیمه‌تمام را پیشنهاد نمی‌کند</translation>
    </message>
    <message>
        <source>with --new: number of seats</source>
        <translation>همراه ‎--new‏: شمار بازیکنان</translation>
    </message>
    <message>
        <source>with --new: every seat after the first is a computer</source>
        <translation>همراه ‎--new‏: همهٔ جایگاه‌ها جز اولی را رایانه بازی می‌کند</translation>
    </message>
    <message>
        <source>with --new: every seat is a computer</source>
        <translation>همراه ‎--new‏: همهٔ جایگاه‌ها را رایانه بازی می‌کند</translation>
    </message>
    <message>
        <source>with --new: the computers&apos; level (default normal)</source>
        <translation>همراه ‎--new‏: سطح بازیکنان رایانه‌ای (پیش‌فرض normal)</translation>
    </message>
    <message>
        <source>with --new: the deal&apos;s seed</source>
        <translation>همراه ‎--new‏: شمارهٔ پخش</translation>
    </message>
    <message>
        <source>computer players wait this long before each move</source>
        <translation>بازیکنان رایانه‌ای پیش از هر حرکت این‌قدر صبر می‌کنند</translation>
    </message>
    <message>
        <source>card movement speed in percent (100 normal, 0 off)</source>
        <translation>سرعت حرکت کارت‌ها به درصد (100 عادی، 0 خاموش)</translation>
    </message>
    <message>
        <source>wait until the game is over (then take the screenshot, or quit)</source>
        <translation>تا پایان بازی صبر می‌کند (سپس تصویر می‌گیرد، یا بیرون می‌رود)</translation>
    </message>
    <message>
        <source>window size in pixels</source>
        <translation>اندازهٔ پنجره به پیکسل</translation>
    </message>
    <message>
        <source>start full screen (projectors)</source>
        <translation>در حالت تمام‌صفحه آغاز می‌کند (ویدئوپروژکتور)</translation>
    </message>
    <message>
        <source>save the window once the table is still, then quit</source>
        <translation>وقتی میز آرام گرفت، از پنجره تصویر می‌گیرد و بیرون می‌رود</translation>
    </message>
    <message>
        <source>extra wait before that screenshot (default 600)</source>
        <translation>درنگ بیشتر پیش از آن تصویر (پیش‌فرض 600)</translation>
    </message>
    <message>
        <source>print start-up time, memory and drag-frame figures, then quit</source>
        <translation>زمان آغاز، حافظه و زمان قاب‌های کشیدن را چاپ می‌کند و بیرون می‌رود</translation>
    </message>
    <message>
        <source>mirror the layout (also Qt&apos;s -reverse; for testing directions)</source>
        <translation>چیدمان را آینه‌ای می‌کند (همان ‎-reverse‏ در Qt؛ برای آزمودن جهت‌ها)</translation>
    </message>
    <message>
        <source>this text</source>
        <translation>همین متن</translation>
    </message>
    <message>
        <source>the version</source>
        <translation>نسخهٔ برنامه</translation>
    </message>
    <message>
        <source>start a new game at once</source>
        <translation>بی‌درنگ یک بازی تازه را آغاز می‌کند</translation>
    </message>
    <message>
        <source>start a new game at once (%1)</source>
        <translation>بی‌درنگ یک بازی تازه را آغاز می‌کند (%1)</translation>
    </message>
    <message>
        <source>Mizbazi: Persian tabletop card games, played hot-seat on one screen.</source>
        <translation>میزبازی: بازی‌های کارتی رومیزی به فارسی، برای بازی نوبتی روی یک صفحه.</translation>
    </message>
    <message>
        <source>a .mizbazi game or teaching scenario</source>
        <translation>یک بازی ذخیره‌شده یا یک درس (پروندهٔ mizbazi)</translation>
    </message>
    <message>
        <source>unknown option &apos;%1&apos; (see mizbazi --help)</source>
        <translation>گزینهٔ ناشناختهٔ «%1» (راهنما: ‎mizbazi --help‏)</translation>
    </message>
    <message>
        <source>--lang takes fa or en, not &apos;%1&apos;</source>
        <translation>‏--lang تنها fa یا en را می‌پذیرد، نه «%1»</translation>
    </message>
    <message>
        <source>--players takes a number from 1 to 8</source>
        <translation>‏--players عددی از 1 تا 8 می‌پذیرد</translation>
    </message>
    <message>
        <source>--level takes easy, normal, hard or random, not &apos;%1&apos;</source>
        <translation>‏--level یکی از easy، normal، hard یا random را می‌پذیرد، نه «%1»</translation>
    </message>
    <message>
        <source>--seed takes a non-negative number</source>
        <translation>‏--seed عددی نامنفی می‌پذیرد</translation>
    </message>
    <message>
        <source>--bot-delay takes milliseconds from 0 to 5000</source>
        <translation>‏--bot-delay میلی‌ثانیه‌ای از 0 تا 5000 می‌پذیرد</translation>
    </message>
    <message>
        <source>--animation takes a percentage from 0 to 200</source>
        <translation>‏--animation درصدی از 0 تا 200 می‌پذیرد</translation>
    </message>
    <message>
        <source>--size takes WIDTHxHEIGHT, for example 1920x1080</source>
        <translation>‏--size پهنا و بلندا را به شکل WIDTHxHEIGHT می‌پذیرد، مانند 1920x1080</translation>
    </message>
    <message>
        <source>--screenshot-delay takes milliseconds</source>
        <translation>‏--screenshot-delay میلی‌ثانیه می‌پذیرد</translation>
    </message>
    <message>
        <source>only one file can be opened at a time</source>
        <translation>هر بار تنها یک پرونده باز می‌شود</translation>
    </message>
    <message>
        <source>--players, --computers, --all-computers, --level and --seed go with --new</source>
        <translation>‏--players، ‎--computers، ‎--all-computers، ‎--level و ‎--seed همراه ‎--new‏ به کار می‌روند</translation>
    </message>
    <message>
        <source>give either a file or --new, not both</source>
        <translation>یا یک پرونده بدهید یا ‎--new‏، نه هر دو را</translation>
    </message>
    <message>
        <source>--join takes an address such as 192.168.1.5:8750, not &apos;%1&apos;</source>
        <translation>‏--join نشانی‌ای مانند 192.168.1.5:8750 می‌پذیرد، نه «%1»</translation>
    </message>
    <message>
        <source>no web browser could be opened: open %1 yourself</source>
        <translation>هیچ مرورگری باز نشد: %1 را خودتان باز کنید</translation>
    </message>
    <message>
        <source>--device-seats names seat %1, but the game has %2</source>
        <translation>‏--device-seats جایگاه %1 را نام می‌برد، اما بازی %2 جایگاه دارد</translation>
    </message>
    <message>
        <source>there is no kept game of %1</source>
        <translation>بازی نگه‌داشته‌شده‌ای از %1 نیست</translation>
    </message>
    <message>
        <source>with --new: these seats are played from people&apos;s own devices (numbered from 1, e.g. 2,3,4); the game starts once all have joined</source>
        <translation>همراه ‎--new‏: این جایگاه‌ها را افراد با دستگاه خودشان بازی می‌کنند (شماره از 1، مانند 2,3,4)؛ بازی وقتی همه پیوستند آغاز می‌شود</translation>
    </message>
    <message>
        <source>with device seats: wait for devices at this address</source>
        <translation>با جایگاه‌های دستگاهی: در این نشانی منتظر دستگاه‌ها می‌ماند</translation>
    </message>
    <message>
        <source>with device seats: the code devices must give</source>
        <translation>با جایگاه‌های دستگاهی: کدی که دستگاه‌ها باید بدهند</translation>
    </message>
    <message>
        <source>continue the kept game of GAME at once</source>
        <translation>بازی نگه‌داشته‌شدهٔ GAME را بی‌درنگ ادامه می‌دهد</translation>
    </message>
    <message>
        <source>join a table at ADDRESS with CODE from this computer (opens its page in the web browser)</source>
        <translation>از این رایانه با CODE به میزی در ADDRESS می‌پیوندد (صفحهٔ آن را در مرورگر باز می‌کند)</translation>
    </message>
    <message>
        <source>for tests: check every painted frame for a device seat&apos;s card, and write the counts to FILE</source>
        <translation>برای آزمون‌ها: هر قاب کشیده‌شده را برای کارت جایگاه‌های دستگاهی بررسی می‌کند و شمارش‌ها را در FILE می‌نویسد</translation>
    </message>
    <message>
        <source>--join takes an address and a code: --join ADDRESS CODE</source>
        <translation>‏--join یک نشانی و یک کد می‌پذیرد: ‎--join ADDRESS CODE‏</translation>
    </message>
    <message>
        <source>--device-seats takes seat numbers from 1 to 8, such as 2,3,4</source>
        <translation>‏--device-seats شماره‌های جایگاه از 1 تا 8 می‌پذیرد، مانند 2,3,4</translation>
    </message>
    <message>
        <source>--listen takes HOST:PORT, for example 127.0.0.1:8750</source>
        <translation>‏--listen نشانی را به شکل HOST:PORT می‌پذیرد، مانند 127.0.0.1:8750</translation>
    </message>
    <message>
        <source>--join-code takes 4 to 12 digits</source>
        <translation>‏--join-code از 4 تا 12 رقم می‌پذیرد</translation>
    </message>
    <message>
        <source>--device-seats goes with --new</source>
        <translation>‏--device-seats همراه ‎--new‏ به کار می‌رود</translation>
    </message>
    <message>
        <source>--listen and --join-code go with --device-seats or --resume</source>
        <translation>‏--listen و ‎--join-code همراه ‎--device-seats یا ‎--resume‏ به کار می‌روند</translation>
    </message>
    <message>
        <source>give --resume alone, without --new or a file</source>
        <translation>‏--resume را تنها بدهید، بدون ‎--new‏ یا پرونده</translation>
    </message>
</context>
<context>
    <name>EndSummary</name>
    <message>
        <source>Team %1: %2</source>
        <translation>تیم %1: %2</translation>
    </message>
</context>
<context>
    <name>FileErrors</name>
    <message>
        <source>line %1, column %2</source>
        <translation>سطر %1، ستون %2</translation>
    </message>
    <message>
        <source>%1 is damaged or is not a Mizbazi file: the text goes wrong at %2.</source>
        <translation>%1 آسیب دیده یا پروندهٔ میزبازی نیست: متنش در %2 به هم ریخته است.</translation>
    </message>
    <message>
        <source>%1 cannot be read: it is missing, or you may not open it.</source>
        <translation>%1 خوانده نشد: یا نیست، یا اجازهٔ باز کردنش را ندارید.</translation>
    </message>
    <message>
        <source>%1 was written by another version of Mizbazi that this one cannot read.</source>
        <translation>%1 را نسخهٔ دیگری از میزبازی نوشته که این نسخه نمی‌تواند بخواند.</translation>
    </message>
    <message>
        <source>%1 is for a game this version of Mizbazi does not have.</source>
        <translation>%1 برای بازی‌ای است که این نسخهٔ میزبازی ندارد.</translation>
    </message>
    <message>
        <source>%1 has a mistake in its list of players.</source>
        <translation>فهرست بازیکنان در %1 اشتباه دارد.</translation>
    </message>
    <message>
        <source>%1 asks for a game option this version does not accept.</source>
        <translation>%1 گزینه‌ای برای بازی می‌خواهد که این نسخه نمی‌پذیرد.</translation>
    </message>
    <message>
        <source>%1 has a mistake in its prepared position (at %2).</source>
        <translation>چیدمان آمادهٔ %1 اشتباه دارد (در %2).</translation>
    </message>
    <message>
        <source>%1 has a mistake in its list of moves (at %2).</source>
        <translation>فهرست حرکت‌های %1 اشتباه دارد (در %2).</translation>
    </message>
    <message>
        <source>%1 is not a Mizbazi game or lesson file.</source>
        <translation>%1 پروندهٔ بازی یا درس میزبازی نیست.</translation>
    </message>
    <message>
        <source>it is not allowed at that point</source>
        <translation>در آن لحظه روا نیست</translation>
    </message>
    <message>
        <source>%1: move %2 (%3) cannot be played: %4</source>
        <translation>%1: حرکت %2 (%3) انجام‌شدنی نیست: %4</translation>
    </message>
    <message>
        <source>%1 is a folder, not a game or lesson file.</source>
        <translation>%1 یک پوشه است، نه پروندهٔ بازی یا درس.</translation>
    </message>
    <message>
        <source>%1 is not an ordinary file on the disk, so it was not read.</source>
        <translation>%1 پرونده‌ای معمولی روی دیسک نیست، پس خوانده نشد.</translation>
    </message>
    <message>
        <source>%1 is far larger than any game or lesson file, so it was not opened.</source>
        <translation>%1 بسیار بزرگ‌تر از هر پروندهٔ بازی یا درسی است، پس باز نشد.</translation>
    </message>
    <message>
        <source>%1 is a lesson whose choices lead to too many different games to check, so it was not opened.</source>
        <translation>گزینه‌های درس %1 به بازی‌های گوناگون بسیاری می‌رسد که بررسی همه‌شان شدنی نیست، پس باز نشد.</translation>
    </message>
    <message>
        <source>%1 is a lesson with a mistake in its steps (at %2).</source>
        <translation>گام‌های درس %1 اشتباه دارد (در %2).</translation>
    </message>
</context>
<context>
    <name>LeavePrompt</name>
    <message>
        <source>Leave the game?</source>
        <translation>بازی را رها می‌کنید؟</translation>
    </message>
    <message>
        <source>Save it to continue later from the game chooser, or discard it?</source>
        <translation>ذخیره‌اش کنیم تا بعداً از صفحهٔ انتخاب بازی ادامه‌اش دهید، یا کنارش بگذاریم؟</translation>
    </message>
    <message>
        <source>Save for later</source>
        <translation>ذخیره برای بعد</translation>
    </message>
    <message>
        <source>Discard it</source>
        <translation>کنار گذاشتن</translation>
    </message>
    <message>
        <source>Replace the unfinished game?</source>
        <translation>بازی نیمه‌تمام جایگزین شود؟</translation>
    </message>
    <message>
        <source>A new game of %1 takes its place. Save it to a file first?</source>
        <translation>یک بازی تازهٔ %1 جای آن را می‌گیرد. اول در یک پرونده ذخیره‌اش کنیم؟</translation>
    </message>
    <message>
        <source>Save to a file…</source>
        <translation>ذخیره در پرونده…</translation>
    </message>
    <message>
        <source>Replace it</source>
        <translation>جایگزین کردن</translation>
    </message>
    <message numerus="yes">
        <source>The game of %1 is not finished (%Ln move(s) played).</source>
        <translation>
            <numerusform>بازی %1 تمام نشده است (%Ln&#xa0;حرکت انجام شده).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game of %1 at the table is not finished (%Ln move(s) played).</source>
        <translation>
            <numerusform>بازی %1 روی میز تمام نشده است (%Ln&#xa0;حرکت انجام شده).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>An unfinished game of %1 is saved for later (%Ln move(s) played).</source>
        <translation>
            <numerusform>یک بازی نیمه‌تمام %1 برای بعد ذخیره شده است (%Ln&#xa0;حرکت انجام شده).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OptionFields</name>
    <message numerus="yes">
        <source>Not used with %Ln player(s).</source>
        <translation>
            <numerusform>با %Ln&#xa0;بازیکن به کار نمی‌رود.</numerusform>
        </translation>
    </message>
    <message>
        <source>From %1 to %2.</source>
        <translation>از %1 تا %2.</translation>
    </message>
    <message>
        <source>From %1 to %2, in steps of %3.</source>
        <translation>از %1 تا %2، با گام %3.</translation>
    </message>
</context>
<context>
    <name>PageWords</name>
    <message>
        <source>Mizbazi</source>
        <translation>میزبازی</translation>
    </message>
    <message>
        <source>Join the table</source>
        <translation>پیوستن به میز</translation>
    </message>
    <message>
        <source>Join code</source>
        <translation>کد پیوستن</translation>
    </message>
    <message>
        <source>The code is on the shared screen, under the QR code.</source>
        <translation>کد روی صفحهٔ مشترک است، زیر کد QR.</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>نام شما</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>ادامه</translation>
    </message>
    <message>
        <source>Choose your seat</source>
        <translation>جایگاه خود را انتخاب کنید</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>جایگاه %1</translation>
    </message>
    <message>
        <source>taken</source>
        <translation>گرفته شده</translation>
    </message>
    <message>
        <source>Watch without a seat</source>
        <translation>تماشا بدون جایگاه</translation>
    </message>
    <message>
        <source>You are at the table. The game starts when the host starts it.</source>
        <translation>شما سر میز هستید. بازی وقتی آغاز می‌شود که میزبان آغازش کند.</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>نوبت شماست</translation>
    </message>
    <message>
        <source>%1 is to play</source>
        <translation>نوبت %1 است</translation>
    </message>
    <message>
        <source>Your cards</source>
        <translation>کارت‌های شما</translation>
    </message>
    <message>
        <source>Cards you can take</source>
        <translation>کارت‌هایی که می‌توانید بردارید</translation>
    </message>
    <message>
        <source>Your moves</source>
        <translation>حرکت‌های شما</translation>
    </message>
    <message>
        <source>Tap a card, then a move.</source>
        <translation>روی یک کارت بزنید، سپس روی یک حرکت.</translation>
    </message>
    <message>
        <source>Choose a move. The numbers are shown on the shared screen.</source>
        <translation>یک حرکت را انتخاب کنید. شماره‌ها روی صفحهٔ مشترک نشان داده می‌شوند.</translation>
    </message>
    <message>
        <source>Play this card</source>
        <translation>بازی کردن این کارت</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>بازگشت</translation>
    </message>
    <message>
        <source>Last moves</source>
        <translation>حرکت‌های آخر</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>بازیکنان</translation>
    </message>
    <message>
        <source>you</source>
        <translation>شما</translation>
    </message>
    <message>
        <source>at the shared screen</source>
        <translation>پشت صفحهٔ مشترک</translation>
    </message>
    <message>
        <source>computer</source>
        <translation>رایانه</translation>
    </message>
    <message>
        <source>on a device</source>
        <translation>با دستگاه خود</translation>
    </message>
    <message>
        <source>not connected</source>
        <translation>وصل نیست</translation>
    </message>
    <message>
        <source>You are watching the public table.</source>
        <translation>شما میز همگانی را تماشا می‌کنید.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>بازی تمام شد.</translation>
    </message>
    <message>
        <source>Winners: %1</source>
        <translation>برندگان: %1</translation>
    </message>
    <message>
        <source>Scores: %1</source>
        <translation>امتیازها: %1</translation>
    </message>
    <message>
        <source>You hold no cards now.</source>
        <translation>اکنون کارتی در دست ندارید.</translation>
    </message>
    <message>
        <source>The connection to the table was lost. Reconnecting…</source>
        <translation>ارتباط با میز قطع شد. در حال وصل شدن دوباره…</translation>
    </message>
    <message>
        <source>Sent…</source>
        <translation>فرستاده شد…</translation>
    </message>
    <message>
        <source>The table did not understand this page&apos;s message. Reload the page.</source>
        <translation>میز پیام این صفحه را نفهمید. صفحه را دوباره بار کنید.</translation>
    </message>
    <message>
        <source>This page does not match the table&apos;s version. Reload the page.</source>
        <translation>این صفحه با نسخهٔ میز جور نیست. صفحه را دوباره بار کنید.</translation>
    </message>
    <message>
        <source>The message was too long for the table.</source>
        <translation>پیام برای میز بیش از اندازه بلند بود.</translation>
    </message>
    <message>
        <source>Too many taps at once. Wait a moment and try again.</source>
        <translation>ضربه‌ها بیش از اندازه پشت سر هم بود. کمی صبر کنید و دوباره امتحان کنید.</translation>
    </message>
    <message>
        <source>Too many wrong codes. Wait a minute and try again.</source>
        <translation>کدهای نادرست بیش از اندازه بود. یک دقیقه صبر کنید و دوباره امتحان کنید.</translation>
    </message>
    <message>
        <source>The table has no room for more devices.</source>
        <translation>میز برای دستگاه‌های بیشتر جا ندارد.</translation>
    </message>
    <message>
        <source>That is not the code on the shared screen.</source>
        <translation>این کد با کد روی صفحهٔ مشترک یکی نیست.</translation>
    </message>
    <message>
        <source>That seat is not played from a device.</source>
        <translation>این جایگاه با دستگاه بازی نمی‌شود.</translation>
    </message>
    <message>
        <source>Someone already sits in that seat.</source>
        <translation>کسی پیش‌تر در این جایگاه نشسته است.</translation>
    </message>
    <message>
        <source>Write a name of 1 to 24 letters.</source>
        <translation>نامی با ۱ تا ۲۴ حرف بنویسید.</translation>
    </message>
    <message>
        <source>Your seat is no longer kept for this page. Join again with the code.</source>
        <translation>جایگاه شما دیگر برای این صفحه نگه داشته نمی‌شود. با کد دوباره بپیوندید.</translation>
    </message>
    <message>
        <source>This page has joined already.</source>
        <translation>این صفحه پیش‌تر پیوسته است.</translation>
    </message>
    <message>
        <source>Join the table first.</source>
        <translation>نخست به میز بپیوندید.</translation>
    </message>
    <message>
        <source>You are watching: a spectator does not play.</source>
        <translation>شما تماشاگر هستید و تماشاگر بازی نمی‌کند.</translation>
    </message>
    <message>
        <source>A page plays only for its own seat.</source>
        <translation>هر صفحه فقط برای جایگاه خودش بازی می‌کند.</translation>
    </message>
    <message>
        <source>The game has not started yet.</source>
        <translation>بازی هنوز آغاز نشده است.</translation>
    </message>
    <message>
        <source>The table changed before your move arrived. Choose again.</source>
        <translation>پیش از رسیدن حرکت شما میز تغییر کرد. دوباره انتخاب کنید.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>نوبت شما نیست.</translation>
    </message>
    <message>
        <source>That move is not possible now. Choose again.</source>
        <translation>این حرکت اکنون شدنی نیست. دوباره انتخاب کنید.</translation>
    </message>
    <message>
        <source>That card has no move now.</source>
        <translation>این کارت اکنون حرکتی ندارد.</translation>
    </message>
    <message>
        <source>The table refused that move.</source>
        <translation>میز این حرکت را نپذیرفت.</translation>
    </message>
    <message>
        <source>Your seat was opened on another page.</source>
        <translation>جایگاه شما در صفحهٔ دیگری باز شد.</translation>
    </message>
    <message>
        <source>The host gave your seat to someone else.</source>
        <translation>میزبان جایگاه شما را به کس دیگری داد.</translation>
    </message>
</context>
<context>
    <name>RefusalText</name>
    <message>
        <source>The game is over.</source>
        <translation>بازی تمام شد.</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <translation>این حرکت الان مجاز نیست.</translation>
    </message>
    <message>
        <source>That is not a move of this game.</source>
        <translation>این حرکتی از این بازی نیست.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>نوبت شما نیست.</translation>
    </message>
    <message>
        <source>A card cannot go there.</source>
        <translation>این کارت را نمی‌شود آنجا گذاشت.</translation>
    </message>
    <message>
        <source>Wait: it is a computer player&apos;s turn.</source>
        <translation>صبر کنید: نوبت بازیکن رایانه‌ای است.</translation>
    </message>
    <message>
        <source>That move is allowed, but this step asks for another.</source>
        <translation>این حرکت مجاز است، ولی این گام حرکت دیگری می‌خواهد.</translation>
    </message>
    <message>
        <source>Read the step, then press «%1».</source>
        <translation>توضیح گام را بخوانید و بعد «%1» را بزنید.</translation>
    </message>
    <message>
        <source>Read the step, then press the button.</source>
        <translation>توضیح گام را بخوانید و بعد دکمهٔ درس را بزنید.</translation>
    </message>
    <message>
        <source>That seat is not played from a device.</source>
        <translation>این جایگاه با دستگاه بازی نمی‌شود.</translation>
    </message>
    <message>
        <source>The game has not started yet.</source>
        <translation>بازی هنوز آغاز نشده است.</translation>
    </message>
</context>
<context>
    <name>ResumePrompt</name>
    <message>
        <source>Resume the game?</source>
        <translation>بازی را ادامه می‌دهید؟</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>ادامه</translation>
    </message>
    <message>
        <source>Discard it</source>
        <translation>کنار گذاشتن</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>الان نه</translation>
    </message>
    <message numerus="yes">
        <source>A game of %1 was not finished (%Ln move(s) played). Resume it?</source>
        <translation>
            <numerusform>یک بازی %1 نیمه‌کاره مانده است (%Ln&#xa0;حرکت انجام شده). ادامه‌اش می‌دهید؟</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatisticsStore</name>
    <message>
        <source>cannot create the folder %1</source>
        <translation>پوشهٔ %1 ساخته نشد</translation>
    </message>
</context>
<context>
    <name>mizbazi::app::GameChooser</name>
    <message>
        <source>Choose a game</source>
        <translation>یک بازی انتخاب کنید</translation>
    </message>
    <message>
        <source>Start a new game of %1</source>
        <translation>شروع یک بازی تازهٔ %1</translation>
    </message>
    <message>
        <source>Open a saved game or a lesson…</source>
        <translation>باز کردن بازی ذخیره‌شده یا درس…</translation>
    </message>
    <message>
        <source>Go on with the unfinished game of %1</source>
        <translation>ادامهٔ بازی نیمه‌تمام %1</translation>
    </message>
    <message numerus="yes">
        <source>Continue (%Ln move(s) played)</source>
        <translation>
            <numerusform>ادامه (%Ln&#xa0;حرکت انجام شده)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mizbazi::app::HelpDialog</name>
    <message>
        <source>Help</source>
        <translation>راهنما</translation>
    </message>
    <message>
        <source>The rules of %1 are not available in this version yet.</source>
        <translation>قوانین %1 هنوز در این نسخه نیامده است.</translation>
    </message>
    <message>
        <source>Rules of %1</source>
        <translation>قوانین %1</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>صفحه‌کلید</translation>
    </message>
    <message>
        <source>Mizbazi</source>
        <translation>میزبازی</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>نسخهٔ %1</translation>
    </message>
    <message>
        <source>Persian tabletop card games for one screen, for friends and classrooms.</source>
        <translation>بازی‌های کارتی رومیزی فارسی روی یک صفحه، برای دوستان و کلاس درس.</translation>
    </message>
    <message>
        <source>The Vazirmatn font by Saber Rastikerdar is used under the SIL Open Font License 1.1.</source>
        <translation>قلم وزیرمتن اثر صابر راستی‌کردار با پروانهٔ SIL Open Font License 1.1 به کار رفته است.</translation>
    </message>
    <message>
        <source>The card art was drawn for Mizbazi.</source>
        <translation>طرح کارت‌ها برای میزبازی کشیده شده است.</translation>
    </message>
    <message>
        <source>About</source>
        <translation>درباره</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>کلیدها</translation>
    </message>
    <message>
        <source>What they do</source>
        <translation>کارشان</translation>
    </message>
</context>
<context>
    <name>mizbazi::app::LessonChooser</name>
    <message>
        <source>Lessons</source>
        <translation>درس‌ها</translation>
    </message>
    <message>
        <source>Each lesson sets out the cards, explains a rule step by step and asks you to make the moves yourself. A tick marks the lessons you have finished.</source>
        <translation>هر درس کارت‌ها را می‌چیند، یک قانون را گام‌به‌گام توضیح می‌دهد و از شما می‌خواهد حرکت‌ها را خودتان انجام دهید. درس‌هایی که تمام کرده‌اید تیک می‌خورند.</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>درس</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>تمام‌شده</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>✓ finished</source>
        <translation>✓ تمام شد</translation>
    </message>
    <message>
        <source>Start the lesson</source>
        <translation>شروع درس</translation>
    </message>
</context>
<context>
    <name>mizbazi::app::MainWindow</name>
    <message>
        <source>Mizbazi</source>
        <translation>میزبازی</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>بازی</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>بازی تازه…</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>باز کردن…</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>ذخیره</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>ذخیره با نام…</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>ترک میز</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>برگرداندن</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>انجام دوباره</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>خروج</translation>
    </message>
    <message>
        <source>View</source>
        <translation>نما</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>بزرگ‌نمایی</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>کوچک‌نمایی</translation>
    </message>
    <message>
        <source>Fit the table to the window</source>
        <translation>جا دادن میز در پنجره</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>تمام‌صفحه</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>تنظیمات</translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation>تنظیمات…</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>راهنما</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>قوانین</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>صفحه‌کلید</translation>
    </message>
    <message>
        <source>About Mizbazi</source>
        <translation>دربارهٔ میزبازی</translation>
    </message>
    <message>
        <source>Not available</source>
        <translation>در دسترس نیست</translation>
    </message>
    <message>
        <source>%1 cannot be played in this version yet.</source>
        <translation>%1 در این نسخه هنوز قابل بازی نیست.</translation>
    </message>
    <message>
        <source>The game could not start</source>
        <translation>بازی شروع نشد</translation>
    </message>
    <message>
        <source>There is no game to save.</source>
        <translation>بازی‌ای برای ذخیره نیست.</translation>
    </message>
    <message>
        <source>The game was not saved</source>
        <translation>بازی ذخیره نشد</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>ذخیرهٔ بازی</translation>
    </message>
    <message>
        <source>Mizbazi games (*.mizbazi)</source>
        <translation>بازی‌های میزبازی (*.mizbazi)</translation>
    </message>
    <message>
        <source>Open a game</source>
        <translation>باز کردن بازی</translation>
    </message>
    <message>
        <source>Mizbazi games (*.mizbazi *.json)</source>
        <translation>بازی‌های میزبازی (*.mizbazi *.json)</translation>
    </message>
    <message>
        <source>The file could not be opened</source>
        <translation>پرونده باز نشد</translation>
    </message>
    <message>
        <source>The interrupted game could not be read</source>
        <translation>بازی نیمه‌کاره خوانده نشد</translation>
    </message>
    <message>
        <source>The interrupted game could not be resumed</source>
        <translation>بازی نیمه‌کاره ادامه پیدا نکرد</translation>
    </message>
    <message>
        <source>Take back the last move</source>
        <translation>پس گرفتن آخرین حرکت</translation>
    </message>
    <message>
        <source>Play again a move that was taken back</source>
        <translation>انجام دوبارهٔ حرکتی که پس گرفته شد</translation>
    </message>
    <message>
        <source>Statistics…</source>
        <translation>آمار…</translation>
    </message>
    <message>
        <source>The saved game of %1 could not be read: %2</source>
        <translation>بازی نگه‌داشته‌شدهٔ %1 خوانده نشد: %2</translation>
    </message>
    <message>
        <source>The game could not be set up: %1</source>
        <translation>بازی آماده نشد: %1</translation>
    </message>
    <message>
        <source>Could not save: %1. The file on disk was not changed; the game goes on.</source>
        <translation>ذخیره نشد: %1. پرونده‌ای که روی دیسک بود دست نخورد؛ بازی ادامه دارد.</translation>
    </message>
    <message>
        <source>Could not save the game automatically: %1. The game goes on; it will be saved again after the next move.</source>
        <translation>ذخیرهٔ خودکار بازی انجام نشد: %1. بازی ادامه دارد؛ پس از حرکت بعدی دوباره ذخیره می‌شود.</translation>
    </message>
    <message>
        <source>%1. The file was kept as %2.</source>
        <translation>%1. پرونده با نام %2 نگه داشته شد.</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>درس‌ها</translation>
    </message>
    <message>
        <source>All lessons…</source>
        <translation>همهٔ درس‌ها…</translation>
    </message>
    <message>
        <source>The lesson could not be opened</source>
        <translation>درس باز نشد</translation>
    </message>
    <message>
        <source>Projector mode</source>
        <translation>حالت ویدئوپروژکتور</translation>
    </message>
    <message>
        <source>For a class: larger text and card labels, thicker outlines, slower cards and the last move written large</source>
        <translation>برای کلاس: نوشته‌ها و نوشته‌های کارت‌ها درشت‌تر، دورخط‌ها پررنگ‌تر، حرکت کارت‌ها آرام‌تر و آخرین حرکت با خط درشت</translation>
    </message>
    <message>
        <source>Rules beside the table</source>
        <translation>قوانین کنار میز</translation>
    </message>
    <message>
        <source>Show the odds</source>
        <translation>نشان دادن احتمال‌ها</translation>
    </message>
    <message>
        <source>What the player on screen can know of the cards still unseen</source>
        <translation>آنچه بازیکن روی صفحه از کارت‌های هنوز دیده‌نشده می‌تواند بداند</translation>
    </message>
    <message>
        <source>Replay a saved game…</source>
        <translation>بازپخش بازی ذخیره‌شده…</translation>
    </message>
    <message>
        <source>Show every hand (teacher)</source>
        <translation>نمایش کارت‌های همه (معلم)</translation>
    </message>
    <message>
        <source>Replay a saved game</source>
        <translation>بازپخش بازی ذخیره‌شده</translation>
    </message>
    <message>
        <source>Replay of %1</source>
        <translation>بازپخش %1</translation>
    </message>
    <message>
        <source>A hint: the computer&apos;s choice and how it rates the moves</source>
        <translation>راهنمایی: انتخاب رایانه و ارزیابی‌اش از حرکت‌ها</translation>
    </message>
    <message>
        <source>A lesson&apos;s moves are not taken back: each step goes on from the one before.</source>
        <translation>در درس، حرکت‌ها پس گرفته نمی‌شوند: هر گام از گام پیش از خودش ادامه می‌یابد.</translation>
    </message>
    <message>
        <source>“%1” → “%2” → “%3 %4”</source>
        <translation>«%1» ← «%2» ← «%3 %4»</translation>
    </message>
    <message>
        <source>Undo is turned off in Settings. To allow it: %1.</source>
        <translation>برگرداندن در تنظیمات خاموش است. برای روشن کردنش: %1.</translation>
    </message>
    <message>
        <source>Undo is off in games with a computer player. To allow it: %1.</source>
        <translation>برگرداندن سر میزی که رایانه هم بازی می‌کند خاموش است. برای روشن کردنش: %1.</translation>
    </message>
    <message>
        <source>The game could not be discarded</source>
        <translation>بازی کنار گذاشته نشد</translation>
    </message>
    <message>
        <source>The unfinished game of %1 could not be discarded: %2. Its file stays in %3; Mizbazi will not ask about it again when it starts.</source>
        <translation>بازی نیمه‌تمام %1 کنار گذاشته نشد: %2. پرونده‌اش در %3 می‌ماند؛ میزبازی هنگام شروع دیگر دربارهٔ آن از شما نمی‌پرسد.</translation>
    </message>
    <message>
        <source>The saved game of %1 is no longer there.</source>
        <translation>بازی نگه‌داشته‌شدهٔ %1 دیگر وجود ندارد.</translation>
    </message>
    <message>
        <source>This game&apos;s results could not be added to the statistics: %1. Mizbazi keeps them while it is open and writes them with the next finished game.</source>
        <translation>نتیجه‌های این بازی به آمار افزوده نشد: %1. میزبازی تا وقتی باز است آن‌ها را نگه می‌دارد و با بازی تمام‌شدهٔ بعدی می‌نویسد.</translation>
    </message>
    <message>
        <source>The finished game could not be taken off the games to continue: %1.</source>
        <translation>بازی تمام‌شده از بازی‌های قابل ادامه برداشته نشد: %1.</translation>
    </message>
    <message>
        <source>%1. The file stays at %2.</source>
        <translation>%1. پرونده در %2 می‌ماند.</translation>
    </message>
    <message>
        <source>The rules were folded away to leave the table its room; F7 shows them again.</source>
        <translation>قوانین کنار رفتند تا میز جای خودش را داشته باشد؛ با F7 دوباره نشان داده می‌شوند.</translation>
    </message>
    <message>
        <source>Devices cannot join this game</source>
        <translation>دستگاه‌ها نمی‌توانند به این بازی بپیوندند</translation>
    </message>
</context>
<context>
    <name>mizbazi::app::NewGameDialog</name>
    <message>
        <source>New game: %1</source>
        <translation>بازی تازه: %1</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>تعداد بازیکنان:</translation>
    </message>
    <message>
        <source>random</source>
        <translation>تصادفی</translation>
    </message>
    <message>
        <source>Seats, in turn order</source>
        <translation>جایگاه‌ها، به ترتیب نوبت</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>جایگاه %1</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>بازیکن %1</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>انسان</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>رایانه</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>شروع</translation>
    </message>
    <message>
        <source>Every seat needs a name.</source>
        <translation>هر جایگاه یک نام لازم دارد.</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>آسان</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>معمولی</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>سخت</translation>
    </message>
    <message>
        <source>Random (for testing)</source>
        <translation>تصادفی (برای آزمایش)</translation>
    </message>
    <message>
        <source>How well this computer player plays</source>
        <translation>این بازیکن رایانه‌ای چقدر خوب بازی کند</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>پیشرفته</translation>
    </message>
    <message>
        <source>The same deal number deals the same cards: useful to replay a deal in class.</source>
        <translation>شمارهٔ پخش یکسان همان کارت‌ها را پخش می‌کند: برای تکرار یک پخش در کلاس.</translation>
    </message>
    <message>
        <source>Deal number (optional):</source>
        <translation>شمارهٔ پخش (اختیاری):</translation>
    </message>
    <message>
        <source>The deal number must be a whole number, or left empty.</source>
        <translation>شمارهٔ پخش باید عددی درست باشد، یا خالی بماند.</translation>
    </message>
    <message numerus="yes">
        <source>Not accepted with %Ln player(s).</source>
        <translation>
            <numerusform>با %Ln&#xa0;بازیکن پذیرفته نیست.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 cannot be played with %Ln player(s).</source>
        <translation>
            <numerusform>%1 را نمی‌توان با %Ln&#xa0;بازیکن بازی کرد.</numerusform>
        </translation>
    </message>
    <message>
        <source>This game cannot start as it is set up. Change a setting and try again.</source>
        <translation>این بازی با این تنظیم‌ها آغاز نمی‌شود. یکی از تنظیم‌ها را تغییر دهید و دوباره امتحان کنید.</translation>
    </message>
    <message>
        <source>Person, on their own device</source>
        <translation>انسان، با دستگاه خودش</translation>
    </message>
    <message>
        <source>This person plays from a phone or another computer on the same network; the shared screen never shows their cards</source>
        <translation>این بازیکن با گوشی یا رایانهٔ دیگری در همین شبکه بازی می‌کند؛ صفحهٔ مشترک هرگز کارت‌هایش را نشان نمی‌دهد</translation>
    </message>
</context>
<context>
    <name>mizbazi::app::RulesPanel</name>
    <message>
        <source>Rules</source>
        <translation>قوانین</translation>
    </message>
    <message>
        <source>Rules of %1</source>
        <translation>قوانین %1</translation>
    </message>
    <message>
        <source>Start a game to see its rules here.</source>
        <translation>بازی‌ای را شروع کنید تا قوانینش این‌جا دیده شود.</translation>
    </message>
    <message>
        <source>The rules of %1 are not available in this version yet.</source>
        <translation>قوانین %1 هنوز در این نسخه نیامده است.</translation>
    </message>
</context>
<context>
    <name>mizbazi::app::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>تنظیمات</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>زبان:</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> میلی‌ثانیه</translation>
    </message>
    <message>
        <source>Computer players wait:</source>
        <translation>مکث بازیکنان رایانه‌ای:</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>معمولی</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>تند</translation>
    </message>
    <message>
        <source>Slow (for teaching)</source>
        <translation>آرام (برای آموزش)</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>خاموش</translation>
    </message>
    <message>
        <source>Card movement:</source>
        <translation>حرکت کارت‌ها:</translation>
    </message>
    <message>
        <source>Only when no computer plays</source>
        <translation>فقط وقتی رایانه بازی نمی‌کند</translation>
    </message>
    <message>
        <source>Always</source>
        <translation>همیشه</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>هرگز</translation>
    </message>
    <message>
        <source>Undo:</source>
        <translation>برگرداندن:</translation>
    </message>
    <message>
        <source>Cover private cards until their owner asks to see them</source>
        <translation>کارت‌های خصوصی پوشیده بمانند تا صاحبشان بخواهد ببیند</translation>
    </message>
    <message>
        <source>A new language applies at once; the game in progress is kept.</source>
        <translation>زبان تازه همان لحظه اعمال می‌شود و بازی در جریان حفظ می‌شود.</translation>
    </message>
</context>
<context>
    <name>mizbazi::app::StatisticsDialog</name>
    <message>
        <source>random</source>
        <translation>تصادفی</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>آسان</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>معمولی</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>سخت</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>آمار</translation>
    </message>
    <message>
        <source>Reset this game…</source>
        <translation>پاک کردن آمار این بازی…</translation>
    </message>
    <message>
        <source>Reset all…</source>
        <translation>پاک کردن همهٔ آمار…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>بستن</translation>
    </message>
    <message>
        <source>Computer (%1)</source>
        <extracomment>A computer player&apos;s row in the statistics: %1 is its level (&quot;normal&quot;).</extracomment>
        <translation>رایانه (%1)</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>بازیکن</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>بازی‌ها</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>بُردها</translation>
    </message>
    <message>
        <source>Win %</source>
        <translation>درصد بُرد</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>بهترین امتیاز</translation>
    </message>
    <message>
        <source>Average score</source>
        <translation>میانگین امتیاز</translation>
    </message>
    <message>
        <source>No game of %1 has been finished yet.</source>
        <translation>هنوز هیچ بازی %1 تا پایان انجام نشده است.</translation>
    </message>
    <message>
        <source>The last %1 scores of each player. Choose rows in the table to compare other players.</source>
        <translation>%1&#xa0;امتیاز آخر هر بازیکن. برای مقایسهٔ بازیکنان دیگر، ردیف‌هایشان را در جدول انتخاب کنید.</translation>
    </message>
    <message>
        <source>The last %1 scores of each player.</source>
        <translation>%1&#xa0;امتیاز آخر هر بازیکن.</translation>
    </message>
    <message>
        <source>Games, the oldest first</source>
        <translation>بازی‌ها، از قدیمی‌ترین</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>امتیاز</translation>
    </message>
    <message>
        <source>No results yet</source>
        <translation>هنوز نتیجه‌ای نیست</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>پاک کردن آمار</translation>
    </message>
    <message>
        <source>Forget the statistics of every game? This cannot be undone.</source>
        <translation>آمار همهٔ بازی‌ها پاک شود؟ این کار برگشت‌پذیر نیست.</translation>
    </message>
    <message>
        <source>Forget every result of %1? This cannot be undone.</source>
        <translation>همهٔ نتیجه‌های %1 پاک شود؟ این کار برگشت‌پذیر نیست.</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>پاک کردن</translation>
    </message>
    <message>
        <source>Keep them</source>
        <translation>نگه داشتن</translation>
    </message>
    <message>
        <source>The statistics file could not be written: %1</source>
        <translation>پروندهٔ آمار نوشته نشد: %1</translation>
    </message>
    <message>
        <source>Hints used</source>
        <translation>راهنمایی‌های گرفته‌شده</translation>
    </message>
    <message>
        <source>How many hints the player asked for, over all their games of this kind</source>
        <translation>شمار راهنمایی‌هایی که بازیکن در همهٔ بازی‌هایش از این نوع خواسته است</translation>
    </message>
</context>
<context>
    <name>mizbazi::net::DeviceSession</name>
    <message>
        <source>Could not wait for devices at %1: %2</source>
        <translation>نمی‌توان در %1 منتظر دستگاه‌ها ماند: %2</translation>
    </message>
</context>
<context>
    <name>mizbazi::net::JoinPanel</name>
    <message>
        <source>Players on their own devices</source>
        <translation>بازیکنانی که با دستگاه خودشان بازی می‌کنند</translation>
    </message>
    <message>
        <source>On a phone on the same network, scan the code or open the address, then enter the join code.</source>
        <translation>با گوشی‌ای که به همین شبکه وصل است کد را بخوانید یا نشانی را باز کنید، سپس کد پیوستن را بنویسید.</translation>
    </message>
    <message>
        <source>This computer is on no network that phones can reach. Join the same Wi-Fi as the phones, then start the game again.</source>
        <translation>این رایانه به شبکه‌ای که گوشی‌ها به آن برسند وصل نیست. به همان وای‌فای گوشی‌ها وصل شوید و بازی را دوباره آغاز کنید.</translation>
    </message>
    <message>
        <source>QR code of the address</source>
        <translation>کد QR نشانی</translation>
    </message>
    <message>
        <source>Join code: %1</source>
        <translation>کد پیوستن: %1</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>آغاز بازی</translation>
    </message>
    <message>
        <source>%1: waiting for a device</source>
        <translation>%1: در انتظار دستگاه</translation>
    </message>
    <message>
        <source>%1: joined as %2</source>
        <translation>%1: با نام %2 پیوست</translation>
    </message>
    <message>
        <source>%1: %2&apos;s device is not connected</source>
        <translation>%1: دستگاه %2 وصل نیست</translation>
    </message>
    <message>
        <source>Free the seat</source>
        <translation>آزاد کردن جایگاه</translation>
    </message>
    <message>
        <source>Let another device take this seat (its person left)</source>
        <translation>دستگاه دیگری بتواند این جایگاه را بگیرد (بازیکنش رفته است)</translation>
    </message>
    <message>
        <source>The game is on. A device that lost its connection comes back by opening the address again.</source>
        <translation>بازی در جریان است. دستگاهی که ارتباطش قطع شده با باز کردن دوبارهٔ نشانی برمی‌گردد.</translation>
    </message>
    <message numerus="yes">
        <source>Waiting for %Ln device(s). You may start now: the game then waits at an empty seat&apos;s turn.</source>
        <translation>
            <numerusform>در انتظار %Ln دستگاه. می‌توانید همین حالا آغاز کنید: بازی در نوبت جایگاه خالی منتظر می‌ماند.</numerusform>
        </translation>
    </message>
    <message>
        <source>Everyone has joined.</source>
        <translation>همه پیوسته‌اند.</translation>
    </message>
    <message>
        <source>The game is over: the devices were let go, and this computer no longer listens for them.</source>
        <translation>بازی تمام شد: دستگاه‌ها رها شدند و این رایانه دیگر منتظر آن‌ها نیست.</translation>
    </message>
    <message>
        <source>%1: the computer plays until a device joins</source>
        <translation>%1: رایانه بازی می‌کند تا دستگاهی بپیوندد</translation>
    </message>
    <message>
        <source>%1: the computer plays until %2 comes back</source>
        <translation>%1: رایانه بازی می‌کند تا %2 برگردد</translation>
    </message>
    <message>
        <source>Let the computer play</source>
        <translation>رایانه بازی کند</translation>
    </message>
    <message>
        <source>The computer plays this seat until its person&apos;s device comes back (or another device joins it)</source>
        <translation>رایانه به جای این جایگاه بازی می‌کند تا دستگاه بازیکنش برگردد (یا دستگاه دیگری به آن بپیوندد)</translation>
    </message>
</context>
<context>
    <name>mizbazi::ui::AmountChooser</name>
    <message>
        <source>Less (Down arrow or −)</source>
        <translation>کمتر (پیکان پایین یا −)</translation>
    </message>
    <message>
        <source>More (Up arrow or +)</source>
        <translation>بیشتر (پیکان بالا یا +)</translation>
    </message>
</context>
<context>
    <name>mizbazi::ui::BoardItem</name>
    <message>
        <source>+ / −</source>
        <translation>+ / −</translation>
    </message>
    <message>
        <source>zoom the board in / out (also the mouse wheel over it)</source>
        <translation>بزرگ‌تر / کوچک‌تر دیدن صفحهٔ بازی (چرخ ماوس روی آن هم)</translation>
    </message>
    <message>
        <source>0</source>
        <translation>0 یا ۰</translation>
    </message>
    <message>
        <source>show the whole board</source>
        <translation>دیدن همهٔ صفحهٔ بازی</translation>
    </message>
    <message>
        <source>Ctrl + arrows</source>
        <translation>Ctrl + پیکان‌ها</translation>
    </message>
    <message>
        <source>move the board (or drag its cloth with the mouse)</source>
        <translation>جابه‌جا کردن صفحهٔ بازی (یا کشیدن پارچه‌اش با ماوس)</translation>
    </message>
</context>
<context>
    <name>mizbazi::ui::EndDialog</name>
    <message>
        <source>End of the game</source>
        <translation>پایان بازی</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>بازی تمام شد.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>بازیکن</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>امتیاز</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>نتیجه</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>برنده</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>بازی دوباره</translation>
    </message>
    <message>
        <source>The same players and options, with a new deal</source>
        <translation>همین بازیکن‌ها و همین تنظیمات، با پخش تازه</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>بازی تازه…</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>دور</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>جمع امتیاز</translation>
    </message>
</context>
<context>
    <name>mizbazi::ui::EveryHandMark</name>
    <message>
        <source>Teacher&apos;s view: every player&apos;s cards are shown</source>
        <translation>نمای معلم: کارت‌های همهٔ بازیکنان نمایش داده می‌شود</translation>
    </message>
    <message>
        <source>Show every hand</source>
        <translation>نمایش کارت‌های همه</translation>
    </message>
    <message>
        <source>Several people are playing at this screen. Showing every hand lets each of them see the others&apos; cards, and the game is no longer a fair one.</source>
        <translation>چند نفر پای این صفحه بازی می‌کنند. با نمایش کارت‌های همه، هر کدام کارت‌های دیگران را می‌بیند و بازی دیگر منصفانه نیست.</translation>
    </message>
    <message>
        <source>Show every player&apos;s cards to everyone?</source>
        <translation>کارت‌های همهٔ بازیکنان به همه نشان داده شود؟</translation>
    </message>
    <message>
        <source>Keep the cards hidden</source>
        <translation>کارت‌ها پنهان بمانند</translation>
    </message>
    <message>
        <source>Show every hand was turned on: every player&apos;s cards are shown to everyone at this screen.</source>
        <translation>«نمایش کارت‌های همه» روشن شد: کارت‌های همهٔ بازیکنان به همهٔ کسانی که پای این صفحه‌اند نشان داده می‌شود.</translation>
    </message>
    <message>
        <source>Show every hand was turned off: each player&apos;s cards are hidden again.</source>
        <translation>«نمایش کارت‌های همه» خاموش شد: کارت‌های هر بازیکن دوباره پنهان است.</translation>
    </message>
</context>
<context>
    <name>mizbazi::ui::GameTable</name>
    <message>
        <source>Fold the side panel away for a larger table (F9)</source>
        <translation>جمع کردن ستون کناری برای میز بزرگ‌تر (F9)</translation>
    </message>
    <message>
        <source>Show the side panel (F9)</source>
        <translation>نشان دادن ستون کناری (F9)</translation>
    </message>
    <message>
        <source>← → ↑ ↓</source>
        <translation>← → ↑ ↓</translation>
    </message>
    <message>
        <source>move between the cards and places you may choose</source>
        <translation>رفتن میان کارت‌ها و جاهایی که می‌شود انتخاب کرد</translation>
    </message>
    <message>
        <source>Enter / Space</source>
        <translation>Enter / فاصله</translation>
    </message>
    <message>
        <source>Escape</source>
        <translation>Escape</translation>
    </message>
    <message>
        <source>fold the side panel away or bring it back</source>
        <translation>جمع کردن یا باز کردن ستون کناری</translation>
    </message>
    <message>
        <source>Game over. Winner: %1</source>
        <translation>بازی تمام شد. برنده: %1</translation>
    </message>
    <message>
        <source>Game over. Winners: %1</source>
        <translation>بازی تمام شد. برنده‌ها: %1</translation>
    </message>
    <message>
        <source>%1 (computer) is thinking…</source>
        <translation>%1 (رایانه) در حال فکر کردن است…</translation>
    </message>
    <message>
        <source>%1&apos;s turn</source>
        <translation>نوبت %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %Ln point(s).</source>
        <translation>
            <numerusform>%1 با %Ln&#xa0;امتیاز برنده شد.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 share the win.</source>
        <translation>%1 با هم برنده شدند.</translation>
    </message>
    <message>
        <source>It is %1&apos;s turn.
Everyone else, please look away.</source>
        <translation>نوبت %1 است.
بقیه لطفاً نگاه نکنند.</translation>
    </message>
    <message>
        <source>I am %1: show me</source>
        <translation>من %1 هستم: نمایش</translation>
    </message>
    <message>
        <source>No odds to show now.</source>
        <translation>اکنون احتمالی برای نشان دادن نیست.</translation>
    </message>
    <message>
        <source>Tab / Shift+Tab</source>
        <translation>Tab / Shift+Tab</translation>
    </message>
    <message>
        <source>jump to the next or previous part of the table: your hand, the board, a pile</source>
        <translation>پریدن به بخش بعدی یا قبلی میز: دست شما، صفحهٔ بازی، یک دستهٔ کارت</translation>
    </message>
    <message>
        <source>play the marked card, or choose the marked place; a card that may go to more than one place is picked up, and the ring moves on to its places</source>
        <translation>بازی کردن کارت نشان‌دار یا انتخاب جای نشان‌دار؛ کارتی که به بیش از یک جا می‌تواند برود برداشته می‌شود و حلقهٔ نشان به جاهای آن می‌رود</translation>
    </message>
    <message>
        <source>put back the card picked up (take back the last choice of a move)</source>
        <translation>برگرداندن کارت برداشته‌شده (پس گرفتن آخرین انتخاب یک حرکت)</translation>
    </message>
    <message>
        <source>%1 plays next</source>
        <translation>حرکت بعدی با %1 است</translation>
    </message>
    <message>
        <source>the list of your moves in words (for a screen reader): Enter plays the one chosen</source>
        <translation>فهرست حرکت‌های شما به صورت نوشته (برای صفحه‌خوان): Enter حرکت انتخاب‌شده را بازی می‌کند</translation>
    </message>
    <message>
        <source>a place on the table</source>
        <translation>جایی روی میز</translation>
    </message>
    <message>
        <source>a card turning over</source>
        <translation>کارتی در حال برگشتن</translation>
    </message>
    <message>
        <source>a face-down card</source>
        <translation>یک کارت به‌پشت</translation>
    </message>
    <message>
        <source>a card</source>
        <translation>یک کارت</translation>
    </message>
    <message>
        <source>%1, empty</source>
        <translation>%1، خالی</translation>
    </message>
    <message numerus="yes">
        <source>%1, %Ln card(s)</source>
        <translation>
            <numerusform>%1، %Ln&#xa0;کارت</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, on top: %2</source>
        <comment>a pile, its top card</comment>
        <translation>%1، رویی: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1, %Ln face-down card(s)</source>
        <translation>
            <numerusform>%1، %Ln&#xa0;کارت به‌پشت</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln face-down card(s)</source>
        <translation>
            <numerusform>%Ln&#xa0;کارت به‌پشت</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %Ln card(s): %2</source>
        <translation>
            <numerusform>%1، %Ln&#xa0;کارت: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <comment>a seat in the accessibility tree</comment>
        <translation>%1 (شما)</translation>
    </message>
    <message>
        <source>%1 (computer)</source>
        <comment>a seat in the accessibility tree</comment>
        <translation>%1 (رایانه)</translation>
    </message>
    <message>
        <source>%1, to play</source>
        <comment>a seat in the accessibility tree</comment>
        <translation>%1، نوبت بازی</translation>
    </message>
    <message numerus="yes">
        <source>the board, %Ln card(s)</source>
        <translation>
            <numerusform>صفحهٔ بازی، %Ln&#xa0;کارت</numerusform>
        </translation>
    </message>
    <message>
        <source>, </source>
        <translation>، </translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <comment>a move: what is played, and where</comment>
        <translation>%1 به %2</translation>
    </message>
</context>
<context>
    <name>mizbazi::ui::HintPanel</name>
    <message>
        <source>Hint</source>
        <translation>راهنمایی</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>در حال فکر کردن…</translation>
    </message>
    <message>
        <source>%1 (the only move)</source>
        <translation>%1 (تنها حرکت ممکن)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>What a computer player would do in your place, and how it rates the moves (H)</source>
        <translation>کاری که یک بازیکن رایانه‌ای به جای شما می‌کرد، و ارزیابی‌اش از حرکت‌ها (H)</translation>
    </message>
    <message>
        <source>The computer&apos;s rating of each move, from 0 to 100: how well it expects things to go for you after it, counting both winning and points. It is not a chance of winning.</source>
        <translation>ارزیابی رایانه از هر حرکت، از ۰ تا ۱۰۰: این‌که پس از آن حرکت، کار برای شما چقدر خوب پیش می‌رود، با در نظر گرفتن هم بردن و هم امتیاز. این عدد شانس بردن نیست.</translation>
    </message>
    <message>
        <source>The computer&apos;s rating, out of %1: %2</source>
        <extracomment>%1 is 100 (in the UI&apos;s digits), %2 the moves with their ratings (&quot;Bank: 62 — Draw: 41&quot;).</extracomment>
        <translation>ارزیابی رایانه، از %1: %2</translation>
    </message>
</context>
<context>
    <name>mizbazi::ui::LessonPanel</name>
    <message>
        <source>Step %1 of %2</source>
        <translation>گام %1 از %2</translation>
    </message>
</context>
<context>
    <name>mizbazi::ui::LessonRunner</name>
    <message>
        <source>Show the move</source>
        <translation>نشان دادن حرکت</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>بعدی</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>پایان</translation>
    </message>
    <message>
        <source>Well done: you have finished this lesson. You may play on from here.</source>
        <translation>آفرین! این درس را تمام کردید. می‌توانید از همین‌جا بازی را ادامه دهید.</translation>
    </message>
    <message>
        <source>Well done: you have finished this lesson. You may play on from here, or go on to the next lesson: «%1».</source>
        <translation>آفرین! این درس را تمام کردید. می‌توانید از همین‌جا بازی را ادامه دهید، یا به درس بعد بروید: «%1».</translation>
    </message>
    <message>
        <source>Next lesson</source>
        <translation>درس بعد</translation>
    </message>
</context>
<context>
    <name>mizbazi::ui::LineChart</name>
    <message>
        <source>No results yet</source>
        <translation>هنوز نتیجه‌ای نیست</translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <extracomment>A point of a chart&apos;s tooltip: %1 the line&apos;s name (a player or a team), %2 the step (&quot;3&quot;), %3 the value there.</extracomment>
        <translation>%1، %2: %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>A chart&apos;s line read aloud: %1 its name, %2 its values in order (&quot;10, 25, 40&quot;).</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Chart</source>
        <translation>نمودار</translation>
    </message>
</context>
<context>
    <name>mizbazi::ui::MoveListDialog</name>
    <message>
        <source>Your moves</source>
        <translation>حرکت‌های شما</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>بازی</translation>
    </message>
    <message>
        <source>No move of yours now. %1</source>
        <translation>الان حرکتی با شما نیست. %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln move(s). Choose one with the arrows and press Enter to play it.</source>
        <translation>
            <numerusform>%Ln&#xa0;حرکت. یکی را با کلیدهای جهت انتخاب کنید و برای بازی کردنش Enter را بزنید.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mizbazi::ui::ReplayBar</name>
    <message>
        <source>To the start (Home)</source>
        <translation>به آغاز بازی (Home)</translation>
    </message>
    <message>
        <source>One move back</source>
        <translation>یک حرکت به عقب</translation>
    </message>
    <message>
        <source>One move forward</source>
        <translation>یک حرکت به جلو</translation>
    </message>
    <message>
        <source>To the end (End)</source>
        <translation>به پایان بازی (End)</translation>
    </message>
    <message>
        <source>Timeline of the game</source>
        <translation>خط زمانی بازی</translation>
    </message>
    <message>
        <source>Play on from here</source>
        <translation>ادامهٔ بازی از همین‌جا</translation>
    </message>
    <message>
        <source>A new game from the move on screen; the saved file stays as it is</source>
        <translation>بازی تازه‌ای از حرکتی که روی صفحه است؛ پروندهٔ ذخیره‌شده دست‌نخورده می‌ماند</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>بازپخش</translation>
    </message>
    <message>
        <source>Move %1 of %2</source>
        <translation>حرکت %1 از %2</translation>
    </message>
    <message>
        <source>one move forward</source>
        <translation>یک حرکت به جلو</translation>
    </message>
    <message>
        <source>one move back</source>
        <translation>یک حرکت به عقب</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Home</translation>
    </message>
    <message>
        <source>to the start of the game</source>
        <translation>به آغاز بازی</translation>
    </message>
    <message>
        <source>End</source>
        <translation>End</translation>
    </message>
    <message>
        <source>to the end of the game</source>
        <translation>به پایان بازی</translation>
    </message>
    <message>
        <source>in a replay: %1</source>
        <extracomment>A key of the replay listed in the Help at a game&apos;s table; %1 is what it does there.</extracomment>
        <translation>در بازپخش: %1</translation>
    </message>
    <message>
        <source>The players&apos; hands are face down, as the table showed them to everyone. The teacher&apos;s view can show every hand.</source>
        <translation>دست بازیکنان وارونه است، همان‌طور که میز به همه نشان می‌داد. نمای معلم می‌تواند همهٔ دست‌ها را نشان دهد.</translation>
    </message>
    <message>
        <source>Show every hand</source>
        <translation>نمایش کارت‌های همه</translation>
    </message>
    <message>
        <source>As View → Show every hand (teacher)</source>
        <translation>همان «نما ← نمایش کارت‌های همه (معلم)»</translation>
    </message>
</context>
<context>
    <name>mizbazi::ui::TableVoice</name>
    <message>
        <source>%1 table</source>
        <comment>the table in the accessibility tree: the game&apos;s name</comment>
        <translation>میز %1</translation>
    </message>
    <message>
        <source>%1, your turn.</source>
        <translation>%1، نوبت شماست.</translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation>نوبت شماست.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln place(s): %1</source>
        <translation>
            <numerusform>%Ln&#xa0;جا: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>, </source>
        <translation>، </translation>
    </message>
</context>
</TS>
