#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# check-includes.sh SOURCE_ROOT
#
# No room includes a header of a room above it.  The compiler enforces most
# of it (a room's dependencies carry only the include folders below it), but
# one folder may hold headers a room must not see (chess-session.h lies
# beside chess-game.h), and an include folder added in a meson.build would
# let an upward include through unnoticed: this reads every `#include "…"`
# of src/ROOM and fails on one the table below does not allow, and on a
# room's -private.h included from another room.
set -u
root=$1

# room: the rooms whose headers it may include (its own always).
ROOMS='
core:
game: core
engine: core game
analysis: core game engine
library: core game
tablebase: core
training: core game engine analysis library
widgets: core game
models: core game library
play: core game engine analysis library
ui: core game engine analysis library models widgets play training
probe: core game engine analysis library models widgets play ui training
'
# room: headers it may not include although their room is allowed.  The
# widgets show values and emit what the user asked for: no session.
FORBIDDEN='
widgets: chess-session.h chess-session-private.h
'

cd "$root" || exit 1
rooms=$(printf '%s\n' "$ROOMS" | sed -n 's/^\([a-z]*\):.*/\1/p')

# The room of a header: the folder it is in, or the folder whose
# meson.build generates it (enums, resources); config.h is everyone's.
room_of () {
  for r in $rooms; do
    [ -f "src/$r/$1" ] && { echo "$r"; return; }
  done
  for r in $rooms; do
    grep -qE "(mkenums_simple|compile_resources|configure_file)\('${1%.h}'" "src/$r/meson.build" 2>/dev/null \
      && { echo "$r"; return; }
  done
  [ "$1" = config.h ] && echo any
}

status=0
for room in $rooms; do
  allowed="$room $(printf '%s\n' "$ROOMS" | sed -n "s/^$room://p")"
  forbidden=$(printf '%s\n' "$FORBIDDEN" | sed -n "s/^$room://p")
  for file in src/"$room"/*.c src/"$room"/*.h; do
    [ -f "$file" ] || continue
    for header in $(sed -n 's/^[[:space:]]*#[[:space:]]*include[[:space:]]*"\([^"]*\)".*/\1/p' "$file"); do
      where=$(room_of "$header")
      case " $forbidden " in
        *" $header "*) echo "$file includes $header: the $room room may not"; status=1; continue ;;
      esac
      case "$header" in
        *-private.h) [ "$where" = "$room" ] || { echo "$file includes $header: private to src/$where"; status=1; continue; } ;;
      esac
      case "$where" in
        any) ;;
        "") echo "$file includes $header, which is in no room"; status=1 ;;
        *)
          case " $allowed " in
            *" $where "*) ;;
            *) echo "$file includes $header from src/$where: above the $room room"; status=1 ;;
          esac ;;
      esac
    done
  done
done
[ $status -eq 0 ] && echo "every room includes only itself and the rooms below it"
exit $status
