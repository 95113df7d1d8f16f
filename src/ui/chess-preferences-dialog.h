/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-preferences-dialog.h — the preferences, bound to GSettings. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define CHESS_TYPE_PREFERENCES_DIALOG (chess_preferences_dialog_get_type ())
G_DECLARE_FINAL_TYPE (ChessPreferencesDialog, chess_preferences_dialog, CHESS, PREFERENCES_DIALOG, GtkWindow)

ChessPreferencesDialog *chess_preferences_dialog_new (GtkWindow *parent, GSettings *settings);

G_END_DECLS
