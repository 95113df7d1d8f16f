/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What GTK 4.8 leaves out for a screen reader, made up for: see
 * chess-accessible-fixes.c. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

void chess_accessible_fixes_install (void);
void chess_button_keep_own_name  (GtkWidget *button);
void chess_drop_down_set_name    (GtkWidget  *drop_down,
                                  const char *name);

G_END_DECLS
