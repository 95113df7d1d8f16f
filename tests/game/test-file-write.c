/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-file-write.c — chess_write_file_atomic(): a file keeps its mode and
 * owner, a symbolic link stays a link and its target gets the contents,
 * hard links and other kinds of files are refused, a read-only file is
 * not replaced, nothing is left behind. */
#define _GNU_SOURCE   /* setresuid */
#include "config.h"

#include <errno.h>
#include <sys/prctl.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include <utime.h>

#include "chess-file-write.h"
#include "file-test-util.h"

static char *tmp_dir;

static char *
tmp_path (const char *name)
{
  return g_build_filename (tmp_dir, name, NULL);
}

static gboolean
write_text (const char  *path,
            const char  *text,
            GError     **error)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);

  return chess_write_file_atomic (file, text, strlen (text), CHESS_WRITE_FILE_DEFAULT, error);
}

static void
assert_contents (const char *path,
                 const char *text)
{
  g_autoptr(GBytes) bytes = test_read_bytes (path);

  g_assert_cmpmem (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes), text, strlen (text));
}

/* Only the named files are in the folder: no temporary file stayed. */
static void
assert_folder_holds (const char *dir,
                     guint       n_files)
{
  GDir *handle = g_dir_open (dir, 0, NULL);
  guint n = 0;

  g_assert_nonnull (handle);
  while (g_dir_read_name (handle) != NULL)
    n++;
  g_dir_close (handle);
  g_assert_cmpuint (n, ==, n_files);
}

static mode_t
mode_of (const char *path)
{
  GStatBuf st;

  g_assert_cmpint (g_stat (path, &st), ==, 0);
  return st.st_mode & 07777;
}

static void
test_new_and_replaced (void)
{
  g_autofree char *dir = tmp_path ("plain");
  g_autofree char *path = g_build_filename (dir, "game.pgn", NULL);
  g_autofree char *secret = g_build_filename (dir, "secret.pgn", NULL);
  g_autoptr(GFile) secret_file = g_file_new_for_path (secret);
  g_autoptr(GError) error = NULL;
  mode_t mask = umask (022);

  g_assert_cmpint (g_mkdir (dir, 0700), ==, 0);
  g_assert_true (write_text (path, "first\n", &error));
  g_assert_no_error (error);
  assert_contents (path, "first\n");
  g_assert_cmpint (mode_of (path), ==, 0644);
  g_assert_true (write_text (path, "", &error));
  assert_contents (path, "");

  /* A private new file: 0600 whatever the umask. */
  g_assert_true (chess_write_file_atomic (secret_file, "x", 1, CHESS_WRITE_FILE_PRIVATE, &error));
  g_assert_no_error (error);
  g_assert_cmpint (mode_of (secret), ==, 0600);
  umask (mask);
  assert_folder_holds (dir, 2);
}

/* A 0600 file did become world-readable when saved (issue 10). */
static void
test_mode_kept (void)
{
  g_autofree char *path = tmp_path ("private.pgn");
  g_autoptr(GError) error = NULL;
  mode_t mask = umask (022);

  g_assert_true (write_text (path, "old\n", &error));
  g_assert_cmpint (g_chmod (path, 0600), ==, 0);
  g_assert_true (write_text (path, "new\n", &error));
  g_assert_no_error (error);
  assert_contents (path, "new\n");
  g_assert_cmpint (mode_of (path), ==, 0600);

  g_assert_cmpint (g_chmod (path, 0640), ==, 0);
  g_assert_true (write_text (path, "newer\n", &error));
  g_assert_cmpint (mode_of (path), ==, 0640);
  umask (mask);
}

/* Saving through a symbolic link writes its target; the link stays. */
static void
test_symlink_followed (void)
{
  g_autofree char *dir = tmp_path ("links");
  g_autofree char *real = g_build_filename (dir, "real.pgn", NULL);
  g_autofree char *link = g_build_filename (dir, "link.pgn", NULL);
  g_autofree char *chain = g_build_filename (dir, "chain.pgn", NULL);
  g_autofree char *dangling = g_build_filename (dir, "dangling.pgn", NULL);
  g_autofree char *later = g_build_filename (dir, "later.pgn", NULL);
  g_autoptr(GError) error = NULL;
  GStatBuf st;

  g_assert_cmpint (g_mkdir (dir, 0700), ==, 0);
  g_assert_true (write_text (real, "old\n", &error));
  g_assert_cmpint (symlink ("real.pgn", link), ==, 0);     /* relative */
  g_assert_cmpint (symlink (link, chain), ==, 0);           /* absolute, to a link */

  g_assert_true (write_text (chain, "new\n", &error));
  g_assert_no_error (error);
  assert_contents (real, "new\n");
  g_assert_cmpint (g_lstat (link, &st), ==, 0);
  g_assert_true (S_ISLNK (st.st_mode));
  g_assert_cmpint (g_lstat (chain, &st), ==, 0);
  g_assert_true (S_ISLNK (st.st_mode));

  /* A link to a file that does not exist yet creates that file. */
  g_assert_cmpint (symlink ("later.pgn", dangling), ==, 0);
  g_assert_true (write_text (dangling, "created\n", &error));
  g_assert_no_error (error);
  assert_contents (later, "created\n");
  g_assert_cmpint (g_lstat (dangling, &st), ==, 0);
  g_assert_true (S_ISLNK (st.st_mode));
  assert_folder_holds (dir, 5);
}

static void
test_symlink_loop (void)
{
  g_autofree char *a = tmp_path ("loop-a.pgn");
  g_autofree char *b = tmp_path ("loop-b.pgn");
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (symlink (b, a), ==, 0);
  g_assert_cmpint (symlink (a, b), ==, 0);
  g_assert_false (write_text (a, "x", &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_TOO_MANY_LINKS);
  g_assert_nonnull (strstr (error->message, "loop-a.pgn"));
}

/* Replacing one name of a file with hard links would split them. */
static void
test_hard_link_refused (void)
{
  g_autofree char *path = tmp_path ("linked.pgn");
  g_autofree char *other = tmp_path ("other-name.pgn");
  g_autoptr(GError) error = NULL;

  g_assert_true (write_text (path, "shared\n", &error));
  g_assert_cmpint (link (path, other), ==, 0);
  g_assert_false (write_text (path, "new\n", &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED);
  g_assert_nonnull (strstr (error->message, "hard links"));
  assert_contents (path, "shared\n");
  assert_contents (other, "shared\n");
}

static void
test_not_a_regular_file (void)
{
  g_autofree char *fifo = tmp_path ("fifo.pgn");
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  g_assert_false (write_text (fifo, "x", &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE);
  g_clear_error (&error);
  g_assert_false (write_text (tmp_dir, "x", &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE);
  g_clear_error (&error);
  g_assert_false (write_text ("/nonexistent-folder/game.pgn", "x", &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
}

/* A read-only file is not replaced, although its folder would allow it.
 * Root may write anything, so as root the check runs as "nobody". */
static void
test_read_only_file (void)
{
  g_autofree char *dir = tmp_path ("read-only");
  g_autofree char *path = g_build_filename (dir, "game.pgn", NULL);

  if (g_test_subprocess ())
    {
      g_autoptr(GError) error = NULL;

      if (geteuid () == 0)
        {
          g_assert_cmpint (setresgid (65534, 65534, 65534), ==, 0);
          g_assert_cmpint (setresuid (65534, 65534, 65534), ==, 0);
          /* LeakSanitizer still needs to trace this process at exit. */
          prctl (PR_SET_DUMPABLE, 1);
        }
      g_assert_false (write_text (path, "new\n", &error));
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED);
      g_assert_nonnull (strstr (error->message, "game.pgn"));
      return;
    }
  g_assert_cmpint (g_mkdir (dir, 0777), ==, 0);
  g_assert_cmpint (g_chmod (dir, 0777), ==, 0);
  test_write_text (path, "old\n");
  g_assert_cmpint (g_chmod (path, 0444), ==, 0);
  if (geteuid () == 0)
    g_assert_cmpint (chown (path, 65534, 65534), ==, 0);
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
  assert_contents (path, "old\n");
  assert_folder_holds (dir, 1);
}

/* A file at `name` in `dir`, last changed `age` seconds ago. */
static void
leave_file (const char *dir,
            const char *name,
            int         age)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);
  struct utimbuf times;

  test_write_text (path, "half a game");
  times.actime = times.modtime = time (NULL) - age;
  g_assert_cmpint (utime (path, &times), ==, 0);
}

/* A save killed midway left its temporary: the next save removes it, and
 * only it — not a temporary still being written, not one of a process
 * that still runs, not anyone else's file of a like name. */
static void
test_stale_temporaries (void)
{
  g_autofree char *dir = tmp_path ("stale");
  g_autofree char *target = g_build_filename (dir, "g.pgn", NULL);
  g_autofree char *killed = NULL, *fresh = NULL, *running = NULL, *other_file = NULL;
  g_autoptr(GError) error = NULL;
  pid_t gone = fork ();

  if (gone == 0)
    _exit (0);
  g_assert_cmpint (gone, >, 0);
  g_assert_cmpint (waitpid (gone, NULL, 0), ==, gone);
  g_assert_cmpint (g_mkdir (dir, 0755), ==, 0);
  killed = g_strdup_printf (".g.pgn.chess-%ld-AbC123", (long) gone);
  fresh = g_strdup_printf (".g.pgn.chess-%ld-XyZ789", (long) gone);
  running = g_strdup_printf (".g.pgn.chess-%ld-QqQ000", (long) getpid ());
  other_file = g_strdup_printf (".other.pgn.chess-%ld-AbC123", (long) gone);
  leave_file (dir, killed, 3600);
  leave_file (dir, fresh, 0);
  leave_file (dir, running, 3600);
  leave_file (dir, other_file, 3600);
  leave_file (dir, ".g.pgn.AbC123", 3600);   /* another program's pattern */
  leave_file (dir, "g.pgn", 3600);

  g_assert_true (write_text (target, "1. e4 *\n", &error));
  g_assert_no_error (error);
  assert_contents (target, "1. e4 *\n");
  assert_folder_holds (dir, 5);
  {
    g_autofree char *path = g_build_filename (dir, killed, NULL);
    g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  }
  test_remove_tree (dir);
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  /* The subprocess of a trap finds the folder its parent made. */
  tmp_dir = g_strdup (g_getenv ("CHESS_TEST_WRITE_DIR"));
  if (tmp_dir == NULL)
    {
      tmp_dir = g_dir_make_tmp ("chess-file-write-XXXXXX", NULL);
      g_assert_nonnull (tmp_dir);
      g_assert_cmpint (g_chmod (tmp_dir, 0755), ==, 0);
      g_setenv ("CHESS_TEST_WRITE_DIR", tmp_dir, TRUE);
    }

  g_test_add_func ("/file-write/new-and-replaced", test_new_and_replaced);
  g_test_add_func ("/file-write/mode-kept", test_mode_kept);
  g_test_add_func ("/file-write/symlink-followed", test_symlink_followed);
  g_test_add_func ("/file-write/symlink-loop", test_symlink_loop);
  g_test_add_func ("/file-write/hard-link-refused", test_hard_link_refused);
  g_test_add_func ("/file-write/not-a-regular-file", test_not_a_regular_file);
  g_test_add_func ("/file-write/read-only-file", test_read_only_file);
  g_test_add_func ("/file-write/stale-temporaries", test_stale_temporaries);
  status = g_test_run ();

  if (!g_test_subprocess ())
    test_remove_tree (tmp_dir);
  g_free (tmp_dir);
  return status;
}
