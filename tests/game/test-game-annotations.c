/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-game-annotations.c — a person's edits of one node: arrows and
 * circles land in [%cal]/[%csl] beside the node's other commands and text,
 * comments are tidied into one PGN line, a move and a position have one
 * symbol each (the same again takes it away), and each edit makes the game
 * modified; Undo and Redo take back and make again these edits and the
 * edits of the moves, in order, until another change ends them. */
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

static char *
movetext (ChessGame *game)
{
  char *pgn = game_pgn (game);
  char *text = g_strdup (strstr (pgn, "\n\n") + 2);

  free (pgn);
  /* one line, as the writer's lines break at 80 columns */
  g_strdelimit (text, "\n", ' ');
  return g_strstrip (text);
}

static void
assert_movetext (ChessGame *game, const char *want)
{
  g_autofree char *text = movetext (game);

  g_assert_cmpstr (text, ==, want);
}

static void
test_undo_redo (void)
{
  g_autoptr (ChessGame) game = test_game_from_pgn ("1. e4 {[%clk 0:05:00]} e5 (1... c5 2. Nf3) 2. Nf3 1-0\n");
  const ChessRecord *record = chess_game_get_record (game);
  ChessNode *e4 = record->root->first_child, *e5 = e4->first_child, *c5 = e5->next_sibling;
  ChessMarks marks = { .count = 0 };
  const char *start = "1. e4 {[%clk 0:05:00]} 1... e5 (1... c5 2. Nf3) 2. Nf3 1-0";

  g_assert_false (chess_game_can_undo_edit (game));
  chess_marks_toggle (&marks, (ChessMark) { CHESS_MARK_GREEN, CHESS_G1, CHESS_F3 });
  g_assert_true (chess_game_set_marks (game, e4, &marks));
  g_assert_true (chess_game_set_comment (game, e4, "Open."));
  g_assert_true (chess_game_toggle_nag (game, c5, 6));
  g_assert_true (chess_game_edit_moves (game, CHESS_MOVE_EDIT_PROMOTE_VARIATION, c5));
  g_assert_true (chess_game_edit_moves (game, CHESS_MOVE_EDIT_DELETE_VARIATION, e5));
  g_assert_false (chess_game_can_redo_edit (game));
  {
    g_autofree char *text = movetext (game);
    g_assert_cmpstr (text, ==, "1. e4 {[%clk 0:05:00] [%cal Gg1f3] Open.} 1... c5 $6 2. Nf3 1-0");
  }
  g_assert_true (chess_game_can_undo_delete (game));

  /* back, one edit at a time, to the game as read */
  for (int i = 0; i < 5; i++)
    g_assert_true (chess_game_undo_edit (game));
  g_assert_false (chess_game_can_undo_edit (game));
  assert_movetext (game, start);
  g_assert_true (record->root->first_child->first_child == e5);   /* the same nodes */

  /* and forward again to the end */
  for (int i = 0; i < 4; i++)
    g_assert_true (chess_game_redo_edit (game));
  assert_movetext (game, "1. e4 {[%clk 0:05:00] [%cal Gg1f3] Open.} 1... c5 $6 (1... e5 2. Nf3) 2. Nf3 1-0");
  g_assert_true (chess_game_redo_edit (game));
  g_assert_false (chess_game_can_redo_edit (game));

  /* a new edit after an undo drops what Redo would make again */
  g_assert_true (chess_game_undo_edit (game));
  g_assert_true (chess_game_set_comment (game, c5, "Sicilian."));
  g_assert_false (chess_game_can_redo_edit (game));
  g_assert_false (chess_game_can_undo_delete (game));

  /* another change (a tag) ends the history; the deleted line, put back,
   * is the tree's again and nothing is freed twice (ASan) */
  chess_game_set_tag (game, "Annotator", "Me");
  g_assert_false (chess_game_can_undo_edit (game));
  g_assert_false (chess_game_can_redo_edit (game));
}

/* A deleted line that the node shown was in: Undo shows that move again,
 * Redo the move before the line; a history ended with a line out of the
 * tree frees it (ASan sees no leak). */
static void
test_undo_delete_shown (void)
{
  g_autoptr (ChessGame) game = test_game_from_pgn ("1. e4 e5 (1... c5 2. Nf3 d6) 2. Nf3 1-0\n");
  ChessNode *c5 = chess_game_get_record (game)->root->first_child->first_child->next_sibling;
  ChessNode *nf3 = c5->first_child, *e4 = c5->parent;

  chess_game_go_to_node (game, nf3);
  g_assert_true (chess_game_edit_moves (game, CHESS_MOVE_EDIT_DELETE_VARIATION, nf3));
  g_assert_true (chess_game_get_current_node (game) == e4);
  g_assert_true (chess_game_undo_edit (game));
  g_assert_true (chess_game_get_current_node (game) == nf3);
  g_assert_true (chess_game_redo_edit (game));
  g_assert_true (chess_game_get_current_node (game) == e4);
  g_assert_true (chess_game_go_last (game));
  g_assert_true (chess_game_go_first (game));
  /* a move played as a variation is another change: the line goes */
  g_assert_true (chess_game_add_variation (game, chess_move_make (CHESS_D2, CHESS_D4)));
  g_assert_false (chess_game_can_undo_edit (game));
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/game/annotations/marks", test_marks_beside_commands);
  g_test_add_func ("/game/annotations/comments", test_comments);
  g_test_add_func ("/game/annotations/symbols", test_symbols);
  g_test_add_func ("/game/annotations/undo-redo", test_undo_redo);
  g_test_add_func ("/game/annotations/undo-delete-shown", test_undo_delete_shown);
  return g_test_run ();
}
