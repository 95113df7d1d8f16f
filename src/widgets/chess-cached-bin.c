/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-cached-bin.c — see chess-cached-bin.h.
 *
 * The child's render node is GTK's own cache: while nothing in the child
 * asks to be drawn again, each snapshot hands back the very same node.  So
 * the bin compares the node it gets with the last one: a node seen twice
 * in a row has stood still, and is drawn into an image (once) that stands
 * in for it until the child draws something else.  The frame in which the
 * child changes shows its own nodes (GTK then repaints only what changed);
 * an idle callback asks for one more frame, in which the image takes over.
 *
 * Drawing into an image and then onto the window equals drawing onto the
 * window but for text with subpixel antialiasing (an image with alpha
 * cannot keep a colour fringe per channel): with that setting the bin
 * steps aside. */
#include "config.h"

#include "chess-cached-bin.h"

#include <math.h>

struct _ChessCachedBin
{
  GtkWidget parent_instance;

  GtkWidget *child;
  GskRenderNode *source;   /* the child's last drawing */
  GskRenderNode *flat;     /* the same as one image, once it stood still */
  int flat_scale;
  guint flatten_count;
  gboolean is_flat;
  guint follow_up_id;      /* idle: one more frame, to draw the image */
};

static void chess_cached_bin_buildable_init (GtkBuildableIface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (ChessCachedBin, chess_cached_bin, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (GTK_TYPE_BUILDABLE, chess_cached_bin_buildable_init))

enum {
  PROP_0,
  PROP_CHILD,
  N_PROPS
};
static GParamSpec *props[N_PROPS];

static GtkBuildableIface *parent_buildable_iface;

static void
forget (ChessCachedBin *self)
{
  g_clear_pointer (&self->source, gsk_render_node_unref);
  g_clear_pointer (&self->flat, gsk_render_node_unref);
  self->is_flat = FALSE;
}

/* The same drawing: the same node, or the same node moved the same way. */
static gboolean
same_drawing (GskRenderNode *a, GskRenderNode *b)
{
  if (a == b)
    return TRUE;
  if (gsk_render_node_get_node_type (a) != GSK_TRANSFORM_NODE
      || gsk_render_node_get_node_type (b) != GSK_TRANSFORM_NODE)
    return FALSE;
  return gsk_transform_node_get_child (a) == gsk_transform_node_get_child (b)
         && gsk_transform_equal (gsk_transform_node_get_transform (a), gsk_transform_node_get_transform (b));
}

/* node drawn into an image of its bounds in device pixels, painted by a
 * cairo node (which records the image, without copying it). */
static GskRenderNode *
flatten (GskRenderNode *node, int scale)
{
  graphene_rect_t bounds;
  double x0, y0, x1, y1;
  cairo_surface_t *image;
  GskRenderNode *flat;
  cairo_t *cr;

  gsk_render_node_get_bounds (node, &bounds);
  x0 = floor (bounds.origin.x);
  y0 = floor (bounds.origin.y);
  x1 = ceil (bounds.origin.x + bounds.size.width);
  y1 = ceil (bounds.origin.y + bounds.size.height);
  if (x1 <= x0 || y1 <= y0)
    return NULL;
  image = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, (int) (x1 - x0) * scale, (int) (y1 - y0) * scale);
  cairo_surface_set_device_scale (image, scale, scale);
  cr = cairo_create (image);
  cairo_translate (cr, -x0, -y0);
  gsk_render_node_draw (node, cr);
  cairo_destroy (cr);

  flat = gsk_cairo_node_new (&GRAPHENE_RECT_INIT (x0, y0, x1 - x0, y1 - y0));
  cr = gsk_cairo_node_get_draw_context (flat);
  cairo_set_source_surface (cr, image, x0, y0);
  cairo_paint (cr);
  cairo_destroy (cr);
  cairo_surface_destroy (image);
  return flat;
}

static gboolean
follow_up (gpointer data)
{
  ChessCachedBin *self = data;

  self->follow_up_id = 0;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  return G_SOURCE_REMOVE;
}

static gboolean
subpixel_text (GtkWidget *widget)
{
  const cairo_font_options_t *options = pango_cairo_context_get_font_options (gtk_widget_get_pango_context (widget));

  return options != NULL && cairo_font_options_get_antialias (options) == CAIRO_ANTIALIAS_SUBPIXEL;
}

static gboolean
cairo_renderer (GtkWidget *widget)
{
  GtkNative *native = gtk_widget_get_native (widget);

  return native != NULL && GSK_IS_CAIRO_RENDERER (gtk_native_get_renderer (native));
}

static void
chess_cached_bin_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  ChessCachedBin *self = CHESS_CACHED_BIN (widget);
  int scale = gtk_widget_get_scale_factor (widget);
  GtkSnapshot *inner;
  GskRenderNode *node;

  if (self->child == NULL)
    return;
  if (!cairo_renderer (widget) || subpixel_text (widget))
    {
      forget (self);
      gtk_widget_snapshot_child (widget, self->child, snapshot);
      return;
    }

  inner = gtk_snapshot_new ();
  gtk_widget_snapshot_child (widget, self->child, inner);
  node = gtk_snapshot_free_to_node (inner);
  if (node == NULL)
    {
      forget (self);
      return;
    }
  if (self->source != NULL && same_drawing (self->source, node) && self->flat_scale == scale)
    {
      if (self->flat == NULL)
        {
          self->flat = flatten (node, scale);
          self->flatten_count++;
        }
      gsk_render_node_unref (node);
      self->is_flat = self->flat != NULL;
      if (self->flat != NULL)
        gtk_snapshot_append_node (snapshot, self->flat);
      else
        gtk_snapshot_append_node (snapshot, self->source);
      return;
    }
  forget (self);
  self->source = node;
  self->flat_scale = scale;
  gtk_snapshot_append_node (snapshot, node);
  if (self->follow_up_id == 0)
    self->follow_up_id = g_idle_add_full (G_PRIORITY_LOW, follow_up, self, NULL);
}

/* ---- the child ---------------------------------------------------------- */

void
chess_cached_bin_set_child (ChessCachedBin *self, GtkWidget *child)
{
  g_return_if_fail (CHESS_IS_CACHED_BIN (self));
  g_return_if_fail (child == NULL || GTK_IS_WIDGET (child));

  if (self->child == child)
    return;
  if (self->child != NULL)
    gtk_widget_unparent (self->child);
  self->child = child;
  forget (self);
  if (child != NULL)
    gtk_widget_set_parent (child, GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_CHILD]);
}

GtkWidget *
chess_cached_bin_get_child (ChessCachedBin *self)
{
  g_return_val_if_fail (CHESS_IS_CACHED_BIN (self), NULL);
  return self->child;
}

guint
chess_cached_bin_get_flatten_count (ChessCachedBin *self)
{
  g_return_val_if_fail (CHESS_IS_CACHED_BIN (self), 0);
  return self->flatten_count;
}

gboolean
chess_cached_bin_is_flat (ChessCachedBin *self)
{
  g_return_val_if_fail (CHESS_IS_CACHED_BIN (self), FALSE);
  return self->is_flat;
}

static void
chess_cached_bin_buildable_add_child (GtkBuildable *buildable,
                                      GtkBuilder   *builder,
                                      GObject      *child,
                                      const char   *type)
{
  if (GTK_IS_WIDGET (child))
    chess_cached_bin_set_child (CHESS_CACHED_BIN (buildable), GTK_WIDGET (child));
  else
    parent_buildable_iface->add_child (buildable, builder, child, type);
}

static void
chess_cached_bin_buildable_init (GtkBuildableIface *iface)
{
  parent_buildable_iface = g_type_interface_peek_parent (iface);
  iface->add_child = chess_cached_bin_buildable_add_child;
}

/* ---- life cycle --------------------------------------------------------- */

/* Expands as its child does, like any bin. */
static void
chess_cached_bin_compute_expand (GtkWidget *widget, gboolean *hexpand, gboolean *vexpand)
{
  GtkWidget *child = CHESS_CACHED_BIN (widget)->child;

  *hexpand = child != NULL && gtk_widget_compute_expand (child, GTK_ORIENTATION_HORIZONTAL);
  *vexpand = child != NULL && gtk_widget_compute_expand (child, GTK_ORIENTATION_VERTICAL);
}

static void
chess_cached_bin_unrealize (GtkWidget *widget)
{
  /* the next renderer may be another */
  forget (CHESS_CACHED_BIN (widget));
  GTK_WIDGET_CLASS (chess_cached_bin_parent_class)->unrealize (widget);
}

static void
chess_cached_bin_get_property (GObject *object, guint id, GValue *value, GParamSpec *pspec)
{
  ChessCachedBin *self = CHESS_CACHED_BIN (object);

  switch (id)
    {
    case PROP_CHILD: g_value_set_object (value, self->child); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, id, pspec);
    }
}

static void
chess_cached_bin_set_property (GObject *object, guint id, const GValue *value, GParamSpec *pspec)
{
  ChessCachedBin *self = CHESS_CACHED_BIN (object);

  switch (id)
    {
    case PROP_CHILD: chess_cached_bin_set_child (self, g_value_get_object (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, id, pspec);
    }
}

static void
chess_cached_bin_dispose (GObject *object)
{
  ChessCachedBin *self = CHESS_CACHED_BIN (object);

  g_clear_handle_id (&self->follow_up_id, g_source_remove);
  forget (self);
  g_clear_pointer (&self->child, gtk_widget_unparent);
  G_OBJECT_CLASS (chess_cached_bin_parent_class)->dispose (object);
}

static void
chess_cached_bin_class_init (ChessCachedBinClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = chess_cached_bin_get_property;
  object_class->set_property = chess_cached_bin_set_property;
  object_class->dispose = chess_cached_bin_dispose;
  widget_class->snapshot = chess_cached_bin_snapshot;
  widget_class->unrealize = chess_cached_bin_unrealize;
  widget_class->compute_expand = chess_cached_bin_compute_expand;

  props[PROP_CHILD] = g_param_spec_object ("child", NULL, NULL, GTK_TYPE_WIDGET,
                                           G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, props);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "cachedbin");
}

static void
chess_cached_bin_init (ChessCachedBin *self)
{
}

GtkWidget *
chess_cached_bin_new (void)
{
  return g_object_new (CHESS_TYPE_CACHED_BIN, NULL);
}
