/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-banner.c — ChessBanner: its buttons answer with their ids, one
 * stands beside a short message and two, or one of a long message, go
 * under it, the close button hides the banner, and a hidden banner takes
 * no room and has no buttons to reach. */
#include "config.h"

#include <gtk/gtk.h>

#include "chess-banner.h"

/* The banner in a window, as in the side panel's width. */
static GtkWidget *
banner_in_window (GtkWidget **window)
{
  GtkWidget *banner = chess_banner_new ();

  *window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (*window), 288, 200);
  gtk_window_set_child (GTK_WINDOW (*window), banner);
  gtk_window_present (GTK_WINDOW (*window));
  return banner;
}

/* The first widget under root, depth first, that `match` accepts. */
static GtkWidget *
find_descendant (GtkWidget *root, gboolean (*match) (GtkWidget *, const char *), const char *data)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = match (child, data) ? child : find_descendant (child, match, data);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
is_label_reading (GtkWidget *widget, const char *text)
{
  return GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), text) == 0;
}

static gboolean
is_button_named (GtkWidget *widget, const char *tooltip)
{
  return GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_widget_get_tooltip_text (widget), tooltip) == 0;
}

static void
iterate (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

/* Runs the main loop until the banner is (or is no longer) visible. */
static gboolean
wait_visible (GtkWidget *banner, gboolean visible)
{
  gint64 deadline = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;

  while (gtk_widget_get_visible (banner) != visible && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, FALSE);
  return gtk_widget_get_visible (banner) == visible;
}

static gboolean
count_frame (GtkWidget *widget, GdkFrameClock *clock, gpointer data)
{
  (*(int *) data)++;
  return G_SOURCE_CONTINUE;
}

/* Runs the main loop for two frames of the widget's window: what changed
 * before is laid out. */
static void
wait_frames (GtkWidget *widget)
{
  gint64 deadline = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;
  int frames = 0;
  guint id = gtk_widget_add_tick_callback (widget, count_frame, &frames, NULL);

  while (frames < 2 && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  gtk_widget_remove_tick_callback (widget, id);
  g_assert_cmpint (frames, >=, 2);
  g_assert_cmpint (gtk_widget_get_width (widget), >, 0);
}

static void
on_response (ChessBanner *banner, int response, int *last)
{
  *last = response;
}

static void
test_responses (void)
{
  GtkWidget *window;
  GtkWidget *banner = banner_in_window (&window);
  GtkWidget *decline, *accept;
  int last = 0;

  g_signal_connect (banner, "response", G_CALLBACK (on_response), &last);
  decline = chess_banner_add_button (CHESS_BANNER (banner), "_Decline", 3, NULL);
  accept = chess_banner_add_button (CHESS_BANNER (banner), "_Accept Draw", 4, "suggested-action");
  g_assert_true (gtk_widget_has_css_class (accept, "suggested-action"));
  g_assert_true (gtk_button_get_use_underline (GTK_BUTTON (decline)));

  g_signal_emit_by_name (accept, "clicked");
  g_assert_cmpint (last, ==, 4);
  g_signal_emit_by_name (decline, "clicked");
  g_assert_cmpint (last, ==, 3);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* One button beside the text, on its line; two under it. */
static void
test_buttons_beside_then_under (void)
{
  GtkWidget *window;
  GtkWidget *banner = banner_in_window (&window);
  GtkWidget *first, *second;
  graphene_rect_t text, button;
  GtkWidget *label;

  chess_banner_set_title (CHESS_BANNER (banner), "White wins");
  chess_banner_set_revealed (CHESS_BANNER (banner), TRUE);
  first = chess_banner_add_button (CHESS_BANNER (banner), "New Game", 1, NULL);
  wait_frames (first);

  label = find_descendant (banner, is_label_reading, "White wins");
  g_assert_nonnull (label);

  g_assert_true (gtk_widget_compute_bounds (label, banner, &text));
  g_assert_true (gtk_widget_compute_bounds (first, banner, &button));
  g_assert_cmpfloat (button.origin.x, >=, text.origin.x + text.size.width);
  g_assert_cmpfloat (button.origin.y, <, text.origin.y + text.size.height);

  second = chess_banner_add_button (CHESS_BANNER (banner), "Other", 2, NULL);
  g_assert_true (gtk_widget_is_ancestor (first, banner));
  g_assert_true (gtk_widget_is_ancestor (second, banner));
  wait_frames (second);
  g_assert_true (gtk_widget_compute_bounds (label, banner, &text));
  g_assert_true (gtk_widget_compute_bounds (first, banner, &button));
  g_assert_cmpfloat (button.origin.y, >=, text.origin.y + text.size.height);
  g_assert_true (gtk_widget_compute_bounds (second, banner, &button));
  g_assert_cmpfloat (button.origin.y, >=, text.origin.y + text.size.height);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The button of a message with a title and a text goes under them (and
 * under an extra child), and back beside the title when the text goes. */
static void
test_long_message_button_under (void)
{
  GtkWidget *window;
  GtkWidget *banner = banner_in_window (&window);
  GtkWidget *button, *title, *extra;
  graphene_rect_t text, bounds;

  chess_banner_set_title (CHESS_BANNER (banner), "The library of games cannot be opened");
  chess_banner_set_text (CHESS_BANNER (banner), "library.db: not a library of this program");
  chess_banner_set_revealed (CHESS_BANNER (banner), TRUE);
  button = chess_banner_add_button (CHESS_BANNER (banner), "_Start a New Library", 1, NULL);
  extra = gtk_progress_bar_new ();
  chess_banner_set_extra_child (CHESS_BANNER (banner), extra);
  g_assert_true (chess_banner_get_extra_child (CHESS_BANNER (banner)) == extra);
  wait_frames (button);
  title = find_descendant (banner, is_label_reading, "The library of games cannot be opened");
  g_assert_true (gtk_widget_compute_bounds (find_descendant (banner, is_label_reading,
                                                             "library.db: not a library of this program"),
                                            banner, &text));
  /* the text, the extra child, the button, from the top */
  g_assert_true (gtk_widget_compute_bounds (extra, banner, &bounds));
  g_assert_cmpfloat (bounds.origin.y, >=, text.origin.y + text.size.height);
  text = bounds;
  g_assert_true (gtk_widget_compute_bounds (button, banner, &bounds));
  g_assert_cmpfloat (bounds.origin.y, >=, text.origin.y + text.size.height);
  g_object_ref (extra);
  chess_banner_set_extra_child (CHESS_BANNER (banner), NULL);
  g_assert_null (gtk_widget_get_parent (extra));
  g_assert_null (chess_banner_get_extra_child (CHESS_BANNER (banner)));
  g_object_unref (extra);

  chess_banner_set_text (CHESS_BANNER (banner), NULL);
  wait_frames (button);
  g_assert_true (gtk_widget_compute_bounds (title, banner, &text));
  g_assert_true (gtk_widget_compute_bounds (button, banner, &bounds));
  g_assert_cmpfloat (bounds.origin.x, >=, text.origin.x + text.size.width);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Hidden, a banner is not visible: no room, no buttons in the focus chain;
 * its close button hides it and answers CHESS_BANNER_RESPONSE_CLOSE. */
static void
test_reveal_and_close (void)
{
  GtkWidget *window;
  GtkWidget *banner = banner_in_window (&window);
  GtkWidget *close;
  int last = 0;

  g_signal_connect (banner, "response", G_CALLBACK (on_response), &last);
  chess_banner_set_text (CHESS_BANNER (banner), "Problems in a file");
  chess_banner_set_show_close_button (CHESS_BANNER (banner), TRUE);
  g_assert_false (chess_banner_get_revealed (CHESS_BANNER (banner)));
  g_assert_false (gtk_widget_get_visible (banner));

  chess_banner_set_revealed (CHESS_BANNER (banner), TRUE);
  g_assert_true (gtk_widget_get_visible (banner));
  iterate ();
  close = find_descendant (banner, is_button_named, "Close");
  g_assert_nonnull (close);
  g_assert_true (gtk_widget_get_visible (close));

  g_signal_emit_by_name (close, "clicked");
  g_assert_cmpint (last, ==, CHESS_BANNER_RESPONSE_CLOSE);
  g_assert_false (chess_banner_get_revealed (CHESS_BANNER (banner)));
  g_assert_true (wait_visible (banner, FALSE));
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_message_type_style (void)
{
  GtkWidget *banner = g_object_ref_sink (chess_banner_new ());

  g_assert_true (gtk_widget_has_css_class (banner, "info"));
  chess_banner_set_message_type (CHESS_BANNER (banner), GTK_MESSAGE_ERROR);
  g_assert_true (gtk_widget_has_css_class (banner, "error"));
  g_assert_false (gtk_widget_has_css_class (banner, "info"));
  g_assert_cmpint (chess_banner_get_message_type (CHESS_BANNER (banner)), ==, GTK_MESSAGE_ERROR);
  chess_banner_set_message_type (CHESS_BANNER (banner), GTK_MESSAGE_WARNING);
  g_assert_true (gtk_widget_has_css_class (banner, "warning"));
  g_assert_false (gtk_widget_has_css_class (banner, "error"));
  g_object_unref (banner);
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
  /* a banner slides in; the tests look at where it ends */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  g_test_add_func ("/banner/responses", test_responses);
  g_test_add_func ("/banner/buttons-beside-then-under", test_buttons_beside_then_under);
  g_test_add_func ("/banner/long-message-button-under", test_long_message_button_under);
  g_test_add_func ("/banner/reveal-and-close", test_reveal_and_close);
  g_test_add_func ("/banner/message-type-style", test_message_type_style);
  return g_test_run ();
}
