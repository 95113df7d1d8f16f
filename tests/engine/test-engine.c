/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-engine — ChessEngine with real engines (Stockfish, Toga II: Debian
 * packages) and with tests/engine/fake-engine.py, which fails in every way
 * the issue lists.  Each fault must end in a CHESS_ENGINE_ERROR that names
 * the engine and what happened, and leave no process behind. */

#include <string.h>
#include <glib.h>
#include <glib/gstdio.h>

#include "chess-engine.h"
#include "chess-notation.h"
#include "engine-test-util.h"

#define STOCKFISH "/usr/games/stockfish"
#define TOGA "/usr/games/toga2"

/* ------------------------------------------------------------------ */
/* Helpers                                                             */

typedef struct {
  gboolean done;
  GAsyncResult *result;
} Pending;

static void
got_result (GObject      *source,
            GAsyncResult *result,
            gpointer      user_data)
{
  Pending *pending = user_data;

  pending->result = g_object_ref (result);
  pending->done = TRUE;
}

static ChessSearchResult *
search (ChessEngine         *engine,
        const ChessPosition *start,
        const ChessMove     *moves,
        gsize                n_moves,
        const ChessUciGo    *go,
        GError             **error)
{
  Pending pending = { 0 };
  ChessSearchResult *result;

  chess_engine_search_async (engine, start, moves, n_moves, go, NULL, got_result, &pending);
  test_run_until (&pending.done, 90);
  result = chess_engine_search_finish (engine, pending.result, error);
  g_object_unref (pending.result);
  return result;
}

typedef struct {
  guint count;
  GError *error;
} Failures;

static void
on_failed (ChessEngine  *engine,
           const GError *error,
           Failures     *failures)
{
  failures->count++;
  g_clear_error (&failures->error);
  failures->error = g_error_copy (error);
}

/* ------------------------------------------------------------------ */
/* Stockfish and Toga II                                               */

/* "state" is an enum property; an engine not yet started is NEW. */
static void
test_state_property (void)
{
  g_autoptr (ChessEngine) engine = chess_engine_new ("/nonexistent/engine");
  GParamSpec *pspec = g_object_class_find_property (G_OBJECT_GET_CLASS (engine), "state");
  ChessEngineState state = CHESS_ENGINE_STATE_CLOSED;

  g_assert_nonnull (pspec);
  g_assert_true (G_PARAM_SPEC_VALUE_TYPE (pspec) == CHESS_TYPE_ENGINE_STATE);
  g_object_get (engine, "state", &state, NULL);
  g_assert_cmpint (state, ==, CHESS_ENGINE_STATE_NEW);
}

static void
test_stockfish_handshake (void)
{
  g_autoptr (ChessEngine) engine = chess_engine_new (STOCKFISH);
  g_autoptr (GError) error = NULL;
  const ChessUciOption *option;

  test_require_program (STOCKFISH);
  g_assert_cmpstr (chess_engine_get_name (engine), ==, "stockfish");
  g_assert_true (test_start_engine (engine, &error));
  g_assert_no_error (error);
  g_assert_cmpint (chess_engine_get_state (engine), ==, CHESS_ENGINE_STATE_READY);
  g_assert_true (g_str_has_prefix (chess_engine_get_name (engine), "Stockfish "));
  g_assert_nonnull (chess_engine_get_author (engine));

  option = chess_engine_find_option (engine, "skill level");
  g_assert_nonnull (option);
  g_assert_cmpstr (option->name, ==, "Skill Level");
  g_assert_cmpint (option->type, ==, CHESS_UCI_OPTION_SPIN);
  g_assert_cmpint (option->max, ==, 20);
  g_assert_nonnull (chess_engine_find_option (engine, "UCI_Chess960"));
  g_assert_nonnull (chess_engine_find_option (engine, "MultiPV"));
  g_assert_cmpuint (chess_engine_get_options (engine)->len, >=, 10);

  g_assert_false (chess_engine_set_option (engine, "Skill Level", "99", &error));
  g_assert_error (error, CHESS_ENGINE_ERROR, CHESS_ENGINE_ERROR_UNSUPPORTED);
  g_clear_error (&error);
  g_assert_false (chess_engine_set_option (engine, "No Such Option", "1", &error));
  g_assert_error (error, CHESS_ENGINE_ERROR, CHESS_ENGINE_ERROR_UNSUPPORTED);
  g_assert_nonnull (strstr (error->message, "No Such Option"));
  chess_engine_quit (engine);
  g_assert_cmpint (chess_engine_get_state (engine), ==, CHESS_ENGINE_STATE_CLOSED);
}

typedef struct {
  guint count;
  guint max_multipv;
  gboolean all_pvs_legal;
} InfoCount;

static void
count_info (ChessEngine        *engine,
            const ChessUciInfo *info,
            InfoCount          *count)
{
  count->count++;
  if (info->fields & CHESS_UCI_INFO_MULTIPV)
    count->max_multipv = MAX (count->max_multipv, (guint) info->multipv);
  if ((info->fields & CHESS_UCI_INFO_PV) && info->pv_length == 0)
    count->all_pvs_legal = FALSE;
}

static void
test_stockfish_multipv (void)
{
  g_autoptr (ChessEngine) engine = chess_engine_new (STOCKFISH);
  g_autoptr (GError) error = NULL;
  g_autoptr (ChessSearchResult) result = NULL;
  ChessPosition start = test_position (CHESS_FEN_START);
  ChessMove moves[1] = { test_uci_move (&start, "e2e4") };
  ChessUciGo go = { .depth = 10 };
  InfoCount count = { .all_pvs_legal = TRUE };

  test_require_program (STOCKFISH);
  g_assert_true (test_start_engine (engine, &error));
  g_assert_true (chess_engine_set_option (engine, "MultiPV", "3", &error));
  g_signal_connect (engine, "info", G_CALLBACK (count_info), &count);

  result = search (engine, &start, moves, 1, &go, &error);
  g_assert_no_error (error);
  g_assert_cmpint (chess_position_side_to_move (&result->position), ==, CHESS_BLACK);
  g_assert_true (chess_position_is_legal_move (&result->position, result->best_move));
  g_assert_cmpuint (count.count, >, 10);
  g_assert_cmpuint (count.max_multipv, ==, 3);
  g_assert_true (count.all_pvs_legal);
  g_assert_cmpuint (result->n_lines, ==, 3);
  for (guint i = 0; i < 3; i++)
    {
      g_assert_cmpint (result->lines[i].multipv, ==, (int) i + 1);
      g_assert_cmpint (result->lines[i].pv_length, >, 0);
      g_assert_true (chess_position_is_legal_move (&result->position, result->lines[i].pv[0]));
      for (guint j = 0; j < i; j++)
        g_assert_cmpint (result->lines[i].pv[0], !=, result->lines[j].pv[0]);
    }
  /* Line 1 is never worse than line 3. */
  g_assert_cmpint (chess_uci_info_cp (&result->lines[0]), >=, chess_uci_info_cp (&result->lines[2]));
  g_assert_cmpint (chess_engine_get_state (engine), ==, CHESS_ENGINE_STATE_READY);
}

typedef struct {
  ChessEngine *engine;
  ChessPosition second;
  ChessUciGo go;
  Pending first;
  Pending restarted;
  gboolean switched;
  gboolean stop_instead;
  InfoCount after;
} Restart;

static void
restart_on_info (ChessEngine        *engine,
                 const ChessUciInfo *info,
                 Restart            *restart)
{
  if (restart->switched)
    {
      count_info (engine, info, &restart->after);
      return;
    }
  if (!(info->fields & CHESS_UCI_INFO_DEPTH) || info->depth < 4)
    return;
  restart->switched = TRUE;
  if (restart->stop_instead)
    chess_engine_stop (engine);
  else
    chess_engine_search_async (engine, &restart->second, NULL, 0, &restart->go, NULL,
                               got_result, &restart->restarted);
}

static void
test_stockfish_restart (void)
{
  g_autoptr (ChessEngine) engine = chess_engine_new (STOCKFISH);
  g_autoptr (GError) error = NULL;
  g_autoptr (ChessSearchResult) result = NULL;
  ChessPosition start = test_position (CHESS_FEN_START);
  ChessUciGo infinite = { .infinite = TRUE };
  Restart restart = { .engine = engine, .after.all_pvs_legal = TRUE };

  test_require_program (STOCKFISH);
  /* The new position: only a king move or two are legal for White. */
  restart.second = test_position ("7k/8/8/8/8/8/6q1/K7 w - - 0 1");
  restart.go.depth = 6;
  g_assert_true (test_start_engine (engine, &error));
  g_signal_connect (engine, "info", G_CALLBACK (restart_on_info), &restart);

  /* Analysis moves on: the infinite search is superseded. */
  chess_engine_search_async (engine, &start, NULL, 0, &infinite, NULL, got_result, &restart.first);
  test_run_until (&restart.first.done, 90);
  g_assert_null (chess_engine_search_finish (engine, restart.first.result, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&error);
  g_clear_object (&restart.first.result);

  test_run_until (&restart.restarted.done, 90);
  result = chess_engine_search_finish (engine, restart.restarted.result, &error);
  g_assert_no_error (error);
  g_clear_object (&restart.restarted.result);
  g_assert_true (memcmp (result->position.board, restart.second.board, sizeof result->position.board) == 0);
  g_assert_true (chess_position_is_legal_move (&restart.second, result->best_move));
  g_assert_cmpint (chess_move_from (result->best_move), ==, CHESS_A1);
  /* Every line after the switch was read against the new position: none
   * of the old search's lines leaked into it. */
  g_assert_cmpuint (restart.after.count, >, 0);
  g_assert_true (restart.after.all_pvs_legal);
}

static void
test_stockfish_stop (void)
{
  g_autoptr (ChessEngine) engine = chess_engine_new (STOCKFISH);
  g_autoptr (GError) error = NULL;
  g_autoptr (ChessSearchResult) result = NULL;
  ChessPosition start = test_position (CHESS_FEN_START);
  ChessUciGo infinite = { .infinite = TRUE };
  Restart restart = { .engine = engine, .stop_instead = TRUE, .after.all_pvs_legal = TRUE };
  Pending pending = { 0 };

  test_require_program (STOCKFISH);
  g_assert_true (test_start_engine (engine, &error));
  g_signal_connect (engine, "info", G_CALLBACK (restart_on_info), &restart);
  chess_engine_search_async (engine, &start, NULL, 0, &infinite, NULL, got_result, &pending);
  test_run_until (&pending.done, 90);
  result = chess_engine_search_finish (engine, pending.result, &error);
  g_object_unref (pending.result);
  g_assert_no_error (error);
  g_assert_true (restart.switched);
  g_assert_true (chess_position_is_legal_move (&start, result->best_move));
  g_assert_cmpuint (result->n_lines, ==, 1);
  g_assert_cmpint (result->lines[0].depth, >=, 4);
}

static void
test_stockfish_cancel (void)
{
  g_autoptr (ChessEngine) engine = chess_engine_new (STOCKFISH);
  g_autoptr (GError) error = NULL;
  g_autoptr (GCancellable) cancellable = g_cancellable_new ();
  g_autoptr (ChessSearchResult) result = NULL;
  ChessPosition start = test_position (CHESS_FEN_START);
  ChessUciGo infinite = { .infinite = TRUE };
  ChessUciGo shallow = { .depth = 3 };
  Pending pending = { 0 };

  test_require_program (STOCKFISH);
  g_assert_true (test_start_engine (engine, &error));
  chess_engine_search_async (engine, &start, NULL, 0, &infinite, cancellable, got_result, &pending);
  g_cancellable_cancel (cancellable);
  test_run_until (&pending.done, 90);
  g_assert_null (chess_engine_search_finish (engine, pending.result, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&error);
  g_object_unref (pending.result);

  /* The engine is still good. */
  result = search (engine, &start, NULL, 0, &shallow, &error);
  g_assert_no_error (error);
  g_assert_true (chess_position_is_legal_move (&start, result->best_move));
}

static void
test_stockfish_positions (void)
{
  g_autoptr (ChessEngine) engine = chess_engine_new (STOCKFISH);
  g_autoptr (GError) error = NULL;
  ChessSearchResult *result;
  ChessPosition mated = test_position ("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
  ChessPosition mate_in_one = test_position ("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
  /* Chess960: castling with the king on b1 and rooks on a1 and h1. */
  ChessPosition c960 = test_position ("rk5r/pppppppp/8/8/8/8/PPPPPPPP/RK5R w HAha - 0 1");
  ChessUciGo go = { .depth = 8 };

  test_require_program (STOCKFISH);
  g_assert_true (test_start_engine (engine, &error));

  /* Checkmated: no move, and that is not a fault. */
  result = search (engine, &mated, NULL, 0, &go, &error);
  g_assert_no_error (error);
  g_assert_cmpint (result->best_move, ==, CHESS_MOVE_NONE);
  chess_search_result_free (result);

  result = search (engine, &mate_in_one, NULL, 0, &go, &error);
  g_assert_no_error (error);
  g_assert_cmpint (result->best_move, ==, test_uci_move (&mate_in_one, "a1a8"));
  g_assert_cmpint (result->lines[0].score_kind, ==, CHESS_UCI_SCORE_MATE);
  g_assert_cmpint (result->lines[0].score, ==, 1);
  chess_search_result_free (result);

  g_assert_true (c960.chess960);
  result = search (engine, &c960, NULL, 0, &go, &error);
  g_assert_no_error (error);
  g_assert_true (chess_position_is_legal_move (&c960, result->best_move));
  chess_search_result_free (result);
}

static void
test_toga (void)
{
  g_autoptr (ChessEngine) engine = chess_engine_new (TOGA);
  g_autoptr (GError) error = NULL;
  g_autoptr (ChessSearchResult) result = NULL;
  ChessPosition start = test_position (CHESS_FEN_START);
  ChessPosition c960 = test_position ("rk5r/pppppppp/8/8/8/8/PPPPPPPP/RK5R w HAha - 0 1");
  ChessUciGo go = { .depth = 6 };
  Pending pending = { 0 };

  test_require_program (TOGA);
  g_assert_true (test_start_engine (engine, &error));
  g_assert_no_error (error);
  g_assert_true (g_str_has_prefix (chess_engine_get_name (engine), "Toga II"));
  g_assert_nonnull (chess_engine_find_option (engine, "NullMove Pruning"));
  g_assert_true (chess_engine_set_option (engine, "OwnBook", "false", &error));
  result = search (engine, &start, NULL, 0, &go, &error);
  g_assert_no_error (error);
  g_assert_true (chess_position_is_legal_move (&start, result->best_move));
  g_assert_cmpuint (result->n_lines, ==, 1);
  g_assert_cmpint (result->lines[0].depth, >=, 5);

  /* Toga has no UCI_Chess960: refused up front, and no fault. */
  chess_engine_search_async (engine, &c960, NULL, 0, &go, NULL, got_result, &pending);
  test_run_until (&pending.done, 90);
  g_assert_null (chess_engine_search_finish (engine, pending.result, &error));
  g_assert_error (error, CHESS_ENGINE_ERROR, CHESS_ENGINE_ERROR_UNSUPPORTED);
  g_object_unref (pending.result);
  g_assert_cmpint (chess_engine_get_state (engine), ==, CHESS_ENGINE_STATE_READY);
}

/* ------------------------------------------------------------------ */
/* What we send (a fake that logs every command)                       */

static void
test_fake_commands (void)
{
  g_autofree char *log = g_build_filename (test_engine_tmp_dir (), "commands.log", NULL);
  g_autoptr (ChessEngine) engine = NULL;
  g_autoptr (GError) error = NULL;
  g_auto (GStrv) lines = NULL;
  ChessSearchResult *result;
  ChessPosition start = test_position (CHESS_FEN_START);
  ChessPosition c960 = test_position ("rk5r/pppppppp/8/8/8/8/PPPPPPPP/RK5R w HAha - 0 1");
  ChessMove moves[1] = { test_uci_move (&start, "e2e4") };
  ChessMove castle[1] = { test_uci_move (&c960, "b1h1") };
  ChessUciGo go = { .depth = 1 };
  const char *expected[] = {
    "uci",
    "setoption name Hash value 32", "setoption name Ponder value true",
    "isready",
    "setoption name Style value Risky",
    "setoption name Hash value 64", "setoption name Clear Hash", "ucinewgame", "isready",
    "position startpos moves e2e4", "go depth 1",
    "setoption name UCI_Chess960 value true", "isready",
    "position fen rk5r/pppppppp/8/8/8/8/PPPPPPPP/RK5R w AHah - 0 1 moves b1h1", "go depth 1",
    "quit", "",
  };

  g_unlink (log);
  g_setenv ("FAKE_ENGINE_LOG", log, TRUE);
  g_setenv ("FAKE_ENGINE_MOVES", "e2e4,h7h6", TRUE);
  engine = test_fake_engine ("good");
  /* The user's settings: what the engine does not have or accept is skipped. */
  chess_engine_preset_option (engine, "hash", "32");
  chess_engine_preset_option (engine, "Style", "Reckless");
  chess_engine_preset_option (engine, "Contempt", "10");
  chess_engine_preset_option (engine, "Clear Hash", "");
  chess_engine_preset_option (engine, "Ponder", "true");
  g_assert_true (test_start_engine (engine, &error));
  g_assert_cmpstr (chess_engine_get_name (engine), ==, "Fake Engine good");
  g_assert_cmpstr (chess_engine_get_author (engine), ==, "The Chess Team");
  g_assert_cmpuint (chess_engine_get_options (engine)->len, ==, 7);
  /* Idle: sent at once. */
  g_assert_true (chess_engine_set_option (engine, "Style", "Risky", &error));
  g_assert_false (chess_engine_set_option (engine, "Style", "Reckless", &error));
  g_assert_error (error, CHESS_ENGINE_ERROR, CHESS_ENGINE_ERROR_UNSUPPORTED);
  g_clear_error (&error);
  g_assert_false (chess_engine_set_option (engine, "Book File", "x\nquit", &error));
  g_clear_error (&error);

  chess_engine_new_game (engine);
  g_assert_true (chess_engine_set_option (engine, "hash", "64", &error));
  g_assert_true (chess_engine_set_option (engine, "Clear Hash", NULL, &error));
  result = search (engine, &start, moves, 1, &go, &error);
  g_assert_no_error (error);
  g_assert_cmpint (result->best_move, ==, test_uci_move (&result->position, "h7h6"));
  g_assert_cmpint (result->lines[0].score, ==, 13);
  chess_search_result_free (result);

  result = search (engine, &c960, castle, 1, &go, &error);
  g_unsetenv ("FAKE_ENGINE_MOVES");
  g_assert_no_error (error);
  g_assert_cmpint (result->best_move, ==, test_uci_move (&result->position, "h7h6"));
  chess_search_result_free (result);

  chess_engine_quit (engine);
  test_assert_process_gone (test_fake_engine_pid ());
  g_unsetenv ("FAKE_ENGINE_LOG");

  lines = test_read_lines (log);
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      g_assert_nonnull (lines[i]);
      g_assert_cmpstr (lines[i], ==, expected[i]);
    }
}

/* ------------------------------------------------------------------ */
/* Faults                                                              */

typedef struct {
  const char *mode;
  gboolean fails_at_start;
  ChessEngineError code;
  const char *message_part;    /* the engine's name is checked too */
  guint timeout_ms;            /* the engine's timeout; 0: one second */
} Fault;

/* A flood is judged by volume, not time: a slow reader (a sanitizer
 * build) takes a while to read it, and the timeout must not come first. */
#define FLOOD_TIMEOUT_MS 60000

static const Fault faults[] = {
  { "exit-early", TRUE, CHESS_ENGINE_ERROR_NO_UCIOK, "exit status 3", 0 },
  { "no-uciok", TRUE, CHESS_ENGINE_ERROR_NO_UCIOK, "uciok", 0 },
  { "crash-on-go", FALSE, CHESS_ENGINE_ERROR_CRASHED, "signal 11", 0 },
  { "silent-go", FALSE, CHESS_ENGINE_ERROR_TIMEOUT, "“stop”", 0 },
  { "illegal", FALSE, CHESS_ENGINE_ERROR_ILLEGAL_MOVE, "“e2e5”", 0 },
  { "garbage", FALSE, CHESS_ENGINE_ERROR_ILLEGAL_MOVE, "“banana”", 0 },
  { "no-move", FALSE, CHESS_ENGINE_ERROR_ILLEGAL_MOVE, "legal moves", 0 },
  { "flood", FALSE, CHESS_ENGINE_ERROR_FLOOD, "flooded", FLOOD_TIMEOUT_MS },
  { "long-line", FALSE, CHESS_ENGINE_ERROR_FLOOD, "KiB", FLOOD_TIMEOUT_MS },
};

static void
test_fault (gconstpointer data)
{
  const Fault *fault = data;
  g_autoptr (ChessEngine) engine = test_fake_engine (fault->mode);
  g_autoptr (GError) error = NULL;
  ChessPosition start = test_position (CHESS_FEN_START);
  ChessUciGo go = { .movetime_ms = 100 };
  Failures failures = { 0 };
  GPid pid;

  chess_engine_set_timeout (engine, fault->timeout_ms > 0 ? fault->timeout_ms : 1000);
  g_signal_connect (engine, "failed", G_CALLBACK (on_failed), &failures);
  if (fault->fails_at_start)
    g_assert_false (test_start_engine (engine, &error));
  else
    {
      g_assert_true (test_start_engine (engine, &error));
      g_assert_null (search (engine, &start, NULL, 0, &go, &error));
    }
  pid = test_fake_engine_pid ();
  g_assert_error (error, CHESS_ENGINE_ERROR, (gint) fault->code);
  g_test_message ("%s: %s", fault->mode, error->message);
  g_assert_nonnull (strstr (error->message, fault->message_part));
  g_assert_nonnull (strstr (error->message, fault->fails_at_start ? "fake-engine.py" : "Fake Engine"));
  g_assert_cmpint (chess_engine_get_state (engine), ==, CHESS_ENGINE_STATE_FAILED);
  g_assert_cmpuint (failures.count, ==, 1);
  g_assert_true (g_error_matches (failures.error, CHESS_ENGINE_ERROR, (gint) fault->code));
  g_clear_error (&failures.error);
  test_assert_process_gone (pid);

  /* Later requests are refused without a second fault. */
  g_clear_error (&error);
  g_assert_null (search (engine, &start, NULL, 0, &go, &error));
  g_assert_error (error, CHESS_ENGINE_ERROR, CHESS_ENGINE_ERROR_CLOSED);
  g_assert_cmpuint (failures.count, ==, 1);
}

static void
test_fault_missing (void)
{
  g_autoptr (ChessEngine) engine = chess_engine_new ("/nonexistent/bin/deep-thought");
  g_autoptr (GError) error = NULL;
  Failures failures = { 0 };

  g_signal_connect (engine, "failed", G_CALLBACK (on_failed), &failures);
  g_assert_false (test_start_engine (engine, &error));
  g_assert_error (error, CHESS_ENGINE_ERROR, CHESS_ENGINE_ERROR_MISSING);
  g_assert_nonnull (strstr (error->message, "/nonexistent/bin/deep-thought"));
  g_assert_cmpuint (failures.count, ==, 1);
  g_clear_error (&failures.error);
  g_assert_cmpint (chess_engine_get_state (engine), ==, CHESS_ENGINE_STATE_FAILED);
}

/* A program that is not an engine at all: cat echoes "uci" back. */
static void
test_fault_not_an_engine (void)
{
  g_autoptr (ChessEngine) engine = chess_engine_new ("/bin/cat");
  g_autoptr (GError) error = NULL;

  chess_engine_set_timeout (engine, 1000);
  g_assert_false (test_start_engine (engine, &error));
  g_assert_error (error, CHESS_ENGINE_ERROR, CHESS_ENGINE_ERROR_NO_UCIOK);
  g_assert_nonnull (strstr (error->message, "“cat” is not a UCI chess engine"));
}

/* An engine that never answers a node-limited "go" (nor "stop") is ended
 * with a timeout fault: the node limit has a deadline too.  Without it
 * this search never returns (the hang guard fails the test). */
static void
test_fault_silent_nodes (void)
{
  g_autoptr (ChessEngine) engine = test_fake_engine ("silent-go");
  g_autoptr (GError) error = NULL;
  ChessPosition start = test_position (CHESS_FEN_START);
  ChessUciGo go = { .nodes = 1000 };
  GPid pid;

  /* the short deadline for the search only: a loaded machine may take
   * longer than that to start the fake (a Python program) */
  g_assert_true (test_start_engine (engine, &error));
  chess_engine_set_timeout (engine, 300);
  pid = test_fake_engine_pid ();
  g_assert_null (search (engine, &start, NULL, 0, &go, &error));
  g_assert_error (error, CHESS_ENGINE_ERROR, CHESS_ENGINE_ERROR_TIMEOUT);
  g_assert_nonnull (strstr (error->message, "Fake Engine silent-go"));
  g_assert_cmpint (chess_engine_get_state (engine), ==, CHESS_ENGINE_STATE_FAILED);
  test_assert_process_gone (pid);
}

/* The main loop busy past the timeout (a loaded machine, a long first
 * frame) while the engine answered in time, line by line: the first lines
 * were read before the busy spell, the rest wait in the pipe.  They are
 * read before the engine is judged silent; the timer, armed before the
 * next read was queued, used to come first. */
static void
test_busy_main_loop (void)
{
  g_autoptr (ChessEngine) engine = test_fake_engine ("dribble");
  g_autoptr (GError) error = NULL;
  GAsyncResult *result = NULL;

  chess_engine_set_timeout (engine, 1000);
  chess_engine_start_async (engine, NULL, test_keep_result, &result);
  test_fake_engine_pid ();
  g_usleep (150 * 1000);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_usleep (1500 * 1000);
  while (result == NULL)
    test_run_for (10);
  g_assert_true (chess_engine_start_finish (engine, result, &error));
  g_assert_no_error (error);
  g_object_unref (result);
}

static void
test_slow (void)
{
  g_autoptr (ChessEngine) engine = test_fake_engine ("slow");
  g_autoptr (GError) error = NULL;
  g_autoptr (ChessSearchResult) result = NULL;
  ChessPosition start = test_position (CHESS_FEN_START);
  ChessUciGo go = { .movetime_ms = 10 };

  /* Slow is not broken: a second per answer, well within the timeout. */
  g_setenv ("FAKE_ENGINE_DELAY", "1", TRUE);
  g_assert_true (test_start_engine (engine, &error));
  g_assert_no_error (error);
  result = search (engine, &start, NULL, 0, &go, &error);
  g_assert_no_error (error);
  g_assert_cmpint (result->best_move, ==, test_uci_move (&start, "e2e4"));
  g_unsetenv ("FAKE_ENGINE_DELAY");
}

static void
stall_once (ChessEngine        *engine,
            const ChessUciInfo *info,
            gboolean           *stalled)
{
  if (*stalled)
    return;
  *stalled = TRUE;
  g_usleep (1500 * 1000);
}

/* A burst is not a flood, however slowly it is read: the main loop
 * stalls in the middle of it (a loaded machine), with the pipe full. */
static void
test_burst (void)
{
  g_autoptr (ChessEngine) engine = test_fake_engine ("burst");
  g_autoptr (GError) error = NULL;
  g_autoptr (ChessSearchResult) result = NULL;
  ChessPosition start = test_position (CHESS_FEN_START);
  ChessUciGo go = { .depth = 30 };
  gboolean stalled = FALSE;

  g_assert_true (test_start_engine (engine, &error));
  g_signal_connect (engine, "info", G_CALLBACK (stall_once), &stalled);
  result = search (engine, &start, NULL, 0, &go, &error);
  g_assert_no_error (error);
  g_assert_true (stalled);
  g_assert_cmpint (result->best_move, ==, test_uci_move (&start, "e2e4"));
  g_assert_cmpint (result->lines[0].score_kind, ==, CHESS_UCI_SCORE_MATE);
}

static void
test_quit_ignored (void)
{
  g_autoptr (ChessEngine) engine = test_fake_engine ("ignore-quit");
  g_autoptr (GError) error = NULL;
  GPid pid;

  g_assert_true (test_start_engine (engine, &error));
  pid = test_fake_engine_pid ();
  chess_engine_quit (engine);
  g_assert_true (test_process_exists (pid));   /* still in its grace period */
  test_assert_process_gone (pid);              /* then killed */
}

static void
test_unref_quits (void)
{
  ChessEngine *engine = test_fake_engine ("good");
  g_autoptr (GError) error = NULL;
  GPid pid;

  g_assert_true (test_start_engine (engine, &error));
  pid = test_fake_engine_pid ();
  g_object_unref (engine);
  test_assert_process_gone (pid);
}

/* A process has ended: gone, or a zombie its new parent has not reaped
 * yet (an engine's child is orphaned when the engine goes). */
static gboolean
process_ended (GPid pid)
{
  g_autofree char *path = g_strdup_printf ("/proc/%d/stat", (int) pid);
  g_autofree char *stat = NULL;
  const char *state;

  if (!g_file_get_contents (path, &stat, NULL, NULL))
    return TRUE;
  state = strrchr (stat, ')');
  return state != NULL && state[1] == ' ' && (state[2] == 'Z' || state[2] == 'X');
}

/* What an engine starts itself ends with it: its process group is
 * killed once the engine has gone (before, the fake engine's "sleep 600"
 * ran on for ten minutes after it). */
static void
test_children_end (void)
{
  g_autofree char *childfile = g_build_filename (test_engine_tmp_dir (), "child", NULL);
  ChessEngine *engine;
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  GPid pid, child;

  g_unlink (childfile);
  g_setenv ("FAKE_ENGINE_CHILD_PIDFILE", childfile, TRUE);
  engine = test_fake_engine ("good");
  g_assert_true (test_start_engine (engine, &error));
  g_unsetenv ("FAKE_ENGINE_CHILD_PIDFILE");
  pid = test_fake_engine_pid ();
  g_assert_true (g_file_get_contents (childfile, &text, NULL, NULL));
  child = (GPid) atoi (text);
  g_assert_cmpint (child, >, 0);
  g_assert_false (process_ended (child));
  g_object_unref (engine);
  test_assert_process_gone (pid);
  /* The group is killed as the reaper learns of the engine's end. */
  for (int i = 0; i < 3000 && !process_ended (child); i++)
    test_run_for (10);
  g_assert_true (process_ended (child));
}

/* A folder given as the engine's program is named as a folder, not as
 * "Permission denied" (what exec says of it). */
static void
test_fault_folder (void)
{
  g_autoptr (ChessEngine) engine = chess_engine_new (test_engine_tmp_dir ());
  g_autoptr (GError) error = NULL;

  g_assert_false (test_start_engine (engine, &error));
  g_assert_error (error, CHESS_ENGINE_ERROR, CHESS_ENGINE_ERROR_MISSING);
  g_assert_nonnull (strstr (error->message, "it is a folder, not a program"));
  g_assert_null (strstr (error->message, "Permission denied"));
}

int
main (int argc, char *argv[])
{
  int status;

  g_test_init (&argc, &argv, NULL);
  test_engine_init ();

  g_test_add_func ("/engine/state-property", test_state_property);
  g_test_add_func ("/engine/stockfish/handshake", test_stockfish_handshake);
  g_test_add_func ("/engine/stockfish/multipv", test_stockfish_multipv);
  g_test_add_func ("/engine/stockfish/restart", test_stockfish_restart);
  g_test_add_func ("/engine/stockfish/stop", test_stockfish_stop);
  g_test_add_func ("/engine/stockfish/cancel", test_stockfish_cancel);
  g_test_add_func ("/engine/stockfish/positions", test_stockfish_positions);
  g_test_add_func ("/engine/toga", test_toga);
  g_test_add_func ("/engine/fake/commands", test_fake_commands);
  g_test_add_func ("/engine/fake/busy-main-loop", test_busy_main_loop);
  g_test_add_func ("/engine/fake/slow", test_slow);
  g_test_add_func ("/engine/fake/burst", test_burst);
  g_test_add_func ("/engine/fake/quit-ignored", test_quit_ignored);
  g_test_add_func ("/engine/fake/unref-quits", test_unref_quits);
  g_test_add_func ("/engine/fake/children-end", test_children_end);
  g_test_add_func ("/engine/fault/missing", test_fault_missing);
  g_test_add_func ("/engine/fault/folder", test_fault_folder);
  g_test_add_func ("/engine/fault/not-an-engine", test_fault_not_an_engine);
  g_test_add_func ("/engine/fault/silent-nodes", test_fault_silent_nodes);
  for (gsize i = 0; i < G_N_ELEMENTS (faults); i++)
    {
      g_autofree char *path = g_strdup_printf ("/engine/fault/%s", faults[i].mode);

      g_test_add_data_func (path, &faults[i], test_fault);
    }
  status = g_test_run ();
  test_engine_cleanup ();
  return status;
}
