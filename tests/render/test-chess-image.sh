#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# tools/chess-image: a file of each format from a FEN and from a game, and
# exit status 2 with a message naming the problem for bad arguments and
# files that cannot be read; 1 for a file that cannot be written.
set -u
tool=$1
status=0
fail () { echo "FAIL: $*"; status=1; }
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
start='rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1'
cat > "$dir/two.pgn" <<'PGN'
[Event "One"]
[White "Anna"]
[Black "Boris"]
[Result "1-0"]

1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0

[Event "Two"]

1. d4 d5 *
PGN

# expect STATUS WORDS... -- ARGS: the status, and each word in the message
expect () {
  want=$1; shift
  words=
  while [ "$1" != "--" ]; do words="$words $1"; shift; done
  shift
  msg=$("$tool" "$@" 2>&1 >/dev/null)
  got=$?
  [ "$got" -eq "$want" ] || fail "$*: exit $got, not $want ($msg)"
  for word in $words; do
    printf '%s' "$msg" | grep -qF -- "$word" || fail "$*: the message does not say '$word': $msg"
  done
}

# made: the files start as their formats do
"$tool" --fen="$start" "$dir/a.png" || fail "PNG from FEN"
[ "$(head -c 4 "$dir/a.png" | tail -c 3)" = "PNG" ] || fail "a.png is no PNG"
"$tool" --fen="$start" --flip --theme=green --pieces=contrast --size=250 "$dir/a.svg" || fail "SVG from FEN"
grep -q 'width="248px"' "$dir/a.svg" || fail "250 px asked for: 248 px wide"
"$tool" "$dir/two.pgn" --ply=3 "$dir/b.png" || fail "PNG of a game's ply"
"$tool" "$dir/two.pgn" --game=2 "$dir/c.png" || fail "PNG of the second game"
cmp -s "$dir/b.png" "$dir/c.png" && fail "two positions, one picture"
"$tool" "$dir/two.pgn" --delay=300 --size=160 "$dir/d.gif" || fail "GIF of a game"
[ "$(head -c 6 "$dir/d.gif")" = "GIF89a" ] || fail "d.gif is no GIF89a"
"$tool" "$dir/two.pgn" --delay=300 --size=160 --no-last-move "$dir/plain.gif" || fail "GIF without the highlight"
[ "$(wc -c < "$dir/plain.gif")" -lt "$(wc -c < "$dir/d.gif")" ] || fail "--no-last-move made no smaller GIF"
"$tool" "$dir/two.pgn" "$dir/e.pdf" || fail "PDF of a game"
[ "$(head -c 5 "$dir/e.pdf")" = "%PDF-" ] || fail "e.pdf is no PDF"
"$tool" --fen="$start" "$dir/f.pdf" || fail "PDF of a FEN"

# refused, with the problem named
expect 2 Usage -- 
expect 2 Usage -- "$dir/two.pgn"
expect 2 ".jpg" -- --fen="$start" "$dir/x.jpg"
expect 2 "--size=10" 64 -- --fen="$start" --size=10 "$dir/x.png"
expect 2 "pink" brown -- --fen="$start" --theme=pink "$dir/x.png"
expect 2 "wooden" classic -- --fen="$start" --pieces=wooden "$dir/x.png"
expect 2 "--fen" -- --fen="not a position" "$dir/x.png"
expect 2 "no-such.pgn" -- "$dir/no-such.pgn" "$dir/x.png"
expect 2 "game 5" 2 -- "$dir/two.pgn" --game=5 "$dir/x.png"
expect 2 "--game=0" -- "$dir/two.pgn" --game=0 "$dir/x.png"
expect 2 "--ply=99" 7 -- "$dir/two.pgn" --ply=99 "$dir/x.png"
expect 2 "--delay" -- "$dir/two.pgn" --delay=0 "$dir/x.gif"
expect 2 "--size" -- --fen="$start" --size=big "$dir/x.png"
expect 2 "--bogus" -- --bogus --fen="$start" "$dir/x.png"
: > "$dir/empty.pgn"
expect 2 "empty.pgn" "no game" -- "$dir/empty.pgn" "$dir/x.png"
[ -e "$dir/x.png" ] && fail "a refused call left a file"
# a game with an illegal move: drawn as far as it was read, and said so
printf '[Event "Cut"]\n\n1. e4 e5 2. Kx9 Nc6 *\n' > "$dir/cut.pgn"
expect 0 "Kx9" -- "$dir/cut.pgn" "$dir/cut.gif"
[ -s "$dir/cut.gif" ] || fail "a game read in part made no GIF"
"$tool" "$dir/cut.pgn" "$dir/cut.gif" 2>&1 | grep -qF "game 1 is drawn as far as it could be read: 2 half-moves" \
  || fail "a game read in part: the message does not say where the picture stops"
# a file that cannot be written: status 1, the folder named
expect 1 "no-folder" -- --fen="$start" "$dir/no-folder/x.png"
exit $status
