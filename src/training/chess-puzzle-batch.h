/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-puzzle-batch.h — "Make Puzzles" over games of the library, in the
 * background: each game is read from the library, reviewed first when it
 * has no review (ChessReview, its default budget), made into puzzles by
 * ChessPuzzleMaker and the puzzles added to the puzzle store, GameUrl
 * naming the library's game.
 *
 * Whose mistakes: the side the user plays when the user's names (as PGN
 * tags write them) match one player; both sides when they match none or
 * no names are given.  One engine of the batch's own, so the window's
 * analysis goes on meanwhile; games one after another, with progress and
 * Cancel (the puzzles of the games done stay). */
#pragma once

#include "chess-library-service.h"

G_BEGIN_DECLS

#define CHESS_TYPE_PUZZLE_BATCH (chess_puzzle_batch_get_type ())
G_DECLARE_FINAL_TYPE (ChessPuzzleBatch, chess_puzzle_batch, CHESS, PUZZLE_BATCH, GObject)

/* Starts on the games `ids` (gint64) of `library`, with the engine at
 * `engine_path`, into the store at `store_path`; `names` may be NULL;
 * review_nodes is the budget of a review (0: CHESS_REVIEW_DEFAULT_NODES).
 * Properties "games-done", "puzzles" and "done" follow it on the thread
 * that made it. */
ChessPuzzleBatch *chess_puzzle_batch_new (ChessLibraryService *library, GArray *ids,
                                          const char *engine_path, const char *store_path,
                                          const char *const *names, guint64 review_nodes);

guint chess_puzzle_batch_get_n_games (ChessPuzzleBatch *self);
guint chess_puzzle_batch_get_games_done (ChessPuzzleBatch *self);
/* Puzzles made so far, and of those the ones new to the store. */
guint chess_puzzle_batch_get_puzzles (ChessPuzzleBatch *self);
guint chess_puzzle_batch_get_added (ChessPuzzleBatch *self);
/* Games that had to be reviewed first. */
guint chess_puzzle_batch_get_reviewed (ChessPuzzleBatch *self);
gboolean chess_puzzle_batch_get_done (ChessPuzzleBatch *self);
/* Once done: why it stopped (G_IO_ERROR_CANCELLED after Cancel, the
 * engine's fault, the store's), or NULL.  A game the library cannot give
 * is skipped, not an error. */
const GError *chess_puzzle_batch_get_error (ChessPuzzleBatch *self);
/* The ids of the puzzles made, in the order of the games. */
const char *const *chess_puzzle_batch_get_ids (ChessPuzzleBatch *self);
void chess_puzzle_batch_cancel (ChessPuzzleBatch *self);

G_END_DECLS
