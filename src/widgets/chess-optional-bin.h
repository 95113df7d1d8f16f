/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-optional-bin.h — a bin whose child shows where its width fits,
 * and asks for none: the window's least width does not count it.
 *
 * For a header bar's buttons that a narrow window does without (the main
 * menu has them too): the window's narrow layout hides them, but before it
 * chose that layout the window was wide, and a header bar of every button
 * held the window's least width above a phone's 360 px (390 px in English,
 * 405 in Persian).  In this bin a button counts for the header's natural
 * width, not for its least: a window given less than the header's natural
 * width (by a phone's shell, a tiling window manager) leaves the button out
 * of sight, whole, rather than refusing the width.  Only the allocation
 * decides it (the child's child-visible flag), never the size requests,
 * so nothing can go back and forth between the two. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define CHESS_TYPE_OPTIONAL_BIN (chess_optional_bin_get_type ())
G_DECLARE_FINAL_TYPE (ChessOptionalBin, chess_optional_bin, CHESS, OPTIONAL_BIN, GtkWidget)

GtkWidget *chess_optional_bin_new       (void);
/* property "child" */
void       chess_optional_bin_set_child (ChessOptionalBin *self,
                                         GtkWidget        *child);
GtkWidget *chess_optional_bin_get_child (ChessOptionalBin *self);

G_END_DECLS
