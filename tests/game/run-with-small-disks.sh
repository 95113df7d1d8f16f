#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# run-with-small-disks.sh CMD [ARGS...]
#
# Runs CMD with two small file systems of its own, for the tests of what a
# save does when the disk cannot take it:
#   CHESS_TEST_FULL_DIR      a 64 KiB tmpfs, to be filled up (ENOSPC);
#   CHESS_TEST_READONLY_DIR  a tmpfs mounted read-only, holding game.pgn.
# The mounts live in a private mount namespace (inside an unprivileged user
# namespace, so no root is needed) and vanish with CMD.  Where namespaces
# are not allowed, CMD runs without the variables and skips those tests.
set -eu

if [ "${CHESS_SMALL_DISKS_INSIDE:-}" = 1 ]; then
  base=$(mktemp -d "${TMPDIR:-/tmp}/chess-small-disks.XXXXXX")
  mkdir "$base/full" "$base/readonly"
  mount -t tmpfs -o size=64k,mode=0755 chess-full "$base/full"
  mount -t tmpfs -o size=64k,mode=0755 chess-readonly "$base/readonly"
  printf '[Event "Read-only"]\n[Result "*"]\n\n1. e4 *\n\n' > "$base/readonly/game.pgn"
  mount -o remount,ro "$base/readonly"
  CHESS_TEST_FULL_DIR="$base/full" CHESS_TEST_READONLY_DIR="$base/readonly"
  export CHESS_TEST_FULL_DIR CHESS_TEST_READONLY_DIR
  unset CHESS_SMALL_DISKS_INSIDE
  status=0
  "$@" || status=$?
  umount "$base/full" "$base/readonly"
  rmdir "$base/full" "$base/readonly" "$base"
  exit "$status"
fi

if command -v unshare >/dev/null 2>&1 && unshare --user --map-root-user --mount true 2>/dev/null; then
  CHESS_SMALL_DISKS_INSIDE=1 exec unshare --user --map-root-user --mount "$0" "$@"
fi
echo "run-with-small-disks: no private mount namespace here; the full-disk tests are skipped" >&2
exec "$@"
