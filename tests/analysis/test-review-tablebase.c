/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-review-tablebase.c — a review with the Syzygy tables of the test
 * data and the real Stockfish: in a rook-against-pawn ending the tables
 * judge both sides' moves exactly (a win thrown away, a draw lost, which
 * Stockfish at this budget plays itself), the evals agree with them and
 * the better moves are the tables'; and the judgement by verdicts alone. */
#include "config.h"

#include "analysis-test-util.h"
#include "chess-review.h"

#define STOCKFISH "/usr/games/stockfish"
/* Only Ke4 wins; Kf4 draws, and then only Kf2 holds: e2 loses. */
#define ROOK_AGAINST_PAWN "[SetUp \"1\"]\n[FEN \"8/8/8/5K2/R7/4p3/8/4k3 w - - 0 1\"]\n\n1. Kf4 e2 *\n"

static void
done_cb (GObject *source, GAsyncResult *result, gpointer user_data)
{
  *(GAsyncResult **) user_data = g_object_ref (result);
}

static void
test_rook_against_pawn (void)
{
  ChessRecord *record = analysis_test_record_from_pgn (ROOK_AGAINST_PAWN);
  g_autoptr (ChessEngine) engine = chess_engine_new (STOCKFISH);
  g_autoptr (ChessTablebase) tablebase = chess_tablebase_new ();
  g_autofree char *folder = g_build_filename (g_getenv ("CHESS_TESTDATA"), "syzygy", NULL);
  ChessUciGo limit = { .nodes = 20000 };
  g_autoptr (ChessReview) review = chess_review_new (engine, record, &limit);
  g_autoptr (GError) error = NULL;
  GAsyncResult *result = NULL;
  const ChessPositionReview *positions;
  ChessPlayerReview players[2];
  ChessNode *kf4, *e2;

  if (!g_file_test (STOCKFISH, G_FILE_TEST_IS_EXECUTABLE))
    g_error ("%s is missing: install the stockfish package (build-aux/debian-packages.txt)", STOCKFISH);
  g_assert_true (chess_tablebase_open (tablebase, folder, NULL));
  chess_review_set_tablebase (review, tablebase);
  chess_review_run_async (review, NULL, done_cb, &result);
  while (result == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (chess_review_run_finish (review, result, &error));
  g_assert_no_error (error);
  g_object_unref (result);

  positions = chess_review_get_positions (review);
  for (guint i = 0; i < 3; i++)
    g_assert_true (positions[i].tablebase);
  g_assert_cmpint (positions[0].tablebase_verdict, ==, CHESS_TABLEBASE_WIN);
  g_assert_cmpint (positions[1].tablebase_verdict, ==, CHESS_TABLEBASE_DRAW);
  g_assert_cmpint (positions[2].tablebase_verdict, ==, CHESS_TABLEBASE_WIN);
  /* The evals say what the tables say. */
  g_assert_true (chess_eval_sign (positions[0].eval) > 0);
  g_assert_true (chess_eval_win_percent (positions[0].eval) > 90);
  g_assert_true (chess_eval_equal (positions[1].eval, chess_eval_cp (0)));
  /* The better moves are the ones that keep the verdict. */
  g_assert_cmpuint (positions[0].line[0], ==, chess_move_make (CHESS_F5, CHESS_E4));
  g_assert_cmpuint (positions[1].line[0], ==, chess_move_make (CHESS_E1, CHESS_F2));

  chess_annotate_record (record, positions, 3, players);
  kf4 = record->root->first_child;
  e2 = kf4->first_child;
  g_assert_cmpuint (kf4->n_nags, ==, 1);
  g_assert_cmpuint (kf4->nags[0], ==, 4);
  g_assert_cmpstr (kf4->comment, ==, "The win is gone, the tablebase shows. Ke4 wins.");
  g_assert_cmpstr (kf4->eval, ==, "0.0");
  g_assert_cmpuint (e2->n_nags, ==, 1);
  g_assert_cmpuint (e2->nags[0], ==, 4);
  g_assert_cmpstr (e2->comment, ==, "The draw is lost, the tablebase shows. Kf2 holds it.");
  g_assert_cmpuint (players[CHESS_WHITE].blunders, ==, 1);
  g_assert_cmpuint (players[CHESS_BLACK].blunders, ==, 1);
  chess_record_free (record);
}

/* Verdicts alone: the mover's before, the opponent's after. */
static void
test_judge_by_verdicts (void)
{
  static const struct {
    ChessTablebaseVerdict before, after;
    ChessJudgement judgement;
    ChessJudgementReason reason;
  } cases[] = {
    { CHESS_TABLEBASE_WIN, CHESS_TABLEBASE_LOSS, CHESS_JUDGEMENT_NONE, CHESS_JUDGEMENT_REASON_CHANCES },
    { CHESS_TABLEBASE_WIN, CHESS_TABLEBASE_BLESSED_LOSS, CHESS_JUDGEMENT_BLUNDER, CHESS_JUDGEMENT_REASON_WIN_LOST },
    { CHESS_TABLEBASE_WIN, CHESS_TABLEBASE_DRAW, CHESS_JUDGEMENT_BLUNDER, CHESS_JUDGEMENT_REASON_WIN_LOST },
    { CHESS_TABLEBASE_WIN, CHESS_TABLEBASE_WIN, CHESS_JUDGEMENT_BLUNDER, CHESS_JUDGEMENT_REASON_WIN_LOST },
    { CHESS_TABLEBASE_DRAW, CHESS_TABLEBASE_DRAW, CHESS_JUDGEMENT_NONE, CHESS_JUDGEMENT_REASON_CHANCES },
    { CHESS_TABLEBASE_DRAW, CHESS_TABLEBASE_WIN, CHESS_JUDGEMENT_BLUNDER, CHESS_JUDGEMENT_REASON_DRAW_LOST },
    { CHESS_TABLEBASE_BLESSED_LOSS, CHESS_TABLEBASE_WIN, CHESS_JUDGEMENT_BLUNDER, CHESS_JUDGEMENT_REASON_DRAW_LOST },
    { CHESS_TABLEBASE_CURSED_WIN, CHESS_TABLEBASE_DRAW, CHESS_JUDGEMENT_INACCURACY, CHESS_JUDGEMENT_REASON_CHANCES },
    { CHESS_TABLEBASE_DRAW, CHESS_TABLEBASE_CURSED_WIN, CHESS_JUDGEMENT_INACCURACY, CHESS_JUDGEMENT_REASON_CHANCES },
    { CHESS_TABLEBASE_LOSS, CHESS_TABLEBASE_WIN, CHESS_JUDGEMENT_NONE, CHESS_JUDGEMENT_REASON_CHANCES },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      ChessJudgementReason reason = -1;

      g_assert_cmpint (chess_judge_tablebase_move (cases[i].before, cases[i].after, &reason), ==,
                       cases[i].judgement);
      g_assert_cmpint (reason, ==, cases[i].reason);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/review/tablebase/rook-against-pawn", test_rook_against_pawn);
  g_test_add_func ("/review/tablebase/judge-by-verdicts", test_judge_by_verdicts);
  return g_test_run ();
}
