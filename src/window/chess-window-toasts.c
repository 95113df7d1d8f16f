/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-window-toasts.c — what the window says in passing: its toasts
 * (one at a time, in a label that wraps), the note of repairs made while
 * reading a file with its details a click away, and why a touched piece
 * must move.  Split from chess-window.c, which shows the game. */
#include "config.h"

#include <glib/gi18n.h>

#include "chess-window-private.h"

void
chess_window_forget_toast (ChessWindow *self)
{
  if (self->toast != NULL)
    g_object_remove_weak_pointer (G_OBJECT (self->toast), (gpointer *) &self->toast);
  self->toast = NULL;
}

/* A toast's own title is Pango markup on one ellipsized line: a file's
 * name could break the markup, and a reason cut off in the narrow panel
 * says nothing, so the text goes in a plain label that wraps.  The toast
 * overlay gives a toast the height of its natural width, so the label's
 * natural width must fit the panel at its narrowest: a few words a line. */
#define TOAST_CHARS_PER_LINE 22

static void
on_repairs_details (AdwToast    *toast,
                    ChessWindow *self)
{
  chess_window_show_problems (self, GTK_MESSAGE_INFO, g_object_get_data (G_OBJECT (toast), "title"),
                              g_object_get_data (G_OBJECT (toast), "details"));
}

/* A note that goes by, with the reader's lines a click away, rather than
 * a banner that stays over the panel. */
void
chess_window_note_repairs (ChessWindow *self,
                           const char  *text,
                           const char  *details_title,
                           const char  *details)
{
  /* A toast's title is markup (libadwaita 1.2): a file's name is not. */
  g_autofree char *markup = NULL;
  AdwToast *toast;

  g_return_if_fail (CHESS_IS_WINDOW (self));
  g_return_if_fail (text != NULL);

  chess_window_hide_problems (self);
  markup = g_markup_escape_text (text, -1);
  toast = adw_toast_new (markup);
  adw_toast_set_button_label (toast, _("_Details"));
  g_object_set_data_full (G_OBJECT (toast), "title", g_strdup (details_title), g_free);
  g_object_set_data_full (G_OBJECT (toast), "details", g_strdup (details), g_free);
  g_signal_connect_object (toast, "button-clicked", G_CALLBACK (on_repairs_details), self, 0);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

void
chess_window_show_toast (ChessWindow *self,
                         const char  *text)
{
  GtkWidget *title;

  g_return_if_fail (CHESS_IS_WINDOW (self));
  g_return_if_fail (text != NULL);

  /* the same notice again while it shows (clicks repeated) stays one */
  if (self->toast != NULL)
    {
      title = adw_toast_get_custom_title (self->toast);
      if (g_strcmp0 (gtk_label_get_text (GTK_LABEL (title)), text) == 0)
        return;
      g_object_remove_weak_pointer (G_OBJECT (self->toast), (gpointer *) &self->toast);
    }

  title = gtk_label_new (text);
  gtk_label_set_wrap (GTK_LABEL (title), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (title), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_max_width_chars (GTK_LABEL (title), TOAST_CHARS_PER_LINE);
  gtk_label_set_xalign (GTK_LABEL (title), 0.0f);
  gtk_widget_add_css_class (title, "heading");

  self->toast = adw_toast_new ("");
  adw_toast_set_custom_title (self->toast, title);
  g_object_add_weak_pointer (G_OBJECT (self->toast), (gpointer *) &self->toast);
  g_signal_connect_swapped (self->toast, "dismissed", G_CALLBACK (chess_window_forget_toast), self);
  adw_toast_overlay_add_toast (self->toast_overlay, self->toast);
}

/* Under the touch-move rule another piece was taken: say why it stays. */
void
chess_window_touch_move_refused (ChessBoard  *board,
                                 int          square,
                                 ChessWindow *self)
{
  ChessPiece piece = chess_position_piece_at (chess_game_get_position (self->game), square);
  char name[3];
  g_autofree char *text = NULL;

  chess_square_name (square, name);
  switch (CHESS_PIECE_TYPE (piece))
    {
    case CHESS_KING:
      /* Translators: a toast under the touch-move rule; %s is a square, "g1" */
      text = g_strdup_printf (_("Touch-move: the king on %s was touched and must move"), name);
      break;
    case CHESS_QUEEN:
      text = g_strdup_printf (_("Touch-move: the queen on %s was touched and must move"), name);
      break;
    case CHESS_ROOK:
      text = g_strdup_printf (_("Touch-move: the rook on %s was touched and must move"), name);
      break;
    case CHESS_BISHOP:
      text = g_strdup_printf (_("Touch-move: the bishop on %s was touched and must move"), name);
      break;
    case CHESS_KNIGHT:
      text = g_strdup_printf (_("Touch-move: the knight on %s was touched and must move"), name);
      break;
    case CHESS_PAWN:
      text = g_strdup_printf (_("Touch-move: the pawn on %s was touched and must move"), name);
      break;
    default:
      return;
    }
  chess_window_show_toast (self, text);
}
