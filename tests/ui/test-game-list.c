/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-game-list.c — the games of a file, and of the library, as a list:
 * the index of the 11 039-game .pgn.gz against the games as the core's
 * full reader reads them (players, ratings, ECO, result, moves), the
 * search terms, and the game list's search, sort and selection; over
 * the library's paged model, that the list reads only the rows shown,
 * and that a sort or a search reads every game first and then gives the
 * order and the games a plain comparison gives. */
#include "config.h"

#include <locale.h>
#include <stdlib.h>
#include <string.h>

#include "chess-game-index.h"
#include "chess-game-list.h"
#include "library-test-utils.h"

static char *tmp_dir;

static char *
testdata (const char *relative)
{
  return g_build_filename (g_getenv ("CHESS_TESTDATA"), relative, NULL);
}

static void
wait_complete (ChessGameIndex *index)
{
  while (!chess_game_index_get_complete (index))
    g_main_context_iteration (NULL, TRUE);
}

/* The text of a gzip file, as gzip reads it. */
static char *
gunzip (const char *path,
        gsize      *length)
{
  const char *argv[] = { "gzip", "-dc", path, NULL };
  g_autoptr(GError) error = NULL;
  char *text = NULL;
  int status = -1;

  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, &text, NULL,
                               &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  *length = strlen (text);
  return text;
}

static guint
tag_number (const ChessRecord *record,
            const char        *name)
{
  const char *value = chess_record_get_tag (record, name);
  guint64 n = 0;

  if (value == NULL || !g_ascii_string_to_unsigned (value, 10, 0, 65535, &n, NULL))
    return 0;
  return (guint) n;
}

static const char *
tag_or (const ChessRecord *record,
        const char        *name,
        const char        *fallback)
{
  const char *value = chess_record_get_tag (record, name);
  return value != NULL ? value : fallback;
}

/* Every game of the file as the full reader reads it (its tags and main
 * line), in order: the index must list the same. */
static void
test_index_file (void)
{
  g_autofree char *path = testdata ("games/chesslablab-5-players-11039-games.pgn.gz");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(ChessGameIndex) index = chess_game_index_new_for_file (file);
  g_autofree char *text = NULL;
  ChessPgnReader *reader;
  ChessRecord *record;
  gsize length = 0;
  guint i = 0;

  g_assert_false (chess_game_index_get_complete (index));
  wait_complete (index);
  g_assert_null (chess_game_index_get_error (index));
  g_assert_cmpfloat (chess_game_index_get_fraction (index), ==, 1.0);
  g_assert_true (chess_game_index_get_file (index) == file);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (index)), ==, 11039);

  text = gunzip (path, &length);
  reader = chess_pgn_reader_new_memory (text, length);
  while (chess_pgn_reader_next_game (reader, &record) != CHESS_PGN_END)
    {
      g_autoptr(ChessGameItem) item = g_list_model_get_item (G_LIST_MODEL (index), i);
      guint plies = 0;

      for (ChessNode *node = record->root->first_child; node != NULL; node = node->first_child)
        plies++;
      g_assert_nonnull (item);
      g_assert_cmpuint (chess_game_item_get_number (item), ==, i + 1);
      g_assert_cmpstr (chess_game_item_get_white (item), ==, tag_or (record, "White", "?"));
      g_assert_cmpstr (chess_game_item_get_black (item), ==, tag_or (record, "Black", "?"));
      g_assert_cmpstr (chess_game_item_get_event (item), ==, tag_or (record, "Event", "?"));
      g_assert_cmpstr (chess_game_item_get_date (item), ==, tag_or (record, "Date", "????.??.??"));
      g_assert_cmpstr (chess_game_item_get_eco (item), ==, tag_or (record, "ECO", ""));
      g_assert_cmpuint (chess_game_item_get_white_elo (item), ==, tag_number (record, "WhiteElo"));
      g_assert_cmpuint (chess_game_item_get_black_elo (item), ==, tag_number (record, "BlackElo"));
      g_assert_cmpint (chess_game_item_get_result (item), ==, record->result);
      g_assert_cmpuint (chess_game_item_get_plies (item), ==, plies);
      chess_record_free (record);
      i++;
    }
  chess_pgn_reader_free (reader);
  g_assert_cmpuint (i, ==, 11039);

  /* The access points a game is opened alone with, for the whole text. */
  {
    ChessGzipIndex *points = chess_game_index_get_access_points (index);
    guint64 size = 0;

    g_assert_nonnull (points);
    g_assert_true (chess_gzip_index_get_text_size (points, &size));
    g_assert_cmpuint (size, ==, length);
    g_assert_cmpuint (chess_gzip_index_get_n_points (points), >=, length / CHESS_GZIP_INDEX_SPAN - 1);
  }
}

/* A .pgn.gz cut short: the games before the cut, and why it stopped. */
static void
test_index_cut_short (void)
{
  g_autofree char *path = testdata ("games/chesslablab-5-players-11039-games.pgn.gz");
  g_autofree char *cut = g_build_filename (tmp_dir, "cut.pgn.gz", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (cut);
  g_autoptr(ChessGameIndex) index = NULL;
  g_autofree char *data = NULL;
  gsize length = 0;

  g_assert_true (g_file_get_contents (path, &data, &length, NULL));
  g_assert_true (g_file_set_contents (cut, data, (gssize) length / 3, NULL));
  index = chess_game_index_new_for_file (file);
  wait_complete (index);
  g_assert_error ((GError *) chess_game_index_get_error (index), G_IO_ERROR, G_IO_ERROR_PARTIAL_INPUT);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (index)), >, 1000);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (index)), <, 11039);
  g_assert_cmpuint (chess_game_index_get_n_bad_games (index), ==, 1);
  /* Access points of a text cut short: none to open a game alone with. */
  {
    guint64 size = 0;

    g_assert_nonnull (chess_game_index_get_access_points (index));
    g_assert_false (chess_gzip_index_get_text_size (chess_game_index_get_access_points (index), &size));
  }
}

/* Dropped while reading: the worker stops, nothing is left behind (the
 * sanitizers would tell). */
static void
test_index_dropped (void)
{
  g_autofree char *path = testdata ("games/chesslablab-5-players-11039-games.pgn.gz");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  ChessGameIndex *index = chess_game_index_new_for_file (file);

  while (g_list_model_get_n_items (G_LIST_MODEL (index)) == 0 && !chess_game_index_get_complete (index))
    g_main_context_iteration (NULL, TRUE);
  /* Neither the worker nor a pending flush keeps the index alive. */
  g_object_add_weak_pointer (G_OBJECT (index), (gpointer *) &index);
  g_object_unref (index);
  g_assert_null (index);
  /* Let the worker see the cancellation and its last flush run. */
  for (int i = 0; i < 50; i++)
    {
      g_usleep (2000);
      while (g_main_context_iteration (NULL, FALSE))
        ;
    }
}

static ChessGameItem *
item_from_pgn (const char *tags)
{
  g_autofree char *text = g_strdup_printf ("%s\n1. e4 e5 2. Nf3 *\n", tags);
  ChessPgnReader *reader = chess_pgn_reader_new_memory (text, strlen (text));
  ChessPgnIndexEntry entry = { 0 };
  g_autoptr(ChessGameStrings) strings = chess_game_strings_new ();
  ChessGameItem *item;

  g_assert_true (chess_pgn_reader_scan_game (reader, &entry));
  item = chess_game_item_new_from_index (&entry, strings);
  chess_pgn_index_entry_clear (&entry);
  chess_pgn_reader_free (reader);
  return item;
}

static gboolean
query_matches (const char    *text,
               ChessGameItem *item)
{
  g_autoptr(ChessGameQuery) query = chess_game_query_new (text);
  return chess_game_query_matches (query, item);
}

static void
test_query (void)
{
  g_autoptr(ChessGameItem) game = item_from_pgn ("[Event \"Tata Steel\"]\n[Site \"Wijk aan Zee\"]\n"
                                                 "[Date \"2012.01.21\"]\n[White \"Carlsen, Magnus\"]\n"
                                                 "[Black \"Aronian, Levon\"]\n[Result \"1/2-1/2\"]\n"
                                                 "[ECO \"D37\"]\n[WhiteElo \"2835\"]\n");
  g_autoptr(ChessGameItem) greek = item_from_pgn ("[White \"Ελευθερίου\"]\n[Black \"Ιωάννου\"]\n[Result \"1-0\"]\n"
                                                  "[Date \"1999.04.??\"]\n");
  g_autoptr(ChessGameItem) undated = item_from_pgn ("[Date \"????.??.??\"]\n");
  g_autofree char *month = chess_game_item_format_date (greek);
  g_autofree char *none = chess_game_item_format_date (undated);
  g_autofree char *date = chess_game_item_format_date (game);
  g_autofree char *elo = chess_game_item_format_elo (game);

  g_assert_cmpuint (chess_game_item_get_year (game), ==, 2012);
  g_assert_cmpstr (date, ==, "2012.01.21");
  g_assert_cmpstr (elo, ==, "2835 – ?");
  g_assert_cmpstr (chess_game_item_format_result (game), ==, "½–½");
  g_assert_cmpstr (month, ==, "1999.04");
  g_assert_cmpstr (none, ==, "");
  g_assert_cmpuint (chess_game_item_get_year (undated), ==, 0);

  g_assert_true (query_matches ("", game));
  g_assert_true (query_matches ("  carlsen ", game));
  g_assert_true (query_matches ("CARLSEN aronian", game));     /* both players */
  g_assert_true (query_matches ("carlsen 2012", game));        /* a year */
  g_assert_true (query_matches ("carlsen ۲۰۱۲", game));        /* in Persian digits */
  g_assert_true (query_matches ("tata", game));                /* event */
  g_assert_true (query_matches ("wijk", game));                /* site */
  g_assert_true (query_matches ("d3", game));                  /* ECO, a range of it */
  g_assert_true (query_matches ("1/2", game));                 /* result */
  g_assert_true (query_matches ("½-½", game));
  g_assert_false (query_matches ("carlsen 2013", game));       /* every word must match */
  g_assert_false (query_matches ("kasparov", game));
  g_assert_false (query_matches ("1-0", game));
  g_assert_false (query_matches ("ελευθερίου", game));
  g_assert_true (query_matches ("ελευθερίου", greek));         /* folded, not only ASCII */
  g_assert_true (query_matches ("ΙΩΆΝΝΟΥ", greek) == query_matches ("ιωάννου", greek));
  g_assert_true (query_matches ("1-0", greek));
  g_assert_false (query_matches ("0-1", greek));
}

/* ---- the widget ---- */

static gboolean filtered_seen;

static void
on_filtered (ChessGameList *list)
{
  filtered_seen = TRUE;
}

static void
wait_filtered (ChessGameList *list)
{
  while (!filtered_seen)
    g_main_context_iteration (NULL, TRUE);
  filtered_seen = FALSE;
}

static void
wait_sorted (GListModel *sorted)
{
  while (gtk_sort_list_model_get_pending (GTK_SORT_LIST_MODEL (sorted)) > 0)
    g_main_context_iteration (NULL, TRUE);
}

static GtkColumnViewColumn *
column_titled (GtkWidget  *widget,
               const char *title)
{
  if (GTK_IS_COLUMN_VIEW (widget))
    {
      GListModel *columns = gtk_column_view_get_columns (GTK_COLUMN_VIEW (widget));

      for (guint i = 0; i < g_list_model_get_n_items (columns); i++)
        {
          g_autoptr(GtkColumnViewColumn) column = g_list_model_get_item (columns, i);

          if (g_str_equal (gtk_column_view_column_get_title (column), title))
            return column;
        }
      return NULL;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkColumnViewColumn *column = column_titled (child, title);

      if (column != NULL)
        return column;
    }
  return NULL;
}

static GtkColumnView *
column_view_of (GtkWidget *widget)
{
  if (GTK_IS_COLUMN_VIEW (widget))
    return GTK_COLUMN_VIEW (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkColumnView *view = column_view_of (child);

      if (view != NULL)
        return view;
    }
  return NULL;
}

static void
on_activated (ChessGameList  *list,
              ChessGameItem  *item,
              ChessGameItem **activated)
{
  g_set_object (activated, item);
}

static void
test_list_widget (void)
{
  g_autofree char *path = testdata ("games/chesslablab-5-players-11039-games.pgn.gz");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(ChessGameIndex) index = chess_game_index_new_for_file (file);
  GtkWidget *window = gtk_window_new ();
  ChessGameList *list = CHESS_GAME_LIST (chess_game_list_new ());
  GListModel *shown;
  guint expected = 0, n;
  g_autoptr(ChessGameItem) selected = NULL;
  g_autoptr(GPtrArray) selection = NULL;
  ChessGameItem *activated = NULL;

  g_signal_connect (list, "filtered", G_CALLBACK (on_filtered), NULL);
  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (list));
  gtk_window_set_default_size (GTK_WINDOW (window), 900, 600);
  gtk_window_present (GTK_WINDOW (window));
  chess_game_list_set_games (list, G_LIST_MODEL (index));
  wait_filtered (list);
  g_assert_true (chess_game_index_get_complete (index));
  g_assert_cmpuint (chess_game_list_get_n_games (list), ==, 11039);
  g_assert_cmpuint (chess_game_list_get_n_shown (list), ==, 11039);

  /* Search: the games with Polgar as either player, counted here by
   * plain comparison of the names. */
  for (guint i = 0; i < 11039; i++)
    {
      g_autoptr(ChessGameItem) item = g_list_model_get_item (G_LIST_MODEL (index), i);
      g_autofree char *white = g_ascii_strdown (chess_game_item_get_white (item), -1);
      g_autofree char *black = g_ascii_strdown (chess_game_item_get_black (item), -1);

      expected += strstr (white, "polgar") != NULL || strstr (black, "polgar") != NULL;
    }
  g_assert_cmpuint (expected, >, 1000);
  chess_game_list_set_search (list, "Polgar");
  wait_filtered (list);
  g_assert_cmpuint (chess_game_list_get_n_shown (list), ==, expected);
  g_assert_cmpstr (chess_game_list_get_search (list), ==, "Polgar");

  /* Sorted by White, descending, by a click's worth of API. */
  shown = chess_game_list_get_shown (list);
  gtk_column_view_sort_by_column (column_view_of (GTK_WIDGET (list)), column_titled (GTK_WIDGET (list), "White"),
                                  GTK_SORT_DESCENDING);
  wait_sorted (shown);
  n = g_list_model_get_n_items (shown);
  g_assert_cmpuint (n, ==, expected);
  for (guint i = 1; i < n; i++)
    {
      g_autoptr(ChessGameItem) a = g_list_model_get_item (shown, i - 1);
      g_autoptr(ChessGameItem) b = g_list_model_get_item (shown, i);
      g_autofree char *fa = g_utf8_casefold (chess_game_item_get_white (a), -1);
      g_autofree char *fb = g_utf8_casefold (chess_game_item_get_white (b), -1);
      g_autofree char *ka = g_utf8_collate_key (fa, -1);
      g_autofree char *kb = g_utf8_collate_key (fb, -1);

      g_assert_cmpint (strcmp (ka, kb), >=, 0);
    }

  /* A game selected by its number, wherever the sort put it. */
  {
    g_autoptr(ChessGameItem) some = g_list_model_get_item (shown, n / 2);
    guint64 number = chess_game_item_get_number (some);

    g_assert_true (chess_game_list_select_number (list, number));
    selected = chess_game_list_get_selected (list);
    g_assert_nonnull (selected);
    g_assert_cmpuint (chess_game_item_get_number (selected), ==, number);
    selection = chess_game_list_get_selection (list);
    g_assert_cmpuint (selection->len, ==, 1);
    /* Not shown: not selected. */
    g_assert_false (chess_game_list_select_number (list, 1));
  }

  /* Activation names the game. */
  g_signal_connect (list, "game-activated", G_CALLBACK (on_activated), &activated);
  g_signal_emit_by_name (column_view_of (GTK_WIDGET (list)), "activate", 0);
  g_assert_nonnull (activated);
  {
    g_autoptr(ChessGameItem) first = g_list_model_get_item (shown, 0);
    g_assert_true (activated == first);
  }
  g_clear_object (&activated);

  /* Nothing matches: the list says so. */
  chess_game_list_set_search (list, "nobody-plays-here");
  wait_filtered (list);
  g_assert_cmpuint (chess_game_list_get_n_shown (list), ==, 0);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* ---- the library's games (ChessLibraryModel) in the list ---- */

static gboolean
contains_folded (const char *text,
                 const char *part)
{
  g_autofree char *folded = g_utf8_casefold (text, -1);

  return strstr (folded, part) != NULL;
}

/* The games a search for `part` (folded) must find, counted by plain
 * comparison of the fields it looks at. */
static guint
count_containing (GListModel *games,
                  const char *part)
{
  guint n = 0;

  for (guint i = 0; i < g_list_model_get_n_items (games); i++)
    {
      g_autoptr(ChessGameItem) item = g_list_model_get_item (games, i);

      n += contains_folded (chess_game_item_get_white (item), part)
           || contains_folded (chess_game_item_get_black (item), part)
           || contains_folded (chess_game_item_get_event (item), part)
           || contains_folded (chess_game_item_get_site (item), part);
    }
  return n;
}

static void
test_library_list (void)
{
  ChessLibraryFilter filter = CHESS_LIBRARY_FILTER_INIT;
  const char *path = library_test_fischer (tmp_dir);
  g_autoptr(ChessLibraryModel) model = library_test_model_new (path, &filter);
  GtkWidget *window = gtk_window_new ();
  ChessGameList *list = CHESS_GAME_LIST (chess_game_list_new ());
  GListModel *shown;
  guint n, expected;

  g_signal_connect (list, "filtered", G_CALLBACK (on_filtered), NULL);
  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (list));
  gtk_window_set_default_size (GTK_WINDOW (window), 900, 600);
  gtk_window_present (GTK_WINDOW (window));
  chess_game_list_set_games (list, G_LIST_MODEL (model));
  wait_filtered (list);
  g_assert_cmpuint (chess_game_list_get_n_shown (list), ==, 827);
  /* The rows on screen are bound, and only their games read (had the
   * list asked for every row, they would all be read by then). */
  library_test_run_a_while ();
  g_assert_cmpuint (library_test_n_read (model), <, 827 / 2);
  g_assert_false (chess_library_model_get_complete (model));

  /* Sorted by Black, ascending: every game is read, then sorted. */
  shown = chess_game_list_get_shown (list);
  gtk_column_view_sort_by_column (column_view_of (GTK_WIDGET (list)), column_titled (GTK_WIDGET (list), "Black"),
                                  GTK_SORT_ASCENDING);
  library_test_wait_complete (model);
  wait_sorted (shown);
  n = g_list_model_get_n_items (shown);
  g_assert_cmpuint (n, ==, 827);
  for (guint i = 1; i < n; i++)
    {
      g_autoptr(ChessGameItem) a = g_list_model_get_item (shown, i - 1);
      g_autoptr(ChessGameItem) b = g_list_model_get_item (shown, i);
      g_autofree char *fa = g_utf8_casefold (chess_game_item_get_black (a), -1);
      g_autofree char *fb = g_utf8_casefold (chess_game_item_get_black (b), -1);
      g_autofree char *ka = g_utf8_collate_key (fa, -1);
      g_autofree char *kb = g_utf8_collate_key (fb, -1);

      g_assert_false (chess_game_item_is_unread (a));
      g_assert_cmpint (strcmp (ka, kb), <=, 0);
    }

  /* A search, counted here over every game by plain comparison. */
  expected = count_containing (G_LIST_MODEL (model), "petrosian");
  g_assert_cmpuint (expected, >, 10);
  filtered_seen = FALSE;   /* the sort's, once every game was read */
  chess_game_list_set_search (list, "Petrosian");
  wait_filtered (list);
  g_assert_cmpuint (chess_game_list_get_n_shown (list), ==, expected);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A search typed before the games are read: it waits for them all. */
static void
test_library_search_first (void)
{
  ChessLibraryFilter filter = CHESS_LIBRARY_FILTER_INIT;
  const char *path = library_test_fischer (tmp_dir);
  g_autoptr(ChessLibraryModel) model = library_test_model_new (path, &filter);
  g_autoptr(ChessGameList) list = g_object_ref_sink (CHESS_GAME_LIST (chess_game_list_new ()));
  guint expected;

  g_signal_connect (list, "filtered", G_CALLBACK (on_filtered), NULL);
  chess_game_list_set_search (list, "Tal");
  filtered_seen = FALSE;
  chess_game_list_set_games (list, G_LIST_MODEL (model));
  wait_filtered (list);
  g_assert_true (chess_library_model_get_complete (model));
  expected = count_containing (G_LIST_MODEL (model), "tal");
  g_assert_cmpuint (expected, >, 10);
  g_assert_cmpuint (chess_game_list_get_n_shown (list), ==, expected);
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  gtk_disable_setlocale ();
  setlocale (LC_ALL, "C.UTF-8");
  tmp_dir = g_dir_make_tmp ("chess-game-list-XXXXXX", NULL);

  g_test_add_func ("/game-list/index-file", test_index_file);
  g_test_add_func ("/game-list/index-cut-short", test_index_cut_short);
  g_test_add_func ("/game-list/index-dropped", test_index_dropped);
  g_test_add_func ("/game-list/query", test_query);
  if (gtk_init_check ())
    {
      g_test_add_func ("/game-list/widget", test_list_widget);
      g_test_add_func ("/game-list/library", test_library_list);
      g_test_add_func ("/game-list/library-search-first", test_library_search_first);
    }
  status = g_test_run ();
  {
    g_autofree char *command = g_strdup_printf ("rm -rf %s", tmp_dir);
    g_spawn_command_line_sync (command, NULL, NULL, NULL, NULL);
  }
  g_free (tmp_dir);
  return status;
}
