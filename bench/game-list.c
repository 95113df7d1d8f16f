/* SPDX-License-Identifier: GPL-3.0-or-later */
/* game-list.c — the game list's work on a big file, as the window does
 * it: ChessGameIndex read by its worker into the list model, through an
 * incremental filter and sort model (as ChessGameList sets them up), then
 * a sort by White and a search.  Prints, as the median of the runs, the
 * time to the first rows and to the whole index, the time each step
 * takes, and the longest the main loop waited between two of its turns
 * meanwhile (what a person would see as the window freezing).
 *
 * usage: game-list FILE [RUNS]   (not a test: bench/game-list.sh) */
#include "config.h"

#include <gtk/gtk.h>
#include <stdio.h>
#include <stdlib.h>

#include "bench-loop.h"
#include "chess-game-index.h"
#include "chess-game-item.h"

typedef struct {
  gint64 start;
  gint64 first_rows;         /* first items-changed of the index */
  BenchTicker ticker;
} Watch;

static void
on_rows (GListModel *model,
         guint       position,
         guint       removed,
         guint       added,
         Watch      *watch)
{
  if (watch->first_rows == 0 && added > 0)
    watch->first_rows = g_get_monotonic_time ();
}

static gboolean
search_anand (gpointer item,
              gpointer data)
{
  return chess_game_query_matches (data, item);
}

/* Runs the main loop until done says so; returns the longest gap. */
static gint64
run_until (gboolean (*done) (gpointer),
           gpointer   data,
           Watch     *watch)
{
  bench_ticker_reset (&watch->ticker);
  while (!done (data))
    g_main_context_iteration (NULL, TRUE);
  return watch->ticker.longest_gap;
}

static gboolean
index_done (gpointer data)
{
  return chess_game_index_get_complete (data);
}

static gboolean
sort_done (gpointer data)
{
  return gtk_sort_list_model_get_pending (data) == 0;
}

static gboolean
filter_done (gpointer data)
{
  return gtk_filter_list_model_get_pending (data) == 0;
}

int
main (int argc, char **argv)
{
  enum { FIRST, COMPLETE, LOAD_GAP, SORT, SORT_GAP, SEARCH, SEARCH_GAP, N_FIGURES };
  static const char *const names[N_FIGURES] = {
    "first rows (ms)", "index complete (ms)", "longest main-loop wait while reading (ms)",
    "sort by White (ms)", "longest main-loop wait while sorting (ms)",
    "search \"anand\" (ms)", "longest main-loop wait while searching (ms)",
  };
  double figures[N_FIGURES][64];
  guint n_games = 0;
  int runs;

  if (argc < 2)
    {
      fprintf (stderr, "usage: %s FILE [RUNS]\n", argv[0]);
      return 2;
    }
  runs = argc > 2 ? CLAMP (atoi (argv[2]), 1, 64) : 5;
  chess_core_init ();
  for (int r = 0; r < runs; r++)
    {
      g_autoptr(GFile) file = g_file_new_for_commandline_arg (argv[1]);
      g_autoptr(ChessGameQuery) query = chess_game_query_new ("anand");
      Watch watch = { 0 };
      guint ticker = g_timeout_add (2, bench_ticker_tick, &watch.ticker);
      ChessGameIndex *index;
      GtkCustomFilter *filter = gtk_custom_filter_new (search_anand, NULL, NULL);
      GtkFilterListModel *filtered;
      GtkSortListModel *sorted;
      GtkSorter *by_white;
      gint64 t;

      watch.start = g_get_monotonic_time ();
      index = chess_game_index_new_for_file (file);
      g_signal_connect (index, "items-changed", G_CALLBACK (on_rows), &watch);
      filtered = gtk_filter_list_model_new (G_LIST_MODEL (g_object_ref (index)), NULL);
      gtk_filter_list_model_set_incremental (filtered, TRUE);
      sorted = gtk_sort_list_model_new (G_LIST_MODEL (g_object_ref (filtered)), NULL);
      gtk_sort_list_model_set_incremental (sorted, TRUE);

      figures[LOAD_GAP][r] = run_until (index_done, index, &watch) / 1000.0;
      figures[FIRST][r] = (watch.first_rows - watch.start) / 1000.0;
      figures[COMPLETE][r] = (g_get_monotonic_time () - watch.start) / 1000.0;
      n_games = g_list_model_get_n_items (G_LIST_MODEL (index));

      t = g_get_monotonic_time ();
      by_white = GTK_SORTER (gtk_string_sorter_new (gtk_property_expression_new (CHESS_TYPE_GAME_ITEM, NULL, "white")));
      gtk_sort_list_model_set_sorter (sorted, by_white);
      figures[SORT_GAP][r] = run_until (sort_done, sorted, &watch) / 1000.0;
      figures[SORT][r] = (g_get_monotonic_time () - t) / 1000.0;

      t = g_get_monotonic_time ();
      gtk_filter_list_model_set_filter (filtered, GTK_FILTER (filter));
      figures[SEARCH_GAP][r] = run_until (filter_done, filtered, &watch) / 1000.0;
      figures[SEARCH][r] = (g_get_monotonic_time () - t) / 1000.0;

      g_source_remove (ticker);
      g_object_unref (by_white);
      g_object_unref (filter);
      g_object_unref (sorted);
      g_object_unref (filtered);
      g_object_unref (index);
    }
  printf ("%s: %u games, median of %d runs\n", argv[1], n_games, runs);
  for (int i = 0; i < N_FIGURES; i++)
    printf ("  %-45s %8.1f\n", names[i], bench_median (figures[i], runs));
  return 0;
}
