/* SPDX-License-Identifier: GPL-3.0-or-later */
/* board-test-utils.h — shared by the board tests: a window with a board,
 * rendering it to pixels, and driving its gesture and key controllers. */
#pragma once

#include <gtk/gtk.h>

#include "chess-board.h"
#include "chess-notation.h"
#include "chess-promotion-chooser.h"

typedef struct
{
  GtkWidget *window;
  ChessBoard *board;
  GArray *moves;            /* ChessMove from "move-chosen" */
  gboolean apply_moves;     /* play them on the board, like the window does */
  int promotion_opened;
  int geometry_changed;
} Fixture;

typedef struct
{
  int width, height;
  guchar *data;   /* B, G, R, A (premultiplied; the board is opaque) */
} Image;

typedef struct { int r, g, b; } Rgb;
/* What differs from the bare square in its middle 70%: how much, how bright. */
typedef struct { double coverage; double luminance; } Ink;

void spin (guint ms);
void on_move_chosen (ChessBoard *board, guint move, Fixture *f);
void on_promotion_opened (ChessBoard *board, Fixture *f);
void on_geometry_changed (ChessBoard *board, Fixture *f);
void fixture_setup (Fixture *f, gconstpointer data);
void fixture_teardown (Fixture *f, gconstpointer data);
void set_fen (Fixture *f, const char *fen);
int sq (const char *name);
ChessMove uci_move (Fixture *f, const char *uci);
Image *render_widget (GtkWidget *widget);
Image *render_board (Fixture *f);
void image_free (Image *image);
Rgb pixel (Image *image, int x, int y);
Rgb rgb_of (const GdkRGBA *c);
Rgb blend (Rgb base, const GdkRGBA *over);
void assert_rgb_near (Rgb got, Rgb want, int tolerance, const char *what);
const ChessBoardTheme *theme_of (Fixture *f);
Rgb square_colour (Fixture *f, int square);
Rgb pixel_in (Fixture *f, Image *image, int square, double fx, double fy);
Ink ink_on (Fixture *f, Image *image, int square, Rgb base, int threshold);
Ink ink (Fixture *f, Image *image, const char *name);
void assert_piece (Fixture *f, Image *image, const char *name);
void assert_empty (Fixture *f, Image *image, const char *name);
GtkEventController *find_controller (GtkWidget *widget, GType type);
void centre (Fixture *f, const char *name, double *x, double *y);
void drag_to_point (Fixture *f, const char *from, double x1, double y1, gboolean release);
void drag (Fixture *f, const char *from, const char *to);
void click (Fixture *f, const char *name);
gboolean press_key (GtkWidget *widget, guint keyval);
ChessPromotionChooser *find_chooser (Fixture *f);
void assert_no_moves (Fixture *f);

/* test-board-moves.c */
void board_test_add_move_tests (void);
/* test-board-touch-move.c */
void board_test_add_touch_move_tests (void);
/* test-board-arrows.c */
void board_test_add_arrow_tests (void);
/* test-board-premove.c */
void board_test_add_premove_tests (void);
/* test-board-marks.c */
void board_test_add_mark_tests (void);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Image, image_free)

#define BOARD_TEST(path, fn) \
  g_test_add ("/ui/board/" path, Fixture, NULL, fixture_setup, fn, fixture_teardown)
