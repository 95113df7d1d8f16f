/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-window-open.c — opening a game in the window: a file chosen,
 * dropped or named, one game of it (or one an index located), after
 * asking about the unsaved game; what the reader repaired or could not
 * read is said.  Split from chess-window-actions.c. */
#include "config.h"

#include <glib/gi18n.h>

#include "chess-digits.h"
#include "chess-window-private.h"

/* ---- opening -------------------------------------------------------- */

typedef struct {
  ChessWindow *window;
  GFile *file;
  guint index;
  gboolean located;      /* read the game alone, at `location` */
  ChessGameLocation location;
  gboolean list_games;   /* the file itself was opened: list its games */
  guint ply;             /* the main-line position to show (a puzzle's), 0: the session's choice */
} OpenRequest;

static void
open_request_free (gpointer data)
{
  OpenRequest *request = data;

  g_clear_object (&request->window);
  g_object_unref (request->file);
  g_free (request);
}

/* The reader's lines, the first dozen of them. */
static char *
describe_problems (GPtrArray *warnings)
{
  GString *details = g_string_new (NULL);
  guint shown = MIN (warnings->len, 12);

  for (guint i = 0; i < shown; i++)
    g_string_append_printf (details, "%s%s", i > 0 ? "\n" : "", (const char *) g_ptr_array_index (warnings, i));
  if (warnings->len > shown)
    g_string_append_printf (details,
                            ngettext ("\n… and %u more problem", "\n… and %u more problems", warnings->len - shown),
                            warnings->len - shown);
  return g_string_free (details, FALSE);
}

/* Only warnings: the game was read whole, something small repaired (a
 * move number, a castling right…). */
static void
note_repairs (ChessWindow *self,
              const char  *name,
              GPtrArray   *warnings)
{
  g_autofree char *base = g_path_get_basename (name);
  g_autofree char *count = g_strdup_printf ("%u", warnings->len);
  g_autofree char *local_count = chess_digits_localize (count, FALSE);
  g_autofree char *text = NULL;
  g_autofree char *title = g_strdup_printf (_("Repairs made while reading “%s”"), name);
  g_autofree char *details = describe_problems (warnings);

  /* Translators: a note after opening a file; the first %s is the file's
   * name, the second how many repairs (a move number, a castling right…) */
  text = g_strdup_printf (ngettext ("“%s” was read with %s small repair", "“%s” was read with %s small repairs",
                                    warnings->len),
                          base, local_count);
  chess_window_note_repairs (self, text, title, details);
}

static void
on_opened (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  OpenRequest *request = user_data;
  ChessWindow *self = request->window;
  g_autoptr(GPtrArray) warnings = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *name = g_file_get_parse_name (request->file);

  if (!chess_session_open_finish (CHESS_SESSION (source), result, &warnings, &error))
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        {
          g_autofree char *title = g_strdup_printf (_("Could not open “%s”"), name);
          chess_window_show_problems (self, GTK_MESSAGE_ERROR, title, error->message);
        }
      open_request_free (request);
      return;
    }
  if (warnings->len > 0 && chess_session_get_read_with_errors (CHESS_SESSION (source)))
    {
      g_autofree char *details = describe_problems (warnings);
      g_autofree char *title = g_strdup_printf (_("Problems in “%s”; what could be read is shown"), name);

      chess_window_show_problems (self, GTK_MESSAGE_WARNING, title, details);
    }
  else if (warnings->len > 0)
    note_repairs (self, name, warnings);
  else
    chess_window_hide_problems (self);
  chess_window_games_opened (self, request->list_games);
  if (request->ply > 0)
    {
      ChessNode *node = chess_game_get_record (self->game)->root;
      for (guint i = 0; i < request->ply && node->first_child; i++)
        node = node->first_child;
      chess_game_go_to_node (self->game, node);
    }
  open_request_free (request);
}

static void
open_now (ChessWindow *self,
          gpointer     data)
{
  OpenRequest *pending = data;
  OpenRequest *request = g_new0 (OpenRequest, 1);

  request->window = g_object_ref (self);
  request->file = g_object_ref (pending->file);
  request->index = pending->index;
  request->list_games = pending->list_games;
  request->ply = pending->ply;
  if (pending->located)
    chess_session_open_located_async (self->session, request->file, request->index, &pending->location,
                                      self->cancellable, on_opened, request);
  else
    chess_session_open_async (self->session, request->file, request->index, self->cancellable,
                              on_opened, request);
}

static void
open_game (ChessWindow             *self,
           GFile                   *file,
           guint                    index,
           const ChessGameLocation *location,
           gboolean                 list_games)
{
  OpenRequest *request = g_new0 (OpenRequest, 1);

  request->file = g_object_ref (file);
  request->index = index;
  request->located = location != NULL;
  if (location != NULL)
    request->location = *location;
  request->list_games = list_games;
  chess_window_confirm_discard (self, open_now, request, open_request_free);
}

void
chess_window_open_file (ChessWindow *self,
                        GFile       *file,
                        guint        index)
{
  g_return_if_fail (CHESS_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  open_game (self, file, index, NULL, FALSE);
}

void
chess_window_open_file_at (ChessWindow *self,
                           GFile       *file,
                           guint        index,
                           guint        ply)
{
  g_return_if_fail (CHESS_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  OpenRequest *request = g_new0 (OpenRequest, 1);
  request->file = g_object_ref (file);
  request->index = index;
  request->ply = ply;
  chess_window_confirm_discard (self, open_now, request, open_request_free);
}

void
chess_window_open_located (ChessWindow             *self,
                           GFile                   *file,
                           guint                    index,
                           const ChessGameLocation *location)
{
  g_return_if_fail (CHESS_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));
  g_return_if_fail (location != NULL);

  open_game (self, file, index, location, FALSE);
}

void
chess_window_open_document (ChessWindow *self,
                            GFile       *file)
{
  g_return_if_fail (CHESS_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  open_game (self, file, 0, NULL, TRUE);
}

static void
open_chosen (ChessWindow *self,
             GFile       *file)
{
  chess_window_open_document (self, file);
}

void
chess_window_show_open_dialog (ChessWindow *self)
{
  g_return_if_fail (CHESS_IS_WINDOW (self));

  chess_window_choose_file (self, _("Open Game"), GTK_FILE_CHOOSER_ACTION_OPEN, _("_Open"), NULL, open_chosen);
}
