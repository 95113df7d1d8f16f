/* SPDX-License-Identifier: GPL-3.0-or-later */
/* adw-floor.c — the least a libadwaita chess window can cost: the floor
 * under issue 25's goals, measured by bench/ui.sh beside ours and GNOME
 * Chess (which is a libadwaita program too).
 *
 * An AdwApplication whose window holds an AdwHeaderBar, a board of 64 flat
 * squares and a clock; nothing else, and the savings ours makes: no GL
 * probe under the cairo renderer, the board drawn once per size into a
 * recorded cairo node (a frame that changes nothing on it costs it
 * nothing), a disc drawn once into an image shown under the pointer in a
 * drag (the one thing a drag must draw), the clock a drawing area that is
 * redrawn, never resized (with --tenths, ten times a second).  So:
 *  - its start-up is what a libadwaita window painting a board pays here;
 *  - its drag is what showing a piece under the pointer costs at the least;
 *  - its tenths are what a clock in a libadwaita window costs.
 * Like ours it prints READY after its first frame and BOARD x y square
 * scale 0 (window pixels) when the board moves, so that bench/ui-measure.py
 * finds its board the same way.
 *
 *   adw-floor [WIDTH HEIGHT] [--tenths]
 */
#include <adwaita.h>
#include <stdio.h>
#include <stdlib.h>

#include "floor-clock.h"
#include <string.h>

#define FLOOR_TYPE_BOARD (floor_board_get_type ())
G_DECLARE_FINAL_TYPE (FloorBoard, floor_board, FLOOR, BOARD, GtkWidget)

struct _FloorBoard {
  GtkWidget parent_instance;
  GskRenderNode *squares;   /* the board at its size, recorded once */
  GskRenderNode *piece;     /* the disc shown under the pointer */
  int size;                 /* square side the nodes are for */
  double x0, y0;            /* the board's top-left in the widget */
  double px, py;            /* pointer, while dragging */
  gboolean dragging;
  gboolean ready;
  int printed_x, printed_y, printed_size;
};

G_DEFINE_FINAL_TYPE (FloorBoard, floor_board, GTK_TYPE_WIDGET)

static void
make_nodes (FloorBoard *self, int size)
{
  cairo_surface_t *image;
  cairo_t *cr;

  g_clear_pointer (&self->squares, gsk_render_node_unref);
  g_clear_pointer (&self->piece, gsk_render_node_unref);
  self->size = size;
  self->squares = gsk_cairo_node_new (&GRAPHENE_RECT_INIT (0, 0, 8 * size, 8 * size));
  cr = gsk_cairo_node_get_draw_context (self->squares);
  for (int rank = 0; rank < 8; rank++)
    for (int file = 0; file < 8; file++)
      {
        /* the colours of ours' default theme, d4 dark */
        if ((rank + file) % 2 == 0)
          cairo_set_source_rgb (cr, 0xf0 / 255.0, 0xd9 / 255.0, 0xb5 / 255.0);
        else
          cairo_set_source_rgb (cr, 0xb5 / 255.0, 0x88 / 255.0, 0x63 / 255.0);
        cairo_rectangle (cr, file * size, rank * size, size, size);
        cairo_fill (cr);
      }
  cairo_destroy (cr);
  /* the disc drawn once into an image, which a cairo node paints (a
   * copy of pixels per frame, not a path filled again) */
  image = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, size, size);
  cr = cairo_create (image);
  cairo_arc (cr, size / 2.0, size / 2.0, size * 0.4, 0, 2 * G_PI);
  cairo_set_source_rgb (cr, 0.1, 0.1, 0.1);
  cairo_fill (cr);
  cairo_destroy (cr);
  self->piece = gsk_cairo_node_new (&GRAPHENE_RECT_INIT (0, 0, size, size));
  cr = gsk_cairo_node_get_draw_context (self->piece);
  cairo_set_source_surface (cr, image, 0, 0);
  cairo_paint (cr);
  cairo_destroy (cr);
  cairo_surface_destroy (image);
}

static void
print_board (FloorBoard *self)
{
  GtkWidget *window = GTK_WIDGET (gtk_widget_get_root (GTK_WIDGET (self)));
  graphene_point_t point;
  double tx, ty;
  int x, y;

  if (!gtk_widget_compute_point (GTK_WIDGET (self), window, &GRAPHENE_POINT_INIT (self->x0, self->y0), &point))
    return;
  gtk_native_get_surface_transform (GTK_NATIVE (window), &tx, &ty);
  x = (int) (point.x + tx + 0.5);
  y = (int) (point.y + ty + 0.5);
  if (!self->ready)
    {
      self->ready = TRUE;
      printf ("READY\n");
    }
  if (x != self->printed_x || y != self->printed_y || self->size != self->printed_size)
    {
      self->printed_x = x, self->printed_y = y, self->printed_size = self->size;
      printf ("BOARD %d %d %d %d 0\n", x, y, self->size, gtk_widget_get_scale_factor (GTK_WIDGET (self)));
    }
  fflush (stdout);
}

static void
floor_board_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  FloorBoard *self = FLOOR_BOARD (widget);
  int width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  int size = MIN (width, height) / 8;

  if (size <= 0)
    return;
  if (size != self->size)
    make_nodes (self, size);
  self->x0 = (width - 8 * size) / 2;
  self->y0 = (height - 8 * size) / 2;
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (self->x0, self->y0));
  gtk_snapshot_append_node (snapshot, self->squares);
  gtk_snapshot_restore (snapshot);
  if (self->dragging)
    {
      gtk_snapshot_save (snapshot);
      gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (round (self->px - size / 2.0),
                                                              round (self->py - size / 2.0)));
      gtk_snapshot_append_node (snapshot, self->piece);
      gtk_snapshot_restore (snapshot);
    }
  print_board (self);
}

static void
drag_begin (GtkGestureDrag *gesture, double x, double y, FloorBoard *self)
{
  self->dragging = TRUE;
  self->px = x, self->py = y;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
drag_update (GtkGestureDrag *gesture, double dx, double dy, FloorBoard *self)
{
  double x, y;

  gtk_gesture_drag_get_start_point (gesture, &x, &y);
  self->px = x + dx, self->py = y + dy;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
drag_end (GtkGestureDrag *gesture, double dx, double dy, FloorBoard *self)
{
  self->dragging = FALSE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
floor_board_finalize (GObject *object)
{
  FloorBoard *self = FLOOR_BOARD (object);

  g_clear_pointer (&self->squares, gsk_render_node_unref);
  g_clear_pointer (&self->piece, gsk_render_node_unref);
  G_OBJECT_CLASS (floor_board_parent_class)->finalize (object);
}

static void
floor_board_class_init (FloorBoardClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = floor_board_finalize;
  GTK_WIDGET_CLASS (klass)->snapshot = floor_board_snapshot;
}

static void
floor_board_init (FloorBoard *self)
{
  GtkGesture *drag = gtk_gesture_drag_new ();

  g_signal_connect (drag, "drag-begin", G_CALLBACK (drag_begin), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (drag_update), self);
  g_signal_connect (drag, "drag-end", G_CALLBACK (drag_end), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self), TRUE);
  self->printed_x = self->printed_y = -1;
}

static int width = 1000, height = 760, tenths_left = -1;

static void
draw_clock (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  char text[16];

  g_snprintf (text, sizeof text, "0:%02d.%d", MAX (tenths_left, 0) / 10 % 60, MAX (tenths_left, 0) % 10);
  floor_draw_clock (cr, height, text);
}

/* A tenth: the clock redrawn, nothing resized (a label would be). */
static gboolean
tick (gpointer clock)
{
  if (tenths_left > 0)
    tenths_left--;
  gtk_widget_queue_draw (clock);
  return G_SOURCE_CONTINUE;
}

static void
activate (GtkApplication *app, gpointer data)
{
  GtkWidget *window = adw_application_window_new (app);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *clock = gtk_drawing_area_new ();

  gtk_window_set_title (GTK_WINDOW (window), "adw-floor");
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_box_append (GTK_BOX (box), adw_header_bar_new ());
  gtk_box_append (GTK_BOX (box), g_object_new (FLOOR_TYPE_BOARD, NULL));
  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (clock), 120);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (clock), 40);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (clock), draw_clock, NULL, NULL);
  gtk_box_append (GTK_BOX (box), clock);
  adw_application_window_set_content (ADW_APPLICATION_WINDOW (window), box);
  gtk_window_present (GTK_WINDOW (window));
  if (tenths_left >= 0)
    g_timeout_add (100, tick, clock);
}

int
main (int argc, char *argv[])
{
  g_autoptr (AdwApplication) app = NULL;
  int numbers = 0;

  /* as ours does (src/main.c): under the cairo renderer, no GL probe */
  if (g_strcmp0 (g_getenv ("GSK_RENDERER"), "cairo") == 0)
    g_setenv ("GDK_DEBUG", "gl-disable", TRUE);
  for (int i = 1; i < argc; i++)
    if (strcmp (argv[i], "--tenths") == 0)
      tenths_left = 600;
    else if (numbers++ == 0)
      width = MAX (1, atoi (argv[i]));
    else
      height = MAX (1, atoi (argv[i]));
  app = adw_application_new ("com.example.ChessBenchAdwFloor", G_APPLICATION_NON_UNIQUE);
  g_signal_connect (app, "activate", G_CALLBACK (activate), NULL);
  return g_application_run (G_APPLICATION (app), 1, argv);
}
