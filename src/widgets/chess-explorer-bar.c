/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-explorer-bar.c — see chess-explorer-bar.h.  Three rectangles and
 * up to three numbers; shares are rounded so that they add up to 100. */
#include "config.h"

#include <glib/gi18n.h>

#include "chess-digits.h"
#include "chess-explorer-bar.h"

#define MIN_WIDTH 60
#define HEIGHT 18

struct _ChessExplorerBar
{
  GtkWidget parent_instance;

  guint counts[3];             /* White's wins, draws, Black's wins */
  PangoLayout *layouts[3];     /* their percentages */
};

G_DEFINE_FINAL_TYPE (ChessExplorerBar, chess_explorer_bar, GTK_TYPE_WIDGET)

static const GdkRGBA fills[3] = {
  { 0.95, 0.95, 0.94, 1 },     /* White's: the light pieces */
  { 0.62, 0.62, 0.62, 1 },
  { 0.24, 0.24, 0.25, 1 },     /* Black's: the dark pieces */
};
static const GdkRGBA texts[3] = {
  { 0.24, 0.24, 0.25, 1 },
  { 0.10, 0.10, 0.10, 1 },
  { 0.95, 0.95, 0.94, 1 },
};

/* Whole percentages that add up to 100 (largest remainders). */
static void
shares (const guint counts[3],
        int         percent[3])
{
  guint total = counts[0] + counts[1] + counts[2];
  double rest[3];
  int sum = 0;

  for (int i = 0; i < 3; i++)
    {
      double exact = total > 0 ? 100.0 * counts[i] / total : 0;

      percent[i] = (int) exact;
      rest[i] = exact - percent[i];
      sum += percent[i];
    }
  while (total > 0 && sum < 100)
    {
      int best = 0;

      for (int i = 1; i < 3; i++)
        if (rest[i] > rest[best])
          best = i;
      percent[best]++;
      rest[best] = -1;
      sum++;
    }
}

static void
update (ChessExplorerBar *self)
{
  int percent[3];
  g_autofree char *label = NULL;

  shares (self->counts, percent);
  for (int i = 0; i < 3; i++)
    {
      /* Translators: a share of the games in the explorer's bar: "42%" */
      g_autofree char *text = g_strdup_printf (_("%d%%"), percent[i]);
      g_autofree char *local = chess_digits_localize (text, FALSE);

      pango_layout_set_text (self->layouts[i], local, -1);
    }
  /* Translators: the explorer's bar read aloud */
  label = g_strdup_printf (_("White wins %d%%, draws %d%%, Black wins %d%%"), percent[0], percent[1], percent[2]);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
chess_explorer_bar_snapshot (GtkWidget   *widget,
                             GtkSnapshot *snapshot)
{
  ChessExplorerBar *self = CHESS_EXPLORER_BAR (widget);
  int width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  guint total = self->counts[0] + self->counts[1] + self->counts[2];
  gboolean rtl = gtk_widget_get_direction (widget) == GTK_TEXT_DIR_RTL;
  double x = 0;

  if (total == 0 || width <= 0)
    return;
  for (int i = 0; i < 3; i++)
    {
      /* White's part starts where the reading does. */
      double part = (double) width * self->counts[i] / total;
      double left = rtl ? width - x - part : x;
      int text_width, text_height;

      gtk_snapshot_append_color (snapshot, &fills[i], &GRAPHENE_RECT_INIT (left, 0, part, height));
      pango_layout_get_pixel_size (self->layouts[i], &text_width, &text_height);
      if (text_width + 4 <= part)
        {
          gtk_snapshot_save (snapshot);
          gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (left + (part - text_width) / 2.0,
                                                                  (height - text_height) / 2.0));
          gtk_snapshot_append_layout (snapshot, self->layouts[i], &texts[i]);
          gtk_snapshot_restore (snapshot);
        }
      x += part;
    }
  /* An outline, so that White's part stands out on a light card too. */
  {
    GskRoundedRect outline;
    GdkRGBA edge = { 0.5, 0.5, 0.5, 0.6 };

    gsk_rounded_rect_init_from_rect (&outline, &GRAPHENE_RECT_INIT (0, 0, width, height), 0);
    gtk_snapshot_append_border (snapshot, &outline, (float[4]) { 1, 1, 1, 1 },
                                (GdkRGBA[4]) { edge, edge, edge, edge });
  }
}

static void
chess_explorer_bar_measure (GtkWidget      *widget,
                            GtkOrientation  orientation,
                            int             for_size,
                            int            *minimum,
                            int            *natural,
                            int            *minimum_baseline,
                            int            *natural_baseline)
{
  *minimum = *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? MIN_WIDTH : HEIGHT;
}

static void
chess_explorer_bar_css_changed (GtkWidget         *widget,
                                GtkCssStyleChange *change)
{
  ChessExplorerBar *self = CHESS_EXPLORER_BAR (widget);

  GTK_WIDGET_CLASS (chess_explorer_bar_parent_class)->css_changed (widget, change);
  for (int i = 0; i < 3; i++)
    pango_layout_context_changed (self->layouts[i]);
}

static void
chess_explorer_bar_dispose (GObject *object)
{
  ChessExplorerBar *self = CHESS_EXPLORER_BAR (object);

  for (int i = 0; i < 3; i++)
    g_clear_object (&self->layouts[i]);
  G_OBJECT_CLASS (chess_explorer_bar_parent_class)->dispose (object);
}

static void
chess_explorer_bar_class_init (ChessExplorerBarClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = chess_explorer_bar_dispose;
  widget_class->snapshot = chess_explorer_bar_snapshot;
  widget_class->measure = chess_explorer_bar_measure;
  widget_class->css_changed = chess_explorer_bar_css_changed;
  gtk_widget_class_set_css_name (widget_class, "explorerbar");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
chess_explorer_bar_init (ChessExplorerBar *self)
{
  PangoAttrList *attributes = pango_attr_list_new ();

  /* The numbers smaller than the text around. */
  pango_attr_list_insert (attributes, pango_attr_scale_new (PANGO_SCALE_SMALL));
  for (int i = 0; i < 3; i++)
    {
      self->layouts[i] = gtk_widget_create_pango_layout (GTK_WIDGET (self), NULL);
      pango_layout_set_attributes (self->layouts[i], attributes);
    }
  pango_attr_list_unref (attributes);
  gtk_widget_set_overflow (GTK_WIDGET (self), GTK_OVERFLOW_HIDDEN);
  update (self);
}

GtkWidget *
chess_explorer_bar_new (void)
{
  return g_object_new (CHESS_TYPE_EXPLORER_BAR, NULL);
}

void
chess_explorer_bar_set_counts (ChessExplorerBar *self,
                               guint             white_wins,
                               guint             draws,
                               guint             black_wins)
{
  g_return_if_fail (CHESS_IS_EXPLORER_BAR (self));

  self->counts[0] = white_wins;
  self->counts[1] = draws;
  self->counts[2] = black_wins;
  update (self);
}
