/* SPDX-License-Identifier: GPL-3.0-or-later */
/* library-list.c — the Library view's list on a big library, as the view
 * sets it up: ChessLibraryModel for a filter, to its count and first
 * rows; a row far down (what a scrollbar dragged to the end shows); and
 * every row read (what a sort or a search needs).  Before it was paged,
 * the list read every row at each opening: chess_library_find to an item
 * per game, measured here in the same runs as the peer.  Prints, as the median of the
 * runs, wall-clock times and the longest the main loop waited
 * meanwhile; and, from the first run (later ones reuse what the first
 * freed), the memory each way holds: resident set then, minus before.
 *
 * usage: library-list DB [RUNS] [PLAYER]   (not a test: bench/library-list.sh) */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "bench-loop.h"
#include "chess-game-item.h"
#include "chess-library-model.h"

/* Resident memory in MiB, from /proc/self/statm. */
static double
resident_mib (void)
{
  g_autofree char *text = NULL;
  unsigned long size = 0, resident = 0;

  if (!g_file_get_contents ("/proc/self/statm", &text, NULL, NULL) || sscanf (text, "%lu %lu", &size, &resident) != 2)
    return 0;
  return (double) resident * (double) sysconf (_SC_PAGESIZE) / (1024.0 * 1024.0);
}

static void
on_changed (GListModel *model,
            guint       position,
            guint       removed,
            guint       added,
            guint      *changes)
{
  (*changes)++;
}

typedef struct {
  ChessGameStrings *strings;
  GPtrArray *items;
} Rows;

static gboolean
add_item (const ChessLibraryGameInfo *info,
          gpointer                    user_data)
{
  Rows *rows = user_data;

  g_ptr_array_add (rows->items, chess_game_item_new_from_library (info, rows->strings));
  return TRUE;
}

/* The list before it was paged: every game that passes, to an item. */
static guint
find_every_row (const char               *path,
                const ChessLibraryFilter *filter)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(ChessLibrary) library = chess_library_open (path, &error);
  g_autoptr(ChessGameStrings) strings = chess_game_strings_new ();
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_object_unref);
  Rows rows = { strings, items };

  if (library == NULL || !chess_library_find (library, filter, add_item, &rows, NULL, &error))
    {
      fprintf (stderr, "%s\n", error->message);
      exit (1);
    }
  return items->len;
}

static gint64
run_until_changed (guint       *changes,
                   BenchTicker *watch)
{
  guint before = *changes;

  bench_ticker_reset (watch);
  while (*changes == before)
    g_main_context_iteration (NULL, TRUE);
  return watch->longest_gap;
}

int
main (int argc, char **argv)
{
  enum { COUNTED, FAR, READ_ALL, READ_ALL_GAP, BEFORE, N_FIGURES };
  static const char *const names[N_FIGURES] = {
    "count and first rows (ms)", "a row 9/10 down read (ms)",
    "every row read (ms)", "longest main-loop wait while reading all (ms)",
    "before: chess_library_find, every row (ms)",
  };
  double counted_mib = 0, read_all_mib = 0;
  double figures[N_FIGURES][64];
  ChessLibraryFilter filter = CHESS_LIBRARY_FILTER_INIT;
  guint n_games = 0;
  int runs;

  if (argc < 2)
    {
      fprintf (stderr, "usage: %s DB [RUNS] [PLAYER]\n", argv[0]);
      return 2;
    }
  runs = argc > 2 ? CLAMP (atoi (argv[2]), 1, 64) : 5;
  filter.player = argc > 3 ? argv[3] : NULL;
  chess_core_init ();
  for (int r = 0; r < runs; r++)
    {
      BenchTicker watch = { 0 };
      guint ticker = g_timeout_add (2, bench_ticker_tick, &watch);
      double base = resident_mib ();
      guint changes = 0;
      ChessLibraryService *service;
      ChessLibraryModel *model;
      gint64 t;

      t = g_get_monotonic_time ();
      service = chess_library_service_new (argv[1]);
      model = chess_library_model_new (service, &filter);
      g_object_unref (service);
      g_signal_connect (model, "items-changed", G_CALLBACK (on_changed), &changes);
      while (!chess_library_model_get_counted (model))
        g_main_context_iteration (NULL, TRUE);
      figures[COUNTED][r] = (g_get_monotonic_time () - t) / 1000.0;
      if (r == 0)
        counted_mib = resident_mib () - base;
      n_games = g_list_model_get_n_items (G_LIST_MODEL (model));
      if (chess_library_model_get_error (model) != NULL)
        {
          fprintf (stderr, "%s\n", chess_library_model_get_error (model)->message);
          return 1;
        }

      t = g_get_monotonic_time ();
      g_object_unref (g_list_model_get_item (G_LIST_MODEL (model), n_games / 10 * 9));
      run_until_changed (&changes, &watch);
      figures[FAR][r] = (g_get_monotonic_time () - t) / 1000.0;

      t = g_get_monotonic_time ();
      bench_ticker_reset (&watch);
      chess_library_model_read_all (model);
      while (!chess_library_model_get_complete (model))
        g_main_context_iteration (NULL, TRUE);
      figures[READ_ALL][r] = (g_get_monotonic_time () - t) / 1000.0;
      figures[READ_ALL_GAP][r] = watch.longest_gap / 1000.0;
      if (r == 0)
        read_all_mib = resident_mib () - base;

      g_source_remove (ticker);
      g_object_unref (model);

      t = g_get_monotonic_time ();
      if (find_every_row (argv[1], &filter) != n_games)
        {
          fprintf (stderr, "chess_library_find found another number of games\n");
          return 1;
        }
      figures[BEFORE][r] = (g_get_monotonic_time () - t) / 1000.0;
    }
  printf ("%s%s%s: %u games, median of %d runs\n", argv[1], filter.player ? " --player " : "",
          filter.player ? filter.player : "", n_games, runs);
  for (int i = 0; i < N_FIGURES; i++)
    printf ("  %-48s %8.1f\n", names[i], bench_median (figures[i], runs));
  printf ("  %-48s %8.1f\n  %-48s %8.1f\n", "memory held, counted (MiB, first run)", counted_mib,
          "memory held, every row read (MiB, first run)", read_all_mib);
  /* Paged (now) against every row read at each opening (before). */
  printf ("  %-48s %8.4f\n", "ratio, opening: paged / before",
          bench_median (figures[COUNTED], runs) / MAX (bench_median (figures[BEFORE], runs), 1e-3));
  printf ("  %-48s %8.3f\n", "ratio, memory: paged / every row read", counted_mib / MAX (read_all_mib, 1e-3));
  return 0;
}
