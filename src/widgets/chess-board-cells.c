/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-board-cells.c — the board as a screen reader meets it.
 *
 * GTK 4.8 has no way for a widget to implement GtkAccessible for parts of
 * itself (custom accessibles came with GTK 4.10), so the board is a grid
 * whose 64 cells are child widgets (ChessBoardCell) that draw nothing and
 * take no pointer events: each is named after its square and what stands
 * there ("e4, white pawn, selected", "d5, empty, possible move"), and the
 * one under the board's focus square holds the keyboard focus, so that
 * AT-SPI's focus events follow the square.  The names are rebuilt only
 * when the pieces, the selection or the legal moves change, never per
 * frame; the cells are laid on their squares only when the board is
 * allocated.
 *
 * What changes without the focus moving is said through the description
 * of the focused cell: the move just played, yours or the opponent's
 * ("Black: Knight from g8 to f6"), and where a piece taken in hand may go
 * ("Possible moves: e3, e4").  GTK 4.8 offers no announcement
 * (gtk_accessible_announce is GTK 4.14) and no live regions; its AT-SPI
 * backend emits object:state-changed:showing only for windows and, for an
 * alert or a status inside a window, only children-changed; Orca 43
 * speaks a change of the name or the description of the object with the
 * focus, but no name change of a table cell, so the description it is.
 * The cell's "selected" state (said by Orca after Space) marks the piece
 * in hand.  The description goes when the focus moves on.
 */
#include "config.h"

#include "chess-board-private.h"
#include "chess-board-cell.h"
#include "chess-move-words.h"

#include <string.h>

enum {
  CELL_PLAIN,
  CELL_SELECTED,
  CELL_TARGET,
};

/* Whether one of the cells holds the focus. */
static gboolean
focus_in_cells (ChessBoard *self)
{
  GtkWidget *child = gtk_widget_get_focus_child (GTK_WIDGET (self));

  return child != NULL && CHESS_IS_BOARD_CELL (child);
}

gboolean
_chess_board_has_visible_focus (ChessBoard *self)
{
  GtkWidget *child;

  if (gtk_widget_has_visible_focus (GTK_WIDGET (self)))
    return TRUE;
  child = gtk_widget_get_focus_child (GTK_WIDGET (self));
  return child != NULL && CHESS_IS_BOARD_CELL (child) && gtk_widget_has_visible_focus (child);
}

/* Says text through the description of the cell with the focus; with
 * the focus elsewhere, the cell of the focus square keeps it, read when
 * the board takes the focus again (the last move, as Tab comes back).
 * NULL takes a description said before away.  The old description goes
 * first, so that the same words said again (a move taken back and played
 * again) are a change again. */
static void
describe (ChessBoard *self, const char *text)
{
  GtkWidget *focus = focus_in_cells (self) ? gtk_widget_get_focus_child (GTK_WIDGET (self))
                                           : self->cells[self->cursor];

  if (self->described != NULL)
    gtk_accessible_reset_property (GTK_ACCESSIBLE (self->described), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
  self->described = NULL;
  if (focus == NULL || text == NULL)
    return;
  gtk_accessible_update_property (GTK_ACCESSIBLE (focus), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
  self->described = focus;
}

void
_chess_board_cells_describe (ChessBoard *self, const char *text)
{
  describe (self, text);
}

/* The cell of the focus square is the only one that can take the focus:
 * Tab enters the board on it and leaves the board from it. */
void
_chess_board_cells_follow_cursor (ChessBoard *self)
{
  gboolean inside = focus_in_cells (self);

  if (self->cells[0] == NULL)
    return;
  describe (self, NULL);
  for (int square = 0; square < 64; square++)
    if (square != self->cursor)
      gtk_widget_set_focusable (self->cells[square], FALSE);
  gtk_widget_set_focusable (self->cells[self->cursor], TRUE);
  if (inside)
    gtk_widget_grab_focus (self->cells[self->cursor]);
}

static gboolean
board_grab_focus (GtkWidget *widget)
{
  ChessBoard *self = CHESS_BOARD (widget);
  GtkWidgetClass *widget_class = g_type_class_peek (GTK_TYPE_WIDGET);

  if (self->cells[0] == NULL)
    return widget_class->grab_focus (widget);
  gtk_widget_set_focusable (self->cells[self->cursor], TRUE);
  return gtk_widget_grab_focus (self->cells[self->cursor]);
}

/* Tab and Shift+Tab: into the board onto its focus square, and out of it
 * from there (the promotion chooser keeps its own focus chain). */
static gboolean
board_focus (GtkWidget *widget, GtkDirectionType direction)
{
  GtkWidget *child = gtk_widget_get_focus_child (widget);
  GtkWidgetClass *widget_class = g_type_class_peek (GTK_TYPE_WIDGET);

  if (child != NULL && CHESS_IS_BOARD_CELL (child))
    return FALSE;
  if (child != NULL)
    return widget_class->focus (widget, direction);
  return board_grab_focus (widget);
}

void
_chess_board_cells_class_init (GtkWidgetClass *widget_class)
{
  widget_class->grab_focus = board_grab_focus;
  widget_class->focus = board_focus;
}

static void
focus_enter (GtkEventControllerFocus *controller, ChessBoard *self)
{
  /* the focus square is drawn while a cell holds the focus */
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
_chess_board_cells_init (ChessBoard *self)
{
  GtkEventController *focus = gtk_event_controller_focus_new ();

  for (int square = 0; square < 64; square++)
    {
      self->cells[square] = chess_board_cell_new (square);
      gtk_accessible_update_relation (GTK_ACCESSIBLE (self->cells[square]),
                                      GTK_ACCESSIBLE_RELATION_ROW_INDEX, 8 - CHESS_SQUARE_RANK (square),
                                      GTK_ACCESSIBLE_RELATION_COL_INDEX, CHESS_SQUARE_FILE (square) + 1,
                                      -1);
      gtk_widget_set_parent (self->cells[square], GTK_WIDGET (self));
      self->cell_pieces[square] = CHESS_PIECE_NONE + 1;   /* none yet: named at the first sync */
    }
  gtk_accessible_update_relation (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_RELATION_ROW_COUNT, 8,
                                  GTK_ACCESSIBLE_RELATION_COL_COUNT, 8, -1);
  self->cells_selected = -1;
  _chess_board_cells_follow_cursor (self);
  _chess_board_cells_sync (self);

  g_signal_connect (focus, "enter", G_CALLBACK (focus_enter), self);
  gtk_widget_add_controller (GTK_WIDGET (self), focus);
}

void
_chess_board_cells_dispose (ChessBoard *self)
{
  for (int square = 0; square < 64; square++)
    g_clear_pointer (&self->cells[square], gtk_widget_unparent);
  self->described = NULL;
}

/* Each cell on its square (only on allocation: no per-frame cost), for
 * screen magnifiers and Orca's flat review. */
void
_chess_board_cells_allocate (ChessBoard *self)
{
  int minimum, natural;

  if (self->cells[0] == NULL)
    return;
  for (int square = 0; square < 64; square++)
    {
      graphene_rect_t rect;

      gtk_widget_measure (self->cells[square], GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, NULL, NULL);
      chess_board_square_rect (self, square, &rect);
      gtk_widget_size_allocate (self->cells[square],
                                &(GtkAllocation) { (int) rect.origin.x, (int) rect.origin.y,
                                                   MAX (1, (int) rect.size.width), MAX (1, (int) rect.size.height) },
                                -1);
    }
}

/* The names, where the pieces, the selection or the legal moves changed. */
void
_chess_board_cells_sync (ChessBoard *self)
{
  ChessBitboard targets = 0;
  int selected = self->selected;

  if (self->cells[0] == NULL)
    return;
  if (selected == self->cells_selected && self->legal_serial == self->cells_legal_serial
      && memcmp (self->cell_pieces, self->position.board, sizeof self->cell_pieces) == 0)
    return;
  if (selected != CHESS_SQUARE_NONE)
    targets = chess_board_targets (self, selected);
  for (int square = 0; square < 64; square++)
    {
      guint8 state = square == selected ? CELL_SELECTED
                     : (targets & CHESS_SQUARE_BB (square)) != 0 ? CELL_TARGET : CELL_PLAIN;
      g_autofree char *name = NULL;

      if (self->cell_pieces[square] == self->position.board[square] && self->cell_states[square] == state)
        continue;
      self->cell_pieces[square] = self->position.board[square];
      self->cell_states[square] = state;
      name = chess_square_cell_words (&self->position, square, state == CELL_SELECTED, state == CELL_TARGET);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->cells[square]),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
      gtk_accessible_update_state (GTK_ACCESSIBLE (self->cells[square]),
                                   GTK_ACCESSIBLE_STATE_SELECTED, state == CELL_SELECTED, -1);
    }
  if (selected != self->cells_selected && selected != CHESS_SQUARE_NONE)
    {
      g_autofree char *where = chess_targets_words (targets);
      describe (self, where);
    }
  else if (selected != self->cells_selected)
    describe (self, NULL);
  self->cells_selected = selected;
  self->cells_legal_serial = self->legal_serial;
}

/* The move just shown, said: `before` is the position the board showed,
 * the board now shows the position after `move` (a move played or stepped
 * to, not a jump elsewhere in the game). */
void
_chess_board_cells_announce (ChessBoard *self, const ChessPosition *before, ChessMove move)
{
  ChessPosition after;
  ChessUndo undo;
  g_autofree char *words = NULL;

  if (self->cells[0] == NULL || move == CHESS_MOVE_NONE || !chess_position_is_legal_move (before, move))
    return;
  after = *before;
  chess_position_make_move (&after, move, &undo);
  if (memcmp (after.board, self->position.board, sizeof after.board) != 0
      || after.side_to_move != self->position.side_to_move)
    return;
  words = chess_move_words_with_side (before, move);
  describe (self, words);
  g_signal_emit (self, chess_board_signals[CHESS_BOARD_SIGNAL_MOVE_SAID], 0, words);
}
