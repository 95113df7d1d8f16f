/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-puzzle-run.h — one puzzle being solved, as lichess players know
 * it (GTK-free; a trainer view shows it): the solver plays the side to move
 * after the opponent's first move; a move that is not the solution is
 * wrong, except a move that mates, which is always right; the replies come
 * from the puzzle; hints (the piece, then the square), the solution, retry. */
#pragma once

#include <glib-object.h>

#include "chess-puzzle.h"

G_BEGIN_DECLS

#define CHESS_TYPE_PUZZLE_RUN (chess_puzzle_run_get_type ())
G_DECLARE_FINAL_TYPE (ChessPuzzleRun, chess_puzzle_run, CHESS, PUZZLE_RUN, GObject)

typedef enum {
  CHESS_PUZZLE_RIGHT,   /* the solution so far; the reply is to be played */
  CHESS_PUZZLE_WRONG,   /* not the solution (or not legal); nothing changed */
  CHESS_PUZZLE_SOLVED   /* the last move of the solution, or a mate */
} ChessPuzzleVerdict;

/* A run of a checked puzzle (as the reader or the store give it). */
ChessPuzzleRun *chess_puzzle_run_new (const ChessPuzzle *puzzle);

const char *chess_puzzle_run_get_id (ChessPuzzleRun *run);
/* The side the board turns to: the one that moves after the opening move. */
ChessColor chess_puzzle_run_get_solver (ChessPuzzleRun *run);
/* The position before the opponent's move, and that move (to animate). */
const ChessPosition *chess_puzzle_run_get_start (ChessPuzzleRun *run);
ChessMove chess_puzzle_run_get_opening_move (ChessPuzzleRun *run);
/* The position now: the solver to move, or the end once solved. */
const ChessPosition *chess_puzzle_run_get_position (ChessPuzzleRun *run);

/* The solver's move; on RIGHT *reply (may be NULL) is the opponent's
 * answer, already made in the run's position. */
ChessPuzzleVerdict chess_puzzle_run_try_move (ChessPuzzleRun *run, ChessMove move, ChessMove *reply);
gboolean chess_puzzle_run_is_solved (ChessPuzzleRun *run);
/* A wrong move, or the solution shown: the puzzle counts as failed. */
gboolean chess_puzzle_run_has_failed (ChessPuzzleRun *run);

/* Level 1: the square of the piece to move; level 2: where it goes.
 * CHESS_SQUARE_NONE once solved. */
int chess_puzzle_run_hint (ChessPuzzleRun *run, int level);
/* The moves left of the solution with the replies (the run counts as
 * failed); *n_moves set. */
const ChessMove *chess_puzzle_run_show_solution (ChessPuzzleRun *run, guint *n_moves);
/* Back to the position after the opening move; a failure stays counted. */
void chess_puzzle_run_retry (ChessPuzzleRun *run);

G_END_DECLS
