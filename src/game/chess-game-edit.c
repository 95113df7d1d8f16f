/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-game-edit.c — editing the moves of a ChessGame: deleting a line
 * or a variation, promoting a variation, making a line the main line, and
 * putting the last deletion back.
 *
 * The tree operations are the core's (chess-record.c); this file keeps
 * the game around them whole: the main line's repetition keys and live
 * position, the node shown, the ending of a finished game.  What may be
 * edited is said in chess-game.h: everything in a finished game, only
 * what lies beside the main line in a game in progress.
 *
 * A deleted line is not freed at once but kept, unlinked, by its step of
 * the history (chess-game-history.c) until the history ends: until then
 * Undo can put it back exactly where it was, with the node pointers of
 * the tree unchanged. */
#include "config.h"

#include "chess-game-private.h"

static gboolean
is_in_tree (ChessGame       *self,
            const ChessNode *node)
{
  while (node->parent != NULL)
    node = node->parent;
  return node == self->record->root;
}

static gboolean
is_inside (const ChessNode *node,
           const ChessNode *ancestor)
{
  for (; node != NULL; node = node->parent)
    if (node == ancestor)
      return TRUE;
  return FALSE;
}

/* The node an edit works on: the line to delete, the variation to promote,
 * the end of the line to make the main line; NULL when there is none. */
static ChessNode *
edit_target (ChessMoveEdit  edit,
             ChessNode     *node)
{
  switch (edit)
    {
    case CHESS_MOVE_EDIT_DELETE_FROM:
      return node->parent != NULL ? node : NULL;
    case CHESS_MOVE_EDIT_DELETE_VARIATION:
    case CHESS_MOVE_EDIT_PROMOTE_VARIATION:
      return chess_node_get_variation_start (node);
    case CHESS_MOVE_EDIT_MAKE_MAIN_LINE:
      return chess_node_is_main_line (node) ? NULL : node;
    default:
      g_return_val_if_reached (NULL);
    }
}

static gboolean
changes_main_line (ChessMoveEdit  edit,
                   ChessNode     *target)
{
  switch (edit)
    {
    case CHESS_MOVE_EDIT_DELETE_FROM:
    case CHESS_MOVE_EDIT_DELETE_VARIATION:
      return chess_node_is_main_line (target);
    case CHESS_MOVE_EDIT_PROMOTE_VARIATION:
      return chess_node_is_main_line (target->parent);
    case CHESS_MOVE_EDIT_MAKE_MAIN_LINE:
    default:
      return TRUE;
    }
}

gboolean
chess_game_can_edit_moves (ChessGame     *self,
                           ChessMoveEdit  edit,
                           ChessNode     *node)
{
  ChessNode *target;

  g_return_val_if_fail (CHESS_IS_GAME (self), FALSE);
  g_return_val_if_fail (node != NULL && is_in_tree (self, node), FALSE);

  target = edit_target (edit, node);
  if (target == NULL)
    return FALSE;
  /* The main line of a game in progress is the game being played. */
  return self->result != CHESS_RESULT_NONE || !changes_main_line (edit, target);
}

void
_chess_game_end_edit (ChessGame *self,
                      gboolean   main_line,
                      gboolean   moved)
{
  if (main_line)
    _chess_game_main_line_changed (self);
  _chess_game_emit_tree_changed (self);
  if (moved)
    _chess_game_emit_position_changed (self);
  _chess_game_end_change (self);
}

void
_chess_game_main_line_changed (ChessGame *self)
{
  _chess_game_rebuild_keys (self);
  _chess_game_update_termination (self);
}

/* The line goes out of the tree into its step; TRUE when the node shown
 * was in it: the board then shows the move before it. */
static gboolean
delete_line (ChessGame      *self,
             ChessNode      *line,
             ChessGameStep **step)
{
  ChessNode *parent = line->parent;
  ChessNode *after = NULL, *shown;

  for (ChessNode *sibling = parent->first_child; sibling != line; sibling = sibling->next_sibling)
    after = sibling;
  chess_node_unlink (line);
  shown = is_inside (self->current, line) ? self->current : NULL;
  *step = _chess_game_step_delete (line, parent, after, shown);
  if (shown == NULL)
    return FALSE;
  _chess_game_set_current (self, parent);
  return TRUE;
}

gboolean
chess_game_edit_moves (ChessGame     *self,
                       ChessMoveEdit  edit,
                       ChessNode     *node)
{
  ChessNode *target;
  ChessGameStep *step = NULL;
  gboolean main_line, moved = FALSE;

  g_return_val_if_fail (CHESS_IS_GAME (self), FALSE);
  g_return_val_if_fail (node != NULL && is_in_tree (self, node), FALSE);

  if (!chess_game_can_edit_moves (self, edit, node))
    return FALSE;
  target = edit_target (edit, node);
  main_line = changes_main_line (edit, target);

  _chess_game_begin_change (self);
  switch (edit)
    {
    case CHESS_MOVE_EDIT_DELETE_FROM:
    case CHESS_MOVE_EDIT_DELETE_VARIATION:
      moved = delete_line (self, target, &step);
      break;
    case CHESS_MOVE_EDIT_PROMOTE_VARIATION:
      step = _chess_game_step_order (target);
      chess_node_promote (target);
      break;
    case CHESS_MOVE_EDIT_MAKE_MAIN_LINE:
      step = _chess_game_step_order (target);
      chess_node_make_main_line (target);
      break;
    default:
      g_assert_not_reached ();
    }
  _chess_game_record_step (self, step);
  _chess_game_end_edit (self, main_line, moved);
  return TRUE;
}
