/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-engine-opponent.c — ChessEngineOpponent (see the header).
 *
 * The opponent belongs to the game it was set up for: when the session
 * takes another game (a file opened, a draft restored, a new game), both
 * sides are human again until the owner sets the engine up anew.  So an
 * engine never plays on in a game nobody asked it to play. */

#include "config.h"

#include "chess-engine-opponent.h"

struct _ChessEngineOpponent
{
  GObject parent_instance;

  ChessSession *session;
  ChessEngineCatalog *catalog;
  ChessBook *book;
  char *syzygy_path;            /* the tablebase folders for the engine */
  ChessGame *game;              /* the game the engine was set up for (not a reference) */

  int side;                     /* -1: two humans */
  char *path;
  const ChessEngineLevel *level;
  ChessEnginePlayer *player;
  ChessEngine *engine;          /* the player's, watched for its handshake */
  GTask *hint;                  /* the hint being searched, or NULL */
  GCancellable *hint_search;    /* its search, stopped when it is overtaken */
  guint hint_ply;               /* the live ply it is for */
  ChessGame *watched;           /* the session's game, followed */
};

G_DEFINE_FINAL_TYPE (ChessEngineOpponent, chess_engine_opponent, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_SIDE,
  N_PROPS
};

enum {
  SIGNAL_CHANGED,
  SIGNAL_ENGINE_READY,
  SIGNAL_ENGINE_FAILED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static const char *
type_tag (ChessColor side)
{
  return side == CHESS_WHITE ? "WhiteType" : "BlackType";
}

static const char *
name_tag (ChessColor side)
{
  return side == CHESS_WHITE ? "White" : "Black";
}

static void
cancel_hint (ChessEngineOpponent *self)
{
  GTask *hint = g_steal_pointer (&self->hint);

  if (self->hint_search != NULL)
    g_cancellable_cancel (self->hint_search);
  g_clear_object (&self->hint_search);
  if (hint == NULL)
    return;
  g_task_return_new_error (hint, G_IO_ERROR, G_IO_ERROR_CANCELLED, "the hint was overtaken");
  g_object_unref (hint);
}

static void
drop_player (ChessEngineOpponent *self)
{
  cancel_hint (self);
  if (self->engine != NULL)
    g_signal_handlers_disconnect_by_data (self->engine, self);
  g_clear_object (&self->engine);
  g_clear_object (&self->player);
}

/* Drops the engine and its player once the player has left its seat (its
 * turn is over), and sends the engine's process away now: a search
 * cancelled with the turn holds the engine until its task has returned,
 * which the last moments of a window, or of the app, do not wait for. */
static void
retire_player (ChessEngineOpponent *self)
{
  g_autoptr (ChessEngine) engine = self->engine != NULL ? g_object_ref (self->engine) : NULL;

  drop_player (self);
  if (engine != NULL)
    chess_engine_quit (engine);
}

/* The engine's name, for the game's tag, once it has said it. */
static void
engine_state_changed (ChessEngine         *engine,
                      GParamSpec          *pspec,
                      ChessEngineOpponent *self)
{
  ChessEngineState state = chess_engine_get_state (engine);
  ChessGame *game;

  /* Past its handshake: ready, or already searching (the player, told of
   * the engine's readiness first, may have given it work at once). */
  if (state == CHESS_ENGINE_STATE_NEW || state == CHESS_ENGINE_STATE_STARTING)
    return;
  g_signal_handlers_disconnect_by_func (engine, engine_state_changed, self);
  if (state == CHESS_ENGINE_STATE_FAILED || state == CHESS_ENGINE_STATE_CLOSED)
    return;
  game = chess_session_get_game (self->session);
  if (game == self->game && self->side >= 0)
    chess_game_set_tag (game, name_tag (self->side), chess_engine_get_name (engine));
  g_signal_emit (self, signals[SIGNAL_ENGINE_READY], 0);
}

/* A new player for the engine at self->path, on self->side. */
static void
seat_engine (ChessEngineOpponent *self)
{
  ChessColor side = (ChessColor) self->side;
  ChessEngineEntry *entry = chess_engine_catalog_lookup (self->catalog, self->path);
  ChessGame *game = chess_session_get_game (self->session);
  /* The player seated before keeps its engine until the new one has taken
   * its seat (which ends its turn); then that engine goes. */
  g_autoptr (ChessEngine) old_engine = self->engine != NULL ? g_object_ref (self->engine) : NULL;

  drop_player (self);
  self->engine = chess_engine_catalog_create_engine (self->catalog, self->path);
  self->player = chess_engine_player_new (self->engine, self->level);
  chess_engine_player_set_book (self->player, self->book);
  chess_engine_player_set_syzygy_path (self->player, self->syzygy_path);
  g_signal_connect (self->engine, "notify::state", G_CALLBACK (engine_state_changed), self);

  self->game = game;
  chess_game_set_tag (game, type_tag (side), "program");
  chess_game_set_tag (game, name_tag (side),
                      entry != NULL ? chess_engine_entry_get_name (entry) : chess_engine_get_name (self->engine));
  chess_game_set_tag (game, type_tag (!side), "human");

  if (chess_session_get_player (self->session, !side) == NULL
      || !chess_player_is_human (chess_session_get_player (self->session, !side)))
    {
      g_autoptr (ChessPlayer) human = chess_player_new_human (NULL);

      chess_session_set_player (self->session, !side, human);
    }
  /* Last: it may take the turn and even move (from the book) at once. */
  chess_session_set_player (self->session, side, CHESS_PLAYER (self->player));
  /* Started now, not on its first turn: the handshake is done while the
   * human thinks, and its clock shows the name the engine gives. */
  if (chess_engine_get_state (self->engine) == CHESS_ENGINE_STATE_NEW)
    chess_engine_start_async (self->engine, NULL, NULL, NULL);
  if (old_engine != NULL)
    chess_engine_quit (old_engine);
}

void
chess_engine_opponent_play (ChessEngineOpponent    *self,
                            ChessColor              side,
                            const char             *path,
                            const ChessEngineLevel *level)
{
  g_return_if_fail (CHESS_IS_ENGINE_OPPONENT (self));
  g_return_if_fail (side == CHESS_WHITE || side == CHESS_BLACK);
  g_return_if_fail (path != NULL && level != NULL);

  if (self->side >= 0 && self->side != (int) side)
    {
      g_autoptr (ChessPlayer) human = chess_player_new_human (NULL);

      chess_session_set_player (self->session, (ChessColor) self->side, human);
    }
  g_free (self->path);
  self->path = g_strdup (path);
  self->level = level;
  if (self->side != (int) side)
    {
      self->side = side;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SIDE]);
    }
  seat_engine (self);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

void
chess_engine_opponent_leave (ChessEngineOpponent *self)
{
  g_autoptr (ChessPlayer) human = NULL;
  int side;

  g_return_if_fail (CHESS_IS_ENGINE_OPPONENT (self));

  if (self->side < 0)
    return;
  side = self->side;
  self->side = -1;
  self->game = NULL;
  human = chess_player_new_human (NULL);
  chess_session_set_player (self->session, (ChessColor) side, human);
  retire_player (self);
  g_clear_pointer (&self->path, g_free);
  self->level = NULL;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SIDE]);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

void
chess_engine_opponent_restart (ChessEngineOpponent *self)
{
  g_return_if_fail (CHESS_IS_ENGINE_OPPONENT (self));

  if (self->side < 0)
    return;
  seat_engine (self);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

int
chess_engine_opponent_get_side (ChessEngineOpponent *self)
{
  g_return_val_if_fail (CHESS_IS_ENGINE_OPPONENT (self), -1);
  return self->side;
}

ChessEnginePlayer *
chess_engine_opponent_get_player (ChessEngineOpponent *self)
{
  g_return_val_if_fail (CHESS_IS_ENGINE_OPPONENT (self), NULL);
  return self->player;
}

const char *
chess_engine_opponent_get_path (ChessEngineOpponent *self)
{
  g_return_val_if_fail (CHESS_IS_ENGINE_OPPONENT (self), NULL);
  return self->path;
}

const ChessEngineLevel *
chess_engine_opponent_get_level (ChessEngineOpponent *self)
{
  g_return_val_if_fail (CHESS_IS_ENGINE_OPPONENT (self), NULL);
  return self->level;
}

void
chess_engine_opponent_set_book (ChessEngineOpponent *self,
                                const char          *book_path)
{
  g_return_if_fail (CHESS_IS_ENGINE_OPPONENT (self));

  /* The player keeps a pointer to the book: only a new player gets it. */
  if (self->player != NULL)
    chess_engine_player_set_book (self->player, NULL);
  g_clear_pointer (&self->book, chess_book_free);
  if (book_path != NULL)
    self->book = chess_book_open (book_path, NULL);
}

void
chess_engine_opponent_set_syzygy_path (ChessEngineOpponent *self,
                                       const char          *paths)
{
  g_return_if_fail (CHESS_IS_ENGINE_OPPONENT (self));

  g_free (self->syzygy_path);
  self->syzygy_path = g_strdup (paths);
  if (self->player != NULL)
    chess_engine_player_set_syzygy_path (self->player, paths);
}

static ChessColor
live_side (ChessEngineOpponent *self)
{
  return chess_position_side_to_move (chess_game_get_live_position (chess_session_get_game (self->session)));
}

gboolean
chess_engine_opponent_takeback (ChessEngineOpponent *self)
{
  g_return_val_if_fail (CHESS_IS_ENGINE_OPPONENT (self), FALSE);

  if (!chess_session_takeback (self->session))
    return FALSE;
  if (self->side < 0 || live_side (self) != (ChessColor) self->side)
    return TRUE;   /* the engine was thinking: the human's move is back */
  /* The engine's reply is back: the human's move too, or nothing at all
   * when the engine's move was the first (there is no human move). */
  if (!chess_session_takeback (self->session))
    {
      chess_session_redo (self->session);
      return FALSE;
    }
  return TRUE;
}

/* ---- Hints -------------------------------------------------------- */

static void
hint_found (GObject      *source,
            GAsyncResult *result,
            gpointer      user_data)
{
  g_autoptr (GTask) task = user_data;
  g_autoptr (GError) error = NULL;
  g_autoptr (ChessSearchResult) found = chess_engine_search_finish (CHESS_ENGINE (source), result, &error);
  ChessEngineOpponent *self = g_task_get_source_object (task);

  if (self->hint != task)
    return;   /* overtaken: answered already */
  g_clear_object (&self->hint);
  g_clear_object (&self->hint_search);
  if (found == NULL)
    g_task_return_error (task, g_steal_pointer (&error));
  else if (found->n_lines > 0 && found->lines[0].pv_length > 0)
    g_task_return_int (task, found->lines[0].pv[0]);
  else
    g_task_return_int (task, found->best_move);
}

static void
hint_engine_started (GObject      *source,
                     GAsyncResult *result,
                     gpointer      user_data)
{
  g_autoptr (GTask) task = user_data;
  g_autoptr (GError) error = NULL;
  ChessEngineOpponent *self = g_task_get_source_object (task);

  if (chess_engine_start_finish (CHESS_ENGINE (source), result, &error) || self->hint != task)
    return;   /* the search was queued with the start; or overtaken */
  g_clear_object (&self->hint);
  g_clear_object (&self->hint_search);
  g_task_return_error (task, g_steal_pointer (&error));
}

void
chess_engine_opponent_hint_async (ChessEngineOpponent *self,
                                  guint                movetime_ms,
                                  GCancellable        *cancellable,
                                  GAsyncReadyCallback  callback,
                                  gpointer             user_data)
{
  g_autoptr (GTask) task = NULL;
  ChessGame *game;
  const ChessRecord *record;
  g_autoptr (GArray) moves = NULL;
  ChessUciGo go = { .movetime_ms = movetime_ms };

  g_return_if_fail (CHESS_IS_ENGINE_OPPONENT (self));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, chess_engine_opponent_hint_async);
  game = chess_session_get_game (self->session);
  if (self->side < 0 || chess_game_is_over (game) || chess_session_get_paused (self->session)
      || live_side (self) == (ChessColor) self->side)
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, "no hint now");
      return;
    }
  cancel_hint (self);
  self->hint = g_object_ref (task);
  self->hint_search = g_cancellable_new ();
  self->hint_ply = chess_game_get_n_plies (game);

  record = chess_game_get_record (game);
  moves = g_array_new (FALSE, FALSE, sizeof (ChessMove));
  for (ChessNode *node = record->root->first_child; node != NULL; node = node->first_child)
    g_array_append_val (moves, node->move);
  if (chess_engine_get_state (self->engine) == CHESS_ENGINE_STATE_NEW)
    chess_engine_start_async (self->engine, NULL, hint_engine_started, g_object_ref (task));
  chess_engine_search_async (self->engine, &record->start, (const ChessMove *) moves->data, moves->len,
                             &go, self->hint_search, hint_found, g_steal_pointer (&task));
}

ChessMove
chess_engine_opponent_hint_finish (ChessEngineOpponent *self,
                                   GAsyncResult        *result,
                                   GError             **error)
{
  GError *local = NULL;
  gssize move;

  g_return_val_if_fail (g_task_is_valid (result, self), CHESS_MOVE_NONE);

  move = g_task_propagate_int (G_TASK (result), &local);
  if (local != NULL)
    {
      g_propagate_error (error, local);
      return CHESS_MOVE_NONE;
    }
  return (ChessMove) move;
}

/* ---- The session -------------------------------------------------- */

static void
player_failed (ChessSession        *session,
               ChessPlayer         *player,
               const GError        *error,
               ChessEngineOpponent *self)
{
  if (player == CHESS_PLAYER (self->player))
    g_signal_emit (self, signals[SIGNAL_ENGINE_FAILED], 0, error);
}

/* A move, a takeback or a result overtakes a hint (navigation does not). */
static void
live_position_changed (ChessEngineOpponent *self)
{
  if (self->hint != NULL
      && (chess_game_get_n_plies (self->watched) != self->hint_ply || chess_game_is_over (self->watched)))
    cancel_hint (self);
}

/* Another game: the engine was set up for the old one. */
static void
game_replaced (ChessEngineOpponent *self)
{
  ChessGame *game = chess_session_get_game (self->session);

  cancel_hint (self);
  if (self->watched != NULL)
    g_signal_handlers_disconnect_by_data (self->watched, self);
  g_set_object (&self->watched, game);
  g_signal_connect_swapped (game, "position-changed", G_CALLBACK (live_position_changed), self);
  g_signal_connect_swapped (game, "result-changed", G_CALLBACK (live_position_changed), self);
  if (game != self->game)
    chess_engine_opponent_leave (self);
}

/* ---- GObject ------------------------------------------------------ */

static void
chess_engine_opponent_dispose (GObject *object)
{
  ChessEngineOpponent *self = CHESS_ENGINE_OPPONENT (object);

  drop_player (self);
  if (self->watched != NULL)
    g_signal_handlers_disconnect_by_data (self->watched, self);
  g_clear_object (&self->watched);
  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_clear_object (&self->session);
  g_clear_object (&self->catalog);
  G_OBJECT_CLASS (chess_engine_opponent_parent_class)->dispose (object);
}

static void
chess_engine_opponent_finalize (GObject *object)
{
  ChessEngineOpponent *self = CHESS_ENGINE_OPPONENT (object);

  g_clear_pointer (&self->book, chess_book_free);
  g_free (self->path);
  g_free (self->syzygy_path);
  G_OBJECT_CLASS (chess_engine_opponent_parent_class)->finalize (object);
}

static void
chess_engine_opponent_get_property (GObject    *object,
                                    guint       prop_id,
                                    GValue     *value,
                                    GParamSpec *pspec)
{
  ChessEngineOpponent *self = CHESS_ENGINE_OPPONENT (object);

  switch (prop_id)
    {
    case PROP_SIDE:
      g_value_set_int (value, self->side);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_engine_opponent_class_init (ChessEngineOpponentClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = chess_engine_opponent_dispose;
  object_class->finalize = chess_engine_opponent_finalize;
  object_class->get_property = chess_engine_opponent_get_property;

  properties[PROP_SIDE] =
    g_param_spec_int ("side", NULL, NULL, -1, CHESS_BLACK, -1,
                      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[SIGNAL_CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[SIGNAL_ENGINE_READY] =
    g_signal_new ("engine-ready", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[SIGNAL_ENGINE_FAILED] =
    g_signal_new ("engine-failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_ERROR);
}

static void
chess_engine_opponent_init (ChessEngineOpponent *self)
{
  self->side = -1;
}

ChessEngineOpponent *
chess_engine_opponent_new (ChessSession       *session,
                           ChessEngineCatalog *catalog,
                           const char         *book_path)
{
  ChessEngineOpponent *self;

  g_return_val_if_fail (CHESS_IS_SESSION (session), NULL);
  g_return_val_if_fail (CHESS_IS_ENGINE_CATALOG (catalog), NULL);

  self = g_object_new (CHESS_TYPE_ENGINE_OPPONENT, NULL);
  self->session = g_object_ref (session);
  self->catalog = g_object_ref (catalog);
  chess_engine_opponent_set_book (self, book_path);
  g_signal_connect (session, "player-failed", G_CALLBACK (player_failed), self);
  g_signal_connect_swapped (session, "notify::game", G_CALLBACK (game_replaced), self);
  self->watched = g_object_ref (chess_session_get_game (session));
  g_signal_connect_swapped (self->watched, "position-changed", G_CALLBACK (live_position_changed), self);
  g_signal_connect_swapped (self->watched, "result-changed", G_CALLBACK (live_position_changed), self);
  return self;
}
