/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-match-positions.h — the start positions of a match played from a
 * FEN/EPD file (chess-match --positions): one position a line, FEN or
 * EPD (its four fields, operations after them ignored); empty lines and
 * lines starting with '#' are skipped. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The positions of the file at `path` as FEN (counters "0 1" for EPD),
 * at least one; NULL with a message naming the file and the line of the
 * first position that is not legal, or the file's own error. */
GPtrArray *chess_match_positions_read (const char *path, GError **error);

G_END_DECLS
