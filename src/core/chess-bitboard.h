/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-bitboard.h — private: attack tables and bit helpers of the core.
 *
 * Sliding attacks use "fancy" magic bitboards; the magic factors are found
 * at start-up by a deterministic search (chess-bitboard.c), so no table of
 * numbers is shipped. */
#pragma once

#include "chess-types.h"

#define CHESS_BB_FILE_A ((ChessBitboard) 0x0101010101010101ULL)
#define CHESS_BB_FILE_H (CHESS_BB_FILE_A << 7)
#define CHESS_BB_RANK_1 ((ChessBitboard) 0xFFULL)
#define CHESS_BB_RANK_2 (CHESS_BB_RANK_1 << 8)
#define CHESS_BB_RANK_3 (CHESS_BB_RANK_1 << 16)
#define CHESS_BB_RANK_4 (CHESS_BB_RANK_1 << 24)
#define CHESS_BB_RANK_5 (CHESS_BB_RANK_1 << 32)
#define CHESS_BB_RANK_6 (CHESS_BB_RANK_1 << 40)
#define CHESS_BB_RANK_7 (CHESS_BB_RANK_1 << 48)
#define CHESS_BB_RANK_8 (CHESS_BB_RANK_1 << 56)

typedef struct {
  ChessBitboard mask;            /* relevant occupancy (no edge squares) */
  ChessBitboard magic;
  const ChessBitboard *attacks;  /* slice of the shared attack table */
  unsigned shift;
} ChessMagic;

extern ChessMagic chess_rook_magics[64];
extern ChessMagic chess_bishop_magics[64];
extern ChessBitboard chess_knight_attacks[64];
extern ChessBitboard chess_king_attacks[64];
extern ChessBitboard chess_pawn_attacks[2][64];
/* Squares strictly between two aligned squares; 0 when not aligned. */
extern ChessBitboard chess_between[64][64];
/* The whole line (edge to edge) through two aligned squares; 0 when not aligned. */
extern ChessBitboard chess_line[64][64];

void chess_bitboard_init (void);

static inline int
chess_bb_lsb (ChessBitboard b)
{
  return __builtin_ctzll (b);
}

static inline int
chess_bb_pop_lsb (ChessBitboard *b)
{
  int sq = __builtin_ctzll (*b);
  *b &= *b - 1;
  return sq;
}

static inline bool
chess_bb_more_than_one (ChessBitboard b)
{
  return (b & (b - 1)) != 0;
}

/* Without -mpopcnt GCC would call libgcc's __popcountdi2; the SWAR sum is
 * a dozen inline instructions instead. */
static inline int
chess_bb_popcount (ChessBitboard b)
{
#ifdef __POPCNT__
  return __builtin_popcountll (b);
#else
  b = b - ((b >> 1) & 0x5555555555555555ULL);
  b = (b & 0x3333333333333333ULL) + ((b >> 2) & 0x3333333333333333ULL);
  b = (b + (b >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
  return (int) ((b * 0x0101010101010101ULL) >> 56);
#endif
}

static inline ChessBitboard
chess_rook_attacks (int sq, ChessBitboard occupied)
{
  const ChessMagic *m = &chess_rook_magics[sq];
  return m->attacks[((occupied & m->mask) * m->magic) >> m->shift];
}

static inline ChessBitboard
chess_bishop_attacks (int sq, ChessBitboard occupied)
{
  const ChessMagic *m = &chess_bishop_magics[sq];
  return m->attacks[((occupied & m->mask) * m->magic) >> m->shift];
}

