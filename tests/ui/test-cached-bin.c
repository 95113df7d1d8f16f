/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-cached-bin.c — ChessCachedBin under the cairo renderer: its child
 * becomes one image once it stands still, looks the same as an image,
 * stays an image while the rest of the window draws, and is drawn as
 * nodes again for the frame in which it changes. */
#include "config.h"

#include <gtk/gtk.h>
#include <locale.h>

#include "board-test-utils.h"
#include "chess-cached-bin.h"

typedef struct
{
  GtkWidget *window;
  ChessCachedBin *bin;
  GtkWidget *label;
  GtkWidget *area;       /* redrawn at will, beside the bin */
} BinFixture;

static void
draw_area (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  cairo_set_source_rgb (cr, 0.2, 0.4, 0.6);
  cairo_paint (cr);
}

static void
bin_setup (BinFixture *f, gconstpointer data)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *inner = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *button = gtk_button_new_from_icon_name ("open-menu-symbolic");

  f->window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (f->window), 300, 200);
  f->bin = CHESS_CACHED_BIN (chess_cached_bin_new ());
  f->label = gtk_label_new ("Cached text");
  gtk_box_append (GTK_BOX (inner), f->label);
  gtk_box_append (GTK_BOX (inner), button);
  chess_cached_bin_set_child (f->bin, inner);
  f->area = gtk_drawing_area_new ();
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (f->area), draw_area, NULL, NULL);
  gtk_widget_set_vexpand (f->area, TRUE);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (f->bin));
  gtk_box_append (GTK_BOX (box), f->area);
  gtk_window_set_child (GTK_WINDOW (f->window), box);
  gtk_window_present (GTK_WINDOW (f->window));
  gtk_test_widget_wait_for_draw (f->window);
}

static void
bin_teardown (BinFixture *f, gconstpointer data)
{
  gtk_window_destroy (GTK_WINDOW (f->window));
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

/* Frames until the bin draws its image (it asks for the frame itself). */
static gboolean
wait_flat (BinFixture *f)
{
  for (int i = 0; i < 100 && !chess_cached_bin_is_flat (f->bin); i++)
    spin (10);
  return chess_cached_bin_is_flat (f->bin);
}

static void
assert_same_pixels (Image *a, Image *b)
{
  int differing = 0;

  g_assert_cmpint (a->width, ==, b->width);
  g_assert_cmpint (a->height, ==, b->height);
  for (int i = 0; i < a->width * a->height * 4; i++)
    differing += ABS (a->data[i] - b->data[i]) > 1;
  g_assert_cmpint (differing, ==, 0);
}

static void
test_flat_when_still (BinFixture *f, gconstpointer data)
{
  g_autoptr (Image) as_image = NULL;
  g_autoptr (Image) as_nodes = NULL;
  guint count;

  if (!GSK_IS_CAIRO_RENDERER (gtk_native_get_renderer (GTK_NATIVE (f->window))))
    {
      g_test_skip ("not the cairo renderer");
      return;
    }
  g_assert_true (wait_flat (f));
  count = chess_cached_bin_get_flatten_count (f->bin);
  g_assert_cmpuint (count, ==, 1);

  /* the image shows what the nodes show */
  as_image = render_widget (GTK_WIDGET (f->bin));
  as_nodes = render_widget (gtk_widget_get_first_child (GTK_WIDGET (f->bin)));
  assert_same_pixels (as_image, as_nodes);

  /* the rest of the window draws: the image stays, made once */
  for (int i = 0; i < 10; i++)
    {
      gtk_widget_queue_draw (f->area);
      gtk_test_widget_wait_for_draw (f->area);
    }
  g_assert_true (chess_cached_bin_is_flat (f->bin));
  g_assert_cmpuint (chess_cached_bin_get_flatten_count (f->bin), ==, count);

  /* the child changes: that frame shows its nodes, a later one the new image */
  gtk_label_set_text (GTK_LABEL (f->label), "Other text");
  gtk_test_widget_wait_for_draw (f->label);
  g_assert_false (chess_cached_bin_is_flat (f->bin));
  g_assert_true (wait_flat (f));
  g_assert_cmpuint (chess_cached_bin_get_flatten_count (f->bin), ==, count + 1);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  gtk_disable_setlocale ();
  setlocale (LC_ALL, "C.UTF-8");
  if (!gtk_init_check ())
    {
      g_printerr ("no display\n");
      return 77;
    }
  g_test_add ("/ui/cached-bin/flat-when-still", BinFixture, NULL, bin_setup, test_flat_when_still, bin_teardown);
  return g_test_run ();
}
