/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-pgn-readers.c — what files in the wild hold (issue 14): games that
 * must not be lost or merged, real-world spellings read as their writers
 * meant, wrong input refused or warned about, and how warnings are told
 * apart from errors. */
#include "pgn-test-util.h"

#include <stdlib.h>


static ChessPgnStatus
status (PgnTestGames *g, guint i)
{
  return g_array_index (g->game_status, ChessPgnStatus, i);
}

static const ChessPgnDiagnostic *
diagnostic (PgnTestGames *g, guint i)
{
  g_assert_cmpuint (i, <, g->diagnostics->len);
  return &g_array_index (g->diagnostics, ChessPgnDiagnostic, i);
}

static char *
format (const ChessPgnDiagnostic *d)
{
  char line[512];
  chess_pgn_diagnostic_format (d, "f.pgn", line, sizeof line);
  return g_strdup (line);
}

/* ------------------------------------------------------------------ */
/* Warnings                                                            */

/* A tag given twice is reported, as a warning: the game is otherwise whole. */
static void
test_duplicate_tag_warning (void)
{
  PgnTestGames *g = pgn_test_read_str ("[White \"Anand\"]\n[Black \"Carlsen\"]\n[White \"Kasparov\"]\n\n1. e4 e5 *\n");
  g_assert_cmpuint (g->records->len, ==, 1);
  g_assert_cmpint (status (g, 0), ==, CHESS_PGN_GAME_OK);
  g_assert_cmpstr (chess_record_get_tag (pgn_test_game (g, 0), "White"), ==, "Kasparov");
  g_assert_cmpuint (g->diagnostics->len, ==, 1);
  const ChessPgnDiagnostic *d = diagnostic (g, 0);
  g_assert_cmpint (d->severity, ==, CHESS_PGN_SEVERITY_WARNING);
  g_assert_cmpint (d->kind, ==, CHESS_PGN_WARNING_REPAIRED);
  g_assert_cmpuint (d->line, ==, 3);
  g_assert_cmpuint (d->column, ==, 2);
  g_autofree char *line = format (d);
  g_assert_cmpstr (line, ==, "f.pgn:3:2: game 1: warning: tag White is given twice in one game; the second value is kept");
  pgn_test_games_free (g);
}

/* Errors keep their format; a column past 4 GiB is printed whole. */
static void
test_error_format_wide_column (void)
{
  ChessPgnDiagnostic d = { CHESS_PGN_ERROR_SYNTAX, CHESS_PGN_SEVERITY_ERROR, 7, 5000000000ull, 0, 2, "unexpected character ')'" };
  g_autofree char *line = format (&d);
  g_assert_cmpstr (line, ==, "f.pgn:7:5000000000: game 2: unexpected character ')'");
}

/* ------------------------------------------------------------------ */
/* FEN tags                                                            */

/* Impossible castling rights in a FEN tag: the game is read, the rights
 * dropped, and a warning says so. */
static void
test_fen_tag_repaired (void)
{
  PgnTestGames *g = pgn_test_read_str ("[Event \"E\"]\n[SetUp \"1\"]\n[FEN \"r3k3/8/8/8/8/8/8/4K2R w KQkq - 0 1\"]\n\n"
                                       "1. O-O O-O-O 2. Rd1 *\n");
  g_assert_cmpuint (g->records->len, ==, 1);
  g_assert_cmpint (status (g, 0), ==, CHESS_PGN_GAME_OK);
  g_assert_cmpuint (g->diagnostics->len, ==, 1);
  g_autofree char *line = format (diagnostic (g, 0));
  g_assert_cmpstr (line, ==, "f.pgn:3:6: game 1: warning: FEN tag repaired: field 3 (castling): Qk dropped: "
                             "the king or rook is not where castling needs it");
  ChessRecord *r = pgn_test_game (g, 0);
  g_assert_cmpstr (chess_record_get_tag (r, "FEN"), ==, "r3k3/8/8/8/8/8/8/4K2R w Kq - 0 1");
  g_assert_cmpuint (g_array_index (g->plies, unsigned, 0), ==, 3);
  pgn_test_round_trip (g, "repaired FEN");
  pgn_test_games_free (g);
}

/* Move numbers past 65 535 are written as they are, not wrapped. */
static void
test_wide_move_numbers (void)
{
  PgnTestGames *g = pgn_test_read_str ("[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/4K3 b - - 0 65535\"]\n\n"
                                       "65535... Kd7 65536. Kd2 Kc6 *\n");
  g_assert_cmpuint (g->diagnostics->len, ==, 0);
  size_t length;
  char *text = pgn_test_write_all (g, &length);
  g_assert_nonnull (strstr (text, "\n65535... Kd7 65536. Kd2 Kc6 *\n"));
  ChessPosition end;
  char fen[CHESS_FEN_MAX];
  ChessRecord *r = pgn_test_game (g, 0);
  chess_record_position_at (r, chess_record_main_line_end (r), &end);
  pgn_test_fen (&end, fen);
  g_assert_cmpstr (fen, ==, "8/8/2k5/8/8/8/3K4/8 w - - 3 65537");
  free (text);
  pgn_test_games_free (g);
}

/* ------------------------------------------------------------------ */
/* Fixtures from other readers' test suites (tests/data/README.md)     */

static PgnTestGames *
read_fixture (const char *name)
{
  g_autofree char *relative = g_build_filename ("pgn-readers", name, NULL);
  return pgn_test_read_data_file (relative);
}

static char *
join_plies (PgnTestGames *g)
{
  GString *s = g_string_new (NULL);
  for (guint i = 0; i < g->plies->len; i++)
    g_string_append_printf (s, "%s%u", i ? "," : "", g_array_index (g->plies, unsigned, i));
  return g_string_free (s, FALSE);
}

static char *
join_results (PgnTestGames *g)
{
  GString *s = g_string_new (NULL);
  for (guint i = 0; i < g->records->len; i++)
    g_string_append_printf (s, "%s%s", i ? "," : "", chess_result_to_string (pgn_test_game (g, i)->result));
  return g_string_free (s, FALSE);
}

/* pgn-readers/expected.tsv: games, errors, warnings, main-line plies and
 * results of every fixture file. */
static void
test_fixture_table (void)
{
  g_autofree char *path = pgn_test_path ("pgn-readers/expected.tsv");
  g_autofree char *text = NULL;
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
  int files = 0;
  for (guint i = 0; lines[i]; i++)
    {
      if (lines[i][0] == '\0' || lines[i][0] == '#')
        continue;
      g_auto (GStrv) f = g_strsplit (lines[i], "\t", -1);
      g_assert_cmpuint (g_strv_length (f), ==, 6);
      PgnTestGames *g = read_fixture (f[0]);
      guint errors = 0, warnings = 0;
      for (guint d = 0; d < g->diagnostics->len; d++)
        {
          if (diagnostic (g, d)->severity == CHESS_PGN_SEVERITY_WARNING)
            warnings++;
          else
            errors++;
        }
      g_autofree char *plies = join_plies (g);
      g_autofree char *results = join_results (g);
      if (g->records->len != (guint) atoi (f[1]) || errors != (guint) atoi (f[2])
          || warnings != (guint) atoi (f[3]) || strcmp (plies, f[4]) != 0 || strcmp (results, f[5]) != 0)
        g_error ("%s: %u games, %u errors, %u warnings, plies %s, results %s; expected %s", f[0],
                 g->records->len, errors, warnings, plies, results, lines[i]);
      pgn_test_round_trip (g, f[0]);
      pgn_test_games_free (g);
      files++;
    }
  g_assert_cmpint (files, >=, 19);
}

/* chessops' pathological tag values: escaped quotes and brackets. */
static void
test_pathological_tags (void)
{
  PgnTestGames *g = read_fixture ("chessops-pathological-headers.pgn");
  ChessRecord *r = pgn_test_game (g, 0);
  static const char *expected[][2] = {
    { "A", "b\"" }, { "B", "b\"" }, { "C", "A]]" }, { "D", "A]][" }, { "E", "\"A]][\"" },
    { "F", "\"A]][\"\\" }, { "G", "\"]" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    g_assert_cmpstr (chess_record_get_tag (r, expected[i][0]), ==, expected[i][1]);
  pgn_test_games_free (g);
}

/* ------------------------------------------------------------------ */
/* Games that must not be lost or merged                               */

/* A tag-only export (a crosstable): each tag section after an empty line
 * is a game of its own, with no moves; ChessBase's empty line inside one
 * game's tags stays one game. */
static void
test_tag_only_games (void)
{
  PgnTestGames *g = pgn_test_read_str (
    "[Event \"Open\"]\n[Round \"1.1\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n"
    "[Event \"Open\"]\n[Round \"1.2\"]\n[White \"C\"]\n[Black \"D\"]\n[Result \"0-1\"]\n\n"
    "[Round \"1.3\"]\n[White \"E\"]\n[Black \"F\"]\n[Result \"1/2-1/2\"]\n\n"
    "[White \"G\"]\n\n[Black \"H\"]\n\n1. e4 e5 *\n");
  g_assert_cmpuint (g->records->len, ==, 4);
  g_assert_cmpuint (g->diagnostics->len, ==, 0);
  static const char *rounds[] = { "1.1", "1.2", "1.3" };
  static const ChessResult results[] = { CHESS_RESULT_WHITE_WINS, CHESS_RESULT_BLACK_WINS, CHESS_RESULT_DRAW };
  for (guint i = 0; i < 3; i++)
    {
      g_assert_cmpstr (chess_record_get_tag (pgn_test_game (g, i), "Round"), ==, rounds[i]);
      g_assert_cmpint (pgn_test_game (g, i)->result, ==, results[i]);
      g_assert_null (pgn_test_game (g, i)->root->first_child);
    }
  /* No Event, but the players of the third game are named: a new game. */
  g_assert_cmpstr (chess_record_get_tag (pgn_test_game (g, 2), "White"), ==, "E");
  /* One empty line between White and Black of one game: still one game. */
  g_assert_cmpstr (chess_record_get_tag (pgn_test_game (g, 3), "White"), ==, "G");
  g_assert_cmpstr (chess_record_get_tag (pgn_test_game (g, 3), "Black"), ==, "H");
  g_assert_cmpuint (g_array_index (g->plies, unsigned, 3), ==, 2);
  pgn_test_round_trip (g, "tag-only games");
  pgn_test_games_free (g);

  /* The index finds the same games. */
  const char *text = "[Event \"A\"]\n\n[Event \"B\"]\n\n[Event \"C\"]\n1. d4 *\n";
  ChessPgnReader *reader = chess_pgn_reader_new_memory (text, strlen (text));
  ChessPgnIndexEntry entry = { 0 };
  guint scanned = 0;
  while (chess_pgn_reader_scan_game (reader, &entry))
    {
      scanned++;
      g_assert_cmpuint (entry.plies, ==, scanned == 3 ? 1 : 0);
    }
  g_assert_cmpuint (scanned, ==, 3);
  chess_pgn_index_entry_clear (&entry);
  chess_pgn_reader_free (reader);

  g = pgn_test_read_data_file ("pgn-edge/python-chess/chessbase-empty-line.pgn");
  g_assert_cmpuint (g->records->len, ==, 1);
  g_assert_cmpstr (chess_record_get_tag (pgn_test_game (g, 0), "Event"), ==, "AlphaZero vs. Stockfish");
  g_assert_cmpstr (chess_record_get_tag (pgn_test_game (g, 0), "Round"), ==, "1");
  pgn_test_games_free (g);
}

/* An illegal move inside a variation cuts that variation only. */
static void
test_error_in_variation (void)
{
  PgnTestGames *g = pgn_test_read_str ("1. e4 e5 (1... c5 2. Nf3 (2. Qxf7 Nc6) 2... d6 3. Bb5+ Nxb5) "
                                       "2. Nf3 Nc6 (2... Qh4 3. Qxa8 Nf6) 3. Bb5 *\n");
  g_assert_cmpuint (g->records->len, ==, 1);
  g_assert_cmpint (status (g, 0), ==, CHESS_PGN_GAME_ERRORS);
  g_assert_cmpuint (g->diagnostics->len, ==, 3);
  g_assert_cmpstr (diagnostic (g, 0)->message, ==, "illegal move 2. Qxf7");
  g_assert_cmpuint (diagnostic (g, 0)->column, ==, 30);
  g_assert_cmpstr (diagnostic (g, 1)->message, ==, "illegal move 3... Nxb5");
  g_assert_cmpstr (diagnostic (g, 2)->message, ==, "illegal move 3. Qxa8");
  ChessRecord *r = pgn_test_game (g, 0);
  /* The main line is whole. */
  g_assert_cmpuint (g_array_index (g->plies, unsigned, 0), ==, 5);
  g_assert_cmpint (r->result, ==, CHESS_RESULT_NONE);
  /* 1... c5 2. Nf3 d6 3. Bb5+: kept up to the error; 2. Qxf7 cut at once. */
  ChessNode *e5 = r->root->first_child->first_child;
  ChessNode *c5 = e5->next_sibling;
  g_assert_nonnull (c5);
  guint plies = 0;
  for (ChessNode *n = c5; n; n = n->first_child)
    plies++;
  g_assert_cmpuint (plies, ==, 4);
  g_assert_null (c5->first_child->next_sibling);
  /* 2... Qh4 kept, 3. Qxa8 cut. */
  ChessNode *nc6 = e5->first_child->first_child;
  g_assert_nonnull (nc6->next_sibling);
  g_assert_null (nc6->next_sibling->first_child);
  pgn_test_games_free (g);

  /* The streaming check (no tree) reports the same errors. */
  const char *text = "1. e4 (1. d4 d5 2. Ke3) 1... e5 2. Nf3 *";
  ChessPgnReader *reader = chess_pgn_reader_new_memory (text, strlen (text));
  g_assert_cmpint (chess_pgn_reader_next_game (reader, NULL), ==, CHESS_PGN_GAME_ERRORS);
  g_assert_cmpuint (chess_pgn_reader_get_game_plies (reader), ==, 3);
  chess_pgn_reader_free (reader);
}

/* The end of the game inside a cut variation still ends the game. */
static void
test_error_in_unclosed_variation (void)
{
  PgnTestGames *g = pgn_test_read_str ("1. e4 (1. d4 Kd2 1-0\n\n[Event \"next\"]\n1. d4 *\n");
  g_assert_cmpuint (g->records->len, ==, 2);
  g_assert_cmpuint (g->diagnostics->len, ==, 2);
  g_assert_cmpstr (diagnostic (g, 0)->message, ==, "illegal move 1... Kd2");
  g_assert_cmpstr (diagnostic (g, 1)->message, ==, "game termination marker inside a variation: missing ')'");
  g_assert_cmpint (pgn_test_game (g, 0)->result, ==, CHESS_RESULT_WHITE_WINS);
  g_assert_cmpstr (chess_record_get_tag (pgn_test_game (g, 1), "Event"), ==, "next");
  pgn_test_games_free (g);
}

/* ------------------------------------------------------------------ */
/* Real-world spellings                                                */

static void
test_indented_tags_begin_a_game (void)
{
  /* A game without a termination marker ends where the next one's tags
   * begin, also when its tag line is indented. */
  PgnTestGames *g = pgn_test_read_str ("[Event \"A\"]\n\n1. e4 e5\n\n   [Event \"B\"]\n   [White \"X\"]\n\n1. d4 *\n");
  g_assert_cmpuint (g->records->len, ==, 2);
  g_assert_cmpuint (g->diagnostics->len, ==, 0);
  g_assert_cmpstr (chess_record_get_tag (pgn_test_game (g, 1), "White"), ==, "X");
  pgn_test_games_free (g);
}

static void
test_dashes (void)
{
  /* U+2011 (non-breaking hyphen), U+2013 (en dash) and U+2014 (em dash)
   * in castling and results; U+2212 (minus) in a glyph. */
  PgnTestGames *g = pgn_test_read_str ("[Result \"0\xe2\x80\x93" "1\"]\n\n"
                                       "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. O\xe2\x80\x91O Nf6 5. d3 d6 "
                                       "6. Be3 Bb6 7. Nc3 Be6 8. Qd2 Qd7 9. Rae1 O\xe2\x80\x94O\xe2\x80\x94O +\xe2\x88\x92 "
                                       "0\xe2\x80\x93" "1\n");
  g_assert_cmpuint (g->diagnostics->len, ==, 0);
  ChessRecord *r = pgn_test_game (g, 0);
  g_assert_cmpint (r->result, ==, CHESS_RESULT_BLACK_WINS);
  g_assert_cmpstr (chess_record_get_tag (r, "Result"), ==, "0-1");
  g_assert_cmpuint (g_array_index (g->plies, unsigned, 0), ==, 18);
  ChessNode *last = r->root;
  while (last->first_child)
    last = last->first_child;
  g_assert_cmpint (chess_move_kind (last->move), ==, CHESS_MOVE_CASTLING);
  g_assert_cmpint (last->n_nags, ==, 1);
  g_assert_cmpint (last->nags[0], ==, 18);
  pgn_test_round_trip (g, "dashes");
  pgn_test_games_free (g);
}

static void
test_byte_order_marks (void)
{
  /* Concatenated files: a byte-order mark at the start of the second. */
  PgnTestGames *g = pgn_test_read_str ("\xef\xbb\xbf[Event \"one\"]\n\n1. e4 *\n\n\xef\xbb\xbf[Event \"two\"]\n\n1. d4 *\n");
  g_assert_cmpuint (g->records->len, ==, 2);
  g_assert_cmpuint (g->diagnostics->len, ==, 0);
  g_assert_cmpstr (chess_record_get_tag (pgn_test_game (g, 1), "Event"), ==, "two");
  pgn_test_games_free (g);
}

static void
test_en_passant_remarks (void)
{
  static const char *good[] = {
    "1. e4 d5 2. e5 f5 3. exf6 e.p. *", "1. e4 d5 2. e5 f5 3. exf6e.p. *",
    "1. e4 d5 2. e5 f5 3. exf6ep *", "1. e4 d5 2. e5 f5 3. exf6e.p.! *",
  };
  for (guint i = 0; i < G_N_ELEMENTS (good); i++)
    {
      PgnTestGames *g = pgn_test_read_str (good[i]);
      if (g->diagnostics->len != 0)
        g_error ("%s: %s", good[i], diagnostic (g, 0)->message);
      g_assert_cmpuint (g_array_index (g->plies, unsigned, 0), ==, 5);
      pgn_test_games_free (g);
    }
  /* The signs after the remark are the move's. */
  PgnTestGames *signed_move = pgn_test_read_str ("1. e4 d5 2. e5 f5 3. exf6e.p.+ *\n\n1. e4 d5 2. e5 f5 3. exf6 e.p.# *");
  g_assert_cmpuint (signed_move->diagnostics->len, ==, 2);
  g_assert_cmpstr (diagnostic (signed_move, 0)->message, ==, "3. exf6+: the move gives no check");
  g_assert_cmpstr (diagnostic (signed_move, 1)->message, ==, "3. exf6: the move gives no check, let alone mate");
  pgn_test_games_free (signed_move);

  /* "e.p." on a move that is no en-passant capture: read, with a warning. */
  static const char *wrong[] = { "1. e4 d5 2. exd5 e.p. *", "1. e4 d5 2. exd5e.p. *", "1. e4 d5 2. exd5ep *" };
  for (guint i = 0; i < G_N_ELEMENTS (wrong); i++)
    {
      PgnTestGames *g = pgn_test_read_str (wrong[i]);
      g_assert_cmpint (status (g, 0), ==, CHESS_PGN_GAME_OK);
      g_assert_cmpuint (g->diagnostics->len, ==, 1);
      g_assert_cmpint (diagnostic (g, 0)->severity, ==, CHESS_PGN_SEVERITY_WARNING);
      g_assert_cmpstr (diagnostic (g, 0)->message, ==, "\"e.p.\" after a move that is not an en-passant capture");
      g_assert_cmpuint (g_array_index (g->plies, unsigned, 0), ==, 3);
      pgn_test_games_free (g);
    }
}

/* The index scan finds the games the reader finds. */
static void
assert_scan_agrees (const char *text)
{
  PgnTestGames *g = pgn_test_read_str (text);
  ChessPgnReader *reader = chess_pgn_reader_new_memory (text, strlen (text));
  ChessPgnIndexEntry entry = { 0 };
  guint scanned = 0;
  while (chess_pgn_reader_scan_game (reader, &entry))
    scanned++;
  chess_pgn_index_entry_clear (&entry);
  chess_pgn_reader_free (reader);
  if (scanned != g->records->len)
    g_error ("\"%s\": the scan finds %u games, the reader %u", text, scanned, g->records->len);
  pgn_test_games_free (g);
}

static void
test_forum_markup (void)
{
  /* Markup after an error ends the game as it does without one (found by
   * fuzz-pgn: the scan and the reader disagreed). */
  assert_scan_agrees ("Whi[pgn] 1. e4 e5 [/pgn]\n1. d4 *");
  assert_scan_agrees ("1. e4 Zz [pgn] 1. d4 (1. c4 Zz [/pgn] 1. Nf3 *");
  assert_scan_agrees ("[pgn]\n1. e4 (1. d4 Zz\n[/pgn]\n[Event \"x\"]\n1. c4 *");

  PgnTestGames *g = pgn_test_read_str ("[pgn][Event \"A\"]\n1. e4 e5 [/pgn]\n[pgn]\n1. d4 d5 1-0\n[/pgn]\n[pgn] [/pgn]\n");
  g_assert_cmpuint (g->records->len, ==, 2);
  g_assert_cmpuint (g->diagnostics->len, ==, 0);
  g_assert_cmpstr (chess_record_get_tag (pgn_test_game (g, 0), "Event"), ==, "A");
  g_assert_cmpuint (g_array_index (g->plies, unsigned, 0), ==, 2);
  g_assert_cmpint (pgn_test_game (g, 1)->result, ==, CHESS_RESULT_WHITE_WINS);
  pgn_test_games_free (g);
}

/* ------------------------------------------------------------------ */
/* Wrong input                                                         */

/* A wrong '+' or '#' is a warning; a missing one, or '+' for a mate, is
 * no fault. */
static void
test_check_signs (void)
{
  PgnTestGames *g = pgn_test_read_str ("1. e4# e5 2. Bc4 Nc6+ 3. Qh5 Nf6 4. Qxf7+ *\n\n"
                                       "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nd4 4. Qxf7# *\n\n"
                                       "[FEN \"4k3/8/8/8/8/8/8/R3K3 w Q - 0 1\"]\n\n1. Ra8# *\n");
  g_assert_cmpuint (g->records->len, ==, 3);
  g_assert_cmpuint (g->diagnostics->len, ==, 3);
  g_assert_cmpint (status (g, 0), ==, CHESS_PGN_GAME_OK);
  g_autofree char *first = format (diagnostic (g, 0));
  g_assert_cmpstr (first, ==, "f.pgn:1:4: game 1: warning: 1. e4#: the move gives no check, let alone mate");
  g_assert_cmpstr (diagnostic (g, 1)->message, ==, "2... Nc6+: the move gives no check");
  g_assert_cmpstr (diagnostic (g, 2)->message, ==, "1. Ra8#: the move gives check, not mate");
  g_assert_cmpuint (diagnostic (g, 2)->game, ==, 3);
  g_assert_cmpuint (g_array_index (g->plies, unsigned, 0), ==, 7);
  pgn_test_games_free (g);
}

static void
test_pawn_push_is_no_capture (void)
{
  /* python-chess's position: "c4" is no capture dxc4. */
  PgnTestGames *g = pgn_test_read_str ("[FEN \"2rq1rk1/pb2bppp/1p2p3/n1ppPn2/2PP4/PP3N2/1B1NQPPP/RB3RK1 b - - 4 13\"]\n\n"
                                       "13... c4 *\n\n"
                                       "[FEN \"4k3/8/8/4Pp2/8/8/8/4K3 w - f6 0 2\"]\n\n2. f6 *\n");
  g_assert_cmpuint (g->diagnostics->len, ==, 2);
  g_assert_cmpstr (diagnostic (g, 0)->message, ==, "illegal move 13... c4");
  g_assert_cmpstr (diagnostic (g, 1)->message, ==, "illegal move 2. f6");
  pgn_test_games_free (g);
}

/* NUL bytes in tag values and comments are reported as in moves. */
static void
test_nul_bytes (void)
{
  static const char text[] = "[White \"Ana\0nd\"]\n[Black \"B\"]\n\n1. e4 {good\0} e5 *\n";
  PgnTestGames *g = pgn_test_read (text, sizeof text - 1);
  g_assert_cmpuint (g->diagnostics->len, ==, 2);
  g_assert_cmpint (status (g, 0), ==, CHESS_PGN_GAME_ERRORS);
  g_autofree char *tag = format (diagnostic (g, 0));
  g_assert_cmpstr (tag, ==, "f.pgn:1:12: game 1: tag White: a NUL byte (0x00) in its value was dropped");
  g_autofree char *comment = format (diagnostic (g, 1));
  g_assert_cmpstr (comment, ==, "f.pgn:4:12: game 1: warning: a NUL byte (0x00) in a comment was dropped");
  /* Nothing else is lost. */
  g_assert_cmpstr (chess_record_get_tag (pgn_test_game (g, 0), "White"), ==, "Anand");
  g_assert_cmpuint (g_array_index (g->plies, unsigned, 0), ==, 2);
  pgn_test_games_free (g);

  /* The same errors when nothing is kept (a streaming check). */
  ChessPgnReader *reader = chess_pgn_reader_new_memory (text, sizeof text - 1);
  g_assert_cmpint (chess_pgn_reader_next_game (reader, NULL), ==, CHESS_PGN_GAME_ERRORS);
  size_t n;
  chess_pgn_reader_get_diagnostics (reader, &n);
  g_assert_cmpuint (n, ==, 2);
  chess_pgn_reader_free (reader);
}

/* A source that says its input was cut short: the game it cuts gets an
 * error, the games before it are whole. */
typedef struct {
  const char *data;
  size_t size, pos, cut;
} CutSource;

static size_t
read_cut (void *user_data, char *buf, size_t max)
{
  CutSource *s = user_data;
  if (s->pos >= s->cut)
    return CHESS_PGN_READ_TRUNCATED;
  size_t n = MIN (max, s->cut - s->pos);
  memcpy (buf, s->data + s->pos, n);
  s->pos += n;
  return n;
}

static void
test_truncated_input (void)
{
  const char *text = "[Event \"1\"]\n\n1. e4 e5 *\n\n[Event \"2\"]\n\n1. d4 d5 2. c4 *\n";
  CutSource source = { text, strlen (text), 0, strlen (text) - 6 };  /* cut after "2. c" */
  ChessPgnReader *reader = chess_pgn_reader_new (read_cut, &source);
  ChessRecord *record;
  g_assert_cmpint (chess_pgn_reader_next_game (reader, &record), ==, CHESS_PGN_GAME_OK);
  chess_record_free (record);
  g_assert_cmpint (chess_pgn_reader_next_game (reader, &record), ==, CHESS_PGN_GAME_ERRORS);
  size_t n;
  const ChessPgnDiagnostic *d = chess_pgn_reader_get_diagnostics (reader, &n);
  g_assert_cmpuint (n, >=, 1);
  g_assert_cmpint (d[n - 1].kind, ==, CHESS_PGN_ERROR_TRUNCATED);
  g_assert_nonnull (strstr (d[n - 1].message, "truncated"));
  g_assert_true (chess_pgn_reader_had_io_error (reader));
  chess_record_free (record);
  g_assert_cmpint (chess_pgn_reader_next_game (reader, NULL), ==, CHESS_PGN_END);
  chess_pgn_reader_free (reader);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/pgn/readers/duplicate-tag", test_duplicate_tag_warning);
  g_test_add_func ("/pgn/readers/wide-column", test_error_format_wide_column);
  g_test_add_func ("/pgn/readers/fen-tag-repaired", test_fen_tag_repaired);
  g_test_add_func ("/pgn/readers/wide-move-numbers", test_wide_move_numbers);
  g_test_add_func ("/pgn/readers/fixtures", test_fixture_table);
  g_test_add_func ("/pgn/readers/pathological-tags", test_pathological_tags);
  g_test_add_func ("/pgn/readers/tag-only-games", test_tag_only_games);
  g_test_add_func ("/pgn/readers/error-in-variation", test_error_in_variation);
  g_test_add_func ("/pgn/readers/error-in-unclosed-variation", test_error_in_unclosed_variation);
  g_test_add_func ("/pgn/readers/indented-tags", test_indented_tags_begin_a_game);
  g_test_add_func ("/pgn/readers/dashes", test_dashes);
  g_test_add_func ("/pgn/readers/byte-order-marks", test_byte_order_marks);
  g_test_add_func ("/pgn/readers/en-passant-remarks", test_en_passant_remarks);
  g_test_add_func ("/pgn/readers/forum-markup", test_forum_markup);
  g_test_add_func ("/pgn/readers/check-signs", test_check_signs);
  g_test_add_func ("/pgn/readers/pawn-push", test_pawn_push_is_no_capture);
  g_test_add_func ("/pgn/readers/nul-bytes", test_nul_bytes);
  g_test_add_func ("/pgn/readers/truncated", test_truncated_input);
  return g_test_run ();
}
