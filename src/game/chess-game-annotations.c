/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-game-annotations.c — what a person writes into a game they study:
 * the arrows and circles drawn on the board for a move ([%cal] / [%csl]),
 * the comment after a move (before the first move, at the root) and the
 * symbols (!, ?!, ±, ∞, …).  Each edit touches one node's annotation
 * fields only — never a move — so the commands of the node that are not
 * its own ([%clk], [%eval], …) and the text beside them are kept. */
#include "config.h"

#include <string.h>

#include "chess-game-private.h"
#include "chess-pgn.h"

void
chess_game_get_marks (ChessGame  *self,
                      ChessNode  *node,
                      ChessMarks *marks)
{
  g_return_if_fail (CHESS_IS_GAME (self));
  g_return_if_fail (node != NULL && marks != NULL);

  chess_marks_clear (marks);
  chess_marks_read (marks, node->arrows, node->highlights);
}

/* The edit's end: its step recorded (or dropped when nothing changed) and
 * the views told. */
static gboolean
annotated (ChessGame     *self,
           ChessGameStep *step,
           gboolean       changed,
           gboolean       tree)
{
  if (!changed)
    {
      _chess_game_step_cancel (step);
      return FALSE;
    }
  _chess_game_begin_change (self);
  _chess_game_record_step (self, step);
  if (tree)
    _chess_game_emit_tree_changed (self);
  _chess_game_end_change (self);
  return TRUE;
}

static gboolean
replace_text (char       **field,
              const char  *text)
{
  if (g_strcmp0 (*field, text) == 0)
    return FALSE;
  free (*field);
  *field = text != NULL ? strdup (text) : NULL;
  return TRUE;
}

gboolean
chess_game_set_marks (ChessGame        *self,
                      ChessNode        *node,
                      const ChessMarks *marks)
{
  ChessGameStep *step;
  char *arrows, *circles;
  gboolean changed;

  g_return_val_if_fail (CHESS_IS_GAME (self), FALSE);
  g_return_val_if_fail (node != NULL && marks != NULL, FALSE);

  step = _chess_game_step_notes (node);
  arrows = chess_marks_write (marks, false);
  circles = chess_marks_write (marks, true);
  changed = replace_text (&node->arrows, arrows);
  changed = replace_text (&node->highlights, circles) || changed;
  free (arrows);
  free (circles);
  return annotated (self, step, changed, FALSE);
}

/* Runs of blanks (line breaks too: a PGN comment is one line) become one
 * space; blanks at the ends go. */
static char *
tidy_comment (const char *text)
{
  GString *tidy = g_string_new (NULL);
  gboolean blank = FALSE;

  for (const char *p = text; *p != '\0'; p++)
    {
      if (g_ascii_isspace (*p))
        {
          blank = tidy->len > 0;
          continue;
        }
      if (blank)
        g_string_append_c (tidy, ' ');
      blank = FALSE;
      /* '}' would end the PGN comment early. */
      g_string_append_c (tidy, *p == '}' ? ')' : *p);
    }
  return g_string_free (tidy, FALSE);
}

gboolean
chess_game_set_comment (ChessGame  *self,
                        ChessNode  *node,
                        const char *text)
{
  g_autofree char *tidy = NULL;
  ChessGameStep *step;

  g_return_val_if_fail (CHESS_IS_GAME (self), FALSE);
  g_return_val_if_fail (node != NULL, FALSE);

  step = _chess_game_step_notes (node);
  tidy = tidy_comment (text != NULL ? text : "");
  return annotated (self, step, replace_text (&node->comment, *tidy != '\0' ? tidy : NULL), TRUE);
}

gboolean
chess_game_toggle_nag (ChessGame *self,
                       ChessNode *node,
                       guint8     nag)
{
  gboolean had = FALSE, move = chess_nag_is_move_assessment (nag);
  gboolean position = chess_nag_is_position_assessment (nag);
  guint8 kept[CHESS_NODE_MAX_NAGS];
  ChessGameStep *step;
  guint n = 0;

  g_return_val_if_fail (CHESS_IS_GAME (self), FALSE);
  g_return_val_if_fail (node != NULL && nag > 0, FALSE);

  if (node->parent == NULL)
    return FALSE;   /* the root has no move to judge */
  /* One judgement of the move and one of the position: a new one takes
   * the old one's place; the same one again takes it away. */
  for (guint i = 0; i < node->n_nags; i++)
    {
      if (node->nags[i] == nag)
        had = TRUE;
      else if ((move && chess_nag_is_move_assessment (node->nags[i]))
               || (position && chess_nag_is_position_assessment (node->nags[i])))
        continue;
      else
        kept[n++] = node->nags[i];
    }
  if (!had)
    {
      if (n == CHESS_NODE_MAX_NAGS)
        return FALSE;
      /* the move's symbol first, as it is printed right after the move */
      if (move)
        {
          memmove (kept + 1, kept, n * sizeof kept[0]);
          kept[0] = nag;
          n++;
        }
      else
        kept[n++] = nag;
    }
  step = _chess_game_step_notes (node);
  memcpy (node->nags, kept, n * sizeof kept[0]);
  node->n_nags = (uint8_t) n;
  return annotated (self, step, TRUE, TRUE);
}
