/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-position.c — set-up, Zobrist keys, make/unmake, attack queries. */
#include "chess-core-private.h"

#include <stdatomic.h>
#include <string.h>
#include <threads.h>

uint64_t chess_zobrist_piece[16][64];
uint64_t chess_zobrist_castling[16];
uint64_t chess_zobrist_en_passant[8];
uint64_t chess_zobrist_side;

/* Set once the tables are built; read with acquire so that a thread seeing
 * it set also sees the tables. */
static atomic_bool core_ready;
static once_flag core_once = ONCE_FLAG_INIT;

static uint64_t
splitmix (uint64_t *state)
{
  uint64_t z = (*state += 0x9E3779B97F4A7C15ULL);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

static void
build_tables (void)
{
  uint64_t state = 0x43484553532D3936ULL;  /* fixed: keys are stable across runs */
  uint64_t rights[4];

  chess_bitboard_init ();
  for (int p = 0; p < 16; p++)
    for (int sq = 0; sq < 64; sq++)
      chess_zobrist_piece[p][sq] = splitmix (&state);
  for (int i = 0; i < 4; i++)
    rights[i] = splitmix (&state);
  /* One key per rights mask, the xor of its rights: a move changes the key
   * by one lookup however many rights it removes. */
  for (int mask = 0; mask < 16; mask++)
    {
      chess_zobrist_castling[mask] = 0;
      for (int i = 0; i < 4; i++)
        if (mask & (1 << i))
          chess_zobrist_castling[mask] ^= rights[i];
    }
  for (int f = 0; f < 8; f++)
    chess_zobrist_en_passant[f] = splitmix (&state);
  chess_zobrist_side = splitmix (&state);
  atomic_store_explicit (&core_ready, true, memory_order_release);
}

void
chess_core_init (void)
{
  if (!atomic_load_explicit (&core_ready, memory_order_acquire))
    call_once (&core_once, build_tables);
}

uint64_t
chess_position_compute_key (const ChessPosition *pos)
{
  uint64_t key = 0;
  for (int sq = 0; sq < 64; sq++)
    if (pos->board[sq] != CHESS_PIECE_NONE)
      key ^= chess_zobrist_piece[pos->board[sq]][sq];
  key ^= chess_zobrist_castling[pos->castling & 15];
  if (pos->ep_square < 64)
    key ^= chess_zobrist_en_passant[CHESS_SQUARE_FILE (pos->ep_square)];
  if (pos->side_to_move == CHESS_BLACK)
    key ^= chess_zobrist_side;
  return key;
}

void
chess_position_clear (ChessPosition *pos)
{
  chess_core_init ();
  memset (pos, 0, sizeof *pos);
  memset (pos->board, CHESS_PIECE_NONE, sizeof pos->board);
  memset (pos->castling_rook, CHESS_SQUARE_NONE, sizeof pos->castling_rook);
  memset (pos->castling_rights_mask, CHESS_CASTLE_ALL, sizeof pos->castling_rights_mask);
  pos->side_to_move = CHESS_WHITE;
  pos->ep_square = CHESS_SQUARE_NONE;
  pos->fullmove_number = 1;
  pos->key = chess_position_compute_key (pos);
}

static ChessPosition standard_start;
static once_flag standard_start_once = ONCE_FLAG_INIT;

static void
build_standard_start (void)
{
  /* The standard set-up is Chess960's number 518, castling by the standard rules. */
  chess_position_set_chess960 (&standard_start, CHESS960_STANDARD_NUMBER);
  standard_start.chess960 = false;
}

void
chess_position_set_start (ChessPosition *pos)
{
  /* Built once: every game read starts here, and a database import reads
   * a million games. */
  call_once (&standard_start_once, build_standard_start);
  *pos = standard_start;
}

/* Raw board edits; the key is kept by the callers. */
static inline void
put_raw (ChessPosition *pos, int sq, ChessPiece piece)
{
  ChessBitboard b = CHESS_SQUARE_BB (sq);
  pos->by_type[CHESS_PIECE_TYPE (piece)] |= b;
  pos->by_color[CHESS_PIECE_COLOR (piece)] |= b;
  pos->board[sq] = piece;
}

static inline void
remove_raw (ChessPosition *pos, int sq, ChessPiece piece)
{
  ChessBitboard b = CHESS_SQUARE_BB (sq);
  pos->by_type[CHESS_PIECE_TYPE (piece)] ^= b;
  pos->by_color[CHESS_PIECE_COLOR (piece)] ^= b;
  pos->board[sq] = CHESS_PIECE_NONE;
}

static inline void
move_raw (ChessPosition *pos, int from, int to, ChessPiece piece)
{
  ChessBitboard b = CHESS_SQUARE_BB (from) | CHESS_SQUARE_BB (to);
  pos->by_type[CHESS_PIECE_TYPE (piece)] ^= b;
  pos->by_color[CHESS_PIECE_COLOR (piece)] ^= b;
  pos->board[from] = CHESS_PIECE_NONE;
  pos->board[to] = piece;
}

void
chess_position_remove_piece (ChessPosition *pos, int square)
{
  ChessPiece piece;
  if (square < 0 || square >= 64 || (piece = pos->board[square]) == CHESS_PIECE_NONE)
    return;
  remove_raw (pos, square, piece);
  pos->key ^= chess_zobrist_piece[piece][square];
}

void
chess_position_put_piece (ChessPosition *pos, int square, ChessPiece piece)
{
  if (square < 0 || square >= 64)
    return;
  chess_position_remove_piece (pos, square);
  if (CHESS_PIECE_TYPE (piece) >= CHESS_PIECE_TYPE_NONE || CHESS_PIECE_COLOR (piece) > CHESS_BLACK)
    return;
  put_raw (pos, square, piece);
  pos->key ^= chess_zobrist_piece[piece][square];
}

int
chess_position_king_square (const ChessPosition *pos, ChessColor color)
{
  ChessBitboard kings = chess_position_pieces (pos, color, CHESS_KING);
  return kings ? chess_bb_lsb (kings) : CHESS_SQUARE_NONE;
}

/* Can color castle with the rook on rook_square given where the pieces
 * stand?  Returns the right's index (0..3) or -1. */
static int
castling_index_for (const ChessPosition *pos, ChessColor color, int rook_square)
{
  int back_rank = color == CHESS_WHITE ? 0 : 7;
  ChessBitboard kings = chess_position_pieces (pos, color, CHESS_KING);
  int king;

  if (rook_square < 0 || rook_square >= 64 || CHESS_SQUARE_RANK (rook_square) != back_rank)
    return -1;
  if (pos->board[rook_square] != CHESS_MAKE_PIECE (color, CHESS_ROOK))
    return -1;
  if (kings == 0 || chess_bb_more_than_one (kings))
    return -1;
  king = chess_bb_lsb (kings);
  if (CHESS_SQUARE_RANK (king) != back_rank || king == rook_square)
    return -1;
  /* In chess and Chess960 alike the king starts between its two rooks, so
   * a king in a corner can never have a castling right. */
  if (CHESS_SQUARE_FILE (king) == 0 || CHESS_SQUARE_FILE (king) == 7)
    return -1;
  return chess_castling_index (color, rook_square < king);
}

bool
chess_position_add_castling_right (ChessPosition *pos, ChessColor color, int rook_square)
{
  int index = castling_index_for (pos, color, rook_square);
  uint8_t old = pos->castling;

  if (index < 0)
    return false;
  if ((pos->castling & (1 << index)) && pos->castling_rook[index] != rook_square)
    return false;
  pos->castling |= (uint8_t) (1 << index);
  pos->castling_rook[index] = (uint8_t) rook_square;
  pos->key ^= chess_zobrist_castling[old] ^ chess_zobrist_castling[pos->castling];
  return true;
}

void
chess_position_finish_setup (ChessPosition *pos)
{
  memset (pos->castling_rights_mask, CHESS_CASTLE_ALL, sizeof pos->castling_rights_mask);
  for (int i = 0; i < 4; i++)
    {
      ChessColor color = (ChessColor) (i >> 1);
      int rook = pos->castling_rook[i];

      pos->castling_empty[i] = 0;
      pos->castling_safe[i] = 0;
      if (!(pos->castling & (1 << i)))
        {
          pos->castling_rook[i] = CHESS_SQUARE_NONE;
          continue;
        }
      /* A board edit may have broken the right: drop it then. */
      if (castling_index_for (pos, color, rook) != i)
        {
          pos->castling &= (uint8_t) ~(1 << i);
          pos->castling_rook[i] = CHESS_SQUARE_NONE;
          continue;
        }
      int king = chess_position_king_square (pos, color);
      int rank = CHESS_SQUARE_RANK (king);
      bool queen_side = i & 1;
      int king_to = CHESS_SQUARE (queen_side ? 2 : 6, rank);
      int rook_to = CHESS_SQUARE (queen_side ? 3 : 5, rank);
      ChessBitboard king_path = chess_between[king][king_to] | CHESS_SQUARE_BB (king_to);
      ChessBitboard rook_path = chess_between[rook][rook_to] | CHESS_SQUARE_BB (rook_to);
      ChessBitboard movers = CHESS_SQUARE_BB (king) | CHESS_SQUARE_BB (rook);

      pos->castling_empty[i] = (king_path | rook_path) & ~movers;
      pos->castling_safe[i] = king_path | CHESS_SQUARE_BB (king);
      pos->castling_rights_mask[king] &= (uint8_t) ~(3 << (2 * color));
      pos->castling_rights_mask[rook] &= (uint8_t) ~(1 << i);
    }
  /* Keep an en-passant square only where a double push can have just
   * passed and a pawn of the side to move stands beside the pushed one. */
  if (pos->ep_square < 64)
    {
      int ep = pos->ep_square;
      ChessColor us = (ChessColor) (pos->side_to_move & 1), them = (ChessColor) (us ^ 1);
      int pushed = us == CHESS_WHITE ? ep - 8 : ep + 8;
      int origin = us == CHESS_WHITE ? ep + 8 : ep - 8;
      if (CHESS_SQUARE_RANK (ep) != (us == CHESS_WHITE ? 5 : 2)
          || pos->board[pushed] != CHESS_MAKE_PIECE (them, CHESS_PAWN)
          || pos->board[ep] != CHESS_PIECE_NONE || pos->board[origin] != CHESS_PIECE_NONE
          || !(chess_pawn_attacks[them][ep] & chess_position_pieces (pos, us, CHESS_PAWN)))
        pos->ep_square = CHESS_SQUARE_NONE;
    }
  else
    pos->ep_square = CHESS_SQUARE_NONE;
  pos->key = chess_position_compute_key (pos);
}

ChessBitboard
chess_position_attackers_to (const ChessPosition *pos, int sq, ChessBitboard occupied)
{
  const ChessBitboard *t = pos->by_type;
  chess_core_init ();
  return (chess_pawn_attacks[CHESS_BLACK][sq] & t[CHESS_PAWN] & pos->by_color[CHESS_WHITE])
         | (chess_pawn_attacks[CHESS_WHITE][sq] & t[CHESS_PAWN] & pos->by_color[CHESS_BLACK])
         | (chess_knight_attacks[sq] & t[CHESS_KNIGHT])
         | (chess_king_attacks[sq] & t[CHESS_KING])
         | (chess_bishop_attacks (sq, occupied) & (t[CHESS_BISHOP] | t[CHESS_QUEEN]))
         | (chess_rook_attacks (sq, occupied) & (t[CHESS_ROOK] | t[CHESS_QUEEN]));
}

bool
chess_position_is_square_attacked (const ChessPosition *pos, int square, ChessColor by_color)
{
  if (square < 0 || square >= 64)
    return false;
  chess_core_init ();
  return chess_position_attacked_with (pos, square, by_color, chess_position_occupied (pos));
}

ChessBitboard
chess_position_checkers (const ChessPosition *pos)
{
  int king = chess_position_king_square (pos, (ChessColor) pos->side_to_move);
  if (king == CHESS_SQUARE_NONE)
    return 0;
  return chess_position_attackers_to (pos, king, chess_position_occupied (pos))
         & pos->by_color[pos->side_to_move ^ 1];
}

bool
chess_position_in_check (const ChessPosition *pos)
{
  return chess_position_checkers (pos) != 0;
}

int
chess_move_king_destination (const ChessPosition *pos, ChessMove move)
{
  int from = chess_move_from (move), to = chess_move_to (move);
  (void) pos;
  if (chess_move_kind (move) != CHESS_MOVE_CASTLING)
    return to;
  return CHESS_SQUARE (to < from ? 2 : 6, CHESS_SQUARE_RANK (from));
}

bool
chess_move_is_capture (const ChessPosition *pos, ChessMove move)
{
  ChessMoveKind kind = chess_move_kind (move);
  if (kind == CHESS_MOVE_EN_PASSANT)
    return true;
  return kind != CHESS_MOVE_CASTLING && pos->board[chess_move_to (move)] != CHESS_PIECE_NONE;
}

void
chess_position_make_move (ChessPosition *pos, ChessMove move, ChessUndo *undo)
{
  const int from = chess_move_from (move), to = chess_move_to (move);
  const ChessColor us = (ChessColor) pos->side_to_move;
  const ChessPiece piece = pos->board[from];
  uint64_t key = pos->key ^ chess_zobrist_side;
  ChessPiece captured = CHESS_PIECE_NONE;
  uint8_t castling;

  undo->key = pos->key;
  undo->halfmove_clock = pos->halfmove_clock;
  undo->castling = pos->castling;
  undo->ep_square = pos->ep_square;
  if (pos->ep_square != CHESS_SQUARE_NONE)
    {
      key ^= chess_zobrist_en_passant[CHESS_SQUARE_FILE (pos->ep_square)];
      pos->ep_square = CHESS_SQUARE_NONE;
    }
  pos->halfmove_clock++;

  switch (chess_move_kind (move))
    {
    case CHESS_MOVE_NORMAL:
      captured = pos->board[to];
      if (captured != CHESS_PIECE_NONE)
        {
          remove_raw (pos, to, captured);
          key ^= chess_zobrist_piece[captured][to];
          pos->halfmove_clock = 0;
        }
      move_raw (pos, from, to, piece);
      key ^= chess_zobrist_piece[piece][from] ^ chess_zobrist_piece[piece][to];
      if (CHESS_PIECE_TYPE (piece) == CHESS_PAWN)
        {
          pos->halfmove_clock = 0;
          if ((from ^ to) == 16)
            {
              int ep = (from + to) >> 1;
              if (chess_pawn_attacks[us][ep] & chess_position_pieces (pos, (ChessColor) (us ^ 1), CHESS_PAWN))
                {
                  pos->ep_square = (uint8_t) ep;
                  key ^= chess_zobrist_en_passant[CHESS_SQUARE_FILE (ep)];
                }
            }
        }
      break;

    case CHESS_MOVE_PROMOTION:
      {
        ChessPiece promoted = CHESS_MAKE_PIECE (us, chess_move_promotion (move));
        captured = pos->board[to];
        if (captured != CHESS_PIECE_NONE)
          {
            remove_raw (pos, to, captured);
            key ^= chess_zobrist_piece[captured][to];
          }
        remove_raw (pos, from, piece);
        put_raw (pos, to, promoted);
        key ^= chess_zobrist_piece[piece][from] ^ chess_zobrist_piece[promoted][to];
        pos->halfmove_clock = 0;
      }
      break;

    case CHESS_MOVE_EN_PASSANT:
      {
        int victim = to ^ 8;
        captured = pos->board[victim];
        remove_raw (pos, victim, captured);
        move_raw (pos, from, to, piece);
        key ^= chess_zobrist_piece[captured][victim]
               ^ chess_zobrist_piece[piece][from] ^ chess_zobrist_piece[piece][to];
        pos->halfmove_clock = 0;
      }
      break;

    case CHESS_MOVE_CASTLING:
      {
        ChessPiece rook = pos->board[to];
        int rank_base = from & 56;
        int king_to = rank_base + (to < from ? 2 : 6);
        int rook_to = rank_base + (to < from ? 3 : 5);
        remove_raw (pos, from, piece);
        remove_raw (pos, to, rook);
        put_raw (pos, king_to, piece);
        put_raw (pos, rook_to, rook);
        key ^= chess_zobrist_piece[piece][from] ^ chess_zobrist_piece[piece][king_to]
               ^ chess_zobrist_piece[rook][to] ^ chess_zobrist_piece[rook][rook_to];
      }
      break;
    }

  castling = pos->castling & pos->castling_rights_mask[from] & pos->castling_rights_mask[to];
  if (castling != pos->castling)
    {
      key ^= chess_zobrist_castling[pos->castling] ^ chess_zobrist_castling[castling];
      pos->castling = castling;
    }
  undo->captured = captured;
  pos->fullmove_number += us;
  pos->side_to_move = (uint8_t) (us ^ 1);
  pos->key = key;
}

void
chess_position_unmake_move (ChessPosition *pos, ChessMove move, const ChessUndo *undo)
{
  const int from = chess_move_from (move), to = chess_move_to (move);
  const ChessColor us = (ChessColor) (pos->side_to_move ^ 1);
  const ChessPiece captured = undo->captured;

  switch (chess_move_kind (move))
    {
    case CHESS_MOVE_NORMAL:
      move_raw (pos, to, from, pos->board[to]);
      if (captured != CHESS_PIECE_NONE)
        put_raw (pos, to, captured);
      break;

    case CHESS_MOVE_PROMOTION:
      remove_raw (pos, to, pos->board[to]);
      put_raw (pos, from, CHESS_MAKE_PIECE (us, CHESS_PAWN));
      if (captured != CHESS_PIECE_NONE)
        put_raw (pos, to, captured);
      break;

    case CHESS_MOVE_EN_PASSANT:
      move_raw (pos, to, from, pos->board[to]);
      put_raw (pos, to ^ 8, captured);
      break;

    case CHESS_MOVE_CASTLING:
      {
        int rank_base = from & 56;
        int king_to = rank_base + (to < from ? 2 : 6);
        int rook_to = rank_base + (to < from ? 3 : 5);
        remove_raw (pos, king_to, CHESS_MAKE_PIECE (us, CHESS_KING));
        remove_raw (pos, rook_to, CHESS_MAKE_PIECE (us, CHESS_ROOK));
        put_raw (pos, from, CHESS_MAKE_PIECE (us, CHESS_KING));
        put_raw (pos, to, CHESS_MAKE_PIECE (us, CHESS_ROOK));
      }
      break;
    }

  pos->side_to_move = (uint8_t) us;
  pos->fullmove_number -= us;
  pos->key = undo->key;
  pos->halfmove_clock = undo->halfmove_clock;
  pos->castling = undo->castling;
  pos->ep_square = undo->ep_square;
}

void
chess_position_make_null_move (ChessPosition *pos, ChessUndo *undo)
{
  undo->key = pos->key;
  undo->halfmove_clock = pos->halfmove_clock;
  undo->castling = pos->castling;
  undo->ep_square = pos->ep_square;
  undo->captured = CHESS_PIECE_NONE;
  if (pos->ep_square != CHESS_SQUARE_NONE)
    {
      pos->key ^= chess_zobrist_en_passant[CHESS_SQUARE_FILE (pos->ep_square)];
      pos->ep_square = CHESS_SQUARE_NONE;
    }
  pos->halfmove_clock++;
  pos->fullmove_number += pos->side_to_move;
  pos->side_to_move ^= 1;
  pos->key ^= chess_zobrist_side;
}

void
chess_position_unmake_null_move (ChessPosition *pos, const ChessUndo *undo)
{
  pos->side_to_move ^= 1;
  pos->fullmove_number -= pos->side_to_move;
  pos->key = undo->key;
  pos->halfmove_clock = undo->halfmove_clock;
  pos->castling = undo->castling;
  pos->ep_square = undo->ep_square;
}
