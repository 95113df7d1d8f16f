/* SPDX-License-Identifier: GPL-3.0-or-later */
/* library-query — our side of the query timings of bench/library.sh.
 *
 *   library-query tree DB RUNS SAN-LINE…    as bench/library-scid.tcl tree
 *   library-query player DB RUNS NAME       find --player NAME: the count, the first
 *                                           page of 50 games (what a list shows),
 *                                           and every game
 *   library-query fen DB RUNS FEN           find --fen FEN
 *   library-query first DB RUNS FEN         the Explorer's list: the first 50 games
 *                                           that reach FEN, as a page (find_range)
 *                                           and as chess_library_find stopped at
 *                                           the 50th (how it was asked before)
 *   library-query line DB ID PLIES          the SAN of game ID's first PLIES plies
 *   library-query index FILE                time to the first 50 entries of the
 *                                           streaming index of FILE (.pgn or
 *                                           .pgn.gz) and to all of them
 *
 * Opens the library once and times each query inside the process (median
 * of RUNS of wall-clock and of CPU time from /proc/self/schedstat), as the
 * Scid script does for Scid: the first run is included, so a cold cache
 * counts.  Prints "tree INDEX WALL CPU" and "move SAN GAMES" lines like the
 * Scid side, or "find WALL CPU GAMES" (for player, "count …" and "page …"
 * lines first). */
#include <glib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

#include "chess-library.h"
#include "chess-notation.h"

static int
compare_doubles (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return x < y ? -1 : x > y;
}

static double
median (double *values, int n)
{
  qsort (values, (size_t) n, sizeof *values, compare_doubles);
  return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

/* CPU time of this process so far, in seconds (schedstat: nanoseconds). */
static double
cpu_seconds (void)
{
  char *text = NULL;
  double seconds = 0;
  if (g_file_get_contents ("/proc/self/schedstat", &text, NULL, NULL))
    seconds = g_ascii_strtod (text, NULL) / 1e9;
  g_free (text);
  return seconds;
}

static gboolean
count_game (const ChessLibraryGameInfo *info, gpointer user_data)
{
  ++*(guint64 *) user_data;
  return TRUE;
}

/* count_game up to 50 games. */
static gboolean
count_fifty (const ChessLibraryGameInfo *info, gpointer user_data)
{
  return ++*(guint64 *) user_data < 50;
}

static int
die (GError *error)
{
  fprintf (stderr, "library-query: %s\n", error->message);
  g_error_free (error);
  return 1;
}

static size_t
read_gz (void *user_data, char *buf, size_t max)
{
  int n = gzread ((gzFile) user_data, buf, (unsigned) (max > 1u << 30 ? 1u << 30 : max));
  return n < 0 ? (size_t) -1 : (size_t) n;
}

/* The game list's measurement: the index scan as a list model would run it. */
static int
time_index (const char *path)
{
  gint64 t0 = g_get_monotonic_time (), first = 0;
  gzFile gz = gzopen (path, "rb");
  if (!gz)
    {
      fprintf (stderr, "library-query: cannot open %s\n", path);
      return 1;
    }
  gzbuffer (gz, 128 * 1024);
  ChessPgnReader *reader = chess_pgn_reader_new (read_gz, gz);
  ChessPgnIndexEntry entry = { 0 };
  size_t n = 0;
  while (chess_pgn_reader_scan_game (reader, &entry))
    if (++n == 50)
      first = g_get_monotonic_time ();
  gint64 done = g_get_monotonic_time ();
  chess_pgn_index_entry_clear (&entry);
  chess_pgn_reader_free (reader);
  gzclose (gz);
  printf ("index %zu %.6f %.6f\n", n, (double) (first - t0) / 1e6, (double) (done - t0) / 1e6);
  return 0;
}

/* The first ply of game id whose position no other game reaches. */
static int
single_ply (ChessLibrary *library, const ChessRecord *record, gint64 id)
{
  int ply = 0;
  for (ChessNode *node = record->root; node; node = node->first_child, ply++)
    {
      ChessPosition pos;
      chess_record_position_at (record, node, &pos);
      ChessLibraryFilter filter = CHESS_LIBRARY_FILTER_INIT;
      filter.position = &pos;
      guint64 games = 0;
      if (ply >= 16 && chess_library_find (library, &filter, count_game, &games, NULL, NULL) && games == 1)
        return ply;
    }
  return ply - 1;
}

/* plies < 0: up to the first position of this game alone. */
static int
print_line (const char *db, gint64 id, int plies)
{
  GError *error = NULL;
  ChessLibrary *library = chess_library_open (db, &error);
  ChessRecord *record = library ? chess_library_get_record (library, id, &error) : NULL;
  if (!record)
    return die (error);
  if (plies < 0)
    plies = single_ply (library, record, id);
  ChessPosition pos = record->start;
  int ply = 0;
  for (ChessNode *node = record->root->first_child; node && ply < plies; node = node->first_child, ply++)
    {
      char san[CHESS_SAN_MAX];
      ChessUndo undo;
      chess_move_to_san (&pos, node->move, san);
      printf ("%s%s", ply ? " " : "", san);
      chess_position_make_move (&pos, node->move, &undo);
    }
  putchar ('\n');
  chess_record_free (record);
  g_object_unref (library);
  return 0;
}

int
main (int argc, char **argv)
{
  if (argc == 3 && strcmp (argv[1], "index") == 0)
    return time_index (argv[2]);
  if (argc == 5 && strcmp (argv[1], "line") == 0)
    return print_line (argv[2], g_ascii_strtoll (argv[3], NULL, 10), atoi (argv[4]));
  if (argc < 5)
    {
      fputs ("usage: library-query tree|player|fen|first DB RUNS ARG…\n", stderr);
      return 2;
    }
  GError *error = NULL;
  ChessLibrary *library = chess_library_open (argv[2], &error);
  if (!library)
    return die (error);
  int runs = atoi (argv[3]);
  if (runs < 1)
    runs = 1;
  double *times = g_new (double, runs), *cpus = g_new (double, runs);

  if (strcmp (argv[1], "tree") == 0)
    for (int index = 4; index < argc; index++)
      {
        ChessPosition pos;
        chess_position_set_start (&pos);
        char **sans = g_strsplit (argv[index], " ", -1);
        for (char **s = sans; *s; s++)
          {
            ChessMove move;
            ChessUndo undo;
            if (**s == '\0')
              continue;
            if (chess_move_from_san (&pos, *s, strlen (*s), &move) != CHESS_SAN_OK)
              {
                fprintf (stderr, "library-query: bad move %s\n", *s);
                return 2;
              }
            chess_position_make_move (&pos, move, &undo);
          }
        g_strfreev (sans);
        GArray *moves = NULL;
        for (int r = 0; r < runs; r++)
          {
            if (moves)
              g_array_unref (moves);
            double c0 = cpu_seconds ();
            gint64 t0 = g_get_monotonic_time ();
            moves = chess_library_tree (library, &pos, NULL, &error);
            times[r] = (double) (g_get_monotonic_time () - t0) / 1e6;
            cpus[r] = cpu_seconds () - c0;
            if (!moves)
              return die (error);
          }
        printf ("tree %d %.6f %.6f\n", index - 4, median (times, runs), median (cpus, runs));
        for (guint i = 0; i < moves->len; i++)
          {
            const ChessLibraryTreeMove *m = &g_array_index (moves, ChessLibraryTreeMove, i);
            char san[CHESS_SAN_MAX];
            chess_move_to_san (&pos, m->move, san);
            printf ("move %s %u\n", san, m->games);
          }
        g_array_unref (moves);
      }
  else
    {
      ChessLibraryFilter filter = CHESS_LIBRARY_FILTER_INIT;
      ChessPosition pos;
      if (strcmp (argv[1], "player") == 0)
        filter.player = argv[4];
      else if (chess_position_from_fen (&pos, argv[4], NULL))
        filter.position = &pos;
      else
        {
          fprintf (stderr, "library-query: bad FEN %s\n", argv[4]);
          return 2;
        }
      /* For a player: what a list of the games needs first, then all;
       * the Explorer's first page two ways. */
      static const char *const steps[] = { "count", "page", "find", "stopped" };
      gboolean first = strcmp (argv[1], "first") == 0;
      for (int step = filter.player ? 0 : first ? 1 : 2; step < (first ? 4 : 3); step++)
        {
          if (first && step == 2)
            continue;
          guint64 games = 0;
          for (int r = 0; r < runs; r++)
            {
              games = 0;
              double c0 = cpu_seconds ();
              gint64 t0 = g_get_monotonic_time ();
              gint64 n = step == 0 ? chess_library_count (library, &filter, NULL, &error) : 0;
              if (step == 0 && n < 0)
                return die (error);
              if ((step == 1 || step == 2)
                  && !chess_library_find_range (library, &filter, 0, step == 1 ? 50 : -1, count_game, &games, NULL,
                                                &error))
                return die (error);
              if (step == 3 && !chess_library_find (library, &filter, count_fifty, &games, NULL, &error))
                return die (error);
              times[r] = (double) (g_get_monotonic_time () - t0) / 1e6;
              cpus[r] = cpu_seconds () - c0;
              if (step == 0)
                games = (guint64) n;
            }
          printf ("%s %.6f %.6f %" G_GUINT64_FORMAT "\n", steps[step], median (times, runs), median (cpus, runs), games);
        }
    }
  g_free (times);
  g_free (cpus);
  g_object_unref (library);
  return 0;
}
