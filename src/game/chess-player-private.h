/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-player-private.h — what ChessSession calls on its players: the only
 * code that joins a player to a session and starts or cancels its turns. */
#pragma once

#include "chess-player.h"

G_BEGIN_DECLS

/* session NULL: the player leaves its session (a turn it had is cancelled
 * first by the caller). */
void _chess_player_attach      (ChessPlayer *self, ChessSession *session, ChessColor side);
void _chess_player_start_turn  (ChessPlayer *self);
/* Cancels the turn if the player has one; does nothing otherwise. */
void _chess_player_cancel_turn (ChessPlayer *self);
/* The turn ended by the player's own move: no cancel_turn. */
void _chess_player_end_turn    (ChessPlayer *self);

G_END_DECLS
