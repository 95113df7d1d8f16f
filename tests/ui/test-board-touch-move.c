/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-board-touch-move.c — the touch-move rule: a piece touched that can
 * move stays selected until it moves; one that cannot may be let go. */
#include "board-test-utils.h"

static int
selected (Fixture *f)
{
  return chess_board_get_selected_square (f->board);
}

static int
touched (Fixture *f)
{
  return chess_board_get_touched_square (f->board);
}

static void
count_notify (GObject *object, GParamSpec *pspec, int *count)
{
  (*count)++;
}

/* The pixel just inside the top edge of square, where the ring is drawn. */
static Rgb
edge_pixel (Fixture *f, Image *image, int square)
{
  return pixel_in (f, image, square, 0.5, 0.02);
}

static void
test_property (Fixture *f, gconstpointer data)
{
  int notified = 0;
  gboolean value = TRUE;

  g_assert_false (chess_board_get_touch_move (f->board));
  g_object_get (f->board, "touch-move", &value, NULL);
  g_assert_false (value);
  g_signal_connect (f->board, "notify::touch-move", G_CALLBACK (count_notify), &notified);
  g_object_set (f->board, "touch-move", TRUE, NULL);
  g_assert_true (chess_board_get_touch_move (f->board));
  g_assert_cmpint (notified, ==, 1);
  chess_board_set_touch_move (f->board, TRUE);
  g_assert_cmpint (notified, ==, 1);
  chess_board_set_touch_move (f->board, FALSE);
  g_assert_cmpint (notified, ==, 2);
  g_object_get (f->board, "touch-move", &value, NULL);
  g_assert_false (value);
  g_signal_handlers_disconnect_by_func (f->board, count_notify, &notified);
}

/* Off (the default) a touch commits to nothing; turning the rule off
 * frees a piece touched while it was on. */
static void
test_off (Fixture *f, gconstpointer data)
{
  click (f, "e2");
  g_assert_cmpint (touched (f), ==, CHESS_SQUARE_NONE);
  click (f, "d2");
  g_assert_cmpint (selected (f), ==, CHESS_D2);
  g_assert_true (press_key (GTK_WIDGET (f->board), GDK_KEY_Escape));
  g_assert_cmpint (selected (f), ==, CHESS_SQUARE_NONE);

  chess_board_set_touch_move (f->board, TRUE);
  click (f, "e2");
  g_assert_cmpint (touched (f), ==, CHESS_E2);
  chess_board_set_touch_move (f->board, FALSE);
  g_assert_cmpint (touched (f), ==, CHESS_SQUARE_NONE);
  click (f, "d2");
  g_assert_cmpint (selected (f), ==, CHESS_D2);
  drag (f, "d2", "d5");
  g_assert_cmpint (selected (f), ==, CHESS_SQUARE_NONE);
  assert_no_moves (f);
}

static void
test_touched_piece_stays (Fixture *f, gconstpointer data)
{
  const ChessBoardTheme *t = theme_of (f);
  ChessMove expected = uci_move (f, "e2e4");

  chess_board_set_touch_move (f->board, TRUE);
  click (f, "e2");
  g_assert_cmpint (selected (f), ==, CHESS_E2);
  g_assert_cmpint (touched (f), ==, CHESS_E2);

  /* Escape is taken (nothing else should act on it) but changes nothing */
  g_assert_true (press_key (GTK_WIDGET (f->board), GDK_KEY_Escape));
  g_assert_cmpint (selected (f), ==, CHESS_E2);
  /* the same piece again, another own piece, an illegal empty square */
  click (f, "e2");
  g_assert_cmpint (selected (f), ==, CHESS_E2);
  click (f, "d2");
  g_assert_cmpint (selected (f), ==, CHESS_E2);
  click (f, "b4");
  g_assert_cmpint (selected (f), ==, CHESS_E2);
  /* another piece cannot be picked up and moved either */
  drag (f, "d2", "d4");
  g_assert_cmpint (selected (f), ==, CHESS_E2);
  drag (f, "g1", "f3");
  assert_no_moves (f);

  /* an illegal drop and a drop off the board: back on e2, still selected
   * with its legal squares shown */
  drag (f, "e2", "e5");
  g_assert_cmpint (selected (f), ==, CHESS_E2);
  drag_to_point (f, "e2", -30, -30, TRUE);
  g_assert_cmpint (selected (f), ==, CHESS_E2);
  assert_no_moves (f);
  {
    g_autoptr (Image) image = render_board (f);
    Rgb marked = blend (square_colour (f, CHESS_E2), &t->selected);
    g_assert_cmpfloat (ink_on (f, image, CHESS_E2, marked, 48).coverage, >, 0.10);
    assert_empty (f, image, "e5");
    assert_rgb_near (pixel_in (f, image, CHESS_E4, 0.5, 0.5), blend (square_colour (f, CHESS_E4), &t->hint), 3,
                     "e4 dot");
  }

  /* the move itself works */
  drag (f, "e2", "e4");
  g_assert_cmpuint (f->moves->len, ==, 1);
  g_assert_cmpuint (g_array_index (f->moves, ChessMove, 0), ==, expected);
  g_assert_cmpint (selected (f), ==, CHESS_SQUARE_NONE);
  g_assert_cmpint (touched (f), ==, CHESS_SQUARE_NONE);

  /* Black's turn: the rule holds for them too, and a click-click move works */
  click (f, "g8");
  click (f, "b8");
  g_assert_cmpint (selected (f), ==, CHESS_G8);
  click (f, "f6");
  g_assert_cmpuint (f->moves->len, ==, 2);
  g_assert_cmpuint (g_array_index (f->moves, ChessMove, 1), ==, chess_move_make (CHESS_G8, CHESS_F6));
}

/* Escape in the middle of a drag: the drag ends, the piece stays touched. */
static void
test_escape_while_dragging (Fixture *f, gconstpointer data)
{
  GtkEventController *gesture = find_controller (GTK_WIDGET (f->board), GTK_TYPE_GESTURE_DRAG);
  double x, y, x0, y0;

  chess_board_set_touch_move (f->board, TRUE);
  centre (f, "e4", &x, &y);
  centre (f, "e2", &x0, &y0);
  drag_to_point (f, "e2", x, y, FALSE);
  g_assert_true (press_key (GTK_WIDGET (f->board), GDK_KEY_Escape));
  g_signal_emit_by_name (gesture, "drag-end", x - x0, y - y0);
  assert_no_moves (f);
  g_assert_cmpint (selected (f), ==, CHESS_E2);
  g_assert_cmpint (touched (f), ==, CHESS_E2);
  {
    /* the pawn is back on e2, and e4 shows only its legal-move dot */
    const ChessBoardTheme *t = theme_of (f);
    g_autoptr (Image) image = render_board (f);
    Rgb marked = blend (square_colour (f, CHESS_E2), &t->selected);
    g_assert_cmpfloat (ink_on (f, image, CHESS_E2, marked, 48).coverage, >, 0.10);
    assert_rgb_near (pixel_in (f, image, CHESS_E4, 0.5, 0.5), blend (square_colour (f, CHESS_E4), &t->hint), 3,
                     "e4 dot");
  }
  click (f, "e3");
  g_assert_cmpuint (f->moves->len, ==, 1);
  g_assert_cmpuint (g_array_index (f->moves, ChessMove, 0), ==, chess_move_make (CHESS_E2, CHESS_E3));
}

/* "if it can be": a piece without a legal move binds nobody. */
static void
test_piece_that_cannot_move (Fixture *f, gconstpointer data)
{
  chess_board_set_touch_move (f->board, TRUE);
  click (f, "a1");
  g_assert_cmpint (selected (f), ==, CHESS_A1);
  g_assert_cmpint (touched (f), ==, CHESS_SQUARE_NONE);
  click (f, "d1");
  g_assert_cmpint (selected (f), ==, CHESS_D1);
  g_assert_true (press_key (GTK_WIDGET (f->board), GDK_KEY_Escape));
  g_assert_cmpint (selected (f), ==, CHESS_SQUARE_NONE);
  drag (f, "h1", "h4");
  g_assert_cmpint (selected (f), ==, CHESS_SQUARE_NONE);
  /* then a piece that can move is touched: that one binds */
  click (f, "a1");
  click (f, "b1");
  g_assert_cmpint (touched (f), ==, CHESS_B1);
  click (f, "a1");
  g_assert_cmpint (selected (f), ==, CHESS_B1);
  assert_no_moves (f);
}

/* The window's takeback, new game and browsing, and a new position, end it. */
static void
test_cancel_and_new_position (Fixture *f, gconstpointer data)
{
  chess_board_set_touch_move (f->board, TRUE);
  click (f, "e2");
  g_assert_cmpint (touched (f), ==, CHESS_E2);
  chess_board_cancel_move (f->board);
  g_assert_cmpint (selected (f), ==, CHESS_SQUARE_NONE);
  g_assert_cmpint (touched (f), ==, CHESS_SQUARE_NONE);
  click (f, "d2");
  g_assert_cmpint (selected (f), ==, CHESS_D2);
  g_assert_cmpint (touched (f), ==, CHESS_D2);

  set_fen (f, "rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq - 0 1");
  g_assert_cmpint (selected (f), ==, CHESS_SQUARE_NONE);
  g_assert_cmpint (touched (f), ==, CHESS_SQUARE_NONE);
  click (f, "e7");
  click (f, "d7");
  g_assert_cmpint (selected (f), ==, CHESS_E7);
  /* the same position again (a redraw by the owner) keeps the touch */
  set_fen (f, "rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq - 0 1");
  g_assert_cmpint (touched (f), ==, CHESS_E7);
  /* a board that stops taking input (the engine's turn) ends it */
  chess_board_set_interactive (f->board, FALSE);
  g_assert_cmpint (touched (f), ==, CHESS_SQUARE_NONE);
  chess_board_set_interactive (f->board, TRUE);
  click (f, "d7");
  g_assert_cmpint (selected (f), ==, CHESS_D7);
}

/* Closing the promotion chooser without a choice keeps the pawn. */
static void
test_promotion_cancel (Fixture *f, gconstpointer data)
{
  ChessPromotionChooser *chooser = find_chooser (f);

  chess_board_set_touch_move (f->board, TRUE);
  set_fen (f, "4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
  drag (f, "a7", "a8");
  g_assert_cmpint (f->promotion_opened, ==, 1);
  spin (50);
  g_assert_true (press_key (GTK_WIDGET (chooser), GDK_KEY_Escape));
  spin (50);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (chooser)));
  assert_no_moves (f);
  g_assert_cmpint (selected (f), ==, CHESS_A7);
  g_assert_cmpint (touched (f), ==, CHESS_A7);
  {
    /* the pawn is back on a7, with its legal-move dot on a8 */
    const ChessBoardTheme *t = theme_of (f);
    g_autoptr (Image) image = render_board (f);
    Rgb marked = blend (square_colour (f, CHESS_A7), &t->selected);
    g_assert_cmpfloat (ink_on (f, image, CHESS_A7, marked, 48).coverage, >, 0.10);
    assert_rgb_near (pixel_in (f, image, CHESS_A8, 0.5, 0.5), blend (square_colour (f, CHESS_A8), &t->hint), 3,
                     "a8 dot");
  }
  /* the king cannot be taken up instead */
  click (f, "e1");
  g_assert_cmpint (selected (f), ==, CHESS_A7);
  click (f, "a8");
  g_assert_cmpint (f->promotion_opened, ==, 2);
  g_assert_true (press_key (GTK_WIDGET (chooser), GDK_KEY_n));
  g_assert_cmpuint (f->moves->len, ==, 1);
  g_assert_cmpint (chess_move_promotion (g_array_index (f->moves, ChessMove, 0)), ==, CHESS_KNIGHT);
}

/* A touched piece wears a ring of the theme's touch colour; a mere
 * selection does not, nor does a piece that cannot move. */
static void
test_ring (Fixture *f, gconstpointer data)
{
  const char * const *names = chess_board_theme_list_names ();

  for (int i = 0; names[i] != NULL; i++)
    {
      const ChessBoardTheme *t = chess_board_theme_lookup (names[i]);
      Rgb base, ring;

      chess_board_set_theme (f->board, names[i]);
      base = blend (square_colour (f, CHESS_E2), &t->selected);
      ring = blend (base, &t->touched);

      /* the cue must be visible: far from the plain selection */
      g_assert_cmpint (ABS (ring.r - base.r) + ABS (ring.g - base.g) + ABS (ring.b - base.b), >, 60);

      chess_board_set_touch_move (f->board, FALSE);
      click (f, "e2");
      {
        g_autoptr (Image) image = render_board (f);
        assert_rgb_near (edge_pixel (f, image, CHESS_E2), base, 3, "selected, no ring");
      }
      chess_board_cancel_move (f->board);
      chess_board_set_touch_move (f->board, TRUE);
      click (f, "e2");
      {
        g_autoptr (Image) image = render_board (f);
        assert_rgb_near (edge_pixel (f, image, CHESS_E2), ring, 3, "touched ring");
        /* inside the ring: the selection tint as before */
        assert_rgb_near (pixel_in (f, image, CHESS_E2, 0.5, 0.12), base, 3, "inside the ring");
      }
      chess_board_cancel_move (f->board);
      click (f, "a1");
      {
        g_autoptr (Image) image = render_board (f);
        assert_rgb_near (edge_pixel (f, image, CHESS_A1), blend (square_colour (f, CHESS_A1), &t->selected), 3,
                         "a1 cannot move: no ring");
      }
      chess_board_cancel_move (f->board);
    }
}

void
board_test_add_touch_move_tests (void)
{
  BOARD_TEST ("touch-move/property", test_property);
  BOARD_TEST ("touch-move/off", test_off);
  BOARD_TEST ("touch-move/touched-piece-stays", test_touched_piece_stays);
  BOARD_TEST ("touch-move/escape-while-dragging", test_escape_while_dragging);
  BOARD_TEST ("touch-move/piece-that-cannot-move", test_piece_that_cannot_move);
  BOARD_TEST ("touch-move/cancel-and-new-position", test_cancel_and_new_position);
  BOARD_TEST ("touch-move/promotion-cancel", test_promotion_cancel);
  BOARD_TEST ("touch-move/ring", test_ring);
}
