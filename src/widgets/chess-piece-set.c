/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-piece-set.c — a piece set's drawings → cached GdkTextures (and
 * cairo nodes).
 *
 * The SVGs are found and parsed by the render room's ChessPieceDrawings,
 * the one loader of piece sets (the pictures and GIFs use it too).
 * librsvg is slow compared with blitting a texture, so each piece is
 * rendered only when the square size (× scale factor) changes; drawing,
 * dragging and animating only reuse the textures.
 *
 * For GTK 4.8's cairo renderer the same pixels are also offered as cached
 * cairo render nodes: that renderer converts every texture node of a frame
 * to a new cairo surface, pixel by pixel through floats, even where the
 * frame's clip hides it — with 32 pieces that was most of the CPU of a
 * clock redraw.  A cairo node paints the surface we already have, and only
 * where the clip allows. */
#include "chess-piece-set.h"

#include <math.h>
#include <string.h>

#include "chess-piece-drawings.h"

#define N_PIECE_IMAGES 12
#define N_NODE_SIZES 2

struct _ChessPieceSet
{
  GObject parent_instance;

  ChessPieceDrawings *drawings;
  GdkTexture *texture[N_PIECE_IMAGES];
  cairo_surface_t *surface[N_PIECE_IMAGES];  /* the texture's pixels */
  int texture_size;
  /* Nodes for two logical sizes: the board's and the dragged piece's. */
  struct
  {
    float size;
    int scale;
    guint64 last_use;
    GskRenderNode *node[N_PIECE_IMAGES];
  } nodes[N_NODE_SIZES];
  guint64 node_uses;
  guint render_count;
};

G_DEFINE_FINAL_TYPE (ChessPieceSet, chess_piece_set, G_TYPE_OBJECT)

static int
piece_index (ChessPiece piece)
{
  ChessPieceType type = CHESS_PIECE_TYPE (piece);
  ChessColor color = CHESS_PIECE_COLOR (piece);

  if (type >= CHESS_PIECE_TYPE_NONE || color > CHESS_BLACK)
    return -1;
  return (int) color * 6 + (int) type;
}

const char * const *
chess_piece_set_list_names (void)
{
  return chess_piece_drawings_list_names ();
}

/* The piece of index i: white's pawn … king, then black's. */
static ChessPiece
piece_of_index (int i)
{
  return CHESS_MAKE_PIECE ((ChessColor) (i / 6), (ChessPieceType) (i % 6));
}

static GdkTexture *
render_piece (ChessPieceDrawings *drawings, ChessPiece piece, int size_px, cairo_surface_t **surface_out)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, size_px, size_px);
  cairo_t *cr = cairo_create (surface);
  GBytes *bytes;
  GdkTexture *texture;
  int stride;

  chess_piece_drawings_draw_vector (drawings, cr, piece, 0, 0, size_px);
  cairo_destroy (cr);
  cairo_surface_flush (surface);

  /* Cairo's ARGB32 is premultiplied, native-endian: GDK_MEMORY_DEFAULT.
   * The bytes keep the surface alive; no copy. */
  stride = cairo_image_surface_get_stride (surface);
  bytes = g_bytes_new_with_free_func (cairo_image_surface_get_data (surface),
                                      (gsize) stride * size_px,
                                      (GDestroyNotify) cairo_surface_destroy,
                                      surface);
  texture = gdk_memory_texture_new (size_px, size_px, GDK_MEMORY_DEFAULT, bytes, stride);
  g_bytes_unref (bytes);
  *surface_out = cairo_surface_reference (surface);
  return texture;
}

static void
clear_nodes (ChessPieceSet *self)
{
  for (int k = 0; k < N_NODE_SIZES; k++)
    {
      for (int i = 0; i < N_PIECE_IMAGES; i++)
        g_clear_pointer (&self->nodes[k].node[i], gsk_render_node_unref);
      self->nodes[k].size = 0;
      self->nodes[k].last_use = 0;
    }
}

GdkTexture *
chess_piece_set_get_texture (ChessPieceSet *self, ChessPiece piece, int size_px)
{
  int index;

  g_return_val_if_fail (CHESS_IS_PIECE_SET (self), NULL);

  index = piece_index (piece);
  if (index < 0 || size_px <= 0)
    return NULL;

  if (size_px != self->texture_size)
    {
      for (int i = 0; i < N_PIECE_IMAGES; i++)
        {
          g_clear_object (&self->texture[i]);
          g_clear_pointer (&self->surface[i], cairo_surface_destroy);
          self->texture[i] = render_piece (self->drawings, piece_of_index (i), size_px, &self->surface[i]);
          self->render_count++;
        }
      self->texture_size = size_px;
      clear_nodes (self);
    }
  return self->texture[index];
}

/* The texture's pixels at size_px × size_px device pixels: the texture's
 * own surface, or a copy scaled once (a dragged piece is larger). */
static cairo_surface_t *
surface_at (ChessPieceSet *self, int index, int size_px)
{
  cairo_surface_t *surface;
  cairo_t *cr;
  int texture_px = self->texture_size;

  if (size_px == texture_px)
    return cairo_surface_reference (self->surface[index]);
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, size_px, size_px);
  cr = cairo_create (surface);
  cairo_scale (cr, (double) size_px / texture_px, (double) size_px / texture_px);
  cairo_set_source_surface (cr, self->surface[index], 0, 0);
  cairo_pattern_set_filter (cairo_get_source (cr), CAIRO_FILTER_GOOD);
  cairo_paint (cr);
  cairo_destroy (cr);
  return surface;
}

GskRenderNode *
chess_piece_set_get_node (ChessPieceSet *self, ChessPiece piece, int size_px, float size, int scale)
{
  int index = piece_index (piece);
  int slot = -1;
  int node_px = (int) lround (size * MAX (scale, 1));
  GskRenderNode **node;
  cairo_surface_t *surface;
  cairo_t *cr;

  if (chess_piece_set_get_texture (self, piece, size_px) == NULL || size <= 0 || node_px <= 0)
    return NULL;
  /* the slot of this size, else the one used least recently */
  for (int k = 0; k < N_NODE_SIZES; k++)
    if (self->nodes[k].size == size && self->nodes[k].scale == scale)
      slot = k;
  if (slot < 0)
    {
      slot = 0;
      for (int k = 1; k < N_NODE_SIZES; k++)
        if (self->nodes[k].last_use < self->nodes[slot].last_use)
          slot = k;
      for (int i = 0; i < N_PIECE_IMAGES; i++)
        g_clear_pointer (&self->nodes[slot].node[i], gsk_render_node_unref);
      self->nodes[slot].size = size;
      self->nodes[slot].scale = scale;
    }
  self->nodes[slot].last_use = ++self->node_uses;
  node = &self->nodes[slot].node[index];
  if (*node == NULL)
    {
      /* drawn 1:1 onto the window's pixels, whatever the size */
      surface = surface_at (self, index, node_px);
      *node = gsk_cairo_node_new (&GRAPHENE_RECT_INIT (0, 0, size, size));
      cr = gsk_cairo_node_get_draw_context (*node);
      cairo_scale (cr, size / node_px, size / node_px);
      cairo_set_source_surface (cr, surface, 0, 0);
      cairo_paint (cr);
      cairo_destroy (cr);
      cairo_surface_destroy (surface);
    }
  return *node;
}

int
chess_piece_set_get_texture_size (ChessPieceSet *self)
{
  g_return_val_if_fail (CHESS_IS_PIECE_SET (self), 0);
  return self->texture_size;
}

guint
chess_piece_set_get_render_count (ChessPieceSet *self)
{
  g_return_val_if_fail (CHESS_IS_PIECE_SET (self), 0);
  return self->render_count;
}

const char *
chess_piece_set_get_name (ChessPieceSet *self)
{
  g_return_val_if_fail (CHESS_IS_PIECE_SET (self), NULL);
  return chess_piece_drawings_get_name (self->drawings);
}

/* Parsing the 12 SVGs of a set takes a few milliseconds.  At start-up a
 * helper thread does it while GTK initialises; the first
 * chess_piece_set_new() takes its result (or, for another set, drops it). */
static GThread *preload_thread;

static gpointer
preload_thread_func (gpointer data)
{
  g_autofree char *name = data;

  return chess_piece_set_new (name, NULL);
}

void
chess_piece_set_preload (const char *name)
{
  g_return_if_fail (name != NULL);

  if (preload_thread == NULL)
    preload_thread = g_thread_new ("chess-pieces", preload_thread_func, g_strdup (name));
}

ChessPieceSet *
chess_piece_set_new (const char *name, GError **error)
{
  g_autoptr (ChessPieceSet) self = NULL;
  ChessPieceDrawings *drawings;

  g_return_val_if_fail (name != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (preload_thread != NULL && g_thread_self () != preload_thread)
    {
      self = g_thread_join (g_steal_pointer (&preload_thread));
      if (self != NULL && strcmp (chess_piece_set_get_name (self), name) == 0)
        return g_steal_pointer (&self);
      g_clear_object (&self);
    }
  drawings = chess_piece_drawings_new (name, error);
  if (drawings == NULL)
    return NULL;
  self = g_object_new (CHESS_TYPE_PIECE_SET, NULL);
  self->drawings = drawings;
  return g_steal_pointer (&self);
}

static void
chess_piece_set_finalize (GObject *object)
{
  ChessPieceSet *self = CHESS_PIECE_SET (object);

  for (int i = 0; i < N_PIECE_IMAGES; i++)
    {
      g_clear_object (&self->texture[i]);
      g_clear_pointer (&self->surface[i], cairo_surface_destroy);
    }
  clear_nodes (self);
  g_clear_object (&self->drawings);
  G_OBJECT_CLASS (chess_piece_set_parent_class)->finalize (object);
}

static void
chess_piece_set_class_init (ChessPieceSetClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = chess_piece_set_finalize;
}

static void
chess_piece_set_init (ChessPieceSet *self)
{
}
