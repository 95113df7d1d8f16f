/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-test-probe-panel.c — the side panel's parts for the LAYOUT event:
 * what of the evaluation graph, the review's summary and mistake row, the
 * game's buttons and the move list shows inside the panel (each part's
 * box clipped to what the panel's scroller shows), and how many whole
 * lines of moves that is.  The layout tests measure the panel with it. */
#include "config.h"

#include <math.h>

#include "chess-test-probe-private.h"
#include "chess-move-list-private.h"
#include "chess-window-private.h"

/* The part of `part` the panel shows, in window pixels (cut by the
 * scrolled windows around it and by the panel); 0,0,0,0 when none. */
static graphene_rect_t
shown_bounds (GtkWidget *window,
              GtkWidget *panel,
              GtkWidget *part)
{
  graphene_rect_t shown, view;

  if (part == NULL || !gtk_widget_get_mapped (part) || gtk_widget_get_height (part) <= 0
      || !gtk_widget_compute_bounds (part, window, &shown))
    return GRAPHENE_RECT_INIT (0, 0, 0, 0);
  for (GtkWidget *above = gtk_widget_get_parent (part); above != NULL; above = gtk_widget_get_parent (above))
    {
      if (!GTK_IS_SCROLLED_WINDOW (above) && above != panel)
        continue;
      if (!gtk_widget_compute_bounds (above, window, &view) || !graphene_rect_intersection (&shown, &view, &shown))
        return GRAPHENE_RECT_INIT (0, 0, 0, 0);
      if (above == panel)
        break;
    }
  return shown;
}

/* name=x,y,w,h,H: the part shown, and its whole height H (taller when
 * the panel cuts it). */
static void
append_rect (GString               *line,
             const char            *name,
             const graphene_rect_t *rect,
             GtkWidget             *part,
             double                 tx,
             double                 ty)
{
  gboolean none = rect->size.width <= 0 || rect->size.height <= 0;

  g_string_append_printf (line, " %s=%d,%d,%d,%d,%d", name, none ? 0 : (int) lround (rect->origin.x + tx),
                          none ? 0 : (int) lround (rect->origin.y + ty), none ? 0 : (int) lround (rect->size.width),
                          none ? 0 : (int) lround (rect->size.height),
                          part != NULL && gtk_widget_get_mapped (part) ? gtk_widget_get_height (part) : 0);
}

/* Whole lines of the move list in sight: its height the panel shows,
 * less the text's margins, over the height of its first line. */
static int
move_lines_shown (ChessMoveListView     *list,
                  const graphene_rect_t *shown)
{
  GtkTextIter first;
  GtkTextView *view = GTK_TEXT_VIEW (list->text_view);
  int y, height, margins;

  gtk_text_buffer_get_start_iter (list->buffer, &first);
  gtk_text_view_get_line_yrange (view, &first, &y, &height);
  if (height <= 0)
    return 0;
  margins = gtk_text_view_get_top_margin (view) + gtk_text_view_get_bottom_margin (view);
  return MAX (0, (int) shown->size.height - margins) / height;
}

void
chess_test_probe_append_panel (GString     *line,
                               ChessWindow *window,
                               double       tx,
                               double       ty)
{
  GtkWidget *toplevel = GTK_WIDGET (window), *panel = GTK_WIDGET (window->toast_overlay);
  GtkWidget *list = GTK_WIDGET (window->move_list);
  GtkWidget *parts[] = { window->eval_graph, window->review_summary, window->mistake_bar,
                         gtk_widget_get_parent (window->draw_button) };
  const char *names[] = { "graph", "summary", "mistakes", "actions" };
  graphene_rect_t rect;

  for (guint i = 0; i < G_N_ELEMENTS (parts); i++)
    {
      rect = shown_bounds (toplevel, panel, parts[i]);
      append_rect (line, names[i], &rect, parts[i], tx, ty);
    }
  rect = shown_bounds (toplevel, panel, list);
  append_rect (line, "moves", &rect, list, tx, ty);
  g_string_append_printf (line, " lines=%d", move_lines_shown (window->move_list, &rect));
}
