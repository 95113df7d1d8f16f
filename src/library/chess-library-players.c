/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-library-players.c — for each name, the games it played (as White
 * or Black): ids in ascending order, each written as its difference from
 * the one before in 7-bit groups (LEB128), in one row per name.
 *
 * Why not indexes on White and Black: those cost 24.6 bytes a game in a
 * million-game library; the lists cost about 4, and a player's games come
 * from one row.  An import appends a batch's ids to each name's list once
 * per batch. */
#include "config.h"

#include "chess-library-private.h"

#include <glib/gi18n.h>
#include <string.h>

static void
append_varint (GByteArray *out, guint64 value)
{
  do
    {
      guint8 byte = value & 0x7f;
      value >>= 7;
      if (value)
        byte |= 0x80;
      g_byte_array_append (out, &byte, 1);
    }
  while (value);
}

/* Decodes a list into ids (appended); FALSE if damaged. */
static gboolean
decode_list (const guint8 *data, gsize size, GArray *ids)
{
  gint64 id = 0;
  for (gsize i = 0; i < size;)
    {
      guint64 delta = 0;
      int shift = 0;
      guint8 byte;
      do
        {
          if (i == size || shift > 56)
            return FALSE;
          byte = data[i++];
          delta |= (guint64) (byte & 0x7f) << shift;
          shift += 7;
        }
      while (byte & 0x80);
      id += (gint64) delta;
      g_array_append_val (ids, id);
    }
  return TRUE;
}

/* The list of name: its ids into ids, its last id into *last (0 if none). */
static gboolean
read_list (ChessLibrary *self, gint64 name, GArray *ids, gint64 *last, GByteArray *raw, GError **error)
{
  sqlite3_stmt *stmt = _chess_library_prepare_cached (self, "SELECT last, games FROM player_games WHERE name = ?1",
                                                      error);
  if (!stmt)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, name);
  int rc = sqlite3_step (stmt);
  gboolean ok = TRUE;
  *last = 0;
  if (rc == SQLITE_ROW)
    {
      gsize size;
      const guint8 *data = _chess_library_column_blob (stmt, 1, &size);
      *last = sqlite3_column_int64 (stmt, 0);
      if (raw)
        g_byte_array_append (raw, data, (guint) size);
      if (ids && !decode_list (data, size, ids))
        ok = _chess_library_fail (self, SQLITE_CORRUPT, _("reading the players' games"), error);
    }
  else if (rc != SQLITE_DONE)
    ok = _chess_library_fail (self, rc, _("reading the players' games"), error);
  sqlite3_reset (stmt);
  return ok;
}

static gboolean
write_list (ChessLibrary *self, gint64 name, gint64 last, GByteArray *list, GError **error)
{
  sqlite3_stmt *stmt = _chess_library_prepare_cached (self, list->len
      ? "INSERT OR REPLACE INTO player_games VALUES (?1, ?2, ?3)"
      : "DELETE FROM player_games WHERE name = ?1", error);
  if (!stmt)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, name);
  if (list->len)
    {
      sqlite3_bind_int64 (stmt, 2, last);
      sqlite3_bind_blob (stmt, 3, list->data, (int) list->len, SQLITE_STATIC);
    }
  int rc = sqlite3_step (stmt);
  sqlite3_reset (stmt);
  sqlite3_clear_bindings (stmt);
  return rc == SQLITE_DONE || _chess_library_fail (self, rc, _("updating the players' games"), error);
}

static GByteArray *
encode_list (const GArray *ids)
{
  GByteArray *out = g_byte_array_new ();
  gint64 previous = 0;
  for (guint i = 0; i < ids->len; i++)
    {
      gint64 id = g_array_index (ids, gint64, i);
      append_varint (out, (guint64) (id - previous));
      previous = id;
    }
  return out;
}

gboolean
_chess_library_players_append (ChessLibrary *self, GHashTable *batch, GError **error)
{
  GHashTableIter iter;
  gpointer key, value;
  g_hash_table_iter_init (&iter, batch);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      gint64 name = (gint64) GPOINTER_TO_SIZE (key);
      GArray *ids = value;
      gint64 last;
      GByteArray *list = g_byte_array_new ();
      gboolean ok = read_list (self, name, NULL, &last, list, error);
      for (guint i = 0; ok && i < ids->len; i++)
        {
          gint64 id = g_array_index (ids, gint64, i);
          if (id <= last)
            continue; /* already there (a repeated flush) */
          append_varint (list, (guint64) (id - last));
          last = id;
        }
      ok = ok && write_list (self, name, last, list, error);
      g_byte_array_unref (list);
      if (!ok)
        return FALSE;
    }
  g_hash_table_remove_all (batch);
  return TRUE;
}

void
_chess_library_players_note (GHashTable *batch, gint64 name, gint64 id)
{
  GArray *ids = g_hash_table_lookup (batch, GSIZE_TO_POINTER ((gsize) name));
  if (!ids)
    {
      ids = g_array_new (FALSE, FALSE, sizeof (gint64));
      g_hash_table_insert (batch, GSIZE_TO_POINTER ((gsize) name), ids);
    }
  if (ids->len == 0 || g_array_index (ids, gint64, ids->len - 1) != id)
    g_array_append_val (ids, id);
}

GHashTable *
_chess_library_players_batch_new (void)
{
  return g_hash_table_new_full (NULL, NULL, NULL, (GDestroyNotify) g_array_unref);
}

gboolean
_chess_library_players_change (ChessLibrary *self, gint64 name, gint64 id, gboolean add, GError **error)
{
  GArray *ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  gint64 last;
  gboolean ok = read_list (self, name, ids, &last, NULL, error);
  if (ok)
    {
      guint at = 0;
      while (at < ids->len && g_array_index (ids, gint64, at) < id)
        at++;
      gboolean present = at < ids->len && g_array_index (ids, gint64, at) == id;
      if (add && !present)
        g_array_insert_val (ids, at, id);
      else if (!add && present)
        g_array_remove_index (ids, at);
      GByteArray *list = encode_list (ids);
      ok = write_list (self, name, ids->len ? g_array_index (ids, gint64, ids->len - 1) : 0, list, error);
      g_byte_array_unref (list);
    }
  g_array_unref (ids);
  return ok;
}

GArray *
_chess_library_players_games (ChessLibrary *self, const char *folded_part, GError **error)
{
  sqlite3_stmt *stmt = _chess_library_prepare (self,
      "SELECT p.games FROM player_games p JOIN names n ON n.id = p.name WHERE chess_contains (n.name, ?1)", error);
  if (!stmt)
    return NULL;
  sqlite3_bind_text (stmt, 1, folded_part, -1, SQLITE_STATIC);
  GArray *ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  int rc;
  gboolean ok = TRUE;
  while (ok && (rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      gsize size;
      const guint8 *data = _chess_library_column_blob (stmt, 0, &size);
      if (!decode_list (data, size, ids))
        ok = _chess_library_fail (self, SQLITE_CORRUPT, _("reading the players' games"), error);
    }
  if (ok && rc != SQLITE_DONE)
    ok = _chess_library_fail (self, rc, _("reading the players' games"), error);
  sqlite3_finalize (stmt);
  if (!ok)
    {
      g_array_unref (ids);
      return NULL;
    }
  /* Several names (a part matches more than one): in order, once each. */
  g_array_sort (ids, _chess_library_compare_ids);
  guint kept = 0;
  for (guint i = 0; i < ids->len; i++)
    if (kept == 0 || g_array_index (ids, gint64, i) != g_array_index (ids, gint64, kept - 1))
      g_array_index (ids, gint64, kept++) = g_array_index (ids, gint64, i);
  g_array_set_size (ids, kept);
  return ids;
}

gboolean
_chess_library_players_build (ChessLibrary *self, GError **error)
{
  sqlite3_stmt *stmt = _chess_library_prepare (self, "SELECT id, white, black FROM games ORDER BY id", error);
  if (!stmt)
    return FALSE;
  GHashTable *batch = _chess_library_players_batch_new ();
  int rc;
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      gint64 id = sqlite3_column_int64 (stmt, 0);
      _chess_library_players_note (batch, sqlite3_column_int64 (stmt, 1), id);
      _chess_library_players_note (batch, sqlite3_column_int64 (stmt, 2), id);
    }
  sqlite3_finalize (stmt);
  gboolean ok = rc == SQLITE_DONE ? _chess_library_players_append (self, batch, error)
                                  : _chess_library_fail (self, rc, _("reading the players' games"), error);
  g_hash_table_unref (batch);
  return ok;
}
