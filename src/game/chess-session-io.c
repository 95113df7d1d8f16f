/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-session-io.c — a session's game and its file: reading files and
 * opening games, and the helpers saving (chess-session-save.c) shares.
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
 * bytes, stand for the file's checksum until the next save.  A game of a
 * compressed file is inflated alone from the access points its index
 * kept (chess-gzip-index.h): at most a span of text before it. */
#include "config.h"

#include <sys/stat.h>
#include <stdlib.h>
#include <string.h>
#include <glib/gi18n.h>

#include "chess-session-private.h"
#include "chess-file-write.h"
#include "chess-pgn.h"

char *
_chess_session_display_name (GFile *file)
{
  return g_file_get_parse_name (file);
}

/* Set before any worker reads it (by a test), else the constant. */
static goffset max_file_size = CHESS_SESSION_MAX_FILE_SIZE;

goffset
_chess_session_max_file_size (void)
{
  return max_file_size;
}

void
_chess_session_set_max_file_size (goffset limit)
{
  max_file_size = limit;
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

  return convert_all (G_CONVERTER (gunzip), data, length, TRUE, (gsize) _chess_session_max_file_size (), name,
                      error);
}

GBytes *
_chess_session_gzip_bytes (GBytes      *text,
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
gboolean
_chess_session_name_says_gzip (GFile *file)
{
  g_autofree char *basename = g_file_get_basename (file);

  return basename != NULL && g_str_has_suffix (basename, ".gz");
}

/* The whole file (its text, when it is compressed: *compressed says so;
 * may be NULL), or an error that names it. */
GBytes *
_chess_session_read_game_file (GFile         *file,
                               gboolean      *compressed,
                               GCancellable  *cancellable,
                               GError       **error)
{
  g_autofree char *name = _chess_session_display_name (file);
  g_autoptr(GFileInfo) info = NULL;
  g_autoptr(GFileInputStream) stream = NULL;
  g_autoptr(GByteArray) bytes = NULL;
  g_autofree char *limit = g_format_size_full (_chess_session_max_file_size (), G_FORMAT_SIZE_IEC_UNITS);
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
      && g_file_info_get_size (info) > _chess_session_max_file_size ())
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
      if ((goffset) (bytes->len + (gsize) n) > _chess_session_max_file_size ())
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

char *
_chess_session_checksum_of (GBytes *bytes)
{
  return g_compute_checksum_for_bytes (G_CHECKSUM_SHA256, bytes);
}

GBytes *
_chess_session_game_text (ChessGame *game)
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

  bytes = _chess_session_read_game_file (file, NULL, NULL, error);
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
  g_clear_pointer (&data->location.access_points, chess_gzip_index_unref);
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
gboolean
_chess_session_file_stamp (GFile        *file,
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

/* The bytes [offset, end) of the text of a compressed file, inflated
 * from the access points of its index; *size gets the text's size.  NULL
 * when they cannot be had so (then the file is read whole). */
static GBytes *
read_compressed_game (OpenData     *data,
                      gint64       *end,
                      goffset      *size,
                      GCancellable *cancellable)
{
  const ChessGameLocation *at = &data->location;
  guint64 text_size = 0;

  if (at->access_points == NULL || !chess_gzip_index_get_text_size (at->access_points, &text_size)
      || text_size > G_MAXINT64)
    return NULL;
  *size = (goffset) text_size;
  *end = at->end < 0 ? *size : at->end;
  if ((gint64) at->offset >= *end || *end > *size || *end - (gint64) at->offset > _chess_session_max_file_size ())
    return NULL;
  return chess_gzip_index_read (at->access_points, data->file, at->offset, (guint64) *end, cancellable, NULL);
}

/* Reads the game alone, at its location.  FALSE when the file does not
 * lend itself to that (compressed without access points, changed since
 * it was indexed, not a plain file, being written): then it is read
 * whole.  TRUE with *error set when the game is there but refused (not
 * chess…). */
static gboolean
open_located (OpenData      *data,
              const char    *name,
              GCancellable  *cancellable,
              GError       **error)
{
  const ChessGameLocation *at = &data->location;
  g_autoptr(GFileInputStream) stream = NULL;
  g_autoptr(GBytes) bytes = NULL;
  const char *text;
  guint8 head[2];
  gsize got = 0, length;
  goffset size = 0, size_after = 0, stored_size = 0;
  gint64 mtime = 0, mtime_after = 0, end;
  ChessPgnReader *reader;
  ChessPgnStatus status;
  const ChessPgnDiagnostic *diags;
  size_t n_diags = 0;

  if (!_chess_session_file_stamp (data->file, cancellable, &size, &mtime))
    return FALSE;
  stored_size = size;
  stream = g_file_read (data->file, cancellable, NULL);
  if (stream == NULL || !g_input_stream_read_all (G_INPUT_STREAM (stream), head, sizeof head, &got, cancellable, NULL)
      || got < sizeof head)
    return FALSE;
  if (is_gzip (head, sizeof head))
    {
      g_clear_object (&stream);
      bytes = read_compressed_game (data, &end, &size, cancellable);
      if (bytes == NULL)
        return FALSE;
    }
  else
    {
      guint8 *plain;

      end = at->end < 0 ? size : at->end;
      if ((gint64) at->offset >= end || end > size || end - (gint64) at->offset > _chess_session_max_file_size ()
          || !g_seekable_seek (G_SEEKABLE (stream), (goffset) at->offset, G_SEEK_SET, cancellable, NULL))
        return FALSE;
      length = (gsize) (end - (gint64) at->offset);
      plain = g_malloc (length + 1);
      bytes = g_bytes_new_take (plain, length);
      if (!g_input_stream_read_all (G_INPUT_STREAM (stream), plain, length, &got, cancellable, NULL)
          || got != length)
        return FALSE;
    }
  if (!_chess_session_file_stamp (data->file, cancellable, &size_after, &mtime_after) || size_after != stored_size
      || mtime_after != mtime)
    return FALSE;
  text = g_bytes_get_data (bytes, &length);
  text = text != NULL ? text : "";

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
  data->source.stored_size = is_gzip (head, sizeof head) ? stored_size : 0;
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
  g_autofree char *name = _chess_session_display_name (data->file);
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
  chess_file_remove_stale_temporaries (data->file);  /* left by a killed save */
  bytes = _chess_session_read_game_file (data->file, NULL, cancellable, &error);
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
  data->source.checksum = _chess_session_checksum_of (bytes);
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
      if (location->access_points != NULL)
        chess_gzip_index_ref (location->access_points);
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
