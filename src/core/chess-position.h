/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-position.h — a chess position: bitboards, make/unmake, legal moves,
 * attack queries, game status for one position.  Plain C17, libc only. */
#pragma once

#include "chess-types.h"

/* Castling rights, one bit each. */
enum {
  CHESS_CASTLE_WHITE_KING = 1,  /* White's rook on the king's h-side */
  CHESS_CASTLE_WHITE_QUEEN = 2, /* White's rook on the a-side */
  CHESS_CASTLE_BLACK_KING = 4,
  CHESS_CASTLE_BLACK_QUEEN = 8,
  CHESS_CASTLE_ALL = 15
};

/* Index of a castling right (0..3) is log2 of its bit. */
typedef struct ChessPosition {
  ChessBitboard by_type[6];   /* indexed by ChessPieceType */
  ChessBitboard by_color[2];  /* indexed by ChessColor */
  ChessPiece board[64];       /* CHESS_PIECE_NONE when empty */
  uint64_t key;               /* Zobrist key, updated incrementally */
  uint8_t side_to_move;       /* ChessColor */
  uint8_t castling;           /* CHESS_CASTLE_* bits */
  /* Set after a double pawn push only when an enemy pawn stands beside the
   * pushed pawn (an en-passant capture is pseudo-legal); else SQUARE_NONE. */
  uint8_t ep_square;
  bool chess960;              /* write castling as X-FEN/Shredder, O-O as king-to-rook in UCI */
  /* Counters are 32 bits: the FEN reader takes at most CHESS_FEN_COUNTER_MAX,
   * which leaves room for more moves than any game or file can hold. */
  uint32_t halfmove_clock;
  uint32_t fullmove_number;
  /* Castling geometry, fixed at set-up (Chess960 allows any rook file). */
  uint8_t castling_rook[4];         /* rook square for each right */
  uint8_t castling_rights_mask[64]; /* rights that survive a move from/to this square */
  ChessBitboard castling_empty[4];  /* squares that must be empty (king and rook paths) */
  ChessBitboard castling_safe[4];   /* squares the king passes or lands on: must not be attacked */
} ChessPosition;

/* What make needs to undo a move. */
typedef struct {
  uint64_t key;
  uint32_t halfmove_clock;
  uint8_t castling;
  uint8_t ep_square;
  ChessPiece captured;
} ChessUndo;

void chess_core_init (void);  /* tables; idempotent, also called lazily by every entry point that needs it */

void chess_position_set_start (ChessPosition *pos);
/* Chess960: start position `number` of Scharnagl's numbering (0…959;
 * CHESS960_STANDARD_NUMBER is the standard set-up), both sides' castling
 * rights with their rooks, and pos->chess960 set.  false if out of range. */
#define CHESS960_N_POSITIONS 960
#define CHESS960_STANDARD_NUMBER 518
bool chess_position_set_chess960 (ChessPosition *pos, unsigned number);
void chess_position_clear (ChessPosition *pos);  /* empty board, white to move, 0 1 */
/* Low-level set-up used by FEN and board editors; call chess_position_finish_setup after. */
void chess_position_put_piece (ChessPosition *pos, int square, ChessPiece piece);
void chess_position_remove_piece (ChessPosition *pos, int square);
/* Add a castling right for the given colour with the rook on rook_square;
 * returns false if no king/rook placement allows it. */
bool chess_position_add_castling_right (ChessPosition *pos, ChessColor color, int rook_square);
void chess_position_finish_setup (ChessPosition *pos); /* recompute key and castling tables */

static inline ChessPiece chess_position_piece_at (const ChessPosition *pos, int sq) { return pos->board[sq]; }
static inline ChessColor chess_position_side_to_move (const ChessPosition *pos) { return (ChessColor) pos->side_to_move; }
int chess_position_king_square (const ChessPosition *pos, ChessColor color);

/* Attacks */
ChessBitboard chess_position_attackers_to (const ChessPosition *pos, int square, ChessBitboard occupied);
bool chess_position_is_square_attacked (const ChessPosition *pos, int square, ChessColor by_color);
ChessBitboard chess_position_checkers (const ChessPosition *pos);
bool chess_position_in_check (const ChessPosition *pos);

/* Moves */
int chess_position_legal_moves (const ChessPosition *pos, ChessMoveList *list);  /* returns list->count */
bool chess_position_is_legal_move (const ChessPosition *pos, ChessMove move);
bool chess_position_has_legal_move (const ChessPosition *pos);
void chess_position_make_move (ChessPosition *pos, ChessMove move, ChessUndo *undo);
void chess_position_unmake_move (ChessPosition *pos, ChessMove move, const ChessUndo *undo);
void chess_position_make_null_move (ChessPosition *pos, ChessUndo *undo);
void chess_position_unmake_null_move (ChessPosition *pos, const ChessUndo *undo);
bool chess_move_is_capture (const ChessPosition *pos, ChessMove move);
/* Where the king ends up (castling moves are encoded king-to-rook). */
int chess_move_king_destination (const ChessPosition *pos, ChessMove move);

uint64_t chess_perft (ChessPosition *pos, int depth);

/* Status of one position */
typedef enum {
  CHESS_STATUS_ONGOING = 0,
  CHESS_STATUS_CHECKMATE,
  CHESS_STATUS_STALEMATE,
  CHESS_STATUS_DEAD_POSITION   /* automatic draw: K v K, K v KB, K v KN, bishops all on one colour */
} ChessPositionStatus;

ChessPositionStatus chess_position_status (const ChessPosition *pos);
bool chess_position_is_checkmate (const ChessPosition *pos);
bool chess_position_is_stalemate (const ChessPosition *pos);
bool chess_position_is_dead (const ChessPosition *pos);
/* The flag-fall rule: can this colour possibly mate with its material? */
bool chess_position_has_mating_material (const ChessPosition *pos, ChessColor color);
/* Key for repetition: the en-passant square counts only when an en-passant
 * capture is legal; castling rights and side to move count. */
uint64_t chess_position_repetition_key (const ChessPosition *pos);

/* Set-up positions that are legal by the FEN reader's rules but could never
 * arise in a game; flags for a board editor to warn about. */
enum {
  CHESS_SETUP_TOO_MANY_PAWNS = 1 << 0,      /* more than 8 pawns of one colour */
  CHESS_SETUP_TOO_MANY_PIECES = 1 << 1,     /* more than 16 men, or promoted pieces beyond missing pawns */
  CHESS_SETUP_IMPOSSIBLE_CHECK = 1 << 2,    /* a check no last move could have given (also with 3+ checkers) */
  CHESS_SETUP_IMPOSSIBLE_EN_PASSANT = 1 << 3,
  CHESS_SETUP_KINGS_ADJACENT = 1 << 4,
  CHESS_SETUP_TOO_MANY_CHECKERS = 1 << 5    /* three or more pieces give check */
};
unsigned chess_position_validate_setup (const ChessPosition *pos);
