/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-move-words.h — moves, pieces and squares in full words, in the
 * interface language, for a screen reader: "Knight from g1 to f3, check",
 * "e4, white pawn", "Castles kingside".  The board's accessible cells and
 * the announcement of each move are made of these, so they are built and
 * tested without GTK.  Squares keep their letter and take the locale's
 * digits ("e۴" under Persian). */
#pragma once

#include <glib.h>

#include "chess-position.h"

G_BEGIN_DECLS

/* "white knight", "black pawn"; "empty" for CHESS_PIECE_NONE (translated;
 * static). */
const char *chess_piece_words          (ChessPiece piece);
/* "e4", with the locale's digits; "" for a square off the board. */
char       *chess_square_words         (int square);
/* "e4, white pawn", "d5, empty". */
char       *chess_square_content_words (const ChessPosition *pos, int square);
/* The name of a square of the board as a screen reader says it: its
 * content, then ", selected" for the piece taken in hand or ", possible
 * move" for a square that piece may go to. */
char       *chess_square_cell_words    (const ChessPosition *pos, int square,
                                        gboolean selected, gboolean target);
/* Where the piece in hand may go, for a screen reader: "Possible moves:
 * e3, e4" (the squares of `targets`, a1 to h8), or "No possible move". */
char       *chess_targets_words        (ChessBitboard targets);
/* The move in words, played in `before` (a legal move): "Knight from g1
 * to f3", "Bishop from c4 takes pawn on f7", "Pawn from e5 takes on d6 en
 * passant", "Pawn from e7 to e8, promotes to queen", "Castles queenside";
 * then ", check", ", checkmate" or ", stalemate" as the move leaves the
 * position. */
char       *chess_move_words           (const ChessPosition *before, ChessMove move);
/* "White: Knight from g1 to f3, check" — the side that played it first. */
char       *chess_move_words_with_side (const ChessPosition *before, ChessMove move);
/* The last move in words with its side, or "No move yet" when there is
 * none (before NULL or the move not legal there): what a reader says. */
char       *chess_move_words_last (const ChessPosition *before, ChessMove move);

G_END_DECLS
