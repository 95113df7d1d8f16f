/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-review-math.c — move judgements and accuracy by lichess's published
 * rules (lichess.org/page/accuracy; the thresholds of its game analysis).
 * The constants are facts of those definitions; the code is ours. */
#include "config.h"

#include "chess-review-math.h"

#include <math.h>

/* Move accuracy: a fitted exponential of the winning-percentage loss,
 * plus one point for the uncertainty of any analysis. */
#define ACCURACY_SCALE 103.1668100711649
#define ACCURACY_DECAY 0.04354415386753951
#define ACCURACY_OFFSET (-3.166924740191411)
#define ACCURACY_UNCERTAINTY_BONUS 1.0

/* Mate judgements: how lost (or won) the position was in centipawns. */
#define MATE_HOPELESS_CP 999
#define MATE_BAD_CP 700

/* Game accuracy: volatility weights, and the window they are taken over. */
#define WEIGHT_MIN 0.5
#define WEIGHT_MAX 12.0
#define WINDOW_MIN 2
#define WINDOW_MAX 8

static ChessJudgement
judge_by_chances (int cp_before, int cp_after, int mover_sign)
{
  double loss = mover_sign * (chess_winning_chances_from_cp (cp_before)
                              - chess_winning_chances_from_cp (cp_after));

  if (loss >= CHESS_JUDGEMENT_BLUNDER_LOSS)
    return CHESS_JUDGEMENT_BLUNDER;
  if (loss >= CHESS_JUDGEMENT_MISTAKE_LOSS)
    return CHESS_JUDGEMENT_MISTAKE;
  if (loss >= CHESS_JUDGEMENT_INACCURACY_LOSS)
    return CHESS_JUDGEMENT_INACCURACY;
  return CHESS_JUDGEMENT_NONE;
}

/* The worse the position already was, the less walking into a mate
 * matters (and the better it stays, the less losing one does). */
static ChessJudgement
judge_by_margin (int centipawns)
{
  if (centipawns > MATE_HOPELESS_CP)
    return CHESS_JUDGEMENT_INACCURACY;
  if (centipawns > MATE_BAD_CP)
    return CHESS_JUDGEMENT_MISTAKE;
  return CHESS_JUDGEMENT_BLUNDER;
}

ChessJudgement
chess_judge_move (ChessEval before, ChessEval after, ChessColor mover,
                  ChessJudgementReason *reason)
{
  int mover_sign = mover == CHESS_WHITE ? 1 : -1;
  ChessJudgementReason why = CHESS_JUDGEMENT_REASON_CHANCES;
  ChessJudgement judgement = CHESS_JUDGEMENT_NONE;

  if (before.kind == CHESS_EVAL_NONE || after.kind == CHESS_EVAL_NONE
      || before.kind == CHESS_EVAL_CHECKMATE || after.kind == CHESS_EVAL_CHECKMATE)
    ;
  else if (before.kind == CHESS_EVAL_CP && after.kind == CHESS_EVAL_CP)
    judgement = judge_by_chances (before.value, after.value, mover_sign);
  else
    {
      /* From the mover's side: > 0 the mover mates, < 0 is mated. */
      int mate_before = before.kind == CHESS_EVAL_MATE ? mover_sign * before.value : 0;
      int mate_after = after.kind == CHESS_EVAL_MATE ? mover_sign * after.value : 0;
      int cp_before = before.kind == CHESS_EVAL_CP ? mover_sign * before.value : 0;
      int cp_after = after.kind == CHESS_EVAL_CP ? mover_sign * after.value : 0;

      if (before.kind == CHESS_EVAL_CP && mate_after < 0)
        {
          why = CHESS_JUDGEMENT_REASON_MATE_CREATED;
          judgement = judge_by_margin (-cp_before);
        }
      else if (mate_before > 0 && (after.kind == CHESS_EVAL_CP || mate_after < 0))
        {
          why = CHESS_JUDGEMENT_REASON_MATE_LOST;
          judgement = judge_by_margin (cp_after);
        }
    }

  if (reason)
    *reason = why;
  return judgement;
}

guint8
chess_judgement_to_nag (ChessJudgement judgement)
{
  switch (judgement)
    {
    case CHESS_JUDGEMENT_INACCURACY:
      return 6;
    case CHESS_JUDGEMENT_MISTAKE:
      return 2;
    case CHESS_JUDGEMENT_BLUNDER:
      return 4;
    case CHESS_JUDGEMENT_NONE:
    default:
      return 0;
    }
}

ChessJudgement
chess_judgement_from_nag (guint8 nag)
{
  switch (nag)
    {
    case 6:
      return CHESS_JUDGEMENT_INACCURACY;
    case 2:
      return CHESS_JUDGEMENT_MISTAKE;
    case 4:
      return CHESS_JUDGEMENT_BLUNDER;
    default:
      return CHESS_JUDGEMENT_NONE;
    }
}

double
chess_move_accuracy (double win_percent_before, double win_percent_after)
{
  double loss = win_percent_before - win_percent_after;
  double accuracy;

  if (loss <= 0.0)
    return 100.0;
  accuracy = ACCURACY_SCALE * exp (-ACCURACY_DECAY * loss) + ACCURACY_OFFSET
             + ACCURACY_UNCERTAINTY_BONUS;
  return CLAMP (accuracy, 0.0, 100.0);
}

/* Population standard deviation. */
static double
standard_deviation (const double *values, gsize n)
{
  double mean = 0.0, sum_squares = 0.0;

  for (gsize i = 0; i < n; i++)
    mean += values[i];
  mean /= n;
  for (gsize i = 0; i < n; i++)
    sum_squares += (values[i] - mean) * (values[i] - mean);
  return sqrt (sum_squares / n);
}

typedef struct {
  double weighted_sum;
  double weight_sum;
  double reciprocal_sum;   /* for the harmonic mean; accuracies below 1 count as 1 */
  gsize moves;
} PlayerSums;

static double
player_accuracy (const PlayerSums *sums)
{
  double weighted, harmonic;

  if (sums->moves == 0)
    return -1.0;
  weighted = sums->weight_sum > 0.0 ? sums->weighted_sum / sums->weight_sum : 0.0;
  harmonic = sums->moves / sums->reciprocal_sum;
  return (weighted + harmonic) / 2.0;
}

void
chess_game_accuracy (ChessEval start, const ChessEval *evals, gsize n_evals,
                     ChessColor first_mover, double *white_accuracy, double *black_accuracy)
{
  g_autofree double *win = g_new (double, n_evals + 1);
  PlayerSums sums[2] = { { 0 } };
  gsize window;

  win[0] = chess_eval_win_percent (start);
  for (gsize i = 0; i < n_evals; i++)
    win[i + 1] = chess_eval_win_percent (evals[i]);

  window = CLAMP (n_evals / 10, WINDOW_MIN, WINDOW_MAX);
  window = MIN (window, n_evals + 1);

  for (gsize i = 0; i < n_evals; i++)
    {
      /* The weight of move i is the swing of winning chances in a window
       * around it; the first moves share the opening window. */
      gsize first = i + 2 > window ? i + 2 - window : 0;
      double weight = standard_deviation (win + first, window);
      ChessColor second_mover = first_mover == CHESS_WHITE ? CHESS_BLACK : CHESS_WHITE;
      ChessColor mover = i % 2 == 0 ? first_mover : second_mover;
      double before = mover == CHESS_WHITE ? win[i] : 100.0 - win[i];
      double after = mover == CHESS_WHITE ? win[i + 1] : 100.0 - win[i + 1];
      double accuracy = chess_move_accuracy (before, after);
      PlayerSums *s = &sums[mover];

      weight = CLAMP (weight, WEIGHT_MIN, WEIGHT_MAX);
      s->weighted_sum += accuracy * weight;
      s->weight_sum += weight;
      s->reciprocal_sum += 1.0 / MAX (accuracy, 1.0);
      s->moves++;
    }

  if (white_accuracy)
    *white_accuracy = player_accuracy (&sums[CHESS_WHITE]);
  if (black_accuracy)
    *black_accuracy = player_accuracy (&sums[CHESS_BLACK]);
}

ChessJudgement
chess_judge_tablebase_move (ChessTablebaseVerdict before, ChessTablebaseVerdict after,
                            ChessJudgementReason *reason)
{
  /* The mover's verdict after the move is the opponent's, turned round. */
  int mover_after = -(int) after;
  ChessJudgementReason why = CHESS_JUDGEMENT_REASON_CHANCES;
  ChessJudgement judgement = CHESS_JUDGEMENT_NONE;

  if (before == CHESS_TABLEBASE_WIN && mover_after < CHESS_TABLEBASE_WIN)
    judgement = CHESS_JUDGEMENT_BLUNDER, why = CHESS_JUDGEMENT_REASON_WIN_LOST;
  else if (before > CHESS_TABLEBASE_LOSS && mover_after == CHESS_TABLEBASE_LOSS)
    judgement = CHESS_JUDGEMENT_BLUNDER, why = CHESS_JUDGEMENT_REASON_DRAW_LOST;
  else if (mover_after < (int) before)
    judgement = CHESS_JUDGEMENT_INACCURACY;
  if (reason)
    *reason = why;
  return judgement;
}
