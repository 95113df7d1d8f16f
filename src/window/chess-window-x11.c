/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-window-x11.c — one thing the window does differently on X11: it
 * spares GDK a question that has no answer.
 *
 * GDK 4.8 asks at the end of every frame whether the window manager
 * supports _NET_WM_FRAME_DRAWN (frame synchronization with a compositor).
 * It remembers the window manager once it has found one, but with none
 * running (a bare X server, Xvfb) it looks again at every frame: a round
 * trip to the X server each time, a fifth of the CPU of a drag.  Where no
 * window manager supports frame synchronization GDK cannot synchronize
 * anyway, so the window turns it off; when a window manager comes (GDK
 * then says so), the window asks again. */
#include "config.h"

#include "chess-window-private.h"

#ifdef GDK_WINDOWING_X11
#include <gdk/x11/gdkx.h>

static void
update_frame_sync (GdkX11Screen *screen,
                   GtkWidget    *window)
{
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (window));

  if (surface != NULL && GDK_IS_X11_SURFACE (surface))
    gdk_x11_surface_set_frame_sync_enabled (surface,
                                            gdk_x11_screen_supports_net_wm_hint (screen, "_NET_WM_FRAME_DRAWN"));
}
#endif

void
chess_window_x11_frame_sync (ChessWindow *self)
{
#ifdef GDK_WINDOWING_X11
  GdkDisplay *display = gtk_widget_get_display (GTK_WIDGET (self));
  GdkX11Screen *screen;

  if (!GDK_IS_X11_DISPLAY (display))
    return;
  screen = gdk_x11_display_get_screen (display);
  update_frame_sync (screen, GTK_WIDGET (self));
  g_signal_connect_object (screen, "window-manager-changed", G_CALLBACK (update_frame_sync), self, 0);
#endif
}
