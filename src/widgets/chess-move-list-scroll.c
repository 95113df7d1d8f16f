/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-move-list-scroll.c — the move list keeps its current move in
 * sight: in its own scrolled text view, whose page size GTK 4.8 may leave
 * stale, and in a side panel that scrolls as a whole around it. */
#include "config.h"

#include "chess-move-list-private.h"

/* A list in a panel that scrolls as a whole (a short window): the panel
 * scrolls too, so that the row at `top` (in the text view) shows. */
static void
show_row_in_outer_scroller (ChessMoveListView *self, double top, int height)
{
  GtkWidget *outer = gtk_widget_get_ancestor (GTK_WIDGET (self), GTK_TYPE_SCROLLED_WINDOW);
  GtkWidget *viewport, *content;
  GtkAdjustment *adjustment;
  graphene_point_t point;
  double value, page;

  if (outer == NULL || (viewport = gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (outer))) == NULL)
    return;
  content = GTK_IS_VIEWPORT (viewport) ? gtk_viewport_get_child (GTK_VIEWPORT (viewport)) : viewport;
  if (content == NULL
      || !gtk_widget_compute_point (self->text_view, content, &GRAPHENE_POINT_INIT (0, (float) top), &point))
    return;
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (outer));
  value = gtk_adjustment_get_value (adjustment);
  page = gtk_adjustment_get_page_size (adjustment);
  if (page <= 0)
    return;
  if (point.y + height > value + page)
    gtk_adjustment_set_value (adjustment, point.y + height - page);
  else if (point.y < value)
    gtk_adjustment_set_value (adjustment, point.y);
}

/* The list got shorter (a banner, the analysis took room) or its text
 * grew: the current move stays in sight. */
void
_chess_move_list_view_keep_current_in_view (ChessMoveListView *self)
{
  GtkAdjustment *vadjustment = gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (self->text_view));
  GtkTextIter iter;
  double value, page;
  int y, height;

  if (self->highlighted == NULL)
    return;
  /* The whole row, not only its start (the mark): a list a row and a
   * half high showed the row above and the top of the current one. */
  gtk_text_buffer_get_iter_at_mark (self->buffer, &iter, self->current_mark);
  gtk_text_view_get_line_yrange (GTK_TEXT_VIEW (self->text_view), &iter, &y, &height);
  value = gtk_adjustment_get_value (vadjustment);
  /* the height it has now: the page size can lag behind (check_page_size) */
  page = gtk_widget_get_height (self->text_view);
  if (page <= 0)
    return;
  if ((int) gtk_adjustment_get_page_size (vadjustment) != (int) page)
    gtk_adjustment_set_page_size (vadjustment, page);   /* else the end stays out of reach */
  if (y + height > value + page)
    gtk_adjustment_set_value (vadjustment, y + height - page);
  else if (y < value)
    gtk_adjustment_set_value (vadjustment, y);
  show_row_in_outer_scroller (self, y - gtk_adjustment_get_value (vadjustment), height);
}

static gboolean
keep_current_in_view_idle (gpointer data)
{
  ChessMoveListView *self = data;

  self->keep_in_view_idle = 0;
  _chess_move_list_view_keep_current_in_view (self);
  return G_SOURCE_REMOVE;
}

void
_chess_move_list_view_queue_keep_in_view (ChessMoveListView *self)
{
  if (self->keep_in_view_idle == 0)
    self->keep_in_view_idle = g_idle_add (keep_current_in_view_idle, self);
}

void
_chess_move_list_view_watch_outer_scroller (ChessMoveListView *self, gboolean mapped)
{
  GtkWidget *outer;

  if (self->outer_adjustment != NULL)
    g_clear_signal_handler (&self->outer_changed_id, self->outer_adjustment);
  g_clear_object (&self->outer_adjustment);
  outer = mapped ? gtk_widget_get_ancestor (GTK_WIDGET (self), GTK_TYPE_SCROLLED_WINDOW) : NULL;
  if (outer == NULL)
    return;
  self->outer_adjustment = g_object_ref (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (outer)));
  self->outer_changed_id = g_signal_connect_swapped (self->outer_adjustment, "changed",
                                                     G_CALLBACK (_chess_move_list_view_queue_keep_in_view), self);
}

/* GtkTextView (4.8) keeps its old page size when it is resized while its
 * scrolling animates (a banner slides in as the list scrolls to the last
 * move of a game just opened): the end of the list would stay out of
 * sight.  Once it has scrolled, it is allocated again. */
void
_chess_move_list_view_check_page_size (ChessMoveListView *self)
{
  GtkAdjustment *vadjustment = gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (self->text_view));

  if ((int) gtk_adjustment_get_page_size (vadjustment) != gtk_widget_get_height (self->text_view))
    gtk_widget_queue_allocate (self->text_view);
}
