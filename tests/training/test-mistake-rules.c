/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-mistake-rules.c — lichess's rules for "Learn from your mistakes"
 * against values worked out by hand from its formulas (winning chances
 * 2/(1+e^(−0.00368208·cp))−1, a difference halved), the evaluations a
 * review leaves in a game, the user's side by name, and the row of a made
 * puzzle: its id, themes, GameUrl, and the CSV read back by the reader. */
#include <stdlib.h>
#include <string.h>

#include "chess-mistake-puzzle.h"
#include "chess-mistake-rules.h"
#include "chess-notation.h"
#include "chess-pgn.h"
#include "mistake-test-data.h"

static void
test_chances (void)
{
  g_assert_cmpfloat (chess_mistake_chances (chess_eval_cp (0), CHESS_WHITE), ==, 0);
  g_assert_cmpfloat_with_epsilon (chess_mistake_chances (chess_eval_cp (100), CHESS_WHITE), 0.182052, 1e-6);
  g_assert_cmpfloat_with_epsilon (chess_mistake_chances (chess_eval_cp (100), CHESS_BLACK), -0.182052, 1e-6);
  /* Centipawns beyond ±1000 count as 1000. */
  g_assert_cmpfloat (chess_mistake_chances (chess_eval_cp (5000), CHESS_WHITE), ==,
                     chess_mistake_chances (chess_eval_cp (1000), CHESS_WHITE));
  /* Mate in 1 is 2000 centipawns, mate in 10 or more 1100. */
  g_assert_cmpfloat_with_epsilon (chess_mistake_chances (chess_eval_mate (1), CHESS_WHITE), 0.998734, 1e-6);
  g_assert_cmpfloat_with_epsilon (chess_mistake_chances (chess_eval_mate (-15), CHESS_BLACK), 0.965762, 1e-6);
  g_assert_cmpfloat (chess_mistake_chances (chess_eval_checkmate (CHESS_BLACK), CHESS_WHITE), ==, -1);
  /* povDiff is half the difference. */
  g_assert_cmpfloat_with_epsilon (chess_mistake_pov_diff (chess_eval_cp (100), chess_eval_cp (0), CHESS_WHITE),
                                  0.091026, 1e-6);
}

static void
test_candidates (void)
{
  /* A blunder from +0.5 to −2: judged so, a swing of 0.2, nobody winning before. */
  g_assert_true (chess_mistake_is_candidate (chess_eval_cp (50), chess_eval_cp (-200), CHESS_WHITE));
  /* The same swing is Black's gain, not a mistake of Black's. */
  g_assert_false (chess_mistake_is_candidate (chess_eval_cp (50), chess_eval_cp (-200), CHESS_BLACK));
  /* An inaccuracy (a loss of 0.13 in chances) is not enough. */
  g_assert_false (chess_mistake_is_candidate (chess_eval_cp (50), chess_eval_cp (-20), CHESS_WHITE));
  /* Already lost beyond doubt: −5.5, then walking into a mate. */
  g_assert_false (chess_mistake_is_candidate (chess_eval_cp (-550), chess_eval_mate (-3), CHESS_WHITE));
  /* Still winning beyond doubt after missing a mate. */
  g_assert_false (chess_mistake_is_candidate (chess_eval_mate (2), chess_eval_cp (900), CHESS_WHITE));
  /* Missing a mate and losing: a candidate. */
  g_assert_true (chess_mistake_is_candidate (chess_eval_mate (1), chess_eval_cp (-950), CHESS_WHITE));
  /* No evaluation, no candidate; a move that mates is no mistake. */
  g_assert_false (chess_mistake_is_candidate ((ChessEval) { CHESS_EVAL_NONE, 0 }, chess_eval_cp (-900), CHESS_WHITE));
  g_assert_false (chess_mistake_is_candidate (chess_eval_cp (0), chess_eval_checkmate (CHESS_BLACK), CHESS_BLACK));
}

static void
test_answers (void)
{
  /* Best +0.5: +0.3 loses 0.018, right; −0.1 loses 0.055, wrong. */
  g_assert_true (chess_mistake_answer_is_right (chess_eval_cp (30), chess_eval_cp (50), CHESS_WHITE));
  g_assert_false (chess_mistake_answer_is_right (chess_eval_cp (-10), chess_eval_cp (50), CHESS_WHITE));
  g_assert_true (chess_mistake_answer_is_right (chess_eval_cp (-30), chess_eval_cp (-50), CHESS_BLACK));
  /* The best stands out by more than 0.07: from +1.0 to 0.0 (0.18) it
   * does, to +0.8 (0.018) it does not; with no second move it does. */
  g_assert_true (chess_mistake_best_is_clear (chess_eval_cp (100), chess_eval_cp (0), CHESS_WHITE));
  g_assert_false (chess_mistake_best_is_clear (chess_eval_cp (100), chess_eval_cp (80), CHESS_WHITE));
  g_assert_true (chess_mistake_best_is_clear (chess_eval_cp (-100), chess_eval_cp (0), CHESS_BLACK));
  g_assert_true (chess_mistake_best_is_clear (chess_eval_cp (100), (ChessEval) { CHESS_EVAL_NONE, 0 }, CHESS_WHITE));
  /* Mate in 2 against mate in 3: not clear. */
  g_assert_false (chess_mistake_best_is_clear (chess_eval_mate (2), chess_eval_mate (3), CHESS_WHITE));
}

static void
test_record (void)
{
  ChessRecord *record = mistake_test_record (SCHOLAR_MISSED);
  guint reviewed;
  g_autoptr (GArray) evals = chess_mistake_record_evals (record, &reviewed);
  g_assert_cmpuint (evals->len, ==, 9);
  g_assert_cmpuint (reviewed, ==, 8);
  g_assert_cmpint (g_array_index (evals, ChessEval, 0).kind, ==, CHESS_EVAL_NONE);
  g_assert_cmpint (g_array_index (evals, ChessEval, 6).kind, ==, CHESS_EVAL_MATE);
  const ChessEval *e = (const ChessEval *) (gconstpointer) evals->data;
  /* 3… Nf6 (ply 5) and 4. d3 (ply 6). */
  g_autoptr (GArray) both = chess_mistake_find (e, evals->len, CHESS_WHITE, CHESS_MISTAKE_SIDE_BOTH);
  g_assert_cmpuint (both->len, ==, 2);
  g_assert_cmpuint (g_array_index (both, guint, 0), ==, 5);
  g_assert_cmpuint (g_array_index (both, guint, 1), ==, 6);
  g_autoptr (GArray) white = chess_mistake_find (e, evals->len, CHESS_WHITE, CHESS_MISTAKE_SIDE_WHITE);
  g_assert_cmpuint (white->len, ==, 1);
  g_assert_cmpuint (g_array_index (white, guint, 0), ==, 6);

  /* A move that mates is a checkmate, without [%eval]. */
  ChessRecord *fool = mistake_test_record ("1. f3 e5 2. g4 Qh4# 0-1\n");
  g_autoptr (GArray) mated = chess_mistake_record_evals (fool, &reviewed);
  g_assert_cmpuint (reviewed, ==, 1);
  g_assert_true (chess_eval_equal (g_array_index (mated, ChessEval, 4), chess_eval_checkmate (CHESS_BLACK)));
  chess_record_free (fool);
  chess_record_free (record);
}

static void
test_user_side (void)
{
  ChessRecord *record = mistake_test_record ("[White \"Carlsen, Magnus\"]\n[Black \"Anna\"]\n\n1. e4 *\n");
  const char *magnus[] = { "magnus  carlsen", NULL };
  const char *anna[] = { "Nobody", "ANNA", NULL };
  const char *both[] = { "Anna", "Magnus Carlsen", NULL };
  const char *none[] = { "Bert", NULL };
  g_assert_cmpint (chess_mistake_sides_of_user (record, magnus), ==, CHESS_MISTAKE_SIDE_WHITE);
  g_assert_cmpint (chess_mistake_sides_of_user (record, anna), ==, CHESS_MISTAKE_SIDE_BLACK);
  g_assert_cmpint (chess_mistake_sides_of_user (record, both), ==, 0);
  g_assert_cmpint (chess_mistake_sides_of_user (record, none), ==, 0);
  g_assert_cmpint (chess_mistake_sides_of_user (record, NULL), ==, 0);
  chess_record_free (record);
}

static void
build_scholar (ChessPuzzle *puzzle, const char *second_uci)
{
  ChessPosition before;
  g_assert_true (chess_position_read_fen (&before, "r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 3 3",
                                          CHESS_FEN_STRICT, NULL, NULL));
  ChessMove moves[2];
  ChessPosition pos = before;
  ChessUndo undo;
  g_assert_cmpint (chess_move_from_uci (&pos, "g8f6", 4, &moves[0]), ==, CHESS_SAN_OK);
  chess_position_make_move (&pos, moves[0], &undo);
  g_assert_cmpint (chess_move_from_uci (&pos, second_uci, 4, &moves[1]), ==, CHESS_SAN_OK);
  g_autoptr (GFile) file = g_file_new_for_path ("/tmp/my games/a,b.pgn");
  g_autofree char *source = chess_mistake_puzzle_file_source (file, 3);
  chess_mistake_puzzle_build (puzzle, &before, moves, 2, chess_eval_cp (50), 0, source, 6);
}

static void
test_build (void)
{
  ChessPuzzle mate = { 0 }, other = { 0 }, again = { 0 };
  build_scholar (&mate, "h5f7");
  build_scholar (&other, "h5h4");
  build_scholar (&again, "h5f7");
  g_assert_cmpuint (strlen (mate.id), ==, 10);
  g_assert_true (mate.id[0] == 'm');
  g_assert_cmpstr (mate.id, ==, again.id);
  g_assert_cmpstr (mate.id, !=, other.id);
  g_assert_cmpint (mate.rating, ==, CHESS_MISTAKE_PUZZLE_RATING);
  g_assert_cmpstr (mate.themes, ==, "mate mateIn1 oneMove opening mistake");
  g_assert_cmpstr (other.themes, ==, "oneMove opening equality mistake");
  g_assert_cmpstr (mate.game_url, ==, "file:///tmp/my%20games/a,b.pgn?game=3#6");

  /* The row, read back by lichess's reader as it was written. */
  g_autofree char *row = chess_puzzle_to_csv_row (&mate);
  g_autofree char *csv = g_strconcat (CHESS_PUZZLE_CSV_HEADER, row, NULL);
  g_autoptr (GInputStream) stream = g_memory_input_stream_new_from_data (csv, -1, NULL);
  g_autoptr (ChessPuzzleReader) reader = chess_puzzle_reader_new (stream);
  ChessPuzzle back = { 0 };
  g_assert_true (chess_puzzle_reader_next (reader, &back, NULL, NULL));
  g_assert_cmpstr (back.id, ==, mate.id);
  g_assert_cmpstr (back.fen, ==, mate.fen);
  g_assert_cmpuint (back.n_moves, ==, 2);
  g_assert_cmpint (back.moves[1], ==, mate.moves[1]);
  g_assert_cmpstr (back.themes, ==, mate.themes);
  g_assert_cmpstr (back.game_url, ==, mate.game_url);
  g_assert_cmpint (back.rating_deviation, ==, CHESS_MISTAKE_PUZZLE_DEVIATION);
  g_assert_false (chess_puzzle_reader_next (reader, &back, NULL, NULL));
  g_assert_cmpuint (chess_puzzle_reader_get_bad_rows (reader), ==, 0);
  chess_puzzle_clear (&back);

  /* And where it came from. */
  g_autoptr (GFile) file = NULL;
  guint game, ply;
  gint64 library_id;
  g_assert_true (chess_mistake_puzzle_parse_source (mate.game_url, &file, &game, &library_id, &ply));
  g_autofree char *path = g_file_get_path (file);
  g_assert_cmpstr (path, ==, "/tmp/my games/a,b.pgn");
  g_assert_cmpuint (game, ==, 3);
  g_assert_cmpuint (ply, ==, 6);
  g_assert_cmpint (library_id, ==, 0);
  chess_puzzle_clear (&mate);
  chess_puzzle_clear (&other);
  chess_puzzle_clear (&again);
}

static void
test_sources (void)
{
  g_autofree char *library = chess_mistake_puzzle_library_source (42);
  g_autofree char *url = g_strconcat (library, "#24", NULL);
  gint64 id;
  guint ply, game;
  g_autoptr (GFile) file = NULL;
  g_assert_true (chess_mistake_puzzle_parse_source (url, &file, &game, &id, &ply));
  g_assert_cmpint (id, ==, 42);
  g_assert_cmpuint (ply, ==, 24);
  g_assert_null (file);
  g_assert_true (chess_mistake_puzzle_parse_source (library, NULL, NULL, &id, &ply));
  g_assert_cmpuint (ply, ==, 0);
  /* Lichess's own, and what is not a reference at all. */
  g_assert_false (chess_mistake_puzzle_parse_source ("https://lichess.org/abcd#24", NULL, NULL, NULL, NULL));
  g_assert_false (chess_mistake_puzzle_parse_source ("file:///x.pgn", NULL, NULL, NULL, NULL));
  g_assert_false (chess_mistake_puzzle_parse_source ("file:///x.pgn?game=0", NULL, NULL, NULL, NULL));
  g_assert_false (chess_mistake_puzzle_parse_source ("chess-library:x", NULL, NULL, NULL, NULL));
  g_assert_false (chess_mistake_puzzle_parse_source ("", NULL, NULL, NULL, NULL));
  g_assert_false (chess_mistake_puzzle_parse_source (NULL, NULL, NULL, NULL, NULL));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/training/mistakes/chances", test_chances);
  g_test_add_func ("/training/mistakes/candidates", test_candidates);
  g_test_add_func ("/training/mistakes/answers", test_answers);
  g_test_add_func ("/training/mistakes/record", test_record);
  g_test_add_func ("/training/mistakes/user-side", test_user_side);
  g_test_add_func ("/training/mistakes/build", test_build);
  g_test_add_func ("/training/mistakes/sources", test_sources);
  return g_test_run ();
}
