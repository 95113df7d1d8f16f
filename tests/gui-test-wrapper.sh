#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# gui-test-wrapper.sh CMD [ARGS...]
#
# The project's one way to run something with a display: the GUI and board
# tests, the install test, tests/data/take-screenshots.sh and bench/ui.sh.
# Runs CMD inside a throw-away desktop session: its own Xvfb server (the
# server chooses a free display number, so tests may run in parallel), its
# own D-Bus session bus that can start nothing but the accessibility bus,
# and its own XDG directories, so nothing touches the caller's display,
# bus, settings or recent files.  Exits with CMD's status; 77 (skip) when
# Xvfb or dbus-run-session is missing.
#
# Environment: GUI_TEST_SCREEN (default 1280x900x24), GUI_TEST_KEEP=1 keeps
# the session folder (its path is printed) for the Xvfb log.  Sets, unless
# already set: GDK_BACKEND=x11, GSK_RENDERER=cairo, GSETTINGS_BACKEND=memory,
# and GDK_DEBUG=gl-disable with the cairo renderer (set GDK_DEBUG to the
# empty string to keep GTK's own choice, as the benchmark does).
set -eu

for tool in Xvfb dbus-run-session; do
  if ! command -v "$tool" >/dev/null 2>&1; then
    echo "gui-test-wrapper: $tool not installed, skipping" >&2
    exit 77
  fi
done
[ $# -gt 0 ] || { echo "usage: $0 CMD [ARGS...]" >&2; exit 2; }

session=$(mktemp -d "${TMPDIR:-/tmp}/chess-gui.XXXXXX")
xvfb_pid=

finish () {
  if [ -n "$xvfb_pid" ]; then
    kill "$xvfb_pid" 2>/dev/null || true
    wait "$xvfb_pid" 2>/dev/null || true
  fi
  # What the session started and left running: speech-dispatcher, spawned
  # by the app's (or Orca's) first word with its socket in this session's
  # runtime folder, outlives the bus and would idle on for ever, one more
  # per test.  It does not end on SIGTERM (it waits on), and its voice
  # module ends with it.
  pkill -KILL -f -- "$session/" 2>/dev/null || true
  if [ "${GUI_TEST_KEEP:-0}" = 1 ]; then
    echo "gui-test-wrapper: session kept in $session" >&2
  else
    rm -rf "$session"
  fi
}
trap finish EXIT
trap 'exit 130' INT TERM

# -displayfd writes the chosen display number to fd 3 once the server is up.
Xvfb -displayfd 3 -screen 0 "${GUI_TEST_SCREEN:-1280x900x24}" -nolisten tcp -noreset \
  3>"$session/display" 2>"$session/xvfb.log" &
xvfb_pid=$!

tries=0
while [ ! -s "$session/display" ]; do
  tries=$((tries + 1))
  if [ "$tries" -gt 300 ] || ! kill -0 "$xvfb_pid" 2>/dev/null; then
    echo "gui-test-wrapper: Xvfb did not start:" >&2
    cat "$session/xvfb.log" >&2
    exit 99
  fi
  sleep 0.05
done
DISPLAY=":$(head -n 1 "$session/display")"
export DISPLAY
unset WAYLAND_DISPLAY DBUS_SESSION_BUS_ADDRESS AT_SPI_BUS_ADDRESS

export GDK_BACKEND="${GDK_BACKEND:-x11}"
export GSK_RENDERER="${GSK_RENDERER:-cairo}"
# With the cairo renderer GL is never drawn with, but GDK's X11 backend still
# probes EGL/GLX to pick a visual; Mesa then unloads swrast_dri.so, and a
# leak inside it shows under LeakSanitizer as "<unknown module>", which no
# suppression can name.  Skip the probe.  (The chess program does this
# itself, see src/main.c; test programs built on its widgets need it here.)
if [ "$GSK_RENDERER" = cairo ] && [ -z "${GDK_DEBUG+set}" ]; then
  export GDK_DEBUG=gl-disable
fi
# no dconf on the private bus
export GSETTINGS_BACKEND="${GSETTINGS_BACKEND:-memory}"

for d in runtime config data cache state; do mkdir -p "$session/$d"; done
chmod 700 "$session/runtime"
export XDG_RUNTIME_DIR="$session/runtime" XDG_CONFIG_HOME="$session/config" \
       XDG_DATA_HOME="$session/data" XDG_CACHE_HOME="$session/cache" \
       XDG_STATE_HOME="$session/state"

# A bus that activates only the AT-SPI bus launcher: no portals, no dconf.
mkdir -p "$session/services"
launcher=/usr/libexec/at-spi-bus-launcher
printf '[D-BUS Service]\nName=org.a11y.Bus\nExec=%s\n' "$launcher" \
  > "$session/services/org.a11y.Bus.service"
cat > "$session/bus.conf" <<CONF
<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>session</type>
  <keep_umask/>
  <listen>unix:tmpdir=$session</listen>
  <servicedir>$session/services</servicedir>
  <policy context="default">
    <allow send_destination="*" eavesdrop="true"/>
    <allow eavesdrop="true"/>
    <allow own="*"/>
  </policy>
</busconfig>
CONF

set +e
dbus-run-session --config-file="$session/bus.conf" -- "$@"
status=$?
set -e
exit "$status"
