/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gtk-floor.c — the least a GTK 4 window can spend on a clock showing tenths.
 *
 * One window of the given size with one 120 × 40 drawing area that draws a
 * time in cairo (as GNOME Chess draws its clocks) and is redrawn N times a
 * second (default 10).  Nothing else changes: no layout, no text widget, no
 * board.  bench/ui.sh measures its CPU in the same session as the two
 * programs, as the floor that any GTK 4 window pays per redraw here.
 *
 *   gtk-floor [WIDTH HEIGHT [REDRAWS_PER_SECOND]]
 */
#include <gtk/gtk.h>
#include <stdlib.h>

#include "floor-clock.h"

static int ticks;

static void
draw_time (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  char text[16];

  g_snprintf (text, sizeof text, "0:0%d.%d", 9 - (ticks / 10) % 10, 9 - ticks % 10);
  floor_draw_clock (cr, height, text);
}

static gboolean
tick (gpointer area)
{
  ticks++;
  gtk_widget_queue_draw (area);
  return G_SOURCE_CONTINUE;
}

static void
activate (GtkApplication *app, gpointer data)
{
  int *args = data;
  GtkWidget *window = gtk_application_window_new (app);
  GtkWidget *area = gtk_drawing_area_new ();

  gtk_window_set_title (GTK_WINDOW (window), "gtk-floor");
  gtk_window_set_default_size (GTK_WINDOW (window), args[0], args[1]);
  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (area), 120);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (area), 40);
  gtk_widget_set_halign (area, GTK_ALIGN_CENTER);
  gtk_widget_set_valign (area, GTK_ALIGN_CENTER);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), draw_time, NULL, NULL);
  gtk_window_set_child (GTK_WINDOW (window), area);
  gtk_window_present (GTK_WINDOW (window));
  g_timeout_add (1000 / args[2], tick, area);
}

int
main (int argc, char *argv[])
{
  static int args[3] = { 1000, 760, 10 };
  g_autoptr (GtkApplication) app = NULL;

  for (int i = 1; i < argc && i <= 3; i++)
    args[i - 1] = MAX (1, atoi (argv[i]));
  app = gtk_application_new ("com.example.ChessBenchFloor", G_APPLICATION_NON_UNIQUE);
  g_signal_connect (app, "activate", G_CALLBACK (activate), args);
  return g_application_run (G_APPLICATION (app), 1, argv);
}
