/* SPDX-License-Identifier: GPL-3.0-or-later */
/* analysis-restart.c — how soon infinite analysis shows the new position
 * after a navigation: ChessAnalysis is moved along a game's main line,
 * one ply every 300 ms, and the time from chess_analysis_set_position to
 * the first lines of the new position (the first ::updated, which goes
 * out at once) is measured.  Prints the median and the worst, in ms.
 *
 *   analysis-restart ENGINE PGN [PLIES]      (built and run by bench/review.sh) */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "chess-analysis.h"
#include "chess-pgn.h"

typedef struct {
  gint64 set_at;
  gint64 first_update;
} Probe;

static void
updated_cb (ChessAnalysis *analysis, Probe *probe)
{
  if (probe->first_update == 0 && chess_analysis_get_n_lines (analysis) > 0)
    probe->first_update = g_get_monotonic_time ();
}

static int
compare_doubles (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

int
main (int argc, char *argv[])
{
  g_autofree char *text = NULL;
  gsize length;
  ChessRecord **games = NULL;
  ChessEngine *engine;
  ChessAnalysis *analysis;
  GArray *moves = g_array_new (FALSE, FALSE, sizeof (ChessMove));
  Probe probe = { 0 };
  int plies = argc > 3 ? atoi (argv[3]) : 40;
  double *latencies;
  int n = 0;

  if (argc < 3 || !g_file_get_contents (argv[2], &text, &length, NULL)
      || chess_pgn_read_string (text, length, &games, NULL, NULL) < 1)
    {
      fprintf (stderr, "usage: %s ENGINE PGN [PLIES]\n", argv[0]);
      return 2;
    }
  engine = chess_engine_new (argv[1]);
  analysis = chess_analysis_new (engine);
  chess_analysis_set_lines (analysis, 3);
  g_signal_connect (analysis, "updated", G_CALLBACK (updated_cb), &probe);
  latencies = g_new (double, plies + 1);

  /* The start first, to have the engine running and warm. */
  chess_analysis_set_position (analysis, &games[0]->start, NULL, 0);
  for (gint64 until = g_get_monotonic_time () + G_USEC_PER_SEC; g_get_monotonic_time () < until;)
    g_main_context_iteration (NULL, FALSE);

  for (const ChessNode *node = games[0]->root->first_child; node && n < plies; node = node->first_child)
    {
      gint64 until;

      g_array_append_val (moves, node->move);
      probe.first_update = 0;
      probe.set_at = g_get_monotonic_time ();
      chess_analysis_set_position (analysis, &games[0]->start,
                                   (const ChessMove *) (gconstpointer) moves->data, moves->len);
      if (!chess_analysis_get_running (analysis))
        break;
      until = probe.set_at + 300 * 1000;
      while (g_get_monotonic_time () < until)
        g_main_context_iteration (NULL, FALSE);
      if (probe.first_update)
        latencies[n++] = (probe.first_update - probe.set_at) / 1000.0;
      else
        latencies[n++] = 300.0;   /* none within the 300 ms: counted as 300 */
    }
  qsort (latencies, n, sizeof *latencies, compare_doubles);
  printf ("analysis restart: %d navigations, first lines after %.1f ms (median), %.1f ms (worst)\n",
          n, latencies[n / 2], latencies[n - 1]);

  chess_analysis_stop (analysis);
  g_object_unref (analysis);
  chess_engine_quit (engine);
  g_object_unref (engine);
  return 0;
}
