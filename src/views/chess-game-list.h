/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-game-list.h — a table of games (number, White, Black, ratings,
 * result, date, event, ECO, moves) with a search field: the view of a
 * PGN file's games and of the library's.
 *
 * A GtkColumnView over the games model, through a filter (the search,
 * by ChessGameQuery, as the user types) and a sort model (a click on a
 * column's title); both work in steps, so a list of 100 000 games never
 * holds up the window.  Activating a row (a double click, Enter) emits
 * "game-activated" with its ChessGameItem. */
#pragma once

#include <gtk/gtk.h>

#include "chess-game-item.h"

G_BEGIN_DECLS

#define CHESS_TYPE_GAME_LIST (chess_game_list_get_type ())
G_DECLARE_FINAL_TYPE (ChessGameList, chess_game_list, CHESS, GAME_LIST, GtkWidget)

GtkWidget     *chess_game_list_new             (void);

/* The games (a GListModel of ChessGameItem; property "games").  While it
 * is a ChessGameIndex that is being read, a progress bar shows. */
void           chess_game_list_set_games       (ChessGameList *self,
                                                GListModel    *games);
GListModel    *chess_game_list_get_games       (ChessGameList *self);

/* Games shown (after the search: property "n-shown") and in all. */
guint          chess_game_list_get_n_shown     (ChessGameList *self);
guint          chess_game_list_get_n_games     (ChessGameList *self);

/* The search text (property "search"). */
void           chess_game_list_set_search      (ChessGameList *self,
                                                const char    *text);
const char    *chess_game_list_get_search      (ChessGameList *self);

/* The games shown, in the order shown (after search and sort). */
GListModel    *chess_game_list_get_shown       (ChessGameList *self);
/* The selected game when one is, or NULL. */
ChessGameItem *chess_game_list_get_selected    (ChessGameList *self);
/* How many games are selected. */
guint          chess_game_list_get_n_selected  (ChessGameList *self);
/* Every selected game (ChessGameItem), in the order shown. */
GPtrArray     *chess_game_list_get_selection   (ChessGameList *self);
/* Selects the game of that number, if shown, and scrolls to it. */
gboolean       chess_game_list_select_number   (ChessGameList *self,
                                                guint64        number);
/* Keyboard focus to the table (at the selected row). */
void           chess_game_list_focus_table     (ChessGameList *self);
/* Keyboard focus to the search field. */
void           chess_game_list_focus_search    (ChessGameList *self);

/* Signals:
 *   "game-activated" (ChessGameItem *item): a row was activated.
 *   "filtered": the games shown are settled after a change of the search
 *     or the end of the index's reading (no filtering in progress).
 *   "selection-changed": other games are selected. */

G_END_DECLS
