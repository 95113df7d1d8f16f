/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-window-setup.c — Set Up Position (Shift+Ctrl+E, and the main
 * menu, and a FEN pasted that cannot be played as it is): the editor
 * starts from the position shown (or pasted), and what the user
 * chooses in it goes where the window's own actions go — Play from Here
 * to New Game with the position (two people, or the computer at a level),
 * Analyse to a new analysis board, Add to Library to ChessPlay — so the
 * game in play changes only through ChessPlay, after asking to save it. */
#include "config.h"

#include <glib/gi18n.h>

#include "chess-board.h"
#include "chess-position-editor.h"
#include "chess-window-private.h"

/* The position's addition reported (a failure is shown as for any game
 * the library refused, by chess-window-library.c). */
static void
on_position_added (ChessPlay    *play,
                   gint64        id,
                   const GError *error,
                   ChessWindow  *self)
{
  g_signal_handlers_disconnect_by_func (play, on_position_added, self);
  if (id > 0)
    chess_window_show_toast (self, _("The position was added to the library"));
}

static void
add_to_library (ChessWindow *self,
                const char  *fen)
{
  g_autoptr (GError) error = NULL;

  if (!chess_play_add_position_to_library (self->play, fen, &error))
    {
      chess_window_show_problems (self, GTK_MESSAGE_WARNING, _("The position could not be added to the library"),
                                  error->message);
      return;
    }
  g_signal_handlers_disconnect_by_func (self->play, on_position_added, self);
  g_signal_connect_object (self->play, "library-added", G_CALLBACK (on_position_added), self, 0);
}

static void
on_setup_chosen (ChessPositionEditor *editor,
                 const char          *what,
                 const char          *fen,
                 ChessWindow         *self)
{
  if (g_str_equal (what, "play"))
    chess_window_show_new_game_dialog_from (self, fen);
  else if (g_str_equal (what, "analyse"))
    chess_window_analyse_position (self, fen);
  else if (g_str_equal (what, "library"))
    add_to_library (self, fen);
}

void
chess_window_set_up_position (ChessWindow         *self,
                              const ChessPosition *pos)
{
  ChessPositionEditor *editor;

  chess_board_cancel_move (self->board);
  editor = chess_position_editor_new (GTK_WINDOW (self), pos,
                                      chess_board_get_piece_set_name (self->board),
                                      chess_board_get_theme (self->board));
  gtk_window_set_application (GTK_WINDOW (editor), gtk_window_get_application (GTK_WINDOW (self)));
  g_signal_connect_object (editor, "chosen", G_CALLBACK (on_setup_chosen), self, 0);
  gtk_window_present (GTK_WINDOW (editor));
}

static void
action_set_up_position (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  ChessWindow *self = CHESS_WINDOW (widget);

  chess_window_set_up_position (self, chess_board_get_position (self->board));
}

void
chess_window_setup_install (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.set-up-position", NULL, action_set_up_position);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_e, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "win.set-up-position", NULL);
}
