/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-file-chooser.h — the one way the windows ask for a file: a modal
 * GtkFileChooserNative (GTK 4.8; GtkFileDialog is 4.10) with the PGN
 * filter (or another, for other files), and "All Files" when opening. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* `file` is the one chosen, or NULL when the user cancelled. */
typedef void (*ChessFileChosenFunc) (GtkWindow *parent, GFile *file);

/* Asks on `parent`, which is kept alive until `then` has been called.
 * `suggested_name` (or NULL) is the name offered when saving. */
void chess_file_chooser_choose (GtkWindow            *parent,
                                const char           *title,
                                GtkFileChooserAction  action,
                                const char           *accept,
                                const char           *suggested_name,
                                ChessFileChosenFunc   then);

/* A file to open of the kind `filter` names (a puzzle file…). */
void chess_file_chooser_open (GtkWindow           *parent,
                              const char          *title,
                              const char          *accept,
                              GtkFileFilter       *filter,
                              ChessFileChosenFunc  then);

G_END_DECLS
