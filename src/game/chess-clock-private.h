/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-clock-private.h — the state of a ChessClock and the small time
 * computations shared by chess-clock.c (running, the timer) and
 * chess-clock-display.c (what a display shows, low time).  Only those two
 * files include it. */
#pragma once

#include "chess-clock.h"

G_BEGIN_DECLS

/* Clock values stay far below G_MAXINT64 so sums of them cannot overflow. */
#define CLOCK_LIMIT_US (G_MAXINT64 / 4)

struct _ChessClock {
  GObject parent_instance;

  ChessTimeControl *time_control;
  gboolean timed;

  ChessTimeSource time_source;   /* NULL = g_get_monotonic_time + timer */
  gpointer time_source_data;
  GDestroyNotify time_source_destroy;

  gint64 stored[2];
  int moves[2];
  gint64 last_move[2];
  gboolean flagged[2];
  gboolean low[2];              /* as last notified */

  int running;                  /* side on turn, or −1 */
  gboolean paused;
  gboolean stopped;
  gint64 segment_start;         /* valid while running and not paused */
  gint64 delay_left;            /* simple delay left this turn */
  gint64 turn_used;             /* time used this turn before segment_start */

  gint64 low_time_threshold;
  gint64 display_due;           /* next display change, as last computed */
  GSource *timer;
};

static inline gint64
sat_add (gint64 a, gint64 b)
{
  gint64 sum = a + b;   /* both ≤ CLOCK_LIMIT_US in magnitude */

  return CLAMP (sum, -CLOCK_LIMIT_US, CLOCK_LIMIT_US);
}

static inline gint64
now_of (ChessClock *self)
{
  if (self->time_source)
    return self->time_source (self->time_source_data);
  return g_get_monotonic_time ();
}

static inline gboolean
is_running (ChessClock *self)
{
  return self->running >= 0 && !self->paused && !self->stopped;
}

/* Elapsed time of the current stretch (0 unless running). */
static inline gint64
segment_elapsed (ChessClock *self, gint64 now)
{
  if (!is_running (self))
    return 0;
  return CLAMP (now - self->segment_start, 0, CLOCK_LIMIT_US);
}

/* Remaining time of `side` at `now`, not clamped at 0. */
static inline gint64
remaining_at (ChessClock *self, ChessColor side, gint64 now)
{
  gint64 elapsed = segment_elapsed (self, now);

  if (!self->timed)
    return 0;
  if ((int) side == self->running)
    return self->stored[side] - (elapsed - MIN (elapsed, self->delay_left));
  if (chess_time_control_get_kind (self->time_control) == CHESS_TIME_CONTROL_SANDCLOCK)
    return sat_add (self->stored[side], elapsed);
  return self->stored[side];
}

/* The instant the running side's flag falls. */
static inline gint64
flag_instant (ChessClock *self)
{
  return sat_add (sat_add (self->segment_start, self->delay_left),
                  self->stored[self->running]);
}

static inline gboolean
flag_is_due (ChessClock *self, gint64 now)
{
  return self->timed && is_running (self) && now >= flag_instant (self);
}

/* chess-clock-display.c */

/* Timed and remaining at `now` ≤ the low-time threshold. */
G_GNUC_INTERNAL
gboolean chess_clock_low_time_at (ChessClock *self, ChessColor side, gint64 now);
/* The next display change after `now` as an instant (G_MAXINT64 if none);
 * the flag instant if the flag is due. */
G_GNUC_INTERNAL
gint64 chess_clock_next_display_change_at (ChessClock *self, gint64 now);

G_END_DECLS
