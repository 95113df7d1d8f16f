/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-openings.c — opening names by position: every line of the vendored
 * table, checked against the final positions that lichess's own tooling
 * derived for it (test data), transpositions, positions beyond the table,
 * and malformed tables. */
#include "config.h"

#include <string.h>
#include "analysis-test-util.h"
#include "chess-notation.h"
#include "chess-openings.h"
#include "chess-pgn.h"

/* One game from movetext; the caller frees it. */
static ChessRecord *
record_from_moves (const char *movetext)
{
  g_autofree char *pgn = g_strdup_printf ("[Event \"?\"]\n\n%s *\n", movetext);

  return analysis_test_record_from_pgn (pgn);
}

static const ChessOpening *
name_line (const char *movetext)
{
  ChessRecord *record = record_from_moves (movetext);
  const ChessOpening *opening;

  opening = chess_opening_table_lookup_line (chess_opening_table_get_default (), record,
                                             chess_record_main_line_end (record));
  chess_record_free (record);
  return opening;
}

static void
assert_line_named (const char *movetext, const char *eco, const char *name)
{
  const ChessOpening *opening = name_line (movetext);

  if (!opening)
    g_error ("%s: no name", movetext);
  g_assert_cmpstr (opening->eco, ==, eco);
  g_assert_cmpstr (opening->name, ==, name);
}

/* Each of the 3 807 lines, by the EPD of its final position as lichess's
 * generator (with python-chess) wrote it: our position keys and our
 * replay of the SAN must agree with that independent work on every one. */
static void
test_every_line (void)
{
  const ChessOpeningTable *table = chess_opening_table_get_default ();
  g_autofree char *path = g_build_filename (g_getenv ("CHESS_TESTDATA"), "san",
                                            "lichess-openings-all.DERIVED.tsv", NULL);
  g_autofree char *text = NULL;
  g_auto (GStrv) lines = NULL;
  g_autoptr (GError) error = NULL;
  guint checked = 0;

  g_assert_true (g_file_get_contents (path, &text, NULL, &error));
  g_assert_no_error (error);
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 1; lines[i]; i++)
    {
      g_auto (GStrv) fields = NULL;
      const ChessOpening *opening;
      ChessFenError fen_error;
      ChessPosition pos;

      if (!*lines[i])
        continue;
      fields = g_strsplit (lines[i], "\t", -1);
      g_assert_cmpuint (g_strv_length (fields), ==, 5);
      if (!chess_position_from_fen (&pos, fields[4], &fen_error))
        g_error ("%s: %s", fields[4], fen_error.message);
      opening = chess_opening_table_lookup (table, &pos);
      if (!opening)
        g_error ("%s %s (%s): not found", fields[0], fields[1], fields[4]);
      g_assert_cmpstr (opening->eco, ==, fields[0]);
      g_assert_cmpstr (opening->name, ==, fields[1]);
      checked++;
    }
  g_assert_cmpuint (checked, ==, 3807);
  g_assert_cmpuint (chess_opening_table_get_size (table), ==, 3807);
}

static void
test_transpositions (void)
{
  /* The table lists 1. d4 d5 2. c4 e6; the English move order reaches it too. */
  assert_line_named ("1. d4 d5 2. c4 e6", "D30", "Queen's Gambit Declined");
  assert_line_named ("1. c4 e6 2. d4 d5", "D30", "Queen's Gambit Declined");
  assert_line_named ("1. Nf3 c5 2. e4", "B27", "Sicilian Defense");
  assert_line_named ("1. c4 Nf6 2. d4 e6 3. Nc3 Bb4", "E20", "Nimzo-Indian Defense");
  assert_line_named ("1. e4 e5 2. Bc4 Bc5 3. Nf3 Nc6", "C50", "Italian Game: Giuoco Piano");
  /* Back to the start, which has no name: the last name on the way stays. */
  assert_line_named ("1. Nf3 Nf6 2. Ng1 Ng8", "A05", "Zukertort Opening");
}

static void
test_beyond_the_table (void)
{
  /* A move no table names keeps the name of the last named position... */
  assert_line_named ("1. e4 c6 2. Qh5 Qa5 3. Qh3", "B10", "Caro-Kann Defense");
  /* ...and the start position, or a game from a set-up position, has none. */
  g_assert_null (name_line (""));
  {
    ChessRecord *record = chess_record_new ();
    ChessFenError fen_error;

    g_assert_true (chess_position_from_fen (&record->start, "4k3/8/8/8/8/8/8/4K2R w K - 0 1", &fen_error));
    chess_node_add_child (record->root, chess_move_make (CHESS_E1, CHESS_F1));
    g_assert_null (chess_opening_table_lookup_line (chess_opening_table_get_default (), record,
                                                    record->root->first_child));
    chess_record_free (record);
  }
}

static void
test_side_to_move_and_castling_matter (void)
{
  const ChessOpeningTable *table = chess_opening_table_get_default ();
  ChessFenError fen_error;
  ChessPosition pos;

  /* The Queen's Gambit Declined (White to move); with Black to move it is
   * another position. */
  g_assert_true (chess_position_from_fen (&pos, "rnbqkbnr/ppp2ppp/4p3/3p4/2PP4/8/PP2PPPP/RNBQKBNR w KQkq - 0 3", &fen_error));
  g_assert_cmpstr (chess_opening_table_lookup (table, &pos)->eco, ==, "D30");
  g_assert_true (chess_position_from_fen (&pos, "rnbqkbnr/ppp2ppp/4p3/3p4/2PP4/8/PP2PPPP/RNBQKBNR b KQkq - 0 3", &fen_error));
  g_assert_null (chess_opening_table_lookup (table, &pos));
  /* Nor without castling rights. */
  g_assert_true (chess_position_from_fen (&pos, "rnbqkbnr/ppp2ppp/4p3/3p4/2PP4/8/PP2PPPP/RNBQKBNR w kq - 0 3", &fen_error));
  g_assert_null (chess_opening_table_lookup (table, &pos));
  /* The move counters do not matter. */
  g_assert_true (chess_position_from_fen (&pos, "rnbqkbnr/ppp2ppp/4p3/3p4/2PP4/8/PP2PPPP/RNBQKBNR w KQkq - 7 30", &fen_error));
  g_assert_cmpstr (chess_opening_table_lookup (table, &pos)->eco, ==, "D30");
}

static void
assert_tsv_refused (const char *tsv, const char *expected_message_part)
{
  g_autoptr (ChessOpeningTable) table = chess_opening_table_new ();
  g_autoptr (GError) error = NULL;

  g_assert_false (chess_opening_table_add_tsv (table, tsv, strlen (tsv), "test.tsv", &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
  if (!strstr (error->message, expected_message_part))
    g_error ("“%s” does not say “%s”", error->message, expected_message_part);
  /* The lines before the fault were added. */
  g_assert_cmpuint (chess_opening_table_get_size (table), ==, 1);
}

static void
test_malformed_tables (void)
{
  assert_tsv_refused ("eco\tname\tpgn\nA00\tOne\t1. e4\nA01\tTwo fields\n", "test.tsv:3:");
  assert_tsv_refused ("eco\tname\tpgn\nA00\tOne\t1. e4\nA01\tIllegal\t1. e4 e5 2. Ke3\n",
                      "test.tsv:3: “Ke3”");
  assert_tsv_refused ("A00\tOne\t1. e4\nA01\tEmpty moves\t\n", "test.tsv:2:");
  assert_tsv_refused ("A00\tOne\t1. e4\nA01\tBad \xff byte\t1. d4\n", "test.tsv:2: the text is not valid UTF-8");
  {
    static const char with_nul[] = "A00\tOne\t1. e4\nA01\tNUL\0inside\t1. d4\n";
    g_autoptr (ChessOpeningTable) table = chess_opening_table_new ();
    g_autoptr (GError) error = NULL;

    g_assert_false (chess_opening_table_add_tsv (table, with_nul, sizeof with_nul - 1, "nul.tsv", &error));
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
  }
}

/* Refused as a whole, and refused alike when it is the second volume
 * (where its first line could be taken for a header). */
static void
assert_line_refused (const char *line, const char *expected_message_part)
{
  g_autofree char *whole = g_strconcat ("eco\tname\tpgn\nA00\tOne\t1. e4\n", line, "\n", NULL);
  g_autofree char *second = g_strconcat (line, "\n", NULL);
  g_autofree char *expected = g_strconcat ("second.tsv:1: ", expected_message_part, NULL);
  g_autoptr (ChessOpeningTable) table = chess_opening_table_new ();
  g_autoptr (GError) error = NULL;

  assert_tsv_refused (whole, expected_message_part);
  g_assert_false (chess_opening_table_add_tsv (table, second, strlen (second), "second.tsv", &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
  if (!g_str_has_prefix (error->message, expected))
    g_error ("“%s” does not start with “%s”", error->message, expected);
  g_assert_cmpuint (chess_opening_table_get_size (table), ==, 0);
}

static void
test_header_and_eco_codes (void)
{
  static const char *const headers[] = { "eco\tname\tpgn\n", "eco\tname\tpgn\r\n", "eco\tname\tpgn" };

  /* The header is skipped, with either line end, and so is nothing else. */
  for (gsize i = 0; i < G_N_ELEMENTS (headers); i++)
    {
      g_autoptr (ChessOpeningTable) table = chess_opening_table_new ();
      g_autoptr (GError) error = NULL;

      g_assert_true (chess_opening_table_add_tsv (table, headers[i], strlen (headers[i]), "header.tsv", &error));
      g_assert_no_error (error);
      g_assert_cmpuint (chess_opening_table_get_size (table), ==, 0);
    }
  /* A line that only starts like the header is an opening with a bad code
   * (found by fuzz-openings-tsv: its moves "1." are the start position). */
  assert_line_refused ("eco\tStart\t1.", "“eco” is not an ECO code");
  assert_line_refused ("eco\tname\tpgn\textra", "an opening needs three fields");
  assert_line_refused ("F00\tNo such volume\t1. e4", "“F00” is not an ECO code");
  assert_line_refused ("a00\tLower case\t1. e4", "“a00” is not an ECO code");
  assert_line_refused ("A0\tOne digit\t1. e4", "“A0” is not an ECO code");
  assert_line_refused ("A000\tThree digits\t1. e4", "“A000” is not an ECO code");
  /* The header anywhere but first is not one. */
  assert_tsv_refused ("A00\tOne\t1. e4\neco\tname\tpgn\n", "test.tsv:2: “eco” is not an ECO code");
  {
    g_autoptr (ChessOpeningTable) table = chess_opening_table_new ();
    g_autoptr (GError) error = NULL;
    static const char tsv[] = "E99\tLast\t1. d4\nA00\tFirst\t1. a3\n";

    g_assert_true (chess_opening_table_add_tsv (table, tsv, strlen (tsv), "bounds.tsv", &error));
    g_assert_no_error (error);
    g_assert_cmpuint (chess_opening_table_get_size (table), ==, 2);
  }
}

static void
test_small_table (void)
{
  /* CRLF line ends, no header, a position named twice (the first name
   * stays), an empty line. */
  static const char tsv[] =
    "B00\tKing's Pawn\t1. e4\r\n"
    "\r\n"
    "C20\tKing's Pawn Game\t1. e4 e5\r\n"
    "C21\tSame position again\t1. e4 e5\r\n"
    "C40\tKnight\t1. e4 e5 2. Nf3";
  g_autoptr (ChessOpeningTable) table = chess_opening_table_new ();
  g_autoptr (GError) error = NULL;
  ChessRecord *record = record_from_moves ("1. e4 e5 2. Nf3 Nc6");
  const ChessOpening *opening;

  g_assert_true (chess_opening_table_add_tsv (table, tsv, strlen (tsv), "small.tsv", &error));
  g_assert_no_error (error);
  g_assert_cmpuint (chess_opening_table_get_size (table), ==, 3);

  opening = chess_opening_table_lookup_line (table, record, record->root->first_child->first_child);
  g_assert_cmpstr (opening->eco, ==, "C20");
  g_assert_cmpstr (opening->name, ==, "King's Pawn Game");
  opening = chess_opening_table_lookup_line (table, record, chess_record_main_line_end (record));
  g_assert_cmpstr (opening->name, ==, "Knight");
  g_assert_null (chess_opening_table_lookup_line (table, record, NULL));
  chess_record_free (record);
}

static void
loaded_cb (GObject *source, GAsyncResult *result, gpointer user_data)
{
  const ChessOpeningTable **out = user_data;
  g_autoptr (GError) error = NULL;

  *out = chess_opening_table_load_default_finish (result, &error);
  g_assert_no_error (error);
}

static void
test_load_async (void)
{
  const ChessOpeningTable *table = NULL;

  chess_opening_table_load_default_async (NULL, loaded_cb, &table);
  while (!table)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (table == chess_opening_table_get_default ());
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  /* First, so that it loads the default table on a helper thread. */
  g_test_add_func ("/openings/load-async", test_load_async);
  g_test_add_func ("/openings/every-line", test_every_line);
  g_test_add_func ("/openings/transpositions", test_transpositions);
  g_test_add_func ("/openings/beyond-the-table", test_beyond_the_table);
  g_test_add_func ("/openings/side-to-move-and-castling", test_side_to_move_and_castling_matter);
  g_test_add_func ("/openings/malformed-tables", test_malformed_tables);
  g_test_add_func ("/openings/header-and-eco-codes", test_header_and_eco_codes);
  g_test_add_func ("/openings/small-table", test_small_table);

  return g_test_run ();
}
