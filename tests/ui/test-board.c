/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-board.c — the board widget, its themes, piece textures and the
 * promotion chooser, in process: the board is rendered to a texture and its
 * pixels are read; the input handlers are driven through their gesture and
 * controller signals, and one drag and one click-click go through the X server (xdotool).
 * Moving pieces is in test-board-moves.c. */
#include "board-test-utils.h"
#include "chess-board-cell.h"

#include <locale.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

/* ---- tests without a display -------------------------------------------- */

static void
test_themes (void)
{
  const char * const *names = chess_board_theme_list_names ();
  guint n = 0;

  g_assert_cmpstr (chess_board_theme_get_default ()->name, ==, "brown");
  g_assert_null (chess_board_theme_lookup ("no-such-theme"));
  g_assert_null (chess_board_theme_lookup (NULL));
  for (; names[n] != NULL; n++)
    {
      const ChessBoardTheme *t = chess_board_theme_lookup (names[n]);
      double light, dark;
      g_assert_nonnull (t);
      g_assert_cmpstr (t->name, ==, names[n]);
      light = 0.2126 * t->light.red + 0.7152 * t->light.green + 0.0722 * t->light.blue;
      dark = 0.2126 * t->dark.red + 0.7152 * t->dark.green + 0.0722 * t->dark.blue;
      /* the squares must be told apart at a glance */
      g_assert_cmpfloat (light - dark, >, 0.15);
      g_assert_cmpfloat (t->hint.alpha, >, 0.2);
      g_assert_cmpfloat (t->last_move.alpha, <, 1.0);
    }
  g_assert_cmpuint (n, ==, 4);
}

/* The cairo node of a piece paints the texture's pixels, is cached, and is
 * made anew for another size. */
static void
test_piece_set_nodes (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (ChessPieceSet) set = chess_piece_set_new ("classic", &error);
  ChessPiece knight = CHESS_MAKE_PIECE (CHESS_BLACK, CHESS_KNIGHT);
  GskRenderNode *node, *other;
  GdkTexture *texture;
  graphene_rect_t bounds;
  cairo_surface_t *surface;
  cairo_t *cr;
  guchar *expected;
  int differing = 0, opaque = 0;

  g_assert_no_error (error);
  node = chess_piece_set_get_node (set, knight, 48, 48.0f, 1);
  g_assert_nonnull (node);
  g_assert_cmpint (gsk_render_node_get_node_type (node), ==, GSK_CAIRO_NODE);
  gsk_render_node_get_bounds (node, &bounds);
  g_assert_cmpfloat (bounds.origin.x, ==, 0);
  g_assert_cmpfloat (bounds.size.width, ==, 48);
  g_assert_cmpfloat (bounds.size.height, ==, 48);
  g_assert_true (chess_piece_set_get_node (set, knight, 48, 48.0f, 1) == node);
  g_assert_cmpuint (chess_piece_set_get_render_count (set), ==, 12);

  /* drawn, the node gives the texture's pixels */
  texture = chess_piece_set_get_texture (set, knight, 48);
  expected = g_malloc (48 * 48 * 4);
  gdk_texture_download (texture, expected, 48 * 4);
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 48, 48);
  cr = cairo_create (surface);
  gsk_render_node_draw (node, cr);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  for (int y = 0; y < 48; y++)
    {
      const guchar *row = cairo_image_surface_get_data (surface) + y * cairo_image_surface_get_stride (surface);
      for (int i = 0; i < 48 * 4; i++)
        differing += abs (row[i] - expected[y * 48 * 4 + i]) > 1;
      for (int x = 0; x < 48; x++)
        opaque += row[x * 4 + 3] > 200;
    }
  cairo_surface_destroy (surface);
  g_free (expected);
  g_assert_cmpint (differing, ==, 0);
  g_assert_cmpint (opaque, >, 48 * 48 / 10);

  /* a new logical size (same pixels) and a new pixel size: new nodes */
  other = chess_piece_set_get_node (set, knight, 48, 24.0f, 1);
  gsk_render_node_get_bounds (other, &bounds);
  g_assert_cmpfloat (bounds.size.width, ==, 24);
  g_assert_cmpuint (chess_piece_set_get_render_count (set), ==, 12);
  /* two sizes live side by side (the board's and a dragged piece's): the
   * first size's node is still the same, so a drag does not renew the board */
  g_assert_true (chess_piece_set_get_node (set, knight, 48, 48.0f, 1) == node);
  g_assert_true (chess_piece_set_get_node (set, knight, 48, 24.0f, 1) == other);
  other = chess_piece_set_get_node (set, knight, 60, 60.0f, 1);
  gsk_render_node_get_bounds (other, &bounds);
  g_assert_cmpfloat (bounds.size.width, ==, 60);
  g_assert_cmpuint (chess_piece_set_get_render_count (set), ==, 24);
}

/* A preloaded set is the one chess_piece_set_new() returns, complete. */
static void
test_piece_set_preload (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (ChessPieceSet) set = NULL;
  g_autoptr (ChessPieceSet) again = NULL;

  chess_piece_set_preload ("contrast");
  set = chess_piece_set_new ("contrast", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (chess_piece_set_get_name (set), ==, "contrast");
  g_assert_nonnull (chess_piece_set_get_texture (set, CHESS_MAKE_PIECE (CHESS_WHITE, CHESS_KING), 32));
  /* taken once: the next one is a set of its own */
  again = chess_piece_set_new ("contrast", &error);
  g_assert_no_error (error);
  g_assert_true (again != set);

  /* preloading one set and asking for another gives the other */
  g_clear_object (&again);
  chess_piece_set_preload ("contrast");
  again = chess_piece_set_new ("classic", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (chess_piece_set_get_name (again), ==, "classic");
}

static void
test_piece_set_cache (void)
{
  for (const char * const *name = chess_piece_set_list_names (); *name; name++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (ChessPieceSet) set = chess_piece_set_new (*name, &error);
      GdkTexture *wk, *bp;

      g_assert_no_error (error);
      g_assert_cmpuint (chess_piece_set_get_render_count (set), ==, 0);
      wk = chess_piece_set_get_texture (set, CHESS_MAKE_PIECE (CHESS_WHITE, CHESS_KING), 48);
      g_assert_cmpuint (chess_piece_set_get_render_count (set), ==, 12);
      g_assert_cmpint (gdk_texture_get_width (wk), ==, 48);
      g_assert_cmpint (gdk_texture_get_height (wk), ==, 48);
      bp = chess_piece_set_get_texture (set, CHESS_MAKE_PIECE (CHESS_BLACK, CHESS_PAWN), 48);
      g_assert_true (bp != wk);
      g_assert_true (chess_piece_set_get_texture (set, CHESS_MAKE_PIECE (CHESS_WHITE, CHESS_KING), 48) == wk);
      g_assert_cmpuint (chess_piece_set_get_render_count (set), ==, 12);

      chess_piece_set_get_texture (set, CHESS_MAKE_PIECE (CHESS_WHITE, CHESS_QUEEN), 60);
      g_assert_cmpuint (chess_piece_set_get_render_count (set), ==, 24);
      g_assert_cmpint (chess_piece_set_get_texture_size (set), ==, 60);

      /* every piece has visible, opaque ink */
      for (int color = 0; color < 2; color++)
        for (int type = CHESS_PAWN; type <= CHESS_KING; type++)
          {
            GdkTexture *t = chess_piece_set_get_texture (set, CHESS_MAKE_PIECE (color, type), 60);
            guchar *data = g_malloc (60 * 60 * 4);
            int opaque = 0;
            gdk_texture_download (t, data, 60 * 4);
            for (int i = 0; i < 60 * 60; i++)
              opaque += data[i * 4 + 3] > 200;
            g_free (data);
            if (opaque < 60 * 60 / 10)
              g_error ("set %s piece %d/%d: only %d opaque pixels", *name, color, type, opaque);
          }
      g_assert_cmpuint (chess_piece_set_get_render_count (set), ==, 24);
      g_assert_null (chess_piece_set_get_texture (set, CHESS_PIECE_NONE, 60));
    }
}

static void
test_piece_set_unknown (void)
{
  g_autoptr (GError) error = NULL;
  ChessPieceSet *set = chess_piece_set_new ("no-such-set", &error);

  g_assert_null (set);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
  g_assert_nonnull (strstr (error->message, "no-such-set"));
}

/* ---- drawing ------------------------------------------------------------ */

static void
test_render_start (Fixture *f, gconstpointer data)
{
  g_autoptr (Image) image = render_board (f);
  const ChessBoardTheme *t = theme_of (f);
  Ink white, black;

  /* corners away from pieces and coordinate letters */
  assert_rgb_near (pixel_in (f, image, CHESS_H1, 0.04, 0.04), rgb_of (&t->light), 2, "h1 light");
  assert_rgb_near (pixel_in (f, image, CHESS_A1, 0.96, 0.04), rgb_of (&t->dark), 2, "a1 dark");
  assert_rgb_near (pixel_in (f, image, CHESS_A8, 0.96, 0.96), rgb_of (&t->light), 2, "a8 light");
  assert_rgb_near (pixel_in (f, image, CHESS_E4, 0.5, 0.5), rgb_of (&t->light), 2, "e4 light");
  assert_rgb_near (pixel_in (f, image, CHESS_E5, 0.5, 0.5), rgb_of (&t->dark), 2, "e5 dark");

  assert_piece (f, image, "e2");
  assert_piece (f, image, "d7");
  assert_piece (f, image, "e1");
  assert_empty (f, image, "e4");
  assert_empty (f, image, "d5");
  white = ink (f, image, "e2");
  black = ink (f, image, "d7");
  g_test_message ("white pawn luminance %.0f, black pawn %.0f", white.luminance, black.luminance);
  g_assert_cmpfloat (white.luminance, >, black.luminance + 40);
}

/* On a small board (25 px squares) the rank number in a8's corner is still
 * drawn at 9 px at least: at least 6 px high, and with the ink of 9 px
 * type (INK_AT_9_PX), not of the old 7 px floor. */
/* The ink of a8's "8" in Sans Bold (Noto Sans, which CI installs) on Xvfb,
 * summed over the quadrant (per pixel: how far from the square's colour):
 * 6,100 at 9 px, 4,217 at the old 7 px floor; the bound lies between. */
#define INK_AT_9_PX 5200

static void
test_coordinates_legible_when_small (Fixture *f, gconstpointer data)
{
  g_autoptr (Image) image = NULL;
  const ChessBoardTheme *t = theme_of (f);
  Rgb light = rgb_of (&t->light);
  double s;
  int rows = 0, ink_total = 0;
  guint rows_seen = 0;

  set_fen (f, "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
  /* a 200 px board in the fixture's 400 px window */
  gtk_widget_set_margin_start (GTK_WIDGET (f->board), 100);
  gtk_widget_set_margin_end (GTK_WIDGET (f->board), 100);
  gtk_widget_set_margin_top (GTK_WIDGET (f->board), 100);
  gtk_widget_set_margin_bottom (GTK_WIDGET (f->board), 100);
  spin (100);
  image = render_board (f);
  chess_board_get_geometry (f->board, NULL, NULL, &s);
  g_assert_cmpfloat (s, <=, 26);
  for (int y = 0; y < (int) s / 2; y++)
    for (int x = 0; x < (int) s / 2; x++)
      {
        Rgb p = pixel_in (f, image, CHESS_A8, (x + 0.5) / s, (y + 0.5) / s);
        int d = abs (p.r - light.r) + abs (p.g - light.g) + abs (p.b - light.b);
        ink_total += d;
        if (d > 90)
          rows_seen |= 1u << y;
      }
  for (guint bits = rows_seen; bits != 0; bits &= bits - 1)
    rows++;
  g_test_message ("a8's rank number: %d rows, ink %d on a %.0f px square", rows, ink_total, s);
  g_assert_cmpint (rows, >=, 6);
  g_assert_cmpint (ink_total, >=, INK_AT_9_PX);
}

static void
test_render_flipped (Fixture *f, gconstpointer data)
{
  double e2x, e2y, x, y;
  const ChessBoardTheme *t = theme_of (f);
  Ink d7, e2;

  centre (f, "e2", &e2x, &e2y);
  chess_board_set_flipped (f->board, TRUE);
  g_assert_true (chess_board_get_flipped (f->board));
  {
    g_autoptr (Image) image = render_board (f);

    centre (f, "e2", &x, &y);
    g_assert_cmpfloat (fabs (x - e2x) + fabs (y - e2y), >, 1);
    assert_piece (f, image, "e2");
    /* the light square is still at each player's right: h1 now top left */
    assert_rgb_near (pixel_in (f, image, CHESS_H1, 0.96, 0.96), rgb_of (&t->light), 2, "flipped h1 light");
    assert_rgb_near (pixel_in (f, image, CHESS_A8, 0.04, 0.04), rgb_of (&t->light), 2, "flipped a8 light");
    /* where e2 was drawn, Black's d7 pawn is now */
    centre (f, "d7", &x, &y);
    g_assert_cmpfloat (fabs (x - e2x) + fabs (y - e2y), <, 1);
    d7 = ink (f, image, "d7");
    e2 = ink (f, image, "e2");
    g_assert_cmpfloat (e2.luminance, >, d7.luminance + 40);
  }
  g_assert_cmpint (chess_board_square_at (f->board, e2x, e2y), ==, CHESS_D7);
}

static void
test_render_rtl (Fixture *f, gconstpointer data)
{
  double a1x, a1y, h1x, h1y;

  gtk_widget_set_direction (GTK_WIDGET (f->board), GTK_TEXT_DIR_RTL);
  gtk_widget_set_direction (f->window, GTK_TEXT_DIR_RTL);
  {
    g_autoptr (Image) image = render_board (f);
    centre (f, "a1", &a1x, &a1y);
    centre (f, "h1", &h1x, &h1y);
    g_assert_cmpfloat (a1x, <, h1x);
    assert_rgb_near (pixel_in (f, image, CHESS_H1, 0.04, 0.04), rgb_of (&theme_of (f)->light), 2, "rtl h1");
    assert_rgb_near (pixel_in (f, image, CHESS_A1, 0.96, 0.04), rgb_of (&theme_of (f)->dark), 2, "rtl a1");
    g_assert_cmpint (chess_board_square_at (f->board, 1, gtk_widget_get_height (GTK_WIDGET (f->board)) - 2),
                     ==, CHESS_A1);
  }
}

static void
test_themes_drawn (Fixture *f, gconstpointer data)
{
  for (const char * const *name = chess_board_theme_list_names (); *name; name++)
    {
      g_autoptr (Image) image = NULL;
      chess_board_set_theme (f->board, *name);
      g_assert_cmpstr (chess_board_get_theme (f->board), ==, *name);
      image = render_board (f);
      assert_rgb_near (pixel_in (f, image, CHESS_E4, 0.5, 0.5), rgb_of (&theme_of (f)->light), 2, *name);
      assert_rgb_near (pixel_in (f, image, CHESS_D4, 0.5, 0.5), rgb_of (&theme_of (f)->dark), 2, *name);
    }
  for (const char * const *name = chess_piece_set_list_names (); *name; name++)
    {
      g_autoptr (Image) image = NULL;
      chess_board_set_piece_set (f->board, *name);
      g_assert_cmpstr (chess_board_get_piece_set_name (f->board), ==, *name);
      image = render_board (f);
      assert_piece (f, image, "e2");
      assert_empty (f, image, "e4");
    }
}

static void
test_last_move_and_check (Fixture *f, gconstpointer data)
{
  ChessPosition pos;
  ChessMove move;
  const ChessBoardTheme *t = theme_of (f);

  /* 1. f3 e5 2. g4 Qh4# : the white king on e1 is in check */
  g_assert_true (chess_position_from_fen (&pos, "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3", NULL));
  g_assert_cmpint (chess_move_from_uci (&pos, "e1f2", 4, &move), ==, CHESS_SAN_ILLEGAL);
  move = chess_move_make (CHESS_D8, CHESS_H4);
  chess_board_set_position (f->board, &pos, move, FALSE);
  {
    g_autoptr (Image) image = render_board (f);
    /* last move: both squares tinted, at a corner free of pieces and labels */
    assert_rgb_near (pixel_in (f, image, CHESS_D8, 0.04, 0.96), blend (square_colour (f, CHESS_D8), &t->last_move), 3, "d8 last move");
    assert_rgb_near (pixel_in (f, image, CHESS_H4, 0.04, 0.96), blend (square_colour (f, CHESS_H4), &t->last_move), 3, "h4 last move");
    /* check: red glow around the king, fading out towards the corner */
    {
      Rgb near = pixel_in (f, image, CHESS_E1, 0.12, 0.5);
      Rgb corner = pixel_in (f, image, CHESS_E1, 0.97, 0.03);
      Rgb bare = square_colour (f, CHESS_E1);
      g_test_message ("check glow #%02x%02x%02x, corner #%02x%02x%02x", near.r, near.g, near.b,
                      corner.r, corner.g, corner.b);
      g_assert_cmpint (near.r - near.g, >, bare.r - bare.g + 40);
      assert_rgb_near (corner, bare, 12, "e1 corner");
    }
  }
}

/* ---- texture cache ------------------------------------------------------ */

static void
wait_for_width (Fixture *f, int width)
{
  for (int i = 0; i < 100 && gtk_widget_get_width (GTK_WIDGET (f->board)) != width; i++)
    spin (20);
}

static void
test_texture_cache (Fixture *f, gconstpointer data)
{
  ChessPieceSet *set = chess_board_get_piece_set (f->board);
  int scale = gtk_widget_get_scale_factor (GTK_WIDGET (f->board));
  double s, x, y;

  chess_board_get_geometry (f->board, NULL, NULL, &s);
  g_assert_cmpuint (chess_piece_set_get_render_count (set), ==, 12);
  g_assert_cmpint (chess_piece_set_get_texture_size (set), ==, (int) s * scale);

  /* moving, dragging, selecting and animating only reuse the textures */
  drag (f, "e2", "e4");
  gtk_test_widget_wait_for_draw (GTK_WIDGET (f->board));
  centre (f, "e7", &x, &y);
  drag_to_point (f, "e7", x + 13, y + 57, FALSE);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (f->board));
  drag_to_point (f, "e7", x - 31, y + 95, FALSE);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (f->board));
  chess_board_cancel_move (f->board);
  spin (250);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (f->board));
  g_assert_cmpuint (chess_piece_set_get_render_count (set), ==, 12);

  f->geometry_changed = 0;
  gtk_window_set_default_size (GTK_WINDOW (f->window), 240, 240);
  wait_for_width (f, 240);
  if (gtk_widget_get_width (GTK_WIDGET (f->board)) != 240)
    {
      g_test_skip ("the window did not resize");
      return;
    }
  gtk_test_widget_wait_for_draw (GTK_WIDGET (f->board));
  spin (50);
  g_assert_cmpuint (chess_piece_set_get_render_count (set), ==, 24);
  chess_board_get_geometry (f->board, NULL, NULL, &s);
  g_assert_cmpfloat (s, ==, 30);
  g_assert_cmpint (f->geometry_changed, >=, 1);
}

static void
test_geometry (Fixture *f, gconstpointer data)
{
  double ox, oy, s, x, y;

  f->geometry_changed = 0;
  gtk_window_set_default_size (GTK_WINDOW (f->window), 500, 340);
  for (int i = 0; i < 100 && gtk_widget_get_width (GTK_WIDGET (f->board)) != 500; i++)
    spin (20);
  if (gtk_widget_get_width (GTK_WIDGET (f->board)) != 500)
    {
      g_test_skip ("the window did not resize");
      return;
    }
  gtk_test_widget_wait_for_draw (GTK_WIDGET (f->board));
  chess_board_get_geometry (f->board, &ox, &oy, &s);
  /* square and centred */
  g_assert_cmpfloat (s, ==, 340 / 8);
  g_assert_cmpfloat (ox, ==, (500 - 8 * s) / 2);
  g_assert_cmpfloat (oy, ==, (340 - 8 * s) / 2);
  g_assert_cmpint (f->geometry_changed, >=, 1);
  /* a8 is the top-left square */
  centre (f, "a8", &x, &y);
  g_assert_cmpfloat (x, ==, ox + s / 2);
  g_assert_cmpfloat (y, ==, oy + s / 2);
  g_assert_cmpint (chess_board_square_at (f->board, ox - 1, oy + 1), ==, CHESS_SQUARE_NONE);
  g_assert_cmpint (chess_board_square_at (f->board, ox + 8 * s - 1, oy + 8 * s - 1), ==, CHESS_H1);
}

/* The board's cell of a square (a child of the board, ChessBoardCell). */
static GtkWidget *
cell_of (Fixture *f, int square)
{
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (f->board)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (CHESS_IS_BOARD_CELL (child) && chess_board_cell_get_square (CHESS_BOARD_CELL (child)) == square)
      return child;
  g_assert_not_reached ();
}

/* A grid of 64 cells named after their squares, the names following the
 * position; the focus given to the board goes to the cell of its focus
 * square. */
static void
test_accessible (Fixture *f, gconstpointer data)
{
  int cells = 0;
  ChessPosition pos;
  ChessMove move = CHESS_MOVE_NONE;

  gtk_test_accessible_assert_role (GTK_ACCESSIBLE (f->board), GTK_ACCESSIBLE_ROLE_GRID);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (f->board), GTK_ACCESSIBLE_PROPERTY_LABEL, "Chess board");
  g_assert_true (gtk_widget_get_focusable (GTK_WIDGET (f->board)));
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (f->board)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (CHESS_IS_BOARD_CELL (child))
      {
        gtk_test_accessible_assert_role (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_ROLE_GRID_CELL);
        cells++;
      }
  g_assert_cmpint (cells, ==, 64);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (cell_of (f, CHESS_E2)), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "e2, white pawn");
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (cell_of (f, CHESS_E4)), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "e4, empty");

  /* the focus elsewhere (nowhere) while the move comes */
  gtk_root_set_focus (gtk_widget_get_root (GTK_WIDGET (f->board)), NULL);
  chess_position_set_start (&pos);
  g_assert_cmpint (chess_move_from_uci (&pos, "e2e4", 4, &move), ==, CHESS_SAN_OK);
  chess_position_make_move (&pos, move, &(ChessUndo) { 0 });
  chess_board_set_position (f->board, &pos, move, FALSE);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (cell_of (f, CHESS_E2)), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "e2, empty");
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (cell_of (f, CHESS_E4)), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "e4, white pawn");
  /* the move said: the focus square's cell keeps it for when the board
   * has the focus again */
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (cell_of (f, CHESS_E2)), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "White: Pawn from e2 to e4");

  /* the board's focus is its focus square's cell (e2 at first) */
  gtk_widget_grab_focus (GTK_WIDGET (f->board));
  g_assert_true (gtk_widget_has_focus (cell_of (f, CHESS_E2)));
}

static void
count_notify (GObject *object, GParamSpec *pspec, int *count)
{
  (*count)++;
}

static void
test_properties (Fixture *f, gconstpointer data)
{
  int flipped = 0, theme = 0;

  g_signal_connect (f->board, "notify::flipped", G_CALLBACK (count_notify), &flipped);
  g_signal_connect (f->board, "notify::theme", G_CALLBACK (count_notify), &theme);
  g_object_set (f->board, "flipped", TRUE, "theme", "blue", "piece-set", "contrast", NULL);
  g_assert_true (chess_board_get_flipped (f->board));
  g_assert_cmpstr (chess_board_get_theme (f->board), ==, "blue");
  g_assert_cmpstr (chess_board_get_piece_set_name (f->board), ==, "contrast");
  g_assert_cmpint (flipped, ==, 1);
  g_assert_cmpint (theme, ==, 1);
  /* setting the same value again notifies nothing */
  chess_board_set_flipped (f->board, TRUE);
  chess_board_set_theme (f->board, "blue");
  g_assert_cmpint (flipped, ==, 1);
  g_assert_cmpint (theme, ==, 1);
  g_signal_handlers_disconnect_by_func (f->board, count_notify, &flipped);
  g_signal_handlers_disconnect_by_func (f->board, count_notify, &theme);
}
/* ---- the layers a moving piece keeps ------------------------------------ */

/* A drag's motion to (x, y) from its start (x0, y0), and the frame after it. */
static void
move_held_piece (Fixture *f, double x0, double y0, double x, double y)
{
  GtkEventController *gesture = find_controller (GTK_WIDGET (f->board), GTK_TYPE_GESTURE_DRAG);

  g_signal_emit_by_name (gesture, "drag-update", x - x0, y - y0);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (f->board));
}

static void
test_layers_kept (Fixture *f, gconstpointer data)
{
  GtkEventController *gesture = find_controller (GTK_WIDGET (f->board), GTK_TYPE_GESTURE_DRAG);
  const ChessBoardTheme *t = theme_of (f);
  ChessPosition start = *chess_board_get_position (f->board);
  double x0, y0, x1, y1, x2, y2;
  guint builds;

  centre (f, "g1", &x0, &y0);
  centre (f, "f3", &x1, &y1);
  centre (f, "c6", &x2, &y2);
  g_signal_emit_by_name (gesture, "drag-begin", x0, y0);
  /* lifting the knight draws the board once without it, with its ghost */
  move_held_piece (f, x0, y0, x0 - 10, y0 - 10);
  builds = chess_board_get_layer_builds (f->board);
  /* over a legal square, then across the board: only the knight moves */
  for (int i = 1; i <= 10; i++)
    move_held_piece (f, x0, y0, x0 + (x1 - x0) * i / 10, y0 + (y1 - y0) * i / 10);
  {
    g_autoptr (Image) image = render_board (f);
    assert_piece (f, image, "f3");
    assert_rgb_near (pixel_in (f, image, CHESS_F3, 0.97, 0.03), blend (square_colour (f, CHESS_F3), &t->hover), 3,
                     "f3 hover");
  }
  for (int i = 1; i <= 20; i++)
    move_held_piece (f, x0, y0, x1 + (x2 - x1) * i / 20, y1 + (y2 - y1) * i / 20);
  g_assert_cmpuint (chess_board_get_layer_builds (f->board), ==, builds);
  {
    g_autoptr (Image) image = render_board (f);
    assert_piece (f, image, "c6");
    assert_rgb_near (pixel_in (f, image, CHESS_F3, 0.97, 0.03), square_colour (f, CHESS_F3), 2, "f3 left");
    g_assert_cmpfloat (ink (f, image, "g1").coverage, <, 0.02);   /* only the ghost */
  }

  /* dropped back on its square; then a move slides in: the board is drawn
   * for its start and its end, not for each frame between */
  g_signal_emit_by_name (gesture, "drag-end", 0.0, 0.0);
  chess_board_cancel_move (f->board);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (f->board));
  {
    ChessPosition after = start;
    ChessMove move = uci_move (f, "g1f3");
    ChessUndo undo;
    int frames = 0;

    chess_position_make_move (&after, move, &undo);
    builds = chess_board_get_layer_builds (f->board);
    chess_board_set_position (f->board, &after, move, TRUE);
    g_assert_true (chess_board_is_animating (f->board));
    for (int i = 0; i < 200 && chess_board_is_animating (f->board); i++, frames++)
      gtk_test_widget_wait_for_draw (GTK_WIDGET (f->board));
    gtk_test_widget_wait_for_draw (GTK_WIDGET (f->board));
    g_test_message ("%d frames, %u drawings of the board", frames, chess_board_get_layer_builds (f->board) - builds);
    g_assert_cmpuint (chess_board_get_layer_builds (f->board) - builds, <=, 2);
  }
}


int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  gtk_disable_setlocale ();
  setlocale (LC_ALL, "C.UTF-8");

  g_test_add_func ("/ui/theme/list", test_themes);
  g_test_add_func ("/ui/piece-set/cache", test_piece_set_cache);
  g_test_add_func ("/ui/piece-set/nodes", test_piece_set_nodes);
  g_test_add_func ("/ui/piece-set/preload", test_piece_set_preload);
  g_test_add_func ("/ui/piece-set/unknown", test_piece_set_unknown);

  if (!gtk_init_check ())
    {
      g_printerr ("no display: only the tests that need none\n");
      return g_test_run ();
    }

  BOARD_TEST ("render-start", test_render_start);
  BOARD_TEST ("coordinates-legible-when-small", test_coordinates_legible_when_small);
  BOARD_TEST ("render-flipped", test_render_flipped);
  BOARD_TEST ("render-rtl", test_render_rtl);
  BOARD_TEST ("themes-and-sets", test_themes_drawn);
  BOARD_TEST ("last-move-and-check", test_last_move_and_check);
  BOARD_TEST ("texture-cache", test_texture_cache);
  BOARD_TEST ("layers-kept", test_layers_kept);
  BOARD_TEST ("geometry", test_geometry);
  BOARD_TEST ("accessible", test_accessible);
  BOARD_TEST ("properties", test_properties);
  board_test_add_move_tests ();
  board_test_add_touch_move_tests ();
  board_test_add_arrow_tests ();
  board_test_add_premove_tests ();
  board_test_add_mark_tests ();
  return g_test_run ();
}
