/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-annotator.h — writes a game review into the move tree: judgement
 * NAGs (?! ? ??), the engine's better line as a variation with a short
 * comment ("Blunder. Nf3 was best."), and [%eval] on every move — all plain
 * PGN, so saving the game saves the review. */
#pragma once

#include "chess-record.h"
#include "chess-review-math.h"

G_BEGIN_DECLS

/* Plies of the engine's line kept for a variation. */
#define CHESS_REVIEW_MAX_LINE 10

/* What the engine said of one position, and the tablebase where it
 * covers the position (then the eval agrees with the tables: 0.00 for
 * the drawn verdicts, at least CHESS_EVAL_CP_CEILING or a mate for the
 * winner, and line[0] is a move that keeps the verdict). */
typedef struct {
  ChessEval eval;                          /* White's side; NONE if not analysed */
  ChessMove line[CHESS_REVIEW_MAX_LINE];   /* its best line, line[0] the best move */
  guint8 line_length;
  gboolean tablebase;                      /* the tables decided the position */
  ChessTablebaseVerdict tablebase_verdict; /* then: for the side to move */
} ChessPositionReview;

/* One player's part of a review. */
typedef struct {
  double accuracy;          /* 0..100, or -1 when no move of theirs was reviewed */
  guint inaccuracies;
  guint mistakes;
  guint blunders;
} ChessPlayerReview;

/* The comment for a judged move, translated: "Mistake. Nf3 was best.",
 * "Checkmate is now unavoidable. Qh5 was best."; best_san may be NULL.
 * Free with g_free. */
char *chess_review_describe_judgement (ChessJudgement judgement, ChessJudgementReason reason,
                                       const char *best_san);

/* Annotates the main line of record.  positions[0] is the review of the
 * start position, positions[i] of the position after main-line ply i;
 * n_positions may stop short of the end (a review still under way or
 * cancelled): only plies with both sides reviewed are touched.
 * What a person wrote stays: a move that already has a move assessment NAG
 * (!, ?, !!, ??, !?, ?!) keeps it and gets no comment of ours, an existing
 * variation with the engine's move is not added twice, comments are
 * appended to, never replaced.  [%eval] is set on every reviewed move.
 * players (may be NULL) gets, for White and Black, the accuracy over the
 * reviewed plies and the counts of judged moves. */
void chess_annotate_record (ChessRecord *record, const ChessPositionReview *positions,
                            gsize n_positions, ChessPlayerReview players[2]);

G_END_DECLS
