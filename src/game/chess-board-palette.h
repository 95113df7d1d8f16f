/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-board-palette.h — the colours of the board's themes as plain
 * tables, without GTK: chess-board-theme.c makes its themes from them,
 * and code without a display can read them (in the game room: the widgets
 * may link only core and game). */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* From 0 to 1, as GdkRGBA. */
typedef struct
{
  float red, green, blue, alpha;
} ChessBoardColor;

/* What each colour is for: see ChessBoardTheme (chess-board-theme.h). */
typedef struct
{
  const char *name;          /* "brown", "green", "blue", "grey" */
  const char *display_name;  /* untranslated; translate with _() when shown */
  ChessBoardColor light, dark, last_move, selected, touched, hover, hint, check, coord_on_light, coord_on_dark;
} ChessBoardPalette;

#define CHESS_BOARD_N_PALETTES 4

/* The palettes in display order, CHESS_BOARD_N_PALETTES of them; the
 * first is the default. */
const ChessBoardPalette *chess_board_palette_get_all    (void);
/* The palette of that name, NULL when there is none. */
const ChessBoardPalette *chess_board_palette_lookup     (const char *name);
/* NULL-terminated list of their names, in the same order. */
const char * const      *chess_board_palette_list_names (void);

G_END_DECLS
