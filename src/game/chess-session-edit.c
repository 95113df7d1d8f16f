/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-session-edit.c — what of its game a session lets the user edit.
 *
 * The game has its own rule (chess-game-edit.c): the main line of a game
 * in progress changes only by its moves and Take Back.  The session adds
 * what only it knows, which moves were read and which were played here
 * (the takeback floor): a game in progress is the game being played, and
 * playing variations beside it would be analysing on the board in the
 * middle of it, so variations of a game in progress are made and edited
 * only where they leave the main line before the first move played here —
 * among the moves of a game read from a file.  A finished game is nobody's
 * game any more: everything may be edited.  While a game is paused nothing
 * changes, as no move is made.  An analysis board is nobody's game
 * either: variations everywhere, like a finished game. */
#include "config.h"

#include "chess-session-private.h"

/* The game is over, or `node` leaves the main line (or lies on it) before
 * the first move played here. */
static gboolean
is_open_for_variations (ChessSession *self,
                        ChessNode    *node)
{
  if (chess_game_is_over (self->game) || self->analysis_board)
    return TRUE;
  if (self->paused)
    return FALSE;
  return (guint) chess_node_ply (chess_node_get_branch_point (node)) < self->takeback_floor;
}

gboolean
chess_session_can_add_variation (ChessSession *self)
{
  g_return_val_if_fail (CHESS_IS_SESSION (self), FALSE);

  /* At the live position a move is the game's own. */
  if (chess_game_is_at_live_position (self->game))
    return FALSE;
  return is_open_for_variations (self, chess_game_get_current_node (self->game));
}

gboolean
chess_session_can_edit_moves (ChessSession  *self,
                              ChessMoveEdit  edit,
                              ChessNode     *node)
{
  g_return_val_if_fail (CHESS_IS_SESSION (self), FALSE);
  g_return_val_if_fail (node != NULL, FALSE);

  return chess_game_can_edit_moves (self->game, edit, node) && is_open_for_variations (self, node);
}

gboolean
chess_session_edit_moves (ChessSession  *self,
                          ChessMoveEdit  edit,
                          ChessNode     *node)
{
  g_return_val_if_fail (CHESS_IS_SESSION (self), FALSE);
  g_return_val_if_fail (node != NULL, FALSE);

  if (!chess_session_can_edit_moves (self, edit, node))
    return FALSE;
  return chess_game_edit_moves (self->game, edit, node);
}

gboolean
chess_session_can_undo_delete (ChessSession *self)
{
  g_return_val_if_fail (CHESS_IS_SESSION (self), FALSE);

  return chess_game_can_undo_delete (self->game) && (chess_game_is_over (self->game) || !self->paused);
}

gboolean
chess_session_undo_delete (ChessSession *self)
{
  g_return_val_if_fail (CHESS_IS_SESSION (self), FALSE);

  return chess_session_can_undo_delete (self) && chess_game_undo_delete (self->game);
}

gboolean
chess_session_new_analysis_board (ChessSession  *self,
                                  const char    *fen,
                                  GError       **error)
{
  g_autoptr(ChessGameOptions) options = chess_game_options_new ();
  gboolean made;

  g_return_val_if_fail (CHESS_IS_SESSION (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  options->fen = g_strdup (fen);
  self->making_analysis_board = TRUE;
  made = chess_session_new_game (self, options, error);
  self->making_analysis_board = FALSE;
  return made;
}

gboolean
chess_session_get_analysis_board (ChessSession *self)
{
  g_return_val_if_fail (CHESS_IS_SESSION (self), FALSE);

  return self->analysis_board;
}
