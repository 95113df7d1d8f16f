/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-book-moves.c — book moves with their weights as percentages.  The
 * core reader finds and checks the moves; here they get their SAN and
 * their share. */
#include "config.h"

#include "chess-book-moves.h"

GArray *
chess_book_moves_for_position (const ChessBook *book, const ChessPosition *pos)
{
  ChessBookMove found[CHESS_BOOK_MOVES_MAX];
  GArray *shares = g_array_new (FALSE, TRUE, sizeof (ChessBookMoveShare));
  size_t n;
  guint64 total = 0;

  g_return_val_if_fail (book != NULL, shares);
  g_return_val_if_fail (pos != NULL, shares);

  n = chess_book_lookup (book, pos, found, G_N_ELEMENTS (found));
  for (size_t i = 0; i < n; i++)
    total += found[i].weight;
  for (size_t i = 0; i < n; i++)
    {
      ChessBookMoveShare share = { 0 };

      share.move = found[i].move;
      chess_move_to_san (pos, found[i].move, share.san);
      share.weight = found[i].weight;
      share.percent = total > 0 ? 100.0 * found[i].weight / (double) total : 0.0;
      g_array_append_val (shares, share);
    }
  return shares;
}
