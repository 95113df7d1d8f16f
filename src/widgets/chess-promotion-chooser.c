/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-promotion-chooser.c — a row of four piece buttons in a popover. */
#include "chess-promotion-chooser.h"

#include <glib/gi18n.h>

struct _ChessPromotionChooser
{
  GtkPopover parent_instance;

  GtkWidget *buttons[4];
  GtkWidget *images[4];
  GtkCssProvider *colors;
  char *css_class;          /* this chooser's own class, for its colours */
};

enum { PIECE_CHOSEN, N_SIGNALS };
static guint signals[N_SIGNALS];
static guint chooser_serial;

G_DEFINE_FINAL_TYPE (ChessPromotionChooser, chess_promotion_chooser, GTK_TYPE_POPOVER)

/* In the order shown: the usual choice first. */
static const ChessPieceType choice_types[4] = { CHESS_QUEEN, CHESS_ROOK, CHESS_BISHOP, CHESS_KNIGHT };

static int
choice_index (ChessPieceType type)
{
  for (int i = 0; i < 4; i++)
    if (choice_types[i] == type)
      return i;
  return -1;
}

static const char *
choice_name (ChessPieceType type)
{
  switch (type)
    {
    case CHESS_QUEEN: return _("Queen");
    case CHESS_ROOK: return _("Rook");
    case CHESS_BISHOP: return _("Bishop");
    case CHESS_KNIGHT: return _("Knight");
    default: return NULL;
    }
}

static const char *
choice_tooltip (ChessPieceType type)
{
  switch (type)
    {
    case CHESS_QUEEN: return _("Promote to a queen (Q)");
    case CHESS_ROOK: return _("Promote to a rook (R)");
    case CHESS_BISHOP: return _("Promote to a bishop (B)");
    case CHESS_KNIGHT: return _("Promote to a knight (N)");
    default: return NULL;
    }
}

void
chess_promotion_chooser_choose (ChessPromotionChooser *self, ChessPieceType type)
{
  g_return_if_fail (CHESS_IS_PROMOTION_CHOOSER (self));
  g_return_if_fail (choice_index (type) >= 0);

  g_signal_emit (self, signals[PIECE_CHOSEN], 0, (guint) type);
  gtk_popover_popdown (GTK_POPOVER (self));
}

GtkWidget *
chess_promotion_chooser_get_button (ChessPromotionChooser *self, ChessPieceType type)
{
  int i;

  g_return_val_if_fail (CHESS_IS_PROMOTION_CHOOSER (self), NULL);
  i = choice_index (type);
  return i >= 0 ? self->buttons[i] : NULL;
}

void
chess_promotion_chooser_set_pieces (ChessPromotionChooser *self,
                                    ChessPieceSet         *set,
                                    ChessColor             color,
                                    int                    texture_px,
                                    int                    display_size)
{
  g_return_if_fail (CHESS_IS_PROMOTION_CHOOSER (self));
  g_return_if_fail (CHESS_IS_PIECE_SET (set));

  for (int i = 0; i < 4; i++)
    {
      GdkTexture *texture = chess_piece_set_get_texture (set, CHESS_MAKE_PIECE (color, choice_types[i]),
                                                         texture_px);
      gtk_image_set_from_paintable (GTK_IMAGE (self->images[i]), GDK_PAINTABLE (texture));
      gtk_image_set_pixel_size (GTK_IMAGE (self->images[i]), display_size);
    }
}

void
chess_promotion_chooser_set_colors (ChessPromotionChooser *self,
                                    const GdkRGBA         *tile,
                                    const GdkRGBA         *hover)
{
  g_autofree char *tile_text = NULL, *hover_text = NULL, *css = NULL;

  g_return_if_fail (CHESS_IS_PROMOTION_CHOOSER (self));
  g_return_if_fail (tile != NULL && hover != NULL);

  tile_text = gdk_rgba_to_string (tile);
  hover_text = gdk_rgba_to_string (hover);
  css = g_strdup_printf (".%s button.promotion-piece { background: %s; }\n"
                         ".%s button.promotion-piece:hover { background: linear-gradient(%s, %s), %s; }\n",
                         self->css_class, tile_text, self->css_class, hover_text, hover_text, tile_text);
  gtk_css_provider_load_from_data (self->colors, css, -1);
}

static void
on_button_clicked (GtkButton *button, ChessPromotionChooser *self)
{
  ChessPieceType type = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "piece-type"));
  chess_promotion_chooser_choose (self, type);
}

static gboolean
on_key_pressed (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                ChessPromotionChooser *self)
{
  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SUPER_MASK))
    return GDK_EVENT_PROPAGATE;

  switch (gdk_keyval_to_lower (keyval))
    {
    case GDK_KEY_q: chess_promotion_chooser_choose (self, CHESS_QUEEN); return GDK_EVENT_STOP;
    case GDK_KEY_r: chess_promotion_chooser_choose (self, CHESS_ROOK); return GDK_EVENT_STOP;
    case GDK_KEY_b: chess_promotion_chooser_choose (self, CHESS_BISHOP); return GDK_EVENT_STOP;
    case GDK_KEY_n: chess_promotion_chooser_choose (self, CHESS_KNIGHT); return GDK_EVENT_STOP;
    case GDK_KEY_Escape: gtk_popover_popdown (GTK_POPOVER (self)); return GDK_EVENT_STOP;
    default: return GDK_EVENT_PROPAGATE;
    }
}

static void
chess_promotion_chooser_finalize (GObject *object)
{
  ChessPromotionChooser *self = CHESS_PROMOTION_CHOOSER (object);

  gtk_style_context_remove_provider_for_display (gtk_widget_get_display (GTK_WIDGET (self)),
                                                 GTK_STYLE_PROVIDER (self->colors));
  g_clear_object (&self->colors);
  g_free (self->css_class);
  G_OBJECT_CLASS (chess_promotion_chooser_parent_class)->finalize (object);
}

static void
chess_promotion_chooser_class_init (ChessPromotionChooserClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = chess_promotion_chooser_finalize;
  signals[PIECE_CHOSEN] = g_signal_new ("piece-chosen", G_TYPE_FROM_CLASS (klass),
                                        G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                        G_TYPE_NONE, 1, G_TYPE_UINT);
}

static void
chess_promotion_chooser_init (ChessPromotionChooser *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 2);
  GtkEventController *keys;

  gtk_widget_add_css_class (GTK_WIDGET (self), "promotion-chooser");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Promote the pawn to"), -1);
  /* The colours of this chooser's board, through the display with a class
   * of its own: a provider per widget needs GtkStyleContext, deprecated
   * from GTK 4.10 on. */
  self->css_class = g_strdup_printf ("chess-promotion-%u", ++chooser_serial);
  gtk_widget_add_css_class (GTK_WIDGET (self), self->css_class);
  self->colors = gtk_css_provider_new ();
  gtk_style_context_add_provider_for_display (gtk_widget_get_display (GTK_WIDGET (self)),
                                              GTK_STYLE_PROVIDER (self->colors),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  for (int i = 0; i < 4; i++)
    {
      GtkWidget *button = gtk_button_new ();
      GtkWidget *image = gtk_image_new ();

      gtk_image_set_pixel_size (GTK_IMAGE (image), 48);
      gtk_button_set_child (GTK_BUTTON (button), image);
      gtk_button_set_has_frame (GTK_BUTTON (button), FALSE);
      gtk_widget_add_css_class (button, "promotion-piece");
      gtk_widget_set_tooltip_text (button, choice_tooltip (choice_types[i]));
      gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, choice_name (choice_types[i]),
                                      -1);
      g_object_set_data (G_OBJECT (button), "piece-type", GUINT_TO_POINTER (choice_types[i]));
      g_signal_connect (button, "clicked", G_CALLBACK (on_button_clicked), self);
      gtk_box_append (GTK_BOX (box), button);
      self->buttons[i] = button;
      self->images[i] = image;
    }
  gtk_popover_set_child (GTK_POPOVER (self), box);

  /* Capture phase: the letter keys work whichever button has the focus. */
  keys = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
}

GtkWidget *
chess_promotion_chooser_new (void)
{
  return g_object_new (CHESS_TYPE_PROMOTION_CHOOSER, NULL);
}
