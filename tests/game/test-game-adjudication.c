/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-game-adjudication.c — a game ended by adjudication (the tablebase
 * decided it for the players): its result, its words, its Termination
 * tag read back, and that it is final. */
#include "config.h"

#include "test-game-util.h"

static void
test_adjudicated_win (void)
{
  g_autoptr (ChessGame) game = chess_game_new_from_fen ("8/8/8/4k3/8/8/8/KQ6 w - - 0 1", NULL);
  g_autofree char *text = NULL;

  test_play (game, "Qb5+");
  g_assert_true (chess_game_adjudicate (game, CHESS_RESULT_WHITE_WINS));
  g_assert_cmpint (chess_game_get_result (game), ==, CHESS_RESULT_WHITE_WINS);
  g_assert_cmpint (chess_game_get_termination (game), ==, CHESS_TERMINATION_ADJUDICATION);
  g_assert_cmpstr (chess_termination_to_id (CHESS_TERMINATION_ADJUDICATION), ==, "adjudication");
  g_assert_cmpstr (chess_game_get_tag (game, "Termination"), ==, "adjudication");
  g_assert_cmpstr (chess_game_get_tag (game, "Result"), ==, "1-0");
  text = chess_game_describe_result (game);
  g_assert_cmpstr (text, ==, "White wins by adjudication");
  /* Final: no second result, no takeback, no move. */
  g_assert_false (chess_game_adjudicate (game, CHESS_RESULT_DRAW));
  g_assert_false (chess_game_takeback (game));
  g_assert_cmpint (chess_game_get_result (game), ==, CHESS_RESULT_WHITE_WINS);
}

static void
test_adjudicated_draw_with_names (void)
{
  g_autoptr (ChessGame) draw = chess_game_new_from_fen ("8/8/4k3/8/8/3r4/8/K2R4 w - - 0 1", NULL);
  g_autoptr (ChessGame) named = chess_game_new_from_fen ("8/8/8/4k3/8/8/8/KQ6 w - - 0 1", NULL);
  g_autofree char *draw_text = NULL, *named_text = NULL;

  g_assert_true (chess_game_adjudicate (draw, CHESS_RESULT_DRAW));
  draw_text = chess_game_describe_result (draw);
  g_assert_cmpstr (draw_text, ==, "Draw by adjudication");

  chess_game_set_tag (named, "Black", "Boris");
  g_assert_true (chess_game_adjudicate (named, CHESS_RESULT_BLACK_WINS));
  named_text = chess_game_describe_result (named);
  g_assert_cmpstr (named_text, ==, "Boris wins by adjudication");
}

/* The tag is read back as the same ending, whatever the final position. */
static void
test_read_back (void)
{
  g_autoptr (ChessGame) game = test_game_from_pgn ("[Result \"1-0\"]\n[Termination \"Adjudication\"]\n"
                                                   "[SetUp \"1\"]\n[FEN \"8/8/8/4k3/8/8/8/KQ6 w - - 0 1\"]\n\n"
                                                   "1. Qb5+ 1-0\n");

  g_assert_cmpint (chess_game_get_termination (game), ==, CHESS_TERMINATION_ADJUDICATION);
  g_assert_cmpint (chess_game_get_result (game), ==, CHESS_RESULT_WHITE_WINS);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/game/adjudication/win", test_adjudicated_win);
  g_test_add_func ("/game/adjudication/draw-with-names", test_adjudicated_draw_with_names);
  g_test_add_func ("/game/adjudication/read-back", test_read_back);
  return g_test_run ();
}
