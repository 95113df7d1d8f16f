/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-analysis-panel.h — the analysis panel: the opening of the position
 * shown, the engine's lines for it (each move a link: a click plays the
 * line up to that move into the game as a variation, hovering previews it)
 * and the opening book's moves with their weights.
 *
 * It follows its game's current position while active.  What the board
 * and the evaluation bar show of it is the window's business: it reads
 * the panel's ChessAnalysis (::updated) and the ::preview signals. */
#pragma once

#include <gtk/gtk.h>
#include "chess-analysis.h"
#include "chess-game.h"
#include "chess-move-letters.h"

G_BEGIN_DECLS

#define CHESS_TYPE_ANALYSIS_PANEL (chess_analysis_panel_get_type ())
G_DECLARE_FINAL_TYPE (ChessAnalysisPanel, chess_analysis_panel, CHESS, ANALYSIS_PANEL, GtkWidget)

GtkWidget *chess_analysis_panel_new (void);

/* The game whose current position is analysed (property "game"). */
void chess_analysis_panel_set_game (ChessAnalysisPanel *self, ChessGame *game);
/* The letters the lines' moves are written with (English by default). */
void chess_analysis_panel_set_notation (ChessAnalysisPanel *self, ChessNotation notation);
/* The engine (property "engine"); a new ChessAnalysis is made for it. */
void chess_analysis_panel_set_engine (ChessAnalysisPanel *self, ChessEngine *engine);
ChessAnalysis *chess_analysis_panel_get_analysis (ChessAnalysisPanel *self);
/* Analysing or not (property "active"): the engine runs only while active. */
void chess_analysis_panel_set_active (ChessAnalysisPanel *self, gboolean active);

/* For tests and the window: the opening label's text; the status line's
 * text (engine, depth, speed, or why there are no lines); the label of line
 * `line` (NULL if there is no such line), whose links are its moves. */
const char *chess_analysis_panel_get_opening_text (ChessAnalysisPanel *self);
const char *chess_analysis_panel_get_status_text (ChessAnalysisPanel *self);
GtkWidget *chess_analysis_panel_get_line_label (ChessAnalysisPanel *self, guint line);
guint chess_analysis_panel_get_n_book_moves (ChessAnalysisPanel *self);

/* Signals:
 *   "preview" (gpointer position, guint last_move)
 *       the pointer is over a move of a line: show this position (a
 *       ChessPosition *, valid during the emission)
 *   "preview-end"   the pointer left it: show the game's position again
 *   "line-chosen" (gpointer moves, guint n)
 *       a move of the book or of a line (and the moves before it) was
 *       chosen from the position shown (ChessMove *, valid during the
 *       emission): the owner of the game plays them by its rules */

G_END_DECLS
