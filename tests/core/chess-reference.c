/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-reference.c — the slow, obvious move generator: walk the board array
 * square by square, generate pseudo-legal moves, keep those that do not
 * leave the own king attacked.  Shares nothing with the fast generator but
 * make/unmake. */
#include "chess-reference.h"

#include "chess-core-private.h"

#include <stdlib.h>
#include <string.h>

static bool
inside (int file, int rank)
{
  return file >= 0 && file < 8 && rank >= 0 && rank < 8;
}

static ChessPiece
at (const ChessPiece board[64], int file, int rank)
{
  return board[rank * 8 + file];
}

static const int knight_steps[8][2] = { { 1, 2 }, { 2, 1 }, { 2, -1 }, { 1, -2 }, { -1, -2 }, { -2, -1 }, { -2, 1 }, { -1, 2 } };
static const int king_steps[8][2] = { { 1, 0 }, { 1, 1 }, { 0, 1 }, { -1, 1 }, { -1, 0 }, { -1, -1 }, { 0, -1 }, { 1, -1 } };

bool
chess_reference_attacked (const ChessPiece board[64], int square, ChessColor by)
{
  int f = square % 8, r = square / 8;
  int pawn_rank = by == CHESS_WHITE ? r - 1 : r + 1;

  for (int df = -1; df <= 1; df += 2)
    if (inside (f + df, pawn_rank) && at (board, f + df, pawn_rank) == CHESS_MAKE_PIECE (by, CHESS_PAWN))
      return true;
  for (int i = 0; i < 8; i++)
    {
      int kf = f + knight_steps[i][0], kr = r + knight_steps[i][1];
      if (inside (kf, kr) && at (board, kf, kr) == CHESS_MAKE_PIECE (by, CHESS_KNIGHT))
        return true;
      kf = f + king_steps[i][0];
      kr = r + king_steps[i][1];
      if (inside (kf, kr) && at (board, kf, kr) == CHESS_MAKE_PIECE (by, CHESS_KING))
        return true;
    }
  for (int i = 0; i < 8; i++)
    {
      int df = king_steps[i][0], dr = king_steps[i][1];
      bool diagonal = df != 0 && dr != 0;
      for (int sf = f + df, sr = r + dr; inside (sf, sr); sf += df, sr += dr)
        {
          ChessPiece p = at (board, sf, sr);
          if (p == CHESS_PIECE_NONE)
            continue;
          if (CHESS_PIECE_COLOR (p) == by
              && (CHESS_PIECE_TYPE (p) == CHESS_QUEEN
                  || CHESS_PIECE_TYPE (p) == (diagonal ? CHESS_BISHOP : CHESS_ROOK)))
            return true;
          break;
        }
    }
  return false;
}

static int
find_king (const ChessPiece board[64], ChessColor color)
{
  for (int sq = 0; sq < 64; sq++)
    if (board[sq] == CHESS_MAKE_PIECE (color, CHESS_KING))
      return sq;
  return -1;
}

static int
pseudo_moves (const ChessPosition *pos, ChessMove *out)
{
  const ChessPiece *board = pos->board;
  ChessColor us = (ChessColor) pos->side_to_move;
  int n = 0;

  for (int from = 0; from < 64; from++)
    {
      ChessPiece p = board[from];
      if (p == CHESS_PIECE_NONE || CHESS_PIECE_COLOR (p) != us)
        continue;
      int f = from % 8, r = from / 8;
      switch (CHESS_PIECE_TYPE (p))
        {
        case CHESS_PAWN:
          {
            int dir = us == CHESS_WHITE ? 1 : -1;
            int last = us == CHESS_WHITE ? 7 : 0;
            int start = us == CHESS_WHITE ? 1 : 6;
            int targets[3];
            int nt = 0;
            if (inside (f, r + dir) && at (board, f, r + dir) == CHESS_PIECE_NONE)
              {
                targets[nt++] = (r + dir) * 8 + f;
                if (r == start && at (board, f, r + 2 * dir) == CHESS_PIECE_NONE)
                  out[n++] = chess_move_make (from, (r + 2 * dir) * 8 + f);
              }
            for (int df = -1; df <= 1; df += 2)
              {
                if (!inside (f + df, r + dir))
                  continue;
                int to = (r + dir) * 8 + f + df;
                ChessPiece q = board[to];
                if (q != CHESS_PIECE_NONE && CHESS_PIECE_COLOR (q) != us)
                  targets[nt++] = to;
                else if (q == CHESS_PIECE_NONE && to == pos->ep_square)
                  out[n++] = chess_move_make_special (from, to, CHESS_MOVE_EN_PASSANT, CHESS_PIECE_TYPE_NONE);
              }
            for (int i = 0; i < nt; i++)
              {
                if (targets[i] / 8 == last)
                  for (int t = CHESS_KNIGHT; t <= CHESS_QUEEN; t++)
                    out[n++] = chess_move_make_special (from, targets[i], CHESS_MOVE_PROMOTION, (ChessPieceType) t);
                else
                  out[n++] = chess_move_make (from, targets[i]);
              }
          }
          break;
        case CHESS_KNIGHT:
        case CHESS_KING:
          for (int i = 0; i < 8; i++)
            {
              const int *step = CHESS_PIECE_TYPE (p) == CHESS_KNIGHT ? knight_steps[i] : king_steps[i];
              int tf = f + step[0], tr = r + step[1];
              if (!inside (tf, tr))
                continue;
              ChessPiece q = at (board, tf, tr);
              if (q == CHESS_PIECE_NONE || CHESS_PIECE_COLOR (q) != us)
                out[n++] = chess_move_make (from, tr * 8 + tf);
            }
          break;
        default:
          for (int i = 0; i < 8; i++)
            {
              int df = king_steps[i][0], dr = king_steps[i][1];
              bool diagonal = df != 0 && dr != 0;
              if (CHESS_PIECE_TYPE (p) == CHESS_BISHOP && !diagonal)
                continue;
              if (CHESS_PIECE_TYPE (p) == CHESS_ROOK && diagonal)
                continue;
              for (int tf = f + df, tr = r + dr; inside (tf, tr); tf += df, tr += dr)
                {
                  ChessPiece q = at (board, tf, tr);
                  if (q == CHESS_PIECE_NONE || CHESS_PIECE_COLOR (q) != us)
                    out[n++] = chess_move_make (from, tr * 8 + tf);
                  if (q != CHESS_PIECE_NONE)
                    break;
                }
            }
          break;
        }
    }
  return n;
}

/* Castling by the rule's words: not in check now, the squares the king
 * crosses not attacked now, everything between king, rook and their
 * destinations empty, and the king not attacked once both stand there. */
static int
castling_moves (const ChessPosition *pos, ChessMove *out)
{
  ChessColor us = (ChessColor) pos->side_to_move;
  int king = find_king (pos->board, us);
  int n = 0;

  if (king < 0 || chess_reference_attacked (pos->board, king, (ChessColor) (us ^ 1)))
    return 0;
  for (int side = 0; side < 2; side++)
    {
      int right = us * 2 + side;
      if (!(pos->castling & (1 << right)))
        continue;
      int rook = pos->castling_rook[right];
      int rank = king / 8;
      int king_to = rank * 8 + (side ? 2 : 6), rook_to = rank * 8 + (side ? 3 : 5);
      bool ok = pos->board[rook] == CHESS_MAKE_PIECE (us, CHESS_ROOK) && rook / 8 == rank;
      int lo = king, hi = king;
      if (king_to < lo) lo = king_to;
      if (king_to > hi) hi = king_to;
      if (rook < lo) lo = rook;
      if (rook > hi) hi = rook;
      if (rook_to < lo) lo = rook_to;
      if (rook_to > hi) hi = rook_to;
      /* Every square spanned by the four squares is empty but for king and rook. */
      for (int sq = lo; sq <= hi && ok; sq++)
        if (sq != king && sq != rook && pos->board[sq] != CHESS_PIECE_NONE)
          ok = false;
      int step = king_to > king ? 1 : -1;
      for (int sq = king; sq != king_to && ok; sq += step)
        if (sq != king && chess_reference_attacked (pos->board, sq, (ChessColor) (us ^ 1)))
          ok = false;
      if (ok)
        {
          ChessPiece board[64];
          memcpy (board, pos->board, sizeof board);
          board[king] = CHESS_PIECE_NONE;
          board[rook] = CHESS_PIECE_NONE;
          board[king_to] = CHESS_MAKE_PIECE (us, CHESS_KING);
          board[rook_to] = CHESS_MAKE_PIECE (us, CHESS_ROOK);
          if (!chess_reference_attacked (board, king_to, (ChessColor) (us ^ 1)))
            out[n++] = chess_move_make_special (king, rook, CHESS_MOVE_CASTLING, CHESS_PIECE_TYPE_NONE);
        }
    }
  return n;
}

static int
compare_moves (const void *a, const void *b)
{
  return (int) *(const ChessMove *) a - (int) *(const ChessMove *) b;
}

void
chess_reference_sort_moves (ChessMove *moves, int count)
{
  qsort (moves, (size_t) count, sizeof *moves, compare_moves);
}

int
chess_reference_legal_moves (const ChessPosition *pos, ChessMove *moves)
{
  ChessMove pseudo[CHESS_MOVEGEN_MAX];
  ChessColor us = (ChessColor) pos->side_to_move;
  int n = pseudo_moves (pos, pseudo), legal = 0;

  for (int i = 0; i < n; i++)
    {
      ChessPosition copy = *pos;
      ChessUndo undo;
      chess_position_make_move (&copy, pseudo[i], &undo);
      int king = find_king (copy.board, us);
      if (king >= 0 && !chess_reference_attacked (copy.board, king, (ChessColor) (us ^ 1)))
        moves[legal++] = pseudo[i];
    }
  legal += castling_moves (pos, moves + legal);
  chess_reference_sort_moves (moves, legal);
  return legal;
}

const char *
chess_reference_check_consistency (const ChessPosition *pos)
{
  ChessBitboard all_types = 0;

  if (pos->by_color[0] & pos->by_color[1])
    return "a square belongs to both colours";
  for (int t = 0; t < 6; t++)
    {
      for (int u = t + 1; u < 6; u++)
        if (pos->by_type[t] & pos->by_type[u])
          return "a square holds two piece types";
      all_types |= pos->by_type[t];
    }
  if (all_types != (pos->by_color[0] | pos->by_color[1]))
    return "type and colour bitboards disagree";
  for (int sq = 0; sq < 64; sq++)
    {
      ChessPiece p = pos->board[sq];
      ChessBitboard b = (ChessBitboard) 1 << sq;
      if (p == CHESS_PIECE_NONE)
        {
          if (all_types & b)
            return "bitboards hold a piece on an empty square";
          continue;
        }
      if (!(pos->by_type[CHESS_PIECE_TYPE (p)] & b) || !(pos->by_color[CHESS_PIECE_COLOR (p)] & b))
        return "board holds a piece the bitboards lack";
    }
  if (pos->key != chess_position_compute_key (pos))
    return "incremental key differs from the recomputed one";
  for (int right = 0; right < 4; right++)
    if ((pos->castling & (1 << right))
        && pos->board[pos->castling_rook[right]] != CHESS_MAKE_PIECE (right >> 1, CHESS_ROOK))
      return "castling right without its rook";
  if (pos->ep_square != CHESS_SQUARE_NONE)
    {
      int ep = pos->ep_square;
      ChessColor us = (ChessColor) pos->side_to_move;
      int pushed = us == CHESS_WHITE ? ep - 8 : ep + 8;
      if (ep / 8 != (us == CHESS_WHITE ? 5 : 2) || pos->board[pushed] != CHESS_MAKE_PIECE (us ^ 1, CHESS_PAWN))
        return "en-passant square without a pushed pawn";
    }
  return NULL;
}
