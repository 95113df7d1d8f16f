/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-play-draw.c — the computer answers a draw offered to it, so that
 * the person never answers for it.
 *
 * The rule (chess_engine_level_accepts_draw): the computer accepts only
 * when its latest evaluation, from its own side, is 0.00 or worse for it
 * at levels 4–8, and at most +1.00 at levels 1–3, which are more willing;
 * otherwise it declines.  Before it has evaluated anything (its first
 * moves from the book, or none yet) it declines.  The evaluation is the
 * best line's score of its last search for its own move: a hint is a
 * search from the person's side and does not count. */
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
  self->eval_known = TRUE;
}

void
_chess_play_draw_forget (ChessPlay *self)
{
  self->eval_known = FALSE;
  self->eval_cp = 0;
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

gboolean
_chess_play_draw_engine_accepts (ChessPlay *self)
{
  const ChessEngineLevel *level = chess_engine_opponent_get_level (self->opponent);

  return self->eval_known && level != NULL && chess_engine_level_accepts_draw (level, self->eval_cp);
}
