/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-window-tablebase.c — the tablebase rows in the window's analysis,
 * with the Syzygy tables of the test data: they show for a covered
 * position of a finished game, and a click on a move plays it into the
 * game through ChessPlay (a variation beside the main line). */
#include "config.h"

#include <adwaita.h>

#include "chess-application.h"
#include "chess-tablebase-panel.h"
#include "chess-window.h"

static ChessApplication *app;

static void
count (GObject *object, guint *n)
{
  (*n)++;
}

static void
test_click_plays (void)
{
  g_autofree char *folder = g_build_filename (g_getenv ("CHESS_TESTDATA"), "syzygy", NULL);
  g_autoptr (ChessTablebase) tablebase = chess_tablebase_new ();
  g_autoptr (ChessSession) session = chess_session_new (chess_application_get_settings (app));
  g_autoptr (ChessGame) game = chess_game_new_from_fen ("8/8/8/8/8/1k6/1Q6/K7 b - - 0 1", NULL);
  ChessWindow *window;
  ChessTablebasePanel *panel;
  ChessPosition start;
  g_autofree char *first = NULL;
  ChessMove chosen = CHESS_MOVE_NONE;
  guint probed = 0;

  g_assert_true (chess_tablebase_open (tablebase, folder, NULL));
  /* A finished game (analysis is for those), shown at its start. */
  start = *chess_game_get_position (game);
  g_assert_true (chess_game_make_move (game, chess_move_make (CHESS_B3, CHESS_C4)));
  chess_game_resign (game, CHESS_BLACK);
  chess_game_go_first (game);
  chess_session_set_game (session, game);

  window = chess_window_new (GTK_APPLICATION (app), session, chess_application_get_library (app));
  chess_window_set_tablebase (window, tablebase);
  gtk_window_present (GTK_WINDOW (window));
  panel = CHESS_TABLEBASE_PANEL (chess_window_get_tablebase_panel (window));
  g_signal_connect (panel, "probed", G_CALLBACK (count), &probed);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (panel)));
  chess_window_set_analysis (window, TRUE);
  while (probed == 0)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (panel)));
  g_assert_cmpstr (chess_tablebase_panel_get_verdict_text (panel), ==, "Black to move: loss, DTZ −12");
  first = chess_tablebase_panel_dup_move_text (panel, 0);
  g_assert_cmpstr (first, ==, "Kc4 loss −12");

  /* The second row is not the game's move: played, it makes a variation. */
  g_assert_cmpuint (chess_tablebase_panel_get_n_moves (panel), ==, 2);
  {
    ChessMoveList legal;

    chess_position_legal_moves (&start, &legal);
    for (int i = 0; i < legal.count; i++)
      if (legal.moves[i] != chess_move_make (CHESS_B3, CHESS_C4))
        chosen = legal.moves[i];
  }
  chess_tablebase_panel_activate_move (panel, 1);
  g_assert_cmpuint (chess_game_get_current_node (game)->move, ==, chosen);
  g_assert_true (chess_game_get_current_node (game)->parent == chess_game_get_record (game)->root);
  g_assert_true (chess_game_get_current_node (game) != chess_game_get_record (game)->root->first_child);
  /* The game's result stands: nothing was played in it. */
  g_assert_cmpint (chess_game_get_result (game), ==, CHESS_RESULT_WHITE_WINS);

  chess_window_set_analysis (window, FALSE);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (panel)));
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  g_autoptr (GError) error = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  gtk_init ();
  adw_init ();
  app = chess_application_new ();
  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
  g_assert_no_error (error);
  g_test_add_func ("/ui/window/tablebase/click-plays", test_click_plays);
  status = g_test_run ();
  g_object_unref (app);
  return status;
}
