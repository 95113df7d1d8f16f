/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-glicko2.c — Glickman's Glicko-2 steps 2–8, the volatility by the
 * Illinois algorithm of step 5.4 (the paper's own procedure). */
#include "chess-glicko2.h"

#include <math.h>

/* Glicko scale to Glicko-2 scale (step 2). */
#define SCALE 173.7178
/* Convergence tolerance of step 5 (the paper's ε). */
#define EPSILON 0.000001

static double
g_of (double phi)
{
  return 1.0 / sqrt (1.0 + 3.0 * phi * phi / (M_PI * M_PI));
}

static double
expected (double mu, double mu_j, double phi_j)
{
  return 1.0 / (1.0 + exp (-g_of (phi_j) * (mu - mu_j)));
}

/* f(x) of step 5.2. */
static double
volatility_f (double x, double delta, double phi, double v, double a, double tau)
{
  double ex = exp (x);
  double d = phi * phi + v + ex;
  return ex * (delta * delta - phi * phi - v - ex) / (2.0 * d * d) - (x - a) / (tau * tau);
}

ChessGlicko2Rating
chess_glicko2_update (ChessGlicko2Rating player, const ChessGlicko2Result *results,
                      guint n_results, double tau)
{
  double mu = (player.rating - 1500.0) / SCALE;
  double phi = player.deviation / SCALE;
  double sigma = player.volatility;

  if (n_results == 0)
    {
      ChessGlicko2Rating idle = player;
      idle.deviation = sqrt (phi * phi + sigma * sigma) * SCALE;
      return idle;
    }

  /* Steps 3 and 4: the estimated variance v and the improvement Δ. */
  double inverse_v = 0, sum = 0;
  for (guint j = 0; j < n_results; j++)
    {
      double mu_j = (results[j].opponent_rating - 1500.0) / SCALE;
      double phi_j = results[j].opponent_deviation / SCALE;
      double g = g_of (phi_j);
      double e = expected (mu, mu_j, phi_j);
      inverse_v += g * g * e * (1.0 - e);
      sum += g * (results[j].score - e);
    }
  double v = 1.0 / inverse_v;
  double delta = v * sum;

  /* Step 5: the new volatility. */
  double a = log (sigma * sigma);
  double A = a, B;
  if (delta * delta > phi * phi + v)
    B = log (delta * delta - phi * phi - v);
  else
    {
      double k = 1;
      while (volatility_f (a - k * tau, delta, phi, v, a, tau) < 0)
        k++;
      B = a - k * tau;
    }
  double fA = volatility_f (A, delta, phi, v, a, tau);
  double fB = volatility_f (B, delta, phi, v, a, tau);
  while (fabs (B - A) > EPSILON)
    {
      double C = A + (A - B) * fA / (fB - fA);
      double fC = volatility_f (C, delta, phi, v, a, tau);
      if (fC * fB <= 0)
        {
          A = B;
          fA = fB;
        }
      else
        fA /= 2.0;
      B = C;
      fB = fC;
    }
  double sigma_new = exp (A / 2.0);

  /* Steps 6–8. */
  double phi_star = sqrt (phi * phi + sigma_new * sigma_new);
  double phi_new = 1.0 / sqrt (1.0 / (phi_star * phi_star) + 1.0 / v);
  double mu_new = mu + phi_new * phi_new * sum;

  return (ChessGlicko2Rating) {
    .rating = SCALE * mu_new + 1500.0,
    .deviation = SCALE * phi_new,
    .volatility = sigma_new,
  };
}
