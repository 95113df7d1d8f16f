/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-library-preferences.h — the Library page of Preferences: whether
 * games finished here go into the library, and where the library is. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* A new page bound to `settings`, for adw_preferences_window_add(). */
GtkWidget *chess_library_preferences_new (GSettings *settings);

G_END_DECLS
