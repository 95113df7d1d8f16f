/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-about.c — see chess-about.h */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "chess-about.h"
#include "chess-release-notes.h"

#define METAINFO_RESOURCE "/com/example/Chess/metainfo.xml"

/* The notes of this version, or of the newest release listed. */
static char *
load_release_notes (char **version)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GBytes) bytes = g_resources_lookup_data (METAINFO_RESOURCE, G_RESOURCE_LOOKUP_FLAGS_NONE, &error);
  char *notes = NULL;

  if (bytes != NULL)
    notes = chess_release_notes_from_metainfo (g_bytes_get_data (bytes, NULL), (gssize) g_bytes_get_size (bytes),
                                               PACKAGE_VERSION, version, &error);
  if (notes == NULL)
    g_warning ("No release notes for the About window: %s", error->message);
  return notes;
}

/* What a bug report needs to know about this build and session. */
static char *
describe_environment (GtkWindow *parent)
{
  GdkDisplay *display = parent != NULL ? gtk_widget_get_display (GTK_WIDGET (parent)) : gdk_display_get_default ();
  const char *const *languages = g_get_language_names ();

  return g_strdup_printf ("Chess %s\n"
                          "GTK %u.%u.%u\n"
                          "libadwaita %u.%u.%u\n"
                          "GLib %u.%u.%u\n"
                          "Display: %s\n"
                          "Renderer: %s\n"
                          "Language: %s\n",
                          PACKAGE_VERSION,
                          gtk_get_major_version (), gtk_get_minor_version (), gtk_get_micro_version (),
                          adw_get_major_version (), adw_get_minor_version (), adw_get_micro_version (),
                          glib_major_version, glib_minor_version, glib_micro_version,
                          display != NULL ? G_OBJECT_TYPE_NAME (display) : "none",
                          g_getenv ("GSK_RENDERER") != NULL ? g_getenv ("GSK_RENDERER") : "default",
                          languages[0]);
}

void
chess_about_present (GtkWindow *parent)
{
  const char *developers[] = { _("The Chess developers"), NULL };
  g_autofree char *notes_version = NULL;
  g_autofree char *notes = load_release_notes (&notes_version);
  g_autofree char *environment = describe_environment (parent);
  AdwAboutWindow *about = ADW_ABOUT_WINDOW (adw_about_window_new ());

  gtk_window_set_transient_for (GTK_WINDOW (about), parent);
  gtk_window_set_modal (GTK_WINDOW (about), TRUE);
  adw_about_window_set_application_name (about, _("Chess"));
  adw_about_window_set_application_icon (about, APP_ID);
  adw_about_window_set_version (about, PACKAGE_VERSION);
  adw_about_window_set_developer_name (about, developers[0]);
  adw_about_window_set_developers (about, developers);
  adw_about_window_set_translator_credits (about, _("translator-credits"));
  adw_about_window_set_comments (about, _("Play chess with a clock, save and open PGN games"));
  adw_about_window_set_copyright (about, _("© 2026 The Chess developers"));
  adw_about_window_set_license_type (about, GTK_LICENSE_GPL_3_0);
  adw_about_window_set_website (about, "https://example.com/chess/");
  adw_about_window_set_issue_url (about, "https://example.com/chess/issues");
  if (notes != NULL)
    {
      adw_about_window_set_release_notes (about, notes);
      adw_about_window_set_release_notes_version (about, notes_version);
    }
  adw_about_window_set_debug_info (about, environment);
  adw_about_window_set_debug_info_filename (about, "chess-debug-info.txt");
  gtk_window_present (GTK_WINDOW (about));
}
