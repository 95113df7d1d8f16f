/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-gzip-index.c — a game of a big .pgn.gz opened alone: the access
 * points kept while the file is indexed let the session inflate at most
 * a span of text before the game (counted in bytes inflated, not time),
 * and the game is the one a whole read gives; any stretch of a file of
 * several gzip members, also across a member's end, reads as the text;
 * a file changed since it was indexed is read whole; a game opened alone
 * is saved back in place, the others byte for byte as they were. */
#include "config.h"

#include <string.h>
#include <zlib.h>

#include "chess-gzip-index.h"
#include "chess-pgn-source.h"
#include "session-files-test-util.h"

/* One file of the test data's games. */
static GBytes *
games_text (const char *name)
{
  g_autofree char *path = g_build_filename (g_getenv ("CHESS_TESTDATA"), "games", name, NULL);

  return test_read_bytes (path);
}

/* Some 5.5 MiB of real games: a few spans. */
static GBytes *
big_text (void)
{
  g_autoptr(GBytes) a = games_text ("chesslablab-Carlsen.pgn");
  g_autoptr(GBytes) b = games_text ("chesslablab-Kasparov.pgn");
  GByteArray *text = g_byte_array_new ();

  g_byte_array_append (text, g_bytes_get_data (a, NULL), (guint) g_bytes_get_size (a));
  g_byte_array_append (text, (const guint8 *) "\n\n", 2);
  g_byte_array_append (text, g_bytes_get_data (b, NULL), (guint) g_bytes_get_size (b));
  return g_byte_array_free_to_bytes (text);
}

/* `text` as gzip, one member from each of `cuts` (byte offsets, the
 * first 0) to the next. */
static GFile *
write_members (const char  *name,
               GBytes      *text,
               const gsize *cuts,
               guint        n_cuts)
{
  g_autofree char *path = tmp_path (name);
  gsize length = 0;
  const guint8 *data = g_bytes_get_data (text, &length);
  g_autoptr(GByteArray) out = g_byte_array_new ();
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < n_cuts; i++)
    {
      gsize end = i + 1 < n_cuts ? cuts[i + 1] : length;
      z_stream z = { 0 };
      guint8 buffer[65536];
      int status;

      g_assert_cmpint (deflateInit2 (&z, 1, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY), ==, Z_OK);
      z.next_in = (Bytef *) data + cuts[i];
      z.avail_in = (uInt) (end - cuts[i]);
      do
        {
          z.next_out = buffer;
          z.avail_out = sizeof buffer;
          status = deflate (&z, Z_FINISH);
          g_byte_array_append (out, buffer, (guint) (sizeof buffer - z.avail_out));
        }
      while (status == Z_OK);
      g_assert_cmpint (status, ==, Z_STREAM_END);
      deflateEnd (&z);
    }
  g_file_set_contents (path, (const char *) out->data, (gssize) out->len, &error);
  g_assert_no_error (error);
  return g_file_new_for_path (path);
}

/* Reads `file` through a source as a game list's index does: the games'
 * entries (offset, line) and the access points. */
static ChessGzipIndex *
index_file (GFile  *file,
            GArray *entries)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(ChessPgnSource) source = chess_pgn_source_open (file, NULL, &error);
  ChessPgnIndexEntry entry = { 0 };
  ChessPgnReader *reader;
  ChessGzipIndex *points;

  g_assert_no_error (error);
  reader = chess_pgn_source_new_reader (source);
  while (chess_pgn_reader_scan_game (reader, &entry))
    if (entries != NULL)
      {
        ChessGameLocation at = { entry.offset, entry.line, -1, 0, NULL };
        g_array_append_val (entries, at);
      }
  chess_pgn_index_entry_clear (&entry);
  chess_pgn_reader_free (reader);
  g_assert_true (chess_pgn_source_finish (source, &error));
  g_assert_no_error (error);
  points = chess_pgn_source_get_access_points (source);
  g_assert_nonnull (points);
  return chess_gzip_index_ref (points);
}

static char *
game_text (ChessSession *session)
{
  return chess_pgn_record_to_string (chess_game_get_record (chess_session_get_game (session)),
                                     CHESS_PGN_WRITE_DEFAULT, NULL);
}

static gboolean
open_located (ChessSession            *session,
              GFile                   *file,
              guint                    index,
              const ChessGameLocation *at,
              GError                 **error)
{
  g_autoptr(GAsyncResult) result = NULL;

  chess_session_open_located_async (session, file, index, at, NULL, test_on_async_done, &result);
  return chess_session_open_finish (session, test_wait_async (&result), NULL, error);
}

/* Game n - 3 of a single-member file opened alone: one span inflated. */
static void
test_open_near_the_end (void)
{
  g_autoptr(GBytes) text = big_text ();
  const gsize cuts[] = { 0 };
  g_autoptr(GFile) file = write_members ("big.pgn.gz", text, cuts, 1);
  g_autoptr(GArray) entries = g_array_new (FALSE, FALSE, sizeof (ChessGameLocation));
  g_autoptr(ChessGzipIndex) points = index_file (file, entries);
  g_autoptr(ChessSession) whole = chess_session_new (NULL);
  g_autoptr(ChessSession) alone = chess_session_new (NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *got = NULL;
  guint64 text_size = 0, inflated;
  guint n = entries->len, index = n - 3;
  ChessGameLocation at = g_array_index (entries, ChessGameLocation, index);

  g_assert_true (chess_gzip_index_get_text_size (points, &text_size));
  g_assert_cmpuint (text_size, ==, g_bytes_get_size (text));
  /* A point every span or so. */
  g_assert_cmpuint (chess_gzip_index_get_n_points (points), >=, text_size / CHESS_GZIP_INDEX_SPAN - 1);
  g_assert_cmpuint (chess_gzip_index_get_n_points (points), <=, text_size / CHESS_GZIP_INDEX_SPAN);

  g_assert_true (test_session_open (whole, file, index, NULL, &error));
  g_assert_no_error (error);
  expected = game_text (whole);

  at.end = (gint64) g_array_index (entries, ChessGameLocation, index + 1).offset;
  at.count = n;
  at.access_points = points;
  g_assert_true (open_located (alone, file, index, &at, &error));
  g_assert_no_error (error);
  got = game_text (alone);
  g_assert_cmpstr (got, ==, expected);
  g_assert_cmpuint (chess_session_get_game_index (alone), ==, index);
  g_assert_cmpuint (chess_session_get_game_count (alone), ==, n);

  /* Inflated from the point before the game: less than two spans of the
   * 5.5 MiB, where reading from the start inflates all of it. */
  inflated = chess_gzip_index_get_inflated (points);
  g_test_message ("game %u of %u at text offset %" G_GUINT64_FORMAT " of %" G_GUINT64_FORMAT
                  ": %" G_GUINT64_FORMAT " bytes inflated, %u access points", index + 1, n, at.offset, text_size,
                  inflated, chess_gzip_index_get_n_points (points));
  g_assert_cmpuint (inflated, >, 0);
  g_assert_cmpuint (inflated, <, 2 * CHESS_GZIP_INDEX_SPAN);
  g_assert_cmpuint (inflated, <, text_size / 2);

  /* The last game too (it ends at the text's end), against the game as
   * the reader reads it from the text. */
  at = g_array_index (entries, ChessGameLocation, n - 1);
  at.count = n;
  at.access_points = points;
  g_assert_true (open_located (alone, file, n - 1, &at, &error));
  g_assert_no_error (error);
  {
    g_autoptr(GBytes) last = g_bytes_new_from_bytes (text, at.offset, g_bytes_get_size (text) - at.offset);
    ChessRecord *record = read_game (last);

    g_assert_true (chess_record_equal (chess_game_get_record (chess_session_get_game (alone)), record));
    chess_record_free (record);
  }
  g_assert_cmpuint (chess_gzip_index_get_inflated (points) - inflated, <, 2 * CHESS_GZIP_INDEX_SPAN);
}

/* Three members cut in the middle of games: stretches everywhere, also
 * across a member's end, read as the text. */
static void
test_members (void)
{
  g_autoptr(GBytes) text = big_text ();
  gsize length = g_bytes_get_size (text);
  const gsize cuts[] = { 0, 2500001, 4100003 };
  g_autoptr(GFile) file = write_members ("members.pgn.gz", text, cuts, G_N_ELEMENTS (cuts));
  g_autoptr(ChessGzipIndex) points = index_file (file, NULL);
  const guint8 *data = g_bytes_get_data (text, NULL);
  const gsize starts[] = { 0, 1000, 1100000, 2499000, 2500001, 3900000, 4099999, length - 5000 };
  guint64 text_size = 0;

  g_assert_true (chess_gzip_index_get_text_size (points, &text_size));
  g_assert_cmpuint (text_size, ==, length);
  g_assert_cmpuint (chess_gzip_index_get_n_points (points), >=, 3);
  for (guint i = 0; i < G_N_ELEMENTS (starts); i++)
    {
      gsize end = MIN (starts[i] + 300000, length);
      guint64 before = chess_gzip_index_get_inflated (points);
      g_autoptr(GError) error = NULL;
      g_autoptr(GBytes) got = chess_gzip_index_read (points, file, starts[i], end, NULL, &error);

      g_assert_no_error (error);
      g_assert_cmpuint (g_bytes_get_size (got), ==, end - starts[i]);
      g_assert_true (memcmp (g_bytes_get_data (got, NULL), data + starts[i], end - starts[i]) == 0);
      g_assert_cmpuint (chess_gzip_index_get_inflated (points) - before, <, 2 * CHESS_GZIP_INDEX_SPAN + 300000);
    }
  /* Past the text's end: the message says the file is cut short. */
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(GBytes) got = chess_gzip_index_read (points, file, length - 10, length + 10, NULL, &error);

    g_assert_null (got);
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_PARTIAL_INPUT);
  }
}

/* The file replaced after it was indexed: the index refuses it, and the
 * session reads the file whole and still opens the game asked for. */
static void
test_changed_after_indexing (void)
{
  g_autoptr(GBytes) text = games_text ("chesslablab-Kasparov.pgn");
  const gsize cuts[] = { 0 };
  g_autoptr(GFile) file = write_members ("changed.pgn.gz", text, cuts, 1);
  g_autoptr(GArray) entries = g_array_new (FALSE, FALSE, sizeof (ChessGameLocation));
  g_autoptr(ChessGzipIndex) points = index_file (file, entries);
  g_autoptr(GBytes) other = g_bytes_new_from_bytes (text, 0, g_bytes_get_size (text) - 1000);
  g_autoptr(GFile) replacement = write_members ("replacement.pgn.gz", other, cuts, 1);
  g_autoptr(ChessSession) session = chess_session_new (NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) got = NULL;
  ChessGameLocation at = g_array_index (entries, ChessGameLocation, 5);

  g_assert_true (g_file_move (replacement, file, G_FILE_COPY_OVERWRITE, NULL, NULL, NULL, &error));
  g_assert_no_error (error);
  got = chess_gzip_index_read (points, file, 0, 100, NULL, &error);
  g_assert_null (got);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_FAILED);
  g_clear_error (&error);

  at.end = (gint64) g_array_index (entries, ChessGameLocation, 6).offset;
  at.count = entries->len;
  at.access_points = points;
  g_assert_true (open_located (session, file, 5, &at, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (chess_gzip_index_get_inflated (points), ==, 0);
  g_assert_cmpuint (chess_session_get_game_index (session), ==, 5);
}

/* A game opened alone, changed and saved in place: the file is gzip
 * still, the game changed and every other game byte for byte kept. */
static void
test_save_opened_alone (void)
{
  g_autoptr(GBytes) text = games_text ("chesslablab-Kasparov.pgn");
  const gsize cuts[] = { 0 };
  g_autoptr(GFile) file = write_members ("save.pgn.gz", text, cuts, 1);
  g_autoptr(GArray) entries = g_array_new (FALSE, FALSE, sizeof (ChessGameLocation));
  g_autoptr(ChessGzipIndex) points = index_file (file, entries);
  g_autoptr(ChessSession) session = chess_session_new (NULL);
  g_autoptr(GPtrArray) old_games = split_games (text);
  g_autoptr(GPtrArray) new_games = NULL;
  g_autoptr(GError) error = NULL;
  guint index = entries->len - 10;
  ChessGameLocation at = g_array_index (entries, ChessGameLocation, index);
  ChessGame *game;

  /* After the 1.3 MiB text's one access point. */
  g_assert_cmpuint (chess_gzip_index_get_n_points (points), ==, 1);
  g_assert_cmpuint (at.offset, >, 1100000);
  at.end = (gint64) g_array_index (entries, ChessGameLocation, index + 1).offset;
  at.count = entries->len;
  at.access_points = points;
  g_assert_true (open_located (session, file, index, &at, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (chess_gzip_index_get_inflated (points), >, 0);
  game = chess_session_get_game (session);
  chess_game_set_tag (game, "Annotator", "test-gzip-index");
  g_assert_true (test_session_save (session, CHESS_SESSION_SAVE_DEFAULT, &error));
  g_assert_no_error (error);

  {
    g_autoptr(ChessSession) check = chess_session_new (NULL);
    g_autoptr(GArray) now = g_array_new (FALSE, FALSE, sizeof (ChessGameLocation));
    g_autoptr(ChessGzipIndex) reread = index_file (file, now);
    guint64 size = 0;
    g_autoptr(GBytes) all = NULL;

    g_assert_true (chess_gzip_index_get_text_size (reread, &size));
    all = chess_gzip_index_read (reread, file, 0, size, NULL, &error);
    g_assert_no_error (error);
    new_games = split_games (all);
    assert_same_but_one (old_games, new_games, index);
    g_assert_true (test_session_open (check, file, index, NULL, &error));
    g_assert_no_error (error);
    g_assert_cmpstr (chess_game_get_tag (chess_session_get_game (check), "Annotator"), ==, "test-gzip-index");
  }
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  tmp_dir = g_dir_make_tmp ("chess-gzip-index-XXXXXX", NULL);
  g_assert_nonnull (tmp_dir);
  g_test_add_func ("/session/files/compressed/open-alone", test_open_near_the_end);
  g_test_add_func ("/session/files/compressed/access-points-members", test_members);
  g_test_add_func ("/session/files/compressed/changed-after-indexing", test_changed_after_indexing);
  g_test_add_func ("/session/files/compressed/save-opened-alone", test_save_opened_alone);
  status = g_test_run ();
  test_remove_tree (tmp_dir);
  g_free (tmp_dir);
  return status;
}
