/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-setup-text.c — see chess-setup-text.h.  Each sentence says what is
 * wrong on the board, not what the rules are called, so that a player who
 * set up a puzzle from a book sees at once which piece to move. */
#include "config.h"

#include <glib/gi18n.h>

#include "chess-setup-text.h"

const char *
chess_setup_problem_text (ChessSetupProblem problem, ChessColor side_to_move)
{
  gboolean white = side_to_move == CHESS_WHITE;

  switch (problem)
    {
    case CHESS_SETUP_PROBLEM_NO_WHITE_KING:
      return _("White has no king.");
    case CHESS_SETUP_PROBLEM_NO_BLACK_KING:
      return _("Black has no king.");
    case CHESS_SETUP_PROBLEM_WHITE_KINGS:
      return _("White has more than one king.");
    case CHESS_SETUP_PROBLEM_BLACK_KINGS:
      return _("Black has more than one king.");
    case CHESS_SETUP_PROBLEM_PAWN_ON_FIRST_RANK:
      return _("A pawn stands on its own first rank, where pawns never stand.");
    case CHESS_SETUP_PROBLEM_PAWN_ON_LAST_RANK:
      return _("A pawn stands on the last rank, where it would have been promoted.");
    case CHESS_SETUP_PROBLEM_KINGS_TOUCH:
      return _("The two kings stand next to each other.");
    case CHESS_SETUP_PROBLEM_OPPONENT_IN_CHECK:
      return white ? _("Black is in check, but it is White’s move.")
                   : _("White is in check, but it is Black’s move.");
    case CHESS_SETUP_PROBLEM_TOO_MANY_CHECKERS:
      return white ? _("Three or more pieces check White’s king; no move gives more than two checks.")
                   : _("Three or more pieces check Black’s king; no move gives more than two checks.");
    case CHESS_SETUP_PROBLEM_IMPOSSIBLE_CHECK:
      return white ? _("White is in a check that no move of Black’s could have given.")
                   : _("Black is in a check that no move of White’s could have given.");
    case CHESS_SETUP_PROBLEM_CASTLING_WHITE_KING_SIDE:
      return _("White cannot castle king-side: the king and a rook on the king’s side must stand on the first rank.");
    case CHESS_SETUP_PROBLEM_CASTLING_WHITE_QUEEN_SIDE:
      return _("White cannot castle queen-side: the king and a rook on the queen’s side must stand on the first rank.");
    case CHESS_SETUP_PROBLEM_CASTLING_BLACK_KING_SIDE:
      return _("Black cannot castle king-side: the king and a rook on the king’s side must stand on the eighth rank.");
    case CHESS_SETUP_PROBLEM_CASTLING_BLACK_QUEEN_SIDE:
      return _("Black cannot castle queen-side: the king and a rook on the queen’s side must stand on the eighth rank.");
    case CHESS_SETUP_PROBLEM_EN_PASSANT_RANK:
      return white ? _("The en-passant square must be on the sixth rank, which Black’s pawn passed.")
                   : _("The en-passant square must be on the third rank, which White’s pawn passed.");
    case CHESS_SETUP_PROBLEM_EN_PASSANT_NO_PAWN:
      return white ? _("No black pawn stands in front of the en-passant square to have just moved two squares.")
                   : _("No white pawn stands in front of the en-passant square to have just moved two squares.");
    case CHESS_SETUP_PROBLEM_EN_PASSANT_NOT_EMPTY:
      return _("The en-passant square and the square behind it must be empty after a pawn’s double step.");
    case CHESS_SETUP_PROBLEM_WHITE_PAWNS:
      return _("White has more than eight pawns.");
    case CHESS_SETUP_PROBLEM_BLACK_PAWNS:
      return _("Black has more than eight pawns.");
    case CHESS_SETUP_PROBLEM_WHITE_MEN:
      return _("White has more than sixteen pieces and pawns.");
    case CHESS_SETUP_PROBLEM_BLACK_MEN:
      return _("Black has more than sixteen pieces and pawns.");
    case CHESS_SETUP_PROBLEM_WHITE_PROMOTIONS:
      return _("White has more promoted pieces than missing pawns.");
    case CHESS_SETUP_PROBLEM_BLACK_PROMOTIONS:
      return _("Black has more promoted pieces than missing pawns.");
    case CHESS_SETUP_PROBLEM_WHITE_PAWN_CAPTURES:
      return _("White’s pawns stand on files that take more captures than Black has lost pieces.");
    case CHESS_SETUP_PROBLEM_BLACK_PAWN_CAPTURES:
      return _("Black’s pawns stand on files that take more captures than White has lost pieces.");
    case CHESS_SETUP_PROBLEM_CASTLING_FILES:
      return _("Both sides may castle, but their kings or rooks stand on different files; no starting position has that.");
    case CHESS_SETUP_PROBLEM_EN_PASSANT_CHECK:
      return white ? _("Before Black’s double pawn step White would have been in check with Black to move.")
                   : _("Before White’s double pawn step Black would have been in check with White to move.");
    case CHESS_SETUP_PROBLEM_EN_PASSANT_CLOCK:
      return _("The half-move clock must be 0 right after a pawn’s double step.");
    case CHESS_SETUP_PROBLEM_CLOCK_TOO_LARGE:
      return _("The half-move clock counts more moves than the game has had.");
    case CHESS_SETUP_N_PROBLEMS:
    default:
      break;
    }
  return _("The position cannot arise in a game.");
}

char *
chess_setup_problems_text (const ChessPosition *pos)
{
  ChessSetupProblem problems[CHESS_SETUP_N_PROBLEMS];
  gsize n = chess_setup_problems (pos, problems, G_N_ELEMENTS (problems));
  GString *text = g_string_new (NULL);

  for (gsize i = 0; i < n; i++)
    {
      if (i > 0)
        g_string_append_c (text, '\n');
      g_string_append (text, chess_setup_problem_text (problems[i], chess_position_side_to_move (pos)));
    }
  return g_string_free (text, FALSE);
}
