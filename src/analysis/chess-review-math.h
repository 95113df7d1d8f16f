/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-review-math.h — the judgement of a move and the accuracy of a
 * player from evaluations, as lichess publishes them.
 *
 * Pure functions of their arguments: the review feeds them the engine's
 * evaluations, the tests feed them hand-computed values and lichess's own
 * [%eval] comments. */
#pragma once

#include "chess-eval.h"
#include "chess-tablebase.h"

G_BEGIN_DECLS

typedef enum {
  CHESS_JUDGEMENT_NONE = 0,
  CHESS_JUDGEMENT_INACCURACY,   /* NAG 6, ?! */
  CHESS_JUDGEMENT_MISTAKE,      /* NAG 2, ? */
  CHESS_JUDGEMENT_BLUNDER       /* NAG 4, ?? */
} ChessJudgement;

/* Why a move got its judgement: the loss of winning chances, or a change in
 * a forced mate. */
typedef enum {
  CHESS_JUDGEMENT_REASON_CHANCES = 0,
  CHESS_JUDGEMENT_REASON_MATE_CREATED,  /* the mover walked into a forced mate */
  CHESS_JUDGEMENT_REASON_MATE_LOST,     /* the mover had a forced mate and let it go */
  CHESS_JUDGEMENT_REASON_WIN_LOST,      /* the tables: a won position left for a draw or a loss */
  CHESS_JUDGEMENT_REASON_DRAW_LOST      /* the tables: a drawn position left for a loss */
} ChessJudgementReason;

/* Loss of winning chances (on lichess's [-1, 1] scale) at or above which a
 * move is an inaccuracy, a mistake, a blunder. */
#define CHESS_JUDGEMENT_INACCURACY_LOSS 0.1
#define CHESS_JUDGEMENT_MISTAKE_LOSS 0.2
#define CHESS_JUDGEMENT_BLUNDER_LOSS 0.3

/* The judgement of `mover`'s move from the evaluation before it to the
 * one after it (both from White's side).  Between two centipawn scores it
 * is the mover's loss of winning chances; where a forced mate appears for
 * the opponent or disappears for the mover, how bad that is depends on how
 * lost (or won) the position was anyway.  A move that mates, or a missing
 * evaluation, is never judged.  reason may be NULL. */
ChessJudgement chess_judge_move (ChessEval before, ChessEval after, ChessColor mover,
                                 ChessJudgementReason *reason);

/* The judgement of a move from the tablebase, exact: `before` is the
 * verdict of the position for the mover, `after` that of the position
 * the move led to for the opponent (its side to move).  A win given up
 * (for a draw, a cursed win, a loss) or a draw given up for a loss is a
 * blunder, whatever an engine's numbers say; a slip inside the drawn
 * results (a cursed win to a plain draw, a draw to a blessed loss: what
 * the fifty-move rule alone decides) an inaccuracy; a move that keeps
 * the result, however slow, is not judged.  reason may be NULL. */
ChessJudgement chess_judge_tablebase_move (ChessTablebaseVerdict before, ChessTablebaseVerdict after,
                                           ChessJudgementReason *reason);

/* The NAG of a judgement (6, 2, 4), 0 for none; and back (0 for a NAG that
 * is not a judgement). */
guint8 chess_judgement_to_nag (ChessJudgement judgement);
ChessJudgement chess_judgement_from_nag (guint8 nag);

/* Accuracy of one move in [0, 100] from the mover's winning percentage
 * before and after it: 100 when nothing was lost, falling exponentially
 * with the loss. */
double chess_move_accuracy (double win_percent_before, double win_percent_after);

/* Each player's accuracy over a game: evals[i] is the evaluation after
 * ply i + 1 (n_evals plies, the first played by `first_mover`), `start`
 * the one before the first ply (lichess counts the standard start as
 * CHESS_EVAL_CP_INITIAL whatever an engine says).  Each move's accuracy is weighted by
 * how much the winning chances swing around it (calm stretches count
 * less), and the weighted mean is averaged with the harmonic mean, which
 * punishes single disasters.  A player without a move gets -1.
 * Every eval must be set (not CHESS_EVAL_NONE). */
void chess_game_accuracy (ChessEval start, const ChessEval *evals, gsize n_evals,
                          ChessColor first_mover, double *white_accuracy, double *black_accuracy);

G_END_DECLS
