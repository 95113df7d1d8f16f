#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# check-po.sh SOURCE_ROOT LANG...
# Every translation compiles with msgfmt --check, has no fuzzy or untranslated
# message, and covers every message of the current sources (a fresh template
# made with the same xgettext options as po/meson.build).  POTFILES.in must
# list every source file that marks a message, and only files that exist.
set -u
root=$1; shift
status=0
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT

cd "$root" || exit 1

grep -v '^#' po/POTFILES.in | sed '/^$/d' > "$tmp/listed"
while read -r f; do
  [ -f "$f" ] || { echo "po/POTFILES.in lists $f, which does not exist"; status=1; }
done < "$tmp/listed"
for f in $(grep -l -E '(\b_|\bN_|\bC_|\bNC_|\bchess_tr|\bchess_tr_noop|g_dngettext) ?\(' -r src --include='*.c' | sort) \
         $(grep -l 'translatable="yes"' data/ui/*.ui 2>/dev/null); do
  grep -qx "$f" "$tmp/listed" || { echo "$f marks messages for translation but is not in po/POTFILES.in"; status=1; }
done

xgettext --from-code=UTF-8 --add-comments --keyword=_ --keyword=N_ --keyword=C_:1c,2 --keyword=NC_:1c,2 \
  --keyword=g_dcgettext:2 --keyword=g_dngettext:2,3 --keyword=g_dpgettext2:2c,3 \
  --flag=N_:1:pass-c-format --flag=C_:2:pass-c-format --flag=NC_:2:pass-c-format \
  --flag=g_dngettext:2:pass-c-format --flag=g_strdup_printf:1:c-format --flag=g_string_printf:2:c-format \
  --flag=g_string_append_printf:2:c-format --flag=g_error_new:3:c-format --flag=g_set_error:4:c-format \
  --flag=g_markup_printf_escaped:1:c-format --flag=g_log:3:c-format --flag=g_print:1:c-format \
  --flag=g_printerr:1:c-format --flag=g_printf:1:c-format --flag=g_fprintf:2:c-format \
  --flag=g_sprintf:2:c-format --flag=g_snprintf:3:c-format \
  --keyword=chess_tr --keyword=chess_tr_noop --flag=chess_tr:1:pass-c-format \
  --msgid-bugs-address=https://example.com/chess/issues \
  --directory="$root" --files-from="$tmp/listed" --output="$tmp/chess.pot" || exit 1

for lang in "$@"; do
  "$root/tests/check-catalogue.sh" "po/$lang.po" "$tmp/chess.pot" \
    "run the chess-update-po target and translate" || status=1
done
exit $status
