/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-library-pipeline.c — the import reads on a thread of its own and
 * stores on the caller's: nothing may be lost or reordered on the way.
 * A file of many more games than the pipeline holds, bad games and games
 * with warnings interleaved, imports exactly as one read of it through the
 * core gives: the good games in file order, move for move, and every
 * diagnostic with its game number, line, column and message, in order,
 * handed over on the calling thread.  A cancel in the middle of it stops
 * with the games before it whole and leaves no thread behind. */
#include "library-test-util.h"

#include <stdlib.h>

/* More games than the pipeline's pool holds (256 chunks of 64). */
#define N_GAMES 20000

static const char *const openings[] = {
  "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6",
  "1. d4 d5 2. c4 e6 3. Nc3 Nf6 4. Bg5",
  "1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 a6",
  "1. c4 e5 2. g3 Nf6",
  "1. Nf3 d5",
};

/* Game i (0-based): a bad one every 7th (an illegal move), a warned one
 * every 11th (a tag given twice), the rest clean; names and moves vary. */
static char *
build_pgn (guint n_games)
{
  GString *text = g_string_new (NULL);
  for (guint i = 0; i < n_games; i++)
    {
      g_string_append_printf (text, "[Event \"game %u\"]\n", i);
      if (i % 11 == 3)
        g_string_append_printf (text, "[Event \"again %u\"]\n", i);
      g_string_append_printf (text, "[White \"White %u\"]\n[Black \"Black %u\"]\n[Result \"*\"]\n\n%s%s *\n\n",
                              i % 97, i % 89, openings[i % G_N_ELEMENTS (openings)],
                              i % 7 == 5 ? " Ke3" : "");
    }
  return g_string_free (text, FALSE);
}

typedef struct {
  GPtrArray *lines;      /* diagnostics as chess_pgn_diagnostic_format writes them */
  GThread *caller;
  GCancellable *cancel;  /* cancelled at the diagnostic of game cancel_at */
  size_t cancel_at;
  guint64 last_bytes;
} Collected;

static void
collect_diagnostic (const ChessPgnDiagnostic *diagnostic, const char *filename, gpointer user_data)
{
  Collected *c = user_data;
  char line[512];

  g_assert_true (g_thread_self () == c->caller);
  chess_pgn_diagnostic_format (diagnostic, filename, line, sizeof line);
  g_ptr_array_add (c->lines, g_strdup (line));
  if (c->cancel && diagnostic->game == c->cancel_at)
    g_cancellable_cancel (c->cancel);
}

static void
collect_progress (const ChessLibraryImportProgress *progress, gpointer user_data)
{
  Collected *c = user_data;
  g_assert_true (g_thread_self () == c->caller);
  g_assert_cmpuint (progress->bytes_read, >=, c->last_bytes);
  g_assert_cmpuint (progress->bytes_read, <=, progress->bytes_total);
  c->last_bytes = progress->bytes_read;
}

/* What one read of text through the core gives: the good games in order
 * and every diagnostic but read errors, formatted for filename. */
static void
read_expected (const char *text, const char *filename, GPtrArray *records, GPtrArray *lines)
{
  ChessPgnReader *reader = chess_pgn_reader_new_memory (text, strlen (text));
  ChessRecord *record;
  ChessPgnStatus status;
  while ((status = chess_pgn_reader_next_game (reader, &record)) != CHESS_PGN_END)
    {
      size_t n;
      const ChessPgnDiagnostic *d = chess_pgn_reader_get_diagnostics (reader, &n);
      for (size_t i = 0; i < n; i++)
        {
          char line[512];
          chess_pgn_diagnostic_format (&d[i], filename, line, sizeof line);
          g_ptr_array_add (lines, g_strdup (line));
        }
      if (status == CHESS_PGN_GAME_OK)
        g_ptr_array_add (records, record);
      else
        chess_record_free (record);
    }
  chess_pgn_reader_free (reader);
}

/* The threads of this process. */
static guint
count_threads (void)
{
  GDir *dir = g_dir_open ("/proc/self/task", 0, NULL);
  g_assert_nonnull (dir);
  guint n = 0;
  while (g_dir_read_name (dir))
    n++;
  g_dir_close (dir);
  return n;
}

/* Imports text from memory into a new library in dir; c collects. */
static ChessLibrary *
import_text (const char *dir, const char *text, Collected *c, ChessLibraryImportProgress *progress,
             gboolean *ok, GError **error)
{
  char *db = g_build_filename (dir, "library.db", NULL);
  GError *open_error = NULL;
  ChessLibrary *library = chess_library_open (db, &open_error);
  g_assert_no_error (open_error);
  g_free (db);
  GInputStream *in = g_memory_input_stream_new_from_data (text, (gssize) strlen (text), NULL);
  *ok = chess_library_import_stream (library, in, "games.pgn", strlen (text), collect_diagnostic,
                                     collect_progress, c, progress, c->cancel, error);
  g_object_unref (in);
  return library;
}

/* The first n stored games are the first n expected ones, move for move. */
static void
assert_stored_prefix (ChessLibrary *library, GPtrArray *records, guint n)
{
  GError *error = NULL;
  g_assert_cmpint (chess_library_count_games (library, &error), ==, n);
  g_assert_no_error (error);
  for (guint i = 0; i < n; i++)
    {
      ChessRecord *stored = chess_library_get_record (library, i + 1, &error);
      g_assert_no_error (error);
      if (!chess_record_equal (stored, records->pdata[i]))
        g_error ("stored game %u is not the %u-th good game of the file", i + 1, i + 1);
      chess_record_free (stored);
    }
}

/* The file of N_GAMES games and what one read of it gives. */
typedef struct {
  char *dir, *text;
  GPtrArray *records;   /* the good games, in order */
  GPtrArray *expected;  /* the diagnostics, formatted */
} Fixture;

static void
fixture_init (Fixture *f)
{
  f->dir = lt_temp_dir ();
  f->text = build_pgn (N_GAMES);
  f->records = g_ptr_array_new_with_free_func ((GDestroyNotify) chess_record_free);
  f->expected = g_ptr_array_new_with_free_func (g_free);
  read_expected (f->text, "games.pgn", f->records, f->expected);
}

static void
fixture_clear (Fixture *f)
{
  g_ptr_array_unref (f->expected);
  g_ptr_array_unref (f->records);
  g_free (f->text);
  lt_remove_dir (f->dir);
  g_free (f->dir);
}

static void
test_order (void)
{
  Fixture f;
  fixture_init (&f);
  /* The file is what it is meant to be: bad and warned games among the good. */
  g_assert_cmpuint (f.records->len, ==, N_GAMES - N_GAMES / 7);
  g_assert_cmpuint (f.expected->len, >, N_GAMES / 7 + N_GAMES / 11 - 2);

  Collected c = { g_ptr_array_new_with_free_func (g_free), g_thread_self (), NULL, 0, 0 };
  ChessLibraryImportProgress progress;
  GError *error = NULL;
  gboolean ok;
  ChessLibrary *library = import_text (f.dir, f.text, &c, &progress, &ok, &error);
  /* Errors fail no import: they are reported. */
  g_assert_no_error (error);
  g_assert_true (ok);
  g_assert_cmpuint (progress.games, ==, f.records->len);
  g_assert_cmpuint (progress.errors + progress.warnings, ==, f.expected->len);
  g_assert_cmpuint (progress.bytes_read, ==, strlen (f.text));

  g_assert_cmpuint (c.lines->len, ==, f.expected->len);
  for (guint i = 0; i < f.expected->len; i++)
    g_assert_cmpstr (c.lines->pdata[i], ==, f.expected->pdata[i]);
  assert_stored_prefix (library, f.records, f.records->len);

  g_object_unref (library);
  g_ptr_array_unref (c.lines);
  fixture_clear (&f);
}

static void
test_cancel (void)
{
  Fixture f;
  fixture_init (&f);

  guint threads = count_threads ();
  /* Cancelled from the diagnostic of a bad game well inside the file. */
  Collected c = { g_ptr_array_new_with_free_func (g_free), g_thread_self (), g_cancellable_new (), 7006, 0 };
  g_assert_cmpuint (c.cancel_at % 7, ==, 6);  /* a bad one: game numbers are 1-based */
  ChessLibraryImportProgress progress;
  GError *error = NULL;
  gboolean ok;
  ChessLibrary *library = import_text (f.dir, f.text, &c, &progress, &ok, &error);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_false (ok);
  g_clear_error (&error);

  /* The reader thread is gone once the import returns (joined: its
   * task may take a moment to leave /proc). */
  for (int tries = 0; count_threads () > threads && tries < 500; tries++)
    g_usleep (10 * 1000);
  g_assert_cmpuint (count_threads (), ==, threads);

  /* Stopped in the middle: the games before it whole and in order, the
   * diagnostics a prefix of the file's. */
  g_assert_cmpuint (progress.games, <, f.records->len);
  g_assert_cmpuint (progress.games, >=, c.cancel_at - c.cancel_at / 7 - 1);
  assert_stored_prefix (library, f.records, (guint) progress.games);
  g_assert_cmpuint (c.lines->len, <, f.expected->len);
  for (guint i = 0; i < c.lines->len; i++)
    g_assert_cmpstr (c.lines->pdata[i], ==, f.expected->pdata[i]);

  g_object_unref (library);
  g_object_unref (c.cancel);
  g_ptr_array_unref (c.lines);
  fixture_clear (&f);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/library/pipeline/order", test_order);
  g_test_add_func ("/library/pipeline/cancel", test_cancel);
  return g_test_run ();
}
