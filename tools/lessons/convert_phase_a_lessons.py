#!/usr/bin/env python3
"""Turns a phase-A lesson (a plain scenario whose `notes` explain it, Persian, a blank line, English)
into a step lesson: the notes become the first step, each move of `actions` a step the lesson
plays when the learner presses Next, and the example's last move one the learner makes. The
scenario's `notes` stay, so the file still reads as before. Run from the repository's root with
the files to convert; it asks build/src/mizbazi-cli whose turn each move is.

  tools/lessons/convert_phase_a_lessons.py resources/lessons/rivals/*.json"""
import json, os, subprocess, sys, tempfile

CLI = os.environ.get("MIZBAZI_CLI", "build/src/mizbazi-cli")

# The lessons' players, for the English words.
LATIN = {"سارا": "Sara", "علی": "Ali", "مریم": "Maryam", "رضا": "Reza", "یونس": "Younes",
         "دانیال": "Danial", "کاوه": "Kaveh"}
FA_DIGITS = str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹")

# Card names in both languages, by the engine's id (number last).
COLORS = {"yellow": ("زرد", "yellow"), "blue": ("آبی", "blue"), "white": ("سفید", "white"),
          "green": ("سبز", "green"), "red": ("قرمز", "red")}
FAMILIES = {"koozeh": ("کوزهٔ", "koozeh"), "sabzeh": ("سبزهٔ", "sabzeh"),
            "zamaneh": ("زمانهٔ", "zamaneh"), "badeh": ("بادهٔ", "badeh")}
SPECIALS = {"ajal": ("اجل", "death (ajal)"), "dozakh": ("دوزخ", "hell (dozakh)"),
            "behesht": ("بهشت", "heaven (behesht)"), "khayyam": ("خیام", "Khayyam")}


def card_words(card):
    """(fa, en) for a Rivals or Sabokbaz card id; None for other games' cards."""
    if card in SPECIALS:
        return SPECIALS[card]
    kind, _, number = card.rpartition("-")
    if kind in COLORS:
        fa, en = COLORS[kind]
        if number == "w":
            return f"شرط‌بندی {fa}", f"the {en} wager"
        return f"{fa} {number.translate(FA_DIGITS)}", f"{en} {number}"
    if kind in FAMILIES:
        fa, en = FAMILIES[kind]
        return f"{fa} {number.translate(FA_DIGITS)}", f"{en} {number}"
    return None


def move_words(move, fa_name, en_name):
    """A sentence for a move of Rivals or Sabokbaz; None for moves worded no better than their text."""
    verb, _, rest = move.partition(" ")
    card = card_words(rest) if rest else None
    if verb == "reveal":
        return f"{fa_name} کارتی رو می‌کند.", f"{en_name} turns up a card."
    if verb == "bid":
        return (f"{fa_name} {rest.translate(FA_DIGITS)} سکه پیشنهاد می‌دهد.", f"{en_name} bids {rest}.")
    if verb == "pass" and not rest:
        return f"{fa_name} پاس می‌دهد.", f"{en_name} passes."
    if verb == "done":
        return f"{fa_name} کارش تمام است.", f"{en_name} is done."
    if verb == "take" and card:
        return f"{fa_name} {card[0]} را برمی‌دارد.", f"{en_name} takes {card[1]}."
    if verb == "discard" and card:
        return (f"{fa_name} {card[0]} را به‌پشت از بازی بیرون می‌گذارد.",
                f"{en_name} puts {card[1]} out of the game face down.")
    if verb == "play" and card:
        return f"{fa_name} {card[0]} را بازی می‌کند.", f"{en_name} plays {card[1]}."
    return None


def actor(doc, count):
    d = dict(doc)
    d["actions"] = doc["actions"][:count]
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
        json.dump(d, f)
    out = subprocess.run([CLI, "run", f.name], capture_output=True, text=True, check=True).stdout
    os.unlink(f.name)
    return json.loads(out)["current"]


TITLES = {
    "rivals/auction-example": ("مزایدهٔ نمونهٔ قوانین چاپی", "The rulebook's auction"),
    "rivals/scoring-example": ("شمارش امتیاز: نمونهٔ ۷۲ امتیازی", "Scoring: the 72-point example"),
    "sabokbaz/01-fate-led-wine-takes": ("زمانه‌ای که باده می‌بَرَدَش", "Fate led, wine takes"),
    "sabokbaz/02-fate-answered-with-fate": ("زمانه در جواب زمانه", "Fate answered with fate"),
    "sabokbaz/03-hell-on-three-wines": ("دوزخ روی سه باده", "Hell on three wines"),
    "sabokbaz/04-death-on-three-wines": ("اجل روی سه باده", "Death on three wines"),
    "sabokbaz/05-hell-on-heaven": ("دوزخ روی بهشت", "Hell on heaven"),
    "sabokbaz/06-death-on-khayyam": ("اجل روی خیام", "Death on Khayyam"),
    "sabokbaz/07-whole-hand-sums-to-seven": ("دوری که جمعش هفت می‌شود", "A whole hand that adds up to seven"),
    "sabokbaz/08-all-fate": ("همهٔ زمانه‌ها", "All fate"),
    "sabokbaz/09-four-cards": ("هر چهار کارت ویژه", "All four specials"),
    "saboteur_duel/01-layout": ("چیدمان بازی دو نفره", "Setting out for two"),
    "saboteur_duel/02-solo-layout": ("چیدمان بازی تک‌نفره", "Setting out alone"),
    "saboteur_duel/03-matching-sides": ("لبه‌های جور", "Matching sides"),
    "saboteur_duel/04-door-and-key": ("در و کلید", "Doors and keys"),
    "saboteur_duel/05-trolls-and-gold": ("دیوها و طلا", "Trolls and gold"),
    "saboteur_duel/06-goal-either-way": ("هدف از هر دو سو", "A goal either way"),
    "saboteur_duel/07-double-repair": ("تعمیر دوگانه", "A double repair"),
    "saboteur_duel/08-fix-with-two-cards": ("رفع خرابی با دو کارت", "Fixing with two cards"),
    "saboteur_duel/09-solo-drawn-sabotage": ("خرابکاری کشیده‌شده در بازی تک‌نفره", "A drawn sabotage, solo"),
}


def convert(path):
    doc = json.load(open(path, encoding="utf-8"))
    if "lesson" in doc:
        return
    fa, _, en = doc["notes"].partition("\n\n")
    names = [p.get("name", "") for p in doc.get("players", [])]
    steps = [{"say": {"fa": fa.strip(), "en": en.strip()}}]
    actions = doc["actions"]
    for i, move in enumerate(actions):
        seat = actor(doc, i)
        name = names[seat] if seat is not None and seat < len(names) else ""
        en_name = LATIN.get(name, name)
        words = move_words(move, name, en_name)
        if i + 1 < len(actions):
            fa, en = words or (f"حرکت بعد نمونه، از {name}: {move}",
                               f"The example's next move, by {en_name}: {move}")
            step = {"say": {"fa": fa, "en": en}, "play": move}
            card = move.partition(" ")[2]
            if words and card_words(card):
                step["point"] = [{"card": card}]  # ringed where the table shows it
            steps.append(step)
        else:
            fa, en = words or (f"{name}، {move}.", f"{en_name}, {move}.")
            steps.append({"say": {"fa": f"حرکت آخر نمونه را خودتان روی میز انجام دهید: {fa}",
                                  "en": f"Make the example's last move yourself on the table: {en}"},
                          "expect": move,
                          "hint": {"fa": f"این گام همان حرکت نمونه را می‌خواهد: {fa} توضیح گام اول را دوباره بخوانید.",
                                   "en": f"This step asks for the example's own move: {en} Read the first step's explanation again."}})
    steps.append({"say": {"fa": "نمونه تمام شد. نتیجه را روی میز ببینید؛ توضیحش در گام اول آمده است.",
                          "en": "The example is over. See its outcome on the table; the first step explains it."}})
    key = os.path.basename(os.path.dirname(path)) + "/" + os.path.splitext(os.path.basename(path))[0]
    fa_title, en_title = TITLES[key]
    doc["actions"] = []
    doc["lesson"] = {"title": {"fa": fa_title, "en": en_title}, "steps": steps}
    with open(path, "w", encoding="utf-8") as f:
        json.dump(doc, f, ensure_ascii=False, indent=2)
        f.write("\n")


for p in sys.argv[1:]:
    convert(p)
