/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-engine-preferences.h — the Engines page of Preferences: the
 * engines the application knows (Stockfish, and those added by path),
 * Add Engine… with the engine's own message when a program is not one,
 * Remove, and each engine's options as widgets built from its own option
 * lines (spin, check, combo, string, button), their values kept in the
 * settings for every engine started later. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define CHESS_TYPE_ENGINE_PREFERENCES (chess_engine_preferences_get_type ())
G_DECLARE_FINAL_TYPE (ChessEnginePreferences, chess_engine_preferences, CHESS, ENGINE_PREFERENCES,
                      AdwPreferencesPage)

ChessEnginePreferences *chess_engine_preferences_new (GSettings *settings);

/* What Add Engine… does once a program is chosen (for tests too): the
 * engine is started and added, or its message is shown. */
void chess_engine_preferences_add_engine (ChessEnginePreferences *self, const char *path);

G_END_DECLS
