/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-session.c — ChessSession without files: new games from options,
 * players and their turns, failures, pause, takeback and redo, the
 * injected time source. */
#include "config.h"

#include <string.h>
#define G_SETTINGS_ENABLE_BACKEND
#include <gio/gsettingsbackend.h>

#include "chess-notation.h"
#include "session-test-util.h"

#define SEC G_USEC_PER_SEC

/* ---- a player that counts what the session asks of it --------------- */

#define TEST_TYPE_PLAYER (test_player_get_type ())
G_DECLARE_FINAL_TYPE (TestPlayer, test_player, TEST, PLAYER, ChessPlayer)

struct _TestPlayer
{
  ChessPlayer parent_instance;
  int starts, cancels;
  const char *reply;      /* SAN played at once from start_turn, or NULL */
};

G_DEFINE_FINAL_TYPE (TestPlayer, test_player, CHESS_TYPE_PLAYER)

static void
test_player_start_turn (ChessPlayer *player)
{
  TestPlayer *self = TEST_PLAYER (player);
  ChessSession *session = chess_player_get_session (player);

  self->starts++;
  chess_player_set_thinking (player, TRUE);
  if (self->reply != NULL)
    {
      const ChessPosition *pos = chess_game_get_live_position (chess_session_get_game (session));
      ChessMove move = CHESS_MOVE_NONE;
      g_autoptr(GError) error = NULL;

      g_assert_cmpint (chess_move_from_san (pos, self->reply, strlen (self->reply), &move), ==, CHESS_SAN_OK);
      self->reply = NULL;
      g_assert_true (chess_player_play_move (player, move, &error));
      g_assert_no_error (error);
    }
}

static void
test_player_cancel_turn (ChessPlayer *player)
{
  TEST_PLAYER (player)->cancels++;
}

static void
test_player_class_init (TestPlayerClass *klass)
{
  CHESS_PLAYER_CLASS (klass)->start_turn = test_player_start_turn;
  CHESS_PLAYER_CLASS (klass)->cancel_turn = test_player_cancel_turn;
}

static void
test_player_init (TestPlayer *self)
{
}

static TestPlayer *
test_player_new (const char *name)
{
  return g_object_new (TEST_TYPE_PLAYER, "name", name, "human", FALSE, NULL);
}

/* ---- helpers -------------------------------------------------------- */

/* At the live position, wherever the board is. */
static ChessMove
san (ChessSession *session,
     const char   *text)
{
  chess_game_go_last (chess_session_get_game (session));
  return test_session_san (session, text);
}

static void
play (ChessSession *session,
      const char   *text)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (chess_session_play_move (session, san (session, text), &error));
  g_assert_no_error (error);
}

static ChessGameOptions *
timed_options (const char *tc)
{
  ChessGameOptions *options = chess_game_options_new ();

  options->time_control = chess_time_control_parse (tc, NULL);
  g_assert_nonnull (options->time_control);
  return options;
}

static gint64
fake_now (gpointer data)
{
  return *(gint64 *) data;
}

/* ---- tests ---------------------------------------------------------- */

static void
test_new_game_options (void)
{
  g_autoptr(ChessSession) session = chess_session_new (NULL);
  g_autoptr(ChessGameOptions) options = timed_options ("300+2");
  g_autoptr(GError) error = NULL;
  ChessGame *first = chess_session_get_game (session);
  ChessGame *game;

  /* Headless: a new session has an untimed game at the standard start. */
  g_assert_nonnull (first);
  g_assert_null (chess_game_get_clock (first));
  g_assert_true (chess_player_is_human (chess_session_get_player (session, CHESS_WHITE)));

  options->white_name = g_strdup ("Anna");
  options->fen = g_strdup ("4k3/8/8/8/8/8/4P3/4K3 b - - 0 1");
  g_assert_true (chess_session_new_game (session, options, &error));
  g_assert_no_error (error);
  game = chess_session_get_game (session);
  g_assert_true (game != first);
  g_assert_cmpstr (chess_game_get_tag (game, "White"), ==, "Anna");
  g_assert_cmpstr (chess_game_get_tag (game, "Black"), ==, "?");
  g_assert_cmpstr (chess_game_get_tag (game, "TimeControl"), ==, "300+2");
  g_assert_nonnull (chess_game_get_clock (game));
  g_assert_cmpint (chess_clock_get_running_side (chess_game_get_clock (game)), ==, -1);
  g_assert_false (chess_game_get_modified (game));
  g_assert_cmpint (chess_position_side_to_move (chess_game_get_live_position (game)), ==, CHESS_BLACK);

  /* A refused FEN changes nothing. */
  g_free (options->fen);
  options->fen = g_strdup ("8/8/8 w - - 0 1");
  g_assert_false (chess_session_new_game (session, options, &error));
  g_assert_error (error, CHESS_GAME_ERROR, CHESS_GAME_ERROR_BAD_FEN);
  g_assert_true (chess_session_get_game (session) == game);

  /* Clock started at once: the side to move's time runs. */
  g_clear_pointer (&options->fen, g_free);
  options->clock_starts_immediately = TRUE;
  g_clear_error (&error);
  g_assert_true (chess_session_new_game (session, options, &error));
  g_assert_cmpint (chess_clock_get_running_side (chess_game_get_clock (chess_session_get_game (session))),
                   ==, CHESS_WHITE);

  /* Chess960 by number: 518 is the standard set-up, played by Chess960 rules. */
  options->chess960_number = 518;
  g_assert_true (chess_session_new_game (session, options, &error));
  game = chess_session_get_game (session);
  g_assert_cmpint (chess_game_get_variant (game), ==, CHESS_VARIANT_CHESS960);
  g_assert_cmpstr (chess_game_get_tag (game, "Variant"), ==, "Chess960");
}

static void
test_default_options_from_settings (void)
{
  g_autoptr(GSettingsBackend) backend = g_memory_settings_backend_new ();
  g_autoptr(GSettings) settings = g_settings_new_with_backend ("com.example.Chess", backend);
  g_autoptr(ChessSession) session = NULL;
  g_autoptr(ChessGameOptions) options = NULL;
  ChessGame *game;

  g_settings_set_string (settings, "last-time-control", "40/5400+30:1800+30");
  g_settings_set_string (settings, "white-name", "Boris");
  g_settings_set_string (settings, "clock-start", "immediately");
  session = chess_session_new (settings);
  options = chess_session_dup_default_options (session);
  g_assert_cmpstr (options->white_name, ==, "Boris");
  g_assert_cmpstr (options->black_name, ==, "");
  g_assert_true (options->clock_starts_immediately);

  g_assert_true (chess_session_new_game (session, NULL, NULL));
  game = chess_session_get_game (session);
  g_assert_cmpstr (chess_game_get_tag (game, "TimeControl"), ==, "40/5400+30:1800+30");
  g_assert_cmpstr (chess_game_get_tag (game, "White"), ==, "Boris");
  g_assert_true (chess_clock_is_running (chess_game_get_clock (game)));
}

/* start_turn when the player's side is to move, cancel_turn when the turn
 * ends otherwise than by its own move, nothing in a finished game. */
static void
test_player_turns (void)
{
  g_autoptr(ChessSession) session = chess_session_new (NULL);
  g_autoptr(TestPlayer) black = test_player_new ("Engine");
  ChessPlayer *player = CHESS_PLAYER (black);
  g_autoptr(GError) error = NULL;

  chess_session_set_player (session, CHESS_BLACK, player);
  g_assert_true (chess_session_get_player (session, CHESS_BLACK) == player);
  g_assert_true (chess_player_get_session (player) == session);
  g_assert_cmpint (chess_player_get_side (player), ==, CHESS_BLACK);
  g_assert_cmpint (black->starts, ==, 0);

  /* The board may not move for it, and it may not move out of turn. */
  g_assert_false (chess_player_play_move (player, san (session, "e4"), &error));
  g_assert_error (error, CHESS_SESSION_ERROR, CHESS_SESSION_ERROR_NOT_ON_TURN);
  g_clear_error (&error);

  play (session, "e4");
  g_assert_cmpint (black->starts, ==, 1);
  g_assert_true (chess_player_has_turn (player));
  g_assert_true (chess_player_get_thinking (player));
  g_assert_false (chess_session_play_move (session, san (session, "e5"), &error));
  g_assert_error (error, CHESS_SESSION_ERROR, CHESS_SESSION_ERROR_NOT_ON_TURN);
  g_clear_error (&error);

  /* Its own move ends its turn without a cancel. */
  g_assert_true (chess_player_play_move (player, san (session, "e5"), &error));
  g_assert_no_error (error);
  g_assert_cmpint (black->cancels, ==, 0);
  g_assert_false (chess_player_has_turn (player));
  g_assert_false (chess_player_get_thinking (player));

  /* Pause and resume: cancelled, then started again. */
  play (session, "Nf3");
  g_assert_cmpint (black->starts, ==, 2);
  chess_session_set_paused (session, TRUE);
  g_assert_cmpint (black->cancels, ==, 1);
  g_assert_false (chess_player_play_move (player, san (session, "Nc6"), &error));
  g_assert_error (error, CHESS_SESSION_ERROR, CHESS_SESSION_ERROR_NOT_ON_TURN);
  g_clear_error (&error);
  chess_session_set_paused (session, FALSE);
  g_assert_cmpint (black->starts, ==, 3);

  /* A takeback: the turn goes back to White; cancelled. */
  g_assert_true (chess_session_takeback (session));
  g_assert_cmpint (black->cancels, ==, 2);
  g_assert_false (chess_player_has_turn (player));

  /* A player that answers at once, inside start_turn. */
  black->reply = "Nc6";
  play (session, "Nf3");
  g_assert_cmpuint (chess_game_get_n_plies (chess_session_get_game (session)), ==, 4);
  g_assert_cmpint (black->starts, ==, 4);
  g_assert_cmpint (black->cancels, ==, 2);

  /* Replaced: cancelled, and out of the session. */
  play (session, "Bc4");
  g_assert_cmpint (black->starts, ==, 5);
  chess_session_set_player (session, CHESS_BLACK, NULL);
  g_assert_cmpint (black->cancels, ==, 3);
  g_assert_null (chess_player_get_session (player));
  g_assert_true (chess_player_is_human (chess_session_get_player (session, CHESS_BLACK)));
  play (session, "Bc5");
}

/* A result ends the turn; the loser's player gets none after mate. */
static void
test_player_turn_ends_with_the_game (void)
{
  g_autoptr(ChessSession) session = chess_session_new (NULL);
  g_autoptr(TestPlayer) white = test_player_new ("Engine");

  chess_session_set_player (session, CHESS_WHITE, CHESS_PLAYER (white));
  g_assert_cmpint (white->starts, ==, 1);       /* White is to move at once */
  white->reply = "f3";
  chess_session_set_paused (session, TRUE);
  g_assert_cmpint (white->cancels, ==, 1);
  chess_session_set_paused (session, FALSE);    /* plays f3 */
  g_assert_cmpint (white->starts, ==, 2);
  white->reply = "g4";
  play (session, "e5");                         /* White's turn: g4 at once */
  g_assert_cmpint (white->starts, ==, 3);
  g_assert_cmpuint (chess_game_get_n_plies (chess_session_get_game (session)), ==, 3);
  play (session, "Qh4#");
  g_assert_true (chess_game_is_over (chess_session_get_game (session)));
  g_assert_cmpint (white->starts, ==, 3);
  g_assert_false (chess_player_has_turn (CHESS_PLAYER (white)));
  /* No pause in a finished game. */
  chess_session_set_paused (session, TRUE);
  g_assert_false (chess_session_get_paused (session));
}

static void
on_player_failed (ChessSession *session,
                  ChessPlayer  *player,
                  GError       *error,
                  gpointer      data)
{
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_BROKEN_PIPE);
  *(ChessPlayer **) data = player;
}

static void
test_player_failure (void)
{
  g_autoptr(ChessSession) session = chess_session_new (NULL);
  g_autoptr(ChessGameOptions) options = timed_options ("60");
  g_autoptr(TestPlayer) black = test_player_new ("Engine");
  g_autoptr(GError) failure = g_error_new_literal (G_IO_ERROR, G_IO_ERROR_BROKEN_PIPE, "the engine crashed");
  ChessPlayer *failed = NULL;
  ChessClock *clock;
  gint64 now = 1000 * SEC;

  chess_session_set_time_source (session, fake_now, &now, NULL);
  g_assert_true (chess_session_new_game (session, options, NULL));
  chess_session_set_player (session, CHESS_BLACK, CHESS_PLAYER (black));
  g_signal_connect (session, "player-failed", G_CALLBACK (on_player_failed), &failed);
  play (session, "d4");
  clock = chess_game_get_clock (chess_session_get_game (session));
  g_assert_cmpint (chess_clock_get_running_side (clock), ==, CHESS_BLACK);

  now += 5 * SEC;
  chess_player_report_failure (CHESS_PLAYER (black), failure);
  g_assert_true (failed == CHESS_PLAYER (black));
  /* The turn is cancelled, the game kept, Black's time keeps running. */
  g_assert_cmpint (black->cancels, ==, 1);
  g_assert_false (chess_player_has_turn (CHESS_PLAYER (black)));
  g_assert_cmpuint (chess_game_get_n_plies (chess_session_get_game (session)), ==, 1);
  g_assert_true (chess_clock_is_running (clock));
  now += 5 * SEC;
  g_assert_cmpint (chess_clock_get_remaining (clock, CHESS_BLACK), ==, 50 * SEC);
}

/* Pause stops both clocks (with the injected time source) and refuses
 * moves; resume goes on from the same times. */
static void
test_pause_stops_the_clock (void)
{
  g_autoptr(ChessSession) session = chess_session_new (NULL);
  g_autoptr(ChessGameOptions) options = timed_options ("300");
  g_autoptr(GError) error = NULL;
  gint64 now = 1000 * SEC;
  ChessClock *clock;

  chess_session_set_time_source (session, fake_now, &now, NULL);
  g_assert_true (chess_session_new_game (session, options, NULL));
  clock = chess_game_get_clock (chess_session_get_game (session));
  play (session, "e4");
  now += 10 * SEC;
  chess_session_set_paused (session, TRUE);
  g_assert_true (chess_session_get_paused (session));
  g_assert_true (chess_clock_is_paused (clock));
  now += 100 * SEC;
  g_assert_cmpint (chess_clock_get_remaining (clock, CHESS_BLACK), ==, 290 * SEC);
  g_assert_cmpint (chess_clock_get_remaining (clock, CHESS_WHITE), ==, 300 * SEC);
  g_assert_false (chess_session_play_move (session, san (session, "e5"), &error));
  g_assert_error (error, CHESS_SESSION_ERROR, CHESS_SESSION_ERROR_PAUSED);
  g_assert_false (chess_session_can_takeback (session));

  chess_session_set_paused (session, FALSE);
  now += 1 * SEC;
  g_assert_cmpint (chess_clock_get_remaining (clock, CHESS_BLACK), ==, 289 * SEC);
  play (session, "e5");

  /* A new game is never paused. */
  chess_session_set_paused (session, TRUE);
  g_assert_true (chess_session_new_game (session, options, NULL));
  g_assert_false (chess_session_get_paused (session));
}

static void
count_notify (GObject    *object,
              GParamSpec *pspec,
              gpointer    data)
{
  (*(int *) data)++;
}

static void
test_takeback_and_redo (void)
{
  g_autoptr(ChessSession) session = chess_session_new (NULL);
  ChessGame *game;
  int redo_changes = 0;

  g_signal_connect (session, "notify::can-redo", G_CALLBACK (count_notify), &redo_changes);
  g_assert_false (chess_session_can_takeback (session));
  play (session, "e4");
  play (session, "e5");
  play (session, "Nf3");
  game = chess_session_get_game (session);
  g_assert_true (chess_session_can_takeback (session));
  g_assert_false (chess_session_can_redo (session));

  g_assert_true (chess_session_takeback (session));
  g_assert_true (chess_session_takeback (session));
  g_assert_cmpuint (chess_game_get_n_plies (game), ==, 1);
  g_assert_true (chess_session_can_redo (session));
  g_assert_cmpint (redo_changes, ==, 1);

  /* Redo replays in order: e5, then Nf3. */
  g_assert_true (chess_session_redo (session));
  g_assert_cmpuint (chess_game_get_n_plies (game), ==, 2);
  g_assert_cmpuint (chess_game_get_last_node (game)->move, ==, chess_move_make (CHESS_E7, CHESS_E5));
  g_assert_true (chess_session_redo (session));
  g_assert_cmpuint (chess_game_get_last_node (game)->move, ==, chess_move_make (CHESS_G1, CHESS_F3));
  g_assert_false (chess_session_can_redo (session));
  g_assert_false (chess_session_redo (session));

  /* Another move forgets what was taken back. */
  g_assert_true (chess_session_takeback (session));
  g_assert_true (chess_session_can_redo (session));
  play (session, "d4");
  g_assert_false (chess_session_can_redo (session));
  g_assert_false (chess_session_redo (session));

  /* Back to the start, and no further. */
  while (chess_session_takeback (session))
    ;
  g_assert_cmpuint (chess_game_get_n_plies (game), ==, 0);
  g_assert_false (chess_session_can_takeback (session));
}

/* A game read from a file: its moves are navigated, not taken back; moves
 * played after opening it are. */
static void
test_takeback_stops_at_read_moves (void)
{
  static const char text[] = "[Event \"Open\"]\n[Result \"*\"]\n\n1. e4 e5 2. Nf3 *\n";
  g_autofree char *dir = g_dir_make_tmp ("chess-session-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "open.pgn", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(ChessSession) session = chess_session_new (NULL);
  g_autoptr(GError) error = NULL;

  test_write_text (path, text);
  g_assert_true (test_session_open (session, file, 0, NULL, &error));
  g_assert_no_error (error);
  g_assert_false (chess_session_can_takeback (session));
  g_assert_false (chess_session_takeback (session));
  play (session, "Nc6");
  g_assert_true (chess_session_takeback (session));
  g_assert_false (chess_session_takeback (session));
  g_assert_cmpuint (chess_game_get_n_plies (chess_session_get_game (session)), ==, 3);
  test_remove_tree (dir);
}

/* Moves in a finished game make variations; at its end they are refused. */
static void
test_finished_game_variations (void)
{
  g_autoptr(ChessSession) session = chess_session_new (NULL);
  g_autoptr(GError) error = NULL;
  ChessGame *game;

  play (session, "f3");
  play (session, "e5");
  play (session, "g4");
  play (session, "Qh4#");
  game = chess_session_get_game (session);
  g_assert_true (chess_game_is_over (game));
  g_assert_false (chess_session_can_takeback (session));
  g_assert_false (chess_session_play_move (session, chess_move_make (CHESS_E1, CHESS_F2), &error));
  g_assert_error (error, CHESS_SESSION_ERROR, CHESS_SESSION_ERROR_ILLEGAL_MOVE);
  g_clear_error (&error);
  chess_game_go_previous (game);
  g_assert_true (chess_session_play_move (session, chess_move_make (CHESS_D8, CHESS_E7), &error));
  g_assert_no_error (error);
  g_assert_cmpuint (chess_game_get_n_plies (game), ==, 4);
  g_assert_cmpuint (chess_record_count_nodes (chess_game_get_record (game)), ==, 5);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/session/new-game-options", test_new_game_options);
  g_test_add_func ("/session/default-options-from-settings", test_default_options_from_settings);
  g_test_add_func ("/session/player-turns", test_player_turns);
  g_test_add_func ("/session/player-turn-ends-with-the-game", test_player_turn_ends_with_the_game);
  g_test_add_func ("/session/player-failure", test_player_failure);
  g_test_add_func ("/session/pause-stops-the-clock", test_pause_stops_the_clock);
  g_test_add_func ("/session/takeback-and-redo", test_takeback_and_redo);
  g_test_add_func ("/session/takeback-stops-at-read-moves", test_takeback_stops_at_read_moves);
  g_test_add_func ("/session/finished-game-variations", test_finished_game_variations);
  return g_test_run ();
}
