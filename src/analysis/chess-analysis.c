/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-analysis.c — the position, the engine's latest lines for it, and
 * the throttle between the engine's pace and the views'.  Each search has
 * its own cancellable; a new position cancels the old one (ChessEngine
 * drops the old search's late output), so lines never mix positions. */
#include "config.h"

#include "chess-analysis.h"

#include <string.h>
#include "chess-update-throttle.h"

struct _ChessAnalysis {
  GObject parent_instance;

  ChessEngine *engine;
  gulong info_handler;
  gulong failed_handler;
  guint lines;

  ChessPosition start;
  GArray *moves;
  ChessPosition position;
  gboolean has_position;

  GCancellable *search;          /* of the running search, NULL when stopped */
  ChessAnalysisLine found[CHESS_ANALYSIS_MAX_LINES];
  guint n_found;

  ChessUpdateThrottle throttle;
  guint flush_source;
};

G_DEFINE_FINAL_TYPE (ChessAnalysis, chess_analysis, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_LINES,
  PROP_RUNNING,
  N_PROPS
};

enum {
  UPDATED,
  FAILED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void start_search (ChessAnalysis *self);

static void
emit_updated (ChessAnalysis *self)
{
  g_signal_emit (self, signals[UPDATED], 0);
}

static gboolean
flush_cb (gpointer user_data)
{
  ChessAnalysis *self = user_data;

  self->flush_source = 0;
  if (chess_update_throttle_flush (&self->throttle, g_get_monotonic_time ()))
    emit_updated (self);
  return G_SOURCE_REMOVE;
}

static void
lines_changed (ChessAnalysis *self)
{
  gint64 wait = chess_update_throttle_change (&self->throttle, g_get_monotonic_time ());

  if (wait == 0)
    emit_updated (self);
  else if (wait > 0 && self->flush_source == 0)
    self->flush_source = g_timeout_add ((guint) ((wait + 999) / 1000), flush_cb, self);
}

static void
set_running (ChessAnalysis *self, GCancellable *search)
{
  gboolean was_running = self->search != NULL;

  if (self->search)
    {
      g_cancellable_cancel (self->search);
      g_clear_object (&self->search);
    }
  self->search = search;
  /* Stopped: lines the throttle holds are dropped, not sent after it. */
  if (search == NULL)
    {
      g_clear_handle_id (&self->flush_source, g_source_remove);
      chess_update_throttle_reset (&self->throttle);
    }
  if (was_running != (search != NULL))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RUNNING]);
}

static void
info_cb (ChessEngine *engine, gpointer data, ChessAnalysis *self)
{
  const ChessUciInfo *info = data;
  ChessAnalysisLine *line;
  int index;

  if (!self->search || !(info->fields & CHESS_UCI_INFO_SCORE) || info->pv_length == 0)
    return;
  index = (info->fields & CHESS_UCI_INFO_MULTIPV) ? info->multipv - 1 : 0;
  if (index < 0 || (guint) index >= self->lines || (guint) index > self->n_found)
    return;

  line = &self->found[index];
  line->eval = chess_eval_from_uci (info->score_kind == CHESS_UCI_SCORE_MATE, info->score,
                                    chess_position_side_to_move (&self->position));
  line->bound = info->bound != CHESS_UCI_BOUND_EXACT;
  line->depth = info->depth;
  line->nodes = info->nodes;
  line->nps = info->nps;
  line->pv_length = info->pv_length;
  memcpy (line->pv, info->pv, (gsize) info->pv_length * sizeof (ChessMove));
  self->n_found = MAX (self->n_found, (guint) index + 1);
  lines_changed (self);
}

/* Reported once, whether the engine or the start of it says it first. */
static void
failed_cb (ChessEngine *engine, GError *error, ChessAnalysis *self)
{
  if (!self->search)
    return;
  set_running (self, NULL);
  g_signal_emit (self, signals[FAILED], 0, error);
}

static void
search_cb (GObject *source, GAsyncResult *result, gpointer user_data)
{
  g_autoptr (ChessSearchResult) found = NULL;
  g_autoptr (GError) error = NULL;

  /* An infinite search ends only when superseded, stopped or failed:
   * failures come through ::failed.  user_data is the analysis's
   * reference for the search. */
  found = chess_engine_search_finish (CHESS_ENGINE (source), result, &error);
  g_object_unref (user_data);
}

static void
start_cb (GObject *source, GAsyncResult *result, gpointer user_data)
{
  g_autoptr (ChessAnalysis) self = user_data;
  g_autoptr (GError) error = NULL;

  if (!chess_engine_start_finish (CHESS_ENGINE (source), result, &error))
    {
      if (self->search)
        {
          set_running (self, NULL);
          g_signal_emit (self, signals[FAILED], 0, error);
        }
      return;
    }
  if (self->search)
    start_search (self);
}

static void
start_search (ChessAnalysis *self)
{
  g_autofree char *multipv = g_strdup_printf ("%u", self->lines);
  ChessUciGo go = { .infinite = TRUE };

  if (chess_engine_get_state (self->engine) == CHESS_ENGINE_STATE_NEW
      || chess_engine_get_state (self->engine) == CHESS_ENGINE_STATE_STARTING)
    {
      /* The start belongs to no one search: a new position while the
       * engine starts (which cancels the old search) must not cancel it,
       * or no search would follow. */
      if (chess_engine_get_state (self->engine) == CHESS_ENGINE_STATE_NEW)
        chess_engine_start_async (self->engine, NULL, start_cb, g_object_ref (self));
      return;
    }
  /* An engine without MultiPV shows one line. */
  if (chess_engine_find_option (self->engine, "MultiPV"))
    chess_engine_set_option (self->engine, "MultiPV", multipv, NULL);
  chess_engine_search_async (self->engine, &self->start,
                             (const ChessMove *) (gconstpointer) self->moves->data, self->moves->len,
                             &go, self->search, search_cb, g_object_ref (self));
}

/* Forget the old lines and search the current position afresh. */
static void
restart (ChessAnalysis *self)
{
  self->n_found = 0;
  chess_update_throttle_reset (&self->throttle);
  g_clear_handle_id (&self->flush_source, g_source_remove);
  emit_updated (self);

  if (!chess_position_has_legal_move (&self->position))
    {
      set_running (self, NULL);
      return;
    }
  set_running (self, g_cancellable_new ());
  start_search (self);
}

static void
chess_analysis_dispose (GObject *object)
{
  ChessAnalysis *self = CHESS_ANALYSIS (object);

  g_clear_handle_id (&self->flush_source, g_source_remove);
  if (self->search)
    {
      g_cancellable_cancel (self->search);
      g_clear_object (&self->search);
    }
  if (self->engine)
    {
      g_clear_signal_handler (&self->info_handler, self->engine);
      g_clear_signal_handler (&self->failed_handler, self->engine);
      g_clear_object (&self->engine);
    }

  G_OBJECT_CLASS (chess_analysis_parent_class)->dispose (object);
}

static void
chess_analysis_finalize (GObject *object)
{
  ChessAnalysis *self = CHESS_ANALYSIS (object);

  g_array_unref (self->moves);

  G_OBJECT_CLASS (chess_analysis_parent_class)->finalize (object);
}

static void
chess_analysis_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  ChessAnalysis *self = CHESS_ANALYSIS (object);

  switch (prop_id)
    {
    case PROP_LINES:
      g_value_set_uint (value, self->lines);
      break;
    case PROP_RUNNING:
      g_value_set_boolean (value, self->search != NULL);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_analysis_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  ChessAnalysis *self = CHESS_ANALYSIS (object);

  switch (prop_id)
    {
    case PROP_LINES:
      chess_analysis_set_lines (self, g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_analysis_class_init (ChessAnalysisClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = chess_analysis_dispose;
  object_class->finalize = chess_analysis_finalize;
  object_class->get_property = chess_analysis_get_property;
  object_class->set_property = chess_analysis_set_property;

  properties[PROP_LINES] =
    g_param_spec_uint ("lines", NULL, NULL, 1, CHESS_ANALYSIS_MAX_LINES, 1,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_RUNNING] =
    g_param_spec_boolean ("running", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[UPDATED] =
    g_signal_new ("updated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[FAILED] =
    g_signal_new ("failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_ERROR);
}

static void
chess_analysis_init (ChessAnalysis *self)
{
  self->lines = 1;
  self->moves = g_array_new (FALSE, FALSE, sizeof (ChessMove));
  chess_position_set_start (&self->start);
  self->position = self->start;
  chess_update_throttle_init (&self->throttle, CHESS_ANALYSIS_UPDATE_INTERVAL_MS * 1000);
}

ChessAnalysis *
chess_analysis_new (ChessEngine *engine)
{
  ChessAnalysis *self;

  g_return_val_if_fail (CHESS_IS_ENGINE (engine), NULL);

  self = g_object_new (CHESS_TYPE_ANALYSIS, NULL);
  self->engine = g_object_ref (engine);
  self->info_handler = g_signal_connect (engine, "info", G_CALLBACK (info_cb), self);
  self->failed_handler = g_signal_connect (engine, "failed", G_CALLBACK (failed_cb), self);
  return self;
}

void
chess_analysis_set_lines (ChessAnalysis *self, guint lines)
{
  g_return_if_fail (CHESS_IS_ANALYSIS (self));

  lines = CLAMP (lines, 1, CHESS_ANALYSIS_MAX_LINES);
  if (lines == self->lines)
    return;
  self->lines = lines;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LINES]);
  if (self->search)
    restart (self);
}

void
chess_analysis_set_position (ChessAnalysis *self, const ChessPosition *start,
                             const ChessMove *moves, gsize n_moves)
{
  ChessPosition pos;

  g_return_if_fail (CHESS_IS_ANALYSIS (self));
  g_return_if_fail (start != NULL);
  g_return_if_fail (moves != NULL || n_moves == 0);

  pos = *start;
  for (gsize i = 0; i < n_moves; i++)
    {
      ChessUndo undo;

      g_return_if_fail (chess_position_is_legal_move (&pos, moves[i]));
      chess_position_make_move (&pos, moves[i], &undo);
    }

  self->start = *start;
  g_array_set_size (self->moves, 0);
  g_array_append_vals (self->moves, moves, (guint) n_moves);
  self->position = pos;
  self->has_position = TRUE;
  restart (self);
}

void
chess_analysis_stop (ChessAnalysis *self)
{
  g_return_if_fail (CHESS_IS_ANALYSIS (self));

  set_running (self, NULL);
}

gboolean
chess_analysis_get_running (ChessAnalysis *self)
{
  g_return_val_if_fail (CHESS_IS_ANALYSIS (self), FALSE);

  return self->search != NULL;
}

const ChessPosition *
chess_analysis_get_position (ChessAnalysis *self)
{
  g_return_val_if_fail (CHESS_IS_ANALYSIS (self), NULL);

  return &self->position;
}

guint
chess_analysis_get_n_lines (ChessAnalysis *self)
{
  g_return_val_if_fail (CHESS_IS_ANALYSIS (self), 0);

  return self->n_found;
}

const ChessAnalysisLine *
chess_analysis_get_line (ChessAnalysis *self, guint index)
{
  g_return_val_if_fail (CHESS_IS_ANALYSIS (self), NULL);
  g_return_val_if_fail (index < self->n_found, NULL);

  return &self->found[index];
}
