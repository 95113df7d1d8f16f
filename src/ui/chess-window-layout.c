/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-window-layout.c — see chess-window-layout.h */
#include "chess-window-layout.h"

struct _ChessWindowLayout
{
  GtkLayoutManager parent_instance;
  int spacing;
};

G_DEFINE_FINAL_TYPE (ChessWindowLayout, chess_window_layout, GTK_TYPE_LAYOUT_MANAGER)

/* The board, then the panel; with three children the middle one is a
 * strip beside the board (the evaluation bar), as tall as the board. */
static void
get_children (GtkWidget *widget, GtkWidget **board, GtkWidget **strip, GtkWidget **panel)
{
  GtkWidget *second, *third;

  *board = gtk_widget_get_first_child (widget);
  second = *board != NULL ? gtk_widget_get_next_sibling (*board) : NULL;
  third = second != NULL ? gtk_widget_get_next_sibling (second) : NULL;
  *strip = third != NULL ? second : NULL;
  *panel = third != NULL ? third : second;
}

/* The strip's width and the spacing before it, 0 when it is hidden. */
static int
strip_width (ChessWindowLayout *self, GtkWidget *strip)
{
  int width = 0;

  if (strip == NULL || !gtk_widget_should_layout (strip))
    return 0;
  gtk_widget_measure (strip, GTK_ORIENTATION_HORIZONTAL, -1, &width, NULL, NULL, NULL);
  return width + self->spacing / 2;
}

static void
chess_window_layout_measure (GtkLayoutManager *manager, GtkWidget *widget, GtkOrientation orientation,
                             int for_size, int *minimum, int *natural,
                             int *minimum_baseline, int *natural_baseline)
{
  ChessWindowLayout *self = CHESS_WINDOW_LAYOUT (manager);
  GtkWidget *board, *strip, *panel;
  int board_min = 0, board_nat = 0, panel_min = 0, panel_nat = 0;

  get_children (widget, &board, &strip, &panel);
  if (board != NULL && gtk_widget_should_layout (board))
    gtk_widget_measure (board, orientation, -1, &board_min, &board_nat, NULL, NULL);
  if (panel != NULL && gtk_widget_should_layout (panel))
    gtk_widget_measure (panel, orientation, -1, &panel_min, &panel_nat, NULL, NULL);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = board_min + strip_width (self, strip) + self->spacing + panel_min;
      *natural = board_nat + strip_width (self, strip) + self->spacing + panel_nat;
    }
  else
    {
      *minimum = MAX (board_min, panel_min);
      *natural = MAX (board_nat, panel_nat);
    }
  *minimum_baseline = *natural_baseline = -1;
}

static void
chess_window_layout_allocate (GtkLayoutManager *manager, GtkWidget *widget,
                              int width, int height, int baseline)
{
  ChessWindowLayout *self = CHESS_WINDOW_LAYOUT (manager);
  GtkWidget *board, *strip, *panel;
  int panel_min = 0, panel_nat = 0, panel_min_h = 0, panel_width = 0;
  int side, group, x, panel_height;
  int strip_space;

  get_children (widget, &board, &strip, &panel);
  strip_space = strip_width (self, strip);
  if (board == NULL)
    return;
  if (panel != NULL && gtk_widget_should_layout (panel))
    {
      gtk_widget_measure (panel, GTK_ORIENTATION_HORIZONTAL, -1, &panel_min, &panel_nat, NULL, NULL);
      panel_width = CLAMP (panel_nat, panel_min, MAX (panel_min, width / 3));
      gtk_widget_measure (panel, GTK_ORIENTATION_VERTICAL, panel_width, &panel_min_h, NULL, NULL, NULL);
    }

  side = MIN (width - strip_space - panel_width - (panel_width > 0 ? self->spacing : 0), height);
  side = MAX (side, 0);
  group = side + strip_space + (panel_width > 0 ? self->spacing + panel_width : 0);
  x = MAX (0, (width - group) / 2);

  gtk_widget_size_allocate (board, &(GtkAllocation) { x, (height - side) / 2, side, side }, -1);
  if (strip_space > 0)
    {
      gtk_widget_size_allocate (strip,
                                &(GtkAllocation) { x + side + self->spacing / 2, (height - side) / 2,
                                                   strip_space - self->spacing / 2, side },
                                -1);
      x += strip_space;
    }
  if (panel_width > 0)
    {
      panel_height = MIN (height, MAX (side, panel_min_h));
      gtk_widget_size_allocate (panel,
                                &(GtkAllocation) { x + side + self->spacing, (height - panel_height) / 2,
                                                   panel_width, panel_height },
                                -1);
    }
}

static GtkSizeRequestMode
chess_window_layout_get_request_mode (GtkLayoutManager *manager, GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_CONSTANT_SIZE;
}

static void
chess_window_layout_class_init (ChessWindowLayoutClass *klass)
{
  GtkLayoutManagerClass *layout_class = GTK_LAYOUT_MANAGER_CLASS (klass);

  layout_class->measure = chess_window_layout_measure;
  layout_class->allocate = chess_window_layout_allocate;
  layout_class->get_request_mode = chess_window_layout_get_request_mode;
}

static void
chess_window_layout_init (ChessWindowLayout *self)
{
}

GtkLayoutManager *
chess_window_layout_new (int spacing)
{
  ChessWindowLayout *self = g_object_new (CHESS_TYPE_WINDOW_LAYOUT, NULL);

  self->spacing = spacing;
  return GTK_LAYOUT_MANAGER (self);
}
