/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-engine-limits — how long an engine may think: the deadline of every
 * limited search (a node limit too, so that an engine that never answers
 * "go" is told "stop" and then ended instead of hanging its caller: the
 * fake engine's case is /engine/fault/silent-nodes in test-engine), and
 * the budget of a move on the clock that the engine player sends as
 * "movetime" beside the clock fields. */

#include <stdio.h>
#include <string.h>
#include <glib.h>
#include <glib/gstdio.h>

#include "chess-engine-player.h"
#include "chess-session.h"
#include "engine-test-util.h"

static void
test_deadline_rules (void)
{
  ChessUciGo go = { 0 };

  go = (ChessUciGo) { .movetime_ms = 250 };
  g_assert_cmpint (chess_engine_search_deadline_ms (&go, CHESS_WHITE), ==, 250);
  /* Nodes at 20 000 a second, at least 5 s. */
  go = (ChessUciGo) { .nodes = 1000 };
  g_assert_cmpint (chess_engine_search_deadline_ms (&go, CHESS_WHITE), ==, 5000);
  go = (ChessUciGo) { .nodes = 250000 };
  g_assert_cmpint (chess_engine_search_deadline_ms (&go, CHESS_BLACK), ==, 12500);
  go = (ChessUciGo) { .nodes = G_MAXUINT64 };
  g_assert_cmpint (chess_engine_search_deadline_ms (&go, CHESS_BLACK), ==, G_MAXINT32);
  /* Depth at 2 s a ply, at least 10 s. */
  go = (ChessUciGo) { .depth = 1 };
  g_assert_cmpint (chess_engine_search_deadline_ms (&go, CHESS_WHITE), ==, 10000);
  go = (ChessUciGo) { .depth = 30 };
  g_assert_cmpint (chess_engine_search_deadline_ms (&go, CHESS_WHITE), ==, 60000);
  /* Whichever limit ends the search first. */
  go = (ChessUciGo) { .nodes = 10000000, .movetime_ms = 60000 };
  g_assert_cmpint (chess_engine_search_deadline_ms (&go, CHESS_WHITE), ==, 60000);
  go = (ChessUciGo) { .nodes = 1000, .movetime_ms = 60000 };
  g_assert_cmpint (chess_engine_search_deadline_ms (&go, CHESS_WHITE), ==, 5000);
  /* On the clock, the side to move's flag, whatever move time is sent. */
  go = (ChessUciGo) { .timed = TRUE, .wtime_ms = 4000, .btime_ms = 9000, .movetime_ms = 100 };
  g_assert_cmpint (chess_engine_search_deadline_ms (&go, CHESS_WHITE), ==, 4000);
  g_assert_cmpint (chess_engine_search_deadline_ms (&go, CHESS_BLACK), ==, 9000);
  /* Infinite, or nothing given ("go infinite"): the caller stops it. */
  go = (ChessUciGo) { .infinite = TRUE };
  g_assert_cmpint (chess_engine_search_deadline_ms (&go, CHESS_WHITE), ==, 0);
  go = (ChessUciGo) { 0 };
  g_assert_cmpint (chess_engine_search_deadline_ms (&go, CHESS_WHITE), ==, 0);
}

static void
test_budget (void)
{
  /* A game's first move out of the book: remaining / 30 + 80 % of the
   * increment, at most 5 s. */
  g_assert_cmpint (chess_engine_move_budget_ms (60000, 0, 0), ==, 2000);        /* 1+0 */
  g_assert_cmpint (chess_engine_move_budget_ms (180000, 2000, 0), ==, 5000);    /* 3+2: 7.6 s */
  g_assert_cmpint (chess_engine_move_budget_ms (300000, 3000, 0), ==, 5000);    /* 5+3: 12.4 s */
  g_assert_cmpint (chess_engine_move_budget_ms (900000, 10000, 0), ==, 5000);   /* 15+10 */
  g_assert_cmpint (chess_engine_move_budget_ms (90000, 1000, 0), ==, 3800);
  /* Short of time: never more than a quarter of it, increment or not. */
  g_assert_cmpint (chess_engine_move_budget_ms (2000, 3000, 0), ==, 500);
  g_assert_cmpint (chess_engine_move_budget_ms (3, 0, 0), ==, 1);
  g_assert_cmpint (chess_engine_move_budget_ms (0, 0, 0), ==, 1);
  /* Fewer moves left in the period than 30: a larger share of it. */
  g_assert_cmpint (chess_engine_move_budget_ms (60000, 0, 20), ==, 3000);
  g_assert_cmpint (chess_engine_move_budget_ms (60000, 0, 40), ==, 2000);
}

static gint64
fake_time (gpointer data)
{
  return *(gint64 *) data;
}

/* Level 8 at 5+3 after 1. e4: Black's "go" has both clocks, the
 * increments and the budget of 5 s as movetime. */
static void
test_clock_go_line (void)
{
  g_autofree char *log = g_build_filename (test_engine_tmp_dir (), "commands.log", NULL);
  g_autoptr (ChessSession) session = chess_session_new (NULL);
  g_autoptr (ChessGameOptions) options = chess_game_options_new ();
  g_autoptr (GError) error = NULL;
  g_autoptr (ChessEngine) engine = NULL;
  g_autoptr (ChessEnginePlayer) player = NULL;
  g_auto (GStrv) lines = NULL;
  gint64 now = 1000 * G_USEC_PER_SEC;
  ChessGame *game;
  const char *go_line = NULL;
  long long wtime, btime, winc, binc, movetime;

  g_unlink (log);
  g_setenv ("FAKE_ENGINE_LOG", log, TRUE);
  engine = test_fake_engine ("good");
  player = chess_engine_player_new (engine, chess_engine_level_get (8));
  chess_session_set_time_source (session, fake_time, &now, NULL);
  options->time_control = chess_time_control_parse ("300+3", &error);
  g_assert_no_error (error);
  g_assert_true (chess_session_new_game (session, options, &error));
  game = chess_session_get_game (session);
  chess_session_set_player (session, CHESS_BLACK, CHESS_PLAYER (player));
  g_assert_true (chess_session_play_move (session, test_uci_move (chess_game_get_position (game), "e2e4"), &error));
  while (chess_node_ply (chess_game_get_last_node (game)) < 2)
    test_run_for (20);

  lines = test_read_lines (log);
  for (guint i = 0; lines[i] != NULL; i++)
    if (g_str_has_prefix (lines[i], "go "))
      go_line = lines[i];
  g_assert_nonnull (go_line);
  g_test_message ("%s", go_line);
  g_assert_cmpint (sscanf (go_line, "go wtime %lld btime %lld winc %lld binc %lld movetime %lld",
                           &wtime, &btime, &winc, &binc, &movetime), ==, 5);
  g_assert_cmpint (btime, ==, 300000);
  g_assert_cmpint (winc, ==, 3000);
  g_assert_cmpint (binc, ==, 3000);
  g_assert_cmpint (movetime, ==, 5000);
  g_assert_cmpint (movetime, ==, chess_engine_move_budget_ms (btime, binc, 0));
  g_unsetenv ("FAKE_ENGINE_LOG");
}

int
main (int argc, char *argv[])
{
  int status;

  g_test_init (&argc, &argv, NULL);
  test_engine_init ();

  g_test_add_func ("/engine/limits/deadline-rules", test_deadline_rules);
  g_test_add_func ("/engine/limits/budget", test_budget);
  g_test_add_func ("/engine/limits/clock-go-line", test_clock_go_line);
  status = g_test_run ();
  test_engine_cleanup ();
  return status;
}
