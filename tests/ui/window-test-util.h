/* SPDX-License-Identifier: GPL-3.0-or-later */
/* window-test-util.h — shared by the window's tests: what shows in it. */
#pragma once

#include <string.h>
#include <gtk/gtk.h>

#include "chess-banner.h"

/* The first widget of `type` at or below `widget`, shown or not; or NULL. */
static inline GtkWidget *
find_descendant (GtkWidget *widget,
                 GType      type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *hit = find_descendant (c, type);

      if (hit != NULL)
        return hit;
    }
  return NULL;
}

/* The first widget below `widget` of `type` whose text (a label's, a
 * banner's title) contains `part`, shown; or NULL. */
static inline GtkWidget *
find_shown (GtkWidget  *widget,
            GType       type,
            const char *part)
{
  const char *text = NULL;

  if (!gtk_widget_get_visible (widget))
    return NULL;
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type) && GTK_IS_LABEL (widget))
    text = gtk_label_get_text (GTK_LABEL (widget));
  else if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type) && CHESS_IS_BANNER (widget)
           && chess_banner_get_revealed (CHESS_BANNER (widget)))
    text = chess_banner_get_title (CHESS_BANNER (widget));
  else if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type) && GTK_IS_BUTTON (widget))
    text = gtk_button_get_label (GTK_BUTTON (widget));
  if (text != NULL && strstr (text, part) != NULL)
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_shown (c, type, part);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* A note of small repairs shows (a toast, no banner of problems), and its
 * Details show an information banner whose text holds `detail`. */
static inline void
assert_repairs_note (GtkWidget  *window,
                     const char *detail)
{
  GtkWidget *details;
  ChessBanner *banner;

  g_assert_nonnull (find_shown (window, GTK_TYPE_LABEL, "small repair"));
  g_assert_null (find_shown (window, CHESS_TYPE_BANNER, "Problems in"));
  details = find_shown (window, GTK_TYPE_BUTTON, "Details");
  g_assert_nonnull (details);
  g_signal_emit_by_name (details, "clicked");
  banner = CHESS_BANNER (find_shown (window, CHESS_TYPE_BANNER, "Repairs made"));
  g_assert_nonnull (banner);
  g_assert_cmpint (chess_banner_get_message_type (banner), ==, GTK_MESSAGE_INFO);
  g_assert_nonnull (strstr (chess_banner_get_text (banner), detail));
}
