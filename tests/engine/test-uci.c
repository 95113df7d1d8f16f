/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-uci — reading engine lines and writing commands (chess-uci.h), and
 * the clock as an engine is told of it (chess_engine_go_from_clock). */

#include <string.h>
#include <glib.h>

#include "chess-engine.h"
#include "chess-notation.h"
#include "engine-test-util.h"

static void
test_line_kind (void)
{
  g_assert_cmpint (chess_uci_line_kind ("info depth 1"), ==, CHESS_UCI_LINE_INFO);
  g_assert_cmpint (chess_uci_line_kind ("  \tbestmove e2e4"), ==, CHESS_UCI_LINE_BESTMOVE);
  g_assert_cmpint (chess_uci_line_kind ("uciok"), ==, CHESS_UCI_LINE_UCIOK);
  g_assert_cmpint (chess_uci_line_kind ("readyok\r"), ==, CHESS_UCI_LINE_READYOK);
  g_assert_cmpint (chess_uci_line_kind ("option name Hash type spin"), ==, CHESS_UCI_LINE_OPTION);
  g_assert_cmpint (chess_uci_line_kind ("id name X"), ==, CHESS_UCI_LINE_ID);
  g_assert_cmpint (chess_uci_line_kind ("Stockfish 15.1 by the Stockfish developers"), ==, CHESS_UCI_LINE_UNKNOWN);
  g_assert_cmpint (chess_uci_line_kind ("infos depth 1"), ==, CHESS_UCI_LINE_UNKNOWN);
  g_assert_cmpint (chess_uci_line_kind (""), ==, CHESS_UCI_LINE_UNKNOWN);
  g_assert_cmpint (chess_uci_line_kind (NULL), ==, CHESS_UCI_LINE_UNKNOWN);
}

static void
test_info_stockfish (void)
{
  ChessPosition pos = test_position ("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
  ChessUciInfo info;

  g_assert_true (chess_uci_parse_info ("info depth 8 seldepth 9 multipv 2 score cp -16 nodes 12357 "
                                       "nps 772312 hashfull 5 tbhits 0 time 16 pv c7c5 g1f3 b8c6 d2d4 c5d4",
                                       &pos, &info));
  g_assert_cmpuint (info.fields, ==, CHESS_UCI_INFO_DEPTH | CHESS_UCI_INFO_SELDEPTH | CHESS_UCI_INFO_MULTIPV
                                     | CHESS_UCI_INFO_SCORE | CHESS_UCI_INFO_NODES | CHESS_UCI_INFO_NPS
                                     | CHESS_UCI_INFO_HASHFULL | CHESS_UCI_INFO_TBHITS | CHESS_UCI_INFO_TIME
                                     | CHESS_UCI_INFO_PV);
  g_assert_cmpint (info.depth, ==, 8);
  g_assert_cmpint (info.seldepth, ==, 9);
  g_assert_cmpint (info.multipv, ==, 2);
  g_assert_cmpint (info.score_kind, ==, CHESS_UCI_SCORE_CP);
  g_assert_cmpint (info.score, ==, -16);
  g_assert_cmpint (info.bound, ==, CHESS_UCI_BOUND_EXACT);
  g_assert_cmpuint (info.nodes, ==, 12357);
  g_assert_cmpuint (info.nps, ==, 772312);
  g_assert_cmpint (info.hashfull, ==, 5);
  g_assert_cmpint (info.time_ms, ==, 16);
  g_assert_cmpint (info.pv_length, ==, 5);
  g_assert_false (info.pv_truncated);
  g_assert_cmpint (chess_move_from (info.pv[0]), ==, CHESS_C7);
  g_assert_cmpint (chess_move_to (info.pv[4]), ==, CHESS_D4);
  /* Black to move, -16 for Black is +16 for White. */
  g_assert_cmpint (chess_uci_info_white_cp (&info, CHESS_BLACK), ==, 16);
}

static void
test_info_fields (void)
{
  ChessPosition start = test_position (CHESS_FEN_START);
  ChessUciInfo info;

  /* Toga puts multipv first and sends bare depth lines. */
  g_assert_true (chess_uci_parse_info ("info depth 1", &start, &info));
  g_assert_cmpuint (info.fields, ==, CHESS_UCI_INFO_DEPTH);
  g_assert_cmpint (info.multipv, ==, 1);

  g_assert_true (chess_uci_parse_info ("info multipv 1 depth 3 seldepth 8 score cp 34 upperbound time 1 nodes 226 pv d2d4 d7d5 g1f3",
                                       &start, &info));
  g_assert_cmpint (info.bound, ==, CHESS_UCI_BOUND_UPPER);
  g_assert_cmpint (info.score, ==, 34);
  g_assert_cmpint (info.pv_length, ==, 3);

  g_assert_true (chess_uci_parse_info ("info depth 20 score cp 15 lowerbound wdl 60 900 40 pv e2e4", &start, &info));
  g_assert_cmpint (info.bound, ==, CHESS_UCI_BOUND_LOWER);
  g_assert_true (info.fields & CHESS_UCI_INFO_WDL);
  g_assert_cmpint (info.wdl[0], ==, 60);
  g_assert_cmpint (info.wdl[1], ==, 900);
  g_assert_cmpint (info.wdl[2], ==, 40);

  /* Mate scores, and their ordering as centipawns. */
  g_assert_true (chess_uci_parse_info ("info depth 5 score mate 3 pv d1h5", &start, &info));
  g_assert_cmpint (info.score_kind, ==, CHESS_UCI_SCORE_MATE);
  g_assert_cmpint (info.score, ==, 3);
  g_assert_cmpint (chess_uci_info_cp (&info), ==, CHESS_UCI_MATE_CP - 3);
  g_assert_true (chess_uci_parse_info ("info depth 5 score mate -2", &start, &info));
  g_assert_cmpint (chess_uci_info_cp (&info), ==, -(CHESS_UCI_MATE_CP - 2));
  g_assert_cmpint (chess_uci_info_white_cp (&info, CHESS_BLACK), ==, CHESS_UCI_MATE_CP - 2);
  g_assert_true (chess_uci_parse_info ("info depth 0 score mate 0", &start, &info));
  g_assert_cmpint (chess_uci_info_cp (&info), ==, -CHESS_UCI_MATE_CP);

  /* Unknown words are skipped; a bad value drops only its field. */
  g_assert_true (chess_uci_parse_info ("info frobnicate 7 depth x nodes 99999999999999999999999 time 12 currmove e2e4 currmovenumber 1",
                                       &start, &info));
  g_assert_cmpuint (info.fields, ==, CHESS_UCI_INFO_TIME | CHESS_UCI_INFO_CURRMOVE);
  g_assert_cmpint (info.time_ms, ==, 12);
  g_assert_cmpint (info.currmove, ==, test_uci_move (&start, "e2e4"));
  g_assert_cmpint (info.currmovenumber, ==, 1);

  /* Free text ends the line: "pv" in a string is not a pv. */
  g_assert_true (chess_uci_parse_info ("info string NNUE evaluation using nn.nnue pv e2e4", &start, &info));
  g_assert_cmpuint (info.fields, ==, CHESS_UCI_INFO_STRING);

  g_assert_false (chess_uci_parse_info ("bestmove e2e4", &start, &info));
  g_assert_false (chess_uci_parse_info ("", &start, &info));
}

static void
test_info_pv (void)
{
  ChessPosition start = test_position (CHESS_FEN_START);
  ChessUciInfo info;
  GString *line;

  /* An illegal move cuts the line; the legal start is kept, and the pv
   * ends at the next keyword, so later fields are still read. */
  g_assert_true (chess_uci_parse_info ("info pv e2e4 e7e5 e4e5 g1f3 nodes 5", &start, &info));
  g_assert_cmpint (info.pv_length, ==, 2);
  g_assert_true (info.pv_truncated);
  g_assert_true (info.fields & CHESS_UCI_INFO_NODES);
  g_assert_cmpuint (info.nodes, ==, 5);

  /* Moves are read in the position they are played in. */
  g_assert_true (chess_uci_parse_info ("info pv e2e4 e2e4", &start, &info));
  g_assert_cmpint (info.pv_length, ==, 1);

  /* Longer than the maximum: cut, flagged. */
  line = g_string_new ("info pv");
  for (int i = 0; i < CHESS_UCI_MAX_PV; i++)
    g_string_append (line, i % 4 == 0 ? " g1f3" : i % 4 == 1 ? " g8f6" : i % 4 == 2 ? " f3g1" : " f6g8");
  g_assert_true (chess_uci_parse_info (line->str, &start, &info));
  g_assert_cmpint (info.pv_length, ==, CHESS_UCI_MAX_PV);
  g_assert_false (info.pv_truncated);
  g_string_append (line, " g1f3");
  g_assert_true (chess_uci_parse_info (line->str, &start, &info));
  g_assert_cmpint (info.pv_length, ==, CHESS_UCI_MAX_PV);
  g_assert_true (info.pv_truncated);
  g_string_free (line, TRUE);
}

static void
test_bestmove (void)
{
  ChessPosition start = test_position (CHESS_FEN_START);
  ChessPosition castle = test_position ("r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1");
  ChessPosition mated = test_position ("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
  ChessMove best, ponder;
  char text[16];

  g_assert_cmpint (chess_uci_parse_bestmove ("bestmove e2e4 ponder e7e5", &start, &best, &ponder, text), ==, CHESS_UCI_BESTMOVE_OK);
  g_assert_cmpint (best, ==, test_uci_move (&start, "e2e4"));
  g_assert_cmpint (chess_move_from (ponder), ==, CHESS_E7);
  g_assert_cmpstr (text, ==, "e2e4");

  /* A ponder move that is not legal after the best move is dropped. */
  g_assert_cmpint (chess_uci_parse_bestmove ("bestmove e2e4 ponder e2e4", &start, &best, &ponder, NULL), ==, CHESS_UCI_BESTMOVE_OK);
  g_assert_cmpint (ponder, ==, CHESS_MOVE_NONE);

  /* Castling as e1g1 becomes our king-takes-rook move. */
  g_assert_cmpint (chess_uci_parse_bestmove ("bestmove e1g1", &castle, &best, &ponder, NULL), ==, CHESS_UCI_BESTMOVE_OK);
  g_assert_cmpint (chess_move_kind (best), ==, CHESS_MOVE_CASTLING);
  g_assert_cmpint (chess_move_to (best), ==, CHESS_H1);

  g_assert_cmpint (chess_uci_parse_bestmove ("bestmove e2e5", &start, &best, &ponder, text), ==, CHESS_UCI_BESTMOVE_ILLEGAL);
  g_assert_cmpstr (text, ==, "e2e5");
  g_assert_cmpint (best, ==, CHESS_MOVE_NONE);
  g_assert_cmpint (chess_uci_parse_bestmove ("bestmove banana", &start, &best, &ponder, text), ==, CHESS_UCI_BESTMOVE_MALFORMED);
  g_assert_cmpstr (text, ==, "banana");
  g_assert_cmpint (chess_uci_parse_bestmove ("bestmove", &start, &best, &ponder, text), ==, CHESS_UCI_BESTMOVE_MALFORMED);
  g_assert_cmpint (chess_uci_parse_bestmove ("bestmove (none)", &mated, &best, &ponder, NULL), ==, CHESS_UCI_BESTMOVE_NONE);
  g_assert_cmpint (chess_uci_parse_bestmove ("bestmove 0000", &mated, &best, &ponder, NULL), ==, CHESS_UCI_BESTMOVE_NONE);
  g_assert_cmpint (chess_uci_parse_bestmove ("bestmove aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", &start, &best, &ponder, text),
                   ==, CHESS_UCI_BESTMOVE_MALFORMED);
  g_assert_cmpuint (strlen (text), ==, 15);
}

static void
test_id (void)
{
  ChessUciIdKind kind;
  char *text;

  text = chess_uci_parse_id ("id name Stockfish 15.1  ", &kind);
  g_assert_cmpstr (text, ==, "Stockfish 15.1");
  g_assert_cmpint (kind, ==, CHESS_UCI_ID_NAME);
  g_free (text);
  text = chess_uci_parse_id ("id  author the Stockfish developers (see AUTHORS file)", &kind);
  g_assert_cmpstr (text, ==, "the Stockfish developers (see AUTHORS file)");
  g_assert_cmpint (kind, ==, CHESS_UCI_ID_AUTHOR);
  g_free (text);
  g_assert_null (chess_uci_parse_id ("id country Norway", &kind));
  g_assert_null (chess_uci_parse_id ("id", &kind));
}

static void
test_option (void)
{
  g_autoptr (ChessUciOption) spin = chess_uci_option_parse ("option name Skill Level type spin default 20 min 0 max 20");
  g_autoptr (ChessUciOption) check = chess_uci_option_parse ("option name UCI_ShowWDL type check default false");
  g_autoptr (ChessUciOption) combo = chess_uci_option_parse ("option name NullMove Pruning type combo default Fail High var Always var Fail High var Never");
  g_autoptr (ChessUciOption) string = chess_uci_option_parse ("option name SyzygyPath type string default <empty>");
  g_autoptr (ChessUciOption) bare_string = chess_uci_option_parse ("option name Debug Log File type string default ");
  g_autoptr (ChessUciOption) button = chess_uci_option_parse ("option name Clear Hash type button");
  g_autoptr (ChessUciOption) clamped = chess_uci_option_parse ("option name Threads type spin default 0 min 1 max 8");
  g_autoptr (ChessUciOption) copy = NULL;

  g_assert_nonnull (spin);
  g_assert_cmpstr (spin->name, ==, "Skill Level");
  g_assert_cmpint (spin->type, ==, CHESS_UCI_OPTION_SPIN);
  g_assert_cmpstr (spin->default_value, ==, "20");
  g_assert_cmpint (spin->min, ==, 0);
  g_assert_cmpint (spin->max, ==, 20);
  g_assert_true (chess_uci_option_accepts (spin, "0"));
  g_assert_false (chess_uci_option_accepts (spin, "21"));
  g_assert_false (chess_uci_option_accepts (spin, "ten"));
  g_assert_false (chess_uci_option_accepts (spin, NULL));

  g_assert_cmpint (check->type, ==, CHESS_UCI_OPTION_CHECK);
  g_assert_cmpstr (check->default_value, ==, "false");
  g_assert_true (chess_uci_option_accepts (check, "true"));
  g_assert_false (chess_uci_option_accepts (check, "yes"));

  g_assert_cmpstr (combo->name, ==, "NullMove Pruning");
  g_assert_cmpstr (combo->default_value, ==, "Fail High");
  g_assert_cmpuint (g_strv_length (combo->vars), ==, 3);
  g_assert_cmpstr (combo->vars[1], ==, "Fail High");
  g_assert_true (chess_uci_option_accepts (combo, "Never"));
  g_assert_false (chess_uci_option_accepts (combo, "Sometimes"));

  g_assert_cmpstr (string->default_value, ==, "");
  g_assert_cmpstr (bare_string->name, ==, "Debug Log File");
  g_assert_cmpstr (bare_string->default_value, ==, "");
  g_assert_true (chess_uci_option_accepts (string, "/tmp/tb"));
  g_assert_false (chess_uci_option_accepts (string, "a\nquit"));
  g_assert_cmpint (button->type, ==, CHESS_UCI_OPTION_BUTTON);
  g_assert_true (chess_uci_option_accepts (button, NULL));
  g_assert_cmpstr (clamped->default_value, ==, "1");

  copy = chess_uci_option_copy (combo);
  g_assert_cmpstr (copy->vars[2], ==, "Never");
  g_assert_cmpstr (copy->default_value, ==, "Fail High");

  /* Not options. */
  g_assert_null (chess_uci_option_parse ("option name Hash type spin default 16"));        /* no range */
  g_assert_null (chess_uci_option_parse ("option name Hash type spin default 1 min 9 max 2"));
  g_assert_null (chess_uci_option_parse ("option type check default true"));                /* no name */
  g_assert_null (chess_uci_option_parse ("option name X type slider default 1"));
  g_assert_null (chess_uci_option_parse ("option name Y type combo default A"));            /* no choices */
  g_assert_null (chess_uci_option_parse ("info depth 1"));
}

static void
test_setoption_command (void)
{
  g_autofree char *spin = chess_uci_setoption_command ("Skill Level", "3");
  g_autofree char *empty = chess_uci_setoption_command ("SyzygyPath", "");
  g_autofree char *button = chess_uci_setoption_command ("Clear Hash", NULL);

  g_assert_cmpstr (spin, ==, "setoption name Skill Level value 3\n");
  g_assert_cmpstr (empty, ==, "setoption name SyzygyPath value <empty>\n");
  g_assert_cmpstr (button, ==, "setoption name Clear Hash\n");
  g_assert_null (chess_uci_setoption_command ("Hash", "1\nquit"));
  g_assert_null (chess_uci_setoption_command ("Hash\rgo", "1"));
  g_assert_null (chess_uci_setoption_command ("", "1"));
}

static void
test_position_command (void)
{
  ChessPosition start = test_position (CHESS_FEN_START);
  ChessPosition other = test_position ("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
  /* A Chess960 start (Shredder letters), castling possible at once. */
  ChessPosition c960 = test_position ("bqnrkrnb/pppppppp/8/8/8/8/PPPPPPPP/BQNRKR1B w FDfd - 0 1");
  ChessPosition castle = test_position ("r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1");
  ChessPosition end;
  ChessUndo undo;
  ChessMove moves[2];
  char *command;

  command = chess_uci_position_command (&start, NULL, 0, NULL);
  g_assert_cmpstr (command, ==, "position startpos\n");
  g_free (command);

  moves[0] = test_uci_move (&start, "e2e4");
  end = start;
  chess_position_make_move (&end, moves[0], &undo);
  moves[1] = test_uci_move (&end, "c7c5");
  command = chess_uci_position_command (&start, moves, 2, &end);
  g_assert_cmpstr (command, ==, "position startpos moves e2e4 c7c5\n");
  g_assert_cmpint (chess_position_side_to_move (&end), ==, CHESS_WHITE);
  g_assert_cmpint (chess_position_piece_at (&end, CHESS_C5), ==, CHESS_MAKE_PIECE (CHESS_BLACK, CHESS_PAWN));
  g_free (command);

  command = chess_uci_position_command (&other, NULL, 0, NULL);
  g_assert_cmpstr (command, ==, "position fen 4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\n");
  g_free (command);

  /* Standard castling is written as the king's two steps … */
  moves[0] = test_uci_move (&castle, "e1g1");
  command = chess_uci_position_command (&castle, moves, 1, NULL);
  g_assert_cmpstr (command, ==, "position fen r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1 moves e1g1\n");
  g_free (command);

  /* … and Chess960 castling as king takes rook, from a FEN start. */
  g_assert_true (c960.chess960);
  moves[0] = test_uci_move (&c960, "e1f1");
  g_assert_cmpint (chess_move_kind (moves[0]), ==, CHESS_MOVE_CASTLING);
  command = chess_uci_position_command (&c960, moves, 1, NULL);
  g_assert_true (g_str_has_prefix (command, "position fen bqnrkrnb/pppppppp/8/8/8/8/PPPPPPPP/BQNRKR1B w "));
  g_assert_true (g_str_has_suffix (command, " 0 1 moves e1f1\n"));
  g_free (command);

  /* An illegal move is a programming error. */
  moves[0] = chess_move_make (CHESS_E2, CHESS_E5);
  g_test_expect_message ("chess-engine", G_LOG_LEVEL_CRITICAL, "*not legal*");
  g_assert_null (chess_uci_position_command (&start, moves, 1, NULL));
  g_test_assert_expected_messages ();
}

static void
test_go_command (void)
{
  ChessUciGo go = { 0 };
  char *command;

  command = chess_uci_go_command (&go);
  g_assert_cmpstr (command, ==, "go infinite\n");
  g_free (command);

  go.nodes = 5000;
  go.depth = 12;
  command = chess_uci_go_command (&go);
  g_assert_cmpstr (command, ==, "go nodes 5000 depth 12\n");
  g_free (command);

  go = (ChessUciGo) { .timed = TRUE, .wtime_ms = 300000, .btime_ms = 0, .winc_ms = 2000, .binc_ms = 2000, .movestogo = 12 };
  command = chess_uci_go_command (&go);
  g_assert_cmpstr (command, ==, "go wtime 300000 btime 1 winc 2000 binc 2000 movestogo 12\n");
  g_free (command);

  go = (ChessUciGo) { .movetime_ms = 250 };
  command = chess_uci_go_command (&go);
  g_assert_cmpstr (command, ==, "go movetime 250\n");
  g_free (command);
}

typedef struct {
  gint64 now;
} FakeTime;

static gint64
fake_time_now (gpointer data)
{
  return ((FakeTime *) data)->now;
}

static void
test_go_from_clock (void)
{
  g_autoptr (ChessTimeControl) tc = chess_time_control_parse ("40/5400+30:1800+30", NULL);
  g_autoptr (ChessTimeControl) delay = chess_time_control_parse ("300d5", NULL);
  g_autoptr (ChessTimeControl) none = chess_time_control_parse ("-", NULL);
  g_autoptr (ChessClock) clock = chess_clock_new (tc);
  g_autoptr (ChessClock) delay_clock = chess_clock_new (delay);
  g_autoptr (ChessClock) untimed = chess_clock_new (none);
  FakeTime time = { 1000000 };
  ChessUciGo go = { 0 };

  chess_clock_set_time_source (clock, fake_time_now, &time, NULL);
  chess_clock_start (clock, CHESS_WHITE);
  time.now += 2500000;     /* White thinks 2.5 s, then moves */
  chess_clock_press (clock);
  time.now += 1234567;     /* Black has thought 1.234567 s so far */

  chess_engine_go_from_clock (&go, clock);
  g_assert_true (go.timed);
  g_assert_cmpint (go.wtime_ms, ==, 5400000 - 2500 + 30000);
  g_assert_cmpint (go.btime_ms, ==, 5400000 - 1235);   /* rounded down */
  g_assert_cmpint (go.winc_ms, ==, 30000);
  g_assert_cmpint (go.binc_ms, ==, 30000);
  g_assert_cmpint (go.movestogo, ==, 40);               /* Black's first move of 40 */

  chess_clock_set_time_source (delay_clock, fake_time_now, &time, NULL);
  chess_clock_start (delay_clock, CHESS_WHITE);
  chess_engine_go_from_clock (&go, delay_clock);
  g_assert_true (go.timed);
  g_assert_cmpint (go.winc_ms, ==, 5000);
  g_assert_cmpint (go.movestogo, ==, 0);

  chess_engine_go_from_clock (&go, untimed);
  g_assert_false (go.timed);
  go.timed = TRUE;
  chess_engine_go_from_clock (&go, NULL);
  g_assert_false (go.timed);
}

/* What an engine names is shown and stored (title, clock card, [Black]
 * tag, Preferences): bytes that are not UTF-8 are repaired where read. */
static void
test_invalid_utf8 (void)
{
  ChessUciIdKind kind;
  g_autofree char *name = chess_uci_parse_id ("id name Caf\xe9 Engine \xff" "1.0", &kind);
  g_autoptr (ChessUciOption) option =
    chess_uci_option_parse ("option name Sp\xe9" "ed type combo default F\xe2" "st var F\xe2" "st var Slow");

  g_assert_nonnull (name);
  g_assert_true (g_utf8_validate (name, -1, NULL));
  g_assert_true (g_str_has_prefix (name, "Caf"));
  g_assert_true (g_str_has_suffix (name, "1.0"));
  g_assert_nonnull (option);
  g_assert_true (g_utf8_validate (option->name, -1, NULL));
  g_assert_true (g_utf8_validate (option->default_value, -1, NULL));
  g_assert_true (g_utf8_validate (option->vars[0], -1, NULL));
  g_assert_cmpstr (option->vars[1], ==, "Slow");
  /* Valid text is kept as it is. */
  g_clear_pointer (&name, g_free);
  name = chess_uci_parse_id ("id name Σκάκι 1.0", &kind);
  g_assert_cmpstr (name, ==, "Σκάκι 1.0");
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/uci/line-kind", test_line_kind);
  g_test_add_func ("/uci/info/stockfish", test_info_stockfish);
  g_test_add_func ("/uci/info/fields", test_info_fields);
  g_test_add_func ("/uci/info/pv", test_info_pv);
  g_test_add_func ("/uci/bestmove", test_bestmove);
  g_test_add_func ("/uci/id", test_id);
  g_test_add_func ("/uci/invalid-utf8", test_invalid_utf8);
  g_test_add_func ("/uci/option", test_option);
  g_test_add_func ("/uci/setoption", test_setoption_command);
  g_test_add_func ("/uci/position", test_position_command);
  g_test_add_func ("/uci/go", test_go_command);
  g_test_add_func ("/uci/go-from-clock", test_go_from_clock);
  return g_test_run ();
}
