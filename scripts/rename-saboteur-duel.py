#!/usr/bin/env python3
"""Issue 34, "one name per thing": Saboteur: the Duel's code name becomes `saboteur_duel`.

Every other game has folder = namespace = file prefix = id (zirkhaki, rivals, sabokbaz). Saboteur:
the Duel had the id `saboteur-duel` but folders `saboteur`, namespace `saboteur`, file prefix
`saboteur_` and types `Saboteur…`. After this script its folders, namespaces (mizbazi::saboteur_duel,
mizbazi::ai::saboteur_duel, mizbazi::ui::saboteur_duel), file prefix (`saboteur_duel_`), types
(`SaboteurDuel…`), CMake targets, test names, resource folders, lesson folders, translation file and
glossary say `saboteur_duel`. The id "saboteur-duel", every JSON key, the translations' source texts
and every player-facing word are left as they are, so saves, scenarios and checksums pass unchanged.

Run from anywhere inside the working tree (python3 scripts/rename-saboteur-duel.py). It works by
rules over the whole tree, not by a patch, so it can run again after other branches merge, and
running it twice changes nothing the second time. It prints what it moved and changed and, at the
end, the words "saboteur" it left, for a person to judge.

Rules, in order:
 1. Files (git mv): every tracked path whose folder is `saboteur` or whose name starts with
    `saboteur_` or `saboteur.` takes the new name (rule 3 applied to the path). The engine's files
    take the names every game's engine folder shares: saboteur_round_setup → saboteur_duel_setup,
    saboteur_legal/apply → saboteur_duel_rules_legal/apply, saboteur_json → saboteur_duel_state_json.
    Files named by the game (the screenshot position and its pictures, a hostile test file) take the
    id, as the scenarios and the rule texts are named: saboteur.mizbazi → saboteur-duel.mizbazi.
 2. C++ code (never string literals): identifiers. `Saboteur` in a name → `SaboteurDuel`
    (SaboteurState → SaboteurDuelState, makeSaboteurTable → makeSaboteurDuelTable, a test suite
    `Saboteur` → `SaboteurDuel`); the namespace `saboteur` → `saboteur_duel`; a variable
    `saboteur` → `saboteurDuel`, `saboteurConfig` → `saboteurDuelConfig`.
 3. Paths and file names, wherever they are written (#include, CMake, comments, docs, scripts,
    art ids such as "saboteur/back" and resource paths in string literals): the word `saboteur`
    standing alone or before `_`, `/`, `.`, `;`, `::` → `saboteur_duel`. Never `saboteur-…`
    (the id, file names made of the id, `saboteur\\-duel` in the manual pages).
 4. Type names in comments, docs and scripts (SaboteurTexts → SaboteurDuelTexts); prose
    ("Saboteur: the Duel", "Saboteur's") is left.
 5. Translation contexts: a string literal that is a class name ("SaboteurTexts", given to
    QCoreApplication::translate) and the <name> of each context in translations/*.ts, so that the
    Persian words stay found; <source> and <translation> are never touched.
 6. clang-format on every C++ file it changed (skip with --no-format); a string literal that
    formatting changes is reported.

Left alone: a line naming `formerFolders` (the folder names a game had before, from which the app
takes over kept lesson ticks: ui/table/table_registry.h), this script, scripts/rename-match.py and
packaging/changelog (history), and tests/scenarios/ (data named by the id).
"""

import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from rename_support import (CODE, COMMENT, STRING, ROOT, changed, classify, read,  # noqa: E402
                            rel, write)

CPP_EXT = (".h", ".cpp", ".hpp", ".cc")
SKIP_FILES = {"scripts/rename-saboteur-duel.py", "scripts/rename-match.py", "packaging/changelog"}
SKIP_DIRS = ("tests/scenarios/",)
BINARY_EXT = (".png", ".jpg", ".ttf", ".otf", ".ico", ".gz", ".qm")
KEEP_LINE = re.compile(r"\bformerFolders\b")

# The engine's files named as every game's engine folder names them (engine/<g>/README.md).
ENGINE_STEMS = {"round_setup": "setup", "legal": "rules_legal", "apply": "rules_apply",
                "json": "state_json"}
NOT_DUEL = r"(?!Duels?(?![a-z]))"  # SaboteurDuel… (and SaboteurDuels…, from Saboteurs…) is done

# Rule 3, as (pattern, replacement), in order.
PATH_RULES = [
    # Named by the game's id, like tests/scenarios/saboteur-duel/ and resources/rules/.
    (r"(?<![A-Za-z0-9_-])saboteur(?=-(?:fa|en)-\d+x\d+\.png)", "saboteur-duel"),
    (r"(?<![A-Za-z0-9_-])saboteur(?=\.mizbazi\b)", "saboteur-duel"),
    (r"(?<![A-Za-z0-9_-])saboteur(?=-first-truncated\b)", "saboteur-duel"),
    # A path that never named a file (the manifest is in the cards file).
    (r"engine/saboteur(?:_duel)?/cards\.cpp", "engine/saboteur_duel/saboteur_duel_cards.cpp"),
    (r"(?<![A-Za-z0-9])saboteur_(" + "|".join(ENGINE_STEMS) + r")(?![A-Za-z0-9_])",
     lambda m: "saboteur_duel_" + ENGINE_STEMS[m.group(1)]),
    (r"(?<![A-Za-z0-9-])saboteur(?![A-Za-z0-9\\-]|_duel(?![A-Za-z0-9]))", "saboteur_duel"),
]
# Rule 4: a type or function name in prose (comments, docs, scripts).
NAME_RULES = [
    (r"Saboteur(?=[A-Z]|s[A-Z])" + NOT_DUEL, "SaboteurDuel"),
    (r"(?<![A-Za-z0-9_])saboteur(?=[A-Z])" + NOT_DUEL, "saboteurDuel"),
]

moved = []
notes = []


def git(*args):
    return subprocess.run(["git", *args], cwd=ROOT, capture_output=True, text=True)


def tracked():
    return [p for p in git("ls-files", "-z").stdout.split("\0") if p]


def kept_lines(text):
    """The spans of the lines that are left as they are (KEEP_LINE)."""
    spans = []
    for m in re.finditer(r"[^\n]*\n?", text):
        if KEEP_LINE.search(m.group(0)):
            spans.append((m.start(), m.end()))
    return spans


def sub_where(text, pattern, repl, allowed=None):
    """re.sub limited to matches that begin at characters of the allowed kinds (C++), never on a
    kept line."""
    if not re.search(pattern, text):
        return text
    kind = classify(text) if allowed is not None else None
    keep = kept_lines(text)
    out, last = [], 0
    for m in re.finditer(pattern, text):
        if kind is not None and kind[m.start()] not in allowed:
            continue
        if any(a <= m.start() < b for a, b in keep):
            continue
        out.append(text[last:m.start()])
        out.append(m.expand(repl) if isinstance(repl, str) else repl(m))
        last = m.end()
    out.append(text[last:])
    return "".join(out)


def apply_rules(text, rules, allowed=None):
    for pattern, repl in rules:
        text = sub_where(text, pattern, repl, allowed)
    return text


# --- rule 2: identifiers in code ---------------------------------------------------------------------

def code_name(m):
    """The new spelling of the identifier matched by m (its text is in m.string)."""
    name, text = m.group(0), m.string
    if name == "saboteur":
        before = text[max(0, m.start() - 80):m.start()].rstrip()
        after = text[m.end():m.end() + 80].lstrip()
        namespace = before.endswith("::") or re.search(r"\bnamespace$", before) or after.startswith("::")
        return "saboteur_duel" if namespace else "saboteurDuel"
    name = re.sub(r"Saboteur" + NOT_DUEL, "SaboteurDuel", name)
    name = re.sub(r"^saboteur(?=[A-Z])" + NOT_DUEL, "saboteurDuel", name)
    return apply_rules(name, PATH_RULES[-2:])  # snake_case names: saboteur_x → saboteur_duel_x


IDENTIFIER = r"\b[A-Za-z_]\w*\b"


def rename_code(text):
    text = sub_where(text, IDENTIFIER, lambda m: code_name(m) if "aboteur" in m.group(0) else m.group(0),
                     {CODE})
    text = apply_rules(text, PATH_RULES, {STRING, COMMENT})
    text = apply_rules(text, NAME_RULES, {COMMENT})
    # Rule 5: a literal that is a translation context ("SaboteurTexts", "mizbazi::ui::…::Saboteur…").
    text = sub_where(text, r"""(?<=["':])Saboteur(?=[A-Z]\w*")""" + NOT_DUEL, "SaboteurDuel", {STRING})
    return text


def rename_ts(text):
    return re.sub(r"(<name>)([^<]*)(</name>)",
                  lambda m: m.group(1) + re.sub(IDENTIFIER, lambda n: code_name(n) if "aboteur" in n.group(0)
                                                else n.group(0), m.group(2)) + m.group(3), text)


def rename_text(text):
    return apply_rules(apply_rules(text, PATH_RULES), NAME_RULES)


# --- rule 1: files ----------------------------------------------------------------------------------

def new_path(path):
    return apply_rules(path, PATH_RULES)


def move_files():
    for old in tracked():
        new = new_path(old)
        if new == old or not os.path.exists(os.path.join(ROOT, old)):
            continue
        if os.path.exists(os.path.join(ROOT, new)):
            notes.append(f"{old}: not moved, {new} is there already")
            continue
        os.makedirs(os.path.dirname(os.path.join(ROOT, new)) or ROOT, exist_ok=True)
        if git("mv", old, new).returncode != 0:
            os.rename(os.path.join(ROOT, old), os.path.join(ROOT, new))
        moved.append((old, new))
        # The folder it left, when nothing is left in it.
        folder = os.path.dirname(os.path.join(ROOT, old))
        while folder != ROOT and os.path.isdir(folder) and not os.listdir(folder):
            os.rmdir(folder)
            folder = os.path.dirname(folder)


# --- the run ----------------------------------------------------------------------------------------

def text_files():
    out = []
    for p in tracked():
        if p in SKIP_FILES or p.startswith(SKIP_DIRS) or p.endswith(BINARY_EXT):
            continue
        full = os.path.join(ROOT, p)
        if not os.path.isfile(full) or os.path.islink(full):
            continue
        try:
            text = read(full)
        except UnicodeDecodeError:
            continue
        if "\0" not in text:
            out.append(p)
    return out


def strings_of(text):
    """The string literals of a file, in order, without #include lines (clang-format sorts them)."""
    kind = classify(text)
    out, pos = [], 0
    for line in text.splitlines(keepends=True):
        if not line.lstrip().startswith("#include"):
            out.append("".join(c for c, k in zip(line, kind[pos:pos + len(line)]) if k == STRING))
        pos += len(line)
    return "".join(out).replace('""', "")


def format_cpp(paths):
    if not paths:
        return
    before = {p: strings_of(read(os.path.join(ROOT, p))) for p in paths}
    subprocess.run(["clang-format", "-i", *paths], cwd=ROOT, check=True)
    for p in paths:
        if strings_of(read(os.path.join(ROOT, p))) != before[p]:
            notes.append(f"{p}: clang-format changed a string literal; check it")


def main():
    move_files()
    for p in text_files():
        full = os.path.join(ROOT, p)
        text = read(full)
        if "aboteur" not in text:
            continue
        if p.endswith(CPP_EXT):
            write(full, rename_code(text))
        elif p.endswith(".ts"):
            write(full, rename_ts(text))
        else:
            write(full, rename_text(text))

    if "--no-format" not in sys.argv:
        format_cpp(sorted(c for c in changed if c.endswith(CPP_EXT) and os.path.exists(os.path.join(ROOT, c))))
    for old, new in moved:
        print("moved", old, "->", new)
    for c in sorted(changed):
        print("changed", c)
    for n in dict.fromkeys(notes):
        print("note", n)
    # What is left for a person to judge: "saboteur" that is neither the id nor the new name.
    for p in text_files():
        text = read(os.path.join(ROOT, p))
        for m in re.finditer(r"(?<![A-Za-z0-9-])saboteur(?![A-Za-z0-9\\-]|_duel(?![A-Za-z0-9]))", text):
            line_no = text.count("\n", 0, m.start()) + 1
            line = text.splitlines()[line_no - 1].strip()
            if not KEEP_LINE.search(line):
                print(f"left {p}:{line_no}: {line[:110]}")
    if not moved and not changed:
        print("nothing to change: the tree says saboteur_duel already")


if __name__ == "__main__":
    sys.exit(main())
