#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# take-screenshots.sh BUILD_DIR OUT_DIR
#
# Screenshots of the real window for people to look at (and for the
# AppStream metainfo): the default look, the dark GTK theme, each piece set
# and each board theme, after the moves of a short opening, with a piece
# picked up so the legal-move marks show.  Every shot runs in its own private
# Xvfb session; settings come from a private keyfile backend.
#
#   tests/data/take-screenshots.sh build-art /tmp/shots
#   SHOT_MOVES= SHOT_PICK= tests/data/take-screenshots.sh build-art /tmp/shots  (start position)
#   cp /tmp/shots/default.png data/screenshots/main.png
set -u
build=$(cd "$1" && pwd) || exit 1
out=$2
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$out" || exit 1
out=$(cd "$out" && pwd)

if [ "${TAKE_SCREENSHOT_INNER:-}" = 1 ]; then
  # Inside the session: $3 = shot name, $4 = keyfile text, $5 = WxH.
  name=$3 keyfile=$4 size=$5
  mkdir -p "$XDG_CONFIG_HOME/glib-2.0/settings"
  printf '[com/example/Chess]\n%b\n' "$keyfile" >"$XDG_CONFIG_HOME/glib-2.0/settings/keyfile"
  w=${size%x*} h=${size#*x}
  printf "window-width=%s\nwindow-height=%s\n" "$w" "$h" >>"$XDG_CONFIG_HOME/glib-2.0/settings/keyfile"
  events=$(mktemp)
  cd "$XDG_CONFIG_HOME" || exit 1
  GSETTINGS_SCHEMA_DIR="$build/data" GSETTINGS_BACKEND=keyfile CHESS_TEST_EVENTS=1 \
    "$build/src/chess" >"$events" 2>"$out/$name.log" &
  pid=$!
  wait_for () {   # wait_for PATTERN [COUNT]
    for _ in $(seq 1 100); do
      [ "$(grep -c -E "$1" "$events")" -ge "${2:-1}" ] && return 0
      kill -0 "$pid" 2>/dev/null || return 1
      sleep 0.1
    done
    return 1
  }
  wait_for '^READY' || { echo "$name: no READY"; cat "$out/$name.log"; kill "$pid"; exit 1; }
  wait_for '^BOARD '
  wid=$(timeout 10 xdotool search --sync --onlyvisible --pid "$pid" | head -n1)
  set -- $(grep '^BOARD ' "$events" | tail -n1)
  bx=$2 by=$3 sq=$4 scale=$5 flipped=$6
  centre () {     # centre SQUARE -> "x y" in X pixels of the window
    file=$(printf '%s' "$1" | cut -c1) rank=$(printf '%s' "$1" | cut -c2)
    f=$(( $(printf '%d' "'$file") - 97 )) r=$((rank - 1))
    if [ "$flipped" = 1 ]; then f=$((7 - f)); else r=$((7 - r)); fi
    echo "$(( (bx + f * sq + sq / 2) * scale )) $(( (by + r * sq + sq / 2) * scale ))"
  }
  n=0
  for move in ${SHOT_MOVES-e2e4 e7e5 g1f3 b8c6 f1b5 a7a6}; do
    from=$(printf '%s' "$move" | cut -c1-2) to=$(printf '%s' "$move" | cut -c3-4)
    xdotool mousemove --window "$wid" $(centre "$from") click 1 sleep 0.15 \
            mousemove --window "$wid" $(centre "$to") click 1
    n=$((n + 1))
    if ! wait_for '^MOVE ' "$n"; then
      if kill -0 "$pid" 2>/dev/null; then
        echo "$name: move $move was not made"
      else
        wait "$pid"; echo "$name: chess exited with status $? during the move $move"; exit 1
      fi
    fi
  done
  # Pick up a piece (the bishop on b5) so its legal moves are marked; park the pointer away.
  [ -n "${SHOT_PICK-b5}" ] &&
    xdotool mousemove --window "$wid" $(centre "${SHOT_PICK-b5}") click 1 sleep 0.2 mousemove 1270 1010
  sleep 0.8
  kill -0 "$pid" 2>/dev/null || { wait "$pid"; echo "$name: chess exited with status $?"; exit 1; }
  import -window "$wid" "$out/$name.png"
  xdotool key --clearmodifiers Escape
  kill "$pid" 2>/dev/null
  wait "$pid" 2>/dev/null
  rm -f "$events"
  exit 0
fi

wrapper=$here/../gui-test-wrapper.sh
for f in "$build/src/chess" "$build/data/gschemas.compiled"; do
  [ -e "$f" ] || { echo "take-screenshots: $f is missing (meson compile -C BUILD_DIR chess gschemas-compiled)"; exit 1; }
done
status=0
shoot () {   # shoot NAME KEYFILE [ENV...]
  name=$1 keyfile=$2; shift 2
  env GUI_TEST_SCREEN=1280x1024x24 "$@" TAKE_SCREENSHOT_INNER=1 \
    "$wrapper" sh ${SHOT_TRACE:+-x} "$here/take-screenshots.sh" "$build" "$out" "$name" "$keyfile" "${SIZE:-1000x760}" >"$out/$name.session.log" 2>&1 ||
    { echo "FAILED: $name (see $out/$name.session.log)"; grep "^$name:" "$out/$name.session.log"; status=1; return; }
  echo "$out/$name.png"
}
shoot default ''
shoot dark '' GTK_THEME=Adwaita:dark
shoot contrast "piece-set='contrast'"
shoot contrast-dark "piece-set='contrast'" GTK_THEME=Adwaita:dark
for theme in brown green blue grey; do
  shoot "theme-$theme" "board-theme='$theme'"
done
SIZE=800x600 shoot small ''
SIZE=1270x1000 shoot large ''
# Translations (right-to-left for Persian) when the locales exist; the .mo files
# must be installed under the build's LOCALEDIR (configure a build with a
# private --prefix and copy po/*/LC_MESSAGES/chess.mo there).
locale -a 2>/dev/null | grep -qi '^fa_IR.utf-\?8$' && shoot fa '' LC_ALL=fa_IR.UTF-8 LANGUAGE=fa
locale -a 2>/dev/null | grep -qi '^el_GR.utf-\?8$' && shoot el '' LC_ALL=el_GR.UTF-8 LANGUAGE=el
exit $status
