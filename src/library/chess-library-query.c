/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-library-query.c — filtered lists of games, their count, and
 * their export.
 *
 * A position in the filter narrows the games to those that reach it
 * (chess-library-tree.c); player names (a case-insensitive part, matched
 * against the small names table) to the games in those names' lists
 * (chess-library-players.c), with the side asked for.  The other tests
 * (result, dates, ratings, ECO) are SQL conditions on the games' rows,
 * read one by one for a few allowed games, in one pass for many.  A list
 * of a player's 416 000 games is counted, or its page shown, without
 * reading their rows. */
#include "config.h"

#include "chess-library-private.h"

#include <glib/gi18n.h>
#include <string.h>

/* A filter's tests on the columns of games g, as " AND …". */
static void
append_conditions (GString *sql, const ChessLibraryFilter *f)
{
  if (f->result >= 0)
    g_string_append_printf (sql, " AND " CHESS_LIBRARY_SQL_RESULT " = %d", f->result);
  /* A date with an unknown year is 0 and passes no date test. */
  if (f->year_from > 0)
    g_string_append_printf (sql, " AND g.date >= %d", CHESS_LIBRARY_DATE (f->year_from, 0, 0));
  if (f->year_to > 0)
    g_string_append_printf (sql, " AND g.date >= %d AND g.date < %d", CHESS_LIBRARY_DATE (1, 0, 0),
                            CHESS_LIBRARY_DATE (f->year_to + 1, 0, 0));
  if (f->date_from > 0)
    g_string_append_printf (sql, " AND g.date >= %d",
                            CHESS_LIBRARY_DATE (f->date_from / 10000, f->date_from / 100 % 100, f->date_from % 100));
  if (f->date_to > 0)
    g_string_append_printf (sql, " AND g.date >= %d AND g.date <= %d", CHESS_LIBRARY_DATE (1, 0, 0),
                            CHESS_LIBRARY_DATE (f->date_to / 10000, f->date_to / 100 % 100, f->date_to % 100));
  if (f->elo_from > 0)
    g_string_append_printf (sql, " AND g.white_elo >= %d AND g.black_elo >= %d", f->elo_from, f->elo_from);
  if (f->elo_to > 0)
    g_string_append_printf (sql, " AND g.white_elo <= %d AND g.black_elo <= %d", f->elo_to, f->elo_to);
  int eco;
  /* The column holds 1 + the code, 0 when unknown. */
  if (f->eco_from && (eco = _chess_library_parse_eco (f->eco_from)) >= 0)
    g_string_append_printf (sql, " AND " CHESS_LIBRARY_SQL_ECO " >= %d", eco + 1);
  if (f->eco_to && (eco = _chess_library_parse_eco (f->eco_to)) >= 0)
    g_string_append_printf (sql, " AND " CHESS_LIBRARY_SQL_ECO " BETWEEN 1 AND %d", eco + 1);
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

/* Whether the filter has names to look up. */
static gboolean
has_names (const ChessLibraryFilter *filter)
{
  return filter->white || filter->black || filter->player;
}

/* The games the filter's position and names allow, ascending, into *ids
 * (NULL when it has neither: every game).  Names come from the players'
 * lists, with the side asked for.  When the position's games are the
 * answer (no names, no other test), only the first `enough` of them are
 * needed (-1: all): a list of the games at the start position shows its
 * first page without replaying a million games. */
static gboolean
allowed_games (ChessLibrary *self, const ChessLibraryFilter *filter, gint64 enough, GArray **ids,
               GCancellable *cancellable, GError **error)
{
  *ids = NULL;
  if (filter->position
      && !(*ids = _chess_library_games_reaching (self, filter->position, has_names (filter) ? -1 : enough, cancellable,
                                                 error)))
    return FALSE;
  const char *parts[3] = { filter->white, filter->black, filter->player };
  const guint sides[3] = { 1u << CHESS_WHITE, 1u << CHESS_BLACK, 1u << CHESS_WHITE | 1u << CHESS_BLACK };
  for (int i = 0; i < 3; i++)
    {
      if (!parts[i])
        continue;
      char *folded = g_utf8_casefold (parts[i], -1);
      GArray *games = _chess_library_players_games (self, folded, sides[i], error);
      g_free (folded);
      if (!games)
        {
          g_clear_pointer (ids, g_array_unref);
          return FALSE;
        }
      if (*ids)
        {
          intersect (*ids, games);
          g_array_unref (games);
        }
      else
        *ids = games;
    }
  return TRUE;
}

/* Below this share of the games, the allowed ones are read one by one;
 * above it, in one pass over the table. */
#define SCAN_SHARE 8

typedef gboolean (*RowFunc) (sqlite3_stmt *stmt, gpointer user_data);

/* Calls func with the row of `select` (columns of games g) of each game
 * that ids (NULL: every game) and conditions allow, from id from_id on,
 * in id order, until func returns FALSE. */
static gboolean
each_game (ChessLibrary *self, const char *select, const GArray *ids, const char *conditions, gint64 from_id,
           RowFunc func, gpointer user_data, GCancellable *cancellable, GError **error)
{
  guint next = 0;
  while (ids && next < ids->len && g_array_index (ids, gint64, next) < from_id)
    next++;
  if (ids && next == ids->len)
    return TRUE;
  gint64 max_id = 0;
  if (ids)
    {
      sqlite3_stmt *stmt = _chess_library_prepare (self, "SELECT max (id) FROM games", error);
      if (!stmt)
        return FALSE;
      if (sqlite3_step (stmt) == SQLITE_ROW)
        max_id = sqlite3_column_int64 (stmt, 0);
      sqlite3_finalize (stmt);
    }
  gboolean by_id = ids && (gint64) (ids->len - next) * SCAN_SHARE < max_id;
  char *sql = g_strdup_printf ("%s WHERE g.id %s ?1%s ORDER BY g.id", select, by_id ? "=" : ">=", conditions);
  sqlite3_stmt *stmt = _chess_library_prepare (self, sql, error);
  g_free (sql);
  if (!stmt)
    return FALSE;
  gboolean ok = TRUE, go_on = TRUE;
  guint64 rows = 0;
  sqlite3_bind_int64 (stmt, 1, ids ? g_array_index (ids, gint64, next) : from_id);
  while (go_on)
    {
      if (by_id)
        {
          if (next == ids->len)
            break;
          sqlite3_reset (stmt);
          sqlite3_bind_int64 (stmt, 1, g_array_index (ids, gint64, next++));
        }
      int rc = sqlite3_step (stmt);
      if (rc == SQLITE_DONE && by_id)
        continue;   /* the conditions turned it down */
      if (rc == SQLITE_DONE)
        break;
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
      if (ids && !by_id)
        {
          /* One pass over the table: the rows of the allowed games. */
          gint64 id = sqlite3_column_int64 (stmt, 0);
          while (next < ids->len && g_array_index (ids, gint64, next) < id)
            next++;
          if (next == ids->len)
            break;
          if (g_array_index (ids, gint64, next) != id)
            continue;
        }
      go_on = func (stmt, user_data);
    }
  sqlite3_finalize (stmt);
  return ok;
}

#define ROW_SELECT \
  "SELECT g.id, ev.name, si.name, g.date, r.round, w.name, b.name, g.info, g.white_elo, g.black_elo" \
  " FROM games g JOIN names w ON w.id = g.white JOIN names b ON b.id = g.black JOIN places p ON p.id = g.place" \
  " JOIN names ev ON ev.id = p.event JOIN names si ON si.id = p.site LEFT JOIN rounds r ON r.id = g.round"
#define ID_SELECT "SELECT g.id FROM games g"

static const char *
text_or (sqlite3_stmt *stmt, int column, const char *fallback)
{
  const char *text = (const char *) sqlite3_column_text (stmt, column);
  return text ? text : fallback;
}

typedef struct {
  gint64 skip, limit;   /* limit < 0: no limit */
  ChessLibraryGameFunc func;
  gpointer user_data;
} Page;

static gboolean
show_row (sqlite3_stmt *stmt, gpointer user_data)
{
  Page *page = user_data;
  if (page->skip > 0)
    {
      page->skip--;
      return TRUE;
    }
  if (page->limit == 0)
    return FALSE;
  char date[11], eco[4];
  gint64 game_info = sqlite3_column_int64 (stmt, 7);
  _chess_library_format_date (sqlite3_column_int (stmt, 3), date);
  _chess_library_format_eco (CHESS_LIBRARY_INFO_ECO (game_info), eco);
  ChessLibraryGameInfo info = {
    .id = sqlite3_column_int64 (stmt, 0),
    .event = text_or (stmt, 1, "?"),
    .site = text_or (stmt, 2, "?"),
    .date = date,
    .round = text_or (stmt, 4, "?"),
    .white = text_or (stmt, 5, "?"),
    .black = text_or (stmt, 6, "?"),
    .result = CHESS_LIBRARY_INFO_RESULT (game_info),
    .white_elo = sqlite3_column_int (stmt, 8),
    .black_elo = sqlite3_column_int (stmt, 9),
    .eco = eco,
    .plies = CHESS_LIBRARY_INFO_PLIES (game_info),
  };
  if (page->limit > 0)
    page->limit--;
  return page->func (&info, page->user_data) && page->limit != 0;
}

static gboolean
count_row (sqlite3_stmt *stmt, gpointer user_data)
{
  ++*(gint64 *) user_data;
  return TRUE;
}

ChessLibraryGameInfo *
chess_library_game_info_copy (const ChessLibraryGameInfo *info)
{
  const char *const *from[] = { &info->event, &info->site, &info->date, &info->round, &info->white,
                                &info->black, &info->eco };
  gsize size = sizeof *info;
  ChessLibraryGameInfo *copy;
  const char **to[G_N_ELEMENTS (from)];
  char *p;

  for (guint i = 0; i < G_N_ELEMENTS (from); i++)
    size += strlen (*from[i] != NULL ? *from[i] : "") + 1;
  copy = g_malloc (size);
  *copy = *info;
  to[0] = &copy->event, to[1] = &copy->site, to[2] = &copy->date, to[3] = &copy->round;
  to[4] = &copy->white, to[5] = &copy->black, to[6] = &copy->eco;
  p = (char *) (copy + 1);
  for (guint i = 0; i < G_N_ELEMENTS (from); i++)
    {
      const char *text = *from[i] != NULL ? *from[i] : "";

      *to[i] = p;
      p = g_stpcpy (p, text) + 1;
    }
  return copy;
}

/* The first id of the games that pass the conditions alone, past the
 * first offset of them (0 if none). */
static gboolean
id_at_offset (ChessLibrary *self, const char *conditions, gint64 offset, gint64 *id, GError **error)
{
  char *sql = g_strdup_printf (ID_SELECT " WHERE 1%s ORDER BY g.id LIMIT 1 OFFSET ?1", conditions);
  sqlite3_stmt *stmt = _chess_library_prepare (self, sql, error);
  g_free (sql);
  if (!stmt)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, offset);
  int rc = sqlite3_step (stmt);
  *id = rc == SQLITE_ROW ? sqlite3_column_int64 (stmt, 0) : 0;
  sqlite3_finalize (stmt);
  return rc == SQLITE_ROW || rc == SQLITE_DONE || _chess_library_fail (self, rc, _("searching the games"), error);
}

gboolean
chess_library_find_range (ChessLibrary *self, const ChessLibraryFilter *filter, gint64 offset, gint64 limit,
                          ChessLibraryGameFunc func, gpointer user_data, GCancellable *cancellable, GError **error)
{
  g_return_val_if_fail (CHESS_IS_LIBRARY (self), FALSE);
  g_return_val_if_fail (filter != NULL && func != NULL, FALSE);
  g_return_val_if_fail (offset >= 0, FALSE);
  if (!check_filter (filter, error))
    return FALSE;
  if (limit == 0)
    return TRUE;

  /* One read transaction: the position search, the lists and the rows agree. */
  if (!_chess_library_exec (self, "BEGIN", error))
    return FALSE;
  GArray *ids = NULL;
  GString *conditions = g_string_new (NULL);
  append_conditions (conditions, filter);
  Page page = { offset, limit < 0 ? -1 : limit, func, user_data };
  gint64 from_id = 0;
  gboolean ok = allowed_games (self, filter, conditions->len == 0 && limit >= 0 ? offset + limit : -1, &ids,
                              cancellable, error);
  if (ok && ids && conditions->len == 0)
    {
      /* The allowed games are the answer: the page starts right there. */
      g_array_remove_range (ids, 0, (guint) MIN ((gint64) ids->len, offset));
      page.skip = 0;
    }
  else if (ok && !ids && offset > 0)
    {
      /* Skipping in SQL without reading the rows' names. */
      ok = id_at_offset (self, conditions->str, offset, &from_id, error);
      page.skip = 0;
      if (ok && from_id == 0)
        page.limit = 0;
    }
  if (ok && page.limit != 0 && (!ids || ids->len > 0))
    ok = each_game (self, ROW_SELECT, ids, conditions->str, from_id, show_row, &page, cancellable, error);
  _chess_library_exec (self, "COMMIT", NULL);
  g_string_free (conditions, TRUE);
  if (ids)
    g_array_unref (ids);
  return ok;
}

gboolean
chess_library_find (ChessLibrary *self, const ChessLibraryFilter *filter, ChessLibraryGameFunc func,
                    gpointer user_data, GCancellable *cancellable, GError **error)
{
  return chess_library_find_range (self, filter, 0, -1, func, user_data, cancellable, error);
}

gint64
chess_library_count (ChessLibrary *self, const ChessLibraryFilter *filter, GCancellable *cancellable,
                     GError **error)
{
  g_return_val_if_fail (CHESS_IS_LIBRARY (self), -1);
  g_return_val_if_fail (filter != NULL, -1);
  if (!check_filter (filter, error))
    return -1;
  if (!_chess_library_exec (self, "BEGIN", error))
    return -1;
  GArray *ids = NULL;
  GString *conditions = g_string_new (NULL);
  append_conditions (conditions, filter);
  gint64 count = 0;
  gboolean ok = allowed_games (self, filter, -1, &ids, cancellable, error);
  if (ok && ids && conditions->len == 0)
    count = ids->len;
  else if (ok && ids)
    ok = each_game (self, ID_SELECT, ids, conditions->str, 0, count_row, &count, cancellable, error);
  else if (ok)
    {
      char *sql = g_strdup_printf ("SELECT count(*) FROM games g WHERE 1%s", conditions->str);
      sqlite3_stmt *stmt = _chess_library_prepare (self, sql, error);
      g_free (sql);
      ok = stmt != NULL;
      if (stmt)
        {
          int rc = sqlite3_step (stmt);
          if (rc == SQLITE_ROW)
            count = sqlite3_column_int64 (stmt, 0);
          else
            ok = _chess_library_fail (self, rc, _("searching the games"), error);
          sqlite3_finalize (stmt);
        }
    }
  _chess_library_exec (self, "COMMIT", NULL);
  g_string_free (conditions, TRUE);
  if (ids)
    g_array_unref (ids);
  return ok ? count : -1;
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
