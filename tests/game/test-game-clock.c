/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-game-clock.c — ChessGame with a clock on a fake time source: the
 * first move, [%clk] per move, flag fall, too-late moves, the draw when the
 * opponent cannot mate, takeback with the clock put back. */
#include "config.h"

#include "test-game-util.h"

#define SEC G_USEC_PER_SEC

static ChessGame *
timed_game (const char *fen,
            const char *control,
            FakeTime   *t)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(ChessTimeControl) tc = chess_time_control_parse (control, &error);
  ChessGame *game;

  g_assert_no_error (error);
  game = fen ? chess_game_new_from_fen (fen, &error) : chess_game_new ();
  g_assert_no_error (error);
  g_assert_null (chess_game_get_clock (game));
  chess_game_set_time_control (game, tc);
  g_assert_nonnull (chess_game_get_clock (game));
  chess_clock_set_time_source (chess_game_get_clock (game), fake_time_now, t, NULL);
  g_assert_cmpstr (chess_game_get_tag (game, "TimeControl"), ==, control);
  return game;
}

static gint64
remaining (ChessGame  *game,
           ChessColor  side)
{
  return chess_clock_get_remaining (chess_game_get_clock (game), side);
}

static void
test_first_move_and_clk (void)
{
  FakeTime t = { 1000 * SEC };
  g_autoptr(ChessGame) game = timed_game (NULL, "300+2", &t);
  ChessClock *clock = chess_game_get_clock (game);

  /* Nothing runs before the first move. */
  g_assert_cmpint (chess_clock_get_running_side (clock), ==, -1);
  t.now += 50 * SEC;
  g_assert_cmpint (remaining (game, CHESS_WHITE), ==, 300 * SEC);

  /* White's first move starts the clock and takes no time; its increment
   * counts from move 1.  Black's time runs from here. */
  test_play (game, "e4");
  g_assert_cmpint (chess_clock_get_running_side (clock), ==, CHESS_BLACK);
  g_assert_cmpint (remaining (game, CHESS_WHITE), ==, 302 * SEC);
  g_assert_cmpint (chess_game_get_last_node (game)->clock_ms, ==, 302000);

  t.now += 10 * SEC + 500000;
  test_play (game, "e5");
  g_assert_cmpint (chess_game_get_last_node (game)->clock_ms, ==, 291500);
  g_assert_cmpint (chess_clock_get_running_side (clock), ==, CHESS_WHITE);

  t.now += 20 * SEC;
  test_play (game, "Nf3");
  g_assert_cmpint (chess_game_get_last_node (game)->clock_ms, ==, 284000);
  g_assert_cmpint (remaining (game, CHESS_BLACK), ==, 291500 * 1000);

  /* The end of the game stops the clock. */
  g_assert_true (chess_clock_get_running_side (clock) == CHESS_BLACK);
  chess_game_resign (game, CHESS_BLACK);
  g_assert_cmpint (chess_clock_get_running_side (clock), ==, -1);
  t.now += 1000 * SEC;
  g_assert_cmpint (remaining (game, CHESS_BLACK), ==, 291500 * 1000);
}

/* A time source that moves on at every reading, as a loaded machine's
 * does between two calls. */
static gint64
ticking_time_now (gpointer data)
{
  FakeTime *t = data;

  return t->now += 1000;
}

/* The first move takes no time even when the clock is read twice while it
 * is played (CI once saw White's first [%clk] at 299.999). */
static void
test_first_move_costs_nothing_on_a_busy_machine (void)
{
  FakeTime t = { 0 };
  g_autoptr(ChessGame) game = timed_game (NULL, "300+0", &t);

  chess_clock_set_time_source (chess_game_get_clock (game), ticking_time_now, &t, NULL);
  test_play (game, "e4");
  g_assert_cmpint (chess_game_get_last_node (game)->clock_ms, ==, 300000);
  test_play (game, "e5");
  g_assert_cmpint (chess_game_get_last_node (game)->clock_ms, <, 300000);
}

/* A clock started before the first move (the window's "start at once"
 * setting) charges White for the first move. */
static void
test_clock_started_early (void)
{
  FakeTime t = { 0 };
  g_autoptr(ChessGame) game = timed_game (NULL, "300+2", &t);

  chess_clock_start (chess_game_get_clock (game), CHESS_WHITE);
  t.now += 5 * SEC;
  test_play (game, "e4");
  g_assert_cmpint (chess_game_get_last_node (game)->clock_ms, ==, 297000);
  g_assert_cmpint (chess_clock_get_running_side (chess_game_get_clock (game)), ==, CHESS_BLACK);
}

static void
test_flag_fall_loss (void)
{
  FakeTime t = { 0 };
  g_autoptr(ChessGame) game = timed_game (NULL, "60", &t);
  g_autofree char *text = NULL;
  Counts c;

  test_play (game, "e4");
  test_count_signals (game, &c);
  t.now += 60 * SEC - 1;
  g_assert_false (chess_clock_check_flag (chess_game_get_clock (game)));
  g_assert_false (chess_game_is_over (game));
  t.now += 1;
  chess_clock_check_flag (chess_game_get_clock (game));
  g_assert_cmpint (chess_game_get_result (game), ==, CHESS_RESULT_WHITE_WINS);
  g_assert_cmpint (chess_game_get_termination (game), ==, CHESS_TERMINATION_TIME_FORFEIT);
  g_assert_cmpstr (chess_game_get_tag (game, "Termination"), ==, "time forfeit");
  g_assert_cmpstr (chess_game_get_tag (game, "Result"), ==, "1-0");
  text = chess_game_describe_result (game);
  g_assert_cmpstr (text, ==, "White wins — Black's time ran out");
  g_assert_cmpuint (c.result_changed, ==, 1);
  /* by the players' names once the game has them */
  chess_game_set_tag (game, "White", "Magnus");
  chess_game_set_tag (game, "Black", "Hikaru");
  g_free (text);
  text = chess_game_describe_result (game);
  g_assert_cmpstr (text, ==, "Magnus wins — Hikaru ran out of time");
  g_assert_cmpint (chess_clock_get_running_side (chess_game_get_clock (game)), ==, -1);
}

static void
test_move_too_late (void)
{
  FakeTime t = { 0 };
  g_autoptr(ChessGame) game = timed_game (NULL, "60+1", &t);

  test_play_line (game, "e4 e5");
  /* White's flag falls at +61 s; one microsecond later is too late, even
   * though no timer has run. */
  t.now += 61 * SEC + 1;
  g_assert_false (test_play (game, "Nf3"));
  g_assert_cmpuint (test_count_plies (chess_game_get_record (game)), ==, 2);
  g_assert_cmpint (chess_game_get_result (game), ==, CHESS_RESULT_BLACK_WINS);
  g_assert_cmpint (chess_game_get_termination (game), ==, CHESS_TERMINATION_TIME_FORFEIT);
}

static void
test_move_just_in_time (void)
{
  FakeTime t = { 0 };
  g_autoptr(ChessGame) game = timed_game (NULL, "60+1", &t);

  test_play_line (game, "e4 e5");
  t.now += 61 * SEC - 1;
  g_assert_true (test_play (game, "Nf3"));
  g_assert_false (chess_game_is_over (game));
  g_assert_cmpint (chess_game_get_last_node (game)->clock_ms, ==, 1000);
}

/* White's flag falls; what Black has left decides. */
static void
flag_against (const char       *fen,
              ChessResult       result,
              ChessTermination  termination,
              const char       *description)
{
  FakeTime t = { 0 };
  g_autoptr(ChessGame) game = timed_game (fen, "10", &t);
  g_autofree char *text = NULL;

  test_play (game, "Qd2");   /* untimed first move */
  t.now += SEC;
  test_play (game, "Kf7");
  t.now += 11 * SEC;
  chess_clock_check_flag (chess_game_get_clock (game));
  g_assert_cmpint (chess_game_get_result (game), ==, result);
  g_assert_cmpint (chess_game_get_termination (game), ==, termination);
  text = chess_game_describe_result (game);
  g_assert_cmpstr (text, ==, description);
}

static void
test_flag_fall_insufficient (void)
{
  flag_against ("4k3/8/8/8/8/8/8/3QK3 w - - 0 1", CHESS_RESULT_DRAW,
                CHESS_TERMINATION_TIMEOUT_VS_INSUFFICIENT_MATERIAL,
                "Draw — White ran out of time, but Black cannot checkmate");
  flag_against ("4kn2/8/8/8/8/8/8/3QK3 w - - 0 1", CHESS_RESULT_DRAW,
                CHESS_TERMINATION_TIMEOUT_VS_INSUFFICIENT_MATERIAL,
                "Draw — White ran out of time, but Black cannot checkmate");
  flag_against ("4kr2/8/8/8/8/8/8/3QK3 w - - 0 1", CHESS_RESULT_BLACK_WINS,
                CHESS_TERMINATION_TIME_FORFEIT, "Black wins — White's time ran out");
  flag_against ("4k3/7p/8/8/8/8/8/3QK3 w - - 0 1", CHESS_RESULT_BLACK_WINS,
                CHESS_TERMINATION_TIME_FORFEIT, "Black wins — White's time ran out");
}

static void
test_flag_fall_black_bare_king (void)
{
  FakeTime t = { 0 };
  g_autoptr(ChessGame) game = timed_game ("4k3/8/8/8/8/8/8/3QK3 w - - 0 1", "10", &t);
  g_autofree char *text = NULL;

  test_play (game, "Qd2");
  t.now += 10 * SEC + 1;
  chess_clock_check_flag (chess_game_get_clock (game));
  /* Black lost on time against a queen: White wins. */
  g_assert_cmpint (chess_game_get_result (game), ==, CHESS_RESULT_WHITE_WINS);
  g_assert_cmpint (chess_game_get_termination (game), ==, CHESS_TERMINATION_TIME_FORFEIT);
  text = chess_game_describe_result (game);
  g_assert_cmpstr (text, ==, "White wins — Black's time ran out");
}

static void
test_takeback_restores_clock (void)
{
  FakeTime t = { 0 };
  g_autoptr(ChessGame) game = timed_game (NULL, "300+0", &t);
  ChessClock *clock = chess_game_get_clock (game);

  test_play (game, "e4");              /* W 300 */
  t.now += 10 * SEC;
  test_play (game, "e5");              /* B 290 */
  t.now += 15 * SEC;
  test_play (game, "Nf3");             /* W 285 */
  t.now += 15 * SEC;

  /* Take back 2. Nf3: White is to move again with the 300 s it had then;
   * Black keeps 290 s. */
  g_assert_true (chess_game_takeback (game));
  g_assert_cmpint (chess_clock_get_running_side (clock), ==, CHESS_WHITE);
  g_assert_cmpint (remaining (game, CHESS_WHITE), ==, 300 * SEC);
  g_assert_cmpint (remaining (game, CHESS_BLACK), ==, 290 * SEC);
  g_assert_cmpint (chess_clock_get_moves_made (clock, CHESS_WHITE), ==, 1);
  t.now += 5 * SEC;
  test_play (game, "Nc3");
  g_assert_cmpint (chess_game_get_last_node (game)->clock_ms, ==, 295000);
  g_assert_cmpint (chess_clock_get_running_side (clock), ==, CHESS_BLACK);

  /* Back to the start: the clock waits for the first move again. */
  g_assert_true (chess_game_takeback (game));
  g_assert_true (chess_game_takeback (game));
  g_assert_true (chess_game_takeback (game));
  g_assert_cmpint (remaining (game, CHESS_WHITE), ==, 300 * SEC);
  g_assert_cmpint (remaining (game, CHESS_BLACK), ==, 300 * SEC);
  t.now += 100 * SEC;
  test_play (game, "d4");
  g_assert_cmpint (chess_game_get_last_node (game)->clock_ms, ==, 300000);
  g_assert_cmpint (chess_clock_get_running_side (clock), ==, CHESS_BLACK);
  t.now += 7 * SEC;
  g_assert_cmpint (remaining (game, CHESS_BLACK), ==, 293 * SEC);
}

static void
test_takeback_mate_restarts_clock (void)
{
  FakeTime t = { 0 };
  g_autoptr(ChessGame) game = timed_game (NULL, "60", &t);
  ChessClock *clock = chess_game_get_clock (game);

  test_play_line (game, "f3 e5");
  t.now += 3 * SEC;
  test_play (game, "g4");
  t.now += 4 * SEC;
  test_play (game, "Qh4#");
  g_assert_true (chess_game_is_over (game));
  g_assert_cmpint (chess_clock_get_running_side (clock), ==, -1);
  g_assert_true (chess_game_takeback (game));
  g_assert_false (chess_game_is_over (game));
  g_assert_cmpint (chess_clock_get_running_side (clock), ==, CHESS_BLACK);
  g_assert_cmpint (remaining (game, CHESS_BLACK), ==, 60 * SEC);
  g_assert_cmpint (remaining (game, CHESS_WHITE), ==, 57 * SEC);
}

static void
test_no_time_control_change_after_start (void)
{
  FakeTime t = { 0 };
  g_autoptr(ChessGame) game = timed_game (NULL, "60", &t);
  g_autoptr(ChessTimeControl) other = chess_time_control_parse ("120", NULL);

  test_play (game, "e4");
  g_test_expect_message ("chess-game", G_LOG_LEVEL_CRITICAL, "*clock_started*");
  chess_game_set_time_control (game, other);
  g_test_assert_expected_messages ();
  g_assert_cmpstr (chess_game_get_tag (game, "TimeControl"), ==, "60");
}

static gboolean
give_up (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

static void
on_result (ChessGame *game,
           gboolean  *done)
{
  *done = TRUE;
}

/* The real clock: its timer ends the game at the flag instant, with no
 * polling and no move. */
static void
test_real_timer_flag (void)
{
  g_autoptr(ChessTimeControl) tc = chess_time_control_parse ("0.2", NULL);
  g_autoptr(ChessGame) game = chess_game_new ();
  gboolean done = FALSE, timed_out = FALSE;
  guint timeout;
  gint64 start;

  g_assert_nonnull (tc);
  chess_game_set_time_control (game, tc);
  g_signal_connect (game, "result-changed", G_CALLBACK (on_result), &done);
  /* read before the move that starts Black's clock: read after it, the
   * time the move took (3 ms under TSan) was missing from the span */
  start = g_get_monotonic_time ();
  test_play (game, "e4");
  timeout = g_timeout_add_seconds (10, give_up, &timed_out);
  while (!done && !timed_out)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (timed_out);
  g_source_remove (timeout);
  /* Not before the flag instant. */
  g_assert_cmpint (g_get_monotonic_time () - start, >=, 200000 - 1000);
  g_assert_cmpint (chess_game_get_result (game), ==, CHESS_RESULT_WHITE_WINS);
  g_assert_cmpint (chess_game_get_termination (game), ==, CHESS_TERMINATION_TIME_FORFEIT);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/game/clock/first-move-and-clk", test_first_move_and_clk);
  g_test_add_func ("/game/clock/started-early", test_clock_started_early);
  g_test_add_func ("/game/clock/first-move-busy-machine",
                   test_first_move_costs_nothing_on_a_busy_machine);
  g_test_add_func ("/game/clock/flag-fall-loss", test_flag_fall_loss);
  g_test_add_func ("/game/clock/move-too-late", test_move_too_late);
  g_test_add_func ("/game/clock/move-just-in-time", test_move_just_in_time);
  g_test_add_func ("/game/clock/flag-fall-insufficient", test_flag_fall_insufficient);
  g_test_add_func ("/game/clock/flag-fall-black", test_flag_fall_black_bare_king);
  g_test_add_func ("/game/clock/takeback", test_takeback_restores_clock);
  g_test_add_func ("/game/clock/takeback-mate", test_takeback_mate_restarts_clock);
  g_test_add_func ("/game/clock/time-control-fixed", test_no_time_control_change_after_start);
  g_test_add_func ("/game/clock/real-timer-flag", test_real_timer_flag);
  return g_test_run ();
}
