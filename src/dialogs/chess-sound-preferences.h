/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-sound-preferences.h — the Sounds page of Preferences: sounds on
 * or off, their volume, and each event's sound on or off. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* A new page bound to `settings` ("sounds", "sound-volume",
 * "sounds-muted"), for adw_preferences_window_add(). */
GtkWidget *chess_sound_preferences_new (GSettings *settings);

G_END_DECLS
