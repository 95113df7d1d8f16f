/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-gif-lzw.h — GIF's LZW compression of an image's palette indices,
 * as the data sub-blocks giflib's EGifPutCodeNext() writes.  giflib's own
 * compressor looks every pixel up in a hash table, which took most of the
 * time of a game's GIF; this one indexes its dictionary by code and pixel.
 * No GTK. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct _ChessGifLzw ChessGifLzw;

/* Receives one sub-block: block[0] bytes follow block[0] (1…255).
 * Returns FALSE to stop. */
typedef gboolean (*ChessGifLzwWriteFunc) (const guint8 *block, gpointer user_data);

/* For pixels below 1 << min_code_size (2…8, as the image's colour table
 * has bits; giflib writes that byte before the data). */
ChessGifLzw *chess_gif_lzw_new (int min_code_size, ChessGifLzwWriteFunc write, gpointer user_data);
void chess_gif_lzw_free (ChessGifLzw *lzw);

/* One image: begin, the pixels in rows (any number of calls), end.
 * FALSE when the write function refused a block. */
void chess_gif_lzw_begin (ChessGifLzw *lzw);
gboolean chess_gif_lzw_add (ChessGifLzw *lzw, const guint8 *pixels, gsize n_pixels);
gboolean chess_gif_lzw_end (ChessGifLzw *lzw);

G_END_DECLS
