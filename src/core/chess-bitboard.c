/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-bitboard.c — attack tables: leapers, between/line masks, and magic
 * bitboards for sliders whose magics are searched for at start-up. */
#include "chess-bitboard.h"

#include <string.h>

ChessMagic chess_rook_magics[64];
ChessMagic chess_bishop_magics[64];
ChessBitboard chess_knight_attacks[64];
ChessBitboard chess_king_attacks[64];
ChessBitboard chess_pawn_attacks[2][64];
ChessBitboard chess_between[64][64];
ChessBitboard chess_line[64][64];

/* 102400 rook entries + 5248 bishop entries with one shift per square. */
static ChessBitboard rook_table[102400];
static ChessBitboard bishop_table[5248];

static const int rook_dirs[4][2] = { { 1, 0 }, { -1, 0 }, { 0, 1 }, { 0, -1 } };
static const int bishop_dirs[4][2] = { { 1, 1 }, { 1, -1 }, { -1, 1 }, { -1, -1 } };

static bool
on_board (int file, int rank)
{
  return file >= 0 && file < 8 && rank >= 0 && rank < 8;
}

/* Slow reference: walk each ray until the edge or a blocker. */
static ChessBitboard
ray_attacks (int sq, ChessBitboard occupied, const int dirs[4][2])
{
  ChessBitboard result = 0;
  for (int d = 0; d < 4; d++)
    {
      int f = CHESS_SQUARE_FILE (sq) + dirs[d][0];
      int r = CHESS_SQUARE_RANK (sq) + dirs[d][1];
      while (on_board (f, r))
        {
          ChessBitboard b = CHESS_SQUARE_BB (CHESS_SQUARE (f, r));
          result |= b;
          if (occupied & b)
            break;
          f += dirs[d][0];
          r += dirs[d][1];
        }
    }
  return result;
}

/* Relevant occupancy: the rays without their last square. */
static ChessBitboard
relevant_mask (int sq, const int dirs[4][2])
{
  ChessBitboard result = 0;
  for (int d = 0; d < 4; d++)
    {
      int f = CHESS_SQUARE_FILE (sq) + dirs[d][0];
      int r = CHESS_SQUARE_RANK (sq) + dirs[d][1];
      while (on_board (f + dirs[d][0], r + dirs[d][1]))
        {
          result |= CHESS_SQUARE_BB (CHESS_SQUARE (f, r));
          f += dirs[d][0];
          r += dirs[d][1];
        }
    }
  return result;
}

static uint64_t
next_random (uint64_t *state)
{
  /* xorshift64*: deterministic, so every run finds the same magics. */
  *state ^= *state >> 12;
  *state ^= *state << 25;
  *state ^= *state >> 27;
  return *state * 0x2545F4914F6CDD1DULL;
}

/* Finds a magic for one square by trying sparse random numbers until one
 * maps every occupancy subset to a slot without a harmful collision.
 * Returns the number of candidates tried, or 0 if max_tries ran out. */
static unsigned long
find_magic (int sq, ChessMagic *m, ChessBitboard *slice, const int dirs[4][2],
            uint64_t *state, unsigned long max_tries)
{
  static ChessBitboard occupancy[4096], reference[4096];
  static unsigned epoch_of[4096];
  static unsigned epoch;
  ChessBitboard mask = relevant_mask (sq, dirs);
  int bits = __builtin_popcountll (mask);
  int size = 0;
  ChessBitboard subset = 0;

  /* Carry-rippler enumeration of every subset of the mask. */
  do
    {
      occupancy[size] = subset;
      reference[size] = ray_attacks (sq, subset, dirs);
      size++;
      subset = (subset - mask) & mask;
    }
  while (subset);

  m->mask = mask;
  m->shift = 64 - bits;
  m->attacks = slice;

  for (unsigned long tries = 1; tries <= max_tries; tries++)
    {
      ChessBitboard magic = next_random (state) & next_random (state) & next_random (state);
      bool ok = true;

      if (__builtin_popcountll ((mask * magic) & 0xFF00000000000000ULL) < 6)
        continue;
      if (++epoch == 0)
        {
          memset (epoch_of, 0, sizeof epoch_of);
          epoch = 1;
        }
      for (int i = 0; i < size && ok; i++)
        {
          unsigned index = (unsigned) ((occupancy[i] * magic) >> m->shift);
          if (epoch_of[index] != epoch)
            {
              epoch_of[index] = epoch;
              slice[index] = reference[i];
            }
          else if (slice[index] != reference[i])
            ok = false;
        }
      if (ok)
        {
          m->magic = magic;
          return tries;
        }
    }
  return 0;
}

/* Per-square seeds of the search, picked once by running the search over
 * increasing seeds until one finds its magic within 8 candidates.  Any seed
 * gives correct magics (the search verifies every occupancy); these only
 * keep start-up well under a millisecond instead of a quarter second. */
static const uint32_t rook_seeds[64] = {
  20592, 6585, 13369, 60572, 152720, 21823, 38146, 58700,
  16307, 2026, 1575, 5673, 34589, 4824, 1426, 1455,
  28722, 3389, 2596, 15303, 32219, 9570, 10366, 3743,
  3047, 2973, 8708, 5699, 7511, 9570, 4111, 25889,
  12898, 7483, 3388, 8725, 8551, 4824, 1426, 17377,
  16430, 23173, 64821, 16979, 12026, 57647, 4808, 16448,
  11628, 8871, 5084, 5699, 6365, 12884, 4200, 18091,
  14211, 14211, 5575, 44805, 13671, 63743, 7216, 2052
};
static const uint32_t bishop_seeds[64] = {
  1956, 44, 315, 115, 67, 293, 882, 1478,
  129, 25, 103, 134, 140, 245, 147, 978,
  588, 148, 1405, 1514, 250, 2535, 375, 339,
  67, 340, 2434, 6762, 102, 3211, 128, 211,
  484, 69, 260, 13712, 42790, 1059, 42, 362,
  539, 267, 350, 931, 1344, 1215, 20, 47,
  882, 113, 179, 155, 30, 170, 359, 44,
  1478, 978, 246, 7, 601, 170, 129, 1956
};

static void
find_magics (ChessMagic *magics, ChessBitboard *table, const int dirs[4][2], const uint32_t seeds[64])
{
  ChessBitboard *next_slice = table;

  for (int sq = 0; sq < 64; sq++)
    {
      uint64_t state = seeds[sq] * 0x9E3779B97F4A7C15ULL + 1;
      find_magic (sq, &magics[sq], next_slice, dirs, &state, (unsigned long) -1);
      next_slice += (size_t) 1 << (64 - magics[sq].shift);
    }
}

static void
init_leapers (void)
{
  static const int knight[8][2] = { { 1, 2 }, { 2, 1 }, { 2, -1 }, { 1, -2 },
                                    { -1, -2 }, { -2, -1 }, { -2, 1 }, { -1, 2 } };
  static const int king[8][2] = { { 1, 0 }, { 1, 1 }, { 0, 1 }, { -1, 1 },
                                  { -1, 0 }, { -1, -1 }, { 0, -1 }, { 1, -1 } };

  for (int sq = 0; sq < 64; sq++)
    {
      int f = CHESS_SQUARE_FILE (sq), r = CHESS_SQUARE_RANK (sq);
      ChessBitboard n = 0, k = 0;
      for (int i = 0; i < 8; i++)
        {
          if (on_board (f + knight[i][0], r + knight[i][1]))
            n |= CHESS_SQUARE_BB (CHESS_SQUARE (f + knight[i][0], r + knight[i][1]));
          if (on_board (f + king[i][0], r + king[i][1]))
            k |= CHESS_SQUARE_BB (CHESS_SQUARE (f + king[i][0], r + king[i][1]));
        }
      chess_knight_attacks[sq] = n;
      chess_king_attacks[sq] = k;
      chess_pawn_attacks[0][sq] = 0;
      chess_pawn_attacks[1][sq] = 0;
      for (int df = -1; df <= 1; df += 2)
        {
          if (on_board (f + df, r + 1))
            chess_pawn_attacks[0][sq] |= CHESS_SQUARE_BB (CHESS_SQUARE (f + df, r + 1));
          if (on_board (f + df, r - 1))
            chess_pawn_attacks[1][sq] |= CHESS_SQUARE_BB (CHESS_SQUARE (f + df, r - 1));
        }
    }
}

static void
init_lines (void)
{
  for (int a = 0; a < 64; a++)
    {
      ChessBitboard rook_a = ray_attacks (a, 0, rook_dirs);
      ChessBitboard bishop_a = ray_attacks (a, 0, bishop_dirs);
      for (int b = 0; b < 64; b++)
        {
          ChessBitboard bb_a = CHESS_SQUARE_BB (a), bb_b = CHESS_SQUARE_BB (b);
          chess_between[a][b] = 0;
          chess_line[a][b] = 0;
          if (a == b)
            continue;
          if (rook_a & bb_b)
            {
              chess_line[a][b] = (rook_a & ray_attacks (b, 0, rook_dirs)) | bb_a | bb_b;
              chess_between[a][b] = ray_attacks (a, bb_b, rook_dirs) & ray_attacks (b, bb_a, rook_dirs);
            }
          else if (bishop_a & bb_b)
            {
              chess_line[a][b] = (bishop_a & ray_attacks (b, 0, bishop_dirs)) | bb_a | bb_b;
              chess_between[a][b] = ray_attacks (a, bb_b, bishop_dirs) & ray_attacks (b, bb_a, bishop_dirs);
            }
        }
    }
}

void
chess_bitboard_init (void)
{
  init_leapers ();
  init_lines ();
  find_magics (chess_rook_magics, rook_table, rook_dirs, rook_seeds);
  find_magics (chess_bishop_magics, bishop_table, bishop_dirs, bishop_seeds);
}
