/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-window-clipboard.c — games and positions in and out of the window
 * as people move text between programs.
 *
 * Copy (Ctrl+C) offers the game as PGN, both as text and as
 * application/vnd.chess-pgn, and the position on the board as FEN under
 * application/x-chess-fen; Copy Position (Shift+Ctrl+C) puts the FEN alone
 * as text, for the places that take a FEN.  Paste (Ctrl+V) and text
 * dropped on the window take a FEN (New Game asks to start from it; Set
 * Up Position shows one that cannot be played as it is, to mend) or
 * a PGN (opened as the game, after the question about unsaved moves); a
 * dropped file opens as Open would.  The keys are the window's own
 * bindings, not application accelerators, so that a text field of a side
 * page keeps its Ctrl+C and Ctrl+V. */
#include "config.h"

#include <stdlib.h>

#include <glib/gi18n.h>

#include "chess-digits.h"
#include "chess-window-private.h"
#include "chess-notation.h"
#include "chess-pgn.h"

#define PGN_MIME_TYPE "application/vnd.chess-pgn"
#define FEN_MIME_TYPE "application/x-chess-fen"

/* Problems of a pasted game listed in the banner; the rest are counted. */
#define MAX_PROBLEMS_SHOWN 12

static char *
shown_position_fen (ChessWindow *self)
{
  char fen[CHESS_FEN_MAX];

  chess_position_to_fen (chess_game_get_position (self->game), fen, sizeof fen);
  return g_strdup (fen);
}

static void
action_copy (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  ChessWindow *self = CHESS_WINDOW (widget);
  size_t length = 0;
  char *pgn = chess_pgn_record_to_string (chess_game_get_record (self->game), CHESS_PGN_WRITE_DEFAULT, &length);
  g_autoptr (GBytes) pgn_bytes = g_bytes_new_with_free_func (pgn, length, free, pgn);
  g_autofree char *fen = shown_position_fen (self);
  g_autoptr (GBytes) fen_bytes = g_bytes_new (fen, strlen (fen));
  g_autoptr (GdkContentProvider) provider = NULL;
  GdkContentProvider *providers[] = {
    gdk_content_provider_new_for_bytes (PGN_MIME_TYPE, pgn_bytes),
    gdk_content_provider_new_typed (G_TYPE_STRING, pgn),
    gdk_content_provider_new_for_bytes (FEN_MIME_TYPE, fen_bytes),
  };

  provider = gdk_content_provider_new_union (providers, G_N_ELEMENTS (providers));
  gdk_clipboard_set_content (gtk_widget_get_clipboard (widget), provider);
  chess_window_show_toast (self, _("Copied the game as PGN and the position as FEN"));
}

static void
action_copy_position (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  ChessWindow *self = CHESS_WINDOW (widget);
  g_autofree char *fen = shown_position_fen (self);

  gdk_clipboard_set_text (gtk_widget_get_clipboard (widget), fen);
  chess_window_show_toast (self, _("Copied the position as FEN"));
}

/* ---- taking text in ------------------------------------------------- */

static void
open_record_now (ChessWindow *self,
                 gpointer     data)
{
  g_autoptr (ChessGame) game = chess_game_new_from_record (chess_record_copy (data));

  chess_play_take_in_game (self->play, game);
}

static void
show_read_problems (ChessWindow              *self,
                    const ChessPgnDiagnostic *diagnostics,
                    size_t                    n_diagnostics)
{
  g_autoptr (GString) details = g_string_new (NULL);
  size_t shown = MIN (n_diagnostics, MAX_PROBLEMS_SHOWN);

  for (size_t i = 0; i < shown; i++)
    g_string_append_printf (details, "%s%s", i > 0 ? "\n" : "", diagnostics[i].message);
  if (n_diagnostics > shown)
    g_string_append_printf (details,
                            ngettext ("\n… and %u more problem", "\n… and %u more problems",
                                      (gulong) (n_diagnostics - shown)),
                            (guint) (n_diagnostics - shown));
  chess_window_show_problems (self, GTK_MESSAGE_WARNING,
                              _("Problems in the game taken in; what could be read is shown"),
                              details->str);
}

/* Only warnings (the game taken in whole, something small repaired): a
 * note rather than the banner of problems. */
static gboolean
note_read_repairs (ChessWindow              *self,
                   const ChessPgnDiagnostic *diagnostics,
                   size_t                    n_diagnostics)
{
  g_autoptr (GString) details = g_string_new (NULL);
  g_autofree char *count = NULL;
  g_autofree char *local_count = NULL;
  g_autofree char *text = NULL;

  for (size_t i = 0; i < n_diagnostics; i++)
    if (diagnostics[i].severity != CHESS_PGN_SEVERITY_WARNING)
      return FALSE;
  for (size_t i = 0; i < MIN (n_diagnostics, MAX_PROBLEMS_SHOWN); i++)
    g_string_append_printf (details, "%s%s", i > 0 ? "\n" : "", diagnostics[i].message);
  count = g_strdup_printf ("%u", (guint) n_diagnostics);
  local_count = chess_digits_localize (count, FALSE);
  /* Translators: a note after a paste or a drop; %s is how many repairs */
  text = g_strdup_printf (ngettext ("The game taken in was read with %s small repair",
                                    "The game taken in was read with %s small repairs", (gulong) n_diagnostics),
                          local_count);
  chess_window_note_repairs (self, text, _("Repairs made while reading the game taken in"), details->str);
  return TRUE;
}

/* A game in PGN: the first of the text, with what the reader found wrong
 * in a banner (small repairs alone in a note).  FALSE when the text holds
 * no game (no tag and no move). */
static gboolean
take_pgn (ChessWindow *self,
          const char  *text)
{
  ChessRecord **games = NULL;
  ChessPgnDiagnostic *diagnostics = NULL;
  size_t n_diagnostics = 0;
  size_t n_games = chess_pgn_read_string (text, strlen (text), &games, &diagnostics, &n_diagnostics);
  gboolean taken = n_games > 0 && (games[0]->n_tags > 0 || games[0]->root->first_child != NULL);

  if (taken)
    {
      if (n_diagnostics > 0 && !note_read_repairs (self, diagnostics, n_diagnostics))
        show_read_problems (self, diagnostics, n_diagnostics);
      else
        chess_window_hide_problems (self);
      chess_window_confirm_discard (self, open_record_now, g_steal_pointer (&games[0]),
                                    (GDestroyNotify) chess_record_free);
    }
  for (size_t i = 0; i < n_games; i++)
    if (games[i] != NULL)
      chess_record_free (games[i]);
  free (games);
  free (diagnostics);
  return taken;
}

/* A FEN, a PGN, or neither (`what_failed` says so in a toast). */
static void
take_text (ChessWindow *self,
           const char  *text,
           const char  *what_failed)
{
  g_autofree char *trimmed = g_strstrip (g_strdup (text));
  ChessPosition position;
  ChessFenError error = { 0 };

  if (strchr (trimmed, '\n') == NULL && chess_position_from_fen (&position, trimmed, &error))
    chess_window_show_new_game_dialog_from (self, trimmed);
  /* A FEN that cannot be played as it is (a check no move gives, a castling
   * right without its rook): Set Up Position shows it with what is wrong,
   * to mend. */
  else if (strchr (trimmed, '\n') == NULL
           && chess_position_read_fen (&position, trimmed, CHESS_FEN_LENIENT, NULL, NULL))
    chess_window_set_up_position (self, &position);
  else if (!g_utf8_validate (trimmed, -1, NULL) || !take_pgn (self, trimmed))
    chess_window_show_toast (self, what_failed);
}

static void
on_clipboard_text (GObject      *source,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  g_autoptr (ChessWindow) self = user_data;
  g_autoptr (GError) error = NULL;
  g_autofree char *text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (source), result, &error);

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  if (text == NULL || gtk_widget_in_destruction (GTK_WIDGET (self)))
    {
      if (text == NULL && !gtk_widget_in_destruction (GTK_WIDGET (self)))
        chess_window_show_toast (self, _("The clipboard holds no text"));
      return;
    }
  take_text (self, text, _("The clipboard holds neither a position (FEN) nor a game (PGN)"));
}

static void
action_paste (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  ChessWindow *self = CHESS_WINDOW (widget);

  gdk_clipboard_read_text_async (gtk_widget_get_clipboard (widget), self->cancellable,
                                 on_clipboard_text, g_object_ref (self));
}

static gboolean
on_drop (GtkDropTarget *target,
         const GValue  *value,
         double         x,
         double         y,
         ChessWindow   *self)
{
  if (G_VALUE_HOLDS (value, GDK_TYPE_FILE_LIST))
    {
      GSList *files = gdk_file_list_get_files (g_value_get_boxed (value));

      /* one game on the board: the first file (and its list of games) */
      if (files != NULL)
        chess_window_open_document (self, files->data);
      g_slist_free (files);
      return files != NULL;
    }
  if (G_VALUE_HOLDS_STRING (value) && g_value_get_string (value) != NULL)
    {
      take_text (self, g_value_get_string (value),
                 _("The dropped text is neither a position (FEN) nor a game (PGN)"));
      return TRUE;
    }
  return FALSE;
}

void
chess_window_clipboard_init (ChessWindow *self)
{
  GtkDropTarget *target = gtk_drop_target_new (G_TYPE_INVALID, GDK_ACTION_COPY);

  gtk_drop_target_set_gtypes (target, (GType[2]) { GDK_TYPE_FILE_LIST, G_TYPE_STRING }, 2);
  g_signal_connect (target, "drop", G_CALLBACK (on_drop), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (target));
}

void
chess_window_clipboard_install (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.copy", NULL, action_copy);
  gtk_widget_class_install_action (widget_class, "win.copy-position", NULL, action_copy_position);
  gtk_widget_class_install_action (widget_class, "win.paste", NULL, action_paste);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_c, GDK_CONTROL_MASK, "win.copy", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_c, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "win.copy-position", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_v, GDK_CONTROL_MASK, "win.paste", NULL);
}
