/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-play — ChessPlay without a window: a whole game against Stockfish
 * at level 1 (a take back, a draw offer declined, resignation, a save to
 * PGN), a restored draft played on against the engine, and one "changed"
 * per change (a move, the first move, take back, redo, mate). */

#include <string.h>
#include <glib.h>
#include <glib/gstdio.h>

#include "chess-play.h"
#include "chess-session-private.h"   /* waiting for the draft writer */
#include "engine-test-util.h"

#define STOCKFISH "/usr/games/stockfish"

typedef struct {
  ChessSession *session;
  ChessEngineCatalog *catalog;
  ChessPlay *play;
  guint changes;
} Fixture;

static void
on_changed (ChessPlay *play,
            Fixture   *fixture)
{
  fixture->changes++;
}

static void
fixture_attach (Fixture *fixture)
{
  fixture->play = chess_play_new (fixture->session, fixture->catalog, NULL);
  g_signal_connect (fixture->play, "changed", G_CALLBACK (on_changed), fixture);
  fixture->changes = 0;
}

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  fixture->session = chess_session_new (NULL);
  fixture->catalog = chess_engine_catalog_new (NULL);
  fixture_attach (fixture);
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

static guint
plies (Fixture *fixture)
{
  return chess_game_get_n_plies (game (fixture));
}

/* A move of the person, through the controller: one notice, at once. */
static void
person_plays (Fixture    *fixture,
              const char *uci)
{
  g_autoptr (GError) error = NULL;
  ChessMove move = test_uci_move (chess_game_get_live_position (game (fixture)), uci);
  guint before = fixture->changes;

  g_assert_true (chess_play_move (fixture->play, move, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (fixture->changes, ==, before + 1);
}

static void
wait_for_plies (Fixture *fixture,
                guint    n)
{
  for (guint i = 0; i < 600 && plies (fixture) < n; i++)
    test_run_for (50);
  g_assert_cmpuint (plies (fixture), ==, n);
  test_run_for (20);
}

static void
saved (GObject      *source,
       GAsyncResult *result,
       gpointer      user_data)
{
  gboolean *done = user_data;
  g_autoptr (GError) error = NULL;

  g_assert_true (chess_session_save_as_finish (CHESS_SESSION (source), result, &error));
  g_assert_no_error (error);
  *done = TRUE;
}

static void
test_game_against_stockfish (Fixture       *fixture,
                             gconstpointer  data)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *path = g_build_filename (test_engine_tmp_dir (), "game.pgn", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autofree char *text = NULL;
  gboolean done = FALSE;
  guint before;

  test_require_program (STOCKFISH);
  g_assert_true (chess_play_new_computer_game (fixture->play, NULL, CHESS_BLACK, STOCKFISH,
                                               chess_engine_level_get (1), &error));
  g_assert_no_error (error);
  g_assert_cmpint (chess_play_get_engine_side (fixture->play), ==, CHESS_BLACK);
  g_assert_false (chess_play_get_can_take_back (fixture->play));

  person_plays (fixture, "e2e4");
  wait_for_plies (fixture, 2);
  g_assert_true (chess_play_get_can_take_back (fixture->play));
  g_assert_true (chess_play_get_can_hint (fixture->play));

  /* Take Back: the engine's reply and the person's move, one notice. */
  before = fixture->changes;
  g_assert_true (chess_play_take_back (fixture->play));
  g_assert_cmpuint (fixture->changes, ==, before + 1);
  g_assert_cmpuint (plies (fixture), ==, 0);

  person_plays (fixture, "d2d4");
  wait_for_plies (fixture, 2);
  /* the person's move and the engine's reply: a notice each */
  before = fixture->changes;
  person_plays (fixture, "c2c4");
  wait_for_plies (fixture, 4);
  g_assert_cmpuint (fixture->changes, ==, before + 2);

  /* A draw offered, declined. */
  g_assert_true (chess_play_get_can_offer_draw (fixture->play));
  g_assert_true (chess_play_offer_draw (fixture->play));
  g_assert_false (chess_play_get_can_offer_draw (fixture->play));
  g_assert_true (chess_play_answer_draw (fixture->play, FALSE));
  g_assert_false (chess_game_is_over (game (fixture)));

  g_assert_true (chess_play_resign (fixture->play));
  g_assert_true (chess_game_is_over (game (fixture)));
  g_assert_cmpint (chess_game_get_result (game (fixture)), ==, CHESS_RESULT_BLACK_WINS);
  g_assert_false (chess_play_get_can_resign (fixture->play));
  g_assert_true (chess_play_get_can_review (fixture->play));

  chess_session_save_as_async (fixture->session, file, NULL, saved, &done);
  test_run_until (&done, 10);
  g_assert_true (g_file_get_contents (path, &text, NULL, &error));
  g_assert_no_error (error);
  g_assert_nonnull (strstr (text, "[Result \"0-1\"]"));
  g_assert_nonnull (strstr (text, "[BlackType \"program\"]"));
  g_assert_nonnull (strstr (text, "1. d4 "));
  g_assert_nonnull (strstr (text, "2. c4 "));
  g_assert_null (strstr (text, "e4"));
  g_assert_nonnull (g_strrstr (text, " 0-1"));
  g_unlink (path);
}

/* A draft of a game against the computer comes back against it. */
static void
test_restore_against_engine (Fixture       *fixture,
                             gconstpointer  data)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GFile) folder = g_file_new_for_path (test_engine_tmp_dir ());
  g_autoptr (GPtrArray) drafts = NULL;
  ChessPlayer *player;

  test_require_program (STOCKFISH);
  chess_session_set_drafts_folder (fixture->session, folder);
  g_assert_true (chess_play_new_computer_game (fixture->play, NULL, CHESS_BLACK, STOCKFISH,
                                               chess_engine_level_get (2), &error));
  person_plays (fixture, "e2e4");
  wait_for_plies (fixture, 2);
  g_clear_object (&fixture->play);
  chess_session_close (fixture->session);
  /* The draft is written in the background. */
  while (_chess_session_drafts_pending (fixture->session))
    {
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
  g_clear_object (&fixture->session);

  drafts = chess_session_list_drafts (folder, NULL);
  g_assert_cmpuint (drafts->len, ==, 1);
  fixture->session = chess_session_new (NULL);
  g_assert_true (chess_session_restore_draft (fixture->session, g_ptr_array_index (drafts, 0), &error));
  g_assert_no_error (error);
  fixture_attach (fixture);

  g_assert_cmpint (chess_play_get_engine_side (fixture->play), ==, CHESS_BLACK);
  g_assert_cmpint (chess_engine_level_get (2)->number, ==,
                   chess_engine_opponent_get_level (chess_play_get_opponent (fixture->play))->number);
  player = chess_session_get_player (fixture->session, CHESS_BLACK);
  g_assert_false (chess_player_is_human (player));
  g_assert_true (chess_player_is_human (chess_session_get_player (fixture->session, CHESS_WHITE)));

  chess_play_set_paused (fixture->play, FALSE);
  person_plays (fixture, "d2d4");
  wait_for_plies (fixture, 4);
  chess_session_discard_draft (fixture->session);
}

/* One notice per change between two people: the first move, a move,
 * take back, redo and the mate. */
static void
test_one_notice_per_change (Fixture       *fixture,
                            gconstpointer  data)
{
  guint before;

  person_plays (fixture, "f2f3");
  person_plays (fixture, "e7e5");
  before = fixture->changes;
  g_assert_true (chess_play_take_back (fixture->play));
  g_assert_cmpuint (fixture->changes, ==, before + 1);
  g_assert_true (chess_play_get_can_redo (fixture->play));
  before = fixture->changes;
  g_assert_true (chess_play_redo (fixture->play));
  g_assert_cmpuint (fixture->changes, ==, before + 1);
  person_plays (fixture, "g2g4");
  person_plays (fixture, "d8h4");
  g_assert_true (chess_game_is_over (game (fixture)));
  /* nothing is left for an idle to announce */
  before = fixture->changes;
  test_run_for (20);
  g_assert_cmpuint (fixture->changes, ==, before);
  g_assert_false (chess_play_get_can_resign (fixture->play));
}

int
main (int    argc,
      char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  test_engine_init ();
  g_test_add ("/play/notices", Fixture, NULL, fixture_set_up, test_one_notice_per_change, fixture_tear_down);
  g_test_add ("/play/stockfish-game", Fixture, NULL, fixture_set_up, test_game_against_stockfish,
              fixture_tear_down);
  g_test_add ("/play/restore-against-engine", Fixture, NULL, fixture_set_up, test_restore_against_engine,
              fixture_tear_down);
  status = g_test_run ();
  test_engine_cleanup ();
  return status;
}
