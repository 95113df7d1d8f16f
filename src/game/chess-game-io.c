/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-game-io.c — loading and saving games through GIO.
 *
 * Loading streams the file through the PGN reader in a worker thread and
 * builds the ChessGame (and its clock, whose timer belongs to the caller's
 * main context) in _finish.  Saving writes the PGN export text with
 * chess_write_file_atomic(): a failed save leaves the old file. */
#include "config.h"

#include <stdlib.h>
#include <string.h>
#include <glib/gi18n.h>

#include "chess-game-private.h"
#include "chess-file-write.h"
#include "chess-pgn.h"

/* ------------------------------------------------------------------ */
/* Loading                                                             */

typedef struct {
  GFile *file;
  guint index;
  ChessRecord *record;      /* result of the thread */
  GPtrArray *warnings;      /* of char * */
} LoadData;

static void
load_data_free (LoadData *data)
{
  g_clear_object (&data->file);
  g_clear_pointer (&data->record, chess_record_free);
  g_clear_pointer (&data->warnings, g_ptr_array_unref);
  g_free (data);
}

typedef struct {
  GInputStream *stream;
  GCancellable *cancellable;
  GError *error;
} StreamSource;

static size_t
read_from_stream (void   *user_data,
                  char   *buf,
                  size_t  max)
{
  StreamSource *src = user_data;
  gssize n;

  if (src->error != NULL)
    return (size_t) -1;
  n = g_input_stream_read (src->stream, buf, max, src->cancellable, &src->error);
  return n < 0 ? (size_t) -1 : (size_t) n;
}

static char *
display_name (GFile *file)
{
  const char *path = g_file_peek_path (file);
  return path != NULL ? g_strdup (path) : g_file_get_parse_name (file);
}

/* GIO's messages usually name the file; make sure ours always do. */
static void
propagate_with_name (GTask  *task,
                     GError *error,
                     const char *name)
{
  if (strstr (error->message, name) == NULL)
    g_prefix_error (&error, "%s: ", name);
  g_task_return_error (task, error);
}

static void
load_thread (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  LoadData *data = task_data;
  g_autofree char *name = display_name (data->file);
  StreamSource src = { NULL, cancellable, NULL };
  ChessPgnReader *reader;
  ChessPgnStatus status;
  const ChessPgnDiagnostic *diags;
  size_t n_diags = 0;
  ChessRecord *record = NULL;
  GError *error = NULL;

  src.stream = G_INPUT_STREAM (g_file_read (data->file, cancellable, &error));
  if (src.stream == NULL)
    {
      propagate_with_name (task, error, name);
      return;
    }

  reader = chess_pgn_reader_new (read_from_stream, &src);
  for (guint i = 0; i < data->index; i++)
    {
      ChessPgnIndexEntry entry = { 0 };
      gboolean more = chess_pgn_reader_scan_game (reader, &entry);

      chess_pgn_index_entry_clear (&entry);
      if (!more)
        break;
    }
  status = src.error == NULL ? chess_pgn_reader_next_game (reader, &record) : CHESS_PGN_END;
  diags = chess_pgn_reader_get_diagnostics (reader, &n_diags);

  if (src.error != NULL)
    {
      if (record != NULL)
        chess_record_free (record);
      chess_pgn_reader_free (reader);
      g_object_unref (src.stream);
      propagate_with_name (task, src.error, name);
      return;
    }

  data->warnings = g_ptr_array_new_with_free_func (g_free);
  for (size_t i = 0; status != CHESS_PGN_END && i < n_diags; i++)
    {
      size_t needed = chess_pgn_diagnostic_format (&diags[i], name, NULL, 0);
      char *line = g_malloc (needed + 1);

      chess_pgn_diagnostic_format (&diags[i], name, line, needed + 1);
      g_ptr_array_add (data->warnings, line);
    }

  if (status == CHESS_PGN_END)
    error = g_error_new (CHESS_GAME_ERROR, CHESS_GAME_ERROR_NO_GAME,
                         _("%s: there is no game number %u in this file"), name, data->index + 1);
  else if (status == CHESS_PGN_GAME_ERRORS)
    {
      /* A game that is not chess, or a set-up we cannot play, does not load;
       * other errors keep the moves before them, with a warning. */
      for (size_t i = 0; i < n_diags && error == NULL; i++)
        if (diags[i].kind == CHESS_PGN_ERROR_UNSUPPORTED || diags[i].kind == CHESS_PGN_ERROR_BAD_FEN)
          error = g_error_new_literal (CHESS_GAME_ERROR,
                                       diags[i].kind == CHESS_PGN_ERROR_UNSUPPORTED
                                       ? CHESS_GAME_ERROR_UNSUPPORTED : CHESS_GAME_ERROR_BAD_FEN,
                                       g_ptr_array_index (data->warnings, i));
      if (error == NULL && record->n_tags == 0 && record->root->first_child == NULL && n_diags > 0)
        error = g_error_new (CHESS_GAME_ERROR, CHESS_GAME_ERROR_NO_GAME,
                             _("No readable game: %s"), (char *) g_ptr_array_index (data->warnings, 0));
    }

  chess_pgn_reader_free (reader);
  g_object_unref (src.stream);
  if (error != NULL)
    {
      if (record != NULL)
        chess_record_free (record);
      g_task_return_error (task, error);
      return;
    }
  data->record = record;
  g_task_return_boolean (task, TRUE);
}

void
chess_game_load_async (GFile               *file,
                       guint                index,
                       GCancellable        *cancellable,
                       GAsyncReadyCallback  callback,
                       gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  LoadData *data;

  g_return_if_fail (G_IS_FILE (file));

  chess_core_init ();   /* its tables, before a worker thread needs them */
  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, chess_game_load_async);
  data = g_new0 (LoadData, 1);
  data->file = g_object_ref (file);
  data->index = index;
  g_task_set_task_data (task, data, (GDestroyNotify) load_data_free);
  g_task_run_in_thread (task, load_thread);
}

/* The game is built here, in the caller's thread: its clock (running for
 * the side to move when the game is in progress and has clock times)
 * arms its timer in the caller's main context. */
ChessGame *
chess_game_load_finish (GAsyncResult  *result,
                        GPtrArray    **warnings,
                        GError       **error)
{
  LoadData *data;
  ChessGame *game;

  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == chess_game_load_async, NULL);

  if (!g_task_propagate_boolean (G_TASK (result), error))
    return NULL;
  data = g_task_get_task_data (G_TASK (result));
  game = chess_game_new_from_record (g_steal_pointer (&data->record));
  _chess_game_set_file (game, data->file);
  chess_game_set_modified (game, FALSE);
  if (warnings != NULL)
    *warnings = g_ptr_array_ref (data->warnings);
  return game;
}

/* ------------------------------------------------------------------ */
/* Saving                                                              */

typedef struct {
  GFile *file;
  GBytes *text;
  guint64 serial;   /* the game's change_serial when the text was made */
} SaveData;

static void
save_data_free (SaveData *data)
{
  g_clear_object (&data->file);
  g_clear_pointer (&data->text, g_bytes_unref);
  g_free (data);
}

static GBytes *
game_to_bytes (ChessGame *self)
{
  size_t length = 0;
  char *text = chess_pgn_record_to_string (self->record, CHESS_PGN_WRITE_DEFAULT, &length);
  GBytes *bytes;

  if (text == NULL)
    return g_bytes_new (NULL, 0);
  bytes = g_bytes_new (text, length);
  free (text);
  return bytes;
}

static gboolean
write_atomically (GFile         *file,
                  GBytes        *text,
                  GCancellable  *cancellable,
                  GError       **error)
{
  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return FALSE;
  return chess_write_file_atomic (file, g_bytes_get_data (text, NULL), g_bytes_get_size (text),
                                  CHESS_WRITE_FILE_DEFAULT, error);
}

static void
save_thread (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  SaveData *data = task_data;
  GError *error = NULL;

  if (write_atomically (data->file, data->text, cancellable, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

static void
saved (ChessGame *self,
       GFile     *file,
       guint64    serial)
{
  _chess_game_set_file (self, file);
  /* A change made while the file was being written keeps `modified`. */
  if (serial == self->change_serial)
    chess_game_set_modified (self, FALSE);
}

/* The text is made now; the write runs in a worker thread. */
void
chess_game_save_async (ChessGame           *self,
                       GFile               *file,
                       GCancellable        *cancellable,
                       GAsyncReadyCallback  callback,
                       gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  SaveData *data;

  g_return_if_fail (CHESS_IS_GAME (self));
  g_return_if_fail (G_IS_FILE (file));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, chess_game_save_async);
  data = g_new0 (SaveData, 1);
  data->file = g_object_ref (file);
  data->text = game_to_bytes (self);
  data->serial = self->change_serial;
  g_task_set_task_data (task, data, (GDestroyNotify) save_data_free);
  g_task_run_in_thread (task, save_thread);
}

/* On success the game remembers the file and is no longer modified. */
gboolean
chess_game_save_finish (ChessGame     *self,
                        GAsyncResult  *result,
                        GError       **error)
{
  SaveData *data;

  g_return_val_if_fail (CHESS_IS_GAME (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == chess_game_save_async, FALSE);

  if (!g_task_propagate_boolean (G_TASK (result), error))
    return FALSE;
  data = g_task_get_task_data (G_TASK (result));
  saved (self, data->file, data->serial);
  return TRUE;
}

gboolean
chess_game_save_sync (ChessGame  *self,
                      GFile      *file,
                      GError    **error)
{
  g_autoptr(GBytes) text = NULL;
  guint64 serial;

  g_return_val_if_fail (CHESS_IS_GAME (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  text = game_to_bytes (self);
  serial = self->change_serial;
  if (!write_atomically (file, text, NULL, error))
    return FALSE;
  saved (self, file, serial);
  return TRUE;
}
