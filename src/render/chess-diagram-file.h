/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-diagram-file.h — a position as a picture file: PNG, SVG (the
 * pieces inside it as paths, so it opens anywhere) or PDF; and the
 * formats the pictures of this room are written in.  No GTK. */
#pragma once

#include <gio/gio.h>

#include "chess-diagram.h"

G_BEGIN_DECLS

typedef enum
{
  CHESS_PICTURE_PNG,
  CHESS_PICTURE_SVG,
  CHESS_PICTURE_PDF,
  CHESS_PICTURE_GIF,
  CHESS_PICTURE_UNKNOWN = -1
} ChessPictureFormat;

/* By the name's extension, in any case; UNKNOWN for another. */
ChessPictureFormat chess_picture_format_for_name (const char *name);
/* "png", "svg", "pdf", "gif". */
const char *chess_picture_format_extension (ChessPictureFormat format);

/* The board's width for a size asked for: a multiple of 8 (whole pixels a
 * square), at least 64; larger than 4096 is refused by those below. */
int chess_diagram_pixel_size (int size);

/* An image surface of the board, size × size pixels (size as above). */
cairo_surface_t *chess_diagram_to_image (const ChessDiagram *diagram, ChessPieceDrawings *pieces, int size);
/* The file's bytes in a format of PNG, SVG, PDF (not GIF); NULL with an
 * error for a size out of range or a failed write. */
GBytes *chess_diagram_to_bytes (const ChessDiagram *diagram, ChessPieceDrawings *pieces,
                                ChessPictureFormat format, int size, GError **error);

/* Writes `bytes` to file, atomically (chess-file-write.h). */
gboolean chess_picture_save (GBytes *bytes, GFile *file, GError **error);

G_END_DECLS
