/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-session-gzip.c — a session's gzip-compressed files: a game saved
 * back compressed in place, every member of a multi-member file kept, a
 * file cut short, Save As a .pgn.gz. */
#include "config.h"

#include <string.h>
#include <zlib.h>

#include "chess-notation.h"
#include "session-files-test-util.h"

static GBytes *
gunzip_file (GFile *file)
{
  const char *argv[] = { "gzip", "-dc", g_file_peek_path (file), NULL };
  g_autoptr(GBytes) raw = test_read_bytes (g_file_peek_path (file));
  const guint8 *data = g_bytes_get_data (raw, NULL);
  g_autoptr(GError) error = NULL;
  char *text = NULL;
  int status = -1;

  /* Written compressed, not only named so. */
  g_assert_cmpuint (g_bytes_get_size (raw), >=, 2);
  g_assert_cmphex (data[0], ==, 0x1f);
  g_assert_cmphex (data[1], ==, 0x8b);
  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDERR_TO_DEV_NULL,
                               NULL, NULL, &text, NULL, &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  return g_bytes_new_take (text, strlen (text));
}

static GFile *
write_gzip (const char *name,
            GBytes     *text)
{
  g_autofree char *path = tmp_path (name);
  g_autoptr(GZlibCompressor) gzip = g_zlib_compressor_new (G_ZLIB_COMPRESSOR_FORMAT_GZIP, 6);
  g_autoptr(GOutputStream) memory = g_memory_output_stream_new_resizable ();
  g_autoptr(GOutputStream) stream = g_converter_output_stream_new (memory, G_CONVERTER (gzip));
  g_autoptr(GBytes) compressed = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (g_output_stream_write_all (stream, g_bytes_get_data (text, NULL), g_bytes_get_size (text),
                                            NULL, NULL, &error));
  g_assert_true (g_output_stream_close (stream, NULL, &error));
  g_assert_no_error (error);
  compressed = g_memory_output_stream_steal_as_bytes (G_MEMORY_OUTPUT_STREAM (memory));
  g_file_set_contents (path, g_bytes_get_data (compressed, NULL), (gssize) g_bytes_get_size (compressed), &error);
  g_assert_no_error (error);
  return g_file_new_for_path (path);
}

/* Game 7000 of the 11 039-game .pgn.gz saved in place: the file is still
 * gzip, and its text holds every other game byte for byte. */
static void
test_save_in_compressed_file (void)
{
  g_autoptr(GFile) file = copy_testdata ("games/chesslablab-5-players-11039-games.pgn.gz", "five.pgn.gz");
  g_autoptr(ChessSession) session = chess_session_new (NULL);
  g_autoptr(GBytes) before = gunzip_file (file);
  g_autoptr(GBytes) after = NULL;
  g_autoptr(GPtrArray) old_games = split_games (before);
  g_autoptr(GPtrArray) new_games = NULL;
  g_autoptr(GError) error = NULL;
  ChessRecord *expected;
  ChessGame *game;
  guint count = 0;

  g_assert_cmpuint (old_games->len, ==, 11039);
  g_assert_true (chess_session_count_games (file, &count, &error));
  g_assert_cmpuint (count, ==, 11039);
  g_assert_true (test_session_open (session, file, 6999, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (chess_session_get_game_count (session), ==, 11039);
  expected = read_game (old_games->pdata[6999]);
  game = chess_session_get_game (session);
  g_assert_true (chess_record_equal (chess_game_get_record (game), expected));
  chess_record_free (expected);

  chess_game_go_first (game);
  g_assert_true (chess_session_play_move (session, other_move (game), &error));
  g_assert_true (test_session_save (session, CHESS_SESSION_SAVE_DEFAULT, &error));
  g_assert_no_error (error);

  after = gunzip_file (file);
  new_games = split_games (after);
  assert_same_but_one (old_games, new_games, 6999);
  expected = read_game (new_games->pdata[6999]);
  g_assert_true (chess_record_equal (chess_game_get_record (game), expected));
  chess_record_free (expected);
}

/* A file of two gzip members (cat a.gz b.gz): both are read, and a save
 * in the second keeps the first. */
static void
test_compressed_members (void)
{
  static const char first[] = "[Event \"One\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n\n";
  static const char second[] = "[Event \"Two\"]\n[Result \"*\"]\n\n1. d4 d5 *\n";
  g_autoptr(GBytes) one = g_bytes_new_static (first, strlen (first));
  g_autoptr(GBytes) two = g_bytes_new_static (second, strlen (second));
  g_autoptr(GFile) a = write_gzip ("a.pgn.gz", one);
  g_autoptr(GFile) b = write_gzip ("b.pgn.gz", two);
  g_autoptr(GBytes) a_bytes = test_read_bytes (g_file_peek_path (a));
  g_autoptr(GBytes) b_bytes = test_read_bytes (g_file_peek_path (b));
  g_autoptr(GByteArray) joined = g_byte_array_new ();
  g_autofree char *path = tmp_path ("members.pgn.gz");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(ChessSession) session = chess_session_new (NULL);
  g_autoptr(GBytes) after = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;

  g_byte_array_append (joined, g_bytes_get_data (a_bytes, NULL), (guint) g_bytes_get_size (a_bytes));
  g_byte_array_append (joined, g_bytes_get_data (b_bytes, NULL), (guint) g_bytes_get_size (b_bytes));
  g_file_set_contents (path, (const char *) joined->data, joined->len, &error);
  g_assert_no_error (error);

  g_assert_true (test_session_open (session, file, 1, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (chess_session_get_game_count (session), ==, 2);
  g_assert_cmpstr (chess_game_get_tag (chess_session_get_game (session), "Event"), ==, "Two");
  g_assert_true (play_san (session, "c4"));
  g_assert_true (test_session_save (session, CHESS_SESSION_SAVE_DEFAULT, &error));
  g_assert_no_error (error);

  /* One member now, with both games: the first byte for byte. */
  after = gunzip_file (file);
  text = g_strndup (g_bytes_get_data (after, NULL), g_bytes_get_size (after));
  g_assert_true (g_str_has_prefix (text, first));
  g_assert_nonnull (strstr (text, "[Event \"Two\"]"));
  g_assert_nonnull (strstr (text, "2. c4"));
}

/* A .pgn.gz cut short is refused with a message, not read as less. */
static void
test_compressed_cut_short (void)
{
  g_autoptr(GFile) whole = copy_testdata ("games/chesslablab-5-players-11039-games.pgn.gz", "whole.pgn.gz");
  g_autoptr(GBytes) bytes = test_read_bytes (g_file_peek_path (whole));
  g_autofree char *path = tmp_path ("cut.pgn.gz");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(ChessSession) session = chess_session_new (NULL);
  g_autoptr(GError) error = NULL;

  g_file_set_contents (path, g_bytes_get_data (bytes, NULL), (gssize) g_bytes_get_size (bytes) / 2, &error);
  g_assert_no_error (error);
  g_assert_false (test_session_open (session, file, 0, NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_PARTIAL_INPUT);
  g_assert_nonnull (strstr (error->message, "cut.pgn.gz"));
}

/* Save As to a name ending in .gz writes gzip; Append keeps it so. */
static void
test_save_as_compressed (void)
{
  g_autofree char *path = tmp_path ("new.pgn.gz");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(ChessSession) session = chess_session_new (NULL);
  g_autoptr(GBytes) text = NULL;
  g_autoptr(GPtrArray) games = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (play_san (session, "e4"));
  g_assert_true (test_session_save_as (session, file, &error));
  g_assert_no_error (error);
  g_assert_true (chess_session_new_game (session, NULL, NULL));
  g_assert_true (play_san (session, "d4"));
  g_assert_true (test_session_append (session, file, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (chess_session_get_game_index (session), ==, 1);

  text = gunzip_file (file);
  games = split_games (text);
  g_assert_cmpuint (games->len, ==, 2);
}

/* The disk fills up while game 2 of 3 is saved: the file stays as it was,
 * nothing is left beside it, and the message says why.  Needs a small file
 * system (run-with-small-disks.sh). */
int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  tmp_dir = g_dir_make_tmp ("chess-session-gzip-XXXXXX", NULL);
  g_assert_nonnull (tmp_dir);
  g_test_add_func ("/session/files/compressed/save-in-place", test_save_in_compressed_file);
  g_test_add_func ("/session/files/compressed/members", test_compressed_members);
  g_test_add_func ("/session/files/compressed/cut-short", test_compressed_cut_short);
  g_test_add_func ("/session/files/compressed/save-as", test_save_as_compressed);
  status = g_test_run ();
  test_remove_tree (tmp_dir);
  g_free (tmp_dir);
  return status;
}
