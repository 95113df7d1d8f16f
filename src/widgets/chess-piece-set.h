/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-piece-set.h — one set of 12 SVG pieces from the GResource, rendered
 * once per pixel size into cached textures. */
#pragma once

#include <gtk/gtk.h>

#include "chess-types.h"

G_BEGIN_DECLS

#define CHESS_PIECE_SET_DEFAULT "classic"

#define CHESS_TYPE_PIECE_SET (chess_piece_set_get_type ())
G_DECLARE_FINAL_TYPE (ChessPieceSet, chess_piece_set, CHESS, PIECE_SET, GObject)

/* Loads the 12 SVGs of the named set ("classic", "contrast"); NULL and an
 * error naming the set (and the file, if one is broken) otherwise. */
ChessPieceSet *chess_piece_set_new (const char *name, GError **error);
const char *chess_piece_set_get_name (ChessPieceSet *self);
/* Starts parsing the named set on a helper thread; the next
 * chess_piece_set_new() takes the result.  Once, at start-up. */
void chess_piece_set_preload (const char *name);

/* The texture of piece at size_px × size_px device pixels (transfer none;
 * valid until the next call with another size).  A new size renders all
 * 12 pieces at once; the same size again renders nothing. */
GdkTexture *chess_piece_set_get_texture (ChessPieceSet *self, ChessPiece piece, int size_px);
/* The same image as a cairo render node of size × size logical pixels at
 * (0, 0), from the size_px texture, holding size × scale device pixels
 * (scaled once when that is another size, as for a dragged piece) so that
 * it is drawn without scaling (transfer none; cached for the two sizes used
 * last while size_px stays the same).  For the cairo renderer: see the .c. */
GskRenderNode *chess_piece_set_get_node (ChessPieceSet *self, ChessPiece piece, int size_px, float size,
                                         int scale);
/* The pixel size of the cached textures, 0 before the first render. */
int chess_piece_set_get_texture_size (ChessPieceSet *self);
/* How many single-piece SVG renders this set has done in total. */
guint chess_piece_set_get_render_count (ChessPieceSet *self);

/* NULL-terminated list of the set names, the default first. */
const char * const *chess_piece_set_list_names (void);

G_END_DECLS
