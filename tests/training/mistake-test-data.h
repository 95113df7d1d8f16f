/* SPDX-License-Identifier: GPL-3.0-or-later */
/* mistake-test-data.h — the reviewed game the mistake tests share, and
 * reading one game from PGN text. */
#pragma once

#include <stdlib.h>
#include <string.h>

#include "chess-pgn.h"

/* White misses the scholar's mate: 4. d3?? instead of 4. Qxf7#, after
 * Black's 3... Nf6?? walked into it (evaluations as a review leaves them). */
#define SCHOLAR_MISSED \
  "[White \"Anna\"]\n[Black \"Bert\"]\n[WhiteElo \"1234\"]\n\n" \
  "1. e4 {[%eval 0.3]} e5 {[%eval 0.3]} 2. Qh5 {[%eval 0.0]} Nc6 {[%eval 0.1]} " \
  "3. Bc4 {[%eval -0.27]} Nf6 {[%eval #1]} 4. d3 {[%eval -9.5]} Nxh5 {[%eval -9.4]} *\n"

/* The one game of a PGN text (chess_record_free it). */
static inline ChessRecord *
mistake_test_record (const char *pgn)
{
  ChessRecord **games = NULL;
  g_assert_cmpuint (chess_pgn_read_string (pgn, strlen (pgn), &games, NULL, NULL), ==, 1);
  ChessRecord *record = games[0];
  free (games);
  return record;
}
