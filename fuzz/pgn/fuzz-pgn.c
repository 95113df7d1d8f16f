/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-pgn — libFuzzer target: arbitrary bytes as PGN.
 *
 * Every game read is written, read back and compared (same tree, and an
 * error-free game stays error-free), and written again byte for byte.  The
 * same bytes read through the chunked pull reader without building trees
 * must give the same games with the same errors, and the index scan the
 * same number of games. */
#include <stdlib.h>
#include <string.h>

#include "chess-pgn.h"

typedef struct {
  const uint8_t *data;
  size_t size, pos;
} Source;

static size_t
pull (void *user, char *buf, size_t max)
{
  Source *s = user;
  size_t n = s->size - s->pos;
  if (n > 7)
    n = 7; /* odd chunk sizes: tokens cross chunk boundaries */
  if (n > max)
    n = max;
  memcpy (buf, s->data + s->pos, n);
  s->pos += n;
  return n;
}

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  ChessPgnReader *reader = chess_pgn_reader_new_memory ((const char *) data, size);
  ChessPgnBuffer a, b;
  chess_pgn_buffer_init (&a);
  chess_pgn_buffer_init (&b);
  ChessRecord *record;
  ChessPgnStatus status;
  size_t games = 0, bad = 0;
  while ((status = chess_pgn_reader_next_game (reader, &record)) != CHESS_PGN_END)
    {
      games++;
      bad += status == CHESS_PGN_GAME_ERRORS;
      a.length = b.length = 0;
      chess_pgn_write_record (record, CHESS_PGN_WRITE_DEFAULT, &a);
      ChessPgnReader *back = chess_pgn_reader_new_memory (a.data, a.length);
      ChessRecord *again = NULL;
      ChessPgnStatus again_status = chess_pgn_reader_next_game (back, &again);
      if (again_status == CHESS_PGN_END
          || (status == CHESS_PGN_GAME_OK && again_status != CHESS_PGN_GAME_OK)
          || !chess_record_equal (record, again)
          || chess_pgn_reader_next_game (back, NULL) != CHESS_PGN_END)
        abort ();
      chess_pgn_write_record (again, CHESS_PGN_WRITE_DEFAULT, &b);
      if (a.length != b.length || memcmp (a.data, b.data, a.length) != 0)
        abort ();
      chess_record_free (again);
      chess_pgn_reader_free (back);
      chess_record_free (record);
    }
  chess_pgn_reader_free (reader);
  chess_pgn_buffer_clear (&a);
  chess_pgn_buffer_clear (&b);

  Source src = { data, size, 0 };
  reader = chess_pgn_reader_new (pull, &src);
  size_t streamed = 0, streamed_bad = 0;
  while ((status = chess_pgn_reader_next_game (reader, NULL)) != CHESS_PGN_END)
    {
      streamed++;
      streamed_bad += status == CHESS_PGN_GAME_ERRORS;
    }
  chess_pgn_reader_free (reader);

  reader = chess_pgn_reader_new_memory ((const char *) data, size);
  ChessPgnIndexEntry entry = { 0 };
  size_t scanned = 0;
  while (chess_pgn_reader_scan_game (reader, &entry))
    scanned++;
  chess_pgn_index_entry_clear (&entry);
  chess_pgn_reader_free (reader);
  /* Checking without building trees finds the same games and errors. */
  if (streamed != games || streamed_bad != bad || scanned != games)
    abort ();
  return 0;
}
