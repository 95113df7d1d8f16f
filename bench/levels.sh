#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# bench/levels.sh — the playing levels measured against each other and
# against Stockfish at UCI_Elo 1350, with tools/chess-match.
#
#   bench/levels.sh [BUILD_DIR] [GAMES] [NODES]
#                   (defaults: build-bench-levels, 100 games a match, 2000)
#
# Matches: each level against the one below (2 vs 1 … 8 vs 7), then each
# level against Stockfish limited to UCI_Elo 1350 (its strength floor,
# which beginners do not beat).  Openings from Debian's gnuchess book, 8
# plies, a new one for every pair of games; colours alternate.  Levels 1–7
# search as they do in the window (their own node limits); level 8 and
# Stockfish at 1350 get NODES per move (in the window level 8 has the
# clock, and is much stronger than measured here).
#
# Goals (issue 11): every step 60–85 % (a monotonic ladder), level 1 under
# 10 % against UCI_Elo 1350.  Prints a Markdown table for the README; the
# match logs stay in $BUILD_DIR/levels/.  One game at a time (two engine
# processes, only the one to move thinks), under nice -n 10.
set -eu

here=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-build-bench-levels}
games=${2:-100}
nodes=${3:-2000}
case $build in /*) ;; *) build=$here/$build ;; esac
export LC_ALL=C

if [ ! -d "$build" ]; then
  meson setup "$build" "$here" --buildtype=release -Dgui=disabled >/dev/null
fi
ninja -C "$build" tools/match/chess-match >/dev/null
match=$build/tools/match/chess-match
logs=$build/levels
mkdir -p "$logs"

# run A B GOAL: one match, one row of the table.
run () {
  a=$1; b=$2; goal=$3
  log=$logs/$a-vs-$b.txt
  nice -n 10 "$match" --levels "$a,$b" --games "$games" --nodes "$nodes" --seed 2026 > "$log"
  summary=$(tail -n 1 "$log")
  # "A vs B: +W -L =D, score S %, Elo E ± M"
  record=$(echo "$summary" | sed -n 's/^.*: \(+[0-9]* -[0-9]* =[0-9]*\), .*$/\1/p')
  score=$(echo "$summary" | sed -n 's/^.*, score \([0-9.]*\) %.*$/\1/p')
  elo=$(echo "$summary" | sed -n 's/^.*, Elo \(.*\)$/\1/p')
  case $goal in
    ladder) met=$(awk -v s="$score" 'BEGIN { print (s >= 60 && s <= 85) ? "yes" : "no" }'); want="60–85 %" ;;
    floor) met=$(awk -v s="$score" 'BEGIN { print (s < 10) ? "yes" : "no" }'); want="< 10 %" ;;
    *) met="—"; want="—" ;;
  esac
  echo "| $a vs $b | $games | $record | $score % | $elo | $want | $met |"
}

echo "Levels, $games games a match; level 8 and UCI_Elo 1350 at $nodes nodes a move"
echo "($(date -u '+%Y-%m-%d %H:%M UTC'); the engine: the first line of each log in $logs)"
echo
echo "| match | games | +W −L =D | score | Elo ± 95 % | goal | met |"
echo "| --- | --- | --- | --- | --- | --- | --- |"
for level in 2 3 4 5 6 7 8; do
  run "$level" "$((level - 1))" ladder
done
run 1 elo1350 floor
for level in 2 3 4 5 6 7 8; do
  run "$level" elo1350 none
done
