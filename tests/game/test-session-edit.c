/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-session-edit.c — what a session lets the user edit: a game being
 * played has no variations and no edits; a game read from a file gets
 * them where it was read (not beside the moves played here, and not while
 * paused); a finished game and an analysis board everywhere.  Edits make the game modified, its
 * draft follows, and Save writes the edited game back in place, the other
 * games of its file left byte for byte. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "chess-pgn.h"
#include "session-test-util.h"

#define SEC G_USEC_PER_SEC

static char *tmp_dir;

/* A move at the position shown that the session refuses. */
static void
refuse (ChessSession *session,
        const char   *san,
        gint          code)
{
  g_autoptr(GError) error = NULL;

  g_assert_false (chess_session_play_move (session, test_session_san (session, san), &error));
  g_assert_error (error, CHESS_SESSION_ERROR, code);
}

static char *
pgn_of (ChessSession *session)
{
  char *text = chess_pgn_record_to_string (chess_game_get_record (chess_session_get_game (session)),
                                           CHESS_PGN_WRITE_DEFAULT, NULL);
  char *copy = g_strdup (text);

  free (text);
  return copy;
}

static ChessSession *
open_game (const char *name,
           const char *text,
           guint       index)
{
  g_autofree char *path = g_build_filename (tmp_dir, name, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  ChessSession *session = chess_session_new (NULL);

  test_write_text (path, text);
  g_assert_true (test_session_open (session, file, index, NULL, &error));
  g_assert_no_error (error);
  return session;
}

/* A game played here: navigating back is looking, not analysing on the
 * board; its moves are taken back, never deleted. */
static void
test_game_being_played (void)
{
  g_autoptr(ChessSession) session = chess_session_new (NULL);
  ChessGame *game = chess_session_get_game (session);

  test_session_play (session, "e4");
  test_session_play (session, "e5");
  test_session_play (session, "Nf3");
  chess_game_go_first (game);
  g_assert_false (chess_session_can_add_variation (session));
  refuse (session, "d4", CHESS_SESSION_ERROR_ILLEGAL_MOVE);
  for (ChessMoveEdit edit = CHESS_MOVE_EDIT_DELETE_FROM; edit <= CHESS_MOVE_EDIT_MAKE_MAIN_LINE; edit++)
    {
      g_assert_false (chess_session_can_edit_moves (session, edit, test_main_line_node (game, 2)));
      g_assert_false (chess_session_edit_moves (session, edit, test_main_line_node (game, 2)));
    }
  g_assert_cmpuint (chess_record_count_nodes (chess_game_get_record (game)), ==, 3);
  g_assert_true (chess_session_can_takeback (session));
}

/* An analysis board: both sides move, variations everywhere, from a FEN;
 * a bad FEN changes nothing; another game ends it. */
static void
test_analysis_board (void)
{
  g_autoptr(ChessSession) session = chess_session_new (NULL);
  g_autoptr(GError) error = NULL;
  ChessGame *game;
  char fen[CHESS_FEN_MAX];

  test_session_play (session, "d4");
  game = chess_session_get_game (session);
  g_assert_false (chess_session_new_analysis_board (session, "8/8/8 w - - 0 1", &error));
  g_assert_error (error, CHESS_GAME_ERROR, CHESS_GAME_ERROR_BAD_FEN);
  g_assert_true (chess_session_get_game (session) == game);
  g_assert_false (chess_session_get_analysis_board (session));

  g_assert_true (chess_session_new_analysis_board (session,
                   "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3", NULL));
  game = chess_session_get_game (session);
  g_assert_true (chess_session_get_analysis_board (session));
  g_assert_null (chess_game_get_clock (game));
  g_assert_false (chess_game_is_over (game));
  test_session_play (session, "Bb5");
  test_session_play (session, "a6");
  test_session_play (session, "Ba4");
  /* Back two moves, another move: a variation beside the moves played. */
  chess_game_go_to_node (game, test_main_line_node (game, 1));
  g_assert_true (chess_session_can_add_variation (session));
  test_session_play (session, "Nf6");
  test_session_play (session, "O-O");
  g_assert_cmpuint (chess_game_get_n_plies (game), ==, 3);
  g_assert_false (chess_node_is_main_line (chess_game_get_current_node (game)));
  g_assert_true (chess_session_can_edit_moves (session, CHESS_MOVE_EDIT_DELETE_VARIATION,
                                               chess_game_get_current_node (game)));
  chess_position_to_fen (chess_game_get_live_position (game), fen, sizeof fen);
  g_assert_cmpstr (fen, ==, "r1bqkbnr/1ppp1ppp/p1n5/4p3/B3P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 1 4");

  /* A new game is a game being played again. */
  g_assert_true (chess_session_new_game (session, NULL, NULL));
  g_assert_false (chess_session_get_analysis_board (session));
  test_session_play (session, "e4");
  test_session_play (session, "e5");
  chess_game_go_first (chess_session_get_game (session));
  refuse (session, "d4", CHESS_SESSION_ERROR_ILLEGAL_MOVE);
}

/* An unfinished game read from a file: variations among the moves read;
 * beside the moves played here, none; its main line only by Take Back. */
static void
test_game_from_a_file (void)
{
  g_autoptr(ChessSession) session = open_game ("open.pgn", "[Result \"*\"]\n\n1. e4 e5 2. Nf3 *\n", 0);
  ChessGame *game = chess_session_get_game (session);
  g_autofree char *text = NULL;

  g_assert_false (chess_game_is_over (game));
  g_assert_false (chess_session_can_add_variation (session));     /* at the end: the game's own move */
  chess_game_go_to_node (game, test_main_line_node (game, 1));
  g_assert_true (chess_session_can_add_variation (session));
  test_session_play (session, "c5");                    /* 1... c5: a variation */
  test_session_play (session, "Nc3");
  g_assert_cmpuint (chess_game_get_n_plies (game), ==, 3);
  g_assert_true (chess_game_get_modified (game));

  /* The game goes on at its end: 2... Nc6 is played here. */
  chess_game_go_last (game);
  test_session_play (session, "Nc6");
  chess_game_go_to_node (game, test_main_line_node (game, 3));
  g_assert_false (chess_session_can_add_variation (session));     /* beside 2... Nc6 */
  refuse (session, "d6", CHESS_SESSION_ERROR_ILLEGAL_MOVE);
  chess_game_go_to_node (game, test_main_line_node (game, 2));
  g_assert_true (chess_session_can_add_variation (session));      /* beside 2. Nf3, read */
  test_session_play (session, "Bc4");

  /* Read moves are not deleted; the variations beside them are. */
  g_assert_false (chess_session_can_edit_moves (session, CHESS_MOVE_EDIT_DELETE_FROM, test_main_line_node (game, 2)));
  g_assert_false (chess_session_can_edit_moves (session, CHESS_MOVE_EDIT_MAKE_MAIN_LINE,
                                                chess_game_get_current_node (game)));
  g_assert_true (chess_session_edit_moves (session, CHESS_MOVE_EDIT_DELETE_VARIATION,
                                           chess_game_get_current_node (game)));
  g_assert_true (chess_session_edit_moves (session, CHESS_MOVE_EDIT_DELETE_FROM,
                                           test_main_line_node (game, 2)->next_sibling->first_child));
  text = pgn_of (session);
  g_assert_nonnull (strstr (text, "1. e4 e5 (1... c5) 2. Nf3 Nc6 *"));

  /* Take Back stops at the moves read; it does not touch variations. */
  g_assert_true (chess_session_takeback (session));
  g_assert_false (chess_session_can_takeback (session));
  g_assert_cmpuint (chess_record_count_nodes (chess_game_get_record (game)), ==, 4);
}

/* Paused: the board is covered, and nothing of the game changes. */
static void
test_paused (void)
{
  g_autoptr(ChessSession) session = open_game ("paused.pgn",
                                               "[Result \"*\"]\n\n1. e4 e5 (1... c5) 2. Nf3 *\n", 0);
  ChessGame *game = chess_session_get_game (session);
  ChessNode *c5 = test_main_line_node (game, 2)->next_sibling;

  chess_game_go_to_node (game, test_main_line_node (game, 1));
  chess_session_set_paused (session, TRUE);
  g_assert_false (chess_session_can_add_variation (session));
  refuse (session, "d5", CHESS_SESSION_ERROR_PAUSED);
  g_assert_false (chess_session_can_edit_moves (session, CHESS_MOVE_EDIT_DELETE_VARIATION, c5));
  g_assert_false (chess_session_edit_moves (session, CHESS_MOVE_EDIT_DELETE_VARIATION, c5));

  chess_session_set_paused (session, FALSE);
  g_assert_true (chess_session_edit_moves (session, CHESS_MOVE_EDIT_DELETE_VARIATION, c5));
  chess_session_set_paused (session, TRUE);
  g_assert_false (chess_session_can_undo_delete (session));
  g_assert_false (chess_session_undo_delete (session));
  chess_session_set_paused (session, FALSE);
  g_assert_true (chess_session_undo_delete (session));
  g_assert_true (test_main_line_node (game, 2)->next_sibling == c5);
}

/* A finished game is nobody's game any more: everything may be edited,
 * its main line too; the result stays. */
static void
test_finished_game (void)
{
  g_autoptr(ChessSession) session = chess_session_new (NULL);
  ChessGame *game = chess_session_get_game (session);

  test_session_play (session, "f3");
  test_session_play (session, "e5");
  test_session_play (session, "g4");
  test_session_play (session, "Qh4#");
  g_assert_true (chess_game_is_over (game));
  chess_game_go_to_node (game, test_main_line_node (game, 1));
  test_session_play (session, "Nc6");
  g_assert_true (chess_session_can_edit_moves (session, CHESS_MOVE_EDIT_MAKE_MAIN_LINE,
                                               chess_game_get_current_node (game)));
  g_assert_true (chess_session_edit_moves (session, CHESS_MOVE_EDIT_DELETE_FROM, test_main_line_node (game, 3)));
  g_assert_cmpuint (chess_game_get_n_plies (game), ==, 2);
  g_assert_cmpint (chess_game_get_result (game), ==, CHESS_RESULT_BLACK_WINS);
  g_assert_false (chess_session_can_takeback (session));
  /* Paused or not does not matter: a finished game cannot be paused. */
  chess_session_set_paused (session, TRUE);
  g_assert_false (chess_session_get_paused (session));
}

/* Game 2 of a file of three, edited: Save writes it in place, the others
 * stay as they were, byte for byte. */
static void
test_save_in_place (void)
{
  static const char first[] = "[Event \"1\"]\n[Result \"*\"]\n\n1. e4 (1. c4) *\n\n";
  static const char third[] = "[Event \"3\"]\n[Result \"1-0\"]\n\n1. d4 d5 (1... Nf6) 1-0\n";
  g_autofree char *text = g_strconcat (first,
                                       "[Event \"2\"]\n[Result \"1-0\"]\n\n"
                                       "1. e4 e5 (1... c5 2. Nf3) 2. Nf3 Nc6 3. Bb5 1-0\n\n",
                                       third, NULL);
  g_autoptr(ChessSession) session = open_game ("three.pgn", text, 1);
  g_autofree char *path = g_build_filename (tmp_dir, "three.pgn", NULL);
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;
  ChessGame *game = chess_session_get_game (session);
  ChessNode *c5 = test_main_line_node (game, 2)->next_sibling;
  const char *second;

  g_assert_false (chess_game_get_modified (game));
  g_assert_true (chess_session_edit_moves (session, CHESS_MOVE_EDIT_PROMOTE_VARIATION, c5));
  g_assert_true (chess_game_get_modified (game));
  g_assert_true (chess_session_edit_moves (session, CHESS_MOVE_EDIT_DELETE_FROM, test_main_line_node (game, 3)));
  g_assert_true (test_session_save (session, CHESS_SESSION_SAVE_DEFAULT, &error));
  g_assert_no_error (error);
  g_assert_false (chess_game_get_modified (game));

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_true (g_str_has_prefix (contents, first));
  g_assert_true (g_str_has_suffix (contents, third));
  second = contents + strlen (first);
  g_assert_true (g_str_has_prefix (second, "[Event \"2\"]"));
  g_assert_nonnull (strstr (second, "\n\n1. e4 c5 (1... e5 2. Nf3 Nc6 3. Bb5) 1-0\n"));
  g_assert_cmpuint (chess_session_get_game_count (session), ==, 3);
}

/* The draft follows an edit, and a restore brings the edited game back,
 * still a game of its file. */
static void
test_draft_follows (void)
{
  g_autofree char *folder_path = g_build_filename (tmp_dir, "drafts", NULL);
  g_autoptr(GFile) folder = g_file_new_for_path (folder_path);
  g_autoptr(ChessSession) session = open_game ("draft.pgn",
                                               "[Result \"*\"]\n\n1. d4 d5 (1... Nf6 2. c4) 2. c4 *\n", 0);
  g_autoptr(ChessSession) later = chess_session_new (NULL);
  g_autoptr(GPtrArray) drafts = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  ChessGame *game = chess_session_get_game (session);
  gint64 deadline = g_get_monotonic_time () + 10 * SEC;

  g_assert_cmpint (g_mkdir_with_parents (folder_path, 0700), ==, 0);
  chess_session_set_drafts_folder (session, folder);
  g_assert_true (chess_session_edit_moves (session, CHESS_MOVE_EDIT_DELETE_FROM,
                                           test_main_line_node (game, 2)->next_sibling->first_child));
  while (g_get_monotonic_time () < deadline)
    {
      GFile *draft = chess_session_get_draft_file (session);

      g_main_context_iteration (NULL, FALSE);
      g_clear_pointer (&contents, g_free);
      if (draft != NULL && g_file_get_contents (g_file_peek_path (draft), &contents, NULL, NULL)
          && strstr (contents, "(1... Nf6) 2. c4") != NULL)
        break;
      g_usleep (1000);
    }
  g_assert_nonnull (strstr (contents, "(1... Nf6) 2. c4"));
  chess_session_close (session);
  test_session_wait_for_drafts (session);

  drafts = chess_session_list_drafts (folder, NULL);
  g_assert_cmpuint (drafts->len, ==, 1);
  g_assert_true (chess_session_restore_draft (later, drafts->pdata[0], &error));
  g_assert_no_error (error);
  chess_session_set_paused (later, FALSE);
  game = chess_session_get_game (later);
  g_assert_true (chess_game_get_modified (game));
  g_assert_cmpuint (chess_record_count_nodes (chess_game_get_record (game)), ==, 4);
  /* Still read from the file: variations are allowed there, Take Back not. */
  g_assert_false (chess_session_can_takeback (later));
  g_assert_true (chess_session_can_edit_moves (later, CHESS_MOVE_EDIT_DELETE_VARIATION,
                                               test_main_line_node (game, 2)->next_sibling));
  test_session_wait_for_drafts (later);
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  tmp_dir = g_dir_make_tmp ("chess-session-edit-XXXXXX", NULL);

  g_test_add_func ("/session/edit/game-being-played", test_game_being_played);
  g_test_add_func ("/session/edit/game-from-a-file", test_game_from_a_file);
  g_test_add_func ("/session/edit/analysis-board", test_analysis_board);
  g_test_add_func ("/session/edit/paused", test_paused);
  g_test_add_func ("/session/edit/finished-game", test_finished_game);
  g_test_add_func ("/session/edit/save-in-place", test_save_in_place);
  g_test_add_func ("/session/edit/draft-follows", test_draft_follows);
  status = g_test_run ();

  test_remove_tree (tmp_dir);
  g_free (tmp_dir);
  return status;
}
