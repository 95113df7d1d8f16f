/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-engine-player — ChessEnginePlayer in a headless ChessSession: it
 * answers a human's move through the session, opens from the book, stops
 * when its turn is cancelled, and reports a crashed or silent engine
 * through ChessSession::player-failed with the game left as it was — or,
 * on the clock, lets a silent engine lose on time. */

#include <signal.h>
#include <string.h>
#include <glib.h>

#include "chess-engine-player.h"
#include "chess-session.h"
#include "engine-test-util.h"

#define STOCKFISH "/usr/games/stockfish"
#define GNUCHESS_BOOK "/usr/share/games/gnuchess/book.bin"

typedef struct {
  guint failures;
  GError *error;
} Failed;

static void
on_player_failed (ChessSession *session,
                  ChessPlayer  *player,
                  const GError *error,
                  Failed       *failed)
{
  failed->failures++;
  g_clear_error (&failed->error);
  failed->error = g_error_copy (error);
}

/* Runs the loop until the game has `plies` moves or a player failed. */
static void
run_until_plies (ChessSession *session,
                 int           plies,
                 Failed       *failed)
{
  gint64 deadline = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;

  while (chess_node_ply (chess_game_get_last_node (chess_session_get_game (session))) < plies
         && failed->failures == 0)
    {
      if (g_get_monotonic_time () > deadline)
        g_error ("the engine player never moved");
      test_run_for (20);
    }
}

static void
run_until_failed (Failed *failed)
{
  gint64 deadline = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;

  while (failed->failures == 0)
    {
      if (g_get_monotonic_time () > deadline)
        g_error ("no failure reported");
      test_run_for (20);
    }
}

static void
human_plays (ChessSession *session,
             const char   *uci)
{
  g_autoptr (GError) error = NULL;
  ChessGame *game = chess_session_get_game (session);

  g_assert_true (chess_session_play_move (session, test_uci_move (chess_game_get_position (game), uci), &error));
  g_assert_no_error (error);
}

static void
test_answers_a_move (void)
{
  g_autoptr (ChessSession) session = chess_session_new (NULL);
  g_autoptr (ChessEngine) engine = chess_engine_new (STOCKFISH);
  g_autoptr (ChessEnginePlayer) player = chess_engine_player_new (engine, chess_engine_level_get (1));
  Failed failed = { 0 };

  g_signal_connect (session, "player-failed", G_CALLBACK (on_player_failed), &failed);
  chess_session_set_player (session, CHESS_BLACK, CHESS_PLAYER (player));
  g_assert_false (chess_player_get_thinking (CHESS_PLAYER (player)));

  human_plays (session, "e2e4");
  g_assert_true (chess_player_get_thinking (CHESS_PLAYER (player)));
  run_until_plies (session, 2, &failed);
  g_assert_no_error (failed.error);
  g_assert_false (chess_player_get_thinking (CHESS_PLAYER (player)));
  g_assert_cmpint (chess_position_side_to_move (chess_game_get_position (chess_session_get_game (session))), ==, CHESS_WHITE);
  g_assert_true (g_str_has_prefix (chess_player_get_name (CHESS_PLAYER (player)), "Stockfish"));

  /* And again, in the same game. */
  human_plays (session, "d2d4");
  run_until_plies (session, 4, &failed);
  g_assert_no_error (failed.error);
}

static void
test_book_opening (void)
{
  g_autoptr (ChessSession) session = chess_session_new (NULL);
  /* The fake would answer e2e4: a book move must come from the book. */
  g_autoptr (ChessEngine) engine = NULL;
  g_autoptr (ChessEnginePlayer) player = NULL;
  ChessBook *book = chess_book_open (GNUCHESS_BOOK, NULL);
  ChessBookMove moves[CHESS_MAX_MOVES];
  ChessPosition start = test_position (CHESS_FEN_START);
  Failed failed = { 0 };
  ChessMove played;
  size_t n;
  gboolean in_book = FALSE;

  g_assert_nonnull (book);
  engine = test_fake_engine ("crash-on-go");   /* any search would be a failure */
  player = chess_engine_player_new (engine, chess_engine_level_get (8));
  chess_engine_player_set_book (player, book);
  chess_engine_player_set_random (player, g_rand_new_with_seed (7));
  g_signal_connect (session, "player-failed", G_CALLBACK (on_player_failed), &failed);
  chess_session_set_player (session, CHESS_WHITE, CHESS_PLAYER (player));
  run_until_plies (session, 1, &failed);
  g_assert_no_error (failed.error);

  played = chess_game_get_last_node (chess_session_get_game (session))->move;
  n = chess_book_lookup (book, &start, moves, G_N_ELEMENTS (moves));
  for (size_t i = 0; i < n; i++)
    in_book |= moves[i].move == played;
  g_assert_true (in_book);
  g_assert_cmpint (chess_engine_get_state (engine), ==, CHESS_ENGINE_STATE_NEW);   /* never needed */
  chess_session_set_player (session, CHESS_WHITE, NULL);
  chess_book_free (book);
}

static void
test_crash_reported (void)
{
  g_autoptr (ChessSession) session = chess_session_new (NULL);
  g_autoptr (ChessEngine) engine = NULL;
  g_autoptr (ChessEnginePlayer) player = NULL;
  Failed failed = { 0 };

  engine = test_fake_engine ("crash-on-go");
  player = chess_engine_player_new (engine, chess_engine_level_get (4));
  g_signal_connect (session, "player-failed", G_CALLBACK (on_player_failed), &failed);
  chess_session_set_player (session, CHESS_BLACK, CHESS_PLAYER (player));
  human_plays (session, "e2e4");
  run_until_failed (&failed);
  g_assert_error (failed.error, CHESS_ENGINE_ERROR, CHESS_ENGINE_ERROR_CRASHED);
  g_assert_nonnull (strstr (failed.error->message, "Fake Engine crash-on-go"));
  /* The game is as it was: White's move, Black to play. */
  g_assert_cmpint (chess_node_ply (chess_game_get_last_node (chess_session_get_game (session))), ==, 1);
  g_assert_false (chess_player_get_thinking (CHESS_PLAYER (player)));
  g_clear_error (&failed.error);
}

static void
test_pause_cancels (void)
{
  g_autoptr (ChessSession) session = chess_session_new (NULL);
  g_autoptr (ChessEngine) engine = NULL;
  g_autoptr (ChessEnginePlayer) player = NULL;
  Failed failed = { 0 };

  /* A slow engine: the turn is cancelled before it answers. */
  g_setenv ("FAKE_ENGINE_DELAY", "0.3", TRUE);
  engine = test_fake_engine ("slow");
  player = chess_engine_player_new (engine, chess_engine_level_get (5));
  g_signal_connect (session, "player-failed", G_CALLBACK (on_player_failed), &failed);
  chess_session_set_player (session, CHESS_BLACK, CHESS_PLAYER (player));
  human_plays (session, "e2e4");
  g_assert_true (chess_player_get_thinking (CHESS_PLAYER (player)));
  chess_session_set_paused (session, TRUE);
  g_assert_false (chess_player_get_thinking (CHESS_PLAYER (player)));

  /* Nothing is played while paused, however long the engine takes … */
  test_run_for (2000);
  g_assert_cmpint (chess_node_ply (chess_game_get_last_node (chess_session_get_game (session))), ==, 1);
  g_assert_cmpuint (failed.failures, ==, 0);

  /* … and on resume the engine thinks again and moves. */
  chess_session_set_paused (session, FALSE);
  run_until_plies (session, 2, &failed);
  g_assert_no_error (failed.error);
  g_unsetenv ("FAKE_ENGINE_DELAY");
}

/* An engine that dies while the human thinks is reported at its next
 * turn with what happened to it. */
static void
test_crash_between_turns (void)
{
  g_autoptr (ChessSession) session = chess_session_new (NULL);
  g_autoptr (ChessEngine) engine = test_fake_engine ("good");
  g_autoptr (ChessEnginePlayer) player = chess_engine_player_new (engine, chess_engine_level_get (5));
  Failed failed = { 0 };

  g_setenv ("FAKE_ENGINE_MOVES", "e2e4,e7e5,g1f3,b8c6", TRUE);
  g_signal_connect (session, "player-failed", G_CALLBACK (on_player_failed), &failed);
  chess_session_set_player (session, CHESS_BLACK, CHESS_PLAYER (player));
  human_plays (session, "e2e4");
  run_until_plies (session, 2, &failed);
  g_assert_no_error (failed.error);

  g_assert_cmpint (kill (test_fake_engine_pid (), SIGKILL), ==, 0);
  while (chess_engine_get_state (engine) != CHESS_ENGINE_STATE_FAILED)
    test_run_for (20);
  g_assert_cmpuint (failed.failures, ==, 0);   /* nobody's turn: nothing to say yet */
  human_plays (session, "g1f3");
  run_until_failed (&failed);
  g_assert_error (failed.error, CHESS_ENGINE_ERROR, CHESS_ENGINE_ERROR_CRASHED);
  g_assert_nonnull (strstr (failed.error->message, "signal 9"));
  g_assert_cmpint (chess_node_ply (chess_game_get_last_node (chess_session_get_game (session))), ==, 3);
  g_clear_error (&failed.error);
  g_unsetenv ("FAKE_ENGINE_MOVES");
}

/* Without a clock a silent engine cannot be waited for: after the move
 * time it is told to stop, and when it does not answer that either, the
 * fault is reported — the game as it was, the process gone. */
static void
test_silent_untimed (void)
{
  g_autoptr (ChessSession) session = chess_session_new (NULL);
  g_autoptr (ChessEngine) engine = test_fake_engine ("silent-go");
  g_autoptr (ChessEnginePlayer) player = chess_engine_player_new (engine, chess_engine_level_get (1));
  Failed failed = { 0 };
  GPid pid;

  /* started first with the usual deadline (a loaded machine may take
   * longer than 300 ms to start the fake, a Python program); the short
   * one is for the search */
  g_assert_true (test_start_engine (engine, NULL));
  chess_engine_set_timeout (engine, 300);
  chess_engine_player_set_move_time (player, 200);
  g_signal_connect (session, "player-failed", G_CALLBACK (on_player_failed), &failed);
  chess_session_set_player (session, CHESS_BLACK, CHESS_PLAYER (player));
  human_plays (session, "e2e4");
  run_until_failed (&failed);
  pid = test_fake_engine_pid ();

  g_assert_error (failed.error, CHESS_ENGINE_ERROR, CHESS_ENGINE_ERROR_TIMEOUT);
  g_assert_nonnull (strstr (failed.error->message, "Fake Engine silent-go"));
  g_assert_cmpuint (failed.failures, ==, 1);
  g_assert_cmpint (chess_node_ply (chess_game_get_last_node (chess_session_get_game (session))), ==, 1);
  g_assert_false (chess_game_is_over (chess_session_get_game (session)));
  g_assert_false (chess_player_get_thinking (CHESS_PLAYER (player)));
  test_assert_process_gone (pid);
  g_clear_error (&failed.error);
}

static gint64
fake_time (gpointer data)
{
  return *(gint64 *) data;
}

/* On the clock a silent engine is a player who does not move: no fault,
 * its clock runs, and its flag falls. */
static void
test_silent_timed (gconstpointer data)
{
  const ChessEngineLevel *level = chess_engine_level_get (GPOINTER_TO_INT (data));
  g_autoptr (ChessSession) session = chess_session_new (NULL);
  g_autoptr (ChessGameOptions) options = chess_game_options_new ();
  g_autoptr (GError) error = NULL;
  ChessEngine *engine = test_fake_engine ("silent-go");
  ChessEnginePlayer *player = chess_engine_player_new (engine, level);
  gint64 now = 1000 * G_USEC_PER_SEC;
  Failed failed = { 0 };
  ChessGame *game;
  GPid pid;

  /* started first with the usual deadline (a loaded machine may take
   * longer than 300 ms to start the fake, a Python program); the short
   * one is for the search */
  g_assert_true (test_start_engine (engine, NULL));
  chess_engine_set_timeout (engine, 300);
  chess_engine_player_set_move_time (player, 200);   /* what an untimed game would wait */
  chess_session_set_time_source (session, fake_time, &now, NULL);
  options->time_control = chess_time_control_parse ("60+0", &error);
  g_assert_no_error (error);
  g_assert_true (chess_session_new_game (session, options, &error));
  game = chess_session_get_game (session);
  g_signal_connect (session, "player-failed", G_CALLBACK (on_player_failed), &failed);
  chess_session_set_player (session, CHESS_BLACK, CHESS_PLAYER (player));
  human_plays (session, "e2e4");
  pid = test_fake_engine_pid ();

  /* Far past what an untimed game waits: still thinking, nothing reported. */
  test_run_for (1500);
  g_assert_cmpuint (failed.failures, ==, 0);
  g_assert_true (chess_player_get_thinking (CHESS_PLAYER (player)));
  g_assert_false (chess_game_is_over (game));

  now += 60 * G_USEC_PER_SEC;
  chess_clock_check_flag (chess_game_get_clock (game));
  g_assert_cmpint (chess_game_get_result (game), ==, CHESS_RESULT_WHITE_WINS);
  g_assert_cmpint (chess_game_get_termination (game), ==, CHESS_TERMINATION_TIME_FORFEIT);
  g_assert_false (chess_player_get_thinking (CHESS_PLAYER (player)));
  g_assert_cmpint (chess_node_ply (chess_game_get_last_node (game)), ==, 1);

  /* The search was stopped; the engine does not answer that either and is
   * ended, without a word to the session: the game is over. */
  test_assert_process_gone (pid);
  g_assert_cmpint (chess_engine_get_state (engine), ==, CHESS_ENGINE_STATE_FAILED);
  g_assert_cmpuint (failed.failures, ==, 0);
  chess_session_set_player (session, CHESS_BLACK, NULL);
  g_object_unref (player);
  g_object_unref (engine);
}

int
main (int argc, char *argv[])
{
  int status;

  g_test_init (&argc, &argv, NULL);
  test_engine_init ();

  g_test_add_func ("/engine-player/answers-a-move", test_answers_a_move);
  g_test_add_func ("/engine-player/book-opening", test_book_opening);
  g_test_add_func ("/engine-player/crash-reported", test_crash_reported);
  g_test_add_func ("/engine-player/pause-cancels", test_pause_cancels);
  g_test_add_func ("/engine-player/crash-between-turns", test_crash_between_turns);
  g_test_add_func ("/engine-player/silent/untimed", test_silent_untimed);
  /* A level that searches by nodes, and one that spends the clock. */
  g_test_add_data_func ("/engine-player/silent/timed/level-1", GINT_TO_POINTER (1), test_silent_timed);
  g_test_add_data_func ("/engine-player/silent/timed/level-8", GINT_TO_POINTER (8), test_silent_timed);
  status = g_test_run ();
  test_engine_cleanup ();
  return status;
}
