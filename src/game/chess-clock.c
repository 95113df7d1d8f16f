/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-clock.c — a two-sided chess clock that cannot drift.
 *
 * State: for each side the time it had when its current stretch of running
 * began (`stored`), and for the running side the instant that stretch
 * began (`segment_start`).  Everything shown is computed from the time
 * source; nothing is ever decremented per tick.  A pause or a press folds
 * the running stretch into `stored`.  The state and the small time
 * computations are in chess-clock-private.h; what a display needs (digits,
 * their next change, low time) is in chess-clock-display.c. */
#include "config.h"

#include "chess-clock-private.h"

typedef struct {
  GSource source;
  ChessClock *clock;   /* not a reference: the clock destroys the source */
} ChessClockSource;

G_DEFINE_FINAL_TYPE (ChessClock, chess_clock, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_TIME_CONTROL,
  PROP_RUNNING_SIDE,
  PROP_PAUSED,
  PROP_STOPPED,
  PROP_LOW_TIME_THRESHOLD,
  PROP_WHITE_LOW_TIME,
  PROP_BLACK_LOW_TIME,
  PROP_WHITE_REMAINING,
  PROP_BLACK_REMAINING,
  N_PROPS
};

enum {
  SIGNAL_FLAG_FELL,
  SIGNAL_CHANGED,
  SIGNAL_DISPLAY_CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void arm_timer (ChessClock *self, gint64 now);

/* Moves the running stretch up to `now` into the stored values. */
static void
fold (ChessClock *self, gint64 now)
{
  gint64 elapsed = segment_elapsed (self, now);
  int side = self->running;

  if (!is_running (self))
    return;
  if (self->timed)
    {
      gint64 waited = MIN (elapsed, self->delay_left);

      self->stored[side] = MAX (0, self->stored[side] - (elapsed - waited));
      self->delay_left -= waited;
      if (chess_time_control_get_kind (self->time_control) == CHESS_TIME_CONTROL_SANDCLOCK)
        self->stored[!side] = sat_add (self->stored[!side], elapsed);
    }
  self->turn_used = sat_add (self->turn_used, elapsed);
  self->segment_start = now;
}

static void
notify_remaining (ChessClock *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_WHITE_REMAINING]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BLACK_REMAINING]);
}

static void
sync_low_time (ChessClock *self, gint64 now)
{
  for (int side = 0; side < 2; side++)
    {
      gboolean low = chess_clock_low_time_at (self, side, now);

      if (low != self->low[side])
        {
          self->low[side] = low;
          g_object_notify_by_pspec (G_OBJECT (self),
                                    properties[side == CHESS_WHITE ? PROP_WHITE_LOW_TIME
                                                                   : PROP_BLACK_LOW_TIME]);
        }
    }
}

/* After any state change: notify low time, re-arm, say "changed". */
static void
state_changed (ChessClock *self, gint64 now)
{
  sync_low_time (self, now);
  arm_timer (self, now);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

/* The flag of the running side fell at flag_instant (≤ now). */
static void
flag_fall (ChessClock *self, gint64 now)
{
  int side = self->running;
  gint64 at = MIN (now, flag_instant (self));

  fold (self, at);
  self->stored[side] = 0;
  self->flagged[side] = TRUE;
  self->running = -1;
  self->stopped = TRUE;

  g_object_freeze_notify (G_OBJECT (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RUNNING_SIDE]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STOPPED]);
  notify_remaining (self);
  sync_low_time (self, now);
  arm_timer (self, now);
  g_object_thaw_notify (G_OBJECT (self));
  g_signal_emit (self, signals[SIGNAL_FLAG_FELL], 0, side);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

/* Flags now if due.  Returns TRUE if it did. */
static gboolean
flag_if_due (ChessClock *self, gint64 now)
{
  if (!flag_is_due (self, now))
    return FALSE;
  flag_fall (self, now);
  return TRUE;
}

/* ---- The timer ---------------------------------------------------------- */

static gboolean
clock_source_dispatch (GSource *source, GSourceFunc callback, gpointer user_data)
{
  ChessClock *clock = g_object_ref (((ChessClockSource *) source)->clock);

  g_source_set_ready_time (source, -1);
  chess_clock_check_flag (clock);   /* re-arms */
  g_object_unref (clock);
  return G_SOURCE_CONTINUE;
}

static GSourceFuncs clock_source_funcs = {
  .dispatch = clock_source_dispatch,
};

/* One GSource, ready at the next display change — which includes every
 * low-time crossing and, exactly, the flag fall. */
static void
arm_timer (ChessClock *self, gint64 now)
{
  gint64 ready = -1;

  self->display_due = chess_clock_next_display_change_at (self, now);
  if (self->timer == NULL)
    return;
  if (self->time_source == NULL && self->display_due != G_MAXINT64)
    ready = MIN (self->display_due, flag_instant (self));
  g_source_set_ready_time (self->timer, ready);
}

/* ---- Construction ------------------------------------------------------- */

static void
chess_clock_constructed (GObject *object)
{
  ChessClock *self = CHESS_CLOCK (object);
  const ChessTimePeriod *first;

  G_OBJECT_CLASS (chess_clock_parent_class)->constructed (object);

  if (self->time_control == NULL)
    self->time_control = chess_time_control_new_none ();
  self->timed = chess_time_control_is_timed (self->time_control);
  first = chess_time_control_period_for_move (self->time_control, 0, NULL);
  for (int side = 0; side < 2; side++)
    {
      self->stored[side] = first ? first->duration_us : 0;
      self->low[side] = chess_clock_low_time_at (self, side, 0);
    }

  self->timer = g_source_new (&clock_source_funcs, sizeof (ChessClockSource));
  ((ChessClockSource *) self->timer)->clock = self;
  g_source_set_static_name (self->timer, "ChessClock flag");
  g_source_set_priority (self->timer, G_PRIORITY_HIGH);
  g_source_attach (self->timer, g_main_context_get_thread_default ());
}

static void
chess_clock_dispose (GObject *object)
{
  ChessClock *self = CHESS_CLOCK (object);

  if (self->timer)
    {
      g_source_destroy (self->timer);
      g_clear_pointer (&self->timer, g_source_unref);
    }
  G_OBJECT_CLASS (chess_clock_parent_class)->dispose (object);
}

static void
chess_clock_finalize (GObject *object)
{
  ChessClock *self = CHESS_CLOCK (object);

  if (self->time_source_destroy)
    self->time_source_destroy (self->time_source_data);
  g_clear_pointer (&self->time_control, chess_time_control_free);
  G_OBJECT_CLASS (chess_clock_parent_class)->finalize (object);
}

static void
chess_clock_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  ChessClock *self = CHESS_CLOCK (object);

  switch (prop_id)
    {
    case PROP_TIME_CONTROL:
      g_value_set_boxed (value, self->time_control);
      break;
    case PROP_RUNNING_SIDE:
      g_value_set_int (value, chess_clock_get_running_side (self));
      break;
    case PROP_PAUSED:
      g_value_set_boolean (value, self->paused);
      break;
    case PROP_STOPPED:
      g_value_set_boolean (value, self->stopped);
      break;
    case PROP_LOW_TIME_THRESHOLD:
      g_value_set_int64 (value, self->low_time_threshold);
      break;
    case PROP_WHITE_LOW_TIME:
      g_value_set_boolean (value, chess_clock_is_low_time (self, CHESS_WHITE));
      break;
    case PROP_BLACK_LOW_TIME:
      g_value_set_boolean (value, chess_clock_is_low_time (self, CHESS_BLACK));
      break;
    case PROP_WHITE_REMAINING:
      g_value_set_int64 (value, chess_clock_get_remaining (self, CHESS_WHITE));
      break;
    case PROP_BLACK_REMAINING:
      g_value_set_int64 (value, chess_clock_get_remaining (self, CHESS_BLACK));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_clock_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  ChessClock *self = CHESS_CLOCK (object);

  switch (prop_id)
    {
    case PROP_TIME_CONTROL:
      {
        const ChessTimeControl *tc = g_value_get_boxed (value);

        g_clear_pointer (&self->time_control, chess_time_control_free);
        self->time_control = tc ? chess_time_control_copy (tc) : NULL;
      }
      break;
    case PROP_LOW_TIME_THRESHOLD:
      chess_clock_set_low_time_threshold (self, g_value_get_int64 (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_clock_class_init (ChessClockClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->constructed = chess_clock_constructed;
  object_class->dispose = chess_clock_dispose;
  object_class->finalize = chess_clock_finalize;
  object_class->get_property = chess_clock_get_property;
  object_class->set_property = chess_clock_set_property;

  properties[PROP_TIME_CONTROL] =
    g_param_spec_boxed ("time-control", NULL, NULL, CHESS_TYPE_TIME_CONTROL,
                        G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_RUNNING_SIDE] =
    g_param_spec_int ("running-side", NULL, NULL, -1, CHESS_BLACK, -1,
                      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PAUSED] =
    g_param_spec_boolean ("paused", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_STOPPED] =
    g_param_spec_boolean ("stopped", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_LOW_TIME_THRESHOLD] =
    g_param_spec_int64 ("low-time-threshold", NULL, NULL, 0, CLOCK_LIMIT_US,
                        CHESS_CLOCK_DEFAULT_LOW_TIME_US,
                        G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_WHITE_LOW_TIME] =
    g_param_spec_boolean ("white-low-time", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_BLACK_LOW_TIME] =
    g_param_spec_boolean ("black-low-time", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_WHITE_REMAINING] =
    g_param_spec_int64 ("white-remaining", NULL, NULL, 0, G_MAXINT64, 0,
                        G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_BLACK_REMAINING] =
    g_param_spec_int64 ("black-remaining", NULL, NULL, 0, G_MAXINT64, 0,
                        G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[SIGNAL_FLAG_FELL] =
    g_signal_new ("flag-fell", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, CHESS_TYPE_COLOR);
  signals[SIGNAL_CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[SIGNAL_DISPLAY_CHANGED] =
    g_signal_new ("display-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
chess_clock_init (ChessClock *self)
{
  self->running = -1;
  self->low_time_threshold = CHESS_CLOCK_DEFAULT_LOW_TIME_US;
  self->display_due = G_MAXINT64;
}

ChessClock *
chess_clock_new (const ChessTimeControl *time_control)
{
  return g_object_new (CHESS_TYPE_CLOCK, "time-control", time_control, NULL);
}

void
chess_clock_set_time_source (ChessClock *self, ChessTimeSource source,
                             gpointer user_data, GDestroyNotify destroy)
{
  gint64 now;

  g_return_if_fail (CHESS_IS_CLOCK (self));

  now = now_of (self);
  if (!flag_if_due (self, now))
    fold (self, now);
  if (self->time_source_destroy)
    self->time_source_destroy (self->time_source_data);
  self->time_source = source;
  self->time_source_data = source ? user_data : NULL;
  self->time_source_destroy = source ? destroy : NULL;
  now = now_of (self);
  self->segment_start = now;
  arm_timer (self, now);
}

gint64
chess_clock_get_time (ChessClock *self)
{
  g_return_val_if_fail (CHESS_IS_CLOCK (self), 0);
  return now_of (self);
}

const ChessTimeControl *
chess_clock_get_time_control (ChessClock *self)
{
  g_return_val_if_fail (CHESS_IS_CLOCK (self), NULL);
  return self->time_control;
}

/* The simple delay `side` waits at the start of its next turn. */
static gint64
turn_delay (ChessClock *self, ChessColor side)
{
  const ChessTimePeriod *p =
    chess_time_control_period_for_move (self->time_control, self->moves[side], NULL);

  return p && p->bonus == CHESS_BONUS_SIMPLE_DELAY ? p->bonus_us : 0;
}

/* ---- Running ------------------------------------------------------------ */

static void
start_at (ChessClock *self, ChessColor side, gint64 now)
{
  int old_running;
  gboolean old_stopped;

  if (!flag_if_due (self, now))
    fold (self, now);
  old_running = self->running;
  old_stopped = self->stopped;
  self->running = side;
  self->stopped = FALSE;
  self->segment_start = now;
  self->delay_left = turn_delay (self, side);
  self->turn_used = 0;

  g_object_freeze_notify (G_OBJECT (self));
  if (old_running != self->running)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RUNNING_SIDE]);
  if (old_stopped)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STOPPED]);
  state_changed (self, now);
  g_object_thaw_notify (G_OBJECT (self));
}

void
chess_clock_start (ChessClock *self, ChessColor side)
{
  g_return_if_fail (CHESS_IS_CLOCK (self));
  g_return_if_fail (side == CHESS_WHITE || side == CHESS_BLACK);

  start_at (self, side, now_of (self));
}

/* Applies the bonus of move number moves[side] and, if a period ends with
 * it, the next period's time.  `used` is the time of this turn. */
static void
complete_move (ChessClock *self, ChessColor side, gint64 used)
{
  const ChessTimePeriod *played, *next;
  gboolean next_starts;

  self->moves[side]++;
  self->last_move[side] = used;
  if (!self->timed)
    return;
  played = chess_time_control_period_for_move (self->time_control, self->moves[side] - 1, NULL);
  switch (played->bonus)
    {
    case CHESS_BONUS_INCREMENT:
      self->stored[side] = sat_add (self->stored[side], played->bonus_us);
      break;
    case CHESS_BONUS_BRONSTEIN:
      self->stored[side] = sat_add (self->stored[side], MIN (played->bonus_us, used));
      break;
    case CHESS_BONUS_SIMPLE_DELAY:   /* handled while the turn runs */
    case CHESS_BONUS_NONE:
    default:
      break;
    }
  next = chess_time_control_period_for_move (self->time_control, self->moves[side], &next_starts);
  if (next_starts)
    self->stored[side] = sat_add (self->stored[side], next->duration_us);
}

static gboolean
press_at (ChessClock *self, gint64 now)
{
  ChessColor mover;

  if (self->running < 0 || self->stopped)
    return !self->flagged[CHESS_WHITE] && !self->flagged[CHESS_BLACK];

  if (flag_if_due (self, now))
    return FALSE;

  mover = self->running;
  fold (self, now);
  complete_move (self, mover, self->turn_used);

  self->running = !mover;
  self->segment_start = now;
  self->delay_left = turn_delay (self, self->running);
  self->turn_used = 0;

  g_object_freeze_notify (G_OBJECT (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RUNNING_SIDE]);
  notify_remaining (self);
  state_changed (self, now);
  g_object_thaw_notify (G_OBJECT (self));
  return TRUE;
}

gboolean
chess_clock_press (ChessClock *self)
{
  g_return_val_if_fail (CHESS_IS_CLOCK (self), FALSE);

  return press_at (self, now_of (self));
}

gboolean
chess_clock_press_first (ChessClock *self, ChessColor side)
{
  gint64 now;

  g_return_val_if_fail (CHESS_IS_CLOCK (self), FALSE);
  g_return_val_if_fail (side == CHESS_WHITE || side == CHESS_BLACK, FALSE);

  /* One instant for both: reading the time twice let a loaded machine
   * charge the first move a millisecond it never used. */
  now = now_of (self);
  start_at (self, side, now);
  return press_at (self, now);
}

void
chess_clock_pause (ChessClock *self)
{
  gint64 now;

  g_return_if_fail (CHESS_IS_CLOCK (self));
  if (self->paused || self->stopped)
    return;
  now = now_of (self);
  if (flag_if_due (self, now))
    return;
  fold (self, now);
  self->paused = TRUE;

  g_object_freeze_notify (G_OBJECT (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PAUSED]);
  state_changed (self, now);
  g_object_thaw_notify (G_OBJECT (self));
}

void
chess_clock_resume (ChessClock *self)
{
  gint64 now;

  g_return_if_fail (CHESS_IS_CLOCK (self));
  if (!self->paused)
    return;
  now = now_of (self);
  self->paused = FALSE;
  self->segment_start = now;

  g_object_freeze_notify (G_OBJECT (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PAUSED]);
  state_changed (self, now);
  g_object_thaw_notify (G_OBJECT (self));
}

void
chess_clock_stop (ChessClock *self)
{
  gint64 now;
  gboolean was_paused, had_running;

  g_return_if_fail (CHESS_IS_CLOCK (self));
  if (self->stopped)
    return;
  now = now_of (self);
  if (flag_if_due (self, now))
    return;
  fold (self, now);
  was_paused = self->paused;
  had_running = self->running >= 0;
  self->stopped = TRUE;
  self->paused = FALSE;
  self->running = -1;

  g_object_freeze_notify (G_OBJECT (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STOPPED]);
  if (was_paused)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PAUSED]);
  if (had_running)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RUNNING_SIDE]);
  notify_remaining (self);
  state_changed (self, now);
  g_object_thaw_notify (G_OBJECT (self));
}

gboolean
chess_clock_check_flag (ChessClock *self)
{
  gint64 now, due;
  gboolean flagged;

  g_return_val_if_fail (CHESS_IS_CLOCK (self), FALSE);
  g_object_ref (self);   /* handlers may drop the last reference */
  now = now_of (self);
  due = self->display_due;
  if (!flag_if_due (self, now))
    {
      sync_low_time (self, now);
      arm_timer (self, now);
    }
  if (now >= due)
    g_signal_emit (self, signals[SIGNAL_DISPLAY_CHANGED], 0);
  flagged = self->flagged[CHESS_WHITE] || self->flagged[CHESS_BLACK];
  g_object_unref (self);
  return flagged;
}

/* ---- Reading and restoring ---------------------------------------------- */

gint64
chess_clock_get_remaining (ChessClock *self, ChessColor side)
{
  g_return_val_if_fail (CHESS_IS_CLOCK (self), 0);
  g_return_val_if_fail (side == CHESS_WHITE || side == CHESS_BLACK, 0);
  return MAX (0, remaining_at (self, side, now_of (self)));
}

void
chess_clock_set_remaining (ChessClock *self, ChessColor side, gint64 remaining_us)
{
  gint64 now;

  g_return_if_fail (CHESS_IS_CLOCK (self));
  g_return_if_fail (side == CHESS_WHITE || side == CHESS_BLACK);

  now = now_of (self);
  if (!flag_if_due (self, now))
    fold (self, now);
  self->stored[side] = self->timed ? CLAMP (remaining_us, 0, CLOCK_LIMIT_US) : 0;
  if (self->stored[side] > 0)
    self->flagged[side] = FALSE;

  g_object_freeze_notify (G_OBJECT (self));
  notify_remaining (self);
  state_changed (self, now);
  g_object_thaw_notify (G_OBJECT (self));
}

int
chess_clock_get_moves_made (ChessClock *self, ChessColor side)
{
  g_return_val_if_fail (CHESS_IS_CLOCK (self), 0);
  g_return_val_if_fail (side == CHESS_WHITE || side == CHESS_BLACK, 0);
  return self->moves[side];
}

void
chess_clock_set_moves_made (ChessClock *self, ChessColor side, int moves)
{
  g_return_if_fail (CHESS_IS_CLOCK (self));
  g_return_if_fail (side == CHESS_WHITE || side == CHESS_BLACK);
  g_return_if_fail (moves >= 0);

  self->moves[side] = moves;
  state_changed (self, now_of (self));
}

gint64
chess_clock_get_last_move_time (ChessClock *self, ChessColor side)
{
  g_return_val_if_fail (CHESS_IS_CLOCK (self), 0);
  g_return_val_if_fail (side == CHESS_WHITE || side == CHESS_BLACK, 0);
  return self->last_move[side];
}

gint64
chess_clock_get_delay_remaining (ChessClock *self, ChessColor side)
{
  gint64 elapsed;

  g_return_val_if_fail (CHESS_IS_CLOCK (self), 0);
  if ((int) side != self->running || self->stopped)
    return 0;
  elapsed = segment_elapsed (self, now_of (self));
  return self->delay_left - MIN (elapsed, self->delay_left);
}

int
chess_clock_get_moves_to_next_period (ChessClock *self, ChessColor side)
{
  g_return_val_if_fail (CHESS_IS_CLOCK (self), 0);
  g_return_val_if_fail (side == CHESS_WHITE || side == CHESS_BLACK, 0);
  return chess_time_control_moves_to_next_period (self->time_control, self->moves[side]);
}

int
chess_clock_get_running_side (ChessClock *self)
{
  g_return_val_if_fail (CHESS_IS_CLOCK (self), -1);
  return self->stopped ? -1 : self->running;
}

gboolean
chess_clock_is_paused (ChessClock *self)
{
  g_return_val_if_fail (CHESS_IS_CLOCK (self), FALSE);
  return self->paused;
}

gboolean
chess_clock_is_stopped (ChessClock *self)
{
  g_return_val_if_fail (CHESS_IS_CLOCK (self), FALSE);
  return self->stopped;
}

gboolean
chess_clock_is_running (ChessClock *self)
{
  g_return_val_if_fail (CHESS_IS_CLOCK (self), FALSE);
  return is_running (self);
}

gboolean
chess_clock_is_flagged (ChessClock *self, ChessColor side)
{
  g_return_val_if_fail (CHESS_IS_CLOCK (self), FALSE);
  g_return_val_if_fail (side == CHESS_WHITE || side == CHESS_BLACK, FALSE);
  return self->flagged[side] || ((int) side == self->running && flag_is_due (self, now_of (self)));
}

gint64
chess_clock_get_low_time_threshold (ChessClock *self)
{
  g_return_val_if_fail (CHESS_IS_CLOCK (self), 0);
  return self->low_time_threshold;
}

void
chess_clock_set_low_time_threshold (ChessClock *self, gint64 threshold_us)
{
  gint64 now;

  g_return_if_fail (CHESS_IS_CLOCK (self));
  threshold_us = CLAMP (threshold_us, 0, CLOCK_LIMIT_US);
  if (threshold_us == self->low_time_threshold)
    return;
  self->low_time_threshold = threshold_us;
  now = now_of (self);
  g_object_freeze_notify (G_OBJECT (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LOW_TIME_THRESHOLD]);
  state_changed (self, now);
  g_object_thaw_notify (G_OBJECT (self));
}
