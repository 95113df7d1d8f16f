/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-time-control.c — libFuzzer target for the PGN TimeControl parser:
 * anything it accepts must write back to a value that reads the same, and
 * describe without trouble. */
#include <string.h>
#include <glib.h>

#include "chess-time-control.h"

int LLVMFuzzerTestOneInput (const guint8 *data, size_t size);

int
LLVMFuzzerTestOneInput (const guint8 *data, size_t size)
{
  g_autofree char *text = g_strndup ((const char *) data, size);   /* stops at a NUL */
  g_autoptr (GError) error = NULL;
  g_autoptr (ChessTimeControl) tc = chess_time_control_parse (text, &error);

  if (tc == NULL)
    {
      g_assert_nonnull (error);
      g_assert_true (g_utf8_validate (error->message, -1, NULL));
      return 0;
    }
  g_assert_null (error);
  {
    g_autofree char *written = chess_time_control_to_string (tc);
    g_autofree char *description = chess_time_control_describe (tc);
    g_autoptr (ChessTimeControl) again = chess_time_control_parse (written, NULL);
    g_autofree char *rewritten = NULL;

    g_assert_nonnull (again);
    g_assert_true (chess_time_control_equal (tc, again));
    rewritten = chess_time_control_to_string (again);
    g_assert_cmpstr (written, ==, rewritten);
    g_assert_nonnull (description);
    for (int moves = 0; moves < 200; moves += 7)
      {
        gboolean starts;
        const ChessTimePeriod *p = chess_time_control_period_for_move (tc, moves, &starts);

        g_assert_true (p != NULL || !chess_time_control_is_timed (tc));
        g_assert_cmpint (chess_time_control_moves_to_next_period (tc, moves), >=, 0);
      }
  }
  return 0;
}
