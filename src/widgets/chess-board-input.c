/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-board-input.c — pieces in motion: the user's moves (drag and drop,
 * click-click, the keyboard, the promotion chooser), which legal move a drop
 * means, new positions from the owner and the slide animation to them.
 *
 * One GtkGestureDrag serves both ways of moving: a press selects the piece
 * (its legal squares show at once), movement beyond a small threshold turns
 * the press into a drag, and a release without movement is a click.
 *
 * The touch-move rule: a piece touched that can move is remembered in
 * self->touched; every way of letting go of the selection goes through
 * let_go(), which falls back to that piece instead of to none, and no other
 * piece can be selected or dragged while it is set. */
#include "chess-board-private.h"

#include "chess-promotion-chooser.h"

#include <math.h>
#include <string.h>

#define DRAG_THRESHOLD 4.0

static void
queue_draw (ChessBoard *self)
{
  _chess_board_cells_sync (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
select_square (ChessBoard *self, int square)
{
  self->selected = square;
  queue_draw (self);
}

/* Drop the selection — unless a touched piece must be moved: then it stays
 * (or is again) selected. */
static void
let_go (ChessBoard *self)
{
  select_square (self, self->touched);
}

/* The user takes hold of their piece on square; under the touch-move rule
 * that commits them to it if it has somewhere to go. */
static void
touch_piece (ChessBoard *self, int square)
{
  if (self->touch_move && chess_board_targets (self, square) != 0)
    self->touched = square;
  select_square (self, square);
}

/* Forget the press, the drag and the selection; close the chooser. */
void
chess_board_input_reset (ChessBoard *self)
{
  gboolean was_pressed = self->press_active || self->dragging;

  self->press_active = FALSE;
  self->dragging = FALSE;
  self->press_square = CHESS_SQUARE_NONE;
  self->selected = self->touched = CHESS_SQUARE_NONE;
  if (self->promotion_from != CHESS_SQUARE_NONE)
    {
      self->promotion_from = self->promotion_to = CHESS_SQUARE_NONE;
      if (self->chooser != NULL)
        gtk_popover_popdown (GTK_POPOVER (self->chooser));
    }
  /* Resetting the gesture ends its sequence; drag-end then finds no press. */
  if (was_pressed && self->drag != NULL)
    gtk_event_controller_reset (GTK_EVENT_CONTROLLER (self->drag));
  queue_draw (self);
}

static void
emit_move (ChessBoard *self, ChessMove move, gboolean placed)
{
  if (chess_board_premove_mode (self))
    {
      /* Chosen in advance: kept, not played. */
      self->selected = self->touched = CHESS_SQUARE_NONE;
      chess_board_choose_premove (self, move);
      return;
    }
  self->selected = self->touched = CHESS_SQUARE_NONE;
  self->placed_move = placed ? move : CHESS_MOVE_NONE;
  queue_draw (self);
  g_signal_emit (self, chess_board_signals[CHESS_BOARD_SIGNAL_MOVE_CHOSEN], 0, (guint) move);
}

/* ---- promotion ---------------------------------------------------------- */

static void
open_promotion (ChessBoard *self, int from, int to)
{
  ChessColor color = CHESS_PIECE_COLOR (self->position.board[from]);
  int scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));
  graphene_rect_t rect;
  GdkRectangle target;
  int row;

  self->promotion_from = from;
  self->promotion_to = to;
  self->selected = CHESS_SQUARE_NONE;

  chess_board_square_rect (self, to, &rect);
  target = (GdkRectangle) { (int) rect.origin.x, (int) rect.origin.y,
                            (int) rect.size.width, (int) rect.size.height };
  row = (int) ((rect.origin.y - self->origin_y) / MAX (1, self->square));
  chess_promotion_chooser_set_pieces (CHESS_PROMOTION_CHOOSER (self->chooser), self->piece_set, color,
                                      self->square * scale, CLAMP (self->square * 3 / 4, 32, 72));
  chess_promotion_chooser_set_colors (CHESS_PROMOTION_CHOOSER (self->chooser), &self->theme->light,
                                      &self->theme->hover);
  gtk_popover_set_pointing_to (GTK_POPOVER (self->chooser), &target);
  /* Open towards the middle of the board, away from the edge. */
  gtk_popover_set_position (GTK_POPOVER (self->chooser), row < 4 ? GTK_POS_BOTTOM : GTK_POS_TOP);
  gtk_popover_popup (GTK_POPOVER (self->chooser));
  queue_draw (self);
  g_signal_emit (self, chess_board_signals[CHESS_BOARD_SIGNAL_PROMOTION_OPENED], 0);
}

static void
on_piece_chosen (ChessPromotionChooser *chooser, guint type, ChessBoard *self)
{
  int from = self->promotion_from, to = self->promotion_to;

  if (from == CHESS_SQUARE_NONE)
    return;
  self->promotion_from = self->promotion_to = CHESS_SQUARE_NONE;
  for (int i = 0; i < self->legal.count; i++)
    {
      ChessMove m = self->legal.moves[i];
      if (chess_move_from (m) == from && chess_move_to (m) == to &&
          chess_move_promotion (m) == (ChessPieceType) type)
        {
          emit_move (self, m, TRUE);
          return;
        }
    }
  queue_draw (self);
}

static void
on_chooser_closed (GtkPopover *popover, ChessBoard *self)
{
  /* Closed without a choice (Escape, a click elsewhere): the pawn goes back,
   * still selected if touch-move holds it. */
  if (self->promotion_from != CHESS_SQUARE_NONE)
    {
      self->promotion_from = self->promotion_to = CHESS_SQUARE_NONE;
      let_go (self);
    }
  gtk_widget_grab_focus (GTK_WIDGET (self));
}

void
chess_board_input_allocate (ChessBoard *self)
{
  if (self->chooser == NULL)
    return;
  if (self->promotion_to != CHESS_SQUARE_NONE)
    {
      graphene_rect_t rect;
      chess_board_square_rect (self, self->promotion_to, &rect);
      gtk_popover_set_pointing_to (GTK_POPOVER (self->chooser),
                                   &(GdkRectangle) { (int) rect.origin.x, (int) rect.origin.y,
                                                     (int) rect.size.width, (int) rect.size.height });
    }
  gtk_popover_present (GTK_POPOVER (self->chooser));
}

/* ---- moving ------------------------------------------------------------- */

/* The piece on from goes to to: a move, the chooser, or nothing. */
static gboolean
try_move (ChessBoard *self, int from, int to, gboolean placed)
{
  ChessMove move = CHESS_MOVE_NONE;
  int n = chess_board_find_moves (self, from, to, &move);

  if (n == 0)
    return FALSE;
  if (chess_move_kind (move) == CHESS_MOVE_PROMOTION && self->auto_queen)
    emit_move (self, chess_move_make_special (from, chess_move_to (move), CHESS_MOVE_PROMOTION, CHESS_QUEEN),
               placed);
  else if (chess_move_kind (move) == CHESS_MOVE_PROMOTION)
    open_promotion (self, from, chess_move_to (move));
  else
    emit_move (self, move, placed);
  return TRUE;
}

static gboolean
is_target (ChessBoard *self, int from, int to)
{
  return from != CHESS_SQUARE_NONE && to != CHESS_SQUARE_NONE &&
         (chess_board_targets (self, from) & CHESS_SQUARE_BB (to)) != 0;
}

/* Press: a piece of the side to move is picked up at once, so its legal
 * squares show while the button is down; a press on a legal square of the
 * selection waits for the release. */
static void
press (ChessBoard *self, int square)
{
  self->press_square = square;
  self->press_active = TRUE;
  self->press_was_selected = square != CHESS_SQUARE_NONE && square == self->selected;
  self->press_is_target = is_target (self, self->selected, square);
  if (!self->press_is_target && chess_board_is_own_piece (self, square))
    {
      if (self->touched == CHESS_SQUARE_NONE)
        touch_piece (self, square);
      else if (square != self->touched)
        /* another piece while one touched must move: say why nothing happens */
        g_signal_emit (self, chess_board_signals[CHESS_BOARD_SIGNAL_TOUCH_MOVE_REFUSED], 0, self->touched);
    }
}

/* Release without a drag. */
static void
click (ChessBoard *self, int square)
{
  self->press_active = FALSE;
  if (self->press_is_target && square == self->press_square)
    {
      if (!try_move (self, self->selected, square, FALSE))
        let_go (self);
    }
  else if (self->press_was_selected || !chess_board_is_own_piece (self, square))
    let_go (self);
}

static void
drag_begin (GtkGestureDrag *gesture, double x, double y, ChessBoard *self)
{
  if ((!self->interactive && !chess_board_premove_mode (self)) || self->promotion_from != CHESS_SQUARE_NONE)
    {
      gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_DENIED);
      return;
    }
  chess_board_finish_animation (self);
  gtk_widget_grab_focus (GTK_WIDGET (self));
  self->cursor_shown = FALSE;
  self->press_x = self->pointer_x = x;
  self->press_y = self->pointer_y = y;
  self->dragging = FALSE;
  press (self, chess_board_square_at (self, x, y));
}

static void
drag_update (GtkGestureDrag *gesture, double dx, double dy, ChessBoard *self)
{
  if (!self->press_active)
    return;
  self->pointer_x = self->press_x + dx;
  self->pointer_y = self->press_y + dy;
  if (!self->dragging)
    {
      if (hypot (dx, dy) < DRAG_THRESHOLD || !chess_board_is_own_piece (self, self->press_square))
        return;
      /* touch-move: only the touched piece may be picked up */
      if (self->touched != CHESS_SQUARE_NONE && self->press_square != self->touched)
        return;
      /* dragging a piece, even one that was a click target (a rook the
       * selected king could castle onto) */
      self->dragging = TRUE;
      self->press_is_target = FALSE;
      self->selected = self->press_square;
    }
  queue_draw (self);
}

static void
drag_end (GtkGestureDrag *gesture, double dx, double dy, ChessBoard *self)
{
  int target;

  if (!self->press_active)
    return;
  target = chess_board_square_at (self, self->press_x + dx, self->press_y + dy);
  if (!self->dragging)
    {
      click (self, target);
      return;
    }
  self->dragging = FALSE;
  self->press_active = FALSE;
  /* Dropped back on its square: stays selected for a click-click move. */
  if (target == self->selected)
    {
      queue_draw (self);
      return;
    }
  if (target == CHESS_SQUARE_NONE || !try_move (self, self->selected, target, TRUE))
    {
      if (target != CHESS_SQUARE_NONE)
        g_signal_emit (self, chess_board_signals[CHESS_BOARD_SIGNAL_MOVE_REFUSED], 0, self->selected, target);
      let_go (self);
    }
}

static void
drag_cancel (GtkGesture *gesture, GdkEventSequence *sequence, ChessBoard *self)
{
  if (self->dragging)
    let_go (self);
  self->dragging = FALSE;
  self->press_active = FALSE;
  queue_draw (self);
}

/* ---- keyboard ----------------------------------------------------------- */

static void
move_cursor (ChessBoard *self, int dcol, int drow)
{
  int file = CHESS_SQUARE_FILE (self->cursor), rank = CHESS_SQUARE_RANK (self->cursor);

  if (self->flipped)
    {
      dcol = -dcol;
      drow = -drow;
    }
  if (self->cursor_shown)
    {
      file = CLAMP (file + dcol, 0, 7);
      rank = CLAMP (rank - drow, 0, 7);
    }
  self->cursor = CHESS_SQUARE (file, rank);
  self->cursor_shown = TRUE;
  _chess_board_cells_follow_cursor (self);
  queue_draw (self);
}

gboolean
chess_board_get_cursor_shown (ChessBoard *self)
{
  g_return_val_if_fail (CHESS_IS_BOARD (self), FALSE);

  return self->cursor_shown && _chess_board_has_visible_focus (self);
}

int
chess_board_get_cursor_square (ChessBoard *self)
{
  g_return_val_if_fail (CHESS_IS_BOARD (self), CHESS_SQUARE_NONE);

  return chess_board_get_cursor_shown (self) ? self->cursor : CHESS_SQUARE_NONE;
}

static gboolean
key_pressed (GtkEventControllerKey *controller,
             guint                  keyval,
             guint                  keycode,
             GdkModifierType        state,
             ChessBoard            *self)
{
  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SUPER_MASK))
    return GDK_EVENT_PROPAGATE;

  switch (keyval)
    {
    case GDK_KEY_Escape:
      if (self->selected == CHESS_SQUARE_NONE && !self->dragging &&
          self->promotion_from == CHESS_SQUARE_NONE && !self->cursor_shown)
        {
          if (self->premove == CHESS_MOVE_NONE)
            return GDK_EVENT_PROPAGATE;
          chess_board_clear_premove (self);   /* the premove is taken back */
          return GDK_EVENT_STOP;
        }
      {
        /* a drag ends, but a touched piece stays selected */
        int touched = self->touched;
        chess_board_input_reset (self);
        self->touched = touched;
        let_go (self);
      }
      self->cursor_shown = FALSE;
      return GDK_EVENT_STOP;

    /* Arrows move on the board as seen, never mirrored. */
    case GDK_KEY_Left: case GDK_KEY_KP_Left: move_cursor (self, -1, 0); return GDK_EVENT_STOP;
    case GDK_KEY_Right: case GDK_KEY_KP_Right: move_cursor (self, 1, 0); return GDK_EVENT_STOP;
    case GDK_KEY_Up: case GDK_KEY_KP_Up: move_cursor (self, 0, -1); return GDK_EVENT_STOP;
    case GDK_KEY_Down: case GDK_KEY_KP_Down: move_cursor (self, 0, 1); return GDK_EVENT_STOP;

    case GDK_KEY_Return: case GDK_KEY_KP_Enter: case GDK_KEY_space: case GDK_KEY_KP_Space:
      if (!self->cursor_shown || (!self->interactive && !chess_board_premove_mode (self))
          || self->promotion_from != CHESS_SQUARE_NONE)
        return GDK_EVENT_PROPAGATE;
      /* a piece taken where it cannot go: said, as a drop there is */
      if (self->selected != CHESS_SQUARE_NONE && self->cursor != self->selected
          && !is_target (self, self->selected, self->cursor) && !chess_board_is_own_piece (self, self->cursor))
        g_signal_emit (self, chess_board_signals[CHESS_BOARD_SIGNAL_MOVE_REFUSED], 0, self->selected,
                       self->cursor);
      press (self, self->cursor);
      click (self, self->cursor);
      return GDK_EVENT_STOP;

    default:
      return GDK_EVENT_PROPAGATE;
    }
}

static void
focus_leave (GtkEventControllerFocus *controller, ChessBoard *self)
{
  queue_draw (self);
}

/* ---- moves -------------------------------------------------------------- */

int
chess_board_castling_king_square (ChessMove move)
{
  int from = chess_move_from (move), rook = chess_move_to (move);
  int file = CHESS_SQUARE_FILE (rook) > CHESS_SQUARE_FILE (from) ? 6 : 2;

  return CHESS_SQUARE (file, CHESS_SQUARE_RANK (from));
}

/* The square where the piece that moved landed. */
int
chess_board_landing_square (ChessMove move)
{
  return chess_move_kind (move) == CHESS_MOVE_CASTLING ? chess_board_castling_king_square (move)
                                                       : chess_move_to (move);
}

/* A king may castle by going onto its rook, or to its final square unless
 * that is its own square.  (An ordinary king move to the same square, as in
 * some Chess960 set-ups, wins: see chess_board_find_moves.) */
static gboolean
castling_matches (ChessMove move, int to)
{
  int from = chess_move_from (move), king_to = chess_board_castling_king_square (move);

  return to == chess_move_to (move) || (to == king_to && king_to != from);
}

static int
find_moves_of_kind (ChessBoard *self, int from, int to, gboolean castling, ChessMove *move)
{
  int found = 0;

  for (int i = 0; i < self->legal.count; i++)
    {
      ChessMove m = self->legal.moves[i];
      gboolean is_castling = chess_move_kind (m) == CHESS_MOVE_CASTLING;

      if (chess_move_from (m) != from || is_castling != castling)
        continue;
      if (is_castling ? castling_matches (m, to) : chess_move_to (m) == to)
        if (found++ == 0 && move != NULL)
          *move = m;
    }
  return found;
}

int
chess_board_find_moves (ChessBoard *self, int from, int to, ChessMove *move)
{
  int found = find_moves_of_kind (self, from, to, FALSE, move);

  return found > 0 ? found : find_moves_of_kind (self, from, to, TRUE, move);
}

ChessBitboard
chess_board_targets (ChessBoard *self, int from)
{
  ChessBitboard targets = 0;

  for (int i = 0; i < self->legal.count; i++)
    {
      ChessMove m = self->legal.moves[i];

      if (chess_move_from (m) != from)
        continue;
      targets |= CHESS_SQUARE_BB (chess_move_to (m));
      if (chess_move_kind (m) == CHESS_MOVE_CASTLING &&
          chess_board_castling_king_square (m) != from)
        targets |= CHESS_SQUARE_BB (chess_board_castling_king_square (m));
    }
  return targets;
}

gboolean
chess_board_is_own_piece (ChessBoard *self, int square)
{
  ChessPiece piece;

  if ((!self->interactive && !chess_board_premove_mode (self)) || square < 0 || square > 63)
    return FALSE;
  piece = self->position.board[square];
  return piece != CHESS_PIECE_NONE && CHESS_PIECE_COLOR (piece) == chess_board_input_side (self);
}

#define ANIMATION_USEC (150 * 1000)

/* ---- animation ---------------------------------------------------------- */

gboolean
chess_board_is_animating (ChessBoard *self)
{
  g_return_val_if_fail (CHESS_IS_BOARD (self), FALSE);
  return self->tick_id != 0;
}

void
chess_board_finish_animation (ChessBoard *self)
{
  if (self->tick_id != 0)
    {
      gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->tick_id);
      self->tick_id = 0;
    }
  self->n_slides = self->n_fades = 0;
  self->anim_progress = 1.0;
}

static gboolean
animation_tick (GtkWidget *widget, GdkFrameClock *clock, gpointer data)
{
  ChessBoard *self = CHESS_BOARD (widget);
  gint64 now = gdk_frame_clock_get_frame_time (clock);
  double t;

  /* Start on the first frame: the clock's previous frame time may be old. */
  if (self->anim_start == 0)
    self->anim_start = now;
  t = (double) (now - self->anim_start) / ANIMATION_USEC;
  gtk_widget_queue_draw (widget);
  if (t >= 1.0)
    {
      self->tick_id = 0;
      self->n_slides = self->n_fades = 0;
      self->anim_progress = 1.0;
      return G_SOURCE_REMOVE;
    }
  t = 1.0 - t;
  self->anim_progress = 1.0 - t * t * t;   /* ease out */
  return G_SOURCE_CONTINUE;
}

static gboolean
touches (ChessMove move, int a, int b)
{
  return move != CHESS_MOVE_NONE &&
         (a == chess_move_from (move) || a == chess_board_landing_square (move) ||
          b == chess_move_from (move) || b == chess_board_landing_square (move));
}

/* Pieces found on new squares slide from the nearest square that lost the
 * same piece; the rest fade out or in.  This handles single moves,
 * castling, takebacks and jumps through a game alike. */
void
chess_board_start_animation (ChessBoard *self, const ChessPosition *old, ChessMove skip)
{
  int removed[64], n_removed = 0;
  gboolean used[64] = { FALSE };

  self->n_slides = self->n_fades = 0;
  for (int sq = 0; sq < 64; sq++)
    if (old->board[sq] != CHESS_PIECE_NONE && old->board[sq] != self->position.board[sq])
      removed[n_removed++] = sq;

  for (int sq = 0; sq < 64; sq++)
    {
      ChessPiece piece = self->position.board[sq];
      int best = -1, best_distance = G_MAXINT;

      if (piece == CHESS_PIECE_NONE || piece == old->board[sq])
        continue;
      for (int i = 0; i < n_removed; i++)
        {
          int r = removed[i];
          int df = CHESS_SQUARE_FILE (r) - CHESS_SQUARE_FILE (sq);
          int dr = CHESS_SQUARE_RANK (r) - CHESS_SQUARE_RANK (sq);
          int distance = df * df + dr * dr;

          if (!used[i] && old->board[r] == piece && distance < best_distance)
            {
              best = i;
              best_distance = distance;
            }
        }
      if (best >= 0)
        {
          used[best] = TRUE;
          if (!touches (skip, removed[best], sq) && self->n_slides < CHESS_BOARD_MAX_SLIDES)
            self->slides[self->n_slides++] = (ChessBoardSlide) { piece, removed[best], sq };
        }
      else if (!touches (skip, sq, sq) && self->n_fades < CHESS_BOARD_MAX_FADES)
        self->fades[self->n_fades++] = (ChessBoardFade) { piece, sq, TRUE };
    }
  for (int i = 0; i < n_removed; i++)
    if (!used[i] && !touches (skip, removed[i], removed[i]) && self->n_fades < CHESS_BOARD_MAX_FADES)
      self->fades[self->n_fades++] = (ChessBoardFade) { old->board[removed[i]], removed[i], FALSE };

  if (self->n_slides + self->n_fades == 0)
    return;
  self->anim_start = 0;
  self->anim_progress = 0.0;
  self->tick_id = gtk_widget_add_tick_callback (GTK_WIDGET (self), animation_tick, NULL, NULL);
}

/* ---- position ----------------------------------------------------------- */

static gboolean
same_position (const ChessPosition *a, const ChessPosition *b)
{
  return memcmp (a->board, b->board, sizeof a->board) == 0 &&
         a->side_to_move == b->side_to_move && a->castling == b->castling &&
         a->ep_square == b->ep_square;
}

void
chess_board_set_position (ChessBoard          *self,
                          const ChessPosition *pos,
                          ChessMove            last_move,
                          gboolean             animate)
{
  ChessPosition old;
  ChessMove placed;

  g_return_if_fail (CHESS_IS_BOARD (self));
  g_return_if_fail (pos != NULL);

  old = self->position;
  placed = self->placed_move;
  self->placed_move = CHESS_MOVE_NONE;

  if (!same_position (&old, pos))
    chess_board_input_reset (self);
  chess_board_finish_animation (self);

  self->position = *pos;
  self->last_move = last_move;
  chess_board_refresh_legal (self);

  if (animate && self->animate && gtk_widget_get_mapped (GTK_WIDGET (self)))
    chess_board_start_animation (self, &old, placed != CHESS_MOVE_NONE && placed == last_move ? placed
                                                                                  : CHESS_MOVE_NONE);
  chess_board_update_accessible (self);
  _chess_board_cells_announce (self, &old, last_move);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

const ChessPosition *
chess_board_get_position (ChessBoard *self)
{
  g_return_val_if_fail (CHESS_IS_BOARD (self), NULL);
  return &self->position;
}

ChessMove
chess_board_get_last_move (ChessBoard *self)
{
  g_return_val_if_fail (CHESS_IS_BOARD (self), CHESS_MOVE_NONE);
  return self->last_move;
}

int
chess_board_get_selected_square (ChessBoard *self)
{
  g_return_val_if_fail (CHESS_IS_BOARD (self), CHESS_SQUARE_NONE);
  return self->selected;
}

int
chess_board_get_touched_square (ChessBoard *self)
{
  g_return_val_if_fail (CHESS_IS_BOARD (self), CHESS_SQUARE_NONE);
  return self->touched;
}

/* Ends everything, a touched piece included: takeback, new game, browsing. */
void
chess_board_cancel_move (ChessBoard *self)
{
  g_return_if_fail (CHESS_IS_BOARD (self));
  chess_board_input_reset (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* ---- set-up ------------------------------------------------------------- */

void
chess_board_input_init (ChessBoard *self)
{
  GtkGesture *drag = gtk_gesture_drag_new ();
  GtkEventController *keys = gtk_event_controller_key_new ();
  GtkEventController *focus = gtk_event_controller_focus_new ();

  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (drag), GDK_BUTTON_PRIMARY);
  g_signal_connect (drag, "drag-begin", G_CALLBACK (drag_begin), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (drag_update), self);
  g_signal_connect (drag, "drag-end", G_CALLBACK (drag_end), self);
  g_signal_connect (drag, "cancel", G_CALLBACK (drag_cancel), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));
  self->drag = drag;

  g_signal_connect (keys, "key-pressed", G_CALLBACK (key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);

  g_signal_connect (focus, "leave", G_CALLBACK (focus_leave), self);
  gtk_widget_add_controller (GTK_WIDGET (self), focus);

  chess_board_premove_init (self);
  _chess_board_marks_init (self);

  self->chooser = chess_promotion_chooser_new ();
  gtk_widget_set_parent (self->chooser, GTK_WIDGET (self));
  g_signal_connect (self->chooser, "piece-chosen", G_CALLBACK (on_piece_chosen), self);
  g_signal_connect (self->chooser, "closed", G_CALLBACK (on_chooser_closed), self);
}

void
chess_board_input_dispose (ChessBoard *self)
{
  if (self->chooser != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->chooser, self);
      gtk_widget_unparent (self->chooser);
      self->chooser = NULL;
    }
  self->drag = NULL;   /* owned by the widget */
}
