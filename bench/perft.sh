#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# bench/perft.sh — chess-perft against Stockfish's "go perft" in the same run.
#
#   bench/perft.sh [BUILD_DIR] [RUNS]
#
# Builds chess-perft with the project's release flags (meson --buildtype=release,
# no -march=native) in BUILD_DIR (default build-bench), then for the start
# position, Kiwipete and CPW position 3 measures
#   * wall-clock nodes per second: RUNS (default 5, at least 5) alternating
#     runs of each program, median; the start-up cost is removed by also
#     timing depth 1 and subtracting;
#   * instructions per node under valgrind --tool=callgrind: the difference
#     between two depths, so start-up (table set-up, Stockfish's network) cancels;
#   * peak resident memory (/usr/bin/time -v).
# Needs: stockfish (/usr/games/stockfish), valgrind, time (GNU), meson, ninja.
set -eu

cd "$(dirname "$0")/.."
BUILD=${1:-build-bench}
RUNS=${2:-5}
[ "$RUNS" -ge 5 ] || RUNS=5
STOCKFISH=${STOCKFISH:-/usr/games/stockfish}

for tool in "$STOCKFISH" valgrind /usr/bin/time meson; do
  command -v "$tool" >/dev/null 2>&1 || { echo "perft.sh: $tool is missing" >&2; exit 2; }
done

[ -f "$BUILD/build.ninja" ] || meson setup "$BUILD" --buildtype=release >/dev/null
meson compile -C "$BUILD" chess-perft >/dev/null
PERFT="$BUILD/tools/perft/chess-perft"

# name|fen|wall-clock depth|callgrind depth
POSITIONS='startpos|rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1|6|5
kiwipete|r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1|5|4
position3|8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1|7|6'

# ours FEN DEPTH / stockfish FEN DEPTH: print the node count.
ours () { "$PERFT" "$1" "$2" | tail -n 1; }
stockfish () {
  printf 'position fen %s\ngo perft %s\nquit\n' "$1" "$2" | "$STOCKFISH" 2>/dev/null \
    | sed -n 's/^Nodes searched: *//p'
}

now () { date +%s.%N; }

# seconds for one run of engine (ours|stockfish) FEN DEPTH
timed () {
  t0=$(now)
  n=$("$1" "$2" "$3")
  t1=$(now)
  echo "$t1 $t0" | awk '{ printf "%.6f\n", $1 - $2 }'
  [ -n "$n" ] || { echo "perft.sh: $1 gave no node count" >&2; exit 1; }
}

median () { sort -n | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

instructions () {
  # callgrind's total "Collected" count for one run
  engine=$1; shift
  if [ "$engine" = ours ]; then
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$PERFT" "$@" 2>&1 >/dev/null
  else
    printf 'position fen %s\ngo perft %s\nquit\n' "$1" "$2" \
      | valgrind --tool=callgrind --callgrind-out-file=/dev/null "$STOCKFISH" 2>&1 >/dev/null
  fi | sed -n 's/.*Collected : *//p'
}

peak_kib () {
  engine=$1
  if [ "$engine" = ours ]; then
    /usr/bin/time -v "$PERFT" "$2" "$3" 2>&1 >/dev/null
  else
    printf 'position fen %s\ngo perft %s\nquit\n' "$2" "$3" | /usr/bin/time -v "$STOCKFISH" 2>&1 >/dev/null
  fi | sed -n 's/.*Maximum resident set size (kbytes): *//p'
}

echo "chess-perft ($PERFT, buildtype=release) vs $($STOCKFISH quit 2>/dev/null | head -n 1)"
echo "wall clock: median of $RUNS alternating runs, depth-1 time subtracted; instructions: callgrind, difference of two depths"
echo
printf '%-10s %5s %12s %12s %12s %7s | %3s %9s %9s %7s | %9s %9s\n' \
  position depth nodes 'ours Mn/s' 'sf Mn/s' speed cgD 'ours i/n' 'sf i/n' ratio 'ours KiB' 'sf KiB'

echo "$POSITIONS" | while IFS='|' read -r name fen depth cg_depth; do
  nodes=$(ours "$fen" "$depth")
  sf_nodes=$(stockfish "$fen" "$depth")
  if [ "$nodes" != "$sf_nodes" ]; then
    echo "perft.sh: $name depth $depth: chess-perft says $nodes, Stockfish $sf_nodes" >&2
    exit 1
  fi
  base=$(ours "$fen" 1)
  ours_times='' sf_times='' ours_base='' sf_base=''
  i=0
  while [ $i -lt "$RUNS" ]; do
    ours_times="$ours_times $(timed ours "$fen" "$depth")"
    sf_times="$sf_times $(timed stockfish "$fen" "$depth")"
    ours_base="$ours_base $(timed ours "$fen" 1)"
    sf_base="$sf_base $(timed stockfish "$fen" 1)"
    i=$((i + 1))
  done
  m () { echo "$1" | tr ' ' '\n' | grep . | median; }
  ours_rate=$(echo "$nodes $base $(m "$ours_times") $(m "$ours_base")" | awk '{ printf "%.1f", ($1 - $2) / ($3 - $4) / 1e6 }')
  sf_rate=$(echo "$nodes $base $(m "$sf_times") $(m "$sf_base")" | awk '{ printf "%.1f", ($1 - $2) / ($3 - $4) / 1e6 }')
  speed=$(echo "$ours_rate $sf_rate" | awk '{ printf "%.2fx", $1 / $2 }')

  low=$((cg_depth - 1))
  n_hi=$(ours "$fen" "$cg_depth")
  n_lo=$(ours "$fen" "$low")
  ours_ipn=$(echo "$(instructions ours "$fen" "$cg_depth") $(instructions ours "$fen" "$low") $n_hi $n_lo" \
             | awk '{ printf "%.1f", ($1 - $2) / ($3 - $4) }')
  sf_ipn=$(echo "$(instructions stockfish "$fen" "$cg_depth") $(instructions stockfish "$fen" "$low") $n_hi $n_lo" \
           | awk '{ printf "%.1f", ($1 - $2) / ($3 - $4) }')
  ratio=$(echo "$ours_ipn $sf_ipn" | awk '{ printf "%.2fx", $1 / $2 }')

  printf '%-10s %5s %12s %12s %12s %7s | %3s %9s %9s %7s | %9s %9s\n' \
    "$name" "$depth" "$nodes" "$ours_rate" "$sf_rate" "$speed" "$cg_depth" "$ours_ipn" "$sf_ipn" "$ratio" \
    "$(peak_kib ours "$fen" "$depth")" "$(peak_kib stockfish "$fen" "$depth")"
done
echo
echo "speed = our nodes/s over Stockfish's (higher is better); ratio = our instructions per node over Stockfish's (lower is better)"
