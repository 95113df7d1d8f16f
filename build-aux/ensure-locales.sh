#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Generates the locales the test suite runs the app under (Persian and Greek:
# right-to-left layout, local digits, long labels) when they are missing.
# Only the test command calls this; build-aux/run.sh leaves the user's
# locales alone.  Uses sudo when not root; the definitions come from Debian's
# "locales" package (build-aux/debian-packages.txt).
set -eu
sudo=""
[ "$(id -u)" -eq 0 ] || sudo=sudo
for name in fa_IR el_GR; do
  # locale -a spells them fa_IR.utf8; any spelling of UTF-8 will do.
  if ! locale -a 2>/dev/null | grep -qi "^$name\.utf-\?8\$"; then
    echo "Generating the $name.UTF-8 locale"
    $sudo localedef -i "$name" -c -f UTF-8 -A /usr/share/locale/locale.alias "$name.UTF-8"
  fi
done
