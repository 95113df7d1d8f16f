/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-engine-catalog.h — the chess engines the application knows.
 *
 * Stockfish is found by itself ("stockfish" on PATH, else Debian's
 * /usr/games/stockfish) and is always first; other UCI engines are added
 * by the path of their program, once a handshake has shown that they are
 * one, and are kept in GSettings ("engines") with the name they gave.  The
 * values the user gives an engine's options are kept too
 * ("engine-options"), and every engine the catalog creates gets them at
 * its handshake.
 *
 * The catalog is a GListModel of ChessEngineEntry, for the engine choosers
 * of the New Game dialog and Preferences.  Without settings (tools, tests)
 * it holds the default engine and what is added while it lives. */
#pragma once

#include <gio/gio.h>
#include "chess-engine.h"

G_BEGIN_DECLS

#define CHESS_TYPE_ENGINE_ENTRY (chess_engine_entry_get_type ())
G_DECLARE_FINAL_TYPE (ChessEngineEntry, chess_engine_entry, CHESS, ENGINE_ENTRY, GObject)

/* Properties "path", "name" (notify: the "id name" once the engine has run)
 * and "removable" (FALSE for the default engine). */
const char *chess_engine_entry_get_path (ChessEngineEntry *self);
const char *chess_engine_entry_get_name (ChessEngineEntry *self);
gboolean chess_engine_entry_get_removable (ChessEngineEntry *self);

#define CHESS_TYPE_ENGINE_CATALOG (chess_engine_catalog_get_type ())
G_DECLARE_FINAL_TYPE (ChessEngineCatalog, chess_engine_catalog, CHESS, ENGINE_CATALOG, GObject)

/* Where Stockfish is: "stockfish" on PATH, else /usr/games/stockfish;
 * NULL if neither is there. */
char *chess_engine_find_stockfish (void);

/* `settings`: the application's com.example.Chess settings, or NULL. */
ChessEngineCatalog *chess_engine_catalog_new (GSettings *settings);
/* Stockfish, or NULL when it is not installed. */
ChessEngineEntry *chess_engine_catalog_get_default (ChessEngineCatalog *self);
/* The engine of the analysis, the review and the puzzles made: the
 * setting "analysis-engine", else Stockfish (its name alone when it is not
 * installed, so that starting it fails and says so). */
char *chess_engine_catalog_dup_analysis_path (ChessEngineCatalog *self);
/* The entry of the program at `path` (made absolute), or NULL. */
ChessEngineEntry *chess_engine_catalog_lookup (ChessEngineCatalog *self, const char *path);

/* Starts the program at `path` and adds it when it completes the UCI
 * handshake; an engine already known is returned as it is.  Fails with the
 * engine's error: CHESS_ENGINE_ERROR_MISSING (no such program),
 * _NO_UCIOK (a program, but not a UCI engine), _TIMEOUT, _CRASHED, _FLOOD. */
void chess_engine_catalog_add_async (ChessEngineCatalog *self, const char *path,
                                     GCancellable *cancellable,
                                     GAsyncReadyCallback callback, gpointer user_data);
ChessEngineEntry *chess_engine_catalog_add_finish (ChessEngineCatalog *self, GAsyncResult *result,
                                                   GError **error);
/* Forgets an added engine and its option values; FALSE for the default
 * engine and for unknown paths. */
gboolean chess_engine_catalog_remove (ChessEngineCatalog *self, const char *path);

/* The value the user gave the option `name` of the engine at `path`, or
 * NULL for the engine's own default. */
char *chess_engine_catalog_dup_option_value (ChessEngineCatalog *self, const char *path,
                                             const char *name);
/* NULL `value` goes back to the engine's default.  A value holding a
 * line break is refused (CHESS_ENGINE_ERROR_UNSUPPORTED, saying so): an
 * engine reads one command a line, so it could never be given. */
gboolean chess_engine_catalog_set_option_value (ChessEngineCatalog *self, const char *path,
                                                const char *name, const char *value, GError **error);

/* A new (not started) engine for the program at `path`, with the option
 * values the user gave it preset (chess_engine_preset_option).  The entry
 * of a known engine learns its name when the engine tells it. */
ChessEngine *chess_engine_catalog_create_engine (ChessEngineCatalog *self, const char *path);

/* Signal: none besides GListModel::items-changed. */

G_END_DECLS
