/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-game-annotate.c — annotations written into a game (what a review
 * does): they land in the record, the views hear "tree-changed" once and
 * nothing else moves, the game counts as modified; changing the main line
 * that way is refused loudly. */
#include "config.h"

#include "test-game-util.h"

static void
annotate_second_move (ChessRecord *record, gpointer user_data)
{
  ChessNode *e5 = record->root->first_child->first_child;

  chess_node_set_eval (e5, "0.25");
  chess_node_add_nag (e5, 6);
  chess_node_set_comment (e5, user_data);
  /* A variation beside it: 1... c5. */
  chess_node_append_child (record->root->first_child, chess_move_make (CHESS_C7, CHESS_C5));
}

static void
count_cb (ChessGame *game, guint *count)
{
  (*count)++;
}

static void
test_annotations_land (void)
{
  g_autoptr (ChessGame) game = test_game_from_pgn ("1. e4 e5 2. Nf3 1-0\n");
  ChessNode *current;
  guint tree_changed = 0, position_changed = 0;
  char *pgn;

  chess_game_set_modified (game, FALSE);
  chess_game_go_first (game);
  chess_game_go_next (game);
  current = chess_game_get_current_node (game);
  g_signal_connect (game, "tree-changed", G_CALLBACK (count_cb), &tree_changed);
  g_signal_connect (game, "position-changed", G_CALLBACK (count_cb), &position_changed);

  chess_game_annotate (game, annotate_second_move, (gpointer) "Inaccuracy.");

  g_assert_cmpuint (tree_changed, ==, 1);
  g_assert_cmpuint (position_changed, ==, 0);
  g_assert_true (chess_game_get_current_node (game) == current);
  g_assert_true (chess_game_get_modified (game));
  g_assert_cmpint (chess_game_get_result (game), ==, CHESS_RESULT_WHITE_WINS);

  pgn = chess_pgn_record_to_string (chess_game_get_record (game), CHESS_PGN_WRITE_DEFAULT, NULL);
  g_assert_nonnull (strstr (pgn, "1. e4 e5 $6 {[%eval 0.25] Inaccuracy.} (1... c5) 2. Nf3 1-0"));
  free (pgn);
}

static void
promote_variation (ChessRecord *record, gpointer user_data)
{
  ChessNode *c5 = chess_node_append_child (record->root->first_child, chess_move_make (CHESS_C7, CHESS_C5));

  chess_node_promote (c5);
}

static void
test_main_line_is_refused (void)
{
  if (g_test_subprocess ())
    {
      g_autoptr (ChessGame) game = test_game_from_pgn ("1. e4 e5 2. Nf3 1-0\n");

      chess_game_annotate (game, promote_variation, NULL);
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_failed ();
  g_test_trap_assert_stderr ("*CRITICAL*chess_game_annotate*");
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/game/annotate/annotations-land", test_annotations_land);
  g_test_add_func ("/game/annotate/main-line-is-refused", test_main_line_is_refused);

  return g_test_run ();
}
