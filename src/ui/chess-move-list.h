/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-move-list.h — ChessMoveListView: the moves of a game in numbered pairs, with
 * variations and comments; the current move is highlighted and clicking a
 * move shows its position. */
#pragma once

#include <gtk/gtk.h>
#include "chess-game.h"

G_BEGIN_DECLS

#define CHESS_TYPE_MOVE_LIST_VIEW (chess_move_list_view_get_type ())
G_DECLARE_FINAL_TYPE (ChessMoveListView, chess_move_list_view, CHESS, MOVE_LIST_VIEW, GtkWidget)

GtkWidget *chess_move_list_view_new (void);
void chess_move_list_view_set_game (ChessMoveListView *self, ChessGame *game);
/* The text shown (for tests). */
char *chess_move_list_view_get_text (ChessMoveListView *self);

G_END_DECLS
