/* chess-clock.h — a two-sided chess clock that cannot drift.
 *
 * Remaining time is always stored − (now − started) from a monotonic
 * source; a single timer is armed for the instant the flag would fall. */
#pragma once

#include <glib-object.h>
#include "chess-types.h"
#include "chess-time-control.h"

G_BEGIN_DECLS

/* Returns monotonic microseconds (g_get_monotonic_time by default). */
typedef gint64 (*ChessTimeSource) (gpointer user_data);

#define CHESS_TYPE_CLOCK (chess_clock_get_type ())
G_DECLARE_FINAL_TYPE (ChessClock, chess_clock, CHESS, CLOCK, GObject)

ChessClock *chess_clock_new (const ChessTimeControl *time_control);
void chess_clock_set_time_source (ChessClock *self, ChessTimeSource source,
                                  gpointer user_data, GDestroyNotify destroy);
const ChessTimeControl *chess_clock_get_time_control (ChessClock *self);

/* Start running for `side` (the first move's side, or at once). */
void chess_clock_start (ChessClock *self, ChessColor side);
/* The running side completed a move: stop its time, add its bonus, start the
 * other side.  Returns FALSE (and changes nothing) if the mover's flag had
 * already fallen — even if no timer has run yet. */
gboolean chess_clock_press (ChessClock *self);
void chess_clock_pause (ChessClock *self);
void chess_clock_resume (ChessClock *self);
void chess_clock_stop (ChessClock *self);   /* game over: freeze both */
/* Check now whether the running side's flag has fallen; emits flag-fell once. */
gboolean chess_clock_check_flag (ChessClock *self);

gint64 chess_clock_get_remaining (ChessClock *self, ChessColor side);   /* µs, ≥ 0 */
void chess_clock_set_remaining (ChessClock *self, ChessColor side, gint64 remaining_us); /* restore */
int chess_clock_get_moves_made (ChessClock *self, ChessColor side);
void chess_clock_set_moves_made (ChessClock *self, ChessColor side, int moves);
/* CHESS_WHITE, CHESS_BLACK, or -1 when nothing runs */
int chess_clock_get_running_side (ChessClock *self);
gboolean chess_clock_is_paused (ChessClock *self);
gboolean chess_clock_is_flagged (ChessClock *self, ChessColor side);
gboolean chess_clock_is_low_time (ChessClock *self, ChessColor side);
gint64 chess_clock_get_low_time_threshold (ChessClock *self);
void chess_clock_set_low_time_threshold (ChessClock *self, gint64 threshold_us);
/* The next monotonic instant at which the displayed value of the running
 * side changes (tenths under 10 s, else seconds); G_MAXINT64 if none runs. */
gint64 chess_clock_get_next_display_change (ChessClock *self);
/* "4:59", "0:09.3", "1:02:03" — what a display shows for a remaining time. */
char *chess_clock_format_time (gint64 remaining_us);

/* Signals: "flag-fell" (int side), "changed" (any state change: press,
 * pause, resume, stop, restore).  Properties with notify: "running-side",
 * "paused", "low-time-threshold". */

G_END_DECLS
