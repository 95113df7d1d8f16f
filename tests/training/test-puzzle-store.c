/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-puzzle-store.c — puzzles.csv imported into a store: every good row
 * comes back as it was read, a second run and a run after an interrupted
 * one add no duplicates, the chooser keeps to the themes, skips what was
 * tried recently and serves due repetitions first. */
#include <string.h>
#include <sqlite3.h>
#include <glib/gstdio.h>

#include "puzzle-test-data.h"
#include "chess-puzzle-store.h"

static gboolean
import (ChessPuzzleStore *store, GBytes *bytes, ChessPuzzleImportStats *stats)
{
  g_autoptr (GInputStream) stream = g_memory_input_stream_new_from_bytes (bytes);
  gboolean ok = chess_puzzle_store_import (store, stream, NULL, NULL, NULL, stats, NULL);
  g_ptr_array_unref (stats->reports);
  return ok;
}

/* A store in memory with puzzles.csv in it. */
static ChessPuzzleStore *
imported_store (void)
{
  ChessPuzzleStore *store = chess_puzzle_store_open (":memory:", NULL);
  g_autoptr (GBytes) csv = puzzle_test_load_csv ();
  ChessPuzzleImportStats stats;
  g_assert_true (import (store, csv, &stats));
  return store;
}

static void
test_id_keys (void)
{
  const char *ids[] = { "0", "00", "zzzzzzzzzz", "t0001", "AbC9z" };
  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      gint64 key;
      g_assert_true (chess_puzzle_id_to_key (ids[i], &key));
      g_autofree char *back = chess_puzzle_key_to_id (key);
      g_assert_cmpstr (back, ==, ids[i]);
    }
  gint64 key;
  g_assert_false (chess_puzzle_id_to_key ("a-b", &key));
  g_assert_false (chess_puzzle_id_to_key ("zzzzzzzzzzz", &key));
}

static void
test_import (void)
{
  g_autoptr (ChessPuzzleStore) store = chess_puzzle_store_open (":memory:", NULL);
  g_autoptr (GBytes) csv = puzzle_test_load_csv ();
  ChessPuzzleImportStats stats;
  g_assert_true (import (store, csv, &stats));
  g_assert_cmpuint (stats.rows, ==, 5);
  g_assert_cmpuint (stats.added, ==, 5);
  g_assert_cmpuint (stats.bad_rows, ==, 6);
  g_assert_cmpuint (chess_puzzle_store_count (store), ==, 5);

  ChessPuzzle puzzle = { 0 };
  g_assert_true (chess_puzzle_store_get (store, "t0003", &puzzle));
  g_autofree char *uci = chess_puzzle_moves_to_uci (&puzzle);
  g_assert_cmpstr (uci, ==, "h6h5 g7g8q h7h6 e4g6");
  g_assert_cmpstr (puzzle.themes, ==, "mate mateIn2 middlegame promotion");
  g_assert_cmpint (puzzle.rating, ==, 1400);
  g_assert_cmpint (puzzle.plays, ==, 500);
  g_assert_cmpstr (puzzle.game_url, ==, "https://lichess.org/ghi#65");
  g_assert_true (chess_puzzle_store_get (store, "t0009", &puzzle));
  g_assert_cmpstr (puzzle.opening_tags, ==, "Nimzo-Larsen_Attack, Modern");
  g_assert_false (chess_puzzle_store_get (store, "t0004", &puzzle));
  chess_puzzle_clear (&puzzle);

  /* Again: nothing new. */
  g_assert_true (import (store, csv, &stats));
  g_assert_cmpuint (stats.added, ==, 0);
  g_assert_cmpuint (chess_puzzle_store_count (store), ==, 5);
}

/* An import cut short (a fault half-way) keeps what it read; the run that
 * follows adds the rest and nothing twice. */
static void
test_interrupted (void)
{
  g_autoptr (ChessPuzzleStore) store = chess_puzzle_store_open (":memory:", NULL);
  g_autoptr (GBytes) csv = puzzle_test_load_csv ();
  /* Up to the end of row 3 (line 4). */
  const char *text = g_bytes_get_data (csv, NULL);
  const char *line5 = strstr (text, "\nt0004");
  g_autoptr (GBytes) head = g_bytes_new_from_bytes (csv, 0, (gsize) (line5 - text + 1));
  ChessPuzzleImportStats stats;
  g_assert_true (import (store, head, &stats));
  g_assert_cmpuint (chess_puzzle_store_count (store), ==, 3);
  g_assert_true (import (store, csv, &stats));
  g_assert_cmpuint (stats.added, ==, 2);
  g_assert_cmpuint (chess_puzzle_store_count (store), ==, 5);

  g_autoptr (GCancellable) cancellable = g_cancellable_new ();
  g_cancellable_cancel (cancellable);
  g_autoptr (ChessPuzzleStore) other = chess_puzzle_store_open (":memory:", NULL);
  g_autoptr (GInputStream) stream = g_memory_input_stream_new_from_bytes (csv);
  g_autoptr (GError) error = NULL;
  g_assert_false (chess_puzzle_store_import (other, stream, cancellable, NULL, NULL, NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_cmpuint (chess_puzzle_store_count (other), ==, 0);
}

static void
test_choose (void)
{
  g_autoptr (ChessPuzzleStore) store = imported_store ();
  const gint64 now = 1700000000, day = 86400;
  const char *mate_in_1[] = { "mateIn1", NULL };
  const char *mate_in_2[] = { "mateIn2", NULL };
  const char *unknown[] = { "zugzwang", NULL };
  ChessPuzzle puzzle = { 0 };

  /* Near 1650 among the mates in 2: t0002 (1650) before t0003 (1400) and t0009 (1200). */
  g_assert_true (chess_puzzle_store_choose (store, 1650, mate_in_2, now, 30 * day, &puzzle));
  g_assert_cmpstr (puzzle.id, ==, "t0002");
  chess_puzzle_store_record_attempt (store, "t0002", TRUE, now);
  g_assert_true (chess_puzzle_store_choose (store, 1650, mate_in_2, now + 60, 30 * day, &puzzle));
  g_assert_cmpstr (puzzle.id, ==, "t0003");
  /* Tried long ago: may come again. */
  g_assert_true (chess_puzzle_store_choose (store, 1650, mate_in_2, now + 31 * day, 30 * day, &puzzle));
  g_assert_cmpstr (puzzle.id, ==, "t0002");

  /* Mates in 1 only (t0001 900, t0010 950), whatever the rating. */
  g_assert_true (chess_puzzle_store_choose (store, 2500, mate_in_1, now, 30 * day, &puzzle));
  g_assert_true (g_str_equal (puzzle.id, "t0001") || g_str_equal (puzzle.id, "t0010"));
  chess_puzzle_store_record_attempt (store, "t0001", FALSE, now);
  chess_puzzle_store_record_attempt (store, "t0010", TRUE, now);
  g_assert_false (chess_puzzle_store_choose (store, 900, mate_in_1, now + 60, 30 * day, &puzzle));
  g_assert_false (chess_puzzle_store_choose (store, 900, unknown, now, 30 * day, &puzzle));

  /* The failed one is due tomorrow: not before, first after. */
  ChessFsrsCard card = { 0 };
  g_assert_false (chess_puzzle_store_get_card (store, "t0001", &card));
  chess_fsrs_review (&card, CHESS_FSRS_AGAIN, now);
  g_assert_cmpint (card.due, ==, now + day);
  chess_puzzle_store_set_card (store, "t0001", &card);
  ChessFsrsCard back;
  g_assert_true (chess_puzzle_store_get_card (store, "t0001", &back));
  g_assert_cmpmem (&back, sizeof back, &card, sizeof card);
  g_assert_false (chess_puzzle_store_choose (store, 900, mate_in_1, now + 60, 30 * day, &puzzle));
  g_assert_true (chess_puzzle_store_choose (store, 1650, NULL, now + day, 30 * day, &puzzle));
  g_assert_cmpstr (puzzle.id, ==, "t0001");
  chess_puzzle_store_drop_card (store, "t0001");
  g_assert_false (chess_puzzle_store_get_card (store, "t0001", &back));
  g_assert_true (chess_puzzle_store_choose (store, 1650, NULL, now + day, 30 * day, &puzzle));
  g_assert_cmpstr (puzzle.id, !=, "t0001");
  chess_puzzle_clear (&puzzle);
}

/* The rating after each puzzle is kept; success by theme counts the
 * attempts at puzzles with that theme. */
static void
test_history (void)
{
  g_autoptr (ChessPuzzleStore) store = imported_store ();
  ChessGlicko2Rating rating = chess_puzzle_store_load_rating (store);
  g_assert_cmpfloat (rating.rating, ==, CHESS_GLICKO2_DEFAULT_RATING);
  g_assert_cmpfloat (rating.deviation, ==, CHESS_GLICKO2_DEFAULT_DEVIATION);
  ChessGlicko2Rating first = { 1510, 300, 0.06 }, second = { 1490, 280, 0.06 };
  chess_puzzle_store_save_rating (store, 100, &first);
  chess_puzzle_store_save_rating (store, 200, &second);
  rating = chess_puzzle_store_load_rating (store);
  g_assert_cmpfloat (rating.rating, ==, 1490);
  g_autoptr (GArray) history = chess_puzzle_store_rating_history (store, 0);
  g_assert_cmpuint (history->len, ==, 2);
  g_assert_cmpfloat (g_array_index (history, ChessGlicko2Rating, 0).rating, ==, 1510);

  chess_puzzle_store_record_attempt (store, "t0002", TRUE, 100);   /* mateIn2 endgame */
  chess_puzzle_store_record_attempt (store, "t0003", FALSE, 200);  /* mateIn2 middlegame */
  chess_puzzle_store_record_attempt (store, "t0001", TRUE, 300);   /* mateIn1 */
  guint tried, solved;
  chess_puzzle_store_theme_success (store, "mateIn2", &tried, &solved);
  g_assert_cmpuint (tried, ==, 2);
  g_assert_cmpuint (solved, ==, 1);
  chess_puzzle_store_theme_success (store, "mate", &tried, &solved);
  g_assert_cmpuint (tried, ==, 3);
  g_assert_cmpuint (solved, ==, 2);
  chess_puzzle_store_theme_success (store, "endgame", &tried, &solved);
  g_assert_cmpuint (tried, ==, 1);
  g_assert_cmpuint (solved, ==, 1);
}

/* A store a newer version wrote is refused with a message, not changed. */
static void
test_newer_version (void)
{
  g_autofree char *dir = g_dir_make_tmp ("puzzle-store-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "puzzles.db", NULL);
  sqlite3 *db;
  g_assert_cmpint (sqlite3_open (path, &db), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_exec (db, "PRAGMA user_version = 7", NULL, NULL, NULL), ==, SQLITE_OK);
  sqlite3_close (db);
  g_autoptr (GError) error = NULL;
  g_assert_null (chess_puzzle_store_open (path, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED);
  g_assert_nonnull (strstr (error->message, "puzzles.db"));
  g_unlink (path);
  g_rmdir (dir);
}

/* A store of the first schema (no version) keeps the solver's attempts
 * and ratings; its puzzles are to be imported again. */
static void
test_first_version (void)
{
  g_autofree char *dir = g_dir_make_tmp ("puzzle-store-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "puzzles.db", NULL);
  sqlite3 *db;
  g_assert_cmpint (sqlite3_open (path, &db), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_exec (db,
                                 "CREATE TABLE puzzle (id INTEGER PRIMARY KEY, fen TEXT NOT NULL, moves BLOB NOT NULL,"
                                 " rating INTEGER NOT NULL, deviation INTEGER NOT NULL, popularity INTEGER NOT NULL,"
                                 " plays INTEGER NOT NULL, themes_low INTEGER NOT NULL, themes_high INTEGER NOT NULL,"
                                 " game_url TEXT NOT NULL, opening_tags TEXT NOT NULL);"
                                 "CREATE TABLE repetition (puzzle INTEGER PRIMARY KEY, due INTEGER NOT NULL);"
                                 "CREATE TABLE rating (time INTEGER NOT NULL, rating REAL NOT NULL,"
                                 " deviation REAL NOT NULL, volatility REAL NOT NULL);"
                                 "INSERT INTO rating VALUES (100, 1612, 80, 0.06);",
                                 NULL, NULL, NULL), ==, SQLITE_OK);
  sqlite3_close (db);
  g_autoptr (ChessPuzzleStore) store = chess_puzzle_store_open (path, NULL);
  g_assert_nonnull (store);
  g_assert_cmpfloat (chess_puzzle_store_load_rating (store).rating, ==, 1612);
  g_autoptr (GBytes) csv = puzzle_test_load_csv ();
  ChessPuzzleImportStats stats;
  g_assert_true (import (store, csv, &stats));
  g_assert_cmpuint (stats.added, ==, 5);
  chess_puzzle_store_free (g_steal_pointer (&store));
  g_autoptr (GDir) folder = g_dir_open (dir, 0, NULL);
  for (const char *name; (name = g_dir_read_name (folder));)
    {
      g_autofree char *file = g_build_filename (dir, name, NULL);
      g_unlink (file);
    }
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/training/store/id-keys", test_id_keys);
  g_test_add_func ("/training/store/import", test_import);
  g_test_add_func ("/training/store/interrupted", test_interrupted);
  g_test_add_func ("/training/store/choose", test_choose);
  g_test_add_func ("/training/store/history", test_history);
  g_test_add_func ("/training/store/newer-version", test_newer_version);
  g_test_add_func ("/training/store/first-version", test_first_version);
  return g_test_run ();
}
