/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-test-probe-panel.c — the side panel's parts for the LAYOUT event:
 * what of the evaluation graph, the review's summary and mistake row, the
 * game's buttons and the move list shows inside the panel (each part's
 * box clipped to what the panel's scroller shows), and how many whole
 * lines of moves that is.  The layout tests measure the panel with it. */
#include "config.h"

#include <math.h>

#include "chess-test-probe-private.h"
#include "chess-eval-graph.h"
#include "chess-move-list.h"

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

/* The first widget under `widget` (itself included) of `type`, or NULL. */
static GtkWidget *
find_of_type (GtkWidget *widget,
              GType      type)
{
  if (widget == NULL || G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_of_type (child, type);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The mistakes' row: the side panel's child that holds a drop-down. */
static GtkWidget *
find_mistakes_row (GtkWidget *side_panel)
{
  for (GtkWidget *child = gtk_widget_get_first_child (side_panel); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_BOX (child) && find_of_type (child, GTK_TYPE_DROP_DOWN) != NULL)
      return child;
  return NULL;
}

/* Whole lines of the move list in sight: its height the panel shows,
 * less the text's margins, over the height of its first line. */
static int
move_lines_shown (GtkWidget             *list,
                  const graphene_rect_t *shown)
{
  GtkTextView *view = GTK_TEXT_VIEW (find_of_type (list, GTK_TYPE_TEXT_VIEW));
  GtkTextIter first;
  int y, height, margins;

  if (view == NULL)
    return 0;
  gtk_text_buffer_get_start_iter (gtk_text_view_get_buffer (view), &first);
  gtk_text_view_get_line_yrange (view, &first, &y, &height);
  if (height <= 0)
    return 0;
  margins = gtk_text_view_get_top_margin (view) + gtk_text_view_get_bottom_margin (view);
  return MAX (0, (int) shown->size.height - margins) / height;
}

static GtkWidget *
template_part (ChessWindow *window,
             const char  *id)
{
  return GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (window), CHESS_TYPE_WINDOW, id));
}

/* scroll=value,upper,page: the window's content scrolled (at a phone's
 * width it may be taller than the window). */
static void
append_scroll (GString     *line,
               ChessWindow *window)
{
  GtkWidget *scroller = gtk_widget_get_ancestor (template_part (window, "content_box"), GTK_TYPE_SCROLLED_WINDOW);
  GtkAdjustment *adjustment = scroller != NULL
                              ? gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller)) : NULL;

  if (adjustment != NULL)
    g_string_append_printf (line, " scroll=%d,%d,%d", (int) lround (gtk_adjustment_get_value (adjustment)),
                            (int) lround (gtk_adjustment_get_upper (adjustment)),
                            (int) lround (gtk_adjustment_get_page_size (adjustment)));
}

void
chess_test_probe_append_panel (GString     *line,
                               ChessWindow *window,
                               double       tx,
                               double       ty)
{
  GtkWidget *toplevel = GTK_WIDGET (window), *panel = template_part (window, "toast_overlay");
  GtkWidget *side_panel = template_part (window, "side_panel"), *list = template_part (window, "move_list");
  GtkWidget *graph = find_of_type (side_panel, CHESS_TYPE_EVAL_GRAPH);
  /* the summary stands beside the graph */
  GtkWidget *parts[] = { graph, graph != NULL ? gtk_widget_get_next_sibling (graph) : NULL,
                         find_mistakes_row (side_panel),
                         gtk_widget_get_parent (template_part (window, "draw_button")) };
  const char *names[] = { "graph", "summary", "mistakes", "actions" };
  graphene_rect_t rect;

  for (guint i = 0; i < G_N_ELEMENTS (parts); i++)
    {
      rect = shown_bounds (toplevel, panel, parts[i]);
      append_rect (line, names[i], &rect, parts[i], tx, ty);
    }
  rect = shown_bounds (toplevel, panel, list);
  append_rect (line, "moves", &rect, list, tx, ty);
  g_string_append_printf (line, " lines=%d", move_lines_shown (list, &rect));
  append_scroll (line, window);
}
