<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fa_IR" sourcelanguage="en">
<context>
    <name>ZirkhakiCardFaces</name>
    <message>
        <source>Zirkhaki</source>
        <translation>زیرخاکی</translation>
    </message>
    <message>
        <source>Ring</source>
        <translation>انگشتر</translation>
    </message>
</context>
<context>
    <name>ZirkhakiEnd</name>
    <message>
        <source>%1 wins with %2 points.</source>
        <translation>%1 با %2&#xa0;امتیاز برنده شد.</translation>
    </message>
    <message>
        <source>%1 tied on %2 points; the tie goes to more cards in the field: %3 has %4 and wins.</source>
        <translation>%1 با %2&#xa0;امتیاز مساوی شدند؛ مساوی را کارت بیشتر در زمین می‌شکند: %3 با %4&#xa0;کارت برنده است.</translation>
    </message>
    <message>
        <source>%1 tied on %2 points and on cards in the field (%3): they all win.</source>
        <translation>%1 در امتیاز (%2) و در تعداد کارت زمین (%3) مساوی شدند: همه برنده‌اند.</translation>
    </message>
    <message>
        <source>%1 tied on %2 points; with the most cards in the field (%3), %4 win.</source>
        <translation>%1 با %2&#xa0;امتیاز مساوی شدند؛ با بیشترین کارت در زمین (%3)، %4 برنده‌اند.</translation>
    </message>
    <message>
        <source>The deck is empty: the game is over.</source>
        <translation>دسته تمام شد: بازی به پایان رسید.</translation>
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
        <source>Score: the top card of each suit in your field counts. Ties go to the player with more cards in their field; if still tied, all of them win.</source>
        <translation>امتیاز: از هر نوع در زمین شما، کارت رویی (بزرگ‌ترین) حساب می‌شود. در تساوی، هر که کارت بیشتری در زمین دارد برنده است؛ اگر باز هم مساوی بودند، همه برنده‌اند.</translation>
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
        <source>%1 fired the pistol: %2 went from %3&apos;s field to the discard pile.</source>
        <translation>%1 با تپانچه %2 را از زمین %3 سوزاند: به سوخته‌ها رفت.</translation>
    </message>
    <message>
        <source>%1 fired the pistol and took %2 from %3&apos;s field into their own.</source>
        <translation>%1 با تپانچه %2 را از زمین %3 به زمین خودش برد.</translation>
    </message>
    <message>
        <source>%1 played the dagger and stole %2 from %3&apos;s field.</source>
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
        <translation>دسته تمام شد: کشیدن‌های اجباری باقی‌مانده لغو شد.</translation>
    </message>
    <message>
        <source>%1 took the ring «%2».</source>
        <translation>%1 انگشتر «%2» را برداشت.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>بازی تمام شد.</translation>
    </message>
    <message>
        <source>%1&apos;s turn.</source>
        <translation>نوبت %1.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>The map shuffled the discard pile and revealed %Ln card(s).</source>
        <translation>
            <numerusform>نقشه سوخته‌ها را بُر زد و %Ln&#xa0;کارت را رو کرد.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 went bust! %Ln card(s) went to the discard pile.</source>
        <translation>
            <numerusform>%1 سوخت! %Ln&#xa0;کارت به سوخته‌ها رفت.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The carpet saved %Ln card(s) into %1&apos;s field.</source>
        <translation>
            <numerusform>فرش %Ln&#xa0;کارت را نجات داد و به زمین %1 برد.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 banked %Ln card(s) (+%2 points).</source>
        <translation>
            <numerusform>%1 جمع کرد: %Ln&#xa0;کارت و %2&#xa0;امتیاز بیشتر.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Chest and key: %Ln card(s) from the discard pile went to %1&apos;s field.</source>
        <translation>
            <numerusform>صندوقچه و کلید: %Ln&#xa0;کارت از سوخته‌ها به زمین %1 رفت.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ZirkhakiOdds</name>
    <message>
        <source>The next draw busts: the astrolabe showed its card.</source>
        <translation>کارت بعدی شما را می‌سوزاند: اسطرلاب آن را نشان داده است.</translation>
    </message>
    <message>
        <source>The next draw is safe: the astrolabe showed its card.</source>
        <translation>کارت بعدی بی‌خطر است: اسطرلاب آن را نشان داده است.</translation>
    </message>
    <message>
        <source>The next draw busts with %1 of the %2 unseen cards (%3).</source>
        <translation>از %2&#xa0;کارت دیده‌نشده، %1&#xa0;کارت با کشیدن بعدی شما را می‌سوزاند (%3).</translation>
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
        <translation>برای شروع کندوکاو یک کارت بکشید</translation>
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
        <translation>کارتی که تپانچه‌تان می‌سوزاند به جای سوخته‌ها به زمین شما می‌آید.</translation>
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
        <translation>اگر در زمینتان سکه باشد، در پایان ۵&#xa0;امتیاز اضافه.</translation>
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
        <source>Pistol: click a top card in another player&apos;s field to shoot it to the discard pile.</source>
        <translation>تپانچه: روی کارت رویی زمین یک بازیکن دیگر بزنید تا به سوخته‌ها برود.</translation>
    </message>
    <message>
        <source>Dagger: click a top card in another player&apos;s field to steal it into your treasure zone.</source>
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
        <source>First finish the %1&apos;s choice.</source>
        <translation>اول انتخاب %1 را تمام کنید.</translation>
    </message>
    <message>
        <source>The snake forces %1 more draw(s) before you may bank.</source>
        <translation>مار: پیش از جمع کردن باید %1&#xa0;کارت دیگر بکشید.</translation>
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
        <source>The %1 targets another player&apos;s field.</source>
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
        <source>That card is not among the map&apos;s cards.</source>
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
    <message>
        <source>Draw</source>
        <translation>کشیدن</translation>
    </message>
    <message>
        <source>Bank</source>
        <translation>جمع کردن</translation>
    </message>
    <message>
        <source>You alone see the deck&apos;s top card; then draw it or bank.</source>
        <translation>فقط شما کارت روی دسته را می‌بینید؛ بعد آن را بکشید یا جمع کنید.</translation>
    </message>
    <message>
        <source>Shoot a top card of another player&apos;s field to the discard pile.</source>
        <translation>یک کارت رویی از زمین بازیکنی دیگر را بسوزانید: به سوخته‌ها می‌رود.</translation>
    </message>
    <message>
        <source>Steal a top card from another player&apos;s field, of a suit you don&apos;t have.</source>
        <translation>کارت رویی زمین یک بازیکن دیگر را بدزدید، از نوعی که خودتان ندارید.</translation>
    </message>
    <message>
        <source>If you bust later this turn, the cards before it are saved.</source>
        <translation>اگر بعداً در همین نوبت بسوزید، کارت‌های پیش از آن نجات پیدا می‌کنند.</translation>
    </message>
    <message>
        <source>You must draw two more cards before you may bank.</source>
        <translation>پیش از جمع کردن باید دو کارت دیگر بکشید.</translation>
    </message>
    <message>
        <source>Play a top card of your own field again.</source>
        <translation>کارت رویی زمین خودتان را دوباره بازی کنید.</translation>
    </message>
    <message>
        <source>No ability: it is simply worth more.</source>
        <translation>قابلیتی ندارد: فقط ارزشش بیشتر است.</translation>
    </message>
    <message>
        <source>Banked together with a key, it pays out cards from the discard pile.</source>
        <translation>اگر همراه کلید جمع شود، از سوخته‌ها کارت می‌دهد.</translation>
    </message>
    <message>
        <source>Banked together with a chest, it pays out cards from the discard pile.</source>
        <translation>اگر همراه صندوقچه جمع شود، از سوخته‌ها کارت می‌دهد.</translation>
    </message>
    <message>
        <source>Reveal cards from the discard pile and play one of them.</source>
        <translation>چند کارت از سوخته‌ها رو کنید و یکی را بازی کنید.</translation>
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
        <source>Turn up the deck&apos;s top card (D)</source>
        <translation>کارت روی دسته را رو کنید (D)</translation>
    </message>
    <message>
        <source>Move the treasure zone into your field (B)</source>
        <translation>منطقهٔ گنج را به زمینتان ببرید (B)</translation>
    </message>
    <message>
        <source>A game of Zirkhaki for %1 players.</source>
        <translation>یک بازی زیرخاکی برای %1&#xa0;بازیکن.</translation>
    </message>
    <message>
        <source>The astrolabe shows %1 the top of the deck.
Everyone else, please look away.</source>
        <translation>اسطرلاب کارت روی دسته را به %1 نشان می‌دهد.
بقیه لطفاً نگاه نکنند.</translation>
    </message>
    <message>
        <source>Choose your ring: click one of the two rings offered.</source>
        <translation>انگشترتان را انتخاب کنید: روی یکی از دو انگشتر پیشنهادی بزنید.</translation>
    </message>
    <message>
        <source>The snake: you must draw %1 more card(s).</source>
        <translation>مار: باید %1&#xa0;کارت دیگر بکشید.</translation>
    </message>
    <message>
        <source>Draw a card: click the deck, drag its top card to the treasure zone, or press D.</source>
        <translation>یک کارت بکشید: روی دسته بزنید، کارت رویی را به منطقهٔ گنج بکشید یا D را بزنید.</translation>
    </message>
    <message>
        <source>Draw again and risk a bust, or bank the treasure zone into your field (B).</source>
        <translation>باز هم بکشید و خطر سوختن را بپذیرید یا منطقهٔ گنج را به زمینتان ببرید و جمع کنید (B).</translation>
    </message>
    <message>
        <source>Zirkhaki</source>
        <translation>زیرخاکی</translation>
    </message>
    <message>
        <source>2 to 8 players. Dig up treasure card by card; push your luck, or lose the lot.</source>
        <translation>۲ تا ۸&#xa0;بازیکن. گنج را کارت به کارت از زیر خاک بیرون بکشید؛ هرچه بیشتر بخت‌آزمایی کنید، خطر باختن همه‌اش بیشتر است.</translation>
    </message>
    <message>
        <source>draw a card</source>
        <translation>کشیدن یک کارت</translation>
    </message>
    <message>
        <source>bank the treasure zone</source>
        <translation>جمع کردن منطقهٔ گنج</translation>
    </message>
    <message numerus="yes">
        <source>Discard pile (%Ln card(s)): %1</source>
        <translation>
            <numerusform>سوخته‌ها (%Ln&#xa0;کارت): %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Advanced game, with rings</source>
        <translation>بازی پیشرفته، با انگشترها</translation>
    </message>
    <message>
        <source>the rings offered</source>
        <translation>انگشترهای پیشنهادی</translation>
    </message>
    <message>
        <source>your ring</source>
        <translation>انگشتر شما</translation>
    </message>
    <message>
        <source>%1&apos;s ring</source>
        <translation>انگشتر %1</translation>
    </message>
    <message>
        <source>your field: %1</source>
        <comment>a suit&apos;s column of one&apos;s field</comment>
        <translation>زمین شما: %1</translation>
    </message>
    <message>
        <source>%1&apos;s field: %2</source>
        <comment>owner, suit</comment>
        <translation>زمین %1: %2</translation>
    </message>
    <message>
        <source>%1, empty</source>
        <translation>%1، خالی</translation>
    </message>
    <message>
        <source>a face-down ring</source>
        <translation>یک انگشتر به‌پشت</translation>
    </message>
    <message>
        <source>, </source>
        <translation>، </translation>
    </message>
    <message>
        <source>Draw a card</source>
        <translation>یک کارت بکشید</translation>
    </message>
    <message>
        <source>Bank the treasure zone</source>
        <translation>منطقهٔ گنج را جمع کنید</translation>
    </message>
    <message>
        <source>Shoot %1&apos;s %2 with the pistol</source>
        <translation>%2ِ %1 را با تپانچه بزنید</translation>
    </message>
    <message>
        <source>Steal %1&apos;s %2 with the dagger</source>
        <translation>%2ِ %1 را با خنجر بدزدید</translation>
    </message>
    <message>
        <source>Play your %1 again with the horseshoe</source>
        <translation>%1ِ خودتان را با نعل دوباره بازی کنید</translation>
    </message>
    <message>
        <source>Take %1 from the map</source>
        <translation>%1 را از نقشه بردارید</translation>
    </message>
    <message>
        <source>Take the ring %1: %2</source>
        <translation>انگشتر %1 را بردارید: %2</translation>
    </message>
</context>
</TS>
