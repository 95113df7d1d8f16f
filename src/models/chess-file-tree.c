/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-file-tree.c — see chess-file-tree.h.
 *
 * The games are kept as their main lines (two bytes a move) and what the
 * tree sums (result, ratings, year).  A query replays each game from its
 * start and stops it as soon as it can no longer reach the position: men
 * are never added, and a pawn that left its home square never returns.
 * Positions are compared by their pieces first and by the repetition key
 * (the en-passant square only when a capture is possible) last. */
#include "config.h"

#include <string.h>

#include "chess-bitboard.h"
#include "chess-file-tree.h"
#include "chess-library-service.h"
#include "chess-pgn-source.h"

typedef struct {
  guint32 first_move;          /* in moves */
  guint32 n_moves;
  gint32 start;                /* in starts; -1: the standard start */
  guint8 result;               /* ChessResult */
  guint16 white_elo, black_elo;
  guint16 year;
} FileGame;

/* Shared by the loader and the queries: written once, then only read. */
typedef struct {
  GFile *file;
  GMainContext *context;       /* the tree's, where the queries wait */
  GMutex lock;
  gboolean loaded;             /* under lock; after it, the rest is read only */
  GPtrArray *waiting;          /* Waiting: queries made before the load ended (the context's only) */
  GError *error;
  GArray *games;               /* FileGame */
  GArray *moves;               /* ChessMove */
  GArray *starts;              /* ChessPosition of set-ups */
  GPtrArray *items;            /* ChessLibraryGameInfo, one a game */
} Games;

struct _ChessFileTree
{
  GObject parent_instance;

  Games *games;
  GCancellable *loading;
};

G_DEFINE_FINAL_TYPE (ChessFileTree, chess_file_tree, G_TYPE_OBJECT)

static void
games_clear (gpointer data)
{
  Games *games = data;

  g_object_unref (games->file);
  g_main_context_unref (games->context);
  g_mutex_clear (&games->lock);
  g_ptr_array_unref (games->waiting);
  g_clear_error (&games->error);
  g_array_unref (games->games);
  g_array_unref (games->moves);
  g_array_unref (games->starts);
  g_ptr_array_unref (games->items);
}

static Games *
games_ref (Games *games)
{
  return g_atomic_rc_box_acquire (games);
}

static void
games_unref (gpointer games)
{
  g_atomic_rc_box_release_full (games, games_clear);
}

static int
parse_number (const char *text)
{
  guint64 value = 0;

  if (text == NULL || !g_ascii_string_to_unsigned (text, 10, 0, G_MAXUINT16, &value, NULL))
    return 0;
  return (int) value;
}

static const char *
tag (const ChessRecord *record,
     const char        *name,
     const char        *fallback)
{
  const char *value = chess_record_get_tag (record, name);
  return value != NULL ? value : fallback;
}

/* ---- reading ---- */

static void
add_game (Games             *games,
          const ChessRecord *record,
          size_t             number)
{
  FileGame game = { .first_move = games->moves->len, .start = -1, .result = record->result };
  ChessLibraryGameInfo info = { 0 };
  ChessPosition standard;
  const char *date = tag (record, "Date", "????.??.??");

  for (ChessNode *node = record->root->first_child; node != NULL; node = node->first_child)
    g_array_append_val (games->moves, node->move);
  game.n_moves = games->moves->len - game.first_move;
  chess_position_set_start (&standard);
  if (record->start.chess960 || chess_position_repetition_key (&record->start) != chess_position_repetition_key (&standard))
    {
      game.start = (gint32) games->starts->len;
      g_array_append_val (games->starts, record->start);
    }
  game.white_elo = (guint16) parse_number (chess_record_get_tag (record, "WhiteElo"));
  game.black_elo = (guint16) parse_number (chess_record_get_tag (record, "BlackElo"));
  if (g_ascii_isdigit (date[0]) && g_ascii_isdigit (date[1]) && g_ascii_isdigit (date[2]) && g_ascii_isdigit (date[3]))
    game.year = (guint16) ((date[0] - '0') * 1000 + (date[1] - '0') * 100 + (date[2] - '0') * 10 + (date[3] - '0'));
  g_array_append_val (games->games, game);

  info.id = (gint64) number;
  info.event = tag (record, "Event", "?");
  info.site = tag (record, "Site", "?");
  info.date = date;
  info.round = tag (record, "Round", "?");
  info.white = tag (record, "White", "?");
  info.black = tag (record, "Black", "?");
  info.result = record->result;
  info.white_elo = game.white_elo;
  info.black_elo = game.black_elo;
  info.eco = tag (record, "ECO", "");
  info.plies = (int) game.n_moves;
  g_ptr_array_add (games->items, chess_library_game_info_copy (&info));
}

/* A query made while the file loads: it holds no thread meanwhile. */
typedef struct {
  GTask *task;
  Games *games;                /* the task's tree's */
  GSource *cancelled;          /* answers it at once when cancelled */
} Waiting;

static void query_thread (GTask *task, gpointer source_object, gpointer task_data, GCancellable *cancellable);

static void
waiting_free (gpointer data)
{
  Waiting *waiting = data;

  if (waiting->cancelled != NULL)
    {
      g_source_destroy (waiting->cancelled);
      g_source_unref (waiting->cancelled);
    }
  g_clear_object (&waiting->task);
  g_free (waiting);
}

/* In the tree's context, once loaded. */
static gboolean
start_waiting (gpointer data)
{
  Games *games = data;
  g_autoptr(GPtrArray) waiting = g_steal_pointer (&games->waiting);

  games->waiting = g_ptr_array_new_with_free_func (waiting_free);
  for (guint i = 0; i < waiting->len; i++)
    {
      GTask *task = ((Waiting *) g_ptr_array_index (waiting, i))->task;

      if (!g_task_return_error_if_cancelled (task))
        g_task_run_in_thread (task, query_thread);
    }
  return G_SOURCE_REMOVE;
}

/* In the tree's context: a waiting query was cancelled. */
static gboolean
on_waiting_cancelled (GCancellable *cancellable,
                      gpointer      data)
{
  Waiting *waiting = data;

  g_task_return_error_if_cancelled (waiting->task);
  g_ptr_array_remove_fast (waiting->games->waiting, waiting);
  return G_SOURCE_REMOVE;
}

static void
load_thread (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  Games *games = task_data;
  g_autoptr(ChessPgnSource) pgn = NULL;
  GError *error = NULL;
  GSource *source;

  pgn = chess_pgn_source_open (games->file, cancellable, &error);
  if (pgn != NULL)
    {
      ChessPgnReader *reader = chess_pgn_source_new_reader (pgn);
      ChessRecord *record;

      while (chess_pgn_reader_next_game (reader, &record) != CHESS_PGN_END)
        {
          add_game (games, record, chess_pgn_reader_get_game_number (reader));
          chess_record_free (record);
          if ((games->games->len & 255) == 0 && g_cancellable_is_cancelled (cancellable))
            break;
        }
      chess_pgn_reader_free (reader);
      if (!g_cancellable_set_error_if_cancelled (cancellable, &error))
        chess_pgn_source_finish (pgn, &error);
    }
  g_mutex_lock (&games->lock);
  games->error = error;
  games->loaded = TRUE;
  g_mutex_unlock (&games->lock);
  /* The queries that wait start in the tree's context. */
  source = g_idle_source_new ();
  g_source_set_callback (source, start_waiting, games_ref (games), games_unref);
  g_source_attach (source, games->context);
  g_source_unref (source);
  g_task_return_boolean (task, TRUE);
}

/* ---- querying ---- */

typedef struct {
  ChessPosition target;
  guint64 key;
  int men;
  ChessBitboard home_pawns[2];  /* pawns of the target on their home rank */
} Target;

#define RANK_2 G_GUINT64_CONSTANT (0x000000000000ff00)
#define RANK_7 G_GUINT64_CONSTANT (0x00ff000000000000)

static gboolean
same_position (const ChessPosition *a,
               const Target        *t)
{
  const ChessPosition *b = &t->target;

  if (a->by_color[0] != b->by_color[0] || a->by_color[1] != b->by_color[1] || a->side_to_move != b->side_to_move
      || a->castling != b->castling)
    return FALSE;
  for (int i = 0; i < 6; i++)
    if (a->by_type[i] != b->by_type[i])
      return FALSE;
  return chess_position_repetition_key (a) == t->key;
}

/* The game can still reach the target from pos. */
static gboolean
may_reach (const ChessPosition *pos,
           const Target        *t)
{
  ChessBitboard pawns = pos->by_type[CHESS_PAWN];

  return chess_bb_popcount (pos->by_color[0] | pos->by_color[1]) >= t->men
         && (t->home_pawns[CHESS_WHITE] & ~(pawns & pos->by_color[CHESS_WHITE])) == 0
         && (t->home_pawns[CHESS_BLACK] & ~(pawns & pos->by_color[CHESS_BLACK])) == 0;
}

typedef struct {
  ChessLibraryTreeMove move;
  gint64 elo_sum, elo_games;
} Row;

typedef struct {
  ChessPosition position;
  guint max_games;
} Query;

static int
compare_moves (gconstpointer a,
               gconstpointer b)
{
  const ChessLibraryTreeMove *x = a, *y = b;

  if (x->games != y->games)
    return x->games > y->games ? -1 : 1;
  return (int) x->move - (int) y->move;
}

static void
query_thread (GTask        *task,
              gpointer      source_object,
              gpointer      task_data,
              GCancellable *cancellable)
{
  ChessFileTree *self = source_object;
  Games *games = self->games;
  Query *query = task_data;
  g_autoptr(GHashTable) rows = g_hash_table_new_full (NULL, NULL, NULL, g_free);
  g_autoptr(ChessTreeResult) result = chess_tree_result_new ();
  ChessColor mover = chess_position_side_to_move (&query->position);
  ChessPosition standard;
  GHashTableIter iter;
  Target target;
  Row *row;

  /* Run only once loaded (start_waiting): the rest is read only. */
  if (games->error != NULL && !g_error_matches (games->error, G_IO_ERROR, G_IO_ERROR_PARTIAL_INPUT))
    {
      g_task_return_error (task, g_error_copy (games->error));
      return;
    }

  target.target = query->position;
  target.key = chess_position_repetition_key (&query->position);
  target.men = chess_bb_popcount (query->position.by_color[0] | query->position.by_color[1]);
  target.home_pawns[CHESS_WHITE] = query->position.by_type[CHESS_PAWN] & query->position.by_color[CHESS_WHITE] & RANK_2;
  target.home_pawns[CHESS_BLACK] = query->position.by_type[CHESS_PAWN] & query->position.by_color[CHESS_BLACK] & RANK_7;
  chess_position_set_start (&standard);

  for (guint i = 0; i < games->games->len; i++)
    {
      const FileGame *game = &g_array_index (games->games, FileGame, i);
      const ChessMove *moves = &g_array_index (games->moves, ChessMove, game->first_move);
      ChessPosition pos = game->start >= 0 ? g_array_index (games->starts, ChessPosition, game->start) : standard;
      int elo;

      if ((i & 1023) == 0 && g_task_return_error_if_cancelled (task))
        return;
      for (guint32 ply = 0;; ply++)
        {
          ChessUndo undo;

          if (same_position (&pos, &target))
            {
              if (result->games->len < query->max_games)
                g_ptr_array_add (result->games, chess_library_game_info_copy (g_ptr_array_index (games->items, i)));
              if (ply == game->n_moves)
                break;   /* the game ended here */
              row = g_hash_table_lookup (rows, GUINT_TO_POINTER (moves[ply]));
              if (row == NULL)
                {
                  row = g_new0 (Row, 1);
                  row->move.move = moves[ply];
                  g_hash_table_insert (rows, GUINT_TO_POINTER (moves[ply]), row);
                }
              row->move.games++;
              row->move.white_wins += game->result == CHESS_RESULT_WHITE_WINS;
              row->move.draws += game->result == CHESS_RESULT_DRAW;
              row->move.black_wins += game->result == CHESS_RESULT_BLACK_WINS;
              elo = mover == CHESS_WHITE ? game->white_elo : game->black_elo;
              if (elo > 0)
                {
                  row->elo_sum += elo;
                  row->elo_games++;
                }
              row->move.last_year = MAX (row->move.last_year, (int) game->year);
              break;
            }
          if (ply == game->n_moves || !may_reach (&pos, &target))
            break;
          chess_position_make_move (&pos, moves[ply], &undo);
        }
    }

  result->moves = g_array_new (FALSE, FALSE, sizeof (ChessLibraryTreeMove));
  g_hash_table_iter_init (&iter, rows);
  while (g_hash_table_iter_next (&iter, NULL, (gpointer *) &row))
    {
      row->move.average_elo = row->elo_games > 0 ? (int) ((row->elo_sum + row->elo_games / 2) / row->elo_games) : 0;
      g_array_append_val (result->moves, row->move);
    }
  g_array_sort (result->moves, compare_moves);
  g_task_return_pointer (task, g_steal_pointer (&result), (GDestroyNotify) chess_tree_result_free);
}

/* ---- object ---- */

static void
chess_file_tree_dispose (GObject *object)
{
  ChessFileTree *self = CHESS_FILE_TREE (object);

  if (self->loading != NULL)
    g_cancellable_cancel (self->loading);
  g_clear_object (&self->loading);
  G_OBJECT_CLASS (chess_file_tree_parent_class)->dispose (object);
}

static void
chess_file_tree_finalize (GObject *object)
{
  ChessFileTree *self = CHESS_FILE_TREE (object);

  g_clear_pointer (&self->games, games_unref);
  G_OBJECT_CLASS (chess_file_tree_parent_class)->finalize (object);
}

static void
chess_file_tree_class_init (ChessFileTreeClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = chess_file_tree_dispose;
  G_OBJECT_CLASS (klass)->finalize = chess_file_tree_finalize;
}

static void
chess_file_tree_init (ChessFileTree *self)
{
}

ChessFileTree *
chess_file_tree_new (GFile *file)
{
  ChessFileTree *self;
  Games *games;
  g_autoptr(GTask) task = NULL;

  g_return_val_if_fail (G_IS_FILE (file), NULL);

  self = g_object_new (CHESS_TYPE_FILE_TREE, NULL);
  games = g_atomic_rc_box_new0 (Games);
  games->file = g_object_ref (file);
  g_mutex_init (&games->lock);
  games->context = g_main_context_ref_thread_default ();
  games->waiting = g_ptr_array_new_with_free_func (waiting_free);
  games->games = g_array_new (FALSE, FALSE, sizeof (FileGame));
  games->moves = g_array_new (FALSE, FALSE, sizeof (ChessMove));
  games->starts = g_array_new (FALSE, FALSE, sizeof (ChessPosition));
  games->items = g_ptr_array_new_with_free_func (g_free);
  self->games = games;
  self->loading = g_cancellable_new ();

  chess_core_init ();   /* its tables, before the worker needs them */
  /* The loader holds the games, not the tree: a tree dropped while
   * loading goes at once, its loader soon after. */
  task = g_task_new (NULL, self->loading, NULL, NULL);
  g_task_set_source_tag (task, chess_file_tree_new);
  g_task_set_task_data (task, games_ref (games), games_unref);
  /* A big file takes long: not on a thread of GLib's shared pool. */
  chess_run_in_own_thread (task, load_thread, "chess-file-tree");
  return self;
}

void
chess_file_tree_query_async (ChessFileTree       *self,
                             const ChessPosition *position,
                             guint                max_games,
                             GCancellable        *cancellable,
                             GAsyncReadyCallback  callback,
                             gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  gboolean loaded;
  Query *query;

  g_return_if_fail (CHESS_IS_FILE_TREE (self));
  g_return_if_fail (position != NULL);

  query = g_new0 (Query, 1);
  query->position = *position;
  query->max_games = max_games;
  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, chess_file_tree_query_async);
  g_task_set_task_data (task, query, g_free);
  g_mutex_lock (&self->games->lock);
  loaded = self->games->loaded;
  g_mutex_unlock (&self->games->lock);
  /* Loaded, but its queries not started yet: they go first. */
  if (loaded && self->games->waiting->len == 0)
    g_task_run_in_thread (task, query_thread);
  else
    {
      Waiting *waiting = g_new0 (Waiting, 1);

      waiting->task = g_object_ref (task);
      waiting->games = self->games;
      if (cancellable != NULL)
        {
          waiting->cancelled = g_cancellable_source_new (cancellable);
          g_source_set_callback (waiting->cancelled, G_SOURCE_FUNC (on_waiting_cancelled), waiting, NULL);
          g_source_attach (waiting->cancelled, self->games->context);
        }
      g_ptr_array_add (self->games->waiting, waiting);
    }
}

ChessTreeResult *
chess_file_tree_query_finish (ChessFileTree  *self,
                              GAsyncResult   *result,
                              GError        **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);
  return g_task_propagate_pointer (G_TASK (result), error);
}
