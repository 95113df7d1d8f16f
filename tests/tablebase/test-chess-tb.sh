#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# tools/chess-tb: its output and exit statuses (2 bad FEN, 3 not covered).
set -u
tool=$1
tables=$CHESS_TESTDATA/syzygy
status=0
fail () { echo "FAIL: $*"; status=1; }

out=$("$tool" --syzygy="$tables" "8/8/8/8/8/1k6/1Q6/K7 b - - 0 1") || fail "KQvK exited $?"
[ "$(printf '%s\n' "$out" | sed -n 1p)" = "loss -12" ] || fail "root line: $out"
[ "$(printf '%s\n' "$out" | sed -n 2p)" = "Kc4 loss -12" ] || fail "best move first: $out"
[ "$(printf '%s\n' "$out" | wc -l)" -eq 3 ] || fail "one line per legal move: $out"

out=$("$tool" --syzygy="$tables" 8/8/8/8/8/1k6/1Q6/K7 b - - 99 1) || fail "fields as arguments exited $?"
[ "$(printf '%s\n' "$out" | sed -n 1p)" = "blessed loss -12" ] || fail "blessed loss: $out"

"$tool" --syzygy="$tables" "8/8/8/8/8/1k6/1Q6/K7 x - - 0 1" >/dev/null 2>&1
[ $? -eq 2 ] || fail "bad FEN should exit 2"
"$tool" --syzygy="$tables" "8/8/8/8/8/1k6/1Q6/K7 b KQ - 0 1" >/dev/null 2>&1
[ $? -eq 2 ] || fail "impossible castling (strict reading) should exit 2"
msg=$("$tool" --syzygy="$tables" "4k3/8/8/8/8/8/8/RNB1K3 w - - 0 1" 2>&1 >/dev/null)
[ $? -eq 3 ] || fail "5 pieces should exit 3"
[ -n "$msg" ] || fail "5 pieces: no message"
"$tool" --syzygy="$tables" "r3k3/8/8/8/8/8/8/4K3 w q - 0 1" >/dev/null 2>&1
[ $? -eq 3 ] || fail "castling rights should exit 3"
"$tool" --syzygy= "8/8/8/8/8/1k6/1Q6/K7 b - - 0 1" >/dev/null 2>&1
[ $? -eq 3 ] || fail "no tables should exit 3"
"$tool" --help | grep -q '/usr/share/syzygy' || fail "--help names the default folders"
exit $status
