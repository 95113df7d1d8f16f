/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-eval-graph.c — the curve of White's winning share over the game,
 * drawn with cairo: White's area light below the curve, Black's dark above
 * it, a midline, and the current ply as a vertical line.  Plies are spread
 * evenly over the width; a click (or tap) activates the nearest ply. */
#include "config.h"

#include "chess-eval-graph.h"

#include <glib/gi18n.h>

#define GRAPH_HEIGHT 80
#define MARK_RADIUS 3.5

struct _ChessEvalGraph {
  GtkWidget parent_instance;

  GArray *evals;          /* ChessEval for plies 0..n_plies */
  GArray *marks;          /* guint8 ChessEvalGraphMark for plies 0..n_plies */
  guint current_ply;
};

G_DEFINE_FINAL_TYPE (ChessEvalGraph, chess_eval_graph, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_N_PLIES,
  PROP_CURRENT_PLY,
  N_PROPS
};

enum {
  PLY_ACTIVATED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

guint
chess_eval_graph_get_n_plies (ChessEvalGraph *self)
{
  g_return_val_if_fail (CHESS_IS_EVAL_GRAPH (self), 0);

  return self->evals->len - 1;
}

void
chess_eval_graph_set_n_plies (ChessEvalGraph *self, guint n_plies)
{
  g_return_if_fail (CHESS_IS_EVAL_GRAPH (self));

  if (n_plies == chess_eval_graph_get_n_plies (self))
    return;
  /* New plies start unknown (the array clears what it adds). */
  g_array_set_size (self->evals, n_plies + 1);
  g_array_set_size (self->marks, n_plies + 1);
  self->current_ply = MIN (self->current_ply, n_plies);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_PLIES]);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
chess_eval_graph_set_eval (ChessEvalGraph *self, guint ply, ChessEval eval)
{
  g_return_if_fail (CHESS_IS_EVAL_GRAPH (self));
  g_return_if_fail (ply < self->evals->len);

  g_array_index (self->evals, ChessEval, ply) = eval;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
chess_eval_graph_set_mark (ChessEvalGraph *self, guint ply, ChessEvalGraphMark mark)
{
  g_return_if_fail (CHESS_IS_EVAL_GRAPH (self));
  g_return_if_fail (ply < self->marks->len);

  if (g_array_index (self->marks, guint8, ply) == (guint8) mark)
    return;
  g_array_index (self->marks, guint8, ply) = (guint8) mark;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

ChessEvalGraphMark
chess_eval_graph_get_mark (ChessEvalGraph *self, guint ply)
{
  g_return_val_if_fail (CHESS_IS_EVAL_GRAPH (self), CHESS_EVAL_GRAPH_MARK_NONE);
  g_return_val_if_fail (ply < self->marks->len, CHESS_EVAL_GRAPH_MARK_NONE);

  return (ChessEvalGraphMark) g_array_index (self->marks, guint8, ply);
}

void
chess_eval_graph_mark_color (ChessEvalGraphMark mark, GdkRGBA *color)
{
  /* lichess's: blue ?!, orange ?, red ?? */
  static const GdkRGBA colors[] = {
    { 0, 0, 0, 0 },
    { 0x56 / 255.0, 0xb4 / 255.0, 0xe9 / 255.0, 1 },
    { 0xe6 / 255.0, 0x9f / 255.0, 0x00 / 255.0, 1 },
    { 0xdf / 255.0, 0x53 / 255.0, 0x53 / 255.0, 1 },
  };

  g_return_if_fail (color != NULL);
  *color = colors[MIN ((guint) mark, G_N_ELEMENTS (colors) - 1)];
}

void
chess_eval_graph_set_current_ply (ChessEvalGraph *self, guint ply)
{
  g_return_if_fail (CHESS_IS_EVAL_GRAPH (self));

  ply = MIN (ply, chess_eval_graph_get_n_plies (self));
  if (ply == self->current_ply)
    return;
  self->current_ply = ply;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CURRENT_PLY]);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

guint
chess_eval_graph_get_current_ply (ChessEvalGraph *self)
{
  g_return_val_if_fail (CHESS_IS_EVAL_GRAPH (self), 0);

  return self->current_ply;
}

double
chess_eval_graph_get_share (ChessEvalGraph *self, guint ply)
{
  ChessEval eval;

  g_return_val_if_fail (CHESS_IS_EVAL_GRAPH (self), 0.5);
  g_return_val_if_fail (ply < self->evals->len, 0.5);

  eval = g_array_index (self->evals, ChessEval, ply);
  switch (eval.kind)
    {
    case CHESS_EVAL_MATE:
    case CHESS_EVAL_CHECKMATE:
      return eval.value > 0 ? 1.0 : 0.0;   /* mates at the edges */
    case CHESS_EVAL_CP:
      return chess_eval_win_percent (eval) / 100.0;
    case CHESS_EVAL_NONE:
    default:
      return 0.5;
    }
}

static double
ply_x (ChessEvalGraph *self, guint ply, int width)
{
  guint n = chess_eval_graph_get_n_plies (self);

  return n == 0 ? width / 2.0 : (double) ply * width / n;
}

guint
chess_eval_graph_ply_at (ChessEvalGraph *self, double x)
{
  int width = gtk_widget_get_width (GTK_WIDGET (self));
  guint n;
  double ply;

  g_return_val_if_fail (CHESS_IS_EVAL_GRAPH (self), 0);

  n = chess_eval_graph_get_n_plies (self);
  if (width <= 0 || n == 0)
    return 0;
  /* In a right-to-left language the game runs from the right. */
  if (gtk_widget_get_direction (GTK_WIDGET (self)) == GTK_TEXT_DIR_RTL)
    x = width - x;
  ply = x * n / width + 0.5;
  return (guint) CLAMP (ply, 0.0, (double) n);
}

static void
chess_eval_graph_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  ChessEvalGraph *self = CHESS_EVAL_GRAPH (widget);
  int width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  gboolean rtl = gtk_widget_get_direction (widget) == GTK_TEXT_DIR_RTL;
  GdkRGBA black = { 0.24, 0.24, 0.25, 1 }, white = { 0.95, 0.95, 0.94, 1 };
  GdkRGBA midline = { 0.5, 0.5, 0.5, 0.6 }, current = { 0.21, 0.52, 0.89, 1 };
  guint n = chess_eval_graph_get_n_plies (self);
  cairo_t *cr;

  if (width <= 0 || height <= 0)
    return;
  gtk_snapshot_append_color (snapshot, &black, &GRAPHENE_RECT_INIT (0, 0, width, height));

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  if (rtl)
    {
      cairo_translate (cr, width, 0);
      cairo_scale (cr, -1, 1);
    }
  /* White's area: from the bottom up to the curve, over the plies known. */
  cairo_move_to (cr, 0, height);
  for (guint ply = 0; ply <= n; ply++)
    cairo_line_to (cr, ply_x (self, ply, width), height * (1.0 - chess_eval_graph_get_share (self, ply)));
  cairo_line_to (cr, ply_x (self, n, width), height);
  cairo_close_path (cr);
  gdk_cairo_set_source_rgba (cr, &white);
  cairo_fill (cr);

  cairo_set_line_width (cr, 1);
  gdk_cairo_set_source_rgba (cr, &midline);
  cairo_move_to (cr, 0, height / 2.0);
  cairo_line_to (cr, width, height / 2.0);
  cairo_stroke (cr);

  cairo_set_line_width (cr, 2);
  gdk_cairo_set_source_rgba (cr, &current);
  cairo_move_to (cr, ply_x (self, self->current_ply, width), 0);
  cairo_line_to (cr, ply_x (self, self->current_ply, width), height);
  cairo_stroke (cr);

  /* The judged moves as dots on the curve, outlined to stand out on
   * either side's area. */
  for (guint ply = 1; ply <= n; ply++)
    {
      ChessEvalGraphMark mark = chess_eval_graph_get_mark (self, ply);
      double y = height * (1.0 - chess_eval_graph_get_share (self, ply));
      GdkRGBA color;

      if (mark == CHESS_EVAL_GRAPH_MARK_NONE)
        continue;
      chess_eval_graph_mark_color (mark, &color);
      y = CLAMP (y, MARK_RADIUS + 1, height - MARK_RADIUS - 1);
      cairo_new_path (cr);
      cairo_arc (cr, ply_x (self, ply, width), y, MARK_RADIUS, 0, 2 * G_PI);
      gdk_cairo_set_source_rgba (cr, &color);
      cairo_fill_preserve (cr);
      cairo_set_line_width (cr, 1);
      gdk_cairo_set_source_rgba (cr, &black);
      cairo_stroke (cr);
    }
  cairo_destroy (cr);
}

static void
chess_eval_graph_measure (GtkWidget *widget, GtkOrientation orientation, int for_size,
                          int *minimum, int *natural, int *minimum_baseline, int *natural_baseline)
{
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    *minimum = *natural = 120;
  else
    *minimum = *natural = GRAPH_HEIGHT;
}

static void
pressed_cb (GtkGestureClick *gesture, int n_press, double x, double y, ChessEvalGraph *self)
{
  if (chess_eval_graph_get_n_plies (self) == 0)
    return;
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
  g_signal_emit (self, signals[PLY_ACTIVATED], 0, chess_eval_graph_ply_at (self, x));
}

static void
chess_eval_graph_finalize (GObject *object)
{
  ChessEvalGraph *self = CHESS_EVAL_GRAPH (object);

  g_array_unref (self->evals);
  g_array_unref (self->marks);

  G_OBJECT_CLASS (chess_eval_graph_parent_class)->finalize (object);
}

static void
chess_eval_graph_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  ChessEvalGraph *self = CHESS_EVAL_GRAPH (object);

  switch (prop_id)
    {
    case PROP_N_PLIES:
      g_value_set_uint (value, chess_eval_graph_get_n_plies (self));
      break;
    case PROP_CURRENT_PLY:
      g_value_set_uint (value, self->current_ply);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_eval_graph_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  ChessEvalGraph *self = CHESS_EVAL_GRAPH (object);

  switch (prop_id)
    {
    case PROP_N_PLIES:
      chess_eval_graph_set_n_plies (self, g_value_get_uint (value));
      break;
    case PROP_CURRENT_PLY:
      chess_eval_graph_set_current_ply (self, g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_eval_graph_class_init (ChessEvalGraphClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = chess_eval_graph_finalize;
  object_class->get_property = chess_eval_graph_get_property;
  object_class->set_property = chess_eval_graph_set_property;
  widget_class->snapshot = chess_eval_graph_snapshot;
  widget_class->measure = chess_eval_graph_measure;

  properties[PROP_N_PLIES] =
    g_param_spec_uint ("n-plies", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CURRENT_PLY] =
    g_param_spec_uint ("current-ply", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[PLY_ACTIVATED] =
    g_signal_new ("ply-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);

  gtk_widget_class_set_css_name (widget_class, "evalgraph");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
chess_eval_graph_init (ChessEvalGraph *self)
{
  GtkGesture *click = gtk_gesture_click_new ();

  self->evals = g_array_new (FALSE, TRUE, sizeof (ChessEval));
  g_array_set_size (self->evals, 1);
  self->marks = g_array_new (FALSE, TRUE, sizeof (guint8));
  g_array_set_size (self->marks, 1);
  g_signal_connect (click, "pressed", G_CALLBACK (pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Evaluation graph"), -1);
}

GtkWidget *
chess_eval_graph_new (void)
{
  return g_object_new (CHESS_TYPE_EVAL_GRAPH, NULL);
}
