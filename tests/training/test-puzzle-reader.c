/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-puzzle-reader.c — lichess's puzzle CSV read as it is: puzzles.csv
 * (positions from the real games of tests/data/games, checked by the move
 * generator) has good rows, quoting, a CRLF line, a field over two lines and
 * one bad row of each kind; plain and Zstandard-compressed (one frame, two
 * frames, cut short) must read the same. */
#include <string.h>
#include <zstd.h>

#include "puzzle-test-data.h"
#include "chess-puzzle.h"
#include "chess-notation.h"

static GBytes *
compress (const void *data, gsize size)
{
  gsize bound = ZSTD_compressBound (size);
  guint8 *out = g_malloc (bound);
  size_t n = ZSTD_compress (out, bound, data, size, 3);
  g_assert_false (ZSTD_isError (n));
  return g_bytes_new_take (out, n);
}

typedef struct {
  GPtrArray *ids;
  GPtrArray *reports;
  gboolean failed;
} ReadAll;

static void
read_all (GBytes *bytes, ReadAll *result)
{
  g_autoptr (GInputStream) stream = g_memory_input_stream_new_from_bytes (bytes);
  g_autoptr (ChessPuzzleReader) reader = chess_puzzle_reader_new (stream);
  ChessPuzzle puzzle = { 0 };
  g_autoptr (GError) error = NULL;
  result->ids = g_ptr_array_new_with_free_func (g_free);
  while (chess_puzzle_reader_next (reader, &puzzle, NULL, &error))
    g_ptr_array_add (result->ids, g_strdup_printf ("%s@%u", puzzle.id, puzzle.line));
  result->failed = error != NULL;
  chess_puzzle_clear (&puzzle);
  result->reports = g_ptr_array_ref ((GPtrArray *) chess_puzzle_reader_get_reports (reader));
  g_assert_cmpuint (chess_puzzle_reader_get_bad_rows (reader), ==, result->reports->len);
}

static void
read_all_clear (ReadAll *result)
{
  g_ptr_array_unref (result->ids);
  g_ptr_array_unref (result->reports);
}

static const char *const good[] = { "t0001@2", "t0002@3", "t0003@4", "t0009@10", "t0010@12" };
static const char *const bad_lines[] = { "line 5:", "line 6:", "line 7:", "line 8:", "line 9:", "line 14:" };

static void
check_expected (ReadAll *result)
{
  g_assert_false (result->failed);
  g_assert_cmpuint (result->ids->len, ==, G_N_ELEMENTS (good));
  for (guint i = 0; i < G_N_ELEMENTS (good); i++)
    g_assert_cmpstr (g_ptr_array_index (result->ids, i), ==, good[i]);
  g_assert_cmpuint (result->reports->len, ==, G_N_ELEMENTS (bad_lines));
  for (guint i = 0; i < G_N_ELEMENTS (bad_lines); i++)
    g_assert_true (g_str_has_prefix (g_ptr_array_index (result->reports, i), bad_lines[i]));
}

static void
test_plain (void)
{
  g_autoptr (GBytes) csv = puzzle_test_load_csv ();
  ReadAll result;
  read_all (csv, &result);
  check_expected (&result);
  /* What each bad row is blamed for. */
  g_assert_nonnull (strstr (g_ptr_array_index (result.reports, 0), "FEN"));
  g_assert_nonnull (strstr (g_ptr_array_index (result.reports, 1), "move 2, “e1e3”"));
  g_assert_nonnull (strstr (g_ptr_array_index (result.reports, 2), "solver"));
  g_assert_nonnull (strstr (g_ptr_array_index (result.reports, 3), "Rating holds “abc”"));
  g_assert_nonnull (strstr (g_ptr_array_index (result.reports, 4), "columns"));
  g_assert_nonnull (strstr (g_ptr_array_index (result.reports, 5), "not closed"));
  read_all_clear (&result);
}

static void
test_fields (void)
{
  g_autoptr (GBytes) csv = puzzle_test_load_csv ();
  g_autoptr (GInputStream) stream = g_memory_input_stream_new_from_bytes (csv);
  g_autoptr (ChessPuzzleReader) reader = chess_puzzle_reader_new (stream);
  ChessPuzzle puzzle = { 0 };
  g_assert_true (chess_puzzle_reader_next (reader, &puzzle, NULL, NULL));
  g_assert_cmpstr (puzzle.id, ==, "t0001");
  g_assert_cmpint (puzzle.rating, ==, 900);
  g_assert_cmpint (puzzle.rating_deviation, ==, 80);
  g_assert_cmpint (puzzle.popularity, ==, 95);
  g_assert_cmpint (puzzle.plays, ==, 1200);
  g_assert_cmpuint (puzzle.n_moves, ==, 2);
  g_assert_cmpint (chess_position_side_to_move (&puzzle.start), ==, CHESS_BLACK);
  g_assert_true (chess_puzzle_has_theme (&puzzle, "mateIn1"));
  g_assert_true (chess_puzzle_has_theme (&puzzle, "mate"));
  g_assert_false (chess_puzzle_has_theme (&puzzle, "mateIn2"));
  g_assert_cmpstr (puzzle.opening_tags, ==, "French_Defense French_Defense_Other_variations");
  /* The solution mates. */
  ChessPosition pos = puzzle.start;
  ChessUndo undo;
  for (guint i = 0; i < puzzle.n_moves; i++)
    chess_position_make_move (&pos, puzzle.moves[i], &undo);
  g_assert_true (chess_position_is_checkmate (&pos));

  g_assert_true (chess_puzzle_reader_next (reader, &puzzle, NULL, NULL));
  g_autofree char *uci = chess_puzzle_moves_to_uci (&puzzle);
  g_assert_cmpstr (uci, ==, "g1g2 d3e4 f2f3 c1c2");
  g_assert_cmpstr (puzzle.opening_tags, ==, "");
  g_assert_true (chess_puzzle_reader_next (reader, &puzzle, NULL, NULL));
  g_assert_cmpuint (puzzle.n_moves, ==, 4);
  g_assert_cmpint (chess_move_promotion (puzzle.moves[1]), ==, CHESS_QUEEN);

  /* Quotes: a comma inside, doubled quotes, a CRLF line end. */
  g_assert_true (chess_puzzle_reader_next (reader, &puzzle, NULL, NULL));
  g_assert_cmpstr (puzzle.id, ==, "t0009");
  g_assert_cmpint (puzzle.popularity, ==, -5);
  g_assert_cmpstr (puzzle.themes, ==, "mate mateIn2 \"quoted\"");
  g_assert_cmpstr (puzzle.opening_tags, ==, "Nimzo-Larsen_Attack, Modern");
  /* A quoted field over two lines. */
  g_assert_true (chess_puzzle_reader_next (reader, &puzzle, NULL, NULL));
  g_assert_cmpstr (puzzle.game_url, ==, "https://x\ny");
  g_assert_cmpstr (puzzle.opening_tags, ==, "Tag");
  g_assert_false (chess_puzzle_reader_next (reader, &puzzle, NULL, NULL));
  chess_puzzle_clear (&puzzle);
}

/* Files older than 2023 have no OpeningTags; a header may order columns
 * its own way; a file without a header is in lichess's order. */
static void
test_columns (void)
{
  static const char text[] =
    "PuzzleId,Moves,FEN,Rating\n"
    "a1,b8c6 f7e8,rn1k1b1r/pbpp1Q1p/1p2p3/7B/3PP2q/P1N5/1PP2PPP/R3K2R b KQ - 0 12,1234\n";
  g_autoptr (GBytes) bytes = g_bytes_new_static (text, sizeof text - 1);
  g_autoptr (GInputStream) stream = g_memory_input_stream_new_from_bytes (bytes);
  g_autoptr (ChessPuzzleReader) reader = chess_puzzle_reader_new (stream);
  ChessPuzzle puzzle = { 0 };
  g_assert_true (chess_puzzle_reader_next (reader, &puzzle, NULL, NULL));
  g_assert_cmpstr (puzzle.id, ==, "a1");
  g_assert_cmpint (puzzle.rating, ==, 1234);
  g_assert_cmpstr (puzzle.themes, ==, "");

  static const char bare[] =
    "b2,rn1k1b1r/pbpp1Q1p/1p2p3/7B/3PP2q/P1N5/1PP2PPP/R3K2R b KQ - 0 12,b8c6 f7e8,800,70,90,5,mateIn1,https://lichess.org/x\n";
  g_autoptr (GBytes) bare_bytes = g_bytes_new_static (bare, sizeof bare - 1);
  g_autoptr (GInputStream) bare_stream = g_memory_input_stream_new_from_bytes (bare_bytes);
  g_autoptr (ChessPuzzleReader) bare_reader = chess_puzzle_reader_new (bare_stream);
  g_assert_true (chess_puzzle_reader_next (bare_reader, &puzzle, NULL, NULL));
  g_assert_cmpstr (puzzle.game_url, ==, "https://lichess.org/x");
  g_assert_cmpuint (puzzle.line, ==, 1);
  chess_puzzle_clear (&puzzle);
}

static void
test_zstd (void)
{
  g_autoptr (GBytes) csv = puzzle_test_load_csv ();
  gsize size;
  const guint8 *data = g_bytes_get_data (csv, &size);

  g_autoptr (GBytes) whole = compress (data, size);
  ReadAll result;
  read_all (whole, &result);
  check_expected (&result);
  read_all_clear (&result);

  /* Two frames one after the other, as `cat a.zst b.zst` makes. */
  gsize half = size / 2;
  g_autoptr (GBytes) first = compress (data, half);
  g_autoptr (GBytes) second = compress (data + half, size - half);
  GByteArray *joined = g_byte_array_new ();
  g_byte_array_append (joined, g_bytes_get_data (first, NULL), (guint) g_bytes_get_size (first));
  g_byte_array_append (joined, g_bytes_get_data (second, NULL), (guint) g_bytes_get_size (second));
  g_autoptr (GBytes) frames = g_byte_array_free_to_bytes (joined);
  read_all (frames, &result);
  check_expected (&result);
  read_all_clear (&result);

  /* Cut short: the rows read so far, then a fault, never a silent end. */
  g_autoptr (GBytes) cut = g_bytes_new_from_bytes (whole, 0, g_bytes_get_size (whole) - 8);
  read_all (cut, &result);
  g_assert_true (result.failed);
  read_all_clear (&result);
}

/* Cancelling stops the reader with G_IO_ERROR_CANCELLED. */
static void
test_cancel (void)
{
  g_autoptr (GBytes) csv = puzzle_test_load_csv ();
  g_autoptr (GInputStream) stream = g_memory_input_stream_new_from_bytes (csv);
  g_autoptr (ChessPuzzleReader) reader = chess_puzzle_reader_new (stream);
  g_autoptr (GCancellable) cancellable = g_cancellable_new ();
  g_autoptr (GError) error = NULL;
  ChessPuzzle puzzle = { 0 };
  g_cancellable_cancel (cancellable);
  g_assert_false (chess_puzzle_reader_next (reader, &puzzle, cancellable, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/training/reader/plain", test_plain);
  g_test_add_func ("/training/reader/fields", test_fields);
  g_test_add_func ("/training/reader/columns", test_columns);
  g_test_add_func ("/training/reader/zstd", test_zstd);
  g_test_add_func ("/training/reader/cancel", test_cancel);
  return g_test_run ();
}
