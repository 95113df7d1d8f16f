/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-render-diagram.c — the board as PNG and SVG through the render
 * room: a square's colour, a piece's pixels, the last move's highlight,
 * the colour of an arrow on its path and of a circle on its ring, the
 * orientation; the SVG drawn back by rsvg-convert (argv[1]) with nothing
 * outside it; files written whole or not at all. */
#include "config.h"

#include <gio/gio.h>
#include <glib/gstdio.h>

#include "chess-diagram-file.h"
#include "chess-notation.h"
#include "render-test-util.h"

#define SIZE 480
#define SQUARE (SIZE / 8)

static const char *rsvg_convert;
static ChessPieceDrawings *pieces;

/* The centre of square in pixels. */
static void
centre (const ChessDiagram *diagram, int square, int *x, int *y)
{
  double ox, oy;

  chess_diagram_square_origin (diagram, square, SQUARE, &ox, &oy);
  *x = (int) ox + SQUARE / 2;
  *y = (int) oy + SQUARE / 2;
}

static guint32
pixel_at_square (cairo_surface_t *image, const ChessDiagram *diagram, int square, int dx, int dy)
{
  int x, y;

  centre (diagram, square, &x, &y);
  return render_test_pixel (image, x + dx, y + dy);
}

static gboolean
is_light (int square)
{
  return (CHESS_SQUARE_FILE (square) + CHESS_SQUARE_RANK (square)) % 2 == 1;
}

static guint32
square_rgb (const ChessDiagram *diagram, int square)
{
  return render_test_rgb (is_light (square) ? diagram->palette->light : diagram->palette->dark);
}

/* Pixels of the square (its coordinates' corners left out) for which
 * `test` holds. */
static int
count_pixels (cairo_surface_t *image, const ChessDiagram *diagram, int square,
              gboolean (*test) (guint32 rgb, guint32 background), guint32 background)
{
  double ox, oy;
  int n = 0;

  chess_diagram_square_origin (diagram, square, SQUARE, &ox, &oy);
  for (int y = (int) oy + SQUARE / 4; y < (int) oy + SQUARE * 3 / 4 + SQUARE / 5; y++)
    for (int x = (int) ox + SQUARE / 5; x < (int) ox + SQUARE * 4 / 5; x++)
      n += test (render_test_pixel (image, x, y), background);
  return n;
}

static gboolean
is_near_white (guint32 rgb, guint32 background)
{
  return render_test_distance (rgb, 0xffffff) < 24 && render_test_distance (rgb, background) > 24;
}

static gboolean
is_near_black (guint32 rgb, guint32 background)
{
  return render_test_distance (rgb, 0x000000) < 64;
}

static gboolean
is_not_background (guint32 rgb, guint32 background)
{
  return render_test_distance (rgb, background) > 2;
}

static cairo_surface_t *
render_png (const ChessDiagram *diagram)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GBytes) png = chess_diagram_to_bytes (diagram, pieces, CHESS_PICTURE_PNG, SIZE, &error);
  cairo_surface_t *image;

  g_assert_no_error (error);
  image = render_test_read_png (png);
  g_assert_cmpint (cairo_image_surface_get_width (image), ==, SIZE);
  g_assert_cmpint (cairo_image_surface_get_height (image), ==, SIZE);
  return image;
}

/* The start position's squares and pieces, as the image shows them. */
static void
assert_start_position (cairo_surface_t *image, const ChessDiagram *diagram, int tolerance)
{
  /* empty squares in the colours of the theme */
  g_assert_cmpint (render_test_distance (pixel_at_square (image, diagram, CHESS_E4, 0, 0),
                                         square_rgb (diagram, CHESS_E4)), <=, tolerance);
  g_assert_cmpint (render_test_distance (pixel_at_square (image, diagram, CHESS_D4, 0, 0),
                                         square_rgb (diagram, CHESS_D4)), <=, tolerance);
  g_assert_cmpint (count_pixels (image, diagram, CHESS_E4, is_not_background,
                                 square_rgb (diagram, CHESS_E4)), <=, tolerance > 0 ? 40 : 0);
  /* the white king: white pixels on e1; the black king: black ones on e8 */
  {
    int white_e1 = count_pixels (image, diagram, CHESS_E1, is_near_white, square_rgb (diagram, CHESS_E1));
    int black_e8 = count_pixels (image, diagram, CHESS_E8, is_near_black, 0);
    int white_e8 = count_pixels (image, diagram, CHESS_E8, is_near_white, square_rgb (diagram, CHESS_E8));
    int black_e1 = count_pixels (image, diagram, CHESS_E1, is_near_black, 0);

    g_test_message ("e1: %d white, %d black; e8: %d white, %d black", white_e1, black_e1, white_e8, black_e8);
    g_assert_cmpint (white_e1, >, SQUARE * SQUARE / 20);
    g_assert_cmpint (black_e8, >, SQUARE * SQUARE / 20);
    g_assert_cmpint (white_e8, <, white_e1 / 4);
    g_assert_cmpint (black_e1, <, black_e8 * 2 / 3);
  }
}

static void
test_png_squares_and_pieces (void)
{
  ChessDiagram diagram;
  cairo_surface_t *image;

  chess_diagram_init (&diagram);
  image = render_png (&diagram);
  assert_start_position (image, &diagram, 0);
  /* a8 is top left: a rook there (dark pixels), none at the bottom left */
  g_assert_cmpint (render_test_distance (render_test_pixel (image, SQUARE / 2, SQUARE * 3 + SQUARE / 2),
                                         square_rgb (&diagram, CHESS_A5)), ==, 0);
  cairo_surface_destroy (image);

  /* another theme, the board turned: the same squares elsewhere */
  diagram.palette = chess_board_palette_lookup ("green");
  g_assert_nonnull (diagram.palette);
  diagram.flipped = TRUE;
  image = render_png (&diagram);
  assert_start_position (image, &diagram, 0);
  g_assert_cmpuint (render_test_pixel (image, 4 * SQUARE + SQUARE / 2, 3 * SQUARE + SQUARE / 2), ==,
                    render_test_rgb (diagram.palette->dark));   /* d4, flipped */
  cairo_surface_destroy (image);
}

static void
test_png_last_move_and_marks (void)
{
  ChessDiagram diagram;
  ChessFenError fen_error;
  cairo_surface_t *image;
  guint32 e3 = 0, expected;

  chess_diagram_init (&diagram);
  g_assert_true (chess_position_from_fen (&diagram.position,
                                          "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                                          &fen_error));
  g_assert_cmpuint (chess_marks_read (&diagram.marks, "Ge2e4", "Rd4"), ==, 2);
  diagram.last_move = chess_move_make (CHESS_G1, CHESS_F3);
  image = render_png (&diagram);

  /* the arrow's green over e3's dark square, on its path */
  e3 = square_rgb (&diagram, CHESS_E3);
  expected = render_test_blend (e3, chess_diagram_mark_color (CHESS_MARK_GREEN), 0.8);
  g_assert_cmpint (render_test_distance (pixel_at_square (image, &diagram, CHESS_E3, 0, 0), expected), <=, 2);
  g_assert_cmpint (render_test_distance (pixel_at_square (image, &diagram, CHESS_E3, 0, -SQUARE / 3), expected),
                   <=, 2);
  /* beside the shaft the square is bare */
  g_assert_cmpuint (pixel_at_square (image, &diagram, CHESS_E3, SQUARE / 3, 0), ==, e3);
  /* the circle: red on its ring, bare at its centre */
  expected = render_test_blend (square_rgb (&diagram, CHESS_D4), chess_diagram_mark_color (CHESS_MARK_RED), 0.8);
  g_assert_cmpint (render_test_distance (pixel_at_square (image, &diagram, CHESS_D4, SQUARE * 9 / 20, 0), expected),
                   <=, 2);
  g_assert_cmpuint (pixel_at_square (image, &diagram, CHESS_D4, 0, 0), ==, square_rgb (&diagram, CHESS_D4));
  /* the last move's squares under their highlight */
  expected = render_test_blend (square_rgb (&diagram, CHESS_F3), diagram.palette->last_move,
                                diagram.palette->last_move.alpha);
  g_assert_cmpint (render_test_distance (pixel_at_square (image, &diagram, CHESS_F3, 0, 0), expected), <=, 1);
  g_assert_cmpuint (pixel_at_square (image, &diagram, CHESS_C3, 0, 0), ==, square_rgb (&diagram, CHESS_C3));
  cairo_surface_destroy (image);
}

static void
test_record_node (void)
{
  ChessRecord *record = render_test_read_game ("[Event \"?\"]\n\n1. e4 { [%cal Rg1f3] [%csl Yd4] } e5 *\n");
  const ChessNode *node = record->root->first_child;
  ChessDiagram diagram;
  cairo_surface_t *image;
  guint32 expected;

  chess_diagram_init (&diagram);
  chess_diagram_set_record_node (&diagram, record, node);
  g_assert_cmpuint (diagram.last_move, ==, node->move);
  g_assert_cmpuint (diagram.marks.count, ==, 2);
  g_assert_cmpint (CHESS_PIECE_TYPE (diagram.position.board[CHESS_E4]), ==, CHESS_PAWN);
  g_assert_cmpint (diagram.position.board[CHESS_E2], ==, CHESS_PIECE_NONE);
  image = render_png (&diagram);
  /* g1→f3 crosses g2's edge near f2: two pixels into g2 on the line */
  expected = render_test_blend (square_rgb (&diagram, CHESS_G2), chess_diagram_mark_color (CHESS_MARK_RED), 0.8);
  g_assert_cmpint (render_test_distance (render_test_pixel (image, 6 * SQUARE + 2, 6 * SQUARE + SQUARE / 2 + 4),
                                         expected), <=, 3);
  cairo_surface_destroy (image);
  chess_record_free (record);
}

/* Every href of the SVG points inside it. */
static void
assert_self_contained (const char *svg)
{
  for (const char *p = strstr (svg, "href="); p != NULL; p = strstr (p + 1, "href="))
    {
      const char *value = p + strlen ("href=\"");

      if (!g_str_has_prefix (value, "#") && !g_str_has_prefix (value, "data:"))
        g_error ("The SVG refers to something outside it: %.60s", p);
    }
}

static void
test_svg_through_rsvg_convert (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("chess-render-XXXXXX", &error);
  g_autofree char *svg_path = g_build_filename (dir, "board.svg", NULL);
  g_autofree char *png_path = g_build_filename (dir, "board.png", NULL);
  g_autoptr (GFile) svg_file = g_file_new_for_path (svg_path);
  g_autoptr (GBytes) svg = NULL;
  g_autofree char *text = NULL;
  const char *argv[] = { rsvg_convert, "--output", png_path, svg_path, NULL };
  int status = -1;
  ChessDiagram diagram;
  cairo_surface_t *image;

  g_assert_no_error (error);
  chess_diagram_init (&diagram);
  svg = chess_diagram_to_bytes (&diagram, pieces, CHESS_PICTURE_SVG, SIZE, &error);
  g_assert_no_error (error);
  text = g_strndup (g_bytes_get_data (svg, NULL), g_bytes_get_size (svg));
  g_assert_true (g_str_has_prefix (text, "<?xml"));
  g_assert_nonnull (strstr (text, "width=\"480px\""));
  assert_self_contained (text);
  /* the pieces are paths, not pictures */
  g_assert_null (strstr (text, "<image"));
  g_assert_true (chess_picture_save (svg, svg_file, &error));
  g_assert_no_error (error);

  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, NULL, NULL,
                               &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, &error));
  g_assert_no_error (error);
  image = cairo_image_surface_create_from_png (png_path);
  g_assert_cmpint (cairo_surface_status (image), ==, CAIRO_STATUS_SUCCESS);
  g_assert_cmpint (cairo_image_surface_get_width (image), ==, SIZE);
  g_assert_cmpint (cairo_image_surface_get_format (image), !=, CAIRO_FORMAT_A8);
  /* rsvg-convert keeps an alpha channel: the board is opaque everywhere */
  g_assert_cmpuint (*(guint32 *) cairo_image_surface_get_data (image) >> 24, ==, 0xff);
  assert_start_position (image, &diagram, 1);
  cairo_surface_destroy (image);

  g_unlink (png_path);
  g_unlink (svg_path);
  g_rmdir (dir);
}

static void
test_sizes_and_saving (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("chess-render-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "board.png", NULL);
  g_autofree char *missing = g_build_filename (dir, "no-such-folder", "board.png", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GFile) missing_file = g_file_new_for_path (missing);
  g_autoptr (GBytes) png = NULL;
  g_autoptr (GBytes) pdf = NULL;
  g_autofree char *contents = NULL;
  gsize length = 0;
  ChessDiagram diagram;

  g_assert_no_error (error);
  chess_diagram_init (&diagram);
  g_assert_null (chess_diagram_to_bytes (&diagram, pieces, CHESS_PICTURE_PNG, 32, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  g_clear_error (&error);
  g_assert_null (chess_diagram_to_bytes (&diagram, pieces, CHESS_PICTURE_GIF, SIZE, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED);
  g_clear_error (&error);
  pdf = chess_diagram_to_bytes (&diagram, pieces, CHESS_PICTURE_PDF, SIZE, &error);
  g_assert_no_error (error);
  g_assert_true (g_str_has_prefix (g_bytes_get_data (pdf, NULL), "%PDF-"));

  /* a file already there is replaced whole */
  g_assert_true (g_file_set_contents (path, "old", -1, &error));
  png = chess_diagram_to_bytes (&diagram, pieces, CHESS_PICTURE_PNG, 250, &error);
  g_assert_no_error (error);
  g_assert_true (chess_picture_save (png, file, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &contents, &length, &error));
  g_assert_cmpuint (length, ==, g_bytes_get_size (png));
  g_assert_cmpmem (contents, length, g_bytes_get_data (png, NULL), length);
  /* 250 asked for: 248, whole pixels a square */
  {
    cairo_surface_t *image = render_test_read_png (png);

    g_assert_cmpint (cairo_image_surface_get_width (image), ==, 248);
    cairo_surface_destroy (image);
  }
  /* where it cannot be written: an error, and nothing left behind */
  g_assert_false (chess_picture_save (png, missing_file, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  {
    GDir *listing = g_dir_open (dir, 0, &error);
    int n = 0;

    while (g_dir_read_name (listing) != NULL)
      n++;
    g_dir_close (listing);
    g_assert_cmpint (n, ==, 1);
  }

  g_assert_cmpint (chess_picture_format_for_name ("a/b.SVG"), ==, CHESS_PICTURE_SVG);
  g_assert_cmpint (chess_picture_format_for_name ("b.gif"), ==, CHESS_PICTURE_GIF);
  g_assert_cmpint (chess_picture_format_for_name ("b.jpeg"), ==, CHESS_PICTURE_UNKNOWN);
  g_assert_cmpint (chess_picture_format_for_name ("png"), ==, CHESS_PICTURE_UNKNOWN);
  g_unlink (path);
  g_rmdir (dir);
}

int
main (int argc, char *argv[])
{
  g_autoptr (GError) error = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  g_assert_cmpint (argc, ==, 2);
  rsvg_convert = argv[1];
  pieces = chess_piece_drawings_new (CHESS_PIECE_DRAWINGS_DEFAULT, &error);
  g_assert_no_error (error);
  g_test_add_func ("/render/png/squares-and-pieces", test_png_squares_and_pieces);
  g_test_add_func ("/render/png/last-move-and-marks", test_png_last_move_and_marks);
  g_test_add_func ("/render/png/record-node", test_record_node);
  g_test_add_func ("/render/svg/rsvg-convert", test_svg_through_rsvg_convert);
  g_test_add_func ("/render/sizes-and-saving", test_sizes_and_saving);
  status = g_test_run ();
  g_object_unref (pieces);
  return status;
}
