/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-clock-view.c — the clock widget wakes up exactly when the digits it
 * shows change, and at no other time (suite 'ui'). */
#include <gtk/gtk.h>

#include "chess-clock-view.h"

static gint64 fake_now;

static gint64
fake_time (gpointer user_data)
{
  return fake_now;
}

/* Spins the main loop until the view shows `text` (or 3 s pass). */
static gboolean
wait_for_text (ChessClockView *view, const char *text)
{
  gint64 deadline = g_get_monotonic_time () + 3 * G_USEC_PER_SEC;

  while (g_strcmp0 (chess_clock_view_get_text (view), text) != 0
         && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, FALSE), g_usleep (1000);
  return g_strcmp0 (chess_clock_view_get_text (view), text) == 0;
}

static void
test_wakes_at_digit_changes (void)
{
  g_autoptr (ChessTimeControl) tc = chess_time_control_new_simple (300 * G_USEC_PER_SEC,
                                                                   CHESS_BONUS_INCREMENT, 0);
  g_autoptr (ChessClock) clock = chess_clock_new (tc);
  ChessClockView *white = CHESS_CLOCK_VIEW (g_object_ref_sink (chess_clock_view_new (CHESS_WHITE)));
  ChessClockView *black = CHESS_CLOCK_VIEW (g_object_ref_sink (chess_clock_view_new (CHESS_BLACK)));
  gint64 start;

  /* Fake time in the monotonic domain: it stands still unless we move it. */
  fake_now = start = g_get_monotonic_time ();
  chess_clock_set_time_source (clock, fake_time, NULL, NULL);
  chess_clock_view_set_clock (white, clock);
  chess_clock_view_set_clock (black, clock);

  g_assert_cmpstr (chess_clock_view_get_text (white), ==, "5:00");
  g_assert_cmpint (chess_clock_view_get_ready_time (white), ==, -1);   /* nothing runs */

  chess_clock_start (clock, CHESS_WHITE);
  g_assert_cmpint (chess_clock_get_next_display_change (clock), ==, start + G_USEC_PER_SEC);
  g_assert_cmpint (chess_clock_view_get_ready_time (white), ==, start + G_USEC_PER_SEC);
  g_assert_cmpint (chess_clock_view_get_ready_time (black), ==, -1);   /* not its turn */

  /* While the fake time stands still, nothing changes. */
  for (int i = 0; i < 50; i++)
    g_main_context_iteration (NULL, FALSE);
  g_assert_cmpstr (chess_clock_view_get_text (white), ==, "5:00");

  fake_now = start + G_USEC_PER_SEC;
  g_assert_true (wait_for_text (white, "4:59"));
  g_assert_cmpint (chess_clock_view_get_ready_time (white), ==, start + 2 * G_USEC_PER_SEC);

  /* Under ten seconds the display shows tenths: the next wake-up is the
   * next tenth, not the next second.  (The fake time is moved a second
   * ahead of the real one first: the view never arms its source for less
   * than a millisecond after the real now, and on a busy machine the real
   * time may have passed the fake instant by more than a tenth.) */
  fake_now = MAX (fake_now, g_get_monotonic_time ()) + G_USEC_PER_SEC;
  chess_clock_set_remaining (clock, CHESS_WHITE, 9 * G_USEC_PER_SEC + 950000);
  g_assert_true (wait_for_text (white, "0:10.0"));
  g_assert_cmpint (chess_clock_view_get_ready_time (white) - fake_now, ==, 50000);

  /* Black's turn: White's view sleeps, Black's wakes at its next second. */
  g_assert_true (chess_clock_press (clock));
  g_assert_cmpint (chess_clock_view_get_ready_time (white), ==, -1);
  g_assert_cmpint (chess_clock_view_get_ready_time (black), ==, fake_now + G_USEC_PER_SEC);

  chess_clock_stop (clock);
  g_assert_cmpint (chess_clock_view_get_ready_time (black), ==, -1);

  /* The view wakes at the instants the clock's own timer does (its flag
   * and low-time checks, G_PRIORITY_HIGH): at the same priority GLib
   * dispatches both in one main-loop iteration, not one after the other. */
  {
    GSource *source = g_main_context_find_source_by_user_data (NULL, white);

    g_assert_nonnull (source);
    g_assert_cmpint (g_source_get_priority (source), ==, G_PRIORITY_HIGH);
  }

  chess_clock_view_set_clock (white, NULL);
  chess_clock_view_set_clock (black, NULL);
  g_object_unref (white);
  g_object_unref (black);
}

/* Columns of the view's picture that hold ink, as [first, last]; -1 if none. */
static void
ink_columns (GtkWidget *view, int *first, int *last)
{
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  int width = gtk_widget_get_width (view), height = gtk_widget_get_height (view);
  g_autoptr (GskRenderNode) node = NULL;
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  cairo_t *cr = cairo_create (surface);

  /* the view's own drawing (its text; GTK adds the CSS background around it) */
  GTK_WIDGET_GET_CLASS (view)->snapshot (view, snapshot);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  gsk_render_node_draw (node, cr);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  *first = *last = -1;
  for (int x = 0; x < width; x++)
    for (int y = 0; y < height; y++)
      {
        const guint32 *row = (const guint32 *) (cairo_image_surface_get_data (surface)
                                                + y * cairo_image_surface_get_stride (surface));
        if ((row[x] >> 24) > 0x80)
          {
            if (*first < 0)
              *first = x;
            *last = x;
            break;
          }
      }
  cairo_surface_destroy (surface);
}

/* view, shown in a window 320 px wide: the window (destroy it). */
static GtkWidget *
show_view (GtkWidget *view)
{
  GtkWidget *window = gtk_window_new ();

  gtk_window_set_child (GTK_WINDOW (window), view);
  gtk_window_set_default_size (GTK_WINDOW (window), 320, 60);
  gtk_window_present (GTK_WINDOW (window));
  for (int i = 0; i < 500 && (gtk_widget_get_width (view) < 300 || !gtk_widget_get_mapped (view)); i++)
    g_main_context_iteration (NULL, FALSE), g_usleep (2000);
  return window;
}

/* The time stands at the end of the line: on the right in left-to-right
 * languages, on the left in Persian; the name at the other end. */
static void
test_layout_direction (void)
{
  g_autoptr (ChessTimeControl) tc = chess_time_control_new_simple (300 * G_USEC_PER_SEC,
                                                                   CHESS_BONUS_INCREMENT, 0);
  g_autoptr (ChessClock) clock = chess_clock_new (tc);
  GtkWidget *view = chess_clock_view_new (CHESS_WHITE);
  GtkWidget *window, *name;
  graphene_rect_t bounds;
  int first, last, width;

  chess_clock_view_set_clock (CHESS_CLOCK_VIEW (view), clock);
  chess_clock_view_set_player_name (CHESS_CLOCK_VIEW (view), " ");   /* no ink but the time's */
  window = show_view (view);
  for (int i = 0; i < 50; i++)
    g_main_context_iteration (NULL, FALSE);
  width = gtk_widget_get_width (view);
  g_assert_cmpint (width, >=, 300);
  name = gtk_widget_get_first_child (view);

  ink_columns (view, &first, &last);
  g_assert_cmpint (first, >, width / 2);                /* the time on the right */
  g_assert_true (gtk_widget_compute_bounds (name, view, &bounds));
  g_assert_cmpfloat (bounds.origin.x, ==, 0);           /* the name on the left */

  gtk_widget_set_direction (view, GTK_TEXT_DIR_RTL);
  for (int i = 0; i < 100; i++)                       /* a frame: the new allocation */
    g_main_context_iteration (NULL, FALSE), g_usleep (2000);
  ink_columns (view, &first, &last);
  g_assert_cmpint (first, >=, 0);
  g_assert_cmpint (last, <, width / 2);                 /* the time on the left */
  g_assert_true (gtk_widget_compute_bounds (name, view, &bounds));
  g_assert_cmpfloat (bounds.origin.x + bounds.size.width, ==, width);   /* the name on the right */
  g_assert_cmpfloat (bounds.origin.x, >, 0);

  chess_clock_view_set_clock (CHESS_CLOCK_VIEW (view), NULL);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The text nodes under node, and the glyphs they hold. */
static void
count_text_nodes (GskRenderNode *node, int *texts, int *glyphs)
{
  switch (gsk_render_node_get_node_type (node))
    {
    case GSK_CONTAINER_NODE:
      for (guint i = 0; i < gsk_container_node_get_n_children (node); i++)
        count_text_nodes (gsk_container_node_get_child (node, i), texts, glyphs);
      break;
    case GSK_TRANSFORM_NODE:
      count_text_nodes (gsk_transform_node_get_child (node), texts, glyphs);
      break;
    case GSK_CLIP_NODE:
      count_text_nodes (gsk_clip_node_get_child (node), texts, glyphs);
      break;
    case GSK_OPACITY_NODE:
      count_text_nodes (gsk_opacity_node_get_child (node), texts, glyphs);
      break;
    case GSK_TEXT_NODE:
      (*texts)++;
      *glyphs += (int) gsk_text_node_get_num_glyphs (node);
      break;
    default:
      break;
    }
}

/* The time is one text node, however many characters it has: the cairo
 * renderer draws every node of the window in every frame (a drag, a clock
 * in tenths), and six nodes for "0:09.9" cost six texts drawn each time. */
static void
test_time_is_one_text (void)
{
  g_autoptr (ChessTimeControl) tc = chess_time_control_new_simple (300 * G_USEC_PER_SEC,
                                                                   CHESS_BONUS_INCREMENT, 0);
  g_autoptr (ChessClock) clock = chess_clock_new (tc);
  GtkWidget *view = chess_clock_view_new (CHESS_WHITE);
  GtkWidget *window;
  GtkSnapshot *snapshot;
  g_autoptr (GskRenderNode) node = NULL;
  int texts = 0, glyphs = 0, first, last;

  chess_clock_set_remaining (clock, CHESS_WHITE, 9 * G_USEC_PER_SEC + 950000);
  chess_clock_view_set_clock (CHESS_CLOCK_VIEW (view), clock);
  chess_clock_view_set_player_name (CHESS_CLOCK_VIEW (view), " ");   /* no ink but the time's */
  g_assert_cmpstr (chess_clock_view_get_text (CHESS_CLOCK_VIEW (view)), ==, "0:10.0");
  window = show_view (view);

  snapshot = gtk_snapshot_new ();
  GTK_WIDGET_GET_CLASS (view)->snapshot (view, snapshot);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  count_text_nodes (node, &texts, &glyphs);
  g_assert_cmpint (texts, ==, 1);
  g_assert_cmpint (glyphs, ==, 6);
  /* and it is drawn where the time goes, at the end of the line */
  ink_columns (view, &first, &last);
  g_assert_cmpint (first, >, gtk_widget_get_width (view) / 2);
  g_assert_cmpint (last, >, first + 20);

  chess_clock_view_set_clock (CHESS_CLOCK_VIEW (view), NULL);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* An engine's card says that it thinks, as long as it does. */
static void
test_thinking (void)
{
  GtkWidget *view = g_object_ref_sink (chess_clock_view_new (CHESS_BLACK));
  GtkWidget *name = gtk_widget_get_first_child (view);

  chess_clock_view_set_player_name (CHESS_CLOCK_VIEW (view), "Stockfish 15.1");
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (name)), ==, "Stockfish 15.1");
  g_assert_false (chess_clock_view_get_thinking (CHESS_CLOCK_VIEW (view)));

  chess_clock_view_set_thinking (CHESS_CLOCK_VIEW (view), TRUE);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (name)), ==, "Stockfish 15.1 · thinking…");
  g_assert_true (gtk_widget_has_css_class (view, "thinking"));
  /* A new name while it thinks: still thinking. */
  chess_clock_view_set_player_name (CHESS_CLOCK_VIEW (view), "Toga II 3.0");
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (name)), ==, "Toga II 3.0 · thinking…");

  chess_clock_view_set_thinking (CHESS_CLOCK_VIEW (view), FALSE);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (name)), ==, "Toga II 3.0");
  g_assert_false (gtk_widget_has_css_class (view, "thinking"));
  g_object_unref (view);
}

/* A screen reader hears the card's name as it shows: a new game's player
 * replaces the engine that played the last one. */
static void
test_accessible_name (void)
{
  GtkWidget *view = g_object_ref_sink (chess_clock_view_new (CHESS_BLACK));

  chess_clock_view_set_player_name (CHESS_CLOCK_VIEW (view), "Stockfish 15.1");
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (view), GTK_ACCESSIBLE_PROPERTY_LABEL, "Stockfish 15.1");
  /* a person's game: the side's name, not the engine's */
  chess_clock_view_set_player_name (CHESS_CLOCK_VIEW (view), NULL);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (view), GTK_ACCESSIBLE_PROPERTY_LABEL, "Black");
  g_object_unref (view);
}

/* Under the low-time mark (where the time turns red and shows tenths)
 * the card's name warns, and stops warning when time is added back. */
static void
test_low_time_name (void)
{
  g_autoptr (ChessTimeControl) tc = chess_time_control_new_simple (300 * G_USEC_PER_SEC,
                                                                   CHESS_BONUS_INCREMENT, 0);
  g_autoptr (ChessClock) clock = chess_clock_new (tc);
  GtkWidget *view = g_object_ref_sink (chess_clock_view_new (CHESS_WHITE));

  fake_now = g_get_monotonic_time ();
  chess_clock_set_time_source (clock, fake_time, NULL, NULL);
  chess_clock_view_set_clock (CHESS_CLOCK_VIEW (view), clock);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (view), GTK_ACCESSIBLE_PROPERTY_LABEL, "White 5:00");
  chess_clock_set_remaining (clock, CHESS_WHITE, 9 * G_USEC_PER_SEC);
  g_assert_true (wait_for_text (CHESS_CLOCK_VIEW (view), "0:09.0"));
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (view), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "White 0:09, low time");
  chess_clock_set_remaining (clock, CHESS_WHITE, 60 * G_USEC_PER_SEC);
  g_assert_true (wait_for_text (CHESS_CLOCK_VIEW (view), "1:00"));
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (view), GTK_ACCESSIBLE_PROPERTY_LABEL, "White 1:00");
  chess_clock_view_set_clock (CHESS_CLOCK_VIEW (view), NULL);
  g_object_unref (view);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  if (!gtk_init_check ())
    {
      g_test_skip ("no display");
      return 77;
    }
  g_test_add_func ("/clock-view/wakes-at-digit-changes", test_wakes_at_digit_changes);
  g_test_add_func ("/clock-view/layout-direction", test_layout_direction);
  g_test_add_func ("/clock-view/time-is-one-text", test_time_is_one_text);
  g_test_add_func ("/clock-view/thinking", test_thinking);
  g_test_add_func ("/clock-view/accessible-name", test_accessible_name);
  g_test_add_func ("/clock-view/low-time-name", test_low_time_name);
  return g_test_run ();
}
