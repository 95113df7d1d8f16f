/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench/tablebase.c — root probes of ChessTablebase (the verdict and every
 * move) on the positions of a file, one FEN a line: probes per second and
 * the time of one probe, mean and slowest (bench/tablebase.sh runs it
 * beside fathom).  The first pass over the file reads the tables from the
 * disk, which is reported apart as the cold pass.
 *
 *   tablebase-bench TABLES FENS [PASSES]   (not a test) */

#include <glib.h>
#include <stdio.h>

#include "chess-notation.h"
#include "chess-tablebase.h"

static double
run_pass (ChessTablebase *tablebase, GArray *positions, double *slowest)
{
  gint64 start = g_get_monotonic_time ();
  for (guint i = 0; i < positions->len; i++)
    {
      gint64 before = g_get_monotonic_time ();
      g_autoptr (ChessTablebaseResult) result
        = chess_tablebase_probe (tablebase, &g_array_index (positions, ChessPosition, i), NULL);
      double took = (double) (g_get_monotonic_time () - before) / 1000.0;
      if (!result)
        g_error ("position %u is not covered", i + 1);
      *slowest = MAX (*slowest, took);
    }
  return (double) (g_get_monotonic_time () - start) / 1e6;
}

int
main (int argc, char **argv)
{
  if (argc < 3)
    {
      g_printerr ("usage: tablebase-bench TABLES FENS [PASSES]\n");
      return 2;
    }
  int passes = argc > 3 ? MAX (1, atoi (argv[3])) : 20;
  g_autofree char *text = NULL;
  g_autoptr (GError) error = NULL;
  if (!g_file_get_contents (argv[2], &text, NULL, &error))
    g_error ("%s", error->message);
  g_autoptr (GArray) positions = g_array_new (FALSE, FALSE, sizeof (ChessPosition));
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
  for (char **line = lines; *line; line++)
    {
      ChessPosition pos;
      if (**line && chess_position_from_fen (&pos, *line, NULL))
        g_array_append_val (positions, pos);
    }
  g_autoptr (ChessTablebase) tablebase = chess_tablebase_new ();
  if (!chess_tablebase_open (tablebase, argv[1], &error))
    g_error ("%s", error->message);

  double cold_slowest = 0, slowest = 0, total = 0;
  double cold = run_pass (tablebase, positions, &cold_slowest);
  for (int pass = 0; pass < passes; pass++)
    total += run_pass (tablebase, positions, &slowest);
  double probes = (double) positions->len * passes;
  printf ("positions %u, passes %d\n", positions->len, passes);
  printf ("cold pass: %.3f ms a probe, slowest %.3f ms\n", cold * 1000 / positions->len,
          cold_slowest);
  printf ("warm: %.0f probes/s, %.3f ms a probe, slowest %.3f ms\n", probes / total,
          total * 1000 / probes, slowest);
  return 0;
}
