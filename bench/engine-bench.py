#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The window half of bench/engine.sh (runs inside gui-test-wrapper.sh).

usage: engine-bench.py CHESS FAKE_ENGINE OUTDIR

1. Latency: the fake engine answers at once and writes down the instant of
   each "bestmove" (CLOCK_MONOTONIC); the window's test probe prints DRAWN
   with the instant of the first frame painted after that move.  The human
   plays White's moves of the Opera Game (Morphy 1858) by dragging, the
   engine Black's: 16 engine moves a game, two games.
2. Stockfish at level 8 on a 10-minute clock, Threads 2 (both cores),
   thinking about its first move: our process's CPU and the engine's over 5
   seconds (from /proc), then a 2-second premove drag (a pointer motion every
   10 ms) with a FRAME event for every frame painted: the longest gap
   between frames and how many exceed 50 ms.
Prints "key value" lines for engine.sh."""

import importlib.util
import os
import statistics
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location("gui", os.path.join(HERE, "..", "tests", "gui", "chess-gui-test.py"))
gui = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(gui)

CHESS, FAKE, OUT = sys.argv[1:4]
HZ = os.sysconf("SC_CLK_TCK")
OPERA = ("e2e4 e7e5 g1f3 d7d6 d2d4 c8g4 d4e5 g4f3 d1f3 d6e5 f1c4 g8f6 f3b3 d8e7 b1c3 c7c6 c1g5 b7b5 "
         "c3b5 c6b5 c4b5 b8d7 e1c1 a8d8 d1d7 d8d7 h1d1 e7e6 b5d7 f6d7 b3b8 d7b8 d1d8").split()


def keyfile(**keys):
    config = os.path.join(os.environ["XDG_CONFIG_HOME"], "glib-2.0", "settings")
    os.makedirs(config, exist_ok=True)
    with open(os.path.join(config, "keyfile"), "w") as f:
        f.write("[com/example/Chess]\n")
        for key, value in keys.items():
            f.write("%s=%s\n" % (key.replace("_", "-"), value))


def new_game(app, discard=False):
    app.key("ctrl+n")
    since = app.mark()
    gui.press(gui.accessible_button("Start Game", timeout=10))
    if discard:   # the finished game was not saved
        gui.press(gui.accessible_button("Discard", timeout=10))
    app.wait_for(r"^POSITION rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w", 5, since, what="the new game")
    time.sleep(0.5)


def latency():
    times = os.path.join(OUT, "bestmove-times")
    if os.path.exists(times):
        os.unlink(times)
    keyfile(opponent="'computer'", human_color="'white'", engine="'%s'" % FAKE,
            engines="[('%s', 'Fake Engine')]" % FAKE, last_time_control="'-'", engine_book="false")
    env = {"GSETTINGS_BACKEND": "keyfile", "FAKE_ENGINE_MODE": "good",
           "FAKE_ENGINE_MOVES": ",".join(OPERA), "FAKE_ENGINE_TIMES": times}
    app = gui.App(CHESS, OUT, env=env)
    drawn = []
    try:
        app.start()
        for game in range(2):
            new_game(app, discard=game > 0)
            for ply in range(0, len(OPERA), 2):
                since = app.mark()
                app.drag(OPERA[ply][:2], OPERA[ply][2:4])
                app.wait_for(r"^MOVE %s" % OPERA[ply], 5, since, what="MOVE " + OPERA[ply])
                if ply + 1 < len(OPERA):
                    line = app.wait_for(r"^DRAWN %s " % OPERA[ply + 1], 10, since, what="DRAWN " + OPERA[ply + 1])
                    drawn.append(int(line.split()[2]))
                time.sleep(0.2)
    finally:
        app.quit()
    with open(times) as f:
        written = [int(line.split()[1]) for line in f]
    if len(written) != len(drawn):
        raise gui.Failure("%d bestmoves, %d moves drawn" % (len(written), len(drawn)))
    delays = [(d - w) / 1000.0 for w, d in zip(written, drawn)]
    print("latency_samples %d" % len(delays))
    print("latency_median_ms %.1f" % statistics.median(delays))
    print("latency_max_ms %.1f" % max(delays))


def cpu_ticks(pid):
    with open("/proc/%d/stat" % pid) as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return int(fields[11]) + int(fields[12])   # utime + stime


def children(pid):
    found = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open("/proc/%s/stat" % entry) as f:
                    fields = f.read().rsplit(")", 1)[1].split()
                if int(fields[1]) == pid:
                    found.append(int(entry))
            except OSError:
                pass
    return found


def thinking_engine():
    keyfile(opponent="'computer'", human_color="'white'", engine="''", engine_level="8",
            last_time_control="'600+0'", engine_book="false",
            engine_options="{'/usr/games/stockfish': {'Threads': '2', 'Hash': '64'}}")
    env = {"GSETTINGS_BACKEND": "keyfile", "CHESS_TEST_FRAMES": "1"}
    app = gui.App(CHESS, OUT, env=env)
    try:
        app.start()
        new_game(app)
        since = app.mark()
        app.drag("e2", "e4")
        app.wait_for(r"^THINKING black$", 5, since, what="THINKING black")
        app.wait_for(r"^ENGINE black ready", 20, since, what="Stockfish ready")
        time.sleep(1.0)
        engines = children(app.proc.pid)
        if not engines:
            raise gui.Failure("no engine process under the app")
        ours0, theirs0, t0 = cpu_ticks(app.proc.pid), sum(cpu_ticks(p) for p in engines), time.monotonic()
        time.sleep(5.0)
        ours1, theirs1, t1 = cpu_ticks(app.proc.pid), sum(cpu_ticks(p) for p in engines), time.monotonic()
        if len(app.events("MOVE ")) > 1:
            print("note the engine moved during the CPU window: measure again")
        print("app_cpu_percent %.2f" % (100.0 * (ours1 - ours0) / HZ / (t1 - t0)))
        print("engine_cpu_percent %.1f" % (100.0 * (theirs1 - theirs0) / HZ / (t1 - t0)))

        # A premove drag, slow and long: d2 around the board and back.
        x0, y0 = app.centre("d2")
        path = [app.centre(s) for s in ("d2", "d5", "h5", "h3", "a3", "a6", "d6", "d3")]
        since = app.mark()
        gui.run("xdotool", "mousemove", "--window", app.wid, str(x0), str(y0), "mousedown", "1")
        steps = []
        for (xa, ya), (xb, yb) in zip(path, path[1:]):
            for i in range(1, 29):
                steps += [str(xa + (xb - xa) * i // 28), str(ya + (yb - ya) * i // 28)]
        script = []
        for i in range(0, len(steps), 2):
            script += ["mousemove", "--window", app.wid, steps[i], steps[i + 1], "sleep", "0.01"]
        gui.run("xdotool", *script, timeout=30)
        gui.run("xdotool", "mouseup", "1")
        time.sleep(0.3)
        frames = [int(l.split()[1]) for l in app.events()[since:] if l.startswith("FRAME ")]
        gaps = [(b - a) / 1000.0 for a, b in zip(frames, frames[1:])]
        print("drag_frames %d" % len(frames))
        print("drag_seconds %.2f" % ((frames[-1] - frames[0]) / 1e6 if len(frames) > 1 else 0))
        print("drag_max_gap_ms %.1f" % (max(gaps) if gaps else 0))
        print("drag_gaps_over_50ms %d" % sum(1 for g in gaps if g > 50))
        print("engine_still_thinking %d" % (1 if len(app.events("MOVE ")) == 1 else 0))
    finally:
        app.quit()


if __name__ == "__main__":
    os.makedirs(OUT, exist_ok=True)
    latency()
    thinking_engine()
