/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-engine.c — ChessEngine: the object, the handshake and options
 * (see chess-engine.h; the searches are chess-engine-search.c, the process
 * side chess-engine-process.c).
 *
 * The conversation is a small state machine driven by the engine's lines:
 * uci → id/option… uciok → isready → readyok (started); then per search:
 * [setoption… ucinewgame… isready → readyok] → position, go → info… bestmove.
 * The sync through isready is only made when something was set since the
 * last one, so a restart of analysis costs one stop/bestmove round trip. */

#include "config.h"

#include <signal.h>
#include <string.h>
#include <glib/gi18n.h>

#include "chess-engine-private.h"
#include "chess-notation.h"

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

void
_chess_engine_emit_info (ChessEngine        *self,
                         const ChessUciInfo *info)
{
  g_signal_emit (self, signals[SIGNAL_INFO], 0, info);
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
          _chess_engine_free_again (self);
          if (task != NULL)
            {
              g_task_return_boolean (task, TRUE);
              g_object_unref (task);
            }
          g_object_unref (self);
        }
      else if (self->current != NULL)
        _chess_engine_send_go (self, self->current);
      else
        _chess_engine_free_again (self);
      return;
    }
  if (kind == CHESS_UCI_LINE_INFO && self->waiting == CHESS_ENGINE_WAIT_BESTMOVE)
    _chess_engine_handle_info (self, line);
  else if (kind == CHESS_UCI_LINE_BESTMOVE && self->waiting == CHESS_ENGINE_WAIT_BESTMOVE)
    _chess_engine_handle_bestmove (self, line);
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
        _chess_engine_send_stop (self);   /* the movetime watchdog */
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
  if (value != NULL && strpbrk (value, "\r\n") != NULL)
    {
      g_set_error (error, CHESS_ENGINE_ERROR, CHESS_ENGINE_ERROR_UNSUPPORTED,
                   _("The value of the option “%s” holds a line break, which a chess engine cannot take (it "
                     "reads one command a line): it was not kept."), option->name);
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
  g_clear_pointer (&self->current, _chess_engine_search_free);
  g_clear_pointer (&self->queued, _chess_engine_search_free);
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
