/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-material.c — see chess-material.h. */
#include "chess-material.h"

#include <string.h>

void
chess_material_count (const ChessPosition *pos, ChessMaterial *material)
{
  static const int value[5] = { 1, 3, 3, 5, 9 };
  int count[2][5] = { { 0 } };
  int total[2] = { 0, 0 };

  memset (material, 0, sizeof *material);
  for (int sq = 0; sq < 64; sq++)
    {
      ChessPiece piece = chess_position_piece_at (pos, sq);
      ChessPieceType type = CHESS_PIECE_TYPE (piece);

      if (piece == CHESS_PIECE_NONE || type > CHESS_QUEEN)
        continue;
      count[CHESS_PIECE_COLOR (piece)][type]++;
      total[CHESS_PIECE_COLOR (piece)] += value[type];
    }
  for (int type = CHESS_PAWN; type <= CHESS_QUEEN; type++)
    for (int side = 0; side < 2; side++)
      if (count[side][type] > count[!side][type])
        material->surplus[side][type] = (uint8_t) (count[side][type] - count[!side][type]);
  for (int side = 0; side < 2; side++)
    material->points[side] = total[side] > total[!side] ? total[side] - total[!side] : 0;
}
