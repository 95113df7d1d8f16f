/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-polyglot.h — Polyglot opening books (.bin): the key of a position,
 * the book's moves for it, and a pick by the book's weights.
 *
 * A book is a sorted array of 16-byte big-endian entries: key (64 bits),
 * move (16), weight (16), learn (32).  Entries are found by binary search,
 * straight from the file (a book of any size costs no memory), or from
 * bytes in memory.  Book moves are decoded into legal ChessMoves; castling
 * is written king-takes-rook in the format, as in ChessMove, so Chess960
 * needs nothing special.  Entries that are not legal here are skipped, so a
 * damaged or hostile book can never produce an illegal move.
 *
 * Plain C17, libc only. */
#pragma once

#include "chess-position.h"

/* The Polyglot key of a position.  The en-passant file counts only when a
 * pawn of the side to move stands ready to capture (the format's rule). */
uint64_t chess_polyglot_key (const ChessPosition *pos);

typedef struct ChessBook ChessBook;

typedef enum {
  CHESS_BOOK_OK = 0,
  CHESS_BOOK_IO_ERROR,     /* the file could not be opened or read (see errno) */
  CHESS_BOOK_NOT_A_BOOK    /* empty, or a size that is not a whole number of entries */
} ChessBookStatus;

/* NULL on failure, with *status (optional) saying why; errno is kept. */
ChessBook *chess_book_open (const char *path, ChessBookStatus *status);
/* A book over `size` bytes at `data`, which must outlive the book. */
ChessBook *chess_book_new_from_data (const uint8_t *data, size_t size, ChessBookStatus *status);
void chess_book_free (ChessBook *book);
size_t chess_book_get_n_entries (const ChessBook *book);

typedef struct {
  ChessMove move;
  uint32_t weight;         /* the sum, if the book lists a move twice */
  uint32_t learn;
} ChessBookMove;

/* The book's legal moves for `pos`, heaviest first (at most `max`);
 * returns how many.  A read error counts as no entry. */
size_t chess_book_lookup (const ChessBook *book, const ChessPosition *pos,
                          ChessBookMove *moves, size_t max);

/* Picks one of `moves` with a probability proportional to its weight;
 * `random_value` is uniform over 0 … 2³²−1 (the caller's random source, so
 * tests can inject one).  −1 when there is nothing to pick (no moves, or
 * all weights 0: a book's way of saying "never play these"). */
int chess_book_pick (const ChessBookMove *moves, size_t n_moves, uint32_t random_value);
