/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-library-writer.c — storing analysed games inside a transaction,
 * a batch at a time, and rebuilding the index of every game. */
#include "config.h"

#include "chess-library-private.h"

#include <glib/gi18n.h>
#include <string.h>

#include "chess-notation.h"

gboolean
_chess_library_writer_init (ChessLibrary *self, ChessLibraryWriter *writer, GError **error)
{
  memset (writer, 0, sizeof *writer);
  writer->insert = _chess_library_prepare (self,
      "INSERT INTO games (white, black, place, date, round, info, white_elo, black_elo, extra, moves, identity)"
      " VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, " CHESS_LIBRARY_IDENTITY_OF_PARAMETERS ")"
      " ON CONFLICT (identity) DO NOTHING", error);
  writer->find = writer->insert ? _chess_library_prepare (self,
      "SELECT id FROM games WHERE identity = " CHESS_LIBRARY_IDENTITY_OF_PARAMETERS, error) : NULL;
  if (!writer->find)
    return FALSE;
  _chess_library_interned_init (&writer->interned);
  writer->players = _chess_library_players_batch_new ();
  writer->tree = _chess_library_tree_delta_new ();
  writer->bounds = g_array_new (FALSE, FALSE, sizeof (guint64));
  return TRUE;
}

void
_chess_library_writer_clear (ChessLibraryWriter *writer)
{
  if (writer->insert)
    sqlite3_finalize (writer->insert);
  if (writer->find)
    sqlite3_finalize (writer->find);
  _chess_library_interned_clear (&writer->interned);
  if (writer->players)
    g_hash_table_unref (writer->players);
  if (writer->tree)
    _chess_library_tree_delta_free (writer->tree);
  if (writer->bounds)
    g_array_unref (writer->bounds);
  memset (writer, 0, sizeof *writer);
}

void
_chess_library_bind_row (sqlite3_stmt *stmt, const ChessLibraryRowIds *ids, const ChessLibraryGameFields *fields,
                         guint plies)
{
  sqlite3_bind_int64 (stmt, 1, ids->white);
  sqlite3_bind_int64 (stmt, 2, ids->black);
  sqlite3_bind_int64 (stmt, 3, ids->place);
  sqlite3_bind_int (stmt, 4, fields->date);
  if (ids->round)
    sqlite3_bind_int64 (stmt, 5, ids->round);
  sqlite3_bind_int64 (stmt, 6, CHESS_LIBRARY_INFO (fields->result, fields->eco, plies));
  if (fields->white_elo > 0)
    sqlite3_bind_int (stmt, 7, fields->white_elo);
  if (fields->black_elo > 0)
    sqlite3_bind_int (stmt, 8, fields->black_elo);
  char *extra = _chess_library_extra_join (fields->fen, fields->tags, fields->annotations);
  if (extra)
    sqlite3_bind_text (stmt, 9, extra, -1, g_free);
}

/* Binds a game's row to stmt and steps it once; *id_out gets the first
 * column of a row. */
static int
bind_and_step (sqlite3_stmt *stmt, const ChessLibraryRowIds *ids, const ChessLibraryGameFields *fields,
               const ChessLibraryAnalysis *analysis, gint64 *id_out)
{
  _chess_library_bind_row (stmt, ids, fields, analysis->plies);
  sqlite3_bind_blob (stmt, 10, analysis->moves->len ? analysis->moves->data : (const guint8 *) "",
                     (int) analysis->moves->len, SQLITE_STATIC);
  int rc = sqlite3_step (stmt);
  if (rc == SQLITE_ROW && id_out)
    *id_out = sqlite3_column_int64 (stmt, 0);
  sqlite3_reset (stmt);
  sqlite3_clear_bindings (stmt);
  return rc;
}

gint64
_chess_library_writer_add (ChessLibrary *self, ChessLibraryWriter *writer,
                           const ChessLibraryGameFields *fields, const ChessLibraryAnalysis *analysis,
                           GError **error)
{
  ChessLibraryRowIds ids;
  if (!_chess_library_row_ids (self, &writer->interned, fields, &ids, error))
    return 0;

  writer->skipped = FALSE;
  int rc = bind_and_step (writer->insert, &ids, fields, analysis, NULL);
  if (rc != SQLITE_DONE)
    {
      _chess_library_fail (self, rc, _("adding a game"), error);
      return 0;
    }
  if (sqlite3_changes (self->db) == 0)
    {
      /* The same game is in the library: the one there stands. */
      gint64 id = 0;
      rc = bind_and_step (writer->find, &ids, fields, analysis, &id);
      if (rc != SQLITE_ROW)
        _chess_library_fail (self, rc == SQLITE_DONE ? SQLITE_CORRUPT : rc, _("adding a game"), error);
      writer->skipped = id != 0;
      return id;
    }
  gint64 id = sqlite3_last_insert_rowid (self->db);
  _chess_library_players_note (writer->players, ids.white, id, CHESS_WHITE);
  _chess_library_players_note (writer->players, ids.black, id, CHESS_BLACK);
  _chess_library_tree_delta_add (writer->tree, analysis, fields->result, fields->white_elo,
                                 fields->black_elo, CHESS_LIBRARY_DATE_YEAR (fields->date), +1);
  g_array_append_val (writer->bounds, id);
  g_array_append_vals (writer->bounds, analysis->bounds, CHESS_LIBRARY_BOUNDS_WORDS);
  return id;
}

static int
compare_ids (gconstpointer a, gconstpointer b, gpointer unused)
{
  guint64 x = *(const guint64 *) a, y = *(const guint64 *) b;
  return x < y ? -1 : x > y;
}

/* Bounds are stored in chunks of CHESS_LIBRARY_BOUNDS_CHUNK games
 * (CHESS_LIBRARY_BOUNDS_WORDS little-endian words each), so loading a
 * million games' bounds reads a few hundred rows.  entries: an id and its
 * words, for each game. */
#define ENTRY (1 + CHESS_LIBRARY_BOUNDS_WORDS)

static gboolean
flush_bounds (ChessLibrary *self, GArray *entries, GError **error)
{
  guint n = entries->len / ENTRY;
  if (n == 0)
    return TRUE;
  g_qsort_with_data (entries->data, (gint) n, ENTRY * sizeof (guint64), compare_ids, NULL);
  sqlite3_stmt *get = _chess_library_prepare (self, "SELECT data FROM bounds WHERE chunk = ?1", error);
  sqlite3_stmt *put = get ? _chess_library_prepare (self, "INSERT OR REPLACE INTO bounds VALUES (?1, ?2)", error) : NULL;
  if (!put)
    {
      if (get)
        sqlite3_finalize (get);
      return FALSE;
    }
  const gsize chunk_bytes = CHESS_LIBRARY_BOUNDS_CHUNK * CHESS_LIBRARY_BOUNDS_WORDS * sizeof (guint64);
  guint8 *data = g_malloc (chunk_bytes);
  const guint64 *t = (const guint64 *) entries->data;
  int rc = SQLITE_DONE;
  for (guint i = 0; i < n && rc == SQLITE_DONE;)
    {
      gint64 chunk = (gint64) (t[ENTRY * i] / CHESS_LIBRARY_BOUNDS_CHUNK);
      memset (data, 0, chunk_bytes);
      sqlite3_bind_int64 (get, 1, chunk);
      rc = sqlite3_step (get);
      if (rc == SQLITE_ROW)
        {
          int bytes = sqlite3_column_bytes (get, 0);
          memcpy (data, sqlite3_column_blob (get, 0), MIN ((gsize) bytes, chunk_bytes));
          rc = SQLITE_DONE;
        }
      sqlite3_reset (get);
      if (rc != SQLITE_DONE)
        break;
      for (; i < n && (gint64) (t[ENTRY * i] / CHESS_LIBRARY_BOUNDS_CHUNK) == chunk; i++)
        {
          gsize at = (t[ENTRY * i] % CHESS_LIBRARY_BOUNDS_CHUNK) * CHESS_LIBRARY_BOUNDS_WORDS;
          guint64 words[CHESS_LIBRARY_BOUNDS_WORDS];
          for (int w = 0; w < CHESS_LIBRARY_BOUNDS_WORDS; w++)
            words[w] = GUINT64_TO_LE (t[ENTRY * i + 1 + w]);
          memcpy (data + at * sizeof (guint64), words, sizeof words);
        }
      sqlite3_bind_int64 (put, 1, chunk);
      sqlite3_bind_blob (put, 2, data, (int) chunk_bytes, SQLITE_STATIC);
      rc = sqlite3_step (put);
      sqlite3_reset (put);
    }
  g_free (data);
  sqlite3_finalize (get);
  sqlite3_finalize (put);
  g_array_set_size (entries, 0);
  return rc == SQLITE_DONE || _chess_library_fail (self, rc, _("updating the position index"), error);
}

gboolean
_chess_library_writer_flush (ChessLibrary *self, ChessLibraryWriter *writer, GError **error)
{
  return _chess_library_tree_delta_flush (self, writer->tree, error)
         && flush_bounds (self, writer->bounds, error)
         && _chess_library_players_append (self, writer->players, error);
}

/* ---- Reindex ---- */

gboolean
_chess_library_reindex (ChessLibrary *self, GError **error)
{
  if (!_chess_library_begin (self, error))
    return FALSE;
  sqlite3_stmt *stmt = NULL;
  ChessLibraryWriter writer = { 0 };
  gboolean ok = _chess_library_exec (self, "DELETE FROM tree; DELETE FROM bounds;", error)
                && _chess_library_writer_init (self, &writer, error)
                && (stmt = _chess_library_prepare (self,
                        "SELECT id, info, white_elo, black_elo, date, extra, moves FROM games", error));
  ChessLibraryAnalysis analysis;
  _chess_library_analysis_init (&analysis);
  GArray *moves = g_array_new (FALSE, FALSE, sizeof (ChessMove));
  int rc = SQLITE_ROW;
  while (ok && (rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      ChessPosition start;
      gsize size;
      const guint8 *data = _chess_library_column_blob (stmt, 6, &size);
      char *fen = _chess_library_extra_fen ((const char *) sqlite3_column_text (stmt, 5));
      gboolean decoded = _chess_library_decode_game (fen, data, size, &start, moves);
      g_free (fen);
      if (!decoded)
        {
          ok = _chess_library_fail (self, SQLITE_CORRUPT, _("reading a game"), error);
          break;
        }
      _chess_library_analyse (&analysis, &start, (const ChessMove *) moves->data, moves->len);
      _chess_library_tree_delta_add (writer.tree, &analysis,
                                     CHESS_LIBRARY_INFO_RESULT (sqlite3_column_int64 (stmt, 1)),
                                     sqlite3_column_int (stmt, 2), sqlite3_column_int (stmt, 3),
                                     CHESS_LIBRARY_DATE_YEAR (sqlite3_column_int (stmt, 4)), +1);
      guint64 id = (guint64) sqlite3_column_int64 (stmt, 0);
      g_array_append_val (writer.bounds, id);
      g_array_append_vals (writer.bounds, analysis.bounds, CHESS_LIBRARY_BOUNDS_WORDS);
    }
  if (ok && rc != SQLITE_DONE)
    ok = _chess_library_fail (self, rc, _("reading a game"), error);
  if (stmt)
    sqlite3_finalize (stmt);
  if (ok)
    ok = _chess_library_writer_flush (self, &writer, error);
  _chess_library_writer_clear (&writer);
  _chess_library_analysis_clear (&analysis);
  g_array_unref (moves);
  if (!ok)
    {
      _chess_library_rollback (self);
      return FALSE;
    }
  return _chess_library_commit (self, error);
}
