/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-banner.c — see chess-banner.h
 *
 * The widget holds a revealer; the revealer a row of the text column, the
 * buttons beside it and the close button.  The buttons move from beside the
 * text to under it when the message gets long or the second one comes (a
 * flow box there, so that long labels in a narrow panel take two rows
 * rather than widen it).  The banner is invisible while hidden, so its
 * buttons are not in the focus chain nor read by a screen reader. */
#include "config.h"

#include "chess-banner.h"

#include <glib/gi18n.h>

struct _ChessBanner
{
  GtkWidget parent_instance;

  GtkWidget *revealer;
  GtkWidget *title_label;
  GtkWidget *text_label;
  GtkWidget *column;               /* the labels, an extra child, the buttons under them */
  GtkWidget *extra;
  GtkWidget *beside;               /* the buttons beside the text… */
  GtkWidget *below;                /* …or under it: update_arrangement() */
  GtkWidget *close_button;
  GPtrArray *buttons;
  GtkMessageType message_type;
  gboolean revealed;
};

static void chess_banner_buildable_init (GtkBuildableIface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (ChessBanner, chess_banner, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (GTK_TYPE_BUILDABLE, chess_banner_buildable_init))

static GtkBuildableIface *parent_buildable_iface;

enum {
  PROP_0,
  PROP_REVEALED,
  PROP_TITLE,
  PROP_TEXT,
  PROP_MESSAGE_TYPE,
  N_PROPS
};

enum {
  RESPONSE,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static const char *
type_class (GtkMessageType type)
{
  switch (type)
    {
    case GTK_MESSAGE_QUESTION:
      return "question";
    case GTK_MESSAGE_WARNING:
      return "warning";
    case GTK_MESSAGE_ERROR:
      return "error";
    case GTK_MESSAGE_INFO:
    case GTK_MESSAGE_OTHER:
    default:
      return "info";
    }
}

static void
on_child_revealed (ChessBanner *self)
{
  /* hidden once it has slid away */
  if (!self->revealed && !gtk_revealer_get_child_revealed (GTK_REVEALER (self->revealer)))
    gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}

static void
on_button_clicked (GtkWidget   *button,
                   ChessBanner *self)
{
  int response = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "chess-banner-response"));

  g_signal_emit (self, signals[RESPONSE], 0, response);
}

static void
on_close_clicked (ChessBanner *self)
{
  chess_banner_set_revealed (self, FALSE);
  g_signal_emit (self, signals[RESPONSE], 0, CHESS_BANNER_RESPONSE_CLOSE);
}

static void
set_label (GtkWidget  *label,
           const char *text)
{
  gtk_label_set_text (GTK_LABEL (label), text != NULL ? text : "");
  gtk_widget_set_visible (label, text != NULL && *text != '\0');
}

static GtkWidget *
wrapping_label (void)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_widget_set_visible (label, FALSE);
  return label;
}

/* Beside the text, one button of a short message; under it, two or more,
 * or one under a title and a text (a long message in a narrow column).
 * The flow box wraps each button in a child of its own, which need not
 * take the focus: the button does. */
static void
update_arrangement (ChessBanner *self)
{
  gboolean below = self->buttons->len >= 2
                   || (gtk_widget_get_visible (self->title_label) && gtk_widget_get_visible (self->text_label));

  for (guint i = 0; i < self->buttons->len; i++)
    {
      GtkWidget *button = g_ptr_array_index (self->buttons, i);
      GtkWidget *parent = gtk_widget_get_parent (button);
      gboolean is_below = parent != self->beside;

      if (parent != NULL && is_below == below)
        continue;
      g_object_ref (button);
      if (parent == self->beside)
        gtk_box_remove (GTK_BOX (self->beside), button);
      else if (parent != NULL)
        gtk_flow_box_remove (GTK_FLOW_BOX (self->below), parent);
      if (below)
        {
          gtk_flow_box_append (GTK_FLOW_BOX (self->below), button);
          gtk_widget_set_focusable (gtk_widget_get_parent (button), FALSE);
        }
      else
        gtk_box_append (GTK_BOX (self->beside), button);
      g_object_unref (button);
    }
  gtk_widget_set_visible (self->beside, self->buttons->len > 0 && !below);
  gtk_widget_set_visible (self->below, self->buttons->len > 0 && below);
}

static void
chess_banner_dispose (GObject *object)
{
  ChessBanner *self = CHESS_BANNER (object);

  g_clear_pointer (&self->revealer, gtk_widget_unparent);
  G_OBJECT_CLASS (chess_banner_parent_class)->dispose (object);
}

static void
chess_banner_finalize (GObject *object)
{
  ChessBanner *self = CHESS_BANNER (object);

  g_ptr_array_unref (self->buttons);
  G_OBJECT_CLASS (chess_banner_parent_class)->finalize (object);
}

static void
chess_banner_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  ChessBanner *self = CHESS_BANNER (object);

  switch (prop_id)
    {
    case PROP_REVEALED:
      g_value_set_boolean (value, self->revealed);
      break;
    case PROP_TITLE:
      g_value_set_string (value, chess_banner_get_title (self));
      break;
    case PROP_TEXT:
      g_value_set_string (value, chess_banner_get_text (self));
      break;
    case PROP_MESSAGE_TYPE:
      g_value_set_enum (value, self->message_type);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_banner_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  ChessBanner *self = CHESS_BANNER (object);

  switch (prop_id)
    {
    case PROP_REVEALED:
      chess_banner_set_revealed (self, g_value_get_boolean (value));
      break;
    case PROP_TITLE:
      chess_banner_set_title (self, g_value_get_string (value));
      break;
    case PROP_TEXT:
      chess_banner_set_text (self, g_value_get_string (value));
      break;
    case PROP_MESSAGE_TYPE:
      chess_banner_set_message_type (self, g_value_get_enum (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_banner_class_init (ChessBannerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = chess_banner_dispose;
  object_class->finalize = chess_banner_finalize;
  object_class->get_property = chess_banner_get_property;
  object_class->set_property = chess_banner_set_property;

  properties[PROP_REVEALED] =
    g_param_spec_boolean ("revealed", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_TITLE] =
    g_param_spec_string ("title", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_TEXT] =
    g_param_spec_string ("text", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_MESSAGE_TYPE] =
    g_param_spec_enum ("message-type", NULL, NULL, GTK_TYPE_MESSAGE_TYPE, GTK_MESSAGE_INFO,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* response (int id): a button was clicked; CHESS_BANNER_RESPONSE_CLOSE
   * for the close button. */
  signals[RESPONSE] = g_signal_new ("response", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                    NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "chessbanner");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_ALERT);
}

static void
chess_banner_init (ChessBanner *self)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *column = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);

  self->buttons = g_ptr_array_new ();
  self->message_type = GTK_MESSAGE_INFO;
  gtk_widget_add_css_class (GTK_WIDGET (self), type_class (self->message_type));
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);

  self->revealer = gtk_revealer_new ();
  gtk_revealer_set_transition_type (GTK_REVEALER (self->revealer), GTK_REVEALER_TRANSITION_TYPE_SLIDE_DOWN);
  gtk_widget_set_parent (self->revealer, GTK_WIDGET (self));
  g_signal_connect_swapped (self->revealer, "notify::child-revealed", G_CALLBACK (on_child_revealed), self);
  gtk_revealer_set_child (GTK_REVEALER (self->revealer), row);

  self->column = column;
  gtk_widget_set_hexpand (column, TRUE);
  gtk_widget_set_valign (column, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (row), column);
  self->title_label = wrapping_label ();
  gtk_widget_add_css_class (self->title_label, "heading");
  gtk_box_append (GTK_BOX (column), self->title_label);
  self->text_label = wrapping_label ();
  gtk_box_append (GTK_BOX (column), self->text_label);

  self->below = gtk_flow_box_new ();
  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (self->below), GTK_SELECTION_NONE);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (self->below), 6);
  gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (self->below), 6);
  gtk_widget_set_visible (self->below, FALSE);
  gtk_box_append (GTK_BOX (column), self->below);

  self->beside = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_widget_set_valign (self->beside, GTK_ALIGN_CENTER);
  gtk_widget_set_visible (self->beside, FALSE);
  gtk_box_append (GTK_BOX (row), self->beside);

  self->close_button = gtk_button_new_from_icon_name ("window-close-symbolic");
  gtk_widget_add_css_class (self->close_button, "close");
  gtk_widget_add_css_class (self->close_button, "flat");
  gtk_widget_set_valign (self->close_button, GTK_ALIGN_START);
  gtk_widget_set_tooltip_text (self->close_button, _("Close"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->close_button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Close"), -1);
  gtk_widget_set_visible (self->close_button, FALSE);
  gtk_box_append (GTK_BOX (row), self->close_button);
  g_signal_connect_swapped (self->close_button, "clicked", G_CALLBACK (on_close_clicked), self);
}

/* A <child> in a .ui file is the extra child. */
static void
chess_banner_buildable_add_child (GtkBuildable *buildable,
                                  GtkBuilder   *builder,
                                  GObject      *child,
                                  const char   *type)
{
  if (GTK_IS_WIDGET (child) && type == NULL)
    chess_banner_set_extra_child (CHESS_BANNER (buildable), GTK_WIDGET (child));
  else
    parent_buildable_iface->add_child (buildable, builder, child, type);
}

static void
chess_banner_buildable_init (GtkBuildableIface *iface)
{
  parent_buildable_iface = g_type_interface_peek_parent (iface);
  iface->add_child = chess_banner_buildable_add_child;
}

GtkWidget *
chess_banner_new (void)
{
  return g_object_new (CHESS_TYPE_BANNER, NULL);
}

void
chess_banner_set_message_type (ChessBanner    *self,
                               GtkMessageType  type)
{
  g_return_if_fail (CHESS_IS_BANNER (self));

  if (type == self->message_type)
    return;
  gtk_widget_remove_css_class (GTK_WIDGET (self), type_class (self->message_type));
  self->message_type = type;
  gtk_widget_add_css_class (GTK_WIDGET (self), type_class (type));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MESSAGE_TYPE]);
}

GtkMessageType
chess_banner_get_message_type (ChessBanner *self)
{
  g_return_val_if_fail (CHESS_IS_BANNER (self), GTK_MESSAGE_INFO);
  return self->message_type;
}

void
chess_banner_set_title (ChessBanner *self,
                        const char  *title)
{
  g_return_if_fail (CHESS_IS_BANNER (self));

  if (g_strcmp0 (title != NULL ? title : "", chess_banner_get_title (self)) == 0)
    return;
  set_label (self->title_label, title);
  update_arrangement (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TITLE]);
}

const char *
chess_banner_get_title (ChessBanner *self)
{
  g_return_val_if_fail (CHESS_IS_BANNER (self), NULL);
  return gtk_label_get_text (GTK_LABEL (self->title_label));
}

void
chess_banner_set_text (ChessBanner *self,
                       const char  *text)
{
  g_return_if_fail (CHESS_IS_BANNER (self));

  if (g_strcmp0 (text != NULL ? text : "", chess_banner_get_text (self)) == 0)
    return;
  set_label (self->text_label, text);
  update_arrangement (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TEXT]);
}

const char *
chess_banner_get_text (ChessBanner *self)
{
  g_return_val_if_fail (CHESS_IS_BANNER (self), NULL);
  return gtk_label_get_text (GTK_LABEL (self->text_label));
}

void
chess_banner_set_extra_child (ChessBanner *self,
                              GtkWidget   *child)
{
  g_return_if_fail (CHESS_IS_BANNER (self));
  g_return_if_fail (child == NULL || GTK_IS_WIDGET (child));

  if (child == self->extra)
    return;
  if (self->extra != NULL)
    gtk_box_remove (GTK_BOX (self->column), self->extra);
  self->extra = child;
  if (child != NULL)
    gtk_box_insert_child_after (GTK_BOX (self->column), child, self->text_label);
}

GtkWidget *
chess_banner_get_extra_child (ChessBanner *self)
{
  g_return_val_if_fail (CHESS_IS_BANNER (self), NULL);
  return self->extra;
}

void
chess_banner_set_text_selectable (ChessBanner *self,
                                  gboolean     selectable)
{
  g_return_if_fail (CHESS_IS_BANNER (self));
  gtk_label_set_selectable (GTK_LABEL (self->text_label), selectable);
}

GtkWidget *
chess_banner_add_button (ChessBanner *self,
                         const char  *label,
                         int          response,
                         const char  *css_class)
{
  GtkWidget *button;

  g_return_val_if_fail (CHESS_IS_BANNER (self), NULL);
  g_return_val_if_fail (label != NULL, NULL);

  button = gtk_button_new_with_mnemonic (label);
  if (css_class != NULL)
    gtk_widget_add_css_class (button, css_class);
  g_object_set_data (G_OBJECT (button), "chess-banner-response", GINT_TO_POINTER (response));
  g_signal_connect (button, "clicked", G_CALLBACK (on_button_clicked), self);
  g_ptr_array_add (self->buttons, button);
  update_arrangement (self);
  return button;
}

void
chess_banner_remove_buttons (ChessBanner *self)
{
  g_return_if_fail (CHESS_IS_BANNER (self));

  for (guint i = 0; i < self->buttons->len; i++)
    {
      GtkWidget *button = g_ptr_array_index (self->buttons, i);
      GtkWidget *parent = gtk_widget_get_parent (button);

      if (parent == self->beside)
        gtk_box_remove (GTK_BOX (self->beside), button);
      else if (parent != NULL)
        gtk_flow_box_remove (GTK_FLOW_BOX (self->below), parent);
    }
  g_ptr_array_set_size (self->buttons, 0);
  update_arrangement (self);
}

void
chess_banner_set_show_close_button (ChessBanner *self,
                                    gboolean     show)
{
  g_return_if_fail (CHESS_IS_BANNER (self));
  gtk_widget_set_visible (self->close_button, show);
}

void
chess_banner_set_revealed (ChessBanner *self,
                           gboolean     revealed)
{
  g_return_if_fail (CHESS_IS_BANNER (self));

  revealed = !!revealed;
  if (revealed == self->revealed)
    return;
  self->revealed = revealed;
  if (revealed)
    gtk_widget_set_visible (GTK_WIDGET (self), TRUE);
  gtk_revealer_set_reveal_child (GTK_REVEALER (self->revealer), revealed);
  on_child_revealed (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_REVEALED]);
}

gboolean
chess_banner_get_revealed (ChessBanner *self)
{
  g_return_val_if_fail (CHESS_IS_BANNER (self), FALSE);
  return self->revealed;
}
