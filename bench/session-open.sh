#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# bench/session-open.sh — the last game of a 25 000-game .pgn.gz opened
# through the session two ways in the same runs (bench/session-open.c):
# the whole file inflated and scanned, as before, and the game alone,
# inflated from the access points the game list's index kept.  The file
# is the 11 039 games of the test data three times over, cut after 25 000
# games and compressed with gzip -6.  Wall and CPU time, median of RUNS,
# and their ratios; the load average beside them.
#
#   bench/session-open.sh [BUILD_DIR] [RUNS]     (defaults: build-bench-open, 7)
set -eu

here=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-build-bench-open}
runs=${2:-7}
case $build in /*) ;; *) build=$here/$build ;; esac
data=${CHESS_TESTDATA:-$here/tests/data}
gz=$data/games/chesslablab-5-players-11039-games.pgn.gz
tmp=$(mktemp -d /tmp/chess-open-bench.XXXXXX)
trap 'rm -rf "$tmp"' EXIT INT TERM

if [ ! -d "$build" ]; then
  meson setup "$build" "$here" --buildtype=release -Dgui=disabled >/dev/null
fi
ninja -C "$build" bench/session-open >/dev/null

for i in 1 2 3; do gzip -dc "$gz"; printf '\n'; done \
  | awk '/^\[Event / { n++ } n > 25000 { exit } { print }' > "$tmp/25000.pgn"
gzip -6 -c "$tmp/25000.pgn" > "$tmp/25000.pgn.gz"
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
GSETTINGS_BACKEND=memory GSETTINGS_SCHEMA_DIR="$build/data" \
  nice -n 10 "$build/bench/session-open" "$tmp/25000.pgn.gz" 25000 "$runs"
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
