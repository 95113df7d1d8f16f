/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-trainer-window.h — the puzzle trainer's window: a view of a
 * ChessPuzzleTrainer (GTK-free, src/training).  The board turned to the
 * solver shows the opponent's move, then takes the solver's moves and
 * hands them to the trainer; the replies come by themselves, a solved
 * puzzle is followed by the next without a click.  Hint, solution,
 * retry, next; the line on an analysis board and the source game; the
 * rating, the themes chosen, the history; imports of puzzle files and
 * the puzzles of one game's mistakes ("Learn from Your Mistakes").
 *
 * Signals: "move-shown" (guint move, const ChessPosition *before) for
 * each move the board makes; "say" (const char *text) for what the
 * board's reader keys answer, to be spoken besides the screen reader.
 * The board's own "move-said" gives the moves in words.
 *
 * What it asks of the rest of the program goes through application
 * actions: "app.analyse-line" (s: the puzzle's line as PGN),
 * "app.open-game-url" (s: its GameUrl), "app.help-page" (s). */
#pragma once

#include <adwaita.h>

#include "chess-puzzle-trainer.h"
#include "chess-record.h"
#include "chess-engine.h"
#include "chess-mistake-rules.h"

G_BEGIN_DECLS

#define CHESS_TYPE_TRAINER_WINDOW (chess_trainer_window_get_type ())
G_DECLARE_FINAL_TYPE (ChessTrainerWindow, chess_trainer_window, CHESS, TRAINER_WINDOW, AdwApplicationWindow)

/* A window on `trainer` (property "trainer", construct-only); the store's
 * file is `store_path` (imports and makings open their own connections). */
ChessTrainerWindow *chess_trainer_window_new (GtkApplication *application, ChessPuzzleTrainer *trainer,
                                              const char *store_path);
ChessPuzzleTrainer *chess_trainer_window_get_trainer (ChessTrainerWindow *self);
/* The window's board (a ChessBoard), for the test probe. */
GtkWidget *chess_trainer_window_get_board (ChessTrainerWindow *self);

/* Starts the next puzzle, or says there is none. */
void chess_trainer_window_next (ChessTrainerWindow *self);
/* Imports `file` (lichess's CSV); then its puzzles come first when it is
 * small, starting at `first_id` when given (NULL: the next puzzle). */
void chess_trainer_window_import (ChessTrainerWindow *self, GFile *file, const char *first_id);
/* The mistakes of `sides` in `record` (a reviewed game, copied) become
 * puzzles, checked by `engine` (started if it is not; quit when done),
 * given as they come; `source` is their GameUrl without the ply (may be
 * NULL). */
void chess_trainer_window_learn_from (ChessTrainerWindow *self, const ChessRecord *record,
                                      ChessMistakeSides sides, ChessEngine *engine, const char *source);

/* Signals:
 *   "move-shown" (guint move, const ChessPosition *before)  the board
 *       shows `move` made in `before`: the solver's, the opponent's
 *       reply, a move of the solution (for the sounds) */

G_END_DECLS
