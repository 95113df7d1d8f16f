/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-book-moves.h — what an opening book says of a position, as the
 * Book tab shows it: each book move in SAN with its share of the book's
 * weight for that position, in percent. */
#pragma once

#include <glib.h>
#include "chess-notation.h"
#include "chess-polyglot.h"

G_BEGIN_DECLS

/* Debian's opening book (package gnuchess-book), the default. */
#define CHESS_BOOK_DEFAULT_PATH "/usr/share/games/gnuchess/book.bin"

/* The most moves a book lists for one position that are kept. */
#define CHESS_BOOK_MOVES_MAX 64

typedef struct {
  ChessMove move;
  char san[CHESS_SAN_MAX];
  guint32 weight;
  double percent;          /* of the weights of all the position's book moves; 0 if they are all 0 */
} ChessBookMoveShare;

/* The book's moves for `pos`, heaviest first, with their shares: a new
 * array of ChessBookMoveShare (empty when the book has nothing here). */
GArray *chess_book_moves_for_position (const ChessBook *book, const ChessPosition *pos);

G_END_DECLS
