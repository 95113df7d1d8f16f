/* chess-time-control.h — time controls and the PGN TimeControl tag. */
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
  ChessBonusKind bonus;
  gint64 bonus_us;       /* increment or delay per move */
} ChessTimePeriod;

typedef enum {
  CHESS_TIME_CONTROL_NONE = 0,   /* "-": no clock */
  CHESS_TIME_CONTROL_UNKNOWN,    /* "?" */
  CHESS_TIME_CONTROL_PERIODS,    /* one or more periods; the last one repeats */
  CHESS_TIME_CONTROL_SANDCLOCK   /* "*180" */
} ChessTimeControlKind;

typedef struct _ChessTimeControl ChessTimeControl;

#define CHESS_TYPE_TIME_CONTROL (chess_time_control_get_type ())
GType chess_time_control_get_type (void) G_GNUC_CONST;

#define CHESS_TIME_CONTROL_ERROR (chess_time_control_error_quark ())
GQuark chess_time_control_error_quark (void);

/* Reads "300+2", "40/5400+30:1800+30", "-", "?", "*180", fractional
 * increments ("10+0.05") and our delay extension "300d5" (simple delay) and
 * "300b5" (Bronstein).  The error message names the offending character. */
ChessTimeControl *chess_time_control_parse (const char *text, GError **error);
ChessTimeControl *chess_time_control_new_none (void);
ChessTimeControl *chess_time_control_new_simple (gint64 base_us, ChessBonusKind bonus, gint64 bonus_us);
ChessTimeControl *chess_time_control_copy (const ChessTimeControl *tc);
void chess_time_control_free (ChessTimeControl *tc);
char *chess_time_control_to_string (const ChessTimeControl *tc);     /* PGN form */
char *chess_time_control_describe (const ChessTimeControl *tc);      /* translated, "5 min + 3 s" */
ChessTimeControlKind chess_time_control_get_kind (const ChessTimeControl *tc);
guint chess_time_control_get_n_periods (const ChessTimeControl *tc);
const ChessTimePeriod *chess_time_control_get_period (const ChessTimeControl *tc, guint index);
gboolean chess_time_control_is_timed (const ChessTimeControl *tc);  /* has a clock */

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ChessTimeControl, chess_time_control_free)

G_END_DECLS
