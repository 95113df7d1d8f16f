/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-chess960.c — the 960 start positions of Chess960 by Reinhard
 * Scharnagl's numbering, so that a game, a dialog and an engine agree on
 * what "position 123" is.  Plain C17, libc only.
 *
 * The number is read as mixed-radix digits, each choosing where one kind of
 * piece goes on the first rank (White's; Black mirrors it):
 *   n % 4         the light-squared bishop on b, d, f or h;
 *   n / 4 % 4     the dark-squared bishop on a, c, e or g;
 *   n / 16 % 6    the queen on the first, second … sixth square still free;
 *   n / 96        (0…9) the knights on a pair of the five squares still
 *                 free, pairs taken in order: 12 13 14 15 23 24 25 34 35 45;
 * the rooks and the king fill the last three squares, king in the middle. */
#include "chess-position.h"

/* The `index`-th free square of the rank (0-based). */
static int
nth_free_file (const bool taken[8], unsigned index)
{
  for (int file = 0; file < 8; file++)
    if (!taken[file] && index-- == 0)
      return file;
  return -1;   /* not reached: callers ask within the free count */
}

static void
place (ChessPieceType rank[8], bool taken[8], int file, ChessPieceType type)
{
  rank[file] = type;
  taken[file] = true;
}

bool
chess_position_set_chess960 (ChessPosition *pos, unsigned number)
{
  static const ChessPieceType last_three[3] = { CHESS_ROOK, CHESS_KING, CHESS_ROOK };
  ChessPieceType rank[8];
  bool taken[8] = { false };
  unsigned n = number, first_knight = 0, second_knight, n_last = 0;
  int knight_files[2], rook_files[2], n_rooks = 0;

  if (number >= CHESS960_N_POSITIONS)
    return false;

  place (rank, taken, (int) (2 * (n % 4) + 1), CHESS_BISHOP);
  n /= 4;
  place (rank, taken, (int) (2 * (n % 4)), CHESS_BISHOP);
  n /= 4;
  place (rank, taken, nth_free_file (taken, n % 6), CHESS_QUEEN);
  n /= 6;

  /* n counts the pairs (first, second) of the five free squares with
   * first < second: four pairs start at 0, three at 1, two at 2, one at 3. */
  while (n >= 4 - first_knight)
    n -= 4 - first_knight++;
  second_knight = first_knight + 1 + n;
  /* Both files are looked up before either is taken. */
  knight_files[0] = nth_free_file (taken, first_knight);
  knight_files[1] = nth_free_file (taken, second_knight);
  place (rank, taken, knight_files[0], CHESS_KNIGHT);
  place (rank, taken, knight_files[1], CHESS_KNIGHT);

  for (int file = 0; file < 8; file++)
    if (!taken[file])
      {
        rank[file] = last_three[n_last++];
        if (rank[file] == CHESS_ROOK)
          rook_files[n_rooks++] = file;
      }

  chess_position_clear (pos);
  for (int file = 0; file < 8; file++)
    {
      chess_position_put_piece (pos, CHESS_SQUARE (file, 0), CHESS_MAKE_PIECE (CHESS_WHITE, rank[file]));
      chess_position_put_piece (pos, CHESS_SQUARE (file, 1), CHESS_MAKE_PIECE (CHESS_WHITE, CHESS_PAWN));
      chess_position_put_piece (pos, CHESS_SQUARE (file, 6), CHESS_MAKE_PIECE (CHESS_BLACK, CHESS_PAWN));
      chess_position_put_piece (pos, CHESS_SQUARE (file, 7), CHESS_MAKE_PIECE (CHESS_BLACK, rank[file]));
    }
  for (int i = 0; i < 2; i++)
    {
      chess_position_add_castling_right (pos, CHESS_WHITE, CHESS_SQUARE (rook_files[i], 0));
      chess_position_add_castling_right (pos, CHESS_BLACK, CHESS_SQUARE (rook_files[i], 7));
    }
  chess_position_finish_setup (pos);
  pos->chess960 = true;
  return true;
}
