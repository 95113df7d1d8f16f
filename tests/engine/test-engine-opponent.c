/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-engine-opponent — the computer opponent of a session: an engine on
 * one side and a human on the other, the game's tags (named before the
 * engine's first turn), Take Back of a move
 * pair, a fault and the restart or the two humans after it, a new game
 * that sends the engine away, and hints (also from an engine the hint
 * starts while the engine player waits for it). */

#include <string.h>
#include <glib.h>

#include "chess-engine-opponent.h"
#include "engine-test-util.h"

#define STOCKFISH "/usr/games/stockfish"

typedef struct {
  ChessSession *session;
  ChessEngineCatalog *catalog;
  ChessEngineOpponent *opponent;
  guint ready;
  guint failures;
  GError *error;
} Fixture;

static void
on_ready (ChessEngineOpponent *opponent,
          Fixture             *fixture)
{
  fixture->ready++;
}

static void
on_failed (ChessEngineOpponent *opponent,
           const GError        *error,
           Fixture             *fixture)
{
  fixture->failures++;
  g_clear_error (&fixture->error);
  fixture->error = g_error_copy (error);
}

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  fixture->session = chess_session_new (NULL);
  fixture->catalog = chess_engine_catalog_new (NULL);
  /* No book: the engine's own moves are what the tests look at. */
  fixture->opponent = chess_engine_opponent_new (fixture->session, fixture->catalog, NULL);
  g_signal_connect (fixture->opponent, "engine-ready", G_CALLBACK (on_ready), fixture);
  g_signal_connect (fixture->opponent, "engine-failed", G_CALLBACK (on_failed), fixture);
  g_unsetenv ("FAKE_ENGINE_MOVES");
  g_unsetenv ("FAKE_ENGINE_DELAY");
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  g_clear_object (&fixture->opponent);
  g_clear_object (&fixture->session);
  g_clear_object (&fixture->catalog);
  g_clear_error (&fixture->error);
}

static ChessGame *
game (Fixture *fixture)
{
  return chess_session_get_game (fixture->session);
}

static guint
plies (Fixture *fixture)
{
  return chess_game_get_n_plies (game (fixture));
}

static void
human_plays (Fixture    *fixture,
             const char *uci)
{
  g_autoptr (GError) error = NULL;

  g_assert_true (chess_session_play_move (fixture->session,
                                          test_uci_move (chess_game_get_position (game (fixture)), uci),
                                          &error));
  g_assert_no_error (error);
}

static void
run_until_plies (Fixture *fixture,
                 guint    n)
{
  gint64 deadline = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;

  while (plies (fixture) < n && fixture->failures == 0)
    {
      if (g_get_monotonic_time () > deadline)
        g_error ("the engine never moved");
      test_run_for (20);
    }
}

static void
run_until_failed (Fixture *fixture)
{
  gint64 deadline = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;

  while (fixture->failures == 0)
    {
      if (g_get_monotonic_time () > deadline)
        g_error ("no failure reported");
      test_run_for (20);
    }
}

/* Stockfish plays Black at level 1: the tags say so, it answers. */
static void
test_plays (Fixture       *fixture,
            gconstpointer  data)
{
  ChessPlayer *white, *black;

  test_require_program (STOCKFISH);
  g_assert_cmpint (chess_engine_opponent_get_side (fixture->opponent), ==, -1);
  chess_engine_opponent_play (fixture->opponent, CHESS_BLACK, STOCKFISH, chess_engine_level_get (1));
  g_assert_cmpint (chess_engine_opponent_get_side (fixture->opponent), ==, CHESS_BLACK);
  white = chess_session_get_player (fixture->session, CHESS_WHITE);
  black = chess_session_get_player (fixture->session, CHESS_BLACK);
  g_assert_true (chess_player_is_human (white));
  g_assert_true (black == CHESS_PLAYER (chess_engine_opponent_get_player (fixture->opponent)));
  g_assert_cmpstr (chess_game_get_tag (game (fixture), "BlackType"), ==, "program");
  g_assert_cmpstr (chess_game_get_tag (game (fixture), "WhiteType"), ==, "human");

  human_plays (fixture, "e2e4");
  run_until_plies (fixture, 2);
  g_assert_cmpuint (fixture->failures, ==, 0);
  g_assert_cmpuint (fixture->ready, ==, 1);
  /* The engine's own name, once it gave it. */
  g_assert_true (g_str_has_prefix (chess_game_get_tag (game (fixture), "Black"), "Stockfish "));
}

/* The engine starts when it takes its seat, not on its first turn: its
 * name is on the game before the human has moved. */
static void
test_ready_before_its_turn (Fixture       *fixture,
                            gconstpointer  data)
{
  test_fake_engine_prepare ("slow");
  chess_engine_opponent_play (fixture->opponent, CHESS_BLACK, g_getenv ("FAKE_ENGINE"), chess_engine_level_get (5));
  /* Ten seconds, far more than a handshake takes, without a move. */
  for (guint i = 0; i < 1000 && fixture->ready == 0 && fixture->failures == 0; i++)
    test_run_for (10);
  g_assert_cmpuint (fixture->failures, ==, 0);
  g_assert_cmpuint (fixture->ready, ==, 1);
  g_assert_cmpuint (plies (fixture), ==, 0);
  g_assert_cmpstr (chess_game_get_tag (game (fixture), "Black"), ==, "Fake Engine slow");
}

/* The engine is ready as soon as its handshake is done, though the
 * player gives it work at that very moment. */
static void
test_ready_while_thinking (Fixture       *fixture,
                           gconstpointer  data)
{
  ChessEngine *engine;

  test_fake_engine_prepare ("slow");
  g_setenv ("FAKE_ENGINE_DELAY", "0.5", TRUE);
  chess_engine_opponent_play (fixture->opponent, CHESS_BLACK, g_getenv ("FAKE_ENGINE"), chess_engine_level_get (5));
  engine = chess_engine_player_get_engine (chess_engine_opponent_get_player (fixture->opponent));
  human_plays (fixture, "e2e4");
  while (chess_engine_get_state (engine) != CHESS_ENGINE_STATE_SEARCHING)
    test_run_for (10);
  g_assert_cmpuint (plies (fixture), ==, 1);
  g_assert_cmpuint (fixture->ready, ==, 1);
  g_assert_cmpstr (chess_game_get_tag (game (fixture), "Black"), ==, "Fake Engine slow");
  run_until_plies (fixture, 2);
  g_assert_cmpuint (fixture->ready, ==, 1);
}

/* Take Back: after the engine's reply a move pair, so the human is to move. */
static void
test_takeback_pair (Fixture       *fixture,
                    gconstpointer  data)
{
  test_fake_engine_prepare ("good");

  g_setenv ("FAKE_ENGINE_MOVES", "e2e4,e7e5,g1f3,b8c6", TRUE);
  chess_engine_opponent_play (fixture->opponent, CHESS_BLACK, g_getenv ("FAKE_ENGINE"), chess_engine_level_get (5));
  human_plays (fixture, "e2e4");
  run_until_plies (fixture, 2);
  human_plays (fixture, "g1f3");
  run_until_plies (fixture, 4);

  g_assert_true (chess_engine_opponent_takeback (fixture->opponent));
  g_assert_cmpuint (plies (fixture), ==, 2);
  g_assert_cmpint (chess_position_side_to_move (chess_game_get_live_position (game (fixture))), ==, CHESS_WHITE);
  /* The engine does not move again: it is the human's turn. */
  test_run_for (300);
  g_assert_cmpuint (plies (fixture), ==, 2);
  g_assert_false (chess_player_get_thinking (CHESS_PLAYER (chess_engine_opponent_get_player (fixture->opponent))));
}

/* Take Back while the engine thinks: the human's move, the search stopped. */
static void
test_takeback_while_thinking (Fixture       *fixture,
                              gconstpointer  data)
{
  test_fake_engine_prepare ("slow");
  ChessPlayer *engine_player;

  g_setenv ("FAKE_ENGINE_DELAY", "0.5", TRUE);
  chess_engine_opponent_play (fixture->opponent, CHESS_BLACK, g_getenv ("FAKE_ENGINE"), chess_engine_level_get (5));
  engine_player = CHESS_PLAYER (chess_engine_opponent_get_player (fixture->opponent));
  human_plays (fixture, "e2e4");
  g_assert_true (chess_player_get_thinking (engine_player));
  g_assert_true (chess_engine_opponent_takeback (fixture->opponent));
  g_assert_cmpuint (plies (fixture), ==, 0);
  g_assert_false (chess_player_get_thinking (engine_player));
  /* Its late answer is not played. */
  test_run_for (2500);
  g_assert_cmpuint (plies (fixture), ==, 0);
  g_assert_cmpuint (fixture->failures, ==, 0);
}

/* The engine opened as White: there is no move of the human to take back. */
static void
test_takeback_nothing (Fixture       *fixture,
                       gconstpointer  data)
{
  test_fake_engine_prepare ("good");

  chess_engine_opponent_play (fixture->opponent, CHESS_WHITE, g_getenv ("FAKE_ENGINE"), chess_engine_level_get (5));
  run_until_plies (fixture, 1);
  g_assert_false (chess_engine_opponent_takeback (fixture->opponent));
  g_assert_cmpuint (plies (fixture), ==, 1);
  g_assert_cmpint (chess_position_side_to_move (chess_game_get_live_position (game (fixture))), ==, CHESS_BLACK);
}

/* A crash: reported, the game kept; a restart brings a new process that
 * plays on; or the game goes on between two humans. */
static void
test_fault_then_restart (Fixture       *fixture,
                         gconstpointer  data)
{
  test_fake_engine_prepare ("crash-on-go");
  GPid first;

  chess_engine_opponent_play (fixture->opponent, CHESS_BLACK, g_getenv ("FAKE_ENGINE"), chess_engine_level_get (5));
  human_plays (fixture, "e2e4");
  run_until_failed (fixture);
  first = test_fake_engine_pid ();
  g_assert_error (fixture->error, CHESS_ENGINE_ERROR, CHESS_ENGINE_ERROR_CRASHED);
  g_assert_nonnull (strstr (fixture->error->message, "Fake Engine crash-on-go"));
  g_assert_cmpuint (plies (fixture), ==, 1);
  test_assert_process_gone (first);

  /* The engine works again (in its new process). */
  g_setenv ("FAKE_ENGINE_MODE", "good", TRUE);
  g_setenv ("FAKE_ENGINE_MOVES", "e2e4,e7e5", TRUE);
  fixture->failures = 0;
  chess_engine_opponent_restart (fixture->opponent);
  g_assert_cmpint (chess_engine_opponent_get_side (fixture->opponent), ==, CHESS_BLACK);
  run_until_plies (fixture, 2);
  g_assert_cmpuint (fixture->failures, ==, 0);
  g_assert_cmpint (test_fake_engine_pid (), !=, first);
}

static void
test_fault_then_humans (Fixture       *fixture,
                        gconstpointer  data)
{
  test_fake_engine_prepare ("illegal");

  chess_engine_opponent_play (fixture->opponent, CHESS_BLACK, g_getenv ("FAKE_ENGINE"), chess_engine_level_get (5));
  human_plays (fixture, "e2e4");
  run_until_failed (fixture);
  g_assert_error (fixture->error, CHESS_ENGINE_ERROR, CHESS_ENGINE_ERROR_ILLEGAL_MOVE);

  chess_engine_opponent_leave (fixture->opponent);
  g_assert_cmpint (chess_engine_opponent_get_side (fixture->opponent), ==, -1);
  g_assert_null (chess_engine_opponent_get_player (fixture->opponent));
  g_assert_true (chess_player_is_human (chess_session_get_player (fixture->session, CHESS_BLACK)));
  human_plays (fixture, "e7e5");
  g_assert_cmpuint (plies (fixture), ==, 2);
}

/* Another game in the session: the engine is sent away, its process ends. */
static void
test_new_game_leaves (Fixture       *fixture,
                      gconstpointer  data)
{
  test_fake_engine_prepare ("good");
  g_autoptr (GError) error = NULL;

  chess_engine_opponent_play (fixture->opponent, CHESS_WHITE, g_getenv ("FAKE_ENGINE"), chess_engine_level_get (5));
  run_until_plies (fixture, 1);
  g_assert_true (chess_session_new_game (fixture->session, NULL, &error));
  g_assert_cmpint (chess_engine_opponent_get_side (fixture->opponent), ==, -1);
  g_assert_true (chess_player_is_human (chess_session_get_player (fixture->session, CHESS_WHITE)));
  test_assert_process_gone (test_fake_engine_pid ());
  test_run_for (300);
  g_assert_cmpuint (plies (fixture), ==, 0);
}

typedef struct {
  gboolean done;
  ChessMove move;
  GError *error;
} Hint;

static void
hint_done (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  Hint *hint = user_data;

  hint->move = chess_engine_opponent_hint_finish (CHESS_ENGINE_OPPONENT (source), result, &hint->error);
  hint->done = TRUE;
}

/* A hint from Stockfish, started by the hint itself; the human then moves
 * while the engine is still starting, and the engine player, which waits
 * for that start, answers. */
static void
test_hint (Fixture       *fixture,
           gconstpointer  data)
{
  Hint hint = { 0 }, early = { 0 }, late = { 0 };

  test_require_program (STOCKFISH);
  chess_engine_opponent_play (fixture->opponent, CHESS_BLACK, STOCKFISH, chess_engine_level_get (1));
  chess_engine_opponent_hint_async (fixture->opponent, 300, NULL, hint_done, &hint);
  test_run_until (&hint.done, 60);
  g_assert_no_error (hint.error);
  g_assert_true (chess_position_is_legal_move (chess_game_get_live_position (game (fixture)), hint.move));

  /* A long hint, overtaken by the human's move. */
  chess_engine_opponent_hint_async (fixture->opponent, 30000, NULL, hint_done, &early);
  human_plays (fixture, "d2d4");
  test_run_until (&early.done, 60);
  g_assert_error (early.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&early.error);

  /* No hint on the engine's turn. */
  chess_engine_opponent_hint_async (fixture->opponent, 100, NULL, hint_done, &late);
  test_run_until (&late.done, 60);
  if (late.error == NULL)
    g_assert_cmpuint (plies (fixture), ==, 2);   /* the engine had answered already */
  else
    g_assert_error (late.error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED);
  g_clear_error (&late.error);
  run_until_plies (fixture, 2);
}

/* The hint starts the engine; the engine player's turn comes while it is
 * still starting, and must not wait for ever. */
static void
test_hint_starts_engine (Fixture       *fixture,
                         gconstpointer  data)
{
  test_fake_engine_prepare ("slow");
  Hint hint = { 0 };

  g_setenv ("FAKE_ENGINE_DELAY", "0.3", TRUE);
  chess_engine_opponent_play (fixture->opponent, CHESS_BLACK, g_getenv ("FAKE_ENGINE"), chess_engine_level_get (5));
  chess_engine_opponent_hint_async (fixture->opponent, 100, NULL, hint_done, &hint);
  human_plays (fixture, "e2e4");
  run_until_plies (fixture, 2);
  g_assert_cmpuint (fixture->failures, ==, 0);
  test_run_until (&hint.done, 60);
  g_assert_error (hint.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&hint.error);
}

int
main (int argc, char *argv[])
{
  int status;

  g_test_init (&argc, &argv, NULL);
  test_engine_init ();

#define ADD(path, func) g_test_add ("/engine-opponent/" path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("plays", test_plays);
  ADD ("ready-before-its-turn", test_ready_before_its_turn);
  ADD ("ready-while-thinking", test_ready_while_thinking);
  ADD ("takeback/pair", test_takeback_pair);
  ADD ("takeback/while-thinking", test_takeback_while_thinking);
  ADD ("takeback/nothing", test_takeback_nothing);
  ADD ("fault/restart", test_fault_then_restart);
  ADD ("fault/humans", test_fault_then_humans);
  ADD ("new-game-leaves", test_new_game_leaves);
  ADD ("hint", test_hint);
  ADD ("hint/starts-engine", test_hint_starts_engine);
#undef ADD
  status = g_test_run ();
  test_engine_cleanup ();
  return status;
}
