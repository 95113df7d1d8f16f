/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-engine-preferences — the Engines page of Preferences with the fake
 * engine of tests/engine: its options become widgets of their kinds, a
 * change is kept in the settings (and Reset to Defaults forgets it), the
 * options the program sets itself are not offered, a button option is
 * sent to the engine, Add Engine… of a program that is not an engine
 * shows the engine's message and adds nothing, a real second engine
 * (Toga II) is added, and Remove takes an engine away. */

#include <adwaita.h>
#include <string.h>
#include <glib/gstdio.h>

#include "chess-engine-catalog.h"
#include "chess-engine-preferences.h"

#define TOGA "/usr/games/toga2"

static char *tmp_dir;

static void
iterate (guint ms)
{
  gint64 until = g_get_monotonic_time () + ms * 1000;

  while (g_get_monotonic_time () < until)
    {
      g_main_context_iteration (NULL, FALSE);
      g_usleep (2000);
    }
}

/* The first descendant of `widget` named `name` of `type` (or any type). */
static GtkWidget *
find (GtkWidget  *widget,
      const char *name,
      GType       type)
{
  if ((name == NULL || g_strcmp0 (gtk_widget_get_name (widget), name) == 0)
      && (type == G_TYPE_NONE || G_TYPE_CHECK_INSTANCE_TYPE (widget, type)))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find (child, name, type);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static GtkWidget *
wait_for (GtkWidget  *root,
          const char *name,
          GType       type)
{
  GtkWidget *found = NULL;

  for (int i = 0; i < 3000 && (found = find (root, name, type)) == NULL; i++)
    iterate (10);
  if (found == NULL)
    g_error ("no widget %s of type %s", name, g_type_name (type));
  return found;
}

static char *
saved (GSettings  *settings,
       const char *path,
       const char *name)
{
  g_autoptr (ChessEngineCatalog) catalog = chess_engine_catalog_new (settings);

  return chess_engine_catalog_dup_option_value (catalog, path, name);
}

static void
test_options (void)
{
  const char *fake = g_getenv ("FAKE_ENGINE");
  g_autoptr (GSettings) settings = g_settings_new ("com.example.Chess");
  g_autofree char *log = g_build_filename (tmp_dir, "commands.log", NULL);
  g_autofree char *commands = NULL;
  g_autofree char *value = NULL;
  GtkWidget *window = gtk_window_new ();
  ChessEnginePreferences *page;
  GtkWidget *row, *spin, *toggle;

  g_setenv ("FAKE_ENGINE_MODE", "good", TRUE);
  g_setenv ("FAKE_ENGINE_LOG", log, TRUE);
  g_settings_set_value (settings, "engines", g_variant_new_parsed ("[(%s, 'Fake Engine')]", fake));
  page = chess_engine_preferences_new (settings);
  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (page));
  gtk_window_present (GTK_WINDOW (window));

  row = wait_for (GTK_WIDGET (page), fake, ADW_TYPE_EXPANDER_ROW);
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (row), TRUE);

  /* spin */
  spin = wait_for (wait_for (row, "Hash", ADW_TYPE_ACTION_ROW), NULL, GTK_TYPE_SPIN_BUTTON);
  g_assert_cmpfloat (gtk_spin_button_get_value (GTK_SPIN_BUTTON (spin)), ==, 16);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), 64);
  value = saved (settings, fake, "Hash");
  g_assert_cmpstr (value, ==, "64");
  g_clear_pointer (&value, g_free);
  /* check */
  toggle = find (find (row, "Own Book", ADW_TYPE_ACTION_ROW), NULL, GTK_TYPE_SWITCH);
  g_assert_nonnull (toggle);
  g_assert_true (gtk_switch_get_active (GTK_SWITCH (toggle)));
  gtk_switch_set_active (GTK_SWITCH (toggle), FALSE);
  value = saved (settings, fake, "Own Book");
  g_assert_cmpstr (value, ==, "false");
  g_clear_pointer (&value, g_free);
  /* combo: Solid, Normal, Risky */
  adw_combo_row_set_selected (ADW_COMBO_ROW (find (row, "Style", ADW_TYPE_COMBO_ROW)), 2);
  value = saved (settings, fake, "Style");
  g_assert_cmpstr (value, ==, "Risky");
  g_clear_pointer (&value, g_free);
  /* string, set when applied */
  {
    GtkWidget *entry = find (row, "Book File", ADW_TYPE_ENTRY_ROW);

    gtk_editable_set_text (GTK_EDITABLE (entry), "/tmp/book.bin");
    g_assert_null (saved (settings, fake, "Book File"));
    g_signal_emit_by_name (entry, "apply");
    value = saved (settings, fake, "Book File");
    g_assert_cmpstr (value, ==, "/tmp/book.bin");
    g_clear_pointer (&value, g_free);    /* A value with a line break (pasted) is refused and marked, not
     * dropped without a word; the value kept stays. */
    gtk_editable_set_text (GTK_EDITABLE (entry), "/tmp/a.bin\nsetoption name Hash value 1");
    g_signal_emit_by_name (entry, "apply");
    value = saved (settings, fake, "Book File");
    g_assert_cmpstr (value, ==, "/tmp/book.bin");
    g_clear_pointer (&value, g_free);
    g_assert_true (gtk_widget_has_css_class (entry, "error"));
    gtk_editable_set_text (GTK_EDITABLE (entry), "/tmp/other.bin");
    g_signal_emit_by_name (entry, "apply");
    g_assert_false (gtk_widget_has_css_class (entry, "error"));
  }
  /* button: an action for the engine */
  g_signal_emit_by_name (find (row, "Clear Hash", ADW_TYPE_ACTION_ROW), "activated");
  for (int i = 0; i < 500; i++)
    {
      g_clear_pointer (&commands, g_free);
      g_file_get_contents (log, &commands, NULL, NULL);
      if (commands != NULL && strstr (commands, "setoption name Clear Hash") != NULL)
        break;
      iterate (10);
    }
  g_assert_nonnull (strstr (commands, "setoption name Clear Hash\n"));
  /* set by the program itself: not offered */
  g_assert_null (find (row, "UCI_Chess960", G_TYPE_NONE));
  g_assert_null (find (row, "Ponder", G_TYPE_NONE));

  /* Reset to Defaults: nothing kept, the widgets show the defaults. */
  g_signal_emit_by_name (find (row, "reset", GTK_TYPE_BUTTON), "clicked");
  g_assert_null (saved (settings, fake, "Hash"));
  g_assert_null (saved (settings, fake, "Style"));
  spin = find (find (row, "Hash", ADW_TYPE_ACTION_ROW), NULL, GTK_TYPE_SPIN_BUTTON);
  g_assert_cmpfloat (gtk_spin_button_get_value (GTK_SPIN_BUTTON (spin)), ==, 16);

  gtk_window_destroy (GTK_WINDOW (window));
  iterate (100);
  g_unsetenv ("FAKE_ENGINE_LOG");
  g_settings_reset (settings, "engines");
}

static GtkWidget *
message_dialog (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GtkWidget) window = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (window))
        return window;
    }
  return NULL;
}

static void
test_add_and_remove (void)
{
  g_autoptr (GSettings) settings = g_settings_new ("com.example.Chess");
  GtkWidget *window = gtk_window_new ();
  ChessEnginePreferences *page = chess_engine_preferences_new (settings);
  g_autoptr (GVariant) engines = NULL;
  GtkWidget *dialog = NULL, *remove;

  g_settings_reset (settings, "engines");
  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (page));
  gtk_window_present (GTK_WINDOW (window));

  chess_engine_preferences_add_engine (page, "/bin/true");
  for (int i = 0; i < 1000 && (dialog = message_dialog ()) == NULL; i++)
    iterate (10);
  g_assert_nonnull (dialog);
  g_assert_nonnull (strstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)),
                            "“true” is not a UCI chess engine"));
  gtk_window_destroy (GTK_WINDOW (dialog));
  engines = g_settings_get_value (settings, "engines");
  g_assert_cmpuint (g_variant_n_children (engines), ==, 0);
  g_clear_pointer (&engines, g_variant_unref);

  chess_engine_preferences_add_engine (page, TOGA);
  remove = find (wait_for (GTK_WIDGET (page), TOGA, ADW_TYPE_EXPANDER_ROW), NULL, GTK_TYPE_BUTTON);
  g_assert_nonnull (remove);
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (find (GTK_WIDGET (page), TOGA,
                                                                              ADW_TYPE_EXPANDER_ROW))),
                   ==, "Toga II 3.0");
  engines = g_settings_get_value (settings, "engines");
  g_assert_cmpuint (g_variant_n_children (engines), ==, 1);
  g_clear_pointer (&engines, g_variant_unref);

  g_signal_emit_by_name (remove, "clicked");
  iterate (50);
  g_assert_null (find (GTK_WIDGET (page), TOGA, G_TYPE_NONE));
  engines = g_settings_get_value (settings, "engines");
  g_assert_cmpuint (g_variant_n_children (engines), ==, 0);
  gtk_window_destroy (GTK_WINDOW (window));
  iterate (100);
}

int
main (int argc, char *argv[])
{
  g_autoptr (GError) error = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  if (!gtk_init_check ())
    {
      g_test_skip ("no display");
      return 77;
    }
  adw_init ();
  tmp_dir = g_dir_make_tmp ("chess-engine-prefs-XXXXXX", &error);
  g_assert_no_error (error);
  g_test_add_func ("/engine-preferences/options", test_options);
  g_test_add_func ("/engine-preferences/add-and-remove", test_add_and_remove);
  status = g_test_run ();
  {
    g_autofree char *log = g_build_filename (tmp_dir, "commands.log", NULL);

    g_unlink (log);
    g_rmdir (tmp_dir);
    g_free (tmp_dir);
  }
  return status;
}
