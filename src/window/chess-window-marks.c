/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-window-marks.c — the arrows and circles drawn on the board: the
 * board says what the right button drew, the play (the owner of the game
 * shown) keeps it where it belongs, and the board shows the marks of the
 * position shown again after every change. */
#include "config.h"

#include "chess-window-private.h"

void
chess_window_marks_update (ChessWindow *self)
{
  ChessMarks marks;

  if (self->play == NULL)
    {
      chess_board_set_marks (self->board, NULL);
      return;
    }
  chess_play_get_marks (self->play, &marks);
  chess_board_set_marks (self->board, &marks);
}

static void
on_mark_drawn (ChessBoard  *board,
               ChessMark   *mark,
               ChessWindow *self)
{
  if (self->play != NULL && chess_play_toggle_mark (self->play, *mark))
    chess_window_marks_update (self);
}

static void
on_marks_cleared (ChessWindow *self)
{
  if (self->play != NULL && chess_play_clear_marks (self->play))
    chess_window_marks_update (self);
}

void
chess_window_marks_init (ChessWindow *self)
{
  g_signal_connect (self->board, "mark-drawn", G_CALLBACK (on_mark_drawn), self);
  g_signal_connect_swapped (self->board, "marks-cleared", G_CALLBACK (on_marks_cleared), self);
}
