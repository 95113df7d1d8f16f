/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-fsrs.c — FSRS-4.5's formulas with its default parameters, no
 * short-term steps and no fuzz (a puzzle comes back on the day it says). */
#include "chess-fsrs.h"

#include <math.h>

static const double w[17] = {
  0.4872, 1.4003, 3.7145, 13.8206, 5.1618, 1.2298, 0.8975, 0.031, 1.6474,
  0.1367, 1.0461, 2.1072, 0.0793, 0.3246, 1.587, 0.2272, 2.8755,
};

#define DECAY (-0.5)
#define FACTOR (19.0 / 81.0)   /* 0.9^(1/DECAY) − 1: R(S, S) = 0.9 */
#define DAY 86400

double
chess_fsrs_retrievability (const ChessFsrsCard *card, gint64 now)
{
  if (card->reviews == 0 || card->stability <= 0)
    return 1;
  double days = MAX (0, (double) (now - card->last_review) / DAY);
  return pow (1 + FACTOR * days / card->stability, DECAY);
}

double
chess_fsrs_interval_days (double stability, double retention)
{
  return stability / FACTOR * (pow (retention, 1 / DECAY) - 1);
}

static double
clamp_difficulty (double d)
{
  return CLAMP (d, 1, 10);
}

static double
initial_difficulty (ChessFsrsGrade grade)
{
  return clamp_difficulty (w[4] - ((int) grade - 3) * w[5]);
}

void
chess_fsrs_review (ChessFsrsCard *card, ChessFsrsGrade grade, gint64 now)
{
  if (card->reviews == 0)
    {
      card->stability = w[grade - 1];
      card->difficulty = initial_difficulty (grade);
    }
  else
    {
      double r = chess_fsrs_retrievability (card, now);
      double s = card->stability, d = card->difficulty;
      if (grade == CHESS_FSRS_AGAIN)
        {
          card->stability = w[11] * pow (d, -w[12]) * (pow (s + 1, w[13]) - 1) * exp (w[14] * (1 - r));
          card->lapses++;
        }
      else
        card->stability = s * (exp (w[8]) * (11 - d) * pow (s, -w[9]) * (exp (w[10] * (1 - r)) - 1)
                               * (grade == CHESS_FSRS_HARD ? w[15] : 1)
                               * (grade == CHESS_FSRS_EASY ? w[16] : 1) + 1);
      /* The difficulty moves with the grade, then back towards D0(Good). */
      double next = d - w[6] * ((int) grade - 3);
      card->difficulty = clamp_difficulty (w[7] * initial_difficulty (CHESS_FSRS_GOOD) + (1 - w[7]) * next);
    }
  card->reviews++;
  card->last_review = now;
  double days = MAX (1, round (chess_fsrs_interval_days (card->stability, CHESS_FSRS_RETENTION)));
  card->due = now + (gint64) days * DAY;
}
