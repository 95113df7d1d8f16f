/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-endgame-window.h — Practise Endgames: the classic endings in a
 * list; choosing one starts a random setting of it on the window's own
 * board against the computer at full strength with the tables
 * (ChessEndgamePractice, in a session and ChessPlay of its own), shows
 * its goal, and at the end whether the goal was met, the moves used
 * against the tables' best and the first move that spoiled it. */
#pragma once

#include <adwaita.h>
#include "chess-endgame-practice.h"

G_BEGIN_DECLS

#define CHESS_TYPE_ENDGAME_WINDOW (chess_endgame_window_get_type ())
G_DECLARE_FINAL_TYPE (ChessEndgameWindow, chess_endgame_window, CHESS, ENDGAME_WINDOW, AdwWindow)

/* `settings` for the board's look and the engines; `tablebase` the
 * application's (NULL or empty: the window says the tables are needed). */
ChessEndgameWindow *chess_endgame_window_new (GtkWindow *parent, GSettings *settings, ChessTablebase *tablebase);

/* Starts `kind` from the setting `seed` makes (a click on a row uses a
 * random seed). */
void chess_endgame_window_start (ChessEndgameWindow *self, ChessEndgameKind kind, guint32 seed);

/* For tests: the practice, the board, the goal line and the summary. */
ChessEndgamePractice *chess_endgame_window_get_practice (ChessEndgameWindow *self);
ChessPlay *chess_endgame_window_get_play (ChessEndgameWindow *self);
GtkWidget *chess_endgame_window_get_board (ChessEndgameWindow *self);
const char *chess_endgame_window_get_goal_text (ChessEndgameWindow *self);
const char *chess_endgame_window_get_summary_text (ChessEndgameWindow *self);

/* Signal: "started" — a setting is on the board (or could not be made:
 * the summary says why). */

G_END_DECLS
