/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-test-probe-trainer.c — the test events of the trainer window
 * (listed in chess-test-probe.c): its trainer's puzzles and rating, its
 * board's geometry, turns and hint marks. */
#include "config.h"

#include "chess-test-probe-private.h"
#include "chess-board.h"
#include "chess-notation.h"

typedef struct {
  ChessTrainerWindow *window;
  ChessBoard *board;
  ChessPuzzleTrainer *trainer;
  GdkFrameClock *frame_clock;
  gulong after_paint_id;
  ChessProbeBoardPlace place;
  gboolean ready;
} TrainerWatch;

static const char *
puzzle_id (TrainerWatch *watch)
{
  const ChessPuzzle *puzzle = chess_puzzle_trainer_get_puzzle (watch->trainer);
  return puzzle ? puzzle->id : "?";
}

static void
on_started (ChessPuzzleTrainer *trainer, TrainerWatch *watch)
{
  chess_test_probe_emit ("PUZZLE %s start", puzzle_id (watch));
}

static void
on_solved (ChessPuzzleTrainer *trainer, TrainerWatch *watch)
{
  chess_test_probe_emit ("PUZZLE %s solved", puzzle_id (watch));
}

static void
on_failed (ChessPuzzleTrainer *trainer, guint move, TrainerWatch *watch)
{
  ChessPuzzleRun *run = chess_puzzle_trainer_get_run (trainer);
  char uci[8] = "";
  if (move != CHESS_MOVE_NONE && run != NULL)
    chess_move_to_uci (chess_puzzle_run_get_position (run), (ChessMove) move, uci);
  if (uci[0] != '\0')
    chess_test_probe_emit ("PUZZLE %s failed %s", puzzle_id (watch), uci);
  else
    chess_test_probe_emit ("PUZZLE %s failed", puzzle_id (watch));
}

static void
print_rating (TrainerWatch *watch)
{
  chess_test_probe_emit ("RATING %.0f", chess_puzzle_trainer_get_rating (watch->trainer).rating);
}

static void
on_interactive (ChessBoard *board, GParamSpec *pspec, TrainerWatch *watch)
{
  char fen[CHESS_FEN_MAX];
  if (!chess_board_get_interactive (board))
    return;
  chess_position_to_fen (chess_board_get_position (board), fen, sizeof fen);
  chess_test_probe_emit ("POSITION %s", fen);
}

static void
on_mark (ChessBoard *board, GParamSpec *pspec, TrainerWatch *watch)
{
  int square = chess_board_get_marked_square (board);
  if (square == CHESS_SQUARE_NONE)
    chess_test_probe_emit ("MARK none");
  else
    chess_test_probe_emit ("MARK %c%c", 'a' + CHESS_SQUARE_FILE (square), '1' + CHESS_SQUARE_RANK (square));
}

/* BOARD after a frame in which it moved, READY after the first. */
static void
on_after_paint (GdkFrameClock *clock, TrainerWatch *watch)
{
  double tx, ty;
  if (!gtk_widget_get_mapped (GTK_WIDGET (watch->board))
      || !chess_test_probe_print_board (watch->board, GTK_WIDGET (watch->window), &watch->place, &tx, &ty))
    return;
  if (!watch->ready)
    {
      watch->ready = TRUE;
      print_rating (watch);
      chess_test_probe_emit ("READY");
    }
}

static void
on_realize (GtkWidget *window, TrainerWatch *watch)
{
  if (watch->frame_clock != NULL)
    return;
  watch->frame_clock = g_object_ref (gtk_widget_get_frame_clock (window));
  watch->after_paint_id = g_signal_connect (watch->frame_clock, "after-paint", G_CALLBACK (on_after_paint), watch);
}

static void
on_unrealize (GtkWidget *window, TrainerWatch *watch)
{
  if (watch->frame_clock == NULL)
    return;
  g_clear_signal_handler (&watch->after_paint_id, watch->frame_clock);
  g_clear_object (&watch->frame_clock);
}

static void
watch_free (gpointer data)
{
  TrainerWatch *watch = data;
  if (watch->frame_clock != NULL)
    {
      g_clear_signal_handler (&watch->after_paint_id, watch->frame_clock);
      g_clear_object (&watch->frame_clock);
    }
  g_signal_handlers_disconnect_by_data (watch->trainer, watch);
  g_object_unref (watch->trainer);
  g_free (watch);
}

void
chess_test_probe_watch_trainer (ChessTrainerWindow *window)
{
  TrainerWatch *watch = g_new0 (TrainerWatch, 1);
  watch->window = window;
  watch->board = CHESS_BOARD (chess_trainer_window_get_board (window));
  watch->trainer = g_object_ref (chess_trainer_window_get_trainer (window));
  watch->place.x = watch->place.y = G_MININT;
  g_object_set_data_full (G_OBJECT (window), "chess-test-probe", watch, watch_free);
  g_signal_connect (watch->trainer, "puzzle-started", G_CALLBACK (on_started), watch);
  g_signal_connect (watch->trainer, "puzzle-solved", G_CALLBACK (on_solved), watch);
  g_signal_connect (watch->trainer, "puzzle-failed", G_CALLBACK (on_failed), watch);
  g_signal_connect_swapped (watch->trainer, "rating-changed", G_CALLBACK (print_rating), watch);
  g_signal_connect (watch->board, "notify::interactive", G_CALLBACK (on_interactive), watch);
  g_signal_connect (watch->board, "notify::marked-square", G_CALLBACK (on_mark), watch);
  if (gtk_widget_get_realized (GTK_WIDGET (window)))
    on_realize (GTK_WIDGET (window), watch);
  else
    g_signal_connect (window, "realize", G_CALLBACK (on_realize), watch);
  g_signal_connect (window, "unrealize", G_CALLBACK (on_unrealize), watch);
}
