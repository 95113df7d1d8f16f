/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-sound-cues.c — see chess-sound-cues.h.  The play holds no
 * reference to this: the watcher holds a weak one to the play, so a
 * window that drops the play drops the cues' signals with it. */
#include "config.h"

#include "chess-sound-cues.h"

struct _ChessSoundCues
{
  GObject parent_instance;

  ChessPlay *play;              /* weak */
  ChessSession *session;        /* the play's, held */
  ChessGame *game;              /* followed */
  ChessClock *clock;            /* the game's, followed */
  gboolean over;                /* the game's result as last seen */
  gboolean low[2];              /* low time heard, per side */
};

enum { CUE, N_SIGNALS };
static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (ChessSoundCues, chess_sound_cues, G_TYPE_OBJECT)

static void
cue (ChessSoundCues *self, ChessSoundEvent event)
{
  if (event < CHESS_SOUND_N_EVENTS)
    g_signal_emit (self, signals[CUE], 0, (guint) event);
}

/* The side of the person who hears the game: the computer's opponent,
 * or -1 for two people. */
static int
listener (ChessSoundCues *self)
{
  int engine_side = self->play != NULL ? chess_play_get_engine_side (self->play) : -1;

  return engine_side < 0 ? -1 : (engine_side == CHESS_WHITE ? CHESS_BLACK : CHESS_WHITE);
}

static void
on_move_made (ChessGame      *game,
              ChessNode      *node,
              ChessSoundCues *self)
{
  ChessPosition before;

  if (node == NULL || node->parent == NULL)
    return;
  /* The result's sound says it all: mate is a win or a loss. */
  if (chess_game_is_over (game) && !self->over)
    return;
  chess_record_position_at (chess_game_get_record (game), node->parent, &before);
  cue (self, chess_sound_event_for_move (&before, node->move));
}

static void
on_result_changed (ChessSoundCues *self)
{
  gboolean over = chess_game_is_over (self->game);

  if (over && !self->over)
    cue (self, chess_sound_event_for_result (chess_game_get_result (self->game), listener (self)));
  self->over = over;
}

static void
on_low_time (ChessClock     *clock,
             GParamSpec     *pspec,
             ChessSoundCues *self)
{
  int people = listener (self);

  for (ChessColor side = CHESS_WHITE; side <= CHESS_BLACK; side++)
    {
      if (self->low[side] || !chess_clock_is_low_time (clock, side) || chess_game_is_over (self->game))
        continue;
      if (people >= 0 && (int) side != people)
        continue;       /* the computer's clock is its own affair */
      self->low[side] = TRUE;
      cue (self, CHESS_SOUND_LOW_TIME);
    }
}

static void
follow_clock (ChessSoundCues *self)
{
  ChessClock *clock = chess_game_get_clock (self->game);

  if (clock == self->clock)
    return;
  if (self->clock != NULL)
    g_signal_handlers_disconnect_by_data (self->clock, self);
  g_set_object (&self->clock, clock);
  if (clock == NULL)
    return;
  /* Time already short (a restored game) was heard before. */
  for (ChessColor side = CHESS_WHITE; side <= CHESS_BLACK; side++)
    self->low[side] = chess_clock_is_low_time (clock, side);
  g_signal_connect (clock, "notify::white-low-time", G_CALLBACK (on_low_time), self);
  g_signal_connect (clock, "notify::black-low-time", G_CALLBACK (on_low_time), self);
}

static void
follow_game (ChessSoundCues *self)
{
  ChessGame *game = chess_session_get_game (self->session);

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_set_object (&self->game, game);
  self->over = chess_game_is_over (game);
  g_signal_connect (game, "move-made", G_CALLBACK (on_move_made), self);
  g_signal_connect_swapped (game, "result-changed", G_CALLBACK (on_result_changed), self);
  g_signal_connect_swapped (game, "notify::clock", G_CALLBACK (follow_clock), self);
  g_clear_object (&self->clock);
  follow_clock (self);
}

static void
on_game_started (ChessSoundCues *self)
{
  cue (self, CHESS_SOUND_GAME_START);
}

static void
chess_sound_cues_dispose (GObject *object)
{
  ChessSoundCues *self = CHESS_SOUND_CUES (object);

  if (self->clock != NULL)
    g_signal_handlers_disconnect_by_data (self->clock, self);
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  if (self->play != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->play, self);
      g_object_remove_weak_pointer (G_OBJECT (self->play), (gpointer *) &self->play);
      self->play = NULL;
    }
  g_clear_object (&self->clock);
  g_clear_object (&self->game);
  g_clear_object (&self->session);
  G_OBJECT_CLASS (chess_sound_cues_parent_class)->dispose (object);
}

static void
chess_sound_cues_class_init (ChessSoundCuesClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = chess_sound_cues_dispose;
  signals[CUE] = g_signal_new ("cue", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                               NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
}

static void
chess_sound_cues_init (ChessSoundCues *self)
{
}

ChessSoundCues *
chess_sound_cues_new (ChessPlay *play)
{
  ChessSoundCues *self;

  g_return_val_if_fail (CHESS_IS_PLAY (play), NULL);

  self = g_object_new (CHESS_TYPE_SOUND_CUES, NULL);
  self->play = play;
  g_object_add_weak_pointer (G_OBJECT (play), (gpointer *) &self->play);
  self->session = g_object_ref (chess_play_get_session (play));
  g_signal_connect_swapped (self->session, "notify::game", G_CALLBACK (follow_game), self);
  g_signal_connect_swapped (play, "game-started", G_CALLBACK (on_game_started), self);
  follow_game (self);
  return self;
}
