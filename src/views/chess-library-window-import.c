/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-library-window-import.c — the library window's import: a file
 * chosen (or given) is imported by the library service, with a bar that
 * shows its progress, Cancel while it runs and what it found after. */
#include "config.h"

#include <glib/gi18n.h>

#include "chess-digits.h"
#include "chess-file-chooser.h"
#include "chess-library-window-private.h"

static void
update_import (ChessLibraryWindow *self)
{
  ChessLibraryImport *import = self->import;
  g_autofree char *name = g_file_get_basename (chess_library_import_get_file (import));
  guint games = (guint) MIN (chess_library_import_get_games (import), G_MAXUINT);
  guint errors = (guint) MIN (chess_library_import_get_errors (import), G_MAXUINT);
  g_autoptr(GString) text = g_string_new (NULL);
  g_autofree char *local = NULL;

  if (!chess_library_import_get_done (import))
    /* Translators: "Importing Fischer.pgn: 500 games" */
    g_string_printf (text, ngettext ("Importing %s: %u game", "Importing %s: %u games", games), name, games);
  else
    g_string_printf (text, ngettext ("%s: %u game imported", "%s: %u games imported", games), name, games);
  if (errors > 0)
    {
      g_string_append (text, " · ");
      g_string_append_printf (text, ngettext ("%u game with errors left out", "%u games with errors left out", errors),
                              errors);
    }
  local = chess_digits_localize (text->str, FALSE);
  chess_banner_set_text (self->import_bar, local);
  gtk_progress_bar_set_fraction (GTK_PROGRESS_BAR (self->import_progress), chess_library_import_get_fraction (import));
}

/* Games came in: the list shows them without waiting for the end (nor
 * losing its place: the rows come at the end). */
static void
on_import_games (ChessLibraryWindow *self)
{
  update_import (self);
  if (self->recount_timeout == 0)
    self->recount_timeout = g_timeout_add (IMPORT_RECOUNT_MS, _chess_library_window_recount_now, self);
}

static void
on_import_done (ChessLibraryWindow *self)
{
  const GError *error = chess_library_import_get_error (self->import);

  /* The service's "changed" follows: the rows added are counted then. */
  self->import_ended = TRUE;
  GPtrArray *messages = chess_library_import_get_messages (self->import);
  g_autoptr(GString) details = g_string_new (NULL);

  update_import (self);
  gtk_widget_set_visible (self->import_progress, FALSE);
  gtk_button_set_label (GTK_BUTTON (self->import_button), _("_Close"));
  if (error != NULL && g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    g_string_append (details, _("Cancelled: the games read before stay in the library."));
  else if (error != NULL)
    g_string_append (details, error->message);
  for (guint i = 0; i < messages->len; i++)
    g_string_append_printf (details, "%s%s", details->len > 0 ? "\n" : "", (const char *) g_ptr_array_index (messages, i));
  gtk_label_set_text (GTK_LABEL (self->import_details), details->str);
  gtk_widget_set_visible (self->import_details, details->len > 0);
  chess_banner_set_message_type (self->import_bar,
                                 error != NULL && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED)
                                 ? GTK_MESSAGE_ERROR
                                 : chess_library_import_get_errors (self->import) > 0 ? GTK_MESSAGE_WARNING
                                                                                       : GTK_MESSAGE_INFO);
  _chess_library_window_update_actions (self);
}

/* Cancel while the import runs, Close after it. */
void
_chess_library_window_on_import_bar_response (ChessBanner        *bar,
                                              int                 response,
                                              ChessLibraryWindow *self)
{
  if (self->import != NULL && !chess_library_import_get_done (self->import))
    chess_library_import_cancel (self->import);
  else
    chess_banner_set_revealed (bar, FALSE);
}

ChessLibraryImport *
chess_library_window_import (ChessLibraryWindow *self,
                             GFile              *file)
{
  g_return_val_if_fail (CHESS_IS_LIBRARY_WINDOW (self), NULL);
  g_return_val_if_fail (G_IS_FILE (file), NULL);

  if (self->import != NULL)
    g_signal_handlers_disconnect_by_data (self->import, self);
  g_clear_object (&self->import);
  self->import = chess_library_service_import (self->service, file);
  g_signal_connect_swapped (self->import, "notify::games", G_CALLBACK (on_import_games), self);
  g_signal_connect_swapped (self->import, "notify::fraction", G_CALLBACK (update_import), self);
  g_signal_connect_swapped (self->import, "notify::done", G_CALLBACK (on_import_done), self);
  chess_banner_set_message_type (self->import_bar, GTK_MESSAGE_INFO);
  gtk_widget_set_visible (self->import_progress, TRUE);
  gtk_widget_set_visible (self->import_details, FALSE);
  gtk_button_set_label (GTK_BUTTON (self->import_button), _("_Cancel"));
  update_import (self);
  chess_banner_set_revealed (self->import_bar, TRUE);
  _chess_library_window_update_actions (self);
  return self->import;
}

static void
on_import_chosen (GtkWindow *window,
                  GFile     *file)
{
  if (file != NULL)
    chess_library_window_import (CHESS_LIBRARY_WINDOW (window), file);
}

void
chess_library_window_choose_import (ChessLibraryWindow *self)
{
  g_return_if_fail (CHESS_IS_LIBRARY_WINDOW (self));

  chess_file_chooser_choose (GTK_WINDOW (self), _("Import to Library"), GTK_FILE_CHOOSER_ACTION_OPEN,
                             _("_Import"), NULL, on_import_chosen);
}

void
_chess_library_window_action_import (GtkWidget  *widget,
                                     const char *name,
                                     GVariant   *parameter)
{
  chess_library_window_choose_import (CHESS_LIBRARY_WINDOW (widget));
}
