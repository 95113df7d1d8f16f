/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-play — ChessPlay without a window: a whole game against Stockfish
 * at level 1 (a take back, resignation, a save to PGN), a restored draft
 * played on against the engine, one "changed" per change (a move, the
 * first move, take back, redo, mate), finished games added to the library
 * (the person's name, the ECO code), and the computer answering a draw
 * offered to it by its own evaluation. */

#include <string.h>
#include <glib.h>
#include <glib/gstdio.h>

#include "chess-play.h"
#include "chess-session-private.h"   /* waiting for the draft writer */
#include "chess-library-service.h"
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

/* ---- the library ---- */

typedef struct {
  gint64 id;
  gboolean done;
} Added;

static void
on_library_added (ChessPlay    *play,
                  gint64        id,
                  const GError *error,
                  Added        *added)
{
  g_assert_no_error ((GError *) error);
  added->id = id;
  added->done = TRUE;
}

static void
got_record (GObject      *source,
            GAsyncResult *result,
            gpointer      user_data)
{
  ChessRecord **record = user_data;
  g_autoptr (GError) error = NULL;

  *record = chess_library_service_get_record_finish (CHESS_LIBRARY_SERVICE (source), result, &error);
  g_assert_no_error (error);
}

static ChessRecord *
library_record (ChessLibraryService *library,
                gint64               id)
{
  ChessRecord *record = NULL;

  chess_library_service_get_record_async (library, id, got_record, &record);
  for (guint i = 0; i < 200 && record == NULL; i++)
    test_run_for (50);
  g_assert_nonnull (record);
  return record;
}

/* A game against the computer, resigned after 1. e4 and 2. Nf3 (the
 * engine's replies are its own): into the library with the person's name
 * (`name`; "You" without one) and the ECO code of its opening. */
static void
finish_into_library (Fixture    *fixture,
                     GSettings  *settings,
                     const char *name)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *path = g_build_filename (test_engine_tmp_dir (), "library.db", NULL);
  g_autoptr (ChessLibraryService) library = NULL;
  ChessRecord *record;
  Added added = { 0 };
  const char *eco;

  test_require_program (STOCKFISH);
  g_unlink (path);
  library = chess_library_service_new (path);
  chess_play_set_library (fixture->play, library, settings);
  g_signal_connect (fixture->play, "library-added", G_CALLBACK (on_library_added), &added);
  g_assert_true (chess_play_new_computer_game (fixture->play, NULL, CHESS_BLACK, STOCKFISH,
                                               chess_engine_level_get (1), &error));
  g_assert_no_error (error);
  person_plays (fixture, "e2e4");
  wait_for_plies (fixture, 2);
  person_plays (fixture, "g1f3");
  wait_for_plies (fixture, 4);
  g_assert_true (chess_play_resign (fixture->play));
  test_run_until (&added.done, 20);
  g_assert_cmpint (added.id, >, 0);
  g_assert_true (chess_play_game_is_in_library (game (fixture)));

  record = library_record (library, added.id);
  g_assert_cmpstr (chess_record_get_tag (record, "White"), ==, name);
  g_assert_cmpstr (chess_record_get_tag (record, "Result"), ==, "0-1");
  eco = chess_record_get_tag (record, "ECO");
  g_assert_nonnull (eco);
  g_assert_cmpuint (strlen (eco), ==, 3);
  g_assert_true (eco[0] >= 'A' && eco[0] <= 'E');
  chess_record_free (record);
  /* the game itself keeps its tags as they were */
  g_assert_cmpstr (chess_game_get_tag (game (fixture), "White"), ==, "?");
  g_signal_handlers_disconnect_by_data (fixture->play, &added);
  g_clear_object (&fixture->play);
  g_unlink (path);
}

static void
test_library_without_name (Fixture       *fixture,
                           gconstpointer  data)
{
  finish_into_library (fixture, NULL, "You");
}

static void
test_library_with_name (Fixture       *fixture,
                        gconstpointer  data)
{
  g_autoptr (GSettings) settings = g_settings_new ("com.example.Chess");

  g_settings_set_string (settings, "white-name", "Anna");
  g_settings_set_string (settings, "black-name", "Boris");
  finish_into_library (fixture, settings, "Anna");
  g_settings_reset (settings, "white-name");
  g_settings_reset (settings, "black-name");
}

/* ---- a draw offered to the computer ---- */

/* The thresholds of the rule, level by level. */
static void
test_draw_rule (void)
{
  for (int number = 1; number <= CHESS_ENGINE_N_LEVELS; number++)
    {
      const ChessEngineLevel *level = chess_engine_level_get (number);
      int most = number <= 3 ? 100 : 0;

      g_assert_true (chess_engine_level_accepts_draw (level, most));
      g_assert_true (chess_engine_level_accepts_draw (level, -500));
      g_assert_false (chess_engine_level_accepts_draw (level, most + 1));
    }
}

static void
count_declined (ChessPlay *play,
                guint     *declined)
{
  (*declined)++;
}

/* The computer plays Black at `level` from `fen` (White to move); the
 * person plays `uci`, the computer replies, and the person offers a draw. */
static gboolean
offer_after_reply (Fixture    *fixture,
                   const char *fen,
                   int         level,
                   const char *uci)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (ChessGameOptions) options = chess_game_options_new ();
  guint declined = 0;

  test_require_program (STOCKFISH);
  options->fen = g_strdup (fen);
  g_assert_true (chess_play_new_computer_game (fixture->play, options, CHESS_BLACK, STOCKFISH,
                                               chess_engine_level_get (level), &error));
  g_assert_no_error (error);
  g_signal_connect (fixture->play, "draw-declined", G_CALLBACK (count_declined), &declined);
  person_plays (fixture, uci);
  wait_for_plies (fixture, 2);
  g_assert_true (chess_play_offer_draw (fixture->play));
  g_signal_handlers_disconnect_by_func (fixture->play, count_declined, &declined);
  /* answered at once, and not by the person */
  g_assert_cmpint (chess_game_get_draw_offer (game (fixture)), ==, -1);
  g_assert_false (chess_play_answer_draw (fixture->play, TRUE));
  g_assert_cmpuint (declined, ==, chess_game_is_over (game (fixture)) ? 0 : 1);
  return chess_game_is_over (game (fixture));
}

/* A lone king against a queen: lost for the computer, it takes the draw
 * even at level 5. */
static void
test_draw_accepted_when_lost (Fixture       *fixture,
                              gconstpointer  data)
{
  g_assert_true (offer_after_reply (fixture, "4k3/8/8/8/8/8/8/Q3K3 w - - 0 1", 5, "a1a6"));
  g_assert_cmpint (chess_game_get_result (game (fixture)), ==, CHESS_RESULT_DRAW);
}

/* A queen up: the computer plays on, even at level 1. */
static void
test_draw_declined_when_winning (Fixture       *fixture,
                                 gconstpointer  data)
{
  g_assert_false (offer_after_reply (fixture, "3qk3/8/8/8/8/8/8/4K3 w - - 0 1", 1, "e1e2"));
  g_assert_true (chess_play_get_can_resign (fixture->play));
}

/* Before the computer has evaluated anything it declines. */
static void
test_draw_declined_unevaluated (Fixture       *fixture,
                                gconstpointer  data)
{
  g_autoptr (GError) error = NULL;
  guint declined = 0;

  test_require_program (STOCKFISH);
  g_assert_true (chess_play_new_computer_game (fixture->play, NULL, CHESS_BLACK, STOCKFISH,
                                               chess_engine_level_get (1), &error));
  g_signal_connect (fixture->play, "draw-declined", G_CALLBACK (count_declined), &declined);
  g_assert_true (chess_play_offer_draw (fixture->play));
  g_assert_cmpuint (declined, ==, 1);
  g_assert_false (chess_game_is_over (game (fixture)));
  g_assert_cmpint (chess_game_get_draw_offer (game (fixture)), ==, -1);
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
  g_test_add ("/play/library/you", Fixture, NULL, fixture_set_up, test_library_without_name, fixture_tear_down);
  g_test_add ("/play/library/name", Fixture, NULL, fixture_set_up, test_library_with_name, fixture_tear_down);
  g_test_add_func ("/play/draw/rule", test_draw_rule);
  g_test_add ("/play/draw/accepted-when-lost", Fixture, NULL, fixture_set_up, test_draw_accepted_when_lost,
              fixture_tear_down);
  g_test_add ("/play/draw/declined-when-winning", Fixture, NULL, fixture_set_up,
              test_draw_declined_when_winning, fixture_tear_down);
  g_test_add ("/play/draw/declined-unevaluated", Fixture, NULL, fixture_set_up, test_draw_declined_unevaluated,
              fixture_tear_down);
  status = g_test_run ();
  test_engine_cleanup ();
  return status;
}
