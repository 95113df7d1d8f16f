/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-promotion-chooser.h — the popover that asks which piece a pawn
 * promotes to: Queen, Rook, Bishop, Knight (keys q, r, b, n). */
#pragma once

#include <gtk/gtk.h>

#include "chess-piece-set.h"

G_BEGIN_DECLS

#define CHESS_TYPE_PROMOTION_CHOOSER (chess_promotion_chooser_get_type ())
G_DECLARE_FINAL_TYPE (ChessPromotionChooser, chess_promotion_chooser, CHESS, PROMOTION_CHOOSER, GtkPopover)

GtkWidget *chess_promotion_chooser_new (void);
/* Shows the four pieces of color from set, drawn display_size logical px
 * wide from textures of texture_px device px. */
void chess_promotion_chooser_set_pieces (ChessPromotionChooser *self,
                                         ChessPieceSet         *set,
                                         ChessColor             color,
                                         int                    texture_px,
                                         int                    display_size);
/* Tile colours of the buttons, normally the board's light square and a
 * hover tint, so both colours of pieces read well in light and dark themes. */
void chess_promotion_chooser_set_colors (ChessPromotionChooser *self,
                                         const GdkRGBA         *tile,
                                         const GdkRGBA         *hover);
/* The button for CHESS_QUEEN, CHESS_ROOK, CHESS_BISHOP or CHESS_KNIGHT. */
GtkWidget *chess_promotion_chooser_get_button (ChessPromotionChooser *self, ChessPieceType type);
/* Emits "piece-chosen" (guint ChessPieceType) and closes the popover.
 * Closing without a choice emits only GtkPopover::closed. */
void chess_promotion_chooser_choose (ChessPromotionChooser *self, ChessPieceType type);

G_END_DECLS
