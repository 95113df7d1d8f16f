/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-movegen.c — legal move generation (pin and check masks, no
 * make-and-test) and perft with bulk counting at the last ply.
 *
 * One generator serves two purposes: with a move buffer it writes the legal
 * moves; without one it only counts them, by popcount where it can, which
 * is what perft does at depth 1. */
#include "chess-core-private.h"

#include <string.h>

#define ALWAYS_INLINE static inline __attribute__ ((always_inline))

/* Counting leans on popcount.  Release builds target plain x86-64, whose
 * baseline has no POPCNT instruction, so the counting generator is built
 * twice: portable, and for CPUs that have POPCNT (chosen at run time). */
#if (defined(__x86_64__) || defined(__i386__)) && !defined(__POPCNT__) && defined(__GNUC__)
#define CHESS_POPCNT_DISPATCH 1
#endif

bool chess_movegen_portable_only;

ALWAYS_INLINE int
bits (ChessBitboard b, bool hw)
{
  return hw ? __builtin_popcountll (b) : chess_bb_popcount (b);
}

/* Writes one move per target square (or counts them when out is NULL). */
ALWAYS_INLINE ChessMove *
emit_targets (ChessMove *out, int from, ChessBitboard targets, int *count, bool hw)
{
  if (!out)
    {
      *count += bits (targets, hw);
      return out;
    }
  while (targets)
    *out++ = chess_move_make (from, chess_bb_pop_lsb (&targets));
  return out;
}

/* Pawn moves given as a target set and the offset back to their origin. */
ALWAYS_INLINE ChessMove *
emit_pawn_set (ChessMove *out, ChessBitboard targets, int offset, ChessBitboard promo_rank, int *count,
               bool hw)
{
  ChessBitboard promos = targets & promo_rank;

  if (!out)
    {
      /* Each promotion counts four times; they are rare, so test first. */
      *count += bits (targets, hw);
      if (promos)
        *count += 3 * bits (promos, hw);
      return out;
    }
  ChessBitboard plain = targets & ~promo_rank;
  while (plain)
    {
      int to = chess_bb_pop_lsb (&plain);
      *out++ = chess_move_make (to - offset, to);
    }
  while (promos)
    {
      int to = chess_bb_pop_lsb (&promos);
      for (int p = CHESS_QUEEN; p >= CHESS_KNIGHT; p--)
        *out++ = chess_move_make_special (to - offset, to, CHESS_MOVE_PROMOTION, (ChessPieceType) p);
    }
  return out;
}

/* Single and double pushes and captures of a set of pawns whose targets
 * must lie in allowed (check mask, and pin line for a pinned pawn). */
ALWAYS_INLINE ChessMove *
emit_pawns (ChessMove *out, ChessColor us, ChessBitboard pawns, ChessBitboard empty,
            ChessBitboard enemy, ChessBitboard allowed, int *count, bool hw)
{
  ChessBitboard promo_rank = us == CHESS_WHITE ? CHESS_BB_RANK_8 : CHESS_BB_RANK_1;
  ChessBitboard third = us == CHESS_WHITE ? CHESS_BB_RANK_3 : CHESS_BB_RANK_6;
  int up = us == CHESS_WHITE ? 8 : -8;
  ChessBitboard single, dbl, left, right;

  if (us == CHESS_WHITE)
    {
      single = (pawns << 8) & empty;
      dbl = ((single & third) << 8) & empty;
      left = ((pawns & ~CHESS_BB_FILE_A) << 7) & enemy;
      right = ((pawns & ~CHESS_BB_FILE_H) << 9) & enemy;
    }
  else
    {
      single = (pawns >> 8) & empty;
      dbl = ((single & third) >> 8) & empty;
      left = ((pawns & ~CHESS_BB_FILE_A) >> 9) & enemy;
      right = ((pawns & ~CHESS_BB_FILE_H) >> 7) & enemy;
    }
  out = emit_pawn_set (out, single & allowed, up, promo_rank, count, hw);
  out = emit_pawn_set (out, dbl & allowed, 2 * up, 0, count, hw);
  out = emit_pawn_set (out, left & allowed, us == CHESS_WHITE ? 7 : -9, promo_rank, count, hw);
  out = emit_pawn_set (out, right & allowed, us == CHESS_WHITE ? 9 : -7, promo_rank, count, hw);
  return out;
}

ALWAYS_INLINE int
generate (const ChessPosition *pos, ChessMove *out, bool hw)
{
  const ChessColor us = (ChessColor) pos->side_to_move, them = (ChessColor) (us ^ 1);
  const ChessBitboard own = pos->by_color[us], enemy = pos->by_color[them];
  const ChessBitboard occupied = own | enemy;
  const ChessBitboard queens = pos->by_type[CHESS_QUEEN];
  const ChessBitboard enemy_diag = (pos->by_type[CHESS_BISHOP] | queens) & enemy;
  const ChessBitboard enemy_orth = (pos->by_type[CHESS_ROOK] | queens) & enemy;
  const int king = chess_bb_lsb (pos->by_type[CHESS_KING] & own);
  ChessMove *const start = out;
  int count = 0;

  ChessBitboard checkers =
      ((chess_knight_attacks[king] & pos->by_type[CHESS_KNIGHT])
       | (chess_pawn_attacks[us][king] & pos->by_type[CHESS_PAWN])
       | (chess_bishop_attacks (king, occupied) & enemy_diag)
       | (chess_rook_attacks (king, occupied) & enemy_orth))
      & enemy;

  /* King steps: test each target with the king lifted off the board, so
   * a slider's ray through the king's square still counts. */
  {
    ChessBitboard targets = chess_king_attacks[king] & ~(own | pos->by_type[CHESS_KING]);
    ChessBitboard lifted = occupied ^ CHESS_SQUARE_BB (king);
    while (targets)
      {
        int to = chess_bb_pop_lsb (&targets);
        if (!chess_position_attacked_with (pos, to, them, lifted))
          {
            if (out)
              *out++ = chess_move_make (king, to);
            else
              count++;
          }
      }
  }
  if (chess_bb_more_than_one (checkers))
    return out ? (int) (out - start) : count;

  ChessBitboard check_mask = ~(ChessBitboard) 0;
  if (checkers)
    check_mask = checkers | chess_between[king][chess_bb_lsb (checkers)];

  /* Pinned pieces: one of ours alone between the king and an enemy slider. */
  ChessBitboard pinned = 0;
  {
    ChessBitboard snipers = (chess_bishop_attacks (king, enemy) & enemy_diag)
                            | (chess_rook_attacks (king, enemy) & enemy_orth);
    while (snipers)
      {
        ChessBitboard b = chess_between[king][chess_bb_pop_lsb (&snipers)] & occupied;
        if (b && !chess_bb_more_than_one (b))
          pinned |= b & own;
      }
  }

  /* Never a capture of the king: a board editor may pass a position whose
   * side not to move is in check, and the king must survive it. */
  const ChessBitboard capturable = enemy & ~pos->by_type[CHESS_KING];
  const ChessBitboard target = ~(own | (enemy & pos->by_type[CHESS_KING])) & check_mask;
  /* In check a pinned piece can never help: its line meets the check line only at the king. */
  const ChessBitboard movable = own & (checkers ? ~pinned : ~(ChessBitboard) 0);

  /* Pawns */
  {
    ChessBitboard pawns = pos->by_type[CHESS_PAWN] & movable;
    ChessBitboard empty = ~occupied;
    out = emit_pawns (out, us, pawns & ~pinned, empty, capturable, check_mask, &count, hw);
    ChessBitboard pinned_pawns = pawns & pinned;
    while (pinned_pawns)
      {
        int sq = chess_bb_pop_lsb (&pinned_pawns);
        out = emit_pawns (out, us, CHESS_SQUARE_BB (sq), empty, capturable, check_mask & chess_line[king][sq], &count, hw);
      }
    if (pos->ep_square != CHESS_SQUARE_NONE)
      {
        int ep = pos->ep_square;
        int victim = ep ^ 8;
        ChessBitboard capturers = chess_pawn_attacks[them][ep] & pos->by_type[CHESS_PAWN] & own;
        while (capturers)
          {
            int from = chess_bb_pop_lsb (&capturers);
            /* Rare enough to test the whole result: this also covers the
             * rank pin when both pawns leave the king's rank. */
            ChessBitboard after = occupied ^ CHESS_SQUARE_BB (from) ^ CHESS_SQUARE_BB (victim) ^ CHESS_SQUARE_BB (ep);
            ChessBitboard attackers =
                (chess_bishop_attacks (king, after) & enemy_diag)
                | (chess_rook_attacks (king, after) & enemy_orth)
                | (chess_knight_attacks[king] & pos->by_type[CHESS_KNIGHT] & enemy)
                | (chess_pawn_attacks[us][king] & pos->by_type[CHESS_PAWN] & enemy & ~CHESS_SQUARE_BB (victim));
            if (!attackers)
              {
                if (out)
                  *out++ = chess_move_make_special (from, ep, CHESS_MOVE_EN_PASSANT, CHESS_PIECE_TYPE_NONE);
                else
                  count++;
              }
          }
      }
  }

  /* Knights: a pinned knight never moves. */
  {
    ChessBitboard knights = pos->by_type[CHESS_KNIGHT] & own & ~pinned;
    while (knights)
      {
        int sq = chess_bb_pop_lsb (&knights);
        out = emit_targets (out, sq, chess_knight_attacks[sq] & target, &count, hw);
      }
  }

  /* Sliders; a pinned one stays on the line through the king. */
  {
    ChessBitboard diag = (pos->by_type[CHESS_BISHOP] | queens) & movable;
    while (diag)
      {
        int sq = chess_bb_pop_lsb (&diag);
        ChessBitboard t = chess_bishop_attacks (sq, occupied) & target;
        if (pinned & CHESS_SQUARE_BB (sq))
          t &= chess_line[king][sq];
        out = emit_targets (out, sq, t, &count, hw);
      }
    ChessBitboard orth = (pos->by_type[CHESS_ROOK] | queens) & movable;
    while (orth)
      {
        int sq = chess_bb_pop_lsb (&orth);
        ChessBitboard t = chess_rook_attacks (sq, occupied) & target;
        if (pinned & CHESS_SQUARE_BB (sq))
          t &= chess_line[king][sq];
        out = emit_targets (out, sq, t, &count, hw);
      }
  }

  /* Castling, encoded king-to-rook.  The attack test lifts king and rook
   * so that a Chess960 rook cannot hide an attack on the king's path. */
  if (!checkers && (pos->castling & (us == CHESS_WHITE ? 3 : 12)))
    {
      for (int side = 0; side < 2; side++)
        {
          int i = chess_castling_index (us, side);
          if (!(pos->castling & (1 << i)) || (pos->castling_empty[i] & occupied))
            continue;
          int rook = pos->castling_rook[i];
          ChessBitboard lifted = occupied ^ CHESS_SQUARE_BB (king) ^ CHESS_SQUARE_BB (rook);
          ChessBitboard path = pos->castling_safe[i];
          bool safe = true;
          while (path && safe)
            safe = !chess_position_attacked_with (pos, chess_bb_pop_lsb (&path), them, lifted);
          if (safe)
            {
              if (out)
                *out++ = chess_move_make_special (king, rook, CHESS_MOVE_CASTLING, CHESS_PIECE_TYPE_NONE);
              else
                count++;
            }
        }
    }

  return out ? (int) (out - start) : count;
}

static int
generate_list (const ChessPosition *pos, ChessMove *moves)
{
  return generate (pos, moves, false);
}

static int
count_portable (const ChessPosition *pos)
{
  return generate (pos, NULL, false);
}

#ifdef CHESS_POPCNT_DISPATCH
__attribute__ ((target ("popcnt"))) static int
count_popcnt (const ChessPosition *pos)
{
  return generate (pos, NULL, true);
}

static bool
cpu_has_popcnt (void)
{
  return !chess_movegen_portable_only && __builtin_cpu_supports ("popcnt");
}
#else
#define count_popcnt count_portable
static bool
cpu_has_popcnt (void)
{
  return false;
}
#endif

static int
count_legal (const ChessPosition *pos)
{
  return cpu_has_popcnt () ? count_popcnt (pos) : count_portable (pos);
}

/* Every public entry checks for its own king (and builds the tables the
 * first time, in case the position was not made by a core function). */
static bool
has_own_king (const ChessPosition *pos)
{
  chess_core_init ();
  ChessBitboard kings = pos->by_type[CHESS_KING] & pos->by_color[pos->side_to_move];
  return kings && !chess_bb_more_than_one (kings);
}

int
chess_position_generate_moves (const ChessPosition *pos, ChessMove *moves)
{
  return has_own_king (pos) ? generate_list (pos, moves) : 0;
}

int
chess_position_legal_moves (const ChessPosition *pos, ChessMoveList *list)
{
  /* Only a set-up with a board full of extra queens could overflow the
   * list; generate into a buffer that always has room and truncate. */
  if (!has_own_king (pos))
    list->count = 0;
  else if (chess_bb_popcount (pos->by_color[pos->side_to_move]) <= 9) /* 8 * 27 + 8 < 256 */
    list->count = generate_list (pos, list->moves);
  else
    {
      ChessMove all[CHESS_MOVEGEN_MAX];
      int n = generate_list (pos, all);
      list->count = n < CHESS_MAX_MOVES ? n : CHESS_MAX_MOVES;
      memcpy (list->moves, all, sizeof (ChessMove) * (size_t) list->count);
    }
  return list->count;
}

bool
chess_position_is_legal_move (const ChessPosition *pos, ChessMove move)
{
  ChessMove moves[CHESS_MOVEGEN_MAX];
  int n = chess_position_generate_moves (pos, moves);
  for (int i = 0; i < n; i++)
    if (moves[i] == move)
      return true;
  return false;
}

bool
chess_position_has_legal_move (const ChessPosition *pos)
{
  return has_own_king (pos) && count_legal (pos) > 0;
}

static uint64_t
perft_recursive (ChessPosition *pos, int depth, bool hw)
{
  ChessMove moves[CHESS_MOVEGEN_MAX];
  ChessUndo undo;
  uint64_t nodes = 0;
  int n = generate_list (pos, moves);

  if (depth == 2)
    {
      for (int i = 0; i < n; i++)
        {
          chess_position_make_move (pos, moves[i], &undo);
          nodes += (uint64_t) (hw ? count_popcnt (pos) : count_portable (pos));
          chess_position_unmake_move (pos, moves[i], &undo);
        }
      return nodes;
    }
  for (int i = 0; i < n; i++)
    {
      chess_position_make_move (pos, moves[i], &undo);
      nodes += perft_recursive (pos, depth - 1, hw);
      chess_position_unmake_move (pos, moves[i], &undo);
    }
  return nodes;
}

uint64_t
chess_perft (ChessPosition *pos, int depth)
{
  if (depth <= 0)
    return 1;
  if (!has_own_king (pos))
    return 0;
  if (depth == 1)
    return (uint64_t) count_legal (pos);
  return perft_recursive (pos, depth, cpu_has_popcnt ());
}
