/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-puzzle-batch.c — Make Puzzles over games of a library with the
 * real Stockfish: a reviewed game of the user's makes the puzzle of the
 * user's mistake only; a game of others, not reviewed, is reviewed first
 * and both sides count (its puzzle is the same one: stored once); the
 * puzzles name their library games; Cancel stops it. */
#include <glib/gstdio.h>

#include "chess-mistake-puzzle.h"
#include "chess-puzzle-batch.h"
#include "chess-puzzle-store.h"
#include "mistake-test-data.h"

#define STOCKFISH "/usr/games/stockfish"

#define OTHERS_UNREVIEWED \
  "[White \"Carl\"]\n[Black \"Dora\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. d3 Nxh5 *\n"

static void
added_cb (GObject *source, GAsyncResult *result, gpointer user_data)
{
  gint64 *id = user_data;
  *id = chess_library_service_add_finish (CHESS_LIBRARY_SERVICE (source), result, NULL);
}

static gint64
add_game (ChessLibraryService *service, const char *pgn)
{
  ChessRecord *record = mistake_test_record (pgn);
  gint64 id = -1;
  chess_library_service_add_async (service, record, added_cb, &id);
  while (id < 0)
    g_main_context_iteration (NULL, TRUE);
  chess_record_free (record);
  g_assert_cmpint (id, >, 0);
  return id;
}

static void
run (ChessPuzzleBatch *batch)
{
  while (!chess_puzzle_batch_get_done (batch))
    g_main_context_iteration (NULL, TRUE);
}

static void
test_batch (void)
{
  if (!g_file_test (STOCKFISH, G_FILE_TEST_IS_EXECUTABLE))
    g_error ("%s is missing: install the stockfish package (build-aux/debian-packages.txt)", STOCKFISH);
  g_autofree char *dir = g_dir_make_tmp ("puzzle-batch-XXXXXX", NULL);
  g_autofree char *library_path = g_build_filename (dir, "library.db", NULL);
  g_autofree char *store_path = g_build_filename (dir, "puzzles.db", NULL);
  g_autoptr (ChessLibraryService) service = chess_library_service_new (library_path);
  g_autoptr (GArray) ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  gint64 mine = add_game (service, SCHOLAR_MISSED), others = add_game (service, OTHERS_UNREVIEWED);
  g_array_append_val (ids, mine);
  g_array_append_val (ids, others);

  const char *names[] = { "anna", NULL };
  g_autoptr (ChessPuzzleBatch) batch = chess_puzzle_batch_new (service, ids, STOCKFISH, store_path, names, 20000);
  g_assert_cmpuint (chess_puzzle_batch_get_n_games (batch), ==, 2);
  run (batch);
  g_assert_null (chess_puzzle_batch_get_error (batch));
  g_assert_cmpuint (chess_puzzle_batch_get_games_done (batch), ==, 2);
  g_assert_cmpuint (chess_puzzle_batch_get_reviewed (batch), ==, 1);
  g_assert_cmpuint (chess_puzzle_batch_get_puzzles (batch), ==, 2);
  g_assert_cmpuint (chess_puzzle_batch_get_added (batch), ==, 1);
  const char *const *made = chess_puzzle_batch_get_ids (batch);
  g_assert_cmpuint (g_strv_length ((char **) made), ==, 2);
  g_assert_cmpstr (made[0], ==, made[1]);

  g_autoptr (ChessPuzzleStore) store = chess_puzzle_store_open (store_path, NULL);
  ChessPuzzle puzzle = { 0 };
  g_assert_true (chess_puzzle_store_get (store, made[0], &puzzle));
  gint64 library_id;
  guint ply;
  g_assert_true (chess_mistake_puzzle_parse_source (puzzle.game_url, NULL, NULL, &library_id, &ply));
  g_assert_cmpint (library_id, ==, mine);
  g_assert_cmpuint (ply, ==, 6);
  chess_puzzle_clear (&puzzle);

  /* Cancelled at once: nothing done, the reason given. */
  g_autoptr (ChessPuzzleBatch) cancelled = chess_puzzle_batch_new (service, ids, STOCKFISH, store_path, NULL, 20000);
  chess_puzzle_batch_cancel (cancelled);
  run (cancelled);
  g_assert_error ((GError *) chess_puzzle_batch_get_error (cancelled), G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_cmpuint (chess_puzzle_batch_get_games_done (cancelled), ==, 0);

  g_autoptr (GDir) folder = g_dir_open (dir, 0, NULL);
  for (const char *name; (name = g_dir_read_name (folder));)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_unlink (path);
    }
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/training/batch/make", test_batch);
  return g_test_run ();
}
