/* SPDX-License-Identifier: GPL-3.0-or-later */
/* clock-test-util.h — a fake time source and signal counters for the
 * ChessClock tests. */
#pragma once

#include <string.h>
#include <glib.h>

#include "chess-clock.h"

#define SEC(x) ((gint64) ((x) * 1e6 + 0.5))

typedef struct {
  gint64 now;          /* the fake monotonic time, µs */
  int flag_count;
  int flag_side;
  int changed_count;
  GPtrArray *notified; /* property names, in order */
} ClockTest;

static inline gint64
clock_test_now (gpointer data)
{
  return ((ClockTest *) data)->now;
}

static inline void
clock_test_on_flag (ChessClock *clock, int side, ClockTest *t)
{
  t->flag_count++;
  t->flag_side = side;
}

static inline void
clock_test_on_changed (ChessClock *clock, ClockTest *t)
{
  t->changed_count++;
}

static inline void
clock_test_on_notify (ChessClock *clock, GParamSpec *pspec, ClockTest *t)
{
  g_ptr_array_add (t->notified, g_strdup (pspec->name));
}

/* A clock for `text` under fake time (starting far from 0, so that no
 * code can get away with treating 0 as "unset"). */
static inline ChessClock *
clock_test_new (ClockTest *t, const char *text)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (ChessTimeControl) tc = chess_time_control_parse (text, &error);
  ChessClock *clock;

  g_assert_no_error (error);
  memset (t, 0, sizeof *t);
  t->now = SEC (86400) + 12345;
  t->flag_side = -1;
  t->notified = g_ptr_array_new_with_free_func (g_free);
  clock = chess_clock_new (tc);
  chess_clock_set_time_source (clock, clock_test_now, t, NULL);
  g_signal_connect (clock, "flag-fell", G_CALLBACK (clock_test_on_flag), t);
  g_signal_connect (clock, "changed", G_CALLBACK (clock_test_on_changed), t);
  g_signal_connect (clock, "notify", G_CALLBACK (clock_test_on_notify), t);
  return clock;
}

static inline void
clock_test_clear (ClockTest *t, ChessClock *clock)
{
  g_object_unref (clock);
  g_ptr_array_unref (t->notified);
}

static inline gboolean
clock_test_was_notified (ClockTest *t, const char *name)
{
  for (guint i = 0; i < t->notified->len; i++)
    if (g_str_equal (g_ptr_array_index (t->notified, i), name))
      return TRUE;
  return FALSE;
}

/* The side on turn thinks for `used`, then presses. */
static inline gboolean
clock_test_move (ClockTest *t, ChessClock *clock, gint64 used)
{
  t->now += used;
  return chess_clock_press (clock);
}
