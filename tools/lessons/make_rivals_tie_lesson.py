#!/usr/bin/env python3
"""Writes resources/lessons/rivals/08-the-tie.json: a two-player game brought near its end, then a last
auction that ties the score, decided by the coins. Run from the repository's root; it asks
build/src/mizbazi-cli for the state while it plays the game up to the lesson.

The way there: the stacks start with every 10 and 9, green 7 and 8 and three wagers; each
player buys one set of them, and from then on every card turned up is dead (no one can add it) and
leaves the game at once, except green 9, which only Sara can use. The file's `actions` turn cards
up until green 9 lies in the display; the last stack then holds one card."""
import json, os, subprocess, tempfile

CLI = os.environ.get("MIZBAZI_CLI", "build/src/mizbazi-cli")
OUT = "resources/lessons/rivals/08-the-tie.json"
COLORS = ["yellow", "blue", "white", "green", "red"]


def t(fa, en):
    return {"fa": fa, "en": en}


def every_card():
    out = []
    for c in COLORS:
        for n in range(2, 6):
            out += [f"{c}-{n}"] * 2
        out += [f"{c}-{n}" for n in range(6, 11)]
        out += [f"{c}-w"] * 3
    return out


KAVEH_TAKES = ["yellow-w", "yellow-9", "blue-w", "blue-9", "white-9", "green-w", "green-10", "red-10"]
SARA_TAKES = ["yellow-10", "blue-10", "white-10", "green-7", "green-8", "red-9"]
TOP = ["yellow-10", "blue-10", "white-10", "green-7", "green-8", "red-9", "yellow-w", "yellow-9",
       "blue-w", "blue-9", "white-9", "green-w", "green-10", "red-10"]
LAST = ["green-9", "red-2"]
rest = every_card()
for c in TOP + LAST:
    rest.remove(c)
cards = TOP + rest + LAST
stacks = [cards[i:i + 20] for i in range(0, 80, 20)]

scenario = {
    "format": "mizbazi/1", "game": "rivals", "options": {"players": 2},
    "players": [{"name": "سارا", "kind": "human"}, {"name": "کاوه", "kind": "human"}],
    "seed": 7,
    "setup": {"first": 1, "starting_wagers": [["white", "red"], ["yellow", "blue"]],
              "coins": [13, 10], "stacks": stacks},
}


def state(actions):
    with tempfile.NamedTemporaryFile("w", suffix=".json", encoding="utf-8") as f:
        json.dump(dict(scenario, actions=actions), f, ensure_ascii=False)
        f.flush()
        run = subprocess.run([CLI, "run", f.name], capture_output=True, text=True, check=True)
    return json.loads(run.stdout)


# Kaveh turns up the first card, so Sara turns up the last of the top ones and Kaveh buys first.
actions = ["reveal"] * len(TOP)
actions += ["bid 1", "pass"] + ["take " + c for c in KAVEH_TAKES] + ["done"]
actions += ["bid 1", "pass"] + ["take " + c for c in SARA_TAKES] + ["done"]
s = state(actions)
while "green-9" not in s["display"]:
    actions.append("reveal")
    s = state(actions)
assert s["current"] == 0 and s["scores"] == [29, 30] and s["coins"] == [13, 10], s

FIRST = t("تساوی. این بازی تا نزدیک پایانش انجام شده است: بعد از سبز ۹ فقط یک کارت در دستهٔ آخر مانده. "
          "برنده کسی است که امتیاز بیشتری دارد؛ اگر امتیازها برابر باشد، کسی که سکهٔ بیشتری دارد می‌برد، "
          "و اگر سکه‌ها هم برابر باشد، هر دو با هم برنده‌اند. "
          "حالا سارا ۲۹ امتیاز دارد (۱۶ از ماجراجویی‌ها و ۱۳ سکه) و کاوه ۳۰ (۲۰ از ماجراجویی‌ها و ۱۰ سکه).",
          "A tie. This game has been played almost to its end: after green 9 only one card is left in "
          "the last stack. The winner is whoever has the most points; if the points are equal, whoever "
          "has more coins wins, and if the coins are equal too, both win together. Sara now has 29 "
          "points (16 from her expeditions and 13 coins) and Kaveh 30 (20 from his expeditions and 10 "
          "coins).")
steps = [
    {"say": FIRST},
    {"say": t("سبز ۹ در ویترین است. ماجراجویی سبز سارا به ۸ رسیده، پس سبز ۹ برای او ۲ ردپا یعنی ۲ امتیاز می‌آورد؛ "
              "ماجراجویی سبز کاوه به ۱۰ رسیده و این کارت به کار او نمی‌آید. سارا با ۱ سکه مزایده را باز کند: "
              "مقدار ۱ را انتخاب کنید و پیشنهاد دهید.",
              "Green 9 is in the display. Sara's green expedition has reached 8, so green 9 brings her 2 "
              "footprints, that is 2 points; Kaveh's green expedition has reached 10 and the card is no "
              "use to him. Sara opens an auction at 1 coin: choose 1 and bid."),
     "point": [{"card": "green-9"}], "expect": ["bid 1"],
     "hint": t("با ۱ سکه مزایده را باز کنید.", "Open an auction at 1 coin.")},
    {"say": t("کاوه پاس می‌دهد. سارا برد و ۱ سکه به ذخیره می‌دهد.",
              "Kaveh passes. Sara has won and pays 1 coin into the reserve."), "play": "pass"},
    {"say": t("سبز ۹ را به ماجراجویی سبز سارا ببرید.", "Put green 9 into Sara's green expedition."),
     "point": [{"card": "green-9"}], "expect": ["take green-9"],
     "hint": t("سبز ۹ را بردارید.", "Take green 9.")},
    {"say": t("«تمام» را بزنید: آخرین کارت رو می‌شود و بازی تمام می‌شود.",
              "Press Done: the last card is turned up and the game ends."),
     "expect": ["done"], "hint": t("کار سارا تمام است: «تمام» را بزنید.", "Sara is done: press Done.")},
    {"say": t("بازی تمام شد. سارا ۳۰ امتیاز دارد (۱۸ از ماجراجویی‌ها و ۱۲ سکه) و کاوه هم ۳۰ (۲۰ از ماجراجویی‌ها و ۱۰ سکه): "
              "امتیازها برابر است. پس سکه‌ها تصمیم می‌گیرند: سارا ۱۲ سکه دارد و کاوه ۱۰، پس سارا برنده است. "
              "اگر سکه‌هایشان هم برابر بود، هر دو با هم برنده می‌شدند. سکهٔ ذخیره برای هیچ‌کس حساب نمی‌شود. "
              "آنچه یاد گرفتید: در امتیاز برابر، سکهٔ بیشتر می‌برد؛ و اگر سکه‌ها هم برابر باشند، برد مشترک است. "
              "این آخرین درس رقباست.",
              "The game is over. Sara has 30 points (18 from her expeditions and 12 coins) and Kaveh 30 "
              "too (20 from his expeditions and 10 coins): the points are equal. So the coins decide: "
              "Sara has 12 and Kaveh 10, so Sara wins. Had their coins been equal as well, both would "
              "have won. The coin in the reserve counts for nobody. What you have learned: on equal points "
              "more coins win; with equal coins too, the win is shared. This is the last Rivals lesson.")},
]
doc = dict(scenario, actions=actions, notes=FIRST["fa"] + "\n\n" + FIRST["en"],
           lesson={"title": t("تساوی", "A tie"), "steps": steps})
# The words are edited in the file itself once it exists: this script rebuilds only its game.
if os.path.exists(OUT):
    with open(OUT, encoding="utf-8") as f:
        kept = json.load(f)
    doc["notes"], doc["lesson"] = kept["notes"], kept["lesson"]
with open(OUT, "w", encoding="utf-8") as f:
    json.dump(doc, f, ensure_ascii=False, indent=2)
    f.write("\n")
