/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-puzzle-trainer.c — the trainer on puzzles.csv with an injected
 * clock: a first wrong move fails the puzzle (once, naming the move) and
 * lowers the rating, a success raises it, a puzzle met again leaves the
 * rating alone; the failed puzzle comes back first when it is due; the
 * queue comes before everything; hints name the piece, then the square. */
#include "puzzle-test-data.h"
#include "chess-notation.h"
#include "chess-puzzle-trainer.h"

#define T0 ((gint64) 1700000000)
#define DAY 86400

typedef struct {
  gint64 now;
  guint started, solved, failed, rated;
  ChessMove failed_move;
} Watch;

static gint64
clock_of (gpointer user_data)
{
  return ((Watch *) user_data)->now;
}

static void started_cb (ChessPuzzleTrainer *t, Watch *w) { w->started++; }
static void solved_cb (ChessPuzzleTrainer *t, Watch *w) { w->solved++; }
static void rated_cb (ChessPuzzleTrainer *t, Watch *w) { w->rated++; }

static void
failed_cb (ChessPuzzleTrainer *t, guint move, Watch *w)
{
  w->failed++;
  w->failed_move = (ChessMove) move;
}

static ChessPuzzleTrainer *
trainer_of (Watch *watch)
{
  ChessPuzzleStore *store = chess_puzzle_store_open (":memory:", NULL);
  g_autoptr (GBytes) csv = puzzle_test_load_csv ();
  g_autoptr (GInputStream) stream = g_memory_input_stream_new_from_bytes (csv);
  g_assert_true (chess_puzzle_store_import (store, stream, NULL, NULL, NULL, NULL, NULL));
  ChessPuzzleTrainer *trainer = chess_puzzle_trainer_new (store);
  chess_puzzle_trainer_set_clock (trainer, clock_of, watch);
  g_signal_connect (trainer, "puzzle-started", G_CALLBACK (started_cb), watch);
  g_signal_connect (trainer, "puzzle-solved", G_CALLBACK (solved_cb), watch);
  g_signal_connect (trainer, "puzzle-failed", G_CALLBACK (failed_cb), watch);
  g_signal_connect (trainer, "rating-changed", G_CALLBACK (rated_cb), watch);
  return trainer;
}

static ChessMove
uci (ChessPuzzleTrainer *trainer, const char *text)
{
  ChessMove move = CHESS_MOVE_NONE;
  g_assert_cmpint (chess_move_from_uci (chess_puzzle_run_get_position (chess_puzzle_trainer_get_run (trainer)),
                                        text, strlen (text), &move), ==, CHESS_SAN_OK);
  return move;
}

static void
test_results (void)
{
  Watch watch = { .now = T0 };
  g_autoptr (ChessPuzzleTrainer) trainer = trainer_of (&watch);
  ChessPuzzleStore *store = chess_puzzle_trainer_get_store (trainer);
  double start = chess_puzzle_trainer_get_rating (trainer).rating;
  g_assert_cmpfloat (start, ==, CHESS_GLICKO2_DEFAULT_RATING);

  /* t0002 (1650): a wrong move fails it, once, and the rating falls. */
  g_assert_true (chess_puzzle_trainer_start (trainer, "t0002"));
  g_assert_cmpuint (watch.started, ==, 1);
  ChessMove wrong = uci (trainer, "h7g8");
  g_assert_cmpint (chess_puzzle_trainer_play (trainer, wrong, NULL), ==, CHESS_PUZZLE_WRONG);
  g_assert_cmpuint (watch.failed, ==, 1);
  g_assert_cmpint (watch.failed_move, ==, wrong);
  g_assert_cmpuint (watch.rated, ==, 1);
  double after_failure = chess_puzzle_trainer_get_rating (trainer).rating;
  g_assert_cmpfloat (after_failure, <, start);
  g_assert_cmpfloat (chess_puzzle_store_load_rating (store).rating, ==, after_failure);
  /* Going on to the end changes nothing more. */
  g_assert_cmpint (chess_puzzle_trainer_play (trainer, uci (trainer, "h7g8"), NULL), ==, CHESS_PUZZLE_WRONG);
  g_assert_cmpint (chess_puzzle_trainer_play (trainer, uci (trainer, "d3e4"), NULL), ==, CHESS_PUZZLE_RIGHT);
  g_assert_cmpint (chess_puzzle_trainer_play (trainer, uci (trainer, "c1c2"), NULL), ==, CHESS_PUZZLE_SOLVED);
  g_assert_cmpuint (watch.failed, ==, 1);
  g_assert_cmpuint (watch.solved, ==, 0);
  g_assert_cmpuint (watch.rated, ==, 1);
  /* It is on the repetitions, due tomorrow. */
  ChessFsrsCard card;
  g_assert_true (chess_puzzle_store_get_card (store, "t0002", &card));
  g_assert_cmpint (card.due, ==, T0 + DAY);

  /* t0003 solved: the rating rises. */
  g_assert_true (chess_puzzle_trainer_start (trainer, "t0003"));
  g_assert_cmpint (chess_puzzle_trainer_play (trainer, uci (trainer, "g7g8q"), NULL), ==, CHESS_PUZZLE_RIGHT);
  g_assert_cmpint (chess_puzzle_trainer_play (trainer, uci (trainer, "e4g6"), NULL), ==, CHESS_PUZZLE_SOLVED);
  g_assert_cmpuint (watch.solved, ==, 1);
  g_assert_cmpuint (watch.rated, ==, 2);
  double after_success = chess_puzzle_trainer_get_rating (trainer).rating;
  g_assert_cmpfloat (after_success, >, after_failure);
  g_assert_false (chess_puzzle_store_get_card (store, "t0003", &card));

  /* Met again, solved again: counted, but the rating stays. */
  g_assert_true (chess_puzzle_trainer_start (trainer, "t0003"));
  chess_puzzle_trainer_play (trainer, uci (trainer, "g7g8q"), NULL);
  chess_puzzle_trainer_play (trainer, uci (trainer, "e4g6"), NULL);
  g_assert_cmpuint (watch.solved, ==, 2);
  g_assert_cmpuint (watch.rated, ==, 2);
  g_assert_cmpfloat (chess_puzzle_trainer_get_rating (trainer).rating, ==, after_success);
  g_assert_cmpuint (chess_puzzle_store_count_attempts (store, "t0003"), ==, 2);

  /* A day later the failed one comes first, and solved it is graded Good. */
  watch.now = T0 + DAY;
  g_assert_cmpuint (chess_puzzle_store_count_due (store, watch.now), ==, 1);
  g_assert_true (chess_puzzle_trainer_next (trainer));
  g_assert_cmpstr (chess_puzzle_trainer_get_puzzle (trainer)->id, ==, "t0002");
  chess_puzzle_trainer_play (trainer, uci (trainer, "d3e4"), NULL);
  chess_puzzle_trainer_play (trainer, uci (trainer, "c1c2"), NULL);
  g_assert_true (chess_puzzle_store_get_card (store, "t0002", &card));
  g_assert_cmpuint (card.reviews, ==, 2);
  g_assert_cmpint (card.due, >, watch.now + DAY);
  g_assert_cmpuint (chess_puzzle_store_count_due (store, watch.now), ==, 0);
}

static void
test_hints_and_solution (void)
{
  Watch watch = { .now = T0 };
  g_autoptr (ChessPuzzleTrainer) trainer = trainer_of (&watch);
  g_assert_true (chess_puzzle_trainer_start (trainer, "t0002"));
  int level;
  g_assert_cmpint (chess_puzzle_trainer_hint (trainer, &level), ==, CHESS_D3);
  g_assert_cmpint (level, ==, 1);
  g_assert_cmpint (chess_puzzle_trainer_hint (trainer, &level), ==, CHESS_E4);
  g_assert_cmpint (level, ==, 2);
  /* A hint is no failure. */
  g_assert_false (chess_puzzle_trainer_has_result (trainer));
  chess_puzzle_trainer_play (trainer, uci (trainer, "d3e4"), NULL);
  /* The next move's hint starts again from the piece. */
  g_assert_cmpint (chess_puzzle_trainer_hint (trainer, &level), ==, CHESS_C1);
  g_assert_cmpint (level, ==, 1);
  guint n;
  const ChessMove *rest = chess_puzzle_trainer_show_solution (trainer, &n);
  g_assert_cmpuint (n, ==, 1);
  g_assert_cmpint (chess_move_from (rest[0]), ==, CHESS_C1);
  g_assert_cmpuint (watch.failed, ==, 1);
  g_assert_cmpint (watch.failed_move, ==, CHESS_MOVE_NONE);
  chess_puzzle_trainer_retry (trainer);
  g_assert_cmpint (chess_puzzle_trainer_hint (trainer, &level), ==, CHESS_D3);
}

static void
test_queue_and_themes (void)
{
  Watch watch = { .now = T0 };
  g_autoptr (ChessPuzzleTrainer) trainer = trainer_of (&watch);
  const char *queue[] = { "t0009", "nope", "t0001", NULL };
  chess_puzzle_trainer_set_queue (trainer, queue);
  g_assert_cmpuint (chess_puzzle_trainer_get_queue_length (trainer), ==, 3);
  chess_puzzle_trainer_add_to_queue (trainer, "t0003");
  g_assert_true (chess_puzzle_trainer_next (trainer));
  g_assert_cmpstr (chess_puzzle_trainer_get_puzzle (trainer)->id, ==, "t0009");
  g_assert_true (chess_puzzle_trainer_next (trainer));
  g_assert_cmpstr (chess_puzzle_trainer_get_puzzle (trainer)->id, ==, "t0001");
  g_assert_true (chess_puzzle_trainer_next (trainer));
  g_assert_cmpstr (chess_puzzle_trainer_get_puzzle (trainer)->id, ==, "t0003");
  g_assert_cmpuint (chess_puzzle_trainer_get_queue_length (trainer), ==, 0);

  /* Then the chosen themes: only mates in 1, and none left once tried. */
  const char *mate_in_1[] = { "mateIn1", NULL };
  chess_puzzle_trainer_set_themes (trainer, mate_in_1);
  g_assert_true (chess_puzzle_trainer_next (trainer));
  g_assert_true (chess_puzzle_has_theme (chess_puzzle_trainer_get_puzzle (trainer), "mateIn1"));
  chess_puzzle_trainer_show_solution (trainer, &(guint) { 0 });
  g_assert_true (chess_puzzle_trainer_next (trainer));
  g_assert_true (chess_puzzle_has_theme (chess_puzzle_trainer_get_puzzle (trainer), "mateIn1"));
  chess_puzzle_trainer_show_solution (trainer, &(guint) { 0 });
  g_assert_false (chess_puzzle_trainer_next (trainer));

  g_auto (GStrv) themes = chess_puzzle_store_list_themes (chess_puzzle_trainer_get_store (trainer));
  g_assert_true (g_strv_contains ((const char *const *) themes, "mateIn2"));
  g_assert_cmpstr (themes[0], <, themes[1]);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/training/trainer/results", test_results);
  g_test_add_func ("/training/trainer/hints-and-solution", test_hints_and_solution);
  g_test_add_func ("/training/trainer/queue-and-themes", test_queue_and_themes);
  return g_test_run ();
}
