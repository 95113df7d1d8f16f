/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-preferences.c — the preferences window and the Style setting.  Every
 * row shows its key and writes it back; the style key decides whether the
 * program is dark, and "follow" follows the desktop's own setting live. */
#include "config.h"

#include <adwaita.h>

#include "chess-appearance.h"
#include "chess-preferences-dialog.h"
#include "chess-tablebase-preferences.h"

static GSettings *settings;

static GObject *
child (ChessPreferencesDialog *dialog, const char *name)
{
  GObject *object = gtk_widget_get_template_child (GTK_WIDGET (dialog), CHESS_TYPE_PREFERENCES_DIALOG, name);

  g_assert_nonnull (object);
  return object;
}

typedef struct {
  const char *row;
  const char *key;
  const char *choices[5];     /* in the order of the row's items */
} ChoiceRow;

static const ChoiceRow choice_rows[] = {
  { "style_row", "style", { "follow", "light", "dark" } },
  { "piece_set_row", "piece-set", { "classic", "contrast" } },
  { "board_theme_row", "board-theme", { "brown", "green", "blue", "grey" } },
  { "clock_start_row", "clock-start", { "first-move", "immediately" } },
  { "notation_row", "move-notation", { "english", "local", "figurine" } },
};

static const struct { const char *widget, *key; } switches[] = {
  { "coordinates_switch", "show-coordinates" },
  { "legal_moves_switch", "show-legal-moves" },
  { "animate_switch", "animate-moves" },
  { "auto_flip_switch", "auto-flip" },
  { "touch_move_switch", "touch-move" },
  { "material_switch", "show-material" },
  { "auto_queen_switch", "auto-queen" },
  { "premoves_switch", "premoves" },
};

static void
test_rows_follow_settings (void)
{
  ChessPreferencesDialog *dialog = chess_preferences_dialog_new (NULL, settings);

  g_object_ref_sink (dialog);
  for (guint i = 0; i < G_N_ELEMENTS (choice_rows); i++)
    {
      const ChoiceRow *c = &choice_rows[i];
      AdwComboRow *row = ADW_COMBO_ROW (child (dialog, c->row));
      guint n = 0;

      while (n < G_N_ELEMENTS (c->choices) && c->choices[n] != NULL)
        n++;
      /* the row offers exactly the schema's choices */
      g_assert_cmpuint (g_list_model_get_n_items (adw_combo_row_get_model (row)), ==, n);
      for (guint k = 0; k < n; k++)
        {
          g_autofree char *value = NULL;

          g_settings_set_string (settings, c->key, c->choices[k]);
          g_assert_cmpuint (adw_combo_row_get_selected (row), ==, k);

          adw_combo_row_set_selected (row, (k + 1) % n);
          value = g_settings_get_string (settings, c->key);
          g_assert_cmpstr (value, ==, c->choices[(k + 1) % n]);
        }
      g_settings_reset (settings, c->key);
    }

  for (guint i = 0; i < G_N_ELEMENTS (switches); i++)
    {
      GtkSwitch *toggle = GTK_SWITCH (child (dialog, switches[i].widget));

      g_settings_set_boolean (settings, switches[i].key, TRUE);
      g_assert_true (gtk_switch_get_active (toggle));
      g_settings_set_boolean (settings, switches[i].key, FALSE);
      g_assert_false (gtk_switch_get_active (toggle));
      gtk_switch_set_active (toggle, TRUE);
      g_assert_true (g_settings_get_boolean (settings, switches[i].key));
      g_settings_reset (settings, switches[i].key);
    }

  gtk_window_destroy (GTK_WINDOW (dialog));
  g_object_unref (dialog);
}

static void
test_style_decides_dark (void)
{
  AdwStyleManager *manager = adw_style_manager_get_default ();
  g_autoptr (GSettings) desktop = g_settings_new ("org.gnome.desktop.interface");

  chess_appearance_follow_settings (settings);
  g_settings_set_string (desktop, "color-scheme", "default");

  g_settings_set_string (settings, "style", "dark");
  g_assert_cmpint (adw_style_manager_get_color_scheme (manager), ==, ADW_COLOR_SCHEME_FORCE_DARK);
  g_assert_true (adw_style_manager_get_dark (manager));

  g_settings_set_string (settings, "style", "light");
  g_assert_cmpint (adw_style_manager_get_color_scheme (manager), ==, ADW_COLOR_SCHEME_FORCE_LIGHT);
  g_assert_false (adw_style_manager_get_dark (manager));

  /* "follow": whatever the desktop prefers, as soon as it changes */
  g_settings_set_string (settings, "style", "follow");
  g_assert_cmpint (adw_style_manager_get_color_scheme (manager), ==, ADW_COLOR_SCHEME_DEFAULT);
  g_assert_false (adw_style_manager_get_dark (manager));
  g_settings_set_string (desktop, "color-scheme", "prefer-dark");
  g_assert_true (adw_style_manager_get_dark (manager));
  g_settings_set_string (desktop, "color-scheme", "default");
  g_assert_false (adw_style_manager_get_dark (manager));

  /* a forced style wins over the desktop's preference */
  g_settings_set_string (desktop, "color-scheme", "prefer-dark");
  g_settings_set_string (settings, "style", "light");
  g_assert_false (adw_style_manager_get_dark (manager));

  g_settings_reset (settings, "style");
  g_settings_reset (desktop, "color-scheme");
}

/* The first AdwActionRow under `widget` whose title starts with `prefix`. */
static AdwPreferencesRow *
find_row (GtkWidget *widget, const char *prefix)
{
  if (ADW_IS_PREFERENCES_ROW (widget)
      && g_str_has_prefix (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), prefix))
    return ADW_PREFERENCES_ROW (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    {
      AdwPreferencesRow *row = find_row (child, prefix);

      if (row)
        return row;
    }
  return NULL;
}

/* The Endgames page says what the tables found, and sets the folders
 * when the entry is applied. */
static void
test_tablebase_page (void)
{
  g_autofree char *folder = g_build_filename (g_getenv ("CHESS_TESTDATA"), "syzygy", NULL);
  g_autoptr (ChessTablebase) tablebase = chess_tablebase_new ();
  GtkWidget *page;
  AdwPreferencesRow *found, *folders;

  page = g_object_ref_sink (chess_tablebase_preferences_new (settings, tablebase));
  g_assert_nonnull (find_row (page, "No tables found"));
  g_assert_true (chess_tablebase_open (tablebase, folder, NULL));
  found = find_row (page, "35 tables, up to 4 pieces");
  g_assert_nonnull (found);
  g_assert_true (g_str_has_suffix (adw_action_row_get_subtitle (ADW_ACTION_ROW (found)), folder));
  folders = find_row (page, "Folders");
  gtk_editable_set_text (GTK_EDITABLE (folders), folder);
  g_signal_emit_by_name (folders, "apply");
  g_autofree char *set = g_settings_get_string (settings, "tablebase-folders");
  g_assert_cmpstr (set, ==, folder);
  g_settings_reset (settings, "tablebase-folders");
  g_object_unref (page);
}

int
main (int argc, char *argv[])
{
  int status;

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  settings = g_settings_new (APP_ID);

  g_test_add_func ("/preferences/rows-follow-settings", test_rows_follow_settings);
  g_test_add_func ("/preferences/style-decides-dark", test_style_decides_dark);
  g_test_add_func ("/preferences/tablebase-page", test_tablebase_page);
  status = g_test_run ();
  g_object_unref (settings);
  return status;
}
