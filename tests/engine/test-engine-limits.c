/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-engine-limits — how long an engine may think: the deadline of every
 * limited search (a node limit too, so that an engine that never answers
 * "go" is told "stop" and then ended instead of hanging its caller: the
 * fake engine's case is /engine/fault/silent-nodes in test-engine). */

#include <string.h>
#include <glib.h>

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

int
main (int argc, char *argv[])
{
  int status;

  g_test_init (&argc, &argv, NULL);
  test_engine_init ();

  g_test_add_func ("/engine/limits/deadline-rules", test_deadline_rules);
  status = g_test_run ();
  test_engine_cleanup ();
  return status;
}
