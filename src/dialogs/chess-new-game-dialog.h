/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-new-game-dialog.h — choose the time control, the players' names and
 * the starting position of a new game. */
#pragma once

#include <gtk/gtk.h>
#include "chess-time-control.h"
#include "chess-engine-choice.h"

G_BEGIN_DECLS

#define CHESS_TYPE_NEW_GAME_DIALOG (chess_new_game_dialog_get_type ())
G_DECLARE_FINAL_TYPE (ChessNewGameDialog, chess_new_game_dialog, CHESS, NEW_GAME_DIALOG, GtkWindow)

/* The choice offered is the last one, from settings (com.example.Chess:
 * last-time-control, the names, the opponent); Start keeps the new one
 * there. */
ChessNewGameDialog *chess_new_game_dialog_new (GtkWindow *parent, GSettings *settings);

/* Chooses "From FEN" with `fen` in its field (checked as if typed). */
void chess_new_game_dialog_set_fen (ChessNewGameDialog *self, const char *fen);

/* Valid while the "start-game" signal runs: */
ChessTimeControl *chess_new_game_dialog_get_time_control (ChessNewGameDialog *self); /* new */
const char *chess_new_game_dialog_get_fen (ChessNewGameDialog *self);    /* NULL: standard */
/* The Chess960 start position chosen (0…959), or -1 for another start. */
int chess_new_game_dialog_get_chess960_number (ChessNewGameDialog *self);
const char *chess_new_game_dialog_get_white_name (ChessNewGameDialog *self);
/* The opponent: a person, or the computer (chess-engine-choice.h). */
ChessEngineChoice *chess_new_game_dialog_get_engine_choice (ChessNewGameDialog *self);
const char *chess_new_game_dialog_get_black_name (ChessNewGameDialog *self);

/* Signals: "start-game": the user pressed Start with valid choices; the
 * dialog closes itself afterwards. */

G_END_DECLS
