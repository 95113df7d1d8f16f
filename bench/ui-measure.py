#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The measuring half of bench/ui.sh (runs inside the private session).

usage: ui-measure.py CHESS GNOME_CHESS SESSION_DIR SCHEMA_DIR GTK_FLOOR [ADW_FLOOR]

What it measures and how: bench/ui.sh's first comment.  It looks and acts
through bench/ui-probes.py (Xlib, /proc, xdotool)."""
import importlib.util
import os
import shutil
import statistics
import subprocess
import sys
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location("ui_probes", os.path.join(HERE, "ui-probes.py"))
_probes = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_probes)
X, close, xdotool, pointer_away = _probes.X, _probes.close, _probes.xdotool, _probes.pointer_away
cpu_seconds, run_ns, vm_hwm_mib = _probes.cpu_seconds, _probes.run_ns, _probes.vm_hwm_mib

OURS, GNOME, SESSION, SCHEMAS, FLOOR = sys.argv[1:6]
ADW_FLOOR = sys.argv[6] if len(sys.argv) > 6 else ""
PEER = os.environ.get("BENCH_PEER") or None
PEER_SCHEMAS = os.environ.get("BENCH_PEER_SCHEMAS") or None
RUNS = max(1, int(os.environ.get("BENCH_RUNS", "5")))
DRAGS = max(1, int(os.environ.get("BENCH_DRAGS", "5")))
CLICK_AFTER = float(os.environ.get("BENCH_CLICK_AFTER", "0.5"))
POLL = 0.010
LOG = open(os.path.join(SESSION, "measure.log"), "w")


def log(*args):
    print(*args, file=LOG, flush=True)


def screenshot(name):
    if os.environ.get("BENCH_KEEP") == "1":
        subprocess.run(["import", "-window", "root", os.path.join(SESSION, name + ".png")],
                       stdin=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)


# ---- The two programs ---------------------------------------------------

class App:
    """One launch; subclasses know how to start it and find its board."""
    name = "?"

    def __init__(self, x, run_id, extra_args=(), extra_env=None):
        self.x = x
        self.lines = []
        data = os.path.join(SESSION, "data-%s-%s" % (self.name, run_id))
        shutil.rmtree(data, ignore_errors=True)
        os.makedirs(data)
        self.env = dict(os.environ, XDG_DATA_HOME=data)
        self.prepare()
        self.env.update(extra_env or {})
        self.t0 = time.monotonic()
        self.proc = subprocess.Popen(self.argv(extra_args), env=self.env, stdin=subprocess.DEVNULL,
                                     stdout=subprocess.PIPE if self.events else subprocess.DEVNULL,
                                     stderr=open(os.path.join(SESSION, "%s.err" % self.name), "a"),
                                     text=True)
        if self.events:
            threading.Thread(target=self._read, daemon=True).start()

    events = False

    def prepare(self):
        pass

    def _read(self):
        for line in self.proc.stdout:
            self.lines.append((time.monotonic() - self.t0, line.rstrip("\n")))

    def event(self, prefix, timeout=10.0):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            for t, line in list(self.lines):
                if line.startswith(prefix):
                    return t, line
            if self.proc.poll() is not None:
                break
            time.sleep(POLL)
        return None

    def wait_mapped(self, timeout=20.0):
        deadline = self.t0 + timeout
        while time.monotonic() < deadline and self.proc.poll() is None:
            w = self.x.window_of(self.proc.pid)
            if w:
                self.window = w
                return time.monotonic() - self.t0
            time.sleep(POLL)
        raise RuntimeError("%s: no window mapped" % self.name)

    def wait_painted(self, probe, timeout=20.0):
        """Seconds from exec to mapped and to the probe pixel's final colour."""
        mapped = self.wait_mapped(timeout)
        (px, py), colour = probe
        deadline = self.t0 + timeout
        while time.monotonic() < deadline and self.proc.poll() is None:
            t = time.monotonic() - self.t0
            if close(self.x.pixel(self.window[1] + px, self.window[2] + py), colour):
                return mapped, t
            time.sleep(POLL)
        raise RuntimeError("%s: the board never showed its colour at %s" % (self.name, (px, py)))

    def centre(self, square):
        bx, by, sq = self.board
        f, r = "abcdefgh".index(square[0]), int(square[1]) - 1
        return int(bx + f * sq + sq / 2), int(by + (7 - r) * sq + sq / 2)

    def probe(self):
        """Window coordinates of the centre of d4 and its colour now."""
        px, py = self.centre("d4")
        return (px, py), self.x.pixel(self.window[1] + px, self.window[2] + py)

    def stop(self):
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(5)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()

    def drag(self):
        """One scripted 2-second drag from g8, back to g8: CPU seconds
        (utime+stime), CPU ms from schedstat, and the monotonic instants
        (µs) of the mousedown and the mouseup."""
        wid = self.window[0]
        x0, y0 = self.centre("g8")
        x1, y1 = self.centre("c3")
        steps = []
        for i in range(1, 101):
            f = i / 50 if i <= 50 else (100 - i) / 50
            steps += ["mousemove", "--window", wid, round(x0 + (x1 - x0) * f),
                      round(y0 + (y1 - y0) * f), "sleep", "0.02"]
        xdotool("mousemove", "--window", wid, x0, y0, "sleep", "0.3")
        c0, n0 = cpu_seconds(self.proc.pid), run_ns(self.proc.pid)
        t0 = time.monotonic()
        xdotool("mousedown", 1, *steps, "mouseup", 1)
        t1 = time.monotonic()
        time.sleep(0.3)
        used, n1 = cpu_seconds(self.proc.pid) - c0, run_ns(self.proc.pid)
        pointer_away()
        time.sleep(0.2)
        return {"cpu": used, "ms": (n1 - n0) / 1e6 if n0 is not None and n1 is not None else None,
                "span": (t0 * 1e6, t1 * 1e6)}


class Ours(App):
    name = "ours"
    events = True

    def argv(self, extra):
        return [OURS] + list(extra)

    def prepare(self):
        self.env.update(CHESS_TEST_EVENTS="1", CHESS_NON_UNIQUE="1")
        if os.path.exists(os.path.join(SCHEMAS, "gschemas.compiled")):
            self.env["GSETTINGS_SCHEMA_DIR"] = SCHEMAS

    def find_board(self):
        if not self.event("READY"):
            raise RuntimeError("ours: no READY event")
        time.sleep(1.0)
        boards = [line for t, line in self.lines if line.startswith("BOARD ")]
        if not boards:
            raise RuntimeError("ours: no BOARD event")
        bx, by, sq, scale, flipped = boards[-1].split()[1:6]
        if flipped != "0":
            raise RuntimeError("ours: the board starts flipped")
        scale = float(scale)
        self.board = (float(bx) * scale, float(by) * scale, float(sq) * scale)

    def play_e4(self):
        wid = self.window[0]
        (x0, y0), (x1, y1) = self.centre("e2"), self.centre("e4")
        path = []
        for i in range(1, 11):
            path += ["mousemove", "--window", wid, x0, round(y0 + (y1 - y0) * i / 10), "sleep", "0.02"]
        xdotool("mousemove", "--window", wid, x0, y0, "sleep", "0.05", "mousedown", 1,
                "sleep", "0.05", *path, "mouseup", 1)
        if not self.event("MOVE e2e4", 5.0):
            raise RuntimeError("ours: the drag e2-e4 made no MOVE event")


class Gnome(App):
    name = "gnome"
    size = None          # the window size to give it: ours'

    def argv(self, extra):
        return [GNOME] + list(extra)

    def prepare(self):
        def gset(key, value):
            subprocess.run(["gsettings", "set", "org.gnome.Chess", key, value], env=self.env,
                           check=True, stdin=subprocess.DEVNULL)
        gset("duration", "300")
        gset("clock-type", "simple")
        gset("opponent", "''")              # human against human
        gset("maximized", "false")
        if Gnome.size:
            gset("width", str(Gnome.size[0]))
            gset("height", str(Gnome.size[1]))

    def find_board(self):
        """Its board sits in a dark frame half a square wide: find the frame
        in a screenshot of the settled window."""
        time.sleep(1.5)
        self.window = self.x.window_of(self.proc.pid) or self.window
        _, wx, wy, w, h = self.window
        column = [row[0] for row in self.x.pixels(wx + w // 2, wy, 1, h)]
        top = None
        for y in range(h - 16):
            c = column[y]
            if max(c) < 0x60 and all(column[y + k] == c for k in range(16)):
                top, frame = y, c
                break
        if top is None:
            raise RuntimeError("gnome: no board frame found")
        row = self.x.pixels(wx, wy + top + 4, w, 1)[0]
        left = right = w // 2
        while left > 0 and row[left - 1] == frame:
            left -= 1
        while right < w - 1 and row[right + 1] == frame:
            right += 1
        side = right - left + 1
        sq = side / 9
        self.board = (left + sq / 2, top + sq / 2, sq)
        log("gnome frame", left, top, side, "colour", frame)

    def title(self):
        return xdotool("getwindowname", self.window[0]).strip()

    def play_e4(self):
        wid = self.window[0]
        (x0, y0), (x1, y1) = self.centre("e2"), self.centre("e4")
        xdotool("mousemove", "--window", wid, x0, y0, "sleep", "0.05", "click", 1, "sleep", "0.2",
                "mousemove", "--window", wid, x1, y1, "sleep", "0.05", "click", 1)
        deadline = time.monotonic() + 5
        while time.monotonic() < deadline:
            if self.title() == "Black to Move":
                return
            time.sleep(0.05)
        raise RuntimeError("gnome: 1.e4 by click-click did not happen (title %r)" % self.title())


class Peer(Ours):
    """Another build of ours (BENCH_PEER), measured in GNOME Chess's place."""
    name = "peer"

    def argv(self, extra):
        return [PEER] + list(extra)

    def prepare(self):
        self.env.update(CHESS_TEST_EVENTS="1", CHESS_NON_UNIQUE="1")
        if PEER_SCHEMAS:
            self.env["GSETTINGS_SCHEMA_DIR"] = PEER_SCHEMAS


class Floor(Ours):
    """bench/adw-floor.c: the least a libadwaita window showing a board
    costs (a header bar, 64 squares, a disc under the pointer in a drag,
    a clock): the floor under the goals, measured like ours."""
    name = "floor"

    def argv(self, extra):
        size = Gnome.size or (1000, 760)
        return [ADW_FLOOR, str(size[0]), str(size[1])] + list(extra)

    def prepare(self):
        pass


# The other column: GNOME Chess, or another build of ours.
Theirs = Peer if PEER else Gnome
THEIRS_LABEL = "before (BENCH_PEER)" if PEER else "GNOME Chess"


# ---- The measurements ---------------------------------------------------

def calibrate(cls, x):
    """A warm-up launch: where the probe pixel is, and its settled colour."""
    app = cls(x, "calibrate")
    try:
        app.wait_mapped()
        app.find_board()
        probe = app.probe()
        log(cls.name, "window", app.window, "board", app.board, "probe", probe)
        screenshot("calibrate-" + cls.name)
        return probe, app.window[3:5]
    finally:
        app.stop()


def start_up(cls, x, probe, run):
    app = cls(x, run)
    try:
        mapped, painted = app.wait_painted(probe)
        time.sleep(0.5)
        ready = [t for t, line in app.lines if line == "READY"]
        return {"mapped": mapped, "painted": painted, "rss": vm_hwm_mib(app.proc.pid),
                "ready": ready[0] if ready else None}
    finally:
        app.stop()


def interaction(cls, x, probe, extra):
    app = cls(x, "idle", extra)
    try:
        app.wait_painted(probe)
        if cls.events:
            app.find_board()
        else:
            app.board = interaction.gnome_board   # found by main()
        time.sleep(0.5)
        app.play_e4()
        pointer_away()
        time.sleep(1.0)
        screenshot("idle-start-" + cls.name)
        c0, t0, n0 = cpu_seconds(app.proc.pid), time.monotonic(), run_ns(app.proc.pid)
        time.sleep(10.0)
        idle = cpu_seconds(app.proc.pid) - c0
        n1 = run_ns(app.proc.pid)
        idle_s = time.monotonic() - t0
        rss = vm_hwm_mib(app.proc.pid)
        screenshot("idle-end-" + cls.name)
        drags = [app.drag() for _ in range(DRAGS)]
        drag_ms = [d["ms"] for d in drags if d["ms"] is not None]
        return {"idle": 100.0 * idle / idle_s, "idle_cpu": idle, "rss_idle": rss,
                "idle_ms": (n1 - n0) / 1e6 if n0 is not None and n1 is not None else None,
                "drag": statistics.median(d["cpu"] for d in drags), "drags": [d["cpu"] for d in drags],
                "drag_ms": statistics.median(drag_ms) if drag_ms else None, "drags_ms": drag_ms}
    finally:
        app.stop()


def tenths_idle(x, probe):
    """Ours only: idle CPU while Black's clock shows tenths (13+0: from 9.5 s
    down to 1.5 s left, 8 s), for the issue's goal."""
    app = Ours(x, "tenths", ["--time-control=13+0"])
    try:
        app.wait_painted(probe)
        app.find_board()
        app.play_e4()
        moved = time.monotonic()
        pointer_away()
        time.sleep(max(0.0, moved + 3.5 - time.monotonic()))
        c0, t0, n0 = cpu_seconds(app.proc.pid), time.monotonic(), run_ns(app.proc.pid)
        time.sleep(8.0)
        used, n1 = cpu_seconds(app.proc.pid) - c0, run_ns(app.proc.pid)
        span = time.monotonic() - t0
        screenshot("tenths-end-ours")
        if any(line.startswith("RESULT") for t, line in app.lines):
            raise RuntimeError("ours: the flag fell during the tenths window")
        return {"idle": 100.0 * used / span,
                "idle_ms": (n1 - n0) / 1e6 * 10.0 / span if n0 is not None and n1 is not None else None}
    finally:
        app.stop()


def drag_frames(x, probe):
    """Ours only: the gaps between the frames painted during BENCH_DRAGS
    drags (CHESS_TEST_FRAMES=1 prints FRAME <µs> after every paint; a launch
    of its own, so that printing them costs the CPU runs nothing)."""
    app = Ours(x, "frames", ["--time-control=300+0"], {"CHESS_TEST_FRAMES": "1"})
    try:
        app.wait_painted(probe)
        app.find_board()
        app.play_e4()
        pointer_away()
        time.sleep(1.0)
        gaps, counts = [], []
        for _ in range(DRAGS):
            t0, t1 = app.drag()["span"]
            frames = [int(line.split()[1]) for t, line in list(app.lines)
                      if line.startswith("FRAME ") and t0 <= int(line.split()[1]) <= t1]
            counts.append(len(frames))
            gaps += [(b - a) / 1000.0 for a, b in zip(frames, frames[1:])]
        if not gaps:
            raise RuntimeError("ours: no frames during the drags")
        return {"median": statistics.median(gaps), "worst": max(gaps), "frames": statistics.median(counts)}
    finally:
        app.stop()


def first_clicks(x, probe):
    """Ours only: BENCH_CLICK_AFTER seconds (0.5) after the board is painted
    (a quick hand), Ctrl+Shift+A turns analysis on and Ctrl+Shift+L
    opens the Library: ms from the keys (sent through XTest) to the first
    frame painted after ANALYSIS 1, and to the LIBRARY event (the view
    filled)."""
    pgn = os.path.join(SESSION, "first-clicks.pgn")
    with open(pgn, "w") as f:
        f.write('[Event "?"]\n[Result "*"]\n\n1. e4 e5 *\n')   # untimed, from a file: analysis allowed
    app = Ours(x, "clicks", [pgn], {"CHESS_TEST_FRAMES": "1"})
    try:
        app.wait_painted(probe)
        wid = app.window[0]
        xdotool("mousemove", "--window", wid, 20, 200)
        time.sleep(CLICK_AFTER)
        result = {}
        for key, done in (("ctrl+shift+a", "ANALYSIS 1"), ("ctrl+shift+l", "LIBRARY ")):
            x.key(key)
            t0 = time.monotonic()
            hit = app.event(done, 10.0)
            if hit is None:
                raise RuntimeError("ours: %s gave no %s" % (key, done))
            t_event = hit[0] + app.t0
            if done.startswith("ANALYSIS"):
                # the first frame painted after it
                deadline = time.monotonic() + 5
                frame = None
                while frame is None and time.monotonic() < deadline:
                    frame = next((int(l.split()[1]) / 1e6 for t, l in list(app.lines)
                                  if l.startswith("FRAME ") and int(l.split()[1]) / 1e6 >= t_event), None)
                    time.sleep(POLL)
                t_event = frame if frame is not None else t_event
            result[done.split()[0].lower()] = (t_event - t0) * 1000.0
        return result
    finally:
        app.stop()


def floor_idle():
    """CPU of bench/gtk-floor.c (a bare GTK 4 window of our size whose one
    drawing area is redrawn 10 times a second) over 8 s: what any GTK 4
    program pays here for a clock that shows tenths."""
    size = Gnome.size or (1000, 760)
    proc = subprocess.Popen([FLOOR, str(size[0]), str(size[1]), "10"], stdin=subprocess.DEVNULL,
                            stdout=subprocess.DEVNULL,
                            stderr=open(os.path.join(SESSION, "floor.err"), "a"))
    try:
        time.sleep(2.0)
        if proc.poll() is not None:
            raise RuntimeError("gtk-floor exited with %s" % proc.returncode)
        n0, t0 = run_ns(proc.pid), time.monotonic()
        time.sleep(8.0)
        n1, span = run_ns(proc.pid), time.monotonic() - t0
        return {"idle_ms": (n1 - n0) / 1e6 * 10.0 / span if n0 is not None and n1 is not None else None}
    finally:
        proc.terminate()
        proc.wait()


def floor_interaction(x, probe):
    """The libadwaita floor's drags (as ours': g8 to c3 and back) and its
    clock in tenths, each in a launch of its own."""
    app = Floor(x, "drags")
    try:
        app.wait_painted(probe)
        app.find_board()
        pointer_away()
        time.sleep(1.0)
        drags = [app.drag()["ms"] for _ in range(DRAGS)]
    finally:
        app.stop()
    app = Floor(x, "tenths", ["--tenths"])
    try:
        app.wait_painted(probe)
        time.sleep(2.0)
        n0, t0 = run_ns(app.proc.pid), time.monotonic()
        time.sleep(8.0)
        n1, span = run_ns(app.proc.pid), time.monotonic() - t0
    finally:
        app.stop()
    drags = [d for d in drags if d is not None]
    return {"drag_ms": statistics.median(drags) if drags else None, "drags_ms": drags,
            "tenths_ms": (n1 - n0) / 1e6 * 10.0 / span if n0 is not None and n1 is not None else None}


def main():
    x = X()
    theirs = Theirs.name
    other = PEER or GNOME
    have = {"ours": os.access(OURS, os.X_OK), theirs: os.access(other, os.X_OK)}
    why = {"ours": "not built (%s)" % OURS, theirs: "not installed (%s)" % other}
    probes = {}
    # Ours first: GNOME Chess gets its window size.
    for cls in (Ours, Theirs):
        if not have[cls.name]:
            continue
        try:
            probes[cls.name], size = calibrate(cls, x)
            if cls is Ours:
                Gnome.size = size
        except Exception as error:          # one side may not work yet
            have[cls.name], why[cls.name] = False, str(error)
            log("calibration failed:", error)
    # the board of GNOME Chess, for the interaction run, from one more look
    if Theirs is Gnome and have["gnome"]:
        try:
            app = Gnome(x, "board")
            app.wait_painted(probes["gnome"])
            app.find_board()
            interaction.gnome_board = app.board
            app.stop()
        except Exception as error:
            have["gnome"], why["gnome"] = False, str(error)

    have["floor"] = bool(ADW_FLOOR) and os.access(ADW_FLOOR, os.X_OK) and have["ours"]
    why["floor"] = "not built (%s)" % ADW_FLOOR
    if have["floor"]:
        try:
            probes["floor"], _ = calibrate(Floor, x)
        except Exception as error:
            have["floor"], why["floor"] = False, str(error)
            log("floor calibration failed:", error)

    results = {"ours": [], theirs: [], "floor": []}
    order = [c for c in (Ours, Theirs, Floor) if have[c.name]]
    for run in range(RUNS):
        for cls in (order if run % 2 == 0 else order[::-1]):
            try:
                results[cls.name].append(start_up(cls, x, probes[cls.name], run))
            except Exception as error:
                log("start-up run failed:", cls.name, error)
                why[cls.name] = str(error)
    inter = {}
    for cls, extra in ((Ours, ["--time-control=300+0"]), (Theirs, ["--time-control=300+0"] if PEER else [])):
        if not have[cls.name]:
            continue
        try:
            inter[cls.name] = interaction(cls, x, probes[cls.name], extra)
            log(cls.name, "interaction", inter[cls.name])
        except Exception as error:
            log("interaction failed:", cls.name, error)
            why[cls.name] = str(error)
    if have["ours"]:
        try:
            inter["tenths"] = tenths_idle(x, probes["ours"])
        except Exception as error:
            log("tenths run failed:", error)
        try:
            inter["frames"] = drag_frames(x, probes["ours"])
        except Exception as error:
            log("frame-gap run failed:", error)
        try:
            inter["clicks"] = first_clicks(x, probes["ours"])
        except Exception as error:
            log("first-click run failed:", error)
    if have["floor"]:
        try:
            inter["adw"] = floor_interaction(x, probes["floor"])
            log("floor interaction", inter["adw"])
        except Exception as error:
            log("libadwaita floor run failed:", error)
    if FLOOR and os.access(FLOOR, os.X_OK):
        try:
            inter["floor"] = floor_idle()
        except Exception as error:
            log("floor run failed:", error)
    for name in results:
        log(name, "start-up runs", results[name])
    report(results, inter, why, theirs)


def median_of(runs, key):
    values = [r[key] for r in runs if r.get(key) is not None]
    return (statistics.median(values), min(values), max(values)) if values else None


def report(results, inter, why, theirs):
    rows = []

    def row(label, ours, gnome, unit_fmt, spread=False):
        def cell(v):
            if v is None:
                return "n/a"
            if spread:
                return (unit_fmt % v[0]) + " (" + (unit_fmt % v[1]) + "–" + (unit_fmt % v[2]) + ")"
            return unit_fmt % v
        o = ours[0] if spread and ours else ours
        g = gnome[0] if spread and gnome else gnome
        ratio = "%.2f" % (o / g) if o is not None and g else "n/a"
        rows.append((label, cell(ours), cell(gnome), ratio))

    for key, label in (("mapped", "start-up: window mapped (s)"),
                       ("painted", "start-up: board painted (s)")):
        row(label, median_of(results["ours"], key), median_of(results[theirs], key), "%.3f", True)
    row("peak memory after start (MiB)", median_of(results["ours"], "rss"),
        median_of(results[theirs], "rss"), "%.1f", True)
    io, ig = inter.get("ours", {}), inter.get(theirs, {})
    row("peak memory after idle (MiB)", io.get("rss_idle"), ig.get("rss_idle"), "%.1f")
    row("idle CPU, clock running, 10 s (% core)", io.get("idle"), ig.get("idle"), "%.2f")
    row("  the same from schedstat (ms in 10 s)", io.get("idle_ms"), ig.get("idle_ms"), "%.1f")
    it = inter.get("tenths", {})
    row("idle CPU, ours in tenths, 8 s (% core)", it.get("idle"), ig.get("idle"), "%.2f")
    row("  the same from schedstat (ms per 10 s)", it.get("idle_ms"), ig.get("idle_ms"), "%.1f")
    row("CPU of a 2 s drag (s, median of %d)" % DRAGS, io.get("drag"), ig.get("drag"), "%.3f")
    row("  the same from schedstat (ms)", io.get("drag_ms"), ig.get("drag_ms"), "%.1f")
    floor = inter.get("floor", {}).get("idle_ms")
    fr = inter.get("frames", {})

    width = max(len(r[0]) for r in rows)
    w1 = max(12, max(len(r[1]) for r in rows))
    w2 = max(12, max(len(r[2]) for r in rows))
    print("%-*s  %*s  %*s  %s" % (width, "median (min–max) of %d runs" % RUNS, w1, "chess", w2,
                                    THEIRS_LABEL, "ours/theirs"))
    for label, o, g, ratio in rows:
        print("%-*s  %*s  %*s  %s" % (width, label, w1, o, w2, g, ratio))
    ready = median_of(results["ours"], "ready")
    if ready:
        print("(ours: READY event after %.3f s; board painted = d4's pixel has its final colour)"
              % ready[0])
    if floor is not None:
        print("(floor: a bare GTK 4 window redrawing one drawing area 10 times a second uses"
              " %.1f ms per 10 s; bench/gtk-floor.c)" % floor)
    if floor is not None and it.get("idle_ms") is not None:
        print("(ours in tenths / floor: %.2f)" % (it["idle_ms"] / floor))
    if fr:
        print("(ours, frames during a drag: median %.1f ms apart, worst gap %.1f ms, %d frames per"
              " drag of 100 motions 20 ms apart)" % (fr["median"], fr["worst"], fr["frames"]))
    fc = inter.get("clicks", {})
    if fc:
        print("(ours, %.1f s after the board is painted: Analysis on in %.0f ms, the Library filled in %.0f ms,"
              " from the keys)" % (CLICK_AFTER, fc["analysis"], fc["library"]))
    if io.get("drags") or ig.get("drags"):
        print(("(drag CPU per run, schedstat ms: ours %s; " + THEIRS_LABEL + " %s)")
              % (" ".join("%.0f" % v for v in io.get("drags_ms", [])) or "n/a",
                 " ".join("%.0f" % v for v in ig.get("drags_ms", [])) or "n/a"))
    print(floor_line(results, inter, theirs))
    for name, label in (("ours", "chess"), (theirs, THEIRS_LABEL)):
        if not results[name] or name not in inter:
            print("%s: not (fully) measured: %s" % (label, why[name]))
    markdown(results, inter, theirs)


def floor_line(results, inter, theirs):
    """The libadwaita floor against the other column: how low a goal can
    go at all in a libadwaita window."""
    fl, fa = results.get("floor") or [], inter.get("adw", {})
    if not fl and not fa:
        return "(libadwaita floor: not measured)"

    def part(label, value, other, f):
        if value is None:
            return "%s n/a" % label
        text = "%s %s" % (label, f % value)
        return text + (" = %.2f× %s's" % (value / other, THEIRS_LABEL) if other else "")

    def med(runs, key):
        m = median_of(runs, key)
        return m[0] if m else None

    gtk_floor = inter.get("floor", {}).get("idle_ms")
    parts = [part("mapped", med(fl, "mapped"), med(results[theirs], "mapped"), "%.3f s"),
             part("painted", med(fl, "painted"), med(results[theirs], "painted"), "%.3f s"),
             part("memory", med(fl, "rss"), med(results[theirs], "rss"), "%.1f MiB"),
             part("drag", fa.get("drag_ms"), inter.get(theirs, {}).get("drag_ms"), "%.1f ms")]
    tenths = fa.get("tenths_ms")
    parts.append("clock in tenths %s per 10 s%s" % ("%.1f ms" % tenths if tenths is not None else "n/a",
                 " = %.2f× the GTK floor" % (tenths / gtk_floor) if tenths is not None and gtk_floor else ""))
    return ("(libadwaita floor, bench/adw-floor.c: a header bar, a flat board, a disc under the pointer,"
            " a clock: " + "; ".join(parts) + ")")


def markdown(results, inter, theirs):
    """The same figures as README.md's table (paste it there whole)."""
    io, ig, it = inter.get("ours", {}), inter.get(theirs, {}), inter.get("tenths", {})
    floor = inter.get("floor", {}).get("idle_ms")
    fr = inter.get("frames", {})

    def med(runs, key):
        m = median_of(runs, key)
        return m[0] if m else None

    def fmt(v, f):
        return f % v if v is not None else "n/a"

    def ratio(a, b):
        return "%.2f" % (a / b) if a is not None and b else "n/a"

    rows = [
        ("start-up, window mapped", med(results["ours"], "mapped"), med(results[theirs], "mapped"), "%.3f s", "≤ 0.40"),
        ("start-up, board painted", med(results["ours"], "painted"), med(results[theirs], "painted"), "%.3f s", "≤ 0.45"),
        ("peak memory after start", med(results["ours"], "rss"), med(results[theirs], "rss"), "%.1f MiB", "≤ 0.50"),
        ("peak memory after the idle run", io.get("rss_idle"), ig.get("rss_idle"), "%.1f MiB", "≤ 0.50"),
        ("idle CPU, clock in seconds (schedstat, per 10 s)", io.get("idle_ms"), ig.get("idle_ms"), "%.1f ms", "≤ 1"),
        ("CPU of a 2 s drag (schedstat, median of %d)" % DRAGS, io.get("drag_ms"), ig.get("drag_ms"), "%.1f ms", "≤ 1.0"),
    ]
    print()
    print("bench/ui.sh, %s UTC, load average %s at the start and %s at the end, medians of %d"
          " alternating launches, %d drags:" % (time.strftime("%Y-%m-%d %H:%M", time.gmtime()),
                                                 START_LOAD, loadavg(), RUNS, DRAGS))
    print()
    print("| | Chess | %s | ratio | goal |" % THEIRS_LABEL)
    print("| --- | --- | --- | --- | --- |")
    for label, o, g, f, goal in rows:
        print("| %s | %s | %s | %s | %s |" % (label, fmt(o, f), fmt(g, f), ratio(o, g), goal))
    print("| idle CPU, clock in tenths (schedstat, per 10 s) | %s | floor: %s | %s of the floor | ≤ 1.3 |"
          % (fmt(it.get("idle_ms"), "%.1f ms"), fmt(floor, "%.1f ms"), ratio(it.get("idle_ms"), floor)))
    print("| frame gaps of a drag, median / worst | %s / %s | no frames (its drag only selects) | | |"
          % (fmt(fr.get("median"), "%.1f ms"), fmt(fr.get("worst"), "%.1f ms")))
    fc = inter.get("clicks", {})
    print("| first Analysis / first Library, %.1f s after the board is painted | %s / %s | | | < 100 ms |"
          % (CLICK_AFTER, fmt(fc.get("analysis"), "%.0f ms"), fmt(fc.get("library"), "%.0f ms")))
    print()
    print(floor_line(results, inter, theirs))


def loadavg():
    with open("/proc/loadavg") as f:
        return " ".join(f.read().split()[:3])


START_LOAD = loadavg()


if __name__ == "__main__":
    main()
