/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-board-palette.c — the board colour themes' tables.
 *
 * Overlays are translucent so that they keep the light/dark pattern
 * readable underneath; the check glow fades to transparent at the edge of
 * the square.  The touch-move ring is a warm orange that stands apart from
 * the selection tint and from the red of check. */
#include "chess-board-palette.h"

#include <glib/gi18n.h>
#include <string.h>

#define RGB(r, g, b) { (r) / 255.f, (g) / 255.f, (b) / 255.f, 1.f }
#define RGBA(r, g, b, a) { (r) / 255.f, (g) / 255.f, (b) / 255.f, (a) }

static const ChessBoardPalette palettes[] = {
  {
    .name = "brown",
    .display_name = N_("Brown"),
    .light = RGB (0xf0, 0xd9, 0xb5),
    .dark = RGB (0xb5, 0x88, 0x63),
    .last_move = RGBA (0xcd, 0xd2, 0x3a, 0.50f),
    .selected = RGBA (0x14, 0x6e, 0x3c, 0.45f),
    .touched = RGBA (0xc2, 0x4e, 0x12, 0.85f),
    .hover = RGBA (0x14, 0x55, 0x1e, 0.22f),
    .hint = RGBA (0x14, 0x55, 0x1e, 0.45f),
    .check = RGBA (0xff, 0x1e, 0x1e, 1.0f),
    .coord_on_light = RGB (0x9a, 0x6e, 0x4c),
    .coord_on_dark = RGB (0xf0, 0xd9, 0xb5),
  },
  {
    .name = "green",
    .display_name = N_("Green"),
    .light = RGB (0xee, 0xee, 0xd2),
    .dark = RGB (0x76, 0x96, 0x56),
    .last_move = RGBA (0xf6, 0xf0, 0x4a, 0.50f),
    .selected = RGBA (0xf6, 0xf0, 0x4a, 0.65f),
    .touched = RGBA (0xd2, 0x5a, 0x14, 0.85f),
    .hover = RGBA (0x1e, 0x32, 0x14, 0.18f),
    .hint = RGBA (0x1e, 0x32, 0x14, 0.30f),
    .check = RGBA (0xff, 0x1e, 0x1e, 1.0f),
    .coord_on_light = RGB (0x60, 0x80, 0x44),
    .coord_on_dark = RGB (0xee, 0xee, 0xd2),
  },
  {
    .name = "blue",
    .display_name = N_("Blue"),
    .light = RGB (0xde, 0xe3, 0xe6),
    .dark = RGB (0x8c, 0xa2, 0xad),
    .last_move = RGBA (0xc3, 0xd8, 0x5a, 0.55f),
    .selected = RGBA (0x1c, 0x5a, 0x8c, 0.45f),
    .touched = RGBA (0xe0, 0x6e, 0x1c, 0.85f),
    .hover = RGBA (0x1c, 0x3c, 0x5a, 0.22f),
    .hint = RGBA (0x1c, 0x3c, 0x5a, 0.40f),
    .check = RGBA (0xff, 0x1e, 0x1e, 1.0f),
    .coord_on_light = RGB (0x6e, 0x86, 0x94),
    .coord_on_dark = RGB (0xde, 0xe3, 0xe6),
  },
  {
    .name = "grey",
    .display_name = N_("Grey"),
    .light = RGB (0xde, 0xdd, 0xda),
    .dark = RGB (0x9a, 0x99, 0x96),
    .last_move = RGBA (0xf6, 0xd3, 0x2d, 0.50f),  /* warm, so it never reads as the blue selection */
    .selected = RGBA (0x35, 0x84, 0xe4, 0.50f),
    .touched = RGBA (0xe6, 0x61, 0x00, 0.85f),
    .hover = RGBA (0x24, 0x1f, 0x31, 0.20f),
    .hint = RGBA (0x24, 0x1f, 0x31, 0.35f),
    .check = RGBA (0xff, 0x1e, 0x1e, 1.0f),
    .coord_on_light = RGB (0x77, 0x76, 0x73),
    .coord_on_dark = RGB (0xf6, 0xf5, 0xf4),
  },
};

static const char * const theme_names[] = { "brown", "green", "blue", "grey", NULL };

G_STATIC_ASSERT (G_N_ELEMENTS (palettes) == CHESS_BOARD_N_PALETTES);
G_STATIC_ASSERT (G_N_ELEMENTS (palettes) + 1 == G_N_ELEMENTS (theme_names));

const ChessBoardPalette *
chess_board_palette_get_all (void)
{
  return palettes;
}

const char * const *
chess_board_palette_list_names (void)
{
  return theme_names;
}

const ChessBoardPalette *
chess_board_palette_lookup (const char *name)
{
  if (name == NULL)
    return NULL;
  for (guint i = 0; i < CHESS_BOARD_N_PALETTES; i++)
    if (strcmp (palettes[i].name, name) == 0)
      return &palettes[i];
  return NULL;
}
