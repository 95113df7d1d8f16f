/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-library-window-games.c — what the library window does to its
 * games through the library service: Remove and Edit Tags of the games
 * selected, Export of the games shown; kept apart from the filters and
 * the list so that each file stays readable. */
#include "config.h"

#include <glib/gi18n.h>

#include "chess-digits.h"
#include "chess-file-chooser.h"
#include "chess-library-window-private.h"
#include "chess-tags-dialog.h"

/* ---- remove, tags ---- */

/* A removal or a change of tags is done; the list follows the service's
 * "changed" by itself, only a failure is said here. */
static void
on_change_done (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  g_autoptr(ChessLibraryWindow) self = user_data;
  ChessLibraryService *service = CHESS_LIBRARY_SERVICE (source);
  g_autoptr(GError) error = NULL;
  gboolean ok = g_async_result_is_tagged (result, chess_library_service_remove_async)
                ? chess_library_service_remove_finish (service, result, &error)
                : chess_library_service_set_tags_finish (service, result, &error);

  if (!ok)
    _chess_library_window_toast (self, error->message);
}

static void
on_remove_response (AdwMessageDialog   *dialog,
                    const char         *response,
                    ChessLibraryWindow *self)
{
  GArray *ids = g_object_get_data (G_OBJECT (dialog), "ids");

  if (g_str_equal (response, "remove"))
    chess_library_service_remove_async (self->service, ids, on_change_done, g_object_ref (self));
}

static void
remove_selected (ChessLibraryWindow *self)
{
  g_autoptr(GArray) ids = _chess_library_window_selected_ids (self, remove_selected);
  g_autofree char *question = NULL;
  AdwMessageDialog *dialog;

  if (ids == NULL || ids->len == 0)
    return;
  question = g_strdup_printf (ngettext ("Remove %u game from the library?", "Remove %u games from the library?",
                                        ids->len), ids->len);
  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self), question,
                                                       _("Games removed from the library cannot be brought back.")));
  adw_message_dialog_add_responses (dialog, "cancel", _("_Cancel"), "remove", _("_Remove"), NULL);
  adw_message_dialog_set_response_appearance (dialog, "remove", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (dialog, "cancel");
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_object_set_data_full (G_OBJECT (dialog), "ids", g_array_ref (ids), (GDestroyNotify) g_array_unref);
  g_signal_connect (dialog, "response", G_CALLBACK (on_remove_response), self);
  gtk_window_present (GTK_WINDOW (dialog));
}

void
_chess_library_window_action_remove (GtkWidget  *widget,
                                     const char *name,
                                     GVariant   *parameter)
{
  remove_selected (CHESS_LIBRARY_WINDOW (widget));
}

static void
on_tags_save (ChessTagsDialog    *dialog,
              GHashTable         *changed,
              ChessLibraryWindow *self)
{
  gint64 *id = g_object_get_data (G_OBJECT (dialog), "id");

  chess_library_service_set_tags_async (self->service, *id, changed, on_change_done, g_object_ref (self));
}

typedef struct {
  ChessLibraryWindow *window;
  gint64 id;
} TagsRequest;

static void
on_record_for_tags (GObject      *source,
                    GAsyncResult *result,
                    gpointer      user_data)
{
  TagsRequest *request = user_data;
  g_autoptr(ChessLibraryWindow) self = request->window;
  g_autoptr(GError) error = NULL;
  ChessRecord *record = chess_library_service_get_record_finish (CHESS_LIBRARY_SERVICE (source), result, &error);
  ChessTagsDialog *dialog;

  if (record == NULL)
    _chess_library_window_toast (self, error->message);
  else
    {
      dialog = chess_tags_dialog_new (GTK_WINDOW (self), record);
      chess_record_free (record);
      g_object_set_data_full (G_OBJECT (dialog), "id", g_memdup2 (&request->id, sizeof request->id), g_free);
      g_signal_connect_object (dialog, "save", G_CALLBACK (on_tags_save), self, 0);
      gtk_window_present (GTK_WINDOW (dialog));
    }
  g_free (request);
}

static void
edit_selected_tags (ChessLibraryWindow *self)
{
  g_autoptr(GArray) ids = _chess_library_window_selected_ids (self, edit_selected_tags);
  TagsRequest *request;

  if (ids == NULL || ids->len != 1)
    return;
  request = g_new0 (TagsRequest, 1);
  request->window = g_object_ref (self);
  request->id = g_array_index (ids, gint64, 0);
  chess_library_service_get_record_async (self->service, request->id, on_record_for_tags, request);
}

void
_chess_library_window_action_edit_tags (GtkWidget  *widget,
                                        const char *name,
                                        GVariant   *parameter)
{
  edit_selected_tags (CHESS_LIBRARY_WINDOW (widget));
}

/* ---- export ---- */

static void
on_exported (GObject      *source,
             GAsyncResult *result,
             gpointer      user_data)
{
  g_autoptr(ChessLibraryWindow) self = user_data;
  g_autoptr(GError) error = NULL;
  guint64 n = chess_library_service_export_finish (CHESS_LIBRARY_SERVICE (source), result, &error);
  g_autofree char *text = NULL;
  g_autofree char *local = NULL;

  if (error != NULL)
    {
      _chess_library_window_toast (self, error->message);
      return;
    }
  text = g_strdup_printf (ngettext ("%u game exported", "%u games exported", (gulong) MIN (n, G_MAXUINT)),
                          (guint) MIN (n, G_MAXUINT));
  local = chess_digits_localize (text, FALSE);
  _chess_library_window_toast (self, local);
}

/* The games shown, in the order shown, once every row is read. */
static void
export_shown (ChessLibraryWindow *self)
{
  GListModel *shown = chess_game_list_get_shown (self->list);
  guint n = g_list_model_get_n_items (shown);
  g_autoptr(GArray) ids = NULL;
  g_autoptr(GFile) file = NULL;

  if (!chess_library_model_get_complete (self->model))
    {
      _chess_library_window_wait_for_every_row (self, export_shown);
      return;
    }
  file = g_steal_pointer (&self->export_file);
  ids = g_array_sized_new (FALSE, FALSE, sizeof (gint64), n);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(ChessGameItem) item = g_list_model_get_item (shown, i);
      gint64 id = (gint64) chess_game_item_get_number (item);

      if (!chess_game_item_is_unread (item))
        g_array_append_val (ids, id);
    }
  chess_library_service_export_async (self->service, ids, file, NULL, on_exported, g_object_ref (self));
}

static void
on_export_chosen (GtkWindow *window,
                  GFile     *file)
{
  ChessLibraryWindow *self = CHESS_LIBRARY_WINDOW (window);

  if (file != NULL)
    {
      g_set_object (&self->export_file, file);
      export_shown (self);
    }
}

void
_chess_library_window_action_export (GtkWidget  *widget,
                                     const char *name,
                                     GVariant   *parameter)
{
  /* Translators: the name offered for exported games */
  chess_file_chooser_choose (GTK_WINDOW (widget), _("Export Games"), GTK_FILE_CHOOSER_ACTION_SAVE,
                             _("_Export"), _("games.pgn"), on_export_chosen);
}
