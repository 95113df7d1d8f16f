/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-optional-bin.c — see chess-optional-bin.h */
#include "config.h"

#include "chess-optional-bin.h"

struct _ChessOptionalBin
{
  GtkWidget parent_instance;
  GtkWidget *child;
};

G_DEFINE_FINAL_TYPE (ChessOptionalBin, chess_optional_bin, GTK_TYPE_WIDGET)

enum { PROP_0, PROP_CHILD, N_PROPS };
static GParamSpec *properties[N_PROPS];

static void
chess_optional_bin_measure (GtkWidget      *widget,
                            GtkOrientation  orientation,
                            int             for_size,
                            int            *minimum,
                            int            *natural,
                            int            *minimum_baseline,
                            int            *natural_baseline)
{
  ChessOptionalBin *self = CHESS_OPTIONAL_BIN (widget);

  *minimum = *natural = 0;
  if (self->child == NULL || !gtk_widget_get_visible (self->child))
    return;
  /* its height whether it shows or not: the header keeps its height */
  gtk_widget_measure (self->child, orientation, orientation == GTK_ORIENTATION_VERTICAL ? -1 : for_size,
                      minimum, natural, minimum_baseline, natural_baseline);
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    *minimum = 0;
}

static void
chess_optional_bin_size_allocate (GtkWidget *widget,
                                  int        width,
                                  int        height,
                                  int        baseline)
{
  ChessOptionalBin *self = CHESS_OPTIONAL_BIN (widget);
  int min_width;

  if (self->child == NULL || !gtk_widget_get_visible (self->child))
    return;
  gtk_widget_measure (self->child, GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
  /* out of sight (unmapped: not drawn, not focused, not read) when it
   * does not fit; its allocation its least, whole, all the same */
  gtk_widget_set_child_visible (self->child, width >= min_width);
  gtk_widget_allocate (self->child, MAX (width, min_width), height, baseline, NULL);
}

static GtkSizeRequestMode
chess_optional_bin_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_CONSTANT_SIZE;
}

static void
chess_optional_bin_dispose (GObject *object)
{
  chess_optional_bin_set_child (CHESS_OPTIONAL_BIN (object), NULL);
  G_OBJECT_CLASS (chess_optional_bin_parent_class)->dispose (object);
}

static void
chess_optional_bin_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_CHILD:
      g_value_set_object (value, CHESS_OPTIONAL_BIN (object)->child);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_optional_bin_set_property (GObject      *object,
                                 guint         prop_id,
                                 const GValue *value,
                                 GParamSpec   *pspec)
{
  switch (prop_id)
    {
    case PROP_CHILD:
      chess_optional_bin_set_child (CHESS_OPTIONAL_BIN (object), g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_optional_bin_class_init (ChessOptionalBinClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = chess_optional_bin_dispose;
  object_class->get_property = chess_optional_bin_get_property;
  object_class->set_property = chess_optional_bin_set_property;
  widget_class->measure = chess_optional_bin_measure;
  widget_class->size_allocate = chess_optional_bin_size_allocate;
  widget_class->get_request_mode = chess_optional_bin_get_request_mode;

  properties[PROP_CHILD] = g_param_spec_object ("child", NULL, NULL, GTK_TYPE_WIDGET,
                                                G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
chess_optional_bin_init (ChessOptionalBin *self)
{
}

GtkWidget *
chess_optional_bin_new (void)
{
  return g_object_new (CHESS_TYPE_OPTIONAL_BIN, NULL);
}

void
chess_optional_bin_set_child (ChessOptionalBin *self,
                              GtkWidget        *child)
{
  g_return_if_fail (CHESS_IS_OPTIONAL_BIN (self));
  g_return_if_fail (child == NULL || GTK_IS_WIDGET (child));

  if (self->child == child)
    return;
  g_clear_pointer (&self->child, gtk_widget_unparent);
  if (child != NULL)
    {
      self->child = child;
      gtk_widget_set_parent (child, GTK_WIDGET (self));
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CHILD]);
}

GtkWidget *
chess_optional_bin_get_child (ChessOptionalBin *self)
{
  g_return_val_if_fail (CHESS_IS_OPTIONAL_BIN (self), NULL);
  return self->child;
}
