/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-session-save.c — a session's game written to its file: save in
 * place, save as, append, in a worker thread.  Saving in place reads the
 * file again, refuses if it is no longer what was read, and writes back the
 * bytes before the game, the game, and the bytes after it: the other games
 * of the file stay byte-identical.  A file read compressed is written back
 * compressed, and one of CRLF lines gets CRLF lines; a file too big to
 * read whole is copied around the game (chess-session-save-stream.c).
 * Reading files and opening games is chess-session-io.c's. */
#include "config.h"

#include <sys/stat.h>
#include <stdlib.h>
#include <string.h>
#include <glib/gi18n.h>

#include "chess-session-private.h"
#include "chess-file-write.h"
#include "chess-pgn.h"

/* ------------------------------------------------------------------ */
/* Save, save as, append                                               */

typedef enum { SAVE_IN_PLACE, SAVE_AS, APPEND } SaveKind;

typedef struct {
  SaveKind kind;
  GFile *file;           /* SAVE_AS, APPEND */
  GBytes *text;
  guint64 serial;        /* the game's change serial when the text was made */
  ChessGame *game;
  guint generation;      /* the session's disk_generation then */
  ChessGameSource result;/* where the game now is */
} SaveData;

static void
save_data_free (SaveData *data)
{
  g_clear_object (&data->file);
  g_clear_object (&data->game);
  g_clear_pointer (&data->text, g_bytes_unref);
  _chess_game_source_clear (&data->result);
  g_free (data);
}

/* Writes `contents` to `file` (gzip-compressed when `compress`), where the
 * game is now the bytes [start, end) of the text, and remembers that as
 * the session's disk state — unless another game took the session
 * meanwhile (then only `result` learns it). */
static gboolean
write_and_remember (ChessSession  *self,
                    SaveData      *data,
                    GFile         *file,
                    GBytes        *contents,
                    gboolean       compress,
                    goffset        start,
                    goffset        end,
                    GError       **error)
{
  ChessGameSource *result = &data->result;
  g_autoptr(GBytes) written = NULL;

  if (compress)
    {
      g_autofree char *name = _chess_session_display_name (file);

      written = _chess_session_gzip_bytes (contents, name, error);
      if (written == NULL)
        return FALSE;
    }
  else
    written = g_bytes_ref (contents);
  if (!chess_write_file_atomic (file, g_bytes_get_data (written, NULL), g_bytes_get_size (written),
                                CHESS_WRITE_FILE_DEFAULT, error))
    return FALSE;
  g_set_object (&result->file, file);
  result->start = start;
  result->end = end;
  result->size = (goffset) g_bytes_get_size (contents);
  result->checksum = _chess_session_checksum_of (contents);
  if (data->generation == self->disk_generation)
    _chess_game_source_copy (&self->disk, result);
  return TRUE;
}

/* Under disk_lock: the file read now (`old`) is what was read or last
 * written: the same checksum; or, for a game read alone, the same size
 * and modification time (of the compressed file, when it is) and the
 * same bytes of the game. */
static gboolean
same_as_read (ChessSession *self,
              GBytes       *old,
              gboolean      compressed,
              GCancellable *cancellable)
{
  g_autofree char *checksum = NULL;
  const guint8 *bytes;
  goffset size = 0;
  gint64 mtime = 0;

  if (self->disk.checksum != NULL)
    {
      checksum = _chess_session_checksum_of (old);
      return g_strcmp0 (checksum, self->disk.checksum) == 0;
    }
  if (self->disk.game_checksum == NULL
      || !_chess_session_file_stamp (self->disk.file, cancellable, &size, &mtime)
      || size != (compressed ? self->disk.stored_size : self->disk.size) || mtime != self->disk.mtime_usec)
    return FALSE;
  bytes = g_bytes_get_data (old, NULL);
  checksum = g_compute_checksum_for_data (G_CHECKSUM_SHA256, bytes + self->disk.start,
                                          (gsize) (self->disk.end - self->disk.start));
  return g_strcmp0 (checksum, self->disk.game_checksum) == 0;
}

/* A file whose first line ends with CRLF (written on Windows) gets what
 * is written into it with CRLF too, not a game of LF lines among them. */
static gboolean
uses_crlf (const guint8 *bytes,
           gsize         size)
{
  const guint8 *newline = bytes != NULL ? memchr (bytes, '\n', size) : NULL;

  return newline != NULL && newline > bytes && newline[-1] == '\r';
}

/* `text` (our LF lines) with the line ends of the file it goes into
 * (its first bytes are enough). */
GBytes *
_chess_session_text_for_file (GBytes       *text,
                              const guint8 *file_bytes,
                              gsize         file_size)
{
  const char *from;
  gsize length = 0;
  GByteArray *out;

  if (!uses_crlf (file_bytes, file_size))
    return g_bytes_ref (text);
  from = g_bytes_get_data (text, &length);
  out = g_byte_array_sized_new ((guint) (length + length / 32 + 16));
  for (gsize i = 0; i < length; i++)
    {
      if (from[i] == '\n')
        g_byte_array_append (out, (const guint8 *) "\r", 1);
      g_byte_array_append (out, (const guint8 *) from + i, 1);
    }
  return g_byte_array_free_to_bytes (out);
}

/* Under disk_lock: the file must still be what was read or last written. */
static gboolean
save_in_place (ChessSession  *self,
               SaveData      *data,
               GCancellable  *cancellable,
               GError       **error)
{
  g_autofree char *name = _chess_session_display_name (self->disk.file);
  g_autoptr(GBytes) old = NULL;
  g_autoptr(GBytes) contents = NULL;
  g_autoptr(GBytes) text = NULL;
  GByteArray *joined;
  const guint8 *bytes;
  gsize size, text_length;
  gboolean compressed = FALSE;
  GError *local = NULL;

  /* A plain file too big to read whole (its games are opened one at a
   * time) is copied around the game instead. */
  if (self->disk.checksum == NULL && self->disk.game_checksum != NULL && self->disk.stored_size == 0
      && self->disk.size > _chess_session_max_file_size ())
    {
      if (!_chess_session_save_streaming (self, data->text, &data->result, cancellable, error))
        return FALSE;
      if (data->generation == self->disk_generation)
        _chess_game_source_copy (&self->disk, &data->result);
      return TRUE;
    }

  old = _chess_session_read_game_file (self->disk.file, &compressed, cancellable, &local);
  if (old == NULL && g_error_matches (local, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
    {
      g_clear_error (&local);
      g_set_error (error, CHESS_SESSION_ERROR, CHESS_SESSION_ERROR_CHANGED_ON_DISK,
                   _("“%s” was moved or deleted since the game was read, and the other games in it "
                     "with it; save the game under a new name"), name);
      return FALSE;
    }
  if (old == NULL)
    {
      g_propagate_error (error, local);
      return FALSE;
    }
  bytes = g_bytes_get_data (old, &size);
  if ((goffset) size != self->disk.size || self->disk.end > (goffset) size || self->disk.start > self->disk.end
      || !same_as_read (self, old, compressed, cancellable))
    {
      g_set_error (error, CHESS_SESSION_ERROR, CHESS_SESSION_ERROR_CHANGED_ON_DISK,
                   _("“%s” was changed by another program since the game was read; saving now "
                     "would undo those changes. Save the game under a new name instead."), name);
      return FALSE;
    }

  text = _chess_session_text_for_file (data->text, bytes, size);
  joined = g_byte_array_sized_new ((guint) (size + g_bytes_get_size (text)));
  g_byte_array_append (joined, bytes, (guint) self->disk.start);
  text_length = g_bytes_get_size (text);
  g_byte_array_append (joined, g_bytes_get_data (text, NULL), (guint) text_length);
  g_byte_array_append (joined, bytes + self->disk.end, (guint) (size - (gsize) self->disk.end));
  contents = g_byte_array_free_to_bytes (joined);
  return write_and_remember (self, data, self->disk.file, contents, compressed, self->disk.start,
                             self->disk.start + (goffset) text_length, error);
}

/* Under disk_lock: the game after the games already in the file. */
static gboolean
append_to (ChessSession  *self,
           SaveData      *data,
           guint         *n_games,
           GCancellable  *cancellable,
           GError       **error)
{
  g_autoptr(GBytes) old = NULL;
  g_autoptr(GBytes) contents = NULL;
  g_autoptr(GBytes) text = NULL;
  GByteArray *joined;
  const char *bytes = NULL;
  gsize size = 0;
  goffset start;
  gboolean compressed = FALSE;
  GError *local = NULL;

  *n_games = 0;
  old = _chess_session_read_game_file (data->file, &compressed, cancellable, &local);
  if (old == NULL && !g_error_matches (local, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
    {
      g_propagate_error (error, local);
      return FALSE;
    }
  g_clear_error (&local);
  if (old == NULL)
    compressed = _chess_session_name_says_gzip (data->file);
  else
    {
      ChessPgnIndexEntry entry = { 0 };
      ChessPgnReader *reader;

      bytes = g_bytes_get_data (old, &size);
      reader = chess_pgn_reader_new_memory (bytes != NULL ? bytes : "", size);
      while (chess_pgn_reader_scan_game (reader, &entry))
        (*n_games)++;
      chess_pgn_index_entry_clear (&entry);
      chess_pgn_reader_free (reader);
    }

  joined = g_byte_array_new ();
  text = _chess_session_text_for_file (data->text, (const guint8 *) bytes, size);
  if (size > 0)
    {
      gboolean crlf = uses_crlf ((const guint8 *) bytes, size);
      const char *line_end = crlf ? "\r\n" : "\n";
      guint n = crlf ? 2 : 1;

      g_byte_array_append (joined, (const guint8 *) bytes, (guint) size);
      /* A blank line between the games. */
      if (bytes[size - 1] != '\n')
        {
          g_byte_array_append (joined, (const guint8 *) line_end, n);
          g_byte_array_append (joined, (const guint8 *) line_end, n);
        }
      else if (size <= n || bytes[size - 1 - n] != '\n')
        g_byte_array_append (joined, (const guint8 *) line_end, n);
    }
  start = joined->len;
  g_byte_array_append (joined, g_bytes_get_data (text, NULL), (guint) g_bytes_get_size (text));
  contents = g_byte_array_free_to_bytes (joined);
  return write_and_remember (self, data, data->file, contents, compressed, start,
                             (goffset) g_bytes_get_size (contents), error);
}

static void
save_thread (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  ChessSession *self = source_object;
  SaveData *data = task_data;
  guint n_games = 0;
  gboolean ok = FALSE;
  GError *error = NULL;

  g_mutex_lock (&self->disk_lock);
  if (g_cancellable_set_error_if_cancelled (cancellable, &error))
    ;
  else if (data->kind == SAVE_IN_PLACE && data->generation != self->disk_generation)
    /* The game left the session before its turn to be written. */
    g_set_error_literal (&error, G_IO_ERROR, G_IO_ERROR_CANCELLED, _("Another game was opened"));
  else if (data->kind == SAVE_IN_PLACE)
    ok = save_in_place (self, data, cancellable, &error);
  else if (data->kind == SAVE_AS)
    ok = write_and_remember (self, data, data->file, data->text, _chess_session_name_says_gzip (data->file), 0,
                             (goffset) g_bytes_get_size (data->text), &error);
  else
    ok = append_to (self, data, &n_games, cancellable, &error);
  g_mutex_unlock (&self->disk_lock);
  if (ok && data->kind != SAVE_IN_PLACE)
    {
      data->result.index = n_games;
      data->result.count = n_games + 1;
    }

  if (ok)
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

static void
start_save (ChessSession        *self,
            SaveKind             kind,
            GFile               *file,
            GCancellable        *cancellable,
            GAsyncReadyCallback  callback,
            gpointer             user_data,
            gpointer             source_tag)
{
  g_autoptr(GTask) task = g_task_new (self, cancellable, callback, user_data);
  SaveData *data = g_new0 (SaveData, 1);

  g_task_set_source_tag (task, source_tag);
  data->kind = kind;
  data->file = file != NULL ? g_object_ref (file) : NULL;
  data->game = g_object_ref (self->game);
  data->text = _chess_session_game_text (self->game);
  data->serial = chess_game_get_change_serial (self->game);
  g_mutex_lock (&self->disk_lock);
  data->generation = self->disk_generation;
  g_mutex_unlock (&self->disk_lock);
  if (kind == SAVE_IN_PLACE)
    {
      data->result.index = self->source.index;
      data->result.count = self->source.count;
    }
  g_task_set_task_data (task, data, (GDestroyNotify) save_data_free);
  g_task_run_in_thread (task, save_thread);
}

static gboolean
finish_save (ChessSession  *self,
             GAsyncResult  *result,
             gpointer       source_tag,
             GError       **error)
{
  ChessGameSource old = { 0 };
  SaveData *data;

  g_return_val_if_fail (CHESS_IS_SESSION (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == source_tag, FALSE);

  if (!g_task_propagate_boolean (G_TASK (result), error))
    return FALSE;
  data = g_task_get_task_data (G_TASK (result));
  /* Another game may have replaced this one meanwhile: it keeps its source. */
  if (data->game != self->game)
    return TRUE;
  _chess_game_source_copy (&old, &self->source);
  _chess_game_source_copy (&self->source, &data->result);
  _chess_session_notify_source (self, &old);
  _chess_game_source_clear (&old);
  /* A change made while the file was written keeps the game modified. */
  if (data->serial == chess_game_get_change_serial (self->game))
    chess_game_set_modified (self->game, FALSE);
  return TRUE;
}

void
chess_session_save_async (ChessSession          *self,
                          ChessSessionSaveFlags  flags,
                          GCancellable          *cancellable,
                          GAsyncReadyCallback    callback,
                          gpointer               user_data)
{
  g_return_if_fail (CHESS_IS_SESSION (self));

  if (self->source.file == NULL)
    {
      g_task_report_new_error (self, callback, user_data, chess_session_save_async,
                               CHESS_SESSION_ERROR, CHESS_SESSION_ERROR_NO_FILE,
                               _("The game has no file yet"));
      return;
    }
  if (self->source.read_with_errors && (flags & CHESS_SESSION_SAVE_DROP_UNREADABLE) == 0)
    {
      g_autofree char *name = _chess_session_display_name (self->source.file);

      g_task_report_new_error (self, callback, user_data, chess_session_save_async,
                               CHESS_SESSION_ERROR, CHESS_SESSION_ERROR_READ_WITH_ERRORS,
                               _("The game was read from “%s” with errors; what follows the first "
                                 "error (%s) is not in the game and would be lost from the file"),
                               name, self->source.first_error != NULL ? self->source.first_error : "?");
      return;
    }
  start_save (self, SAVE_IN_PLACE, NULL, cancellable, callback, user_data, chess_session_save_async);
}

gboolean
chess_session_save_finish (ChessSession  *self,
                           GAsyncResult  *result,
                           GError       **error)
{
  return finish_save (self, result, chess_session_save_async, error);
}

void
chess_session_save_as_async (ChessSession        *self,
                             GFile               *file,
                             GCancellable        *cancellable,
                             GAsyncReadyCallback  callback,
                             gpointer             user_data)
{
  g_return_if_fail (CHESS_IS_SESSION (self));
  g_return_if_fail (G_IS_FILE (file));

  start_save (self, SAVE_AS, file, cancellable, callback, user_data, chess_session_save_as_async);
}

gboolean
chess_session_save_as_finish (ChessSession  *self,
                              GAsyncResult  *result,
                              GError       **error)
{
  return finish_save (self, result, chess_session_save_as_async, error);
}

void
chess_session_append_async (ChessSession        *self,
                            GFile               *file,
                            GCancellable        *cancellable,
                            GAsyncReadyCallback  callback,
                            gpointer             user_data)
{
  g_return_if_fail (CHESS_IS_SESSION (self));
  g_return_if_fail (G_IS_FILE (file));

  start_save (self, APPEND, file, cancellable, callback, user_data, chess_session_append_async);
}

gboolean
chess_session_append_finish (ChessSession  *self,
                             GAsyncResult  *result,
                             GError       **error)
{
  return finish_save (self, result, chess_session_append_async, error);
}
