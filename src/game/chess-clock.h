/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-clock.h — a two-sided chess clock that cannot drift.
 *
 * Remaining time is always stored − (now − started) from a monotonic
 * source, never decremented per tick, so it cannot drift; a single timer
 * is armed for the next instant that matters, the flag fall included.
 *
 * Rules (all times in microseconds):
 * - Only the side on turn ("running side") loses time.  chess_clock_press()
 *   ends its turn: the time it used is taken, then its bonus is applied and
 *   the other side's turn starts.
 * - Fischer increment: added after every completed move, from move 1.
 * - Bronstein delay: after the move, min (delay, time used this turn) is
 *   given back, so a side can never gain time.
 * - Simple (US) delay: for the first `delay` of each turn the clock does not
 *   count down; what is left of the delay is not banked.
 * - Periods with a move count ("40/5400+30:1800+30"): moves are counted per
 *   side; when a side completes the last move of a period, the next period's
 *   time is added right after that move (with its bonus).  The bonus of a
 *   move is the one of the period the move belongs to.  A last period with a
 *   move count repeats ("40/9000": 9000 s more after moves 40, 80, …).
 * - Sandclock ("*180"): an hourglass; while one side runs, the other side's
 *   time grows by the same amount, continuously.
 * - "-" and "?": nothing ever flags; get_remaining() is 0 for both sides,
 *   but moves and the time of each move are still counted.
 * - Flag fall: the flag falls at the instant the remaining time reaches 0;
 *   remaining 0 means fallen, so a press at exactly that instant is too
 *   late.  Then the flagged side's time is 0, the clock stops (running side
 *   −1, "stopped" TRUE) and "flag-fell" is emitted once.  (So with no base
 *   time, "0+1", the first move is late unless it takes no time at all.)
 *
 * Time source: by default g_get_monotonic_time(), and one GSource on the
 * thread-default main context of the thread that created the clock is
 * armed (g_source_set_ready_time) for the next instant anything shown
 * changes: the digits of either side, a side entering or leaving low time,
 * and exactly the flag fall.  It then updates the low-time properties,
 * emits "display-changed", and at the flag instant makes the flag fall.
 * With a custom source (tests, replays) no timer is armed: call
 * chess_clock_check_flag() after advancing the time, which does the same.
 * Every function that looks at the time (press, pause, get_remaining, …)
 * treats a flag that is due as fallen, timer or not.
 *
 * Display: a display shows the remaining time rounded UP (ceiling): whole
 * seconds above 10 s ("0:11" for 10.000001 s), tenths at 10 s and below
 * ("0:10.0" … "0:00.1"), so "0:00.0" appears only when the flag has fallen.
 * chess_clock_format_time() gives that text.  A display either redraws on
 * "display-changed" and "changed", or arms its own timer for
 * chess_clock_get_next_display_change() (same time base as the clock).
 *
 * Restoring a saved game: chess_clock_new (tc), set_remaining() and
 * set_moves_made() for both sides (the [%clk] values after each side's last
 * move), then chess_clock_pause() if it should not run yet, then
 * chess_clock_start (side to move).
 */
#pragma once

#include <glib-object.h>
#include "chess-types.h"
#include "chess-enums.h"
#include "chess-time-control.h"

G_BEGIN_DECLS

/* Returns monotonic microseconds (g_get_monotonic_time by default). */
typedef gint64 (*ChessTimeSource) (gpointer user_data);

/* At or below this remaining time a display shows tenths of a second. */
#define CHESS_CLOCK_TENTHS_AT_US (10 * G_USEC_PER_SEC)
/* Default of the "low-time-threshold" property: the same 10 s, so the
 * low-time look and the tenths start together. */
#define CHESS_CLOCK_DEFAULT_LOW_TIME_US (10 * G_USEC_PER_SEC)

#define CHESS_TYPE_CLOCK (chess_clock_get_type ())
G_DECLARE_FINAL_TYPE (ChessClock, chess_clock, CHESS, CLOCK, GObject)

/* `time_control` is copied; NULL means "-" (no clock).  Both sides start
 * with the first period's time (a sandclock: its time each).  Nothing runs
 * until chess_clock_start(). */
ChessClock *chess_clock_new (const ChessTimeControl *time_control);
/* NULL `source` restores g_get_monotonic_time and the timer.  May be
 * called while running: the time used so far is kept. */
void chess_clock_set_time_source (ChessClock *self, ChessTimeSource source,
                                  gpointer user_data, GDestroyNotify destroy);
/* The current time of the clock's time source. */
gint64 chess_clock_get_time (ChessClock *self);
const ChessTimeControl *chess_clock_get_time_control (ChessClock *self);

/* Start the turn of `side` now (the first move's side, or after a restore):
 * its per-turn delay starts afresh.  Clears "stopped"; if the clock is
 * paused, the turn starts at chess_clock_resume(). */
void chess_clock_start (ChessClock *self, ChessColor side);
/* The running side completed a move: stop its time, add its bonus, start the
 * other side.  Returns FALSE (and changes nothing but the flag) if the
 * mover's flag had already fallen — even if no timer has run yet; the flag
 * then falls now.  While paused the sides switch and the clock stays
 * paused.  When nothing runs (not started, stopped) it changes nothing and
 * returns FALSE only if a flag has fallen. */
gboolean chess_clock_press (ChessClock *self);
/* The first move of `side` when its clock never ran: the move took no
 * time (its bonus still applies) and the other side's turn starts now. */
gboolean chess_clock_press_first (ChessClock *self, ChessColor side);
/* Freeze the time (no-op when stopped or already paused). */
void chess_clock_pause (ChessClock *self);
void chess_clock_resume (ChessClock *self);
/* Game over: freeze both sides for good (until chess_clock_start). */
void chess_clock_stop (ChessClock *self);
/* Check now whether the running side's flag has fallen (emits "flag-fell"
 * once), update the low-time properties, and emit "display-changed" if a
 * display change instant has passed since the last check or state change.
 * Returns TRUE if a flag is down.  The clock's timer calls this; others
 * need it only with a custom time source. */
gboolean chess_clock_check_flag (ChessClock *self);

/* Remaining time of `side` now, µs ≥ 0 (0 when untimed).  Right after
 * chess_clock_press() this is the mover's [%clk] value. */
gint64 chess_clock_get_remaining (ChessClock *self, ChessColor side);
/* Restore a side's time (clears its flag when > 0); for the running side
 * its turn continues from this value. */
void chess_clock_set_remaining (ChessClock *self, ChessColor side, gint64 remaining_us);
/* Completed moves per side; they decide the period and its bonus. */
int chess_clock_get_moves_made (ChessClock *self, ChessColor side);
void chess_clock_set_moves_made (ChessClock *self, ChessColor side, int moves);
/* Time `side` used on its last completed move ([%emt]); 0 before one. */
gint64 chess_clock_get_last_move_time (ChessClock *self, ChessColor side);
/* For simple delay: how much of the running side's delay is left this turn
 * (0 for the waiting side and for other time controls). */
gint64 chess_clock_get_delay_remaining (ChessClock *self, ChessColor side);
/* Moves `side` still has to make before the next period's time is added,
 * counting the move it is making now; 0 when its period lasts until the
 * end of the game (or untimed). */
int chess_clock_get_moves_to_next_period (ChessClock *self, ChessColor side);

/* CHESS_WHITE, CHESS_BLACK (the side on turn, also while paused), or −1
 * when nothing runs (not started, stopped, flag fallen). */
int chess_clock_get_running_side (ChessClock *self);
gboolean chess_clock_is_paused (ChessClock *self);
gboolean chess_clock_is_stopped (ChessClock *self);
/* TRUE when a side is on turn, not paused and not stopped. */
gboolean chess_clock_is_running (ChessClock *self);
gboolean chess_clock_is_flagged (ChessClock *self, ChessColor side);
/* Timed and remaining ≤ threshold (so a fallen flag is low time too). */
gboolean chess_clock_is_low_time (ChessClock *self, ChessColor side);
gint64 chess_clock_get_low_time_threshold (ChessClock *self);
void chess_clock_set_low_time_threshold (ChessClock *self, gint64 threshold_us);
/* The next instant (of the time source) at which what a display shows
 * changes: the digits of either side (tenths at 10 s and below, else
 * seconds; a sandclock's waiting side counts up) or a side's low-time
 * state.  G_MAXINT64 if nothing runs (untimed, paused, stopped).  If the
 * flag is due but has not been noticed, the flag instant (≤ now). */
gint64 chess_clock_get_next_display_change (ChessClock *self);
/* "4:59", "0:09.3", "1:02:03" — what a display shows for a remaining time
 * (rounded up, see above); "0:00.0" for ≤ 0.  Newly allocated. */
char *chess_clock_format_time (gint64 remaining_us);

/* Signals:
 *   "flag-fell" (ChessColor side) — once, when the flag of `side` falls.
 *   "changed" () — any state change: start, press, pause, resume, stop,
 *     restore (set_remaining, set_moves_made), flag fall, a new
 *     low-time threshold.
 *   "display-changed" () — time passing changed what a display shows
 *     (digits, low time; see chess_clock_get_next_display_change); emitted
 *     by the timer or chess_clock_check_flag, after "flag-fell" at flag
 *     fall.  State changes emit "changed" instead.
 * Properties (all with notify):
 *   "time-control" (ChessTimeControl, construct-only),
 *   "running-side" (int: a ChessColor, or -1 while none runs),
 *   "paused", "stopped" (boolean, read-only),
 *   "low-time-threshold" (int64 µs, read-write, default 10 s),
 *   "white-low-time", "black-low-time" (boolean, read-only: notified when
 *     they change, by the timer or by chess_clock_check_flag()),
 *   "white-remaining", "black-remaining" (int64 µs, read-only: the live
 *     value; notified only on jumps — press, bonus, restore, flag — not
 *     while the time runs). */

G_END_DECLS
