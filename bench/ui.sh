#!/bin/sh
# bench/ui.sh — our window against GNOME Chess in the same run.
#
#   bench/ui.sh [BUILD_DIR]
#
# Builds `chess` with the release flags in BUILD_DIR (default build-bench),
# then, on a private Xvfb (tests/ui/gui-test-wrapper.sh), both programs with
# GSK_RENDERER=cairo, one after the other, measures
#   * start-up: launch to the board painted (ours: the READY event, printed
#     after the first frame; GNOME Chess: its window mapped, found by
#     `xdotool search --sync`; ours is also given window-mapped for a like
#     comparison);
#   * peak resident memory (VmHWM from /proc/PID/status, at the end);
#   * CPU while idle for 10 s with a clock running (utime+stime from
#     /proc/PID/stat): ours above 10 s (whole seconds) and below 10 s
#     (tenths); GNOME Chess with a 10-minute clock;
#   * CPU used by a scripted 2-second drag (100 pointer motions, button held)
#     over the board.
# Prints the numbers and the ratios ours/GNOME Chess.
# Needs: gnome-chess (/usr/games/gnome-chess), xdotool, Xvfb, dbus-run-session.
set -eu

cd "$(dirname "$0")/.."
BUILD=${1:-build-bench}
GNOME_CHESS=${GNOME_CHESS:-/usr/games/gnome-chess}

for tool in "$GNOME_CHESS" xdotool Xvfb dbus-run-session meson /usr/bin/python3; do
  command -v "$tool" >/dev/null 2>&1 || { echo "ui.sh: $tool is missing" >&2; exit 2; }
done

[ -f "$BUILD/build.ninja" ] || meson setup "$BUILD" --buildtype=release >/dev/null
meson compile -C "$BUILD" chess gschemas-compiled >/dev/null

GUI_TEST_SCREEN=1280x900x24 GSK_RENDERER=cairo GDK_BACKEND=x11 \
  GSETTINGS_SCHEMA_DIR="$PWD/$BUILD/data" \
  tests/ui/gui-test-wrapper.sh /usr/bin/python3 bench/ui-measure.py \
  "$PWD/$BUILD/src/chess" "$GNOME_CHESS"
