/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-window-typing.c — moves typed on the keyboard: a character typed
 * while the focus is on the board (or anywhere in the window but a text
 * field or a popover) opens the move entry over the foot of the board with
 * that character in it; the move it chooses is played through ChessPlay,
 * as a drag is, so it works against the computer and in analysis alike.
 *
 * The entry shows only while a move is typed, not always: the board keeps
 * its whole size and every square in sight, and the entry comes by typing
 * from wherever the focus is, so it needs no place of its own.  After the
 * move, or Escape, it hides and the board has the focus again.
 *
 * It is the command line too, as lichess's blind mode has it in its move
 * field: "/" (or a command typed as a move would be) and Enter, and the
 * answer stays beside the field (chess-window-reader.c makes it). */
#include "config.h"

#include "chess-window-private.h"
#include "chess-move-entry.h"
#include "chess-speaker.h"

static void
close_entry (ChessWindow *self)
{
  chess_move_entry_clear (CHESS_MOVE_ENTRY (self->move_entry));
  gtk_widget_set_visible (self->move_entry, FALSE);
  gtk_widget_grab_focus (GTK_WIDGET (self->board));
}

static void
on_move_chosen (ChessMoveEntry *entry,
                guint           move,
                ChessWindow    *self)
{
  g_autoptr(GError) error = NULL;

  /* Refused with the reason (not the player's turn, paused, a game in
   * progress away from its last position): the text stays. */
  if (!chess_play_move (self->play, (ChessMove) move, &error))
    {
      chess_move_entry_refuse (entry, error->message);
      return;
    }
  close_entry (self);
}

/* A command of the command line typed in the field: the answer is shown
 * and said (the field's description), and spoken with "Speak moves". */
static void
on_command (ChessMoveEntry *entry,
            const char     *text,
            ChessWindow    *self)
{
  g_autofree char *answer = chess_window_reader_answer (self, text);

  if (answer == NULL)
    return;
  chess_move_entry_answer (entry, answer);
  chess_speaker_say_if_wanted (self->settings, answer);
}

/* A click elsewhere leaves an empty entry: it goes. */
static void
on_focus_left (ChessWindow *self)
{
  if (gtk_widget_get_visible (self->move_entry)
      && chess_move_entry_get_text (CHESS_MOVE_ENTRY (self->move_entry))[0] == '\0')
    gtk_widget_set_visible (self->move_entry, FALSE);
}

/* Whether the focused widget takes typed characters itself: a text field,
 * or anything in a popover (the promotion chooser's letters, menus). */
static gboolean
focus_takes_text (GtkWidget *focus)
{
  return focus != NULL
         && (gtk_widget_get_ancestor (focus, GTK_TYPE_EDITABLE) != NULL || GTK_IS_TEXT_VIEW (focus)
             || gtk_widget_get_ancestor (focus, GTK_TYPE_POPOVER) != NULL);
}

gboolean
chess_window_typing_key_pressed (ChessWindow     *self,
                                 guint            keyval,
                                 GdkModifierType  state)
{
  gunichar c = gdk_keyval_to_unicode (keyval);
  char text[8] = "";

  if ((state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SUPER_MASK)) != 0)
    return FALSE;
  /* Space picks up and drops on the board; blanks begin no move. */
  if (c == 0 || !g_unichar_isgraph (c))
    return FALSE;
  if (focus_takes_text (gtk_root_get_focus (GTK_ROOT (self))))
    return FALSE;
  if (chess_session_get_paused (self->session) || !gtk_widget_get_mapped (GTK_WIDGET (self->board)))
    return FALSE;
  /* no move begins with ! ? = + -: those are the move's symbols */
  if (chess_window_annotate_typed (self, c))
    return TRUE;
  g_unichar_to_utf8 (c, text);
  chess_board_cancel_move (self->board);
  chess_move_entry_set_position (CHESS_MOVE_ENTRY (self->move_entry), chess_game_get_position (self->game));
  chess_move_entry_start (CHESS_MOVE_ENTRY (self->move_entry), text);
  return TRUE;
}

void
chess_window_typing_close (ChessWindow *self)
{
  if (self->move_entry != NULL && gtk_widget_get_visible (self->move_entry))
    close_entry (self);
}

void
chess_window_typing_update (ChessWindow *self)
{
  if (self->move_entry == NULL || self->game == NULL)
    return;
  chess_move_entry_set_position (CHESS_MOVE_ENTRY (self->move_entry), chess_game_get_position (self->game));
  if (chess_session_get_paused (self->session) && gtk_widget_get_visible (self->move_entry))
    close_entry (self);
}

void
chess_window_typing_init (ChessWindow *self)
{
  GtkEventController *focus = gtk_event_controller_focus_new ();

  self->move_entry = chess_move_entry_new ();
  gtk_widget_set_valign (self->move_entry, GTK_ALIGN_END);
  gtk_widget_set_halign (self->move_entry, GTK_ALIGN_CENTER);
  gtk_widget_set_margin_start (self->move_entry, 12);
  gtk_widget_set_margin_end (self->move_entry, 12);
  gtk_widget_set_margin_bottom (self->move_entry, 12);
  gtk_widget_set_visible (self->move_entry, FALSE);
  gtk_overlay_add_overlay (GTK_OVERLAY (self->board_overlay), self->move_entry);
  g_signal_connect (self->move_entry, "move-chosen", G_CALLBACK (on_move_chosen), self);
  g_signal_connect (self->move_entry, "command", G_CALLBACK (on_command), self);
  g_signal_connect_swapped (self->move_entry, "cancelled", G_CALLBACK (close_entry), self);
  g_signal_connect_swapped (focus, "leave", G_CALLBACK (on_focus_left), self);
  gtk_widget_add_controller (self->move_entry, focus);
}
