/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-glicko2.c — Glicko-2 against the worked example of Glickman's
 * "Example of the Glicko-2 system": r 1500, RD 200, σ 0.06, τ 0.5 against
 * 1400/30 (win), 1550/100 (loss), 1700/300 (loss) gives r′ 1464.06,
 * RD′ 151.52, σ′ 0.05999; and one puzzle per period moves the rating the
 * right way. */
#include "chess-glicko2.h"

static void
test_paper_example (void)
{
  ChessGlicko2Rating player = { 1500, 200, 0.06 };
  ChessGlicko2Result results[] = {
    { 1400, 30, 1 },
    { 1550, 100, 0 },
    { 1700, 300, 0 },
  };
  ChessGlicko2Rating after = chess_glicko2_update (player, results, G_N_ELEMENTS (results), 0.5);
  g_assert_cmpfloat_with_epsilon (after.rating, 1464.06, 0.01);
  g_assert_cmpfloat_with_epsilon (after.deviation, 151.52, 0.01);
  /* The paper rounds σ′ = 0.059996 to 0.05999. */
  g_assert_cmpfloat_with_epsilon (after.volatility, 0.059996, 0.000001);
}

/* A period without games only widens the deviation: √(φ² + σ²). */
static void
test_idle_period (void)
{
  ChessGlicko2Rating player = { 1500, 200, 0.06 };
  ChessGlicko2Rating after = chess_glicko2_update (player, NULL, 0, 0.5);
  g_assert_cmpfloat (after.rating, ==, 1500);
  /* φ = 200/173.7178 = 1.151290; √(1.151290² + 0.06²) · 173.7178 = 200.2709 */
  g_assert_cmpfloat_with_epsilon (after.deviation, 200.2709, 0.001);
}

/* One puzzle is one period: solving moves the rating up, failing down, by
 * more when the puzzle is rated above the solver. */
static void
test_one_puzzle (void)
{
  ChessGlicko2Rating player = { 1500, 150, 0.06 };
  ChessGlicko2Result hard_solved = { 1800, 80, 1 };
  ChessGlicko2Result easy_solved = { 1200, 80, 1 };
  ChessGlicko2Result easy_failed = { 1200, 80, 0 };
  double up_hard = chess_glicko2_update (player, &hard_solved, 1, CHESS_GLICKO2_TAU).rating - 1500;
  double up_easy = chess_glicko2_update (player, &easy_solved, 1, CHESS_GLICKO2_TAU).rating - 1500;
  ChessGlicko2Result hard_failed = { 1800, 80, 0 };
  double down_easy = chess_glicko2_update (player, &easy_failed, 1, CHESS_GLICKO2_TAU).rating - 1500;
  double down_hard = chess_glicko2_update (player, &hard_failed, 1, CHESS_GLICKO2_TAU).rating - 1500;
  g_assert_cmpfloat (up_hard, >, up_easy);
  g_assert_cmpfloat (up_easy, >, 0);
  g_assert_cmpfloat (down_easy, <, down_hard);
  g_assert_cmpfloat (down_hard, <, 0);
  g_assert_cmpfloat (chess_glicko2_update (player, &easy_failed, 1, CHESS_GLICKO2_TAU).deviation, <, 150);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/training/glicko2/paper-example", test_paper_example);
  g_test_add_func ("/training/glicko2/idle-period", test_idle_period);
  g_test_add_func ("/training/glicko2/one-puzzle", test_one_puzzle);
  return g_test_run ();
}
