/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-session-big-files.c — saving a game in place into a file too big
 * to read whole: the bytes around the game are copied from the old file
 * (the limit is made small here, so that a file "over" it stays small):
 * the game changed, every other game byte for byte kept, a second save
 * after the first, CRLF lines kept; a file changed meanwhile refused;
 * a full disk leaves the old file as it was and says so. */
#include "config.h"

#include <glib/gstdio.h>

#include "session-files-test-util.h"

/* Files over this are "too big" in these tests. */
#define LIMIT (64 * 1024)

/* Where game `index` lies in `text`, as a game list's index finds it. */
static ChessGameLocation
locate (GBytes *text,
        guint   index)
{
  g_autoptr(GPtrArray) games = split_games (text);
  const char *data = g_bytes_get_data (text, NULL);
  const char *start = g_bytes_get_data (games->pdata[index], NULL);
  ChessGameLocation at = { (guint64) (start - data), 1, -1, games->len, NULL };

  if (index + 1 < games->len)
    at.end = (gint64) ((const char *) g_bytes_get_data (games->pdata[index + 1], NULL) - data);
  return at;
}

static gboolean
open_located (ChessSession *session,
              GFile        *file,
              GBytes       *text,
              guint         index,
              GError      **error)
{
  g_autoptr(GAsyncResult) result = NULL;
  ChessGameLocation at = locate (text, index);

  chess_session_open_located_async (session, file, index, &at, NULL, test_on_async_done, &result);
  return chess_session_open_finish (session, test_wait_async (&result), NULL, error);
}

static void
save_ok (ChessSession *session)
{
  g_autoptr(GError) error = NULL;
  gboolean saved = test_session_save (session, CHESS_SESSION_SAVE_DEFAULT, &error);

  g_assert_no_error (error);
  g_assert_true (saved);
}

static guint
count_files (const char *dir)
{
  GDir *folder = g_dir_open (dir, 0, NULL);
  guint n = 0;

  g_assert_nonnull (folder);
  while (g_dir_read_name (folder) != NULL)
    n++;
  g_dir_close (folder);
  return n;
}

/* The 202 KB file of 232 games, over the limit: game 150 saved in place
 * twice, the others byte for byte as they were. */
static void
test_save_streamed (void)
{
  g_autoptr(GFile) file = copy_testdata ("games/pgn-parser-twic-01-232games.pgn", "big.pgn");
  g_autoptr(GBytes) before = test_read_bytes (g_file_peek_path (file));
  g_autoptr(GPtrArray) old_games = split_games (before);
  g_autoptr(ChessSession) session = chess_session_new (NULL);
  g_autoptr(GError) error = NULL;
  ChessGame *game;

  g_assert_cmpuint (g_bytes_get_size (before), >, 3 * LIMIT);
  /* Too big to read whole: */
  g_assert_false (test_session_open (session, file, 149, NULL, &error));
  g_assert_error (error, CHESS_SESSION_ERROR, CHESS_SESSION_ERROR_TOO_LARGE);
  g_clear_error (&error);

  g_assert_true (open_located (session, file, before, 149, &error));
  g_assert_no_error (error);
  game = chess_session_get_game (session);
  chess_game_set_tag (game, "Annotator", "First save");
  save_ok (session);
  g_assert_false (chess_game_get_modified (game));

  /* And again, from where the first save left the game. */
  chess_game_set_tag (game, "Annotator", "Second save, a longer name than the first");
  save_ok (session);

  {
    g_autoptr(GBytes) after = test_read_bytes (g_file_peek_path (file));
    g_autoptr(GPtrArray) new_games = split_games (after);
    ChessRecord *saved = read_game (new_games->pdata[149]);

    assert_same_but_one (old_games, new_games, 149);
    g_assert_cmpstr (chess_record_get_tag (saved, "Annotator"), ==, "Second save, a longer name than the first");
    chess_record_free (saved);
  }
  /* Nothing left beside it. */
  g_assert_cmpuint (count_files (tmp_dir), ==, 1);
}

/* A file of CRLF lines gets the game back with CRLF lines. */
static void
test_save_streamed_crlf (void)
{
  g_autofree char *source = g_build_filename (g_getenv ("CHESS_TESTDATA"), "games",
                                              "pgn-parser-twic-01-232games.pgn", NULL);
  g_autofree char *lf = NULL;
  g_auto(GStrv) lines = NULL;
  g_autofree char *crlf = NULL;
  g_autofree char *path = tmp_path ("crlf.pgn");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GBytes) before = NULL;
  g_autoptr(ChessSession) session = chess_session_new (NULL);
  g_autoptr(GError) error = NULL;

  g_assert_true (g_file_get_contents (source, &lf, NULL, NULL));
  lines = g_strsplit (lf, "\n", -1);
  crlf = g_strjoinv ("\r\n", lines);
  test_write_text (path, crlf);
  before = test_read_bytes (path);

  g_assert_true (open_located (session, file, before, 100, &error));
  g_assert_no_error (error);
  chess_game_set_tag (chess_session_get_game (session), "Annotator", "CRLF");
  save_ok (session);
  {
    g_autoptr(GBytes) after = test_read_bytes (path);
    g_autoptr(GPtrArray) new_games = split_games (after);
    gsize length = 0;
    const char *game = g_bytes_get_data (new_games->pdata[100], &length);
    guint n_lf = 0, n_crlf = 0;

    for (gsize i = 0; i < length; i++)
      if (game[i] == '\n')
        {
          n_lf++;
          n_crlf += i > 0 && game[i - 1] == '\r';
        }
    g_assert_cmpuint (n_lf, >, 5);
    g_assert_cmpuint (n_crlf, ==, n_lf);
    g_assert_nonnull (g_strstr_len (game, (gssize) length, "[Annotator \"CRLF\"]\r\n"));
  }
}

/* Another program changed the file after the game was read: refused,
 * the file as the other program left it. */
static void
test_save_streamed_changed (void)
{
  g_autoptr(GFile) file = copy_testdata ("games/pgn-parser-twic-01-232games.pgn", "changed.pgn");
  g_autoptr(GBytes) before = test_read_bytes (g_file_peek_path (file));
  g_autoptr(ChessSession) session = chess_session_new (NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) theirs = NULL;
  g_autoptr(GBytes) after = NULL;
  gsize length = 0;
  g_autofree char *changed = g_memdup2 (g_bytes_get_data (before, &length), g_bytes_get_size (before));

  g_assert_true (open_located (session, file, before, 200, &error));
  g_assert_no_error (error);
  /* The same size, one byte of game 201 changed, a later time. */
  {
    ChessGameLocation at = locate (before, 200);
    char *p = g_strstr_len (changed + at.offset, (gssize) (length - at.offset), "1.");

    g_assert_nonnull (p);
    p[0] = ' ';
  }
  g_usleep (20000);
  g_assert_true (g_file_set_contents (g_file_peek_path (file), changed, (gssize) length, NULL));
  theirs = test_read_bytes (g_file_peek_path (file));
  chess_game_set_tag (chess_session_get_game (session), "Annotator", "Mine");
  g_assert_false (test_session_save (session, CHESS_SESSION_SAVE_DEFAULT, &error));
  g_assert_error (error, CHESS_SESSION_ERROR, CHESS_SESSION_ERROR_CHANGED_ON_DISK);
  g_assert_nonnull (strstr (error->message, "changed.pgn"));
  after = test_read_bytes (g_file_peek_path (file));
  g_assert_true (g_bytes_equal (after, theirs));
}

/* The disk fills up while the copy is written: the old file stays as it
 * was, nothing is left beside it, and the message says why.  The 64 KiB
 * disk of run-with-small-disks.sh holds the 40 KB file, not a second
 * copy of it; the limit is 16 KiB for this test. */
static void
test_save_streamed_full_disk (void)
{
  g_autofree char *path = g_build_filename (g_getenv ("CHESS_TEST_FULL_DIR"), "big-full.pgn", NULL);
  g_autofree char *source = g_build_filename (g_getenv ("CHESS_TESTDATA"), "games",
                                              "pgn-parser-twic-01-232games.pgn", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GBytes) all = test_read_bytes (source);
  g_autoptr(GPtrArray) games = split_games (all);
  g_autoptr(GBytes) before = NULL;
  g_autoptr(GBytes) after = NULL;
  g_autoptr(ChessSession) session = chess_session_new (NULL);
  g_autoptr(GError) error = NULL;
  const char *data = g_bytes_get_data (all, NULL);
  gsize cut = 0;

  /* Whole games, some 40 KB. */
  for (guint i = 0; i < games->len && cut < 40000; i++)
    cut = (gsize) ((const char *) g_bytes_get_data (games->pdata[i], NULL) - data)
          + g_bytes_get_size (games->pdata[i]);
  g_assert_true (g_file_set_contents (path, data, (gssize) cut, &error));
  g_assert_no_error (error);
  before = test_read_bytes (path);
  _chess_session_set_max_file_size (16 * 1024);

  g_assert_true (open_located (session, file, before, 10, &error));
  g_assert_no_error (error);
  chess_game_set_tag (chess_session_get_game (session), "Annotator", "Full Disk");
  g_assert_false (test_session_save (session, CHESS_SESSION_SAVE_DEFAULT, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE);
  g_assert_nonnull (strstr (error->message, "big-full.pgn"));
  g_assert_nonnull (strstr (error->message, "the disk is full"));
  after = test_read_bytes (path);
  g_assert_true (g_bytes_equal (before, after));
  g_assert_true (chess_game_get_modified (chess_session_get_game (session)));
  g_assert_cmpuint (count_files (g_getenv ("CHESS_TEST_FULL_DIR")), ==, 1);
  g_unlink (path);
  _chess_session_set_max_file_size (LIMIT);
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  tmp_dir = g_dir_make_tmp ("chess-session-big-XXXXXX", NULL);
  g_assert_nonnull (tmp_dir);
  _chess_session_set_max_file_size (LIMIT);

  g_test_add_func ("/session/files/big/save-streamed", test_save_streamed);
  g_test_add_func ("/session/files/big/save-streamed-crlf", test_save_streamed_crlf);
  g_test_add_func ("/session/files/big/save-streamed-changed", test_save_streamed_changed);
  /* Under run-with-small-disks.sh only. */
  if (g_getenv ("CHESS_TEST_FULL_DIR") != NULL)
    g_test_add_func ("/session/files/big/full-disk", test_save_streamed_full_disk);
  status = g_test_run ();

  test_remove_tree (tmp_dir);
  g_free (tmp_dir);
  return status;
}
