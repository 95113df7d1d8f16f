/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-puzzle-run.c — solving the puzzles of puzzles.csv: a mate in 2
 * solved, a wrong move, another mate than the puzzle's accepted, hints,
 * the solution and retry. */
#include <string.h>

#include "puzzle-test-data.h"
#include "chess-puzzle-run.h"
#include "chess-notation.h"

/* The run of the puzzle with this id in puzzles.csv. */
static ChessPuzzleRun *
run_of (const char *id)
{
  g_autoptr (GBytes) csv = puzzle_test_load_csv ();
  g_autoptr (GInputStream) stream = g_memory_input_stream_new_from_bytes (csv);
  g_autoptr (ChessPuzzleReader) reader = chess_puzzle_reader_new (stream);
  ChessPuzzle puzzle = { 0 };
  ChessPuzzleRun *run = NULL;
  while (run == NULL && chess_puzzle_reader_next (reader, &puzzle, NULL, NULL))
    if (strcmp (puzzle.id, id) == 0)
      run = chess_puzzle_run_new (&puzzle);
  chess_puzzle_clear (&puzzle);
  g_assert_nonnull (run);
  return run;
}

static ChessMove
uci (ChessPuzzleRun *run, const char *text)
{
  ChessMove move = CHESS_MOVE_NONE;
  g_assert_cmpint (chess_move_from_uci (chess_puzzle_run_get_position (run), text, strlen (text), &move),
                   ==, CHESS_SAN_OK);
  return move;
}

/* t0002: after 36.Kg2 Black mates by 36…Be4+ 37.f3 Rc2#. */
static void
test_mate_in_two (void)
{
  g_autoptr (ChessPuzzleRun) run = run_of ("t0002");
  g_assert_cmpint (chess_puzzle_run_get_solver (run), ==, CHESS_BLACK);
  g_assert_cmpint (chess_move_from (chess_puzzle_run_get_opening_move (run)), ==, CHESS_G1);
  g_assert_cmpint (chess_position_side_to_move (chess_puzzle_run_get_position (run)), ==, CHESS_BLACK);
  g_assert_cmpint (chess_puzzle_run_hint (run, 1), ==, CHESS_D3);
  g_assert_cmpint (chess_puzzle_run_hint (run, 2), ==, CHESS_E4);
  ChessMove reply = CHESS_MOVE_NONE;
  g_assert_cmpint (chess_puzzle_run_try_move (run, uci (run, "d3e4"), &reply), ==, CHESS_PUZZLE_RIGHT);
  g_assert_cmpint (chess_move_from (reply), ==, CHESS_F2);
  g_assert_cmpint (chess_move_to (reply), ==, CHESS_F3);
  g_assert_cmpint (chess_puzzle_run_try_move (run, uci (run, "c1c2"), NULL), ==, CHESS_PUZZLE_SOLVED);
  g_assert_true (chess_puzzle_run_is_solved (run));
  g_assert_false (chess_puzzle_run_has_failed (run));
  g_assert_true (chess_position_is_checkmate (chess_puzzle_run_get_position (run)));
}

static void
test_wrong_move (void)
{
  g_autoptr (ChessPuzzleRun) run = run_of ("t0002");
  char before[CHESS_FEN_MAX], after[CHESS_FEN_MAX];
  chess_position_to_fen (chess_puzzle_run_get_position (run), before, sizeof before);
  g_assert_cmpint (chess_puzzle_run_try_move (run, uci (run, "h7g8"), NULL), ==, CHESS_PUZZLE_WRONG);
  chess_position_to_fen (chess_puzzle_run_get_position (run), after, sizeof after);
  g_assert_cmpstr (before, ==, after);
  g_assert_true (chess_puzzle_run_has_failed (run));
  /* Not legal at all: wrong too. */
  g_assert_cmpint (chess_puzzle_run_try_move (run, chess_move_make (CHESS_A1, CHESS_H8), NULL), ==,
                   CHESS_PUZZLE_WRONG);
  /* Still solvable, still failed. */
  g_assert_cmpint (chess_puzzle_run_try_move (run, uci (run, "d3e4"), NULL), ==, CHESS_PUZZLE_RIGHT);
  g_assert_cmpint (chess_puzzle_run_try_move (run, uci (run, "c1c2"), NULL), ==, CHESS_PUZZLE_SOLVED);
  g_assert_true (chess_puzzle_run_has_failed (run));
}

/* t0002 also mates by 37…Re2#, t0003 by 35.Qgxg6# as well as Qexg6#. */
static void
test_other_mate (void)
{
  g_autoptr (ChessPuzzleRun) run = run_of ("t0002");
  g_assert_cmpint (chess_puzzle_run_try_move (run, uci (run, "d3e4"), NULL), ==, CHESS_PUZZLE_RIGHT);
  g_assert_cmpint (chess_puzzle_run_try_move (run, uci (run, "e1e2"), NULL), ==, CHESS_PUZZLE_SOLVED);
  g_assert_false (chess_puzzle_run_has_failed (run));

  g_autoptr (ChessPuzzleRun) promotion = run_of ("t0003");
  g_assert_cmpint (chess_puzzle_run_get_solver (promotion), ==, CHESS_WHITE);
  g_assert_cmpint (chess_puzzle_run_try_move (promotion, uci (promotion, "g7g8q"), NULL), ==, CHESS_PUZZLE_RIGHT);
  g_assert_cmpint (chess_puzzle_run_try_move (promotion, uci (promotion, "g8g6"), NULL), ==, CHESS_PUZZLE_SOLVED);
}

static void
test_solution_and_retry (void)
{
  g_autoptr (ChessPuzzleRun) run = run_of ("t0002");
  g_assert_cmpint (chess_puzzle_run_try_move (run, uci (run, "d3e4"), NULL), ==, CHESS_PUZZLE_RIGHT);
  guint n;
  const ChessMove *rest = chess_puzzle_run_show_solution (run, &n);
  g_assert_cmpuint (n, ==, 1);
  g_assert_cmpint (chess_move_from (rest[0]), ==, CHESS_C1);
  g_assert_true (chess_puzzle_run_has_failed (run));
  chess_puzzle_run_retry (run);
  g_assert_cmpint (chess_puzzle_run_hint (run, 1), ==, CHESS_D3);
  g_assert_cmpint (chess_puzzle_run_try_move (run, uci (run, "d3e4"), NULL), ==, CHESS_PUZZLE_RIGHT);
  g_assert_true (chess_puzzle_run_has_failed (run));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/training/run/mate-in-two", test_mate_in_two);
  g_test_add_func ("/training/run/wrong-move", test_wrong_move);
  g_test_add_func ("/training/run/other-mate", test_other_mate);
  g_test_add_func ("/training/run/solution-and-retry", test_solution_and_retry);
  return g_test_run ();
}
