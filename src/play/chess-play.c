/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-play.c — ChessPlay (see the header).
 *
 * One notice per change: the game and the session emit several signals for
 * one move (position, result, offer, claim, takeback, redo), so each only
 * marks the state dirty.  An act runs inside begin/end and flushes once at
 * its end.  A change from elsewhere (the engine's move, a flag falling,
 * navigation, an edit) is announced at once, when what is announced (the
 * actions, the title, the game, its current move and change serial) differs
 * from the last notice: the signals after the first of one change find
 * nothing new.  Callers read the views right after a call, so no idle. */
#include "config.h"

#include <stdlib.h>
#include <string.h>
#include <glib/gi18n.h>

#include "chess-play-private.h"

G_DEFINE_FINAL_TYPE (ChessPlay, chess_play, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_TITLE,
  PROP_TABLEBASE_ADJUDICATION,
  PROP_CAN_FIRST,
  N_PROPS = PROP_CAN_FIRST + N_CANS
};

static const char *const can_names[N_CANS] = {
  "can-resign", "can-offer-draw", "can-claim-draw", "can-take-back", "can-redo", "can-pause", "can-hint",
  "can-review", "can-rematch",
};

static GParamSpec *properties[N_PROPS];
guint _chess_play_signals[CHESS_PLAY_N_SIGNALS];

/* The engine's level and program, beside the PGN's WhiteType/BlackType, so
 * that a restored game is played on by the same engine. */
#define LEVEL_TAG "EngineLevel"
#define PATH_TAG "EnginePath"

/* ---- the state -------------------------------------------------------- */

gboolean
_chess_play_is_real_name (const char *name)
{
  return name != NULL && name[0] != '\0' && g_strcmp0 (name, "?") != 0;
}

static char *
make_title (ChessPlay *self)
{
  GFile *file = chess_session_get_file (self->session);
  g_autofree char *title = NULL;

  if (file != NULL)
    {
      g_autofree char *name = g_file_get_basename (file);
      guint count = chess_session_get_game_count (self->session);

      if (count > 1)
        /* Translators: the title of a game from a file of many games:
         * "Fischer.pgn — game 500 of 827" */
        title = g_strdup_printf (_("%s — game %u of %u"), name, chess_session_get_game_index (self->session) + 1,
                                 count);
      else
        title = g_steal_pointer (&name);
      if (chess_game_get_modified (self->game))
        {
          char *marked = g_strconcat ("• ", title, NULL);
          g_free (title);
          title = marked;
        }
    }
  else
    {
      const char *white = chess_game_get_tag (self->game, "White");
      const char *black = chess_game_get_tag (self->game, "Black");

      if (_chess_play_is_real_name (white) || _chess_play_is_real_name (black))
        /* Translators: the players' names in the title, "Anna – Boris" */
        title = g_strdup_printf (_("%s – %s"), _chess_play_is_real_name (white) ? white : _("White"),
                                 _chess_play_is_real_name (black) ? black : _("Black"));
      else
        title = g_strdup (_("Chess"));
    }
  return g_steal_pointer (&title);
}

static gboolean
compute (ChessPlay *self,
         Can        can)
{
  ChessGame *game = self->game;
  /* An analysis board is nobody's game: nothing to pause, resign or offer. */
  gboolean over = chess_game_is_over (game) || chess_session_get_analysis_board (self->session);
  gboolean paused = chess_session_get_paused (self->session);
  gboolean playing = !over && !paused;
  int side = chess_engine_opponent_get_side (self->opponent);
  gboolean claim = FALSE;

  switch (can)
    {
    case CAN_RESIGN:
      return playing;
    case CAN_OFFER_DRAW:
      return playing && chess_game_get_draw_offer (game) < 0;
    case CAN_CLAIM_DRAW:
      if (playing)
        g_object_get (game, "can-claim-draw", &claim, NULL);
      return claim;
    case CAN_TAKE_BACK:
      return chess_session_can_takeback (self->session);
    case CAN_REDO:
      return chess_session_can_redo (self->session);
    case CAN_PAUSE:
      return !over;
    case CAN_HINT:
      return side >= 0 && !chess_game_is_over (game) && !paused && chess_game_is_at_live_position (game)
             && (int) chess_play_live_side (self) != side;
    case CAN_REVIEW:
      return !_chess_play_is_being_played (self);
    case CAN_REMATCH:
      return _chess_play_can_rematch (self);
    case N_CANS:
    default:
      break;
    }
  g_return_val_if_reached (FALSE);
}

/* Announces the change: the properties that differ, then "changed". */
static void
flush (ChessPlay *self)
{
  g_autofree char *title = NULL;

  gboolean values[N_CANS];
  gboolean differs;

  if (!self->dirty)
    return;
  self->dirty = FALSE;
  for (Can can = 0; can < N_CANS; can++)
    values[can] = compute (self, can);
  title = make_title (self);
  differs = memcmp (values, self->can, sizeof values) != 0 || g_strcmp0 (title, self->title) != 0
            || self->shown_game != self->game || self->shown_node != chess_game_get_current_node (self->game)
            || self->shown_serial != chess_game_get_change_serial (self->game)
            || self->shown_paused != chess_session_get_paused (self->session)
            || self->shown_side != chess_engine_opponent_get_side (self->opponent);
  if (!differs)
    return;
  self->shown_game = self->game;
  self->shown_node = chess_game_get_current_node (self->game);
  self->shown_serial = chess_game_get_change_serial (self->game);
  self->shown_paused = chess_session_get_paused (self->session);
  self->shown_side = chess_engine_opponent_get_side (self->opponent);

  g_object_ref (self);
  g_object_freeze_notify (G_OBJECT (self));
  for (Can can = 0; can < N_CANS; can++)
    if (values[can] != self->can[can])
      {
        self->can[can] = values[can];
        g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_FIRST + can]);
      }
  if (g_strcmp0 (title, self->title) != 0)
    {
      g_free (self->title);
      self->title = g_steal_pointer (&title);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TITLE]);
    }
  g_signal_emit (self, _chess_play_signals[CHESS_PLAY_SIGNAL_CHANGED], 0);
  g_object_thaw_notify (G_OBJECT (self));
  g_object_unref (self);
}

static void
mark_changed (ChessPlay *self)
{
  self->dirty = TRUE;
  if (self->depth == 0)
    flush (self);
}

static void
begin (ChessPlay *self)
{
  self->depth++;
}

static void
end (ChessPlay *self)
{
  g_assert (self->depth > 0);
  if (--self->depth == 0)
    flush (self);
}

void
_chess_play_begin (ChessPlay *self)
{
  begin (self);
}

void
_chess_play_end (ChessPlay *self)
{
  end (self);
}

/* ---- the engine of a restored game ------------------------------------ */

static void
write_engine_tags (ChessPlay *self)
{
  const ChessEngineLevel *level = chess_engine_opponent_get_level (self->opponent);
  g_autofree char *number = NULL;

  if (chess_engine_opponent_get_side (self->opponent) < 0 || level == NULL)
    return;
  number = g_strdup_printf ("%d", level->number);
  chess_game_set_tag (self->game, LEVEL_TAG, number);
  chess_game_set_tag (self->game, PATH_TAG, chess_engine_opponent_get_path (self->opponent));
}

/* A game in progress whose tags say the computer played one side (a
 * restored draft) is played on against it. */
static void
seat_tagged_engine (ChessPlay *self)
{
  const char *path = chess_game_get_tag (self->game, PATH_TAG);
  const char *number = chess_game_get_tag (self->game, LEVEL_TAG);
  const ChessEngineLevel *level = number != NULL ? chess_engine_level_get (atoi (number)) : NULL;
  int side = -1;

  if (chess_game_is_over (self->game) || chess_engine_opponent_get_side (self->opponent) >= 0)
    return;
  if (g_strcmp0 (chess_game_get_tag (self->game, "WhiteType"), "program") == 0)
    side = CHESS_WHITE;
  else if (g_strcmp0 (chess_game_get_tag (self->game, "BlackType"), "program") == 0)
    side = CHESS_BLACK;
  if (side < 0 || path == NULL || level == NULL)
    return;
  chess_engine_opponent_set_book (self->opponent, self->book_path);
  chess_engine_opponent_play (self->opponent, (ChessColor) side, path, level);
}

/* ---- signals of the game, the session and the opponent ---------------- */

static void
on_game_replaced (ChessPlay *self)
{
  ChessGame *game = chess_session_get_game (self->session);

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_set_object (&self->game, game);
  _chess_play_note_origin (self);
  g_signal_connect_swapped (game, "position-changed", G_CALLBACK (mark_changed), self);
  g_signal_connect_swapped (game, "position-changed", G_CALLBACK (_chess_play_tablebase_position_changed), self);
  g_signal_connect_swapped (game, "result-changed", G_CALLBACK (mark_changed), self);
  g_signal_connect_swapped (game, "result-changed", G_CALLBACK (_chess_play_tablebase_position_changed), self);
  g_signal_connect_swapped (game, "result-changed", G_CALLBACK (_chess_play_library_result_changed), self);
  g_signal_connect_swapped (game, "notify::draw-offer", G_CALLBACK (mark_changed), self);
  g_signal_connect_swapped (game, "notify::can-claim-draw", G_CALLBACK (mark_changed), self);
  g_signal_connect_swapped (game, "notify::modified", G_CALLBACK (mark_changed), self);
  g_signal_connect_swapped (game, "notify::clock", G_CALLBACK (mark_changed), self);
  /* edits, and any change that ends a deletion's undo */
  g_signal_connect_swapped (game, "changed", G_CALLBACK (mark_changed), self);
  g_signal_connect_swapped (game, "changed", G_CALLBACK (_chess_play_review_game_changed), self);
  _chess_play_draw_forget (self);
  _chess_play_tablebase_position_changed (self);
  _chess_play_review_forget (self);
  mark_changed (self);
}

static void
on_opponent_changed (ChessPlay *self)
{
  write_engine_tags (self);
  _chess_play_draw_follow_engine (self);
  _chess_play_tablebase_opponent_changed (self);
  mark_changed (self);
}

/* ---- acts ------------------------------------------------------------- */

ChessColor
chess_play_live_side (ChessPlay *self)
{
  g_return_val_if_fail (CHESS_IS_PLAY (self), CHESS_WHITE);
  return chess_position_side_to_move (chess_game_get_live_position (self->game));
}

gboolean
chess_play_move (ChessPlay  *self,
                 ChessMove   move,
                 GError    **error)
{
  gboolean played;

  g_return_val_if_fail (CHESS_IS_PLAY (self), FALSE);
  begin (self);
  played = chess_session_play_move (self->session, move, error);
  end (self);
  return played;
}

gboolean
chess_play_resign (ChessPlay *self)
{
  g_return_val_if_fail (CHESS_IS_PLAY (self), FALSE);
  if (!compute (self, CAN_RESIGN))
    return FALSE;
  begin (self);
  chess_game_resign (self->game, chess_play_live_side (self));
  end (self);
  return TRUE;
}

gboolean
chess_play_offer_draw (ChessPlay *self)
{
  int engine_side;
  gboolean declined = FALSE;

  g_return_val_if_fail (CHESS_IS_PLAY (self), FALSE);
  if (!compute (self, CAN_OFFER_DRAW))
    return FALSE;
  engine_side = chess_engine_opponent_get_side (self->opponent);
  begin (self);
  if (engine_side < 0)
    chess_game_offer_draw (self->game, chess_play_live_side (self));
  else
    {
      /* The person offers, whoever is to move; the computer answers. */
      ChessColor computer = (ChessColor) engine_side;

      chess_game_offer_draw (self->game, computer == CHESS_WHITE ? CHESS_BLACK : CHESS_WHITE);
      declined = !_chess_play_draw_engine_accepts (self);
      chess_game_answer_draw_offer (self->game, computer, !declined);
    }
  end (self);
  if (declined)
    g_signal_emit (self, _chess_play_signals[CHESS_PLAY_SIGNAL_DRAW_DECLINED], 0);
  return TRUE;
}

gboolean
chess_play_answer_draw (ChessPlay *self,
                        gboolean   accept)
{
  int offer;
  gboolean answered;

  g_return_val_if_fail (CHESS_IS_PLAY (self), FALSE);
  offer = chess_game_get_draw_offer (self->game);
  if (offer < 0)
    return FALSE;
  begin (self);
  answered = chess_game_answer_draw_offer (self->game, offer == CHESS_WHITE ? CHESS_BLACK : CHESS_WHITE, accept);
  end (self);
  return answered;
}

gboolean
chess_play_claim_draw (ChessPlay *self)
{
  gboolean claimed;

  g_return_val_if_fail (CHESS_IS_PLAY (self), FALSE);
  begin (self);
  claimed = chess_game_claim_draw (self->game, CHESS_MOVE_NONE);
  end (self);
  return claimed;
}

gboolean
chess_play_take_back (ChessPlay *self)
{
  gboolean taken;

  g_return_val_if_fail (CHESS_IS_PLAY (self), FALSE);
  begin (self);
  if (chess_engine_opponent_get_side (self->opponent) < 0)
    taken = chess_session_takeback (self->session);
  else
    taken = chess_engine_opponent_takeback (self->opponent);
  end (self);
  return taken;
}

gboolean
chess_play_redo (ChessPlay *self)
{
  gboolean redone;

  g_return_val_if_fail (CHESS_IS_PLAY (self), FALSE);
  begin (self);
  redone = chess_session_redo (self->session);
  end (self);
  return redone;
}

void
chess_play_set_paused (ChessPlay *self,
                       gboolean   paused)
{
  g_return_if_fail (CHESS_IS_PLAY (self));
  begin (self);
  chess_session_set_paused (self->session, paused);
  end (self);
}

gboolean
chess_play_new_game (ChessPlay               *self,
                     const ChessGameOptions  *options,
                     GError                 **error)
{
  gboolean made;

  g_return_val_if_fail (CHESS_IS_PLAY (self), FALSE);
  begin (self);
  made = chess_session_new_game (self->session, options, error);
  end (self);
  if (made)
    g_signal_emit (self, _chess_play_signals[CHESS_PLAY_SIGNAL_GAME_STARTED], 0);
  return made;
}

void
chess_play_play_computer (ChessPlay              *self,
                          ChessColor              engine_side,
                          const char             *path,
                          const ChessEngineLevel *level)
{
  g_return_if_fail (CHESS_IS_PLAY (self));
  g_return_if_fail (path != NULL && level != NULL);

  begin (self);
  chess_engine_opponent_set_book (self->opponent, self->book_path);
  chess_engine_opponent_play (self->opponent, engine_side, path, level);
  end (self);
}

gboolean
chess_play_new_computer_game (ChessPlay               *self,
                              const ChessGameOptions  *options,
                              ChessColor               engine_side,
                              const char              *path,
                              const ChessEngineLevel  *level,
                              GError                 **error)
{
  g_return_val_if_fail (CHESS_IS_PLAY (self), FALSE);
  g_return_val_if_fail (path != NULL && level != NULL, FALSE);

  begin (self);
  if (!chess_session_new_game (self->session, options, error))
    {
      end (self);
      return FALSE;
    }
  chess_play_play_computer (self, engine_side, path, level);
  end (self);
  g_signal_emit (self, _chess_play_signals[CHESS_PLAY_SIGNAL_GAME_STARTED], 0);
  return TRUE;
}

void
chess_play_hint_async (ChessPlay           *self,
                       guint                movetime_ms,
                       GCancellable        *cancellable,
                       GAsyncReadyCallback  callback,
                       gpointer             user_data)
{
  g_return_if_fail (CHESS_IS_PLAY (self));
  chess_engine_opponent_hint_async (self->opponent, movetime_ms, cancellable, callback, user_data);
}

ChessMove
chess_play_hint_finish (ChessPlay     *self,
                        GAsyncResult  *result,
                        GError       **error)
{
  g_return_val_if_fail (CHESS_IS_PLAY (self), CHESS_MOVE_NONE);
  return chess_engine_opponent_hint_finish (self->opponent, result, error);
}

/* ---- accessors -------------------------------------------------------- */

ChessSession *
chess_play_get_session (ChessPlay *self)
{
  g_return_val_if_fail (CHESS_IS_PLAY (self), NULL);
  return self->session;
}

ChessGame *
chess_play_get_game (ChessPlay *self)
{
  g_return_val_if_fail (CHESS_IS_PLAY (self), NULL);
  return self->game;
}

ChessEngineOpponent *
chess_play_get_opponent (ChessPlay *self)
{
  g_return_val_if_fail (CHESS_IS_PLAY (self), NULL);
  return self->opponent;
}

int
chess_play_get_engine_side (ChessPlay *self)
{
  g_return_val_if_fail (CHESS_IS_PLAY (self), -1);
  return chess_engine_opponent_get_side (self->opponent);
}

void
chess_play_set_book (ChessPlay  *self,
                     const char *book_path)
{
  g_return_if_fail (CHESS_IS_PLAY (self));
  g_free (self->book_path);
  self->book_path = g_strdup (book_path);
}

/* The getters answer for now, not for the last notice: an act's caller
 * may ask before the flush. */
#define CAN_GETTER(name, can) \
  gboolean chess_play_get_##name (ChessPlay *self) \
  { \
    g_return_val_if_fail (CHESS_IS_PLAY (self), FALSE); \
    return compute (self, can); \
  }
CAN_GETTER (can_resign, CAN_RESIGN)
CAN_GETTER (can_offer_draw, CAN_OFFER_DRAW)
CAN_GETTER (can_claim_draw, CAN_CLAIM_DRAW)
CAN_GETTER (can_take_back, CAN_TAKE_BACK)
CAN_GETTER (can_redo, CAN_REDO)
CAN_GETTER (can_pause, CAN_PAUSE)
CAN_GETTER (can_hint, CAN_HINT)
CAN_GETTER (can_review, CAN_REVIEW)
CAN_GETTER (can_rematch, CAN_REMATCH)
#undef CAN_GETTER

char *
chess_play_describe_state (ChessPlay *self,
                           gboolean   compact)
{
  ChessGame *game;
  const ChessPosition *pos;
  char *state;

  g_return_val_if_fail (CHESS_IS_PLAY (self), NULL);

  /* the session's game: a view may ask before the play has heard of it */
  game = chess_session_get_game (self->session);
  pos = chess_game_get_position (game);
  if (chess_game_is_over (game))
    state = chess_game_describe_result (game);
  else if (chess_session_get_paused (self->session))
    state = g_strdup (_("Paused"));
  else if (!chess_game_is_at_live_position (game))
    state = g_strdup (_("Reviewing an earlier position"));
  else
    {
      ChessColor side = chess_position_side_to_move (pos);
      ChessClock *clock = chess_game_get_clock (game);
      g_autofree char *tc = clock ? chess_time_control_describe (chess_clock_get_time_control (clock)) : NULL;
      const char *to_move;

      if (chess_position_in_check (pos))
        to_move = side == CHESS_WHITE ? _("White to move, in check") : _("Black to move, in check");
      else
        to_move = side == CHESS_WHITE ? _("White to move") : _("Black to move");
      /* Compact: the time control alone (the clock of the side to move
       * stands out already); a check is still said. */
      if (compact && tc != NULL)
        state = chess_position_in_check (pos) ? g_strdup_printf ("%s · %s", _("Check"), tc) : g_strdup (tc);
      else
        state = tc != NULL ? g_strdup_printf ("%s · %s", to_move, tc) : g_strdup (to_move);
    }
  /* a game of other rules says so while it lasts and after */
  if (pos->chess960 && !chess_session_get_paused (self->session))
    {
      char *marked = g_strdup_printf ("%s · %s", state, _("Chess960"));

      g_free (state);
      state = marked;
    }
  return state;
}

const char *
chess_play_get_title (ChessPlay *self)
{
  g_return_val_if_fail (CHESS_IS_PLAY (self), NULL);
  /* Fresh: a tag (an engine's name) may have changed since the notice. */
  g_free (self->fresh_title);
  self->fresh_title = make_title (self);
  return self->fresh_title;
}

/* ---- GObject ---------------------------------------------------------- */

static void
chess_play_dispose (GObject *object)
{
  ChessPlay *self = CHESS_PLAY (object);

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  if (self->opponent != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->opponent, self);
      /* The engine leaves with its owner; the session may outlive it. */
      chess_engine_opponent_leave (self->opponent);
    }
  g_clear_object (&self->opponent);
  if (self->evaluating_engine != NULL)
    g_signal_handlers_disconnect_by_data (self->evaluating_engine, self);
  g_clear_object (&self->evaluating_engine);
  _chess_play_library_dispose (self);
  _chess_play_tablebase_dispose (self);
  _chess_play_review_forget (self);
  g_clear_object (&self->session);
  g_clear_object (&self->catalog);
  G_OBJECT_CLASS (chess_play_parent_class)->dispose (object);
}

static void
chess_play_finalize (GObject *object)
{
  ChessPlay *self = CHESS_PLAY (object);

  g_free (self->book_path);
  g_free (self->title);
  g_free (self->fresh_title);
  G_OBJECT_CLASS (chess_play_parent_class)->finalize (object);
}

static void
chess_play_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  ChessPlay *self = CHESS_PLAY (object);

  if (prop_id == PROP_TITLE)
    g_value_set_string (value, chess_play_get_title (self));
  else if (prop_id == PROP_TABLEBASE_ADJUDICATION)
    g_value_set_boolean (value, self->adjudicate);
  else if (prop_id >= PROP_CAN_FIRST && prop_id < N_PROPS)
    g_value_set_boolean (value, compute (self, (Can) (prop_id - PROP_CAN_FIRST)));
  else
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
}

static void
chess_play_set_property (GObject      *object,
                         guint         prop_id,
                         const GValue *value,
                         GParamSpec   *pspec)
{
  if (prop_id == PROP_TABLEBASE_ADJUDICATION)
    chess_play_set_tablebase_adjudication (CHESS_PLAY (object), g_value_get_boolean (value));
  else
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
}

static void
chess_play_class_init (ChessPlayClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = chess_play_dispose;
  object_class->finalize = chess_play_finalize;
  object_class->get_property = chess_play_get_property;
  object_class->set_property = chess_play_set_property;

  properties[PROP_TITLE] =
    g_param_spec_string ("title", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_TABLEBASE_ADJUDICATION] =
    g_param_spec_boolean ("tablebase-adjudication", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  for (Can can = 0; can < N_CANS; can++)
    properties[PROP_CAN_FIRST + can] =
      g_param_spec_boolean (can_names[can], NULL, NULL, FALSE,
                            G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  _chess_play_signals[CHESS_PLAY_SIGNAL_CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
  _chess_play_signals[CHESS_PLAY_SIGNAL_LIBRARY_ADDED] =
    g_signal_new ("library-added", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, G_TYPE_INT64, G_TYPE_ERROR);
  _chess_play_signals[CHESS_PLAY_SIGNAL_DRAW_DECLINED] =
    g_signal_new ("draw-declined", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
  _chess_play_signals[CHESS_PLAY_SIGNAL_REVIEW_PROGRESS] =
    g_signal_new ("review-progress", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_UINT);
  _chess_play_signals[CHESS_PLAY_SIGNAL_REVIEW_FINISHED] =
    g_signal_new ("review-finished", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, G_TYPE_DOUBLE, G_TYPE_DOUBLE);
  _chess_play_signals[CHESS_PLAY_SIGNAL_REVIEW_FAILED] =
    g_signal_new ("review-failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_ERROR);
  _chess_play_signals[CHESS_PLAY_SIGNAL_REVIEW_STOPPED] =
    g_signal_new ("review-stopped", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
  _chess_play_signals[CHESS_PLAY_SIGNAL_GAME_STARTED] =
    g_signal_new ("game-started", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
}

static void
chess_play_init (ChessPlay *self)
{
  self->adjudicate = TRUE;
}

ChessPlay *
chess_play_new (ChessSession       *session,
                ChessEngineCatalog *catalog,
                const char         *book_path)
{
  ChessPlay *self;

  g_return_val_if_fail (CHESS_IS_SESSION (session), NULL);
  g_return_val_if_fail (CHESS_IS_ENGINE_CATALOG (catalog), NULL);

  self = g_object_new (CHESS_TYPE_PLAY, NULL);
  self->session = g_object_ref (session);
  self->catalog = g_object_ref (catalog);
  self->book_path = g_strdup (book_path);
  self->opponent = chess_engine_opponent_new (session, catalog, book_path);
  g_signal_connect_swapped (self->opponent, "changed", G_CALLBACK (on_opponent_changed), self);
  g_signal_connect_swapped (session, "notify::game", G_CALLBACK (on_game_replaced), self);
  g_signal_connect_swapped (session, "notify::paused", G_CALLBACK (mark_changed), self);
  g_signal_connect_swapped (session, "notify::can-takeback", G_CALLBACK (mark_changed), self);
  g_signal_connect_swapped (session, "notify::can-redo", G_CALLBACK (mark_changed), self);
  g_signal_connect_swapped (session, "notify::file", G_CALLBACK (mark_changed), self);
  g_signal_connect_swapped (session, "notify::game-index", G_CALLBACK (mark_changed), self);
  g_signal_connect_swapped (session, "notify::game-count", G_CALLBACK (mark_changed), self);
  g_signal_connect_swapped (session, "notify::analysis-board", G_CALLBACK (mark_changed), self);
  begin (self);
  on_game_replaced (self);
  seat_tagged_engine (self);
  end (self);
  return self;
}
