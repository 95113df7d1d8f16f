/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-pgn-source.h — a PGN file as the core's streaming reader pulls
 * it: plain or gzip-compressed (every member of a multi-member file, as
 * gzip -d reads it), in chunks, with how far the reading has come.
 *
 * For workers that go through a whole file without holding it in memory
 * (a game list's index, an opening tree of a file).  Use one source from
 * one thread. */
#pragma once

#include <gio/gio.h>
#include "chess-pgn.h"
#include "chess-gzip-index.h"

G_BEGIN_DECLS

typedef struct _ChessPgnSource ChessPgnSource;

/* Opens `file` for reading; the error names the file. */
ChessPgnSource *chess_pgn_source_open          (GFile           *file,
                                                GCancellable    *cancellable,
                                                GError         **error);
void            chess_pgn_source_free          (ChessPgnSource  *source);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (ChessPgnSource, chess_pgn_source_free)

/* A reader of the source (free it before the source). */
ChessPgnReader *chess_pgn_source_new_reader    (ChessPgnSource  *source);

/* Bytes of the file read so far and its size (0 when unknown): for a
 * compressed file, compressed bytes. */
guint64         chess_pgn_source_get_position  (ChessPgnSource  *source);
guint64         chess_pgn_source_get_size      (ChessPgnSource  *source);
gboolean        chess_pgn_source_is_compressed (ChessPgnSource  *source);
/* A compressed file's access points, kept as the reader goes (complete
 * once it read the whole file; ref it to keep it past the source), or
 * NULL. */
ChessGzipIndex *chess_pgn_source_get_access_points (ChessPgnSource *source);

/* After the reader reached the end: FALSE with the error that ended the
 * input early (G_IO_ERROR_PARTIAL_INPUT for a compressed file cut short,
 * G_IO_ERROR_CANCELLED, or a read error), naming the file. */
gboolean        chess_pgn_source_finish        (ChessPgnSource  *source,
                                                GError         **error);

G_END_DECLS
