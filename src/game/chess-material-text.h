/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-material-text.h — a side's material balance as shown beside its
 * clock: the opponent's pieces it has taken more of, as figurines in the
 * opponent's colour, then its lead ("♟♟♞ +5"), digits of the locale. */
#pragma once

#include <glib.h>

#include "chess-material.h"

G_BEGIN_DECLS

/* "" when the side has nothing more than the other.  g_free. */
char *chess_material_text_for_side (const ChessMaterial *material, ChessColor side);

G_END_DECLS
