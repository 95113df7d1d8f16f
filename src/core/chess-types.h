/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-types.h — squares, pieces, moves: the vocabulary of the rules core.
 *
 * Plain C17, libc only.  Squares are 0..63 with a1 = 0, b1 = 1 … h8 = 63.
 */
#pragma once

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef uint64_t ChessBitboard;

typedef enum {
  CHESS_WHITE = 0,
  CHESS_BLACK = 1
} ChessColor;

typedef enum {
  CHESS_PAWN = 0,
  CHESS_KNIGHT,
  CHESS_BISHOP,
  CHESS_ROOK,
  CHESS_QUEEN,
  CHESS_KING,
  CHESS_PIECE_TYPE_NONE
} ChessPieceType;

/* A piece is (color << 3) | type; an empty square holds CHESS_PIECE_NONE. */
typedef uint8_t ChessPiece;
#define CHESS_PIECE_NONE ((ChessPiece) CHESS_PIECE_TYPE_NONE)
#define CHESS_MAKE_PIECE(color, type) ((ChessPiece) (((color) << 3) | (type)))
#define CHESS_PIECE_TYPE(piece) ((ChessPieceType) ((piece) & 7))
#define CHESS_PIECE_COLOR(piece) ((ChessColor) ((piece) >> 3))

enum {
  CHESS_A1, CHESS_B1, CHESS_C1, CHESS_D1, CHESS_E1, CHESS_F1, CHESS_G1, CHESS_H1,
  CHESS_A2, CHESS_B2, CHESS_C2, CHESS_D2, CHESS_E2, CHESS_F2, CHESS_G2, CHESS_H2,
  CHESS_A3, CHESS_B3, CHESS_C3, CHESS_D3, CHESS_E3, CHESS_F3, CHESS_G3, CHESS_H3,
  CHESS_A4, CHESS_B4, CHESS_C4, CHESS_D4, CHESS_E4, CHESS_F4, CHESS_G4, CHESS_H4,
  CHESS_A5, CHESS_B5, CHESS_C5, CHESS_D5, CHESS_E5, CHESS_F5, CHESS_G5, CHESS_H5,
  CHESS_A6, CHESS_B6, CHESS_C6, CHESS_D6, CHESS_E6, CHESS_F6, CHESS_G6, CHESS_H6,
  CHESS_A7, CHESS_B7, CHESS_C7, CHESS_D7, CHESS_E7, CHESS_F7, CHESS_G7, CHESS_H7,
  CHESS_A8, CHESS_B8, CHESS_C8, CHESS_D8, CHESS_E8, CHESS_F8, CHESS_G8, CHESS_H8,
  CHESS_SQUARE_NONE = 64
};

#define CHESS_SQUARE(file, rank) ((file) + 8 * (rank))
#define CHESS_SQUARE_FILE(sq) ((sq) & 7)
#define CHESS_SQUARE_RANK(sq) ((sq) >> 3)
#define CHESS_SQUARE_BB(sq) ((ChessBitboard) 1 << (sq))

/* A move in 16 bits: to (0-5), from (6-11), promotion piece (12-13,
 * knight..queen as type - CHESS_KNIGHT), kind (14-15).
 * Castling is always encoded as the king moving onto its own rook's square,
 * in standard chess too, so Chess960 needs no special case anywhere. */
typedef uint16_t ChessMove;

typedef enum {
  CHESS_MOVE_NORMAL = 0,
  CHESS_MOVE_PROMOTION = 1,
  CHESS_MOVE_EN_PASSANT = 2,
  CHESS_MOVE_CASTLING = 3
} ChessMoveKind;

#define CHESS_MOVE_NONE ((ChessMove) 0)
/* from = to = b1: never a real move; used for PGN "--". */
#define CHESS_MOVE_NULL ((ChessMove) ((1 << 6) | 1))

static inline ChessMove
chess_move_make (int from, int to)
{
  return (ChessMove) ((from << 6) | to);
}

static inline ChessMove
chess_move_make_special (int from, int to, ChessMoveKind kind, ChessPieceType promotion)
{
  int promo = kind == CHESS_MOVE_PROMOTION ? (int) promotion - CHESS_KNIGHT : 0;
  return (ChessMove) ((kind << 14) | (promo << 12) | (from << 6) | to);
}

static inline int chess_move_from (ChessMove m) { return (m >> 6) & 63; }
static inline int chess_move_to (ChessMove m) { return m & 63; }
static inline ChessMoveKind chess_move_kind (ChessMove m) { return (ChessMoveKind) (m >> 14); }

/* The promotion piece type, or CHESS_PIECE_TYPE_NONE for other moves. */
static inline ChessPieceType
chess_move_promotion (ChessMove m)
{
  return chess_move_kind (m) == CHESS_MOVE_PROMOTION
         ? (ChessPieceType) (((m >> 12) & 3) + CHESS_KNIGHT)
         : CHESS_PIECE_TYPE_NONE;
}

/* Longest possible legal move list is 218; room to spare. */
#define CHESS_MAX_MOVES 256

typedef struct {
  ChessMove moves[CHESS_MAX_MOVES];
  int count;
} ChessMoveList;
