/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-board.h — the chess board widget: draws a position, lets the user
 * move the side to move's pieces by dragging or click-click, asks for the
 * promotion piece, and animates position changes.
 *
 * The board is a view: it never changes its position by itself.  A move the
 * user makes is reported by "move-chosen"; the owner applies it and calls
 * chess_board_set_position() with the new position. */
#pragma once

#include <gtk/gtk.h>

#include "chess-position.h"
#include "chess-piece-set.h"
#include "chess-board-theme.h"
#include "chess-marks.h"

G_BEGIN_DECLS

#define CHESS_TYPE_BOARD (chess_board_get_type ())
G_DECLARE_FINAL_TYPE (ChessBoard, chess_board, CHESS, BOARD, GtkWidget)

GtkWidget *chess_board_new (void);

/* Copies pos.  last_move (CHESS_MOVE_NONE for none) is highlighted; it is
 * the move that led to pos.  With animate (and the "animate" property on)
 * pieces that moved slide to their new squares, others fade. */
void chess_board_set_position (ChessBoard          *self,
                               const ChessPosition *pos,
                               ChessMove            last_move,
                               gboolean             animate);
const ChessPosition *chess_board_get_position (ChessBoard *self);
ChessMove chess_board_get_last_move (ChessBoard *self);

void chess_board_set_flipped (ChessBoard *self, gboolean flipped);
gboolean chess_board_get_flipped (ChessBoard *self);
/* Whether the user may move (the side to move's pieces only). */
void chess_board_set_interactive (ChessBoard *self, gboolean interactive);
gboolean chess_board_get_interactive (ChessBoard *self);
/* Unknown names give a warning and keep the current set/theme. */
void chess_board_set_piece_set (ChessBoard *self, const char *name);
const char *chess_board_get_piece_set_name (ChessBoard *self);
ChessPieceSet *chess_board_get_piece_set (ChessBoard *self);
void chess_board_set_theme (ChessBoard *self, const char *name);
const char *chess_board_get_theme (ChessBoard *self);
void chess_board_set_show_coordinates (ChessBoard *self, gboolean show);
gboolean chess_board_get_show_coordinates (ChessBoard *self);
void chess_board_set_show_legal_moves (ChessBoard *self, gboolean show);
gboolean chess_board_get_show_legal_moves (ChessBoard *self);
void chess_board_set_animate (ChessBoard *self, gboolean animate);
gboolean chess_board_get_animate (ChessBoard *self);
/* The touch-move rule ("touch-move", off by default): once the user touches
 * (presses on, picks up, selects) one of their pieces that has a legal
 * move, the selection can no longer be cancelled or switched, by Escape, a
 * click, a drop elsewhere or closing the promotion chooser, until a move
 * with that piece is chosen.  A piece with no legal move may be let go.
 * chess_board_cancel_move() and a new position still clear it. */
void chess_board_set_touch_move (ChessBoard *self, gboolean touch_move);
gboolean chess_board_get_touch_move (ChessBoard *self);
/* "auto-queen" (off by default): a pawn dropped on the last rank becomes
 * a queen without the chooser; an underpromotion is then typed (Nf8=N). */
void chess_board_set_auto_queen (ChessBoard *self, gboolean auto_queen);
gboolean chess_board_get_auto_queen (ChessBoard *self);

/* Top-left corner of the 8×8 squares as drawn (a8, or h1 when flipped) in
 * widget coordinates, and the side of one square, in logical pixels. */
void chess_board_get_geometry (ChessBoard *self,
                               double     *origin_x,
                               double     *origin_y,
                               double     *square_size);
/* Centre of square in widget coordinates; FALSE if nothing is drawn yet. */
gboolean chess_board_square_to_point (ChessBoard *self, int square, double *x, double *y);
/* The square under a widget point, CHESS_SQUARE_NONE off the board. */
int chess_board_square_at (ChessBoard *self, double x, double y);

/* The selected (or held) square, CHESS_SQUARE_NONE when none. */
int chess_board_get_selected_square (ChessBoard *self);
/* The piece touched under the touch-move rule, CHESS_SQUARE_NONE when none. */
int chess_board_get_touched_square (ChessBoard *self);
/* Drops any selection, drag or open promotion chooser. */
void chess_board_cancel_move (ChessBoard *self);
gboolean chess_board_is_animating (ChessBoard *self);
/* The keyboard frame shows (the board has the keyboard focus and an arrow
 * showed the frame; Escape or a click hides it): the arrows move it. */
gboolean chess_board_get_cursor_shown (ChessBoard *self);
/* The square the keyboard frame is on while it shows, else CHESS_SQUARE_NONE. */
int chess_board_get_cursor_square (ChessBoard *self);

/* For a blind player (chess-board-reader.c): whether one of the board's
 * cells has the keyboard focus; the focus square (a1 = 0); the focus
 * square put on `square` and shown, the keyboard focus with it (a screen
 * reader then reads the new cell's name); and `text` said through the
 * focused cell's description, which Orca 43 speaks (NULL: said nothing). */
gboolean chess_board_has_cell_focus (ChessBoard *self);
int chess_board_get_focus_square (ChessBoard *self);
void chess_board_set_focus_square (ChessBoard *self, int square);
void chess_board_say (ChessBoard *self, const char *text);

/* Arrows drawn over the pieces (an engine's best moves, a hint): each from
 * the centre of one square to another, `strength` 0..1 making it bolder
 * and more opaque, the strongest drawn on top.  They stay until replaced;
 * n_arrows 0 clears them.  A castling is drawn to the king's square of
 * arrival: pass that, not the rook's. */
typedef struct {
  guint8 from;
  guint8 to;
  double strength;
} ChessBoardArrow;

void chess_board_set_arrows (ChessBoard *self, const ChessBoardArrow *arrows, guint n_arrows);
guint chess_board_get_n_arrows (ChessBoard *self);

/* One square marked in the arrows' green under its piece (a hint: the
 * piece to move), until replaced; CHESS_SQUARE_NONE clears it (property
 * "marked-square"). */
void chess_board_set_marked_square (ChessBoard *self, int square);
int chess_board_get_marked_square (ChessBoard *self);

/* Arrows and circles drawn by hand (chess-board-marks.c): the board shows
 * those it is given (in their colours, circles under arrows) until
 * replaced; NULL or none clears them.  A right drag from one square to
 * another is reported as "mark-drawn" with an arrow, a right click on a
 * square as a circle (Shift red, Alt blue, both yellow, else green); a
 * right click off the squares, or on an empty square that holds no mark
 * while there are marks, as "marks-cleared".  The board changes nothing
 * by itself: its owner stores the mark (or takes it away) and sets the
 * marks again. */
#define CHESS_TYPE_MARK (chess_mark_get_type ())
GType chess_mark_get_type (void);
ChessMark *chess_mark_copy (const ChessMark *mark);
void chess_board_set_marks (ChessBoard *self, const ChessMarks *marks);
const ChessMarks *chess_board_get_marks (ChessBoard *self);

/* Premoves (as on lichess): while the board is not interactive, the user
 * may choose one move in advance for `side` (-1: none, the default; it
 * also drops a premove chosen).  The moves offered are those legal for
 * that side in the position shown with the turn passed to it; the move
 * chosen is kept, highlighted, not played ("premove-changed"); Escape and
 * a right click take it back.  The owner plays it when it is legal. */
void chess_board_set_premove_side (ChessBoard *self, int side);
int chess_board_get_premove_side (ChessBoard *self);
/* The move chosen in advance, CHESS_MOVE_NONE when none; its squares are
 * those of the position shown with the turn passed (castling king-to-rook). */
ChessMove chess_board_get_premove (ChessBoard *self);
void chess_board_clear_premove (ChessBoard *self);

/* How many times the board has drawn its layers (the squares and the
 * pieces at rest) since it was made: a drag or an animation draws them once
 * when it starts, not at every frame.  For tests. */
guint chess_board_get_layer_builds (ChessBoard *self);

/* Signals:
 *   "move-chosen" (guint move): the user chose this legal ChessMove
 *       (castling king-to-rook, the promotion piece already chosen).
 *   "geometry-changed": origin or square size changed inside the board;
 *       read chess_board_get_geometry().
 *   "promotion-opened": the promotion chooser popped up.
 *   "touch-move-refused" (int square): under the touch-move rule the user
 *     tried to take another piece than the one touched, on `square`.
 *   "move-refused" (int from, int to): the piece on `from` was dropped
 *     (or put by the keyboard) on `to`, where it cannot go; it went back.
 *   "mark-drawn" (ChessMark *mark): the right button drew an arrow or a
 *     circle (see chess_board_set_marks).
 *   "marks-cleared": a right click asked for every mark to go.
 *   "marks-changed": the marks shown changed (chess_board_set_marks).
 *   "move-said" (char *words): the move just shown, in words, as the
 *     focused square's description tells a screen reader. */

G_END_DECLS
