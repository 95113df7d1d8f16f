/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench/tablebase.c — root probes of ChessTablebase (the verdict and every
 * move) on the positions of a file, one FEN a line: probes per second and
 * the time of one probe, mean and slowest (bench/tablebase.sh runs it
 * beside fathom).  The first pass over the file reads the tables from the
 * disk, which is reported apart as the cold pass.  Then the main loop's
 * side: every position probed through chess_tablebase_probe_async, one
 * after another as the analysis panel does (the next when the last has
 * answered), while a 1 ms timer runs on the main loop, whose longest gap
 * between two ticks is the longest the main loop waited (beside the same
 * loop idle, the peer: what the machine gives a loop that does nothing).
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

typedef struct {
  GMainLoop *loop;
  gint64 last_tick;
  gint64 longest_gap;
  ChessTablebase *tablebase;
  GArray *positions;
  guint next;                 /* the probe to send */
  guint total;
} LoopWatch;

static void send_next (LoopWatch *watch);

static gboolean
tick (gpointer user_data)
{
  LoopWatch *watch = user_data;
  gint64 now = g_get_monotonic_time ();
  if (watch->last_tick)
    watch->longest_gap = MAX (watch->longest_gap, now - watch->last_tick);
  watch->last_tick = now;
  return G_SOURCE_CONTINUE;
}

static void
probed (GObject *source, GAsyncResult *result, gpointer user_data)
{
  LoopWatch *watch = user_data;
  g_autoptr (ChessTablebaseResult) found
    = chess_tablebase_probe_finish (CHESS_TABLEBASE (source), result, NULL);
  if (!found)
    g_error ("an asynchronous probe failed");
  send_next (watch);
}

static void
send_next (LoopWatch *watch)
{
  if (watch->next == watch->total)
    {
      g_main_loop_quit (watch->loop);
      return;
    }
  const ChessPosition *pos = &g_array_index (watch->positions, ChessPosition, watch->next % watch->positions->len);
  watch->next++;
  chess_tablebase_probe_async (watch->tablebase, pos, NULL, probed, watch);
}

static gboolean
stop_idle (gpointer user_data)
{
  g_main_loop_quit (user_data);
  return G_SOURCE_REMOVE;
}

/* The longest gap between 1 ms ticks (ms) while `positions` are probed
 * `passes` times on worker threads, or (positions NULL) for `idle_ms`
 * of an idle loop; *seconds gets the time it took. */
static double
longest_wait (ChessTablebase *tablebase, GArray *positions, int passes, guint idle_ms,
              double *seconds)
{
  LoopWatch watch = { g_main_loop_new (NULL, FALSE), 0, 0, tablebase, positions, 0,
                      positions ? positions->len * (guint) passes : 0 };
  guint timer = g_timeout_add (1, tick, &watch);
  gint64 start = g_get_monotonic_time ();
  if (positions)
    send_next (&watch);
  else
    g_timeout_add (idle_ms, stop_idle, watch.loop);
  g_main_loop_run (watch.loop);
  *seconds = (double) (g_get_monotonic_time () - start) / 1e6;
  g_source_remove (timer);
  g_main_loop_unref (watch.loop);
  return (double) watch.longest_gap / 1000.0;
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

  double async_seconds, idle_seconds;
  double probing_wait = longest_wait (tablebase, positions, passes, 0, &async_seconds);
  double idle_wait = longest_wait (tablebase, NULL, 0, (guint) MAX (async_seconds * 1000, 200), &idle_seconds);
  printf ("async: %.0f probes/s on a worker thread, one after another\n", probes / async_seconds);
  printf ("main loop: longest wait %.3f ms while probing, %.3f ms idle (1 ms timer)\n", probing_wait,
          idle_wait);
  return 0;
}
