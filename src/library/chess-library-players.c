/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-library-players.c — for each name, the games it played and with
 * which colour: one row per name, its entries id << 1 | side (side 0 as
 * White, 1 as Black) in ascending order, each written as its difference
 * from the one before in 7-bit groups (LEB128).
 *
 * Why not indexes on White and Black: those cost 24.6 bytes a game in a
 * million-game library; the lists cost about 4, and a player's games come
 * from one row, with the side that a White or Black filter asks for (a
 * list of 416 000 games decodes in a few milliseconds).  An import appends
 * a batch's entries to each name's list once per batch. */
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

/* Decodes a list into its entries (appended); FALSE if damaged. */
static gboolean
decode_list (const guint8 *data, gsize size, GArray *entries)
{
  gint64 entry = 0;
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
      entry += (gint64) delta;
      g_array_append_val (entries, entry);
    }
  return TRUE;
}

/* The list of name: its entries into entries, its last entry into *last (0 if none). */
static gboolean
read_list (ChessLibrary *self, gint64 name, GArray *entries, gint64 *last, GByteArray *raw, GError **error)
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
      if (entries && !decode_list (data, size, entries))
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
encode_list (const GArray *entries)
{
  GByteArray *out = g_byte_array_new ();
  gint64 previous = 0;
  for (guint i = 0; i < entries->len; i++)
    {
      gint64 entry = g_array_index (entries, gint64, i);
      append_varint (out, (guint64) (entry - previous));
      previous = entry;
    }
  return out;
}

static gint64
entry_of (gint64 id, ChessColor side)
{
  return id << 1 | side;
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
      GArray *entries = value;
      gint64 last;
      GByteArray *list = g_byte_array_new ();
      gboolean ok = read_list (self, name, NULL, &last, list, error);
      for (guint i = 0; ok && i < entries->len; i++)
        {
          gint64 entry = g_array_index (entries, gint64, i);
          if (entry <= last)
            continue; /* already there (a repeated flush) */
          append_varint (list, (guint64) (entry - last));
          last = entry;
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
_chess_library_players_note (GHashTable *batch, gint64 name, gint64 id, ChessColor side)
{
  GArray *entries = g_hash_table_lookup (batch, GSIZE_TO_POINTER ((gsize) name));
  if (!entries)
    {
      entries = g_array_new (FALSE, FALSE, sizeof (gint64));
      g_hash_table_insert (batch, GSIZE_TO_POINTER ((gsize) name), entries);
    }
  gint64 entry = entry_of (id, side);
  if (entries->len == 0 || g_array_index (entries, gint64, entries->len - 1) < entry)
    g_array_append_val (entries, entry);
}

GHashTable *
_chess_library_players_batch_new (void)
{
  return g_hash_table_new_full (NULL, NULL, NULL, (GDestroyNotify) g_array_unref);
}

gboolean
_chess_library_players_change (ChessLibrary *self, gint64 name, gint64 id, ChessColor side, gboolean add,
                               GError **error)
{
  GArray *entries = g_array_new (FALSE, FALSE, sizeof (gint64));
  gint64 last, entry = entry_of (id, side);
  gboolean ok = read_list (self, name, entries, &last, NULL, error);
  if (ok)
    {
      guint at = 0;
      while (at < entries->len && g_array_index (entries, gint64, at) < entry)
        at++;
      gboolean present = at < entries->len && g_array_index (entries, gint64, at) == entry;
      if (add && !present)
        g_array_insert_val (entries, at, entry);
      else if (!add && present)
        g_array_remove_index (entries, at);
      GByteArray *list = encode_list (entries);
      ok = write_list (self, name, entries->len ? g_array_index (entries, gint64, entries->len - 1) : 0, list, error);
      g_byte_array_unref (list);
    }
  g_array_unref (entries);
  return ok;
}

GArray *
_chess_library_players_games (ChessLibrary *self, const char *folded_part, guint sides, GError **error)
{
  sqlite3_stmt *stmt = _chess_library_prepare (self,
      "SELECT p.games FROM player_games p JOIN names n ON n.id = p.name WHERE chess_contains (n.name, ?1)", error);
  if (!stmt)
    return NULL;
  sqlite3_bind_text (stmt, 1, folded_part, -1, SQLITE_STATIC);
  GArray *ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  GArray *entries = g_array_new (FALSE, FALSE, sizeof (gint64));
  int rc, names = 0;
  gboolean ok = TRUE;
  while (ok && (rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      names++;
      gsize size;
      const guint8 *data = _chess_library_column_blob (stmt, 0, &size);
      g_array_set_size (entries, 0);
      if (!decode_list (data, size, entries))
        ok = _chess_library_fail (self, SQLITE_CORRUPT, _("reading the players' games"), error);
      for (guint i = 0; ok && i < entries->len; i++)
        {
          gint64 entry = g_array_index (entries, gint64, i), id = entry >> 1;
          if ((sides & (1u << (entry & 1))) && (ids->len == 0 || g_array_index (ids, gint64, ids->len - 1) != id))
            g_array_append_val (ids, id);
        }
    }
  g_array_unref (entries);
  if (ok && rc != SQLITE_DONE)
    ok = _chess_library_fail (self, rc, _("reading the players' games"), error);
  sqlite3_finalize (stmt);
  if (!ok)
    {
      g_array_unref (ids);
      return NULL;
    }
  /* Several names (a part matches more than one): in order, once each,
   * through a bitmap of the ids (sorting the 416 000 ids of 23 names took
   * most of the time of counting them).  One name's list is in order. */
  if (names < 2 || ids->len == 0)
    return ids;
  gint64 max_id = 0;
  for (guint i = 0; i < ids->len; i++)
    max_id = MAX (max_id, g_array_index (ids, gint64, i));
  gsize words = (gsize) max_id / 64 + 1;
  guint64 *seen = g_new0 (guint64, words);
  for (guint i = 0; i < ids->len; i++)
    {
      gint64 id = g_array_index (ids, gint64, i);
      seen[id / 64] |= G_GUINT64_CONSTANT (1) << (id % 64);
    }
  guint kept = 0;
  for (gsize w = 0; w < words; w++)
    for (guint64 bits = seen[w]; bits; bits &= bits - 1)
      g_array_index (ids, gint64, kept++) = (gint64) (w * 64 + (gsize) __builtin_ctzll (bits));
  g_array_set_size (ids, kept);
  g_free (seen);
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
      _chess_library_players_note (batch, sqlite3_column_int64 (stmt, 1), id, CHESS_WHITE);
      _chess_library_players_note (batch, sqlite3_column_int64 (stmt, 2), id, CHESS_BLACK);
    }
  sqlite3_finalize (stmt);
  gboolean ok = rc == SQLITE_DONE ? _chess_library_players_append (self, batch, error)
                                  : _chess_library_fail (self, rc, _("reading the players' games"), error);
  g_hash_table_unref (batch);
  return ok;
}
