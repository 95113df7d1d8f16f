#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# check-deprecated.sh SOURCE_ROOT
#
# No widget or call that GTK deprecated in 4.10 enters our code unnoticed.
# We build against GTK 4.8 (Debian 12), whose headers do not mark them, so
# the compiler cannot tell us; this list does.  What GTK 4.8 and
# libadwaita 1.2 can replace must be replaced; the few uses that have no
# replacement there are listed in ALLOWED below, each with the reason, and
# say so in a comment where they are.
set -u
root=$1

# Deprecated in GTK 4.10 (types, their functions, their .ui classes).
DEPRECATED='\bGtk(ComboBox|ComboBoxText|TreeView|TreeViewColumn|TreeModel|TreeModelFilter|TreeModelSort|TreeStore|ListStore|TreeSelection|TreeSortable|TreeIter|TreePath|TreeRowReference|CellRenderer[A-Za-z]*|CellArea[A-Za-z]*|CellView|CellLayout|CellEditable|IconView|EntryCompletion|InfoBar|Dialog|MessageDialog|Assistant|Statusbar|AppChooser[A-Za-z]*|VolumeButton|LockButton|FontButton|ColorButton|FontChooser[A-Za-z]*|ColorChooser[A-Za-z]*|FileChooser[A-Za-z]*|StyleContext)\b'
DEPRECATED="$DEPRECATED"'|\bgtk_(combo_box|tree_view|tree_model|tree_store|list_store|tree_selection|tree_path|tree_iter|cell_renderer|cell_area|cell_view|cell_layout|icon_view|entry_completion|info_bar|dialog|message_dialog|assistant|statusbar|app_chooser|volume_button|lock_button|font_button|color_button|font_chooser|color_chooser|file_chooser)_[a-z_]+'
DEPRECATED="$DEPRECATED"'|\bgtk_style_context_[a-z_]+|\bgtk_widget_get_style_context\b|\bgtk_render_[a-z_]+|\bgtk_snapshot_render_[a-z_]+|\bgtk_show_uri(_full)?\b|\bgtk_widget_(show|hide)\b'

# Still current in 4.10: the display-wide style providers.
CURRENT='gtk_style_context_(add|remove)_provider_for_display'

# file: what it may use, and why (nothing in GTK 4.8 does it otherwise).
ALLOWED='
src/window/chess-window-actions.c:GtkFileChooser|gtk_file_chooser_
src/window/chess-window-private.h:GtkFileChooser
src/dialogs/chess-file-chooser.c:GtkFileChooser|gtk_file_chooser_
src/dialogs/chess-file-chooser.h:GtkFileChooser|gtk_file_chooser_
src/dialogs/chess-engine-preferences.c:GtkFileChooser|gtk_file_chooser_
src/widgets/chess-clock-view.c:gtk_style_context_get_color|gtk_widget_get_style_context
src/views/chess-trainer-history.c:gtk_style_context_get_color|gtk_widget_get_style_context
src/widgets/chess-move-list.c:GtkStyleContext|gtk_style_context_get_color|gtk_style_context_lookup_color|gtk_widget_get_style_context
'
# GtkFileChooserNative: GtkFileDialog, its replacement, is GTK 4.10.
# gtk_style_context_get_color: gtk_widget_get_color is GTK 4.10.
# gtk_style_context_lookup_color: the named colours (accent) for text tags,
#   which cannot follow CSS; GTK 4.8 has no other way to read them.

cd "$root" || exit 1
# code lines only: comments may name what they avoid
hits=$(grep -rnE "$DEPRECATED" src tools --include='*.c' --include='*.h' --include='*.ui' \
       | grep -vE '^[^:]+:[0-9]+:[[:space:]]*(/\*|\*|//)' \
       | while IFS= read -r line; do
           where=$(printf '%s' "$line" | cut -d: -f1,2)
           printf '%s\n' "$line" | cut -d: -f3- | grep -oE "$DEPRECATED" | grep -vE "^($CURRENT)\$" \
             | sed "s|^|$where:|"
         done)
status=0
for hit in $hits; do
  file=${hit%%:*}
  symbol=${hit##*:}
  allowed=$(printf '%s\n' "$ALLOWED" | sed -n "s|^$file:||p")
  if [ -n "$allowed" ] && printf '%s\n' "$symbol" | grep -qE "^($allowed)"; then
    echo "kept (no GTK 4.8 replacement): $hit"
  else
    echo "deprecated in GTK 4.10: $hit"
    status=1
  fi
done
exit $status
