#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# bench/tablebase.sh — root probes of ChessTablebase beside Debian's fathom
# on the same 4-piece positions.
#
#   bench/tablebase.sh [BUILD_DIR] [N_POSITIONS]
#
# Makes N_POSITIONS (default 200) random legal 4-piece positions from a
# fixed seed (kept if chess-tb says the tables cover them), then reports
#   * ours: probes per second and the time of one root probe (verdict and
#     every move), warm and on the first, cold pass (goal: under 5 ms);
#   * fathom: the wall time of one `fathom --path=TABLES FEN` per position,
#     which includes starting the process and opening the tables;
#   * the ratio fathom / ours.  fathom is the only peer that probes the same
#     tables; its time per position is what a tool that calls it pays;
#   * the same probes through the worker threads (probes per second) and
#     the longest wait of the main loop meanwhile, measured by a 1 ms
#     timer, beside the same loop idle (goal: the main loop never waits
#     for the disk, so the two are alike).
# Needs: fathom (/usr/games/fathom), meson, ninja, awk.
set -eu

cd "$(dirname "$0")/.."
BUILD=${1:-build-bench}
N=${2:-200}
TABLES=$PWD/tests/data/syzygy
FATHOM=${FATHOM:-/usr/games/fathom}
command -v "$FATHOM" >/dev/null 2>&1 || { echo "tablebase.sh: $FATHOM is missing" >&2; exit 2; }

[ -f "$BUILD/build.ninja" ] || meson setup "$BUILD" --buildtype=release -Dgui=disabled >/dev/null
meson compile -C "$BUILD" tablebase-bench chess-tb >/dev/null

FENS=$(mktemp)
trap 'rm -f "$FENS" "$FENS.all"' EXIT
# Kings and two men from QRBNP on random squares, each side to move.
awk -v n=$((N * 4)) 'BEGIN {
  srand(24); men = "QRBNPqrbnp"
  for (k = 0; k < n; k++) {
    delete board
    split("K k", pieces, " ")
    pieces[3] = substr(men, int(rand() * 10) + 1, 1)
    pieces[4] = substr(men, int(rand() * 10) + 1, 1)
    for (i = 1; i <= 4; i++) {
      do { sq = int(rand() * 64) } while ((sq in board) || (pieces[i] ~ /[Pp]/ && (sq < 8 || sq >= 56)))
      board[sq] = pieces[i]
    }
    fen = ""
    for (r = 7; r >= 0; r--) {
      e = 0
      for (f = 0; f < 8; f++) {
        sq = r * 8 + f
        if (sq in board) { if (e) fen = fen e; e = 0; fen = fen board[sq] } else e++
      }
      if (e) fen = fen e
      if (r) fen = fen "/"
    }
    print fen (rand() < 0.5 ? " w" : " b") " - - 0 1"
  }
}' > "$FENS.all"
count=0
while read -r fen && [ "$count" -lt "$N" ]; do
  if "$BUILD/tools/chess-tb/chess-tb" --syzygy="$TABLES" "$fen" >/dev/null 2>&1 \
     && "$FATHOM" --path="$TABLES" --test "$fen" >/dev/null 2>&1; then
    echo "$fen" >> "$FENS"
    count=$((count + 1))
  fi
done < "$FENS.all"

echo "== ours (tablebase-bench, $count positions)"
ours=$("$BUILD/bench/tablebase-bench" "$TABLES" "$FENS" 20)
echo "$ours"
ours_ms=$(echo "$ours" | sed -n 's/^warm: .*, \([0-9.]*\) ms a probe.*/\1/p')

echo "== fathom ($count processes)"
start=$(date +%s%N)
while read -r fen; do "$FATHOM" --path="$TABLES" "$fen" >/dev/null; done < "$FENS"
end=$(date +%s%N)
fathom_ms=$(awk -v t=$((end - start)) -v n="$count" 'BEGIN { printf "%.3f", t / 1e6 / n }')
echo "fathom: $fathom_ms ms a position"
awk -v a="$fathom_ms" -v b="$ours_ms" 'BEGIN { printf "ratio fathom / ours: %.1f\n", a / b }'
