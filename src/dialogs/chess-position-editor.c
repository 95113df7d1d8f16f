/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-position-editor.c — see chess-position-editor.h.  The position
 * lives here as a ChessPosition edited through chess-setup.h, so that the
 * castling boxes, the en-passant list, the FEN field and the reasons all
 * read the one placement; the board only shows it.  Pieces come from the
 * palette by drag or by click (a piece chosen, then squares clicked; the
 * right button puts the other colour), move on the board by drag, and go
 * when dragged off it.  A FEN pasted anywhere in the editor goes into the
 * field.  With the board focused, the arrows move its keyboard frame and a
 * piece letter (K Q R B N P, or the language's as the typed moves read
 * them; small letters Black's) puts that piece on the framed square,
 * Delete or BackSpace empties it; Shift with a click or a drop from the
 * palette puts the other colour, as the right button does. */
#include "config.h"

#include <glib/gi18n.h>

#include "chess-board.h"
#include "chess-dialogs-resources.h"
#include "chess-move-letters.h"
#include "chess-notation.h"
#include "chess-piece-set.h"
#include "chess-position-editor.h"
#include "chess-setup-text.h"

#define PALETTE_SIZE 40

struct _ChessPositionEditor
{
  AdwWindow parent_instance;

  /* template children */
  GtkWidget *board_frame;
  GtkWidget *palette;
  GtkWidget *white_to_move;
  GtkWidget *black_to_move;
  GtkWidget *castling[4];
  GtkWidget *en_passant;
  GtkWidget *fen_entry;
  GtkWidget *fen_message;
  GtkWidget *problems_label;

  ChessBoard *board;
  ChessPieceSet *palette_set;
  GtkWidget *palette_buttons[12];
  GtkStringList *en_passant_names;
  int en_passant_squares[9];    /* by the list's rows; row 0 is "none" */
  ChessBitboard en_passant_set; /* the squares the list holds */

  ChessPosition position;
  ChessPiece armed;             /* the palette's piece clicks put, or NONE */
  ChessMoveLetters letters;     /* the language's piece letters, for keys */
  gboolean moving_on_board;     /* a drag from the board, not the palette */
  gboolean updating;            /* the widgets follow the position: no echo */
};

enum {
  CHOSEN,
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (ChessPositionEditor, chess_position_editor, ADW_TYPE_WINDOW)

static const char *const piece_names[12] = {
  N_("White pawn"), N_("White knight"), N_("White bishop"),
  N_("White rook"), N_("White queen"), N_("White king"),
  N_("Black pawn"), N_("Black knight"), N_("Black bishop"),
  N_("Black rook"), N_("Black queen"), N_("Black king"),
};

static ChessPiece
palette_piece (int index)
{
  return CHESS_MAKE_PIECE (index / 6, index % 6);
}

static ChessPiece
other_colour (ChessPiece piece)
{
  return CHESS_MAKE_PIECE (CHESS_PIECE_COLOR (piece) ^ 1, CHESS_PIECE_TYPE (piece));
}

/* The list is rebuilt only when the squares possible change: a change of
 * the list from inside the drop-down's own selection would start it over. */
static void
update_en_passant (ChessPositionEditor *self)
{
  ChessBitboard squares = chess_setup_en_passant_squares (&self->position);
  guint selected = 0, rows = 1;

  if (squares != self->en_passant_set || g_list_model_get_n_items (G_LIST_MODEL (self->en_passant_names)) == 0)
    {
      static char square_names[64][3];
      const char *names[10] = { _("None") };
      guint n = g_list_model_get_n_items (G_LIST_MODEL (self->en_passant_names));

      self->en_passant_squares[0] = CHESS_SQUARE_NONE;
      for (int sq = 0; sq < 64; sq++)
        if (squares & CHESS_SQUARE_BB (sq))
          {
            chess_square_name (sq, square_names[sq]);
            self->en_passant_squares[rows] = sq;
            names[rows++] = square_names[sq];
          }
      names[rows] = NULL;
      self->en_passant_set = squares;
      gtk_string_list_splice (self->en_passant_names, 0, n, names);
    }
  rows = g_list_model_get_n_items (G_LIST_MODEL (self->en_passant_names));
  for (guint row = 1; row < rows; row++)
    if (self->en_passant_squares[row] == self->position.ep_square)
      selected = row;
  if (gtk_drop_down_get_selected (GTK_DROP_DOWN (self->en_passant)) != selected)
    gtk_drop_down_set_selected (GTK_DROP_DOWN (self->en_passant), selected);
  gtk_widget_set_sensitive (self->en_passant, rows > 1);
}

/* Every widget from the position; the FEN field too unless it was typed. */
static void
update (ChessPositionEditor *self,
        gboolean             fen_typed)
{
  const ChessPosition *pos = &self->position;
  g_autofree char *problems = chess_setup_problems_text (pos);
  gboolean playable = chess_setup_is_playable (pos);

  self->updating = TRUE;
  chess_board_set_position (self->board, pos, CHESS_MOVE_NONE, FALSE);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (pos->side_to_move == CHESS_WHITE
                                                 ? self->white_to_move : self->black_to_move), TRUE);
  for (int right = 0; right < 4; right++)
    {
      gboolean on = (pos->castling & (1 << right)) != 0;
      gtk_check_button_set_active (GTK_CHECK_BUTTON (self->castling[right]), on);
      gtk_widget_set_sensitive (self->castling[right],
                                on || chess_setup_castling_rook (pos, right) != CHESS_SQUARE_NONE);
    }
  update_en_passant (self);
  if (!fen_typed)
    {
      char fen[CHESS_FEN_MAX];
      chess_position_to_fen (pos, fen, sizeof fen);
      gtk_editable_set_text (GTK_EDITABLE (self->fen_entry), fen);
      gtk_widget_set_visible (self->fen_message, FALSE);
      gtk_widget_remove_css_class (self->fen_entry, "error");
      gtk_accessible_reset_property (GTK_ACCESSIBLE (self->fen_entry), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
    }
  gtk_label_set_text (GTK_LABEL (self->problems_label), problems);
  gtk_widget_set_visible (self->problems_label, problems[0] != '\0');
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.play", playable);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.analyse", playable);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.library", playable);
  self->updating = FALSE;
  g_signal_emit (self, signals[CHANGED], 0);
}

static void
put (ChessPositionEditor *self,
     int                  square,
     ChessPiece           piece)
{
  if (square < 0 || square >= 64)
    return;
  chess_setup_put (&self->position, square, piece);
  update (self, FALSE);
}

/* ---- the palette ---- */

static void
on_palette_toggled (GtkToggleButton     *button,
                    ChessPositionEditor *self)
{
  int index = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "piece-index"));

  if (!gtk_toggle_button_get_active (button))
    {
      if (self->armed == palette_piece (index))
        self->armed = CHESS_PIECE_NONE;
      return;
    }
  self->armed = palette_piece (index);
  for (int i = 0; i < 12; i++)
    if (i != index)
      gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->palette_buttons[i]), FALSE);
}

static GdkContentProvider *
on_palette_prepare (GtkDragSource       *source,
                    double               x,
                    double               y,
                    ChessPositionEditor *self)
{
  GtkWidget *button = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (source));
  int index = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "piece-index"));
  GdkTexture *texture = chess_piece_set_get_texture (self->palette_set, palette_piece (index),
                                                     PALETTE_SIZE * gtk_widget_get_scale_factor (button));

  gtk_drag_source_set_icon (source, GDK_PAINTABLE (texture), PALETTE_SIZE / 2, PALETTE_SIZE / 2);
  return gdk_content_provider_new_typed (G_TYPE_UINT, (guint) palette_piece (index));
}

static void
build_palette (ChessPositionEditor *self,
               const char          *piece_set)
{
  g_autoptr (GError) error = NULL;

  self->palette_set = chess_piece_set_new (piece_set, &error);
  if (self->palette_set == NULL)
    {
      g_warning ("%s", error->message);
      self->palette_set = chess_piece_set_new (CHESS_PIECE_SET_DEFAULT, NULL);
    }
  for (int i = 0; i < 12; i++)
    {
      int size = PALETTE_SIZE * gtk_widget_get_scale_factor (GTK_WIDGET (self));
      GdkTexture *texture = chess_piece_set_get_texture (self->palette_set, palette_piece (i), size);
      GtkWidget *picture = gtk_picture_new_for_paintable (GDK_PAINTABLE (texture));
      GtkWidget *button = gtk_toggle_button_new ();
      GtkDragSource *source = gtk_drag_source_new ();

      gtk_widget_set_size_request (picture, PALETTE_SIZE, PALETTE_SIZE);
      gtk_button_set_child (GTK_BUTTON (button), picture);
      gtk_widget_add_css_class (button, "flat");
      gtk_widget_set_tooltip_text (button, _(piece_names[i]));
      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      _(piece_names[i]), -1);
      g_object_set_data (G_OBJECT (button), "piece-index", GINT_TO_POINTER (i));
      g_signal_connect (button, "toggled", G_CALLBACK (on_palette_toggled), self);
      /* Shift turns a drag into a move: offered too, so that Shift with
       * a drop still drops (of the other colour) */
      gtk_drag_source_set_actions (source, GDK_ACTION_COPY | GDK_ACTION_MOVE);
      g_signal_connect (source, "prepare", G_CALLBACK (on_palette_prepare), self);
      gtk_widget_add_controller (button, GTK_EVENT_CONTROLLER (source));
      gtk_grid_attach (GTK_GRID (self->palette), button, i % 6, i / 6, 1, 1);
      self->palette_buttons[i] = button;
    }
}

/* ---- the board ---- */

static GdkContentProvider *
on_board_prepare (GtkDragSource       *source,
                  double               x,
                  double               y,
                  ChessPositionEditor *self)
{
  int square = chess_board_square_at (self->board, x, y);
  ChessPiece piece = square < 64 ? self->position.board[square] : CHESS_PIECE_NONE;
  GdkTexture *texture;

  if (piece == CHESS_PIECE_NONE)
    return NULL;
  texture = chess_piece_set_get_texture (self->palette_set, piece,
                                         PALETTE_SIZE * gtk_widget_get_scale_factor (GTK_WIDGET (self)));
  gtk_drag_source_set_icon (source, GDK_PAINTABLE (texture), PALETTE_SIZE / 2, PALETTE_SIZE / 2);
  g_object_set_data (G_OBJECT (source), "from-square", GINT_TO_POINTER (square));
  return gdk_content_provider_new_typed (G_TYPE_UINT, (guint) piece);
}

/* The piece leaves its square as it is picked up: dropped elsewhere on the
 * board it lands there, dropped off the board it is gone. */
static void
on_board_drag_begin (GtkDragSource       *source,
                     GdkDrag             *drag,
                     ChessPositionEditor *self)
{
  self->moving_on_board = TRUE;
  put (self, GPOINTER_TO_INT (g_object_get_data (G_OBJECT (source), "from-square")), CHESS_PIECE_NONE);
}

static void
on_board_drag_end (GtkDragSource       *source,
                   GdkDrag             *drag,
                   gboolean             delete_data,
                   ChessPositionEditor *self)
{
  self->moving_on_board = FALSE;
}

/* Whether Shift is held on the keyboard now (a drop carries no modifiers). */
static gboolean
shift_held (ChessPositionEditor *self)
{
  GdkSeat *seat = gdk_display_get_default_seat (gtk_widget_get_display (GTK_WIDGET (self)));
  GdkDevice *keyboard = seat != NULL ? gdk_seat_get_keyboard (seat) : NULL;

  return keyboard != NULL && (gdk_device_get_modifier_state (keyboard) & GDK_SHIFT_MASK) != 0;
}

static gboolean
on_board_drop (GtkDropTarget       *target,
               const GValue        *value,
               double               x,
               double               y,
               ChessPositionEditor *self)
{
  ChessPiece piece = (ChessPiece) g_value_get_uint (value);
  int square = chess_board_square_at (self->board, x, y);

  if (square >= 64 || CHESS_PIECE_TYPE (piece) >= CHESS_PIECE_TYPE_NONE)
    return FALSE;
  /* from the palette, Shift gives the other colour */
  if (!self->moving_on_board && shift_held (self))
    piece = other_colour (piece);
  put (self, square, piece);
  return TRUE;
}

/* A click puts the palette's piece (the right button or Shift: of the
 * other colour), or takes it away if it is already there; with no piece
 * chosen the right button empties the square.  A click gives the board the
 * keyboard focus. */
static void
on_board_released (GtkGestureClick     *click,
                   int                  n_press,
                   double               x,
                   double               y,
                   ChessPositionEditor *self)
{
  guint button = gtk_gesture_single_get_current_button (GTK_GESTURE_SINGLE (click));
  GdkModifierType state = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (click));
  int square = chess_board_square_at (self->board, x, y);
  ChessPiece piece = self->armed;

  gtk_widget_grab_focus (GTK_WIDGET (self->board));
  if (square >= 64)
    return;
  if (piece == CHESS_PIECE_NONE)
    {
      if (button == GDK_BUTTON_SECONDARY)
        put (self, square, CHESS_PIECE_NONE);
      return;
    }
  if (button == GDK_BUTTON_SECONDARY || (state & GDK_SHIFT_MASK))
    piece = other_colour (piece);
  put (self, square, self->position.board[square] == piece ? CHESS_PIECE_NONE : piece);
}

/* On the square the keyboard frame is on: a piece letter puts that piece
 * (a letter without capitals, as in Persian, puts White's, or turns the
 * colour of the same piece already there), Delete or BackSpace empties
 * it.  The arrows are the board's own. */
static gboolean
on_board_key (GtkEventControllerKey *keys,
              guint                  keyval,
              guint                  keycode,
              GdkModifierType        state,
              ChessPositionEditor   *self)
{
  int square = chess_board_get_cursor_square (self->board), color;
  gunichar character;
  ChessPieceType type;
  ChessPiece there;

  if (square < 0 || square >= 64 || (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SUPER_MASK)))
    return GDK_EVENT_PROPAGATE;
  if (keyval == GDK_KEY_Delete || keyval == GDK_KEY_KP_Delete || keyval == GDK_KEY_BackSpace)
    {
      put (self, square, CHESS_PIECE_NONE);
      return GDK_EVENT_STOP;
    }
  character = gdk_keyval_to_unicode (keyval);
  type = character != 0 ? chess_move_letters_read_piece (&self->letters, (long) character, &color)
                        : CHESS_PIECE_TYPE_NONE;
  if (type == CHESS_PIECE_TYPE_NONE)
    return GDK_EVENT_PROPAGATE;
  there = self->position.board[square];
  if (color < 0)
    color = there != CHESS_PIECE_NONE && CHESS_PIECE_TYPE (there) == type ? CHESS_PIECE_COLOR (there) ^ 1
                                                                          : CHESS_WHITE;
  put (self, square, CHESS_MAKE_PIECE (color, type));
  return GDK_EVENT_STOP;
}

static void
setup_board (ChessPositionEditor *self,
             const char          *piece_set,
             const char          *theme)
{
  GtkDragSource *source = gtk_drag_source_new ();
  GtkDropTarget *target = gtk_drop_target_new (G_TYPE_UINT, GDK_ACTION_COPY | GDK_ACTION_MOVE);
  GtkGesture *click = gtk_gesture_click_new ();
  GtkEventController *keys = gtk_event_controller_key_new ();

  self->board = CHESS_BOARD (chess_board_new ());
  chess_board_set_piece_set (self->board, piece_set);
  if (theme != NULL)
    chess_board_set_theme (self->board, theme);
  chess_board_set_interactive (self->board, FALSE);
  chess_board_set_show_legal_moves (self->board, FALSE);
  gtk_widget_set_hexpand (GTK_WIDGET (self->board), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self->board), TRUE);
  gtk_widget_set_size_request (GTK_WIDGET (self->board), 320, 320);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->board), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Board being set up"), -1);

  gtk_drag_source_set_actions (source, GDK_ACTION_MOVE);
  g_signal_connect (source, "prepare", G_CALLBACK (on_board_prepare), self);
  g_signal_connect (source, "drag-begin", G_CALLBACK (on_board_drag_begin), self);
  g_signal_connect (source, "drag-end", G_CALLBACK (on_board_drag_end), self);
  gtk_widget_add_controller (GTK_WIDGET (self->board), GTK_EVENT_CONTROLLER (source));
  g_signal_connect (target, "drop", G_CALLBACK (on_board_drop), self);
  gtk_widget_add_controller (GTK_WIDGET (self->board), GTK_EVENT_CONTROLLER (target));
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), 0);
  g_signal_connect (click, "released", G_CALLBACK (on_board_released), self);
  gtk_widget_add_controller (GTK_WIDGET (self->board), GTK_EVENT_CONTROLLER (click));
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_board_key), self);
  gtk_widget_add_controller (GTK_WIDGET (self->board), keys);
  gtk_frame_set_child (GTK_FRAME (self->board_frame), GTK_WIDGET (self->board));
}

/* ---- the fields ---- */

static void
on_side_toggled (GtkCheckButton      *button,
                 ChessPositionEditor *self)
{
  if (self->updating || !gtk_check_button_get_active (button))
    return;
  chess_setup_set_side (&self->position, button == GTK_CHECK_BUTTON (self->white_to_move)
                                         ? CHESS_WHITE : CHESS_BLACK);
  update (self, FALSE);
}

static void
on_castling_toggled (GtkCheckButton      *button,
                     ChessPositionEditor *self)
{
  if (self->updating)
    return;
  for (int right = 0; right < 4; right++)
    if (button == GTK_CHECK_BUTTON (self->castling[right]))
      chess_setup_set_castling (&self->position, right, gtk_check_button_get_active (button));
  update (self, FALSE);
}

static void
on_en_passant_selected (GObject             *drop_down,
                        GParamSpec          *pspec,
                        ChessPositionEditor *self)
{
  guint row = gtk_drop_down_get_selected (GTK_DROP_DOWN (drop_down));

  if (self->updating || row >= G_N_ELEMENTS (self->en_passant_squares))
    return;
  chess_setup_set_en_passant (&self->position, self->en_passant_squares[row]);
  update (self, FALSE);
}

/* The board follows a FEN typed or pasted; one refused is kept to mend,
 * with the reader's reason (which names the field) under it. */
static void
on_fen_changed (GtkEditable         *entry,
                ChessPositionEditor *self)
{
  g_autofree char *fen = NULL;
  ChessPosition read;
  ChessFenError error = { 0 };

  if (self->updating)
    return;
  fen = g_strstrip (g_strdup (gtk_editable_get_text (entry)));
  if (chess_position_from_fen (&read, fen, &error))
    {
      self->position = read;
      gtk_widget_set_visible (self->fen_message, FALSE);
      gtk_widget_remove_css_class (self->fen_entry, "error");
      gtk_accessible_reset_property (GTK_ACCESSIBLE (self->fen_entry), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
      update (self, TRUE);
      return;
    }
  /* Translators: under the FEN field; %s says what is wrong with it */
  g_autofree char *text = g_strdup_printf (_("Not a position: %s"), error.message);
  gtk_label_set_text (GTK_LABEL (self->fen_message), text);
  gtk_widget_set_visible (self->fen_message, TRUE);
  gtk_widget_add_css_class (self->fen_entry, "error");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->fen_entry), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
}

/* ---- actions ---- */

static void
action_clear (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  ChessPositionEditor *self = CHESS_POSITION_EDITOR (widget);
  ChessColor side = chess_position_side_to_move (&self->position);

  chess_position_clear (&self->position);
  chess_setup_set_side (&self->position, side);
  update (self, FALSE);
}

static void
action_start (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  ChessPositionEditor *self = CHESS_POSITION_EDITOR (widget);

  chess_position_set_start (&self->position);
  update (self, FALSE);
}

static void
action_flip (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  ChessPositionEditor *self = CHESS_POSITION_EDITOR (widget);

  chess_board_set_flipped (self->board, !chess_board_get_flipped (self->board));
}

static void
on_clipboard_text (GObject      *source,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  g_autoptr (ChessPositionEditor) self = user_data;
  g_autofree char *text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (source), result, NULL);

  if (text == NULL || gtk_widget_in_destruction (GTK_WIDGET (self)))
    return;
  /* Into the field, as if typed there: the board follows, or the reader
   * says under the field why not. */
  gtk_editable_set_text (GTK_EDITABLE (self->fen_entry), g_strstrip (text));
}

/* Ctrl+V outside the FEN field pastes a position into it. */
static void
action_paste (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  gdk_clipboard_read_text_async (gtk_widget_get_clipboard (widget), NULL, on_clipboard_text,
                                 g_object_ref (widget));
}

static void
choose (ChessPositionEditor *self,
        const char          *what)
{
  char fen[CHESS_FEN_MAX];

  if (!chess_setup_is_playable (&self->position))
    return;
  chess_position_to_fen (&self->position, fen, sizeof fen);
  g_signal_emit (self, signals[CHOSEN], 0, what, fen);
  gtk_window_close (GTK_WINDOW (self));
}

static void
action_play (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  choose (CHESS_POSITION_EDITOR (widget), "play");
}

static void
action_analyse (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  choose (CHESS_POSITION_EDITOR (widget), "analyse");
}

static void
action_library (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  choose (CHESS_POSITION_EDITOR (widget), "library");
}

/* ---- the object ---- */

const ChessPosition *
chess_position_editor_get_position (ChessPositionEditor *self)
{
  g_return_val_if_fail (CHESS_IS_POSITION_EDITOR (self), NULL);
  return &self->position;
}

GtkWidget *
chess_position_editor_get_board (ChessPositionEditor *self)
{
  g_return_val_if_fail (CHESS_IS_POSITION_EDITOR (self), NULL);
  return GTK_WIDGET (self->board);
}

ChessPositionEditor *
chess_position_editor_new (GtkWindow           *parent,
                           const ChessPosition *pos,
                           const char          *piece_set,
                           const char          *theme)
{
  ChessPositionEditor *self = g_object_new (CHESS_TYPE_POSITION_EDITOR, "transient-for", parent, NULL);

  self->position = *pos;
  /* Set-up positions start a game: the history of the one shown is gone. */
  self->position.halfmove_clock = 0;
  chess_setup_finish (&self->position);
  build_palette (self, piece_set ? piece_set : CHESS_PIECE_SET_DEFAULT);
  setup_board (self, piece_set ? piece_set : CHESS_PIECE_SET_DEFAULT, theme);
  update (self, FALSE);
  return self;
}

static void
chess_position_editor_dispose (GObject *object)
{
  ChessPositionEditor *self = CHESS_POSITION_EDITOR (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), CHESS_TYPE_POSITION_EDITOR);
  g_clear_object (&self->palette_set);
  G_OBJECT_CLASS (chess_position_editor_parent_class)->dispose (object);
}

static void
chess_position_editor_class_init (ChessPositionEditorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = chess_position_editor_dispose;
  signals[CHOSEN] = g_signal_new ("chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_STRING, G_TYPE_STRING);
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  g_type_ensure (GTK_TYPE_STRING_LIST);
  /* the room's own resources: referenced, so that the linker keeps them */
  (void) chess_dialogs_get_resource ();
  gtk_widget_class_set_template_from_resource (widget_class, "/com/example/Chess/ui/chess-position-editor.ui");
  gtk_widget_class_bind_template_child (widget_class, ChessPositionEditor, board_frame);
  gtk_widget_class_bind_template_child (widget_class, ChessPositionEditor, palette);
  gtk_widget_class_bind_template_child (widget_class, ChessPositionEditor, white_to_move);
  gtk_widget_class_bind_template_child (widget_class, ChessPositionEditor, black_to_move);
  gtk_widget_class_bind_template_child_full (widget_class, "white_king_side", FALSE,
                                             G_STRUCT_OFFSET (ChessPositionEditor, castling[0]));
  gtk_widget_class_bind_template_child_full (widget_class, "white_queen_side", FALSE,
                                             G_STRUCT_OFFSET (ChessPositionEditor, castling[1]));
  gtk_widget_class_bind_template_child_full (widget_class, "black_king_side", FALSE,
                                             G_STRUCT_OFFSET (ChessPositionEditor, castling[2]));
  gtk_widget_class_bind_template_child_full (widget_class, "black_queen_side", FALSE,
                                             G_STRUCT_OFFSET (ChessPositionEditor, castling[3]));
  gtk_widget_class_bind_template_child (widget_class, ChessPositionEditor, en_passant);
  gtk_widget_class_bind_template_child (widget_class, ChessPositionEditor, en_passant_names);
  gtk_widget_class_bind_template_child (widget_class, ChessPositionEditor, fen_entry);
  gtk_widget_class_bind_template_child (widget_class, ChessPositionEditor, fen_message);
  gtk_widget_class_bind_template_child (widget_class, ChessPositionEditor, problems_label);
  gtk_widget_class_bind_template_callback (widget_class, on_side_toggled);
  gtk_widget_class_bind_template_callback (widget_class, on_castling_toggled);
  gtk_widget_class_bind_template_callback (widget_class, on_en_passant_selected);
  gtk_widget_class_bind_template_callback (widget_class, on_fen_changed);

  gtk_widget_class_install_action (widget_class, "editor.clear", NULL, action_clear);
  gtk_widget_class_install_action (widget_class, "editor.start", NULL, action_start);
  gtk_widget_class_install_action (widget_class, "editor.flip", NULL, action_flip);
  gtk_widget_class_install_action (widget_class, "editor.play", NULL, action_play);
  gtk_widget_class_install_action (widget_class, "editor.analyse", NULL, action_analyse);
  gtk_widget_class_install_action (widget_class, "editor.library", NULL, action_library);
  gtk_widget_class_install_action (widget_class, "editor.paste", NULL, action_paste);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_v, GDK_CONTROL_MASK, "editor.paste", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
chess_position_editor_init (ChessPositionEditor *self)
{
  self->armed = CHESS_PIECE_NONE;
  chess_move_letters_local (&self->letters);
  gtk_widget_init_template (GTK_WIDGET (self));
  /* A FEN reads left to right in every language. */
  gtk_widget_set_direction (self->fen_entry, GTK_TEXT_DIR_LTR);
}
