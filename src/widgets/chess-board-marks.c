/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-board-marks.c — arrows and circles drawn by hand, as on lichess: a
 * right drag from one square to another draws an arrow, a right click a
 * circle; Shift makes it red, Alt blue, both yellow, none green.  A right
 * click on an empty square (no piece, no mark) or off the squares asks to
 * clear them all.
 *
 * The board keeps none of it by itself: it says what the gesture drew
 * ("mark-drawn", a ChessMark, or "marks-cleared") and shows the marks its
 * owner gives it (chess_board_set_marks), who decides where they belong
 * and whether the same gesture again takes one away.  A right click while
 * a premove is set (or a piece is held for one) still takes the premove
 * back (chess-board-premove.c claims that click first). */
#include "config.h"

#include "chess-board-private.h"

#include <math.h>

G_DEFINE_BOXED_TYPE (ChessMark, chess_mark, chess_mark_copy, g_free)

ChessMark *
chess_mark_copy (const ChessMark *mark)
{
  return g_memdup2 (mark, sizeof *mark);
}

enum {
  MARK_DRAWN,
  MARKS_CLEARED,
  MARKS_CHANGED,
  N_MARK_SIGNALS
};
static guint mark_signals[N_MARK_SIGNALS];

/* lichess's brushes: readable on every theme's light and dark squares */
static const GdkRGBA brushes[CHESS_MARK_N_COLORS] = {
  [CHESS_MARK_GREEN] = { 0.08f, 0.47f, 0.11f, 0.8f },
  [CHESS_MARK_RED] = { 0.53f, 0.13f, 0.13f, 0.8f },
  [CHESS_MARK_BLUE] = { 0.0f, 0.19f, 0.53f, 0.8f },
  [CHESS_MARK_YELLOW] = { 0.90f, 0.56f, 0.0f, 0.8f },
};

const GdkRGBA *
_chess_board_mark_rgba (ChessMarkColor color)
{
  return &brushes[(unsigned) color < CHESS_MARK_N_COLORS ? color : CHESS_MARK_GREEN];
}

static ChessMarkColor
color_of_state (GdkModifierType state)
{
  gboolean shift = (state & GDK_SHIFT_MASK) != 0, alt = (state & GDK_ALT_MASK) != 0;

  if (shift && alt)
    return CHESS_MARK_YELLOW;
  return shift ? CHESS_MARK_RED : alt ? CHESS_MARK_BLUE : CHESS_MARK_GREEN;
}

void
chess_board_set_marks (ChessBoard       *self,
                       const ChessMarks *marks)
{
  g_return_if_fail (CHESS_IS_BOARD (self));

  if (marks == NULL || marks->count == 0)
    {
      if (self->hand_marks.count == 0)
        return;
      chess_marks_clear (&self->hand_marks);
    }
  else
    {
      size_t n = MIN (marks->count, (size_t) CHESS_MARKS_MAX);

      if (n == self->hand_marks.count
          && memcmp (marks->marks, self->hand_marks.marks, n * sizeof marks->marks[0]) == 0)
        return;
      memcpy (self->hand_marks.marks, marks->marks, n * sizeof marks->marks[0]);
      self->hand_marks.count = n;
    }
  self->arrows_serial++;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_signal_emit (self, mark_signals[MARKS_CHANGED], 0);
}

const ChessMarks *
chess_board_get_marks (ChessBoard *self)
{
  g_return_val_if_fail (CHESS_IS_BOARD (self), NULL);

  return &self->hand_marks;
}

/* ---- drawing ------------------------------------------------------------ */

static void
centre (ChessBoard *self, int square, double *x, double *y)
{
  graphene_rect_t rect;

  chess_board_square_rect (self, square, &rect);
  *x = rect.origin.x + rect.size.width / 2.0;
  *y = rect.origin.y + rect.size.height / 2.0;
}

static void
draw_circle (ChessBoard *self, cairo_t *cr, int square)
{
  double x, y, line = self->square / 16.0;

  centre (self, square, &x, &y);
  cairo_new_sub_path (cr);
  cairo_arc (cr, x, y, self->square / 2.0 - line / 2.0 - 1.0, 0, 2 * G_PI);
  cairo_set_line_width (cr, line);
  cairo_stroke (cr);
}

/* A shaft that stops where the head begins, and a head whose tip reaches
 * into the last square a little short of its centre. */
static void
draw_arrow (ChessBoard *self, cairo_t *cr, int from, int to)
{
  double x0, y0, x1, y1, length, width = self->square * 0.15;
  double head_length = width * 2.2, head_half = width * 1.6, tip_short = self->square * 0.12;

  centre (self, from, &x0, &y0);
  centre (self, to, &x1, &y1);
  length = hypot (x1 - x0, y1 - y0) - tip_short;
  if (length <= head_length)
    return;
  cairo_save (cr);
  cairo_translate (cr, x0, y0);
  cairo_rotate (cr, atan2 (y1 - y0, x1 - x0));
  cairo_move_to (cr, 0, -width / 2);
  cairo_line_to (cr, length - head_length, -width / 2);
  cairo_line_to (cr, length - head_length, -head_half);
  cairo_line_to (cr, length, 0);
  cairo_line_to (cr, length - head_length, head_half);
  cairo_line_to (cr, length - head_length, width / 2);
  cairo_line_to (cr, 0, width / 2);
  cairo_close_path (cr);
  cairo_restore (cr);
  cairo_fill (cr);
}

static void
draw_mark (ChessBoard *self, cairo_t *cr, ChessMark mark, double alpha)
{
  const GdkRGBA *rgba = _chess_board_mark_rgba (mark.color);

  cairo_set_source_rgba (cr, rgba->red, rgba->green, rgba->blue, rgba->alpha * alpha);
  if (chess_mark_is_circle (mark))
    draw_circle (self, cr, mark.from);
  else
    draw_arrow (self, cr, mark.from, mark.to);
}

void
_chess_board_draw_hand_marks (ChessBoard  *self,
                              GtkSnapshot *snapshot)
{
  gboolean drawing = self->mark_from != CHESS_SQUARE_NONE && self->mark_to != CHESS_SQUARE_NONE;
  cairo_t *cr;

  if ((self->hand_marks.count == 0 && !drawing) || self->square <= 0)
    return;
  cr = gtk_snapshot_append_cairo (snapshot,
                                  &GRAPHENE_RECT_INIT (self->origin_x, self->origin_y,
                                                       8 * self->square, 8 * self->square));
  /* circles under arrows, so that an arrow from a circled square shows */
  for (int pass = 0; pass < 2; pass++)
    for (size_t i = 0; i < self->hand_marks.count; i++)
      if (chess_mark_is_circle (self->hand_marks.marks[i]) == (pass == 0))
        draw_mark (self, cr, self->hand_marks.marks[i], 1.0);
  /* the arrow being drawn, fainter until it is let go */
  if (drawing && self->mark_to != self->mark_from)
    draw_mark (self, cr, (ChessMark) { self->mark_color, (uint8_t) self->mark_from, (uint8_t) self->mark_to },
               0.6);
  cairo_destroy (cr);
}

/* ---- the right button --------------------------------------------------- */

static void
set_drawing (ChessBoard *self, int from, int to)
{
  if (self->mark_from == from && self->mark_to == to)
    return;
  self->mark_from = from;
  self->mark_to = to;
  self->arrows_serial++;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
right_begin (GtkGestureDrag *gesture, double x, double y, ChessBoard *self)
{
  self->mark_color = color_of_state (gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (gesture)));
  self->mark_pressed = TRUE;
  self->mark_x = x;
  self->mark_y = y;
  set_drawing (self, chess_board_square_at (self, x, y), CHESS_SQUARE_NONE);
}

static void
right_update (GtkGestureDrag *gesture, double dx, double dy, ChessBoard *self)
{
  if (!self->mark_pressed || self->mark_from == CHESS_SQUARE_NONE)
    return;
  self->mark_color = color_of_state (gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (gesture)));
  set_drawing (self, self->mark_from, chess_board_square_at (self, self->mark_x + dx, self->mark_y + dy));
}

static gboolean
holds_mark (ChessBoard *self, int square)
{
  for (size_t i = 0; i < self->hand_marks.count; i++)
    if (self->hand_marks.marks[i].from == square || self->hand_marks.marks[i].to == square)
      return TRUE;
  return FALSE;
}

static void
right_end (GtkGestureDrag *gesture, double dx, double dy, ChessBoard *self)
{
  int from = self->mark_from, to;
  ChessMark mark;

  if (!self->mark_pressed)
    return;
  self->mark_pressed = FALSE;
  to = chess_board_square_at (self, self->mark_x + dx, self->mark_y + dy);
  set_drawing (self, CHESS_SQUARE_NONE, CHESS_SQUARE_NONE);
  if (to == CHESS_SQUARE_NONE && from != CHESS_SQUARE_NONE)
    return;   /* an arrow dragged off the board: nothing */
  /* A click on an empty spot: everything goes. */
  if (from == CHESS_SQUARE_NONE
      || (to == from && self->position.board[from] == CHESS_PIECE_NONE && !holds_mark (self, from)
          && self->hand_marks.count > 0))
    {
      if (self->hand_marks.count > 0)
        g_signal_emit (self, mark_signals[MARKS_CLEARED], 0);
      return;
    }
  mark = (ChessMark) {
    (uint8_t) color_of_state (gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (gesture))),
    (uint8_t) from, (uint8_t) to
  };
  g_signal_emit (self, mark_signals[MARK_DRAWN], 0, &mark);
}

static void
right_cancel (GtkGesture *gesture, GdkEventSequence *sequence, ChessBoard *self)
{
  self->mark_pressed = FALSE;
  set_drawing (self, CHESS_SQUARE_NONE, CHESS_SQUARE_NONE);
}

void
_chess_board_marks_init (ChessBoard *self)
{
  GtkGesture *drag = gtk_gesture_drag_new ();

  chess_marks_clear (&self->hand_marks);
  self->mark_from = self->mark_to = CHESS_SQUARE_NONE;
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (drag), GDK_BUTTON_SECONDARY);
  g_signal_connect (drag, "drag-begin", G_CALLBACK (right_begin), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (right_update), self);
  g_signal_connect (drag, "drag-end", G_CALLBACK (right_end), self);
  g_signal_connect (drag, "cancel", G_CALLBACK (right_cancel), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));
}

void
_chess_board_marks_class_init (GObjectClass *object_class)
{
  mark_signals[MARK_DRAWN] =
    g_signal_new ("mark-drawn", G_TYPE_FROM_CLASS (object_class), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, CHESS_TYPE_MARK | G_SIGNAL_TYPE_STATIC_SCOPE);
  mark_signals[MARKS_CLEARED] =
    g_signal_new ("marks-cleared", G_TYPE_FROM_CLASS (object_class), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 0);
  mark_signals[MARKS_CHANGED] =
    g_signal_new ("marks-changed", G_TYPE_FROM_CLASS (object_class), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 0);
}
