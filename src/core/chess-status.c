/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-status.c — the status of one position: mate, stalemate, dead
 * positions, mating material at flag fall, the repetition key, and the
 * plausibility checks a board editor warns about.
 *
 * Plain C17, libc only. */

#include "chess-core-private.h"

/* a1 is dark; light squares have file + rank odd. */
#define LIGHT_SQUARES ((ChessBitboard) 0x55AA55AA55AA55AAULL)
#define DARK_SQUARES (~LIGHT_SQUARES)

bool
chess_position_is_checkmate (const ChessPosition *pos)
{
  return chess_position_in_check (pos) && !chess_position_has_legal_move (pos);
}

bool
chess_position_is_stalemate (const ChessPosition *pos)
{
  return !chess_position_in_check (pos) && !chess_position_has_legal_move (pos);
}

static bool
bishops_on_one_colour (ChessBitboard bishops)
{
  return (bishops & LIGHT_SQUARES) == 0 || (bishops & DARK_SQUARES) == 0;
}

/* The automatic draws of RULES.md, by material alone: K v K, K v K+B,
 * K v K+N, and any number of bishops (either side) all on one square
 * colour with nothing else.  No mate is possible in any of these, whatever
 * both sides play. */
bool
chess_position_is_dead (const ChessPosition *pos)
{
  const ChessBitboard *t = pos->by_type;
  ChessBitboard minors = t[CHESS_KNIGHT] | t[CHESS_BISHOP];

  if (t[CHESS_PAWN] | t[CHESS_ROOK] | t[CHESS_QUEEN])
    return false;
  if (!chess_bb_more_than_one (minors))
    return true;  /* bare kings, or a single knight or bishop */
  return t[CHESS_KNIGHT] == 0 && bishops_on_one_colour (t[CHESS_BISHOP]);
}

ChessPositionStatus
chess_position_status (const ChessPosition *pos)
{
  if (!chess_position_has_legal_move (pos))
    return chess_position_in_check (pos) ? CHESS_STATUS_CHECKMATE : CHESS_STATUS_STALEMATE;
  if (chess_position_is_dead (pos))
    return CHESS_STATUS_DEAD_POSITION;
  return CHESS_STATUS_ONGOING;
}

/* Flag fall: a player whose time runs out loses unless the opponent could
 * not mate by any series of legal moves.  Judged by material per colour
 * (as lichess and python-chess do), never by a search:
 *
 * - A pawn, rook or queen can always mate with the opponent's help; so can
 *   two knights, knight and bishop, or bishops on both colours.
 * - A bare king cannot.
 * - K+N cannot mate a king that has nothing but queens.  A knight's check
 *   cannot be blocked.  The two squares next to both the checked king and
 *   the knight must be empty (a queen there would take the knight; we have
 *   no line piece to pin her) and covered by our king, which leaves it one
 *   square to stand on; the checked king's neighbour one step along the
 *   knight's short offset is then covered by neither our king nor the
 *   knight, so only a queen could fill it, and she takes the knight through
 *   the empty square between.  Against a rook, bishop, knight or
 *   pawn a self-block mate exists (e.g. K+N v K+R), so those count.
 * - K+bishops cannot mate when every bishop on the board stands on one
 *   square colour and there is no knight or pawn anywhere.  The checked king
 *   is on the bishops' colour; of its two orthogonal neighbours next to the
 *   first square of the checking diagonal our king covers at most one, so
 *   the other holds a defending rook or queen (nothing else fits on that
 *   colour), which steps onto the diagonal: the check is blocked or the
 *   bishop taken.  No pin can stop her (our bishops never see her square)
 *   and bishops of one colour never give double check.
 * These are the cases of issue 2; the verdict is never weaker than
 * lichess's or python-chess's. */
bool
chess_position_has_mating_material (const ChessPosition *pos, ChessColor color)
{
  const ChessBitboard *t = pos->by_type;
  ChessBitboard ours = pos->by_color[color];
  ChessBitboard theirs = pos->by_color[color ^ 1];
  ChessBitboard our_men = ours & ~t[CHESS_KING];

  if (our_men & (t[CHESS_PAWN] | t[CHESS_ROOK] | t[CHESS_QUEEN]))
    return true;
  if (our_men == 0)
    return false;
  if (our_men & t[CHESS_KNIGHT])
    {
      if (chess_bb_more_than_one (our_men))
        return true;  /* two knights, or knight and bishop */
      return (theirs & ~(t[CHESS_KING] | t[CHESS_QUEEN])) != 0;
    }
  /* Only bishops. */
  if (t[CHESS_KNIGHT] | t[CHESS_PAWN])
    return true;
  return !bishops_on_one_colour (t[CHESS_BISHOP]);
}

/* Is an en-passant capture legal in this position? */
static bool
en_passant_is_legal (const ChessPosition *pos)
{
  ChessColor us = (ChessColor) pos->side_to_move;
  int ep = pos->ep_square;
  ChessBitboard capturers;

  if (ep >= 64)
    return false;
  /* Our pawns that attack the square are those a pawn of theirs would
   * attack from it. */
  capturers = chess_pawn_attacks[us ^ 1][ep] & chess_position_pieces (pos, us, CHESS_PAWN);
  while (capturers)
    {
      int from = chess_bb_pop_lsb (&capturers);
      ChessMove move = chess_move_make_special (from, ep, CHESS_MOVE_EN_PASSANT, CHESS_PAWN);
      if (chess_position_is_legal_move (pos, move))
        return true;
    }
  return false;
}

uint64_t
chess_position_repetition_key (const ChessPosition *pos)
{
  if (pos->ep_square < 64 && !en_passant_is_legal (pos))
    return pos->key ^ chess_zobrist_en_passant[CHESS_SQUARE_FILE (pos->ep_square)];
  return pos->key;
}

/* ------------------------------------------------------------------ */
/* Set-up plausibility                                                 */

static int
count (const ChessPosition *pos, ChessColor color, ChessPieceType type)
{
  return chess_bb_popcount (chess_position_pieces (pos, color, type));
}

static int
excess (int have, int normal)
{
  return have > normal ? have - normal : 0;
}

int
chess_position_promoted_pieces (const ChessPosition *pos, ChessColor color)
{
  ChessBitboard bishops = chess_position_pieces (pos, color, CHESS_BISHOP);
  return excess (count (pos, color, CHESS_QUEEN), 1)
         + excess (count (pos, color, CHESS_ROOK), 2)
         + excess (count (pos, color, CHESS_KNIGHT), 2)
         + excess (chess_bb_popcount (bishops & LIGHT_SQUARES), 1)
         + excess (chess_bb_popcount (bishops & DARK_SQUARES), 1);
}

/* Pieces beyond the initial set must be promoted pawns. */
static bool
too_many_pieces (const ChessPosition *pos, ChessColor color)
{
  int pawns = count (pos, color, CHESS_PAWN);
  return chess_bb_popcount (pos->by_color[color]) > 16
         || chess_position_promoted_pieces (pos, color) > 8 - (pawns < 8 ? pawns : 8);
}

static bool
is_slider (ChessPieceType type)
{
  return type == CHESS_BISHOP || type == CHESS_ROOK || type == CHESS_QUEEN;
}

/* Relative rank (0 = own back rank) of a square for a colour. */
static int
relative_rank (ChessColor color, int sq)
{
  return color == CHESS_WHITE ? CHESS_SQUARE_RANK (sq) : 7 - CHESS_SQUARE_RANK (sq);
}

/* A double check by two rooks needs a promotion by capture (a rook that
 * moves off one line through the king cannot land on the other).  Either
 * the pawn stood beside the king on its rank, uncovering a rook on that
 * rank, and became a rook on the square right behind the king; or the king
 * stands on the promotion rank, the pawn stood right in front of it,
 * uncovering a rook on the king's file, and became a rook beside it. */
static bool
double_rook_check_possible (ChessColor them, int king, int a, int b)
{
  int rank_step = them == CHESS_WHITE ? 8 : -8;
  for (int swap = 0; swap < 2; swap++)
    {
      int promoted = swap ? b : a, uncovered = swap ? a : b;
      int file_gap = CHESS_SQUARE_FILE (uncovered) - CHESS_SQUARE_FILE (king);
      int rank_gap = CHESS_SQUARE_RANK (uncovered) - CHESS_SQUARE_RANK (king);
      if (relative_rank (them, king) == 6 && promoted == king + rank_step
          && rank_gap == 0 && (file_gap > 1 || file_gap < -1))
        return true;
      if (relative_rank (them, king) == 7
          && (promoted == king + 1 || promoted == king - 1)
          && CHESS_SQUARE_RANK (promoted) == CHESS_SQUARE_RANK (king)
          && file_gap == 0 && (rank_gap > 1 || rank_gap < -1))
        return true;
    }
  return false;
}

/* Squares a pawn or knight of `color` standing on sq may have come from
 * in one move: pushes and captures for a pawn, knight moves for a knight,
 * and for a knight on the last rank also the pawn it promoted from.
 * Occupancy does not matter to the callers (they ask about empty squares). */
static ChessBitboard
non_slider_origins (ChessColor color, int sq, ChessPieceType type)
{
  int back = color == CHESS_WHITE ? -8 : 8;
  ChessBitboard pawn_origins = chess_pawn_attacks[color ^ 1][sq];

  if (sq + back >= 0 && sq + back < 64)
    pawn_origins |= CHESS_SQUARE_BB (sq + back);
  if (relative_rank (color, sq) == 3)
    pawn_origins |= CHESS_SQUARE_BB (sq + 2 * back);
  if (type == CHESS_PAWN)
    return pawn_origins;
  return chess_knight_attacks[sq] | (relative_rank (color, sq) == 7 ? pawn_origins : 0);
}

/* Could the opponent's last move have given this check? */
static bool
check_is_impossible (const ChessPosition *pos)
{
  ChessColor us = (ChessColor) pos->side_to_move, them = (ChessColor) (us ^ 1);
  ChessBitboard checkers = chess_position_checkers (pos);
  int king = chess_position_king_square (pos, us);
  int a, b;
  ChessPieceType ta, tb;

  if (checkers == 0)
    return false;
  if (chess_bb_popcount (checkers) > 2)
    return true;

  /* A pawn's check can only come from the pawn moving, so a checking pawn
   * on its own start rank never moved there. */
  if (checkers & chess_position_pieces (pos, them, CHESS_PAWN)
      & (them == CHESS_WHITE ? CHESS_BB_RANK_2 : CHESS_BB_RANK_7))
    return true;

  /* After a double push the check comes from the pushed pawn or from a
   * line its start square uncovered. */
  if (pos->ep_square < 64)
    {
      int pushed = pos->ep_square + (them == CHESS_WHITE ? 8 : -8);
      int origin = pos->ep_square + (them == CHESS_WHITE ? -8 : 8);
      ChessBitboard c = checkers & ~CHESS_SQUARE_BB (pushed);
      while (c)
        {
          int sq = chess_bb_pop_lsb (&c);
          if (!(chess_between[sq][king] & CHESS_SQUARE_BB (origin)))
            return true;
        }
    }

  if (!chess_bb_more_than_one (checkers))
    return false;

  /* Double check: the moving piece checks and a line behind it opens, so
   * at least one checker is a slider, and the two never share a line
   * through the king. */
  a = chess_bb_lsb (checkers);
  b = chess_bb_lsb (checkers & (checkers - 1));
  ta = CHESS_PIECE_TYPE (pos->board[a]);
  tb = CHESS_PIECE_TYPE (pos->board[b]);
  if (!is_slider (ta) && !is_slider (tb))
    return true;
  if (chess_line[a][b] & CHESS_SQUARE_BB (king))
    return true;
  /* A pawn or knight checks only by having moved, and the other checker's
   * line opened as it left: it came from a square between that checker and
   * the king. */
  if (!is_slider (ta) || !is_slider (tb))
    {
      int mover = is_slider (ta) ? b : a, slider = is_slider (ta) ? a : b;
      if (!(non_slider_origins (them, mover, CHESS_PIECE_TYPE (pos->board[mover]))
            & chess_between[slider][king]))
        return true;
    }
  /* Two bishops: the piece that leaves one diagonal moves parallel to the
   * other and cannot land on it, and a promoting pawn is too far off. */
  if (ta == CHESS_BISHOP && tb == CHESS_BISHOP)
    return true;
  if (ta == CHESS_ROOK && tb == CHESS_ROOK)
    return !double_rook_check_possible (them, king, a, b);
  return false;
}

/* The pushed pawn back on its start square must not give the opponent's
 * (then waiting) side a check, or the push came from an illegal position. */
static bool
en_passant_is_impossible (const ChessPosition *pos)
{
  ChessColor us = (ChessColor) pos->side_to_move, them = (ChessColor) (us ^ 1);
  ChessPosition before;
  int pushed, origin, king;

  if (pos->ep_square >= 64)
    return false;
  pushed = pos->ep_square + (them == CHESS_WHITE ? 8 : -8);
  origin = pos->ep_square + (them == CHESS_WHITE ? -8 : 8);
  if (pos->board[pushed] != CHESS_MAKE_PIECE (them, CHESS_PAWN)
      || pos->board[origin] != CHESS_PIECE_NONE || pos->board[pos->ep_square] != CHESS_PIECE_NONE)
    return true;
  before = *pos;
  chess_position_remove_piece (&before, pushed);
  chess_position_put_piece (&before, origin, CHESS_MAKE_PIECE (them, CHESS_PAWN));
  king = chess_position_king_square (&before, us);
  return king != CHESS_SQUARE_NONE && chess_position_is_square_attacked (&before, king, them);
}

unsigned
chess_position_validate_setup (const ChessPosition *pos)
{
  unsigned flags = 0;
  int wk = chess_position_king_square (pos, CHESS_WHITE);
  int bk = chess_position_king_square (pos, CHESS_BLACK);

  for (int c = 0; c < 2; c++)
    {
      if (count (pos, (ChessColor) c, CHESS_PAWN) > 8)
        flags |= CHESS_SETUP_TOO_MANY_PAWNS;
      if (too_many_pieces (pos, (ChessColor) c))
        flags |= CHESS_SETUP_TOO_MANY_PIECES;
    }
  if (chess_bb_popcount (chess_position_checkers (pos)) > 2)
    flags |= CHESS_SETUP_TOO_MANY_CHECKERS;
  if (check_is_impossible (pos))
    flags |= CHESS_SETUP_IMPOSSIBLE_CHECK;
  if (en_passant_is_impossible (pos))
    flags |= CHESS_SETUP_IMPOSSIBLE_EN_PASSANT;
  if (wk != CHESS_SQUARE_NONE && bk != CHESS_SQUARE_NONE
      && (chess_king_attacks[wk] & CHESS_SQUARE_BB (bk)))
    flags |= CHESS_SETUP_KINGS_ADJACENT;
  return flags;
}
