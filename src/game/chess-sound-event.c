/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-sound-event.c — see chess-sound-event.h.  A move's sound is
 * chosen by what a listener notices most: a new queen over the check it
 * may give, a check over the castling or capture that gives it. */
#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "chess-sound-event.h"

static const char *const ids[CHESS_SOUND_N_EVENTS] = {
  [CHESS_SOUND_MOVE] = "move",
  [CHESS_SOUND_CAPTURE] = "capture",
  [CHESS_SOUND_CHECK] = "check",
  [CHESS_SOUND_CASTLE] = "castle",
  [CHESS_SOUND_PROMOTE] = "promote",
  [CHESS_SOUND_GAME_START] = "game-start",
  [CHESS_SOUND_WIN] = "win",
  [CHESS_SOUND_LOSS] = "loss",
  [CHESS_SOUND_DRAW] = "draw",
  [CHESS_SOUND_LOW_TIME] = "low-time",
  [CHESS_SOUND_ILLEGAL] = "illegal",
  [CHESS_SOUND_PUZZLE_SOLVED] = "puzzle-solved",
  [CHESS_SOUND_PUZZLE_FAILED] = "puzzle-failed",
};

ChessSoundEvent
chess_sound_event_for_move (const ChessPosition *before,
                            ChessMove            move)
{
  ChessPosition after = *before;
  ChessUndo undo;

  g_return_val_if_fail (before != NULL, CHESS_SOUND_MOVE);

  if (chess_move_kind (move) == CHESS_MOVE_PROMOTION)
    return CHESS_SOUND_PROMOTE;
  chess_position_make_move (&after, move, &undo);
  if (chess_position_in_check (&after))
    return CHESS_SOUND_CHECK;
  if (chess_move_kind (move) == CHESS_MOVE_CASTLING)
    return CHESS_SOUND_CASTLE;
  if (chess_move_is_capture (before, move))
    return CHESS_SOUND_CAPTURE;
  return CHESS_SOUND_MOVE;
}

ChessSoundEvent
chess_sound_event_for_result (ChessResult result,
                              int         listener)
{
  switch (result)
    {
    case CHESS_RESULT_DRAW:
      return CHESS_SOUND_DRAW;
    case CHESS_RESULT_WHITE_WINS:
      return listener == CHESS_BLACK ? CHESS_SOUND_LOSS : CHESS_SOUND_WIN;
    case CHESS_RESULT_BLACK_WINS:
      return listener == CHESS_WHITE ? CHESS_SOUND_LOSS : CHESS_SOUND_WIN;
    case CHESS_RESULT_NONE:
    default:
      return CHESS_SOUND_N_EVENTS;
    }
}

const char *
chess_sound_event_id (ChessSoundEvent event)
{
  g_return_val_if_fail (event < CHESS_SOUND_N_EVENTS, NULL);
  return ids[event];
}

ChessSoundEvent
chess_sound_event_from_id (const char *id)
{
  for (int i = 0; id != NULL && i < CHESS_SOUND_N_EVENTS; i++)
    if (strcmp (ids[i], id) == 0)
      return (ChessSoundEvent) i;
  return CHESS_SOUND_N_EVENTS;
}

const char *
chess_sound_event_title (ChessSoundEvent event)
{
  switch (event)
    {
    case CHESS_SOUND_MOVE: return _("Move");
    case CHESS_SOUND_CAPTURE: return _("Capture");
    case CHESS_SOUND_CHECK: return _("Check");
    case CHESS_SOUND_CASTLE: return _("Castling");
    case CHESS_SOUND_PROMOTE: return _("Promotion");
    case CHESS_SOUND_GAME_START: return _("Game Start");
    case CHESS_SOUND_WIN: return _("Win");
    case CHESS_SOUND_LOSS: return _("Loss");
    case CHESS_SOUND_DRAW: return _("Draw");
    case CHESS_SOUND_LOW_TIME: return _("Low Time");
    case CHESS_SOUND_ILLEGAL: return _("Illegal Move");
    case CHESS_SOUND_PUZZLE_SOLVED: return _("Puzzle Solved");
    case CHESS_SOUND_PUZZLE_FAILED: return _("Puzzle Failed");
    case CHESS_SOUND_N_EVENTS:
    default:
      g_return_val_if_reached (NULL);
    }
}
