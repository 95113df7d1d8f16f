/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-marks.c — the arrows and circles of [%cal]/[%csl] read, toggled and
 * written back; annotation symbols mapped to NAGs and back. */
#include "chess-marks.h"
#include "chess-pgn.h"

#include <glib.h>
#include <stdlib.h>
#include <string.h>

static void
test_read_write_round_trip (void)
{
  ChessMarks marks;
  char *arrows, *circles;

  /* lenient: blanks, a bad colour, a null arrow and a repeat are skipped */
  g_assert_cmpuint (chess_marks_read (&marks, "Ge2e4, Rd7d5 Xa1a2,Gb1b1,Ge2e4", "Yf7 gd4"), ==, 4);
  arrows = chess_marks_write (&marks, false);
  circles = chess_marks_write (&marks, true);
  g_assert_cmpstr (arrows, ==, "Ge2e4,Rd7d5");
  g_assert_cmpstr (circles, ==, "Yf7,Gd4");
  free (arrows);
  free (circles);
  chess_marks_clear (&marks);
  g_assert_null (chess_marks_write (&marks, false));
}

static void
test_toggle_as_lichess (void)
{
  ChessMarks marks;
  ChessMark green = { CHESS_MARK_GREEN, 12, 28 }, red = { CHESS_MARK_RED, 12, 28 };

  chess_marks_clear (&marks);
  g_assert_true (chess_marks_toggle (&marks, green));
  g_assert_cmpuint (marks.count, ==, 1);
  /* another colour recolours */
  g_assert_true (chess_marks_toggle (&marks, red));
  g_assert_cmpuint (marks.count, ==, 1);
  g_assert_cmpuint (marks.marks[0].color, ==, CHESS_MARK_RED);
  /* the same gesture again removes it */
  g_assert_true (chess_marks_toggle (&marks, red));
  g_assert_cmpuint (marks.count, ==, 0);
  g_assert_cmpint (chess_marks_find (&marks, 12, 28), ==, -1);
}

static void
test_full_marks_refuse (void)
{
  ChessMarks marks;

  chess_marks_clear (&marks);
  for (int from = 0; from < 64; from++)
    {
      g_assert_true (chess_marks_toggle (&marks, (ChessMark) { 0, (uint8_t) from, (uint8_t) from }));
      g_assert_true (chess_marks_toggle (&marks, (ChessMark) { 0, (uint8_t) from, (uint8_t) ((from + 1) % 64) }));
    }
  g_assert_cmpuint (marks.count, ==, CHESS_MARKS_MAX);
  g_assert_false (chess_marks_toggle (&marks, (ChessMark) { 1, 0, 9 }));
}

static void
test_symbols (void)
{
  static const char *symbols[] = { "!", "?", "!!", "??", "!?", "?!" };

  for (int nag = 1; nag <= 6; nag++)
    {
      g_assert_cmpstr (chess_nag_symbol (nag), ==, symbols[nag - 1]);
      g_assert_cmpint (chess_nag_from_symbol (symbols[nag - 1], strlen (symbols[nag - 1])), ==, nag);
      g_assert_true (chess_nag_is_move_assessment (nag));
    }
  g_assert_cmpint (chess_nag_from_symbol ("+=", 2), ==, 14);
  g_assert_true (chess_nag_is_position_assessment (14));
  g_assert_false (chess_nag_is_position_assessment (1));
  g_assert_null (chess_nag_symbol (250));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/core/marks/read-write", test_read_write_round_trip);
  g_test_add_func ("/core/marks/toggle", test_toggle_as_lichess);
  g_test_add_func ("/core/marks/full", test_full_marks_refuse);
  g_test_add_func ("/core/marks/symbols", test_symbols);
  return g_test_run ();
}
