/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-endgame-window.c — Practise Endgames with Stockfish and the Syzygy
 * tables of the test data: the goal shown, a queen mate won by the test
 * through the board (the tables' best moves), each move heard and, with
 * Speak Moves on, said; and one spoiled by giving the queen away, with the
 * summary naming that move. */
#include "config.h"

#include <locale.h>
#include <string.h>

#include "chess-board.h"
#include "chess-endgame-window.h"
#include "chess-move-words.h"
#include "chess-sound-player.h"
#include "chess-speaker.h"

#define STOCKFISH "/usr/games/stockfish"

static void
count (GObject *object, guint *n)
{
  (*n)++;
}

static void
on_sound (ChessSoundPlayer *player, guint event, guint *n)
{
  (*n)++;
}

static void
on_speech (ChessSpeaker *speaker, const char *words, GPtrArray *said)
{
  g_ptr_array_add (said, g_strdup (words));
}

static void
run_for (guint ms)
{
  gint64 end = g_get_monotonic_time () + ms * 1000;

  while (g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE), g_usleep (1000);
}

static ChessEndgameWindow *
open_window (ChessTablebase **tablebase)
{
  g_autoptr (GSettings) settings = g_settings_new ("com.example.Chess");
  g_autofree char *folder = g_build_filename (g_getenv ("CHESS_TESTDATA"), "syzygy", NULL);

  *tablebase = chess_tablebase_new ();
  g_assert_true (chess_tablebase_open (*tablebase, folder, NULL));
  return chess_endgame_window_new (NULL, settings, *tablebase);
}

static void
start (ChessEndgameWindow *window, ChessEndgameKind kind, guint32 seed)
{
  guint started = 0;
  gulong id = g_signal_connect (window, "started", G_CALLBACK (count), &started);

  chess_endgame_window_start (window, kind, seed);
  while (started == 0)
    g_main_context_iteration (NULL, TRUE);
  g_signal_handler_disconnect (window, id);
  chess_engine_player_set_move_time (
    chess_engine_opponent_get_player (chess_play_get_opponent (chess_endgame_window_get_play (window))), 100);
}

static ChessTablebaseResult *
probe_live (ChessEndgameWindow *window, ChessTablebase *tablebase)
{
  ChessGame *game = chess_play_get_game (chess_endgame_window_get_play (window));

  return chess_tablebase_probe (tablebase, chess_game_get_live_position (game), NULL);
}

/* A click on the board, as far as the window sees it: the board's move. */
static void
click_move (ChessEndgameWindow *window, ChessMove move)
{
  ChessPlay *play = chess_endgame_window_get_play (window);
  ChessColor person = chess_endgame_practice_get_person (chess_endgame_window_get_practice (window));
  ChessGame *game = chess_play_get_game (play);

  g_signal_emit_by_name (chess_endgame_window_get_board (window), "move-chosen", (guint) move);
  for (guint i = 0; i < 400 && !chess_game_is_over (game) && chess_play_live_side (play) != person; i++)
    run_for (25);
}

static void
wait_summary (ChessEndgameWindow *window)
{
  for (guint i = 0; i < 400 && *chess_endgame_window_get_summary_text (window) == '\0'; i++)
    run_for (25);
}

static void
test_won (void)
{
  ChessTablebase *tablebase;
  ChessEndgameWindow *window = open_window (&tablebase);
  ChessGame *game;
  g_autoptr (GSettings) settings = g_settings_new ("com.example.Chess");
  g_autoptr (GPtrArray) said = g_ptr_array_new_with_free_func (g_free);
  guint sounds = 0, person_moves = 0;
  gulong sound_id, speech_id;

  g_settings_set_boolean (settings, "speak-moves", TRUE);
  sound_id = g_signal_connect (chess_sound_player_get_default (), "requested", G_CALLBACK (on_sound), &sounds);
  speech_id = g_signal_connect (chess_speaker_get_default (), "requested", G_CALLBACK (on_speech), said);
  if (!g_file_test (STOCKFISH, G_FILE_TEST_IS_EXECUTABLE))
    g_error ("%s is missing: install the stockfish package", STOCKFISH);
  gtk_window_present (GTK_WINDOW (window));
  start (window, CHESS_ENDGAME_QUEEN_MATE, 3);
  g_assert_cmpstr (chess_endgame_window_get_goal_text (window), ==,
                   "Mate with the queen — goal: Checkmate; you play White");
  game = chess_play_get_game (chess_endgame_window_get_play (window));
  /* The board shows the setting. */
  g_assert_cmpuint (chess_position_repetition_key (chess_board_get_position (
                      CHESS_BOARD (chess_endgame_window_get_board (window)))), ==,
                    chess_position_repetition_key (chess_game_get_live_position (game)));
  while (!chess_game_is_over (game))
    {
      g_autoptr (ChessTablebaseResult) best = probe_live (window, tablebase);
      g_autofree char *words = chess_move_words_with_side (chess_game_get_live_position (game), best->moves[0].move);
      guint before = said->len, sounds_before = sounds;

      click_move (window, best->moves[0].move);
      person_moves++;
      /* the person's move is said (then the reply, unless it mated) */
      g_assert_cmpuint (said->len, >, before);
      g_assert_cmpstr (g_ptr_array_index (said, before), ==, words);
      g_assert_cmpuint (sounds, >, sounds_before);
    }
  wait_summary (window);
  g_assert_true (g_str_has_prefix (chess_endgame_window_get_summary_text (window), "Goal met in "));
  /* every move heard and said: the person's and the replies */
  g_assert_cmpuint (said->len, ==, 2 * person_moves - 1);
  g_assert_cmpuint (sounds, >=, 2 * person_moves - 1);
  g_signal_handler_disconnect (chess_sound_player_get_default (), sound_id);
  g_signal_handler_disconnect (chess_speaker_get_default (), speech_id);
  g_settings_set_boolean (settings, "speak-moves", FALSE);
  gtk_window_destroy (GTK_WINDOW (window));
  g_object_unref (tablebase);
}

static void
test_spoiled (void)
{
  ChessTablebase *tablebase;
  ChessEndgameWindow *window = open_window (&tablebase);
  ChessMove worst = CHESS_MOVE_NONE;
  ChessGame *game = NULL;
  char san[CHESS_SAN_MAX];
  g_autofree char *expected = NULL;

  gtk_window_present (GTK_WINDOW (window));
  for (guint32 seed = 1; seed < 40 && worst == CHESS_MOVE_NONE; seed++)
    {
      g_autoptr (ChessTablebaseResult) moves = NULL;

      start (window, CHESS_ENDGAME_QUEEN_MATE, seed);
      game = chess_play_get_game (chess_endgame_window_get_play (window));
      moves = probe_live (window, tablebase);
      if (moves->moves[moves->n_moves - 1].verdict != CHESS_TABLEBASE_WIN)
        worst = moves->moves[moves->n_moves - 1].move;
    }
  g_assert_true (worst != CHESS_MOVE_NONE);
  chess_move_to_san (chess_game_get_live_position (game), worst, san);
  expected = g_strdup_printf ("The first move that spoiled it: 1. %s.", san);
  click_move (window, worst);
  wait_summary (window);
  g_assert_true (g_str_has_prefix (chess_endgame_window_get_summary_text (window), "Goal missed in 1 move"));
  g_assert_nonnull (strstr (chess_endgame_window_get_summary_text (window), expected));
  gtk_window_destroy (GTK_WINDOW (window));
  g_object_unref (tablebase);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  gtk_disable_setlocale ();
  setlocale (LC_ALL, "C.UTF-8");

  if (!gtk_init_check ())
    {
      g_test_skip ("no display");
      return g_test_run ();
    }
  adw_init ();
  g_test_add_func ("/ui/endgame-window/won", test_won);
  g_test_add_func ("/ui/endgame-window/spoiled", test_spoiled);
  return g_test_run ();
}
