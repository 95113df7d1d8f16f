#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# test-chess-pgn-tool.sh CHESS_PGN — the command-line tool: error lines,
# summary, exit status, .pgn.gz input, export read back, fens.
set -u
tool=$1
data=${CHESS_TESTDATA:?CHESS_TESTDATA not set}
tmp=$(mktemp -d /tmp/chess-pgn-tool.XXXXXX)
trap 'rm -rf "$tmp"' EXIT
fail () { echo "FAIL: $*" >&2; exit 1; }

bad=$data/pgn-edge/kokopu/semantic-error/database.pgn
"$tool" check "$bad" >"$tmp/out" 2>"$tmp/err" && fail "check of a bad file exited 0"
grep -qx "7 games, 7 errors" "$tmp/out" || fail "summary: $(cat "$tmp/out")"
grep -qx "$bad:3:4: game 1: illegal move 1. e5" "$tmp/err" || fail "error line: $(head -1 "$tmp/err")"
[ "$(wc -l < "$tmp/err")" -eq 7 ] || fail "expected 7 error lines"

# A warning is printed like an error but does not fail the check.
printf '[White "A"]\n[White "B"]\n\n1. e4 *\n' > "$tmp/warn.pgn"
"$tool" check "$tmp/warn.pgn" >"$tmp/out" 2>"$tmp/err" || fail "a warning failed the check"
grep -qx "1 games, 0 errors, 1 warnings" "$tmp/out" || fail "warning summary: $(cat "$tmp/out")"
grep -qx "$tmp/warn.pgn:2:2: game 1: warning: tag White is given twice in one game; the second value is kept" "$tmp/err" \
  || fail "warning line: $(cat "$tmp/err")"

gz=$data/games/chesslablab-5-players-11039-games.pgn.gz
"$tool" check "$gz" "$data/games/pgn-parser-32games.pgn" >"$tmp/out" 2>"$tmp/err" || fail "check of good files: $(head -3 "$tmp/err")"
# One name in it is not UTF-8 ("Andr\x82", a DOS code page): said once.
grep -qx "11071 games, 0 errors, 1 warnings" "$tmp/out" || fail "gz summary: $(cat "$tmp/out")"
grep -q "pgn.gz:141736:8: game 7588: warning: the file is not UTF-8" "$tmp/err" || fail "encoding warning: $(cat "$tmp/err")"

# A truncated .pgn.gz is no shorter clean file: the games before the cut
# are read, the cut is reported, and the check fails.
head -c 200000 "$gz" > "$tmp/cut.pgn.gz"
"$tool" check "$tmp/cut.pgn.gz" >"$tmp/out" 2>"$tmp/err" && fail "a truncated file passed the check"
grep -q ": game 934: the file ends early: it is truncated" "$tmp/err" || fail "truncation: $(tail -2 "$tmp/err")"
grep -qx "934 games, 2 errors" "$tmp/out" || fail "truncated summary: $(cat "$tmp/out")"
"$tool" index "$tmp/cut.pgn.gz" >/dev/null 2>"$tmp/err" && fail "index of a truncated file exited 0"
# Cut in the gzip trailer, after the last game: the games are whole, the file is not.
printf '[Event "a"]\n\n1. e4 *\n\n[Event "b"]\n\n1. d4 *\n' | gzip -c > "$tmp/two.pgn.gz"
head -c $(( $(wc -c < "$tmp/two.pgn.gz") - 4 )) "$tmp/two.pgn.gz" > "$tmp/two-cut.pgn.gz"
"$tool" check "$tmp/two-cut.pgn.gz" >"$tmp/out" 2>"$tmp/err" && fail "a file cut in its trailer passed"
grep -qx "2 games, 1 errors" "$tmp/out" || fail "trailer summary: $(cat "$tmp/out")"
grep -qx "$tmp/two-cut.pgn.gz: the file ends early: it is truncated (its compressed data stops in the middle)" "$tmp/err" \
  || fail "trailer message: $(cat "$tmp/err")"

# export: every game back, readable without errors, and stable.
"$tool" export "$data/games/pychess-dortmund.pgn" >"$tmp/e1.pgn" || fail "export"
"$tool" check "$tmp/e1.pgn" >"$tmp/out" 2>&1 || fail "exported file has errors: $(head -3 "$tmp/out")"
grep -qx "347 games, 0 errors" "$tmp/out" || fail "export count: $(cat "$tmp/out")"
"$tool" export "$tmp/e1.pgn" >"$tmp/e2.pgn" || fail "export 2"
cmp -s "$tmp/e1.pgn" "$tmp/e2.pgn" || fail "export is not stable"

# fens: fool's mate, one line per game.
fen=$("$tool" fens "$data/draw/pychess-mate.pgn") || fail "fens"
[ "$fen" = "rnb1kbnr/pppp1ppp/4p3/8/5PPq/8/PPPPP2P/RNBQKBNR w KQkq - 1 3" ] || fail "fen: $fen"
[ "$("$tool" fens "$data/games/pgn-parser-32games.pgn" | wc -l)" -eq 32 ] || fail "fens: not one line per game"

"$tool" check /nonexistent.pgn >/dev/null 2>&1 && fail "missing file exited 0"
"$tool" frobnicate x >/dev/null 2>&1 && fail "unknown command exited 0"
echo ok
