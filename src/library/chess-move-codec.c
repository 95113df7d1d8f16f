/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-move-codec.c — one byte per move, see chess-move-codec.h.
 *
 * Why not the index of the move among the legal ones (denser still)?  That
 * needs every legal move generated at each ply, to write and to read: the
 * import and every search would pay a move generation per ply.  This code
 * reads a move from the byte and the board alone. */
#include "chess-move-codec.h"

#include <string.h>

#define SLOT_NONE 0xff
#define CODE_CASTLE_H 8
#define CODE_CASTLE_A 9
#define CODE_RAW_MARKER 14
#define CODE_NULL 15

static const int8_t king_steps[8][2] = { { 1, 0 }, { 1, 1 }, { 0, 1 }, { -1, 1 }, { -1, 0 }, { -1, -1 }, { 0, -1 }, { 1, -1 } };
static const int8_t knight_jumps[8][2] = { { 1, 2 }, { 2, 1 }, { 2, -1 }, { 1, -2 }, { -1, -2 }, { -2, -1 }, { -2, 1 }, { -1, 2 } };

void
chess_move_codec_init (ChessMoveCodec *codec, const ChessPosition *pos)
{
  codec->pos = *pos;
  codec->raw = false;
  codec->marker_due = false;
  codec->check_legal = true;
  memset (codec->slot_square, CHESS_SQUARE_NONE, sizeof codec->slot_square);
  memset (codec->square_slot, SLOT_NONE, sizeof codec->square_slot);
  for (int color = 0; color < 2; color++)
    {
      int king = chess_position_king_square (pos, (ChessColor) color);
      int next = 1;
      if (king < 64)
        {
          codec->slot_square[color][0] = (uint8_t) king;
          codec->square_slot[king] = 0;
        }
      for (int sq = 0; sq < 64; sq++)
        {
          ChessPiece p = pos->board[sq];
          if (p == CHESS_PIECE_NONE || (int) CHESS_PIECE_COLOR (p) != color || sq == king)
            continue;
          if (next == 16)
            {
              codec->raw = codec->marker_due = true;
              return;
            }
          codec->slot_square[color][next] = (uint8_t) sq;
          codec->square_slot[sq] = (uint8_t) next++;
        }
    }
}

static int
step_index (const int8_t table[8][2], int df, int dr)
{
  for (int i = 0; i < 8; i++)
    if (table[i][0] == df && table[i][1] == dr)
      return i;
  return -1;
}

/* Moves the men's slots along with a move about to be played. */
static void
follow_slots (ChessMoveCodec *codec, ChessMove move)
{
  const ChessPosition *pos = &codec->pos;
  int from = chess_move_from (move), to = chess_move_to (move);
  int us = pos->side_to_move, them = us ^ 1;
  uint8_t *square_slot = codec->square_slot;

  if (move == CHESS_MOVE_NULL)
    return;
  if (chess_move_kind (move) == CHESS_MOVE_CASTLING)
    {
      int rank_base = from & 56;
      int king_to = rank_base + (to < from ? 2 : 6), rook_to = rank_base + (to < from ? 3 : 5);
      uint8_t king_slot = square_slot[from], rook_slot = square_slot[to];
      square_slot[from] = square_slot[to] = SLOT_NONE;
      square_slot[king_to] = king_slot;
      square_slot[rook_to] = rook_slot;
      codec->slot_square[us][king_slot] = (uint8_t) king_to;
      codec->slot_square[us][rook_slot] = (uint8_t) rook_to;
      return;
    }
  int victim = chess_move_kind (move) == CHESS_MOVE_EN_PASSANT ? (to ^ 8) : to;
  if (square_slot[victim] != SLOT_NONE)
    {
      codec->slot_square[them][square_slot[victim]] = CHESS_SQUARE_NONE;
      square_slot[victim] = SLOT_NONE;
    }
  uint8_t slot = square_slot[from];
  square_slot[from] = SLOT_NONE;
  square_slot[to] = slot;
  codec->slot_square[us][slot] = (uint8_t) to;
}

static void
play (ChessMoveCodec *codec, ChessMove move)
{
  ChessUndo undo;
  if (!codec->raw)
    follow_slots (codec, move);
  if (move == CHESS_MOVE_NULL)
    chess_position_make_null_move (&codec->pos, &undo);
  else
    chess_position_make_move (&codec->pos, move, &undo);
}

size_t
chess_move_codec_encode (ChessMoveCodec *codec, ChessMove move, uint8_t *out)
{
  const ChessPosition *pos = &codec->pos;
  size_t n = 0;

  if (codec->raw)
    {
      if (codec->marker_due)
        {
          out[n++] = CODE_RAW_MARKER;
          codec->marker_due = false;
        }
      out[n++] = (uint8_t) (move >> 8);
      out[n++] = (uint8_t) move;
      play (codec, move);
      return n;
    }

  if (move == CHESS_MOVE_NULL)
    {
      out[0] = CODE_NULL;
      play (codec, move);
      return 1;
    }

  int from = chess_move_from (move), to = chess_move_to (move);
  int df = CHESS_SQUARE_FILE (to) - CHESS_SQUARE_FILE (from);
  int dr = CHESS_SQUARE_RANK (to) - CHESS_SQUARE_RANK (from);
  int slot = codec->square_slot[from] << 4;
  int code = 0;

  switch (CHESS_PIECE_TYPE (pos->board[from]))
    {
    case CHESS_KING:
      code = chess_move_kind (move) == CHESS_MOVE_CASTLING ? (to > from ? CODE_CASTLE_H : CODE_CASTLE_A)
                                                           : step_index (king_steps, df, dr);
      break;
    case CHESS_KNIGHT:
      code = step_index (knight_jumps, df, dr);
      break;
    case CHESS_ROOK:
      code = dr == 0 ? CHESS_SQUARE_FILE (to) : 8 + CHESS_SQUARE_RANK (to);
      break;
    case CHESS_BISHOP:
      code = (df == dr ? 0 : 8) + CHESS_SQUARE_FILE (to);
      break;
    case CHESS_QUEEN:
      if (dr == 0)
        code = CHESS_SQUARE_FILE (to);
      else if (df == 0)
        code = 8 + CHESS_SQUARE_RANK (to);
      else
        {
          out[n++] = (uint8_t) (slot | CHESS_SQUARE_FILE (from));
          slot = 0;
          code = (df == dr ? 0 : 8) + CHESS_SQUARE_FILE (to);
        }
      break;
    case CHESS_PAWN:
      {
        int direction = df == 0 ? 0 : df < 0 ? 1 : 2;
        if (chess_move_kind (move) == CHESS_MOVE_PROMOTION)
          code = 4 + 4 * direction + (chess_move_promotion (move) - CHESS_KNIGHT);
        else
          code = direction == 0 ? (dr == 2 || dr == -2) : 1 + direction;
      }
      break;
    default:
      break;
    }
  out[n++] = (uint8_t) (slot | code);
  play (codec, move);
  return n;
}

static bool
on_board (int file, int rank)
{
  return file >= 0 && file < 8 && rank >= 0 && rank < 8;
}

/* The target of a slide coded as a bishop move, or -1. */
static int
diagonal_target (int from, int code)
{
  int file = CHESS_SQUARE_FILE (from), rank = CHESS_SQUARE_RANK (from);
  int to_file = code & 7;
  int df = to_file - file;
  int to_rank = code < 8 ? rank + df : rank - df;
  if (df == 0 || !on_board (to_file, to_rank))
    return -1;
  return CHESS_SQUARE (to_file, to_rank);
}

/* The cheap check of a decoded move: whatever damaged bytes say, the
 * position stays one the core can play on (one king a side, men where
 * the bitboards say). */
static bool
move_is_sound (const ChessPosition *pos, int from, int to, ChessMoveKind kind)
{
  ChessPiece mover = pos->board[from], taken = pos->board[to];
  int us = pos->side_to_move;
  if (mover == CHESS_PIECE_NONE || (int) CHESS_PIECE_COLOR (mover) != us)
    return false;
  if (kind == CHESS_MOVE_CASTLING)
    return taken == CHESS_MAKE_PIECE (us, CHESS_ROOK) && CHESS_PIECE_TYPE (mover) == CHESS_KING;
  if (taken != CHESS_PIECE_NONE && ((int) CHESS_PIECE_COLOR (taken) == us || CHESS_PIECE_TYPE (taken) == CHESS_KING))
    return false;
  ChessPieceType type = CHESS_PIECE_TYPE (mover);
  int df = CHESS_SQUARE_FILE (to) - CHESS_SQUARE_FILE (from), dr = CHESS_SQUARE_RANK (to) - CHESS_SQUARE_RANK (from);
  if (type == CHESS_PAWN)
    {
      if (df == 0)
        return taken == CHESS_PIECE_NONE && (dr * dr == 1 || pos->board[(from + to) / 2] == CHESS_PIECE_NONE);
      return kind == CHESS_MOVE_EN_PASSANT ? to == pos->ep_square
                                           : taken != CHESS_PIECE_NONE;
    }
  if (type == CHESS_BISHOP || type == CHESS_ROOK || type == CHESS_QUEEN)
    {
      int step = (dr > 0) - (dr < 0);
      int step_file = (df > 0) - (df < 0);
      for (int sq = from + 8 * step + step_file; sq != to; sq += 8 * step + step_file)
        if (pos->board[sq] != CHESS_PIECE_NONE)
          return false;
    }
  return true;
}

bool
chess_move_codec_decode (ChessMoveCodec *codec, const uint8_t **p, const uint8_t *end, ChessMove *move_out)
{
  ChessPosition *pos = &codec->pos;
  const uint8_t *q = *p;
  if (q >= end)
    return false;

  /* A start that cannot be slotted was raw from the start (init), and
   * its moves follow the marker the encoder wrote all the same. */
  if (codec->marker_due)
    {
      if (*q != CODE_RAW_MARKER)
        return false;
      codec->marker_due = false;
      q++;
    }
  else if (!codec->raw && *q == CODE_RAW_MARKER)
    {
      codec->raw = true;
      q++;
    }
  if (codec->raw)
    {
      if (end - q < 2)
        return false;
      ChessMove move = (ChessMove) (q[0] << 8 | q[1]);
      if (move == CHESS_MOVE_NULL ? chess_position_in_check (pos)
          : !chess_position_is_legal_move (pos, move))
        return false;
      *p = q + 2;
      *move_out = move;
      play (codec, move);
      return true;
    }

  int us = pos->side_to_move;
  int slot = *q >> 4, code = *q & 15;
  q++;
  int from = codec->slot_square[us][slot];
  if (from >= 64)
    return false;
  if (slot == 0 && code == CODE_NULL)
    {
      if (chess_position_in_check (pos))
        return false;
      *p = q;
      *move_out = CHESS_MOVE_NULL;
      play (codec, CHESS_MOVE_NULL);
      return true;
    }

  int file = CHESS_SQUARE_FILE (from), rank = CHESS_SQUARE_RANK (from);
  int to = -1;
  ChessMoveKind kind = CHESS_MOVE_NORMAL;
  ChessPieceType promotion = CHESS_PIECE_TYPE_NONE;
  ChessPieceType type = CHESS_PIECE_TYPE (pos->board[from]);

  switch (type)
    {
    case CHESS_KING:
      if (code < 8)
        {
          if (on_board (file + king_steps[code][0], rank + king_steps[code][1]))
            to = CHESS_SQUARE (file + king_steps[code][0], rank + king_steps[code][1]);
        }
      else if (code == CODE_CASTLE_H || code == CODE_CASTLE_A)
        {
          int right = 2 * us + (code == CODE_CASTLE_A);
          if (pos->castling & (1 << right))
            {
              to = pos->castling_rook[right];
              kind = CHESS_MOVE_CASTLING;
            }
        }
      break;
    case CHESS_KNIGHT:
      if (code < 8 && on_board (file + knight_jumps[code][0], rank + knight_jumps[code][1]))
        to = CHESS_SQUARE (file + knight_jumps[code][0], rank + knight_jumps[code][1]);
      break;
    case CHESS_ROOK:
      to = code < 8 ? CHESS_SQUARE (code, rank) : CHESS_SQUARE (file, code - 8);
      break;
    case CHESS_BISHOP:
      to = diagonal_target (from, code);
      break;
    case CHESS_QUEEN:
      if (code == file)
        {
          if (q >= end || (*q >> 4) != 0)
            return false;
          to = diagonal_target (from, *q & 15);
          q++;
        }
      else
        to = code < 8 ? CHESS_SQUARE (code, rank) : CHESS_SQUARE (file, code - 8);
      break;
    case CHESS_PAWN:
      {
        int forward = us == CHESS_WHITE ? 1 : -1;
        int direction = code < 4 ? (code == 0 || code == 1 ? 0 : code - 1) : (code - 4) / 4;
        int steps = code == 1 ? 2 : 1;
        int to_file = file + (direction == 0 ? 0 : direction == 1 ? -1 : 1);
        int to_rank = rank + steps * forward;
        if (!on_board (to_file, to_rank))
          break;
        to = CHESS_SQUARE (to_file, to_rank);
        bool last_rank = to_rank == (us == CHESS_WHITE ? 7 : 0);
        if (code >= 4)
          {
            kind = CHESS_MOVE_PROMOTION;
            promotion = (ChessPieceType) (CHESS_KNIGHT + (code & 3));
          }
        if (last_rank != (code >= 4))
          to = -1;
        else if (direction != 0 && pos->board[to] == CHESS_PIECE_NONE)
          {
            if (to != pos->ep_square)
              to = -1;
            kind = CHESS_MOVE_EN_PASSANT;
          }
      }
      break;
    default:
      break;
    }
  if (to < 0 || to == from)
    return false;

  ChessMove move = chess_move_make_special (from, to, kind, promotion);
  /* A damaged record must not break the position. */
  if (codec->check_legal ? !chess_position_is_legal_move (pos, move) : !move_is_sound (pos, from, to, kind))
    return false;
  *p = q;
  *move_out = move;
  play (codec, move);
  return true;
}
