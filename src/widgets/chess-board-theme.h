/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-board-theme.h — colour themes for the board: square colours and the
 * translucent overlays drawn on top of them. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

typedef struct
{
  const char *name;          /* "brown", "green", "blue", "grey" */
  const char *display_name;  /* untranslated; translate with _() when shown */
  GdkRGBA light;             /* light squares (h1 is light) */
  GdkRGBA dark;
  GdkRGBA last_move;         /* overlay on the from and to squares of the last move */
  GdkRGBA selected;          /* overlay on the square of the held or selected piece */
  GdkRGBA touched;           /* ring round a piece touched under the touch-move rule */
  GdkRGBA hover;             /* overlay on a legal square under a dragged piece */
  GdkRGBA hint;              /* legal-move dots and capture rings */
  GdkRGBA check;             /* centre of the radial glow under a king in check */
  GdkRGBA coord_on_light;    /* coordinate letters drawn inside light squares */
  GdkRGBA coord_on_dark;
} ChessBoardTheme;

#define CHESS_BOARD_THEME_DEFAULT "brown"

/* NULL when there is no theme of that name. */
const ChessBoardTheme *chess_board_theme_lookup (const char *name);
/* The default theme: never NULL. */
const ChessBoardTheme *chess_board_theme_get_default (void);
/* NULL-terminated list of theme names, in display order. */
const char * const *chess_board_theme_list_names (void);

G_END_DECLS
