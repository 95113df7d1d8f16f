#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# One command on a fresh Debian 12 machine: install what is missing, build, start Chess.
set -eu
cd "$(dirname "$0")/.."
build-aux/install-deps.sh
[ -f build/build.ninja ] || meson setup build --buildtype=release
meson compile -C build
# Run from the build tree: the compiled schema lives in build/data.
GSETTINGS_SCHEMA_DIR="$PWD/build/data" exec build/src/chess "$@"
