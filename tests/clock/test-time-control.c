/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-time-control.c — the PGN TimeControl tag: parse, write, describe. */
#include <locale.h>
#include <string.h>
#include <glib.h>

#include "chess-time-control.h"

#define S(x) ((gint64) ((x) * 1e6 + 0.5))

static ChessTimeControl *
parse_ok (const char *text)
{
  g_autoptr (GError) error = NULL;
  ChessTimeControl *tc = chess_time_control_parse (text, &error);

  g_assert_no_error (error);
  g_assert_nonnull (tc);
  return tc;
}

static void
assert_period (const ChessTimeControl *tc, guint i, int moves, gint64 duration,
               ChessBonusKind bonus, gint64 bonus_us)
{
  const ChessTimePeriod *p = chess_time_control_get_period (tc, i);

  g_assert_cmpint (p->moves, ==, moves);
  g_assert_cmpint (p->duration_us, ==, duration);
  g_assert_cmpint (p->bonus, ==, bonus);
  g_assert_cmpint (p->bonus_us, ==, bonus_us);
}

static void
assert_round_trip (const char *text)
{
  g_autoptr (ChessTimeControl) tc = parse_ok (text);
  g_autofree char *written = chess_time_control_to_string (tc);
  g_autoptr (ChessTimeControl) again = parse_ok (written);

  g_assert_cmpstr (written, ==, text);
  g_assert_true (chess_time_control_equal (tc, again));
}

static void
test_parse_kinds (void)
{
  g_autoptr (ChessTimeControl) none = parse_ok ("-");
  g_autoptr (ChessTimeControl) unknown = parse_ok ("?");
  g_autoptr (ChessTimeControl) sand = parse_ok ("*180");
  g_autoptr (ChessTimeControl) blitz = parse_ok ("300+2");
  g_autoptr (ChessTimeControl) sudden = parse_ok ("300");
  g_autoptr (ChessTimeControl) zero_inc = parse_ok ("300+0");

  g_assert_cmpint (chess_time_control_get_kind (none), ==, CHESS_TIME_CONTROL_NONE);
  g_assert_cmpuint (chess_time_control_get_n_periods (none), ==, 0);
  g_assert_false (chess_time_control_is_timed (none));
  g_assert_cmpint (chess_time_control_get_kind (unknown), ==, CHESS_TIME_CONTROL_UNKNOWN);
  g_assert_false (chess_time_control_is_timed (unknown));

  g_assert_cmpint (chess_time_control_get_kind (sand), ==, CHESS_TIME_CONTROL_SANDCLOCK);
  g_assert_true (chess_time_control_is_timed (sand));
  assert_period (sand, 0, 0, S (180), CHESS_BONUS_NONE, 0);

  g_assert_cmpint (chess_time_control_get_kind (blitz), ==, CHESS_TIME_CONTROL_PERIODS);
  assert_period (blitz, 0, 0, S (300), CHESS_BONUS_INCREMENT, S (2));
  assert_period (sudden, 0, 0, S (300), CHESS_BONUS_NONE, 0);
  /* "+0" is kept, so that "300+0" is written back as it was read. */
  assert_period (zero_inc, 0, 0, S (300), CHESS_BONUS_INCREMENT, 0);
  g_assert_false (chess_time_control_equal (sudden, zero_inc));
}

static void
test_parse_periods (void)
{
  g_autoptr (ChessTimeControl) classical = parse_ok ("40/5400+30:1800+30");
  g_autoptr (ChessTimeControl) three = parse_ok ("40/7200:20/3600:900+30");
  g_autoptr (ChessTimeControl) repeat = parse_ok ("40/9000");

  g_assert_cmpuint (chess_time_control_get_n_periods (classical), ==, 2);
  assert_period (classical, 0, 40, S (5400), CHESS_BONUS_INCREMENT, S (30));
  assert_period (classical, 1, 0, S (1800), CHESS_BONUS_INCREMENT, S (30));

  g_assert_cmpuint (chess_time_control_get_n_periods (three), ==, 3);
  assert_period (three, 0, 40, S (7200), CHESS_BONUS_NONE, 0);
  assert_period (three, 1, 20, S (3600), CHESS_BONUS_NONE, 0);
  assert_period (three, 2, 0, S (900), CHESS_BONUS_INCREMENT, S (30));

  assert_period (repeat, 0, 40, S (9000), CHESS_BONUS_NONE, 0);
}

static void
test_parse_fractions_and_delays (void)
{
  g_autoptr (ChessTimeControl) bullet = parse_ok ("10+0.05");
  g_autoptr (ChessTimeControl) simple = parse_ok ("300d5");
  g_autoptr (ChessTimeControl) bronstein = parse_ok ("300b5");
  g_autoptr (ChessTimeControl) delay_periods = parse_ok ("40/5400d30:1800d30");
  g_autoptr (ChessTimeControl) fine = parse_ok ("0.000001+1.5");

  assert_period (bullet, 0, 0, S (10), CHESS_BONUS_INCREMENT, 50000);
  assert_period (simple, 0, 0, S (300), CHESS_BONUS_SIMPLE_DELAY, S (5));
  assert_period (bronstein, 0, 0, S (300), CHESS_BONUS_BRONSTEIN, S (5));
  assert_period (delay_periods, 0, 40, S (5400), CHESS_BONUS_SIMPLE_DELAY, S (30));
  assert_period (delay_periods, 1, 0, S (1800), CHESS_BONUS_SIMPLE_DELAY, S (30));
  assert_period (fine, 0, 0, 1, CHESS_BONUS_INCREMENT, 1500000);
}

static void
test_write_round_trip (void)
{
  const char *values[] = {
    "-", "?", "*180", "*0.5", "300", "300+0", "300+2", "10+0.05", "0+1",
    "40/5400+30:1800+30", "40/7200:20/3600:900+30", "40/9000", "300d5",
    "300b5", "40/5400d30:1800d30", "40/6000b10:20/3000:60.25+0.125",
  };

  for (guint i = 0; i < G_N_ELEMENTS (values); i++)
    assert_round_trip (values[i]);
}

static void
test_write_normalises (void)
{
  /* Trailing zeros of a fraction are dropped; the value stays the same. */
  g_autoptr (ChessTimeControl) tc = parse_ok ("10.500+0.050000");
  g_autofree char *written = chess_time_control_to_string (tc);

  g_assert_cmpstr (written, ==, "10.5+0.05");
}

static void
test_constructors (void)
{
  ChessTimePeriod periods[] = {
    { 40, S (5400), CHESS_BONUS_INCREMENT, S (30) },
    { 0, S (1800), CHESS_BONUS_INCREMENT, S (30) },
  };
  g_autoptr (ChessTimeControl) built = chess_time_control_new_periods (periods, 2);
  g_autoptr (ChessTimeControl) parsed = parse_ok ("40/5400+30:1800+30");
  g_autoptr (ChessTimeControl) simple = chess_time_control_new_simple (S (180), CHESS_BONUS_INCREMENT, S (2));
  g_autoptr (ChessTimeControl) sand = chess_time_control_new_sandclock (S (60));
  g_autoptr (ChessTimeControl) copy = chess_time_control_copy (built);
  g_autofree char *simple_text = chess_time_control_to_string (simple);
  g_autofree char *sand_text = chess_time_control_to_string (sand);
  GValue value = G_VALUE_INIT;

  g_assert_true (chess_time_control_equal (built, parsed));
  g_assert_true (chess_time_control_equal (copy, parsed));
  g_assert_cmpstr (simple_text, ==, "180+2");
  g_assert_cmpstr (sand_text, ==, "*60");

  /* The boxed type copies through GValue. */
  g_value_init (&value, CHESS_TYPE_TIME_CONTROL);
  g_value_set_boxed (&value, built);
  g_assert_true (g_value_get_boxed (&value) != built);
  g_assert_true (chess_time_control_equal (g_value_get_boxed (&value), built));
  g_value_unset (&value);
}

static void
test_constructor_rejects_sudden_death_before_period (void)
{
  if (g_test_subprocess ())
    {
      ChessTimePeriod periods[] = {
        { 0, S (300), CHESS_BONUS_NONE, 0 },
        { 40, S (300), CHESS_BONUS_NONE, 0 },
      };
      ChessTimeControl *tc;

      g_log_set_always_fatal (G_LOG_FATAL_MASK | G_LOG_LEVEL_CRITICAL);
      tc = chess_time_control_new_periods (periods, 2);
      g_assert_null (tc);
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_failed ();
  g_test_trap_assert_stderr ("*CRITICAL*periods_are_valid*");
}

typedef struct {
  const char *value;
  int code;
  const char *message_part;   /* must occur in the message */
} BadCase;

static void
test_errors (void)
{
  const BadCase cases[] = {
    { "", CHESS_TIME_CONTROL_ERROR_EMPTY, "empty" },
    { "+", CHESS_TIME_CONTROL_ERROR_SYNTAX, "character 1, not “+”" },
    { "400+", CHESS_TIME_CONTROL_ERROR_SYNTAX, "missing at character 5" },
    { "400*", CHESS_TIME_CONTROL_ERROR_SYNTAX, "“*” at character 4" },
    { "400+:400*", CHESS_TIME_CONTROL_ERROR_SYNTAX, "character 5, not “:”" },
    { "60 minutes", CHESS_TIME_CONTROL_ERROR_SYNTAX, "“space” at character 3" },
    { "0/300", CHESS_TIME_CONTROL_ERROR_RANGE, "moves at character 1 must be at least 1" },
    { "40/", CHESS_TIME_CONTROL_ERROR_SYNTAX, "missing at character 4" },
    { "300:40/300", CHESS_TIME_CONTROL_ERROR_SYNTAX, "“:” at character 4" },
    { "10+0.0000001", CHESS_TIME_CONTROL_ERROR_RANGE, "character 4 has more than six decimals" },
    { "10.", CHESS_TIME_CONTROL_ERROR_SYNTAX, "missing at character 4" },
    { ".5", CHESS_TIME_CONTROL_ERROR_SYNTAX, "character 1, not “.”" },
    { "99999999999999999999", CHESS_TIME_CONTROL_ERROR_RANGE, "character 1 is too large" },
    { "-300", CHESS_TIME_CONTROL_ERROR_SYNTAX, "“3” follows at character 2" },
    { "?:300", CHESS_TIME_CONTROL_ERROR_SYNTAX, "character 2" },
    { "*180+2", CHESS_TIME_CONTROL_ERROR_SYNTAX, "“+” follows at character 5" },
    { "300+2d5", CHESS_TIME_CONTROL_ERROR_SYNTAX, "“d” at character 6" },
    { "40/5400.5/60", CHESS_TIME_CONTROL_ERROR_SYNTAX, "“/” at character 10" },
    { "1.5/60", CHESS_TIME_CONTROL_ERROR_SYNTAX, "“/” at character 4" },
    { "300+2:", CHESS_TIME_CONTROL_ERROR_SYNTAX, "“:” at character 6 has no move count" },
    { "40/300:", CHESS_TIME_CONTROL_ERROR_SYNTAX, "missing at character 8" },
    { "300x", CHESS_TIME_CONTROL_ERROR_SYNTAX, "“x” at character 4" },
    { "ü300", CHESS_TIME_CONTROL_ERROR_SYNTAX, "character 1, not “ü”" },
    { "300é", CHESS_TIME_CONTROL_ERROR_SYNTAX, "“é” at character 4" },
    { "30\xff", CHESS_TIME_CONTROL_ERROR_SYNTAX, "“\\xFF” at character 3" },
    { "300 ", CHESS_TIME_CONTROL_ERROR_SYNTAX, "character 4" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (GError) error = NULL;
      ChessTimeControl *tc = chess_time_control_parse (cases[i].value, &error);

      g_test_message ("%s → %s", cases[i].value, error ? error->message : "(accepted)");
      g_assert_null (tc);
      g_assert_error (error, CHESS_TIME_CONTROL_ERROR, cases[i].code);
      if (strstr (error->message, cases[i].message_part) == NULL)
        g_error ("message for “%s” is “%s”, expected it to contain “%s”",
                 cases[i].value, error->message, cases[i].message_part);
    }
}

static void
test_error_quotes_value (void)
{
  g_autoptr (GError) error = NULL;

  g_assert_null (chess_time_control_parse ("40/5400+30:1800+", &error));
  g_assert_nonnull (strstr (error->message, "“40/5400+30:1800+”"));
  g_assert_nonnull (strstr (error->message, "character 17"));
}

static void
test_too_many_periods (void)
{
  g_autoptr (GString) text = g_string_new (NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (ChessTimeControl) max = NULL;

  for (int i = 0; i < CHESS_TIME_CONTROL_MAX_PERIODS; i++)
    g_string_append (text, i ? ":1/60" : "1/60");
  max = parse_ok (text->str);
  g_assert_cmpuint (chess_time_control_get_n_periods (max), ==, CHESS_TIME_CONTROL_MAX_PERIODS);
  g_string_append (text, ":60");
  g_assert_null (chess_time_control_parse (text->str, &error));
  g_assert_error (error, CHESS_TIME_CONTROL_ERROR, CHESS_TIME_CONTROL_ERROR_RANGE);
}

static void
test_period_for_move (void)
{
  g_autoptr (ChessTimeControl) tc = parse_ok ("40/7200:20/3600:900+30");
  g_autoptr (ChessTimeControl) repeat = parse_ok ("40/9000");
  gboolean starts;

  /* Move 1..40 in period 0; move 41 starts period 1 (its time comes
   * after move 40), move 61 starts period 2, which lasts to the end. */
  g_assert_true (chess_time_control_period_for_move (tc, 0, &starts) == chess_time_control_get_period (tc, 0));
  g_assert_false (starts);
  g_assert_true (chess_time_control_period_for_move (tc, 39, &starts) == chess_time_control_get_period (tc, 0));
  g_assert_false (starts);
  g_assert_true (chess_time_control_period_for_move (tc, 40, &starts) == chess_time_control_get_period (tc, 1));
  g_assert_true (starts);
  g_assert_true (chess_time_control_period_for_move (tc, 41, &starts) == chess_time_control_get_period (tc, 1));
  g_assert_false (starts);
  g_assert_true (chess_time_control_period_for_move (tc, 60, &starts) == chess_time_control_get_period (tc, 2));
  g_assert_true (starts);
  g_assert_true (chess_time_control_period_for_move (tc, 500, &starts) == chess_time_control_get_period (tc, 2));
  g_assert_false (starts);

  g_assert_cmpint (chess_time_control_moves_to_next_period (tc, 0), ==, 40);
  g_assert_cmpint (chess_time_control_moves_to_next_period (tc, 39), ==, 1);
  g_assert_cmpint (chess_time_control_moves_to_next_period (tc, 40), ==, 20);
  g_assert_cmpint (chess_time_control_moves_to_next_period (tc, 60), ==, 0);

  for (int m = 0; m <= 200; m++)
    {
      chess_time_control_period_for_move (repeat, m, &starts);
      g_assert_cmpint (starts, ==, m > 0 && m % 40 == 0);
      g_assert_cmpint (chess_time_control_moves_to_next_period (repeat, m), ==, 40 - m % 40);
    }
  g_assert_null (chess_time_control_period_for_move (NULL, 3, NULL));
}

static void
assert_describes (const char *text, const char *expected)
{
  g_autoptr (ChessTimeControl) tc = parse_ok (text);
  g_autofree char *description = chess_time_control_describe (tc);

  g_assert_cmpstr (description, ==, expected);
}

static void
test_describe (void)
{
  assert_describes ("-", "No clock");
  assert_describes ("?", "Unknown time control");
  assert_describes ("300+3", "5 min + 3 s");
  assert_describes ("300+0", "5 min");
  assert_describes ("300", "5 min");
  assert_describes ("90", "1 min 30 s");
  assert_describes ("10+0.05", "10 s + 0.05 s");
  assert_describes ("3600", "1 h");
  assert_describes ("40/5400+30:1800+30", "40 moves in 90 min, then 30 min, + 30 s per move");
  assert_describes ("40/7200:20/3600:900+30",
                    "40 moves in 2 h, then 20 moves in 1 h, then 15 min + 30 s");
  assert_describes ("40/9000", "40 moves in 150 min, repeating");
  assert_describes ("1/60", "1 move in 1 min, repeating");
  assert_describes ("300d5", "5 min, 5 s delay");
  assert_describes ("300b5", "5 min, 5 s Bronstein delay");
  assert_describes ("40/5400d30:1800d30", "40 moves in 90 min, then 30 min, 30 s delay");
  assert_describes ("*180", "Sandclock, 3 min");
}

int
main (int argc, char **argv)
{
  setlocale (LC_ALL, "C.UTF-8");
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/time-control/parse/kinds", test_parse_kinds);
  g_test_add_func ("/time-control/parse/periods", test_parse_periods);
  g_test_add_func ("/time-control/parse/fractions-and-delays", test_parse_fractions_and_delays);
  g_test_add_func ("/time-control/write/round-trip", test_write_round_trip);
  g_test_add_func ("/time-control/write/normalises", test_write_normalises);
  g_test_add_func ("/time-control/constructors", test_constructors);
  g_test_add_func ("/time-control/constructors/reject-invalid",
                   test_constructor_rejects_sudden_death_before_period);
  g_test_add_func ("/time-control/errors", test_errors);
  g_test_add_func ("/time-control/errors/quote-value", test_error_quotes_value);
  g_test_add_func ("/time-control/errors/too-many-periods", test_too_many_periods);
  g_test_add_func ("/time-control/period-for-move", test_period_for_move);
  g_test_add_func ("/time-control/describe", test_describe);

  return g_test_run ();
}
