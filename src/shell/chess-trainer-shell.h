/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-trainer-shell.h — the puzzle trainer in the application: one
 * trainer window (over the store in the app's data folder), the command
 * line
 *
 *   chess --puzzles=FILE.csv [--puzzle=ID]
 *
 * (the trainer on lichess's CSV FILE, imported first; starting at puzzle
 * ID), and the application actions the views use to reach one another:
 * "app.puzzles", "app.train-puzzles" (as: ids to give first),
 * "app.learn-from-mistakes" ((sus): a reviewed game as PGN, the sides
 * whose mistakes count, its GameUrl), "app.analyse-line" (s: PGN),
 * "app.open-game-url" (s), "app.help-page" (s). */
#pragma once

#include "chess-application.h"

G_BEGIN_DECLS

/* The options' entries, to add to the application's. */
const GOptionEntry *chess_trainer_shell_get_entries (void);
/* Checks the options; -1 when they are good or absent, else the exit
 * status, after a message on standard error. */
int chess_trainer_shell_check (GVariantDict *options);
/* TRUE when the options ask for the trainer. */
gboolean chess_trainer_shell_wanted (GVariantDict *options);
/* Opens the trainer as the options say (`command_line` makes the file). */
void chess_trainer_shell_apply (ChessApplication *app, GVariantDict *options,
                                GApplicationCommandLine *command_line);
void chess_trainer_shell_add_actions (ChessApplication *app);

G_END_DECLS
