/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-play-tablebase — ChessPlay with the Syzygy tables of the test data,
 * without a window, against Stockfish: the person's capture into a won
 * four-piece ending, and into a drawn one, ends the game by adjudication;
 * turned off, or between two people, the game goes on; the application's
 * tablebase follows the "tablebase-folders" setting. */

#include <glib.h>

#include "chess-play.h"
#include "chess-tablebase-settings.h"
#include "engine-test-util.h"

#define STOCKFISH "/usr/games/stockfish"

typedef struct {
  ChessSession *session;
  ChessEngineCatalog *catalog;
  ChessTablebase *tablebase;
  ChessPlay *play;
} Tables;

static void
tables_set_up (Tables *tables, gconstpointer data)
{
  g_autofree char *folder = g_build_filename (g_getenv ("CHESS_TESTDATA"), "syzygy", NULL);

  tables->session = chess_session_new (NULL);
  tables->catalog = chess_engine_catalog_new (NULL);
  tables->tablebase = chess_tablebase_new ();
  g_assert_true (chess_tablebase_open (tables->tablebase, folder, NULL));
  tables->play = chess_play_new (tables->session, tables->catalog, NULL);
  chess_play_set_tablebase (tables->play, tables->tablebase);
}

static void
tables_tear_down (Tables *tables, gconstpointer data)
{
  g_clear_object (&tables->play);
  g_clear_object (&tables->tablebase);
  g_clear_object (&tables->session);
  g_clear_object (&tables->catalog);
}

/* From `fen` (White, the person, to move) against the computer as Black,
 * or against a person (computer FALSE); the person plays `uci`. */
static ChessGame *
start_and_capture (Tables *tables, const char *fen, gboolean computer, const char *uci)
{
  g_autoptr (ChessGameOptions) options = chess_game_options_new ();
  g_autoptr (GError) error = NULL;
  ChessGame *game;

  options->fen = g_strdup (fen);
  if (computer)
    {
      test_require_program (STOCKFISH);
      g_assert_true (chess_play_new_computer_game (tables->play, options, CHESS_BLACK, STOCKFISH,
                                                   chess_engine_level_get (1), &error));
    }
  else
    g_assert_true (chess_play_new_game (tables->play, options, &error));
  g_assert_no_error (error);
  game = chess_play_get_game (tables->play);
  /* Five pieces: not in the tables, the game goes on. */
  test_run_for (50);
  g_assert_false (chess_game_is_over (game));
  g_assert_true (chess_play_move (tables->play, test_uci_move (chess_game_get_live_position (game), uci),
                                  &error));
  g_assert_no_error (error);
  return game;
}

static void
wait_until_over (ChessGame *game)
{
  for (guint i = 0; i < 200 && !chess_game_is_over (game); i++)
    test_run_for (25);
  g_assert_true (chess_game_is_over (game));
}

/* Qxd3 leaves king, queen and pawn against a king: 1-0 at once. */
static void
test_adjudicated_win (Tables *tables, gconstpointer data)
{
  ChessGame *game = start_and_capture (tables, "8/8/8/4k3/8/3r4/7P/K2Q4 w - - 0 1", TRUE, "d1d3");

  wait_until_over (game);
  g_assert_cmpint (chess_game_get_result (game), ==, CHESS_RESULT_WHITE_WINS);
  g_assert_cmpint (chess_game_get_termination (game), ==, CHESS_TERMINATION_ADJUDICATION);
  g_assert_false (chess_play_get_can_resign (tables->play));
}

/* Rxd3 leaves rook against rook: a draw. */
static void
test_adjudicated_draw (Tables *tables, gconstpointer data)
{
  ChessGame *game = start_and_capture (tables, "7r/8/8/4k3/8/3n4/8/K2R4 w - - 0 1", TRUE, "d1d3");

  wait_until_over (game);
  g_assert_cmpint (chess_game_get_result (game), ==, CHESS_RESULT_DRAW);
  g_assert_cmpint (chess_game_get_termination (game), ==, CHESS_TERMINATION_ADJUDICATION);
}

/* Turned off, the computer answers and the game goes on. */
static void
test_adjudication_off (Tables *tables, gconstpointer data)
{
  ChessGame *game;

  g_object_set (tables->play, "tablebase-adjudication", FALSE, NULL);
  game = start_and_capture (tables, "8/8/8/4k3/8/3r4/7P/K2Q4 w - - 0 1", TRUE, "d1d3");
  for (guint i = 0; i < 200 && chess_game_get_n_plies (game) < 2; i++)
    test_run_for (25);
  g_assert_cmpuint (chess_game_get_n_plies (game), ==, 2);
  test_run_for (100);
  g_assert_false (chess_game_is_over (game));

  /* Turned on again, the live position is judged at once. */
  chess_play_set_tablebase_adjudication (tables->play, TRUE);
  wait_until_over (game);
  g_assert_cmpint (chess_game_get_result (game), ==, CHESS_RESULT_WHITE_WINS);
}

/* Two people: no arbiter. */
static void
test_two_people (Tables *tables, gconstpointer data)
{
  ChessGame *game = start_and_capture (tables, "8/8/8/4k3/8/3r4/7P/K2Q4 w - - 0 1", FALSE, "d1d3");

  test_run_for (200);
  g_assert_false (chess_game_is_over (game));
}

static void
count_changed (ChessTablebase *tablebase, guint *count)
{
  (*count)++;
}

static void
test_folders_setting (void)
{
  g_autoptr (GSettings) settings = g_settings_new ("com.example.Chess");
  g_autofree char *folder = g_build_filename (g_getenv ("CHESS_TESTDATA"), "syzygy", NULL);
  g_autoptr (ChessTablebase) tablebase = NULL;
  g_autofree char *paths = NULL, *described = NULL;
  guint changed = 0;

  g_settings_set_string (settings, "tablebase-folders", "/nonexistent/tables");
  tablebase = chess_tablebase_new_from_settings (settings);
  g_signal_connect (tablebase, "changed", G_CALLBACK (count_changed), &changed);
  while (changed < 1)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (chess_tablebase_get_n_tables (tablebase), ==, 0);

  /* Set twice in a row: the last one is what is open. */
  g_settings_set_string (settings, "tablebase-folders", "/nonexistent/other");
  g_settings_set_string (settings, "tablebase-folders", folder);
  while (changed < 3)
    g_main_context_iteration (NULL, TRUE);
  test_run_for (50);
  paths = chess_tablebase_dup_paths (tablebase);
  g_assert_true (g_str_has_prefix (paths, folder));
  described = chess_tablebase_describe (tablebase);
  g_assert_cmpstr (described, ==, "35 tables, up to 4 pieces");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  test_engine_init ();
  g_test_add ("/play/tablebase/adjudicated-win", Tables, NULL, tables_set_up, test_adjudicated_win,
              tables_tear_down);
  g_test_add ("/play/tablebase/adjudicated-draw", Tables, NULL, tables_set_up, test_adjudicated_draw,
              tables_tear_down);
  g_test_add ("/play/tablebase/adjudication-off", Tables, NULL, tables_set_up, test_adjudication_off,
              tables_tear_down);
  g_test_add_func ("/play/tablebase/folders-setting", test_folders_setting);
  g_test_add ("/play/tablebase/two-people", Tables, NULL, tables_set_up, test_two_people, tables_tear_down);
  return g_test_run ();
}
