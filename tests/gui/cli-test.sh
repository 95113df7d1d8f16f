#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Bad command lines end with a message on stderr naming the problem and a
# non-zero status, before any window is made.   usage: cli-test.sh CHESS
chess=$1
fail=0
check () {   # check EXPECTED_STDERR_PART ARGS...
  want=$1; shift
  err=$(timeout 10 "$chess" "$@" 2>&1 >/dev/null); rc=$?
  if [ "$rc" -eq 0 ] || [ "$rc" -eq 124 ]; then
    echo "FAIL: chess $* exited with $rc"; fail=1
  elif ! printf '%s' "$err" | grep -qF -- "$want"; then
    echo "FAIL: chess $*: stderr lacks '$want': $err"; fail=1
  else
    echo "ok: chess $* -> $rc: $err"
  fi
}
check '--time-control=abc' --time-control=abc
check 'character 1' --time-control=abc
check '--fen' --fen='8/8/8 w - - 0 1'
check 'no such file' /nonexistent/game.pgn
check 'one file at a time' a.pgn b.pgn
check 'cannot be combined' --fen='4k3/8/8/8/8/8/8/4K3 w - - 0 1' "$0"
# White's first move is free, then Black would have no time at all.
check 'must start with some time' --time-control=0
check 'must start with some time' --time-control=0+5
check 'needs a file' --game=2
check 'numbered from 1' --game=0 "$0"
check 'numbered from 1' --game=two "$0"
games=$(mktemp)
printf '[Event "1"]\n\n1. e4 *\n\n[Event "2"]\n\n1. d4 *\n' > "$games"
check 'holds 2 games' --game=3 "$games"
rm -f "$games"
# Playing the computer: bad values exit with status 2 (issue 11); a program
# that is not a UCI engine is a bad value.
check2 () {   # check2 EXPECTED_STDERR_PART ARGS...
  want=$1; shift
  err=$(timeout 20 "$chess" "$@" 2>&1 >/dev/null); rc=$?
  if [ "$rc" -ne 2 ]; then
    echo "FAIL: chess $* exited with $rc, not 2: $err"; fail=1
  elif ! printf '%s' "$err" | grep -qF -- "$want"; then
    echo "FAIL: chess $*: stderr lacks '$want': $err"; fail=1
  else
    echo "ok: chess $* -> 2: $err"
  fi
}
check2 'white, black or random' --computer=purple
check2 'add --computer' --level=3
check2 'add --computer' --engine=/usr/games/stockfish
check2 'from 1 (Beginner) to 8 (Maximum)' --computer=black --level=9
check2 'from 1 (Beginner) to 8 (Maximum)' --computer=black --level=grandmaster
check2 '“true” is not a UCI chess engine' --computer=black --engine=/bin/true
check2 'could not be started' --computer=white --engine=/nonexistent/engine
check2 'cannot be combined' --computer=random "$0"
# The puzzle trainer (issue 26): --puzzle needs a file, an id is at most
# ten letters and digits, a missing file is named, no file of games beside.
check2 'needs a file of puzzles' --puzzle=abc
check2 'at most 10 letters and digits' --puzzles="$0" --puzzle=no-such-id
check2 'cannot be combined' --puzzles="$0" "$0"
check 'no such file' --puzzles=/nonexistent/puzzles.csv
v=$(timeout 10 "$chess" --version) || { echo "FAIL: --version"; fail=1; }
case "$v" in chess\ *) echo "ok: $v" ;; *) echo "FAIL: --version printed '$v'"; fail=1 ;; esac
# The usage line names the file once (it said "[FILE.pgn] [FILE.pgn]").
usage=$(timeout 10 "$chess" --help | grep '^ *chess ')
case "$usage" in
  *'[FILE.pgn]'*'[FILE.pgn]'*) echo "FAIL: --help: $usage"; fail=1 ;;
  *'[FILE.pgn]'*) echo "ok: --help: $usage" ;;
  *) echo "FAIL: --help names no file: $usage"; fail=1 ;;
esac
exit $fail
