/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-library-delta.c — the opening table's changes of a batch of
 * games, summed per position and move, then written in the table's order.
 *
 * Summing first matters: the games of a database share their openings, so
 * a batch of thousands of games touches far fewer rows of the table than
 * it has entries.  The sums live in one open-addressed array (an import
 * adds some twenty entries a game, a million games in a row: an entry
 * allocated apart, as a GHashTable keeps it, cost as much as the sum). */
#include "config.h"

#include "chess-library-private.h"

#include <glib/gi18n.h>
#include <string.h>

typedef struct {
  guint64 key;
  gint64 elo_sum;
  gint32 games, white_wins, draws, black_wins, elo_games;  /* of one batch */
  gint32 last_year;   /* of added games: the latest; of removed ones: the latest removed */
  ChessMove move;
  gboolean used;
} TreeEntry;

struct _ChessLibraryTreeDelta {
  TreeEntry *slots;   /* a power of two of them, at most half used */
  gsize n_slots, n_used;
  int sign;           /* +1 adding games, -1 removing */
};

#define INITIAL_SLOTS 4096

ChessLibraryTreeDelta *
_chess_library_tree_delta_new (void)
{
  ChessLibraryTreeDelta *delta = g_new0 (ChessLibraryTreeDelta, 1);
  delta->n_slots = INITIAL_SLOTS;
  delta->slots = g_new0 (TreeEntry, delta->n_slots);
  return delta;
}

void
_chess_library_tree_delta_free (ChessLibraryTreeDelta *delta)
{
  g_free (delta->slots);
  g_free (delta);
}

static gsize
slot_of (guint64 key, ChessMove move, gsize mask)
{
  guint64 h = (key ^ (guint64) move * G_GUINT64_CONSTANT (0x9e3779b97f4a7c15)) * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
  return (gsize) (h >> 32) & mask;
}

/* The entry of (key, move), made if new. */
static TreeEntry *
entry_for (ChessLibraryTreeDelta *delta, guint64 key, ChessMove move)
{
  if (2 * (delta->n_used + 1) > delta->n_slots)
    {
      TreeEntry *old = delta->slots;
      gsize n_old = delta->n_slots;
      delta->n_slots *= 2;
      delta->slots = g_new0 (TreeEntry, delta->n_slots);
      for (gsize i = 0; i < n_old; i++)
        if (old[i].used)
          {
            gsize at = slot_of (old[i].key, old[i].move, delta->n_slots - 1);
            while (delta->slots[at].used)
              at = (at + 1) & (delta->n_slots - 1);
            delta->slots[at] = old[i];
          }
      g_free (old);
    }
  gsize mask = delta->n_slots - 1, at = slot_of (key, move, mask);
  for (;; at = (at + 1) & mask)
    {
      TreeEntry *e = &delta->slots[at];
      if (!e->used)
        {
          e->used = TRUE;
          e->key = key;
          e->move = move;
          delta->n_used++;
          return e;
        }
      if (e->key == key && e->move == move)
        return e;
    }
}

void
_chess_library_tree_delta_add (ChessLibraryTreeDelta *delta, const ChessLibraryAnalysis *analysis,
                               ChessResult result, int white_elo, int black_elo, int year, int sign)
{
  delta->sign = sign;
  for (guint i = 0; i < analysis->n_opening; i++)
    {
      const ChessLibraryOpeningEntry *o = &analysis->opening[i];
      TreeEntry *e = entry_for (delta, o->key, o->move);
      e->games += sign;
      e->white_wins += sign * (result == CHESS_RESULT_WHITE_WINS);
      e->draws += sign * (result == CHESS_RESULT_DRAW);
      e->black_wins += sign * (result == CHESS_RESULT_BLACK_WINS);
      /* The rating of the player who made the move. */
      gboolean white_moved = (o->ply % 2 == 0) != analysis->start_black;
      int elo = white_moved ? white_elo : black_elo;
      if (elo > 0)
        {
          e->elo_sum += sign * elo;
          e->elo_games += sign;
        }
      e->last_year = MAX (e->last_year, year);
    }
}

static int
compare_entries (const void *a, const void *b)
{
  const TreeEntry *x = a, *y = b;
  /* The table's order: SQLite compares the key as a signed integer. */
  if (x->key != y->key)
    return (gint64) x->key < (gint64) y->key ? -1 : 1;
  return (int) x->move - (int) y->move;
}

/* Moves the used entries to the front, in the table's order; returns their
 * number.  Consecutive changes then fall on the same pages of the table:
 * once it outgrew the page cache, a batch in hash order cost three times
 * as much. */
static gsize
sort_entries (ChessLibraryTreeDelta *delta)
{
  gsize n = 0;
  for (gsize i = 0; i < delta->n_slots; i++)
    if (delta->slots[i].used)
      delta->slots[n++] = delta->slots[i];
  qsort (delta->slots, n, sizeof (TreeEntry), compare_entries);
  return n;
}

static void
clear_entries (ChessLibraryTreeDelta *delta)
{
  memset (delta->slots, 0, delta->n_slots * sizeof (TreeEntry));
  delta->n_used = 0;
}

gboolean
_chess_library_tree_delta_flush (ChessLibrary *self, ChessLibraryTreeDelta *delta, GError **error)
{
  if (delta->n_used == 0)
    return TRUE;
  const char *sql = delta->sign > 0
    ? "INSERT INTO tree VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)"
      " ON CONFLICT (key, move) DO UPDATE SET games = games + excluded.games,"
      " white_wins = white_wins + excluded.white_wins, draws = draws + excluded.draws,"
      " black_wins = black_wins + excluded.black_wins, elo_sum = elo_sum + excluded.elo_sum,"
      " elo_games = elo_games + excluded.elo_games,"
      " last_year = CASE WHEN last_year < 0 THEN -1 ELSE max (last_year, excluded.last_year) END"
    /* Removing: the latest year may have gone with the game; -1 marks it
     * to be found again when the tree is shown. */
    : "UPDATE tree SET games = games + ?3, white_wins = white_wins + ?4, draws = draws + ?5,"
      " black_wins = black_wins + ?6, elo_sum = elo_sum + ?7, elo_games = elo_games + ?8,"
      " last_year = CASE WHEN ?9 >= last_year THEN -1 ELSE last_year END"
      " WHERE key = ?1 AND move = ?2";
  sqlite3_stmt *stmt = _chess_library_prepare_cached (self, sql, error);
  if (!stmt)
    return FALSE;
  gsize n = sort_entries (delta);
  int rc = SQLITE_DONE;
  for (gsize i = 0; i < n && rc == SQLITE_DONE; i++)
    {
      const TreeEntry *e = &delta->slots[i];
      sqlite3_bind_int64 (stmt, 1, (gint64) e->key);
      sqlite3_bind_int (stmt, 2, e->move);
      sqlite3_bind_int64 (stmt, 3, e->games);
      sqlite3_bind_int64 (stmt, 4, e->white_wins);
      sqlite3_bind_int64 (stmt, 5, e->draws);
      sqlite3_bind_int64 (stmt, 6, e->black_wins);
      sqlite3_bind_int64 (stmt, 7, e->elo_sum);
      sqlite3_bind_int64 (stmt, 8, e->elo_games);
      sqlite3_bind_int (stmt, 9, e->last_year);
      rc = sqlite3_step (stmt);
      sqlite3_reset (stmt);
    }
  if (rc == SQLITE_DONE && delta->sign < 0
      && (stmt = _chess_library_prepare_cached (self, "DELETE FROM tree WHERE key = ?1 AND move = ?2 AND games <= 0",
                                                error)))
    for (gsize i = 0; i < n && rc == SQLITE_DONE; i++)
      {
        sqlite3_bind_int64 (stmt, 1, (gint64) delta->slots[i].key);
        sqlite3_bind_int (stmt, 2, delta->slots[i].move);
        rc = sqlite3_step (stmt);
        sqlite3_reset (stmt);
      }
  clear_entries (delta);
  if (!stmt)
    return FALSE;
  return rc == SQLITE_DONE || _chess_library_fail (self, rc, _("updating the opening table"), error);
}
