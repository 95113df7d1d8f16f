/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-book-moves.c — a position's book moves as percentages: a small
 * book made here with known weights, and Debian's gnuchess book. */
#include "config.h"

#include <string.h>
#include "chess-book-moves.h"

#define GNUCHESS_BOOK "/usr/share/games/gnuchess/book.bin"

/* One Polyglot entry, big-endian: key, move, weight, learn. */
static void
put_entry (guint8 *out, guint64 key, guint16 move, guint16 weight)
{
  for (int i = 0; i < 8; i++)
    out[i] = (guint8) (key >> (56 - 8 * i));
  out[8] = (guint8) (move >> 8);
  out[9] = (guint8) move;
  out[10] = (guint8) (weight >> 8);
  out[11] = (guint8) weight;
  memset (out + 12, 0, 4);
}

/* Polyglot's move: to file, to row, from file, from row, 3 bits each. */
static guint16
book_move (int from, int to)
{
  return (guint16) (CHESS_SQUARE_FILE (to) | CHESS_SQUARE_RANK (to) << 3
                    | CHESS_SQUARE_FILE (from) << 6 | CHESS_SQUARE_RANK (from) << 9);
}

static void
test_shares (void)
{
  ChessPosition start;
  guint8 data[4 * 16];
  ChessBook *book;
  g_autoptr (GArray) shares = NULL;
  ChessBookMoveShare *s;

  chess_position_set_start (&start);
  /* e4 weight 6, d4 3, Nf3 1, and a4 with weight 0 ("never"). */
  put_entry (data, chess_polyglot_key (&start), book_move (CHESS_E2, CHESS_E4), 6);
  put_entry (data + 16, chess_polyglot_key (&start), book_move (CHESS_D2, CHESS_D4), 3);
  put_entry (data + 32, chess_polyglot_key (&start), book_move (CHESS_G1, CHESS_F3), 1);
  put_entry (data + 48, chess_polyglot_key (&start), book_move (CHESS_A2, CHESS_A4), 0);
  book = chess_book_new_from_data (data, sizeof data, NULL);
  g_assert_nonnull (book);

  shares = chess_book_moves_for_position (book, &start);
  g_assert_cmpuint (shares->len, ==, 4);
  s = (ChessBookMoveShare *) (gpointer) shares->data;
  g_assert_cmpstr (s[0].san, ==, "e4");
  g_assert_cmpfloat_with_epsilon (s[0].percent, 60.0, 1e-9);
  g_assert_cmpstr (s[1].san, ==, "d4");
  g_assert_cmpfloat_with_epsilon (s[1].percent, 30.0, 1e-9);
  g_assert_cmpstr (s[2].san, ==, "Nf3");
  g_assert_cmpfloat_with_epsilon (s[2].percent, 10.0, 1e-9);
  g_assert_cmpstr (s[3].san, ==, "a4");
  g_assert_cmpfloat (s[3].percent, ==, 0.0);
  g_assert_cmpuint (s[0].move, ==, chess_move_make (CHESS_E2, CHESS_E4));

  /* A position the book does not know: nothing. */
  {
    ChessUndo undo;
    g_autoptr (GArray) none = NULL;

    chess_position_make_move (&start, chess_move_make (CHESS_H2, CHESS_H4), &undo);
    none = chess_book_moves_for_position (book, &start);
    g_assert_cmpuint (none->len, ==, 0);
  }
  chess_book_free (book);
}

static void
test_gnuchess_book (void)
{
  ChessBook *book = chess_book_open (GNUCHESS_BOOK, NULL);
  g_autoptr (GArray) shares = NULL;
  ChessPosition start;
  double sum = 0;

  if (!book)
    g_error ("%s is missing: install the gnuchess-book package", GNUCHESS_BOOK);
  chess_position_set_start (&start);
  shares = chess_book_moves_for_position (book, &start);
  /* The book knows several first moves, 1. e4 and 1. d4 among the heaviest,
   * and the shares add up to the whole. */
  g_assert_cmpuint (shares->len, >=, 4);
  for (guint i = 0; i < shares->len; i++)
    {
      ChessBookMoveShare *s = &g_array_index (shares, ChessBookMoveShare, i);

      sum += s->percent;
      if (i > 0)
        g_assert_cmpfloat (s->percent, <=, g_array_index (shares, ChessBookMoveShare, i - 1).percent);
      g_assert_true (chess_position_is_legal_move (&start, s->move));
    }
  g_assert_cmpfloat_with_epsilon (sum, 100.0, 1e-6);
  g_assert_true (g_str_equal (g_array_index (shares, ChessBookMoveShare, 0).san, "e4")
                 || g_str_equal (g_array_index (shares, ChessBookMoveShare, 0).san, "d4"));
  chess_book_free (book);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/book-moves/shares", test_shares);
  g_test_add_func ("/book-moves/gnuchess-book", test_gnuchess_book);

  return g_test_run ();
}
