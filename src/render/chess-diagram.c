/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-diagram.c — the drawing of a board, for the screen and for files.
 *
 * Overlays are translucent so that the light/dark pattern stays readable
 * under them.  GTK 4.8 has no path nodes, so arrows were cairo polygons
 * from the start: a shaft from just off the centre of the first square and
 * a head whose tip ends at the centre of the second (an engine's arrow),
 * or a little short of it (the user's, as lichess draws them, so that a
 * circle on the target square stays visible). */
#include "config.h"

#include "chess-diagram.h"

#include <math.h>
#include <pango/pangocairo.h>

/* The green lichess and ChessBase use for engine arrows, readable on every
 * theme's light and dark squares. */
#define ENGINE_RED 0.08
#define ENGINE_GREEN 0.47
#define ENGINE_BLUE 0.11

/* The user's marks: the four colours players know from lichess and
 * ChessBase's G, R, B, Y, drawn at this opacity. */
#define MARK_ALPHA 0.8
static const ChessBoardColor mark_colors[CHESS_MARK_N_COLORS] = {
  { 0x15 / 255.f, 0x78 / 255.f, 0x1b / 255.f, 1.f },
  { 0x88 / 255.f, 0x20 / 255.f, 0x20 / 255.f, 1.f },
  { 0x00 / 255.f, 0x30 / 255.f, 0x88 / 255.f, 1.f },
  { 0xe6 / 255.f, 0x8f / 255.f, 0x00 / 255.f, 1.f },
};

ChessBoardColor
chess_diagram_mark_color (ChessMarkColor color)
{
  return mark_colors[(unsigned) color < CHESS_MARK_N_COLORS ? color : CHESS_MARK_GREEN];
}

void
chess_diagram_init (ChessDiagram *diagram)
{
  *diagram = (ChessDiagram) { 0 };
  chess_position_set_start (&diagram->position);
  diagram->last_move = CHESS_MOVE_NONE;
  diagram->palette = &chess_board_palette_get_all ()[0];
  diagram->coordinates = TRUE;
  diagram->check = TRUE;
  diagram->marked = CHESS_SQUARE_NONE;
}

void
chess_diagram_set_record_node (ChessDiagram *diagram, const ChessRecord *record, const ChessNode *node)
{
  chess_record_position_at (record, node, &diagram->position);
  diagram->last_move = node->parent != NULL ? node->move : CHESS_MOVE_NONE;
  chess_marks_read (&diagram->marks, node->arrows, node->highlights);
}

void
chess_diagram_square_origin (const ChessDiagram *diagram, int square, double size, double *x, double *y)
{
  int file = CHESS_SQUARE_FILE (square), rank = CHESS_SQUARE_RANK (square);
  int col = diagram->flipped ? 7 - file : file;
  int row = diagram->flipped ? rank : 7 - rank;

  *x = col * size;
  *y = row * size;
}

int
chess_diagram_square_at (const ChessDiagram *diagram, double size, double x, double y)
{
  int col, row;

  if (size <= 0)
    return CHESS_SQUARE_NONE;
  col = (int) floor (x / size);
  row = (int) floor (y / size);
  if (col < 0 || col > 7 || row < 0 || row > 7)
    return CHESS_SQUARE_NONE;
  return diagram->flipped ? CHESS_SQUARE (7 - col, row) : CHESS_SQUARE (col, 7 - row);
}

int
chess_diagram_landing_square (ChessMove move)
{
  int from = chess_move_from (move), rook = chess_move_to (move);

  if (chess_move_kind (move) != CHESS_MOVE_CASTLING)
    return chess_move_to (move);
  return CHESS_SQUARE (CHESS_SQUARE_FILE (rook) > CHESS_SQUARE_FILE (from) ? 6 : 2, CHESS_SQUARE_RANK (from));
}

static void
set_color (cairo_t *cr, ChessBoardColor color)
{
  cairo_set_source_rgba (cr, color.red, color.green, color.blue, color.alpha);
}

static gboolean
is_light_square (int square)
{
  return (CHESS_SQUARE_FILE (square) + CHESS_SQUARE_RANK (square)) % 2 == 1;
}

void
chess_diagram_fill_square (const ChessDiagram *diagram, cairo_t *cr, double size, int square,
                           ChessBoardColor color)
{
  double x, y;

  chess_diagram_square_origin (diagram, square, size, &x, &y);
  set_color (cr, color);
  cairo_rectangle (cr, x, y, size, size);
  cairo_fill (cr);
}

void
chess_diagram_draw_squares (const ChessDiagram *diagram, cairo_t *cr, double size)
{
  const ChessBoardPalette *palette = diagram->palette;

  set_color (cr, palette->light);
  cairo_rectangle (cr, 0, 0, 8 * size, 8 * size);
  cairo_fill (cr);
  set_color (cr, palette->dark);
  for (int square = 0; square < 64; square++)
    if (!is_light_square (square))
      {
        double x, y;

        chess_diagram_square_origin (diagram, square, size, &x, &y);
        cairo_rectangle (cr, x, y, size, size);
      }
  cairo_fill (cr);
  if (diagram->last_move != CHESS_MOVE_NONE && diagram->last_move != CHESS_MOVE_NULL)
    {
      chess_diagram_fill_square (diagram, cr, size, chess_move_from (diagram->last_move), palette->last_move);
      chess_diagram_fill_square (diagram, cr, size, chess_diagram_landing_square (diagram->last_move),
                                 palette->last_move);
    }
  if (diagram->marked != CHESS_SQUARE_NONE)
    chess_diagram_fill_square (diagram, cr, size, diagram->marked,
                               (ChessBoardColor) { ENGINE_RED, ENGINE_GREEN, ENGINE_BLUE, 0.6f });
}

void
chess_diagram_draw_check (const ChessDiagram *diagram, cairo_t *cr, double size)
{
  ChessColor side = chess_position_side_to_move (&diagram->position);
  int king = chess_position_king_square (&diagram->position, side);

  if (!diagram->check || king < 0 || king > 63 || !chess_position_in_check (&diagram->position))
    return;
  chess_diagram_draw_check_glow (diagram, cr, size, king);
}

void
chess_diagram_draw_check_glow (const ChessDiagram *diagram, cairo_t *cr, double size, int square)
{
  ChessBoardColor check = diagram->palette->check;
  cairo_pattern_t *glow;
  double x, y;

  chess_diagram_square_origin (diagram, square, size, &x, &y);
  glow = cairo_pattern_create_radial (x + size / 2, y + size / 2, 0, x + size / 2, y + size / 2, size * 0.62);
  cairo_pattern_add_color_stop_rgba (glow, 0.0, check.red, check.green, check.blue, check.alpha);
  cairo_pattern_add_color_stop_rgba (glow, 0.3, check.red, check.green, check.blue, check.alpha * 0.85);
  cairo_pattern_add_color_stop_rgba (glow, 1.0, check.red, check.green, check.blue, 0);
  cairo_set_source (cr, glow);
  cairo_rectangle (cr, x, y, size, size);
  cairo_fill (cr);
  cairo_pattern_destroy (glow);
}

static void
draw_label (cairo_t *cr, PangoLayout *layout, const char *text, double x, double y,
            gboolean right_bottom, ChessBoardColor color)
{
  PangoRectangle logical;

  pango_layout_set_text (layout, text, -1);
  pango_layout_get_pixel_extents (layout, NULL, &logical);
  if (right_bottom)
    {
      x -= logical.width;
      y -= logical.height;
    }
  set_color (cr, color);
  cairo_move_to (cr, x, y);
  pango_cairo_show_layout (cr, layout);
}

/* Like a printed diagram: ranks in the top-left corner of the left column,
 * files in the bottom-right corner of the bottom row. */
void
chess_diagram_draw_coordinates (const ChessDiagram *diagram, cairo_t *cr, double size)
{
  double pad = MAX (1.0, size * 0.06);
  int left_file = diagram->flipped ? 7 : 0, bottom_rank = diagram->flipped ? 7 : 0;
  const ChessBoardPalette *palette = diagram->palette;
  PangoFontDescription *font;
  PangoLayout *layout;

  if (!diagram->coordinates || size < 20)
    return;
  layout = pango_cairo_create_layout (cr);
  font = pango_font_description_new ();
  pango_font_description_set_family (font, "Sans");
  pango_font_description_set_weight (font, PANGO_WEIGHT_BOLD);
  pango_font_description_set_absolute_size (font, MAX (7.0, size * 0.19) * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  /* Coordinates are chess notation, not text: always left to right. */
  pango_layout_set_auto_dir (layout, FALSE);
  for (int i = 0; i < 8; i++)
    {
      char text[2] = { 0, 0 };
      int square;
      double x, y;

      square = CHESS_SQUARE (left_file, i);
      chess_diagram_square_origin (diagram, square, size, &x, &y);
      text[0] = (char) ('1' + i);
      draw_label (cr, layout, text, x + pad, y + pad * 0.5, FALSE,
                  is_light_square (square) ? palette->coord_on_light : palette->coord_on_dark);

      square = CHESS_SQUARE (i, bottom_rank);
      chess_diagram_square_origin (diagram, square, size, &x, &y);
      text[0] = (char) ('a' + i);
      draw_label (cr, layout, text, x + size - pad, y + size - pad * 0.5, TRUE,
                  is_light_square (square) ? palette->coord_on_light : palette->coord_on_dark);
    }
  pango_font_description_free (font);
  g_object_unref (layout);
}

void
chess_diagram_draw_pieces (const ChessDiagram *diagram, ChessPieceDrawings *pieces, cairo_t *cr,
                           double size, double pixels_per_unit, ChessBitboard hidden)
{
  int size_px = (int) ceil (size * pixels_per_unit - 1e-6);

  for (int square = 0; square < 64; square++)
    {
      ChessPiece piece = diagram->position.board[square];
      double x, y;

      if (piece == CHESS_PIECE_NONE || (hidden & CHESS_SQUARE_BB (square)))
        continue;
      chess_diagram_square_origin (diagram, square, size, &x, &y);
      if (pixels_per_unit > 0)
        chess_piece_drawings_draw_image (pieces, cr, piece, x, y, size, size_px);
      else
        chess_piece_drawings_draw_vector (pieces, cr, piece, x, y, size);
    }
}

static void
square_centre (const ChessDiagram *diagram, int square, double size, double *x, double *y)
{
  chess_diagram_square_origin (diagram, square, size, x, y);
  *x += size / 2;
  *y += size / 2;
}

/* An arrow along x in its own frame from `start` to `length`: a shaft
 * `width` wide and a head of head_length × 2 head_half. */
static void
arrow_path (cairo_t *cr, double start, double length, double width, double head_length, double head_half)
{
  cairo_move_to (cr, start, -width / 2);
  cairo_line_to (cr, length - head_length, -width / 2);
  cairo_line_to (cr, length - head_length, -head_half);
  cairo_line_to (cr, length, 0);
  cairo_line_to (cr, length - head_length, head_half);
  cairo_line_to (cr, length - head_length, width / 2);
  cairo_line_to (cr, start, width / 2);
  cairo_close_path (cr);
}

/* Returns FALSE when the squares are too close for an arrow of this
 * shape; else the path is set in the board's frame. */
static gboolean
place_arrow (const ChessDiagram *diagram, cairo_t *cr, double size, int from, int to,
             double start, double end_short, double width, double head_length, double head_half)
{
  double x0, y0, x1, y1, length;

  square_centre (diagram, from, size, &x0, &y0);
  square_centre (diagram, to, size, &x1, &y1);
  length = hypot (x1 - x0, y1 - y0) - end_short;
  if (length <= start + head_length)
    return FALSE;
  cairo_save (cr);
  cairo_translate (cr, x0, y0);
  cairo_rotate (cr, atan2 (y1 - y0, x1 - x0));
  arrow_path (cr, start, length, width, head_length, head_half);
  cairo_restore (cr);
  return TRUE;
}

static void
draw_engine_arrow (const ChessDiagram *diagram, cairo_t *cr, double size, const ChessDiagramArrow *arrow)
{
  double strength = CLAMP (arrow->strength, 0.0, 1.0);
  double width = size * (0.11 + 0.09 * strength);

  if (!place_arrow (diagram, cr, size, arrow->from, arrow->to, size * 0.2, 0, width, width * 2.1, width * 1.35))
    return;
  cairo_set_source_rgba (cr, ENGINE_RED, ENGINE_GREEN, ENGINE_BLUE, 0.4 + 0.45 * strength);
  cairo_fill (cr);
}

static void
draw_mark (const ChessDiagram *diagram, cairo_t *cr, double size, ChessMark mark)
{
  ChessBoardColor color = chess_diagram_mark_color ((ChessMarkColor) mark.color);

  color.alpha = MARK_ALPHA;
  if (chess_mark_is_circle (mark))
    {
      double x, y, line = size * 0.0625;

      square_centre (diagram, mark.from, size, &x, &y);
      cairo_new_path (cr);
      cairo_arc (cr, x, y, size / 2 - line * 0.75, 0, 2 * G_PI);
      cairo_set_line_width (cr, line);
      set_color (cr, color);
      cairo_stroke (cr);
      return;
    }
  if (!place_arrow (diagram, cr, size, mark.from, mark.to, 0, size * 0.1, size * 0.16, size * 0.42, size * 0.3))
    return;
  set_color (cr, color);
  cairo_fill (cr);
}

void
chess_diagram_draw_marks (const ChessDiagram *diagram, cairo_t *cr, double size)
{
  /* circles under arrows, each kind in the order drawn */
  for (int circles = 1; circles >= 0; circles--)
    for (size_t i = 0; i < diagram->marks.count; i++)
      if (chess_mark_is_circle (diagram->marks.marks[i]) == circles)
        draw_mark (diagram, cr, size, diagram->marks.marks[i]);
  for (guint i = 0; i < diagram->n_arrows && i < CHESS_DIAGRAM_MAX_ARROWS; i++)
    draw_engine_arrow (diagram, cr, size, &diagram->arrows[i]);
}

static gboolean
is_vector_surface (cairo_t *cr)
{
  switch (cairo_surface_get_type (cairo_get_target (cr)))
    {
    case CAIRO_SURFACE_TYPE_PDF:
    case CAIRO_SURFACE_TYPE_PS:
    case CAIRO_SURFACE_TYPE_SVG:
    case CAIRO_SURFACE_TYPE_SCRIPT:
      return TRUE;
    default:
      return FALSE;
    }
}

void
chess_diagram_draw (const ChessDiagram *diagram, ChessPieceDrawings *pieces, cairo_t *cr, double size)
{
  double pixels_per_unit = 0;

  if (!is_vector_surface (cr))
    {
      double dx = size, dy = 0;

      cairo_user_to_device_distance (cr, &dx, &dy);
      pixels_per_unit = hypot (dx, dy) / size;
    }
  cairo_save (cr);
  chess_diagram_draw_squares (diagram, cr, size);
  chess_diagram_draw_check (diagram, cr, size);
  chess_diagram_draw_coordinates (diagram, cr, size);
  chess_diagram_draw_pieces (diagram, pieces, cr, size, pixels_per_unit, 0);
  chess_diagram_draw_marks (diagram, cr, size);
  cairo_restore (cr);
}
