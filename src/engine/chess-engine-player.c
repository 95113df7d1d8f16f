/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-engine-player.c — ChessEnginePlayer (see chess-engine-player.h).
 *
 * A turn: [start the engine and set it up for the level, once] → a book
 * move, played from an idle callback (never inside start_turn, which the
 * session calls in the middle of its own work) → or a search of the game
 * from its start, whose result is played.  Every step checks that the turn
 * it belongs to is still running: cancel_turn cancels the search and drops
 * the pending book move. */

#include "config.h"

#include <glib/gi18n.h>

#include "chess-engine-player.h"
#include "chess-session.h"

/* Default of "move-time": without a clock, levels 4–8 think this long,
 * and no level longer. */
#define DEFAULT_MOVE_TIME_MS 1000

struct _ChessEnginePlayer
{
  ChessPlayer parent_instance;

  ChessEngine *engine;
  const ChessEngineLevel *level;
  const ChessBook *book;
  GRand *random;
  guint move_time_ms;
  guint64 nodes;
  gboolean configured;          /* level options sent to the started engine */
  int multipv_sent;             /* the MultiPV the engine has now */
  char *syzygy_path;            /* tablebase folders, NULL or "" for none */
  gboolean syzygy_sent;         /* SyzygyPath given to the engine */
  gboolean finishing;           /* this turn is played at full strength */
  gboolean named;               /* the player took the engine's name */
  gboolean waiting_for_engine;  /* a turn waits for the engine's handshake */
  GError *engine_error;         /* how the engine failed, if it did */
  ChessGame *last_game;         /* to tell the engine of a new game (not a reference) */
  GCancellable *turn;           /* the running turn, or NULL */
  guint book_move_id;
  ChessMove book_move;
};

G_DEFINE_FINAL_TYPE (ChessEnginePlayer, chess_engine_player, CHESS_TYPE_PLAYER)

enum {
  PROP_0,
  PROP_MOVE_TIME,
  PROP_NODES,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void think (ChessEnginePlayer *self);

static void
end_turn (ChessEnginePlayer *self)
{
  if (self->turn != NULL)
    {
      g_cancellable_cancel (self->turn);
      g_clear_object (&self->turn);
    }
  g_clear_handle_id (&self->book_move_id, g_source_remove);
  chess_player_set_thinking (CHESS_PLAYER (self), FALSE);
}

static void
play (ChessEnginePlayer *self,
      ChessMove          move)
{
  g_autoptr (GError) error = NULL;

  end_turn (self);
  if (chess_player_play_move (CHESS_PLAYER (self), move, &error))
    return;
  if (g_error_matches (error, CHESS_SESSION_ERROR, CHESS_SESSION_ERROR_ILLEGAL_MOVE))
    {
      g_autoptr (GError) fault = g_error_new (CHESS_ENGINE_ERROR, CHESS_ENGINE_ERROR_ILLEGAL_MOVE,
                                              _("The chess engine “%s” played an illegal move."),
                                              chess_engine_get_name (self->engine));
      chess_player_report_failure (CHESS_PLAYER (self), fault);
    }
  /* Otherwise the turn ended meanwhile (a flag fell, a pause): nothing to say. */
}

static gboolean
play_book_move (gpointer user_data)
{
  ChessEnginePlayer *self = user_data;

  self->book_move_id = 0;
  play (self, self->book_move);
  return G_SOURCE_REMOVE;
}

/* Candidates asked for: the level's, or one line at full strength. */
static void
send_multipv (ChessEnginePlayer *self, int multipv)
{
  g_autofree char *text = g_strdup_printf ("%d", multipv);

  if (multipv == self->multipv_sent || chess_engine_find_option (self->engine, "MultiPV") == NULL)
    return;
  self->multipv_sent = multipv;
  chess_engine_set_option (self->engine, "MultiPV", text, NULL);
}

/* The tablebases go to the levels that play at full strength: 7 and 8,
 * and any level finishing a game (once; the engine loads them then). */
static void
send_syzygy_path (ChessEnginePlayer *self)
{
  gboolean wanted = self->level->number >= CHESS_ENGINE_LEVEL_TABLEBASES || self->finishing;

  if (self->syzygy_sent || !wanted || self->syzygy_path == NULL || self->syzygy_path[0] == '\0'
      || chess_engine_find_option (self->engine, "SyzygyPath") == NULL)
    return;
  self->syzygy_sent = TRUE;
  chess_engine_set_option (self->engine, "SyzygyPath", self->syzygy_path, NULL);
}

/* The level's settings, once the engine knows its options. */
static void
configure (ChessEnginePlayer *self)
{
  const ChessEngineLevel *level = self->level;
  g_autofree char *elo = NULL;

  self->configured = TRUE;
  if (level->elo > 0 && chess_engine_find_option (self->engine, "UCI_LimitStrength") != NULL)
    {
      const ChessUciOption *option = chess_engine_find_option (self->engine, "UCI_Elo");

      chess_engine_set_option (self->engine, "UCI_LimitStrength", "true", NULL);
      if (option != NULL)
        {
          elo = g_strdup_printf ("%" G_GINT64_FORMAT, CLAMP ((gint64) level->elo, option->min, option->max));
          chess_engine_set_option (self->engine, "UCI_Elo", elo, NULL);
        }
    }
}

static void
search_done (GObject      *source,
             GAsyncResult *result,
             gpointer      user_data)
{
  g_autoptr (ChessEnginePlayer) self = user_data;
  g_autoptr (GError) error = NULL;
  g_autoptr (ChessSearchResult) found = chess_engine_search_finish (CHESS_ENGINE (source), result, &error);
  ChessMove move;

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED) || self->turn == NULL)
    return;   /* that turn is over */
  if (found == NULL)
    {
      end_turn (self);
      chess_player_report_failure (CHESS_PLAYER (self), error);
      return;
    }
  move = found->best_move;
  if (self->level->multipv > 1 && !self->finishing)
    {
      int choice = chess_engine_level_choose (self->level, found->lines, found->n_lines,
                                              g_rand_double (self->random));

      if (choice >= 0)
        move = found->lines[choice].pv[0];
    }
  if (move == CHESS_MOVE_NONE)
    {
      end_turn (self);   /* no legal move: the game is over already */
      return;
    }
  play (self, move);
}

/* The engine is gone (a fault, or quit): the turn cannot be played. */
static void
report_engine_gone (ChessEnginePlayer *self)
{
  g_autoptr (GError) error = NULL;

  if (self->engine_error != NULL)
    error = g_error_copy (self->engine_error);
  else
    error = g_error_new (CHESS_ENGINE_ERROR, CHESS_ENGINE_ERROR_CLOSED,
                         _("The chess engine “%s” is not running."), chess_engine_get_name (self->engine));
  end_turn (self);
  chess_player_report_failure (CHESS_PLAYER (self), error);
}

/* The engine is started by whoever needs it first (this player, or a
 * hint): the player waits for its state, not for its own call. */
static void
start_done (GObject      *source,
            GAsyncResult *result,
            gpointer      user_data)
{
  /* A failure comes as the engine's "failed" signal, to engine_failed(). */
  chess_engine_start_finish (CHESS_ENGINE (source), result, NULL);
}

static void
engine_state_changed (ChessEnginePlayer *self)
{
  ChessEngineState state = chess_engine_get_state (self->engine);

  if (state == CHESS_ENGINE_STATE_READY && !self->named)
    {
      self->named = TRUE;
      chess_player_set_name (CHESS_PLAYER (self), chess_engine_get_name (self->engine));
    }
  /* A failure is reported by engine_failed(), which has the error. */
  if (self->waiting_for_engine && (state == CHESS_ENGINE_STATE_READY || state == CHESS_ENGINE_STATE_CLOSED))
    {
      self->waiting_for_engine = FALSE;
      if (self->turn != NULL)
        think (self);
    }
}

/* Kept for the next turn: an engine that crashed between turns is
 * reported when it is needed again, with what happened to it. */
static void
engine_failed (ChessEnginePlayer *self,
               const GError      *error)
{
  g_clear_error (&self->engine_error);
  self->engine_error = g_error_copy (error);
  if (self->waiting_for_engine)
    {
      self->waiting_for_engine = FALSE;
      if (self->turn != NULL)
        report_engine_gone (self);
    }
}


/* The game from its start to the live position. */
static GArray *
game_moves (ChessGame *game)
{
  const ChessRecord *record = chess_game_get_record (game);
  GArray *moves = g_array_new (FALSE, FALSE, sizeof (ChessMove));

  for (ChessNode *node = record->root->first_child; node != NULL; node = node->first_child)
    g_array_append_val (moves, node->move);
  return moves;
}

static void
think (ChessEnginePlayer *self)
{
  ChessSession *session = chess_player_get_session (CHESS_PLAYER (self));
  ChessGame *game;
  g_autoptr (GArray) moves = NULL;
  ChessUciGo go = { 0 };
  ChessBookMove book_moves[CHESS_MAX_MOVES];
  size_t n_book;

  if (session == NULL)
    return;
  game = chess_session_get_game (session);

  if (self->book != NULL
      && (n_book = chess_book_lookup (self->book, chess_game_get_position (game), book_moves,
                                      G_N_ELEMENTS (book_moves))) > 0)
    {
      int pick = chess_book_pick (book_moves, n_book, g_rand_int (self->random));

      if (pick >= 0)
        {
          self->book_move = book_moves[pick].move;
          self->book_move_id = g_idle_add (play_book_move, self);
          return;
        }
    }

  switch (chess_engine_get_state (self->engine))
    {
    case CHESS_ENGINE_STATE_NEW:
      /* Not cancelled with the turn: a started engine serves the next one. */
      self->waiting_for_engine = TRUE;
      chess_engine_start_async (self->engine, NULL, start_done, NULL);
      return;
    case CHESS_ENGINE_STATE_STARTING:
      self->waiting_for_engine = TRUE;   /* engine_state_changed comes back here */
      return;
    case CHESS_ENGINE_STATE_FAILED:
    case CHESS_ENGINE_STATE_CLOSED:
      report_engine_gone (self);
      return;
    case CHESS_ENGINE_STATE_READY:
    case CHESS_ENGINE_STATE_SEARCHING:
    default:
      break;
    }
  if (!self->configured)
    configure (self);
  self->finishing = chess_engine_level_finishes (chess_game_get_live_position (game),
                                                 chess_position_side_to_move (chess_game_get_live_position (game)));
  send_multipv (self, self->finishing ? 1 : MAX (self->level->multipv, 1));
  send_syzygy_path (self);
  if (game != self->last_game)
    {
      chess_engine_new_game (self->engine);
      self->last_game = game;
    }

  /* On the clock the engine spends its own time within a budget (and a
   * silent engine loses on time, as a person would); without one the move
   * time bounds every search, so that the engine's watchdog (movetime,
   * then "stop") catches an engine that never answers. */
  moves = game_moves (game);
  chess_engine_go_from_clock (&go, chess_game_get_clock (game));
  go.nodes = self->level->nodes > 0 && !self->finishing ? self->level->nodes : self->nodes;
  if (go.timed)
    {
      /* The side to move at the end of the game, whatever node is shown. */
      ChessColor start_side = chess_position_side_to_move (&chess_game_get_record (game)->start);
      gboolean white = (start_side == CHESS_WHITE) == (moves->len % 2 == 0);

      go.movetime_ms = chess_engine_move_budget_ms (white ? go.wtime_ms : go.btime_ms,
                                                    white ? go.winc_ms : go.binc_ms, go.movestogo);
    }
  else
    go.movetime_ms = self->move_time_ms;
  chess_engine_search_async (self->engine, &chess_game_get_record (game)->start,
                             (const ChessMove *) moves->data, moves->len, &go,
                             self->turn, search_done, g_object_ref (self));
}

static void
chess_engine_player_start_turn (ChessPlayer *player)
{
  ChessEnginePlayer *self = CHESS_ENGINE_PLAYER (player);

  end_turn (self);
  self->turn = g_cancellable_new ();
  chess_player_set_thinking (player, TRUE);
  think (self);
}

static void
chess_engine_player_cancel_turn (ChessPlayer *player)
{
  end_turn (CHESS_ENGINE_PLAYER (player));
}

static void
chess_engine_player_dispose (GObject *object)
{
  ChessEnginePlayer *self = CHESS_ENGINE_PLAYER (object);

  end_turn (self);
  if (self->engine != NULL)
    g_signal_handlers_disconnect_by_data (self->engine, self);
  g_clear_object (&self->engine);
  G_OBJECT_CLASS (chess_engine_player_parent_class)->dispose (object);
}

static void
chess_engine_player_finalize (GObject *object)
{
  ChessEnginePlayer *self = CHESS_ENGINE_PLAYER (object);

  g_rand_free (self->random);
  g_free (self->syzygy_path);
  g_clear_error (&self->engine_error);
  G_OBJECT_CLASS (chess_engine_player_parent_class)->finalize (object);
}

static void
chess_engine_player_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  ChessEnginePlayer *self = CHESS_ENGINE_PLAYER (object);

  switch (prop_id)
    {
    case PROP_MOVE_TIME:
      g_value_set_uint (value, self->move_time_ms);
      break;
    case PROP_NODES:
      g_value_set_uint64 (value, self->nodes);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_engine_player_set_property (GObject      *object,
                                  guint         prop_id,
                                  const GValue *value,
                                  GParamSpec   *pspec)
{
  ChessEnginePlayer *self = CHESS_ENGINE_PLAYER (object);

  switch (prop_id)
    {
    case PROP_MOVE_TIME:
      chess_engine_player_set_move_time (self, g_value_get_uint (value));
      break;
    case PROP_NODES:
      chess_engine_player_set_nodes (self, g_value_get_uint64 (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_engine_player_class_init (ChessEnginePlayerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  ChessPlayerClass *player_class = CHESS_PLAYER_CLASS (klass);

  object_class->dispose = chess_engine_player_dispose;
  object_class->finalize = chess_engine_player_finalize;
  object_class->get_property = chess_engine_player_get_property;
  object_class->set_property = chess_engine_player_set_property;
  player_class->start_turn = chess_engine_player_start_turn;
  player_class->cancel_turn = chess_engine_player_cancel_turn;

  properties[PROP_MOVE_TIME] =
    g_param_spec_uint ("move-time", NULL, NULL, 1, G_MAXUINT / 4, DEFAULT_MOVE_TIME_MS,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_NODES] =
    g_param_spec_uint64 ("nodes", NULL, NULL, 0, G_MAXUINT64, 0,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
chess_engine_player_init (ChessEnginePlayer *self)
{
  self->random = g_rand_new ();
  self->move_time_ms = DEFAULT_MOVE_TIME_MS;
}

ChessEnginePlayer *
chess_engine_player_new (ChessEngine            *engine,
                         const ChessEngineLevel *level)
{
  ChessEnginePlayer *self;

  g_return_val_if_fail (CHESS_IS_ENGINE (engine), NULL);
  g_return_val_if_fail (level != NULL, NULL);

  self = g_object_new (CHESS_TYPE_ENGINE_PLAYER, "human", FALSE, "name", chess_engine_get_name (engine), NULL);
  self->engine = g_object_ref (engine);
  self->level = level;
  g_signal_connect_swapped (engine, "notify::state", G_CALLBACK (engine_state_changed), self);
  g_signal_connect_swapped (engine, "failed", G_CALLBACK (engine_failed), self);
  return self;
}

ChessEngine *
chess_engine_player_get_engine (ChessEnginePlayer *self)
{
  g_return_val_if_fail (CHESS_IS_ENGINE_PLAYER (self), NULL);
  return self->engine;
}

void
chess_engine_player_set_book (ChessEnginePlayer *self,
                              const ChessBook   *book)
{
  g_return_if_fail (CHESS_IS_ENGINE_PLAYER (self));
  self->book = book;
}

void
chess_engine_player_set_random (ChessEnginePlayer *self,
                                GRand             *random)
{
  g_return_if_fail (CHESS_IS_ENGINE_PLAYER (self));
  g_return_if_fail (random != NULL);

  g_rand_free (self->random);
  self->random = random;
}

void
chess_engine_player_set_syzygy_path (ChessEnginePlayer *self,
                                     const char        *paths)
{
  g_return_if_fail (CHESS_IS_ENGINE_PLAYER (self));

  if (g_strcmp0 (self->syzygy_path, paths) == 0)
    return;
  g_free (self->syzygy_path);
  self->syzygy_path = g_strdup (paths);
  self->syzygy_sent = FALSE;
  if (self->configured && chess_engine_get_state (self->engine) != CHESS_ENGINE_STATE_NEW)
    send_syzygy_path (self);
}

void
chess_engine_player_set_move_time (ChessEnginePlayer *self,
                                   guint              move_time_ms)
{
  g_return_if_fail (CHESS_IS_ENGINE_PLAYER (self));
  g_return_if_fail (move_time_ms > 0);

  if (self->move_time_ms == move_time_ms)
    return;
  self->move_time_ms = move_time_ms;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MOVE_TIME]);
}

void
chess_engine_player_set_nodes (ChessEnginePlayer *self,
                               guint64            nodes)
{
  g_return_if_fail (CHESS_IS_ENGINE_PLAYER (self));

  if (self->nodes == nodes)
    return;
  self->nodes = nodes;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NODES]);
}
