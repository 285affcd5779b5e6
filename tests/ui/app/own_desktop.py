"""A desktop of a test's own for the tests that drive the real app: a virtual 1366×768 X screen and
an accessibility bus that no other test shares, so that several of these tests run side by side.

- Xvfb chooses a free display and says which (-displayfd): two tests starting at once never take
  the same one, as `xvfb-run -a` may.
- The accessibility bus listens on a socket in the user's runtime folder, which is the user's cache
  folder when none is set: tests side by side would then take (and, on leaving, delete) each
  other's socket. Each test gets a runtime folder of its own, and so do the services its session
  bus starts for it (the bus launcher, then the registry), which inherit the bus's environment,
  not the test's.
"""
import atexit
import os
import shutil
import subprocess
import tempfile
import time

# Generous: with every core busy, the bus and its registry have taken more than ten seconds.
BUS_SECONDS = 60


def start_display(env):
    """Starts Xvfb and sets DISPLAY in this process and in `env`. The server ends with the test,
    also when the test stops on an error."""
    read, write = os.pipe()
    xvfb = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", "1366x768x24",
                             "-nolisten", "tcp"], pass_fds=(write,), stderr=subprocess.DEVNULL)
    os.close(write)
    number = b""
    while not number.endswith(b"\n"):
        chunk = os.read(read, 16)
        if not chunk:
            raise SystemExit("Xvfb did not start")
        number += chunk
    os.close(read)
    os.environ["DISPLAY"] = env["DISPLAY"] = ":" + number.decode().strip()
    atexit.register(xvfb.terminate)


def _session_call(*args, timeout=BUS_SECONDS):
    return subprocess.run(["dbus-send", "--session", f"--reply-timeout={timeout * 1000}",
                           "--print-reply", *args], capture_output=True, text=True,
                          timeout=timeout + 5)


def start_accessibility_bus(env):
    """The accessibility bus and its registry, this test's own and ready before the app starts
    (an app that starts while they are still coming up waits on D-Bus and shows late). Call after
    start_display: the bus launcher publishes the bus on that display. Returns the bus's address."""
    runtime = tempfile.mkdtemp(prefix="mizbazi-runtime-")  # mode 0700, as a runtime folder must be
    atexit.register(shutil.rmtree, runtime, True)
    os.environ["XDG_RUNTIME_DIR"] = env["XDG_RUNTIME_DIR"] = runtime
    for e in (os.environ, env):
        e.pop("AT_SPI_BUS_ADDRESS", None)  # never a desktop's bus the test was started from
    subprocess.run(["dbus-update-activation-environment", "DISPLAY", "XDG_RUNTIME_DIR"],
                   check=True, timeout=BUS_SECONDS)
    # Asking for the bus's address starts the launcher (D-Bus activation) and waits for it.
    deadline = time.time() + BUS_SECONDS
    while True:
        reply = _session_call("--dest=org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus.GetAddress")
        if reply.returncode == 0:
            break
        if time.time() > deadline:
            raise SystemExit("the accessibility bus did not start: " + reply.stderr.strip())
        time.sleep(0.2)
    address = reply.stdout.split('"')[1]
    # The registry starts on the first question asked of it; it is asked here, with a long
    # deadline, rather than by the test's first look at the desktop with the library's short one.
    while True:
        ask = subprocess.run(
            ["dbus-send", f"--bus={address}", "--dest=org.a11y.atspi.Registry",
             f"--reply-timeout={BUS_SECONDS * 1000}", "--print-reply",
             "/org/a11y/atspi/accessible/root", "org.freedesktop.DBus.Properties.Get",
             "string:org.a11y.atspi.Accessible", "string:ChildCount"],
            capture_output=True, text=True, timeout=BUS_SECONDS + 5)
        if ask.returncode == 0:
            return address
        if time.time() > deadline:
            raise SystemExit("the accessibility registry did not start: " + ask.stderr.strip())
        time.sleep(0.2)
