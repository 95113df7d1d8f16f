/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-board-arrows.c — arrows over the board, read back from its pixels:
 * drawn where asked (also flipped), the strong one bolder than the weak
 * one, cleared on request, and ignored when they go nowhere; a marked
 * square (a hint's piece) green under its piece, and cleared. */
#include "board-test-utils.h"

/* The arrow's colour differs from the bare square by more than this. */
#define ARROW_THRESHOLD 40

static int
distance (Rgb a, Rgb b)
{
  return MAX (ABS (a.r - b.r), MAX (ABS (a.g - b.g), ABS (a.b - b.b)));
}

/* An arrow's shaft crosses the centre of the squares it passes over. */
static Rgb
centre_of (Fixture *f, Image *image, const char *name)
{
  return pixel_in (f, image, sq (name), 0.5, 0.5);
}

static void
test_drawn_and_cleared (Fixture *f, gconstpointer data)
{
  const ChessBoardArrow e2e5 = { CHESS_E2, CHESS_E5, 1.0 };
  g_autoptr (Image) before = NULL, with = NULL, flipped = NULL, cleared = NULL;

  /* An empty e-file between the kings, so only the arrow can change it. */
  set_fen (f, "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
  before = render_board (f);
  chess_board_set_arrows (f->board, &e2e5, 1);
  g_assert_cmpuint (chess_board_get_n_arrows (f->board), ==, 1);
  with = render_board (f);

  /* Along its way (e3, e4) the arrow covers the square's centre; beside it
   * (d3, f4) and beyond its head (e6) nothing changed. */
  g_assert_cmpint (distance (centre_of (f, with, "e3"), centre_of (f, before, "e3")), >, ARROW_THRESHOLD);
  g_assert_cmpint (distance (centre_of (f, with, "e4"), centre_of (f, before, "e4")), >, ARROW_THRESHOLD);
  g_assert_cmpint (distance (centre_of (f, with, "d3"), centre_of (f, before, "d3")), <=, 2);
  g_assert_cmpint (distance (centre_of (f, with, "f4"), centre_of (f, before, "f4")), <=, 2);
  g_assert_cmpint (distance (centre_of (f, with, "e6"), centre_of (f, before, "e6")), <=, 2);
  /* Green: the arrow's colour dominates where it is drawn. */
  {
    Rgb p = centre_of (f, with, "e4");

    g_assert_cmpint (p.g, >, p.r);
    g_assert_cmpint (p.g, >, p.b);
  }

  /* Flipped, it follows its squares. */
  chess_board_set_flipped (f->board, TRUE);
  flipped = render_board (f);
  g_assert_cmpint (distance (centre_of (f, flipped, "e3"), square_colour (f, sq ("e3"))), >, ARROW_THRESHOLD);
  g_assert_cmpint (distance (centre_of (f, flipped, "d3"), square_colour (f, sq ("d3"))), <=, 2);
  chess_board_set_flipped (f->board, FALSE);

  chess_board_set_arrows (f->board, NULL, 0);
  g_assert_cmpuint (chess_board_get_n_arrows (f->board), ==, 0);
  cleared = render_board (f);
  g_assert_cmpint (distance (centre_of (f, cleared, "e3"), centre_of (f, before, "e3")), <=, 2);
  g_assert_cmpint (distance (centre_of (f, cleared, "e4"), centre_of (f, before, "e4")), <=, 2);
}

static void
test_strength (Fixture *f, gconstpointer data)
{
  /* Two parallel arrows on squares of one colour (c3-c6 and e3-e6 are both
   * dark on c3/e3): the stronger one is more opaque. */
  const ChessBoardArrow arrows[] = {
    { CHESS_C2, CHESS_C6, 0.2 },
    { CHESS_E2, CHESS_E6, 1.0 },
    { CHESS_H3, CHESS_H3, 1.0 },   /* nowhere: not drawn, not kept */
  };
  g_autoptr (Image) image = NULL;
  Rgb weak, strong;

  set_fen (f, "k7/8/8/8/8/8/8/K7 w - - 0 1");
  chess_board_set_arrows (f->board, arrows, G_N_ELEMENTS (arrows));
  g_assert_cmpuint (chess_board_get_n_arrows (f->board), ==, 2);
  image = render_board (f);
  weak = centre_of (f, image, "c3");
  strong = centre_of (f, image, "e3");
  g_assert_cmpint (distance (weak, square_colour (f, sq ("c3"))), >, 10);
  g_assert_cmpint (distance (strong, square_colour (f, sq ("e3"))), >,
                   distance (weak, square_colour (f, sq ("c3"))) + 20);
}

static void
test_marked_square (Fixture *f, gconstpointer data)
{
  g_autoptr (Image) before = NULL, marked = NULL, cleared = NULL;

  set_fen (f, "4k3/8/8/8/8/3b4/8/4K3 w - - 0 1");
  g_assert_cmpint (chess_board_get_marked_square (f->board), ==, CHESS_SQUARE_NONE);
  before = render_board (f);
  chess_board_set_marked_square (f->board, CHESS_D3);
  g_assert_cmpint (chess_board_get_marked_square (f->board), ==, CHESS_D3);
  marked = render_board (f);
  /* A corner of d3 (beside its bishop) turns green; e3 does not change. */
  Rgb corner = pixel_in (f, marked, sq ("d3"), 0.08, 0.08);
  g_assert_cmpint (distance (corner, pixel_in (f, before, sq ("d3"), 0.08, 0.08)), >, ARROW_THRESHOLD);
  g_assert_cmpint (corner.g, >, corner.r);
  g_assert_cmpint (corner.g, >, corner.b);
  g_assert_cmpint (distance (pixel_in (f, marked, sq ("e3"), 0.08, 0.08),
                             pixel_in (f, before, sq ("e3"), 0.08, 0.08)), <=, 2);
  chess_board_set_marked_square (f->board, CHESS_SQUARE_NONE);
  cleared = render_board (f);
  g_assert_cmpint (distance (pixel_in (f, cleared, sq ("d3"), 0.08, 0.08),
                             pixel_in (f, before, sq ("d3"), 0.08, 0.08)), <=, 2);
}

void
board_test_add_arrow_tests (void)
{
  BOARD_TEST ("arrows/marked-square", test_marked_square);
  BOARD_TEST ("arrows/drawn-and-cleared", test_drawn_and_cleared);
  BOARD_TEST ("arrows/strength", test_strength);
}
