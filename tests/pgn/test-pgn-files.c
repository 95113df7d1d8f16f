/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-pgn-files.c — files as other programs leave them: line ends
 * converted twice (CR CR LF), text that is not UTF-8, UTF-16 files, and
 * [SetUp "1"] without a FEN tag.  Each is read as its writer meant, with
 * the warning a user should see. */
#include "pgn-test-util.h"

static const char *two_games_lf =
  "[Event \"one\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Nc6 1-0\n\n"
  "[Event \"two\"]\n[White \"C\"]\n[Black \"D\"]\n[Result \"0-1\"]\n\n1. d4 d5 2. Kd2 Ke7 3. Ke9 0-1\n";

/* two_games_lf with every LF replaced by `line_end`. */
static char *
with_line_ends (const char *line_end)
{
  g_auto(GStrv) lines = g_strsplit (two_games_lf, "\n", -1);
  return g_strjoinv (line_end, lines);
}

/* Games and the first diagnostic's line, read in chunks of `chunk` bytes. */
static guint
count_games_in_chunks (const char *text, size_t chunk, unsigned *first_line)
{
  PgnTestChunks source = { text, strlen (text), 0, chunk };
  ChessPgnReader *reader = chess_pgn_reader_new (pgn_test_pull_chunks, &source);
  ChessRecord *record;
  guint games = 0;
  *first_line = 0;
  while (chess_pgn_reader_next_game (reader, &record) != CHESS_PGN_END)
    {
      size_t n;
      const ChessPgnDiagnostic *d = chess_pgn_reader_get_diagnostics (reader, &n);
      if (n > 0 && *first_line == 0)
        *first_line = d[0].line;
      chess_record_free (record);
      games++;
    }
  chess_pgn_reader_free (reader);
  return games;
}

static void
test_line_ends (void)
{
  const char *ends[] = { "\n", "\r\n", "\r", "\r\r\n" };
  for (guint e = 0; e < G_N_ELEMENTS (ends); e++)
    {
      g_autofree char *text = with_line_ends (ends[e]);
      PgnTestGames *g = pgn_test_read_str (text);
      g_assert_cmpuint (g->records->len, ==, 2);
      ChessRecord *first = pgn_test_game (g, 0), *second = pgn_test_game (g, 1);
      g_assert_cmpstr (chess_record_get_tag (first, "Event"), ==, "one");
      g_assert_cmpstr (chess_record_get_tag (first, "Result"), ==, "1-0");
      g_assert_cmpuint (g_array_index (g->plies, unsigned, 0), ==, 4);
      g_assert_cmpstr (chess_record_get_tag (second, "White"), ==, "C");
      /* "Ke9" is on line 13 whatever the line ends. */
      const ChessPgnDiagnostic *d = pgn_test_first_error (g, 2);
      g_assert_nonnull (d);
      g_assert_cmpuint (d->line, ==, 13);
      g_assert_null (pgn_test_first_diagnostic (g, 1));
      pgn_test_games_free (g);

      /* A line end may straddle any two chunks. */
      for (size_t chunk = 1; chunk <= 4; chunk++)
        {
          unsigned line;
          g_assert_cmpuint (count_games_in_chunks (text, chunk, &line), ==, 2);
          g_assert_cmpuint (line, ==, 13);
        }
    }

  /* Two lone CRs are still an empty line, and a comment's CR CR LF one space. */
  PgnTestGames *g = pgn_test_read_str ("[Event \"x\"]\r\r1. e4 {a\r\r\nb} e5 *\r\r\n");
  g_assert_cmpuint (g->records->len, ==, 1);
  g_assert_cmpstr (pgn_test_game (g, 0)->root->first_child->comment, ==, "a b");
  pgn_test_games_free (g);
}

static guint
count_warnings (const PgnTestGames *g, ChessPgnSeverity severity)
{
  guint n = 0;
  for (guint i = 0; i < g->diagnostics->len; i++)
    if (g_array_index (g->diagnostics, ChessPgnDiagnostic, i).severity == severity)
      n++;
  return n;
}

static void
test_windows_1252 (void)
{
  /* Two games with Windows-1252 text: converted, and said once. */
  PgnTestGames *g = pgn_test_read_str ("[Event \"x\"]\n[White \"M\xfcller\"]\n[Black \"\x80uro\"]\n\n1. e4 {f\xfcr \x93Wei\xdf\x94} *\n\n"
                                       "[White \"G\xe9za\"]\n\n1. d4 *\n");
  g_assert_cmpuint (g->records->len, ==, 2);
  ChessRecord *first = pgn_test_game (g, 0);
  g_assert_cmpstr (chess_record_get_tag (first, "White"), ==, "M\xc3\xbcller");
  g_assert_cmpstr (chess_record_get_tag (first, "Black"), ==, "\xe2\x82\xac" "uro");
  g_assert_cmpstr (first->root->first_child->comment, ==, "f\xc3\xbcr \xe2\x80\x9cWei\xc3\x9f\xe2\x80\x9d");
  g_assert_cmpstr (chess_record_get_tag (pgn_test_game (g, 1), "White"), ==, "G\xc3\xa9za");
  g_assert_cmpuint (count_warnings (g, CHESS_PGN_SEVERITY_WARNING), ==, 1);
  g_assert_cmpuint (count_warnings (g, CHESS_PGN_SEVERITY_ERROR), ==, 0);
  const ChessPgnDiagnostic *d = pgn_test_first_diagnostic (g, 1);
  g_assert_nonnull (d);
  g_assert_cmpuint (d->line, ==, 2);
  g_assert_cmpuint (d->column, ==, 8);
  g_assert_nonnull (strstr (d->message, "Windows-1252"));
  pgn_test_games_free (g);

  /* Only in a comment, and UTF-8 says nothing. */
  g = pgn_test_read_str ("1. e4 {gut f\xfcr Wei\xdf} *");
  g_assert_cmpuint (count_warnings (g, CHESS_PGN_SEVERITY_WARNING), ==, 1);
  pgn_test_games_free (g);
  g = pgn_test_read_str ("[White \"M\xc3\xbcller\"]\n\n1. e4 {\xe2\x82\xac} *");
  g_assert_cmpuint (g->diagnostics->len, ==, 0);
  pgn_test_games_free (g);
}

static void
test_utf16 (void)
{
  static const char le[] = "\xff\xfe[\0W\0h\0i\0t\0e\0 \0\"\0A\0\"\0]\0\n\0\n\0" "1\0.\0 \0e\0" "4\0 \0*\0";
  for (int big = 0; big < 2; big++)
    {
      char text[sizeof le];
      memcpy (text, le, sizeof le);
      if (big)
        for (size_t i = 0; i + 1 < sizeof le - 1; i += 2)
          {
            char t = text[i];
            text[i] = text[i + 1];
            text[i + 1] = t;
          }
      PgnTestGames *g = pgn_test_read (text, sizeof le - 1);
      g_assert_cmpuint (g->records->len, ==, 1);
      const ChessPgnDiagnostic *d = pgn_test_first_error (g, 1);
      g_assert_nonnull (d);
      g_assert_nonnull (strstr (d->message, "UTF-16"));
      g_assert_cmpuint (g->diagnostics->len, ==, 1);
      pgn_test_games_free (g);

      /* The index sees the same one game. */
      ChessPgnReader *reader = chess_pgn_reader_new_memory (text, sizeof le - 1);
      ChessPgnIndexEntry entry = { 0 };
      g_assert_true (chess_pgn_reader_scan_game (reader, &entry));
      g_assert_true (entry.has_errors);
      g_assert_false (chess_pgn_reader_scan_game (reader, &entry));
      chess_pgn_index_entry_clear (&entry);
      chess_pgn_reader_free (reader);
    }
}

static void
test_setup_without_fen (void)
{
  PgnTestGames *g = pgn_test_read_str ("[Event \"lichess\"]\n[SetUp \"1\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n");
  g_assert_cmpuint (g->records->len, ==, 1);
  g_assert_cmpuint (count_warnings (g, CHESS_PGN_SEVERITY_ERROR), ==, 0);
  g_assert_cmpuint (count_warnings (g, CHESS_PGN_SEVERITY_WARNING), ==, 1);
  const ChessPgnDiagnostic *d = pgn_test_first_diagnostic (g, 1);
  g_assert_cmpuint (d->line, ==, 2);
  g_assert_cmpuint (g_array_index (g->plies, unsigned, 0), ==, 7);
  g_assert_null (chess_record_get_tag (pgn_test_game (g, 0), "SetUp"));
  pgn_test_round_trip (g, "setup without fen");
  pgn_test_games_free (g);

  /* [SetUp "0"] says the standard position: nothing to warn about. */
  g = pgn_test_read_str ("[SetUp \"0\"]\n\n1. e4 *\n");
  g_assert_cmpuint (g->diagnostics->len, ==, 0);
  pgn_test_games_free (g);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/pgn/files/line-ends", test_line_ends);
  g_test_add_func ("/pgn/files/windows-1252", test_windows_1252);
  g_test_add_func ("/pgn/files/utf16", test_utf16);
  g_test_add_func ("/pgn/files/setup-without-fen", test_setup_without_fen);
  return g_test_run ();
}
