/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-pgn — libFuzzer target: arbitrary bytes as PGN.
 *
 * Every game read is written, read back and compared (same tree, and an
 * error-free game stays error-free), and written again byte for byte.  The
 * same bytes read through the chunked pull reader without building trees
 * must give the same games with the same errors, and the index scan the
 * same number of games.  Read for their main lines (the tree built for
 * annotated games), the games have the same status, diagnostics and main
 * line, and an annotated one the same record. */
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

/* The game just read by full agrees with the next one lines reads. */
static void
check_main_line (ChessPgnReader *full, ChessPgnStatus status, const ChessRecord *record, ChessPgnReader *lines)
{
  ChessPgnMainLine got;
  if (chess_pgn_reader_next_main_line (lines, CHESS_PGN_MAIN_LINE_TREE_IF_ANNOTATED, &got) != status)
    abort ();
  size_t n, n_full;
  const ChessPgnDiagnostic *d = chess_pgn_reader_get_diagnostics (lines, &n);
  const ChessPgnDiagnostic *d_full = chess_pgn_reader_get_diagnostics (full, &n_full);
  if (n != n_full)
    abort ();
  for (size_t i = 0; i < n; i++)
    if (d[i].offset != d_full[i].offset || d[i].kind != d_full[i].kind || strcmp (d[i].message, d_full[i].message) != 0)
      abort ();
  size_t k = 0;
  for (const ChessNode *node = record->root->first_child; node; node = node->first_child, k++)
    if (k >= got.n_moves || got.moves[k] != node->move)
      abort ();
  if (k != got.n_moves || got.record->result != record->result || got.record->n_tags != record->n_tags)
    abort ();
  if (got.annotated ? !chess_record_equal (got.record, record) : got.record->root->first_child != NULL)
    abort ();
  chess_record_free (got.record);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  ChessPgnReader *reader = chess_pgn_reader_new_memory ((const char *) data, size);
  ChessPgnReader *lines = chess_pgn_reader_new_memory ((const char *) data, size);
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
      check_main_line (reader, status, record, lines);
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
  ChessPgnMainLine end;
  if (chess_pgn_reader_next_main_line (lines, 0, &end) != CHESS_PGN_END)
    abort ();
  chess_pgn_reader_free (lines);
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
