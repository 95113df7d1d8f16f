/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-endgame-practice — endings practised against Stockfish with the
 * Syzygy tables of the test data, without a window: every ending of four
 * men gets a setting the tables confirm (Lucena and Philidor their
 * textbook ones); a queen mate played by the tables' best moves meets its
 * goal, and one whose first move gives the queen away is spoiled by that
 * move, which the practice names. */

#include <glib.h>

#include "chess-endgame-practice.h"
#include "engine-test-util.h"

#define STOCKFISH "/usr/games/stockfish"

typedef struct {
  ChessSession *session;
  ChessEngineCatalog *catalog;
  ChessTablebase *tablebase;
  ChessPlay *play;
  ChessEndgamePractice *practice;
} Practice;

static void
practice_set_up (Practice *p, gconstpointer data)
{
  g_autofree char *folder = g_build_filename (g_getenv ("CHESS_TESTDATA"), "syzygy", NULL);

  p->session = chess_session_new (NULL);
  p->catalog = chess_engine_catalog_new (NULL);
  p->tablebase = chess_tablebase_new ();
  g_assert_true (chess_tablebase_open (p->tablebase, folder, NULL));
  p->play = chess_play_new (p->session, p->catalog, NULL);
  chess_play_set_tablebase (p->play, p->tablebase);
  p->practice = chess_endgame_practice_new (p->play, STOCKFISH);
}

static void
practice_tear_down (Practice *p, gconstpointer data)
{
  g_clear_object (&p->practice);
  g_clear_object (&p->play);
  g_clear_object (&p->tablebase);
  g_clear_object (&p->session);
  g_clear_object (&p->catalog);
}

static void
started (GObject *source, GAsyncResult *result, gpointer user_data)
{
  *(GAsyncResult **) user_data = g_object_ref (result);
}

static void
start (Practice *p, ChessEndgameKind kind, guint32 seed)
{
  GAsyncResult *result = NULL;
  g_autoptr (GError) error = NULL;

  test_require_program (STOCKFISH);
  chess_endgame_practice_start_async (p->practice, kind, seed, NULL, started, &result);
  while (result == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (chess_endgame_practice_start_finish (p->practice, result, &error));
  g_assert_no_error (error);
  g_object_unref (result);
  g_assert_false (chess_play_get_tablebase_adjudication (p->play));
  /* The computer quick, for the test. */
  chess_engine_player_set_move_time (chess_engine_opponent_get_player (chess_play_get_opponent (p->play)), 100);
}

/* The tables' answer for the live position. */
static ChessTablebaseResult *
probe_live (Practice *p)
{
  ChessTablebaseResult *result = chess_tablebase_probe (p->tablebase,
                                                        chess_game_get_live_position (chess_play_get_game (p->play)),
                                                        NULL);
  g_assert_nonnull (result);
  return result;
}

static void
person_plays (Practice *p, ChessMove move)
{
  g_autoptr (GError) error = NULL;

  g_assert_true (chess_play_move (p->play, move, &error));
  g_assert_no_error (error);
}

/* Waits for the computer's reply (or the end), then for the judgement. */
static void
wait_turn (Practice *p)
{
  ChessGame *game = chess_play_get_game (p->play);
  ChessColor person = chess_endgame_practice_get_person (p->practice);

  for (guint i = 0; i < 400 && !chess_game_is_over (game) && chess_play_live_side (p->play) != person; i++)
    test_run_for (25);
  g_assert_true (chess_game_is_over (game) || chess_play_live_side (p->play) == person);
}

static void
wait_finished (Practice *p)
{
  for (guint i = 0; i < 400 && !chess_endgame_practice_is_finished (p->practice); i++)
    test_run_for (25);
  g_assert_true (chess_endgame_practice_is_finished (p->practice));
}

static void
test_settings (void)
{
  g_autofree char *folder = g_build_filename (g_getenv ("CHESS_TESTDATA"), "syzygy", NULL);
  g_autoptr (ChessTablebase) tablebase = chess_tablebase_new ();
  g_autoptr (GRand) random = g_rand_new_with_seed (24);

  g_assert_true (chess_tablebase_open (tablebase, folder, NULL));
  for (ChessEndgameKind kind = 0; kind < CHESS_ENDGAME_N_KINDS; kind++)
    {
      ChessPosition setting;
      g_autoptr (GError) error = NULL;

      g_assert_true (chess_endgame_make_setting (kind, tablebase, random, &setting, &error));
      g_assert_no_error (error);
      if (chess_tablebase_covers (tablebase, &setting))
        {
          g_autoptr (ChessTablebaseResult) result = chess_tablebase_probe (tablebase, &setting, NULL);

          g_assert_true (chess_endgame_goal_holds (chess_endgame_kind_goal (kind), result->verdict));
        }
      else
        g_assert_true (kind == CHESS_ENDGAME_LUCENA || kind == CHESS_ENDGAME_PHILIDOR);
    }
}

/* The tables' best moves: mate, the goal met, nothing spoiled. */
static void
test_won (Practice *p, gconstpointer data)
{
  ChessGame *game;
  g_autofree char *summary = NULL;

  start (p, CHESS_ENDGAME_QUEEN_MATE, 3);
  game = chess_play_get_game (p->play);
  g_assert_cmpint (chess_endgame_practice_get_goal (p->practice), ==, CHESS_ENDGAME_GOAL_MATE);
  g_assert_cmpuint (chess_endgame_practice_get_best_moves (p->practice), >=, 5);
  while (!chess_game_is_over (game))
    {
      g_autoptr (ChessTablebaseResult) best = probe_live (p);

      person_plays (p, best->moves[0].move);
      wait_turn (p);
    }
  wait_finished (p);
  g_assert_cmpint (chess_game_get_termination (game), ==, CHESS_TERMINATION_CHECKMATE);
  g_assert_true (chess_endgame_practice_get_goal_met (p->practice));
  g_assert_null (chess_endgame_practice_dup_spoiling_move (p->practice));
  g_assert_cmpuint (chess_endgame_practice_get_moves_used (p->practice), >=,
                    chess_endgame_practice_get_best_moves (p->practice));
  summary = chess_endgame_practice_describe (p->practice);
  g_assert_true (g_str_has_prefix (summary, "Goal met in "));
}

/* The worst first move (the queen given away, or stalemate): spoiled
 * there, and the practice says so. */
static void
test_spoiled (Practice *p, gconstpointer data)
{
  ChessGame *game = NULL;
  ChessMove worst = CHESS_MOVE_NONE;
  char san[CHESS_SAN_MAX];
  g_autofree char *expected = NULL, *spoiled = NULL, *summary = NULL;

  for (guint32 seed = 1; seed < 40 && worst == CHESS_MOVE_NONE; seed++)
    {
      g_autoptr (ChessTablebaseResult) moves = NULL;

      start (p, CHESS_ENDGAME_QUEEN_MATE, seed);
      game = chess_play_get_game (p->play);
      moves = probe_live (p);
      if (moves->moves[moves->n_moves - 1].verdict != CHESS_TABLEBASE_WIN)
        worst = moves->moves[moves->n_moves - 1].move;
    }
  g_assert_true (worst != CHESS_MOVE_NONE);
  chess_move_to_san (chess_game_get_live_position (game), worst, san);
  expected = g_strdup_printf ("1. %s", san);
  person_plays (p, worst);
  wait_turn (p);
  /* Nothing left to mate with, or stalemate: over at once. */
  g_assert_true (chess_game_is_over (game));
  wait_finished (p);
  g_assert_false (chess_endgame_practice_get_goal_met (p->practice));
  spoiled = chess_endgame_practice_dup_spoiling_move (p->practice);
  g_assert_cmpstr (spoiled, ==, expected);
  summary = chess_endgame_practice_describe (p->practice);
  g_assert_true (g_str_has_suffix (summary, expected) || strstr (summary, expected) != NULL);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  test_engine_init ();
  g_test_add_func ("/endgame/settings", test_settings);
  g_test_add ("/endgame/won", Practice, NULL, practice_set_up, test_won, practice_tear_down);
  g_test_add ("/endgame/spoiled", Practice, NULL, practice_set_up, test_spoiled, practice_tear_down);
  return g_test_run ();
}
