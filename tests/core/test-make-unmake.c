/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Make/unmake restore the position and key exactly; the incremental key
 * equals a recomputation; the fast generator agrees with the naive one. */
#include "chess-core-private.h"
#include "chess-notation.h"
#include "chess-reference.h"

#include <glib.h>
#include <string.h>

/* FENs of the perft suites, every step-th position of a file. */
static GPtrArray *
load_fens (const char *file, guint step)
{
  const char *dir = g_getenv ("CHESS_TESTDATA");
  GPtrArray *fens = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *path = NULL, *contents = NULL;
  g_auto (GStrv) lines = NULL;
  guint index = 0;

  if (!dir)
    return fens;
  path = g_build_filename (dir, "perft", file, NULL);
  if (!g_file_get_contents (path, &contents, NULL, NULL))
    g_error ("cannot read %s", path);
  lines = g_strsplit (contents, "\n", -1);
  for (guint i = 0; lines[i]; i++)
    {
      char *line = g_strstrip (lines[i]);
      if (line[0] == '\0' || line[0] == '#')
        continue;
      if (index++ % step == 0)
        {
          char *semicolon = strchr (line, ';');
          g_ptr_array_add (fens, semicolon ? g_strndup (line, (gsize) (semicolon - line)) : g_strdup (line));
        }
    }
  return fens;
}

static void
assert_consistent (const ChessPosition *pos)
{
  const char *problem = chess_reference_check_consistency (pos);
  if (problem)
    {
      char fen[CHESS_FEN_MAX];
      chess_position_to_fen (pos, fen, sizeof fen);
      g_error ("%s: %s", fen, problem);
    }
}

/* Every move, recursively to depth: make, check, compare with the naive
 * generator, unmake, compare bytes. */
static guint64
walk (ChessPosition *pos, int depth)
{
  ChessMoveList list;
  ChessMove reference[CHESS_MOVEGEN_MAX];
  guint64 made = 0;

  chess_position_legal_moves (pos, &list);
  int n_ref = chess_reference_legal_moves (pos, reference);
  ChessMove sorted[CHESS_MAX_MOVES];
  memcpy (sorted, list.moves, sizeof (ChessMove) * (size_t) list.count);
  chess_reference_sort_moves (sorted, list.count);
  if (n_ref != list.count || memcmp (sorted, reference, sizeof (ChessMove) * (size_t) n_ref) != 0)
    {
      char fen[CHESS_FEN_MAX];
      chess_position_to_fen (pos, fen, sizeof fen);
      g_error ("%s: %d legal moves, the reference finds %d", fen, list.count, n_ref);
    }
  if (depth == 0)
    return 0;

  for (int i = 0; i < list.count; i++)
    {
      ChessPosition before;
      ChessUndo undo;
      memcpy (&before, pos, sizeof before);
      chess_position_make_move (pos, list.moves[i], &undo);
      assert_consistent (pos);
      g_assert_cmpuint (pos->side_to_move, !=, before.side_to_move);
      made++;
      made += walk (pos, depth - 1);
      chess_position_unmake_move (pos, list.moves[i], &undo);
      g_assert_true (memcmp (&before, pos, sizeof before) == 0);
    }
  return made;
}

static void
test_every_move (gconstpointer data)
{
  const char *file = data;
  g_autoptr (GPtrArray) fens = load_fens (file, strstr (file, "ferdy") ? 25 : (strstr (file, "960") ? 4 : 1));
  guint64 made = 0;

  if (fens->len == 0)
    {
      g_test_skip ("CHESS_TESTDATA is not set");
      return;
    }
  for (guint i = 0; i < fens->len; i++)
    {
      ChessPosition pos;
      ChessFenError error;
      /* Lenient, for the composed positions of the perft suites (see test-perft.c). */
      if (!chess_position_read_fen (&pos, fens->pdata[i], CHESS_FEN_LENIENT, &error, NULL))
        g_error ("%s: %s", (char *) fens->pdata[i], error.message);
      assert_consistent (&pos);
      made += walk (&pos, 2);
    }
  g_test_message ("%s: %u positions, %" G_GUINT64_FORMAT " moves made and unmade", file, fens->len, made);
  g_assert_cmpuint (made, >, 1000);
}

/* Long random games: key and board stay consistent all the way down and
 * unwinding returns the start exactly. */
static void
test_random_games (void)
{
  GRand *rand = g_rand_new_with_seed (20240101);
  ChessPosition start;
  guint64 plies = 0;

  for (int game = 0; game < 200; game++)
    {
      ChessPosition pos, original;
      ChessMove moves[300];
      ChessUndo undos[300];
      int n = 0;

      if (game % 2)
        chess_position_set_start (&start);
      else
        g_assert_true (chess_position_from_fen (&start, "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", NULL));
      memcpy (&pos, &start, sizeof pos);
      memcpy (&original, &start, sizeof pos);
      while (n < 300)
        {
          ChessMoveList list;
          if (chess_position_legal_moves (&pos, &list) == 0)
            break;
          moves[n] = list.moves[g_rand_int_range (rand, 0, list.count)];
          chess_position_make_move (&pos, moves[n], &undos[n]);
          assert_consistent (&pos);
          /* The key also equals that of the position read back from its FEN. */
          char fen[CHESS_FEN_MAX];
          ChessPosition reread;
          chess_position_to_fen (&pos, fen, sizeof fen);
          g_assert_true (chess_position_from_fen (&reread, fen, NULL));
          g_assert_cmphex (reread.key, ==, pos.key);
          n++;
          plies++;
        }
      while (n > 0)
        {
          n--;
          chess_position_unmake_move (&pos, moves[n], &undos[n]);
        }
      g_assert_true (memcmp (&pos, &original, sizeof pos) == 0);
    }
  g_rand_free (rand);
  g_assert_cmpuint (plies, >, 10000);
}

static ChessMove
find_move (const ChessPosition *pos, int from, int to)
{
  ChessMoveList list;
  chess_position_legal_moves (pos, &list);
  for (int i = 0; i < list.count; i++)
    if (chess_move_from (list.moves[i]) == from && chess_move_to (list.moves[i]) == to)
      return list.moves[i];
  g_error ("no legal move %d-%d", from, to);
  return CHESS_MOVE_NONE;
}

static void
play (ChessPosition *pos, int from, int to)
{
  ChessUndo undo;
  chess_position_make_move (pos, find_move (pos, from, to), &undo);
}

/* Transpositions reach the same key; side, castling and en passant change it. */
static void
test_zobrist (void)
{
  ChessPosition a, b, start;

  chess_position_set_start (&start);
  g_assert_cmphex (start.key, ==, chess_position_compute_key (&start));

  chess_position_set_start (&a);
  play (&a, CHESS_G1, CHESS_F3);
  play (&a, CHESS_G8, CHESS_F6);
  play (&a, CHESS_F3, CHESS_G1);
  play (&a, CHESS_F6, CHESS_G8);
  g_assert_cmphex (a.key, ==, start.key);

  chess_position_set_start (&a);
  play (&a, CHESS_E2, CHESS_E4);
  play (&a, CHESS_E7, CHESS_E5);
  play (&a, CHESS_G1, CHESS_F3);
  chess_position_set_start (&b);
  play (&b, CHESS_G1, CHESS_F3);
  play (&b, CHESS_E7, CHESS_E5);
  play (&b, CHESS_E2, CHESS_E4);
  g_assert_cmphex (a.key, ==, b.key);

  /* Same pieces, other side to move. */
  g_assert_true (chess_position_from_fen (&a, "4k3/8/8/8/8/8/8/4K3 w - - 0 1", NULL));
  g_assert_true (chess_position_from_fen (&b, "4k3/8/8/8/8/8/8/4K3 b - - 0 1", NULL));
  g_assert_cmphex (a.key, !=, b.key);
  /* Castling rights count. */
  g_assert_true (chess_position_from_fen (&a, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", NULL));
  g_assert_true (chess_position_from_fen (&b, "r3k2r/8/8/8/8/8/8/R3K2R w KQk - 0 1", NULL));
  g_assert_cmphex (a.key, !=, b.key);
  /* En passant square counts. */
  g_assert_true (chess_position_from_fen (&a, "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", NULL));
  g_assert_true (chess_position_from_fen (&b, "4k3/8/8/3pP3/8/8/8/4K3 w - - 0 1", NULL));
  g_assert_cmpuint (a.ep_square, ==, CHESS_D6);
  g_assert_cmphex (a.key, !=, b.key);
}

static void
test_null_move (void)
{
  ChessPosition pos, before;
  ChessUndo undo;

  g_assert_true (chess_position_from_fen (&pos, "4k3/8/8/3pP3/8/8/8/4K3 w - d6 3 7", NULL));
  memcpy (&before, &pos, sizeof pos);
  chess_position_make_null_move (&pos, &undo);
  g_assert_cmpuint (pos.side_to_move, ==, CHESS_BLACK);
  g_assert_cmpuint (pos.ep_square, ==, CHESS_SQUARE_NONE);
  g_assert_cmphex (pos.key, ==, chess_position_compute_key (&pos));
  chess_position_unmake_null_move (&pos, &undo);
  g_assert_true (memcmp (&before, &pos, sizeof pos) == 0);
}

/* Board-editor calls keep the key up to date too. */
static void
test_setup_calls (void)
{
  ChessPosition pos;
  chess_position_clear (&pos);
  chess_position_put_piece (&pos, CHESS_E1, CHESS_MAKE_PIECE (CHESS_WHITE, CHESS_KING));
  chess_position_put_piece (&pos, CHESS_H1, CHESS_MAKE_PIECE (CHESS_WHITE, CHESS_ROOK));
  chess_position_put_piece (&pos, CHESS_E8, CHESS_MAKE_PIECE (CHESS_BLACK, CHESS_KING));
  g_assert_cmphex (pos.key, ==, chess_position_compute_key (&pos));
  chess_position_put_piece (&pos, CHESS_H1, CHESS_MAKE_PIECE (CHESS_WHITE, CHESS_QUEEN));
  g_assert_cmphex (pos.key, ==, chess_position_compute_key (&pos));
  g_assert_false (chess_position_add_castling_right (&pos, CHESS_WHITE, CHESS_H1)); /* a queen, not a rook */
  chess_position_put_piece (&pos, CHESS_H1, CHESS_MAKE_PIECE (CHESS_WHITE, CHESS_ROOK));
  g_assert_false (chess_position_add_castling_right (&pos, CHESS_BLACK, CHESS_H1)); /* not Black's rook */
  g_assert_false (chess_position_add_castling_right (&pos, CHESS_WHITE, CHESS_A1)); /* no rook there */
  g_assert_true (chess_position_add_castling_right (&pos, CHESS_WHITE, CHESS_H1));
  chess_position_finish_setup (&pos);
  g_assert_cmpuint (pos.castling, ==, CHESS_CASTLE_WHITE_KING);
  assert_consistent (&pos);
  chess_position_remove_piece (&pos, CHESS_H1);
  chess_position_finish_setup (&pos);  /* the right lost its rook: dropped */
  g_assert_cmpuint (pos.castling, ==, 0);
  assert_consistent (&pos);

  /* A bogus en-passant square set by hand is dropped. */
  pos.ep_square = CHESS_D6;
  chess_position_finish_setup (&pos);
  g_assert_cmpuint (pos.ep_square, ==, CHESS_SQUARE_NONE);

  /* An editor position the FEN reader would refuse (kings touching, a rook
   * attacking the king of the side not to move): no move takes a king. */
  chess_position_clear (&pos);
  chess_position_put_piece (&pos, CHESS_E1, CHESS_MAKE_PIECE (CHESS_WHITE, CHESS_KING));
  chess_position_put_piece (&pos, CHESS_E2, CHESS_MAKE_PIECE (CHESS_BLACK, CHESS_KING));
  chess_position_put_piece (&pos, CHESS_A2, CHESS_MAKE_PIECE (CHESS_WHITE, CHESS_ROOK));
  chess_position_finish_setup (&pos);
  ChessMoveList list;
  chess_position_legal_moves (&pos, &list);
  for (int i = 0; i < list.count; i++)
    g_assert_cmpint (chess_move_to (list.moves[i]), !=, CHESS_E2);
  g_assert_cmpuint (chess_perft (&pos, 3), >, 0);
}

/* A set-up crammed with queens (found by hill climbing on the move count)
 * has far more moves than any game position: the generator must neither
 * overflow nor miscount. */
static void
test_crowded_board (void)
{
  ChessPosition pos;
  ChessMoveList list;
  static ChessMove all[CHESS_MOVEGEN_MAX], reference[CHESS_MOVEGEN_MAX];

  g_assert_true (chess_position_from_fen (&pos, "1QQQQQnk/1Q3Qrr/Q5Q1/Q5Q1/Q2Q3Q/Q6Q/Q6Q/KQQQQQQQ w - - 0 1", NULL));
  int n = chess_position_generate_moves (&pos, all);
  int n_ref = chess_reference_legal_moves (&pos, reference);
  chess_reference_sort_moves (all, n);
  g_assert_cmpint (n, ==, n_ref);
  g_assert_true (memcmp (all, reference, sizeof (ChessMove) * (size_t) n) == 0);
  g_assert_cmpint (n, ==, 254);
  g_assert_cmpuint (chess_perft (&pos, 1), ==, (guint64) n);
  g_assert_cmpint (chess_position_legal_moves (&pos, &list), ==, MIN (n, CHESS_MAX_MOVES));
  g_assert_true (chess_position_has_legal_move (&pos));
}

int
main (int argc, char **argv)
{
  static const char *files[] = {
    "cpw-standard-positions.epd",
    "normalized/ethereal-standard.epd",
    "normalized/ethereal-fischer-chess960.epd",
    "normalized/ferdy-perft-single-check-1.epd",
  };
  g_test_init (&argc, &argv, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autofree char *name = g_strdup_printf ("/core/make-unmake/every-move/%s", files[i]);
      g_test_add_data_func (name, files[i], test_every_move);
    }
  g_test_add_func ("/core/make-unmake/random-games", test_random_games);
  g_test_add_func ("/core/make-unmake/zobrist", test_zobrist);
  g_test_add_func ("/core/make-unmake/null-move", test_null_move);
  g_test_add_func ("/core/make-unmake/setup-calls", test_setup_calls);
  g_test_add_func ("/core/make-unmake/crowded-board", test_crowded_board);
  return g_test_run ();
}
