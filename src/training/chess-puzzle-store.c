/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-puzzle-store.c — the puzzle database: its schema, the import of
 * lichess's CSV in batches, reading a puzzle back.  What keeps 4 million
 * rows small: the key is the PuzzleId as an integer, moves are the 16-bit
 * ChessMoves (little-endian), lichess's GameUrl loses its
 * "https://lichess.org/" (on_lichess says so: a 0 or 1 takes no bytes in
 * SQLite's records), the OpeningTags, a few thousand different texts, are
 * ids into a table of their own, and the rating index of a first import
 * is built once at its end, densely, not row by row. */
#include "config.h"

#include "chess-puzzle-store-private.h"

#include <string.h>
#include <glib/gi18n.h>

#include "chess-notation.h"

/* Rows per transaction: large enough that commits cost nothing next to the
 * inserts, small enough that Cancel loses little. */
#define BATCH_ROWS 20000

static const char schema[] =
  "PRAGMA journal_mode = WAL;"
  "PRAGMA synchronous = NORMAL;"
  "CREATE TABLE IF NOT EXISTS puzzle ("
  "  id INTEGER PRIMARY KEY,"            /* PuzzleId, chess_puzzle_id_to_key */
  "  fen TEXT NOT NULL,"
  "  moves BLOB NOT NULL,"
  "  rating INTEGER NOT NULL,"
  "  deviation INTEGER NOT NULL,"
  "  popularity INTEGER NOT NULL,"
  "  plays INTEGER NOT NULL,"
  "  themes_low INTEGER NOT NULL,"       /* bits 0–63 of the theme set */
  "  themes_high INTEGER NOT NULL,"      /* bits 64–127 */
  "  on_lichess INTEGER NOT NULL,"       /* 1: game_url is what follows LICHESS_PREFIX */
  "  game_url TEXT NOT NULL,"
  "  opening INTEGER NOT NULL);"         /* opening.id, 0 for none */
  "CREATE TABLE IF NOT EXISTS opening (id INTEGER PRIMARY KEY, tags TEXT NOT NULL UNIQUE);"
  "CREATE TABLE IF NOT EXISTS theme (bit INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE);"
  "CREATE TABLE IF NOT EXISTS attempt ("
  "  puzzle INTEGER NOT NULL, time INTEGER NOT NULL, solved INTEGER NOT NULL);"
  "CREATE INDEX IF NOT EXISTS attempt_puzzle ON attempt (puzzle, time);"
  "CREATE TABLE IF NOT EXISTS repetition ("
  "  puzzle INTEGER PRIMARY KEY, due INTEGER NOT NULL, stability REAL NOT NULL, difficulty REAL NOT NULL,"
  "  last_review INTEGER NOT NULL, reviews INTEGER NOT NULL, lapses INTEGER NOT NULL);"
  "CREATE INDEX IF NOT EXISTS repetition_due ON repetition (due);"
  "CREATE TABLE IF NOT EXISTS rating ("
  "  time INTEGER NOT NULL, rating REAL NOT NULL, deviation REAL NOT NULL, volatility REAL NOT NULL);"
  "CREATE INDEX IF NOT EXISTS rating_time ON rating (time);"
  "CREATE TABLE IF NOT EXISTS source (path TEXT PRIMARY KEY, size INTEGER NOT NULL, mtime INTEGER NOT NULL);"
  "PRAGMA user_version = 1;";

/* Made by the first import into an empty store once it is done. */
static const char rating_index[] = "CREATE INDEX IF NOT EXISTS puzzle_rating ON puzzle (rating)";

#define LICHESS_PREFIX "https://lichess.org/"

char *
chess_puzzle_store_default_path (void)
{
  return g_build_filename (g_get_user_data_dir (), APP_ID, "puzzles.db", NULL);
}

/* Digits 1…62 in base 63: no digit is 0, so every string of at most ten
 * letters and digits has its own number ("0" and "00" differ). */
static int
id_digit (char c)
{
  if (c >= '0' && c <= '9')
    return c - '0' + 1;
  if (c >= 'A' && c <= 'Z')
    return c - 'A' + 11;
  if (c >= 'a' && c <= 'z')
    return c - 'a' + 37;
  return 0;
}

gboolean
chess_puzzle_id_to_key (const char *id, gint64 *key)
{
  size_t length = strlen (id);
  if (length == 0 || length > 10)
    return FALSE;
  gint64 value = 0;
  for (size_t i = 0; i < length; i++)
    {
      int digit = id_digit (id[i]);
      if (digit == 0)
        return FALSE;
      value = value * 63 + digit;
    }
  *key = value;
  return TRUE;
}

char *
chess_puzzle_key_to_id (gint64 key)
{
  static const char digits[] = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
  char text[12];
  int n = 0;
  for (; key > 0 && n < 11; key /= 63)
    if (key % 63 == 0)
      return g_strdup ("");  /* no key of an id has a digit 0 */
    else
      text[n++] = digits[key % 63 - 1];
  for (int i = 0; i < n / 2; i++)
    {
      char c = text[i];
      text[i] = text[n - 1 - i];
      text[n - 1 - i] = c;
    }
  text[n] = '\0';
  return g_strdup (text);
}

static gboolean
set_sqlite_error (ChessPuzzleStore *store, GError **error)
{
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "puzzle store: %s", sqlite3_errmsg (store->db));
  return FALSE;
}

/* The themes of the table not yet known here (all of them at first;
 * later those another connection, an import, added). */
static void
load_themes (ChessPuzzleStore *store)
{
  sqlite3_stmt *stmt;
  sqlite3_prepare_v2 (store->db, "SELECT bit, name FROM theme", -1, &stmt, NULL);
  while (sqlite3_step (stmt) == SQLITE_ROW)
    {
      int bit = sqlite3_column_int (stmt, 0);
      if (bit < 0 || bit >= THEME_BITS || store->theme_names[bit] != NULL)
        continue;
      store->theme_names[bit] = g_strdup ((const char *) sqlite3_column_text (stmt, 1));
      g_hash_table_insert (store->theme_bits, store->theme_names[bit], GINT_TO_POINTER (bit + 1));
      store->n_themes = MAX (store->n_themes, (guint) bit + 1);
    }
  sqlite3_finalize (stmt);
}

static void
load_openings (ChessPuzzleStore *store)
{
  sqlite3_stmt *stmt;
  sqlite3_prepare_v2 (store->db, "SELECT id, tags FROM opening", -1, &stmt, NULL);
  while (sqlite3_step (stmt) == SQLITE_ROW)
    g_hash_table_insert (store->openings, g_strdup ((const char *) sqlite3_column_text (stmt, 1)),
                         GINT_TO_POINTER (sqlite3_column_int (stmt, 0)));
  sqlite3_finalize (stmt);
}

static int
user_version (ChessPuzzleStore *store)
{
  sqlite3_stmt *stmt;
  int version = -1;
  if (sqlite3_prepare_v2 (store->db, "PRAGMA user_version", -1, &stmt, NULL) == SQLITE_OK
      && sqlite3_step (stmt) == SQLITE_ROW)
    version = sqlite3_column_int (stmt, 0);
  sqlite3_finalize (stmt);
  return version;
}

/* The first stores (no version, GameUrl and OpeningTags as text, a due
 * date alone for a repetition) give their puzzles up, to be imported
 * again, and keep the solver's attempts and ratings. */
static gboolean
upgrade_first_version (ChessPuzzleStore *store)
{
  sqlite3_stmt *stmt;
  gboolean old = sqlite3_prepare_v2 (store->db, "SELECT opening_tags FROM puzzle LIMIT 0", -1, &stmt, NULL)
                 == SQLITE_OK;
  sqlite3_finalize (stmt);
  return !old || sqlite3_exec (store->db,
                               "BEGIN; DROP TABLE puzzle; DROP TABLE IF EXISTS repetition; COMMIT;",
                               NULL, NULL, NULL) == SQLITE_OK;
}

/* A store of a newer version is not ours to change. */
static gboolean
check_version (ChessPuzzleStore *store, const char *path, GError **error)
{
  int version = user_version (store);
  if (version < 0)
    return set_sqlite_error (store, error);
  if (version == 0 && !upgrade_first_version (store))
    return set_sqlite_error (store, error);
  if (version <= 1)
    return TRUE;
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
               _("The puzzles in “%s” were stored by a newer version of this program"), path);
  return FALSE;
}

ChessPuzzleStore *
chess_puzzle_store_open (const char *path, GError **error)
{
  ChessPuzzleStore *store = g_new0 (ChessPuzzleStore, 1);
  store->theme_bits = g_hash_table_new (g_str_hash, g_str_equal);
  if (strcmp (path, ":memory:") != 0)
    {
      g_autofree char *folder = g_path_get_dirname (path);
      g_mkdir_with_parents (folder, 0700);
    }
  store->openings = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  /* Waiting for another connection (an import closing) starts with the
   * schema. */
  if (sqlite3_open (path, &store->db) != SQLITE_OK
      || sqlite3_busy_timeout (store->db, 5000) != SQLITE_OK
      || !check_version (store, path, error)
      || sqlite3_exec (store->db, schema, NULL, NULL, NULL) != SQLITE_OK
      || sqlite3_exec (store->db, rating_index, NULL, NULL, NULL) != SQLITE_OK)
    {
      if (error && *error == NULL)
        set_sqlite_error (store, error);
      chess_puzzle_store_free (store);
      return NULL;
    }
  load_themes (store);
  load_openings (store);
  return store;
}

void
chess_puzzle_store_free (ChessPuzzleStore *store)
{
  if (store == NULL)
    return;
  sqlite3_close (store->db);
  g_hash_table_unref (store->theme_bits);
  g_clear_pointer (&store->openings, g_hash_table_unref);
  for (guint i = 0; i < THEME_BITS; i++)
    g_free (store->theme_names[i]);
  g_free (store);
}

void
_chess_puzzle_store_sync_themes (ChessPuzzleStore *store)
{
  sqlite3_stmt *stmt;
  sqlite3_prepare_v2 (store->db, "SELECT count(*) FROM theme", -1, &stmt, NULL);
  guint count = sqlite3_step (stmt) == SQLITE_ROW ? (guint) sqlite3_column_int (stmt, 0) : 0;
  sqlite3_finalize (stmt);
  if (count > g_hash_table_size (store->theme_bits))
    load_themes (store);
}

int
_chess_puzzle_store_theme_bit (ChessPuzzleStore *store, const char *name)
{
  return GPOINTER_TO_INT (g_hash_table_lookup (store->theme_bits, name)) - 1;
}

/* The bit of a theme met in a row, a new one taken when needed; -1 when
 * all 128 are taken (the theme stays in no set). */
static int
theme_bit_for (ChessPuzzleStore *store, const char *name)
{
  int bit = _chess_puzzle_store_theme_bit (store, name);
  if (bit >= 0)
    return bit;
  /* The table decides the bit: another connection (an import and a
   * maker at once) may be adding themes too. */
  sqlite3_stmt *stmt;
  sqlite3_prepare_v2 (store->db,
                      "INSERT OR IGNORE INTO theme (bit, name)"
                      " SELECT coalesce (max (bit) + 1, 0), ?1 FROM theme HAVING count (*) < ?2",
                      -1, &stmt, NULL);
  sqlite3_bind_text (stmt, 1, name, -1, SQLITE_STATIC);
  sqlite3_bind_int (stmt, 2, THEME_BITS);
  sqlite3_step (stmt);
  sqlite3_finalize (stmt);
  load_themes (store);
  return _chess_puzzle_store_theme_bit (store, name);
}

static void
theme_set (ChessPuzzleStore *store, const char *themes, guint64 set[2])
{
  set[0] = set[1] = 0;
  g_auto (GStrv) names = g_strsplit (themes, " ", -1);
  for (char **name = names; *name; name++)
    {
      if (**name == '\0')
        continue;
      int bit = theme_bit_for (store, *name);
      if (bit >= 0)
        set[bit / 64] |= G_GUINT64_CONSTANT (1) << (bit % 64);
    }
}

/* The id of an OpeningTags text, a new one when needed; 0 for none. */
static gint64
opening_id (ChessPuzzleStore *store, const char *tags)
{
  if (tags == NULL || *tags == '\0')
    return 0;
  gpointer id;
  if (g_hash_table_lookup_extended (store->openings, tags, NULL, &id))
    return GPOINTER_TO_INT (id);
  /* Another connection (an import) may have added it meanwhile. */
  sqlite3_stmt *stmt;
  sqlite3_prepare_v2 (store->db, "INSERT OR IGNORE INTO opening (tags) VALUES (?)", -1, &stmt, NULL);
  sqlite3_bind_text (stmt, 1, tags, -1, SQLITE_STATIC);
  sqlite3_step (stmt);
  sqlite3_finalize (stmt);
  sqlite3_prepare_v2 (store->db, "SELECT id FROM opening WHERE tags = ?", -1, &stmt, NULL);
  sqlite3_bind_text (stmt, 1, tags, -1, SQLITE_STATIC);
  gint64 new_id = sqlite3_step (stmt) == SQLITE_ROW ? sqlite3_column_int64 (stmt, 0) : 0;
  sqlite3_finalize (stmt);
  if (new_id > 0 && new_id <= G_MAXINT)
    g_hash_table_insert (store->openings, g_strdup (tags), GINT_TO_POINTER ((int) new_id));
  return new_id;
}

static void
bind_puzzle (ChessPuzzleStore *store, sqlite3_stmt *insert, gint64 key, const ChessPuzzle *puzzle)
{
  guint8 moves[2 * CHESS_PUZZLE_MAX_MOVES];
  for (guint i = 0; i < puzzle->n_moves; i++)
    {
      moves[2 * i] = (guint8) (puzzle->moves[i] & 0xff);
      moves[2 * i + 1] = (guint8) (puzzle->moves[i] >> 8);
    }
  guint64 themes[2];
  theme_set (store, puzzle->themes, themes);
  sqlite3_bind_int64 (insert, 1, key);
  sqlite3_bind_text (insert, 2, puzzle->fen, -1, SQLITE_STATIC);
  sqlite3_bind_blob (insert, 3, moves, (int) (2 * puzzle->n_moves), SQLITE_TRANSIENT);
  sqlite3_bind_int (insert, 4, puzzle->rating);
  sqlite3_bind_int (insert, 5, puzzle->rating_deviation);
  sqlite3_bind_int (insert, 6, puzzle->popularity);
  sqlite3_bind_int (insert, 7, puzzle->plays);
  sqlite3_bind_int64 (insert, 8, (gint64) themes[0]);
  sqlite3_bind_int64 (insert, 9, (gint64) themes[1]);
  gboolean on_lichess = g_str_has_prefix (puzzle->game_url, LICHESS_PREFIX);
  sqlite3_bind_int (insert, 10, on_lichess);
  sqlite3_bind_text (insert, 11, puzzle->game_url + (on_lichess ? strlen (LICHESS_PREFIX) : 0), -1, SQLITE_STATIC);
  sqlite3_bind_int64 (insert, 12, opening_id (store, puzzle->opening_tags));
}

gboolean
chess_puzzle_store_import (ChessPuzzleStore *store, GInputStream *stream,
                           GCancellable *cancellable,
                           ChessPuzzleImportProgress progress, gpointer user_data,
                           ChessPuzzleImportStats *stats, GError **error)
{
  ChessPuzzleImportStats local = { 0 };
  g_autoptr (ChessPuzzleReader) reader = chess_puzzle_reader_new (stream);
  sqlite3_stmt *insert;
  if (sqlite3_prepare_v2 (store->db,
                          PUZZLE_INSERT,
                          -1, &insert, NULL) != SQLITE_OK)
    return set_sqlite_error (store, error);

  /* Into an empty store the index is built once, at the end: faster
   * than row by row, and a third smaller. */
  gboolean first = chess_puzzle_store_count (store) == 0;
  if (first)
    sqlite3_exec (store->db, "DROP INDEX IF EXISTS puzzle_rating", NULL, NULL, NULL);

  ChessPuzzle puzzle = { 0 };
  GError *read_error = NULL;
  gboolean ok = TRUE, more = TRUE;
  GSeekable *seekable = G_IS_SEEKABLE (stream) ? G_SEEKABLE (stream) : NULL;
  while (ok && more)
    {
      sqlite3_exec (store->db, "BEGIN", NULL, NULL, NULL);
      for (guint n = 0; n < BATCH_ROWS; n++)
        {
          if (!(more = chess_puzzle_reader_next (reader, &puzzle, cancellable, &read_error)))
            break;
          local.rows++;
          gint64 key;
          if (!chess_puzzle_id_to_key (puzzle.id, &key))
            {
              /* Counted as a bad row of the reader would be, by its line. */
              local.bad_rows++;
              continue;
            }
          bind_puzzle (store, insert, key, &puzzle);
          if (sqlite3_step (insert) != SQLITE_DONE)
            {
              ok = set_sqlite_error (store, error);
              break;
            }
          local.added += (guint64) sqlite3_changes (store->db);
          sqlite3_reset (insert);
        }
      if (read_error != NULL)
        {
          g_propagate_error (error, read_error);
          read_error = NULL;
          ok = FALSE;
        }
      /* What was read before a fault or Cancel stays: a second run skips it. */
      if (sqlite3_exec (store->db, "COMMIT", NULL, NULL, NULL) != SQLITE_OK && ok)
        ok = set_sqlite_error (store, error);
      if (progress != NULL)
        {
          ChessPuzzleImportStats now = local;
          now.bad_rows += chess_puzzle_reader_get_bad_rows (reader);
          progress (&now, seekable ? g_seekable_tell (seekable) : -1, user_data);
        }
    }
  chess_puzzle_clear (&puzzle);
  sqlite3_finalize (insert);
  if (first && sqlite3_exec (store->db, rating_index, NULL, NULL, NULL) != SQLITE_OK && ok)
    ok = set_sqlite_error (store, error);
  if (stats != NULL)
    {
      local.bad_rows += chess_puzzle_reader_get_bad_rows (reader);
      local.reports = g_ptr_array_ref ((GPtrArray *) chess_puzzle_reader_get_reports (reader));
      *stats = local;
    }
  return ok;
}

int
chess_puzzle_store_add (ChessPuzzleStore *store, ChessPuzzle *const *puzzles, guint n_puzzles, GError **error)
{
  sqlite3_stmt *insert;
  if (sqlite3_prepare_v2 (store->db,
                          PUZZLE_INSERT,
                          -1, &insert, NULL) != SQLITE_OK)
    {
      set_sqlite_error (store, error);
      return -1;
    }
  int added = 0;
  gboolean ok = TRUE;
  sqlite3_exec (store->db, "BEGIN", NULL, NULL, NULL);
  for (guint i = 0; i < n_puzzles && ok; i++)
    {
      gint64 key;
      if (!chess_puzzle_id_to_key (puzzles[i]->id, &key))
        continue;
      bind_puzzle (store, insert, key, puzzles[i]);
      ok = sqlite3_step (insert) == SQLITE_DONE;
      added += sqlite3_changes (store->db);
      sqlite3_reset (insert);
    }
  if (!ok)
    set_sqlite_error (store, error);
  sqlite3_finalize (insert);
  if (sqlite3_exec (store->db, ok ? "COMMIT" : "ROLLBACK", NULL, NULL, NULL) != SQLITE_OK && ok)
    ok = set_sqlite_error (store, error);
  return ok ? added : -1;
}

guint64
chess_puzzle_store_count (ChessPuzzleStore *store)
{
  sqlite3_stmt *stmt;
  sqlite3_prepare_v2 (store->db, "SELECT count(*) FROM puzzle", -1, &stmt, NULL);
  guint64 count = sqlite3_step (stmt) == SQLITE_ROW ? (guint64) sqlite3_column_int64 (stmt, 0) : 0;
  sqlite3_finalize (stmt);
  return count;
}

static char *
theme_names (ChessPuzzleStore *store, guint64 low, guint64 high)
{
  GString *text = g_string_new (NULL);
  for (guint bit = 0; bit < store->n_themes; bit++)
    {
      guint64 set = bit < 64 ? low : high;
      if ((set >> (bit % 64) & 1) && store->theme_names[bit] != NULL)
        {
          if (text->len > 0)
            g_string_append_c (text, ' ');
          g_string_append (text, store->theme_names[bit]);
        }
    }
  return g_string_free (text, FALSE);
}

gboolean
_chess_puzzle_store_read_row (ChessPuzzleStore *store, sqlite3_stmt *stmt, ChessPuzzle *puzzle)
{
  chess_puzzle_clear (puzzle);
  const char *fen = (const char *) sqlite3_column_text (stmt, 1);
  const guint8 *moves = sqlite3_column_blob (stmt, 2);
  int bytes = sqlite3_column_bytes (stmt, 2);
  if (fen == NULL || bytes % 2 != 0 || bytes > 2 * CHESS_PUZZLE_MAX_MOVES
      || !chess_position_read_fen (&puzzle->start, fen, CHESS_FEN_STRICT, NULL, NULL))
    return FALSE;
  puzzle->n_moves = (guint) bytes / 2;
  for (guint i = 0; i < puzzle->n_moves; i++)
    puzzle->moves[i] = (ChessMove) (moves[2 * i] | moves[2 * i + 1] << 8);
  puzzle->id = chess_puzzle_key_to_id (sqlite3_column_int64 (stmt, 0));
  puzzle->fen = g_strdup (fen);
  puzzle->rating = sqlite3_column_int (stmt, 3);
  puzzle->rating_deviation = sqlite3_column_int (stmt, 4);
  puzzle->popularity = sqlite3_column_int (stmt, 5);
  puzzle->plays = sqlite3_column_int (stmt, 6);
  puzzle->themes = theme_names (store, (guint64) sqlite3_column_int64 (stmt, 7),
                                (guint64) sqlite3_column_int64 (stmt, 8));
  const char *url = (const char *) sqlite3_column_text (stmt, 10);
  puzzle->game_url = g_strconcat (sqlite3_column_int (stmt, 9) ? LICHESS_PREFIX : "", url ? url : "", NULL);
  const char *tags = (const char *) sqlite3_column_text (stmt, 11);
  puzzle->opening_tags = g_strdup (tags ? tags : "");
  return TRUE;
}

gboolean
chess_puzzle_store_get (ChessPuzzleStore *store, const char *id, ChessPuzzle *puzzle)
{
  _chess_puzzle_store_sync_themes (store);
  gint64 key;
  if (!chess_puzzle_id_to_key (id, &key))
    return FALSE;
  sqlite3_stmt *stmt;
  sqlite3_prepare_v2 (store->db, "SELECT " PUZZLE_COLUMNS " FROM puzzle WHERE id = ?", -1, &stmt, NULL);
  sqlite3_bind_int64 (stmt, 1, key);
  gboolean found = sqlite3_step (stmt) == SQLITE_ROW && _chess_puzzle_store_read_row (store, stmt, puzzle);
  sqlite3_finalize (stmt);
  return found;
}
