/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-session-files.c — a session's game and its file: game N of a
 * multi-game file saved in place (every other game byte-identical), a file
 * changed on disk, a game read with errors, Save As, Append, files that are
 * no game files (/dev/zero, a pipe, a folder), bad game numbers, full and
 * read-only disks.  Compressed files: test-session-gzip.c. */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "chess-pgn.h"
#include "chess-notation.h"
#include "session-test-util.h"
#include "session-files-test-util.h"

/* The bug this room was made for: Save on game 500 of 827 wrote a file
 * with one game.  Now the other 826 stay byte-identical, game 500 gets the
 * new move, and nothing else of it changes. */
static void
test_save_game_in_place (void)
{
  g_autoptr(GFile) file = copy_testdata ("games/chesslablab-Fischer.pgn", "fischer.pgn");
  g_autoptr(ChessSession) session = chess_session_new (NULL);
  g_autoptr(GBytes) before = test_read_bytes (g_file_peek_path (file));
  g_autoptr(GBytes) after = NULL;
  g_autoptr(GPtrArray) old_games = split_games (before);
  g_autoptr(GPtrArray) new_games = NULL;
  g_autoptr(GError) error = NULL;
  ChessRecord *old_record, *new_record;
  ChessGame *game;
  ChessNode *branch, *variation;
  ChessMove move;

  g_assert_cmpuint (old_games->len, ==, 827);
  g_assert_true (test_session_open (session, file, 499, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (chess_session_get_game_index (session), ==, 499);
  g_assert_cmpuint (chess_session_get_game_count (session), ==, 827);
  g_assert_false (chess_session_get_read_with_errors (session));

  game = chess_session_get_game (session);
  g_assert_true (chess_game_is_over (game));
  chess_game_go_first (game);
  for (int i = 0; i < 9; i++)
    chess_game_go_next (game);
  branch = chess_game_get_current_node (game);
  move = other_move (game);
  g_assert_true (chess_session_play_move (session, move, &error));
  g_assert_no_error (error);
  g_assert_true (chess_game_get_modified (game));

  g_assert_true (test_session_save (session, CHESS_SESSION_SAVE_DEFAULT, &error));
  g_assert_no_error (error);
  g_assert_false (chess_game_get_modified (game));

  after = test_read_bytes (g_file_peek_path (file));
  new_games = split_games (after);
  assert_same_but_one (old_games, new_games, 499);
  g_assert_false (g_bytes_equal (old_games->pdata[499], new_games->pdata[499]));

  /* Game 500 as written: the same game plus the variation. */
  old_record = read_game (old_games->pdata[499]);
  new_record = read_game (new_games->pdata[499]);
  g_assert_false (chess_record_equal (old_record, new_record));
  g_assert_cmpuint (chess_record_count_nodes (new_record), ==, chess_record_count_nodes (old_record) + 1);
  g_assert_true (chess_record_equal (new_record, chess_game_get_record (game)));
  variation = new_record->root;
  for (int i = 0; i < 9; i++)
    variation = variation->first_child;
  g_assert_cmpint (chess_node_ply (branch), ==, 9);
  g_assert_nonnull (variation->first_child->next_sibling);
  g_assert_cmpuint (variation->first_child->next_sibling->move, ==, move);
  chess_record_free (old_record);
  chess_record_free (new_record);

  /* And again: the session knows where the game is now. */
  chess_game_go_first (game);
  g_assert_true (chess_session_play_move (session, other_move (game), &error));
  g_assert_true (test_session_save (session, CHESS_SESSION_SAVE_DEFAULT, &error));
  g_assert_no_error (error);
  g_clear_pointer (&after, g_bytes_unref);
  g_clear_pointer (&new_games, g_ptr_array_unref);
  after = test_read_bytes (g_file_peek_path (file));
  new_games = split_games (after);
  assert_same_but_one (old_games, new_games, 499);
}

/* Game 500 of 827 opened at its location (as the game list does): only
 * its bytes are read, so even a file too large to be read whole opens it;
 * saved in place, the other games stay byte-identical.  Another program's
 * change: a new modification time, or the game's own bytes changed, and
 * Save refuses; another game changed with the time put back, and Save
 * keeps that change. */
static void
test_open_located (void)
{
  g_autoptr(GFile) file = copy_testdata ("games/chesslablab-Fischer.pgn", "located.pgn");
  g_autoptr(GBytes) before = test_read_bytes (g_file_peek_path (file));
  g_autoptr(GPtrArray) old_games = split_games (before);
  const char *data = g_bytes_get_data (before, NULL);
  ChessPgnReader *reader = chess_pgn_reader_new_memory (data, g_bytes_get_size (before));
  ChessPgnIndexEntry entry = { 0 };
  ChessGameLocation at = { 0, 0, -1, 827 };
  g_autoptr(GError) error = NULL;
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GBytes) after = NULL;
  g_autoptr(GPtrArray) new_games = NULL;
  g_autofree char *huge = tmp_path ("huge-located.pgn");
  g_autoptr(GFile) huge_file = g_file_new_for_path (huge);
  ChessRecord *expected = read_game (old_games->pdata[499]);
  struct stat st;
  struct timespec times[2];
  FILE *out;

  while (chess_pgn_reader_scan_game (reader, &entry) && entry.game <= 501)
    if (entry.game == 500)
      {
        at.offset = entry.offset;
        at.line = entry.line;
      }
    else if (entry.game == 501)
      at.end = (gint64) entry.offset;
  chess_pgn_index_entry_clear (&entry);
  chess_pgn_reader_free (reader);
  g_assert_cmpint (at.end, >, (gint64) at.offset);

  /* The same text followed by 300 MB of nothing: too large to read whole. */
  g_assert_true (g_file_set_contents (huge, data, (gssize) g_bytes_get_size (before), NULL));
  out = fopen (huge, "r+");
  g_assert_cmpint (ftruncate (fileno (out), CHESS_SESSION_MAX_FILE_SIZE + 1), ==, 0);
  fclose (out);
  {
    g_autoptr(ChessSession) session = chess_session_new (NULL);

    g_assert_false (test_session_open (session, huge_file, 499, NULL, &error));
    g_assert_error (error, CHESS_SESSION_ERROR, CHESS_SESSION_ERROR_TOO_LARGE);
    g_clear_error (&error);
    chess_session_open_located_async (session, huge_file, 499, &at, NULL, test_on_async_done, &result);
    g_assert_true (chess_session_open_finish (session, test_wait_async (&result), NULL, &error));
    g_assert_no_error (error);
    g_assert_true (chess_record_equal (chess_game_get_record (chess_session_get_game (session)), expected));
    g_assert_cmpuint (chess_session_get_game_index (session), ==, 499);
    g_assert_cmpuint (chess_session_get_game_count (session), ==, 827);
    g_clear_object (&result);
  }

  /* Saved in place: game 500 changed, the others byte-identical. */
  for (int round = 0; round < 4; round++)
    {
      g_autoptr(ChessSession) session = chess_session_new (NULL);
      g_autoptr(GBytes) now = test_read_bytes (g_file_peek_path (file));
      ChessGame *game;

      chess_session_open_located_async (session, file, 499, &at, NULL, test_on_async_done, &result);
      g_assert_true (chess_session_open_finish (session, test_wait_async (&result), NULL, &error));
      g_assert_no_error (error);
      g_clear_object (&result);
      game = chess_session_get_game (session);
      chess_game_go_first (game);
      g_assert_true (chess_session_play_move (session, other_move (game), &error));
      g_assert_cmpint (stat (g_file_peek_path (file), &st), ==, 0);
      times[0] = st.st_atim;
      times[1] = st.st_mtim;
      if (round == 1 || round == 2 || round == 3)
        {
          /* Another program writes one byte: in game 10 (round 1: the time
           * changes; 3: put back), in game 500 itself (2: put back). */
          const char *game_10 = g_bytes_get_data (old_games->pdata[9], NULL);
          gsize at_byte = round == 2 ? (gsize) at.offset + 2 : (gsize) (game_10 - data) + 2;
          g_autoptr(GByteArray) edited = g_byte_array_new ();

          g_byte_array_append (edited, g_bytes_get_data (now, NULL), (guint) g_bytes_get_size (now));
          edited->data[at_byte] = edited->data[at_byte] == 'X' ? 'Y' : 'X';
          g_usleep (20000);
          g_assert_true (g_file_set_contents (g_file_peek_path (file), (const char *) edited->data, edited->len, NULL));
          if (round != 1)
            g_assert_cmpint (utimensat (AT_FDCWD, g_file_peek_path (file), times, 0), ==, 0);
        }
      if (round == 1 || round == 2)
        {
          g_autoptr(GBytes) unsaved = test_read_bytes (g_file_peek_path (file));

          g_assert_false (test_session_save (session, CHESS_SESSION_SAVE_DEFAULT, &error));
          g_assert_error (error, CHESS_SESSION_ERROR, CHESS_SESSION_ERROR_CHANGED_ON_DISK);
          g_clear_error (&error);
          /* That program's file, left alone; then put back as it was. */
          g_clear_pointer (&after, g_bytes_unref);
          after = test_read_bytes (g_file_peek_path (file));
          g_assert_true (g_bytes_equal (after, unsaved));
          g_assert_true (g_file_set_contents (g_file_peek_path (file), g_bytes_get_data (now, NULL),
                                             (gssize) g_bytes_get_size (now), NULL));
          continue;
        }
      g_assert_true (test_session_save (session, CHESS_SESSION_SAVE_DEFAULT, &error));
      g_assert_no_error (error);
      g_clear_pointer (&after, g_bytes_unref);
      g_clear_pointer (&new_games, g_ptr_array_unref);
      after = test_read_bytes (g_file_peek_path (file));
      new_games = split_games (after);
      g_assert_cmpuint (new_games->len, ==, 827);
      {
        ChessRecord *written = read_game (new_games->pdata[499]);

        g_assert_true (chess_record_equal (written, chess_game_get_record (game)));
        chess_record_free (written);
      }
      for (guint i = 0; i < 827; i++)
        if (i != 499 && !(round == 3 && i == 9))
          g_assert_true (g_bytes_equal (old_games->pdata[i], new_games->pdata[i]));
      /* Round 3: the other program's change to game 10 is kept. */
      if (round == 3)
        g_assert_false (g_bytes_equal (old_games->pdata[9], new_games->pdata[9]));
      /* Game 500 moved on: where it is now, for the next round. */
      at.end = at.end + (gint64) g_bytes_get_size (new_games->pdata[499]) - (gint64) g_bytes_get_size (old_games->pdata[499]);
      g_ptr_array_unref (old_games);
      old_games = g_ptr_array_ref (new_games);
      data = g_bytes_get_data (after, NULL);
      g_clear_pointer (&before, g_bytes_unref);
      before = g_bytes_ref (after);
    }
  chess_record_free (expected);
}

/* Another program wrote the file after the game was read: Save refuses and
 * leaves that program's file alone. */
static void
test_save_refused_when_changed_on_disk (void)
{
  g_autoptr(GFile) file = copy_testdata ("games/pgn-parser-32games.pgn", "changed.pgn");
  g_autoptr(ChessSession) session = chess_session_new (NULL);
  g_autoptr(GBytes) edited = NULL;
  g_autoptr(GBytes) after = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  ChessGame *game;
  FILE *out;

  g_assert_true (test_session_open (session, file, 3, NULL, &error));
  game = chess_session_get_game (session);
  chess_game_go_first (game);
  g_assert_true (chess_session_play_move (session, other_move (game), NULL));

  /* Same size, other bytes: only the checksum tells. */
  edited = test_read_bytes (g_file_peek_path (file));
  text = g_strndup (g_bytes_get_data (edited, NULL), g_bytes_get_size (edited));
  g_assert_nonnull (strstr (text, "[Event"));
  memcpy (strstr (text, "[Event"), "[EVENT", 6);
  out = fopen (g_file_peek_path (file), "w");
  fwrite (text, 1, strlen (text), out);
  fclose (out);

  g_assert_false (test_session_save (session, CHESS_SESSION_SAVE_DEFAULT, &error));
  g_assert_error (error, CHESS_SESSION_ERROR, CHESS_SESSION_ERROR_CHANGED_ON_DISK);
  g_assert_nonnull (strstr (error->message, "changed.pgn"));
  after = test_read_bytes (g_file_peek_path (file));
  g_assert_cmpmem (g_bytes_get_data (after, NULL), g_bytes_get_size (after), text, strlen (text));
  g_assert_true (chess_game_get_modified (game));

  /* Deleted: refused too (the other games went with it). */
  g_clear_error (&error);
  g_assert_cmpint (g_unlink (g_file_peek_path (file)), ==, 0);
  g_assert_false (test_session_save (session, CHESS_SESSION_SAVE_DEFAULT, &error));
  g_assert_error (error, CHESS_SESSION_ERROR, CHESS_SESSION_ERROR_CHANGED_ON_DISK);
  g_assert_false (g_file_query_exists (file, NULL));
}

/* A game read with errors keeps the moves before the error; saving it over
 * its file would drop the rest.  Refused unless the user agreed. */
static void
test_save_refused_after_read_errors (void)
{
  static const char broken[] =
    "[Event \"Broken\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n"
    "1. e4 e5 2. Nf3 Nc6 3. Bb5 Qxz9 4. O-O *\n\n"
    "[Event \"Second\"]\n[Result \"1-0\"]\n\n1. d4 1-0\n";
  g_autofree char *path = tmp_path ("broken.pgn");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(ChessSession) session = chess_session_new (NULL);
  g_autoptr(GPtrArray) warnings = NULL;
  g_autoptr(GBytes) after = NULL;
  g_autoptr(GPtrArray) games = NULL;
  g_autoptr(GError) error = NULL;

  test_write_text (path, broken);
  g_assert_true (test_session_open (session, file, 0, &warnings, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (warnings->len, >, 0);
  g_assert_true (chess_session_get_read_with_errors (session));
  g_assert_cmpuint (chess_game_get_n_plies (chess_session_get_game (session)), ==, 5);
  g_assert_cmpuint (chess_session_get_game_count (session), ==, 2);

  g_assert_false (test_session_save (session, CHESS_SESSION_SAVE_DEFAULT, &error));
  g_assert_error (error, CHESS_SESSION_ERROR, CHESS_SESSION_ERROR_READ_WITH_ERRORS);
  /* The message says what would be lost: the place of the first error. */
  g_assert_nonnull (strstr (error->message, "Qxz9"));
  after = test_read_bytes (path);
  g_assert_cmpmem (g_bytes_get_data (after, NULL), g_bytes_get_size (after), broken, strlen (broken));

  /* Agreed: the game as read replaces it; the second game stays. */
  g_clear_error (&error);
  g_assert_true (test_session_save (session, CHESS_SESSION_SAVE_DROP_UNREADABLE, &error));
  g_assert_no_error (error);
  g_assert_false (chess_session_get_read_with_errors (session));
  g_clear_pointer (&after, g_bytes_unref);
  after = test_read_bytes (path);
  games = split_games (after);
  g_assert_cmpuint (games->len, ==, 2);
  g_assert_null (g_strstr_len (g_bytes_get_data (after, NULL), (gssize) g_bytes_get_size (after), "Qxz9"));
  g_assert_cmpmem (g_bytes_get_data (games->pdata[1], NULL), g_bytes_get_size (games->pdata[1]),
                   strstr (broken, "[Event \"Second\""), strlen (strstr (broken, "[Event \"Second\"")));
}

static void
test_save_new_game_needs_a_file (void)
{
  g_autoptr(ChessSession) session = chess_session_new (NULL);
  g_autoptr(GError) error = NULL;

  g_assert_false (test_session_save (session, CHESS_SESSION_SAVE_DEFAULT, &error));
  g_assert_error (error, CHESS_SESSION_ERROR, CHESS_SESSION_ERROR_NO_FILE);
}

static void
test_save_as_then_append (void)
{
  g_autofree char *single = tmp_path ("single.pgn");
  g_autofree char *collection = tmp_path ("collection.pgn");
  g_autoptr(GFile) single_file = g_file_new_for_path (single);
  g_autoptr(GFile) collection_file = g_file_new_for_path (collection);
  g_autoptr(ChessSession) session = chess_session_new (NULL);
  g_autoptr(GBytes) text = NULL;
  g_autoptr(GPtrArray) games = NULL;
  g_autoptr(GError) error = NULL;
  ChessRecord *record;

  g_assert_true (play_san (session, "e4"));
  g_assert_true (play_san (session, "c5"));
  g_assert_true (test_session_save_as (session, single_file, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_equal (chess_session_get_file (session), single_file));
  g_assert_cmpuint (chess_session_get_game_count (session), ==, 1);
  g_assert_false (chess_game_get_modified (chess_session_get_game (session)));

  /* A file that ends without a newline gets its blank line first. */
  test_write_text (collection, "[Event \"One\"]\n\n1. d4 d5 *");
  g_assert_true (play_san (session, "Nf3"));
  g_assert_true (test_session_append (session, collection_file, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_equal (chess_session_get_file (session), collection_file));
  g_assert_cmpuint (chess_session_get_game_index (session), ==, 1);
  g_assert_cmpuint (chess_session_get_game_count (session), ==, 2);

  text = test_read_bytes (collection);
  g_assert_true (g_str_has_prefix (g_bytes_get_data (text, NULL), "[Event \"One\"]\n\n1. d4 d5 *\n\n[Event"));
  games = split_games (text);
  g_assert_cmpuint (games->len, ==, 2);
  record = read_game (games->pdata[1]);
  g_assert_true (chess_record_equal (record, chess_game_get_record (chess_session_get_game (session))));
  chess_record_free (record);

  /* Save now writes the appended game in place, the first game stays. */
  g_assert_true (play_san (session, "Nc6"));
  g_assert_true (test_session_save (session, CHESS_SESSION_SAVE_DEFAULT, &error));
  g_assert_no_error (error);
  g_clear_pointer (&text, g_bytes_unref);
  text = test_read_bytes (collection);
  g_assert_true (g_str_has_prefix (g_bytes_get_data (text, NULL), "[Event \"One\"]\n\n1. d4 d5 *\n\n[Event"));
  g_assert_nonnull (g_strstr_len (g_bytes_get_data (text, NULL), (gssize) g_bytes_get_size (text), "2. Nf3 Nc6"));
}

static void
test_open_bad_game_number (void)
{
  g_autoptr(GFile) file = copy_testdata ("games/pgn-parser-32games.pgn", "numbers.pgn");
  g_autoptr(ChessSession) session = chess_session_new (NULL);
  g_autoptr(GError) error = NULL;
  ChessGame *before = chess_session_get_game (session);

  g_assert_false (test_session_open (session, file, 32, NULL, &error));
  g_assert_error (error, CHESS_GAME_ERROR, CHESS_GAME_ERROR_NO_GAME);
  g_assert_nonnull (strstr (error->message, "33"));
  g_assert_nonnull (strstr (error->message, "32 games"));
  g_assert_true (chess_session_get_game (session) == before);
  g_assert_null (chess_session_get_file (session));

  g_clear_error (&error);
  g_assert_true (test_session_open (session, file, 31, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (chess_session_get_game_count (session), ==, 32);
}

/* Not game files: each gets a message that says why, and soon. */
static void
test_open_not_a_game_file (void)
{
  g_autofree char *fifo = tmp_path ("pipe.pgn");
  g_autoptr(GFile) zero = g_file_new_for_path ("/dev/zero");
  g_autoptr(GFile) pipe = g_file_new_for_path (fifo);
  g_autoptr(GFile) folder = g_file_new_for_path (tmp_dir);
  g_autoptr(GFile) missing = g_file_new_for_path ("/nonexistent/game.pgn");
  g_autoptr(ChessSession) session = chess_session_new (NULL);
  g_autoptr(GError) error = NULL;

  g_assert_false (test_session_open (session, zero, 0, NULL, &error));
  g_assert_error (error, CHESS_SESSION_ERROR, CHESS_SESSION_ERROR_TOO_LARGE);
  g_assert_nonnull (strstr (error->message, "/dev/zero"));
  g_clear_error (&error);

  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  g_assert_false (test_session_open (session, pipe, 0, NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE);
  g_clear_error (&error);

  g_assert_false (test_session_open (session, folder, 0, NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_IS_DIRECTORY);
  g_clear_error (&error);

  g_assert_false (test_session_open (session, missing, 0, NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
  g_assert_nonnull (strstr (error->message, "/nonexistent/game.pgn"));
}

/* A larger file is refused before it is read. */
static void
test_open_too_large (void)
{
  g_autofree char *path = tmp_path ("huge.pgn");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(ChessSession) session = chess_session_new (NULL);
  g_autoptr(GError) error = NULL;
  FILE *out = fopen (path, "w");

  g_assert_nonnull (out);
  /* A sparse file: no disk space used. */
  g_assert_cmpint (ftruncate (fileno (out), CHESS_SESSION_MAX_FILE_SIZE + 1), ==, 0);
  fclose (out);
  g_assert_false (test_session_open (session, file, 0, NULL, &error));
  g_assert_error (error, CHESS_SESSION_ERROR, CHESS_SESSION_ERROR_TOO_LARGE);
  g_assert_nonnull (strstr (error->message, "huge.pgn"));
}

/* The text of a gzip file, as gzip itself reads it (every member in
 * turn), apart from the session's own reading. */
static void
test_save_on_full_disk (void)
{
  g_autofree char *path = g_build_filename (g_getenv ("CHESS_TEST_FULL_DIR"), "full.pgn", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(ChessSession) session = chess_session_new (NULL);
  g_autoptr(GBytes) before = NULL;
  g_autoptr(GBytes) after = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *comment = g_strnfill (60 * 1024, 'x');
  ChessGame *game;
  GDir *dir;
  int n_files = 0;

  test_write_text (path, "[Event \"1\"]\n\n1. e4 *\n\n[Event \"2\"]\n\n1. d4 *\n\n[Event \"3\"]\n\n1. c4 *\n");
  before = test_read_bytes (path);
  g_assert_true (test_session_open (session, file, 1, NULL, &error));
  g_assert_no_error (error);
  game = chess_session_get_game (session);
  /* A comment larger than what is left of the 64 KiB. */
  chess_node_set_comment (chess_game_get_current_node (game), comment);
  chess_game_set_tag (game, "Annotator", "Full Disk");

  g_assert_false (test_session_save (session, CHESS_SESSION_SAVE_DEFAULT, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE);
  g_assert_nonnull (strstr (error->message, "full.pgn"));
  g_assert_nonnull (strstr (error->message, "the disk is full"));
  after = test_read_bytes (path);
  g_assert_true (g_bytes_equal (before, after));
  g_assert_true (chess_game_get_modified (game));
  dir = g_dir_open (g_getenv ("CHESS_TEST_FULL_DIR"), 0, NULL);
  while (g_dir_read_name (dir) != NULL)
    n_files++;
  g_dir_close (dir);
  g_assert_cmpint (n_files, ==, 1);
}

/* A game file on a read-only file system: Save says so, Save As elsewhere
 * works. */
static void
test_save_on_read_only_disk (void)
{
  g_autofree char *path = g_build_filename (g_getenv ("CHESS_TEST_READONLY_DIR"), "game.pgn", NULL);
  g_autofree char *elsewhere = tmp_path ("from-read-only.pgn");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) other = g_file_new_for_path (elsewhere);
  g_autoptr(ChessSession) session = chess_session_new (NULL);
  g_autoptr(GBytes) before = test_read_bytes (path);
  g_autoptr(GBytes) after = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (test_session_open (session, file, 0, NULL, &error));
  g_assert_true (play_san (session, "e5"));
  g_assert_false (test_session_save (session, CHESS_SESSION_SAVE_DEFAULT, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_READ_ONLY);
  g_assert_nonnull (strstr (error->message, "game.pgn"));
  after = test_read_bytes (path);
  g_assert_true (g_bytes_equal (before, after));
  g_clear_error (&error);
  g_assert_true (test_session_save_as (session, other, &error));
  g_assert_no_error (error);
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  tmp_dir = g_dir_make_tmp ("chess-session-files-XXXXXX", NULL);
  g_assert_nonnull (tmp_dir);

  g_test_add_func ("/session/files/save-game-in-place", test_save_game_in_place);
  g_test_add_func ("/session/files/changed-on-disk", test_save_refused_when_changed_on_disk);
  g_test_add_func ("/session/files/open-located", test_open_located);
  g_test_add_func ("/session/files/read-with-errors", test_save_refused_after_read_errors);
  g_test_add_func ("/session/files/new-game-needs-a-file", test_save_new_game_needs_a_file);
  g_test_add_func ("/session/files/save-as-then-append", test_save_as_then_append);
  g_test_add_func ("/session/files/bad-game-number", test_open_bad_game_number);
  g_test_add_func ("/session/files/not-a-game-file", test_open_not_a_game_file);
  g_test_add_func ("/session/files/too-large", test_open_too_large);
  /* Under run-with-small-disks.sh only. */
  if (g_getenv ("CHESS_TEST_FULL_DIR") != NULL)
    {
      g_test_add_func ("/session/files/full-disk", test_save_on_full_disk);
      g_test_add_func ("/session/files/read-only-disk", test_save_on_read_only_disk);
    }
  status = g_test_run ();

  test_remove_tree (tmp_dir);
  g_free (tmp_dir);
  return status;
}
