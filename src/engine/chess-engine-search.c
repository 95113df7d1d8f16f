/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-engine-search.c — ChessEngine's searches: one at a time, the
 * newest superseding the rest, their info lines and bestmove (see
 * chess-engine.h; the handshake and options are chess-engine.c). */

#include "config.h"

#include <glib/gi18n.h>

#include "chess-engine-private.h"
#include "chess-notation.h"

struct _ChessEngineSearch {
  ChessEngine *engine;
  GTask *task;                  /* NULL once superseded or cancelled: its end is dropped */
  GSource *cancel_source;
  ChessPosition start;
  ChessPosition position;       /* after the moves: what the engine searches */
  char *position_command;
  char *go_command;
  gint64 deadline_ms;           /* past it (and the timeout) the engine is told to stop; 0: none */
  gboolean stop_requested;
  gboolean go_sent;
  ChessSearchResult *result;
};

static void start_search (ChessEngine *self, ChessEngineSearch *search);

/* ------------------------------------------------------------------ */
/* Deadlines                                                           */

/* A node or depth limit is the engine's to keep, and an engine that never
 * answers keeps none: so these limits get a deadline too, generous enough
 * that a real engine on a loaded machine (or a sanitizer build beside it)
 * always ends first.  20 000 nodes a second is a twentieth of what
 * Stockfish searches on one core of a slow machine. */
#define SLOW_NODES_PER_MS 20
#define NODES_DEADLINE_FLOOR_MS 5000
#define DEPTH_DEADLINE_PER_PLY_MS 2000
#define DEPTH_DEADLINE_FLOOR_MS 10000

static gint64
earliest (gint64 deadline_ms,
          gint64 candidate_ms)
{
  return deadline_ms == 0 ? candidate_ms : MIN (deadline_ms, candidate_ms);
}

gint64
chess_engine_search_deadline_ms (const ChessUciGo *go,
                                 ChessColor        side_to_move)
{
  gint64 deadline_ms = 0;

  g_return_val_if_fail (go != NULL, 0);

  /* On the clock the flag is the deadline: a silent engine loses on time
   * like a person, and a move-time cap sent beside the clock is the
   * engine's to keep (its time management may end sooner). */
  if (go->timed)
    return MAX (side_to_move == CHESS_WHITE ? go->wtime_ms : go->btime_ms, 1);
  if (go->infinite)
    return 0;   /* the caller stops it */
  if (go->movetime_ms > 0)
    deadline_ms = go->movetime_ms;
  if (go->nodes > 0)
    deadline_ms = earliest (deadline_ms, (gint64) MIN (MAX (go->nodes / SLOW_NODES_PER_MS, NODES_DEADLINE_FLOOR_MS),
                                                       (guint64) G_MAXINT32));
  if (go->depth > 0)
    deadline_ms = earliest (deadline_ms, MAX ((gint64) go->depth * DEPTH_DEADLINE_PER_PLY_MS, DEPTH_DEADLINE_FLOOR_MS));
  return deadline_ms;
}

/* ------------------------------------------------------------------ */
/* Searches                                                            */

void
_chess_engine_search_free (ChessEngineSearch *search)
{
  if (search->cancel_source != NULL)
    {
      g_source_destroy (search->cancel_source);
      g_source_unref (search->cancel_source);
    }
  g_clear_object (&search->task);
  g_free (search->position_command);
  g_free (search->go_command);
  g_free (search->result);
  g_free (search);
}

/* The caller hears no more of this search; the engine may still be busy
 * with it (its bestmove is then dropped). */
static void
search_abandon (ChessEngineSearch *search,
                const GError      *error)
{
  GTask *task = g_steal_pointer (&search->task);

  if (task == NULL)
    return;
  g_task_return_error (task, g_error_copy (error));
  g_object_unref (task);
}

static void
search_abandon_cancelled (ChessEngineSearch *search)
{
  g_autoptr (GError) error = g_error_new_literal (G_IO_ERROR, G_IO_ERROR_CANCELLED,
                                                  _("The search was cancelled"));

  search_abandon (search, error);
}

void
_chess_engine_fail_pending (ChessEngine  *self,
                            const GError *error)
{
  ChessEngineSearch *current = g_steal_pointer (&self->current);
  ChessEngineSearch *queued = g_steal_pointer (&self->queued);
  GTask *start_task = g_steal_pointer (&self->start_task);

  self->waiting = CHESS_ENGINE_WAIT_NONE;
  if (start_task != NULL)
    {
      g_task_return_error (start_task, g_error_copy (error));
      g_object_unref (start_task);
    }
  if (current != NULL)
    {
      search_abandon (current, error);
      _chess_engine_search_free (current);
    }
  if (queued != NULL)
    {
      search_abandon (queued, error);
      _chess_engine_search_free (queued);
    }
}

void
_chess_engine_send_stop (ChessEngine *self)
{
  if (self->stop_sent)
    return;
  self->stop_sent = TRUE;
  _chess_engine_send (self, "stop\n");
  _chess_engine_arm_timer (self, self->timeout_ms);
}

/* The engine owes a bestmove for `search` and nobody wants it any more. */
static void
supersede (ChessEngine       *self,
           ChessEngineSearch *search)
{
  search_abandon_cancelled (search);
  if (search != self->current)
    return;
  if (search->go_sent)
    _chess_engine_send_stop (self);
  else
    {
      /* Still syncing: the readyok will start whatever is queued instead. */
      self->current = NULL;
      _chess_engine_search_free (search);
    }
}

static gboolean
search_cancelled (GCancellable *cancellable,
                  gpointer      user_data)
{
  ChessEngineSearch *search = user_data;
  ChessEngine *self = search->engine;

  if (search == self->queued)
    {
      self->queued = NULL;
      search_abandon_cancelled (search);
      _chess_engine_search_free (search);
    }
  else
    {
      g_clear_pointer (&search->cancel_source, g_source_unref);
      supersede (self, search);
    }
  return G_SOURCE_REMOVE;
}

void
_chess_engine_send_go (ChessEngine       *self,
                       ChessEngineSearch *search)
{
  _chess_engine_send (self, search->position_command);
  _chess_engine_send (self, search->go_command);
  search->go_sent = TRUE;
  self->waiting = CHESS_ENGINE_WAIT_BESTMOVE;
  self->stop_sent = FALSE;
  _chess_engine_set_state (self, CHESS_ENGINE_STATE_SEARCHING);
  if (search->stop_requested || search->task == NULL)
    _chess_engine_send_stop (self);
  else if (search->deadline_ms > 0)
    /* A watchdog: past its deadline plus the timeout the engine is told to
     * stop, and then has the timeout again to answer. */
    _chess_engine_arm_timer (self, (guint) MIN (search->deadline_ms + self->timeout_ms, G_MAXUINT / 2));
}

static void
start_search (ChessEngine       *self,
              ChessEngineSearch *search)
{
  gboolean synced = FALSE;

  g_assert (self->current == NULL);
  self->current = search;

  for (guint i = 0; i < self->pending_options->len; i++)
    _chess_engine_send (self, g_ptr_array_index (self->pending_options, i)), synced = TRUE;
  g_ptr_array_set_size (self->pending_options, 0);
  if (search->start.chess960 != self->chess960_sent && chess_engine_find_option (self, "UCI_Chess960") != NULL)
    {
      g_autofree char *command = chess_uci_setoption_command ("UCI_Chess960", search->start.chess960 ? "true" : "false");

      _chess_engine_send (self, command);
      self->chess960_sent = search->start.chess960;
      synced = TRUE;
    }
  if (self->pending_new_game)
    {
      _chess_engine_send (self, "ucinewgame\n");
      self->pending_new_game = FALSE;
      synced = TRUE;
    }
  _chess_engine_set_state (self, CHESS_ENGINE_STATE_SEARCHING);
  if (synced)
    {
      _chess_engine_send (self, "isready\n");
      self->waiting = CHESS_ENGINE_WAIT_READYOK;
      _chess_engine_arm_timer (self, self->timeout_ms);
    }
  else
    _chess_engine_send_go (self, search);
}

/* The engine is free: start what is queued, or rest. */
void
_chess_engine_free_again (ChessEngine *self)
{
  ChessEngineSearch *next = g_steal_pointer (&self->queued);

  self->waiting = CHESS_ENGINE_WAIT_NONE;
  if (next != NULL)
    start_search (self, next);
  else
    _chess_engine_set_state (self, CHESS_ENGINE_STATE_READY);
}

void
_chess_engine_handle_info (ChessEngine *self,
                           const char  *line)
{
  ChessEngineSearch *search = self->current;
  ChessUciInfo info;
  ChessSearchResult *result;

  if (search == NULL || search->task == NULL || !search->go_sent)
    return;   /* the tail of a superseded search */
  if (!chess_uci_parse_info (line, &search->position, &info))
    return;

  result = search->result;
  if ((info.fields & CHESS_UCI_INFO_SCORE) && info.pv_length > 0
      && info.multipv <= CHESS_ENGINE_MAX_LINES)
    {
      ChessUciInfo *slot = &result->lines[info.multipv - 1];

      /* A bound is less than an exact score: it never replaces one of the same depth. */
      if (info.bound == CHESS_UCI_BOUND_EXACT || (guint) info.multipv > result->n_lines
          || slot->bound != CHESS_UCI_BOUND_EXACT || slot->depth < info.depth)
        *slot = info;
      result->n_lines = MAX (result->n_lines, (guint) info.multipv);
    }
  _chess_engine_emit_info (self, &info);
}

void
_chess_engine_handle_bestmove (ChessEngine *self,
                               const char  *line)
{
  ChessEngineSearch *search = g_steal_pointer (&self->current);
  ChessSearchResult *result;
  ChessUciBestmoveStatus status;
  char text[16];

  _chess_engine_arm_timer (self, 0);
  self->stop_sent = FALSE;
  if (search == NULL)
    return;
  result = search->result;
  status = chess_uci_parse_bestmove (line, &search->position, &result->best_move,
                                     &result->ponder_move, text);
  if (search->task != NULL
      && (status == CHESS_UCI_BESTMOVE_MALFORMED || status == CHESS_UCI_BESTMOVE_ILLEGAL
          || (status == CHESS_UCI_BESTMOVE_NONE && chess_position_has_legal_move (&search->position))))
    {
      self->current = search;   /* failed with the others */
      if (status == CHESS_UCI_BESTMOVE_NONE)
        _chess_engine_fail (self, CHESS_ENGINE_ERROR_ILLEGAL_MOVE,
                            _("The chess engine “%s” answered that it has no move, but this position has legal moves."),
                            self->name);
      else
        _chess_engine_fail (self, CHESS_ENGINE_ERROR_ILLEGAL_MOVE,
                            _("The chess engine “%s” answered “%s”, which is not a legal move in this position."),
                            self->name, text);
      return;
    }

  /* The engine is free before the caller hears of it: the callback may
   * start the next search at once. */
  g_object_ref (self);
  _chess_engine_free_again (self);
  if (search->task != NULL)
    {
      GTask *task = g_steal_pointer (&search->task);

      g_task_return_pointer (task, g_steal_pointer (&search->result), (GDestroyNotify) chess_search_result_free);
      g_object_unref (task);
    }
  _chess_engine_search_free (search);
  g_object_unref (self);
}


void
chess_engine_search_async (ChessEngine        *self,
                           const ChessPosition *start,
                           const ChessMove    *moves,
                           gsize               n_moves,
                           const ChessUciGo   *go,
                           GCancellable       *cancellable,
                           GAsyncReadyCallback callback,
                           gpointer            user_data)
{
  g_autoptr (GTask) task = NULL;
  ChessEngineSearch *search;

  g_return_if_fail (CHESS_IS_ENGINE (self));
  g_return_if_fail (start != NULL && go != NULL);
  g_return_if_fail (n_moves == 0 || moves != NULL);

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, chess_engine_search_async);
  g_task_set_check_cancellable (task, FALSE);

  if (self->state == CHESS_ENGINE_STATE_NEW || self->state == CHESS_ENGINE_STATE_FAILED
      || self->state == CHESS_ENGINE_STATE_CLOSED)
    {
      g_task_return_new_error (task, CHESS_ENGINE_ERROR, CHESS_ENGINE_ERROR_CLOSED,
                               _("The chess engine “%s” is not running."), self->name);
      return;
    }
  if (g_task_return_error_if_cancelled (task))
    return;
  if (start->chess960 && self->state != CHESS_ENGINE_STATE_STARTING
      && chess_engine_find_option (self, "UCI_Chess960") == NULL)
    {
      g_task_return_new_error (task, CHESS_ENGINE_ERROR, CHESS_ENGINE_ERROR_UNSUPPORTED,
                               _("The chess engine “%s” does not play Chess960."), self->name);
      return;
    }

  search = g_new0 (ChessEngineSearch, 1);
  search->engine = self;
  search->start = *start;
  search->position_command = chess_uci_position_command (start, moves, n_moves, &search->position);
  if (search->position_command == NULL)
    {
      _chess_engine_search_free (search);
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, "illegal move in the search's moves");
      return;
    }
  search->go_command = chess_uci_go_command (go);
  search->deadline_ms = chess_engine_search_deadline_ms (go, chess_position_side_to_move (&search->position));
  search->result = g_new0 (ChessSearchResult, 1);
  search->result->position = search->position;
  search->task = g_steal_pointer (&task);
  if (cancellable != NULL)
    {
      search->cancel_source = g_cancellable_source_new (cancellable);
      g_source_set_callback (search->cancel_source, G_SOURCE_FUNC (search_cancelled), search, NULL);
      g_source_attach (search->cancel_source, g_main_context_get_thread_default ());
    }

  /* One search at a time: the newest wins. */
  if (self->queued != NULL)
    {
      ChessEngineSearch *old = g_steal_pointer (&self->queued);

      search_abandon_cancelled (old);
      _chess_engine_search_free (old);
    }
  if (self->current != NULL)
    supersede (self, self->current);
  if (self->state == CHESS_ENGINE_STATE_READY && self->current == NULL)
    start_search (self, search);
  else
    self->queued = search;
}

ChessSearchResult *
chess_engine_search_finish (ChessEngine  *self,
                            GAsyncResult *result,
                            GError      **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);
  return g_task_propagate_pointer (G_TASK (result), error);
}

void
chess_engine_stop (ChessEngine *self)
{
  g_return_if_fail (CHESS_IS_ENGINE (self));

  if (self->current == NULL)
    return;
  self->current->stop_requested = TRUE;
  if (self->current->go_sent)
    _chess_engine_send_stop (self);
}
