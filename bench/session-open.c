/* SPDX-License-Identifier: GPL-3.0-or-later */
/* session-open.c — opening one game of a big PGN file through the
 * session, two ways in the same runs: as before (the whole file read and
 * every game scanned: chess_session_open_async) and at its place in the
 * file, as a game list now asks for it (chess_session_open_located_async,
 * the location found by an index scan beforehand, as the list has it).
 * Prints the median wall-clock time of each and their ratio.
 *
 * usage: session-open FILE GAME [RUNS]   (GAME from 1; not a test) */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>

#include "bench-loop.h"
#include "chess-pgn.h"
#include "chess-session.h"

static void
on_done (GObject      *source,
         GAsyncResult *result,
         gpointer      user_data)
{
  *(GAsyncResult **) user_data = g_object_ref (result);
}

/* One open, timed; exits on failure. */
static double
time_open (ChessSession            *session,
           GFile                   *file,
           guint                    index,
           const ChessGameLocation *location)
{
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GError) error = NULL;
  gint64 start = g_get_monotonic_time ();

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
  return (double) (g_get_monotonic_time () - start) / 1000.0;
}

int
main (int argc, char **argv)
{
  ChessGameLocation at = { 0, 0, -1, 0 };
  g_autoptr(GFile) file = NULL;
  g_autofree char *text = NULL;
  ChessPgnIndexEntry entry = { 0 };
  ChessPgnReader *reader;
  double whole[64], located[64];
  gsize length = 0;
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
  /* The location, as a game list's index has it. */
  if (!g_file_get_contents (argv[1], &text, &length, NULL))
    return 1;
  reader = chess_pgn_reader_new_memory (text, length);
  while (chess_pgn_reader_scan_game (reader, &entry))
    {
      at.count++;
      if (entry.game == game)
        {
          at.offset = entry.offset;
          at.line = entry.line;
        }
      else if (entry.game == game + 1)
        at.end = (gint64) entry.offset;
    }
  chess_pgn_index_entry_clear (&entry);
  chess_pgn_reader_free (reader);
  g_clear_pointer (&text, g_free);

  for (int r = 0; r < runs; r++)
    {
      g_autoptr(ChessSession) session = chess_session_new (NULL);

      whole[r] = time_open (session, file, game - 1, NULL);
      located[r] = time_open (session, file, game - 1, &at);
    }
  printf ("%s, game %u of %u, median of %d runs\n", argv[1], game, at.count, runs);
  printf ("  whole file read (before)   %8.2f ms\n", bench_median (whole, runs));
  printf ("  the game alone (located)   %8.2f ms\n", bench_median (located, runs));
  printf ("  ratio located / before     %10.6f\n", bench_median (located, runs) / bench_median (whole, runs));
  return 0;
}
