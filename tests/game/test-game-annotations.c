/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-game-annotations.c — a person's edits of one node: arrows and
 * circles land in [%cal]/[%csl] beside the node's other commands and text,
 * comments are tidied into one PGN line, a move and a position have one
 * symbol each (the same again takes it away), and each edit makes the game
 * modified. */
#include "config.h"

#include "test-game-util.h"

static char *
game_pgn (ChessGame *game)
{
  return chess_pgn_record_to_string (chess_game_get_record (game), CHESS_PGN_WRITE_DEFAULT, NULL);
}

#define assert_holds(pgn, part) \
  G_STMT_START { if (strstr ((pgn), (part)) == NULL) g_error ("no \"%s\" in:\n%s", (part), (pgn)); } G_STMT_END

static void
test_marks_beside_commands (void)
{
  g_autoptr (ChessGame) game = test_game_from_pgn ("1. e4 {[%clk 0:05:00] [%cal Rd2d4] Central.} e5 1-0\n");
  ChessNode *e4 = chess_game_get_record (game)->root->first_child;
  ChessMarks marks;
  char *pgn;

  chess_game_get_marks (game, e4, &marks);
  g_assert_cmpuint (marks.count, ==, 1);
  chess_game_set_modified (game, FALSE);
  g_assert_true (chess_marks_toggle (&marks, (ChessMark) { CHESS_MARK_GREEN, CHESS_G1, CHESS_F3 }));
  g_assert_true (chess_marks_toggle (&marks, (ChessMark) { CHESS_MARK_YELLOW, CHESS_F7, CHESS_F7 }));
  g_assert_true (chess_game_set_marks (game, e4, &marks));
  g_assert_true (chess_game_get_modified (game));
  /* the same marks again change nothing */
  g_assert_false (chess_game_set_marks (game, e4, &marks));

  pgn = game_pgn (game);
  assert_holds (pgn, "1. e4 {[%clk 0:05:00] [%cal Rd2d4,Gg1f3] [%csl Yf7] Central.} 1... e5");
  free (pgn);

  chess_marks_clear (&marks);
  g_assert_true (chess_game_set_marks (game, e4, &marks));
  pgn = game_pgn (game);
  assert_holds (pgn, "1. e4 {[%clk 0:05:00] Central.} 1... e5");
  free (pgn);
}

static void
test_comments (void)
{
  g_autoptr (ChessGame) game = test_game_from_pgn ("1. e4 {[%eval 0.3]} e5 1-0\n");
  const ChessRecord *record = chess_game_get_record (game);
  guint tree_changed = 0;
  char *pgn;

  g_signal_connect_swapped (game, "tree-changed", G_CALLBACK (on_count), &tree_changed);
  g_assert_true (chess_game_set_comment (game, record->root->first_child, "  The {best}\nreply.  "));
  g_assert_true (chess_game_set_comment (game, record->root, "A short game."));
  g_assert_cmpuint (tree_changed, ==, 2);
  g_assert_false (chess_game_set_comment (game, record->root, "A short game."));
  pgn = game_pgn (game);
  assert_holds (pgn, "{A short game.} 1. e4 {[%eval 0.3] The {best) reply.} 1... e5 1-0");
  free (pgn);

  /* empty removes the text, not the command */
  g_assert_true (chess_game_set_comment (game, record->root->first_child, " \n"));
  g_assert_null (record->root->first_child->comment);
  pgn = game_pgn (game);
  assert_holds (pgn, "1. e4 {[%eval 0.3]} 1... e5");
  free (pgn);
}

static void
test_symbols (void)
{
  g_autoptr (ChessGame) game = test_game_from_pgn ("1. e4 e5 $146 1-0\n");
  ChessNode *e5 = chess_game_get_record (game)->root->first_child->first_child;
  char *pgn;

  g_assert_false (chess_game_toggle_nag (game, chess_game_get_record (game)->root, 1));
  g_assert_true (chess_game_toggle_nag (game, e5, 14));   /* += */
  g_assert_true (chess_game_toggle_nag (game, e5, 1));    /* ! first */
  g_assert_true (chess_game_toggle_nag (game, e5, 6));    /* ?! replaces ! */
  g_assert_true (chess_game_toggle_nag (game, e5, 16));   /* ± replaces += */
  pgn = game_pgn (game);
  assert_holds (pgn, "1. e4 e5 $6 $146 $16 1-0");
  free (pgn);
  g_assert_true (chess_game_toggle_nag (game, e5, 6));    /* the same again: gone */
  g_assert_true (chess_game_toggle_nag (game, e5, 146));
  pgn = game_pgn (game);
  assert_holds (pgn, "1. e4 e5 $16 1-0");
  free (pgn);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/game/annotations/marks", test_marks_beside_commands);
  g_test_add_func ("/game/annotations/comments", test_comments);
  g_test_add_func ("/game/annotations/symbols", test_symbols);
  return g_test_run ();
}
