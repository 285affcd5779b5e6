#!/usr/bin/env python3
"""Writes resources/lessons/zirkhaki/*.json: the Zirkhaki lessons (our own words, fa and en).
Run from the repository's root; check each with `mizbazi-cli run FILE`."""
import json, os, re

OUT = "resources/lessons/zirkhaki"
PLAYERS = [{"name": "سارا", "kind": "human"}, {"name": "علی", "kind": "human"}]


# A count and its noun stay on one line in Persian: "۳ کارت" with a no-break space (the nouns and
# endings of tests/ui/register_test.cpp's looseCount).
COUNT = re.compile("([۰-۹]) (?=(?:(?:سکه|کارت|امتیاز|ردپا|قطعه|نشانگر|بازیکن|حرکت|دور|هدف|دست|نفر|"
                   "بار|تیم|درِ|کلید|انگشتر|نوع|شرط‌بندی|ماجراجویی|خانه|ستون)"
                   "(?:\u200c?(?:ها|های|هایش|هایشان|هایتان)|ی|ش|شان|تان|\u0654)?|"
                   "تا(?:یش|یشان)?(?![ \u00a0]+[۰-۹%]))"
                   "(?![\\w\u200c\u064B-\u065F\u0654\u0670]))")


def t(fa, en):
    return {"fa": COUNT.sub("\\1\u00a0", fa), "en": en}


def say(fa, en, point=None):
    s = {"say": t(fa, en)}
    if point:
        s["point"] = point
    return s


def expect(fa, en, moves, hfa, hen, point=None):
    s = say(fa, en, point)
    s["expect"] = moves
    s["hint"] = t(hfa, hen)
    return s


def play(fa, en, move, point=None):
    s = say(fa, en, point)
    s["play"] = move
    return s


def card(c):
    return {"card": c}


def zone(z, seat=None):
    p = {"zone": z}
    if seat is not None:
        p["seat"] = seat
    return p


DRAW_HINT = ("برای کشیدن، روی دستهٔ کارت‌ها کلیک کنید یا کلید D را بزنید.",
             "To draw, click the deck or press D.")
BANK_HINT = ("برای جمع کردن، دکمهٔ «جمع کردن» را بزنید یا کلید B را.",
             "To bank, press the Bank button or the B key.")


def draw_step(fa, en, point=None, hint=DRAW_HINT):
    return expect(fa, en, "draw", hint[0], hint[1], point)


def bank_step(fa, en, point=None):
    return expect(fa, en, "bank", BANK_HINT[0], BANK_HINT[1], point)


def lesson(name, title, steps, setup, options=None, seed=11, players=PLAYERS):
    doc = {
        "format": "mizbazi/1",
        "game": "zirkhaki",
        "options": options or {"players": 2},
        "players": players,
        "seed": seed,
        "setup": setup,
        "actions": [],
        "lesson": {"title": title, "steps": steps},
    }
    with open(os.path.join(OUT, name + ".json"), "w", encoding="utf-8") as f:
        json.dump(doc, f, ensure_ascii=False, indent=2)
        f.write("\n")


os.makedirs(OUT, exist_ok=True)

lesson("01-draw-and-bust", t("کشیدن و سوختن", "Drawing and busting"), [
    say("در زیرخاکی دنبال گنج می‌گردید: در نوبت خود کارت‌ها را یکی‌یکی از دستهٔ کارت‌ها برمی‌دارید و به‌رو در «منطقهٔ گنج» وسط میز می‌گذارید. هر چه بیشتر بکشید، بیشتر می‌توانید نگه دارید؛ اما اگر دو کارت از یک نوع در منطقهٔ گنج بیاید، همه‌اش از دست می‌رود.",
        "In Zirkhaki you dig for treasure: on your turn you take cards one by one from the deck and lay them face up in the treasure zone in the middle. The more you draw, the more you may keep; but if two cards of one suit meet in the treasure zone, all of it is lost.",
        [zone("deck")]),
    draw_step("نوبت ساراست. هر نوبت با کشیدن یک کارت شروع می‌شود: روی دستهٔ کارت‌ها کلیک کنید (یا کارت رویی را به وسط بکشید).",
              "It is Sara's turn. Every turn starts with a draw: click the deck (or drag its top card to the middle).",
              [zone("deck")],
              ("اول نوبت فقط یک حرکت هست: کشیدن کارت از دسته.", "At the start of a turn there is only one move: drawing from the deck.")),
    draw_step("یک سکهٔ ۵ آمد. سکه قابلیت ویژه‌ای ندارد و فقط به اندازهٔ عددش می‌ارزد. یک کارت دیگر بکشید.",
              "A coin 5. Coins have no special ability; they are worth their number. Draw another card.",
              [card("coin-5")]),
    draw_step("کلید ۳: نوعی دیگر، پس هنوز خطری نیست. حالا در منطقهٔ گنج یک سکه و یک کلید هست. باز هم بکشید تا ببینید اگر نوعی تکرار شود چه می‌شود.",
              "Key 3: another suit, so you are still safe. The treasure zone holds a coin and a key. Draw once more to see what happens when a suit comes twice.",
              [card("coin-5"), card("key-3")]),
    say("سوختید! سکهٔ دیگری آمد و در منطقهٔ گنج از هر نوع فقط یک کارت جا دارد. همهٔ کارت‌های منطقهٔ گنج به کارت‌های سوخته رفت و نوبت سارا بی‌هیچ گنجی تمام شد. کارتی که باعث سوختن می‌شود قابلیتش را هم اجرا نمی‌کند. تصمیم اصلی بازی همین است: ادامه بدهید یا به‌موقع بس کنید. آنچه یاد گرفتید: در هر نوبت کارت‌ها را یکی‌یکی به منطقهٔ گنج می‌کشید، و تکرار یک نوع می‌سوزاند. درس بعد: جمع کردن و امتیاز.",
        "Bust! Another coin came, and the treasure zone has room for one card of each suit only. Every card of the treasure zone went to the discard pile and Sara's turn ended with nothing. The card that busts you does not use its ability either. That is the game's whole question: go on, or stop in time. What you have learned: on each turn you draw cards one by one into the treasure zone, and a suit twice busts. Next: banking, and the score.",
        [zone("discard")]),
], {"first": 0, "deck_top": ["coin-5", "key-3", "coin-7"]})

lesson("02-bank-and-score", t("جمع کردن و امتیاز", "Banking and scoring"), [
    say("زمین سارا (کارت‌هایی که جلوی اوست) از قبل هفت نوع دارد. از هر نوع فقط کارت رویی، یعنی بزرگ‌ترینش، امتیاز دارد: ۶ + ۷ + ۵ + ۴ + ۶ + ۷ + ۸ = ۴۳.",
        "Sara's field (the cards in front of her) already holds seven suits. Only the top card of each suit, its highest, scores: 6 + 7 + 5 + 4 + 6 + 7 + 8 = 43.",
        [zone("field", 0)]),
    draw_step("کارتی بکشید.", "Draw a card.", [zone("deck")]),
    draw_step("کلید ۵، نوعی که سارا در زمینش ندارد. یکی دیگر بکشید.",
              "Key 5, a suit Sara does not have in her field. Draw one more.", [card("key-5")]),
    bank_step("سکهٔ ۹. سارا در زمینش سکه دارد، ولی این مهم نیست: فقط تکرار نوع در منطقهٔ گنج می‌سوزاند. حالا بس است: جمع کنید تا کارت‌های منطقهٔ گنج به زمین سارا بروند.",
              "Coin 9. Sara has coins in her field, but that does not matter: only a suit repeated in the treasure zone busts. Enough now: bank, and the treasure zone's cards go to Sara's field.",
              [card("coin-9"), card("key-5")]),
    say("جمع شد و نوبت تمام شد. کارت‌ها نوع‌به‌نوع روی هم چیده شدند و بزرگ‌ترین رو قرار گرفت: سکهٔ ۹ روی سکهٔ ۸ نشست، پس نوع سکه حالا ۹ می‌ارزد. امتیاز سارا: ۶ + ۷ + ۵ + ۴ + ۶ + ۷ + ۹ + ۵ = ۴۹.",
        "Banked, and the turn is over. The cards are stacked suit by suit with the highest on top: coin 9 lies over coin 8, so the coin suit is now worth 9. Sara's score: 6 + 7 + 5 + 4 + 6 + 7 + 9 + 5 = 49.",
        [zone("field", 0)]),
    say("بازی وقتی تمام می‌شود که در پایان یک نوبت دستهٔ کارت‌ها خالی باشد. بیشترین امتیاز می‌برد؛ در تساوی، کسی که کارت‌های بیشتری در زمینش دارد؛ و اگر باز هم برابر بودند، همه با هم برنده‌اند. آنچه یاد گرفتید: جمع کردن کارت‌های منطقهٔ گنج را به زمین شما می‌برد و نوبت را تمام می‌کند، و کارت رویی هر نوع امتیاز دارد. درس بعد: قابلیت نوع‌ها، با اسطرلاب و تپانچه.",
        "The game ends when the deck is empty at the end of a turn. The highest score wins; on a tie, the player with more cards in their field; if still tied, they all win together. What you have learned: banking moves the treasure zone's cards into your field and ends your turn, and the top card of each suit scores. Next: the suits' abilities, beginning with the astrolabe and the pistol.",
        [zone("deck")]),
], {"first": 0, "fields": [["pistol-6", "dagger-7", "carpet-5", "snake-4", "horseshoe-6", "chest-7", "coin-8"], []],
    "deck_top": ["key-5", "coin-9"]})

lesson("03-astrolabe-and-pistol", t("اسطرلاب و تپانچه", "The astrolabe and the pistol"), [
    say("هر نوع (جز سکه) قابلیتی دارد که وقتی کارت وارد منطقهٔ گنج می‌شود، فوراً اجرا می‌شود. این درس دو نوع را نشان می‌دهد.",
        "Every suit but the coins has an ability that acts at once when the card enters the treasure zone. This lesson shows two of them.",
        [zone("deck")]),
    draw_step("کارتی بکشید.", "Draw a card.", [zone("deck")]),
    draw_step("اسطرلاب: کارت رویی دسته را فقط به شما نشان می‌دهد. تپانچه است، نوعی که در منطقهٔ گنج ندارید؛ پس با خیال راحت بکشید. (اگر کارت خطرناکی بود، می‌توانستید جمع کنید.)",
              "The astrolabe shows you, and you alone, the deck's top card. It is a pistol, a suit not in the treasure zone, so draw it safely. (Had it been a dangerous card, you could have banked.)",
              [card("astrolabe-4")]),
    expect("تپانچه کارت رویی یکی از نوع‌های زمین بازیکن دیگری را به کارت‌های سوخته می‌فرستد. یکی از کارت‌های رویی زمین علی را انتخاب کنید.",
           "The pistol sends the top card of one suit in another player's field to the discard pile. Choose one of the top cards in Ali's field.",
           ["pick 1 coin", "pick 1 key"],
           "تپانچه فقط کارت زمین دیگران را می‌سوزاند: روی یکی از کارت‌های زمین علی کلیک کنید.",
           "The pistol only fires at other players' fields: click one of the cards in Ali's field.",
           [zone("field", 1)]),
    bank_step("کارت علی سوخت. حالا جمع کنید.", "Ali's card is discarded. Now bank.", [zone("discard")]),
    say("اسطرلاب و تپانچه به زمین سارا رفتند. آنچه یاد گرفتید: اسطرلاب کارت رویی دسته را فقط به شما نشان می‌دهد، و تپانچه کارت رویی یک نوع را از زمین بازیکن دیگری به کارت‌های سوخته می‌فرستد. درس بعد: خنجر و نعل.",
        "The astrolabe and the pistol went to Sara's field. What you have learned: the astrolabe shows you alone the deck's top card, and the pistol sends the top card of a suit in another player's field to the discard pile. Next: the dagger and the horseshoe.",
        [zone("field", 0)]),
], {"first": 0, "fields": [[], ["coin-7", "key-6"]], "deck_top": ["astrolabe-4", "pistol-5", "coin-6"]})

lesson("04-dagger-and-horseshoe", t("خنجر و نعل", "The dagger and the horseshoe"), [
    say("سارا در زمینش کلید و فرش دارد؛ علی سکه، کلید و فرش.",
        "Sara has a key and a carpet in her field; Ali has a coin, a key and a carpet.",
        [zone("field", 0), zone("field", 1)]),
    draw_step("کارتی بکشید.", "Draw a card.", [zone("deck")]),
    expect("خنجر کارت رویی یک نوع را از زمین دیگری می‌دزدد و به منطقهٔ گنج شما می‌آورد، ولی فقط از نوعی که خودتان در زمین ندارید. سارا کلید و فرش دارد، پس تنها سکهٔ علی را می‌تواند بدزدد. روی آن کلیک کنید.",
           "The dagger steals the top card of a suit from another field into your treasure zone, but only of a suit you do not have in your own field. Sara holds a key and a carpet, so only Ali's coin can be taken. Click it.",
           "pick 1 coin",
           "خنجر نوع‌هایی را که در زمین خودتان هست نمی‌دزدد: کلید و فرش علی ممنوع است؛ سکه را بردارید.",
           "The dagger cannot take a suit you already have in your field: Ali's key and carpet are out; take the coin.",
           [card("coin-8")]),
    draw_step("سکهٔ ۸ علی حالا در منطقهٔ گنج شماست (کارت دزدیده‌شده هم می‌تواند بسوزاند و قابلیتش اجرا می‌شود). یکی دیگر بکشید.",
              "Ali's coin 8 is now in your treasure zone (a stolen card can bust you too, and its ability acts). Draw again.",
              [card("coin-8")]),
    expect("نعل کارت رویی یکی از نوع‌های زمین خودتان را به منطقهٔ گنج برمی‌گرداند. یکی از کارت‌های زمین سارا را انتخاب کنید.",
           "The horseshoe brings the top card of one suit of your own field back into the treasure zone. Choose one of the cards in Sara's field.",
           ["pick 0 key", "pick 0 carpet"],
           "نعل فقط از زمین خودتان برمی‌دارد: روی کلید یا فرش سارا کلیک کنید.",
           "The horseshoe only takes from your own field: click Sara's key or carpet.",
           [zone("field", 0)]),
    bank_step("کارت برگشته هم در منطقهٔ گنج است و با جمع کردن دوباره به زمین می‌رود. جمع کنید.",
              "The card brought back is in the treasure zone and goes back to the field when you bank. Bank now.",
              [zone("play")]),
    say("همه به زمین سارا رفت، سکهٔ دزدیده‌شدهٔ علی هم. آنچه یاد گرفتید: خنجر کارت رویی نوعی را که خودتان ندارید از زمین دیگری می‌دزدد، و نعل کارت رویی یک نوع از زمین خودتان را برمی‌گرداند. درس بعد: فرش.",
        "It all went to Sara's field, Ali's stolen coin too. What you have learned: the dagger steals the top card of a suit you do not have from another field, and the horseshoe brings back the top card of a suit of your own field. Next: the carpet.",
        [zone("field", 0)]),
], {"first": 0, "fields": [["key-4", "carpet-3"], ["coin-8", "key-6", "carpet-5"]],
    "deck_top": ["dagger-5", "horseshoe-4", "coin-6"]})

lesson("05-carpet", t("فرش", "The carpet"), [
    draw_step("فرش در برابر سوختن بیمه است. کارتی بکشید.", "The carpet is insurance against busting. Draw a card.", [zone("deck")]),
    draw_step("سکهٔ ۵. باز بکشید.", "Coin 5. Draw again.", [card("coin-5")]),
    expect("تپانچه: کارت رویی زمین علی را بزنید.", "A pistol: shoot the top card of Ali's field.",
           "pick 1 key", "روی کلید علی کلیک کنید.", "Click Ali's key.", [zone("field", 1)]),
    draw_step("بکشید.", "Draw.", [zone("deck")]),
    draw_step("فرش آمد. از این به بعد اگر بسوزید، کارت‌هایی که پیش از فرش آمده‌اند (سکه و تپانچه) نجات پیدا می‌کنند. با خیال راحت‌تر بکشید.",
              "A carpet. From now on, if you bust, the cards played before the carpet (the coin and the pistol) are saved. Draw with a lighter heart.",
              [card("carpet-6"), card("coin-5"), card("pistol-4")]),
    say("سکهٔ دوم آمد و سارا سوخت؛ اما سکهٔ ۵ و تپانچه که پیش از فرش بودند به زمین او رفتند. خود فرش، کارتی که سوزاند و هر کارتی بعد از فرش سوختند. فرشی که اولین کارت نوبت باشد از هیچ کارتی محافظت نمی‌کند، و نجات با فرش جمع کردن حساب نمی‌شود (صندوقچه و کلید در آن پاداشی نمی‌دهند). آنچه یاد گرفتید: اگر بعد از فرش بسوزید، کارت‌های پیش از آن نجات پیدا می‌کنند. درس بعد: مار.",
        "A second coin: Sara busts, but coin 5 and the pistol, played before the carpet, go to her field. The carpet itself, the busting card and anything after the carpet are discarded. A carpet that is the first card of a turn protects nothing, and a carpet's rescue is not a bank (a chest and key in it pay nothing). What you have learned: if you bust after a carpet, the cards before it are saved. Next: the snake.",
        [zone("field", 0), zone("discard")]),
], {"first": 0, "fields": [[], ["key-5"]], "deck_top": ["coin-5", "pistol-4", "carpet-6", "coin-7"]})

lesson("06-snake", t("مار", "The snake"), [
    draw_step("کارتی بکشید.", "Draw a card.", [zone("deck")]),
    draw_step("مار! بعد از مار باید دو کارت دیگر از دسته بکشید و تا آن دو نیامده‌اند حق جمع کردن ندارید. اولی را بکشید.",
              "A snake! After a snake you must draw two more cards from the deck, and you may not bank until both are in. Draw the first.",
              [card("snake-4")],
              ("تا دو کارت اجباری مار نیامده، جمع کردن ممنوع است: بکشید.", "Until the snake's two forced cards are in, banking is not allowed: draw.")),
    draw_step("سکهٔ ۶. کارت اجباری دوم را بکشید. (اگر یکی از کارت‌های اجباری نعل، خنجر یا نقشه باشد، کارتی که آن می‌آورد کارت اجباری دوم حساب می‌شود؛ اگر بسوزید یا دسته تمام شود، بقیهٔ کشیدن‌ها لغو می‌شود.)",
              "Coin 6. Draw the second forced card. (If a forced card is a horseshoe, dagger or map, the card it brings counts as the next forced card; a bust or an empty deck cancels the rest.)",
              [card("coin-6")],
              ("هنوز یک کارت اجباری مانده: بکشید.", "One forced card is still owed: draw.")),
    bank_step("کلید ۵. کشیدن‌های اجباری تمام شد و دوباره خودتان تصمیم می‌گیرید. جمع کنید.",
              "Key 5. The forced draws are done and the choice is yours again. Bank.", [zone("play")]),
    say("آنچه یاد گرفتید: بعد از مار دو کارت دیگر را باید بکشید و تا هر دو نیامده‌اند جمع نمی‌کنید. درس بعد: نقشه، صندوقچه و کلید.",
        "What you have learned: after a snake you must draw two more cards, and you may not bank until both are in. Next: the map, the chest and the key.",
        [zone("field", 0)]),
], {"first": 0, "deck_top": ["snake-4", "coin-6", "key-5"]})

lesson("07-map-chest-and-key", t("نقشه، صندوقچه و کلید", "The map, the chest and the key"), [
    say("در کارت‌های سوخته سه کارت هست: سکهٔ ۴، صندوقچهٔ ۲ و کلید ۲.",
        "The discard pile holds three cards: coin 4, chest 2 and key 2.", [zone("discard")]),
    draw_step("کارتی بکشید.", "Draw a card.", [zone("deck")]),
    expect("نقشه: کارت‌های سوخته بُر می‌خورند و سه کارت (یا کمتر، اگر همین‌قدر باشد) رو می‌شوند. یکی را انتخاب کنید تا وارد منطقهٔ گنج شود؛ بقیه برمی‌گردند. صندوقچه را بردارید.",
           "The map: the discard pile is shuffled and three cards (fewer if it holds fewer) are shown. Choose one to enter your treasure zone; the others go back. Take the chest.",
           "choose chest-2",
           "این درس صندوقچه را می‌خواهد: روی صندوقچهٔ ۲ کلیک کنید.",
           "This lesson wants the chest: click chest 2.",
           [card("chest-2")]),
    draw_step("صندوقچه به‌تنهایی کاری نمی‌کند؛ کلید لازم دارد. بکشید.", "A chest alone does nothing; it needs a key. Draw.", [card("chest-2")]),
    bank_step("کلید ۴ آمد. اگر صندوقچه و کلید با هم جمع شوند، به تعداد کارت‌های جمع‌شده از کارت‌های سوخته کارت می‌گیرید. جمع کنید.",
              "Key 4. When a chest and a key are banked together, you take as many cards from the discard pile as you banked. Bank.",
              [card("chest-2"), card("key-4")]),
    say("سه کارت جمع شد (نقشه، صندوقچه، کلید)، پس سه کارت از کارت‌های سوختهٔ بُرخورده به زمین سارا می‌رسید؛ اما فقط دو کارت مانده بود و هر دو آمدند. صندوقچه و کلیدی که جداجدا جمع شوند، یا با نجات فرش به زمین بروند، چیزی نمی‌دهند. آنچه یاد گرفتید: نقشه از میان کارت‌های سوخته یکی را به شما می‌دهد، و صندوقچه و کلیدی که با هم جمع شوند کارت‌های سوخته را به زمینتان می‌آورند. حالا همهٔ نوع‌ها را می‌شناسید. درس بعد: پایان بازی، و تساوی.",
        "Three cards were banked (map, chest, key), so three cards of the shuffled discard pile were due to Sara's field; only two were left, and both came. A chest and a key banked on different turns, or saved by a carpet, give nothing. What you have learned: the map gives you one card of the discard pile, and a chest and a key banked together bring discarded cards into your field. You now know every suit. Next: the end of the game, and a tie.",
        [zone("field", 0)]),
], {"first": 0, "discard": ["coin-4", "chest-2", "key-2"], "deck_top": ["map-3", "key-4"]})

RINGS_FA = ("انگشترها: مارگیر (مار یک‌راست به زمین می‌رود، بی کشیدن اجباری)، زورگیر (کارتی که تپانچه می‌زند به زمین صاحب انگشتر می‌رود)، "
            "تیغ‌زن (خنجر هر نوعی را می‌دزدد)، مال‌دوست (صندوقچه و کلید دو برابر کارت می‌دهند)، زرگر (اگر در پایان سکه‌ای در زمین باشد، ۵ امتیاز اضافه)، "
            "نقشه‌خوان (نقشه از همهٔ کارت‌های سوخته انتخاب می‌دهد)، رند (نعل دو کارت از زمین برمی‌گرداند) و طالع‌بین (اسطرلاب سه کارت رویی را نشان می‌دهد).")
RINGS_EN = ("The rings: snake charmer (a snake goes straight to the field, no forced draws), strongman (the card a pistol hits goes to the owner's field), "
            "blade (the dagger may take any suit), treasure lover (chest and key give twice the cards), goldsmith (5 more points at the end with a coin in the field), "
            "map reader (the map offers the whole discard pile), rogue (the horseshoe brings back two cards) and fortune teller (the astrolabe shows three top cards).")

lesson("14-rings", t("انگشترها", "The rings"), [
    say("در بازی پیشرفته هر بازیکن انگشتری دارد که یکی از قانون‌ها را به سود او تغییر می‌دهد. دو انگشتر به هر نفر داده می‌شود و او یکی را نگه می‌دارد (با بیش از چهار بازیکن، یک انگشتر بی‌انتخاب). انگشترها را همه می‌بینند.",
        "In the advanced game each player has a ring that bends one rule in their favour. Each is dealt two rings and keeps one (with more than four players, one ring, no choice). Everyone can see the rings.",
        ),
    say(RINGS_FA, RINGS_EN),
    expect("سارا میان زورگیر و زرگر انتخاب می‌کند. زورگیر را بردارید.",
           "Sara chooses between the strongman and the goldsmith. Take the strongman.",
           "ring strongman",
           "این درس زورگیر را می‌خواهد: روی انگشتر زورگیر کلیک کنید.",
           "This lesson wants the strongman: click the strongman ring."),
    play("حالا علی انتخاب می‌کند.", "Now Ali chooses.", "ring treasure-lover"),
    draw_step("نوبت ساراست. کارتی بکشید.", "Sara's turn. Draw a card.", [zone("deck")]),
    expect("تپانچه، و سارا زورگیر دارد: کارتی که می‌زند به‌جای سوختن به زمین خود سارا می‌رود. سکهٔ علی را بزنید.",
           "A pistol, and Sara has the strongman: the card it hits goes to Sara's own field instead of the discard pile. Shoot Ali's coin.",
           "pick 1 coin", "روی سکهٔ زمین علی کلیک کنید.", "Click the coin in Ali's field.", [zone("field", 1)]),
    bank_step("سکهٔ علی حالا در زمین ساراست. جمع کنید.", "Ali's coin is now in Sara's field. Bank.", [zone("field", 0)]),
    say("آنچه یاد گرفتید: در بازی پیشرفته هر کس از دو انگشتر یکی را برمی‌دارد، و انگشتر یک قانون را برای صاحبش عوض می‌کند. درس بعد: دو انگشتر دیگر در کار.",
        "What you have learned: in the advanced game everyone keeps one of two rings, and a ring changes one rule for its owner. Next: two more rings at work.",
        [zone("field", 0)]),
], {"first": 0, "fields": [[], ["coin-7"]], "deck_top": ["pistol-5", "key-3"]},
    options={"players": 2, "rings": True}, seed=5)

lesson("15-rings-at-work", t("انگشترها در کار", "Rings at work"), [
    say("سارا مارگیر دارد و علی تیغ‌زن.", "Sara has the snake charmer and Ali the blade."),
    draw_step("کارتی بکشید.", "Draw a card.", [zone("deck")]),
    draw_step("مار آمد، ولی مارگیر آن را یک‌راست به زمین سارا برد و کشیدن اجباری در کار نیست. یک کارت دیگر بکشید.",
              "A snake, but the snake charmer took it straight to Sara's field, and there are no forced draws. Draw another card.",
              [zone("field", 0)]),
    bank_step("جمع کنید.", "Bank.", [zone("play")]),
    play("نوبت علی است. او می‌کشد…", "Ali's turn. He draws…", "draw"),
    play("خنجر! علی در زمینش سکه دارد، اما تیغ‌زن اجازه می‌دهد خنجرش هر نوعی را بدزدد: سکهٔ سارا را می‌برد.",
         "A dagger! Ali has a coin in his field, but the blade lets his dagger take any suit: he takes Sara's coin.",
         "pick 0 coin", [card("coin-6")]),
    play("و جمع می‌کند.", "And he banks.", "bank"),
    say("بقیهٔ انگشترها هم همین‌طور یک قانون را برای صاحبشان عوض می‌کنند: مال‌دوست، زرگر، نقشه‌خوان، رند و طالع‌بین (درس پیش). درس بعد: چهار انگشتر دیگر.",
        "The other rings each change one rule for their owner in the same way: treasure lover, goldsmith, map reader, rogue and fortune teller (previous lesson). Next: four more rings."),
], {"first": 0, "rings": ["snake-charmer", "blade"], "fields": [["coin-6"], ["coin-5"]],
    "deck_top": ["snake-5", "key-3", "dagger-4"]}, options={"players": 2, "rings": True})

FOUR = [{"name": "سارا", "kind": "human"}, {"name": "علی", "kind": "human"},
        {"name": "مریم", "kind": "human"}, {"name": "رضا", "kind": "human"}]


def lesson4(name, title, steps, setup, options, seed=11):
    doc = {"format": "mizbazi/1", "game": "zirkhaki", "options": options, "players": FOUR,
           "seed": seed, "setup": setup, "actions": [], "lesson": {"title": title, "steps": steps}}
    with open(os.path.join(OUT, name + ".json"), "w", encoding="utf-8") as f:
        json.dump(doc, f, ensure_ascii=False, indent=2)
        f.write("\n")


lesson4("16-four-more-rings", t("چهار انگشتر دیگر", "Four more rings"), [
    say("چهار بازیکن، چهار انگشتر: سارا طالع‌بین دارد، علی رند، مریم نقشه‌خوان و رضا مال‌دوست.",
        "Four players, four rings: Sara has the fortune teller, Ali the rogue, Maryam the map reader and Reza the treasure lover."),
    draw_step("نوبت ساراست. بکشید.", "Sara's turn. Draw.", [zone("deck")]),
    bank_step("اسطرلاب، و سارا طالع‌بین دارد: به‌جای یک کارت، سه کارت رویی دسته را می‌بیند (ترتیبشان عوض نمی‌شود). اولی سکه است و کارت بعدی نعل. سارا فقط می‌خواهد ایمن بماند: جمع کنید.",
              "An astrolabe, and Sara has the fortune teller: she sees the deck's top three cards instead of one (their order stays). Safe to stop here: bank.",
              [zone("deck")]),
    draw_step("نوبت علی است. بکشید.", "Ali's turn. Draw.", [zone("deck")]),
    draw_step("سکهٔ ۶. دوباره بکشید.", "Coin 6. Draw again.", [card("coin-6")]),
    expect("نعل، و علی رند دارد: نعلش دو کارت از زمین خودش برمی‌گرداند، هر کدام با قابلیتش. اول کلید را بردارید.",
           "A horseshoe, and Ali has the rogue: his horseshoe brings back two cards of his own field, each with its ability. Take the key first.",
           "pick 1 key", "اول کلید علی را انتخاب کنید.", "Choose Ali's key first.", [zone("field", 1)]),
    expect("حالا کارت دوم: فرش.", "Now the second card: the carpet.",
           "pick 1 carpet", "فرش علی را انتخاب کنید.", "Choose Ali's carpet.", [zone("field", 1)]),
    bank_step("دو کارت از زمین برگشت. جمع کنید.", "Two cards came back from the field. Bank.", [zone("play")]),
    draw_step("نوبت مریم است. بکشید.", "Maryam's turn. Draw.", [zone("deck")]),
    expect("نقشه، و مریم نقشه‌خوان دارد: به‌جای سه کارت، همهٔ کارت‌های سوخته را می‌بیند و هر کدام را بخواهد برمی‌دارد. سکهٔ ۴ را بردارید.",
           "A map, and Maryam has the map reader: instead of three cards she sees the whole discard pile and takes any card of it. Take coin 4.",
           "choose coin-4", "این درس سکهٔ ۴ را می‌خواهد.", "This lesson wants coin 4.", [card("coin-4")]),
    bank_step("جمع کنید.", "Bank.", [zone("play")]),
    draw_step("نوبت رضاست. بکشید.", "Reza's turn. Draw.", [zone("deck")]),
    draw_step("صندوقچه. بکشید.", "A chest. Draw.", [card("chest-5")]),
    bank_step("کلید! رضا مال‌دوست دارد: اگر صندوقچه و کلید را با هم جمع کند، دو برابر کارت‌های جمع‌شده از کارت‌های سوخته می‌گیرد. جمع کنید.",
              "A key! Reza has the treasure lover: banking a chest and a key together, he takes twice as many cards from the discard pile as he banked. Bank.",
              [card("chest-5"), card("key-6")]),
    say("دو کارت جمع شد، پس چهار کارت از کارت‌های سوخته به زمین رضا رفت. آنچه یاد گرفتید: طالع‌بین سه کارت را نشان می‌دهد، رند دو کارت برمی‌گرداند، نقشه‌خوان همهٔ کارت‌های سوخته را نشان می‌دهد و مال‌دوست دو برابر کارت می‌گیرد. درس بعد: زرگر و پایان بازی.",
        "Two cards banked, so four cards of the discard pile went to Reza's field. What you have learned: the fortune teller shows three cards, the rogue brings back two, the map reader shows the whole discard pile and the treasure lover takes twice the cards. Next: the goldsmith and the end of the game.", [zone("field", 3)]),
], {"first": 0, "rings": ["fortune-teller", "rogue", "map-reader", "treasure-lover"],
    "fields": [[], ["key-5", "carpet-4"], [], []],
    "deck_top": ["astrolabe-5", "coin-6", "horseshoe-3", "map-4", "chest-5", "key-6"]},
    {"players": 4, "rings": True})

# The end: nearly every card already lies in the two fields, so the deck holds three.
ALL = [f"{s}-{v}" for s in ["astrolabe", "pistol", "dagger", "carpet", "snake", "horseshoe", "chest", "key", "map"]
       for v in range(3, 8)] + [f"coin-{v}" for v in range(5, 10)]
LAST = ["key-7", "map-7", "coin-9"]
rest = [c for c in ALL if c not in LAST]
sara = [c for c in rest if c.endswith(("-3", "-4", "-5")) and not c.startswith("coin")]
# The discard pile's cards (the 2s and coin 4) lie in Sara's field too: the pile is empty.
sara += [f"{s}-2" for s in ["astrolabe", "pistol", "dagger", "carpet", "snake", "horseshoe", "chest", "key", "map"]]
sara += ["coin-4"]
ali = [c for c in rest if c not in sara]
lesson("17-the-end", t("پایان بازی و زرگر", "The end of the game and the goldsmith"), [
    say("دسته فقط سه کارت دارد. بازی وقتی تمام می‌شود که در پایان نوبتی دسته خالی باشد. سارا انگشتر زرگر دارد.",
        "The deck holds only three cards. The game ends when the deck is empty at the end of a turn. Sara has the goldsmith ring.",
        [zone("deck")]),
    draw_step("بکشید.", "Draw.", [zone("deck")]),
    draw_step("کلید ۷. بکشید.", "Key 7. Draw.", [card("key-7")]),
    draw_step("نقشه، ولی کارت سوخته‌ای نیست و اثری ندارد. آخرین کارت را بکشید.",
              "A map, but the discard pile is empty, so it does nothing. Draw the last card.", [zone("discard")]),
    bank_step("سکهٔ ۹، آخرین کارت. جمع کنید.", "Coin 9, the last card. Bank.", [card("coin-9")]),
    say("دسته خالی است و بازی تمام شد. امتیاز هر بازیکن جمع کارت‌های رویی هر نوع زمینش است. سکه در زمین ساراست، پس زرگر ۵ امتیاز اضافه می‌دهد. سارا ۵۸ امتیاز دارد و با زرگر ۶۳، و علی ۶۹: علی می‌برد. در تساوی، کسی می‌برد که کارت بیشتری در زمین دارد. آنچه یاد گرفتید: زرگر در پایان بازی به صاحب سکه ۵ امتیاز می‌دهد. درس بعد: بازی با شش نفر.",
        "The deck is empty and the game is over. Each player scores the top card of every suit in their field. Sara has a coin in her field, so the goldsmith adds 5 points: Sara has 58, with the goldsmith 63, and Ali 69, so Ali wins. On a tie, more cards in the field win. What you have learned: the goldsmith gives 5 points at the end to an owner with a coin. Next: a game of six.",
        [zone("field", 0), zone("field", 1)]),
], {"first": 0, "rings": ["goldsmith", "blade"], "discard": [], "fields": [sara, ali], "deck_top": LAST},
    options={"players": 2, "rings": True})


# The snake's special cases, the pistol and dagger with nothing to take, more players and a tie.
SIX_PLAYERS = [{"name": n, "kind": "human"} for n in ["سارا", "علی", "مریم", "رضا", "نگار", "کاوه"]]
EVERY_CARD = [f"{s}-{v}" for s in ["astrolabe", "pistol", "dagger", "carpet", "snake", "horseshoe"]
              for v in range(2, 8)] + [f"coin-{v}" for v in range(4, 10)] + [
              f"{s}-{v}" for s in ["chest", "key", "map"] for v in range(2, 8)]


def rest_of(*piles):
    """Every card of one set that none of the piles holds: the discard pile of a game near its end,
    so that the deck holds only the last cards."""
    used = {c for pile in piles for c in pile}
    return [c for c in EVERY_CARD if c not in used]


lesson("10-snake-horseshoe-and-dagger", t("مار، نعل و خنجر", "The snake, the horseshoe and the dagger"), [
    say("در زمین سارا یک کلید است و در زمین علی یک سکه و یک صندوقچه. در این درس می‌بینید وقتی کارت اجباری مار خودش کارت دیگری بیاورد، چه می‌شود.",
        "Sara has a key in her field; Ali has a coin and a chest. This lesson shows what happens when one of the snake's forced cards brings in another card.",
        [zone("field", 0), zone("field", 1)]),
    draw_step("کارتی بکشید.",
              "Draw a card.",
              [zone("deck")]),
    expect("مار! باید دو کارت دیگر از دسته بکشید. اولی را بکشید.",
           "A snake! You must draw two more cards from the deck. Draw the first.",
           "draw", "تا کارت‌های اجباری مار نیامده‌اند، جمع کردن ممنوع است: بکشید.",
           "Until the snake's forced cards are in, banking is not allowed: draw.",
           [card("snake-4")]),
    expect("کارت اجباری اول نعل است. نعل کارت رویی یکی از نوع‌های زمین خودتان را به منطقهٔ گنج برمی‌گرداند، و همان کارت، کارت اجباری دوم مار حساب می‌شود. سارا فقط کلید دارد: روی آن کلیک کنید.",
           "The first forced card is a horseshoe. It brings the top card of one suit of your own field into the treasure zone, and that card counts as the snake's second forced card. Sara only has the key: click it.",
           "pick 0 key", "نعل فقط از زمین خودتان برمی‌دارد: روی کلید زمین سارا کلیک کنید.",
           "The horseshoe only takes from your own field: click the key in Sara's field.",
           [card("key-5")]),
    bank_step("کلید برگشت و کارت اجباری دوم بود؛ پس کشیدن‌های اجباری تمام شد، با اینکه فقط یک کارت دیگر از دسته کشیدید. حالا جمع کردن مجاز است؛ جمع کنید.",
              "The key came back and was the second forced card, so the forced draws are done although you drew only one more card from the deck. Banking is allowed now: bank.",
              [zone("play")]),
    draw_step("نوبت علی است. برای او کارتی بکشید.",
              "It is Ali's turn. Draw a card for him.",
              [zone("deck")]),
    expect("علی هم مار آورد. کارت اجباری اول را بکشید.",
           "Ali draws a snake too. Draw the first forced card.",
           "draw", "تا کارت‌های اجباری مار نیامده‌اند، جمع کردن ممنوع است: بکشید.",
           "Until the snake's forced cards are in, banking is not allowed: draw.",
           [card("snake-5")]),
    expect("خنجر! علی می‌تواند کارت رویی یکی از نوع‌هایی را که خودش در زمین ندارد از زمین سارا بدزدد، و کارت دزدیده‌شده کارت اجباری دوم حساب می‌شود. در زمین سارا مار، نعل و کلید است. مار علی را می‌سوزاند، چون یک مار در منطقهٔ گنجش هست؛ کلید را بدزدید.",
           "A dagger! Ali may steal the top card of a suit he does not have from Sara's field, and the stolen card counts as the second forced card. Sara's field holds a snake, a horseshoe and a key. A snake would bust Ali, since one is already in his treasure zone; steal the key.",
           "pick 0 key", "این درس کلید سارا را می‌خواهد: روی کلید زمین سارا کلیک کنید.",
           "This lesson wants Sara's key: click the key in Sara's field.",
           [card("key-5")]),
    bank_step("کلید دزدیده‌شده کارت اجباری دوم بود و کشیدن‌های اجباری تمام شد. برای علی جمع کنید.",
              "The stolen key was the second forced card, and the forced draws are done. Bank for Ali.",
              [zone("play")]),
    say("خلاصه: اگر کارت اجباری اول نعل، خنجر یا نقشه باشد، کارتی که آن می‌آورد کارت اجباری دوم است و دیگر از دسته نمی‌کشید. اگر نعل، خنجر یا نقشه چیزی برای آوردن نداشته باشد، کارت اجباری دوم باز از دسته می‌آید. درس بعد: مار و نقشه.",
        "In short: when the first forced card is a horseshoe, a dagger or a map, the card it brings in is the second forced card, and you draw no more from the deck. If such a card has nothing to bring, the second forced card still comes from the deck. Next: the snake and the map.",
        [zone("field", 1)]),
], {"first": 0, "fields": [["key-5"], ["coin-8", "chest-4"]], "deck_top": ["snake-4", "horseshoe-3", "snake-5", "dagger-4"]})

lesson("11-snake-and-map", t("مار و نقشه", "The snake and the map"), [
    say("در کارت‌های سوخته فقط سه کارت است: سکهٔ ۴، صندوقچهٔ ۲ و کلید ۲. این درس نقشه را در میان کارت‌های اجباری مار نشان می‌دهد.",
        "The discard pile holds only three cards: coin 4, chest 2 and key 2. This lesson shows a map among the snake's forced cards.",
        [zone("discard")]),
    draw_step("کارتی بکشید.",
              "Draw a card.",
              [zone("deck")]),
    expect("مار! باید دو کارت دیگر از دسته بکشید. اولی را بکشید.",
           "A snake! You must draw two more cards from the deck. Draw the first.",
           "draw", "تا کارت‌های اجباری مار نیامده‌اند، جمع کردن ممنوع است: بکشید.",
           "Until the snake's forced cards are in, banking is not allowed: draw.",
           [card("snake-4")]),
    expect("کارت اجباری اول نقشه است. کارت‌های سوخته بُر خوردند و سه کارت رو شدند. یکی را انتخاب کنید: به منطقهٔ گنج می‌آید و کارت اجباری دوم مار حساب می‌شود.",
           "The first forced card is a map. The discard pile was shuffled and three cards are face up. Choose one: it comes into the treasure zone and counts as the snake's second forced card.",
           ["choose coin-4", "choose chest-2", "choose key-2"], "یکی از سه کارت روشده را انتخاب کنید: روی آن کلیک کنید.",
           "Choose one of the three cards shown: click it.",
           [zone("revealed")]),
    bank_step("کارتی که انتخاب کردید کارت اجباری دوم بود و دو کارت دیگر به کارت‌های سوخته برگشتند. کشیدن‌های اجباری تمام شد؛ جمع کنید.",
              "The card you chose was the second forced card, and the other two went back to the discard pile. The forced draws are done: bank.",
              [zone("play")]),
    say("اگر کارت‌های سوخته خالی بود، نقشه کارتی نمی‌آورد و کارت اجباری دوم را باید از دسته می‌کشیدید. آنچه یاد گرفتید: کارتی که نقشه در میان کارت‌های اجباری می‌آورد، خودش کارت اجباری بعدی است. درس بعد: مار و اسطرلاب.",
        "Had the discard pile been empty, the map would have brought nothing, and the second forced card would have come from the deck. What you have learned: the card a map brings among the forced draws is itself the next forced card. Next: the snake and the astrolabe.",
        [zone("field", 0)]),
], {"first": 0, "discard": ["coin-4", "chest-2", "key-2"], "deck_top": ["snake-4", "map-5"]})

lesson("12-snake-and-astrolabe", t("مار و اسطرلاب", "The snake and the astrolabe"), [
    draw_step("کارتی بکشید.",
              "Draw a card.",
              [zone("deck")]),
    draw_step("سکهٔ ۷. یکی دیگر بکشید.",
              "Coin 7. Draw another.",
              [card("coin-7"), zone("deck")]),
    expect("مار! باید دو کارت دیگر از دسته بکشید. اولی را بکشید.",
           "A snake! You must draw two more cards from the deck. Draw the first.",
           "draw", "تا کارت‌های اجباری مار نیامده‌اند، جمع کردن ممنوع است: بکشید.",
           "Until the snake's forced cards are in, banking is not allowed: draw.",
           [card("snake-4")]),
    expect("اسطرلاب در میان کارت‌های اجباری هم کارت رویی دسته را به شما نشان می‌دهد: مار است، و مار دوم شما را می‌سوزاند. در حالت عادی حالا جمع می‌کردید، ولی هنوز یک کارت اجباری مانده و تا آن نیاید جمع کردن ممنوع است. چاره‌ای نیست: بکشید.",
           "An astrolabe among the forced draws still shows you the deck's top card: a snake, and a second snake busts you. Normally you would bank now, but one forced draw is still owed, and until it is in you may not bank. There is no way out: draw.",
           "draw", "یک کارت اجباری مانده و جمع کردن ممنوع است: بکشید.",
           "One forced draw is still owed and banking is not allowed: draw.",
           [card("astrolabe-3"), zone("deck")]),
    say("سوختید، چون مار دوم از نوعی بود که در منطقهٔ گنج داشتید. همهٔ کارت‌های منطقهٔ گنج، سکه هم، به کارت‌های سوخته رفتند و قابلیت مار دوم اجرا نشد. نوبت علی است. آنچه یاد گرفتید: اسطرلاب در میان کارت‌های اجباری هم کارت رویی را نشان می‌دهد، اما تا کشیدن‌های اجباری تمام نشده جمع کردن ممنوع است. درس بعد: مار و آخرین کارت دسته.",
        "You busted, because the second snake is of a suit already in your treasure zone. Every card in the treasure zone, the coin too, went to the discard pile, and the second snake's ability did not act. It is Ali's turn. What you have learned: an astrolabe among the forced draws still shows the top card, but until the forced draws are in you may not bank. Next: the snake and the deck's last card.",
        [zone("discard")]),
], {"first": 0, "deck_top": ["coin-7", "snake-4", "astrolabe-3", "snake-5"]})

# The deck holds three cards: the snake's first forced draw is the last card.
sara = ["astrolabe-6", "pistol-5", "carpet-5", "horseshoe-7", "chest-6", "coin-5"]
ali = ["dagger-7", "snake-6", "map-6", "key-7", "coin-8", "astrolabe-7", "chest-7"]
last = ["key-6", "snake-5", "coin-9"]
lesson("13-snake-and-the-last-card", t("مار و آخرین کارت دسته", "The snake and the deck's last card"), [
    say("در دسته فقط سه کارت مانده و این آخرین نوبت بازی است. سارا ۳۴ امتیاز دارد و علی ۴۸.",
        "Only three cards are left in the deck, and this is the game's last turn. Sara has 34 points and Ali 48.",
        [zone("deck"), zone("field", 0), zone("field", 1)]),
    draw_step("کارتی بکشید.",
              "Draw a card.",
              [zone("deck")]),
    draw_step("کلید ۶. یکی دیگر بکشید.",
              "Key 6. Draw another.",
              [card("key-6"), zone("deck")]),
    expect("مار! باید دو کارت دیگر بکشید، ولی در دسته فقط یک کارت مانده. آن را بکشید.",
           "A snake! You must draw two more cards, but only one card is left in the deck. Draw it.",
           "draw", "تا کارت‌های اجباری مار نیامده‌اند، جمع کردن ممنوع است: بکشید.",
           "Until the snake's forced cards are in, banking is not allowed: draw.",
           [card("snake-5"), zone("deck")]),
    bank_step("سکهٔ ۹، آخرین کارت دسته. کارت اجباری دوم دیگر نمی‌آید: وقتی دسته تمام شود، کشیدن‌های اجباری باقی‌مانده لغو می‌شود و جمع کردن دوباره مجاز است. جمع کنید.",
              "Coin 9, the deck's last card. The second forced card will never come: when the deck runs out, the forced draws still owed lapse and banking is allowed again. Bank.",
              [zone("play")]),
    say("نوبت با دستهٔ خالی تمام شد، پس بازی تمام است. سکهٔ ۹ روی سکهٔ ۵ نشست و کلید و مار هم به زمین سارا آمدند: سارا ۴۹ امتیاز دارد و علی ۴۸. سارا برنده است. آنچه یاد گرفتید: وقتی دسته تمام شود، کشیدن‌های اجباری باقی‌مانده لغو می‌شود. درس بعد: بازی پیشرفته با انگشترها.",
        "The turn ended with an empty deck, so the game is over. Coin 9 went on top of coin 5, and the key and the snake joined Sara's field: Sara has 49 points and Ali 48. Sara wins. What you have learned: when the deck runs out, the forced draws still owed lapse. Next: the advanced game, with rings.",
        [zone("field", 0), zone("field", 1)]),
], {"first": 0, "discard": rest_of(sara, ali, last), "fields": [sara, ali], "deck_top": last})

lesson("09-pistol-and-dagger-with-nothing-to-take", t("تپانچه و خنجر بی‌اثر", "A pistol and a dagger with nothing to take"), [
    say("در زمین سارا یک سکه است و زمین علی خالی است. تپانچه و خنجر همیشه از زمین دیگران برمی‌دارند؛ این درس نشان می‌دهد وقتی چیزی برای برداشتن نیست، چه می‌شود.",
        "Sara has a coin in her field and Ali's field is empty. The pistol and the dagger always take from other players' fields; this lesson shows what happens when there is nothing to take.",
        [zone("field", 0), zone("field", 1)]),
    draw_step("کارتی بکشید.",
              "Draw a card.",
              [zone("deck")]),
    draw_step("تپانچه، ولی زمین علی خالی است و کارتی برای سوزاندن نیست؛ پس تپانچه اثری ندارد. یکی دیگر بکشید.",
              "A pistol, but Ali's field is empty and there is no card to shoot, so the pistol does nothing. Draw another.",
              [card("pistol-4"), zone("deck")]),
    bank_step("خنجر، و از زمین خالی چیزی هم برای دزدیدن نیست: خنجر هم اثری ندارد. جمع کنید.",
              "A dagger, and an empty field has nothing to steal either: the dagger does nothing too. Bank.",
              [card("dagger-3"), zone("play")]),
    draw_step("نوبت علی است. برای او کارتی بکشید.",
              "It is Ali's turn. Draw a card for him.",
              [zone("deck")]),
    bank_step("سکهٔ ۸. برای علی جمع کنید.",
              "Coin 8. Bank for Ali.",
              [card("coin-8"), zone("play")]),
    draw_step("دوباره نوبت ساراست. کارتی بکشید.",
              "Sara's turn again. Draw a card.",
              [zone("deck")]),
    bank_step("باز خنجر. این بار زمین علی یک سکه دارد، ولی خنجر فقط نوع‌هایی را می‌دزدد که در زمین خودتان نیست، و سارا سکه دارد. پس این خنجر هم اثری ندارد. جمع کنید.",
              "Another dagger. This time Ali's field holds a coin, but the dagger only steals suits that are not in your own field, and Sara has a coin. So this dagger does nothing either. Bank.",
              [card("dagger-5"), card("coin-8")]),
    say("تپانچه فقط وقتی بی‌اثر است که زمین همهٔ بازیکنان دیگر خالی باشد، چون کارت هر نوعی را می‌تواند بسوزاند. خنجر وقتی بی‌اثر است که در زمین دیگران هیچ نوعی نباشد که خودتان در زمین ندارید. درس بعد: کارت‌های اجباری مار، وقتی یکی از آن‌ها نعل یا خنجر است.",
        "A pistol does nothing only when every other player's field is empty, because it may hit any suit. A dagger does nothing when no other field shows a top card of a suit you do not have. Next: the snake's forced cards, when one of them is a horseshoe or a dagger.",
        [zone("field", 0), zone("field", 1)]),
], {"first": 0, "fields": [["coin-5"], []], "deck_top": ["pistol-4", "dagger-3", "coin-8", "dagger-5"]})

lesson("18-six-players", t("شش بازیکن", "Six players"), [
    say("شش بازیکن. با پنج تا هشت بازیکن دو نسخه از بازی با هم به کار می‌رود: از هر کارت دو تا هست، یعنی ۱۲۰ کارت. در آغاز بازی ۲۰ کارت در کارت‌های سوخته است (هجده ۲ و دو سکهٔ ۴) و ۱۰۰ کارت دیگر در دسته. بازی مثل همیشه است و نوبت به ترتیب می‌چرخد.",
        "Six players. With five to eight players two sets of cards are played together: every card is there twice, 120 cards in all. A game starts with 20 of them in the discard pile (eighteen 2s and two coin 4s) and the other 100 in the deck. Play is as always, and the turn goes round in order.",
        [zone("deck"), zone("discard")]),
    say("با بیش از چهار بازیکن، انگشترها دوتادوتا پخش نمی‌شوند: هر بازیکن یک انگشتر به قرعه می‌گیرد و انتخابی در کار نیست. انگشتر هر کس را کنار نامش می‌بینید، و بازی بی‌درنگ با نوبت سارا شروع می‌شود.",
        "With more than four players the rings are not dealt two by two: each player gets one ring by lot, with no choice. Each player's ring is shown by their name, and the game starts at once with Sara's turn.",
        [zone("field", 0)]),
    draw_step("کارتی بکشید.",
              "Draw a card.",
              [zone("deck")]),
    draw_step("سکهٔ ۷. یکی دیگر بکشید.",
              "Coin 7. Draw another.",
              [card("coin-7"), zone("deck")]),
    expect("تپانچه. حالا می‌توانید کارتی از زمین هر یک از پنج بازیکن دیگر را بسوزانید. رضا کلید و نقشه دارد؛ کلید ۶ رضا را بسوزانید.",
           "A pistol. Now you may shoot into the field of any of the five other players. Reza has a key and a map; shoot Reza's key 6.",
           "pick 3 key", "این درس کلید رضا را می‌خواهد: روی کلید ۶ در زمین رضا کلیک کنید.",
           "This lesson wants Reza's key: click key 6 in Reza's field.",
           [card("key-6")]),
    bank_step("کلید رضا سوخت. جمع کنید.",
              "Reza's key is discarded. Bank.",
              [zone("play")]),
    draw_step("نوبت علی است، نفر بعد از سارا. برای او کارتی بکشید.",
              "It is Ali's turn, the player after Sara. Draw a card for him.",
              [zone("deck")]),
    bank_step("باز سکهٔ ۷: با دو نسخه از بازی، هر کارت دو بار در بازی است. برای علی جمع کنید.",
              "Coin 7 again: with two sets, every card is in the game twice. Bank for Ali.",
              [card("coin-7"), zone("play")]),
    say("نوبت به مریم می‌رسد و همین‌طور دور میز می‌چرخد. امتیازشماری همان است: کارت رویی هر نوع  زمین هر بازیکن. آنچه یاد گرفتید: با پنج تا هشت بازیکن دو نسخه از بازی به کار می‌رود و هر کس یک انگشتر به قرعه می‌گیرد. این آخرین درس زیرخاکی است.",
        "Maryam is next, and so on round the table. Scoring is the same: the top card of each suit in each player's field. What you have learned: five to eight players play with two sets of cards, and each gets one ring by lot. This is the last Zirkhaki lesson.",
        [zone("field", 2)]),
], {"first": 0, "fields": [[], ["chest-5"], ["coin-6"], ["key-6", "map-5"], [], ["horseshoe-4"]], "deck_top": ["coin-7", "pistol-5", "coin-7"]}, options={"players": 6, "rings": True}, players=SIX_PLAYERS)

# The deck holds two cards: the last bank ties the score, and the cards in the field decide.
sara = ["astrolabe-5", "astrolabe-6", "pistol-5", "pistol-6", "dagger-5", "dagger-6", "carpet-6", "horseshoe-6", "horseshoe-7"]
ali = ["astrolabe-7", "pistol-7", "dagger-7", "carpet-7", "snake-7", "coin-9"]
last = ["chest-6", "coin-7"]
lesson("08-a-tie", t("پایان بازی و تساوی", "The end of the game, and a tie"), [
    say("بازی وقتی تمام می‌شود که در پایان یک نوبت دسته خالی باشد. آن وقت امتیاز هر بازیکن جمع کارت‌های رویی نوع‌های زمین اوست. در دسته فقط دو کارت مانده و این آخرین نوبت بازی است. علی ۴۴ امتیاز دارد با شش کارت در زمینش؛ سارا ۳۱ امتیاز دارد با نُه کارت.",
        "The game ends when the deck is empty at the end of a turn. Then each player scores the top cards of the suits in their field. Only two cards are left in the deck, and this is the game's last turn. Ali has 44 points with six cards in his field; Sara has 31 points with nine cards.",
        [zone("deck"), zone("field", 0), zone("field", 1)]),
    draw_step("کارتی بکشید.",
              "Draw a card.",
              [zone("deck")]),
    expect("صندوقچهٔ ۶. اگر حالا جمع کنید، سارا ۳۷ امتیاز می‌گیرد و کم می‌آورد. آخرین کارت را هم بکشید.",
           "Chest 6. If you bank now, Sara gets 37 points and falls short. Draw the last card too.",
           "draw", "این درس آخرین کارت را هم می‌خواهد: روی دسته کلیک کنید یا کلید D را بزنید.",
           "This lesson wants the last card too: click the deck or press D.",
           [card("chest-6"), zone("deck")]),
    bank_step("سکهٔ ۷، آخرین کارت. جمع کنید.",
              "Coin 7, the last card. Bank.",
              [zone("play")]),
    say("بازی تمام شد. سارا ۴۴ امتیاز دارد و علی هم ۴۴: امتیازها برابر است. در تساوی، کسی برنده است که کارت بیشتری در زمینش دارد: سارا ۱۱ کارت دارد و علی ۶، پس سارا برنده است. اگر شمار کارت‌ها هم برابر بود، هر دو با هم برنده می‌شدند. آنچه یاد گرفتید: بازی با خالی شدن دسته در پایان یک نوبت تمام می‌شود، بیشترین امتیاز می‌برد، و در تساوی کارت بیشتر در زمین. درس بعد: تپانچه و خنجری که چیزی برای برداشتن ندارند.",
        "The game is over. Sara has 44 points and Ali 44 too: the points are equal. On a tie, the player with more cards in their field wins: Sara has 11 cards and Ali 6, so Sara wins. Had they the same number of cards as well, both would have won. What you have learned: the game ends when the deck is empty at the end of a turn, the highest score wins, and on a tie more cards in the field. Next: a pistol and a dagger with nothing to take.",
        [zone("field", 0), zone("field", 1)]),
], {"first": 0, "discard": rest_of(sara, ali, last), "fields": [sara, ali], "deck_top": last})
