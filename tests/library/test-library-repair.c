/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-library-repair.c — libraries that cannot be used as they are:
 * one the user cannot write (read through chess-db and the service, every
 * change refused with a reason), a folder where the file should be, and
 * bytes damaged in the middle of the file (found by the check of the whole
 * file, in the service's background too; rebuilt from what reads).
 *
 * A read-only library is tested as a user who cannot write it: root
 * writes a file of mode 0444 in a folder of mode 0555 all the same (the
 * kernel does not stop it, and neither would SQLite), so when the tests
 * run as root (CI) the reading side runs as "nobody" (uid and gid 65534):
 * a subprocess that drops its privileges, or a chess-db started so. */
#include "library-test-util.h"

#include <fcntl.h>
#include <grp.h>
#include <sqlite3.h>
#include <sys/stat.h>
#include <unistd.h>

#include "chess-library-service.h"

#define NOBODY 65534

/* In a child process that will read as another user: become nobody when
 * root (what a user without the right to write is). */
static void
become_a_user (gpointer user_data)
{
  if (geteuid () == 0 && (setgroups (0, NULL) != 0 || setgid (NOBODY) != 0 || setuid (NOBODY) != 0))
    _exit (99);
}

/* dir/lib/library.db with the games of a real file, then the folder and
 * the file made read-only (and dir passable by anyone). */
static char *
read_only_library (const char *dir, guint *n_games)
{
  char *folder = g_build_filename (dir, "lib", NULL);
  char *db = g_build_filename (folder, "library.db", NULL);
  char *pgn = lt_testdata ("games/pgn-parser-32games.pgn");
  guint64 games;

  g_assert_cmpint (g_mkdir (folder, 0755), ==, 0);
  g_object_unref (lt_import_file (db, pgn, &games));
  *n_games = (guint) games;
  g_assert_cmpint (g_chmod (dir, 0755), ==, 0);
  g_assert_cmpint (g_chmod (db, 0444), ==, 0);
  g_assert_cmpint (g_chmod (folder, 0555), ==, 0);
  g_free (pgn);
  g_free (folder);
  return db;
}

static void
writable_again (const char *db)
{
  char *folder = g_path_get_dirname (db);
  g_chmod (folder, 0755);
  g_chmod (db, 0644);
  g_free (folder);
}

static gboolean
count_row (const ChessLibraryGameInfo *info, gpointer user_data)
{
  (*(guint *) user_data)++;
  return TRUE;
}

/* The subprocess: reads all of it as a user, changes none of it. */
static void
read_as_a_user (const char *db, guint n_read_only_games)
{
  become_a_user (NULL);
  GError *error = NULL;
  ChessLibrary *library = chess_library_open (db, &error);
  g_assert_no_error (error);
  g_assert_true (chess_library_is_read_only (library));
  g_assert_cmpint (chess_library_count_games (library, &error), ==, n_read_only_games);

  ChessLibraryFilter all = CHESS_LIBRARY_FILTER_INIT;
  guint rows = 0;
  g_assert_true (chess_library_find (library, &all, count_row, &rows, NULL, &error));
  g_assert_cmpuint (rows, ==, n_read_only_games);
  ChessPosition start;
  chess_position_set_start (&start);
  GArray *tree = chess_library_tree (library, &start, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (tree->len, >, 0);
  g_array_unref (tree);
  GOutputStream *out = g_memory_output_stream_new_resizable ();
  guint64 exported = 0;
  g_assert_true (chess_library_export (library, &all, out, &exported, NULL, &error));
  g_assert_cmpuint (exported, ==, n_read_only_games);
  g_object_unref (out);

  /* Every change is refused, saying why. */
  ChessRecord *record = chess_library_get_record (library, 1, &error);
  g_assert_no_error (error);
  g_assert_cmpint (chess_library_add_record (library, record, &error), ==, 0);
  g_assert_error (error, CHESS_LIBRARY_ERROR, CHESS_LIBRARY_ERROR_READ_ONLY);
  g_assert_nonnull (strstr (error->message, "is read-only"));
  g_clear_error (&error);
  g_assert_false (chess_library_set_tag (library, 1, "White", "Someone", &error));
  g_assert_error (error, CHESS_LIBRARY_ERROR, CHESS_LIBRARY_ERROR_READ_ONLY);
  g_clear_error (&error);
  g_assert_false (chess_library_remove_game (library, 1, &error));
  g_assert_error (error, CHESS_LIBRARY_ERROR, CHESS_LIBRARY_ERROR_READ_ONLY);
  g_clear_error (&error);
  GInputStream *in = g_memory_input_stream_new_from_data ("1. e4 *\n", -1, NULL);
  g_assert_false (chess_library_import_stream (library, in, "x.pgn", 0, NULL, NULL, NULL, NULL, NULL, &error));
  g_assert_error (error, CHESS_LIBRARY_ERROR, CHESS_LIBRARY_ERROR_READ_ONLY);
  g_clear_error (&error);
  g_object_unref (in);
  chess_record_free (record);
  g_object_unref (library);

  /* The service says it, and reads through its worker. */
  ChessLibraryService *service = chess_library_service_new (db);
  chess_library_service_check (service);
  while (!chess_library_service_get_read_only (service))
    g_main_context_iteration (NULL, TRUE);
  g_assert_null (chess_library_service_get_error (service));
  g_object_unref (service);
}

/* A library the user cannot write, closed cleanly (no log): it is read
 * (immutable: no index can be made beside it) and nothing is written
 * beside it.  Before: "attempt to write a readonly database" for a count. */
static void
test_read_only (void)
{
  if (g_test_subprocess ())
    {
      read_as_a_user (g_getenv ("LIBRARY_DB"), (guint) atoi (g_getenv ("LIBRARY_GAMES")));
      return;
    }
  char *dir = lt_temp_dir ();
  guint n_games;
  char *db = read_only_library (dir, &n_games);
  char *games = g_strdup_printf ("%u", n_games);
  g_setenv ("LIBRARY_DB", db, TRUE);
  g_setenv ("LIBRARY_GAMES", games, TRUE);
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
  char *wal = g_strconcat (db, "-wal", NULL), *shm = g_strconcat (db, "-shm", NULL);
  g_assert_false (g_file_test (wal, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (shm, G_FILE_TEST_EXISTS));
  writable_again (db);
  char *folder = g_path_get_dirname (db);
  lt_remove_dir (folder);
  lt_remove_dir (dir);
  g_free (folder);
  g_free (games);
  g_free (shm);
  g_free (wal);
  g_free (db);
  g_free (dir);
}

/* chess-db with args: its exit status and what it printed; as_a_user:
 * as a user who cannot write the library. */
static int
run_chess_db_as (gboolean as_a_user, char **out, char **err, const char *const *args)
{
  GSubprocessLauncher *launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE
                                                             | G_SUBPROCESS_FLAGS_STDERR_PIPE);
  if (as_a_user)
    g_subprocess_launcher_set_child_setup (launcher, become_a_user, NULL, NULL);
  GPtrArray *argv = g_ptr_array_new ();
  g_ptr_array_add (argv, (gpointer) g_getenv ("CHESS_DB"));
  for (; *args; args++)
    g_ptr_array_add (argv, (gpointer) *args);
  g_ptr_array_add (argv, NULL);
  GError *error = NULL;
  GSubprocess *process = g_subprocess_launcher_spawnv (launcher, (const char *const *) argv->pdata, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_communicate_utf8 (process, NULL, NULL, out, err, &error));
  g_assert_no_error (error);
  int status = g_subprocess_get_exit_status (process);
  g_object_unref (process);
  g_ptr_array_unref (argv);
  g_object_unref (launcher);
  return status;
}

static int
run_chess_db_as_a_user (char **out, char **err, const char *const *args)
{
  return run_chess_db_as (TRUE, out, err, args);
}

static int
run_chess_db (char **out, char **err, const char *const *args)
{
  return run_chess_db_as (FALSE, out, err, args);
}

static void
test_read_only_chess_db (void)
{
  char *dir = lt_temp_dir ();
  guint n_games;
  char *db = read_only_library (dir, &n_games);
  char *pgn = lt_testdata ("games/pgn-parser-32games.pgn");
  char *out, *err;

  const char *count[] = { "count", db, NULL };
  g_assert_cmpint (run_chess_db_as_a_user (&out, &err, count), ==, 0);
  char *expected = g_strdup_printf ("%u\n", n_games);
  g_assert_cmpstr (out, ==, expected);
  g_free (expected);
  g_free (out);
  g_free (err);
  const char *export[] = { "export", db, NULL };
  g_assert_cmpint (run_chess_db_as_a_user (&out, &err, export), ==, 0);
  g_assert_nonnull (strstr (out, "[Event "));
  g_free (out);
  g_free (err);
  const char *tree[] = { "tree", db, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", NULL };
  g_assert_cmpint (run_chess_db_as_a_user (&out, &err, tree), ==, 0);
  g_free (out);
  g_free (err);
  const char *import[] = { "import", db, pgn, NULL };
  g_assert_cmpint (run_chess_db_as_a_user (&out, &err, import), ==, 1);
  g_assert_nonnull (strstr (err, "is read-only"));
  g_assert_nonnull (strstr (err, "games cannot be added, changed or removed"));
  g_free (out);
  g_free (err);

  writable_again (db);
  char *folder = g_path_get_dirname (db);
  lt_remove_dir (folder);
  lt_remove_dir (dir);
  g_free (folder);
  g_free (pgn);
  g_free (db);
  g_free (dir);
}

/* Its owner has it open (a log and an index beside it): a user reads it
 * with what the log holds; a log left without its index (an unclean
 * shutdown) cannot be read without its owner, and says so. */
static void
test_read_only_with_log (void)
{
  if (g_test_subprocess ())
    {
      become_a_user (NULL);
      GError *error = NULL;
      ChessLibrary *library = chess_library_open (g_getenv ("LIBRARY_DB"), &error);
      if (g_getenv ("LIBRARY_GAMES"))
        {
          g_assert_no_error (error);
          g_assert_true (chess_library_is_read_only (library));
          g_assert_cmpint (chess_library_count_games (library, NULL), ==, atoi (g_getenv ("LIBRARY_GAMES")));
          g_object_unref (library);
        }
      else
        {
          g_assert_null (library);
          g_assert_error (error, CHESS_LIBRARY_ERROR, CHESS_LIBRARY_ERROR_READ_ONLY);
          g_assert_nonnull (strstr (error->message, "still in its log"));
          g_clear_error (&error);
        }
      return;
    }
  char *dir = lt_temp_dir ();
  guint n_games;
  char *db = read_only_library (dir, &n_games);
  writable_again (db);
  GError *error = NULL;
  ChessLibrary *owner = chess_library_open (db, &error);
  g_assert_no_error (error);
  ChessRecord **records = NULL;
  static const char new_game[] = "[White \"New\"]\n\n1. d4 *\n";
  g_assert_cmpuint (chess_pgn_read_string (new_game, sizeof new_game - 1, &records, NULL, NULL), ==, 1);
  g_assert_cmpint (chess_library_add_record (owner, records[0], &error), >, 0);
  g_assert_no_error (error);
  chess_record_free (records[0]);
  free (records);
  char *folder = g_path_get_dirname (db);
  g_chmod (db, 0444);
  g_chmod (folder, 0555);
  char *games = g_strdup_printf ("%u", n_games + 1);
  g_setenv ("LIBRARY_DB", db, TRUE);
  g_setenv ("LIBRARY_GAMES", games, TRUE);
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();

  /* The file and its log as an unclean shutdown leaves them elsewhere. */
  char *copy_dir = g_build_filename (dir, "copy", NULL), *copy = g_build_filename (copy_dir, "library.db", NULL);
  char *wal = g_strconcat (db, "-wal", NULL), *copy_wal = g_strconcat (copy, "-wal", NULL);
  g_assert_cmpint (g_mkdir (copy_dir, 0755), ==, 0);
  char *data;
  gsize size;
  g_assert_true (g_file_get_contents (db, &data, &size, NULL));
  g_assert_true (g_file_set_contents (copy, data, (gssize) size, NULL));
  g_free (data);
  g_assert_true (g_file_get_contents (wal, &data, &size, NULL));
  g_assert_cmpuint (size, >, 0);
  g_assert_true (g_file_set_contents (copy_wal, data, (gssize) size, NULL));
  g_free (data);
  g_chmod (copy, 0444);
  g_chmod (copy_wal, 0444);
  g_chmod (copy_dir, 0555);
  g_setenv ("LIBRARY_DB", copy, TRUE);
  g_unsetenv ("LIBRARY_GAMES");
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();

  g_object_unref (owner);
  writable_again (db);
  writable_again (copy);
  lt_remove_dir (copy_dir);
  lt_remove_dir (folder);
  lt_remove_dir (dir);
  g_free (games);
  g_free (copy_wal);
  g_free (wal);
  g_free (copy);
  g_free (copy_dir);
  g_free (folder);
  g_free (db);
  g_free (dir);
}

/* A folder where the library file should be: the opening names it, and
 * the service's check at start makes "error" say it (the window's banner
 * shows that), where before it said nothing until a query failed. */
static void
test_folder (void)
{
  char *dir = lt_temp_dir ();
  char *db = g_build_filename (dir, "library.db", NULL);
  GError *error = NULL;

  g_assert_cmpint (g_mkdir (db, 0755), ==, 0);
  g_assert_null (chess_library_open (db, &error));
  g_assert_error (error, CHESS_LIBRARY_ERROR, CHESS_LIBRARY_ERROR_NOT_A_FILE);
  g_assert_nonnull (strstr (error->message, "is a folder, not a library file"));
  g_clear_error (&error);

  ChessLibraryService *service = chess_library_service_new (db);
  chess_library_service_check (service);
  while (chess_library_service_get_error (service) == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (g_error_matches (chess_library_service_get_error (service), CHESS_LIBRARY_ERROR,
                                  CHESS_LIBRARY_ERROR_NOT_A_FILE));
  g_object_unref (service);
  g_rmdir (db);
  lt_remove_dir (dir);
  g_free (db);
  g_free (dir);
}

/* Overwrites the cells of two pages of the games table in the middle of
 * the file, as a bad disk sector would: the header and the schema stay
 * whole, so the library opens as before. */
static void
damage_games (const char *db)
{
  sqlite3 *raw;
  sqlite3_stmt *stmt;
  GArray *pages = g_array_new (FALSE, FALSE, sizeof (int));

  g_assert_cmpint (sqlite3_open (db, &raw), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_prepare_v2 (raw, "SELECT pageno FROM dbstat WHERE name = 'games' AND pagetype = 'leaf'"
                                            " ORDER BY pageno", -1, &stmt, NULL), ==, SQLITE_OK);
  while (sqlite3_step (stmt) == SQLITE_ROW)
    {
      int page = sqlite3_column_int (stmt, 0);
      g_array_append_val (pages, page);
    }
  sqlite3_finalize (stmt);
  sqlite3_close (raw);
  g_assert_cmpuint (pages->len, >, 4);

  int fd = g_open (db, O_RDWR, 0);
  g_assert_cmpint (fd, >=, 0);
  guint8 garbage[200];
  memset (garbage, 0xff, sizeof garbage);
  for (guint i = pages->len / 2; i < pages->len / 2 + 2; i++)
    g_assert_cmpint (pwrite (fd, garbage, sizeof garbage,
                             (off_t) (g_array_index (pages, int, i) - 1) * 4096 + 8), ==, sizeof garbage);
  close (fd);
  g_array_unref (pages);
}

static void
on_done (GObject *source, GAsyncResult *result, gpointer user_data)
{
  *(GAsyncResult **) user_data = g_object_ref (result);
}

static gboolean
record_in (GPtrArray *records, const ChessRecord *record)
{
  for (guint i = 0; i < records->len; i++)
    if (chess_record_equal (records->pdata[i], record))
      return TRUE;
  return FALSE;
}

/* Bytes damaged in the middle: the library opens without a word (as
 * before), the check of the whole file finds the damage, the service's
 * check at start says it, and the rebuild keeps every game that reads
 * (each equal to the file's), puts the new library in place and keeps
 * the damaged file beside it. */
static void
test_damaged_in_the_middle (void)
{
  char *dir = lt_temp_dir ();
  char *db = g_build_filename (dir, "library.db", NULL);
  char *pgn = lt_testdata ("games/pgn-parser-twic-01-232games.pgn");
  GPtrArray *records = g_ptr_array_new_with_free_func ((GDestroyNotify) chess_record_free);
  GError *error = NULL;

  lt_read_records (pgn, records);
  guint64 imported;
  ChessLibrary *library = lt_import_file (db, pgn, &imported);
  g_assert_true (chess_library_check (library, NULL, &error));
  g_assert_no_error (error);
  g_object_unref (library);
  damage_games (db);

  library = chess_library_open (db, &error);
  g_assert_no_error (error);
  g_assert_false (chess_library_check (library, NULL, &error));
  g_assert_error (error, CHESS_LIBRARY_ERROR, CHESS_LIBRARY_ERROR_DAMAGED);
  g_assert_nonnull (strstr (error->message, "a check of the whole file found: On tree page"));
  g_clear_error (&error);
  g_object_unref (library);

  ChessLibraryService *service = chess_library_service_new (db);
  chess_library_service_check (service);
  while (chess_library_service_get_error (service) == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (g_error_matches (chess_library_service_get_error (service), CHESS_LIBRARY_ERROR,
                                  CHESS_LIBRARY_ERROR_DAMAGED));

  GAsyncResult *result = NULL;
  chess_library_service_rebuild_async (service, NULL, on_done, &result);
  while (result == NULL)
    g_main_context_iteration (NULL, TRUE);
  ChessLibraryRebuildProgress counts;
  GFile *aside = NULL;
  g_assert_true (chess_library_service_rebuild_finish (service, result, &counts, &aside, &error));
  g_assert_no_error (error);
  g_object_unref (result);
  while (chess_library_service_get_error (service) != NULL)
    g_main_context_iteration (NULL, TRUE);
  g_object_unref (service);
  g_assert_cmpuint (counts.lost, >, 0);
  g_assert_cmpuint (counts.saved + counts.lost, ==, imported);
  g_assert_true (g_file_query_exists (aside, NULL));
  char *aside_name = g_file_get_basename (aside);
  g_assert_true (g_str_has_prefix (aside_name, "library.db.damaged-"));

  library = chess_library_open (db, &error);
  g_assert_no_error (error);
  g_assert_true (chess_library_check (library, NULL, &error));
  g_assert_cmpint (chess_library_count_games (library, NULL), ==, (gint64) counts.saved);
  for (gint64 id = 1; id <= (gint64) counts.saved; id++)
    {
      ChessRecord *back = chess_library_get_record (library, id, &error);
      g_assert_no_error (error);
      g_assert_true (record_in (records, back));
      chess_record_free (back);
    }
  g_object_unref (library);

  g_free (aside_name);
  g_object_unref (aside);
  g_ptr_array_unref (records);
  lt_remove_dir (dir);
  g_free (pgn);
  g_free (db);
  g_free (dir);
}

/* chess-db check and rebuild of a library damaged in the middle. */
static void
test_chess_db_check_rebuild (void)
{
  char *dir = lt_temp_dir ();
  char *db = g_build_filename (dir, "library.db", NULL);
  char *pgn = lt_testdata ("games/pgn-parser-twic-01-232games.pgn");
  char *out, *err;

  const char *import[] = { "import", db, pgn, NULL };
  g_assert_cmpint (run_chess_db (&out, &err, import), ==, 0);
  g_free (out);
  g_free (err);
  damage_games (db);
  const char *check[] = { "check", db, NULL };
  g_assert_cmpint (run_chess_db (&out, &err, check), ==, 1);
  g_assert_nonnull (strstr (err, "the library is damaged (a check of the whole file found"));
  g_free (out);
  g_free (err);
  const char *rebuild[] = { "rebuild", db, NULL };
  g_assert_cmpint (run_chess_db (&out, &err, rebuild), ==, 0);
  g_assert_true (g_regex_match_simple ("^[0-9]+ games saved, [1-9][0-9]* lost\n$", out, 0, 0));
  g_assert_nonnull (strstr (err, "the damaged library is kept as"));
  g_free (out);
  g_free (err);
  g_assert_cmpint (run_chess_db (&out, &err, check), ==, 0);
  g_assert_cmpstr (out, ==, "ok\n");
  g_free (out);
  g_free (err);

  lt_remove_dir (dir);
  g_free (pgn);
  g_free (db);
  g_free (dir);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/library/repair/read-only", test_read_only);
  g_test_add_func ("/library/repair/read-only-chess-db", test_read_only_chess_db);
  g_test_add_func ("/library/repair/read-only-with-log", test_read_only_with_log);
  g_test_add_func ("/library/repair/folder", test_folder);
  g_test_add_func ("/library/repair/damaged-in-the-middle", test_damaged_in_the_middle);
  g_test_add_func ("/library/repair/chess-db-check-rebuild", test_chess_db_check_rebuild);
  return g_test_run ();
}
