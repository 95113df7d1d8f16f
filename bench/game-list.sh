#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# bench/game-list.sh — the game list on the 11 039-game .pgn.gz and on a
# file of 110 390 games (the same games ten times): time to the first rows
# and to the whole index, a sort by White and a search, and the longest
# the main loop waited meanwhile (bench/game-list.c, median of RUNS).
# There is no peer: the goals are the issue's (first rows <= 100 ms, the
# 11 039 games <= 0.5 s, a 100 000-game file never holding the window up).
#
#   bench/game-list.sh [BUILD_DIR] [RUNS]      (defaults: build-bench-list, 5)
set -eu

here=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-build-bench-list}
runs=${2:-5}
case $build in /*) ;; *) build=$here/$build ;; esac
data=${CHESS_TESTDATA:-$here/tests/data}
gz=$data/games/chesslablab-5-players-11039-games.pgn.gz
tmp=$(mktemp -d /tmp/chess-list-bench.XXXXXX)
trap 'rm -rf "$tmp"' EXIT INT TERM

if [ ! -d "$build" ]; then
  meson setup "$build" "$here" --buildtype=release >/dev/null
fi
ninja -C "$build" bench/game-list >/dev/null

for i in 1 2 3 4 5 6 7 8 9 10; do gzip -dc "$gz"; done > "$tmp/110390.pgn"
nice -n 10 "$build/bench/game-list" "$gz" "$runs"
nice -n 10 "$build/bench/game-list" "$tmp/110390.pgn" "$runs"
