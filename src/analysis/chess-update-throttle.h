/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-update-throttle.h — at most one view update per interval.
 *
 * An engine may send hundreds of info lines a second; a person reads a few
 * updates a second, and each redraw costs the window a frame.  The rule:
 * the first change after a quiet interval goes out at once; changes inside
 * the interval are held and go out together when it ends.  Pure, with the
 * time passed in (microseconds, monotonic), so it is tested without
 * waiting. */
#pragma once

#include <glib.h>

typedef struct {
  gint64 interval_us;
  gint64 last_emit_us;      /* G_MININT64 before the first */
  gboolean pending;         /* a change is held */
} ChessUpdateThrottle;

static inline void
chess_update_throttle_init (ChessUpdateThrottle *throttle, gint64 interval_us)
{
  throttle->interval_us = interval_us;
  throttle->last_emit_us = G_MININT64;
  throttle->pending = FALSE;
}

/* Something changed at `now`.  Returns 0 if the update is to go out now
 * (and counts it as sent), or the microseconds to wait before calling
 * chess_update_throttle_flush — or -1 if a flush is already due (the
 * caller's timer is running). */
static inline gint64
chess_update_throttle_change (ChessUpdateThrottle *throttle, gint64 now_us)
{
  gboolean was_pending = throttle->pending;

  if (throttle->last_emit_us == G_MININT64 || now_us - throttle->last_emit_us >= throttle->interval_us)
    {
      if (was_pending)
        return -1;
      throttle->last_emit_us = now_us;
      return 0;
    }
  throttle->pending = TRUE;
  return was_pending ? -1 : throttle->last_emit_us + throttle->interval_us - now_us;
}

/* The held update goes out at `now`: TRUE if there was one. */
static inline gboolean
chess_update_throttle_flush (ChessUpdateThrottle *throttle, gint64 now_us)
{
  if (!throttle->pending)
    return FALSE;
  throttle->pending = FALSE;
  throttle->last_emit_us = now_us;
  return TRUE;
}

/* A new subject (another position): its first update goes out at once. */
static inline void
chess_update_throttle_reset (ChessUpdateThrottle *throttle)
{
  throttle->last_emit_us = G_MININT64;
  throttle->pending = FALSE;
}
