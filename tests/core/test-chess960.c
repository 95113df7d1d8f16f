/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Chess960 start positions by Scharnagl number: all 960 are distinct,
 * legal Chess960 set-ups, and each number gives the position the published
 * table (kokopu's scharnagl.csv, in CHESS_TESTDATA) gives it. */
#include "chess-notation.h"

#include <glib.h>
#include <string.h>

static char *
chess960_fen (unsigned number)
{
  ChessPosition pos;
  char fen[CHESS_FEN_MAX];

  g_assert_true (chess_position_set_chess960 (&pos, number));
  chess_position_to_fen (&pos, fen, sizeof fen);
  return g_strdup (fen);
}

/* What makes a first rank a Chess960 one, checked square by square. */
static void
assert_chess960_rank (const ChessPosition *pos, unsigned number)
{
  int bishops_on_light = 0, bishops_on_dark = 0, king = -1, rooks[2], n_rooks = 0;
  int counts[CHESS_PIECE_TYPE_NONE] = { 0 };

  for (int file = 0; file < 8; file++)
    {
      ChessPiece white = chess_position_piece_at (pos, CHESS_SQUARE (file, 0));
      ChessPiece black = chess_position_piece_at (pos, CHESS_SQUARE (file, 7));
      ChessPieceType type = CHESS_PIECE_TYPE (white);

      g_assert_cmpint (CHESS_PIECE_COLOR (white), ==, CHESS_WHITE);
      g_assert_cmpint (black, ==, CHESS_MAKE_PIECE (CHESS_BLACK, type));
      g_assert_cmpint (chess_position_piece_at (pos, CHESS_SQUARE (file, 1)), ==,
                       CHESS_MAKE_PIECE (CHESS_WHITE, CHESS_PAWN));
      g_assert_cmpint (chess_position_piece_at (pos, CHESS_SQUARE (file, 6)), ==,
                       CHESS_MAKE_PIECE (CHESS_BLACK, CHESS_PAWN));
      for (int rank = 2; rank < 6; rank++)
        g_assert_cmpint (chess_position_piece_at (pos, CHESS_SQUARE (file, rank)), ==, CHESS_PIECE_NONE);
      counts[type]++;
      if (type == CHESS_BISHOP)
        {
          /* a1 is dark: a square is light when file + rank is odd */
          if (file % 2 == 1)
            bishops_on_light++;
          else
            bishops_on_dark++;
        }
      else if (type == CHESS_KING)
        king = file;
      else if (type == CHESS_ROOK)
        rooks[n_rooks++] = file;
    }
  g_assert_cmpint (counts[CHESS_KING], ==, 1);
  g_assert_cmpint (counts[CHESS_QUEEN], ==, 1);
  g_assert_cmpint (counts[CHESS_ROOK], ==, 2);
  g_assert_cmpint (counts[CHESS_BISHOP], ==, 2);
  g_assert_cmpint (counts[CHESS_KNIGHT], ==, 2);
  g_assert_cmpint (bishops_on_light, ==, 1);
  g_assert_cmpint (bishops_on_dark, ==, 1);
  g_assert_cmpint (rooks[0], <, king);
  g_assert_cmpint (king, <, rooks[1]);

  /* Every castling right, each with its own rook. */
  g_assert_cmpint (pos->castling, ==, CHESS_CASTLE_ALL);
  g_assert_cmpint (pos->castling_rook[0], ==, CHESS_SQUARE (rooks[1], 0));   /* White, h-side */
  g_assert_cmpint (pos->castling_rook[1], ==, CHESS_SQUARE (rooks[0], 0));
  g_assert_cmpint (pos->castling_rook[2], ==, CHESS_SQUARE (rooks[1], 7));
  g_assert_cmpint (pos->castling_rook[3], ==, CHESS_SQUARE (rooks[0], 7));
  if (!pos->chess960)
    g_error ("position %u is not marked as Chess960", number);
}

static void
test_all_distinct_and_legal (void)
{
  g_autoptr (GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (unsigned n = 0; n < CHESS960_N_POSITIONS; n++)
    {
      ChessPosition pos, reread;
      ChessFenError error = { 0 };
      ChessMoveList moves;
      char fen[CHESS_FEN_MAX];

      g_assert_true (chess_position_set_chess960 (&pos, n));
      assert_chess960_rank (&pos, n);
      g_assert_cmpint (chess_position_side_to_move (&pos), ==, CHESS_WHITE);
      g_assert_cmpint (pos.ep_square, ==, CHESS_SQUARE_NONE);
      g_assert_cmpint (pos.halfmove_clock, ==, 0);
      g_assert_cmpint (pos.fullmove_number, ==, 1);
      g_assert_cmpuint (chess_position_validate_setup (&pos), ==, 0);
      g_assert_false (chess_position_in_check (&pos));
      /* Sixteen pawn moves at least; the game can start. */
      g_assert_cmpint (chess_position_legal_moves (&pos, &moves), >=, 16);

      /* The FEN reader accepts it and reads back the same position. */
      chess_position_to_fen (&pos, fen, sizeof fen);
      if (!chess_position_from_fen (&reread, fen, &error))
        g_error ("%u: %s: %s", n, fen, error.message);
      g_assert_cmpuint (reread.key, ==, pos.key);
      g_assert_cmpmem (reread.board, sizeof reread.board, pos.board, sizeof pos.board);
      g_assert_cmpmem (reread.castling_rook, sizeof reread.castling_rook,
                       pos.castling_rook, sizeof pos.castling_rook);

      g_assert_false (g_hash_table_contains (seen, fen));
      g_hash_table_add (seen, g_strdup (fen));
    }
  g_assert_cmpuint (g_hash_table_size (seen), ==, 960);
}

static void
test_known_numbers (void)
{
  /* Facts of the numbering, also when the test data is not at hand. */
  static const struct { unsigned number; const char *rank; } known[] = {
    { 0, "BBQNNRKR" }, { 1, "BQNBNRKR" }, { 518, "RNBQKBNR" }, { 959, "RKRNNQBB" },
  };
  ChessPosition standard;

  for (guint i = 0; i < G_N_ELEMENTS (known); i++)
    {
      g_autofree char *fen = chess960_fen (known[i].number);
      g_autofree char *lower = g_ascii_strdown (known[i].rank, -1);

      g_assert_true (g_str_has_prefix (fen, lower));
      g_assert_cmpint (strncmp (strrchr (fen, '/') + 1, known[i].rank, 8), ==, 0);
    }

  /* 518 is the standard set-up, but castles by Chess960 rules. */
  g_assert_true (chess_position_from_fen (&standard, CHESS_FEN_START, NULL));
  {
    ChessPosition pos;
    g_assert_true (chess_position_set_chess960 (&pos, CHESS960_STANDARD_NUMBER));
    g_assert_cmpmem (pos.board, sizeof pos.board, standard.board, sizeof standard.board);
    g_assert_cmpuint (pos.key, ==, standard.key);
    g_assert_true (pos.chess960);
    g_assert_false (standard.chess960);
  }
}

static void
test_out_of_range (void)
{
  ChessPosition pos;

  g_assert_false (chess_position_set_chess960 (&pos, CHESS960_N_POSITIONS));
  g_assert_false (chess_position_set_chess960 (&pos, (unsigned) -1));
}

/* Every row of the published table: CODE, SCHEME, CASTLING, FEN (tabs). */
static void
test_table (void)
{
  const char *dir = g_getenv ("CHESS_TESTDATA");
  g_autofree char *path = NULL;
  g_autofree char *contents = NULL;
  g_auto (GStrv) lines = NULL;
  g_autoptr (GError) error = NULL;
  guint rows = 0;

  if (dir == NULL)
    {
      g_test_skip ("CHESS_TESTDATA is not set");
      return;
    }
  path = g_build_filename (dir, "fen", "kokopu-scharnagl-chess960.csv", NULL);
  g_file_get_contents (path, &contents, NULL, &error);
  g_assert_no_error (error);

  lines = g_strsplit (contents, "\n", -1);
  g_assert_cmpstr (lines[0], ==, "CODE\tSCHEME\tCASTLING\tFEN");
  for (guint i = 1; lines[i] != NULL; i++)
    {
      g_auto (GStrv) fields = NULL;
      g_autofree char *fen = NULL;
      guint64 number;

      g_strchomp (lines[i]);
      if (lines[i][0] == '\0')
        continue;
      fields = g_strsplit (lines[i], "\t", -1);
      g_assert_cmpuint (g_strv_length (fields), ==, 4);
      g_assert_true (g_ascii_string_to_unsigned (fields[0], 10, 0, 959, &number, NULL));
      fen = chess960_fen ((unsigned) number);
      if (g_strcmp0 (fen, fields[3]) != 0)
        g_error ("position %s: made %s, the table has %s", fields[0], fen, fields[3]);
      rows++;
    }
  g_assert_cmpuint (rows, ==, 960);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/chess960/all-distinct-and-legal", test_all_distinct_and_legal);
  g_test_add_func ("/chess960/known-numbers", test_known_numbers);
  g_test_add_func ("/chess960/out-of-range", test_out_of_range);
  g_test_add_func ("/chess960/table", test_table);
  return g_test_run ();
}
