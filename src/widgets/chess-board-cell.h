/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-board-cell.h — one square of the board as a screen reader meets
 * it: an invisible child of the board with the grid-cell role and a name
 * such as "e4, white pawn", which takes the focus while the board's focus
 * square is on it, so that AT-SPI's focus events follow the square.  It
 * draws nothing and takes no pointer events: the board draws and handles
 * the input. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define CHESS_TYPE_BOARD_CELL (chess_board_cell_get_type ())
G_DECLARE_FINAL_TYPE (ChessBoardCell, chess_board_cell, CHESS, BOARD_CELL, GtkWidget)

/* A cell for `square` (0 = a1 … 63 = h8). */
GtkWidget *chess_board_cell_new        (int square);
int        chess_board_cell_get_square (ChessBoardCell *self);

G_END_DECLS
