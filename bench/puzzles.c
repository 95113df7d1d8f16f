/* SPDX-License-Identifier: GPL-3.0-or-later */
/* puzzles.c — benchmark of the puzzle store (not a test; bench/README.md):
 *
 *   puzzles CSV ROWS DIR
 *
 * writes DIR/puzzles.csv.zst of ROWS rows made by repeating the good rows
 * of CSV with new ids (ratings spread so the chooser has a real index to
 * walk), imports it into DIR/puzzles.db and prints the time, the peak
 * memory (maxrss), the file sizes, then the mean and worst time of 1000
 * choices of the next puzzle (any theme, one theme, a rare one).  ROWS 0
 * times the choices on the DIR/puzzles.db of an earlier run.  Times
 * are given twice, on the wall clock and as the process's CPU time: on a
 * machine other work shares, the CPU time is the measure of the code. */
#include <stdio.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>
#include <zstd.h>
#include <glib/gstdio.h>

#include "chess-puzzle-store.h"

static void
write_file (const char *csv_path, guint64 rows, const char *out_path)
{
  g_autofree char *text = NULL;
  g_assert_true (g_file_get_contents (csv_path, &text, NULL, NULL));
  g_autoptr (GInputStream) stream = g_memory_input_stream_new_from_data (text, -1, NULL);
  g_autoptr (ChessPuzzleReader) reader = chess_puzzle_reader_new (stream);
  g_autoptr (GPtrArray) rows_read = g_ptr_array_new_with_free_func ((GDestroyNotify) chess_puzzle_free);
  ChessPuzzle puzzle = { 0 };
  while (chess_puzzle_reader_next (reader, &puzzle, NULL, NULL))
    {
      g_ptr_array_add (rows_read, chess_puzzle_copy (&puzzle));
      chess_puzzle_clear (&puzzle);
    }
  FILE *out = fopen (out_path, "wb");
  ZSTD_CCtx *cctx = ZSTD_createCCtx ();
  GString *chunk = g_string_new (CHESS_PUZZLE_CSV_HEADER);
  size_t out_size = ZSTD_CStreamOutSize ();
  char *buffer = g_malloc (out_size);
  for (guint64 i = 0; i <= rows; i++)
    {
      gboolean last = i == rows;
      if (!last)
        {
          /* Five rows in a row (each kind of test row) share a rating, so
           * themes do not follow ratings, as in lichess's file. */
          ChessPuzzle row = *(ChessPuzzle *) g_ptr_array_index (rows_read, i % rows_read->len);
          char id[16];
          g_snprintf (id, sizeof id, "b%09" G_GUINT64_FORMAT, i);
          row.id = id;
          row.rating = (int) (600 + ((i / 5) * 7919) % 2400);
          row.opening_tags = (char *) "Opening_Name Opening_Variation";
          g_autofree char *line = chess_puzzle_to_csv_row (&row);
          g_string_append (chunk, line);
        }
      if (chunk->len > (1 << 20) || last)
        {
          ZSTD_inBuffer in = { chunk->str, chunk->len, 0 };
          size_t remaining;
          do
            {
              ZSTD_outBuffer o = { buffer, out_size, 0 };
              remaining = ZSTD_compressStream2 (cctx, &o, &in, last ? ZSTD_e_end : ZSTD_e_continue);
              fwrite (buffer, 1, o.pos, out);
            }
          while (last ? remaining != 0 : in.pos < in.size);
          g_string_truncate (chunk, 0);
        }
    }
  g_free (buffer);
  g_string_free (chunk, TRUE);
  ZSTD_freeCCtx (cctx);
  fclose (out);
}

static goffset
file_size (const char *path)
{
  GStatBuf st;
  return g_stat (path, &st) == 0 ? st.st_size : 0;
}

/* The CPU time of this thread, in ms. */
static double
cpu_ms (void)
{
  struct timespec now;
  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &now);
  return (double) now.tv_sec * 1e3 + (double) now.tv_nsec / 1e6;
}

static void
time_choices (ChessPuzzleStore *store, const char *label, const char *const *themes)
{
  ChessPuzzle puzzle = { 0 };
  double total = 0, worst = 0, cpu_total = 0, cpu_worst = 0;
  int worst_at = 0;
  gint64 now = 1700000000;
  for (int i = 0; i < 1000; i++)
    {
      gint64 start = g_get_monotonic_time ();
      double cpu_start = cpu_ms ();
      gboolean found = chess_puzzle_store_choose (store, 1500 + (i % 7) * 50, themes, now + i, 30 * 86400, &puzzle);
      double ms = (double) (g_get_monotonic_time () - start) / 1000.0, cpu = cpu_ms () - cpu_start;
      total += ms;
      worst = MAX (worst, ms);
      cpu_total += cpu;
      if (cpu > cpu_worst)
        {
          cpu_worst = cpu;
          worst_at = i + 1;
        }
      if (found)
        chess_puzzle_store_record_attempt (store, puzzle.id, i % 3 != 0, now + i);
    }
  chess_puzzle_clear (&puzzle);
  printf ("choose (%s): mean %.3f ms, worst %.3f ms over 1000 (CPU: mean %.3f ms, worst %.3f ms, choice %d)\n",
          label, total / 1000, worst, cpu_total / 1000, cpu_worst, worst_at);
}

int
main (int argc, char **argv)
{
  if (argc != 4)
    {
      fprintf (stderr, "usage: %s CSV ROWS DIR\n", argv[0]);
      return 2;
    }
  guint64 rows = g_ascii_strtoull (argv[2], NULL, 10);
  g_autofree char *zst = g_build_filename (argv[3], "puzzles.csv.zst", NULL);
  g_autofree char *db = g_build_filename (argv[3], "puzzles.db", NULL);
  const char *one[] = { "mateIn2", NULL };
  const char *rare[] = { "promotion", NULL };
  if (rows == 0)
    {
      g_autoptr (ChessPuzzleStore) old = chess_puzzle_store_open (db, NULL);
      g_assert_nonnull (old);
      time_choices (old, "any theme", NULL);
      time_choices (old, "mateIn2", one);
      time_choices (old, "promotion", rare);
      return 0;
    }
  gint64 start = g_get_monotonic_time ();
  write_file (argv[1], rows, zst);
  printf ("wrote %" G_GUINT64_FORMAT " rows: %.1f MB compressed in %.1f s\n", rows,
          (double) file_size (zst) / 1e6, (double) (g_get_monotonic_time () - start) / 1e6);
  g_unlink (db);
  g_autoptr (ChessPuzzleStore) store = chess_puzzle_store_open (db, NULL);
  g_autoptr (GFile) file = g_file_new_for_path (zst);
  g_autoptr (GInputStream) stream = G_INPUT_STREAM (g_file_read (file, NULL, NULL));
  ChessPuzzleImportStats stats;
  start = g_get_monotonic_time ();
  double cpu_start = cpu_ms ();
  g_assert_true (chess_puzzle_store_import (store, stream, NULL, NULL, NULL, &stats, NULL));
  double seconds = (double) (g_get_monotonic_time () - start) / 1e6, cpu_seconds = (cpu_ms () - cpu_start) / 1e3;
  g_ptr_array_unref (stats.reports);
  printf ("bad rows: %u\n", stats.bad_rows);
  struct rusage usage;
  getrusage (RUSAGE_SELF, &usage);
  printf ("import: %" G_GUINT64_FORMAT " added in %.1f s (CPU %.1f s), peak memory %.1f MB, database %.1f MB\n",
          stats.added, seconds, cpu_seconds, usage.ru_maxrss / 1024.0, (double) file_size (db) / 1e6);
  time_choices (store, "any theme", NULL);
  time_choices (store, "mateIn2", one);
  time_choices (store, "promotion", rare);
  return 0;
}
