/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-board-moves.c — moving pieces on the board: drag, click-click, keys,
 * castling, promotion, animation, and real pointer input through X. */
#include "board-test-utils.h"

#include <string.h>
#ifdef GDK_WINDOWING_X11
#include <gdk/x11/gdkx.h>
#endif

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
  {
    /* the pieces stand on the board's light square colour (the chooser's
     * own style provider, on the display) */
    g_autoptr (Image) button = render_widget (knight);
    assert_rgb_near (pixel (button, 2, button->height / 2), rgb_of (&theme_of (f)->light), 3,
                     "the promotion button's background");
  }
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

/* With "auto-queen" the pawn becomes a queen at once, with no chooser. */
static void
test_promotion_auto_queen (Fixture *f, gconstpointer data)
{
  chess_board_set_auto_queen (f->board, TRUE);
  set_fen (f, "4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
  drag (f, "a7", "a8");
  g_assert_cmpint (f->promotion_opened, ==, 0);
  g_assert_cmpuint (f->moves->len, ==, 1);
  g_assert_cmpint (chess_move_kind (g_array_index (f->moves, ChessMove, 0)), ==, CHESS_MOVE_PROMOTION);
  g_assert_cmpint (chess_move_promotion (g_array_index (f->moves, ChessMove, 0)), ==, CHESS_QUEEN);
  g_assert_cmpint (chess_move_to (g_array_index (f->moves, ChessMove, 0)), ==, CHESS_A8);
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

void
board_test_add_move_tests (void)
{
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
  BOARD_TEST ("promotion-auto-queen", test_promotion_auto_queen);
  BOARD_TEST ("animation", test_animation);
#ifdef GDK_WINDOWING_X11
  BOARD_TEST ("real-input", test_real_input);
#endif
}
