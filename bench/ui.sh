#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# bench/ui.sh — our window against GNOME Chess, side by side in one run.
#
#   bench/ui.sh [BUILD_DIR]          (default build-bench, a release build)
#
# Environment: BENCH_RUNS (start-up runs per program, default 5),
# BENCH_OURS (a chess binary to measure instead of building BUILD_DIR's),
# BENCH_PEER (another chess binary, e.g. an older commit's release build,
# measured in GNOME Chess's place and the same way as ours: the "before" of
# a change) with BENCH_PEER_SCHEMAS (its build's data/ folder),
# BENCH_DRAGS (drags per program, default 5), GNOME_CHESS (default
# /usr/games/gnome-chess), BENCH_KEEP=1 keeps the session folder (logs,
# screenshots of the calibration runs).
#
# This script builds, sets the session up and reports; the measuring is
# bench/ui-measure.py's (with bench/ui-probes.py: Xlib, /proc, xdotool).
#
# Both programs run the same way, in one session of tests/gui-test-wrapper.sh:
# one private Xvfb (1280x900x24, no window manager), one private D-Bus
# session that can start only the accessibility bus (no portals, no dconf),
# private XDG folders, GSK_RENDERER=cairo, GDK_BACKEND=x11, GDK_DEBUG empty
# (each program decides about GL itself), GSETTINGS_BACKEND=keyfile,
# LANG=C.UTF-8, a fresh XDG_DATA_HOME for every launch (so neither restores
# an autosaved game) and a shared XDG_CACHE_HOME.  GNOME Chess gets the
# window size ours opens with (GSettings width/height), so both paint the
# same number of pixels.  The runs alternate (ours first in even rounds,
# GNOME Chess first in odd ones), after one warm-up launch of each.
#
# What is measured (medians of BENCH_RUNS launches unless said otherwise):
#  1. start-up — from just before exec until
#     "mapped": a viewable top-level X window with _NET_WM_PID = the
#       child's pid exists, and
#     "board painted": additionally the screen pixel at the centre of d4 (an
#       empty dark square at the start) has the colour it has in the settled
#       window, ±6 per channel.
#     Both are polled every 10 ms through Xlib (XQueryTree, XGetImage of one
#     root-window pixel), so the two programs are timed by the same probe.
#     Where d4 is comes from a calibration launch: ours from its
#     `BOARD x y square scale flipped` event (CHESS_TEST_EVENTS=1), GNOME
#     Chess from its screenshot (the dark frame around its board, 1/2 square
#     wide).  Ours' own READY event time is printed for information.
#  2. peak memory — VmHWM from /proc/PID/status 0.5 s after the board was
#     painted (median of the start-up launches), and after the idle period.
#  3. idle CPU — utime+stime from /proc/PID/stat over 10 s with a clock
#     running (one 10 s window per program; the resolution is one clock tick,
#     10 ms = 0.1 % of a core).  Ours starts with --time-control=300+0, GNOME
#     Chess with duration=300, clock-type=simple; each then plays 1.e4 with
#     the mouse (ours by a drag, GNOME Chess by click-click: it has no drag),
#     the move is confirmed (ours: the MOVE event; GNOME Chess: its title
#     becomes "Black to Move"), the pointer goes off the window, 1 s passes,
#     then the 10 s are measured while Black's clock runs.  The same 10 s
#     are also given from /proc/PID/task/*/schedstat (ns of CPU of all
#     threads), which resolves what the ticks cannot.
#     Ours once more with --time-control=13+0, measured for 8 s while
#     Black's clock shows tenths (9.5 s to 1.5 s left), against the same
#     GNOME Chess number: the issue's goal is no more idle CPU than GNOME
#     Chess even then.
#     The floor for that: bench/gtk-floor.c, a bare GTK 4 window of our
#     size whose one 120x40 drawing area is redrawn 10 times a second,
#     measured the same way (schedstat, 8 s) in the same session.
#  4. drag CPU — in the same process, BENCH_DRAGS times: mousedown on the
#     black knight on g8, 100 pointer motions 20 ms apart (to c3 and back in
#     a straight line, in board squares, so the same path on both boards),
#     mouseup on g8; CPU (utime+stime, and all threads' schedstat) from
#     before the mousedown until 0.3 s after the mouseup.  Ours shows the
#     knight under the pointer and puts it back; GNOME Chess only selects
#     or deselects it.
#  5. frame gaps of a drag — ours only, in a launch of its own with
#     CHESS_TEST_FRAMES=1 (a FRAME event after each paint): the same drags,
#     the gaps between the frames painted during each (median, worst).
#  6. first clicks — ours only, a launch of its own on a two-move game from a
#     file (untimed: analysis is allowed): BENCH_CLICK_AFTER seconds (default
#     0.5, a quick hand; 0 for at once) after the board is painted, Ctrl+Shift+A (analysis on: ms to the first frame after the
#     ANALYSIS event) and Ctrl+Shift+L (the Library: ms to its LIBRARY
#     event), each from the keys sent (XTest, flushed).
#  7. the libadwaita floor — bench/adw-floor.c, the least a libadwaita
#     window showing a board costs (a header bar, 64 flat squares recorded
#     once, a disc under the pointer during a drag, a clock): its start-up
#     runs alternate with the two programs' and are timed by the same probe,
#     its drags are the same drags, and its clock shows tenths for 8 s.
#     GNOME Chess is a libadwaita program too, so a goal below the floor's
#     ratio cannot be met by any libadwaita program here.
# Prints a table with both values and ours/GNOME Chess, then the same as
# README.md's table (Markdown, with the date and the load average at the
# start and the end); always exits 0 once the session ran (a part that
# cannot be measured shows "n/a" and why).
# Needs (Debian): gnome-chess xvfb xdotool dbus-daemon (dbus-run-session)
# at-spi2-core libx11-6 libglib2.0-bin (gsettings) python3 meson, a C compiler
# with libgtk-4-dev (for gtk-floor), and
# imagemagick for the BENCH_KEEP=1 screenshots.
set -eu

cd "$(dirname "$0")/.."
ROOT=$PWD
BUILD=${1:-build-bench}
GNOME_CHESS=${GNOME_CHESS:-/usr/games/gnome-chess}
PYTHON=/usr/bin/python3        # the system one (the pyenv python on PATH is another)

for tool in Xvfb xdotool dbus-run-session "$PYTHON"; do
  command -v "$tool" >/dev/null 2>&1 || { echo "ui.sh: $tool is missing" >&2; exit 2; }
done
[ -x "$GNOME_CHESS" ] || echo "ui.sh: $GNOME_CHESS is missing (apt-get install gnome-chess): its column stays empty" >&2

# Ours: the release build.  A failing build is reported, not fatal: the
# GNOME Chess side is still measured.
OURS=${BENCH_OURS:-$ROOT/$BUILD/src/chess}
if [ -z "${BENCH_OURS:-}" ] && command -v meson >/dev/null 2>&1; then
  if [ ! -f "$BUILD/build.ninja" ]; then
    meson setup "$BUILD" --buildtype=release >"${TMPDIR:-/tmp}/ui-bench-setup.log" 2>&1 \
      || echo "ui.sh: meson setup $BUILD failed (see ${TMPDIR:-/tmp}/ui-bench-setup.log)" >&2
  fi
  if [ -f "$BUILD/build.ninja" ]; then
    nice meson compile -C "$BUILD" chess >"${TMPDIR:-/tmp}/ui-bench-build.log" 2>&1 \
      || echo "ui.sh: building chess failed (see ${TMPDIR:-/tmp}/ui-bench-build.log)" >&2
    meson compile -C "$BUILD" gschemas-compiled >/dev/null 2>&1 || true
  fi
fi

session=$(mktemp -d "${TMPDIR:-/tmp}/chess-ui-bench.XXXXXX")
if [ "${BENCH_KEEP:-0}" = 1 ]; then
  trap 'echo "ui.sh: session kept in $session" >&2' EXIT
else
  trap 'rm -rf "$session"' EXIT
fi
trap 'exit 130' INT TERM

# The floor: a bare GTK 4 window redrawn 10 times a second (see gtk-floor.c).
floor=$session/gtk-floor
# shellcheck disable=SC2046 # pkg-config's flags are words
${CC:-cc} -O2 -o "$floor" bench/gtk-floor.c $(pkg-config --cflags --libs gtk4) \
  >"$session/floor-build.log" 2>&1 || { echo "ui.sh: gtk-floor did not build" >&2; floor=; }

# The floor under the goals: the least libadwaita window showing a board
# (see adw-floor.c); GNOME Chess is a libadwaita program as well.
adw_floor=$session/adw-floor
# shellcheck disable=SC2046 # pkg-config's flags are words
${CC:-cc} -O2 -o "$adw_floor" bench/adw-floor.c $(pkg-config --cflags --libs libadwaita-1) -lm \
  >"$session/adw-floor-build.log" 2>&1 || { echo "ui.sh: adw-floor did not build" >&2; adw_floor=; }

# GNOME Chess's schema is system-wide; ours comes from the build tree.
unset GSK_DEBUG GDK_SCALE
GUI_TEST_SCREEN=1280x900x24 GUI_TEST_KEEP="${BENCH_KEEP:-0}" GDK_DEBUG='' \
GSK_RENDERER=cairo GDK_BACKEND=x11 GSETTINGS_BACKEND=keyfile LANG=C.UTF-8 LC_ALL=C.UTF-8 \
tests/gui-test-wrapper.sh "$PYTHON" "$ROOT/bench/ui-measure.py" "$OURS" "$GNOME_CHESS" "$session" "$ROOT/$BUILD/data" "$floor" "$adw_floor" \
  2>>"$session/measure.err" || {
    echo "ui.sh: the measurement failed:" >&2
    cat "$session/measure.err" "$session/measure.log" >&2 2>/dev/null || true
  }
if [ "${BENCH_KEEP:-0}" = 1 ]; then cat "$session/measure.log" >&2; fi
exit 0
