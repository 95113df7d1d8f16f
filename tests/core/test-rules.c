/* SPDX-License-Identifier: GPL-3.0-or-later */
/* One test per line of RULES.md that concerns moves in a single position. */
#include "chess-core-private.h"
#include "chess-notation.h"

#include <glib.h>
#include <string.h>

static void
load (ChessPosition *pos, const char *fen)
{
  ChessFenError error;
  if (!chess_position_from_fen (pos, fen, &error))
    g_error ("%s: %s", fen, error.message);
}

/* Moves in coordinate form, castling as king-to-rook ("e1h1"), promotion
 * with a letter; joined by spaces in generation order-independent form. */
static char *
move_text (ChessMove m)
{
  char from[3], to[3];
  chess_square_name (chess_move_from (m), from);
  chess_square_name (chess_move_to (m), to);
  if (chess_move_kind (m) == CHESS_MOVE_PROMOTION)
    return g_strdup_printf ("%s%s%c", from, to, "nbrq"[chess_move_promotion (m) - CHESS_KNIGHT]);
  return g_strdup_printf ("%s%s", from, to);
}

static ChessMove
find (const ChessPosition *pos, const char *text)
{
  ChessMoveList list;
  chess_position_legal_moves (pos, &list);
  for (int i = 0; i < list.count; i++)
    {
      g_autofree char *t = move_text (list.moves[i]);
      if (strcmp (t, text) == 0)
        return list.moves[i];
    }
  return CHESS_MOVE_NONE;
}

static void
assert_legal (const char *fen, const char *move)
{
  ChessPosition pos;
  load (&pos, fen);
  if (find (&pos, move) == CHESS_MOVE_NONE)
    g_error ("%s: %s should be legal", fen, move);
}

static void
assert_illegal (const char *fen, const char *move)
{
  ChessPosition pos;
  load (&pos, fen);
  if (find (&pos, move) != CHESS_MOVE_NONE)
    g_error ("%s: %s should be illegal", fen, move);
}

static int
count_moves (const char *fen)
{
  ChessPosition pos;
  ChessMoveList list;
  load (&pos, fen);
  return chess_position_legal_moves (&pos, &list);
}

static void
play (ChessPosition *pos, const char *move)
{
  ChessUndo undo;
  ChessMove m = find (pos, move);
  if (m == CHESS_MOVE_NONE)
    g_error ("%s is not legal here", move);
  chess_position_make_move (pos, m, &undo);
}

static void
test_start_position (void)
{
  ChessPosition pos;
  chess_position_set_start (&pos);
  /* Right-hand corner h1 is light: (file + rank) odd means light, h1 = 7 + 0. */
  g_assert_cmpint ((CHESS_SQUARE_FILE (CHESS_H1) + CHESS_SQUARE_RANK (CHESS_H1)) % 2, ==, 1);
  g_assert_cmpint (pos.board[CHESS_D1], ==, CHESS_MAKE_PIECE (CHESS_WHITE, CHESS_QUEEN));
  g_assert_cmpint (pos.board[CHESS_E8], ==, CHESS_MAKE_PIECE (CHESS_BLACK, CHESS_KING));
  g_assert_cmpint (pos.side_to_move, ==, CHESS_WHITE);
  char fen[CHESS_FEN_MAX];
  chess_position_to_fen (&pos, fen, sizeof fen);
  g_assert_cmpstr (fen, ==, CHESS_FEN_START);
  g_assert_cmpint (count_moves (CHESS_FEN_START), ==, 20);
  /* Moves alternate. */
  play (&pos, "e2e4");
  g_assert_cmpint (pos.side_to_move, ==, CHESS_BLACK);
  g_assert_true (find (&pos, "d2d4") == CHESS_MOVE_NONE);
}

static void
test_no_capture_of_own_piece (void)
{
  assert_illegal (CHESS_FEN_START, "a1a2");
  assert_illegal (CHESS_FEN_START, "d1e1");
  assert_legal ("4k3/8/8/3p4/8/8/8/3RK3 w - - 0 1", "d1d5");   /* capture */
  assert_illegal ("4k3/8/8/3p4/8/8/8/3RK3 w - - 0 1", "d1d6");  /* no jumping */
}

static void
test_sliders (void)
{
  /* Rook in the middle of an empty board: 14 squares; bishop 13; queen 27. */
  g_assert_cmpint (count_moves ("k7/8/8/8/3R4/8/8/7K w - - 0 1"), ==, 14 + 3);
  g_assert_cmpint (count_moves ("k7/8/8/8/3B4/8/8/7K w - - 0 1"), ==, 13 + 3);
  g_assert_cmpint (count_moves ("k7/8/8/8/3Q4/8/8/7K w - - 0 1"), ==, 27 + 3);
  assert_illegal ("k7/8/8/8/3B4/8/8/7K w - - 0 1", "d4d5");  /* bishop: diagonals only */
  assert_illegal ("k7/8/8/8/3R4/8/8/7K w - - 0 1", "d4e5");  /* rook: no diagonals */
  assert_illegal ("k7/8/8/4p3/3B4/8/8/7K w - - 0 1", "d4f6"); /* no jumping */
}

static void
test_knight (void)
{
  g_assert_cmpint (count_moves ("k7/8/8/8/3N4/8/8/7K w - - 0 1"), ==, 8 + 3);
  g_assert_cmpint (count_moves ("k7/8/8/8/8/8/8/N6K w - - 0 1"), ==, 2 + 3);
  /* It jumps. */
  assert_legal ("7k/8/8/2ppp3/2pNp3/2ppp3/8/K7 w - - 0 1", "d4e6");
}

static void
test_pawn (void)
{
  const char *fen = "4k3/8/8/8/8/3p4/4P3/4K3 w - - 0 1";
  assert_legal (fen, "e2e3");
  assert_legal (fen, "e2e4");
  assert_legal (fen, "e2d3");   /* captures diagonally forward */
  assert_illegal ("4k3/8/8/8/4p3/8/4P3/4K3 w - - 0 1", "e2e4"); /* double push needs both squares empty... */
  assert_illegal ("4k3/8/8/8/8/4p3/4P3/4K3 w - - 0 1", "e2e3"); /* ...and a push an empty square */
  assert_illegal ("4k3/8/8/8/8/4p3/4P3/4K3 w - - 0 1", "e2e4");
  assert_illegal ("4k3/8/8/8/8/4P3/8/4K3 w - - 0 1", "e3e5");   /* double push only from the start rank */
  assert_illegal ("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", "e2d3");   /* no capture onto an empty square */
  assert_illegal ("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", "e2e1");   /* never backwards */
}

static void
test_en_passant (void)
{
  ChessPosition pos;
  /* The seeds' example: white pawn e5, black plays d7-d5, White may play exd6. */
  load (&pos, "4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1");
  play (&pos, "d7d5");
  g_assert_cmpint (pos.ep_square, ==, CHESS_D6);
  ChessMove ep = find (&pos, "e5d6");
  g_assert_true (ep != CHESS_MOVE_NONE);
  g_assert_cmpint (chess_move_kind (ep), ==, CHESS_MOVE_EN_PASSANT);
  g_assert_true (chess_move_is_capture (&pos, ep));
  ChessPosition after = pos;
  ChessUndo undo;
  chess_position_make_move (&after, ep, &undo);
  g_assert_cmpint (after.board[CHESS_D5], ==, CHESS_PIECE_NONE);
  g_assert_cmpint (after.board[CHESS_D6], ==, CHESS_MAKE_PIECE (CHESS_WHITE, CHESS_PAWN));
  /* Only on the very next move. */
  play (&pos, "e1f1");
  play (&pos, "e8f8");
  g_assert_true (find (&pos, "e5d6") == CHESS_MOVE_NONE);
  /* Not after a single step twice. */
  load (&pos, "4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1");
  play (&pos, "d7d6");
  g_assert_cmpint (pos.ep_square, ==, CHESS_SQUARE_NONE);
  /* Capturing exposes the king along the rank: illegal. */
  assert_illegal ("8/8/8/K1pP3r/8/8/8/4k3 w - c6 0 1", "d5c6");
  assert_legal ("8/8/8/K1pP4/8/8/8/4k3 w - c6 0 1", "d5c6");
  /* The same with the king on the other side and the rook behind the capturer. */
  assert_illegal ("8/8/8/r2PpK2/8/8/8/4k3 w - e6 0 1", "d5e6");
  /* En passant that removes a checking pawn is legal, and the only answer here but king moves. */
  assert_legal ("8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1", "e4d3");
  /* A pinned capturer may not take en passant off its pin line. */
  assert_illegal ("8/7k/8/8/4pP2/8/8/KB6 b - f3 0 1", "e4f3");
  assert_legal ("8/7k/8/8/4pP2/8/8/K7 b - f3 0 1", "e4f3");
}

static void
test_promotion (void)
{
  ChessPosition pos;
  ChessMoveList list;
  load (&pos, "8/P7/8/8/8/8/8/k1K5 w - - 0 1");
  assert_legal ("8/P7/8/8/8/8/8/k1K5 w - - 0 1", "a7a8q");
  assert_legal ("8/P7/8/8/8/8/8/k1K5 w - - 0 1", "a7a8r");
  assert_legal ("8/P7/8/8/8/8/8/k1K5 w - - 0 1", "a7a8b");
  assert_legal ("8/P7/8/8/8/8/8/k1K5 w - - 0 1", "a7a8n");
  assert_illegal ("8/P7/8/8/8/8/8/k1K5 w - - 0 1", "a7a8");
  chess_position_legal_moves (&pos, &list);
  g_assert_cmpint (list.count, ==, 4 + 3);  /* four promotions; Kc2, Kd1, Kd2 (b1, b2 touch the black king) */
  /* Capture promotions too, whatever is on the board; never a king. */
  load (&pos, "1r6/P7/8/8/8/8/8/k1K5 w - - 0 1");
  play (&pos, "a7b8n");
  g_assert_cmpint (pos.board[CHESS_B8], ==, CHESS_MAKE_PIECE (CHESS_WHITE, CHESS_KNIGHT));
  load (&pos, "4k3/8/8/8/8/8/7p/4K3 b - - 0 1");
  play (&pos, "h2h1q");
  g_assert_cmpint (pos.board[CHESS_H1], ==, CHESS_MAKE_PIECE (CHESS_BLACK, CHESS_QUEEN));
  g_assert_cmpint (pos.board[CHESS_H2], ==, CHESS_PIECE_NONE);
}

static void
test_king (void)
{
  g_assert_cmpint (count_moves ("7k/8/8/8/3K4/8/8/8 w - - 0 1"), ==, 8);
  /* Never onto an attacked square. */
  assert_illegal ("7k/8/8/8/3K4/8/8/4r3 w - - 0 1", "d4e4");
  assert_illegal ("7k/8/8/8/3K4/8/8/4r3 w - - 0 1", "d4e3");
  assert_legal ("7k/8/8/8/3K4/8/8/4r3 w - - 0 1", "d4d5");
  /* Not away from a slider along its own line. */
  assert_illegal ("7k/8/8/8/r2K4/8/8/8 w - - 0 1", "d4e4");
  /* An attack counts even from a pinned piece: the b7 bishop is pinned to
   * its king by the h1 queen, yet it still guards a6 and c6. */
  const char *pinned = "k7/1b6/8/1K6/8/8/8/7Q w - - 0 1";
  assert_illegal (pinned, "b5a6");
  assert_illegal (pinned, "b5c6");
  assert_legal (pinned, "b5a5");
  /* Two kings never stand side by side. */
  assert_illegal ("8/8/8/3k4/8/3K4/8/8 w - - 0 1", "d3d4");
  assert_illegal ("8/8/8/3k4/8/3K4/8/8 w - - 0 1", "d3c4");
  assert_illegal ("8/8/8/3k4/8/3K4/8/8 w - - 0 1", "d3e4");
  g_assert_cmpint (count_moves ("8/8/8/3k4/8/3K4/8/8 w - - 0 1"), ==, 5);
}

static void
test_pins (void)
{
  /* A pinned rook moves only along the pin line. */
  const char *fen = "4r2k/8/8/8/8/8/4R3/4K3 w - - 0 1";
  assert_legal (fen, "e2e5");
  assert_legal (fen, "e2e8");
  assert_illegal (fen, "e2d2");
  /* A pinned knight never moves. */
  assert_illegal ("4r2k/8/8/8/8/8/4N3/4K3 w - - 0 1", "e2c3");
  /* A pinned bishop on a file can't move at all; on the diagonal it may slide. */
  g_assert_cmpint (count_moves ("4r2k/8/8/8/8/8/4B3/4K3 w - - 0 1"), ==, 4);
  assert_legal ("7k/8/8/8/b7/8/2B5/3K4 w - - 0 1", "c2a4");
  assert_illegal ("7k/8/8/8/b7/8/2B5/3K4 w - - 0 1", "c2d3");
  /* A pinned pawn may push along a file pin but not capture off it. */
  assert_legal ("4r2k/8/8/3p4/8/8/4P3/4K3 w - - 0 1", "e2e4");
  assert_illegal ("4r2k/8/8/8/8/3p4/4P3/4K3 w - - 0 1", "e2d3");
  /* ...and may capture the diagonal pinner. */
  assert_legal ("7k/8/8/8/8/5b2/4P3/3K4 w - - 0 1", "e2f3");
  assert_illegal ("7k/8/8/8/8/5b2/4P3/3K4 w - - 0 1", "e2e3");
}

static void
test_check_evasions (void)
{
  /* Capture the checker, block the line, or move the king. */
  const char *fen = "4r2k/8/8/8/1B6/8/3N4/R3K3 w - - 0 1";
  assert_legal (fen, "b4e7"); /* block */
  assert_legal (fen, "d2e4"); /* block */
  assert_legal (fen, "e1f2"); /* king move */
  assert_illegal (fen, "a1a2"); /* ignores the check */
  assert_illegal (fen, "e1e2"); /* stays on the line */
  assert_legal ("1k2r3/8/8/8/8/8/8/4K2R w K - 0 1", "e1d1");
  assert_illegal ("1k2r3/8/8/8/8/8/8/4K2R w K - 0 1", "e1h1"); /* no castling out of check */
  assert_legal ("4r2k/8/8/8/8/8/3Q4/4K3 w - - 0 1", "d2e2");
  /* Against a knight: capture or king move, never a block. */
  fen = "7k/8/8/8/8/3n4/8/3QK3 w - - 0 1";
  assert_legal (fen, "d1d3");
  assert_illegal (fen, "d1d2");
  assert_illegal (fen, "d1c2");
  g_assert_cmpint (count_moves ("7k/8/8/8/8/5n2/8/4K3 w - - 0 1"), ==, 4); /* d1 e2 f1 f2; the knight guards d2 */
}

static void
test_double_check (void)
{
  /* Rook e8 and knight d3 both check: only the king may move. */
  const char *fen = "4r2k/8/8/8/8/3n4/2B5/4K3 w - - 0 1";
  ChessPosition pos;
  ChessMoveList list;
  load (&pos, fen);
  g_assert_cmpint (chess_bb_popcount (chess_position_checkers (&pos)), ==, 2);
  chess_position_legal_moves (&pos, &list);
  g_assert_cmpint (list.count, >, 0);
  for (int i = 0; i < list.count; i++)
    g_assert_cmpint (chess_move_from (list.moves[i]), ==, CHESS_E1);
  assert_illegal (fen, "c2d3");  /* capturing one checker is not enough */
  assert_legal (fen, "e1d1");
  assert_illegal (fen, "e1f2");  /* the knight guards f2 */
  assert_illegal (fen, "e1e2");  /* the rook's line */
}

static void
test_castling (void)
{
  ChessPosition pos;
  const char *both = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
  ChessMove m;

  /* Both ways: king two squares toward the rook, rook to the square crossed. */
  load (&pos, both);
  m = find (&pos, "e1h1");
  g_assert_true (m != CHESS_MOVE_NONE);
  g_assert_cmpint (chess_move_kind (m), ==, CHESS_MOVE_CASTLING);
  g_assert_cmpint (chess_move_king_destination (&pos, m), ==, CHESS_G1);
  ChessUndo undo;
  chess_position_make_move (&pos, m, &undo);
  g_assert_cmpint (pos.board[CHESS_G1], ==, CHESS_MAKE_PIECE (CHESS_WHITE, CHESS_KING));
  g_assert_cmpint (pos.board[CHESS_F1], ==, CHESS_MAKE_PIECE (CHESS_WHITE, CHESS_ROOK));
  g_assert_cmpint (pos.board[CHESS_H1], ==, CHESS_PIECE_NONE);
  g_assert_cmpint (pos.castling, ==, CHESS_CASTLE_BLACK_KING | CHESS_CASTLE_BLACK_QUEEN);
  play (&pos, "e8a8");
  g_assert_cmpint (pos.board[CHESS_C8], ==, CHESS_MAKE_PIECE (CHESS_BLACK, CHESS_KING));
  g_assert_cmpint (pos.board[CHESS_D8], ==, CHESS_MAKE_PIECE (CHESS_BLACK, CHESS_ROOK));
  g_assert_cmpint (pos.castling, ==, 0);

  /* Through check (f1 attacked): no O-O; O-O-O fine. */
  assert_illegal ("5r2/8/2k5/8/8/8/8/R3K2R w KQ - 0 1", "e1h1");
  assert_legal ("5r2/8/2k5/8/8/8/8/R3K2R w KQ - 0 1", "e1a1");
  /* Into check (g1 attacked). */
  assert_illegal ("6r1/8/2k5/8/8/8/8/R3K2R w KQ - 0 1", "e1h1");
  /* Out of check. */
  assert_illegal ("4r3/8/2k5/8/8/8/8/R3K2R w KQ - 0 1", "e1h1");
  assert_illegal ("4r3/8/2k5/8/8/8/8/R3K2R w KQ - 0 1", "e1a1");
  /* b1 attacked does not matter (only the rook crosses it); d1 does. */
  assert_legal ("1r6/8/2k5/8/8/8/8/R3K2R w KQ - 0 1", "e1a1");
  assert_illegal ("3r4/8/2k5/8/8/8/8/R3K2R w KQ - 0 1", "e1a1");
  /* Occupied squares between king and rook. */
  assert_illegal ("8/8/2k5/8/8/8/8/RN2K1NR w KQ - 0 1", "e1h1");
  assert_illegal ("8/8/2k5/8/8/8/8/RN2K1NR w KQ - 0 1", "e1a1");
  assert_illegal ("8/8/2k5/8/8/8/8/R3KB1R w KQ - 0 1", "e1h1");
  /* The rook itself may be attacked. */
  assert_legal ("7r/8/2k5/8/8/8/8/R3K2R w KQ - 0 1", "e1h1");

  /* Lost for ever once the king has moved, even back. */
  load (&pos, both);
  play (&pos, "e1f1");
  play (&pos, "a8b8");
  play (&pos, "f1e1");
  play (&pos, "b8a8");
  g_assert_true (find (&pos, "e1h1") == CHESS_MOVE_NONE);
  g_assert_true (find (&pos, "e1a1") == CHESS_MOVE_NONE);
  g_assert_cmpint (pos.castling, ==, CHESS_CASTLE_BLACK_KING);
  /* Lost for one rook once it has moved. */
  load (&pos, both);
  play (&pos, "h1h2");
  play (&pos, "h8h7");
  play (&pos, "h2h1");
  play (&pos, "h7h8");
  g_assert_true (find (&pos, "e1h1") == CHESS_MOVE_NONE);
  g_assert_true (find (&pos, "e1a1") != CHESS_MOVE_NONE);
  /* Lost when the rook is captured. */
  load (&pos, "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1");
  play (&pos, "a8a1");
  g_assert_cmpint (pos.castling, ==, CHESS_CASTLE_WHITE_KING | CHESS_CASTLE_BLACK_KING);
}

static void
test_chess960_castling (void)
{
  ChessPosition pos;
  ChessUndo undo;
  ChessMove m;

  /* The king does not move: king g1, rook h1 -> rook to f1. */
  load (&pos, "k7/8/8/8/8/8/8/6KR w H - 0 1");
  m = find (&pos, "g1h1");
  g_assert_true (m != CHESS_MOVE_NONE);
  g_assert_cmpint (chess_move_kind (m), ==, CHESS_MOVE_CASTLING);
  chess_position_make_move (&pos, m, &undo);
  g_assert_cmpint (pos.board[CHESS_G1], ==, CHESS_MAKE_PIECE (CHESS_WHITE, CHESS_KING));
  g_assert_cmpint (pos.board[CHESS_F1], ==, CHESS_MAKE_PIECE (CHESS_WHITE, CHESS_ROOK));
  g_assert_cmpint (pos.board[CHESS_H1], ==, CHESS_PIECE_NONE);

  /* The rook does not move: king e1 -> c1, rook stays d1. */
  load (&pos, "k7/8/8/8/8/8/8/3RK3 w D - 0 1");
  m = find (&pos, "e1d1");
  g_assert_true (m != CHESS_MOVE_NONE);
  chess_position_make_move (&pos, m, &undo);
  g_assert_cmpint (pos.board[CHESS_C1], ==, CHESS_MAKE_PIECE (CHESS_WHITE, CHESS_KING));
  g_assert_cmpint (pos.board[CHESS_D1], ==, CHESS_MAKE_PIECE (CHESS_WHITE, CHESS_ROOK));
  g_assert_cmpint (pos.board[CHESS_E1], ==, CHESS_PIECE_NONE);
  chess_position_unmake_move (&pos, m, &undo);
  g_assert_cmpint (pos.board[CHESS_E1], ==, CHESS_MAKE_PIECE (CHESS_WHITE, CHESS_KING));

  /* King and rook swap: king f1, rook g1 -> king g1, rook f1. */
  assert_legal ("k7/8/8/8/8/8/8/5KR1 w G - 0 1", "f1g1");
  /* The castling rook hides an attack: queen a1, rook b1, king c1. */
  assert_illegal ("k7/8/8/8/8/8/8/qRK5 w B - 0 1", "c1b1");
  /* The rook's destination must be empty, even when the king stays. */
  assert_illegal ("k7/8/8/8/8/8/8/1RKN4 w B - 0 1", "c1b1");
  assert_legal ("k7/8/8/8/8/8/8/1RK1N3 w B - 0 1", "c1b1");
  /* The king's destination too. */
  assert_illegal ("7k/8/8/8/8/8/8/R1NK4 w A - 0 1", "d1a1");
  /* And every square between rook and its destination. */
  assert_illegal ("7k/8/8/8/8/8/8/RNK5 w A - 0 1", "c1a1");
  assert_legal ("7k/8/8/8/8/8/8/R1K5 w A - 0 1", "c1a1");
  /* Squares the king crosses must not be attacked. */
  assert_illegal ("k3r3/8/8/8/8/8/8/1K5R w H - 0 1", "b1h1");
  assert_legal ("k7/8/8/8/8/8/8/1K5R w H - 0 1", "b1h1");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/core/rules/start-position", test_start_position);
  g_test_add_func ("/core/rules/no-capture-of-own-piece", test_no_capture_of_own_piece);
  g_test_add_func ("/core/rules/sliders", test_sliders);
  g_test_add_func ("/core/rules/knight", test_knight);
  g_test_add_func ("/core/rules/pawn", test_pawn);
  g_test_add_func ("/core/rules/en-passant", test_en_passant);
  g_test_add_func ("/core/rules/promotion", test_promotion);
  g_test_add_func ("/core/rules/king", test_king);
  g_test_add_func ("/core/rules/pins", test_pins);
  g_test_add_func ("/core/rules/check-evasions", test_check_evasions);
  g_test_add_func ("/core/rules/double-check", test_double_check);
  g_test_add_func ("/core/rules/castling", test_castling);
  g_test_add_func ("/core/rules/chess960-castling", test_chess960_castling);
  return g_test_run ();
}
