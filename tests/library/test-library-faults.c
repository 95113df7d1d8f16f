/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-library-faults.c — the library when things go wrong: an import
 * killed with SIGKILL, two processes importing at once, a full disk (a
 * SQLite VFS of the test's own that runs out of room), a damaged, foreign
 * or newer file, moved aside for a new library.
 *
 * After each fault the library must open, pass SQLite's integrity check,
 * hold complete games only (a prefix of the file, in order) and give trees
 * that agree with an independent count over exactly those games. */
#include "library-test-util.h"

#include <signal.h>
#include <sqlite3.h>
#include <stdlib.h>

static char *
integrity (const char *db)
{
  sqlite3 *conn;
  g_assert_cmpint (sqlite3_open_v2 (db, &conn, SQLITE_OPEN_READONLY, NULL), ==, SQLITE_OK);
  sqlite3_stmt *stmt;
  g_assert_cmpint (sqlite3_prepare_v2 (conn, "PRAGMA integrity_check", -1, &stmt, NULL), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_step (stmt), ==, SQLITE_ROW);
  char *verdict = g_strdup ((const char *) sqlite3_column_text (stmt, 0));
  sqlite3_finalize (stmt);
  sqlite3_close (conn);
  return verdict;
}

/* records without the games equal to an earlier one (the library stores
 * a game once), in order; the array does not own them. */
static GPtrArray *
distinct_records (GPtrArray *records)
{
  GPtrArray *distinct = g_ptr_array_new ();
  GHashTable *seen = g_hash_table_new_full (g_str_hash, g_str_equal, free, NULL);
  for (guint i = 0; i < records->len; i++)
    {
      char *text = chess_pgn_record_to_string (records->pdata[i], CHESS_PGN_WRITE_DEFAULT, NULL);
      if (g_hash_table_add (seen, text))
        g_ptr_array_add (distinct, records->pdata[i]);
    }
  g_hash_table_unref (seen);
  return distinct;
}

/* The library holds games 1..n of the distinct records (the file is made
 * of copies of them, each stored once), complete, with a tree that
 * agrees; returns n. */
static gint64
check_prefix (const char *db, GPtrArray *all_records)
{
  g_autoptr (GPtrArray) records = distinct_records (all_records);
  char *verdict = integrity (db);
  g_assert_cmpstr (verdict, ==, "ok");
  g_free (verdict);
  GError *error = NULL;
  ChessLibrary *library = chess_library_open (db, &error);
  g_assert_no_error (error);
  gint64 n = chess_library_count_games (library, &error);
  g_assert_no_error (error);
  GPtrArray *prefix = g_ptr_array_new ();
  for (gint64 i = 0; i < n; i++)
    {
      ChessRecord *stored = chess_library_get_record (library, i + 1, &error);
      g_assert_no_error (error);
      g_assert_cmpint (i, <, records->len);
      ChessRecord *expected = records->pdata[i];
      g_assert_true (chess_record_equal (stored, expected));
      chess_record_free (stored);
      g_ptr_array_add (prefix, expected);
    }
  GHashTable *occurrences = lt_occurrences_with_men (prefix, 32);
  ChessPosition pos;
  chess_position_set_start (&pos);
  g_assert_cmpint (lt_check_tree (library, &pos, prefix, occurrences, NULL), ==, n);
  g_assert_true (chess_position_from_fen (&pos, "rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", NULL));
  lt_check_tree (library, &pos, prefix, occurrences, NULL);
  g_hash_table_unref (occurrences);
  g_ptr_array_unref (prefix);
  g_object_unref (library);
  return n;
}

/* A file of many real games: copies times the 9 615 games of three
 * files, whose records go (once) into records.  Long enough to import
 * (seconds, several batches) that a test can stop it midway. */
static char *
write_big_pgn (const char *dir, int copies, GPtrArray *records)
{
  static const char *const files[] = {
    "games/chesslablab-Carlsen.pgn", "games/chesslablab-Kasparov.pgn", "games/chesslablab-PolgarJ.pgn",
  };
  GString *all = g_string_new (NULL);
  for (size_t i = 0; i < G_N_ELEMENTS (files); i++)
    {
      char *path = lt_testdata (files[i]), *text;
      gsize length;
      g_assert_true (g_file_get_contents (path, &text, &length, NULL));
      g_string_append_len (all, text, (gssize) length);
      g_string_append (all, "\n\n");
      lt_read_records (path, records);
      g_free (text);
      g_free (path);
    }
  gsize one = all->len;
  for (int copy = 1; copy < copies; copy++)
    g_string_append_len (all, all->str, (gssize) one);
  char *pgn = g_build_filename (dir, "big.pgn", NULL);
  g_assert_true (g_file_set_contents (pgn, all->str, (gssize) all->len, NULL));
  g_string_free (all, TRUE);
  return pgn;
}

static GSubprocess *
spawn_import (const char *db, const char *pgn)
{
  GError *error = NULL;
  GSubprocess *process = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_SILENCE | G_SUBPROCESS_FLAGS_STDERR_SILENCE, &error,
                                           g_getenv ("CHESS_DB"), "import", db, pgn, NULL);
  g_assert_no_error (error);
  return process;
}

static gboolean
collect_ids (const ChessLibraryGameInfo *info, gpointer user_data)
{
  g_array_append_val ((GArray *) user_data, info->id);
  return TRUE;
}

static gint64
count_now (const char *db)
{
  sqlite3 *conn;
  gint64 n = 0;
  if (sqlite3_open_v2 (db, &conn, SQLITE_OPEN_READONLY, NULL) == SQLITE_OK)
    {
      sqlite3_stmt *stmt;
      if (sqlite3_prepare_v2 (conn, "SELECT count(*) FROM games", -1, &stmt, NULL) == SQLITE_OK)
        {
          if (sqlite3_step (stmt) == SQLITE_ROW)
            n = sqlite3_column_int64 (stmt, 0);
          sqlite3_finalize (stmt);
        }
    }
  sqlite3_close (conn);
  return n;
}

/* What a killed import leaves, checked fast: the file passes SQLite's
 * integrity check and holds n complete games, the n-th the file's n-th
 * distinct game (ids follow the file); returns n. */
static gint64
check_last (const char *db, GPtrArray *distinct)
{
  char *verdict = integrity (db);
  g_assert_cmpstr (verdict, ==, "ok");
  g_free (verdict);
  GError *error = NULL;
  ChessLibrary *library = chess_library_open (db, &error);
  g_assert_no_error (error);
  gint64 n = chess_library_count_games (library, &error);
  g_assert_no_error (error);
  g_assert_cmpint (n, <=, distinct->len);
  if (n > 0)
    {
      ChessRecord *last = chess_library_get_record (library, n, &error);
      g_assert_no_error (error);
      g_assert_true (chess_record_equal (last, distinct->pdata[n - 1]));
      chess_record_free (last);
    }
  g_object_unref (library);
  return n;
}

/* Runs chess-db import to its end (FALSE: the test fails). */
static void
import_to_the_end (const char *db, const char *pgn)
{
  GSubprocess *process = spawn_import (db, pgn);
  GError *error = NULL;
  g_assert_true (g_subprocess_wait_check (process, NULL, &error));
  g_assert_no_error (error);
  g_object_unref (process);
}

/* An import killed (SIGKILL) at six moments, each run started anew on
 * the same file, then run to its end: after each kill the library holds
 * complete games only, a prefix of the file's, and at the end exactly
 * the file's games, each once (each game and the tree checked at the
 * end, the last game after each kill).  The moments are spread over the
 * time an import of the whole file takes here (measured first, into
 * another library): where batches commit every second (a slower build, a
 * loaded machine) they fall in the first batch, in a commit, later
 * batches and the copies already in; they are fault points, not timings
 * checked. */
static void
test_kill_during_import (void)
{
  g_assert_nonnull (g_getenv ("CHESS_DB"));
  char *dir = lt_temp_dir ();
  GPtrArray *records = g_ptr_array_new_with_free_func ((GDestroyNotify) chess_record_free);
  /* 19 230 games, 9 615 of them distinct. */
  char *pgn = write_big_pgn (dir, 2, records);
  char *db = g_build_filename (dir, "library.db", NULL), *whole = g_build_filename (dir, "whole.db", NULL);
  g_autoptr (GPtrArray) distinct = distinct_records (records);

  gint64 start = g_get_monotonic_time ();
  import_to_the_end (whole, pgn);
  gint64 duration = g_get_monotonic_time () - start;
  g_assert_cmpint (count_now (whole), ==, (gint64) distinct->len);

  gint64 kept = 0;
  /* the first eleventh, then every other one: the first batch, the
   * commits and the later batches, at half the cost of every eleventh */
  static const int moments[] = { 1, 2, 4, 6, 8, 10 };
  for (guint i = 0; i < G_N_ELEMENTS (moments); i++)
    {
      int moment = moments[i];
      GSubprocess *process = spawn_import (db, pgn);
      g_usleep ((gulong) (duration * moment / 11));
      g_subprocess_send_signal (process, SIGKILL);
      g_assert_true (g_subprocess_wait (process, NULL, NULL));
      g_object_unref (process);
      gint64 now = check_last (db, distinct);
      g_assert_cmpint (now, >=, kept);
      g_test_message ("killed at %d/11 of %.1f s: %" G_GINT64_FORMAT " games in", moment,
                      (double) duration / G_USEC_PER_SEC, now);
      kept = now;
    }
  import_to_the_end (db, pgn);
  g_assert_cmpint (check_prefix (db, records), ==, (gint64) distinct->len);
  g_assert_cmpint (count_now (db), ==, count_now (whole));

  g_ptr_array_unref (records);
  lt_remove_dir (dir);
  g_free (whole);
  g_free (db);
  g_free (pgn);
  g_free (dir);
}

/* Two processes import into one library at once: both succeed, nothing is
 * lost, and the tree counts every game once. */
static void
test_two_processes (void)
{
  char *dir = lt_temp_dir ();
  char *db = g_build_filename (dir, "library.db", NULL);
  char *a = lt_testdata ("games/chesslablab-Kasparov.pgn"), *b = lt_testdata ("games/chesslablab-PolgarJ.pgn");
  GSubprocess *pa = spawn_import (db, a), *pb = spawn_import (db, b);
  GError *error = NULL;
  g_assert_true (g_subprocess_wait_check (pa, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (g_subprocess_wait_check (pb, NULL, &error));
  g_assert_no_error (error);

  GPtrArray *records = g_ptr_array_new_with_free_func ((GDestroyNotify) chess_record_free);
  lt_read_records (a, records);
  lt_read_records (b, records);
  ChessLibrary *library = chess_library_open (db, &error);
  g_assert_no_error (error);
  g_autoptr (GPtrArray) distinct = distinct_records (records);
  g_assert_cmpint (chess_library_count_games (library, NULL), ==, (gint64) distinct->len);
  GHashTable *occurrences = lt_occurrences_with_men (distinct, 32);
  ChessPosition pos;
  chess_position_set_start (&pos);
  g_assert_cmpint (lt_check_tree (library, &pos, distinct, occurrences, NULL), ==, distinct->len);
  g_assert_true (chess_position_from_fen (&pos, "rnbqkb1r/pppppppp/5n2/8/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - 1 2", NULL));
  g_assert_cmpuint (lt_check_tree (library, &pos, distinct, occurrences, NULL), >, 100);
  char *verdict = integrity (db);
  g_assert_cmpstr (verdict, ==, "ok");

  g_free (verdict);
  g_hash_table_unref (occurrences);
  g_object_unref (library);
  g_ptr_array_unref (records);
  g_object_unref (pa);
  g_object_unref (pb);
  lt_remove_dir (dir);
  g_free (a);
  g_free (b);
  g_free (db);
  g_free (dir);
}

/* ---- A disk that fills up: a VFS over the default one whose files
 * refuse to grow once the quota of written bytes is spent. ---- */

static sqlite3_vfs *real_vfs;
static sqlite3_vfs full_vfs;
static gint64 quota;

typedef struct {
  sqlite3_file base;
  sqlite3_file *real;   /* follows this struct */
} QuotaFile;

static sqlite3_io_methods quota_methods;

#define REAL(f) (((QuotaFile *) (f))->real)

static int q_close (sqlite3_file *f) { return REAL (f)->pMethods->xClose (REAL (f)); }
static int q_read (sqlite3_file *f, void *b, int n, sqlite3_int64 o) { return REAL (f)->pMethods->xRead (REAL (f), b, n, o); }
static int
q_write (sqlite3_file *f, const void *b, int n, sqlite3_int64 o)
{
  if (quota < n)
    return SQLITE_FULL;
  quota -= n;
  return REAL (f)->pMethods->xWrite (REAL (f), b, n, o);
}
static int q_truncate (sqlite3_file *f, sqlite3_int64 s) { return REAL (f)->pMethods->xTruncate (REAL (f), s); }
static int q_sync (sqlite3_file *f, int flags) { return REAL (f)->pMethods->xSync (REAL (f), flags); }
static int q_size (sqlite3_file *f, sqlite3_int64 *s) { return REAL (f)->pMethods->xFileSize (REAL (f), s); }
static int q_lock (sqlite3_file *f, int l) { return REAL (f)->pMethods->xLock (REAL (f), l); }
static int q_unlock (sqlite3_file *f, int l) { return REAL (f)->pMethods->xUnlock (REAL (f), l); }
static int q_check (sqlite3_file *f, int *r) { return REAL (f)->pMethods->xCheckReservedLock (REAL (f), r); }
static int q_control (sqlite3_file *f, int op, void *a) { return REAL (f)->pMethods->xFileControl (REAL (f), op, a); }
static int q_sector (sqlite3_file *f) { return REAL (f)->pMethods->xSectorSize (REAL (f)); }
static int q_device (sqlite3_file *f) { return REAL (f)->pMethods->xDeviceCharacteristics (REAL (f)); }
static int q_shm_map (sqlite3_file *f, int i, int s, int e, void volatile **p) { return REAL (f)->pMethods->xShmMap (REAL (f), i, s, e, p); }
static int q_shm_lock (sqlite3_file *f, int o, int n, int fl) { return REAL (f)->pMethods->xShmLock (REAL (f), o, n, fl); }
static void q_shm_barrier (sqlite3_file *f) { REAL (f)->pMethods->xShmBarrier (REAL (f)); }
static int q_shm_unmap (sqlite3_file *f, int d) { return REAL (f)->pMethods->xShmUnmap (REAL (f), d); }
static int q_fetch (sqlite3_file *f, sqlite3_int64 o, int n, void **p) { *p = NULL; return SQLITE_OK; }
static int q_unfetch (sqlite3_file *f, sqlite3_int64 o, void *p) { return SQLITE_OK; }

static int
q_open (sqlite3_vfs *vfs, const char *name, sqlite3_file *file, int flags, int *out_flags)
{
  QuotaFile *q = (QuotaFile *) file;
  q->real = (sqlite3_file *) (q + 1);
  int rc = real_vfs->xOpen (real_vfs, name, q->real, flags, out_flags);
  q->base.pMethods = rc == SQLITE_OK ? &quota_methods : NULL;
  return rc;
}

static void
install_full_disk (gint64 bytes)
{
  real_vfs = sqlite3_vfs_find (NULL);
  full_vfs = *real_vfs;
  full_vfs.zName = "test-full-disk";
  full_vfs.szOsFile = (int) sizeof (QuotaFile) + real_vfs->szOsFile;
  full_vfs.xOpen = q_open;
  quota_methods = (sqlite3_io_methods) {
    3, q_close, q_read, q_write, q_truncate, q_sync, q_size, q_lock, q_unlock, q_check, q_control,
    q_sector, q_device, q_shm_map, q_shm_lock, q_shm_barrier, q_shm_unmap, q_fetch, q_unfetch,
  };
  quota = bytes;
  g_assert_cmpint (sqlite3_vfs_register (&full_vfs, 1), ==, SQLITE_OK);
}

static void
remove_full_disk (void)
{
  sqlite3_vfs_unregister (&full_vfs);
  sqlite3_vfs_register (real_vfs, 1);
}

static void
test_disk_full (void)
{
  char *dir = lt_temp_dir ();
  char *db = g_build_filename (dir, "library.db", NULL);
  GPtrArray *records = g_ptr_array_new_with_free_func ((GDestroyNotify) chess_record_free);
  char *pgn = write_big_pgn (dir, 3, records);

  /* Room for the empty library and part of the games. */
  install_full_disk (3 * 1024 * 1024);
  GError *error = NULL;
  ChessLibrary *library = chess_library_open (db, &error);
  g_assert_no_error (error);
  GFile *file = g_file_new_for_path (pgn);
  ChessLibraryImportProgress progress;
  g_assert_false (chess_library_import_file (library, file, NULL, NULL, NULL, &progress, NULL, &error));
  g_assert_error (error, CHESS_LIBRARY_ERROR, CHESS_LIBRARY_ERROR_DISK_FULL);
  g_assert_nonnull (strstr (error->message, "full"));
  g_clear_error (&error);
  g_object_unref (library);
  remove_full_disk ();

  /* Whatever was committed is whole; the rest can be imported again. */
  gint64 kept = check_prefix (db, records);
  g_autoptr (GPtrArray) distinct = distinct_records (records);
  g_assert_cmpint (kept, <, (gint64) distinct->len);
  /* The counts say what was stored, and what the full disk took back. */
  g_assert_cmpint (progress.games, ==, kept);
  g_assert_cmpint (progress.not_stored, >, 0);
  library = chess_library_open (db, &error);
  g_assert_no_error (error);
  g_assert_true (chess_library_import_file (library, file, NULL, NULL, NULL, &progress, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpint (progress.games, ==, (gint64) distinct->len - kept);
  g_assert_cmpint (progress.skipped, ==, 3 * (gint64) records->len - progress.games);
  g_assert_cmpint (chess_library_count_games (library, NULL), ==, (gint64) distinct->len);
  g_object_unref (library);

  g_object_unref (file);
  g_ptr_array_unref (records);
  lt_remove_dir (dir);
  g_free (pgn);
  g_free (db);
  g_free (dir);
}

/* ---- Files that are not a library of ours ---- */

static void
expect_open_error (const char *db, int code)
{
  GError *error = NULL;
  ChessLibrary *library = chess_library_open (db, &error);
  g_assert_null (library);
  g_assert_error (error, CHESS_LIBRARY_ERROR, code);
  /* The message names the file. */
  char *base = g_path_get_basename (db);
  g_assert_nonnull (strstr (error->message, base));
  g_free (base);
  g_error_free (error);
}

static void
sql (const char *db, const char *statements)
{
  sqlite3 *conn;
  g_assert_cmpint (sqlite3_open (db, &conn), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_exec (conn, statements, NULL, NULL, NULL), ==, SQLITE_OK);
  sqlite3_close (conn);
}

static void
test_bad_files (void)
{
  char *dir = lt_temp_dir ();
  char *db = g_build_filename (dir, "library.db", NULL);
  GError *error = NULL;

  /* Not a database at all. */
  g_assert_true (g_file_set_contents (db, "This is not a database, just some text that happens to be here.\n"
                                          "It goes on for a while so that SQLite reads a header from it....\n", -1, NULL));
  expect_open_error (db, CHESS_LIBRARY_ERROR_DAMAGED);
  char *text;
  g_assert_true (g_file_get_contents (db, &text, NULL, NULL));
  g_assert_true (g_str_has_prefix (text, "This is not a database"));  /* left untouched */
  g_free (text);

  /* Moved aside, a new library starts in its place. */
  GFile *aside = chess_library_move_aside (db, &error);
  g_assert_no_error (error);
  g_assert_true (g_file_query_exists (aside, NULL));
  g_assert_false (g_file_test (db, G_FILE_TEST_EXISTS));
  char *aside_path = g_file_get_path (aside);
  g_assert_true (g_str_has_prefix (aside_path, db));
  g_assert_nonnull (strstr (aside_path, ".damaged-"));
  g_free (aside_path);
  g_object_unref (aside);
  ChessLibrary *library = chess_library_open (db, &error);
  g_assert_no_error (error);
  g_assert_cmpint (chess_library_count_games (library, NULL), ==, 0);
  g_object_unref (library);

  /* Another program's database. */
  g_unlink (db);
  sql (db, "CREATE TABLE contacts (name TEXT, phone TEXT); INSERT INTO contacts VALUES ('a', '1');");
  expect_open_error (db, CHESS_LIBRARY_ERROR_FOREIGN);

  /* A library from a newer version. */
  g_unlink (db);
  library = chess_library_open (db, &error);
  g_assert_no_error (error);
  g_object_unref (library);
  sql (db, "PRAGMA user_version = 99;");
  expect_open_error (db, CHESS_LIBRARY_ERROR_TOO_NEW);

  /* A library whose pages were overwritten: it opens (the check is cheap)
   * or not, but no query crashes, and damage is reported as such. */
  g_unlink (db);
  library = chess_library_open (db, &error);
  char *pgn = lt_testdata ("games/chesslablab-Fischer.pgn");
  GFile *file = g_file_new_for_path (pgn);
  g_assert_true (chess_library_import_file (library, file, NULL, NULL, NULL, NULL, NULL, &error));
  g_object_unref (file);
  g_object_unref (library);
  char *bytes;
  gsize length;
  g_assert_true (g_file_get_contents (db, &bytes, &length, NULL));
  for (gsize i = 8192; i < length; i += 4096)
    memset (bytes + i + 100, 0x5a, 900);
  g_assert_true (g_file_set_contents (db, bytes, (gssize) length, NULL));
  g_free (bytes);
  library = chess_library_open (db, &error);
  if (library)
    {
      ChessPosition start;
      chess_position_set_start (&start);
      GArray *tree = chess_library_tree (library, &start, NULL, &error);
      if (!tree)
        g_assert_error (error, CHESS_LIBRARY_ERROR, CHESS_LIBRARY_ERROR_DAMAGED);
      else
        g_array_unref (tree);
      g_clear_error (&error);
      g_object_unref (library);
    }
  else
    {
      g_assert_error (error, CHESS_LIBRARY_ERROR, CHESS_LIBRARY_ERROR_DAMAGED);
      g_clear_error (&error);
    }

  g_free (pgn);
  lt_remove_dir (dir);
  g_free (db);
  g_free (dir);
}

/* A new library at db holding the games of pgn, closed again. */
static void
import_closed (const char *db, const char *pgn)
{
  GError *error = NULL;
  ChessLibrary *library = chess_library_open (db, &error);
  g_assert_no_error (error);
  GFile *file = g_file_new_for_path (pgn);
  g_assert_true (chess_library_import_file (library, file, NULL, NULL, NULL, NULL, NULL, &error));
  g_assert_no_error (error);
  g_object_unref (file);
  g_object_unref (library);
}

/* An index written with other position keys (or another layout) is built
 * again from the games when the library opens. */
static void
test_stale_index (void)
{
  char *dir = lt_temp_dir ();
  char *db = g_build_filename (dir, "library.db", NULL);
  char *pgn = lt_testdata ("games/chesslablab-Capablanca.pgn");
  GError *error = NULL;
  ChessLibrary *library;
  import_closed (db, pgn);
  sql (db, "UPDATE meta SET value = 12345 WHERE name = 'zobrist'; DELETE FROM tree; UPDATE bounds SET data = zeroblob (length (data));");

  GPtrArray *records = g_ptr_array_new_with_free_func ((GDestroyNotify) chess_record_free);
  lt_read_records (pgn, records);
  library = chess_library_open (db, &error);
  g_assert_no_error (error);
  GHashTable *occurrences = lt_occurrences (records);
  ChessPosition pos;
  chess_position_set_start (&pos);
  g_assert_cmpuint (lt_check_tree (library, &pos, records, occurrences, NULL), ==, records->len);
  /* A position deep in the first game: found through the rebuilt bounds. */
  const ChessRecord *first = records->pdata[0];
  const ChessNode *node = first->root;
  for (int i = 0; i < 30 && node->first_child; i++)
    node = node->first_child;
  chess_record_position_at (first, node, &pos);
  g_assert_cmpuint (lt_check_tree (library, &pos, records, occurrences, NULL), >=, 1);

  g_hash_table_unref (occurrences);
  g_ptr_array_unref (records);
  g_object_unref (library);
  lt_remove_dir (dir);
  g_free (pgn);
  g_free (db);
  g_free (dir);
}

/* A library of an older schema version, from the dump of a version 2
 * library (tests/data/library/library-v2.sql, made by the version 2 code
 * from library-v2.pgn); version 1 is version 2 with indexes on White and
 * Black instead of the lists of each name's games. */
static char *
old_library (const char *dir, int version)
{
  char *path = lt_testdata ("library/library-v2.sql"), *dump = NULL;
  g_assert_true (g_file_get_contents (path, &dump, NULL, NULL));
  char *db = g_build_filename (dir, "library.db", NULL);
  sql (db, dump);
  if (version == 1)
    sql (db, "DROP TABLE player_games; CREATE INDEX games_white ON games (white);"
             " CREATE INDEX games_black ON games (black); PRAGMA user_version = 1;");
  g_free (dump);
  g_free (path);
  return db;
}

static GArray *
find_ids (ChessLibrary *library, const ChessLibraryFilter *filter)
{
  GArray *ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  GError *error = NULL;
  g_assert_true (chess_library_find (library, filter, collect_ids, ids, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpint (chess_library_count (library, filter, NULL, &error), ==, (gint64) ids->len);
  g_assert_no_error (error);
  return ids;
}

static gboolean
tag_has (const ChessRecord *record, const char *tag, const char *folded_part)
{
  char *value = g_utf8_casefold (chess_record_get_tag (record, tag) ? chess_record_get_tag (record, tag) : "?", -1);
  gboolean found = strstr (value, folded_part) != NULL;
  g_free (value);
  return found;
}

/* The library at db, opened (and so migrated) by this version, holds the
 * games of library-v2.pgn as they went in: the tags (rounds, dates)
 * and moves of each, each name's games with its side, the tree. */
static void
check_migrated (const char *db)
{
  GError *error = NULL;
  ChessLibrary *library = chess_library_open (db, &error);
  g_assert_no_error (error);
  char *pgn = lt_testdata ("library/library-v2.pgn");
  GPtrArray *records = g_ptr_array_new_with_free_func ((GDestroyNotify) chess_record_free);
  lt_read_records (pgn, records);
  g_assert_cmpuint (records->len, ==, 48);
  g_assert_cmpint (chess_library_count_games (library, NULL), ==, (gint64) records->len);
  for (guint g = 0; g < records->len; g++)
    {
      ChessRecord *back = chess_library_get_record (library, g + 1, &error);
      g_assert_no_error (error);
      if (!chess_record_equal (back, records->pdata[g]))
        g_error ("game %u differs after the migration:\n%s", g + 1, chess_pgn_record_to_string (back, 0, NULL));
      chess_record_free (back);
    }

  /* Names by side, and a year range: the lists and the dates as the tags say. */
  ChessLibraryFilter filters[4] = { CHESS_LIBRARY_FILTER_INIT, CHESS_LIBRARY_FILTER_INIT,
                                    CHESS_LIBRARY_FILTER_INIT, CHESS_LIBRARY_FILTER_INIT };
  filters[0].white = "fischer";
  filters[1].black = "FISCHER";
  filters[2].player = "fischer";
  filters[3].year_from = 1962;
  filters[3].year_to = 1962;
  for (int f = 0; f < 4; f++)
    {
      GArray *ids = find_ids (library, &filters[f]);
      guint expected = 0;
      for (guint g = 0; g < records->len; g++)
        {
          const ChessRecord *r = records->pdata[g];
          gboolean passes = f == 0 ? tag_has (r, "White", "fischer")
                            : f == 1 ? tag_has (r, "Black", "fischer")
                            : f == 2 ? tag_has (r, "White", "fischer") || tag_has (r, "Black", "fischer")
                            : lt_year (r) == 1962;
          if (!passes)
            continue;
          g_assert_cmpuint (expected, <, ids->len);
          g_assert_cmpint (g_array_index (ids, gint64, expected++), ==, (gint64) g + 1);
        }
      g_assert_cmpuint (ids->len, ==, expected);
      g_assert_cmpuint (expected, >=, 17);
      g_array_unref (ids);
    }

  /* The index was built again: the tree of the start and of a position
   * deep in the first game. */
  GHashTable *occurrences = lt_occurrences (records);
  ChessPosition pos;
  chess_position_set_start (&pos);
  lt_check_tree (library, &pos, records, occurrences, NULL);
  const ChessRecord *first = records->pdata[0];
  const ChessNode *node = first->root;
  for (int i = 0; i < 40 && node->first_child; i++)
    node = node->first_child;
  chess_record_position_at (first, node, &pos);
  g_assert_cmpuint (lt_check_tree (library, &pos, records, occurrences, NULL), >=, 1);
  g_hash_table_unref (occurrences);
  g_object_unref (library);

  /* The current version, with its tables; opening again changes nothing. */
  sqlite3 *conn;
  g_assert_cmpint (sqlite3_open (db, &conn), ==, SQLITE_OK);
  sqlite3_stmt *stmt;
  g_assert_cmpint (sqlite3_prepare_v2 (conn, "SELECT (SELECT user_version FROM pragma_user_version),"
                                             " (SELECT count(*) FROM sqlite_schema WHERE type = 'table' AND name LIKE 'games_%'),"
                                             " (SELECT count(*) FROM rounds), (SELECT typeof (round) FROM games"
                                             "  WHERE round IS NOT NULL LIMIT 1),"
                                             " (SELECT count(*) FROM games WHERE identity IS NOT NULL)",
                                       -1, &stmt, NULL), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_step (stmt), ==, SQLITE_ROW);
  g_assert_cmpint (sqlite3_column_int (stmt, 0), ==, 4);
  g_assert_cmpint (sqlite3_column_int (stmt, 1), ==, 0);
  /* Each game got its identity (version 4). */
  g_assert_cmpint (sqlite3_column_int (stmt, 4), >, 10);
  g_assert_cmpint (sqlite3_column_int (stmt, 2), >, 10);
  g_assert_cmpstr ((const char *) sqlite3_column_text (stmt, 3), ==, "integer");
  sqlite3_finalize (stmt);
  sqlite3_close (conn);
  library = chess_library_open (db, &error);
  g_assert_no_error (error);
  g_assert_cmpint (chess_library_count_games (library, NULL), ==, (gint64) records->len);
  g_object_unref (library);
  g_ptr_array_unref (records);
  g_free (pgn);
}

/* A library of schema version 2 (rounds as text, dates as YYYYMMDD, lists
 * of each name's games without the side) is migrated when it opens. */
static void
test_migration_from_2 (void)
{
  char *dir = lt_temp_dir ();
  char *db = old_library (dir, 2);
  check_migrated (db);
  lt_remove_dir (dir);
  g_free (db);
  g_free (dir);
}

/* And one of version 1, through version 2. */
static void
test_migration_from_1 (void)
{
  char *dir = lt_temp_dir ();
  char *db = old_library (dir, 1);
  check_migrated (db);
  lt_remove_dir (dir);
  g_free (db);
  g_free (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/library/faults/kill-during-import", test_kill_during_import);
  g_test_add_func ("/library/faults/two-processes", test_two_processes);
  g_test_add_func ("/library/faults/disk-full", test_disk_full);
  g_test_add_func ("/library/faults/bad-files", test_bad_files);
  g_test_add_func ("/library/faults/stale-index", test_stale_index);
  g_test_add_func ("/library/faults/migration-from-1", test_migration_from_1);
  g_test_add_func ("/library/faults/migration-from-2", test_migration_from_2);
  return g_test_run ();
}
