/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-clock-display.c — what a clock display needs: formatting, the next
 * instant the digits change, low time, notifications, and the real timer. */
#include <locale.h>

#include "clock-test-util.h"

#define W CHESS_WHITE
#define B CHESS_BLACK

static void
assert_format (gint64 us, const char *expected)
{
  g_autofree char *text = chess_clock_format_time (us);

  g_assert_cmpstr (text, ==, expected);
}

static void
test_format_time (void)
{
  assert_format (SEC (300), "5:00");
  assert_format (SEC (299), "4:59");
  assert_format (SEC (299) + 1, "5:00");          /* rounded up */
  assert_format (SEC (59), "0:59");
  assert_format (SEC (10) + 1, "0:11");
  assert_format (SEC (10), "0:10.0");             /* tenths at 10 s and below */
  assert_format (SEC (9.3), "0:09.3");
  assert_format (SEC (9.25), "0:09.3");
  assert_format (SEC (9.2) + 1, "0:09.3");
  assert_format (SEC (0.1), "0:00.1");
  assert_format (1, "0:00.1");                    /* 0:00.0 only at flag fall */
  assert_format (0, "0:00.0");
  assert_format (-5, "0:00.0");
  assert_format (SEC (3599), "59:59");
  assert_format (SEC (3599.5), "1:00:00");
  assert_format (SEC (3600), "1:00:00");
  assert_format (SEC (3723), "1:02:03");
  assert_format (SEC (36000), "10:00:00");
}

/* The text a display shows for `side` now. */
static char *
shown (ChessClock *clock, ChessColor side)
{
  return chess_clock_format_time (chess_clock_get_remaining (clock, side));
}

static void
test_next_display_change_examples (void)
{
  ClockTest t;
  ChessClock *clock = clock_test_new (&t, "300");
  gint64 start;

  g_assert_cmpint (chess_clock_get_next_display_change (clock), ==, G_MAXINT64);
  chess_clock_start (clock, W);
  start = t.now;
  /* "5:00" becomes "4:59" when 299 s are left. */
  g_assert_cmpint (chess_clock_get_next_display_change (clock), ==, start + SEC (1));
  t.now += SEC (0.5);
  g_assert_cmpint (chess_clock_get_next_display_change (clock), ==, start + SEC (1));

  /* 10.000001 s shows "0:11"; one microsecond later "0:10.0". */
  chess_clock_set_remaining (clock, W, SEC (10) + 1);
  g_assert_cmpint (chess_clock_get_next_display_change (clock), ==, t.now + 1);
  /* At exactly 10 s the display shows "0:10.0": next comes "0:09.9". */
  chess_clock_set_remaining (clock, W, SEC (10));
  g_assert_cmpint (chess_clock_get_next_display_change (clock), ==, t.now + SEC (0.1));
  /* Under 10 s the tenths change. */
  chess_clock_set_remaining (clock, W, SEC (9.95));
  g_assert_cmpint (chess_clock_get_next_display_change (clock), ==, t.now + SEC (0.05));
  chess_clock_set_remaining (clock, W, SEC (0.05));
  g_assert_cmpint (chess_clock_get_next_display_change (clock), ==, t.now + SEC (0.05));
  /* Flag due but not yet noticed: the flag instant, which is now. */
  t.now += SEC (0.05);
  g_assert_cmpint (chess_clock_get_next_display_change (clock), ==, t.now);
  g_assert_true (chess_clock_check_flag (clock));
  g_assert_cmpint (chess_clock_get_next_display_change (clock), ==, G_MAXINT64);
  clock_test_clear (&t, clock);
}

static void
test_next_display_change_simple_delay (void)
{
  ClockTest t;
  ChessClock *clock = clock_test_new (&t, "300d5");
  gint64 start;

  chess_clock_start (clock, W);
  start = t.now;
  /* The digits wait for the delay, then change after one second. */
  g_assert_cmpint (chess_clock_get_next_display_change (clock), ==, start + SEC (6));
  clock_test_clear (&t, clock);
}

static void
test_next_display_change_low_time (void)
{
  ClockTest t;
  ChessClock *clock = clock_test_new (&t, "60");

  chess_clock_set_low_time_threshold (clock, SEC (15.5));
  chess_clock_set_remaining (clock, W, SEC (16));
  chess_clock_start (clock, W);
  /* Digits change at 15 s, but low time begins at 15.5 s. */
  g_assert_cmpint (chess_clock_get_next_display_change (clock), ==, t.now + SEC (0.5));
  clock_test_clear (&t, clock);
}

static void
test_next_display_change_sandclock (void)
{
  ClockTest t;
  ChessClock *clock = clock_test_new (&t, "*180");
  gint64 start;

  chess_clock_start (clock, W);
  start = t.now;
  /* Black's half fills up: "3:00" shows "3:01" as soon as it passes 180 s. */
  g_assert_cmpint (chess_clock_get_next_display_change (clock), ==, start + 1);
  t.now += 1;
  g_assert_cmpint (chess_clock_get_next_display_change (clock), ==, start + SEC (1));
  t.now = start + SEC (1);
  g_assert_cmpint (chess_clock_get_next_display_change (clock), ==, start + SEC (1) + 1);
  clock_test_clear (&t, clock);
}

/* For many states: nothing shown changes before the instant, and
 * something does at it. */
static void
check_display_change_property (const char *text, guint32 seed)
{
  ClockTest t;
  ChessClock *clock = clock_test_new (&t, text);
  GRand *rand = g_rand_new_with_seed (seed);

  chess_clock_set_low_time_threshold (clock, SEC (12.25));
  chess_clock_start (clock, W);
  for (int i = 0; i < 3000; i++)
    {
      gint64 next, now = t.now;
      g_autofree char *w_before = NULL, *b_before = NULL;
      g_autofree char *w_at = NULL, *b_at = NULL;
      gboolean low_w, low_b;

      if (g_rand_int_range (rand, 0, 50) == 0)
        {
          chess_clock_set_remaining (clock, W, g_rand_int_range (rand, 1, 20000000));
          chess_clock_set_remaining (clock, B, g_rand_int_range (rand, 1, 20000000));
        }
      if (g_rand_int_range (rand, 0, 7) == 0)
        g_assert_true (chess_clock_press (clock));
      next = chess_clock_get_next_display_change (clock);
      g_assert_cmpint (next, >, t.now);
      g_assert_cmpint (next, <, G_MAXINT64);

      t.now = next - 1;
      w_before = shown (clock, W);
      b_before = shown (clock, B);
      low_w = chess_clock_is_low_time (clock, W);
      low_b = chess_clock_is_low_time (clock, B);
      t.now = now;
      g_assert_cmpstr (w_before, ==, (w_at = shown (clock, W)));
      g_assert_cmpstr (b_before, ==, (b_at = shown (clock, B)));
      g_clear_pointer (&w_at, g_free);
      g_clear_pointer (&b_at, g_free);

      t.now = next;
      w_at = shown (clock, W);
      b_at = shown (clock, B);
      g_assert_true (g_strcmp0 (w_before, w_at) != 0 || g_strcmp0 (b_before, b_at) != 0
                     || low_w != chess_clock_is_low_time (clock, W)
                     || low_b != chess_clock_is_low_time (clock, B));
      if (chess_clock_check_flag (clock))
        {
          /* Flag fell: start over with fresh time. */
          g_assert_cmpstr (chess_clock_get_remaining (clock, W) == 0 ? w_at : b_at, ==, "0:00.0");
          chess_clock_set_remaining (clock, W, SEC (15));
          chess_clock_set_remaining (clock, B, SEC (15));
          chess_clock_start (clock, W);
        }
      /* Move somewhere between now and a little after the change. */
      t.now = next + g_rand_int_range (rand, 0, 300000);
      if (chess_clock_check_flag (clock))
        {
          chess_clock_set_remaining (clock, W, SEC (15));
          chess_clock_set_remaining (clock, B, SEC (15));
          chess_clock_start (clock, W);
        }
    }
  g_rand_free (rand);
  clock_test_clear (&t, clock);
}

static void
test_next_display_change_property (void)
{
  const char *controls[] = { "15", "15+0.7", "15d2", "15b1.5", "*15" };

  for (guint i = 0; i < G_N_ELEMENTS (controls); i++)
    {
      g_test_message ("time control %s", controls[i]);
      check_display_change_property (controls[i], 1000 + i);
    }
}

static void
count_display_changed (ChessClock *clock, int *count)
{
  (*count)++;
}

static void
test_display_changed_signal (void)
{
  ClockTest t;
  ChessClock *clock = clock_test_new (&t, "15");
  int count = 0;

  g_signal_connect (clock, "display-changed", G_CALLBACK (count_display_changed), &count);
  chess_clock_start (clock, W);
  t.now += SEC (0.5);
  chess_clock_check_flag (clock);
  g_assert_cmpint (count, ==, 0);
  t.now += SEC (0.5);   /* "0:15" → "0:14" */
  chess_clock_check_flag (clock);
  g_assert_cmpint (count, ==, 1);
  t.now += SEC (0.2);
  chess_clock_check_flag (clock);
  g_assert_cmpint (count, ==, 1);
  t.now += SEC (0.8);
  chess_clock_check_flag (clock);
  g_assert_cmpint (count, ==, 2);

  /* A state change is "changed", not "display-changed". */
  g_assert_true (chess_clock_press (clock));
  g_assert_cmpint (count, ==, 2);
  /* While paused nothing is due. */
  chess_clock_pause (clock);
  t.now += SEC (100);
  chess_clock_check_flag (clock);
  g_assert_cmpint (count, ==, 2);
  chess_clock_resume (clock);
  /* At flag fall: "flag-fell", then "display-changed". */
  t.now += SEC (15);
  chess_clock_check_flag (clock);
  g_assert_cmpint (t.flag_count, ==, 1);
  g_assert_cmpint (count, ==, 3);
  clock_test_clear (&t, clock);
}

static void
test_low_time (void)
{
  ClockTest t;
  ChessClock *clock = clock_test_new (&t, "60");

  g_assert_cmpint (chess_clock_get_low_time_threshold (clock), ==, SEC (10));
  g_assert_cmpint (CHESS_CLOCK_DEFAULT_LOW_TIME_US, ==, SEC (10));
  chess_clock_start (clock, W);
  t.now += SEC (50) - 1;
  g_assert_false (chess_clock_is_low_time (clock, W));
  g_assert_true (chess_clock_check_flag (clock) == FALSE);
  g_assert_false (clock_test_was_notified (&t, "white-low-time"));
  t.now += 1;   /* exactly 10 s left: low time */
  g_assert_true (chess_clock_is_low_time (clock, W));
  g_assert_false (chess_clock_is_low_time (clock, B));
  chess_clock_check_flag (clock);
  g_assert_true (clock_test_was_notified (&t, "white-low-time"));
  g_assert_false (clock_test_was_notified (&t, "black-low-time"));

  /* Raising the threshold puts Black in low time at once, with notify. */
  g_ptr_array_set_size (t.notified, 0);
  t.changed_count = 0;
  chess_clock_set_low_time_threshold (clock, SEC (60));
  g_assert_cmpint (t.changed_count, ==, 1);
  g_assert_true (clock_test_was_notified (&t, "low-time-threshold"));
  g_assert_true (clock_test_was_notified (&t, "black-low-time"));
  g_assert_true (chess_clock_is_low_time (clock, B));

  /* The property reads the same. */
  {
    gint64 threshold = 0;
    gboolean low = FALSE;

    g_object_get (clock, "low-time-threshold", &threshold, "black-low-time", &low, NULL);
    g_assert_cmpint (threshold, ==, SEC (60));
    g_assert_true (low);
    g_object_set (clock, "low-time-threshold", SEC (5), NULL);
    g_assert_false (chess_clock_is_low_time (clock, B));
    g_assert_false (chess_clock_is_low_time (clock, W));
  }
  clock_test_clear (&t, clock);
}

static void
test_notify_and_signals (void)
{
  ClockTest t;
  ChessClock *clock = clock_test_new (&t, "60+1");
  int side = -2;
  gint64 white = 0;

  chess_clock_start (clock, W);
  g_assert_true (clock_test_was_notified (&t, "running-side"));
  g_assert_cmpint (t.changed_count, ==, 1);

  g_ptr_array_set_size (t.notified, 0);
  t.now += SEC (5);
  g_assert_true (chess_clock_press (clock));
  g_assert_true (clock_test_was_notified (&t, "running-side"));
  g_assert_true (clock_test_was_notified (&t, "white-remaining"));
  g_assert_cmpint (t.changed_count, ==, 2);
  g_object_get (clock, "running-side", &side, "white-remaining", &white, NULL);
  g_assert_cmpint (side, ==, B);
  g_assert_cmpint (white, ==, SEC (56));

  g_ptr_array_set_size (t.notified, 0);
  chess_clock_pause (clock);
  g_assert_true (clock_test_was_notified (&t, "paused"));
  g_assert_cmpint (t.changed_count, ==, 3);
  /* Pausing twice changes nothing. */
  chess_clock_pause (clock);
  g_assert_cmpint (t.changed_count, ==, 3);
  g_ptr_array_set_size (t.notified, 0);
  chess_clock_resume (clock);
  g_assert_true (clock_test_was_notified (&t, "paused"));
  g_assert_cmpint (t.changed_count, ==, 4);

  chess_clock_set_remaining (clock, B, SEC (30));
  g_assert_cmpint (t.changed_count, ==, 5);
  chess_clock_set_moves_made (clock, B, 3);
  g_assert_cmpint (t.changed_count, ==, 6);

  /* Time running is not a change: no notify while it runs. */
  g_ptr_array_set_size (t.notified, 0);
  t.now += SEC (1);
  chess_clock_get_remaining (clock, B);
  g_assert_cmpuint (t.notified->len, ==, 0);

  /* Flag fall: flag-fell once, then "changed"; stopped and running-side notify. */
  t.now += SEC (100);
  chess_clock_check_flag (clock);
  g_assert_cmpint (t.flag_count, ==, 1);
  g_assert_cmpint (t.flag_side, ==, B);
  g_assert_cmpint (t.changed_count, ==, 7);
  g_assert_true (clock_test_was_notified (&t, "stopped"));
  g_assert_true (clock_test_was_notified (&t, "running-side"));
  g_assert_true (clock_test_was_notified (&t, "black-low-time"));
  clock_test_clear (&t, clock);

  clock = clock_test_new (&t, "60");
  chess_clock_start (clock, W);
  g_ptr_array_set_size (t.notified, 0);
  chess_clock_stop (clock);
  g_assert_true (clock_test_was_notified (&t, "stopped"));
  g_assert_true (clock_test_was_notified (&t, "running-side"));
  g_assert_cmpint (t.changed_count, ==, 2);
  clock_test_clear (&t, clock);
}

/* ---- The real timer (monotonic clock, GMainLoop) ------------------------ */

typedef struct {
  GMainLoop *loop;
  GPtrArray *events;
} RealTest;

static void
real_on_flag (ChessClock *clock, int side, RealTest *r)
{
  g_ptr_array_add (r->events, g_strdup_printf ("flag %d", side));
  g_main_loop_quit (r->loop);
}

static void
real_on_low (ChessClock *clock, GParamSpec *pspec, RealTest *r)
{
  g_ptr_array_add (r->events, g_strdup (pspec->name));
}

static void
real_on_display (ChessClock *clock, RealTest *r)
{
  g_ptr_array_add (r->events, g_strdup ("display-changed"));
}

static gboolean
real_give_up (gpointer data)
{
  g_error ("the flag timer did not fire within 30 s");
  return G_SOURCE_REMOVE;
}

static void
test_real_timer (void)
{
  RealTest r = { g_main_loop_new (NULL, FALSE), g_ptr_array_new_with_free_func (g_free) };
  g_autoptr (ChessTimeControl) tc = chess_time_control_parse ("0.06", NULL);
  ChessClock *clock = chess_clock_new (tc);
  guint give_up = g_timeout_add_seconds (30, real_give_up, NULL);

  chess_clock_set_low_time_threshold (clock, SEC (0.03));
  /* White has an hour, so its press is never late; Black has 60 ms. */
  chess_clock_set_remaining (clock, W, SEC (3600));
  chess_clock_start (clock, W);
  g_assert_true (chess_clock_press (clock));
  g_assert_cmpint (chess_clock_get_running_side (clock), ==, B);
  g_assert_cmpint (chess_clock_get_next_display_change (clock), <, G_MAXINT64);
  g_assert_false (chess_clock_is_low_time (clock, B));
  g_signal_connect (clock, "flag-fell", G_CALLBACK (real_on_flag), &r);
  g_signal_connect (clock, "notify::white-low-time", G_CALLBACK (real_on_low), &r);
  g_signal_connect (clock, "notify::black-low-time", G_CALLBACK (real_on_low), &r);
  g_signal_connect (clock, "display-changed", G_CALLBACK (real_on_display), &r);

  /* Nothing but the clock's own timer can end this loop. */
  g_main_loop_run (r.loop);

  /* Low time (at 30 ms), then the flag, each followed by a display
   * change (two dispatches, or one if the machine was slow). */
  g_assert_cmpuint (r.events->len, >=, 3);
  g_assert_cmpuint (r.events->len, <=, 4);
  g_assert_cmpstr (g_ptr_array_index (r.events, 0), ==, "black-low-time");
  if (r.events->len == 4)
    g_assert_cmpstr (g_ptr_array_index (r.events, 1), ==, "display-changed");
  g_assert_cmpstr (g_ptr_array_index (r.events, r.events->len - 2), ==, "flag 1");
  g_assert_cmpstr (g_ptr_array_index (r.events, r.events->len - 1), ==, "display-changed");
  g_assert_true (chess_clock_is_flagged (clock, B));
  g_assert_false (chess_clock_is_flagged (clock, W));
  g_assert_cmpint (chess_clock_get_remaining (clock, B), ==, 0);
  g_assert_cmpint (chess_clock_get_running_side (clock), ==, -1);

  g_source_remove (give_up);
  g_object_unref (clock);
  g_ptr_array_unref (r.events);
  g_main_loop_unref (r.loop);
}

static void
count_flag (ChessClock *clock, int side, int *flags)
{
  (*flags)++;
}

static void
quit_loop (gpointer loop)
{
  g_main_loop_quit (loop);
}

static void
test_real_timer_disarmed_by_pause (void)
{
  g_autoptr (ChessTimeControl) tc = chess_time_control_parse ("0.02", NULL);
  ChessClock *clock = chess_clock_new (tc);
  GMainLoop *loop;
  int flags = 0;

  g_signal_connect (clock, "flag-fell", G_CALLBACK (count_flag), &flags);
  chess_clock_start (clock, W);
  chess_clock_pause (clock);
  if (chess_clock_is_flagged (clock, W))
    {
      /* The machine stalled for 20 ms between start and pause. */
      g_object_unref (clock);
      g_test_skip ("too slow to pause within 20 ms");
      return;
    }
  /* While paused, no timer fires, however long we wait. */
  loop = g_main_loop_new (NULL, FALSE);
  g_timeout_add_once (100, quit_loop, loop);
  g_main_loop_run (loop);
  g_main_loop_unref (loop);
  g_assert_cmpint (flags, ==, 0);
  g_assert_false (chess_clock_is_flagged (clock, W));
  g_object_unref (clock);
}

int
main (int argc, char **argv)
{
  setlocale (LC_ALL, "C.UTF-8");
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/clock/display/format-time", test_format_time);
  g_test_add_func ("/clock/display/next-change/examples", test_next_display_change_examples);
  g_test_add_func ("/clock/display/next-change/simple-delay", test_next_display_change_simple_delay);
  g_test_add_func ("/clock/display/next-change/low-time", test_next_display_change_low_time);
  g_test_add_func ("/clock/display/next-change/sandclock", test_next_display_change_sandclock);
  g_test_add_func ("/clock/display/next-change/property", test_next_display_change_property);
  g_test_add_func ("/clock/display/display-changed", test_display_changed_signal);
  g_test_add_func ("/clock/display/low-time", test_low_time);
  g_test_add_func ("/clock/display/notify-and-signals", test_notify_and_signals);
  g_test_add_func ("/clock/timer/real", test_real_timer);
  g_test_add_func ("/clock/timer/disarmed-by-pause", test_real_timer_disarmed_by_pause);

  return g_test_run ();
}
