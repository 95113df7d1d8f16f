/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-explorer-bar.h — how the games of a move ended, as one bar: White's
 * wins light, draws grey, Black's wins dark, each as wide as its share,
 * with its percentage where it fits (as lichess's explorer shows it).
 * Colours of the pieces, like the evaluation bar's, in both styles. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define CHESS_TYPE_EXPLORER_BAR (chess_explorer_bar_get_type ())
G_DECLARE_FINAL_TYPE (ChessExplorerBar, chess_explorer_bar, CHESS, EXPLORER_BAR, GtkWidget)

GtkWidget *chess_explorer_bar_new        (void);
/* The counts (the rest of the games, unfinished, are left out). */
void       chess_explorer_bar_set_counts (ChessExplorerBar *self,
                                          guint             white_wins,
                                          guint             draws,
                                          guint             black_wins);

G_END_DECLS
