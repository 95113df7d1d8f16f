/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-setup.h — a position set up by hand, as a board editor holds it:
 * any placement (no king, three kings, pawns on the back rank), the rights
 * and squares such a placement allows, and every reason it cannot be played
 * or could never arise in a game.
 *
 * Plain C17, libc only.  The reasons are codes; the layers above word them
 * (chess_setup_problem_text in src/game). */
#pragma once

#include "chess-position.h"

typedef enum {
  /* Cannot be played: the strict FEN reader refuses the position. */
  CHESS_SETUP_PROBLEM_NO_WHITE_KING = 0,
  CHESS_SETUP_PROBLEM_NO_BLACK_KING,
  CHESS_SETUP_PROBLEM_WHITE_KINGS,          /* more than one white king */
  CHESS_SETUP_PROBLEM_BLACK_KINGS,
  CHESS_SETUP_PROBLEM_PAWN_ON_FIRST_RANK,   /* a pawn on its own side's first rank */
  CHESS_SETUP_PROBLEM_PAWN_ON_LAST_RANK,    /* a pawn that would have promoted */
  CHESS_SETUP_PROBLEM_KINGS_TOUCH,
  CHESS_SETUP_PROBLEM_OPPONENT_IN_CHECK,    /* the side not to move is in check (by more than a king) */
  CHESS_SETUP_PROBLEM_TOO_MANY_CHECKERS,    /* three or more pieces give check */
  CHESS_SETUP_PROBLEM_IMPOSSIBLE_CHECK,     /* a check (single or double) no last move could have given */
  CHESS_SETUP_PROBLEM_CASTLING_WHITE_KING_SIDE, /* a right whose king or rook is not where it needs to be */
  CHESS_SETUP_PROBLEM_CASTLING_WHITE_QUEEN_SIDE,
  CHESS_SETUP_PROBLEM_CASTLING_BLACK_KING_SIDE,
  CHESS_SETUP_PROBLEM_CASTLING_BLACK_QUEEN_SIDE,
  CHESS_SETUP_PROBLEM_EN_PASSANT_RANK,      /* not on the rank the last double push passed */
  CHESS_SETUP_PROBLEM_EN_PASSANT_NO_PAWN,   /* no pawn of the side that moved in front of it */
  CHESS_SETUP_PROBLEM_EN_PASSANT_NOT_EMPTY, /* the square or the one behind it is occupied */
  /* Can be played, but could never arise in a game. */
  CHESS_SETUP_PROBLEM_WHITE_PAWNS,          /* more than eight */
  CHESS_SETUP_PROBLEM_BLACK_PAWNS,
  CHESS_SETUP_PROBLEM_WHITE_MEN,            /* more than sixteen */
  CHESS_SETUP_PROBLEM_BLACK_MEN,
  CHESS_SETUP_PROBLEM_WHITE_PROMOTIONS,     /* more promoted pieces than missing pawns */
  CHESS_SETUP_PROBLEM_BLACK_PROMOTIONS,
  CHESS_SETUP_PROBLEM_WHITE_PAWN_CAPTURES,  /* White's pawns took more men than Black has lost */
  CHESS_SETUP_PROBLEM_BLACK_PAWN_CAPTURES,
  CHESS_SETUP_PROBLEM_CASTLING_FILES,       /* both colours may castle from files no one start has */
  CHESS_SETUP_PROBLEM_EN_PASSANT_CHECK,     /* before the double push, the side to move was in check */
  CHESS_SETUP_PROBLEM_EN_PASSANT_CLOCK,     /* a double push just happened, yet the half-move clock is not 0 */
  CHESS_SETUP_PROBLEM_CLOCK_TOO_LARGE,      /* more half-moves without capture or pawn move than moves played */
  CHESS_SETUP_N_PROBLEMS
} ChessSetupProblem;

/* The reasons pos cannot be played or could never arise, in the order of
 * the enum, at most max of them (CHESS_SETUP_N_PROBLEMS is always enough);
 * returns how many were stored.  pos may hold any placement. */
size_t chess_setup_problems (const ChessPosition *pos, ChessSetupProblem *problems, size_t max);
/* Does the problem stop play (rather than only saying no game reaches it)? */
bool chess_setup_problem_is_fatal (ChessSetupProblem problem);
/* No fatal problem: the position can be played from. */
bool chess_setup_is_playable (const ChessPosition *pos);

/* After an edit of the placement or the side to move: drops the rights and
 * the en-passant square the placement no longer allows, marks Chess960
 * castling (a king off the e-file or a rook off the corners) and recomputes
 * the key.  Use it, not chess_position_finish_setup, in a board editor. */
void chess_setup_finish (ChessPosition *pos);
/* Puts piece on square (CHESS_PIECE_NONE empties it), then finishes. */
void chess_setup_put (ChessPosition *pos, int square, ChessPiece piece);
void chess_setup_set_side (ChessPosition *pos, ChessColor side);

/* The rook a castling right (0..3: White king side, White queen side,
 * Black king side, Black queen side) would castle with here: the outermost
 * rook of that side of the one king on its first rank, with the king
 * between the rooks as in chess and Chess960; CHESS_SQUARE_NONE if the
 * placement allows no such right. */
int chess_setup_castling_rook (const ChessPosition *pos, int right);
/* Gives or takes a right; false (and no change) when giving one the
 * placement does not allow. */
bool chess_setup_set_castling (ChessPosition *pos, int right, bool on);

/* The squares that may be named as en-passant square: behind a pawn of the
 * side not to move that can have just come two squares, with both squares
 * it passed empty, a pawn of the side to move beside it to take it, and no
 * check on the side to move before the push. */
ChessBitboard chess_setup_en_passant_squares (const ChessPosition *pos);
/* Sets the en-passant square (CHESS_SQUARE_NONE clears it); false (and no
 * change) when the square is not one of chess_setup_en_passant_squares. */
bool chess_setup_set_en_passant (ChessPosition *pos, int square);
