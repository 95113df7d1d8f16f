/* test-pieces.c — every piece of every set renders well at 24, 48 and 160 px
 *
 * Copyright 2026 The Chess authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Usage: test-pieces PIECES_DIR   (the data/pieces folder of the source tree)
 *
 * Each piece is rendered the way the board renders it: the whole document
 * scaled into one square.  A piece must cover enough of its square, be centred
 * horizontally, stand on the same baseline as the other pieces of its set, and
 * keep a margin to every edge of the square.
 */

#include <math.h>

#include <cairo.h>
#include <glib.h>
#include <librsvg/rsvg.h>

static const char *const piece_names[] = {
  "wK", "wQ", "wR", "wB", "wN", "wP",
  "bK", "bQ", "bR", "bB", "bN", "bP",
};
#define N_PIECES G_N_ELEMENTS (piece_names)

static const int square_sizes[] = { 24, 48, 160 };

/* Pixels at least this opaque count as part of the piece. */
#define OPAQUE_ALPHA 128
/* Smallest share of the square a piece covers (a pawn covers about 17 %). */
#define MIN_COVERAGE 0.10
/* Largest share: a piece that fills its square hides the square's colour. */
#define MAX_COVERAGE 0.60
/* Largest distance of the box centre from the square centre, as a share of the square. */
#define MAX_OFF_CENTRE 0.06
/* Smallest empty border on every side, as a share of the square. */
#define MIN_MARGIN 0.03
/* Largest spread of the pieces' bottom edges within one set and size. */
#define MAX_BASELINE_SPREAD 0.025

typedef struct
{
  int opaque;               /* number of opaque pixels */
  int left, top, right, bottom; /* box of the opaque pixels, inclusive */
} ChessInk;

static char *pieces_dir;

static void
chess_measure_ink (cairo_surface_t *surface,
                   ChessInk        *ink)
{
  int width = cairo_image_surface_get_width (surface);
  int height = cairo_image_surface_get_height (surface);
  int stride = cairo_image_surface_get_stride (surface);
  const unsigned char *data;

  cairo_surface_flush (surface);
  data = cairo_image_surface_get_data (surface);
  *ink = (ChessInk) { 0, width, height, -1, -1 };
  for (int y = 0; y < height; y++)
    {
      const guint32 *row = (const guint32 *) (data + (gsize) y * stride);

      for (int x = 0; x < width; x++)
        {
          if ((row[x] >> 24) < OPAQUE_ALPHA)
            continue;
          ink->opaque++;
          ink->left = MIN (ink->left, x);
          ink->right = MAX (ink->right, x);
          ink->top = MIN (ink->top, y);
          ink->bottom = MAX (ink->bottom, y);
        }
    }
}

static void
chess_render_piece (const char *set,
                    const char *name,
                    int         size,
                    ChessInk   *ink)
{
  g_autofree char *file_name = g_strconcat (name, ".svg", NULL);
  g_autofree char *path = g_build_filename (pieces_dir, set, file_name, NULL);
  g_autoptr(GError) error = NULL;
  RsvgHandle *handle;
  RsvgRectangle viewport = { 0, 0, size, size };
  cairo_surface_t *surface;
  cairo_t *cr;

  handle = rsvg_handle_new_from_file (path, &error);
  g_assert_no_error (error);
  g_assert_nonnull (handle);

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, size, size);
  cr = cairo_create (surface);
  rsvg_handle_render_document (handle, cr, &viewport, &error);
  g_assert_no_error (error);
  cairo_destroy (cr);
  chess_measure_ink (surface, ink);
  cairo_surface_destroy (surface);
  g_object_unref (handle);
}

static void
test_piece_set (gconstpointer data)
{
  const char *set = data;

  for (guint s = 0; s < G_N_ELEMENTS (square_sizes); s++)
    {
      int size = square_sizes[s];
      double area = (double) size * size;
      int min_margin = MAX (1, (int) floor (MIN_MARGIN * size));
      int lowest = -1, highest = size;

      for (guint i = 0; i < N_PIECES; i++)
        {
          const char *name = piece_names[i];
          ChessInk ink;
          double centre_x, coverage;

          chess_render_piece (set, name, size, &ink);
          coverage = ink.opaque / area;
          g_test_message ("%s/%s at %d px: coverage %.3f, box x %d..%d y %d..%d",
                          set, name, size, coverage, ink.left, ink.right, ink.top, ink.bottom);

          if (coverage < MIN_COVERAGE || coverage > MAX_COVERAGE)
            g_error ("%s/%s at %d px covers %.1f %% of its square (allowed %.0f-%.0f %%)",
                     set, name, size, 100 * coverage, 100 * MIN_COVERAGE, 100 * MAX_COVERAGE);

          centre_x = (ink.left + ink.right + 1) / 2.0;
          if (fabs (centre_x - size / 2.0) > MAX_OFF_CENTRE * size)
            g_error ("%s/%s at %d px is off centre: box centre x %.1f, square centre %.1f",
                     set, name, size, centre_x, size / 2.0);

          if (ink.left < min_margin || ink.top < min_margin ||
              size - 1 - ink.right < min_margin || size - 1 - ink.bottom < min_margin)
            g_error ("%s/%s at %d px leaves less than %d px to an edge: box x %d..%d y %d..%d",
                     set, name, size, min_margin, ink.left, ink.right, ink.top, ink.bottom);

          /* The base sits in the lower part of the square, like a piece standing on it. */
          if (ink.bottom < 0.8 * size)
            g_error ("%s/%s at %d px does not stand on the lower edge: bottom at %d",
                     set, name, size, ink.bottom);

          lowest = MAX (lowest, ink.bottom);
          highest = MIN (highest, ink.bottom);
        }

      if (lowest - highest > MAX (1.0, MAX_BASELINE_SPREAD * size))
        g_error ("set %s at %d px: the pieces stand on different baselines (bottom edges %d..%d)",
                 set, size, highest, lowest);
    }
}

/* Same piece, both colours: the same shape, so the same box (within a rim). */
static void
test_piece_colours_match (gconstpointer data)
{
  const char *set = data;
  const int size = 160;
  const int tolerance = (int) ceil (MIN_MARGIN * size);

  for (guint i = 0; i < N_PIECES / 2; i++)
    {
      ChessInk white, black;

      chess_render_piece (set, piece_names[i], size, &white);
      chess_render_piece (set, piece_names[i + N_PIECES / 2], size, &black);
      if (abs (white.left - black.left) > tolerance || abs (white.right - black.right) > tolerance ||
          abs (white.top - black.top) > tolerance || abs (white.bottom - black.bottom) > tolerance)
        g_error ("set %s: %s and %s differ in shape (boxes x %d..%d y %d..%d and x %d..%d y %d..%d)",
                 set, piece_names[i], piece_names[i + N_PIECES / 2],
                 white.left, white.right, white.top, white.bottom,
                 black.left, black.right, black.top, black.bottom);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GDir) dir = NULL;
  g_autoptr(GPtrArray) sets = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) error = NULL;
  const char *entry;

  g_test_init (&argc, &argv, NULL);
  if (argc != 2)
    {
      g_printerr ("Usage: %s PIECES_DIR\n", argv[0]);
      return 2;
    }
  pieces_dir = argv[1];

  dir = g_dir_open (pieces_dir, 0, &error);
  if (dir == NULL)
    {
      g_printerr ("%s: %s\n", pieces_dir, error->message);
      return 2;
    }
  while ((entry = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (pieces_dir, entry, NULL);

      if (g_file_test (path, G_FILE_TEST_IS_DIR))
        g_ptr_array_add (sets, g_strdup (entry));
    }
  if (sets->len < 2)
    {
      g_printerr ("%s: expected at least two piece sets, found %u\n", pieces_dir, sets->len);
      return 1;
    }

  for (guint i = 0; i < sets->len; i++)
    {
      const char *set = g_ptr_array_index (sets, i);
      g_autofree char *path_render = g_strdup_printf ("/pieces/%s/render", set);
      g_autofree char *path_colours = g_strdup_printf ("/pieces/%s/colours-match", set);

      g_test_add_data_func (path_render, set, test_piece_set);
      g_test_add_data_func (path_colours, set, test_piece_colours_match);
    }
  return g_test_run ();
}
