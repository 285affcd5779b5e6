<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fa_IR" sourcelanguage="en">
<context>
    <name>RivalsEnd</name>
    <message>
        <source>%1 × %2 + %3 = %4</source>
        <comment>footprints × (1 + wagers) + bonus = score</comment>
        <translation>%1 × %2 + %3 = %4</translation>
    </message>
    <message>
        <source>%1 × %2 = %3</source>
        <comment>footprints × (1 + wagers) = score</comment>
        <translation>%1 × %2 = %3</translation>
    </message>
    <message>
        <source>The last card is revealed: the game is over.</source>
        <translation>آخرین کارت رو شد: بازی تمام است.</translation>
    </message>
    <message>
        <source>Coins</source>
        <translation>سکه‌ها</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %Ln point(s).</source>
        <translation>
            <numerusform>%1 با %Ln&#xa0;امتیاز برنده شد.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 tied on %Ln point(s); the tie goes to more coins: %2 has %3 and wins.</source>
        <translation>
            <numerusform>%1 با %Ln&#xa0;امتیاز مساوی شدند؛ تساوی با سکهٔ بیشتر شکسته می‌شود: %2 با داشتن %3 برنده شد.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 tied on %Ln point(s) and on coins (%2): they share the win.</source>
        <translation>
            <numerusform>%1 هم در امتیاز (%Ln) و هم در سکه (%2) برابرند و با هم برنده‌اند.</numerusform>
        </translation>
    </message>
    <message>
        <source>Each expedition scores its footprints × (1 + its wagers), and 8 more with four or more numbered cards; each coin is a point. A tie goes to more coins; if still tied, the win is shared.</source>
        <translation>امتیاز هر ماجراجویی: ردپاهایش × (۱ + شمار شرط‌بندی‌هایش)، و ۸&#xa0;امتیاز اضافه اگر چهار کارت شماره‌دار یا بیشتر داشته باشد؛ هر سکه یک امتیاز است. در تساوی، سکهٔ بیشتر برنده است و اگر باز هم مساوی باشند، برد مشترک است.</translation>
    </message>
</context>
<context>
    <name>RivalsNarrator</name>
    <message>
        <source>Player %1</source>
        <translation>بازیکن %1</translation>
    </message>
    <message>
        <source>a card</source>
        <translation>یک کارت</translation>
    </message>
    <message>
        <source>%1 is done and turns up %2 for the display.</source>
        <translation>%1 کارش تمام شد و %2 را برای ویترین رو کرد.</translation>
    </message>
    <message>
        <source>%1 turns up %2.</source>
        <translation>%1 %2 را رو کرد.</translation>
    </message>
    <message>
        <source>%1 adds %2 to their expedition.</source>
        <translation>%1 %2 را به ماجراجویی‌اش افزود.</translation>
    </message>
    <message>
        <source>%1 bids %2 for the display.</source>
        <translation>%1 برای ویترین %2 پیشنهاد داد.</translation>
    </message>
    <message>
        <source>%1 passes.</source>
        <translation>%1 پاس داد.</translation>
    </message>
    <message>
        <source>%1 wins the auction and pays %2 into the reserve.</source>
        <translation>%1 مزایده را برد و %2 به ذخیره پرداخت.</translation>
    </message>
    <message>
        <source>%1 puts %2 out of the game, face down.</source>
        <translation>%1 %2 را به‌پشت از بازی بیرون گذاشت.</translation>
    </message>
    <message>
        <source>A card no one can use any more leaves the game.</source>
        <translation>کارتی که دیگر به کار هیچ‌کس نمی‌آید از بازی بیرون رفت.</translation>
    </message>
    <message>
        <source>No one can use %1 any more (every %2 expedition already has a numbered card): it leaves the game.</source>
        <translation>دیگر کسی نمی‌تواند از %1 استفاده کند (همهٔ ماجراجویی‌های %2 کارت شماره‌دار دارند)؛ از بازی بیرون رفت.</translation>
    </message>
    <message>
        <source>No one can use %1 any more (every %2 expedition is already past %3): it leaves the game.</source>
        <translation>دیگر کسی نمی‌تواند از %1 استفاده کند (همهٔ ماجراجویی‌های %2 از %3 گذشته‌اند)؛ از بازی بیرون رفت.</translation>
    </message>
    <message>
        <source>The reserve is shared: each player gets %1, and %2 stay in the reserve.</source>
        <translation>ذخیره تقسیم شد: به هر بازیکن %1 رسید و %2 در ذخیره ماند.</translation>
    </message>
    <message>
        <source>The reserve is shared: each player gets %1.</source>
        <translation>ذخیره تقسیم شد: به هر بازیکن %1 رسید.</translation>
    </message>
    <message>
        <source>The reserve is empty: there is nothing to share.</source>
        <translation>ذخیره خالی است و چیزی برای تقسیم نیست.</translation>
    </message>
    <message>
        <source>The last card of the fourth stack is out: the game is over.</source>
        <translation>آخرین کارت دستهٔ چهارم رو شد و بازی تمام شد.</translation>
    </message>
    <message>
        <source>The %1 is used up; the %2 comes into play.</source>
        <translation>%1 تمام شد و %2 به میان آمد.</translation>
    </message>
    <message>
        <source>%1&apos;s turn.</source>
        <translation>نوبت %1.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Nothing is shared out: the reserve&apos;s %1 would not go round.</source>
        <translation>چیزی تقسیم نشد: %1 ذخیره به همه نمی‌رسد.</translation>
    </message>
    <message numerus="yes">
        <source>%1 share the win, with %Ln point(s) and as many coins each.</source>
        <translation>
            <numerusform>%1 هر کدام با %Ln&#xa0;امتیاز و سکه‌های برابر، با هم برنده شدند.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins on coins: tied at %Ln point(s), with more coins left.</source>
        <translation>
            <numerusform>%1 با سکهٔ بیشتر برنده شد، در تساوی %Ln&#xa0;امتیاز.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %Ln point(s).</source>
        <translation>
            <numerusform>%1 با %Ln&#xa0;امتیاز برنده شد.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RivalsOdds</name>
    <message>
        <source>%1 %2</source>
        <comment>colour, cards of it still unseen</comment>
        <translation>%1 %2</translation>
    </message>
    <message numerus="yes">
        <source>Still in the stacks: %1 (%Ln card(s)).</source>
        <translation>
            <numerusform>هنوز در دسته‌ها: %1 (%Ln&#xa0;کارت).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RivalsTexts</name>
    <message>
        <source>Pass</source>
        <translation>پاس</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>تمام</translation>
    </message>
    <message>
        <source>Bid %1</source>
        <translation>پیشنهاد %1</translation>
    </message>
    <message>
        <source>the stack&apos;s top card</source>
        <translation>کارت رویی دسته</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>زرد</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>آبی</translation>
    </message>
    <message>
        <source>white</source>
        <translation>سفید</translation>
    </message>
    <message>
        <source>green</source>
        <translation>سبز</translation>
    </message>
    <message>
        <source>red</source>
        <translation>قرمز</translation>
    </message>
    <message>
        <source>%1 wager</source>
        <comment>card name: colour</comment>
        <translation>شرط‌بندی %1</translation>
    </message>
    <message>
        <source>%1 starting wager</source>
        <comment>card name: colour</comment>
        <translation>شرط‌بندی آغازین %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>card name: colour, number</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Wager</source>
        <comment>the word on a wager card</comment>
        <translation>شرط‌بندی</translation>
    </message>
    <message>
        <source>Starting wager</source>
        <comment>the word on a starting wager card</comment>
        <translation>شرط‌بندی آغازین</translation>
    </message>
    <message>
        <source>%1: each wager in an expedition multiplies its footprints once more (one wager doubles them, two triple them). Only before the expedition&apos;s first numbered card.</source>
        <translation>%1: هر شرط‌بندی ردپاهای ماجراجویی را یک بار دیگر ضرب می‌کند (یکی دو برابر، دوتا سه برابر). فقط پیش از نخستین کارت شماره‌دار ماجراجویی.</translation>
    </message>
    <message>
        <source>%1: dealt before the game; it counts as a wager in your %2 expedition.</source>
        <translation>%1: پیش از بازی داده می‌شود و در ماجراجویی %2 شما شرط‌بندی به حساب می‌آید.</translation>
    </message>
    <message>
        <source>%1: %2. It may go into your %3 expedition while its last number is %4 or lower.</source>
        <translation>%1: %2. تا وقتی آخرین عدد ماجراجویی %3 شما %4 یا کمتر است، می‌تواند به آن برود.</translation>
    </message>
    <message>
        <source>first stack</source>
        <translation>دستهٔ اول</translation>
    </message>
    <message>
        <source>second stack</source>
        <translation>دستهٔ دوم</translation>
    </message>
    <message>
        <source>third stack</source>
        <translation>دستهٔ سوم</translation>
    </message>
    <message>
        <source>fourth stack</source>
        <translation>دستهٔ چهارم</translation>
    </message>
    <message>
        <source>the display</source>
        <translation>ویترین</translation>
    </message>
    <message>
        <source>out of the game (face down)</source>
        <translation>بیرون از بازی (به‌پشت)</translation>
    </message>
    <message>
        <source>the box</source>
        <translation>جعبه</translation>
    </message>
    <message>
        <source>your %1 expedition</source>
        <comment>colour</comment>
        <translation>ماجراجویی %1 شما</translation>
    </message>
    <message>
        <source>%1&apos;s %2 expedition</source>
        <comment>owner, colour</comment>
        <translation>ماجراجویی %2 %1</translation>
    </message>
    <message>
        <source>your coins</source>
        <translation>سکه‌های شما</translation>
    </message>
    <message>
        <source>%1&apos;s coins</source>
        <comment>owner</comment>
        <translation>سکه‌های %1</translation>
    </message>
    <message>
        <source>the reserve</source>
        <translation>ذخیره</translation>
    </message>
    <message>
        <source>A stack of face-down cards. Reveal its top card into the display; when a stack runs out, the reserve is shared and the next stack comes into play. The last card of the fourth stack ends the game.</source>
        <translation>دسته‌ای از کارت‌های به‌پشت. کارت رویی آن را در ویترین رو کنید. وقتی دسته‌ای تمام شود، ذخیره تقسیم می‌شود و دستهٔ بعد به میان می‌آید. آخرین کارت دستهٔ چهارم بازی را تمام می‌کند.</translation>
    </message>
    <message>
        <source>The display: the cards up for auction. Its cards stay until an auction&apos;s winner takes them or no one can use them any more.</source>
        <translation>ویترین: کارت‌هایی که به مزایده گذاشته می‌شوند. می‌مانند تا برندهٔ مزایده‌ای آن‌ها را بردارد یا دیگر به کار کسی نیایند.</translation>
    </message>
    <message>
        <source>Cards out of the game: one discard per auction, and the cards no one can use any more.</source>
        <translation>کارت‌های بیرون از بازی: در هر مزایده یک کارت کنارگذاشته، و کارت‌هایی که دیگر به کار کسی نمی‌آیند.</translation>
    </message>
    <message>
        <source>The starting wagers nobody was dealt.</source>
        <translation>شرط‌بندی‌های آغازینی که به کسی داده نشد.</translation>
    </message>
    <message>
        <source>Coins: pay for auctions with them; each coin left at the end is one point.</source>
        <translation>سکه‌ها: بهای مزایده‌ها را با آن‌ها می‌پردازید؛ هر سکه‌ای که در پایان بماند یک امتیاز است.</translation>
    </message>
    <message>
        <source>The reserve: auction payments. When a stack runs out it is shared equally; what cannot be shared stays. Coins here score nothing.</source>
        <translation>ذخیره: پرداخت‌های مزایده. وقتی دسته‌ای تمام شود، به تساوی تقسیم می‌شود و آنچه تقسیم نشود می‌ماند. سکه‌های ذخیره امتیازی ندارند.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>بازی تمام شد.</translation>
    </message>
    <message>
        <source>That is not a move of Rivals.</source>
        <translation>این حرکتی از بازی رقبا نیست.</translation>
    </message>
    <message>
        <source>An auction is running: bid higher or pass.</source>
        <translation>مزایده در جریان است: پیشنهاد بالاتری بدهید یا پاس بدهید.</translation>
    </message>
    <message>
        <source>You won the auction: take cards from the display into your expeditions, discard one if you like, then press Done.</source>
        <translation>مزایده را بردید: کارت‌های ویترین را به ماجراجویی‌هایتان ببرید، اگر خواستید یکی را بیرون بگذارید و بعد «تمام» را بزنید.</translation>
    </message>
    <message>
        <source>There is no auction to pass in: reveal a card or open an auction with a bid.</source>
        <translation>مزایده‌ای نیست که در آن پاس بدهید: کارتی رو کنید یا با یک پیشنهاد مزایده را شروع کنید.</translation>
    </message>
    <message>
        <source>Only the winner of an auction takes or discards display cards, right after winning it.</source>
        <translation>فقط برندهٔ مزایده، درست پس از بردن آن، کارت‌های ویترین را برمی‌دارد یا بیرون می‌گذارد.</translation>
    </message>
    <message>
        <source>The display is empty, so there is nothing to auction: reveal a card first.</source>
        <translation>ویترین خالی است و چیزی برای مزایده نیست: اول کارتی رو کنید.</translation>
    </message>
    <message>
        <source>A bid is at least one coin.</source>
        <translation>پیشنهاد دست‌کم یک سکه است.</translation>
    </message>
    <message>
        <source>Your bid must be higher than the current bid of %1.</source>
        <translation>پیشنهاد شما باید از پیشنهاد فعلی، %1، بالاتر باشد.</translation>
    </message>
    <message>
        <source>You have no coins to bid with.</source>
        <translation>سکه‌ای برای پیشنهاد ندارید.</translation>
    </message>
    <message>
        <source>You cannot bid more than you have: %1.</source>
        <translation>بیش از سکه‌هایتان نمی‌توانید پیشنهاد بدهید: %1 دارید.</translation>
    </message>
    <message>
        <source>%1 is not in the display.</source>
        <translation>%1 در ویترین نیست.</translation>
    </message>
    <message>
        <source>Your %1 expedition already has a numbered card: wagers go only before the first number.</source>
        <translation>ماجراجویی %1 شما کارت شماره‌دار دارد: شرط‌بندی فقط پیش از نخستین عدد می‌آید.</translation>
    </message>
    <message>
        <source>Your %1 expedition is already at %2, so %3 is too low: numbers never go down.</source>
        <translation>ماجراجویی %1 شما به %2 رسیده است، پس %3 کم است: عددها هرگز پایین نمی‌آیند.</translation>
    </message>
    <message>
        <source>You have already discarded a card after this auction: only one is allowed.</source>
        <translation>پس از این مزایده یک کارت بیرون گذاشته‌اید: بیش از یکی مجاز نیست.</translation>
    </message>
    <message>
        <source>%1 goes into your %2 expedition, not the %3 one.</source>
        <translation>%1 به ماجراجویی %2 شما می‌رود، نه به ماجراجویی %3.</translation>
    </message>
    <message>
        <source>You can add cards only to your own expeditions.</source>
        <translation>فقط به ماجراجویی‌های خودتان می‌توانید کارت اضافه کنید.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln coin(s)</source>
        <translation>
            <numerusform>%Ln&#xa0;سکه</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln footprint(s)</source>
        <translation>
            <numerusform>%Ln&#xa0;ردپا</numerusform>
        </translation>
    </message>
    <message>
        <source>An expedition: wagers first, then numbers that never go down. Worth its footprints × (1 + its wagers), and eight more with four or more numbered cards.</source>
        <translation>ماجراجویی: اول شرط‌بندی‌ها، بعد شماره‌هایی که هرگز پایین نمی‌آیند. ارزشش ردپاهایش × (۱ + شمار شرط‌بندی‌هایش) است، و با چهار کارت شماره‌دار یا بیشتر هشت امتیاز اضافه.</translation>
    </message>
</context>
<context>
    <name>mizbazi::ui::rivals::RivalsScene</name>
    <message>
        <source>%1 (you)</source>
        <translation>%1 (شما)</translation>
    </message>
    <message>
        <source>%1 · score %2 · coins %3</source>
        <translation>%1 · امتیاز %2 · سکه %3</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>پاس داده</translation>
    </message>
    <message>
        <source>Stack %1 of %2 · cards left: %3</source>
        <translation>دستهٔ %1 از %2 · کارت‌های مانده: %3</translation>
    </message>
    <message>
        <source>Every stack is revealed</source>
        <translation>همهٔ دسته‌ها رو شده‌اند</translation>
    </message>
    <message>
        <source>Out</source>
        <translation>بیرون</translation>
    </message>
    <message>
        <source>Reserve: %1</source>
        <translation>ذخیره: %1</translation>
    </message>
    <message>
        <source>Auction: %1 bids %2; %3 to bid</source>
        <translation>مزایده: %2 از %1؛ نوبت %3</translation>
    </message>
    <message>
        <source>Auction: %1 to bid</source>
        <translation>مزایده: نوبت %1</translation>
    </message>
    <message>
        <source>%1 won the auction for %2 and takes cards</source>
        <translation>%1 مزایده را با %2 برد و کارت برمی‌دارد</translation>
    </message>
    <message>
        <source>The display is empty: reveal a card</source>
        <translation>ویترین خالی است: کارتی رو کنید</translation>
    </message>
    <message>
        <source>Display</source>
        <translation>ویترین</translation>
    </message>
    <message>
        <source>The reserve is shared</source>
        <translation>ذخیره تقسیم شد</translation>
    </message>
    <message>
        <source>No one can use this card any more</source>
        <translation>دیگر کسی نمی‌تواند از این کارت استفاده کند</translation>
    </message>
    <message>
        <source>A stack is used up</source>
        <translation>یک دسته تمام شد</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>پایان بازی</translation>
    </message>
    <message numerus="yes">
        <source>%1 × %2, bonus %3: %Ln point(s)</source>
        <translation>
            <numerusform>%1 × %2، امتیاز اضافه %3: %Ln&#xa0;امتیاز</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mizbazi::ui::rivals::RivalsTable</name>
    <message>
        <source>Lost Cities: Rivals</source>
        <translation>شهرهای گم‌شده: رقبا</translation>
    </message>
    <message>
        <source>2 to 4 players. Bid coins for the cards on display and build five expeditions.</source>
        <translation>۲ تا ۴&#xa0;بازیکن. برای کارت‌های ویترین سکه پیشنهاد دهید و پنج ماجراجویی بسازید.</translation>
    </message>
    <message>
        <source>Lost Cities: Rivals was designed by Reiner Knizia.</source>
        <translation>طراح «شهرهای گم‌شده: رقبا» راینر کنیتسیا است.</translation>
    </message>
    <message>
        <source>Leave this auction (P)</source>
        <translation>در این مزایده پاس بدهید (P)</translation>
    </message>
    <message>
        <source>Finish taking cards; the next card is revealed (D)</source>
        <translation>برداشتن کارت‌ها تمام است؛ کارت بعدی رو می‌شود (D)</translation>
    </message>
    <message>
        <source>Drag the cards you want into your expeditions (only the right columns light up), then press Done (D).</source>
        <translation>کارت‌هایی را که می‌خواهید به ماجراجویی‌هایتان بکشید (فقط ستون‌های درست روشن می‌شوند)، سپس «تمام» را بزنید (D).</translation>
    </message>
    <message>
        <source>Drag the cards you want into your expeditions, and at most one onto the out pile to discard it; then press Done (D).</source>
        <translation>کارت‌هایی را که می‌خواهید به ماجراجویی‌هایتان بکشید و حداکثر یکی را برای کنار گذاشتن روی دستهٔ بیرون؛ سپس «تمام» را بزنید (D).</translation>
    </message>
    <message>
        <source>Raise to at least %1 (at most %2) with the amount chooser, or pass (P).</source>
        <translation>با انتخاب‌گر مقدار دست‌کم %1 (و حداکثر %2) پیشنهاد دهید، یا پاس دهید (P).</translation>
    </message>
    <message>
        <source>You cannot raise: pass (P).</source>
        <translation>نمی‌توانید پیشنهاد را بالا ببرید: پاس دهید (P).</translation>
    </message>
    <message>
        <source>Reveal a card: click the current stack or drag its top card to the display.</source>
        <translation>کارتی رو کنید: روی دستهٔ وسط کلیک کنید یا کارت رویی آن را به ویترین بکشید.</translation>
    </message>
    <message>
        <source>Reveal another card (click the current stack), or open an auction on the display with a bid of %1 to %2.</source>
        <translation>کارت دیگری رو کنید (روی دستهٔ وسط کلیک کنید)، یا با پیشنهادی از %1 تا %2 برای ویترین مزایده را باز کنید.</translation>
    </message>
    <message>
        <source>Reveal another card: click the current stack.</source>
        <translation>کارت دیگری رو کنید: روی دستهٔ وسط کلیک کنید.</translation>
    </message>
    <message>
        <source>pass in an auction</source>
        <translation>پاس دادن در مزایده</translation>
    </message>
    <message>
        <source>done taking cards</source>
        <translation>پایان برداشتن کارت‌ها</translation>
    </message>
    <message>
        <source>bid: the arrows choose the amount, Enter bids</source>
        <translation>پیشنهاد: پیکان‌ها مقدار را انتخاب می‌کنند و Enter پیشنهاد می‌دهد</translation>
    </message>
    <message>
        <source>No card is out of the game yet.</source>
        <translation>هنوز کارتی از بازی بیرون نرفته است.</translation>
    </message>
    <message>
        <source>Out of the game: %1</source>
        <translation>بیرون از بازی: %1</translation>
    </message>
    <message>
        <source>%1 bids %2…</source>
        <comment>a computer&apos;s chosen bid, before the table takes it</comment>
        <translation>%1 %2 پیشنهاد می‌دهد…</translation>
    </message>
    <message>
        <source>%1 passes…</source>
        <comment>a computer&apos;s choice, before the table takes it</comment>
        <translation>%1 پاس می‌دهد…</translation>
    </message>
    <message numerus="yes">
        <source>A game of Lost Cities: Rivals for %Ln player(s).</source>
        <translation>
            <numerusform>یک بازی «شهرهای گم‌شده: رقبا» برای %Ln&#xa0;بازیکن.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a pile of coins: its name, how many</comment>
        <translation>%1: %2</translation>
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
        <source>%1, the stack to reveal from</source>
        <translation>%1، دسته‌ای که از آن رو می‌شود</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <comment>the display; the auction line</comment>
        <translation>%1؛ %2</translation>
    </message>
    <message>
        <source>%1, score %2</source>
        <comment>an expedition&apos;s words, its score</comment>
        <translation>%1، امتیاز %2</translation>
    </message>
    <message>
        <source>%1, %2, score %3</source>
        <comment>a seat: name, coins, score</comment>
        <translation>%1، %2، امتیاز %3</translation>
    </message>
    <message>
        <source>Reveal the top card of the %1</source>
        <translation>کارت رویی %1 را رو کنید</translation>
    </message>
</context>
</TS>
