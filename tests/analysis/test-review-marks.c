/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-review-marks.c — a reviewed game read from its record, as the
 * window shows it: each move's evaluation and judgement, the better move
 * beside a judged one (the variation its comment names), the final mate;
 * each side's counts, accuracy and average centipawn loss (computed here
 * by hand, lichess's way); the next and previous judged moves of either
 * side or both.  A game annotated by our review reads the same figures as
 * the review itself gave. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "analysis-test-util.h"
#include "chess-annotator.h"
#include "chess-notation.h"
#include "chess-pgn.h"
#include "chess-review-marks.h"

/* 1. e4 e5 2. Qh5?! Nc6 3. Bc4 Nf6?? 4. Qxf7#, evaluated and commented as
 * lichess exports an analysed game (no [%eval] on the mate). */
static const char *const SCHOLAR =
  "[Event \"Marks\"]\n[Result \"1-0\"]\n\n"
  "1. e4 { [%eval 0.3] } 1... e5 { [%eval 0.25] } "
  "2. Qh5?! { (0.25 → -0.20) Inaccuracy. Nf3 was best. } { [%eval -0.2] } "
  "( 2. Nf3 { [%eval 0.3] } ) 2... Nc6 { [%eval -0.15] } 3. Bc4 { [%eval -0.2] } "
  "3... Nf6?? { (-0.20 → Mate in 1) Checkmate is now unavoidable. g6 was best. } { [%eval #1] } "
  "( 3... g6 { [%eval -0.2] } ) 4. Qxf7# 1-0\n";

static void
san_of (const ChessRecord *record, const ChessNode *parent, ChessMove move, char *san)
{
  ChessPosition pos;

  chess_record_position_at (record, parent, &pos);
  chess_move_to_san (&pos, move, san);
}

static void
test_scholar (void)
{
  ChessRecord *record = analysis_test_record_from_pgn (SCHOLAR);
  ChessReviewSide sides[2];
  gboolean complete = FALSE;
  g_autoptr (GArray) marks = chess_review_marks_read (record, sides, &complete);
  const ChessReviewMark *m = (const ChessReviewMark *) (gconstpointer) marks->data;
  char san[CHESS_SAN_MAX];

  g_assert_cmpuint (marks->len, ==, 7);
  g_assert_true (complete);
  g_assert_cmpint (m[0].eval.kind, ==, CHESS_EVAL_CP);
  g_assert_cmpint (m[0].eval.value, ==, 30);
  g_assert_cmpint (m[2].judgement, ==, CHESS_JUDGEMENT_INACCURACY);
  san_of (record, m[2].node->parent, m[2].better, san);
  g_assert_cmpstr (san, ==, "Nf3");
  g_assert_cmpint (m[5].judgement, ==, CHESS_JUDGEMENT_BLUNDER);
  g_assert_cmpint (m[5].mover, ==, CHESS_BLACK);
  san_of (record, m[5].node->parent, m[5].better, san);
  g_assert_cmpstr (san, ==, "g6");
  g_assert_cmpint (m[1].better, ==, CHESS_MOVE_NONE);
  /* the last move mates: its evaluation is the board's */
  g_assert_cmpint (m[6].eval.kind, ==, CHESS_EVAL_CHECKMATE);

  g_assert_cmpuint (sides[CHESS_WHITE].moves, ==, 4);
  g_assert_cmpuint (sides[CHESS_WHITE].inaccuracies, ==, 1);
  g_assert_cmpuint (sides[CHESS_WHITE].blunders, ==, 0);
  g_assert_cmpuint (sides[CHESS_BLACK].moves, ==, 3);
  g_assert_cmpuint (sides[CHESS_BLACK].blunders, ==, 1);
  /* White from lichess's 15: 15 → 30 (0), 25 → −20 (45), −15 → −20 (5),
   * #1 → mate (0): 50 / 4 = 12.5, rounded 13 */
  g_assert_cmpint (sides[CHESS_WHITE].average_cp_loss, ==, 13);
  /* Black: 30 → 25 (0), −20 → −15 (5), −20 → 1000 (1020): 1025 / 3 */
  g_assert_cmpint (sides[CHESS_BLACK].average_cp_loss, ==, 342);
  g_assert_cmpfloat (sides[CHESS_WHITE].accuracy, >, sides[CHESS_BLACK].accuracy);
  g_assert_cmpfloat (sides[CHESS_BLACK].accuracy, >=, 0);

  g_assert_true (chess_review_marks_next (record, record->root, TRUE, CHESS_REVIEW_BOTH_SIDES) == m[2].node);
  g_assert_true (chess_review_marks_next (record, m[2].node, TRUE, CHESS_REVIEW_BOTH_SIDES) == m[5].node);
  g_assert_null (chess_review_marks_next (record, m[5].node, TRUE, CHESS_REVIEW_BOTH_SIDES));
  g_assert_true (chess_review_marks_next (record, m[6].node, FALSE, CHESS_REVIEW_BOTH_SIDES) == m[5].node);
  g_assert_true (chess_review_marks_next (record, m[5].node, FALSE, CHESS_REVIEW_BOTH_SIDES) == m[2].node);
  g_assert_null (chess_review_marks_next (record, m[2].node, FALSE, CHESS_REVIEW_BOTH_SIDES));
  /* one side's mistakes only */
  g_assert_true (chess_review_marks_next (record, record->root, TRUE, CHESS_REVIEW_SIDE_BIT (CHESS_BLACK))
                 == m[5].node);
  g_assert_null (chess_review_marks_next (record, m[2].node, TRUE, CHESS_REVIEW_SIDE_BIT (CHESS_WHITE)));
  g_assert_null (chess_review_marks_next (record, m[6].node, FALSE, CHESS_REVIEW_SIDE_BIT (CHESS_BLACK) << 2));
  /* from inside the variation beside Qh5: its place on the main line */
  g_assert_true (chess_review_marks_next (record, m[2].node->next_sibling, TRUE, CHESS_REVIEW_BOTH_SIDES)
                 == m[2].node);
  g_assert_null (chess_review_marks_next (record, m[2].node->next_sibling, FALSE, CHESS_REVIEW_BOTH_SIDES));
  /* from inside the variation beside Nf6: Qh5 is before it */
  g_assert_true (chess_review_marks_next (record, m[5].node->next_sibling, FALSE, CHESS_REVIEW_BOTH_SIDES)
                 == m[2].node);
  chess_record_free (record);
}

/* A person's own variation first, the review's after it: the better move
 * is the one the comment names. */
static void
test_better_named (void)
{
  ChessRecord *record = analysis_test_record_from_pgn ("1. e4 e5 2. Qh5? { Mistake. Nf3 was best. } "
                                                       "( 2. Bc4 ) ( 2. Nf3 Nc6 ) 2... Nc6 3. Bc4 *\n");
  ChessReviewSide sides[2];
  g_autoptr (GArray) marks = chess_review_marks_read (record, sides, NULL);
  const ChessReviewMark *m = (const ChessReviewMark *) (gconstpointer) marks->data;
  char san[CHESS_SAN_MAX];

  g_assert_cmpint (m[2].judgement, ==, CHESS_JUDGEMENT_MISTAKE);
  san_of (record, m[2].node->parent, m[2].better, san);
  g_assert_cmpstr (san, ==, "Nf3");
  chess_record_free (record);
}

/* Without every evaluation: counts, but no accuracy; the loss from the
 * moves evaluated on both sides only. */
static void
test_without_evals (void)
{
  ChessRecord *record = analysis_test_record_from_pgn ("1. e4 { [%eval 0.2] } e5?! { [%eval 0.6] } 2. Nf3 *\n");
  ChessReviewSide sides[2];
  gboolean complete = TRUE;
  g_autoptr (GArray) marks = chess_review_marks_read (record, sides, &complete);

  g_assert_false (complete);
  g_assert_cmpuint (marks->len, ==, 3);
  g_assert_cmpint (g_array_index (marks, ChessReviewMark, 2).eval.kind, ==, CHESS_EVAL_NONE);
  g_assert_cmpuint (sides[CHESS_BLACK].inaccuracies, ==, 1);
  g_assert_cmpfloat (sides[CHESS_WHITE].accuracy, ==, -1);
  g_assert_cmpfloat (sides[CHESS_BLACK].accuracy, ==, -1);
  /* White: 15 → 20 (0), Nf3 unevaluated; Black: 20 → 60 (40) */
  g_assert_cmpint (sides[CHESS_WHITE].average_cp_loss, ==, 0);
  g_assert_cmpint (sides[CHESS_BLACK].average_cp_loss, ==, 40);
  chess_record_free (record);

  record = analysis_test_record_from_pgn ("1. e4 e5 *\n");
  g_array_unref (chess_review_marks_read (record, sides, &complete));
  g_assert_cmpint (sides[CHESS_WHITE].average_cp_loss, ==, -1);
  g_assert_cmpint (sides[CHESS_BLACK].average_cp_loss, ==, -1);
  chess_record_free (record);
}

/* lichess's counting: mates at the ceiling, big swings clamped to it,
 * Black first in a set-up position. */
static void
test_average_loss (void)
{
  const ChessEval evals[] = { chess_eval_cp (15), chess_eval_cp (-3000), chess_eval_mate (-2),
                              chess_eval_cp (-2000), chess_eval_cp (2001) };

  /* White: 15 → −1000 (1015), −1000 → −1000 (0): 507.5, rounded up */
  g_assert_cmpint (chess_average_cp_loss (evals, G_N_ELEMENTS (evals), CHESS_WHITE, CHESS_WHITE), ==, 508);
  /* Black: −1000 → −1000 (0), −1000 → 1000 (2000) */
  g_assert_cmpint (chess_average_cp_loss (evals, G_N_ELEMENTS (evals), CHESS_WHITE, CHESS_BLACK), ==, 1000);
  /* Black moving first: 15 → −1000 gains (0), −1000 → −1000 (0) */
  g_assert_cmpint (chess_average_cp_loss (evals, G_N_ELEMENTS (evals), CHESS_BLACK, CHESS_BLACK), ==, 0);
  g_assert_cmpint (chess_average_cp_loss (evals, 1, CHESS_WHITE, CHESS_WHITE), ==, -1);
}

/* Our own review written into the game reads back with the review's
 * figures: counts, accuracy, and the engine's move as the better one. */
static void
test_reads_our_review (void)
{
  ChessRecord *record = analysis_test_record_from_pgn ("1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n");
  const char *best[] = { "e4", "e5", "Nf3", "Nc6", "Nf3", "g6", "Qxf7#", NULL };
  const ChessEval evals[] = { chess_eval_cp (15), chess_eval_cp (30), chess_eval_cp (25), chess_eval_cp (-60),
                              chess_eval_cp (-15), chess_eval_cp (-20), chess_eval_mate (1),
                              chess_eval_checkmate (CHESS_WHITE) };
  ChessPositionReview positions[G_N_ELEMENTS (evals)] = { 0 };
  ChessPlayerReview players[2];
  ChessReviewSide sides[2];
  ChessNode *node = record->root;
  g_autoptr (GArray) marks = NULL;
  guint judged = 0;

  for (guint i = 0; i < G_N_ELEMENTS (evals); i++, node = node->first_child)
    {
      ChessPosition pos;

      positions[i].eval = evals[i];
      if (best[i] == NULL)
        break;
      chess_record_position_at (record, node, &pos);
      g_assert_cmpint (chess_move_from_san (&pos, best[i], strlen (best[i]), &positions[i].line[0]), ==,
                       CHESS_SAN_OK);
      positions[i].line_length = 1;
    }
  chess_annotate_record (record, positions, G_N_ELEMENTS (positions), players);
  marks = chess_review_marks_read (record, sides, NULL);
  for (int c = CHESS_WHITE; c <= CHESS_BLACK; c++)
    {
      g_assert_cmpfloat_with_epsilon (sides[c].accuracy, players[c].accuracy, 1e-9);
      g_assert_cmpuint (sides[c].inaccuracies, ==, players[c].inaccuracies);
      g_assert_cmpuint (sides[c].mistakes, ==, players[c].mistakes);
      g_assert_cmpuint (sides[c].blunders, ==, players[c].blunders);
    }
  for (guint i = 0; i < marks->len; i++)
    {
      const ChessReviewMark *mark = &g_array_index (marks, ChessReviewMark, i);
      char san[CHESS_SAN_MAX];

      if (mark->judgement == CHESS_JUDGEMENT_NONE)
        continue;
      judged++;
      san_of (record, mark->node->parent, mark->better, san);
      g_assert_cmpstr (san, ==, best[i]);
    }
  /* Qh5 (25 → −60) and Nf6 (into a mate) at least */
  g_assert_cmpuint (judged, >=, 2);
  chess_record_free (record);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/review-marks/scholar", test_scholar);
  g_test_add_func ("/review-marks/better-named", test_better_named);
  g_test_add_func ("/review-marks/without-evals", test_without_evals);
  g_test_add_func ("/review-marks/average-loss", test_average_loss);
  g_test_add_func ("/review-marks/reads-our-review", test_reads_our_review);
  return g_test_run ();
}
