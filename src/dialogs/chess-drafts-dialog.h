/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-drafts-dialog.h — the unfinished games kept as drafts that no
 * window shows: each can be opened (in a window of its own) or discarded. */
#pragma once

#include <gtk/gtk.h>
#include "chess-session.h"

G_BEGIN_DECLS

#define CHESS_TYPE_DRAFTS_DIALOG (chess_drafts_dialog_get_type ())
G_DECLARE_FINAL_TYPE (ChessDraftsDialog, chess_drafts_dialog, CHESS, DRAFTS_DIALOG, GtkWindow)

/* drafts: of ChessDraft, as chess_session_list_drafts() gives them. */
ChessDraftsDialog *chess_drafts_dialog_new (GtkWindow *parent, GPtrArray *drafts);

/* Signals:
 *   "draft-chosen" (ChessDraft *draft): Open was pressed; the dialog
 *       closes.  Discard deletes the draft's file itself. */

G_END_DECLS
