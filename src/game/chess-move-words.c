/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-move-words.c — moves, pieces and squares in words.
 *
 * Each kind of move is one whole sentence of the catalogue, so that a
 * translator orders its parts as the language wants; the piece names come
 * in three uses — the piece that moves, the piece taken, the piece a pawn
 * becomes — each its own message with a context, since languages decline
 * them differently (Greek puts the taken piece in the accusative). */
#include "config.h"

#include "chess-move-words.h"

#include "chess-digits.h"
#include "chess-notation.h"

#include <glib/gi18n.h>

const char *
chess_piece_words (ChessPiece piece)
{
  static const char *const white[6] = {
    N_("white pawn"), N_("white knight"), N_("white bishop"),
    N_("white rook"), N_("white queen"), N_("white king"),
  };
  static const char *const black[6] = {
    N_("black pawn"), N_("black knight"), N_("black bishop"),
    N_("black rook"), N_("black queen"), N_("black king"),
  };
  ChessPieceType type = CHESS_PIECE_TYPE (piece);

  if (piece == CHESS_PIECE_NONE || type > CHESS_KING)
    /* Translators: a square with no piece on it */
    return _("empty");
  return _(CHESS_PIECE_COLOR (piece) == CHESS_WHITE ? white[type] : black[type]);
}

/* The piece that moves, opening a sentence. */
static const char *
mover_words (ChessPieceType type)
{
  switch (type)
    {
    case CHESS_PAWN: return C_("the piece that moves", "Pawn");
    case CHESS_KNIGHT: return C_("the piece that moves", "Knight");
    case CHESS_BISHOP: return C_("the piece that moves", "Bishop");
    case CHESS_ROOK: return C_("the piece that moves", "Rook");
    case CHESS_QUEEN: return C_("the piece that moves", "Queen");
    case CHESS_KING: return C_("the piece that moves", "King");
    case CHESS_PIECE_TYPE_NONE:
    default: return "";
    }
}

/* The piece taken. */
static const char *
taken_words (ChessPieceType type)
{
  switch (type)
    {
    case CHESS_PAWN: return C_("the piece taken", "pawn");
    case CHESS_KNIGHT: return C_("the piece taken", "knight");
    case CHESS_BISHOP: return C_("the piece taken", "bishop");
    case CHESS_ROOK: return C_("the piece taken", "rook");
    case CHESS_QUEEN: return C_("the piece taken", "queen");
    case CHESS_KING: return C_("the piece taken", "king");
    case CHESS_PIECE_TYPE_NONE:
    default: return "";
    }
}

/* The piece a pawn becomes. */
static const char *
promotion_words (ChessPieceType type)
{
  switch (type)
    {
    case CHESS_KNIGHT: return C_("promoted to", "knight");
    case CHESS_BISHOP: return C_("promoted to", "bishop");
    case CHESS_ROOK: return C_("promoted to", "rook");
    case CHESS_QUEEN: return C_("promoted to", "queen");
    case CHESS_PAWN:
    case CHESS_KING:
    case CHESS_PIECE_TYPE_NONE:
    default: return "";
    }
}

char *
chess_square_words (int square)
{
  char name[3];

  if (square < 0 || square > 63)
    return g_strdup ("");
  chess_square_name (square, name);
  return chess_digits_localize (name, FALSE);
}

char *
chess_square_content_words (const ChessPosition *pos, int square)
{
  g_autofree char *name = chess_square_words (square);

  g_return_val_if_fail (square >= 0 && square < 64, g_strdup (""));
  /* Translators: a square and what stands on it: "e4, white pawn", "d5, empty" */
  return g_strdup_printf (_("%1$s, %2$s"), name, chess_piece_words (pos->board[square]));
}

char *
chess_square_cell_words (const ChessPosition *pos, int square, gboolean selected, gboolean target)
{
  g_autofree char *content = chess_square_content_words (pos, square);

  if (selected)
    /* Translators: a square whose piece the player has taken in hand: "e2, white pawn, selected" */
    return g_strdup_printf (_("%s, selected"), content);
  if (target)
    /* Translators: a square the piece in hand may go to: "e4, empty, possible move" */
    return g_strdup_printf (_("%s, possible move"), content);
  return g_steal_pointer (&content);
}

char *
chess_targets_words (ChessBitboard targets)
{
  g_autoptr (GString) squares = g_string_new (NULL);

  if (targets == 0)
    /* Translators: the piece taken in hand has nowhere to go */
    return g_strdup (_("No possible move"));
  for (int square = 0; square < 64; square++)
    if ((targets & CHESS_SQUARE_BB (square)) != 0)
      {
        g_autofree char *name = chess_square_words (square);

        if (squares->len > 0)
          /* Translators: between the squares of a list, "e3, e4" */
          g_string_append (squares, _(", "));
        g_string_append (squares, name);
      }
  /* Translators: where the piece taken in hand may go: "Possible moves: e3, e4" */
  return g_strdup_printf (_("Possible moves: %s"), squares->str);
}

/* The move itself, without check or mate. */
static char *
bare_move_words (const ChessPosition *before, ChessMove move)
{
  int from = chess_move_from (move), to = chess_move_to (move);
  ChessPieceType type = CHESS_PIECE_TYPE (before->board[from]);
  g_autofree char *from_words = chess_square_words (from);
  g_autofree char *to_words = chess_square_words (to);

  switch (chess_move_kind (move))
    {
    case CHESS_MOVE_CASTLING:
      /* the king goes onto its own rook (Chess960 too): the h-side rook
       * stands on a higher file than the king */
      return g_strdup (CHESS_SQUARE_FILE (to) > CHESS_SQUARE_FILE (from)
                       ? _("Castles kingside") : _("Castles queenside"));
    case CHESS_MOVE_EN_PASSANT:
      /* Translators: an en-passant capture: "Pawn from e5 takes on d6 en passant" */
      return g_strdup_printf (_("Pawn from %1$s takes on %2$s en passant"), from_words, to_words);
    case CHESS_MOVE_PROMOTION:
      if (before->board[to] != CHESS_PIECE_NONE)
        /* Translators: "Pawn from e7 takes rook on d8, promotes to queen" */
        return g_strdup_printf (_("Pawn from %1$s takes %2$s on %3$s, promotes to %4$s"), from_words,
                                taken_words (CHESS_PIECE_TYPE (before->board[to])), to_words,
                                promotion_words (chess_move_promotion (move)));
      /* Translators: "Pawn from e7 to e8, promotes to queen" */
      return g_strdup_printf (_("Pawn from %1$s to %2$s, promotes to %3$s"), from_words, to_words,
                              promotion_words (chess_move_promotion (move)));
    case CHESS_MOVE_NORMAL:
    default:
      if (before->board[to] != CHESS_PIECE_NONE)
        /* Translators: a capture: "Knight from g1 takes bishop on f3"; the
           first piece is "the piece that moves", the second "the piece taken" */
        return g_strdup_printf (_("%1$s from %2$s takes %3$s on %4$s"), mover_words (type), from_words,
                                taken_words (CHESS_PIECE_TYPE (before->board[to])), to_words);
      /* Translators: a move: "Knight from g1 to f3" */
      return g_strdup_printf (_("%1$s from %2$s to %3$s"), mover_words (type), from_words, to_words);
    }
}

char *
chess_move_words (const ChessPosition *before, ChessMove move)
{
  g_autofree char *bare = NULL;
  ChessPosition after;
  ChessUndo undo;

  g_return_val_if_fail (before != NULL, g_strdup (""));
  g_return_val_if_fail (chess_position_is_legal_move (before, move), g_strdup (""));

  bare = bare_move_words (before, move);
  after = *before;
  chess_position_make_move (&after, move, &undo);
  if (chess_position_has_legal_move (&after))
    {
      if (!chess_position_in_check (&after))
        return g_steal_pointer (&bare);
      /* Translators: a move that gives check: "Knight from g1 to f3, check" */
      return g_strdup_printf (_("%s, check"), bare);
    }
  if (chess_position_in_check (&after))
    /* Translators: a move that mates: "Queen from d1 to h5, checkmate" */
    return g_strdup_printf (_("%s, checkmate"), bare);
  /* Translators: a move that leaves the other side no move and not in check */
  return g_strdup_printf (_("%s, stalemate"), bare);
}

char *
chess_move_words_with_side (const ChessPosition *before, ChessMove move)
{
  g_autofree char *words = chess_move_words (before, move);

  return g_strdup_printf (chess_position_side_to_move (before) == CHESS_WHITE
                          /* Translators: White played the move told after the colon */
                          ? _("White: %s")
                          /* Translators: Black played the move told after the colon */
                          : _("Black: %s"), words);
}

char *
chess_move_words_last (const ChessPosition *before,
                       ChessMove            move)
{
  if (before != NULL && move != CHESS_MOVE_NONE && chess_position_is_legal_move (before, move))
    return chess_move_words_with_side (before, move);
  /* Translators: said when asked for the last move at the start of a game */
  return g_strdup (_("No move yet"));
}
