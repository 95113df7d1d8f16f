/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-puzzle-import.c — ChessPuzzleImport on its thread: puzzles.csv
 * into a store with its bad rows reported and its ids in order; read
 * again when small, skipped when large and unchanged; a missing file and
 * Cancel end it with a reason. */
#include <glib/gstdio.h>

#include "puzzle-test-data.h"
#include "chess-puzzle-import.h"
#include "chess-puzzle-store.h"

static void
notify_cb (GObject *object, GParamSpec *pspec, gpointer user_data)
{
  if (chess_puzzle_import_get_done (CHESS_PUZZLE_IMPORT (object)))
    g_main_loop_quit (user_data);
}

/* Runs an import of file into the store at path to its end. */
static ChessPuzzleImport *
import (const char *path, GFile *file, gboolean cancel)
{
  g_autoptr (GMainLoop) loop = g_main_loop_new (NULL, FALSE);
  ChessPuzzleImport *import = chess_puzzle_import_new (path, file);
  g_signal_connect (import, "notify::done", G_CALLBACK (notify_cb), loop);
  if (cancel)
    chess_puzzle_import_cancel (import);
  g_main_loop_run (loop);
  return import;
}

typedef struct {
  char *dir;
  char *store;
} Fixture;

static void
fixture_set_up (Fixture *fixture, gconstpointer data)
{
  fixture->dir = g_dir_make_tmp ("puzzle-import-XXXXXX", NULL);
  fixture->store = g_build_filename (fixture->dir, "puzzles.db", NULL);
}

static void
fixture_tear_down (Fixture *fixture, gconstpointer data)
{
  g_autoptr (GDir) dir = g_dir_open (fixture->dir, 0, NULL);
  for (const char *name; (name = g_dir_read_name (dir));)
    {
      g_autofree char *path = g_build_filename (fixture->dir, name, NULL);
      g_unlink (path);
    }
  g_rmdir (fixture->dir);
  g_free (fixture->dir);
  g_free (fixture->store);
}

static void
test_small_file (Fixture *fixture, gconstpointer data)
{
  g_autofree char *csv = g_test_build_filename (G_TEST_DIST, "puzzles.csv", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (csv);
  g_autoptr (ChessPuzzleImport) first = import (fixture->store, file, FALSE);
  g_assert_null (chess_puzzle_import_get_error (first));
  g_assert_cmpuint (chess_puzzle_import_get_rows (first), ==, 5);
  g_assert_cmpuint (chess_puzzle_import_get_bad_rows (first), ==, 6);
  g_assert_cmpuint (chess_puzzle_import_get_added (first), ==, 5);
  g_assert_cmpfloat (chess_puzzle_import_get_fraction (first), ==, 1);
  g_assert_cmpuint (chess_puzzle_import_get_reports (first)->len, ==, 6);
  const char *expected[] = { "t0001", "t0002", "t0003", "t0009", "t0010", NULL };
  g_assert_cmpstrv (chess_puzzle_import_get_ids (first), expected);

  /* Small: read again, nothing added, the ids given again. */
  g_autoptr (ChessPuzzleImport) again = import (fixture->store, file, FALSE);
  g_assert_false (chess_puzzle_import_get_skipped (again));
  g_assert_cmpuint (chess_puzzle_import_get_added (again), ==, 0);
  g_assert_cmpstrv (chess_puzzle_import_get_ids (again), expected);

  g_autoptr (ChessPuzzleStore) store = chess_puzzle_store_open (fixture->store, NULL);
  g_assert_cmpuint (chess_puzzle_store_count (store), ==, 5);
}

static void
test_large_file (Fixture *fixture, gconstpointer data)
{
  /* 12 000 rows, more than a megabyte. */
  g_autoptr (GString) text = g_string_new ("PuzzleId,FEN,Moves,Rating,RatingDeviation,Popularity,NbPlays,Themes,GameUrl\n");
  for (guint i = 0; i < 12000; i++)
    g_string_append_printf (text, "L%05u,8/p6k/5R2/6p1/1PpP2Pp/2Pb3P/P4P2/2r1r1K1 w - - 0 36,g1g2 d3e4 f2f3 c1c2,%u,75,90,800,"
                            "mate mateIn2 endgame short,https://lichess.org/abcdefgh/black#71\n", i, 1000 + i % 1000);
  g_assert_cmpuint (text->len, >, 1024 * 1024);
  g_autofree char *path = g_build_filename (fixture->dir, "large.csv", NULL);
  g_assert_true (g_file_set_contents (path, text->str, (gssize) text->len, NULL));
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (ChessPuzzleImport) first = import (fixture->store, file, FALSE);
  g_assert_null (chess_puzzle_import_get_error (first));
  g_assert_cmpuint (chess_puzzle_import_get_added (first), ==, 12000);
  g_assert_null (chess_puzzle_import_get_ids (first));
  g_autoptr (ChessPuzzleImport) again = import (fixture->store, file, FALSE);
  g_assert_true (chess_puzzle_import_get_skipped (again));
  g_assert_cmpuint (chess_puzzle_import_get_rows (again), ==, 0);
}

static void
test_faults (Fixture *fixture, gconstpointer data)
{
  g_autofree char *missing_path = g_build_filename (fixture->dir, "missing.csv", NULL);
  g_autoptr (GFile) missing = g_file_new_for_path (missing_path);
  g_autoptr (ChessPuzzleImport) failed = import (fixture->store, missing, FALSE);
  g_assert_error ((GError *) chess_puzzle_import_get_error (failed), G_IO_ERROR, G_IO_ERROR_NOT_FOUND);

  g_autofree char *csv = g_test_build_filename (G_TEST_DIST, "puzzles.csv", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (csv);
  g_autoptr (ChessPuzzleImport) cancelled = import (fixture->store, file, TRUE);
  g_assert_error ((GError *) chess_puzzle_import_get_error (cancelled), G_IO_ERROR, G_IO_ERROR_CANCELLED);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add ("/training/import/small-file", Fixture, NULL, fixture_set_up, test_small_file, fixture_tear_down);
  g_test_add ("/training/import/large-file", Fixture, NULL, fixture_set_up, test_large_file, fixture_tear_down);
  g_test_add ("/training/import/faults", Fixture, NULL, fixture_set_up, test_faults, fixture_tear_down);
  return g_test_run ();
}
