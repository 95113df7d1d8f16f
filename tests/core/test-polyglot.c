/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-polyglot — Polyglot book keys against the format's published test
 * vectors, lookups in the real book of Debian's gnuchess-book package and
 * in small books made here, and the weighted pick. */

#include <errno.h>
#include <string.h>
#include <glib.h>
#include <glib/gstdio.h>

#include "chess-notation.h"
#include "chess-polyglot.h"

#define GNUCHESS_BOOK "/usr/share/games/gnuchess/book.bin"

static void
play (ChessPosition *pos, const char *uci)
{
  ChessMove move;
  ChessUndo undo;

  g_assert_cmpint (chess_move_from_uci (pos, uci, strlen (uci), &move), ==, CHESS_SAN_OK);
  chess_position_make_move (pos, move, &undo);
}

/* The test positions published with the format: the key after each line
 * of moves from the start, and the same position read from its FEN. */
static void
test_keys (void)
{
  static const struct {
    const char *moves;
    const char *fen;
    guint64 key;
  } vectors[] = {
    { "", CHESS_FEN_START, G_GUINT64_CONSTANT (0x463b96181691fc9c) },
    { "e2e4", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", G_GUINT64_CONSTANT (0x823c9b50fd114196) },
    { "e2e4 d7d5", "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2", G_GUINT64_CONSTANT (0x0756b94461c50fb0) },
    { "e2e4 d7d5 e4e5", "rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2", G_GUINT64_CONSTANT (0x662fafb965db29d4) },
    { "e2e4 d7d5 e4e5 f7f5", "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3", G_GUINT64_CONSTANT (0x22a48b5a8e47ff78) },
    { "e2e4 d7d5 e4e5 f7f5 e1e2", "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPPKPPP/RNBQ1BNR b kq - 0 3", G_GUINT64_CONSTANT (0x652a607ca3f242c1) },
    { "e2e4 d7d5 e4e5 f7f5 e1e2 e8f7", "rnbq1bnr/ppp1pkpp/8/3pPp2/8/8/PPPPKPPP/RNBQ1BNR w - - 0 4", G_GUINT64_CONSTANT (0x00fdd303c946bdd9) },
    { "a2a4 b7b5 h2h4 b5b4 c2c4", "rnbqkbnr/p1pppppp/8/8/PpP4P/8/1P1PPPP1/RNBQKBNR b KQkq c3 0 3", G_GUINT64_CONSTANT (0x3c8123ea7b067637) },
    { "a2a4 b7b5 h2h4 b5b4 c2c4 b4c3 a1a3", "rnbqkbnr/p1pppppp/8/8/P6P/R1p5/1P1PPPP1/1NBQKBNR b Kkq - 0 4", G_GUINT64_CONSTANT (0x5c3f9b829b279560) },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (vectors); i++)
    {
      ChessPosition pos, from_fen;
      g_auto (GStrv) moves = g_strsplit (vectors[i].moves, " ", -1);

      chess_position_set_start (&pos);
      for (guint m = 0; moves[m] != NULL; m++)
        if (moves[m][0] != '\0')
          play (&pos, moves[m]);
      g_assert_true (chess_position_from_fen (&from_fen, vectors[i].fen, NULL));
      g_assert_cmphex (chess_polyglot_key (&pos), ==, vectors[i].key);
      g_assert_cmphex (chess_polyglot_key (&from_fen), ==, vectors[i].key);
    }
}

/* An en-passant square counts only when the capture is possible. */
static void
test_key_en_passant (void)
{
  ChessPosition with, without;

  /* After e2e4 no black pawn can take on e3: same key as with "-". */
  g_assert_true (chess_position_from_fen (&with, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", NULL));
  g_assert_true (chess_position_from_fen (&without, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", NULL));
  g_assert_cmphex (chess_polyglot_key (&with), ==, chess_polyglot_key (&without));
}

static ChessBook *
open_gnuchess_book (void)
{
  ChessBookStatus status;
  ChessBook *book;

  if (!g_file_test (GNUCHESS_BOOK, G_FILE_TEST_EXISTS))
    g_error (GNUCHESS_BOOK " is missing: install the Debian package gnuchess-book (build-aux/install-deps.sh)");
  book = chess_book_open (GNUCHESS_BOOK, &status);
  g_assert_nonnull (book);
  g_assert_cmpint (status, ==, CHESS_BOOK_OK);
  return book;
}

static gboolean
has_move (const ChessBookMove *moves, size_t n, const ChessPosition *pos, const char *uci)
{
  ChessMove move;

  g_assert_cmpint (chess_move_from_uci (pos, uci, strlen (uci), &move), ==, CHESS_SAN_OK);
  for (size_t i = 0; i < n; i++)
    if (moves[i].move == move)
      return TRUE;
  return FALSE;
}

static void
test_gnuchess_book (void)
{
  ChessBook *book = open_gnuchess_book ();
  ChessBookMove moves[CHESS_MAX_MOVES];
  ChessPosition pos;
  GStatBuf info;
  size_t n;

  g_assert_cmpint (g_stat (GNUCHESS_BOOK, &info), ==, 0);
  g_assert_cmpuint (chess_book_get_n_entries (book), ==, (gsize) info.st_size / 16);

  chess_position_set_start (&pos);
  n = chess_book_lookup (book, &pos, moves, G_N_ELEMENTS (moves));
  g_assert_cmpuint (n, >=, 4);
  g_assert_true (has_move (moves, n, &pos, "e2e4"));
  g_assert_true (has_move (moves, n, &pos, "d2d4"));
  for (size_t i = 0; i < n; i++)
    {
      g_assert_true (chess_position_is_legal_move (&pos, moves[i].move));
      if (i > 0)
        g_assert_cmpuint (moves[i - 1].weight, >=, moves[i].weight);
    }

  /* The Ruy Lopez: the book castles, king takes rook in its encoding,
   * which is our castling move as it is. */
  chess_position_set_start (&pos);
  for (const char *const *m = (const char *const[]) { "e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "a7a6", "b5a4", "g8f6", NULL }; *m; m++)
    play (&pos, *m);
  n = chess_book_lookup (book, &pos, moves, G_N_ELEMENTS (moves));
  g_assert_cmpuint (n, >, 0);
  {
    gboolean castles = FALSE;

    for (size_t i = 0; i < n; i++)
      if (chess_move_kind (moves[i].move) == CHESS_MOVE_CASTLING)
        {
          castles = TRUE;
          g_assert_cmpint (chess_move_to (moves[i].move), ==, CHESS_H1);
        }
    g_assert_true (castles);
  }

  /* Far out of the book. */
  g_assert_true (chess_position_from_fen (&pos, "8/8/4k3/8/8/3K4/8/7R w - - 0 60", NULL));
  g_assert_cmpuint (chess_book_lookup (book, &pos, moves, G_N_ELEMENTS (moves)), ==, 0);
  chess_book_free (book);
}

/* A book of our own: entries are (key, move, weight). */
static void
put_entry (guint8 *entry, guint64 key, guint16 move, guint16 weight)
{
  for (int i = 0; i < 8; i++)
    entry[i] = (guint8) (key >> (56 - 8 * i));
  entry[8] = (guint8) (move >> 8);
  entry[9] = (guint8) move;
  entry[10] = (guint8) (weight >> 8);
  entry[11] = (guint8) weight;
  memset (entry + 12, 0, 4);
}

static guint16
book_move (int from, int to, int promotion)
{
  return (guint16) (to | (from << 6) | (promotion << 12));
}

static void
test_small_book (void)
{
  ChessPosition start, promo;
  guint8 data[7 * 16];
  ChessBook *book;
  ChessBookMove moves[8];
  ChessBookStatus status;
  guint64 start_key, promo_key;
  size_t n;

  chess_position_set_start (&start);
  g_assert_true (chess_position_from_fen (&promo, "8/P6k/8/8/8/8/8/K7 w - - 0 1", NULL));
  start_key = chess_polyglot_key (&start);
  promo_key = chess_polyglot_key (&promo);
  g_assert_cmphex (start_key, <, promo_key);   /* so the book below is sorted */

  put_entry (data + 0, start_key - 1, book_move (CHESS_A2, CHESS_A3, 0), 50);   /* another position */
  put_entry (data + 16, start_key, book_move (CHESS_E2, CHESS_E4, 0), 3);
  put_entry (data + 32, start_key, book_move (CHESS_E2, CHESS_E5, 0), 100);     /* illegal: skipped */
  put_entry (data + 48, start_key, book_move (CHESS_D2, CHESS_D4, 0), 1);
  put_entry (data + 64, start_key, book_move (CHESS_E2, CHESS_E4, 0), 2);       /* listed twice: summed */
  put_entry (data + 80, promo_key, book_move (CHESS_A7, CHESS_A8, 2), 7);       /* a8=B */
  put_entry (data + 96, promo_key, book_move (CHESS_A7, CHESS_A8, 6), 7);       /* no such piece */

  book = chess_book_new_from_data (data, sizeof data, &status);
  g_assert_nonnull (book);
  n = chess_book_lookup (book, &start, moves, G_N_ELEMENTS (moves));
  g_assert_cmpuint (n, ==, 2);
  g_assert_cmpint (moves[0].move, ==, chess_move_make (CHESS_E2, CHESS_E4));
  g_assert_cmpuint (moves[0].weight, ==, 5);
  g_assert_cmpint (moves[1].move, ==, chess_move_make (CHESS_D2, CHESS_D4));
  g_assert_cmpuint (moves[1].weight, ==, 1);

  /* Only room for one. */
  g_assert_cmpuint (chess_book_lookup (book, &start, moves, 1), ==, 1);
  g_assert_cmpuint (moves[0].weight, ==, 5);

  n = chess_book_lookup (book, &promo, moves, G_N_ELEMENTS (moves));
  g_assert_cmpuint (n, ==, 1);
  g_assert_cmpint (moves[0].move, ==, chess_move_make_special (CHESS_A7, CHESS_A8, CHESS_MOVE_PROMOTION, CHESS_BISHOP));
  chess_book_free (book);

  /* Not books. */
  g_assert_null (chess_book_new_from_data (data, 17, &status));
  g_assert_cmpint (status, ==, CHESS_BOOK_NOT_A_BOOK);
  g_assert_null (chess_book_new_from_data (data, 0, &status));
  g_assert_cmpint (status, ==, CHESS_BOOK_NOT_A_BOOK);
}

static void
test_open_errors (void)
{
  g_autofree char *dir = g_dir_make_tmp ("chess-book-XXXXXX", NULL);
  g_autofree char *odd = g_build_filename (dir, "odd.bin", NULL);
  ChessBookStatus status;

  errno = 0;
  g_assert_null (chess_book_open ("/nonexistent/book.bin", &status));
  g_assert_cmpint (status, ==, CHESS_BOOK_IO_ERROR);
  g_assert_cmpint (errno, ==, ENOENT);

  g_assert_true (g_file_set_contents (odd, "0123456789abcdefX", 17, NULL));
  g_assert_null (chess_book_open (odd, &status));
  g_assert_cmpint (status, ==, CHESS_BOOK_NOT_A_BOOK);
  g_assert_null (chess_book_open (dir, &status));
  g_assert_cmpint (status, ==, CHESS_BOOK_NOT_A_BOOK);
  g_unlink (odd);
  g_rmdir (dir);
}

static void
test_pick (void)
{
  ChessBookMove moves[3] = {
    { .move = 1, .weight = 5 },
    { .move = 2, .weight = 1 },
    { .move = 3, .weight = 0 },
  };
  ChessBookMove zero[2] = { { .move = 1, .weight = 0 }, { .move = 2, .weight = 0 } };
  guint counts[3] = { 0 };
  guint32 state = 12345;

  /* The value scales onto the total weight 6: [0, 5) is the first move. */
  g_assert_cmpint (chess_book_pick (moves, 3, 0), ==, 0);
  g_assert_cmpint (chess_book_pick (moves, 3, 3579139413u), ==, 0);   /* ⌊v × 6 / 2³²⌋ = 4 */
  g_assert_cmpint (chess_book_pick (moves, 3, 3579139414u), ==, 1);   /* = 5 */
  g_assert_cmpint (chess_book_pick (moves, 3, G_MAXUINT32), ==, 1);
  g_assert_cmpint (chess_book_pick (zero, 2, 77), ==, -1);
  g_assert_cmpint (chess_book_pick (moves, 0, 77), ==, -1);

  /* With a uniform source the shares follow the weights (a fixed
   * generator: the same draws every run). */
  for (int i = 0; i < 60000; i++)
    {
      state = state * 1664525u + 1013904223u;
      counts[chess_book_pick (moves, 3, state)]++;
    }
  g_assert_cmpuint (counts[2], ==, 0);
  g_assert_cmpuint (counts[0], >, 49000);   /* 5/6 of 60000 = 50000 */
  g_assert_cmpuint (counts[0], <, 51000);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/polyglot/keys", test_keys);
  g_test_add_func ("/polyglot/key-en-passant", test_key_en_passant);
  g_test_add_func ("/polyglot/gnuchess-book", test_gnuchess_book);
  g_test_add_func ("/polyglot/small-book", test_small_book);
  g_test_add_func ("/polyglot/open-errors", test_open_errors);
  g_test_add_func ("/polyglot/pick", test_pick);
  return g_test_run ();
}
