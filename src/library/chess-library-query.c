/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-library-query.c — filtered lists of games and their export.
 *
 * A filter becomes one SQL statement over the games and their names;
 * player names match by case-insensitive substring against the (small)
 * names table first, then through the indexes on White and Black.  A
 * position in the filter first narrows the games to those that reach it
 * (chess-library-tree.c), then each is checked against the rest. */
#include "config.h"

#include "chess-library-private.h"

#include <glib/gi18n.h>
#include <string.h>

typedef struct {
  GString *sql;
  GPtrArray *texts;   /* bound in order as ?1, ?2, … (owned) */
} Query;

static void
add_text (Query *q, const char *clause, const char *text)
{
  g_ptr_array_add (q->texts, g_strdup (text));
  g_string_append_printf (q->sql, clause, q->texts->len, q->texts->len);
}

static void
add_number (Query *q, const char *format, ...)
{
  va_list args;
  va_start (args, format);
  g_string_append_vprintf (q->sql, format, args);
  va_end (args);
}

static char *
folded (const char *name)
{
  return g_utf8_casefold (name, -1);
}

static void
build_query (Query *q, const ChessLibraryFilter *f, gboolean by_id)
{
  q->sql = g_string_new ("SELECT g.id, ev.name, si.name, g.date, g.round, w.name, b.name, g.result,"
                         " g.white_elo, g.black_elo, g.eco, g.plies"
                         " FROM games g JOIN names w ON w.id = g.white JOIN names b ON b.id = g.black"
                         " JOIN names ev ON ev.id = g.event JOIN names si ON si.id = g.site WHERE 1");
  q->texts = g_ptr_array_new_with_free_func (g_free);
  char *name;
  /* By id, the ids come from the players' lists and the sides are checked
   * on each row (an IN over the names would run again for every id). */
  if (f->white && !by_id)
    {
      add_text (q, " AND g.white IN (SELECT id FROM names WHERE chess_contains (name, ?%u))", name = folded (f->white));
      g_free (name);
    }
  if (f->black && !by_id)
    {
      add_text (q, " AND g.black IN (SELECT id FROM names WHERE chess_contains (name, ?%u))", name = folded (f->black));
      g_free (name);
    }
  if (f->player && !by_id)
    {
      add_text (q, " AND (g.white IN (SELECT id FROM names WHERE chess_contains (name, ?%u))"
                   " OR g.black IN (SELECT id FROM names WHERE chess_contains (name, ?%u)))",
                name = folded (f->player));
      g_free (name);
    }
  if (f->result >= 0)
    add_number (q, " AND g.result = %d", f->result);
  if (f->year_from > 0)
    add_number (q, " AND g.date >= %d", f->year_from * 10000);
  if (f->year_to > 0)
    add_number (q, " AND g.date >= 10000 AND g.date < %d", (f->year_to + 1) * 10000);
  if (f->date_from > 0)
    add_number (q, " AND g.date >= %d", f->date_from);
  if (f->date_to > 0)
    add_number (q, " AND g.date >= 10000 AND g.date <= %d", f->date_to);
  if (f->elo_from > 0)
    add_number (q, " AND g.white_elo >= %d AND g.black_elo >= %d", f->elo_from, f->elo_from);
  if (f->elo_to > 0)
    add_number (q, " AND g.white_elo <= %d AND g.black_elo <= %d", f->elo_to, f->elo_to);
  int eco;
  if (f->eco_from && (eco = _chess_library_parse_eco (f->eco_from)) >= 0)
    add_number (q, " AND g.eco >= %d", eco);
  if (f->eco_to && (eco = _chess_library_parse_eco (f->eco_to)) >= 0)
    add_number (q, " AND g.eco <= %d", eco);
  if (by_id)
    add_number (q, " AND g.id = ?%u", q->texts->len + 1);
  g_string_append (q->sql, " ORDER BY g.id");
}

static void
clear_query (Query *q)
{
  g_string_free (q->sql, TRUE);
  g_ptr_array_unref (q->texts);
}

/* Keeps in a the ids also in b (both ascending). */
static void
intersect (GArray *a, const GArray *b)
{
  guint kept = 0, j = 0;
  for (guint i = 0; i < a->len; i++)
    {
      gint64 id = g_array_index (a, gint64, i);
      while (j < b->len && g_array_index (b, gint64, j) < id)
        j++;
      if (j < b->len && g_array_index (b, gint64, j) == id)
        g_array_index (a, gint64, kept++) = id;
    }
  g_array_set_size (a, kept);
}

/* name contains part (given folded), ignoring case. */
static gboolean
name_has (const char *name, const char *part)
{
  char *f = g_utf8_casefold (name ? name : "", -1);
  gboolean found = strstr (f, part) != NULL;
  g_free (f);
  return found;
}

static gboolean
check_filter (const ChessLibraryFilter *f, GError **error)
{
  const char *ecos[2] = { f->eco_from, f->eco_to };
  for (int i = 0; i < 2; i++)
    if (ecos[i] && _chess_library_parse_eco (ecos[i]) < 0)
      {
        g_set_error (error, CHESS_LIBRARY_ERROR, CHESS_LIBRARY_ERROR_INVALID,
                     _("“%s” is not an ECO code (A00 to E99)"), ecos[i]);
        return FALSE;
      }
  return TRUE;
}

static const char *
text_or (sqlite3_stmt *stmt, int column, const char *fallback)
{
  const char *text = (const char *) sqlite3_column_text (stmt, column);
  return text ? text : fallback;
}

gboolean
chess_library_find (ChessLibrary *self, const ChessLibraryFilter *filter, ChessLibraryGameFunc func,
                    gpointer user_data, GCancellable *cancellable, GError **error)
{
  g_return_val_if_fail (CHESS_IS_LIBRARY (self), FALSE);
  g_return_val_if_fail (filter != NULL && func != NULL, FALSE);
  if (!check_filter (filter, error))
    return FALSE;

  /* One read transaction: the position search and the rows agree. */
  if (!_chess_library_exec (self, "BEGIN", error))
    return FALSE;
  GArray *ids = NULL;
  if (filter->position && !(ids = _chess_library_games_reaching (self, filter->position, cancellable, error)))
    {
      _chess_library_exec (self, "COMMIT", NULL);
      return FALSE;
    }
  const char *parts[3] = { filter->white, filter->black, filter->player };
  char *folded_parts[3] = { NULL, NULL, NULL };
  for (int i = 0; i < 3; i++)
    {
      if (!parts[i])
        continue;
      folded_parts[i] = folded (parts[i]);
      GArray *games = _chess_library_players_games (self, folded_parts[i], error);
      if (!games)
        {
          for (int k = 0; k <= i; k++)
            g_free (folded_parts[k]);
          if (ids)
            g_array_unref (ids);
          _chess_library_exec (self, "COMMIT", NULL);
          return FALSE;
        }
      if (ids)
        {
          intersect (ids, games);
          g_array_unref (games);
        }
      else
        ids = games;
    }

  Query q;
  build_query (&q, filter, ids != NULL);
  sqlite3_stmt *stmt = _chess_library_prepare (self, q.sql->str, error);
  gboolean ok = stmt != NULL;
  if (stmt)
    {
      for (guint i = 0; i < q.texts->len; i++)
        sqlite3_bind_text (stmt, (int) i + 1, g_ptr_array_index (q.texts, i), -1, SQLITE_STATIC);
      gboolean go_on = TRUE;
      guint next = 0;
      guint64 rows = 0;
      while (go_on && ok)
        {
          if (ids)
            {
              if (next == ids->len)
                break;
              sqlite3_reset (stmt);
              sqlite3_bind_int64 (stmt, (int) q.texts->len + 1, g_array_index (ids, gint64, next++));
            }
          int rc = sqlite3_step (stmt);
          if (rc == SQLITE_DONE)
            {
              if (ids)
                continue;
              break;
            }
          if (rc != SQLITE_ROW)
            {
              ok = _chess_library_fail (self, rc, _("searching the games"), error);
              break;
            }
          if ((++rows & 1023) == 0 && g_cancellable_set_error_if_cancelled (cancellable, error))
            {
              ok = FALSE;
              break;
            }
          /* By id, the sides of the names asked for. */
          if (ids && ((folded_parts[0] && !name_has ((const char *) sqlite3_column_text (stmt, 5), folded_parts[0]))
                      || (folded_parts[1] && !name_has ((const char *) sqlite3_column_text (stmt, 6), folded_parts[1]))))
            continue;
          char date[11], eco[4];
          _chess_library_format_date (sqlite3_column_int (stmt, 3), date);
          _chess_library_format_eco (sqlite3_column_type (stmt, 10) == SQLITE_NULL ? -1 : sqlite3_column_int (stmt, 10), eco);
          ChessLibraryGameInfo info = {
            .id = sqlite3_column_int64 (stmt, 0),
            .event = text_or (stmt, 1, "?"),
            .site = text_or (stmt, 2, "?"),
            .date = date,
            .round = text_or (stmt, 4, "?"),
            .white = text_or (stmt, 5, "?"),
            .black = text_or (stmt, 6, "?"),
            .result = (ChessResult) sqlite3_column_int (stmt, 7),
            .white_elo = sqlite3_column_int (stmt, 8),
            .black_elo = sqlite3_column_int (stmt, 9),
            .eco = eco,
            .plies = sqlite3_column_int (stmt, 11),
          };
          go_on = func (&info, user_data);
        }
      sqlite3_finalize (stmt);
    }
  _chess_library_exec (self, "COMMIT", NULL);
  clear_query (&q);
  if (ids)
    g_array_unref (ids);
  for (int i = 0; i < 3; i++)
    g_free (folded_parts[i]);
  return ok;
}

/* ---- Export ---- */

typedef struct {
  GArray *ids;
} ExportIds;

static gboolean
collect_export_id (const ChessLibraryGameInfo *info, gpointer user_data)
{
  g_array_append_val (((ExportIds *) user_data)->ids, info->id);
  return TRUE;
}

gboolean
chess_library_export (ChessLibrary *self, const ChessLibraryFilter *filter, GOutputStream *stream,
                      guint64 *n_games, GCancellable *cancellable, GError **error)
{
  g_return_val_if_fail (CHESS_IS_LIBRARY (self), FALSE);
  g_return_val_if_fail (G_IS_OUTPUT_STREAM (stream), FALSE);

  ExportIds collected = { g_array_new (FALSE, FALSE, sizeof (gint64)) };
  gboolean ok = chess_library_find (self, filter, collect_export_id, &collected, cancellable, error);
  ChessPgnBuffer buffer;
  chess_pgn_buffer_init (&buffer);
  guint64 written = 0;
  for (guint i = 0; ok && i < collected.ids->len; i++)
    {
      GError *local = NULL;
      ChessRecord *record = chess_library_get_record (self, g_array_index (collected.ids, gint64, i), &local);
      if (!record)
        {
          /* Removed by another process since the list was made: skip it. */
          if (g_error_matches (local, CHESS_LIBRARY_ERROR, CHESS_LIBRARY_ERROR_NOT_FOUND))
            {
              g_clear_error (&local);
              continue;
            }
          g_propagate_error (error, local);
          ok = FALSE;
          break;
        }
      buffer.length = 0;
      chess_pgn_write_record (record, CHESS_PGN_WRITE_DEFAULT, &buffer);
      chess_record_free (record);
      ok = g_output_stream_write_all (stream, buffer.data, buffer.length, NULL, cancellable, error);
      written += ok;
    }
  chess_pgn_buffer_clear (&buffer);
  g_array_unref (collected.ids);
  if (n_games)
    *n_games = written;
  return ok;
}
