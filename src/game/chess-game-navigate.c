/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-game-navigate.c — moving about a ChessGame's tree (first,
 * previous, next, last, any node) and annotating it.  The tree, the moves
 * and the positions are chess-game.c's. */
#include "config.h"

#include "chess-game-private.h"

/* ------------------------------------------------------------------ */
/* Annotations                                                         */

void
chess_game_annotate (ChessGame             *self,
                     ChessGameAnnotateFunc  annotate,
                     gpointer               user_data)
{
  guint plies;

  g_return_if_fail (CHESS_IS_GAME (self));
  g_return_if_fail (annotate != NULL);

  /* The main line is known by its repetition keys: one per position. */
  plies = self->keys->len;
  annotate (self->record, user_data);
  g_return_if_fail (chess_record_main_line_end (self->record) == self->live
                    && (guint) chess_node_ply (self->live) + 1 == plies);

  _chess_game_begin_change (self);
  _chess_game_mark_modified (self);
  _chess_game_emit_tree_changed (self);
  _chess_game_end_change (self);
}

/* ------------------------------------------------------------------ */
/* Navigation: only the current node changes                           */

static gboolean
navigate (ChessGame *self,
          ChessNode *node)
{
  if (node == NULL || node == self->current)
    return FALSE;
  _chess_game_set_current (self, node);
  _chess_game_emit_position_changed (self);
  return TRUE;
}

gboolean
chess_game_go_first (ChessGame *self)
{
  g_return_val_if_fail (CHESS_IS_GAME (self), FALSE);
  return navigate (self, self->record->root);
}

gboolean
chess_game_go_previous (ChessGame *self)
{
  g_return_val_if_fail (CHESS_IS_GAME (self), FALSE);
  return navigate (self, self->current->parent);
}

gboolean
chess_game_go_next (ChessGame *self)
{
  g_return_val_if_fail (CHESS_IS_GAME (self), FALSE);
  return navigate (self, self->current->first_child);
}

/* To the end of the main line: the live position. */
gboolean
chess_game_go_last (ChessGame *self)
{
  g_return_val_if_fail (CHESS_IS_GAME (self), FALSE);
  return navigate (self, self->live);
}

void
chess_game_go_to_node (ChessGame *self,
                       ChessNode *node)
{
  ChessNode *up;

  g_return_if_fail (CHESS_IS_GAME (self));
  g_return_if_fail (node != NULL);

  for (up = node; up->parent != NULL; up = up->parent)
    ;
  g_return_if_fail (up == self->record->root);
  navigate (self, node);
}
