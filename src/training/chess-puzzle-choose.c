/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-puzzle-choose.c — the next puzzle and what the solver did: due
 * repetitions first, else a puzzle near the solver's rating among the
 * chosen themes that was not tried recently; attempts and due dates. */
#include "config.h"

#include "chess-puzzle-store-private.h"

#include <string.h>

/* The first window around the rating, doubled until a puzzle is found;
 * past the last one any rating will do. */
#define FIRST_WIDTH 100
#define LAST_WIDTH 1600

#define MATCHES \
  "((?1 = 0 AND ?2 = 0) OR (themes_low & ?1) != 0 OR (themes_high & ?2) != 0)" \
  " AND NOT EXISTS (SELECT 1 FROM attempt WHERE attempt.puzzle = puzzle.id AND attempt.time > ?3)"

static gboolean
theme_mask (ChessPuzzleStore *store, const char *const *themes, guint64 mask[2])
{
  mask[0] = mask[1] = 0;
  if (themes == NULL || themes[0] == NULL)
    return TRUE;
  for (const char *const *name = themes; *name; name++)
    {
      int bit = _chess_puzzle_store_theme_bit (store, *name);
      if (bit >= 0)
        mask[bit / 64] |= G_GUINT64_CONSTANT (1) << (bit % 64);
    }
  /* Themes asked for, none in the store: nothing matches (not "any"). */
  return mask[0] != 0 || mask[1] != 0;
}

static gboolean
step_one (ChessPuzzleStore *store, sqlite3_stmt *stmt, const guint64 mask[2], gint64 cutoff,
          ChessPuzzle *puzzle)
{
  sqlite3_bind_int64 (stmt, 1, (gint64) mask[0]);
  sqlite3_bind_int64 (stmt, 2, (gint64) mask[1]);
  sqlite3_bind_int64 (stmt, 3, cutoff);
  gboolean found = sqlite3_step (stmt) == SQLITE_ROW && _chess_puzzle_store_read_row (store, stmt, puzzle);
  sqlite3_finalize (stmt);
  return found;
}

/* The first puzzle that matches in the rating range, in rating order. */
static gboolean
nearest (ChessPuzzleStore *store, const char *range, const char *order, double from, double to,
         const guint64 mask[2], gint64 cutoff, ChessPuzzle *puzzle)
{
  g_autofree char *sql = g_strdup_printf ("SELECT " PUZZLE_COLUMNS " FROM puzzle WHERE %s AND " MATCHES
                                          " ORDER BY rating%s LIMIT 1", range, order);
  sqlite3_stmt *stmt;
  sqlite3_prepare_v2 (store->db, sql, -1, &stmt, NULL);
  sqlite3_bind_double (stmt, 4, from);
  sqlite3_bind_double (stmt, 5, to);
  return step_one (store, stmt, mask, cutoff, puzzle);
}

gboolean
chess_puzzle_store_choose (ChessPuzzleStore *store, double rating, const char *const *themes,
                           gint64 now, gint64 recent_seconds, ChessPuzzle *puzzle)
{
  _chess_puzzle_store_sync_themes (store);
  guint64 mask[2];
  if (!theme_mask (store, themes, mask))
    return FALSE;
  gint64 cutoff = now - recent_seconds;
  sqlite3_stmt *stmt;

  /* A repetition that is due comes first, however it is rated; the
   * attempt that scheduled it does not count as "recent". */
  sqlite3_prepare_v2 (store->db,
                      "SELECT " PUZZLE_COLUMNS " FROM repetition JOIN puzzle ON puzzle.id = repetition.puzzle"
                      " WHERE repetition.due <= ?4"
                      " AND ((?1 = 0 AND ?2 = 0) OR (themes_low & ?1) != 0 OR (themes_high & ?2) != 0)"
                      " ORDER BY repetition.due LIMIT 1", -1, &stmt, NULL);
  sqlite3_bind_int64 (stmt, 4, now);
  if (step_one (store, stmt, mask, cutoff, puzzle))
    return TRUE;

  for (int width = FIRST_WIDTH; ; width *= 2)
    {
      gboolean last = width > LAST_WIDTH;
      double low = last ? -1e9 : rating - width, high = last ? 1e9 : rating + width;
      /* A random point of the inner half, then the nearest puzzle above
       * it, else below: near the rating, never the same one twice. */
      double target = last ? rating : g_random_double_range (rating - width / 2.0, rating + width / 2.0);
      if (nearest (store, "rating >= ?4 AND rating <= ?5", "", target, high, mask, cutoff, puzzle)
          || nearest (store, "rating < ?4 AND rating >= ?5", " DESC", target, low, mask, cutoff, puzzle))
        return TRUE;
      if (last)
        return FALSE;
    }
}

void
chess_puzzle_store_record_attempt (ChessPuzzleStore *store, const char *id, gboolean solved,
                                   gint64 when)
{
  gint64 key;
  if (!chess_puzzle_id_to_key (id, &key))
    return;
  sqlite3_stmt *stmt;
  sqlite3_prepare_v2 (store->db, "INSERT INTO attempt (puzzle, time, solved) VALUES (?, ?, ?)",
                      -1, &stmt, NULL);
  sqlite3_bind_int64 (stmt, 1, key);
  sqlite3_bind_int64 (stmt, 2, when);
  sqlite3_bind_int (stmt, 3, solved ? 1 : 0);
  sqlite3_step (stmt);
  sqlite3_finalize (stmt);
}

gboolean
chess_puzzle_store_get_card (ChessPuzzleStore *store, const char *id, ChessFsrsCard *card)
{
  memset (card, 0, sizeof *card);
  gint64 key;
  if (!chess_puzzle_id_to_key (id, &key))
    return FALSE;
  sqlite3_stmt *stmt;
  sqlite3_prepare_v2 (store->db,
                      "SELECT due, stability, difficulty, last_review, reviews, lapses FROM repetition WHERE puzzle = ?",
                      -1, &stmt, NULL);
  sqlite3_bind_int64 (stmt, 1, key);
  gboolean found = sqlite3_step (stmt) == SQLITE_ROW;
  if (found)
    {
      card->due = sqlite3_column_int64 (stmt, 0);
      card->stability = sqlite3_column_double (stmt, 1);
      card->difficulty = sqlite3_column_double (stmt, 2);
      card->last_review = sqlite3_column_int64 (stmt, 3);
      card->reviews = (guint) sqlite3_column_int (stmt, 4);
      card->lapses = (guint) sqlite3_column_int (stmt, 5);
    }
  sqlite3_finalize (stmt);
  return found;
}

void
chess_puzzle_store_set_card (ChessPuzzleStore *store, const char *id, const ChessFsrsCard *card)
{
  gint64 key;
  if (!chess_puzzle_id_to_key (id, &key))
    return;
  sqlite3_stmt *stmt;
  sqlite3_prepare_v2 (store->db,
                      "INSERT OR REPLACE INTO repetition (puzzle, due, stability, difficulty, last_review, reviews, lapses)"
                      " VALUES (?, ?, ?, ?, ?, ?, ?)", -1, &stmt, NULL);
  sqlite3_bind_int64 (stmt, 1, key);
  sqlite3_bind_int64 (stmt, 2, card->due);
  sqlite3_bind_double (stmt, 3, card->stability);
  sqlite3_bind_double (stmt, 4, card->difficulty);
  sqlite3_bind_int64 (stmt, 5, card->last_review);
  sqlite3_bind_int (stmt, 6, (int) card->reviews);
  sqlite3_bind_int (stmt, 7, (int) card->lapses);
  sqlite3_step (stmt);
  sqlite3_finalize (stmt);
}

void
chess_puzzle_store_drop_card (ChessPuzzleStore *store, const char *id)
{
  gint64 key;
  if (!chess_puzzle_id_to_key (id, &key))
    return;
  sqlite3_stmt *stmt;
  sqlite3_prepare_v2 (store->db, "DELETE FROM repetition WHERE puzzle = ?", -1, &stmt, NULL);
  sqlite3_bind_int64 (stmt, 1, key);
  sqlite3_step (stmt);
  sqlite3_finalize (stmt);
}
