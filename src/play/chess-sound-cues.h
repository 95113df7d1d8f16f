/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-sound-cues.h — ChessSoundCues: which sound a game in play calls
 * for, and when.
 *
 * It follows a ChessPlay (its session's game, the game's clock) and emits
 * "cue" (a ChessSoundEvent) for each moment a player would hear: a move
 * made (its kind by chess_sound_event_for_move; a move that ends the game
 * gives the result's sound alone), a result reached while the game is
 * followed (not one read from a file), a new game or a rematch, a
 * person's clock entering low time (once a side a game).  Nothing here
 * makes a sound: a window connects "cue" to its player.  No GTK. */
#pragma once

#include "chess-play.h"
#include "chess-sound-event.h"

G_BEGIN_DECLS

#define CHESS_TYPE_SOUND_CUES (chess_sound_cues_get_type ())
G_DECLARE_FINAL_TYPE (ChessSoundCues, chess_sound_cues, CHESS, SOUND_CUES, GObject)

ChessSoundCues *chess_sound_cues_new (ChessPlay *play);

/* Signals:
 *   "cue" (guint event)  a ChessSoundEvent to be heard now */

G_END_DECLS
