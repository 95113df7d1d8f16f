/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-library-views.c — the library as the window sees it: the service's
 * jobs (add, tags, remove, export, import with Cancel, a damaged file
 * moved aside), the tree of a file's games against the library's tree of
 * the same games (two independent ways: replaying main lines here, the
 * opening table and position index there), the Explorer panel and the
 * Library window's filters against chess_library_find. */
#include "config.h"

#include <locale.h>
#include <string.h>

#include "chess-explorer.h"
#include "chess-file-tree.h"
#include "chess-library-window.h"
#include "chess-notation.h"
#include "chess-tags-dialog.h"

static char *tmp_dir;

static char *
testdata (const char *relative)
{
  return g_build_filename (g_getenv ("CHESS_TESTDATA"), relative, NULL);
}

static char *
new_library_path (const char *name)
{
  return g_build_filename (tmp_dir, name, NULL);
}

/* A library at `path` holding the games of `relative`. */
static void
make_library (const char *path,
              const char *relative)
{
  g_autofree char *source = testdata (relative);
  g_autoptr(GFile) file = g_file_new_for_path (source);
  g_autoptr(GError) error = NULL;
  g_autoptr(ChessLibrary) library = chess_library_open (path, &error);

  g_assert_no_error (error);
  g_assert_true (chess_library_import_file (library, file, NULL, NULL, NULL, NULL, NULL, &error));
  g_assert_no_error (error);
}

static GAsyncResult *
wait_result (GAsyncResult **result)
{
  while (*result == NULL)
    g_main_context_iteration (NULL, TRUE);
  return *result;
}

static void
on_done (GObject      *source,
         GAsyncResult *result,
         gpointer      user_data)
{
  *(GAsyncResult **) user_data = g_object_ref (result);
}

static void
count_signal (gpointer instance,
              guint   *count)
{
  (*count)++;
}

/* ---- the service ---- */

static void
test_service_changes (void)
{
  g_autofree char *path = new_library_path ("changes.db");
  g_autoptr(ChessLibraryService) service = chess_library_service_new (path);
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GHashTable) tags = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GArray) ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  ChessRecord **games = NULL;
  const char *pgn = "[White \"Anna\"]\n[Black \"Boris\"]\n[Result \"0-1\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n";
  ChessRecord *record;
  guint changed = 0;
  gint64 id;

  g_signal_connect (service, "changed", G_CALLBACK (count_signal), &changed);
  g_assert_cmpuint (chess_pgn_read_string (pgn, strlen (pgn), &games, NULL, NULL), ==, 1);

  chess_library_service_add_async (service, games[0], on_done, &result);
  id = chess_library_service_add_finish (service, wait_result (&result), &error);
  g_assert_no_error (error);
  g_assert_cmpint (id, >, 0);
  g_assert_cmpuint (changed, ==, 1);
  g_assert_null (chess_library_service_get_error (service));

  g_hash_table_insert (tags, "White", "Anna Karenina");
  g_hash_table_insert (tags, "ECO", "C00");
  g_clear_object (&result);
  chess_library_service_set_tags_async (service, id, tags, on_done, &result);
  g_assert_true (chess_library_service_set_tags_finish (service, wait_result (&result), &error));
  g_assert_cmpuint (changed, ==, 2);

  g_clear_object (&result);
  chess_library_service_get_record_async (service, id, on_done, &result);
  record = chess_library_service_get_record_finish (service, wait_result (&result), &error);
  g_assert_nonnull (record);
  g_assert_cmpstr (chess_record_get_tag (record, "White"), ==, "Anna Karenina");
  g_assert_cmpstr (chess_record_get_tag (record, "ECO"), ==, "C00");
  g_assert_cmpint (record->result, ==, CHESS_RESULT_BLACK_WINS);
  chess_record_free (record);

  /* A bad value is refused with the library's reason. */
  g_hash_table_remove_all (tags);
  g_hash_table_insert (tags, "Result", "2-0");
  g_clear_object (&result);
  chess_library_service_set_tags_async (service, id, tags, on_done, &result);
  g_assert_false (chess_library_service_set_tags_finish (service, wait_result (&result), &error));
  g_assert_error (error, CHESS_LIBRARY_ERROR, CHESS_LIBRARY_ERROR_INVALID);
  g_clear_error (&error);

  g_array_append_val (ids, id);
  g_clear_object (&result);
  chess_library_service_remove_async (service, ids, on_done, &result);
  g_assert_true (chess_library_service_remove_finish (service, wait_result (&result), &error));
  g_clear_object (&result);
  chess_library_service_get_record_async (service, id, on_done, &result);
  g_assert_null (chess_library_service_get_record_finish (service, wait_result (&result), &error));
  g_assert_error (error, CHESS_LIBRARY_ERROR, CHESS_LIBRARY_ERROR_NOT_FOUND);
  chess_record_free (games[0]);
  g_free (games);
}

/* The games exported are the games of the ids, as PGN. */
static void
test_service_export (void)
{
  g_autofree char *path = new_library_path ("export.db");
  g_autofree char *out = g_build_filename (tmp_dir, "exported.pgn", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (out);
  g_autoptr(ChessLibraryService) service = NULL;
  g_autoptr(GArray) ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  ChessRecord **games = NULL;
  size_t n;
  gsize length;

  make_library (path, "games/pgn-parser-32games.pgn");
  service = chess_library_service_new (path);
  for (gint64 id = 3; id <= 7; id++)
    g_array_append_val (ids, id);
  chess_library_service_export_async (service, ids, file, NULL, on_done, &result);
  g_assert_cmpuint (chess_library_service_export_finish (service, wait_result (&result), &error), ==, 5);
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (out, &text, &length, NULL));
  n = chess_pgn_read_string (text, length, &games, NULL, NULL);
  g_assert_cmpuint (n, ==, 5);
  for (size_t i = 0; i < n; i++)
    chess_record_free (games[i]);
  g_free (games);
}

static void
wait_done (ChessLibraryImport *import)
{
  while (!chess_library_import_get_done (import))
    g_main_context_iteration (NULL, TRUE);
}

static void
test_service_import (void)
{
  g_autofree char *path = new_library_path ("import.db");
  g_autofree char *source = testdata ("games/chesslablab-5-players-11039-games.pgn.gz");
  g_autofree char *bad = g_build_filename (tmp_dir, "bad.pgn", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (source);
  g_autoptr(GFile) bad_file = g_file_new_for_path (bad);
  g_autoptr(ChessLibraryService) service = chess_library_service_new (path);
  g_autoptr(ChessLibraryImport) import = NULL;
  g_autoptr(ChessLibraryImport) cancelled = NULL;
  g_autoptr(ChessLibrary) library = NULL;
  g_autoptr(GError) error = NULL;
  guint changed = 0;
  gint64 before;

  g_signal_connect (service, "changed", G_CALLBACK (count_signal), &changed);
  /* Cancelled at once: what was committed stays, and is counted. */
  cancelled = chess_library_service_import (service, file);
  chess_library_import_cancel (cancelled);
  wait_done (cancelled);
  g_assert_error ((GError *) chess_library_import_get_error (cancelled), G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_cmpuint (chess_library_import_get_games (cancelled), <, 11039);
  library = chess_library_open (path, &error);
  g_assert_no_error (error);
  before = chess_library_count_games (library, NULL);
  g_assert_cmpint (before, <=, (gint64) chess_library_import_get_games (cancelled));
  g_assert_cmpuint (changed, ==, 1);

  /* A file with a bad game: the others come in, the bad one is named. */
  g_assert_true (g_file_set_contents (bad, "[Event \"Good\"]\n\n1. e4 e5 *\n\n[Event \"Bad\"]\n\n1. e4 e4 *\n\n"
                                      "[Event \"Good too\"]\n\n1. d4 d5 *\n", -1, NULL));
  import = chess_library_service_import (service, bad_file);
  wait_done (import);
  g_assert_null (chess_library_import_get_error (import));
  g_assert_cmpuint (chess_library_import_get_games (import), ==, 2);
  g_assert_cmpuint (chess_library_import_get_errors (import), ==, 1);
  g_assert_cmpuint (chess_library_import_get_messages (import)->len, ==, 1);
  g_assert_true (g_str_has_prefix (g_ptr_array_index (chess_library_import_get_messages (import), 0), bad));
  g_assert_nonnull (strstr (g_ptr_array_index (chess_library_import_get_messages (import), 0), "game 2"));
  g_assert_cmpint (chess_library_count_games (library, NULL), ==, before + 2);
}

static void
wait_error (ChessLibraryService *service,
            gboolean             set)
{
  while ((chess_library_service_get_error (service) != NULL) != set)
    g_main_context_iteration (NULL, TRUE);
}

/* A file that is no library: "error" says so at the check; moved aside,
 * a new library starts and the old file keeps its bytes. */
static void
test_service_damaged (void)
{
  g_autofree char *path = new_library_path ("damaged.db");
  g_autoptr(ChessLibraryService) service = NULL;
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) moved = NULL;
  g_autofree char *kept = NULL;

  g_assert_true (g_file_set_contents (path, "not a database, not at all, but long enough to look like one", -1, NULL));
  service = chess_library_service_new (path);
  chess_library_service_check (service);
  wait_error (service, TRUE);
  g_assert_error ((GError *) chess_library_service_get_error (service), CHESS_LIBRARY_ERROR,
                  CHESS_LIBRARY_ERROR_DAMAGED);
  g_assert_nonnull (strstr (chess_library_service_get_error (service)->message, "damaged.db"));

  chess_library_service_move_aside_async (service, on_done, &result);
  moved = chess_library_service_move_aside_finish (service, wait_result (&result), &error);
  g_assert_no_error (error);
  g_assert_nonnull (moved);
  wait_error (service, FALSE);
  g_assert_true (g_file_get_contents (g_file_peek_path (moved), &kept, NULL, NULL));
  g_assert_true (g_str_has_prefix (kept, "not a database"));
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
}

/* ---- the tree of a file ---- */

static ChessTreeResult *
file_tree (ChessFileTree       *tree,
           const ChessPosition *pos)
{
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GError) error = NULL;
  ChessTreeResult *answer;

  chess_file_tree_query_async (tree, pos, G_MAXUINT, NULL, on_done, &result);
  answer = chess_file_tree_query_finish (tree, wait_result (&result), &error);
  g_assert_no_error (error);
  return answer;
}

static gboolean
collect_id (const ChessLibraryGameInfo *info,
            gpointer                    user_data)
{
  g_array_append_val ((GArray *) user_data, info->id);
  return TRUE;
}

/* The same moves, counts, ratings and years as the library's tree, and
 * the same games reaching the position as the library's search. */
static void
assert_same_tree (ChessLibrary        *library,
                  ChessFileTree       *tree,
                  const ChessPosition *pos)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) expected = chess_library_tree (library, pos, NULL, &error);
  g_autoptr(ChessTreeResult) answer = file_tree (tree, pos);
  g_autoptr(GArray) ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  ChessLibraryFilter filter = CHESS_LIBRARY_FILTER_INIT;

  g_assert_no_error (error);
  g_assert_cmpuint (answer->moves->len, ==, expected->len);
  for (guint i = 0; i < expected->len; i++)
    {
      const ChessLibraryTreeMove *a = &g_array_index (answer->moves, ChessLibraryTreeMove, i);
      const ChessLibraryTreeMove *b = &g_array_index (expected, ChessLibraryTreeMove, i);

      g_assert_cmpuint (a->move, ==, b->move);
      g_assert_cmpuint (a->games, ==, b->games);
      g_assert_cmpuint (a->white_wins, ==, b->white_wins);
      g_assert_cmpuint (a->draws, ==, b->draws);
      g_assert_cmpuint (a->black_wins, ==, b->black_wins);
      g_assert_cmpint (a->average_elo, ==, b->average_elo);
      g_assert_cmpint (a->last_year, ==, b->last_year);
    }
  filter.position = pos;
  g_assert_true (chess_library_find (library, &filter, collect_id, ids, NULL, &error));
  g_assert_cmpuint (answer->games->len, ==, ids->len);
  for (guint i = 0; i < ids->len; i++)
    g_assert_cmpint (((ChessLibraryGameInfo *) g_ptr_array_index (answer->games, i))->id, ==,
                     g_array_index (ids, gint64, i));
}

static void
play (ChessPosition *pos,
      const char    *san)
{
  ChessMove move;
  ChessUndo undo;

  g_assert_cmpint (chess_move_from_san (pos, san, strlen (san), &move), ==, CHESS_SAN_OK);
  chess_position_make_move (pos, move, &undo);
}

static void
test_file_tree (void)
{
  g_autofree char *path = new_library_path ("fischer.db");
  g_autofree char *source = testdata ("games/chesslablab-Fischer.pgn");
  g_autoptr(GFile) file = g_file_new_for_path (source);
  g_autoptr(ChessFileTree) tree = chess_file_tree_new (file);
  g_autoptr(ChessLibrary) library = NULL;
  g_autoptr(GError) error = NULL;
  static const char *const line[] = { "e4", "c5", "Nf3", "d6", "d4", "cxd4", "Nxd4", "Nf6", "Nc3", "a6" };
  ChessPosition pos;

  make_library (path, "games/chesslablab-Fischer.pgn");
  library = chess_library_open (path, &error);
  g_assert_no_error (error);
  g_assert_cmpint (chess_library_count_games (library, NULL), ==, 827);

  chess_position_set_start (&pos);
  assert_same_tree (library, tree, &pos);
  /* The Najdorf, move by move: fewer games each time. */
  for (guint i = 0; i < G_N_ELEMENTS (line); i++)
    {
      play (&pos, line[i]);
      assert_same_tree (library, tree, &pos);
    }
  /* Reached by another order of moves: the same position, the same tree. */
  chess_position_set_start (&pos);
  play (&pos, "Nf3");
  play (&pos, "d6");
  play (&pos, "e4");
  play (&pos, "c5");
  assert_same_tree (library, tree, &pos);
  /* Deep in one game (past the library's opening table). */
  g_assert_true (chess_position_from_fen (&pos, "8/8/4k3/8/2p5/8/2K5/8 w - - 0 60", NULL));
  assert_same_tree (library, tree, &pos);
}

/* ---- the Explorer panel ---- */

static guint updates;

static void
on_updated (ChessExplorer *explorer)
{
  updates++;
}

static void
wait_update (guint *seen)
{
  while (updates == *seen)
    g_main_context_iteration (NULL, TRUE);
  *seen = updates;
}

static void
on_move_chosen (ChessExplorer *explorer,
                guint          move,
                guint         *chosen)
{
  *chosen = move;
}

static GtkListBoxRow *
first_row (GtkWidget *widget)
{
  if (GTK_IS_LIST_BOX_ROW (widget))
    return GTK_LIST_BOX_ROW (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkListBoxRow *row = first_row (child);

      if (row != NULL)
        return row;
    }
  return NULL;
}

static void
test_explorer (void)
{
  g_autofree char *path = new_library_path ("explorer.db");
  g_autofree char *source = testdata ("games/chesslablab-Capablanca.pgn");
  g_autoptr(GFile) file = g_file_new_for_path (source);
  g_autoptr(ChessLibraryService) service = NULL;
  g_autoptr(ChessLibrary) library = NULL;
  g_autoptr(GArray) expected = NULL;
  g_autoptr(GError) error = NULL;
  GtkWidget *window = gtk_window_new ();
  ChessExplorer *explorer = CHESS_EXPLORER (chess_explorer_new ());
  GtkListBoxRow *row;
  ChessPosition pos;
  guint seen = 0, chosen = 0;

  make_library (path, "games/chesslablab-Fischer.pgn");
  service = chess_library_service_new (path);
  library = chess_library_open (path, &error);
  chess_position_set_start (&pos);
  expected = chess_library_tree (library, &pos, NULL, &error);
  g_assert_no_error (error);

  g_signal_connect (explorer, "updated", G_CALLBACK (on_updated), NULL);
  g_signal_connect (explorer, "move-chosen", G_CALLBACK (on_move_chosen), &chosen);
  chess_explorer_set_service (explorer, service);
  chess_explorer_set_position (explorer, &pos);
  /* Not on screen: nothing asked. */
  for (int i = 0; i < 20; i++)
    g_main_context_iteration (NULL, FALSE);
  g_assert_cmpuint (updates, ==, 0);

  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (explorer));
  gtk_window_present (GTK_WINDOW (window));
  wait_update (&seen);
  g_assert_cmpuint (chess_explorer_get_n_moves (explorer), ==, expected->len);
  g_assert_cmpuint (chess_explorer_get_move (explorer, 0)->move, ==,
                    g_array_index (expected, ChessLibraryTreeMove, 0).move);
  g_assert_cmpuint (chess_explorer_get_n_games (explorer), ==, 50);

  /* Where a game ended: no move goes on, the game is listed. */
  {
    g_autofree char *fischer = testdata ("games/chesslablab-Fischer.pgn");
    g_autofree char *text = NULL;
    gsize length = 0;
    ChessPgnReader *reader;
    ChessPosition end;

    g_assert_true (g_file_get_contents (fischer, &text, &length, NULL));
    reader = chess_pgn_reader_new_memory (text, length);
    g_assert_cmpint (chess_pgn_reader_next_game (reader, NULL), ==, CHESS_PGN_GAME_OK);
    end = *chess_pgn_reader_get_final_position (reader);
    chess_pgn_reader_free (reader);
    chess_explorer_set_position (explorer, &end);
    wait_update (&seen);
    g_assert_cmpuint (chess_explorer_get_n_moves (explorer), ==, 0);
    g_assert_cmpuint (chess_explorer_get_n_games (explorer), >=, 1);
    chess_explorer_set_position (explorer, &pos);
    wait_update (&seen);
  }

  /* A click on the first move's row chooses that move. */
  row = first_row (GTK_WIDGET (explorer));
  g_assert_nonnull (row);
  g_signal_emit_by_name (row, "activate");
  g_assert_cmpuint (chosen, ==, g_array_index (expected, ChessLibraryTreeMove, 0).move);

  /* The file (Capablanca's games), where the library has Fischer's. */
  chess_explorer_set_file (explorer, file);
  chess_explorer_set_source (explorer, CHESS_EXPLORER_FILE);
  wait_update (&seen);
  {
    g_autoptr(ChessFileTree) tree = chess_file_tree_new (file);
    g_autoptr(ChessTreeResult) answer = file_tree (tree, &pos);

    g_assert_cmpuint (chess_explorer_get_n_moves (explorer), ==, answer->moves->len);
    for (guint i = 0; i < answer->moves->len; i++)
      g_assert_cmpuint (chess_explorer_get_move (explorer, i)->games, ==,
                        g_array_index (answer->moves, ChessLibraryTreeMove, i).games);
  }
  /* No file any more: back to the library. */
  chess_explorer_set_file (explorer, NULL);
  g_assert_cmpint (chess_explorer_get_source (explorer), ==, CHESS_EXPLORER_LIBRARY);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* ---- the Library window ---- */

static guint filled_count;
static gboolean filled;

static void
on_filled (ChessLibraryWindow *window,
           guint               count)
{
  filled_count = count;
  filled = TRUE;
}

static guint
wait_filled (void)
{
  while (!filled)
    g_main_context_iteration (NULL, TRUE);
  filled = FALSE;
  return filled_count;
}

static gboolean
count_game (const ChessLibraryGameInfo *info,
            gpointer                    user_data)
{
  (*(guint *) user_data)++;
  return TRUE;
}

static void
test_library_window (void)
{
  g_autofree char *path = new_library_path ("window.db");
  g_autoptr(ChessLibraryService) service = NULL;
  g_autoptr(ChessLibrary) library = NULL;
  g_autoptr(GError) error = NULL;
  ChessLibraryFilter filter = CHESS_LIBRARY_FILTER_INIT;
  ChessLibraryWindow *window;
  guint expected = 0;

  make_library (path, "games/chesslablab-Fischer.pgn");
  service = chess_library_service_new (path);
  library = chess_library_open (path, &error);
  window = chess_library_window_new (NULL, service);
  g_signal_connect (window, "filled", G_CALLBACK (on_filled), NULL);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_cmpuint (wait_filled (), ==, 827);

  /* Each filter as the library finds it. */
  filter.black = "Spassky";
  filter.result = CHESS_RESULT_DRAW;
  g_assert_true (chess_library_find (library, &filter, count_game, &expected, NULL, &error));
  chess_library_window_set_filter (window, &filter);
  g_assert_cmpuint (wait_filled (), ==, expected);
  g_assert_cmpuint (expected, >, 3);

  filter = (ChessLibraryFilter) CHESS_LIBRARY_FILTER_INIT;
  filter.date_from = 19700000;
  filter.date_to = 19729999;
  filter.eco_from = "B20";
  filter.eco_to = "B99";
  filter.elo_from = 2600;
  expected = 0;
  g_assert_true (chess_library_find (library, &filter, count_game, &expected, NULL, &error));
  chess_library_window_set_filter (window, &filter);
  g_assert_cmpuint (wait_filled (), ==, expected);
  g_assert_cmpuint (expected, >, 0);

  /* An import from the window: its games come as rows added to the list
   * shown (the same query, the rows before in their place). */
  {
    g_autofree char *more = testdata ("games/pgn-parser-32games.pgn");
    g_autoptr(GFile) file = g_file_new_for_path (more);
    ChessLibraryFilter open = CHESS_LIBRARY_FILTER_INIT;
    ChessLibraryModel *model;
    ChessLibraryImport *import;
    guint before = 0, after = 0;

    chess_library_window_set_filter (window, &open);
    g_assert_cmpuint (wait_filled (), ==, 827);
    model = chess_library_window_get_model (window);
    g_assert_true (chess_library_find (library, &open, count_game, &before, NULL, &error));
    import = chess_library_window_import (window, file);
    while (!chess_library_import_get_done (import) || !filled)
      g_main_context_iteration (NULL, TRUE);
    g_assert_null (chess_library_import_get_error (import));
    g_assert_true (chess_library_find (library, &open, count_game, &after, NULL, &error));
    g_assert_cmpuint (after, >, before + 10);
    /* "filled" as the rows came: the last time with every game. */
    while (filled_count < after)
      wait_filled ();
    g_assert_cmpuint (filled_count, ==, after);
    g_assert_true (chess_library_window_get_model (window) == model);
    g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (model)), ==, after);
    /* Seen: the next test waits for a "filled" of its own. */
    filled = FALSE;
  }
  gtk_window_destroy (GTK_WINDOW (window));
}

static GtkWindow *
wait_toplevel (GType type)
{
  for (;;)
    {
      GListModel *toplevels = gtk_window_get_toplevels ();

      for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
        {
          g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

          if (G_TYPE_CHECK_INSTANCE_TYPE (window, type) && gtk_widget_get_visible (GTK_WIDGET (window)))
            return window;
        }
      g_main_context_iteration (NULL, TRUE);
    }
}

static GtkWidget *
find_entry_row (GtkWidget  *widget,
                const char *title)
{
  if (ADW_IS_ENTRY_ROW (widget) && g_str_equal (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), title))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *hit = find_entry_row (child, title);

      if (hit != NULL)
        return hit;
    }
  return NULL;
}

/* The button of an action, whose sensitivity says whether it is enabled. */
static GtkWidget *
find_actionable (GtkWidget  *widget,
                 const char *action)
{
  if (GTK_IS_ACTIONABLE (widget) && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), action) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *hit = find_actionable (child, action);

      if (hit != NULL)
        return hit;
    }
  return NULL;
}

/* Edit Tags… on a selected game: the dialog shows its tags, refuses a
 * rating that is no number, and saves a new name into the library. */
static void
test_edit_tags (void)
{
  g_autofree char *path = new_library_path ("tags.db");
  g_autoptr(ChessLibraryService) service = NULL;
  g_autoptr(ChessLibrary) library = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(ChessGameItem) item = NULL;
  ChessLibraryWindow *window;
  ChessGameList *list;
  GtkWindow *dialog;
  GtkWidget *white, *rating;
  ChessRecord *record;
  gint64 id;

  make_library (path, "games/pgn-parser-32games.pgn");
  service = chess_library_service_new (path);
  window = chess_library_window_new (NULL, service);
  g_signal_connect (window, "filled", G_CALLBACK (on_filled), NULL);
  gtk_window_present (GTK_WINDOW (window));
  wait_filled ();
  list = chess_library_window_get_list (window);
  while (chess_game_list_get_n_shown (list) == 0)
    g_main_context_iteration (NULL, TRUE);
  item = g_list_model_get_item (chess_game_list_get_shown (list), 4);
  id = (gint64) chess_game_item_get_number (item);
  g_assert_true (chess_game_list_select_number (list, (guint64) id));
  gtk_widget_activate_action (GTK_WIDGET (window), "library.edit-tags", NULL);
  dialog = wait_toplevel (CHESS_TYPE_TAGS_DIALOG);
  white = find_entry_row (GTK_WIDGET (dialog), "White");
  rating = find_entry_row (GTK_WIDGET (dialog), "White’s Rating");
  g_assert_nonnull (white);
  g_assert_nonnull (rating);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (white)), ==, chess_game_item_get_white (item));

  gtk_editable_set_text (GTK_EDITABLE (rating), "tall");
  g_assert_false (gtk_widget_get_sensitive (find_actionable (GTK_WIDGET (dialog), "tags.save")));
  gtk_editable_set_text (GTK_EDITABLE (rating), "2345");
  g_assert_true (gtk_widget_get_sensitive (find_actionable (GTK_WIDGET (dialog), "tags.save")));
  gtk_editable_set_text (GTK_EDITABLE (white), "Ruy López");
  gtk_widget_activate_action (GTK_WIDGET (dialog), "tags.save", NULL);
  /* The list looks again when the library has changed. */
  wait_filled ();

  library = chess_library_open (path, &error);
  record = chess_library_get_record (library, id, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (chess_record_get_tag (record, "White"), ==, "Ruy López");
  g_assert_cmpstr (chess_record_get_tag (record, "WhiteElo"), ==, "2345");
  chess_record_free (record);
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  gtk_disable_setlocale ();
  setlocale (LC_ALL, "C.UTF-8");
  tmp_dir = g_dir_make_tmp ("chess-library-views-XXXXXX", NULL);

  g_test_add_func ("/library-views/service/changes", test_service_changes);
  g_test_add_func ("/library-views/service/export", test_service_export);
  g_test_add_func ("/library-views/service/import", test_service_import);
  g_test_add_func ("/library-views/service/damaged", test_service_damaged);
  g_test_add_func ("/library-views/file-tree", test_file_tree);
  if (gtk_init_check ())
    {
      adw_init ();
      g_test_add_func ("/library-views/explorer", test_explorer);
      g_test_add_func ("/library-views/library-window", test_library_window);
      g_test_add_func ("/library-views/edit-tags", test_edit_tags);
    }
  status = g_test_run ();
  {
    g_autofree char *command = g_strdup_printf ("rm -rf %s", tmp_dir);
    g_spawn_command_line_sync (command, NULL, NULL, NULL, NULL);
  }
  g_free (tmp_dir);
  return status;
}
