/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-analysis-panel.c — the panel follows the game's current node: on
 * each change it gives ChessAnalysis the line from the start to that node,
 * names the opening (the table is built on a helper thread the first time)
 * and lists the book's moves.  Each line is one wrapping label whose moves
 * are links (their URI is the move's index in the line): read as text,
 * clicked as moves, previewed under the pointer.  Rows are kept and
 * updated in place; a line's text is set again only when its moves
 * change, so that the pointer over a move is not disturbed ten times a
 * second. */
#include "config.h"

#include "chess-analysis-panel.h"
#include "chess-window-resources.h"

#include <glib/gi18n.h>
#include <string.h>
#include "chess-book-moves.h"
#include "chess-digits.h"
#include "chess-spin-digits.h"
#include "chess-openings.h"

/* Moves of a line shown as buttons. */
#define LINE_MOVES_SHOWN 12

typedef struct {
  GtkWidget *row;
  GtkWidget *eval_label;
  GtkWidget *moves_label;   /* each move a link whose URI is its index */
  int n_moves;
  ChessMove moves[LINE_MOVES_SHOWN];
  int starts[LINE_MOVES_SHOWN];   /* each move's bytes in the label's text */
  int ends[LINE_MOVES_SHOWN];
  int hovered;              /* the move under the pointer, -1 for none */
} LineRow;

struct _ChessAnalysisPanel {
  GtkWidget parent_instance;

  GtkWidget *box;
  GtkWidget *opening_label;
  GtkWidget *stack;
  GtkWidget *lines_box;
  GtkWidget *status_label;
  GtkWidget *lines_spin;
  GtkWidget *book_list;

  ChessGame *game;
  gulong position_handler;
  ChessEngine *engine;
  ChessAnalysis *analysis;
  gulong updated_handler;
  gboolean active;
  gboolean engine_asked;      /* the analysis has had a position: its engine runs */
  GdkFrameClock *start_clock; /* the first position waits for its after-paint */
  gulong start_handler;

  ChessPosition shown;        /* the position analysed */
  GArray *path;               /* ChessMove from the start to it */

  const ChessOpeningTable *openings;
  GCancellable *loading;
  char *book_path;
  ChessBook *book;
  gboolean book_opened;

  LineRow rows[CHESS_ANALYSIS_MAX_LINES];
  ChessMoveLetters letters;   /* the pieces' letters of the lines' moves */
};

G_DEFINE_FINAL_TYPE (ChessAnalysisPanel, chess_analysis_panel, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_GAME,
  PROP_ENGINE,
  PROP_ACTIVE,
  N_PROPS
};

enum {
  PREVIEW,
  PREVIEW_END,
  LINE_CHOSEN,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* ---- the line from the start to the current node ---- */

static void
collect_path (ChessAnalysisPanel *self)
{
  ChessNode *node = chess_game_get_current_node (self->game);
  guint n = (guint) chess_node_ply (node);

  g_array_set_size (self->path, n);
  for (; node && node->parent; node = node->parent)
    g_array_index (self->path, ChessMove, --n) = node->move;
  self->shown = *chess_game_get_position (self->game);
}

/* ---- opening ---- */

static void
update_opening (ChessAnalysisPanel *self)
{
  const ChessOpening *opening = NULL;
  g_autofree char *text = NULL;

  if (self->openings && self->game)
    opening = chess_opening_table_lookup_line (self->openings, chess_game_get_record (self->game),
                                               chess_game_get_current_node (self->game));
  if (opening)
    text = g_strdup_printf ("%s %s", opening->eco, opening->name);
  gtk_label_set_text (GTK_LABEL (self->opening_label), text ? text : "");
  gtk_widget_set_tooltip_text (self->opening_label, text);   /* whole, where the row cuts it */
  gtk_widget_set_visible (self->opening_label, text != NULL);
}

static void
openings_loaded_cb (GObject *source, GAsyncResult *result, gpointer user_data)
{
  g_autoptr (GError) error = NULL;
  const ChessOpeningTable *table = chess_opening_table_load_default_finish (result, &error);
  ChessAnalysisPanel *self;

  if (!table)
    return;   /* cancelled: the panel is gone */
  self = CHESS_ANALYSIS_PANEL (user_data);
  self->openings = table;
  g_clear_object (&self->loading);
  update_opening (self);
}

/* ---- book ---- */

static void
update_book (ChessAnalysisPanel *self)
{
  g_autoptr (GArray) shares = NULL;
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (self->book_list)))
    gtk_list_box_remove (GTK_LIST_BOX (self->book_list), child);

  if (!self->book_opened)
    {
      self->book_opened = TRUE;
      self->book = chess_book_open (self->book_path ? self->book_path : CHESS_BOOK_DEFAULT_PATH, NULL);
    }
  if (!self->book)
    return;

  shares = chess_book_moves_for_position (self->book, &self->shown);
  for (guint i = 0; i < shares->len; i++)
    {
      const ChessBookMoveShare *share = &g_array_index (shares, ChessBookMoveShare, i);
      GtkWidget *row = gtk_list_box_row_new ();
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
      GtkWidget *move = gtk_label_new (share->san);
      /* Translators: a book move's share of the book's weight, in percent. */
      g_autofree char *number = chess_digits_format ("%.1f", share->percent);
      g_autofree char *percent = g_strdup_printf (_("%s %%"), number);
      GtkWidget *weight = gtk_label_new (percent);

      gtk_widget_set_hexpand (move, TRUE);
      gtk_label_set_xalign (GTK_LABEL (move), 0);
      gtk_widget_add_css_class (weight, "numeric");
      gtk_widget_add_css_class (weight, "dim-label");
      gtk_box_append (GTK_BOX (box), move);
      gtk_box_append (GTK_BOX (box), weight);
      gtk_widget_set_margin_start (box, 6);
      gtk_widget_set_margin_end (box, 6);
      gtk_widget_set_margin_top (box, 4);
      gtk_widget_set_margin_bottom (box, 4);
      gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
      g_object_set_data (G_OBJECT (row), "chess-move", GUINT_TO_POINTER (share->move));
      gtk_list_box_append (GTK_LIST_BOX (self->book_list), row);
    }
}

/* ---- playing moves into the game ---- */

/* The moves chosen from the position shown go to the owner of the game
 * (::line-chosen), which plays them by its rules: the panel is a view. */
static void
play_moves (ChessAnalysisPanel *self, const ChessMove *moves, int n)
{
  g_signal_emit (self, signals[LINE_CHOSEN], 0, moves, (guint) n);
}

static void
book_row_activated_cb (GtkListBox *box, GtkListBoxRow *row, ChessAnalysisPanel *self)
{
  ChessMove move = (ChessMove) GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "chess-move"));

  play_moves (self, &move, 1);
}

/* ---- line rows ---- */

static void
preview_move (ChessAnalysisPanel *self, LineRow *row, int index)
{
  ChessPosition pos = self->shown;

  if (index == row->hovered)
    return;
  row->hovered = index;
  if (index < 0 || index >= row->n_moves)
    {
      g_signal_emit (self, signals[PREVIEW_END], 0);
      return;
    }
  for (int i = 0; i <= index; i++)
    {
      ChessUndo undo;

      chess_position_make_move (&pos, row->moves[i], &undo);
    }
  g_signal_emit (self, signals[PREVIEW], 0, &pos, (guint) row->moves[index]);
}

static LineRow *
row_of_label (ChessAnalysisPanel *self, GtkWidget *label)
{
  return &self->rows[GPOINTER_TO_INT (g_object_get_data (G_OBJECT (label), "chess-line"))];
}

/* A link's URI is the move's index in its line. */
static int
index_of_uri (const char *uri)
{
  guint64 index;

  if (!uri || !g_ascii_string_to_unsigned (uri, 10, 0, LINE_MOVES_SHOWN - 1, &index, NULL))
    return -1;
  return (int) index;
}

static gboolean
activate_link_cb (GtkLabel *label, const char *uri, ChessAnalysisPanel *self)
{
  LineRow *row = row_of_label (self, GTK_WIDGET (label));
  int index = index_of_uri (uri);
  ChessMove moves[LINE_MOVES_SHOWN];

  if (index < 0 || index >= row->n_moves)
    return TRUE;
  /* Copied: the first move played changes the position, which may
   * rebuild the rows. */
  memcpy (moves, row->moves, sizeof moves);
  preview_move (self, row, -1);
  play_moves (self, moves, index + 1);
  return TRUE;
}

/* The move under the pointer (label coordinates), -1 for none.  From
 * the label's layout: GTK 4.8's gtk_label_get_current_uri names the link
 * with the keyboard focus, not the one under the pointer. */
static int
move_at (LineRow *row, GtkLabel *label, double x, double y)
{
  PangoLayout *layout = gtk_label_get_layout (label);
  int ox, oy, byte, trailing;

  gtk_label_get_layout_offsets (label, &ox, &oy);
  if (!pango_layout_xy_to_index (layout, (int) ((x - ox) * PANGO_SCALE), (int) ((y - oy) * PANGO_SCALE),
                                 &byte, &trailing))
    return -1;
  for (int i = 0; i < row->n_moves; i++)
    if (byte >= row->starts[i] && byte < row->ends[i])
      return i;
  return -1;
}

static void
motion_cb (GtkEventControllerMotion *motion, double x, double y, ChessAnalysisPanel *self)
{
  GtkWidget *label = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (motion));

  preview_move (self, row_of_label (self, label), move_at (row_of_label (self, label), GTK_LABEL (label), x, y));
}

static void
leave_cb (GtkEventControllerMotion *motion, ChessAnalysisPanel *self)
{
  GtkWidget *label = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (motion));

  preview_move (self, row_of_label (self, label), -1);
}

static void
set_line_moves (ChessAnalysisPanel *self, guint line, const ChessAnalysisLine *found)
{
  LineRow *row = &self->rows[line];
  ChessPosition pos = self->shown;
  g_autoptr (GString) markup = g_string_new (NULL);
  gsize plain = 0;          /* bytes of the label's text so far */
  int n = MIN (found->pv_length, LINE_MOVES_SHOWN);

  if (n == row->n_moves && memcmp (row->moves, found->pv, (gsize) n * sizeof (ChessMove)) == 0)
    return;
  /* The line under the pointer changed: its preview follows the new
   * line at the same move, or ends where the line is now shorter; the
   * board never keeps a stale line, nor flickers while the moves up to
   * the one under the pointer stay. */
  if (row->hovered >= 0
      && (row->hovered >= n || memcmp (row->moves, found->pv, (gsize) (row->hovered + 1) * sizeof (ChessMove)) != 0))
    {
      int hovered = row->hovered;

      row->hovered = -1;
      row->n_moves = n;
      memcpy (row->moves, found->pv, (gsize) n * sizeof (ChessMove));
      if (hovered < n)
        preview_move (self, row, hovered);
      else
        g_signal_emit (self, signals[PREVIEW_END], 0);
    }
  row->n_moves = n;
  memcpy (row->moves, found->pv, (gsize) n * sizeof (ChessMove));

  for (int i = 0; i < n; i++)
    {
      char san[CHESS_SAN_LETTERS_MAX];
      ChessUndo undo;
      gsize before;

      chess_move_to_san_letters (&pos, row->moves[i], &self->letters, san, sizeof san);
      if (i > 0)
        g_string_append_c (markup, ' ');
      /* Move numbers as the move list writes them: "12." and "12…". */
      before = markup->len;
      if (pos.side_to_move == CHESS_WHITE || i == 0)
        {
          g_autofree char *number = chess_digits_format ("%u", (unsigned) pos.fullmove_number);

          g_string_append_printf (markup, pos.side_to_move == CHESS_WHITE ? "%s. " : "%s… ", number);
        }
      /* Outside the links the markup is the text itself (SAN and numbers
       * hold no markup characters). */
      plain += markup->len - before + (i > 0);
      row->starts[i] = (int) plain;
      plain += strlen (san);
      row->ends[i] = (int) plain;
      g_string_append_printf (markup, "<a href=\"%d\">%s</a>", i, san);
      chess_position_make_move (&pos, row->moves[i], &undo);
    }
  gtk_label_set_markup (GTK_LABEL (row->moves_label), markup->str);
}

/* No engine line comes for a position without moves: the status says why
 * rather than staying blank. */
static void
show_status_without_lines (ChessAnalysisPanel *self)
{
  const ChessPosition *pos = self->game != NULL ? chess_game_get_position (self->game) : NULL;
  const char *text = "";

  if (pos != NULL && chess_position_is_checkmate (pos))
    text = _("Checkmate: no moves to analyse");
  else if (pos != NULL && chess_position_is_stalemate (pos))
    text = _("Stalemate: no moves to analyse");
  gtk_label_set_text (GTK_LABEL (self->status_label), text);
}

static void
updated_cb (ChessAnalysis *analysis, ChessAnalysisPanel *self)
{
  guint n = chess_analysis_get_n_lines (analysis);

  for (guint i = 0; i < CHESS_ANALYSIS_MAX_LINES; i++)
    {
      LineRow *row = &self->rows[i];

      gtk_widget_set_visible (row->row, i < n);
      if (i < n)
        {
          const ChessAnalysisLine *line = chess_analysis_get_line (analysis, i);
          g_autofree char *text = chess_eval_describe (line->eval);

          gtk_label_set_text (GTK_LABEL (row->eval_label), text);
          set_line_moves (self, i, line);
        }
      else
        row->n_moves = -1;
    }

  if (n > 0)
    {
      const ChessAnalysisLine *best = chess_analysis_get_line (analysis, 0);
      g_autofree char *speed = chess_digits_format ("%" G_GUINT64_FORMAT, best->nps / 1000);
      g_autofree char *depth = chess_digits_format ("%d", best->depth);
      g_autofree char *name = chess_digits_isolate_text (chess_engine_get_name (self->engine));
      /* Translators: the engine's name, its search depth, then thousands
       * of positions it searches a second. */
      g_autofree char *status = g_strdup_printf (_("%s · depth %s · %s kN/s"),
                                                 name, depth, speed);
      gtk_label_set_text (GTK_LABEL (self->status_label), status);
    }
  else
    show_status_without_lines (self);
}

static void
failed_cb (ChessAnalysis *analysis, GError *error, ChessAnalysisPanel *self)
{
  gtk_label_set_text (GTK_LABEL (self->status_label), error->message);
}

/* ---- following the game ---- */

static void
cancel_start (ChessAnalysisPanel *self)
{
  if (self->start_clock != NULL)
    g_clear_signal_handler (&self->start_handler, self->start_clock);
  g_clear_object (&self->start_clock);
}

static void
send_position (ChessAnalysisPanel *self)
{
  self->engine_asked = TRUE;
  chess_analysis_set_position (self->analysis, &chess_game_get_record (self->game)->start,
                               (const ChessMove *) (gconstpointer) self->path->data, self->path->len);
}

static void
panel_painted_cb (ChessAnalysisPanel *self)
{
  cancel_start (self);
  if (self->active && self->analysis != NULL && self->game != NULL)
    send_position (self);
}

/* The engine starts with the first position it is given.  In a window on
 * screen that waits for the frame that shows the panel: the spawn (a fork
 * of this process) and the engine's own start (its network, its hash
 * table) take the CPU that frame needs, 60 ms of a first click on two
 * cores.  TRUE when the position waits. */
static gboolean
defer_start (ChessAnalysisPanel *self)
{
  GtkNative *native = gtk_widget_get_native (GTK_WIDGET (self));
  GdkFrameClock *clock = native != NULL ? gtk_widget_get_frame_clock (GTK_WIDGET (native)) : NULL;

  if (clock == NULL || !gtk_widget_get_mapped (GTK_WIDGET (native)))
    return FALSE;
  self->start_clock = g_object_ref (clock);
  self->start_handler = g_signal_connect_swapped (clock, "after-paint", G_CALLBACK (panel_painted_cb), self);
  gdk_frame_clock_request_phase (clock, GDK_FRAME_CLOCK_PHASE_AFTER_PAINT);
  return TRUE;
}

static void
follow_position (ChessAnalysisPanel *self)
{
  if (!self->active || !self->game)
    return;
  collect_path (self);
  g_signal_emit (self, signals[PREVIEW_END], 0);
  /* (while the first position waits, the frame sends the one shown then) */
  if (self->analysis != NULL && self->start_handler == 0 && (self->engine_asked || !defer_start (self)))
    send_position (self);
  show_status_without_lines (self);
  update_opening (self);
  update_book (self);
}

static void
position_changed_cb (ChessGame *game, ChessAnalysisPanel *self)
{
  follow_position (self);
}

void
chess_analysis_panel_set_notation (ChessAnalysisPanel *self, ChessNotation notation)
{
  g_return_if_fail (CHESS_IS_ANALYSIS_PANEL (self));

  chess_move_letters_for_notation (&self->letters, notation);
  /* the lines shown are written again, now if the search has them */
  for (guint i = 0; i < CHESS_ANALYSIS_MAX_LINES; i++)
    self->rows[i].n_moves = -1;
  if (self->analysis != NULL)
    updated_cb (self->analysis, self);
}

void
chess_analysis_panel_set_game (ChessAnalysisPanel *self, ChessGame *game)
{
  g_return_if_fail (CHESS_IS_ANALYSIS_PANEL (self));
  g_return_if_fail (game == NULL || CHESS_IS_GAME (game));

  if (game == self->game)
    return;
  if (self->game)
    g_clear_signal_handler (&self->position_handler, self->game);
  g_set_object (&self->game, game);
  if (game)
    self->position_handler = g_signal_connect (game, "position-changed",
                                               G_CALLBACK (position_changed_cb), self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
  follow_position (self);
}

static void
drop_analysis (ChessAnalysisPanel *self)
{
  cancel_start (self);
  self->engine_asked = FALSE;
  if (!self->analysis)
    return;
  chess_analysis_stop (self->analysis);
  g_signal_handlers_disconnect_by_data (self->analysis, self);
  g_clear_object (&self->analysis);
}

void
chess_analysis_panel_set_engine (ChessAnalysisPanel *self, ChessEngine *engine)
{
  g_return_if_fail (CHESS_IS_ANALYSIS_PANEL (self));
  g_return_if_fail (engine == NULL || CHESS_IS_ENGINE (engine));

  if (engine == self->engine)
    return;
  drop_analysis (self);
  g_set_object (&self->engine, engine);
  if (engine)
    {
      self->analysis = chess_analysis_new (engine);
      chess_analysis_set_lines (self->analysis, 3);
      g_object_bind_property (self->analysis, "lines", self->lines_spin, "value",
                              G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
      g_signal_connect (self->analysis, "updated", G_CALLBACK (updated_cb), self);
      g_signal_connect (self->analysis, "failed", G_CALLBACK (failed_cb), self);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ENGINE]);
  follow_position (self);
}

ChessAnalysis *
chess_analysis_panel_get_analysis (ChessAnalysisPanel *self)
{
  g_return_val_if_fail (CHESS_IS_ANALYSIS_PANEL (self), NULL);

  return self->analysis;
}

void
chess_analysis_panel_set_active (ChessAnalysisPanel *self, gboolean active)
{
  g_return_if_fail (CHESS_IS_ANALYSIS_PANEL (self));

  active = !!active;
  if (active == self->active)
    return;
  self->active = active;
  if (active && !self->openings && !self->loading)
    {
      self->loading = g_cancellable_new ();
      chess_opening_table_load_default_async (self->loading, openings_loaded_cb, self);
    }
  if (active)
    follow_position (self);
  else if (self->analysis)
    {
      cancel_start (self);
      chess_analysis_stop (self->analysis);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ACTIVE]);
}

const char *
chess_analysis_panel_get_opening_text (ChessAnalysisPanel *self)
{
  g_return_val_if_fail (CHESS_IS_ANALYSIS_PANEL (self), "");

  return gtk_label_get_text (GTK_LABEL (self->opening_label));
}

const char *
chess_analysis_panel_get_status_text (ChessAnalysisPanel *self)
{
  g_return_val_if_fail (CHESS_IS_ANALYSIS_PANEL (self), "");

  return gtk_label_get_text (GTK_LABEL (self->status_label));
}

GtkWidget *
chess_analysis_panel_get_line_label (ChessAnalysisPanel *self, guint line)
{
  g_return_val_if_fail (CHESS_IS_ANALYSIS_PANEL (self), NULL);

  if (line >= CHESS_ANALYSIS_MAX_LINES || !gtk_widget_get_visible (self->rows[line].row))
    return NULL;
  return self->rows[line].moves_label;
}

guint
chess_analysis_panel_get_n_book_moves (ChessAnalysisPanel *self)
{
  guint n = 0;

  g_return_val_if_fail (CHESS_IS_ANALYSIS_PANEL (self), 0);

  for (GtkWidget *child = gtk_widget_get_first_child (self->book_list); child;
       child = gtk_widget_get_next_sibling (child))
    n += GTK_IS_LIST_BOX_ROW (child);
  return n;
}

/* ---- object ---- */

static void
chess_analysis_panel_dispose (GObject *object)
{
  ChessAnalysisPanel *self = CHESS_ANALYSIS_PANEL (object);

  if (self->loading)
    {
      g_cancellable_cancel (self->loading);
      g_clear_object (&self->loading);
    }
  if (self->game)
    g_clear_signal_handler (&self->position_handler, self->game);
  g_clear_object (&self->game);
  drop_analysis (self);
  g_clear_object (&self->engine);
  g_clear_pointer (&self->book, chess_book_free);
  gtk_widget_dispose_template (GTK_WIDGET (self), CHESS_TYPE_ANALYSIS_PANEL);

  G_OBJECT_CLASS (chess_analysis_panel_parent_class)->dispose (object);
}

static void
chess_analysis_panel_finalize (GObject *object)
{
  ChessAnalysisPanel *self = CHESS_ANALYSIS_PANEL (object);

  g_array_unref (self->path);
  g_free (self->book_path);

  G_OBJECT_CLASS (chess_analysis_panel_parent_class)->finalize (object);
}

static void
chess_analysis_panel_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  ChessAnalysisPanel *self = CHESS_ANALYSIS_PANEL (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_ENGINE:
      g_value_set_object (value, self->engine);
      break;
    case PROP_ACTIVE:
      g_value_set_boolean (value, self->active);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_analysis_panel_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  ChessAnalysisPanel *self = CHESS_ANALYSIS_PANEL (object);

  switch (prop_id)
    {
    case PROP_GAME:
      chess_analysis_panel_set_game (self, g_value_get_object (value));
      break;
    case PROP_ENGINE:
      chess_analysis_panel_set_engine (self, g_value_get_object (value));
      break;
    case PROP_ACTIVE:
      chess_analysis_panel_set_active (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_analysis_panel_class_init (ChessAnalysisPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = chess_analysis_panel_dispose;
  object_class->finalize = chess_analysis_panel_finalize;
  object_class->get_property = chess_analysis_panel_get_property;
  object_class->set_property = chess_analysis_panel_set_property;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, CHESS_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ENGINE] =
    g_param_spec_object ("engine", NULL, NULL, CHESS_TYPE_ENGINE,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ACTIVE] =
    g_param_spec_boolean ("active", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[PREVIEW] =
    g_signal_new ("preview", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_POINTER, G_TYPE_UINT);
  signals[PREVIEW_END] =
    g_signal_new ("preview-end", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[LINE_CHOSEN] =
    g_signal_new ("line-chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_POINTER, G_TYPE_UINT);

  /* the room's own resources: referenced, so that the linker keeps them */
  (void) chess_window_get_resource ();

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/com/example/Chess/ui/chess-analysis-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, ChessAnalysisPanel, box);
  gtk_widget_class_bind_template_child (widget_class, ChessAnalysisPanel, opening_label);
  gtk_widget_class_bind_template_child (widget_class, ChessAnalysisPanel, stack);
  gtk_widget_class_bind_template_child (widget_class, ChessAnalysisPanel, lines_box);
  gtk_widget_class_bind_template_child (widget_class, ChessAnalysisPanel, status_label);
  gtk_widget_class_bind_template_child (widget_class, ChessAnalysisPanel, lines_spin);
  gtk_widget_class_bind_template_child (widget_class, ChessAnalysisPanel, book_list);
  gtk_widget_class_bind_template_callback (widget_class, book_row_activated_cb);
  gtk_widget_class_set_css_name (widget_class, "analysispanel");
}

static void
chess_analysis_panel_init (ChessAnalysisPanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  chess_spin_button_localize (GTK_SPIN_BUTTON (self->lines_spin));
  self->path = g_array_new (FALSE, FALSE, sizeof (ChessMove));
  chess_move_letters_english (&self->letters);
  chess_position_set_start (&self->shown);

  for (guint i = 0; i < CHESS_ANALYSIS_MAX_LINES; i++)
    {
      LineRow *row = &self->rows[i];
      GtkEventController *motion;

      row->row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
      row->eval_label = gtk_label_new (NULL);
      gtk_label_set_width_chars (GTK_LABEL (row->eval_label), 6);
      gtk_label_set_xalign (GTK_LABEL (row->eval_label), 1);
      gtk_widget_set_valign (row->eval_label, GTK_ALIGN_START);
      gtk_widget_set_margin_top (row->eval_label, 2);
      gtk_widget_add_css_class (row->eval_label, "heading");
      gtk_widget_add_css_class (row->eval_label, "numeric");
      row->moves_label = gtk_label_new (NULL);
      /* One line, whatever the line's length: the panel keeps its height
       * while the engine deepens, nothing jumps under the pointer, and
       * the moves and the review under the panel keep their room. */
      gtk_label_set_single_line_mode (GTK_LABEL (row->moves_label), TRUE);
      gtk_label_set_ellipsize (GTK_LABEL (row->moves_label), PANGO_ELLIPSIZE_END);
      gtk_label_set_xalign (GTK_LABEL (row->moves_label), 0);
      gtk_widget_set_margin_top (row->moves_label, 2);
      gtk_widget_set_hexpand (row->moves_label, TRUE);
      gtk_widget_add_css_class (row->moves_label, "analysis-line");
      g_object_set_data (G_OBJECT (row->moves_label), "chess-line", GINT_TO_POINTER (i));
      g_signal_connect (row->moves_label, "activate-link", G_CALLBACK (activate_link_cb), self);
      motion = gtk_event_controller_motion_new ();
      g_signal_connect (motion, "motion", G_CALLBACK (motion_cb), self);
      g_signal_connect (motion, "leave", G_CALLBACK (leave_cb), self);
      gtk_widget_add_controller (row->moves_label, motion);
      gtk_box_append (GTK_BOX (row->row), row->eval_label);
      gtk_box_append (GTK_BOX (row->row), row->moves_label);
      gtk_widget_set_visible (row->row, FALSE);
      row->n_moves = -1;
      row->hovered = -1;
      gtk_box_append (GTK_BOX (self->lines_box), row->row);
    }
}

GtkWidget *
chess_analysis_panel_new (void)
{
  return g_object_new (CHESS_TYPE_ANALYSIS_PANEL, NULL);
}
