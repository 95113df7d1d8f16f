/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-play-tablebase.c — ChessPlay and the Syzygy tables: the computer's
 * engine gets their folders (its SyzygyPath, used at levels 7 and 8), and
 * in a game against the computer the tables end the game once its live
 * position is in them (the adjudication, property "tablebase-adjudication",
 * which the user can turn off).
 *
 * The rule: a win for the side to move, or a loss, ends the game with that
 * result; a draw — and a cursed win or blessed loss, which the fifty-move
 * rule makes a draw — ends it drawn.  The probe runs on a worker thread
 * after every change of the live position; its answer counts only if the
 * game and its live position are still the ones probed (a move, a take
 * back, a new game cancel it). */
#include "config.h"

#include "chess-play-private.h"

static void probe_live (ChessPlay *self);

static ChessResult
adjudicated_result (const ChessTablebaseResult *found, ChessColor to_move)
{
  ChessColor other = to_move == CHESS_WHITE ? CHESS_BLACK : CHESS_WHITE;

  switch (found->verdict)
    {
    case CHESS_TABLEBASE_WIN:
      return to_move == CHESS_WHITE ? CHESS_RESULT_WHITE_WINS : CHESS_RESULT_BLACK_WINS;
    case CHESS_TABLEBASE_LOSS:
      return other == CHESS_WHITE ? CHESS_RESULT_WHITE_WINS : CHESS_RESULT_BLACK_WINS;
    case CHESS_TABLEBASE_CURSED_WIN:
    case CHESS_TABLEBASE_DRAW:
    case CHESS_TABLEBASE_BLESSED_LOSS:
    default:
      return CHESS_RESULT_DRAW;
    }
}

typedef struct {
  ChessPlay *play;        /* a reference */
  ChessGame *game;        /* not a reference: compared only */
  guint plies;            /* the live position probed */
} Probe;

static void
probe_free (Probe *probe)
{
  g_object_unref (probe->play);
  g_free (probe);
}

static void
probed (GObject *source, GAsyncResult *result, gpointer user_data)
{
  Probe *probe = user_data;
  ChessPlay *self = probe->play;
  g_autoptr (GError) error = NULL;
  g_autoptr (ChessTablebaseResult) found = chess_tablebase_probe_finish (CHESS_TABLEBASE (source), result,
                                                                          &error);

  if (found != NULL && probe->game == self->game && chess_game_get_n_plies (self->game) == probe->plies
      && self->adjudicate && !chess_game_is_over (self->game)
      && chess_engine_opponent_get_side (self->opponent) >= 0)
    {
      ChessColor to_move = chess_position_side_to_move (chess_game_get_live_position (self->game));

      g_clear_object (&self->tablebase_probe);
      _chess_play_begin (self);
      /* The engine's search of the decided position ends with the game. */
      chess_game_adjudicate (self->game, adjudicated_result (found, to_move));
      _chess_play_end (self);
    }
  probe_free (probe);
}

/* Probes the live position when the tables could end the game there. */
static void
probe_live (ChessPlay *self)
{
  const ChessPosition *live;
  Probe *probe;

  chess_tablebase_cancel_probe (&self->tablebase_probe);
  if (self->tablebase == NULL || !self->adjudicate || self->game == NULL || chess_game_is_over (self->game)
      || chess_engine_opponent_get_side (self->opponent) < 0)
    return;
  live = chess_game_get_live_position (self->game);
  if (!chess_tablebase_covers (self->tablebase, live))
    return;
  probe = g_new0 (Probe, 1);
  probe->play = g_object_ref (self);
  probe->game = self->game;
  probe->plies = chess_game_get_n_plies (self->game);
  chess_tablebase_probe_again (self->tablebase, live, &self->tablebase_probe, probed, probe);
}

static void
send_paths (ChessPlay *self)
{
  g_autofree char *paths = self->tablebase != NULL ? chess_tablebase_dup_paths (self->tablebase) : NULL;

  chess_engine_opponent_set_syzygy_path (self->opponent, paths);
}

static void
tablebase_changed (ChessPlay *self)
{
  send_paths (self);
  probe_live (self);
}

void
_chess_play_tablebase_position_changed (ChessPlay *self)
{
  /* Only a change of the live position: navigation probes nothing. */
  if (self->game == NULL || (self->tablebase_game == self->game
                             && self->tablebase_plies == chess_game_get_n_plies (self->game)
                             && self->tablebase_over == chess_game_is_over (self->game)))
    return;
  self->tablebase_game = self->game;
  self->tablebase_plies = chess_game_get_n_plies (self->game);
  self->tablebase_over = chess_game_is_over (self->game);
  probe_live (self);
}

void
_chess_play_tablebase_opponent_changed (ChessPlay *self)
{
  probe_live (self);
}

void
_chess_play_tablebase_dispose (ChessPlay *self)
{
  chess_tablebase_cancel_probe (&self->tablebase_probe);
  if (self->tablebase != NULL)
    g_signal_handlers_disconnect_by_data (self->tablebase, self);
  g_clear_object (&self->tablebase);
}

void
chess_play_set_tablebase (ChessPlay      *self,
                          ChessTablebase *tablebase)
{
  g_return_if_fail (CHESS_IS_PLAY (self));
  g_return_if_fail (tablebase == NULL || CHESS_IS_TABLEBASE (tablebase));

  if (self->tablebase == tablebase)
    return;
  if (self->tablebase != NULL)
    g_signal_handlers_disconnect_by_data (self->tablebase, self);
  g_set_object (&self->tablebase, tablebase);
  if (tablebase != NULL)
    g_signal_connect_swapped (tablebase, "changed", G_CALLBACK (tablebase_changed), self);
  tablebase_changed (self);
}

ChessTablebase *
chess_play_get_tablebase (ChessPlay *self)
{
  g_return_val_if_fail (CHESS_IS_PLAY (self), NULL);
  return self->tablebase;
}

gboolean
chess_play_get_tablebase_adjudication (ChessPlay *self)
{
  g_return_val_if_fail (CHESS_IS_PLAY (self), FALSE);
  return self->adjudicate;
}

void
chess_play_set_tablebase_adjudication (ChessPlay *self,
                                       gboolean   adjudicate)
{
  g_return_if_fail (CHESS_IS_PLAY (self));

  adjudicate = !!adjudicate;
  if (self->adjudicate == adjudicate)
    return;
  self->adjudicate = adjudicate;
  g_object_notify (G_OBJECT (self), "tablebase-adjudication");
  probe_live (self);
}
