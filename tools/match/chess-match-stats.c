/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-match-stats.c — scores and Elo differences (see the header). */

#include "config.h"

#include <math.h>

#include "chess-match-stats.h"

/* Two-sided 95 % quantile of the normal distribution. */
#define Z_95 1.959964

static guint
n_games (const ChessMatchScore *score)
{
  return score->wins + score->losses + score->draws;
}

double
chess_match_score_fraction (const ChessMatchScore *score)
{
  guint n = n_games (score);

  if (n == 0)
    return NAN;
  return (score->wins + 0.5 * score->draws) / n;
}

double
chess_match_elo_from_score (double fraction)
{
  if (isnan (fraction))
    return NAN;
  if (fraction <= 0)
    return -INFINITY;
  if (fraction >= 1)
    return INFINITY;
  return -400.0 * log10 (1.0 / fraction - 1.0);
}

double
chess_match_elo_margin (const ChessMatchScore *score)
{
  guint n = n_games (score);
  double s, variance, error, low, high;

  if (n == 0)
    return NAN;
  s = chess_match_score_fraction (score);
  variance = (score->wins * (1 - s) * (1 - s) + score->draws * (0.5 - s) * (0.5 - s)
              + score->losses * s * s) / n;
  error = sqrt (variance / n);
  low = s - Z_95 * error;
  high = s + Z_95 * error;
  if (low <= 0 || high >= 1)
    return INFINITY;
  return (chess_match_elo_from_score (high) - chess_match_elo_from_score (low)) / 2;
}

char *
chess_match_format_summary (const char            *a,
                            const char            *b,
                            const ChessMatchScore *score)
{
  double fraction = chess_match_score_fraction (score);
  char percent[G_ASCII_DTOSTR_BUF_SIZE];

  /* A machine-read line (bench/levels.sh): not translated, C numbers
   * (whole Elo points have no decimal separator). */
  g_ascii_formatd (percent, sizeof percent, "%.1f", 100 * fraction);
  return g_strdup_printf ("%s vs %s: +%u -%u =%u, score %s %%, Elo %+.0f ± %.0f",
                          a, b, score->wins, score->losses, score->draws, percent,
                          chess_match_elo_from_score (fraction), chess_match_elo_margin (score));
}
