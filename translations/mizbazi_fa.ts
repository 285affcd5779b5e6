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
</context>
<context>
    <name>GameCatalog</name>
    <message>
        <source>Zirkhaki</source>
        <translation>زیرخاکی</translation>
    </message>
    <message>
        <source>2 to 8 players. Dig up treasure card by card; push your luck, or lose the lot.</source>
        <translation>۲ تا ۸ بازیکن. گنج را کارت به کارت از زیر خاک بیرون بکش؛ شانست را امتحان کن، وگرنه همه‌اش را می‌بازی.</translation>
    </message>
    <message>
        <source>Lost Cities: Rivals</source>
        <translation>شهرهای گم‌شده: رقبا</translation>
    </message>
    <message>
        <source>Sabokbaz</source>
        <translation>سَبُکباز</translation>
    </message>
    <message>
        <source>Saboteur: The Duel</source>
        <translation>خرابکار! نبرد دو نفره</translation>
    </message>
    <message>
        <source>2 to 4 players. Bid for expedition cards and build the most valuable routes.</source>
        <translation>۲ تا ۴ بازیکن. برای کارت‌های اکتشاف مزایده کن و پرارزش‌ترین مسیرها را بساز.</translation>
    </message>
    <message>
        <source>4 or 6 players in partnerships. Win tricks together.</source>
        <translation>۴ یا ۶ بازیکن در تیم‌های دونفره. با هم‌تیمی‌تان دست ببرید.</translation>
    </message>
    <message>
        <source>2 players, or solo. Dig tunnels to the gold and sabotage your rival.</source>
        <translation>۲ بازیکن یا تک‌نفره. تا طلا تونل بزن و کار حریفت را خراب کن.</translation>
    </message>
</context>
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
        <source>Wait: it is a computer player's turn.</source>
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
    <name>ZirkhakiNarrator</name>
    <message>
        <source>someone</source>
        <translation>کسی</translation>
    </message>
    <message>
        <source>a hidden card</source>
        <translation>یک کارت پنهان</translation>
    </message>
    <message>
        <source>%1 turned up %2.</source>
        <translation>%1 %2 رو کرد.</translation>
    </message>
    <message>
        <source>%1 turned up %2 and kept it in their field.</source>
        <translation>%1 %2 رو کرد و آن را در زمین خودش نگه داشت.</translation>
    </message>
    <message>
        <source>%1 fired the pistol: %2 went from %3's field to the discard pile.</source>
        <translation>%1 تپانچه را شلیک کرد: %2 از زمین %3 به سوخته‌ها رفت.</translation>
    </message>
    <message>
        <source>%1 fired the pistol and took %2 from %3's field into their own.</source>
        <translation>%1 تپانچه را شلیک کرد و %2 را از زمین %3 به زمین خودش برد.</translation>
    </message>
    <message>
        <source>%1 played the dagger and stole %2 from %3's field.</source>
        <translation>%1 خنجر رو کرد و %2 را از زمین %3 دزدید.</translation>
    </message>
    <message>
        <source>%1 used the horseshoe to play %2 again from their own field.</source>
        <translation>%1 با نعل %2 را از زمین خودش دوباره بازی کرد.</translation>
    </message>
    <message>
        <source>%1 chose %2 from the map.</source>
        <translation>%1 از نقشه %2 را برداشت.</translation>
    </message>
    <message>
        <source>The astrolabe shows you the top of the deck: %1.</source>
        <translation>اسطرلاب کارت روی دسته را به شما نشان می‌دهد: %1.</translation>
    </message>
    <message>
        <source>%1 looked at the top of the deck.</source>
        <translation>%1 کارت روی دسته را نگاه کرد.</translation>
    </message>
    <message>
        <source>The snake forces two more draws.</source>
        <translation>مار: دو کارت دیگر باید کشیده شود.</translation>
    </message>
    <message>
        <source>The snake charmer kept the snake: no forced draws.</source>
        <translation>مارگیر مار را نگه داشت: کشیدن اجباری در کار نیست.</translation>
    </message>
    <message>
        <source>The deck ran out: the remaining forced draws lapse.</source>
        <translation>دسته تمام شد: کشیدن‌های اجباریِ باقی‌مانده لغو شد.</translation>
    </message>
    <message>
        <source>%1 took the ring «%2».</source>
        <translation>%1 انگشتر «%2» را برداشت.</translation>
    </message>
    <message>
        <source>The map shuffled the discard pile and revealed %1 cards.</source>
        <translation>نقشه سوخته‌ها را بُر زد و %1 کارت را رو کرد.</translation>
    </message>
    <message>
        <source>%1 went bust! %2 cards went to the discard pile.</source>
        <translation>%1 سوخت! %2 کارت به سوخته‌ها رفت.</translation>
    </message>
    <message>
        <source>The carpet saved %1 cards into %2's field.</source>
        <translation>فرش %1 کارت را نجات داد و به زمین %2 برد.</translation>
    </message>
    <message>
        <source>%1 banked %2 cards (+%3 points).</source>
        <translation>%1 %2 کارت را جمع کرد (+%3 امتیاز).</translation>
    </message>
    <message>
        <source>Chest and key: %1 cards from the discard pile went to %2's field.</source>
        <translation>صندوقچه و کلید: %1 کارت از سوخته‌ها به زمین %2 رفت.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>بازی تمام شده است.</translation>
    </message>
    <message>
        <source>%1's turn.</source>
        <translation>نوبت %1.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>ZirkhakiScene</name>
    <message>
        <source>Deck</source>
        <translation>دسته</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>سوخته‌ها</translation>
    </message>
    <message>
        <source>Treasure zone</source>
        <translation>منطقهٔ گنج</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>نقشه</translation>
    </message>
    <message>
        <source>Your peek</source>
        <translation>فقط برای شما</translation>
    </message>
    <message>
        <source>Draw a card to start digging</source>
        <translation>برای شروع کندوکاو یک کارت بکش</translation>
    </message>
    <message>
        <source>score %1</source>
        <translation>امتیاز %1</translation>
    </message>
    <message>
        <source>Score
%1</source>
        <translation>امتیاز
%1</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <translation>%1 (شما)</translation>
    </message>
</context>
<context>
    <name>ZirkhakiTexts</name>
    <message>
        <source>astrolabe</source>
        <translation>اسطرلاب</translation>
    </message>
    <message>
        <source>pistol</source>
        <translation>تپانچه</translation>
    </message>
    <message>
        <source>dagger</source>
        <translation>خنجر</translation>
    </message>
    <message>
        <source>carpet</source>
        <translation>فرش</translation>
    </message>
    <message>
        <source>snake</source>
        <translation>مار</translation>
    </message>
    <message>
        <source>horseshoe</source>
        <translation>نعل</translation>
    </message>
    <message>
        <source>coin</source>
        <translation>سکه</translation>
    </message>
    <message>
        <source>chest</source>
        <translation>صندوقچه</translation>
    </message>
    <message>
        <source>key</source>
        <translation>کلید</translation>
    </message>
    <message>
        <source>map</source>
        <translation>نقشه</translation>
    </message>
    <message>
        <source>astrolabe %1</source>
        <translation>اسطرلاب %1</translation>
    </message>
    <message>
        <source>pistol %1</source>
        <translation>تپانچهٔ %1</translation>
    </message>
    <message>
        <source>dagger %1</source>
        <translation>خنجر %1</translation>
    </message>
    <message>
        <source>carpet %1</source>
        <translation>فرش %1</translation>
    </message>
    <message>
        <source>snake %1</source>
        <translation>مار %1</translation>
    </message>
    <message>
        <source>horseshoe %1</source>
        <translation>نعل %1</translation>
    </message>
    <message>
        <source>coin %1</source>
        <translation>سکهٔ %1</translation>
    </message>
    <message>
        <source>chest %1</source>
        <translation>صندوقچهٔ %1</translation>
    </message>
    <message>
        <source>key %1</source>
        <translation>کلید %1</translation>
    </message>
    <message>
        <source>map %1</source>
        <translation>نقشهٔ %1</translation>
    </message>
    <message>
        <source>Snake Charmer</source>
        <translation>مارگیر</translation>
    </message>
    <message>
        <source>Strongman</source>
        <translation>زورگیر</translation>
    </message>
    <message>
        <source>Blade</source>
        <translation>تیغ‌زن</translation>
    </message>
    <message>
        <source>Treasure Lover</source>
        <translation>مال‌دوست</translation>
    </message>
    <message>
        <source>Goldsmith</source>
        <translation>زرگر</translation>
    </message>
    <message>
        <source>Map Reader</source>
        <translation>نقشه‌خوان</translation>
    </message>
    <message>
        <source>Rogue</source>
        <translation>رند</translation>
    </message>
    <message>
        <source>Fortune Teller</source>
        <translation>طالع‌بین</translation>
    </message>
    <message>
        <source>A snake goes straight to your field, with no forced draws.</source>
        <translation>مار مستقیم به زمین شما می‌رود و کشیدن اجباری ندارد.</translation>
    </message>
    <message>
        <source>The card your pistol shoots goes to your field, not the discard pile.</source>
        <translation>کارتی که تپانچه‌تان می‌زند به جای سوخته‌ها به زمین شما می‌آید.</translation>
    </message>
    <message>
        <source>Your dagger may steal any suit, even one you already have.</source>
        <translation>خنجرتان هر نوعی را می‌تواند بدزدد، حتی نوعی که خودتان دارید.</translation>
    </message>
    <message>
        <source>Chest and key pay out twice as many cards.</source>
        <translation>صندوقچه و کلید دو برابر کارت می‌دهند.</translation>
    </message>
    <message>
        <source>+5 points at the end if your field holds a coin.</source>
        <translation>اگر در زمینتان سکه باشد، در پایان ۵ امتیاز بیشتر.</translation>
    </message>
    <message>
        <source>Your map lets you choose from the whole discard pile.</source>
        <translation>با نقشه‌تان از میان همهٔ سوخته‌ها انتخاب می‌کنید.</translation>
    </message>
    <message>
        <source>Your horseshoe plays two cards from your field.</source>
        <translation>نعلتان دو کارت از زمینتان را بازی می‌کند.</translation>
    </message>
    <message>
        <source>Your astrolabe shows the top three cards.</source>
        <translation>اسطرلابتان سه کارت بالای دسته را نشان می‌دهد.</translation>
    </message>
    <message>
        <source>Pistol: click a top card in another player's field to shoot it to the discard pile.</source>
        <translation>تپانچه: روی کارت رویی زمین یک بازیکن دیگر بزنید تا به سوخته‌ها برود.</translation>
    </message>
    <message>
        <source>Dagger: click a top card in another player's field to steal it into your treasure zone.</source>
        <translation>خنجر: روی کارت رویی زمین یک بازیکن دیگر بزنید تا آن را به منطقهٔ گنج خود بدزدید.</translation>
    </message>
    <message>
        <source>Horseshoe: click a top card in your own field to play it again.</source>
        <translation>نعل: روی کارت رویی زمین خودتان بزنید تا دوباره بازی شود.</translation>
    </message>
    <message>
        <source>Map: choose one of the revealed cards.</source>
        <translation>نقشه: یکی از کارت‌های رو شده را انتخاب کنید.</translation>
    </message>
    <message>
        <source>First everyone chooses a ring.</source>
        <translation>اول همه باید انگشتر انتخاب کنند.</translation>
    </message>
    <message>
        <source>That ring was not offered to you.</source>
        <translation>این انگشتر به شما پیشنهاد نشده است.</translation>
    </message>
    <message>
        <source>First finish the %1's choice.</source>
        <translation>اول انتخابِ %1 را تمام کنید.</translation>
    </message>
    <message>
        <source>The snake forces %1 more draw(s) before you may bank.</source>
        <translation>مار: پیش از جمع کردن باید %1 کارت دیگر بکشید.</translation>
    </message>
    <message>
        <source>The deck is empty.</source>
        <translation>دسته خالی است.</translation>
    </message>
    <message>
        <source>There is nothing in the treasure zone to bank.</source>
        <translation>در منطقهٔ گنج چیزی برای جمع کردن نیست.</translation>
    </message>
    <message>
        <source>There is no card to take now.</source>
        <translation>الان کارتی برای برداشتن نیست.</translation>
    </message>
    <message>
        <source>The horseshoe takes a card from your own field.</source>
        <translation>نعل از زمین خودتان کارت برمی‌دارد.</translation>
    </message>
    <message>
        <source>The %1 targets another player's field.</source>
        <translation>%1 زمین یک بازیکن دیگر را هدف می‌گیرد.</translation>
    </message>
    <message>
        <source>There is no such player.</source>
        <translation>چنین بازیکنی نیست.</translation>
    </message>
    <message>
        <source>That field has no card of that suit.</source>
        <translation>در آن زمین کارتی از این نوع نیست.</translation>
    </message>
    <message>
        <source>You already have %1 in your field, so the dagger cannot steal it.</source>
        <translation>شما خودتان %1 در زمینتان دارید، پس خنجر نمی‌تواند آن را بدزدد.</translation>
    </message>
    <message>
        <source>There are no map cards to choose from.</source>
        <translation>کارتی از نقشه برای انتخاب نیست.</translation>
    </message>
    <message>
        <source>That card is not among the map's cards.</source>
        <translation>این کارت جزو کارت‌های نقشه نیست.</translation>
    </message>
    <message>
        <source>The pistol sends the card to the discard pile: drop it there.</source>
        <translation>تپانچه کارت را به سوخته‌ها می‌فرستد: آن را روی سوخته‌ها رها کنید.</translation>
    </message>
    <message>
        <source>That card goes into your treasure zone: drop it there.</source>
        <translation>این کارت به منطقهٔ گنج شما می‌رود: آن را آنجا رها کنید.</translation>
    </message>
    <message>
        <source>To bank, drop the treasure on your own field.</source>
        <translation>برای جمع کردن، گنج را روی زمین خودتان رها کنید.</translation>
    </message>
</context>
<context>
    <name>mizbazi::app::GameChooser</name>
    <message>
        <source>Choose a game</source>
        <translation>یک بازی انتخاب کنید</translation>
    </message>
    <message>
        <source>(this table is not ready yet)</source>
        <translation>(این میز هنوز آماده نیست)</translation>
    </message>
    <message>
        <source>Start a new game of %1</source>
        <translation>شروع یک بازی تازهٔ %1</translation>
    </message>
    <message>
        <source>%1 cannot be played in this version yet.</source>
        <translation>%1 در این نسخه هنوز قابل بازی نیست.</translation>
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
        <source>The file's moves stop being valid at move %1: %2</source>
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
    <name>mizbazi::ui::zirkhaki::ZirkhakiController</name>
    <message>
        <source>Discard pile (%1 cards): %2</source>
        <translation>سوخته‌ها (%1 کارت): %2</translation>
    </message>
</context>
<context>
    <name>mizbazi::ui::zirkhaki::ZirkhakiEndDialog</name>
    <message>
        <source>%1 wins with %2 points.</source>
        <translation>%1 با %2 امتیاز برنده شد.</translation>
    </message>
    <message>
        <source>%1 tied on %2 points; the tie goes to more cards in the field: %3 has %4 and wins.</source>
        <translation>%1 با %2 امتیاز مساوی شدند؛ مساوی را کارت بیشتر در زمین می‌شکند: %3 با %4 کارت برنده است.</translation>
    </message>
    <message>
        <source>%1 tied on %2 points and on cards in the field (%3): they all win.</source>
        <translation>%1 در امتیاز (%2) و در تعداد کارت زمین (%3) مساوی شدند: همه برنده‌اند.</translation>
    </message>
    <message>
        <source>%1 tied on %2 points; with the most cards in the field (%3), %4 win.</source>
        <translation>%1 با %2 امتیاز مساوی شدند؛ با بیشترین کارت در زمین (%3)، %4 برنده‌اند.</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>پایان بازی</translation>
    </message>
    <message>
        <source>The deck is empty: the game is over.</source>
        <translation>دسته تمام شد: بازی به پایان رسید.</translation>
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
        <source>Cards in field</source>
        <translation>کارت‌های زمین</translation>
    </message>
    <message>
        <source>Ring</source>
        <translation>انگشتر</translation>
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
        <source>Score: the top card of each suit in your field counts. Ties go to the player with more cards in their field; if still tied, all of them win.</source>
        <translation>امتیاز: از هر نوع در زمین شما، کارت رویی (بزرگ‌ترین) حساب می‌شود. در تساوی، هر که کارت بیشتری در زمین دارد برنده است؛ اگر باز هم مساوی بودند، همه برنده‌اند.</translation>
    </message>
</context>
<context>
    <name>mizbazi::ui::zirkhaki::ZirkhakiScene</name>
    <message>
        <source>Bust!</source>
        <translation>سوخت!</translation>
    </message>
    <message>
        <source>Banked</source>
        <translation>جمع شد</translation>
    </message>
    <message>
        <source>Shuffled</source>
        <translation>بُر خورد</translation>
    </message>
    <message>
        <source>The carpet saves the cards before it</source>
        <translation>فرش کارت‌های پیش از خودش را نجات می‌دهد</translation>
    </message>
    <message>
        <source>Chest and key pay out!</source>
        <translation>صندوقچه و کلید جایزه دادند!</translation>
    </message>
    <message>
        <source>The snake charmer keeps the snake</source>
        <translation>مارگیر مار را نگه می‌دارد</translation>
    </message>
    <message>
        <source>The deck is empty: no more forced draws</source>
        <translation>دسته تمام شد: کشیدن اجباری دیگر نیست</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>پایان بازی</translation>
    </message>
</context>
<context>
    <name>mizbazi::ui::zirkhaki::ZirkhakiTable</name>
    <message>
        <source>Draw</source>
        <translation>بکش</translation>
    </message>
    <message>
        <source>Bank</source>
        <translation>جمع کن</translation>
    </message>
    <message>
        <source>Turn up the deck's top card (D)</source>
        <translation>کارت روی دسته را رو کن (D)</translation>
    </message>
    <message>
        <source>Move the treasure zone into your field (B)</source>
        <translation>منطقهٔ گنج را به زمینت ببر (B)</translation>
    </message>
    <message>
        <source>A game of Zirkhaki for %1 players.</source>
        <translation>یک بازی زیرخاکی برای %1 بازیکن.</translation>
    </message>
    <message>
        <source>The astrolabe shows %1 the top of the deck.
Everyone else, please look away.</source>
        <translation>اسطرلاب کارت روی دسته را به %1 نشان می‌دهد.
بقیه لطفاً نگاه نکنند.</translation>
    </message>
    <message>
        <source>I am %1: show me</source>
        <translation>من %1 هستم: نشانم بده</translation>
    </message>
    <message>
        <source>Choose your ring: click one of the two rings offered.</source>
        <translation>انگشترت را انتخاب کن: روی یکی از دو انگشتر پیشنهادی بزن.</translation>
    </message>
    <message>
        <source>The snake: you must draw %1 more card(s).</source>
        <translation>مار: باید %1 کارت دیگر بکشی.</translation>
    </message>
    <message>
        <source>Draw a card: click the deck, drag its top card to the treasure zone, or press D.</source>
        <translation>یک کارت بکش: روی دسته بزن، کارت رویی را به منطقهٔ گنج بکش یا D را بزن.</translation>
    </message>
    <message>
        <source>Draw again and risk a bust, or bank the treasure zone into your field (B).</source>
        <translation>باز هم بکش و خطر سوختن را بپذیر، یا منطقهٔ گنج را به زمینت ببر و جمع کن (B).</translation>
    </message>
    <message>
        <source>Game over. Winner: %1</source>
        <translation>بازی تمام شد. برنده: %1</translation>
    </message>
    <message>
        <source>%1 (computer) is playing…</source>
        <translation>%1 (رایانه) بازی می‌کند…</translation>
    </message>
    <message>
        <source>%1's turn</source>
        <translation>نوبت %1</translation>
    </message>
    <message>
        <source>Resumed after %1 moves.</source>
        <translation>ادامهٔ بازی پس از %1 حرکت.</translation>
    </message>
</context>
</TS>
