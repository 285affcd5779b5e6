"""What the repository's rename scripts (rename-match.py, rename-saboteur-duel.py) share: the
repository's root, reading and writing its files (noting which changed), and a small C++ lexer
that tells which characters of a source are code, comment or string literal, so that a rename
touches code and leaves the words in strings alone."""

import os
import re
import subprocess

ROOT = subprocess.run(["git", "rev-parse", "--show-toplevel"], capture_output=True, text=True,
                      check=True, cwd=os.path.dirname(os.path.abspath(__file__))).stdout.strip()
changed = set()  # the files written so far, relative to ROOT


def rel(path):
    return os.path.relpath(path, ROOT)


def read(path):
    with open(path, encoding="utf-8") as f:
        return f.read()


def write(path, text):
    if read(path) != text:
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
        changed.add(rel(path))

CODE, COMMENT, STRING = 0, 1, 2


def _quoted_end(text, i, quote):
    """Where the literal opened by the `quote` at i ends (past its closing quote, or past the
    line's end when it is not closed); a backslash escapes the next character."""
    j, n = i + 1, len(text)
    while j < n and text[j] != quote and text[j] != "\n":
        j += 2 if text[j] == "\\" else 1
    return j + 1


def classify(text):
    kind = bytearray(len(text))
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            kind[i:j] = bytes([COMMENT]) * (j - i)
            i = j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            kind[i:j] = bytes([COMMENT]) * (j - i)
            i = j
        elif c == '"':
            m = re.compile(r'R"([^(\s]*)\(').match(text, i - 1) if i > 0 and text[i - 1] == "R" else None
            if m:
                end = text.find(")" + m.group(1) + '"', m.end())
                j = n if end < 0 else end + len(m.group(1)) + 2
            else:
                j = _quoted_end(text, i, '"')
            kind[i:j] = bytes([STRING]) * (j - i)
            i = j
        elif c == "'" and not (i > 0 and text[i - 1].isalnum()):
            j = _quoted_end(text, i, "'")
            kind[i:j] = bytes([STRING]) * (j - i)
            i = j
        else:
            i += 1
    return kind
