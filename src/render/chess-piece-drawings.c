/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-piece-drawings.c — one piece set's SVGs through librsvg.
 *
 * librsvg is slow next to copying pixels, so a target made of pixels gets
 * each piece rendered once per pixel size and copied after that; the two
 * sizes used last are kept (a board and its dragged piece, a picture and
 * its thumbnail). */
#include "chess-piece-drawings.h"

#include <glib/gi18n.h>
#include <librsvg/rsvg.h>
#include <math.h>
#include <string.h>

#include "chess-render-resources.h"

#define N_PIECE_IMAGES 12
#define N_SIZES 2

struct _ChessPieceDrawings
{
  GObject parent_instance;

  char *name;
  RsvgHandle *svg[N_PIECE_IMAGES];
  struct
  {
    int size_px;
    guint64 last_use;
    cairo_surface_t *image[N_PIECE_IMAGES];
  } sizes[N_SIZES];
  guint64 uses;
  guint render_count;
};

G_DEFINE_FINAL_TYPE (ChessPieceDrawings, chess_piece_drawings, G_TYPE_OBJECT)

static const char * const set_names[] = { "classic", "contrast", NULL };
static const char type_letters[6] = { 'P', 'N', 'B', 'R', 'Q', 'K' };

const char * const *
chess_piece_drawings_list_names (void)
{
  return set_names;
}

static int
piece_index (ChessPiece piece)
{
  ChessPieceType type = CHESS_PIECE_TYPE (piece);
  ChessColor color = CHESS_PIECE_COLOR (piece);

  if (piece == CHESS_PIECE_NONE || type >= CHESS_PIECE_TYPE_NONE || color > CHESS_BLACK)
    return -1;
  return (int) color * 6 + (int) type;
}

void
chess_piece_drawings_draw_vector (ChessPieceDrawings *self, cairo_t *cr, ChessPiece piece,
                                  double x, double y, double size)
{
  int index = piece_index (piece);
  RsvgRectangle viewport = { x, y, size, size };
  g_autoptr (GError) error = NULL;

  g_return_if_fail (CHESS_IS_PIECE_DRAWINGS (self));
  if (index < 0 || size <= 0)
    return;
  if (!rsvg_handle_render_document (self->svg[index], cr, &viewport, &error))
    g_warning ("Cannot draw a chess piece: %s", error->message);
}

static cairo_surface_t *
render_image (ChessPieceDrawings *self, int index, int size_px)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, size_px, size_px);
  cairo_t *cr = cairo_create (surface);

  chess_piece_drawings_draw_vector (self, cr, (ChessPiece) ((index / 6) << 3 | index % 6), 0, 0, size_px);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  self->render_count++;
  return surface;
}

cairo_surface_t *
chess_piece_drawings_get_image (ChessPieceDrawings *self, ChessPiece piece, int size_px)
{
  int index = piece_index (piece), slot = -1;

  g_return_val_if_fail (CHESS_IS_PIECE_DRAWINGS (self), NULL);
  if (index < 0 || size_px <= 0)
    return NULL;
  for (int k = 0; k < N_SIZES; k++)
    if (self->sizes[k].size_px == size_px)
      slot = k;
  if (slot < 0)
    {
      slot = 0;
      for (int k = 1; k < N_SIZES; k++)
        if (self->sizes[k].last_use < self->sizes[slot].last_use)
          slot = k;
      for (int i = 0; i < N_PIECE_IMAGES; i++)
        g_clear_pointer (&self->sizes[slot].image[i], cairo_surface_destroy);
      self->sizes[slot].size_px = size_px;
    }
  self->sizes[slot].last_use = ++self->uses;
  if (self->sizes[slot].image[index] == NULL)
    self->sizes[slot].image[index] = render_image (self, index, size_px);
  return self->sizes[slot].image[index];
}

void
chess_piece_drawings_draw_image (ChessPieceDrawings *self, cairo_t *cr, ChessPiece piece,
                                 double x, double y, double size, int size_px)
{
  cairo_surface_t *image = chess_piece_drawings_get_image (self, piece, size_px);

  if (image == NULL || size <= 0)
    return;
  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_scale (cr, size / size_px, size / size_px);
  cairo_set_source_surface (cr, image, 0, 0);
  /* an image drawn at its own size is copied pixel for pixel */
  if (fabs (size - size_px) < 1e-9)
    cairo_pattern_set_filter (cairo_get_source (cr), CAIRO_FILTER_NEAREST);
  cairo_paint (cr);
  cairo_restore (cr);
}

guint
chess_piece_drawings_get_render_count (ChessPieceDrawings *self)
{
  g_return_val_if_fail (CHESS_IS_PIECE_DRAWINGS (self), 0);
  return self->render_count;
}

const char *
chess_piece_drawings_get_name (ChessPieceDrawings *self)
{
  g_return_val_if_fail (CHESS_IS_PIECE_DRAWINGS (self), NULL);
  return self->name;
}

static gboolean
load_svgs (ChessPieceDrawings *self, GError **error)
{
  for (int i = 0; i < N_PIECE_IMAGES; i++)
    {
      g_autofree char *path = g_strdup_printf ("/com/example/Chess/render/pieces/%s/%c%c.svg",
                                               self->name, i < 6 ? 'w' : 'b', type_letters[i % 6]);
      g_autoptr (GBytes) data = NULL;
      g_autoptr (GError) local_error = NULL;
      gsize size = 0;
      const guint8 *bytes;

      data = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, &local_error);
      if (data == NULL)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
                       _("Piece set “%s”: %s"), self->name, local_error->message);
          return FALSE;
        }
      bytes = g_bytes_get_data (data, &size);
      self->svg[i] = rsvg_handle_new_from_data (bytes, size, &local_error);
      if (self->svg[i] == NULL)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                       _("Piece set “%s”: %s: %s"), self->name, path, local_error->message);
          return FALSE;
        }
    }
  return TRUE;
}

ChessPieceDrawings *
chess_piece_drawings_new (const char *name, GError **error)
{
  g_autoptr (ChessPieceDrawings) self = NULL;
  gboolean known = FALSE;

  g_return_val_if_fail (name != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  for (guint i = 0; set_names[i] != NULL; i++)
    known |= strcmp (set_names[i], name) == 0;
  if (!known)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND, _("No piece set named “%s”"), name);
      return NULL;
    }
  self = g_object_new (CHESS_TYPE_PIECE_DRAWINGS, NULL);
  self->name = g_strdup (name);
  if (!load_svgs (self, error))
    return NULL;
  return g_steal_pointer (&self);
}

static void
chess_piece_drawings_finalize (GObject *object)
{
  ChessPieceDrawings *self = CHESS_PIECE_DRAWINGS (object);

  for (int i = 0; i < N_PIECE_IMAGES; i++)
    {
      g_clear_object (&self->svg[i]);
      for (int k = 0; k < N_SIZES; k++)
        g_clear_pointer (&self->sizes[k].image[i], cairo_surface_destroy);
    }
  g_free (self->name);
  G_OBJECT_CLASS (chess_piece_drawings_parent_class)->finalize (object);
}

static void
chess_piece_drawings_class_init (ChessPieceDrawingsClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = chess_piece_drawings_finalize;
  /* Referencing the bundle keeps the statically linked resources (and
   * their registering constructor) in the program. */
  (void) chess_render_get_resource ();
}

static void
chess_piece_drawings_init (ChessPieceDrawings *self)
{
}
