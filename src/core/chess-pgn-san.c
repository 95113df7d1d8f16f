/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-pgn-san.c — a fast path for the SAN of ordinary moves in PGN.
 *
 * Reading a database is mostly SAN matching.  The general reader
 * (chess_move_from_san) generates every legal move; here the few pieces
 * that can reach the destination come from attack bitboards and only
 * those are tried.  Whenever the answer is not certain — castling,
 * lenient spellings, no or several legal candidates, a capture mark that
 * does not match the board — this returns false and the caller asks the
 * core, so messages and leniency stay the core's.  Tests check that every
 * answer given here is the core's answer. */
#include "chess-pgn-private.h"
#include "chess-bitboard.h"

static int
piece_of (char c)
{
  switch (c)
    {
    case 'N': return CHESS_KNIGHT;
    case 'B': return CHESS_BISHOP;
    case 'R': return CHESS_ROOK;
    case 'Q': return CHESS_QUEEN;
    case 'K': return CHESS_KING;
    default: return -1;
    }
}

static inline bool
is_file (char c)
{
  return c >= 'a' && c <= 'h';
}

static inline bool
is_rank (char c)
{
  return c >= '1' && c <= '8';
}

/* Legal if the mover's king is not attacked once the man on from has gone
 * to to, taking what stood on to or (en passant) on captured: the board
 * after the move from bitboards alone, without making and unmaking it. */
static bool
leaves_king_safe (const ChessPosition *pos, int from, int to, int captured)
{
  ChessColor us = (ChessColor) pos->side_to_move;
  int king = CHESS_PIECE_TYPE (pos->board[from]) == CHESS_KING ? to : chess_position_king_square (pos, us);
  if (king == CHESS_SQUARE_NONE)
    return false;
  ChessBitboard to_bb = CHESS_SQUARE_BB (to);
  ChessBitboard gone = CHESS_SQUARE_BB (from) | (captured >= 0 ? CHESS_SQUARE_BB (captured) : 0);
  ChessBitboard occupied = ((pos->by_color[CHESS_WHITE] | pos->by_color[CHESS_BLACK]) & ~gone) | to_bb;
  ChessBitboard theirs = pos->by_color[us ^ 1] & ~gone & ~to_bb;
  const ChessBitboard *t = pos->by_type;
  return !(((chess_knight_attacks[king] & t[CHESS_KNIGHT]) | (chess_pawn_attacks[us][king] & t[CHESS_PAWN])
            | (chess_king_attacks[king] & t[CHESS_KING])
            | (chess_bishop_attacks (king, occupied) & (t[CHESS_BISHOP] | t[CHESS_QUEEN]))
            | (chess_rook_attacks (king, occupied) & (t[CHESS_ROOK] | t[CHESS_QUEEN])))
           & theirs);
}

bool
chess_pgn_fast_san (const ChessPosition *pos, const char *s, size_t n, ChessMove *out)
{
  while (n > 0 && (s[n - 1] == '+' || s[n - 1] == '#'))
    n--;
  if (n < 2 || n > 7)
    return false;
  ChessColor us = (ChessColor) pos->side_to_move;
  ChessBitboard own = pos->by_color[us], enemy = pos->by_color[us ^ 1];
  ChessBitboard occupied = own | enemy;
  int piece = piece_of (s[0]);

  if (piece >= 0)
    {
      if (!is_file (s[n - 2]) || !is_rank (s[n - 1]))
        return false;
      int to = CHESS_SQUARE (s[n - 2] - 'a', s[n - 1] - '1');
      int file = -1, rank = -1;
      bool capture = false;
      for (size_t i = 1; i + 2 < n; i++)
        {
          char c = s[i];
          if (capture)
            return false;          /* nothing between 'x' and the square */
          if (c == 'x')
            capture = true;
          else if (is_file (c) && file < 0 && rank < 0)
            file = c - 'a';
          else if (is_rank (c) && rank < 0)
            rank = c - '1';
          else
            return false;
        }
      ChessBitboard target = CHESS_SQUARE_BB (to);
      if ((own & target) || capture != ((enemy & target) != 0))
        return false;
      ChessBitboard from_set = chess_position_attackers_to (pos, to, occupied) & own & pos->by_type[piece];
      ChessMove found = CHESS_MOVE_NONE;
      int legal = 0;
      while (from_set)
        {
          int from = __builtin_ctzll (from_set);
          from_set &= from_set - 1;
          if ((file >= 0 && CHESS_SQUARE_FILE (from) != file) || (rank >= 0 && CHESS_SQUARE_RANK (from) != rank))
            continue;
          if (leaves_king_safe (pos, from, to, -1))
            {
              found = chess_move_make (from, to);
              if (++legal > 1)
                return false;
            }
        }
      if (legal != 1)
        return false;
      *out = found;
      return true;
    }

  if (!is_file (s[0]))
    return false;
  /* Pawn: e4, exd5, e8=Q, exd8=Q (also e8Q). */
  size_t i = 0;
  int from_file = s[0] - 'a';
  bool capture = false;
  if (n >= 4 && s[1] == 'x')
    {
      capture = true;
      i = 2;
    }
  if (i + 2 > n || !is_file (s[i]) || !is_rank (s[i + 1]))
    return false;
  int to = CHESS_SQUARE (s[i] - 'a', s[i + 1] - '1');
  i += 2;
  int promotion = -1;
  if (i < n && s[i] == '=')
    i++;
  if (i < n)
    {
      promotion = piece_of (s[i]);
      if (promotion < 0 || promotion == CHESS_KING || i + 1 != n)
        return false;
    }
  int last_rank = us == CHESS_WHITE ? 7 : 0;
  if ((CHESS_SQUARE_RANK (to) == last_rank) != (promotion >= 0))
    return false;
  int dir = us == CHESS_WHITE ? 8 : -8;
  ChessBitboard pawns = own & pos->by_type[CHESS_PAWN];
  ChessBitboard target = CHESS_SQUARE_BB (to);
  int from;
  ChessMoveKind kind = promotion >= 0 ? CHESS_MOVE_PROMOTION : CHESS_MOVE_NORMAL;

  if (capture)
    {
      int df = CHESS_SQUARE_FILE (to) - from_file;
      if (df != 1 && df != -1)
        return false;
      from = to - dir - df;
      if (from < 0 || from >= 64 || !(pawns & CHESS_SQUARE_BB (from)))
        return false;
      if (!(enemy & target))
        {
          if (to != pos->ep_square || promotion >= 0)
            return false;
          kind = CHESS_MOVE_EN_PASSANT;
        }
    }
  else
    {
      if (CHESS_SQUARE_FILE (to) != from_file || (occupied & target))
        return false;
      from = to - dir;
      if (from < 0 || from >= 64)
        return false;
      if (!(pawns & CHESS_SQUARE_BB (from)))
        {
          /* Double push from the second rank over an empty square. */
          int start_rank = us == CHESS_WHITE ? 1 : 6;
          int from2 = from - dir;
          if ((occupied & CHESS_SQUARE_BB (from)) || from2 < 0 || from2 >= 64
              || CHESS_SQUARE_RANK (from2) != start_rank || !(pawns & CHESS_SQUARE_BB (from2)))
            return false;
          from = from2;
        }
    }
  if (!leaves_king_safe (pos, from, to, kind == CHESS_MOVE_EN_PASSANT ? to - dir : -1))
    return false;
  *out = kind == CHESS_MOVE_NORMAL
         ? chess_move_make (from, to)
         : chess_move_make_special (from, to, kind, promotion >= 0 ? (ChessPieceType) promotion : CHESS_KNIGHT);
  return true;
}
