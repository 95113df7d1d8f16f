/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-loop.h — shared by the benchmarks that drive a main loop: a
 * ticker that records the longest the loop kept it waiting (what a person
 * sees as the window freezing), and the median of the runs. */
#pragma once

#include <glib.h>
#include <stdlib.h>

typedef struct {
  gint64 last_tick;
  gint64 longest_gap;
} BenchTicker;

/* A GSourceFunc for g_timeout_add (2, bench_ticker_tick, ticker). */
static inline gboolean
bench_ticker_tick (gpointer data)
{
  BenchTicker *ticker = data;
  gint64 now = g_get_monotonic_time ();

  if (ticker->last_tick > 0)
    ticker->longest_gap = MAX (ticker->longest_gap, now - ticker->last_tick);
  ticker->last_tick = now;
  return G_SOURCE_CONTINUE;
}

/* Starts a new measurement of the longest gap. */
static inline void
bench_ticker_reset (BenchTicker *ticker)
{
  ticker->last_tick = 0;
  ticker->longest_gap = 0;
}

static inline int
bench_compare_doubles (const void *a,
                       const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return x < y ? -1 : x > y;
}

/* Sorts values. */
static inline double
bench_median (double *values,
              int     n)
{
  qsort (values, (size_t) n, sizeof *values, bench_compare_doubles);
  return values[n / 2];
}
