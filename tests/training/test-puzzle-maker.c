/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-puzzle-maker.c — puzzles from the mistakes of reviewed games with
 * the real Stockfish at depth 18: the scholar's mate White missed becomes
 * a mate in one, Black's move into it none (three defences hold, no
 * single solution); a lichess game with lichess's own evaluations gives
 * the puzzle of its blunder; made puzzles go into a store once and are
 * solved by ChessPuzzleRun; Cancel and a missing engine end the making; a
 * move of the opening book is left alone. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "chess-book-moves.h"
#include "chess-mistake-puzzle.h"
#include "chess-pgn.h"
#include "chess-puzzle-maker.h"
#include "chess-puzzle-run.h"
#include "chess-puzzle-store.h"
#include "mistake-test-data.h"

#define STOCKFISH "/usr/games/stockfish"

typedef struct {
  GMainLoop *loop;
  GAsyncResult *result;
  guint made;
} Wait;

static void
done_cb (GObject *source, GAsyncResult *result, gpointer user_data)
{
  Wait *wait = user_data;
  wait->result = g_object_ref (result);
  g_main_loop_quit (wait->loop);
}

static void
made_cb (ChessPuzzleMaker *maker, gpointer puzzle, gpointer user_data)
{
  ((Wait *) user_data)->made++;
}

static void
require_stockfish (void)
{
  if (!g_file_test (STOCKFISH, G_FILE_TEST_IS_EXECUTABLE))
    g_error ("%s is missing: install the stockfish package (build-aux/debian-packages.txt)", STOCKFISH);
}

/* The puzzles the maker makes of record with `engine`, or NULL and error. */
static GPtrArray *
make (ChessEngine *engine, const ChessRecord *record, ChessMistakeSides sides, GCancellable *cancellable,
      guint *made, GError **error)
{
  g_autoptr (ChessPuzzleMaker) maker = chess_puzzle_maker_new (engine);
  g_autoptr (GArray) evals = chess_mistake_record_evals (record, NULL);
  g_autoptr (GMainLoop) loop = g_main_loop_new (NULL, FALSE);
  Wait wait = { loop, NULL, 0 };
  g_signal_connect (maker, "puzzle-made", G_CALLBACK (made_cb), &wait);
  chess_puzzle_maker_make_async (maker, record, (const ChessEval *) (gconstpointer) evals->data, evals->len,
                                 sides, "file:///games.pgn?game=1", cancellable, done_cb, &wait);
  g_main_loop_run (loop);
  GPtrArray *puzzles = chess_puzzle_maker_make_finish (maker, wait.result, error);
  g_object_unref (wait.result);
  if (made)
    *made = wait.made;
  return puzzles;
}

static char *
uci_of (const ChessPuzzle *puzzle)
{
  return chess_puzzle_moves_to_uci (puzzle);
}

static void
test_scholar (void)
{
  require_stockfish ();
  g_autoptr (ChessEngine) engine = chess_engine_new (STOCKFISH);
  ChessRecord *record = mistake_test_record (SCHOLAR_MISSED);
  guint made;
  g_autoptr (GPtrArray) puzzles = make (engine, record, CHESS_MISTAKE_SIDE_BOTH, NULL, &made, NULL);
  g_assert_nonnull (puzzles);
  g_assert_cmpuint (puzzles->len, ==, 1);
  g_assert_cmpuint (made, ==, 1);
  const ChessPuzzle *puzzle = puzzles->pdata[0];
  g_autofree char *uci = uci_of (puzzle);
  g_assert_cmpstr (uci, ==, "g8f6 h5f7");
  g_assert_cmpstr (puzzle->fen, ==, "r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 3 3");
  g_assert_cmpstr (puzzle->themes, ==, "mate mateIn1 oneMove opening mistake");
  g_assert_cmpint (puzzle->rating, ==, 1234);
  g_assert_cmpstr (puzzle->game_url, ==, "file:///games.pgn?game=1#6");

  /* Into a store once, however often it is made. */
  g_autoptr (ChessPuzzleStore) store = chess_puzzle_store_open (":memory:", NULL);
  g_assert_cmpint (chess_puzzle_store_add (store, (ChessPuzzle *const *) puzzles->pdata, puzzles->len, NULL), ==, 1);
  g_assert_cmpint (chess_puzzle_store_add (store, (ChessPuzzle *const *) puzzles->pdata, puzzles->len, NULL), ==, 0);
  ChessPuzzle stored = { 0 };
  g_assert_true (chess_puzzle_store_get (store, puzzle->id, &stored));
  g_assert_cmpstr (stored.themes, ==, puzzle->themes);
  g_autoptr (ChessPuzzleRun) run = chess_puzzle_run_new (&stored);
  g_assert_cmpint (chess_puzzle_run_get_solver (run), ==, CHESS_WHITE);
  g_assert_cmpint (chess_puzzle_run_try_move (run, stored.moves[1], NULL), ==, CHESS_PUZZLE_SOLVED);
  chess_puzzle_clear (&stored);

  /* Black's mistakes alone: none makes a puzzle. */
  g_autoptr (GPtrArray) black = make (engine, record, CHESS_MISTAKE_SIDE_BLACK, NULL, NULL, NULL);
  g_assert_cmpuint (black->len, ==, 0);
  chess_record_free (record);
  chess_engine_quit (engine);
}

/* Game 305 of the lichess database sample, with lichess's evaluations:
 * 4… Bg4?? lets 5. f3 trap the queen; 4… Qxg2 was the move. */
static void
test_lichess_game (void)
{
  require_stockfish ();
  g_autofree char *path = g_build_filename (g_getenv ("CHESS_TESTDATA"), "games",
                                            "shakmaty-lichess_db_1000k.pgn", NULL);
  FILE *file = fopen (path, "rb");
  g_assert_nonnull (file);
  ChessPgnReader *reader = chess_pgn_reader_new_file (file);
  ChessRecord *record = NULL;
  while (chess_pgn_reader_next_game (reader, &record) != CHESS_PGN_END)
    {
      if (g_strcmp0 (chess_record_get_tag (record, "Site"), "https://lichess.org/UM4HDZ7S") == 0)
        break;
      g_clear_pointer (&record, chess_record_free);
    }
  chess_pgn_reader_free (reader);
  fclose (file);
  g_assert_nonnull (record);

  g_autoptr (ChessEngine) engine = chess_engine_new (STOCKFISH);
  g_autoptr (GPtrArray) puzzles = make (engine, record, CHESS_MISTAKE_SIDE_BOTH, NULL, NULL, NULL);
  g_assert_cmpuint (puzzles->len, ==, 1);
  const ChessPuzzle *puzzle = puzzles->pdata[0];
  g_autofree char *uci = uci_of (puzzle);
  g_assert_cmpstr (uci, ==, "f1e2 e4g2");
  g_assert_cmpint (puzzle->rating, ==, 1463);   /* BlackElo */
  g_assert_true (chess_puzzle_has_theme (puzzle, "opening"));
  g_assert_cmpstr (puzzle->game_url, ==, "file:///games.pgn?game=1#7");
  chess_record_free (record);
  chess_engine_quit (engine);
}

static void
test_cancel_and_fault (void)
{
  require_stockfish ();
  ChessRecord *record = mistake_test_record (SCHOLAR_MISSED);
  g_autoptr (ChessEngine) engine = chess_engine_new (STOCKFISH);
  g_autoptr (GCancellable) cancellable = g_cancellable_new ();
  g_cancellable_cancel (cancellable);
  g_autoptr (GError) error = NULL;
  g_assert_null (make (engine, record, CHESS_MISTAKE_SIDE_BOTH, cancellable, NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  chess_engine_quit (engine);

  g_autoptr (ChessEngine) missing = chess_engine_new ("/nonexistent/engine");
  g_clear_error (&error);
  g_assert_null (make (missing, record, CHESS_MISTAKE_SIDE_BOTH, NULL, NULL, &error));
  g_assert_error (error, CHESS_ENGINE_ERROR, CHESS_ENGINE_ERROR_MISSING);
  chess_record_free (record);
}

static void
count_info (ChessEngine *engine, gpointer info, guint *count)
{
  (*count)++;
}

/* A move of the opening book is never a puzzle, as lichess leaves the
 * moves of masters' games: 2. Nf3, called a blunder by made-up
 * evaluations, is not even searched; without the book it is. */
static void
test_book_move (void)
{
  require_stockfish ();
  if (!g_file_test (CHESS_BOOK_DEFAULT_PATH, G_FILE_TEST_EXISTS))
    g_error ("%s is missing: install gnuchess-book (build-aux/debian-packages.txt)", CHESS_BOOK_DEFAULT_PATH);
  ChessRecord *record = mistake_test_record ("1. e4 {[%eval 0.3]} e5 {[%eval 0.3]} 2. Nf3 {[%eval -3.0]} Nc6 {[%eval -3.0]} *\n");
  g_autoptr (GArray) evals = chess_mistake_record_evals (record, NULL);
  g_autoptr (ChessEngine) engine = chess_engine_new (STOCKFISH);
  guint infos = 0;
  g_signal_connect (engine, "info", G_CALLBACK (count_info), &infos);
  g_autoptr (GPtrArray) with_book = make (engine, record, CHESS_MISTAKE_SIDE_WHITE, NULL, NULL, NULL);
  g_assert_cmpuint (with_book->len, ==, 0);
  g_assert_cmpuint (infos, ==, 0);

  g_autoptr (ChessPuzzleMaker) maker = chess_puzzle_maker_new (engine);
  chess_puzzle_maker_set_book (maker, NULL);
  g_autoptr (GMainLoop) loop = g_main_loop_new (NULL, FALSE);
  Wait wait = { loop, NULL, 0 };
  chess_puzzle_maker_make_async (maker, record, (const ChessEval *) (gconstpointer) evals->data, evals->len,
                                 CHESS_MISTAKE_SIDE_WHITE, NULL, NULL, done_cb, &wait);
  g_main_loop_run (loop);
  g_autoptr (GPtrArray) without = chess_puzzle_maker_make_finish (maker, wait.result, NULL);
  g_object_unref (wait.result);
  g_assert_nonnull (without);
  g_assert_cmpuint (infos, >, 0);
  chess_record_free (record);
  chess_engine_quit (engine);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/training/maker/scholar", test_scholar);
  g_test_add_func ("/training/maker/lichess-game", test_lichess_game);
  g_test_add_func ("/training/maker/cancel-and-fault", test_cancel_and_fault);
  g_test_add_func ("/training/maker/book-move", test_book_move);
  return g_test_run ();
}
