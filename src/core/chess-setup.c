/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-setup.c — a position set up by hand: the reasons it cannot be
 * played or could never arise, and the castling rights and en-passant
 * squares its placement allows, for a board editor.
 *
 * Plain C17, libc only.  The checks that stop play are exactly those of
 * the strict FEN reader (tests/core/test-setup.c holds them to it); the
 * others only say that no game from the start position reaches it. */

#include "chess-core-private.h"
#include "chess-setup.h"

static int
count (const ChessPosition *pos, ChessColor color, ChessPieceType type)
{
  return chess_bb_popcount (chess_position_pieces (pos, color, type));
}

/* The fewest captures that bring a colour's pawns from their eight start
 * files to the files they stand on: each capture moves a pawn one file.
 * Pawns and start files both in file order, the cheapest assignment keeps
 * that order, so a table over (pawns placed, start files used) finds it. */
static int
pawn_captures_needed (const ChessPosition *pos, ChessColor color)
{
  int files[8], n = 0;
  int best[9][9];

  for (int file = 0; file < 8; file++)
    {
      ChessBitboard on_file = chess_position_pieces (pos, color, CHESS_PAWN) & (CHESS_BB_FILE_A << file);
      for (int k = chess_bb_popcount (on_file); k > 0 && n < 8; k--)
        files[n++] = file;
    }
  for (int j = 0; j <= 8; j++)
    best[0][j] = 0;
  for (int i = 1; i <= n; i++)
    {
      best[i][i - 1] = 1000;
      for (int j = i; j <= 8; j++)
        {
          int distance = files[i - 1] - (j - 1);
          int take = best[i - 1][j - 1] + (distance < 0 ? -distance : distance);
          int skip = j > i ? best[i][j - 1] : 1000;
          best[i][j] = take < skip ? take : skip;
        }
    }
  return best[n][8];
}

/* The one king of a colour, or CHESS_SQUARE_NONE if it has none or several. */
static int
only_king (const ChessPosition *pos, ChessColor color)
{
  ChessBitboard kings = chess_position_pieces (pos, color, CHESS_KING);
  return kings && !chess_bb_more_than_one (kings) ? chess_bb_lsb (kings) : CHESS_SQUARE_NONE;
}

int
chess_setup_castling_rook (const ChessPosition *pos, int right)
{
  ChessColor color = (ChessColor) ((right >> 1) & 1);
  int king = only_king (pos, color);

  /* The king starts between its rooks, so never in a corner. */
  if (right < 0 || right > 3 || king == CHESS_SQUARE_NONE
      || CHESS_SQUARE_FILE (king) == 0 || CHESS_SQUARE_FILE (king) == 7)
    return CHESS_SQUARE_NONE;
  return chess_position_outermost_rook (pos, color, right & 1);
}

/* Does the right's king and rook still stand where the right needs them?
 * (Any rook on that side of the king on the first rank will do: Shredder-FEN
 * may name an inner one.) */
static bool
castling_right_fits (const ChessPosition *pos, int right)
{
  ChessColor color = (ChessColor) (right >> 1);
  int rook = pos->castling_rook[right];
  int king = only_king (pos, color);
  int outermost = chess_setup_castling_rook (pos, right);

  if (outermost == CHESS_SQUARE_NONE || rook >= 64 || pos->board[rook] != CHESS_MAKE_PIECE (color, CHESS_ROOK))
    return false;
  return CHESS_SQUARE_RANK (rook) == CHESS_SQUARE_RANK (king) && (rook < king) == (bool) (right & 1);
}

/* What the en-passant square says about the last move, or -1 if it is
 * consistent: a pawn of the side that moved in front of it, both squares it
 * passed empty. */
static int
en_passant_problem (const ChessPosition *pos, int ep)
{
  ChessColor us = (ChessColor) pos->side_to_move, them = (ChessColor) (us ^ 1);

  if (CHESS_SQUARE_RANK (ep) != (us == CHESS_WHITE ? 5 : 2))
    return CHESS_SETUP_PROBLEM_EN_PASSANT_RANK;
  int pushed = us == CHESS_WHITE ? ep - 8 : ep + 8;
  int origin = us == CHESS_WHITE ? ep + 8 : ep - 8;
  if (pos->board[pushed] != CHESS_MAKE_PIECE (them, CHESS_PAWN))
    return CHESS_SETUP_PROBLEM_EN_PASSANT_NO_PAWN;
  if (pos->board[ep] != CHESS_PIECE_NONE || pos->board[origin] != CHESS_PIECE_NONE)
    return CHESS_SETUP_PROBLEM_EN_PASSANT_NOT_EMPTY;
  return -1;
}

/* With the pushed pawn back on its start square, was the side to move in
 * check while the other side was to move? */
static bool
en_passant_after_check (const ChessPosition *pos, int ep)
{
  ChessColor us = (ChessColor) pos->side_to_move, them = (ChessColor) (us ^ 1);
  ChessPosition before = *pos;
  int king = only_king (pos, us);

  if (king == CHESS_SQUARE_NONE)
    return false;
  chess_position_remove_piece (&before, us == CHESS_WHITE ? ep - 8 : ep + 8);
  chess_position_put_piece (&before, us == CHESS_WHITE ? ep + 8 : ep - 8, CHESS_MAKE_PIECE (them, CHESS_PAWN));
  return chess_position_is_square_attacked (&before, king, them);
}

ChessBitboard
chess_setup_en_passant_squares (const ChessPosition *pos)
{
  ChessColor us = (ChessColor) pos->side_to_move;
  ChessBitboard squares = 0;
  int rank = us == CHESS_WHITE ? 5 : 2;

  chess_core_init ();
  for (int file = 0; file < 8; file++)
    {
      int ep = CHESS_SQUARE (file, rank);
      if (en_passant_problem (pos, ep) < 0
          && (chess_pawn_attacks[us ^ 1][ep] & chess_position_pieces (pos, us, CHESS_PAWN))
          && !en_passant_after_check (pos, ep))
        squares |= CHESS_SQUARE_BB (ep);
    }
  return squares;
}

static void
add (ChessSetupProblem *problems, size_t max, size_t *n, bool condition, ChessSetupProblem problem)
{
  if (condition && *n < max)
    problems[(*n)++] = problem;
}

/* The checks of a placement with one king each: touching kings, the side
 * not to move in check, checks no last move could have given. */
static void
check_problems (const ChessPosition *pos, ChessSetupProblem *problems, size_t max, size_t *n)
{
  ChessColor us = (ChessColor) pos->side_to_move, them = (ChessColor) (us ^ 1);
  ChessPosition normalised = *pos;
  int their_king = only_king (pos, them);
  ChessBitboard occupied = chess_position_occupied (pos);
  ChessBitboard checking_them = chess_position_attackers_to (pos, their_king, occupied)
                                & pos->by_color[us] & ~pos->by_type[CHESS_KING];
  unsigned flags;

  add (problems, max, n, (chess_king_attacks[their_king] & chess_position_pieces (pos, us, CHESS_KING)) != 0,
       CHESS_SETUP_PROBLEM_KINGS_TOUCH);
  add (problems, max, n, checking_them != 0, CHESS_SETUP_PROBLEM_OPPONENT_IN_CHECK);
  /* The checks are judged as the FEN reader keeps the position: with the
   * en-passant square only where it stands for a possible capture. */
  if (normalised.ep_square < 64
      && (en_passant_problem (pos, pos->ep_square) >= 0
          || !(chess_pawn_attacks[them][pos->ep_square] & chess_position_pieces (pos, us, CHESS_PAWN))))
    normalised.ep_square = CHESS_SQUARE_NONE;
  flags = chess_position_validate_setup (&normalised);
  add (problems, max, n, (flags & CHESS_SETUP_TOO_MANY_CHECKERS) != 0, CHESS_SETUP_PROBLEM_TOO_MANY_CHECKERS);
  add (problems, max, n, (flags & (CHESS_SETUP_IMPOSSIBLE_CHECK | CHESS_SETUP_TOO_MANY_CHECKERS))
                         == CHESS_SETUP_IMPOSSIBLE_CHECK,
       CHESS_SETUP_PROBLEM_IMPOSSIBLE_CHECK);
}

/* Both colours may castle: a Chess960 start mirrors White's king and rooks
 * for Black, so the two kings, and the rooks of a side both may castle
 * with, share a file. */
static bool
castling_files_differ (const ChessPosition *pos)
{
  bool differ = false;
  if (!(pos->castling & 3) || !(pos->castling & 12))
    return false;
  differ = CHESS_SQUARE_FILE (only_king (pos, CHESS_WHITE)) != CHESS_SQUARE_FILE (only_king (pos, CHESS_BLACK));
  for (int side = 0; side < 2; side++)
    if ((pos->castling & (1 << side)) && (pos->castling & (4 << side)))
      differ = differ || CHESS_SQUARE_FILE (pos->castling_rook[side]) != CHESS_SQUARE_FILE (pos->castling_rook[side + 2]);
  return differ;
}

size_t
chess_setup_problems (const ChessPosition *pos, ChessSetupProblem *problems, size_t max)
{
  size_t n = 0;
  int kings[2] = { count (pos, CHESS_WHITE, CHESS_KING), count (pos, CHESS_BLACK, CHESS_KING) };
  ChessBitboard white_pawns = chess_position_pieces (pos, CHESS_WHITE, CHESS_PAWN);
  ChessBitboard black_pawns = chess_position_pieces (pos, CHESS_BLACK, CHESS_PAWN);
  bool castling_ok = true;
  int ep_problem = pos->ep_square < 64 ? en_passant_problem (pos, pos->ep_square) : -1;

  chess_core_init ();
  add (problems, max, &n, kings[CHESS_WHITE] == 0, CHESS_SETUP_PROBLEM_NO_WHITE_KING);
  add (problems, max, &n, kings[CHESS_BLACK] == 0, CHESS_SETUP_PROBLEM_NO_BLACK_KING);
  add (problems, max, &n, kings[CHESS_WHITE] > 1, CHESS_SETUP_PROBLEM_WHITE_KINGS);
  add (problems, max, &n, kings[CHESS_BLACK] > 1, CHESS_SETUP_PROBLEM_BLACK_KINGS);
  add (problems, max, &n, ((white_pawns & CHESS_BB_RANK_1) | (black_pawns & CHESS_BB_RANK_8)) != 0,
       CHESS_SETUP_PROBLEM_PAWN_ON_FIRST_RANK);
  add (problems, max, &n, ((white_pawns & CHESS_BB_RANK_8) | (black_pawns & CHESS_BB_RANK_1)) != 0,
       CHESS_SETUP_PROBLEM_PAWN_ON_LAST_RANK);
  if (kings[CHESS_WHITE] == 1 && kings[CHESS_BLACK] == 1)
    check_problems (pos, problems, max, &n);
  for (int right = 0; right < 4; right++)
    if (pos->castling & (1 << right))
      {
        bool fits = castling_right_fits (pos, right);
        castling_ok = castling_ok && fits;
        add (problems, max, &n, !fits, (ChessSetupProblem) (CHESS_SETUP_PROBLEM_CASTLING_WHITE_KING_SIDE + right));
      }
  if (ep_problem >= 0)
    add (problems, max, &n, true, (ChessSetupProblem) ep_problem);

  for (int c = 0; c < 2; c++)
    {
      ChessColor color = (ChessColor) c;
      int pawns = count (pos, color, CHESS_PAWN);
      int left_to_other = chess_bb_popcount (pos->by_color[c ^ 1]);
      int lost_by_other = left_to_other < 16 ? 16 - left_to_other : 0;
      add (problems, max, &n, pawns > 8, (ChessSetupProblem) (CHESS_SETUP_PROBLEM_WHITE_PAWNS + c));
      add (problems, max, &n, chess_bb_popcount (pos->by_color[c]) > 16, (ChessSetupProblem) (CHESS_SETUP_PROBLEM_WHITE_MEN + c));
      add (problems, max, &n, pawns <= 8 && chess_position_promoted_pieces (pos, color) > 8 - pawns,
           (ChessSetupProblem) (CHESS_SETUP_PROBLEM_WHITE_PROMOTIONS + c));
      add (problems, max, &n, pawns <= 8 && pawn_captures_needed (pos, color) > lost_by_other,
           (ChessSetupProblem) (CHESS_SETUP_PROBLEM_WHITE_PAWN_CAPTURES + c));
    }
  add (problems, max, &n, castling_ok && castling_files_differ (pos), CHESS_SETUP_PROBLEM_CASTLING_FILES);
  if (pos->ep_square < 64 && ep_problem < 0)
    {
      add (problems, max, &n, en_passant_after_check (pos, pos->ep_square), CHESS_SETUP_PROBLEM_EN_PASSANT_CHECK);
      add (problems, max, &n, pos->halfmove_clock != 0, CHESS_SETUP_PROBLEM_EN_PASSANT_CLOCK);
    }
  {
    uint64_t plies = 2 * (uint64_t) (pos->fullmove_number > 0 ? pos->fullmove_number - 1 : 0)
                     + (pos->side_to_move == CHESS_BLACK);
    add (problems, max, &n, pos->halfmove_clock > plies, CHESS_SETUP_PROBLEM_CLOCK_TOO_LARGE);
  }
  /* Into the enum's order (the colours' pairs above came interleaved). */
  for (size_t i = 1; i < n; i++)
    for (size_t j = i; j > 0 && problems[j - 1] > problems[j]; j--)
      {
        ChessSetupProblem t = problems[j];
        problems[j] = problems[j - 1];
        problems[j - 1] = t;
      }
  return n;
}

bool
chess_setup_problem_is_fatal (ChessSetupProblem problem)
{
  return problem < CHESS_SETUP_PROBLEM_WHITE_PAWNS;
}

bool
chess_setup_is_playable (const ChessPosition *pos)
{
  ChessSetupProblem problems[CHESS_SETUP_N_PROBLEMS];
  size_t n = chess_setup_problems (pos, problems, CHESS_SETUP_N_PROBLEMS);
  return n == 0 || !chess_setup_problem_is_fatal (problems[0]);
}

void
chess_setup_finish (ChessPosition *pos)
{
  chess_core_init ();
  for (int right = 0; right < 4; right++)
    if ((pos->castling & (1 << right)) && !castling_right_fits (pos, right))
      {
        pos->castling &= (uint8_t) ~(1 << right);
        pos->castling_rook[right] = CHESS_SQUARE_NONE;
      }
  if (pos->ep_square < 64 && !(chess_setup_en_passant_squares (pos) & CHESS_SQUARE_BB (pos->ep_square)))
    pos->ep_square = CHESS_SQUARE_NONE;
  chess_position_finish_setup (pos);
  chess_position_mark_chess960 (pos);
}

void
chess_setup_put (ChessPosition *pos, int square, ChessPiece piece)
{
  if (square < 0 || square >= 64)
    return;
  if (piece == CHESS_PIECE_NONE)
    chess_position_remove_piece (pos, square);
  else
    chess_position_put_piece (pos, square, piece);
  chess_setup_finish (pos);
}

void
chess_setup_set_side (ChessPosition *pos, ChessColor side)
{
  if ((ChessColor) pos->side_to_move == side)
    return;
  pos->side_to_move = (uint8_t) side;
  /* A move by the other side came last now. */
  pos->ep_square = CHESS_SQUARE_NONE;
  chess_setup_finish (pos);
}

bool
chess_setup_set_castling (ChessPosition *pos, int right, bool on)
{
  if (right < 0 || right > 3)
    return false;
  if (!on)
    {
      pos->castling &= (uint8_t) ~(1 << right);
      pos->castling_rook[right] = CHESS_SQUARE_NONE;
      chess_setup_finish (pos);
      return true;
    }
  if (pos->castling & (1 << right))
    return true;
  int rook = chess_setup_castling_rook (pos, right);
  if (rook == CHESS_SQUARE_NONE)
    return false;
  pos->castling |= (uint8_t) (1 << right);
  pos->castling_rook[right] = (uint8_t) rook;
  chess_setup_finish (pos);
  return true;
}

bool
chess_setup_set_en_passant (ChessPosition *pos, int square)
{
  if (square == CHESS_SQUARE_NONE)
    pos->ep_square = CHESS_SQUARE_NONE;
  else if (square < 0 || square >= 64 || !(chess_setup_en_passant_squares (pos) & CHESS_SQUARE_BB (square)))
    return false;
  else
    {
      pos->ep_square = (uint8_t) square;
      /* The double push just played reset the half-move clock. */
      pos->halfmove_clock = 0;
    }
  chess_setup_finish (pos);
  return true;
}
