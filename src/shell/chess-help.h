/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-help.h — opening the user guide. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Opens the guide (help:com.example.Chess, shown by yelp) at its front
 * page, or at `page` (a page id of help/C, may be NULL).  When no help
 * viewer can be started, a dialog over parent says why. */
void chess_help_show (GtkWindow *parent, const char *page);

G_END_DECLS
