/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-puzzle-maker.c — the engine's checks of a game's mistakes, one
 * search after another on the main loop: the position before a mistake,
 * then, while the line stays sharp, the solver's next positions. */
#include "config.h"

#include "chess-puzzle-maker.h"

#include <string.h>

#include "chess-book-moves.h"
#include "chess-mistake-puzzle.h"

struct _ChessPuzzleMaker {
  GObject parent_instance;
  ChessEngine *engine;
  int depth;
  const ChessBook *book;
  ChessBook *own_book;      /* Debian's, opened by the maker when it is there */
};

G_DEFINE_FINAL_TYPE (ChessPuzzleMaker, chess_puzzle_maker, G_TYPE_OBJECT)

enum { PUZZLE_MADE, N_SIGNALS };
static guint signals[N_SIGNALS];

/* One game being made into puzzles. */
typedef struct {
  ChessPosition start;
  GArray *moves;            /* the main line, ChessMove */
  GArray *evals;            /* ChessEval, n_moves + 1 */
  GArray *candidates;       /* plies, guint */
  guint next;               /* index in candidates */
  int ratings[2];           /* WhiteElo, BlackElo; 0 unknown */
  char *source;
  GPtrArray *made;
  /* The puzzle under way: the game's moves up to the opponent's move
   * (the history searched) and the line from it. */
  guint ply;                /* the mistake's ply */
  ChessMove line[CHESS_PUZZLE_MAX_MOVES];
  guint n_line;
  ChessEval last_eval;      /* the best line's evaluation at the last check */
} Making;

static void
making_free (Making *making)
{
  g_array_unref (making->moves);
  g_array_unref (making->evals);
  g_array_unref (making->candidates);
  g_free (making->source);
  g_ptr_array_unref (making->made);
  g_free (making);
}

static void
chess_puzzle_maker_dispose (GObject *object)
{
  ChessPuzzleMaker *self = CHESS_PUZZLE_MAKER (object);
  g_clear_object (&self->engine);
  g_clear_pointer (&self->own_book, chess_book_free);
  G_OBJECT_CLASS (chess_puzzle_maker_parent_class)->dispose (object);
}

static void
chess_puzzle_maker_class_init (ChessPuzzleMakerClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = chess_puzzle_maker_dispose;
  signals[PUZZLE_MADE] = g_signal_new ("puzzle-made", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                       0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);
}

static void
chess_puzzle_maker_init (ChessPuzzleMaker *self)
{
  self->depth = CHESS_MISTAKE_CHECK_DEPTH;
}

ChessPuzzleMaker *
chess_puzzle_maker_new (ChessEngine *engine)
{
  g_return_val_if_fail (CHESS_IS_ENGINE (engine), NULL);
  ChessPuzzleMaker *self = g_object_new (CHESS_TYPE_PUZZLE_MAKER, NULL);
  self->engine = g_object_ref (engine);
  /* Lichess leaves the moves of masters' games alone; the opening book
   * (Debian's gnuchess-book) stands in for its explorer. */
  self->own_book = chess_book_open (CHESS_BOOK_DEFAULT_PATH, NULL);
  self->book = self->own_book;
  return self;
}

void
chess_puzzle_maker_set_depth (ChessPuzzleMaker *self, int depth)
{
  self->depth = MAX (depth, CHESS_MISTAKE_CHECK_DEPTH);
}

void
chess_puzzle_maker_set_book (ChessPuzzleMaker *self, const ChessBook *book)
{
  self->book = book;
}

static void next_candidate (GTask *task);

static void
set_lines (ChessPuzzleMaker *self, const char *lines)
{
  if (chess_engine_find_option (self->engine, "MultiPV") != NULL)
    chess_engine_set_option (self->engine, "MultiPV", lines, NULL);
}

static void
finish (GTask *task, GError *error)
{
  ChessPuzzleMaker *self = g_task_get_source_object (task);
  Making *making = g_task_get_task_data (task);
  if (chess_engine_get_state (self->engine) != CHESS_ENGINE_STATE_FAILED
      && chess_engine_get_state (self->engine) != CHESS_ENGINE_STATE_CLOSED)
    set_lines (self, "1");
  if (error != NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, g_ptr_array_ref (making->made), (GDestroyNotify) g_ptr_array_unref);
  g_object_unref (task);
}

/* The position after the game's first `n` moves. */
static ChessPosition
position_after (Making *making, guint n)
{
  ChessPosition pos = making->start;
  ChessUndo undo;
  for (guint i = 0; i < n; i++)
    chess_position_make_move (&pos, g_array_index (making->moves, ChessMove, i), &undo);
  return pos;
}

static ChessEval
line_eval (const ChessSearchResult *result, guint index)
{
  if (index >= result->n_lines || result->lines[index].pv_length == 0)
    return (ChessEval) { CHESS_EVAL_NONE, 0 };
  const ChessUciInfo *line = &result->lines[index];
  return chess_eval_from_uci (line->score_kind == CHESS_UCI_SCORE_MATE, line->score,
                              chess_position_side_to_move (&result->position));
}

/* The puzzle as it stands, if it has a solution. */
static void
emit_puzzle (GTask *task)
{
  ChessPuzzleMaker *self = g_task_get_source_object (task);
  Making *making = g_task_get_task_data (task);
  if (making->n_line < 2)
    return;
  ChessPosition before = position_after (making, making->ply - 1);
  ChessColor player = chess_position_side_to_move (&before) == CHESS_WHITE ? CHESS_BLACK : CHESS_WHITE;
  ChessPuzzle *puzzle = g_new0 (ChessPuzzle, 1);
  chess_mistake_puzzle_build (puzzle, &before, making->line, making->n_line, making->last_eval,
                              making->ratings[player], making->source, making->ply);
  g_ptr_array_add (making->made, puzzle);
  g_signal_emit (self, signals[PUZZLE_MADE], 0, puzzle);
}

static void search (GTask *task);

static void
search_cb (GObject *source, GAsyncResult *result, gpointer user_data)
{
  GTask *task = user_data;
  Making *making = g_task_get_task_data (task);
  GError *error = NULL;
  g_autoptr (ChessSearchResult) found = chess_engine_search_finish (CHESS_ENGINE (source), result, &error);
  if (found == NULL)
    {
      finish (task, error);
      return;
    }
  GError *cancelled = NULL;
  if (g_cancellable_set_error_if_cancelled (g_task_get_cancellable (task), &cancelled))
    {
      finish (task, cancelled);
      return;
    }

  ChessColor solver = chess_position_side_to_move (&found->position);
  ChessEval best = line_eval (found, 0), second = line_eval (found, 1);
  ChessMove move = found->n_lines > 0 && found->lines[0].pv_length > 0 ? found->lines[0].pv[0] : found->best_move;
  gboolean first = making->n_line == 1;
  ChessPosition after = found->position;
  ChessUndo undo;
  if (move != CHESS_MOVE_NONE)
    chess_position_make_move (&after, move, &undo);
  gboolean mates = move != CHESS_MOVE_NONE && chess_position_is_checkmate (&after);
  /* One legal move is no puzzle, nor is a best move that is not clear. */
  gboolean clear = move != CHESS_MOVE_NONE && best.kind != CHESS_EVAL_NONE
                   && (mates || (second.kind != CHESS_EVAL_NONE
                                 && chess_mistake_best_is_clear (best, second, solver)));
  if (first && move == g_array_index (making->moves, ChessMove, making->ply))
    clear = FALSE;   /* the game's move was the best after all */

  if (clear)
    {
      making->line[making->n_line++] = move;
      making->last_eval = best;
      ChessMove reply = found->lines[0].pv_length > 1 ? found->lines[0].pv[1] : CHESS_MOVE_NONE;
      if (!mates && reply != CHESS_MOVE_NONE && making->n_line / 2 < CHESS_PUZZLE_MAKER_MAX_SOLVER_MOVES
          && making->n_line + 2 <= CHESS_PUZZLE_MAX_MOVES)
        {
          making->line[making->n_line++] = reply;
          search (task);
          return;
        }
    }
  else if (!first)
    making->n_line--;   /* the reply before a position that is not sharp goes */
  emit_puzzle (task);
  next_candidate (task);
}

/* Searches the position at the end of the line so far. */
static void
search (GTask *task)
{
  ChessPuzzleMaker *self = g_task_get_source_object (task);
  Making *making = g_task_get_task_data (task);
  g_autoptr (GArray) history = g_array_sized_new (FALSE, FALSE, sizeof (ChessMove), making->ply + making->n_line);
  g_array_append_vals (history, making->moves->data, making->ply - 1);
  g_array_append_vals (history, making->line, making->n_line);
  ChessUciGo go = { .depth = self->depth };
  chess_engine_search_async (self->engine, &making->start, (const ChessMove *) (gconstpointer) history->data,
                             history->len, &go, g_task_get_cancellable (task), search_cb, task);
}

static gboolean
is_book_move (ChessPuzzleMaker *self, Making *making, guint ply)
{
  if (self->book == NULL)
    return FALSE;
  ChessPosition pos = position_after (making, ply);
  ChessBookMove moves[64];
  size_t n = chess_book_lookup (self->book, &pos, moves, G_N_ELEMENTS (moves));
  for (size_t i = 0; i < n; i++)
    if (moves[i].move == g_array_index (making->moves, ChessMove, ply))
      return TRUE;
  return FALSE;
}

static void
next_candidate (GTask *task)
{
  ChessPuzzleMaker *self = g_task_get_source_object (task);
  Making *making = g_task_get_task_data (task);
  while (making->next < making->candidates->len)
    {
      making->ply = g_array_index (making->candidates, guint, making->next++);
      if (is_book_move (self, making, making->ply))
        continue;
      making->line[0] = g_array_index (making->moves, ChessMove, making->ply - 1);
      making->n_line = 1;
      making->last_eval = (ChessEval) { CHESS_EVAL_NONE, 0 };
      search (task);
      return;
    }
  finish (task, NULL);
}

static void
start_cb (GObject *source, GAsyncResult *result, gpointer user_data)
{
  GTask *task = user_data;
  GError *error = NULL;
  if (!chess_engine_start_finish (CHESS_ENGINE (source), result, &error))
    {
      finish (task, error);
      return;
    }
  set_lines (g_task_get_source_object (task), "2");
  chess_engine_new_game (CHESS_ENGINE (source));
  next_candidate (task);
}

static int
rating_tag (const ChessRecord *record, const char *name)
{
  const char *text = chess_record_get_tag (record, name);
  guint64 value;
  if (text == NULL || !g_ascii_string_to_unsigned (text, 10, 100, 4000, &value, NULL))
    return 0;
  return (int) value;
}

void
chess_puzzle_maker_make_async (ChessPuzzleMaker *self, const ChessRecord *record, const ChessEval *evals,
                               guint n_evals, ChessMistakeSides sides, const char *source,
                               GCancellable *cancellable, GAsyncReadyCallback callback, gpointer user_data)
{
  g_return_if_fail (CHESS_IS_PUZZLE_MAKER (self));
  GTask *task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, chess_puzzle_maker_make_async);
  Making *making = g_new0 (Making, 1);
  making->start = record->start;
  making->moves = g_array_new (FALSE, FALSE, sizeof (ChessMove));
  for (const ChessNode *node = record->root->first_child; node; node = node->first_child)
    g_array_append_val (making->moves, node->move);
  making->evals = g_array_new (FALSE, TRUE, sizeof (ChessEval));
  g_array_append_vals (making->evals, evals, MIN (n_evals, making->moves->len + 1));
  making->candidates = chess_mistake_find ((const ChessEval *) (gconstpointer) making->evals->data,
                                           making->evals->len, chess_position_side_to_move (&record->start),
                                           sides);
  making->ratings[CHESS_WHITE] = rating_tag (record, "WhiteElo");
  making->ratings[CHESS_BLACK] = rating_tag (record, "BlackElo");
  making->source = g_strdup (source);
  making->made = g_ptr_array_new_with_free_func ((GDestroyNotify) chess_puzzle_free);
  g_task_set_task_data (task, making, (GDestroyNotify) making_free);

  if (making->candidates->len == 0)
    finish (task, NULL);
  else if (chess_engine_get_state (self->engine) == CHESS_ENGINE_STATE_NEW)
    chess_engine_start_async (self->engine, cancellable, start_cb, task);
  else
    {
      set_lines (self, "2");
      chess_engine_new_game (self->engine);
      next_candidate (task);
    }
}

GPtrArray *
chess_puzzle_maker_make_finish (ChessPuzzleMaker *self, GAsyncResult *result, GError **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);
  return g_task_propagate_pointer (G_TASK (result), error);
}
