/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-play-draw.c — the computer answers a draw offered to it, so that
 * the person never answers for it.
 *
 * The rule: the computer accepts
 *  - a draw the rules already give: one the person could claim now
 *    (threefold repetition, the fifty-move rule);
 *  - else by its evaluation of the position now, from its own side
 *    (chess_engine_level_accepts_draw): 0.00 or worse for it at levels
 *    4–8, at most +1.00 at levels 1–3, which are more willing.
 * Otherwise it declines.  The evaluation is the best line's score of its
 * search for its own move in this position: the one it is running, or the
 * one that chose its last move when the person has not moved since.  A
 * score older than that (before a take back, from a restored game, none
 * yet because its moves came from the book) is no evaluation of the
 * position now, and without one it declines.  The tables need no rule of
 * their own: with adjudication on they end the game before an offer can
 * be made, and without it the engine's score (levels 7 and 8 probe them)
 * says the same.  A hint is a search from the person's side and does not
 * count. */
#include "config.h"

#include "chess-play-private.h"

static void
on_engine_info (ChessEngine *engine,
                gpointer     data,
                ChessPlay   *self)
{
  const ChessUciInfo *info = data;
  int side = chess_engine_opponent_get_side (self->opponent);

  if (!(info->fields & CHESS_UCI_INFO_SCORE) || info->multipv != 1 || side < 0
      || chess_game_is_over (self->game) || (int) chess_play_live_side (self) != side)
    return;
  /* UCI scores are from the side to move's view: here, the computer's. */
  self->eval_cp = chess_uci_info_cp (info);
  self->eval_plies = chess_game_get_n_plies (self->game);
  self->eval_known = TRUE;
}

void
_chess_play_draw_forget (ChessPlay *self)
{
  self->eval_known = FALSE;
  self->eval_cp = 0;
  self->eval_plies = 0;
}

void
_chess_play_draw_follow_engine (ChessPlay *self)
{
  ChessEnginePlayer *player = chess_engine_opponent_get_player (self->opponent);
  ChessEngine *engine = player != NULL ? chess_engine_player_get_engine (player) : NULL;

  if (engine == self->evaluating_engine)
    return;
  if (self->evaluating_engine != NULL)
    g_signal_handlers_disconnect_by_data (self->evaluating_engine, self);
  g_set_object (&self->evaluating_engine, engine);
  /* Another engine, or none: what the last one thought is not its view. */
  _chess_play_draw_forget (self);
  if (engine != NULL)
    g_signal_connect (engine, "info", G_CALLBACK (on_engine_info), self);
}

/* The evaluation is of the position now: searched in it, or in the one
 * before the person's move since (the search that chose that move). */
static gboolean
eval_is_current (ChessPlay *self)
{
  guint plies = chess_game_get_n_plies (self->game);

  return self->eval_known && (self->eval_plies == plies || self->eval_plies + 1 == plies);
}

gboolean
_chess_play_draw_engine_accepts (ChessPlay *self)
{
  const ChessEngineLevel *level = chess_engine_opponent_get_level (self->opponent);
  gboolean claimable = FALSE;

  g_object_get (self->game, "can-claim-draw", &claimable, NULL);
  if (claimable)
    return TRUE;
  return eval_is_current (self) && level != NULL && chess_engine_level_accepts_draw (level, self->eval_cp);
}
