#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# bench/review.sh — game review against lichess's own analysis, and its
# speed.
#
#   bench/review.sh [BUILD_DIR] [NODES]     (defaults: build-bench-review,
#                                            the default budget)
#
# 1. Agreement: the 37 games of tests/data/games/shakmaty-lichess_db_1000k.pgn
#    that lichess analysed are stripped to their moves and reviewed by
#    tools/chess-review (Stockfish, the default budget); their judgements are
#    compared move by move with lichess's ?! ? ?? marks: the share of
#    lichess's blunders we mark blunder or mistake (goal ≥ 80 %), and our
#    blunders where lichess saw nothing.
# 2. Speed: an 80-ply game of that file reviewed with the default budget,
#    wall-clock time (goal ≤ 45 s on two cores), median of 3.
# 3. Analysis restart: ChessAnalysis (3 lines) moved along that game a ply
#    every 300 ms; time from the new position to its first lines (goal
#    ≤ 100 ms), median and worst (bench/analysis-restart.c).
# Runs under nice; needs meson, ninja, python3, stockfish.
set -eu

here=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-build-bench-review}
nodes=${2:-}
case $build in /*) ;; *) build=$here/$build ;; esac
data=${CHESS_TESTDATA:-$here/tests/data}
tmp=$(mktemp -d /tmp/chess-review-bench.XXXXXX)
trap 'rm -rf "$tmp"' EXIT INT TERM
compare="python3 $here/bench/review-compare.py"

if [ ! -d "$build" ]; then
  meson setup "$build" "$here" --buildtype=release -Dgui=disabled >/dev/null
fi
ninja -C "$build" tools/review/chess-review src/analysis/libchess-analysis.a >/dev/null
tool=$build/tools/review/chess-review
budget=${nodes:+--nodes $nodes}

$compare select "$data/games/shakmaty-lichess_db_1000k.pgn" "$tmp/lichess.pgn" "$tmp/bare.pgn"

echo "== agreement with lichess (${nodes:-default} nodes per position)"
start=$(date +%s)
# shellcheck disable=SC2086
nice -n 10 "$tool" "$tmp/bare.pgn" $budget >"$tmp/ours.pgn" 2>"$tmp/summary"
end=$(date +%s)
$compare compare "$tmp/lichess.pgn" "$tmp/ours.pgn"
echo "reviewed in $((end - start)) s"

echo "== an 80-ply game"
$compare cut "$tmp/bare.pgn" 80 "$tmp/80.pgn"
for run in 1 2 3; do
  start=$(date +%s.%N)
  # shellcheck disable=SC2086
  nice -n 10 "$tool" "$tmp/80.pgn" $budget >/dev/null 2>&1
  end=$(date +%s.%N)
  echo "$end - $start" | bc
done | sort -n | sed -n 2p | sed 's/^/median wall-clock seconds: /'

echo "== analysis restart after a navigation"
b=$build
cc -O2 -o "$tmp/analysis-restart" "$here/bench/analysis-restart.c" -I"$b" \
  -I"$here/src/analysis" -I"$here/src/engine" -I"$here/src/game" -I"$here/src/core" \
  -I"$b/src/game" -I"$b/src/engine" -I"$b/src/analysis" \
  "$b/src/analysis/libchess-analysis.a" "$b/src/engine/libchess-engine.a" \
  "$b/src/game/libchess-game.a" "$b/src/core/libchess-core.a" \
  $(pkg-config --cflags --libs gio-2.0) -lm
nice -n 10 "$tmp/analysis-restart" /usr/games/stockfish "$tmp/80.pgn" 40
