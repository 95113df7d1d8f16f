#!/usr/bin/python3
"""The measuring half of bench/ui.sh: runs inside a private Xvfb session.

usage: ui-measure.py CHESS GNOME_CHESS"""

import os
import subprocess
import sys
import threading
import time

HZ = os.sysconf("SC_CLK_TCK")


def cpu_seconds(pid):
    with open("/proc/%d/stat" % pid) as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / HZ      # utime + stime


def peak_rss_mib(pid):
    with open("/proc/%d/status" % pid) as f:
        for line in f:
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    return float("nan")


def xdotool(*args, timeout=20):
    return subprocess.run(["timeout", str(timeout), "xdotool"] + list(args), check=True,
                          stdout=subprocess.PIPE, text=True).stdout


def window_of(pid, timeout=20):
    """Polls every 10 ms (xdotool's own --sync polls only every 0.5 s)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        out = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(pid)],
                             stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True).stdout.split()
        if out:
            return out[0]
        time.sleep(0.01)
    raise RuntimeError("no window for %d" % pid)


def row_of_pixels(path, y, width):
    out = subprocess.run(["convert", path, "-crop", "%dx1+0+%d" % (width, y), "txt:-"],
                         stdout=subprocess.PIPE, text=True, check=True).stdout
    return [line.split()[2][1:7].upper() for line in out.splitlines()[1:]]


def column_of_pixels(path, x, height):
    out = subprocess.run(["convert", path, "-crop", "1x%d+%d+0" % (height, x), "txt:-"],
                         stdout=subprocess.PIPE, text=True, check=True).stdout
    return [line.split()[2][1:7].upper() for line in out.splitlines()[1:]]


def gnome_chess_board(wid, w, h):
    """GNOME Chess draws its board in a dark frame (#2E3436) 1/18 of the
    frame wide; find the frame in a screenshot: origin and square size."""
    path = "/tmp/gnome-chess-bench-%d.png" % os.getpid()
    subprocess.run(["import", "-window", wid, path], check=True)
    frame = "2E3436"
    row = row_of_pixels(path, h // 2, w)
    left = row.index(frame)
    right = len(row) - 1 - row[::-1].index(frame)
    column = column_of_pixels(path, (left + right) // 2, h)
    top = column.index(frame)
    os.unlink(path)
    size = right - left + 1
    return left + size / 18, top + size / 18, size / 9


def idle_cpu(pid, seconds=10.0):
    c0, t0 = cpu_seconds(pid), time.monotonic()
    time.sleep(seconds)
    return 100.0 * (cpu_seconds(pid) - c0) / (time.monotonic() - t0)


def drag_cpu(pid, wid, x0, y0, x1, y1):
    """Button held, 100 motions over 2 s, released where it started."""
    c0 = cpu_seconds(pid)
    xdotool("mousemove", "--window", wid, str(x0), str(y0), "mousedown", "1")
    for i in range(100):
        t = i / 99
        # there and back again: the piece ends on its own square
        f = 2 * t if t <= 0.5 else 2 - 2 * t
        xdotool("mousemove", "--window", wid, str(int(x0 + (x1 - x0) * f)), str(int(y0 + (y1 - y0) * f)),
                "sleep", "0.02")
    xdotool("mouseup", "1")
    time.sleep(0.3)
    return cpu_seconds(pid) - c0


class Ours:
    def __init__(self, binary, args):
        env = dict(os.environ, CHESS_TEST_EVENTS="1", CHESS_NON_UNIQUE="1")
        self.lines = []
        self.t0 = time.monotonic()
        self.proc = subprocess.Popen([binary] + args, stdout=subprocess.PIPE,
                                     stderr=subprocess.DEVNULL, text=True, env=env)
        self.ready = None
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        for line in self.proc.stdout:
            line = line.strip()
            if line == "READY" and self.ready is None:
                self.ready = time.monotonic() - self.t0
            self.lines.append(line)

    def wait(self, prefix, timeout=20):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            for line in list(self.lines):
                if line.startswith(prefix):
                    return line
            time.sleep(0.005)
        raise RuntimeError("no %s from chess" % prefix)

    def square(self, name):
        gx, gy, sq = [float(v) for v in [l for l in self.lines if l.startswith("BOARD ")][-1].split()[1:4]]
        f, r = "abcdefgh".index(name[0]), int(name[1])
        return int(gx + (f + 0.5) * sq), int(gy + (8 - r + 0.5) * sq)

    def stop(self):
        self.proc.terminate()
        self.proc.wait(5)


def measure_ours(binary, time_control, idle_label):
    app = Ours(binary, ["--time-control=" + time_control])
    wid = window_of(app.proc.pid)
    mapped = time.monotonic() - app.t0
    app.wait("READY")
    time.sleep(0.5)
    x0, y0 = app.square("e2")
    x1, y1 = app.square("e4")
    xdotool("mousemove", "--window", wid, str(x0), str(y0), "mousedown", "1",
            "mousemove", "--window", wid, str(x0), str(y0 - 10),
            "mousemove", "--window", wid, str(x1), str(y1), "mouseup", "1")
    app.wait("MOVE e2e4")          # now Black's clock runs
    xdotool("mousemove", "--window", wid, "5", "300")
    time.sleep(1.0)
    idle = idle_cpu(app.proc.pid, 9.0 if idle_label == "tenths" else 10.0)
    result = {"ready": app.ready, "mapped": mapped, "idle": idle}
    if idle_label == "seconds":
        ax, ay = app.square("g8")
        bx, by = app.square("c3")
        result["drag"] = drag_cpu(app.proc.pid, wid, ax, ay, bx, by)
    result["rss"] = peak_rss_mib(app.proc.pid)
    app.stop()
    return result


def measure_gnome_chess(binary):
    # a 10-minute clock, through GSettings in a private keyfile
    env = dict(os.environ, GSETTINGS_BACKEND="keyfile")
    env.pop("GSETTINGS_SCHEMA_DIR", None)
    subprocess.run(["gsettings", "set", "org.gnome.Chess", "duration", "600"], env=env, check=True)
    subprocess.run(["gsettings", "set", "org.gnome.Chess", "opponent", "''"], env=env, check=True)
    t0 = time.monotonic()
    proc = subprocess.Popen([binary], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    wid = window_of(proc.pid)
    mapped = time.monotonic() - t0
    time.sleep(1.5)
    geometry = dict(l.split("=", 1) for l in xdotool("getwindowgeometry", "--shell", wid).split())
    w, h = int(geometry["WIDTH"]), int(geometry["HEIGHT"])
    gx, gy, sq = gnome_chess_board(wid, w, h)

    def square(name):
        f, r = "abcdefgh".index(name[0]), int(name[1])
        return int(gx + (f + 0.5) * sq), int(gy + (8 - r + 0.5) * sq)
    # 1. e4 by click-click (it has no drag): its clock starts, Black's runs
    for name in ("e2", "e4"):
        x, y = square(name)
        xdotool("mousemove", "--window", wid, str(x), str(y), "click", "1")
        time.sleep(0.3)
    xdotool("mousemove", "--window", wid, "5", "300")
    time.sleep(1.0)
    idle = idle_cpu(proc.pid, 10.0)
    # the same pointer path as ours: g8 to c3 and back, button held
    ax, ay = square("g8")
    bx, by = square("c3")
    drag = drag_cpu(proc.pid, wid, ax, ay, bx, by)
    rss = peak_rss_mib(proc.pid)
    proc.terminate()
    proc.wait(5)
    return {"mapped": mapped, "idle": idle, "drag": drag, "rss": rss}


def main():
    ours_binary, gnome_binary = sys.argv[1:3]
    # warm the caches (fonts, icons, libraries) for both first
    for warm in (lambda: measure_gnome_chess(gnome_binary), lambda: measure_ours(ours_binary, "600", "none")):
        try:
            warm()
        except Exception as error:
            print("warm-up failed: %s" % error, file=sys.stderr)
    gnome = measure_gnome_chess(gnome_binary)
    ours = measure_ours(ours_binary, "600", "seconds")
    tenths = measure_ours(ours_binary, "11", "tenths")

    print("                                  chess   GNOME Chess   ratio")
    print("start-up, window mapped (s)     %7.3f   %11.3f   %5.2f" % (ours["mapped"], gnome["mapped"], ours["mapped"] / gnome["mapped"]))
    print("start-up, board painted (s)     %7.3f   %11s   %5.2f  (ours READY vs its window mapped)"
          % (ours["ready"], "%.3f" % gnome["mapped"], ours["ready"] / gnome["mapped"]))
    print("peak memory (MiB)               %7.1f   %11.1f   %5.2f" % (ours["rss"], gnome["rss"], ours["rss"] / gnome["rss"]))
    print("idle CPU, clock running (%%)     %7.2f   %11.2f   %5s" % (ours["idle"], gnome["idle"], "%.2f" % (ours["idle"] / gnome["idle"]) if gnome["idle"] > 0 else "-"))
    print("idle CPU, clock in tenths (%%)   %7.2f   %11.2f   %5s" % (tenths["idle"], gnome["idle"], "%.2f" % (tenths["idle"] / gnome["idle"]) if gnome["idle"] > 0 else "-"))
    print("CPU during a 2 s drag (s)       %7.2f   %11.2f   %5s" % (ours["drag"], gnome["drag"], "%.2f" % (ours["drag"] / gnome["drag"]) if gnome["drag"] > 0 else "-"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
