/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-eval-graph.h — the evaluation graph under the move list: White's
 * share of the winning chances after each ply of the main line, mates at
 * the edges, the current ply marked; a click on the graph picks the ply
 * under it.  A pure view: the review fills it in as results come. */
#pragma once

#include <gtk/gtk.h>
#include "chess-eval.h"

G_BEGIN_DECLS

#define CHESS_TYPE_EVAL_GRAPH (chess_eval_graph_get_type ())
G_DECLARE_FINAL_TYPE (ChessEvalGraph, chess_eval_graph, CHESS, EVAL_GRAPH, GtkWidget)

GtkWidget *chess_eval_graph_new (void);

/* The game's length in plies: the graph's width is divided among them
 * (property "n-plies"); evaluations not yet given are left out. */
void chess_eval_graph_set_n_plies (ChessEvalGraph *self, guint n_plies);
guint chess_eval_graph_get_n_plies (ChessEvalGraph *self);
/* The evaluation after ply `ply` (1-based; 0 is the start position). */
void chess_eval_graph_set_eval (ChessEvalGraph *self, guint ply, ChessEval eval);
/* A judged move, drawn as a dot on the curve in its colour. */
typedef enum {
  CHESS_EVAL_GRAPH_MARK_NONE = 0,
  CHESS_EVAL_GRAPH_MARK_INACCURACY,   /* ?! */
  CHESS_EVAL_GRAPH_MARK_MISTAKE,      /* ?  */
  CHESS_EVAL_GRAPH_MARK_BLUNDER       /* ?? */
} ChessEvalGraphMark;

void chess_eval_graph_set_mark (ChessEvalGraph *self, guint ply, ChessEvalGraphMark mark);
ChessEvalGraphMark chess_eval_graph_get_mark (ChessEvalGraph *self, guint ply);
/* The colour of a mark, lichess's. */
void chess_eval_graph_mark_color (ChessEvalGraphMark mark, GdkRGBA *color);

/* The ply marked as the one shown (property "current-ply"). */
void chess_eval_graph_set_current_ply (ChessEvalGraph *self, guint ply);
guint chess_eval_graph_get_current_ply (ChessEvalGraph *self);

/* The ply whose point is nearest to x (widget coordinates). */
guint chess_eval_graph_ply_at (ChessEvalGraph *self, double x);
/* White's share at a ply as drawn, 0..1 (0.5 where nothing is known). */
double chess_eval_graph_get_share (ChessEvalGraph *self, guint ply);

/* Signals:
 *   "ply-activated" (guint ply)   the user clicked the graph at that ply */

G_END_DECLS
