/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-new-game-dialog.c — the New Game dialog's start positions: Chess960
 * is chosen by number or at random, the rank shown is the core's position
 * for that number, and Start hands on the number (not a position). */
#include "config.h"

#include <gtk/gtk.h>

#include "chess-new-game-dialog.h"
#include "chess-position.h"
#include "chess-resources.h"

enum { START_STANDARD, START_FEN, START_CHESS960 };   /* the order of the dropdown */

static GtkWidget *
child (ChessNewGameDialog *dialog, const char *name)
{
  GObject *object = gtk_widget_get_template_child (GTK_WIDGET (dialog), CHESS_TYPE_NEW_GAME_DIALOG, name);

  g_assert_nonnull (object);
  return GTK_WIDGET (object);
}

/* White's first rank of start position `number`, in figurines, from the core. */
static char *
expected_rank (guint number)
{
  static const char *const figurines[] = { "♙", "♘", "♗", "♖", "♕", "♔" };
  GString *rank = g_string_new (NULL);
  ChessPosition pos;

  g_assert_true (chess_position_set_chess960 (&pos, number));
  for (int file = 0; file < 8; file++)
    g_string_append (rank, figurines[CHESS_PIECE_TYPE (chess_position_piece_at (&pos, CHESS_SQUARE (file, 0)))]);
  return g_string_free (rank, FALSE);
}

static void
assert_shows (ChessNewGameDialog *dialog, guint number)
{
  g_autofree char *rank = expected_rank (number);

  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (child (dialog, "chess960_spin"))),
                   ==, number);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (child (dialog, "chess960_rank"))), ==, rank);
}

static void
test_chess960_by_number (void)
{
  ChessNewGameDialog *dialog = chess_new_game_dialog_new (NULL, NULL);
  GtkWidget *spin = child (dialog, "chess960_spin");

  g_object_ref (dialog);
  g_assert_cmpint (chess_new_game_dialog_get_chess960_number (dialog), ==, -1);
  g_assert_false (gtk_widget_get_visible (child (dialog, "chess960_row")));

  gtk_drop_down_set_selected (GTK_DROP_DOWN (child (dialog, "start_dropdown")), START_CHESS960);
  g_assert_true (gtk_widget_get_visible (child (dialog, "chess960_row")));

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), 0);
  assert_shows (dialog, 0);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (child (dialog, "chess960_rank"))), ==, "♗♗♕♘♘♖♔♖");
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), CHESS960_STANDARD_NUMBER);
  assert_shows (dialog, CHESS960_STANDARD_NUMBER);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (child (dialog, "chess960_rank"))), ==, "♖♘♗♕♔♗♘♖");
  g_assert_cmpint (chess_new_game_dialog_get_chess960_number (dialog), ==, CHESS960_STANDARD_NUMBER);

  /* Numbers beyond the range are not positions. */
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), 5000);
  assert_shows (dialog, 959);

  gtk_drop_down_set_selected (GTK_DROP_DOWN (child (dialog, "start_dropdown")), START_STANDARD);
  g_assert_cmpint (chess_new_game_dialog_get_chess960_number (dialog), ==, -1);

  gtk_window_destroy (GTK_WINDOW (dialog));
  g_object_unref (dialog);
}

static void
test_chess960_random (void)
{
  ChessNewGameDialog *dialog = chess_new_game_dialog_new (NULL, NULL);
  GtkWidget *spin = child (dialog, "chess960_spin");
  int first = gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (spin));
  gboolean changed = FALSE;

  g_object_ref (dialog);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (child (dialog, "start_dropdown")), START_CHESS960);
  assert_shows (dialog, (guint) first);
  /* Twenty draws that all repeat the first number: one chance in 960^20. */
  for (int i = 0; i < 20; i++)
    {
      int number;

      g_signal_emit_by_name (child (dialog, "shuffle_button"), "clicked");
      number = gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (spin));
      g_assert_cmpint (number, >=, 0);
      g_assert_cmpint (number, <, CHESS960_N_POSITIONS);
      assert_shows (dialog, (guint) number);
      changed |= number != first;
    }
  g_assert_true (changed);

  gtk_window_destroy (GTK_WINDOW (dialog));
  g_object_unref (dialog);
}

static void
on_start_game (ChessNewGameDialog *dialog, int *number)
{
  g_assert_null (chess_new_game_dialog_get_fen (dialog));
  *number = chess_new_game_dialog_get_chess960_number (dialog);
}

static void
test_start_hands_on_number (void)
{
  ChessNewGameDialog *dialog = chess_new_game_dialog_new (NULL, NULL);
  int number = -2;

  g_object_ref (dialog);
  g_signal_connect (dialog, "start-game", G_CALLBACK (on_start_game), &number);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (child (dialog, "start_dropdown")), START_CHESS960);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (child (dialog, "chess960_spin")), 123);
  g_signal_emit_by_name (child (dialog, "start_button"), "clicked");
  g_assert_cmpint (number, ==, 123);

  gtk_window_destroy (GTK_WINDOW (dialog));
  g_object_unref (dialog);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  if (!gtk_init_check ())
    {
      g_test_skip ("no display");
      return g_test_run ();
    }
  /* The dialog's template is in the resources of the ui library. */
  g_assert_nonnull (chess_get_resource ());
  g_test_add_func ("/new-game-dialog/chess960-by-number", test_chess960_by_number);
  g_test_add_func ("/new-game-dialog/chess960-random", test_chess960_random);
  g_test_add_func ("/new-game-dialog/start-hands-on-number", test_start_hands_on_number);
  return g_test_run ();
}
