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
assert_no_errors (PgnTestGames *g)
{
  if (g->diagnostics->len)
    {
      const ChessPgnDiagnostic *d = &g_array_index (g->diagnostics, ChessPgnDiagnostic, 0);
      g_error ("unexpected diagnostic %u:%" G_GUINT64_FORMAT " game %zu: %s", d->line, d->column, d->game, d->message);
    }
}

static void
test_tags_and_escapes (void)
{
  PgnTestGames *g = pgn_test_read_str ("[Event \"A \\\"quoted\\\" \\\\ event\"]\n[White \"Caf\xc3\xa9\"]\n[X \"a\\b\"]\n\n1. e4 *\n");
  assert_no_errors (g);
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
  assert_no_errors (g);
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
  assert_no_errors (g);
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
  assert_no_errors (g);
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
  assert_no_errors (g);
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
  assert_no_errors (g);
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
  assert_no_errors (g);
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
  assert_no_errors (g);
  assert_main_line (pgn_test_game (g, 0), "d4 d5 c4");
  pgn_test_games_free (g);
}

static void
test_commands (void)
{
  PgnTestGames *g = pgn_test_read_str ("1. e4 {[%clk 0:03:00] [%eval 0.17] good [%emt 0:00:02.5]} "
                              "e5 { [%clk 1:02:03.25] [%cal Ge2e4,Rd7d5] [%csl Gd4] [%unknown x] text } *");
  assert_no_errors (g);
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
  assert_no_errors (g);
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

typedef struct {
  const char *data;
  size_t length, pos, step;
} Trickle;

static size_t
trickle_read (void *user, char *buf, size_t max)
{
  Trickle *t = user;
  size_t n = t->length - t->pos;
  if (n > t->step)
    n = t->step;
  if (n > max)
    n = max;
  memcpy (buf, t->data + t->pos, n);
  t->pos += n;
  return n;
}

static void
test_streaming_equals_memory (void)
{
  char *path = pgn_test_path ("pgn-edge/kokopu/misc/database.pgn");
  if (!path)
    {
      g_test_skip ("CHESS_TESTDATA not set");
      return;
    }
  GBytes *bytes = pgn_test_load (path);
  gsize len;
  const char *data = g_bytes_get_data (bytes, &len);
  PgnTestGames *whole = pgn_test_read (data, len);
  for (size_t step = 1; step <= 7; step += 3)
    {
      Trickle t = { data, len, 0, step };
      ChessPgnReader *reader = chess_pgn_reader_new (trickle_read, &t);
      ChessRecord *r;
      guint i = 0;
      while (chess_pgn_reader_next_game (reader, &r) != CHESS_PGN_END)
        {
          g_assert_cmpuint (i, <, whole->records->len);
          g_assert_true (chess_record_equal (r, g_ptr_array_index (whole->records, i)));
          chess_record_free (r);
          i++;
        }
      g_assert_cmpuint (i, ==, whole->records->len);
      chess_pgn_reader_free (reader);
    }
  pgn_test_games_free (whole);
  g_bytes_unref (bytes);
  g_free (path);
}

static void
test_index_and_origin (void)
{
  const char *text = "[Event \"a\"]\n[White \"W\"]\n[WhiteElo \"2705\"]\n[BlackElo \"-\"]\n[ECO \"B20\"]\n\n"
                     "1. e4 e5 (1... c5 2. Nf3) 2. Nf3 {x} Nc6 1-0\n\n"
                     "[Event \"b\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\"]\n\n1. e3 Kd7 1/2-1/2\n\n"
                     "1. d4 d5";
  ChessPgnReader *reader = chess_pgn_reader_new_memory (text, strlen (text));
  ChessPgnIndexEntry e = { 0 };
  GArray *entries = g_array_new (FALSE, TRUE, sizeof (ChessPgnIndexEntry));
  while (chess_pgn_reader_scan_game (reader, &e))
    {
      g_array_append_val (entries, e);
      memset (&e, 0, sizeof e);  /* the array owns its strings now */
    }
  chess_pgn_reader_free (reader);
  g_assert_cmpuint (entries->len, ==, 3);
  ChessPgnIndexEntry *x = (ChessPgnIndexEntry *) entries->data;
  g_assert_cmpuint (x[0].offset, ==, 0);
  g_assert_cmpuint (x[0].plies, ==, 4);
  g_assert_cmpstr (x[0].roster[CHESS_PGN_ROSTER_WHITE], ==, "W");
  g_assert_cmpstr (x[0].roster[CHESS_PGN_ROSTER_BLACK], ==, "?");
  g_assert_cmpstr (x[0].roster[CHESS_PGN_ROSTER_DATE], ==, "????.??.??");
  g_assert_cmpint (x[0].result, ==, CHESS_RESULT_WHITE_WINS);
  /* What a game list shows beside the roster; "-" is no rating. */
  g_assert_cmpstr (x[0].eco, ==, "B20");
  g_assert_cmpuint (x[0].white_elo, ==, 2705);
  g_assert_cmpuint (x[0].black_elo, ==, 0);
  g_assert_cmpstr (x[1].eco, ==, "");
  g_assert_cmpuint (x[1].white_elo, ==, 0);
  g_assert_true (x[1].has_setup);
  g_assert_cmpuint (x[1].line, ==, 9);
  g_assert_cmpuint (x[2].plies, ==, 2);
  g_assert_cmpint (text[x[1].offset], ==, '[');
  g_assert_cmpint (text[x[2].offset], ==, '1');

  /* Reading from an entry's offset gives that game with file-wide numbers. */
  const char *tail = text + x[1].offset;
  reader = chess_pgn_reader_new_memory (tail, strlen (tail));
  chess_pgn_reader_set_origin (reader, x[1].offset, x[1].line, x[1].game);
  ChessRecord *r;
  g_assert_cmpint (chess_pgn_reader_next_game (reader, &r), ==, CHESS_PGN_GAME_OK);
  g_assert_cmpuint (chess_pgn_reader_get_game_number (reader), ==, 2);
  g_assert_cmpuint (chess_pgn_reader_get_game_offset (reader), ==, x[1].offset);
  g_assert_cmpuint (chess_pgn_reader_get_game_line (reader), ==, 9);
  g_assert_cmpstr (chess_record_get_tag (r, "Event"), ==, "b");
  chess_record_free (r);
  chess_pgn_reader_free (reader);
  for (guint i = 0; i < entries->len; i++)
    chess_pgn_index_entry_clear (&x[i]);
  g_array_unref (entries);
}

static void
test_read_string (void)
{
  ChessRecord **games;
  ChessPgnDiagnostic *diags;
  size_t nd;
  const char *text = "1. e4 *\n\n1. e5 *\n\n1. d4 *";
  size_t n = chess_pgn_read_string (text, strlen (text), &games, &diags, &nd);
  g_assert_cmpuint (n, ==, 3);
  g_assert_cmpuint (nd, ==, 1);
  g_assert_cmpuint (diags[0].game, ==, 2);
  for (size_t i = 0; i < n; i++)
    chess_record_free (games[i]);
  free (games);
  free (diags);
}

/* Every prefix and some corruptions of a real file: no crash (ASan/UBSan
 * watch), always terminates, and every game read writes back readable. */
static void
test_truncations (void)
{
  char *path = pgn_test_path ("pgn-edge/pychess/annotated.pgn");
  if (!path)
    {
      g_test_skip ("CHESS_TESTDATA not set");
      return;
    }
  GBytes *bytes = pgn_test_load (path);
  gsize len;
  const char *data = g_bytes_get_data (bytes, &len);
  char *copy = g_malloc (len);
  for (gsize cut = 0; cut <= len; cut++)
    {
      memcpy (copy, data, cut);
      PgnTestGames *g = pgn_test_read (copy, cut);
      pgn_test_round_trip (g, "prefix");
      pgn_test_games_free (g);
    }
  for (gsize at = 0; at < len; at += 3)
    {
      memcpy (copy, data, len);
      copy[at] = "{}()[]\"\\;%$!?\n\r\x80\xff"[at % 18];
      PgnTestGames *g = pgn_test_read (copy, len);
      pgn_test_round_trip (g, "corrupt");
      pgn_test_games_free (g);
    }
  g_free (copy);
  g_bytes_unref (bytes);
  g_free (path);
}

/* The reader's SAN fast path answers only when the core answers the same. */
static void
check_fast (ChessPosition *pos, const char *san, size_t n, long *answered)
{
  ChessPosition before = *pos;
  ChessMove fast = CHESS_MOVE_NONE, core = CHESS_MOVE_NONE;
  bool sure = chess_pgn_fast_san (pos, san, n, &fast);
  g_assert_true (memcmp (&before, pos, sizeof before) == 0);  /* restored */
  ChessSanStatus status = chess_move_from_san (pos, san, n, &core);
  if (sure)
    {
      (*answered)++;
      if (status != CHESS_SAN_OK || core != fast)
        g_error ("fast SAN %.*s gives %04x, the core %d/%04x", (int) n, san, fast, status, core);
    }
}

static void
test_fast_san_agrees (void)
{
  const char *files[] = { "games/chesslablab-Fischer.pgn", "games/shakmaty-lichess_db_1000k.pgn",
                          "pgn-edge/pychess/chess960rwch.pgn", "pgn-edge/pychess/promotion.pgn",
                          "pgn-edge/pychess/e.pgn" };
  if (!g_getenv ("CHESS_TESTDATA"))
    {
      g_test_skip ("CHESS_TESTDATA not set");
      return;
    }
  long answered = 0, tried = 0;
  for (size_t f = 0; f < G_N_ELEMENTS (files); f++)
    {
      char *path = pgn_test_path (files[f]);
      GBytes *bytes = pgn_test_load (path);
      gsize len;
      const char *data = g_bytes_get_data (bytes, &len);
      PgnTestGames *g = pgn_test_read (data, len);
      for (guint i = 0; i < g->records->len; i += 3)
        {
          ChessRecord *r = g_ptr_array_index (g->records, i);
          ChessPosition pos = r->start, prev = r->start;
          for (ChessNode *n = r->root->first_child; n; n = n->first_child)
            {
              ChessMoveList list;
              chess_position_legal_moves (&pos, &list);
              for (int k = 0; k < list.count; k++)
                {
                  char san[CHESS_SAN_MAX + 4];
                  size_t sn = chess_move_to_san (&pos, list.moves[k], san);
                  check_fast (&pos, san, sn, &answered);
                  while (sn && (san[sn - 1] == '+' || san[sn - 1] == '#'))
                    sn--;
                  check_fast (&pos, san, sn, &answered);
                  /* Leniencies: no capture mark, the from-square spelled out. */
                  char *x = memchr (san, 'x', sn);
                  if (x)
                    {
                      memmove (x, x + 1, (size_t) (san + sn - x - 1));
                      check_fast (&pos, san, sn - 1, &answered);
                    }
                  char lan[16];
                  int from = chess_move_from (list.moves[k]), to = chess_move_to (list.moves[k]);
                  int ln = snprintf (lan, sizeof lan, "N%c%c%c%c", 'a' + from % 8, '1' + from / 8, 'a' + to % 8, '1' + to / 8);
                  check_fast (&pos, lan, (size_t) ln, &answered);
                  check_fast (&pos, lan + 1, (size_t) ln - 1, &answered);
                  tried += 5;
                }
              /* Moves of the previous position, mostly illegal here. */
              ChessMoveList old;
              chess_position_legal_moves (&prev, &old);
              for (int k = 0; k < old.count; k++)
                {
                  char san[CHESS_SAN_MAX];
                  size_t sn = chess_move_to_san (&prev, old.moves[k], san);
                  check_fast (&pos, san, sn, &answered);
                  tried++;
                }
              prev = pos;
              ChessUndo undo;
              if (n->move == CHESS_MOVE_NULL)
                chess_position_make_null_move (&pos, &undo);
              else
                chess_position_make_move (&pos, n->move, &undo);
            }
        }
      pgn_test_games_free (g);
      g_bytes_unref (bytes);
      g_free (path);
    }
  /* It must actually take the common case. */
  g_assert_cmpint (answered, >, tried / 4);

  /* Positions where legality hangs on what a move uncovers or takes: a
   * pinned knight and bishop, an en-passant capture that opens the rank
   * to the king, a king next to a defended man, a check to answer.  Every
   * man's every target square, written as a move, with and without the
   * capture mark. */
  static const char *const pinned[] = {
    "4k3/8/8/8/1b6/8/3N4/4K3 w - - 0 1",
    "4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1",
    "8/8/8/KPp4r/8/8/8/4k3 w - c6 0 2",
    "8/8/8/8/k2Pp2Q/8/8/4K3 b - d3 0 1",
    "8/8/8/3pP3/4K3/8/8/k7 w - d6 0 2",
    "4k3/8/8/8/8/5p2/4p3/4K3 w - - 0 1",
    "4k3/8/8/8/7b/8/8/R3K2R w KQ - 0 1",
  };
  for (size_t i = 0; i < G_N_ELEMENTS (pinned); i++)
    {
      ChessPosition pos;
      g_assert_true (chess_position_from_fen (&pos, pinned[i], NULL));
      for (int from = 0; from < 64; from++)
        {
          ChessPiece man = pos.board[from];
          if (man == CHESS_PIECE_NONE || (int) CHESS_PIECE_COLOR (man) != pos.side_to_move)
            continue;
          for (int to = 0; to < 64; to++)
            for (int capture = 0; capture < 2; capture++)
              {
                /* A pawn is named by its file when it captures, not at all when it pushes. */
                char name = CHESS_PIECE_TYPE (man) == CHESS_PAWN ? (char) ('a' + from % 8)
                                                                 : "PNBRQK"[CHESS_PIECE_TYPE (man)];
                char san[8];
                int sn = capture ? snprintf (san, sizeof san, "%cx%c%c", name, 'a' + to % 8, '1' + to / 8)
                         : CHESS_PIECE_TYPE (man) == CHESS_PAWN ? snprintf (san, sizeof san, "%c%c", 'a' + to % 8, '1' + to / 8)
                         : snprintf (san, sizeof san, "%c%c%c", name, 'a' + to % 8, '1' + to / 8);
                check_fast (&pos, san, (size_t) sn, &answered);
              }
        }
    }
}

/* A record built in code, as the game model does: no tags, a set-up start,
 * Chess960, clocks; the writer supplies what a reader needs. */
static void
test_write_built_record (void)
{
  ChessRecord *r = chess_record_new ();
  ChessFenError error;
  g_assert_true (chess_position_from_fen (&r->start, "4k3/8/8/8/8/8/8/RK5R w HA - 0 1", &error));
  r->start.chess960 = true;
  ChessMove move;
  g_assert_cmpint (chess_move_from_san (&r->start, "O-O-O", 5, &move), ==, CHESS_SAN_OK);
  ChessNode *n = chess_node_add_child (r->root, move);
  n->clock_ms = 59900;
  chess_node_set_comment (n, "long castle");
  chess_node_add_nag (n, 1);
  r->result = CHESS_RESULT_DRAW;
  char *text = chess_pgn_record_to_string (r, CHESS_PGN_WRITE_DEFAULT, NULL);
  char fen[CHESS_FEN_MAX];
  pgn_test_fen (&r->start, fen);  /* the core's spelling of the castling rights */
  char *expected = g_strdup_printf ("[Result \"1/2-1/2\"]\n[SetUp \"1\"]\n[FEN \"%s\"]\n[Variant \"Chess960\"]\n\n"
                                    "1. O-O-O $1 {[%%clk 0:00:59.9] long castle} 1/2-1/2\n\n", fen);
  g_assert_nonnull (strstr (text, expected));
  g_free (expected);
  PgnTestGames *g = pgn_test_read_str (text);
  assert_no_errors (g);
  ChessRecord *back = pgn_test_game (g, 0);
  g_assert_true (back->start.chess960);
  g_assert_cmpint (back->root->first_child->move, ==, move);
  g_assert_cmpint (back->root->first_child->clock_ms, ==, 59900);
  pgn_test_games_free (g);
  free (text);

  /* Flags drop what they say and nothing else. */
  ChessNode *alt;
  g_assert_cmpint (chess_move_from_san (&r->start, "Kc2", 3, &move), ==, CHESS_SAN_OK);
  alt = chess_node_add_child (r->root, move);
  g_assert_true (alt == r->root->first_child->next_sibling);
  text = chess_pgn_record_to_string (r, CHESS_PGN_WRITE_NO_COMMENTS | CHESS_PGN_WRITE_NO_NAGS | CHESS_PGN_WRITE_NO_VARIATIONS, NULL);
  g_assert_nonnull (strstr (text, "\n\n1. O-O-O 1/2-1/2\n\n"));
  free (text);
  text = chess_pgn_record_to_string (r, CHESS_PGN_WRITE_NO_COMMENTS, NULL);
  g_assert_nonnull (strstr (text, "\n\n1. O-O-O $1 (1. Kc2) 1/2-1/2\n\n"));
  free (text);

  /* Copies are equal and independent. */
  ChessRecord *copy = chess_record_copy (r);
  g_assert_true (chess_record_equal (r, copy));
  chess_node_set_comment (copy->root->first_child, "changed");
  g_assert_false (chess_record_equal (r, copy));
  chess_node_promote (copy->root->first_child->next_sibling);
  g_assert_cmpint (copy->root->first_child->move, ==, move);
  chess_record_free (copy);
  chess_record_free (r);
}

/* The main line without a tree: which games are annotated, the moves of a
 * main line that goes on after a variation cut by an error, and the tree
 * built from the first annotation when asked for. */
static void
test_main_line (void)
{
  static const char text[] =
    "[Event \"plain\"]\n\n1. e4 e5 2. Nf3 Nc6 1-0\n\n"
    "[Event \"annotated\"]\n\n1. e4 e5 2. Nf3 {a comment} Nc6 (2... d6 3. d4) 3. Bb5 $1 *\n\n"
    "[Event \"cut variation\"]\n\n1. d4 d5 (1... Nf6 2. Ke3) 2. c4 e6 *\n\n"
    "[Event \"blank comment\"]\n\n1. c4 { } e5 *\n\n"
    "[Event \"illegal\"]\n\n1. e4 e5 2. Ke3 Nc6 *\n\n"
    "[Event \"set-up\"]\n[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\"]\n\n1. e4 Kd7 *\n";
  static const struct {
    ChessPgnStatus status;
    const char *moves;
    bool annotated;
  } expected[] = {
    { CHESS_PGN_GAME_OK, "e4 e5 Nf3 Nc6", false },
    { CHESS_PGN_GAME_OK, "e4 e5 Nf3 Nc6 Bb5", true },
    { CHESS_PGN_GAME_ERRORS, "d4 d5 c4 e6", true },
    { CHESS_PGN_GAME_OK, "c4 e5", true },
    { CHESS_PGN_GAME_ERRORS, "e4 e5", false },
    { CHESS_PGN_GAME_OK, "e4 Kd7", false },
  };
  for (unsigned flags = 0; flags <= CHESS_PGN_MAIN_LINE_TREE_IF_ANNOTATED; flags++)
    {
      ChessPgnReader *reader = chess_pgn_reader_new_memory (text, sizeof text - 1);
      for (size_t i = 0; i < G_N_ELEMENTS (expected); i++)
        {
          ChessPgnMainLine got;
          g_assert_cmpint (chess_pgn_reader_next_main_line (reader, flags, &got), ==, expected[i].status);
          g_assert_cmpint (got.annotated, ==, expected[i].annotated);
          GString *sans = g_string_new (NULL);
          ChessPosition pos = got.record->start;
          for (size_t k = 0; k < got.n_moves; k++)
            {
              char san[CHESS_SAN_MAX];
              ChessUndo undo;
              chess_move_to_san (&pos, got.moves[k], san);
              g_string_append_printf (sans, "%s%s", k ? " " : "", san);
              chess_position_make_move (&pos, got.moves[k], &undo);
            }
          g_assert_cmpstr (sans->str, ==, expected[i].moves);
          g_string_free (sans, TRUE);
          /* Only the annotated game with a comment kept gets a tree, and
           * only when it is asked for; it holds the whole game. */
          if (flags && i == 1)
            {
              ChessNode *nf3 = got.record->root->first_child->first_child->first_child;
              g_assert_cmpstr (nf3->comment, ==, "a comment");
              g_assert_nonnull (nf3->first_child->next_sibling);
              g_assert_cmpuint (chess_record_count_nodes (got.record), ==, 7);
            }
          else if (!flags || !expected[i].annotated)
            g_assert_null (got.record->root->first_child);
          chess_record_free (got.record);
        }
      ChessPgnMainLine end;
      g_assert_cmpint (chess_pgn_reader_next_main_line (reader, flags, &end), ==, CHESS_PGN_END);
      chess_pgn_reader_free (reader);
    }
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
  g_test_add_func ("/pgn/read/streaming", test_streaming_equals_memory);
  g_test_add_func ("/pgn/read/index", test_index_and_origin);
  g_test_add_func ("/pgn/read/read-string", test_read_string);
  g_test_add_func ("/pgn/read/truncations", test_truncations);
  g_test_add_func ("/pgn/read/fast-san", test_fast_san_agrees);
  g_test_add_func ("/pgn/read/main-line", test_main_line);
  g_test_add_func ("/pgn/write/built-record", test_write_built_record);
  return g_test_run ();
}
