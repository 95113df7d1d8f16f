#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# bench/review-frames.sh — is the window smooth while Review Game runs?
#
#   bench/review-frames.sh [BUILD_DIR] [DRAGS]   (defaults: build-bench-frames, 3)
#
# An 80-ply game (the first of the lichess-analysed games of the test data
# that long, cut there) is opened in the window; DRAGS slow drags of a
# knight around the board keep it painting, first with the window idle,
# then while Review Game (Stockfish, default budget) runs.  Every frame
# painted is timed by the test probe (FRAME); the gaps between frames in
# each phase are compared as ratios (review / idle: median, 95th
# percentile, longest), with how many gaps exceed 50 ms (goal: none).
# The peer is the same window idle, in the same run.  Needs stockfish,
# xvfb, xdotool, dbus-daemon, at-spi2-core, python3-pyatspi.
set -eu

here=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-build-bench-frames}
drags=${2:-3}
case $build in /*) ;; *) build=$here/$build ;; esac
data=${CHESS_TESTDATA:-$here/tests/data}
export LC_ALL=C
PYTHON=/usr/bin/python3        # the system one, with pyatspi

if [ ! -d "$build" ]; then
  meson setup "$build" "$here" --buildtype=release >/dev/null
fi
ninja -C "$build" src/chess data/gschemas.compiled >/dev/null
out=$build/review-frames
mkdir -p "$out"
$PYTHON "$here/bench/review-compare.py" select "$data/games/shakmaty-lichess_db_1000k.pgn" \
  "$out/lichess.pgn" "$out/bare.pgn"
$PYTHON "$here/bench/review-compare.py" cut "$out/bare.pgn" 80 "$out/80.pgn"

GSETTINGS_SCHEMA_DIR=$build/data GSETTINGS_BACKEND=memory CHESS_TEST_EVENTS=1 CHESS_NON_UNIQUE=1 \
  GDK_BACKEND=x11 GSK_RENDERER=cairo \
  nice -n 10 "$here/tests/gui-test-wrapper.sh" "$PYTHON" "$here/bench/review-frames.py" \
  "$build/src/chess" "$out/80.pgn" "$out" "$drags" > "$out/window.txt"

value () { sed -n "s/^$1 //p" "$out/window.txt"; }

echo "Frames while reviewing ($(date -u '+%Y-%m-%d %H:%M UTC'); logs in $out)"
echo
echo "| gaps between painted frames during a drag | idle window | Review Game running | ratio |"
echo "| --- | --- | --- | --- |"
echo "| frames | $(value idle_frames) | $(value review_frames) | |"
echo "| median gap | $(value idle_median_gap_ms) ms | $(value review_median_gap_ms) ms | $(value ratio_median) |"
echo "| 95th percentile | $(value idle_p95_gap_ms) ms | $(value review_p95_gap_ms) ms | $(value ratio_p95) |"
echo "| longest gap | $(value idle_max_gap_ms) ms | $(value review_max_gap_ms) ms | $(value ratio_max) |"
echo "| gaps over 50 ms | $(value idle_gaps_over_50ms) | $(value review_gaps_over_50ms) | goal 0 |"
echo "| main thread on a processor, ms a second | $(value idle_main_thread_cpu_ms_per_s) | $(value review_main_thread_cpu_ms_per_s) | |"
echo "| main thread runnable but waiting for one, ms a second | $(value idle_main_thread_runqueue_wait_ms_per_s) | $(value review_main_thread_runqueue_wait_ms_per_s) | |"
echo
echo "Review still running after the drags: $(value review_still_running_after_drags) (at $(value review_progress_after_drags)); review of the 80 plies in the window: $(value review_seconds) s"
grep '^long_gap ' "$out/window.txt" || true
