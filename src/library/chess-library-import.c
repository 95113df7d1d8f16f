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
 * the games before the cut and fails as a truncated file.  The file is
 * read and its games analysed on a second thread (below). */
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

/* ---- The pipeline: a reader thread and the calling thread ----
 *
 * Reading and parsing the PGN and analysing each game (two thirds of the
 * CPU an import takes, by perf: the reader 45 %, the analysis 18 %, the
 * fields 3 %; SQLite's inserts and the batch's tree 30 %) run on a thread
 * of their own; the calling thread does all that touches SQLite and calls
 * every callback.  Games go from one to the other in the file's order, in
 * chunks of a bounded pool: the reader takes a free chunk (makes one while
 * there are fewer than PIPELINE_CHUNKS, else waits: the memory stays
 * bounded), fills it and queues it; the calling thread stores its games
 * and hands it back.  The pool holds about what the reader makes while a
 * batch commits (0.2 s), so that it goes on meanwhile.  The reader makes and frees every record itself, so
 * the two threads never share an allocator's arena. */
#define PIPELINE_CHUNKS 256
#define CHUNK_GAMES 64            /* games handed over at once: one wake-up for many */

typedef struct {
  ChessPgnStatus status;
  ChessRecord *record;         /* a good game's (the fields point into it), else NULL */
  ChessLibraryGameFields fields;
  ChessLibraryAnalysis analysis;
  GArray *diagnostics;         /* the game's ChessPgnDiagnostic, read errors left out */
} ImportGame;

typedef struct {
  ImportGame games[CHUNK_GAMES];
  guint n_games;
  gboolean last;               /* the reader's last chunk: the end, a read error or a stop */
  guint64 bytes_read;          /* the position in the given stream after its games */
} ImportChunk;

typedef struct {
  Source source;
  ChessPgnReader *reader;
  GAsyncQueue *filled;         /* ImportChunk, in the file's order */
  GAsyncQueue *free_chunks;    /* ImportChunk, to be reused */
  ImportChunk *chunks[PIPELINE_CHUNKS];  /* made by the reader as it needs them */
  guint n_chunks;
  GThread *thread;
  gint stop;                   /* atomic: the calling thread wants no more games */
  GCancellable *cancellable;
} Pipeline;

static void
chunk_reset (ImportChunk *chunk)
{
  for (guint i = 0; i < chunk->n_games; i++)
    {
      ImportGame *game = &chunk->games[i];
      if (game->record)
        {
          _chess_library_fields_clear (&game->fields);
          g_clear_pointer (&game->record, chess_record_free);
        }
      g_array_set_size (game->diagnostics, 0);
    }
  chunk->n_games = 0;
  chunk->last = FALSE;
}

static ImportChunk *
chunk_new (void)
{
  ImportChunk *chunk = g_new0 (ImportChunk, 1);
  for (guint i = 0; i < CHUNK_GAMES; i++)
    {
      _chess_library_analysis_init (&chunk->games[i].analysis);
      chunk->games[i].diagnostics = g_array_new (FALSE, FALSE, sizeof (ChessPgnDiagnostic));
    }
  return chunk;
}

static void
chunk_free (ImportChunk *chunk)
{
  chunk_reset (chunk);
  for (guint i = 0; i < CHUNK_GAMES; i++)
    {
      _chess_library_analysis_clear (&chunk->games[i].analysis);
      g_array_unref (chunk->games[i].diagnostics);
    }
  g_free (chunk);
}

/* Reads one game into game; FALSE at the end of the input (or at a read
 * error, which ends it). */
static gboolean
read_game (Pipeline *pipeline, ImportGame *game)
{
  ChessPgnMainLine line;
  game->status = chess_pgn_reader_next_main_line (pipeline->reader, CHESS_PGN_MAIN_LINE_TREE_IF_ANNOTATED, &line);
  if (game->status == CHESS_PGN_END)
    return FALSE;
  size_t n;
  const ChessPgnDiagnostic *d = chess_pgn_reader_get_diagnostics (pipeline->reader, &n);
  for (size_t i = 0; i < n; i++)
    if (d[i].kind != CHESS_PGN_ERROR_IO)
      g_array_append_val (game->diagnostics, d[i]);
  if (game->status == CHESS_PGN_GAME_ERRORS)
    {
      chess_record_free (line.record);
      return pipeline->source.error == NULL;
    }
  /* An annotated game's record holds its tree, which the fields keep. */
  game->record = line.record;
  _chess_library_fields_from_record (&game->fields, game->record);
  _chess_library_analyse (&game->analysis, &game->record->start, line.moves, (guint) line.n_moves);
  return TRUE;
}

static gpointer
produce (gpointer data)
{
  Pipeline *pipeline = data;
  gboolean last = FALSE;
  while (!last)
    {
      ImportChunk *chunk = g_async_queue_try_pop (pipeline->free_chunks);
      if (!chunk && pipeline->n_chunks < PIPELINE_CHUNKS)
        chunk = pipeline->chunks[pipeline->n_chunks++] = chunk_new ();
      else if (!chunk)
        chunk = g_async_queue_pop (pipeline->free_chunks);
      chunk_reset (chunk);
      while (chunk->n_games < CHUNK_GAMES)
        {
          if (g_atomic_int_get (&pipeline->stop) || g_cancellable_is_cancelled (pipeline->cancellable))
            {
              last = TRUE;
              break;
            }
          ImportGame *game = &chunk->games[chunk->n_games];
          if (!read_game (pipeline, game))
            last = TRUE;
          if (game->status != CHESS_PGN_END)
            chunk->n_games++;
          if (last)
            break;
        }
      chunk->last = last;
      chunk->bytes_read = source_position (&pipeline->source);
      g_async_queue_push (pipeline->filled, chunk);
    }
  return NULL;
}

static gboolean
pipeline_start (Pipeline *pipeline, GInputStream *in, GCancellable *cancellable, GError **error)
{
  memset (pipeline, 0, sizeof *pipeline);
  if (!open_source (&pipeline->source, in, cancellable, error))
    return FALSE;
  pipeline->cancellable = cancellable;
  pipeline->reader = chess_pgn_reader_new (read_source, &pipeline->source);
  pipeline->filled = g_async_queue_new ();
  pipeline->free_chunks = g_async_queue_new ();
  pipeline->thread = g_thread_try_new ("chess-import", produce, pipeline, error);
  return pipeline->thread != NULL;
}

/* Stops the reader (unless its last chunk has come: finished) and waits
 * for it; then the source may be looked at from this thread. */
static void
pipeline_join (Pipeline *pipeline, gboolean finished)
{
  if (!pipeline->thread)
    return;
  g_atomic_int_set (&pipeline->stop, 1);
  /* Hands back what the reader queued until its last chunk, so that it
   * never waits for a free one. */
  while (!finished)
    {
      ImportChunk *chunk = g_async_queue_pop (pipeline->filled);
      finished = chunk->last;
      g_async_queue_push (pipeline->free_chunks, chunk);
    }
  g_thread_join (g_steal_pointer (&pipeline->thread));
}

static void
pipeline_free (Pipeline *pipeline)
{
  pipeline_join (pipeline, FALSE);
  for (guint i = 0; i < pipeline->n_chunks; i++)
    chunk_free (pipeline->chunks[i]);
  g_clear_pointer (&pipeline->filled, g_async_queue_unref);
  g_clear_pointer (&pipeline->free_chunks, g_async_queue_unref);
  g_clear_pointer (&pipeline->reader, chess_pgn_reader_free);
  close_source (&pipeline->source);
}

/* Hands a game's diagnostics to the caller and counts them. */
static void
report_diagnostics (const ImportGame *game, const char *filename, ChessLibraryDiagnosticFunc on_diagnostic,
                    gpointer user_data, ChessLibraryImportProgress *progress)
{
  for (guint i = 0; i < game->diagnostics->len; i++)
    {
      const ChessPgnDiagnostic *d = &g_array_index (game->diagnostics, ChessPgnDiagnostic, i);
      if (d->severity == CHESS_PGN_SEVERITY_WARNING)
        progress->warnings++;
      else
        progress->errors++;
      if (on_diagnostic)
        on_diagnostic (d, filename, user_data);
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

  /* Said before a byte is read. */
  if (!_chess_library_check_writable (self, error))
    return FALSE;
  ChessLibraryImportProgress progress = { .bytes_total = size };
  Pipeline pipeline;
  if (!pipeline_start (&pipeline, stream, cancellable, error))
    {
      pipeline_free (&pipeline);
      return FALSE;
    }
  Source *source = &pipeline.source;
  char *filename = g_strdup (name ? name : "");

  ChessLibraryWriter writer;
  gboolean ok = _chess_library_writer_init (self, &writer, error);
  gboolean in_batch = FALSE, finished = FALSE;
  guint batch = 0;
  guint64 batch_added = 0, batch_skipped = 0;
  gint64 last_report = g_get_monotonic_time (), batch_start = 0;

  ImportChunk *chunk = NULL;
  guint next = 0;
  while (ok)
    {
      if (!chunk || next == chunk->n_games)
        {
          if (chunk)
            g_async_queue_push (pipeline.free_chunks, g_steal_pointer (&chunk));
          if (finished)
            break;
          chunk = g_async_queue_pop (pipeline.filled);
          finished = chunk->last;
          next = 0;
          continue;
        }
      ImportGame *game = &chunk->games[next++];
      report_diagnostics (game, filename, on_diagnostic, user_data, &progress);
      if (game->status != CHESS_PGN_GAME_OK)
        continue;
      if (!in_batch)
        {
          if (!(ok = _chess_library_begin (self, error)))
            break;
          in_batch = TRUE;
          batch_start = g_get_monotonic_time ();
        }

      if (!(ok = _chess_library_writer_add (self, &writer, &game->fields, &game->analysis, error) != 0))
        break;
      /* Counted once their batch is committed. */
      if (writer.skipped)
        batch_skipped++;
      else
        batch_added++;

      if (++batch == IMPORT_BATCH || ((batch & 255) == 0 && g_get_monotonic_time () - batch_start >= IMPORT_BATCH_US))
        {
          batch = 0;
          in_batch = FALSE;
          if (!(ok = finish_batch (self, &writer, error)))
            break;
          progress.games += batch_added;
          progress.skipped += batch_skipped;
          batch_added = batch_skipped = 0;
        }
      if (((batch_added + batch_skipped) & 255) == 0)
        {
          gint64 now = g_get_monotonic_time ();
          if (on_progress && now - last_report >= PROGRESS_INTERVAL_US)
            {
              progress.bytes_read = chunk->bytes_read;
              on_progress (&progress, user_data);
              last_report = now;
            }
          if (g_cancellable_is_cancelled (cancellable))
            break;
        }
    }
  if (chunk)
    g_async_queue_push (pipeline.free_chunks, chunk);
  /* From here on the source is this thread's. */
  pipeline_join (&pipeline, finished);

  if (ok && in_batch)
    ok = finish_batch (self, &writer, error);
  else if (!ok)
    _chess_library_rollback (self);
  if (ok)
    {
      progress.games += batch_added;
      progress.skipped += batch_skipped;
    }
  else
    progress.not_stored = batch_added + batch_skipped;
  /* A read cut short by Cancel: said below as a cancellation. */
  if (g_error_matches (source->error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    g_clear_error (&source->error);
  if (ok && source->error)
    {
      g_propagate_prefixed_error (error, g_steal_pointer (&source->error), _("Could not read %s: "), filename);
      ok = FALSE;
    }
  /* Said also when the cut falls between two games, where no game's
   * diagnostic says it. */
  if (ok && source->truncated)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_PARTIAL_INPUT,
                   _("%s ends early: it is truncated (its compressed data stops in the middle); "
                     "the games before the cut were imported"), filename);
      ok = FALSE;
    }
  if (ok && g_cancellable_set_error_if_cancelled (cancellable, error))
    ok = FALSE;

  progress.bytes_read = source_position (source);
  if (on_progress)
    on_progress (&progress, user_data);
  if (progress_out)
    *progress_out = progress;

  _chess_library_writer_clear (&writer);
  pipeline_free (&pipeline);
  g_free (filename);
  return ok;
}
