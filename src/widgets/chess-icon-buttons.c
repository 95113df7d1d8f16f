/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Icon buttons as a screen reader meets them.  GTK 4.8 makes a button's
 * icon its label (a labelled-by relation to the GtkImage inside), and an
 * image without a name is named after its type over AT-SPI, so Orca 43
 * says "GtkImage New Game push button".  Each icon button of the app
 * carries its own accessible label ("New Game"), so the relation goes,
 * for every button as it is mapped (one emission hook, whatever window or
 * page builds the button, and when) and after an icon is changed on a
 * button that is shown. */

#define G_LOG_DOMAIN "chess-widgets"

#include "chess-icon-buttons.h"

void
chess_icon_button_keep_own_name (GtkWidget *widget)
{
  if (GTK_IS_BUTTON (widget) && GTK_IS_IMAGE (gtk_button_get_child (GTK_BUTTON (widget))))
    gtk_accessible_reset_relation (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
}

static gboolean
on_widget_mapped (GSignalInvocationHint *hint,
                  guint                  n_values,
                  const GValue          *values,
                  gpointer               data)
{
  chess_icon_button_keep_own_name (g_value_get_object (&values[0]));
  return TRUE;   /* keep the hook */
}

/* Once, before the first window is built. */
void
chess_icon_buttons_keep_own_names (void)
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
