/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-library-tree.c — the tree of a position and the games that reach
 * a position.
 *
 * A position's first occurrences in the first CHESS_LIBRARY_TREE_PLIES
 * plies of every game are summed in the opening table: one index lookup.
 * Occurrences after that can only be in the games the position index
 * leaves (chess-library-bounds.c: the order their pawns left home, pawn
 * structure and material); those few games are replayed, each only as far
 * as the position can still come. */
#include "config.h"

#include "chess-library-private.h"

#include <glib/gi18n.h>
#include <string.h>

#include "chess-notation.h"

/* Replays candidates one by one below this share of the games; above it,
 * one pass over the whole table is cheaper than as many lookups. */
#define SCAN_SHARE 8

/* ---- Replaying one stored game ---- */

typedef struct {
  guint64 key;
  ChessLibrarySummary summary;
  guint home;                 /* its home pawns */
  ChessPosition pos;
  ChessMoveCodec start;       /* a codec at the standard start, copied for each game */
} Target;

static void
target_init (Target *target, const ChessPosition *pos)
{
  target->key = _chess_library_position_key (pos);
  target->summary = _chess_library_summary (pos);
  target->home = _chess_library_home_pawns (pos);
  target->pos = *pos;
  ChessPosition start;
  chess_position_set_start (&start);
  chess_move_codec_init (&target->start, &start);
  target->start.check_legal = false; /* positions are only compared here */
}

/* The first ply at which a stored game reaches target, or -1; *next gets
 * the move it played there (CHESS_MOVE_NONE if it ended there).  Stops as
 * soon as the pawn structure or material has gone past the target's. */
static int
first_occurrence (const char *fen, const guint8 *data, gsize size, const Target *target,
                  ChessLibrarySummary final, ChessMove *next)
{
  ChessMoveCodec codec;
  if (fen)
    {
      /* Leniently: the import read this FEN so (a composed position may
       * hold a check no move gives) and stored it in the core's spelling. */
      ChessPosition start;
      if (!chess_position_read_fen (&start, fen, CHESS_FEN_LENIENT, NULL, NULL))
        return -1;
      chess_move_codec_init (&codec, &start);
      codec.check_legal = false;
    }
  else
    codec = target->start;
  const guint8 *p = data, *end = data + size;
  for (int ply = 0;; ply++)
    {
      if (_chess_library_position_key (&codec.pos) == target->key)
        {
          if (!chess_move_codec_decode (&codec, &p, end, next))
            *next = CHESS_MOVE_NONE;
          return ply;
        }
      /* The summary changes only with a capture or a pawn's move, the
       * moves that set the half-move clock to 0.  Past the target once one
       * of its home pawns has left; the whole summary (whose counting took
       * a third of a replay) only once the home pawns are the target's. */
      if (ply == 0 || codec.pos.halfmove_clock == 0)
        {
          guint home = _chess_library_home_pawns (&codec.pos);
          if ((home & target->home) != target->home
              || (home == target->home
                  && !_chess_library_summary_between (_chess_library_summary (&codec.pos), target->summary, final)))
            return -1;
        }
      ChessMove move;
      if (!chess_move_codec_decode (&codec, &p, end, &move))
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

/* Calls func for every game that reaches the target at a ply past
 * min_ply (first occurrences only), in id order: min_ply is
 * CHESS_LIBRARY_TREE_PLIES (what the opening table does not hold) or -1
 * (all games that reach it). */
static gboolean
search_games (ChessLibrary *self, const Target *target, int min_ply, OccurrenceFunc func, gpointer user_data,
              GCancellable *cancellable, GError **error)
{
  if (!_chess_library_load_bounds (self, error))
    return FALSE;

  GArray *candidates = _chess_library_bounds_candidates (self, &target->pos, min_ply);
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
      ChessLibraryCandidate c = { id, CHESS_LIBRARY_BOUNDS_UNFILTERED };
      g_array_append_val (candidates, c);
    }

  gboolean scan = candidates->len > (guint) (max_id / SCAN_SHARE);
  g_debug ("position search past ply %d: %u of %" G_GINT64_FORMAT " games to replay", min_ply, candidates->len, max_id);
  sqlite3_stmt *stmt = _chess_library_prepare (self, scan
      ? "SELECT id, info, white_elo, black_elo, date, extra, moves FROM games WHERE id >= ?1 ORDER BY id"
      : "SELECT id, info, white_elo, black_elo, date, extra, moves FROM games WHERE id = ?1", error);
  if (!stmt)
    {
      g_array_unref (candidates);
      return FALSE;
    }
  gboolean ok = TRUE, go_on = TRUE;
  guint replayed = 0;
  const ChessLibraryCandidate *ids = (const ChessLibraryCandidate *) candidates->data;
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
      char *fen = _chess_library_extra_fen ((const char *) sqlite3_column_text (stmt, 5));
      o.ply = first_occurrence (fen, moves, size, target, late, &o.next);
      replayed++;
      g_free (fen);
      if (o.ply < 0 || o.ply <= min_ply)
        continue;
      o.result = CHESS_LIBRARY_INFO_RESULT (sqlite3_column_int64 (stmt, 1));
      o.white_elo = sqlite3_column_int (stmt, 2);
      o.black_elo = sqlite3_column_int (stmt, 3);
      o.year = CHESS_LIBRARY_DATE_YEAR (sqlite3_column_int (stmt, 4));
      go_on = func (&o, user_data);
    }
  g_debug ("position search past ply %d: %u games replayed", min_ply, replayed);
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

  Target target;
  target_init (&target, pos);
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
  gint64 max_ids;   /* -1: all */
} IdCollector;

static gboolean
collect_id (const Occurrence *o, gpointer user_data)
{
  IdCollector *collector = user_data;
  g_array_append_val (collector->ids, o->id);
  return collector->max_ids < 0 || (gint64) collector->ids->len < collector->max_ids;
}

GArray *
_chess_library_games_reaching (ChessLibrary *self, const ChessPosition *pos, gint64 max_ids,
                               GCancellable *cancellable, GError **error)
{
  Target target;
  target_init (&target, pos);
  IdCollector collector = { g_array_new (FALSE, FALSE, sizeof (gint64)), max_ids };
  if (max_ids == 0)
    return collector.ids;
  if (!search_games (self, &target, -1, collect_id, &collector, cancellable, error))
    {
      g_array_unref (collector.ids);
      return NULL;
    }
  return collector.ids;
}
