/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-window-layout.h — lays out the window's content: the board as the
 * largest square that fits, the two clocks, the side panel and the banners.
 *
 * Wide: the board, and beside it (on the end side: the right, or the left
 * in right-to-left languages) a column with a clock at the top, the
 * banners and the panel, and a clock at the bottom.  Narrow (a phone, a
 * window in portrait): the clocks above and below the board, the banners
 * and the panel under them.  Whichever gives the larger board is used.
 * At a phone's width (too narrow for the wide layout at any height) the
 * narrow board takes the width and the content may be taller than the
 * window: the widget is meant to sit in a GtkScrolledWindow, which
 * scrolls it (its height is asked for its width).
 * Banners take their room from the panel (in a window too short for both
 * they lie over the panel's top), never from the board: the board's size
 * and place depend only on the window's size. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define CHESS_TYPE_WINDOW_LAYOUT (chess_window_layout_get_type ())
G_DECLARE_FINAL_TYPE (ChessWindowLayout, chess_window_layout, CHESS, WINDOW_LAYOUT, GtkLayoutManager)

/* The children of the widget, in this order: the board, a strip (the
 * evaluation bar: optional, as tall as the board, on its end side), the
 * top clock, the bottom clock, the panel, the banners. */
GtkLayoutManager *chess_window_layout_new        (void);
/* TRUE when the last allocation stacked everything (property "narrow"). */
gboolean          chess_window_layout_get_narrow (ChessWindowLayout *self);
/* TRUE when narrow, or wide but short: the clocks are best compact
 * (property "compact"). */
gboolean          chess_window_layout_get_compact (ChessWindowLayout *self);

G_END_DECLS
