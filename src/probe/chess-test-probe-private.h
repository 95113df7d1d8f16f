/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-test-probe-private.h — what the probe's files share: printing an
 * event line, and the watches of the trainer window and of Set Up
 * Position. */
#pragma once

#include "chess-board.h"
#include "chess-test-probe.h"
#include "chess-trainer-window.h"
#include "chess-window.h"
#include "chess-position-editor.h"

G_BEGIN_DECLS

/* One event line on standard output, flushed. */
void chess_test_probe_emit (const char *format, ...) G_GNUC_PRINTF (1, 2);
/* Where a board was last said to be (BOARD). */
typedef struct {
  int x, y, scale, flipped;
  double square;
} ChessProbeBoardPlace;

/* Prints BOARD when the board's place in the window (window pixels, the
 * client-side decoration's offset *tx, *ty included) changed since
 * *last; FALSE when it has no place yet. */
gboolean chess_test_probe_print_board (ChessBoard *board, GtkWidget *window, ChessProbeBoardPlace *last,
                                       double *tx, double *ty);
/* The side panel's parts, appended to a LAYOUT line (chess-test-probe-panel.c). */
void chess_test_probe_append_panel (GString *line, ChessWindow *window, double tx, double ty);
/* The trainer window's events (chess-test-probe-trainer.c). */
void chess_test_probe_watch_trainer (ChessTrainerWindow *window);
/* Set Up Position's events (chess-test-probe-editor.c). */
void chess_test_probe_watch_editor (ChessPositionEditor *editor);

G_END_DECLS
