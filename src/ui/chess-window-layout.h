/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-window-layout.h — lays out the board and the side panel: the board
 * as large a square as fits, the panel beside it with the same height, the
 * pair centred in the window. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define CHESS_TYPE_WINDOW_LAYOUT (chess_window_layout_get_type ())
G_DECLARE_FINAL_TYPE (ChessWindowLayout, chess_window_layout, CHESS, WINDOW_LAYOUT, GtkLayoutManager)

/* The first child is the board, the last the panel; a child between them
 * is a strip as tall as the board beside it (the evaluation bar). */
GtkLayoutManager *chess_window_layout_new (int spacing);

G_END_DECLS
