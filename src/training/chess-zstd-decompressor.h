/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-zstd-decompressor.h — a GConverter that decompresses Zstandard
 * (lichess ships its puzzle database as .csv.zst), so a GConverterInputStream
 * streams it without ever holding the whole file in memory. */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

#define CHESS_TYPE_ZSTD_DECOMPRESSOR (chess_zstd_decompressor_get_type ())
G_DECLARE_FINAL_TYPE (ChessZstdDecompressor, chess_zstd_decompressor, CHESS, ZSTD_DECOMPRESSOR, GObject)

ChessZstdDecompressor *chess_zstd_decompressor_new (void);

/* Whether bytes start as a Zstandard frame does (at least 4 bytes). */
gboolean chess_zstd_has_magic (const guint8 *bytes, gsize size);

G_END_DECLS
