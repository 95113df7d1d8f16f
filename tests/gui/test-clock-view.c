/* test-clock-view.c — the clock widget wakes up exactly when the digits it
 * shows change, and at no other time (suite 'ui'). */
#include <gtk/gtk.h>

#include "chess-clock-view.h"

static gint64 fake_now;

static gint64
fake_time (gpointer user_data)
{
  return fake_now;
}

/* Spins the main loop until the view shows `text` (or 3 s pass). */
static gboolean
wait_for_text (ChessClockView *view, const char *text)
{
  gint64 deadline = g_get_monotonic_time () + 3 * G_USEC_PER_SEC;

  while (g_strcmp0 (chess_clock_view_get_text (view), text) != 0
         && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, FALSE), g_usleep (1000);
  return g_strcmp0 (chess_clock_view_get_text (view), text) == 0;
}

static void
test_wakes_at_digit_changes (void)
{
  g_autoptr (ChessTimeControl) tc = chess_time_control_new_simple (300 * G_USEC_PER_SEC,
                                                                   CHESS_BONUS_INCREMENT, 0);
  g_autoptr (ChessClock) clock = chess_clock_new (tc);
  ChessClockView *white = CHESS_CLOCK_VIEW (g_object_ref_sink (chess_clock_view_new (CHESS_WHITE)));
  ChessClockView *black = CHESS_CLOCK_VIEW (g_object_ref_sink (chess_clock_view_new (CHESS_BLACK)));
  gint64 start;

  /* Fake time in the monotonic domain: it stands still unless we move it. */
  fake_now = start = g_get_monotonic_time ();
  chess_clock_set_time_source (clock, fake_time, NULL, NULL);
  chess_clock_view_set_clock (white, clock);
  chess_clock_view_set_clock (black, clock);

  g_assert_cmpstr (chess_clock_view_get_text (white), ==, "5:00");
  g_assert_cmpint (chess_clock_view_get_ready_time (white), ==, -1);   /* nothing runs */

  chess_clock_start (clock, CHESS_WHITE);
  g_assert_cmpint (chess_clock_get_next_display_change (clock), ==, start + G_USEC_PER_SEC);
  g_assert_cmpint (chess_clock_view_get_ready_time (white), ==, start + G_USEC_PER_SEC);
  g_assert_cmpint (chess_clock_view_get_ready_time (black), ==, -1);   /* not its turn */

  /* While the fake time stands still, nothing changes. */
  for (int i = 0; i < 50; i++)
    g_main_context_iteration (NULL, FALSE);
  g_assert_cmpstr (chess_clock_view_get_text (white), ==, "5:00");

  fake_now = start + G_USEC_PER_SEC;
  g_assert_true (wait_for_text (white, "4:59"));
  g_assert_cmpint (chess_clock_view_get_ready_time (white), ==, start + 2 * G_USEC_PER_SEC);

  /* Under ten seconds the display shows tenths: the next wake-up is the
   * next tenth, not the next second. */
  chess_clock_set_remaining (clock, CHESS_WHITE, 9 * G_USEC_PER_SEC + 950000);
  g_assert_true (wait_for_text (white, "0:10.0"));
  g_assert_cmpint (chess_clock_view_get_ready_time (white) - fake_now, ==, 50000);

  /* Black's turn: White's view sleeps, Black's wakes at its next second. */
  g_assert_true (chess_clock_press (clock));
  g_assert_cmpint (chess_clock_view_get_ready_time (white), ==, -1);
  g_assert_cmpint (chess_clock_view_get_ready_time (black), ==, fake_now + G_USEC_PER_SEC);

  chess_clock_stop (clock);
  g_assert_cmpint (chess_clock_view_get_ready_time (black), ==, -1);

  chess_clock_view_set_clock (white, NULL);
  chess_clock_view_set_clock (black, NULL);
  g_object_unref (white);
  g_object_unref (black);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  if (!gtk_init_check ())
    {
      g_test_skip ("no display");
      return 77;
    }
  g_test_add_func ("/clock-view/wakes-at-digit-changes", test_wakes_at_digit_changes);
  return g_test_run ();
}
