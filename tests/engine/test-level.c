/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-level — the eight levels and the weak levels' choice among an
 * engine's candidate moves, with the random value injected. */

#include <math.h>
#include <glib.h>

#include "chess-engine-level.h"
#include "engine-test-util.h"

/* A candidate line: a first move and a score for the side to move. */
static ChessUciInfo
line (const ChessPosition *pos, const char *move, ChessUciScoreKind kind, int score)
{
  ChessUciInfo info = { 0 };

  info.fields = CHESS_UCI_INFO_SCORE | CHESS_UCI_INFO_PV;
  info.score_kind = kind;
  info.score = score;
  info.pv_length = 1;
  info.pv[0] = test_uci_move (pos, move);
  return info;
}

static void
test_table (void)
{
  g_autoptr (GHashTable) ids = g_hash_table_new (g_str_hash, g_str_equal);

  for (int n = 1; n <= CHESS_ENGINE_N_LEVELS; n++)
    {
      const ChessEngineLevel *level = chess_engine_level_get (n);
      char number[2] = { (char) ('0' + n), '\0' };

      g_assert_nonnull (level);
      g_assert_cmpint (level->number, ==, n);
      g_assert_true (g_hash_table_add (ids, (gpointer) level->id));
      g_assert_true (chess_engine_level_lookup (level->id) == level);
      g_assert_true (chess_engine_level_lookup (number) == level);
      /* Levels 1–7 choose among candidates from a search of a few nodes;
       * level 8 plays the engine's best on the clock. */
      g_assert_cmpint (level->multipv > 1, ==, n <= 7);
      g_assert_cmpint (level->nodes > 0, ==, n <= 7);
      g_assert_cmpint (level->elo, ==, 0);
      if (n > 1 && n <= 7)
        {
          const ChessEngineLevel *below = chess_engine_level_get (n - 1);

          /* Stronger: no smaller a search, fewer candidates, smaller and
           * rarer mistakes. */
          g_assert_cmpuint (level->nodes, >=, below->nodes);
          g_assert_cmpint (level->multipv, <=, below->multipv);
          g_assert_cmpint (level->temperature_cp, <, below->temperature_cp);
          g_assert_cmpint (level->max_loss_cp, <, below->max_loss_cp);
        }
    }
  g_assert_cmpint (chess_engine_level_get (8)->elo, ==, 0);
  g_assert_null (chess_engine_level_get (0));
  g_assert_null (chess_engine_level_get (9));
  g_assert_true (chess_engine_level_lookup ("MAXIMUM") == chess_engine_level_get (8));
  g_assert_null (chess_engine_level_lookup ("9"));
  g_assert_null (chess_engine_level_lookup ("grandmaster"));
  g_assert_null (chess_engine_level_lookup (""));
}

/* Levels with the round numbers of the examples below; the table's own
 * numbers are tuned by measurement and may change. */
static const ChessEngineLevel loose = { 1, "loose", "Loose", 8, 400, 150, 900, 0 };
static const ChessEngineLevel careful = { 3, "careful", "Careful", 5, 6000, 45, 250, 0 };

static void
test_weight (void)
{
  g_assert_cmpfloat (chess_engine_level_weight (&loose, 0), ==, 1.0);
  g_assert_cmpfloat (chess_engine_level_weight (&loose, -20), ==, 1.0);
  g_assert_cmpfloat_with_epsilon (chess_engine_level_weight (&loose, 150), exp (-1.0), 1e-12);
  g_assert_cmpfloat_with_epsilon (chess_engine_level_weight (&careful, 90), exp (-2.0), 1e-12);
  /* Past the ceiling: never. */
  g_assert_cmpfloat (chess_engine_level_weight (&loose, loose.max_loss_cp + 1), ==, 0.0);
  g_assert_cmpfloat (chess_engine_level_weight (&careful, 300), ==, 0.0);
  /* The table's levels follow the same formula. */
  for (int n = 1; n <= 7; n++)
    {
      const ChessEngineLevel *level = chess_engine_level_get (n);

      g_assert_cmpfloat_with_epsilon (chess_engine_level_weight (level, level->temperature_cp), exp (-1.0), 1e-12);
      g_assert_cmpfloat (chess_engine_level_weight (level, level->max_loss_cp + 1), ==, 0.0);
    }
  /* Levels that do not choose: only the best. */
  g_assert_cmpfloat (chess_engine_level_weight (chess_engine_level_get (8), 1), ==, 0.0);
}

static void
test_choose (void)
{
  const ChessEngineLevel *beginner = &loose, *casual = &careful;
  ChessPosition pos = test_position (CHESS_FEN_START);
  ChessUciInfo lines[5];
  double w1 = exp (-50.0 / 150), w2 = exp (-400.0 / 150), total = 1 + w1 + w2;

  /* Not in score order on purpose: the best is the third line. */
  lines[0] = line (&pos, "d2d4", CHESS_UCI_SCORE_CP, 50);
  lines[1] = line (&pos, "g2g4", CHESS_UCI_SCORE_CP, -300);
  lines[2] = line (&pos, "e2e4", CHESS_UCI_SCORE_CP, 100);
  lines[3] = line (&pos, "f2f3", CHESS_UCI_SCORE_CP, -2000);   /* loses 2100: never */
  lines[4] = line (&pos, "d2d4", CHESS_UCI_SCORE_CP, 100);     /* repeats line 1's move */

  /* Lines in order 0, 1, 2 take [0, w1), [w1, w1 + w2), [w1 + w2, total). */
  g_assert_cmpint (chess_engine_level_choose (beginner, lines, 5, 0.0), ==, 0);
  g_assert_cmpint (chess_engine_level_choose (beginner, lines, 5, (w1 - 1e-9) / total), ==, 0);
  g_assert_cmpint (chess_engine_level_choose (beginner, lines, 5, (w1 + 1e-9) / total), ==, 1);
  g_assert_cmpint (chess_engine_level_choose (beginner, lines, 5, (w1 + w2 + 1e-9) / total), ==, 2);
  g_assert_cmpint (chess_engine_level_choose (beginner, lines, 5, 0.999999), ==, 2);
  g_assert_cmpint (chess_engine_level_choose (beginner, lines, 5, 1.0), ==, 2);

  /* Level 3 never plays the move that loses 400. */
  for (double r = 0; r < 1; r += 0.001)
    g_assert_cmpint (chess_engine_level_choose (casual, lines, 5, r), !=, 1);

  /* Shares follow the weights over a fine sweep of random values. */
  {
    guint counts[5] = { 0 };

    for (int i = 0; i < 100000; i++)
      counts[chess_engine_level_choose (beginner, lines, 5, (i + 0.5) / 100000)]++;
    g_assert_cmpuint (counts[3], ==, 0);
    g_assert_cmpuint (counts[4], ==, 0);
    g_assert_cmpfloat_with_epsilon (counts[2] / 100000.0, 1 / total, 0.001);
    g_assert_cmpfloat_with_epsilon (counts[0] / 100000.0, w1 / total, 0.001);
  }
}

static void
test_choose_mates (void)
{
  const ChessEngineLevel *beginner = &loose;
  ChessPosition pos = test_position (CHESS_FEN_START);
  ChessUciInfo lines[3];

  /* A mate found is played (a slower mate is a small loss, a move that
   * lets the mate go loses more than any ceiling). */
  lines[0] = line (&pos, "e2e4", CHESS_UCI_SCORE_CP, 800);
  lines[1] = line (&pos, "d2d4", CHESS_UCI_SCORE_MATE, 2);
  lines[2] = line (&pos, "c2c4", CHESS_UCI_SCORE_MATE, 5);
  for (double r = 0; r < 1; r += 0.01)
    g_assert_cmpint (chess_engine_level_choose (beginner, lines, 3, r), !=, 0);
  g_assert_cmpint (chess_engine_level_choose (beginner, lines, 3, 0.0), ==, 1);

  /* Being mated whatever happens: the longest defence is still the best,
   * and a move that shortens it by one is a small loss. */
  lines[0] = line (&pos, "e2e4", CHESS_UCI_SCORE_MATE, -3);
  lines[1] = line (&pos, "d2d4", CHESS_UCI_SCORE_MATE, -8);
  lines[2] = line (&pos, "c2c4", CHESS_UCI_SCORE_MATE, -7);
  g_assert_cmpfloat_with_epsilon (chess_engine_level_weight (beginner, 1), exp (-1.0 / 150), 1e-12);
  g_assert_cmpint (chess_engine_level_choose (beginner, lines, 3, 0.0), ==, 0);
  g_assert_cmpint (chess_engine_level_choose (beginner, lines, 3, 0.5), ==, 1);
  g_assert_cmpint (chess_engine_level_choose (beginner, lines, 3, 0.99), ==, 2);
}

static void
test_choose_nothing (void)
{
  const ChessEngineLevel *beginner = chess_engine_level_get (1);
  ChessUciInfo empty = { 0 };

  g_assert_cmpint (chess_engine_level_choose (beginner, NULL, 0, 0.5), ==, -1);
  g_assert_cmpint (chess_engine_level_choose (beginner, &empty, 1, 0.5), ==, -1);
}

/* Full strength once the other side has only its king, whatever it has. */
static void
test_finishes (void)
{
  static const struct { const char *fen; gboolean white, black; } cases[] = {
    { "8/8/8/4k3/8/8/8/KQ6 w - - 0 1", TRUE, FALSE },
    { "8/8/8/3k4/8/8/8/R3K3 b - - 0 1", TRUE, FALSE },
    { "8/8/8/3k4/8/8/8/4K3 w - - 0 1", TRUE, TRUE },
    { "8/8/8/3kp3/8/8/8/R3K3 w - - 0 1", FALSE, FALSE },
    { "8/8/8/3kb3/8/8/8/4K3 w - - 0 1", FALSE, TRUE },
    { CHESS_FEN_START, FALSE, FALSE },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      ChessPosition position;

      g_assert_true (chess_position_from_fen (&position, cases[i].fen, NULL));
      g_assert_cmpint (chess_engine_level_finishes (&position, CHESS_WHITE), ==, cases[i].white);
      g_assert_cmpint (chess_engine_level_finishes (&position, CHESS_BLACK), ==, cases[i].black);
    }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/level/table", test_table);
  g_test_add_func ("/level/weight", test_weight);
  g_test_add_func ("/level/choose", test_choose);
  g_test_add_func ("/level/choose-mates", test_choose_mates);
  g_test_add_func ("/level/choose-nothing", test_choose_nothing);
  g_test_add_func ("/level/finishes", test_finishes);
  return g_test_run ();
}
