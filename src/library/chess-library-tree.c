/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-library-tree.c — the tree of a position and the games that reach
 * a position.
 *
 * A position's first occurrences in the first CHESS_LIBRARY_TREE_PLIES
 * plies of every game are summed in the opening table: one index lookup.
 * Occurrences after that can only be in games whose bounds (pawn structure
 * and material at that ply and at the end, kept in memory for every game)
 * bracket the position; those few games are replayed, each only as far as
 * the position can still come. */
#include "config.h"

#include "chess-library-private.h"

#include <glib/gi18n.h>
#include <string.h>

#include "chess-notation.h"

/* Replays candidates one by one below this share of the games; above it,
 * one pass over the whole table is cheaper than as many lookups. */
#define SCAN_SHARE 8

#define HOME_GROUPS 65536
#define SETUP_GROUP HOME_GROUPS   /* set-ups and unfiltered games: always looked at */

/* A counting sort of the games by their home pawns at ply 20, so that a
 * search looks only at the groups whose home pawns can lead to (or come
 * from) the target's, and reads them in order: by_id (freed here) holds
 * the words of game id at id; self->bounds gets them group by group, and
 * self->by_home their ids. */
static void
group_by_home (ChessLibrary *self, guint64 *by_id)
{
  g_free (self->by_home);
  g_free (self->home_start);
  g_free (self->bounds);
  self->home_start = g_new0 (guint32, HOME_GROUPS + 2);
  self->by_home = g_new (guint32, MAX (self->bounds_games, 1));
  self->bounds = g_new (guint64, MAX (self->bounds_games, 1) * CHESS_LIBRARY_BOUNDS_WORDS);
  guint32 *count = self->home_start + 1;
  for (gint64 id = 1; id < self->bounds_games; id++)
    {
      guint64 at_k = by_id[id * CHESS_LIBRARY_BOUNDS_WORDS];
      count[at_k & (CHESS_LIBRARY_BOUNDS_SETUP | CHESS_LIBRARY_BOUNDS_UNFILTERED) ? SETUP_GROUP : at_k & 0xffff]++;
    }
  for (int h = 0; h <= HOME_GROUPS; h++)
    self->home_start[h + 1] += self->home_start[h];
  guint32 *next = g_memdup2 (self->home_start, (HOME_GROUPS + 1) * sizeof (guint32));
  for (gint64 id = 1; id < self->bounds_games; id++)
    {
      const guint64 *words = by_id + id * CHESS_LIBRARY_BOUNDS_WORDS;
      int group = words[0] & (CHESS_LIBRARY_BOUNDS_SETUP | CHESS_LIBRARY_BOUNDS_UNFILTERED) ? SETUP_GROUP
                                                                                          : (int) (words[0] & 0xffff);
      guint32 at = next[group]++;
      self->by_home[at] = (guint32) id;
      memcpy (self->bounds + (gsize) at * CHESS_LIBRARY_BOUNDS_WORDS, words, CHESS_LIBRARY_BOUNDS_WORDS * sizeof (guint64));
    }
  g_free (next);
  g_free (by_id);
}

gboolean
_chess_library_load_bounds (ChessLibrary *self, GError **error)
{
  sqlite3_stmt *stmt = _chess_library_prepare (self, "PRAGMA data_version", error);
  if (!stmt)
    return FALSE;
  gint64 version = sqlite3_step (stmt) == SQLITE_ROW ? sqlite3_column_int64 (stmt, 0) : -2;
  sqlite3_finalize (stmt);
  if (self->bounds && version == self->bounds_version && self->own_changes == self->bounds_changes)
    return TRUE;

  stmt = _chess_library_prepare (self, "SELECT chunk, data FROM bounds ORDER BY chunk", error);
  if (!stmt)
    return FALSE;
  guint64 *by_id = NULL;
  self->bounds_games = 0;
  gsize capacity = 0;
  int rc;
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      gint64 chunk = sqlite3_column_int64 (stmt, 0);
      int bytes = sqlite3_column_bytes (stmt, 1);
      if (chunk < 0 || chunk > G_MAXINT32 / CHESS_LIBRARY_BOUNDS_CHUNK)
        continue;
      gsize first = (gsize) chunk * CHESS_LIBRARY_BOUNDS_CHUNK;
      gsize words = (first + CHESS_LIBRARY_BOUNDS_CHUNK) * CHESS_LIBRARY_BOUNDS_WORDS;
      if (words > capacity)
        {
          by_id = g_realloc_n (by_id, words, sizeof (guint64));
          memset (by_id + capacity, 0, (words - capacity) * sizeof (guint64));
          capacity = words;
        }
      gsize n = MIN ((gsize) bytes, CHESS_LIBRARY_BOUNDS_CHUNK * CHESS_LIBRARY_BOUNDS_WORDS * sizeof (guint64));
      if (n > 0)
        memcpy (by_id + first * CHESS_LIBRARY_BOUNDS_WORDS, sqlite3_column_blob (stmt, 1), n);
      self->bounds_games = (gint64) (first + CHESS_LIBRARY_BOUNDS_CHUNK);
    }
  sqlite3_finalize (stmt);
  if (rc != SQLITE_DONE)
    {
      g_free (by_id);
      g_clear_pointer (&self->bounds, g_free);
      return _chess_library_fail (self, rc, _("reading the position index"), error);
    }
  for (gsize i = 0; i < capacity; i++)
    by_id[i] = GUINT64_FROM_LE (by_id[i]);
  group_by_home (self, by_id);
  self->bounds_version = version;
  self->bounds_changes = self->own_changes;
  return TRUE;
}

/* ---- Replaying one stored game ---- */

typedef struct {
  guint64 key;
  ChessLibrarySummary summary;
  ChessPosition pos;
} Target;

/* The first ply at which a stored game reaches target, or -1; *next gets
 * the move it played there (CHESS_MOVE_NONE if it ended there).  Stops as
 * soon as the pawn structure or material has gone past the target's. */
static int
first_occurrence (const char *fen, const guint8 *data, gsize size, const Target *target,
                  ChessLibrarySummary final, ChessMove *next)
{
  ChessPosition start;
  if (fen)
    {
      /* Leniently: the import read this FEN so (a composed position may
       * hold a check no move gives) and stored it in the core's spelling. */
      if (!chess_position_read_fen (&start, fen, CHESS_FEN_LENIENT, NULL, NULL))
        return -1;
    }
  else
    chess_position_set_start (&start);
  ChessMoveCodec codec;
  chess_move_codec_init (&codec, &start);
  codec.check_legal = false; /* positions are only compared here */
  const guint8 *p = data, *end = data + size;
  for (int ply = 0;; ply++)
    {
      if (_chess_library_position_key (&codec.pos) == target->key)
        {
          if (!chess_move_codec_decode (&codec, &p, end, next))
            *next = CHESS_MOVE_NONE;
          return ply;
        }
      ChessMove move;
      if (!_chess_library_summary_between (_chess_library_summary (&codec.pos), target->summary, final)
          || !chess_move_codec_decode (&codec, &p, end, &move))
        return -1;
    }
}

/* What a search needs of a game row. */
typedef struct {
  gint64 id;
  int result, white_elo, black_elo, year;
  ChessMove next;
  int ply;
} Occurrence;

typedef gboolean (*OccurrenceFunc) (const Occurrence *occurrence, gpointer user_data);

/* Can the game of bounds b hold the target at a ply past min_ply (-1: at
 * any ply)?  moved: the home pawns gone in the target, n_moved their number. */
static gboolean
may_reach (const guint64 *b, ChessLibrarySummary target, ChessLibrarySummary start, int min_ply,
           guint moved, int n_moved, const guint64 *pawn_bits)
{
  guint64 at_k = b[0], late = b[1];
  guint64 flags = at_k & CHESS_LIBRARY_BOUNDS_FLAGS;
  at_k &= ~CHESS_LIBRARY_BOUNDS_FLAGS;
  if (at_k == 0 && late == 0)
    return FALSE; /* removed */
  if (flags & CHESS_LIBRARY_BOUNDS_UNFILTERED)
    return min_ply < 0 || (flags & CHESS_LIBRARY_BOUNDS_LONG);
  /* Past the opening table: between its last ply and the end.  In the
   * opening table's plies (a search for every occurrence): between the
   * start and its last ply.  One word each: the cheap tests first. */
  gboolean late_part = (flags & CHESS_LIBRARY_BOUNDS_LONG)
                       && (b[3] & pawn_bits[0]) == pawn_bits[0] && (b[4] & pawn_bits[1]) == pawn_bits[1]
                       && _chess_library_summary_between (at_k, target, late);
  if (!late_part && (min_ply >= 0 || (!(flags & CHESS_LIBRARY_BOUNDS_SETUP)
                                      && !_chess_library_summary_between (start, target, at_k))))
    return FALSE;
  if (flags & CHESS_LIBRARY_BOUNDS_SETUP)
    return TRUE;
  /* The pawns gone from home in the target must be the first ones this
   * game took from home, in any order. */
  guint first = 0;
  guint64 order = b[2];
  for (int i = 0; i < n_moved; i++, order >>= 4)
    {
      guint pawn = 1u << (order & 15);
      if (!(moved & pawn))
        return FALSE;
      first |= pawn;
    }
  return first == moved;
}

typedef struct {
  const ChessLibrary *self;
  ChessLibrarySummary target, start;
  int min_ply;
  guint moved;
  int n_moved;
  guint64 pawn_bits[2];   /* the target's bits in the games' Bloom filters */
  GArray *candidates;
} Visit;

/* A game to replay, and the summary of its end. */
typedef struct {
  gint64 id;
  guint64 late;
} Candidate;

static void
visit_group (Visit *v, guint group)
{
  const guint64 *b = v->self->bounds + (gsize) v->self->home_start[group] * CHESS_LIBRARY_BOUNDS_WORDS;
  for (guint32 i = v->self->home_start[group]; i < v->self->home_start[group + 1]; i++, b += CHESS_LIBRARY_BOUNDS_WORDS)
    if (may_reach (b, v->target, v->start, v->min_ply, v->moved, v->n_moved, v->pawn_bits))
      {
        Candidate c = { v->self->by_home[i], b[1] };
        g_array_append_val (v->candidates, c);
      }
}

static int
compare_candidates (gconstpointer a, gconstpointer b)
{
  gint64 x = ((const Candidate *) a)->id, y = ((const Candidate *) b)->id;
  return x < y ? -1 : x > y;
}

/* Calls func for every game that reaches the target at a ply past
 * min_ply (first occurrences only), in id order.  min_ply -1: all games
 * that reach it. */
static gboolean
search_games (ChessLibrary *self, const Target *target, int min_ply, OccurrenceFunc func, gpointer user_data,
              GCancellable *cancellable, GError **error)
{
  if (!_chess_library_load_bounds (self, error))
    return FALSE;

  GArray *candidates = g_array_new (FALSE, FALSE, sizeof (Candidate));
  ChessLibrarySummary start = _chess_library_summary_start ();
  guint home = (guint) target->summary & 0xffff;
  guint moved = 0xffff & ~home;
  int n_moved = __builtin_popcount (moved);
  /* Past ply 20 a game's home pawns include the target's: the groups of
   * every superset of them.  Before it (a search for every occurrence),
   * they are a subset.  And the set-ups' group, always. */
  Visit visit = { self, target->summary, start, min_ply, moved, n_moved, { 0, 0 }, candidates };
  guint bit_a, bit_b;
  _chess_library_pawn_bits (&target->pos, &bit_a, &bit_b);
  visit.pawn_bits[bit_a >> 6] |= G_GUINT64_CONSTANT (1) << (bit_a & 63);
  visit.pawn_bits[bit_b >> 6] |= G_GUINT64_CONSTANT (1) << (bit_b & 63);
  for (guint sub = moved;; sub = (sub - 1) & moved)
    {
      visit_group (&visit, home | sub);
      if (sub == 0)
        break;
    }
  if (min_ply < 0)
    for (guint sub = home;; sub = (sub - 1) & home)
      {
        visit_group (&visit, sub);
        if (sub == 0)
          break;
      }
  visit_group (&visit, SETUP_GROUP);
  /* A game can be in two parts: in id order, once each. */
  g_array_sort (candidates, compare_candidates);
  guint kept = 0;
  for (guint i = 0; i < candidates->len; i++)
    if (kept == 0 || g_array_index (candidates, Candidate, i).id != g_array_index (candidates, Candidate, kept - 1).id)
      g_array_index (candidates, Candidate, kept++) = g_array_index (candidates, Candidate, i);
  g_array_set_size (candidates, kept);
  gint64 max_id = 0;
  {
    sqlite3_stmt *stmt = _chess_library_prepare (self, "SELECT max (id) FROM games", error);
    if (!stmt)
      {
        g_array_unref (candidates);
        return FALSE;
      }
    if (sqlite3_step (stmt) == SQLITE_ROW)
      max_id = sqlite3_column_int64 (stmt, 0);
    sqlite3_finalize (stmt);
  }
  /* Games added by others after the bounds were written: replay them all. */
  for (gint64 id = MAX (self->bounds_games, 1); id <= max_id; id++)
    {
      Candidate c = { id, CHESS_LIBRARY_BOUNDS_UNFILTERED };
      g_array_append_val (candidates, c);
    }

  gboolean scan = candidates->len > (guint) (max_id / SCAN_SHARE);
  g_debug ("position search past ply %d: %u of %" G_GINT64_FORMAT " games to replay", min_ply, candidates->len, max_id);
  sqlite3_stmt *stmt = _chess_library_prepare (self, scan
      ? "SELECT id, result, white_elo, black_elo, date, fen, moves FROM games WHERE id >= ?1 ORDER BY id"
      : "SELECT id, result, white_elo, black_elo, date, fen, moves FROM games WHERE id = ?1", error);
  if (!stmt)
    {
      g_array_unref (candidates);
      return FALSE;
    }
  gboolean ok = TRUE, go_on = TRUE;
  const Candidate *ids = (const Candidate *) candidates->data;
  guint next_candidate = 0;
  int rc = SQLITE_ROW;
  if (scan && candidates->len > 0)
    sqlite3_bind_int64 (stmt, 1, ids[0].id);
  while (go_on && next_candidate < candidates->len)
    {
      if (!scan)
        {
          sqlite3_reset (stmt);
          sqlite3_bind_int64 (stmt, 1, ids[next_candidate].id);
        }
      rc = sqlite3_step (stmt);
      if (rc != SQLITE_ROW)
        {
          if (rc == SQLITE_DONE && !scan)
            {
              next_candidate++; /* removed meanwhile */
              continue;
            }
          break;
        }
      gint64 id = sqlite3_column_int64 (stmt, 0);
      while (next_candidate < candidates->len && ids[next_candidate].id < id)
        next_candidate++;
      if (next_candidate == candidates->len || ids[next_candidate].id != id)
        continue;
      ChessLibrarySummary late = ids[next_candidate].late;
      next_candidate++;
      if ((next_candidate & 1023) == 0 && g_cancellable_is_cancelled (cancellable))
        break;

      Occurrence o = { .id = id };
      gsize size;
      const guint8 *moves = _chess_library_column_blob (stmt, 6, &size);
      o.ply = first_occurrence ((const char *) sqlite3_column_text (stmt, 5), moves, size, target, late, &o.next);
      if (o.ply < 0 || o.ply <= min_ply)
        continue;
      o.result = sqlite3_column_int (stmt, 1);
      o.white_elo = sqlite3_column_int (stmt, 2);
      o.black_elo = sqlite3_column_int (stmt, 3);
      o.year = sqlite3_column_int (stmt, 4) / 10000;
      go_on = func (&o, user_data);
    }
  if (go_on && rc != SQLITE_ROW && rc != SQLITE_DONE)
    ok = _chess_library_fail (self, rc, _("searching the games"), error);
  sqlite3_finalize (stmt);
  g_array_unref (candidates);
  if (ok && g_cancellable_set_error_if_cancelled (cancellable, error))
    ok = FALSE;
  return ok;
}

/* ---- The tree ---- */

typedef struct {
  ChessLibraryTreeMove move;
  gint64 elo_sum, elo_games;
  gboolean year_unknown;      /* a removal left the latest year to be found */
} TreeRow;

typedef struct {
  GHashTable *rows;           /* move → TreeRow */
  const ChessPosition *pos;
  gboolean years_only;        /* second pass: only the latest years */
} TreeWalk;

static TreeRow *
tree_row (TreeWalk *walk, ChessMove move)
{
  TreeRow *row = g_hash_table_lookup (walk->rows, GUINT_TO_POINTER (move));
  if (!row)
    {
      row = g_new0 (TreeRow, 1);
      row->move.move = move;
      g_hash_table_insert (walk->rows, GUINT_TO_POINTER (move), row);
    }
  return row;
}

static gboolean
add_occurrence (const Occurrence *o, gpointer user_data)
{
  TreeWalk *walk = user_data;
  if (o->next == CHESS_MOVE_NONE)
    return TRUE;
  TreeRow *row = tree_row (walk, o->next);
  if (walk->years_only)
    {
      if (row->year_unknown)
        row->move.last_year = MAX (row->move.last_year, o->year);
      return TRUE;
    }
  row->move.games++;
  row->move.white_wins += o->result == CHESS_RESULT_WHITE_WINS;
  row->move.draws += o->result == CHESS_RESULT_DRAW;
  row->move.black_wins += o->result == CHESS_RESULT_BLACK_WINS;
  int elo = walk->pos->side_to_move == CHESS_WHITE ? o->white_elo : o->black_elo;
  if (elo > 0)
    {
      row->elo_sum += elo;
      row->elo_games++;
    }
  row->move.last_year = MAX (row->move.last_year, o->year);
  return TRUE;
}

static int
compare_tree_moves (gconstpointer a, gconstpointer b)
{
  const ChessLibraryTreeMove *x = a, *y = b;
  if (x->games != y->games)
    return x->games > y->games ? -1 : 1;
  return (int) x->move - (int) y->move;
}

GArray *
chess_library_tree (ChessLibrary *self, const ChessPosition *pos, GCancellable *cancellable, GError **error)
{
  g_return_val_if_fail (CHESS_IS_LIBRARY (self), NULL);
  g_return_val_if_fail (pos != NULL, NULL);

  Target target = { _chess_library_position_key (pos), _chess_library_summary (pos), *pos };
  TreeWalk walk = { g_hash_table_new_full (NULL, NULL, NULL, g_free), pos, FALSE };
  gboolean ok = _chess_library_exec (self, "BEGIN", error);
  sqlite3_stmt *stmt = ok ? _chess_library_prepare (self,
      "SELECT move, games, white_wins, draws, black_wins, elo_sum, elo_games, last_year"
      " FROM tree WHERE key = ?1", error) : NULL;
  gboolean unknown_years = FALSE;
  if (stmt)
    {
      sqlite3_bind_int64 (stmt, 1, (gint64) target.key);
      int rc;
      while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
        {
          TreeRow *row = tree_row (&walk, (ChessMove) sqlite3_column_int (stmt, 0));
          row->move.games += (guint) sqlite3_column_int64 (stmt, 1);
          row->move.white_wins += (guint) sqlite3_column_int64 (stmt, 2);
          row->move.draws += (guint) sqlite3_column_int64 (stmt, 3);
          row->move.black_wins += (guint) sqlite3_column_int64 (stmt, 4);
          row->elo_sum += sqlite3_column_int64 (stmt, 5);
          row->elo_games += sqlite3_column_int64 (stmt, 6);
          int year = sqlite3_column_int (stmt, 7);
          if (year < 0)
            row->year_unknown = unknown_years = TRUE;
          else
            row->move.last_year = MAX (row->move.last_year, year);
        }
      if (rc != SQLITE_DONE)
        ok = _chess_library_fail (self, rc, _("reading the opening table"), error);
      sqlite3_finalize (stmt);
    }
  else
    ok = FALSE;

  if (ok)
    ok = search_games (self, &target, CHESS_LIBRARY_TREE_PLIES, add_occurrence, &walk, cancellable, error);
  if (ok && unknown_years)
    {
      walk.years_only = TRUE;
      ok = search_games (self, &target, -1, add_occurrence, &walk, cancellable, error);
    }
  _chess_library_exec (self, "COMMIT", NULL);

  GArray *moves = NULL;
  if (ok)
    {
      moves = g_array_new (FALSE, FALSE, sizeof (ChessLibraryTreeMove));
      GHashTableIter iter;
      TreeRow *row;
      g_hash_table_iter_init (&iter, walk.rows);
      while (g_hash_table_iter_next (&iter, NULL, (gpointer *) &row))
        {
          if (row->move.games == 0)
            continue;
          row->move.average_elo = row->elo_games > 0 ? (int) ((row->elo_sum + row->elo_games / 2) / row->elo_games) : 0;
          g_array_append_val (moves, row->move);
        }
      g_array_sort (moves, compare_tree_moves);
    }
  g_hash_table_unref (walk.rows);
  return moves;
}

/* ---- Games that reach a position (for chess-library-query.c) ---- */

typedef struct {
  GArray *ids;
} IdCollector;

static gboolean
collect_id (const Occurrence *o, gpointer user_data)
{
  g_array_append_val (((IdCollector *) user_data)->ids, o->id);
  return TRUE;
}

GArray *
_chess_library_games_reaching (ChessLibrary *self, const ChessPosition *pos, GCancellable *cancellable,
                               GError **error)
{
  Target target = { _chess_library_position_key (pos), _chess_library_summary (pos), *pos };
  IdCollector collector = { g_array_new (FALSE, FALSE, sizeof (gint64)) };
  if (!search_games (self, &target, -1, collect_id, &collector, cancellable, error))
    {
      g_array_unref (collector.ids);
      return NULL;
    }
  return collector.ids;
}
