/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-board-words.h — what a blind player asks of the board, answered in
 * words (as lichess's blind mode does): where the pieces of a kind stand
 * ("White knights: b1, g1"), what stands on a file or a rank, what stands
 * around a square, where a piece may go.  The board's reader keys and the
 * command line say these, so they are built and tested without GTK. */
#pragma once

#include <glib.h>

#include "chess-position.h"

G_BEGIN_DECLS

/* "White knights: b1, g1", "Black queens: none" (a1 to h8). */
char *chess_piece_squares_words (const ChessPosition *pos, ChessPiece piece);
/* What stands on a file (is_file, index 0 = a) or a rank (index 0 = 1):
 * "File e: e1, white king; e2, white pawn", "Rank 4: empty". */
char *chess_line_words          (const ChessPosition *pos, gboolean is_file, int index);
/* The pieces on the squares next to `square`: "Around e4: d5, black
 * pawn; f3, white knight", or "Around e4: nothing". */
char *chess_around_words        (const ChessPosition *pos, int square);
/* The legal moves of the piece on `square`, for the side to move, or for
 * the other side as if it were its turn: "g1, white knight. Possible
 * moves: f3, h3"; "e4, empty" for an empty square. */
char *chess_square_moves_words  (const ChessPosition *pos, int square);
/* The next square after `from` (a1, b1 … h8, then a1 again) holding
 * `piece`; `from` itself last; -1 if none does. */
int   chess_next_piece_square   (const ChessPosition *pos, ChessPiece piece, int from);

G_END_DECLS
