#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# bench/engine.sh — playing the computer: how fast an engine's move reaches
# the screen, what an engine thinking on both cores costs the window, and
# engine players on a real clock.
#
#   bench/engine.sh [BUILD_DIR] [GAMES]   (defaults: build-bench-engine, 20)
#
# 1. From the engine's "bestmove" line to the move drawn: the fake engine of
#    tests/engine writes down the instant of each bestmove, the window the
#    instant of the first frame painted with the move (DRAWN); 32 moves of
#    two games, median and worst (goal: median ≤ 16 ms, one frame).
# 2. Stockfish at level 8 with Threads 2 thinks on a 10-minute clock: our
#    process's CPU and the engine's over 5 s (goal: ours ≤ 2 % of a core),
#    then a 2-second premove drag: the longest gap between painted frames
#    and how many exceed 50 ms (goal: none).
# 3. GAMES games of 1+0 between level-8 players through tools/chess-match,
#    on the real clock: how many were lost on time (goal: none).
# Needs stockfish, xvfb, xdotool, dbus-daemon, at-spi2-core, python3-pyatspi.
# Parts 1–2 run in a private X session (tests/gui-test-wrapper.sh); part 3
# runs under nice -n 10 and takes up to GAMES × 2 minutes.
set -eu

here=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-build-bench-engine}
games=${2:-20}
case $build in /*) ;; *) build=$here/$build ;; esac
export LC_ALL=C
PYTHON=/usr/bin/python3        # the system one, with pyatspi

if [ ! -d "$build" ]; then
  meson setup "$build" "$here" --buildtype=release >/dev/null
fi
ninja -C "$build" src/chess tools/match/chess-match data/gschemas.compiled >/dev/null
out=$build/engine-bench
mkdir -p "$out"

GSETTINGS_SCHEMA_DIR=$build/data CHESS_TEST_EVENTS=1 CHESS_NON_UNIQUE=1 \
  "$here/tests/gui-test-wrapper.sh" "$PYTHON" "$here/bench/engine-bench.py" \
  "$build/src/chess" "$here/tests/engine/fake-engine.py" "$out" > "$out/window.txt"

nice -n 10 "$build/tools/match/chess-match" --levels 8,8 --games "$games" --time-control 60+0 \
  --seed 2026 > "$out/match.txt"

value () { sed -n "s/^$1 //p" "$out/window.txt"; }
forfeits=$(grep -c ' time-forfeit' "$out/match.txt" || true)

echo "Engine benchmark ($(date -u '+%Y-%m-%d %H:%M UTC'); logs in $out)"
echo
echo "| what | measured | goal |"
echo "| --- | --- | --- |"
echo "| bestmove → move drawn, median of $(value latency_samples) | $(value latency_median_ms) ms (worst $(value latency_max_ms) ms) | ≤ 16 ms |"
echo "| our CPU while Stockfish thinks on 2 threads | $(value app_cpu_percent) % of a core (engine: $(value engine_cpu_percent) %) | ≤ 2 % |"
echo "| premove drag while it thinks: frames, longest gap | $(value drag_frames) in $(value drag_seconds) s, $(value drag_max_gap_ms) ms | no gap > 50 ms |"
echo "| gaps over 50 ms in that drag | $(value drag_gaps_over_50ms) | 0 |"
echo "| $games games of 1+0, level 8 against level 8 | $forfeits lost on time ($(tail -n 1 "$out/match.txt")) | none |"
