/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-polyglot — arbitrary bytes as a Polyglot book.  The first byte
 * picks a position (and whether the book is sorted first); the rest is
 * the book, cut to whole entries.  Entries whose first byte is even are
 * re-keyed to the position, so lookups find something to decode.  Every
 * move a lookup returns must be legal and appear once, weights must come
 * heaviest first, and a pick must land on a move with weight. */

#include <stdlib.h>
#include <string.h>

#include "chess-notation.h"
#include "chess-polyglot.h"

static const char *const positions[] = {
  CHESS_FEN_START,
  "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1",
  "rk5r/pppppppp/8/8/8/8/PPPPPPPP/RK5R w HAha - 0 1",
  "8/P6k/8/8/8/8/6p1/K7 w - - 0 1",
  "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
  "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1",
};

static int
compare_keys (const void *a, const void *b)
{
  return memcmp (a, b, 8);
}

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  ChessPosition pos;
  ChessBookMove moves[CHESS_MAX_MOVES];
  ChessBook *book;
  uint8_t *bytes;
  size_t length, n;
  uint64_t key;

  if (size < 1 + 16)
    return 0;
  if (!chess_position_from_fen (&pos, positions[(data[0] & 0x7f) % (sizeof positions / sizeof positions[0])], NULL))
    abort ();
  key = chess_polyglot_key (&pos);
  length = (size - 1) / 16 * 16;
  bytes = malloc (length);
  memcpy (bytes, data + 1, length);
  for (size_t i = 0; i < length; i += 16)
    if ((bytes[i] & 1) == 0)
      for (int b = 0; b < 8; b++)
        bytes[i + b] = (uint8_t) (key >> (56 - 8 * b));
  if ((data[0] & 0x80) == 0)
    qsort (bytes, length / 16, 16, compare_keys);

  book = chess_book_new_from_data (bytes, length, NULL);
  if (book == NULL || chess_book_get_n_entries (book) != length / 16)
    abort ();
  n = chess_book_lookup (book, &pos, moves, sizeof moves / sizeof moves[0]);
  for (size_t i = 0; i < n; i++)
    {
      if (!chess_position_is_legal_move (&pos, moves[i].move))
        abort ();
      if (i > 0 && moves[i - 1].weight < moves[i].weight)
        abort ();
      for (size_t j = 0; j < i; j++)
        if (moves[j].move == moves[i].move)
          abort ();
    }
  for (uint32_t r = 0; r < 4; r++)
    {
      int pick = chess_book_pick (moves, n, r * 0x55555555u);

      if (pick < -1 || pick >= (int) n || (pick >= 0 && moves[pick].weight == 0))
        abort ();
    }
  chess_book_free (book);
  free (bytes);
  return 0;
}
