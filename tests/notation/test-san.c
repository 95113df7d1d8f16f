/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-san.c — hand-written SAN and UCI cases, one per rule of notation. */
#include "test-notation-util.h"

#include <string.h>

/* Reads text from a buffer of exactly its length (no NUL after it), so
 * AddressSanitizer catches any read past `length`. */
static ChessSanStatus
san_mode (const char *fen, const char *text, ChessSanMode mode, ChessMove *move, unsigned *notes)
{
  ChessPosition pos;
  size_t n = strlen (text);
  char *exact = g_malloc (n ? n : 1);
  ChessSanStatus status;

  test_position_set (&pos, fen);
  memcpy (exact, text, n);
  *move = CHESS_MOVE_NONE;
  status = chess_move_read_san (&pos, exact, n, mode, move, notes);
  g_free (exact);
  return status;
}

static ChessSanStatus
san (const char *fen, const char *text, ChessMove *move)
{
  return san_mode (fen, text, CHESS_SAN_LENIENT, move, NULL);
}

static char *
uci_of (const char *fen, ChessMove move)
{
  ChessPosition pos;
  char out[8];
  test_position_set (&pos, fen);
  chess_move_to_uci (&pos, move, out);
  return g_strdup (out);
}

/* text must read as the move written uci. */
static void
assert_reads (const char *fen, const char *text, const char *uci)
{
  ChessMove move;
  ChessSanStatus status = san (fen, text, &move);
  if (status != CHESS_SAN_OK)
    g_error ("\"%s\" in %s: status %d, expected %s", text, fen, status, uci);
  char *got = uci_of (fen, move);
  if (strcmp (got, uci) != 0)
    g_error ("\"%s\" in %s read as %s, expected %s", text, fen, got, uci);
  g_free (got);
}

static void
assert_status (const char *fen, const char *text, ChessSanStatus expected)
{
  ChessMove move;
  ChessSanStatus status = san (fen, text, &move);
  if (status != expected)
    g_error ("\"%s\" in %s: status %d, expected %d", text, fen, status, expected);
}

/* The SAN we write for the move given in UCI. */
static void
assert_writes (const char *fen, const char *uci, const char *expected)
{
  ChessPosition pos;
  ChessMove move;
  char out[CHESS_SAN_MAX];
  size_t n;

  test_position_set (&pos, fen);
  if (chess_move_from_uci (&pos, uci, strlen (uci), &move) != CHESS_SAN_OK)
    g_error ("%s is not legal in %s", uci, fen);
  n = chess_move_to_san (&pos, move, out);
  g_assert_cmpstr (out, ==, expected);
  g_assert_cmpuint (n, ==, strlen (expected));
  /* and it reads back */
  ChessMove back;
  g_assert_cmpint (chess_move_from_san (&pos, out, n, &back), ==, CHESS_SAN_OK);
  g_assert_cmpuint (back, ==, move);
}

#define START CHESS_FEN_START
#define KNIGHTS "4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1"
#define ROOKS "4k3/8/8/R7/8/8/8/R3K3 w - - 0 1"
#define QUEENS "4k3/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1"
#define PINNED "4k3/4r3/8/8/8/5N2/4N3/4K3 w - - 0 1"
#define PROMO "k7/4P3/8/8/8/8/8/4K3 w - - 0 1"
#define PROMO_CAPTURE "3r3k/2P5/8/8/8/8/8/4K3 w - - 0 1"
#define PROMO_MATE "7k/5P2/6K1/8/8/8/8/8 w - - 0 1"
#define CASTLE "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
#define EP "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1"
#define PAWN_OR_BISHOP "4k3/8/8/8/8/2n5/1P1B4/4K3 w - - 0 1"
#define BISHOP_ONLY "4k3/8/8/8/8/8/3B4/4K3 w - - 0 1"

static void
test_write_disambiguation (void)
{
  /* file first */
  assert_writes (KNIGHTS, "b1d2", "Nbd2");
  assert_writes (KNIGHTS, "f3d2", "Nfd2");
  /* rank when the files are the same */
  assert_writes (ROOKS, "a1a3", "R1a3");
  assert_writes (ROOKS, "a5a3", "R5a3");
  /* the square when both file and rank clash */
  assert_writes (QUEENS, "a1b2", "Qa1b2");
  assert_writes (QUEENS, "a3b2", "Q3b2");
  assert_writes (QUEENS, "c1b2", "Qcb2");
  /* a pinned piece does not count: only legal moves disambiguate */
  assert_writes (PINNED, "f3d4", "Nd4");
  /* no hint when only one piece of the kind can go there */
  assert_writes (KNIGHTS, "f3g5", "Ng5");
  assert_writes (START, "g1f3", "Nf3");
}

static void
test_write_specials (void)
{
  assert_writes (START, "e2e4", "e4");
  assert_writes (PROMO, "e7e8q", "e8=Q+");
  assert_writes (PROMO, "e7e8n", "e8=N");
  assert_writes (PROMO_CAPTURE, "c7d8q", "cxd8=Q+");
  assert_writes (PROMO_CAPTURE, "c7d8r", "cxd8=R+");
  assert_writes (PROMO_CAPTURE, "c7d8b", "cxd8=B");
  assert_writes (PROMO_CAPTURE, "c7c8q", "c8=Q");
  assert_writes (PROMO_MATE, "f7f8q", "f8=Q#");
  assert_writes (PROMO_MATE, "f7f8r", "f8=R#");
  assert_writes (EP, "e5d6", "exd6");
  assert_writes (CASTLE, "e1g1", "O-O");
  assert_writes (CASTLE, "e1c1", "O-O-O");
  assert_writes ("5k2/8/8/8/8/8/8/4K2R w K - 0 1", "e1g1", "O-O+");
  assert_writes ("3k4/8/8/8/8/8/8/R3K3 w Q - 0 1", "e1c1", "O-O-O+");
  /* fool's mate */
  assert_writes ("rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2", "d8h4", "Qh4#");
  assert_writes ("4k3/8/8/8/8/8/8/R3K3 w Q - 0 1", "a1a8", "Ra8+");
  assert_writes (PAWN_OR_BISHOP, "b2c3", "bxc3");
  assert_writes (PAWN_OR_BISHOP, "d2c3", "Bxc3");
}

static void
test_write_uci (void)
{
  char *s;
  ChessPosition pos;
  ChessMove move;
  char out[8];

  s = uci_of (CASTLE, chess_move_make_special (CHESS_E1, CHESS_H1, CHESS_MOVE_CASTLING, CHESS_PAWN));
  g_assert_cmpstr (s, ==, "e1g1");
  g_free (s);
  s = uci_of (CASTLE, chess_move_make_special (CHESS_E1, CHESS_A1, CHESS_MOVE_CASTLING, CHESS_PAWN));
  g_assert_cmpstr (s, ==, "e1c1");
  g_free (s);
  s = uci_of (PROMO, chess_move_make_special (CHESS_E7, CHESS_E8, CHESS_MOVE_PROMOTION, CHESS_KNIGHT));
  g_assert_cmpstr (s, ==, "e7e8n");
  g_free (s);

  /* Chess960: castling is king-to-rook in UCI */
  test_position_set (&pos, "r6k/8/8/8/8/7p/7P/1K5R w H - 0 1");
  g_assert_true (pos.chess960);
  g_assert_cmpint (chess_move_from_san (&pos, "O-O", 3, &move), ==, CHESS_SAN_OK);
  chess_move_to_uci (&pos, move, out);
  g_assert_cmpstr (out, ==, "b1h1");
  g_assert_cmpint (chess_move_from_uci (&pos, "b1h1", 4, &move), ==, CHESS_SAN_OK);
  chess_move_to_san (&pos, move, out);
  g_assert_cmpstr (out, ==, "O-O");
  g_assert_cmpint (chess_move_from_uci (&pos, "b1g1", 4, &move), ==, CHESS_SAN_ILLEGAL);
}

static void
test_read_uci (void)
{
  ChessPosition pos;
  ChessMove move, castle_g, castle_h;

  test_position_set (&pos, CASTLE);
  g_assert_cmpint (chess_move_from_uci (&pos, "e1g1", 4, &castle_g), ==, CHESS_SAN_OK);
  g_assert_cmpint (chess_move_from_uci (&pos, "e1h1", 4, &castle_h), ==, CHESS_SAN_OK);
  g_assert_cmpuint (castle_g, ==, castle_h);
  g_assert_cmpint (chess_move_kind (castle_g), ==, CHESS_MOVE_CASTLING);
  g_assert_cmpint (chess_move_from_uci (&pos, "e1c1", 4, &move), ==, CHESS_SAN_OK);
  g_assert_cmpint (chess_move_to (move), ==, CHESS_A1);

  test_position_set (&pos, PROMO);
  g_assert_cmpint (chess_move_from_uci (&pos, "e7e8q", 5, &move), ==, CHESS_SAN_OK);
  g_assert_cmpint (chess_move_promotion (move), ==, CHESS_QUEEN);
  g_assert_cmpint (chess_move_from_uci (&pos, "e7e8N", 5, &move), ==, CHESS_SAN_OK);
  g_assert_cmpint (chess_move_promotion (move), ==, CHESS_KNIGHT);
  g_assert_cmpint (chess_move_from_uci (&pos, "e7e8", 4, &move), ==, CHESS_SAN_AMBIGUOUS);
  g_assert_cmpint (chess_move_from_uci (&pos, "e7e8k", 5, &move), ==, CHESS_SAN_ILLEGAL);
  g_assert_cmpint (chess_move_from_uci (&pos, "e7e8x", 5, &move), ==, CHESS_SAN_MALFORMED);

  test_position_set (&pos, START);
  g_assert_cmpint (chess_move_from_uci (&pos, "e2e4", 4, &move), ==, CHESS_SAN_OK);
  g_assert_cmpuint (move, ==, chess_move_make (CHESS_E2, CHESS_E4));
  /* only `length` bytes count */
  g_assert_cmpint (chess_move_from_uci (&pos, "e2e4q", 4, &move), ==, CHESS_SAN_OK);
  g_assert_cmpint (chess_move_from_uci (&pos, "e2e5", 4, &move), ==, CHESS_SAN_ILLEGAL);
  g_assert_cmpint (chess_move_from_uci (&pos, "e2e4q", 5, &move), ==, CHESS_SAN_ILLEGAL);
  g_assert_cmpint (chess_move_from_uci (&pos, "e2", 2, &move), ==, CHESS_SAN_MALFORMED);
  g_assert_cmpint (chess_move_from_uci (&pos, "e2e9", 4, &move), ==, CHESS_SAN_MALFORMED);
  g_assert_cmpint (chess_move_from_uci (&pos, "0000", 4, &move), ==, CHESS_SAN_MALFORMED);
  g_assert_cmpint (chess_move_from_uci (&pos, "e2e4qq", 6, &move), ==, CHESS_SAN_MALFORMED);
}

static void
test_read_lenient (void)
{
  /* castling spellings */
  const char *short_castles[] = { "O-O", "0-0", "o-o", "OO", "00", "O-O+", "0-0#", "O-O!", "Kg1", "e1g1", NULL };
  const char *long_castles[] = { "O-O-O", "0-0-0", "o-o-o", "OOO", "O-O-O+", "Kc1", NULL };
  for (int i = 0; short_castles[i]; i++)
    assert_reads (CASTLE, short_castles[i], "e1g1");
  for (int i = 0; long_castles[i]; i++)
    assert_reads (CASTLE, long_castles[i], "e1c1");

  /* promotions */
  const char *promotions[] = { "e8=Q", "e8Q", "e8=q", "e8q", "e8/Q", "e8(Q)", "e7e8q", "e7-e8=Q", "Pe8=Q", "e8=Q+", NULL };
  for (int i = 0; promotions[i]; i++)
    assert_reads (PROMO, promotions[i], "e7e8q");
  assert_reads (PROMO, "e8N", "e7e8n");
  assert_reads (PROMO, "e8=b", "e7e8b");
  assert_reads (PROMO_CAPTURE, "cxd8=Q", "c7d8q");
  assert_reads (PROMO_CAPTURE, "cd8Q", "c7d8q");
  assert_reads (PROMO_CAPTURE, "c7xd8=R+", "c7d8r");

  /* long forms and separators */
  const char *knight[] = { "Nf3", "Ng1f3", "Ng1-f3", "Nxf3", "N1f3", "Ngf3", "nf3", "g1f3", "\xE2\x99\x98" "f3", "Nf3!", "Nf3?", "Nf3!!", "Nf3??", "Nf3!?", "Nf3?!", "Nf3+", NULL };
  for (int i = 0; knight[i]; i++)
    assert_reads (START, knight[i], "g1f3");
  const char *pawn[] = { "e4", "e2-e4", "e2e4", "Pe4", "e4#", "e2xe4", NULL };
  for (int i = 0; pawn[i]; i++)
    assert_reads (START, pawn[i], "e2e4");

  /* en passant */
  const char *ep[] = { "exd6", "exd6e.p.", "exd6 e.p.", "exd6ep", "ed6", "e5:d6", "e5xd6", "exd6e.p.+", "e5d6", NULL };
  for (int i = 0; ep[i]; i++)
    assert_reads (EP, ep[i], "e5d6");

  /* missing x */
  assert_reads ("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", "ed5", "e4d5");
  assert_reads ("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", "Bb5", "f1b5");
  assert_reads ("rnbqkbnr/ppp1pppp/8/1B1p4/4P3/8/PPPP1PPP/RNBQK1NR b KQkq - 1 2", "Qd7", "d8d7");

  /* b: pawn file first, bishop when no pawn reading fits */
  assert_reads (PAWN_OR_BISHOP, "bxc3", "b2c3");
  assert_reads (PAWN_OR_BISHOP, "bc3", "b2c3");
  assert_reads (PAWN_OR_BISHOP, "Bxc3", "d2c3");
  assert_reads (PAWN_OR_BISHOP, "Bc3", "d2c3");
  assert_reads (BISHOP_ONLY, "bc3", "d2c3");
  assert_reads (BISHOP_ONLY, "bb4", "d2b4");
  assert_reads (BISHOP_ONLY, "bxc3", "d2c3");
  assert_reads (PAWN_OR_BISHOP, "b3", "b2b3");
  assert_reads (PAWN_OR_BISHOP, "bb4", "b2b4");
  assert_reads (PAWN_OR_BISHOP, "Be3", "d2e3");
}

static void
test_read_errors (void)
{
  const char *malformed[] = { "", " ", "x", "+", "Zf3", "e9", "i4", "Nf", "N", "hello", "O-O-O-O", "O-", "O--O",
                              "--", "Z0", "e4e5e6", "N@f3", "e8=", "e8=X", "Nf3f", "Kxx3", "1-0", "4", "e4 e5",
                              " Nf3 ", "e4\n", "\tNf3", NULL };
  for (int i = 0; malformed[i]; i++)
    assert_status (START, malformed[i], CHESS_SAN_MALFORMED);

  const char *illegal[] = { "e5", "Nf4", "O-O", "O-O-O", "Ke2", "Bxf7", "Qh5", "Nd2", "exd3", "e2e5", "a1a3", "Kh1", NULL };
  for (int i = 0; illegal[i]; i++)
    assert_status (START, illegal[i], CHESS_SAN_ILLEGAL);
  assert_status (PROMO, "e8=K", CHESS_SAN_ILLEGAL);
  assert_status (PROMO, "e8=P", CHESS_SAN_ILLEGAL);
  assert_status (START, "e4=Q", CHESS_SAN_ILLEGAL);
  assert_status (PINNED, "Ned4", CHESS_SAN_ILLEGAL);
  assert_status (PINNED, "Nd4", CHESS_SAN_OK);
  assert_status (KNIGHTS, "Nad2", CHESS_SAN_ILLEGAL);
  assert_status (CASTLE, "e1h1", CHESS_SAN_ILLEGAL);

  assert_status (KNIGHTS, "Nd2", CHESS_SAN_AMBIGUOUS);
  assert_status (KNIGHTS, "Nxd2", CHESS_SAN_AMBIGUOUS);
  assert_status (ROOKS, "Ra3", CHESS_SAN_AMBIGUOUS);
  assert_status (ROOKS, "Raa3", CHESS_SAN_AMBIGUOUS);
  assert_status (QUEENS, "Qb2", CHESS_SAN_AMBIGUOUS);
  assert_status (QUEENS, "Qab2", CHESS_SAN_AMBIGUOUS);
  assert_status (QUEENS, "Q1b2", CHESS_SAN_AMBIGUOUS);
  assert_status (PROMO, "e8", CHESS_SAN_AMBIGUOUS);
  assert_status (PROMO_CAPTURE, "cxd8", CHESS_SAN_AMBIGUOUS);
}

/* pgn-readers/san-cases.tsv: the SAN cases of issue 14, some from
 * python-chess's tests ("c4" is no capture, a move ends before its
 * newline), in lenient and strict mode. */
static void
test_san_cases (void)
{
  gsize length;
  g_autofree char *text = test_data_read ("pgn-readers/san-cases.tsv", &length);
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
  int cases = 0;

  for (guint i = 0; lines[i]; i++)
    {
      if (lines[i][0] == '\0' || lines[i][0] == '#')
        continue;
      g_auto (GStrv) f = test_split (lines[i], '\t');
      g_assert_cmpuint (g_strv_length (f), ==, 5);
      g_autofree char *move_text = g_strcompress (f[1]);  /* "\n" in the table is a newline */
      ChessSanMode mode = strcmp (f[2], "strict") == 0 ? CHESS_SAN_STRICT : CHESS_SAN_LENIENT;
      g_auto (GStrv) want = g_strsplit (f[3], " ", -1);
      ChessMove move;
      unsigned notes;
      ChessSanStatus status = san_mode (f[0], move_text, mode, &move, &notes);
      ChessSanStatus expected = strcmp (want[0], "ok") == 0 ? CHESS_SAN_OK
                                : strcmp (want[0], "malformed") == 0 ? CHESS_SAN_MALFORMED
                                : strcmp (want[0], "illegal") == 0 ? CHESS_SAN_ILLEGAL
                                : strcmp (want[0], "ambiguous") == 0 ? CHESS_SAN_AMBIGUOUS
                                : CHESS_SAN_WRONG_ANNOTATION;
      if (status != expected)
        g_error ("%s: \"%s\" (%s) in %s: status %d, expected %s", f[4], f[1], f[2], f[0], status, f[3]);
      if (want[0] && want[1])
        {
          g_autofree char *got = uci_of (f[0], move);
          g_assert_cmpstr (got, ==, want[1]);
          unsigned expected_notes = !want[2] ? 0
                                    : strcmp (want[2], "wrong-check") == 0 ? CHESS_SAN_NOTE_WRONG_CHECK
                                    : CHESS_SAN_NOTE_WRONG_EN_PASSANT;
          if (expected != CHESS_SAN_WRONG_ANNOTATION)
            g_assert_cmpuint (notes, ==, expected_notes);
        }
      cases++;
    }
  g_assert_cmpint (cases, >=, 20);
}

/* Strict mode refuses what lenient mode only notes, with the move known;
 * both agree on everything else. */
static void
test_strict_and_lenient_agree (void)
{
  static const char *texts[] = { "e4", "e4+", "e4#", "Nf3", "Nf3#", "exd6", "exd6e.p.", "exd6+", "d4 e.p.",
                                 "O-O", "O-O#", "Kd2", "Ke2+", NULL };
  static const char *fens[] = { START, EP, CASTLE, "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1" };
  for (guint p = 0; p < G_N_ELEMENTS (fens); p++)
    for (int i = 0; texts[i]; i++)
      {
        ChessMove lenient_move, strict_move;
        unsigned notes, strict_notes;
        ChessSanStatus lenient = san_mode (fens[p], texts[i], CHESS_SAN_LENIENT, &lenient_move, &notes);
        ChessSanStatus strict = san_mode (fens[p], texts[i], CHESS_SAN_STRICT, &strict_move, &strict_notes);
        g_assert_cmpuint (notes, ==, strict_notes);
        if (lenient == CHESS_SAN_OK && notes != 0)
          g_assert_cmpint (strict, ==, CHESS_SAN_WRONG_ANNOTATION);
        else
          g_assert_cmpint (strict, ==, lenient);
        if (lenient == CHESS_SAN_OK)
          g_assert_cmpuint (strict_move, ==, lenient_move);
      }
}

/* Never reads past `length`, whatever follows in memory. */
static void
test_read_length (void)
{
  ChessPosition pos;
  ChessMove move;

  test_position_set (&pos, START);
  g_assert_cmpint (chess_move_from_san (&pos, "e4xyz", 2, &move), ==, CHESS_SAN_OK);
  g_assert_cmpuint (move, ==, chess_move_make (CHESS_E2, CHESS_E4));
  g_assert_cmpint (chess_move_from_san (&pos, "Nf3", 2, &move), ==, CHESS_SAN_MALFORMED);
  g_assert_cmpint (chess_move_from_san (&pos, "O-O-O", 3, &move), ==, CHESS_SAN_ILLEGAL);
  g_assert_cmpint (chess_move_from_san (&pos, "Nf3", 0, &move), ==, CHESS_SAN_MALFORMED);
}

/* Every legal move of assorted positions: write, read back, same move. */
static void
test_round_trip_positions (void)
{
  const char *fens[] = { START, KNIGHTS, ROOKS, QUEENS, PINNED, PROMO, PROMO_CAPTURE, PROMO_MATE, CASTLE, EP,
                         PAWN_OR_BISHOP, "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
                         "r6k/8/8/8/8/7p/7P/1K5R w H - 0 1", NULL };
  for (int f = 0; fens[f]; f++)
    {
      ChessPosition pos;
      ChessMoveList list;
      test_position_set (&pos, fens[f]);
      chess_position_legal_moves (&pos, &list);
      g_assert_cmpint (list.count, >, 0);
      for (int i = 0; i < list.count; i++)
        {
          char text[CHESS_SAN_MAX], uci[8];
          ChessMove back = CHESS_MOVE_NONE;
          size_t n = chess_move_to_san (&pos, list.moves[i], text);
          g_assert_cmpuint (n, ==, strlen (text));
          g_assert_cmpint (chess_move_from_san (&pos, text, n, &back), ==, CHESS_SAN_OK);
          g_assert_cmpuint (back, ==, list.moves[i]);
          n = chess_move_to_uci (&pos, list.moves[i], uci);
          g_assert_cmpint (chess_move_from_uci (&pos, uci, n, &back), ==, CHESS_SAN_OK);
          g_assert_cmpuint (back, ==, list.moves[i]);
        }
    }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/san/write/disambiguation", test_write_disambiguation);
  g_test_add_func ("/san/write/specials", test_write_specials);
  g_test_add_func ("/san/read/lenient", test_read_lenient);
  g_test_add_func ("/san/read/errors", test_read_errors);
  g_test_add_func ("/san/read/length", test_read_length);
  g_test_add_func ("/san/read/cases", test_san_cases);
  g_test_add_func ("/san/read/strict-and-lenient", test_strict_and_lenient_agree);
  g_test_add_func ("/san/round-trip", test_round_trip_positions);
  g_test_add_func ("/uci/write", test_write_uci);
  g_test_add_func ("/uci/read", test_read_uci);
  return g_test_run ();
}
