/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-eval-bar.c — two rectangles and a number.  The share is lichess's
 * winning percentage, so a pawn up moves the bar visibly and ten pawns up
 * barely more than five; a forced mate fills it.  It is a meter to
 * assistive technologies: 0–100, White's share, with the evaluation in
 * words. */
#include "config.h"

#include "chess-digits.h"
#include "chess-eval-bar.h"

#include <glib/gi18n.h>

#define BAR_WIDTH 20

struct _ChessEvalBar {
  GtkWidget parent_instance;

  ChessEval eval;
  gboolean flipped;
  PangoLayout *layout;     /* the number */
};

G_DEFINE_FINAL_TYPE (ChessEvalBar, chess_eval_bar, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_FLIPPED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

double
chess_eval_bar_get_white_share (ChessEvalBar *self)
{
  g_return_val_if_fail (CHESS_IS_EVAL_BAR (self), 0.5);

  switch (self->eval.kind)
    {
    case CHESS_EVAL_MATE:
    case CHESS_EVAL_CHECKMATE:
      return self->eval.value > 0 ? 1.0 : 0.0;
    case CHESS_EVAL_CP:
      return chess_eval_win_percent (self->eval) / 100.0;
    case CHESS_EVAL_NONE:
    default:
      return 0.5;
    }
}

static void
update_accessible (ChessEvalBar *self)
{
  g_autofree char *text = chess_eval_describe (self->eval);
  g_autofree char *words = NULL;

  if (self->eval.kind == CHESS_EVAL_NONE)
    words = g_strdup (_("No evaluation"));
  else if (self->eval.kind == CHESS_EVAL_CP)
    /* Translators: %s is an evaluation in pawns, "+0.32" or "−1.50". */
    words = g_strdup_printf (_("Evaluation %s"), text);
  else if (self->eval.kind == CHESS_EVAL_CHECKMATE)
    words = g_strdup (self->eval.value > 0 ? _("White has mated") : _("Black has mated"));
  else
    words = g_strdup_printf (self->eval.value > 0
                             ? g_dngettext (GETTEXT_PACKAGE, "White mates in %d move", "White mates in %d moves", ABS (self->eval.value))
                             : g_dngettext (GETTEXT_PACKAGE, "Black mates in %d move", "Black mates in %d moves", ABS (self->eval.value)),
                             ABS (self->eval.value));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, 100.0 * chess_eval_bar_get_white_share (self),
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, words,
                                  -1);
}

/* The bar is narrow: the number without its sign (the end it stands at
 * says whose it is), one decimal, none from ten pawns up. */
static void
format_short (ChessEval eval, char *out, gsize size)
{
  int magnitude = ABS (eval.value);

  if (eval.kind == CHESS_EVAL_CP && magnitude < 1000)
    g_snprintf (out, size, "%d.%d", (magnitude + 5) / 100, (magnitude + 5) / 10 % 10);
  else if (eval.kind == CHESS_EVAL_CP)
    g_snprintf (out, size, "%d", (magnitude + 50) / 100);
  else if (eval.kind == CHESS_EVAL_MATE)
    g_snprintf (out, size, "#%d", magnitude);
  else if (eval.kind == CHESS_EVAL_CHECKMATE)
    g_snprintf (out, size, "#");
  else
    out[0] = '\0';
}

void
chess_eval_bar_set_eval (ChessEvalBar *self, ChessEval eval)
{
  char text[16];
  g_autofree char *local = NULL;

  g_return_if_fail (CHESS_IS_EVAL_BAR (self));

  if (chess_eval_equal (eval, self->eval))
    return;
  self->eval = eval;
  format_short (eval, text, sizeof text);
  local = chess_digits_format_number (text);
  pango_layout_set_text (self->layout, local, -1);
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

ChessEval
chess_eval_bar_get_eval (ChessEvalBar *self)
{
  static const ChessEval none = { CHESS_EVAL_NONE, 0 };

  g_return_val_if_fail (CHESS_IS_EVAL_BAR (self), none);

  return self->eval;
}

const char *
chess_eval_bar_get_text (ChessEvalBar *self)
{
  g_return_val_if_fail (CHESS_IS_EVAL_BAR (self), "");

  return pango_layout_get_text (self->layout);
}

void
chess_eval_bar_set_flipped (ChessEvalBar *self, gboolean flipped)
{
  g_return_if_fail (CHESS_IS_EVAL_BAR (self));

  flipped = !!flipped;
  if (flipped == self->flipped)
    return;
  self->flipped = flipped;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FLIPPED]);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

gboolean
chess_eval_bar_get_flipped (ChessEvalBar *self)
{
  g_return_val_if_fail (CHESS_IS_EVAL_BAR (self), FALSE);

  return self->flipped;
}

static void
chess_eval_bar_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  ChessEvalBar *self = CHESS_EVAL_BAR (widget);
  int width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  double white = chess_eval_bar_get_white_share (self) * height;
  /* White's end is at the bottom, as on the board, unless flipped. */
  double white_top = self->flipped ? 0 : height - white;
  GdkRGBA light = { 0.95, 0.95, 0.94, 1 }, dark = { 0.24, 0.24, 0.25, 1 };
  gboolean white_leads = chess_eval_bar_get_white_share (self) >= 0.5;
  int text_width, text_height;
  double text_y;

  gtk_snapshot_append_color (snapshot, &dark, &GRAPHENE_RECT_INIT (0, 0, width, height));
  gtk_snapshot_append_color (snapshot, &light, &GRAPHENE_RECT_INIT (0, white_top, width, white));
  /* An outline, so that White's part stands out on a light window too. */
  {
    GskRoundedRect outline;
    GdkRGBA edge = { 0.5, 0.5, 0.5, 0.6 };

    gsk_rounded_rect_init_from_rect (&outline, &GRAPHENE_RECT_INIT (0, 0, width, height), 0);
    gtk_snapshot_append_border (snapshot, &outline, (float[4]) { 1, 1, 1, 1 },
                                (GdkRGBA[4]) { edge, edge, edge, edge });
  }

  if (self->eval.kind == CHESS_EVAL_NONE)
    return;
  /* The number at the leading side's end, in the other side's colour. */
  pango_layout_get_pixel_size (self->layout, &text_width, &text_height);
  text_y = (white_leads != self->flipped) ? height - text_height - 2 : 2;
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT ((width - text_width) / 2.0, text_y));
  gtk_snapshot_append_layout (snapshot, self->layout, white_leads ? &dark : &light);
  gtk_snapshot_restore (snapshot);
}

static void
chess_eval_bar_measure (GtkWidget *widget, GtkOrientation orientation, int for_size,
                        int *minimum, int *natural, int *minimum_baseline, int *natural_baseline)
{
  *minimum = *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? BAR_WIDTH : 4 * BAR_WIDTH;
}

static void
chess_eval_bar_css_changed (GtkWidget *widget, GtkCssStyleChange *change)
{
  ChessEvalBar *self = CHESS_EVAL_BAR (widget);

  GTK_WIDGET_CLASS (chess_eval_bar_parent_class)->css_changed (widget, change);
  pango_layout_context_changed (self->layout);
}

static void
chess_eval_bar_dispose (GObject *object)
{
  ChessEvalBar *self = CHESS_EVAL_BAR (object);

  g_clear_object (&self->layout);

  G_OBJECT_CLASS (chess_eval_bar_parent_class)->dispose (object);
}

static void
chess_eval_bar_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  ChessEvalBar *self = CHESS_EVAL_BAR (object);

  switch (prop_id)
    {
    case PROP_FLIPPED:
      g_value_set_boolean (value, self->flipped);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_eval_bar_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  ChessEvalBar *self = CHESS_EVAL_BAR (object);

  switch (prop_id)
    {
    case PROP_FLIPPED:
      chess_eval_bar_set_flipped (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_eval_bar_class_init (ChessEvalBarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = chess_eval_bar_dispose;
  object_class->get_property = chess_eval_bar_get_property;
  object_class->set_property = chess_eval_bar_set_property;
  widget_class->snapshot = chess_eval_bar_snapshot;
  widget_class->measure = chess_eval_bar_measure;
  widget_class->css_changed = chess_eval_bar_css_changed;

  properties[PROP_FLIPPED] =
    g_param_spec_boolean ("flipped", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "evalbar");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_METER);
}

static void
chess_eval_bar_init (ChessEvalBar *self)
{
  PangoAttrList *attributes = pango_attr_list_new ();

  self->layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), NULL);
  pango_attr_list_insert (attributes, pango_attr_scale_new (PANGO_SCALE_X_SMALL));
  pango_attr_list_insert (attributes, pango_attr_weight_new (PANGO_WEIGHT_BOLD));
  pango_layout_set_attributes (self->layout, attributes);
  pango_attr_list_unref (attributes);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Evaluation"),
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_MIN, 0.0,
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_MAX, 100.0,
                                  -1);
  update_accessible (self);
}

GtkWidget *
chess_eval_bar_new (void)
{
  return g_object_new (CHESS_TYPE_EVAL_BAR, NULL);
}
