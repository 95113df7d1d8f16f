#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# xvfb-run-test.sh COMMAND [ARG...]
# Runs COMMAND on a private Xvfb (the server picks a free display), inside a
# private D-Bus session, with private XDG folders, and returns its exit status.
set -u
tmp=$(mktemp -d) || exit 1
xvfb_pid=
cleanup () {
  [ -n "$xvfb_pid" ] && kill "$xvfb_pid" 2>/dev/null
  rm -rf "$tmp"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

mkfifo "$tmp/displayfd" || exit 1
Xvfb -displayfd 3 -screen 0 1280x1024x24 -nolisten tcp 3>"$tmp/displayfd" >"$tmp/xvfb.log" 2>&1 &
xvfb_pid=$!
read -r display <"$tmp/displayfd" || { cat "$tmp/xvfb.log" >&2; echo "Xvfb did not start" >&2; exit 1; }

mkdir -p "$tmp/config" "$tmp/data" "$tmp/cache" "$tmp/runtime"
chmod 700 "$tmp/runtime"
export DISPLAY=":$display" GDK_BACKEND=x11 GSK_RENDERER="${GSK_RENDERER:-cairo}"
export XDG_CONFIG_HOME="$tmp/config" XDG_DATA_HOME="$tmp/data" XDG_CACHE_HOME="$tmp/cache" \
       XDG_RUNTIME_DIR="$tmp/runtime"
unset WAYLAND_DISPLAY

# A bus that can start only the accessibility bus: no portals, no dconf.
mkdir -p "$tmp/services"
[ -f /usr/share/dbus-1/services/org.a11y.Bus.service ] &&
  cp /usr/share/dbus-1/services/org.a11y.Bus.service "$tmp/services/"
cat >"$tmp/bus.conf" <<CONF
<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>session</type>
  <listen>unix:dir=$tmp/runtime</listen>
  <servicedir>$tmp/services</servicedir>
  <policy context="default">
    <allow send_destination="*" eavesdrop="true"/>
    <allow eavesdrop="true"/>
    <allow own="*"/>
  </policy>
</busconfig>
CONF
dbus-run-session --config-file="$tmp/bus.conf" -- "$@"
