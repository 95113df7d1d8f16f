/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-move-words.c — moves and squares in the words a screen reader says:
 * every kind of move (plain, capture, castling both ways and in Chess960,
 * en passant, promotion with and without a capture, check, mate,
 * stalemate), squares with and without a piece, the board's cell names;
 * then the same under Greek from the build's catalogue, with the Persian
 * digits of the squares under Persian. */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <string.h>

#include "chess-move-words.h"
#include "chess-notation.h"

static void
read_position (ChessPosition *pos, const char *fen)
{
  g_assert_true (chess_position_from_fen (pos, fen, NULL));
}

/* The words of the move given in SAN in the position. */
static char *
words_of (const char *fen, const char *san)
{
  ChessPosition pos;
  ChessMove move = CHESS_MOVE_NONE;

  read_position (&pos, fen);
  g_assert_cmpint (chess_move_from_san (&pos, san, strlen (san), &move), ==, CHESS_SAN_OK);
  return chess_move_words (&pos, move);
}

static void
assert_words (const char *fen, const char *san, const char *expected)
{
  g_autofree char *words = words_of (fen, san);

  g_assert_cmpstr (words, ==, expected);
}

static void
test_moves (void)
{
  g_assert_nonnull (setlocale (LC_ALL, "C.UTF-8"));
  assert_words (CHESS_FEN_START, "Nf3", "Knight from g1 to f3");
  assert_words (CHESS_FEN_START, "e4", "Pawn from e2 to e4");
  /* a capture names the piece taken */
  assert_words ("rnbqkbnr/ppp2ppp/8/3pp3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 3", "Nxe5",
                "Knight from f3 takes pawn on e5");
  /* check, and the piece that gives it */
  assert_words ("rnbqkbnr/ppp2ppp/3p4/4p3/2B1P3/8/PPPP1PPP/RNBQK1NR w KQkq - 0 3", "Bxf7+",
                "Bishop from c4 takes pawn on f7, check");
  /* castling both ways */
  assert_words ("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "O-O", "Castles kingside");
  assert_words ("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", "O-O-O", "Castles queenside");
  /* Chess960: the king on b1 castles with the rook on a1 (queenside) */
  {
    ChessPosition pos;
    ChessMove move = CHESS_MOVE_NONE;
    g_autofree char *words = NULL;

    g_assert_true (chess_position_read_fen (&pos, "4k3/8/8/8/8/8/8/RK5R w HA - 0 1",
                                            CHESS_FEN_LENIENT, NULL, NULL));
    g_assert_cmpint (chess_move_from_san (&pos, "O-O-O", 5, &move), ==, CHESS_SAN_OK);
    words = chess_move_words (&pos, move);
    g_assert_cmpstr (words, ==, "Castles queenside");
  }
  /* en passant: the square the pawn lands on */
  assert_words ("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3", "exf6",
                "Pawn from e5 takes on f6 en passant");
  /* promotion, plain and with a capture, to a queen and under-promoted */
  assert_words ("3r3k/4P3/8/8/8/8/8/K7 w - - 0 1", "e8=Q",
                "Pawn from e7 to e8, promotes to queen, check");
  assert_words ("3r3k/4P3/8/8/8/8/8/K7 w - - 0 1", "exd8=N",
                "Pawn from e7 takes rook on d8, promotes to knight");
  /* mate and stalemate */
  assert_words ("rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2", "Qh4#",
                "Queen from d8 to h4, checkmate");
  assert_words ("7k/8/5K2/8/8/8/8/6Q1 w - - 0 1", "Qg6", "Queen from g1 to g6, stalemate");
  /* the side first */
  {
    ChessPosition pos;
    ChessMove move = CHESS_MOVE_NONE;
    g_autofree char *white = NULL, *black = NULL;

    read_position (&pos, CHESS_FEN_START);
    g_assert_cmpint (chess_move_from_san (&pos, "Nc3", 3, &move), ==, CHESS_SAN_OK);
    white = chess_move_words_with_side (&pos, move);
    g_assert_cmpstr (white, ==, "White: Knight from b1 to c3");
    read_position (&pos, "rnbqkbnr/pppppppp/8/8/8/2N5/PPPPPPPP/R1BQKBNR b KQkq - 1 1");
    g_assert_cmpint (chess_move_from_san (&pos, "d5", 2, &move), ==, CHESS_SAN_OK);
    black = chess_move_words_with_side (&pos, move);
    g_assert_cmpstr (black, ==, "Black: Pawn from d7 to d5");
  }
}

static void
test_squares (void)
{
  ChessPosition pos;
  g_autofree char *e2 = NULL, *d5 = NULL, *selected = NULL, *target = NULL, *off = NULL;

  g_assert_nonnull (setlocale (LC_ALL, "C.UTF-8"));
  read_position (&pos, CHESS_FEN_START);
  e2 = chess_square_content_words (&pos, CHESS_E2);
  g_assert_cmpstr (e2, ==, "e2, white pawn");
  d5 = chess_square_content_words (&pos, CHESS_D5);
  g_assert_cmpstr (d5, ==, "d5, empty");
  selected = chess_square_cell_words (&pos, CHESS_G8, TRUE, FALSE);
  g_assert_cmpstr (selected, ==, "g8, black knight, selected");
  target = chess_square_cell_words (&pos, CHESS_F6, FALSE, TRUE);
  g_assert_cmpstr (target, ==, "f6, empty, possible move");
  {
    g_autofree char *two = chess_targets_words (CHESS_SQUARE_BB (CHESS_E3) | CHESS_SQUARE_BB (CHESS_E4));
    g_autofree char *none = chess_targets_words (0);

    g_assert_cmpstr (two, ==, "Possible moves: e3, e4");
    g_assert_cmpstr (none, ==, "No possible move");
  }
  off = chess_square_words (64);
  g_assert_cmpstr (off, ==, "");
  g_assert_cmpstr (chess_piece_words (CHESS_MAKE_PIECE (CHESS_BLACK, CHESS_QUEEN)), ==, "black queen");
}

static gboolean
use_catalogue (const char *locale)
{
  const char *localedir = g_getenv ("CHESS_BUILD_LOCALEDIR");
  g_autofree char *why = NULL, *catalogue = NULL;

  if (localedir == NULL)
    {
      g_test_skip ("CHESS_BUILD_LOCALEDIR is not set (run through meson test)");
      return FALSE;
    }
  catalogue = g_strdup_printf ("%s/%.2s/LC_MESSAGES/%s.mo", localedir, locale, GETTEXT_PACKAGE);
  if (!g_file_test (catalogue, G_FILE_TEST_EXISTS))
    {
      why = g_strdup_printf ("%s is not built (meson compile builds it)", catalogue);
      g_test_skip (why);
      return FALSE;
    }
  if (setlocale (LC_ALL, locale) == NULL)
    {
      why = g_strdup_printf ("the %s locale is missing (build-aux/ensure-locales.sh makes it)", locale);
      g_test_skip (why);
      return FALSE;
    }
  bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  return TRUE;
}

/* Under Greek the sentences come from the catalogue, the taken and the
 * promoted piece in the accusative. */
static void
test_greek (void)
{
  ChessPosition pos;
  g_autofree char *knight = NULL, *capture = NULL, *promotion = NULL, *castle = NULL, *square = NULL;

  if (!use_catalogue ("el_GR.UTF-8"))
    return;
  knight = words_of (CHESS_FEN_START, "Nf3");
  capture = words_of ("rnbqkbnr/ppp2ppp/3p4/4p3/2B1P3/8/PPPP1PPP/RNBQK1NR w KQkq - 0 3", "Bxf7+");
  promotion = words_of ("3r3k/4P3/8/8/8/8/8/K7 w - - 0 1", "exd8=N");
  castle = words_of ("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "O-O");
  read_position (&pos, CHESS_FEN_START);
  square = chess_square_content_words (&pos, CHESS_E2);
  setlocale (LC_ALL, "C.UTF-8");
  g_assert_cmpstr (knight, ==, "Ίππος από g1 σε f3");
  g_assert_cmpstr (capture, ==, "Αξιωματικός από c4 παίρνει πιόνι στο f7, σαχ");
  g_assert_cmpstr (promotion, ==, "Πιόνι από e7 παίρνει πύργο στο d8, προάγεται σε ίππο");
  g_assert_cmpstr (castle, ==, "Μικρό ροκέ");
  g_assert_cmpstr (square, ==, "e2, λευκό πιόνι");
}

/* Under Persian the squares take Persian digits. */
static void
test_persian (void)
{
  ChessPosition pos;
  g_autofree char *square = NULL, *move = NULL;

  if (!use_catalogue ("fa_IR.UTF-8"))
    return;
  read_position (&pos, CHESS_FEN_START);
  square = chess_square_content_words (&pos, CHESS_D5);
  move = words_of (CHESS_FEN_START, "Nf3");
  setlocale (LC_ALL, "C.UTF-8");
  g_assert_cmpstr (square, ==, "d۵، خالی");
  g_assert_cmpstr (move, ==, "اسب از g۱ به f۳");
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/move-words/moves", test_moves);
  g_test_add_func ("/move-words/squares", test_squares);
  g_test_add_func ("/move-words/greek", test_greek);
  g_test_add_func ("/move-words/persian", test_persian);
  return g_test_run ();
}
