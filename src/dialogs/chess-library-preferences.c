/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-library-preferences.c — see chess-library-preferences.h. */
#include "config.h"

#include <glib/gi18n.h>

#include "chess-library.h"
#include "chess-library-preferences.h"

GtkWidget *
chess_library_preferences_new (GSettings *settings)
{
  GtkWidget *page = adw_preferences_page_new ();
  GtkWidget *group = adw_preferences_group_new ();
  GtkWidget *add_row = adw_action_row_new ();
  GtkWidget *add_switch = gtk_switch_new ();
  GtkWidget *where_row = adw_action_row_new ();
  g_autofree char *path = chess_library_default_path ();
  g_autofree char *where = g_filename_display_name (path);

  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);

  adw_preferences_page_set_title (ADW_PREFERENCES_PAGE (page), _("Library"));
  adw_preferences_page_set_icon_name (ADW_PREFERENCES_PAGE (page), "accessories-dictionary-symbolic");
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Library of Games"));

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (add_row), _("Add Finished Games"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (add_row),
                               _("Every game finished here goes into the library, for the Explorer and the Library view"));
  gtk_widget_set_valign (add_switch, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (add_row), add_switch);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (add_row), add_switch);
  g_settings_bind (settings, "library-add-finished", add_switch, "active", G_SETTINGS_BIND_DEFAULT);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (where_row), _("Location"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (where_row), where);

  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), add_row);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), where_row);
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (group));
  return page;
}
