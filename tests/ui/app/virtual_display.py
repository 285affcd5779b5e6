"""A virtual 1366×768 X screen of a test's own, for the tests that drive the real app.

Xvfb chooses a free display and says which (-displayfd): several tests starting at once never take
the same one, as `xvfb-run -a` may, so these tests can run beside each other.
"""
import atexit
import os
import subprocess


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
