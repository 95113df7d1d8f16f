/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-material.h — the material balance of a position as players read it
 * beside the clocks (as lichess shows it): for each side, the pieces it has
 * more of than the other side, kind by kind, and by how many points it is
 * ahead (pawn 1, knight 3, bishop 3, rook 5, queen 9).  Counted from the
 * position alone, so a promotion counts as the piece it became.  Plain C. */
#pragma once

#include "chess-position.h"

typedef struct {
  /* surplus[colour][type]: how many more pieces of that type (CHESS_PAWN …
   * CHESS_QUEEN) this side has than the other; 0 where it has not more. */
  uint8_t surplus[2][5];
  /* Points ahead: the side ahead has its lead here, the other 0. */
  int points[2];
} ChessMaterial;

void chess_material_count (const ChessPosition *pos, ChessMaterial *material);
