/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-gif-palette.h — a palette of at most 255 colours fitted to the
 * pixels of a picture (a GIF's board, pieces and captions), and the
 * mapping of each colour to its entry.  The colours the caller names and
 * those a large area has (the squares, the highlights, a caption's
 * background) keep an entry of their own, exactly; the rest are shared
 * out by median cut and k-means, weighted by how often each colour
 * occurs.  No GTK. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct _ChessGifPalette ChessGifPalette;

/* Colours are 0xRRGGBB; entries 0…n-1 with n at most max_colors (up to
 * CHESS_GIF_PALETTE_MAX), so one index beyond them stays free (for
 * transparency). */
#define CHESS_GIF_PALETTE_MAX 255

ChessGifPalette *chess_gif_palette_new (guint max_colors);
void chess_gif_palette_free (ChessGifPalette *palette);

/* Counts the pixels of an opaque ARGB32 image (cairo's layout) before
 * chess_gif_palette_fit(). */
void chess_gif_palette_count (ChessGifPalette *palette, const guint8 *data, int width, int height, int stride);
/* Gives rgb an exact entry of its own, however few pixels have it (before
 * chess_gif_palette_fit(); at most max_colors - 1 colours are kept). */
void chess_gif_palette_keep (ChessGifPalette *palette, guint32 rgb);
/* Chooses the entries.  Afterwards counting is refused. */
void chess_gif_palette_fit (ChessGifPalette *palette);
guint chess_gif_palette_get_size (const ChessGifPalette *palette);
guint32 chess_gif_palette_get_color (const ChessGifPalette *palette, guint index);
/* The entry for a colour: the one it was given, or for a colour never
 * counted the nearest (then remembered). */
guint8 chess_gif_palette_index (ChessGifPalette *palette, guint32 rgb);
/* An opaque ARGB32 image into entries, width bytes a row in out. */
void chess_gif_palette_map (ChessGifPalette *palette, const guint8 *data, int width, int height, int stride,
                            guint8 *out, int out_stride);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ChessGifPalette, chess_gif_palette_free)

G_END_DECLS
