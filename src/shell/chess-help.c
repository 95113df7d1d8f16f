/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-help.c — see chess-help.h
 *
 * The guide is installed under $datadir/help/<lang>/com.example.Chess
 * (help/meson.build); the desktop's handler of help: URIs, yelp on GNOME,
 * finds the page in the user's language.  The launch goes through GIO with
 * the display's launch context, so the viewer starts on the same display,
 * with startup notification, and the main loop never waits for it. */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "chess-help.h"

static void
show_failure (GtkWindow *parent, const GError *error)
{
  GtkWidget *dialog = adw_message_dialog_new (parent, _("Could Not Open Help"), NULL);

  adw_message_dialog_format_body (ADW_MESSAGE_DIALOG (dialog),
                                  _("%s\n\nThe guide is read with a help viewer such as Yelp "
                                    "(the package “yelp”)."), error->message);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
on_launched (GObject *source, GAsyncResult *result, gpointer user_data)
{
  g_autoptr (GtkWindow) parent = user_data;
  g_autoptr (GError) error = NULL;

  if (!g_app_info_launch_default_for_uri_finish (result, &error))
    {
      g_warning ("Cannot open the help: %s", error->message);
      show_failure (parent, error);
    }
}

void
chess_help_show (GtkWindow *parent, const char *page)
{
  GdkDisplay *display = parent != NULL ? gtk_widget_get_display (GTK_WIDGET (parent)) : gdk_display_get_default ();
  g_autoptr (GdkAppLaunchContext) context = gdk_display_get_app_launch_context (display);
  g_autofree char *uri = page != NULL ? g_strdup_printf ("help:%s/%s", APP_ID, page)
                                      : g_strdup ("help:" APP_ID);

  g_app_info_launch_default_for_uri_async (uri, G_APP_LAUNCH_CONTEXT (context), NULL, on_launched,
                                           parent != NULL ? g_object_ref (parent) : NULL);
}
