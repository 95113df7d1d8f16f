/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-setup.c — the board editor's checks of a set-up position: every
 * reason it cannot be played or could never arise, the castling rights and
 * en-passant squares a placement allows, and the rule that a position is
 * playable exactly when the strict FEN reader takes its FEN. */
#include "chess-notation.h"
#include "chess-setup.h"

#include <glib.h>
#include <string.h>

/* A position from "Ke1 ke8 Pa2 …" (upper case White, lower case Black),
 * side to move 'w' or 'b': any placement, as an editor makes it. */
static void
place (ChessPosition *pos, const char *men, char side)
{
  g_auto (GStrv) words = g_strsplit (men, " ", -1);

  chess_position_clear (pos);
  for (char **w = words; *w; w++)
    {
      const char *letters = "PNBRQK";
      char upper = g_ascii_toupper ((*w)[0]);
      const char *type = strchr (letters, upper);
      g_assert_nonnull (type);
      g_assert_cmpuint (strlen (*w), ==, 3);
      ChessColor color = g_ascii_isupper ((*w)[0]) ? CHESS_WHITE : CHESS_BLACK;
      chess_setup_put (pos, chess_square_from_name (*w + 1),
                       CHESS_MAKE_PIECE (color, (ChessPieceType) (type - letters)));
    }
  chess_setup_set_side (pos, side == 'w' ? CHESS_WHITE : CHESS_BLACK);
}

/* The problems as a string of enum values, e.g. "0,3". */
static char *
problems_of (const ChessPosition *pos)
{
  ChessSetupProblem problems[CHESS_SETUP_N_PROBLEMS];
  size_t n = chess_setup_problems (pos, problems, G_N_ELEMENTS (problems));
  GString *s = g_string_new (NULL);
  for (size_t i = 0; i < n; i++)
    g_string_append_printf (s, "%s%d", i ? "," : "", (int) problems[i]);
  return g_string_free (s, FALSE);
}

static void
assert_problems (const char *men, char side, const char *expected)
{
  ChessPosition pos;
  place (&pos, men, side);
  g_autofree char *got = problems_of (&pos);
  if (g_strcmp0 (got, expected) != 0)
    g_error ("%s %c: problems %s, expected %s", men, side, got, expected);
}

static void
test_placement_problems (void)
{
  ChessPosition pos;

  chess_position_set_start (&pos);
  g_assert_cmpuint (chess_setup_problems (&pos, NULL, 0), ==, 0);
  g_assert_true (chess_setup_is_playable (&pos));

  assert_problems ("Ke1 ke8", 'w', "");
  assert_problems ("ke8", 'w', "0");                               /* no white king */
  assert_problems ("Ke1", 'b', "1");                               /* no black king */
  assert_problems ("", 'w', "0,1");
  assert_problems ("Ke1 Kh1 ke8", 'w', "2");                       /* two white kings */
  assert_problems ("Ke1 ke8 ka8", 'b', "3");                       /* two black kings */
  assert_problems ("Ke1 ke8 Pa1", 'w', "4");                       /* a white pawn on its first rank */
  assert_problems ("Ke1 ke8 pa8", 'w', "4");
  assert_problems ("Ke1 ke8 Pc8", 'b', "5");                       /* one that should have promoted */
  assert_problems ("Ke1 ke8 ph1", 'w', "5");
  assert_problems ("Ke4 ke5", 'w', "6");                           /* kings touching */
  assert_problems ("Ke1 ke8 Ra8", 'w', "7");                       /* Black in check, White to move */
  assert_problems ("Ke1 ke8 Ra8 Kd1", 'w', "2");                   /* not judged with two kings */
  assert_problems ("Ke1 ke8 qe4 nd3 bb4", 'w', "8");               /* three checkers */
  assert_problems ("Ke1 ke8 nd3 nf3", 'w', "9");                   /* two knights check */
  assert_problems ("Ke1 ke8 ra1 rh1", 'w', "9");                   /* two rooks along one line */
  assert_problems ("Kd6 ka1 pe7", 'w', "9");                       /* a pawn that never moved checks */
  assert_problems ("Ke1 ke8 Pa2 Pa3", 'w', "");                    /* one capture: Black has lost 14 men */
  assert_problems ("Ke1 ke8 Pa2 Pb2 Pc2 Pd2 Pe2 Pf2 Pg2 Ph2 Ph3", 'w', "17");   /* nine pawns */
  assert_problems ("Kg1 kg8 pa7 pb7 pc7 pd7 pe7 pf7 pg7 ph7 pa6", 'b', "18");
}

static void
test_material_problems (void)
{
  /* Eight pawns and a second queen: no pawn is missing to have promoted. */
  assert_problems ("Ke1 ke8 Pa2 Pb2 Pc2 Pd2 Pe2 Pf2 Pg2 Ph2 Qd1 Qd3", 'w', "21");
  /* Seven pawns and a second queen are fine; two bishops on light squares too. */
  assert_problems ("Ke1 ke8 Pa2 Pb2 Pc2 Pd2 Pe2 Pf2 Pg2 Qd1 Qd3", 'w', "");
  assert_problems ("Ke1 ke8 Pa2 Pb2 Pc2 Pd2 Pe2 Pf2 Pg2 Bf1 Bh3", 'w', "");
  /* Eight pawns and two light-squared bishops. */
  assert_problems ("Kg1 kg8 pa7 pb7 pc7 pd7 pe7 pf7 pg7 ph7 bc8 be6", 'w', "22");
  /* Seventeen white men: nine pawns and eight pieces beside the king. */
  assert_problems ("Ke1 ke8 Pa2 Pb2 Pc2 Pd2 Pe2 Pf2 Pg2 Ph2 Pa3 Ra1 Rh1 Nb1 Ng1 Bc1 Bf1 Qd1", 'w', "17,19");
  /* Three white pawns on the a-file need three captures (a-b-c files to a):
   * possible only when Black has lost three men. */
  assert_problems ("Ke1 ke8 Pa2 Pa3 Pa4 ra8 rh8 nb8 ng8 bc8 bf8 qd8 pa7 pb7 pc7 pd7 pe7 pf7 pg7 ph7", 'w', "23");
  assert_problems ("Ke1 ke8 Pa2 Pa3 Pa4 ra8 rh8 nb8 ng8 bc8 bf8 qd8 pa7 pb7 pc7 pd7 pe7", 'w', "");
  /* Black's eight pawns all on the h-file: at least 26 captures, and White has lost 15 men. */
  assert_problems ("Ke1 kb8 ph2 ph3 ph4 ph5 ph6 ph7 pg7 pg6", 'w', "24");
}

static void
test_counters (void)
{
  ChessPosition pos;

  place (&pos, "Ke1 ke8", 'w');
  pos.halfmove_clock = 1;
  g_autofree char *first = problems_of (&pos);
  g_assert_cmpstr (first, ==, "28");
  /* White to move on move 3: four plies played. */
  pos.fullmove_number = 3;
  pos.halfmove_clock = 4;
  g_autofree char *none = problems_of (&pos);
  g_assert_cmpstr (none, ==, "");
  pos.halfmove_clock = 5;
  g_autofree char *five = problems_of (&pos);
  g_assert_cmpstr (five, ==, "28");
  chess_setup_set_side (&pos, CHESS_BLACK);
  g_autofree char *black = problems_of (&pos);
  g_assert_cmpstr (black, ==, "");
}

static void
test_castling (void)
{
  ChessPosition pos;
  char fen[CHESS_FEN_MAX];

  chess_position_set_start (&pos);
  static const int start_rooks[4] = { CHESS_H1, CHESS_A1, CHESS_H8, CHESS_A8 };
  for (int right = 0; right < 4; right++)
    g_assert_cmpint (chess_setup_castling_rook (&pos, right), ==, start_rooks[right]);

  /* Rights only where the king stands between rooks on its first rank. */
  place (&pos, "Ke1 Ra1 ke8 rh8 Rh2", 'w');
  g_assert_cmpint (chess_setup_castling_rook (&pos, 0), ==, CHESS_SQUARE_NONE);
  g_assert_cmpint (chess_setup_castling_rook (&pos, 1), ==, CHESS_A1);
  g_assert_cmpint (chess_setup_castling_rook (&pos, 2), ==, CHESS_H8);
  g_assert_cmpint (chess_setup_castling_rook (&pos, 3), ==, CHESS_SQUARE_NONE);
  g_assert_false (chess_setup_set_castling (&pos, 0, true));
  g_assert_true (chess_setup_set_castling (&pos, 1, true));
  g_assert_true (chess_setup_set_castling (&pos, 2, true));
  chess_position_to_fen (&pos, fen, sizeof fen);
  g_assert_cmpstr (fen, ==, "4k2r/8/8/8/8/8/7R/R3K3 w Qk - 0 1");
  /* Moving the rook away takes the right with it. */
  chess_setup_put (&pos, CHESS_A1, CHESS_PIECE_NONE);
  g_assert_cmpint (pos.castling, ==, CHESS_CASTLE_BLACK_KING);
  /* A king in the corner never castles; nor with two kings. */
  place (&pos, "Ka1 Rb1 ke8", 'w');
  g_assert_cmpint (chess_setup_castling_rook (&pos, 0), ==, CHESS_SQUARE_NONE);
  place (&pos, "Kc1 Ke1 Rh1 ke8", 'w');
  g_assert_cmpint (chess_setup_castling_rook (&pos, 0), ==, CHESS_SQUARE_NONE);

  /* Chess960: king b1 between rooks a1 and g1; the outermost rook, X-FEN. */
  place (&pos, "Kb1 Ra1 Rd1 Rg1 kb8 ra8 rg8", 'w');
  g_assert_true (chess_setup_set_castling (&pos, 0, true));
  g_assert_true (chess_setup_set_castling (&pos, 1, true));
  g_assert_true (chess_setup_set_castling (&pos, 2, true));
  g_assert_true (pos.chess960);
  g_assert_cmpint (pos.castling_rook[0], ==, CHESS_G1);
  g_assert_true (chess_setup_is_playable (&pos));
  g_autofree char *fine = problems_of (&pos);
  g_assert_cmpstr (fine, ==, "");
  /* Black's king on another file than White's: no Chess960 start has that. */
  place (&pos, "Kb1 Ra1 Rg1 kc8 ra8 rg8", 'w');
  g_assert_true (chess_setup_set_castling (&pos, 0, true));
  g_assert_true (chess_setup_set_castling (&pos, 2, true));
  g_autofree char *files = problems_of (&pos);
  g_assert_cmpstr (files, ==, "25");
  g_assert_true (chess_setup_is_playable (&pos));

  /* A right the placement does not allow, set by hand, is named per right. */
  place (&pos, "Ke1 ke8 rh8", 'w');
  pos.castling = CHESS_CASTLE_ALL;
  pos.castling_rook[0] = CHESS_H1;
  pos.castling_rook[1] = CHESS_A1;
  pos.castling_rook[2] = CHESS_H8;
  pos.castling_rook[3] = CHESS_A8;
  g_autofree char *broken = problems_of (&pos);
  g_assert_cmpstr (broken, ==, "10,11,13");
  g_assert_false (chess_setup_is_playable (&pos));
  chess_setup_finish (&pos);
  g_assert_cmpint (pos.castling, ==, CHESS_CASTLE_BLACK_KING);
}

static void
test_en_passant (void)
{
  ChessPosition pos;
  char fen[CHESS_FEN_MAX];

  /* After 1.e4 with a black pawn on d4: e3 can be taken en passant. */
  place (&pos, "Ke1 ke8 Pe4 pd4", 'b');
  g_assert_cmphex (chess_setup_en_passant_squares (&pos), ==, CHESS_SQUARE_BB (CHESS_E3));
  pos.halfmove_clock = 7;
  pos.fullmove_number = 9;
  g_assert_false (chess_setup_set_en_passant (&pos, CHESS_D3));
  g_assert_true (chess_setup_set_en_passant (&pos, CHESS_E3));
  g_assert_cmpuint (pos.halfmove_clock, ==, 0);
  chess_position_to_fen (&pos, fen, sizeof fen);
  g_assert_cmpstr (fen, ==, "4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 9");
  /* The side to move changes: the square goes. */
  chess_setup_set_side (&pos, CHESS_WHITE);
  g_assert_cmpint (pos.ep_square, ==, CHESS_SQUARE_NONE);

  /* No pawn beside it to take: nothing offered; a piece on e3 or e2 neither. */
  place (&pos, "Ke1 ke8 Pe4 pa4", 'b');
  g_assert_cmphex (chess_setup_en_passant_squares (&pos), ==, 0);
  place (&pos, "Ke1 ke8 Pe4 pd4 Ne2", 'b');
  g_assert_cmphex (chess_setup_en_passant_squares (&pos), ==, 0);
  /* Before d2-d4 the bishop on g1 checked Black's king on a7 with White
   * to move: the push cannot have been the last move. */
  place (&pos, "Kh3 Bg1 Pd4 ka7 pe4", 'b');
  g_assert_cmphex (chess_setup_en_passant_squares (&pos), ==, 0);
  pos.ep_square = CHESS_D3;
  g_autofree char *after_check = problems_of (&pos);
  g_assert_cmpstr (after_check, ==, "26");

  /* Squares set by hand that say nothing of a double push. */
  place (&pos, "Ke1 ke8 Pe4 pd4", 'b');
  pos.ep_square = CHESS_E6;
  g_autofree char *rank = problems_of (&pos);
  g_assert_cmpstr (rank, ==, "14");
  pos.ep_square = CHESS_D3;
  g_autofree char *no_pawn = problems_of (&pos);
  g_assert_cmpstr (no_pawn, ==, "15");
  chess_position_put_piece (&pos, CHESS_E2, CHESS_MAKE_PIECE (CHESS_WHITE, CHESS_KNIGHT));
  pos.ep_square = CHESS_E3;
  g_autofree char *not_empty = problems_of (&pos);
  g_assert_cmpstr (not_empty, ==, "16");
  place (&pos, "Ke1 ke8 Pe4 pd4", 'b');
  pos.ep_square = CHESS_E3;
  pos.halfmove_clock = 3;
  pos.fullmove_number = 5;
  g_autofree char *clock = problems_of (&pos);
  g_assert_cmpstr (clock, ==, "27");
  /* A check the double push uncovered is possible; one that did not come
   * through the pawn's start square is not, and then the side to move was
   * in check before the push too. */
  place (&pos, "Kh8 Ba4 Pc4 kd1 pb4", 'b');
  g_assert_true (chess_setup_set_en_passant (&pos, CHESS_C3));
  g_autofree char *discovered = problems_of (&pos);
  g_assert_cmpstr (discovered, ==, "");
  place (&pos, "Ke1 kd3 Pe2 Pc4 pd4 Qh3", 'b');
  g_assert_cmphex (chess_setup_en_passant_squares (&pos), ==, 0);
  pos.ep_square = CHESS_C3;
  g_autofree char *unrelated = problems_of (&pos);
  g_assert_cmpstr (unrelated, ==, "9,26");
}

/* Playable exactly when the strict FEN reader takes the position's FEN:
 * random placements, sides, rights and en-passant squares. */
static void
test_playable_is_strict_fen (void)
{
  GRand *rand = g_rand_new_with_seed (20261205);
  int playable = 0, refused = 0;

  for (int round = 0; round < 20000; round++)
    {
      ChessPosition pos, read;
      ChessFenError error;
      char fen[CHESS_FEN_MAX];
      int men = g_rand_int_range (rand, 0, 12);

      chess_position_clear (&pos);
      for (int color = 0; color < 2; color++)
        {
          int kings = g_rand_int_range (rand, 0, 20) == 0 ? g_rand_int_range (rand, 0, 3) : 1;
          for (int k = 0; k < kings; k++)
            chess_setup_put (&pos, g_rand_int_range (rand, 0, 64), CHESS_MAKE_PIECE (color, CHESS_KING));
        }
      for (int i = 0; i < men; i++)
        chess_setup_put (&pos, g_rand_int_range (rand, 0, 64),
                         CHESS_MAKE_PIECE (g_rand_int_range (rand, 0, 2), g_rand_int_range (rand, 0, 5)));
      chess_setup_set_side (&pos, (ChessColor) g_rand_int_range (rand, 0, 2));
      for (int right = 0; right < 4; right++)
        if (g_rand_boolean (rand))
          chess_setup_set_castling (&pos, right, true);
      if (g_rand_int_range (rand, 0, 3) == 0)
        {
          /* Raw, as a FEN names it: any square of the two middle ranks' neighbours. */
          int rank = g_rand_boolean (rand) ? 2 : 5;
          pos.ep_square = (uint8_t) CHESS_SQUARE (g_rand_int_range (rand, 0, 8),
                                                  g_rand_int_range (rand, 0, 6) == 0 ? g_rand_int_range (rand, 0, 8) : rank);
        }

      chess_position_to_fen (&pos, fen, sizeof fen);
      bool accepted = chess_position_from_fen (&read, fen, &error);
      if (accepted != chess_setup_is_playable (&pos))
        {
          g_autofree char *got = problems_of (&pos);
          g_error ("%s: FEN reader %s (%s), problems %s", fen, accepted ? "accepts" : "refuses",
                   error.message, got);
        }
      accepted ? playable++ : refused++;
    }
  /* Both kinds are met often enough to mean something. */
  g_assert_cmpint (playable, >, 2000);
  g_assert_cmpint (refused, >, 2000);
  g_rand_free (rand);
}

static void
test_problem_list_is_bounded (void)
{
  ChessPosition pos;
  ChessSetupProblem two[2];

  place (&pos, "Pa1 Pb8 pc1 pd8", 'w');
  g_assert_cmpuint (chess_setup_problems (&pos, two, 2), ==, 2);
  g_assert_cmpint (two[0], ==, CHESS_SETUP_PROBLEM_NO_WHITE_KING);
  g_assert_cmpint (two[1], ==, CHESS_SETUP_PROBLEM_NO_BLACK_KING);
  g_assert_true (chess_setup_problem_is_fatal (CHESS_SETUP_PROBLEM_EN_PASSANT_NOT_EMPTY));
  g_assert_false (chess_setup_problem_is_fatal (CHESS_SETUP_PROBLEM_WHITE_PAWNS));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/core/setup/placement", test_placement_problems);
  g_test_add_func ("/core/setup/material", test_material_problems);
  g_test_add_func ("/core/setup/counters", test_counters);
  g_test_add_func ("/core/setup/castling", test_castling);
  g_test_add_func ("/core/setup/en-passant", test_en_passant);
  g_test_add_func ("/core/setup/playable-is-strict-fen", test_playable_is_strict_fen);
  g_test_add_func ("/core/setup/bounded", test_problem_list_is_bounded);
  return g_test_run ();
}
