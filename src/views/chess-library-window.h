/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-library-window.h — the Library view: the games of the user's
 * library in the game list (search and sort as for a file), filters
 * (player as White, Black or either, result, dates, ratings, ECO codes),
 * import of PGN files with progress and Cancel, export of the games
 * shown, removal, and the tags of a game.
 *
 * Every query runs in a worker thread (ChessLibraryModel, on a connection
 * of its own, reads the rows shown); changes go through the application's
 * ChessLibraryService and the list follows its "changed". */
#pragma once

#include <adwaita.h>

#include "chess-game-list.h"
#include "chess-library-model.h"
#include "chess-library-service.h"

G_BEGIN_DECLS

#define CHESS_TYPE_LIBRARY_WINDOW (chess_library_window_get_type ())
G_DECLARE_FINAL_TYPE (ChessLibraryWindow, chess_library_window, CHESS, LIBRARY_WINDOW, AdwWindow)

/* The library of `service`, over `parent`. */
ChessLibraryWindow *chess_library_window_new        (GtkWindow           *parent,
                                                     ChessLibraryService *service);
ChessGameList      *chess_library_window_get_list   (ChessLibraryWindow  *self);
/* The query shown (a new one after each change of the filters). */
ChessLibraryModel  *chess_library_window_get_model  (ChessLibraryWindow  *self);
/* File → Import to Library…: a file chooser, then the import. */
void                chess_library_window_choose_import (ChessLibraryWindow *self);
/* Imports `file` now, with progress and Cancel in the window. */
ChessLibraryImport *chess_library_window_import     (ChessLibraryWindow  *self,
                                                     GFile               *file);
/* The filters (property "filter"): what the list asks of the library. */
void                chess_library_window_set_filter (ChessLibraryWindow       *self,
                                                     const ChessLibraryFilter *filter);

/* Signals:
 *   "game-chosen" (gint64 id): the user opens a game of the library
 *   "filled" (guint count): a query has counted its games, and the list
 *     shows that many rows; again when an import adds rows */

G_END_DECLS
