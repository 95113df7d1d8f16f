/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-engine-player — ChessEnginePlayer in a headless ChessSession: it
 * answers a human's move through the session, opens from the book, stops
 * when its turn is cancelled, and reports a crashed engine through
 * ChessSession::player-failed with the game left as it was. */

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

static gboolean
tick (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

/* Runs the loop until the game has `plies` moves or a player failed. */
static void
run_until_plies (ChessSession *session,
                 int           plies,
                 Failed       *failed)
{
  gint64 deadline = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;
  guint ticker = g_timeout_add (100, tick, NULL);

  while (chess_node_ply (chess_game_get_last_node (chess_session_get_game (session))) < plies
         && failed->failures == 0)
    {
      if (g_get_monotonic_time () > deadline)
        g_error ("the engine player never moved");
      g_main_context_iteration (NULL, TRUE);
    }
  g_source_remove (ticker);
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
  g_setenv ("FAKE_ENGINE_MODE", "crash-on-go", TRUE);   /* any search would be a failure */
  engine = chess_engine_new (g_getenv ("FAKE_ENGINE"));
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
  gint64 deadline = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;

  g_setenv ("FAKE_ENGINE_MODE", "crash-on-go", TRUE);
  engine = chess_engine_new (g_getenv ("FAKE_ENGINE"));
  player = chess_engine_player_new (engine, chess_engine_level_get (4));
  g_signal_connect (session, "player-failed", G_CALLBACK (on_player_failed), &failed);
  chess_session_set_player (session, CHESS_BLACK, CHESS_PLAYER (player));
  human_plays (session, "e2e4");
  while (failed.failures == 0)
    {
      if (g_get_monotonic_time () > deadline)
        g_error ("no failure reported");
      g_main_context_iteration (NULL, TRUE);
    }
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
  g_setenv ("FAKE_ENGINE_MODE", "slow", TRUE);
  g_setenv ("FAKE_ENGINE_DELAY", "0.3", TRUE);
  engine = chess_engine_new (g_getenv ("FAKE_ENGINE"));
  player = chess_engine_player_new (engine, chess_engine_level_get (5));
  g_signal_connect (session, "player-failed", G_CALLBACK (on_player_failed), &failed);
  chess_session_set_player (session, CHESS_BLACK, CHESS_PLAYER (player));
  human_plays (session, "e2e4");
  g_assert_true (chess_player_get_thinking (CHESS_PLAYER (player)));
  chess_session_set_paused (session, TRUE);
  g_assert_false (chess_player_get_thinking (CHESS_PLAYER (player)));

  /* Nothing is played while paused, however long the engine takes … */
  {
    gint64 until = g_get_monotonic_time () + 2 * G_USEC_PER_SEC;
    guint ticker = g_timeout_add (50, tick, NULL);

    while (g_get_monotonic_time () < until)
      g_main_context_iteration (NULL, TRUE);
    g_source_remove (ticker);
  }
  g_assert_cmpint (chess_node_ply (chess_game_get_last_node (chess_session_get_game (session))), ==, 1);
  g_assert_cmpuint (failed.failures, ==, 0);

  /* … and on resume the engine thinks again and moves. */
  chess_session_set_paused (session, FALSE);
  run_until_plies (session, 2, &failed);
  g_assert_no_error (failed.error);
  g_unsetenv ("FAKE_ENGINE_DELAY");
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/engine-player/answers-a-move", test_answers_a_move);
  g_test_add_func ("/engine-player/book-opening", test_book_opening);
  g_test_add_func ("/engine-player/crash-reported", test_crash_reported);
  g_test_add_func ("/engine-player/pause-cancels", test_pause_cancels);
  return g_test_run ();
}
