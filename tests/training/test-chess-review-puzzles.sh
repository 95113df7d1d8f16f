#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# test-chess-review-puzzles.sh CHESS_REVIEW — chess-review --puzzles with
# Stockfish: the scholar's mate White missed becomes a row of lichess's
# puzzle CSV (GameUrl naming the file and the game), --player keeps to one
# player's mistakes, bad arguments exit 2 and a file that cannot be
# written is named with exit 1.
set -u
tool=$1
tmp=$(mktemp -d /tmp/chess-review-puzzles.XXXXXX)
trap 'rm -rf "$tmp"' EXIT
fail () { echo "FAIL: $*" >&2; exit 1; }

cat > "$tmp/in.pgn" <<'PGN'
[White "Anna"]
[Black "Bert"]
[WhiteElo "1234"]
[Result "*"]

1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. d3 Nxh5 *
PGN

"$tool" "$tmp/in.pgn" --nodes 20000 --puzzles "$tmp/out.csv" >"$tmp/out.pgn" 2>"$tmp/err" \
  || fail "exited $?: $(cat "$tmp/err")"
head -n 1 "$tmp/out.csv" | grep -qx 'PuzzleId,FEN,Moves,Rating,RatingDeviation,Popularity,NbPlays,Themes,GameUrl,OpeningTags' \
  || fail "header: $(cat "$tmp/out.csv")"
[ "$(wc -l < "$tmp/out.csv")" -eq 2 ] || fail "rows: $(cat "$tmp/out.csv")"
grep -q "^m[0-9A-Za-z]\{9\},r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 3 3,g8f6 h5f7,1234,350,0,0,mate mateIn1 oneMove opening mistake,file://$tmp/in.pgn?game=1#6,\$" "$tmp/out.csv" \
  || fail "row: $(cat "$tmp/out.csv")"
grep -q "^1 puzzle written to $tmp/out.csv\$" "$tmp/err" || fail "summary: $(cat "$tmp/err")"
grep -q "Qxf7# was best" "$tmp/out.pgn" || fail "the review is still written: $(cat "$tmp/out.pgn")"

# Bert's mistakes only: his 3... Nf6 has no single solution.
"$tool" "$tmp/in.pgn" --nodes 20000 --puzzles "$tmp/bert.csv" --player bert >/dev/null 2>"$tmp/err" \
  || fail "--player exited $?: $(cat "$tmp/err")"
[ "$(wc -l < "$tmp/bert.csv")" -eq 1 ] || fail "Bert's puzzles: $(cat "$tmp/bert.csv")"

"$tool" "$tmp/in.pgn" --side white >/dev/null 2>&1; [ $? -eq 2 ] || fail "--side without --puzzles: expected exit 2"
"$tool" "$tmp/in.pgn" --puzzles "$tmp/x.csv" --side red >/dev/null 2>&1; [ $? -eq 2 ] || fail "--side red: expected exit 2"
"$tool" "$tmp/in.pgn" --nodes 2000 --side white --puzzles "$tmp/no/such/dir/x.csv" >/dev/null 2>"$tmp/err"; [ $? -eq 1 ] \
  || fail "unwritable: expected exit 1"
grep -q "x.csv" "$tmp/err" || fail "unwritable file not named: $(cat "$tmp/err")"
echo "ok"
