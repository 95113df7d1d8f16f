/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-review.c — ChessReview with the real Stockfish: every position of a
 * game reviewed in order, mates seen, the result annotated; cancel in the
 * middle; an engine that cannot be run; a stalemate that needs no engine. */
#include "config.h"

#include <locale.h>
#include "analysis-test-util.h"
#include "chess-review.h"

#define STOCKFISH "/usr/games/stockfish"
#define SCHOLARS_MATE "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n"

typedef struct {
  GAsyncResult *result;
  GArray *reviewed;        /* indexes in the order reported */
} Run;

static void
position_reviewed_cb (ChessReview *review, guint index, Run *run)
{
  g_array_append_val (run->reviewed, index);
  g_assert_cmpuint (chess_review_get_n_done (review), ==, index + 1);
}

static void
run_done_cb (GObject *source, GAsyncResult *result, gpointer user_data)
{
  Run *run = user_data;

  run->result = g_object_ref (result);
}

/* Runs the review to its end; returns its error (or NULL). */
static GError *
run_review (ChessReview *review, GCancellable *cancellable, Run *run)
{
  GError *error = NULL;

  run->reviewed = g_array_new (FALSE, FALSE, sizeof (guint));
  g_signal_connect (review, "position-reviewed", G_CALLBACK (position_reviewed_cb), run);
  chess_review_run_async (review, cancellable, run_done_cb, run);
  while (!run->result)
    g_main_context_iteration (NULL, TRUE);
  chess_review_run_finish (review, run->result, &error);
  g_clear_object (&run->result);
  return error;
}

static void
require_stockfish (void)
{
  if (!g_file_test (STOCKFISH, G_FILE_TEST_IS_EXECUTABLE))
    g_error ("%s is missing: install the stockfish package (build-aux/debian-packages.txt)", STOCKFISH);
}

static void
test_scholars_mate (void)
{
  ChessRecord *record = analysis_test_record_from_pgn (SCHOLARS_MATE);
  g_autoptr (ChessEngine) engine = chess_engine_new (STOCKFISH);
  ChessUciGo limit = { .nodes = 20000 };
  g_autoptr (ChessReview) review = chess_review_new (engine, record, &limit);
  const ChessPositionReview *positions;
  ChessPlayerReview players[2];
  g_autoptr (GError) error = NULL;
  const ChessNode *nf6;
  Run run = { 0 };

  require_stockfish ();
  g_assert_cmpuint (chess_review_get_n_positions (review), ==, 8);
  error = run_review (review, NULL, &run);
  g_assert_no_error (error);

  /* Every position, in order. */
  g_assert_cmpuint (chess_review_get_n_done (review), ==, 8);
  g_assert_cmpuint (run.reviewed->len, ==, 8);
  for (guint i = 0; i < run.reviewed->len; i++)
    g_assert_cmpuint (g_array_index (run.reviewed, guint, i), ==, i);

  positions = chess_review_get_positions (review);
  for (guint i = 0; i < 7; i++)
    {
      g_assert_cmpint (positions[i].eval.kind, !=, CHESS_EVAL_NONE);
      g_assert_cmpuint (positions[i].line_length, >, 0);
    }
  /* After 3... Nf6 White mates in one (Qxf7#), seen from White's side;
   * the mated position is known without the engine. */
  g_assert_true (chess_eval_equal (positions[6].eval, chess_eval_mate (1)));
  g_assert_cmpuint (positions[6].line[0], ==, chess_move_make (CHESS_H5, CHESS_F7));
  g_assert_true (chess_eval_equal (positions[7].eval, chess_eval_checkmate (CHESS_WHITE)));
  g_assert_cmpuint (positions[7].line_length, ==, 0);

  /* Annotated: 3... Nf6 is Black's blunder into mate. */
  chess_annotate_record (record, positions, 8, players);
  nf6 = chess_record_main_line_end (record)->parent;
  g_assert_cmpuint (nf6->n_nags, ==, 1);
  g_assert_cmpuint (nf6->nags[0], ==, 4);
  g_assert_cmpstr (nf6->eval, ==, "#1");
  g_assert_true (g_str_has_prefix (nf6->comment, "Checkmate is now unavoidable."));
  g_assert_cmpuint (players[CHESS_BLACK].blunders, ==, 1);

  g_array_unref (run.reviewed);
  chess_record_free (record);
}

static gboolean
cancel_cb (gpointer user_data)
{
  g_cancellable_cancel (user_data);
  return G_SOURCE_REMOVE;
}

static void
test_cancel (void)
{
  ChessRecord *record = analysis_test_record_from_pgn (SCHOLARS_MATE);
  g_autoptr (ChessEngine) engine = chess_engine_new (STOCKFISH);
  g_autoptr (GCancellable) cancellable = g_cancellable_new ();
  /* A budget no test would wait for: only cancelling ends it. */
  ChessUciGo limit = { .nodes = G_GUINT64_CONSTANT (500000000000) };
  g_autoptr (ChessReview) review = chess_review_new (engine, record, &limit);
  g_autoptr (GError) error = NULL;
  Run run = { 0 };

  require_stockfish ();
  g_timeout_add (300, cancel_cb, cancellable);
  error = run_review (review, cancellable, &run);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_cmpuint (chess_review_get_n_done (review), ==, 0);
  g_assert_cmpuint (run.reviewed->len, ==, 0);
  /* The engine was told to stop: it is idle again, soon. */
  while (chess_engine_get_state (engine) == CHESS_ENGINE_STATE_SEARCHING)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpint (chess_engine_get_state (engine), ==, CHESS_ENGINE_STATE_READY);

  g_array_unref (run.reviewed);
  chess_record_free (record);
}

static void
test_missing_engine (void)
{
  ChessRecord *record = analysis_test_record_from_pgn (SCHOLARS_MATE);
  g_autoptr (ChessEngine) engine = chess_engine_new ("/nonexistent/engine");
  g_autoptr (ChessReview) review = chess_review_new (engine, record, NULL);
  g_autoptr (GError) error = NULL;
  Run run = { 0 };

  error = run_review (review, NULL, &run);
  g_assert_error (error, CHESS_ENGINE_ERROR, CHESS_ENGINE_ERROR_MISSING);
  g_assert_nonnull (strstr (error->message, "/nonexistent/engine"));
  g_assert_cmpuint (chess_review_get_n_done (review), ==, 0);

  g_array_unref (run.reviewed);
  chess_record_free (record);
}

static void
test_stalemate_needs_no_engine (void)
{
  /* 1. Qb6 stalemates Black at once. */
  ChessRecord *record = analysis_test_record_from_pgn (
    "[FEN \"k7/8/2K5/8/8/8/8/1Q6 w - - 0 1\"]\n[SetUp \"1\"]\n\n1. Qb6 1/2-1/2\n");
  g_autoptr (ChessEngine) engine = chess_engine_new (STOCKFISH);
  ChessUciGo limit = { .nodes = 5000 };
  g_autoptr (ChessReview) review = chess_review_new (engine, record, &limit);
  g_autoptr (GError) error = NULL;
  const ChessPositionReview *positions;
  Run run = { 0 };

  require_stockfish ();
  error = run_review (review, NULL, &run);
  g_assert_no_error (error);
  positions = chess_review_get_positions (review);
  g_assert_cmpuint (chess_review_get_n_done (review), ==, 2);
  /* White was mating; the stalemate threw it away. */
  g_assert_cmpint (positions[0].eval.kind, ==, CHESS_EVAL_MATE);
  g_assert_true (chess_eval_equal (positions[1].eval, chess_eval_cp (0)));
  g_assert_cmpint (chess_judge_move (positions[0].eval, positions[1].eval, CHESS_WHITE, NULL), ==,
                   CHESS_JUDGEMENT_BLUNDER);

  g_array_unref (run.reviewed);
  chess_record_free (record);
}

int
main (int argc, char *argv[])
{
  setlocale (LC_ALL, "");
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/review/scholars-mate", test_scholars_mate);
  g_test_add_func ("/review/cancel", test_cancel);
  g_test_add_func ("/review/missing-engine", test_missing_engine);
  g_test_add_func ("/review/stalemate-needs-no-engine", test_stalemate_needs_no_engine);

  return g_test_run ();
}
