/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-library-model.c — the library's games as a list that reads only
 * the rows looked at: the count and the first page at once, a row far
 * down read with its page alone, everything read in one pass, each row
 * against chess_library_find (in order, names and results), a filter, a
 * damaged file, games added after the count (the game list over it:
 * test-game-list.c). */
#include "config.h"

#include <locale.h>
#include <string.h>

#include "chess-game-item.h"
#include "library-test-utils.h"

static char *tmp_dir;

static char *
testdata (const char *relative)
{
  return g_build_filename (g_getenv ("CHESS_TESTDATA"), relative, NULL);
}

/* The games of a filter as chess_library_find gives them, in order. */
typedef struct {
  gint64 id;
  char *white, *black;
  ChessResult result;
} Row;

static void
row_clear (gpointer data)
{
  Row *row = data;

  g_free (row->white);
  g_free (row->black);
}

static gboolean
collect_row (const ChessLibraryGameInfo *info,
             gpointer                    user_data)
{
  Row row = { info->id, g_strdup (info->white), g_strdup (info->black), info->result };

  g_array_append_val ((GArray *) user_data, row);
  return TRUE;
}

static GArray *
find_rows (const char               *path,
           const ChessLibraryFilter *filter)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(ChessLibrary) library = chess_library_open (path, &error);
  GArray *rows = g_array_new (FALSE, FALSE, sizeof (Row));

  g_array_set_clear_func (rows, row_clear);
  g_assert_no_error (error);
  g_assert_true (chess_library_find (library, filter, collect_row, rows, NULL, &error));
  g_assert_no_error (error);
  return rows;
}

static void
assert_row (ChessLibraryModel *model,
            GArray            *rows,
            guint              position)
{
  g_autoptr(ChessGameItem) item = g_list_model_get_item (G_LIST_MODEL (model), position);
  const Row *row = &g_array_index (rows, Row, position);

  g_assert_false (chess_game_item_is_unread (item));
  g_assert_cmpuint (chess_game_item_get_number (item), ==, (guint64) row->id);
  g_assert_cmpstr (chess_game_item_get_white (item), ==, row->white);
  g_assert_cmpstr (chess_game_item_get_black (item), ==, row->black);
  g_assert_cmpint (chess_game_item_get_result (item), ==, row->result);
}

/* Records the rows each "items-changed" replaced. */
static void
on_items_changed (GListModel *model,
                  guint       position,
                  guint       removed,
                  guint       added,
                  GArray     *changes)
{
  guint change[3] = { position, removed, added };

  g_array_append_vals (changes, change, 3);
}

static void
test_pages (void)
{
  ChessLibraryFilter filter = CHESS_LIBRARY_FILTER_INIT;
  const char *path = library_test_fischer (tmp_dir);
  g_autoptr(GArray) rows = find_rows (path, &filter);
  g_autoptr(ChessLibraryModel) model = library_test_model_new (path, &filter);
  g_autoptr(GArray) changes = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(ChessGameItem) far = NULL;
  guint n = rows->len, first_page;

  g_assert_cmpuint (n, ==, 827);
  g_signal_connect (model, "items-changed", G_CALLBACK (on_items_changed), changes);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (model)), ==, 0);
  library_test_wait_counted (model);
  g_assert_null (chess_library_model_get_error (model));
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (model)), ==, n);
  g_assert_cmpuint (g_list_model_get_item_type (G_LIST_MODEL (model)), ==, CHESS_TYPE_GAME_ITEM);
  /* All the rows at once, the first ones read with them. */
  g_assert_cmpuint (changes->len, ==, 3);
  g_assert_cmpuint (g_array_index (changes, guint, 0), ==, 0);
  g_assert_cmpuint (g_array_index (changes, guint, 1), ==, 0);
  g_assert_cmpuint (g_array_index (changes, guint, 2), ==, n);
  first_page = library_test_n_read (model);
  g_assert_cmpuint (first_page, >, 10);
  g_assert_cmpuint (first_page, <, n / 2);
  for (guint i = 0; i < first_page; i++)
    assert_row (model, rows, i);
  g_assert_false (chess_library_model_get_complete (model));
  /* A game of the rows read is found (where a list keeps its place),
   * one of a page not read is not, and asks for nothing. */
  g_assert_cmpint (chess_library_model_find_read (model, (guint64) g_array_index (rows, Row, 7).id), ==, 7);
  g_assert_cmpint (chess_library_model_find_read (model, (guint64) g_array_index (rows, Row, 700).id), ==, -1);
  g_assert_cmpuint (library_test_n_read (model), ==, first_page);

  /* A row far down: unread, until its page comes and replaces it. */
  far = g_list_model_get_item (G_LIST_MODEL (model), 700);
  g_assert_true (chess_game_item_is_unread (far));
  g_assert_cmpuint (chess_game_item_get_number (far), ==, 0);
  g_assert_cmpstr (chess_game_item_get_white (far), ==, "");
  g_array_set_size (changes, 0);
  while (changes->len == 0)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (changes->len, ==, 3);
  {
    guint position = g_array_index (changes, guint, 0);
    guint removed = g_array_index (changes, guint, 1);

    /* Its page, replaced in place. */
    g_assert_cmpuint (position, <=, 700);
    g_assert_cmpuint (position + removed, >, 700);
    g_assert_cmpuint (removed, ==, g_array_index (changes, guint, 2));
    for (guint i = position; i < position + removed; i++)
      assert_row (model, rows, i);
    /* That page alone was read. */
    g_assert_cmpuint (position, >, first_page);
    g_assert_cmpuint (library_test_n_read (model), ==, first_page + removed);
  }
  g_assert_false (chess_library_model_get_complete (model));

  /* Everything, in one pass. */
  chess_library_model_read_all (model);
  library_test_wait_complete (model);
  g_assert_cmpfloat (chess_library_model_get_fraction (model), ==, 1.0);
  for (guint i = 0; i < n; i++)
    assert_row (model, rows, i);
  g_assert_null (g_list_model_get_item (G_LIST_MODEL (model), n));
}

/* A filter: its games and no other, as chess_library_find has them. */
static void
test_filter (void)
{
  ChessLibraryFilter filter = CHESS_LIBRARY_FILTER_INIT;
  const char *path = library_test_fischer (tmp_dir);
  g_autoptr(GArray) rows = NULL;
  g_autoptr(ChessLibraryModel) model = NULL;

  filter.black = "Spassky";
  filter.result = CHESS_RESULT_DRAW;
  rows = find_rows (path, &filter);
  g_assert_cmpuint (rows->len, >, 5);
  model = library_test_model_new (path, &filter);
  filter.black = NULL;   /* copied by the model */
  library_test_wait_counted (model);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (model)), ==, rows->len);
  /* Fewer than a page: all read with the count. */
  g_assert_true (chess_library_model_get_complete (model));
  for (guint i = 0; i < rows->len; i++)
    {
      g_autoptr(ChessGameItem) item = g_list_model_get_item (G_LIST_MODEL (model), i);

      assert_row (model, rows, i);
      g_assert_nonnull (strstr (chess_game_item_get_black (item), "Spassky"));
    }

  /* Nothing passes: counted, empty, complete. */
  g_clear_object (&model);
  filter = (ChessLibraryFilter) CHESS_LIBRARY_FILTER_INIT;
  filter.player = "nobody-plays-here";
  model = library_test_model_new (path, &filter);
  library_test_wait_counted (model);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (model)), ==, 0);
  g_assert_true (chess_library_model_get_complete (model));
  g_assert_null (chess_library_model_get_error (model));
}

/* A file that is no library: counted empty, with the reason. */
static void
test_damaged (void)
{
  ChessLibraryFilter filter = CHESS_LIBRARY_FILTER_INIT;
  g_autofree char *path = g_build_filename (tmp_dir, "damaged.db", NULL);
  g_autoptr(ChessLibraryModel) model = NULL;
  g_autoptr(GError) error = NULL;
  guint errors = 0;

  g_assert_true (g_file_set_contents (path, "no database at all, only text\n", -1, &error));
  model = library_test_model_new (path, &filter);
  g_signal_connect_swapped (model, "notify::error", G_CALLBACK (g_atomic_int_inc), &errors);
  library_test_wait_counted (model);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (model)), ==, 0);
  g_assert_error (chess_library_model_get_error (model), CHESS_LIBRARY_ERROR, CHESS_LIBRARY_ERROR_DAMAGED);
  g_assert_cmpuint (errors, ==, 1);
  g_assert_true (chess_library_model_get_complete (model));
  /* Asking for everything changes nothing. */
  chess_library_model_read_all (model);
  g_assert_true (chess_library_model_get_complete (model));
}

/* A library of its own in tmp_dir holding the 827 games of Fischer's
 * file; `more` adds the 32 games of another file to it. */
static ChessLibrary *
fischer_copy (const char  *name,
              char       **path)
{
  g_autofree char *source = testdata ("games/chesslablab-Fischer.pgn");
  g_autoptr(GFile) file = g_file_new_for_path (source);
  g_autoptr(GError) error = NULL;
  ChessLibrary *library;

  *path = g_build_filename (tmp_dir, name, NULL);
  library = chess_library_open (*path, &error);
  g_assert_no_error (error);
  g_assert_true (chess_library_import_file (library, file, NULL, NULL, NULL, NULL, NULL, &error));
  g_assert_no_error (error);
  return library;
}

static void
more (ChessLibrary *library)
{
  g_autofree char *source = testdata ("games/pgn-parser-32games.pgn");
  g_autoptr(GFile) file = g_file_new_for_path (source);
  g_autoptr(GError) error = NULL;

  g_assert_true (chess_library_import_file (library, file, NULL, NULL, NULL, NULL, NULL, &error));
  g_assert_no_error (error);
}

/* Games added after the count (another window imports): the model keeps
 * to the rows it counted, the last page cut where the count ended. */
static void
test_grown (void)
{
  ChessLibraryFilter filter = CHESS_LIBRARY_FILTER_INIT;
  g_autofree char *path = NULL;
  g_autoptr(ChessLibrary) library = fischer_copy ("grown.db", &path);
  g_autoptr(ChessLibraryModel) model = NULL;
  g_autoptr(GArray) rows = NULL;
  g_autoptr(GArray) changes = g_array_new (FALSE, FALSE, sizeof (guint));

  rows = find_rows (path, &filter);
  model = library_test_model_new (path, &filter);
  library_test_wait_counted (model);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (model)), ==, 827);

  more (library);
  g_assert_cmpint (chess_library_count_games (library, NULL), >, 827 + 10);

  g_signal_connect (model, "items-changed", G_CALLBACK (on_items_changed), changes);
  chess_library_model_read_all (model);
  library_test_wait_complete (model);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (model)), ==, 827);
  g_assert_cmpfloat (chess_library_model_get_fraction (model), ==, 1.0);
  /* Every change within the rows counted, none adding or taking rows. */
  for (guint i = 0; i < changes->len; i += 3)
    {
      g_assert_cmpuint (g_array_index (changes, guint, i + 1), ==, g_array_index (changes, guint, i + 2));
      g_assert_cmpuint (g_array_index (changes, guint, i) + g_array_index (changes, guint, i + 1), <=, 827);
    }
  for (guint i = 0; i < 827; i++)
    assert_row (model, rows, i);
  g_assert_null (g_list_model_get_item (G_LIST_MODEL (model), 827));
}

/* An import adds games while the list shows: a recount adds their rows
 * at the end (the rows before stay as they were), the last page read
 * short gets its new rows, and every row is then the one find gives. */
static void
test_recount (void)
{
  ChessLibraryFilter filter = CHESS_LIBRARY_FILTER_INIT;
  g_autofree char *path = NULL;
  g_autoptr(ChessLibrary) library = fischer_copy ("recount.db", &path);
  g_autoptr(ChessLibraryModel) model = NULL;
  g_autoptr(GArray) rows = NULL;
  g_autoptr(GArray) changes = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(ChessGameItem) last = NULL;
  g_autoptr(ChessGameItem) still = NULL;
  guint n;

  model = library_test_model_new (path, &filter);
  library_test_wait_counted (model);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (model)), ==, 827);
  /* Every row read, the last page (27 rows) short. */
  chess_library_model_read_all (model);
  library_test_wait_complete (model);
  last = g_list_model_get_item (G_LIST_MODEL (model), 826);
  g_assert_false (chess_game_item_is_unread (last));

  /* Nothing added: a recount changes nothing. */
  g_signal_connect (model, "items-changed", G_CALLBACK (on_items_changed), changes);
  chess_library_model_recount (model);
  library_test_run_a_while ();
  g_assert_cmpuint (changes->len, ==, 0);
  g_assert_true (chess_library_model_get_complete (model));

  more (library);
  rows = find_rows (path, &filter);
  n = rows->len;
  g_assert_cmpuint (n, >, 827 + 10);
  chess_library_model_recount (model);
  while (changes->len == 0)
    g_main_context_iteration (NULL, TRUE);
  /* The new rows, at the end. */
  g_assert_cmpuint (g_array_index (changes, guint, 0), ==, 827);
  g_assert_cmpuint (g_array_index (changes, guint, 1), ==, 0);
  g_assert_cmpuint (g_array_index (changes, guint, 2), ==, n - 827);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (model)), ==, n);
  g_assert_false (chess_library_model_get_complete (model));
  /* The rows before are the same items. */
  still = g_list_model_get_item (G_LIST_MODEL (model), 826);
  g_assert_true (still == last);
  for (guint i = 0; i < 827; i++)
    assert_row (model, rows, i);

  /* The new rows as they are shown: read by their pages. */
  for (guint i = 827; i < n; i++)
    g_object_unref (g_list_model_get_item (G_LIST_MODEL (model), i));
  library_test_wait_complete (model);
  for (guint i = 0; i < n; i++)
    assert_row (model, rows, i);
  g_assert_null (g_list_model_get_item (G_LIST_MODEL (model), n));
  /* Every change within the rows there were then. */
  for (guint i = 3; i < changes->len; i += 3)
    {
      g_assert_cmpuint (g_array_index (changes, guint, i + 1), ==, g_array_index (changes, guint, i + 2));
      g_assert_cmpuint (g_array_index (changes, guint, i) + g_array_index (changes, guint, i + 1), <=, n);
    }
}

/* Dropped while it reads everything: the worker stops on its own. */
static void
test_dropped (void)
{
  ChessLibraryFilter filter = CHESS_LIBRARY_FILTER_INIT;
  ChessLibraryModel *model = library_test_model_new (library_test_fischer (tmp_dir), &filter);

  chess_library_model_read_all (model);
  g_object_unref (model);
  /* Its pending flushes find no model. */
  for (guint i = 0; i < 20; i++)
    g_main_context_iteration (NULL, FALSE);
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  setlocale (LC_ALL, "C.UTF-8");
  tmp_dir = g_dir_make_tmp ("chess-library-model-XXXXXX", NULL);

  g_test_add_func ("/library-model/pages", test_pages);
  g_test_add_func ("/library-model/filter", test_filter);
  g_test_add_func ("/library-model/damaged", test_damaged);
  g_test_add_func ("/library-model/grown", test_grown);
  g_test_add_func ("/library-model/recount", test_recount);
  g_test_add_func ("/library-model/dropped", test_dropped);
  status = g_test_run ();
  {
    g_autofree char *command = g_strdup_printf ("rm -rf %s", tmp_dir);
    g_spawn_command_line_sync (command, NULL, NULL, NULL, NULL);
  }
  g_free (tmp_dir);
  return status;
}
