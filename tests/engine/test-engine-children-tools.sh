#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# test-engine-children-tools.sh CHESS_REVIEW — what an engine starts itself
# ends with the tool that started the engine: when the tool ends normally,
# and when it is stopped by SIGINT (Ctrl+C) or SIGTERM in a search.  The
# fake engine starts "sleep 600" (FAKE_ENGINE_CHILD_PIDFILE); before, that
# child outlived the tool by ten minutes, and a busy engine outlived a
# stopped tool.  The loops are hang guards, not timing checks.
set -u
review=$1
tmp=$(mktemp -d /tmp/chess-engine-children.XXXXXX)
trap 'rm -rf "$tmp"' EXIT
fail () { echo "FAIL: $*" >&2; exit 1; }
export FAKE_ENGINE_PIDFILE="$tmp/pid" FAKE_ENGINE_CHILD_PIDFILE="$tmp/child"

# The process in the file has ended: gone, or a zombie nobody reaped yet.
ended () {
  pid=$(cat "$1") || fail "$1 was not written"
  tries=0
  while state=$(ps -o stat= -p "$pid") && [ "${state#Z}" = "$state" ]; do
    tries=$((tries + 1))
    [ $tries -lt 100 ] || fail "process $pid ($1) outlived the tool ($state)"
    sleep 0.1
  done
}

printf '[White "A"]\n[Black "B"]\n[Result "*"]\n\n1. e4 e5 2. Nf3 *\n' > "$tmp/in.pgn"

# A review to its end.
FAKE_ENGINE_MODE=good "$review" "$tmp/in.pgn" --nodes 1000 --engine "$FAKE_ENGINE" >"$tmp/out.pgn" 2>"$tmp/err"
status=$?
[ $status -eq 0 ] || fail "chess-review: exit $status: $(cat "$tmp/err")"
ended "$tmp/pid"
ended "$tmp/child"

# Stopped in a search that does not listen (busy-go), by each signal.
for signal in INT TERM; do
  rm -f "$tmp/pid" "$tmp/child"
  FAKE_ENGINE_MODE=busy-go FAKE_ENGINE_DELAY=600 "$review" "$tmp/in.pgn" --nodes 1000 --engine "$FAKE_ENGINE" \
    >"$tmp/out.pgn" 2>"$tmp/err" &
  tool=$!
  tries=0
  until [ -f "$tmp/child" ] && grep -q . "$tmp/child"; do
    tries=$((tries + 1))
    [ $tries -lt 300 ] || fail "the fake engine did not start its child"
    sleep 0.1
  done
  sleep 0.5   # into the search
  kill -$signal $tool
  wait $tool
  status=$?
  [ $status -ne 0 ] || fail "chess-review ended with status 0 after SIG$signal"
  ended "$tmp/pid"
  ended "$tmp/child"
done
echo "ok"
