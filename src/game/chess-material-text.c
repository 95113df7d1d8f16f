/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-material-text.c — see chess-material-text.h. */
#include "config.h"

#include "chess-digits.h"
#include "chess-material-text.h"

char *
chess_material_text_for_side (const ChessMaterial *material, ChessColor side)
{
  /* The pieces the other side lacks, in its colour: white's outlined
   * figurines when Black is ahead, black's filled ones when White is. */
  static const char *const figurines[2][5] = {
    { "\u2659", "\u2658", "\u2657", "\u2656", "\u2655" },
    { "\u265F", "\u265E", "\u265D", "\u265C", "\u265B" },
  };
  GString *text = g_string_new (NULL);
  ChessColor other = side == CHESS_WHITE ? CHESS_BLACK : CHESS_WHITE;

  for (int type = CHESS_PAWN; type <= CHESS_QUEEN; type++)
    for (int n = 0; n < material->surplus[side][type]; n++)
      g_string_append (text, figurines[other][type]);
  if (material->points[side] > 0)
    {
      /* the one place numbers are written: locale digits, the sign kept
       * before them in right-to-left text */
      g_autofree char *lead = chess_digits_format ("+%d", material->points[side]);

      if (text->len > 0)
        g_string_append_c (text, ' ');
      g_string_append (text, lead);
    }
  return g_string_free (text, FALSE);
}
