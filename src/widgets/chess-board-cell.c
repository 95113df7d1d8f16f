/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-board-cell.c — a square of the board for the accessibility tree:
 * the role, the square it stands for, and no drawing or picking of its
 * own (see chess-board-cells.c for how the board keeps 64 of them). */
#include "config.h"

#include "chess-board-cell.h"

struct _ChessBoardCell
{
  GtkWidget parent_instance;
  int square;
};

G_DEFINE_FINAL_TYPE (ChessBoardCell, chess_board_cell, GTK_TYPE_WIDGET)

static void
chess_board_cell_class_init (ChessBoardCellClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_set_css_name (widget_class, "chessboardcell");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GRID_CELL);
}

static void
chess_board_cell_init (ChessBoardCell *self)
{
  /* the board under it takes the pointer */
  gtk_widget_set_can_target (GTK_WIDGET (self), FALSE);
  gtk_widget_set_focusable (GTK_WIDGET (self), FALSE);
}

GtkWidget *
chess_board_cell_new (int square)
{
  ChessBoardCell *self;

  g_return_val_if_fail (square >= 0 && square < 64, NULL);
  self = g_object_new (CHESS_TYPE_BOARD_CELL, NULL);
  self->square = square;
  return GTK_WIDGET (self);
}

int
chess_board_cell_get_square (ChessBoardCell *self)
{
  g_return_val_if_fail (CHESS_IS_BOARD_CELL (self), -1);
  return self->square;
}
