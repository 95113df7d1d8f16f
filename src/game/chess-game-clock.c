/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-game-clock.c — the clock of a game read from a file.
 *
 * A game read from a file gets its clock back from the TimeControl tag and
 * the [%clk] of each side's last main-line move; the clock of a game in
 * progress then runs for the side to move.  A game with moves but no clock
 * times at all gets no clock.  (The exact times of a game interrupted
 * mid-move are the session's business: see chess-session-draft.c.) */
#include "config.h"

#include <stdlib.h>
#include <glib/gi18n.h>

#include "chess-game-private.h"

/* ------------------------------------------------------------------ */
/* Clock state of a saved game: [%clk]                                */

int
_chess_game_count_moves (ChessGame  *self,
                       ChessColor  side)
{
  ChessColor mover = chess_position_side_to_move (&self->record->start);
  int n = 0;

  for (ChessNode *node = self->record->root->first_child; node; node = node->first_child)
    {
      if (mover == side)
        n++;
      mover = (ChessColor) !mover;
    }
  return n;
}

/* The mover's [%clk] after its last main-line move at or above `node`, or
 * CHESS_TIME_NONE. */
gint64
_chess_game_last_clock_ms (ChessGame  *self,
                  ChessNode  *node,
                  ChessColor  side)
{
  /* The side that made the move into `node`: odd plies are the first mover's. */
  ChessColor first = chess_position_side_to_move (&self->record->start);
  ChessColor mover = chess_node_ply (node) % 2 == 1 ? first : (ChessColor) !first;

  for (; node && node->parent; node = node->parent)
    {
      if (mover == side && node->clock_ms != CHESS_TIME_NONE)
        return node->clock_ms;
      mover = (ChessColor) !mover;
    }
  return CHESS_TIME_NONE;
}

void
_chess_game_setup_clock_from_record (ChessGame              *self,
                                     const ChessTimeControl *tc)
{
  gboolean has_times = self->live == self->record->root;

  /* Moves without any clock time: we do not know the clock, so none. */
  for (ChessNode *n = self->record->root->first_child; n && !has_times; n = n->first_child)
    has_times = n->clock_ms != CHESS_TIME_NONE;
  _chess_game_create_clock (self, has_times ? tc : NULL);
  if (self->clock == NULL)
    return;
  for (int c = CHESS_WHITE; c <= CHESS_BLACK; c++)
    {
      gint64 ms = _chess_game_last_clock_ms (self, self->live, (ChessColor) c);

      chess_clock_set_moves_made (self->clock, (ChessColor) c,
                                  _chess_game_count_moves (self, (ChessColor) c));
      if (ms != CHESS_TIME_NONE)
        chess_clock_set_remaining (self->clock, (ChessColor) c, ms * 1000);
    }
  self->clock_started = self->live != self->record->root;
  if (self->clock_started && self->result == CHESS_RESULT_NONE)
    chess_clock_start (self->clock, chess_position_side_to_move (&self->live_pos));
}
