#!/usr/bin/env python3
"""Issue 34, "one name per thing": the core class `Match` becomes `GameRecord`.

"Match" named two things: the engine's record of a game being played (a scenario: configuration,
initial state and the actions applied so far, with play/undo/redo/replay/toScenario), and, in
Sabokbaz, the whole game of several hands played to a target score. The core class and every
name of an object of it are renamed; Sabokbaz's match, JSON keys, file formats, player-facing text
and translations are left alone.

Run from anywhere inside the working tree to rename (python3 scripts/rename-match.py). It works
by rules over the whole tree, not by a patch, so it can run again after other branches merge, and
running it twice changes nothing the second time. It prints what it changed and, at the end, the
words "match" it left in files that use GameRecord, for a person to judge.

Rules, in order:
 1. Files: engine/core/match.{h,cpp} -> game_record.{h,cpp}, ui/table/match_log.{h,cpp} ->
    record_log.{h,cpp} (git mv), and every path naming them (#include, CMake, docs).
 2. C++ code and comments (never string literals): the word `Match` -> `GameRecord`, except in a
    file that declares a template parameter `typename Match` (a predicate, not the class).
 3. Fixed names of the record's family: MatchLog -> RecordLog, matchLog -> recordLog,
    matchLog_ -> recordLog_, matchChanged -> recordChanged.
 4. Type-aware, per declaration: a parameter or variable of type GameRecord (also const,
    &, &&, *, std::optional<GameRecord>) named `match` or `m` becomes `record` in its scope only
    (a function body, a lambda, a for statement, the rest of a block); member accesses (.match,
    ->match, ::match) and strings are never touched. A declaration whose scope already uses
    `record` is left and reported.
 5. Type-aware, per class: a member `GameRecord match_;` becomes `record_` in its header and the
    sources of the same stem; an accessor `GameRecord& match()` becomes `record()` and so does
    every call `match()` without arguments (QRegularExpression::match always takes one).
 6. Functions returning a GameRecord whose name says match (matchFrom, matchOf, randomMatch)
    have "match" replaced by "record" in their name, everywhere.
 7. Prose: comments and docs that say "match" of the record, phrase by phrase (PROSE below);
    a phrase no longer found is skipped.
 8. clang-format on every C++ file it changed (skip with --no-format); a string literal that
    formatting changes (split or joined) is reported.
"""

import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from rename_support import (CODE, COMMENT, STRING, ROOT, changed, classify, read,  # noqa: E402
                            rel, write)

CODE_DIRS = ["engine", "ui", "src", "tests", "tools"]
CPP_EXT = (".h", ".cpp", ".hpp", ".cc")
DOCS = ["README.md", "DEVELOPERS.md", "docs"]

MOVES = [
    ("engine/core/match.h", "engine/core/game_record.h"),
    ("engine/core/match.cpp", "engine/core/game_record.cpp"),
    ("ui/table/match_log.h", "ui/table/record_log.h"),
    ("ui/table/match_log.cpp", "ui/table/record_log.cpp"),
]
PATHS = [
    (r"\bcore/match\.(h|cpp)\b", r"core/game_record.\1"),
    (r"\btable/match_log\.(h|cpp)\b", r"table/record_log.\1"),
]
FAMILY = {
    "MatchLog": "RecordLog",
    "matchLog": "recordLog",
    "matchLog_": "recordLog_",
    "matchChanged": "recordChanged",
}
VAR_NAMES = {"match": "record", "m": "record"}

# Prose about the record (not Sabokbaz's match), as (regex, replacement). Each is specific enough
# to say the record; anything else saying "match" is listed at the end for a person to judge.
PROSE = [
    # engine/core/game_record.h
    (r"leaving the match after the actions", "leaving the record after the actions"),
    (r"Walks the match again from its start", "Walks the record again from its start"),
    # engine/core/game_record.cpp
    (r"the match applied these very texts", "the record applied these very texts"),
    # ui/table/record_log.h
    (r"The story of a match as the log tells it, derived from the match itself",
     "The story of a game record as the log tells it, derived from the record itself"),
    # ui/table/table_controller.h
    (r"nothing reaches the match\)", "nothing reaches the record)"),
    (r"Replay \(table/replay_bar\.h\): the match, loaded whole,",
     "Replay (table/replay_bar.h): the record, loaded whole,"),
    # ui/table/replay_bar.h
    (r"the controller steps its match", "the controller steps its record"),
    (r"because it is rebuilt from the match\.", "because it is rebuilt from the record."),
    (r"Puts the table in replay \(its match loaded whole\)",
     "Puts the table in replay (its record loaded whole)"),
    # ui/table/table_registry.h
    (r"when the match's game has no table", "when the record's game has no table"),
    # ui/table/lesson_runner.cpp
    (r"Told when the match is made from it", "Told when the record is made from it"),
    # ui/app/main_window.h
    (r"every change of the match is written at once", "every change of the record is written at once"),
    # ui/saboteur/saboteur_last_maze.*
    (r"The table the match's last move ended its round with",
     "The table the record's last move ended its round with"),
    (r"refused: cannot happen in a match", "refused: cannot happen in a record"),
    # ui/sabokbaz/sabokbaz_end.*
    (r"a match's own actions always parse", "a record's own actions always parse"),
    (r"by replaying the match's actions from its first", "by replaying the record's actions from its first"),
    # ui/zirkhaki tests: the log is the record's story
    (r"The log is the match's story", "The log is the record's story"),
    # tests/engine/registry_conformance_test.cpp
    (r"GameRecord::walk tells a match again step by step", "GameRecord::walk tells a game again step by step"),
    # tests/engine/rivals/rivals_test_helpers.h
    (r"Small helpers shared by the Rivals tests: a match from scenario JSON",
     "Small helpers shared by the Rivals tests: a game record from scenario JSON"),
    (r"// A match of `json` \(a scenario's text\)", "// A game record of `json` (a scenario's text)"),
    # tests/engine/sabokbaz/sabokbaz_test_support.h
    (r"a match from a scenario's text", "a game record from a scenario's text"),
    (r"\bthe match is now\b", "the record is now"),
    # docs (README's layer diagram keeps its width)
    (r"Game and State, Match, scenarios and files, the random source  ",
     "Game and State, GameRecord, scenarios, files, random source    "),
    (r"`rebuild` replays the match's actions", "`rebuild` replays the record's actions"),
]
# Test names about the record itself (not about a match of hands).
TEST_NAMES = {"WalksAMatchAgainStepByStep": "WalksAGameRecordAgainStepByStep"}

notes = []


def files(dirs, exts):
    out = []
    for d in dirs:
        p = os.path.join(ROOT, d)
        if os.path.isfile(p):
            out.append(p)
            continue
        for base, subdirs, names in os.walk(p):
            subdirs[:] = [s for s in subdirs if s not in (".git", "build") and not s.startswith("build")]
            out += [os.path.join(base, n) for n in names if n.endswith(exts)]
    return sorted(out)


def sub_where(text, pattern, repl, allowed, start=0, end=None, kind=None):
    """re.sub limited to matches that begin at characters of the allowed kinds, within a span."""
    kind = classify(text) if kind is None else kind
    end = len(text) if end is None else end
    out, last = [], 0
    for m in re.finditer(pattern, text):
        if m.start() < start or m.start() >= end or kind[m.start()] not in allowed:
            continue
        out.append(text[last:m.start()])
        out.append(m.expand(repl) if isinstance(repl, str) else repl(m))
        last = m.end()
    out.append(text[last:])
    return "".join(out)


# --- scopes ---------------------------------------------------------------------------------------

def matching(text, kind, i):
    """Index just past the bracket that closes the one at i (code characters only)."""
    pairs = {"(": ")", "{": "}", "[": "]"}
    stack = []
    j = i
    while j < len(text):
        if kind[j] == CODE:
            ch = text[j]
            if ch in pairs:
                stack.append(pairs[ch])
            elif ch in ")}]":
                if stack and stack[-1] == ch:
                    stack.pop()
                if not stack:
                    return j + 1
        j += 1
    return len(text)


def enclosing(text, kind, pos):
    """The innermost bracket ( or { open at pos: (index, char), or (-1, '') at file level."""
    stack = []
    for j in range(pos):
        if kind[j] != CODE:
            continue
        ch = text[j]
        if ch in "({[":
            stack.append(j)
        elif ch in ")}]" and stack:
            stack.pop()
    while stack and text[stack[-1]] == "[":
        stack.pop()
    return (stack[-1], text[stack[-1]]) if stack else (-1, "")


def skip_space(text, kind, j):
    while j < len(text) and (text[j].isspace() or kind[j] == COMMENT):
        j += 1
    return j


def scope_of(text, kind, pos):
    """Where a name declared at pos is visible: (start, end)."""
    open_at, ch = enclosing(text, kind, pos)
    if ch == "{":
        return pos, matching(text, kind, open_at) - 1
    if ch != "(":
        return pos, len(text)
    close = matching(text, kind, open_at)
    j = skip_space(text, kind, close)
    if j < len(text) and text[j] == ":" and not text.startswith("::", j):
        # A constructor's initialisers: name(args) or name{args}, separated by commas.
        j += 1
        while True:
            j = skip_space(text, kind, j)
            m = re.compile(r"[\w:<>]+").match(text, j)
            if not m:
                break
            j = skip_space(text, kind, m.end())
            if j < len(text) and text[j] in "({":
                j = skip_space(text, kind, matching(text, kind, j))
            if j < len(text) and text[j] == ",":
                j += 1
                continue
            break
        if j < len(text) and text[j] == "{":
            return pos, matching(text, kind, j)
        return pos, close
    depth = 0
    while j < len(text):
        if kind[j] == CODE:
            c = text[j]
            if c in "([":
                depth += 1
            elif c in ")]":
                if depth == 0:
                    return pos, close  # a parameter of a declaration inside an expression
                depth -= 1
            elif depth == 0 and c == "{":
                return pos, matching(text, kind, j)
            elif depth == 0 and c in ";,":
                return pos, j + 1
        j += 1
    return pos, len(text)


TYPE = r"(?:const\s+)?(?:std::optional<\s*GameRecord\s*>|GameRecord)(?:\s+const)?\s*(?:&&|&|\*)?\s*"


def rename_variables(path, text):
    decl = re.compile(r"\b" + TYPE + r"\b(" + "|".join(VAR_NAMES) + r")\b(?!\s*\(\s*\))")
    while True:
        kind = classify(text)
        for m in decl.finditer(text):
            if kind[m.start()] != CODE:
                continue
            name, new = m.group(1), VAR_NAMES[m.group(1)]
            start, end = scope_of(text, kind, m.start(1))
            used = [u for u in re.finditer(r"(?<![.>:])\b" + new + r"\b", text[start:end])
                    if kind[start + u.start()] == CODE]
            if used:
                line = text.count("\n", 0, m.start()) + 1
                notes.append(f"{rel(path)}:{line}: `{name}` kept: `{new}` is already used there")
                continue
            text = sub_where(text, r"(?<![.>:\w])\b" + name + r"\b", new, {CODE}, start, end, kind)
            break
        else:
            return text


# --- the rules --------------------------------------------------------------------------------------

def git(*args):
    return subprocess.run(["git", *args], cwd=ROOT, capture_output=True, text=True)


def move_files():
    for old, new in MOVES:
        o, n = os.path.join(ROOT, old), os.path.join(ROOT, new)
        if os.path.exists(o) and not os.path.exists(n):
            if git("mv", old, new).returncode != 0:
                os.rename(o, n)
            changed.add(new)


def format_cpp(paths):
    """clang-format (the repository's .clang-format) on the files this run changed: longer names
    move arguments and comments; string literals are checked unchanged, Persian ones included."""
    if not paths:
        return
    before = {p: strings_of(read(os.path.join(ROOT, p))) for p in paths}
    subprocess.run(["clang-format", "-i", *paths], cwd=ROOT, check=True)
    for p in paths:
        if strings_of(read(os.path.join(ROOT, p))) != before[p]:
            notes.append(f"{p}: clang-format changed a string literal; check it")


def strings_of(text):
    """The string literals of a file, in order, without #include lines (clang-format sorts them)."""
    kind = classify(text)
    out, pos = [], 0
    for line in text.splitlines(keepends=True):
        if not line.lstrip().startswith("#include"):
            out.append("".join(c for c, k in zip(line, kind[pos:pos + len(line)]) if k == STRING))
        pos += len(line)
    return "".join(out).replace('""', "")


def main():
    move_files()
    cpp = files(CODE_DIRS, CPP_EXT)
    cmake = files(CODE_DIRS, ("CMakeLists.txt", ".cmake")) + files(["CMakeLists.txt", "cmake"], (".txt", ".cmake"))
    docs = files(DOCS, (".md",))

    for path in cmake + docs:
        text = read(path)
        for pattern, repl in PATHS:
            text = re.sub(pattern, repl, text)
        write(path, text)

    # Rules 1-3 and 6's discovery, per C++ file.
    renamed_functions = {}
    accessor = False
    members = []  # headers declaring `GameRecord match_;`
    for path in cpp:
        text = read(path)
        for pattern, repl in PATHS:
            text = sub_where(text, pattern, repl, {STRING, COMMENT})  # #include "..." is a string
        if not re.search(r"\btypename\s+Match\b", text):
            text = sub_where(text, r"\bMatch\b(?!\s+(?:to|ends)\b)", "GameRecord", {CODE, COMMENT})
        for old, new in {**FAMILY, **TEST_NAMES}.items():
            text = sub_where(text, r"\b" + old + r"\b", new, {CODE, COMMENT})
        kind = classify(text)
        for m in re.finditer(r"\b(?:std::optional<\s*GameRecord\s*>|GameRecord)\s+(\w*[Mm]atch\w*)\s*\(", text):
            if kind[m.start()] == CODE and m.group(1) != "match":
                renamed_functions[m.group(1)] = m.group(1).replace("match", "record").replace("Match", "Record")
        if re.search(r"\bGameRecord\s*&\s*match\s*\(\s*\)", text):
            accessor = True
        if re.search(r"\bGameRecord\s+match_\s*;", text):
            members.append(path)
        write(path, text)

    for path in cpp:
        text = read(path)
        for old, new in renamed_functions.items():
            text = sub_where(text, r"\b" + old + r"\b", new, {CODE, COMMENT})
        if accessor:
            text = sub_where(text, r"(?<![\w])match(\s*\(\s*\))", r"record\1", {CODE})
        for header in members:
            stem = os.path.splitext(header)[0]
            if os.path.splitext(path)[0] == stem or (os.path.dirname(path) == os.path.dirname(header)
                                                     and os.path.basename(path).startswith(os.path.basename(stem) + "_")):
                text = sub_where(text, r"\bmatch_\b", "record_", {CODE, COMMENT})
        text = rename_variables(path, text)
        # A comment that quotes a renamed parameter: `match` -> `record`.
        if re.search(r"\b" + TYPE + r"record\b", text):
            text = sub_where(text, r"`match`", "`record`", {COMMENT})
        for pattern, repl in PROSE:
            # A phrase may be broken across the lines of a // comment; clang-format rewraps it.
            text = sub_where(text, pattern.replace(" ", r"(?:[ \t]*\n[ \t]*//)?[ \t]+"), repl, {COMMENT})
        write(path, text)

    for path in docs:
        text = read(path)
        text = re.sub(r"`Match`", "`GameRecord`", text)
        text = re.sub(r"\bMatch::", "GameRecord::", text)
        text = re.sub(r"(owns|holds) a `?Match`?\b", r"\1 a `GameRecord`", text)
        for old, new in {**FAMILY, **TEST_NAMES}.items():
            text = re.sub(r"\b" + old + r"\b", new, text)
        for pattern, repl in PROSE:
            text = re.sub(pattern, repl, text)
        write(path, text)

    if "--no-format" not in sys.argv:
        format_cpp(sorted(c for c in changed if c.endswith(CPP_EXT) and os.path.exists(os.path.join(ROOT, c))))
    for c in sorted(changed):
        print("changed", c)
    for n in dict.fromkeys(notes):
        print("note", n)
    # What is left for a person to judge: "match" in files that use the record.
    for path in cpp + docs:
        text = read(path)
        if "GameRecord" not in text and "RecordLog" not in text:
            continue
        kind = classify(text) if path.endswith(CPP_EXT) else None
        for m in re.finditer(r"\b[Mm]atch(es)?\b", text):
            if kind is not None and kind[m.start()] == STRING:
                continue
            line_no = text.count("\n", 0, m.start()) + 1
            line = text.splitlines()[line_no - 1].strip()
            if kind is not None and kind[m.start()] == CODE and re.search(r"[.>]match\(", line):
                continue  # QRegularExpression::match
            print(f"left {rel(path)}:{line_no}: {line[:110]}")


if __name__ == "__main__":
    sys.exit(main())
