/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-game-list-window.h — the games of one PGN file, in a window of
 * their own beside the board: the file's name and how many games it holds
 * (or match the search) in the header, a game list below.
 *
 * Closing it only hides it: shown again (the main window's Games button)
 * it is where it was, search, sort, scroll and selection. */
#pragma once

#include <adwaita.h>

#include "chess-game-index.h"
#include "chess-game-list.h"

G_BEGIN_DECLS

#define CHESS_TYPE_GAME_LIST_WINDOW (chess_game_list_window_get_type ())
G_DECLARE_FINAL_TYPE (ChessGameListWindow, chess_game_list_window, CHESS, GAME_LIST_WINDOW, AdwWindow)

/* A window for the games of `index` (a file's), over `parent`. */
ChessGameListWindow *chess_game_list_window_new       (GtkWindow      *parent,
                                                       ChessGameIndex *index);
ChessGameIndex      *chess_game_list_window_get_index (ChessGameListWindow *self);
ChessGameList       *chess_game_list_window_get_list  (ChessGameListWindow *self);

/* Signals:
 *   "game-activated" (ChessGameItem *item): the user chose a game. */

G_END_DECLS
