/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-library-open.c — opening a library: its schema (made, checked,
 * migrated), files that are no library of ours, libraries that can only
 * be read.
 *
 * Opening checks only what is cheap (SQLite's header, our application id,
 * the schema version, the tables): a library of a million games must open
 * at once.  Damage found later surfaces as CHESS_LIBRARY_ERROR_DAMAGED
 * from the query that met it, or from chess_library_check
 * (chess-library-repair.c, which also moves bad files aside). */
#include "config.h"

#include "chess-library-private.h"

#include <errno.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <string.h>
#include <unistd.h>

#include "chess-notation.h"

/* How long a writer waits for another process's transaction. */
#define BUSY_TIMEOUT_MS 15000

/* The games table of the current schema, under a name.  A row is some 45
 * bytes besides its moves: every column a row has costs a byte even when
 * it is NULL, so what few games have shares one column, and so do the
 * result, ECO code and length. */
#define GAMES_TABLE(name) \
  "CREATE TABLE " name " (" \
  "  id INTEGER PRIMARY KEY," \
  "  white INTEGER NOT NULL, black INTEGER NOT NULL," /* names */ \
  "  place INTEGER NOT NULL,"         /* places: event and site */ \
  "  date INTEGER NOT NULL,"          /* CHESS_LIBRARY_DATE, unknown parts 0 */ \
  "  round INTEGER,"                  /* rounds; NULL: ? */ \
  "  info INTEGER NOT NULL,"          /* CHESS_LIBRARY_INFO: result, ECO, plies */ \
  "  white_elo INTEGER, black_elo INTEGER," \
  "  extra TEXT,"                     /* _chess_library_extra_join: set-up, other tags, annotations */ \
  "  moves BLOB NOT NULL);"

/* Each game's identity (version 4), unique: an import skips a game the
 * library holds already.  NULL for the second of two equal games stored
 * before version 4 (both are kept), and for a game whose tags were edited
 * into another's. */
#define IDENTITY_COLUMN \
  "ALTER TABLE games ADD COLUMN identity INTEGER;" \
  "CREATE UNIQUE INDEX games_identity ON games (identity);"

/* The current schema (version 4; the identity added by IDENTITY_COLUMN).  Version 2 kept in games the event and
 * site apart, rounds as text, dates as YYYYMMDD, the result, ECO code,
 * length, set-up, other tags and annotations in columns of their own, and
 * the lists of players' games without the side; version 1 had indexes on
 * games (white) and games (black) instead of those lists. */
static const char schema[] =
  "CREATE TABLE names (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE);"
  "CREATE TABLE rounds (id INTEGER PRIMARY KEY, round TEXT NOT NULL UNIQUE);"
  "CREATE TABLE places (id INTEGER PRIMARY KEY, event INTEGER NOT NULL, site INTEGER NOT NULL,"
  "  UNIQUE (event, site));"
  GAMES_TABLE ("games")
  /* For each name, its games as White and as Black (chess-library-players.c). */
  "CREATE TABLE player_games (name INTEGER PRIMARY KEY, last INTEGER NOT NULL, games BLOB NOT NULL);"
  /* The opening table: first occurrences in the first plies of each game. */
  "CREATE TABLE tree ("
  "  key INTEGER NOT NULL, move INTEGER NOT NULL,"
  "  games INTEGER NOT NULL, white_wins INTEGER NOT NULL, draws INTEGER NOT NULL,"
  "  black_wins INTEGER NOT NULL, elo_sum INTEGER NOT NULL, elo_games INTEGER NOT NULL,"
  "  last_year INTEGER NOT NULL,"     /* -1: to be recomputed (a game was removed) */
  "  PRIMARY KEY (key, move)) WITHOUT ROWID;"
  "CREATE TABLE bounds (chunk INTEGER PRIMARY KEY, data BLOB NOT NULL);"
  "CREATE TABLE meta (name TEXT PRIMARY KEY, value) WITHOUT ROWID;"
  IDENTITY_COLUMN;

/* ---- Opening ---- */

/* Contains (a, b): b occurs in a, ignoring case (Unicode case folding);
 * b is given folded.  For name filters. */
static void
sql_contains (sqlite3_context *context, int argc, sqlite3_value **argv)
{
  const char *text = (const char *) sqlite3_value_text (argv[0]);
  const char *needle = (const char *) sqlite3_value_text (argv[1]);
  if (!text || !needle)
    {
      sqlite3_result_int (context, 0);
      return;
    }
  char *folded = g_utf8_casefold (text, -1);
  sqlite3_result_int (context, strstr (folded, needle) != NULL);
  g_free (folded);
}

static guint64 key_fingerprint (void);

/* Creates the tables, unless another process has just done so (then
 * *created stays FALSE and the caller looks again). */
static gboolean
create_schema (ChessLibrary *self, gboolean *created, GError **error)
{
  gint64 tables = 0;
  *created = FALSE;
  if (!_chess_library_begin (self, error))
    return FALSE;
  if (!_chess_library_read_int (self, "SELECT count(*) FROM sqlite_schema", &tables, error))
    {
      _chess_library_rollback (self);
      return FALSE;
    }
  if (tables > 0)
    {
      _chess_library_rollback (self);
      return TRUE;
    }
  *created = TRUE;
  char *meta = g_strdup_printf ("PRAGMA application_id = %d; PRAGMA user_version = %d;"
                                "INSERT INTO meta VALUES ('zobrist', %" G_GINT64_FORMAT ");",
                                CHESS_LIBRARY_APPLICATION_ID, CHESS_LIBRARY_SCHEMA_VERSION,
                                (gint64) key_fingerprint ());
  gboolean ok = _chess_library_exec (self, schema, error)
                && _chess_library_exec (self, meta, error);
  g_free (meta);
  if (!ok)
    {
      _chess_library_rollback (self);
      return FALSE;
    }
  return _chess_library_commit (self, error);
}

/* The opening table holds position keys of the core's hashing and bounds
 * in the layout of chess-library-store.c: a library written with other
 * keys or another layout must be indexed again.  The key of one fixed
 * position and the layout's number tell. */
#define INDEX_LAYOUT 5

static guint64
key_fingerprint (void)
{
  ChessPosition pos;
  chess_position_from_fen (&pos, "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3", NULL);
  return _chess_library_position_key (&pos) ^ INDEX_LAYOUT;
}

static gboolean
check_keys (ChessLibrary *self, GError **error)
{
  gint64 stored = 0;
  if (!_chess_library_read_int (self, "SELECT value FROM meta WHERE name = 'zobrist'", &stored, error))
    return FALSE;
  gint64 current = (gint64) key_fingerprint ();
  if (stored == current)
    return TRUE;
  /* Rebuild the opening table and bounds (a new library: both empty). */
  char *sql = g_strdup_printf ("UPDATE meta SET value = %" G_GINT64_FORMAT " WHERE name = 'zobrist'", current);
  gboolean ok = _chess_library_begin (self, error)
                && _chess_library_exec (self, "DELETE FROM tree; DELETE FROM bounds;", error)
                && _chess_library_exec (self, sql, error);
  g_free (sql);
  if (!ok)
    {
      _chess_library_rollback (self);
      return FALSE;
    }
  if (!_chess_library_commit (self, error))
    return FALSE;
  return _chess_library_reindex (self, error);
}

/* From version 1: the lists of each name's games replace the indexes on
 * White and Black (24.6 bytes a game in a million-game library; the lists
 * take about 4). */
static gboolean
migrate_1_to_2 (ChessLibrary *self, GError **error)
{
  return _chess_library_exec (self, "CREATE TABLE player_games (name INTEGER PRIMARY KEY,"
                                    " last INTEGER NOT NULL, games BLOB NOT NULL);", error)
         && _chess_library_players_build (self, error)
         && _chess_library_exec (self, "DROP INDEX games_white; DROP INDEX games_black;"
                                       " PRAGMA user_version = 2;", error);
}

/* From version 2: 147.7 bytes a game in the benchmark's library (its
 * position index apart), 138.0 now.  Rounds and (event, site) places in
 * tables of their own (a Round was 4.9 bytes of text there, its id 2 or
 * 3), dates as CHESS_LIBRARY_DATE (3 bytes where YYYYMMDD took 4), result,
 * ECO and length in one column, set-up, other tags and annotations in
 * another, and the side each name played in its list of games.  SQLite
 * cannot change columns: the games move to a new table.  (SQLite gives
 * <<, >>, & and | the same precedence: every term in brackets.) */
static gboolean
migrate_2_to_3 (ChessLibrary *self, GError **error)
{
  return _chess_library_exec (self,
           "CREATE TABLE rounds (id INTEGER PRIMARY KEY, round TEXT NOT NULL UNIQUE);"
           "INSERT INTO rounds (round) SELECT round FROM games WHERE round IS NOT NULL"
           "  GROUP BY round ORDER BY min (id);"
           "CREATE TABLE places (id INTEGER PRIMARY KEY, event INTEGER NOT NULL, site INTEGER NOT NULL,"
           "  UNIQUE (event, site));"
           "INSERT INTO places (event, site) SELECT event, site FROM games GROUP BY event, site ORDER BY min (id);"
           GAMES_TABLE ("games_3")
           "INSERT INTO games_3 SELECT g.id, g.white, g.black, p.id,"
           "  ((g.date / 10000) << 9) | ((g.date / 100 % 100) << 5) | (g.date % 100), r.id,"
           "  g.result | ((coalesce (g.eco, -1) + 1) << 2) | (g.plies << 11), g.white_elo, g.black_elo,"
           "  CASE WHEN g.fen IS NULL AND g.tags IS NULL AND g.annotations IS NULL THEN NULL"
           "  ELSE coalesce (g.fen, '') || char (10) || coalesce (g.tags, '') || char (10) || coalesce (g.annotations, '')"
           "  END, g.moves"
           "  FROM games g JOIN places p ON p.event = g.event AND p.site = g.site"
           "  LEFT JOIN rounds r ON r.round = g.round ORDER BY g.id;"
           "DROP TABLE games;"
           "ALTER TABLE games_3 RENAME TO games;"
           "DELETE FROM player_games;", error)
         && _chess_library_players_build (self, error)
         && _chess_library_exec (self, "PRAGMA user_version = 3;", error);
}

/* From version 3: the games get their identities. */
static gboolean
migrate_3_to_4 (ChessLibrary *self, GError **error)
{
  return _chess_library_exec (self,
           "ALTER TABLE games ADD COLUMN identity INTEGER;"
           "UPDATE games SET identity = " CHESS_LIBRARY_IDENTITY_OF_COLUMNS ";"
           "UPDATE games SET identity = NULL WHERE id NOT IN (SELECT min (id) FROM games GROUP BY identity);"
           "CREATE UNIQUE INDEX games_identity ON games (identity);"
           "PRAGMA user_version = 4;", error);
}

static gboolean
migrate (ChessLibrary *self, gint64 version, GError **error)
{
  if (!_chess_library_begin (self, error))
    return FALSE;
  /* Another process may have migrated it meanwhile. */
  gint64 now = version;
  gboolean ok = _chess_library_read_int (self, "PRAGMA user_version", &now, error);
  if (ok && now == 1)
    ok = migrate_1_to_2 (self, error);
  else if (ok && now == 2)
    ok = migrate_2_to_3 (self, error);
  else if (ok && now == 3)
    ok = migrate_3_to_4 (self, error);
  if (!ok)
    {
      _chess_library_rollback (self);
      return FALSE;
    }
  return _chess_library_commit (self, error);
}

static gboolean
check_schema (ChessLibrary *self, GError **error)
{
  gint64 application_id = 0, version = 0, tables = 0;
  gboolean created = FALSE;
  /* One statement, so one snapshot: read one by one, they could straddle
   * another process's creation of the schema (an id of 0 with its tables)
   * and call the library another program's. */
  sqlite3_stmt *header = _chess_library_prepare (self,
      "SELECT (SELECT application_id FROM pragma_application_id),"
      " (SELECT user_version FROM pragma_user_version), (SELECT count(*) FROM sqlite_schema)", error);
  if (header == NULL)
    return FALSE;
  int rc = sqlite3_step (header);
  if (rc == SQLITE_ROW)
    {
      application_id = sqlite3_column_int64 (header, 0);
      version = sqlite3_column_int64 (header, 1);
      tables = sqlite3_column_int64 (header, 2);
    }
  sqlite3_finalize (header);
  if (rc != SQLITE_ROW)
    return _chess_library_fail (self, rc, _("reading the library"), error);

  char *name = g_filename_display_name (self->path);
  gboolean ok = FALSE;
  if (application_id == 0 && version == 0 && tables == 0)
    {
      ok = create_schema (self, &created, error);
      if (ok && !created)
        {
          g_free (name);
          return check_schema (self, error);
        }
    }
  else if (application_id != CHESS_LIBRARY_APPLICATION_ID)
    g_set_error (error, CHESS_LIBRARY_ERROR, CHESS_LIBRARY_ERROR_FOREIGN,
                 _("%s is a database of another program, not a library of games"), name);
  else if (version > CHESS_LIBRARY_SCHEMA_VERSION)
    g_set_error (error, CHESS_LIBRARY_ERROR, CHESS_LIBRARY_ERROR_TOO_NEW,
                 _("%s was written by a newer version of Chess (library version %d); this version reads up to %d"),
                 name, (int) version, CHESS_LIBRARY_SCHEMA_VERSION);
  else if (version < 1)
    g_set_error (error, CHESS_LIBRARY_ERROR, CHESS_LIBRARY_ERROR_DAMAGED,
                 _("%s: the library is damaged (no schema version)"), name);
  else if (version < CHESS_LIBRARY_SCHEMA_VERSION)
    {
      /* Each migration in its own transaction, from the stored version up. */
      ok = migrate (self, version, error);
      g_free (name);
      return ok && check_schema (self, error);
    }
  else
    {
      sqlite3_stmt *stmt = _chess_library_prepare (self,
          "SELECT count(*) FROM sqlite_schema WHERE type = 'table'"
          " AND name IN ('names', 'rounds', 'places', 'games', 'tree', 'bounds', 'meta', 'player_games')", error);
      if (stmt)
        {
          int rc = sqlite3_step (stmt);
          if (rc == SQLITE_ROW && sqlite3_column_int (stmt, 0) == 8)
            ok = check_keys (self, error);
          else if (rc == SQLITE_ROW)
            g_set_error (error, CHESS_LIBRARY_ERROR, CHESS_LIBRARY_ERROR_DAMAGED,
                         _("%s: the library is damaged (tables are missing)"), name);
          else
            _chess_library_fail (self, rc, _("reading the library"), error);
          sqlite3_finalize (stmt);
        }
    }
  g_free (name);
  return ok;
}

/* ---- Read-only libraries ----
 *
 * A library whose file or folder the user cannot write (another user's,
 * a read-only mount) is opened for reading.  SQLite reads a WAL library
 * read-only only where its shared-memory index (-shm) exists or can be
 * made: beside a library closed cleanly in a folder that cannot be
 * written, neither holds, and the file is opened as immutable instead
 * (nothing can change it while its log is gone: SQLite removes the log
 * when the last connection closes).  A log left behind there (an unclean
 * shutdown of its owner) holds changes an immutable reading would miss:
 * that library cannot be read until its owner opens it again. */

/* What the file at path is: missing (*exists FALSE), a library file that
 * can be written, or one that cannot (*read_only); anything else fails. */
static gboolean
look_at_file (const char *path, gboolean *exists, gboolean *read_only, GError **error)
{
  GStatBuf st;
  *exists = *read_only = FALSE;
  if (strcmp (path, ":memory:") == 0)
    return TRUE;
  if (g_stat (path, &st) != 0)
    {
      int saved = errno;
      if (saved == ENOENT)
        return TRUE;
      char *name = g_filename_display_name (path);
      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved), _("Could not open the library %s: %s"),
                   name, g_strerror (saved));
      g_free (name);
      return FALSE;
    }
  *exists = TRUE;
  if (!S_ISREG (st.st_mode))
    {
      char *name = g_filename_display_name (path);
      g_set_error (error, CHESS_LIBRARY_ERROR, CHESS_LIBRARY_ERROR_NOT_A_FILE,
                   S_ISDIR (st.st_mode) ? _("%s is a folder, not a library file")
                                        : _("%s is not a regular file, so it cannot be a library"), name);
      g_free (name);
      return FALSE;
    }
  /* access() asks as the user: root may write a file of mode 0444, and
   * does; a read-only mount refuses everyone (EROFS). */
  char *folder = g_path_get_dirname (path);
  *read_only = g_access (path, W_OK) != 0 || g_access (folder, W_OK) != 0;
  g_free (folder);
  return TRUE;
}

typedef enum {
  OPEN_READ_WRITE,
  OPEN_READ_ONLY,
  OPEN_IMMUTABLE
} OpenMode;

/* The connection to path in that mode, its functions and settings. */
static gboolean
connect_library (ChessLibrary *self, OpenMode mode, GError **error)
{
  int rc;
  if (mode == OPEN_READ_WRITE)
    rc = sqlite3_open_v2 (self->path, &self->db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX,
                          NULL);
  else
    {
      char *absolute = g_canonicalize_filename (self->path, NULL);
      char *escaped = g_uri_escape_string (absolute, "/", TRUE);
      char *uri = g_strconcat ("file:", escaped, mode == OPEN_IMMUTABLE ? "?immutable=1" : "?mode=ro", NULL);
      rc = sqlite3_open_v2 (uri, &self->db, SQLITE_OPEN_READONLY | SQLITE_OPEN_URI | SQLITE_OPEN_NOMUTEX, NULL);
      g_free (uri);
      g_free (escaped);
      g_free (absolute);
    }
  self->read_only = mode != OPEN_READ_WRITE;
  if (rc != SQLITE_OK)
    return _chess_library_fail (self, rc, _("opening the library"), error);
  sqlite3_extended_result_codes (self->db, 1);
  sqlite3_busy_timeout (self->db, BUSY_TIMEOUT_MS);
  sqlite3_create_function (self->db, "chess_contains", 2, SQLITE_UTF8 | SQLITE_DETERMINISTIC, NULL,
                           sql_contains, NULL, NULL);
  sqlite3_create_function (self->db, "chess_identity", 10, SQLITE_UTF8 | SQLITE_DETERMINISTIC, NULL,
                           _chess_library_sql_identity, NULL, NULL);

  /* journal_mode answers with a row; a file that is no database fails here
   * (read-only, the first read of the schema does).  A page cache of 16 MiB
   * (SQLite's default is 2): an import touches the
   * whole opening table every batch; reading it back from the kernel's
   * cache each time cost more system time than the import's own work.
   * (Pages of 16 KiB instead of 4 saved 2 bytes a game of the benchmark's
   * library but doubled the import's peak memory, to 95 MB: not taken.) */
  gint64 ignored;
  return _chess_library_exec (self, "PRAGMA foreign_keys = OFF; PRAGMA synchronous = NORMAL;"
                                    " PRAGMA cache_size = -16384;", error)
         && (self->read_only || _chess_library_read_int (self, "PRAGMA journal_mode = WAL", &ignored, error))
         && check_schema (self, error);
}

static void
disconnect_library (ChessLibrary *self)
{
  g_hash_table_remove_all (self->statements);
  if (self->db)
    sqlite3_close_v2 (self->db);
  self->db = NULL;
}

/* The log of a library closed uncleanly, left where it cannot be read
 * without its index. */
static gboolean
has_log (const char *path)
{
  char *wal = g_strconcat (path, "-wal", NULL);
  GStatBuf st;
  gboolean log = g_stat (wal, &st) == 0 && st.st_size > 0;
  g_free (wal);
  return log;
}

/* Opens self->path for reading only (see above). */
static gboolean
connect_read_only (ChessLibrary *self, GError **error)
{
  GError *local = NULL;
  if (connect_library (self, OPEN_READ_ONLY, &local))
    return TRUE;
  disconnect_library (self);
  /* No index, and none can be made. */
  if (!g_error_matches (local, CHESS_LIBRARY_ERROR, CHESS_LIBRARY_ERROR_READ_ONLY)
      && !g_error_matches (local, CHESS_LIBRARY_ERROR, CHESS_LIBRARY_ERROR_FAILED))
    {
      g_propagate_error (error, local);
      return FALSE;
    }
  if (has_log (self->path))
    {
      char *name = g_filename_display_name (self->path);
      g_clear_error (&local);
      g_set_error (error, CHESS_LIBRARY_ERROR, CHESS_LIBRARY_ERROR_READ_ONLY,
                   _("%s cannot be read: it is read-only, and the last changes made to it are still in its "
                     "log (%s-wal), which only its owner can read back into it by opening it"), name, name);
      g_free (name);
      return FALSE;
    }
  g_clear_error (&local);
  return connect_library (self, OPEN_IMMUTABLE, error);
}

ChessLibrary *
chess_library_open (const char *path, GError **error)
{
  g_return_val_if_fail (path != NULL, NULL);
  chess_core_init ();

  gboolean exists, read_only;
  if (!look_at_file (path, &exists, &read_only, error))
    return NULL;
  char *folder = g_path_get_dirname (path);
  if (!exists && g_mkdir_with_parents (folder, 0700) != 0)
    {
      int saved = errno;
      char *name = g_filename_display_name (folder);
      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved),
                   _("Could not create the folder %s: %s"), name, g_strerror (saved));
      g_free (name);
      g_free (folder);
      return NULL;
    }
  g_free (folder);

  ChessLibrary *self = g_object_new (CHESS_TYPE_LIBRARY, NULL);
  self->path = g_strdup (path);
  GError *local = NULL;
  gboolean ok = read_only ? connect_read_only (self, &local) : connect_library (self, OPEN_READ_WRITE, &local);
  /* What access() could not tell (an ACL, a mount, a security module). */
  if (!ok && !read_only && exists && g_error_matches (local, CHESS_LIBRARY_ERROR, CHESS_LIBRARY_ERROR_READ_ONLY))
    {
      g_clear_error (&local);
      disconnect_library (self);
      ok = connect_read_only (self, &local);
    }
  if (!ok)
    {
      g_propagate_error (error, local);
      g_object_unref (self);
      return NULL;
    }
  return self;
}

gboolean
chess_library_is_read_only (ChessLibrary *self)
{
  g_return_val_if_fail (CHESS_IS_LIBRARY (self), FALSE);
  return self->read_only;
}
