/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-session.c — ChessSession: the game, its players and their turns,
 * pause, new games.  Moves, takeback and redo are in chess-session-moves.c,
 * files in chess-session-io.c and chess-session-save.c,
 * what may be edited in chess-session-edit.c.
 *
 * Turns.  After every change of the game (a move, a takeback, a result, a
 * pause, a new game, a new player) the session works out which player is
 * to move at the live position; when that differs from the turn it gave
 * last (another player, or the same player at another ply) the old turn is
 * cancelled — or ended, if it was that player's own move — and the new one
 * started.  The game has already set its result when it tells of the move
 * that ended it, so a player never gets a turn in a finished game. */
#include "config.h"

#include <glib/gi18n.h>

#include "chess-session-private.h"
#include "chess-player-private.h"
#include "chess-notation.h"
#include "chess-settings.h"

enum {
  PROP_0,
  PROP_SETTINGS,
  PROP_GAME,
  PROP_PAUSED,
  PROP_CAN_TAKEBACK,
  PROP_CAN_REDO,
  PROP_FILE,
  PROP_GAME_INDEX,
  PROP_GAME_COUNT,
  PROP_READ_WITH_ERRORS,
  PROP_DRAFTS_FOLDER,
  PROP_ANALYSIS_BOARD,
  PROP_DRAFT_ERROR,
  N_PROPS
};

enum {
  PLAYER_FAILED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (ChessSession, chess_session, G_TYPE_OBJECT)

G_DEFINE_QUARK (chess-session-error-quark, chess_session_error)

/* ------------------------------------------------------------------ */
/* Options of a new game                                               */

G_DEFINE_BOXED_TYPE (ChessGameOptions, chess_game_options, chess_game_options_copy, chess_game_options_free)

ChessGameOptions *
chess_game_options_new (void)
{
  ChessGameOptions *options = g_new0 (ChessGameOptions, 1);

  options->chess960_number = -1;
  return options;
}

ChessGameOptions *
chess_game_options_copy (const ChessGameOptions *options)
{
  ChessGameOptions *copy;

  g_return_val_if_fail (options != NULL, NULL);

  copy = g_new0 (ChessGameOptions, 1);
  copy->time_control = options->time_control != NULL ? chess_time_control_copy (options->time_control) : NULL;
  copy->fen = g_strdup (options->fen);
  copy->chess960_number = options->chess960_number;
  copy->white_name = g_strdup (options->white_name);
  copy->black_name = g_strdup (options->black_name);
  copy->clock_starts_immediately = options->clock_starts_immediately;
  return copy;
}

void
chess_game_options_free (ChessGameOptions *options)
{
  if (options == NULL)
    return;
  g_clear_pointer (&options->time_control, chess_time_control_free);
  g_free (options->fen);
  g_free (options->white_name);
  g_free (options->black_name);
  g_free (options);
}

/* ------------------------------------------------------------------ */
/* Source                                                              */

void
_chess_game_source_clear (ChessGameSource *source)
{
  g_clear_object (&source->file);
  g_clear_pointer (&source->checksum, g_free);
  g_clear_pointer (&source->game_checksum, g_free);
  g_clear_pointer (&source->first_error, g_free);
  memset (source, 0, sizeof *source);
}

void
_chess_game_source_copy (ChessGameSource       *dest,
                         const ChessGameSource *src)
{
  _chess_game_source_clear (dest);
  *dest = *src;
  dest->file = src->file != NULL ? g_object_ref (src->file) : NULL;
  dest->checksum = g_strdup (src->checksum);
  dest->game_checksum = g_strdup (src->game_checksum);
  dest->first_error = g_strdup (src->first_error);
}

void
_chess_session_notify_source (ChessSession          *self,
                              const ChessGameSource *old)
{
  const ChessGameSource *now = &self->source;

  if (old->file != now->file && (old->file == NULL || now->file == NULL || !g_file_equal (old->file, now->file)))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FILE]);
  if (old->index != now->index)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME_INDEX]);
  if (old->count != now->count)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME_COUNT]);
  if (old->read_with_errors != now->read_with_errors)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_READ_WITH_ERRORS]);
  /* The draft says where the game is. */
  _chess_session_schedule_draft (self);
}

/* ------------------------------------------------------------------ */
/* Turns                                                               */

guint
_chess_session_live_ply (ChessSession *self)
{
  return chess_game_get_n_plies (self->game);
}

ChessColor
_chess_session_live_side (ChessSession *self)
{
  return chess_position_side_to_move (chess_game_get_live_position (self->game));
}

/* The player who should be thinking now, or NULL. */
static ChessPlayer *
player_on_turn (ChessSession *self)
{
  if (self->game == NULL || self->paused || chess_game_is_over (self->game))
    return NULL;
  return self->players[_chess_session_live_side (self)];
}

void
_chess_session_end_turn (ChessSession *self)
{
  ChessPlayer *player = g_steal_pointer (&self->turn_player);

  if (player == NULL)
    return;
  if (player == self->moving_player)
    _chess_player_end_turn (player);
  else
    _chess_player_cancel_turn (player);
  g_object_unref (player);
}

static void
update_turn (ChessSession *self)
{
  ChessPlayer *player = player_on_turn (self);
  guint ply = self->game != NULL ? _chess_session_live_ply (self) : 0;

  if (player == self->turn_player && ply == self->turn_ply)
    return;
  _chess_session_end_turn (self);
  if (player == NULL)
    return;
  self->turn_player = g_object_ref (player);
  self->turn_ply = ply;
  /* May play at once (a book move): nothing of this function runs after. */
  _chess_player_start_turn (player);
}

void
_chess_session_update_actions (ChessSession *self)
{
  gboolean can_takeback = chess_session_can_takeback (self);
  gboolean can_redo = chess_session_can_redo (self);

  if (can_takeback != self->can_takeback)
    {
      self->can_takeback = can_takeback;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_TAKEBACK]);
    }
  if (can_redo != self->can_redo)
    {
      self->can_redo = can_redo;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
    }
}

static void
set_paused_internal (ChessSession *self,
                     gboolean      paused)
{
  ChessClock *clock = self->game != NULL ? chess_game_get_clock (self->game) : NULL;

  if (self->paused == paused)
    return;
  self->paused = paused;
  if (clock != NULL)
    {
      if (paused)
        chess_clock_pause (clock);
      else
        chess_clock_resume (clock);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PAUSED]);
}

/* ------------------------------------------------------------------ */
/* The game's signals                                                  */

static void
on_move_made (ChessGame    *game,
              ChessNode    *node,
              ChessSession *self)
{
  /* A new move at the end of the game, other than a redo, makes the moves
   * taken back history. */
  if (node == chess_game_get_last_node (game) && !self->redoing)
    g_array_set_size (self->redo_moves, 0);
}

static void
on_game_changed (ChessSession *self)
{
  g_object_freeze_notify (G_OBJECT (self));
  if (self->paused && chess_game_is_over (self->game))
    set_paused_internal (self, FALSE);
  _chess_session_update_actions (self);
  g_object_thaw_notify (G_OBJECT (self));
  update_turn (self);
}

static void
apply_time_source (ChessSession *self)
{
  ChessClock *clock = chess_game_get_clock (self->game);

  if (clock != NULL && self->time_source != NULL)
    chess_clock_set_time_source (clock, self->time_source, self->time_source_data, NULL);
}

static void
disconnect_game (ChessSession *self)
{
  if (self->game == NULL)
    return;
  g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
}

void
_chess_session_replace_game (ChessSession          *self,
                             ChessGame             *game,
                             const ChessGameSource *source,
                             guint                  takeback_floor)
{
  ChessGameSource old = { 0 };

  g_object_freeze_notify (G_OBJECT (self));

  _chess_session_end_turn (self);
  /* The old game keeps its clock as it is: it is no longer played. */
  if (self->paused)
    {
      self->paused = FALSE;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PAUSED]);
    }
  disconnect_game (self);
  self->game = g_object_ref (game);
  self->takeback_floor = takeback_floor;
  if (self->analysis_board != self->making_analysis_board)
    {
      self->analysis_board = self->making_analysis_board;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ANALYSIS_BOARD]);
    }
  g_array_set_size (self->redo_moves, 0);

  _chess_game_source_copy (&old, &self->source);
  g_mutex_lock (&self->disk_lock);
  self->disk_generation++;
  if (source != NULL)
    {
      _chess_game_source_copy (&self->source, source);
      _chess_game_source_copy (&self->disk, source);
    }
  else
    {
      _chess_game_source_clear (&self->source);
      _chess_game_source_clear (&self->disk);
    }
  g_mutex_unlock (&self->disk_lock);
  _chess_session_notify_source (self, &old);
  _chess_game_source_clear (&old);

  apply_time_source (self);
  g_signal_connect (game, "move-made", G_CALLBACK (on_move_made), self);
  g_signal_connect_swapped (game, "position-changed", G_CALLBACK (on_game_changed), self);
  g_signal_connect_swapped (game, "result-changed", G_CALLBACK (on_game_changed), self);
  g_signal_connect_swapped (game, "notify::clock", G_CALLBACK (apply_time_source), self);
  g_signal_connect_swapped (game, "changed", G_CALLBACK (_chess_session_schedule_draft), self);
  g_signal_connect_swapped (game, "notify::modified", G_CALLBACK (_chess_session_schedule_draft), self);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
  _chess_session_update_actions (self);
  g_object_thaw_notify (G_OBJECT (self));
  update_turn (self);
}

/* ------------------------------------------------------------------ */
/* GObject                                                             */

static void
chess_session_dispose (GObject *object)
{
  ChessSession *self = CHESS_SESSION (object);

  _chess_session_end_turn (self);
  for (int side = CHESS_WHITE; side <= CHESS_BLACK; side++)
    if (self->players[side] != NULL)
      {
        _chess_player_attach (self->players[side], NULL, (ChessColor) side);
        g_clear_object (&self->players[side]);
      }
  _chess_session_dispose_drafts (self);
  disconnect_game (self);
  g_clear_object (&self->settings);
  G_OBJECT_CLASS (chess_session_parent_class)->dispose (object);
}

static void
chess_session_finalize (GObject *object)
{
  ChessSession *self = CHESS_SESSION (object);

  if (self->time_source_destroy != NULL)
    self->time_source_destroy (self->time_source_data);
  _chess_game_source_clear (&self->source);
  _chess_game_source_clear (&self->disk);
  g_mutex_clear (&self->disk_lock);
  g_mutex_clear (&self->draft_lock);
  g_clear_error (&self->draft_result);
  g_clear_error (&self->draft_error);
  g_clear_pointer (&self->redo_moves, g_array_unref);
  G_OBJECT_CLASS (chess_session_parent_class)->finalize (object);
}

static void
chess_session_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  ChessSession *self = CHESS_SESSION (object);

  switch (prop_id)
    {
    case PROP_SETTINGS:
      g_value_set_object (value, self->settings);
      break;
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_PAUSED:
      g_value_set_boolean (value, self->paused);
      break;
    case PROP_ANALYSIS_BOARD:
      g_value_set_boolean (value, self->analysis_board);
      break;
    case PROP_CAN_TAKEBACK:
      g_value_set_boolean (value, self->can_takeback);
      break;
    case PROP_CAN_REDO:
      g_value_set_boolean (value, self->can_redo);
      break;
    case PROP_FILE:
      g_value_set_object (value, self->source.file);
      break;
    case PROP_GAME_INDEX:
      g_value_set_uint (value, self->source.index);
      break;
    case PROP_GAME_COUNT:
      g_value_set_uint (value, self->source.count);
      break;
    case PROP_READ_WITH_ERRORS:
      g_value_set_boolean (value, self->source.read_with_errors);
      break;
    case PROP_DRAFTS_FOLDER:
      g_value_set_object (value, self->drafts_folder);
      break;
    case PROP_DRAFT_ERROR:
      g_value_set_boxed (value, self->draft_error);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

void
_chess_session_notify_draft_error (ChessSession *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DRAFT_ERROR]);
}

static void
chess_session_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  ChessSession *self = CHESS_SESSION (object);

  switch (prop_id)
    {
    case PROP_SETTINGS:
      self->settings = g_value_dup_object (value);
      break;
    case PROP_PAUSED:
      chess_session_set_paused (self, g_value_get_boolean (value));
      break;
    case PROP_DRAFTS_FOLDER:
      chess_session_set_drafts_folder (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_session_constructed (GObject *object)
{
  ChessSession *self = CHESS_SESSION (object);
  g_autoptr(ChessGame) game = chess_game_new ();

  G_OBJECT_CLASS (chess_session_parent_class)->constructed (object);

  for (int side = CHESS_WHITE; side <= CHESS_BLACK; side++)
    {
      self->players[side] = chess_player_new_human (NULL);
      _chess_player_attach (self->players[side], self, (ChessColor) side);
    }
  _chess_session_replace_game (self, game, NULL, 0);
}

static void
chess_session_class_init (ChessSessionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  const GParamFlags ro = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->constructed = chess_session_constructed;
  object_class->dispose = chess_session_dispose;
  object_class->finalize = chess_session_finalize;
  object_class->get_property = chess_session_get_property;
  object_class->set_property = chess_session_set_property;

  properties[PROP_SETTINGS] =
    g_param_spec_object ("settings", NULL, NULL, G_TYPE_SETTINGS,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, CHESS_TYPE_GAME, ro);
  properties[PROP_PAUSED] =
    g_param_spec_boolean ("paused", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_TAKEBACK] =
    g_param_spec_boolean ("can-takeback", NULL, NULL, FALSE, ro);
  properties[PROP_CAN_REDO] =
    g_param_spec_boolean ("can-redo", NULL, NULL, FALSE, ro);
  properties[PROP_FILE] =
    g_param_spec_object ("file", NULL, NULL, G_TYPE_FILE, ro);
  properties[PROP_GAME_INDEX] =
    g_param_spec_uint ("game-index", NULL, NULL, 0, G_MAXUINT, 0, ro);
  properties[PROP_GAME_COUNT] =
    g_param_spec_uint ("game-count", NULL, NULL, 0, G_MAXUINT, 0, ro);
  properties[PROP_READ_WITH_ERRORS] =
    g_param_spec_boolean ("read-with-errors", NULL, NULL, FALSE, ro);
  properties[PROP_DRAFTS_FOLDER] =
    g_param_spec_object ("drafts-folder", NULL, NULL, G_TYPE_FILE,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ANALYSIS_BOARD] =
    g_param_spec_boolean ("analysis-board", NULL, NULL, FALSE, ro);
  properties[PROP_DRAFT_ERROR] =
    g_param_spec_boxed ("draft-error", NULL, NULL, G_TYPE_ERROR, ro);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[PLAYER_FAILED] =
    g_signal_new ("player-failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, CHESS_TYPE_PLAYER, G_TYPE_ERROR);
}

static void
chess_session_init (ChessSession *self)
{
  g_mutex_init (&self->disk_lock);
  self->redo_moves = g_array_new (FALSE, FALSE, sizeof (ChessMove));
  _chess_session_init_drafts (self);
}

ChessSession *
chess_session_new (GSettings *settings)
{
  g_return_val_if_fail (settings == NULL || G_IS_SETTINGS (settings), NULL);

  return g_object_new (CHESS_TYPE_SESSION, "settings", settings, NULL);
}

GSettings *
chess_session_get_settings (ChessSession *self)
{
  g_return_val_if_fail (CHESS_IS_SESSION (self), NULL);
  return self->settings;
}

ChessGame *
chess_session_get_game (ChessSession *self)
{
  g_return_val_if_fail (CHESS_IS_SESSION (self), NULL);
  return self->game;
}

/* ------------------------------------------------------------------ */
/* New games                                                           */

ChessGameOptions *
chess_session_dup_default_options (ChessSession *self)
{
  ChessGameOptions *options;
  g_autofree char *tc_text = NULL;

  g_return_val_if_fail (CHESS_IS_SESSION (self), NULL);

  options = chess_game_options_new ();
  if (self->settings == NULL)
    return options;

  tc_text = g_settings_get_string (self->settings, "last-time-control");
  /* A stored value we no longer accept gives no clock rather than none at all. */
  options->time_control = chess_time_control_parse (tc_text, NULL);
  options->white_name = g_settings_get_string (self->settings, "white-name");
  options->black_name = g_settings_get_string (self->settings, "black-name");
  options->clock_starts_immediately =
    g_settings_get_enum (self->settings, "clock-start") == CHESS_CLOCK_START_IMMEDIATELY;
  return options;
}

static gboolean
is_real_name (const char *name)
{
  return name != NULL && name[0] != '\0' && !g_str_equal (name, "?");
}

gboolean
chess_session_new_game (ChessSession            *self,
                        const ChessGameOptions  *options,
                        GError                 **error)
{
  g_autoptr(ChessGameOptions) defaults = NULL;
  g_autoptr(ChessGame) game = NULL;
  ChessClock *clock;

  g_return_val_if_fail (CHESS_IS_SESSION (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (options == NULL)
    options = defaults = chess_session_dup_default_options (self);

  g_return_val_if_fail (options->chess960_number < 960, FALSE);

  if (options->chess960_number >= 0)
    game = chess_game_new_chess960 ((guint) options->chess960_number);
  else if (options->fen != NULL)
    game = chess_game_new_from_fen (options->fen, error);
  else
    game = chess_game_new ();
  if (game == NULL)
    return FALSE;
  if (options->time_control != NULL && chess_time_control_is_timed (options->time_control))
    chess_game_set_time_control (game, options->time_control);
  if (is_real_name (options->white_name))
    chess_game_set_tag (game, "White", options->white_name);
  if (is_real_name (options->black_name))
    chess_game_set_tag (game, "Black", options->black_name);
  chess_game_set_modified (game, FALSE);

  _chess_session_replace_game (self, game, NULL, 0);

  /* After the time source is in place: the first turn starts now. */
  clock = chess_game_get_clock (game);
  if (clock != NULL && options->clock_starts_immediately)
    chess_clock_start (clock, chess_position_side_to_move (chess_game_get_live_position (game)));
  return TRUE;
}

void
chess_session_set_game (ChessSession *self,
                        ChessGame    *game)
{
  g_return_if_fail (CHESS_IS_SESSION (self));
  g_return_if_fail (CHESS_IS_GAME (game));

  if (game != self->game)
    _chess_session_replace_game (self, game, NULL, chess_game_get_n_plies (game));
}

/* ------------------------------------------------------------------ */
/* Players                                                             */

ChessPlayer *
chess_session_get_player (ChessSession *self,
                          ChessColor    side)
{
  g_return_val_if_fail (CHESS_IS_SESSION (self), NULL);
  g_return_val_if_fail (side == CHESS_WHITE || side == CHESS_BLACK, NULL);
  return self->players[side];
}

void
chess_session_set_player (ChessSession *self,
                          ChessColor    side,
                          ChessPlayer  *player)
{
  g_autoptr(ChessPlayer) old = NULL;

  g_return_if_fail (CHESS_IS_SESSION (self));
  g_return_if_fail (side == CHESS_WHITE || side == CHESS_BLACK);
  g_return_if_fail (player == NULL || CHESS_IS_PLAYER (player));

  if (player == self->players[side])
    return;
  if (player != NULL && chess_player_get_session (player) != NULL && chess_player_get_session (player) != self)
    {
      g_critical ("%s: the player already plays in another session", G_STRFUNC);
      return;
    }
  if (self->turn_player == self->players[side])
    _chess_session_end_turn (self);
  old = g_steal_pointer (&self->players[side]);
  if (old != NULL && old != self->players[!side])
    _chess_player_attach (old, NULL, side);
  self->players[side] = player != NULL ? g_object_ref (player) : chess_player_new_human (NULL);
  _chess_player_attach (self->players[side], self, side);
  update_turn (self);
}

void
_chess_session_report_failure (ChessSession *self,
                               ChessPlayer  *player,
                               const GError *error)
{
  /* Alive through the handlers, which may replace it in the session. */
  g_object_ref (player);
  if (player == self->turn_player)
    _chess_session_end_turn (self);
  g_signal_emit (self, signals[PLAYER_FAILED], 0, player, error);
  g_object_unref (player);
}

/* ------------------------------------------------------------------ */
/* Pause                                                               */

gboolean
chess_session_get_paused (ChessSession *self)
{
  g_return_val_if_fail (CHESS_IS_SESSION (self), FALSE);
  return self->paused;
}

void
chess_session_set_paused (ChessSession *self,
                          gboolean      paused)
{
  g_return_if_fail (CHESS_IS_SESSION (self));

  paused = !!paused;
  if (paused && chess_game_is_over (self->game))
    return;
  g_object_freeze_notify (G_OBJECT (self));
  set_paused_internal (self, paused);
  _chess_session_update_actions (self);
  g_object_thaw_notify (G_OBJECT (self));
  update_turn (self);
}

void
chess_session_set_time_source (ChessSession    *self,
                               ChessTimeSource  source,
                               gpointer         user_data,
                               GDestroyNotify   destroy)
{
  ChessClock *clock;

  g_return_if_fail (CHESS_IS_SESSION (self));

  clock = chess_game_get_clock (self->game);
  if (clock != NULL)
    chess_clock_set_time_source (clock, source, user_data, NULL);
  if (self->time_source_destroy != NULL)
    self->time_source_destroy (self->time_source_data);
  self->time_source = source;
  self->time_source_data = user_data;
  self->time_source_destroy = destroy;
}

/* ------------------------------------------------------------------ */
/* Source                                                              */

GFile *
chess_session_get_file (ChessSession *self)
{
  g_return_val_if_fail (CHESS_IS_SESSION (self), NULL);
  return self->source.file;
}

guint
chess_session_get_game_index (ChessSession *self)
{
  g_return_val_if_fail (CHESS_IS_SESSION (self), 0);
  return self->source.index;
}

guint
chess_session_get_game_count (ChessSession *self)
{
  g_return_val_if_fail (CHESS_IS_SESSION (self), 0);
  return self->source.count;
}

gboolean
chess_session_get_read_with_errors (ChessSession *self)
{
  g_return_val_if_fail (CHESS_IS_SESSION (self), FALSE);
  return self->source.read_with_errors;
}
