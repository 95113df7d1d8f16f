/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-puzzle-maker.h — puzzles from the mistakes of a reviewed game, as
 * lichess's "Learn from your mistakes" finds them (chess-mistake-rules.h),
 * checked by an engine.
 *
 * For each candidate move of the chosen sides the engine searches the
 * position before it to depth 18 with two lines (MultiPV 2).  No puzzle
 * when the game's move was the best after all, when the best move does not
 * stand out from the second by the clear margin (a puzzle has one
 * solution; a move that mates in one needs no margin, any mate is right),
 * or when the mistake is a move of the opening book.  The solution is the
 * best move, then, while the position stays sharp (the solver's best move
 * again stands out), the engine's reply and the solver's next best move,
 * up to four moves of the solver's.  The puzzle starts from the position
 * before the opponent's move that led to the mistake, so it is a row of
 * lichess's CSV (chess-mistake-puzzle.h).
 *
 * The maker sets the engine's MultiPV to 2 while it works and back to 1
 * when it is done; one game at a time. */
#pragma once

#include "chess-engine.h"
#include "chess-mistake-rules.h"
#include "chess-polyglot.h"
#include "chess-puzzle.h"

G_BEGIN_DECLS

/* The most solver moves in a made puzzle. */
#define CHESS_PUZZLE_MAKER_MAX_SOLVER_MOVES 4

#define CHESS_TYPE_PUZZLE_MAKER (chess_puzzle_maker_get_type ())
G_DECLARE_FINAL_TYPE (ChessPuzzleMaker, chess_puzzle_maker, CHESS, PUZZLE_MAKER, GObject)

/* A maker searching with `engine` (started by the maker if it is not). */
ChessPuzzleMaker *chess_puzzle_maker_new (ChessEngine *engine);
/* The depth of each check (default and least CHESS_MISTAKE_CHECK_DEPTH). */
void chess_puzzle_maker_set_depth (ChessPuzzleMaker *self, int depth);
/* Mistakes that are moves of this book are left alone, as lichess leaves
 * moves of masters' games (by default Debian's opening book when it is
 * installed; NULL: none; a book given must outlive the maker). */
void chess_puzzle_maker_set_book (ChessPuzzleMaker *self, const ChessBook *book);

/* The puzzles of `record`'s main line: `evals` as chess_mistake_record_evals
 * gives them (the review's), `sides` whose mistakes count, `source` the
 * GameUrl of the game without its ply (chess-mistake-puzzle.h; NULL for
 * none).  ::puzzle-made tells of each as it is found. */
void chess_puzzle_maker_make_async (ChessPuzzleMaker *self, const ChessRecord *record,
                                    const ChessEval *evals, guint n_evals, ChessMistakeSides sides,
                                    const char *source, GCancellable *cancellable,
                                    GAsyncReadyCallback callback, gpointer user_data);
/* The puzzles (ChessPuzzle, freed with the array), in the game's order;
 * NULL with the engine's error or G_IO_ERROR_CANCELLED. */
GPtrArray *chess_puzzle_maker_make_finish (ChessPuzzleMaker *self, GAsyncResult *result,
                                           GError **error);

/* Signals:
 *   "puzzle-made" (gpointer puzzle)   a const ChessPuzzle * just made */

G_END_DECLS
