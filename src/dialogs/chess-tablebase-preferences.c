/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-tablebase-preferences.c — the Endgames page (see the header).
 * The folders are set when the entry's text is applied (its ✓ button or
 * Enter), not at every key: each setting reopens the tables. */
#include "config.h"

#include <glib/gi18n.h>

#include "chess-tablebase-preferences.h"

typedef struct {
  GtkWidget *found_row;
  ChessTablebase *tablebase;
} FoundRow;

static void
show_found (FoundRow *found)
{
  g_autofree char *described = NULL, *paths = NULL, *where = NULL;

  if (found->tablebase == NULL)
    return;
  described = chess_tablebase_describe (found->tablebase);
  paths = chess_tablebase_dup_paths (found->tablebase);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (found->found_row), described);
  /* Translators: where the tables were looked for, a list of folders */
  where = *paths ? g_strdup_printf (_("Looked in %s"), paths) : g_strdup (_("No folder to look in"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (found->found_row), where);
}

static void
found_row_free (gpointer data)
{
  FoundRow *found = data;

  if (found->tablebase != NULL)
    g_signal_handlers_disconnect_by_data (found->tablebase, found);
  g_clear_object (&found->tablebase);
  g_free (found);
}

static void
folders_applied (AdwEntryRow *row, GSettings *settings)
{
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (row))));

  g_settings_set_string (settings, "tablebase-folders", text);
}

GtkWidget *
chess_tablebase_preferences_new (GSettings *settings, ChessTablebase *tablebase)
{
  GtkWidget *page = adw_preferences_page_new ();
  GtkWidget *group = adw_preferences_group_new ();
  GtkWidget *folders_row = adw_entry_row_new ();
  GtkWidget *found_row = adw_action_row_new ();
  GtkWidget *adjudicate_row = adw_action_row_new ();
  GtkWidget *adjudicate_switch = gtk_switch_new ();
  g_autofree char *folders = NULL;
  FoundRow *found;

  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);

  adw_preferences_page_set_title (ADW_PREFERENCES_PAGE (page), _("Endgames"));
  adw_preferences_page_set_icon_name (ADW_PREFERENCES_PAGE (page), "emblem-ok-symbolic");
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Endgame Tablebases"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
    _("Syzygy tables give the exact result of positions with few pieces. Folders are separated by “:”; "
      "~/.local/share/syzygy, /usr/share/syzygy and an engine’s SyzygyPath are looked in too."));

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (folders_row), _("Folders"));
  adw_entry_row_set_show_apply_button (ADW_ENTRY_ROW (folders_row), TRUE);
  folders = g_settings_get_string (settings, "tablebase-folders");
  gtk_editable_set_text (GTK_EDITABLE (folders_row), folders);
  g_signal_connect_object (folders_row, "apply", G_CALLBACK (folders_applied), settings, 0);

  found = g_new0 (FoundRow, 1);
  found->found_row = found_row;
  found->tablebase = tablebase != NULL ? g_object_ref (tablebase) : NULL;
  g_object_set_data_full (G_OBJECT (found_row), "chess-found", found, found_row_free);
  if (tablebase != NULL)
    g_signal_connect_swapped (tablebase, "changed", G_CALLBACK (show_found), found);
  show_found (found);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (adjudicate_row), _("End Decided Games"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (adjudicate_row),
    _("Against the computer, a position in the tables ends the game with its result"));
  gtk_widget_set_valign (adjudicate_switch, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (adjudicate_row), adjudicate_switch);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (adjudicate_row), adjudicate_switch);
  g_settings_bind (settings, "tablebase-adjudication", adjudicate_switch, "active", G_SETTINGS_BIND_DEFAULT);

  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), folders_row);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), found_row);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), adjudicate_row);
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (group));
  return page;
}
