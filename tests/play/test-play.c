/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-play — ChessPlay without a window: a whole game against Stockfish
 * at level 1 (a take back, resignation, a save to PGN), a restored draft
 * played on against the engine, one "changed" per change (a move, the
 * first move, take back, redo, mate), finished games added to the library
 * (the person's name, the ECO code), and the computer answering a draw
 * offered to it by its own evaluation, and the review of a finished game
 * (written into it, stopped by another game). */

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
count_declined (ChessPlay *play,
                guint     *declined)
{
  (*declined)++;
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
  guint before, declined = 0;

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

  /* A draw offered to the computer: it answers at once, by its own
   * evaluation (accepted: agreed; declined: the game goes on). */
  g_signal_connect (fixture->play, "draw-declined", G_CALLBACK (count_declined), &declined);
  g_assert_true (chess_play_offer_draw (fixture->play));
  g_assert_cmpint (chess_game_get_draw_offer (game (fixture)), ==, -1);
  g_assert_cmpuint (declined, ==, chess_game_is_over (game (fixture)) ? 0 : 1);
  if (declined == 1)
    {
      g_assert_true (chess_play_resign (fixture->play));
      g_assert_cmpint (chess_game_get_result (game (fixture)), ==, CHESS_RESULT_BLACK_WINS);
    }
  else
    g_assert_cmpint (chess_game_get_result (game (fixture)), ==, CHESS_RESULT_DRAW);
  g_assert_true (chess_game_is_over (game (fixture)));
  g_assert_false (chess_play_get_can_resign (fixture->play));
  g_assert_true (chess_play_get_can_review (fixture->play));

  chess_session_save_as_async (fixture->session, file, NULL, saved, &done);
  test_run_until (&done, 10);
  g_assert_true (g_file_get_contents (path, &text, NULL, &error));
  g_assert_no_error (error);
  g_assert_nonnull (strstr (text, declined ? "[Result \"0-1\"]" : "[Result \"1/2-1/2\"]"));
  g_assert_nonnull (strstr (text, "[BlackType \"program\"]"));
  g_assert_nonnull (strstr (text, "1. d4 "));
  g_assert_nonnull (strstr (text, "2. c4 "));
  g_assert_null (strstr (text, "e4"));
  g_assert_nonnull (g_strrstr (text, declined ? " 0-1" : " 1/2-1/2"));
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

/* A position set up by hand goes in as a game of no moves that starts
 * there; a FEN refused, or no library, says so at once. */
static void
test_library_position (Fixture       *fixture,
                       gconstpointer  data)
{
  static const char *fen = "4k3/2p5/8/8/8/8/PP6/4K2R w K - 0 1";
  g_autoptr (GError) error = NULL;
  g_autofree char *path = g_build_filename (test_engine_tmp_dir (), "library.db", NULL);
  g_autoptr (ChessLibraryService) library = NULL;
  ChessRecord *record;
  Added added = { 0 };
  char start[CHESS_FEN_MAX];

  g_assert_false (chess_play_add_position_to_library (fixture->play, fen, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_READ_ONLY);
  g_clear_error (&error);
  g_unlink (path);
  library = chess_library_service_new (path);
  chess_play_set_library (fixture->play, library, NULL);
  g_assert_false (chess_play_add_position_to_library (fixture->play, "4k3/8/8/8/8/8/8/8 w - - 0 1", &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
  g_clear_error (&error);

  g_signal_connect (fixture->play, "library-added", G_CALLBACK (on_library_added), &added);
  g_assert_true (chess_play_add_position_to_library (fixture->play, fen, &error));
  g_assert_no_error (error);
  test_run_until (&added.done, 20);
  g_assert_cmpint (added.id, >, 0);
  record = library_record (library, added.id);
  chess_position_to_fen (&record->start, start, sizeof start);
  g_assert_cmpstr (start, ==, fen);
  g_assert_null (record->root->first_child);
  chess_record_free (record);
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

static void
on_library_failed (ChessPlay    *play,
                   gint64        id,
                   const GError *error,
                   Added        *added)
{
  g_assert_nonnull (error);
  added->id = id;
  added->done = TRUE;
}

/* A game the library could not take (its folder is a file) is not marked
 * as in the library: New Game asks to save it, rather than lose it. */
static void
test_library_failed (Fixture       *fixture,
                     gconstpointer  data)
{
  g_autofree char *blocker = g_build_filename (test_engine_tmp_dir (), "not-a-folder", NULL);
  g_autofree char *path = g_build_filename (blocker, "library.db", NULL);
  g_autoptr (ChessLibraryService) library = NULL;
  Added added = { 0 };

  g_assert_true (g_file_set_contents (blocker, "", 0, NULL));
  library = chess_library_service_new (path);
  chess_play_set_library (fixture->play, library, NULL);
  g_signal_connect (fixture->play, "library-added", G_CALLBACK (on_library_failed), &added);
  person_plays (fixture, "e2e4");
  person_plays (fixture, "e7e5");
  g_assert_true (chess_play_resign (fixture->play));
  /* marked while the addition runs */
  g_assert_true (chess_play_game_is_in_library (game (fixture)));
  test_run_until (&added.done, 20);
  g_assert_cmpint (added.id, ==, 0);
  g_assert_false (chess_play_game_is_in_library (game (fixture)));
  g_signal_handlers_disconnect_by_data (fixture->play, &added);
  g_unlink (blocker);
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

/* A draw the person could claim (fifty moves without a capture or a pawn
 * move) is one the rules give: the computer takes it though a queen up,
 * and before it has searched the position at all. */
static void
test_draw_accepted_when_claimable (Fixture       *fixture,
                                   gconstpointer  data)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (ChessGameOptions) options = chess_game_options_new ();
  guint declined = 0;

  test_require_program (STOCKFISH);
  options->fen = g_strdup ("4k3/8/8/8/8/8/8/3QK3 w - - 100 80");
  g_assert_true (chess_play_new_computer_game (fixture->play, options, CHESS_WHITE, STOCKFISH,
                                               chess_engine_level_get (8), &error));
  g_assert_no_error (error);
  g_signal_connect (fixture->play, "draw-declined", G_CALLBACK (count_declined), &declined);
  /* at once: the engine has not said a word about the position yet */
  g_assert_true (chess_play_offer_draw (fixture->play));
  g_signal_handlers_disconnect_by_func (fixture->play, count_declined, &declined);
  g_assert_cmpuint (declined, ==, 0);
  g_assert_cmpint (chess_game_get_result (game (fixture)), ==, CHESS_RESULT_DRAW);
  g_assert_cmpint (chess_game_get_termination (game (fixture)), ==, CHESS_TERMINATION_AGREEMENT);
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

/* ---- the review, run by the play ---- */

typedef struct {
  guint progress, finished, failed;
  guint done, total;
  double accuracy[2];
} ReviewSeen;

static void
on_review_progress (ChessPlay *play, guint done, guint total, ReviewSeen *seen)
{
  seen->progress++;
  seen->done = done;
  seen->total = total;
}

static void
on_review_finished (ChessPlay *play, double white, double black, ReviewSeen *seen)
{
  seen->finished++;
  seen->accuracy[CHESS_WHITE] = white;
  seen->accuracy[CHESS_BLACK] = black;
}

static void
on_review_failed (ChessPlay *play, const GError *error, ReviewSeen *seen)
{
  seen->failed++;
}

static void
watch_review (Fixture *fixture, ReviewSeen *seen)
{
  memset (seen, 0, sizeof *seen);
  g_signal_connect (fixture->play, "review-progress", G_CALLBACK (on_review_progress), seen);
  g_signal_connect (fixture->play, "review-finished", G_CALLBACK (on_review_finished), seen);
  g_signal_connect (fixture->play, "review-failed", G_CALLBACK (on_review_failed), seen);
}

/* Two people play a short game to its end: 1. f3 e5 2. g4 Qh4#. */
static void
play_fools_mate (Fixture *fixture)
{
  const char *moves[] = { "f2f3", "e7e5", "g2g4", "d8h4" };

  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    person_plays (fixture, moves[i]);
  g_assert_true (chess_game_is_over (game (fixture)));
}

/* A finished game reviewed without a window: every position done, the
 * review written into the game (evaluations, the blunder marked) and each
 * side's accuracy kept; one review at a time. */
static void
test_review (Fixture       *fixture,
             gconstpointer  data)
{
  ReviewSeen seen;
  ChessPgnBuffer pgn;
  const ChessPlayerReview *players;

  test_require_program (STOCKFISH);
  g_assert_false (chess_play_review_start (fixture->play, NULL, 3000));   /* nothing to review yet */
  play_fools_mate (fixture);
  watch_review (fixture, &seen);
  g_assert_true (chess_play_review_start (fixture->play, NULL, 3000));
  g_assert_nonnull (chess_play_get_review (fixture->play));
  g_assert_false (chess_play_review_start (fixture->play, NULL, 3000));   /* one at a time */
  for (guint i = 0; i < 600 && seen.finished == 0 && seen.failed == 0; i++)
    test_run_for (50);
  g_assert_cmpuint (seen.failed, ==, 0);
  g_assert_cmpuint (seen.finished, ==, 1);
  g_assert_cmpuint (seen.total, ==, 5);
  g_assert_cmpuint (seen.done, ==, 5);
  g_assert_cmpuint (seen.progress, ==, 5);
  g_assert_null (chess_play_get_review (fixture->play));
  players = chess_play_get_review_players (fixture->play);
  g_assert_nonnull (players);
  g_assert_cmpfloat (players[CHESS_WHITE].accuracy, ==, seen.accuracy[CHESS_WHITE]);
  g_assert_cmpfloat (players[CHESS_WHITE].accuracy, <, players[CHESS_BLACK].accuracy);
  g_assert_cmpuint (players[CHESS_WHITE].blunders, >=, 1);

  chess_pgn_buffer_init (&pgn);
  chess_pgn_write_record (chess_game_get_record (game (fixture)), CHESS_PGN_WRITE_DEFAULT, &pgn);
  g_assert_nonnull (strstr (pgn.data, "[%eval"));
  g_assert_nonnull (strstr (pgn.data, "2. g4 $4 "));
  chess_pgn_buffer_clear (&pgn);
}

/* Another game stops the review of the old one, which says nothing. */
static void
test_review_stops_for_another_game (Fixture       *fixture,
                                    gconstpointer  data)
{
  g_autoptr (GError) error = NULL;
  ReviewSeen seen;

  test_require_program (STOCKFISH);
  play_fools_mate (fixture);
  watch_review (fixture, &seen);
  g_assert_true (chess_play_review_start (fixture->play, NULL, 2000000));
  test_run_for (100);
  g_assert_true (chess_play_new_game (fixture->play, NULL, &error));
  g_assert_no_error (error);
  g_assert_null (chess_play_get_review (fixture->play));
  test_run_for (500);
  g_assert_cmpuint (seen.finished, ==, 0);
  g_assert_cmpuint (seen.failed, ==, 0);
  g_assert_null (chess_play_get_review_players (fixture->play));
  g_assert_cmpuint (chess_game_get_n_plies (game (fixture)), ==, 0);
}

static void
count_stopped (ChessPlay *play, guint *stopped)
{
  (*stopped)++;
}

/* An edit that cuts the main line stops its review, and says so once. */
static void
test_review_stops_for_another_main_line (Fixture       *fixture,
                                         gconstpointer  data)
{
  ReviewSeen seen;
  guint stopped = 0;
  ChessNode *second;

  test_require_program (STOCKFISH);
  play_fools_mate (fixture);
  watch_review (fixture, &seen);
  g_signal_connect (fixture->play, "review-stopped", G_CALLBACK (count_stopped), &stopped);
  g_assert_true (chess_play_review_start (fixture->play, NULL, 2000000));
  /* a deletion of a variation would keep the main line: here, 2. g4 goes */
  second = chess_game_get_record (game (fixture))->root->first_child->first_child->first_child;
  g_assert_true (chess_game_edit_moves (game (fixture), CHESS_MOVE_EDIT_DELETE_FROM, second));
  g_assert_cmpuint (stopped, ==, 1);
  g_assert_null (chess_play_get_review (fixture->play));
  test_run_for (500);
  g_assert_cmpuint (seen.finished + seen.failed, ==, 0);
  g_assert_cmpuint (stopped, ==, 1);
  /* the new main line can be reviewed */
  g_assert_true (chess_play_review_start (fixture->play, NULL, 1000));
  chess_play_review_cancel (fixture->play);
  test_run_for (100);
}

/* The header's words for the state of the game, from the play. */
static void
test_describe_state (Fixture       *fixture,
                     gconstpointer  data)
{
  g_autoptr (GError) error = NULL;
  ChessGameOptions options = { .chess960_number = -1 };
  char *state;

  state = chess_play_describe_state (fixture->play, FALSE);
  g_assert_cmpstr (state, ==, "White to move");
  g_free (state);
  person_plays (fixture, "e2e4");
  person_plays (fixture, "f7f6");
  person_plays (fixture, "d1h5");
  state = chess_play_describe_state (fixture->play, FALSE);
  g_assert_cmpstr (state, ==, "Black to move, in check");
  g_free (state);
  chess_game_go_previous (game (fixture));
  state = chess_play_describe_state (fixture->play, FALSE);
  g_assert_cmpstr (state, ==, "Reviewing an earlier position");
  g_free (state);
  chess_game_go_last (game (fixture));
  person_plays (fixture, "g7g6");
  person_plays (fixture, "h5g6");
  person_plays (fixture, "h7g6");
  g_assert_false (chess_game_is_over (game (fixture)));
  g_assert_true (chess_play_resign (fixture->play));
  state = chess_play_describe_state (fixture->play, TRUE);
  g_assert_nonnull (strstr (state, "resign"));
  g_free (state);

  /* a clock: the time control; compact, it alone (and "Check") */
  options.time_control = chess_time_control_parse ("300+3", NULL);
  g_assert_nonnull (options.time_control);
  g_assert_true (chess_play_new_game (fixture->play, &options, &error));
  g_assert_no_error (error);
  chess_time_control_free (options.time_control);
  state = chess_play_describe_state (fixture->play, FALSE);
  g_assert_true (g_str_has_prefix (state, "White to move · "));
  g_free (state);
  state = chess_play_describe_state (fixture->play, TRUE);
  g_assert_false (g_str_has_prefix (state, "White"));
  g_assert_cmpuint (strlen (state), >, 0);
  g_free (state);
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
  g_test_add ("/play/library/position", Fixture, NULL, fixture_set_up, test_library_position, fixture_tear_down);
  g_test_add ("/play/library/failed", Fixture, NULL, fixture_set_up, test_library_failed, fixture_tear_down);
  g_test_add_func ("/play/draw/rule", test_draw_rule);
  g_test_add ("/play/draw/accepted-when-lost", Fixture, NULL, fixture_set_up, test_draw_accepted_when_lost,
              fixture_tear_down);
  g_test_add ("/play/draw/declined-when-winning", Fixture, NULL, fixture_set_up,
              test_draw_declined_when_winning, fixture_tear_down);
  g_test_add ("/play/draw/accepted-when-claimable", Fixture, NULL, fixture_set_up,
              test_draw_accepted_when_claimable, fixture_tear_down);
  g_test_add ("/play/draw/declined-unevaluated", Fixture, NULL, fixture_set_up, test_draw_declined_unevaluated,
              fixture_tear_down);
  g_test_add ("/play/review/finished", Fixture, NULL, fixture_set_up, test_review, fixture_tear_down);
  g_test_add ("/play/review/another-game", Fixture, NULL, fixture_set_up, test_review_stops_for_another_game,
              fixture_tear_down);
  g_test_add ("/play/review/another-main-line", Fixture, NULL, fixture_set_up,
              test_review_stops_for_another_main_line, fixture_tear_down);
  g_test_add ("/play/describe-state", Fixture, NULL, fixture_set_up, test_describe_state, fixture_tear_down);
  status = g_test_run ();
  test_engine_cleanup ();
  return status;
}
