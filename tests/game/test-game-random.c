/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-game-random.c — random games (fixed seed unless --seed is given)
 * played through ChessGame with takebacks and navigation mixed in; after
 * every step the model is checked against a plain replay of its record:
 * live position, automatic results, claims (counted here the slow way),
 * and a PGN round trip of the whole game at the end. */
#include "config.h"

#include "test-game-util.h"

/* Repetitions of the last position of the main line, counted by replaying
 * from the start and comparing every earlier position. */
static void
brute_force (const ChessRecord *record,
             guint             *repetitions,
             int               *halfmove_clock,
             ChessPosition     *last)
{
  g_autoptr(GArray) keys = g_array_new (FALSE, FALSE, sizeof (guint64));
  g_autoptr(GArray) irreversible = g_array_new (FALSE, FALSE, sizeof (gboolean));
  ChessPosition pos = record->start;
  guint64 key = chess_position_repetition_key (&pos);
  gboolean flag = FALSE;
  guint n;

  g_array_append_val (keys, key);
  g_array_append_val (irreversible, flag);
  for (ChessNode *node = record->root->first_child; node; node = node->first_child)
    {
      ChessUndo undo;
      ChessPieceType moved = CHESS_PIECE_TYPE (chess_position_piece_at (&pos, chess_move_from (node->move)));

      flag = moved == CHESS_PAWN || chess_move_is_capture (&pos, node->move);
      chess_position_make_move (&pos, node->move, &undo);
      key = chess_position_repetition_key (&pos);
      g_array_append_val (keys, key);
      g_array_append_val (irreversible, flag);
    }
  n = keys->len - 1;
  *repetitions = 0;
  for (gint64 i = n; i >= 0; i--)
    {
      if (((n - i) % 2) == 0 && g_array_index (keys, guint64, i) == g_array_index (keys, guint64, n))
        (*repetitions)++;
      if (g_array_index (irreversible, gboolean, i))
        break;   /* nothing before a capture or pawn move can come back */
    }
  *halfmove_clock = pos.halfmove_clock;
  *last = pos;
}

static void
check_game (ChessGame *game)
{
  const ChessRecord *record = chess_game_get_record (game);
  ChessPosition pos, at_live;
  char a[CHESS_FEN_MAX], b[CHESS_FEN_MAX];
  guint repetitions;
  int hmc;
  ChessTermination reason;
  gboolean can;

  brute_force (record, &repetitions, &hmc, &pos);
  g_assert_true (chess_game_get_last_node (game) == chess_record_main_line_end (record));
  chess_record_position_at (record, chess_game_get_last_node (game), &at_live);
  chess_position_to_fen (&pos, a, sizeof a);
  chess_position_to_fen (&at_live, b, sizeof b);
  g_assert_cmpstr (a, ==, b);
  if (chess_game_is_at_live_position (game))
    {
      chess_position_to_fen (chess_game_get_position (game), b, sizeof b);
      g_assert_cmpstr (a, ==, b);
    }

  switch (chess_position_status (&pos))
    {
    case CHESS_STATUS_CHECKMATE:
      g_assert_cmpint (chess_game_get_termination (game), ==, CHESS_TERMINATION_CHECKMATE);
      return;
    case CHESS_STATUS_STALEMATE:
      g_assert_cmpint (chess_game_get_termination (game), ==, CHESS_TERMINATION_STALEMATE);
      return;
    case CHESS_STATUS_DEAD_POSITION:
      g_assert_cmpint (chess_game_get_termination (game), ==, CHESS_TERMINATION_INSUFFICIENT_MATERIAL);
      return;
    case CHESS_STATUS_ONGOING:
    default:
      break;
    }
  if (repetitions >= 5)
    {
      g_assert_cmpint (chess_game_get_termination (game), ==, CHESS_TERMINATION_FIVEFOLD);
      return;
    }
  if (hmc >= 150)
    {
      g_assert_cmpint (chess_game_get_termination (game), ==, CHESS_TERMINATION_SEVENTY_FIVE_MOVES);
      return;
    }
  g_assert_false (chess_game_is_over (game));
  can = chess_game_can_claim_draw (game, CHESS_MOVE_NONE, &reason);
  g_assert_true (can == (repetitions >= 3 || hmc >= 100));
  if (can)
    g_assert_cmpint (reason, ==, repetitions >= 3 ? CHESS_TERMINATION_THREEFOLD : CHESS_TERMINATION_FIFTY_MOVES);
  g_object_get (game, "can-claim-draw", &can, NULL);
  g_assert_true (can == (repetitions >= 3 || hmc >= 100));
}

/* Moves that keep the game going (no pawn moves, no captures) sometimes, so
 * repetitions and long quiet stretches happen. */
static ChessMove
pick_move (const ChessPosition *pos,
           gboolean             quiet)
{
  ChessMoveList list;
  ChessMove quiet_moves[CHESS_MAX_MOVES];
  int n_quiet = 0;

  chess_position_legal_moves (pos, &list);
  g_assert_cmpint (list.count, >, 0);
  for (int i = 0; i < list.count; i++)
    if (CHESS_PIECE_TYPE (chess_position_piece_at (pos, chess_move_from (list.moves[i]))) != CHESS_PAWN &&
        !chess_move_is_capture (pos, list.moves[i]))
      quiet_moves[n_quiet++] = list.moves[i];
  if (quiet && n_quiet > 0)
    return quiet_moves[g_test_rand_int_range (0, MIN (n_quiet, 3))];
  return list.moves[g_test_rand_int_range (0, list.count)];
}

static void
test_random_games (void)
{
  guint n_games = g_test_slow () ? 200 : 30;
  guint ended[CHESS_TERMINATION_UNKNOWN + 1] = { 0 };
  guint claimable = 0;

  for (guint g = 0; g < n_games; g++)
    {
      g_autoptr(ChessGame) game = chess_game_new ();
      g_autofree char *pgn = NULL;
      gboolean quiet_phase = FALSE;
      ChessRecord **games = NULL;

      for (guint step = 0; step < 400 && !chess_game_is_over (game); step++)
        {
          double r = g_test_rand_double ();

          if (step % 40 == 0)
            quiet_phase = g_test_rand_bit ();
          if (r < 0.08)
            chess_game_takeback (game);
          else if (r < 0.12)
            {
              chess_game_go_first (game);
              chess_game_go_next (game);
              g_assert_false (chess_game_is_at_live_position (game) &&
                              chess_node_ply (chess_game_get_last_node (game)) > 1);
              chess_game_go_last (game);
            }
          else
            g_assert_true (chess_game_make_move (game, pick_move (chess_game_get_position (game), quiet_phase)));
          check_game (game);
          claimable += chess_game_can_claim_draw (game, CHESS_MOVE_NONE, NULL);
        }
      ended[chess_game_get_termination (game)]++;

      /* The game survives the PGN writer and reader unchanged. */
      pgn = test_pgn (game);
      g_assert_cmpuint (chess_pgn_read_string (pgn, strlen (pgn), &games, NULL, NULL), ==, 1);
      g_assert_true (chess_record_equal (games[0], chess_game_get_record (game)));
      {
        g_autoptr(ChessGame) again = chess_game_new_from_record (games[0]);
        g_assert_cmpint (chess_game_get_result (again), ==, chess_game_get_result (game));
        g_assert_cmpint (chess_game_get_termination (again), ==, chess_game_get_termination (game));
      }
      free (games);
    }
  for (guint t = 0; t <= CHESS_TERMINATION_UNKNOWN; t++)
    if (ended[t])
      g_test_message ("%u games ended by %s", ended[t], t ? chess_termination_to_id (t) : "(still going)");
  g_test_message ("%u positions where a draw could be claimed", claimable);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/game/random-games", test_random_games);
  return g_test_run ();
}
