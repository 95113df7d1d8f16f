/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-eval-bar.h — the evaluation bar beside the board: White's share
 * of the winning chances as the light part of a vertical bar, a mate as a
 * full bar with "#N", the number written at the winning side's end.  A
 * pure view: it shows the evaluation it is given. */
#pragma once

#include <gtk/gtk.h>
#include "chess-eval.h"

G_BEGIN_DECLS

#define CHESS_TYPE_EVAL_BAR (chess_eval_bar_get_type ())
G_DECLARE_FINAL_TYPE (ChessEvalBar, chess_eval_bar, CHESS, EVAL_BAR, GtkWidget)

GtkWidget *chess_eval_bar_new (void);

/* CHESS_EVAL_NONE shows an even bar without a number. */
void chess_eval_bar_set_eval (ChessEvalBar *self, ChessEval eval);
ChessEval chess_eval_bar_get_eval (ChessEvalBar *self);
/* The number written on the bar ("0.3", "12", "#3", "#"; "" for none). */
const char *chess_eval_bar_get_text (ChessEvalBar *self);
/* White's share of the bar, 0..1: the winning percentage, and all or
 * nothing for a mate. */
double chess_eval_bar_get_white_share (ChessEvalBar *self);
/* Flipped with the board: White at the top (property "flipped"). */
void chess_eval_bar_set_flipped (ChessEvalBar *self, gboolean flipped);
gboolean chess_eval_bar_get_flipped (ChessEvalBar *self);

G_END_DECLS
