/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-board-arrows.c — arrows over the board (an engine's best moves,
 * the first line strongest) and a marked square (a hint's piece).  The
 * board only draws what it is given; who gives what (analysis lines, a
 * hint) is the window's business.
 *
 * GTK 4.8 has no path nodes, so each arrow is one cairo polygon: a shaft
 * from just off the centre of the first square and a head whose tip ends
 * at the centre of the second. */
#include "config.h"

#include "chess-board-private.h"

#include <math.h>

/* The green lichess and ChessBase use for engine arrows, readable on every
 * theme's light and dark squares. */
#define ARROW_RED 0.08
#define ARROW_GREEN 0.47
#define ARROW_BLUE 0.11

static int
compare_strength (gconstpointer a, gconstpointer b)
{
  const ChessBoardArrow *x = a, *y = b;

  return (x->strength > y->strength) - (x->strength < y->strength);
}

void
chess_board_set_arrows (ChessBoard *self, const ChessBoardArrow *arrows, guint n_arrows)
{
  g_return_if_fail (CHESS_IS_BOARD (self));
  g_return_if_fail (arrows != NULL || n_arrows == 0);

  if (self->arrows->len == 0 && n_arrows == 0)
    return;
  g_array_set_size (self->arrows, 0);
  for (guint i = 0; i < n_arrows; i++)
    {
      ChessBoardArrow arrow = arrows[i];

      g_return_if_fail (arrow.from < 64 && arrow.to < 64);
      if (arrow.from == arrow.to)
        continue;
      arrow.strength = CLAMP (arrow.strength, 0.0, 1.0);
      g_array_append_val (self->arrows, arrow);
    }
  /* Weakest first, so that the strongest is drawn on top; the sort is
   * stable for equals (g_array_sort is a merge sort). */
  g_array_sort (self->arrows, compare_strength);
  self->arrows_serial++;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

guint
chess_board_get_n_arrows (ChessBoard *self)
{
  g_return_val_if_fail (CHESS_IS_BOARD (self), 0);

  return self->arrows->len;
}

static void
square_centre (ChessBoard *self, int square, double *x, double *y)
{
  graphene_rect_t rect;

  chess_board_square_rect (self, square, &rect);
  *x = rect.origin.x + rect.size.width / 2.0;
  *y = rect.origin.y + rect.size.height / 2.0;
}

static void
draw_arrow (ChessBoard *self, cairo_t *cr, const ChessBoardArrow *arrow)
{
  double x0, y0, x1, y1, dx, dy, length, ux, uy;
  double width = self->square * (0.11 + 0.09 * arrow->strength);
  double head_length = width * 2.1, head_half = width * 1.35, start = self->square * 0.2;

  square_centre (self, arrow->from, &x0, &y0);
  square_centre (self, arrow->to, &x1, &y1);
  dx = x1 - x0;
  dy = y1 - y0;
  length = sqrt (dx * dx + dy * dy);
  if (length <= start + head_length)
    return;
  ux = dx / length;
  uy = dy / length;

  /* In the arrow's own frame: x along it, y across. */
  cairo_save (cr);
  cairo_translate (cr, x0, y0);
  cairo_rotate (cr, atan2 (uy, ux));
  cairo_move_to (cr, start, -width / 2);
  cairo_line_to (cr, length - head_length, -width / 2);
  cairo_line_to (cr, length - head_length, -head_half);
  cairo_line_to (cr, length, 0);
  cairo_line_to (cr, length - head_length, head_half);
  cairo_line_to (cr, length - head_length, width / 2);
  cairo_line_to (cr, start, width / 2);
  cairo_close_path (cr);
  cairo_restore (cr);
  cairo_set_source_rgba (cr, ARROW_RED, ARROW_GREEN, ARROW_BLUE, 0.4 + 0.45 * arrow->strength);
  cairo_fill (cr);
}

void
chess_board_draw_arrows (ChessBoard *self, GtkSnapshot *snapshot)
{
  cairo_t *cr;

  _chess_board_draw_hand_marks (self, snapshot);
  if (self->arrows->len == 0 || self->square <= 0)
    return;
  cr = gtk_snapshot_append_cairo (snapshot,
                                  &GRAPHENE_RECT_INIT (self->origin_x, self->origin_y,
                                                       8 * self->square, 8 * self->square));
  for (guint i = 0; i < self->arrows->len; i++)
    draw_arrow (self, cr, &g_array_index (self->arrows, ChessBoardArrow, i));
  cairo_destroy (cr);
}

void
chess_board_set_marked_square (ChessBoard *self, int square)
{
  g_return_if_fail (CHESS_IS_BOARD (self));
  g_return_if_fail (square >= 0 && square <= CHESS_SQUARE_NONE);

  if (self->marked == square)
    return;
  self->marked = square;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify (G_OBJECT (self), "marked-square");
}

int
chess_board_get_marked_square (ChessBoard *self)
{
  g_return_val_if_fail (CHESS_IS_BOARD (self), CHESS_SQUARE_NONE);

  return self->marked;
}

void
chess_board_draw_mark (ChessBoard *self, GtkSnapshot *snapshot)
{
  graphene_rect_t rect;

  if (self->marked == CHESS_SQUARE_NONE || self->square <= 0)
    return;
  chess_board_square_rect (self, self->marked, &rect);
  gtk_snapshot_append_color (snapshot, &(GdkRGBA) { ARROW_RED, ARROW_GREEN, ARROW_BLUE, 0.6f }, &rect);
}
