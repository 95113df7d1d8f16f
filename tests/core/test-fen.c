/* SPDX-License-Identifier: GPL-3.0-or-later */
/* FEN reading and writing: round trips, X-FEN/Shredder castling, EPD,
 * and one rejection per kind of error, each naming its field. */
#include "chess-core-private.h"
#include "chess-notation.h"

#include <glib.h>
#include <string.h>

static void
assert_round_trip (const char *fen)
{
  ChessPosition pos;
  ChessFenError error;
  char out[CHESS_FEN_MAX];

  if (!chess_position_from_fen (&pos, fen, &error))
    g_error ("%s: %s", fen, error.message);
  chess_position_to_fen (&pos, out, sizeof out);
  g_assert_cmpstr (out, ==, fen);
}

static void
test_round_trip (void)
{
  static const char *fens[] = {
    CHESS_FEN_START,
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "rnbqkbnr/pp1ppppp/8/2pP4/8/8/PPP1PPPP/RNBQKBNR w KQkq c6 0 3",
    "rnbqkbnr/pppp1ppp/8/8/3Pp3/8/PPP1PPPP/RNBQKBNR b KQkq d3 0 3",
    "4k3/8/8/8/8/8/8/4K2R w K - 99 180",
    "r3k3/8/8/8/8/8/8/4K3 b q - 0 1",
    /* Chess960: Shredder letters, lower file first. */
    "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w FHfh - 2 9",
    "nrkbqrbn/pppppppp/8/8/8/8/PPPPPPPP/NRKBQRBN w BFbf - 0 1",
    "rbbkrnqn/pppppppp/8/8/8/8/PPPPPPPP/NRKBQRBN w BFae - 5 24",
  };
  for (guint i = 0; i < G_N_ELEMENTS (fens); i++)
    assert_round_trip (fens[i]);
}

/* Every position of the perft suites reads, writes, and reads back to the
 * same position and key. */
static void
test_suites_round_trip (void)
{
  static const char *files[] = { "cpw-standard-positions.epd", "normalized/ethereal-standard.epd",
                                 "normalized/ethereal-fischer-chess960.epd",
                                 "normalized/ferdy-perft-single-check-1.epd" };
  const char *dir = g_getenv ("CHESS_TESTDATA");
  guint count = 0;

  if (!dir)
    {
      g_test_skip ("CHESS_TESTDATA is not set");
      return;
    }
  for (guint f = 0; f < G_N_ELEMENTS (files); f++)
    {
      g_autofree char *path = g_build_filename (dir, "perft", files[f], NULL);
      g_autofree char *contents = NULL;
      g_auto (GStrv) lines = NULL;
      g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
      lines = g_strsplit (contents, "\n", -1);
      for (guint i = 0; lines[i]; i++)
        {
          char *line = g_strstrip (lines[i]), *semicolon;
          ChessPosition a, b;
          char out[CHESS_FEN_MAX], again[CHESS_FEN_MAX];
          if (line[0] == '\0' || line[0] == '#')
            continue;
          if ((semicolon = strchr (line, ';')))
            *semicolon = '\0';
          g_assert_true (chess_position_from_fen (&a, line, NULL));
          chess_position_to_fen (&a, out, sizeof out);
          g_assert_true (chess_position_from_fen (&b, out, NULL));
          chess_position_to_fen (&b, again, sizeof again);
          g_assert_cmpstr (out, ==, again);
          g_assert_cmphex (a.key, ==, b.key);
          g_assert_true (memcmp (a.board, b.board, sizeof a.board) == 0);
          g_assert_cmpuint (a.castling, ==, b.castling);
          g_assert_true (memcmp (a.castling_rook, b.castling_rook, sizeof a.castling_rook) == 0);
          count++;
        }
    }
  g_assert_cmpuint (count, >, 6000);
}

static void
test_shredder_order (void)
{
  ChessPosition pos;
  char out[CHESS_FEN_MAX];
  /* Read in either order, written lower file first (as kokopu does). */
  g_assert_true (chess_position_from_fen (&pos, "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9", NULL));
  g_assert_cmpuint (pos.castling_rook[0], ==, CHESS_H1);
  g_assert_cmpuint (pos.castling_rook[1], ==, CHESS_F1);
  chess_position_to_fen (&pos, out, sizeof out);
  g_assert_cmpstr (out, ==, "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w FHfh - 2 9");
}

static void
test_epd_and_lenient_spacing (void)
{
  ChessPosition pos;
  char out[CHESS_FEN_MAX];

  g_assert_true (chess_position_from_fen (&pos, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -", NULL));
  g_assert_cmpuint (pos.halfmove_clock, ==, 0);
  g_assert_cmpuint (pos.fullmove_number, ==, 1);
  chess_position_to_fen (&pos, out, sizeof out);
  g_assert_cmpstr (out, ==, CHESS_FEN_START);
  g_assert_true (chess_position_from_fen (&pos, "  rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR  w KQkq - 0 1\r\n", NULL));
  chess_position_to_fen (&pos, out, sizeof out);
  g_assert_cmpstr (out, ==, CHESS_FEN_START);
}

static void
test_castling_fields (void)
{
  ChessPosition pos;
  char out[CHESS_FEN_MAX];

  /* Shredder letters on a standard set-up are read as standard chess. */
  g_assert_true (chess_position_from_fen (&pos, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1", NULL));
  g_assert_false (pos.chess960);
  g_assert_cmpuint (pos.castling, ==, CHESS_CASTLE_ALL);
  chess_position_to_fen (&pos, out, sizeof out);
  g_assert_cmpstr (out, ==, CHESS_FEN_START);

  /* X-FEN KQkq means the outermost rook: here b1/f1 and b8/f8. */
  g_assert_true (chess_position_from_fen (&pos, "nrkbqrbn/pppppppp/8/8/8/8/PPPPPPPP/NRKBQRBN w KQkq - 0 1", NULL));
  g_assert_true (pos.chess960);
  g_assert_cmpuint (pos.castling_rook[0], ==, CHESS_F1);
  g_assert_cmpuint (pos.castling_rook[1], ==, CHESS_B1);
  g_assert_cmpuint (pos.castling_rook[2], ==, CHESS_F8);
  g_assert_cmpuint (pos.castling_rook[3], ==, CHESS_B8);
  chess_position_to_fen (&pos, out, sizeof out);
  g_assert_cmpstr (out, ==, "nrkbqrbn/pppppppp/8/8/8/8/PPPPPPPP/NRKBQRBN w BFbf - 0 1");
  /* Without the Chess960 flag the writer uses KQkq where it can... */
  pos.chess960 = false;
  chess_position_to_fen (&pos, out, sizeof out);
  g_assert_cmpstr (out, ==, "nrkbqrbn/pppppppp/8/8/8/8/PPPPPPPP/NRKBQRBN w KQkq - 0 1");

  /* ...and X-FEN file letters where the right's rook is not the outermost. */
  g_assert_true (chess_position_from_fen (&pos, "bnrknrrb/pppppppp/8/8/8/8/PPPPPPPP/BNRKNQRB w f - 0 1", NULL));
  g_assert_cmpuint (pos.castling_rook[2], ==, CHESS_F8);
  pos.chess960 = false;
  chess_position_to_fen (&pos, out, sizeof out);
  g_assert_cmpstr (out, ==, "bnrknrrb/pppppppp/8/8/8/8/PPPPPPPP/BNRKNQRB w f - 0 1");
  g_assert_true (chess_position_from_fen (&pos, "bnrknrrb/pppppppp/8/8/8/8/PPPPPPPP/BNRKNQRB w k - 0 1", NULL));
  g_assert_cmpuint (pos.castling_rook[2], ==, CHESS_G8);
}

/* En passant is kept only when a pawn stands beside the pushed one. */
static void
test_en_passant_kept_only_when_capturable (void)
{
  ChessPosition pos;
  char out[CHESS_FEN_MAX];

  g_assert_true (chess_position_from_fen (&pos, "rnbqkbnr/pppppppp/8/8/5P2/8/PPPPP1PP/RNBQKBNR b KQkq f3 0 1", NULL));
  g_assert_cmpuint (pos.ep_square, ==, CHESS_SQUARE_NONE);
  chess_position_to_fen (&pos, out, sizeof out);
  g_assert_cmpstr (out, ==, "rnbqkbnr/pppppppp/8/8/5P2/8/PPPPP1PP/RNBQKBNR b KQkq - 0 1");
  g_assert_true (chess_position_from_fen (&pos, "r1bqkbnr/ppppp1pp/2n5/4Pp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3", NULL));
  g_assert_cmpuint (pos.ep_square, ==, CHESS_F6);
}

typedef struct {
  const char *fen;
  ChessFenStatus status;
  int field;
} Rejection;

static void
test_rejections (void)
{
  static const Rejection cases[] = {
    { "", CHESS_FEN_FIELD_COUNT, 0 },
    { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq", CHESS_FEN_FIELD_COUNT, 0 },
    { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0", CHESS_FEN_FIELD_COUNT, 0 },
    { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 x", CHESS_FEN_FIELD_COUNT, 0 },
    { "rnbqkbnr/ppppxppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", CHESS_FEN_BAD_PIECE, 1 },
    { "rnbqkbnr/pppp0ppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", CHESS_FEN_BAD_PIECE, 1 },
    { "rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", CHESS_FEN_BAD_RANK, 1 },
    { "rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", CHESS_FEN_BAD_RANK, 1 },
    { "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", CHESS_FEN_BAD_PIECE, 1 },
    { "rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", CHESS_FEN_BAD_RANK, 1 },
    { "rnbqkbnr/pppppppp/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", CHESS_FEN_BAD_RANK, 1 },
    { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w kq - 0 1", CHESS_FEN_KING_COUNT, 1 },
    { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKKNR w kq - 0 1", CHESS_FEN_KING_COUNT, 1 },
    { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNP w kq - 0 1", CHESS_FEN_PAWN_ON_BACK_RANK, 1 },
    { "rnbqkbnp/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQq - 0 1", CHESS_FEN_PAWN_ON_BACK_RANK, 1 },
    { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1", CHESS_FEN_BAD_SIDE, 2 },
    { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR white KQkq - 0 1", CHESS_FEN_BAD_SIDE, 2 },
    { "4k3/8/8/8/8/8/8/R3K3 b - - 0 1", CHESS_FEN_OK, 0 },
    { "4k3/8/8/8/8/8/8/4K2R b - - 0 1", CHESS_FEN_OK, 0 },
    { "4k3/4R3/8/8/8/8/8/4K3 w - - 0 1", CHESS_FEN_OPPONENT_IN_CHECK, 2 },
    { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkqX - 0 1", CHESS_FEN_BAD_CASTLING, 3 },
    { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - 0 1", CHESS_FEN_BAD_CASTLING, 3 },
    { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w KQkq - 0 1", CHESS_FEN_KING_COUNT, 1 },
    { "rnbqkbnr/pppppppp/8/8/8/4K3/PPPPPPPP/RNBQ1BNR w KQkq - 0 1", CHESS_FEN_BAD_CASTLING, 3 },
    { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KKkq - 0 1", CHESS_FEN_BAD_CASTLING, 3 },
    { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w qK - 0 1", CHESS_FEN_BAD_CASTLING, 3 },
    { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w Ck - 0 1", CHESS_FEN_BAD_CASTLING, 3 },
    { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w E - 0 1", CHESS_FEN_BAD_CASTLING, 3 },
    { "rnbqkbnr/pppp1ppp/8/8/3Pp3/2N2N2/PPP1PPPP/R1BQKB1R b KQkq d6 0 3", CHESS_FEN_BAD_EN_PASSANT, 4 },
    { "rnbqkb1r/pppppppp/5n2/8/8/N7/PPPPPPPP/R1BQKBNR w KQkq h6 41 27", CHESS_FEN_BAD_EN_PASSANT, 4 },
    { "4k3/8/4p3/4P3/8/8/8/4K3 w - e6 0 1", CHESS_FEN_BAD_EN_PASSANT, 4 },
    { "4k3/4p3/8/3pP3/8/8/8/4K3 w - d6 0 1", CHESS_FEN_OK, 0 },
    { "4k3/3p4/8/3pP3/8/8/8/4K3 w - d6 0 1", CHESS_FEN_BAD_EN_PASSANT, 4 },
    { "4k3/8/3n4/3pP3/8/8/8/4K3 w - d6 0 1", CHESS_FEN_BAD_EN_PASSANT, 4 },
    { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1", CHESS_FEN_BAD_EN_PASSANT, 4 },
    { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1", CHESS_FEN_BAD_COUNTER, 5 },
    { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - -1 1", CHESS_FEN_BAD_COUNTER, 5 },
    { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 00 1", CHESS_FEN_BAD_COUNTER, 5 },
    { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1.5", CHESS_FEN_BAD_COUNTER, 6 },
    { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 01", CHESS_FEN_BAD_COUNTER, 6 },
    { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 99999999999999999999", CHESS_FEN_BAD_COUNTER, 6 },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      ChessPosition pos;
      ChessFenError error;
      bool ok = chess_position_from_fen (&pos, cases[i].fen, &error);
      if (ok != (cases[i].status == CHESS_FEN_OK) || error.status != cases[i].status || error.field != cases[i].field)
        g_error ("'%s': expected status %d field %d, got %d field %d (%s)", cases[i].fen, cases[i].status,
                 cases[i].field, error.status, error.field, error.message);
      if (!ok)
        {
          /* The message names the field it blames. */
          g_autofree char *prefix = g_strdup_printf ("field %d ", error.field);
          if (error.field > 0)
            g_assert_nonnull (strstr (error.message, prefix));
          else
            g_assert_cmpuint (strlen (error.message), >, 10);
          g_assert_cmpint (error.column, >=, 0);
          g_assert_cmpint (error.column, <=, (int) strlen (cases[i].fen));
        }
    }
}

static void
test_messages (void)
{
  ChessPosition pos;
  ChessFenError error;

  g_assert_false (chess_position_from_fen (&pos, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1", &error));
  g_assert_cmpstr (error.message, ==, "field 2 (side to move): expected 'w' or 'b', found 'x'");
  g_assert_cmpint (error.column, ==, 44);
  g_assert_false (chess_position_from_fen (&pos, "rnbqkbnr/pppp?ppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", &error));
  g_assert_cmpint (error.column, ==, 13);
  g_assert_nonnull (strstr (error.message, "'?'"));
}

static void
test_writer_buffer (void)
{
  ChessPosition pos;
  char small[10];
  chess_position_set_start (&pos);
  size_t n = chess_position_to_fen (&pos, small, sizeof small);
  g_assert_cmpuint (n, ==, strlen (CHESS_FEN_START));
  g_assert_cmpstr (small, ==, "rnbqkbnr/");
}

static void
test_square_names (void)
{
  char name[3];
  for (int sq = 0; sq < 64; sq++)
    {
      chess_square_name (sq, name);
      g_assert_cmpint (chess_square_from_name (name), ==, sq);
    }
  chess_square_name (CHESS_E4, name);
  g_assert_cmpstr (name, ==, "e4");
  g_assert_cmpint (chess_square_from_name ("i1"), ==, CHESS_SQUARE_NONE);
  g_assert_cmpint (chess_square_from_name ("a9"), ==, CHESS_SQUARE_NONE);
  g_assert_cmpint (chess_square_from_name (""), ==, CHESS_SQUARE_NONE);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/core/fen/round-trip", test_round_trip);
  g_test_add_func ("/core/fen/suites-round-trip", test_suites_round_trip);
  g_test_add_func ("/core/fen/shredder-order", test_shredder_order);
  g_test_add_func ("/core/fen/epd", test_epd_and_lenient_spacing);
  g_test_add_func ("/core/fen/castling-fields", test_castling_fields);
  g_test_add_func ("/core/fen/en-passant", test_en_passant_kept_only_when_capturable);
  g_test_add_func ("/core/fen/rejections", test_rejections);
  g_test_add_func ("/core/fen/messages", test_messages);
  g_test_add_func ("/core/fen/writer-buffer", test_writer_buffer);
  g_test_add_func ("/core/fen/square-names", test_square_names);
  return g_test_run ();
}
