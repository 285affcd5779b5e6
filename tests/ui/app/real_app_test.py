#!/usr/bin/python3
# The real app on a virtual X display of its own, read from outside through the accessibility bus
# (pyatspi) and driven with xdotool, as a person would meet it:
#   bad-file         `mizbazi corrupt.json` (a double-click in the file manager) opens the app:
#                    the error in Persian ("سطر ۴، ستون ۲۸") with a details button, over the chooser
#   fits-screen      at 1366×768, a Persian 8-seat table opens within the screen, menus on screen
#   remembers-place  the window comes back with the size and position it was closed with
#   road             a newcomer's road, a fresh profile: each game's tile on the chooser, the
#                    new-game dialog as it opens (and, for a game with a second kind of table,
#                    its other counts), Start by a click: the table of that game comes up, no
#                    error box; back to the chooser by the keyboard
#   hostile-save     a 228-byte save whose players are named <img src="/dev/zero"> (a file
#                    someone sent): the app stays up and shows the name as written, when the file
#                    is opened and again when the kept game is resumed at the next start
# Usage (from ctest): dbus-run-session -- python3 real_app_test.py MIZBAZI CASE
import os
import resource
import subprocess
import sys
import tempfile
import time

import pyatspi

from own_desktop import start_accessibility_bus, start_display

APP, CASE = sys.argv[1], sys.argv[2]
HOME = tempfile.mkdtemp()
ENV = dict(os.environ, XDG_CONFIG_HOME=HOME + "/config", XDG_DATA_HOME=HOME + "/data",
           QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1", QT_ACCESSIBILITY="1",
           QT_QPA_PLATFORM="xcb")  # ctest may run with offscreen set for the other tests
SCREEN = (1366, 768)
failures = []


def check(ok, what):
    print(("ok   " if ok else "FAIL ") + what)
    if not ok:
        failures.append(what)


def app_nodes():
    """(role, name, extents) of every accessible node of the running app."""
    out = []

    def walk(acc):
        try:
            role, name = acc.getRoleName(), acc.name or ""
        except Exception:
            return
        try:
            ext = acc.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
            box = (ext.x, ext.y, ext.width, ext.height)
        except Exception:
            box = None
        out.append((role, name, box))
        try:
            for i in range(acc.childCount):
                walk(acc.getChildAtIndex(i))
        except Exception:
            pass

    desktop = pyatspi.Registry.getDesktop(0)
    for i in range(desktop.childCount):
        a = desktop.getChildAtIndex(i)
        if a is not None and "mizbazi" in (a.name or ""):
            walk(a)
    return out


def wait_for(predicate, seconds=40):
    end = time.time() + seconds
    nodes = []
    while time.time() < end:
        nodes = app_nodes()
        if predicate(nodes):
            return nodes, True
        time.sleep(0.5)
    return nodes, False


def bounded_memory():
    """A regression that reads /dev/zero as a picture would take every byte of a shared machine:
    the app gets 4 GiB of address space (not under ASan, which reserves far more)."""
    if "ASAN_OPTIONS" not in os.environ:
        resource.setrlimit(resource.RLIMIT_AS, (4 << 30, 4 << 30))


def launch(*args):
    return subprocess.Popen([APP, *args], env=ENV, preexec_fn=bounded_memory)


def window_geometry(pid):
    ids = subprocess.run(["xdotool", "search", "--sync", "--onlyvisible", "--pid", str(pid)],
                         capture_output=True, text=True, timeout=40).stdout.split()
    out = subprocess.run(["xdotool", "getwindowgeometry", "--shell", ids[-1]],
                         capture_output=True, text=True).stdout
    g = dict(line.split("=") for line in out.split())
    return ids[-1], int(g["X"]), int(g["Y"]), int(g["WIDTH"]), int(g["HEIGHT"])


def accessibles(predicate):
    """The app's accessible objects (role name, name) for which predicate(role, name) holds."""
    found = []

    def walk(acc):
        try:
            role, name = acc.getRoleName(), acc.name or ""
            if predicate(role, name):
                found.append(acc)
            for i in range(acc.childCount):
                walk(acc.getChildAtIndex(i))
        except Exception:
            pass

    desktop = pyatspi.Registry.getDesktop(0)
    for i in range(desktop.childCount):
        a = desktop.getChildAtIndex(i)
        if a is not None and "mizbazi" in (a.name or ""):
            walk(a)
    return found


def click(acc):
    """A left click at the middle of what the accessibility bus says `acc` covers."""
    ext = acc.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
    subprocess.run(["xdotool", "mousemove", "--sync", str(ext.x + ext.width // 2),
                    str(ext.y + ext.height // 2), "click", "1"], timeout=10)


def shot(name):
    """With MIZBAZI_SHOTS set to a folder, the screen as it is now, for a person to look at."""
    folder = os.environ.get("MIZBAZI_SHOTS")
    if folder:
        subprocess.run(["import", "-window", "root", os.path.join(folder, name + ".png")],
                       timeout=20)


def wait_for_accessible(predicate, seconds=30):
    end = time.time() + seconds
    while time.time() < end:
        found = accessibles(predicate)
        if found:
            return found[0]
        time.sleep(0.3)
    return None


def within_screen(box):
    x, y, w, h = box
    return x >= 0 and y >= 0 and x + w <= SCREEN[0] and y + h <= SCREEN[1]


def bad_file():
    bad = os.path.join(HOME, "corrupt.json")
    with open(bad, "w") as f:
        f.write('{\n  "format": "mizbazi/1",\n  "game": "zirkhaki",\n  "options": {"players": 2,}\n}\n')
    p = launch(bad)
    nodes, shown = wait_for(lambda n: any(r == "alert" for r, _, _ in n))
    check(shown, "an error box is shown")
    labels = [name for role, name, _ in nodes if role == "label"]
    check(any("سطر ۴، ستون ۲۸" in t for t in labels), "the error names line ۴، column ۲۸ in Persian")
    check(not any("syntax error" in t or "unexpected" in t for t in labels),
          "the parser's English is not in front")
    alert_buttons = 0
    in_alert = False
    for role, name, _ in nodes:
        if role == "alert":
            in_alert = True
        elif in_alert and role == "push button":
            alert_buttons += 1
    check(alert_buttons >= 2, "the box has OK and a details button")
    check(any(role == "push button" and name.startswith("زیرخاکی") for role, name, _ in nodes),
          "the chooser is behind it")
    check(p.poll() is None, "the app is still running")
    p.kill()


def fits_screen():
    p = launch("--new", "zirkhaki", "--players", "8", "--computers", "--lang", "fa")
    nodes, up = wait_for(lambda n: any(r == "menu item" and name == "بازی" for r, name, _ in n))
    check(up, "the app is up")
    time.sleep(1.0)  # the table is laid out
    nodes = app_nodes()
    _, x, y, w, h = window_geometry(p.pid)
    print(f"     window {w}x{h} at {x},{y}")
    check(within_screen((x, y, w, h)), "the window is within the 1366×768 screen")
    for role, name, box in nodes:
        if role == "menu item" and name in ("بازی", "راهنما") and box:
            check(within_screen(box), f"the menu {name} is on screen")
    p.kill()


def remembers_place():
    p = launch("--no-resume")
    wid, *_ = window_geometry(p.pid)
    subprocess.run(["xdotool", "windowsize", "--sync", wid, "1000", "640"], timeout=10)
    subprocess.run(["xdotool", "windowmove", "--sync", wid, "120", "60"], timeout=10)
    time.sleep(0.5)
    before = window_geometry(p.pid)[1:]
    # No window manager: give the window the keyboard, then press the menu's Quit key.
    subprocess.run(["xdotool", "windowfocus", "--sync", wid], timeout=10)
    subprocess.run(["xdotool", "key", "ctrl+q"], timeout=10)
    try:
        p.wait(15)
    except subprocess.TimeoutExpired:
        p.kill()
    check(p.returncode == 0, "Ctrl+Q closes the app")
    p = launch("--no-resume")
    after = window_geometry(p.pid)[1:]
    print(f"     closed at {before}, opened at {after}")
    check(after == before, "the window comes back where it was closed")
    p.kill()


def translation(ts_file, source):
    """The Persian of `source` in translations/<ts_file> (the road reads the buttons by name)."""
    import html
    import re
    path = os.path.join(os.path.dirname(__file__), "..", "..", "..", "translations", ts_file)
    with open(path, encoding="utf-8") as f:
        text = f.read()
    m = re.search(r"<source>" + re.escape(html.escape(source, quote=False)) +
                  r"</source>\s*<translation>(.*?)</translation>", text, re.S)
    return html.unescape(m.group(1)) if m else source


def road():
    # The games' Persian names as the chooser writes them, and the counts beyond the one the
    # dialog opens with that a newcomer may pick, as the count's list writes them (Saboteur's
    # solo game: "۱ — بازی تک‌نفره").
    games = [("زیرخاکی", []), ("شهرهای گم‌شده: رقبا", []), ("سَبُکباز", ["۶"]),
             ("خرابکار! نبرد دو نفره", ["۱ — "])]
    start_name = translation("mizbazi_fa.ts", "Start")
    p = launch("--no-resume", "--bot-delay", "0")
    _, up = wait_for(lambda n: any(r == "menu item" and name == "بازی" for r, name, _ in n))
    check(up, "the app is up")
    window = window_geometry(p.pid)[0]

    def keys(*names):
        # No window manager: the window gets the keyboard before each press.
        subprocess.run(["xdotool", "windowfocus", "--sync", window], timeout=10)
        subprocess.run(["xdotool", "key", *names], timeout=10)

    for game, other_counts in games:
        for pick in [[]] + [[k] for k in other_counts]:
            what = game + (" (" + pick[0] + ")" if pick else "")
            tile = wait_for_accessible(lambda r, n: r == "push button" and n.startswith(game))
            check(tile is not None, what + ": its tile is on the chooser")
            if tile is None:
                continue
            click(tile)
            shot(f"road-{len(failures)}-{game}-dialog")
            start = wait_for_accessible(lambda r, n: r == "push button" and n == start_name)
            check(start is not None, what + ": the new-game dialog opens with Start")
            if start is None:
                continue
            if pick:
                count = wait_for_accessible(lambda r, n: r == "combo box")
                click(count)  # the list of counts opens; a click picks one
                item = wait_for_accessible(
                    lambda r, n: r in ("list item", "menu item") and n.startswith(pick[0]), 10)
                check(item is not None, what + ": the count is in the list")
                if item is None:
                    continue
                click(item)
                time.sleep(0.5)
                shot(f"road-{len(failures)}-{game}-count-picked")
                start = wait_for_accessible(lambda r, n: r == "push button" and n == start_name, 5)
                check(start is not None, what + ": the dialog stays open after picking a count")
                if start is None:
                    continue
            click(start)
            title = wait_for_accessible(lambda r, n: r == "frame" and n.startswith(game), 20)
            shot(f"road-{len(failures)}-{game}-table")
            check(title is not None, what + ": Start brings its table")
            time.sleep(1.0)
            alerts = accessibles(lambda r, n: r in ("alert", "dialog"))
            check(not alerts, what + ": no error box or dialog stays up: " +
                  ", ".join(a.name for a in alerts))
            for a in alerts:
                keys("Escape")
            # Back to the chooser: Ctrl+N; a game already begun by the computers is discarded.
            keys("ctrl+n")
            discard = wait_for_accessible(
                lambda r, n: r == "push button" and n == translation("mizbazi_fa.ts", "Discard it"), 3)
            if discard is not None:
                click(discard)
            time.sleep(0.5)
            shot(f"road-{len(failures)}-{game}-chooser")
            check(p.poll() is None, what + ": the app is still running")
    p.kill()


def hostile_save():
    # Both seats' names are markup, so that the turn label names one whoever starts.
    name = '<img src="/dev/zero"'
    save = os.path.join(HOME, "from-a-classmate.mizbazi")
    with open(save, "w") as f:
        f.write('{"format": "mizbazi/1", "game": "zirkhaki", "options": {"players": 2}, "seed": 7, '
                '"players": [{"name": "<img src=\\"/dev/zero\\">", "kind": "human"}, '
                '{"name": "<img src=\\"/dev/zero\\" alt=\\"2\\">", "kind": "human"}], '
                '"actions": []}\n')
    print(f"     the save: {os.path.getsize(save)} bytes")

    def shows_name(nodes):
        return any(name in label for role, label, _ in nodes if role == "label")

    p = launch(save, "--lang", "en")
    nodes, shown = wait_for(shows_name)
    check(shown, "the opened file's player is named as written")
    time.sleep(2.0)
    check(p.poll() is None, "the app is still running after opening the file")
    p.kill()
    p.wait()

    # It was kept as it started: the next start offers it back, and Resume opens it again.
    p = launch("--lang", "en")
    nodes, asked = wait_for(lambda n: any(r == "push button" and label == "Resume"
                                          for r, label, _ in n))
    check(asked, "the next start offers the kept game back")
    if asked:
        accessibles(lambda r, n: r == "push button" and n == "Resume")[0].queryAction().doAction(0)
        nodes, shown = wait_for(shows_name)
        check(shown, "the resumed game's player is named as written")
        time.sleep(2.0)
    check(p.poll() is None, "the app is still running after Resume")
    p.kill()


start_display(ENV)
start_accessibility_bus(ENV)
{"bad-file": bad_file, "fits-screen": fits_screen, "remembers-place": remembers_place,
 "road": road, "hostile-save": hostile_save}[CASE]()
sys.exit(1 if failures else 0)
