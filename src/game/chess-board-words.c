/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-board-words.c — the board's questions answered in words.
 *
 * Each kind of piece has its own plural heading ("White knights"), since
 * languages make plurals and colours agree each their own way; the lists
 * join with the catalogue's separators, so that a language with its own
 * comma uses it. */
#include "config.h"

#include "chess-board-words.h"

#include "chess-move-words.h"

#include <glib/gi18n.h>

static const char *
kind_words (ChessPiece piece)
{
  static const char *const white[6] = {
    N_("White pawns"), N_("White knights"), N_("White bishops"),
    N_("White rooks"), N_("White queens"), N_("White kings"),
  };
  static const char *const black[6] = {
    N_("Black pawns"), N_("Black knights"), N_("Black bishops"),
    N_("Black rooks"), N_("Black queens"), N_("Black kings"),
  };
  ChessPieceType type = CHESS_PIECE_TYPE (piece);

  if (type > CHESS_KING)
    return "";
  return _(CHESS_PIECE_COLOR (piece) == CHESS_WHITE ? white[type] : black[type]);
}

/* "%1$s: %2$s" — a heading and its list. */
static char *
headed (const char *heading, const char *list)
{
  /* Translators: a heading and what it lists: "White knights: b1, g1" */
  return g_strdup_printf (_("%1$s: %2$s"), heading, list);
}

char *
chess_piece_squares_words (const ChessPosition *pos, ChessPiece piece)
{
  g_autoptr (GString) squares = g_string_new (NULL);

  g_return_val_if_fail (pos != NULL, g_strdup (""));
  for (int square = 0; square < 64; square++)
    if (pos->board[square] == piece)
      {
        g_autofree char *name = chess_square_words (square);

        if (squares->len > 0)
          g_string_append (squares, _(", "));
        g_string_append (squares, name);
      }
  /* Translators: no piece of a kind stands on the board: "Black queens: none" */
  return headed (kind_words (piece), squares->len > 0 ? squares->str : _("none"));
}

/* The occupied squares of `squares` (-1 ends it), "e1, white king; e2,
 * white pawn", or NULL when all are empty. */
static char *
contents_words (const ChessPosition *pos, const int *squares)
{
  g_autoptr (GString) list = g_string_new (NULL);

  for (; *squares >= 0; squares++)
    if (pos->board[*squares] != CHESS_PIECE_NONE)
      {
        g_autofree char *content = chess_square_content_words (pos, *squares);

        if (list->len > 0)
          /* Translators: between the squares of a list that each name their piece,
             "e1, white king; e2, white pawn" */
          g_string_append (list, _("; "));
        g_string_append (list, content);
      }
  return list->len > 0 ? g_string_free (g_steal_pointer (&list), FALSE) : NULL;
}

char *
chess_line_words (const ChessPosition *pos, gboolean is_file, int index)
{
  int squares[9];
  g_autofree char *heading = NULL;
  g_autofree char *contents = NULL;

  g_return_val_if_fail (pos != NULL && index >= 0 && index < 8, g_strdup (""));
  for (int i = 0; i < 8; i++)
    squares[i] = is_file ? CHESS_SQUARE (index, i) : CHESS_SQUARE (i, index);
  squares[8] = -1;
  if (is_file)
    {
      char letter[2] = { (char) ('a' + index), '\0' };

      /* Translators: a file of the board by its letter: "File e" */
      heading = g_strdup_printf (_("File %s"), letter);
    }
  else
    {
      g_autofree char *name = chess_square_words (CHESS_SQUARE (0, index));

      /* Translators: a rank of the board by its number: "Rank 4" */
      heading = g_strdup_printf (_("Rank %s"), name + 1);
    }
  contents = contents_words (pos, squares);
  /* Translators: a file or a rank with no piece on it: "Rank 4: empty" */
  return headed (heading, contents != NULL ? contents : C_("line", "empty"));
}

char *
chess_around_words (const ChessPosition *pos, int square)
{
  int squares[9], n = 0;
  g_autofree char *name = NULL;
  g_autofree char *heading = NULL;
  g_autofree char *contents = NULL;

  g_return_val_if_fail (pos != NULL && square >= 0 && square < 64, g_strdup (""));
  /* from the rank above down, each rank from the a-side */
  for (int dr = 1; dr >= -1; dr--)
    for (int df = -1; df <= 1; df++)
      {
        int file = CHESS_SQUARE_FILE (square) + df, rank = CHESS_SQUARE_RANK (square) + dr;

        if ((df != 0 || dr != 0) && file >= 0 && file < 8 && rank >= 0 && rank < 8)
          squares[n++] = CHESS_SQUARE (file, rank);
      }
  squares[n] = -1;
  name = chess_square_words (square);
  /* Translators: the squares next to a square: "Around e4" */
  heading = g_strdup_printf (_("Around %s"), name);
  contents = contents_words (pos, squares);
  /* Translators: no piece stands next to a square: "Around e4: nothing" */
  return headed (heading, contents != NULL ? contents : _("nothing"));
}

char *
chess_square_moves_words (const ChessPosition *pos, int square)
{
  ChessPosition turn;
  ChessMoveList list;
  ChessBitboard targets = 0;
  g_autofree char *content = NULL;
  g_autofree char *moves = NULL;

  g_return_val_if_fail (pos != NULL && square >= 0 && square < 64, g_strdup (""));
  content = chess_square_content_words (pos, square);
  if (pos->board[square] == CHESS_PIECE_NONE)
    return g_steal_pointer (&content);
  turn = *pos;
  /* the other side's piece, as if it were its turn (not while in check,
   * where the turn cannot pass) */
  if (CHESS_PIECE_COLOR (pos->board[square]) != chess_position_side_to_move (pos))
    {
      ChessUndo undo;

      if (!chess_position_in_check (pos))
        chess_position_make_null_move (&turn, &undo);
    }
  chess_position_legal_moves (&turn, &list);
  for (int i = 0; i < list.count; i++)
    if (chess_move_from (list.moves[i]) == square)
      targets |= CHESS_SQUARE_BB (chess_move_kind (list.moves[i]) == CHESS_MOVE_CASTLING
                                  ? chess_move_king_destination (&turn, list.moves[i])
                                  : chess_move_to (list.moves[i]));
  moves = chess_targets_words (targets);
  /* Translators: a square, its piece and where it may go:
     "g1, white knight. Possible moves: f3, h3" */
  return g_strdup_printf (_("%1$s. %2$s"), content, moves);
}

int
chess_next_piece_square (const ChessPosition *pos, ChessPiece piece, int from)
{
  g_return_val_if_fail (pos != NULL, -1);
  for (int step = 1; step <= 64; step++)
    {
      int square = ((from < 0 ? -1 : from) + step + 64) % 64;

      if (pos->board[square] == piece)
        return square;
    }
  return -1;
}
