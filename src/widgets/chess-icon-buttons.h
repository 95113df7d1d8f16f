/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Icon buttons named by their own accessible label, not by their icon:
 * see chess-icon-buttons.c. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

void chess_icon_button_keep_own_name   (GtkWidget *widget);
void chess_icon_buttons_keep_own_names (void);

G_END_DECLS
