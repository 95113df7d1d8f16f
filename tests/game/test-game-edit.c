/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-game-edit.c — editing the moves of a game: what a finished game
 * allows (everything: its main line changes, its result stays, the ending
 * its final position showed is worked out again) and what a game in
 * progress allows (variations only: its main line is the game being
 * played, the clock runs at its end); the signals views follow, the node
 * shown, the live position, and a deletion put back. */
#include "config.h"

#include "../core/record-test-util.h"
#include "test-game-util.h"

/* The movetext of the game on one line, result included. */
static char *
movetext (ChessGame *game)
{
  g_autofree char *pgn = test_pgn (game);
  const char *body = strstr (pgn, "\n\n");

  g_assert_nonnull (body);
  return g_strstrip (g_strdelimit (g_strdup (body + 2), "\n", ' '));
}

static void
assert_movetext (ChessGame  *game,
                 const char *expected)
{
  g_autofree char *text = movetext (game);

  g_assert_cmpstr (text, ==, expected);
}

#define NODE(game, ...) TEST_NODE (chess_game_get_record (game)->root, __VA_ARGS__)

/* The live position is the end of the main line, and what the game says
 * of it agrees with a replay. */
static void
assert_live_consistent (ChessGame *game)
{
  const ChessRecord *record = chess_game_get_record (game);
  ChessNode *end = chess_record_main_line_end (record);
  ChessPosition pos;
  char a[CHESS_FEN_MAX], b[CHESS_FEN_MAX];

  g_assert_true (chess_game_get_last_node (game) == end);
  g_assert_cmpuint (chess_game_get_n_plies (game), ==, (guint) chess_node_ply (end));
  chess_record_position_at (record, end, &pos);
  chess_position_to_fen (&pos, a, sizeof a);
  chess_position_to_fen (chess_game_get_live_position (game), b, sizeof b);
  g_assert_cmpstr (a, ==, b);
  chess_record_position_at (record, chess_game_get_current_node (game), &pos);
  chess_position_to_fen (&pos, a, sizeof a);
  chess_position_to_fen (chess_game_get_position (game), b, sizeof b);
  g_assert_cmpstr (a, ==, b);
}

/* Fool's mate, with a variation of Black's and one inside it. */
static const char fools_mate[] =
  "[Event \"Edit\"]\n[Result \"0-1\"]\n\n"
  "1. f3 e5 2. g4 (2. Nc3 Qh4+ (2... d5) 3. g3) Qh4# 0-1\n";

static void
test_finished_delete_from (void)
{
  g_autoptr(ChessGame) game = test_game_from_pgn (fools_mate);
  ChessNode *e5 = NODE (game, 0, 0);
  Counts counts;

  chess_game_go_to_node (game, NODE (game, 0, 0, 1, 0, 0));      /* 3. g3 */
  test_count_signals (game, &counts);
  g_assert_true (chess_game_can_edit_moves (game, CHESS_MOVE_EDIT_DELETE_FROM, NODE (game, 0, 0, 1, 0)));

  /* Inside a variation: 2... Qh4+ and after; 2... d5 takes its place. */
  g_assert_true (chess_game_edit_moves (game, CHESS_MOVE_EDIT_DELETE_FROM, NODE (game, 0, 0, 1, 0)));
  assert_movetext (game, "1. f3 e5 2. g4 (2. Nc3 d5) 2... Qh4# 0-1");
  g_assert_cmpuint (counts.tree_changed, ==, 1);
  g_assert_cmpuint (counts.position_changed, ==, 1);      /* 3. g3 is gone: 2. Nc3 is shown */
  g_assert_cmpuint (counts.result_changed, ==, 0);
  g_assert_true (chess_game_get_current_node (game) == NODE (game, 0, 0, 1));
  g_assert_true (chess_game_get_modified (game));
  assert_live_consistent (game);

  /* The main line: the game ends earlier, its result stays, but the
   * checkmate is no longer shown, so it is no longer the ending. */
  chess_game_go_last (game);
  memset (&counts, 0, sizeof counts);
  g_assert_true (chess_game_edit_moves (game, CHESS_MOVE_EDIT_DELETE_FROM, NODE (game, 0, 0, 0)));
  assert_movetext (game, "1. f3 e5 2. Nc3 d5 0-1");
  g_assert_cmpuint (counts.tree_changed, ==, 1);
  g_assert_cmpuint (counts.position_changed, ==, 1);
  g_assert_cmpuint (counts.result_changed, ==, 1);
  g_assert_cmpuint (counts.notify_termination, ==, 1);
  g_assert_cmpuint (counts.notify_result, ==, 0);
  g_assert_true (chess_game_get_current_node (game) == e5);
  g_assert_cmpint (chess_game_get_result (game), ==, CHESS_RESULT_BLACK_WINS);
  g_assert_cmpint (chess_game_get_termination (game), ==, CHESS_TERMINATION_UNKNOWN);
  g_assert_null (chess_game_get_tag (game, "Termination"));
  assert_live_consistent (game);

  /* Not the start of the game. */
  g_assert_false (chess_game_can_edit_moves (game, CHESS_MOVE_EDIT_DELETE_FROM,
                                             chess_game_get_record (game)->root));
}

static void
test_finished_delete_variation (void)
{
  g_autoptr(ChessGame) game = test_game_from_pgn (fools_mate);
  ChessNode *qh4 = NODE (game, 0, 0, 0, 0);
  Counts counts;

  test_count_signals (game, &counts);
  /* On the main line there is no variation to delete. */
  g_assert_false (chess_game_can_edit_moves (game, CHESS_MOVE_EDIT_DELETE_VARIATION, qh4));
  g_assert_false (chess_game_edit_moves (game, CHESS_MOVE_EDIT_DELETE_VARIATION, qh4));
  g_assert_cmpuint (counts.tree_changed, ==, 0);
  g_assert_false (chess_game_get_modified (game));

  /* From its last move: the innermost variation, (2... d5). */
  g_assert_true (chess_game_edit_moves (game, CHESS_MOVE_EDIT_DELETE_VARIATION, NODE (game, 0, 0, 1, 1)));
  assert_movetext (game, "1. f3 e5 2. g4 (2. Nc3 Qh4+ 3. g3) 2... Qh4# 0-1");
  /* From a move inside it: the whole of (2. Nc3 Qh4+ 3. g3). */
  g_assert_true (chess_game_edit_moves (game, CHESS_MOVE_EDIT_DELETE_VARIATION, NODE (game, 0, 0, 1, 0, 0)));
  assert_movetext (game, "1. f3 e5 2. g4 Qh4# 0-1");
  g_assert_cmpuint (counts.tree_changed, ==, 2);
  g_assert_cmpuint (counts.position_changed, ==, 0);      /* the board stayed at the end */
  g_assert_true (chess_game_get_current_node (game) == qh4);
  g_assert_cmpint (chess_game_get_termination (game), ==, CHESS_TERMINATION_CHECKMATE);
  assert_live_consistent (game);
}

static void
test_finished_promote_and_main_line (void)
{
  g_autoptr(ChessGame) game = test_game_from_pgn (fools_mate);
  ChessNode *d5 = NODE (game, 0, 0, 1, 1);
  ChessNode *nc3 = NODE (game, 0, 0, 1);
  Counts counts;

  test_count_signals (game, &counts);
  /* (2... d5) becomes the line of (2. Nc3 …): the main line stays. */
  g_assert_true (chess_game_edit_moves (game, CHESS_MOVE_EDIT_PROMOTE_VARIATION, d5));
  assert_movetext (game, "1. f3 e5 2. g4 (2. Nc3 d5 (2... Qh4+ 3. g3)) 2... Qh4# 0-1");
  g_assert_cmpuint (counts.result_changed, ==, 0);
  g_assert_cmpint (chess_game_get_termination (game), ==, CHESS_TERMINATION_CHECKMATE);

  /* Once more: (2. Nc3 d5) becomes the main line; the checkmate moves
   * into a variation and is no longer the game's ending. */
  g_assert_true (chess_game_edit_moves (game, CHESS_MOVE_EDIT_PROMOTE_VARIATION, d5));
  assert_movetext (game, "1. f3 e5 2. Nc3 (2. g4 Qh4#) 2... d5 (2... Qh4+ 3. g3) 0-1");
  g_assert_true (chess_game_get_last_node (game) == d5);
  g_assert_cmpint (chess_game_get_result (game), ==, CHESS_RESULT_BLACK_WINS);
  g_assert_cmpint (chess_game_get_termination (game), ==, CHESS_TERMINATION_UNKNOWN);
  g_assert_null (chess_game_get_tag (game, "Termination"));
  g_assert_cmpuint (counts.result_changed, ==, 1);
  assert_live_consistent (game);
  g_assert_false (chess_game_can_edit_moves (game, CHESS_MOVE_EDIT_PROMOTE_VARIATION, nc3));
  g_assert_false (chess_game_can_edit_moves (game, CHESS_MOVE_EDIT_MAKE_MAIN_LINE, d5));

  /* The mate made the main line again: the ending is shown again. */
  g_assert_true (chess_game_edit_moves (game, CHESS_MOVE_EDIT_MAKE_MAIN_LINE, NODE (game, 0, 0, 1, 0)));
  assert_movetext (game, "1. f3 e5 2. g4 (2. Nc3 d5 (2... Qh4+ 3. g3)) 2... Qh4# 0-1");
  g_assert_cmpint (chess_game_get_termination (game), ==, CHESS_TERMINATION_CHECKMATE);
  g_assert_cmpstr (chess_game_get_tag (game, "Termination"), ==, "normal");
  g_assert_cmpuint (counts.result_changed, ==, 2);
  assert_live_consistent (game);

  /* The deepest line at once. */
  g_assert_true (chess_game_edit_moves (game, CHESS_MOVE_EDIT_MAKE_MAIN_LINE, NODE (game, 0, 0, 1, 1, 0)));
  assert_movetext (game, "1. f3 e5 2. Nc3 (2. g4 Qh4#) 2... Qh4+ (2... d5) 3. g3 0-1");
  assert_live_consistent (game);
}

/* A resignation is what a player did: edits leave it as the ending; a
 * file's own words for an ending stay as they were read. */
static void
test_endings_kept (void)
{
  g_autoptr(ChessGame) resigned = test_game_from_pgn ("[Result \"1-0\"]\n[Termination \"resignation\"]\n\n"
                                                 "1. e4 e5 2. Nf3 (2. Bc4) 1-0\n");
  g_autoptr(ChessGame) lichess = test_game_from_pgn ("[Result \"0-1\"]\n[Termination \"Normal\"]\n\n"
                                                "1. f3 e5 2. g4 Qh4# (2... Nc6) 0-1\n");

  g_assert_true (chess_game_edit_moves (resigned, CHESS_MOVE_EDIT_MAKE_MAIN_LINE, NODE (resigned, 0, 0, 1)));
  g_assert_cmpint (chess_game_get_termination (resigned), ==, CHESS_TERMINATION_RESIGNATION);
  g_assert_cmpstr (chess_game_get_tag (resigned, "Termination"), ==, "resignation");

  g_assert_cmpint (chess_game_get_termination (lichess), ==, CHESS_TERMINATION_CHECKMATE);
  g_assert_true (chess_game_edit_moves (lichess, CHESS_MOVE_EDIT_PROMOTE_VARIATION, NODE (lichess, 0, 0, 0, 1)));
  g_assert_cmpint (chess_game_get_termination (lichess), ==, CHESS_TERMINATION_UNKNOWN);
  g_assert_cmpstr (chess_game_get_tag (lichess, "Termination"), ==, "Normal");
}

/* A game in progress: its main line is the game being played. */
static void
test_in_progress (void)
{
  g_autoptr(ChessGame) game = test_game_from_pgn ("[Result \"*\"]\n\n"
                                             "1. e4 e5 (1... c5 2. Nf3 (2. c3)) 2. Nf3 *\n");
  ChessNode *c5 = NODE (game, 0, 1);
  ChessNode *c3 = NODE (game, 0, 1, 1);
  ChessNode *nf3 = NODE (game, 0, 0, 0);
  g_autofree char *before = movetext (game);
  Counts counts;

  test_count_signals (game, &counts);
  g_assert_false (chess_game_is_over (game));
  for (ChessMoveEdit edit = CHESS_MOVE_EDIT_DELETE_FROM; edit <= CHESS_MOVE_EDIT_MAKE_MAIN_LINE; edit++)
    {
      g_assert_false (chess_game_can_edit_moves (game, edit, nf3));
      g_assert_false (chess_game_edit_moves (game, edit, nf3));
    }
  /* A variation would become the main line: refused. */
  g_assert_false (chess_game_can_edit_moves (game, CHESS_MOVE_EDIT_PROMOTE_VARIATION, c5));
  g_assert_false (chess_game_can_edit_moves (game, CHESS_MOVE_EDIT_MAKE_MAIN_LINE, c3));
  g_assert_false (chess_game_edit_moves (game, CHESS_MOVE_EDIT_MAKE_MAIN_LINE, c3));
  assert_movetext (game, before);
  g_assert_cmpuint (counts.tree_changed, ==, 0);
  g_assert_false (chess_game_get_modified (game));

  /* Beside the main line, everything. */
  g_assert_true (chess_game_edit_moves (game, CHESS_MOVE_EDIT_PROMOTE_VARIATION, c3));
  assert_movetext (game, "1. e4 e5 (1... c5 2. c3 (2. Nf3)) 2. Nf3 *");
  g_assert_true (chess_game_edit_moves (game, CHESS_MOVE_EDIT_DELETE_FROM, c3));
  assert_movetext (game, "1. e4 e5 (1... c5 2. Nf3) 2. Nf3 *");
  g_assert_true (chess_game_edit_moves (game, CHESS_MOVE_EDIT_DELETE_VARIATION, c5));
  assert_movetext (game, "1. e4 e5 2. Nf3 *");
  g_assert_cmpuint (counts.tree_changed, ==, 3);
  g_assert_false (chess_game_is_over (game));
  assert_live_consistent (game);

  /* Variations are played in away from the live position only; there a
   * move is the game's. */
  chess_game_go_first (game);
  g_assert_true (chess_game_add_variation (game, test_san (game, "d4")));
  assert_movetext (game, "1. e4 (1. d4) 1... e5 2. Nf3 *");
  g_assert_true (chess_game_add_variation (game, test_san (game, "d5")));
  assert_movetext (game, "1. e4 (1. d4 d5) 1... e5 2. Nf3 *");
  chess_game_go_last (game);
  g_assert_false (chess_game_add_variation (game, test_san (game, "Nc6")));
  g_assert_cmpuint (chess_game_get_n_plies (game), ==, 3);
  assert_live_consistent (game);
}

/* Edits beside the main line of a game on the clock leave the clock as it
 * runs: the same side, the same time. */
static void
test_in_progress_clock_untouched (void)
{
  g_autoptr(ChessGame) game = test_game_from_pgn ("[TimeControl \"300\"]\n[Result \"*\"]\n\n"
                                             "1. e4 {[%clk 0:05:00]} e5 {[%clk 0:04:50]} "
                                             "(1... c5 {[%clk 0:04:40]}) 2. Nf3 {[%clk 0:04:30]} *\n");
  FakeTime t = { 1000 * G_USEC_PER_SEC };
  ChessClock *clock = chess_game_get_clock (game);
  gint64 black;

  /* Black's clock has run since the game was read, on the real time. */
  g_assert_nonnull (clock);
  chess_clock_set_time_source (clock, fake_time_now, &t, NULL);
  g_assert_cmpint (chess_clock_get_running_side (clock), ==, CHESS_BLACK);
  black = chess_clock_get_remaining (clock, CHESS_BLACK);
  g_assert_cmpint (black, <=, 290 * G_USEC_PER_SEC);
  t.now += 7 * G_USEC_PER_SEC;
  black -= 7 * G_USEC_PER_SEC;
  g_assert_cmpint (chess_clock_get_remaining (clock, CHESS_BLACK), ==, black);

  chess_game_go_to_node (game, NODE (game, 0, 1));
  g_assert_true (chess_game_add_variation (game, test_san (game, "Nf3")));
  g_assert_true (chess_game_edit_moves (game, CHESS_MOVE_EDIT_DELETE_VARIATION, NODE (game, 0, 1)));
  g_assert_false (chess_game_edit_moves (game, CHESS_MOVE_EDIT_DELETE_FROM, NODE (game, 0, 0, 0)));
  g_assert_cmpint (chess_clock_get_running_side (clock), ==, CHESS_BLACK);
  g_assert_cmpint (chess_clock_get_remaining (clock, CHESS_BLACK), ==, black);
  g_assert_cmpint (chess_clock_get_remaining (clock, CHESS_WHITE), ==, 270 * G_USEC_PER_SEC);
  t.now += 3 * G_USEC_PER_SEC;
  g_assert_cmpint (chess_clock_get_remaining (clock, CHESS_BLACK), ==, black - 3 * G_USEC_PER_SEC);
}

/* A deletion is put back as it was while nothing else changed. */
static void
test_undo_delete (void)
{
  g_autoptr(ChessGame) game = test_game_from_pgn (fools_mate);
  g_autofree char *before = movetext (game);
  ChessNode *g3 = NODE (game, 0, 0, 1, 0, 0);
  ChessNode *qh4 = NODE (game, 0, 0, 0, 0);
  Counts counts;

  g_assert_false (chess_game_can_undo_delete (game));
  chess_game_go_to_node (game, qh4);
  g_assert_true (chess_game_edit_moves (game, CHESS_MOVE_EDIT_DELETE_FROM, NODE (game, 0, 0, 0)));
  g_assert_cmpint (chess_game_get_termination (game), ==, CHESS_TERMINATION_UNKNOWN);
  g_assert_true (chess_game_can_undo_delete (game));
  /* Navigation is no change. */
  chess_game_go_first (game);
  chess_game_go_to_node (game, NODE (game, 0, 0));
  test_count_signals (game, &counts);
  g_assert_true (chess_game_undo_delete (game));
  assert_movetext (game, before);
  g_assert_true (NODE (game, 0, 0, 0, 0) == qh4);           /* the very nodes */
  g_assert_true (chess_game_get_current_node (game) == qh4);   /* and the move shown */
  g_assert_cmpint (chess_game_get_termination (game), ==, CHESS_TERMINATION_CHECKMATE);
  g_assert_cmpstr (chess_game_get_tag (game, "Termination"), ==, "normal");
  g_assert_cmpuint (counts.tree_changed, ==, 1);
  g_assert_cmpuint (counts.position_changed, ==, 1);
  g_assert_cmpuint (counts.result_changed, ==, 1);
  g_assert_false (chess_game_can_undo_delete (game));
  g_assert_false (chess_game_undo_delete (game));
  assert_live_consistent (game);

  /* A variation (the first beside its move), then another change. */
  g_assert_true (chess_game_edit_moves (game, CHESS_MOVE_EDIT_DELETE_VARIATION, g3));
  g_assert_true (chess_game_undo_delete (game));
  assert_movetext (game, before);
  g_assert_true (chess_game_edit_moves (game, CHESS_MOVE_EDIT_DELETE_FROM, NODE (game, 0, 0, 1, 1)));
  chess_game_go_to_node (game, NODE (game, 0, 0));
  g_assert_true (chess_game_add_variation (game, test_san (game, "h3")));
  g_assert_false (chess_game_can_undo_delete (game));
  g_assert_false (chess_game_undo_delete (game));
  assert_movetext (game, "1. f3 e5 2. g4 (2. Nc3 Qh4+ 3. g3) (2. h3) 2... Qh4# 0-1");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/game/edit/finished-delete-from", test_finished_delete_from);
  g_test_add_func ("/game/edit/finished-delete-variation", test_finished_delete_variation);
  g_test_add_func ("/game/edit/finished-promote-and-main-line", test_finished_promote_and_main_line);
  g_test_add_func ("/game/edit/endings-kept", test_endings_kept);
  g_test_add_func ("/game/edit/in-progress", test_in_progress);
  g_test_add_func ("/game/edit/in-progress-clock-untouched", test_in_progress_clock_untouched);
  g_test_add_func ("/game/edit/undo-delete", test_undo_delete);
  return g_test_run ();
}
