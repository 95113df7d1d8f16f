/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-board-marks.c — arrows and circles drawn by hand: the marks given
 * are drawn in their colours and said once ("marks-changed"); the right
 * button's drag reports an arrow, its click on a piece a circle, its click
 * on an empty square (while marks show) or off the squares a clearing —
 * and the board keeps none of it by itself (its owner does).  While a
 * premove may be chosen (the opponent thinks), the right button draws. */
#include "board-test-utils.h"

#define MARK_THRESHOLD 40

static int
distance (Rgb a, Rgb b)
{
  return MAX (ABS (a.r - b.r), MAX (ABS (a.g - b.g), ABS (a.b - b.b)));
}

static void
count (gpointer instance, int *counter)
{
  (*counter)++;
}

typedef struct {
  GArray *drawn;   /* ChessMark */
  int cleared;
} Heard;

static void
on_mark_drawn (ChessBoard *board, ChessMark *mark, Heard *heard)
{
  g_array_append_val (heard->drawn, *mark);
}

static void
on_cleared (ChessBoard *board, Heard *heard)
{
  heard->cleared++;
}

static GtkEventController *
right_drag (Fixture *f)
{
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (f->board));

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_GESTURE_DRAG (controller)
          && gtk_gesture_single_get_button (GTK_GESTURE_SINGLE (controller)) == GDK_BUTTON_SECONDARY)
        return controller;   /* the board holds it */
    }
  g_assert_not_reached ();
}

static void
right_gesture (Fixture *f, const char *from, const char *to)
{
  GtkEventController *gesture = right_drag (f);
  double x0, y0, x1, y1;

  centre (f, from, &x0, &y0);
  centre (f, to, &x1, &y1);
  g_signal_emit_by_name (gesture, "drag-begin", x0, y0);
  if (!g_str_equal (from, to))
    g_signal_emit_by_name (gesture, "drag-update", (x1 - x0) / 2, (y1 - y0) / 2);
  g_signal_emit_by_name (gesture, "drag-end", x1 - x0, y1 - y0);
}

static void
test_drawn (Fixture *f, gconstpointer data)
{
  ChessMarks marks = { .count = 0 };
  g_autoptr (Image) before = NULL, with = NULL;
  int changes = 0;

  set_fen (f, "4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
  g_signal_connect (f->board, "marks-changed", G_CALLBACK (count), &changes);
  before = render_board (f);
  chess_marks_toggle (&marks, (ChessMark) { CHESS_MARK_GREEN, CHESS_E2, CHESS_E5 });
  chess_marks_toggle (&marks, (ChessMark) { CHESS_MARK_RED, CHESS_A1, CHESS_A1 });
  chess_board_set_marks (f->board, &marks);
  chess_board_set_marks (f->board, &marks);   /* the same: nothing new */
  g_assert_cmpint (changes, ==, 1);
  g_assert_cmpuint (chess_board_get_marks (f->board)->count, ==, 2);
  with = render_board (f);

  /* green along the arrow's way, nothing beside it */
  {
    Rgb e3 = pixel_in (f, with, CHESS_E3, 0.5, 0.5), was = pixel_in (f, before, CHESS_E3, 0.5, 0.5);

    g_assert_cmpint (distance (e3, was), >, MARK_THRESHOLD);
    g_assert_cmpint (e3.g, >, e3.r + MARK_THRESHOLD);
    g_assert_cmpint (distance (pixel_in (f, with, CHESS_D3, 0.5, 0.5), pixel_in (f, before, CHESS_D3, 0.5, 0.5)),
                     <, 3);
  }
  /* a red ring along a1's edge, the rook inside untouched */
  {
    Rgb ring = pixel_in (f, with, CHESS_A1, 0.5, 0.04);

    g_assert_cmpint (ring.r, >, ring.g + MARK_THRESHOLD);
    g_assert_cmpint (distance (pixel_in (f, with, CHESS_A1, 0.5, 0.5), pixel_in (f, before, CHESS_A1, 0.5, 0.5)),
                     <, 3);
  }

  chess_board_set_marks (f->board, NULL);
  g_assert_cmpint (changes, ==, 2);
  g_assert_cmpuint (chess_board_get_marks (f->board)->count, ==, 0);
  {
    g_autoptr (Image) cleared = render_board (f);

    g_assert_cmpint (distance (pixel_in (f, cleared, CHESS_E3, 0.5, 0.5), pixel_in (f, before, CHESS_E3, 0.5, 0.5)),
                     <, 3);
  }
}

static void
test_gestures (Fixture *f, gconstpointer data)
{
  Heard heard = { g_array_new (FALSE, FALSE, sizeof (ChessMark)), 0 };
  ChessMarks marks = { .count = 0 };
  ChessMark mark;

  g_signal_connect (f->board, "mark-drawn", G_CALLBACK (on_mark_drawn), &heard);
  g_signal_connect (f->board, "marks-cleared", G_CALLBACK (on_cleared), &heard);

  right_gesture (f, "g1", "f3");
  g_assert_cmpuint (heard.drawn->len, ==, 1);
  mark = g_array_index (heard.drawn, ChessMark, 0);
  g_assert_cmpint (mark.color, ==, CHESS_MARK_GREEN);
  g_assert_cmpint (mark.from, ==, CHESS_G1);
  g_assert_cmpint (mark.to, ==, CHESS_F3);
  /* the board reports, its owner keeps */
  g_assert_cmpuint (chess_board_get_marks (f->board)->count, ==, 0);
  assert_no_moves (f);

  /* a click on a piece: a circle; on an empty square with no marks: too */
  right_gesture (f, "e1", "e1");
  right_gesture (f, "d4", "d4");
  g_assert_cmpuint (heard.drawn->len, ==, 3);
  mark = g_array_index (heard.drawn, ChessMark, 1);
  g_assert_true (mark.from == CHESS_E1 && mark.to == CHESS_E1);
  g_assert_cmpint (heard.cleared, ==, 0);

  /* with marks shown, a click on an empty square that holds none clears */
  chess_marks_toggle (&marks, (ChessMark) { CHESS_MARK_BLUE, CHESS_D4, CHESS_D4 });
  chess_board_set_marks (f->board, &marks);
  right_gesture (f, "e4", "e4");
  g_assert_cmpint (heard.cleared, ==, 1);
  /* one on a marked empty square is that mark's */
  right_gesture (f, "d4", "d4");
  g_assert_cmpint (heard.cleared, ==, 1);
  g_assert_cmpuint (heard.drawn->len, ==, 4);
  g_array_unref (heard.drawn);
}

/* While the opponent thinks, with no premove chosen, the right button
 * draws (with one chosen, its click takes it back: test-board-premove.c). */
static void
test_premove_side (Fixture *f, gconstpointer data)
{
  Heard heard = { g_array_new (FALSE, FALSE, sizeof (ChessMark)), 0 };

  set_fen (f, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
  chess_board_set_interactive (f->board, FALSE);
  chess_board_set_premove_side (f->board, CHESS_WHITE);
  g_signal_connect (f->board, "mark-drawn", G_CALLBACK (on_mark_drawn), &heard);
  right_gesture (f, "d1", "h5");
  g_assert_cmpuint (heard.drawn->len, ==, 1);
  g_assert_cmpint (chess_board_get_premove (f->board), ==, CHESS_MOVE_NONE);
  g_array_unref (heard.drawn);
}

void
board_test_add_mark_tests (void)
{
  BOARD_TEST ("marks/drawn", test_drawn);
  BOARD_TEST ("marks/gestures", test_gestures);
  BOARD_TEST ("marks/premove-side", test_premove_side);
}
