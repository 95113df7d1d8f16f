/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-glicko2.h — the solver's rating by Glicko-2, as Mark Glickman
 * publishes it ("Example of the Glicko-2 system", steps 1–8).
 *
 * Rating period: one puzzle is one period, as lichess does for its puzzle
 * ratings, so the rating moves after every puzzle; the opponent is the
 * puzzle, with its own rating and deviation.  System constant τ: 0.75, the
 * value lichess uses (Glickman advises 0.3–1.2); the paper's example uses
 * 0.5, which the test passes explicitly. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define CHESS_GLICKO2_TAU 0.75
#define CHESS_GLICKO2_DEFAULT_RATING 1500.0
#define CHESS_GLICKO2_DEFAULT_DEVIATION 350.0   /* Glickman's value for an unrated player */
#define CHESS_GLICKO2_DEFAULT_VOLATILITY 0.06

typedef struct {
  double rating;      /* r, on the Glicko scale */
  double deviation;   /* RD */
  double volatility;  /* σ */
} ChessGlicko2Rating;

typedef struct {
  double opponent_rating;     /* the puzzle's rating */
  double opponent_deviation;  /* the puzzle's RD */
  double score;               /* 1 solved, 0 failed (0.5 a draw) */
} ChessGlicko2Result;

/* The player's rating after one rating period with these results; with no
 * results only the deviation grows (step 6). */
ChessGlicko2Rating chess_glicko2_update (ChessGlicko2Rating player,
                                         const ChessGlicko2Result *results,
                                         guint n_results,
                                         double tau);

G_END_DECLS
