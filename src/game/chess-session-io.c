/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-session-io.c — a session's game and its file: open, save in
 * place, save as, append.
 *
 * Every operation reads the whole file into memory in a worker thread (a
 * game file is small; CHESS_SESSION_MAX_FILE_SIZE bounds it, so /dev/zero
 * stops with a message) and remembers its size and SHA-256.  Saving in
 * place reads it again, refuses if it is no longer what was read, and
 * writes back the bytes before the game, the game, and the bytes after it:
 * the other games of the file stay byte-identical.  The game's text is made
 * on the main thread; the game (and its clock) are built there too.
 *
 * A gzip-compressed file (a .pgn.gz, as databases are shipped) is read as
 * its text: sizes, checksums and game offsets are the text's, and a file
 * read compressed is written back compressed.  Every member of a
 * multi-member file is read, so saving loses none of them.
 *
 * A game opened at its location (from a game list's index) is read alone:
 * the file's size and modification time, and the SHA-256 of the game's
 * bytes, stand for the file's checksum until the next save. */
#include "config.h"

#include <sys/stat.h>
#include <stdlib.h>
#include <string.h>
#include <glib/gi18n.h>

#include "chess-session-private.h"
#include "chess-file-write.h"
#include "chess-pgn.h"

static char *
display_name (GFile *file)
{
  return g_file_get_parse_name (file);
}

static gboolean
is_gzip (const guint8 *data,
         gsize         length)
{
  return length >= 2 && data[0] == 0x1f && data[1] == 0x8b;
}

/* Runs `converter` over all of `input`; every gzip member in turn when
 * `members` (a decompressor stops at the end of each).  At most `limit`
 * bytes out: more fails with CHESS_SESSION_ERROR_TOO_LARGE (a gzip bomb is
 * no game file either). */
static GBytes *
convert_all (GConverter    *converter,
             const guint8  *input,
             gsize          length,
             gboolean       members,
             gsize          limit,
             const char    *name,
             GError       **error)
{
  g_autoptr(GByteArray) out = g_byte_array_new ();
  gsize done = 0;

  for (;;)
    {
      guint8 buffer[64 * 1024];
      gsize read = 0, written = 0;
      GError *local = NULL;
      GConverterResult result = g_converter_convert (converter, input + done, length - done,
                                                     buffer, sizeof buffer, G_CONVERTER_INPUT_AT_END,
                                                     &read, &written, &local);

      if (result == G_CONVERTER_ERROR)
        {
          if (g_error_matches (local, G_IO_ERROR, G_IO_ERROR_PARTIAL_INPUT))
            {
              g_clear_error (&local);
              g_set_error (error, G_IO_ERROR, G_IO_ERROR_PARTIAL_INPUT,
                           _("“%s” ends early: the compressed file is cut short"), name);
            }
          else
            g_propagate_prefixed_error (error, local, _("“%s” cannot be decompressed: "), name);
          return NULL;
        }
      done += read;
      if (out->len + written > limit)
        {
          g_autofree char *size = g_format_size_full (limit, G_FORMAT_SIZE_IEC_UNITS);
          g_set_error (error, CHESS_SESSION_ERROR, CHESS_SESSION_ERROR_TOO_LARGE,
                       _("“%s” holds more than %s of text: more than a game file"), name, size);
          return NULL;
        }
      g_byte_array_append (out, buffer, (guint) written);
      if (result == G_CONVERTER_FINISHED)
        {
          /* Bytes after the last member that start no other one are
           * ignored, as gzip -d does (padding, mostly). */
          if (!members || !is_gzip (input + done, length - done))
            break;
          g_converter_reset (converter);
        }
    }
  return g_byte_array_free_to_bytes (g_steal_pointer (&out));
}

/* The text of a gzip file (every member). */
static GBytes *
gunzip_bytes (GBytes      *compressed,
              const char  *name,
              GError     **error)
{
  g_autoptr(GZlibDecompressor) gunzip = g_zlib_decompressor_new (G_ZLIB_COMPRESSOR_FORMAT_GZIP);
  gsize length = 0;
  const guint8 *data = g_bytes_get_data (compressed, &length);

  return convert_all (G_CONVERTER (gunzip), data, length, TRUE, CHESS_SESSION_MAX_FILE_SIZE, name, error);
}

static GBytes *
gzip_bytes (GBytes      *text,
            const char  *name,
            GError     **error)
{
  g_autoptr(GZlibCompressor) gzip = g_zlib_compressor_new (G_ZLIB_COMPRESSOR_FORMAT_GZIP, 9);
  gsize length = 0;
  const guint8 *data = g_bytes_get_data (text, &length);

  /* Compressed text never grows by more than a few bytes a block. */
  return convert_all (G_CONVERTER (gzip), data != NULL ? data : (const guint8 *) "", length, FALSE,
                      length + length / 8 + 1024, name, error);
}

/* A new file is compressed when its name says so. */
static gboolean
name_says_gzip (GFile *file)
{
  g_autofree char *basename = g_file_get_basename (file);

  return basename != NULL && g_str_has_suffix (basename, ".gz");
}

/* The whole file (its text, when it is compressed: *compressed says so;
 * may be NULL), or an error that names it. */
static GBytes *
read_game_file (GFile         *file,
                gboolean      *compressed,
                GCancellable  *cancellable,
                GError       **error)
{
  g_autofree char *name = display_name (file);
  g_autoptr(GFileInfo) info = NULL;
  g_autoptr(GFileInputStream) stream = NULL;
  g_autoptr(GByteArray) bytes = NULL;
  g_autofree char *limit = g_format_size_full (CHESS_SESSION_MAX_FILE_SIZE, G_FORMAT_SIZE_IEC_UNITS);
  GError *local = NULL;

  info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_TYPE "," G_FILE_ATTRIBUTE_STANDARD_SIZE ","
                            G_FILE_ATTRIBUTE_UNIX_MODE,
                            G_FILE_QUERY_INFO_NONE, cancellable, &local);
  if (info == NULL)
    goto failed;
  if (g_file_info_get_file_type (info) == G_FILE_TYPE_DIRECTORY)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_IS_DIRECTORY, _("“%s” is a folder, not a game file"), name);
      return NULL;
    }
  /* Opening a pipe waits for a writer, maybe for ever. */
  if (g_file_info_has_attribute (info, G_FILE_ATTRIBUTE_UNIX_MODE)
      && S_ISFIFO (g_file_info_get_attribute_uint32 (info, G_FILE_ATTRIBUTE_UNIX_MODE)))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE, _("“%s” is a pipe, not a game file"), name);
      return NULL;
    }
  if (g_file_info_get_file_type (info) == G_FILE_TYPE_REGULAR
      && g_file_info_get_size (info) > CHESS_SESSION_MAX_FILE_SIZE)
    {
      g_autofree char *size = g_format_size_full (g_file_info_get_size (info), G_FORMAT_SIZE_IEC_UNITS);
      g_set_error (error, CHESS_SESSION_ERROR, CHESS_SESSION_ERROR_TOO_LARGE,
                   _("“%s” holds %s: more than a game file of up to %s"), name, size, limit);
      return NULL;
    }

  stream = g_file_read (file, cancellable, &local);
  if (stream == NULL)
    goto failed;
  bytes = g_byte_array_new ();
  for (;;)
    {
      guint8 buffer[64 * 1024];
      gssize n = g_input_stream_read (G_INPUT_STREAM (stream), buffer, sizeof buffer, cancellable, &local);

      if (n < 0)
        goto failed;
      if (n == 0)
        break;
      if (bytes->len + (gsize) n > CHESS_SESSION_MAX_FILE_SIZE)
        {
          /* Something that never ends, such as a device. */
          g_set_error (error, CHESS_SESSION_ERROR, CHESS_SESSION_ERROR_TOO_LARGE,
                       _("Reading “%s” stopped after %s: it is not a game file"), name, limit);
          return NULL;
        }
      g_byte_array_append (bytes, buffer, (guint) n);
    }
  if (compressed != NULL)
    *compressed = is_gzip (bytes->data, bytes->len);
  if (is_gzip (bytes->data, bytes->len))
    {
      g_autoptr(GBytes) raw = g_byte_array_free_to_bytes (g_steal_pointer (&bytes));
      return gunzip_bytes (raw, name, error);
    }
  return g_byte_array_free_to_bytes (g_steal_pointer (&bytes));

failed:
  if (strstr (local->message, name) == NULL)
    g_prefix_error (&local, "%s: ", name);
  g_propagate_error (error, local);
  return NULL;
}

static char *
checksum_of (GBytes *bytes)
{
  return g_compute_checksum_for_bytes (G_CHECKSUM_SHA256, bytes);
}

static GBytes *
game_text (ChessGame *game)
{
  size_t length = 0;
  char *text = chess_pgn_record_to_string (chess_game_get_record (game), CHESS_PGN_WRITE_DEFAULT, &length);

  return g_bytes_new_with_free_func (text, length, free, text);
}

gboolean
chess_session_count_games (GFile   *file,
                           guint   *count,
                           GError **error)
{
  g_autoptr(GBytes) bytes = NULL;
  ChessPgnIndexEntry entry = { 0 };
  ChessPgnReader *reader;
  const char *data;
  gsize length = 0;

  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (count != NULL, FALSE);

  bytes = read_game_file (file, NULL, NULL, error);
  if (bytes == NULL)
    return FALSE;
  data = g_bytes_get_data (bytes, &length);
  reader = chess_pgn_reader_new_memory (data != NULL ? data : "", length);
  *count = 0;
  while (chess_pgn_reader_scan_game (reader, &entry))
    (*count)++;
  chess_pgn_index_entry_clear (&entry);
  chess_pgn_reader_free (reader);
  return TRUE;
}

/* ------------------------------------------------------------------ */
/* Open                                                                */

typedef struct {
  GFile *file;
  guint index;
  gboolean located;
  ChessGameLocation location;
  ChessRecord *record;
  GPtrArray *warnings;
  ChessGameSource source;
} OpenData;

static void
open_data_free (OpenData *data)
{
  g_clear_object (&data->file);
  g_clear_pointer (&data->record, chess_record_free);
  g_clear_pointer (&data->warnings, g_ptr_array_unref);
  _chess_game_source_clear (&data->source);
  g_free (data);
}

/* Why game `index` cannot be had from a file of `found` games. */
static GError *
no_such_game (const char *name,
              guint       index,
              guint       found)
{
  if (found == 0)
    return g_error_new (CHESS_GAME_ERROR, CHESS_GAME_ERROR_NO_GAME, _("%s: there is no game in this file"), name);
  return g_error_new (CHESS_GAME_ERROR, CHESS_GAME_ERROR_NO_GAME,
                      ngettext ("%s: there is no game number %u; the file holds %u game",
                                "%s: there is no game number %u; the file holds %u games", found),
                      name, index + 1, found);
}

/* A game that is not chess, or a set-up we cannot play, does not load;
 * other errors keep the moves before them. */
static GError *
refusal_of (const ChessPgnDiagnostic *diags,
            size_t                    n_diags,
            GPtrArray                *warnings,
            const ChessRecord        *record)
{
  for (size_t i = 0; i < n_diags; i++)
    if (diags[i].kind == CHESS_PGN_ERROR_UNSUPPORTED || diags[i].kind == CHESS_PGN_ERROR_BAD_FEN)
      return g_error_new_literal (CHESS_GAME_ERROR,
                                  diags[i].kind == CHESS_PGN_ERROR_UNSUPPORTED
                                  ? CHESS_GAME_ERROR_UNSUPPORTED : CHESS_GAME_ERROR_BAD_FEN,
                                  g_ptr_array_index (warnings, i));
  if (record->n_tags == 0 && record->root->first_child == NULL && n_diags > 0)
    return g_error_new (CHESS_GAME_ERROR, CHESS_GAME_ERROR_NO_GAME,
                        _("No readable game: %s"), (char *) g_ptr_array_index (warnings, 0));
  return NULL;
}

/* The reader's diagnostics as lines that name the file. */
static GPtrArray *
format_diagnostics (const ChessPgnDiagnostic *diags,
                    size_t                    n_diags,
                    const char               *name)
{
  GPtrArray *lines = g_ptr_array_new_with_free_func (g_free);

  for (size_t i = 0; i < n_diags; i++)
    {
      size_t needed = chess_pgn_diagnostic_format (&diags[i], name, NULL, 0);
      char *line = g_malloc (needed + 1);

      chess_pgn_diagnostic_format (&diags[i], name, line, needed + 1);
      g_ptr_array_add (lines, line);
    }
  return lines;
}

/* The size and modification time (microseconds) of a plain file, or
 * FALSE (not one, or not to be asked). */
static gboolean
file_stamp (GFile        *file,
            GCancellable *cancellable,
            goffset      *size,
            gint64       *mtime_usec)
{
  g_autoptr(GFileInfo) info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_TYPE "," G_FILE_ATTRIBUTE_STANDARD_SIZE
                                                 "," G_FILE_ATTRIBUTE_TIME_MODIFIED ","
                                                 G_FILE_ATTRIBUTE_TIME_MODIFIED_USEC,
                                                 G_FILE_QUERY_INFO_NONE, cancellable, NULL);

  if (info == NULL || g_file_info_get_file_type (info) != G_FILE_TYPE_REGULAR
      || !g_file_info_has_attribute (info, G_FILE_ATTRIBUTE_TIME_MODIFIED))
    return FALSE;
  *size = g_file_info_get_size (info);
  *mtime_usec = (gint64) g_file_info_get_attribute_uint64 (info, G_FILE_ATTRIBUTE_TIME_MODIFIED) * G_USEC_PER_SEC
                + g_file_info_get_attribute_uint32 (info, G_FILE_ATTRIBUTE_TIME_MODIFIED_USEC);
  return TRUE;
}

/* Reads the game alone, at its location.  FALSE when the file does not
 * lend itself to that (compressed, changed since it was indexed, not a
 * plain file, being written): then it is read whole.  TRUE with *error
 * set when the game is there but refused (not chess…). */
static gboolean
open_located (OpenData      *data,
              const char    *name,
              GCancellable  *cancellable,
              GError       **error)
{
  const ChessGameLocation *at = &data->location;
  g_autoptr(GFileInputStream) stream = NULL;
  g_autofree char *text = NULL;
  guint8 head[2];
  gsize got = 0, length;
  goffset size = 0, size_after = 0;
  gint64 mtime = 0, mtime_after = 0, end;
  ChessPgnReader *reader;
  ChessPgnStatus status;
  const ChessPgnDiagnostic *diags;
  size_t n_diags = 0;

  if (!file_stamp (data->file, cancellable, &size, &mtime))
    return FALSE;
  end = at->end < 0 ? size : at->end;
  if ((gint64) at->offset >= end || end > size || end - (gint64) at->offset > CHESS_SESSION_MAX_FILE_SIZE)
    return FALSE;
  length = (gsize) (end - (gint64) at->offset);
  stream = g_file_read (data->file, cancellable, NULL);
  if (stream == NULL
      || !g_input_stream_read_all (G_INPUT_STREAM (stream), head, sizeof head, &got, cancellable, NULL)
      || got < sizeof head || is_gzip (head, sizeof head)
      || !g_seekable_seek (G_SEEKABLE (stream), (goffset) at->offset, G_SEEK_SET, cancellable, NULL))
    return FALSE;
  text = g_malloc (length + 1);
  if (!g_input_stream_read_all (G_INPUT_STREAM (stream), text, length, &got, cancellable, NULL) || got != length
      || !file_stamp (data->file, cancellable, &size_after, &mtime_after) || size_after != size
      || mtime_after != mtime)
    return FALSE;

  reader = chess_pgn_reader_new_memory (text, length);
  chess_pgn_reader_set_origin (reader, at->offset, MAX (at->line, 1), data->index + 1);
  status = chess_pgn_reader_next_game (reader, &data->record);
  /* The index no longer fits the file: read it whole. */
  if (status == CHESS_PGN_END || chess_pgn_reader_get_game_offset (reader) != at->offset)
    {
      g_clear_pointer (&data->record, chess_record_free);
      chess_pgn_reader_free (reader);
      return FALSE;
    }
  diags = chess_pgn_reader_get_diagnostics (reader, &n_diags);
  data->warnings = format_diagnostics (diags, n_diags, name);
  if (status == CHESS_PGN_GAME_ERRORS)
    *error = refusal_of (diags, n_diags, data->warnings, data->record);
  chess_pgn_reader_free (reader);
  if (*error != NULL)
    return TRUE;

  data->source.file = g_object_ref (data->file);
  data->source.index = data->index;
  data->source.count = MAX (at->count, data->index + 1);
  data->source.start = (goffset) at->offset;
  data->source.end = (goffset) end;
  data->source.size = size;
  data->source.mtime_usec = mtime;
  data->source.game_checksum = g_compute_checksum_for_data (G_CHECKSUM_SHA256, (const guchar *) text, length);
  data->source.read_with_errors = status == CHESS_PGN_GAME_ERRORS;
  if (data->source.read_with_errors && data->warnings->len > 0)
    data->source.first_error = g_strdup (g_ptr_array_index (data->warnings, 0));
  return TRUE;
}

static void
open_thread (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  OpenData *data = task_data;
  g_autofree char *name = display_name (data->file);
  g_autoptr(GBytes) bytes = NULL;
  ChessPgnIndexEntry entry = { 0 };
  ChessPgnReader *reader;
  ChessPgnStatus status;
  const ChessPgnDiagnostic *diags;
  size_t n_diags = 0;
  gsize length = 0;
  const char *contents;
  guint found = 0;
  GError *error = NULL;

  if (data->located && open_located (data, name, cancellable, &error))
    {
      if (error != NULL)
        g_task_return_error (task, error);
      else
        g_task_return_boolean (task, TRUE);
      return;
    }
  g_clear_pointer (&data->warnings, g_ptr_array_unref);
  bytes = read_game_file (data->file, NULL, cancellable, &error);
  if (bytes == NULL)
    {
      g_task_return_error (task, error);
      return;
    }
  contents = g_bytes_get_data (bytes, &length);
  reader = chess_pgn_reader_new_memory (contents != NULL ? contents : "", length);

  while (found < data->index && chess_pgn_reader_scan_game (reader, &entry))
    found++;
  status = found == data->index ? chess_pgn_reader_next_game (reader, &data->record) : CHESS_PGN_END;
  if (status == CHESS_PGN_END)
    {
      chess_pgn_index_entry_clear (&entry);
      chess_pgn_reader_free (reader);
      g_task_return_error (task, no_such_game (name, data->index, found));
      return;
    }

  data->source.start = (goffset) chess_pgn_reader_get_game_offset (reader);
  diags = chess_pgn_reader_get_diagnostics (reader, &n_diags);
  data->warnings = format_diagnostics (diags, n_diags, name);
  if (status == CHESS_PGN_GAME_ERRORS)
    error = refusal_of (diags, n_diags, data->warnings, data->record);

  /* The game ends where the next one begins; the rest are only counted. */
  data->source.end = (goffset) length;
  found = data->index + 1;
  if (error == NULL && chess_pgn_reader_scan_game (reader, &entry))
    {
      data->source.end = (goffset) entry.offset;
      found++;
      while (chess_pgn_reader_scan_game (reader, &entry))
        found++;
    }
  chess_pgn_index_entry_clear (&entry);
  chess_pgn_reader_free (reader);
  if (error != NULL)
    {
      g_task_return_error (task, error);
      return;
    }

  data->source.file = g_object_ref (data->file);
  data->source.index = data->index;
  data->source.count = found;
  data->source.size = (goffset) length;
  data->source.checksum = checksum_of (bytes);
  data->source.read_with_errors = status == CHESS_PGN_GAME_ERRORS;
  if (data->source.read_with_errors && data->warnings->len > 0)
    data->source.first_error = g_strdup (g_ptr_array_index (data->warnings, 0));
  g_task_return_boolean (task, TRUE);
}

static void
start_open (ChessSession            *self,
            GFile                   *file,
            guint                    index,
            const ChessGameLocation *location,
            GCancellable            *cancellable,
            GAsyncReadyCallback      callback,
            gpointer                 user_data)
{
  g_autoptr(GTask) task = NULL;
  OpenData *data;

  chess_core_init ();   /* its tables, before a worker thread needs them */
  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, chess_session_open_async);
  data = g_new0 (OpenData, 1);
  data->file = g_object_ref (file);
  data->index = index;
  if (location != NULL)
    {
      data->located = TRUE;
      data->location = *location;
    }
  g_task_set_task_data (task, data, (GDestroyNotify) open_data_free);
  g_task_run_in_thread (task, open_thread);
}

void
chess_session_open_async (ChessSession        *self,
                          GFile               *file,
                          guint                index,
                          GCancellable        *cancellable,
                          GAsyncReadyCallback  callback,
                          gpointer             user_data)
{
  g_return_if_fail (CHESS_IS_SESSION (self));
  g_return_if_fail (G_IS_FILE (file));

  start_open (self, file, index, NULL, cancellable, callback, user_data);
}

void
chess_session_open_located_async (ChessSession            *self,
                                  GFile                   *file,
                                  guint                    index,
                                  const ChessGameLocation *location,
                                  GCancellable            *cancellable,
                                  GAsyncReadyCallback      callback,
                                  gpointer                 user_data)
{
  g_return_if_fail (CHESS_IS_SESSION (self));
  g_return_if_fail (G_IS_FILE (file));
  g_return_if_fail (location != NULL);

  start_open (self, file, index, location, cancellable, callback, user_data);
}

/* The game is built here, in the caller's thread: its clock arms its timer
 * in the caller's main context. */
gboolean
chess_session_open_finish (ChessSession  *self,
                           GAsyncResult  *result,
                           GPtrArray    **warnings,
                           GError       **error)
{
  g_autoptr(ChessGame) game = NULL;
  OpenData *data;

  g_return_val_if_fail (CHESS_IS_SESSION (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == chess_session_open_async, FALSE);

  if (!g_task_propagate_boolean (G_TASK (result), error))
    return FALSE;
  data = g_task_get_task_data (G_TASK (result));
  game = chess_game_new_from_record (g_steal_pointer (&data->record));
  chess_game_set_modified (game, FALSE);
  /* The moves read from the file are not taken back, only navigated. */
  _chess_session_replace_game (self, game, &data->source, chess_game_get_n_plies (game));
  if (warnings != NULL)
    *warnings = g_ptr_array_ref (data->warnings);
  return TRUE;
}

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
      g_autofree char *name = display_name (file);

      written = gzip_bytes (contents, name, error);
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
  result->checksum = checksum_of (contents);
  if (data->generation == self->disk_generation)
    _chess_game_source_copy (&self->disk, result);
  return TRUE;
}

/* Under disk_lock: the file read now (`old`) is what was read or last
 * written: the same checksum; or, for a game read alone, the same
 * modification time (a plain file) and the same bytes of the game. */
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
      checksum = checksum_of (old);
      return g_strcmp0 (checksum, self->disk.checksum) == 0;
    }
  if (self->disk.game_checksum == NULL || compressed
      || !file_stamp (self->disk.file, cancellable, &size, &mtime)
      || size != self->disk.size || mtime != self->disk.mtime_usec)
    return FALSE;
  bytes = g_bytes_get_data (old, NULL);
  checksum = g_compute_checksum_for_data (G_CHECKSUM_SHA256, bytes + self->disk.start,
                                          (gsize) (self->disk.end - self->disk.start));
  return g_strcmp0 (checksum, self->disk.game_checksum) == 0;
}

/* Under disk_lock: the file must still be what was read or last written. */
static gboolean
save_in_place (ChessSession  *self,
               SaveData      *data,
               GCancellable  *cancellable,
               GError       **error)
{
  g_autofree char *name = display_name (self->disk.file);
  g_autoptr(GBytes) old = NULL;
  g_autoptr(GBytes) contents = NULL;
  GByteArray *joined;
  const guint8 *bytes;
  gsize size, text_length;
  gboolean compressed = FALSE;
  GError *local = NULL;

  old = read_game_file (self->disk.file, &compressed, cancellable, &local);
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

  joined = g_byte_array_sized_new ((guint) (size + g_bytes_get_size (data->text)));
  g_byte_array_append (joined, bytes, (guint) self->disk.start);
  text_length = g_bytes_get_size (data->text);
  g_byte_array_append (joined, g_bytes_get_data (data->text, NULL), (guint) text_length);
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
  GByteArray *joined;
  const char *bytes = NULL;
  gsize size = 0;
  goffset start;
  gboolean compressed = FALSE;
  GError *local = NULL;

  *n_games = 0;
  old = read_game_file (data->file, &compressed, cancellable, &local);
  if (old == NULL && !g_error_matches (local, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
    {
      g_propagate_error (error, local);
      return FALSE;
    }
  g_clear_error (&local);
  if (old == NULL)
    compressed = name_says_gzip (data->file);
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
  if (size > 0)
    {
      g_byte_array_append (joined, (const guint8 *) bytes, (guint) size);
      /* A blank line between the games. */
      if (bytes[size - 1] != '\n')
        g_byte_array_append (joined, (const guint8 *) "\n\n", 2);
      else if (size < 2 || bytes[size - 2] != '\n')
        g_byte_array_append (joined, (const guint8 *) "\n", 1);
    }
  start = joined->len;
  g_byte_array_append (joined, g_bytes_get_data (data->text, NULL), (guint) g_bytes_get_size (data->text));
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
    ok = write_and_remember (self, data, data->file, data->text, name_says_gzip (data->file), 0,
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
  data->text = game_text (self->game);
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
      g_autofree char *name = display_name (self->source.file);

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
