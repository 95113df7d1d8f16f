#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# One command on a fresh Debian 12 machine: install what is missing, build, start Chess.
set -eu
cd "$(dirname "$0")/.."
build-aux/install-deps.sh
[ -f build/build.ninja ] || meson setup build --buildtype=release
meson compile -C build
# Run from the build tree: the compiled schema lives in build/data.  The
# guide (F1) is found by yelp as help/<lang>/com.example.Chess in one of
# XDG_DATA_DIRS: build/run-data holds links to the English pages and to
# the translated ones the build made.
data=$PWD/build/run-data
for lang in C $(cat help/LINGUAS); do
  mkdir -p "$data/help/$lang"
  if [ "$lang" = C ]; then pages=$PWD/help/C; else pages=$PWD/build/help/$lang; fi
  ln -sfn "$pages" "$data/help/$lang/com.example.Chess"
done
# The icons as installed: the icon theme finds them in the first frame
# (the window's resource copy would join it only a second later).
for dir in scalable/apps scalable/actions symbolic/apps; do
  mkdir -p "$data/icons/hicolor/$dir"
done
ln -sfn "$PWD/data/icons/hicolor/scalable/apps/com.example.Chess.svg" "$data/icons/hicolor/scalable/apps/"
ln -sfn "$PWD/data/icons/hicolor/symbolic/apps/com.example.Chess-symbolic.svg" "$data/icons/hicolor/symbolic/apps/"
ln -sfn "$PWD/data/icons/actions/chess-analysis-symbolic.svg" "$data/icons/hicolor/scalable/actions/"
# The sounds, looked for in chess/sounds of the data folders.
mkdir -p "$data/chess"
ln -sfn "$PWD/data/sounds" "$data/chess/sounds"
# The translations are the build's too (build/po/<lang>/LC_MESSAGES).
XDG_DATA_DIRS="$data:${XDG_DATA_DIRS:-/usr/local/share:/usr/share}" \
GSETTINGS_SCHEMA_DIR="$PWD/build/data" CHESS_LOCALEDIR="$PWD/build/po" exec build/src/chess "$@"
