#!/usr/bin/env python3
"""Turns a phase-A lesson (a plain scenario whose `notes` explain it, Persian, a blank line, English)
into a step lesson: the notes become the first step, each move of `actions` a step the lesson
plays when the learner presses Next, and the example's last move one the learner makes. The
scenario's `notes` stay, so the file still reads as before. Run from the repository's root with
the files to convert; it asks build/src/mizbazi-cli whose turn each move is.

  tools/lessons/convert_phase_a_lessons.py resources/lessons/rivals/*.json"""
import json, os, subprocess, sys, tempfile

CLI = os.environ.get("MIZBAZI_CLI", "build/src/mizbazi-cli")


def actor(doc, count):
    d = dict(doc)
    d["actions"] = doc["actions"][:count]
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
        json.dump(d, f)
    out = subprocess.run([CLI, "run", f.name], capture_output=True, text=True, check=True).stdout
    os.unlink(f.name)
    return json.loads(out)["current"]


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
        if i + 1 < len(actions):
            steps.append({"say": {"fa": f"حرکت بعدِ نمونه، از {name}: {move}",
                                  "en": f"The example's next move, by {name}: {move}"},
                          "play": move})
        else:
            steps.append({"say": {"fa": f"حرکت آخر نمونه را خودتان روی میز انجام دهید ({name}: {move}).",
                                  "en": f"Make the example's last move yourself on the table ({name}: {move})."},
                          "expect": move,
                          "hint": {"fa": f"این گام همان حرکت نمونه را می‌خواهد: {move}. توضیح گام اول را دوباره بخوانید.",
                                   "en": f"This step asks for the example's own move: {move}. Read the first step's explanation again."}})
    steps.append({"say": {"fa": "نمونه تمام شد. نتیجه را روی میز ببینید؛ توضیحش در گام اول آمده است.",
                          "en": "The example is over. See its outcome on the table; the first step explains it."}})
    title = os.path.splitext(os.path.basename(path))[0].lstrip("0123456789-").replace("-", " ")
    first_fa = fa.strip().split(".")[0].split("،")[0][:60]
    doc["actions"] = []
    doc["lesson"] = {"title": {"fa": first_fa, "en": title[:1].upper() + title[1:]}, "steps": steps}
    with open(path, "w", encoding="utf-8") as f:
        json.dump(doc, f, ensure_ascii=False, indent=2)
        f.write("\n")


for p in sys.argv[1:]:
    convert(p)
