/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-board.c — the board widget: state, public API, drawing, animation.
 * Pointer, keyboard and promotion handling are in chess-board-input.c.
 *
 * The board keeps a–h left to right from White's side whatever the text
 * direction: a chess diagram is not text, so right-to-left locales do not
 * mirror it. */
#include "chess-board-private.h"

#include <glib/gi18n.h>
#include <math.h>

guint chess_board_signals[CHESS_BOARD_N_SIGNALS];

enum {
  PROP_0,
  PROP_FLIPPED,
  PROP_INTERACTIVE,
  PROP_PIECE_SET,
  PROP_THEME,
  PROP_SHOW_COORDINATES,
  PROP_SHOW_LEGAL_MOVES,
  PROP_ANIMATE,
  PROP_TOUCH_MOVE,
  PROP_AUTO_QUEEN,
  PROP_MARKED_SQUARE,
  N_PROPS
};
static GParamSpec *props[N_PROPS];

G_DEFINE_FINAL_TYPE (ChessBoard, chess_board, GTK_TYPE_WIDGET)

/* ---- geometry ----------------------------------------------------------- */

static void
display_cell (ChessBoard *self, int square, int *col, int *row)
{
  int file = CHESS_SQUARE_FILE (square), rank = CHESS_SQUARE_RANK (square);

  *col = self->flipped ? 7 - file : file;
  *row = self->flipped ? rank : 7 - rank;
}

void
chess_board_square_rect (ChessBoard *self, int square, graphene_rect_t *rect)
{
  int col, row;

  display_cell (self, square, &col, &row);
  graphene_rect_init (rect, self->origin_x + col * self->square, self->origin_y + row * self->square,
                      self->square, self->square);
}

void
chess_board_get_geometry (ChessBoard *self, double *origin_x, double *origin_y, double *square_size)
{
  g_return_if_fail (CHESS_IS_BOARD (self));
  if (origin_x)
    *origin_x = self->origin_x;
  if (origin_y)
    *origin_y = self->origin_y;
  if (square_size)
    *square_size = self->square;
}

gboolean
chess_board_square_to_point (ChessBoard *self, int square, double *x, double *y)
{
  graphene_rect_t rect;

  g_return_val_if_fail (CHESS_IS_BOARD (self), FALSE);
  if (self->square <= 0 || square < 0 || square > 63)
    return FALSE;
  chess_board_square_rect (self, square, &rect);
  *x = rect.origin.x + rect.size.width / 2;
  *y = rect.origin.y + rect.size.height / 2;
  return TRUE;
}

int
chess_board_square_at (ChessBoard *self, double x, double y)
{
  int col, row, file, rank;

  g_return_val_if_fail (CHESS_IS_BOARD (self), CHESS_SQUARE_NONE);
  if (self->square <= 0)
    return CHESS_SQUARE_NONE;
  col = (int) floor ((x - self->origin_x) / self->square);
  row = (int) floor ((y - self->origin_y) / self->square);
  if (col < 0 || col > 7 || row < 0 || row > 7)
    return CHESS_SQUARE_NONE;
  file = self->flipped ? 7 - col : col;
  rank = self->flipped ? row : 7 - row;
  return CHESS_SQUARE (file, rank);
}

/* "geometry-changed": the squares moved or changed size inside the
 * board (its place in the window is the window's business). */
static void
report_geometry (ChessBoard *self)
{
  if (self->square <= 0)
    return;
  if (self->reported_x == self->origin_x && self->reported_y == self->origin_y
      && self->reported_square == self->square)
    return;
  self->reported_x = self->origin_x;
  self->reported_y = self->origin_y;
  self->reported_square = self->square;
  g_signal_emit (self, chess_board_signals[CHESS_BOARD_SIGNAL_GEOMETRY_CHANGED], 0);
}

static void
chess_board_realize (GtkWidget *widget)
{
  ChessBoard *self = CHESS_BOARD (widget);

  GTK_WIDGET_CLASS (chess_board_parent_class)->realize (widget);
  self->cairo_renderer = GSK_IS_CAIRO_RENDERER (gtk_native_get_renderer (gtk_widget_get_native (widget)));
}

static void
chess_board_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  ChessBoard *self = CHESS_BOARD (widget);

  self->square = MIN (width, height) / 8;
  self->origin_x = (width - 8 * self->square) / 2;
  self->origin_y = (height - 8 * self->square) / 2;
  chess_board_input_allocate (self);
  _chess_board_cells_allocate (self);
  report_geometry (self);
}

static void
chess_board_measure (GtkWidget      *widget,
                     GtkOrientation  orientation,
                     int             for_size,
                     int            *minimum,
                     int            *natural,
                     int            *minimum_baseline,
                     int            *natural_baseline)
{
  /* 20 px squares stay usable (a 360 × 480 window has room for no more
   * with the clocks and the panel); the natural size leaves room for a
   * side panel. */
  *minimum = 8 * 20;
  *natural = 8 * 64;
}

/* ---- accessibility ---------------------------------------------------- */

void
chess_board_update_accessible (ChessBoard *self)
{
  const char *side = chess_position_side_to_move (&self->position) == CHESS_WHITE
                     ? _("White to move") : _("Black to move");

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, side, -1);
  _chess_board_cells_sync (self);
}

/* ---- properties --------------------------------------------------------- */

static void
set_flag (ChessBoard *self, int prop, gboolean value)
{
  gboolean old;

  value = !!value;
  switch (prop)
    {
    case PROP_FLIPPED: old = self->flipped; self->flipped = value; break;
    case PROP_INTERACTIVE: old = self->interactive; self->interactive = value; break;
    case PROP_SHOW_COORDINATES: old = self->show_coordinates; self->show_coordinates = value; break;
    case PROP_SHOW_LEGAL_MOVES: old = self->show_legal_moves; self->show_legal_moves = value; break;
    case PROP_ANIMATE: old = self->animate; self->animate = value; break;
    case PROP_TOUCH_MOVE: old = self->touch_move; self->touch_move = value; break;
    case PROP_AUTO_QUEEN: old = self->auto_queen; self->auto_queen = value; break;
    default: g_return_if_reached ();
    }
  if (old == value)
    return;
  if (prop == PROP_INTERACTIVE && !value)
    chess_board_input_reset (self);
  if (prop == PROP_INTERACTIVE)
    chess_board_refresh_legal (self);   /* a premove's moves, or the side to move's */
  if (prop == PROP_FLIPPED && self->promotion_to != CHESS_SQUARE_NONE)
    gtk_widget_queue_allocate (GTK_WIDGET (self));   /* the chooser points at another square */
  if (prop == PROP_ANIMATE && !value)
    chess_board_finish_animation (self);
  if (prop == PROP_TOUCH_MOVE && !value)
    self->touched = CHESS_SQUARE_NONE;   /* the selection stays, free again */
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), props[prop]);
}

void chess_board_set_flipped (ChessBoard *self, gboolean v) { g_return_if_fail (CHESS_IS_BOARD (self)); set_flag (self, PROP_FLIPPED, v); }
gboolean chess_board_get_flipped (ChessBoard *self) { g_return_val_if_fail (CHESS_IS_BOARD (self), FALSE); return self->flipped; }
void chess_board_set_interactive (ChessBoard *self, gboolean v) { g_return_if_fail (CHESS_IS_BOARD (self)); set_flag (self, PROP_INTERACTIVE, v); }
gboolean chess_board_get_interactive (ChessBoard *self) { g_return_val_if_fail (CHESS_IS_BOARD (self), FALSE); return self->interactive; }
void chess_board_set_show_coordinates (ChessBoard *self, gboolean v) { g_return_if_fail (CHESS_IS_BOARD (self)); set_flag (self, PROP_SHOW_COORDINATES, v); }
gboolean chess_board_get_show_coordinates (ChessBoard *self) { g_return_val_if_fail (CHESS_IS_BOARD (self), FALSE); return self->show_coordinates; }
void chess_board_set_show_legal_moves (ChessBoard *self, gboolean v) { g_return_if_fail (CHESS_IS_BOARD (self)); set_flag (self, PROP_SHOW_LEGAL_MOVES, v); }
gboolean chess_board_get_show_legal_moves (ChessBoard *self) { g_return_val_if_fail (CHESS_IS_BOARD (self), FALSE); return self->show_legal_moves; }
void chess_board_set_animate (ChessBoard *self, gboolean v) { g_return_if_fail (CHESS_IS_BOARD (self)); set_flag (self, PROP_ANIMATE, v); }
gboolean chess_board_get_animate (ChessBoard *self) { g_return_val_if_fail (CHESS_IS_BOARD (self), FALSE); return self->animate; }
void chess_board_set_touch_move (ChessBoard *self, gboolean v) { g_return_if_fail (CHESS_IS_BOARD (self)); set_flag (self, PROP_TOUCH_MOVE, v); }
gboolean chess_board_get_touch_move (ChessBoard *self) { g_return_val_if_fail (CHESS_IS_BOARD (self), FALSE); return self->touch_move; }
void chess_board_set_auto_queen (ChessBoard *self, gboolean v) { g_return_if_fail (CHESS_IS_BOARD (self)); set_flag (self, PROP_AUTO_QUEEN, v); }
gboolean chess_board_get_auto_queen (ChessBoard *self) { g_return_val_if_fail (CHESS_IS_BOARD (self), FALSE); return self->auto_queen; }

void
chess_board_set_piece_set (ChessBoard *self, const char *name)
{
  g_autoptr (GError) error = NULL;
  ChessPieceSet *set;

  g_return_if_fail (CHESS_IS_BOARD (self));
  g_return_if_fail (name != NULL);

  if (self->piece_set != NULL && g_strcmp0 (chess_piece_set_get_name (self->piece_set), name) == 0)
    return;
  set = chess_piece_set_new (name, &error);
  if (set == NULL)
    {
      g_warning ("%s", error->message);
      return;
    }
  g_set_object (&self->piece_set, set);
  g_object_unref (set);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_PIECE_SET]);
}

const char *
chess_board_get_piece_set_name (ChessBoard *self)
{
  g_return_val_if_fail (CHESS_IS_BOARD (self), NULL);
  return chess_piece_set_get_name (self->piece_set);
}

ChessPieceSet *
chess_board_get_piece_set (ChessBoard *self)
{
  g_return_val_if_fail (CHESS_IS_BOARD (self), NULL);
  return self->piece_set;
}

void
chess_board_set_theme (ChessBoard *self, const char *name)
{
  const ChessBoardTheme *theme;

  g_return_if_fail (CHESS_IS_BOARD (self));
  theme = chess_board_theme_lookup (name);
  if (theme == NULL)
    {
      g_warning ("No board theme named “%s”", name ? name : "(null)");
      return;
    }
  if (theme == self->theme)
    return;
  self->theme = theme;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_THEME]);
}

const char *
chess_board_get_theme (ChessBoard *self)
{
  g_return_val_if_fail (CHESS_IS_BOARD (self), NULL);
  return self->theme->name;
}

static void
chess_board_get_property (GObject *object, guint id, GValue *value, GParamSpec *pspec)
{
  ChessBoard *self = CHESS_BOARD (object);

  switch (id)
    {
    case PROP_FLIPPED: g_value_set_boolean (value, self->flipped); break;
    case PROP_INTERACTIVE: g_value_set_boolean (value, self->interactive); break;
    case PROP_SHOW_COORDINATES: g_value_set_boolean (value, self->show_coordinates); break;
    case PROP_SHOW_LEGAL_MOVES: g_value_set_boolean (value, self->show_legal_moves); break;
    case PROP_ANIMATE: g_value_set_boolean (value, self->animate); break;
    case PROP_TOUCH_MOVE: g_value_set_boolean (value, self->touch_move); break;
    case PROP_AUTO_QUEEN: g_value_set_boolean (value, self->auto_queen); break;
    case PROP_PIECE_SET: g_value_set_string (value, chess_board_get_piece_set_name (self)); break;
    case PROP_THEME: g_value_set_string (value, self->theme->name); break;
    case PROP_MARKED_SQUARE: g_value_set_int (value, self->marked); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, id, pspec);
    }
}

static void
chess_board_set_property (GObject *object, guint id, const GValue *value, GParamSpec *pspec)
{
  ChessBoard *self = CHESS_BOARD (object);

  switch (id)
    {
    case PROP_FLIPPED:
    case PROP_INTERACTIVE:
    case PROP_SHOW_COORDINATES:
    case PROP_SHOW_LEGAL_MOVES:
    case PROP_ANIMATE:
    case PROP_TOUCH_MOVE:
    case PROP_AUTO_QUEEN:
      set_flag (self, (int) id, g_value_get_boolean (value));
      break;
    case PROP_PIECE_SET: chess_board_set_piece_set (self, g_value_get_string (value)); break;
    case PROP_THEME: chess_board_set_theme (self, g_value_get_string (value)); break;
    case PROP_MARKED_SQUARE: chess_board_set_marked_square (self, g_value_get_int (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, id, pspec);
    }
}

/* ---- life cycle --------------------------------------------------------- */

static void
chess_board_css_changed (GtkWidget *widget, GtkCssStyleChange *change)
{
  GTK_WIDGET_CLASS (chess_board_parent_class)->css_changed (widget, change);
  /* the layouts hold the old font options */
  chess_board_drop_labels (CHESS_BOARD (widget));
  gtk_widget_queue_draw (widget);
}

static void
chess_board_dispose (GObject *object)
{
  ChessBoard *self = CHESS_BOARD (object);

  chess_board_finish_animation (self);
  chess_board_input_dispose (self);
  _chess_board_cells_dispose (self);
  chess_board_drop_labels (self);
  chess_board_drop_layers (self);
  g_clear_object (&self->piece_set);
  g_clear_pointer (&self->arrows, g_array_unref);
  G_OBJECT_CLASS (chess_board_parent_class)->dispose (object);
}

static void
chess_board_class_init (ChessBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GParamFlags flags = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->get_property = chess_board_get_property;
  object_class->set_property = chess_board_set_property;
  object_class->dispose = chess_board_dispose;
  widget_class->snapshot = chess_board_snapshot;
  widget_class->measure = chess_board_measure;
  widget_class->size_allocate = chess_board_size_allocate;
  widget_class->realize = chess_board_realize;
  widget_class->css_changed = chess_board_css_changed;

  props[PROP_FLIPPED] = g_param_spec_boolean ("flipped", NULL, NULL, FALSE, flags);
  props[PROP_INTERACTIVE] = g_param_spec_boolean ("interactive", NULL, NULL, TRUE, flags);
  props[PROP_SHOW_COORDINATES] = g_param_spec_boolean ("show-coordinates", NULL, NULL, TRUE, flags);
  props[PROP_SHOW_LEGAL_MOVES] = g_param_spec_boolean ("show-legal-moves", NULL, NULL, TRUE, flags);
  props[PROP_ANIMATE] = g_param_spec_boolean ("animate", NULL, NULL, TRUE, flags);
  props[PROP_TOUCH_MOVE] = g_param_spec_boolean ("touch-move", NULL, NULL, FALSE, flags);
  props[PROP_AUTO_QUEEN] = g_param_spec_boolean ("auto-queen", NULL, NULL, FALSE, flags);
  props[PROP_MARKED_SQUARE] = g_param_spec_int ("marked-square", NULL, NULL, 0, CHESS_SQUARE_NONE,
                                                CHESS_SQUARE_NONE, flags);
  props[PROP_PIECE_SET] = g_param_spec_string ("piece-set", NULL, NULL, CHESS_PIECE_SET_DEFAULT, flags);
  props[PROP_THEME] = g_param_spec_string ("theme", NULL, NULL, CHESS_BOARD_THEME_DEFAULT, flags);
  g_object_class_install_properties (object_class, N_PROPS, props);

  chess_board_signals[CHESS_BOARD_SIGNAL_MOVE_CHOSEN] =
    g_signal_new ("move-chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  chess_board_signals[CHESS_BOARD_SIGNAL_GEOMETRY_CHANGED] =
    g_signal_new ("geometry-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 0);
  chess_board_signals[CHESS_BOARD_SIGNAL_PROMOTION_OPENED] =
    g_signal_new ("promotion-opened", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 0);
  chess_board_signals[CHESS_BOARD_SIGNAL_TOUCH_MOVE_REFUSED] =
    g_signal_new ("touch-move-refused", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);
  _chess_board_marks_class_init (object_class);
  chess_board_signals[CHESS_BOARD_SIGNAL_PREMOVE_CHANGED] =
    g_signal_new ("premove-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 0);
  chess_board_signals[CHESS_BOARD_SIGNAL_MOVE_REFUSED] =
    g_signal_new ("move-refused", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_INT);
  chess_board_signals[CHESS_BOARD_SIGNAL_MOVE_SAID] =
    g_signal_new ("move-said", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);

  gtk_widget_class_set_css_name (widget_class, "chessboard");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GRID);
  _chess_board_cells_class_init (widget_class);
}

static void
chess_board_init (ChessBoard *self)
{
  g_autoptr (GError) error = NULL;

  self->interactive = TRUE;
  self->show_coordinates = TRUE;
  self->show_legal_moves = TRUE;
  self->animate = TRUE;
  self->theme = chess_board_theme_get_default ();
  self->piece_set = chess_piece_set_new (CHESS_PIECE_SET_DEFAULT, &error);
  if (self->piece_set == NULL)
    g_error ("%s", error->message);   /* the default set is compiled in */

  self->selected = self->press_square = self->touched = CHESS_SQUARE_NONE;
  self->promotion_from = self->promotion_to = CHESS_SQUARE_NONE;
  self->cursor = CHESS_E2;
  self->anim_progress = 1.0;
  self->reported_square = -1;

  chess_position_set_start (&self->position);
  self->last_move = CHESS_MOVE_NONE;
  self->marked = CHESS_SQUARE_NONE;
  chess_position_legal_moves (&self->position, &self->legal);
  self->arrows = g_array_new (FALSE, FALSE, sizeof (ChessBoardArrow));

  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Chess board"), -1);
  chess_board_input_init (self);
  _chess_board_cells_init (self);
  chess_board_update_accessible (self);
}

GtkWidget *
chess_board_new (void)
{
  return g_object_new (CHESS_TYPE_BOARD, NULL);
}
