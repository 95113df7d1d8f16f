/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-game-history.c — Undo and Redo of the edits a person makes to a
 * game they study: comments, symbols, arrows and circles
 * (chess-game-annotations.c), deletions, promotions and new main lines
 * (chess-game-edit.c).
 *
 * Each edit is a step that knows both sides of itself: a node's notes
 * before and after, the order of the moves under each node it reordered,
 * or a line taken out and where it stood.  No step frees a node: a line
 * deleted stays, unlinked and owned by its step, while the step can put
 * it back, so every node pointer a step (or a view) holds stays good.
 * Any change that is not such a step (a move played, Take Back, a tag, a
 * review) ends the history: its steps no longer fit the tree. */
#include "config.h"

#include <string.h>

#include "chess-game-private.h"

typedef enum {
  STEP_NOTES,      /* a node's comment, symbols, arrows and circles */
  STEP_ORDER,      /* the moves under some nodes in another order */
  STEP_DELETE      /* a line taken out */
} StepKind;

typedef struct {
  char *comment;
  uint8_t n_nags;
  uint8_t nags[CHESS_NODE_MAX_NAGS];
  char *arrows;
  char *highlights;
} Notes;

struct _ChessGameStep {
  StepKind kind;
  ChessNode *node;           /* NOTES: the node; DELETE: the line */
  Notes notes[2];            /* NOTES: before, after */
  GPtrArray *orders[2];      /* ORDER: before, after: per parent, a GPtrArray (the parent, then its children) */
  ChessNode *parent, *after, *shown;   /* DELETE: see chess-game-private.h */
  gboolean unlinked;         /* DELETE: the line is out of the tree (the step owns it) */
};

static char *
dup_or_null (const char *text)
{
  return text != NULL ? strdup (text) : NULL;
}

static void
notes_take (Notes *notes, const ChessNode *node)
{
  notes->comment = dup_or_null (node->comment);
  notes->n_nags = node->n_nags;
  memcpy (notes->nags, node->nags, sizeof notes->nags);
  notes->arrows = dup_or_null (node->arrows);
  notes->highlights = dup_or_null (node->highlights);
}

static void
notes_clear (Notes *notes)
{
  g_clear_pointer (&notes->comment, free);
  g_clear_pointer (&notes->arrows, free);
  g_clear_pointer (&notes->highlights, free);
}

static void
notes_give (const Notes *notes, ChessNode *node)
{
  free (node->comment);
  free (node->arrows);
  free (node->highlights);
  node->comment = dup_or_null (notes->comment);
  node->arrows = dup_or_null (notes->arrows);
  node->highlights = dup_or_null (notes->highlights);
  node->n_nags = notes->n_nags;
  memcpy (node->nags, notes->nags, sizeof node->nags);
}

/* The order of the moves under `node` and under each node above it. */
static GPtrArray *
orders_take (ChessNode *node)
{
  GPtrArray *orders = g_ptr_array_new_with_free_func ((GDestroyNotify) g_ptr_array_unref);

  for (ChessNode *parent = node->parent; parent != NULL; parent = parent->parent)
    {
      GPtrArray *order = g_ptr_array_new ();

      g_ptr_array_add (order, parent);
      for (ChessNode *child = parent->first_child; child != NULL; child = child->next_sibling)
        g_ptr_array_add (order, child);
      g_ptr_array_add (orders, order);
    }
  return orders;
}

static void
orders_give (GPtrArray *orders)
{
  for (guint i = 0; i < orders->len; i++)
    {
      GPtrArray *order = g_ptr_array_index (orders, i);
      ChessNode *parent = g_ptr_array_index (order, 0);

      parent->first_child = order->len > 1 ? g_ptr_array_index (order, 1) : NULL;
      for (guint k = 1; k < order->len; k++)
        ((ChessNode *) g_ptr_array_index (order, k))->next_sibling
          = k + 1 < order->len ? g_ptr_array_index (order, k + 1) : NULL;
    }
}

static void
step_free (ChessGameStep *step)
{
  notes_clear (&step->notes[0]);
  notes_clear (&step->notes[1]);
  g_clear_pointer (&step->orders[0], g_ptr_array_unref);
  g_clear_pointer (&step->orders[1], g_ptr_array_unref);
  if (step->kind == STEP_DELETE && step->unlinked)
    chess_node_free (step->node);
  g_free (step);
}

ChessGameStep *
_chess_game_step_notes (ChessNode *node)
{
  ChessGameStep *step = g_new0 (ChessGameStep, 1);

  step->kind = STEP_NOTES;
  step->node = node;
  notes_take (&step->notes[0], node);
  return step;
}

ChessGameStep *
_chess_game_step_order (ChessNode *node)
{
  ChessGameStep *step = g_new0 (ChessGameStep, 1);

  step->kind = STEP_ORDER;
  step->node = node;
  step->orders[0] = orders_take (node);
  return step;
}

ChessGameStep *
_chess_game_step_delete (ChessNode *line, ChessNode *parent, ChessNode *after, ChessNode *shown)
{
  ChessGameStep *step = g_new0 (ChessGameStep, 1);

  step->kind = STEP_DELETE;
  step->node = line;
  step->parent = parent;
  step->after = after;
  step->shown = shown;
  step->unlinked = TRUE;
  return step;
}

void
_chess_game_step_cancel (ChessGameStep *step)
{
  step_free (step);
}

static void
clear_steps (GPtrArray **steps)
{
  if (*steps == NULL)
    return;
  /* newest first: a deletion undone holds a line a later one took */
  while ((*steps)->len > 0)
    step_free (g_ptr_array_steal_index (*steps, (*steps)->len - 1));
  g_clear_pointer (steps, g_ptr_array_unref);
}

void
_chess_game_history_clear (ChessGame *self)
{
  clear_steps (&self->undo_steps);
  clear_steps (&self->redo_steps);
}

/* The step made: the after side taken, the game modified (without ending
 * the history), Redo gone. */
void
_chess_game_record_step (ChessGame     *self,
                         ChessGameStep *step)
{
  if (step->kind == STEP_NOTES)
    notes_take (&step->notes[1], step->node);
  else if (step->kind == STEP_ORDER)
    step->orders[1] = orders_take (step->node);
  self->keeping_history = TRUE;
  _chess_game_mark_modified (self);
  self->keeping_history = FALSE;
  clear_steps (&self->redo_steps);
  if (self->undo_steps == NULL)
    self->undo_steps = g_ptr_array_new ();
  g_ptr_array_add (self->undo_steps, step);
}

static void
link_line (ChessGameStep *step)
{
  ChessNode *line = step->node;

  line->parent = step->parent;
  if (step->after != NULL)
    {
      line->next_sibling = step->after->next_sibling;
      step->after->next_sibling = line;
    }
  else
    {
      line->next_sibling = step->parent->first_child;
      step->parent->first_child = line;
    }
  step->unlinked = FALSE;
}

static gboolean
is_inside (const ChessNode *node, const ChessNode *ancestor)
{
  for (; node != NULL; node = node->parent)
    if (node == ancestor)
      return TRUE;
  return FALSE;
}

/* One step back (forward FALSE) or again; the game's signals follow. */
static void
apply (ChessGame     *self,
       ChessGameStep *step,
       gboolean       forward)
{
  gboolean main_line = FALSE, moved = FALSE;

  _chess_game_begin_change (self);
  self->keeping_history = TRUE;
  _chess_game_mark_modified (self);
  self->keeping_history = FALSE;
  switch (step->kind)
    {
    case STEP_NOTES:
      notes_give (&step->notes[forward ? 1 : 0], step->node);
      break;
    case STEP_ORDER:
      orders_give (step->orders[forward ? 1 : 0]);
      main_line = TRUE;
      break;
    case STEP_DELETE:
      if (forward)
        {
          main_line = chess_node_is_main_line (step->node);
          chess_node_unlink (step->node);
          step->unlinked = TRUE;
          if (is_inside (self->current, step->node))
            {
              _chess_game_set_current (self, step->parent);
              moved = TRUE;
            }
        }
      else
        {
          link_line (step);
          main_line = chess_node_is_main_line (step->node);
          /* back to the deleted move the board showed, unless the user
           * went elsewhere since */
          if (step->shown != NULL && self->current == step->parent)
            {
              _chess_game_set_current (self, step->shown);
              moved = TRUE;
            }
        }
      break;
    default:
      g_assert_not_reached ();
    }
  _chess_game_end_edit (self, main_line, moved);
}

gboolean
chess_game_can_undo_edit (ChessGame *self)
{
  g_return_val_if_fail (CHESS_IS_GAME (self), FALSE);
  return self->undo_steps != NULL && self->undo_steps->len > 0;
}

gboolean
chess_game_can_redo_edit (ChessGame *self)
{
  g_return_val_if_fail (CHESS_IS_GAME (self), FALSE);
  return self->redo_steps != NULL && self->redo_steps->len > 0;
}

gboolean
chess_game_undo_edit (ChessGame *self)
{
  ChessGameStep *step;

  g_return_val_if_fail (CHESS_IS_GAME (self), FALSE);

  if (!chess_game_can_undo_edit (self))
    return FALSE;
  step = g_ptr_array_steal_index (self->undo_steps, self->undo_steps->len - 1);
  if (self->redo_steps == NULL)
    self->redo_steps = g_ptr_array_new ();
  g_ptr_array_add (self->redo_steps, step);
  apply (self, step, FALSE);
  return TRUE;
}

gboolean
chess_game_redo_edit (ChessGame *self)
{
  ChessGameStep *step;

  g_return_val_if_fail (CHESS_IS_GAME (self), FALSE);

  if (!chess_game_can_redo_edit (self))
    return FALSE;
  step = g_ptr_array_steal_index (self->redo_steps, self->redo_steps->len - 1);
  g_ptr_array_add (self->undo_steps, step);
  apply (self, step, TRUE);
  return TRUE;
}

gboolean
chess_game_can_undo_delete (ChessGame *self)
{
  g_return_val_if_fail (CHESS_IS_GAME (self), FALSE);

  return chess_game_can_undo_edit (self)
         && ((ChessGameStep *) g_ptr_array_index (self->undo_steps, self->undo_steps->len - 1))->kind == STEP_DELETE;
}

gboolean
chess_game_undo_delete (ChessGame *self)
{
  g_return_val_if_fail (CHESS_IS_GAME (self), FALSE);

  return chess_game_can_undo_delete (self) && chess_game_undo_edit (self);
}
