/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-clock.c — ChessClock time controls under a fake time source. */
#include <locale.h>

#include "clock-test-util.h"

#define W CHESS_WHITE
#define B CHESS_BLACK

static void
test_initial_state (void)
{
  ClockTest t;
  ChessClock *clock = clock_test_new (&t, "300+2");

  g_assert_cmpint (chess_clock_get_remaining (clock, W), ==, SEC (300));
  g_assert_cmpint (chess_clock_get_remaining (clock, B), ==, SEC (300));
  g_assert_cmpint (chess_clock_get_running_side (clock), ==, -1);
  g_assert_false (chess_clock_is_running (clock));
  /* Nothing runs before start. */
  t.now += SEC (1000);
  g_assert_cmpint (chess_clock_get_remaining (clock, W), ==, SEC (300));
  g_assert_false (chess_clock_check_flag (clock));
  clock_test_clear (&t, clock);
}

static void
test_increment_from_move_one (void)
{
  ClockTest t;
  ChessClock *clock = clock_test_new (&t, "300+2");

  chess_clock_start (clock, W);
  g_assert_true (chess_clock_is_running (clock));
  t.now += SEC (10);
  g_assert_cmpint (chess_clock_get_remaining (clock, W), ==, SEC (290));
  g_assert_cmpint (chess_clock_get_remaining (clock, B), ==, SEC (300));
  /* The very first move already earns the increment. */
  g_assert_true (chess_clock_press (clock));
  g_assert_cmpint (chess_clock_get_remaining (clock, W), ==, SEC (292));
  g_assert_cmpint (chess_clock_get_moves_made (clock, W), ==, 1);
  g_assert_cmpint (chess_clock_get_last_move_time (clock, W), ==, SEC (10));
  g_assert_cmpint (chess_clock_get_running_side (clock), ==, B);

  g_assert_true (clock_test_move (&t, clock, SEC (0.5)));
  g_assert_cmpint (chess_clock_get_remaining (clock, B), ==, SEC (301.5));
  g_assert_cmpint (chess_clock_get_remaining (clock, W), ==, SEC (292));
  g_assert_cmpint (chess_clock_get_moves_made (clock, B), ==, 1);

  /* A pre-move (0 µs) still gets the increment. */
  g_assert_true (clock_test_move (&t, clock, 0));
  g_assert_cmpint (chess_clock_get_remaining (clock, W), ==, SEC (294));
  clock_test_clear (&t, clock);
}

static void
test_fractional_increment (void)
{
  ClockTest t;
  ChessClock *clock = clock_test_new (&t, "10+0.05");

  chess_clock_start (clock, W);
  for (int i = 0; i < 20; i++)
    {
      g_assert_true (clock_test_move (&t, clock, SEC (0.1)));   /* white */
      g_assert_true (clock_test_move (&t, clock, SEC (0.2)));   /* black */
    }
  g_assert_cmpint (chess_clock_get_remaining (clock, W), ==, SEC (10) - 20 * SEC (0.05));
  g_assert_cmpint (chess_clock_get_remaining (clock, B), ==, SEC (10) - 20 * SEC (0.15));
  clock_test_clear (&t, clock);
}

static void
test_simple_delay_not_banked (void)
{
  ClockTest t;
  ChessClock *clock = clock_test_new (&t, "300d5");

  chess_clock_start (clock, W);
  g_assert_cmpint (chess_clock_get_delay_remaining (clock, W), ==, SEC (5));
  t.now += SEC (3);
  /* Within the delay the clock does not move. */
  g_assert_cmpint (chess_clock_get_remaining (clock, W), ==, SEC (300));
  g_assert_cmpint (chess_clock_get_delay_remaining (clock, W), ==, SEC (2));
  g_assert_true (chess_clock_press (clock));
  /* The unused 2 s of delay are not banked. */
  g_assert_cmpint (chess_clock_get_remaining (clock, W), ==, SEC (300));

  /* Black: the delay starts afresh for each turn. */
  g_assert_cmpint (chess_clock_get_delay_remaining (clock, B), ==, SEC (5));
  g_assert_cmpint (chess_clock_get_delay_remaining (clock, W), ==, 0);
  g_assert_true (clock_test_move (&t, clock, SEC (8)));
  g_assert_cmpint (chess_clock_get_remaining (clock, B), ==, SEC (297));

  /* White again, exactly the delay: nothing taken. */
  g_assert_true (clock_test_move (&t, clock, SEC (5)));
  g_assert_cmpint (chess_clock_get_remaining (clock, W), ==, SEC (300));
  /* One microsecond more than the delay costs one microsecond. */
  g_assert_true (clock_test_move (&t, clock, SEC (5) + 1));
  g_assert_cmpint (chess_clock_get_remaining (clock, B), ==, SEC (297) - 1);
  clock_test_clear (&t, clock);
}

static void
test_simple_delay_flag_instant (void)
{
  ClockTest t;
  ChessClock *clock = clock_test_new (&t, "300d5");

  chess_clock_set_remaining (clock, W, SEC (1));
  chess_clock_start (clock, W);
  /* 5 s of delay, then 1 s of time: the flag falls at 6 s, not at 1 s. */
  t.now += SEC (6) - 1;
  g_assert_false (chess_clock_check_flag (clock));
  g_assert_cmpint (chess_clock_get_remaining (clock, W), ==, 1);
  t.now += 1;
  g_assert_true (chess_clock_check_flag (clock));
  g_assert_cmpint (t.flag_count, ==, 1);
  clock_test_clear (&t, clock);
}

static void
test_bronstein_gives_back_at_most_used (void)
{
  ClockTest t;
  ChessClock *clock = clock_test_new (&t, "300b5");

  chess_clock_start (clock, W);
  /* The clock counts down during the turn... */
  t.now += SEC (3);
  g_assert_cmpint (chess_clock_get_remaining (clock, W), ==, SEC (297));
  /* ...and gives back what was used, as the delay is larger. */
  g_assert_true (chess_clock_press (clock));
  g_assert_cmpint (chess_clock_get_remaining (clock, W), ==, SEC (300));

  /* Used more than the delay: only the delay comes back. */
  g_assert_true (clock_test_move (&t, clock, SEC (8)));
  g_assert_cmpint (chess_clock_get_remaining (clock, B), ==, SEC (297));

  /* A quick move never raises the time above what it was. */
  for (int i = 0; i < 10; i++)
    g_assert_true (clock_test_move (&t, clock, SEC (1)));
  g_assert_cmpint (chess_clock_get_remaining (clock, W), ==, SEC (300));
  g_assert_cmpint (chess_clock_get_remaining (clock, B), ==, SEC (297));
  clock_test_clear (&t, clock);
}

static void
test_bronstein_across_pause (void)
{
  ClockTest t;
  ChessClock *clock = clock_test_new (&t, "300b5");

  chess_clock_start (clock, W);
  t.now += SEC (2);
  chess_clock_pause (clock);
  t.now += SEC (100);
  chess_clock_resume (clock);
  t.now += SEC (2);
  /* 4 s of thinking in two stretches: all 4 s come back. */
  g_assert_true (chess_clock_press (clock));
  g_assert_cmpint (chess_clock_get_remaining (clock, W), ==, SEC (300));
  g_assert_cmpint (chess_clock_get_last_move_time (clock, W), ==, SEC (4));
  clock_test_clear (&t, clock);
}

/* Both sides play `moves` moves of `each` seconds. */
static void
play_moves (ClockTest *t, ChessClock *clock, int moves, gint64 each)
{
  for (int i = 0; i < 2 * moves; i++)
    g_assert_true (clock_test_move (t, clock, each));
}

static void
test_period_change_at_the_right_move (void)
{
  ClockTest t;
  ChessClock *clock = clock_test_new (&t, "40/5400+30:1800+30");

  chess_clock_start (clock, W);
  play_moves (&t, clock, 39, SEC (60));
  /* After 39 moves: no second period yet (not one move early). */
  g_assert_cmpint (chess_clock_get_moves_made (clock, W), ==, 39);
  g_assert_cmpint (chess_clock_get_remaining (clock, W), ==, SEC (5400) - 39 * SEC (30));
  g_assert_cmpint (chess_clock_get_moves_to_next_period (clock, W), ==, 1);

  /* White's 40th move: the 1800 s come right after it, with its increment. */
  g_assert_true (clock_test_move (&t, clock, SEC (60)));
  g_assert_cmpint (chess_clock_get_remaining (clock, W), ==, SEC (5400 + 1800) - 40 * SEC (30));
  g_assert_cmpint (chess_clock_get_moves_to_next_period (clock, W), ==, 0);
  /* Moves are counted per side: Black has made 39 and gets nothing yet. */
  g_assert_cmpint (chess_clock_get_remaining (clock, B), ==, SEC (5400) - 39 * SEC (30));
  g_assert_true (clock_test_move (&t, clock, SEC (60)));
  g_assert_cmpint (chess_clock_get_remaining (clock, B), ==, SEC (5400 + 1800) - 40 * SEC (30));

  /* Move 41: the increment, and no further period (not late, not twice). */
  play_moves (&t, clock, 1, SEC (60));
  g_assert_cmpint (chess_clock_get_remaining (clock, W), ==, SEC (5400 + 1800) - 41 * SEC (30));
  play_moves (&t, clock, 100, SEC (1));
  g_assert_cmpint (chess_clock_get_remaining (clock, W),
                   ==, SEC (5400 + 1800) - 41 * SEC (30) + 100 * SEC (29));
  clock_test_clear (&t, clock);
}

static void
test_bonus_belongs_to_the_period_of_the_move (void)
{
  ClockTest t;
  /* No increment in the first 40 moves, 30 s from move 41. */
  ChessClock *clock = clock_test_new (&t, "40/5400:1800+30");

  chess_clock_start (clock, W);
  play_moves (&t, clock, 40, SEC (10));
  g_assert_cmpint (chess_clock_get_remaining (clock, W), ==, SEC (5400 + 1800) - 40 * SEC (10));
  play_moves (&t, clock, 1, SEC (10));
  g_assert_cmpint (chess_clock_get_remaining (clock, W), ==, SEC (5400 + 1800) - 41 * SEC (10) + SEC (30));
  clock_test_clear (&t, clock);
}

static void
test_last_period_repeats (void)
{
  ClockTest t;
  ChessClock *clock = clock_test_new (&t, "40/7200:20/3600");
  gint64 expected = SEC (7200);

  chess_clock_start (clock, W);
  for (int move = 1; move <= 125; move++)
    {
      g_assert_true (clock_test_move (&t, clock, SEC (1)));   /* white */
      g_assert_true (clock_test_move (&t, clock, SEC (2)));   /* black */
      expected -= SEC (1);
      if (move == 40 || (move > 40 && (move - 40) % 20 == 0))
        expected += SEC (3600);
      g_assert_cmpint (chess_clock_get_remaining (clock, W), ==, expected);
    }
  /* Moves 40, 60, 80, 100, 120 brought 3600 s each. */
  g_assert_cmpint (expected, ==, SEC (7200) + 5 * SEC (3600) - 125 * SEC (1));
  clock_test_clear (&t, clock);
}

static void
test_sudden_death_last_period_does_not_repeat (void)
{
  ClockTest t;
  ChessClock *clock = clock_test_new (&t, "40/7200:20/3600:900+30");

  chess_clock_start (clock, W);
  play_moves (&t, clock, 60, SEC (10));
  g_assert_cmpint (chess_clock_get_remaining (clock, W), ==, SEC (7200 + 3600 + 900) - 60 * SEC (10));
  play_moves (&t, clock, 40, SEC (10));
  g_assert_cmpint (chess_clock_get_remaining (clock, W),
                   ==, SEC (7200 + 3600 + 900) - 60 * SEC (10) + 40 * SEC (20));
  clock_test_clear (&t, clock);
}

static void
test_repeating_single_period (void)
{
  ClockTest t;
  ChessClock *clock = clock_test_new (&t, "40/9000");

  chess_clock_start (clock, W);
  play_moves (&t, clock, 79, SEC (10));
  g_assert_cmpint (chess_clock_get_remaining (clock, B), ==, SEC (2 * 9000) - 79 * SEC (10));
  play_moves (&t, clock, 1, SEC (10));
  g_assert_cmpint (chess_clock_get_remaining (clock, B), ==, SEC (3 * 9000) - 80 * SEC (10));
  clock_test_clear (&t, clock);
}

static void
test_press_one_microsecond_late (void)
{
  ClockTest t;
  ChessClock *clock = clock_test_new (&t, "60+1");

  chess_clock_start (clock, W);
  t.now += SEC (60) + 1;
  /* No timer ran (fake time), yet the move is too late. */
  g_assert_cmpint (t.flag_count, ==, 0);
  g_assert_false (chess_clock_press (clock));
  g_assert_cmpint (t.flag_count, ==, 1);
  g_assert_cmpint (t.flag_side, ==, W);
  g_assert_true (chess_clock_is_flagged (clock, W));
  g_assert_false (chess_clock_is_flagged (clock, B));
  /* Nothing else changed: no move counted, no increment, Black untouched. */
  g_assert_cmpint (chess_clock_get_moves_made (clock, W), ==, 0);
  g_assert_cmpint (chess_clock_get_remaining (clock, W), ==, 0);
  g_assert_cmpint (chess_clock_get_remaining (clock, B), ==, SEC (60));
  g_assert_cmpint (chess_clock_get_running_side (clock), ==, -1);
  g_assert_true (chess_clock_is_stopped (clock));
  /* The flag falls once. */
  g_assert_false (chess_clock_press (clock));
  g_assert_true (chess_clock_check_flag (clock));
  g_assert_cmpint (t.flag_count, ==, 1);
  clock_test_clear (&t, clock);
}

static void
test_flag_boundary (void)
{
  ClockTest t;
  ChessClock *clock = clock_test_new (&t, "60");

  /* One microsecond before: in time, with 1 µs left. */
  chess_clock_start (clock, W);
  t.now += SEC (60) - 1;
  g_assert_false (chess_clock_is_flagged (clock, W));
  g_assert_cmpint (chess_clock_get_remaining (clock, W), ==, 1);
  g_assert_true (chess_clock_press (clock));
  g_assert_cmpint (chess_clock_get_remaining (clock, W), ==, 1);
  clock_test_clear (&t, clock);

  /* Exactly at the instant: remaining 0 means the flag has fallen. */
  clock = clock_test_new (&t, "60");
  chess_clock_start (clock, W);
  t.now += SEC (60);
  g_assert_true (chess_clock_is_flagged (clock, W));
  g_assert_false (chess_clock_press (clock));
  g_assert_cmpint (t.flag_count, ==, 1);
  clock_test_clear (&t, clock);
}

static void
test_check_flag_with_fake_time (void)
{
  ClockTest t;
  ChessClock *clock = clock_test_new (&t, "180+2");

  chess_clock_start (clock, W);
  g_assert_true (clock_test_move (&t, clock, SEC (10)));
  t.now += SEC (180) - 1;
  g_assert_false (chess_clock_check_flag (clock));
  /* A main loop iteration does not flag under fake time (no timer). */
  t.now += SEC (1000);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_cmpint (t.flag_count, ==, 0);
  g_assert_true (chess_clock_check_flag (clock));
  g_assert_cmpint (t.flag_count, ==, 1);
  g_assert_cmpint (t.flag_side, ==, B);
  /* The time stops at the flag instant, not later. */
  t.now += SEC (5);
  g_assert_cmpint (chess_clock_get_remaining (clock, B), ==, 0);
  g_assert_cmpint (chess_clock_get_remaining (clock, W), ==, SEC (172));
  g_assert_true (chess_clock_check_flag (clock));
  g_assert_cmpint (t.flag_count, ==, 1);
  clock_test_clear (&t, clock);
}

static void
test_pause_resume_freezes (void)
{
  ClockTest t;
  ChessClock *clock = clock_test_new (&t, "300");

  chess_clock_start (clock, W);
  t.now += SEC (10);
  chess_clock_pause (clock);
  g_assert_true (chess_clock_is_paused (clock));
  g_assert_false (chess_clock_is_running (clock));
  g_assert_cmpint (chess_clock_get_running_side (clock), ==, W);
  t.now += SEC (100000);
  g_assert_cmpint (chess_clock_get_remaining (clock, W), ==, SEC (290));
  g_assert_false (chess_clock_check_flag (clock));
  g_assert_cmpint (chess_clock_get_next_display_change (clock), ==, G_MAXINT64);
  chess_clock_resume (clock);
  t.now += SEC (5);
  g_assert_cmpint (chess_clock_get_remaining (clock, W), ==, SEC (285));

  /* A move while paused switches sides; the clock stays frozen. */
  chess_clock_pause (clock);
  g_assert_true (chess_clock_press (clock));
  g_assert_true (chess_clock_is_paused (clock));
  g_assert_cmpint (chess_clock_get_running_side (clock), ==, B);
  t.now += SEC (50);
  g_assert_cmpint (chess_clock_get_remaining (clock, B), ==, SEC (300));
  chess_clock_resume (clock);
  t.now += SEC (1);
  g_assert_cmpint (chess_clock_get_remaining (clock, B), ==, SEC (299));
  g_assert_cmpint (chess_clock_get_remaining (clock, W), ==, SEC (285));
  clock_test_clear (&t, clock);
}

static void
test_pause_keeps_simple_delay (void)
{
  ClockTest t;
  ChessClock *clock = clock_test_new (&t, "300d5");

  chess_clock_start (clock, W);
  t.now += SEC (3);
  chess_clock_pause (clock);
  t.now += SEC (60);
  chess_clock_resume (clock);
  g_assert_cmpint (chess_clock_get_delay_remaining (clock, W), ==, SEC (2));
  t.now += SEC (4);
  /* 3 + 4 s of thinking, 5 s of delay: 2 s taken. */
  g_assert_cmpint (chess_clock_get_remaining (clock, W), ==, SEC (298));
  clock_test_clear (&t, clock);
}

static void
test_pause_after_flag_instant (void)
{
  ClockTest t;
  ChessClock *clock = clock_test_new (&t, "60");

  chess_clock_start (clock, W);
  t.now += SEC (61);
  /* Pausing cannot rescue a fallen flag. */
  chess_clock_pause (clock);
  g_assert_false (chess_clock_is_paused (clock));
  g_assert_cmpint (t.flag_count, ==, 1);
  clock_test_clear (&t, clock);
}

static void
test_stop (void)
{
  ClockTest t;
  ChessClock *clock = clock_test_new (&t, "300+5");

  chess_clock_start (clock, W);
  t.now += SEC (20);
  chess_clock_stop (clock);
  g_assert_true (chess_clock_is_stopped (clock));
  g_assert_cmpint (chess_clock_get_running_side (clock), ==, -1);
  t.now += SEC (10000);
  g_assert_cmpint (chess_clock_get_remaining (clock, W), ==, SEC (280));
  g_assert_false (chess_clock_check_flag (clock));
  /* A press after the game is over changes nothing. */
  g_assert_true (chess_clock_press (clock));
  g_assert_cmpint (chess_clock_get_moves_made (clock, W), ==, 0);
  g_assert_cmpint (chess_clock_get_remaining (clock, W), ==, SEC (280));
  g_assert_cmpint (t.flag_count, ==, 0);
  clock_test_clear (&t, clock);
}

static void
test_sandclock (void)
{
  ClockTest t;
  ChessClock *clock = clock_test_new (&t, "*180");

  chess_clock_start (clock, W);
  t.now += SEC (30);
  /* The sand runs from White's half into Black's. */
  g_assert_cmpint (chess_clock_get_remaining (clock, W), ==, SEC (150));
  g_assert_cmpint (chess_clock_get_remaining (clock, B), ==, SEC (210));
  g_assert_true (chess_clock_press (clock));
  g_assert_cmpint (chess_clock_get_remaining (clock, W), ==, SEC (150));
  g_assert_cmpint (chess_clock_get_remaining (clock, B), ==, SEC (210));
  g_assert_true (clock_test_move (&t, clock, SEC (10)));
  g_assert_cmpint (chess_clock_get_remaining (clock, W), ==, SEC (160));
  g_assert_cmpint (chess_clock_get_remaining (clock, B), ==, SEC (200));
  /* White lets it all run out (noticed 10 s late): Black ends with the
   * whole 360 s, not more. */
  t.now += SEC (170);
  g_assert_true (chess_clock_check_flag (clock));
  g_assert_cmpint (t.flag_side, ==, W);
  t.now += SEC (20);
  g_assert_cmpint (chess_clock_get_remaining (clock, B), ==, SEC (360));
  clock_test_clear (&t, clock);
}

static void
test_untimed_never_flags (void)
{
  const char *untimed[] = { "-", "?" };

  for (guint i = 0; i < G_N_ELEMENTS (untimed); i++)
    {
      ClockTest t;
      ChessClock *clock = clock_test_new (&t, untimed[i]);

      chess_clock_start (clock, W);
      t.now += SEC (10.0 * 365 * 86400);
      g_assert_false (chess_clock_check_flag (clock));
      g_assert_false (chess_clock_is_flagged (clock, W));
      g_assert_true (chess_clock_press (clock));
      g_assert_cmpint (chess_clock_get_moves_made (clock, W), ==, 1);
      g_assert_cmpint (chess_clock_get_last_move_time (clock, W), ==, SEC (10.0 * 365 * 86400));
      g_assert_cmpint (chess_clock_get_remaining (clock, W), ==, 0);
      g_assert_false (chess_clock_is_low_time (clock, W));
      g_assert_cmpint (chess_clock_get_next_display_change (clock), ==, G_MAXINT64);
      g_assert_cmpint (t.flag_count, ==, 0);
      clock_test_clear (&t, clock);
    }

  /* No time control at all is "-". */
  {
    ChessClock *clock = chess_clock_new (NULL);

    g_assert_cmpint (chess_time_control_get_kind (chess_clock_get_time_control (clock)),
                     ==, CHESS_TIME_CONTROL_NONE);
    g_object_unref (clock);
  }
}

static void
test_restore (void)
{
  ClockTest t;
  ChessClock *clock = clock_test_new (&t, "40/5400+30:1800+30");

  /* A saved game: White made 39 moves ([%clk] 0:02:00), Black 38
   * (0:05:00), White to move. */
  chess_clock_set_remaining (clock, W, SEC (120));
  chess_clock_set_remaining (clock, B, SEC (300));
  chess_clock_set_moves_made (clock, W, 39);
  chess_clock_set_moves_made (clock, B, 38);
  chess_clock_start (clock, W);
  g_assert_true (clock_test_move (&t, clock, SEC (20)));
  /* Move 40 completes the period: [%clk] is the value right after the press. */
  g_assert_cmpint (chess_clock_get_remaining (clock, W), ==, SEC (120 - 20 + 30 + 1800));
  g_assert_true (clock_test_move (&t, clock, SEC (20)));
  g_assert_cmpint (chess_clock_get_remaining (clock, B), ==, SEC (300 - 20 + 30));

  /* Restoring a positive time lifts a fallen flag. */
  t.now += SEC (100000);
  g_assert_true (chess_clock_check_flag (clock));
  g_assert_true (chess_clock_is_flagged (clock, W));
  chess_clock_set_remaining (clock, W, SEC (5));
  g_assert_false (chess_clock_is_flagged (clock, W));
  chess_clock_start (clock, W);
  t.now += SEC (4);
  g_assert_cmpint (chess_clock_get_remaining (clock, W), ==, SEC (1));
  clock_test_clear (&t, clock);
}

static void
test_restore_paused (void)
{
  ClockTest t;
  ChessClock *clock = clock_test_new (&t, "300d5");

  /* Restored from an autosave, waiting for the player to resume. */
  chess_clock_set_remaining (clock, B, SEC (42));
  chess_clock_pause (clock);
  chess_clock_start (clock, B);
  g_assert_true (chess_clock_is_paused (clock));
  g_assert_false (chess_clock_is_running (clock));
  g_assert_cmpint (chess_clock_get_running_side (clock), ==, B);
  t.now += SEC (600);
  g_assert_cmpint (chess_clock_get_remaining (clock, B), ==, SEC (42));
  chess_clock_resume (clock);
  /* The turn's delay starts at resume. */
  t.now += SEC (6);
  g_assert_cmpint (chess_clock_get_remaining (clock, B), ==, SEC (41));
  clock_test_clear (&t, clock);
}

static void
test_set_remaining_while_running (void)
{
  ClockTest t;
  ChessClock *clock = clock_test_new (&t, "300");

  chess_clock_start (clock, W);
  t.now += SEC (10);
  chess_clock_set_remaining (clock, W, SEC (100));
  g_assert_cmpint (chess_clock_get_remaining (clock, W), ==, SEC (100));
  t.now += SEC (10);
  g_assert_cmpint (chess_clock_get_remaining (clock, W), ==, SEC (90));
  clock_test_clear (&t, clock);
}

static void
test_change_time_source_while_running (void)
{
  ClockTest t, other;
  ChessClock *clock = clock_test_new (&t, "300");

  chess_clock_start (clock, W);
  t.now += SEC (10);
  other.now = 5;
  chess_clock_set_time_source (clock, clock_test_now, &other, NULL);
  g_assert_cmpint (chess_clock_get_remaining (clock, W), ==, SEC (290));
  other.now += SEC (1);
  g_assert_cmpint (chess_clock_get_remaining (clock, W), ==, SEC (289));
  g_assert_cmpint (chess_clock_get_time (clock), ==, other.now);
  clock_test_clear (&t, clock);
}

static void
test_hours_of_play (void)
{
  ClockTest t;
  ChessClock *clock = clock_test_new (&t, "40/5400+30:1800+30");
  gint64 clk = 0;

  /* 200 moves each at 57 s: periods, increments, no drift in 6 h. */
  chess_clock_start (clock, W);
  for (int move = 1; move <= 200; move++)
    {
      g_assert_true (clock_test_move (&t, clock, SEC (57)));
      g_assert_true (clock_test_move (&t, clock, SEC (1)));
      clk = chess_clock_get_remaining (clock, W);
    }
  g_assert_cmpint (clk, ==, SEC (5400 + 1800) - 200 * SEC (27));
  clock_test_clear (&t, clock);
}

int
main (int argc, char **argv)
{
  setlocale (LC_ALL, "C.UTF-8");
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/clock/initial-state", test_initial_state);
  g_test_add_func ("/clock/increment/from-move-one", test_increment_from_move_one);
  g_test_add_func ("/clock/increment/fractional", test_fractional_increment);
  g_test_add_func ("/clock/simple-delay/not-banked", test_simple_delay_not_banked);
  g_test_add_func ("/clock/simple-delay/flag-instant", test_simple_delay_flag_instant);
  g_test_add_func ("/clock/bronstein/at-most-used", test_bronstein_gives_back_at_most_used);
  g_test_add_func ("/clock/bronstein/across-pause", test_bronstein_across_pause);
  g_test_add_func ("/clock/periods/change-at-right-move", test_period_change_at_the_right_move);
  g_test_add_func ("/clock/periods/bonus-of-the-move", test_bonus_belongs_to_the_period_of_the_move);
  g_test_add_func ("/clock/periods/last-repeats", test_last_period_repeats);
  g_test_add_func ("/clock/periods/sudden-death-last", test_sudden_death_last_period_does_not_repeat);
  g_test_add_func ("/clock/periods/single-repeats", test_repeating_single_period);
  g_test_add_func ("/clock/flag/one-microsecond-late", test_press_one_microsecond_late);
  g_test_add_func ("/clock/flag/boundary", test_flag_boundary);
  g_test_add_func ("/clock/flag/check-with-fake-time", test_check_flag_with_fake_time);
  g_test_add_func ("/clock/pause/freezes", test_pause_resume_freezes);
  g_test_add_func ("/clock/pause/keeps-simple-delay", test_pause_keeps_simple_delay);
  g_test_add_func ("/clock/pause/after-flag-instant", test_pause_after_flag_instant);
  g_test_add_func ("/clock/stop", test_stop);
  g_test_add_func ("/clock/sandclock", test_sandclock);
  g_test_add_func ("/clock/untimed-never-flags", test_untimed_never_flags);
  g_test_add_func ("/clock/restore", test_restore);
  g_test_add_func ("/clock/restore/paused", test_restore_paused);
  g_test_add_func ("/clock/restore/while-running", test_set_remaining_while_running);
  g_test_add_func ("/clock/time-source/change-while-running", test_change_time_source_while_running);
  g_test_add_func ("/clock/hours-of-play", test_hours_of_play);

  return g_test_run ();
}
