<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fa_IR" sourcelanguage="en">
<context>
    <name>MainWindow</name>
    <message>
        <source>Player %1</source>
        <translation>بازیکن %1</translation>
    </message>
</context>
<context>
    <name>RejectionText</name>
    <message>
        <source>The game is over.</source>
        <translation>بازی تمام شده است.</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <translation>این حرکت الان مجاز نیست.</translation>
    </message>
    <message>
        <source>That is not a move of this game.</source>
        <translation>این حرکتِ این بازی نیست.</translation>
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
</context>
<context>
    <name>ResumePrompt</name>
    <message>
        <source>Resume the game?</source>
        <translation>بازی را ادامه می‌دهید؟</translation>
    </message>
    <message>
        <source>A game of %1 was not finished (%2 moves played). Resume it?</source>
        <translation>یک بازی %1 نیمه‌کاره مانده است (%2 حرکت انجام شده). ادامه‌اش می‌دهید؟</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>ادامه</translation>
    </message>
    <message>
        <source>Discard it</source>
        <translation>کنارش بگذار</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>الان نه</translation>
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
        <source>Playing without a mouse</source>
        <translation>بازی بدون موشواره</translation>
    </message>
    <message>
        <source>draw a card</source>
        <translation>کشیدن یک کارت</translation>
    </message>
    <message>
        <source>bank the treasure zone</source>
        <translation>جمع کردن منطقهٔ گنج</translation>
    </message>
    <message>
        <source>move between the cards you may choose</source>
        <translation>رفتن میان کارت‌هایی که می‌شود انتخاب کرد</translation>
    </message>
    <message>
        <source>choose the marked card</source>
        <translation>انتخاب کارت نشان‌دار</translation>
    </message>
    <message>
        <source>undo / redo</source>
        <translation>برگرداندن / دوباره انجام دادن</translation>
    </message>
    <message>
        <source>zoom in / out / fit the table</source>
        <translation>بزرگ‌نمایی / کوچک‌نمایی / جا دادن میز</translation>
    </message>
    <message>
        <source>full screen</source>
        <translation>تمام‌صفحه</translation>
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
        <translation>دوباره</translation>
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
        <source>The file&apos;s moves stop being valid at move %1: %2</source>
        <translation>حرکت‌های پرونده از حرکت %1 به بعد معتبر نیستند: %2</translation>
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
        <source>%1 (the file is kept at %2)</source>
        <translation>%1 (پرونده در %2 نگه داشته شده است)</translation>
    </message>
    <message>
        <source>The interrupted game could not be resumed</source>
        <translation>بازی نیمه‌کاره ادامه پیدا نکرد</translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation>ذخیرهٔ خودکار انجام نشد: %1</translation>
    </message>
    <message>
        <source>Statistics…</source>
        <translation>آمار…</translation>
    </message>
    <message>
        <source>The statistics were not saved: %1</source>
        <translation>آمار ذخیره نشد: %1</translation>
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
        <source>The same seed deals the same cards: useful to replay a deal in class.</source>
        <translation>با بذر یکسان همان کارت‌ها پخش می‌شوند: برای تکرار یک دست در کلاس.</translation>
    </message>
    <message>
        <source>Seed (optional):</source>
        <translation>بذر (اختیاری):</translation>
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
        <translation>آدم</translation>
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
        <source>The seed must be a whole number, or left empty.</source>
        <translation>بذر باید عدد صحیح باشد یا خالی بماند.</translation>
    </message>
    <message>
        <source>Every seat needs a name.</source>
        <translation>هر جایگاه یک نام لازم دارد.</translation>
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
        <translation>عادی</translation>
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
        <translation>زبان تازه همان لحظه اعمال می‌شود و بازیِ در جریان حفظ می‌شود.</translation>
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
        <translation>%1 امتیاز آخرِ هر بازیکن. برای مقایسهٔ بازیکنان دیگر، ردیف‌هایشان را در جدول انتخاب کنید.</translation>
    </message>
    <message>
        <source>The last %1 scores of each player.</source>
        <translation>%1 امتیاز آخرِ هر بازیکن.</translation>
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
        <translation>پاک شود</translation>
    </message>
    <message>
        <source>Keep them</source>
        <translation>نگه دار</translation>
    </message>
    <message>
        <source>The statistics file could not be written: %1</source>
        <translation>پروندهٔ آمار نوشته نشد: %1</translation>
    </message>
</context>
<context>
    <name>mizbazi::ui::GameTable</name>
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
        <source>choose the marked card or place</source>
        <translation>انتخاب کارت یا جای نشان‌داده‌شده</translation>
    </message>
    <message>
        <source>Escape</source>
        <translation>Escape</translation>
    </message>
    <message>
        <source>take back the last choice of a move</source>
        <translation>پس گرفتن آخرین انتخابِ یک حرکت</translation>
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
</TS>
