/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-annotator.c — a review written into the move tree: NAGs, comments
 * naming the better move, its line as a variation, [%eval] on every move;
 * written as standard PGN and read back unchanged; what a person wrote
 * is kept; a second review adds nothing twice; an engine's illegal line
 * is cut. */
#include "config.h"

#include <locale.h>
#include <string.h>
#include "analysis-test-util.h"
#include "chess-annotator.h"
#include "chess-notation.h"
#include "chess-pgn.h"

#define SCHOLARS_MATE "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7#"

/* The review's line: UCI moves played one after another from the position
 * at `at`. */
static void
set_line (ChessPositionReview *review, const ChessRecord *record, const ChessNode *at,
          const char *const *moves)
{
  ChessPosition pos;

  chess_record_position_at (record, at, &pos);
  review->line_length = 0;
  for (guint i = 0; moves[i]; i++)
    {
      ChessMove *move = &review->line[review->line_length++];
      ChessUndo undo;

      g_assert_cmpint (chess_move_from_uci (&pos, moves[i], strlen (moves[i]), move), ==, CHESS_SAN_OK);
      chess_position_make_move (&pos, *move, &undo);
    }
}

/* The reviews of the eight positions of Scholar's Mate: White's 2. Qh5 an
 * inaccuracy (25 → -40 cp: 0.1195 of winning chances lost), Black's
 * 3... Nf6 walks into mate from a level game (a blunder), 4. Qxf7# mates.
 * The engine's best line from each position is the move played, except
 * 2. Nf3 and 3... g6 4. Qf3 Nf6. */
static void
scholars_mate_reviews (const ChessRecord *record, ChessPositionReview reviews[8])
{
  static const char *const best[7][4] = {
    { "e2e4" }, { "e7e5" }, { "g1f3" }, { "b8c6" }, { "f1c4" }, { "g7g6", "h5f3", "g8f6" },
    { "h5f7" },
  };
  static const int cps[] = { 20, 30, 25, -40, -5, 0 };
  const ChessNode *node = record->root;

  memset (reviews, 0, 8 * sizeof *reviews);
  for (guint i = 0; i < G_N_ELEMENTS (cps); i++)
    reviews[i].eval = chess_eval_cp (cps[i]);
  reviews[6].eval = chess_eval_mate (1);
  reviews[7].eval = chess_eval_checkmate (CHESS_WHITE);
  for (guint i = 0; i < 7; i++, node = node->first_child)
    set_line (&reviews[i], record, node, best[i]);
}

/* The movetext as written, on one line (the writer wraps at 79 columns). */
static char *
write_movetext (const ChessRecord *record)
{
  char *pgn = chess_pgn_record_to_string (record, CHESS_PGN_WRITE_DEFAULT, NULL);
  char *movetext = g_strdup (strstr (pgn, "\n\n") + 2);

  free (pgn);
  g_strdelimit (movetext, "\n", ' ');
  return g_strstrip (movetext);
}

static void
test_scholars_mate (void)
{
  ChessRecord *record = analysis_test_record_from_pgn ("[Event \"?\"]\n\n" SCHOLARS_MATE " 1-0\n");
  ChessPositionReview reviews[8];
  ChessPlayerReview players[2];
  g_autofree char *movetext = NULL, *again = NULL;
  ChessRecord *reread;
  char *pgn;

  scholars_mate_reviews (record, reviews);
  chess_annotate_record (record, reviews, 8, players);
  movetext = write_movetext (record);
  g_assert_cmpstr (movetext, ==,
                   "1. e4 {[%eval 0.3]} 1... e5 {[%eval 0.25]} 2. Qh5 $6 {[%eval -0.4] "
                   "Inaccuracy. Nf3 was best.} (2. Nf3) 2... Nc6 {[%eval -0.05]} 3. Bc4 "
                   "{[%eval 0.0]} 3... Nf6 $4 {[%eval #1] Checkmate is now unavoidable. g6 was "
                   "best.} (3... g6 4. Qf3 Nf6) 4. Qxf7# 1-0");

  g_assert_cmpuint (players[CHESS_WHITE].inaccuracies, ==, 1);
  g_assert_cmpuint (players[CHESS_WHITE].mistakes + players[CHESS_WHITE].blunders, ==, 0);
  g_assert_cmpuint (players[CHESS_BLACK].blunders, ==, 1);
  g_assert_cmpuint (players[CHESS_BLACK].inaccuracies + players[CHESS_BLACK].mistakes, ==, 0);
  /* Black's blunder threw the game away; White's inaccuracy cost little. */
  g_assert_cmpfloat (players[CHESS_WHITE].accuracy, >, 80.0);
  g_assert_cmpfloat (players[CHESS_WHITE].accuracy, <, 100.0);
  g_assert_cmpfloat (players[CHESS_BLACK].accuracy, <, 60.0);

  /* Standard PGN: read back, the same tree. */
  pgn = chess_pgn_record_to_string (record, CHESS_PGN_WRITE_DEFAULT, NULL);
  reread = analysis_test_record_from_pgn (pgn);
  free (pgn);
  g_assert_true (chess_record_equal (record, reread));
  chess_record_free (reread);

  /* A second review of the same game changes nothing. */
  chess_annotate_record (record, reviews, 8, NULL);
  again = write_movetext (record);
  g_assert_cmpstr (again, ==, movetext);

  chess_record_free (record);
}

static void
test_person_annotations_kept (void)
{
  /* Someone liked 3... Nf6 and said so; and commented on 2. Qh5. */
  ChessRecord *record = analysis_test_record_from_pgn ("1. e4 e5 2. Qh5 { Bold. } Nc6 3. Bc4 Nf6! 4. Qxf7# 1-0\n");
  ChessPositionReview reviews[8];
  g_autofree char *movetext = NULL;

  scholars_mate_reviews (record, reviews);
  chess_annotate_record (record, reviews, 8, NULL);
  movetext = write_movetext (record);
  /* Their "!" stays, without a verdict of ours beside it; our comment goes
   * after theirs. */
  g_assert_nonnull (strstr (movetext, "3... Nf6 $1 {[%eval #1]} 4. Qxf7#"));
  g_assert_nonnull (strstr (movetext, "2. Qh5 $6 {[%eval -0.4] Bold. Inaccuracy. Nf3 was best.}"));
  chess_record_free (record);
}

static void
test_partial_review (void)
{
  ChessRecord *record = analysis_test_record_from_pgn (SCHOLARS_MATE " 1-0\n");
  ChessPositionReview reviews[8];
  ChessPlayerReview players[2];
  g_autofree char *movetext = NULL;

  /* Cancelled after four positions: plies 1–3 only. */
  scholars_mate_reviews (record, reviews);
  chess_annotate_record (record, reviews, 4, players);
  movetext = write_movetext (record);
  g_assert_cmpstr (movetext, ==,
                   "1. e4 {[%eval 0.3]} 1... e5 {[%eval 0.25]} 2. Qh5 $6 {[%eval -0.4] "
                   "Inaccuracy. Nf3 was best.} (2. Nf3) 2... Nc6 3. Bc4 Nf6 4. Qxf7# 1-0");
  g_assert_cmpuint (players[CHESS_WHITE].inaccuracies, ==, 1);
  g_assert_cmpuint (players[CHESS_BLACK].blunders, ==, 0);
  g_assert_cmpfloat (players[CHESS_BLACK].accuracy, ==, 100.0);
  chess_record_free (record);

  /* Nothing reviewed: nothing written, nobody has an accuracy. */
  record = analysis_test_record_from_pgn (SCHOLARS_MATE " 1-0\n");
  chess_annotate_record (record, reviews, 1, players);
  g_free (movetext);
  movetext = write_movetext (record);
  g_assert_cmpstr (movetext, ==, SCHOLARS_MATE " 1-0");
  g_assert_cmpfloat (players[CHESS_WHITE].accuracy, ==, -1.0);
  g_assert_cmpfloat (players[CHESS_BLACK].accuracy, ==, -1.0);
  chess_record_free (record);
}

static void
test_engine_lines_checked (void)
{
  ChessRecord *record = analysis_test_record_from_pgn (SCHOLARS_MATE " 1-0\n");
  ChessPositionReview reviews[8];
  g_autofree char *movetext = NULL;

  scholars_mate_reviews (record, reviews);
  /* The engine's line after 3... g6 goes on with a move that is not legal. */
  reviews[5].line[1] = chess_move_make (CHESS_E1, CHESS_E8);
  /* And it claims 2. Qh5 itself was best: the move it prefers is never faulted. */
  reviews[2].line[0] = record->root->first_child->first_child->first_child->move;
  chess_annotate_record (record, reviews, 8, NULL);
  movetext = write_movetext (record);
  g_assert_nonnull (strstr (movetext, "2. Qh5 {[%eval -0.4]} 2... Nc6"));
  g_assert_nonnull (strstr (movetext, "best.} (3... g6) 4. Qxf7#"));
  chess_record_free (record);
}

static void
test_descriptions (void)
{
  g_autofree char *blunder = chess_review_describe_judgement (CHESS_JUDGEMENT_BLUNDER,
                                                              CHESS_JUDGEMENT_REASON_CHANCES, "Nf3");
  g_autofree char *mistake = chess_review_describe_judgement (CHESS_JUDGEMENT_MISTAKE,
                                                              CHESS_JUDGEMENT_REASON_CHANCES, NULL);
  g_autofree char *lost = chess_review_describe_judgement (CHESS_JUDGEMENT_MISTAKE,
                                                           CHESS_JUDGEMENT_REASON_MATE_LOST, "Qh7");

  g_assert_cmpstr (blunder, ==, "Blunder. Nf3 was best.");
  g_assert_cmpstr (mistake, ==, "Mistake.");
  g_assert_cmpstr (lost, ==, "Lost forced checkmate sequence. Qh7 was best.");
  g_assert_null (chess_review_describe_judgement (CHESS_JUDGEMENT_NONE,
                                                  CHESS_JUDGEMENT_REASON_CHANCES, "e4"));
}

int
main (int argc, char *argv[])
{
  setlocale (LC_ALL, "");
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/annotator/scholars-mate", test_scholars_mate);
  g_test_add_func ("/annotator/person-annotations-kept", test_person_annotations_kept);
  g_test_add_func ("/annotator/partial-review", test_partial_review);
  g_test_add_func ("/annotator/engine-lines-checked", test_engine_lines_checked);
  g_test_add_func ("/annotator/descriptions", test_descriptions);

  return g_test_run ();
}
