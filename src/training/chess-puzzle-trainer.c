/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-puzzle-trainer.c — one puzzle after another: the choice, the
 * run, and the rating, attempts and repetitions a result changes. */
#include "config.h"

#include "chess-puzzle-trainer.h"

#include <string.h>

struct _ChessPuzzleTrainer {
  GObject parent_instance;
  ChessPuzzleStore *store;
  ChessPuzzleClock clock;
  gpointer clock_data;
  GStrv themes;
  GQueue queue;              /* ids, g_free */
  ChessGlicko2Rating rating;
  ChessPuzzle puzzle;
  ChessPuzzleRun *run;
  gboolean has_result;
  int hint_level;
};

G_DEFINE_FINAL_TYPE (ChessPuzzleTrainer, chess_puzzle_trainer, G_TYPE_OBJECT)

enum { PUZZLE_STARTED, PUZZLE_SOLVED, PUZZLE_FAILED, RATING_CHANGED, N_SIGNALS };
static guint signals[N_SIGNALS];

static gint64
real_clock (gpointer user_data)
{
  return g_get_real_time () / G_USEC_PER_SEC;
}

static void
chess_puzzle_trainer_finalize (GObject *object)
{
  ChessPuzzleTrainer *self = CHESS_PUZZLE_TRAINER (object);
  g_clear_object (&self->run);
  chess_puzzle_clear (&self->puzzle);
  g_queue_clear_full (&self->queue, g_free);
  g_strfreev (self->themes);
  chess_puzzle_store_free (self->store);
  G_OBJECT_CLASS (chess_puzzle_trainer_parent_class)->finalize (object);
}

static void
chess_puzzle_trainer_class_init (ChessPuzzleTrainerClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = chess_puzzle_trainer_finalize;
  GType type = G_TYPE_FROM_CLASS (klass);
  signals[PUZZLE_STARTED] = g_signal_new ("puzzle-started", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                          G_TYPE_NONE, 0);
  signals[PUZZLE_SOLVED] = g_signal_new ("puzzle-solved", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                         G_TYPE_NONE, 0);
  signals[PUZZLE_FAILED] = g_signal_new ("puzzle-failed", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                         G_TYPE_NONE, 1, G_TYPE_UINT);
  signals[RATING_CHANGED] = g_signal_new ("rating-changed", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                          G_TYPE_NONE, 0);
}

static void
chess_puzzle_trainer_init (ChessPuzzleTrainer *self)
{
  self->clock = real_clock;
  g_queue_init (&self->queue);
}

ChessPuzzleTrainer *
chess_puzzle_trainer_new (ChessPuzzleStore *store)
{
  g_return_val_if_fail (store != NULL, NULL);
  ChessPuzzleTrainer *self = g_object_new (CHESS_TYPE_PUZZLE_TRAINER, NULL);
  self->store = store;
  self->rating = chess_puzzle_store_load_rating (store);
  return self;
}

ChessPuzzleStore *
chess_puzzle_trainer_get_store (ChessPuzzleTrainer *self)
{
  return self->store;
}

void
chess_puzzle_trainer_set_clock (ChessPuzzleTrainer *self, ChessPuzzleClock clock, gpointer user_data)
{
  self->clock = clock ? clock : real_clock;
  self->clock_data = user_data;
}

void
chess_puzzle_trainer_set_themes (ChessPuzzleTrainer *self, const char *const *themes)
{
  g_strfreev (self->themes);
  self->themes = themes && themes[0] ? g_strdupv ((char **) themes) : NULL;
}

const char *const *
chess_puzzle_trainer_get_themes (ChessPuzzleTrainer *self)
{
  return (const char *const *) self->themes;
}

void
chess_puzzle_trainer_set_queue (ChessPuzzleTrainer *self, const char *const *ids)
{
  g_queue_clear_full (&self->queue, g_free);
  for (const char *const *id = ids; id && *id; id++)
    g_queue_push_tail (&self->queue, g_strdup (*id));
}

void
chess_puzzle_trainer_add_to_queue (ChessPuzzleTrainer *self, const char *id)
{
  g_queue_push_tail (&self->queue, g_strdup (id));
}

guint
chess_puzzle_trainer_get_queue_length (ChessPuzzleTrainer *self)
{
  return self->queue.length;
}

ChessGlicko2Rating
chess_puzzle_trainer_get_rating (ChessPuzzleTrainer *self)
{
  return self->rating;
}

const ChessPuzzle *
chess_puzzle_trainer_get_puzzle (ChessPuzzleTrainer *self)
{
  return self->run ? &self->puzzle : NULL;
}

ChessPuzzleRun *
chess_puzzle_trainer_get_run (ChessPuzzleTrainer *self)
{
  return self->run;
}

gboolean
chess_puzzle_trainer_has_result (ChessPuzzleTrainer *self)
{
  return self->has_result;
}

/* Takes the puzzle in *puzzle. */
static void
begin (ChessPuzzleTrainer *self, ChessPuzzle *puzzle)
{
  chess_puzzle_clear (&self->puzzle);
  self->puzzle = *puzzle;
  memset (puzzle, 0, sizeof *puzzle);
  g_clear_object (&self->run);
  self->run = chess_puzzle_run_new (&self->puzzle);
  self->has_result = FALSE;
  self->hint_level = 0;
  g_signal_emit (self, signals[PUZZLE_STARTED], 0);
}

gboolean
chess_puzzle_trainer_start (ChessPuzzleTrainer *self, const char *id)
{
  ChessPuzzle puzzle = { 0 };
  if (!chess_puzzle_store_get (self->store, id, &puzzle))
    return FALSE;
  begin (self, &puzzle);
  return TRUE;
}

gboolean
chess_puzzle_trainer_next (ChessPuzzleTrainer *self)
{
  while (self->queue.length > 0)
    {
      g_autofree char *id = g_queue_pop_head (&self->queue);
      if (chess_puzzle_trainer_start (self, id))
        return TRUE;
    }
  ChessPuzzle puzzle = { 0 };
  if (!chess_puzzle_store_choose (self->store, self->rating.rating, (const char *const *) self->themes,
                                  self->clock (self->clock_data), CHESS_PUZZLE_TRAINER_RECENT, &puzzle))
    return FALSE;
  begin (self, &puzzle);
  return TRUE;
}

/* The puzzle's result: the attempt, the rating for a puzzle met the
 * first time, the repetition card. */
static void
record (ChessPuzzleTrainer *self, gboolean solved, ChessMove move)
{
  if (self->has_result)
    return;
  self->has_result = TRUE;
  gint64 now = self->clock (self->clock_data);
  const char *id = self->puzzle.id;
  gboolean first_time = chess_puzzle_store_count_attempts (self->store, id) == 0;
  chess_puzzle_store_record_attempt (self->store, id, solved, now);

  ChessFsrsCard card;
  if (chess_puzzle_store_get_card (self->store, id, &card) || !solved)
    {
      chess_fsrs_review (&card, solved ? CHESS_FSRS_GOOD : CHESS_FSRS_AGAIN, now);
      chess_puzzle_store_set_card (self->store, id, &card);
    }

  if (first_time)
    {
      ChessGlicko2Result result = { self->puzzle.rating, MAX (self->puzzle.rating_deviation, 30), solved ? 1 : 0 };
      self->rating = chess_glicko2_update (self->rating, &result, 1, CHESS_GLICKO2_TAU);
      chess_puzzle_store_save_rating (self->store, now, &self->rating);
    }
  if (solved)
    g_signal_emit (self, signals[PUZZLE_SOLVED], 0);
  else
    g_signal_emit (self, signals[PUZZLE_FAILED], 0, (guint) move);
  if (first_time)
    g_signal_emit (self, signals[RATING_CHANGED], 0);
}

ChessPuzzleVerdict
chess_puzzle_trainer_play (ChessPuzzleTrainer *self, ChessMove move, ChessMove *reply)
{
  g_return_val_if_fail (self->run != NULL, CHESS_PUZZLE_WRONG);
  if (chess_puzzle_run_is_solved (self->run))
    return CHESS_PUZZLE_WRONG;
  ChessPuzzleVerdict verdict = chess_puzzle_run_try_move (self->run, move, reply);
  if (verdict == CHESS_PUZZLE_WRONG)
    record (self, FALSE, move);
  else
    {
      self->hint_level = 0;
      if (verdict == CHESS_PUZZLE_SOLVED)
        record (self, TRUE, CHESS_MOVE_NONE);
    }
  return verdict;
}

int
chess_puzzle_trainer_hint (ChessPuzzleTrainer *self, int *level)
{
  if (self->run == NULL || chess_puzzle_run_is_solved (self->run))
    return CHESS_SQUARE_NONE;
  self->hint_level = MIN (self->hint_level + 1, 2);
  if (level)
    *level = self->hint_level;
  return chess_puzzle_run_hint (self->run, self->hint_level);
}

const ChessMove *
chess_puzzle_trainer_show_solution (ChessPuzzleTrainer *self, guint *n_moves)
{
  g_return_val_if_fail (self->run != NULL, NULL);
  const ChessMove *rest = chess_puzzle_run_show_solution (self->run, n_moves);
  if (*n_moves > 0)
    record (self, FALSE, CHESS_MOVE_NONE);
  return rest;
}

void
chess_puzzle_trainer_retry (ChessPuzzleTrainer *self)
{
  g_return_if_fail (self->run != NULL);
  chess_puzzle_run_retry (self->run);
  self->hint_level = 0;
}
