/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-match-openings.h — the first moves of a match's games.
 *
 * Engines that always start from the initial position replay the same
 * game; a match gives each pair of games (one with each colour) its own
 * opening, so that it measures the players and not one opening.  The
 * openings are walks through a Polyglot book, each move picked by the
 * book's weights (as players pick), or lines from a small built-in list of
 * well-known, balanced openings. */
#pragma once

#include <glib.h>
#include "chess-polyglot.h"

G_BEGIN_DECLS

#define CHESS_MATCH_MAX_OPENING_PLIES 24

typedef struct {
  guint n_moves;
  ChessMove moves[CHESS_MATCH_MAX_OPENING_PLIES];
} ChessMatchOpening;

/* `count` openings of at most `plies` moves (fewer where the book ends),
 * all different while the book has enough.  Seeded by `random`. */
GArray *chess_match_openings_from_book (const ChessBook *book, guint count, guint plies,
                                        GRand *random);
/* `count` openings from the built-in list, in a random order; the list
 * starts again when `count` is larger. */
GArray *chess_match_openings_from_list (guint count, GRand *random);
/* How many lines the built-in list has. */
guint chess_match_openings_list_length (void);

/* "e4 e5 Nf3 Nc6" (SAN from the standard start), newly allocated. */
char *chess_match_opening_to_string (const ChessMatchOpening *opening);

G_END_DECLS
