/* SPDX-License-Identifier: GPL-3.0-or-later */
/* render-test-util.h — what the render room's tests share: a game from
 * PGN text, a PNG read back into pixels, a pixel's colour and how far it
 * is from another. */
#pragma once

#include <cairo.h>
#include <glib.h>
#include <math.h>
#include <string.h>

#include "chess-board-palette.h"
#include "chess-pgn.h"

static inline ChessRecord *
render_test_read_game (const char *pgn)
{
  ChessPgnReader *reader = chess_pgn_reader_new_memory (pgn, strlen (pgn));
  ChessRecord *record = NULL;

  g_assert_cmpint (chess_pgn_reader_next_game (reader, &record), !=, CHESS_PGN_END);
  g_assert_nonnull (record);
  chess_pgn_reader_free (reader);
  return record;
}

typedef struct
{
  const guint8 *data;
  gsize length, offset;
} RenderTestStream;

static inline cairo_status_t
render_test_read_stream (void *closure, unsigned char *data, unsigned int length)
{
  RenderTestStream *stream = closure;

  if (stream->offset + length > stream->length)
    return CAIRO_STATUS_READ_ERROR;
  memcpy (data, stream->data + stream->offset, length);
  stream->offset += length;
  return CAIRO_STATUS_SUCCESS;
}

/* The PNG's pixels as an image surface (asserting it is one). */
static inline cairo_surface_t *
render_test_read_png (GBytes *png)
{
  RenderTestStream stream = { 0 };
  cairo_surface_t *image;

  stream.data = g_bytes_get_data (png, &stream.length);
  image = cairo_image_surface_create_from_png_stream (render_test_read_stream, &stream);
  g_assert_cmpint (cairo_surface_status (image), ==, CAIRO_STATUS_SUCCESS);
  return image;
}

/* 0xRRGGBB of the pixel at (x, y) (of an opaque image). */
static inline guint32
render_test_pixel (cairo_surface_t *image, int x, int y)
{
  const guint8 *data = cairo_image_surface_get_data (image);
  int stride = cairo_image_surface_get_stride (image);

  cairo_surface_flush (image);
  return *(const guint32 *) (data + (gsize) y * stride + (gsize) x * 4) & 0xffffff;
}

static inline guint32
render_test_rgb (ChessBoardColor color)
{
  return (guint32) lround (color.red * 255) << 16 | (guint32) lround (color.green * 255) << 8
         | (guint32) lround (color.blue * 255);
}

/* The largest difference of one channel. */
static inline int
render_test_distance (guint32 a, guint32 b)
{
  int d = 0;

  for (int shift = 0; shift < 24; shift += 8)
    d = MAX (d, ABS ((int) (a >> shift & 0xff) - (int) (b >> shift & 0xff)));
  return d;
}

/* `under` with `over` at alpha on top, as cairo blends them. */
static inline guint32
render_test_blend (guint32 under, ChessBoardColor over, double alpha)
{
  guint32 top = render_test_rgb (over), out = 0;

  for (int shift = 0; shift < 24; shift += 8)
    {
      double u = under >> shift & 0xff, t = top >> shift & 0xff;

      out |= (guint32) lround (t * alpha + u * (1 - alpha)) << shift;
    }
  return out;
}
