/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-new-game-dialog.c — the New Game dialog: Chess960 is chosen by
 * number or at random, the rank shown is the core's position for that
 * number, and Start hands on the number (not a position); a FEN is checked
 * while it is typed; Start keeps the choice for the next New Game; minutes
 * read "5", not "5.0"; the dialog takes the height of what it shows, after
 * Custom too. */
#include "config.h"

#include <locale.h>

#include <gtk/gtk.h>

#include <adwaita.h>

#include "chess-engine-choice.h"
#include "chess-engine-level.h"
#include "chess-new-game-dialog.h"
#include "chess-position.h"

enum { START_STANDARD, START_FEN, START_CHESS960 };   /* the order of the dropdown */

static GtkWidget *
child (ChessNewGameDialog *dialog, const char *name)
{
  GObject *object = gtk_widget_get_template_child (GTK_WIDGET (dialog), CHESS_TYPE_NEW_GAME_DIALOG, name);

  g_assert_nonnull (object);
  return GTK_WIDGET (object);
}

/* The app's settings (GSETTINGS_BACKEND=memory), at their defaults. */
static GSettings *
default_settings (void)
{
  static const char *const keys[] = { "last-time-control", "white-name", "black-name", "opponent" };
  GSettings *settings = g_settings_new ("com.example.Chess");

  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    g_settings_reset (settings, keys[i]);
  return settings;
}

static ChessNewGameDialog *
new_dialog (void)
{
  g_autoptr (GSettings) settings = default_settings ();

  return chess_new_game_dialog_new (NULL, settings);
}

/* The time-control preset in that column and row of the presets, five a
 * row in the order given. */
static GtkToggleButton *
preset (ChessNewGameDialog *dialog, int column, int row)
{
  GtkFlowBoxChild *item = gtk_flow_box_get_child_at_index (GTK_FLOW_BOX (child (dialog, "presets_grid")),
                                                           row * 5 + column);

  return GTK_TOGGLE_BUTTON (gtk_flow_box_child_get_child (item));
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
  ChessNewGameDialog *dialog = new_dialog ();
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
  ChessNewGameDialog *dialog = new_dialog ();
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
  ChessNewGameDialog *dialog = new_dialog ();
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

/* Start keeps the choice in the settings, where the next New Game finds
 * it. */
static void
test_start_remembers_choice (void)
{
  g_autoptr (GSettings) settings = default_settings ();
  ChessNewGameDialog *dialog = chess_new_game_dialog_new (NULL, settings);
  g_autofree char *control = NULL;
  g_autofree char *white = NULL;
  g_autofree char *black = NULL;

  g_object_ref (dialog);
  g_assert_false (gtk_toggle_button_get_active (preset (dialog, 1, 0)));
  gtk_toggle_button_set_active (preset (dialog, 1, 0), TRUE);   /* 3 + 2 */
  gtk_editable_set_text (GTK_EDITABLE (child (dialog, "white_entry")), "Anna");
  gtk_editable_set_text (GTK_EDITABLE (child (dialog, "black_entry")), "Boris");
  g_signal_emit_by_name (child (dialog, "start_button"), "clicked");
  control = g_settings_get_string (settings, "last-time-control");
  white = g_settings_get_string (settings, "white-name");
  black = g_settings_get_string (settings, "black-name");
  g_assert_cmpstr (control, ==, "180+2");
  g_assert_cmpstr (white, ==, "Anna");
  g_assert_cmpstr (black, ==, "Boris");
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_object_unref (dialog);

  dialog = chess_new_game_dialog_new (NULL, settings);
  g_object_ref (dialog);
  g_assert_true (gtk_toggle_button_get_active (preset (dialog, 1, 0)));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (child (dialog, "white_entry"))), ==, "Anna");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (child (dialog, "black_entry"))), ==, "Boris");
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_object_unref (dialog);
}

/* Each level shows the strength it measured under its name, and the
 * words follow the level chosen. */
static void
test_level_shows_rating (void)
{
  ChessNewGameDialog *dialog = new_dialog ();
  ChessEngineChoice *choice = chess_new_game_dialog_get_engine_choice (dialog);
  GObject *row = gtk_widget_get_template_child (GTK_WIDGET (choice), CHESS_TYPE_ENGINE_CHOICE, "level_row");

  g_object_ref (dialog);
  adw_combo_row_set_selected (ADW_COMBO_ROW (row), 0);
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==, "About 900");
  adw_combo_row_set_selected (ADW_COMBO_ROW (row), 3);
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==, "About 1650");
  adw_combo_row_set_selected (ADW_COMBO_ROW (row), CHESS_ENGINE_N_LEVELS - 1);
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==, "Over 2600");
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_object_unref (dialog);
}

static void
test_minutes_without_needless_decimals (void)
{
  ChessNewGameDialog *dialog = new_dialog ();
  GtkWidget *minutes = child (dialog, "minutes_spin");

  g_object_ref (dialog);
  /* the default 5 + 3 is no preset: Custom shows it */
  g_assert_true (gtk_widget_get_visible (child (dialog, "custom_list")));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (minutes)), ==, "5");
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (minutes), 0.5);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (minutes)), ==, "0.5");
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (minutes), 90);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (minutes)), ==, "90");

  /* what is typed counts */
  gtk_editable_set_text (GTK_EDITABLE (minutes), "12");
  gtk_spin_button_update (GTK_SPIN_BUTTON (minutes));
  g_assert_cmpfloat (gtk_spin_button_get_value (GTK_SPIN_BUTTON (minutes)), ==, 12.0);

  gtk_window_destroy (GTK_WINDOW (dialog));
  g_object_unref (dialog);
}

static void
test_fen_checked_while_typed (void)
{
  ChessNewGameDialog *dialog = new_dialog ();
  GtkWidget *start = child (dialog, "start_button");
  GtkWidget *entry = child (dialog, "fen_entry");
  GtkWidget *error = child (dialog, "fen_error");

  g_object_ref (dialog);
  g_assert_true (gtk_widget_get_sensitive (start));
  gtk_drop_down_set_selected (GTK_DROP_DOWN (child (dialog, "start_dropdown")), START_FEN);
  g_assert_true (gtk_widget_get_visible (child (dialog, "fen_row")));

  /* nothing typed yet: nothing to start from, and no reproach */
  g_assert_false (gtk_widget_get_sensitive (start));
  g_assert_false (gtk_widget_get_visible (error));

  gtk_editable_set_text (GTK_EDITABLE (entry), "8/8/8/4k3/8/8/8/4K3 x");
  g_assert_false (gtk_widget_get_sensitive (start));
  g_assert_true (gtk_widget_get_visible (error));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (error)), !=, "");
  g_assert_true (gtk_widget_has_css_class (entry, "error"));

  gtk_editable_set_text (GTK_EDITABLE (entry), "8/8/8/4k3/8/8/8/4K3 w - - 0 1");
  g_assert_true (gtk_widget_get_sensitive (start));
  g_assert_false (gtk_widget_get_visible (error));
  g_assert_false (gtk_widget_has_css_class (entry, "error"));

  /* a broken FEN does not hold back another start */
  gtk_editable_set_text (GTK_EDITABLE (entry), "nonsense");
  gtk_drop_down_set_selected (GTK_DROP_DOWN (child (dialog, "start_dropdown")), START_STANDARD);
  g_assert_true (gtk_widget_get_sensitive (start));

  gtk_window_destroy (GTK_WINDOW (dialog));
  g_object_unref (dialog);
}

/* Runs the main loop until `done` or five seconds. */
static gboolean
wait_for (gboolean (*done) (GtkWidget *, int), GtkWidget *widget, int value)
{
  gint64 deadline = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;

  while (!done (widget, value) && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, FALSE);
  return done (widget, value);
}

/* Under Persian the numbers are Persian, and typed Persian digits count. */
static void
test_minutes_in_persian (void)
{
  ChessNewGameDialog *dialog;
  GtkWidget *minutes;

  if (setlocale (LC_ALL, "fa_IR.UTF-8") == NULL)
    {
      g_test_skip ("the fa_IR.UTF-8 locale is missing (build-aux/ensure-locales.sh makes it)");
      return;
    }
  dialog = new_dialog ();
  minutes = child (dialog, "minutes_spin");
  g_object_ref (dialog);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (minutes)), ==, "۵");
  gtk_editable_set_text (GTK_EDITABLE (minutes), "۱۲");
  gtk_spin_button_update (GTK_SPIN_BUTTON (minutes));
  g_assert_cmpfloat (gtk_spin_button_get_value (GTK_SPIN_BUTTON (minutes)), ==, 12.0);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (minutes)), ==, "۱۲");

  gtk_window_destroy (GTK_WINDOW (dialog));
  g_object_unref (dialog);
  setlocale (LC_ALL, "C.UTF-8");
}

static gboolean
is_mapped (GtkWidget *widget, int unused)
{
  return gtk_widget_get_mapped (widget) && gtk_widget_get_height (widget) > 0;
}

static gboolean
shorter_than (GtkWidget *widget, int height)
{
  return gtk_widget_get_height (widget) < height;
}

static gboolean
taller_than (GtkWidget *widget, int height)
{
  return gtk_widget_get_height (widget) > height;
}

static void
test_height_follows_content (void)
{
  ChessNewGameDialog *dialog = new_dialog ();
  GtkWidget *widget = GTK_WIDGET (dialog);
  GtkWidget *blitz = GTK_WIDGET (preset (dialog, 1, 0));
  int with_custom, without;

  g_object_ref (dialog);
  gtk_window_present (GTK_WINDOW (dialog));
  g_assert_true (wait_for (is_mapped, widget, 0));
  with_custom = gtk_widget_get_height (widget);

  /* 3 + 2: the Custom rows go, and the dialog shrinks back */
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (blitz), TRUE);
  g_assert_false (gtk_widget_get_visible (child (dialog, "custom_list")));
  g_assert_true (wait_for (shorter_than, widget, with_custom));
  without = gtk_widget_get_height (widget);

  /* From FEN: the dialog grows to show the field */
  gtk_drop_down_set_selected (GTK_DROP_DOWN (child (dialog, "start_dropdown")), START_FEN);
  g_assert_true (wait_for (taller_than, widget, without));

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
  g_test_add_func ("/new-game-dialog/chess960-by-number", test_chess960_by_number);
  g_test_add_func ("/new-game-dialog/chess960-random", test_chess960_random);
  g_test_add_func ("/new-game-dialog/start-hands-on-number", test_start_hands_on_number);
  g_test_add_func ("/new-game-dialog/start-remembers-choice", test_start_remembers_choice);
  g_test_add_func ("/new-game-dialog/level-shows-rating", test_level_shows_rating);
  g_test_add_func ("/new-game-dialog/minutes-without-needless-decimals", test_minutes_without_needless_decimals);
  g_test_add_func ("/new-game-dialog/minutes-in-persian", test_minutes_in_persian);
  g_test_add_func ("/new-game-dialog/fen-checked-while-typed", test_fen_checked_while_typed);
  g_test_add_func ("/new-game-dialog/height-follows-content", test_height_follows_content);
  return g_test_run ();
}
