/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-sound-player.h — ChessSoundPlayer: the app's sounds through
 * GSound (libcanberra), the GNOME way.
 *
 * One player a process (one sound context): chess_sound_player_play()
 * plays an event's Ogg file (data/sounds, installed in the app's data
 * folder) at the "sound-volume" setting, unless "sounds" is off, the
 * event is in "sounds-muted", the volume is 0, or the system's event
 * sounds are off (GtkSettings:gtk-enable-event-sounds, which follows
 * GNOME's "event-sounds" setting).  Each sound goes out with the
 * application's id and name and the "event" role, so the sound server's
 * own volume and mute for this app's event sounds apply as well.
 * Without a sound card, or a sound server, GSound fails quietly: the
 * player says so once at debug level and goes on. */
#pragma once

#include <gtk/gtk.h>

#include "chess-sound-event.h"

G_BEGIN_DECLS

#define CHESS_TYPE_SOUND_PLAYER (chess_sound_player_get_type ())
G_DECLARE_FINAL_TYPE (ChessSoundPlayer, chess_sound_player, CHESS, SOUND_PLAYER, GObject)

/* The process's player, made on first use (with the app's settings). */
ChessSoundPlayer *chess_sound_player_get_default (void);
/* Plays `event` for `widget` (its display's GtkSettings; NULL: the
 * default display's).  TRUE when a sound was asked for ("requested"
 * emitted), FALSE when the settings say no. */
gboolean chess_sound_player_play (ChessSoundPlayer *self, ChessSoundEvent event, GtkWidget *widget);
/* The Ogg file of `event` found in the data folders (XDG_DATA_DIRS and
 * the installed prefix), or NULL. */
char    *chess_sound_player_find_file (ChessSoundEvent event);

/* Signals:
 *   "requested" (guint event)  a sound is being played (the test event
 *              `SOUND <id>` comes from here) */

G_END_DECLS
