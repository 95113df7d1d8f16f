/* SPDX-License-Identifier: GPL-3.0-or-later */
/* library-test-util.h — what the library tests share: the real games of
 * the test data read through the core, and an independent count of the
 * positions they reach.
 *
 * The independent count matches positions by their FEN text (placement,
 * side, castling, and the en-passant square only when an en-passant
 * capture is among the legal moves), built by replaying each game through
 * the core: it shares nothing with the library's keys, codes or index. */
#pragma once

#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>

#include "chess-library.h"
#include "chess-notation.h"
#include "chess-pgn.h"

static inline char *
lt_testdata (const char *relative)
{
  const char *root = g_getenv ("CHESS_TESTDATA");
  g_assert_nonnull (root);
  return g_build_filename (root, relative, NULL);
}

/* The good games of a PGN file, in file order (games with errors are left
 * out, as the import leaves them out). */
static inline void
lt_read_records (const char *path, GPtrArray *records)
{
  char *text = NULL;
  gsize length = 0;
  g_assert_true (g_file_get_contents (path, &text, &length, NULL));
  ChessPgnReader *reader = chess_pgn_reader_new_memory (text, length);
  ChessRecord *record;
  ChessPgnStatus status;
  while ((status = chess_pgn_reader_next_game (reader, &record)) != CHESS_PGN_END)
    {
      if (status == CHESS_PGN_GAME_OK)
        g_ptr_array_add (records, record);
      else
        chess_record_free (record);
    }
  chess_pgn_reader_free (reader);
  g_free (text);
}

/* The identity of a position as FEN text, counters left out. */
static inline char *
lt_position_id (const ChessPosition *pos)
{
  char fen[CHESS_FEN_MAX];
  chess_position_to_fen (pos, fen, sizeof fen);
  char **fields = g_strsplit (fen, " ", 6);
  gboolean ep_capture = FALSE;
  ChessMoveList list;
  chess_position_legal_moves (pos, &list);
  for (int i = 0; i < list.count; i++)
    ep_capture |= chess_move_kind (list.moves[i]) == CHESS_MOVE_EN_PASSANT;
  char *id = g_strdup_printf ("%s %s %s %s", fields[0], fields[1], fields[2], ep_capture ? fields[3] : "-");
  g_strfreev (fields);
  return id;
}

typedef struct {
  guint game;        /* index in the records array */
  ChessMove next;    /* played the first time the game reached the position; NONE at its end */
  int ply;
} LtOccurrence;

/* position id → GArray of LtOccurrence: the first occurrence of every
 * position of every game's main line; with men > 0, of the positions with
 * that many men only (cheaper, when only those are asked about). */
static inline GHashTable *
lt_occurrences_with_men (GPtrArray *records, int men)
{
  GHashTable *table = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, (GDestroyNotify) g_array_unref);
  for (guint g = 0; g < records->len; g++)
    {
      const ChessRecord *record = records->pdata[g];
      ChessPosition pos = record->start;
      GHashTable *seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
      int ply = 0;
      for (const ChessNode *node = record->root;; node = node->first_child, ply++)
        {
          ChessMove next = node->first_child ? node->first_child->move : CHESS_MOVE_NONE;
          char *id = men == 0 || __builtin_popcountll (pos.by_color[0] | pos.by_color[1]) == men
                     ? lt_position_id (&pos) : NULL;
          if (id && !g_hash_table_contains (seen, id))
            {
              GArray *list = g_hash_table_lookup (table, id);
              if (!list)
                {
                  list = g_array_new (FALSE, FALSE, sizeof (LtOccurrence));
                  g_hash_table_insert (table, g_strdup (id), list);
                }
              LtOccurrence o = { g, next, ply };
              g_array_append_val (list, o);
              g_hash_table_add (seen, id);
            }
          else
            g_free (id);
          if (!node->first_child || (men > 0 && __builtin_popcountll (pos.by_color[0] | pos.by_color[1]) < men))
            break;
          ChessUndo undo;
          if (next == CHESS_MOVE_NULL)
            chess_position_make_null_move (&pos, &undo);
          else
            chess_position_make_move (&pos, next, &undo);
        }
      g_hash_table_unref (seen);
    }
  return table;
}

static inline GHashTable *
lt_occurrences (GPtrArray *records)
{
  return lt_occurrences_with_men (records, 0);
}

static inline int
lt_elo (const ChessRecord *record, const char *tag)
{
  const char *v = chess_record_get_tag (record, tag);
  char *end = NULL;
  long elo = v ? strtol (v, &end, 10) : 0;
  return v && end != v && *end == '\0' && elo > 0 && elo < 10000 ? (int) elo : 0;
}

static inline int
lt_year (const ChessRecord *record)
{
  const char *v = chess_record_get_tag (record, "Date");
  return v && g_ascii_isdigit (v[0]) && g_ascii_isdigit (v[1]) && g_ascii_isdigit (v[2]) && g_ascii_isdigit (v[3])
         ? atoi (v) : 0;
}

/* Checks the library's tree of pos against the independent count over
 * records (game i stored as id first_id + i; ids in skip are not in the
 * library).  Returns the number of games that reach pos. */
static inline guint
lt_check_tree (ChessLibrary *library, const ChessPosition *pos, GPtrArray *records, GHashTable *occurrences,
               GHashTable *skip)
{
  char *id = lt_position_id (pos);
  GArray *list = g_hash_table_lookup (occurrences, id);
  g_free (id);

  /* Expected: per move, games, W/D/B, average Elo of the mover, latest year. */
  typedef struct {
    ChessLibraryTreeMove m;
    gint64 elo_sum, elo_games;
  } Expected;
  GHashTable *expected = g_hash_table_new_full (NULL, NULL, NULL, g_free);
  guint reaching = 0;
  for (guint i = 0; list && i < list->len; i++)
    {
      const LtOccurrence *o = &g_array_index (list, LtOccurrence, i);
      if (skip && g_hash_table_contains (skip, GUINT_TO_POINTER (o->game)))
        continue;
      reaching++;
      if (o->next == CHESS_MOVE_NONE)
        continue;
      const ChessRecord *record = records->pdata[o->game];
      Expected *e = g_hash_table_lookup (expected, GUINT_TO_POINTER (o->next));
      if (!e)
        {
          e = g_new0 (Expected, 1);
          e->m.move = o->next;
          g_hash_table_insert (expected, GUINT_TO_POINTER (o->next), e);
        }
      ChessLibraryTreeMove *m = &e->m;
      int elo = lt_elo (record, pos->side_to_move == CHESS_WHITE ? "WhiteElo" : "BlackElo");
      if (elo > 0)
        {
          e->elo_sum += elo;
          e->elo_games++;
        }
      m->games++;
      m->white_wins += record->result == CHESS_RESULT_WHITE_WINS;
      m->draws += record->result == CHESS_RESULT_DRAW;
      m->black_wins += record->result == CHESS_RESULT_BLACK_WINS;
      m->last_year = MAX (m->last_year, lt_year (record));
    }

  GError *error = NULL;
  GArray *tree = chess_library_tree (library, pos, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (tree->len, ==, g_hash_table_size (expected));
  for (guint i = 0; i < tree->len; i++)
    {
      const ChessLibraryTreeMove *got = &g_array_index (tree, ChessLibraryTreeMove, i);
      const Expected *e = g_hash_table_lookup (expected, GUINT_TO_POINTER (got->move));
      g_assert_nonnull (e);
      const ChessLibraryTreeMove *want = &e->m;
      g_assert_cmpint (got->average_elo, ==, e->elo_games ? (int) ((e->elo_sum + e->elo_games / 2) / e->elo_games) : 0);
      g_assert_cmpuint (got->games, ==, want->games);
      g_assert_cmpuint (got->white_wins, ==, want->white_wins);
      g_assert_cmpuint (got->draws, ==, want->draws);
      g_assert_cmpuint (got->black_wins, ==, want->black_wins);
      g_assert_cmpint (got->last_year, ==, want->last_year);
      if (i > 0)
        g_assert_cmpuint (got->games, <=, g_array_index (tree, ChessLibraryTreeMove, i - 1).games);
    }
  g_array_unref (tree);
  g_hash_table_unref (expected);
  return reaching;
}

/* A library at db (made if missing) with the games of the file at pgn
 * imported; *games gets how many were stored. */
static inline ChessLibrary *
lt_import_file (const char *db, const char *pgn, guint64 *games)
{
  GError *error = NULL;
  ChessLibrary *library = chess_library_open (db, &error);
  g_assert_no_error (error);
  GFile *file = g_file_new_for_path (pgn);
  ChessLibraryImportProgress progress;
  g_assert_true (chess_library_import_file (library, file, NULL, NULL, NULL, &progress, NULL, &error));
  g_assert_no_error (error);
  g_object_unref (file);
  *games = progress.games;
  return library;
}

static inline char *
lt_temp_dir (void)
{
  GError *error = NULL;
  char *dir = g_dir_make_tmp ("chess-library-XXXXXX", &error);
  g_assert_no_error (error);
  return dir;
}

static inline void
lt_remove_dir (const char *dir)
{
  GDir *d = g_dir_open (dir, 0, NULL);
  const char *name;
  while (d && (name = g_dir_read_name (d)))
    {
      char *path = g_build_filename (dir, name, NULL);
      g_unlink (path);
      g_free (path);
    }
  if (d)
    g_dir_close (d);
  g_rmdir (dir);
}
