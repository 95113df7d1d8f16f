/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-preferences-dialog.h — the preferences: an AdwPreferencesWindow whose
 * rows are bound to the com.example.Chess settings.
 *
 * The General page comes from data/ui/chess-preferences-dialog.ui.  A room
 * with settings of its own (engines, databases…) gives it a page of its own:
 * an AdwPreferencesPage subclass in its own files, built from the same
 * GSettings and added in chess_preferences_dialog_new(), after General. */
#pragma once

#include <adwaita.h>
#include "chess-tablebase.h"

G_BEGIN_DECLS

#define CHESS_TYPE_PREFERENCES_DIALOG (chess_preferences_dialog_get_type ())
G_DECLARE_FINAL_TYPE (ChessPreferencesDialog, chess_preferences_dialog, CHESS, PREFERENCES_DIALOG, AdwPreferencesWindow)

ChessPreferencesDialog *chess_preferences_dialog_new (GtkWindow *parent, GSettings *settings);
/* The Endgames page, with what `tablebase` (may be NULL) found. */
void chess_preferences_dialog_add_tablebase_page (ChessPreferencesDialog *self, ChessTablebase *tablebase);

G_END_DECLS
