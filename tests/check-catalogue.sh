#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# check-catalogue.sh PO POT HOW-TO-UPDATE
# One translation catalogue is complete: it compiles (msgfmt --check), has no
# fuzzy or untranslated message, and covers every message of POT, a template
# made fresh from the current sources.  Used by tests/data/check-po.sh (the
# program's messages) and tests/help/check-help-translations.sh (the guide).
po=$1 pot=$2 how=$3
if ! msgfmt --check --output-file=/dev/null "$po"; then
  echo "$po: msgfmt --check failed"
  exit 1
fi
status=0
stats=$(LC_ALL=C msgfmt --statistics --output-file=/dev/null "$po" 2>&1)
echo "$po: $stats"
case "$stats" in
  *fuzzy*|*untranslated*) echo "$po: has fuzzy or untranslated messages"; status=1 ;;
esac
# msgcmp names each message of the sources that the translation lacks.
if ! msgcmp "$po" "$pot"; then
  echo "$po: does not cover every message of the current sources ($how)"
  status=1
fi
exit $status
