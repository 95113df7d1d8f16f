/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-tablebase-settings.h — the application's tablebase, opened from
 * its settings: the folders of "tablebase-folders", then the usual places
 * and the folders the engines' SyzygyPath options name (the engine
 * catalog's "engine-options"), found by chess_tablebase_find_folders.
 * It opens on a worker thread, and again whenever those settings change;
 * the tablebase's "changed" follows each opening. */
#pragma once

#include <gio/gio.h>
#include "chess-tablebase.h"

G_BEGIN_DECLS

/* A new tablebase that follows `settings` (the application's) while it
 * lives; its first opening is under way when this returns. */
ChessTablebase *chess_tablebase_new_from_settings (GSettings *settings);

/* The same in two steps, so that the opening can wait (the application
 * opens it after its first frame): a tablebase that has opened nothing,
 * then chess_tablebase_settings_open() starts its first opening and
 * follows `settings` from then on (once; again does nothing). */
ChessTablebase *chess_tablebase_new_unopened (GSettings *settings);
void chess_tablebase_settings_open (ChessTablebase *tablebase,
                                    GSettings      *settings);

/* The path list it opens for `settings` (for tests and Preferences). */
char *chess_tablebase_settings_dup_folders (GSettings *settings);

G_END_DECLS
