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
          /* Lenient: composed positions with checks no game reaches. */
          g_assert_true (chess_position_read_fen (&a, line, CHESS_FEN_LENIENT, NULL, NULL));
          chess_position_to_fen (&a, out, sizeof out);
          g_assert_true (chess_position_read_fen (&b, out, CHESS_FEN_LENIENT, NULL, NULL));
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

/* Issue 10/14: "17" sums to 8 squares but is no FEN; both modes refuse
 * it, naming the rank (python-chess and chess.js refuse it too). */
static void
test_two_digits_in_a_row (void)
{
  static const struct { const char *fen; int rank; int column; } cases[] = {
    { "rnbqkbnr/pppppppp/17/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 6, 19 },
    { "4k3/8/8/8/8/8/8/11111111 w - - 0 1", 1, 17 },
    { "4k3/8/8/8/8/8/8/2K41 w - - 0 1", 1, 19 },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    for (int mode = CHESS_FEN_STRICT; mode <= CHESS_FEN_LENIENT; mode++)
      {
        ChessPosition pos;
        ChessFenError error;
        g_autofree char *rank = g_strdup_printf ("rank %d has two digits in a row", cases[i].rank);
        g_assert_false (chess_position_read_fen (&pos, cases[i].fen, (ChessFenMode) mode, &error, NULL));
        g_assert_cmpint (error.status, ==, CHESS_FEN_BAD_RANK);
        g_assert_cmpint (error.field, ==, 1);
        g_assert_cmpint (error.column, ==, cases[i].column);
        if (!strstr (error.message, rank))
          g_error ("%s: %s", cases[i].fen, error.message);
      }
}

/* A full-move number 0 is refused by the strict reader; the lenient one
 * reads it as 1 and says so. */
static void
test_full_move_zero (void)
{
  const char *fen = "4k3/8/8/8/8/8/8/4K3 w - - 3 0";
  ChessPosition pos;
  ChessFenError error;
  ChessFenWarnings warnings;

  g_assert_false (chess_position_from_fen (&pos, fen, &error));
  g_assert_cmpint (error.status, ==, CHESS_FEN_BAD_COUNTER);
  g_assert_cmpint (error.field, ==, 6);
  g_assert_true (chess_position_read_fen (&pos, fen, CHESS_FEN_LENIENT, &error, &warnings));
  g_assert_cmpuint (pos.fullmove_number, ==, 1);
  g_assert_cmpuint (pos.halfmove_clock, ==, 3);
  g_assert_cmpuint (warnings.repairs, ==, CHESS_FEN_REPAIRED_FULLMOVE);
  g_assert_cmpstr (warnings.message, ==, "field 6 (full-move number): 0 read as 1");
}

/* Checks no last move could give: refused by the strict reader, kept (with
 * a warning) by the lenient one, flagged by chess_position_validate_setup. */
static void
test_impossible_checks (void)
{
  static const char *fens[] = {
    "4r2k/8/8/8/1b6/3n4/8/4K3 w - - 0 1",   /* rook, bishop and knight */
    "7k/4r3/8/8/4K3/8/8/4r3 w - - 0 1",     /* two rooks on one file */
    "7k/8/8/3p4/r3K3/8/8/8 w - - 0 1",      /* pawn and rook: ...d5 never stood on b4-d4 */
    "7k/8/8/8/8/5n2/8/r3K3 w - - 0 1",      /* knight and rook: Nf3 never stood on b1-d1 */
  };
  for (guint i = 0; i < G_N_ELEMENTS (fens); i++)
    {
      ChessPosition pos;
      ChessFenError error;
      ChessFenWarnings warnings;
      if (chess_position_from_fen (&pos, fens[i], &error))
        g_error ("%s: accepted by the strict reader", fens[i]);
      g_assert_cmpint (error.status, ==, CHESS_FEN_IMPOSSIBLE_CHECK);
      g_assert_cmpint (error.field, ==, 1);
      g_assert_true (g_str_has_prefix (error.message, "field 1 (piece placement): "));
      g_assert_true (chess_position_read_fen (&pos, fens[i], CHESS_FEN_LENIENT, &error, &warnings));
      g_assert_cmpuint (warnings.repairs, ==, CHESS_FEN_REPAIRED_IMPOSSIBLE_CHECK);
      g_assert_true (chess_position_validate_setup (&pos) & CHESS_SETUP_IMPOSSIBLE_CHECK);
    }
  ChessPosition pos;
  ChessFenError error;
  g_assert_false (chess_position_from_fen (&pos, fens[0], &error));
  g_assert_cmpstr (error.message, ==,
                   "field 1 (piece placement): 3 pieces give check at once; no move gives more than two checks");
  /* A double check a move can give is fine: ...Nd3+ uncovering the rook. */
  g_assert_true (chess_position_from_fen (&pos, "k3r3/8/8/8/8/3n4/8/4K3 w - - 0 1", &error));
}

/* Lenient: castling rights the placement cannot have and an en-passant
 * square no double push produced are dropped, with a warning; rights in
 * any order are read. */
static void
test_lenient_repairs (void)
{
  ChessPosition pos;
  ChessFenError error;
  ChessFenWarnings warnings;
  char out[CHESS_FEN_MAX];

  const char *rights = "r3k3/8/8/8/8/8/8/4K2R w KQkq - 0 1";
  g_assert_false (chess_position_from_fen (&pos, rights, &error));
  g_assert_cmpint (error.status, ==, CHESS_FEN_BAD_CASTLING);
  g_assert_true (chess_position_read_fen (&pos, rights, CHESS_FEN_LENIENT, &error, &warnings));
  g_assert_cmpuint (pos.castling, ==, CHESS_CASTLE_WHITE_KING | CHESS_CASTLE_BLACK_QUEEN);
  g_assert_cmpuint (warnings.repairs, ==, CHESS_FEN_REPAIRED_CASTLING);
  g_assert_cmpstr (warnings.message, ==,
                   "field 3 (castling): Qk dropped: the king or rook is not where castling needs it");
  chess_position_to_fen (&pos, out, sizeof out);
  g_assert_cmpstr (out, ==, "r3k3/8/8/8/8/8/8/4K2R w Kq - 0 1");

  const char *order = "r3k2r/8/8/8/8/8/8/R3K2R w kqQKk - 0 1";
  g_assert_false (chess_position_from_fen (&pos, order, &error));
  g_assert_true (chess_position_read_fen (&pos, order, CHESS_FEN_LENIENT, &error, &warnings));
  g_assert_cmpuint (pos.castling, ==, CHESS_CASTLE_ALL);
  g_assert_cmpuint (warnings.repairs, ==, 0);

  const char *ep = "4k3/8/8/8/8/8/8/4K3 w - e6 0 01";
  g_assert_false (chess_position_from_fen (&pos, ep, &error));
  g_assert_cmpint (error.status, ==, CHESS_FEN_BAD_EN_PASSANT);
  g_assert_true (chess_position_read_fen (&pos, ep, CHESS_FEN_LENIENT, &error, &warnings));
  g_assert_cmpuint (pos.ep_square, ==, CHESS_SQUARE_NONE);
  g_assert_cmpuint (warnings.repairs, ==, CHESS_FEN_REPAIRED_EN_PASSANT);
  g_assert_cmpstr (warnings.message, ==,
                   "field 4 (en passant): e6 needs a pawn of the side that just moved on e5; dropped");

  /* Several repairs, one clause each. */
  g_assert_true (chess_position_read_fen (&pos, "r3k3/8/8/8/8/8/8/4K3 b Q e3 0 0", CHESS_FEN_LENIENT,
                                          &error, &warnings));
  g_assert_cmpuint (warnings.repairs, ==, CHESS_FEN_REPAIRED_CASTLING | CHESS_FEN_REPAIRED_EN_PASSANT
                                          | CHESS_FEN_REPAIRED_FULLMOVE);
  g_assert_nonnull (strstr (warnings.message, "; field 4 (en passant): "));
  g_assert_nonnull (strstr (warnings.message, "; field 6 (full-move number): 0 read as 1"));

  /* What has no meaning stays refused. */
  g_assert_false (chess_position_read_fen (&pos, "4k3/8/8/8/8/8/8/4K3 w X - 0 1", CHESS_FEN_LENIENT, &error, NULL));
  g_assert_false (chess_position_read_fen (&pos, "4k3/8/8/8/8/8/8/4K3 w - z9 0 1", CHESS_FEN_LENIENT, &error, NULL));
}

/* Counters past 65 535 neither wrap nor get refused (issue 14); only
 * absurd ones (ten digits) are. */
static void
test_wide_counters (void)
{
  ChessPosition pos;
  ChessFenError error;
  ChessMove move;
  ChessUndo undo;
  char out[CHESS_FEN_MAX];

  g_assert_true (chess_position_from_fen (&pos, "4k3/8/8/8/8/8/8/4K3 b - - 70000 65535", &error));
  g_assert_cmpint (chess_move_from_san (&pos, "Kd7", 3, &move), ==, CHESS_SAN_OK);
  chess_position_make_move (&pos, move, &undo);
  chess_position_to_fen (&pos, out, sizeof out);
  g_assert_cmpstr (out, ==, "8/3k4/8/8/8/8/8/4K3 w - - 70001 65536");
  chess_position_unmake_move (&pos, move, &undo);
  chess_position_to_fen (&pos, out, sizeof out);
  g_assert_cmpstr (out, ==, "4k3/8/8/8/8/8/8/4K3 b - - 70000 65535");

  g_assert_true (chess_position_from_fen (&pos, "4k3/8/8/8/8/8/8/4K3 w - - 0 999999999", &error));
  g_assert_false (chess_position_from_fen (&pos, "4k3/8/8/8/8/8/8/4K3 w - - 0 1000000000", &error));
  g_assert_cmpint (error.status, ==, CHESS_FEN_BAD_COUNTER);
  g_assert_nonnull (strstr (error.message, "too large"));
}

/* chess.js's validateFen vectors (pgn-readers/chessjs-validate-fen.tsv):
 * what chess.js refuses, the strict reader refuses too.  What it accepts,
 * the strict reader accepts, but for castling letters out of order
 * ("kqKQ"), which only the lenient reader takes. */
static void
test_chessjs_vectors (void)
{
  const char *dir = g_getenv ("CHESS_TESTDATA");
  if (!dir)
    {
      g_test_skip ("CHESS_TESTDATA is not set");
      return;
    }
  g_autofree char *path = g_build_filename (dir, "pgn-readers", "chessjs-validate-fen.tsv", NULL);
  g_autofree char *contents = NULL;
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_auto (GStrv) lines = g_strsplit (contents, "\n", -1);
  guint refused = 0, accepted = 0;
  for (guint i = 0; lines[i]; i++)
    {
      if (lines[i][0] == '\0' || lines[i][0] == '#')
        continue;
      g_auto (GStrv) f = g_strsplit (lines[i], "\t", -1);
      g_assert_cmpuint (g_strv_length (f), ==, 3);
      ChessPosition pos;
      ChessFenError error;
      bool ours = chess_position_from_fen (&pos, f[0], &error);
      if (strcmp (f[1], "false") == 0)
        {
          if (ours)
            g_error ("line %s: chess.js refuses \"%s\", we accept it", f[2], f[0]);
          refused++;
          continue;
        }
      if (!ours)
        {
          g_assert_cmpint (error.status, ==, CHESS_FEN_BAD_CASTLING);
          g_assert_true (chess_position_read_fen (&pos, f[0], CHESS_FEN_LENIENT, &error, NULL));
          g_assert_cmpuint (pos.castling, ==, CHESS_CASTLE_ALL);
        }
      accepted++;
    }
  g_assert_cmpuint (refused, ==, 26);
  g_assert_cmpuint (accepted, ==, 106);
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
  g_test_add_func ("/core/fen/two-digits", test_two_digits_in_a_row);
  g_test_add_func ("/core/fen/full-move-zero", test_full_move_zero);
  g_test_add_func ("/core/fen/impossible-checks", test_impossible_checks);
  g_test_add_func ("/core/fen/lenient-repairs", test_lenient_repairs);
  g_test_add_func ("/core/fen/wide-counters", test_wide_counters);
  g_test_add_func ("/core/fen/chessjs-vectors", test_chessjs_vectors);
  g_test_add_func ("/core/fen/writer-buffer", test_writer_buffer);
  g_test_add_func ("/core/fen/square-names", test_square_names);
  return g_test_run ();
}
