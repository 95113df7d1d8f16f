/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-move-input.c — the typed-move reader's rules one by one: what plays
 * at once, what waits for Enter (O-O before O-O-O, a promotion's piece),
 * b and B, ambiguity and illegal moves with their candidates and
 * messages, the language's letters (Greek, Persian) and figurines, and
 * SAN written with them. */
#include "test-notation-util.h"

#include "chess-move-input.h"

#include <string.h>

static ChessMoveInput
read_in (const char *fen, const ChessMoveLetters *local, const char *text)
{
  ChessPosition pos;
  ChessMoveInput input;

  test_position_set (&pos, fen);
  chess_move_input_read (&pos, local, text, &input);
  return input;
}

static char *
san_of (const char *fen, ChessMove move)
{
  ChessPosition pos;
  char san[CHESS_SAN_MAX];

  test_position_set (&pos, fen);
  chess_move_to_san (&pos, move, san);
  return g_strdup (san);
}

/* text plays (at once when now) the move whose SAN is expected */
static void
assert_plays (const char *fen, const ChessMoveLetters *local, const char *text, const char *expected,
              gboolean now)
{
  ChessMoveInput input = read_in (fen, local, text);
  g_autofree char *san = NULL;

  g_assert_cmpint (input.state, ==, now ? CHESS_MOVE_INPUT_PLAY : CHESS_MOVE_INPUT_COMPLETE);
  san = san_of (fen, chess_move_input_enter (&input));
  g_assert_cmpstr (san, ==, expected);
}

static char *
message_of (const char *fen, const char *text)
{
  ChessPosition pos;
  ChessMoveInput input;
  ChessMoveLetters english;
  char message[512];

  test_position_set (&pos, fen);
  chess_move_letters_english (&english);
  chess_move_input_read (&pos, NULL, text, &input);
  chess_move_input_message (&pos, text, &input, &english, message, sizeof message);
  return g_strdup (message);
}

static void
test_lenient_spellings (void)
{
  const char *start = CHESS_FEN_START;

  assert_plays (start, NULL, "Nf3", "Nf3", TRUE);
  assert_plays (start, NULL, "nf3", "Nf3", TRUE);
  assert_plays (start, NULL, "NF3", "Nf3", TRUE);
  assert_plays (start, NULL, "g1f3", "Nf3", TRUE);
  assert_plays (start, NULL, "Ng1f3", "Nf3", TRUE);
  assert_plays (start, NULL, "Ng1-f3", "Nf3", TRUE);
  assert_plays (start, NULL, "e4", "e4", TRUE);
  assert_plays (start, NULL, "e2-e4", "e4", TRUE);
  assert_plays (start, NULL, "Pe4", "e4", TRUE);
  assert_plays (start, NULL, " e4 ", "e4", TRUE);
  /* x, + and = are optional, and so is the rest of a capture's spelling */
  assert_plays ("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2", NULL, "exd5", "exd5", TRUE);
  assert_plays ("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2", NULL, "ed5", "exd5", TRUE);
  assert_plays ("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2", NULL, "e4:d5", "exd5", TRUE);
  assert_plays ("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", NULL, "exd6 e.p.", "exd6", TRUE);
  assert_plays ("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", NULL, "exd6ep", "exd6", TRUE);
  assert_plays ("k7/4P3/8/8/8/8/8/4K3 w - - 0 1", NULL, "e8=Q", "e8=Q+", TRUE);
  assert_plays ("k7/4P3/8/8/8/8/8/4K3 w - - 0 1", NULL, "e8q", "e8=Q+", TRUE);
  assert_plays ("k7/4P3/8/8/8/8/8/4K3 w - - 0 1", NULL, "e7e8n", "e8=N", TRUE);
  assert_plays ("k7/4P3/8/8/8/8/8/4K3 w - - 0 1", NULL, "e8(R)", "e8=R+", TRUE);
}

static void
test_castling_waits (void)
{
  const char *both = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
  const char *short_only = "r3k2r/8/8/8/8/8/8/4K2R w Kkq - 0 1";
  ChessMoveInput input;

  /* O-O is whole, but O-O-O begins so: Enter plays it, nothing before */
  assert_plays (both, NULL, "O-O", "O-O", FALSE);
  assert_plays (both, NULL, "0-0", "O-O", FALSE);
  assert_plays (both, NULL, "oo", "O-O", FALSE);
  assert_plays (both, NULL, "O-O-O", "O-O-O", TRUE);
  assert_plays (both, NULL, "000", "O-O-O", TRUE);
  assert_plays (both, NULL, "e1c1", "O-O-O", TRUE);
  assert_plays (both, NULL, "Kg1", "O-O", TRUE);
  assert_plays (short_only, NULL, "O-O", "O-O", TRUE);
  assert_plays (short_only, NULL, "e1h1", "O-O", TRUE);
  /* The Greek omicron of a Greek keyboard castles too */
  assert_plays (short_only, NULL, "ο-ο", "O-O", TRUE);
  input = read_in (both, NULL, "O");
  g_assert_cmpint (input.state, ==, CHESS_MOVE_INPUT_PARTIAL);
  g_assert_cmpint (input.candidates.count, ==, 2);
  input = read_in ("4k3/8/8/8/8/8/8/4K3 w - - 0 1", NULL, "O-O");
  g_assert_cmpint (input.state, ==, CHESS_MOVE_INPUT_ILLEGAL);
}

static void
test_promotion_waits (void)
{
  const char *fen = "k7/4P3/8/8/8/8/8/4K3 w - - 0 1";
  ChessMoveInput input = read_in (fen, NULL, "e8");
  g_autofree char *message = NULL;

  g_assert_cmpint (input.state, ==, CHESS_MOVE_INPUT_PARTIAL);
  g_assert_cmpint (input.candidates.count, ==, 4);
  g_assert_cmpuint (chess_move_input_enter (&input), ==, CHESS_MOVE_NONE);
  input = read_in (fen, NULL, "e8=");
  g_assert_cmpint (input.state, ==, CHESS_MOVE_INPUT_PARTIAL);
  input = read_in (fen, NULL, "e7e8");
  g_assert_cmpint (input.state, ==, CHESS_MOVE_INPUT_PARTIAL);
  message = message_of (fen, "e8");
  g_assert_cmpstr (message, ==, "“e8”: promote to which piece? e8=B, e8=N, e8=Q+, e8=R+");
}

static void
test_bishop_or_b_file (void)
{
  /* a pawn on b2 and a bishop on d2 both take on c3 */
  const char *both = "4k3/8/8/8/8/2p5/1P1B4/4K3 w - - 0 1";
  /* only the bishop can go to c4 */
  const char *bishop = "4k3/8/8/8/8/8/3B4/4K3 w - - 0 1";

  assert_plays (both, NULL, "bxc3", "bxc3", TRUE);
  assert_plays (both, NULL, "bc3", "bxc3", TRUE);
  assert_plays (both, NULL, "Bxc3", "Bxc3", TRUE);
  assert_plays (both, NULL, "Bc3", "Bxc3", TRUE);
  /* no pawn reading: the small b is the bishop, at once */
  assert_plays (bishop, NULL, "bb4", "Bb4", TRUE);
  assert_plays (bishop, NULL, "be3", "Be3", TRUE);
  /* a capital B read as the b-file waits for Enter */
  assert_plays ("4k3/8/8/8/8/2p5/1P6/4K3 w - - 0 1", NULL, "Bc3", "bxc3", FALSE);
  /* b4 is a square: the b-pawn's, never a bishop's */
  g_assert_cmpint (read_in (bishop, NULL, "b4").state, ==, CHESS_MOVE_INPUT_ILLEGAL);
}

static void
test_ambiguous (void)
{
  const char *fen = "4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1";
  ChessMoveInput input = read_in (fen, NULL, "Nd2");
  g_autofree char *message = NULL;

  g_assert_cmpint (input.state, ==, CHESS_MOVE_INPUT_AMBIGUOUS);
  g_assert_cmpint (input.n_whole, ==, 2);
  g_assert_cmpuint (chess_move_input_enter (&input), ==, CHESS_MOVE_NONE);
  message = message_of (fen, "Nd2");
  g_assert_cmpstr (message, ==, "“Nd2” is ambiguous: Nbd2, Nfd2");
  assert_plays (fen, NULL, "Nbd2", "Nbd2", TRUE);
  assert_plays (fen, NULL, "N1d2", "Nbd2", TRUE);
  assert_plays (fen, NULL, "Nf3d2", "Nfd2", TRUE);
}

static void
test_illegal_and_malformed (void)
{
  ChessMoveInput input = read_in (CHESS_FEN_START, NULL, "Nf6");
  g_autofree char *illegal = message_of (CHESS_FEN_START, "Nf6");
  g_autofree char *malformed = message_of (CHESS_FEN_START, "Zf3");
  g_autofree char *square = message_of (CHESS_FEN_START, "e5");

  g_assert_cmpint (input.state, ==, CHESS_MOVE_INPUT_ILLEGAL);
  g_assert_cmpint (input.candidates.count, ==, 4);
  g_assert_cmpstr (illegal, ==, "“Nf6” is not a legal move here; legal: Na3, Nc3, Nf3, Nh3");
  g_assert_cmpstr (malformed, ==, "“Zf3” is not a move: “Z” is no piece, square or sign");
  g_assert_cmpstr (square, ==, "“e5” is not a legal move here");
  g_assert_cmpint (read_in (CHESS_FEN_START, NULL, "").state, ==, CHESS_MOVE_INPUT_EMPTY);
  g_assert_cmpint (read_in (CHESS_FEN_START, NULL, "x+").state, ==, CHESS_MOVE_INPUT_EMPTY);
  g_assert_cmpint (read_in (CHESS_FEN_START, NULL, "\xff").state, ==, CHESS_MOVE_INPUT_MALFORMED);
  g_assert_cmpint (read_in (CHESS_FEN_START, NULL, "e2e4e5e6e7e8e2e4e5e6e7e8e2e4e5e6e7e8e2e4e5e6e7e8").state,
                   ==, CHESS_MOVE_INPUT_ILLEGAL);
}

static void
test_completion (void)
{
  ChessMoveInput input = read_in (CHESS_FEN_START, NULL, "N");
  ChessMoveLetters english;
  ChessPosition pos;
  char list[256];

  g_assert_cmpint (input.state, ==, CHESS_MOVE_INPUT_PARTIAL);
  g_assert_cmpint (input.candidates.count, ==, 4);
  test_position_set (&pos, CHESS_FEN_START);
  chess_move_letters_english (&english);
  chess_move_input_list (&pos, &input.candidates, 2, &english, list, sizeof list);
  g_assert_cmpstr (list, ==, "Na3, Nc3, …");
  /* a square: the moves from it, as UCI begins */
  input = read_in (CHESS_FEN_START, NULL, "g1");
  g_assert_cmpint (input.state, ==, CHESS_MOVE_INPUT_PARTIAL);
  g_assert_cmpint (input.candidates.count, ==, 2);
  /* e: the e-pawn's pushes */
  input = read_in (CHESS_FEN_START, NULL, "e");
  g_assert_cmpint (input.candidates.count, ==, 2);
}

static void
test_language_letters (void)
{
  ChessMoveLetters greek, persian;
  const char *start = CHESS_FEN_START;
  const char *both = "4k3/8/8/8/8/2p5/1P1Q4/4K3 w - - 0 1";

  g_assert_true (chess_move_letters_parse (&greek, "Ρ Β Π Α Ι", "α β γ δ ε ζ η θ"));
  g_assert_true (chess_move_letters_parse (&persian, "ش و ر ف ا", NULL));
  assert_plays (start, &greek, "Ιf3", "Nf3", TRUE);
  assert_plays (start, &greek, "ιζ3", "Nf3", TRUE);
  assert_plays (start, &greek, "Ίζ3", "Nf3", TRUE);
  assert_plays (start, &greek, "ε4", "e4", TRUE);
  /* Β is the queen, β the b-file when both fit */
  assert_plays (both, &greek, "βχγ3", "bxc3", TRUE);
  assert_plays (both, &greek, "Βχγ3", "Qxc3", TRUE);
  assert_plays (both, &greek, "Βc3", "Qxc3", TRUE);
  assert_plays (start, &persian, "اf3", "Nf3", TRUE);
  assert_plays (start, &persian, "اf۳", "Nf3", TRUE);
  assert_plays (start, &persian, "e٤", "e4", TRUE);
  assert_plays (start, NULL, "♘f3", "Nf3", TRUE);
  assert_plays (start, NULL, "♞f3", "Nf3", TRUE);
  /* without the language's letters they are not understood */
  g_assert_cmpint (read_in (start, NULL, "Ιf3").state, ==, CHESS_MOVE_INPUT_MALFORMED);
  /* English letters are always understood */
  assert_plays (start, &greek, "Nf3", "Nf3", TRUE);
}

/* Letters typed on a board being set up: capitals White's, small
 * letters Black's, the language's letters first, no colour from a script
 * without capitals. */
static void
test_read_piece (void)
{
  ChessMoveLetters greek, german, persian;
  int color = 5;

  g_assert_true (chess_move_letters_parse (&greek, "Ρ Β Π Α Ι", NULL));
  g_assert_true (chess_move_letters_parse (&german, "K D T L S B", NULL));
  g_assert_true (chess_move_letters_parse (&persian, "ش و ر ف ا", NULL));
  g_assert_cmpint (chess_move_letters_read_piece (NULL, 'Q', &color), ==, CHESS_QUEEN);
  g_assert_cmpint (color, ==, CHESS_WHITE);
  g_assert_cmpint (chess_move_letters_read_piece (NULL, 'n', &color), ==, CHESS_KNIGHT);
  g_assert_cmpint (color, ==, CHESS_BLACK);
  g_assert_cmpint (chess_move_letters_read_piece (NULL, 'P', &color), ==, CHESS_PAWN);
  g_assert_cmpint (chess_move_letters_read_piece (NULL, 'x', &color), ==, CHESS_PIECE_TYPE_NONE);
  g_assert_cmpint (chess_move_letters_read_piece (NULL, '1', NULL), ==, CHESS_PIECE_TYPE_NONE);
  /* Greek: Β is the queen (not B the bishop), α a black bishop; K still the king */
  g_assert_cmpint (chess_move_letters_read_piece (&greek, 0x0392, &color), ==, CHESS_QUEEN);
  g_assert_cmpint (color, ==, CHESS_WHITE);
  g_assert_cmpint (chess_move_letters_read_piece (&greek, 0x03B1, &color), ==, CHESS_BISHOP);
  g_assert_cmpint (color, ==, CHESS_BLACK);
  g_assert_cmpint (chess_move_letters_read_piece (&greek, 'K', &color), ==, CHESS_KING);
  /* German: B is the pawn (Bauer), before English's bishop */
  g_assert_cmpint (chess_move_letters_read_piece (&german, 'b', &color), ==, CHESS_PAWN);
  g_assert_cmpint (color, ==, CHESS_BLACK);
  g_assert_cmpint (chess_move_letters_read_piece (&german, 'D', &color), ==, CHESS_QUEEN);
  /* Persian: ر the rook, its colour left to the caller */
  g_assert_cmpint (chess_move_letters_read_piece (&persian, 0x0631, &color), ==, CHESS_ROOK);
  g_assert_cmpint (color, ==, -1);
}

static void
test_letters_parse (void)
{
  ChessMoveLetters letters;

  g_assert_true (chess_move_letters_parse (&letters, "K Q R B N", NULL));
  g_assert_false (chess_move_letters_parse (&letters, "K Q R B", NULL));
  g_assert_false (chess_move_letters_parse (&letters, "K Q R B K", NULL));
  g_assert_false (chess_move_letters_parse (&letters, "Kg Q R B N", NULL));
  g_assert_false (chess_move_letters_parse (&letters, "K Q R B N", "a b c"));
  g_assert_false (chess_move_letters_parse (&letters, "K Q R B N P X", NULL));
  g_assert_true (chess_move_letters_parse (&letters, "K Q R B N P", NULL));
  g_assert_cmpstr (letters.pieces[CHESS_PAWN], ==, "P");
  /* a refused text leaves the English letters */
  g_assert_false (chess_move_letters_parse (&letters, "\xff Q R B N", NULL));
  g_assert_cmpstr (letters.pieces[CHESS_KNIGHT], ==, "N");
}

static void
test_san_with_letters (void)
{
  ChessMoveLetters greek, persian, figurines, english;
  char out[CHESS_SAN_LETTERS_MAX];

  chess_move_letters_parse (&greek, "Ρ Β Π Α Ι", "α β γ δ ε ζ η θ");
  chess_move_letters_parse (&persian, "ش و ر ف ا", NULL);
  chess_move_letters_figurines (&figurines);
  chess_move_letters_english (&english);
  chess_san_to_letters ("Nbd2", CHESS_WHITE, &greek, out, sizeof out);
  g_assert_cmpstr (out, ==, "Ιbd2");
  chess_san_to_letters ("exd8=Q+", CHESS_WHITE, &greek, out, sizeof out);
  g_assert_cmpstr (out, ==, "exd8=Β+");
  chess_san_to_letters ("Bxe5#", CHESS_BLACK, &persian, out, sizeof out);
  g_assert_cmpstr (out, ==, "فxe5#");
  chess_san_to_letters ("O-O-O+", CHESS_WHITE, &persian, out, sizeof out);
  g_assert_cmpstr (out, ==, "O-O-O+");
  chess_san_to_letters ("Kxf7", CHESS_WHITE, &figurines, out, sizeof out);
  g_assert_cmpstr (out, ==, "♔xf7");
  chess_san_to_letters ("Qh4#", CHESS_BLACK, &figurines, out, sizeof out);
  g_assert_cmpstr (out, ==, "♛h4#");
  chess_san_to_letters ("a1=N", CHESS_BLACK, &figurines, out, sizeof out);
  g_assert_cmpstr (out, ==, "a1=♞");
  chess_san_to_letters ("Rxe1", CHESS_BLACK, &english, out, sizeof out);
  g_assert_cmpstr (out, ==, "Rxe1");
  g_assert_cmpuint (chess_san_to_letters ("Rxe1", CHESS_BLACK, &greek, out, 4), ==, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/move-input/lenient", test_lenient_spellings);
  g_test_add_func ("/move-input/castling-waits", test_castling_waits);
  g_test_add_func ("/move-input/promotion-waits", test_promotion_waits);
  g_test_add_func ("/move-input/bishop-or-b-file", test_bishop_or_b_file);
  g_test_add_func ("/move-input/ambiguous", test_ambiguous);
  g_test_add_func ("/move-input/illegal", test_illegal_and_malformed);
  g_test_add_func ("/move-input/completion", test_completion);
  g_test_add_func ("/move-input/language-letters", test_language_letters);
  g_test_add_func ("/move-input/letters-parse", test_letters_parse);
  g_test_add_func ("/move-input/read-piece", test_read_piece);
  g_test_add_func ("/move-input/san-with-letters", test_san_with_letters);
  return g_test_run ();
}
