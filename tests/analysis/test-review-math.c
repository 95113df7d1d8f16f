/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-review-math.c — evaluations, winning chances, move judgements and
 * accuracy against values worked out by hand from lichess's published
 * definitions (the arithmetic is in the comments). */
#include "config.h"

#include <math.h>
#include <string.h>
#include "chess-review-math.h"

#define EPSILON 1e-6

static void
test_winning_chances (void)
{
  /* 2 / (1 + e^(-0.00368208 * 100)) - 1 = 2 / (1 + 0.69196) - 1 = 0.182052 */
  g_assert_cmpfloat_with_epsilon (chess_winning_chances_from_cp (100), 0.1820518, EPSILON);
  g_assert_cmpfloat_with_epsilon (chess_winning_chances_from_cp (-100), -0.1820518, EPSILON);
  g_assert_cmpfloat (chess_winning_chances_from_cp (0), ==, 0.0);
  g_assert_cmpfloat (chess_winning_chances_from_cp (1e6), ==, 1.0);

  /* 50 + 50 * chances(15) = 50 + 50 * 0.027609 = 51.380429 */
  g_assert_cmpfloat_with_epsilon (chess_eval_win_percent (chess_eval_cp (15)), 51.380429, EPSILON);
  /* The ceiling: 1000 cp → 97.544744; more is no better, a mate is the same. */
  g_assert_cmpfloat_with_epsilon (chess_eval_win_percent (chess_eval_cp (1000)), 97.544744, EPSILON);
  g_assert_cmpfloat (chess_eval_win_percent (chess_eval_cp (2500)), ==,
                     chess_eval_win_percent (chess_eval_cp (1000)));
  g_assert_cmpfloat (chess_eval_win_percent (chess_eval_mate (3)), ==,
                     chess_eval_win_percent (chess_eval_cp (1000)));
  g_assert_cmpfloat (chess_eval_win_percent (chess_eval_mate (-1)), ==,
                     chess_eval_win_percent (chess_eval_cp (-1000)));
  g_assert_cmpfloat (chess_eval_win_percent (chess_eval_checkmate (CHESS_BLACK)), ==,
                     chess_eval_win_percent (chess_eval_cp (-1000)));
  g_assert_cmpfloat_with_epsilon (chess_eval_win_percent (chess_eval_cp (-1000)), 100 - 97.544744, EPSILON);
}

static void
test_from_uci (void)
{
  ChessEval e;

  /* UCI speaks for the side to move; we speak for White. */
  e = chess_eval_from_uci (FALSE, 35, CHESS_WHITE);
  g_assert_true (chess_eval_equal (e, chess_eval_cp (35)));
  e = chess_eval_from_uci (FALSE, 35, CHESS_BLACK);
  g_assert_true (chess_eval_equal (e, chess_eval_cp (-35)));
  e = chess_eval_from_uci (TRUE, 2, CHESS_BLACK);
  g_assert_true (chess_eval_equal (e, chess_eval_mate (-2)));
  e = chess_eval_from_uci (TRUE, -4, CHESS_BLACK);
  g_assert_true (chess_eval_equal (e, chess_eval_mate (4)));
  /* "mate 0": the side to move is mated. */
  e = chess_eval_from_uci (TRUE, 0, CHESS_WHITE);
  g_assert_true (chess_eval_equal (e, chess_eval_checkmate (CHESS_BLACK)));
  g_assert_cmpint (chess_eval_sign (e), ==, -1);
  e = chess_eval_from_uci (TRUE, 0, CHESS_BLACK);
  g_assert_true (chess_eval_equal (e, chess_eval_checkmate (CHESS_WHITE)));
  g_assert_cmpint (chess_eval_sign (e), ==, 1);
}

static void
assert_parses (const char *text, ChessEval expected)
{
  ChessEval e = { CHESS_EVAL_NONE, 12345 };

  if (!chess_eval_parse_pgn (text, strlen (text), &e))
    g_error ("“%s” was refused", text);
  if (!chess_eval_equal (e, expected))
    g_error ("“%s” read as kind %d value %d", text, e.kind, e.value);
}

static void
assert_refused (const char *text)
{
  ChessEval e = chess_eval_cp (77);

  if (chess_eval_parse_pgn (text, strlen (text), &e))
    g_error ("“%s” was accepted", text);
  g_assert_true (chess_eval_equal (e, chess_eval_cp (77)));
}

static void
test_pgn_text (void)
{
  static const struct { int cp; const char *text; } formats[] = {
    { 17, "0.17" }, { 10, "0.1" }, { 0, "0.0" }, { 100, "1.0" }, { -150, "-1.5" },
    { -5, "-0.05" }, { 466, "4.66" }, { -1234, "-12.34" },
  };
  char out[CHESS_EVAL_PGN_MAX];

  /* Written as lichess writes them (see the test data), and read back. */
  for (gsize i = 0; i < G_N_ELEMENTS (formats); i++)
    {
      g_assert_cmpuint (chess_eval_format_pgn (chess_eval_cp (formats[i].cp), out), ==,
                        strlen (formats[i].text));
      g_assert_cmpstr (out, ==, formats[i].text);
      assert_parses (formats[i].text, chess_eval_cp (formats[i].cp));
    }
  chess_eval_format_pgn (chess_eval_mate (3), out);
  g_assert_cmpstr (out, ==, "#3");
  chess_eval_format_pgn (chess_eval_mate (-2), out);
  g_assert_cmpstr (out, ==, "#-2");
  g_assert_cmpuint (chess_eval_format_pgn (chess_eval_checkmate (CHESS_WHITE), out), ==, 0);
  g_assert_cmpstr (out, ==, "");

  assert_parses ("#3", chess_eval_mate (3));
  assert_parses ("#-12", chess_eval_mate (-12));
  assert_parses ("+0.5", chess_eval_cp (50));
  assert_parses ("3", chess_eval_cp (300));
  assert_parses ("0.175", chess_eval_cp (18));     /* thousandths round half away from zero */
  assert_parses ("-0.175", chess_eval_cp (-18));
  assert_parses ("0.17,24", chess_eval_cp (17));   /* ChessBase's depth suffix */

  assert_refused ("");
  assert_refused ("#0");
  assert_refused ("#");
  assert_refused ("-");
  assert_refused ("1.");
  assert_refused (".5");
  assert_refused ("0.17 ");
  assert_refused ("0.17,");
  assert_refused ("#2.5");
  assert_refused ("abc");
  assert_refused ("1234567");  /* more than a million pawns is no evaluation */
}

/* Evaluations stay within the documented range, so what is written reads
 * back the same (fuzz-eval-text found "999999.9990910", read as a million
 * pawns and written as a number the reader refuses). */
static void
test_eval_range (void)
{
  static const struct { ChessEval eval; const char *pgn; const char *display; } bounds[] = {
    { { CHESS_EVAL_CP, CHESS_EVAL_CP_MAX }, "999999.99", "+999999.99" },
    { { CHESS_EVAL_CP, G_MAXINT }, "999999.99", "+999999.99" },
    { { CHESS_EVAL_CP, G_MININT }, "-999999.99", "\xe2\x88\x92" "999999.99" },
    { { CHESS_EVAL_MATE, CHESS_EVAL_MATE_MAX }, "#999999", "#999999" },
    { { CHESS_EVAL_MATE, G_MININT }, "#-999999", "#\xe2\x88\x92" "999999" },
  };
  char out[CHESS_EVAL_DISPLAY_MAX];
  ChessEval e;

  assert_parses ("999999.99", chess_eval_cp (CHESS_EVAL_CP_MAX));
  assert_parses ("-999999.994", chess_eval_cp (-CHESS_EVAL_CP_MAX));
  assert_parses ("#-999999", chess_eval_mate (-CHESS_EVAL_MATE_MAX));
  assert_refused ("999999.995");
  assert_refused ("-999999.995");
  assert_refused ("999999.9990910");
  assert_refused ("1000000.0");
  assert_refused ("#1000000");

  /* Out of range, the constructors and the writers take the nearest bound. */
  g_assert_cmpint (chess_eval_cp (G_MAXINT).value, ==, CHESS_EVAL_CP_MAX);
  g_assert_cmpint (chess_eval_cp (G_MININT).value, ==, -CHESS_EVAL_CP_MAX);
  g_assert_cmpint (chess_eval_mate (G_MAXINT).value, ==, CHESS_EVAL_MATE_MAX);
  g_assert_cmpint (chess_eval_mate (G_MININT).value, ==, -CHESS_EVAL_MATE_MAX);
  for (gsize i = 0; i < G_N_ELEMENTS (bounds); i++)
    {
      g_assert_cmpuint (chess_eval_format_pgn (bounds[i].eval, out), ==, strlen (bounds[i].pgn));
      g_assert_cmpstr (out, ==, bounds[i].pgn);
      g_assert_true (chess_eval_parse_pgn (out, strlen (out), &e));
      g_assert_true (chess_eval_equal (e, bounds[i].eval.kind == CHESS_EVAL_CP ? chess_eval_cp (bounds[i].eval.value)
                                                                             : chess_eval_mate (bounds[i].eval.value)));
      g_assert_cmpuint (chess_eval_format_display (bounds[i].eval, out), ==, strlen (bounds[i].display));
      g_assert_cmpstr (out, ==, bounds[i].display);
    }

  /* An engine's score too, whoever is to move. */
  e = chess_eval_from_uci (FALSE, G_MININT, CHESS_BLACK);
  g_assert_true (chess_eval_equal (e, chess_eval_cp (CHESS_EVAL_CP_MAX)));
  e = chess_eval_from_uci (TRUE, G_MAXINT, CHESS_BLACK);
  g_assert_true (chess_eval_equal (e, chess_eval_mate (-CHESS_EVAL_MATE_MAX)));
}

static void
test_display_text (void)
{
  static const struct { ChessEval eval; const char *text; } cases[] = {
    { { CHESS_EVAL_CP, 32 }, "+0.32" },
    { { CHESS_EVAL_CP, -150 }, "\xe2\x88\x92" "1.50" },
    { { CHESS_EVAL_CP, 0 }, "0.00" },
    { { CHESS_EVAL_CP, 1234 }, "+12.34" },
    { { CHESS_EVAL_MATE, 3 }, "#3" },
    { { CHESS_EVAL_MATE, -2 }, "#\xe2\x88\x92" "2" },
    { { CHESS_EVAL_CHECKMATE, 1 }, "#" },
    { { CHESS_EVAL_NONE, 0 }, "" },
  };
  char out[CHESS_EVAL_DISPLAY_MAX];

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_assert_cmpuint (chess_eval_format_display (cases[i].eval, out), ==, strlen (cases[i].text));
      g_assert_cmpstr (out, ==, cases[i].text);
    }
}

static void
assert_judgement (ChessEval before, ChessEval after, ChessColor mover,
                  ChessJudgement expected, ChessJudgementReason expected_reason)
{
  ChessJudgementReason reason = 99;
  ChessJudgement judgement = chess_judge_move (before, after, mover, &reason);

  if (judgement != expected || reason != expected_reason)
    g_error ("%s from kind %d value %d to kind %d value %d: judgement %d reason %d, expected %d %d",
             mover == CHESS_WHITE ? "White" : "Black", before.kind, before.value,
             after.kind, after.value, judgement, reason, expected, expected_reason);
}

static void
test_judgement_thresholds (void)
{
  /* A loss of L winning chances from 0 is a fall to -ln((1 + L) / (1 - L)) / 0.00368208:
   * L = 0.1 → 54.50 cp, 0.2 → 110.12 cp, 0.3 → 168.12 cp. */
  static const struct { int cp; ChessJudgement judgement; } steps[] = {
    { -54, CHESS_JUDGEMENT_NONE }, { -55, CHESS_JUDGEMENT_INACCURACY },
    { -110, CHESS_JUDGEMENT_INACCURACY }, { -111, CHESS_JUDGEMENT_MISTAKE },
    { -168, CHESS_JUDGEMENT_MISTAKE }, { -169, CHESS_JUDGEMENT_BLUNDER },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (steps); i++)
    {
      /* White falls from 0 to the value; Black mirrors it. */
      assert_judgement (chess_eval_cp (0), chess_eval_cp (steps[i].cp), CHESS_WHITE,
                        steps[i].judgement, CHESS_JUDGEMENT_REASON_CHANCES);
      assert_judgement (chess_eval_cp (0), chess_eval_cp (-steps[i].cp), CHESS_BLACK,
                        steps[i].judgement, CHESS_JUDGEMENT_REASON_CHANCES);
      /* A gain is never a fault. */
      assert_judgement (chess_eval_cp (0), chess_eval_cp (-steps[i].cp), CHESS_WHITE,
                        CHESS_JUDGEMENT_NONE, CHESS_JUDGEMENT_REASON_CHANCES);
    }

  /* The same 300 cp thrown away matter less when the game is decided:
   * 0 → -300 loses 0.5200 (blunder); +900 → +600 loses 0.9295 - 0.8025 = 0.1270. */
  assert_judgement (chess_eval_cp (900), chess_eval_cp (600), CHESS_WHITE,
                    CHESS_JUDGEMENT_INACCURACY, CHESS_JUDGEMENT_REASON_CHANCES);
  assert_judgement (chess_eval_cp (1500), chess_eval_cp (1200), CHESS_WHITE,
                    CHESS_JUDGEMENT_NONE, CHESS_JUDGEMENT_REASON_CHANCES);
}

static void
test_judgement_mates (void)
{
  /* Walking into a mate: how bad depends on how lost it was before. */
  assert_judgement (chess_eval_cp (50), chess_eval_mate (-3), CHESS_WHITE,
                    CHESS_JUDGEMENT_BLUNDER, CHESS_JUDGEMENT_REASON_MATE_CREATED);
  assert_judgement (chess_eval_cp (-800), chess_eval_mate (-3), CHESS_WHITE,
                    CHESS_JUDGEMENT_MISTAKE, CHESS_JUDGEMENT_REASON_MATE_CREATED);
  assert_judgement (chess_eval_cp (-1000), chess_eval_mate (-3), CHESS_WHITE,
                    CHESS_JUDGEMENT_INACCURACY, CHESS_JUDGEMENT_REASON_MATE_CREATED);
  assert_judgement (chess_eval_cp (-700), chess_eval_mate (-3), CHESS_WHITE,
                    CHESS_JUDGEMENT_BLUNDER, CHESS_JUDGEMENT_REASON_MATE_CREATED);
  assert_judgement (chess_eval_cp (800), chess_eval_mate (5), CHESS_BLACK,
                    CHESS_JUDGEMENT_MISTAKE, CHESS_JUDGEMENT_REASON_MATE_CREATED);

  /* Letting a mate go: how bad depends on what is left. */
  assert_judgement (chess_eval_mate (2), chess_eval_cp (1200), CHESS_WHITE,
                    CHESS_JUDGEMENT_INACCURACY, CHESS_JUDGEMENT_REASON_MATE_LOST);
  assert_judgement (chess_eval_mate (2), chess_eval_cp (701), CHESS_WHITE,
                    CHESS_JUDGEMENT_MISTAKE, CHESS_JUDGEMENT_REASON_MATE_LOST);
  assert_judgement (chess_eval_mate (2), chess_eval_cp (300), CHESS_WHITE,
                    CHESS_JUDGEMENT_BLUNDER, CHESS_JUDGEMENT_REASON_MATE_LOST);
  assert_judgement (chess_eval_mate (-2), chess_eval_cp (-300), CHESS_BLACK,
                    CHESS_JUDGEMENT_BLUNDER, CHESS_JUDGEMENT_REASON_MATE_LOST);
  /* From mating to being mated. */
  assert_judgement (chess_eval_mate (4), chess_eval_mate (-1), CHESS_WHITE,
                    CHESS_JUDGEMENT_BLUNDER, CHESS_JUDGEMENT_REASON_MATE_LOST);

  /* A slower mate, a mate found, a defence prolonged, the mate itself: no fault. */
  assert_judgement (chess_eval_mate (2), chess_eval_mate (5), CHESS_WHITE,
                    CHESS_JUDGEMENT_NONE, CHESS_JUDGEMENT_REASON_CHANCES);
  assert_judgement (chess_eval_cp (100), chess_eval_mate (5), CHESS_WHITE,
                    CHESS_JUDGEMENT_NONE, CHESS_JUDGEMENT_REASON_CHANCES);
  assert_judgement (chess_eval_mate (-2), chess_eval_cp (-900), CHESS_WHITE,
                    CHESS_JUDGEMENT_NONE, CHESS_JUDGEMENT_REASON_CHANCES);
  assert_judgement (chess_eval_mate (1), chess_eval_checkmate (CHESS_WHITE), CHESS_WHITE,
                    CHESS_JUDGEMENT_NONE, CHESS_JUDGEMENT_REASON_CHANCES);
  assert_judgement (chess_eval_cp (0), (ChessEval) { CHESS_EVAL_NONE, 0 }, CHESS_WHITE,
                    CHESS_JUDGEMENT_NONE, CHESS_JUDGEMENT_REASON_CHANCES);
}

static void
test_nags (void)
{
  g_assert_cmpuint (chess_judgement_to_nag (CHESS_JUDGEMENT_INACCURACY), ==, 6);
  g_assert_cmpuint (chess_judgement_to_nag (CHESS_JUDGEMENT_MISTAKE), ==, 2);
  g_assert_cmpuint (chess_judgement_to_nag (CHESS_JUDGEMENT_BLUNDER), ==, 4);
  g_assert_cmpuint (chess_judgement_to_nag (CHESS_JUDGEMENT_NONE), ==, 0);
  for (ChessJudgement j = CHESS_JUDGEMENT_INACCURACY; j <= CHESS_JUDGEMENT_BLUNDER; j++)
    g_assert_cmpint (chess_judgement_from_nag (chess_judgement_to_nag (j)), ==, j);
  g_assert_cmpint (chess_judgement_from_nag (1), ==, CHESS_JUDGEMENT_NONE);
  g_assert_cmpint (chess_judgement_from_nag (5), ==, CHESS_JUDGEMENT_NONE);
}

static void
test_move_accuracy (void)
{
  /* 103.1668100711649 * e^(-0.04354415386753951 * 10) - 3.166924740191411 + 1
   * = 103.16681 * 0.64698 - 2.16692 = 64.579828 */
  g_assert_cmpfloat_with_epsilon (chess_move_accuracy (60, 50), 64.579828, EPSILON);
  /* loss 50: 103.16681 * 0.11336 - 2.16692 = 9.527819 */
  g_assert_cmpfloat_with_epsilon (chess_move_accuracy (80, 30), 9.527819, EPSILON);
  /* Nothing lost (or something gained): perfect.  Everything lost: 0, not negative. */
  g_assert_cmpfloat (chess_move_accuracy (50, 50), ==, 100.0);
  g_assert_cmpfloat (chess_move_accuracy (40, 70), ==, 100.0);
  g_assert_cmpfloat (chess_move_accuracy (100, 0), ==, 0.0);
  /* The curve starts at 103.16681 - 2.16692 = 101, capped: a loss under
   * ln (103.16681 / 102.16692) / 0.04354415 = 0.2243 points is still 100;
   * half a point: 103.16681 * e^(-0.02177208) - 2.16692 = 98.778005. */
  g_assert_cmpfloat (chess_move_accuracy (50.2, 50), ==, 100.0);
  g_assert_cmpfloat_with_epsilon (chess_move_accuracy (50.5, 50), 98.778005, EPSILON);
  g_assert_cmpfloat (chess_move_accuracy (60, 50), <, chess_move_accuracy (55, 50));
}

static void
test_game_accuracy (void)
{
  /* Four plies, White first: evaluations after each ply 30, -20, -260, -250 cp.
   * White's win% from the start: 51.380429 (15 cp), 52.758755, 48.159792,
   * 27.741093, 28.485195.  Window: 4 plies / 10 → at least 2.  Weights (the
   * standard deviation of each window of two, between 0.5 and 12):
   * |52.758755 - 51.380429| / 2 = 0.689163, 2.299482, 10.209349, 0.372052 → 0.5.
   * White: ply 1 gains (100, weight 0.689163); ply 3 loses 20.418699 points →
   * 40.236631 (weight 10.209349).  Weighted mean 44.015744, harmonic mean
   * 2 / (1/100 + 1/40.236631) = 57.383910; accuracy (44.015744 + 57.383910) / 2.
   * Black (from Black's side): ply 2 gains 4.598964 → 100 (weight 2.299482);
   * ply 4 loses 0.744103 → 97.710719 (weight 0.5).  Weighted 99.591124,
   * harmonic 98.842106. */
  const ChessEval evals[] = { chess_eval_cp (30), chess_eval_cp (-20), chess_eval_cp (-260),
                              chess_eval_cp (-250) };
  double white = 0, black = 0;

  chess_game_accuracy (chess_eval_cp (CHESS_EVAL_CP_INITIAL), evals, G_N_ELEMENTS (evals),
                       CHESS_WHITE, &white, &black);
  g_assert_cmpfloat_with_epsilon (white, (44.015744 + 57.383910) / 2, 1e-5);
  g_assert_cmpfloat_with_epsilon (black, (99.591124 + 98.842106) / 2, 1e-5);

  /* The same moves with Black moving first swap the roles of the plies. */
  {
    const ChessEval mirrored[] = { chess_eval_cp (-30), chess_eval_cp (20), chess_eval_cp (260),
                                   chess_eval_cp (250) };
    double w2 = 0, b2 = 0;

    chess_game_accuracy (chess_eval_cp (-CHESS_EVAL_CP_INITIAL), mirrored, G_N_ELEMENTS (mirrored),
                         CHESS_BLACK, &w2, &b2);
    g_assert_cmpfloat_with_epsilon (b2, white, 1e-9);
    g_assert_cmpfloat_with_epsilon (w2, black, 1e-9);
  }

  /* One ply: Black has no move and no accuracy. */
  chess_game_accuracy (chess_eval_cp (CHESS_EVAL_CP_INITIAL), evals, 1, CHESS_WHITE, &white, &black);
  g_assert_cmpfloat (white, ==, 100.0);
  g_assert_cmpfloat (black, ==, -1.0);

  /* A move that loses everything counts 1 in the harmonic mean, not 0. */
  {
    const ChessEval collapse[] = { chess_eval_mate (-1), chess_eval_checkmate (CHESS_BLACK) };

    chess_game_accuracy (chess_eval_cp (1000), collapse, 2, CHESS_WHITE, &white, &black);
    /* White: 97.544744 → 2.455256 loses 95.089 points → accuracy 0; weighted 0,
     * harmonic 1 / (1/1) = 1 → 0.5.  Black: nothing to lose → 100. */
    g_assert_cmpfloat_with_epsilon (white, 0.5, EPSILON);
    g_assert_cmpfloat (black, ==, 100.0);
  }
}

static void
test_window_over_long_games (void)
{
  /* 40 plies: the window is 4 plies.  A level game with one blunder by
   * White at ply 21 (0 → -400): the moves around it weigh more. */
  ChessEval evals[40];
  double white, black, calm_white, calm_black;

  for (int i = 0; i < 40; i++)
    evals[i] = chess_eval_cp (i < 20 ? 0 : -400);
  chess_game_accuracy (chess_eval_cp (0), evals, 40, CHESS_WHITE, &white, &black);
  for (int i = 0; i < 40; i++)
    evals[i] = chess_eval_cp (0);
  chess_game_accuracy (chess_eval_cp (0), evals, 40, CHESS_WHITE, &calm_white, &calm_black);

  g_assert_cmpfloat (calm_white, ==, 100.0);
  g_assert_cmpfloat (calm_black, ==, 100.0);
  g_assert_cmpfloat (black, ==, 100.0);
  /* 0 → -400 cp: 50 → 18.651255 win%, a loss of 31.348745 → move accuracy
   * 24.178447.  Windows holding the jump (those of plies 21, 22, 23: e.g. 50,
   * 50, 50, 18.65) deviate by 13.574 → weight 12; the other windows are flat
   * → 0.5.  White's moves: ply 21 (24.178, 12), ply 23 (100, 12), 18 others
   * (100, 0.5): weighted (18 * 50 + 1200 + 12 * 24.178447) / 33 = 72.428526;
   * harmonic 20 / (19 / 100 + 1 / 24.178447) = 86.445684. */
  g_assert_cmpfloat_with_epsilon (white, (72.428526 + 86.445684) / 2, 1e-5);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/review-math/winning-chances", test_winning_chances);
  g_test_add_func ("/review-math/from-uci", test_from_uci);
  g_test_add_func ("/review-math/pgn-text", test_pgn_text);
  g_test_add_func ("/review-math/eval-range", test_eval_range);
  g_test_add_func ("/review-math/display-text", test_display_text);
  g_test_add_func ("/review-math/judgement-thresholds", test_judgement_thresholds);
  g_test_add_func ("/review-math/judgement-mates", test_judgement_mates);
  g_test_add_func ("/review-math/nags", test_nags);
  g_test_add_func ("/review-math/move-accuracy", test_move_accuracy);
  g_test_add_func ("/review-math/game-accuracy", test_game_accuracy);
  g_test_add_func ("/review-math/window-over-long-games", test_window_over_long_games);

  return g_test_run ();
}
