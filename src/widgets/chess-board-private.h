/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-board-private.h — state shared by chess-board.c (drawing, API,
 * animation) and chess-board-input.c (pointer, keyboard, promotion). */
#pragma once

#include "chess-board.h"

G_BEGIN_DECLS

#define CHESS_BOARD_MAX_SLIDES 32
#define CHESS_BOARD_MAX_FADES 64

typedef struct
{
  ChessPiece piece;
  guint8 from;
  guint8 to;
} ChessBoardSlide;

typedef struct
{
  ChessPiece piece;
  guint8 square;
  gboolean appearing;
} ChessBoardFade;

/* What the cached layers show (chess-board-draw.c). */
typedef struct
{
  int origin_x, origin_y, square, scale;
  const ChessBoardTheme *theme;
  ChessPieceSet *piece_set;
  ChessPiece board[64];
  int side_to_move;
  ChessMove last_move, premove;
  int selected, touched, promotion_from, promotion_to, marked;
  int cursor;                     /* -1: not shown */
  ChessBitboard hidden;           /* pieces not drawn at rest */
  gboolean ghost, flipped, show_coordinates, show_legal_moves, cairo_renderer;
  guint legal_serial, arrows_serial, labels_serial;
} ChessBoardLayerKey;

struct _ChessBoard
{
  GtkWidget parent_instance;

  ChessPosition position;
  ChessMove last_move;
  ChessMoveList legal;

  ChessPieceSet *piece_set;
  const ChessBoardTheme *theme;

  guint flipped : 1;
  guint interactive : 1;
  guint show_coordinates : 1;
  guint show_legal_moves : 1;
  guint animate : 1;
  guint touch_move : 1;
  guint auto_queen : 1;

  /* geometry, from size_allocate: whole logical pixels keep squares crisp */
  int origin_x, origin_y, square;

  /* selection, press and drag */
  int selected;
  /* Under the touch-move rule: the piece the user touched that has a legal
   * move.  It stays selected until it moves (CHESS_SQUARE_NONE: none). */
  int touched;
  int press_square;
  gboolean press_active;        /* a press we are tracking */
  gboolean press_was_selected;  /* the pressed piece was already selected */
  gboolean press_is_target;     /* the press is on a legal square of the selection */
  gboolean dragging;
  double press_x, press_y;
  double pointer_x, pointer_y;

  /* keyboard cursor */
  int cursor;
  gboolean cursor_shown;

  /* promotion chooser, and the move waiting for its piece */
  GtkWidget *chooser;
  int promotion_from, promotion_to;

  /* A move the user put in place by hand (drop or chooser): when it comes
   * back through set_position it is not animated again. */
  ChessMove placed_move;

  /* animation */
  ChessBoardSlide slides[CHESS_BOARD_MAX_SLIDES];
  ChessBoardFade fades[CHESS_BOARD_MAX_FADES];
  int n_slides, n_fades;
  guint tick_id;
  gint64 anim_start;
  double anim_progress;   /* 0..1, eased */

  gboolean cairo_renderer;  /* pieces as cairo nodes: see chess-piece-set.c */

  /* last geometry reported by "geometry-changed" */
  double reported_x, reported_y, reported_square;

  /* coordinate labels, rebuilt when the square size changes */
  PangoLayout *file_labels[8];
  PangoLayout *rank_labels[8];
  int label_square;

  GtkGesture *drag;

  /* ChessBoardArrow, weakest first (the drawing order) */
  GArray *arrows;
  int marked;                     /* a square marked (a hint's piece), or CHESS_SQUARE_NONE */

  /* The drawing's cache (chess-board-draw.c): the layers under and over a
   * moving piece, the key they were made for, how often they were made;
   * serials of what the key cannot hold itself (bumped on each change). */
  GskRenderNode *under_layer;
  GskRenderNode *rest_layer;
  GskRenderNode *flat_board;      /* both as one image (cairo renderer) */
  GskRenderNode *flat_hover;      /* the square under a dragged piece */
  int flat_hover_square;
  ChessBoardLayerKey layer_key;
  guint layer_uses;               /* frames drawn with them */
  guint layer_builds;
  guint legal_serial;
  guint arrows_serial;
  guint labels_serial;

  /* premoves (chess-board-premove.c) */
  int premove_side;               /* -1: none */
  ChessMove premove;              /* chosen in advance, or CHESS_MOVE_NONE */

  /* arrows and circles drawn by hand (chess-board-marks.c): those shown,
   * and the one being drawn with the right button */
  ChessMarks hand_marks;
  int mark_from, mark_to;         /* CHESS_SQUARE_NONE: none */
  ChessMarkColor mark_color;
  gboolean mark_pressed;
  double mark_x, mark_y;          /* where the right button went down */
  /* the accessible grid (chess-board-cells.c): the 64 cells, what their
   * names were made from, and the cell whose description says something */
  GtkWidget *cells[64];
  ChessPiece cell_pieces[64];
  guint8 cell_states[64];
  int cells_selected;
  guint cells_legal_serial;
  GtkWidget *described;
};

enum {
  CHESS_BOARD_SIGNAL_MOVE_CHOSEN,
  CHESS_BOARD_SIGNAL_GEOMETRY_CHANGED,
  CHESS_BOARD_SIGNAL_PROMOTION_OPENED,
  CHESS_BOARD_SIGNAL_TOUCH_MOVE_REFUSED,
  CHESS_BOARD_SIGNAL_PREMOVE_CHANGED,
  CHESS_BOARD_SIGNAL_MOVE_REFUSED,
  CHESS_BOARD_SIGNAL_MOVE_SAID,
  CHESS_BOARD_N_SIGNALS
};
extern guint chess_board_signals[CHESS_BOARD_N_SIGNALS];

/* chess-board.c */
void chess_board_square_rect (ChessBoard *self, int square, graphene_rect_t *rect);
void chess_board_update_accessible (ChessBoard *self);

/* chess-board-draw.c */
void chess_board_snapshot (GtkWidget *widget, GtkSnapshot *snapshot);
void chess_board_drop_labels (ChessBoard *self);
/* The coordinates' font size in pixels (chess-board-draw.c). */
double chess_board_label_size (ChessBoard *self);
void chess_board_drop_layers (ChessBoard *self);

/* chess-board-arrows.c */
void chess_board_draw_arrows (ChessBoard *self, GtkSnapshot *snapshot);
void chess_board_draw_mark (ChessBoard *self, GtkSnapshot *snapshot);

/* chess-board-marks.c */
void _chess_board_marks_class_init (GObjectClass *object_class);
void _chess_board_marks_init (ChessBoard *self);
void _chess_board_draw_hand_marks (ChessBoard *self, GtkSnapshot *snapshot);
const GdkRGBA *_chess_board_mark_rgba (ChessMarkColor color);

/* chess-board-premove.c */
void chess_board_premove_init (ChessBoard *self);
/* Not interactive, but taking a premove of the premove side now. */
gboolean chess_board_premove_mode (ChessBoard *self);
/* Whose pieces the user may handle: the side to move, or the premove side. */
ChessColor chess_board_input_side (ChessBoard *self);
/* self->legal for the position shown and the mode. */
void chess_board_refresh_legal (ChessBoard *self);
void chess_board_choose_premove (ChessBoard *self, ChessMove move);
void chess_board_draw_premove (ChessBoard *self, GtkSnapshot *snapshot);

/* chess-board-cells.c */
void _chess_board_cells_class_init (GtkWidgetClass *widget_class);
void _chess_board_cells_init (ChessBoard *self);
void _chess_board_cells_dispose (ChessBoard *self);
void _chess_board_cells_allocate (ChessBoard *self);
/* The cells' names, when the pieces, the selection or the moves changed. */
void _chess_board_cells_sync (ChessBoard *self);
/* The focus (and the one focusable cell) on the focus square. */
void _chess_board_cells_follow_cursor (ChessBoard *self);
/* The board or one of its cells has the visible focus. */
gboolean _chess_board_has_visible_focus (ChessBoard *self);
/* Says text through the focused cell's description (NULL: nothing). */
void _chess_board_cells_describe (ChessBoard *self, const char *text);
/* Says `move`, when the board went from `before` to the position after it. */
void _chess_board_cells_announce (ChessBoard *self, const ChessPosition *before, ChessMove move);

/* chess-board-input.c */
gboolean chess_board_is_own_piece (ChessBoard *self, int square);
/* Legal moves of the piece on from that a drop on to means: their number
 * (4 for a promotion), the first in *move. */
int chess_board_find_moves (ChessBoard *self, int from, int to, ChessMove *move);
/* Squares the piece on from may be dropped on. */
ChessBitboard chess_board_targets (ChessBoard *self, int from);
int chess_board_castling_king_square (ChessMove move);
int chess_board_landing_square (ChessMove move);
void chess_board_start_animation (ChessBoard *self, const ChessPosition *old, ChessMove skip);
void chess_board_finish_animation (ChessBoard *self);
void chess_board_input_init (ChessBoard *self);
void chess_board_input_dispose (ChessBoard *self);
void chess_board_input_allocate (ChessBoard *self);
void chess_board_input_reset (ChessBoard *self);

G_END_DECLS
