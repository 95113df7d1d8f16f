/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-tablebase-folders.h — where Syzygy tables are looked for: the
 * folders the user named, then the usual places that exist
 * (~/.local/share/syzygy and syzygy/ in every system data folder, so
 * /usr/local/share/syzygy and /usr/share/syzygy), then the folders the
 * installed engines' SyzygyPath options name. */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* One path list (G_SEARCHPATH_SEPARATOR between folders) for
 * chess_tablebase_open: `user_paths` (a path list, may be NULL or "")
 * first and as written, then the usual places and the folders of
 * `engine_paths` (path lists, NULL-terminated, may be NULL; Stockfish's
 * "<empty>" is none) that are folders; each folder once. */
char *chess_tablebase_find_folders (const char *user_paths, const char *const *engine_paths);

G_END_DECLS
