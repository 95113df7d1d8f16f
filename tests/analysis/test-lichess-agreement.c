/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-lichess-agreement.c — our judgements against lichess's own.
 *
 * games/shakmaty-lichess_db_1000k.pgn (test data) holds 37 games analysed
 * by lichess: every move carries lichess's [%eval], and lichess marked its
 * inaccuracies, mistakes and blunders with ?!, ?, ??.  Those marks were
 * made when the games were analysed, by rules older than the winning-chance
 * thresholds lichess publishes today (which we follow): its "?" often
 * covers what today is a blunder, so move-for-move equality is not the
 * measure.  Fed lichess's own evaluations (so that only the judgement is
 * tested, not an engine), ours must catch lichess's blunders, and mark
 * nothing — and never a blunder — where lichess saw nothing wrong.  A
 * wrong side of view, formula or threshold breaks that at once. */
#include "config.h"

#include <stdio.h>
#include <string.h>
#include "chess-notation.h"
#include "chess-pgn.h"
#include "chess-review-math.h"

typedef struct {
  guint games;
  guint plies;
  guint counts[4][4];    /* [lichess's judgement][ours] */
} Agreement;

static ChessJudgement
lichess_judgement (const ChessNode *node)
{
  for (int i = 0; i < node->n_nags; i++)
    if (chess_judgement_from_nag (node->nags[i]) != CHESS_JUDGEMENT_NONE)
      return chess_judgement_from_nag (node->nags[i]);
  return CHESS_JUDGEMENT_NONE;
}

/* The evaluation after a node: its [%eval], or the board when it mates. */
static gboolean
eval_after (const ChessNode *node, const ChessPosition *pos, ChessColor mover, ChessEval *eval)
{
  if (node->eval)
    return chess_eval_parse_pgn (node->eval, strlen (node->eval), eval);
  if (chess_position_is_checkmate (pos))
    {
      *eval = chess_eval_checkmate (mover);
      return TRUE;
    }
  return FALSE;
}

/* Only games analysed to the end: every main-line move evaluated. */
static gboolean
is_analysed (const ChessRecord *record)
{
  ChessPosition pos = record->start;

  if (!record->root->first_child)
    return FALSE;
  for (const ChessNode *node = record->root->first_child; node; node = node->first_child)
    {
      ChessColor mover = chess_position_side_to_move (&pos);
      ChessUndo undo;
      ChessEval eval;

      chess_position_make_move (&pos, node->move, &undo);
      if (!eval_after (node, &pos, mover, &eval))
        return FALSE;
    }
  return TRUE;
}

static void
compare_game (const ChessRecord *record, Agreement *agreement)
{
  ChessPosition pos = record->start;
  /* lichess judges the first move from its fixed estimate of the start. */
  ChessEval before = chess_eval_cp (CHESS_EVAL_CP_INITIAL);
  guint ply = 0;

  agreement->games++;
  for (const ChessNode *node = record->root->first_child; node; node = node->first_child)
    {
      ChessColor mover = chess_position_side_to_move (&pos);
      ChessJudgement theirs = lichess_judgement (node), ours;
      ChessUndo undo;
      ChessEval after;

      ply++;
      chess_position_make_move (&pos, node->move, &undo);
      g_assert_true (eval_after (node, &pos, mover, &after));
      ours = chess_judge_move (before, after, mover, NULL);

      agreement->plies++;
      agreement->counts[theirs][ours]++;
      if (ours != theirs)
        g_test_message ("%s vs %s, ply %u: lichess %d, ours %d (%s to %s)",
                        chess_record_get_tag (record, "White"), chess_record_get_tag (record, "Black"),
                        ply, theirs, ours, node->parent->eval ? node->parent->eval : "start",
                        node->eval ? node->eval : "mate");
      before = after;
    }
}

static void
test_lichess_judgements (void)
{
  g_autofree char *path = g_build_filename (g_getenv ("CHESS_TESTDATA"), "games",
                                            "shakmaty-lichess_db_1000k.pgn", NULL);
  FILE *file = fopen (path, "rb");
  ChessPgnReader *reader;
  ChessRecord *record;
  Agreement agreement = { 0 };

  if (!file)
    g_error ("cannot open %s", path);
  reader = chess_pgn_reader_new_file (file);
  while (chess_pgn_reader_next_game (reader, &record) != CHESS_PGN_END)
    {
      if (is_analysed (record))
        compare_game (record, &agreement);
      chess_record_free (record);
    }
  chess_pgn_reader_free (reader);
  fclose (file);

  {
    guint (*c)[4] = agreement.counts;
    guint lichess_blunders = c[CHESS_JUDGEMENT_BLUNDER][CHESS_JUDGEMENT_NONE]
                             + c[CHESS_JUDGEMENT_BLUNDER][CHESS_JUDGEMENT_INACCURACY]
                             + c[CHESS_JUDGEMENT_BLUNDER][CHESS_JUDGEMENT_MISTAKE]
                             + c[CHESS_JUDGEMENT_BLUNDER][CHESS_JUDGEMENT_BLUNDER];
    guint caught = c[CHESS_JUDGEMENT_BLUNDER][CHESS_JUDGEMENT_MISTAKE]
                   + c[CHESS_JUDGEMENT_BLUNDER][CHESS_JUDGEMENT_BLUNDER];
    guint unmarked = c[CHESS_JUDGEMENT_NONE][CHESS_JUDGEMENT_NONE]
                     + c[CHESS_JUDGEMENT_NONE][CHESS_JUDGEMENT_INACCURACY]
                     + c[CHESS_JUDGEMENT_NONE][CHESS_JUDGEMENT_MISTAKE]
                     + c[CHESS_JUDGEMENT_NONE][CHESS_JUDGEMENT_BLUNDER];
    guint marked_over_nothing = unmarked - c[CHESS_JUDGEMENT_NONE][CHESS_JUDGEMENT_NONE];

    for (int theirs = 0; theirs < 4; theirs++)
      g_test_message ("lichess %d: ours %u / %u / %u / %u", theirs, c[theirs][0], c[theirs][1],
                      c[theirs][2], c[theirs][3]);
    g_test_message ("%u games, %u plies; lichess's blunders caught as blunder or mistake: %u of %u; "
                    "moves lichess left unmarked that we mark: %u of %u",
                    agreement.games, agreement.plies, caught, lichess_blunders,
                    marked_over_nothing, unmarked);

    /* The analysed games of the file (see the test data's README). */
    g_assert_cmpuint (agreement.games, ==, 37);
    g_assert_cmpuint (lichess_blunders, >=, 100);
    /* At least 95 % of lichess's blunders are our blunders or mistakes. */
    g_assert_cmpuint (caught * 100, >=, lichess_blunders * 95);
    /* Never a blunder or a mistake of ours where lichess saw no fault, or
     * only an inaccuracy; at most one unmarked move in 500 gets an "?!". */
    g_assert_cmpuint (c[CHESS_JUDGEMENT_NONE][CHESS_JUDGEMENT_BLUNDER], ==, 0);
    g_assert_cmpuint (c[CHESS_JUDGEMENT_NONE][CHESS_JUDGEMENT_MISTAKE], ==, 0);
    g_assert_cmpuint (c[CHESS_JUDGEMENT_INACCURACY][CHESS_JUDGEMENT_BLUNDER], ==, 0);
    g_assert_cmpuint (marked_over_nothing * 500, <=, unmarked);
    /* What lichess calls an inaccuracy, so do we (its rule there is ours). */
    g_assert_cmpuint (c[CHESS_JUDGEMENT_INACCURACY][CHESS_JUDGEMENT_INACCURACY], ==,
                      c[CHESS_JUDGEMENT_INACCURACY][CHESS_JUDGEMENT_NONE]
                      + c[CHESS_JUDGEMENT_INACCURACY][CHESS_JUDGEMENT_INACCURACY]
                      + c[CHESS_JUDGEMENT_INACCURACY][CHESS_JUDGEMENT_MISTAKE]
                      + c[CHESS_JUDGEMENT_INACCURACY][CHESS_JUDGEMENT_BLUNDER]);
  }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/lichess-agreement/judgements", test_lichess_judgements);

  return g_test_run ();
}
