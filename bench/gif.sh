#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# bench/gif.sh — a game's GIF (bench/gif.c): time, peak memory and size of
# a 100-move game at 480 px and of a 93-move game at 720 px, the first run
# (the piece set parsed, the fonts loaded) and the median of RUNS more.
# There is no peer to run here: the goal is lichess's GIF service, a
# 93-move game at 720 px in about 60 ms and 348 KiB (issue 22); the
# ratios printed are ours over those.
#
#   bench/gif.sh [BUILD_DIR] [RUNS]      (defaults: build-bench-gif, 9)
#
# GIF_BENCH_PEER=OTHER/gif-bench (the same program built from the code
# before a change) adds, for the 93 moves at 720 px, rounds of the two
# alternately in one run and the ratio of this one's median CPU time over
# the peer's, with the load average.
set -eu

here=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-build-bench-gif}
runs=${2:-9}
case $build in /*) ;; *) build=$here/$build ;; esac
data=${CHESS_TESTDATA:-$here/tests/data}
games=$data/games/chesslablab-Carlsen.pgn

if [ ! -d "$build" ]; then
  meson setup "$build" "$here" --buildtype=release -Dgui=disabled >/dev/null
fi
ninja -C "$build" bench/gif-bench >/dev/null

# game 891: Carlsen's 100 moves (200 plies); game 768: 93 moves (185 plies)
echo "100 moves, 480 px:"
nice -n 10 "$build/bench/gif-bench" "$games" 891 480 0 -1 "$((runs + 1))"
echo "93 moves, 720 px:"
out=$(nice -n 10 "$build/bench/gif-bench" "$games" 768 720 0 -1 "$((runs + 1))")
echo "$out"
ratio () {
  echo "$1" | awk '{
  for (i = 1; i < NF; i += 2) v[$i] = $(i + 1)
  printf "ratio to lichess (60 ms, 348 KiB): time %.2f (CPU %.2f), size %.2f\n",
         v["median_ms"] / 60, v["median_cpu_ms"] / 60, v["size_bytes"] / (348 * 1024)
  }'
}
ratio "$out"
echo "93 moves, 720 px, without the last move's highlight:"
out=$(BENCH_GIF_NO_LAST_MOVE=1 nice -n 10 "$build/bench/gif-bench" "$games" 768 720 0 -1 "$((runs + 1))")
echo "$out"
ratio "$out"

if [ -n "${GIF_BENCH_PEER:-}" ]; then
  echo "93 moves, 720 px, alternately with $GIF_BENCH_PEER ($runs rounds of 5):"
  uptime
  for i in $(seq "$runs"); do
    for who in ours peer; do
      bin=$build/bench/gif-bench
      [ "$who" = peer ] && bin=$GIF_BENCH_PEER
      nice -n 10 "$bin" "$games" 768 720 0 -1 6 | awk -v who="$who" '{
        for (i = 1; i < NF; i += 2) v[$i] = $(i + 1)
        print who, v["median_cpu_ms"], v["size_bytes"] }'
    done
  done | sort -k1,1 -k2,2n | awk -v runs="$runs" '
    { n[$1]++; if (n[$1] == int((runs + 1) / 2)) m[$1] = $2; s[$1] = $3 }
    END { printf "median CPU ms: ours %.1f, peer %.1f, ratio %.2f; size ours %d, peer %d, ratio %.3f\n",
                 m["ours"], m["peer"], m["ours"] / m["peer"], s["ours"], s["peer"], s["ours"] / s["peer"] }'
  uptime
fi
