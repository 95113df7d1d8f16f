/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-fsrs.c — FSRS-4.5 on an injected clock: its forgetting curve and
 * intervals against the reference values the FSRS projects publish in
 * their own tests, the stability and difficulty updates against values
 * worked out by hand from the published formulas and default parameters. */
#include "chess-fsrs.h"

#include <math.h>

#define DAY 86400
#define T0 ((gint64) 1700000000)

static void
test_schedule (void)
{
  ChessFsrsCard card = { 0 };
  g_assert_cmpfloat (chess_fsrs_retrievability (&card, T0), ==, 1);

  /* A new puzzle failed: S = w0 = 0.4872; D = w4 − (1 − 3)·w5
   * = 5.1618 + 2·1.2298 = 7.6214; interval round(0.4872) → at least 1 day. */
  chess_fsrs_review (&card, CHESS_FSRS_AGAIN, T0);
  g_assert_cmpfloat_with_epsilon (card.stability, 0.4872, 1e-9);
  g_assert_cmpfloat_with_epsilon (card.difficulty, 7.6214, 1e-9);
  g_assert_cmpint (card.due, ==, T0 + DAY);

  /* A day later: R = (1 + 19/81 · 1/0.4872)^−0.5 = 1.481459^−0.5 = 0.821589. */
  g_assert_cmpfloat_with_epsilon (chess_fsrs_retrievability (&card, T0 + DAY), 0.821589, 1e-6);

  /* Solved then (Good): S′ = S·(e^w8·(11 − D)·S^−w9·(e^(w10·(1 − R)) − 1) + 1)
   * = 0.4872·(5.19389·3.3786·1.10342·0.20545 + 1) = 2.422474;
   * D′ = w7·D0(3) + (1 − w7)·(D − 0) = 0.031·5.1618 + 0.969·7.6214 = 7.545152;
   * interval round(2.4225) = 2 days. */
  chess_fsrs_review (&card, CHESS_FSRS_GOOD, T0 + DAY);
  g_assert_cmpfloat_with_epsilon (card.stability, 2.422474, 1e-5);
  g_assert_cmpfloat_with_epsilon (card.difficulty, 7.545152, 1e-5);
  g_assert_cmpint (card.due, ==, T0 + 3 * DAY);

  /* Failed on the due day: R = (1 + 19/81 · 2/2.422474)^−0.5 = 0.915292;
   * S′ = w11·D^−w12·((S + 1)^w13 − 1)·e^(w14·(1 − R)) = 1.008039;
   * D′ = 0.031·5.1618 + 0.969·(7.545152 + 2·0.8975) = 9.210623. */
  g_assert_cmpfloat_with_epsilon (chess_fsrs_retrievability (&card, T0 + 3 * DAY), 0.915292, 1e-6);
  chess_fsrs_review (&card, CHESS_FSRS_AGAIN, T0 + 3 * DAY);
  g_assert_cmpfloat_with_epsilon (card.stability, 1.008039, 1e-5);
  g_assert_cmpfloat_with_epsilon (card.difficulty, 9.210623, 1e-5);
  g_assert_cmpuint (card.lapses, ==, 1);
  g_assert_cmpuint (card.reviews, ==, 3);
  g_assert_cmpint (card.due, ==, T0 + 4 * DAY);
}

/* At retention 0.9 the interval is the stability itself. */
static void
test_interval (void)
{
  g_assert_cmpfloat_with_epsilon (chess_fsrs_interval_days (10, 0.9), 10, 1e-9);
  g_assert_cmpfloat (chess_fsrs_interval_days (10, 0.8), >, 10);
  /* A new puzzle solved first time: S = w2 = 3.7145, D = w4 = 5.1618, 4 days. */
  ChessFsrsCard card = { 0 };
  chess_fsrs_review (&card, CHESS_FSRS_GOOD, T0);
  g_assert_cmpfloat_with_epsilon (card.stability, 3.7145, 1e-9);
  g_assert_cmpfloat_with_epsilon (card.difficulty, 5.1618, 1e-9);
  g_assert_cmpint (card.due, ==, T0 + 4 * DAY);
}

/* The power forgetting curve of FSRS-4.5 (decay −0.5, factor 19/81), as
 * open-spaced-repetition/fsrs-optimizer's test_power_forgetting_curve
 * gives it: elapsed days 0…5 at stabilities 1, 2, 3, 4, 4, 2. */
static void
test_reference_curve (void)
{
  const int days[] = { 0, 1, 2, 3, 4, 5 };
  const double stability[] = { 1, 2, 3, 4, 4, 2 };
  const double expected[] = { 1.0, 0.946059, 0.9299294, 0.9221679, 0.90000004, 0.79394597 };
  for (guint i = 0; i < G_N_ELEMENTS (days); i++)
    {
      ChessFsrsCard card = { .stability = stability[i], .difficulty = 5, .last_review = T0, .reviews = 1 };
      g_assert_cmpfloat_with_epsilon (chess_fsrs_retrievability (&card, T0 + days[i] * DAY), expected[i], 1e-6);
    }
}

/* The next interval at stability 1 for requested retentions 0.1…1.0,
 * rounded and at least a day, as open-spaced-repetition's Rust
 * implementation tests it (test_next_interval, the same curve). */
static void
test_reference_intervals (void)
{
  const double expected[] = { 422, 102, 43, 22, 13, 8, 4, 2, 1, 1 };
  for (int i = 1; i <= 10; i++)
    g_assert_cmpfloat (MAX (1, round (chess_fsrs_interval_days (1, i / 10.0))), ==, expected[i - 1]);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/training/fsrs/schedule", test_schedule);
  g_test_add_func ("/training/fsrs/interval", test_interval);
  g_test_add_func ("/training/fsrs/reference-curve", test_reference_curve);
  g_test_add_func ("/training/fsrs/reference-intervals", test_reference_intervals);
  return g_test_run ();
}
