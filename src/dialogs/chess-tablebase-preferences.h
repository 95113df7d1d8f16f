/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-tablebase-preferences.h — the Endgames page of Preferences: the
 * Syzygy tablebase folders (a path list, "tablebase-folders"), what the
 * application found in them and where it looked, and whether the tables
 * end a game against the computer once it is decided
 * ("tablebase-adjudication"). */
#pragma once

#include <adwaita.h>
#include "chess-tablebase.h"

G_BEGIN_DECLS

/* An AdwPreferencesPage; `tablebase` (the application's, may be NULL)
 * says what was found, and again after each opening. */
GtkWidget *chess_tablebase_preferences_new (GSettings *settings, ChessTablebase *tablebase);

G_END_DECLS
