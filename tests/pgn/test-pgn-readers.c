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

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/pgn/readers/duplicate-tag", test_duplicate_tag_warning);
  g_test_add_func ("/pgn/readers/wide-column", test_error_format_wide_column);
  return g_test_run ();
}
