/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-appearance.c — see chess-appearance.h
 *
 * The Style preference: AdwStyleManager does the work.
 * ADW_COLOR_SCHEME_DEFAULT is light unless the system prefers dark, and
 * follows it when it changes; the two forced schemes ignore the system.
 * The key is bound one way (settings to style manager): nothing else sets
 * the scheme.
 *
 * Why the dance with GTK_THEME: GTK 4.8 loads the theme named by its
 * settings ("Adwaita", a large stylesheet) as soon as a display's
 * GtkSettings exist, and libadwaita's style manager sets the theme to
 * "Adwaita-empty" right after, to use its own stylesheet instead.  The first
 * parse is thrown away; it cost 9 ms of CPU of a start-up of about 50 ms
 * (measured: gtk_init + adw_init + a window, 33 ms against 24 ms).
 * libadwaita installs its stylesheet only when GTK_THEME is unset at the
 * moment its style manager is made, hence the unset before adw_init.
 *
 * GTK_THEME is set before any thread exists (setenv is not thread-safe) and
 * it is the last variable added, so removing it later cannot hide another
 * variable from a thread that reads the environment at that moment. */
#include "config.h"

#include "chess-appearance.h"

static gboolean skipping_gtk_theme;

void
chess_appearance_skip_gtk_theme (void)
{
  if (g_getenv ("GTK_THEME") != NULL)
    return;
  g_setenv ("GTK_THEME", "Adwaita-empty", TRUE);
  skipping_gtk_theme = TRUE;
}

void
chess_appearance_create_gtk_settings (void)
{
  if (skipping_gtk_theme)
    {
      skipping_gtk_theme = FALSE;
      gtk_init ();   /* GtkApplication's startup calls it next; it runs once */
      gtk_settings_get_for_display (gdk_display_get_default ());
      g_unsetenv ("GTK_THEME");
    }
  /* libadwaita's start, here rather than in AdwApplication's startup (which
   * calls it again: it runs once), before GtkApplication's can touch the
   * icon theme.  adw_init makes the display's icon theme, which GTK starts
   * reading on a worker at once, and adds libadwaita's icons a moment
   * later, before the worker begins.  A path added after the theme was
   * read throws it away: GTK read it again on the main thread at the
   * window's first icon and restyled the whole window (a sixth of the
   * start-up's instructions).  That is why the application sets no
   * resource base path (GtkApplication would add its icons after
   * libadwaita's) and the window adds the application icon's path only
   * after its first frame (chess-window.c). */
  adw_init ();
}

/* data/style.css at the application's priority, as AdwApplication loads it
 * from a resource base path (there is no style-dark.css nor style-hc.css). */
void
chess_appearance_load_style (void)
{
  g_autoptr(GtkCssProvider) provider = gtk_css_provider_new ();

  gtk_css_provider_load_from_resource (provider, "/com/example/Chess/style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (provider),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
}

static gboolean
style_to_color_scheme (GValue *value, GVariant *variant, gpointer user_data)
{
  const char *style = g_variant_get_string (variant, NULL);
  AdwColorScheme scheme = ADW_COLOR_SCHEME_DEFAULT;

  if (g_str_equal (style, "light"))
    scheme = ADW_COLOR_SCHEME_FORCE_LIGHT;
  else if (g_str_equal (style, "dark"))
    scheme = ADW_COLOR_SCHEME_FORCE_DARK;
  g_value_set_enum (value, scheme);
  return TRUE;
}

void
chess_appearance_follow_settings (GSettings *settings)
{
  g_return_if_fail (G_IS_SETTINGS (settings));

  g_settings_bind_with_mapping (settings, "style", adw_style_manager_get_default (), "color-scheme",
                                G_SETTINGS_BIND_GET, style_to_color_scheme, NULL, NULL, NULL);
}
