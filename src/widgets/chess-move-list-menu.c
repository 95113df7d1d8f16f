/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-move-list-menu.c — the menu of a move in ChessMoveListView: a
 * right click or a long press on a move goes to it and opens the menu
 * there, Menu and Shift+F10 open it at the current move.  Apart from the
 * list's text, so that either can change without the other. */
#include "config.h"

#include "chess-move-list-private.h"

gboolean
chess_move_list_view_popup_menu (ChessMoveListView *self)
{
  GtkTextIter start, end;
  GdkRectangle first, last, rect;
  MoveRange *range;
  double x, y;

  g_return_val_if_fail (CHESS_IS_MOVE_LIST_VIEW (self), FALSE);

  if (self->menu_model == NULL || self->game == NULL || !gtk_widget_is_drawable (GTK_WIDGET (self)))
    return FALSE;
  range = _chess_move_list_view_find_range_for_node (self, chess_game_get_current_node (self->game));
  if (range == NULL)
    return FALSE;

  /* Under the move, where the text view shows it. */
  gtk_text_buffer_get_iter_at_offset (self->buffer, &start, range->start);
  gtk_text_buffer_get_iter_at_offset (self->buffer, &end, range->end);
  gtk_text_view_get_iter_location (GTK_TEXT_VIEW (self->text_view), &start, &first);
  gtk_text_view_get_iter_location (GTK_TEXT_VIEW (self->text_view), &end, &last);
  gtk_text_view_buffer_to_window_coords (GTK_TEXT_VIEW (self->text_view), GTK_TEXT_WINDOW_WIDGET,
                                         first.x, first.y, &rect.x, &rect.y);
  rect.width = MAX (last.x - first.x, 1);
  rect.height = first.height;
  if (!gtk_widget_translate_coordinates (self->text_view, GTK_WIDGET (self), rect.x, rect.y, &x, &y))
    return FALSE;
  /* A move scrolled out of sight: the menu stays at the list's edge. */
  rect.x = CLAMP ((int) x, 0, MAX (gtk_widget_get_width (GTK_WIDGET (self)) - rect.width, 0));
  rect.y = CLAMP ((int) y, 0, MAX (gtk_widget_get_height (GTK_WIDGET (self)) - rect.height, 0));

  if (self->menu == NULL)
    {
      self->menu = gtk_popover_menu_new_from_model (self->menu_model);
      gtk_widget_set_parent (self->menu, GTK_WIDGET (self));
      gtk_popover_set_position (GTK_POPOVER (self->menu), GTK_POS_BOTTOM);
      gtk_popover_set_has_arrow (GTK_POPOVER (self->menu), TRUE);
    }
  gtk_popover_set_pointing_to (GTK_POPOVER (self->menu), &rect);
  gtk_popover_popup (GTK_POPOVER (self->menu));
  return TRUE;
}

/* A right click or a long press on a move: that move, then its menu. */
static void
show_menu_at_point (ChessMoveListView *self, double x, double y)
{
  MoveRange *range;

  if (self->game == NULL)
    return;
  range = _chess_move_list_view_find_range_at_point (self, x, y);
  if (range == NULL)
    return;
  chess_game_go_to_node (self->game, range->node);
  chess_move_list_view_popup_menu (self);
}

static void
on_secondary_pressed (GtkGestureClick *gesture, int n_press, double x, double y, ChessMoveListView *self)
{
  if (n_press == 1)
    show_menu_at_point (self, x, y);
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
}

static void
on_long_pressed (GtkGestureLongPress *gesture, double x, double y, ChessMoveListView *self)
{
  show_menu_at_point (self, x, y);
}

static gboolean
popup_menu_shortcut (GtkWidget *widget, GVariant *args, gpointer user_data)
{
  return chess_move_list_view_popup_menu (CHESS_MOVE_LIST_VIEW (widget));
}

void
_chess_move_list_view_init_menu (ChessMoveListView *self)
{
  GtkGesture *click, *long_press;
  GtkEventController *shortcuts;

  /* Before the text view's own: its menu (Cut, Copy, Paste…) has
   * nothing to offer here. */
  click = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_SECONDARY);
  gtk_event_controller_set_propagation_phase (GTK_EVENT_CONTROLLER (click), GTK_PHASE_CAPTURE);
  g_signal_connect (click, "pressed", G_CALLBACK (on_secondary_pressed), self);
  gtk_widget_add_controller (self->text_view, GTK_EVENT_CONTROLLER (click));

  long_press = gtk_gesture_long_press_new ();
  gtk_gesture_single_set_touch_only (GTK_GESTURE_SINGLE (long_press), TRUE);
  gtk_event_controller_set_propagation_phase (GTK_EVENT_CONTROLLER (long_press), GTK_PHASE_CAPTURE);
  g_signal_connect (long_press, "pressed", G_CALLBACK (on_long_pressed), self);
  gtk_widget_add_controller (self->text_view, GTK_EVENT_CONTROLLER (long_press));

  /* Handled by the window (managed), in whatever has the focus, after the
   * focus widget had its chance (an entry's own menu comes first). */
  shortcuts = gtk_shortcut_controller_new ();
  gtk_shortcut_controller_set_scope (GTK_SHORTCUT_CONTROLLER (shortcuts), GTK_SHORTCUT_SCOPE_MANAGED);
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts),
    gtk_shortcut_new (gtk_alternative_trigger_new (gtk_keyval_trigger_new (GDK_KEY_Menu, 0),
                                                   gtk_keyval_trigger_new (GDK_KEY_F10, GDK_SHIFT_MASK)),
                      gtk_callback_action_new (popup_menu_shortcut, NULL, NULL)));
  gtk_widget_add_controller (GTK_WIDGET (self), shortcuts);
}
