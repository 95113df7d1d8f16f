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
 * moment its style manager is made; the application keeps it set through
 * adw_init and installs libadwaita's style sheets itself (see below).
 *
 * GTK_THEME is set before any thread exists (setenv is not thread-safe) and
 * it is the last variable added, so removing it later cannot hide another
 * variable from a thread that reads the environment at that moment. */
#include "config.h"

#include "chess-appearance.h"
#include "chess-css-filter.h"

static gboolean skipping_gtk_theme;

void
chess_appearance_skip_gtk_theme (void)
{
  if (g_getenv ("GTK_THEME") != NULL)
    return;
  g_setenv ("GTK_THEME", "Adwaita-empty", TRUE);
  skipping_gtk_theme = TRUE;
}

/* ---- libadwaita's style sheet, in two steps ----------------------------
 *
 * libadwaita parses its whole style sheet (260 KB: every widget of GTK and
 * libadwaita) in adw_init: 140 M instructions, two fifths of what the main
 * thread runs before the first frame.  Started under GTK_THEME it installs
 * no style sheet (it leaves the look to that theme); the application then
 * installs the same two style sheets itself, as libadwaita would (the
 * colours, defaults-light.css or defaults-dark.css, and the widgets,
 * base.css or base-hc.css, from libadwaita's own resources), but the
 * widgets' sheet first only with the rules that can style a node of the
 * window's first frame (chess-css-filter.c): a third of the rules, parsed in
 * 43 M.  After the first frame the whole sheet takes its place, before any
 * dialog, menu or tooltip can open.  test-first-frame-style checks that the
 * window looks the same with either. */

/* The CSS node names of the window as it first shows (GTK_DEBUG's style
 * output of a debug build lists them), a banner included. */
static const char * const first_frame_nodes[] = {
  "window", "windowhandle", "headerbar", "windowtitle", "windowcontrols", "box", "button", "image",
  "label", "menubutton", "separator", "overlay", "stack", "viewswitcher", "toastoverlay",
  "scrolledwindow", "viewport", "scrollbar", "range", "trough", "slider", "junction", "overshoot",
  "undershoot", "contents", "indicatorbin", "indicator", "mask", "widget", "text", "textview",
  "revealer", "chessbanner", "chessboard", "chessclock", "chessmovelist", "evalbar", "evalgraph",
  "cachedbin", NULL
};

static GtkCssProvider *widgets_sheet;   /* base.css, or its first frame's part */
static GtkCssProvider *colours_sheet;   /* defaults-light.css or defaults-dark.css */
static gboolean whole_sheet;

static void
load_widgets_sheet (void)
{
  const char *path = adw_style_manager_get_high_contrast (adw_style_manager_get_default ())
                     ? "/org/gnome/Adwaita/styles/base-hc.css" : "/org/gnome/Adwaita/styles/base.css";
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *part = NULL;
  gsize length;
  const char *css;

  if (whole_sheet)
    {
      gtk_css_provider_load_from_resource (widgets_sheet, path);
      return;
    }
  bytes = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  g_return_if_fail (bytes != NULL);   /* libadwaita's own resource */
  css = g_bytes_get_data (bytes, &length);
  part = chess_css_filter_for_nodes (css, length, first_frame_nodes);
  gtk_css_provider_load_from_data (widgets_sheet, part, -1);
}

static void
load_colours_sheet (void)
{
  gtk_css_provider_load_from_resource (colours_sheet,
                                       adw_style_manager_get_dark (adw_style_manager_get_default ())
                                       ? "/org/gnome/Adwaita/styles/defaults-dark.css"
                                       : "/org/gnome/Adwaita/styles/defaults-light.css");
}

/* What AdwStyleManager does when it installs the sheets itself. */
static void
install_adwaita_sheets (void)
{
  GdkDisplay *display = gdk_display_get_default ();
  AdwStyleManager *manager = adw_style_manager_get_default ();

  /* GTK's own Adwaita must not come back when the settings change */
  g_object_set (gtk_settings_get_for_display (display), "gtk-theme-name", "Adwaita-empty", NULL);
  widgets_sheet = gtk_css_provider_new ();
  colours_sheet = gtk_css_provider_new ();
  gtk_style_context_add_provider_for_display (display, GTK_STYLE_PROVIDER (widgets_sheet),
                                              GTK_STYLE_PROVIDER_PRIORITY_THEME);
  gtk_style_context_add_provider_for_display (display, GTK_STYLE_PROVIDER (colours_sheet),
                                              GTK_STYLE_PROVIDER_PRIORITY_THEME);
  load_widgets_sheet ();
  load_colours_sheet ();
  g_signal_connect (manager, "notify::dark", G_CALLBACK (load_colours_sheet), NULL);
  g_signal_connect (manager, "notify::high-contrast", G_CALLBACK (load_widgets_sheet), NULL);
}

void
chess_appearance_load_whole_style (void)
{
  if (widgets_sheet == NULL || whole_sheet)
    return;
  whole_sheet = TRUE;
  load_widgets_sheet ();
}

void
chess_appearance_create_gtk_settings (void)
{
  gboolean own_sheets = skipping_gtk_theme;

  if (skipping_gtk_theme)
    {
      skipping_gtk_theme = FALSE;
      gtk_init ();   /* GtkApplication's startup calls it next; it runs once */
      gtk_settings_get_for_display (gdk_display_get_default ());
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
   * after its first frame (chess-window.c).  Still under GTK_THEME when it
   * is ours: libadwaita installs no style sheet, see above. */
  adw_init ();
  if (own_sheets)
    {
      g_unsetenv ("GTK_THEME");
      install_adwaita_sheets ();
    }
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
