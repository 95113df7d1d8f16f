/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-sound-event.h — the app's sound events and which one a move or a
 * result makes.
 *
 * Which sound belongs to what happened is decided here, without GTK or a
 * sound library, so that a test checks it on positions: a move is a
 * promotion, a check (mate too: the result's sound follows), castling, a
 * capture (en passant too) or a plain move, in that order of precedence;
 * a result is a win, a loss or a draw for the person who hears it.  The
 * cues of a game in play are in src/play (chess-sound-cues.c), the player
 * that makes the sounds in src/window (chess-sound-player.c). */
#pragma once

#include <glib.h>

#include "chess-position.h"
#include "chess-record.h"

G_BEGIN_DECLS

typedef enum
{
  CHESS_SOUND_MOVE,
  CHESS_SOUND_CAPTURE,
  CHESS_SOUND_CHECK,
  CHESS_SOUND_CASTLE,
  CHESS_SOUND_PROMOTE,
  CHESS_SOUND_GAME_START,
  CHESS_SOUND_WIN,
  CHESS_SOUND_LOSS,
  CHESS_SOUND_DRAW,
  CHESS_SOUND_LOW_TIME,
  CHESS_SOUND_ILLEGAL,
  CHESS_SOUND_PUZZLE_SOLVED,
  CHESS_SOUND_PUZZLE_FAILED,
  CHESS_SOUND_N_EVENTS
} ChessSoundEvent;

/* The sound of `move` played in `before` (a legal move). */
ChessSoundEvent chess_sound_event_for_move   (const ChessPosition *before, ChessMove move);
/* The sound of `result` for a person playing `listener` (-1: two people at
 * one board, who hear a decided game as a win); CHESS_SOUND_N_EVENTS for
 * CHESS_RESULT_NONE. */
ChessSoundEvent chess_sound_event_for_result (ChessResult result, int listener);
/* The event's id: its sound file's name without ".ogg", its word in the
 * "sounds-muted" setting and in the test event `SOUND <id>`. */
const char     *chess_sound_event_id         (ChessSoundEvent event);
/* The event of an id, CHESS_SOUND_N_EVENTS for none. */
ChessSoundEvent chess_sound_event_from_id    (const char *id);
/* The event's name for people (translated), as Preferences lists it. */
const char     *chess_sound_event_title      (ChessSoundEvent event);

G_END_DECLS
