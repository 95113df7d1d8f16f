/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-review-marks.c — a reviewed game's marks read from its record
 * (see chess-review-marks.h). */
#include "config.h"

#include "chess-review-marks.h"

#include <math.h>
#include <string.h>

#include "chess-notation.h"
#include "chess-position.h"

static int
ceiled_cp (ChessEval eval)
{
  switch (eval.kind)
    {
    case CHESS_EVAL_CP:
      return CLAMP (eval.value, -CHESS_EVAL_CP_CEILING, CHESS_EVAL_CP_CEILING);
    case CHESS_EVAL_MATE:
    case CHESS_EVAL_CHECKMATE:
      return eval.value > 0 ? CHESS_EVAL_CP_CEILING : -CHESS_EVAL_CP_CEILING;
    case CHESS_EVAL_NONE:
    default:
      return 0;
    }
}

int
chess_average_cp_loss (const ChessEval *evals,
                       gsize            n_evals,
                       ChessColor       first_mover,
                       ChessColor       side)
{
  double sum = 0;
  guint counted = 0;

  g_return_val_if_fail (evals != NULL || n_evals == 0, -1);

  /* evals[ply - 1] before ply `ply`, evals[ply] after it */
  for (gsize ply = 1; ply < n_evals; ply++)
    {
      ChessColor mover = (ply % 2 == 1) ? first_mover : (ChessColor) !first_mover;
      int fall;

      if (mover != side || evals[ply - 1].kind == CHESS_EVAL_NONE || evals[ply].kind == CHESS_EVAL_NONE)
        continue;
      fall = ceiled_cp (evals[ply - 1]) - ceiled_cp (evals[ply]);
      sum += MAX (0, mover == CHESS_WHITE ? fall : -fall);
      counted++;
    }
  return counted > 0 ? (int) floor (sum / counted + 0.5) : -1;
}

static ChessJudgement
judgement_of (const ChessNode *node)
{
  ChessJudgement worst = CHESS_JUDGEMENT_NONE;

  for (int i = 0; i < node->n_nags; i++)
    worst = MAX (worst, chess_judgement_from_nag (node->nags[i]));
  return worst;
}

/* Whether `san` stands in `text` as a word of its own ("Nf3 was best."). */
static gboolean
names_move (const char *text, const char *san)
{
  gsize length = strlen (san);

  for (const char *at = text ? strstr (text, san) : NULL; at != NULL; at = strstr (at + 1, san))
    {
      gboolean starts = at == text || g_ascii_isspace (at[-1]) || at[-1] == '(' || at[-1] == '"';
      char after = at[length];

      if (starts && !g_ascii_isalnum (after) && after != '+' && after != '#' && after != '=')
        return TRUE;
    }
  return FALSE;
}

/* The move a review gave beside a judged one: the variation whose first
 * move its comment names ("Mistake. Nf3 was best.", in any language),
 * else the first variation (lichess writes the better line first). */
static ChessMove
better_move (const ChessRecord *record, const ChessNode *node)
{
  ChessNode *first = NULL;
  ChessPosition before;

  chess_record_position_at (record, node->parent, &before);
  for (ChessNode *other = node->parent->first_child; other != NULL; other = other->next_sibling)
    {
      char san[CHESS_SAN_MAX];

      if (other == node || other->move == CHESS_MOVE_NULL || !chess_position_is_legal_move (&before, other->move))
        continue;
      if (first == NULL)
        first = other;
      chess_move_to_san (&before, other->move, san);
      if (names_move (node->comment, san))
        return other->move;
    }
  return first != NULL ? first->move : CHESS_MOVE_NONE;
}

GArray *
chess_review_marks_read (const ChessRecord *record,
                         ChessReviewSide    sides[2],
                         gboolean          *complete)
{
  GArray *marks = g_array_new (FALSE, TRUE, sizeof (ChessReviewMark));
  g_autoptr (GArray) evals = g_array_new (FALSE, FALSE, sizeof (ChessEval));
  ChessColor first_mover = chess_position_side_to_move (&record->start);
  ChessEval start = chess_eval_cp (CHESS_EVAL_CP_INITIAL);
  gboolean all = TRUE;

  g_return_val_if_fail (record != NULL && sides != NULL, marks);

  /* lichess counts every game from its fixed small edge for White */
  g_array_append_val (evals, start);
  for (ChessNode *node = record->root->first_child; node != NULL; node = node->first_child)
    {
      ChessReviewMark mark = { node, CHESS_WHITE, { CHESS_EVAL_NONE, 0 }, CHESS_JUDGEMENT_NONE, CHESS_MOVE_NONE };

      mark.mover = marks->len % 2 == 0 ? first_mover : (ChessColor) !first_mover;
      if (node->eval == NULL || !chess_eval_parse_pgn (node->eval, strlen (node->eval), &mark.eval))
        mark.eval = (ChessEval) { CHESS_EVAL_NONE, 0 };
      /* a mate is the board's, written or not */
      if (mark.eval.kind == CHESS_EVAL_NONE && node->first_child == NULL && node->move != CHESS_MOVE_NULL)
        {
          ChessPosition after;

          chess_record_position_at (record, node, &after);
          if (chess_position_is_checkmate (&after))
            mark.eval = chess_eval_checkmate (mark.mover);
        }
      mark.judgement = judgement_of (node);
      if (mark.judgement != CHESS_JUDGEMENT_NONE)
        mark.better = better_move (record, node);
      all = all && mark.eval.kind != CHESS_EVAL_NONE;
      g_array_append_val (evals, mark.eval);
      g_array_append_val (marks, mark);
    }

  for (int c = CHESS_WHITE; c <= CHESS_BLACK; c++)
    {
      ChessReviewSide *side = &sides[c];

      *side = (ChessReviewSide) { -1, -1, 0, 0, 0, 0 };
      for (guint i = 0; i < marks->len; i++)
        {
          const ChessReviewMark *mark = &g_array_index (marks, ChessReviewMark, i);

          if ((int) mark->mover != c)
            continue;
          side->moves++;
          side->inaccuracies += mark->judgement == CHESS_JUDGEMENT_INACCURACY;
          side->mistakes += mark->judgement == CHESS_JUDGEMENT_MISTAKE;
          side->blunders += mark->judgement == CHESS_JUDGEMENT_BLUNDER;
        }
      side->average_cp_loss = chess_average_cp_loss ((const ChessEval *) (gconstpointer) evals->data, evals->len,
                                                     first_mover, (ChessColor) c);
    }
  if (all && marks->len > 0)
    chess_game_accuracy (start, &g_array_index (evals, ChessEval, 1), evals->len - 1, first_mover,
                         &sides[CHESS_WHITE].accuracy, &sides[CHESS_BLACK].accuracy);
  if (complete != NULL)
    *complete = all && marks->len > 0;
  return marks;
}

static gboolean
is_wanted (const ChessRecord *record, const ChessNode *node, guint sides)
{
  int ply = chess_node_ply (node);
  ChessColor mover = ply % 2 == 1 ? chess_position_side_to_move (&record->start)
                                  : (ChessColor) !chess_position_side_to_move (&record->start);

  return judgement_of (node) != CHESS_JUDGEMENT_NONE && (sides & CHESS_REVIEW_SIDE_BIT (mover)) != 0;
}

ChessNode *
chess_review_marks_next (const ChessRecord *record,
                         const ChessNode   *from,
                         gboolean           forward,
                         guint              sides)
{
  const ChessNode *branch;
  ChessNode *found = NULL;

  g_return_val_if_fail (record != NULL, NULL);

  if (from == NULL)
    from = record->root;
  branch = chess_node_get_branch_point (from);
  if (forward)
    {
      for (ChessNode *node = branch->first_child; node != NULL; node = node->first_child)
        if (is_wanted (record, node, sides))
          return node;
      return NULL;
    }
  /* back: before `from` on the main line; from a variation, up to and
   * with the move it branches after */
  for (ChessNode *node = record->root->first_child; node != NULL; node = node->first_child)
    {
      if (node == from)
        break;
      if (is_wanted (record, node, sides))
        found = node;
      if (node == branch && branch != from)
        break;
    }
  return found;
}
