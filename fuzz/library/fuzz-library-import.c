/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-library-import — libFuzzer target: arbitrary bytes imported into a
 * library (an in-memory SQLite database), then read back and searched.
 *
 * Checked against the core's reader of the same bytes: the import keeps
 * exactly the games read without errors, each comes back equal to what
 * was read, the tree of the start counts every game that starts there
 * with a move, and every game is found by the position it ends in. */
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

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  /* The reader's view: the good games, in order. */
  GPtrArray *good = g_ptr_array_new_with_free_func ((GDestroyNotify) chess_record_free);
  ChessPgnReader *reader = chess_pgn_reader_new_memory ((const char *) data, size);
  ChessRecord *record;
  ChessPgnStatus status;
  while ((status = chess_pgn_reader_next_game (reader, &record)) != CHESS_PGN_END)
    {
      if (status == CHESS_PGN_GAME_OK)
        g_ptr_array_add (good, record);
      else
        chess_record_free (record);
    }
  chess_pgn_reader_free (reader);

  GError *error = NULL;
  ChessLibrary *library = chess_library_open (":memory:", &error);
  if (!library)
    abort ();
  GInputStream *in = g_memory_input_stream_new_from_data (data, (gssize) size, NULL);
  ChessLibraryImportProgress progress;
  if (!chess_library_import_stream (library, in, "fuzz.pgn", size, NULL, NULL, NULL, &progress, NULL, &error)
      || progress.games != good->len)
    abort ();
  g_object_unref (in);

  ChessPosition start;
  chess_position_set_start (&start);
  guint from_start = 0;
  for (guint i = 0; i < good->len; i++)
    {
      const ChessRecord *r = good->pdata[i];
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
  g_ptr_array_unref (good);
  return 0;
}
