/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-pgn-source.c — PGN files streamed to the core's reader: plain and
 * gzip files give the games the same text gives in memory, a file of two
 * gzip members gives both, a file cut short keeps the games before the
 * cut and says so, and the position reaches the file's size. */
#include "config.h"

#include <string.h>

#include "chess-pgn-source.h"
#include "file-test-util.h"

static char *tmp_dir;

static char *
testdata (const char *relative)
{
  return g_build_filename (g_getenv ("CHESS_TESTDATA"), relative, NULL);
}

/* The games' offsets and white players, scanned from memory. */
static GPtrArray *
scan_memory (GBytes *text)
{
  gsize length = 0;
  const char *data = g_bytes_get_data (text, &length);
  ChessPgnReader *reader = chess_pgn_reader_new_memory (data != NULL ? data : "", length);
  ChessPgnIndexEntry entry = { 0 };
  GPtrArray *games = g_ptr_array_new_with_free_func (g_free);

  while (chess_pgn_reader_scan_game (reader, &entry))
    g_ptr_array_add (games, g_strdup_printf ("%" G_GUINT64_FORMAT " %s", entry.offset,
                                             entry.roster[CHESS_PGN_ROSTER_WHITE]));
  chess_pgn_index_entry_clear (&entry);
  chess_pgn_reader_free (reader);
  return games;
}

/* The same through a source of the file; *error gets how it ended. */
static GPtrArray *
scan_file (const char  *path,
           gboolean    *compressed,
           GError     **error)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(ChessPgnSource) source = chess_pgn_source_open (file, NULL, error);
  ChessPgnIndexEntry entry = { 0 };
  GPtrArray *games = g_ptr_array_new_with_free_func (g_free);
  ChessPgnReader *reader;

  g_assert_nonnull (source);
  reader = chess_pgn_source_new_reader (source);
  while (chess_pgn_reader_scan_game (reader, &entry))
    g_ptr_array_add (games, g_strdup_printf ("%" G_GUINT64_FORMAT " %s", entry.offset,
                                             entry.roster[CHESS_PGN_ROSTER_WHITE]));
  chess_pgn_index_entry_clear (&entry);
  chess_pgn_reader_free (reader);
  *compressed = chess_pgn_source_is_compressed (source);
  if (chess_pgn_source_finish (source, error))
    g_assert_cmpuint (chess_pgn_source_get_position (source), ==, chess_pgn_source_get_size (source));
  return games;
}

static void
assert_same_games (GPtrArray *a,
                   GPtrArray *b)
{
  g_assert_cmpuint (a->len, ==, b->len);
  for (guint i = 0; i < a->len; i++)
    g_assert_cmpstr (a->pdata[i], ==, b->pdata[i]);
}

/* The text as gzip itself makes it. */
static char *
gzip_to (const char *source,
         const char *name)
{
  g_autofree char *command = NULL;
  char *path = g_build_filename (tmp_dir, name, NULL);
  g_autofree char *quoted_source = g_shell_quote (source);
  g_autofree char *quoted_path = g_shell_quote (path);
  int status = -1;

  command = g_strdup_printf ("sh -c 'gzip -c %s > %s'", quoted_source, quoted_path);
  g_assert_true (g_spawn_command_line_sync (command, NULL, NULL, &status, NULL));
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  return path;
}

static void
test_plain (void)
{
  g_autofree char *path = testdata ("games/chesslablab-Fischer.pgn");
  g_autoptr(GBytes) text = test_read_bytes (path);
  g_autoptr(GPtrArray) expected = scan_memory (text);
  g_autoptr(GPtrArray) games = NULL;
  g_autoptr(GError) error = NULL;
  gboolean compressed = TRUE;

  games = scan_file (path, &compressed, &error);
  g_assert_no_error (error);
  g_assert_false (compressed);
  g_assert_cmpuint (expected->len, ==, 827);
  assert_same_games (expected, games);
}

/* The 11 039 games of the five players' files, gzip -9 in one stream. */
static void
test_gzip (void)
{
  static const char *parts[] = { "Carlsen", "Kasparov", "PolgarJ", "Fischer", "Capablanca" };
  g_autofree char *path = testdata ("games/chesslablab-5-players-11039-games.pgn.gz");
  g_autoptr(GByteArray) joined = g_byte_array_new ();
  g_autoptr(GBytes) text = NULL;
  g_autoptr(GPtrArray) expected = NULL;
  g_autoptr(GPtrArray) games = NULL;
  g_autoptr(GError) error = NULL;
  gboolean compressed = FALSE;

  for (guint i = 0; i < G_N_ELEMENTS (parts); i++)
    {
      g_autofree char *name = g_strdup_printf ("games/chesslablab-%s.pgn", parts[i]);
      g_autofree char *part = testdata (name);
      g_autoptr(GBytes) bytes = test_read_bytes (part);

      g_byte_array_append (joined, g_bytes_get_data (bytes, NULL), (guint) g_bytes_get_size (bytes));
    }
  text = g_byte_array_free_to_bytes (g_steal_pointer (&joined));
  expected = scan_memory (text);
  g_assert_cmpuint (expected->len, ==, 11039);
  games = scan_file (path, &compressed, &error);
  g_assert_no_error (error);
  g_assert_true (compressed);
  assert_same_games (expected, games);
}

/* cat a.gz b.gz: both members' games, and trailing zeros ignored. */
static void
test_gzip_members (void)
{
  g_autofree char *first = testdata ("games/chesslablab-Capablanca.pgn");
  g_autofree char *second = testdata ("games/pgn-parser-32games.pgn");
  g_autofree char *a = gzip_to (first, "a.pgn.gz");
  g_autofree char *b = gzip_to (second, "b.pgn.gz");
  g_autofree char *both = g_build_filename (tmp_dir, "both.pgn.gz", NULL);
  g_autoptr(GBytes) a_bytes = test_read_bytes (a);
  g_autoptr(GBytes) b_bytes = test_read_bytes (b);
  g_autoptr(GBytes) first_text = test_read_bytes (first);
  g_autoptr(GBytes) second_text = test_read_bytes (second);
  g_autoptr(GPtrArray) one = scan_memory (first_text);
  g_autoptr(GPtrArray) two = scan_memory (second_text);
  g_autoptr(GByteArray) joined = g_byte_array_new ();
  g_autoptr(GPtrArray) games = NULL;
  g_autoptr(GError) error = NULL;
  static const guint8 zeros[512];
  gboolean compressed = FALSE;

  g_byte_array_append (joined, g_bytes_get_data (a_bytes, NULL), (guint) g_bytes_get_size (a_bytes));
  g_byte_array_append (joined, g_bytes_get_data (b_bytes, NULL), (guint) g_bytes_get_size (b_bytes));
  g_byte_array_append (joined, zeros, sizeof zeros);
  g_file_set_contents (both, (const char *) joined->data, joined->len, &error);
  g_assert_no_error (error);

  games = scan_file (both, &compressed, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (games->len, ==, one->len + two->len);
  g_assert_cmpuint (two->len, >, 0);
  /* The second member's first game, with its white player, where the
   * first member's text ends. */
  g_assert_true (g_str_has_suffix (games->pdata[one->len], strchr (two->pdata[0], ' ')));
}

/* Half of a .pgn.gz: the games before the cut, and the cut said. */
static void
test_gzip_cut_short (void)
{
  g_autofree char *path = testdata ("games/chesslablab-5-players-11039-games.pgn.gz");
  g_autofree char *cut = g_build_filename (tmp_dir, "cut.pgn.gz", NULL);
  g_autoptr(GBytes) bytes = test_read_bytes (path);
  g_autoptr(GPtrArray) games = NULL;
  g_autoptr(GError) error = NULL;
  gboolean compressed = FALSE;

  g_file_set_contents (cut, g_bytes_get_data (bytes, NULL), (gssize) g_bytes_get_size (bytes) / 2, &error);
  g_assert_no_error (error);
  games = scan_file (cut, &compressed, &error);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_PARTIAL_INPUT);
  g_assert_nonnull (strstr (error->message, "cut.pgn.gz"));
  g_assert_cmpuint (games->len, >, 3000);
  g_assert_cmpuint (games->len, <, 8000);
}

static void
test_missing (void)
{
  g_autoptr(GFile) file = g_file_new_for_path ("/nonexistent/games.pgn");
  g_autoptr(GError) error = NULL;

  g_assert_null (chess_pgn_source_open (file, NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
  g_assert_nonnull (strstr (error->message, "/nonexistent/games.pgn"));
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  tmp_dir = g_dir_make_tmp ("chess-pgn-source-XXXXXX", NULL);
  g_assert_nonnull (tmp_dir);
  g_test_add_func ("/pgn-source/plain", test_plain);
  g_test_add_func ("/pgn-source/gzip", test_gzip);
  g_test_add_func ("/pgn-source/gzip-members", test_gzip_members);
  g_test_add_func ("/pgn-source/gzip-cut-short", test_gzip_cut_short);
  g_test_add_func ("/pgn-source/missing", test_missing);
  status = g_test_run ();
  test_remove_tree (tmp_dir);
  g_free (tmp_dir);
  return status;
}
