/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What GTK 4.8 leaves out for a screen reader, found by running Orca 43
 * on the app (tests/gui/chess-gui-orca.py), made up for in one place.
 *
 * GTK 4.8 makes an icon button's icon its label (a labelled-by relation
 * to the GtkImage inside), and an image without a name is named after its
 * type over AT-SPI, so Orca says "GtkImage New Game push button".  Each
 * icon button of the app carries its own accessible label ("New Game"),
 * so the relation goes: for every button as it is mapped (one emission
 * hook, whatever window or page builds the button, and when), and again
 * after an icon is changed on a button that is shown.
 *
 * A GtkDropDown's focus is on a toggle button inside it, which has no name
 * ("GtkToggleButton push button"), and the drop-down's own label does not
 * reach it: the hook names that button by the drop-down's mnemonic labels
 * (a .ui gives the label a mnemonic-widget), and a drop-down named in code
 * is named through chess_drop_down_set_name(), which names both.
 *
 * A window that opens says nothing: GTK 4.8 sends no window:activate, and
 * the focus a dialog sets before it is shown gives no focus event, so Orca
 * says neither "New Game dialog" nor the button with the focus.  As a
 * window becomes active, its focus is given again, which Orca says with
 * the window around it. */

#define G_LOG_DOMAIN "chess-widgets"

#include "chess-accessible-fixes.h"

/* The drop-down's button named by the drop-down's mnemonic labels. */
static void
name_by_drop_down_labels (GtkWidget *button, GtkWidget *drop_down)
{
  GList *labels = gtk_widget_list_mnemonic_labels (drop_down);
  GList *last = g_list_last (labels);

  if (last != NULL)
    gtk_accessible_update_relation (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_RELATION_LABELLED_BY,
                                    last->data, NULL, -1);
  g_list_free (labels);
}

void
chess_button_keep_own_name (GtkWidget *button)
{
  GtkWidget *parent;

  if (!GTK_IS_BUTTON (button))
    return;
  parent = gtk_widget_get_parent (button);
  if (GTK_IS_DROP_DOWN (parent))
    name_by_drop_down_labels (button, parent);
  else if (GTK_IS_IMAGE (gtk_button_get_child (GTK_BUTTON (button))))
    gtk_accessible_reset_relation (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
}

static void
on_window_active (GtkWindow *window)
{
  GtkWidget *focus;

  if (!gtk_window_is_active (window) || (focus = gtk_window_get_focus (window)) == NULL)
    return;
  g_object_ref (focus);
  gtk_window_set_focus (window, NULL);
  gtk_window_set_focus (window, focus);
  g_object_unref (focus);
}

static gboolean
on_widget_mapped (GSignalInvocationHint *hint,
                  guint                  n_values,
                  const GValue          *values,
                  gpointer               data)
{
  GtkWidget *widget = g_value_get_object (&values[0]);

  if (GTK_IS_WINDOW (widget) && g_object_get_data (G_OBJECT (widget), "chess-focus-said") == NULL)
    {
      g_object_set_data (G_OBJECT (widget), "chess-focus-said", GINT_TO_POINTER (1));
      g_signal_connect (widget, "notify::is-active", G_CALLBACK (on_window_active), NULL);
    }
  chess_button_keep_own_name (widget);
  return TRUE;   /* keep the hook */
}

/* Once, before the first window is built. */
void
chess_accessible_fixes_install (void)
{
  static gsize installed = 0;

  if (g_once_init_enter (&installed))
    {
      /* the class holds its signals: it must exist before the lookup */
      gpointer widget_class = g_type_class_ref (GTK_TYPE_WIDGET);
      guint map = g_signal_lookup ("map", GTK_TYPE_WIDGET);

      g_signal_add_emission_hook (map, 0, on_widget_mapped, NULL, NULL);
      g_type_class_unref (widget_class);
      g_once_init_leave (&installed, 1);
    }
}

/* The button inside a drop-down (its first child in GTK 4.8). */
static GtkWidget *
drop_down_button (GtkWidget *drop_down)
{
  for (GtkWidget *child = gtk_widget_get_first_child (drop_down); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_BUTTON (child))
      return child;
  return NULL;
}

void
chess_drop_down_set_name (GtkWidget  *drop_down,
                          const char *name)
{
  GtkWidget *button = drop_down_button (drop_down);

  gtk_accessible_update_property (GTK_ACCESSIBLE (drop_down), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  if (button != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
}
