/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-session-moves.c — the moves of a session's game: a move played by
 * the user or by a player on its turn, takeback and redo.  Turns, pause and
 * new games are chess-session.c's. */
#include "config.h"

#include <glib/gi18n.h>

#include "chess-session-private.h"
#include "chess-player-private.h"
#include "chess-notation.h"

/* ------------------------------------------------------------------ */
/* Moves                                                               */

static gboolean
play_move (ChessSession  *self,
           ChessMove      move,
           GError       **error)
{
  const ChessPosition *pos = chess_game_get_position (self->game);
  gboolean in_progress = !chess_game_is_over (self->game);
  gboolean played;

  if (in_progress && self->paused)
    {
      g_set_error_literal (error, CHESS_SESSION_ERROR, CHESS_SESSION_ERROR_PAUSED,
                           _("The game is paused"));
      return FALSE;
    }
  if (move == CHESS_MOVE_NONE || move == CHESS_MOVE_NULL || !chess_position_is_legal_move (pos, move))
    {
      char uci[8] = "0000";

      if (move != CHESS_MOVE_NONE && move != CHESS_MOVE_NULL)
        chess_move_to_uci (pos, move, uci);
      g_set_error (error, CHESS_SESSION_ERROR, CHESS_SESSION_ERROR_ILLEGAL_MOVE,
                   _("%s is not a legal move in this position"), uci);
      return FALSE;
    }
  /* Away from the live position of a game in progress: a variation,
   * where the session allows one. */
  if (in_progress && !chess_game_is_at_live_position (self->game))
    played = chess_session_can_add_variation (self) && chess_game_add_variation (self->game, move);
  else
    played = chess_game_make_move (self->game, move);
  if (played)
    return TRUE;
  if (in_progress && chess_game_is_over (self->game))
    g_set_error_literal (error, CHESS_SESSION_ERROR, CHESS_SESSION_ERROR_TOO_LATE,
                         _("The move came after the flag fell"));
  else
    g_set_error_literal (error, CHESS_SESSION_ERROR, CHESS_SESSION_ERROR_ILLEGAL_MOVE,
                         in_progress ? _("A game in progress goes on only from its last position")
                                     : _("The game is over"));
  return FALSE;
}

gboolean
chess_session_play_move (ChessSession  *self,
                         ChessMove      move,
                         GError       **error)
{
  g_return_val_if_fail (CHESS_IS_SESSION (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  /* The board speaks for humans only: other players move through
   * chess_player_play_move. */
  if (!chess_game_is_over (self->game) && chess_game_is_at_live_position (self->game)
      && !chess_player_is_human (self->players[_chess_session_live_side (self)]))
    {
      g_set_error (error, CHESS_SESSION_ERROR, CHESS_SESSION_ERROR_NOT_ON_TURN,
                   _("It is %s’s turn"), chess_player_get_name (self->players[_chess_session_live_side (self)]));
      return FALSE;
    }
  return play_move (self, move, error);
}

gboolean
_chess_session_play_player_move (ChessSession  *self,
                                 ChessPlayer   *player,
                                 ChessMove      move,
                                 GError       **error)
{
  gboolean played;

  if (player != self->turn_player)
    {
      g_set_error (error, CHESS_SESSION_ERROR, CHESS_SESSION_ERROR_NOT_ON_TURN,
                   _("%s played a move without having the turn"), chess_player_get_name (player));
      return FALSE;
    }
  /* A player's move is made at the live position, wherever the board is. */
  if (!chess_game_is_at_live_position (self->game))
    chess_game_go_last (self->game);
  self->moving_player = player;
  played = play_move (self, move, error);
  self->moving_player = NULL;
  return played;
}

/* ------------------------------------------------------------------ */
/* Takeback and redo                                                   */

gboolean
chess_session_can_takeback (ChessSession *self)
{
  g_return_val_if_fail (CHESS_IS_SESSION (self), FALSE);

  return self->game != NULL && !self->paused && !chess_game_is_over (self->game)
         && _chess_session_live_ply (self) > self->takeback_floor;
}

gboolean
chess_session_takeback (ChessSession *self)
{
  ChessMove move;

  g_return_val_if_fail (CHESS_IS_SESSION (self), FALSE);

  if (!chess_session_can_takeback (self))
    return FALSE;
  move = chess_game_get_last_node (self->game)->move;
  if (!chess_game_takeback (self->game))
    return FALSE;
  g_array_append_val (self->redo_moves, move);
  _chess_session_update_actions (self);
  return TRUE;
}

gboolean
chess_session_can_redo (ChessSession *self)
{
  g_return_val_if_fail (CHESS_IS_SESSION (self), FALSE);

  return self->game != NULL && self->redo_moves->len > 0 && !self->paused
         && !chess_game_is_over (self->game);
}

gboolean
chess_session_redo (ChessSession *self)
{
  ChessMove move;
  gboolean played;

  g_return_val_if_fail (CHESS_IS_SESSION (self), FALSE);

  if (!chess_session_can_redo (self))
    return FALSE;
  move = g_array_index (self->redo_moves, ChessMove, self->redo_moves->len - 1);
  g_array_set_size (self->redo_moves, self->redo_moves->len - 1);
  if (!chess_game_is_at_live_position (self->game))
    chess_game_go_last (self->game);
  self->redoing = TRUE;
  played = chess_game_make_move (self->game, move);
  self->redoing = FALSE;
  if (!played)
    g_array_set_size (self->redo_moves, 0);
  _chess_session_update_actions (self);
  return played;
}
