/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-library-bounds.c — the position index in memory: every game's
 * bounds (chess-library-store.c says what they hold), read from the bounds
 * table, and the choice of the games that can hold a position.
 *
 * The first filter is the order in which a game's pawns left their home
 * squares.  A position whose home pawns gone are the set M (n of them)
 * arises in a game only while exactly those n have left: the first n
 * departures of the game are M, in some order.  So the games are grouped
 * by the set of their first n departures, one grouping for each n a search
 * asks for (built then, a counting sort of the games: a few milliseconds
 * for a million), and a search looks at one group.  Each group is split in
 * two: the games whose departures by the end of the opening table were n
 * at most come first, as only they can hold the position after it (a
 * search for the tree of an early position looks at those alone).  Deep in
 * a game the group is a small share of the library (1 432 games of
 * 1 011 707 for the benchmark's position at ply 75); the summaries and the
 * Bloom filter of each game in it then leave the few to replay. */
#include "config.h"

#include "chess-library-private.h"

#include <glib/gi18n.h>
#include <string.h>

#define HOME_SETS 65536

/* Groupings kept at once (about 4 bytes a game each). */
#define MAX_GROUPINGS 4

/* Parts of a group: the games with at most n departures by the end of
 * the opening table, then the others. */
#define PARTS 2

struct _ChessLibraryDepartures {
  guint64 last_use;
  /* PARTS * HOME_SETS + 1 entries: part p of group M holds ids[start[k]] …
   * ids[start[k + 1] - 1] for k = PARTS * M + p. */
  guint32 *start;
  guint32 *ids;        /* ascending within a part */
};

static void
departures_free (ChessLibraryDepartures *d)
{
  g_free (d->start);
  g_free (d->ids);
  g_free (d);
}

void
_chess_library_bounds_clear (ChessLibrary *self)
{
  g_clear_pointer (&self->bounds, g_free);
  g_clear_pointer (&self->always, g_free);
  self->n_always = 0;
  self->bounds_games = 0;
  for (int i = 0; i < CHESS_LIBRARY_MAX_DEPARTURES + 1; i++)
    g_clear_pointer (&self->departures[i], departures_free);
}

static gboolean
is_removed (const guint64 *b)
{
  return (b[0] & ~CHESS_LIBRARY_BOUNDS_FLAGS) == 0 && b[1] == 0;
}

/* Games the departures cannot place: from a set-up (home pawns other
 * than the start's), or whose summaries do not apply. */
static gboolean
is_unplaced (const guint64 *b)
{
  return (b[0] & (CHESS_LIBRARY_BOUNDS_SETUP | CHESS_LIBRARY_BOUNDS_UNFILTERED)) != 0;
}

/* Men of a home set (without a call: the baseline x86-64 has no
 * popcount instruction, and a grouping counts two sets a game). */
static inline int
count_home (guint64 set)
{
  guint x = (guint) set & 0xffff;
  x -= (x >> 1) & 0x5555;
  x = (x & 0x3333) + ((x >> 2) & 0x3333);
  x = (x + (x >> 4)) & 0x0f0f;
  return (int) ((x + (x >> 8)) & 0x1f);
}

/* The group and part of a game in the grouping by n departures, or -1 if
 * it has fewer departures. */
static int
departure_key (const guint64 *b, int n)
{
  /* Its departures: the home pawns not home at its end; by the end of the
   * opening table, those not home then. */
  int gone = CHESS_LIBRARY_MAX_DEPARTURES - count_home (b[1]);
  int early = CHESS_LIBRARY_MAX_DEPARTURES - count_home (b[0]);
  if (gone < n)
    return -1;
  /* Two departures a step: a grouping does this for every game. */
  guint set = 0;
  guint64 order = b[2];
  int i = 0;
  for (; i + 2 <= n; i += 2, order >>= 8)
    set |= 1u << (order & 15) | 1u << ((order >> 4) & 15);
  if (i < n)
    set |= 1u << (order & 15);
  return (int) (PARTS * set + (early > n));
}

static ChessLibraryDepartures *
build_departures (ChessLibrary *self, int n)
{
  ChessLibraryDepartures *d = g_new0 (ChessLibraryDepartures, 1);
  const int keys = PARTS * HOME_SETS;
  d->start = g_new0 (guint32, keys + 2);
  guint32 *count = d->start + 1;
  guint32 placed = 0;
  gint64 games = MAX (self->bounds_games, 1);
  gint32 *key_of = g_new (gint32, games);
  key_of[0] = -1;
  for (gint64 id = 1; id < games; id++)
    {
      const guint64 *w = self->bounds + id * CHESS_LIBRARY_BOUNDS_WORDS;
      key_of[id] = is_removed (w) || is_unplaced (w) ? -1 : departure_key (w, n);
      if (key_of[id] >= 0)
        {
          count[key_of[id]]++;
          placed++;
        }
    }
  for (int k = 0; k < keys; k++)
    d->start[k + 1] += d->start[k];
  d->ids = g_new (guint32, MAX (placed, 1));
  guint32 *next = g_memdup2 (d->start, keys * sizeof (guint32));
  for (gint64 id = 1; id < games; id++)
    if (key_of[id] >= 0)
      d->ids[next[key_of[id]]++] = (guint32) id;
  g_free (next);
  g_free (key_of);
  return d;
}

/* The grouping by the first n departures, built if needed (the least
 * recently used one goes when MAX_GROUPINGS are kept). */
static ChessLibraryDepartures *
departures_for (ChessLibrary *self, int n)
{
  if (!self->departures[n])
    {
      int kept = 0, oldest = -1;
      for (int i = 0; i <= CHESS_LIBRARY_MAX_DEPARTURES; i++)
        if (self->departures[i])
          {
            kept++;
            if (oldest < 0 || self->departures[i]->last_use < self->departures[oldest]->last_use)
              oldest = i;
          }
      if (kept >= MAX_GROUPINGS)
        g_clear_pointer (&self->departures[oldest], departures_free);
      self->departures[n] = build_departures (self, n);
    }
  self->departures[n]->last_use = ++self->departure_uses;
  return self->departures[n];
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

  _chess_library_bounds_clear (self);
  stmt = _chess_library_prepare (self, "SELECT chunk, data FROM bounds ORDER BY chunk", error);
  if (!stmt)
    return FALSE;
  guint64 *bounds = NULL;
  gsize capacity = 0;
  gint64 games = 0;
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
          bounds = g_realloc_n (bounds, words, sizeof (guint64));
          memset (bounds + capacity, 0, (words - capacity) * sizeof (guint64));
          capacity = words;
        }
      gsize n = MIN ((gsize) bytes, CHESS_LIBRARY_BOUNDS_CHUNK * CHESS_LIBRARY_BOUNDS_WORDS * sizeof (guint64));
      if (n > 0)
        memcpy (bounds + first * CHESS_LIBRARY_BOUNDS_WORDS, sqlite3_column_blob (stmt, 1), n);
      games = (gint64) (first + CHESS_LIBRARY_BOUNDS_CHUNK);
    }
  sqlite3_finalize (stmt);
  if (rc != SQLITE_DONE)
    {
      g_free (bounds);
      return _chess_library_fail (self, rc, _("reading the position index"), error);
    }
  for (gsize i = 0; i < capacity; i++)
    bounds[i] = GUINT64_FROM_LE (bounds[i]);
  self->bounds = bounds ? bounds : g_new0 (guint64, CHESS_LIBRARY_BOUNDS_WORDS);
  self->bounds_games = games;

  /* The games no grouping places are looked at by every search. */
  GArray *always = g_array_new (FALSE, FALSE, sizeof (guint32));
  for (gint64 id = 1; id < games; id++)
    {
      const guint64 *w = self->bounds + id * CHESS_LIBRARY_BOUNDS_WORDS;
      if (!is_removed (w) && is_unplaced (w))
        {
          guint32 i = (guint32) id;
          g_array_append_val (always, i);
        }
    }
  self->n_always = always->len;
  self->always = (guint32 *) g_array_free (always, FALSE);
  self->bounds_version = version;
  self->bounds_changes = self->own_changes;
  return TRUE;
}

/* Can the game of bounds b hold the target at a ply past min_ply (-1: at
 * any ply)?  Its departures are known to fit the target's home pawns. */
static gboolean
may_reach (const guint64 *b, ChessLibrarySummary target, ChessLibrarySummary start, int min_ply,
           const guint64 *filter_bits)
{
  const guint64 *filter = b + CHESS_LIBRARY_BOUNDS_FILTER;
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
                       && (filter[0] & filter_bits[0]) == filter_bits[0] && (filter[1] & filter_bits[1]) == filter_bits[1]
                       && (filter[2] & filter_bits[2]) == filter_bits[2]
                       && _chess_library_summary_between (at_k, target, late);
  return late_part || (min_ply < 0 && ((flags & CHESS_LIBRARY_BOUNDS_SETUP)
                                       || _chess_library_summary_between (start, target, at_k)));
}

static int
compare_candidates (gconstpointer a, gconstpointer b)
{
  gint64 x = ((const ChessLibraryCandidate *) a)->id, y = ((const ChessLibraryCandidate *) b)->id;
  return x < y ? -1 : x > y;
}

GArray *
_chess_library_bounds_candidates (ChessLibrary *self, const ChessPosition *pos, int min_ply)
{
  ChessLibrarySummary target = _chess_library_summary (pos), start = _chess_library_summary_start ();
  guint64 filter_bits[CHESS_LIBRARY_FILTER_WORDS];
  _chess_library_filter_bits (pos, filter_bits);

  GArray *candidates = g_array_new (FALSE, FALSE, sizeof (ChessLibraryCandidate));
  const guint64 *bounds = self->bounds;
  /* A target with more than 8 pawns a side (a set-up) has no summary: only
   * the unplaced games can hold it. */
  if (!(target & CHESS_LIBRARY_BOUNDS_UNFILTERED))
    {
      guint gone = 0xffff & ~(guint) (target & 0xffff);
      const ChessLibraryDepartures *d = departures_for (self, __builtin_popcount (gone));
      /* Past the opening table, only games with at most n departures by
       * its end: the group's first part.  Otherwise both parts, each
       * ascending, merged: the searches read the candidates in id order. */
      G_STATIC_ASSERT (PARTS == 2);
      guint32 a = d->start[PARTS * gone], a_end = d->start[PARTS * gone + 1];
      guint32 b_next = a_end, b_end = min_ply >= CHESS_LIBRARY_TREE_PLIES ? a_end : d->start[PARTS * gone + PARTS];
      while (a < a_end || b_next < b_end)
        {
          guint32 i = b_next >= b_end || (a < a_end && d->ids[a] < d->ids[b_next]) ? a++ : b_next++;
          const guint64 *b = bounds + (gsize) d->ids[i] * CHESS_LIBRARY_BOUNDS_WORDS;
          if (may_reach (b, target, start, min_ply, filter_bits))
            {
              ChessLibraryCandidate c = { d->ids[i], b[1] };
              g_array_append_val (candidates, c);
            }
        }
    }
  /* Set-ups and unfiltered games: their own tests, merged in id order. */
  guint kept = candidates->len;
  for (guint i = 0; i < self->n_always; i++)
    {
      const guint64 *b = bounds + (gsize) self->always[i] * CHESS_LIBRARY_BOUNDS_WORDS;
      if (may_reach (b, target, start, min_ply, filter_bits))
        {
          ChessLibraryCandidate c = { self->always[i], b[1] };
          g_array_append_val (candidates, c);
        }
    }
  if (candidates->len > kept && kept > 0)
    g_array_sort (candidates, compare_candidates);
  return candidates;
}
