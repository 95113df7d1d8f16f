/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-record.c — editing the move tree of a record: where a variation
 * starts and leaves the main line, promoting a variation, making a line the
 * main line, deleting a line.  Trees are written and compared as PGN
 * movetext, which shows the order of the variations. */
#include "chess-pgn.h"
#include "chess-record.h"
#include "record-test-util.h"

#include <glib.h>
#include <stdlib.h>
#include <string.h>

static ChessRecord *
read_record (const char *movetext)
{
  ChessRecord **games = NULL;
  ChessRecord *record;
  size_t n = chess_pgn_read_string (movetext, strlen (movetext), &games, NULL, NULL);

  g_assert_cmpuint (n, ==, 1);
  record = games[0];
  free (games);
  return record;
}

/* The movetext of the record on one line, without tags and result. */
static char *
movetext (const ChessRecord *record)
{
  char *pgn = chess_pgn_record_to_string (record, CHESS_PGN_WRITE_DEFAULT, NULL);
  const char *body = strstr (pgn, "\n\n");
  g_autofree char *joined = NULL;
  char *text;
  size_t len;

  g_assert_nonnull (body);
  joined = g_strdup (body + 2);
  g_strdelimit (joined, "\n", ' ');
  g_strstrip (joined);
  /* the result marker ends the movetext */
  len = strlen (joined);
  g_assert_true (len >= 2 && strcmp (joined + len - 2, " *") == 0);
  joined[len - 2] = '\0';
  text = g_strdup (joined);
  free (pgn);
  return text;
}

#define NODE(record, ...) TEST_NODE ((record)->root, __VA_ARGS__)

static void
assert_movetext (const ChessRecord *record, const char *expected)
{
  g_autofree char *text = movetext (record);

  g_assert_cmpstr (text, ==, expected);
}

/* 1. e4 e5 (1... c5 2. Nf3 (2. c3) d6) (1... e6) 2. Nf3 */
static const char tree[] = "1. e4 e5 (1... c5 2. Nf3 (2. c3) d6) (1... e6) 2. Nf3 *\n";

static void
test_variation_start_and_branch (void)
{
  ChessRecord *record = read_record (tree);
  ChessNode *e4 = NODE (record, 0);
  ChessNode *nf3 = NODE (record, 0, 0, 0);
  ChessNode *c5 = NODE (record, 0, 1);
  ChessNode *d6 = NODE (record, 0, 1, 0, 0);
  ChessNode *c3 = NODE (record, 0, 1, 1);
  ChessNode *e6 = NODE (record, 0, 2);

  g_assert_null (chess_node_get_variation_start (record->root));
  g_assert_null (chess_node_get_variation_start (e4));
  g_assert_null (chess_node_get_variation_start (nf3));
  g_assert_true (chess_node_get_variation_start (c5) == c5);
  g_assert_true (chess_node_get_variation_start (d6) == c5);
  g_assert_true (chess_node_get_variation_start (c3) == c3);
  g_assert_true (chess_node_get_variation_start (e6) == e6);

  g_assert_true (chess_node_get_branch_point (record->root) == record->root);
  g_assert_true (chess_node_get_branch_point (nf3) == nf3);
  g_assert_true (chess_node_get_branch_point (c5) == e4);
  g_assert_true (chess_node_get_branch_point (d6) == e4);
  g_assert_true (chess_node_get_branch_point (c3) == e4);   /* through 1... c5 */
  g_assert_true (chess_node_get_branch_point (e6) == e4);
  chess_record_free (record);
}

static void
test_promote_one_level (void)
{
  ChessRecord *record = read_record (tree);

  /* A variation inside a variation: it becomes that variation's line. */
  chess_node_promote (chess_node_get_variation_start (NODE (record, 0, 1, 1)));
  assert_movetext (record, "1. e4 e5 (1... c5 2. c3 (2. Nf3 d6)) (1... e6) 2. Nf3");
  /* The last of two variations: it becomes the main line, and the main
   * line the first variation; the other keeps its place after it. */
  chess_node_promote (chess_node_get_variation_start (NODE (record, 0, 2)));
  assert_movetext (record, "1. e4 e6 (1... e5 2. Nf3) (1... c5 2. c3 (2. Nf3 d6))");
  /* On the main line: nothing to promote. */
  g_assert_null (chess_node_get_variation_start (NODE (record, 0, 0)));
  chess_record_free (record);
}

static void
test_make_main_line (void)
{
  ChessRecord *record = read_record (tree);
  ChessNode *c3 = NODE (record, 0, 1, 1);

  chess_node_make_main_line (c3);
  assert_movetext (record, "1. e4 c5 (1... e5 2. Nf3) (1... e6) 2. c3 (2. Nf3 d6)");
  g_assert_true (chess_node_is_main_line (c3));
  g_assert_true (chess_record_main_line_end (record) == c3);
  /* Already the main line: nothing changes. */
  chess_node_make_main_line (c3);
  assert_movetext (record, "1. e4 c5 (1... e5 2. Nf3) (1... e6) 2. c3 (2. Nf3 d6)");
  chess_record_free (record);
}

/* Deleting a main-line move lets the first variation beside it take its
 * place; deleting a variation leaves the others in their order. */
static void
test_delete_lines (void)
{
  ChessRecord *record = read_record (tree);

  chess_node_free (NODE (record, 0, 1, 0, 0));                /* 2... d6 */
  assert_movetext (record, "1. e4 e5 (1... c5 2. Nf3 (2. c3)) (1... e6) 2. Nf3");
  chess_node_free (chess_node_get_variation_start (NODE (record, 0, 1, 1)));   /* (2. c3) */
  assert_movetext (record, "1. e4 e5 (1... c5 2. Nf3) (1... e6) 2. Nf3");
  chess_node_free (NODE (record, 0, 0));                      /* 1... e5 and after */
  assert_movetext (record, "1. e4 c5 (1... e6) 2. Nf3");
  g_assert_cmpuint (chess_record_count_nodes (record), ==, 4);
  chess_record_free (record);
}

/* A long game: the walks are iterative. */
static void
test_deep_line (void)
{
  ChessRecord *record = chess_record_new ();
  const ChessMove knights[4] = {
    chess_move_make (CHESS_G1, CHESS_F3), chess_move_make (CHESS_G8, CHESS_F6),
    chess_move_make (CHESS_F3, CHESS_G1), chess_move_make (CHESS_F6, CHESS_G8),
  };
  ChessNode *node = record->root, *alt;
  int plies = 200000;

  for (int i = 0; i < plies; i++)
    node = chess_node_append_child (node, knights[i % 4]);
  /* a variation at the very end, then made the main line */
  alt = chess_node_append_child (node->parent, chess_move_make (CHESS_F6, CHESS_H5));
  g_assert_true (chess_node_get_branch_point (alt) == node->parent);
  g_assert_true (chess_node_get_variation_start (alt) == alt);
  chess_node_make_main_line (alt);
  g_assert_true (chess_record_main_line_end (record) == alt);
  g_assert_cmpint (chess_node_ply (alt), ==, plies);
  g_assert_null (chess_node_get_variation_start (alt));
  g_assert_true (chess_node_get_variation_start (node) == node);
  chess_record_free (record);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/record/variation-start-and-branch", test_variation_start_and_branch);
  g_test_add_func ("/record/promote-one-level", test_promote_one_level);
  g_test_add_func ("/record/make-main-line", test_make_main_line);
  g_test_add_func ("/record/delete-lines", test_delete_lines);
  g_test_add_func ("/record/deep-line", test_deep_line);
  return g_test_run ();
}
