/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-core-private.h — private: Zobrist keys and helpers shared by the
 * position, move generator and FEN code.  Not for use outside src/core. */
#pragma once

#include "chess-bitboard.h"
#include "chess-position.h"

/* Indexed by ChessPiece (colour << 3 | type), so entries 6, 7, 14, 15 are unused. */
extern uint64_t chess_zobrist_piece[16][64];
extern uint64_t chess_zobrist_castling[16];  /* by the whole rights mask */
extern uint64_t chess_zobrist_en_passant[8]; /* by file */
extern uint64_t chess_zobrist_side;          /* xored in when Black is to move */

/* Room for every move of any position the FEN reader accepts, however
 * much material is on the board: at most 16 pieces reach one target square,
 * promotions on the last rank add 9 more each, so 54 * 16 + 8 * 25 < 1088.
 * A game position never has more than 218; ChessMoveList holds 256. */
#define CHESS_MOVEGEN_MAX 1088

/* All legal moves into moves (CHESS_MOVEGEN_MAX entries); returns the count. */
int chess_position_generate_moves (const ChessPosition *pos, ChessMove *moves);

/* Tests set this to run the portable popcount path on any CPU. */
extern bool chess_movegen_portable_only;

/* The key from scratch (the incremental one must always equal it). */
uint64_t chess_position_compute_key (const ChessPosition *pos);

/* Squares of color's pieces of a type. */
static inline ChessBitboard
chess_position_pieces (const ChessPosition *pos, ChessColor color, ChessPieceType type)
{
  return pos->by_type[type] & pos->by_color[color];
}

static inline ChessBitboard
chess_position_occupied (const ChessPosition *pos)
{
  return pos->by_color[0] | pos->by_color[1];
}

/* Is square attacked by by_color with the given occupancy? */
static inline bool
chess_position_attacked_with (const ChessPosition *pos, int sq, ChessColor by_color, ChessBitboard occupied)
{
  ChessBitboard them = pos->by_color[by_color];
  if (chess_knight_attacks[sq] & pos->by_type[CHESS_KNIGHT] & them)
    return true;
  if (chess_pawn_attacks[by_color ^ 1][sq] & pos->by_type[CHESS_PAWN] & them)
    return true;
  if (chess_king_attacks[sq] & pos->by_type[CHESS_KING] & them)
    return true;
  ChessBitboard queens = pos->by_type[CHESS_QUEEN];
  if (chess_bishop_attacks (sq, occupied) & (pos->by_type[CHESS_BISHOP] | queens) & them)
    return true;
  return (chess_rook_attacks (sq, occupied) & (pos->by_type[CHESS_ROOK] | queens) & them) != 0;
}

/* Right index 0..3 for a colour and side (0 = king side, 1 = queen side). */
static inline int
chess_castling_index (ChessColor color, int queen_side)
{
  return (int) color * 2 + queen_side;
}

/* The rook a K/Q/k/q castling letter means: the outermost one of color on
 * that side of its king, when the king stands on its first rank;
 * CHESS_SQUARE_NONE if there is none.  (chess-fen.c) */
int chess_position_outermost_rook (const ChessPosition *pos, ChessColor color, bool queen_side);

/* Pieces of a colour beyond the initial set (bishops counted by the colour
 * of their squares): each one a promoted pawn.  (chess-status.c) */
int chess_position_promoted_pieces (const ChessPosition *pos, ChessColor color);

/* Chess960 when castling needs it: a king off the e-file or a rook off the
 * corners (Shredder-FEN and king-to-rook castling then).  (chess-fen.c) */
void chess_position_mark_chess960 (ChessPosition *pos);
