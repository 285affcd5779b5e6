<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fa">
<context>
    <name>mizbazi::ui::nine::NineScene</name>
    <message>
        <source>%1 (you)</source>
        <translation>%1 (شما)</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>پایان بازی</translation>
    </message>
    <message numerus="yes">
        <source>%1, %Ln trick(s)</source>
        <comment>a player and the tricks they took</comment>
        <translation>
            <numerusform>%1، %Ln دست</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>mizbazi::ui::nine::NineTable</name>
    <message>
        <source>Nine</source>
        <translation>نُه</translation>
    </message>
    <message>
        <source>You do not hold the %1.</source>
        <translation>کارت %1 در دست شما نیست.</translation>
    </message>
    <message>
        <source>The %1 has already been played.</source>
        <translation>کارت %1 پیش‌تر بازی شده است.</translation>
    </message>
    <message>
        <source>Nine has no card %1.</source>
        <translation>«نُه» کارتی با شمارهٔ %1 ندارد.</translation>
    </message>
    <message>
        <source>the %1</source>
        <comment>a card of Nine by its number</comment>
        <translation>کارت %1</translation>
    </message>
    <message>
        <source>your hand</source>
        <translation>کارت‌های دست شما</translation>
    </message>
    <message>
        <source>%1&apos;s hand</source>
        <translation>کارت‌های دست %1</translation>
    </message>
    <message>
        <source>the stock</source>
        <translation>انبار</translation>
    </message>
    <message>
        <source>your card in the middle</source>
        <translation>کارت شما در وسط</translation>
    </message>
    <message>
        <source>%1&apos;s card in the middle</source>
        <translation>کارت %1 در وسط</translation>
    </message>
    <message>
        <source>the tricks you took</source>
        <translation>دست‌هایی که بردید</translation>
    </message>
    <message>
        <source>the tricks %1 took</source>
        <translation>دست‌هایی که %1 برد</translation>
    </message>
    <message>
        <source>%1 plays the %2.</source>
        <translation>%1 کارت %2 را بازی می‌کند.</translation>
    </message>
    <message>
        <source>%1 takes the trick.</source>
        <translation>%1 دست را می‌برد.</translation>
    </message>
    <message>
        <source>A game of Nine for %1 players.</source>
        <translation>بازی «نُه» برای %1&#xa0;بازیکن.</translation>
    </message>
    <message>
        <source>2 players. Nine cards, four each: the higher card takes the trick.</source>
        <translation>۲&#xa0;بازیکن. نُه کارت، به هر نفر چهار کارت: کارت بزرگ‌تر دست را می‌برد.</translation>
    </message>
    <message>
        <source>You hold a card higher than the %1: play one of those.</source>
        <translation>کارتی بزرگ‌تر از %1 دارید: یکی از آن‌ها را بازی کنید.</translation>
    </message>
    <message>
        <source>Game over: %1 wins.</source>
        <translation>پایان بازی: %1 برنده شد.</translation>
    </message>
    <message>
        <source>Game over: a draw, two tricks each.</source>
        <translation>پایان بازی: مساوی، هر نفر دو دست.</translation>
    </message>
    <message>
        <source>Play a card: drag it from your hand to the middle, or click it and then your place in the middle. The higher card takes the trick.</source>
        <translation>یک کارت بازی کنید: آن را از دستتان به وسط بکشید، یا روی آن و سپس روی جای خودتان در وسط کلیک کنید. کارت بزرگ‌تر دست را می‌برد.</translation>
    </message>
</context>
</TS>
