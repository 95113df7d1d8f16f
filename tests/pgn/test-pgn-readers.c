/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-pgn-readers.c — what files in the wild hold (issue 14): games that
 * must not be lost or merged, real-world spellings read as their writers
 * meant, wrong input refused or warned about, and how warnings are told
 * apart from errors. */
#include "pgn-test-util.h"

#include <stdlib.h>


static ChessPgnStatus
status (PgnTestGames *g, guint i)
{
  return g_array_index (g->game_status, ChessPgnStatus, i);
}

static const ChessPgnDiagnostic *
diagnostic (PgnTestGames *g, guint i)
{
  g_assert_cmpuint (i, <, g->diagnostics->len);
  return &g_array_index (g->diagnostics, ChessPgnDiagnostic, i);
}

static char *
format (const ChessPgnDiagnostic *d)
{
  char line[512];
  chess_pgn_diagnostic_format (d, "f.pgn", line, sizeof line);
  return g_strdup (line);
}

/* ------------------------------------------------------------------ */
/* Warnings                                                            */

/* A tag given twice is reported, as a warning: the game is otherwise whole. */
static void
test_duplicate_tag_warning (void)
{
  PgnTestGames *g = pgn_test_read_str ("[White \"Anand\"]\n[Black \"Carlsen\"]\n[White \"Kasparov\"]\n\n1. e4 e5 *\n");
  g_assert_cmpuint (g->records->len, ==, 1);
  g_assert_cmpint (status (g, 0), ==, CHESS_PGN_GAME_OK);
  g_assert_cmpstr (chess_record_get_tag (pgn_test_game (g, 0), "White"), ==, "Kasparov");
  g_assert_cmpuint (g->diagnostics->len, ==, 1);
  const ChessPgnDiagnostic *d = diagnostic (g, 0);
  g_assert_cmpint (d->severity, ==, CHESS_PGN_SEVERITY_WARNING);
  g_assert_cmpint (d->kind, ==, CHESS_PGN_WARNING_REPAIRED);
  g_assert_cmpuint (d->line, ==, 3);
  g_assert_cmpuint (d->column, ==, 2);
  g_autofree char *line = format (d);
  g_assert_cmpstr (line, ==, "f.pgn:3:2: game 1: warning: tag White is given twice in one game; the second value is kept");
  pgn_test_games_free (g);
}

/* Errors keep their format; a column past 4 GiB is printed whole. */
static void
test_error_format_wide_column (void)
{
  ChessPgnDiagnostic d = { CHESS_PGN_ERROR_SYNTAX, CHESS_PGN_SEVERITY_ERROR, 7, 5000000000ull, 0, 2, "unexpected character ')'" };
  g_autofree char *line = format (&d);
  g_assert_cmpstr (line, ==, "f.pgn:7:5000000000: game 2: unexpected character ')'");
}

/* ------------------------------------------------------------------ */
/* FEN tags                                                            */

/* Impossible castling rights in a FEN tag: the game is read, the rights
 * dropped, and a warning says so. */
static void
test_fen_tag_repaired (void)
{
  PgnTestGames *g = pgn_test_read_str ("[Event \"E\"]\n[SetUp \"1\"]\n[FEN \"r3k3/8/8/8/8/8/8/4K2R w KQkq - 0 1\"]\n\n"
                                       "1. O-O O-O-O 2. Rd1 *\n");
  g_assert_cmpuint (g->records->len, ==, 1);
  g_assert_cmpint (status (g, 0), ==, CHESS_PGN_GAME_OK);
  g_assert_cmpuint (g->diagnostics->len, ==, 1);
  g_autofree char *line = format (diagnostic (g, 0));
  g_assert_cmpstr (line, ==, "f.pgn:3:6: game 1: warning: FEN tag repaired: field 3 (castling): Qk dropped: "
                             "the king or rook is not where castling needs it");
  ChessRecord *r = pgn_test_game (g, 0);
  g_assert_cmpstr (chess_record_get_tag (r, "FEN"), ==, "r3k3/8/8/8/8/8/8/4K2R w Kq - 0 1");
  g_assert_cmpuint (g_array_index (g->plies, unsigned, 0), ==, 3);
  pgn_test_round_trip (g, "repaired FEN");
  pgn_test_games_free (g);
}

/* Move numbers past 65 535 are written as they are, not wrapped. */
static void
test_wide_move_numbers (void)
{
  PgnTestGames *g = pgn_test_read_str ("[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/4K3 b - - 0 65535\"]\n\n"
                                       "65535... Kd7 65536. Kd2 Kc6 *\n");
  g_assert_cmpuint (g->diagnostics->len, ==, 0);
  size_t length;
  char *text = pgn_test_write_all (g, &length);
  g_assert_nonnull (strstr (text, "\n65535... Kd7 65536. Kd2 Kc6 *\n"));
  ChessPosition end;
  char fen[CHESS_FEN_MAX];
  ChessRecord *r = pgn_test_game (g, 0);
  chess_record_position_at (r, chess_record_main_line_end (r), &end);
  pgn_test_fen (&end, fen);
  g_assert_cmpstr (fen, ==, "8/8/2k5/8/8/8/3K4/8 w - - 3 65537");
  free (text);
  pgn_test_games_free (g);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/pgn/readers/duplicate-tag", test_duplicate_tag_warning);
  g_test_add_func ("/pgn/readers/wide-column", test_error_format_wide_column);
  g_test_add_func ("/pgn/readers/fen-tag-repaired", test_fen_tag_repaired);
  g_test_add_func ("/pgn/readers/wide-move-numbers", test_wide_move_numbers);
  return g_test_run ();
}
