#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# check-help-translations.sh HELP_SOURCE_DIR HELP_BUILD_DIR "LANG..." FILE...
# Each translation of the user guide compiles (msgfmt --check), has no fuzzy
# or untranslated message, covers every message of the current pages (a
# fresh template made with itstool, as gnome.yelp does), and the translated
# pages that the build made from it are valid Mallard.
set -u
src=$1 built=$2 langs=$3; shift 3
pages=$*   # the files of help/C that gnome.yelp installs
status=0
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT

(cd "$src/C" && itstool -o "$tmp/help.pot" $pages) || exit 1

for lang in $langs; do
  "$(dirname "$0")/../check-catalogue.sh" "$src/$lang/$lang.po" "$tmp/help.pot" \
    "run help-com.example.Chess-update-po and translate" || status=1
  for page in $pages; do
    [ -f "$built/$lang/$page" ] || { echo "$built/$lang/$page was not built"; status=1; }
  done
  (cd "$built/$lang" && yelp-check validate $(ls *.page)) || { echo "$lang: translated pages do not validate"; status=1; }
done
exit $status
