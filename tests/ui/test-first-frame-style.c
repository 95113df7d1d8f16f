/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-first-frame-style.c — the window's first frame is drawn with only
 * the part of libadwaita's style sheet that can style its nodes
 * (chess-appearance.c); it must look exactly as with the whole sheet, in
 * the light and in the dark style, and with a banner shown. */
#include "config.h"

#include <adwaita.h>

#include "board-test-utils.h"
#include "chess-appearance.h"
#include "chess-application.h"
#include "chess-window.h"

static ChessApplication *app;

static int
differing_pixels (Image *a, Image *b)
{
  int differing = 0;

  g_assert_cmpint (a->width, ==, b->width);
  g_assert_cmpint (a->height, ==, b->height);
  for (int i = 0; i < a->width * a->height; i++)
    for (int c = 0; c < 4; c++)
      if (ABS (a->data[i * 4 + c] - b->data[i * 4 + c]) > 1)
        {
          differing++;
          break;
        }
  return differing;
}

static Image *
render_window (GtkWidget *window)
{
  Image *image = NULL;

  /* settle: styles, layout, the frame, and libadwaita's transition
   * between the styles, which a busy machine caught half-way: drawn until
   * two renderings in a row agree (at most for 5 s) */
  for (int i = 0; i < 50; i++)
    {
      Image *next;

      for (int j = 0; j < 5; j++)
        {
          gtk_widget_queue_draw (window);
          gtk_test_widget_wait_for_draw (window);
        }
      next = render_widget (window);
      if (image != NULL && differing_pixels (image, next) == 0)
        {
          image_free (image);
          return next;
        }
      if (image != NULL)
        image_free (image);
      image = next;
      g_usleep (100000);
    }
  return image;
}

static void
test_same_look (void)
{
  g_autoptr(ChessSession) session = chess_session_new (chess_application_get_settings (app));
  ChessWindow *window = chess_window_new (GTK_APPLICATION (app), session, chess_application_get_library (app));
  g_autoptr(Image) light_part = NULL;
  g_autoptr(Image) dark_part = NULL;
  g_autoptr(Image) light_whole = NULL;
  g_autoptr(Image) dark_whole = NULL;
  AdwStyleManager *manager = adw_style_manager_get_default ();

  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 760);
  gtk_window_present (GTK_WINDOW (window));
  /* a banner, as after a restored game */
  chess_window_announce_restore (window);

  light_part = render_window (GTK_WIDGET (window));
  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_FORCE_DARK);
  dark_part = render_window (GTK_WIDGET (window));

  chess_appearance_load_whole_style ();
  dark_whole = render_window (GTK_WIDGET (window));
  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_FORCE_LIGHT);
  light_whole = render_window (GTK_WIDGET (window));

  g_assert_cmpint (differing_pixels (light_part, light_whole), ==, 0);
  g_assert_cmpint (differing_pixels (dark_part, dark_whole), ==, 0);
  /* and the style did change between the two */
  g_assert_cmpint (differing_pixels (light_part, dark_part), >, 1000);
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int argc, char *argv[])
{
  g_autoptr(GError) error = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  /* as main() does: the application installs libadwaita's sheets */
  chess_appearance_skip_gtk_theme ();
  app = chess_application_new ();
  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
  g_assert_no_error (error);
  /* the icons as installed: uninstalled, the window adds them a second
   * after its first frame, and the window would change between shots */
  gtk_icon_theme_add_resource_path (gtk_icon_theme_get_for_display (gdk_display_get_default ()),
                                    "/com/example/Chess/icons");

  g_test_add_func ("/ui/first-frame-style/same-look", test_same_look);
  status = g_test_run ();
  g_object_unref (app);
  return status;
}
