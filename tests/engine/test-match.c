/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-match — what chess-match computes: scores and Elo differences
 * against values worked out by hand, and its openings (the built-in list
 * and walks through Debian's gnuchess book: legal, from the book, varied,
 * repeatable from a seed). */

#include <locale.h>
#include <math.h>
#include <string.h>
#include <glib.h>

#include "chess-match-openings.h"
#include "chess-match-stats.h"
#include "chess-notation.h"

#define GNUCHESS_BOOK "/usr/share/games/gnuchess/book.bin"

static void
test_elo (void)
{
  ChessMatchScore even = { 10, 10, 5 };
  ChessMatchScore sixty = { 50, 30, 20 };
  ChessMatchScore zero = { 0, 12, 0 };
  ChessMatchScore all = { 3, 0, 0 };
  ChessMatchScore none = { 0, 0, 0 };

  g_assert_cmpfloat (chess_match_score_fraction (&even), ==, 0.5);
  g_assert_cmpfloat (chess_match_elo_from_score (0.5), ==, 0);
  /* 75 %: 400 log10 3. */
  g_assert_cmpfloat_with_epsilon (chess_match_elo_from_score (0.75), 190.849, 0.001);
  g_assert_cmpfloat_with_epsilon (chess_match_elo_from_score (0.25), -190.849, 0.001);

  /* +50 -30 =20: s = 0.6; variance per game (50·0.4² + 30·0.6² + 20·0.1²)/100
   * = 0.19; SE = √(0.19/100) = 0.043589; s ± 1.959964 SE = 0.514567 …
   * 0.685433, which are 10.125 and 135.301 Elo: margin 62.588. */
  g_assert_cmpfloat (chess_match_score_fraction (&sixty), ==, 0.6);
  g_assert_cmpfloat_with_epsilon (chess_match_elo_from_score (0.6), 70.437, 0.001);
  g_assert_cmpfloat_with_epsilon (chess_match_elo_margin (&sixty), 62.588, 0.001);

  /* Draws narrow the interval: the same score from draws alone. */
  {
    ChessMatchScore drawn = { 20, 0, 80 };

    g_assert_cmpfloat (chess_match_score_fraction (&drawn), ==, 0.6);
    g_assert_cmpfloat (chess_match_elo_margin (&drawn), <, chess_match_elo_margin (&sixty));
  }

  g_assert_true (isinf (chess_match_elo_from_score (chess_match_score_fraction (&zero))));
  g_assert_cmpfloat (chess_match_elo_from_score (0), <, 0);
  g_assert_true (isinf (chess_match_elo_margin (&zero)));
  g_assert_cmpfloat (chess_match_elo_from_score (chess_match_score_fraction (&all)), >, 0);
  g_assert_true (isinf (chess_match_elo_margin (&all)));
  g_assert_true (isnan (chess_match_score_fraction (&none)));
  g_assert_true (isnan (chess_match_elo_margin (&none)));
}

static void
test_summary (void)
{
  ChessMatchScore sixty = { 50, 30, 20 };
  ChessMatchScore zero = { 0, 12, 0 };
  g_autofree char *line = NULL;
  g_autofree char *lost = NULL;

  /* The same in a locale that writes a decimal comma: the line is read
   * by scripts.  (The test command generates el_GR.UTF-8.) */
  setlocale (LC_NUMERIC, "el_GR.UTF-8");
  line = chess_match_format_summary ("2", "1", &sixty);
  lost = chess_match_format_summary ("1", "elo1350", &zero);
  setlocale (LC_NUMERIC, "C");
  g_assert_cmpstr (line, ==, "2 vs 1: +50 -30 =20, score 60.0 %, Elo +70 ± 63");
  g_assert_cmpstr (lost, ==, "1 vs elo1350: +0 -12 =0, score 0.0 %, Elo -inf ± inf");
}

static void
play_through (const ChessMatchOpening *opening,
              ChessPosition           *end)
{
  chess_position_set_start (end);
  for (guint i = 0; i < opening->n_moves; i++)
    {
      ChessUndo undo;

      g_assert_true (chess_position_is_legal_move (end, opening->moves[i]));
      chess_position_make_move (end, opening->moves[i], &undo);
    }
}

static void
test_list (void)
{
  guint n = chess_match_openings_list_length ();
  g_autoptr (GRand) random = g_rand_new_with_seed (5);
  g_autoptr (GRand) again = g_rand_new_with_seed (5);
  g_autoptr (GArray) openings = chess_match_openings_from_list (n + 3, random);
  g_autoptr (GArray) repeated = chess_match_openings_from_list (n + 3, again);
  g_autoptr (GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  g_assert_cmpuint (n, >=, 20);
  g_assert_cmpuint (openings->len, ==, n + 3);
  for (guint i = 0; i < openings->len; i++)
    {
      const ChessMatchOpening *opening = &g_array_index (openings, ChessMatchOpening, i);
      char *text = chess_match_opening_to_string (opening);
      ChessPosition end;

      g_assert_cmpuint (opening->n_moves, >=, 8);
      play_through (opening, &end);
      /* Each line once per round of the list. */
      if (i < n)
        g_assert_true (g_hash_table_add (seen, text));
      else
        {
          g_assert_true (g_hash_table_contains (seen, text));
          g_free (text);
        }
    }
  g_assert_cmpmem (openings->data, openings->len * sizeof (ChessMatchOpening),
                   repeated->data, repeated->len * sizeof (ChessMatchOpening));
  /* The Ruy Lopez reads as it should. */
  g_assert_true (g_hash_table_contains (seen, "e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6"));
  g_assert_true (g_hash_table_contains (seen, "Nf3 d5 g3 Nf6 Bg2 e6 O-O Be7"));
}

static void
test_book (void)
{
  ChessBook *book = chess_book_open (GNUCHESS_BOOK, NULL);
  g_autoptr (GRand) random = g_rand_new_with_seed (9);
  g_autoptr (GArray) openings = NULL;
  g_autoptr (GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  if (book == NULL)
    g_error ("%s is missing: install gnuchess-book", GNUCHESS_BOOK);
  openings = chess_match_openings_from_book (book, 50, 8, random);
  g_assert_cmpuint (openings->len, ==, 50);
  for (guint i = 0; i < openings->len; i++)
    {
      const ChessMatchOpening *opening = &g_array_index (openings, ChessMatchOpening, i);
      ChessPosition pos;

      g_assert_cmpuint (opening->n_moves, >=, 1);
      g_assert_cmpuint (opening->n_moves, <=, 8);
      /* Every move is one the book gives for its position. */
      chess_position_set_start (&pos);
      for (guint j = 0; j < opening->n_moves; j++)
        {
          ChessBookMove moves[CHESS_MAX_MOVES];
          size_t n = chess_book_lookup (book, &pos, moves, G_N_ELEMENTS (moves));
          gboolean found = FALSE;
          ChessUndo undo;

          for (size_t k = 0; k < n; k++)
            found |= moves[k].move == opening->moves[j];
          g_assert_true (found);
          chess_position_make_move (&pos, opening->moves[j], &undo);
        }
      /* All different: each pair of games has its own. */
      g_assert_true (g_hash_table_add (seen, chess_match_opening_to_string (opening)));
    }
  chess_book_free (book);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/match/elo", test_elo);
  g_test_add_func ("/match/summary", test_summary);
  g_test_add_func ("/match/openings/list", test_list);
  g_test_add_func ("/match/openings/book", test_book);
  return g_test_run ();
}
