/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-mistake-puzzle.h — a puzzle of lichess's format out of a line the
 * puzzle maker found: the position before the opponent's move, that move,
 * the solution with the replies; its id, rating, themes and GameUrl.
 *
 * PuzzleId: "m" and nine letters and digits of the SHA-1 of the FEN and
 * the moves, so the same puzzle made twice has the same id (the store
 * adds it once) and never meets one of lichess's five-letter ids.
 *
 * GameUrl: where the game is, then "#" and the ply of the position the
 * solver starts from, as lichess writes "https://lichess.org/abcd#24":
 * "file:///home/me/games.pgn?game=3#24" (a file and its game, counted
 * from 1) or "chess-library:42#24" (a game of the library by its id).
 *
 * Themes, in lichess's names: "mate" and "mateInN" when the solution mates,
 * "oneMove", "short", "long" or "veryLong" by the solver's moves,
 * "opening", "middlegame" or "endgame" (after lichess's Divider: six pieces
 * or fewer besides kings and pawns is an endgame; ten or fewer, or a back
 * rank with fewer than four of its side's pieces, a middlegame), "equality",
 * "advantage" or "crushing" by the evaluation after the solution (below
 * two pawns, below six, beyond), and "mistake": made from a player's
 * mistake. */
#pragma once

#include "chess-eval.h"
#include "chess-puzzle.h"

G_BEGIN_DECLS

/* The rating of a puzzle whose player's rating is unknown, and the
 * deviation of every made puzzle (Glicko's value for the unrated: its
 * result moves the solver's rating less than a rated puzzle's). */
#define CHESS_MISTAKE_PUZZLE_RATING 1500
#define CHESS_MISTAKE_PUZZLE_DEVIATION 350

/* Fills *puzzle (cleared first): `before` is the position before the
 * opponent's move, moves[0] that move, then the solution (n_moves even);
 * `final_eval` the engine's evaluation after the solution (White's side),
 * `rating` the player's rating (≤ 0: unknown), `source` the GameUrl
 * before its "#", `ply` the ply the solver starts from. */
void chess_mistake_puzzle_build (ChessPuzzle *puzzle, const ChessPosition *before,
                                 const ChessMove *moves, guint n_moves, ChessEval final_eval,
                                 int rating, const char *source, guint ply);

/* The GameUrl of a file's game, without the ply: "file:///…?game=N". */
char *chess_mistake_puzzle_file_source (GFile *file, guint game);
/* The GameUrl of a game of the library, without the ply. */
char *chess_mistake_puzzle_library_source (gint64 id);

/* A GameUrl read back: a file's game (file set, game ≥ 1), a library
 * game (library_id > 0) or anything else (FALSE: a web page, say).  ply
 * is 0 when the URL has none.  Every out argument may be NULL. */
gboolean chess_mistake_puzzle_parse_source (const char *game_url, GFile **file, guint *game,
                                            gint64 *library_id, guint *ply);

G_END_DECLS
