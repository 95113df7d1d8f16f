/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-review-marks.h — a reviewed game as a player reads it, taken from
 * the game itself: each main-line move's evaluation ([%eval]), its
 * judgement (the NAGs ?!, ? and ??), the better move a review put beside
 * it, and each side's accuracy, average centipawn loss and counts.
 * Everything comes from the record, so a game reviewed here and a game
 * exported from lichess with its analysis read the same; no engine, no
 * GTK.  The window's graph, summary and "next mistake" keys read this. */
#pragma once

#include <glib.h>

#include "chess-eval.h"
#include "chess-record.h"
#include "chess-review-math.h"

G_BEGIN_DECLS

/* One main-line move. */
typedef struct {
  ChessNode *node;             /* the record's */
  ChessColor mover;
  ChessEval eval;              /* after the move (White's side); NONE without [%eval] */
  ChessJudgement judgement;    /* the worst of its judgement NAGs */
  ChessMove better;            /* the move a review gave instead, or CHESS_MOVE_NONE */
} ChessReviewMark;

/* One side's part of the game. */
typedef struct {
  double accuracy;             /* 0..100; -1 unless every move has an evaluation */
  int average_cp_loss;         /* lichess's ACPL; -1 without an evaluated move */
  guint moves;
  guint inaccuracies;
  guint mistakes;
  guint blunders;
} ChessReviewSide;

/* Which sides "next mistake" looks at: a mask of 1 << ChessColor. */
#define CHESS_REVIEW_SIDE_BIT(color) (1u << (color))
#define CHESS_REVIEW_BOTH_SIDES (CHESS_REVIEW_SIDE_BIT (CHESS_WHITE) | CHESS_REVIEW_SIDE_BIT (CHESS_BLACK))

/* The marks of the main line (ChessReviewMark, one a move, from the
 * first) and each side's part (indexed by ChessColor).  *complete (may be
 * NULL): every move has an evaluation, so the graph and the accuracy mean
 * something.  A move that mates counts as evaluated whether or not its
 * [%eval] is written (lichess writes none). */
GArray *chess_review_marks_read (const ChessRecord *record, ChessReviewSide sides[2], gboolean *complete);

/* The average centipawn loss of `side`, as lichess counts it: evals[0] is
 * the evaluation before the first move (lichess takes
 * CHESS_EVAL_CP_INITIAL), evals[i] the one after ply i (all from White's
 * side; the first ply is first_mover's).  Each evaluation is clamped to
 * ±CHESS_EVAL_CP_CEILING, a mate counting as the bound; each of the side's
 * moves loses what its evaluation fell for the mover, never less than 0;
 * a move with an evaluation missing on either side is left out; the mean
 * is rounded to a whole centipawn.  -1 when no move of the side counts. */
int chess_average_cp_loss (const ChessEval *evals, gsize n_evals, ChessColor first_mover, ChessColor side);

/* The next (forward) or previous main-line move judged an inaccuracy or
 * worse, played by one of `sides` (CHESS_REVIEW_SIDE_BIT mask), counted
 * from `from` (any node of the record; off the main line, from where its
 * line leaves the main line), or NULL when there is none. */
ChessNode *chess_review_marks_next (const ChessRecord *record, const ChessNode *from, gboolean forward,
                                    guint sides);

G_END_DECLS
