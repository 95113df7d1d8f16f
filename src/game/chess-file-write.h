/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-file-write.h — the one way this program writes a user's file.
 *
 * chess_write_file_atomic() never leaves a half-written file and never
 * changes more than the contents:
 * - the new contents go to a temporary file beside the target, which is
 *   flushed to the disk (fsync) before it is renamed over the target, and
 *   the folder is flushed after the rename, so a crash leaves either the
 *   old file or the new one;
 * - an existing file keeps its permissions (a 0600 file stays private) and
 *   its owner;
 * - a symbolic link is followed: its target gets the new contents and the
 *   link stays a link;
 * - a file with other hard links is refused (replacing it would give this
 *   name a file of its own and leave the others with the old contents);
 * - only regular files are replaced.
 * On failure the old file is untouched and the error names the file and
 * the reason (G_IO_ERROR_NO_SPACE for a full disk, _PERMISSION_DENIED for a
 * read-only file or folder, _NOT_REGULAR_FILE, _NOT_SUPPORTED for hard
 * links, …). */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

typedef enum {
  CHESS_WRITE_FILE_DEFAULT = 0,
  /* A new file is readable by its owner only (0600), not 0666 & ~umask. */
  CHESS_WRITE_FILE_PRIVATE = 1 << 0,
} ChessWriteFileFlags;

gboolean chess_write_file_atomic (GFile               *file,
                                  const void          *data,
                                  gsize                length,
                                  ChessWriteFileFlags  flags,
                                  GError             **error);

/* The same for contents too big to hold in memory: `fill` writes them in
 * pieces through chess_file_sink_write() (a copy of the old file's
 * bytes, say) and returns FALSE with an error of its own to give up; the
 * old file is then untouched and nothing is left beside it. */
typedef struct _ChessFileSink ChessFileSink;
typedef gboolean (*ChessFileFillFunc) (ChessFileSink  *sink,
                                       gpointer        user_data,
                                       GError        **error);
gboolean chess_write_file_atomic_with (GFile               *file,
                                       ChessFileFillFunc    fill,
                                       gpointer             user_data,
                                       ChessWriteFileFlags  flags,
                                       GError             **error);
/* The next bytes of the new contents; FALSE with an error that names the
 * file and the reason (G_IO_ERROR_NO_SPACE: "the disk is full"). */
gboolean chess_file_sink_write         (ChessFileSink       *sink,
                                        const void          *data,
                                        gsize                length,
                                        GError             **error);

/* A save killed midway leaves its temporary (".NAME.chess-PID-XXXXXX")
 * beside the file.  Removes those of `file` whose writing process is gone
 * and that have not changed for two minutes; never a file of another name
 * pattern or another user.  chess_write_file_atomic() does it before it
 * writes; opening a file does it too. */
void chess_file_remove_stale_temporaries (GFile *file);

G_END_DECLS
