/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-play-origin — what follows from where a game came from: a rematch
 * of a game played here (colours swapped, the same start, clock and
 * computer), none for a game taken in; which games may be analysed and
 * reviewed (every game not being played on the clock or against the
 * computer: a pasted unfinished game too), with the reason where one may
 * not; the side a game taken in is shown from (the user's own name);
 * where the arrows and circles drawn are kept (in the move of a game
 * studied, beside a game played until its next move). */

#include <glib.h>

#include "chess-play.h"
#include "engine-test-util.h"
#include "test-game-util.h"

#define STOCKFISH "/usr/games/stockfish"

typedef struct {
  ChessSession *session;
  ChessEngineCatalog *catalog;
  ChessPlay *play;
} Fixture;

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  fixture->session = chess_session_new (NULL);
  fixture->catalog = chess_engine_catalog_new (NULL);
  fixture->play = chess_play_new (fixture->session, fixture->catalog, NULL);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  g_clear_object (&fixture->play);
  g_clear_object (&fixture->session);
  g_clear_object (&fixture->catalog);
}

static ChessGame *
game (Fixture *fixture)
{
  return chess_play_get_game (fixture->play);
}

static void
plays (Fixture    *fixture,
       const char *uci)
{
  g_autoptr (GError) error = NULL;
  ChessMove move = test_uci_move (chess_game_get_live_position (game (fixture)), uci);

  g_assert_true (chess_play_move (fixture->play, move, &error));
  g_assert_no_error (error);
}

static char *
time_control_of (ChessGame *game)
{
  ChessClock *clock = chess_game_get_clock (game);

  return clock != NULL ? chess_time_control_to_string (chess_clock_get_time_control (clock)) : NULL;
}

/* Two people: the names change sides, the start position and the clock
 * stay. */
static void
test_rematch_two_people (Fixture       *fixture,
                         gconstpointer  data)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (ChessGameOptions) options = chess_game_options_new ();
  g_autofree char *tc = NULL;
  ChessGame *first;
  char fen[CHESS_FEN_MAX];
  const char *start = "4k3/pppppppp/8/8/8/8/PPPPPPPP/4K3 w - - 0 1";

  options->time_control = chess_time_control_parse ("180+2", NULL);
  options->fen = g_strdup (start);
  options->white_name = g_strdup ("Anna");
  options->black_name = g_strdup ("Boris");
  g_assert_true (chess_play_new_game (fixture->play, options, &error));
  g_assert_no_error (error);
  /* a game on the clock: no rematch, no analysis, and a reason for that */
  g_assert_false (chess_play_get_can_rematch (fixture->play));
  g_assert_false (chess_play_get_can_review (fixture->play));
  g_assert_nonnull (chess_play_get_review_refusal (fixture->play));

  plays (fixture, "e2e4");
  plays (fixture, "e7e5");
  g_assert_true (chess_play_resign (fixture->play));
  g_assert_true (chess_play_get_can_rematch (fixture->play));
  g_assert_true (chess_play_get_can_review (fixture->play));
  g_assert_null (chess_play_get_review_refusal (fixture->play));

  first = game (fixture);
  g_assert_true (chess_play_rematch (fixture->play, &error));
  g_assert_no_error (error);
  g_assert_true (game (fixture) != first);
  g_assert_false (chess_game_has_moves (game (fixture)));
  g_assert_false (chess_game_is_over (game (fixture)));
  g_assert_cmpstr (chess_game_get_tag (game (fixture), "White"), ==, "Boris");
  g_assert_cmpstr (chess_game_get_tag (game (fixture), "Black"), ==, "Anna");
  tc = time_control_of (game (fixture));
  g_assert_cmpstr (tc, ==, "180+2");
  chess_position_to_fen (&chess_game_get_record (game (fixture))->start, fen, sizeof fen);
  g_assert_cmpstr (fen, ==, start);
  g_assert_false (chess_play_get_can_rematch (fixture->play));
}

/* Against the computer: it takes the other colour at the same level, the
 * person keeps their name. */
static void
test_rematch_computer (Fixture       *fixture,
                       gconstpointer  data)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (ChessGameOptions) options = chess_game_options_new ();

  test_require_program (STOCKFISH);
  options->white_name = g_strdup ("Anna");
  g_assert_true (chess_play_new_computer_game (fixture->play, options, CHESS_BLACK, STOCKFISH,
                                               chess_engine_level_get (3), &error));
  g_assert_no_error (error);
  /* untimed, but against the computer: being played */
  g_assert_false (chess_play_get_can_review (fixture->play));
  g_assert_nonnull (chess_play_get_review_refusal (fixture->play));
  g_assert_true (chess_play_resign (fixture->play));
  g_assert_true (chess_play_get_can_rematch (fixture->play));

  g_assert_true (chess_play_rematch (fixture->play, &error));
  g_assert_no_error (error);
  g_assert_cmpint (chess_play_get_engine_side (fixture->play), ==, CHESS_WHITE);
  g_assert_cmpint (chess_engine_opponent_get_level (chess_play_get_opponent (fixture->play))->number, ==, 3);
  g_assert_cmpstr (chess_engine_opponent_get_path (chess_play_get_opponent (fixture->play)), ==, STOCKFISH);
  g_assert_cmpstr (chess_game_get_tag (game (fixture), "Black"), ==, "Anna");
  g_assert_cmpstr (chess_game_get_tag (game (fixture), "WhiteType"), ==, "program");
  /* the engine plays White's first move by itself */
  for (guint i = 0; i < 400 && !chess_game_has_moves (game (fixture)); i++)
    test_run_for (50);
  g_assert_true (chess_game_has_moves (game (fixture)));
}

/* A pasted game: analysed and reviewed when it is not finished too (it is
 * nobody's game on a clock here), never offered a rematch. */
static void
test_taken_in (Fixture       *fixture,
               gconstpointer  data)
{
  g_autoptr (ChessGame) unfinished = test_game_from_pgn ("[White \"A\"]\n[Black \"B\"]\n\n1. e4 e5 2. Nf3 *\n");
  g_autoptr (ChessGame) finished = test_game_from_pgn ("1. f3 e5 2. g4 Qh4# 0-1\n");

  chess_play_take_in_game (fixture->play, unfinished);
  g_assert_true (game (fixture) == unfinished);
  g_assert_true (chess_play_get_can_review (fixture->play));
  g_assert_null (chess_play_get_review_refusal (fixture->play));
  g_assert_false (chess_play_get_can_rematch (fixture->play));
  g_assert_true (chess_play_review_start (fixture->play, NULL, 1000) || !g_file_test (STOCKFISH, G_FILE_TEST_EXISTS));
  chess_play_review_cancel (fixture->play);

  chess_play_take_in_game (fixture->play, finished);
  g_assert_true (chess_game_is_over (game (fixture)));
  g_assert_true (chess_play_get_can_review (fixture->play));
  g_assert_false (chess_play_get_can_rematch (fixture->play));
  g_assert_false (chess_play_rematch (fixture->play, NULL));
}

/* Two people without a clock: nobody plays on the clock, so the engine
 * may be asked. */
static void
test_untimed_two_people (Fixture       *fixture,
                         gconstpointer  data)
{
  g_autoptr (GError) error = NULL;

  g_assert_true (chess_play_new_game (fixture->play, NULL, &error));
  plays (fixture, "d2d4");
  g_assert_true (chess_play_get_can_review (fixture->play));
  g_assert_false (chess_play_get_can_rematch (fixture->play));
}

static void
test_names_match (void)
{
  g_assert_true (chess_play_names_match ("Anand, Viswanathan", "Viswanathan Anand"));
  g_assert_true (chess_play_names_match ("carlsen,magnus", "Magnus CARLSEN"));
  g_assert_true (chess_play_names_match ("Σπύρος Παπαδόπουλος", "ΠΑΠΑΔΌΠΟΥΛΟΣ, ΣΠΎΡΟΣ"));
  g_assert_false (chess_play_names_match ("Anand, V", "Viswanathan Anand"));
  g_assert_false (chess_play_names_match ("Carlsen", "Magnus Carlsen"));
  g_assert_false (chess_play_names_match ("?", "?"));
  g_assert_false (chess_play_names_match ("", ""));
  g_assert_false (chess_play_names_match (NULL, "Anand"));
}

/* A game of a file is shown from White's side, or from Black's when the
 * user's own name plays Black; a game played here is the view's to turn. */
static void
test_viewer_side (void)
{
  g_autoptr (GSettings) settings = g_settings_new ("com.example.Chess");
  g_autoptr (ChessSession) session = chess_session_new (settings);
  g_autoptr (ChessEngineCatalog) catalog = chess_engine_catalog_new (NULL);
  g_autoptr (ChessPlay) play = chess_play_new (session, catalog, NULL);
  g_autoptr (ChessGame) as_black = test_game_from_pgn ("[White \"Kasparov, Garry\"]\n[Black \"Anand, Viswanathan\"]\n\n1. e4 *\n");
  g_autoptr (ChessGame) as_white = test_game_from_pgn ("[White \"Anand, Viswanathan\"]\n[Black \"Kasparov, Garry\"]\n\n1. e4 *\n");
  g_autoptr (ChessGame) others = test_game_from_pgn ("[White \"Karpov\"]\n[Black \"Kasparov\"]\n\n1. e4 *\n");

  g_assert_true (chess_play_new_game (play, NULL, NULL));
  g_assert_cmpint (chess_play_get_viewer_side (play), ==, -1);
  /* any of the user's names: here the second */
  g_settings_set_strv (settings, "player-names", (const char *const[]) { "vishy2000", "Viswanathan Anand", NULL });
  chess_play_take_in_game (play, as_black);
  g_assert_cmpint (chess_play_get_viewer_side (play), ==, CHESS_BLACK);
  chess_play_take_in_game (play, as_white);
  g_assert_cmpint (chess_play_get_viewer_side (play), ==, CHESS_WHITE);
  chess_play_take_in_game (play, others);
  g_assert_cmpint (chess_play_get_viewer_side (play), ==, CHESS_WHITE);
  g_settings_reset (settings, "player-names");
}

static guint
marks_count (Fixture *fixture)
{
  ChessMarks marks;

  chess_play_get_marks (fixture->play, &marks);
  return (guint) marks.count;
}

/* Studied: the marks go into the move shown, are saved with it and follow
 * it through navigation; the same gesture again takes one away. */
static void
test_marks_studied (Fixture       *fixture,
                    gconstpointer  data)
{
  g_autoptr (ChessGame) finished = test_game_from_pgn ("1. e4 e5 2. Nf3 1-0\n");
  const ChessMark arrow = { CHESS_MARK_RED, CHESS_G1, CHESS_F3 }, circle = { CHESS_MARK_BLUE, CHESS_E5, CHESS_E5 };
  ChessNode *e4 = chess_game_get_record (finished)->root->first_child;

  chess_play_take_in_game (fixture->play, finished);
  chess_game_go_to_node (finished, e4);
  g_assert_true (chess_play_toggle_mark (fixture->play, arrow));
  g_assert_true (chess_play_toggle_mark (fixture->play, circle));
  g_assert_cmpstr (e4->arrows, ==, "Rg1f3");
  g_assert_cmpstr (e4->highlights, ==, "Be5");
  g_assert_true (chess_game_get_modified (finished));
  chess_game_go_next (finished);
  g_assert_cmpuint (marks_count (fixture), ==, 0);
  chess_game_go_previous (finished);
  g_assert_cmpuint (marks_count (fixture), ==, 2);
  g_assert_true (chess_play_toggle_mark (fixture->play, arrow));
  g_assert_null (e4->arrows);
  g_assert_true (chess_play_clear_marks (fixture->play));
  g_assert_null (e4->highlights);
  g_assert_false (chess_play_clear_marks (fixture->play));
}

/* Played on the clock: the marks are the player's for the moment, never in
 * the game, gone with the next move. */
static void
test_marks_played (Fixture       *fixture,
                   gconstpointer  data)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (ChessGameOptions) options = chess_game_options_new ();
  const ChessMark arrow = { CHESS_MARK_GREEN, CHESS_G8, CHESS_F6 };
  ChessNode *node;

  options->time_control = chess_time_control_parse ("300+0", NULL);
  g_assert_true (chess_play_new_game (fixture->play, options, &error));
  plays (fixture, "e2e4");
  g_assert_false (chess_play_get_can_review (fixture->play));
  node = chess_game_get_current_node (game (fixture));
  g_assert_true (chess_play_toggle_mark (fixture->play, arrow));
  g_assert_cmpuint (marks_count (fixture), ==, 1);
  g_assert_null (node->arrows);
  plays (fixture, "e7e5");
  g_assert_cmpuint (marks_count (fixture), ==, 0);
  g_assert_null (node->arrows);
}

int
main (int    argc,
      char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  test_engine_init ();
  g_test_add ("/play/rematch/two-people", Fixture, NULL, fixture_set_up, test_rematch_two_people,
              fixture_tear_down);
  g_test_add ("/play/rematch/computer", Fixture, NULL, fixture_set_up, test_rematch_computer, fixture_tear_down);
  g_test_add ("/play/rematch/taken-in", Fixture, NULL, fixture_set_up, test_taken_in, fixture_tear_down);
  g_test_add_func ("/play/origin/names-match", test_names_match);
  g_test_add_func ("/play/origin/viewer-side", test_viewer_side);
  g_test_add ("/play/review/untimed", Fixture, NULL, fixture_set_up, test_untimed_two_people, fixture_tear_down);
  g_test_add ("/play/marks/studied", Fixture, NULL, fixture_set_up, test_marks_studied, fixture_tear_down);
  g_test_add ("/play/marks/played", Fixture, NULL, fixture_set_up, test_marks_played, fixture_tear_down);
  status = g_test_run ();
  test_engine_cleanup ();
  return status;
}
