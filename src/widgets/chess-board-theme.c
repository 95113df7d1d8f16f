/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-board-theme.c — the board colour themes, made once from the
 * GTK-free tables of chess-board-palette.c as the GdkRGBA the board
 * draws with. */
#include "chess-board-theme.h"

#include <string.h>

#include "chess-board-palette.h"

static GdkRGBA
rgba (ChessBoardColor color)
{
  return (GdkRGBA) { color.red, color.green, color.blue, color.alpha };
}

static const ChessBoardTheme *
themes (void)
{
  static ChessBoardTheme made[CHESS_BOARD_N_PALETTES];
  static gsize ready = 0;

  if (g_once_init_enter (&ready))
    {
      const ChessBoardPalette *palettes = chess_board_palette_get_all ();

      for (guint i = 0; i < CHESS_BOARD_N_PALETTES; i++)
        {
          const ChessBoardPalette *p = &palettes[i];

          made[i] = (ChessBoardTheme) {
            .name = p->name, .display_name = p->display_name,
            .light = rgba (p->light), .dark = rgba (p->dark),
            .last_move = rgba (p->last_move), .selected = rgba (p->selected),
            .touched = rgba (p->touched), .hover = rgba (p->hover),
            .hint = rgba (p->hint), .check = rgba (p->check),
            .coord_on_light = rgba (p->coord_on_light), .coord_on_dark = rgba (p->coord_on_dark),
          };
        }
      g_once_init_leave (&ready, 1);
    }
  return made;
}

const ChessBoardTheme *
chess_board_theme_lookup (const char *name)
{
  if (name == NULL)
    return NULL;
  for (guint i = 0; i < CHESS_BOARD_N_PALETTES; i++)
    if (strcmp (themes ()[i].name, name) == 0)
      return &themes ()[i];
  return NULL;
}

const ChessBoardTheme *
chess_board_theme_get_default (void)
{
  return &themes ()[0];
}

const char * const *
chess_board_theme_list_names (void)
{
  return chess_board_palette_list_names ();
}
