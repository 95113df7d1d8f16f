/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-material.c — the material balance shown beside the clocks: the
 * pieces each side has more of, kind by kind, and its lead in points. */
#include "chess-material.h"
#include "chess-notation.h"

#include <glib.h>

static void
count_fen (const char *fen, ChessMaterial *material)
{
  ChessPosition pos;

  g_assert_true (chess_position_from_fen (&pos, fen, NULL));
  chess_material_count (&pos, material);
}

static void
test_start_is_even (void)
{
  ChessMaterial m;

  count_fen ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", &m);
  for (int side = 0; side < 2; side++)
    {
      g_assert_cmpint (m.points[side], ==, 0);
      for (int type = CHESS_PAWN; type <= CHESS_QUEEN; type++)
        g_assert_cmpuint (m.surplus[side][type], ==, 0);
    }
}

static void
test_exchange_shows_both_sides (void)
{
  ChessMaterial m;

  /* White has a rook for a knight and a pawn: the exchange, +1 */
  count_fen ("4k3/ppp5/2n5/8/8/8/PP6/R3K3 w - - 0 1", &m);
  g_assert_cmpuint (m.surplus[CHESS_WHITE][CHESS_ROOK], ==, 1);
  g_assert_cmpuint (m.surplus[CHESS_BLACK][CHESS_KNIGHT], ==, 1);
  g_assert_cmpuint (m.surplus[CHESS_BLACK][CHESS_PAWN], ==, 1);
  g_assert_cmpint (m.points[CHESS_WHITE], ==, 1);
  g_assert_cmpint (m.points[CHESS_BLACK], ==, 0);
}

static void
test_promotion_counts_as_its_piece (void)
{
  ChessMaterial m;

  /* two white queens against one black: a queen more, no pawn less shown
   * for White (it has as many pawns as Black) */
  count_fen ("Q7/p5k1/8/8/8/8/P7/3QK2q w - - 0 1", &m);
  g_assert_cmpuint (m.surplus[CHESS_WHITE][CHESS_QUEEN], ==, 1);
  g_assert_cmpuint (m.surplus[CHESS_WHITE][CHESS_PAWN], ==, 0);
  g_assert_cmpint (m.points[CHESS_WHITE], ==, 9);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/core/material/start", test_start_is_even);
  g_test_add_func ("/core/material/exchange", test_exchange_shows_both_sides);
  g_test_add_func ("/core/material/promotion", test_promotion_counts_as_its_piece);
  return g_test_run ();
}
