/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-board-premove.c — a move chosen in advance while the opponent
 * thinks, as on lichess.
 *
 * While the board is not interactive but has a premove side, the user
 * handles that side's pieces as if it were their turn: the moves offered
 * are the legal ones of the position shown with the turn passed to them
 * (the opponent's reply may change what is legal; the owner decides when
 * it comes).  A move chosen so is not played: the board keeps it,
 * highlighted, and emits "premove-changed"; the owner plays it after the
 * reply if it is legal then.  Escape or a right click takes it back. */
#include "config.h"

#include "chess-board-private.h"

/* lichess's premove shade: a dark blue that reads on every theme. */
static const GdkRGBA premove_color = { 0.08f, 0.20f, 0.55f, 0.45f };

gboolean
chess_board_premove_mode (ChessBoard *self)
{
  return !self->interactive && self->premove_side >= 0
         && (int) chess_position_side_to_move (&self->position) != self->premove_side;
}

ChessColor
chess_board_input_side (ChessBoard *self)
{
  return chess_board_premove_mode (self) ? (ChessColor) self->premove_side
                                         : chess_position_side_to_move (&self->position);
}

void
chess_board_refresh_legal (ChessBoard *self)
{
  ChessPosition passed;
  ChessUndo undo;

  self->legal_serial++;   /* the hints change with the moves */
  if (!chess_board_premove_mode (self))
    {
      chess_position_legal_moves (&self->position, &self->legal);
      return;
    }
  passed = self->position;
  chess_position_make_null_move (&passed, &undo);
  chess_position_legal_moves (&passed, &self->legal);
}

static void
set_premove (ChessBoard *self,
             ChessMove   move)
{
  if (self->premove == move)
    return;
  self->premove = move;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_signal_emit (self, chess_board_signals[CHESS_BOARD_SIGNAL_PREMOVE_CHANGED], 0);
}

void
chess_board_choose_premove (ChessBoard *self,
                            ChessMove   move)
{
  set_premove (self, move);
}

void
chess_board_set_premove_side (ChessBoard *self,
                              int         side)
{
  g_return_if_fail (CHESS_IS_BOARD (self));
  g_return_if_fail (side >= -1 && side <= CHESS_BLACK);

  if (self->premove_side == side)
    return;
  self->premove_side = side;
  if (side < 0)
    set_premove (self, CHESS_MOVE_NONE);
  chess_board_input_reset (self);
  chess_board_refresh_legal (self);
}

int
chess_board_get_premove_side (ChessBoard *self)
{
  g_return_val_if_fail (CHESS_IS_BOARD (self), -1);
  return self->premove_side;
}

ChessMove
chess_board_get_premove (ChessBoard *self)
{
  g_return_val_if_fail (CHESS_IS_BOARD (self), CHESS_MOVE_NONE);
  return self->premove;
}

void
chess_board_clear_premove (ChessBoard *self)
{
  g_return_if_fail (CHESS_IS_BOARD (self));
  set_premove (self, CHESS_MOVE_NONE);
}

void
chess_board_draw_premove (ChessBoard  *self,
                          GtkSnapshot *snapshot)
{
  graphene_rect_t rect;
  int squares[2];

  if (self->premove == CHESS_MOVE_NONE)
    return;
  squares[0] = chess_move_from (self->premove);
  squares[1] = chess_board_landing_square (self->premove);
  for (guint i = 0; i < G_N_ELEMENTS (squares); i++)
    {
      chess_board_square_rect (self, squares[i], &rect);
      gtk_snapshot_append_color (snapshot, &premove_color, &rect);
    }
}

/* A right click takes back the premove (and any piece held for one). */
static void
secondary_pressed (GtkGestureClick *gesture,
                   int              n_press,
                   double           x,
                   double           y,
                   ChessBoard      *self)
{
  /* Otherwise the click is the hand-drawn marks' (chess-board-marks.c). */
  if (self->premove == CHESS_MOVE_NONE
      && (!chess_board_premove_mode (self) || (self->selected == CHESS_SQUARE_NONE && !self->dragging)))
    return;
  chess_board_input_reset (self);
  set_premove (self, CHESS_MOVE_NONE);
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
}

void
chess_board_premove_init (ChessBoard *self)
{
  GtkGesture *click = gtk_gesture_click_new ();

  self->premove_side = -1;
  self->premove = CHESS_MOVE_NONE;
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_SECONDARY);
  g_signal_connect (click, "pressed", G_CALLBACK (secondary_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
}
