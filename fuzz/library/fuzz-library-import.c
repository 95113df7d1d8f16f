/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-library-import — libFuzzer target: arbitrary bytes imported into a
 * library (an in-memory SQLite database), then read back and searched.
 *
 * Checked against the core's reader of the same bytes (decompressed
 * first when they start as gzip does, as the import does): the import
 * keeps exactly the games read without errors (a game equal to an earlier
 * one once, counted as skipped), each comes back equal to
 * what was read, it counts the reader's errors and warnings, it fails
 * only when the compressed data does (a cut one as a truncated file), the
 * tree of the start counts every game that starts there with a move, and
 * every game is found by the position it ends in. */
#include <stdlib.h>
#include <string.h>

#include "chess-library.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

static gboolean
collect_id (const ChessLibraryGameInfo *info, gpointer user_data)
{
  g_array_append_val ((GArray *) user_data, info->id);
  return TRUE;
}

/* The text the reader gets: all of it, then how the input ended. */
typedef struct {
  GByteArray *text;
  gsize position;
  size_t end;          /* 0, CHESS_PGN_READ_TRUNCATED or CHESS_PGN_READ_ERROR */
} Plain;

static size_t
read_plain (void *user_data, char *buf, size_t max)
{
  Plain *plain = user_data;
  size_t n = MIN (max, plain->text->len - plain->position);
  if (n == 0)
    return plain->end;
  memcpy (buf, plain->text->data + plain->position, n);
  plain->position += n;
  return n;
}

/* The bytes, gunzipped when they start with gzip's magic; *error_out
 * gets what stopped the decompression, if anything did. */
static GByteArray *
plain_text (const uint8_t *data, size_t size, GError **error_out)
{
  GByteArray *text = g_byte_array_new ();
  if (size < 2 || data[0] != 0x1f || data[1] != 0x8b)
    {
      g_byte_array_append (text, data, (guint) size);
      return text;
    }
  GInputStream *memory = g_memory_input_stream_new_from_data (data, (gssize) size, NULL);
  GZlibDecompressor *gunzip = g_zlib_decompressor_new (G_ZLIB_COMPRESSOR_FORMAT_GZIP);
  GInputStream *in = g_converter_input_stream_new (memory, G_CONVERTER (gunzip));
  guint8 buf[4096];
  gssize n;
  while ((n = g_input_stream_read (in, buf, sizeof buf, NULL, error_out)) > 0)
    g_byte_array_append (text, buf, (guint) n);
  g_object_unref (in);
  g_object_unref (gunzip);
  g_object_unref (memory);
  return text;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  /* The reader's view: the good games, in order, and the diagnostics. */
  GError *gunzip_error = NULL;
  Plain plain = { plain_text (data, size, &gunzip_error), 0, 0 };
  if (gunzip_error)
    plain.end = g_error_matches (gunzip_error, G_IO_ERROR, G_IO_ERROR_PARTIAL_INPUT)
                ? CHESS_PGN_READ_TRUNCATED : CHESS_PGN_READ_ERROR;
  GPtrArray *good = g_ptr_array_new_with_free_func ((GDestroyNotify) chess_record_free);
  ChessPgnReader *reader = chess_pgn_reader_new (read_plain, &plain);
  ChessRecord *record;
  ChessPgnStatus status;
  guint64 errors = 0, warnings = 0;
  while ((status = chess_pgn_reader_next_game (reader, &record)) != CHESS_PGN_END)
    {
      size_t n;
      const ChessPgnDiagnostic *d = chess_pgn_reader_get_diagnostics (reader, &n);
      for (size_t i = 0; i < n; i++)
        if (d[i].kind != CHESS_PGN_ERROR_IO)
          *(d[i].severity == CHESS_PGN_SEVERITY_WARNING ? &warnings : &errors) += 1;
      if (status == CHESS_PGN_GAME_OK)
        g_ptr_array_add (good, record);
      else
        chess_record_free (record);
    }
  chess_pgn_reader_free (reader);
  g_byte_array_unref (plain.text);

  GError *error = NULL;
  ChessLibrary *library = chess_library_open (":memory:", &error);
  if (!library)
    abort ();
  GInputStream *in = g_memory_input_stream_new_from_data (data, (gssize) size, NULL);
  ChessLibraryImportProgress progress;
  gboolean imported = chess_library_import_stream (library, in, "fuzz.pgn", size, NULL, NULL, NULL, &progress,
                                                   NULL, &error);
  /* A game equal to an earlier one is stored once (its identity). */
  GPtrArray *distinct = g_ptr_array_new ();
  for (guint i = 0; i < good->len; i++)
    {
      gboolean seen = FALSE;
      for (guint k = 0; k < distinct->len && !seen; k++)
        seen = chess_record_equal (distinct->pdata[k], good->pdata[i]);
      if (!seen)
        g_ptr_array_add (distinct, good->pdata[i]);
    }
  if (imported != (gunzip_error == NULL) || progress.games != distinct->len
      || progress.games + progress.skipped != good->len
      || progress.errors != errors || progress.warnings != warnings)
    abort ();
  if (gunzip_error && !g_error_matches (error, gunzip_error->domain, gunzip_error->code))
    abort ();
  g_clear_error (&error);
  g_clear_error (&gunzip_error);
  g_object_unref (in);

  ChessPosition start;
  chess_position_set_start (&start);
  guint from_start = 0;
  for (guint i = 0; i < distinct->len; i++)
    {
      const ChessRecord *r = distinct->pdata[i];
      ChessRecord *back = chess_library_get_record (library, i + 1, &error);
      if (!back || !chess_record_equal (back, r))
        abort ();
      chess_record_free (back);
      if (r->root->first_child && chess_position_repetition_key (&r->start) == chess_position_repetition_key (&start))
        from_start++;

      /* The game is among those that reach its last position. */
      ChessPosition end;
      chess_record_position_at (r, chess_record_main_line_end (r), &end);
      ChessLibraryFilter filter = CHESS_LIBRARY_FILTER_INIT;
      filter.position = &end;
      GArray *ids = g_array_new (FALSE, FALSE, sizeof (gint64));
      if (!chess_library_find (library, &filter, collect_id, ids, NULL, &error))
        abort ();
      gboolean found = FALSE;
      for (guint k = 0; k < ids->len; k++)
        found |= g_array_index (ids, gint64, k) == (gint64) i + 1;
      if (!found)
        abort ();
      g_array_unref (ids);
    }

  GArray *tree = chess_library_tree (library, &start, NULL, &error);
  if (!tree)
    abort ();
  guint counted = 0;
  for (guint i = 0; i < tree->len; i++)
    counted += g_array_index (tree, ChessLibraryTreeMove, i).games;
  if (counted != from_start)
    abort ();
  g_array_unref (tree);

  g_object_unref (library);
  g_ptr_array_unref (distinct);
  g_ptr_array_unref (good);
  return 0;
}
