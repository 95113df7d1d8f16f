/* SPDX-License-Identifier: GPL-3.0-or-later */
/* board-test-utils.c — helpers for the board tests (see the header). */
#include "board-test-utils.h"

#include <math.h>
#include <string.h>

void
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

void
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

void
on_promotion_opened (ChessBoard *board, Fixture *f)
{
  f->promotion_opened++;
}

void
on_geometry_changed (ChessBoard *board, Fixture *f)
{
  f->geometry_changed++;
}

void
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

void
fixture_teardown (Fixture *f, gconstpointer data)
{
  gtk_window_destroy (GTK_WINDOW (f->window));
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_array_unref (f->moves);
}

void
set_fen (Fixture *f, const char *fen)
{
  ChessPosition pos;
  ChessFenError error;

  if (!chess_position_from_fen (&pos, fen, &error))
    g_error ("bad test FEN %s: %s", fen, error.message);
  chess_board_set_position (f->board, &pos, CHESS_MOVE_NONE, FALSE);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (f->board));
}

int
sq (const char *name)
{
  int square = chess_square_from_name (name);
  g_assert_cmpint (square, !=, CHESS_SQUARE_NONE);
  return square;
}

ChessMove
uci_move (Fixture *f, const char *uci)
{
  ChessMove move = CHESS_MOVE_NONE;
  g_assert_cmpint (chess_move_from_uci (chess_board_get_position (f->board), uci, strlen (uci), &move),
                   ==, CHESS_SAN_OK);
  return move;
}

/* ---- pixels ------------------------------------------------------------- */


/* Any widget of a shown window, as drawn in its last frame. */
Image *
render_widget (GtkWidget *w)
{
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

Image *
render_board (Fixture *f)
{
  return render_widget (GTK_WIDGET (f->board));
}

void
image_free (Image *image)
{
  g_free (image->data);
  g_free (image);
}

Rgb
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

Rgb
rgb_of (const GdkRGBA *c)
{
  return (Rgb) { (int) lround (c->red * 255), (int) lround (c->green * 255), (int) lround (c->blue * 255) };
}

/* base with overlay blended over it (source-over) */
Rgb
blend (Rgb base, const GdkRGBA *over)
{
  Rgb o = rgb_of (over);
  double a = over->alpha;
  return (Rgb) { (int) lround (base.r * (1 - a) + o.r * a), (int) lround (base.g * (1 - a) + o.g * a),
                 (int) lround (base.b * (1 - a) + o.b * a) };
}

void
assert_rgb_near (Rgb got, Rgb want, int tolerance, const char *what)
{
  if (ABS (got.r - want.r) > tolerance || ABS (got.g - want.g) > tolerance ||
      ABS (got.b - want.b) > tolerance)
    g_error ("%s: got #%02x%02x%02x, want #%02x%02x%02x", what, got.r, got.g, got.b,
             want.r, want.g, want.b);
}

const ChessBoardTheme *
theme_of (Fixture *f)
{
  return chess_board_theme_lookup (chess_board_get_theme (f->board));
}

Rgb
square_colour (Fixture *f, int square)
{
  gboolean light = (CHESS_SQUARE_FILE (square) + CHESS_SQUARE_RANK (square)) % 2 == 1;
  return rgb_of (light ? &theme_of (f)->light : &theme_of (f)->dark);
}

/* The pixel at fractions (fx, fy) of a square's side from its top-left. */
Rgb
pixel_in (Fixture *f, Image *image, int square, double fx, double fy)
{
  double x, y, s;

  chess_board_get_geometry (f->board, NULL, NULL, &s);
  g_assert_true (chess_board_square_to_point (f->board, square, &x, &y));
  return pixel (image, (int) (x - s / 2 + fx * s), (int) (y - s / 2 + fy * s));
}

/* What differs from the bare square in its middle 70%: how much, how bright. */
Ink
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
Ink
ink (Fixture *f, Image *image, const char *name)
{
  return ink_on (f, image, sq (name), pixel_in (f, image, sq (name), 0.97, 0.03), 48);
}

void
assert_piece (Fixture *f, Image *image, const char *name)
{
  Ink i = ink (f, image, name);
  if (i.coverage < 0.10)
    g_error ("expected a piece on %s: %.0f%% ink", name, i.coverage * 100);
}

void
assert_empty (Fixture *f, Image *image, const char *name)
{
  Ink i = ink (f, image, name);
  if (i.coverage > 0.005)
    g_error ("expected %s empty: %.1f%% ink", name, i.coverage * 100);
}

/* ---- input helpers ------------------------------------------------------ */

GtkEventController *
find_controller (GtkWidget *widget, GType type)
{
  GListModel *list = gtk_widget_observe_controllers (widget);
  GtkEventController *found = NULL;

  for (guint i = 0; i < g_list_model_get_n_items (list) && found == NULL; i++)
    {
      GtkEventController *c = g_list_model_get_item (list, i);
      /* the right button's gestures are found by their tests themselves */
      if (G_TYPE_CHECK_INSTANCE_TYPE (c, type)
          && !(GTK_IS_GESTURE_SINGLE (c)
               && gtk_gesture_single_get_button (GTK_GESTURE_SINGLE (c)) == GDK_BUTTON_SECONDARY))
        found = c;
      g_object_unref (c);
    }
  g_object_unref (list);
  g_assert_nonnull (found);
  return found;
}

void
centre (Fixture *f, const char *name, double *x, double *y)
{
  g_assert_true (chess_board_square_to_point (f->board, sq (name), x, y));
}

/* Press on from, move in steps to (x1, y1) widget coordinates, maybe release. */
void
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

void
drag (Fixture *f, const char *from, const char *to)
{
  double x1, y1;
  centre (f, to, &x1, &y1);
  drag_to_point (f, from, x1, y1, TRUE);
}

void
click (Fixture *f, const char *name)
{
  GtkEventController *drag = find_controller (GTK_WIDGET (f->board), GTK_TYPE_GESTURE_DRAG);
  double x, y;

  centre (f, name, &x, &y);
  g_signal_emit_by_name (drag, "drag-begin", x, y);
  g_signal_emit_by_name (drag, "drag-end", 0.0, 0.0);
}

gboolean
press_key (GtkWidget *widget, guint keyval)
{
  GtkEventController *keys = find_controller (widget, GTK_TYPE_EVENT_CONTROLLER_KEY);
  gboolean handled = FALSE;

  g_signal_emit_by_name (keys, "key-pressed", keyval, 0u, (GdkModifierType) 0, &handled);
  return handled;
}

ChessPromotionChooser *
find_chooser (Fixture *f)
{
  for (GtkWidget *c = gtk_widget_get_first_child (GTK_WIDGET (f->board)); c; c = gtk_widget_get_next_sibling (c))
    if (CHESS_IS_PROMOTION_CHOOSER (c))
      return CHESS_PROMOTION_CHOOSER (c);
  g_assert_not_reached ();
  return NULL;
}

void
assert_no_moves (Fixture *f)
{
  g_assert_cmpuint (f->moves->len, ==, 0);
}

