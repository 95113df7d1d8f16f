/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-eval.h — an engine's evaluation of a position, always from White's
 * point of view, its text in PGN's [%eval] command, and the winning chances
 * lichess derives from it (the basis of game review).
 *
 * UCI engines report scores from the side to move; chess_eval_from_uci
 * turns them round once, so nothing above has to remember whose view a
 * number is from. */
#pragma once

#include <glib.h>
#include "chess-types.h"

G_BEGIN_DECLS

typedef enum {
  CHESS_EVAL_NONE = 0,   /* not evaluated */
  CHESS_EVAL_CP,         /* value: centipawns, > 0 good for White */
  CHESS_EVAL_MATE,       /* value: moves to mate, > 0 White mates, < 0 Black mates; never 0 */
  CHESS_EVAL_CHECKMATE   /* the game is over: value 1 White has mated, -1 Black has mated */
} ChessEvalKind;

typedef struct {
  ChessEvalKind kind;
  int value;
} ChessEval;

/* The range of an evaluation, what a [%eval] payload can say: less than a
 * million pawns, a mate within a million moves.  The constructors below
 * and chess_eval_from_uci clamp to it (engines stay far inside: the UCI
 * reader takes scores up to 990 pawns), the writers clamp what they are
 * given, and the reader refuses text beyond it (also text that rounds to
 * a million pawns, "999999.995"), so what is written reads back the same. */
#define CHESS_EVAL_CP_MAX 99999999     /* centipawns: 999 999.99 pawns */
#define CHESS_EVAL_MATE_MAX 999999     /* moves */

/* Centipawns beyond which lichess treats every advantage alike. */
#define CHESS_EVAL_CP_CEILING 1000
/* What lichess takes for the start position before any analysis. */
#define CHESS_EVAL_CP_INITIAL 15

static inline ChessEval
chess_eval_cp (int centipawns)
{
  return (ChessEval) { CHESS_EVAL_CP, CLAMP (centipawns, -CHESS_EVAL_CP_MAX, CHESS_EVAL_CP_MAX) };
}

static inline ChessEval
chess_eval_mate (int moves)
{
  return (ChessEval) { moves != 0 ? CHESS_EVAL_MATE : CHESS_EVAL_NONE,
                       CLAMP (moves, -CHESS_EVAL_MATE_MAX, CHESS_EVAL_MATE_MAX) };
}

/* The side to move is checkmated: `winner` has won. */
static inline ChessEval
chess_eval_checkmate (ChessColor winner)
{
  return (ChessEval) { CHESS_EVAL_CHECKMATE, winner == CHESS_WHITE ? 1 : -1 };
}

/* A UCI score (relative to the side to move; "mate 0" means the side to
 * move is mated) as seen from White. */
ChessEval chess_eval_from_uci (gboolean is_mate, int value, ChessColor side_to_move);

gboolean chess_eval_equal (ChessEval a, ChessEval b);
/* +1 when the evaluation favours White, -1 Black, 0 level (or none). */
int chess_eval_sign (ChessEval eval);

/* Winning chances in [-1, 1] from centipawns by lichess's logistic curve
 * (not clamped to the ceiling: the curve flattens by itself). */
double chess_winning_chances_from_cp (double centipawns);
/* White's winning percentage in [0, 100]: the curve at the ceiled centipawns. */
double chess_eval_win_percent (ChessEval eval);

/* The payload of a PGN [%eval] command as lichess and ChessBase write it:
 * "0.17", "-1.5", "#3", "#-2"; an optional ",depth" suffix is ignored;
 * a third decimal and beyond round to centipawns.  Returns FALSE (and
 * leaves *eval alone) for anything else and for values out of range. */
gboolean chess_eval_parse_pgn (const char *text, gsize length, ChessEval *eval);
/* Writes the payload as lichess does: pawns with up to two decimals and
 * at least one ("0.17", "-1.5", "0.0", "3.0"), or "#3" / "#-2"; a value
 * out of range as the nearest bound.  A CHECKMATE has no payload (the
 * move's '#' says it): returns 0 and writes "".  out needs
 * CHESS_EVAL_PGN_MAX bytes. */
#define CHESS_EVAL_PGN_MAX 16
gsize chess_eval_format_pgn (ChessEval eval, char *out);

/* For people: "+0.32", "−1.50" (a real minus sign), "0.00", "#3", "#−2",
 * and "#" for a checkmate on the board; "" when not evaluated; a value
 * out of range as the nearest bound.  out needs
 * CHESS_EVAL_DISPLAY_MAX bytes. */
#define CHESS_EVAL_DISPLAY_MAX 24
gsize chess_eval_format_display (ChessEval eval, char *out);
/* chess_eval_format_display as the locale writes numbers (its digits and
 * decimal mark, the sign isolated: chess_digits_format_number). */
char *chess_eval_describe (ChessEval eval);

G_END_DECLS
