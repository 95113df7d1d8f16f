/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-play-marks.c — the arrows and circles a person draws on the board,
 * kept where they belong.  In a game being studied (finished, read from a
 * file, an analysis board) they belong to the move shown and go into the
 * game as its [%cal]/[%csl], so they are saved and come back with the
 * file.  In a game being played (on the clock or against the computer)
 * they are the player's scribbles for the moment: kept here, never in the
 * game, and gone with the next move (any change of the game). */
#include "config.h"

#include <string.h>

#include "chess-play-private.h"

/* The scribbles of a game being played still stand for what is shown. */
static gboolean
scribbles_stand (ChessPlay *self)
{
  return self->scribbles_game == self->game
         && self->scribbles_node == chess_game_get_current_node (self->game)
         && self->scribbles_serial == chess_game_get_change_serial (self->game);
}

void
chess_play_get_marks (ChessPlay  *self,
                      ChessMarks *marks)
{
  g_return_if_fail (CHESS_IS_PLAY (self));
  g_return_if_fail (marks != NULL);

  if (_chess_play_is_being_played (self))
    {
      if (scribbles_stand (self))
        *marks = self->scribbles;
      else
        chess_marks_clear (marks);
      return;
    }
  chess_game_get_marks (self->game, chess_game_get_current_node (self->game), marks);
}

static gboolean
set_marks (ChessPlay        *self,
           const ChessMarks *marks)
{
  if (_chess_play_is_being_played (self))
    {
      gboolean changed = !scribbles_stand (self) ? marks->count > 0
                         : marks->count != self->scribbles.count
                           || memcmp (marks->marks, self->scribbles.marks,
                                      marks->count * sizeof marks->marks[0]) != 0;

      self->scribbles = *marks;
      self->scribbles_game = self->game;
      self->scribbles_node = chess_game_get_current_node (self->game);
      self->scribbles_serial = chess_game_get_change_serial (self->game);
      return changed;
    }
  return chess_game_set_marks (self->game, chess_game_get_current_node (self->game), marks);
}

gboolean
chess_play_toggle_mark (ChessPlay *self,
                        ChessMark  mark)
{
  ChessMarks marks;

  g_return_val_if_fail (CHESS_IS_PLAY (self), FALSE);
  g_return_val_if_fail (mark.from < 64 && mark.to < 64 && mark.color < CHESS_MARK_N_COLORS, FALSE);

  chess_play_get_marks (self, &marks);
  if (!chess_marks_toggle (&marks, mark))
    return FALSE;
  return set_marks (self, &marks);
}

gboolean
chess_play_clear_marks (ChessPlay *self)
{
  ChessMarks none = { .count = 0 };

  g_return_val_if_fail (CHESS_IS_PLAY (self), FALSE);

  return set_marks (self, &none);
}
