/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-game.c — ChessGame: the move tree, the current and live positions,
 * moves, takeback, tags and the clock.
 *
 * Results, claims and offers are in chess-game-rules.c, the clock of a
 * game read from a file in chess-game-clock.c, editing the moves in
 * chess-game-edit.c, navigation and annotation in chess-game-navigate.c.
 * Files are the session's.
 *
 * The clock.  A game gets a ChessClock from chess_game_set_time_control
 * before its first move.  "The clock starts with White's first move": the
 * first move of the game (White's, or Black's after a set-up with Black to
 * move) is made on a clock that starts at that instant and is pressed at
 * once, so the first move uses no time but does count as move 1 for the
 * increment and for the move count of a period; from then on the other
 * side's time runs.  After every move the mover's remaining time (increment
 * included) is stored in the node as [%clk] (clock_ms). */
#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "chess-game-private.h"

enum {
  PROP_0,
  PROP_VARIANT,
  PROP_RESULT,
  PROP_TERMINATION,
  PROP_DRAW_OFFER,
  PROP_MODIFIED,
  PROP_CAN_CLAIM_DRAW,
  PROP_CLOCK,
  N_PROPS
};

enum {
  MOVE_MADE,
  POSITION_CHANGED,
  RESULT_CHANGED,
  TREE_CHANGED,
  CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (ChessGame, chess_game, G_TYPE_OBJECT)

G_DEFINE_QUARK (chess-game-error-quark, chess_game_error)

/* ------------------------------------------------------------------ */
/* Batching of notifications                                           */

void
_chess_game_begin_change (ChessGame *self)
{
  if (self->batch_depth++ == 0)
    g_object_freeze_notify (G_OBJECT (self));
}

void
_chess_game_end_change (ChessGame *self)
{
  g_assert (self->batch_depth > 0);
  if (self->batch_depth > 1)
    {
      self->batch_depth--;
      return;
    }

  _chess_game_update_claim (self);
  if (self->result_dirty)
    {
      self->result_dirty = FALSE;
      g_signal_emit (self, signals[RESULT_CHANGED], 0);
    }
  self->batch_depth = 0;
  g_object_thaw_notify (G_OBJECT (self));

  if (self->changed)
    {
      self->changed = FALSE;
      g_signal_emit (self, signals[CHANGED], 0);
    }
}

void
_chess_game_mark_modified (ChessGame *self)
{
  /* Any change but an edit's own step ends what Undo could take back. */
  if (!self->keeping_history)
    _chess_game_history_clear (self);
  self->change_serial++;
  self->changed = TRUE;
  if (!self->modified)
    {
      self->modified = TRUE;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODIFIED]);
    }
}

/* ------------------------------------------------------------------ */
/* Clock                                                               */

static void
on_flag_fell (ChessClock *clock,
              int         side,
              ChessGame  *self)
{
  if (self->result != CHESS_RESULT_NONE)
    return;
  _chess_game_begin_change (self);
  _chess_game_end_on_time (self, (ChessColor) side);
  _chess_game_end_change (self);
}

static void
drop_clock (ChessGame *self)
{
  if (self->clock == NULL)
    return;
  g_clear_signal_handler (&self->flag_handler, self->clock);
  chess_clock_stop (self->clock);
  g_clear_object (&self->clock);
  self->clock_started = FALSE;
}

void
_chess_game_create_clock (ChessGame              *self,
                          const ChessTimeControl *tc)
{
  drop_clock (self);
  if (tc == NULL || !chess_time_control_is_timed (tc))
    return;
  self->clock = chess_clock_new (tc);
  self->flag_handler = g_signal_connect (self->clock, "flag-fell",
                                         G_CALLBACK (on_flag_fell), self);
  for (int c = CHESS_WHITE; c <= CHESS_BLACK; c++)
    self->initial_us[c] = chess_clock_get_remaining (self->clock, (ChessColor) c);
}

void
chess_game_set_time_control (ChessGame              *self,
                             const ChessTimeControl *tc)
{
  g_return_if_fail (CHESS_IS_GAME (self));
  g_return_if_fail (!self->clock_started);

  _chess_game_begin_change (self);
  _chess_game_create_clock (self, tc);
  if (tc != NULL)
    {
      g_autofree char *text = chess_time_control_to_string (tc);
      chess_record_set_tag (self->record, "TimeControl", text);
    }
  else
    chess_record_set_tag (self->record, "TimeControl", NULL);
  _chess_game_mark_modified (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CLOCK]);
  _chess_game_end_change (self);
}

ChessClock *
chess_game_get_clock (ChessGame *self)
{
  g_return_val_if_fail (CHESS_IS_GAME (self), NULL);
  return self->clock;
}

/* ------------------------------------------------------------------ */
/* Construction                                                        */

static void
chess_game_finalize (GObject *object)
{
  ChessGame *self = CHESS_GAME (object);

  drop_clock (self);
  _chess_game_history_clear (self);
  g_clear_pointer (&self->keys, g_array_unref);
  g_clear_pointer (&self->record, chess_record_free);
  G_OBJECT_CLASS (chess_game_parent_class)->finalize (object);
}

static void
chess_game_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  ChessGame *self = CHESS_GAME (object);

  switch (prop_id)
    {
    case PROP_VARIANT: g_value_set_enum (value, chess_game_get_variant (self)); break;
    case PROP_RESULT: g_value_set_enum (value, self->result); break;
    case PROP_TERMINATION: g_value_set_enum (value, self->termination); break;
    case PROP_DRAW_OFFER: g_value_set_int (value, self->draw_offer); break;
    case PROP_MODIFIED: g_value_set_boolean (value, self->modified); break;
    case PROP_CAN_CLAIM_DRAW: g_value_set_boolean (value, self->can_claim); break;
    case PROP_CLOCK: g_value_set_object (value, self->clock); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_game_set_property (GObject      *object,
                         guint         prop_id,
                         const GValue *value,
                         GParamSpec   *pspec)
{
  ChessGame *self = CHESS_GAME (object);

  switch (prop_id)
    {
    case PROP_MODIFIED: chess_game_set_modified (self, g_value_get_boolean (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_game_class_init (ChessGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  const GParamFlags ro = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->finalize = chess_game_finalize;
  object_class->get_property = chess_game_get_property;
  object_class->set_property = chess_game_set_property;

  properties[PROP_VARIANT] =
    g_param_spec_enum ("variant", NULL, NULL, CHESS_TYPE_VARIANT, CHESS_VARIANT_STANDARD, ro);
  properties[PROP_RESULT] =
    g_param_spec_enum ("result", NULL, NULL, CHESS_TYPE_RESULT, CHESS_RESULT_NONE, ro);
  properties[PROP_TERMINATION] =
    g_param_spec_enum ("termination", NULL, NULL, CHESS_TYPE_TERMINATION, CHESS_TERMINATION_NONE, ro);
  /* A ChessColor, or -1 while no offer stands. */
  properties[PROP_DRAW_OFFER] =
    g_param_spec_int ("draw-offer", NULL, NULL, -1, CHESS_BLACK, -1, ro);
  properties[PROP_MODIFIED] =
    g_param_spec_boolean ("modified", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_CLAIM_DRAW] =
    g_param_spec_boolean ("can-claim-draw", NULL, NULL, FALSE, ro);
  properties[PROP_CLOCK] =
    g_param_spec_object ("clock", NULL, NULL, CHESS_TYPE_CLOCK, ro);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[MOVE_MADE] =
    g_signal_new ("move-made", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);
  signals[POSITION_CHANGED] =
    g_signal_new ("position-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[RESULT_CHANGED] =
    g_signal_new ("result-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[TREE_CHANGED] =
    g_signal_new ("tree-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
chess_game_init (ChessGame *self)
{
  self->keys = g_array_new (FALSE, FALSE, sizeof (guint64));
  self->draw_offer = -1;
}

/* Takes ownership of record; sets the live and current positions, keys,
 * result.  No signals: the game is new. */
static void
adopt_record (ChessGame   *self,
              ChessRecord *record)
{
  self->record = record;
  _chess_game_rebuild_keys (self);   /* also live and live_pos */
  self->current = self->live;
  self->current_pos = self->live_pos;
  self->result = record->result;
  self->termination = self->result == CHESS_RESULT_NONE
                      ? CHESS_TERMINATION_NONE
                      : _chess_game_termination_from_record (self);
  if (self->result == CHESS_RESULT_NONE)
    {
      ChessResult result;
      ChessTermination termination = _chess_game_automatic_termination (self, &result);

      if (termination != CHESS_TERMINATION_NONE)
        _chess_game_set_result (self, result, termination);
    }
  else if (chess_record_get_tag (record, "Result") == NULL)
    chess_record_set_tag (record, "Result", chess_result_to_string (self->result));
  self->result_dirty = FALSE;
  self->changed = FALSE;
  self->modified = FALSE;
  self->can_claim = FALSE;
  _chess_game_update_claim (self);
}

static void
set_roster (ChessRecord *record)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *date = g_date_time_format (now, "%Y.%m.%d");

  chess_record_set_tag (record, "Event", "?");
  chess_record_set_tag (record, "Site", "?");
  chess_record_set_tag (record, "Date", date);
  chess_record_set_tag (record, "Round", "?");
  chess_record_set_tag (record, "White", "?");
  chess_record_set_tag (record, "Black", "?");
  chess_record_set_tag (record, "Result", "*");
}

ChessGame *
chess_game_new (void)
{
  ChessGame *self = g_object_new (CHESS_TYPE_GAME, NULL);
  ChessRecord *record = chess_record_new ();

  set_roster (record);
  adopt_record (self, record);
  return self;
}

/* A new game from `start`; the tags say how it starts, as a file would. */
static ChessGame *
new_from_start (const ChessPosition *start)
{
  ChessGame *self = g_object_new (CHESS_TYPE_GAME, NULL);
  ChessRecord *record = chess_record_new ();
  char text[CHESS_FEN_MAX];

  set_roster (record);
  record->start = *start;
  chess_position_to_fen (start, text, sizeof text);
  if (start->chess960)
    chess_record_set_tag (record, "Variant", "Chess960");
  if (start->chess960 || strcmp (text, CHESS_FEN_START) != 0)
    {
      chess_record_set_tag (record, "SetUp", "1");
      chess_record_set_tag (record, "FEN", text);
    }
  adopt_record (self, record);
  return self;
}

ChessGame *
chess_game_new_from_fen (const char  *fen,
                         GError     **error)
{
  ChessFenError fen_error = { 0 };
  ChessPosition pos;

  g_return_val_if_fail (fen != NULL, NULL);

  if (!chess_position_from_fen (&pos, fen, &fen_error))
    {
      g_set_error (error, CHESS_GAME_ERROR, CHESS_GAME_ERROR_BAD_FEN,
                   _("Invalid FEN “%s”: %s"), fen,
                   fen_error.message[0] ? fen_error.message : _("not a position"));
      return NULL;
    }
  return new_from_start (&pos);
}

ChessGame *
chess_game_new_chess960 (guint number)
{
  ChessPosition pos;

  g_return_val_if_fail (number < CHESS960_N_POSITIONS, NULL);

  chess_position_set_chess960 (&pos, number);
  return new_from_start (&pos);
}

ChessGame *
chess_game_new_from_record (ChessRecord *record)
{
  ChessGame *self;
  const char *tc_text;

  g_return_val_if_fail (record != NULL, NULL);

  self = g_object_new (CHESS_TYPE_GAME, NULL);
  adopt_record (self, record);
  tc_text = chess_record_get_tag (record, "TimeControl");
  if (tc_text != NULL)
    {
      g_autoptr(ChessTimeControl) tc = chess_time_control_parse (tc_text, NULL);
      _chess_game_setup_clock_from_record (self, tc);
    }
  else
    _chess_game_setup_clock_from_record (self, NULL);
  return self;
}

/* ------------------------------------------------------------------ */
/* Accessors                                                           */

const ChessRecord *
chess_game_get_record (ChessGame *self)
{
  g_return_val_if_fail (CHESS_IS_GAME (self), NULL);
  return self->record;
}

const ChessPosition *
chess_game_get_position (ChessGame *self)
{
  g_return_val_if_fail (CHESS_IS_GAME (self), NULL);
  return &self->current_pos;
}

ChessNode *
chess_game_get_current_node (ChessGame *self)
{
  g_return_val_if_fail (CHESS_IS_GAME (self), NULL);
  return self->current;
}

ChessNode *
chess_game_get_last_node (ChessGame *self)
{
  g_return_val_if_fail (CHESS_IS_GAME (self), NULL);
  return self->live;
}

gboolean
chess_game_is_at_live_position (ChessGame *self)
{
  g_return_val_if_fail (CHESS_IS_GAME (self), FALSE);
  return self->current == self->live;
}

ChessVariant
chess_game_get_variant (ChessGame *self)
{
  g_return_val_if_fail (CHESS_IS_GAME (self), CHESS_VARIANT_STANDARD);
  return self->record->start.chess960 ? CHESS_VARIANT_CHESS960 : CHESS_VARIANT_STANDARD;
}

const ChessPosition *
chess_game_get_live_position (ChessGame *self)
{
  g_return_val_if_fail (CHESS_IS_GAME (self), NULL);
  return &self->live_pos;
}

guint
chess_game_get_n_plies (ChessGame *self)
{
  g_return_val_if_fail (CHESS_IS_GAME (self), 0);
  return self->keys->len - 1;
}

gboolean
chess_game_has_moves (ChessGame *self)
{
  g_return_val_if_fail (CHESS_IS_GAME (self), FALSE);
  return self->record->root->first_child != NULL;
}

guint64
chess_game_get_change_serial (ChessGame *self)
{
  g_return_val_if_fail (CHESS_IS_GAME (self), 0);
  return self->change_serial;
}

const char *
chess_game_get_tag (ChessGame  *self,
                    const char *name)
{
  g_return_val_if_fail (CHESS_IS_GAME (self), NULL);
  g_return_val_if_fail (name != NULL, NULL);
  return chess_record_get_tag (self->record, name);
}

void
chess_game_set_tag (ChessGame  *self,
                    const char *name,
                    const char *value)
{
  const char *old;

  g_return_if_fail (CHESS_IS_GAME (self));
  g_return_if_fail (name != NULL);

  if (g_str_equal (name, "Result") || g_str_equal (name, "Termination") ||
      g_str_equal (name, "FEN") || g_str_equal (name, "SetUp") || g_str_equal (name, "Variant"))
    {
      g_warning ("The %s tag of a game follows the game; it cannot be set", name);
      return;
    }
  old = chess_record_get_tag (self->record, name);
  if (g_strcmp0 (old, value) == 0)
    return;
  _chess_game_begin_change (self);
  chess_record_set_tag (self->record, name, value);
  _chess_game_mark_modified (self);
  _chess_game_end_change (self);
}

gboolean
chess_game_get_modified (ChessGame *self)
{
  g_return_val_if_fail (CHESS_IS_GAME (self), FALSE);
  return self->modified;
}

void
chess_game_set_modified (ChessGame *self,
                         gboolean   modified)
{
  g_return_if_fail (CHESS_IS_GAME (self));
  modified = !!modified;
  if (self->modified == modified)
    return;
  self->modified = modified;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODIFIED]);
}

void
_chess_game_notify (ChessGame  *self,
                    const char *name)
{
  g_object_notify (G_OBJECT (self), name);
}

/* ------------------------------------------------------------------ */
/* Moves                                                               */

static void
set_current (ChessGame *self,
             ChessNode *node)
{
  self->current = node;
  if (node == self->live)
    self->current_pos = self->live_pos;
  else
    chess_record_position_at (self->record, node, &self->current_pos);
}

void
_chess_game_set_current (ChessGame *self,
                         ChessNode *node)
{
  set_current (self, node);
}

void
_chess_game_emit_tree_changed (ChessGame *self)
{
  g_signal_emit (self, signals[TREE_CHANGED], 0);
}

void
_chess_game_emit_position_changed (ChessGame *self)
{
  g_signal_emit (self, signals[POSITION_CHANGED], 0);
}

gboolean
_chess_game_play_live (ChessGame *self,
                       ChessMove  move)
{
  ChessColor mover = chess_position_side_to_move (&self->live_pos);
  ChessResult result = CHESS_RESULT_NONE;
  ChessTermination termination;
  ChessUndo undo;
  ChessNode *node;

  _chess_game_begin_change (self);
  if (self->clock != NULL)
    {
      gboolean pressed;

      /* The window may have started it already ("start immediately"):
       * then the first move's thinking time counts. */
      if (!self->clock_started && chess_clock_get_running_side (self->clock) != (int) mover)
        pressed = chess_clock_press_first (self->clock, mover);
      else
        pressed = chess_clock_press (self->clock);
      self->clock_started = TRUE;
      if (!pressed)
        {
          /* Too late: the flag fell before the move, even if no timer ran yet. */
          chess_clock_check_flag (self->clock);
          if (self->result == CHESS_RESULT_NONE)
            _chess_game_end_on_time (self, mover);
          _chess_game_end_change (self);
          return FALSE;
        }
    }

  node = chess_node_add_child (self->live, move);
  if (self->clock != NULL)
    node->clock_ms = (chess_clock_get_remaining (self->clock, mover) + 500) / 1000;   /* nearest ms */
  chess_position_make_move (&self->live_pos, move, &undo);
  self->live = node;
  self->current = node;
  self->current_pos = self->live_pos;
  _chess_game_push_key (self);

  /* Moving declines the opponent's offer; one's own offer stands. */
  if (self->draw_offer != -1 && self->draw_offer != (int) mover)
    {
      self->draw_offer = -1;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DRAW_OFFER]);
    }

  termination = _chess_game_automatic_termination (self, &result);
  if (termination != CHESS_TERMINATION_NONE)
    _chess_game_set_result (self, result, termination);

  _chess_game_mark_modified (self);
  g_signal_emit (self, signals[TREE_CHANGED], 0);
  g_signal_emit (self, signals[MOVE_MADE], 0, node);
  g_signal_emit (self, signals[POSITION_CHANGED], 0);
  _chess_game_end_change (self);
  return TRUE;
}

gboolean
chess_game_make_move (ChessGame *self,
                      ChessMove  move)
{
  g_return_val_if_fail (CHESS_IS_GAME (self), FALSE);

  if (move == CHESS_MOVE_NONE || move == CHESS_MOVE_NULL ||
      !chess_position_is_legal_move (&self->current_pos, move))
    return FALSE;

  if (self->result == CHESS_RESULT_NONE)
    {
      /* A game in progress goes on only at its live position. */
      if (self->current != self->live)
        return FALSE;
      return _chess_game_play_live (self, move);
    }

  /* A finished game: the main line ends with its result; analysis goes
   * into variations from earlier positions. */
  return chess_game_add_variation (self, move);
}

gboolean
chess_game_add_variation (ChessGame *self,
                          ChessMove  move)
{
  ChessNode *child;
  gboolean added = FALSE;

  g_return_val_if_fail (CHESS_IS_GAME (self), FALSE);

  if (self->current == self->live || move == CHESS_MOVE_NONE || move == CHESS_MOVE_NULL ||
      !chess_position_is_legal_move (&self->current_pos, move))
    return FALSE;

  _chess_game_begin_change (self);
  child = chess_node_find_child (self->current, move);
  if (child == NULL)
    {
      child = chess_node_add_child (self->current, move);
      added = TRUE;
    }
  set_current (self, child);
  if (added)
    {
      _chess_game_mark_modified (self);
      g_signal_emit (self, signals[TREE_CHANGED], 0);
    }
  g_signal_emit (self, signals[MOVE_MADE], 0, child);
  g_signal_emit (self, signals[POSITION_CHANGED], 0);
  _chess_game_end_change (self);
  return TRUE;
}

/* Put the clock back to the moment `mover` began the move taken back:
 * its own time as after its previous move, the opponent's as after the
 * opponent's last move. */
static void
restore_clock_for_takeback (ChessGame  *self,
                            ChessColor  mover)
{
  ChessColor other = (ChessColor) !mover;
  ChessNode *parent = self->live;   /* already the new end of the main line */
  gint64 mover_ms = _chess_game_last_clock_ms (self, parent, mover);
  gint64 other_ms = _chess_game_last_clock_ms (self, parent, other);
  int mover_moves = _chess_game_count_moves (self, mover);

  chess_clock_stop (self->clock);
  chess_clock_set_moves_made (self->clock, mover, mover_moves);
  chess_clock_set_moves_made (self->clock, other, _chess_game_count_moves (self, other));
  chess_clock_set_remaining (self->clock, mover,
                             mover_ms != CHESS_TIME_NONE ? mover_ms * 1000 : self->initial_us[mover]);
  chess_clock_set_remaining (self->clock, other,
                             other_ms != CHESS_TIME_NONE ? other_ms * 1000 : self->initial_us[other]);
  if (parent == self->record->root)
    self->clock_started = FALSE;   /* the next first move starts it again */
  else
    chess_clock_start (self->clock, mover);
}

gboolean
chess_game_takeback (ChessGame *self)
{
  ChessNode *last;
  ChessColor mover;

  g_return_val_if_fail (CHESS_IS_GAME (self), FALSE);

  last = self->live;
  if (last == self->record->root)
    return FALSE;
  /* A result that the last move brought about goes with it; a resignation,
   * agreement, claim or flag fall is final. */
  if (self->result != CHESS_RESULT_NONE && !_chess_termination_is_shown_by_position (self->termination))
    return FALSE;
  /* Alternatives to the last move would become the main line: refuse. */
  if (last->parent->first_child != last || last->next_sibling != NULL)
    return FALSE;

  _chess_game_begin_change (self);
  mover = (ChessColor) !chess_position_side_to_move (&self->live_pos);
  self->live = last->parent;
  chess_node_free (last);
  g_array_set_size (self->keys, self->keys->len - 1);
  chess_record_position_at (self->record, self->live, &self->live_pos);
  self->current = self->live;
  self->current_pos = self->live_pos;
  if (self->result != CHESS_RESULT_NONE)
    _chess_game_clear_result (self);
  if (self->draw_offer != -1)
    {
      self->draw_offer = -1;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DRAW_OFFER]);
    }
  if (self->clock != NULL && self->clock_started)
    restore_clock_for_takeback (self, mover);

  _chess_game_mark_modified (self);
  g_signal_emit (self, signals[TREE_CHANGED], 0);
  g_signal_emit (self, signals[POSITION_CHANGED], 0);
  _chess_game_end_change (self);
  return TRUE;
}
