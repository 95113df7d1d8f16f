/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-analysis.c — infinite analysis with the real Stockfish: lines for
 * the position set, MultiPV, a new position replaces the old one (no line
 * of the old position after the switch), a position without moves, stop;
 * and the update throttle by itself, with time passed in. */
#include "config.h"

#include "chess-analysis.h"
#include "chess-notation.h"
#include "chess-update-throttle.h"

#define STOCKFISH "/usr/games/stockfish"
/* White mates in one: Qh5xf7#. */
#define MATE_IN_ONE "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4"

static void
test_throttle (void)
{
  ChessUpdateThrottle t;

  chess_update_throttle_init (&t, 100000);
  /* The first change goes out at once. */
  g_assert_cmpint (chess_update_throttle_change (&t, 1000000), ==, 0);
  /* Changes within 100 ms are held: the first asks for a flush at the end
   * of the interval, the next ones find it already due. */
  g_assert_cmpint (chess_update_throttle_change (&t, 1010000), ==, 90000);
  g_assert_cmpint (chess_update_throttle_change (&t, 1050000), ==, -1);
  g_assert_cmpint (chess_update_throttle_change (&t, 1099999), ==, -1);
  /* The flush sends them together, once. */
  g_assert_true (chess_update_throttle_flush (&t, 1100000));
  g_assert_false (chess_update_throttle_flush (&t, 1100000));
  /* Right after a flush the interval starts again. */
  g_assert_cmpint (chess_update_throttle_change (&t, 1150000), ==, 50000);
  g_assert_true (chess_update_throttle_flush (&t, 1200000));
  /* A quiet interval later a change goes out at once again. */
  g_assert_cmpint (chess_update_throttle_change (&t, 1400000), ==, 0);
  /* A late timer: the held change is still flushed, not sent twice. */
  g_assert_cmpint (chess_update_throttle_change (&t, 1450000), ==, 50000);
  g_assert_cmpint (chess_update_throttle_change (&t, 1600000), ==, -1);
  g_assert_true (chess_update_throttle_flush (&t, 1600000));
  /* A new position: its first update goes out at once, whatever came before. */
  g_assert_cmpint (chess_update_throttle_change (&t, 1610000), ==, 90000);
  chess_update_throttle_reset (&t);
  g_assert_false (chess_update_throttle_flush (&t, 1611000));
  g_assert_cmpint (chess_update_throttle_change (&t, 1612000), ==, 0);

  /* However fast the changes, no more than one update per interval. */
  {
    guint sent = 0;
    gint64 due = -1;

    chess_update_throttle_init (&t, 100000);
    for (gint64 now = 0; now < 1000000; now += 250)   /* 4000 changes a second */
      {
        gint64 wait;

        if (due >= 0 && now >= due)
          {
            sent += chess_update_throttle_flush (&t, now);
            due = -1;
          }
        wait = chess_update_throttle_change (&t, now);
        if (wait == 0)
          sent++;
        else if (wait > 0)
          due = now + wait;
      }
    g_assert_cmpuint (sent, >=, 9);
    g_assert_cmpuint (sent, <=, 10);
  }
}

static void
require_stockfish (void)
{
  if (!g_file_test (STOCKFISH, G_FILE_TEST_IS_EXECUTABLE))
    g_error ("%s is missing: install the stockfish package (build-aux/debian-packages.txt)", STOCKFISH);
}

static ChessPosition
position_from_fen (const char *fen)
{
  ChessPosition pos;
  ChessFenError error;

  if (!chess_position_from_fen (&pos, fen, &error))
    g_error ("%s: %s", fen, error.message);
  return pos;
}

typedef struct {
  ChessAnalysis *analysis;
  guint updates;
  gboolean wrong_position;    /* a line that is not legal in the position shown */
  GError *error;
} Watch;

static void
updated_cb (ChessAnalysis *analysis, Watch *watch)
{
  const ChessPosition *pos = chess_analysis_get_position (analysis);

  watch->updates++;
  for (guint i = 0; i < chess_analysis_get_n_lines (analysis); i++)
    {
      const ChessAnalysisLine *line = chess_analysis_get_line (analysis, i);

      if (line->pv_length < 1 || !chess_position_is_legal_move (pos, line->pv[0]))
        watch->wrong_position = TRUE;
    }
}

static void
failed_cb (ChessAnalysis *analysis, GError *error, Watch *watch)
{
  /* Once: a second report would leak the first. */
  g_assert_null (watch->error);
  watch->error = g_error_copy (error);
}

static void
set_flag (gpointer flag)
{
  *(gboolean *) flag = TRUE;
}

/* Waits until every line has reached `depth` (or the analysis failed). */
static void
wait_for_depth (Watch *watch, guint lines, int depth)
{
  for (;;)
    {
      gboolean deep = chess_analysis_get_n_lines (watch->analysis) >= lines;

      for (guint i = 0; deep && i < lines; i++)
        deep = chess_analysis_get_line (watch->analysis, i)->depth >= depth;
      if (deep || watch->error)
        return;
      g_main_context_iteration (NULL, TRUE);
    }
}

static void
test_lines_and_restart (void)
{
  g_autoptr (ChessEngine) engine = chess_engine_new (STOCKFISH);
  g_autoptr (ChessAnalysis) analysis = chess_analysis_new (engine);
  ChessPosition start = position_from_fen (CHESS_FEN_START), mate = position_from_fen (MATE_IN_ONE);
  Watch watch = { analysis };
  const ChessAnalysisLine *best;

  require_stockfish ();
  g_signal_connect (analysis, "updated", G_CALLBACK (updated_cb), &watch);
  g_signal_connect (analysis, "failed", G_CALLBACK (failed_cb), &watch);

  /* Three lines of the start position, each a different first move. */
  chess_analysis_set_lines (analysis, 3);
  chess_analysis_set_position (analysis, &start, NULL, 0);
  g_assert_true (chess_analysis_get_running (analysis));
  wait_for_depth (&watch, 3, 8);
  g_assert_no_error (watch.error);
  g_assert_cmpuint (chess_analysis_get_n_lines (analysis), ==, 3);
  g_assert_cmpuint (chess_analysis_get_line (analysis, 0)->pv[0], !=,
                    chess_analysis_get_line (analysis, 1)->pv[0]);
  g_assert_cmpuint (chess_analysis_get_line (analysis, 1)->pv[0], !=,
                    chess_analysis_get_line (analysis, 2)->pv[0]);
  /* The start is about level, from White's side a small edge. */
  best = chess_analysis_get_line (analysis, 0);
  g_assert_cmpint (best->eval.kind, ==, CHESS_EVAL_CP);
  g_assert_cmpint (ABS (best->eval.value), <, 150);
  g_assert_cmpuint (best->nodes, >, 0);

  /* Another position: the old lines go at once, the new ones are its own. */
  chess_analysis_set_position (analysis, &mate, NULL, 0);
  g_assert_cmpuint (chess_analysis_get_n_lines (analysis), ==, 0);
  wait_for_depth (&watch, 1, 3);
  g_assert_no_error (watch.error);
  best = chess_analysis_get_line (analysis, 0);
  g_assert_true (chess_eval_equal (best->eval, chess_eval_mate (1)));
  g_assert_cmpuint (best->pv[0], ==, chess_move_make (CHESS_H5, CHESS_F7));
  g_assert_false (watch.wrong_position);
  g_assert_cmpuint (watch.updates, >, 2);

  /* After the mate: nothing to analyse, no lines, not running. */
  {
    ChessMove qxf7 = chess_move_make (CHESS_H5, CHESS_F7);

    chess_analysis_set_position (analysis, &mate, &qxf7, 1);
    g_assert_false (chess_analysis_get_running (analysis));
    g_assert_cmpuint (chess_analysis_get_n_lines (analysis), ==, 0);
  }

  /* Back to a position, then stopped: the engine goes idle, and no update
   * follows, not even of lines the throttle held back (the window's eval
   * bar and panel would show them after analysis was turned off). */
  chess_analysis_set_position (analysis, &start, NULL, 0);
  wait_for_depth (&watch, 1, 2);
  chess_analysis_stop (analysis);
  g_assert_false (chess_analysis_get_running (analysis));
  {
    guint updates = watch.updates;
    gboolean waited = FALSE;

    g_timeout_add_once (3 * CHESS_ANALYSIS_UPDATE_INTERVAL_MS, set_flag, &waited);
    while (!waited)
      g_main_context_iteration (NULL, TRUE);
    g_assert_cmpuint (watch.updates, ==, updates);
  }
  while (chess_engine_get_state (engine) == CHESS_ENGINE_STATE_SEARCHING)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpint (chess_engine_get_state (engine), ==, CHESS_ENGINE_STATE_READY);
}

/* A new position while the engine is still starting (the user turns
 * analysis on and at once goes to another move): the lines come, for
 * the last position set. */
static void
test_restart_while_starting (void)
{
  g_autoptr (ChessEngine) engine = chess_engine_new (STOCKFISH);
  g_autoptr (ChessAnalysis) analysis = chess_analysis_new (engine);
  ChessPosition start = position_from_fen (CHESS_FEN_START), mate = position_from_fen (MATE_IN_ONE);
  Watch watch = { analysis };

  require_stockfish ();
  g_signal_connect (analysis, "updated", G_CALLBACK (updated_cb), &watch);
  g_signal_connect (analysis, "failed", G_CALLBACK (failed_cb), &watch);
  chess_analysis_set_position (analysis, &start, NULL, 0);
  g_assert_cmpint (chess_engine_get_state (engine), ==, CHESS_ENGINE_STATE_STARTING);
  chess_analysis_set_position (analysis, &mate, NULL, 0);
  wait_for_depth (&watch, 1, 3);
  g_assert_no_error (watch.error);
  g_assert_true (chess_eval_equal (chess_analysis_get_line (analysis, 0)->eval, chess_eval_mate (1)));
  g_assert_false (watch.wrong_position);
  chess_analysis_stop (analysis);
}

static void
test_engine_fails (void)
{
  g_autoptr (ChessEngine) engine = chess_engine_new ("/nonexistent/engine");
  g_autoptr (ChessAnalysis) analysis = chess_analysis_new (engine);
  ChessPosition start = position_from_fen (CHESS_FEN_START);
  Watch watch = { analysis };

  g_signal_connect (analysis, "failed", G_CALLBACK (failed_cb), &watch);
  chess_analysis_set_position (analysis, &start, NULL, 0);
  while (!watch.error)
    g_main_context_iteration (NULL, TRUE);
  g_assert_error (watch.error, CHESS_ENGINE_ERROR, CHESS_ENGINE_ERROR_MISSING);
  g_assert_false (chess_analysis_get_running (analysis));
  g_clear_error (&watch.error);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/analysis/throttle", test_throttle);
  g_test_add_func ("/analysis/lines-and-restart", test_lines_and_restart);
  g_test_add_func ("/analysis/restart-while-starting", test_restart_while_starting);
  g_test_add_func ("/analysis/engine-fails", test_engine_fails);

  return g_test_run ();
}
