#!/usr/bin/python3
# Play by ear: the real app on a virtual X display, read only through the accessibility bus
# (pyatspi, as Orca reads it) and driven only by key presses (xdotool key: never a click, never a
# coordinate of the table), plays a whole game in Persian:
#   GAME        (zirkhaki, rivals, sabokbaz, saboteur-duel) one person against computers
#   hot-seat    Saboteur: the Duel for two people at one screen, hand-over covers on
# At each of the person's turns it waits for the announcement that says so, reads the whole table
# (every seat, pile, card and maze cell the tree holds), and plays one of the moves the list of
# moves (M) reads out, chosen with the arrows and Enter. Under a cover it reads the table, then
# lifts the cover with Enter. Each reading is kept with a copy of the app's autosave (the game so
# far) and the view on screen; at the end ui_secret_names says, for each, which cards that view
# could not know, and no name read may be one of them (the shared-screen rule, heard).
# Usage (from ctest): xvfb-run -a -s "-screen 0 1366x768x24" dbus-run-session -- \
#     python3 play_by_ear_test.py MIZBAZI SECRET_NAMES CASE
import glob
import html
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import time

import pyatspi

APP, SECRETS, CASE = sys.argv[1], sys.argv[2], sys.argv[3]
HOME = tempfile.mkdtemp()
ENV = dict(os.environ, XDG_CONFIG_HOME=HOME + "/config", XDG_DATA_HOME=HOME + "/data",
           QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1", QT_ACCESSIBILITY="1", QT_QPA_PLATFORM="xcb")
SOURCE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..")
ISOLATES = dict.fromkeys(map(ord, "\u2066\u2067\u2068\u2069\u200e\u200f"))
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


def start_bus():
    subprocess.Popen(["/usr/libexec/at-spi-bus-launcher", "--launch-immediately"])
    for _ in range(40):
        if subprocess.run(["dbus-send", "--session", "--dest=org.a11y.Bus", "--print-reply",
                           "/org/a11y/bus", "org.a11y.Bus.GetAddress"],
                          capture_output=True).returncode == 0:
            break
        time.sleep(0.25)
    pyatspi.Registry.getDesktop(0).childCount
    time.sleep(0.5)


def app_root():
    desktop = pyatspi.Registry.getDesktop(0)
    for i in range(desktop.childCount):
        a = desktop.getChildAtIndex(i)
        if a is not None and "mizbazi" in (a.name or ""):
            return a
    return None


def find(predicate, root=None):
    """The first node (depth first) for which predicate(node) holds."""
    root = root or app_root()
    if root is None:
        return None
    stack = [root]
    while stack:
        node = stack.pop()
        try:
            if predicate(node):
                return node
            stack.extend(node.getChildAtIndex(i) for i in reversed(range(node.childCount)))
        except Exception:
            pass
    return None


def role(node):
    try:
        return node.getRoleName()
    except Exception:
        return ""


def showing(node):
    try:
        return node.getState().contains(pyatspi.STATE_SHOWING)
    except Exception:
        return False


def read_tree(node):
    """Every name under `node` (itself included), depth first: what a screen reader can read."""
    names = []
    stack = [node]
    while stack:
        n = stack.pop()
        try:
            names.append(plain(n.name))
            names.append(plain(n.description))
            stack.extend(n.getChildAtIndex(i) for i in reversed(range(n.childCount)))
        except Exception:
            pass
    return [x for x in names if x]


def wait(predicate, seconds=60):
    end = time.time() + seconds
    while time.time() < end:
        found = predicate()
        if found:
            return found
        time.sleep(0.3)
    return None


class App:
    def __init__(self, *args):
        self.process = subprocess.Popen([APP, "--no-resume", "--lang", "fa", "--bot-delay", "0",
                                         "--animation", "0", *args], env=ENV)
        self.window = None
        ids = wait(lambda: subprocess.run(["xdotool", "search", "--onlyvisible", "--pid",
                                           str(self.process.pid)], capture_output=True,
                                          text=True).stdout.split(), 40)
        self.window = ids[-1] if ids else None

    def keys(self, *names, title=None):
        # No window manager: the window gets the keyboard before each press (no coordinates); a
        # dialog (`title`) is a window of its own.
        window = self.window
        if title:
            ids = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid",
                                  str(self.process.pid), "--name", re.escape(title)],
                                 capture_output=True, text=True).stdout.split()
            window = ids[-1] if ids else window
        subprocess.run(["xdotool", "windowfocus", "--sync", window], timeout=10)
        subprocess.run(["xdotool", "key", "--delay", "40", *names], timeout=30)

    def table(self):
        return find(lambda n: role(n) == "panel" and TABLE_NAME.match(plain(n.name)))

    def announcement(self, table):
        try:
            last = table.getChildAtIndex(table.childCount - 1)
            return plain(last.name) if role(last) == "notification" else ""
        except Exception:
            return ""

    def cover(self, table):
        """The hand-over cover's button, beside the table's view."""
        try:
            around = table.parent
        except Exception:
            around = None
        return find(lambda n: role(n) == "push button" and plain(n.name).startswith(SHOW_ME[0])
                    and plain(n.name).endswith(SHOW_ME[1]) and showing(n), around)

    def end_dialog(self):
        return find(lambda n: role(n) == "dialog" and plain(n.name) == END_TITLE and showing(n))

    def quit(self):
        self.process.kill()


TABLE_NAME = re.compile("^" + re.escape(translation("mizbazi_fa.ts", "%1 table")).replace("%1", ".+")
                        + "$")


def autosave_copy(index):
    kept = glob.glob(os.path.join(HOME, "data", "*", "*", "autosave-*.mizbazi"))
    if not kept:
        return None
    copy = os.path.join(HOME, "read-%04d.mizbazi" % index)
    shutil.copy(kept[0], copy)
    return copy


def secrets_of(path, seat):
    out = subprocess.run([SECRETS, "fa", str(seat), path], capture_output=True, text=True,
                         env=dict(os.environ, QT_QPA_PLATFORM="offscreen"), timeout=120)
    secret, known, shown = set(), set(), set()
    for line in out.stdout.splitlines():
        kind, _, name = line.partition("\t")
        {"secret": secret, "known": known, "shown": shown}[kind].add(plain(name))
    return secret - known, known, shown


def names_whole(text, name):
    """`name` stands in `text` as whole words ("۱" is not read in "۱۱")."""
    return re.search(r"(?<![\w])" + re.escape(name) + r"(?![\w])", text) is not None


def play(args, seats_by_cover, seed, max_moves=900):
    """One game; returns the readings: (names, saved game, the view on screen).
    `seats_by_cover(name)`: the seat on screen when the turn announced is `name`'s ("" for
    "Your turn.")."""
    rng = random.Random(seed)
    app = App(*args)
    check(app.window is not None, "the app's window is up")
    table = wait(app.table, 60)
    check(table is not None, "the table is in the accessibility tree")
    if table is None:
        app.quit()
        return []
    readings = []
    moves = 0
    focus_checked = False
    while moves < max_moves:
        # Whose turn: a cover (a shared screen), the announcement of a turn, or the end.
        # (the cheap readings first: a walk of the whole app is slow on the bus)
        state = wait(lambda: ("cover" if app.cover(table) else
                              "turn" if turn_of(app.announcement(table)) is not None else
                              "end" if app.end_dialog() else None), 120)
        print("%s (move %d): %s" % (state, moves, app.announcement(table)[-120:].replace("\n", " / ")),
              flush=True)
        if state is None:
            check(False, "a turn, a cover or the end comes (announced: %r)"
                  % app.announcement(table)[-200:])
            break
        if state == "end":
            break
        if state == "cover":
            readings.append((read_tree(table) + [plain(app.cover(table).name)],
                             autosave_copy(len(readings)), -1))
            app.keys("Return")
            wait(lambda: not app.cover(table), 20)
            continue
        seat = seats_by_cover(turn_of(app.announcement(table)))
        readings.append((read_tree(table), autosave_copy(len(readings)), seat))
        if not focus_checked:
            # The keyboard's ring is the screen reader's focus: the arrow marks a card or place,
            # and the focused node says what it is.
            app.keys("Right")
            marked = wait(lambda: find(lambda n: n.getState().contains(pyatspi.STATE_FOCUSED)
                                       and role(n) in ("list item", "list"), table), 10)
            check(marked is not None and plain(marked.name) != "",
                  "the arrow gives a card or place the focus: %s"
                  % (plain(marked.name)[:80] if marked else None))
            focus_checked = True
        # The list of moves, read out; one chosen with the arrows, played with Enter.
        before = app.announcement(table)
        app.keys("m")
        moves_list = wait(lambda: find(lambda n: role(n) == "list" and n.childCount > 0,
                                       find(lambda d: role(d) == "dialog"
                                            and plain(d.name) == MOVES_TITLE and showing(d))),
                          20)
        if moves_list is None:
            app.keys("Escape", title=MOVES_TITLE)
            continue
        items = [plain(moves_list.getChildAtIndex(i).name) for i in range(moves_list.childCount)]
        if not all(items):
            check(False, "every move has words: %r" % items)
        pick = rng.randrange(len(items))
        app.keys("Home", *(["Down"] * pick), "Return", title=MOVES_TITLE)
        moves += 1
        # The move is made: the old announcement goes (a person's move clears it).
        wait(lambda: app.announcement(table) != before, 20)
    check(moves > 0, "moves were made by the list (%d)" % moves)
    check(app.end_dialog() is not None, "the game reached its end (%d moves)" % moves)
    app.quit()
    return readings


def check_readings(readings):
    leaks = 0
    for index, (names, saved, seat) in enumerate(readings):
        if saved is None:
            continue
        secret, known, shown = secrets_of(saved, seat)
        # The log's lines (announced) as the log on screen shows them are the log's privacy.
        lines = [line for n in names for line in n.split("\n") if line.strip() not in shown]
        text = "\n".join(lines)
        for name in secret:
            # A known card whose name holds the secret's ("repair pickaxe or lamp") is no leak.
            rest = text
            for k in known:
                if len(k) > len(name) and name in k:
                    rest = rest.replace(k, "\u2026")
            if len(name) > 1 and names_whole(rest, name):
                leaks += 1
                where = next((n for n in lines if names_whole(n, name)), rest)
                check(False, "reading %d (view %d) names the secret %s: %s"
                      % (index, seat, name, where[:160]))
    check(leaks == 0, "%d readings, no card named that its view may not know" % len(readings))


start_bus()
if CASE == "hot-seat":
    names = [translation("mizbazi_fa.ts", "Player %1").replace("%1", d) for d in "۱۲"]
    readings = play(["--new", "saboteur-duel", "--players", "2"],
                    lambda name: names.index(name) if name in names else -1, 7)
else:
    players = {"sabokbaz": "4", "saboteur-duel": "2", "rivals": "3", "zirkhaki": "3"}[CASE]
    readings = play(["--new", CASE, "--players", players, "--computers", "--level", "easy"],
                    lambda name: 0, 5)
check_readings(readings)
sys.exit(1 if failures else 0)
