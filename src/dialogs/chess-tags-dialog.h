/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-tags-dialog.h — the tags of a game of the library, to correct a
 * name, a date, a rating: the Seven Tag Roster, the ratings and the ECO
 * code, each in a field.  Save emits the tags that changed. */
#pragma once

#include <adwaita.h>

#include "chess-record.h"

G_BEGIN_DECLS

#define CHESS_TYPE_TAGS_DIALOG (chess_tags_dialog_get_type ())
G_DECLARE_FINAL_TYPE (ChessTagsDialog, chess_tags_dialog, CHESS, TAGS_DIALOG, AdwWindow)

/* For the tags of `record` (read now; the record may go). */
ChessTagsDialog *chess_tags_dialog_new (GtkWindow         *parent,
                                        const ChessRecord *record);

/* Signals:
 *   "save" (GHashTable *changed): tag names to their new values ("" to
 *     remove a tag); the dialog closes after it. */

G_END_DECLS
