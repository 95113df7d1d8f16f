/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-mistake-rules.h — which moves of a reviewed game become puzzles,
 * by lichess's rules for "Learn from your mistakes" (lila's analysis
 * board: ui/analyse nodeFinder.evalSwings and retrospect's check of an
 * answer), and our own few words on positions that are already decided.
 *
 * Lichess measures everything in winning chances from a side's point of
 * view, 2/(1+e^(−0.00368208·cp))−1, centipawns clamped to ±1000 and a mate
 * in n counted as (21 − min(10, n))·100 centipawns; a difference of two
 * evaluations is half the difference of their chances (lila's povDiff, a
 * difference in winning probability):
 *
 * - a candidate is a move whose swing is more than 0.075;
 * - an answer is right when the engine, at depth 18 or more, finds it no
 *   worse than −0.035 against the best.
 *
 * Pure functions: the puzzle maker feeds them the review's evaluations and
 * the engine's, the tests hand-made ones. */
#pragma once

#include <glib.h>

#include "chess-eval.h"
#include "chess-record.h"

G_BEGIN_DECLS

#define CHESS_MISTAKE_SWING 0.075
#define CHESS_MISTAKE_ANSWER_TOLERANCE 0.035
#define CHESS_MISTAKE_CHECK_DEPTH 18
/* The best move must be better than the second best by twice the
 * tolerance of a right answer: then the second is wrong by lichess's own
 * check with room to spare, and a fixed solution is fair. */
#define CHESS_MISTAKE_CLEAR_MARGIN (2 * CHESS_MISTAKE_ANSWER_TOLERANCE)
/* Beyond five pawns a side is winning beyond doubt (chances 0.726). */
#define CHESS_MISTAKE_DECIDED_CP 500

/* The sides a puzzle may be made for. */
typedef enum {
  CHESS_MISTAKE_SIDE_WHITE = 1 << 0,
  CHESS_MISTAKE_SIDE_BLACK = 1 << 1,
  CHESS_MISTAKE_SIDE_BOTH = CHESS_MISTAKE_SIDE_WHITE | CHESS_MISTAKE_SIDE_BLACK
} ChessMistakeSides;

/* Lichess's winning chances of `eval` for `side`, in [−1, 1] (0 for none). */
double chess_mistake_chances (ChessEval eval, ChessColor side);
/* lila's povDiff: (chances(a) − chances(b)) / 2 for `side`. */
double chess_mistake_pov_diff (ChessEval a, ChessEval b, ChessColor side);

/* Whether `mover`'s move from `before` to `after` (the review's
 * evaluations, White's side) makes a puzzle: judged a mistake or a blunder
 * by the review, a swing above CHESS_MISTAKE_SWING, and the game not
 * decided already (the same side winning beyond doubt before and after). */
gboolean chess_mistake_is_candidate (ChessEval before, ChessEval after, ChessColor mover);

/* Whether an answer evaluated `answer` is right against the best move's
 * `best` for `solver` (both from the same search, depth ≥ 18). */
gboolean chess_mistake_answer_is_right (ChessEval answer, ChessEval best, ChessColor solver);

/* Whether the best move stands out: the second best (CHESS_EVAL_NONE
 * when there is none) is worse by more than the clear margin. */
gboolean chess_mistake_best_is_clear (ChessEval best, ChessEval second, ChessColor solver);

/* The evaluations a review left on the main line of `record` ([%eval] on
 * each move; a move that mates is a checkmate): a new array of
 * n_plies + 1 ChessEval, [0] the start (always CHESS_EVAL_NONE: PGN has
 * no place for it), [i] the position after ply i; CHESS_EVAL_NONE where
 * the game has none.  *n_reviewed (may be NULL) counts the plies that
 * have one. */
GArray *chess_mistake_record_evals (const ChessRecord *record, guint *n_reviewed);

/* The plies (0-based index in the main line) of the candidates among
 * `sides`' moves, evals as chess_mistake_record_evals gives them.  A first
 * move is never one: a puzzle starts with the opponent's move before it. */
GArray *chess_mistake_find (const ChessEval *evals, guint n_evals, ChessColor first_mover,
                            ChessMistakeSides sides);

/* The sides `names` (the user's names, as in PGN tags) play in `record`:
 * White, Black, or 0 when neither or both tags match.  Names match
 * without regard to case, and "Carlsen, Magnus" matches "Magnus Carlsen". */
ChessMistakeSides chess_mistake_sides_of_user (const ChessRecord *record, const char *const *names);

G_END_DECLS
