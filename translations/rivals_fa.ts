<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fa_IR" sourcelanguage="en">
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
        <translation>%1 %2 را به سفرش افزود.</translation>
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
        <translation>%1 %2 را پشت‌ورو از بازی بیرون گذاشت.</translation>
    </message>
    <message>
        <source>A card no one can use any more leaves the game.</source>
        <translation>کارتی که دیگر به کار هیچ‌کس نمی‌آید از بازی بیرون رفت.</translation>
    </message>
    <message>
        <source>No one can use %1 any more (every %2 expedition already has a numbered card): it leaves the game.</source>
        <translation>دیگر کسی نمی‌تواند از %1 استفاده کند (همهٔ سفرهای %2 کارت عددی دارند)؛ از بازی بیرون رفت.</translation>
    </message>
    <message>
        <source>No one can use %1 any more (every %2 expedition is already past %3): it leaves the game.</source>
        <translation>دیگر کسی نمی‌تواند از %1 استفاده کند (همهٔ سفرهای %2 از %3 گذشته‌اند)؛ از بازی بیرون رفت.</translation>
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
        <source>%1 share the win, with %2 points and as many coins each.</source>
        <translation>%1 هر کدام با %2 امتیاز و سکه‌های برابر، با هم برنده شدند.</translation>
    </message>
    <message>
        <source>%1 wins on coins: tied at %2 points, with more coins left.</source>
        <translation>%1 با سکهٔ بیشتر برنده شد، در تساوی %2 امتیاز.</translation>
    </message>
    <message>
        <source>%1 wins with %2 points.</source>
        <translation>%1 با %2 امتیاز برنده شد.</translation>
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
        <translation>شرط آغازین</translation>
    </message>
    <message>
        <source>one coin</source>
        <translation>یک سکه</translation>
    </message>
    <message>
        <source>%1 coins</source>
        <translation>%1 سکه</translation>
    </message>
    <message>
        <source>one footprint</source>
        <translation>یک ردپا</translation>
    </message>
    <message>
        <source>%1 footprints</source>
        <translation>%1 ردپا</translation>
    </message>
    <message>
        <source>%1: each wager in an expedition multiplies its footprints once more (one wager doubles them, two triple them). Only before the expedition&apos;s first numbered card.</source>
        <translation>%1: هر شرط‌بندی ردپاهای سفر را یک بار دیگر ضرب می‌کند (یکی دو برابر، دوتا سه برابر). فقط پیش از نخستین کارت عددی سفر.</translation>
    </message>
    <message>
        <source>%1: dealt before the game; it counts as a wager in your %2 expedition.</source>
        <translation>%1: پیش از بازی داده می‌شود و در سفر %2 شما شرط‌بندی به حساب می‌آید.</translation>
    </message>
    <message>
        <source>%1: %2. It may go into your %3 expedition while its last number is %4 or lower.</source>
        <translation>%1: %2. تا وقتی آخرین عدد سفر %3 شما %4 یا کمتر است، می‌تواند به آن برود.</translation>
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
        <translation>بیرون از بازی (پشت‌ورو)</translation>
    </message>
    <message>
        <source>the box</source>
        <translation>جعبه</translation>
    </message>
    <message>
        <source>your %1 expedition</source>
        <comment>colour</comment>
        <translation>سفر %1 شما</translation>
    </message>
    <message>
        <source>%1&apos;s %2 expedition</source>
        <comment>owner, colour</comment>
        <translation>سفر %2 %1</translation>
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
        <translation>دسته‌ای از کارت‌های پشت‌ورو. کارت رویی آن را در ویترین رو کنید. وقتی دسته‌ای تمام شود، ذخیره تقسیم می‌شود و دستهٔ بعد به میان می‌آید. آخرین کارت دستهٔ چهارم بازی را تمام می‌کند.</translation>
    </message>
    <message>
        <source>The display: the cards up for auction. Its cards stay until an auction&apos;s winner takes them or no one can use them any more.</source>
        <translation>ویترین: کارت‌هایی که به مزایده گذاشته می‌شوند. می‌مانند تا برندهٔ مزایده‌ای آن‌ها را بردارد یا دیگر به کار کسی نیایند.</translation>
    </message>
    <message>
        <source>Cards out of the game: one discard per auction, and the cards no one can use any more.</source>
        <translation>کارت‌های بیرون از بازی: در هر مزایده یک کارتِ کنارگذاشته، و کارت‌هایی که دیگر به کار کسی نمی‌آیند.</translation>
    </message>
    <message>
        <source>The starting wagers nobody was dealt.</source>
        <translation>شرط‌بندی‌های آغازینی که به کسی داده نشد.</translation>
    </message>
    <message>
        <source>An expedition: wagers first, then numbers that never go down. Worth its footprints times one plus its wagers, and eight more with four or more numbered cards.</source>
        <translation>سفر: اول شرط‌بندی‌ها، بعد عددهایی که هرگز پایین نمی‌آیند. ارزشش ردپاها ضرب در یک به‌اضافهٔ شمار شرط‌بندی‌هاست، و با چهار کارت عددی یا بیشتر هشت امتیاز دیگر.</translation>
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
        <translation>بازی تمام شده است.</translation>
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
        <translation>مزایده را بردید: کارت‌های ویترین را به سفرهایتان ببرید، اگر خواستید یکی را بیرون بگذارید و بعد «تمام» را بزنید.</translation>
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
        <translation>سفر %1 شما کارت عددی دارد: شرط‌بندی فقط پیش از نخستین عدد می‌آید.</translation>
    </message>
    <message>
        <source>Your %1 expedition is already at %2, so %3 is too low: numbers never go down.</source>
        <translation>سفر %1 شما به %2 رسیده است، پس %3 کم است: عددها هرگز پایین نمی‌آیند.</translation>
    </message>
    <message>
        <source>You have already discarded a card after this auction: only one is allowed.</source>
        <translation>پس از این مزایده یک کارت بیرون گذاشته‌اید: بیش از یکی مجاز نیست.</translation>
    </message>
    <message>
        <source>%1 goes into your %2 expedition, not the %3 one.</source>
        <translation>%1 به سفر %2 شما می‌رود، نه به سفر %3.</translation>
    </message>
    <message>
        <source>You can add cards only to your own expeditions.</source>
        <translation>فقط به سفرهای خودتان می‌توانید کارت اضافه کنید.</translation>
    </message>
</context>
</TS>
