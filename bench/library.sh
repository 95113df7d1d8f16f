#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# bench/library.sh — the games library against Scid 4.7.4 (tkscid) and
# pgn-extract, on the same million-game corpus, in the same run.
#
#   bench/library.sh [BUILD_DIR] [RUNS]     (defaults: build-bench-library, 5)
#
# The corpus (bench/library-corpus.c): the real games of the test data,
# 73 copies of each, every copy leaving its original at a seeded random ply
# after move 8 and going on with random legal moves (1 011 707 games,
# 721 MB), built once into $CHESS_BENCH_DIR (default
# /tmp/chess-library-bench) and reused.
#
# Measured, each as ours / theirs:
#   import      wall and CPU time, peak memory (/usr/bin/time), one import each
#   size        bytes per game: ours without the position index (games,
#               names, their indexes) and the position index apart; Scid's
#               .si4 + .sg4 + .sn4
#   tree        at the start, 1.e4, five and twelve plies of a main line, and a
#               position of a single game: median of RUNS queries inside the
#               process (bench/library-query.c, bench/library-scid.tcl), and
#               the move counts compared (they must be identical)
#   find        --player (a player of few games and one of 416 000): the
#               count and the first page of 50 (what a list view shows first)
#               and the whole list; --fen against pgn-extract with a
#               FENPattern tag file (counts compared)
#   index       the streaming index of the 11 039-game file: first 50 rows,
#               all rows (the game list's measurement)
# Everything runs under nice -n 10.  Needs: meson, ninja, scid, pgn-extract,
# time, sqlite3.
set -eu

here=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-build-bench-library}
runs=${2:-5}
case $build in /*) ;; *) build=$here/$build ;; esac
data=${CHESS_TESTDATA:-$here/tests/data}
work=${CHESS_BENCH_DIR:-/tmp/chess-library-bench}
tkscid=${TKSCID:-/usr/games/tkscid}
pgnextract=${PGN_EXTRACT:-/usr/games/pgn-extract}
mkdir -p "$work"

for tool in "$tkscid" "$pgnextract" /usr/bin/time; do
  [ -x "$tool" ] || { echo "$tool not found (apt-get install scid pgn-extract time)" >&2; exit 2; }
done
command -v sqlite3 >/dev/null || { echo "sqlite3 not found (apt-get install sqlite3)" >&2; exit 2; }

if [ ! -d "$build" ]; then
  meson setup "$build" "$here" --buildtype=release -Dtestdata="$data" >/dev/null
fi
ninja -C "$build" tools/chess-db/chess-db bench/library-corpus bench/library-query >/dev/null
chessdb=$build/tools/chess-db/chess-db
query=$build/bench/library-query
nice="nice -n 10"

corpus=$work/corpus.pgn
if [ ! -s "$corpus" ]; then
  echo "building the corpus in $corpus ..." >&2
  $nice "$build/bench/library-corpus" 73 20261203 "$corpus.tmp" "$data"/games/*.pgn
  mv "$corpus.tmp" "$corpus"
fi
games=$(grep -c '^\[Event ' "$corpus")

# One measurement: "wall cpu maxrss_kib"
measure () {
  /usr/bin/time -f "%e %U %S %M" -o "$work/time" "$@" >"$work/out" 2>"$work/err" || {
    echo "failed: $*" >&2; tail -3 "$work/err" >&2; exit 1; }
  awk '{ printf "%s %.2f %s\n", $1, $2 + $3, $4 }' "$work/time"
}

# Each figure is kept in $work/result-*, so a later step can be rerun
# alone: LIBRARY_BENCH_REUSE=1 keeps the imports of an earlier run.
if [ "${LIBRARY_BENCH_REUSE:-0}" != 1 ] || [ ! -s "$work/result-import-ours" ]; then
  echo "importing (Scid, then ours) ..." >&2
  rm -f "$work"/scid.si4 "$work"/scid.sg4 "$work"/scid.sn4 "$work"/ours.db "$work"/ours.db-wal "$work"/ours.db-shm
  measure $nice "$tkscid" "$here/bench/library-scid.tcl" import "$work/scid" "$corpus" > "$work/result-import-scid"
  measure $nice "$chessdb" import "$work/ours.db" "$corpus" > "$work/result-import-ours"
  tail -1 "$work/out" | grep -Eq "^$games games imported, 0 errors(, [0-9]+ warnings)?$" || { echo "our import: $(tail -1 "$work/out")" >&2; exit 1; }
fi
scid_import=$(cat "$work/result-import-scid")
ours_import=$(cat "$work/result-import-ours")

scid_bytes=$(cat "$work"/scid.si4 "$work"/scid.sg4 "$work"/scid.sn4 | wc -c)
ours_bytes=$(wc -c < "$work/ours.db")
index_bytes=$(sqlite3 "$work/ours.db" "SELECT sum(pgsize) FROM dbstat WHERE name IN ('tree', 'bounds')")

# The positions: main lines, and the first position of a game (number
# 500 001) that no other game reaches.
lines_file=$work/lines
{
  echo ""
  echo "e4"
  echo "e4 c5 Nf3 d6 d4"
  echo "e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6 Nc3 a6 Be3 e5"
  $query line "$work/ours.db" 500001 -1
} > "$lines_file"
set --
while IFS= read -r line; do set -- "$@" "$line"; done < "$lines_file"

echo "trees ..." >&2
$nice "$tkscid" "$here/bench/library-scid.tcl" tree "$work/scid" "$runs" "$@" > "$work/scid-tree"
$nice "$query" tree "$work/ours.db" "$runs" "$@" > "$work/ours-tree"
# The counts must agree: the same moves with the same numbers of games.
for side in scid ours; do
  awk '/^tree/ { i = $2 } /^move/ { print i, $2, $3 }' "$work/$side-tree" | sort > "$work/$side-moves"
done
if cmp -s "$work/scid-moves" "$work/ours-moves"; then agree=identical; else agree=DIFFERENT; fi
single=$(awk '/^tree 4/ { on = 1; next } /^tree/ { on = 0 } on && /^move/ { n += $3 } END { print n + 0 }' "$work/ours-tree")

echo "find ..." >&2
$nice "$query" player "$work/ours.db" "$runs" "Short,N" > "$work/ours-few"
$nice "$query" player "$work/ours.db" "$runs" "Carlsen" > "$work/ours-many"
few=$(grep '^find' "$work/ours-few")
many=$(grep '^find' "$work/ours-many")
many_count=$(grep '^count' "$work/ours-many")
many_page=$(grep '^page' "$work/ours-many")
# A FENPattern matches the board alone: a position after both sides have
# castled (no castling rights to tell two games apart), the Ruy Lopez's
# main line after 8.c3 O-O, so that the counts can be compared.
fen="r1bq1rk1/2p1bppp/p1np1n2/1p2p3/4P3/1BP2N2/PP1P1PPP/RNBQR1K1 w - - 1 9"
ours_fen=$($nice "$query" fen "$work/ours.db" "$runs" "$fen")
printf 'FENPattern "%s"\n' "${fen%% *}" > "$work/fen-tags"
if [ "${LIBRARY_BENCH_REUSE:-0}" != 1 ] || [ ! -s "$work/result-pgn-extract" ]; then
  measure $nice "$pgnextract" -s -t "$work/fen-tags" "$corpus" > "$work/result-pgn-extract"
  grep -c '^\[Event ' "$work/out" > "$work/result-pgn-extract-count" || true
fi
pe_fen=$(cat "$work/result-pgn-extract")
pe_count=$(cat "$work/result-pgn-extract-count")

echo "index ..." >&2
index_times=$($nice "$query" index "$data/games/chesslablab-5-players-11039-games.pgn.gz")

single_ply=$(awk 'NR == 5 { print NF }' "$lines_file")

awk -v games="$games" -v si="$scid_import" -v oi="$ours_import" -v sb="$scid_bytes" -v ob="$ours_bytes" \
    -v ib="$index_bytes" -v agree="$agree" -v single="$single" -v sply="$single_ply" -v few="$few" -v many="$many" \
    -v mcount="$many_count" -v mpage="$many_page" \
    -v of="$ours_fen" -v pf="$pe_fen" -v pc="$pe_count" -v idx="$index_times" -v runs="$runs" \
    -v scidtree="$(grep '^tree' "$work/scid-tree" | tr '\n' ' ')" \
    -v ourtree="$(grep '^tree' "$work/ours-tree" | tr '\n' ' ')" 'BEGIN {
  split (si, s, " "); split (oi, o, " ")
  printf "library benchmark: %d games; queries: medians of %d inside the process, CPU time (schedstat) and wall-clock\n\n", games, runs
  printf "| | ours | Scid 4.7.4 | ratio | goal |\n| --- | --- | --- | --- | --- |\n"
  printf "| import, wall-clock | %.1f s | %.1f s | %.2f | <= 0.8 |\n", o[1], s[1], o[1] / s[1]
  printf "| import, CPU (user + system) | %.1f s | %.1f s | %.2f | |\n", o[2], s[2], o[2] / s[2]
  printf "| import, peak memory | %.1f MiB | %.1f MiB | %.2f | <= 2 |\n", o[3] / 1024, s[3] / 1024, o[3] / s[3]
  printf "| bytes per game (position index apart) | %.1f | %.1f | %.2f | <= 1 |\n", (ob - ib) / games, sb / games, (ob - ib) / sb
  printf "| position index, bytes per game | %.1f | | | |\n", ib / games
  split (scidtree, st, " "); split (ourtree, ot, " ")
  name[0] = "start"; name[1] = "1.e4"; name[2] = "five plies"; name[3] = "twelve plies"
  name[4] = sprintf ("a single game (ply %d)", sply)
  for (i = 0; i < 5; i++) {
    sw = st[4 * i + 3]; sc = st[4 * i + 4]; ow = ot[4 * i + 3]; oc = ot[4 * i + 4]
    r[i] = oc / sc; w[i] = ow / sw
    printf "| tree, %s: CPU (wall) | %.2f ms (%.2f) | %.2f ms (%.2f) | %.3f (%.3f) | <= 1 |\n", name[i], oc * 1000, ow * 1000, sc * 1000, sw * 1000, r[i], w[i]
  }
  for (i = 0; i < 5; i++) for (j = i + 1; j < 5; j++) { if (r[j] < r[i]) { t = r[i]; r[i] = r[j]; r[j] = t } if (w[j] < w[i]) { t = w[i]; w[i] = w[j]; w[j] = t } }
  printf "| tree, median ratio: CPU (wall) | | | %.3f (%.3f) | <= 0.5 |\n", r[2], w[2]
  printf "| tree move counts | %s | | | identical |\n", agree
  split (few, a, " "); split (many, b, " "); split (of, c, " "); split (pf, d, " ")
  split (mcount, mc, " "); split (mpage, mp, " ")
  printf "| find --player Short,N: CPU (wall) | %.1f ms (%.1f), %d games | | | <= 50 ms |\n", a[3] * 1000, a[2] * 1000, a[4]
  printf "| find --player Carlsen, count: CPU (wall) | %.1f ms (%.1f), %d games | | | <= 50 ms |\n", mc[3] * 1000, mc[2] * 1000, mc[4]
  printf "| find --player Carlsen, first 50: CPU (wall) | %.1f ms (%.1f) | | | <= 50 ms |\n", mp[3] * 1000, mp[2] * 1000
  printf "| find --player Carlsen, every row: CPU (wall) | %.0f ms (%.0f), %d games | | | |\n", b[3] * 1000, b[2] * 1000, b[4]
  printf "| find --fen (Ruy Lopez after 8.c3 O-O) vs pgn-extract: CPU (wall) | %.3f s (%.3f), %d games | %.1f s (%.1f), %d games | %.0fx (%.0fx) faster | >= 100x |\n", c[3], c[2], c[4], d[2], d[1], pc, d[2] / c[3], d[1] / c[2]
  split (idx, x, " ")
  printf "| 11 039-game file: first 50 rows / all rows (wall) | %.1f ms / %.0f ms | | | <= 100 ms / <= 500 ms |\n", x[3] * 1000, x[4] * 1000
  printf "\nthe single-game position: %d game(s) reach it\n", single
}'
