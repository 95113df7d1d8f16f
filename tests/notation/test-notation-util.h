/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-notation-util.h — shared helpers of the notation tests: test data
 * files (also gzip), FEN set-up, and a minimal PGN movetext walker. */
#pragma once

#include <glib.h>
#include "chess-notation.h"

/* Path of a file in $CHESS_TESTDATA; free with g_free. */
char *test_data_path (const char *relative);
/* Whole file (gunzipped when the name ends in .gz), NUL-terminated; aborts the test on failure. */
char *test_data_read (const char *relative, gsize *length);

/* Parses fen (leniently, but only an impossible check may need it) or
 * fails the test with the reader's message. */
void test_position_set (ChessPosition *pos, const char *fen);

/* The first n space-separated fields of a FEN (n = 4: without counters). */
char *test_fen_fields (const char *fen, int n);

/* Our FEN, with the en-passant field only when a capture is legal. */
char *test_fen_effective (const ChessPosition *pos, int fields);

/* One game of a PGN text: its FEN tag (or NULL), the main-line move tokens
 * as written (move numbers, comments, variations, NAGs and the result
 * removed), and the result token (or NULL). */
typedef struct {
  const char *fen;
  GPtrArray *moves;   /* char * */
  const char *result;
  unsigned line;      /* line of the game's first tag */
} TestGame;

typedef void (*TestGameFunc) (const TestGame *game, gpointer user_data);
/* Returns the number of games. */
unsigned test_pgn_for_each_game (const char *text, gsize length, TestGameFunc func, gpointer user_data);

/* Splits a string on a single-byte separator (empty fields kept). */
char **test_split (const char *text, char separator);
