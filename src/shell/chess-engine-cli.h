/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-engine-cli.h — playing the computer from the command line:
 *
 *   chess --computer=white|black|random [--level=N] [--engine=PATH]
 *
 * The computer plays that colour (random: drawn) in a new game, at level
 * N (1 to 8, or a level's name; default: the level last chosen), with the
 * engine at PATH (a program name is looked up on PATH; default: the
 * engine last chosen, else Stockfish).  Bad values give a message and
 * exit status 2 before any window exists; a program that is not a UCI
 * engine is one. */
#pragma once

#include <gio/gio.h>
#include "chess-window.h"

G_BEGIN_DECLS

/* The options' entries, to add to the application's. */
const GOptionEntry *chess_engine_cli_get_entries (void);

/* Checks the options (the engine is started and asked for its handshake);
 * -1 when they are good or absent, else the exit status, after a message
 * on standard error. */
int chess_engine_cli_check (GVariantDict *options);

/* TRUE when the options ask for a game against the computer. */
gboolean chess_engine_cli_wanted (GVariantDict *options);

/* Sets the computer up in `window`'s new game as the options say. */
void chess_engine_cli_apply (ChessWindow *window, GVariantDict *options, GSettings *settings);

G_END_DECLS
