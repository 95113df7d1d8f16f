/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-match-stats.h — what a match's results say: the score, the Elo
 * difference it stands for, and how sure that is.
 *
 * The Elo difference of a score s (0 < s < 1) is −400 log10 (1/s − 1).
 * Its margin is the half width of the 95 % interval: the score's standard
 * error from the spread of the results themselves (wins 1, draws ½,
 * losses 0, so many draws make a narrow interval), s ± 1.96 SE turned
 * into Elo.  At 0 % and 100 % the difference is infinite and so is the
 * margin: a perfect score says only that one side is much stronger. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct {
  guint wins;
  guint losses;
  guint draws;
} ChessMatchScore;

/* Points per game, 0 … 1 (NAN before any game). */
double chess_match_score_fraction (const ChessMatchScore *score);
/* The Elo difference for a score fraction; ±INFINITY at 0 and 1. */
double chess_match_elo_from_score (double fraction);
/* The margin of the Elo difference at 95 % (INFINITY when a bound of
 * the interval reaches 0 % or 100 %, NAN before any game). */
double chess_match_elo_margin (const ChessMatchScore *score);
/* "A vs B: +W -L =D, score S %, Elo E ± M", from A's side. */
char *chess_match_format_summary (const char *a, const char *b, const ChessMatchScore *score);

G_END_DECLS
