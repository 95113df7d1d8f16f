/* chess-clock-view.c — see chess-clock-view.h
 *
 * No periodic tick: one GSource whose ready time is the instant the clock
 * says the displayed value changes next. */
#include "config.h"

#include <glib/gi18n.h>

#include "chess-clock-view.h"

struct _ChessClockView
{
  GtkWidget parent_instance;

  GtkWidget *box;
  GtkWidget *name_label;
  GtkWidget *time_label;

  ChessClock *clock;
  gulong changed_id;
  gulong flag_id;
  GSource *display_source;   /* ready time = the next digit change */
  ChessColor side;
  gboolean active;
  char *text;
};

G_DEFINE_FINAL_TYPE (ChessClockView, chess_clock_view, GTK_TYPE_WIDGET)

static gboolean
display_source_dispatch (GSource *source, GSourceFunc callback, gpointer user_data)
{
  g_source_set_ready_time (source, -1);
  return callback (user_data);
}

static GSourceFuncs display_source_funcs = {
  .dispatch = display_source_dispatch,
};

static void
chess_clock_view_update_classes (ChessClockView *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  gboolean running = self->clock != NULL && chess_clock_get_running_side (self->clock) == (int) self->side;
  gboolean low = self->clock != NULL && chess_clock_is_low_time (self->clock, self->side);
  gboolean flagged = self->clock != NULL && chess_clock_is_flagged (self->clock, self->side);

  if (self->active || running)
    gtk_widget_add_css_class (widget, "active");
  else
    gtk_widget_remove_css_class (widget, "active");
  if (low && !flagged)
    gtk_widget_add_css_class (widget, "low-time");
  else
    gtk_widget_remove_css_class (widget, "low-time");
  if (flagged)
    gtk_widget_add_css_class (widget, "flagged");
  else
    gtk_widget_remove_css_class (widget, "flagged");
}

/* Shows the current digits and arms the source for the next change. */
static void
chess_clock_view_update (ChessClockView *self)
{
  g_autofree char *text = NULL;

  if (self->clock == NULL)
    {
      g_source_set_ready_time (self->display_source, -1);
      gtk_widget_set_visible (self->time_label, FALSE);
      g_free (self->text);
      self->text = g_strdup ("");
      chess_clock_view_update_classes (self);
      return;
    }

  gtk_widget_set_visible (self->time_label, TRUE);
  text = chess_clock_format_time (chess_clock_get_remaining (self->clock, self->side));
  if (g_strcmp0 (text, self->text) != 0)
    {
      gtk_label_set_text (GTK_LABEL (self->time_label), text);
      g_free (self->text);
      self->text = g_steal_pointer (&text);
    }
  chess_clock_view_update_classes (self);

  if (chess_clock_get_running_side (self->clock) == (int) self->side
      && !chess_clock_is_paused (self->clock))
    {
      gint64 next = chess_clock_get_next_display_change (self->clock);
      gint64 now = g_get_monotonic_time ();

      if (next == G_MAXINT64)
        g_source_set_ready_time (self->display_source, -1);
      else
        g_source_set_ready_time (self->display_source, MAX (next, now + 1000));
    }
  else
    g_source_set_ready_time (self->display_source, -1);
}

static gboolean
chess_clock_view_display_due (gpointer user_data)
{
  chess_clock_view_update (CHESS_CLOCK_VIEW (user_data));
  return G_SOURCE_CONTINUE;
}

static void
on_clock_changed (ChessClockView *self)
{
  chess_clock_view_update (self);
}

void
chess_clock_view_set_clock (ChessClockView *self, ChessClock *clock)
{
  g_return_if_fail (CHESS_IS_CLOCK_VIEW (self));

  if (self->clock == clock)
    return;
  if (self->clock != NULL)
    {
      g_clear_signal_handler (&self->changed_id, self->clock);
      g_clear_signal_handler (&self->flag_id, self->clock);
      g_clear_object (&self->clock);
    }
  if (clock != NULL)
    {
      self->clock = g_object_ref (clock);
      self->changed_id = g_signal_connect_swapped (clock, "changed", G_CALLBACK (on_clock_changed), self);
      self->flag_id = g_signal_connect_swapped (clock, "flag-fell", G_CALLBACK (on_clock_changed), self);
    }
  chess_clock_view_update (self);
}

void
chess_clock_view_set_side (ChessClockView *self, ChessColor side)
{
  g_return_if_fail (CHESS_IS_CLOCK_VIEW (self));

  self->side = side;
  gtk_widget_remove_css_class (GTK_WIDGET (self), side == CHESS_WHITE ? "black" : "white");
  gtk_widget_add_css_class (GTK_WIDGET (self), side == CHESS_WHITE ? "white" : "black");
  chess_clock_view_update (self);
}

ChessColor
chess_clock_view_get_side (ChessClockView *self)
{
  return self->side;
}

void
chess_clock_view_set_player_name (ChessClockView *self, const char *name)
{
  g_return_if_fail (CHESS_IS_CLOCK_VIEW (self));

  if (name == NULL || name[0] == '\0' || g_strcmp0 (name, "?") == 0)
    name = self->side == CHESS_WHITE ? _("White") : _("Black");
  gtk_label_set_text (GTK_LABEL (self->name_label), name);
}

void
chess_clock_view_set_active (ChessClockView *self, gboolean active)
{
  g_return_if_fail (CHESS_IS_CLOCK_VIEW (self));

  self->active = !!active;
  chess_clock_view_update_classes (self);
}

const char *
chess_clock_view_get_text (ChessClockView *self)
{
  return self->text != NULL ? self->text : "";
}

gint64
chess_clock_view_get_ready_time (ChessClockView *self)
{
  g_return_val_if_fail (CHESS_IS_CLOCK_VIEW (self), -1);
  return g_source_get_ready_time (self->display_source);
}

static void
chess_clock_view_dispose (GObject *object)
{
  ChessClockView *self = CHESS_CLOCK_VIEW (object);

  chess_clock_view_set_clock (self, NULL);
  if (self->display_source != NULL)
    {
      g_source_destroy (self->display_source);
      g_clear_pointer (&self->display_source, g_source_unref);
    }
  g_clear_pointer (&self->box, gtk_widget_unparent);
  G_OBJECT_CLASS (chess_clock_view_parent_class)->dispose (object);
}

static void
chess_clock_view_finalize (GObject *object)
{
  ChessClockView *self = CHESS_CLOCK_VIEW (object);

  g_free (self->text);
  G_OBJECT_CLASS (chess_clock_view_parent_class)->finalize (object);
}

static void
chess_clock_view_class_init (ChessClockViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = chess_clock_view_dispose;
  object_class->finalize = chess_clock_view_finalize;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "chessclock");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
chess_clock_view_init (ChessClockView *self)
{
  self->box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));

  self->name_label = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (self->name_label), 0.0);
  gtk_label_set_ellipsize (GTK_LABEL (self->name_label), PANGO_ELLIPSIZE_END);
  gtk_widget_set_hexpand (self->name_label, TRUE);
  gtk_widget_add_css_class (self->name_label, "player-name");
  gtk_box_append (GTK_BOX (self->box), self->name_label);

  self->time_label = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (self->time_label), 1.0);
  gtk_widget_add_css_class (self->time_label, "time");
  gtk_widget_add_css_class (self->time_label, "numeric");
  gtk_box_append (GTK_BOX (self->box), self->time_label);

  self->display_source = g_source_new (&display_source_funcs, sizeof (GSource));
  g_source_set_name (self->display_source, "ChessClockView display");
  g_source_set_callback (self->display_source, chess_clock_view_display_due, self, NULL);
  g_source_set_ready_time (self->display_source, -1);
  g_source_attach (self->display_source, NULL);

  chess_clock_view_set_side (self, CHESS_WHITE);
  chess_clock_view_set_player_name (self, NULL);
}

GtkWidget *
chess_clock_view_new (ChessColor side)
{
  ChessClockView *self = g_object_new (CHESS_TYPE_CLOCK_VIEW, NULL);

  chess_clock_view_set_side (self, side);
  chess_clock_view_set_player_name (self, NULL);
  return GTK_WIDGET (self);
}
