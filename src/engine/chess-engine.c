/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-engine.c — ChessEngine: the handshake, options and searches
 * (see chess-engine.h; the process side is chess-engine-process.c).
 *
 * The conversation is a small state machine driven by the engine's lines:
 * uci → id/option… uciok → isready → readyok (started); then per search:
 * [setoption… ucinewgame… isready → readyok] → position, go → info… bestmove.
 * The sync through isready is only made when something was set since the
 * last one, so a restart of analysis costs one stop/bestmove round trip. */

#include "config.h"

#include <signal.h>
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
  gint64 movetime_ms;
  gboolean stop_requested;
  gboolean go_sent;
  ChessSearchResult *result;
};

G_DEFINE_QUARK (chess-engine-error-quark, chess_engine_error)
G_DEFINE_BOXED_TYPE (ChessSearchResult, chess_search_result, chess_search_result_copy, chess_search_result_free)
G_DEFINE_FINAL_TYPE (ChessEngine, chess_engine, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_PATH,
  PROP_NAME,
  PROP_AUTHOR,
  PROP_STATE,
  PROP_TIMEOUT,
  N_PROPS
};

enum {
  SIGNAL_INFO,
  SIGNAL_FAILED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

#define DEFAULT_TIMEOUT_MS 5000

static void start_search (ChessEngine *self, ChessEngineSearch *search);

const char *
chess_engine_error_to_id (ChessEngineError code)
{
  static const char *const ids[] = {
    "missing", "no-uciok", "crashed", "timeout", "illegal-move", "flood", "unsupported", "closed",
  };

  return (guint) code < G_N_ELEMENTS (ids) ? ids[code] : "unknown";
}

ChessSearchResult *
chess_search_result_copy (const ChessSearchResult *result)
{
  return g_memdup2 (result, sizeof *result);
}

void
chess_search_result_free (ChessSearchResult *result)
{
  g_free (result);
}

/* Seconds for messages, rounded up. */
static guint
timeout_seconds (ChessEngine *self)
{
  return (self->timeout_ms + 999) / 1000;
}

void
_chess_engine_set_state (ChessEngine     *self,
                         ChessEngineState state)
{
  if (self->state == state)
    return;
  self->state = state;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STATE]);
}

/* ------------------------------------------------------------------ */
/* Searches                                                            */

static void
search_free (ChessEngineSearch *search)
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
      search_free (current);
    }
  if (queued != NULL)
    {
      search_abandon (queued, error);
      search_free (queued);
    }
}

static void
send_stop (ChessEngine *self)
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
    send_stop (self);
  else
    {
      /* Still syncing: the readyok will start whatever is queued instead. */
      self->current = NULL;
      search_free (search);
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
      search_free (search);
    }
  else
    {
      g_clear_pointer (&search->cancel_source, g_source_unref);
      supersede (self, search);
    }
  return G_SOURCE_REMOVE;
}

static void
send_go (ChessEngine       *self,
         ChessEngineSearch *search)
{
  _chess_engine_send (self, search->position_command);
  _chess_engine_send (self, search->go_command);
  search->go_sent = TRUE;
  self->waiting = CHESS_ENGINE_WAIT_BESTMOVE;
  self->stop_sent = FALSE;
  _chess_engine_set_state (self, CHESS_ENGINE_STATE_SEARCHING);
  if (search->stop_requested || search->task == NULL)
    send_stop (self);
  else if (search->movetime_ms > 0)
    /* A watchdog: past its movetime plus the timeout the engine is told to
     * stop, and then has the timeout again to answer. */
    _chess_engine_arm_timer (self, (guint) MIN (search->movetime_ms + self->timeout_ms, G_MAXUINT / 2));
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
    send_go (self, search);
}

/* The engine is free: start what is queued, or rest. */
static void
engine_free_again (ChessEngine *self)
{
  ChessEngineSearch *next = g_steal_pointer (&self->queued);

  self->waiting = CHESS_ENGINE_WAIT_NONE;
  if (next != NULL)
    start_search (self, next);
  else
    _chess_engine_set_state (self, CHESS_ENGINE_STATE_READY);
}

static void
handle_info (ChessEngine *self,
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
  g_signal_emit (self, signals[SIGNAL_INFO], 0, &info);
}

static void
handle_bestmove (ChessEngine *self,
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
  engine_free_again (self);
  if (search->task != NULL)
    {
      GTask *task = g_steal_pointer (&search->task);

      g_task_return_pointer (task, g_steal_pointer (&search->result), (GDestroyNotify) chess_search_result_free);
      g_object_unref (task);
    }
  search_free (search);
  g_object_unref (self);
}

/* ------------------------------------------------------------------ */
/* Lines                                                               */

/* The preset values, now that the engine has said what it has. */
static void
send_presets (ChessEngine *self)
{
  for (guint i = 0; i < self->presets->len; i++)
    {
      char **preset = g_ptr_array_index (self->presets, i);
      const ChessUciOption *option = chess_engine_find_option (self, preset[0]);
      g_autofree char *command = NULL;

      if (option == NULL || option->type == CHESS_UCI_OPTION_BUTTON
          || !chess_uci_option_accepts (option, preset[1])
          || (command = chess_uci_setoption_command (option->name, preset[1])) == NULL)
        {
          g_debug ("%s: preset option “%s” skipped", self->path, preset[0]);
          continue;
        }
      if (g_ascii_strcasecmp (option->name, "UCI_Chess960") == 0)
        self->chess960_sent = g_strcmp0 (preset[1], "true") == 0;
      _chess_engine_send (self, command);
    }
  g_ptr_array_set_size (self->presets, 0);
}

static void
handshake_line (ChessEngine *self,
                const char  *line)
{
  ChessUciIdKind kind;
  char *text;

  switch (chess_uci_line_kind (line))
    {
    case CHESS_UCI_LINE_ID:
      text = chess_uci_parse_id (line, &kind);
      if (text == NULL || text[0] == '\0')
        {
          g_free (text);
          return;
        }
      g_free (kind == CHESS_UCI_ID_NAME ? self->name : self->author);
      *(kind == CHESS_UCI_ID_NAME ? &self->name : &self->author) = text;
      g_object_notify_by_pspec (G_OBJECT (self), properties[kind == CHESS_UCI_ID_NAME ? PROP_NAME : PROP_AUTHOR]);
      break;
    case CHESS_UCI_LINE_OPTION:
      {
        ChessUciOption *option = chess_uci_option_parse (line);

        if (option != NULL && chess_engine_find_option (self, option->name) == NULL)
          g_ptr_array_add (self->options, option);
        else
          chess_uci_option_free (option);
      }
      break;
    case CHESS_UCI_LINE_UCIOK:
      send_presets (self);
      _chess_engine_send (self, "isready\n");
      self->waiting = CHESS_ENGINE_WAIT_READYOK;
      _chess_engine_arm_timer (self, self->timeout_ms);
      break;
    default:
      break;
    }
}

void
_chess_engine_handle_line (ChessEngine *self,
                           const char  *line)
{
  ChessUciLineKind kind = chess_uci_line_kind (line);

  if (self->waiting == CHESS_ENGINE_WAIT_UCIOK)
    {
      handshake_line (self, line);
      return;
    }
  if (kind == CHESS_UCI_LINE_READYOK && self->waiting == CHESS_ENGINE_WAIT_READYOK)
    {
      _chess_engine_arm_timer (self, 0);
      if (self->state == CHESS_ENGINE_STATE_STARTING)
        {
          GTask *task = g_steal_pointer (&self->start_task);

          g_object_ref (self);
          engine_free_again (self);
          if (task != NULL)
            {
              g_task_return_boolean (task, TRUE);
              g_object_unref (task);
            }
          g_object_unref (self);
        }
      else if (self->current != NULL)
        send_go (self, self->current);
      else
        engine_free_again (self);
      return;
    }
  if (kind == CHESS_UCI_LINE_INFO && self->waiting == CHESS_ENGINE_WAIT_BESTMOVE)
    handle_info (self, line);
  else if (kind == CHESS_UCI_LINE_BESTMOVE && self->waiting == CHESS_ENGINE_WAIT_BESTMOVE)
    handle_bestmove (self, line);
}

void
_chess_engine_timer_fired (ChessEngine *self)
{
  switch (self->waiting)
    {
    case CHESS_ENGINE_WAIT_UCIOK:
      _chess_engine_fail (self, CHESS_ENGINE_ERROR_NO_UCIOK,
                          ngettext ("“%s” is not a UCI chess engine: it did not answer “uciok” within %u second.",
                                    "“%s” is not a UCI chess engine: it did not answer “uciok” within %u seconds.",
                                    timeout_seconds (self)),
                          self->name, timeout_seconds (self));
      break;
    case CHESS_ENGINE_WAIT_READYOK:
      _chess_engine_fail (self, CHESS_ENGINE_ERROR_TIMEOUT,
                          ngettext ("The chess engine “%s” did not answer “%s” within %u second.",
                                    "The chess engine “%s” did not answer “%s” within %u seconds.",
                                    timeout_seconds (self)),
                          self->name, "isready", timeout_seconds (self));
      break;
    case CHESS_ENGINE_WAIT_BESTMOVE:
      if (!self->stop_sent)
        send_stop (self);   /* the movetime watchdog */
      else
        _chess_engine_fail (self, CHESS_ENGINE_ERROR_TIMEOUT,
                            ngettext ("The chess engine “%s” did not answer “%s” within %u second.",
                                      "The chess engine “%s” did not answer “%s” within %u seconds.",
                                      timeout_seconds (self)),
                            self->name, "stop", timeout_seconds (self));
      break;
    case CHESS_ENGINE_WAIT_NONE:
    default:
      break;
    }
}

/* ------------------------------------------------------------------ */
/* API                                                                 */

ChessEngine *
chess_engine_new (const char *path)
{
  g_return_val_if_fail (path != NULL, NULL);

  return g_object_new (CHESS_TYPE_ENGINE, "path", path, NULL);
}

const char *
chess_engine_get_path (ChessEngine *self)
{
  g_return_val_if_fail (CHESS_IS_ENGINE (self), NULL);
  return self->path;
}

const char *
chess_engine_get_name (ChessEngine *self)
{
  g_return_val_if_fail (CHESS_IS_ENGINE (self), NULL);
  return self->name;
}

const char *
chess_engine_get_author (ChessEngine *self)
{
  g_return_val_if_fail (CHESS_IS_ENGINE (self), NULL);
  return self->author;
}

ChessEngineState
chess_engine_get_state (ChessEngine *self)
{
  g_return_val_if_fail (CHESS_IS_ENGINE (self), CHESS_ENGINE_STATE_NEW);
  return self->state;
}

void
chess_engine_set_timeout (ChessEngine *self,
                          guint        timeout_ms)
{
  g_return_if_fail (CHESS_IS_ENGINE (self));
  g_return_if_fail (timeout_ms > 0);

  if (self->timeout_ms == timeout_ms)
    return;
  self->timeout_ms = timeout_ms;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TIMEOUT]);
}

void
chess_engine_start_async (ChessEngine        *self,
                          GCancellable       *cancellable,
                          GAsyncReadyCallback callback,
                          gpointer            user_data)
{
  g_autoptr (GTask) task = NULL;
  GError *error = NULL;

  g_return_if_fail (CHESS_IS_ENGINE (self));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, chess_engine_start_async);
  g_task_set_check_cancellable (task, TRUE);
  if (self->state != CHESS_ENGINE_STATE_NEW || self->start_task != NULL)
    {
      g_task_return_new_error (task, CHESS_ENGINE_ERROR, CHESS_ENGINE_ERROR_CLOSED,
                               _("The chess engine “%s” has already been started."), self->name);
      return;
    }
  _chess_engine_set_state (self, CHESS_ENGINE_STATE_STARTING);
  if (!_chess_engine_spawn (self, &error))
    {
      _chess_engine_set_state (self, CHESS_ENGINE_STATE_FAILED);
      g_signal_emit (self, signals[SIGNAL_FAILED], 0, error);
      g_task_return_error (task, error);
      return;
    }
  self->start_task = g_steal_pointer (&task);
  self->waiting = CHESS_ENGINE_WAIT_UCIOK;
  _chess_engine_send (self, "uci\n");
  _chess_engine_arm_timer (self, self->timeout_ms);
}

gboolean
chess_engine_start_finish (ChessEngine  *self,
                           GAsyncResult *result,
                           GError      **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  return g_task_propagate_boolean (G_TASK (result), error);
}

GPtrArray *
chess_engine_get_options (ChessEngine *self)
{
  g_return_val_if_fail (CHESS_IS_ENGINE (self), NULL);
  return self->options;
}

const ChessUciOption *
chess_engine_find_option (ChessEngine *self,
                          const char  *name)
{
  g_return_val_if_fail (CHESS_IS_ENGINE (self), NULL);

  /* Option names are case-insensitive in UCI. */
  for (guint i = 0; i < self->options->len; i++)
    {
      const ChessUciOption *option = g_ptr_array_index (self->options, i);

      if (g_ascii_strcasecmp (option->name, name) == 0)
        return option;
    }
  return NULL;
}

gboolean
chess_engine_set_option (ChessEngine *self,
                         const char  *name,
                         const char  *value,
                         GError     **error)
{
  const ChessUciOption *option;
  char *command;

  g_return_val_if_fail (CHESS_IS_ENGINE (self), FALSE);
  g_return_val_if_fail (name != NULL, FALSE);

  option = chess_engine_find_option (self, name);
  if (option == NULL)
    {
      g_set_error (error, CHESS_ENGINE_ERROR, CHESS_ENGINE_ERROR_UNSUPPORTED,
                   _("The chess engine “%s” has no option “%s”."), self->name, name);
      return FALSE;
    }
  if (!chess_uci_option_accepts (option, value) || (command = chess_uci_setoption_command (option->name, value)) == NULL)
    {
      g_set_error (error, CHESS_ENGINE_ERROR, CHESS_ENGINE_ERROR_UNSUPPORTED,
                   _("“%s” is not a valid value for the option “%s” of the chess engine “%s”."),
                   value != NULL ? value : "", option->name, self->name);
      return FALSE;
    }
  if (g_ascii_strcasecmp (option->name, "UCI_Chess960") == 0)
    self->chess960_sent = g_strcmp0 (value, "true") == 0;
  if (self->state == CHESS_ENGINE_STATE_READY)
    {
      _chess_engine_send (self, command);
      g_free (command);
    }
  else
    g_ptr_array_add (self->pending_options, command);
  return TRUE;
}

void
chess_engine_preset_option (ChessEngine *self,
                            const char  *name,
                            const char  *value)
{
  char **preset;

  g_return_if_fail (CHESS_IS_ENGINE (self));
  g_return_if_fail (name != NULL && value != NULL);
  g_return_if_fail (self->state == CHESS_ENGINE_STATE_NEW);

  preset = g_new0 (char *, 3);
  preset[0] = g_strdup (name);
  preset[1] = g_strdup (value);
  g_ptr_array_add (self->presets, preset);
}

void
chess_engine_new_game (ChessEngine *self)
{
  g_return_if_fail (CHESS_IS_ENGINE (self));
  self->pending_new_game = TRUE;
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
      search_free (search);
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, "illegal move in the search's moves");
      return;
    }
  search->go_command = chess_uci_go_command (go);
  search->movetime_ms = go->movetime_ms;
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
      search_free (old);
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
    send_stop (self);
}

void
chess_engine_quit (ChessEngine *self)
{
  g_autoptr (GError) error = NULL;

  g_return_if_fail (CHESS_IS_ENGINE (self));

  if (self->state == CHESS_ENGINE_STATE_CLOSED)
    return;
  error = g_error_new (CHESS_ENGINE_ERROR, CHESS_ENGINE_ERROR_CLOSED,
                       _("The chess engine “%s” was closed."), self->name);
  g_object_ref (self);
  if (self->waiting == CHESS_ENGINE_WAIT_BESTMOVE)
    _chess_engine_send (self, "stop\n");
  _chess_engine_release_process (self, FALSE);
  _chess_engine_set_state (self, CHESS_ENGINE_STATE_CLOSED);
  _chess_engine_fail_pending (self, error);
  g_object_unref (self);
}

/* ------------------------------------------------------------------ */
/* GObject                                                             */

static void
chess_engine_dispose (GObject *object)
{
  ChessEngine *self = CHESS_ENGINE (object);

  if (self->process != NULL)
    _chess_engine_release_process (self, FALSE);
  _chess_engine_arm_timer (self, 0);
  G_OBJECT_CLASS (chess_engine_parent_class)->dispose (object);
}

static void
chess_engine_finalize (GObject *object)
{
  ChessEngine *self = CHESS_ENGINE (object);

  /* Searches still here were abandoned (a pending task would hold the
   * engine): the engine's late answer to them will never come. */
  g_clear_pointer (&self->current, search_free);
  g_clear_pointer (&self->queued, search_free);
  g_clear_object (&self->io_cancellable);
  g_clear_pointer (&self->options, g_ptr_array_unref);
  g_clear_pointer (&self->pending_options, g_ptr_array_unref);
  g_clear_pointer (&self->presets, g_ptr_array_unref);
  g_string_free (self->out_queue, TRUE);
  g_string_free (self->partial_line, TRUE);
  g_free (self->path);
  g_free (self->name);
  g_free (self->author);
  G_OBJECT_CLASS (chess_engine_parent_class)->finalize (object);
}

static void
chess_engine_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  ChessEngine *self = CHESS_ENGINE (object);

  switch (prop_id)
    {
    case PROP_PATH:
      g_value_set_string (value, self->path);
      break;
    case PROP_NAME:
      g_value_set_string (value, self->name);
      break;
    case PROP_AUTHOR:
      g_value_set_string (value, self->author);
      break;
    case PROP_STATE:
      g_value_set_enum (value, self->state);
      break;
    case PROP_TIMEOUT:
      g_value_set_uint (value, self->timeout_ms);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_engine_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  ChessEngine *self = CHESS_ENGINE (object);

  switch (prop_id)
    {
    case PROP_PATH:
      self->path = g_value_dup_string (value);
      self->name = g_path_get_basename (self->path);
      break;
    case PROP_TIMEOUT:
      chess_engine_set_timeout (self, g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_engine_class_init (ChessEngineClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = chess_engine_dispose;
  object_class->finalize = chess_engine_finalize;
  object_class->get_property = chess_engine_get_property;
  object_class->set_property = chess_engine_set_property;

  properties[PROP_PATH] =
    g_param_spec_string ("path", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_NAME] =
    g_param_spec_string ("name", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_AUTHOR] =
    g_param_spec_string ("author", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_STATE] =
    g_param_spec_enum ("state", NULL, NULL, CHESS_TYPE_ENGINE_STATE, CHESS_ENGINE_STATE_NEW,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_TIMEOUT] =
    g_param_spec_uint ("timeout", NULL, NULL, 1, G_MAXUINT / 4, DEFAULT_TIMEOUT_MS,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[SIGNAL_INFO] =
    g_signal_new ("info", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);
  signals[SIGNAL_FAILED] =
    g_signal_new ("failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_ERROR);

  /* Writing to an engine that has just died must not kill us. */
  signal (SIGPIPE, SIG_IGN);
}

static void
chess_engine_init (ChessEngine *self)
{
  self->timeout_ms = DEFAULT_TIMEOUT_MS;
  self->options = g_ptr_array_new_with_free_func ((GDestroyNotify) chess_uci_option_free);
  self->pending_options = g_ptr_array_new_with_free_func (g_free);
  self->presets = g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev);
  self->io_cancellable = g_cancellable_new ();
  self->out_queue = g_string_new (NULL);
  self->partial_line = g_string_new (NULL);
}
