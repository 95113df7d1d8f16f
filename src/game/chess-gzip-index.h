/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-gzip-index.h — access points into a gzip-compressed file, so
 * that a stretch of its text can be had without inflating the file from
 * its start.
 *
 * Deflate data can be resumed at the boundary of any of its blocks given
 * the bits of the byte the block starts in and the 32 KiB of text before
 * it (what later blocks may copy from).  While a file is read once from
 * its start (ChessPgnSource, for a game list's index) an access point is
 * kept about every CHESS_GZIP_INDEX_SPAN bytes of text; reading the text
 * from `start` to `end` then inflates from the last point at or before
 * `start`: at most a span more than the stretch asked for.
 *
 * Every member of a multi-member file (gzip files concatenated) is
 * indexed and read through.  The index belongs to the file as it was when
 * read: reading from a file of another size or modification time fails.
 * Points may be added by one thread while others read through them. */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* About this much text between two access points (each holds 32 KiB). */
#define CHESS_GZIP_INDEX_SPAN (1024 * 1024)

typedef struct _ChessGzipIndex ChessGzipIndex;

/* An empty index of the file open as `stream` (its size and modification
 * time are taken now), or NULL with an error naming nothing. */
ChessGzipIndex *chess_gzip_index_new_for_stream   (GFileInputStream *stream,
                                                   GCancellable     *cancellable,
                                                   GError          **error);
ChessGzipIndex *chess_gzip_index_ref              (ChessGzipIndex   *index);
void            chess_gzip_index_unref            (ChessGzipIndex   *index);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (ChessGzipIndex, chess_gzip_index_unref)

/* Building, from the thread that inflates the file from its start. */
/* Text it inflated next (the last 32 KiB are kept for the next point). */
void            chess_gzip_index_add_text         (ChessGzipIndex   *index,
                                                   const guint8     *text,
                                                   gsize             length);
/* The inflater stands at a block boundary: the next block begins at bit
 * `bits` (0–7, counted from the top) of the byte before compressed offset
 * `in_offset`, whose value is `byte_before`.  Keeps a point when the last
 * is a span behind. */
void            chess_gzip_index_at_block         (ChessGzipIndex   *index,
                                                   guint64           in_offset,
                                                   int               bits,
                                                   guint8            byte_before);
/* The text ended (`complete`) or the reading stopped early. */
void            chess_gzip_index_finish           (ChessGzipIndex   *index,
                                                   gboolean          complete);

/* The length of the text, once the whole file was read: FALSE before. */
gboolean        chess_gzip_index_get_text_size    (ChessGzipIndex   *index,
                                                   guint64          *size);
guint           chess_gzip_index_get_n_points     (ChessGzipIndex   *index);

/* Bytes [start, end) of the text of `file` (the file indexed), inflated
 * from the nearest access point.  Errors: G_IO_ERROR_FAILED when the file
 * is no longer the one indexed, G_IO_ERROR_PARTIAL_INPUT when the text
 * ends before `end`, G_IO_ERROR_INVALID_DATA for data that is no deflate,
 * and read errors. */
GBytes         *chess_gzip_index_read             (ChessGzipIndex   *index,
                                                   GFile            *file,
                                                   guint64           start,
                                                   guint64           end,
                                                   GCancellable     *cancellable,
                                                   GError          **error);
/* Bytes of text chess_gzip_index_read() inflated so far, all calls
 * together: what a test or benchmark checks a read against. */
guint64         chess_gzip_index_get_inflated     (ChessGzipIndex   *index);

G_END_DECLS
