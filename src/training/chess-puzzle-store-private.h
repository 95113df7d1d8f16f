/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-puzzle-store-private.h — what the store's files share: the
 * connection, the theme bits and reading a row back into a ChessPuzzle. */
#pragma once

#include <sqlite3.h>

#include "chess-puzzle-store.h"

#define THEME_BITS 128

struct _ChessPuzzleStore {
  sqlite3 *db;
  GHashTable *theme_bits;   /* name → bit + 1 */
  char *theme_names[THEME_BITS];
  guint n_themes;
  GHashTable *openings;     /* OpeningTags → its id in the opening table */
};

/* The columns every SELECT of a whole puzzle lists, in this order. */
#define PUZZLE_COLUMNS "id, fen, moves, rating, deviation, popularity, plays, themes_low, themes_high, " \
  "on_lichess, game_url, (SELECT tags FROM opening WHERE opening.id = puzzle.opening)"
#define PUZZLE_INSERT "INSERT OR IGNORE INTO puzzle (id, fen, moves, rating, deviation, popularity, plays," \
  " themes_low, themes_high, on_lichess, game_url, opening) VALUES (?,?,?,?,?,?,?,?,?,?,?,?)"

/* A row of PUZZLE_COLUMNS into *puzzle; FALSE if it no longer reads. */
gboolean _chess_puzzle_store_read_row (ChessPuzzleStore *store, sqlite3_stmt *stmt,
                                       ChessPuzzle *puzzle);
/* Learns the themes another connection (an import) added since. */
void _chess_puzzle_store_sync_themes (ChessPuzzleStore *store);
/* The bit of a theme, -1 if the store has none by that name. */
int _chess_puzzle_store_theme_bit (ChessPuzzleStore *store, const char *name);
