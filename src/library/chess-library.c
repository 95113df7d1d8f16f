/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-library.c — ChessLibrary: the object, the SQLite helpers its files
 * share, and single-game changes (chess-library-open.c opens it). */
#include "config.h"

#include "chess-library-private.h"

#include <glib/gi18n.h>
#include <string.h>

G_DEFINE_QUARK (chess-library-error-quark, chess_library_error)
G_DEFINE_FINAL_TYPE (ChessLibrary, chess_library, G_TYPE_OBJECT)

static void
chess_library_finalize (GObject *object)
{
  ChessLibrary *self = CHESS_LIBRARY (object);
  /* The statements first: the connection closes when the last one goes. */
  g_clear_pointer (&self->statements, g_hash_table_unref);
  if (self->db)
    sqlite3_close_v2 (self->db);
  _chess_library_bounds_clear (self);
  g_free (self->path);
  G_OBJECT_CLASS (chess_library_parent_class)->finalize (object);
}

static void
chess_library_class_init (ChessLibraryClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = chess_library_finalize;
}

static void
finalize_statement (gpointer stmt)
{
  sqlite3_finalize (stmt);
}

static void
chess_library_init (ChessLibrary *self)
{
  self->bounds_version = -1;
  self->statements = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, finalize_statement);
}

char *
chess_library_default_path (void)
{
  return g_build_filename (g_get_user_data_dir (), APP_ID, "library.db", NULL);
}

const char *
chess_library_get_path (ChessLibrary *self)
{
  g_return_val_if_fail (CHESS_IS_LIBRARY (self), NULL);
  return self->path;
}

/* ---- SQLite helpers ---- */

gboolean
_chess_library_fail (ChessLibrary *self, int rc, const char *what, GError **error)
{
  const char *detail = self->db ? sqlite3_errmsg (self->db) : sqlite3_errstr (rc);
  char *name = g_filename_display_name (self->path);
  switch (rc & 0xff)
    {
    case SQLITE_FULL:
      g_set_error (error, CHESS_LIBRARY_ERROR, CHESS_LIBRARY_ERROR_DISK_FULL,
                   _("%s: the disk is full (%s)"), name, what);
      break;
    case SQLITE_CORRUPT:
    case SQLITE_NOTADB:
      g_set_error (error, CHESS_LIBRARY_ERROR, CHESS_LIBRARY_ERROR_DAMAGED,
                   _("%s: the library is damaged (%s: %s)"), name, what, detail);
      break;
    case SQLITE_READONLY:
      g_set_error (error, CHESS_LIBRARY_ERROR, CHESS_LIBRARY_ERROR_READ_ONLY,
                   _("%s is read-only: games cannot be added, changed or removed (%s: %s)"), name, what, detail);
      break;
    case SQLITE_BUSY:
    case SQLITE_LOCKED:
      g_set_error (error, CHESS_LIBRARY_ERROR, CHESS_LIBRARY_ERROR_BUSY,
                   _("%s: the library is in use by another program (%s)"), name, what);
      break;
    default:
      g_set_error (error, CHESS_LIBRARY_ERROR, CHESS_LIBRARY_ERROR_FAILED,
                   _("%s: %s failed: %s"), name, what, detail);
      break;
    }
  g_free (name);
  return FALSE;
}

gboolean
_chess_library_exec (ChessLibrary *self, const char *sql, GError **error)
{
  int rc = sqlite3_exec (self->db, sql, NULL, NULL, NULL);
  return rc == SQLITE_OK || _chess_library_fail (self, rc, _("a database command"), error);
}

sqlite3_stmt *
_chess_library_prepare (ChessLibrary *self, const char *sql, GError **error)
{
  sqlite3_stmt *stmt = NULL;
  int rc = sqlite3_prepare_v2 (self->db, sql, -1, &stmt, NULL);
  if (rc != SQLITE_OK)
    {
      _chess_library_fail (self, rc, _("a database query"), error);
      return NULL;
    }
  return stmt;
}

sqlite3_stmt *
_chess_library_prepare_cached (ChessLibrary *self, const char *sql, GError **error)
{
  sqlite3_stmt *stmt = g_hash_table_lookup (self->statements, sql);
  if (!stmt && (stmt = _chess_library_prepare (self, sql, error)))
    g_hash_table_insert (self->statements, (gpointer) sqlite3_sql (stmt), stmt);
  return stmt;
}

const guint8 *
_chess_library_column_blob (sqlite3_stmt *stmt, int column, gsize *size)
{
  static const guint8 empty[1];
  const guint8 *data = sqlite3_column_blob (stmt, column);
  *size = data ? (gsize) sqlite3_column_bytes (stmt, column) : 0;
  return data ? data : empty;
}

gint
_chess_library_compare_ids (gconstpointer a, gconstpointer b)
{
  gint64 x = *(const gint64 *) a, y = *(const gint64 *) b;
  return x < y ? -1 : x > y;
}

gboolean
_chess_library_check_writable (ChessLibrary *self, GError **error)
{
  if (!self->read_only)
    return TRUE;
  char *name = g_filename_display_name (self->path);
  g_set_error (error, CHESS_LIBRARY_ERROR, CHESS_LIBRARY_ERROR_READ_ONLY,
               _("%s is read-only (you cannot write the file or its folder): games cannot be added, changed "
                 "or removed"), name);
  g_free (name);
  return FALSE;
}

gboolean
_chess_library_begin (ChessLibrary *self, GError **error)
{
  return _chess_library_check_writable (self, error) && _chess_library_exec (self, "BEGIN IMMEDIATE", error);
}

gboolean
_chess_library_commit (ChessLibrary *self, GError **error)
{
  int rc = sqlite3_exec (self->db, "COMMIT", NULL, NULL, NULL);
  if (rc != SQLITE_OK)
    {
      _chess_library_fail (self, rc, _("saving the changes"), error);
      _chess_library_rollback (self);
      return FALSE;
    }
  self->own_changes++;
  return TRUE;
}

void
_chess_library_rollback (ChessLibrary *self)
{
  if (!sqlite3_get_autocommit (self->db))
    sqlite3_exec (self->db, "ROLLBACK", NULL, NULL, NULL);
}

gboolean
_chess_library_read_int (ChessLibrary *self, const char *sql, gint64 *value, GError **error)
{
  sqlite3_stmt *stmt = _chess_library_prepare (self, sql, error);
  if (!stmt)
    return FALSE;
  int rc = sqlite3_step (stmt);
  if (rc == SQLITE_ROW)
    *value = sqlite3_column_int64 (stmt, 0);
  sqlite3_finalize (stmt);
  return rc == SQLITE_ROW || _chess_library_fail (self, rc, _("reading the library"), error);
}

void
_chess_library_interned_init (ChessLibraryInterned *interned)
{
  interned->names = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  interned->rounds = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  interned->places = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
}

void
_chess_library_interned_clear (ChessLibraryInterned *interned)
{
  g_clear_pointer (&interned->names, g_hash_table_unref);
  g_clear_pointer (&interned->rounds, g_hash_table_unref);
  g_clear_pointer (&interned->places, g_hash_table_unref);
}

/* The id of a row of table, added if new: stmt is an upsert that returns
 * it, its parameters bound.  what (untranslated: translating it for every
 * game cost 3 % of an import) names it in a message. */
static gint64
upsert_id (ChessLibrary *self, sqlite3_stmt *stmt, const char *what, GError **error)
{
  gint64 id = 0;
  int rc = sqlite3_step (stmt);
  if (rc == SQLITE_ROW)
    id = sqlite3_column_int64 (stmt, 0);
  else
    _chess_library_fail (self, rc, _(what), error);
  sqlite3_reset (stmt);
  return id;
}

static gint64
text_id (ChessLibrary *self, GHashTable *cache, const char *sql, const char *text, const char *what,
         GError **error)
{
  gpointer cached = g_hash_table_lookup (cache, text);
  if (cached)
    return (gint64) GPOINTER_TO_SIZE (cached);
  sqlite3_stmt *stmt = _chess_library_prepare_cached (self, sql, error);
  if (!stmt)
    return 0;
  sqlite3_bind_text (stmt, 1, text, -1, SQLITE_STATIC);
  gint64 id = upsert_id (self, stmt, what, error);
  if (id)
    g_hash_table_insert (cache, g_strdup (text), GSIZE_TO_POINTER ((gsize) id));
  return id;
}

static gint64
name_id (ChessLibrary *self, ChessLibraryInterned *interned, const char *name, GError **error)
{
  return text_id (self, interned->names,
                  "INSERT INTO names (name) VALUES (?1) ON CONFLICT (name) DO UPDATE SET name = name RETURNING id",
                  name, N_("adding a name"), error);
}

gboolean
_chess_library_row_ids (ChessLibrary *self, ChessLibraryInterned *interned, const ChessLibraryGameFields *fields,
                        ChessLibraryRowIds *ids, GError **error)
{
  gint64 event, site;
  memset (ids, 0, sizeof *ids);
  if (!(ids->white = name_id (self, interned, fields->white, error))
      || !(ids->black = name_id (self, interned, fields->black, error))
      || !(event = name_id (self, interned, fields->event, error))
      || !(site = name_id (self, interned, fields->site, error)))
    return FALSE;
  if (fields->round
      && !(ids->round = text_id (self, interned->rounds,
                                 "INSERT INTO rounds (round) VALUES (?1)"
                                 " ON CONFLICT (round) DO UPDATE SET round = round RETURNING id",
                                 fields->round, N_("adding a round"), error)))
    return FALSE;
  gint64 pair = event << 32 | site;
  gpointer cached = g_hash_table_lookup (interned->places, &pair);
  if (cached)
    {
      ids->place = (gint64) GPOINTER_TO_SIZE (cached);
      return TRUE;
    }
  sqlite3_stmt *stmt = _chess_library_prepare_cached (self,
      "INSERT INTO places (event, site) VALUES (?1, ?2)"
      " ON CONFLICT (event, site) DO UPDATE SET event = event RETURNING id", error);
  if (!stmt)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, event);
  sqlite3_bind_int64 (stmt, 2, site);
  if (!(ids->place = upsert_id (self, stmt, N_("adding a place"), error)))
    return FALSE;
  g_hash_table_insert (interned->places, g_memdup2 (&pair, sizeof pair), GSIZE_TO_POINTER ((gsize) ids->place));
  return TRUE;
}

gint64
chess_library_count_games (ChessLibrary *self, GError **error)
{
  g_return_val_if_fail (CHESS_IS_LIBRARY (self), -1);
  gint64 n = -1;
  return _chess_library_read_int (self, "SELECT count(*) FROM games", &n, error) ? n : -1;
}

/* ---- One game ---- */

gboolean
_chess_library_not_found (gint64 id, GError **error)
{
  g_set_error (error, CHESS_LIBRARY_ERROR, CHESS_LIBRARY_ERROR_NOT_FOUND,
               _("There is no game number %lld in the library"), (long long) id);
  return FALSE;
}

gint64
chess_library_add_record (ChessLibrary *self, const ChessRecord *record, GError **error)
{
  g_return_val_if_fail (CHESS_IS_LIBRARY (self), 0);
  g_return_val_if_fail (record != NULL, 0);

  ChessLibraryGameFields fields;
  _chess_library_fields_from_record (&fields, record);
  ChessLibraryAnalysis analysis;
  _chess_library_analysis_init (&analysis);
  _chess_library_analyse_record (&analysis, record);

  ChessLibraryWriter writer;
  gint64 id = 0;
  if (_chess_library_begin (self, error))
    {
      if (_chess_library_writer_init (self, &writer, error))
        {
          id = _chess_library_writer_add (self, &writer, &fields, &analysis, error);
          if (id && !_chess_library_writer_flush (self, &writer, error))
            id = 0;
          _chess_library_writer_clear (&writer);
        }
      if (id && !_chess_library_commit (self, error))
        id = 0;
      if (!id)
        _chess_library_rollback (self);
    }
  _chess_library_analysis_clear (&analysis);
  _chess_library_fields_clear (&fields);
  return id;
}

gboolean
chess_library_remove_game (ChessLibrary *self, gint64 id, GError **error)
{
  g_return_val_if_fail (CHESS_IS_LIBRARY (self), FALSE);
  if (!_chess_library_begin (self, error))
    return FALSE;

  ChessRecord *record = chess_library_get_record (self, id, error);
  gboolean ok = record != NULL;
  if (ok)
    {
      ChessLibraryGameFields fields;
      _chess_library_fields_from_record (&fields, record);
      ChessLibraryTreeDelta *delta = _chess_library_tree_delta_new ();
      _chess_library_index_record (delta, record, &fields, -1);
      ok = _chess_library_tree_delta_flush (self, delta, error);
      _chess_library_tree_delta_free (delta);
      _chess_library_fields_clear (&fields);
      chess_record_free (record);
    }
  if (ok)
    {
      /* Its bounds say "no position" from now on. */
      ChessLibraryWriter writer;
      ok = _chess_library_writer_init (self, &writer, error);
      if (ok)
        {
          guint64 none[1 + CHESS_LIBRARY_BOUNDS_WORDS] = { (guint64) id };
          g_array_append_vals (writer.bounds, none, G_N_ELEMENTS (none));
          ok = _chess_library_writer_flush (self, &writer, error);
          _chess_library_writer_clear (&writer);
        }
    }
  if (ok)
    {
      /* Out of its players' lists. */
      sqlite3_stmt *stmt = _chess_library_prepare (self, "SELECT white, black FROM games WHERE id = ?1", error);
      ok = stmt != NULL;
      if (stmt)
        {
          sqlite3_bind_int64 (stmt, 1, id);
          gint64 white = 0, black = 0;
          if (sqlite3_step (stmt) == SQLITE_ROW)
            {
              white = sqlite3_column_int64 (stmt, 0);
              black = sqlite3_column_int64 (stmt, 1);
            }
          sqlite3_finalize (stmt);
          ok = _chess_library_players_change (self, white, id, CHESS_WHITE, FALSE, error)
               && _chess_library_players_change (self, black, id, CHESS_BLACK, FALSE, error);
        }
    }
  if (ok)
    {
      sqlite3_stmt *stmt = _chess_library_prepare (self, "DELETE FROM games WHERE id = ?1", error);
      ok = stmt != NULL;
      if (stmt)
        {
          sqlite3_bind_int64 (stmt, 1, id);
          int rc = sqlite3_step (stmt);
          if (rc != SQLITE_DONE)
            ok = _chess_library_fail (self, rc, _("removing a game"), error);
          sqlite3_finalize (stmt);
        }
    }
  if (ok)
    return _chess_library_commit (self, error);
  _chess_library_rollback (self);
  return FALSE;
}
