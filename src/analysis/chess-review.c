/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-review.c — one position after another through one engine.  The
 * state is the index of the next position and the position itself,
 * advanced a move at a time; each search's result becomes a
 * ChessPositionReview.  With tables, a position they cover is probed on
 * a worker thread first (its verdict, every move's, and the tables' best
 * line), and what the engine said is made to agree with them. */
#include "config.h"

#include "chess-review.h"

#include <string.h>

struct _ChessReview {
  GObject parent_instance;

  ChessEngine *engine;
  ChessPosition start;
  GArray *moves;                 /* of ChessMove: the main line */
  ChessUciGo limit;
  ChessPositionReview *positions;
  guint n_done;
  ChessPosition current;         /* the position at index n_done */
  gboolean started;
  ChessTablebase *tablebase;     /* NULL: none */
  ChessTablebaseResult *probed;  /* the tables on the current position, or NULL */
  ChessMove tablebase_line[CHESS_REVIEW_MAX_LINE];
  guint8 tablebase_line_length;
};

G_DEFINE_FINAL_TYPE (ChessReview, chess_review, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_N_DONE,
  PROP_N_POSITIONS,
  N_PROPS
};

enum {
  POSITION_REVIEWED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void review_next (GTask *task);
static void probe_in_thread (GTask *task, gpointer source, gpointer task_data, GCancellable *cancellable);
static void probed_cb (GObject *source, GAsyncResult *result, gpointer user_data);
static void search (GTask *task);

static void
chess_review_finalize (GObject *object)
{
  ChessReview *self = CHESS_REVIEW (object);

  g_clear_object (&self->engine);
  g_clear_object (&self->tablebase);
  g_clear_pointer (&self->probed, chess_tablebase_result_free);
  g_array_unref (self->moves);
  g_free (self->positions);

  G_OBJECT_CLASS (chess_review_parent_class)->finalize (object);
}

static void
chess_review_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  ChessReview *self = CHESS_REVIEW (object);

  switch (prop_id)
    {
    case PROP_N_DONE:
      g_value_set_uint (value, self->n_done);
      break;
    case PROP_N_POSITIONS:
      g_value_set_uint (value, chess_review_get_n_positions (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_review_class_init (ChessReviewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = chess_review_finalize;
  object_class->get_property = chess_review_get_property;

  properties[PROP_N_DONE] =
    g_param_spec_uint ("n-done", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_N_POSITIONS] =
    g_param_spec_uint ("n-positions", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[POSITION_REVIEWED] =
    g_signal_new ("position-reviewed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
}

static void
chess_review_init (ChessReview *self)
{
  self->moves = g_array_new (FALSE, FALSE, sizeof (ChessMove));
}

ChessReview *
chess_review_new (ChessEngine *engine, const ChessRecord *record, const ChessUciGo *limit)
{
  ChessReview *self;
  ChessPosition pos;

  g_return_val_if_fail (CHESS_IS_ENGINE (engine), NULL);
  g_return_val_if_fail (record != NULL, NULL);

  self = g_object_new (CHESS_TYPE_REVIEW, NULL);
  self->engine = g_object_ref (engine);
  self->start = record->start;
  if (limit)
    self->limit = *limit;
  else
    self->limit.nodes = CHESS_REVIEW_DEFAULT_NODES;
  self->limit.infinite = FALSE;

  /* The main line as far as it is legal (a game read with errors stops
   * at the first one anyway). */
  pos = record->start;
  for (const ChessNode *node = record->root->first_child; node; node = node->first_child)
    {
      ChessUndo undo;

      if (!chess_position_is_legal_move (&pos, node->move))
        break;
      g_array_append_val (self->moves, node->move);
      chess_position_make_move (&pos, node->move, &undo);
    }
  self->positions = g_new0 (ChessPositionReview, self->moves->len + 1);
  self->current = self->start;
  return self;
}

guint
chess_review_get_n_positions (ChessReview *self)
{
  g_return_val_if_fail (CHESS_IS_REVIEW (self), 0);

  return self->moves->len + 1;
}

guint
chess_review_get_n_done (ChessReview *self)
{
  g_return_val_if_fail (CHESS_IS_REVIEW (self), 0);

  return self->n_done;
}

const ChessPositionReview *
chess_review_get_positions (ChessReview *self)
{
  g_return_val_if_fail (CHESS_IS_REVIEW (self), NULL);

  return self->positions;
}

/* Records positions[n_done] and moves on to the next position. */
static void
position_done (ChessReview *self)
{
  guint index = self->n_done++;

  if (index < self->moves->len)
    {
      ChessUndo undo;

      chess_position_make_move (&self->current, g_array_index (self->moves, ChessMove, index), &undo);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_DONE]);
  g_signal_emit (self, signals[POSITION_REVIEWED], 0, index);
}

static void
take_result (ChessPositionReview *review, const ChessSearchResult *result)
{
  ChessColor side = chess_position_side_to_move (&result->position);

  memset (review, 0, sizeof *review);
  if (result->n_lines > 0)
    {
      const ChessUciInfo *line = &result->lines[0];
      int n = MIN (line->pv_length, CHESS_REVIEW_MAX_LINE);

      review->eval = chess_eval_from_uci (line->score_kind == CHESS_UCI_SCORE_MATE, line->score, side);
      memcpy (review->line, line->pv, (gsize) n * sizeof (ChessMove));
      review->line_length = (guint8) n;
    }
  if (review->line_length == 0 && result->best_move != CHESS_MOVE_NONE)
    {
      review->line[0] = result->best_move;
      review->line_length = 1;
    }
}

/* The eval and the line made to agree with the tables' verdict. */
static void
agree_with_tables (ChessReview *self, ChessPositionReview *review)
{
  const ChessTablebaseResult *probed = self->probed;
  ChessColor side = chess_position_side_to_move (&self->current);
  int sign = side == CHESS_WHITE ? 1 : -1;   /* the side to move's, as White's */
  gboolean engine_move_keeps = FALSE;

  review->tablebase = TRUE;
  review->tablebase_verdict = probed->verdict;
  if (probed->verdict == CHESS_TABLEBASE_WIN || probed->verdict == CHESS_TABLEBASE_LOSS)
    {
      int winner = probed->verdict == CHESS_TABLEBASE_WIN ? sign : -sign;
      gboolean mates = review->eval.kind == CHESS_EVAL_MATE && chess_eval_sign (review->eval) == winner;

      if (!mates && !(review->eval.kind == CHESS_EVAL_CP && review->eval.value * winner >= CHESS_EVAL_CP_CEILING))
        review->eval = chess_eval_cp (winner * CHESS_EVAL_CP_CEILING);
    }
  else
    review->eval = chess_eval_cp (0);

  for (int i = 0; i < probed->n_moves && review->line_length > 0; i++)
    if (probed->moves[i].move == review->line[0])
      engine_move_keeps = probed->moves[i].verdict == probed->moves[0].verdict;
  if (!engine_move_keeps && self->tablebase_line_length > 0)
    {
      memcpy (review->line, self->tablebase_line, self->tablebase_line_length * sizeof (ChessMove));
      review->line_length = self->tablebase_line_length;
    }
}

static void
search_cb (GObject *source, GAsyncResult *result, gpointer user_data)
{
  g_autoptr (GTask) task = user_data;
  ChessReview *self = g_task_get_source_object (task);
  g_autoptr (ChessSearchResult) found = NULL;
  GError *error = NULL;

  found = chess_engine_search_finish (CHESS_ENGINE (source), result, &error);
  if (!found)
    {
      g_task_return_error (task, error);
      return;
    }
  if (g_task_return_error_if_cancelled (task))
    return;
  take_result (&self->positions[self->n_done], found);
  if (self->probed != NULL)
    agree_with_tables (self, &self->positions[self->n_done]);
  g_clear_pointer (&self->probed, chess_tablebase_result_free);
  position_done (self);
  review_next (g_steal_pointer (&task));
}

/* Takes the reference to task. */
static void
search (GTask *task)
{
  ChessReview *self = g_task_get_source_object (task);

  chess_engine_search_async (self->engine, &self->start,
                             (const ChessMove *) (gconstpointer) self->moves->data, self->n_done,
                             &self->limit, g_task_get_cancellable (task), search_cb, task);
}

/* What the tables say of one position: the probe and their best line. */
typedef struct {
  ChessTablebaseResult *root;
  ChessMove line[CHESS_REVIEW_MAX_LINE];
  guint8 line_length;
} TablebaseFacts;

static void
tablebase_facts_free (TablebaseFacts *facts)
{
  g_clear_pointer (&facts->root, chess_tablebase_result_free);
  g_free (facts);
}

static void
probe_in_thread (GTask *task, gpointer source, gpointer task_data, GCancellable *cancellable)
{
  ChessReview *self = source;
  ChessPosition pos = *(const ChessPosition *) task_data;
  TablebaseFacts *facts = g_new0 (TablebaseFacts, 1);
  GError *error = NULL;

  facts->root = chess_tablebase_probe (self->tablebase, &pos, &error);
  if (facts->root == NULL)
    {
      tablebase_facts_free (facts);
      g_task_return_error (task, error);
      return;
    }
  /* Best moves by the tables, as far as they go. */
  ChessTablebaseResult *at = facts->root;
  while (at != NULL && at->n_moves > 0 && facts->line_length < CHESS_REVIEW_MAX_LINE)
    {
      ChessUndo undo;

      facts->line[facts->line_length++] = at->moves[0].move;
      chess_position_make_move (&pos, at->moves[0].move, &undo);
      if (at != facts->root)
        chess_tablebase_result_free (at);
      /* Not past a dead position (bare kings): nothing more to show. */
      at = g_cancellable_is_cancelled (cancellable) || chess_position_status (&pos) != CHESS_STATUS_ONGOING
           ? NULL : chess_tablebase_probe (self->tablebase, &pos, NULL);
    }
  if (at != facts->root)
    g_clear_pointer (&at, chess_tablebase_result_free);
  g_task_return_pointer (task, facts, (GDestroyNotify) tablebase_facts_free);
}

static void
probed_cb (GObject *source, GAsyncResult *result, gpointer user_data)
{
  GTask *task = user_data;
  ChessReview *self = CHESS_REVIEW (source);
  TablebaseFacts *facts = g_task_propagate_pointer (G_TASK (result), NULL);

  if (g_task_return_error_if_cancelled (task))
    {
      g_clear_pointer (&facts, tablebase_facts_free);
      g_object_unref (task);
      return;
    }
  /* A position the tables turned out not to have: the engine alone. */
  if (facts != NULL)
    {
      self->probed = g_steal_pointer (&facts->root);
      memcpy (self->tablebase_line, facts->line, sizeof facts->line);
      self->tablebase_line_length = facts->line_length;
      tablebase_facts_free (facts);
    }
  search (task);
}

static void
review_next (GTask *task)
{
  ChessReview *self = g_task_get_source_object (task);

  /* Positions without a move need no engine (only the last can be one). */
  while (self->n_done <= self->moves->len && !chess_position_has_legal_move (&self->current))
    {
      ChessPositionReview *review = &self->positions[self->n_done];
      ChessColor side = chess_position_side_to_move (&self->current);

      memset (review, 0, sizeof *review);
      review->eval = chess_position_in_check (&self->current)
                     ? chess_eval_checkmate (side == CHESS_WHITE ? CHESS_BLACK : CHESS_WHITE)
                     : chess_eval_cp (0);
      /* The end of a covered ending is the tables' too (a stalemate
       * that threw a win away is judged by them). */
      review->tablebase = self->tablebase != NULL && chess_tablebase_covers (self->tablebase, &self->current);
      review->tablebase_verdict = chess_position_in_check (&self->current) ? CHESS_TABLEBASE_LOSS
                                                                          : CHESS_TABLEBASE_DRAW;
      position_done (self);
    }

  if (self->n_done > self->moves->len)
    {
      g_task_return_boolean (task, TRUE);
      g_object_unref (task);
      return;
    }

  if (self->tablebase != NULL && self->probed == NULL && chess_tablebase_covers (self->tablebase, &self->current))
    {
      GTask *probe = g_task_new (self, g_task_get_cancellable (task), probed_cb, task);

      g_task_set_task_data (probe, g_memdup2 (&self->current, sizeof self->current), g_free);
      g_task_run_in_thread (probe, probe_in_thread);
      g_object_unref (probe);
      return;
    }
  search (task);
}

static void
start_cb (GObject *source, GAsyncResult *result, gpointer user_data)
{
  GTask *task = user_data;
  GError *error = NULL;

  if (!chess_engine_start_finish (CHESS_ENGINE (source), result, &error))
    {
      g_task_return_error (task, error);
      g_object_unref (task);
      return;
    }
  chess_engine_new_game (CHESS_ENGINE (source));
  review_next (task);
}

void
chess_review_run_async (ChessReview *self, GCancellable *cancellable,
                        GAsyncReadyCallback callback, gpointer user_data)
{
  GTask *task;

  g_return_if_fail (CHESS_IS_REVIEW (self));
  g_return_if_fail (!self->started);

  self->started = TRUE;
  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, chess_review_run_async);

  if (chess_engine_get_state (self->engine) == CHESS_ENGINE_STATE_NEW)
    chess_engine_start_async (self->engine, cancellable, start_cb, task);
  else
    {
      chess_engine_new_game (self->engine);
      review_next (task);
    }
}

void
chess_review_set_tablebase (ChessReview *self, ChessTablebase *tablebase)
{
  g_return_if_fail (CHESS_IS_REVIEW (self));
  g_return_if_fail (tablebase == NULL || CHESS_IS_TABLEBASE (tablebase));
  g_return_if_fail (!self->started);

  g_set_object (&self->tablebase, tablebase);
}

gboolean
chess_review_run_finish (ChessReview *self, GAsyncResult *result, GError **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}
