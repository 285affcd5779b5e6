<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fa_IR" sourcelanguage="en">
<context>
    <name>SabokbazEnd</name>
    <message>
        <source>Hand %1</source>
        <translation>دور %1</translation>
    </message>
    <message>
        <source>Bonuses</source>
        <translation>امتیازهای ویژه</translation>
    </message>
    <message>
        <source>%1 in hand %2</source>
        <translation>%1 در دور %2</translation>
    </message>
    <message>
        <source>; </source>
        <translation>؛ </translation>
    </message>
    <message numerus="yes">
        <source>The match is over after %Ln hand(s).</source>
        <translation>
            <numerusform>بازی پس از %Ln&#xa0;دور تمام شد.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 wins the match with %2.</source>
        <translation>%1 با %2 بازی را برد.</translation>
    </message>
    <message>
        <source>%1 share the win.</source>
        <translation>%1 با هم برنده شدند.</translation>
    </message>
    <message>
        <source>Each hand a team scores the values of the cards it took (all fate and four cards change that); the match ends when a team reaches %1 or %2.</source>
        <translation>در هر دور، هر تیم ارزش کارت‌هایی را که برده می‌گیرد («همهٔ زمانه‌ها» و «چهار کارت» این را تغییر می‌دهند)؛ بازی وقتی تمام می‌شود که امتیاز تیمی به %1 یا %2 برسد.</translation>
    </message>
</context>
<context>
    <name>SabokbazNarrator</name>
    <message>
        <source>, </source>
        <translation>، </translation>
    </message>
    <message>
        <source>Your new hand: %1.</source>
        <translation>کارت‌های تازهٔ شما: %1.</translation>
    </message>
    <message>
        <source>someone</source>
        <translation>کسی</translation>
    </message>
    <message>
        <source>a card</source>
        <translation>یک کارت</translation>
    </message>
    <message>
        <source>%1 has only special cards left and leads with %2.</source>
        <translation>%1 جز کارت ویژه کارتی نداشت و با %2 دست را شروع کرد.</translation>
    </message>
    <message>
        <source>%1 leads %2.</source>
        <translation>%1 با %2 دست را شروع کرد.</translation>
    </message>
    <message>
        <source>%1 played %2.</source>
        <translation>%1 %2 را بازی کرد.</translation>
    </message>
    <message>
        <source>%1 played %2 on %3 and took the trick.</source>
        <translation>%1 %2 را روی %3 انداخت و دست را برد.</translation>
    </message>
    <message>
        <source>%1 played %2 on %3 and takes the trick for now.</source>
        <translation>%1 %2 را روی %3 انداخت و فعلاً دست مال اوست.</translation>
    </message>
    <message>
        <source>%1 has no %2 and played %3.</source>
        <translation>%1 %2 نداشت و %3 را بازی کرد.</translation>
    </message>
    <message>
        <source>The trick is worth %1 for the team of %2.</source>
        <translation>این دست %1&#xa0;امتیاز برای تیم %2 داشت.</translation>
    </message>
    <message>
        <source>%1 takes the trick with %2: %3 for the team of %4.</source>
        <translation>%1 با %2 دست را برد: %3&#xa0;امتیاز برای تیم %4.</translation>
    </message>
    <message>
        <source>Four cards! The team of %1 has taken all four special cards: the hand stops here, with %2 for them and %3 for every other team.</source>
        <translation>چهار کارت! تیم %1 هر چهار کارت ویژه را برده است: دور همین‌جا تمام می‌شود، با %2&#xa0;امتیاز برای آن‌ها و %3&#xa0;امتیاز برای هر تیم دیگر.</translation>
    </message>
    <message>
        <source>All fate! The team of %1 took every fate card: they cost them nothing, and every other team scores %2 more.</source>
        <translation>همهٔ زمانه‌ها! تیم %1 همهٔ زمانه‌ها را برد: زمانه‌ها از امتیاز آن‌ها چیزی کم نمی‌کنند و هر تیم دیگر %2&#xa0;امتیاز اضافه می‌گیرد.</translation>
    </message>
    <message>
        <source>Hand %1 is over.</source>
        <translation>دور %1 تمام شد.</translation>
    </message>
    <message>
        <source>This hand: %1 for the team of %2, who now have %3 in all.</source>
        <translation>در این دور %1&#xa0;امتیاز برای تیم %2؛ جمع امتیازشان حالا %3 است.</translation>
    </message>
    <message>
        <source>The match is over: the team of %1 wins with %2.</source>
        <translation>بازی تمام شد: تیم %1 با %2&#xa0;امتیاز برنده شد.</translation>
    </message>
    <message>
        <source>The match is over: the teams of %1 share the win with %2.</source>
        <translation>بازی تمام شد: تیم‌های %1 با %2&#xa0;امتیاز با هم برنده شدند.</translation>
    </message>
    <message>
        <source>; </source>
        <translation>؛ </translation>
    </message>
    <message>
        <source>Hand %1: %2 shuffles and deals.</source>
        <translation>دور %1: %2 کارت‌ها را بُر زد و پخش کرد.</translation>
    </message>
    <message>
        <source>%1&apos;s turn.</source>
        <translation>نوبت %1.</translation>
    </message>
</context>
<context>
    <name>SabokbazOdds</name>
    <message>
        <source>, </source>
        <translation>، </translation>
    </message>
    <message numerus="yes">
        <source>Not seen yet (%Ln card(s)): %1.</source>
        <translation>
            <numerusform>هنوز دیده‌نشده (%Ln&#xa0;کارت): %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every special has been seen.</source>
        <translation>همهٔ کارت‌های ویژه دیده شده‌اند.</translation>
    </message>
    <message>
        <source>Specials still in someone&apos;s hand: %1.</source>
        <translation>کارت‌های ویژه‌ای که هنوز در دست کسی است: %1.</translation>
    </message>
</context>
<context>
    <name>SabokbazTexts</name>
    <message>
        <source>jug</source>
        <translation>کوزه</translation>
    </message>
    <message>
        <source>greenery</source>
        <translation>سبزه</translation>
    </message>
    <message>
        <source>fate</source>
        <translation>زمانه</translation>
    </message>
    <message>
        <source>wine</source>
        <translation>باده</translation>
    </message>
    <message>
        <source>hell</source>
        <translation>دوزخ</translation>
    </message>
    <message>
        <source>heaven</source>
        <translation>بهشت</translation>
    </message>
    <message>
        <source>Khayyam</source>
        <translation>خیام</translation>
    </message>
    <message>
        <source>death</source>
        <translation>اجل</translation>
    </message>
    <message>
        <source>wine or fate</source>
        <translation>باده یا زمانه</translation>
    </message>
    <message>
        <source>jug %1</source>
        <translation>کوزهٔ %1</translation>
    </message>
    <message>
        <source>greenery %1</source>
        <translation>سبزهٔ %1</translation>
    </message>
    <message>
        <source>fate %1</source>
        <translation>زمانهٔ %1</translation>
    </message>
    <message>
        <source>wine %1</source>
        <translation>بادهٔ %1</translation>
    </message>
    <message>
        <source>Jug</source>
        <translation>کوزه</translation>
    </message>
    <message>
        <source>Greenery</source>
        <translation>سبزه</translation>
    </message>
    <message>
        <source>Fate</source>
        <translation>زمانه</translation>
    </message>
    <message>
        <source>Wine</source>
        <translation>باده</translation>
    </message>
    <message>
        <source>Hell</source>
        <translation>دوزخ</translation>
    </message>
    <message>
        <source>Heaven</source>
        <translation>بهشت</translation>
    </message>
    <message>
        <source>Death</source>
        <translation>اجل</translation>
    </message>
    <message>
        <source>+%1</source>
        <translation>مثبت %1</translation>
    </message>
    <message>
        <source>−%1</source>
        <translation>منفی %1</translation>
    </message>
    <message>
        <source>%1 — worth %2</source>
        <translation>%1 — امتیاز: %2</translation>
    </message>
    <message>
        <source>A jug: worth nothing; its number only decides who takes the trick. When jugs lead the trick, you must play a jug if you have one (or a special card).</source>
        <translation>کوزه امتیازی ندارد؛ شماره‌اش فقط تعیین می‌کند چه کسی دست را می‌برد. وقتی زمینهٔ دست کوزه است، اگر کوزه دارید باید کوزه بازی کنید (یا یک کارت ویژه).</translation>
    </message>
    <message>
        <source>Greenery: worth nothing; its number only decides who takes the trick. When greenery leads the trick, you must play greenery if you have some (or a special card).</source>
        <translation>سبزه امتیازی ندارد؛ شماره‌اش فقط تعیین می‌کند چه کسی دست را می‌برد. وقتی زمینهٔ دست سبزه است، اگر سبزه دارید باید سبزه بازی کنید (یا یک کارت ویژه).</translation>
    </message>
    <message>
        <source>Wine: worth +3 to the team that takes it. Wine and fate are one family and compare by number alone: when that family leads, play either one if you have one (or a special card).</source>
        <translation>باده برای تیمی که آن را ببرد مثبت ۳&#xa0;امتیاز دارد. باده و زمانه یک زمینه‌اند و فقط با شماره‌شان مقایسه می‌شوند: وقتی زمینهٔ دست باده و زمانه است، اگر یکی از آن‌ها را دارید باید باده یا زمانه بازی کنید (یا یک کارت ویژه).</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 و %2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>، </translation>
    </message>
    <message>
        <source>Team %1: %2</source>
        <translation>تیم %1: %2</translation>
    </message>
    <message>
        <source>the team of %1</source>
        <translation>تیم %1</translation>
    </message>
    <message>
        <source>All fate</source>
        <translation>همهٔ زمانه‌ها</translation>
    </message>
    <message>
        <source>Four cards</source>
        <translation>چهار کارت</translation>
    </message>
    <message>
        <source>The match is over: no more cards are played.</source>
        <translation>بازی تمام شده است و دیگر کارتی بازی نمی‌شود.</translation>
    </message>
    <message>
        <source>That is not a card of Sabokbaz.</source>
        <translation>این کارت سَبُکباز نیست.</translation>
    </message>
    <message>
        <source>%1 is not in this game: with six players the four 12s are set aside.</source>
        <translation>%1 در این بازی نیست: در بازی شش نفره چهار کارت ۱۲ کنار گذاشته می‌شوند.</translation>
    </message>
    <message>
        <source>You do not hold %1.</source>
        <translation>%1 را ندارید.</translation>
    </message>
    <message>
        <source>You cannot lead with %1: a special card leads a trick only when you hold nothing else. Lead a numbered card.</source>
        <translation>نمی‌توانید با %1 دست را شروع کنید: کارت ویژه فقط وقتی دست را شروع می‌کند که کارت دیگری نداشته باشید. با یک کارت شماره‌دار شروع کنید.</translation>
    </message>
    <message>
        <source>You must play a jug: jugs lead this trick and you have one (a special card is allowed too).</source>
        <translation>باید کوزه بازی کنید: زمینهٔ این دست کوزه است و شما کوزه دارید (کارت ویژه هم مجاز است).</translation>
    </message>
    <message>
        <source>You must play greenery: greenery leads this trick and you have some (a special card is allowed too).</source>
        <translation>باید سبزه بازی کنید: زمینهٔ این دست سبزه است و شما سبزه دارید (کارت ویژه هم مجاز است).</translation>
    </message>
    <message>
        <source>You must play wine or fate: that family leads this trick and you have one of them (a special card is allowed too).</source>
        <translation>باید باده یا زمانه بازی کنید: زمینهٔ این دست باده و زمانه است و شما از آن‌ها دارید (کارت ویژه هم مجاز است).</translation>
    </message>
    <message>
        <source>A special card may be played at any time, even when you could follow, but it may lead a trick only when you hold nothing else. Whoever plays the last special card of a trick takes the trick. A team that takes all four special cards ends the hand at once (&quot;four cards&quot;).</source>
        <translation>کارت ویژه را هر وقت بخواهید می‌توانید بازی کنید، حتی وقتی می‌توانید پیروی کنید؛ ولی فقط وقتی می‌تواند دست را شروع کند که کارت دیگری نداشته باشید. هر کس آخرین کارت ویژهٔ یک دست را بازی کند، آن دست را می‌برد. تیمی که هر چهار کارت ویژه را ببرد، دور را همان لحظه تمام می‌کند («چهار کارت»).</translation>
    </message>
    <message>
        <source>Fate: worth −2 to the team that takes it. Fate and wine are one family and compare by number alone: when that family leads, play either one if you have one (or a special card). A team that takes every fate card of a hand scores nothing for them, and the other teams pay instead (&quot;all fate&quot;).</source>
        <translation>زمانه برای تیمی که آن را ببرد منفی ۲&#xa0;امتیاز دارد. زمانه و باده یک زمینه‌اند و فقط با شماره‌شان مقایسه می‌شوند: وقتی زمینهٔ دست باده و زمانه است، اگر یکی از آن‌ها را دارید باید باده یا زمانه بازی کنید (یا یک کارت ویژه). تیمی که همهٔ زمانه‌های یک دور را ببرد برای آن‌ها امتیازی از دست نمی‌دهد و به جایش تیم‌های دیگر منفی می‌گیرند («همهٔ زمانه‌ها»).</translation>
    </message>
    <message>
        <source>Get rid of this card on a trick full of wine: on three wine cards it still leaves you +2, and played after the other team&apos;s +7 special it takes the trick from them.</source>
        <translation>این کارت را در دستی پر از باده خالی کنید: روی سه باده باز هم مثبت ۲&#xa0;امتیاز برایتان می‌ماند، و اگر بعد از کارت ویژهٔ تیم حریف با مثبت ۷&#xa0;امتیاز بیاید، دست را از آن‌ها می‌گیرد.</translation>
    </message>
    <message>
        <source>Play this card where no other special card can follow it: a later special card takes the trick away from you.</source>
        <translation>این کارت را جایی بازی کنید که کارت ویژهٔ دیگری بعد از آن نیاید: کارت ویژه‌ای که بعد از آن بازی شود، دست را از شما می‌گیرد.</translation>
    </message>
    <message>
        <source>The best card of the game. Keep it from the other team: the −15 special played after it takes it away.</source>
        <translation>بهترین کارت بازی. آن را از تیم حریف دور نگه دارید: کارت ویژهٔ منفی ۱۵ اگر بعد از آن بازی شود، آن را می‌برد.</translation>
    </message>
    <message>
        <source>The worst card of the game. Drop it on a trick rich in points: played after the other team&apos;s +10 special, you take the trick and lose only 5.</source>
        <translation>بدترین کارت بازی. آن را روی دستی پرامتیاز بیندازید: اگر بعد از کارت ویژهٔ مثبت ۱۰&#xa0;تیم حریف بازی شود، دست را می‌برید و فقط ۵&#xa0;امتیاز از دست می‌دهید.</translation>
    </message>
    <message>
        <source>zero</source>
        <translation>صفر</translation>
    </message>
    <message numerus="yes">
        <source>%Ln jug(s)</source>
        <translation>
            <numerusform>%Ln&#xa0;کوزه</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln greenery card(s)</source>
        <translation>
            <numerusform>%Ln&#xa0;سبزه</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln fate card(s)</source>
        <translation>
            <numerusform>%Ln&#xa0;زمانه</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln wine card(s)</source>
        <translation>
            <numerusform>%Ln&#xa0;باده</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mizbazi::ui::sabokbaz::SabokbazScene</name>
    <message>
        <source>%1 (you)</source>
        <translation>%1 (شما)</translation>
    </message>
    <message>
        <source>%1 · team %2</source>
        <translation>%1 · تیم %2</translation>
    </message>
    <message>
        <source>Match to %1 or %2</source>
        <translation>بازی تا %1 یا %2</translation>
    </message>
    <message>
        <source>Team %1: %2 · this hand %3</source>
        <translation>تیم %1: مجموع %2 · این دور %3</translation>
    </message>
    <message>
        <source>Team %1</source>
        <translation>تیم %1</translation>
    </message>
    <message>
        <source>Out of the game</source>
        <translation>بیرون از بازی</translation>
    </message>
    <message>
        <source>Led: %1</source>
        <translation>زمینهٔ دست: %1</translation>
    </message>
    <message>
        <source>Taking</source>
        <translation>برنده</translation>
    </message>
    <message>
        <source>Last trick (L)</source>
        <translation>دست قبلی (L)</translation>
    </message>
    <message>
        <source>Last trick: %1 took %2</source>
        <translation>دست قبلی: %1 آن را برد، به ارزش %2</translation>
    </message>
    <message>
        <source>A new hand</source>
        <translation>دور تازه</translation>
    </message>
    <message>
        <source>%1 takes the trick</source>
        <translation>%1 دست را برد</translation>
    </message>
    <message>
        <source>Four cards! Team %1: %2</source>
        <translation>چهار کارت! تیم %1: %2</translation>
    </message>
    <message>
        <source>All fate!</source>
        <translation>همهٔ زمانه‌ها!</translation>
    </message>
    <message>
        <source>The match is over</source>
        <translation>بازی تمام شد</translation>
    </message>
    <message>
        <source>Took it</source>
        <translation>برد</translation>
    </message>
    <message>
        <source>%1 win the match</source>
        <translation>%1 بازی را بردند</translation>
    </message>
    <message>
        <source>%1 share the win</source>
        <translation>%1 با هم برنده شدند</translation>
    </message>
    <message>
        <source>; </source>
        <translation>؛ </translation>
    </message>
    <message>
        <source>Team %1: %2</source>
        <translation>تیم %1: %2</translation>
    </message>
</context>
<context>
    <name>mizbazi::ui::sabokbaz::SabokbazTable</name>
    <message>
        <source>Sabokbaz</source>
        <translation>سَبُکباز</translation>
    </message>
    <message>
        <source>4 or 6 players in teams of two. Take tricks worth points; fate and the specials can turn a hand around.</source>
        <translation>۴ یا ۶&#xa0;بازیکن در تیم‌های دونفره. دست‌های پرامتیاز ببرید؛ زمانه و کارت‌های ویژه می‌توانند ورق را برگردانند.</translation>
    </message>
    <message>
        <source>Sabokbaz was designed by Shahab Siavash in 1395 SH. He asks that the game not be published in any form, software included, without his permission.</source>
        <translation>سبکباز را شهاب سیاوش در سال ۱۳۹۵ طراحی کرده است. او خواسته است که این بازی بدون اجازهٔ او به هیچ شکلی، از جمله به صورت نرم‌افزار، منتشر نشود.</translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>دست قبلی</translation>
    </message>
    <message>
        <source>Show the last trick taken again (L)</source>
        <translation>دوباره نشان دادن آخرین دستی که برده شد (L)</translation>
    </message>
    <message numerus="yes">
        <source>A match of Sabokbaz for %Ln player(s) in teams of two.</source>
        <translation>
            <numerusform>یک بازی سبکباز برای %Ln&#xa0;بازیکن در تیم‌های دونفره.</numerusform>
        </translation>
    </message>
    <message>
        <source>No trick has been taken yet in this hand.</source>
        <translation>در این دور هنوز هیچ دستی برده نشده است.</translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <translation>%1 از %2</translation>
    </message>
    <message>
        <source>Last trick: %1. %2 took it, worth %3.</source>
        <translation>دست قبلی: %1. %2 آن را برد، به ارزش %3.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>، </translation>
    </message>
    <message>
        <source>Play a card: drag it to the middle, double-click it, or choose it with the arrows and press Enter.</source>
        <translation>یک کارت بازی کنید: آن را به وسط میز بکشید، رویش دوبار کلیک کنید، یا با کلیدهای جهت انتخابش کنید و Enter را بزنید.</translation>
    </message>
    <message>
        <source>Follow %1 if you can.</source>
        <translation>اگر می‌توانید %1 بازی کنید.</translation>
    </message>
    <message>
        <source>show the last trick again</source>
        <translation>نشان دادن دوبارهٔ دست قبلی</translation>
    </message>
    <message>
        <source>The match ends at plus or minus</source>
        <translation>پایان بازی در امتیاز مثبت یا منفی</translation>
    </message>
    <message>
        <source>your hand</source>
        <translation>دست شما</translation>
    </message>
    <message>
        <source>%1&apos;s hand</source>
        <translation>دست %1</translation>
    </message>
    <message>
        <source>the trick</source>
        <translation>دست روی میز</translation>
    </message>
    <message>
        <source>cards taken by team %1</source>
        <translation>کارت‌های بردهٔ تیم %1</translation>
    </message>
    <message>
        <source>the deck</source>
        <translation>دستهٔ کارت</translation>
    </message>
    <message>
        <source>the last trick</source>
        <translation>دست قبلی</translation>
    </message>
    <message>
        <source>%1, empty</source>
        <translation>%1، خالی</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 takes it so far, worth %2</source>
        <translation>تا اینجا %1 آن را می‌برد، به ارزش %2</translation>
    </message>
    <message>
        <source>; </source>
        <translation>؛ </translation>
    </message>
    <message numerus="yes">
        <source>%1, %Ln card(s); %2</source>
        <translation>
            <numerusform>%1، %Ln&#xa0;کارت؛ %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2; %3</source>
        <translation>%1: %2؛ %3</translation>
    </message>
    <message>
        <source>%1, team %2</source>
        <comment>a seat: who, and the team</comment>
        <translation>%1، تیم %2</translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation>%1 را بازی کنید</translation>
    </message>
</context>
</TS>
