/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-board-words.c — the answers of the board's reader keys and of its
 * command line: where the pieces of a kind stand, a file and a rank
 * scanned, the pieces around a square, where a piece may go (the other
 * side's too, castling as the king's square), the next piece of a kind
 * from a square; and every form of the command line's commands, with the
 * lines it refuses. */
#include "config.h"

#include <locale.h>

#include "chess-board-words.h"
#include "chess-notation.h"
#include "chess-reader-command.h"

static void
read_position (ChessPosition *pos, const char *fen)
{
  g_assert_true (chess_position_from_fen (pos, fen, NULL));
}

static void
test_pieces (void)
{
  ChessPosition pos;
  g_autofree char *knights = NULL, *queens = NULL, *pawns = NULL;

  g_assert_nonnull (setlocale (LC_ALL, "C.UTF-8"));
  read_position (&pos, "4k3/8/8/8/8/8/4P3/1N2K1N1 w - - 0 1");
  knights = chess_piece_squares_words (&pos, CHESS_MAKE_PIECE (CHESS_WHITE, CHESS_KNIGHT));
  g_assert_cmpstr (knights, ==, "White knights: b1, g1");
  queens = chess_piece_squares_words (&pos, CHESS_MAKE_PIECE (CHESS_BLACK, CHESS_QUEEN));
  g_assert_cmpstr (queens, ==, "Black queens: none");
  pawns = chess_piece_squares_words (&pos, CHESS_MAKE_PIECE (CHESS_WHITE, CHESS_PAWN));
  g_assert_cmpstr (pawns, ==, "White pawns: e2");
}

static void
test_lines (void)
{
  ChessPosition pos;
  g_autofree char *file = NULL, *rank = NULL, *empty = NULL;

  g_assert_nonnull (setlocale (LC_ALL, "C.UTF-8"));
  read_position (&pos, CHESS_FEN_START);
  file = chess_line_words (&pos, TRUE, 4);
  g_assert_cmpstr (file, ==, "File e: e1, white king; e2, white pawn; e7, black pawn; e8, black king");
  rank = chess_line_words (&pos, FALSE, 0);
  g_assert_cmpstr (rank, ==, "Rank 1: a1, white rook; b1, white knight; c1, white bishop; d1, white queen; "
                             "e1, white king; f1, white bishop; g1, white knight; h1, white rook");
  empty = chess_line_words (&pos, FALSE, 3);
  g_assert_cmpstr (empty, ==, "Rank 4: empty");
}

static void
test_around (void)
{
  ChessPosition pos;
  g_autofree char *centre = NULL, *corner = NULL, *nothing = NULL;

  g_assert_nonnull (setlocale (LC_ALL, "C.UTF-8"));
  read_position (&pos, "4k3/8/8/3p4/4P3/5N2/8/4K3 w - - 0 1");
  centre = chess_around_words (&pos, CHESS_E4);
  g_assert_cmpstr (centre, ==, "Around e4: d5, black pawn; f3, white knight");
  corner = chess_around_words (&pos, CHESS_H1);
  g_assert_cmpstr (corner, ==, "Around h1: nothing");
  nothing = chess_around_words (&pos, CHESS_A8);
  g_assert_cmpstr (nothing, ==, "Around a8: nothing");
}

static void
test_moves_from (void)
{
  ChessPosition pos;
  g_autofree char *knight = NULL, *theirs = NULL, *empty = NULL, *castles = NULL, *pinned = NULL;

  g_assert_nonnull (setlocale (LC_ALL, "C.UTF-8"));
  read_position (&pos, CHESS_FEN_START);
  knight = chess_square_moves_words (&pos, CHESS_G1);
  g_assert_cmpstr (knight, ==, "g1, white knight. Possible moves: f3, h3");
  /* the other side's piece, as if it were its turn */
  theirs = chess_square_moves_words (&pos, CHESS_B8);
  g_assert_cmpstr (theirs, ==, "b8, black knight. Possible moves: a6, c6");
  empty = chess_square_moves_words (&pos, CHESS_E4);
  g_assert_cmpstr (empty, ==, "e4, empty");
  /* castling: the king's own square, not its rook's */
  read_position (&pos, "4k3/8/8/8/8/8/8/4K2R w K - 0 1");
  castles = chess_square_moves_words (&pos, CHESS_E1);
  g_assert_cmpstr (castles, ==, "e1, white king. Possible moves: d1, f1, g1, d2, e2, f2");
  /* a pinned piece has nowhere to go */
  read_position (&pos, "4r1k1/8/8/8/8/8/4B3/4K3 w - - 0 1");
  pinned = chess_square_moves_words (&pos, CHESS_E2);
  g_assert_cmpstr (pinned, ==, "e2, white bishop. No possible move");
}

static void
test_next_piece (void)
{
  ChessPosition pos;
  ChessPiece knight = CHESS_MAKE_PIECE (CHESS_WHITE, CHESS_KNIGHT);

  read_position (&pos, CHESS_FEN_START);
  g_assert_cmpint (chess_next_piece_square (&pos, knight, CHESS_E2), ==, CHESS_B1);
  g_assert_cmpint (chess_next_piece_square (&pos, knight, CHESS_B1), ==, CHESS_G1);
  g_assert_cmpint (chess_next_piece_square (&pos, knight, CHESS_G1), ==, CHESS_B1);
  g_assert_cmpint (chess_next_piece_square (&pos, CHESS_MAKE_PIECE (CHESS_BLACK, CHESS_KING), CHESS_A1), ==,
                   CHESS_E8);
  /* the only one: found from its own square */
  g_assert_cmpint (chess_next_piece_square (&pos, CHESS_MAKE_PIECE (CHESS_WHITE, CHESS_KING), CHESS_E1), ==,
                   CHESS_E1);
  read_position (&pos, "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
  g_assert_cmpint (chess_next_piece_square (&pos, knight, CHESS_E1), ==, -1);
}

static void
assert_command (const char *text, ChessReaderCommandKind kind)
{
  ChessReaderCommand command;

  g_assert_cmpint (chess_reader_command_parse (text, &command), ==, kind != CHESS_READER_COMMAND_NONE);
  g_assert_cmpint (command.kind, ==, kind);
}

static void
test_commands (void)
{
  ChessReaderCommand command;
  const char *refused[] = { "", " ", "p", "p x", "p NN", "s", "s i", "s 9", "s 0", "s e4", "clockx", "x",
                            "pn", "/", "lastly", "s ۹" };

  g_assert_true (chess_reader_command_parse ("p N", &command));
  g_assert_cmpint (command.kind, ==, CHESS_READER_COMMAND_PIECES);
  g_assert_cmpint (command.piece, ==, CHESS_MAKE_PIECE (CHESS_WHITE, CHESS_KNIGHT));
  g_assert_true (chess_reader_command_parse (" /P n ", &command));
  g_assert_cmpint (command.piece, ==, CHESS_MAKE_PIECE (CHESS_BLACK, CHESS_KNIGHT));
  g_assert_true (chess_reader_command_parse ("p k", &command));
  g_assert_cmpint (command.piece, ==, CHESS_MAKE_PIECE (CHESS_BLACK, CHESS_KING));
  g_assert_true (chess_reader_command_parse ("s e", &command));
  g_assert_cmpint (command.kind, ==, CHESS_READER_COMMAND_SCAN);
  g_assert_true (command.is_file);
  g_assert_cmpint (command.index, ==, 4);
  g_assert_true (chess_reader_command_parse ("S   4", &command));
  g_assert_false (command.is_file);
  g_assert_cmpint (command.index, ==, 3);
  /* a rank in Persian digits */
  g_assert_true (chess_reader_command_parse ("s ۸", &command));
  g_assert_false (command.is_file);
  g_assert_cmpint (command.index, ==, 7);
  assert_command ("clock", CHESS_READER_COMMAND_CLOCK);
  assert_command ("C", CHESS_READER_COMMAND_CLOCK);
  assert_command ("/clocks", CHESS_READER_COMMAND_CLOCK);
  assert_command ("Last", CHESS_READER_COMMAND_LAST);
  assert_command ("l", CHESS_READER_COMMAND_LAST);
  assert_command ("eval", CHESS_READER_COMMAND_EVAL);
  assert_command ("best", CHESS_READER_COMMAND_BEST);
  for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
    assert_command (refused[i], CHESS_READER_COMMAND_NONE);
  g_assert_false (chess_reader_command_parse (NULL, &command));
  g_assert_false (chess_reader_command_parse ("\xff\xfe", &command));
  g_assert_false (chess_reader_command_parse ("s \xff", &command));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/board-words/pieces", test_pieces);
  g_test_add_func ("/board-words/lines", test_lines);
  g_test_add_func ("/board-words/around", test_around);
  g_test_add_func ("/board-words/moves-from", test_moves_from);
  g_test_add_func ("/board-words/next-piece", test_next_piece);
  g_test_add_func ("/reader-command/parse", test_commands);
  return g_test_run ();
}
