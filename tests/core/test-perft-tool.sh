#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Checks chess-perft's command line: counts, --divide, --suite and its exit codes.
#   test-perft-tool.sh PATH-TO-chess-perft
set -u
PERFT=$1
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
failures=0

fail () { echo "not ok: $*"; failures=$((failures + 1)); }
expect_eq () { [ "$1" = "$2" ] || fail "$3: expected '$2', got '$1'"; }

START='rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'
KIWIPETE='r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1'
C960='bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9'

expect_eq "$("$PERFT" "$START" 3 | tail -n 1)" 8902 "start depth 3"
expect_eq "$("$PERFT" "$KIWIPETE" 2 | tail -n 1)" 2039 "kiwipete depth 2"
expect_eq "$("$PERFT" "$START" 0 | tail -n 1)" 1 "depth 0"

"$PERFT" --divide "$START" 2 > "$TMP/divide"
expect_eq "$(grep -c ': ' "$TMP/divide")" 20 "divide lists 20 moves"
grep -qx 'e2e4: 20' "$TMP/divide" || fail "divide: e2e4 with 20 replies"
expect_eq "$(tail -n 1 "$TMP/divide")" 400 "divide total"
# Standard castling in UCI is e1g1; Chess960 castling is king-to-rook.
"$PERFT" --divide "$KIWIPETE" 1 > "$TMP/kiwi"
grep -qx 'e1g1: 1' "$TMP/kiwi" || fail "kiwipete divide shows e1g1"
grep -qx 'e1c1: 1' "$TMP/kiwi" || fail "kiwipete divide shows e1c1"
grep -q '^e1h1' "$TMP/kiwi" && fail "kiwipete divide shows king-to-rook castling"
"$PERFT" --divide 'k7/8/8/8/8/8/8/6KR w H - 0 1' 1 > "$TMP/c960"
grep -qx 'g1h1: 1' "$TMP/c960" || fail "chess960 divide shows g1h1 castling"

# A suite that passes.
cat > "$TMP/good.epd" <<EOT
# comment
$START ;D1 20 ;D2 400 ;D3 8902 ;D5 4865609
$C960 ;D1 21 ;D2 528
EOT
"$PERFT" --suite "$TMP/good.epd" --max-nodes 100000 > "$TMP/out"
expect_eq "$?" 0 "good suite exit status"
expect_eq "$(tail -n 1 "$TMP/out")" "5 passed, 0 failed" "good suite summary (D5 is over the cap)"

# A suite with a wrong count: exit 1, the failure printed with FEN, depth, expected and found.
printf '%s ;D1 20 ;D2 401\n' "$START" > "$TMP/bad.epd"
"$PERFT" --suite "$TMP/bad.epd" > "$TMP/out"
expect_eq "$?" 1 "bad suite exit status"
grep -q "FAIL $START depth 2: expected 401, found 400" "$TMP/out" || fail "bad suite failure line"
expect_eq "$(tail -n 1 "$TMP/out")" "1 passed, 1 failed" "bad suite summary"

# A FEN the reader refuses: exit 2 and its message on stderr.
"$PERFT" '8/8/8/8/8/8/8/8 w - - 0 1' 1 > "$TMP/out" 2> "$TMP/err"
expect_eq "$?" 2 "bad FEN exit status"
grep -q 'field 1' "$TMP/err" || fail "bad FEN message names the field"
# A FEN on the command line is read strictly: an en-passant square no
# double push made is refused, not dropped.
"$PERFT" 'rnbqkbnr/1ppppppp/8/p7/8/8/PPPPPPPP/RNBQKBNR b KQkq b6 0 4' 1 > "$TMP/out" 2> "$TMP/err"
expect_eq "$?" 2 "impossible en-passant square exit status"
printf '%s ;D1 20\nrnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1 ;D1 20\n' "$START" > "$TMP/badfen.epd"
"$PERFT" --suite "$TMP/badfen.epd" > "$TMP/out" 2> "$TMP/err"
expect_eq "$?" 2 "suite with a bad FEN exit status"
grep -q ':2:.*field 2' "$TMP/err" || fail "suite bad FEN message names line and field"

if [ "$failures" -ne 0 ]; then
  echo "$failures checks failed"
  exit 1
fi
echo "all chess-perft checks passed"
