/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-pgn-drive.c — the PGN reader driven every way it can be: pulled in
 * small chunks, indexed, from a string, cut short, through the fast SAN
 * path, for main lines only; and the writer on a record built by hand.
 * (The reading of each construct is test-pgn-read.c.) */
#include "pgn-test-util.h"
#include "chess-pgn-private.h"

#include <glib/gstdio.h>
#include <stdlib.h>

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
  pgn_test_assert_no_errors (g);
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
  g_test_add_func ("/pgn/read/streaming", test_streaming_equals_memory);
  g_test_add_func ("/pgn/read/index", test_index_and_origin);
  g_test_add_func ("/pgn/read/read-string", test_read_string);
  g_test_add_func ("/pgn/read/truncations", test_truncations);
  g_test_add_func ("/pgn/read/fast-san", test_fast_san_agrees);
  g_test_add_func ("/pgn/read/main-line", test_main_line);
  g_test_add_func ("/pgn/write/built-record", test_write_built_record);
  return g_test_run ();
}
