/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-diagram-file.c — the board's drawing on cairo's image, SVG and
 * PDF surfaces, written into memory and saved in one atomic write. */
#include "config.h"

#include "chess-diagram-file.h"

#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <glib/gi18n.h>
#include <string.h>

#include "chess-file-write.h"

static const char * const extensions[] = { "png", "svg", "pdf", "gif" };

ChessPictureFormat
chess_picture_format_for_name (const char *name)
{
  const char *dot = name != NULL ? strrchr (name, '.') : NULL;

  if (dot == NULL)
    return CHESS_PICTURE_UNKNOWN;
  for (guint i = 0; i < G_N_ELEMENTS (extensions); i++)
    if (g_ascii_strcasecmp (dot + 1, extensions[i]) == 0)
      return (ChessPictureFormat) i;
  return CHESS_PICTURE_UNKNOWN;
}

const char *
chess_picture_format_extension (ChessPictureFormat format)
{
  g_return_val_if_fail (format >= 0 && (guint) format < G_N_ELEMENTS (extensions), NULL);
  return extensions[format];
}

int
chess_diagram_pixel_size (int size)
{
  return MAX (64, size / 8 * 8);
}

cairo_surface_t *
chess_diagram_to_image (const ChessDiagram *diagram, ChessPieceDrawings *pieces, int size)
{
  int px = chess_diagram_pixel_size (size);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, px, px);
  cairo_t *cr = cairo_create (surface);

  chess_diagram_draw (diagram, pieces, cr, px / 8);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

static cairo_status_t
append_bytes (void *closure, const unsigned char *data, unsigned int length)
{
  g_byte_array_append (closure, data, length);
  return CAIRO_STATUS_SUCCESS;
}

GBytes *
chess_diagram_to_bytes (const ChessDiagram *diagram, ChessPieceDrawings *pieces,
                        ChessPictureFormat format, int size, GError **error)
{
  g_autoptr (GByteArray) out = g_byte_array_new ();
  cairo_surface_t *surface = NULL;
  cairo_status_t status;
  int px = chess_diagram_pixel_size (size);

  g_return_val_if_fail (diagram != NULL && CHESS_IS_PIECE_DRAWINGS (pieces), NULL);
  if (size < 64 || size > 4096)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   _("The size %d is not between 64 and 4096 pixels"), size);
      return NULL;
    }
  switch (format)
    {
    case CHESS_PICTURE_PNG:
      surface = chess_diagram_to_image (diagram, pieces, px);
      status = cairo_surface_write_to_png_stream (surface, append_bytes, out);
      break;
    case CHESS_PICTURE_SVG:
    case CHESS_PICTURE_PDF:
      {
        cairo_t *cr;

        if (format == CHESS_PICTURE_SVG)
          {
            surface = cairo_svg_surface_create_for_stream (append_bytes, out, px, px);
            cairo_svg_surface_restrict_to_version (surface, CAIRO_SVG_VERSION_1_1);
            /* the size asked for in pixels, not in cairo 1.16's points */
            cairo_svg_surface_set_document_unit (surface, CAIRO_SVG_UNIT_PX);
          }
        else
          surface = cairo_pdf_surface_create_for_stream (append_bytes, out, px, px);
        cr = cairo_create (surface);
        chess_diagram_draw (diagram, pieces, cr, px / 8);
        cairo_destroy (cr);
        cairo_surface_finish (surface);
        status = cairo_surface_status (surface);
      }
      break;
    case CHESS_PICTURE_GIF:
    case CHESS_PICTURE_UNKNOWN:
    default:
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   _("A position is written as PNG, SVG or PDF"));
      return NULL;
    }
  cairo_surface_destroy (surface);
  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("The picture could not be made: %s"),
                   cairo_status_to_string (status));
      return NULL;
    }
  return g_byte_array_free_to_bytes (g_steal_pointer (&out));
}

gboolean
chess_picture_save (GBytes *bytes, GFile *file, GError **error)
{
  gsize length;
  const void *data = g_bytes_get_data (bytes, &length);

  return chess_write_file_atomic (file, data, length, CHESS_WRITE_FILE_DEFAULT, error);
}
