/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-annotator.c — a review into the move tree, in the manner of
 * lichess's annotated PGN: the judgement as a NAG on the move, a comment
 * naming the better move, that move's line as a variation, and [%eval]
 * everywhere. */
#include "config.h"

#include "chess-annotator.h"

#include <glib/gi18n.h>
#include <string.h>
#include "chess-notation.h"

/* The judgement of `mover`'s move `played` from the reviews of the
 * positions before and after it: by the tables where they decided both,
 * else chess_judge_move, except that the engine's own best move is never
 * faulted (two searches of neighbouring positions may disagree by a few
 * centipawns).  reason may be NULL. */
static ChessJudgement
chess_review_judge_move (ChessMove played, ChessColor mover,
                         const ChessPositionReview *before,
                         const ChessPositionReview *after,
                         ChessJudgementReason *reason)
{
  if (before->tablebase && after->tablebase)
    return chess_judge_tablebase_move (before->tablebase_verdict, after->tablebase_verdict, reason);
  if (before->line_length > 0 && before->line[0] == played)
    {
      if (reason)
        *reason = CHESS_JUDGEMENT_REASON_CHANCES;
      return CHESS_JUDGEMENT_NONE;
    }
  return chess_judge_move (before->eval, after->eval, mover, reason);
}

char *
chess_review_describe_judgement (ChessJudgement judgement, ChessJudgementReason reason,
                                 const char *best_san)
{
  /* Whole sentences, so that translators can order them freely. */
  if (reason == CHESS_JUDGEMENT_REASON_MATE_CREATED)
    return best_san ? g_strdup_printf (_("Checkmate is now unavoidable. %s was best."), best_san)
                    : g_strdup (_("Checkmate is now unavoidable."));
  if (reason == CHESS_JUDGEMENT_REASON_MATE_LOST)
    return best_san ? g_strdup_printf (_("Lost forced checkmate sequence. %s was best."), best_san)
                    : g_strdup (_("Lost forced checkmate sequence."));
  /* Translators: the tablebase's judgement; "%s" is the move that kept it */
  if (reason == CHESS_JUDGEMENT_REASON_WIN_LOST)
    return best_san ? g_strdup_printf (_("The win is gone, the tablebase shows. %s wins."), best_san)
                    : g_strdup (_("The win is gone, the tablebase shows."));
  if (reason == CHESS_JUDGEMENT_REASON_DRAW_LOST)
    return best_san ? g_strdup_printf (_("The draw is lost, the tablebase shows. %s holds it."), best_san)
                    : g_strdup (_("The draw is lost, the tablebase shows."));

  switch (judgement)
    {
    case CHESS_JUDGEMENT_INACCURACY:
      return best_san ? g_strdup_printf (_("Inaccuracy. %s was best."), best_san)
                      : g_strdup (_("Inaccuracy."));
    case CHESS_JUDGEMENT_MISTAKE:
      return best_san ? g_strdup_printf (_("Mistake. %s was best."), best_san)
                      : g_strdup (_("Mistake."));
    case CHESS_JUDGEMENT_BLUNDER:
      return best_san ? g_strdup_printf (_("Blunder. %s was best."), best_san)
                      : g_strdup (_("Blunder."));
    case CHESS_JUDGEMENT_NONE:
    default:
      return NULL;
    }
}

static gboolean
has_move_assessment (const ChessNode *node)
{
  for (int i = 0; i < node->n_nags; i++)
    if (node->nags[i] >= 1 && node->nags[i] <= 6)
      return TRUE;
  return FALSE;
}

static void
append_comment (ChessNode *node, const char *text)
{
  g_autofree char *joined = NULL;

  if (node->comment && strstr (node->comment, text))
    return;
  joined = node->comment ? g_strconcat (node->comment, " ", text, NULL) : g_strdup (text);
  chess_node_set_comment (node, joined);
}

/* The engine's line as a variation beside `played`, cut at the first move
 * that is not legal (an engine may lie); nothing if a variation (or the
 * main move) with its first move is already there. */
static void
add_line (ChessNode *played, const ChessPosition *before, const ChessPositionReview *review)
{
  ChessPosition pos = *before;
  ChessNode *node = NULL;

  if (review->line_length == 0 || chess_node_find_child (played->parent, review->line[0]))
    return;
  for (guint i = 0; i < review->line_length && i < CHESS_REVIEW_MAX_LINE; i++)
    {
      ChessMove move = review->line[i];
      ChessUndo undo;

      if (!chess_position_is_legal_move (&pos, move))
        break;
      node = node ? chess_node_add_child (node, move) : chess_node_append_child (played->parent, move);
      chess_position_make_move (&pos, move, &undo);
    }
}

static void
annotate_move (ChessNode *node, const ChessPosition *before, ChessJudgement judgement,
               ChessJudgementReason reason, const ChessPositionReview *before_review,
               const ChessPositionReview *after_review)
{
  char eval_text[CHESS_EVAL_PGN_MAX];
  g_autofree char *comment = NULL;
  char best_san[CHESS_SAN_MAX];
  gboolean has_best;

  if (chess_eval_format_pgn (after_review->eval, eval_text) > 0)
    chess_node_set_eval (node, eval_text);

  if (judgement == CHESS_JUDGEMENT_NONE || has_move_assessment (node))
    return;

  has_best = before_review->line_length > 0
             && chess_position_is_legal_move (before, before_review->line[0]);
  if (has_best)
    chess_move_to_san (before, before_review->line[0], best_san);
  comment = chess_review_describe_judgement (judgement, reason, has_best ? best_san : NULL);

  chess_node_add_nag (node, chess_judgement_to_nag (judgement));
  append_comment (node, comment);
  if (has_best)
    add_line (node, before, before_review);
}

/* lichess starts the standard game from a fixed small edge for White; a
 * set-up position starts from what the engine saw in it. */
static ChessEval
accuracy_start (const ChessRecord *record, const ChessPositionReview *positions, gsize n_positions)
{
  ChessPosition standard;

  chess_position_set_start (&standard);
  if (n_positions > 0 && positions[0].eval.kind != CHESS_EVAL_NONE
      && chess_position_repetition_key (&record->start) != chess_position_repetition_key (&standard))
    return positions[0].eval;
  return chess_eval_cp (CHESS_EVAL_CP_INITIAL);
}

/* Walks the reviewed plies of the main line; annotates them when `record`
 * may be written (annotate), and sums up for the players. */
static void
review_main_line (ChessRecord *record, const ChessPositionReview *positions, gsize n_positions,
                  gboolean annotate, ChessPlayerReview players[2])
{
  ChessPosition pos = record->start;
  ChessColor first_mover = chess_position_side_to_move (&record->start);
  g_autofree ChessEval *evals = g_new (ChessEval, MAX (n_positions, 1));
  gsize n_evals = 0;
  gboolean evals_complete = TRUE;
  ChessPlayerReview sums[2] = { { -1.0, 0, 0, 0 }, { -1.0, 0, 0, 0 } };
  gsize ply = 1;

  for (ChessNode *node = record->root->first_child; node && ply < n_positions;
       node = node->first_child, ply++)
    {
      const ChessPositionReview *before = &positions[ply - 1], *after = &positions[ply];
      ChessColor mover = chess_position_side_to_move (&pos);
      ChessJudgementReason reason;
      ChessJudgement judgement;
      ChessUndo undo;

      if (node->move == CHESS_MOVE_NULL || !chess_position_is_legal_move (&pos, node->move))
        break;
      judgement = chess_review_judge_move (node->move, mover, before, after, &reason);
      if (annotate)
        annotate_move (node, &pos, judgement, reason, before, after);

      sums[mover].inaccuracies += judgement == CHESS_JUDGEMENT_INACCURACY;
      sums[mover].mistakes += judgement == CHESS_JUDGEMENT_MISTAKE;
      sums[mover].blunders += judgement == CHESS_JUDGEMENT_BLUNDER;
      /* Accuracy needs an unbroken run of evaluations from the start. */
      evals_complete = evals_complete && after->eval.kind != CHESS_EVAL_NONE;
      if (evals_complete)
        evals[n_evals++] = after->eval;

      chess_position_make_move (&pos, node->move, &undo);
    }

  if (!players)
    return;
  if (n_evals > 0)
    chess_game_accuracy (accuracy_start (record, positions, n_positions), evals, n_evals,
                         first_mover, &sums[CHESS_WHITE].accuracy, &sums[CHESS_BLACK].accuracy);
  players[CHESS_WHITE] = sums[CHESS_WHITE];
  players[CHESS_BLACK] = sums[CHESS_BLACK];
}

void
chess_annotate_record (ChessRecord *record, const ChessPositionReview *positions,
                       gsize n_positions, ChessPlayerReview players[2])
{
  g_return_if_fail (record != NULL);
  g_return_if_fail (positions != NULL || n_positions == 0);

  review_main_line (record, positions, n_positions, TRUE, players);
}
