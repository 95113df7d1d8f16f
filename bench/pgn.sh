#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# bench/pgn.sh — PGN checking speed: `chess-pgn check` against pgn-extract
# (which also validates every move) on the 11 039-game file, in the same
# run, alternating, median of RUNS runs each; then our peak memory on a
# synthetic ~100 000-game file to show that reading streams.
#
#   bench/pgn.sh [BUILD_DIR] [RUNS]      (defaults: build-bench-pgn, 7)
#
# Needs: meson, ninja, /usr/bin/time (package time), pgn-extract (package
# pgn-extract), gzip.  Reports games/s and plies/s from CPU time (user+sys,
# robust on a shared machine) and from wall-clock time, peak RSS, and the
# ratios ours / pgn-extract.
set -eu

here=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-build-bench-pgn}
runs=${2:-7}
case $build in /*) ;; *) build=$here/$build ;; esac
data=${CHESS_TESTDATA:-$here/tests/data}
gz=$data/games/chesslablab-5-players-11039-games.pgn.gz
pgnextract=${PGN_EXTRACT:-/usr/games/pgn-extract}
tmp=$(mktemp -d /tmp/chess-pgn-bench.XXXXXX)
trap 'rm -rf "$tmp"' EXIT INT TERM

[ -x "$pgnextract" ] || { echo "pgn-extract not found (apt-get install pgn-extract)" >&2; exit 2; }
[ -x /usr/bin/time ] || { echo "/usr/bin/time not found (apt-get install time)" >&2; exit 2; }

if [ ! -d "$build" ]; then
  meson setup "$build" "$here" --buildtype=release >/dev/null
fi
ninja -C "$build" tools/pgn/chess-pgn >/dev/null
ours=$build/tools/pgn/chess-pgn

gzip -dc "$gz" > "$tmp/games.pgn"
bytes=$(wc -c < "$tmp/games.pgn")

# Games and plies: counted by our checker (pgn-extract reads the same games).
stats=$("$ours" check --stats "$tmp/games.pgn" 2>&1 >"$tmp/summary")
games=$(sed -n 's/^\([0-9]*\) games, 0 errors\(, [0-9]* warnings\)\{0,1\}$/\1/p' "$tmp/summary")
plies=$(echo "$stats" | sed -n 's/^\([0-9]*\) plies$/\1/p')
[ -n "$games" ] && [ -n "$plies" ] || { echo "chess-pgn check failed: $(cat "$tmp/summary")" >&2; exit 1; }

# One measurement: "wall cpu maxrss_kb"
measure () {
  /usr/bin/time -f "%e %U %S %M" -o "$tmp/t" "$@" >/dev/null 2>&1 || true
  awk '{ printf "%s %.3f %s\n", $1, $2 + $3, $4 }' "$tmp/t"
}

: > "$tmp/ours"; : > "$tmp/pe"
i=0
while [ $i -lt "$runs" ]; do
  if [ $((i % 2)) -eq 0 ]; then
    measure "$ours" check "$tmp/games.pgn" >> "$tmp/ours"
    measure "$pgnextract" -r -s "$tmp/games.pgn" >> "$tmp/pe"
  else
    measure "$pgnextract" -r -s "$tmp/games.pgn" >> "$tmp/pe"
    measure "$ours" check "$tmp/games.pgn" >> "$tmp/ours"
  fi
  i=$((i + 1))
done

median () { # column file
  sort -n -k"$1" "$2" | awk -v c="$1" '{ v[NR] = $c } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}
ow=$(median 1 "$tmp/ours"); oc=$(median 2 "$tmp/ours"); om=$(median 3 "$tmp/ours")
pw=$(median 1 "$tmp/pe"); pc=$(median 2 "$tmp/pe"); pm=$(median 3 "$tmp/pe")

# Streaming: a synthetic file of ten copies (110 390 games, ~77 MB).
j=0
while [ $j -lt 10 ]; do cat "$tmp/games.pgn"; j=$((j + 1)); done > "$tmp/big.pgn"
big_ours=$(measure "$ours" check "$tmp/big.pgn")
big_pe=$(measure "$pgnextract" -r -s "$tmp/big.pgn")
big_games=$("$ours" check "$tmp/big.pgn" 2>/dev/null | sed -n 's/^\([0-9]*\) games.*/\1/p')

awk -v games="$games" -v plies="$plies" -v bytes="$bytes" -v runs="$runs" \
    -v ow="$ow" -v oc="$oc" -v om="$om" -v pw="$pw" -v pc="$pc" -v pm="$pm" \
    -v bo="$big_ours" -v bp="$big_pe" -v bg="$big_games" 'BEGIN {
  printf "PGN check benchmark: %d games, %d plies, %.1f MB; median of %d alternating runs\n", games, plies, bytes / 1e6, runs
  printf "%-12s %9s %9s %12s %12s %12s %10s\n", "", "wall s", "cpu s", "games/s cpu", "plies/s cpu", "plies/s wall", "peak RSS"
  printf "%-12s %9.3f %9.3f %12.0f %12.0f %12.0f %7.1f MiB\n", "chess-pgn", ow, oc, games / oc, plies / oc, plies / ow, om / 1024
  printf "%-12s %9.3f %9.3f %12.0f %12.0f %12.0f %7.1f MiB\n", "pgn-extract", pw, pc, games / pc, plies / pc, plies / pw, pm / 1024
  printf "throughput ratio chess-pgn / pgn-extract: %.2fx (cpu), %.2fx (wall)\n", pc / oc, pw / ow
  split (bo, b, " "); split (bp, q, " ")
  printf "streaming, %d games (%.0f MB): chess-pgn peak RSS %.1f MiB in %.2f s cpu; pgn-extract %.1f MiB in %.2f s cpu\n", \
         bg, 10 * bytes / 1e6, b[3] / 1024, b[2], q[3] / 1024, q[2]
}'
