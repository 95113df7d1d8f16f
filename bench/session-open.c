/* SPDX-License-Identifier: GPL-3.0-or-later */
/* session-open.c — opening one game of a big PGN file through the
 * session, two ways in the same runs: as before (the whole file read and
 * every game scanned: chess_session_open_async) and at its place in the
 * file, as a game list now asks for it (chess_session_open_located_async,
 * the location found by an index scan beforehand, as the list has it;
 * for a .pgn.gz also the access points that scan kept).  Prints the
 * median wall-clock and CPU time (of the process: the open runs in a
 * worker thread) of each, their ratios, and for a .pgn.gz the bytes of
 * text a located open inflated.
 *
 * usage: session-open FILE GAME [RUNS]   (GAME from 1; not a test) */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "bench-loop.h"
#include "bench-locate.h"
#include "chess-session.h"

static double
cpu_ms (void)
{
  struct timespec now;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &now);
  return (double) now.tv_sec * 1000.0 + (double) now.tv_nsec / 1e6;
}

static void
on_done (GObject      *source,
         GAsyncResult *result,
         gpointer      user_data)
{
  *(GAsyncResult **) user_data = g_object_ref (result);
}

/* One open, timed (wall time returned, CPU time into *cpu); exits on
 * failure. */
static double
time_open (ChessSession            *session,
           GFile                   *file,
           guint                    index,
           const ChessGameLocation *location,
           double                  *cpu)
{
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GError) error = NULL;
  gint64 start = g_get_monotonic_time ();
  double cpu_start = cpu_ms ();

  if (location != NULL)
    chess_session_open_located_async (session, file, index, location, NULL, on_done, &result);
  else
    chess_session_open_async (session, file, index, NULL, on_done, &result);
  while (result == NULL)
    g_main_context_iteration (NULL, TRUE);
  if (!chess_session_open_finish (session, result, NULL, &error))
    {
      fprintf (stderr, "%s\n", error->message);
      exit (1);
    }
  *cpu = cpu_ms () - cpu_start;
  return (double) (g_get_monotonic_time () - start) / 1000.0;
}

int
main (int argc, char **argv)
{
  ChessGameLocation at;
  g_autoptr(GFile) file = NULL;
  g_autoptr(ChessPgnSource) source = NULL;
  double whole[64], located[64], whole_cpu[64], located_cpu[64];
  guint64 inflated = 0;
  guint game;
  int runs;

  if (argc < 3)
    {
      fprintf (stderr, "usage: %s FILE GAME [RUNS]\n", argv[0]);
      return 2;
    }
  game = (guint) MAX (atoi (argv[2]), 1);
  runs = argc > 3 ? CLAMP (atoi (argv[3]), 1, 64) : 5;
  file = g_file_new_for_commandline_arg (argv[1]);
  /* The location, as a game list's index has it (read as it reads). */
  source = bench_locate_game (file, game, &at);
  if (source == NULL)
    return 1;

  for (int r = 0; r < runs; r++)
    {
      g_autoptr(ChessSession) session = chess_session_new (NULL);

      whole[r] = time_open (session, file, game - 1, NULL, &whole_cpu[r]);
      located[r] = time_open (session, file, game - 1, &at, &located_cpu[r]);
    }
  if (at.access_points != NULL)
    inflated = chess_gzip_index_get_inflated (at.access_points) / (guint64) runs;
  printf ("%s, game %u of %u, median of %d runs\n", argv[1], game, at.count, runs);
  printf ("  whole file read (before)   %8.2f ms wall %8.2f ms CPU\n", bench_median (whole, runs),
          bench_median (whole_cpu, runs));
  printf ("  the game alone (located)   %8.2f ms wall %8.2f ms CPU\n", bench_median (located, runs),
          bench_median (located_cpu, runs));
  printf ("  ratio located / before     %10.6f wall %10.6f CPU\n",
          bench_median (located, runs) / bench_median (whole, runs),
          bench_median (located_cpu, runs) / bench_median (whole_cpu, runs));
  if (at.access_points != NULL)
    printf ("  text inflated per located open: %" G_GUINT64_FORMAT " bytes (%u access points)\n", inflated,
            chess_gzip_index_get_n_points (at.access_points));
  return 0;
}
