/* SPDX-License-Identifier: GPL-3.0-or-later */
/* gif.c — the time, peak memory and size of a game's GIF (bench/gif.sh).
 *
 *   gif PGN GAME SIZE FIRST LAST REPEATS [OUT.gif]
 *
 * Reads game GAME (from 1) of PGN and makes the GIF of its plies FIRST to
 * LAST (-1: the end) at SIZE pixels REPEATS times, in this process: the
 * first time (the piece set's SVGs parsed, the fonts loaded) and the best
 * and median of the others, in wall-clock and CPU milliseconds; then the
 * frames, the size and the peak resident memory of the process.  Not a
 * test. */
#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <time.h>

#include "chess-game-gif.h"
#include "chess-pgn.h"

static double
now (clockid_t clock)
{
  struct timespec t;

  clock_gettime (clock, &t);
  return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static int
compare (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

int
main (int argc, char *argv[])
{
  ChessPgnReader *reader;
  ChessRecord *record = NULL;
  FILE *input;
  int game, repeats;
  double *wall, *cpu, first_wall = 0, first_cpu = 0;
  ChessGameGifOptions options;
  ChessPieceDrawings *pieces;
  struct rusage usage;
  gsize size = 0;
  guint frames = 0;

  if (argc < 7)
    {
      fprintf (stderr, "usage: gif PGN GAME SIZE FIRST LAST REPEATS [OUT.gif]\n");
      return 2;
    }
  input = fopen (argv[1], "rb");
  if (input == NULL)
    {
      perror (argv[1]);
      return 2;
    }
  game = atoi (argv[2]);
  reader = chess_pgn_reader_new_file (input);
  for (int i = 1; i <= game; i++)
    {
      if (record != NULL)
        chess_record_free (record);
      if (chess_pgn_reader_next_game (reader, &record) == CHESS_PGN_END)
        {
          fprintf (stderr, "%s has no game %d\n", argv[1], game);
          return 2;
        }
    }
  chess_pgn_reader_free (reader);
  fclose (input);

  chess_game_gif_options_init (&options);
  options.size = atoi (argv[3]);
  options.first_ply = atoi (argv[4]);
  options.last_ply = atoi (argv[5]);
  /* BENCH_GIF_NO_LAST_MOVE=1: without the last move's highlight */
  options.last_move = g_getenv ("BENCH_GIF_NO_LAST_MOVE") == NULL;
  repeats = MAX (2, atoi (argv[6]));
  wall = g_new (double, repeats);
  cpu = g_new (double, repeats);

  for (int r = 0; r < repeats; r++)
    {
      double w0 = now (CLOCK_MONOTONIC), c0 = now (CLOCK_PROCESS_CPUTIME_ID);
      g_autoptr (GError) error = NULL;
      GBytes *bytes;

      /* the first run pays for the piece set too, as a program would */
      pieces = chess_piece_drawings_new ("classic", &error);
      bytes = chess_game_gif_make (record, pieces, &options, &frames, &error);
      if (bytes == NULL)
        {
          fprintf (stderr, "%s\n", error->message);
          return 1;
        }
      wall[r] = now (CLOCK_MONOTONIC) - w0;
      cpu[r] = now (CLOCK_PROCESS_CPUTIME_ID) - c0;
      size = g_bytes_get_size (bytes);
      if (r == 0 && argc > 7)
        g_file_set_contents (argv[7], g_bytes_get_data (bytes, NULL), (gssize) size, NULL);
      g_bytes_unref (bytes);
      g_object_unref (pieces);
    }
  first_wall = wall[0];
  first_cpu = cpu[0];
  qsort (wall + 1, (size_t) repeats - 1, sizeof (double), compare);
  qsort (cpu + 1, (size_t) repeats - 1, sizeof (double), compare);
  getrusage (RUSAGE_SELF, &usage);
  printf ("frames %u size_bytes %zu first_ms %.1f first_cpu_ms %.1f best_ms %.1f median_ms %.1f "
          "best_cpu_ms %.1f median_cpu_ms %.1f peak_rss_kb %ld\n",
          frames, size, first_wall, first_cpu, wall[1], wall[1 + (repeats - 1) / 2],
          cpu[1], cpu[1 + (repeats - 1) / 2], usage.ru_maxrss);
  chess_record_free (record);
  g_free (wall);
  g_free (cpu);
  return 0;
}
