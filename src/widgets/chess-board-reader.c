/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-board-reader.c — what the window's reader keys (lichess's blind
 * mode keys) need of the board: where its focus square is, the focus
 * square moved to a square (the keyboard focus goes with it to that
 * square's cell, so a screen reader reads the cell's name), and words
 * said through the focused cell's description (see chess-board-cells.c
 * for why a description: GTK 4.8 has no announcement).  The keys
 * themselves are the window's: it knows the clocks and the engine. */
#include "config.h"

#include "chess-board-private.h"
#include "chess-board-cell.h"

gboolean
chess_board_has_cell_focus (ChessBoard *self)
{
  GtkWidget *child;

  g_return_val_if_fail (CHESS_IS_BOARD (self), FALSE);
  child = gtk_widget_get_focus_child (GTK_WIDGET (self));
  return child != NULL && CHESS_IS_BOARD_CELL (child) && gtk_widget_has_focus (child);
}

int
chess_board_get_focus_square (ChessBoard *self)
{
  g_return_val_if_fail (CHESS_IS_BOARD (self), CHESS_SQUARE_NONE);
  return self->cursor;
}

void
chess_board_set_focus_square (ChessBoard *self, int square)
{
  g_return_if_fail (CHESS_IS_BOARD (self));
  g_return_if_fail (square >= 0 && square < 64);

  self->cursor = square;
  self->cursor_shown = TRUE;
  _chess_board_cells_follow_cursor (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
chess_board_say (ChessBoard *self, const char *text)
{
  g_return_if_fail (CHESS_IS_BOARD (self));
  _chess_board_cells_describe (self, text);
}
