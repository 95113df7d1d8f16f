/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-board-draw.c — what the board looks like, and the cache that lets
 * a dragged or sliding piece move without drawing the board again.
 *
 * The board is drawn in two layers that change only between moves: under
 * the pieces (the squares and their highlights) and the rest at rest (the
 * coordinates, the pieces that stand still, the arrows, the legal-move
 * hints and the keyboard cursor).  Each is kept as one render node and used
 * again in every frame until something it shows changes (ChessBoardLayerKey
 * says what that is); a frame of a drag or an animation adds only what
 * moves: the square under the dragged piece, the piece itself, the pieces
 * sliding or fading.
 *
 * Under the cairo renderer (GSK_RENDERER=cairo) a layer used again is also
 * flattened into one image: that renderer walks every node of the window
 * for every frame, and a layer of a hundred nodes (squares, pieces,
 * letters) cost more than the few pixels a moving piece changes. */
#include "chess-board-private.h"

#include <math.h>
#include <string.h>

#define DRAG_SCALE 1.1
#define GHOST_OPACITY 0.3

static void
fill_square (GtkSnapshot *snapshot, ChessBoard *self, int square, const GdkRGBA *color)
{
  graphene_rect_t rect;

  chess_board_square_rect (self, square, &rect);
  gtk_snapshot_append_color (snapshot, color, &rect);
}

/* A frame just inside the edge of square. */
static void
draw_ring (ChessBoard *self, GtkSnapshot *snapshot, int square, GdkRGBA color, float width, float radius)
{
  graphene_rect_t rect;
  GskRoundedRect outline;

  chess_board_square_rect (self, square, &rect);
  gsk_rounded_rect_init_from_rect (&outline, &rect, radius);
  gtk_snapshot_append_border (snapshot, &outline, (float[4]) { width, width, width, width },
                              (GdkRGBA[4]) { color, color, color, color });
}

static gboolean
is_light_square (int square)
{
  return (CHESS_SQUARE_FILE (square) + CHESS_SQUARE_RANK (square)) % 2 == 1;
}

static void
draw_squares (ChessBoard *self, GtkSnapshot *snapshot)
{
  const ChessBoardTheme *theme = self->theme;

  gtk_snapshot_append_color (snapshot, &theme->light,
                             &GRAPHENE_RECT_INIT (self->origin_x, self->origin_y,
                                                  8 * self->square, 8 * self->square));
  for (int sq = 0; sq < 64; sq++)
    if (!is_light_square (sq))
      fill_square (snapshot, self, sq, &theme->dark);
}

static void
draw_check (ChessBoard *self, GtkSnapshot *snapshot)
{
  ChessColor side = chess_position_side_to_move (&self->position);
  int king = chess_position_king_square (&self->position, side);
  GdkRGBA edge = self->theme->check, middle = self->theme->check;
  graphene_rect_t rect;
  graphene_point_t centre;

  if (king < 0 || king > 63)
    return;
  middle.alpha *= 0.85f;
  edge.alpha = 0;
  chess_board_square_rect (self, king, &rect);
  graphene_rect_get_center (&rect, &centre);
  gtk_snapshot_append_radial_gradient (snapshot, &rect, &centre,
                                       rect.size.width * 0.62f, rect.size.height * 0.62f, 0, 1,
                                       (GskColorStop[]) { { 0.0f, self->theme->check },
                                                          { 0.3f, middle },
                                                          { 1.0f, edge } },
                                       3);
}

static void
draw_highlights (ChessBoard *self, GtkSnapshot *snapshot)
{
  const ChessBoardTheme *theme = self->theme;

  if (self->last_move != CHESS_MOVE_NONE && self->last_move != CHESS_MOVE_NULL)
    {
      fill_square (snapshot, self, chess_move_from (self->last_move), &theme->last_move);
      fill_square (snapshot, self, chess_board_landing_square (self->last_move), &theme->last_move);
    }
  chess_board_draw_mark (self, snapshot);
  if (self->selected != CHESS_SQUARE_NONE)
    fill_square (snapshot, self, self->selected, &theme->selected);
  /* touch-move: the touched piece is committed; rounded, unlike the cursor */
  if (self->touched != CHESS_SQUARE_NONE)
    draw_ring (self, snapshot, self->touched, theme->touched, MAX (2.0f, self->square * 0.06f),
               self->square * 0.12f);
  if (self->promotion_from != CHESS_SQUARE_NONE)
    {
      fill_square (snapshot, self, self->promotion_from, &theme->selected);
      fill_square (snapshot, self, self->promotion_to, &theme->selected);
    }
  chess_board_draw_premove (self, snapshot);
  if (chess_position_in_check (&self->position))
    draw_check (self, snapshot);
}

static PangoLayout *
make_label (ChessBoard *self, const char *text, const PangoFontDescription *font)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), text);

  pango_layout_set_font_description (layout, font);
  /* Coordinates are chess notation, not text: always left to right. */
  pango_layout_set_auto_dir (layout, FALSE);
  return layout;
}

void
chess_board_drop_labels (ChessBoard *self)
{
  for (int i = 0; i < 8; i++)
    {
      g_clear_object (&self->file_labels[i]);
      g_clear_object (&self->rank_labels[i]);
    }
  self->label_square = 0;
  self->labels_serial++;
}

/* The coordinates' size in pixels: a fifth of a square, but never below
 * 9 px scaled as the desktop scales text (GNOME's text scaling factor
 * reaches GTK as gtk-xft-dpi), so that they stay legible on a small
 * board; and never more than half a square. */
double
chess_board_label_size (ChessBoard *self)
{
  int dpi = 0;
  double minimum;

  g_object_get (gtk_widget_get_settings (GTK_WIDGET (self)), "gtk-xft-dpi", &dpi, NULL);
  minimum = 9.0 * (dpi > 0 ? dpi / 1024.0 / 96.0 : 1.0);
  return MIN (MAX (minimum, self->square * 0.19), self->square * 0.5);
}

static void
ensure_labels (ChessBoard *self)
{
  PangoFontDescription *font;
  char text[2] = { 0, 0 };

  if (self->label_square == self->square && self->file_labels[0] != NULL)
    return;
  font = pango_font_description_new ();
  pango_font_description_set_family (font, "Sans");
  pango_font_description_set_weight (font, PANGO_WEIGHT_BOLD);
  pango_font_description_set_absolute_size (font, chess_board_label_size (self) * PANGO_SCALE);
  for (int i = 0; i < 8; i++)
    {
      g_clear_object (&self->file_labels[i]);
      g_clear_object (&self->rank_labels[i]);
      text[0] = (char) ('a' + i);
      self->file_labels[i] = make_label (self, text, font);
      text[0] = (char) ('1' + i);
      self->rank_labels[i] = make_label (self, text, font);
    }
  pango_font_description_free (font);
  self->label_square = self->square;
}

static void
draw_label (GtkSnapshot *snapshot, PangoLayout *layout, double x, double y, const GdkRGBA *color)
{
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (x, y));
  gtk_snapshot_append_layout (snapshot, layout, color);
  gtk_snapshot_restore (snapshot);
}

/* Like a printed diagram: ranks in the top-left corner of the left column,
 * files in the bottom-right corner of the bottom row. */
static void
draw_coordinates (ChessBoard *self, GtkSnapshot *snapshot)
{
  double pad = MAX (1.0, self->square * 0.06);
  int left_file = self->flipped ? 7 : 0;
  int bottom_rank = self->flipped ? 7 : 0;

  if (self->square < 16)
    return;
  ensure_labels (self);
  for (int i = 0; i < 8; i++)
    {
      graphene_rect_t rect;
      PangoRectangle ink, logical;
      int square;

      square = CHESS_SQUARE (left_file, i);
      chess_board_square_rect (self, square, &rect);
      draw_label (snapshot, self->rank_labels[i], rect.origin.x + pad, rect.origin.y + pad * 0.5,
                  is_light_square (square) ? &self->theme->coord_on_light : &self->theme->coord_on_dark);

      square = CHESS_SQUARE (i, bottom_rank);
      chess_board_square_rect (self, square, &rect);
      pango_layout_get_pixel_extents (self->file_labels[i], &ink, &logical);
      draw_label (snapshot, self->file_labels[i],
                  rect.origin.x + rect.size.width - pad - logical.width,
                  rect.origin.y + rect.size.height - pad * 0.5 - logical.height,
                  is_light_square (square) ? &self->theme->coord_on_light : &self->theme->coord_on_dark);
    }
}

static void
draw_piece_at (ChessBoard *self, GtkSnapshot *snapshot, ChessPiece piece, double x, double y, double size)
{
  int scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));
  int px = self->square * scale;
  GdkTexture *texture;
  GskRenderNode *node;

  if (self->cairo_renderer)
    {
      node = chess_piece_set_get_node (self->piece_set, piece, px, (float) size, scale);
      if (node == NULL)
        return;
      /* on whole pixels, so that cairo copies the piece without filtering */
      gtk_snapshot_save (snapshot);
      gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (round (x * scale) / scale, round (y * scale) / scale));
      gtk_snapshot_append_node (snapshot, node);
      gtk_snapshot_restore (snapshot);
      return;
    }
  texture = chess_piece_set_get_texture (self->piece_set, piece, px);
  if (texture != NULL)
    gtk_snapshot_append_texture (snapshot, texture, &GRAPHENE_RECT_INIT (x, y, size, size));
}

static void
draw_piece_on (ChessBoard *self, GtkSnapshot *snapshot, ChessPiece piece, int square)
{
  graphene_rect_t rect;

  chess_board_square_rect (self, square, &rect);
  draw_piece_at (self, snapshot, piece, rect.origin.x, rect.origin.y, self->square);
}

static void
draw_hints (ChessBoard *self, GtkSnapshot *snapshot)
{
  ChessBitboard targets;
  const GdkRGBA *hint = &self->theme->hint;

  if (!self->show_legal_moves || self->selected == CHESS_SQUARE_NONE ||
      self->promotion_from != CHESS_SQUARE_NONE)
    return;
  targets = chess_board_targets (self, self->selected);
  for (int sq = 0; sq < 64; sq++)
    {
      graphene_rect_t rect;
      GskRoundedRect circle;

      if (!(targets & CHESS_SQUARE_BB (sq)))
        continue;
      chess_board_square_rect (self, sq, &rect);
      if (self->position.board[sq] != CHESS_PIECE_NONE)
        {
          float width = MAX (2.0f, self->square * 0.085f);
          gsk_rounded_rect_init_from_rect (&circle, &rect, self->square / 2.0f);
          gtk_snapshot_append_border (snapshot, &circle,
                                      (float[4]) { width, width, width, width },
                                      (GdkRGBA[4]) { *hint, *hint, *hint, *hint });
        }
      else
        {
          float r = MAX (2.5f, self->square * 0.16f);
          graphene_rect_t dot = GRAPHENE_RECT_INIT (rect.origin.x + rect.size.width / 2 - r,
                                                    rect.origin.y + rect.size.height / 2 - r,
                                                    2 * r, 2 * r);
          gsk_rounded_rect_init_from_rect (&circle, &dot, r);
          gtk_snapshot_push_rounded_clip (snapshot, &circle);
          gtk_snapshot_append_color (snapshot, hint, &dot);
          gtk_snapshot_pop (snapshot);
        }
    }
}

static void
draw_cursor (ChessBoard *self, GtkSnapshot *snapshot)
{
  GdkRGBA color = self->theme->selected;

  if (!self->cursor_shown || !_chess_board_has_visible_focus (self))
    return;
  color.alpha = 0.9f;
  draw_ring (self, snapshot, self->cursor, color, MAX (2.0f, self->square * 0.05f), 0);
}


/* Squares whose piece is not drawn at rest: it slides there, fades in, is
 * held by the pointer or waits for its promotion. */
static ChessBitboard
hidden_squares (ChessBoard *self)
{
  ChessBitboard hidden = 0;

  for (int i = 0; i < self->n_slides; i++)
    hidden |= CHESS_SQUARE_BB (self->slides[i].to);
  for (int i = 0; i < self->n_fades; i++)
    if (self->fades[i].appearing)
      hidden |= CHESS_SQUARE_BB (self->fades[i].square);
  if (self->dragging && self->selected != CHESS_SQUARE_NONE)
    hidden |= CHESS_SQUARE_BB (self->selected);
  if (self->promotion_from != CHESS_SQUARE_NONE)
    hidden |= CHESS_SQUARE_BB (self->promotion_from) | CHESS_SQUARE_BB (self->promotion_to);
  return hidden;
}

static void
draw_pieces_at_rest (ChessBoard *self, GtkSnapshot *snapshot)
{
  ChessBitboard hidden = hidden_squares (self);

  for (int sq = 0; sq < 64; sq++)
    if (self->position.board[sq] != CHESS_PIECE_NONE && !(hidden & CHESS_SQUARE_BB (sq)))
      draw_piece_on (self, snapshot, self->position.board[sq], sq);

  if (self->promotion_from != CHESS_SQUARE_NONE)
    draw_piece_on (self, snapshot, self->position.board[self->promotion_from], self->promotion_to);
  /* a faint ghost shows where the dragged piece comes from */
  if (self->dragging && self->selected != CHESS_SQUARE_NONE)
    {
      gtk_snapshot_push_opacity (snapshot, GHOST_OPACITY);
      draw_piece_on (self, snapshot, self->position.board[self->selected], self->selected);
      gtk_snapshot_pop (snapshot);
    }
}

/* The pieces of an animation, at its progress. */
static void
draw_pieces_in_motion (ChessBoard *self, GtkSnapshot *snapshot)
{
  double t = self->anim_progress;

  for (int i = 0; i < self->n_fades; i++)
    {
      const ChessBoardFade *fade = &self->fades[i];
      gtk_snapshot_push_opacity (snapshot, fade->appearing ? t : 1.0 - t);
      draw_piece_on (self, snapshot, fade->piece, fade->square);
      gtk_snapshot_pop (snapshot);
    }
  for (int i = 0; i < self->n_slides; i++)
    {
      const ChessBoardSlide *slide = &self->slides[i];
      graphene_rect_t a, b;

      chess_board_square_rect (self, slide->from, &a);
      chess_board_square_rect (self, slide->to, &b);
      draw_piece_at (self, snapshot, slide->piece,
                     a.origin.x + (b.origin.x - a.origin.x) * t,
                     a.origin.y + (b.origin.y - a.origin.y) * t, self->square);
    }
}

/* The legal square under a dragged piece. */
static int
hover_square (ChessBoard *self)
{
  int hover;

  if (!self->dragging || self->selected == CHESS_SQUARE_NONE)
    return CHESS_SQUARE_NONE;
  hover = chess_board_square_at (self, self->pointer_x, self->pointer_y);
  if (hover == CHESS_SQUARE_NONE || hover == self->selected ||
      !(chess_board_targets (self, self->selected) & CHESS_SQUARE_BB (hover)))
    return CHESS_SQUARE_NONE;
  return hover;
}

/* ---- the layers --------------------------------------------------------- */

static void
board_outline (ChessBoard *self, GskRoundedRect *outline)
{
  /* softly rounded corners, like GNOME's cards */
  gsk_rounded_rect_init_from_rect (outline,
                                   &GRAPHENE_RECT_INIT (self->origin_x, self->origin_y,
                                                        8 * self->square, 8 * self->square),
                                   MIN (5.0f, self->square * 0.1f));
}

/* Everything the layers show, so that a frame can tell whether they are
 * still right.  Filled field by field into a zeroed key: memcmp compares. */
static void
layer_key (ChessBoard *self, ChessBoardLayerKey *key)
{
  memset (key, 0, sizeof *key);
  key->origin_x = self->origin_x;
  key->origin_y = self->origin_y;
  key->square = self->square;
  key->scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));
  key->theme = self->theme;
  key->piece_set = self->piece_set;
  memcpy (key->board, self->position.board, sizeof key->board);
  key->side_to_move = chess_position_side_to_move (&self->position);
  key->last_move = self->last_move;
  key->premove = self->premove;
  key->selected = self->selected;
  key->marked = self->marked;
  key->touched = self->touched;
  key->promotion_from = self->promotion_from;
  key->promotion_to = self->promotion_to;
  key->cursor = self->cursor_shown && _chess_board_has_visible_focus (self) ? self->cursor : -1;
  key->hidden = hidden_squares (self);
  key->ghost = self->dragging && self->selected != CHESS_SQUARE_NONE;
  key->flipped = self->flipped;
  key->show_coordinates = self->show_coordinates;
  key->show_legal_moves = self->show_legal_moves;
  key->cairo_renderer = self->cairo_renderer;
  key->legal_serial = self->legal_serial;
  key->arrows_serial = self->arrows_serial;
  key->labels_serial = self->labels_serial;
}

static void
draw_under_pieces (ChessBoard *self, GtkSnapshot *snapshot)
{
  draw_squares (self, snapshot);
  draw_highlights (self, snapshot);
}

static void
draw_at_rest (ChessBoard *self, GtkSnapshot *snapshot)
{
  if (self->show_coordinates)
    draw_coordinates (self, snapshot);
  draw_pieces_at_rest (self, snapshot);
  chess_board_draw_arrows (self, snapshot);
  draw_hints (self, snapshot);
  draw_cursor (self, snapshot);
}

/* The board's rounded corners, cut out of a layer drawn without them: a
 * clip of that shape around the whole drawing made cairo mask every square
 * and piece with it. */
static void
cut_corners (cairo_t *cr, const GskRoundedRect *outline)
{
  const graphene_rect_t *r = &outline->bounds;
  double x = r->origin.x, y = r->origin.y, w = r->size.width, h = r->size.height;
  double radius = outline->corner[0].width;

  if (radius <= 0)
    return;
  cairo_save (cr);
  cairo_rectangle (cr, x, y, radius, radius);
  cairo_rectangle (cr, x + w - radius, y, radius, radius);
  cairo_rectangle (cr, x, y + h - radius, radius, radius);
  cairo_rectangle (cr, x + w - radius, y + h - radius, radius, radius);
  cairo_clip (cr);
  cairo_rectangle (cr, x, y, w, h);
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + w - radius, y + radius, radius, -G_PI / 2, 0);
  cairo_arc (cr, x + w - radius, y + h - radius, radius, 0, G_PI / 2);
  cairo_arc (cr, x + radius, y + h - radius, radius, G_PI / 2, G_PI);
  cairo_arc (cr, x + radius, y + radius, radius, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
  cairo_set_fill_rule (cr, CAIRO_FILL_RULE_EVEN_ODD);
  cairo_set_operator (cr, CAIRO_OPERATOR_CLEAR);
  cairo_fill (cr);
  cairo_restore (cr);
}

/* A layer's nodes that reach into rect (a layer is a container of squares,
 * pieces and letters: a row or a square of the board needs a few of them). */
static void
draw_within (GskRenderNode *layer, cairo_t *cr, const graphene_rect_t *rect)
{
  graphene_rect_t bounds;

  if (gsk_render_node_get_node_type (layer) != GSK_CONTAINER_NODE)
    {
      gsk_render_node_draw (layer, cr);
      return;
    }
  for (guint i = 0; i < gsk_container_node_get_n_children (layer); i++)
    {
      GskRenderNode *child = gsk_container_node_get_child (layer, i);

      gsk_render_node_get_bounds (child, &bounds);
      if (graphene_rect_intersection (&bounds, rect, NULL))
        gsk_render_node_draw (child, cr);
    }
}

/* The layers drawn into an image of rect in device pixels (the board's
 * rounded corners cut where rect has them), painted by a cairo node (which
 * records the image without copying it).  hover: a square tinted between
 * the two layers, or CHESS_SQUARE_NONE. */
static GskRenderNode *
flatten (ChessBoard *self, const graphene_rect_t *rect, int hover, int scale)
{
  GskRoundedRect outline;
  cairo_surface_t *image = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, (int) rect->size.width * scale,
                                                       (int) rect->size.height * scale);
  GskRenderNode *flat;
  cairo_t *cr;

  board_outline (self, &outline);
  cairo_surface_set_device_scale (image, scale, scale);
  cr = cairo_create (image);
  cairo_translate (cr, -rect->origin.x, -rect->origin.y);
  if (self->under_layer != NULL)
    draw_within (self->under_layer, cr, rect);
  if (hover != CHESS_SQUARE_NONE)
    {
      graphene_rect_t square;

      chess_board_square_rect (self, hover, &square);
      gdk_cairo_set_source_rgba (cr, &self->theme->hover);
      cairo_rectangle (cr, square.origin.x, square.origin.y, square.size.width, square.size.height);
      cairo_fill (cr);
    }
  if (self->rest_layer != NULL)
    draw_within (self->rest_layer, cr, rect);
  cut_corners (cr, &outline);
  cairo_destroy (cr);

  flat = gsk_cairo_node_new (rect);
  cr = gsk_cairo_node_get_draw_context (flat);
  cairo_set_source_surface (cr, image, rect->origin.x, rect->origin.y);
  cairo_paint (cr);
  cairo_destroy (cr);
  cairo_surface_destroy (image);
  return flat;
}

/* A layer: its nodes, or under the cairo renderer one cairo node that
 * records what they draw.  That renderer draws every node of the window in
 * every frame; recorded, a board that stays still costs one node that lies
 * outside what changed (a clock showing tenths redraws ten times a second),
 * not a hundred. */
static GskRenderNode *
make_layer (ChessBoard *self, void (*draw) (ChessBoard *, GtkSnapshot *))
{
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  GskRenderNode *nodes, *recorded;
  cairo_t *cr;

  draw (self, snapshot);
  nodes = gtk_snapshot_free_to_node (snapshot);
  if (nodes == NULL || !self->cairo_renderer)
    return nodes;
  recorded = gsk_cairo_node_new (&GRAPHENE_RECT_INIT (self->origin_x, self->origin_y,
                                                      8 * self->square, 8 * self->square));
  cr = gsk_cairo_node_get_draw_context (recorded);
  gsk_render_node_draw (nodes, cr);
  cairo_destroy (cr);
  gsk_render_node_unref (nodes);
  return recorded;
}

void
chess_board_drop_layers (ChessBoard *self)
{
  g_clear_pointer (&self->under_layer, gsk_render_node_unref);
  g_clear_pointer (&self->rest_layer, gsk_render_node_unref);
  g_clear_pointer (&self->flat_board, gsk_render_node_unref);
  g_clear_pointer (&self->flat_hover, gsk_render_node_unref);
  self->flat_hover_square = CHESS_SQUARE_NONE;
  self->layer_uses = 0;
}

/* The layers for this frame.  Under the cairo renderer, used a second time
 * they become images: the frames of a drag or a slide draw them again and
 * again, a single frame (a click, a move) once, and the images (the board's
 * size together) live only while the layers do. */
static void
ensure_layers (ChessBoard *self)
{
  ChessBoardLayerKey key;

  layer_key (self, &key);
  if (self->under_layer == NULL || memcmp (&key, &self->layer_key, sizeof key) != 0)
    {
      chess_board_drop_layers (self);
      self->layer_key = key;
      self->under_layer = make_layer (self, draw_under_pieces);
      self->rest_layer = make_layer (self, draw_at_rest);
      self->layer_builds++;
    }
  if (++self->layer_uses >= 2 && self->cairo_renderer && self->flat_board == NULL)
    {
      /* a row of squares per image: a frame that repaints the whole board
       * then needs scratch memory of one row at a time, not of the board */
      GtkSnapshot *snapshot = gtk_snapshot_new ();

      for (int row = 0; row < 8; row++)
        {
          GskRenderNode *strip = flatten (self, &GRAPHENE_RECT_INIT (self->origin_x, self->origin_y + row * self->square,
                                                                     8 * self->square, self->square),
                                          CHESS_SQUARE_NONE, key.scale);
          gtk_snapshot_append_node (snapshot, strip);
          gsk_render_node_unref (strip);
        }
      self->flat_board = gtk_snapshot_free_to_node (snapshot);
    }
}

/* Over the board's image, the square under a dragged piece as a small
 * image of its own: the layers with the tint between them, drawn when the
 * piece comes over another square. */
static void
append_hover (ChessBoard *self, GtkSnapshot *snapshot, int hover)
{
  graphene_rect_t rect;

  if (hover == CHESS_SQUARE_NONE)
    return;
  if (self->flat_hover == NULL || self->flat_hover_square != hover)
    {
      g_clear_pointer (&self->flat_hover, gsk_render_node_unref);
      chess_board_square_rect (self, hover, &rect);
      self->flat_hover = flatten (self, &rect, hover, self->layer_key.scale);
      self->flat_hover_square = hover;
    }
  gtk_snapshot_append_node (snapshot, self->flat_hover);
}

/* The layers as nodes, inside the rounded edge, the tinted square between. */
static void
append_layers (ChessBoard *self, GtkSnapshot *snapshot, int hover)
{
  GskRoundedRect outline;

  board_outline (self, &outline);
  gtk_snapshot_push_rounded_clip (snapshot, &outline);
  if (self->under_layer != NULL)
    gtk_snapshot_append_node (snapshot, self->under_layer);
  if (hover != CHESS_SQUARE_NONE)
    fill_square (snapshot, self, hover, &self->theme->hover);
  if (self->rest_layer != NULL)
    gtk_snapshot_append_node (snapshot, self->rest_layer);
  gtk_snapshot_pop (snapshot);
}

guint
chess_board_get_layer_builds (ChessBoard *self)
{
  g_return_val_if_fail (CHESS_IS_BOARD (self), 0);
  return self->layer_builds;
}

void
chess_board_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  ChessBoard *self = CHESS_BOARD (widget);
  int hover;

  if (self->square <= 0)
    return;
  ensure_layers (self);
  hover = hover_square (self);
  if (self->flat_board != NULL)
    {
      gtk_snapshot_append_node (snapshot, self->flat_board);
      append_hover (self, snapshot, hover);
    }
  else
    append_layers (self, snapshot, hover);
  /* unclipped: a piece never reaches into the rounded corners */
  draw_pieces_in_motion (self, snapshot);
  if (self->dragging && self->selected != CHESS_SQUARE_NONE)
    {
      /* a whole number of device pixels: see draw_piece_at */
      int scale = gtk_widget_get_scale_factor (widget);
      double size = round (self->square * DRAG_SCALE * scale) / scale;
      draw_piece_at (self, snapshot, self->position.board[self->selected],
                     self->pointer_x - size / 2, self->pointer_y - size / 2, size);
    }
}
