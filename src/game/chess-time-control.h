/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-time-control.h — time controls and the PGN TimeControl tag.
 *
 * A time control is "no clock" ("-"), "unknown" ("?"), a sandclock ("*180")
 * or a list of periods; the last period repeats when it has a move count.
 *
 * PGN form (PGN Standard §9.6.1, plus our delay extension):
 *
 *   control := "?" | "-" | "*" SECONDS | period (":" period)*
 *   period  := [MOVES "/"] SECONDS [("+" | "d" | "b") SECONDS]
 *
 *   "300"                 sudden death, 5 minutes
 *   "300+2"               Fischer increment: 2 s added after every move
 *   "40/5400+30:1800+30"  40 moves in 90 min, then 30 min, 30 s increment
 *   "40/7200:20/3600:900+30"  three periods; the last has no move count
 *   "40/9000"             40 moves in 150 min, repeating every 40 moves
 *   "*180"                sandclock: the time one side uses goes to the other
 *   "300d5"   (extension) simple (US) delay: for the first 5 s of each turn
 *                         the clock does not count down; unused delay is lost
 *   "300b5"   (extension) Bronstein delay: after each move, the time used,
 *                         at most 5 s, is given back
 *   "40/5400d30:1800d30"  a delay is given per period, like an increment
 *
 * SECONDS may have a fraction ("10+0.05"), at most six decimals (µs).
 * MOVES is a positive integer.  A period without a move count must be the
 * last.  "-", "?" and "*S" stand alone.  No spaces are allowed.  "300+0" and
 * "300" are different strings for the same clock; both round-trip.
 */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

typedef enum {
  CHESS_BONUS_NONE = 0,
  CHESS_BONUS_INCREMENT,   /* Fischer: added after each completed move */
  CHESS_BONUS_BRONSTEIN,   /* the time used, up to the delay, is given back */
  CHESS_BONUS_SIMPLE_DELAY /* US delay: the clock waits before it starts counting */
} ChessBonusKind;

typedef struct {
  int moves;             /* moves in this period; 0 = the rest of the game */
  gint64 duration_us;    /* time added when the period starts */
  ChessBonusKind bonus;  /* INCREMENT with bonus_us 0 is written "+0" */
  gint64 bonus_us;       /* increment or delay per move */
} ChessTimePeriod;

typedef enum {
  CHESS_TIME_CONTROL_NONE = 0,   /* "-": no clock */
  CHESS_TIME_CONTROL_UNKNOWN,    /* "?" */
  CHESS_TIME_CONTROL_PERIODS,    /* one or more periods; the last one repeats */
  CHESS_TIME_CONTROL_SANDCLOCK   /* "*180": one period, no bonus */
} ChessTimeControlKind;

typedef enum {
  CHESS_TIME_CONTROL_ERROR_EMPTY,   /* the value is empty */
  CHESS_TIME_CONTROL_ERROR_SYNTAX,  /* an unexpected character */
  CHESS_TIME_CONTROL_ERROR_RANGE    /* a number too large, zero moves, … */
} ChessTimeControlError;

/* Limits checked by the parser and the constructors, so clock arithmetic
 * cannot overflow. */
#define CHESS_TIME_CONTROL_MAX_US (G_GINT64_CONSTANT (31622400000) * G_USEC_PER_SEC) /* 1000 years */
#define CHESS_TIME_CONTROL_MAX_MOVES 100000
#define CHESS_TIME_CONTROL_MAX_PERIODS 64

typedef struct _ChessTimeControl ChessTimeControl;

#define CHESS_TYPE_TIME_CONTROL (chess_time_control_get_type ())
GType chess_time_control_get_type (void) G_GNUC_CONST;

#define CHESS_TIME_CONTROL_ERROR (chess_time_control_error_quark ())
GQuark chess_time_control_error_quark (void);

/* Reads "300+2", "40/5400+30:1800+30", "-", "?", "*180", fractional
 * increments ("10+0.05") and our delay extension "300d5" (simple delay) and
 * "300b5" (Bronstein).  On failure returns NULL and sets a translated error
 * (CHESS_TIME_CONTROL_ERROR) whose message quotes the value and names the
 * 1-based character position of the problem. */
ChessTimeControl *chess_time_control_parse (const char *text, GError **error);
ChessTimeControl *chess_time_control_new_none (void);      /* "-" */
ChessTimeControl *chess_time_control_new_unknown (void);   /* "?" */
/* One period for the rest of the game: base time and a bonus per move. */
ChessTimeControl *chess_time_control_new_simple (gint64 base_us, ChessBonusKind bonus, gint64 bonus_us);
ChessTimeControl *chess_time_control_new_sandclock (gint64 total_us);
/* A copy of `periods`; NULL (with a critical) if they break the rules above. */
ChessTimeControl *chess_time_control_new_periods (const ChessTimePeriod *periods, guint n_periods);
ChessTimeControl *chess_time_control_copy (const ChessTimeControl *tc);
void chess_time_control_free (ChessTimeControl *tc);
gboolean chess_time_control_equal (const ChessTimeControl *a, const ChessTimeControl *b);
char *chess_time_control_to_string (const ChessTimeControl *tc);     /* PGN form */
/* Translated, for people, in the locale's digits: "5 min + 3 s", "40 moves
 * in 90 min, then 30 min, + 30 s per move", "No clock". */
char *chess_time_control_describe (const ChessTimeControl *tc);
ChessTimeControlKind chess_time_control_get_kind (const ChessTimeControl *tc);
/* 0 for "-" and "?", 1 for a sandclock. */
guint chess_time_control_get_n_periods (const ChessTimeControl *tc);
const ChessTimePeriod *chess_time_control_get_period (const ChessTimeControl *tc, guint index);
gboolean chess_time_control_is_timed (const ChessTimeControl *tc);  /* has a clock */

/* The period in force for a side that has completed `moves_made` moves,
 * i.e. the period its move number moves_made + 1 belongs to.  Sets
 * *starts_here (optional) to TRUE when moves_made > 0 and a new period
 * (or a new round of the repeating last period) begins with that move: the
 * clock then adds the period's duration as the previous move completes.
 * NULL for "-", "?"; the single period for a sandclock. */
const ChessTimePeriod *chess_time_control_period_for_move (const ChessTimeControl *tc,
                                                           int moves_made,
                                                           gboolean *starts_here);

/* Moves a side that has completed `moves_made` moves still makes, counting
 * its next one, before the next period's time is added; 0 when the current
 * period lasts until the end of the game (or untimed). */
int chess_time_control_moves_to_next_period (const ChessTimeControl *tc, int moves_made);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ChessTimeControl, chess_time_control_free)

G_END_DECLS
