#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# test-chess-match-tool.sh CHESS_MATCH CHESS_PGN — chess-match with
# Stockfish: a short match prints a line per game and a summary that adds
# up, alternates colours, writes its games to PGN; bad arguments exit 2, a
# program that is not an engine exits 1 with the engine's message.
set -u
tool=$1
pgn_tool=$2
tmp=$(mktemp -d /tmp/chess-match-tool.XXXXXX)
trap 'rm -rf "$tmp"' EXIT
fail () { echo "FAIL: $*" >&2; exit 1; }

"$tool" --levels maximum,1 --games 3 --nodes 2000 --openings list --seed 3 --pgn "$tmp/games.pgn" \
  >"$tmp/out" 2>"$tmp/err" || fail "match exited $?: $(cat "$tmp/err")"
[ "$(grep -c '^game ' "$tmp/out")" -eq 3 ] || fail "game lines: $(cat "$tmp/out")"
grep -q '^game 1: maximum (white) vs 1 (black): \(1-0\|0-1\|1/2-1/2\) [a-z-]*, [0-9]* moves; [^ ]' "$tmp/out" \
  || fail "game 1: $(cat "$tmp/out")"
grep -q '^game 2: 1 (white) vs maximum (black): ' "$tmp/out" || fail "colours do not alternate: $(cat "$tmp/out")"
grep -q '^game 3: maximum (white) vs 1 (black): ' "$tmp/out" || fail "game 3: $(cat "$tmp/out")"
# Games 1 and 2 share an opening, game 3 has another.
o1=$(sed -n 's/^game 1: .*; //p' "$tmp/out"); o2=$(sed -n 's/^game 2: .*; //p' "$tmp/out")
o3=$(sed -n 's/^game 3: .*; //p' "$tmp/out")
[ "$o1" = "$o2" ] && [ "$o1" != "$o3" ] || fail "openings: $(cat "$tmp/out")"

# The summary adds the games up from maximum's side.
w=0; l=0; d=0
while read -r line; do
  case $line in
    "game "*"maximum (white)"*": 1-0 "*|"game "*"maximum (black)"*": 0-1 "*) w=$((w + 1)) ;;
    "game "*": 1/2-1/2 "*) d=$((d + 1)) ;;
    "game "*) l=$((l + 1)) ;;
  esac
done < "$tmp/out"
summary=$(tail -n 1 "$tmp/out")
echo "$summary" | grep -q "^maximum vs 1: +$w -$l =$d, score [0-9.]* %, Elo [-+]\(inf\|[0-9]*\) ± \(inf\|[0-9]*\)$" \
  || fail "summary \"$summary\" for +$w -$l =$d"

"$pgn_tool" check "$tmp/games.pgn" >"$tmp/check" 2>&1 || fail "PGN does not read back: $(cat "$tmp/check")"
grep -qx "3 games, 0 errors" "$tmp/check" || fail "PGN games: $(cat "$tmp/check")"
grep -q '^\[White "maximum (Stockfish' "$tmp/games.pgn" || fail "names: $(head -20 "$tmp/games.pgn")"

for args in "--games 2" "--levels 1 --games 2" "--levels 1,9 --games 2" "--levels 1,2 --games 0" \
            "--levels 1,2 --games 2 --nodes 10 --time-control 60+0" "--levels 1,2 --games 2 --openings all" \
            "--levels 1,2 --games 2 --time-control fast" "--levels custom:1:2:3,2 --games 2"; do
  # shellcheck disable=SC2086
  "$tool" $args >/dev/null 2>"$tmp/err"; [ $? -eq 2 ] || fail "$args: expected exit 2"
  [ -s "$tmp/err" ] || fail "$args: no message"
done

"$tool" --levels 1,2 --games 2 --engine /bin/true >"$tmp/out" 2>"$tmp/err"; [ $? -eq 1 ] || fail "not an engine: expected exit 1"
grep -q "not a UCI chess engine" "$tmp/err" || fail "engine fault not named: $(cat "$tmp/err")"
echo "ok"
