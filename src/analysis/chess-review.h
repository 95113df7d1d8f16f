/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-review.h — a review of a whole game: every main-line position
 * analysed in turn by one engine, in the background.
 *
 * The review copies the game's start and main line when it is made, so
 * the game may change (or be browsed) while it runs.  Positions are done
 * from the start on, each within a per-position budget (nodes, or time);
 * ::position-reviewed says when one is done, so views can fill in as the
 * results come.  A position without legal moves needs no engine: a
 * checkmate is CHESS_EVAL_CHECKMATE, a stalemate 0.  Cancelling stops the
 * engine's search at once; what was done so far stays available (and can
 * be annotated: chess_annotate_record takes a partial review). */
#pragma once

#include "chess-annotator.h"
#include "chess-engine.h"

G_BEGIN_DECLS

/* The default budget per position: enough for Stockfish on one thread to
 * see what a person misses, and an 80-ply game inside 45 s on a slow
 * two-core machine (bench/review.sh). */
#define CHESS_REVIEW_DEFAULT_NODES 250000

#define CHESS_TYPE_REVIEW (chess_review_get_type ())
G_DECLARE_FINAL_TYPE (ChessReview, chess_review, CHESS, REVIEW, GObject)

/* The review of `record`'s main line with `engine` (started by the review
 * if it is not yet), each position searched within `limit` (nodes,
 * movetime or depth; NULL for CHESS_REVIEW_DEFAULT_NODES).  The engine is
 * asked for one line; its MultiPV option is left as it is. */
ChessReview *chess_review_new (ChessEngine *engine, const ChessRecord *record,
                               const ChessUciGo *limit);

/* The Syzygy tables (NULL: none), before the run: a position they cover
 * is judged by them (ChessPositionReview's tablebase fields), its eval
 * and best line made to agree with them, and so its moves are judged
 * exactly by chess_annotate_record.  Probes run on worker threads. */
void chess_review_set_tablebase (ChessReview *self, ChessTablebase *tablebase);

/* Positions to review: the start and one after each main-line move. */
guint chess_review_get_n_positions (ChessReview *self);
/* Positions done so far (property "n-done", notify), from the start on. */
guint chess_review_get_n_done (ChessReview *self);
/* The reviews of the positions done (n_done of them, then blanks), in the
 * order chess_annotate_record takes. */
const ChessPositionReview *chess_review_get_positions (ChessReview *self);

/* Runs the review (once).  Fails with the engine's CHESS_ENGINE_ERROR, or
 * G_IO_ERROR_CANCELLED. */
void chess_review_run_async (ChessReview *self, GCancellable *cancellable,
                             GAsyncReadyCallback callback, gpointer user_data);
gboolean chess_review_run_finish (ChessReview *self, GAsyncResult *result, GError **error);

/* Signals:
 *   "position-reviewed" (guint index)   positions[index] is done
 * Properties: "n-done" (notify), "n-positions". */

G_END_DECLS
