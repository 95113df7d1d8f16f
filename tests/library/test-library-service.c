/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-library-service.c — the service as the one gateway to the
 * library, without a display: a connection it hands to a reader of a
 * damaged library makes its "error" say why, and the tree of a position
 * carries the library's own rows. */
#include "config.h"

#include <glib/gstdio.h>

#include "chess-library-service.h"

static void
on_done (GObject      *source,
         GAsyncResult *result,
         gpointer      user_data)
{
  *(GAsyncResult **) user_data = g_object_ref (result);
}

static void
test_damaged_reader (void)
{
  g_autofree char *dir = g_dir_make_tmp ("chess-service-XXXXXX", NULL);
  g_autofree char *db = g_build_filename (dir, "library.db", NULL);
  g_autoptr(ChessLibraryService) service = NULL;
  g_autoptr(ChessLibrary) library = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (g_file_set_contents (db, "This is not a database, just some text.\n", -1, NULL));
  service = chess_library_service_new (db);
  g_assert_null (chess_library_service_get_error (service));
  library = chess_library_service_open_connection (service, &error);
  g_assert_null (library);
  g_assert_error (error, CHESS_LIBRARY_ERROR, CHESS_LIBRARY_ERROR_DAMAGED);
  /* Told to the main thread by an idle. */
  while (chess_library_service_get_error (service) == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (g_error_matches (chess_library_service_get_error (service), CHESS_LIBRARY_ERROR,
                                  CHESS_LIBRARY_ERROR_DAMAGED));
  g_unlink (db);
  g_rmdir (dir);
}

static void
test_tree_rows (void)
{
  g_autofree char *dir = g_dir_make_tmp ("chess-service-XXXXXX", NULL);
  g_autofree char *db = g_build_filename (dir, "library.db", NULL);
  g_autoptr(ChessLibraryService) service = chess_library_service_new (db);
  ChessRecord *record = NULL;
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(ChessTreeResult) tree = NULL;
  g_autoptr(GError) error = NULL;
  ChessPgnReader *reader;
  const ChessLibraryGameInfo *info;
  ChessPosition start;
  gint64 id;
  static const char pgn[] = "[White \"Anand\"]\n[Black \"Carlsen\"]\n[Result \"1-0\"]\n\n1. e4 e5 1-0\n";

  reader = chess_pgn_reader_new_memory (pgn, sizeof pgn - 1);
  g_assert_cmpint (chess_pgn_reader_next_game (reader, &record), !=, CHESS_PGN_END);
  chess_pgn_reader_free (reader);
  chess_library_service_add_async (service, record, on_done, &result);   /* copied */
  chess_record_free (record);
  while (result == NULL)
    g_main_context_iteration (NULL, TRUE);
  id = chess_library_service_add_finish (service, result, &error);
  g_assert_no_error (error);
  g_assert_cmpint (id, >, 0);
  g_clear_object (&result);

  chess_position_set_start (&start);
  chess_library_service_tree_async (service, &start, 10, NULL, on_done, &result);
  while (result == NULL)
    g_main_context_iteration (NULL, TRUE);
  tree = chess_library_service_tree_finish (service, result, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (tree->moves->len, ==, 1);
  g_assert_cmpuint (tree->games->len, ==, 1);
  info = g_ptr_array_index (tree->games, 0);
  g_assert_cmpint (info->id, ==, id);
  g_assert_cmpstr (info->white, ==, "Anand");
  g_assert_cmpstr (info->black, ==, "Carlsen");
  g_assert_cmpint (info->result, ==, CHESS_RESULT_WHITE_WINS);
  g_assert_cmpint (info->plies, ==, 2);

  g_clear_object (&service);
  for (guint i = 0; i < 3; i++)
    {
      static const char *const suffixes[] = { "", "-wal", "-shm" };
      g_autofree char *name = g_strconcat (db, suffixes[i], NULL);

      g_unlink (name);
    }
  g_rmdir (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/library/service/damaged-reader", test_damaged_reader);
  g_test_add_func ("/library/service/tree-rows", test_tree_rows);
  return g_test_run ();
}
