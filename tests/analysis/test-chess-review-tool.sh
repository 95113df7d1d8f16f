#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# test-chess-review-tool.sh CHESS_REVIEW CHESS_PGN — the review tool with
# Stockfish: every game of a file reviewed and written back annotated
# (readable, [%eval] on every move, the blunder marked), the summary, and
# the exit status for bad arguments, a missing file and a broken engine.
set -u
tool=$1
pgn_tool=$2
tmp=$(mktemp -d /tmp/chess-review-tool.XXXXXX)
trap 'rm -rf "$tmp"' EXIT
fail () { echo "FAIL: $*" >&2; exit 1; }

cat > "$tmp/in.pgn" <<'PGN'
[White "Scholar"]
[Black "Victim"]
[Result "1-0"]

1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0

[White "Fool"]
[Black "Mate"]
[Result "0-1"]

1. f3 e5 2. g4 Qh4# 0-1
PGN

"$tool" "$tmp/in.pgn" --nodes 20000 >"$tmp/out.pgn" 2>"$tmp/err" || fail "review exited $?: $(cat "$tmp/err")"
"$pgn_tool" check "$tmp/out.pgn" >"$tmp/check" 2>&1 || fail "output does not read back: $(cat "$tmp/check")"
grep -qx "2 games, 0 errors" "$tmp/check" || fail "games written: $(cat "$tmp/check")"
# Every move but the mates carries an evaluation: 6 + 3.
[ "$(grep -o '\[%eval [^]]*\]' "$tmp/out.pgn" | wc -l)" -eq 9 ] || fail "evaluations: $(cat "$tmp/out.pgn")"
# 3... Nf6 and 2. g4 walk into mate: blunders with the better move named.
tr '\n' ' ' < "$tmp/out.pgn" > "$tmp/flat"
grep -q '3\.\.\. Nf6 \$4 {\[%eval #1\] Checkmate is now unavoidable\. g6 was best\.}' "$tmp/flat" \
  || fail "Nf6 not marked: $(cat "$tmp/out.pgn")"
grep -q '2\. g4 \$4 {\[%eval #-1\] Checkmate is now unavoidable\.' "$tmp/flat" \
  || fail "g4 not marked: $(cat "$tmp/out.pgn")"
grep -q '^Game 1, Victim: accuracy [0-9.]*%; inaccuracies 0, mistakes 0, blunders 1$' "$tmp/err" \
  || fail "summary: $(cat "$tmp/err")"
grep -q '^Game 2, Fool: accuracy' "$tmp/err" || fail "summary of game 2: $(cat "$tmp/err")"

"$tool" >/dev/null 2>&1; [ $? -eq 2 ] || fail "no file: expected exit 2"
"$tool" "$tmp/in.pgn" --nodes 10 --movetime 10 >/dev/null 2>&1; [ $? -eq 2 ] || fail "two budgets: expected exit 2"
"$tool" "$tmp/missing.pgn" >/dev/null 2>"$tmp/err"; [ $? -eq 1 ] || fail "missing file: expected exit 1"
grep -q "missing.pgn" "$tmp/err" || fail "missing file not named: $(cat "$tmp/err")"
# Not an engine: the games are still written, unannotated, and the fault named.
"$tool" "$tmp/in.pgn" --engine /bin/true >"$tmp/out2.pgn" 2>"$tmp/err"; [ $? -eq 1 ] || fail "broken engine: expected exit 1"
grep -q "not a UCI chess engine" "$tmp/err" || fail "engine fault not named: $(cat "$tmp/err")"
grep -q "Qxf7#" "$tmp/out2.pgn" && grep -q "Qh4#" "$tmp/out2.pgn" || fail "games lost when the engine failed"
echo "ok"
