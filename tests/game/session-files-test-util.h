/* SPDX-License-Identifier: GPL-3.0-or-later */
/* session-files-test-util.h — what the tests of a session's files share
 * (test-session-files.c, test-session-gzip.c): a private folder, copies of
 * the test data, a file's games as byte slices, moves by SAN. */
#pragma once

#include <stdlib.h>

#include "chess-pgn.h"
#include "session-test-util.h"

/* made by each test program's main() */
static char *tmp_dir;

static inline char *
tmp_path (const char *name)
{
  return g_build_filename (tmp_dir, name, NULL);
}

/* A copy of a file of the shared test data. */
static inline GFile *
copy_testdata (const char *relative,
               const char *name)
{
  g_autofree char *source = g_build_filename (g_getenv ("CHESS_TESTDATA"), relative, NULL);
  g_autofree char *dest = tmp_path (name);
  g_autoptr(GBytes) bytes = test_read_bytes (source);
  g_autoptr(GError) error = NULL;

  g_file_set_contents (dest, g_bytes_get_data (bytes, NULL), (gssize) g_bytes_get_size (bytes), &error);
  g_assert_no_error (error);
  return g_file_new_for_path (dest);
}

/* The games of a PGN text as byte slices, found by the index scanner:
 * each game runs from its first token to the next game's. */
static inline GPtrArray *
split_games (GBytes *bytes)
{
  gsize length = 0;
  const char *data = g_bytes_get_data (bytes, &length);
  ChessPgnReader *reader = chess_pgn_reader_new_memory (data, length);
  ChessPgnIndexEntry entry = { 0 };
  GArray *starts = g_array_new (FALSE, FALSE, sizeof (gsize));
  GPtrArray *games = g_ptr_array_new_with_free_func ((GDestroyNotify) g_bytes_unref);

  while (chess_pgn_reader_scan_game (reader, &entry))
    {
      gsize start = entry.offset;
      g_array_append_val (starts, start);
    }
  chess_pgn_index_entry_clear (&entry);
  chess_pgn_reader_free (reader);
  for (guint i = 0; i < starts->len; i++)
    {
      gsize start = g_array_index (starts, gsize, i);
      gsize end = i + 1 < starts->len ? g_array_index (starts, gsize, i + 1) : length;
      g_ptr_array_add (games, g_bytes_new_from_bytes (bytes, start, end - start));
    }
  g_array_unref (starts);
  return games;
}

/* Every game byte for byte the same, but game `except`. */
static inline void
assert_same_but_one (GPtrArray *old_games,
                     GPtrArray *new_games,
                     guint      except)
{
  g_assert_cmpuint (new_games->len, ==, old_games->len);
  for (guint i = 0; i < old_games->len; i++)
    if (i != except)
      g_assert_true (g_bytes_equal (old_games->pdata[i], new_games->pdata[i]));
}

static inline ChessRecord *
read_game (GBytes *bytes)
{
  ChessRecord **games = NULL;
  ChessRecord *record;
  size_t n = chess_pgn_read_string (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes),
                                    &games, NULL, NULL);

  g_assert_cmpuint (n, ==, 1);
  record = games[0];
  free (games);
  return record;
}

/* A legal move from the current position other than the game's own. */
static inline ChessMove
other_move (ChessGame *game)
{
  ChessNode *current = chess_game_get_current_node (game);
  ChessMoveList list;

  chess_position_legal_moves (chess_game_get_position (game), &list);
  for (int i = 0; i < list.count; i++)
    if (current->first_child == NULL || list.moves[i] != current->first_child->move)
      return list.moves[i];
  g_assert_not_reached ();
}

static inline gboolean
play_san (ChessSession *session,
          const char   *san)
{
  return chess_session_play_move (session, test_session_san (session, san), NULL);
}

