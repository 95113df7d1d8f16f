/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-puzzle-trainer.h — the trainer's logic without GTK: the puzzle
 * under way (a ChessPuzzleRun), the choice of the next one, and what a
 * result changes.  The trainer view shows it and hands it the solver's
 * moves; the test probe prints its signals.
 *
 * The next puzzle: first the queue (the puzzles of one game, "Learn from
 * Your Mistakes"), then a repetition that is due, then one near the
 * solver's rating among the chosen themes not tried in the last 30 days
 * (chess_puzzle_store_choose).
 *
 * A puzzle's result is its first: solved, or failed at the first wrong
 * move (or when the solution is asked for); going on after a failure
 * changes nothing more.  A result is recorded as an attempt; a puzzle
 * met for the first time moves the Glicko-2 rating (one puzzle, one
 * rating period, the puzzle as the opponent); a failed puzzle gets an
 * FSRS card graded Again and comes back when it is due, and a puzzle with
 * a card is graded again each time it is met (Good when solved). */
#pragma once

#include "chess-puzzle-run.h"
#include "chess-puzzle-store.h"

G_BEGIN_DECLS

/* How long a puzzle tried stays out of the choice. */
#define CHESS_PUZZLE_TRAINER_RECENT (30 * 86400)

#define CHESS_TYPE_PUZZLE_TRAINER (chess_puzzle_trainer_get_type ())
G_DECLARE_FINAL_TYPE (ChessPuzzleTrainer, chess_puzzle_trainer, CHESS, PUZZLE_TRAINER, GObject)

/* The clock of the trainer in seconds since the epoch (tests inject one). */
typedef gint64 (*ChessPuzzleClock) (gpointer user_data);

/* A trainer on `store`, which it takes and frees. */
ChessPuzzleTrainer *chess_puzzle_trainer_new (ChessPuzzleStore *store);
ChessPuzzleStore *chess_puzzle_trainer_get_store (ChessPuzzleTrainer *self);
void chess_puzzle_trainer_set_clock (ChessPuzzleTrainer *self, ChessPuzzleClock clock, gpointer user_data);

/* The themes the next puzzle is chosen from (NULL or empty: any). */
void chess_puzzle_trainer_set_themes (ChessPuzzleTrainer *self, const char *const *themes);
const char *const *chess_puzzle_trainer_get_themes (ChessPuzzleTrainer *self);
/* Puzzles (their ids) to give before any other, in this order. */
void chess_puzzle_trainer_set_queue (ChessPuzzleTrainer *self, const char *const *ids);
/* One more at the end of the queue. */
void chess_puzzle_trainer_add_to_queue (ChessPuzzleTrainer *self, const char *id);
guint chess_puzzle_trainer_get_queue_length (ChessPuzzleTrainer *self);

/* The solver's rating now ("rating-changed" tells when it moves). */
ChessGlicko2Rating chess_puzzle_trainer_get_rating (ChessPuzzleTrainer *self);

/* Starts the next puzzle; FALSE when there is none to give. */
gboolean chess_puzzle_trainer_next (ChessPuzzleTrainer *self);
/* Starts the puzzle with this id; FALSE when the store has none. */
gboolean chess_puzzle_trainer_start (ChessPuzzleTrainer *self, const char *id);

/* The puzzle under way and its run; NULL before the first. */
const ChessPuzzle *chess_puzzle_trainer_get_puzzle (ChessPuzzleTrainer *self);
ChessPuzzleRun *chess_puzzle_trainer_get_run (ChessPuzzleTrainer *self);
/* Whether the puzzle under way has its result (solved or failed). */
gboolean chess_puzzle_trainer_has_result (ChessPuzzleTrainer *self);

/* The solver's move (chess_puzzle_run_try_move); a first wrong move is
 * the puzzle's result. */
ChessPuzzleVerdict chess_puzzle_trainer_play (ChessPuzzleTrainer *self, ChessMove move, ChessMove *reply);
/* The next hint: the square of the piece to move, then, asked again,
 * where it goes; CHESS_SQUARE_NONE when there is nothing to hint. */
int chess_puzzle_trainer_hint (ChessPuzzleTrainer *self, int *level);
/* The rest of the solution (the result is a failure if there was none). */
const ChessMove *chess_puzzle_trainer_show_solution (ChessPuzzleTrainer *self, guint *n_moves);
/* The puzzle again from its start; its result stays. */
void chess_puzzle_trainer_retry (ChessPuzzleTrainer *self);

/* Signals:
 *   "puzzle-started" ()          a puzzle begins (chess_puzzle_trainer_get_puzzle)
 *   "puzzle-solved" ()           its result: solved
 *   "puzzle-failed" (guint move) its result: failed at this move
 *                                (CHESS_MOVE_NONE: the solution was shown)
 *   "rating-changed" ()          after a result that moved the rating */

G_END_DECLS
