/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-sound-cues — which sound a move and a result make
 * (chess_sound_event_for_move/_for_result on positions: a plain move, a
 * capture and en passant, castling, a promotion, a check, a mate, and
 * their overlaps), every event with an id, a title and its sound file,
 * and ChessSoundCues following a ChessPlay: a new game, the moves, a
 * mate heard as the result alone, a resignation, low time once a side,
 * and a finished game taken in that says nothing. */

#include <string.h>
#include <glib.h>
#include <glib/gstdio.h>

#include "chess-play.h"
#include "chess-sound-cues.h"
#include "engine-test-util.h"

static ChessSoundEvent
move_sound (const char *fen, const char *uci)
{
  ChessPosition pos = test_position (fen);

  return chess_sound_event_for_move (&pos, test_uci_move (&pos, uci));
}

#define START "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

static void
test_moves (void)
{
  g_assert_cmpint (move_sound (START, "e2e4"), ==, CHESS_SOUND_MOVE);
  g_assert_cmpint (move_sound (START, "g1f3"), ==, CHESS_SOUND_MOVE);
  /* 1. e4 d5: exd5 */
  g_assert_cmpint (move_sound ("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2", "e4d5"),
                   ==, CHESS_SOUND_CAPTURE);
  /* en passant takes a pawn that is not on the target square */
  g_assert_cmpint (move_sound ("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3", "e5f6"),
                   ==, CHESS_SOUND_CAPTURE);
  g_assert_cmpint (move_sound ("r3k2r/pppq1ppp/2np1n2/2b1p1B1/2B1P1b1/2NP1N2/PPPQ1PPP/R3K2R w KQkq - 0 8", "e1g1"),
                   ==, CHESS_SOUND_CASTLE);
  g_assert_cmpint (move_sound ("r3k2r/pppq1ppp/2np1n2/2b1p1B1/2B1P1b1/2NP1N2/PPPQ1PPP/R3K2R b KQkq - 0 8", "e8c8"),
                   ==, CHESS_SOUND_CASTLE);
  /* castling that gives check (the rook lands on f1 before the king on f8) */
  g_assert_cmpint (move_sound ("5k2/8/8/8/8/8/8/4K2R w K - 0 1", "e1g1"), ==, CHESS_SOUND_CHECK);
  /* a promotion, with a capture, with a check: the promotion is heard */
  g_assert_cmpint (move_sound ("8/4P3/8/8/8/8/k7/4K3 w - - 0 1", "e7e8q"), ==, CHESS_SOUND_PROMOTE);
  g_assert_cmpint (move_sound ("3r4/4P3/8/8/8/8/k7/4K3 w - - 0 1", "e7d8n"), ==, CHESS_SOUND_PROMOTE);
  g_assert_cmpint (move_sound ("k7/4P3/8/8/8/8/8/4K3 w - - 0 1", "e7e8q"), ==, CHESS_SOUND_PROMOTE);
  /* 1. e4 e5 2. Bc4 d6: Bxf7+ is a capture that checks */
  g_assert_cmpint (move_sound ("rnbqkbnr/ppp2ppp/3p4/4p3/2B1P3/8/PPPP1PPP/RNBQK1NR w KQkq - 0 3", "c4f7"),
                   ==, CHESS_SOUND_CHECK);
  /* 1. e4 d6: Bb5+ */
  g_assert_cmpint (move_sound ("rnbqkbnr/ppp1pppp/3p4/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", "f1b5"),
                   ==, CHESS_SOUND_CHECK);
  /* fool's mate: a mate is a check to the mapping (the result is heard
   * instead in a game, see test_cues_mate) */
  g_assert_cmpint (move_sound ("rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq g3 0 2", "d8h4"),
                   ==, CHESS_SOUND_CHECK);
}

static void
test_results (void)
{
  g_assert_cmpint (chess_sound_event_for_result (CHESS_RESULT_WHITE_WINS, CHESS_WHITE), ==, CHESS_SOUND_WIN);
  g_assert_cmpint (chess_sound_event_for_result (CHESS_RESULT_WHITE_WINS, CHESS_BLACK), ==, CHESS_SOUND_LOSS);
  g_assert_cmpint (chess_sound_event_for_result (CHESS_RESULT_BLACK_WINS, CHESS_WHITE), ==, CHESS_SOUND_LOSS);
  g_assert_cmpint (chess_sound_event_for_result (CHESS_RESULT_BLACK_WINS, CHESS_BLACK), ==, CHESS_SOUND_WIN);
  g_assert_cmpint (chess_sound_event_for_result (CHESS_RESULT_WHITE_WINS, -1), ==, CHESS_SOUND_WIN);
  g_assert_cmpint (chess_sound_event_for_result (CHESS_RESULT_BLACK_WINS, -1), ==, CHESS_SOUND_WIN);
  for (int listener = -1; listener <= CHESS_BLACK; listener++)
    {
      g_assert_cmpint (chess_sound_event_for_result (CHESS_RESULT_DRAW, listener), ==, CHESS_SOUND_DRAW);
      g_assert_cmpint (chess_sound_event_for_result (CHESS_RESULT_NONE, listener), ==, CHESS_SOUND_N_EVENTS);
    }
}

/* Every event: an id of its own, a title, a short Ogg file of that name. */
static void
test_ids (void)
{
  const char *dir = g_getenv ("CHESS_SOUNDS_DIR");
  g_autoptr (GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);

  g_assert_nonnull (dir);
  g_assert_cmpint (CHESS_SOUND_N_EVENTS, >=, 13);
  for (ChessSoundEvent event = 0; event < CHESS_SOUND_N_EVENTS; event++)
    {
      const char *id = chess_sound_event_id (event);
      g_autofree char *name = g_strconcat (id, ".ogg", NULL);
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_autofree char *data = NULL;
      gsize length = 0;

      g_assert_nonnull (id);
      g_assert_false (g_hash_table_contains (seen, id));
      g_hash_table_add (seen, (gpointer) id);
      g_assert_cmpint (chess_sound_event_from_id (id), ==, event);
      g_assert_nonnull (chess_sound_event_title (event));
      g_assert_true (g_file_get_contents (path, &data, &length, NULL));
      g_assert_cmpmem (data, 4, "OggS", 4);
      g_assert_cmpuint (length, <, 32 * 1024);   /* a short sound */
    }
  g_assert_cmpint (chess_sound_event_from_id ("bell"), ==, CHESS_SOUND_N_EVENTS);
  g_assert_cmpint (chess_sound_event_from_id (NULL), ==, CHESS_SOUND_N_EVENTS);
}

/* ---- the cues of a game in play ---------------------------------------- */

typedef struct {
  ChessSession *session;
  ChessEngineCatalog *catalog;
  ChessPlay *play;
  ChessSoundCues *cues;
  GString *heard;
} Fixture;

static void
on_cue (ChessSoundCues *cues, guint event, Fixture *fixture)
{
  if (fixture->heard->len > 0)
    g_string_append_c (fixture->heard, ' ');
  g_string_append (fixture->heard, chess_sound_event_id (event));
}

static void
fixture_set_up (Fixture *fixture, gconstpointer data)
{
  fixture->session = chess_session_new (NULL);
  fixture->catalog = chess_engine_catalog_new (NULL);
  fixture->play = chess_play_new (fixture->session, fixture->catalog, NULL);
  fixture->cues = chess_sound_cues_new (fixture->play);
  fixture->heard = g_string_new (NULL);
  g_signal_connect (fixture->cues, "cue", G_CALLBACK (on_cue), fixture);
}

static void
fixture_tear_down (Fixture *fixture, gconstpointer data)
{
  g_clear_object (&fixture->cues);
  g_clear_object (&fixture->play);
  g_clear_object (&fixture->session);
  g_clear_object (&fixture->catalog);
  g_string_free (fixture->heard, TRUE);
}

static void
play_moves (Fixture *fixture, const char *moves)
{
  g_auto (GStrv) list = g_strsplit (moves, " ", -1);

  for (char **uci = list; *uci != NULL; uci++)
    {
      ChessGame *game = chess_play_get_game (fixture->play);
      g_autoptr (GError) error = NULL;

      g_assert_true (chess_play_move (fixture->play, test_uci_move (chess_game_get_live_position (game), *uci),
                                      &error));
      g_assert_no_error (error);
    }
}

static void
assert_heard (Fixture *fixture, const char *expected)
{
  g_assert_cmpstr (fixture->heard->str, ==, expected);
  g_string_truncate (fixture->heard, 0);
}

static void
test_cues_game (Fixture *fixture, gconstpointer data)
{
  g_assert_true (chess_play_new_game (fixture->play, NULL, NULL));
  assert_heard (fixture, "game-start");
  /* 1. e4 d5 2. exd5 Qxd5 3. Nc3 Qe5+ 4. Be2 Nf6 5. Nf3 Qd6 6. O-O */
  play_moves (fixture, "e2e4 d7d5 e4d5 d8d5 b1c3 d5e5 f1e2 g8f6 g1f3 e5d6 e1g1");
  assert_heard (fixture, "move move capture capture move check move move move move castle");
  /* navigation and a takeback are no moves */
  g_assert_true (chess_play_take_back (fixture->play));
  assert_heard (fixture, "");
  g_assert_true (chess_play_resign (fixture->play));
  assert_heard (fixture, "win");
}

static void
test_cues_mate (Fixture *fixture, gconstpointer data)
{
  g_assert_true (chess_play_new_game (fixture->play, NULL, NULL));
  assert_heard (fixture, "game-start");
  play_moves (fixture, "f2f3 e7e5 g2g4 d8h4");
  assert_heard (fixture, "move move move win");
}

static void
test_cues_promotion_and_draw (Fixture *fixture, gconstpointer data)
{
  g_autoptr (ChessGameOptions) options = chess_game_options_new ();

  /* K+P v K: the pawn queens, the king takes the queen: a dead position */
  options->fen = g_strdup ("8/4P3/8/8/8/8/8/K2k4 w - - 0 1");
  g_assert_true (chess_play_new_game (fixture->play, options, NULL));
  play_moves (fixture, "a1b2 d1d2 e7e8q d2d3 b2a3 d3d4 a3b4 d4d5 e8e6 d5e6");
  assert_heard (fixture, "game-start move move promote move move move move move check draw");
}

static void
test_cues_low_time (Fixture *fixture, gconstpointer data)
{
  g_autoptr (ChessGameOptions) options = chess_game_options_new ();
  ChessClock *clock;

  options->time_control = chess_time_control_parse ("300+0", NULL);
  g_assert_true (chess_play_new_game (fixture->play, options, NULL));
  g_clear_pointer (&options->time_control, chess_time_control_free);
  clock = chess_game_get_clock (chess_play_get_game (fixture->play));
  g_assert_nonnull (clock);
  play_moves (fixture, "e2e4");
  assert_heard (fixture, "game-start move");
  chess_clock_set_remaining (clock, CHESS_BLACK, 5 * G_USEC_PER_SEC);
  assert_heard (fixture, "low-time");
  /* once a side: more time and less again says nothing */
  chess_clock_set_remaining (clock, CHESS_BLACK, 60 * G_USEC_PER_SEC);
  chess_clock_set_remaining (clock, CHESS_BLACK, 4 * G_USEC_PER_SEC);
  assert_heard (fixture, "");
  chess_clock_set_remaining (clock, CHESS_WHITE, 3 * G_USEC_PER_SEC);
  assert_heard (fixture, "low-time");
}

/* A finished game taken in (opened, pasted) is no result heard. */
static void
test_cues_taken_in (Fixture *fixture, gconstpointer data)
{
  g_autoptr (ChessGame) game = chess_game_new ();
  const char *moves[] = { "f2f3", "e7e5", "g2g4", "d8h4" };

  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    g_assert_true (chess_game_make_move (game, test_uci_move (chess_game_get_live_position (game), moves[i])));
  g_assert_true (chess_game_is_over (game));
  chess_play_take_in_game (fixture->play, game);
  assert_heard (fixture, "");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/sound/event/moves", test_moves);
  g_test_add_func ("/sound/event/results", test_results);
  g_test_add_func ("/sound/event/ids", test_ids);
  g_test_add ("/sound/cues/game", Fixture, NULL, fixture_set_up, test_cues_game, fixture_tear_down);
  g_test_add ("/sound/cues/mate", Fixture, NULL, fixture_set_up, test_cues_mate, fixture_tear_down);
  g_test_add ("/sound/cues/promotion-draw", Fixture, NULL, fixture_set_up, test_cues_promotion_and_draw,
              fixture_tear_down);
  g_test_add ("/sound/cues/low-time", Fixture, NULL, fixture_set_up, test_cues_low_time, fixture_tear_down);
  g_test_add ("/sound/cues/taken-in", Fixture, NULL, fixture_set_up, test_cues_taken_in, fixture_tear_down);
  return g_test_run ();
}
