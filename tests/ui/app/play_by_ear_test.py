#!/usr/bin/python3
# Play by ear: the real app on a virtual X display, read only through the accessibility bus
# (pyatspi, as Orca reads it) and driven only by key presses (xdotool key: never a click, never a
# coordinate of the table), plays a whole game in Persian:
#   GAME        (zirkhaki, rivals, sabokbaz, saboteur-duel) one person against computers; Sabokbaz
#               a whole match of four to ±70, the shortest its options allow (its target is 70 at
#               least: no match of one hand), from its first deal
#   hot-seat    Saboteur: the Duel for two people at one screen, hand-over covers on
# At each of the person's turns it waits for the announcement that says so, reads the whole table
# (every seat, pile, card and maze cell the tree holds), and plays one of the moves the list of
# moves (M) reads out, chosen with the arrows and Enter. Under a cover it reads the table, then
# lifts the cover with Enter. Each reading is kept with a copy of the app's autosave (the game so
# far: it is written as each move is made, and nothing moves while a person is to act or a cover is
# up, so the copy is the position read) and the view on screen; at the end ui_secret_names says, for each, which cards that view
# could not know, and no name read may be one of them (the shared-screen rule, heard).
#
# What makes it quick (a whole game of each in about a minute): it waits on the bus's events (a
# name or a showing state changed), not on sleeps; between events it reads only the few objects it
# needs (the table and its announcement found once, the cover's button once, the windows of the
# app for a dialog: never a walk of the whole app); the computers play at once and nothing is
# animated; the secrets of every reading are named by one process at the end.
# Usage (from ctest): dbus-run-session -- python3 play_by_ear_test.py MIZBAZI SECRET_NAMES CASE
# (it starts its own virtual display and accessibility bus).
import faulthandler
import glob
import html
import json
import os
import random
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time

import pyatspi
from gi.repository import GLib

from own_desktop import start_accessibility_bus, start_display

APP, SECRETS, CASE = sys.argv[1], sys.argv[2], sys.argv[3]
HOME = tempfile.mkdtemp()
ENV = dict(os.environ, XDG_CONFIG_HOME=HOME + "/config", XDG_DATA_HOME=HOME + "/data",
           QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1", QT_ACCESSIBILITY="1", QT_QPA_PLATFORM="xcb")
SOURCE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..")
ISOLATES = dict.fromkeys(map(ord, "\u2066\u2067\u2068\u2069\u200e\u200f"))
STARTED = time.time()
# kill -USR1 prints where the test waits.
faulthandler.register(signal.SIGUSR1)
failures = []


def check(ok, what):
    print(("ok   " if ok else "FAIL ") + what, flush=True)
    if not ok:
        failures.append(what)


def plain(text):
    return (text or "").translate(ISOLATES)


def translation(ts_file, source):
    """The Persian of `source` as translations/<ts_file> has it (the test reads the app in Persian)."""
    with open(os.path.join(SOURCE, "translations", ts_file), encoding="utf-8") as f:
        text = f.read()
    m = re.search(r"<source>" + re.escape(html.escape(source, quote=False)) +
                  r"</source>\s*(?:<comment>.*?</comment>\s*)?<translation>(.*?)</translation>",
                  text, re.S)
    if not m:
        raise SystemExit("no translation of " + source)
    return html.unescape(m.group(1))


YOUR_TURN = translation("mizbazi_fa.ts", "Your turn.")
NAMED_TURN = re.compile("^" + re.escape(translation("mizbazi_fa.ts", "%1, your turn."))
                        .replace("%1", "(.+)") + "$")
END_TITLE = translation("mizbazi_fa.ts", "End of the game")
MOVES_TITLE = translation("mizbazi_fa.ts", "Your moves")
SHOW_ME = translation("mizbazi_fa.ts", "I am %1: show me").split("%1")
TABLE_NAME = re.compile("^" + re.escape(translation("mizbazi_fa.ts", "%1 table")).replace("%1", ".+")
                        + "$")


def turn_of(announcement):
    """Whose turn an announcement tells (its line of the turn, before any prompt of the table):
    "" for "Your turn.", a name for "<name>, your turn.", None when it tells no turn."""
    for line in plain(announcement).split("\n"):
        line = line.strip()
        if line == YOUR_TURN:
            return ""
        m = NAMED_TURN.match(line)
        if m:
            return m.group(1)
    return None


# ---------------------------------------------------------------- the bus and its events

# Events seen so far: a wait looks again only when one came (or, in case one was missed, after a
# second without any).
EVENTS = [0]
# The table's announcement, once found, and how many times it has been said (its name set, even
# to the same words).
NEWS = [None, 0]


def on_event(event):
    if NEWS[0] is not None and event.type.startswith("object:property-change:accessible-name"):
        # Of the names that change (every card that moves), only the announcement's is waited on.
        if event.source != NEWS[0]:
            return
        NEWS[1] += 1
    EVENTS[0] += 1


def listen_to_bus():
    start_accessibility_bus(ENV)
    # What changes when something is said (the announcement's name), a cover or a dialog comes or
    # goes (showing), or the ring moves (focused).
    pyatspi.Registry.registerEventListener(on_event, "object:property-change:accessible-name",
                                           "object:state-changed:showing",
                                           "object:state-changed:focused", "window:create",
                                           "window:destroy")
    # The main loop wakes at least this often (a wait's deadline).
    GLib.timeout_add(250, lambda: True)


TIMES = {}


def timed(what):
    """Adds the time of the decorated call to TIMES[what] (printed at the end: where time goes)."""
    def wrap(f):
        def run(*args, **kwargs):
            start = time.time()
            try:
                return f(*args, **kwargs)
            finally:
                TIMES[what] = TIMES.get(what, 0.0) + time.time() - start
        return run
    return wrap


def wait(predicate, seconds=60):
    """predicate()'s first true value, looked at again after each event of the bus; None after
    `seconds`."""
    end = time.time() + seconds
    context = GLib.MainContext.default()
    while True:
        found = predicate()
        if found:
            return found
        if time.time() >= end:
            return None
        seen, again = EVENTS[0], min(end, time.time() + 1.0)
        while EVENTS[0] == seen and time.time() < again:
            context.iteration(True)
        # Whatever else the same change brought is taken in before looking.
        while context.pending():
            context.iteration(False)


def role(node):
    try:
        return node.getRoleName()
    except Exception:
        return ""


def name(node):
    try:
        return plain(node.name)
    except Exception:
        return ""


def showing(node):
    try:
        return node.getState().contains(pyatspi.STATE_SHOWING)
    except Exception:
        return False


def children(node):
    try:
        return [node.getChildAtIndex(i) for i in range(node.childCount)]
    except Exception:
        return []


def find(predicate, root, depth=99):
    """The first node under `root` (depth first, at most `depth` levels down) for which
    predicate(node) holds."""
    stack = [(root, 0)]
    while stack:
        node, level = stack.pop()
        if node is None:
            continue
        try:
            if predicate(node):
                return node
        except Exception:
            continue
        if level < depth:
            stack.extend((c, level + 1) for c in reversed(children(node)))
    return None


@timed("reading the table")
def read_tree(node):
    """Every node under `node` (itself included), depth first, as (name, description): what a
    screen reader can read."""
    read = []
    stack = [node]
    while stack:
        n = stack.pop()
        try:
            read.append((plain(n.name), plain(n.description)))
            stack.extend(reversed(children(n)))
        except Exception:
            pass
    return [r for r in read if r[0] or r[1]]


class App:
    def __init__(self, *args):
        self.process = subprocess.Popen([APP, "--no-resume", "--lang", "fa", "--bot-delay", "0",
                                         "--animation", "0", *args], env=ENV)
        self.root = None
        self.table = None
        self.news = None
        self.cover_button = None
        self.window = None

    def start(self):
        """The app on the bus, its window and its table; False if they do not come."""
        desktop = pyatspi.Registry.getDesktop(0)
        self.root = wait(lambda: next((a for a in children(desktop) if "mizbazi" in name(a)),
                                      None), 60)
        if self.root is None:
            return False
        ids = wait(lambda: subprocess.run(["xdotool", "search", "--onlyvisible", "--pid",
                                           str(self.process.pid)], capture_output=True,
                                          text=True).stdout.split(), 40)
        self.window = ids[-1] if ids else None
        # The table is found once (the same view holds the whole game), its announcement is its
        # last child.
        self.table = wait(lambda: find(lambda n: role(n) == "panel" and TABLE_NAME.match(name(n)),
                                       self.root), 60)
        kids = children(self.table) if self.table else []
        NEWS[0] = kids[-1] if kids and role(kids[-1]) == "notification" else None
        return self.window is not None and NEWS[0] is not None

    @timed("pressing keys")
    def keys(self, *names, title=None):
        """Presses keys in the app's window, or in its window with that title (a dialog is a window
        of its own). No window manager: the window gets the keyboard first (never a coordinate).
        (Not one xdotool for the search and the keys: keys sent to a window found by a search are
        synthetic events, which Qt ignores.)"""
        window = self.window
        if title:
            found = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid",
                                    str(self.process.pid), "--name", re.escape(title)],
                                   capture_output=True, text=True, timeout=10).stdout.split()
            window = found[-1] if found else window
        subprocess.run(["xdotool", "windowfocus", "--sync", window, "key", "--delay", "8", *names],
                       timeout=60)

    def announcement(self):
        return name(NEWS[0])

    def cover(self):
        """The hand-over cover's button if it is up (found once among the table's neighbours: the
        cover lies over the table's widget)."""
        if self.cover_button is None:
            around = self.table.parent
            self.cover_button = find(lambda n: role(n) == "push button" and
                                     name(n).startswith(SHOW_ME[0]) and
                                     name(n).endswith(SHOW_ME[1]), around, depth=3)
        return self.cover_button if self.cover_button and showing(self.cover_button) else None

    def dialog(self, title):
        """A window of the app with that title, showing (a dialog is a window of the app: only the
        app's windows are read, not what they hold)."""
        return next((w for w in children(self.root)
                     if role(w) == "dialog" and name(w) == title and showing(w)), None)

    def quit(self):
        self.process.kill()
        self.process.wait()


def autosave_copy(index):
    kept = glob.glob(os.path.join(HOME, "data", "*", "*", "autosave-*.mizbazi"))
    if not kept:
        return None
    copy = os.path.join(HOME, "read-%04d.mizbazi" % index)
    shutil.copy(kept[0], copy)
    return copy


@timed("naming the secrets")
def secrets_of(readings):
    """For each reading with a saved game: (what its view may not know, what it knows, the log's
    lines its screen shows), named by one run of ui_secret_names."""
    args = []
    for _, saved, seat in readings:
        if saved:
            args += [str(seat), saved]
    if not args:
        return {}
    out = subprocess.run([SECRETS, "fa", *args], capture_output=True, text=True,
                         env=dict(os.environ, QT_QPA_PLATFORM="offscreen"), timeout=600)
    if out.returncode != 0:
        check(False, "ui_secret_names names the secrets: " + out.stderr[-400:])
    by_file, current = {}, None
    for line in out.stdout.splitlines():
        kind, _, text = line.partition("\t")
        if kind == "reading":
            current = by_file.setdefault(text, (set(), set(), set()))
            continue
        secret, known, shown = current
        {"secret": secret, "known": known, "shown": shown}[kind].add(plain(text))
    return {path: (secret - known, known, shown) for path, (secret, known, shown) in by_file.items()}


def names_whole(text, card):
    """`card` stands in `text` as whole words ("۱" is not read in "۱۱")."""
    return re.search(r"(?<![\w])" + re.escape(card) + r"(?![\w])", text) is not None


@timed("the list of moves")
def play_from_list(app, rng):
    """Opens the list of moves (M), reads it, plays one chosen with the arrows and Enter; the moves'
    words (None if the list did not come), and how many times the table had spoken before Enter."""
    app.keys("m")
    dialog = wait(lambda: app.dialog(MOVES_TITLE), 20)
    moves_list = dialog and wait(lambda: find(lambda n: role(n) == "list" and n.childCount > 0,
                                              dialog), 10)
    if moves_list is None:
        app.keys("Escape", title=MOVES_TITLE)
        return None, NEWS[1]
    items = [name(c) for c in children(moves_list)]
    if not all(items):
        check(False, "every move has words: %r" % items)
    pick = rng.randrange(len(items))
    # From the nearer end of the list.
    if pick < len(items) // 2:
        path = ["Home"] + ["Down"] * pick
    else:
        path = ["End"] + ["Up"] * (len(items) - 1 - pick)
    said = NEWS[1]  # what is said from here on follows the move
    app.keys(*path, "Return", title=MOVES_TITLE)
    return items, said


def play(args, seats_by_cover, seed, max_moves=2000):
    """One game; returns the readings: (each node read as (name, description), the saved game,
    the view on screen).
    `seats_by_cover(name)`: the seat on screen when the turn announced is `name`'s ("" for
    "Your turn.")."""
    rng = random.Random(seed)
    app = App(*args)
    if not app.start():
        check(False, "the app's window is up and its table in the accessibility tree")
        app.quit()
        return []
    readings = []
    moves = covers = unchanged = 0
    focus_checked = False
    hot_seat = CASE == "hot-seat"
    while moves < max_moves:
        # Whose turn: a cover (a shared screen), the announcement of a turn, or the end.
        state = wait(lambda: ("cover" if hot_seat and app.cover() else
                              "turn" if turn_of(app.announcement()) is not None else
                              "end" if app.dialog(END_TITLE) else None), 120)
        if state is None:
            check(False, "a turn, a cover or the end comes (announced: %r)"
                  % app.announcement()[-200:])
            break
        if state == "end":
            break
        if state == "cover":
            covers += 1
            readings.append((read_tree(app.table) + [(name(app.cover_button), "")],
                             autosave_copy(len(readings)), -1))
            app.keys("Return")
            wait(lambda: not app.cover(), 20)
            continue
        heard = app.announcement()
        seat = seats_by_cover(turn_of(heard))
        names = read_tree(app.table)
        if not focus_checked:
            # The keyboard's ring is the screen reader's focus: the arrow marks a card or place,
            # and the focused node says what it is.
            app.keys("Right")
            marked = wait(lambda: find(lambda n: n.getState().contains(pyatspi.STATE_FOCUSED)
                                       and role(n) in ("list item", "list"), app.table), 10)
            check(marked is not None and name(marked) != "",
                  "the arrow gives a card or place the focus: %s"
                  % (name(marked)[:80] if marked else None))
            focus_checked = True
        # The list of moves, read out; one chosen with the arrows, played with Enter.
        items, said = play_from_list(app, rng)
        readings.append((names + [(item, "") for item in items or []],
                         autosave_copy(len(readings)), seat))
        if items is None:
            check(False, "M opens the list of moves at the person's turn (announced: %r)"
                  % heard[-200:])
            break
        moves += 1
        # The move is made: the turn's announcement goes (a person's move clears it, or the next
        # news take its place), or is said again.
        if not wait(lambda: NEWS[1] > said or app.announcement() != heard, 20):
            unchanged += 1  # 20 s lost
    print("%d moves by the list, %d covers lifted, %d moves with nothing said after them, %.0f s"
          % (moves, covers, unchanged, time.time() - STARTED), flush=True)
    check(moves > 0, "moves were made by the list (%d)" % moves)
    check(app.dialog(END_TITLE) is not None, "the game reached its end (%d moves)" % moves)
    app.quit()
    return readings


def check_readings(readings):
    secrets = secrets_of(readings)
    leaks = 0
    for index, (nodes, saved, seat) in enumerate(readings):
        if saved is None or saved not in secrets:
            continue
        secret, known, shown = secrets[saved]

        def unshown(text):
            # The log's lines (announced) as the log on screen shows them are the log's privacy.
            return "\n".join(line for line in text.split("\n") if line.strip() not in shown)

        for card in secret:
            if len(card) < 2:
                continue
            # A known card whose name holds the secret's ("repair pickaxe or lamp") is no leak; nor
            # is the secret's name in a description (what a card is, holds or does, never another
            # card: SaboteurDuelTexts' tooltip test) when a card this view knows is named with it: in
            # Persian the gold card «سه قطعه طلا» is also what the goal «هدف: سه قطعه طلا» holds,
            # and a goal looked at with a map is described by what it holds.
            holders = [k for k in known if len(k) > len(card) and card in k]
            for node_name, description in nodes:
                said = unshown(node_name)
                if not holders:
                    said += "\n" + unshown(description)
                for k in holders:
                    said = said.replace(k, "\u2026")
                if names_whole(said, card):
                    leaks += 1
                    where = next(line for line in said.split("\n") if names_whole(line, card))
                    check(False, "reading %d (view %d) names the secret %s: %s"
                          % (index, seat, card, where[:160]))
    check(leaks == 0, "%d readings, no card named that its view may not know" % len(readings))


start_display(ENV)
listen_to_bus()
# Each case deals one known game (--seed), and its moves are chosen by a seeded draw: a failure
# is played again as it happened. The hot-seat deal is one where a seat looks at the goal of three
# nuggets while the other holds the gold card of the same Persian name.
if CASE == "hot-seat":
    people = [translation("mizbazi_fa.ts", "Player %1").replace("%1", d) for d in "۱۲"]
    readings = play(["--new", "saboteur-duel", "--players", "2", "--seed", "8584863954952926"],
                    lambda who: people.index(who) if who in people else -1, 7)
else:
    players = {"sabokbaz": "4", "saboteur-duel": "2", "rivals": "3", "zirkhaki": "3"}[CASE]
    readings = play(["--new", CASE, "--players", players, "--computers", "--level", "easy",
                     "--seed", "33"], lambda who: 0, 5)
if os.environ.get("MIZBAZI_EAR_READINGS"):
    # Kept for a look afterwards (what was read, the saved game, the view).
    with open(os.environ["MIZBAZI_EAR_READINGS"], "w", encoding="utf-8") as f:
        json.dump(readings, f, ensure_ascii=False)
check_readings(readings)
print("time: " + ", ".join("%s %.1f s" % kv for kv in sorted(TIMES.items())) +
      ", in all %.0f s" % (time.time() - STARTED), flush=True)
sys.exit(1 if failures else 0)
