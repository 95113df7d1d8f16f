/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-puzzle-reader — libFuzzer target: arbitrary bytes (plain or
 * Zstandard) read as lichess's puzzle CSV.
 *
 * Checked: every puzzle returned replays its moves legally from its
 * position, has an even number of them (at least 2), lines only grow, a
 * bad row counts once and keeps at most the capped number of reports,
 * every report names a line no later than the reader reached, and every
 * puzzle written back as a CSV row (chess_puzzle_to_csv_row) reads back
 * the same. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "chess-puzzle.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

static void
check_round_trip (const ChessPuzzle *puzzle)
{
  char *row = chess_puzzle_to_csv_row (puzzle);
  char *csv = g_strconcat (CHESS_PUZZLE_CSV_HEADER, row, NULL);
  GInputStream *stream = g_memory_input_stream_new_from_data (csv, -1, NULL);
  ChessPuzzleReader *reader = chess_puzzle_reader_new (stream);
  ChessPuzzle back = { 0 };
  if (!chess_puzzle_reader_next (reader, &back, NULL, NULL)
      || strcmp (back.id, puzzle->id) != 0 || strcmp (back.fen, puzzle->fen) != 0
      || back.n_moves != puzzle->n_moves
      || memcmp (back.moves, puzzle->moves, puzzle->n_moves * sizeof (ChessMove)) != 0
      || back.rating != puzzle->rating || back.rating_deviation != puzzle->rating_deviation
      || back.popularity != puzzle->popularity || back.plays != puzzle->plays
      || strcmp (back.themes, puzzle->themes) != 0 || strcmp (back.game_url, puzzle->game_url) != 0
      || strcmp (back.opening_tags, puzzle->opening_tags) != 0)
    abort ();
  chess_puzzle_clear (&back);
  chess_puzzle_reader_free (reader);
  g_object_unref (stream);
  g_free (csv);
  g_free (row);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  GInputStream *stream = g_memory_input_stream_new_from_data (data, (gssize) size, NULL);
  ChessPuzzleReader *reader = chess_puzzle_reader_new (stream);
  ChessPuzzle puzzle = { 0 };
  GError *error = NULL;
  guint last_line = 0;
  while (chess_puzzle_reader_next (reader, &puzzle, NULL, &error))
    {
      if (puzzle.n_moves < 2 || puzzle.n_moves % 2 != 0 || puzzle.line <= last_line
          || puzzle.id == NULL || puzzle.id[0] == '\0')
        abort ();
      last_line = puzzle.line;
      ChessPosition pos = puzzle.start;
      for (guint i = 0; i < puzzle.n_moves; i++)
        {
          ChessUndo undo;
          if (!chess_position_is_legal_move (&pos, puzzle.moves[i]))
            abort ();
          chess_position_make_move (&pos, puzzle.moves[i], &undo);
        }
      check_round_trip (&puzzle);
    }
  g_clear_error (&error);
  chess_puzzle_clear (&puzzle);
  const GPtrArray *reports = chess_puzzle_reader_get_reports (reader);
  guint bad = chess_puzzle_reader_get_bad_rows (reader);
  if (reports->len != MIN (bad, CHESS_PUZZLE_READER_MAX_REPORTS))
    abort ();
  for (guint i = 0; i < reports->len; i++)
    {
      unsigned line = 0;
      const char *text = g_ptr_array_index (reports, i);
      if (sscanf (text, "line %u:", &line) != 1 || line == 0
          || line > chess_puzzle_reader_get_line (reader) + 1)
        abort ();
    }
  chess_puzzle_reader_free (reader);
  g_object_unref (stream);
  return 0;
}
