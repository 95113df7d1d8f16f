#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# test-levels-mate.sh CHESS_MATCH — the weakest level mates with king and
# queen and with king and rook against a lone king (it used to shuffle to
# the fifty-move rule), through chess-match --positions with Stockfish;
# and --positions' bad input.  bench/levels-mate.sh measures every level.
set -u
tool=$1
tmp=$(mktemp -d /tmp/chess-levels-mate.XXXXXX)
trap 'rm -rf "$tmp"' EXIT
fail () { echo "FAIL: $*" >&2; exit 1; }

cat > "$tmp/mates.epd" <<'EPD'
# EPD: four fields, operations ignored
8/8/8/4k3/8/8/8/KQ6 w - - id "KQK";
8/8/8/3k4/8/8/8/R3K3 w - - 0 1
EPD
# Nodes keep the full-strength moves quick; level 1 keeps its own limit
# until the other side has only its king.
"$tool" --levels 1,beginner --positions "$tmp/mates.epd" --nodes 20000 --seed 7 >"$tmp/out" 2>"$tmp/err" \
  || fail "match exited $?: $(cat "$tmp/err")"
[ "$(grep -c '^game ' "$tmp/out")" -eq 4 ] || fail "each position twice: $(cat "$tmp/out")"
[ "$(grep -c ': 1-0 checkmate, ' "$tmp/out")" -eq 4 ] || fail "level 1 did not mate: $(cat "$tmp/out")"
grep -q '^game 2: beginner (white) vs 1 (black): .*; 8/8/8/4k3/8/8/8/KQ6 w - - 0 1$' "$tmp/out" \
  || fail "colours swapped on the same position: $(cat "$tmp/out")"

printf '8/8/8/4k3/8/8/8/KQ6 w - -\nnot a position\n' > "$tmp/bad.epd"
"$tool" --levels 1,2 --positions "$tmp/bad.epd" >/dev/null 2>"$tmp/err"; [ $? -eq 2 ] || fail "bad FEN: expected exit 2"
grep -q "bad.epd, line 2: " "$tmp/err" || fail "bad FEN not named by its line: $(cat "$tmp/err")"
"$tool" --levels 1,2 --positions "$tmp/mates.epd" --games 4 >/dev/null 2>"$tmp/err"; [ $? -eq 2 ] || fail "--games too: expected exit 2"
"$tool" --levels 1,2 --positions "$tmp/missing.epd" >/dev/null 2>"$tmp/err"; [ $? -eq 2 ] || fail "missing file: expected exit 2"
[ -s "$tmp/err" ] || fail "missing file: no message"
echo "ok"
