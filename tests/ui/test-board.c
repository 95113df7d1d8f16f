/* test-board.c — the board widget, its themes, piece textures and the
 * promotion chooser, in process: the board is rendered to a texture and its
 * pixels are read; the input handlers are driven through their gesture and
 * controller signals, and one drag and one click-click go through the X server (xdotool). */
#include <gtk/gtk.h>
#include <locale.h>
#include <math.h>
#include <string.h>

#include "chess-board.h"
#include "chess-notation.h"
#include "chess-promotion-chooser.h"
#ifdef GDK_WINDOWING_X11
#include <gdk/x11/gdkx.h>
#endif

typedef struct
{
  GtkWidget *window;
  ChessBoard *board;
  GArray *moves;            /* ChessMove from "move-chosen" */
  gboolean apply_moves;     /* play them on the board, like the window does */
  int promotion_opened;
  int geometry_changed;
} Fixture;

static void
spin (guint ms)
{
  gint64 end = g_get_monotonic_time () + ms * 1000;

  while (g_get_monotonic_time () < end)
    {
      while (g_main_context_iteration (NULL, FALSE))
        ;
      g_usleep (2000);
    }
}

static void
on_move_chosen (ChessBoard *board, guint move, Fixture *f)
{
  ChessMove m = (ChessMove) move;

  g_array_append_val (f->moves, m);
  if (f->apply_moves)
    {
      ChessPosition pos = *chess_board_get_position (board);
      ChessUndo undo;
      g_assert_true (chess_position_is_legal_move (&pos, m));
      chess_position_make_move (&pos, m, &undo);
      chess_board_set_position (board, &pos, m, TRUE);
    }
}

static void
on_promotion_opened (ChessBoard *board, Fixture *f)
{
  f->promotion_opened++;
}

static void
on_geometry_changed (ChessBoard *board, Fixture *f)
{
  f->geometry_changed++;
}

static void
fixture_setup (Fixture *f, gconstpointer data)
{
  f->moves = g_array_new (FALSE, FALSE, sizeof (ChessMove));
  f->apply_moves = TRUE;
  f->window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (f->window), 400, 400);
  f->board = CHESS_BOARD (chess_board_new ());
  g_signal_connect (f->board, "move-chosen", G_CALLBACK (on_move_chosen), f);
  g_signal_connect (f->board, "promotion-opened", G_CALLBACK (on_promotion_opened), f);
  g_signal_connect (f->board, "geometry-changed", G_CALLBACK (on_geometry_changed), f);
  gtk_window_set_child (GTK_WINDOW (f->window), GTK_WIDGET (f->board));
  gtk_window_present (GTK_WINDOW (f->window));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (f->board));
}

static void
fixture_teardown (Fixture *f, gconstpointer data)
{
  gtk_window_destroy (GTK_WINDOW (f->window));
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_array_unref (f->moves);
}

static void
set_fen (Fixture *f, const char *fen)
{
  ChessPosition pos;
  ChessFenError error;

  if (!chess_position_from_fen (&pos, fen, &error))
    g_error ("bad test FEN %s: %s", fen, error.message);
  chess_board_set_position (f->board, &pos, CHESS_MOVE_NONE, FALSE);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (f->board));
}

static int
sq (const char *name)
{
  int square = chess_square_from_name (name);
  g_assert_cmpint (square, !=, CHESS_SQUARE_NONE);
  return square;
}

static ChessMove
uci_move (Fixture *f, const char *uci)
{
  ChessMove move = CHESS_MOVE_NONE;
  g_assert_cmpint (chess_move_from_uci (chess_board_get_position (f->board), uci, strlen (uci), &move),
                   ==, CHESS_SAN_OK);
  return move;
}

/* ---- pixels ------------------------------------------------------------- */

typedef struct
{
  int width, height;
  guchar *data;   /* B, G, R, A (premultiplied; the board is opaque) */
} Image;

static Image *
render_board (Fixture *f)
{
  GtkWidget *w = GTK_WIDGET (f->board);
  int width, height;
  GdkPaintable *paintable;
  GtkSnapshot *snapshot;
  GskRenderNode *node;
  GskRenderer *renderer;
  GdkTexture *texture;
  Image *image = g_new0 (Image, 1);

  /* the paintable holds the render node of the last frame: make it after
   * the widget has drawn its current state */
  gtk_test_widget_wait_for_draw (w);
  width = gtk_widget_get_width (w);
  height = gtk_widget_get_height (w);
  paintable = gtk_widget_paintable_new (w);
  snapshot = gtk_snapshot_new ();
  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  renderer = gtk_native_get_renderer (gtk_widget_get_native (w));
  texture = gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, width, height));
  image->width = gdk_texture_get_width (texture);
  image->height = gdk_texture_get_height (texture);
  image->data = g_malloc ((gsize) image->width * image->height * 4);
  gdk_texture_download (texture, image->data, (gsize) image->width * 4);
  if (g_getenv ("CHESS_TEST_SAVE_PNG"))
    gdk_texture_save_to_png (texture, g_getenv ("CHESS_TEST_SAVE_PNG"));
  g_object_unref (texture);
  gsk_render_node_unref (node);
  g_object_unref (paintable);
  return image;
}

static void
image_free (Image *image)
{
  g_free (image->data);
  g_free (image);
}
G_DEFINE_AUTOPTR_CLEANUP_FUNC (Image, image_free)

typedef struct { int r, g, b; } Rgb;

static Rgb
pixel (Image *image, int x, int y)
{
  guchar *p;

  g_assert_cmpint (x, >=, 0);
  g_assert_cmpint (y, >=, 0);
  g_assert_cmpint (x, <, image->width);
  g_assert_cmpint (y, <, image->height);
  p = image->data + ((gsize) y * image->width + x) * 4;
  return (Rgb) { p[2], p[1], p[0] };
}

static Rgb
rgb_of (const GdkRGBA *c)
{
  return (Rgb) { (int) lround (c->red * 255), (int) lround (c->green * 255), (int) lround (c->blue * 255) };
}

/* base with overlay blended over it (source-over) */
static Rgb
blend (Rgb base, const GdkRGBA *over)
{
  Rgb o = rgb_of (over);
  double a = over->alpha;
  return (Rgb) { (int) lround (base.r * (1 - a) + o.r * a), (int) lround (base.g * (1 - a) + o.g * a),
                 (int) lround (base.b * (1 - a) + o.b * a) };
}

static void
assert_rgb_near (Rgb got, Rgb want, int tolerance, const char *what)
{
  if (ABS (got.r - want.r) > tolerance || ABS (got.g - want.g) > tolerance ||
      ABS (got.b - want.b) > tolerance)
    g_error ("%s: got #%02x%02x%02x, want #%02x%02x%02x", what, got.r, got.g, got.b,
             want.r, want.g, want.b);
}

static const ChessBoardTheme *
theme_of (Fixture *f)
{
  return chess_board_theme_lookup (chess_board_get_theme (f->board));
}

static Rgb
square_colour (Fixture *f, int square)
{
  gboolean light = (CHESS_SQUARE_FILE (square) + CHESS_SQUARE_RANK (square)) % 2 == 1;
  return rgb_of (light ? &theme_of (f)->light : &theme_of (f)->dark);
}

/* The pixel at fractions (fx, fy) of a square's side from its top-left. */
static Rgb
pixel_in (Fixture *f, Image *image, int square, double fx, double fy)
{
  double x, y, s;

  chess_board_get_geometry (f->board, NULL, NULL, &s);
  g_assert_true (chess_board_square_to_point (f->board, square, &x, &y));
  return pixel (image, (int) (x - s / 2 + fx * s), (int) (y - s / 2 + fy * s));
}

typedef struct { double coverage; double luminance; } Ink;

/* What differs from the bare square in its middle 70%: how much, how bright. */
static Ink
ink_on (Fixture *f, Image *image, int square, Rgb base, int threshold)
{
  double x, y, s, lum = 0;
  int total = 0, differing = 0;

  chess_board_get_geometry (f->board, NULL, NULL, &s);
  g_assert_true (chess_board_square_to_point (f->board, square, &x, &y));
  for (int py = (int) (y - 0.35 * s); py < (int) (y + 0.35 * s); py++)
    for (int px = (int) (x - 0.35 * s); px < (int) (x + 0.35 * s); px++)
      {
        Rgb p = pixel (image, px, py);
        total++;
        if (MAX (ABS (p.r - base.r), MAX (ABS (p.g - base.g), ABS (p.b - base.b))) > threshold)
          {
            differing++;
            lum += 0.2126 * p.r + 0.7152 * p.g + 0.0722 * p.b;
          }
      }
  return (Ink) { (double) differing / total, differing ? lum / differing : 0 };
}

/* Measured against the square's own top-right corner, which no piece and no
 * coordinate reaches, so highlighted squares work too. */
static Ink
ink (Fixture *f, Image *image, const char *name)
{
  return ink_on (f, image, sq (name), pixel_in (f, image, sq (name), 0.97, 0.03), 48);
}

static void
assert_piece (Fixture *f, Image *image, const char *name)
{
  Ink i = ink (f, image, name);
  if (i.coverage < 0.10)
    g_error ("expected a piece on %s: %.0f%% ink", name, i.coverage * 100);
}

static void
assert_empty (Fixture *f, Image *image, const char *name)
{
  Ink i = ink (f, image, name);
  if (i.coverage > 0.005)
    g_error ("expected %s empty: %.1f%% ink", name, i.coverage * 100);
}

/* ---- input helpers ------------------------------------------------------ */

static GtkEventController *
find_controller (GtkWidget *widget, GType type)
{
  GListModel *list = gtk_widget_observe_controllers (widget);
  GtkEventController *found = NULL;

  for (guint i = 0; i < g_list_model_get_n_items (list) && found == NULL; i++)
    {
      GtkEventController *c = g_list_model_get_item (list, i);
      if (G_TYPE_CHECK_INSTANCE_TYPE (c, type))
        found = c;
      g_object_unref (c);
    }
  g_object_unref (list);
  g_assert_nonnull (found);
  return found;
}

static void
centre (Fixture *f, const char *name, double *x, double *y)
{
  g_assert_true (chess_board_square_to_point (f->board, sq (name), x, y));
}

/* Press on from, move in steps to (x1, y1) widget coordinates, maybe release. */
static void
drag_to_point (Fixture *f, const char *from, double x1, double y1, gboolean release)
{
  GtkEventController *drag = find_controller (GTK_WIDGET (f->board), GTK_TYPE_GESTURE_DRAG);
  double x0, y0;

  centre (f, from, &x0, &y0);
  g_signal_emit_by_name (drag, "drag-begin", x0, y0);
  for (int i = 1; i <= 6; i++)
    g_signal_emit_by_name (drag, "drag-update", (x1 - x0) * i / 6, (y1 - y0) * i / 6);
  if (release)
    g_signal_emit_by_name (drag, "drag-end", x1 - x0, y1 - y0);
}

static void
drag (Fixture *f, const char *from, const char *to)
{
  double x1, y1;
  centre (f, to, &x1, &y1);
  drag_to_point (f, from, x1, y1, TRUE);
}

static void
click (Fixture *f, const char *name)
{
  GtkEventController *drag = find_controller (GTK_WIDGET (f->board), GTK_TYPE_GESTURE_DRAG);
  double x, y;

  centre (f, name, &x, &y);
  g_signal_emit_by_name (drag, "drag-begin", x, y);
  g_signal_emit_by_name (drag, "drag-end", 0.0, 0.0);
}

static gboolean
press_key (GtkWidget *widget, guint keyval)
{
  GtkEventController *keys = find_controller (widget, GTK_TYPE_EVENT_CONTROLLER_KEY);
  gboolean handled = FALSE;

  g_signal_emit_by_name (keys, "key-pressed", keyval, 0u, (GdkModifierType) 0, &handled);
  return handled;
}

static ChessPromotionChooser *
find_chooser (Fixture *f)
{
  for (GtkWidget *c = gtk_widget_get_first_child (GTK_WIDGET (f->board)); c; c = gtk_widget_get_next_sibling (c))
    if (CHESS_IS_PROMOTION_CHOOSER (c))
      return CHESS_PROMOTION_CHOOSER (c);
  g_assert_not_reached ();
  return NULL;
}

static void
assert_no_moves (Fixture *f)
{
  g_assert_cmpuint (f->moves->len, ==, 0);
}

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

/* The board moves inside its window without changing size: no new
 * size_allocate, but the window's test events need the new place. */
static void
test_geometry_moved (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *spacer = gtk_label_new (NULL);
  GtkWidget *board = chess_board_new ();
  Fixture f = { .window = window, .board = CHESS_BOARD (board) };
  graphene_point_t before, after;
  int height;

  gtk_widget_set_size_request (spacer, 400, 20);
  gtk_widget_set_size_request (board, 400, 400);
  gtk_widget_set_valign (board, GTK_ALIGN_START);
  gtk_box_append (GTK_BOX (box), spacer);
  gtk_box_append (GTK_BOX (box), board);
  gtk_window_set_child (GTK_WINDOW (window), box);
  gtk_window_set_default_size (GTK_WINDOW (window), 400, 600);
  g_signal_connect (board, "geometry-changed", G_CALLBACK (on_geometry_changed), &f);
  gtk_window_present (GTK_WINDOW (window));
  gtk_test_widget_wait_for_draw (board);
  g_assert_cmpint (f.geometry_changed, >=, 1);
  g_assert_true (gtk_widget_compute_point (board, window, &GRAPHENE_POINT_INIT (0, 0), &before));
  height = gtk_widget_get_height (board);

  f.geometry_changed = 0;
  gtk_widget_set_size_request (spacer, 400, 70);
  gtk_test_widget_wait_for_draw (board);
  spin (30);
  g_assert_true (gtk_widget_compute_point (board, window, &GRAPHENE_POINT_INIT (0, 0), &after));
  g_assert_cmpfloat (after.y, ==, before.y + 50);
  g_assert_cmpint (gtk_widget_get_height (board), ==, height);
  g_assert_cmpint (f.geometry_changed, ==, 1);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* ---- moving ------------------------------------------------------------- */

static void
test_drag_move (Fixture *f, gconstpointer data)
{
  const ChessBoardTheme *t = theme_of (f);
  ChessMove expected = uci_move (f, "e2e4");
  double x, y;

  centre (f, "e4", &x, &y);
  drag_to_point (f, "e2", x, y, FALSE);
  {
    /* held: the origin square is marked and shows only a faint ghost, the
     * piece is at the pointer */
    g_autoptr (Image) image = render_board (f);
    Rgb marked = blend (square_colour (f, CHESS_E2), &t->selected);
    Ink ghost;
    assert_rgb_near (pixel_in (f, image, CHESS_E2, 0.97, 0.03), marked, 3, "e2 origin");
    /* faint: invisible at the usual threshold, there at a low one */
    g_assert_cmpfloat (ink_on (f, image, CHESS_E2, marked, 48).coverage, <, 0.02);
    ghost = ink_on (f, image, CHESS_E2, marked, 12);
    g_test_message ("ghost ink %.0f%%", ghost.coverage * 100);
    g_assert_cmpfloat (ghost.coverage, >, 0.10);
    assert_piece (f, image, "e4");
    /* the legal square under the pointer is tinted */
    assert_rgb_near (pixel_in (f, image, CHESS_E4, 0.97, 0.03), blend (square_colour (f, CHESS_E4), &t->hover), 3,
                     "e4 hover");
    assert_rgb_near (pixel_in (f, image, CHESS_E3, 0.97, 0.03), square_colour (f, CHESS_E3), 2, "e3 no hover");
  }
  g_assert_cmpuint (f->moves->len, ==, 0);
  {
    GtkEventController *gesture = find_controller (GTK_WIDGET (f->board), GTK_TYPE_GESTURE_DRAG);
    double x0, y0;
    centre (f, "e2", &x0, &y0);
    g_signal_emit_by_name (gesture, "drag-end", x - x0, y - y0);
  }
  g_assert_cmpuint (f->moves->len, ==, 1);
  g_assert_cmpuint (g_array_index (f->moves, ChessMove, 0), ==, expected);
  g_assert_cmpint (chess_board_get_selected_square (f->board), ==, CHESS_SQUARE_NONE);
  /* a dropped move is shown at once, not slid in again */
  g_assert_false (chess_board_is_animating (f->board));
  {
    g_autoptr (Image) image = render_board (f);
    assert_piece (f, image, "e4");
    assert_empty (f, image, "e2");
  }
  /* now Black: a white piece cannot be picked up */
  drag (f, "d2", "d4");
  g_assert_cmpuint (f->moves->len, ==, 1);
  drag (f, "d7", "d5");
  g_assert_cmpuint (f->moves->len, ==, 2);
}

static void
test_illegal_drop (Fixture *f, gconstpointer data)
{
  drag (f, "e2", "e5");
  assert_no_moves (f);
  g_assert_cmpint (chess_board_get_selected_square (f->board), ==, CHESS_SQUARE_NONE);
  {
    g_autoptr (Image) image = render_board (f);
    assert_piece (f, image, "e2");
    assert_empty (f, image, "e5");
  }
  /* off the board, and onto an own piece */
  drag_to_point (f, "g1", -30, -30, TRUE);
  drag (f, "g1", "e2");
  assert_no_moves (f);
  /* a black piece while White is to move */
  drag (f, "e7", "e5");
  assert_no_moves (f);
  {
    g_autoptr (Image) image = render_board (f);
    assert_piece (f, image, "g1");
    assert_piece (f, image, "e7");
    assert_empty (f, image, "e5");
  }
  /* dropped back on its own square: still selected for a click */
  drag (f, "b1", "b1");
  g_assert_cmpint (chess_board_get_selected_square (f->board), ==, CHESS_B1);
  click (f, "c3");
  g_assert_cmpuint (f->moves->len, ==, 1);
  g_assert_cmpuint (g_array_index (f->moves, ChessMove, 0), ==, chess_move_make (CHESS_B1, CHESS_C3));
}

static void
test_click_click (Fixture *f, gconstpointer data)
{
  click (f, "g1");
  g_assert_cmpint (chess_board_get_selected_square (f->board), ==, CHESS_G1);
  /* the same piece again: cancelled */
  click (f, "g1");
  g_assert_cmpint (chess_board_get_selected_square (f->board), ==, CHESS_SQUARE_NONE);
  /* another own piece switches the selection */
  click (f, "g1");
  click (f, "b1");
  g_assert_cmpint (chess_board_get_selected_square (f->board), ==, CHESS_B1);
  /* an illegal square drops it */
  click (f, "b4");
  g_assert_cmpint (chess_board_get_selected_square (f->board), ==, CHESS_SQUARE_NONE);
  assert_no_moves (f);

  click (f, "g1");
  click (f, "f3");
  g_assert_cmpuint (f->moves->len, ==, 1);
  g_assert_cmpuint (g_array_index (f->moves, ChessMove, 0), ==, chess_move_make (CHESS_G1, CHESS_F3));
  /* a click move slides */
  g_assert_true (chess_board_is_animating (f->board));
  for (int i = 0; i < 100 && chess_board_is_animating (f->board); i++)
    spin (10);
  g_assert_false (chess_board_is_animating (f->board));
  {
    g_autoptr (Image) image = render_board (f);
    assert_piece (f, image, "f3");
    assert_empty (f, image, "g1");
  }
}

static void
test_legal_move_hints (Fixture *f, gconstpointer data)
{
  const ChessBoardTheme *t = theme_of (f);

  click (f, "e2");
  {
    g_autoptr (Image) image = render_board (f);
    assert_rgb_near (pixel_in (f, image, CHESS_E3, 0.5, 0.5), blend (square_colour (f, CHESS_E3), &t->hint), 3, "e3 dot");
    assert_rgb_near (pixel_in (f, image, CHESS_E4, 0.5, 0.5), blend (square_colour (f, CHESS_E4), &t->hint), 3, "e4 dot");
    /* a dot, not a filled square */
    assert_rgb_near (pixel_in (f, image, CHESS_E3, 0.1, 0.1), square_colour (f, CHESS_E3), 2, "e3 corner");
    assert_rgb_near (pixel_in (f, image, CHESS_E5, 0.5, 0.5), square_colour (f, CHESS_E5), 2, "e5 no dot");
    assert_rgb_near (pixel_in (f, image, CHESS_D3, 0.5, 0.5), square_colour (f, CHESS_D3), 2, "d3 no dot");
  }
  chess_board_set_show_legal_moves (f->board, FALSE);
  {
    g_autoptr (Image) image = render_board (f);
    assert_rgb_near (pixel_in (f, image, CHESS_E4, 0.5, 0.5), square_colour (f, CHESS_E4), 2, "hints off");
  }
  chess_board_set_show_legal_moves (f->board, TRUE);

  /* a capture gets a ring at the edge of the square, the piece stays visible */
  set_fen (f, "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1");
  click (f, "e4");
  {
    g_autoptr (Image) image = render_board (f);
    Rgb edge = pixel_in (f, image, CHESS_D5, 0.5, 0.02);
    assert_rgb_near (edge, blend (square_colour (f, CHESS_D5), &t->hint), 3, "d5 ring");
    assert_piece (f, image, "d5");
  }
}

static void
test_escape (Fixture *f, gconstpointer data)
{
  double x, y;

  click (f, "e2");
  g_assert_cmpint (chess_board_get_selected_square (f->board), ==, CHESS_E2);
  g_assert_true (press_key (GTK_WIDGET (f->board), GDK_KEY_Escape));
  g_assert_cmpint (chess_board_get_selected_square (f->board), ==, CHESS_SQUARE_NONE);
  /* nothing to cancel: the key goes on to the window */
  g_assert_false (press_key (GTK_WIDGET (f->board), GDK_KEY_Escape));

  /* during a drag: the piece goes back and the release does nothing */
  centre (f, "e4", &x, &y);
  drag_to_point (f, "e2", x, y, FALSE);
  g_assert_true (press_key (GTK_WIDGET (f->board), GDK_KEY_Escape));
  {
    GtkEventController *gesture = find_controller (GTK_WIDGET (f->board), GTK_TYPE_GESTURE_DRAG);
    double x0, y0;
    centre (f, "e2", &x0, &y0);
    g_signal_emit_by_name (gesture, "drag-end", x - x0, y - y0);
  }
  assert_no_moves (f);
  {
    g_autoptr (Image) image = render_board (f);
    assert_piece (f, image, "e2");
    assert_empty (f, image, "e4");
  }
}

static void
test_keyboard_move (Fixture *f, gconstpointer data)
{
  GtkWidget *w = GTK_WIDGET (f->board);

  /* the first arrow shows the cursor on e2; then d2 and back to e2 */
  g_assert_true (press_key (w, GDK_KEY_Right));
  g_assert_true (press_key (w, GDK_KEY_Left));
  g_assert_true (press_key (w, GDK_KEY_Right));
  g_assert_true (press_key (w, GDK_KEY_space));
  g_assert_cmpint (chess_board_get_selected_square (f->board), ==, CHESS_E2);
  g_assert_true (press_key (w, GDK_KEY_Up));
  g_assert_true (press_key (w, GDK_KEY_Up));
  g_assert_true (press_key (w, GDK_KEY_Return));
  g_assert_cmpuint (f->moves->len, ==, 1);
  g_assert_cmpuint (g_array_index (f->moves, ChessMove, 0), ==, chess_move_make (CHESS_E2, CHESS_E4));
}

static void
test_not_interactive (Fixture *f, gconstpointer data)
{
  chess_board_set_interactive (f->board, FALSE);
  g_assert_false (chess_board_get_interactive (f->board));
  click (f, "e2");
  g_assert_cmpint (chess_board_get_selected_square (f->board), ==, CHESS_SQUARE_NONE);
  drag (f, "e2", "e4");
  assert_no_moves (f);
  chess_board_set_interactive (f->board, TRUE);
  drag (f, "e2", "e4");
  g_assert_cmpuint (f->moves->len, ==, 1);
}

static void
test_castling (Fixture *f, gconstpointer data)
{
  const char *fen = "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1";
  ChessMove short_castle = chess_move_make_special (CHESS_E1, CHESS_H1, CHESS_MOVE_CASTLING, CHESS_PIECE_TYPE_NONE);
  ChessMove long_castle = chess_move_make_special (CHESS_E1, CHESS_A1, CHESS_MOVE_CASTLING, CHESS_PIECE_TYPE_NONE);

  f->apply_moves = FALSE;
  set_fen (f, fen);
  drag (f, "e1", "g1");   /* two squares */
  drag (f, "e1", "h1");   /* onto the rook */
  drag (f, "e1", "c1");
  drag (f, "e1", "a1");
  g_assert_cmpuint (f->moves->len, ==, 4);
  g_assert_cmpuint (g_array_index (f->moves, ChessMove, 0), ==, short_castle);
  g_assert_cmpuint (g_array_index (f->moves, ChessMove, 1), ==, short_castle);
  g_assert_cmpuint (g_array_index (f->moves, ChessMove, 2), ==, long_castle);
  g_assert_cmpuint (g_array_index (f->moves, ChessMove, 3), ==, long_castle);
  /* click-click onto the rook castles; the rook alone can still be dragged */
  click (f, "e1");
  click (f, "h1");
  g_assert_cmpuint (f->moves->len, ==, 5);
  g_assert_cmpuint (g_array_index (f->moves, ChessMove, 4), ==, short_castle);
  drag (f, "h1", "g1");
  g_assert_cmpuint (f->moves->len, ==, 6);
  g_assert_cmpuint (g_array_index (f->moves, ChessMove, 5), ==, chess_move_make (CHESS_H1, CHESS_G1));

  /* applied: king on g1, rook on f1, and the rook slides */
  f->apply_moves = TRUE;
  click (f, "e1");
  click (f, "g1");
  g_assert_true (chess_board_is_animating (f->board));
  for (int i = 0; i < 100 && chess_board_is_animating (f->board); i++)
    spin (10);
  {
    g_autoptr (Image) image = render_board (f);
    assert_piece (f, image, "g1");
    assert_piece (f, image, "f1");
    assert_empty (f, image, "h1");
    assert_empty (f, image, "e1");
  }
}

static void
test_castling_960 (Fixture *f, gconstpointer data)
{
  ChessPosition pos;
  ChessMove castle;

  /* Chess960: king b1, rook a1.  c1 is the castled king's square but also a
   * plain king move, so only king-onto-rook castles. */
  f->apply_moves = FALSE;
  if (!chess_position_from_fen (&pos, "6kr/8/8/8/8/8/8/RK6 w A - 0 1", NULL))
    {
      g_test_skip ("the FEN reader does not take Shredder castling");
      return;
    }
  pos.chess960 = true;
  chess_board_set_position (f->board, &pos, CHESS_MOVE_NONE, FALSE);
  castle = chess_move_make_special (CHESS_B1, CHESS_A1, CHESS_MOVE_CASTLING, CHESS_PIECE_TYPE_NONE);
  g_assert_true (chess_position_is_legal_move (&pos, castle));
  drag (f, "b1", "c1");
  drag (f, "b1", "a1");
  g_assert_cmpuint (f->moves->len, ==, 2);
  g_assert_cmpuint (g_array_index (f->moves, ChessMove, 0), ==, chess_move_make (CHESS_B1, CHESS_C1));
  g_assert_cmpuint (g_array_index (f->moves, ChessMove, 1), ==, castle);
}

/* ---- promotion ---------------------------------------------------------- */

static void
open_promotion (Fixture *f)
{
  ChessPromotionChooser *chooser = find_chooser (f);

  set_fen (f, "4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
  drag (f, "a7", "a8");
  g_assert_cmpint (f->promotion_opened, ==, 1);
  assert_no_moves (f);
  spin (50);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (chooser)));
}

static void
test_promotion_choose (Fixture *f, gconstpointer data)
{
  ChessPromotionChooser *chooser = find_chooser (f);
  GtkWidget *knight;
  ChessMove expected;

  open_promotion (f);
  {
    /* the pawn is shown on the promotion square meanwhile */
    g_autoptr (Image) image = render_board (f);
    assert_piece (f, image, "a8");
  }
  expected = uci_move (f, "a7a8n");
  knight = chess_promotion_chooser_get_button (chooser, CHESS_KNIGHT);
  g_assert_nonnull (knight);
  gtk_test_accessible_assert_role (GTK_ACCESSIBLE (knight), GTK_ACCESSIBLE_ROLE_BUTTON);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (knight), GTK_ACCESSIBLE_PROPERTY_LABEL, "Knight");
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (chess_promotion_chooser_get_button (chooser, CHESS_QUEEN)),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, "Queen");
  g_assert_nonnull (gtk_widget_get_tooltip_text (knight));
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (chooser), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Promote the pawn to");
  g_signal_emit_by_name (knight, "clicked");
  spin (50);
  g_assert_cmpuint (f->moves->len, ==, 1);
  g_assert_cmpuint (g_array_index (f->moves, ChessMove, 0), ==, expected);
  g_assert_cmpint (chess_move_promotion (expected), ==, CHESS_KNIGHT);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (chooser)));
  {
    g_autoptr (Image) image = render_board (f);
    assert_piece (f, image, "a8");
    assert_empty (f, image, "a7");
  }
}

static void
test_promotion_keys (Fixture *f, gconstpointer data)
{
  ChessPromotionChooser *chooser = find_chooser (f);

  f->apply_moves = FALSE;
  open_promotion (f);
  g_assert_true (press_key (GTK_WIDGET (chooser), GDK_KEY_r));
  g_assert_cmpuint (f->moves->len, ==, 1);
  g_assert_cmpint (chess_move_promotion (g_array_index (f->moves, ChessMove, 0)), ==, CHESS_ROOK);
  g_assert_cmpint (chess_move_from (g_array_index (f->moves, ChessMove, 0)), ==, CHESS_A7);
  g_assert_cmpint (chess_move_to (g_array_index (f->moves, ChessMove, 0)), ==, CHESS_A8);
  spin (50);
  /* click-click also asks, and Q chooses the queen */
  click (f, "a7");
  click (f, "a8");
  g_assert_cmpint (f->promotion_opened, ==, 2);
  g_assert_true (press_key (GTK_WIDGET (chooser), GDK_KEY_Q));
  g_assert_cmpuint (f->moves->len, ==, 2);
  g_assert_cmpint (chess_move_promotion (g_array_index (f->moves, ChessMove, 1)), ==, CHESS_QUEEN);
}

static void
test_promotion_cancel (Fixture *f, gconstpointer data)
{
  ChessPromotionChooser *chooser = find_chooser (f);

  open_promotion (f);
  g_assert_true (press_key (GTK_WIDGET (chooser), GDK_KEY_Escape));
  spin (50);
  assert_no_moves (f);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (chooser)));
  {
    g_autoptr (Image) image = render_board (f);
    assert_piece (f, image, "a7");
    assert_empty (f, image, "a8");
  }
  /* closed any other way (a click elsewhere): the same */
  drag (f, "a7", "a8");
  g_assert_cmpint (f->promotion_opened, ==, 2);
  gtk_popover_popdown (GTK_POPOVER (chooser));
  spin (50);
  assert_no_moves (f);
  {
    g_autoptr (Image) image = render_board (f);
    assert_piece (f, image, "a7");
  }
  /* the pawn can move again after a cancel */
  drag (f, "a7", "a8");
  g_assert_cmpint (f->promotion_opened, ==, 3);
  g_assert_true (press_key (GTK_WIDGET (chooser), GDK_KEY_b));
  g_assert_cmpuint (f->moves->len, ==, 1);
}

/* ---- animation ---------------------------------------------------------- */

static void
test_animation (Fixture *f, gconstpointer data)
{
  ChessPosition start = *chess_board_get_position (f->board), after = start;
  ChessMove move = uci_move (f, "g1f3");
  ChessUndo undo;
  gint64 t0;

  chess_position_make_move (&after, move, &undo);
  chess_board_set_position (f->board, &after, move, TRUE);
  g_assert_true (chess_board_is_animating (f->board));
  t0 = g_get_monotonic_time ();
  for (int i = 0; i < 200 && chess_board_is_animating (f->board); i++)
    spin (5);
  g_test_message ("slide took %.0f ms", (g_get_monotonic_time () - t0) / 1000.0);
  g_assert_false (chess_board_is_animating (f->board));
  {
    g_autoptr (Image) image = render_board (f);
    assert_piece (f, image, "f3");
    assert_empty (f, image, "g1");
  }
  /* a takeback slides back */
  chess_board_set_position (f->board, &start, CHESS_MOVE_NONE, TRUE);
  g_assert_true (chess_board_is_animating (f->board));
  /* switched off: no animation */
  chess_board_set_animate (f->board, FALSE);
  g_assert_false (chess_board_is_animating (f->board));
  chess_board_set_position (f->board, &after, move, TRUE);
  g_assert_false (chess_board_is_animating (f->board));
  {
    g_autoptr (Image) image = render_board (f);
    assert_piece (f, image, "f3");
  }
}

static void
test_accessible (Fixture *f, gconstpointer data)
{
  gtk_test_accessible_assert_role (GTK_ACCESSIBLE (f->board), GTK_ACCESSIBLE_ROLE_IMG);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (f->board), GTK_ACCESSIBLE_PROPERTY_LABEL, "Chess board");
  g_assert_true (gtk_widget_get_focusable (GTK_WIDGET (f->board)));
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

/* ---- real input through the X server ------------------------------------ */

#ifdef GDK_WINDOWING_X11
/* Root-window coordinates of a square's centre. */
static void
to_root (Fixture *f, const char *name, int *rx, int *ry)
{
  GtkNative *native = gtk_widget_get_native (GTK_WIDGET (f->board));
  Display *dpy = gdk_x11_display_get_xdisplay (gtk_widget_get_display (GTK_WIDGET (f->board)));
  graphene_point_t p;
  double x, y, tx, ty;
  int scale;
  Window child;

  centre (f, name, &x, &y);
  g_assert_true (gtk_widget_compute_point (GTK_WIDGET (f->board), GTK_WIDGET (native),
                                           &GRAPHENE_POINT_INIT (x, y), &p));
  gtk_native_get_surface_transform (native, &tx, &ty);
  /* X pixels are device pixels: logical × scale (GDK_SCALE) */
  scale = gtk_widget_get_scale_factor (GTK_WIDGET (f->board));
  XTranslateCoordinates (dpy, gdk_x11_surface_get_xid (gtk_native_get_surface (native)),
                         DefaultRootWindow (dpy), (int) ((p.x + tx) * scale), (int) ((p.y + ty) * scale),
                         rx, ry, &child);
}

static void
child_exited (GPid pid, int status, gpointer data)
{
  *(int *) data = status;
  g_spawn_close_pid (pid);
}

/* Runs xdotool with the space-separated commands while our main loop
 * keeps handling the events it sends. */
static void
xdotool (const char *commands)
{
  g_auto (GStrv) words = g_strsplit (commands, " ", -1);
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autoptr (GError) error = NULL;
  int status = -1;
  GPid pid;

  g_ptr_array_add (argv, (char *) "xdotool");
  for (int i = 0; words[i]; i++)
    g_ptr_array_add (argv, words[i]);
  g_ptr_array_add (argv, NULL);
  g_assert_true (g_spawn_async (NULL, (char **) argv->pdata, NULL,
                                G_SPAWN_SEARCH_PATH | G_SPAWN_DO_NOT_REAP_CHILD, NULL, NULL, &pid, &error));
  g_assert_no_error (error);
  g_child_watch_add (pid, child_exited, &status);
  for (int i = 0; i < 1000 && status == -1; i++)
    spin (5);
  g_assert_cmpint (status, ==, 0);
}

/* Real input: xdotool → XTest → X server → GDK → the gesture. */
static void
test_real_input (Fixture *f, gconstpointer data)
{
  g_autofree char *path = g_find_program_in_path ("xdotool");
  g_autofree char *commands = NULL;
  int ax, ay, bx, by;

  if (!GDK_IS_X11_DISPLAY (gtk_widget_get_display (GTK_WIDGET (f->board))))
    {
      g_test_skip ("needs X11");
      return;
    }
  if (path == NULL)
    {
      g_test_skip ("xdotool is not installed");
      return;
    }

  /* a drag e2 → e4 in eight steps */
  to_root (f, "e2", &ax, &ay);
  to_root (f, "e4", &bx, &by);
  commands = g_strdup_printf ("mousemove %d %d sleep 0.03 mousedown 1 sleep 0.03", ax, ay);
  for (int i = 1; i <= 8; i++)
    {
      g_autofree char *step = g_strdup_printf ("%s mousemove %d %d sleep 0.01", commands,
                                               ax + (bx - ax) * i / 8, ay + (by - ay) * i / 8);
      g_free (commands);
      commands = g_steal_pointer (&step);
    }
  {
    g_autofree char *all = g_strdup_printf ("%s mouseup 1", commands);
    xdotool (all);
  }
  for (int i = 0; i < 100 && f->moves->len < 1; i++)
    spin (10);
  g_assert_cmpuint (f->moves->len, ==, 1);
  g_assert_cmpuint (g_array_index (f->moves, ChessMove, 0), ==, chess_move_make (CHESS_E2, CHESS_E4));

  /* a click-click e7, e5 */
  to_root (f, "e7", &ax, &ay);
  to_root (f, "e5", &bx, &by);
  g_free (commands);
  commands = g_strdup_printf ("mousemove %d %d sleep 0.03 click 1 sleep 0.1 mousemove %d %d sleep 0.03 click 1",
                              ax, ay, bx, by);
  xdotool (commands);
  for (int i = 0; i < 100 && f->moves->len < 2; i++)
    spin (10);
  g_assert_cmpuint (f->moves->len, ==, 2);
  g_assert_cmpuint (g_array_index (f->moves, ChessMove, 1), ==, chess_move_make (CHESS_E7, CHESS_E5));
}
#endif

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  gtk_disable_setlocale ();
  setlocale (LC_ALL, "C.UTF-8");

  g_test_add_func ("/ui/theme/list", test_themes);
  g_test_add_func ("/ui/piece-set/cache", test_piece_set_cache);
  g_test_add_func ("/ui/piece-set/unknown", test_piece_set_unknown);

  if (!gtk_init_check ())
    {
      g_printerr ("no display: only the tests that need none\n");
      return g_test_run ();
    }

#define BOARD_TEST(path, fn) g_test_add ("/ui/board/" path, Fixture, NULL, fixture_setup, fn, fixture_teardown)
  BOARD_TEST ("render-start", test_render_start);
  BOARD_TEST ("render-flipped", test_render_flipped);
  BOARD_TEST ("render-rtl", test_render_rtl);
  BOARD_TEST ("themes-and-sets", test_themes_drawn);
  BOARD_TEST ("last-move-and-check", test_last_move_and_check);
  BOARD_TEST ("texture-cache", test_texture_cache);
  BOARD_TEST ("geometry", test_geometry);
  g_test_add_func ("/ui/board/geometry-moved", test_geometry_moved);
  BOARD_TEST ("drag-move", test_drag_move);
  BOARD_TEST ("illegal-drop", test_illegal_drop);
  BOARD_TEST ("click-click", test_click_click);
  BOARD_TEST ("legal-move-hints", test_legal_move_hints);
  BOARD_TEST ("escape", test_escape);
  BOARD_TEST ("keyboard-move", test_keyboard_move);
  BOARD_TEST ("not-interactive", test_not_interactive);
  BOARD_TEST ("castling", test_castling);
  BOARD_TEST ("castling-960", test_castling_960);
  BOARD_TEST ("promotion-choose", test_promotion_choose);
  BOARD_TEST ("promotion-keys", test_promotion_keys);
  BOARD_TEST ("promotion-cancel", test_promotion_cancel);
  BOARD_TEST ("animation", test_animation);
  BOARD_TEST ("accessible", test_accessible);
  BOARD_TEST ("properties", test_properties);
#ifdef GDK_WINDOWING_X11
  BOARD_TEST ("real-input", test_real_input);
#endif
  return g_test_run ();
}
