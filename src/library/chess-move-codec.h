/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-move-codec.h — the library's compact move encoding: one byte per
 * move (two for a queen's diagonal move), decoded without generating moves.
 *
 * Each side's men hold slots 0..15, given at the start position (king 0,
 * the others in square order a1..h8); a man keeps his slot all game (a
 * promoted pawn keeps the pawn's), a captured man's slot is never reused.
 * A byte is slot << 4 | code, the code saying where that man goes:
 *   king     0-7 one step (CODEC_KING_STEPS order), 8 castles h-side,
 *            9 castles a-side, 15 a null move
 *   knight   0-7 a jump (CODEC_KNIGHT_JUMPS order)
 *   rook     0-7 to that file on its rank, 8-15 to that rank on its file
 *   bishop   0-7 to that file on its a1-h8 diagonal, 8-15 on the other
 *   queen    as a rook; its own file (never a rook move) escapes to a
 *            second byte coded as a bishop move
 *   pawn     0 one step, 1 two steps, 2 captures toward the a-file, 3 toward
 *            the h-file, 4 + 4·direction + piece a promotion (direction 0
 *            step, 1 a-side, 2 h-side; piece 0 knight … 3 queen)
 * A position with more than 16 men of one side (possible in a set-up) is
 * written as a marker byte (king slot, code 14) followed by 16-bit moves.
 *
 * Plain C17; the positions are the core's. */
#pragma once

#include <stddef.h>
#include <stdint.h>

#include "chess-position.h"

typedef struct {
  ChessPosition pos;
  uint8_t slot_square[2][16];   /* CHESS_SQUARE_NONE when the man is gone */
  uint8_t square_slot[64];      /* 0xff when empty */
  bool raw;                     /* 16-bit moves follow */
  bool marker_due;              /* the raw marker is still to be written (or read) */
  /* Decoding: TRUE (the default) plays only legal moves; FALSE only checks
   * that a move keeps the position sound (a man of the mover's, no own man
   * or king taken, a clear path, pawns and castling as they can move),
   * several times faster, for searches that only compare positions. */
  bool check_legal;
} ChessMoveCodec;

/* Starts encoding or decoding from pos (copied). */
void chess_move_codec_init (ChessMoveCodec *codec, const ChessPosition *pos);

/* Appends the bytes of a legal move in codec->pos to out (room for 2
 * bytes) and plays it; returns the byte count.  When the position cannot be
 * slotted (more than 16 men a side) the first call writes the marker: give
 * out room for 3 bytes. */
size_t chess_move_codec_encode (ChessMoveCodec *codec, ChessMove move, uint8_t *out);

/* Reads the next move at *p (advancing it; end is one past the data) and
 * plays it.  Returns false at the end or on bytes that make no move here
 * (a damaged record); codec->pos then holds the position reached. */
bool chess_move_codec_decode (ChessMoveCodec *codec, const uint8_t **p, const uint8_t *end,
                              ChessMove *move);
