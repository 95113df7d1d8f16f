/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-mistake-rules.c — lichess's winning chances, its rules for the
 * moves of "Learn from your mistakes", and the user's side of a game. */
#include "config.h"

#include "chess-mistake-rules.h"

#include <math.h>
#include <string.h>

#include "chess-review-math.h"

/* lila's clamp of centipawns before the curve. */
#define CHANCES_CP_CLAMP 1000

static double
chances_of_cp (double cp)
{
  return chess_winning_chances_from_cp (cp);
}

double
chess_mistake_chances (ChessEval eval, ChessColor side)
{
  double white;
  switch (eval.kind)
    {
    case CHESS_EVAL_CP:
      white = chances_of_cp (CLAMP (eval.value, -CHANCES_CP_CLAMP, CHANCES_CP_CLAMP));
      break;
    case CHESS_EVAL_MATE:
      /* A nearer mate is worth more, up to mate in 10. */
      white = chances_of_cp ((eval.value > 0 ? 1 : -1) * (21 - MIN (10, ABS (eval.value))) * 100.0);
      break;
    case CHESS_EVAL_CHECKMATE:
      white = eval.value > 0 ? 1 : -1;
      break;
    case CHESS_EVAL_NONE:
    default:
      white = 0;
      break;
    }
  return side == CHESS_WHITE ? white : -white;
}

double
chess_mistake_pov_diff (ChessEval a, ChessEval b, ChessColor side)
{
  return (chess_mistake_chances (a, side) - chess_mistake_chances (b, side)) / 2;
}

static gboolean
is_decided (ChessEval before, ChessEval after)
{
  double beyond = chances_of_cp (CHESS_MISTAKE_DECIDED_CP);
  double a = chess_mistake_chances (before, CHESS_WHITE), b = chess_mistake_chances (after, CHESS_WHITE);
  return (a >= beyond && b >= beyond) || (a <= -beyond && b <= -beyond);
}

gboolean
chess_mistake_is_candidate (ChessEval before, ChessEval after, ChessColor mover)
{
  if (before.kind == CHESS_EVAL_NONE || after.kind == CHESS_EVAL_NONE)
    return FALSE;
  /* A move that mates is never a mistake (chess_judge_move says so too). */
  if (after.kind == CHESS_EVAL_CHECKMATE)
    return FALSE;
  ChessJudgement judgement = chess_judge_move (before, after, mover, NULL);
  return judgement >= CHESS_JUDGEMENT_MISTAKE
         && fabs (chess_mistake_pov_diff (before, after, CHESS_WHITE)) > CHESS_MISTAKE_SWING
         && !is_decided (before, after);
}

gboolean
chess_mistake_answer_is_right (ChessEval answer, ChessEval best, ChessColor solver)
{
  return chess_mistake_pov_diff (answer, best, solver) > -CHESS_MISTAKE_ANSWER_TOLERANCE;
}

gboolean
chess_mistake_best_is_clear (ChessEval best, ChessEval second, ChessColor solver)
{
  if (second.kind == CHESS_EVAL_NONE)
    return TRUE;
  return chess_mistake_pov_diff (second, best, solver) < -CHESS_MISTAKE_CLEAR_MARGIN;
}

GArray *
chess_mistake_record_evals (const ChessRecord *record, guint *n_reviewed)
{
  GArray *evals = g_array_new (FALSE, TRUE, sizeof (ChessEval));
  ChessEval none = { CHESS_EVAL_NONE, 0 };
  ChessPosition pos = record->start;
  guint reviewed = 0;
  g_array_append_val (evals, none);
  for (const ChessNode *node = record->root->first_child; node; node = node->first_child)
    {
      ChessUndo undo;
      ChessEval eval = none;
      chess_position_make_move (&pos, node->move, &undo);
      if (chess_position_is_checkmate (&pos))
        eval = chess_eval_checkmate (chess_position_side_to_move (&pos) == CHESS_WHITE ? CHESS_BLACK : CHESS_WHITE);
      else if (node->eval == NULL || !chess_eval_parse_pgn (node->eval, strlen (node->eval), &eval))
        eval = none;
      reviewed += eval.kind != CHESS_EVAL_NONE;
      g_array_append_val (evals, eval);
    }
  if (n_reviewed != NULL)
    *n_reviewed = reviewed;
  return evals;
}

GArray *
chess_mistake_find (const ChessEval *evals, guint n_evals, ChessColor first_mover, ChessMistakeSides sides)
{
  GArray *plies = g_array_new (FALSE, FALSE, sizeof (guint));
  for (guint ply = 1; ply + 1 < n_evals; ply++)
    {
      ChessColor mover = (ChessColor) ((first_mover + ply) % 2);
      if (!(sides & (mover == CHESS_WHITE ? CHESS_MISTAKE_SIDE_WHITE : CHESS_MISTAKE_SIDE_BLACK)))
        continue;
      if (chess_mistake_is_candidate (evals[ply], evals[ply + 1], mover))
        g_array_append_val (plies, ply);
    }
  return plies;
}

static int
compare_words (gconstpointer a, gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

/* The words of a name, case-folded and sorted: "Carlsen, Magnus" and
 * "magnus carlsen" give the same key. */
static char *
name_key (const char *name)
{
  g_autofree char *folded = g_utf8_casefold (name, -1);
  g_auto (GStrv) words = g_strsplit_set (folded, " ,\t", -1);
  g_autoptr (GPtrArray) kept = g_ptr_array_new ();
  for (char **word = words; *word; word++)
    if (**word != '\0')
      g_ptr_array_add (kept, *word);
  g_ptr_array_sort (kept, compare_words);
  g_ptr_array_add (kept, NULL);
  return g_strjoinv (" ", (char **) kept->pdata);
}

static gboolean
plays (const ChessRecord *record, const char *tag, const char *const *names)
{
  const char *player = chess_record_get_tag (record, tag);
  if (player == NULL || *player == '\0')
    return FALSE;
  g_autofree char *key = name_key (player);
  for (const char *const *name = names; name && *name; name++)
    {
      g_autofree char *wanted = name_key (*name);
      if (*wanted != '\0' && g_str_equal (key, wanted))
        return TRUE;
    }
  return FALSE;
}

ChessMistakeSides
chess_mistake_sides_of_user (const ChessRecord *record, const char *const *names)
{
  gboolean white = plays (record, "White", names), black = plays (record, "Black", names);
  if (white == black)
    return 0;
  return white ? CHESS_MISTAKE_SIDE_WHITE : CHESS_MISTAKE_SIDE_BLACK;
}
