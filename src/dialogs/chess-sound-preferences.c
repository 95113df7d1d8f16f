/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-sound-preferences.c — see chess-sound-preferences.h.  Every row
 * is bound to its setting with g_settings_bind: an event's switch is on
 * while the event's id is not in "sounds-muted". */
#include "config.h"

#include <glib/gi18n.h>

#include "chess-sound-event.h"
#include "chess-sound-preferences.h"

typedef struct {
  GSettings *settings;
  ChessSoundEvent event;
} EventBinding;

static void
event_binding_free (gpointer data)
{
  EventBinding *binding = data;

  g_object_unref (binding->settings);
  g_free (binding);
}

static gboolean
muted_to_active (GValue *value, GVariant *variant, gpointer user_data)
{
  EventBinding *binding = user_data;
  g_autofree const char **muted = g_variant_get_strv (variant, NULL);

  g_value_set_boolean (value, !g_strv_contains (muted, chess_sound_event_id (binding->event)));
  return TRUE;
}

static GVariant *
active_to_muted (const GValue *value, const GVariantType *type, gpointer user_data)
{
  EventBinding *binding = user_data;
  const char *id = chess_sound_event_id (binding->event);
  g_auto (GStrv) muted = g_settings_get_strv (binding->settings, "sounds-muted");
  g_autoptr (GStrvBuilder) builder = g_strv_builder_new ();
  g_auto (GStrv) list = NULL;

  for (char **each = muted; *each != NULL; each++)
    if (g_strcmp0 (*each, id) != 0)
      g_strv_builder_add (builder, *each);
  if (!g_value_get_boolean (value))
    g_strv_builder_add (builder, id);
  list = g_strv_builder_end (builder);
  return g_variant_new_strv ((const char *const *) list, -1);
}

static gboolean
int_to_double (GValue *value, GVariant *variant, gpointer user_data)
{
  g_value_set_double (value, g_variant_get_int32 (variant));
  return TRUE;
}

static GVariant *
double_to_int (const GValue *value, const GVariantType *type, gpointer user_data)
{
  return g_variant_new_int32 ((gint32) (g_value_get_double (value) + 0.5));
}

static GtkWidget *
switch_row (const char *title, const char *subtitle)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *toggle = gtk_switch_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_widget_set_valign (toggle, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), toggle);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), toggle);
  return row;
}

static GtkWidget *
row_switch (GtkWidget *row)
{
  return adw_action_row_get_activatable_widget (ADW_ACTION_ROW (row));
}

static GtkWidget *
volume_row (GSettings *settings)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *scale = gtk_scale_new_with_range (GTK_ORIENTATION_HORIZONTAL, 0, 100, 5);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Volume"));
  gtk_scale_set_draw_value (GTK_SCALE (scale), FALSE);
  gtk_widget_set_hexpand (scale, TRUE);
  gtk_widget_set_valign (scale, GTK_ALIGN_CENTER);
  gtk_widget_set_size_request (scale, 160, -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (scale), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Volume"), -1);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), scale);
  g_settings_bind_with_mapping (settings, "sound-volume", gtk_range_get_adjustment (GTK_RANGE (scale)), "value",
                                G_SETTINGS_BIND_DEFAULT, int_to_double, double_to_int, NULL, NULL);
  return row;
}

GtkWidget *
chess_sound_preferences_new (GSettings *settings)
{
  GtkWidget *page = adw_preferences_page_new ();
  GtkWidget *group = adw_preferences_group_new ();
  GtkWidget *events = adw_preferences_group_new ();
  GtkWidget *on_row, *volume;

  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);

  adw_preferences_page_set_title (ADW_PREFERENCES_PAGE (page), _("Sounds"));
  adw_preferences_page_set_icon_name (ADW_PREFERENCES_PAGE (page), "audio-volume-high-symbolic");
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Sounds"));
  on_row = switch_row (_("Play Sounds"), _("Also silent while the desktop’s event sounds are off"));
  g_settings_bind (settings, "sounds", row_switch (on_row), "active", G_SETTINGS_BIND_DEFAULT);
  volume = volume_row (settings);
  g_settings_bind (settings, "sounds", volume, "sensitive", G_SETTINGS_BIND_GET);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), on_row);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), volume);

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (events), _("Sound For"));
  g_settings_bind (settings, "sounds", events, "sensitive", G_SETTINGS_BIND_GET);
  for (ChessSoundEvent event = 0; event < CHESS_SOUND_N_EVENTS; event++)
    {
      GtkWidget *row = switch_row (chess_sound_event_title (event), NULL);
      EventBinding *binding = g_new0 (EventBinding, 1);

      binding->settings = g_object_ref (settings);
      binding->event = event;
      g_settings_bind_with_mapping (settings, "sounds-muted", row_switch (row), "active", G_SETTINGS_BIND_DEFAULT,
                                    muted_to_active, active_to_muted, binding, event_binding_free);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (events), row);
    }

  {
    GtkWidget *speech = adw_preferences_group_new ();
    GtkWidget *speak_row = switch_row (_("Speak Moves"),
                                       _("Say each move aloud in your language, without a screen reader"));

    adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (speech), _("Speech"));
    g_settings_bind (settings, "speak-moves", row_switch (speak_row), "active", G_SETTINGS_BIND_DEFAULT);
    adw_preferences_group_add (ADW_PREFERENCES_GROUP (speech), speak_row);
    adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (group));
    adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (speech));
  }
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (events));
  return page;
}
