#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# bench/puzzles.sh — the puzzle store's import of 4 million rows beside
# SQLite's own CSV import of the same file, and the chooser.
#
#   bench/puzzles.sh [BUILD_DIR] [ROWS]
#
# bench/puzzles writes ROWS (default 4 000 000) rows made by repeating the
# good rows of tests/training/puzzles.csv with new ids as .csv.zst (lichess's
# form), imports them into a puzzle store (every row checked: FEN, every
# move legal; themes, moves, openings coded) and times 1000 choices of
# the next puzzle.  The peer is the sqlite3 command's `.import` of the
# same rows decompressed, into one table of text columns, unchecked: the
# floor of getting them into SQLite at all.  Reports time (wall and CPU),
# peak memory and size of both, and the ratios.
# Needs: sqlite3, zstd, GNU time (/usr/bin/time), meson, ninja.
set -eu

cd "$(dirname "$0")/.."
BUILD=${1:-build-bench}
ROWS=${2:-4000000}
for tool in sqlite3 zstd /usr/bin/time; do
  command -v "$tool" >/dev/null 2>&1 || { echo "puzzles.sh: $tool is missing" >&2; exit 2; }
done

[ -f "$BUILD/build.ninja" ] || meson setup "$BUILD" --buildtype=release -Dgui=disabled >/dev/null
meson compile -C "$BUILD" bench/puzzles >/dev/null

DIR=$(mktemp -d /tmp/puzzles-bench.XXXXXX)
trap 'rm -rf "$DIR"' EXIT

/usr/bin/time -f 'rss %M' -o "$DIR/ours.time" "$BUILD/bench/puzzles" tests/training/puzzles.csv "$ROWS" "$DIR" \
  | tee "$DIR/ours.txt"
ours_rss=$(awk '/^rss/ { print $2 / 1024 }' "$DIR/ours.time")

zstd -q -dc "$DIR/puzzles.csv.zst" > "$DIR/plain.csv"
/usr/bin/time -f 'wall %e cpu %U %S rss %M' -o "$DIR/peer.time" \
  sqlite3 "$DIR/peer.db" ".mode csv" ".import $DIR/plain.csv puzzle" 2>"$DIR/peer.err"
[ -s "$DIR/peer.err" ] && echo "sqlite3 .import: $(wc -l < "$DIR/peer.err") warnings, the first: $(head -n 1 "$DIR/peer.err")"
peer_size=$(stat -c %s "$DIR/peer.db")
awk -v size="$peer_size" '{ printf "sqlite3 .import: %.1f s (CPU %.1f s), peak memory %.1f MB, database %.1f MB\n", $2, $4 + $5, $7 / 1024, size / 1e6 }' \
  "$DIR/peer.time"

awk -v ours_rss="$ours_rss" -v peer_size="$peer_size" '
  FNR == NR && /^import:/ { wall = $5; cpu = $8; size = $(NF - 1) }
  FNR != NR { pwall = $2; pcpu = $4 + $5; prss = $7 / 1024 }
  END {
    printf "ratios ours / sqlite3: wall %.2f, CPU %.2f, database size %.2f, peak memory of the whole benchmark %.2f\n",
           wall / pwall, cpu / pcpu, size / (peer_size / 1e6), ours_rss / prss
  }' "$DIR/ours.txt" "$DIR/peer.time"
