/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-tablebase-panel.h — what the Syzygy tables say of the position
 * shown, in the analysis: its verdict (win, cursed win, draw, blessed
 * loss, loss, from the side to move) with DTZ, and every legal move with
 * its verdict and DTZ, best first; a click on a move emits it (the
 * window plays it).  A short word on what DTZ is.
 *
 * It follows its game's current position while active, probing on a
 * worker thread (the main loop never waits), and shows itself only while
 * the tables cover the position. */
#pragma once

#include <gtk/gtk.h>
#include "chess-game.h"
#include "chess-tablebase.h"

G_BEGIN_DECLS

#define CHESS_TYPE_TABLEBASE_PANEL (chess_tablebase_panel_get_type ())
G_DECLARE_FINAL_TYPE (ChessTablebasePanel, chess_tablebase_panel, CHESS, TABLEBASE_PANEL, GtkWidget)

GtkWidget *chess_tablebase_panel_new (void);
void chess_tablebase_panel_set_game (ChessTablebasePanel *self, ChessGame *game);
void chess_tablebase_panel_set_tablebase (ChessTablebasePanel *self, ChessTablebase *tablebase);
/* Forgets what it showed and probes again (the tables changed). */
void chess_tablebase_panel_refresh (ChessTablebasePanel *self);
/* Probing and shown only while active (the window's analysis is on). */
void chess_tablebase_panel_set_active (ChessTablebasePanel *self, gboolean active);

/* For tests: the verdict line ("" before an answer), the rows shown, and
 * a row's text ("Kc4 loss −12"), NULL past the last. */
const char *chess_tablebase_panel_get_verdict_text (ChessTablebasePanel *self);
guint chess_tablebase_panel_get_n_moves (ChessTablebasePanel *self);
char *chess_tablebase_panel_dup_move_text (ChessTablebasePanel *self, guint index);
/* For tests: activates row `index`, as a click does. */
void chess_tablebase_panel_activate_move (ChessTablebasePanel *self, guint index);

/* Signals:
 *   "probed"   an answer (or "not covered") for the position shown came
 *   "move-chosen" (guint move)   a move's row was activated: a ChessMove
 *              from the position shown, for the window to play */

G_END_DECLS
