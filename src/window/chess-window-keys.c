/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-window-keys.c — the window's one capture-phase key controller,
 * so that the order of its keys is defined here: first the keys for
 * moving through the game, Left/Right/Home/End wherever the focus is,
 * unless the focused widget takes them; then a key typed on the board,
 * which begins a move (chess-window-typing.c); then lichess's blind-mode keys
 * on the focused board (chess-window-reader.c).  Split from
 * chess-window.c. */
#include "config.h"

#include "chess-window-private.h"

/* Whether the focused widget takes this key before the window: a text
 * field (an entry, the text of a spin button) takes all four, the
 * board's keyboard frame, while it shows, the arrows (the focus is then
 * on the board's cell of that square, a child of the board). */
static gboolean
focus_takes_key (ChessWindow *self,
                 GtkWidget   *focus,
                 guint        keyval)
{
  if (focus == NULL)
    return FALSE;
  if (gtk_widget_get_ancestor (focus, GTK_TYPE_EDITABLE) != NULL || GTK_IS_TEXT_VIEW (focus))
    return TRUE;
  if ((focus == GTK_WIDGET (self->board) || gtk_widget_get_parent (focus) == GTK_WIDGET (self->board))
      && chess_board_get_cursor_shown (self->board))
    return keyval != GDK_KEY_Home && keyval != GDK_KEY_KP_Home
           && keyval != GDK_KEY_End && keyval != GDK_KEY_KP_End;
  return FALSE;
}

/* Left/Right/Home/End move through the game wherever the focus is, except
 * inside popovers (menus use them) and where the focused widget takes
 * them (focus_takes_key). */
static gboolean
moves_through_game (ChessWindow    *self,
                    guint           keyval,
                    GdkModifierType state)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));
  const char *action = NULL;
  gboolean rtl;

  if ((state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SHIFT_MASK | GDK_SUPER_MASK)) != 0)
    return FALSE;
  if (focus != NULL && gtk_widget_get_ancestor (focus, GTK_TYPE_POPOVER) != NULL)
    return FALSE;
  /* Left and Right as the move list reads: mirrored in right-to-left
   * languages, like the arrows of the buttons. */
  rtl = gtk_widget_get_direction (GTK_WIDGET (self)) == GTK_TEXT_DIR_RTL;
  switch (keyval)
    {
    case GDK_KEY_Left: case GDK_KEY_KP_Left: action = rtl ? "win.go-next" : "win.go-previous"; break;
    case GDK_KEY_Right: case GDK_KEY_KP_Right: action = rtl ? "win.go-previous" : "win.go-next"; break;
    case GDK_KEY_Home: case GDK_KEY_KP_Home: action = "win.go-first"; break;
    case GDK_KEY_End: case GDK_KEY_KP_End: action = "win.go-last"; break;
    default: return FALSE;
    }
  if (focus_takes_key (self, focus, keyval))
    return FALSE;
  gtk_widget_activate_action (GTK_WIDGET (self), action, NULL);
  return TRUE;
}

static gboolean
on_key_pressed (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                ChessWindow           *self)
{
  return moves_through_game (self, keyval, state)
         || chess_window_typing_key_pressed (self, keyval, state)
         || chess_window_reader_key_pressed (self, controller, keycode, state);
}

void
chess_window_keys_init (ChessWindow *self)
{
  GtkEventController *keys = gtk_event_controller_key_new ();

  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
}
