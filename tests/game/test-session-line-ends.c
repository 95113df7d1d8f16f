/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-session-line-ends.c — a file of CRLF lines (written on Windows)
 * stays one: a game saved in place or appended is written with CRLF, and
 * the other games keep their bytes. */
#include "config.h"

#include <string.h>

#include "chess-pgn.h"
#include "session-test-util.h"

static char *tmp_dir;

static GFile *
crlf_copy (const char *name)
{
  g_autofree char *source = g_build_filename (g_getenv ("CHESS_TESTDATA"), "pgn-files", "crlf.pgn", NULL);
  g_autofree char *dest = g_build_filename (tmp_dir, name, NULL);
  g_autoptr(GBytes) bytes = test_read_bytes (source);
  g_autoptr(GError) error = NULL;

  g_file_set_contents (dest, g_bytes_get_data (bytes, NULL), (gssize) g_bytes_get_size (bytes), &error);
  g_assert_no_error (error);
  return g_file_new_for_path (dest);
}

/* No LF without its CR before it. */
static void
assert_all_crlf (GBytes *bytes)
{
  gsize length = 0;
  const char *data = g_bytes_get_data (bytes, &length);

  for (gsize i = 0; i < length; i++)
    if (data[i] == '\n' && (i == 0 || data[i - 1] != '\r'))
      g_error ("an LF line end at byte %" G_GSIZE_FORMAT " of %" G_GSIZE_FORMAT, i, length);
}

static guint
count_games (GBytes *bytes)
{
  gsize length = 0;
  const char *data = g_bytes_get_data (bytes, &length);
  ChessPgnReader *reader = chess_pgn_reader_new_memory (data, length);
  ChessRecord *record;
  guint n = 0;

  while (chess_pgn_reader_next_game (reader, &record) != CHESS_PGN_END)
    {
      chess_record_free (record);
      n++;
    }
  chess_pgn_reader_free (reader);
  return n;
}

static void
test_save_in_place_keeps_crlf (void)
{
  g_autoptr(GFile) file = crlf_copy ("in-place.pgn");
  g_autoptr(ChessSession) session = chess_session_new (NULL);
  g_autoptr(GBytes) before = test_read_bytes (g_file_peek_path (file));
  g_autoptr(GBytes) after = NULL;
  g_autoptr(GError) error = NULL;
  const char *second;

  g_assert_true (test_session_open (session, file, 1, NULL, &error));
  g_assert_no_error (error);
  test_session_play (session, "e4");
  g_assert_true (test_session_save (session, CHESS_SESSION_SAVE_DEFAULT, &error));
  g_assert_no_error (error);

  after = test_read_bytes (g_file_peek_path (file));
  g_assert_false (g_bytes_equal (before, after));
  assert_all_crlf (after);
  g_assert_cmpuint (count_games (after), ==, 2);
  /* The first game is as it was. */
  second = strstr (g_bytes_get_data (before, NULL), "\r\n\r\n[Event");
  g_assert_nonnull (second);
  g_assert_cmpmem (g_bytes_get_data (after, NULL), second - (const char *) g_bytes_get_data (before, NULL),
                   g_bytes_get_data (before, NULL), second - (const char *) g_bytes_get_data (before, NULL));

  /* Saved again, where the session now knows the game is. */
  test_session_play (session, "e5");
  g_assert_true (test_session_save (session, CHESS_SESSION_SAVE_DEFAULT, &error));
  g_assert_no_error (error);
  g_clear_pointer (&after, g_bytes_unref);
  after = test_read_bytes (g_file_peek_path (file));
  assert_all_crlf (after);
  g_assert_cmpuint (count_games (after), ==, 2);
}

static void
test_append_keeps_crlf (void)
{
  g_autoptr(GFile) file = crlf_copy ("append.pgn");
  g_autoptr(ChessSession) session = chess_session_new (NULL);
  g_autoptr(GBytes) after = NULL;
  g_autoptr(GError) error = NULL;

  test_session_play (session, "d4");
  g_assert_true (test_session_append (session, file, &error));
  g_assert_no_error (error);
  after = test_read_bytes (g_file_peek_path (file));
  assert_all_crlf (after);
  g_assert_cmpuint (count_games (after), ==, 3);
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  tmp_dir = g_dir_make_tmp ("chess-line-ends-XXXXXX", NULL);
  g_assert_nonnull (tmp_dir);
  g_test_add_func ("/session/line-ends/save-in-place", test_save_in_place_keeps_crlf);
  g_test_add_func ("/session/line-ends/append", test_append_keeps_crlf);
  status = g_test_run ();
  test_remove_tree (tmp_dir);
  g_free (tmp_dir);
  return status;
}
