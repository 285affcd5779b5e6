#!/usr/bin/python3
# The real app on a virtual X display (xvfb-run), read from outside through the accessibility bus
# (pyatspi) and driven with xdotool, as a person would meet it:
#   bad-file         `mizbazi corrupt.json` (a double-click in the file manager) opens the app:
#                    the error in Persian ("سطر ۴، ستون ۲۸") with a details button, over the chooser
#   fits-screen      at 1366×768, a Persian 8-seat table opens within the screen, menus on screen
#   remembers-place  the window comes back with the size and position it was closed with
#   hostile-save     a 220-byte save whose players are named <img src="/dev/zero"> (a file
#                    someone sent): the app stays up and shows the name as written, when the file
#                    is opened and again when the kept game is resumed at the next start
# Usage (from ctest): xvfb-run -a -s "-screen 0 1366x768x24" dbus-run-session -- \
#                     python3 real_app_test.py MIZBAZI CASE
import os
import resource
import subprocess
import sys
import tempfile
import time

import pyatspi

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


def start_bus():
    """The accessibility bus and its registry, ready before the app starts (an app that starts
    while they are still coming up waits on D-Bus and shows late)."""
    subprocess.Popen(["/usr/libexec/at-spi-bus-launcher", "--launch-immediately"])
    for _ in range(40):
        ready = subprocess.run(["dbus-send", "--session", "--dest=org.a11y.Bus", "--print-reply",
                                "/org/a11y/bus", "org.a11y.Bus.GetAddress"],
                               capture_output=True).returncode == 0
        if ready:
            break
        time.sleep(0.25)
    pyatspi.Registry.getDesktop(0).childCount  # starts the registry
    time.sleep(0.5)


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
        press_button("Resume")
        nodes, shown = wait_for(shows_name)
        check(shown, "the resumed game's player is named as written")
        time.sleep(2.0)
    check(p.poll() is None, "the app is still running after Resume")
    p.kill()


def press_button(name):
    def find(acc):
        try:
            if acc.getRoleName() == "push button" and acc.name == name:
                return acc
            for i in range(acc.childCount):
                found = find(acc.getChildAtIndex(i))
                if found:
                    return found
        except Exception:
            return None
        return None

    desktop = pyatspi.Registry.getDesktop(0)
    for i in range(desktop.childCount):
        app = desktop.getChildAtIndex(i)
        if app is not None and "mizbazi" in (app.name or ""):
            button = find(app)
            if button:
                button.queryAction().doAction(0)
                return


start_bus()
{"bad-file": bad_file, "fits-screen": fits_screen, "remembers-place": remembers_place,
 "hostile-save": hostile_save}[CASE]()
sys.exit(1 if failures else 0)
