/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-reference.h — a deliberately naive move generator (mailbox, step by
 * step, make-and-test) to check the fast one against, in tests and fuzzing.
 * Plain C, no GLib. */
#pragma once

#include "chess-position.h"

/* Is square attacked by a piece of by_color on this board? */
bool chess_reference_attacked (const ChessPiece board[64], int square, ChessColor by_color);

/* The legal moves found the slow way, sorted ascending; returns the count. */
int chess_reference_legal_moves (const ChessPosition *pos, ChessMove *moves);

/* Checks the position's bitboards, board, key and castling data agree;
 * returns NULL if they do, else what is wrong. */
const char *chess_reference_check_consistency (const ChessPosition *pos);

/* Sorts a move array ascending (to compare move sets). */
void chess_reference_sort_moves (ChessMove *moves, int count);
