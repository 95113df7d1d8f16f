/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-trainer-history.c — the trainer's History: the rating now and
 * its course as a line (its last 200 values), and the success rate of
 * each theme tried, read from the puzzle store when the window opens. */
#include "config.h"

#include "chess-trainer-window-private.h"

#include <glib/gi18n.h>

#include "chess-digits.h"
#include "chess-trainer-themes.h"

#define HISTORY_POINTS 200

static void
draw_ratings (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer user_data)
{
  GArray *ratings = user_data;
  if (ratings->len < 2)
    return;
  double low = G_MAXDOUBLE, high = -G_MAXDOUBLE;
  for (guint i = 0; i < ratings->len; i++)
    {
      double r = g_array_index (ratings, ChessGlicko2Rating, i).rating;
      low = MIN (low, r);
      high = MAX (high, r);
    }
  if (high - low < 50)
    {
      double middle = (high + low) / 2;
      low = middle - 25;
      high = middle + 25;
    }
  GdkRGBA colour;
  /* gtk_widget_get_color is GTK 4.10 (tests/check-deprecated.sh). */
  gtk_style_context_get_color (gtk_widget_get_style_context (GTK_WIDGET (area)), &colour);
  gdk_cairo_set_source_rgba (cr, &colour);
  cairo_set_line_width (cr, 2);
  for (guint i = 0; i < ratings->len; i++)
    {
      double r = g_array_index (ratings, ChessGlicko2Rating, i).rating;
      double x = 4 + (width - 8) * (double) i / (ratings->len - 1);
      double y = 4 + (height - 8) * (high - r) / (high - low);
      if (i == 0)
        cairo_move_to (cr, x, y);
      else
        cairo_line_to (cr, x, y);
    }
  cairo_stroke (cr);
}

static GtkWidget *
rating_group (ChessTrainerWindow *self)
{
  ChessPuzzleStore *store = chess_puzzle_trainer_get_store (self->trainer);
  ChessGlicko2Rating now = chess_puzzle_trainer_get_rating (self->trainer);
  g_autoptr (GArray) all = chess_puzzle_store_rating_history (store, 0);
  GArray *ratings = g_array_new (FALSE, FALSE, sizeof (ChessGlicko2Rating));
  if (all->len > 0)
    g_array_append_vals (ratings, &g_array_index (all, ChessGlicko2Rating, all->len - MIN (all->len, HISTORY_POINTS)),
                         MIN (all->len, HISTORY_POINTS));

  GtkWidget *group = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Rating"));
  GtkWidget *row = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Your puzzle rating"));
  /* Translators: a rating and its uncertainty (the Glicko deviation), "1512 ± 85". */
  g_autofree char *value = g_strdup_printf (_("%.0f ± %.0f"), now.rating, 2 * now.deviation);
  g_autofree char *local_value = chess_digits_localize (value, FALSE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), local_value);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);

  GtkWidget *course = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (course), _("Its course"));
  g_autofree char *summary = NULL;
  if (ratings->len >= 2)
    /* Translators: the first and last rating of the line drawn, and how many puzzles it covers. */
    summary = g_strdup_printf (ngettext ("From %.0f to %.0f over %u puzzle", "From %.0f to %.0f over %u puzzles",
                                         ratings->len),
                               g_array_index (ratings, ChessGlicko2Rating, 0).rating,
                               g_array_index (ratings, ChessGlicko2Rating, ratings->len - 1).rating, ratings->len);
  else
    summary = g_strdup (_("Solve a few puzzles to see it"));
  g_autofree char *local_summary = chess_digits_localize (summary, FALSE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (course), local_summary);
  GtkWidget *area = gtk_drawing_area_new ();
  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (area), 180);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (area), 48);
  gtk_widget_set_valign (area, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (area), GTK_ACCESSIBLE_PROPERTY_LABEL, local_summary, -1);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), draw_ratings, ratings, (GDestroyNotify) g_array_unref);
  adw_action_row_add_suffix (ADW_ACTION_ROW (course), area);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), course);
  return group;
}

static GtkWidget *
themes_group (ChessTrainerWindow *self)
{
  ChessPuzzleStore *store = chess_puzzle_trainer_get_store (self->trainer);
  g_auto (GStrv) names = chess_trainer_themes_in_order (store);
  GtkWidget *group = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Success by theme"));
  guint shown = 0;
  for (char **name = names; *name; name++)
    {
      guint tried, solved;
      chess_puzzle_store_theme_success (store, *name, &tried, &solved);
      if (tried == 0)
        continue;
      GtkWidget *row = adw_action_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), chess_trainer_theme_label (*name));
      /* Translators: puzzles of a theme solved, and tried. */
      g_autofree char *counts = g_strdup_printf (ngettext ("%u of %u solved", "%u of %u solved", tried),
                                                 solved, tried);
      g_autofree char *local_counts = chess_digits_localize (counts, FALSE);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), local_counts);
      /* Translators: a success rate in percent. */
      g_autofree char *percent = g_strdup_printf (_("%.0f %%"), 100.0 * solved / tried);
      g_autofree char *local_percent = chess_digits_localize (percent, FALSE);
      GtkWidget *label = gtk_label_new (local_percent);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
      shown++;
    }
  if (shown == 0)
    adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group), _("No puzzle tried yet."));
  return group;
}

void
chess_trainer_window_show_history (ChessTrainerWindow *self)
{
  GtkWidget *window = adw_window_new ();
  gtk_window_set_title (GTK_WINDOW (window), _("Puzzle History"));
  gtk_window_set_transient_for (GTK_WINDOW (window), GTK_WINDOW (self));
  gtk_window_set_modal (GTK_WINDOW (window), TRUE);
  gtk_window_set_default_size (GTK_WINDOW (window), 460, 560);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_box_append (GTK_BOX (box), adw_header_bar_new ());
  GtkWidget *page = adw_preferences_page_new ();
  gtk_widget_set_vexpand (page, TRUE);
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (rating_group (self)));
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (themes_group (self)));
  gtk_box_append (GTK_BOX (box), page);
  adw_window_set_content (ADW_WINDOW (window), box);
  GtkEventController *keys = gtk_shortcut_controller_new ();
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (keys),
                                        gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_Escape, 0),
                                                          gtk_named_action_new ("window.close")));
  gtk_widget_add_controller (window, keys);
  gtk_window_present (GTK_WINDOW (window));
}
