/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-setup-text.c — every reason of the board editor has its own plain
 * sentence, for either side to move, and a position's reasons come as
 * lines, those that stop play first. */
#include "config.h"

#include "chess-notation.h"
#include "chess-setup-text.h"

static void
test_every_problem_has_its_own_sentence (void)
{
  g_autoptr (GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
  const char *fallback = chess_setup_problem_text (CHESS_SETUP_N_PROBLEMS, CHESS_WHITE);

  for (int side = 0; side < 2; side++)
    for (int p = 0; p < CHESS_SETUP_N_PROBLEMS; p++)
      {
        const char *text = chess_setup_problem_text ((ChessSetupProblem) p, (ChessColor) side);
        g_assert_nonnull (text);
        g_assert_cmpstr (text, !=, fallback);
        g_assert_true (g_str_has_suffix (text, "."));
        /* The same words for both sides only where no colour is named. */
        if (side == 1 && g_strcmp0 (text, chess_setup_problem_text ((ChessSetupProblem) p, CHESS_WHITE)) == 0)
          continue;
        if (g_hash_table_contains (seen, text))
          g_error ("problem %d shares its sentence: %s", p, text);
        g_hash_table_add (seen, (gpointer) text);
      }
  /* At least ChessX's twelve, in distinct sentences. */
  g_assert_cmpuint (g_hash_table_size (seen), >=, 12);
}

static void
test_problems_of_a_position (void)
{
  ChessPosition pos;

  chess_position_set_start (&pos);
  g_autofree char *none = chess_setup_problems_text (&pos);
  g_assert_cmpstr (none, ==, "");

  /* Black to move with White in check from the rook, and nine black pawns. */
  g_assert_true (chess_position_read_fen (&pos, "4k3/pppppppp/p7/8/8/8/8/r3K3 w - - 0 1",
                                          CHESS_FEN_STRICT, NULL, NULL));
  chess_setup_set_side (&pos, CHESS_BLACK);
  g_autofree char *two = chess_setup_problems_text (&pos);
  g_assert_cmpstr (two, ==, "White is in check, but it is Black’s move.\n"
                            "Black has more than eight pawns.");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/game/setup-text/distinct", test_every_problem_has_its_own_sentence);
  g_test_add_func ("/game/setup-text/position", test_problems_of_a_position);
  return g_test_run ();
}
