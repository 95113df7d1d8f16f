/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-board-premove.c — premoves: while the board is not interactive,
 * the premove side's pieces move as if it were their turn; the move is
 * kept and highlighted, not played; Escape, a right click or the end of
 * premoves take it back; the other side's pieces stay put. */
#include "board-test-utils.h"

/* After 1. e4: Black to move, White may premove. */
#define AFTER_E4 "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"

static void
count (ChessBoard *board, int *changes)
{
  (*changes)++;
}

static void
setup_premove (Fixture *f, int *changes)
{
  set_fen (f, AFTER_E4);
  chess_board_set_interactive (f->board, FALSE);
  chess_board_set_premove_side (f->board, CHESS_WHITE);
  g_signal_connect (f->board, "premove-changed", G_CALLBACK (count), changes);
}

static void
test_chosen_not_played (Fixture *f, gconstpointer data)
{
  g_autoptr (Image) before = NULL, with = NULL;
  int changes = 0;

  setup_premove (f, &changes);
  g_assert_cmpint (chess_board_get_premove_side (f->board), ==, CHESS_WHITE);
  before = render_board (f);
  drag (f, "g1", "f3");
  assert_no_moves (f);
  g_assert_cmpint (changes, ==, 1);
  g_assert_cmpint (chess_move_from (chess_board_get_premove (f->board)), ==, CHESS_G1);
  g_assert_cmpint (chess_move_to (chess_board_get_premove (f->board)), ==, CHESS_F3);
  /* The position shown is the same; both squares are shaded (bluer). */
  with = render_board (f);
  assert_piece (f, with, "g1");
  assert_empty (f, with, "f3");
  for (guint i = 0; i < 2; i++)
    {
      int square = i == 0 ? CHESS_G1 : CHESS_F3;
      Rgb was = pixel_in (f, before, square, 0.5, 0.05), now = pixel_in (f, with, square, 0.5, 0.05);

      g_assert_cmpint (now.b - now.r, >, was.b - was.r + 20);
    }
  /* A second premove replaces the first. */
  click (f, "d2");
  click (f, "d4");
  g_assert_cmpint (chess_move_from (chess_board_get_premove (f->board)), ==, CHESS_D2);
  g_assert_cmpint (changes, ==, 2);
}

/* Only the premove side's pieces, and only where they could go. */
static void
test_what_is_offered (Fixture *f, gconstpointer data)
{
  int changes = 0;

  setup_premove (f, &changes);
  drag (f, "e7", "e5");       /* Black's, to move: not the user's now */
  drag (f, "e4", "e6");       /* not a move of the pawn */
  drag (f, "f1", "a6");       /* the bishop's way is open: offered */
  assert_no_moves (f);
  g_assert_cmpint (changes, ==, 1);
  g_assert_cmpint (chess_move_to (chess_board_get_premove (f->board)), ==, CHESS_A6);

  /* Interactive (the user's turn): moves are played, not premoved. */
  chess_board_clear_premove (f->board);
  set_fen (f, "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2");
  chess_board_set_interactive (f->board, TRUE);
  drag (f, "g1", "f3");
  g_assert_cmpuint (f->moves->len, ==, 1);
  g_assert_cmpint (chess_board_get_premove (f->board), ==, CHESS_MOVE_NONE);
}

/* The board's right-click gesture. */
static GtkEventController *
secondary_click (Fixture *f)
{
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (f->board));

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_GESTURE_CLICK (controller)
          && gtk_gesture_single_get_button (GTK_GESTURE_SINGLE (controller)) == GDK_BUTTON_SECONDARY)
        return controller;   /* the board holds it */
    }
  return NULL;
}

static void
test_taken_back (Fixture *f, gconstpointer data)
{
  GtkEventController *right = NULL;
  int changes = 0;
  double x, y;

  setup_premove (f, &changes);
  drag (f, "g1", "f3");
  g_assert_true (press_key (GTK_WIDGET (f->board), GDK_KEY_Escape));
  g_assert_cmpint (chess_board_get_premove (f->board), ==, CHESS_MOVE_NONE);
  g_assert_cmpint (changes, ==, 2);
  /* Escape with nothing to take back is not the board's. */
  g_assert_false (press_key (GTK_WIDGET (f->board), GDK_KEY_Escape));

  /* A right click. */
  drag (f, "g1", "f3");
  right = secondary_click (f);
  g_assert_nonnull (right);
  centre (f, "a5", &x, &y);
  g_signal_emit_by_name (right, "pressed", 1, x, y);
  g_assert_cmpint (chess_board_get_premove (f->board), ==, CHESS_MOVE_NONE);
  g_assert_cmpint (changes, ==, 4);

  /* No more premoves: the one chosen goes, and nothing moves. */
  drag (f, "g1", "f3");
  chess_board_set_premove_side (f->board, -1);
  g_assert_cmpint (chess_board_get_premove (f->board), ==, CHESS_MOVE_NONE);
  drag (f, "b1", "c3");
  g_assert_cmpint (chess_board_get_premove (f->board), ==, CHESS_MOVE_NONE);
  assert_no_moves (f);
}

void
board_test_add_premove_tests (void)
{
  BOARD_TEST ("premove/chosen-not-played", test_chosen_not_played);
  BOARD_TEST ("premove/what-is-offered", test_what_is_offered);
  BOARD_TEST ("premove/taken-back", test_taken_back);
}
