/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-diagram.h — what a board shows, and the one drawing of it.
 *
 * A ChessDiagram is a position with what is drawn over it: the theme's
 * colours (chess-board-palette.h), orientation, coordinates, the last
 * move's squares, a marked square, the glow of check, the user's arrows
 * and circles ([%cal] / [%csl]) and an engine's arrows.  The functions
 * below draw it into any cairo context — a PNG, an SVG, a PDF page, a
 * GIF's frame, a printed page — so that all of them look the same; the
 * layers are separate so that a board on the screen could put its own
 * between them (the widget still draws itself, from the same palettes
 * and piece SVGs).  No GTK.
 *
 * Geometry: the board's top-left corner is at (0, 0) of the context and a
 * square is `size` units wide; a8 is top-left (h1 when flipped), whatever
 * the text direction: a chess diagram is not text. */
#pragma once

#include <cairo.h>
#include <glib.h>

#include "chess-board-palette.h"
#include "chess-marks.h"
#include "chess-piece-drawings.h"
#include "chess-position.h"
#include "chess-record.h"

G_BEGIN_DECLS

/* An engine's arrow: strength 0..1 makes it bolder and more opaque. */
typedef struct
{
  guint8 from;
  guint8 to;
  double strength;
} ChessDiagramArrow;

#define CHESS_DIAGRAM_MAX_ARROWS 16

typedef struct
{
  ChessPosition position;
  ChessMove last_move;           /* its squares highlighted; CHESS_MOVE_NONE for none */
  const ChessBoardPalette *palette;
  gboolean flipped;
  gboolean coordinates;          /* a–h and 1–8 inside the edge squares */
  gboolean check;                /* a glow under the king in check */
  int marked;                    /* a square marked in the arrows' green, or CHESS_SQUARE_NONE */
  ChessMarks marks;              /* the user's circles and arrows */
  ChessDiagramArrow arrows[CHESS_DIAGRAM_MAX_ARROWS];   /* weakest first */
  guint n_arrows;
} ChessDiagram;

/* The start position, the default palette, coordinates and check on,
 * nothing marked. */
void chess_diagram_init (ChessDiagram *diagram);
/* The position after node's move, that move as the last, and node's
 * [%cal] / [%csl] as the marks; the rest of `diagram` stays. */
void chess_diagram_set_record_node (ChessDiagram *diagram, const ChessRecord *record, const ChessNode *node);

/* The top-left corner of square, and the square at (x, y)
 * (CHESS_SQUARE_NONE off the board). */
void chess_diagram_square_origin (const ChessDiagram *diagram, int square, double size,
                                  double *x, double *y);
int chess_diagram_square_at (const ChessDiagram *diagram, double size, double x, double y);
/* The square where the piece of `move` lands (the king's, for a castling). */
int chess_diagram_landing_square (ChessMove move);

/* The layers, bottom to top; a board on the screen puts its own between
 * them (the selection after the squares, the legal moves over the marks). */
/* The light and dark squares, the last move's squares and the marked square. */
void chess_diagram_draw_squares (const ChessDiagram *diagram, cairo_t *cr, double size);
/* One square filled with a colour (a highlight of the board's own). */
void chess_diagram_fill_square (const ChessDiagram *diagram, cairo_t *cr, double size, int square,
                                ChessBoardColor color);
/* The glow under the king of the side to move when it is in check. */
void chess_diagram_draw_check (const ChessDiagram *diagram, cairo_t *cr, double size);
/* That glow on one square. */
void chess_diagram_draw_check_glow (const ChessDiagram *diagram, cairo_t *cr, double size, int square);
/* The coordinates (nothing under 20 units a square). */
void chess_diagram_draw_coordinates (const ChessDiagram *diagram, cairo_t *cr, double size);
/* The pieces but those on `hidden` squares: as paths when pixels_per_unit
 * is 0, else from images of size × pixels_per_unit pixels. */
void chess_diagram_draw_pieces (const ChessDiagram *diagram, ChessPieceDrawings *pieces, cairo_t *cr,
                                double size, double pixels_per_unit, ChessBitboard hidden);
/* The user's circles, then their arrows, then the engine's arrows. */
void chess_diagram_draw_marks (const ChessDiagram *diagram, cairo_t *cr, double size);

/* All layers, the board filling 8 × size units from (0, 0): pieces as paths
 * on a vector surface (SVG, PDF, PostScript), as images on one of pixels. */
void chess_diagram_draw (const ChessDiagram *diagram, ChessPieceDrawings *pieces, cairo_t *cr, double size);

/* The colour of a mark of the user's, as drawn (opaque). */
ChessBoardColor chess_diagram_mark_color (ChessMarkColor color);

G_END_DECLS
