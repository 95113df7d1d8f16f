/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-tablebase-panel.c — the analysis's tablebase rows with the Syzygy
 * tables of the test data: the verdict and DTZ of the position shown
 * (a cursed result named as such), every legal move best first with its
 * verdict and DTZ, a click emitting the move; it follows navigation,
 * and hides itself where the tables do not reach or while inactive. */
#include "config.h"

#include <locale.h>

#include "chess-tablebase-panel.h"

typedef struct {
  guint probed;
  guint chosen;
  ChessMove move;
} Seen;

static void
probed_cb (ChessTablebasePanel *panel, Seen *seen)
{
  seen->probed++;
}

static void
chosen_cb (ChessTablebasePanel *panel, guint move, Seen *seen)
{
  seen->chosen++;
  seen->move = (ChessMove) move;
}

static void
wait_probed (Seen *seen, guint count)
{
  while (seen->probed < count)
    g_main_context_iteration (NULL, TRUE);
}

static void
assert_row (ChessTablebasePanel *panel, guint index, const char *text)
{
  g_autofree char *row = chess_tablebase_panel_dup_move_text (panel, index);

  g_assert_cmpstr (row, ==, text);
}

static void
test_rows (void)
{
  g_autofree char *folder = g_build_filename (g_getenv ("CHESS_TESTDATA"), "syzygy", NULL);
  g_autoptr (ChessTablebase) tablebase = chess_tablebase_new ();
  g_autoptr (ChessGame) game = chess_game_new_from_fen ("8/8/8/8/8/1k6/1Q6/K7 b - - 0 1", NULL);
  g_autoptr (ChessGame) late = chess_game_new_from_fen ("8/8/8/8/8/1k6/1Q6/K7 b - - 99 1", NULL);
  g_autoptr (ChessGame) many = chess_game_new_from_fen ("4k3/8/8/8/8/8/8/RNB1K3 w - - 0 1", NULL);
  GtkWidget *panel = g_object_ref_sink (chess_tablebase_panel_new ());
  ChessTablebasePanel *tb = CHESS_TABLEBASE_PANEL (panel);
  Seen seen = { 0 };

  g_assert_true (chess_tablebase_open (tablebase, folder, NULL));
  g_signal_connect (panel, "probed", G_CALLBACK (probed_cb), &seen);
  g_signal_connect (panel, "move-chosen", G_CALLBACK (chosen_cb), &seen);
  chess_tablebase_panel_set_tablebase (tb, tablebase);
  chess_tablebase_panel_set_game (tb, game);
  /* Inactive: nothing probed, nothing shown. */
  g_assert_false (gtk_widget_get_visible (panel));
  chess_tablebase_panel_set_active (tb, TRUE);
  wait_probed (&seen, 1);
  g_assert_true (gtk_widget_get_visible (panel));
  g_assert_cmpstr (chess_tablebase_panel_get_verdict_text (tb), ==, "Black to move: loss, DTZ −12");
  g_assert_cmpuint (chess_tablebase_panel_get_n_moves (tb), ==, 2);
  assert_row (tb, 0, "Kc4 loss −12");
  g_assert_null (chess_tablebase_panel_dup_move_text (tb, 2));

  /* A click emits the move; the panel plays nothing itself. */
  chess_tablebase_panel_activate_move (tb, 0);
  g_assert_cmpuint (seen.chosen, ==, 1);
  g_assert_cmpuint (seen.move, ==, chess_move_make (CHESS_B3, CHESS_C4));
  g_assert_cmpuint (chess_game_get_n_plies (game), ==, 0);

  /* The game moves on: the rows follow, now White's win. */
  g_assert_true (chess_game_make_move (game, seen.move));
  wait_probed (&seen, 2);
  g_assert_true (g_str_has_prefix (chess_tablebase_panel_get_verdict_text (tb), "White to move: win, DTZ "));

  /* The fifty-move count makes it a blessed loss, not a draw. */
  chess_tablebase_panel_set_game (tb, late);
  wait_probed (&seen, 3);
  g_assert_cmpstr (chess_tablebase_panel_get_verdict_text (tb), ==, "Black to move: blessed loss, DTZ −12");

  /* Five pieces: hidden, no probe. */
  chess_tablebase_panel_set_game (tb, many);
  g_assert_false (gtk_widget_get_visible (panel));
  g_assert_cmpuint (chess_tablebase_panel_get_n_moves (tb), ==, 0);

  /* Inactive again: hidden. */
  chess_tablebase_panel_set_game (tb, game);
  wait_probed (&seen, 4);
  g_assert_true (gtk_widget_get_visible (panel));
  chess_tablebase_panel_set_active (tb, FALSE);
  g_assert_false (gtk_widget_get_visible (panel));
  g_object_unref (panel);
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
  g_test_add_func ("/ui/tablebase-panel/rows", test_rows);
  return g_test_run ();
}
