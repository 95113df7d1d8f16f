/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-library-import.c — what an import tells: a .pgn.gz cut short keeps
 * the games before the cut and fails as the truncated file it is (also
 * when the cut falls where no game is being read), and the PGN reader's
 * warnings reach the caller as warnings (their games stored, not counted
 * as errors); chess-db reports both.  And a game comes back with the
 * variant it was read with. */
#include "library-test-util.h"

#include <stdlib.h>

/* Every diagnostic, as chess_pgn_diagnostic_format writes it, and the
 * kinds of the errors. */
typedef struct {
  GPtrArray *lines;
  GArray *error_kinds;
  GArray *error_games;
} Diagnostics;

static void
collect_diagnostic (const ChessPgnDiagnostic *diagnostic, const char *filename, gpointer user_data)
{
  Diagnostics *d = user_data;
  char line[512];

  chess_pgn_diagnostic_format (diagnostic, filename, line, sizeof line);
  g_ptr_array_add (d->lines, g_strdup (line));
  if (diagnostic->severity == CHESS_PGN_SEVERITY_ERROR)
    {
      g_array_append_val (d->error_kinds, diagnostic->kind);
      g_array_append_val (d->error_games, diagnostic->game);
    }
}

static void
diagnostics_init (Diagnostics *d)
{
  d->lines = g_ptr_array_new_with_free_func (g_free);
  d->error_kinds = g_array_new (FALSE, FALSE, sizeof (ChessPgnErrorKind));
  d->error_games = g_array_new (FALSE, FALSE, sizeof (size_t));
}

static void
diagnostics_clear (Diagnostics *d)
{
  g_ptr_array_unref (d->lines);
  g_array_unref (d->error_kinds);
  g_array_unref (d->error_games);
}

/* A new library at db with the file at path imported into it; *ok gets
 * what the import returned. */
static ChessLibrary *
import_new (const char *db, const char *path, Diagnostics *d, ChessLibraryImportProgress *progress,
            gboolean *ok, GError **error)
{
  GError *open_error = NULL;
  ChessLibrary *library = chess_library_open (db, &open_error);
  g_assert_no_error (open_error);
  GFile *file = g_file_new_for_path (path);
  diagnostics_init (d);
  *ok = chess_library_import_file (library, file, collect_diagnostic, NULL, d, progress, NULL, error);
  g_object_unref (file);
  return library;
}

/* text compressed as gzip, with `cut` bytes taken off its end. */
static void
write_gzip (const char *path, const char *text, gsize length, gsize cut)
{
  GZlibCompressor *compressor = g_zlib_compressor_new (G_ZLIB_COMPRESSOR_FORMAT_GZIP, 6);
  GOutputStream *memory = g_memory_output_stream_new_resizable ();
  GOutputStream *zipped = g_converter_output_stream_new (memory, G_CONVERTER (compressor));
  GError *error = NULL;

  g_assert_true (g_output_stream_write_all (zipped, text, length, NULL, NULL, &error));
  g_assert_true (g_output_stream_close (zipped, NULL, &error));
  g_assert_no_error (error);
  gsize size = g_memory_output_stream_get_data_size (G_MEMORY_OUTPUT_STREAM (memory));
  g_assert_cmpuint (size, >, cut);
  g_assert_true (g_file_set_contents (path, g_memory_output_stream_get_data (G_MEMORY_OUTPUT_STREAM (memory)),
                                      (gssize) (size - cut), &error));
  g_assert_no_error (error);
  g_object_unref (zipped);
  g_object_unref (memory);
  g_object_unref (compressor);
}

static void
assert_truncated_error (const GError *error, const char *path)
{
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_PARTIAL_INPUT);
  char *expected = g_strdup_printf ("%s ends early: it is truncated", path);
  if (!g_str_has_prefix (error->message, expected))
    g_error ("“%s” does not start with “%s”", error->message, expected);
  g_free (expected);
}

/* The library holds exactly the first n records, in order. */
static void
assert_first_games (ChessLibrary *library, GPtrArray *records, guint n)
{
  GError *error = NULL;

  g_assert_cmpint (chess_library_count_games (library, NULL), ==, (gint64) n);
  for (guint i = 0; i < n; i++)
    {
      ChessRecord *back = chess_library_get_record (library, i + 1, &error);
      g_assert_no_error (error);
      if (!chess_record_equal (back, records->pdata[i]))
        g_error ("game %u differs from the file's", i + 1);
      chess_record_free (back);
    }
}

/* Cut in the middle of the compressed data: the games before the cut are
 * stored, the game the cut falls in is reported as cut, and the import
 * fails as a truncated file (it said "Could not read …: Need more input"). */
static void
test_cut_in_a_game (void)
{
  char *dir = lt_temp_dir ();
  char *source = lt_testdata ("games/chesslablab-Fischer.pgn");
  char *gz = g_build_filename (dir, "fischer.pgn.gz", NULL), *db = g_build_filename (dir, "library.db", NULL);
  GPtrArray *records = g_ptr_array_new_with_free_func ((GDestroyNotify) chess_record_free);
  char *text;
  gsize length;

  lt_read_records (source, records);
  g_assert_true (g_file_get_contents (source, &text, &length, NULL));
  write_gzip (gz, text, length, 0);
  gsize size;
  char *whole;
  g_assert_true (g_file_get_contents (gz, &whole, &size, NULL));
  g_assert_true (g_file_set_contents (gz, whole, (gssize) (size / 2), NULL));

  GError *error = NULL;
  Diagnostics d;
  ChessLibraryImportProgress progress;
  gboolean ok;
  ChessLibrary *library = import_new (db, gz, &d, &progress, &ok, &error);
  g_assert_false (ok);
  assert_truncated_error (error, gz);
  g_clear_error (&error);

  /* The games are whole up to the cut (every game of the file is good). */
  g_assert_cmpuint (progress.games, >, 100);
  g_assert_cmpuint (progress.games, <, records->len);
  assert_first_games (library, records, (guint) progress.games);

  /* The cut game says so; a token the cut split may add an error of its own. */
  g_assert_cmpuint (progress.warnings, ==, 0);
  g_assert_cmpuint (progress.errors, ==, d.error_kinds->len);
  g_assert_cmpuint (d.error_kinds->len, >=, 1);
  guint last = d.error_kinds->len - 1;
  g_assert_cmpint (g_array_index (d.error_kinds, ChessPgnErrorKind, last), ==, CHESS_PGN_ERROR_TRUNCATED);
  for (guint i = 0; i < d.error_games->len; i++)
    g_assert_cmpuint (g_array_index (d.error_games, size_t, i), ==, progress.games + 1);
  char *expected = g_strdup_printf ("%s:", gz);
  g_assert_true (g_str_has_prefix (d.lines->pdata[last], expected));
  g_assert_nonnull (strstr (d.lines->pdata[last], "the file ends early: it is truncated"));
  g_free (expected);

  diagnostics_clear (&d);
  g_object_unref (library);
  g_ptr_array_unref (records);
  g_free (whole);
  g_free (text);
  lt_remove_dir (dir);
  g_free (db);
  g_free (gz);
  g_free (source);
  g_free (dir);
}

static const char two_games[] =
  "[Event \"a\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n1. e4 *\n\n"
  "[Event \"b\"]\n[White \"C\"]\n[Black \"D\"]\n[Result \"*\"]\n\n1. d4 *\n";

/* Cut in the gzip trailer: every game is whole and stored, no game's
 * diagnostic can say the file is cut, the import still does. */
static void
test_cut_after_the_games (void)
{
  char *dir = lt_temp_dir ();
  char *gz = g_build_filename (dir, "two.pgn.gz", NULL), *db = g_build_filename (dir, "library.db", NULL);
  GPtrArray *records = g_ptr_array_new_with_free_func ((GDestroyNotify) chess_record_free);
  ChessRecord **games = NULL;

  write_gzip (gz, two_games, sizeof two_games - 1, 4);
  size_t n = chess_pgn_read_string (two_games, sizeof two_games - 1, &games, NULL, NULL);
  g_assert_cmpuint (n, ==, 2);
  for (size_t i = 0; i < n; i++)
    g_ptr_array_add (records, games[i]);
  free (games);

  GError *error = NULL;
  Diagnostics d;
  ChessLibraryImportProgress progress;
  gboolean ok;
  ChessLibrary *library = import_new (db, gz, &d, &progress, &ok, &error);
  g_assert_false (ok);
  assert_truncated_error (error, gz);
  g_clear_error (&error);
  g_assert_cmpuint (progress.games, ==, 2);
  g_assert_cmpuint (progress.errors, ==, 0);
  g_assert_cmpuint (d.lines->len, ==, 0);
  assert_first_games (library, records, 2);

  diagnostics_clear (&d);
  g_object_unref (library);
  g_ptr_array_unref (records);
  lt_remove_dir (dir);
  g_free (db);
  g_free (gz);
  g_free (dir);
}

/* A wrong check sign (game 1), a tag given twice then an illegal move
 * (game 2), a clean game (3). */
static const char warned_games[] =
  "[Event \"one\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n1. e4# e5 2. Nf3 *\n\n"
  "[Event \"two\"]\n[Event \"again\"]\n[White \"C\"]\n[Black \"D\"]\n[Result \"*\"]\n\n1. d4 d5 2. Ke3 *\n\n"
  "[Event \"three\"]\n[White \"E\"]\n[Black \"F\"]\n[Result \"0-1\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n";

static void
test_warnings (void)
{
  char *dir = lt_temp_dir ();
  char *pgn = g_build_filename (dir, "warned.pgn", NULL), *db = g_build_filename (dir, "library.db", NULL);

  g_assert_true (g_file_set_contents (pgn, warned_games, -1, NULL));
  GError *error = NULL;
  Diagnostics d;
  ChessLibraryImportProgress progress;
  gboolean ok;
  ChessLibrary *library = import_new (db, pgn, &d, &progress, &ok, &error);
  g_assert_true (ok);
  g_assert_no_error (error);

  g_assert_cmpuint (progress.games, ==, 2);
  g_assert_cmpuint (progress.errors, ==, 1);
  g_assert_cmpuint (progress.warnings, ==, 2);
  g_assert_cmpuint (d.lines->len, ==, 3);
  const char *expected[] = {
    ":6:4: game 1: warning: 1. e4#: ",
    ":9:2: game 2: warning: tag Event is given twice",
    ":14:13: game 2: illegal move 2. Ke3",
  };
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      char *prefix = g_strconcat (pgn, expected[i], NULL);
      if (!g_str_has_prefix (d.lines->pdata[i], prefix))
        g_error ("diagnostic “%s” does not start with “%s”", (char *) d.lines->pdata[i], prefix);
      g_free (prefix);
    }

  /* The game with a warning is stored as read; the bad one is not. */
  ChessRecord **games = NULL;
  g_assert_cmpuint (chess_pgn_read_string (warned_games, sizeof warned_games - 1, &games, NULL, NULL), ==, 3);
  ChessRecord *first = chess_library_get_record (library, 1, &error);
  g_assert_no_error (error);
  g_assert_true (chess_record_equal (first, games[0]));
  ChessRecord *second = chess_library_get_record (library, 2, &error);
  g_assert_no_error (error);
  g_assert_true (chess_record_equal (second, games[2]));
  chess_record_free (first);
  chess_record_free (second);
  for (int i = 0; i < 3; i++)
    chess_record_free (games[i]);
  free (games);

  diagnostics_clear (&d);
  g_object_unref (library);
  lt_remove_dir (dir);
  g_free (db);
  g_free (pgn);
  g_free (dir);
}

/* A game is Chess960 exactly when the reader says so, by its Variant tag
 * in any spelling the reader takes, not by whether its FEN's castling
 * needs Chess960 (found by fuzz-library-import: a garbled tag line split
 * a Chess960 game from its Variant tag). */
static const char variant_games[] =
  /* Castling that needs Chess960 (rooks on b and g), no Variant tag. */
  "[Event \"no variant\"]\n[SetUp \"1\"]\n"
  "[FEN \"brnnkqrb/pppppppp/8/8/8/8/PPPPPPPP/BRNNKQRB w GBgb - 0 1\"]\n\n"
  "1. g4 g5 2. Qh3 Ne6 3. e3 Nd6 4. d4 h5 5. d5 Ng7 6. gxh5 Ngf5 7. Nd3 O-O-O 1-0\n\n"
  /* Chess960, spelled otherwise, from a start whose FEN does not say it. */
  "[Event \"frc\"]\n[Variant \"FRC\"]\n[SetUp \"1\"]\n"
  "[FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\"]\n\n1. e4 e5 *\n\n"
  "[Event \"chess 960\"]\n[Variant \"chess 960\"]\n[SetUp \"1\"]\n"
  "[FEN \"brnnkqrb/pppppppp/8/8/8/8/PPPPPPPP/BRNNKQRB w GBgb - 0 1\"]\n\n1. g4 g5 {a comment} *\n";

static void
test_variant (void)
{
  char *dir = lt_temp_dir ();
  char *pgn = g_build_filename (dir, "variant.pgn", NULL), *db = g_build_filename (dir, "library.db", NULL);
  ChessRecord **games = NULL;
  Diagnostics d;

  g_assert_true (g_file_set_contents (pgn, variant_games, -1, NULL));
  size_t n = chess_pgn_read_string (variant_games, sizeof variant_games - 1, &games, NULL, NULL);
  g_assert_cmpuint (n, ==, 3);
  g_assert_false (games[0]->start.chess960);
  g_assert_true (games[1]->start.chess960);
  g_assert_true (games[2]->start.chess960);

  GError *error = NULL;
  ChessLibraryImportProgress progress;
  gboolean ok;
  ChessLibrary *library = import_new (db, pgn, &d, &progress, &ok, &error);
  g_assert_true (ok);
  g_assert_no_error (error);
  g_assert_cmpuint (progress.games, ==, 3);
  for (size_t i = 0; i < n; i++)
    {
      ChessRecord *back = chess_library_get_record (library, (gint64) i + 1, &error);
      g_assert_no_error (error);
      if (back->start.chess960 != games[i]->start.chess960 || !chess_record_equal (back, games[i]))
        g_error ("game %zu comes back as another game (Chess960: %d, read as %d)", i + 1,
                 back->start.chess960, games[i]->start.chess960);
      chess_record_free (back);
      chess_record_free (games[i]);
    }
  free (games);

  diagnostics_clear (&d);
  g_object_unref (library);
  lt_remove_dir (dir);
  g_free (db);
  g_free (pgn);
  g_free (dir);
}

/* chess-db with arguments (NULL-terminated): its exit status, and what it printed. */
static int
run_chess_db (char **out, char **err, const char *first, ...)
{
  GPtrArray *args = g_ptr_array_new ();
  g_ptr_array_add (args, (gpointer) g_getenv ("CHESS_DB"));
  va_list list;
  va_start (list, first);
  for (const char *arg = first; arg; arg = va_arg (list, const char *))
    g_ptr_array_add (args, (gpointer) arg);
  va_end (list);
  g_ptr_array_add (args, NULL);
  GError *error = NULL;
  GSubprocess *process = g_subprocess_newv ((const char *const *) args->pdata,
                                            G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_PIPE, &error);
  g_ptr_array_unref (args);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_communicate_utf8 (process, NULL, NULL, out, err, &error));
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (process));
  int status = g_subprocess_get_exit_status (process);
  g_object_unref (process);
  return status;
}

/* chess-db import FILE. */
static int
run_import (const char *db, const char *file, char **out, char **err)
{
  return run_chess_db (out, err, "import", db, file, NULL);
}

static void
assert_contains (const char *text, const char *part)
{
  if (!strstr (text, part))
    g_error ("“%s” is not in:\n%s", part, text);
}

/* Runs chess-db import: its exit status, its last line, and a part of
 * its standard error (NULL: anything). */
static void
check_import (const char *db, const char *file, int status, const char *last_line, const char *said)
{
  char *out, *err;
  g_assert_cmpint (run_import (db, file, &out, &err), ==, status);
  g_assert_cmpstr (out, ==, last_line);
  if (said)
    assert_contains (err, said);
  g_free (out);
  g_free (err);
}

static void
test_chess_db (void)
{
  g_assert_nonnull (g_getenv ("CHESS_DB"));
  char *dir = lt_temp_dir ();
  char *db = g_build_filename (dir, "library.db", NULL);
  char *warned = g_build_filename (dir, "warned.pgn", NULL), *fine = g_build_filename (dir, "fine.pgn", NULL);
  char *gz = g_build_filename (dir, "two.pgn.gz", NULL);
  char *out, *err;

  g_assert_true (g_file_set_contents (warned, warned_games, -1, NULL));
  /* Game 1 of the same file alone: warnings but no error. */
  const char *end_of_first = strstr (warned_games, "[Event \"two\"]");
  g_assert_true (g_file_set_contents (fine, warned_games, end_of_first - warned_games, NULL));
  write_gzip (gz, two_games, sizeof two_games - 1, 4);

  /* An error fails the import; warnings are printed and counted apart. */
  g_assert_cmpint (run_import (db, warned, &out, &err), ==, 1);
  g_assert_cmpstr (out, ==, "2 games imported, 1 errors, 2 warnings\n");
  assert_contains (err, ": game 1: warning: 1. e4#");
  assert_contains (err, ": game 2: illegal move 2. Ke3");
  g_free (out);
  g_free (err);

  /* Warnings alone do not; a game in the library already is not stored again. */
  g_assert_cmpint (run_import (db, fine, &out, &err), ==, 0);
  g_assert_cmpstr (out, ==, "0 games imported, 0 errors, 1 warnings, 1 already in the library\n");
  assert_contains (err, ": game 1: warning: 1. e4#");
  g_free (out);
  g_free (err);

  /* A truncated .pgn.gz is said to be one. */
  g_assert_cmpint (run_import (db, gz, &out, &err), ==, 1);
  g_assert_cmpstr (out, ==, "2 games imported, 0 errors\n");
  assert_contains (err, "two.pgn.gz ends early: it is truncated");
  g_free (out);
  g_free (err);

  /* Four games in all (the fifth was game 1 again): counted, and listed a page at a time. */
  g_assert_cmpint (run_chess_db (&out, &err, "count", db, NULL), ==, 0);
  g_assert_cmpstr (out, ==, "4\n");
  g_free (out);
  g_free (err);
  g_assert_cmpint (run_chess_db (&out, &err, "find", db, "--offset", "1", "--limit", "2", NULL), ==, 0);
  char **lines = g_strsplit (out, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 3);
  g_assert_true (g_str_has_prefix (lines[0], "2\t") && g_str_has_prefix (lines[1], "3\t"));
  g_strfreev (lines);
  g_free (out);
  g_free (err);
  g_assert_cmpint (run_chess_db (&out, &err, "count", db, "--limit", "1", NULL), ==, 2);
  assert_contains (err, "unknown option --limit");
  g_free (out);
  g_free (err);

  lt_remove_dir (dir);
  g_free (gz);
  g_free (fine);
  g_free (warned);
  g_free (db);
  g_free (dir);
}

/* A second import of a file adds nothing and says why; the library's
 * count stays the file's. */
static void
test_import_twice (void)
{
  char *dir = lt_temp_dir ();
  char *db = g_build_filename (dir, "library.db", NULL);
  char *pgn = lt_testdata ("games/pgn-parser-twic-01-232games.pgn");
  check_import (db, pgn, 0, "232 games imported, 0 errors\n", NULL);
  check_import (db, pgn, 0, "0 games imported, 0 errors, 232 already in the library\n", NULL);
  char *out, *err;
  g_assert_cmpint (run_chess_db (&out, &err, "count", db, NULL), ==, 0);
  g_assert_cmpstr (out, ==, "232\n");
  g_free (out);
  g_free (err);
  lt_remove_dir (dir);
  g_free (pgn);
  g_free (db);
  g_free (dir);
}

/* The commands that only read create nothing: no folder, no library. */
static void
test_read_creates_nothing (void)
{
  char *dir = lt_temp_dir ();
  char *folder = g_build_filename (dir, "no", "such", NULL);
  char *db = g_build_filename (folder, "library.db", NULL);
  char *out, *err;
  const char *const commands[] = { "count", "find", "export" };
  for (size_t i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      g_assert_cmpint (run_chess_db (&out, &err, commands[i], db, NULL), ==, 1);
      assert_contains (err, "there is no library at");
      g_free (out);
      g_free (err);
    }
  g_assert_cmpint (run_chess_db (&out, &err, "tree", db, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                                 NULL), ==, 1);
  g_free (out);
  g_free (err);
  g_assert_false (g_file_test (folder, G_FILE_TEST_EXISTS));
  lt_remove_dir (dir);
  g_free (db);
  g_free (folder);
  g_free (dir);
}

/* A NUL byte in a comment is dropped, and only it: the game is stored,
 * with the rest of its comment. */
static void
test_nul_in_comment (void)
{
  static const char text[] = "[Event \"a\"]\n[Result \"*\"]\n\n1. e4 {a \0comment} e5 *\n";
  char *dir = lt_temp_dir ();
  char *db = g_build_filename (dir, "library.db", NULL), *pgn = g_build_filename (dir, "nul.pgn", NULL);
  g_assert_true (g_file_set_contents (pgn, text, sizeof text - 1, NULL));
  check_import (db, pgn, 0, "1 games imported, 0 errors, 1 warnings\n",
                "game 1: warning: a NUL byte (0x00) in a comment was dropped");
  char *out, *err;
  g_assert_cmpint (run_chess_db (&out, &err, "export", db, NULL), ==, 0);
  assert_contains (out, "1. e4 {a comment} 1... e5 *");
  g_free (out);
  g_free (err);
  lt_remove_dir (dir);
  g_free (pgn);
  g_free (db);
  g_free (dir);
}

static gboolean
count_game (const ChessLibraryGameInfo *info, gpointer user_data)
{
  (*(guint *) user_data)++;
  return TRUE;
}

/* A set-up with more than 16 men of one side has its moves stored as
 * 16-bit codes after a marker: each game comes back as it was read, is
 * found by its last position, and export gives them all (it stopped at
 * the first with "the library is damaged (reading a game: another row
 * available)": the reader took the marker for a move). */
static void
test_more_than_16_men (void)
{
  char *dir = lt_temp_dir ();
  char *db = g_build_filename (dir, "library.db", NULL);
  char *pgn = lt_testdata ("library/more-than-16-men.pgn");
  GPtrArray *records = g_ptr_array_new_with_free_func ((GDestroyNotify) chess_record_free);
  lt_read_records (pgn, records);
  g_assert_cmpuint (records->len, ==, 3);

  Diagnostics d;
  ChessLibraryImportProgress progress;
  GError *error = NULL;
  gboolean ok;
  ChessLibrary *library = import_new (db, pgn, &d, &progress, &ok, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (progress.games, ==, 3);
  assert_first_games (library, records, records->len);
  for (guint i = 0; i < records->len; i++)
    {
      const ChessRecord *record = records->pdata[i];
      ChessPosition end;
      chess_record_position_at (record, chess_record_main_line_end (record), &end);
      ChessLibraryFilter filter = CHESS_LIBRARY_FILTER_INIT;
      filter.position = &end;
      guint found = 0;
      g_assert_true (chess_library_find (library, &filter, count_game, &found, NULL, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (found, ==, 1);
    }
  GOutputStream *out = g_memory_output_stream_new_resizable ();
  guint64 exported = 0;
  ChessLibraryFilter all = CHESS_LIBRARY_FILTER_INIT;
  g_assert_true (chess_library_export (library, &all, out, &exported, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (exported, ==, 3);

  g_object_unref (out);
  diagnostics_clear (&d);
  g_object_unref (library);
  g_ptr_array_unref (records);
  lt_remove_dir (dir);
  g_free (pgn);
  g_free (db);
  g_free (dir);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/library/import/cut-in-a-game", test_cut_in_a_game);
  g_test_add_func ("/library/import/cut-after-the-games", test_cut_after_the_games);
  g_test_add_func ("/library/import/warnings", test_warnings);
  g_test_add_func ("/library/import/variant", test_variant);
  g_test_add_func ("/library/import/chess-db", test_chess_db);
  g_test_add_func ("/library/import/twice", test_import_twice);
  g_test_add_func ("/library/import/nul-in-comment", test_nul_in_comment);
  g_test_add_func ("/library/import/read-creates-nothing", test_read_creates_nothing);
  g_test_add_func ("/library/import/more-than-16-men", test_more_than_16_men);
  return g_test_run ();
}
