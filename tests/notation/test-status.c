/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-status.c — status of one position: mate, stalemate, dead positions,
 * mating material at flag fall, repetition key, set-up validation; and the
 * draw/ vectors that concern single positions. */
#include "test-notation-util.h"

#include <string.h>

static void
pos_of (ChessPosition *pos, const char *fen)
{
  test_position_set (pos, fen);
}

static void
test_checkmate (void)
{
  ChessPosition pos;
  const char *mates[] = {
    "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3",   /* fool's mate */
    "8/8/8/8/8/6k1/8/r5K1 w - - 0 1",                                   /* back rank */
    "6rk/5Npp/8/8/8/8/8/6K1 b - - 0 1",                                 /* smothered */
    "r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4", /* scholar's mate */
    NULL };
  for (int i = 0; mates[i]; i++)
    {
      pos_of (&pos, mates[i]);
      g_assert_true (chess_position_is_checkmate (&pos));
      g_assert_false (chess_position_is_stalemate (&pos));
      g_assert_cmpint (chess_position_status (&pos), ==, CHESS_STATUS_CHECKMATE);
    }
  /* check that can be answered: capture, block, king move */
  const char *checks[] = {
    "4k3/8/8/8/8/8/3q4/4K3 w - - 0 1",        /* Kxd2 */
    "4k3/8/8/8/8/8/3R4/r3K3 w - - 0 1",       /* Rd1 blocks */
    "4k3/8/8/8/8/8/1B6/r3K3 w - - 0 1",       /* Bxa1 */
    "4k3/8/8/8/7b/8/8/3RK3 w - - 0 1",        /* block f2/g3 or move */
    NULL };
  for (int i = 0; checks[i]; i++)
    {
      pos_of (&pos, checks[i]);
      g_assert_true (chess_position_in_check (&pos));
      g_assert_false (chess_position_is_checkmate (&pos));
      g_assert_cmpint (chess_position_status (&pos), ==, CHESS_STATUS_ONGOING);
    }
}

static void
test_stalemate (void)
{
  ChessPosition pos;
  const char *stalemates[] = {
    "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1",
    "4k3/4P3/4K3/8/8/8/8/8 b - - 0 1",
    "k7/P7/K7/8/8/8/8/8 b - - 0 1",
    "8/8/8/8/8/2k5/1r6/K7 w - - 0 1",        /* not in check, every square covered */
    NULL };
  for (int i = 0; stalemates[i]; i++)
    {
      pos_of (&pos, stalemates[i]);
      g_assert_true (chess_position_is_stalemate (&pos));
      g_assert_false (chess_position_is_checkmate (&pos));
      g_assert_cmpint (chess_position_status (&pos), ==, CHESS_STATUS_STALEMATE);
    }
  /* one legal move left is no stalemate */
  pos_of (&pos, "7k/5Q2/6K1/8/8/8/p7/8 b - - 0 1");
  g_assert_false (chess_position_is_stalemate (&pos));
}

typedef struct {
  const char *fen;
  bool dead;
  bool white_can_mate, black_can_mate;
  const char *what;
} Material;

static const Material materials[] = {
  { "8/8/8/4k3/8/8/8/4K3 w - - 0 1", true, false, false, "K v K" },
  { "8/8/8/4k3/8/8/8/2B1K3 w - - 0 1", true, false, false, "K+B v K" },
  { "8/8/8/4k3/8/8/8/1N2K3 b - - 0 1", true, false, false, "K+N v K" },
  { "8/8/8/4kb2/8/8/8/4K3 w - - 0 1", true, false, false, "K v K+B" },
  { "5b2/8/8/4k3/8/8/8/2B1K3 w - - 0 1", true, false, false, "K+B v K+B same colour" },
  { "K4b1k/b7/1b5b/B1b5/1B1b4/B1B1b3/1B1B1b2/B1B1B1b1 w - - 0 1", true, false, false, "K+9B v K+9B same colour" },
  { "8/8/4k3/8/8/8/8/B1B1K3 w - - 0 1", true, false, false, "K+2B same colour v K" },
  { "2b5/8/8/4k3/8/8/8/2B1K3 w - - 0 1", false, true, true, "K+B v K+B opposite colours" },
  { "8/8/8/4k3/8/8/8/1NN1K3 w - - 0 1", false, true, false, "K+2N v K" },
  { "8/8/8/4k3/8/8/8/1NB1K3 w - - 0 1", false, true, false, "K+B+N v K" },
  { "8/8/8/4k3/8/8/8/2BBK3 w - - 0 1", false, true, false, "K+2B opposite colours v K" },
  { "1n6/8/8/4k3/8/8/8/1N2K3 w - - 0 1", false, true, true, "K+N v K+N" },
  { "1n6/8/8/4k3/8/8/8/2B1K3 w - - 0 1", false, true, true, "K+B v K+N" },
  { "3q4/8/8/4k3/8/8/8/1N2K3 w - - 0 1", false, false, true, "K+N v K+Q: the knight cannot mate" },
  { "2qq4/8/8/4k3/8/8/8/1N2K3 w - - 0 1", false, false, true, "K+N v K+2Q" },
  { "3r4/8/8/4k3/8/8/8/1N2K3 w - - 0 1", false, true, true, "K+N v K+R: self-block possible" },
  { "8/4p3/8/4k3/8/8/8/1N2K3 w - - 0 1", false, true, true, "K+N v K+P" },
  { "8/4p3/8/4k3/8/8/8/2B1K3 w - - 0 1", false, true, true, "K+B v K+P" },
  { "3r4/8/8/4k3/8/8/8/2B1K3 w - - 0 1", false, false, true, "K+B v K+R: no knight or pawn anywhere" },
  { "3q4/8/8/4k3/8/8/8/3BK3 w - - 0 1", false, false, true, "K+B v K+Q" },
  { "1n6/8/8/4k3/8/8/8/3BK3 w - - 0 1", false, true, true, "K+B v K+N: the knight can block" },
  { "8/8/8/4k3/8/8/8/R3K3 w - - 0 1", false, true, false, "K+R v K" },
  { "8/8/8/4k3/8/8/8/3QK3 w - - 0 1", false, true, false, "K+Q v K" },
  { "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1", false, true, false, "K+P v K" },
  { CHESS_FEN_START, false, true, true, "start" },
};

static void
test_dead_and_material (void)
{
  for (size_t i = 0; i < G_N_ELEMENTS (materials); i++)
    {
      const Material *m = &materials[i];
      ChessPosition pos;
      pos_of (&pos, m->fen);
      if (chess_position_is_dead (&pos) != m->dead)
        g_error ("%s: dead should be %d", m->what, m->dead);
      if (chess_position_has_mating_material (&pos, CHESS_WHITE) != m->white_can_mate)
        g_error ("%s: White mating material should be %d", m->what, m->white_can_mate);
      if (chess_position_has_mating_material (&pos, CHESS_BLACK) != m->black_can_mate)
        g_error ("%s: Black mating material should be %d", m->what, m->black_can_mate);
      /* a dead position leaves neither side mating material */
      if (m->dead)
        g_assert_cmpint (chess_position_status (&pos), ==, CHESS_STATUS_DEAD_POSITION);
      else
        g_assert_cmpint (chess_position_status (&pos), ==, CHESS_STATUS_ONGOING);
    }
}

static void
test_repetition_key (void)
{
  ChessPosition with_ep, without_ep;

  /* legal en passant: the key differs from the same position without it */
  pos_of (&with_ep, "4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1");
  pos_of (&without_ep, "4k3/8/8/8/3pP3/8/8/4K3 b - - 0 1");
  g_assert_cmpuint (with_ep.ep_square, ==, CHESS_E3);
  g_assert_cmpuint (chess_position_repetition_key (&with_ep), !=, chess_position_repetition_key (&without_ep));
  g_assert_cmpuint (chess_position_repetition_key (&with_ep), ==, with_ep.key);

  /* pseudo-legal only (the capture would expose the king): it does not count */
  pos_of (&with_ep, "7R/k7/8/K7/2pP4/8/8/6B1 b - d3 0 1");
  pos_of (&without_ep, "7R/k7/8/K7/2pP4/8/8/6B1 b - - 0 1");
  g_assert_cmpuint (with_ep.key, !=, without_ep.key);
  g_assert_cmpuint (chess_position_repetition_key (&with_ep), ==, chess_position_repetition_key (&without_ep));
  g_assert_cmpuint (chess_position_repetition_key (&without_ep), ==, without_ep.key);

  /* reached by moves: 1. e4 Nf6 2. e5 d5 (ep possible) vs. the same placement later */
  ChessPosition a, b;
  pos_of (&a, "rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3");
  pos_of (&b, "rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq - 2 5");
  g_assert_cmpuint (chess_position_repetition_key (&a), !=, chess_position_repetition_key (&b));

  /* castling rights and side to move count */
  pos_of (&a, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
  pos_of (&b, "r3k2r/8/8/8/8/8/8/R3K2R w Kkq - 0 1");
  g_assert_cmpuint (chess_position_repetition_key (&a), !=, chess_position_repetition_key (&b));
  pos_of (&b, "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1");
  g_assert_cmpuint (chess_position_repetition_key (&a), !=, chess_position_repetition_key (&b));
  /* counters do not */
  pos_of (&b, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 7 30");
  g_assert_cmpuint (chess_position_repetition_key (&a), ==, chess_position_repetition_key (&b));
}

static void
assert_setup (const char *fen, unsigned expected)
{
  ChessPosition pos;
  pos_of (&pos, fen);
  unsigned flags = chess_position_validate_setup (&pos);
  if (flags != expected)
    g_error ("%s: set-up flags %#x, expected %#x", fen, flags, expected);
}

static void
test_validate_setup (void)
{
  assert_setup (CHESS_FEN_START, 0);
  assert_setup ("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 0);
  assert_setup ("4k3/8/8/8/8/P7/PPPPPPPP/4K3 w - - 0 1", CHESS_SETUP_TOO_MANY_PAWNS);
  assert_setup ("4k3/8/8/8/8/8/PPPPPPPP/QQQ1K3 w - - 0 1", CHESS_SETUP_TOO_MANY_PIECES);
  assert_setup ("4k3/8/8/8/8/8/PPPPPPPP/B1B1K3 w - - 0 1", CHESS_SETUP_TOO_MANY_PIECES); /* two dark bishops */
  assert_setup ("4k3/8/8/8/8/8/PPPPPPP1/QQ2K3 w - - 0 1", 0);  /* one promotion, one pawn missing */
  assert_setup ("4k3/8/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1", 0);
  assert_setup ("4k3/8/8/8/1b6/5n2/4r3/4K3 w - - 0 1",
                CHESS_SETUP_IMPOSSIBLE_CHECK | CHESS_SETUP_TOO_MANY_CHECKERS);   /* three checkers */
  assert_setup ("4k3/8/8/8/8/3n4/5p2/4K3 w - - 0 1", CHESS_SETUP_IMPOSSIBLE_CHECK);    /* knight + pawn */
  assert_setup ("4k3/8/8/8/8/3n1n2/8/4K3 w - - 0 1", CHESS_SETUP_IMPOSSIBLE_CHECK);    /* two knights */
  assert_setup ("4k3/8/8/8/1b5b/8/8/4K3 w - - 0 1", CHESS_SETUP_IMPOSSIBLE_CHECK);     /* two bishops */
  assert_setup ("k7/8/8/8/8/8/8/r3K2r w - - 0 1", CHESS_SETUP_IMPOSSIBLE_CHECK);        /* both sides of the king on one line */
  assert_setup ("4R3/8/R3k3/8/8/8/8/4K3 b - - 0 1", CHESS_SETUP_IMPOSSIBLE_CHECK);    /* two rooks, no promotion could do it */
  assert_setup ("4R3/R3k3/8/8/8/8/8/4K3 b - - 0 1", 0);  /* dxe8=R: two rooks after a promotion */
  /* ...gxh1=R with the king on the last rank: reached from a perft position */
  assert_setup ("5rk1/1p4r1/pP1p4/P2P4/8/8/8/3B2Kr w - - 0 3", 0);
  assert_setup ("5rk1/1p4r1/pP1p4/P2P4/8/8/6r1/3B2Kr w - - 0 3", CHESS_SETUP_IMPOSSIBLE_CHECK); /* no pawn left g2 */
  assert_setup ("k3r3/8/8/8/8/3n4/8/4K3 w - - 0 1", 0);  /* knight from e5 uncovers the rook */
  /* A pawn or knight checks only by moving, so the line of the other
   * checker must pass a square it came from (issue 14). */
  assert_setup ("7k/8/8/8/8/5n2/8/r3K3 w - - 0 1", CHESS_SETUP_IMPOSSIBLE_CHECK); /* Nf3 never stood on b1-d1 */
  assert_setup ("7k/8/8/3p4/r3K3/8/8/8 w - - 0 1", CHESS_SETUP_IMPOSSIBLE_CHECK); /* ...d5 came from d6, c6 or e6 */
  assert_setup ("4r2k/8/8/3p4/4K3/8/8/8 w - - 0 1", 0);  /* ...exd5 uncovered the rook on e8 */
  /* ...d2-d1=N uncovered the bishop on c1 (no knight move leads to d1 from d2) */
  assert_setup ("8/8/8/8/8/4K3/8/2bn3k w - - 0 1", 0);
  assert_setup ("8/4p3/3K4/8/8/8/8/k7 w - - 0 1", CHESS_SETUP_IMPOSSIBLE_CHECK);      /* pawn that never moved gives check */
  assert_setup ("8/8/4p3/3K4/8/8/8/k7 w - - 0 1", 0);
  /* after ...d7-d5 the pawn now shields f3 from b7: before the push White was in check */
  assert_setup ("4k3/1b6/8/3pP3/8/5K2/8/8 w - d6 0 1", CHESS_SETUP_IMPOSSIBLE_EN_PASSANT);
  assert_setup ("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", 0);
  /* after a double push only the pawn or a line through its start square can check */
  assert_setup ("4k3/8/8/4pP2/8/5n2/8/4K3 w - e6 0 1", CHESS_SETUP_IMPOSSIBLE_CHECK | CHESS_SETUP_IMPOSSIBLE_EN_PASSANT);
  assert_setup ("4k3/8/8/4pP2/3K4/8/8/8 w - e6 0 1", 0);     /* the pushed pawn checks */
  assert_setup ("3bk3/8/8/4pPK1/8/8/8/8 w - e6 0 1", 0);     /* the push uncovered d8-g5 */

  /* kings side by side: the FEN reader refuses it, a board editor may build it */
  ChessPosition pos;
  chess_position_clear (&pos);
  chess_position_put_piece (&pos, CHESS_E1, CHESS_MAKE_PIECE (CHESS_WHITE, CHESS_KING));
  chess_position_put_piece (&pos, CHESS_E2, CHESS_MAKE_PIECE (CHESS_BLACK, CHESS_KING));
  chess_position_finish_setup (&pos);
  g_assert_true (chess_position_validate_setup (&pos) & CHESS_SETUP_KINGS_ADJACENT);
}

/* ------------------------------------------------------------------ */
/* draw/ vectors: final positions of whole games */

typedef struct {
  ChessPosition pos;
  GArray *keys;      /* repetition key after every ply, start included */
  bool ok;
} Replay;

static void
replay_game (const TestGame *game, gpointer user_data)
{
  Replay *r = user_data;
  if (game->fen)
    test_position_set (&r->pos, game->fen);
  else
    chess_position_set_start (&r->pos);
  r->keys = g_array_new (FALSE, FALSE, sizeof (guint64));
  guint64 key = chess_position_repetition_key (&r->pos);
  g_array_append_val (r->keys, key);
  for (guint i = 0; i < game->moves->len; i++)
    {
      const char *text = game->moves->pdata[i];
      ChessMove move;
      ChessUndo undo;
      ChessSanStatus status = chess_move_from_san (&r->pos, text, strlen (text), &move);
      if (status != CHESS_SAN_OK)
        g_error ("move %u \"%s\": status %d", i + 1, text, status);
      chess_position_make_move (&r->pos, move, &undo);
      key = chess_position_repetition_key (&r->pos);
      g_array_append_val (r->keys, key);
    }
  r->ok = true;
}

static void
replay_file (const char *name, Replay *r)
{
  gsize length;
  char *text = test_data_read (name, &length);
  r->ok = false;
  g_assert_cmpuint (test_pgn_for_each_game (text, length, replay_game, r), >=, 1);
  g_assert_true (r->ok);
  g_free (text);
}

static unsigned
occurrences (GArray *keys, guint64 key)
{
  unsigned n = 0;
  for (guint i = 0; i < keys->len; i++)
    n += g_array_index (keys, guint64, i) == key;
  return n;
}

static void
test_draw_vectors (void)
{
  Replay r;
  const char *bare_kings[] = { "draw/pychess-insufficient_material.pgn", "draw/pychess-material.pgn", NULL };
  for (int i = 0; bare_kings[i]; i++)
    {
      replay_file (bare_kings[i], &r);
      g_assert_true (chess_position_is_dead (&r.pos));
      g_assert_cmpint (chess_position_status (&r.pos), ==, CHESS_STATUS_DEAD_POSITION);
      g_assert_false (chess_position_has_mating_material (&r.pos, CHESS_WHITE));
      g_assert_false (chess_position_has_mating_material (&r.pos, CHESS_BLACK));
      g_array_unref (r.keys);
    }

  replay_file ("draw/pychess-mate.pgn", &r);
  g_assert_cmpint (chess_position_status (&r.pos), ==, CHESS_STATUS_CHECKMATE);
  g_assert_cmpint (chess_position_side_to_move (&r.pos), ==, CHESS_WHITE);
  g_array_unref (r.keys);

  /* threefold: the final position has occurred three times */
  const char *threefold[] = { "draw/pychess-threefold.pgn", "draw/pychess-3fold.pgn", NULL };
  for (int i = 0; threefold[i]; i++)
    {
      replay_file (threefold[i], &r);
      guint64 last = g_array_index (r.keys, guint64, r.keys->len - 1);
      g_assert_cmpuint (occurrences (r.keys, last), >=, 3);
      g_array_unref (r.keys);
    }

  /* draw.pgn: not yet three times, but White has a move that makes it the third */
  replay_file ("draw/pychess-draw.pgn", &r);
  {
    guint64 last = g_array_index (r.keys, guint64, r.keys->len - 1);
    ChessMoveList list;
    bool claim = false;
    g_assert_cmpuint (occurrences (r.keys, last), <, 3);
    chess_position_legal_moves (&r.pos, &list);
    for (int i = 0; i < list.count; i++)
      {
        ChessPosition next = r.pos;
        ChessUndo undo;
        chess_position_make_move (&next, list.moves[i], &undo);
        if (occurrences (r.keys, chess_position_repetition_key (&next)) >= 2)
          claim = true;
      }
    g_assert_true (claim);
  }
  g_array_unref (r.keys);

  /* fifty-move rule counters (the claim itself belongs to the game model) */
  replay_file ("draw/pychess-50.pgn", &r);
  g_assert_cmpuint (r.pos.halfmove_clock, >=, 100);
  g_array_unref (r.keys);
  replay_file ("draw/pychess-50halfmoves.pgn", &r);
  g_assert_cmpuint (r.pos.halfmove_clock, ==, 50);
  g_array_unref (r.keys);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/status/checkmate", test_checkmate);
  g_test_add_func ("/status/stalemate", test_stalemate);
  g_test_add_func ("/status/dead-and-material", test_dead_and_material);
  g_test_add_func ("/status/repetition-key", test_repetition_key);
  g_test_add_func ("/status/validate-setup", test_validate_setup);
  g_test_add_func ("/status/draw-vectors", test_draw_vectors);
  return g_test_run ();
}
