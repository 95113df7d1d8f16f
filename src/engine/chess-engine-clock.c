/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-engine-clock.c — what an engine is told of the clock: the real
 * ChessClock read at the instant "go" is sent, never a copy of the time
 * control (GNOME Chess told engines a fixed time for years, and they lost
 * on time or played too fast). */

#include "config.h"

#include "chess-engine.h"

static gint64
bonus_ms (const ChessTimeControl *tc,
          ChessClock             *clock,
          ChessColor              side)
{
  const ChessTimePeriod *period =
    chess_time_control_period_for_move (tc, chess_clock_get_moves_made (clock, side), NULL);

  if (period == NULL || period->bonus == CHESS_BONUS_NONE)
    return 0;
  return period->bonus_us / 1000;
}

void
chess_engine_go_from_clock (ChessUciGo *go,
                            ChessClock *clock)
{
  const ChessTimeControl *tc;
  int running;

  g_return_if_fail (go != NULL);

  go->timed = FALSE;
  if (clock == NULL)
    return;
  tc = chess_clock_get_time_control (clock);
  if (tc == NULL || !chess_time_control_is_timed (tc))
    return;

  go->timed = TRUE;
  /* Rounded down: an engine that thinks it has a millisecond more than it
   * has may lose on time. */
  go->wtime_ms = chess_clock_get_remaining (clock, CHESS_WHITE) / 1000;
  go->btime_ms = chess_clock_get_remaining (clock, CHESS_BLACK) / 1000;
  go->winc_ms = bonus_ms (tc, clock, CHESS_WHITE);
  go->binc_ms = bonus_ms (tc, clock, CHESS_BLACK);
  running = chess_clock_get_running_side (clock);
  go->movestogo = running >= 0 ? chess_clock_get_moves_to_next_period (clock, (ChessColor) running) : 0;
}
