<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fa_IR" sourcelanguage="en">
<context>
    <name>SaboteurDuelBanners</name>
    <message>
        <source>Shuffled</source>
        <translation>بُر خورد</translation>
    </message>
    <message>
        <source>Round %1 is over</source>
        <translation>دور %1 تمام شد</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>پایان بازی</translation>
    </message>
    <message>
        <source>Gold claimed!</source>
        <translation>طلا به دست آمد!</translation>
    </message>
    <message>
        <source>Troll bribed: paid at the round&apos;s end</source>
        <translation>سبیل دیو چرب شد: پایان دور پرداخت می‌شود</translation>
    </message>
    <message>
        <source>%1 pays the troll they bribed: %2 goes to the troll</source>
        <translation>%1 به دیوی که سبیلش را چرب کرده بود پرداخت: %2 به دیو رسید</translation>
    </message>
    <message>
        <source>%1 owes the troll they bribed, but has no gold to pay</source>
        <translation>%1 به دیو بدهکار است، اما طلایی برای پرداخت ندارد</translation>
    </message>
    <message>
        <source>Drawn: %1. Playing alone, it breaks your %2 at once</source>
        <translation>کشیده شد: %1. در بازی تک‌نفره بی‌درنگ %2 شما را می‌شکند</translation>
    </message>
    <message>
        <source>Drawn: %1. Your %2 is broken already, so it is discarded</source>
        <translation>کشیده شد: %1. %2 شما از قبل شکسته است، پس این کارت می‌سوزد</translation>
    </message>
    <message>
        <source>Drawn: a rockfall. Playing alone it strikes at once, but nothing could fall</source>
        <translation>کشیده شد: ریزش آوار. در بازی تک‌نفره بی‌درنگ فرو می‌ریزد، اما کارتی نبود که بیفتد</translation>
    </message>
    <message>
        <source>Drawn: a rockfall. Playing alone it strikes at once: the last card laid, %1, falls</source>
        <translation>کشیده شد: ریزش آوار. در بازی تک‌نفره بی‌درنگ فرو می‌ریزد: آخرین کارت گذاشته‌شده، %1، می‌افتد</translation>
    </message>
</context>
<context>
    <name>SaboteurDuelMoves</name>
    <message>
        <source>Turned around</source>
        <translation>وارونه</translation>
    </message>
    <message>
        <source>As dealt</source>
        <translation>همان‌طور که هست</translation>
    </message>
    <message>
        <source>Lay the goal turned around</source>
        <translation>گذاشتن هدف به‌صورت وارونه</translation>
    </message>
    <message>
        <source>Lay the goal as it was drawn</source>
        <translation>گذاشتن هدف همان‌طور که رو شد</translation>
    </message>
</context>
<context>
    <name>SaboteurDuelNarrator</name>
    <message>
        <source>The map shows you what this goal holds: %1.</source>
        <translation>نقشه به شما نشان می‌دهد در این هدف چه هست: %1.</translation>
    </message>
    <message>
        <source>Your new hand: %1.</source>
        <translation>کارت‌های تازهٔ شما: %1.</translation>
    </message>
    <message>
        <source>You drew %1.</source>
        <translation>%1 را کشیدید.</translation>
    </message>
    <message>
        <source>someone</source>
        <translation>کسی</translation>
    </message>
    <message>
        <source>%1 laid %2, turned around.</source>
        <translation>%1 کارت %2 را وارونه گذاشت.</translation>
    </message>
    <message>
        <source>%1 laid %2.</source>
        <translation>%1 کارت %2 را گذاشت.</translation>
    </message>
    <message>
        <source>%1 broke %2&apos;s %3: no path cards for them until it is mended.</source>
        <translation>%1 %3ِ %2 را شکست: تا تعمیرش نکند، کارت مسیر نمی‌گذارد.</translation>
    </message>
    <message>
        <source>%1 mended their %2 with %3.</source>
        <translation>%1 %2ِ خودش را با %3 تعمیر کرد.</translation>
    </message>
    <message>
        <source>%1 put a key on the %2 door: it is open for them until the round ends.</source>
        <translation>%1 کلیدی روی درِ %2 گذاشت: این در تا پایان دور برایش باز است.</translation>
    </message>
    <message>
        <source>%1 used a key to put a marker on %2.</source>
        <translation>%1 با یک کلید، نشانگرش را روی %2 گذاشت.</translation>
    </message>
    <message>
        <source>%1 caused a rockfall: %2 fell out of the maze.</source>
        <translation>%1 آوار ریخت: %2 از هزارتو بیرون افتاد.</translation>
    </message>
    <message>
        <source>%1 looked at a face-down goal with the map.</source>
        <translation>%1 با نقشهٔ گنج به یک کارت هدف به‌پشت نگاه کرد.</translation>
    </message>
    <message>
        <source>%1 discarded %2 and %3 to mend their %4.</source>
        <translation>%1 کارت‌های %2 و %3 را سوزاند تا %4ِ خودش را تعمیر کند.</translation>
    </message>
    <message>
        <source>%1 passed, discarding %2 and %3.</source>
        <translation>%1 نوبتش را واگذار کرد و %2 و %3 را سوزاند.</translation>
    </message>
    <message>
        <source>%1 passed, discarding %2.</source>
        <translation>%1 نوبتش را واگذار کرد و %2 را سوزاند.</translation>
    </message>
    <message>
        <source>%1 bribed a troll with a marker: it lets both dwarfs through now, and costs them one nugget at the end of the round.</source>
        <translation>%1 با یک نشانگر سبیل دیو را چرب کرد: حالا دیو هر دو کوتوله را راه می‌دهد و در پایان دور یک قطعه طلا از او می‌گیرد.</translation>
    </message>
    <message>
        <source>%1 laid the goal turned around.</source>
        <translation>%1 کارت هدف را وارونه گذاشت.</translation>
    </message>
    <message>
        <source>%1 laid the goal as it was drawn.</source>
        <translation>%1 کارت هدف را همان‌طور که رو شد گذاشت.</translation>
    </message>
    <message>
        <source>A goal turned face up: it holds %1.</source>
        <translation>یک کارت هدف رو شد: در آن %1 هست.</translation>
    </message>
    <message>
        <source>Round %1 is over.</source>
        <translation>دور %1 تمام شد.</translation>
    </message>
    <message>
        <source>%1 takes the gold marked with their markers: %2.</source>
        <translation>%1 طلاهایی را که نشانگرش رویشان است برمی‌دارد: %2.</translation>
    </message>
    <message>
        <source>%1&apos;s turn.</source>
        <translation>نوبت %1.</translation>
    </message>
    <message>
        <source>%1 put a marker on %2: it is theirs at the end of the round.</source>
        <translation>%1 نشانگری روی %2 گذاشت: در پایان دور مال اوست.</translation>
    </message>
    <message>
        <source>Both ways up would join the tunnels: %1 chooses how the goal lies.</source>
        <translation>این هدف از هر دو طرف به تونل‌ها وصل می‌شود: %1 انتخاب می‌کند چگونه قرار بگیرد.</translation>
    </message>
    <message>
        <source>%1 paid a troll with %2: trolls give no change.</source>
        <translation>%1 با %2 به دیو پرداخت: دیوها پول خرد ندارند!</translation>
    </message>
    <message>
        <source>%1 paid a troll with %2.</source>
        <translation>%1 با %2 به دیو پرداخت.</translation>
    </message>
    <message>
        <source>%1 owed a troll a nugget but had no gold: nothing was paid.</source>
        <translation>%1 یک قطعه طلا به دیو بدهکار بود اما طلایی نداشت: چیزی پرداخت نشد.</translation>
    </message>
    <message>
        <source>%1 has no cards left and sits out until the round ends.</source>
        <translation>%1 دیگر کارتی ندارد و تا پایان دور تماشاچی است.</translation>
    </message>
    <message>
        <source>The deck struck: %1 lies in front of %2 at once, and another card is drawn.</source>
        <translation>ستون کشیدنی ضربه زد: %1 بی‌درنگ جلوی %2 قرار گرفت و کارت دیگری کشیده می‌شود.</translation>
    </message>
    <message>
        <source>Another %1 came from the deck; that tool is broken already, so it is discarded.</source>
        <translation>یک %1 دیگر از ستون کشیدنی آمد؛ آن ابزار از قبل شکسته است، پس این کارت سوخت.</translation>
    </message>
    <message>
        <source>A rockfall came from the deck, but no tunnel of yours could fall.</source>
        <translation>یک ریزش آوار از ستون کشیدنی آمد، اما هیچ تونلی نبود که فرو بریزد.</translation>
    </message>
    <message>
        <source>A rockfall came from the deck: the last card laid, %1, fell out of the maze.</source>
        <translation>یک ریزش آوار از ستون کشیدنی آمد: آخرین کارتی که گذاشته شده بود، %1، از هزارتو بیرون افتاد.</translation>
    </message>
    <message>
        <source>Round %1 begins.</source>
        <translation>دور %1 آغاز شد.</translation>
    </message>
    <message>
        <source>Round %1 begins. The gold is even, so the blue dwarf, %2, starts.</source>
        <translation>دور %1 آغاز شد. طلای دو بازیکن برابر است، پس کوتولهٔ آبی، %2، شروع می‌کند.</translation>
    </message>
    <message>
        <source>Round %1 begins. %2 has less gold and starts.</source>
        <translation>دور %1 آغاز شد. طلای %2 کمتر است و او شروع می‌کند.</translation>
    </message>
    <message>
        <source>The game is over: %1 and %2 have the same gold and share the win.</source>
        <translation>بازی تمام شد: طلای %1 و %2 برابر است و هر دو برنده‌اند.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>بازی تمام شد.</translation>
    </message>
    <message>
        <source>The map shows you that this goal is empty.</source>
        <translation>نقشه به شما نشان می‌دهد که این هدف خالی است.</translation>
    </message>
    <message>
        <source>A goal turned face up: it is empty.</source>
        <translation>یک کارت هدف رو شد: خالی است.</translation>
    </message>
    <message numerus="yes">
        <source>The game is over: %1 collected %Ln nugget(s) in three rounds.</source>
        <translation>
            <numerusform>بازی تمام شد: %1 در سه دور %Ln&#xa0;قطعه طلا جمع کرد.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game is over: %1 wins with %Ln nugget(s); %2 has %3.</source>
        <translation>
            <numerusform>بازی تمام شد: %1 با %Ln&#xa0;قطعه طلا برنده شد؛ طلای %2 به %3&#xa0;قطعه رسید.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SaboteurDuelOdds</name>
    <message numerus="yes">
        <source>%Ln goal(s) in the maze you have not seen.</source>
        <translation>
            <numerusform>%Ln&#xa0;هدف در هزارتو هست که ندیده‌اید.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Each is one of the %Ln goal(s) still unknown to you, with gold in %1 of them (%2) and %3 nuggets on average;</source>
        <translation>
            <numerusform>هر کدام یکی از %Ln&#xa0;هدفی است که هنوز برایتان ناشناخته است؛ در %1&#xa0;تا از آن‌ها طلا هست (%2) و میانگین طلایشان %3&#xa0;قطعه است؛</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of them lie behind a blue door, %2 behind a green one.</source>
        <translation>%1&#xa0;تا از آن‌ها پشت درِ آبی‌اند و %2&#xa0;تا پشت درِ سبز.</translation>
    </message>
</context>
<context>
    <name>SaboteurDuelTexts</name>
    <message>
        <source>pickaxe</source>
        <translation>کلنگ</translation>
    </message>
    <message>
        <source>lamp</source>
        <translation>چراغ</translation>
    </message>
    <message>
        <source>cart</source>
        <translation>واگن</translation>
    </message>
    <message>
        <source>green</source>
        <translation>سبز</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>آبی</translation>
    </message>
    <message>
        <source>the green dwarf</source>
        <translation>کوتولهٔ سبز</translation>
    </message>
    <message>
        <source>the blue dwarf</source>
        <translation>کوتولهٔ آبی</translation>
    </message>
    <message>
        <source>no gold</source>
        <translation>هیچ طلایی</translation>
    </message>
    <message>
        <source>one nugget</source>
        <translation>یک قطعه طلا</translation>
    </message>
    <message>
        <source>two nuggets</source>
        <translation>دو قطعه طلا</translation>
    </message>
    <message>
        <source>three nuggets</source>
        <translation>سه قطعه طلا</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>هیچ چیز</translation>
    </message>
    <message>
        <source>one nugget behind a blue door</source>
        <translation>یک قطعه طلا پشت درِ آبی</translation>
    </message>
    <message>
        <source>two nuggets behind a blue door</source>
        <translation>دو قطعه طلا پشت درِ آبی</translation>
    </message>
    <message>
        <source>three nuggets behind a blue door</source>
        <translation>سه قطعه طلا پشت درِ آبی</translation>
    </message>
    <message>
        <source>one nugget behind a green door</source>
        <translation>یک قطعه طلا پشت درِ سبز</translation>
    </message>
    <message>
        <source>two nuggets behind a green door</source>
        <translation>دو قطعه طلا پشت درِ سبز</translation>
    </message>
    <message>
        <source>three nuggets behind a green door</source>
        <translation>سه قطعه طلا پشت درِ سبز</translation>
    </message>
    <message>
        <source>Empty goal</source>
        <translation>هدف خالی</translation>
    </message>
    <message>
        <source>Goal: %1</source>
        <translation>هدف: %1</translation>
    </message>
    <message>
        <source>Blue start</source>
        <translation>آغاز آبی</translation>
    </message>
    <message>
        <source>Green start</source>
        <translation>آغاز سبز</translation>
    </message>
    <message>
        <source>Blue ladder</source>
        <translation>نردبان آبی</translation>
    </message>
    <message>
        <source>Green ladder</source>
        <translation>نردبان سبز</translation>
    </message>
    <message>
        <source>Bridge</source>
        <translation>پل</translation>
    </message>
    <message>
        <source>Two bends</source>
        <translation>دو پیچ</translation>
    </message>
    <message>
        <source>Blue door</source>
        <translation>درِ آبی</translation>
    </message>
    <message>
        <source>Green door</source>
        <translation>درِ سبز</translation>
    </message>
    <message>
        <source>One gold nugget</source>
        <translation>یک قطعه طلا</translation>
    </message>
    <message>
        <source>Two gold nuggets</source>
        <translation>دو قطعه طلا</translation>
    </message>
    <message>
        <source>Three gold nuggets</source>
        <translation>سه قطعه طلا</translation>
    </message>
    <message>
        <source>Troll</source>
        <translation>دیو</translation>
    </message>
    <message>
        <source>Crossroads</source>
        <translation>چهارراه</translation>
    </message>
    <message>
        <source>Fork</source>
        <translation>سه‌راهی</translation>
    </message>
    <message>
        <source>Straight tunnel</source>
        <translation>تونل افقی</translation>
    </message>
    <message>
        <source>Upright tunnel</source>
        <translation>تونل عمودی</translation>
    </message>
    <message>
        <source>Bend</source>
        <translation>پیچ</translation>
    </message>
    <message>
        <source>Four dead ends</source>
        <translation>چهار بن‌بست</translation>
    </message>
    <message>
        <source>Two dead ends</source>
        <translation>دو بن‌بست</translation>
    </message>
    <message>
        <source>Broken pickaxe</source>
        <translation>کلنگ شکسته</translation>
    </message>
    <message>
        <source>Broken lamp</source>
        <translation>چراغ شکسته</translation>
    </message>
    <message>
        <source>Broken cart</source>
        <translation>واگن شکسته</translation>
    </message>
    <message>
        <source>Pickaxe repair</source>
        <translation>تعمیر کلنگ</translation>
    </message>
    <message>
        <source>Lamp repair</source>
        <translation>تعمیر چراغ</translation>
    </message>
    <message>
        <source>Cart repair</source>
        <translation>تعمیر واگن</translation>
    </message>
    <message>
        <source>Pickaxe or lamp repair</source>
        <translation>تعمیر کلنگ یا چراغ</translation>
    </message>
    <message>
        <source>Lamp or cart repair</source>
        <translation>تعمیر چراغ یا واگن</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>کلید</translation>
    </message>
    <message>
        <source>Rockfall</source>
        <translation>ریزش آوار</translation>
    </message>
    <message>
        <source>Treasure map</source>
        <translation>نقشهٔ گنج</translation>
    </message>
    <message>
        <source>Green dwarf</source>
        <translation>کوتولهٔ سبز</translation>
    </message>
    <message>
        <source>Blue dwarf</source>
        <translation>کوتولهٔ آبی</translation>
    </message>
    <message>
        <source>Sabotage</source>
        <translation>خرابکاری</translation>
    </message>
    <message>
        <source>Repair</source>
        <translation>تعمیر</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>نقشه</translation>
    </message>
    <message>
        <source>Lay it on an empty place next to a face-up card of the maze, with every side matching its neighbours and a tunnel joining yours; you may turn it around first.</source>
        <translation>آن را در خانه‌ای خالی کنار یکی از کارت‌های روی هزارتو بگذارید، طوری که همهٔ لبه‌ها با کارت‌های کناری جور باشند و یکی از تونل‌هایش به تونل‌های شما برسد؛ می‌توانید پیش از گذاشتن، آن را وارونه کنید.</translation>
    </message>
    <message>
        <source>The start of %1&apos;s tunnels. It cannot be removed.</source>
        <translation>آغاز تونل‌های %1. نمی‌شود آن را برداشت.</translation>
    </message>
    <message>
        <source>A ladder down from %1&apos;s start: its tunnels count as joined to that start, so it may go on any empty place next to the maze, but never beside a goal or a gold card.</source>
        <translation>نردبانی از کارت آغاز %1: تونل‌هایش به همان کارت آغاز وصل به حساب می‌آیند، پس می‌شود آن را در هر خانهٔ خالی کنار هزارتو گذاشت، جز کنار کارت هدف یا کارت طلا.</translation>
    </message>
    <message>
        <source>A %1 door: it lets only %2 through, and %3 only with a key on it.</source>
        <translation>درِ %1: فقط %2 از آن می‌گذرد، و %3 تنها وقتی که کلیدش را رویش گذاشته باشد.</translation>
    </message>
    <message>
        <source>Gold: a dwarf whose tunnels reach it puts a marker on it and takes it at the end of the round. A rockfall cannot remove it.</source>
        <translation>طلا: کوتوله‌ای که تونلش به آن برسد، نشانگرش را رویش می‌گذارد و در پایان دور آن را برمی‌دارد. هیچ آواری آن را از هزارتو بیرون نمی‌اندازد.</translation>
    </message>
    <message>
        <source>A troll closes its tunnel to both dwarfs until one of them bribes it with a marker; then it lets both through. Each bribe costs one nugget at the end of the round. A rockfall cannot remove it.</source>
        <translation>دیو تونلش را به روی هر دو کوتوله می‌بندد تا یکی با نشانگرش سبیل او را چرب کند؛ از آن پس هر دو را راه می‌دهد. هر سبیل‌چرب‌کردنی در پایان دور به اندازهٔ قطعه‌ای طلا خرج دارد. هیچ آواری آن را از هزارتو بیرون نمی‌اندازد.</translation>
    </message>
    <message>
        <source>Dead ends: its tunnels stop in fallen rock. It may go where one of its ends meets your tunnel.</source>
        <translation>بن‌بست: تونل‌هایش به آوار ختم می‌شوند. جایی گذاشته می‌شود که یکی از سرهایش به تونل شما برسد.</translation>
    </message>
    <message>
        <source>Two tunnels that do not meet: only the one joined to yours is yours.</source>
        <translation>دو تونل که به هم نمی‌رسند: فقط همانی که به تونل شما وصل است مال شماست.</translation>
    </message>
    <message>
        <source>Lay it in front of your opponent: their %1 is broken, and while anything of theirs is broken they cannot lay path cards. One of each tool at most.</source>
        <translation>آن را جلوی حریف بگذارید: %1ِ او می‌شکند، و تا چیزی از او شکسته باشد نمی‌تواند کارت مسیر بگذارد. از هر ابزار حداکثر یکی.</translation>
    </message>
    <message>
        <source>Mends your broken %1: both cards go to the discard pile.</source>
        <translation>%1ِ شکستهٔ شما را تعمیر می‌کند: هر دو کارت به ستون سوخته‌ها می‌روند.</translation>
    </message>
    <message>
        <source>Mends your broken %1 or your broken %2, only one of them: both cards go to the discard pile.</source>
        <translation>%1ِ شکسته یا %2ِ شکستهٔ شما را تعمیر می‌کند، فقط یکی از آن دو را: هر دو کارت به ستون سوخته‌ها می‌روند.</translation>
    </message>
    <message>
        <source>Put a key on a door of the other colour: it opens for you until the round ends. Or put one of your markers on any gold nobody has claimed, joined to you or not.</source>
        <translation>کلیدی روی درِ رنگ مقابل بگذارید: تا پایان دور برایتان باز است. یا یکی از نشانگرهایتان را روی هر طلای بی‌صاحبی بگذارید، چه به تونلتان وصل باشد چه نه.</translation>
    </message>
    <message>
        <source>Take a path card out of the maze. Starts, goals, gold and trolls stay.</source>
        <translation>یک کارت مسیر را از هزارتو بیرون بیاورید. کارت‌های آغاز، هدف، طلا و دیوها سر جایشان می‌مانند.</translation>
    </message>
    <message>
        <source>Look at a face-down goal; nobody else sees it. It goes back face down.</source>
        <translation>به یک کارت هدف به‌پشت نگاه کنید؛ هیچ‌کس دیگر آن را نمی‌بیند. بعد به‌پشت سر جایش برمی‌گردد.</translation>
    </message>
    <message>
        <source>A respectable haul for a lone dwarf.</source>
        <translation>برای یک کوتولهٔ تنها، غنیمتی آبرومند است.</translation>
    </message>
    <message>
        <source>This dwarf can smell gold through solid rock.</source>
        <translation>این کوتوله بوی طلا را از پشت سنگ سخت هم می‌شنود.</translation>
    </message>
    <message>
        <source>Master of every tunnel and every gold mine under the mountains!</source>
        <translation>سرور همهٔ تونل‌ها و معدن‌های طلای زیر کوه‌ها!</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>بازی تمام شد.</translation>
    </message>
    <message>
        <source>That is not a move of this game.</source>
        <translation>این حرکتی از این بازی نیست.</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <translation>این حرکت الان مجاز نیست.</translation>
    </message>
    <message>
        <source>First choose which way up the goal lies: click one of the two pictures.</source>
        <translation>اول انتخاب کنید کارت هدف چگونه قرار بگیرد: روی یکی از دو تصویر کلیک کنید.</translation>
    </message>
    <message>
        <source>No goal is waiting to be turned up.</source>
        <translation>هیچ کارت هدفی منتظر قرار گرفتن نیست.</translation>
    </message>
    <message>
        <source>You do not hold «%1» (or not two of it).</source>
        <translation>«%1» در دست شما نیست (یا دو تا از آن ندارید).</translation>
    </message>
    <message>
        <source>Something of yours is broken: mend it before you lay path cards.</source>
        <translation>یکی از ابزارهایتان شکسته است: پیش از گذاشتن کارت مسیر، آن را تعمیر کنید.</translation>
    </message>
    <message>
        <source>That place in the maze is taken.</source>
        <translation>این خانهٔ هزارتو پر است.</translation>
    </message>
    <message>
        <source>A path card goes next to a face-up card of the maze.</source>
        <translation>کارت مسیر باید کنار یکی از کارت‌های روی هزارتو قرار بگیرد.</translation>
    </message>
    <message>
        <source>The sides do not match: a tunnel would run into rock next door.</source>
        <translation>لبه‌ها جور نیستند: یک تونل به سنگ کارت کناری می‌خورد.</translation>
    </message>
    <message>
        <source>None of this card&apos;s tunnels would join your tunnels there.</source>
        <translation>هیچ‌یک از تونل‌های این کارت آنجا به تونل‌های شما وصل نمی‌شود.</translation>
    </message>
    <message>
        <source>A ladder may not lie beside a goal.</source>
        <translation>نردبان را نمی‌شود کنار کارت هدف گذاشت.</translation>
    </message>
    <message>
        <source>A ladder may not lie beside a gold card.</source>
        <translation>نردبان را نمی‌شود کنار کارت طلا گذاشت.</translation>
    </message>
    <message>
        <source>There is nobody to sabotage in the solo game.</source>
        <translation>در بازی تک‌نفره کسی نیست که کارش را خراب کنید.</translation>
    </message>
    <message>
        <source>Your opponent&apos;s %1 is broken already.</source>
        <translation>%1ِ حریف از قبل شکسته است.</translation>
    </message>
    <message>
        <source>This card does not mend the %1.</source>
        <translation>این کارت %1 را تعمیر نمی‌کند.</translation>
    </message>
    <message>
        <source>Your %1 is not broken.</source>
        <translation>%1ِ شما شکسته نیست.</translation>
    </message>
    <message>
        <source>There is no card there.</source>
        <translation>آنجا کارتی نیست.</translation>
    </message>
    <message>
        <source>There is no face-up door there.</source>
        <translation>آنجا دری دیده نمی‌شود.</translation>
    </message>
    <message>
        <source>A door of your own colour is open for you already.</source>
        <translation>درِ همرنگ خودتان از قبل برایتان باز است.</translation>
    </message>
    <message>
        <source>That door has a key on it already.</source>
        <translation>روی این در از قبل کلید هست.</translation>
    </message>
    <message>
        <source>Both keys are in use.</source>
        <translation>هر دو کلید در حال استفاده‌اند.</translation>
    </message>
    <message>
        <source>There is no face-up gold there.</source>
        <translation>آنجا طلایی دیده نمی‌شود.</translation>
    </message>
    <message>
        <source>That gold has a marker on it already.</source>
        <translation>روی این طلا از قبل نشانگر هست.</translation>
    </message>
    <message>
        <source>You have no markers left.</source>
        <translation>نشانگری برایتان نمانده است.</translation>
    </message>
    <message>
        <source>A start card cannot be removed.</source>
        <translation>کارت آغاز را نمی‌شود برداشت.</translation>
    </message>
    <message>
        <source>A goal cannot be removed.</source>
        <translation>کارت هدف را نمی‌شود برداشت.</translation>
    </message>
    <message>
        <source>A gold card cannot be removed.</source>
        <translation>کارت طلا را نمی‌شود برداشت.</translation>
    </message>
    <message>
        <source>A troll cannot be removed.</source>
        <translation>کارت دیو را نمی‌شود برداشت.</translation>
    </message>
    <message>
        <source>The map looks at goals only.</source>
        <translation>نقشه فقط کارت‌های هدف را نشان می‌دهد.</translation>
    </message>
    <message>
        <source>That goal is face up already.</source>
        <translation>این کارت هدف از قبل رو شده است.</translation>
    </message>
    <message>
        <source>There is no troll there.</source>
        <translation>آنجا دیوی نیست.</translation>
    </message>
    <message>
        <source>That troll is bribed already.</source>
        <translation>سبیل این دیو از قبل چرب شده است.</translation>
    </message>
    <message>
        <source>That troll does not touch your tunnels.</source>
        <translation>این دیو به تونل‌های شما نمی‌رسد.</translation>
    </message>
    <message>
        <source>A goal. It turns face up when a tunnel reaches it; this one is empty.</source>
        <translation>کارت هدف. وقتی تونلی به آن برسد رو می‌شود؛ این یکی خالی است.</translation>
    </message>
    <message>
        <source>A goal. It turns face up when a tunnel reaches it, and its gold is claimed like any gold in the maze.</source>
        <translation>کارت هدف. وقتی تونلی به آن برسد رو می‌شود، و طلایش مثل هر طلای دیگری در هزارتو با نشانگر گرفته می‌شود.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln nugget(s)</source>
        <translation>
            <numerusform>%Ln&#xa0;قطعه طلا</numerusform>
        </translation>
    </message>
    <message>
        <source>A sabotage goes in front of your opponent, not you.</source>
        <translation>کارت خرابکاری جلوی حریف می‌رود، نه جلوی خودتان.</translation>
    </message>
    <message>
        <source>«%1» goes on your opponent&apos;s %2.</source>
        <translation>«%1» روی %2ِ حریف می‌رود.</translation>
    </message>
    <message>
        <source>A repair mends your own tools.</source>
        <translation>کارت تعمیر، ابزارهای خودتان را درست می‌کند.</translation>
    </message>
    <message>
        <source>That card goes on a tool, not into the maze.</source>
        <translation>این کارت روی یک ابزار می‌رود، نه در هزارتو.</translation>
    </message>
    <message>
        <source>Path cards go into the maze.</source>
        <translation>کارت‌های مسیر در هزارتو قرار می‌گیرند.</translation>
    </message>
    <message>
        <source>Two cards mend your own broken tool: drop them on it.</source>
        <translation>با دو کارت، ابزار شکستهٔ خودتان را تعمیر می‌کنید: آن‌ها را روی همان ابزار رها کنید.</translation>
    </message>
    <message>
        <source>Not a winner this time: the mountain kept its gold. Dig again!</source>
        <translation>این بار برنده نشدید: کوه طلایش را نگه داشت. دوباره بکَنید!</translation>
    </message>
</context>
<context>
    <name>mizbazi::ui::saboteur_duel::SaboteurDuelScene</name>
    <message>
        <source>Discard</source>
        <translation>سوخته‌ها</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <translation>%1 (شما)</translation>
    </message>
    <message>
        <source>gold: %1</source>
        <translation>طلا: %1</translation>
    </message>
    <message>
        <source>sabotaged</source>
        <translation>ابزارش خراب است</translation>
    </message>
    <message>
        <source>Round %1 is over: the maze as it was left</source>
        <translation>دور %1 تمام شد: هزارتو همان‌طور که ماند</translation>
    </message>
    <message>
        <source>You looked at this goal with a map: %1.</source>
        <translation>با نقشه به این هدف نگاه کرده‌اید: %1.</translation>
    </message>
    <message>
        <source>Deck</source>
        <comment>the rulebook&apos;s draw column, not Zirkhaki&apos;s deck</comment>
        <translation>ستون کشیدنی</translation>
    </message>
</context>
<context>
    <name>mizbazi::ui::saboteur_duel::SaboteurDuelTable</name>
    <message>
        <source>Saboteur: the Duel</source>
        <translation>خرابکار! نبرد دو نفره</translation>
    </message>
    <message>
        <source>2 players, or 1 alone. Dig a maze of tunnels toward hidden gold, open doors with keys, bribe trolls and break your rival&apos;s tools.</source>
        <translation>دو نفره، یا تک‌نفره. هزارتویی از تونل‌ها به سوی طلای پنهان بکَنید، درها را باز کنید، سبیل دیوها را چرب کنید و ابزار حریفتان را خراب کنید.</translation>
    </message>
    <message>
        <source>Show each player&apos;s reach</source>
        <translation>نشان دادن دسترسی هر بازیکن</translation>
    </message>
    <message>
        <source>A soft glow in each player&apos;s colour under the cards their tunnels reach.</source>
        <translation>درخششی ملایم به رنگ هر بازیکن زیر کارت‌هایی که تونل‌هایش به آن‌ها می‌رسد.</translation>
    </message>
    <message>
        <source>A game of Saboteur: the Duel, played alone over three rounds.</source>
        <translation>یک بازی خرابکار! نبرد دو نفره، به‌تنهایی و در سه دور.</translation>
    </message>
    <message>
        <source>A game of Saboteur: the Duel for two players, over three rounds.</source>
        <translation>یک بازی خرابکار! نبرد دو نفره برای دو بازیکن، در سه دور.</translation>
    </message>
    <message>
        <source>Round %1 of 3</source>
        <translation>دور %1 از ۳</translation>
    </message>
    <message>
        <source>, tools whole.</source>
        <translation>، ابزارها سالم.</translation>
    </message>
    <message>
        <source>, broken: %1.</source>
        <translation>، خراب: %1.</translation>
    </message>
    <message>
        <source>A goal turns up and both ways would connect: click the picture of the way it should lie, beside the maze.</source>
        <translation>هدفی رو شد و هر دو جهتش وصل می‌شود: کنار هزارتو روی تصویر جهتی که می‌خواهید کلیک کنید.</translation>
    </message>
    <message>
        <source>Your tools are broken: you cannot lay path cards. Mend them with a repair, or drop two cards together on the broken tool; or drop a card on the discard pile to pass.</source>
        <translation>ابزارتان خراب است و نمی‌توانید کارت مسیر بگذارید. با یک کارت تعمیر درستش کنید، یا دو کارت را با هم روی ابزار خراب بیندازید؛ یا برای واگذاری نوبت کارتی را روی سوخته‌ها بیندازید.</translation>
    </message>
    <message>
        <source>turn the path card being placed around</source>
        <translation>وارونه کردن کارت مسیری که در حال گذاشتنش هستید</translation>
    </message>
    <message>
        <source>Three rounds are dug: the game is over.</source>
        <translation>سه دور کنده شد: بازی تمام شد.</translation>
    </message>
    <message>
        <source>Gold cards</source>
        <translation>کارت‌های طلا</translation>
    </message>
    <message>
        <source>Markers left</source>
        <translation>نشانگرهای مانده</translation>
    </message>
    <message>
        <source>Score: the nuggets on the gold cards you collected in the three rounds.</source>
        <translation>امتیاز: قطعه‌های طلای کارت‌هایی که در سه دور جمع کرده‌اید.</translation>
    </message>
    <message>
        <source>Score: the nuggets on the gold cards each player collected in the three rounds; trolls bribed are paid out of them at each round&apos;s end.</source>
        <translation>امتیاز: قطعه‌های طلای کارت‌هایی که هر بازیکن در سه دور جمع کرده است؛ بهای چرب کردن سبیل دیوها در پایان هر دور از همین طلا پرداخت می‌شود.</translation>
    </message>
    <message>
        <source>Drag a path card into the maze (R, the wheel or a right-click turns it around), play an action card on its target, or drop one or two cards on the discard pile to pass.</source>
        <translation>یک کارت مسیر را به هزارتو بکشید (R، چرخ ماوس یا کلیک راست آن را وارونه می‌کند)، کارت عملیات را روی هدفش بازی کنید، یا برای واگذاری نوبت یک یا دو کارت را روی سوخته‌ها بیندازید.</translation>
    </message>
    <message>
        <source>A troll your tunnels reach may be bribed: click it.</source>
        <translation>می‌توانید سبیل دیوی را که تونل‌هایتان به آن رسیده چرب کنید: رویش کلیک کنید.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln marker(s) left</source>
        <translation>
            <numerusform>%Ln&#xa0;نشانگر مانده</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln door(s) opened</source>
        <translation>
            <numerusform>%Ln&#xa0;درِ گشوده</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln card(s) left in the deck.</source>
        <translation>
            <numerusform>%Ln&#xa0;کارت در ستون کشیدنی مانده است.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln card(s) set aside this round.</source>
        <translation>
            <numerusform>%Ln&#xa0;کارت در این دور کنار گذاشته شده است.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard pile (%Ln card(s)): %1</source>
        <translation>
            <numerusform>سوخته‌ها (%Ln&#xa0;کارت): %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Solo game</source>
        <translation>بازی تک‌نفره</translation>
    </message>
    <message>
        <source>Your dwarf&apos;s colour</source>
        <translation>رنگ کوتولهٔ شما</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a seat&apos;s name: its gold, markers, doors and tools</comment>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln nugget(s)</source>
        <translation>
            <numerusform>%Ln&#xa0;قطعه طلا</numerusform>
        </translation>
    </message>
    <message>
        <source>up</source>
        <translation>بالا</translation>
    </message>
    <message>
        <source>right</source>
        <translation>راست</translation>
    </message>
    <message>
        <source>down</source>
        <translation>پایین</translation>
    </message>
    <message>
        <source>left</source>
        <translation>چپ</translation>
    </message>
    <message>
        <source> to </source>
        <comment>a tunnel from one side to another</comment>
        <translation> به </translation>
    </message>
    <message>
        <source>dead end %1</source>
        <translation>بن‌بست %1</translation>
    </message>
    <message>
        <source>; </source>
        <translation>؛ </translation>
    </message>
    <message>
        <source>the deck</source>
        <comment>Saboteur: the rulebook&apos;s draw pile</comment>
        <translation>ستون کشیدنی</translation>
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
        <source>maze, row %1, column %2</source>
        <translation>هزارتو، ردیف %1، ستون %2</translation>
    </message>
    <message>
        <source>the discard pile</source>
        <translation>کارت‌های سوخته</translation>
    </message>
    <message>
        <source>your %1</source>
        <comment>your tool</comment>
        <translation>%1ِ شما</translation>
    </message>
    <message>
        <source>%1&apos;s %2</source>
        <comment>owner, tool</comment>
        <translation>%2ِ %1</translation>
    </message>
    <message>
        <source>your gold</source>
        <translation>طلای شما</translation>
    </message>
    <message>
        <source>%1&apos;s gold</source>
        <translation>طلای %1</translation>
    </message>
    <message>
        <source>the goals out of play</source>
        <translation>هدف‌های بیرون از بازی</translation>
    </message>
    <message>
        <source>the box</source>
        <translation>جعبه</translation>
    </message>
    <message>
        <source>the cards set aside</source>
        <translation>کارت‌های کنار گذاشته</translation>
    </message>
    <message>
        <source>%1, the place for a marker</source>
        <translation>%1، جای نشانه</translation>
    </message>
    <message>
        <source>your markers</source>
        <translation>نشانه‌های شما</translation>
    </message>
    <message>
        <source>%1&apos;s markers</source>
        <translation>نشانه‌های %1</translation>
    </message>
    <message>
        <source>the keys in the supply</source>
        <translation>کلیدهای ذخیره</translation>
    </message>
    <message>
        <source>your dwarf</source>
        <translation>کوتولهٔ شما</translation>
    </message>
    <message>
        <source>%1&apos;s dwarf</source>
        <translation>کوتولهٔ %1</translation>
    </message>
    <message>
        <source>a face-down goal</source>
        <translation>یک هدف به‌پشت</translation>
    </message>
    <message>
        <source>turned around</source>
        <translation>وارونه</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>خالی</translation>
    </message>
    <message>
        <source>%1&apos;s marker on it</source>
        <translation>نشانهٔ %1 روی آن</translation>
    </message>
    <message>
        <source>%1&apos;s key on it</source>
        <translation>کلید %1 روی آن</translation>
    </message>
    <message>
        <source>you</source>
        <translation>شما</translation>
    </message>
    <message>
        <source>reachable by %1</source>
        <translation>در دسترس %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a pile of tokens: its name, how many</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 marker</source>
        <translation>نشانهٔ %1</translation>
    </message>
    <message>
        <source>a key</source>
        <translation>یک کلید</translation>
    </message>
    <message>
        <source>%1 key</source>
        <translation>کلید %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a maze card: its name, its tunnels</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <comment>a seat: who; gold, markers, doors and tools</comment>
        <translation>%1؛ %2</translation>
    </message>
    <message numerus="yes">
        <source>the maze, %Ln card(s)</source>
        <translation>
            <numerusform>هزارتو، %Ln&#xa0;کارت</numerusform>
        </translation>
    </message>
    <message>
        <source>Lay %1 at %2</source>
        <translation>%1 را در %2 بگذارید</translation>
    </message>
</context>
</TS>
