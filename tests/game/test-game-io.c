/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-game-io.c — games through files (a session's Save As and Open):
 * round trips of moves, results, [%clk] and Chess960, diagnostics, saves
 * that fail. */
#include "config.h"

#include <errno.h>
#include <signal.h>
#include <unistd.h>
#include <glib/gstdio.h>

#include "test-game-util.h"
#include "session-test-util.h"

#define SEC G_USEC_PER_SEC

static char *tmp_dir;

/* Saves `game` alone to `file`, as Save As does. */
static gboolean
save (ChessGame  *game,
      GFile      *file,
      GError    **error)
{
  g_autoptr(ChessSession) session = chess_session_new (NULL);

  chess_session_set_game (session, game);
  return test_session_save_as (session, file, error);
}

/* Loads game `index`; warnings (may be NULL) get the diagnostics. */
static ChessGame *
load (GFile      *file,
      guint       index,
      GPtrArray **warnings,
      GError    **error)
{
  g_autoptr(ChessSession) session = chess_session_new (NULL);

  if (!test_session_open (session, file, index, warnings, error))
    return NULL;
  return g_object_ref (chess_session_get_game (session));
}

static GFile *
tmp_file (const char *name)
{
  return g_file_new_build_filename (tmp_dir, name, NULL);
}

static char *
read_text (GFile *file)
{
  char *text = NULL;
  g_assert_true (g_file_load_contents (file, NULL, &text, NULL, NULL, NULL));
  return text;
}

static ChessGame *
timed_game (const char *control,
            FakeTime   *t)
{
  g_autoptr(ChessTimeControl) tc = chess_time_control_parse (control, NULL);
  ChessGame *game = chess_game_new ();

  chess_game_set_time_control (game, tc);
  chess_clock_set_time_source (chess_game_get_clock (game), fake_time_now, t, NULL);
  return game;
}

/* ------------------------------------------------------------------ */

static void
test_round_trip (void)
{
  FakeTime t = { 0 };
  g_autoptr(ChessGame) game = timed_game ("300+2", &t);
  g_autoptr(ChessGame) loaded = NULL;
  g_autoptr(GFile) file = tmp_file ("round-trip.pgn");
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) warnings = NULL;
  ChessClock *clock;

  chess_game_set_tag (game, "White", "Anna Ἀθηνᾶ");
  chess_game_set_tag (game, "Event", "Test \"quoted\"");
  test_play (game, "e4");
  t.now += 12 * SEC + 345000;
  test_play (game, "c5");
  t.now += 3 * SEC;
  test_play (game, "Nf3");
  g_assert_true (chess_game_get_modified (game));

  g_assert_true (save (game, file, &error));
  g_assert_no_error (error);
  g_assert_false (chess_game_get_modified (game));

  loaded = load (file, 0, &warnings, &error);
  g_assert_no_error (error);
  g_assert_nonnull (loaded);
  g_assert_cmpuint (warnings->len, ==, 0);
  g_assert_true (chess_record_equal (chess_game_get_record (game), chess_game_get_record (loaded)));
  g_assert_false (chess_game_get_modified (loaded));

  /* It goes on where it stopped, clock included: Black to move and running. */
  g_assert_false (chess_game_is_over (loaded));
  g_assert_true (chess_game_is_at_live_position (loaded));
  g_assert_cmpint (chess_node_ply (chess_game_get_last_node (loaded)), ==, 3);
  clock = chess_game_get_clock (loaded);
  g_assert_nonnull (clock);
  {
    g_autofree char *tc = chess_time_control_to_string (chess_clock_get_time_control (clock));
    g_assert_cmpstr (tc, ==, "300+2");
  }
  g_assert_cmpint (chess_clock_get_running_side (clock), ==, CHESS_BLACK);
  g_assert_cmpint (chess_clock_get_remaining (clock, CHESS_WHITE), ==, 301 * SEC);
  g_assert_cmpint (chess_clock_get_remaining (clock, CHESS_BLACK), <=, 289655 * 1000);
  g_assert_cmpint (chess_clock_get_remaining (clock, CHESS_BLACK), >, 279655 * 1000);   /* runs since the load */
  g_assert_cmpint (chess_clock_get_moves_made (clock, CHESS_WHITE), ==, 2);
  g_assert_cmpint (chess_clock_get_moves_made (clock, CHESS_BLACK), ==, 1);
  g_assert_true (test_play (loaded, "d6"));
}

/* The variant travels with the game: written as Variant "Chess960" with
 * the start position, read back as a Chess960 game that castles by its
 * rules (a castle from the standard set-up: only the variant tells). */
static void
test_chess960_round_trip (void)
{
  g_autoptr(ChessGame) game = chess_game_new_chess960 (CHESS960_STANDARD_NUMBER);
  g_autoptr(ChessGame) loaded = NULL;
  g_autoptr(GFile) file = tmp_file ("chess960.pgn");
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  char uci[8];
  const ChessRecord *record;
  ChessPosition before;

  test_play_line (game, "1. Nf3 Nf6 2. g3 g6 3. Bg2 Bg7 4. O-O");
  g_assert_true (save (game, file, &error));
  g_assert_no_error (error);
  text = read_text (file);
  g_assert_nonnull (strstr (text, "[Variant \"Chess960\"]\n"));
  g_assert_nonnull (strstr (text, "[FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w AHah - 0 1\"]\n"));

  loaded = load (file, 0, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (chess_game_get_variant (loaded), ==, CHESS_VARIANT_CHESS960);
  g_assert_true (chess_record_equal (chess_game_get_record (game), chess_game_get_record (loaded)));

  /* The last move is the king taking its rook, not a standard e1g1. */
  record = chess_game_get_record (loaded);
  chess_record_position_at (record, chess_game_get_last_node (loaded)->parent, &before);
  chess_move_to_uci (&before, chess_game_get_last_node (loaded)->move, uci);
  g_assert_cmpstr (uci, ==, "e1h1");
}

/* A TimeControl tag without any [%clk]: the clock cannot be known. */
static void
test_time_control_without_clk (void)
{
  g_autoptr(GFile) file = tmp_file ("no-clk.pgn");
  g_autofree char *path = g_file_get_path (file);
  g_autoptr(GError) error = NULL;
  g_autoptr(ChessGame) game = NULL;
  g_autoptr(ChessGame) fresh = NULL;

  g_assert_true (g_file_set_contents (path, "[TimeControl \"300+2\"]\n\n1. e4 e5 *\n", -1, NULL));
  game = load (file, 0, NULL, &error);
  g_assert_no_error (error);
  g_assert_null (chess_game_get_clock (game));
  g_assert_cmpstr (chess_game_get_tag (game, "TimeControl"), ==, "300+2");

  /* Without moves it is a game about to start with that clock. */
  g_assert_true (g_file_set_contents (path, "[TimeControl \"300+2\"]\n\n*\n", -1, NULL));
  fresh = load (file, 0, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (chess_game_get_clock (fresh));
  g_assert_cmpint (chess_clock_get_running_side (chess_game_get_clock (fresh)), ==, -1);
  g_assert_true (test_play (fresh, "d4"));
  g_assert_cmpint (chess_game_get_last_node (fresh)->clock_ms, ==, 302000);
}

static void
test_clk_round_trip (void)
{
  static const gint64 values[] = { 3723004, 59999, 0, 5400000 };
  g_autoptr(ChessGame) game = chess_game_new ();
  g_autoptr(ChessGame) loaded = NULL;
  g_autoptr(GFile) file = tmp_file ("clk.pgn");
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  guint i = 0;

  test_play_line (game, "d4 d5 c4 e6");
  for (ChessNode *n = chess_game_get_record (game)->root->first_child; n; n = n->first_child)
    n->clock_ms = values[i++];
  g_assert_true (save (game, file, &error));
  g_assert_no_error (error);
  text = read_text (file);
  g_assert_nonnull (strstr (text, "[%clk 1:02:03.004]"));
  g_assert_nonnull (strstr (text, "[%clk 1:30:00]"));

  loaded = load (file, 0, NULL, &error);
  g_assert_no_error (error);
  i = 0;
  for (ChessNode *n = chess_game_get_record (loaded)->root->first_child; n; n = n->first_child)
    g_assert_cmpint (n->clock_ms, ==, values[i++]);
  g_assert_cmpuint (i, ==, 4);
}

static void
test_load_warnings (void)
{
  g_autoptr(GFile) file = tmp_file ("broken.pgn");
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *prefix = g_strdup_printf ("%s:6:", path);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) warnings = NULL;
  g_autoptr(ChessGame) game = NULL;
  const char *text =
    "[Event \"x\"]\n[White \"a\"]\n[Black \"b\"]\n[Result \"*\"]\n\n"
    "1. e4 e5 2. Nf6 Nc6 *\n";

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  game = load (file, 0, &warnings, &error);
  g_assert_no_error (error);
  g_assert_nonnull (game);
  /* The moves before the error are there. */
  g_assert_cmpuint (test_count_plies (chess_game_get_record (game)), ==, 2);
  g_assert_cmpuint (warnings->len, >=, 1);
  g_assert_true (g_str_has_prefix (g_ptr_array_index (warnings, 0), prefix));
  g_assert_nonnull (strstr (g_ptr_array_index (warnings, 0), ": game 1: "));
  g_assert_nonnull (strstr (g_ptr_array_index (warnings, 0), "Nf6"));
  g_assert_cmpstr (chess_game_get_tag (game, "White"), ==, "a");
}

static void
test_load_index (void)
{
  g_autofree char *path = test_data_path ("draw/pychess-3fold.pgn");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(ChessGame) second = load (file, 1, NULL, &error);
  ChessGame *none;

  g_assert_no_error (error);
  g_assert_cmpstr (chess_game_get_tag (second, "Event"), ==, "Edited game");
  g_assert_cmpuint (test_count_plies (chess_game_get_record (second)), ==, 12);
  /* Threefold by the detours: the start position for the third time. */
  g_assert_true (chess_game_can_claim_draw (second, CHESS_MOVE_NONE, NULL));

  /* Far into a bigger file: the same game as reading them all. */
  {
    g_autofree char *big_path = test_data_path ("games/pgn-parser-32games.pgn");
    g_autoptr(GFile) big = g_file_new_for_path (big_path);
    g_autofree char *contents = NULL;
    gsize length = 0;
    ChessRecord **games = NULL;
    size_t n;

    g_assert_true (g_file_get_contents (big_path, &contents, &length, NULL));
    n = chess_pgn_read_string (contents, length, &games, NULL, NULL);
    g_assert_cmpuint (n, >, 20);
    for (guint index = 0; index < n; index += 10)
      {
        g_autoptr(ChessGame) game = load (big, index, NULL, &error);
        g_assert_no_error (error);
        g_assert_true (chess_record_equal (chess_game_get_record (game), games[index]));
      }
    for (size_t i = 0; i < n; i++)
      chess_record_free (games[i]);
    free (games);
  }

  none = load (file, 2, NULL, &error);
  g_assert_null (none);
  g_assert_error (error, CHESS_GAME_ERROR, CHESS_GAME_ERROR_NO_GAME);
  {
    g_autofree char *canonical = g_file_get_path (file);
    g_assert_nonnull (strstr (error->message, canonical));
  }
}

static void
test_load_unreadable (void)
{
  g_autoptr(GFile) missing = tmp_file ("no-such-file.pgn");
  g_autoptr(GFile) dir = g_file_new_for_path (tmp_dir);
  g_autofree char *path = g_file_get_path (missing);
  g_autoptr(GError) error = NULL;

  g_assert_null (load (missing, 0, NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
  g_assert_nonnull (strstr (error->message, path));
  g_clear_error (&error);

  g_assert_null (load (dir, 0, NULL, &error));
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, tmp_dir));
}

static void
test_load_in_progress_and_finished (void)
{
  g_autofree char *draw_path = test_data_path ("draw/pychess-draw.pgn");
  g_autofree char *dead_path = test_data_path ("draw/pychess-insufficient_material.pgn");
  g_autoptr(GFile) draw_file = g_file_new_for_path (draw_path);
  g_autoptr(GFile) dead_file = g_file_new_for_path (dead_path);
  g_autoptr(GError) error = NULL;
  g_autoptr(ChessGame) draw = load (draw_file, 0, NULL, &error);
  g_autoptr(ChessGame) dead = load (dead_file, 0, NULL, &error);
  ChessTermination reason;

  g_assert_no_error (error);
  /* No result: in progress at the end of the main line, claim included. */
  g_assert_cmpint (chess_node_ply (chess_game_get_current_node (draw)), ==, 54);
  g_assert_false (chess_game_is_over (draw));
  g_assert_true (chess_game_is_at_live_position (draw));
  g_assert_null (chess_game_get_clock (draw));
  g_assert_true (chess_game_can_claim_draw (draw, test_san (draw, "Qc5+"), &reason));
  g_assert_cmpint (reason, ==, CHESS_TERMINATION_THREEFOLD);

  /* Finished: the result stands, analysis goes into variations. */
  g_assert_cmpint (chess_game_get_result (dead), ==, CHESS_RESULT_DRAW);
  g_assert_cmpint (chess_game_get_termination (dead), ==, CHESS_TERMINATION_INSUFFICIENT_MATERIAL);
  g_assert_false (chess_game_make_move (dead, CHESS_MOVE_NONE));
  g_assert_true (chess_game_go_previous (dead));
  g_assert_true (test_play (dead, "Kc5"));
  g_assert_true (chess_game_get_modified (dead));
  g_assert_cmpuint (test_count_plies (chess_game_get_record (dead)), ==, 56);
  g_assert_true (chess_game_get_last_node (dead)->parent->first_child->next_sibling ==
                 chess_game_get_current_node (dead));
}

/* Every way a game ends survives a save and a load, in words too. */
static void
test_termination_round_trip (void)
{
  enum { RESIGN, AGREE, THREEFOLD, MATE, TIMEOUT_DRAW, N_CASES };
  static const ChessTermination expected[N_CASES] = {
    CHESS_TERMINATION_RESIGNATION, CHESS_TERMINATION_AGREEMENT, CHESS_TERMINATION_THREEFOLD,
    CHESS_TERMINATION_CHECKMATE, CHESS_TERMINATION_TIMEOUT_VS_INSUFFICIENT_MATERIAL,
  };

  for (int i = 0; i < N_CASES; i++)
    {
      FakeTime t = { 0 };
      g_autoptr(ChessGame) game = NULL;
      g_autoptr(ChessGame) loaded = NULL;
      g_autoptr(GFile) file = tmp_file ("termination.pgn");
      g_autoptr(GError) error = NULL;
      g_autofree char *words = NULL;
      g_autofree char *loaded_words = NULL;

      if (i == TIMEOUT_DRAW)
        {
          g_autoptr(ChessTimeControl) tc = chess_time_control_parse ("5", NULL);
          game = chess_game_new_from_fen ("4k3/8/8/8/8/8/8/3QK3 w - - 0 1", NULL);
          chess_game_set_time_control (game, tc);
          chess_clock_set_time_source (chess_game_get_clock (game), fake_time_now, &t, NULL);
          test_play_line (game, "Qd2 Kf7");
          t.now += 6 * SEC;
          chess_clock_check_flag (chess_game_get_clock (game));
        }
      else
        game = chess_game_new ();
      switch (i)
        {
        case RESIGN: test_play (game, "e4"); chess_game_resign (game, CHESS_BLACK); break;
        case AGREE: chess_game_offer_draw (game, CHESS_WHITE); chess_game_accept_draw (game); break;
        case THREEFOLD:
          test_play_line (game, "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8");
          g_assert_true (chess_game_claim_draw (game, CHESS_MOVE_NONE));
          break;
        case MATE: test_play_line (game, "f3 e5 g4 Qh4#"); break;
        default: break;
        }
      g_assert_cmpint (chess_game_get_termination (game), ==, expected[i]);
      words = chess_game_describe_result (game);
      g_assert_true (save (game, file, &error));
      g_assert_no_error (error);
      loaded = load (file, 0, NULL, &error);
      g_assert_no_error (error);
      g_assert_cmpint (chess_game_get_result (loaded), ==, chess_game_get_result (game));
      g_assert_cmpint (chess_game_get_termination (loaded), ==, expected[i]);
      loaded_words = chess_game_describe_result (loaded);
      g_assert_cmpstr (loaded_words, ==, words);
    }
}

static void
assert_content (GFile      *file,
                const char *expected)
{
  g_autofree char *text = read_text (file);
  g_assert_cmpstr (text, ==, expected);
}

static void
test_atomic_save_failure (void)
{
  g_autoptr(ChessGame) game = chess_game_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *long_name = g_strnfill (250, 'x');
  g_autoptr(GFile) long_file = tmp_file (long_name);
  g_autoptr(GFile) dir = tmp_file ("a-folder");
  g_autoptr(GFile) inside = tmp_file ("a-folder/kept.txt");
  g_autofree char *long_path = g_file_get_path (long_file);

  test_play (game, "e4");

  /* The name is legal but a temporary file beside it is not: a save that
   * wrote in place would succeed; ours fails and the old file stays. */
  {
    FILE *f = g_fopen (long_path, "w");   /* in place: no temporary file */
    g_assert_nonnull (f);
    fputs ("OLD", f);
    fclose (f);
  }
  g_assert_false (save (game, long_file, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  assert_content (long_file, "OLD");
  g_assert_true (chess_game_get_modified (game));

  /* Over a folder. */
  g_assert_true (g_file_make_directory (dir, NULL, NULL));
  g_assert_true (g_file_replace_contents (inside, "KEEP", 4, NULL, FALSE, 0, NULL, NULL, NULL));
  g_assert_false (save (game, dir, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  assert_content (inside, "KEEP");
  g_assert_true (chess_game_get_modified (game));

  /* Into a read-only folder (root may write anywhere: skip that part). */
  if (geteuid () != 0)
    {
      g_autoptr(GFile) ro = tmp_file ("read-only");
      g_autoptr(GFile) old = tmp_file ("read-only/game.pgn");
      g_autofree char *ro_path = g_file_get_path (ro);

      g_assert_true (g_file_make_directory (ro, NULL, NULL));
      g_assert_true (g_file_replace_contents (old, "OLD", 3, NULL, FALSE, 0, NULL, NULL, NULL));
      g_assert_cmpint (g_chmod (ro_path, 0555), ==, 0);
      g_assert_false (save (game, old, &error));
      g_assert_nonnull (error);
      g_clear_error (&error);
      assert_content (old, "OLD");
      g_chmod (ro_path, 0755);
    }

  /* And a save that works replaces the old file. */
  g_assert_true (save (game, inside, &error));
  g_assert_no_error (error);
  {
    g_autofree char *text = read_text (inside);
    g_assert_nonnull (strstr (text, "1. e4"));
  }
  g_assert_false (chess_game_get_modified (game));
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  tmp_dir = g_dir_make_tmp ("chess-game-io-XXXXXX", NULL);
  g_assert_nonnull (tmp_dir);

  g_test_add_func ("/game/io/round-trip", test_round_trip);
  g_test_add_func ("/game/io/clk-round-trip", test_clk_round_trip);
  g_test_add_func ("/game/io/chess960-round-trip", test_chess960_round_trip);
  g_test_add_func ("/game/io/time-control-without-clk", test_time_control_without_clk);
  g_test_add_func ("/game/io/load-warnings", test_load_warnings);
  g_test_add_func ("/game/io/load-index", test_load_index);
  g_test_add_func ("/game/io/load-unreadable", test_load_unreadable);
  g_test_add_func ("/game/io/load-in-progress-and-finished", test_load_in_progress_and_finished);
  g_test_add_func ("/game/io/termination-round-trip", test_termination_round_trip);
  g_test_add_func ("/game/io/atomic-save-failure", test_atomic_save_failure);
  status = g_test_run ();

  test_remove_tree (tmp_dir);
  g_free (tmp_dir);
  return status;
}
