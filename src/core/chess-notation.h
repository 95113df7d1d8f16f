/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-notation.h — FEN, SAN and UCI text for positions and moves.
 * Plain C17, libc only (messages go through dgettext of glibc). */
#pragma once

#include "chess-position.h"

typedef enum {
  CHESS_FEN_OK = 0,
  CHESS_FEN_FIELD_COUNT,      /* not 4 (EPD) or 6 fields */
  CHESS_FEN_BAD_PIECE,        /* a letter that is not a piece */
  CHESS_FEN_BAD_RANK,         /* a rank that does not sum to 8, or not 8 ranks */
  CHESS_FEN_KING_COUNT,       /* not exactly one king per side */
  CHESS_FEN_PAWN_ON_BACK_RANK,
  CHESS_FEN_BAD_SIDE,         /* side to move not w or b */
  CHESS_FEN_OPPONENT_IN_CHECK,/* the side not to move is in check */
  CHESS_FEN_BAD_CASTLING,     /* castling right the placement cannot have, or a bad letter */
  CHESS_FEN_BAD_EN_PASSANT,   /* no double push could have produced it */
  CHESS_FEN_BAD_COUNTER       /* half-move or full-move counter not a number */
} ChessFenStatus;

typedef struct {
  ChessFenStatus status;
  int field;        /* 1..6, the FEN field at fault (0 if none) */
  int column;       /* byte offset in the text where the problem is */
  char message[192];/* translated, e.g. "field 2: side to move must be 'w' or 'b', not 'x'" */
} ChessFenError;

#define CHESS_FEN_START "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
#define CHESS_FEN_MAX 96

/* Reads FEN, X-FEN and Shredder-FEN; a four-field EPD gets counters 0 1.
 * On failure pos is unspecified and error (if not NULL) says why. */
bool chess_position_from_fen (ChessPosition *pos, const char *fen, ChessFenError *error);
/* Writes FEN (KQkq; X-FEN letters where needed; Shredder letters if
 * pos->chess960 and ambiguous) into out (at least CHESS_FEN_MAX bytes). */
size_t chess_position_to_fen (const ChessPosition *pos, char *out, size_t size);

typedef enum {
  CHESS_SAN_OK = 0,
  CHESS_SAN_MALFORMED,   /* not a move at all */
  CHESS_SAN_ILLEGAL,     /* a move, but not legal here */
  CHESS_SAN_AMBIGUOUS    /* more than one legal move fits */
} ChessSanStatus;

#define CHESS_SAN_MAX 16

/* Lenient reader: 0-0, o-o, e8Q, e8=q, Ng1f3, e2-e4, missing x, trailing
 * + # ! ?; strict on meaning. */
ChessSanStatus chess_move_from_san (const ChessPosition *pos, const char *text, size_t length, ChessMove *move);
/* Writes SAN with +/# into out (at least CHESS_SAN_MAX bytes); returns the length. */
size_t chess_move_to_san (const ChessPosition *pos, ChessMove move, char *out);

/* UCI long algebraic: e2e4, e7e8q; castling e1g1, or king-to-rook (e1h1) when pos->chess960. */
ChessSanStatus chess_move_from_uci (const ChessPosition *pos, const char *text, size_t length, ChessMove *move);
size_t chess_move_to_uci (const ChessPosition *pos, ChessMove move, char *out);

/* "e4" etc.; out needs 3 bytes */
void chess_square_name (int square, char *out);
int chess_square_from_name (const char *text); /* CHESS_SQUARE_NONE if not a square */
