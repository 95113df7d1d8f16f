/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-piece-drawings.h — the twelve SVG drawings of a piece set (data/pieces),
 * drawn into any cairo context: as paths where the target keeps vectors
 * (SVG, PDF), as cached images where it is made of pixels (PNG, GIF, the
 * board on the screen).  No GTK. */
#pragma once

#include <cairo.h>
#include <gio/gio.h>

#include "chess-types.h"

G_BEGIN_DECLS

#define CHESS_PIECE_DRAWINGS_DEFAULT "classic"

#define CHESS_TYPE_PIECE_DRAWINGS (chess_piece_drawings_get_type ())
G_DECLARE_FINAL_TYPE (ChessPieceDrawings, chess_piece_drawings, CHESS, PIECE_DRAWINGS, GObject)

/* The set of that name ("classic", "contrast"); NULL and an error naming
 * the set (and the file, if one is broken) otherwise.  One object is used
 * by one thread at a time (librsvg's handles are not shared). */
ChessPieceDrawings *chess_piece_drawings_new (const char *name, GError **error);
const char *chess_piece_drawings_get_name (ChessPieceDrawings *self);
/* NULL-terminated list of the set names, the default first. */
const char * const *chess_piece_drawings_list_names (void);

/* Draws piece into the square of `size` units whose top-left corner is
 * (x, y): as paths. */
void chess_piece_drawings_draw_vector (ChessPieceDrawings *self, cairo_t *cr, ChessPiece piece,
                                       double x, double y, double size);
/* The same from an image of size_px × size_px pixels, rendered once per
 * size_px (the last two sizes are kept) and scaled to `size`. */
void chess_piece_drawings_draw_image (ChessPieceDrawings *self, cairo_t *cr, ChessPiece piece,
                                      double x, double y, double size, int size_px);
/* That image itself (premultiplied ARGB32; transfer none, valid while the
 * size is one of the last two used); NULL for no piece. */
cairo_surface_t *chess_piece_drawings_get_image (ChessPieceDrawings *self, ChessPiece piece, int size_px);
/* How many single-piece images were rendered (a cache that works renders
 * twelve per size). */
guint chess_piece_drawings_get_render_count (ChessPieceDrawings *self);

G_END_DECLS
