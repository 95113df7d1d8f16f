#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# test-silent-engine-tools.sh CHESS_REVIEW CHESS_MATCH — an engine that
# never answers "go" (fake-engine.py silent-go) in a node-limited search
# ends both tools with a message naming it and exit status 1, the process
# killed, instead of hanging: a node limit has a deadline too (see
# chess_engine_search_deadline_ms).  Meson's timeout is the only clock here.
set -u
review=$1
match=$2
tmp=$(mktemp -d /tmp/chess-silent-engine.XXXXXX)
trap 'rm -rf "$tmp"' EXIT
fail () { echo "FAIL: $*" >&2; exit 1; }
export FAKE_ENGINE_MODE=silent-go FAKE_ENGINE_PIDFILE="$tmp/pid"

# The engine was killed: gone, or a zombie until init reaps it (a kill
# lands a moment later; the loop is a hang guard, not a timing check).
gone () {
  pid=$(cat "$tmp/pid") || fail "the fake engine did not start"
  tries=0
  while state=$(ps -o stat= -p "$pid") && [ "${state#Z}" = "$state" ]; do
    tries=$((tries + 1))
    [ $tries -lt 100 ] || fail "the engine $pid outlived the tool ($state)"
    sleep 0.1
  done
  rm -f "$tmp/pid"
}

printf '[White "A"]\n[Black "B"]\n[Result "*"]\n\n1. e4 e5 2. Nf3 *\n' > "$tmp/in.pgn"
"$review" "$tmp/in.pgn" --nodes 1000 --engine "$FAKE_ENGINE" >"$tmp/out.pgn" 2>"$tmp/err"
status=$?
[ $status -eq 1 ] || fail "chess-review: exit $status, expected 1: $(cat "$tmp/err")"
grep -q '^Game 1: The chess engine “Fake Engine silent-go” did not answer' "$tmp/err" \
  || fail "chess-review does not say the engine did not answer: $(cat "$tmp/err")"
grep -q '^1\. e4 e5 2\. Nf3 \*' "$tmp/out.pgn" || fail "chess-review did not write the game: $(cat "$tmp/out.pgn")"
gone

"$match" --levels maximum,maximum --games 2 --nodes 1000 --openings list --seed 1 \
  --engine "$FAKE_ENGINE" >"$tmp/out" 2>"$tmp/err"
status=$?
[ $status -eq 1 ] || fail "chess-match: exit $status, expected 1: $(cat "$tmp/err")"
grep -q '^chess-match: game 1: The chess engine “Fake Engine silent-go” did not answer' "$tmp/err" \
  || fail "chess-match does not say the engine did not answer: $(cat "$tmp/err")"
grep -q '^game ' "$tmp/out" && fail "chess-match counted a game: $(cat "$tmp/out")"
gone
echo "ok"
