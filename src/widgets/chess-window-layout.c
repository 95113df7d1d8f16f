/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-window-layout.c — see chess-window-layout.h
 *
 * Sizes in logical pixels.  The panel's own minimum height (the move list
 * can scroll down to a line or two) is what the board leaves free; the
 * banners, measured apart from it, come out of the panel's share. */
#include "chess-window-layout.h"

#define WIDE_PADDING   12   /* around everything, wide */
#define WIDE_GAP        6   /* between the parts of the column */
#define BOARD_GAP      12   /* between the board and the column */
#define NARROW_PADDING  8
#define NARROW_GAP      6
#define STRIP_GAP       8   /* between the board and the strip beside it */
#define COLUMN_WIDTH  400   /* the column's width, wide, where there is room */
/* The least a narrow layout leaves the panel under the board: a few moves,
 * their navigation and the game's buttons.  The panel scrolls what more it
 * holds (the analysis, a review), so the board keeps its size when those
 * show; a banner takes its room from this, down to the panel's minimum. */
#define NARROW_PANEL_ROOM 150
/* A narrow layout in a window too narrow for the wide one at any height
 * (a phone's width) does not shrink its board for the panel: the board
 * takes the width, up to this, and what does not fit the window's height
 * scrolls (the window holds this layout in a scrolled window).  Not more
 * than the smallest window's content height: the whole board in sight. */
#define SCROLLED_BOARD_MAX 400
/* Below this height (of the content, wide) the clocks are compact too: the
 * panel's moves and review get the height their big digits would take. */
#define COMPACT_BELOW 800

struct _ChessWindowLayout
{
  GtkLayoutManager parent_instance;
  gboolean narrow;
  gboolean compact;
};

G_DEFINE_FINAL_TYPE (ChessWindowLayout, chess_window_layout, GTK_TYPE_LAYOUT_MANAGER)

enum { PROP_0, PROP_NARROW, PROP_COMPACT, N_PROPS };
static GParamSpec *properties[N_PROPS];

typedef struct {
  GtkWidget *board, *strip, *top, *bottom, *panel, *banners;
  int strip_space;                   /* the strip's width and gap, 0 if hidden */
} Parts;

/* Where everything goes for one size of the window. */
typedef struct {
  gboolean narrow;
  int side;                          /* of the board */
  int board_x, board_y, strip_x;
  int column_x, column_y, column_width, column_height;
  int top_height, bottom_height, gap;
} Plan;

static void measure (GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum, int *natural);

static gboolean
get_parts (GtkWidget *widget,
           Parts     *parts)
{
  GtkWidget *children[6] = { NULL };
  guint n = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL && n < G_N_ELEMENTS (children);
       child = gtk_widget_get_next_sibling (child))
    children[n++] = child;
  if (n < 5)
    return FALSE;
  parts->board = children[0];
  parts->strip = n == 6 ? children[1] : NULL;
  parts->top = children[n - 4];
  parts->bottom = children[n - 3];
  parts->panel = children[n - 2];
  parts->banners = children[n - 1];
  parts->strip_space = 0;
  if (parts->strip != NULL && gtk_widget_should_layout (parts->strip))
    {
      measure (parts->strip, GTK_ORIENTATION_HORIZONTAL, -1, &parts->strip_space, NULL);
      parts->strip_space += STRIP_GAP;
    }
  return TRUE;
}

static void
measure (GtkWidget      *widget,
         GtkOrientation  orientation,
         int             for_size,
         int            *minimum,
         int            *natural)
{
  int min = 0, nat = 0;

  if (widget != NULL && gtk_widget_should_layout (widget))
    gtk_widget_measure (widget, orientation, for_size, &min, &nat, NULL, NULL);
  if (minimum != NULL)
    *minimum = min;
  if (natural != NULL)
    *natural = nat;
}

static int
min_width (GtkWidget *widget)
{
  int min;

  measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL);
  return min;
}

static int
min_height (GtkWidget *widget,
            int        width)
{
  int min;

  measure (widget, GTK_ORIENTATION_VERTICAL, width, &min, NULL);
  return min;
}

static int
natural_height (GtkWidget *widget,
                int        width)
{
  int nat;

  measure (widget, GTK_ORIENTATION_VERTICAL, width, NULL, &nat);
  return nat;
}

static int
narrow_panel_room (const Parts *parts,
                   int          width)
{
  return MAX (min_height (parts->panel, width), NARROW_PANEL_ROOM);
}

/* The narrowest the column (clocks, panel, banners) can be. */
static int
column_min_width (const Parts *parts)
{
  return MAX (MAX (min_width (parts->top), min_width (parts->bottom)),
              MAX (min_width (parts->panel), min_width (parts->banners)));
}

/* Too narrow for the wide layout at any height: the board's least beside
 * the panel's least.  Of the width alone (and of parts the styling for a
 * layout does not change), so the choice cannot flip back and forth. */
static gboolean
phone_width (const Parts *parts,
             int          width)
{
  return width - 2 * WIDE_PADDING - BOARD_GAP - parts->strip_space - min_width (parts->panel)
         < min_width (parts->board);
}

/* The board of a narrow layout at a phone's width, whatever the height;
 * 0 at any other width. */
static int
scrolled_side (const Parts *parts,
               int          width)
{
  if (width < 0 || !phone_width (parts, width))
    return 0;
  return MIN (width - 2 * NARROW_PADDING - parts->strip_space, SCROLLED_BOARD_MAX);
}

static gboolean
plan_wide (const Parts *parts,
           int          width,
           int          height,
           Plan        *plan)
{
  int panel_min = 0, board_min = min_width (parts->board);
  int column_width, column_min, room = height - 2 * WIDE_PADDING;

  int beside = width - 2 * WIDE_PADDING - BOARD_GAP - parts->strip_space;

  measure (parts->panel, GTK_ORIENTATION_HORIZONTAL, -1, &panel_min, NULL);
  column_min = MAX (panel_min, column_min_width (parts));
  /* The board first, up to the height there is; the column takes what
   * width is left, from its least up to COLUMN_WIDTH (a third of the
   * window at most): where the width is short the board does not leave
   * bands above and below it for a wider column.  Not the panel's natural
   * width: a toast or a long line in it would widen the column and move
   * the board sideways. */
  column_width = CLAMP (COLUMN_WIDTH, column_min, MAX (column_min, (width - 2 * WIDE_PADDING) / 3));
  column_width = CLAMP (beside - room, column_min, column_width);

  plan->narrow = FALSE;
  plan->gap = WIDE_GAP;
  plan->column_width = column_width;
  plan->top_height = natural_height (parts->top, column_width);
  plan->bottom_height = natural_height (parts->bottom, column_width);
  plan->side = MIN (beside - column_width, room);
  /* The column the whole height: what the panel holds (the analysis, a
   * review) gets the room above and below a board narrower than tall. */
  plan->column_height = room;
  /* Whether it fits depends on the board alone: the column's height
   * changes with the window's styling for the chosen layout (compact
   * clocks when narrow), which must not flip the choice back. */
  return plan->side >= board_min;
}

static gboolean
plan_narrow (const Parts *parts,
             int          width,
             int          height,
             Plan        *plan)
{
  int inner = width - 2 * NARROW_PADDING, board_min = min_width (parts->board);

  plan->narrow = TRUE;
  plan->gap = NARROW_GAP;
  plan->top_height = natural_height (parts->top, inner);
  plan->bottom_height = natural_height (parts->bottom, inner);
  plan->side = MIN (inner - parts->strip_space,
                    height - 2 * NARROW_PADDING - plan->top_height - plan->bottom_height
                    - 3 * NARROW_GAP - narrow_panel_room (parts, inner));
  plan->side = MAX (plan->side, scrolled_side (parts, width));
  /* the column is as wide as the board, unless its parts need more */
  plan->column_width = CLAMP (plan->side, MIN (column_min_width (parts), inner), inner);
  return plan->side >= board_min;
}

/* The larger board wins; wide when both are equal. */
static void
plan_layout (const Parts *parts,
             int          width,
             int          height,
             gboolean     rtl,
             Plan        *plan)
{
  Plan wide, narrow;
  gboolean wide_fits = plan_wide (parts, width, height, &wide);
  gboolean narrow_fits = plan_narrow (parts, width, height, &narrow);

  if (phone_width (parts, width))
    *plan = narrow;
  else if (wide_fits != narrow_fits)
    *plan = wide_fits ? wide : narrow;
  else
    *plan = wide.side >= narrow.side ? wide : narrow;
  plan->side = MAX (plan->side, 0);

  if (!plan->narrow)
    {
      int group = plan->side + parts->strip_space + BOARD_GAP + plan->column_width;
      int x = MAX (WIDE_PADDING, (width - group) / 2);

      /* the column on the end side, the strip between it and the board */
      if (rtl)
        {
          plan->column_x = x;
          plan->board_x = x + plan->column_width + BOARD_GAP + parts->strip_space;
        }
      else
        {
          plan->board_x = x;
          plan->column_x = x + plan->side + parts->strip_space + BOARD_GAP;
        }
      plan->column_y = (height - plan->column_height) / 2;
      plan->board_y = (height - plan->side) / 2;
    }
  else
    {
      int x = (width - plan->side - parts->strip_space) / 2;

      plan->board_x = rtl ? x + parts->strip_space : x;
      plan->board_y = NARROW_PADDING + plan->top_height + NARROW_GAP;
      plan->column_x = (width - plan->column_width) / 2;
      plan->column_y = NARROW_PADDING;
      plan->column_height = height - 2 * NARROW_PADDING;
    }
  /* the strip on the board's end side */
  plan->strip_x = rtl ? plan->board_x - parts->strip_space : plan->board_x + plan->side + STRIP_GAP;
}

static void
place (GtkWidget *widget,
       int        x,
       int        y,
       int        width,
       int        height)
{
  if (widget != NULL && gtk_widget_should_layout (widget))
    gtk_widget_size_allocate (widget, &(GtkAllocation) { x, y, width, MAX (height, 0) }, -1);
}

/* Banners, then the panel, in the room from y to bottom: the banners take
 * what they need, and the panel keeps at least its minimum.  Where the
 * room is too short for both (a narrow window at its smallest size) the
 * panel keeps the room and the banners lie over its top. */
static void
place_banners_and_panel (const Parts *parts,
                         const Plan  *plan,
                         int          y,
                         int          bottom)
{
  int width = plan->column_width;
  int panel_min = min_height (parts->panel, width);
  int banners_min, banners;

  measure (parts->banners, GTK_ORIENTATION_VERTICAL, width, &banners_min, &banners);
  banners = CLAMP (bottom - y - panel_min - plan->gap, banners_min, banners);
  if (banners == 0)
    {
      place (parts->banners, plan->column_x, y, width, 0);
      place (parts->panel, plan->column_x, y, width, MAX (bottom - y, panel_min));
    }
  else if (y + banners + plan->gap + panel_min <= bottom)
    {
      place (parts->banners, plan->column_x, y, width, banners);
      place (parts->panel, plan->column_x, y + banners + plan->gap, width, bottom - y - banners - plan->gap);
    }
  else
    {
      place (parts->panel, plan->column_x, y, width, MAX (bottom - y, panel_min));
      place (parts->banners, plan->column_x, y, width, banners);   /* drawn after the panel: above it */
    }
}

static void
chess_window_layout_allocate (GtkLayoutManager *manager,
                              GtkWidget        *widget,
                              int               width,
                              int               height,
                              int               baseline)
{
  ChessWindowLayout *self = CHESS_WINDOW_LAYOUT (manager);
  Parts parts;
  Plan plan;

  if (!get_parts (widget, &parts))
    return;
  plan_layout (&parts, width, height, gtk_widget_get_direction (widget) == GTK_TEXT_DIR_RTL, &plan);
  if (self->narrow != plan.narrow)
    {
      self->narrow = plan.narrow;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NARROW]);
    }
  if (self->compact != (plan.narrow || height < COMPACT_BELOW))
    {
      self->compact = plan.narrow || height < COMPACT_BELOW;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COMPACT]);
    }

  place (parts.board, plan.board_x, plan.board_y, plan.side, plan.side);
  if (parts.strip_space > 0)
    place (parts.strip, plan.strip_x, plan.board_y, parts.strip_space - STRIP_GAP, plan.side);
  if (!plan.narrow)
    {
      int bottom = plan.column_y + plan.column_height;

      place (parts.top, plan.column_x, plan.column_y, plan.column_width, plan.top_height);
      place (parts.bottom, plan.column_x, bottom - plan.bottom_height, plan.column_width, plan.bottom_height);
      place_banners_and_panel (&parts, &plan, plan.column_y + plan.top_height + plan.gap,
                               bottom - plan.bottom_height - plan.gap);
    }
  else
    {
      int below = plan.board_y + plan.side + plan.gap;

      place (parts.top, plan.column_x, plan.column_y, plan.column_width, plan.top_height);
      place (parts.bottom, plan.column_x, below, plan.column_width, plan.bottom_height);
      place_banners_and_panel (&parts, &plan, below + plan.bottom_height + plan.gap,
                               plan.column_y + plan.column_height);
    }
}

static void
chess_window_layout_measure (GtkLayoutManager *manager,
                             GtkWidget        *widget,
                             GtkOrientation    orientation,
                             int               for_size,
                             int              *minimum,
                             int              *natural,
                             int              *minimum_baseline,
                             int              *natural_baseline)
{
  Parts parts;
  int board_min = 0, board_nat = 0, column = 0;

  *minimum = *natural = 0;
  *minimum_baseline = *natural_baseline = -1;
  if (!get_parts (widget, &parts))
    return;
  measure (parts.board, orientation, -1, &board_min, &board_nat);
  column = column_min_width (&parts);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      int panel_nat = 0;

      measure (parts.panel, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &panel_nat);
      /* narrow at the least; board and panel side by side naturally */
      *minimum = 2 * NARROW_PADDING + MAX (board_min + parts.strip_space, column);
      *natural = 2 * WIDE_PADDING + board_nat + parts.strip_space + BOARD_GAP + MAX (panel_nat, column);
    }
  else if (scrolled_side (&parts, for_size) > 0)
    {
      /* as plan_narrow () lays it out at this width: taller than the
       * window, the content scrolls; and as it scrolls anyway, the
       * banners get their own room above the panel's rather than lie
       * over its top */
      int inner = for_size - 2 * NARROW_PADDING, banners = natural_height (parts.banners, inner);

      *minimum = 2 * NARROW_PADDING + natural_height (parts.top, inner) + scrolled_side (&parts, for_size)
                 + natural_height (parts.bottom, inner) + 3 * NARROW_GAP + narrow_panel_room (&parts, inner)
                 + (banners > 0 ? banners + NARROW_GAP : 0);
      *natural = MAX (*minimum, 2 * WIDE_PADDING + board_nat);
    }
  else
    {
      *minimum = 2 * NARROW_PADDING + min_height (parts.top, column) + board_min
                 + min_height (parts.bottom, column) + 3 * NARROW_GAP + narrow_panel_room (&parts, column);
      *natural = 2 * WIDE_PADDING + board_nat;
    }
}

static GtkSizeRequestMode
chess_window_layout_get_request_mode (GtkLayoutManager *manager,
                                      GtkWidget        *widget)
{
  /* the height at a phone's width is the full board's (scrolled_side) */
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
chess_window_layout_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_NARROW:
      g_value_set_boolean (value, CHESS_WINDOW_LAYOUT (object)->narrow);
      break;
    case PROP_COMPACT:
      g_value_set_boolean (value, CHESS_WINDOW_LAYOUT (object)->compact);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_window_layout_class_init (ChessWindowLayoutClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkLayoutManagerClass *layout_class = GTK_LAYOUT_MANAGER_CLASS (klass);

  object_class->get_property = chess_window_layout_get_property;
  /* Changes during an allocation: whoever restyles for it, waits for the
   * next frame (an idle), never restyles inside the allocation. */
  properties[PROP_NARROW] = g_param_spec_boolean ("narrow", NULL, NULL, FALSE,
                                                  G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_COMPACT] = g_param_spec_boolean ("compact", NULL, NULL, FALSE,
                                                   G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  layout_class->measure = chess_window_layout_measure;
  layout_class->allocate = chess_window_layout_allocate;
  layout_class->get_request_mode = chess_window_layout_get_request_mode;
}

static void
chess_window_layout_init (ChessWindowLayout *self)
{
}

GtkLayoutManager *
chess_window_layout_new (void)
{
  return g_object_new (CHESS_TYPE_WINDOW_LAYOUT, NULL);
}

gboolean
chess_window_layout_get_narrow (ChessWindowLayout *self)
{
  g_return_val_if_fail (CHESS_IS_WINDOW_LAYOUT (self), FALSE);
  return self->narrow;
}

gboolean
chess_window_layout_get_compact (ChessWindowLayout *self)
{
  g_return_val_if_fail (CHESS_IS_WINDOW_LAYOUT (self), FALSE);
  return self->compact;
}
