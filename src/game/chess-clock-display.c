/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-clock-display.c — what a clock display needs from a ChessClock:
 * the next instant its digits or low-time state change, the text of a
 * remaining time, and low time.  Split from chess-clock.c; the state is in
 * chess-clock-private.h. */
#include "config.h"

#include "chess-clock-private.h"

gboolean
chess_clock_low_time_at (ChessClock *self, ChessColor side, gint64 now)
{
  return self->timed && remaining_at (self, side, now) <= self->low_time_threshold;
}

/* Time from now until `side`'s remaining time reaches `target`, moving at
 * `rate` (−1 running, +1 sandclock waiting side); G_MAXINT64 if never. */
static gint64
time_until (ChessClock *self, ChessColor side, gint64 now, gint64 target, int rate)
{
  gint64 r = remaining_at (self, side, now);

  if (rate < 0 && target < r)
    {
      gint64 elapsed = segment_elapsed (self, now);
      gint64 delay = self->delay_left - MIN (elapsed, self->delay_left);

      return sat_add (delay, r - target);
    }
  if (rate > 0 && target > r)
    return target - r;
  return G_MAXINT64;
}

static int
rate_of (ChessClock *self, ChessColor side)
{
  if (!self->timed || !is_running (self))
    return 0;
  if ((int) side == self->running)
    return -1;
  return chess_time_control_get_kind (self->time_control) == CHESS_TIME_CONTROL_SANDCLOCK;
}

/* The next low-time crossing of either side, as a delay from now. */
static gint64
next_low_time_change (ChessClock *self, gint64 now)
{
  gint64 best = G_MAXINT64;

  for (int side = 0; side < 2; side++)
    {
      int rate = rate_of (self, side);

      if (rate < 0)
        best = MIN (best, time_until (self, side, now, self->low_time_threshold, rate));
      else if (rate > 0)
        best = MIN (best, time_until (self, side, now, self->low_time_threshold + 1, rate));
    }
  return best;
}

gint64
chess_clock_next_display_change_at (ChessClock *self, gint64 now)
{
  gint64 best;

  if (!self->timed || !is_running (self))
    return G_MAXINT64;
  if (flag_is_due (self, now))
    return flag_instant (self);

  best = next_low_time_change (self, now);
  for (int side = 0; side < 2; side++)
    {
      int rate = rate_of (self, side);
      gint64 r = remaining_at (self, side, now);
      gint64 unit = r > CHESS_CLOCK_TENTHS_AT_US ? G_USEC_PER_SEC : G_USEC_PER_SEC / 10;
      gint64 shown = (r + unit - 1) / unit;   /* ceiling */

      /* Counting down, the digits change when r reaches (shown − 1)·unit;
       * counting up, when r passes shown·unit. */
      if (rate < 0)
        best = MIN (best, time_until (self, side, now, (shown - 1) * unit, rate));
      else if (rate > 0)
        best = MIN (best, time_until (self, side, now, shown * unit + 1, rate));
    }
  return best == G_MAXINT64 ? G_MAXINT64 : sat_add (now, best);
}

gint64
chess_clock_get_next_display_change (ChessClock *self)
{
  g_return_val_if_fail (CHESS_IS_CLOCK (self), G_MAXINT64);
  return chess_clock_next_display_change_at (self, now_of (self));
}

char *
chess_clock_format_time (gint64 remaining_us)
{
  gint64 s;

  if (remaining_us <= 0)
    return g_strdup ("0:00.0");
  if (remaining_us <= CHESS_CLOCK_TENTHS_AT_US)
    {
      int tenths = (int) ((remaining_us + G_USEC_PER_SEC / 10 - 1) / (G_USEC_PER_SEC / 10));

      return g_strdup_printf ("0:%02d.%d", tenths / 10, tenths % 10);
    }
  s = (remaining_us + G_USEC_PER_SEC - 1) / G_USEC_PER_SEC;
  if (s >= 3600)
    return g_strdup_printf ("%" G_GINT64_FORMAT ":%02d:%02d",
                            s / 3600, (int) (s / 60 % 60), (int) (s % 60));
  return g_strdup_printf ("%d:%02d", (int) (s / 60), (int) (s % 60));
}

gboolean
chess_clock_is_low_time (ChessClock *self, ChessColor side)
{
  g_return_val_if_fail (CHESS_IS_CLOCK (self), FALSE);
  g_return_val_if_fail (side == CHESS_WHITE || side == CHESS_BLACK, FALSE);
  return chess_clock_low_time_at (self, side, now_of (self));
}
