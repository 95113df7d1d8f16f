#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The window half of bench/review-frames.sh (runs inside gui-test-wrapper.sh).

usage: review-frames.py CHESS GAME.pgn OUTDIR [DRAGS]

An 80-ply game from a file, the board at its start.  A slow drag of the
g1 knight around the board and back (a pointer motion every 10 ms, about
2.5 s, dropped where it started: no move) keeps the window painting; the
test probe prints FRAME for every frame painted (CHESS_TEST_FRAMES=1).
DRAGS drags with the window idle, then Review Game with the default
budget and DRAGS drags while it runs: the gaps between painted frames in
each phase, and how long the review took in the window.
Prints "key value" lines for review-frames.sh."""

import importlib.util
import os
import statistics
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location("gui", os.path.join(HERE, "..", "tests", "gui", "chess-gui-test.py"))
gui = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(gui)

CHESS, GAME, OUT = sys.argv[1:4]
DRAGS = int(sys.argv[4]) if len(sys.argv) > 4 else 3


def schedstat(pid):
    """The main thread's time on a processor and waiting for one (ns)."""
    with open("/proc/%d/task/%d/schedstat" % (pid, pid)) as f:
        run, wait, _ = (int(v) for v in f.read().split())
    return run, wait


SCHED = {}


def drag_gaps(app, phase):
    """One slow drag from g1 around the board and back; the gaps (ms)
    between the frames painted while it runs.

    Only frames painted while the xdotool process runs count (its start
    and exit on the monotonic clock, the one FRAME uses).  The 0.3 s
    after the drop is not part of the drag: nothing asks the idle window
    for a frame then, but a reviewing one repaints as each position's
    result comes in, and the gap from the drop's frame to that repaint
    (a window with nothing new to show, not a late frame) used to be
    counted as a 70-250 ms gap."""
    path = [app.centre(s) for s in ("g1", "g4", "c4", "c6", "f6", "f3", "g1")]
    x0, y0 = path[0]
    # One xdotool process from the press to the release: starting another
    # in between would stop the motions (and the frames) for its start-up.
    script = ["mousemove", "--window", app.wid, str(x0), str(y0), "mousedown", "1"]
    for (xa, ya), (xb, yb) in zip(path, path[1:]):
        for i in range(1, 37):
            script += ["mousemove", "--window", app.wid, str(xa + (xb - xa) * i // 36),
                       str(ya + (yb - ya) * i // 36), "sleep", "0.01"]
    script += ["mouseup", "1"]
    since = app.mark()
    run0, wait0 = schedstat(app.proc.pid)
    t0 = time.monotonic()
    gui.run("xdotool", *script, timeout=60)
    run1, wait1 = schedstat(app.proc.pid)
    t1 = time.monotonic()
    total = SCHED.setdefault(phase, [0, 0, 0.0])
    total[0] += run1 - run0
    total[1] += wait1 - wait0
    total[2] += t1 - t0
    time.sleep(0.3)
    events = app.events()[since:]
    start, end = int(t0 * 1e6), int(t1 * 1e6)
    frames = [int(l.split()[1]) for l in events if l.startswith("FRAME ")]
    frames = [t for t in frames if start <= t <= end]
    # What else happened in each long gap (REVIEW: a position's result came).
    last = None
    between = []
    for line in events:
        if line.startswith("FRAME "):
            t = int(line.split()[1])
            if not start <= t <= end:
                continue
            if last is not None and t - last > 50000:
                print("long_gap %.1f ms after %s" % ((t - last) / 1000.0, " | ".join(between) or "nothing"))
            last, between = t, []
        elif not line.startswith(("LAYOUT", "BOARD", "EVAL")):
            between.append(line)
    if app.events("MOVE ")[-1:] and app.events().index(app.events("MOVE ")[-1]) >= since:
        raise gui.Failure("the drag made a move")
    return [(b - a) / 1000.0 for a, b in zip(frames, frames[1:])]


def summary(name, gaps):
    run, wait, seconds = SCHED[name]
    # Waiting for a processor while runnable: the share of the other
    # processes (the engine, other programs) in the main thread's delays.
    print("%s_main_thread_cpu_ms_per_s %.1f" % (name, run / 1e6 / seconds))
    print("%s_main_thread_runqueue_wait_ms_per_s %.1f" % (name, wait / 1e6 / seconds))
    gaps = sorted(gaps)
    print("%s_frames %d" % (name, len(gaps) + 1))
    print("%s_median_gap_ms %.2f" % (name, statistics.median(gaps)))
    print("%s_p95_gap_ms %.2f" % (name, gaps[int(0.95 * (len(gaps) - 1))]))
    print("%s_max_gap_ms %.2f" % (name, gaps[-1]))
    print("%s_gaps_over_50ms %d" % (name, sum(1 for g in gaps if g > 50)))
    return gaps


def main():
    os.makedirs(OUT, exist_ok=True)
    app = gui.App(CHESS, OUT, [GAME], env={"CHESS_TEST_FRAMES": "1"})
    try:
        app.start()
        since = app.mark()
        app.key("Home")
        app.wait_for(r"^POSITION rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w ", 5, since, what="the start")
        time.sleep(0.5)
        app.update_geometry()

        idle = []
        for _ in range(DRAGS):
            idle += drag_gaps(app, "idle")
        idle = summary("idle", idle)

        since = app.mark()
        app.key("ctrl+shift+r")
        time.sleep(1.0)                      # the dialog; Return takes the default budget
        gui.run("xdotool", "key", "Return")
        started = time.monotonic()
        app.wait_for(r"^REVIEW 1 ", 30, since, what="the review's first position")
        review = []
        for _ in range(DRAGS):
            review += drag_gaps(app, "review")
        during = not app.events("REVIEWED ")
        review = summary("review", review)
        print("review_still_running_after_drags %d" % (1 if during else 0))
        print("review_progress_after_drags %s" % app.events("REVIEW ")[-1].split(" ", 1)[1])
        app.wait_for(r"^REVIEWED ", 600, since, what="REVIEWED")
        print("review_seconds %.1f" % (time.monotonic() - started))
        print("ratio_median %.2f" % (statistics.median(review) / statistics.median(idle)))
        print("ratio_p95 %.2f" % (review[int(0.95 * (len(review) - 1))] / idle[int(0.95 * (len(idle) - 1))]))
        print("ratio_max %.2f" % (review[-1] / idle[-1]))
    finally:
        app.quit()


if __name__ == "__main__":
    main()
