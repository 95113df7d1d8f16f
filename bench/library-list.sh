#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# bench/library-list.sh — the Library view's paged list (bench/library-list.c)
# on the million-game library of bench/library.sh: the whole library and
# --player Carlsen (416 000 games).  The peer, in the same runs, is what the
# list did before it was paged: chess_library_find of every row to an item.
# Prints times (median of RUNS), the longest main-loop wait while every row
# is read, the memory each way holds, and the ratios paged / before.
#
#   bench/library-list.sh [BUILD_DIR] [RUNS]    (defaults: build-bench-list, 5)
#
# The library is $CHESS_BENCH_DIR/ours.db (default /tmp/chess-library-bench),
# as bench/library.sh leaves it; it is imported from that script's corpus
# when missing.  Runs under nice -n 10.
set -eu

here=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-build-bench-list}
runs=${2:-5}
case $build in /*) ;; *) build=$here/$build ;; esac
work=${CHESS_BENCH_DIR:-/tmp/chess-library-bench}
db=$work/ours.db

if [ ! -d "$build" ]; then
  meson setup "$build" "$here" --buildtype=release >/dev/null
fi
ninja -C "$build" bench/library-list tools/chess-db/chess-db >/dev/null

if [ ! -s "$db" ]; then
  [ -s "$work/corpus.pgn" ] || { echo "no corpus in $work: run bench/library.sh first" >&2; exit 2; }
  echo "importing $work/corpus.pgn into $db ..." >&2
  nice -n 10 "$build/tools/chess-db/chess-db" import "$db" "$work/corpus.pgn" | tail -1 >&2
fi

nice -n 10 "$build/bench/library-list" "$db" "$runs"
nice -n 10 "$build/bench/library-list" "$db" "$runs" Carlsen
