#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# bench/import-threads.py — the library import's two stages, before and
# after a change, in the same run: `chess-db import` of one corpus by two
# builds in turn (ABAB…), each run sampled every 20 ms through
# /proc/PID/task/*/schedstat, so that every thread's CPU time is known (a
# thread's last sample before it ends; the reader thread is joined before
# the import returns).  On a busy machine wall time says little; the CPU
# of the slower stage does: with a core for each, the import takes about
# as long as its slower thread.  Prints, per build, the medians of wall
# time, total CPU, the reader thread's ("chess-import") and the calling
# thread's CPU and the slower of the two; then after / before.
#
#   bench/import-threads.py BEFORE_CHESS_DB AFTER_CHESS_DB CORPUS [RUNS]
import os
import statistics
import subprocess
import sys
import tempfile
import time


def sample(pid, cpu):
    try:
        tids = os.listdir(f"/proc/{pid}/task")
    except FileNotFoundError:
        return
    for tid in tids:
        try:
            with open(f"/proc/{pid}/task/{tid}/comm") as f:
                name = f.read().strip()
            with open(f"/proc/{pid}/task/{tid}/schedstat") as f:
                ns = int(f.read().split()[0])
        except (FileNotFoundError, ProcessLookupError, ValueError):
            continue
        cpu[tid] = (name, ns)


def run(chess_db, corpus):
    with tempfile.TemporaryDirectory(prefix="chess-import-bench.") as tmp:
        db = os.path.join(tmp, "bench.db")
        cpu = {}
        start = time.monotonic()
        proc = subprocess.Popen([chess_db, "import", db, corpus],
                                stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        while proc.poll() is None:
            sample(proc.pid, cpu)
            time.sleep(0.02)
        wall = time.monotonic() - start
        out = proc.stdout.read().decode().strip().splitlines()
        if proc.returncode != 0:
            sys.exit(f"{chess_db}: exit {proc.returncode}: {out[-1:]}")
        reader = sum(ns for name, ns in cpu.values() if name == "chess-import") / 1e9
        caller = max((ns for tid, (name, ns) in cpu.items() if int(tid) == proc.pid), default=0) / 1e9
        total = sum(ns for name, ns in cpu.values()) / 1e9
        return {"wall": wall, "total": total, "reader": reader, "caller": caller,
                "slower": max(reader, caller), "last": out[-1] if out else ""}


def main():
    if len(sys.argv) < 4:
        sys.exit(__doc__ or "usage: import-threads.py BEFORE AFTER CORPUS [RUNS]")
    before, after, corpus = sys.argv[1:4]
    runs = int(sys.argv[4]) if len(sys.argv) > 4 else 5
    results = {"before": [], "after": []}
    print("load average before:", open("/proc/loadavg").read().split()[:3])
    for _ in range(runs):
        for label, exe in (("before", before), ("after", after)):
            results[label].append(run(exe, corpus))
    print("load average after: ", open("/proc/loadavg").read().split()[:3])
    print("last line:", results["after"][-1]["last"])
    keys = ("wall", "total", "reader", "caller", "slower")
    med = {label: {k: statistics.median(r[k] for r in rs) for k in keys} for label, rs in results.items()}
    print(f"median of {runs} runs, seconds: " + "  ".join(f"{k:>8}" for k in keys))
    for label in ("before", "after"):
        print(f"{label:>27}: " + "  ".join(f"{med[label][k]:8.2f}" for k in keys))
    print(f"{'after / before':>27}: " + "  ".join(f"{med['after'][k] / med['before'][k]:8.3f}" for k in keys))


if __name__ == "__main__":
    main()
