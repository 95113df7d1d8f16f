/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-time-control-vectors.c — every case of the shared TimeControl
 * vectors (timecontrol/timecontrol-vectors.json in $CHESS_TESTDATA). */
#include <locale.h>
#include <math.h>
#include <string.h>
#include <glib.h>
#include <json-glib/json-glib.h>

#include "chess-time-control.h"

static JsonParser *vectors;

static JsonObject *
vectors_root (void)
{
  return json_node_get_object (json_parser_get_root (vectors));
}

static gint64
seconds_member (JsonObject *o, const char *name)
{
  if (!json_object_has_member (o, name))
    return -1;
  return (gint64) llround (json_object_get_double_member (o, name) * G_USEC_PER_SEC);
}

/* Compares one expected period with what we parsed. */
static void
check_period (const ChessTimeControl *tc, guint i, JsonObject *expected, const char *value)
{
  const char *kind = json_object_get_string_member (expected, "kind");
  const ChessTimePeriod *p = chess_time_control_get_period (tc, i);
  gint64 seconds = seconds_member (expected, "seconds");
  gint64 increment = seconds_member (expected, "increment");
  int moves = json_object_has_member (expected, "moves")
              ? (int) json_object_get_int_member (expected, "moves") : 0;

  g_test_message ("%s: period %u is %s", value, i, kind);
  g_assert_cmpint (p->duration_us, ==, seconds);
  if (g_str_equal (kind, "moves_in_seconds"))
    g_assert_cmpint (p->moves, >, 0);
  else
    g_assert_cmpint (p->moves, ==, 0);
  g_assert_cmpint (p->moves, ==, moves);

  if (g_str_equal (kind, "sudden_death"))
    g_assert_cmpint (increment, ==, -1);
  if (g_str_equal (kind, "increment"))
    g_assert_cmpint (increment, >=, 0);
  if (increment >= 0)
    {
      g_assert_cmpint (p->bonus, ==, CHESS_BONUS_INCREMENT);
      g_assert_cmpint (p->bonus_us, ==, increment);
    }
  else
    g_assert_cmpint (p->bonus, ==, CHESS_BONUS_NONE);
}

static void
check_valid_case (JsonObject *c)
{
  const char *value = json_object_get_string_member (c, "value");
  JsonArray *periods = json_object_get_array_member (c, "periods");
  guint n = json_array_get_length (periods);
  const char *first_kind = json_object_get_string_member (json_array_get_object_element (periods, 0), "kind");
  g_autoptr (GError) error = NULL;
  g_autoptr (ChessTimeControl) tc = chess_time_control_parse (value, &error);
  g_autofree char *written = NULL;

  g_assert_no_error (error);
  g_assert_nonnull (tc);

  if (g_str_equal (first_kind, "unknown") || g_str_equal (first_kind, "none"))
    {
      g_assert_cmpuint (n, ==, 1);
      g_assert_cmpint (chess_time_control_get_kind (tc), ==,
                       g_str_equal (first_kind, "none") ? CHESS_TIME_CONTROL_NONE
                                                        : CHESS_TIME_CONTROL_UNKNOWN);
      g_assert_cmpuint (chess_time_control_get_n_periods (tc), ==, 0);
      g_assert_false (chess_time_control_is_timed (tc));
    }
  else if (g_str_equal (first_kind, "sandclock"))
    {
      g_assert_cmpuint (n, ==, 1);
      g_assert_cmpint (chess_time_control_get_kind (tc), ==, CHESS_TIME_CONTROL_SANDCLOCK);
      g_assert_cmpuint (chess_time_control_get_n_periods (tc), ==, 1);
      g_assert_cmpint (chess_time_control_get_period (tc, 0)->duration_us, ==,
                       seconds_member (json_array_get_object_element (periods, 0), "seconds"));
    }
  else
    {
      g_assert_cmpint (chess_time_control_get_kind (tc), ==, CHESS_TIME_CONTROL_PERIODS);
      g_assert_cmpuint (chess_time_control_get_n_periods (tc), ==, n);
      for (guint i = 0; i < n; i++)
        check_period (tc, i, json_array_get_object_element (periods, i), value);
    }

  written = chess_time_control_to_string (tc);
  g_assert_cmpstr (written, ==, value);
}

static void
check_invalid_case (JsonObject *c)
{
  const char *value = json_object_get_string_member (c, "value");
  g_autoptr (GError) error = NULL;
  ChessTimeControl *tc = chess_time_control_parse (value, &error);

  g_assert_null (tc);
  g_assert_error (error, CHESS_TIME_CONTROL_ERROR,
                  (*value ? CHESS_TIME_CONTROL_ERROR_SYNTAX : CHESS_TIME_CONTROL_ERROR_EMPTY));
  g_test_message ("“%s” rejected: %s", value, error->message);
  /* A non-empty bad value names where it goes wrong. */
  if (*value)
    g_assert_nonnull (strstr (error->message, "character "));
}

static void
test_cases (void)
{
  JsonArray *cases = json_object_get_array_member (vectors_root (), "cases");
  guint n_valid = 0, n_invalid = 0;

  for (guint i = 0; i < json_array_get_length (cases); i++)
    {
      JsonObject *c = json_array_get_object_element (cases, i);

      if (json_object_get_boolean_member (c, "valid"))
        {
          check_valid_case (c);
          n_valid++;
        }
      else
        {
          check_invalid_case (c);
          n_invalid++;
        }
    }
  /* README.md: 12 valid and 6 invalid cases. */
  g_assert_cmpuint (n_valid, ==, 12);
  g_assert_cmpuint (n_invalid, ==, 6);
}

static void
test_observed (void)
{
  JsonArray *observed = json_object_get_array_member (vectors_root (), "observed_in_shared_pgn_files");
  guint n = json_array_get_length (observed);

  g_assert_cmpuint (n, >=, 40);
  for (guint i = 0; i < n; i++)
    {
      const char *value = json_object_get_string_member (json_array_get_object_element (observed, i), "value");
      g_autoptr (GError) error = NULL;
      g_autoptr (ChessTimeControl) tc = chess_time_control_parse (value, &error);
      g_autofree char *written = NULL;
      g_autofree char *description = NULL;

      g_assert_no_error (error);
      g_assert_true (chess_time_control_is_timed (tc));
      written = chess_time_control_to_string (tc);
      g_assert_cmpstr (written, ==, value);
      description = chess_time_control_describe (tc);
      g_assert_cmpuint (strlen (description), >, 0);
    }
}

int
main (int argc, char **argv)
{
  const char *testdata = g_getenv ("CHESS_TESTDATA");
  g_autofree char *path = NULL;
  g_autoptr (GError) error = NULL;
  int status;

  setlocale (LC_ALL, "C.UTF-8");
  g_test_init (&argc, &argv, NULL);
  if (testdata == NULL)
    {
      g_printerr ("CHESS_TESTDATA is not set (run through meson test)\n");
      return 1;
    }
  path = g_build_filename (testdata, "timecontrol", "timecontrol-vectors.json", NULL);
  vectors = json_parser_new ();
  if (!json_parser_load_from_file (vectors, path, &error))
    {
      g_printerr ("%s: %s\n", path, error->message);
      return 1;
    }

  g_test_add_func ("/time-control/vectors/cases", test_cases);
  g_test_add_func ("/time-control/vectors/observed", test_observed);

  status = g_test_run ();
  g_object_unref (vectors);
  return status;
}
