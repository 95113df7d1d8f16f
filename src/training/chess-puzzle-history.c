/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-puzzle-history.c — what the store remembers of the solver and
 * of its files: the Glicko-2 rating after each puzzle, the success rate
 * by theme, attempts and due repetitions, the files imported. */
#include "config.h"

#include "chess-puzzle-store-private.h"

#include <stdlib.h>
#include <string.h>

static int
compare_names (const void *a, const void *b)
{
  return strcmp (*(char *const *) a, *(char *const *) b);
}

void
chess_puzzle_store_save_rating (ChessPuzzleStore *store, gint64 when, const ChessGlicko2Rating *rating)
{
  sqlite3_stmt *stmt;
  sqlite3_prepare_v2 (store->db, "INSERT INTO rating (time, rating, deviation, volatility) VALUES (?, ?, ?, ?)",
                      -1, &stmt, NULL);
  sqlite3_bind_int64 (stmt, 1, when);
  sqlite3_bind_double (stmt, 2, rating->rating);
  sqlite3_bind_double (stmt, 3, rating->deviation);
  sqlite3_bind_double (stmt, 4, rating->volatility);
  sqlite3_step (stmt);
  sqlite3_finalize (stmt);
}

static ChessGlicko2Rating
rating_of_row (sqlite3_stmt *stmt)
{
  return (ChessGlicko2Rating) {
    .rating = sqlite3_column_double (stmt, 0),
    .deviation = sqlite3_column_double (stmt, 1),
    .volatility = sqlite3_column_double (stmt, 2),
  };
}

ChessGlicko2Rating
chess_puzzle_store_load_rating (ChessPuzzleStore *store)
{
  ChessGlicko2Rating rating = {
    CHESS_GLICKO2_DEFAULT_RATING, CHESS_GLICKO2_DEFAULT_DEVIATION, CHESS_GLICKO2_DEFAULT_VOLATILITY,
  };
  sqlite3_stmt *stmt;
  sqlite3_prepare_v2 (store->db, "SELECT rating, deviation, volatility FROM rating ORDER BY time DESC, rowid DESC LIMIT 1",
                      -1, &stmt, NULL);
  if (sqlite3_step (stmt) == SQLITE_ROW)
    rating = rating_of_row (stmt);
  sqlite3_finalize (stmt);
  return rating;
}

GArray *
chess_puzzle_store_rating_history (ChessPuzzleStore *store, gint64 since)
{
  GArray *history = g_array_new (FALSE, FALSE, sizeof (ChessGlicko2Rating));
  sqlite3_stmt *stmt;
  sqlite3_prepare_v2 (store->db, "SELECT rating, deviation, volatility FROM rating WHERE time >= ? ORDER BY time, rowid",
                      -1, &stmt, NULL);
  sqlite3_bind_int64 (stmt, 1, since);
  while (sqlite3_step (stmt) == SQLITE_ROW)
    {
      ChessGlicko2Rating rating = rating_of_row (stmt);
      g_array_append_val (history, rating);
    }
  sqlite3_finalize (stmt);
  return history;
}

void
chess_puzzle_store_theme_success (ChessPuzzleStore *store, const char *theme, guint *tried, guint *solved)
{
  *tried = *solved = 0;
  _chess_puzzle_store_sync_themes (store);
  int bit = _chess_puzzle_store_theme_bit (store, theme);
  if (bit < 0)
    return;
  sqlite3_stmt *stmt;
  sqlite3_prepare_v2 (store->db,
                      "SELECT count(*), total(solved) FROM attempt JOIN puzzle ON puzzle.id = attempt.puzzle"
                      " WHERE (CASE WHEN ?1 < 64 THEN themes_low ELSE themes_high END >> (?1 % 64)) & 1",
                      -1, &stmt, NULL);
  sqlite3_bind_int (stmt, 1, bit);
  if (sqlite3_step (stmt) == SQLITE_ROW)
    {
      *tried = (guint) sqlite3_column_int (stmt, 0);
      *solved = (guint) sqlite3_column_int (stmt, 1);
    }
  sqlite3_finalize (stmt);
}

/* The count a query with one integer parameter gives. */
static guint
count_of (ChessPuzzleStore *store, const char *sql, gint64 value)
{
  sqlite3_stmt *stmt;
  sqlite3_prepare_v2 (store->db, sql, -1, &stmt, NULL);
  sqlite3_bind_int64 (stmt, 1, value);
  guint count = sqlite3_step (stmt) == SQLITE_ROW ? (guint) sqlite3_column_int (stmt, 0) : 0;
  sqlite3_finalize (stmt);
  return count;
}

guint
chess_puzzle_store_count_attempts (ChessPuzzleStore *store, const char *id)
{
  gint64 key;
  return chess_puzzle_id_to_key (id, &key) ? count_of (store, "SELECT count(*) FROM attempt WHERE puzzle = ?", key) : 0;
}

guint
chess_puzzle_store_count_due (ChessPuzzleStore *store, gint64 now)
{
  return count_of (store, "SELECT count(*) FROM repetition WHERE due <= ?", now);
}

GStrv
chess_puzzle_store_list_themes (ChessPuzzleStore *store)
{
  _chess_puzzle_store_sync_themes (store);
  g_autoptr (GStrvBuilder) builder = g_strv_builder_new ();
  for (guint bit = 0; bit < store->n_themes; bit++)
    if (store->theme_names[bit] != NULL)
      g_strv_builder_add (builder, store->theme_names[bit]);
  GStrv names = g_strv_builder_end (builder);
  qsort (names, g_strv_length (names), sizeof (char *), compare_names);
  return names;
}

/* A statement about a file, its path, size and time bound. */
static sqlite3_stmt *
source_statement (ChessPuzzleStore *store, const char *sql, const char *path, gint64 size, gint64 mtime)
{
  sqlite3_stmt *stmt;
  sqlite3_prepare_v2 (store->db, sql, -1, &stmt, NULL);
  sqlite3_bind_text (stmt, 1, path, -1, SQLITE_STATIC);
  sqlite3_bind_int64 (stmt, 2, size);
  sqlite3_bind_int64 (stmt, 3, mtime);
  return stmt;
}

gboolean
chess_puzzle_store_has_source (ChessPuzzleStore *store, const char *path, gint64 size, gint64 mtime)
{
  sqlite3_stmt *stmt = source_statement (store, "SELECT 1 FROM source WHERE path = ? AND size = ? AND mtime = ?",
                                         path, size, mtime);
  gboolean found = sqlite3_step (stmt) == SQLITE_ROW;
  sqlite3_finalize (stmt);
  return found;
}

void
chess_puzzle_store_set_source (ChessPuzzleStore *store, const char *path, gint64 size, gint64 mtime)
{
  sqlite3_stmt *stmt = source_statement (store, "INSERT OR REPLACE INTO source (path, size, mtime) VALUES (?, ?, ?)",
                                         path, size, mtime);
  sqlite3_step (stmt);
  sqlite3_finalize (stmt);
}
