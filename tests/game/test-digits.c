/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-digits.c — numbers for people in the locale's digits: Persian
 * digits under fa_IR, a decimal comma under el_GR, ASCII under C; the
 * time-control description keeps its order ("3 + 2" reads minutes first). */
#include "config.h"

#include <locale.h>
#include <string.h>

#include "chess-digits.h"
#include "chess-eval.h"
#include "chess-time-control.h"

static gboolean
use_locale (const char *name)
{
  g_autofree char *why = NULL;

  if (setlocale (LC_ALL, name) != NULL)
    return TRUE;
  why = g_strdup_printf ("the %s locale is missing (build-aux/ensure-locales.sh makes it)", name);
  g_test_skip (why);
  return FALSE;
}

static void
test_c_locale (void)
{
  g_autofree char *text = NULL;

  g_assert_nonnull (setlocale (LC_ALL, "C.UTF-8"));
  g_assert_null (chess_digits_for_char ('5'));
  g_assert_null (chess_digits_for_char ('.'));
  text = chess_digits_localize ("1:05.3 and 40 moves", TRUE);
  g_assert_cmpstr (text, ==, "1:05.3 and 40 moves");
  g_free (text);
  text = chess_digits_unlocalize ("1:05.3");
  g_assert_cmpstr (text, ==, "1:05.3");
}

static void
test_persian (void)
{
  g_autofree char *clock = NULL;
  g_autofree char *words = NULL;
  g_autofree char *typed = NULL;

  if (!use_locale ("fa_IR.UTF-8"))
    return;
  g_assert_cmpstr (chess_digits_for_char ('0'), ==, "۰");
  g_assert_cmpstr (chess_digits_for_char ('9'), ==, "۹");
  g_assert_null (chess_digits_for_char ('x'));
  clock = chess_digits_localize ("1:05", TRUE);
  g_assert_cmpstr (clock, ==, "۱:۰۵");
  words = chess_digits_localize ("e4, move 12", FALSE);
  g_assert_cmpstr (words, ==, "e۴, move ۱۲");
  typed = chess_digits_unlocalize ("۱۲.5 and 7");
  g_assert_cmpstr (typed, ==, "12.5 and 7");

  /* the table follows the locale back */
  g_assert_nonnull (setlocale (LC_ALL, "C.UTF-8"));
  g_assert_null (chess_digits_for_char ('0'));
}

static void
test_greek_decimal_comma (void)
{
  g_autofree char *mark = NULL;
  g_autofree char *kept = NULL;
  g_autofree char *typed = NULL;

  if (!use_locale ("el_GR.UTF-8"))
    return;
  g_assert_null (chess_digits_for_char ('7'));
  mark = chess_digits_localize ("0.5", TRUE);
  g_assert_cmpstr (mark, ==, "0,5");
  kept = chess_digits_localize ("0.5", FALSE);
  g_assert_cmpstr (kept, ==, "0.5");
  typed = chess_digits_unlocalize ("2,5");
  g_assert_cmpstr (typed, ==, "2.5");
  setlocale (LC_ALL, "C.UTF-8");
}

/* No catalogue is bound here, so the words stay English: only the digits
 * change, and they stay where the format put them. */
static void
test_time_control_in_persian (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (ChessTimeControl) tc = chess_time_control_parse ("180+2", &error);
  g_autofree char *text = NULL;

  g_assert_no_error (error);
  if (!use_locale ("fa_IR.UTF-8"))
    return;
  text = chess_time_control_describe (tc);
  g_assert_cmpstr (text, ==, "۳ min + ۲ s");
  g_assert_null (strpbrk (text, "0123456789"));
  setlocale (LC_ALL, "C.UTF-8");
}

#define LRI "\xe2\x81\xa6"
#define PDI "\xe2\x81\xa9"
#define MINUS "\xe2\x88\x92"

/* The one place for numbers people read: digits and decimal mark of the
 * locale, a true minus, and a signed number isolated left to right so
 * that its sign stays before it in right-to-left text. */
static void
test_format_number (void)
{
  const ChessEval down = { CHESS_EVAL_CP, -253 };
  const ChessEval mate = { CHESS_EVAL_MATE, -3 };
  struct { const char *locale, *ascii, *expected; } cases[] = {
    { "C.UTF-8", "12", "12" },
    { "C.UTF-8", "-2.53", LRI MINUS "2.53" PDI },
    { "C.UTF-8", "+0.32", LRI "+0.32" PDI },
    { "fa_IR.UTF-8", "-2.53", LRI MINUS "۲٫۵۳" PDI },
    { "fa_IR.UTF-8", "#" MINUS "3", LRI "#" MINUS "۳" PDI },
    { "fa_IR.UTF-8", "12", "۱۲" },
    { "el_GR.UTF-8", "-2.53", LRI MINUS "2,53" PDI },
    { "el_GR.UTF-8", "87.5", "87,5" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = NULL;

      if (!use_locale (cases[i].locale))
        continue;
      text = chess_digits_format_number (cases[i].ascii);
      g_assert_cmpstr (text, ==, cases[i].expected);
    }
  if (use_locale ("fa_IR.UTF-8"))
    {
      g_autofree char *eval = chess_eval_describe (down);
      g_autofree char *mated = chess_eval_describe (mate);
      g_autofree char *percent = chess_digits_format ("%.1f", 12.5);

      g_assert_cmpstr (eval, ==, LRI MINUS "۲٫۵۳" PDI);
      g_assert_cmpstr (mated, ==, LRI "#" MINUS "۳" PDI);
      g_assert_cmpstr (percent, ==, "۱۲٫۵");
    }
  if (use_locale ("el_GR.UTF-8"))
    {
      /* printf writes Greek's comma itself: it is not taken for text */
      g_autofree char *percent = chess_digits_format ("%.1f", 12.5);
      g_autofree char *eval = chess_eval_describe (down);

      g_assert_cmpstr (percent, ==, "12,5");
      g_assert_cmpstr (eval, ==, LRI MINUS "2,53" PDI);
    }
  setlocale (LC_ALL, "C.UTF-8");
}

static void
test_isolate_text (void)
{
  g_autofree char *text = chess_digits_isolate_text ("White keeps the bishop.");

  g_assert_cmpstr (text, ==, "\xe2\x81\xa8White keeps the bishop." PDI);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/digits/c-locale", test_c_locale);
  g_test_add_func ("/digits/persian", test_persian);
  g_test_add_func ("/digits/greek-decimal-comma", test_greek_decimal_comma);
  g_test_add_func ("/digits/time-control-in-persian", test_time_control_in_persian);
  g_test_add_func ("/digits/format-number", test_format_number);
  g_test_add_func ("/digits/isolate-text", test_isolate_text);

  return g_test_run ();
}
