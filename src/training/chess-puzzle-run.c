/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-puzzle-run.c — the solving of one puzzle: the position, the ply
 * of the solution reached, and whether the solver has failed. */
#include "chess-puzzle-run.h"

#include <string.h>

struct _ChessPuzzleRun {
  GObject parent_instance;
  char *id;
  ChessPosition start;
  ChessMove moves[CHESS_PUZZLE_MAX_MOVES];
  guint n_moves;
  ChessPosition position;
  guint ply;         /* index in moves of the solver's next move */
  gboolean solved;
  gboolean failed;
};

G_DEFINE_FINAL_TYPE (ChessPuzzleRun, chess_puzzle_run, G_TYPE_OBJECT)

static void
chess_puzzle_run_finalize (GObject *object)
{
  g_free (CHESS_PUZZLE_RUN (object)->id);
  G_OBJECT_CLASS (chess_puzzle_run_parent_class)->finalize (object);
}

static void
chess_puzzle_run_class_init (ChessPuzzleRunClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = chess_puzzle_run_finalize;
}

static void
chess_puzzle_run_init (ChessPuzzleRun *run)
{
}

static void
play (ChessPuzzleRun *run, ChessMove move)
{
  ChessUndo undo;
  chess_position_make_move (&run->position, move, &undo);
}

void
chess_puzzle_run_retry (ChessPuzzleRun *run)
{
  run->position = run->start;
  play (run, run->moves[0]);
  run->ply = 1;
  run->solved = FALSE;
}

ChessPuzzleRun *
chess_puzzle_run_new (const ChessPuzzle *puzzle)
{
  g_return_val_if_fail (puzzle->n_moves >= 2 && puzzle->n_moves <= CHESS_PUZZLE_MAX_MOVES, NULL);
  ChessPuzzleRun *run = g_object_new (CHESS_TYPE_PUZZLE_RUN, NULL);
  run->id = g_strdup (puzzle->id);
  run->start = puzzle->start;
  memcpy (run->moves, puzzle->moves, puzzle->n_moves * sizeof (ChessMove));
  run->n_moves = puzzle->n_moves;
  chess_puzzle_run_retry (run);
  return run;
}

const char *chess_puzzle_run_get_id (ChessPuzzleRun *run) { return run->id; }
const ChessPosition *chess_puzzle_run_get_start (ChessPuzzleRun *run) { return &run->start; }
ChessMove chess_puzzle_run_get_opening_move (ChessPuzzleRun *run) { return run->moves[0]; }
const ChessPosition *chess_puzzle_run_get_position (ChessPuzzleRun *run) { return &run->position; }
gboolean chess_puzzle_run_is_solved (ChessPuzzleRun *run) { return run->solved; }
gboolean chess_puzzle_run_has_failed (ChessPuzzleRun *run) { return run->failed; }

ChessColor
chess_puzzle_run_get_solver (ChessPuzzleRun *run)
{
  return (ChessColor) !chess_position_side_to_move (&run->start);
}

ChessPuzzleVerdict
chess_puzzle_run_try_move (ChessPuzzleRun *run, ChessMove move, ChessMove *reply)
{
  if (run->solved || !chess_position_is_legal_move (&run->position, move))
    return CHESS_PUZZLE_WRONG;
  ChessPosition after = run->position;
  ChessUndo undo;
  chess_position_make_move (&after, move, &undo);
  /* Any mate is right, whatever the puzzle's line says. */
  if (chess_position_is_checkmate (&after))
    {
      run->position = after;
      run->solved = TRUE;
      return CHESS_PUZZLE_SOLVED;
    }
  if (move != run->moves[run->ply])
    {
      run->failed = TRUE;
      return CHESS_PUZZLE_WRONG;
    }
  run->position = after;
  if (run->ply + 1 >= run->n_moves)
    {
      run->solved = TRUE;
      return CHESS_PUZZLE_SOLVED;
    }
  play (run, run->moves[run->ply + 1]);
  if (reply != NULL)
    *reply = run->moves[run->ply + 1];
  run->ply += 2;
  return CHESS_PUZZLE_RIGHT;
}

int
chess_puzzle_run_hint (ChessPuzzleRun *run, int level)
{
  if (run->solved)
    return CHESS_SQUARE_NONE;
  ChessMove move = run->moves[run->ply];
  return level <= 1 ? chess_move_from (move) : chess_move_to (move);
}

const ChessMove *
chess_puzzle_run_show_solution (ChessPuzzleRun *run, guint *n_moves)
{
  if (!run->solved)
    run->failed = TRUE;
  *n_moves = run->solved ? 0 : run->n_moves - run->ply;
  return run->moves + run->ply;
}
