/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-move-list.h — ChessMoveListView: the moves of a game in numbered pairs, with
 * variations and comments; the current move is highlighted and clicking a
 * move shows its position; each move has a menu (editing the moves). */
#pragma once

#include <gtk/gtk.h>
#include "chess-game.h"
#include "chess-move-letters.h"

G_BEGIN_DECLS

#define CHESS_TYPE_MOVE_LIST_VIEW (chess_move_list_view_get_type ())
G_DECLARE_FINAL_TYPE (ChessMoveListView, chess_move_list_view, CHESS, MOVE_LIST_VIEW, GtkWidget)

GtkWidget *chess_move_list_view_new (void);
void chess_move_list_view_set_game (ChessMoveListView *self, ChessGame *game);
/* The letters the pieces are written with (English by default); files
 * keep a..h, as the board's coordinates show them. */
void chess_move_list_view_set_notation (ChessMoveListView *self, ChessNotation notation);
/* The menu of a move (property "menu-model"), its actions acting on the
 * game's current move: a right click or a long press on a move goes to
 * that move and shows it there, Menu and Shift+F10 at the current move. */
void chess_move_list_view_set_menu_model (ChessMoveListView *self, GMenuModel *model);
GMenuModel *chess_move_list_view_get_menu_model (ChessMoveListView *self);
/* Shows the menu at the current move; FALSE when there is no menu, no
 * move (the start position) or the list is not on screen. */
gboolean chess_move_list_view_popup_menu (ChessMoveListView *self);
/* The move whose cell in the list holds the point (x, y) of the view: its
 * letters, and in the table of the main line the rest of its column; NULL
 * elsewhere. */
ChessNode *chess_move_list_view_get_node_at_point (ChessMoveListView *self, double x, double y);
/* The text shown (for tests). */
char *chess_move_list_view_get_text (ChessMoveListView *self);

G_END_DECLS
