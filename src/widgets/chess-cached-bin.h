/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-cached-bin.h — a bin whose child is drawn once and kept as one
 * image while it does not change, for GTK 4.8's cairo renderer.
 *
 * That renderer draws every node of the window for every frame, even far
 * outside the few pixels that changed: a piece dragged over the board paid
 * for the header bar's icons and the side panel's text at every motion.
 * Around parts of the window that rarely change (the header bar, the side
 * panel) this bin turns their drawing into one image once they have stood
 * still for a frame; a frame elsewhere then costs one image that lies
 * outside what it draws.  While the child changes it is drawn as usual.
 * Other renderers get the child's nodes untouched. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define CHESS_TYPE_CACHED_BIN (chess_cached_bin_get_type ())
G_DECLARE_FINAL_TYPE (ChessCachedBin, chess_cached_bin, CHESS, CACHED_BIN, GtkWidget)

GtkWidget *chess_cached_bin_new (void);
void       chess_cached_bin_set_child (ChessCachedBin *self,
                                       GtkWidget      *child);
GtkWidget *chess_cached_bin_get_child (ChessCachedBin *self);
/* How many times the child was turned into an image (for tests). */
guint      chess_cached_bin_get_flatten_count (ChessCachedBin *self);
/* Whether the last frame drew the child as that image (for tests). */
gboolean   chess_cached_bin_is_flat (ChessCachedBin *self);

G_END_DECLS
