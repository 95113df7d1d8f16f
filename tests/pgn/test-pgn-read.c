/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-pgn-read.c — the PGN reader and writer on small constructed inputs. */
#include "pgn-test-util.h"
#include "chess-pgn-private.h"

#include <glib/gstdio.h>
#include <stdlib.h>


static ChessNode *
main_line_node (ChessRecord *r, int ply)
{
  ChessNode *n = r->root;
  for (int i = 0; i < ply; i++)
    {
      g_assert_nonnull (n->first_child);
      n = n->first_child;
    }
  return n;
}

static char *
san_at (ChessRecord *r, ChessNode *node)
{
  ChessPosition pos;
  char san[CHESS_SAN_MAX];
  chess_record_position_at (r, node->parent, &pos);
  if (node->move == CHESS_MOVE_NULL)
    return g_strdup ("--");
  size_t n = chess_move_to_san (&pos, node->move, san);
  return g_strndup (san, n);
}

static void
assert_main_line (ChessRecord *r, const char *expected)
{
  GString *s = g_string_new (NULL);
  for (ChessNode *n = r->root->first_child; n; n = n->first_child)
    {
      char *san = san_at (r, n);
      if (s->len)
        g_string_append_c (s, ' ');
      g_string_append (s, san);
      g_free (san);
    }
  g_assert_cmpstr (s->str, ==, expected);
  g_string_free (s, TRUE);
}

static void
test_tags_and_escapes (void)
{
  PgnTestGames *g = pgn_test_read_str ("[Event \"A \\\"quoted\\\" \\\\ event\"]\n[White \"Caf\xc3\xa9\"]\n[X \"a\\b\"]\n\n1. e4 *\n");
  pgn_test_assert_no_errors (g);
  ChessRecord *r = pgn_test_game (g, 0);
  g_assert_cmpstr (chess_record_get_tag (r, "Event"), ==, "A \"quoted\" \\ event");
  g_assert_cmpstr (chess_record_get_tag (r, "White"), ==, "Caf\xc3\xa9");
  g_assert_cmpstr (chess_record_get_tag (r, "X"), ==, "a\\b");
  char *text = chess_pgn_record_to_string (r, 0, NULL);
  g_assert_nonnull (strstr (text, "[Event \"A \\\"quoted\\\" \\\\ event\"]\n"));
  /* Seven Tag Roster first, in order, with defaults. */
  g_assert_true (g_str_has_prefix (text, "[Event \"A \\\"quoted\\\" \\\\ event\"]\n[Site \"?\"]\n"
                                         "[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"Caf\xc3\xa9\"]\n"
                                         "[Black \"?\"]\n[Result \"*\"]\n[X \"a\\\\b\"]\n\n1. e4 *\n\n"));
  free (text);
  pgn_test_round_trip (g, "tags");
  pgn_test_games_free (g);
}

static void
test_move_numbers (void)
{
  PgnTestGames *g = pgn_test_read_str ("1.e4 e5 2 . Nf3 2...Nc6 3.Bb5 3.. a6 4 Ba4 Nf6 5.O-O 0-0-0?? *");
  g_assert_cmpuint (g->diagnostics->len, ==, 1);  /* black cannot castle long here */
  const ChessPgnDiagnostic *d = &g_array_index (g->diagnostics, ChessPgnDiagnostic, 0);
  g_assert_cmpint (d->kind, ==, CHESS_PGN_ERROR_ILLEGAL_MOVE);
  g_assert_nonnull (strstr (d->message, "5... 0-0-0"));
  assert_main_line (pgn_test_game (g, 0), "e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O");
  pgn_test_games_free (g);
}

static void
test_en_passant_remark (void)
{
  const char *text = "1. e4 Nf6 2. e5 d5 3. exd6 e.p. exd6 4. d4 *";
  PgnTestGames *g = pgn_test_read_str (text);
  pgn_test_assert_no_errors (g);
  assert_main_line (pgn_test_game (g, 0), "e4 Nf6 e5 d5 exd6 exd6 d4");
  pgn_test_games_free (g);
  ChessPgnReader *reader = chess_pgn_reader_new_memory (text, strlen (text));
  ChessPgnIndexEntry e = { 0 };
  g_assert_true (chess_pgn_reader_scan_game (reader, &e));
  g_assert_cmpuint (e.plies, ==, 7);
  chess_pgn_index_entry_clear (&e);
  chess_pgn_reader_free (reader);
}

static void
test_suffixes_and_nags (void)
{
  PgnTestGames *g = pgn_test_read_str ("1. e4! e5? 2. Nf3!! Nc6?? 3. Bb5!? a6?! 4. Ba4 $14 $200 +- Nf6 N *");
  pgn_test_assert_no_errors (g);
  ChessRecord *r = pgn_test_game (g, 0);
  const int expected[][3] = { { 1, 1 }, { 1, 2 }, { 1, 3 }, { 1, 4 }, { 1, 5 }, { 1, 6 } };
  for (int i = 0; i < 6; i++)
    {
      ChessNode *n = main_line_node (r, i + 1);
      g_assert_cmpint (n->n_nags, ==, expected[i][0]);
      g_assert_cmpint (n->nags[0], ==, expected[i][1]);
    }
  ChessNode *ba4 = main_line_node (r, 7);
  g_assert_cmpint (ba4->n_nags, ==, 3);
  g_assert_cmpint (ba4->nags[0], ==, 14);
  g_assert_cmpint (ba4->nags[1], ==, 200);
  g_assert_cmpint (ba4->nags[2], ==, 18);
  g_assert_cmpint (main_line_node (r, 8)->nags[0], ==, 146);
  char *text = chess_pgn_record_to_string (r, 0, NULL);
  g_assert_nonnull (strstr (text, "1. e4 $1 e5 $2 2. Nf3 $3 Nc6 $4 3. Bb5 $5 a6 $6 4. Ba4 $14 $200 $18 Nf6 $146 *"));
  free (text);
  pgn_test_round_trip (g, "nags");
  pgn_test_games_free (g);
}

static void
test_comments (void)
{
  PgnTestGames *g = pgn_test_read_str ("{Before} 1. e4 {after e4\non two lines} ; rest of line\n"
                              "% an escape line\n"
                              "e5 {x \\} y} 2. Nf3 (2. f4 {King's gambit}) (; why not\n2. d4) *");
  pgn_test_assert_no_errors (g);
  ChessRecord *r = pgn_test_game (g, 0);
  g_assert_cmpstr (r->root->comment, ==, "Before");
  g_assert_cmpstr (main_line_node (r, 1)->comment, ==, "after e4 on two lines rest of line");
  g_assert_cmpstr (main_line_node (r, 2)->comment, ==, "x } y");
  ChessNode *nf3 = main_line_node (r, 3);
  g_assert_nonnull (nf3->next_sibling);
  g_assert_cmpstr (nf3->next_sibling->comment, ==, "King's gambit");
  g_assert_nonnull (nf3->next_sibling->next_sibling);
  g_assert_cmpstr (nf3->next_sibling->next_sibling->pre_comment, ==, "why not");
  char *text = chess_pgn_record_to_string (r, 0, NULL);
  g_assert_nonnull (strstr (text, "{Before} 1. e4 {after e4 on two lines rest of line} 1... e5 {x \\} y}"
                                  " 2. Nf3\n(2. f4 {King's gambit}) ({why not} 2. d4) *"));
  free (text);
  pgn_test_round_trip (g, "comments");
  pgn_test_games_free (g);
}

static void
test_variations_deep (void)
{
  /* 200 nested variations read; one more than the limit is reported. */
  GString *s = g_string_new ("1. e4 e5 ");
  for (int i = 0; i < 200; i++)
    g_string_append (s, "( 1... c5 ");
  for (int i = 0; i < 200; i++)
    g_string_append (s, ") ");
  g_string_append (s, "2. Nf3 *\n");
  PgnTestGames *g = pgn_test_read_str (s->str);
  pgn_test_assert_no_errors (g);
  g_assert_cmpuint (chess_record_count_nodes (pgn_test_game (g, 0)), ==, 203);
  pgn_test_round_trip (g, "deep");
  pgn_test_games_free (g);

  g_string_assign (s, "1. e4 e5 2. Nf3 ");
  for (int i = 0; i <= CHESS_PGN_MAX_DEPTH; i++)
    g_string_append (s, "(2. Nc3 ");
  for (int i = 0; i <= CHESS_PGN_MAX_DEPTH; i++)
    g_string_append (s, ") ");
  g_string_append (s, "*\n\n[Event \"next\"]\n1. d4 *\n");
  g = pgn_test_read_str (s->str);
  g_assert_cmpuint (g->records->len, ==, 2);
  g_assert_cmpuint (g->diagnostics->len, ==, 1);
  const ChessPgnDiagnostic *d = &g_array_index (g->diagnostics, ChessPgnDiagnostic, 0);
  g_assert_cmpint (d->kind, ==, CHESS_PGN_ERROR_LIMIT);
  g_assert_nonnull (strstr (d->message, "256"));
  /* Moves before the error are kept. */
  g_assert_cmpint (chess_node_ply (chess_record_main_line_end (pgn_test_game (g, 0))), ==, 3);
  g_assert_cmpstr (chess_record_get_tag (pgn_test_game (g, 1), "Event"), ==, "next");
  pgn_test_games_free (g);
  g_string_free (s, TRUE);
}

static void
test_results (void)
{
  PgnTestGames *g = pgn_test_read_str ("1. e4 1-0\n\n1. e4 0-1\n\n1. e4 1/2-1/2\n\n1. e4 *\n\n"
                              "[Result \"0-1\"]\n1. e4 e5\n\n[Result \"1-0\"]\n1. d4\n\n[Event \"x\"]\n1. d4 \xc2\xbd-\xc2\xbd");
  pgn_test_assert_no_errors (g);
  g_assert_cmpuint (g->records->len, ==, 7);
  const ChessResult expected[] = { CHESS_RESULT_WHITE_WINS, CHESS_RESULT_BLACK_WINS, CHESS_RESULT_DRAW,
                                   CHESS_RESULT_NONE, CHESS_RESULT_BLACK_WINS, CHESS_RESULT_WHITE_WINS,
                                   CHESS_RESULT_DRAW };
  for (int i = 0; i < 7; i++)
    g_assert_cmpint (pgn_test_game (g, (guint) i)->result, ==, expected[i]);
  g_assert_cmpint (chess_node_ply (chess_record_main_line_end (pgn_test_game (g, 4))), ==, 2);
  pgn_test_round_trip (g, "results");
  pgn_test_games_free (g);
}

static void
test_null_moves (void)
{
  PgnTestGames *g = pgn_test_read_str ("1. e4 -- 2. d4 Z0 3. Nf3 e5 *\n\n1. e4 e5 2. Qh5 Nc6 3. Qxf7+ -- *\n");
  g_assert_cmpuint (g->records->len, ==, 2);
  ChessRecord *r = pgn_test_game (g, 0);
  g_assert_cmpint (main_line_node (r, 2)->move, ==, CHESS_MOVE_NULL);
  g_assert_cmpint (main_line_node (r, 4)->move, ==, CHESS_MOVE_NULL);
  g_assert_true (pgn_test_first_diagnostic (g, 1) == NULL);
  const ChessPgnDiagnostic *d = pgn_test_first_diagnostic (g, 2);
  g_assert_nonnull (d);
  g_assert_cmpint (d->kind, ==, CHESS_PGN_ERROR_ILLEGAL_MOVE);
  g_assert_cmpint (chess_node_ply (chess_record_main_line_end (pgn_test_game (g, 1))), ==, 5);
  char *text = chess_pgn_record_to_string (r, 0, NULL);
  g_assert_nonnull (strstr (text, "1. e4 -- 2. d4 -- 3. Nf3 e5 *"));
  free (text);
  pgn_test_round_trip (g, "null");
  pgn_test_games_free (g);
}

static void
test_setup_and_chess960 (void)
{
  PgnTestGames *g = pgn_test_read_str ("[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 7\"]\n\n7... Kd7 8. e4 *\n\n"
                              "[Variant \"Chess960\"]\n[FEN \"4k3/8/8/8/8/8/8/RK5R w HA - 0 1\"]\n\n"
                              "1. O-O-O *\n");
  pgn_test_assert_no_errors (g);
  ChessRecord *r = pgn_test_game (g, 0);
  g_assert_cmpint (r->start.side_to_move, ==, CHESS_BLACK);
  g_assert_false (r->start.chess960);
  char *text = chess_pgn_record_to_string (r, 0, NULL);
  g_assert_nonnull (strstr (text, "[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 7\"]\n"));
  g_assert_nonnull (strstr (text, "\n7... Kd7 8. e4 *\n"));
  free (text);
  ChessRecord *c = pgn_test_game (g, 1);
  g_assert_true (c->start.chess960);
  ChessNode *castle = main_line_node (c, 1);
  g_assert_cmpint (chess_move_kind (castle->move), ==, CHESS_MOVE_CASTLING);
  ChessPosition after;
  char fen[CHESS_FEN_MAX];
  chess_record_position_at (c, castle, &after);
  pgn_test_fen (&after, fen);
  g_assert_cmpstr (fen, ==, "4k3/8/8/8/8/8/8/2KR3R b - - 1 1");
  pgn_test_round_trip (g, "setup");
  pgn_test_games_free (g);
}

static void
test_line_ends_bom_encoding (void)
{
  /* BOM + CRLF; error line counted right. */
  PgnTestGames *g = pgn_test_read_str ("\xef\xbb\xbf[Event \"x\"]\r\n\r\n1. e4 e5\r\n2. Ke3 *\r\n");
  const ChessPgnDiagnostic *d = pgn_test_first_diagnostic (g, 1);
  g_assert_nonnull (d);
  g_assert_cmpuint (d->line, ==, 4);
  g_assert_cmpuint (d->column, ==, 4);
  g_assert_cmpstr (chess_record_get_tag (pgn_test_game (g, 0), "Event"), ==, "x");
  pgn_test_games_free (g);

  g = pgn_test_read_str ("[Event \"x\"]\r\r1. e4 e5\r2. Ke3 *");
  d = pgn_test_first_diagnostic (g, 1);
  g_assert_nonnull (d);
  g_assert_cmpuint (d->line, ==, 4);
  pgn_test_games_free (g);

  /* Latin-1 in a tag and a comment becomes UTF-8. */
  g = pgn_test_read_str ("[White \"M\xfcller\"]\n\n1. e4 {gut f\xfcr Wei\xdf} *");
  g_assert_cmpuint (g->diagnostics->len, ==, 1);  /* said once (test-pgn-files) */
  g_assert_cmpstr (chess_record_get_tag (pgn_test_game (g, 0), "White"), ==, "M\xc3\xbcller");
  g_assert_cmpstr (main_line_node (pgn_test_game (g, 0), 1)->comment, ==, "gut f\xc3\xbcr Wei\xc3\x9f");
  pgn_test_games_free (g);

  /* No tags, no result, no final newline. */
  g = pgn_test_read_str ("1. d4 d5 2. c4");
  pgn_test_assert_no_errors (g);
  assert_main_line (pgn_test_game (g, 0), "d4 d5 c4");
  pgn_test_games_free (g);
}

static void
test_commands (void)
{
  PgnTestGames *g = pgn_test_read_str ("1. e4 {[%clk 0:03:00] [%eval 0.17] good [%emt 0:00:02.5]} "
                              "e5 { [%clk 1:02:03.25] [%cal Ge2e4,Rd7d5] [%csl Gd4] [%unknown x] text } *");
  pgn_test_assert_no_errors (g);
  ChessRecord *r = pgn_test_game (g, 0);
  ChessNode *e4 = main_line_node (r, 1), *e5 = main_line_node (r, 2);
  g_assert_cmpint (e4->clock_ms, ==, 180000);
  g_assert_cmpint (e4->emt_ms, ==, 2500);
  g_assert_cmpstr (e4->eval, ==, "0.17");
  g_assert_cmpstr (e4->comment, ==, "good");
  g_assert_cmpint (e5->clock_ms, ==, 3723250);
  g_assert_cmpstr (e5->arrows, ==, "Ge2e4,Rd7d5");
  g_assert_cmpstr (e5->highlights, ==, "Gd4");
  g_assert_cmpstr (e5->comment, ==, "[%unknown x] text");
  g_assert_cmpint (e5->emt_ms, ==, CHESS_TIME_NONE);
  /* Commands nested in brackets, split over two comments, a NUL byte
   * (dropped, and reported: issue 14): whatever is left as text stays
   * text when read again. */
  static const char tricky[] = "1. e4 {[%cal [%clk 0:01:00] Ge2e4] a [%eval 1} {2] b\0c [x] [%csl [y] Ra1]} *";
  PgnTestGames *t = pgn_test_read (tricky, sizeof tricky - 1);
  g_assert_cmpuint (t->diagnostics->len, ==, 1);
  /* A warning: the game stays good. */
  const ChessPgnDiagnostic *nul = &g_array_index (t->diagnostics, ChessPgnDiagnostic, 0);
  g_assert_cmpint (nul->severity, ==, CHESS_PGN_SEVERITY_WARNING);
  g_assert_cmpuint (nul->line, ==, 1);
  g_assert_cmpuint (nul->column, ==, 53);
  g_assert_cmpstr (nul->message, ==, "a NUL byte (0x00) in a comment was dropped");
  ChessNode *e = main_line_node (pgn_test_game (t, 0), 1);
  g_assert_cmpint (e->clock_ms, ==, 60000);
  g_assert_cmpstr (e->arrows, ==, "Ge2e4");
  g_assert_cmpstr (e->eval, ==, "1 2");
  g_assert_cmpstr (e->comment, ==, "a bc [x] [%csl [y] Ra1]");
  pgn_test_round_trip (t, "tricky commands");
  pgn_test_games_free (t);

  char *text = chess_pgn_record_to_string (r, 0, NULL);
  g_assert_nonnull (strstr (text, "1. e4 {[%clk 0:03:00] [%emt 0:00:02.5] [%eval 0.17] good} 1... e5\n"
                                  "{[%clk 1:02:03.25] [%cal Ge2e4,Rd7d5] [%csl Gd4] [%unknown x] text} *"));
  free (text);
  pgn_test_round_trip (g, "commands");
  pgn_test_games_free (g);
}

/* A [%clk] written otherwise than we write it stays as it was written
 * while its clock is unchanged (issue 13): saving a game must not rewrite
 * what it did not change.  Once the clock changes, ours is written. */
static void
test_clock_kept_as_written (void)
{
  PgnTestGames *g = pgn_test_read_str ("1. e4 {[clk 1:05:23 ] good} e5 {[%clk 1:04:00]} Nf3 {[%clk\n01:05:20]} *");
  pgn_test_assert_no_errors (g);
  ChessRecord *r = pgn_test_game (g, 0);
  ChessNode *e4 = main_line_node (r, 1), *e5 = main_line_node (r, 2), *nf3 = main_line_node (r, 3);
  g_assert_cmpint (e4->clock_ms, ==, 3923000);
  g_assert_cmpstr (e4->comment, ==, "good");
  g_assert_cmpstr (e4->clock_text, ==, "[clk 1:05:23 ]");
  g_assert_null (e5->clock_text);                     /* as we write it: nothing to keep */
  g_assert_cmpint (nf3->clock_ms, ==, 3920000);

  char *text = chess_pgn_record_to_string (r, 0, NULL);
  g_assert_nonnull (strstr (text, "1. e4 {[clk 1:05:23 ] good} 1... e5 {[%clk 1:04:00]} 2. Nf3 {[%clk 01:05:20]} *"));
  free (text);
  pgn_test_round_trip (g, "clocks as written");

  ChessRecord *copy = chess_record_copy (r);
  main_line_node (copy, 1)->clock_ms = 3922000;       /* the clock changed */
  text = chess_pgn_record_to_string (copy, 0, NULL);
  g_assert_nonnull (strstr (text, "1. e4 {[%clk 1:05:22] good} 1... e5 {[%clk 1:04:00]} 2. Nf3 {[%clk 01:05:20]} *"));
  free (text);
  chess_record_free (copy);
  pgn_test_games_free (g);
}

static void
test_unsupported_variant (void)
{
  PgnTestGames *g = pgn_test_read_str ("[Variant \"Crazyhouse\"]\n\n1. e4 e5 2. N@f3 *\n\n[Variant \"Atomic\"]\n1. e4 *\n\n1. d4 *");
  g_assert_cmpuint (g->records->len, ==, 3);
  for (size_t i = 1; i <= 2; i++)
    {
      const ChessPgnDiagnostic *d = pgn_test_first_diagnostic (g, i);
      g_assert_nonnull (d);
      g_assert_cmpint (d->kind, ==, CHESS_PGN_ERROR_UNSUPPORTED);
      g_assert_null (pgn_test_game (g, (guint) i - 1)->root->first_child);
    }
  g_assert_cmpuint (pgn_test_first_diagnostic (g, 1)->line, ==, 1);
  g_assert_cmpuint (pgn_test_first_diagnostic (g, 2)->line, ==, 5);
  g_assert_null (pgn_test_first_diagnostic (g, 3));
  pgn_test_games_free (g);
}

static void
test_limits (void)
{
  /* A tag value over the limit. */
  GString *s = g_string_new ("[Event \"");
  for (int i = 0; i <= CHESS_PGN_MAX_TAG_VALUE; i++)
    g_string_append_c (s, 'x');
  g_string_append (s, "\"]\n1. e4 *\n\n1. d4 *\n");
  PgnTestGames *g = pgn_test_read_str (s->str);
  g_assert_cmpuint (g->records->len, ==, 2);
  const ChessPgnDiagnostic *d = pgn_test_first_diagnostic (g, 1);
  g_assert_nonnull (d);
  g_assert_cmpint (d->kind, ==, CHESS_PGN_ERROR_LIMIT);
  g_assert_null (pgn_test_first_diagnostic (g, 2));
  pgn_test_games_free (g);

  /* A comment over the limit. */
  g_string_assign (s, "1. e4 {");
  for (int i = 0; i <= CHESS_PGN_MAX_COMMENT; i++)
    g_string_append_c (s, i % 10 ? 'y' : ' ');
  g_string_append (s, "} e5 *\n");
  g = pgn_test_read_str (s->str);
  d = pgn_test_first_diagnostic (g, 1);
  g_assert_nonnull (d);
  g_assert_cmpint (d->kind, ==, CHESS_PGN_ERROR_LIMIT);
  g_assert_cmpint (chess_node_ply (chess_record_main_line_end (pgn_test_game (g, 0))), ==, 1);
  pgn_test_games_free (g);

  /* All comments of one game together. */
  g_string_assign (s, "1. e4 e5 ");
  GString *c = g_string_new ("{");
  for (int i = 0; i < CHESS_PGN_MAX_COMMENT / 2; i++)
    g_string_append_c (c, i % 10 ? 'z' : ' ');
  g_string_append (c, "} ");
  for (int i = 0; i < (2 * CHESS_PGN_MAX_GAME_TEXT) / CHESS_PGN_MAX_COMMENT + 1; i++)
    g_string_append_printf (s, "%s %s ", (const char *[]) { "Nf3", "Nf6", "Ng1", "Ng8" }[i % 4], c->str);
  g_string_append (s, "*\n");
  g_string_free (c, TRUE);
  g = pgn_test_read_str (s->str);
  d = pgn_test_first_diagnostic (g, 1);
  g_assert_nonnull (d);
  g_assert_cmpint (d->kind, ==, CHESS_PGN_ERROR_LIMIT);
  g_assert_nonnull (strstr (d->message, "comments in one game"));
  pgn_test_games_free (g);
  /* Checking without keeping the game finds the same. */
  ChessPgnReader *check = chess_pgn_reader_new_memory (s->str, s->len);
  g_assert_cmpint (chess_pgn_reader_next_game (check, NULL), ==, CHESS_PGN_GAME_ERRORS);
  size_t nd;
  g_assert_cmpint (chess_pgn_reader_get_diagnostics (check, &nd)->kind, ==, CHESS_PGN_ERROR_LIMIT);
  chess_pgn_reader_free (check);

  /* Moves per game: knights go back and forth. */
  g_string_assign (s, "1. Nf3 ");
  for (int i = 0; i < CHESS_PGN_MAX_NODES; i++)
    g_string_append (s, i % 4 == 0 ? "Nf6 " : i % 4 == 1 ? "Ng1 " : i % 4 == 2 ? "Ng8 " : "Nf3 ");
  g_string_append (s, "*\n");
  g = pgn_test_read_str (s->str);
  d = pgn_test_first_diagnostic (g, 1);
  g_assert_nonnull (d);
  g_assert_cmpint (d->kind, ==, CHESS_PGN_ERROR_LIMIT);
  g_assert_cmpint (chess_node_ply (chess_record_main_line_end (pgn_test_game (g, 0))), ==, CHESS_PGN_MAX_NODES);
  pgn_test_games_free (g);
  g_string_free (s, TRUE);
}

static void
test_error_recovery_and_format (void)
{
  PgnTestGames *g = pgn_test_read_str ("[Event \"one\"]\n\n1. e4 e5 2. Nf3 Nf3 3. d4 1-0\n\n"
                              "[Event \"two\"]\n\n1. e4 e5 2. Nbd2 *\n\n"
                              "[Event \"three\"]\n\n1. d3 d6 2. Nd2 Nd7 3. Nf3 *\n\n"
                              "[Event \"four\"]\n\n1. e4 pawn e5 *\n\n"
                              "[Event \"five\"]\n\n1. d4 *\n");
  g_assert_cmpuint (g->records->len, ==, 5);
  g_assert_cmpuint (g->diagnostics->len, ==, 4);
  const ChessPgnDiagnostic *d = pgn_test_first_diagnostic (g, 1);
  g_assert_cmpint (d->kind, ==, CHESS_PGN_ERROR_ILLEGAL_MOVE);
  char line[512];
  chess_pgn_diagnostic_format (d, "games.pgn", line, sizeof line);
  g_assert_cmpstr (line, ==, "games.pgn:3:17: game 1: illegal move 2... Nf3");
  g_assert_cmpint (chess_node_ply (chess_record_main_line_end (pgn_test_game (g, 0))), ==, 3);
  g_assert_cmpint (pgn_test_game (g, 0)->result, ==, CHESS_RESULT_WHITE_WINS);
  g_assert_cmpint (pgn_test_first_diagnostic (g, 2)->kind, ==, CHESS_PGN_ERROR_ILLEGAL_MOVE);
  d = pgn_test_first_diagnostic (g, 3);
  g_assert_cmpint (d->kind, ==, CHESS_PGN_ERROR_AMBIGUOUS_MOVE);
  g_assert_nonnull (strstr (d->message, "3. Nf3"));
  d = pgn_test_first_diagnostic (g, 4);
  g_assert_cmpint (d->kind, ==, CHESS_PGN_ERROR_NOT_A_MOVE);
  chess_pgn_diagnostic_format (d, NULL, line, sizeof line);
  g_assert_cmpstr (line, ==, "<input>:15:7: game 4: not a move: pawn");
  g_assert_null (pgn_test_first_diagnostic (g, 5));
  g_assert_cmpstr (chess_record_get_tag (pgn_test_game (g, 4), "Event"), ==, "five");
  pgn_test_games_free (g);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/pgn/read/tags", test_tags_and_escapes);
  g_test_add_func ("/pgn/read/move-numbers", test_move_numbers);
  g_test_add_func ("/pgn/read/nags", test_suffixes_and_nags);
  g_test_add_func ("/pgn/read/en-passant-remark", test_en_passant_remark);
  g_test_add_func ("/pgn/read/comments", test_comments);
  g_test_add_func ("/pgn/read/clock-kept-as-written", test_clock_kept_as_written);
  g_test_add_func ("/pgn/read/variations", test_variations_deep);
  g_test_add_func ("/pgn/read/results", test_results);
  g_test_add_func ("/pgn/read/null-moves", test_null_moves);
  g_test_add_func ("/pgn/read/setup", test_setup_and_chess960);
  g_test_add_func ("/pgn/read/line-ends", test_line_ends_bom_encoding);
  g_test_add_func ("/pgn/read/commands", test_commands);
  g_test_add_func ("/pgn/read/unsupported-variant", test_unsupported_variant);
  g_test_add_func ("/pgn/read/limits", test_limits);
  g_test_add_func ("/pgn/read/errors", test_error_recovery_and_format);
  return g_test_run ();
}
