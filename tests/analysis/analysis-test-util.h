/* SPDX-License-Identifier: GPL-3.0-or-later */
/* analysis-test-util.h — helpers shared by the analysis tests. */
#pragma once

#include <glib.h>
#include <stdlib.h>
#include <string.h>
#include "chess-pgn.h"

/* The one game of a PGN text (which must hold exactly one); free it with
 * chess_record_free. */
static inline ChessRecord *
analysis_test_record_from_pgn (const char *pgn)
{
  ChessRecord **games = NULL;
  ChessRecord *record;

  g_assert_cmpuint (chess_pgn_read_string (pgn, strlen (pgn), &games, NULL, NULL), ==, 1);
  record = games[0];
  free (games);
  return record;
}
