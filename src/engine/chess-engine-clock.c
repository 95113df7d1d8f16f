/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-engine-clock.c — what an engine is told of the clock: the real
 * ChessClock read at the instant "go" is sent, never a copy of the time
 * control (GNOME Chess told engines a fixed time for years, and they lost
 * on time or played too fast), and the most a move may take of it. */

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

/* The budget's terms (see chess-engine.h).  An engine left to its own
 * time management spends far more than a person across the board expects
 * of a computer: Stockfish took 38 s for a move at 5+3 on a loaded
 * machine.  The cap keeps a move to a few seconds at any time control;
 * the quarter of the remaining time keeps an increment from being spent
 * before it is earned. */
#define BUDGET_MOVES_LEFT 30
#define BUDGET_INCREMENT_PERCENT 80
#define BUDGET_CAP_MS 5000
#define BUDGET_MAX_SHARE 4

gint64
chess_engine_move_budget_ms (gint64 remaining_ms,
                             gint64 increment_ms,
                             int    movestogo)
{
  int moves_left = movestogo > 0 ? MIN (movestogo, BUDGET_MOVES_LEFT) : BUDGET_MOVES_LEFT;
  gint64 budget_ms;

  remaining_ms = MAX (remaining_ms, 0);
  increment_ms = MAX (increment_ms, 0);
  budget_ms = remaining_ms / moves_left + increment_ms * BUDGET_INCREMENT_PERCENT / 100;
  budget_ms = MIN (budget_ms, remaining_ms / BUDGET_MAX_SHARE);
  return CLAMP (budget_ms, 1, BUDGET_CAP_MS);
}
