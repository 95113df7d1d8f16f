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

/* `file` is the one chosen (NULL when the user cancelled) and `choice`
 * the id of the option chosen with it. */
typedef void (*ChessFileChoiceFunc) (GtkWindow *parent, GFile *file, const char *choice);

/* A file to save with `filter` (a picture…) and one choice beside the
 * name (GtkFileChooser's choices, which the portals show too): `label`,
 * the options' ids and labels (NULL-terminated, as many of each), the
 * first one offered. */
void chess_file_chooser_save_with_choice (GtkWindow           *parent,
                                          const char          *title,
                                          const char          *accept,
                                          const char          *suggested_name,
                                          GtkFileFilter       *filter,
                                          const char          *label,
                                          const char * const  *options,
                                          const char * const  *option_labels,
                                          ChessFileChoiceFunc  then);

G_END_DECLS
