/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-library-import.c — importing a PGN file, plain or gzip.
 *
 * The file streams through the core's PGN reader, read for main lines
 * (no move tree, unless a game has annotations to keep); good games are stored
 * in transactions of IMPORT_BATCH games at most, so a killed import leaves the
 * batches before it (complete games only), and another process waits for
 * one batch at most, not for the whole import.  A bad game is reported
 * and skipped, a game with warnings reported and stored; a full disk
 * rolls back the batch in progress and stops.  A .pgn.gz cut short keeps
 * the games before the cut and fails as a truncated file. */
#include "config.h"

#include "chess-library-private.h"

#include <glib/gi18n.h>
#include <string.h>

/* A batch ends after this many games or this long, whichever comes first:
 * big enough to sum the openings of many games, short enough that another
 * process waiting to write (the app adding a finished game) hardly waits. */
#define IMPORT_BATCH 50000
#define IMPORT_BATCH_US (G_USEC_PER_SEC)
#define PROGRESS_INTERVAL_US (100 * 1000)

typedef struct {
  GInputStream *stream;      /* what the reader reads (decompressed) */
  GInputStream *raw;         /* the stream given (the caller's), for the progress */
  GError *error;
  gboolean truncated;        /* the compressed data stops in the middle */
  GCancellable *cancellable;
} Source;

static size_t
read_source (void *user_data, char *buf, size_t max)
{
  Source *source = user_data;
  if (source->truncated)
    return CHESS_PGN_READ_TRUNCATED;
  if (source->error)
    return CHESS_PGN_READ_ERROR;
  gssize n = g_input_stream_read (source->stream, buf, MIN (max, (size_t) G_MAXSSIZE), source->cancellable,
                                  &source->error);
  if (n >= 0)
    return (size_t) n;
  /* GZlibDecompressor's "Need more input" at the end of its input. */
  if (g_error_matches (source->error, G_IO_ERROR, G_IO_ERROR_PARTIAL_INPUT))
    {
      g_clear_error (&source->error);
      source->truncated = TRUE;
      return CHESS_PGN_READ_TRUNCATED;
    }
  return CHESS_PGN_READ_ERROR;
}

/* How far into the given stream the reading is. */
static guint64
source_position (const Source *source)
{
  if (G_IS_SEEKABLE (source->raw) && g_seekable_can_seek (G_SEEKABLE (source->raw)))
    return (guint64) g_seekable_tell (G_SEEKABLE (source->raw));
  return 0;
}

/* The stream, decompressed when it starts as gzip does. */
static gboolean
open_source (Source *source, GInputStream *in, GCancellable *cancellable, GError **error)
{
  memset (source, 0, sizeof *source);
  source->cancellable = cancellable;
  source->raw = g_object_ref (in);

  GInputStream *buffered = g_buffered_input_stream_new_sized (in, 256 * 1024);
  g_filter_input_stream_set_close_base_stream (G_FILTER_INPUT_STREAM (buffered), FALSE);
  gsize available = 0;
  if (g_buffered_input_stream_fill (G_BUFFERED_INPUT_STREAM (buffered), 2, cancellable, error) < 0)
    {
      g_object_unref (buffered);
      return FALSE;
    }
  const guint8 *head = g_buffered_input_stream_peek_buffer (G_BUFFERED_INPUT_STREAM (buffered), &available);
  if (available >= 2 && head[0] == 0x1f && head[1] == 0x8b)
    {
      GZlibDecompressor *gunzip = g_zlib_decompressor_new (G_ZLIB_COMPRESSOR_FORMAT_GZIP);
      source->stream = g_converter_input_stream_new (buffered, G_CONVERTER (gunzip));
      g_object_unref (gunzip);
      g_object_unref (buffered);
    }
  else
    source->stream = buffered;
  return TRUE;
}

static void
close_source (Source *source)
{
  g_clear_object (&source->stream);
  g_clear_object (&source->raw);
  g_clear_error (&source->error);
}

/* Hands the last game's diagnostics to the caller and counts them; a
 * read error is not among them: the import fails with its GError. */
static void
report_diagnostics (ChessPgnReader *reader, const char *filename, ChessLibraryDiagnosticFunc on_diagnostic,
                    gpointer user_data, ChessLibraryImportProgress *progress)
{
  size_t n;
  const ChessPgnDiagnostic *d = chess_pgn_reader_get_diagnostics (reader, &n);
  for (size_t i = 0; i < n; i++)
    {
      if (d[i].kind == CHESS_PGN_ERROR_IO)
        continue;
      if (d[i].severity == CHESS_PGN_SEVERITY_WARNING)
        progress->warnings++;
      else
        progress->errors++;
      if (on_diagnostic)
        on_diagnostic (&d[i], filename, user_data);
    }
}

/* Ends one batch: its tree and bounds, then COMMIT. */
static gboolean
finish_batch (ChessLibrary *self, ChessLibraryWriter *writer, GError **error)
{
  if (!_chess_library_writer_flush (self, writer, error))
    {
      _chess_library_rollback (self);
      return FALSE;
    }
  return _chess_library_commit (self, error);
}

gboolean
chess_library_import_file (ChessLibrary *self, GFile *file,
                           ChessLibraryDiagnosticFunc on_diagnostic,
                           ChessLibraryProgressFunc on_progress, gpointer user_data,
                           ChessLibraryImportProgress *progress_out,
                           GCancellable *cancellable, GError **error)
{
  g_return_val_if_fail (CHESS_IS_LIBRARY (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  GFileInputStream *in = g_file_read (file, cancellable, error);
  if (!in)
    return FALSE;
  GFileInfo *info = g_file_input_stream_query_info (in, G_FILE_ATTRIBUTE_STANDARD_SIZE, cancellable, NULL);
  guint64 size = info ? (guint64) g_file_info_get_size (info) : 0;
  g_clear_object (&info);
  char *name = g_file_get_parse_name (file);
  gboolean ok = chess_library_import_stream (self, G_INPUT_STREAM (in), name, size, on_diagnostic, on_progress,
                                             user_data, progress_out, cancellable, error);
  g_free (name);
  g_object_unref (in);
  return ok;
}

gboolean
chess_library_import_stream (ChessLibrary *self, GInputStream *stream, const char *name, guint64 size,
                             ChessLibraryDiagnosticFunc on_diagnostic,
                             ChessLibraryProgressFunc on_progress, gpointer user_data,
                             ChessLibraryImportProgress *progress_out,
                             GCancellable *cancellable, GError **error)
{
  g_return_val_if_fail (CHESS_IS_LIBRARY (self), FALSE);
  g_return_val_if_fail (G_IS_INPUT_STREAM (stream), FALSE);

  ChessLibraryImportProgress progress = { .bytes_total = size };
  Source source;
  if (!open_source (&source, stream, cancellable, error))
    return FALSE;
  char *filename = g_strdup (name ? name : "");

  ChessPgnReader *reader = chess_pgn_reader_new (read_source, &source);
  ChessLibraryWriter writer;
  ChessLibraryAnalysis analysis;
  _chess_library_analysis_init (&analysis);
  gboolean ok = _chess_library_writer_init (self, &writer, error);
  gboolean in_batch = FALSE;
  guint batch = 0;
  gint64 last_report = g_get_monotonic_time (), batch_start = 0;
  ChessPgnMainLine line;
  ChessPgnStatus status;

  while (ok && (status = chess_pgn_reader_next_main_line (reader, CHESS_PGN_MAIN_LINE_TREE_IF_ANNOTATED, &line))
               != CHESS_PGN_END)
    {
      ChessRecord *record = line.record;
      report_diagnostics (reader, filename, on_diagnostic, user_data, &progress);
      if (status == CHESS_PGN_GAME_ERRORS)
        {
          chess_record_free (record);
          if (source.error)
            break;
          continue;
        }
      if (!in_batch)
        {
          if (!(ok = _chess_library_begin (self, error)))
            {
              chess_record_free (record);
              break;
            }
          in_batch = TRUE;
          batch_start = g_get_monotonic_time ();
        }

      /* An annotated game's record holds its tree, which the fields keep. */
      ChessLibraryGameFields fields;
      _chess_library_fields_from_record (&fields, record);
      _chess_library_analyse (&analysis, &record->start, line.moves, (guint) line.n_moves);
      ok = _chess_library_writer_add (self, &writer, &fields, &analysis, error) != 0;
      _chess_library_fields_clear (&fields);
      chess_record_free (record);
      if (!ok)
        break;
      progress.games++;

      if (++batch == IMPORT_BATCH || ((batch & 255) == 0 && g_get_monotonic_time () - batch_start >= IMPORT_BATCH_US))
        {
          batch = 0;
          in_batch = FALSE;
          if (!(ok = finish_batch (self, &writer, error)))
            break;
        }
      if ((progress.games & 255) == 0)
        {
          gint64 now = g_get_monotonic_time ();
          if (on_progress && now - last_report >= PROGRESS_INTERVAL_US)
            {
              progress.bytes_read = source_position (&source);
              on_progress (&progress, user_data);
              last_report = now;
            }
          if (g_cancellable_is_cancelled (cancellable))
            break;
        }
    }

  if (ok && in_batch)
    ok = finish_batch (self, &writer, error);
  else if (!ok)
    _chess_library_rollback (self);
  if (ok && source.error)
    {
      g_propagate_prefixed_error (error, g_steal_pointer (&source.error), _("Could not read %s: "), filename);
      ok = FALSE;
    }
  /* Said also when the cut falls between two games, where no game's
   * diagnostic says it. */
  if (ok && source.truncated)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_PARTIAL_INPUT,
                   _("%s ends early: it is truncated (its compressed data stops in the middle); "
                     "the games before the cut were imported"), filename);
      ok = FALSE;
    }
  if (ok && g_cancellable_set_error_if_cancelled (cancellable, error))
    ok = FALSE;

  progress.bytes_read = source_position (&source);
  if (on_progress)
    on_progress (&progress, user_data);
  if (progress_out)
    *progress_out = progress;

  _chess_library_analysis_clear (&analysis);
  _chess_library_writer_clear (&writer);
  chess_pgn_reader_free (reader);
  close_source (&source);
  g_free (filename);
  return ok;
}
