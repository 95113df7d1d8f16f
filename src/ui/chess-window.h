/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-window.h — the main window: board, clocks, move list, header bar. */
#pragma once

#include <gtk/gtk.h>
#include "chess-application.h"
#include "chess-game.h"

G_BEGIN_DECLS

#define CHESS_TYPE_WINDOW (chess_window_get_type ())
G_DECLARE_FINAL_TYPE (ChessWindow, chess_window, CHESS, WINDOW, GtkApplicationWindow)

ChessWindow *chess_window_new (ChessApplication *application);

/* Start a new game.  tc NULL: the last time control from the settings;
 * fen NULL: the standard start; names NULL: from the settings.  FALSE with
 * error when the FEN is refused. */
gboolean chess_window_new_game (ChessWindow *self, const ChessTimeControl *tc,
                                const char *fen, const char *white_name,
                                const char *black_name, GError **error);
/* The same with a game just created (chess_game_new_chess960 …). */
void chess_window_start_game (ChessWindow *self, ChessGame *game, const ChessTimeControl *tc,
                              const char *white_name, const char *black_name);
/* Restore the autosaved unfinished game; FALSE when there is none. */
gboolean chess_window_restore_autosave (ChessWindow *self);
/* Load a PGN file (asynchronously); problems are shown in the window. */
void chess_window_open_file (ChessWindow *self, GFile *file);
/* TRUE when the window holds a game without moves (a fresh window). */
gboolean chess_window_is_pristine (ChessWindow *self);
ChessGame *chess_window_get_game (ChessWindow *self);

void chess_window_show_new_game_dialog (ChessWindow *self);
void chess_window_show_open_dialog (ChessWindow *self);
void chess_window_show_preferences (ChessWindow *self);

G_END_DECLS
