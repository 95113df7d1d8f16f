/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-puzzle-batch.c — one game after another on the main loop: read,
 * reviewed if it must be, made into puzzles, stored. */
#include "config.h"

#include "chess-puzzle-batch.h"

#include "chess-mistake-puzzle.h"
#include "chess-puzzle-maker.h"
#include "chess-puzzle-store.h"
#include "chess-review.h"

struct _ChessPuzzleBatch {
  GObject parent_instance;
  ChessLibraryService *library;
  GArray *ids;
  GStrv names;
  ChessEngine *engine;
  ChessPuzzleMaker *maker;
  ChessPuzzleStore *store;   /* opened when it starts */
  char *store_path;
  GCancellable *cancellable;
  ChessUciGo review_limit;

  guint next;                 /* index in ids */
  ChessRecord *record;        /* the game under way */
  ChessReview *review;
  guint games_done, puzzles, added, reviewed;
  gboolean done;
  GError *error;
  GPtrArray *made_ids;        /* char *, NULL-terminated when done */
};

G_DEFINE_FINAL_TYPE (ChessPuzzleBatch, chess_puzzle_batch, G_TYPE_OBJECT)

enum { PROP_0, PROP_GAMES_DONE, PROP_PUZZLES, PROP_DONE, N_PROPS };
static GParamSpec *properties[N_PROPS];

static void
chess_puzzle_batch_finalize (GObject *object)
{
  ChessPuzzleBatch *self = CHESS_PUZZLE_BATCH (object);
  g_clear_object (&self->library);
  g_array_unref (self->ids);
  g_strfreev (self->names);
  g_clear_object (&self->maker);
  g_clear_object (&self->engine);
  g_clear_pointer (&self->store, chess_puzzle_store_free);
  g_free (self->store_path);
  g_clear_object (&self->cancellable);
  g_clear_pointer (&self->record, chess_record_free);
  g_clear_object (&self->review);
  g_clear_error (&self->error);
  g_ptr_array_unref (self->made_ids);
  G_OBJECT_CLASS (chess_puzzle_batch_parent_class)->finalize (object);
}

static void
chess_puzzle_batch_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  ChessPuzzleBatch *self = CHESS_PUZZLE_BATCH (object);
  switch (prop_id)
    {
    case PROP_GAMES_DONE:
      g_value_set_uint (value, self->games_done);
      break;
    case PROP_PUZZLES:
      g_value_set_uint (value, self->puzzles);
      break;
    case PROP_DONE:
      g_value_set_boolean (value, self->done);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_puzzle_batch_class_init (ChessPuzzleBatchClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  object_class->finalize = chess_puzzle_batch_finalize;
  object_class->get_property = chess_puzzle_batch_get_property;
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;
  properties[PROP_GAMES_DONE] = g_param_spec_uint ("games-done", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_PUZZLES] = g_param_spec_uint ("puzzles", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_DONE] = g_param_spec_boolean ("done", NULL, NULL, FALSE, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
chess_puzzle_batch_init (ChessPuzzleBatch *self)
{
  self->cancellable = g_cancellable_new ();
  self->made_ids = g_ptr_array_new_with_free_func (g_free);
}

/* The end, with error (taken) or without; drops the batch's own reference. */
static void
finish (ChessPuzzleBatch *self, GError *error)
{
  self->error = error;
  if (chess_engine_get_state (self->engine) != CHESS_ENGINE_STATE_CLOSED)
    chess_engine_quit (self->engine);
  g_ptr_array_add (self->made_ids, NULL);
  self->done = TRUE;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DONE]);
  g_object_unref (self);
}

static void next_game (ChessPuzzleBatch *self);

static void
game_done (ChessPuzzleBatch *self)
{
  g_clear_pointer (&self->record, chess_record_free);
  g_clear_object (&self->review);
  self->games_done++;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAMES_DONE]);
  next_game (self);
}

static void
made_cb (GObject *source, GAsyncResult *result, gpointer user_data)
{
  ChessPuzzleBatch *self = user_data;
  GError *error = NULL;
  g_autoptr (GPtrArray) puzzles = chess_puzzle_maker_make_finish (CHESS_PUZZLE_MAKER (source), result, &error);
  if (puzzles == NULL)
    {
      finish (self, error);
      return;
    }
  if (puzzles->len > 0)
    {
      int added = chess_puzzle_store_add (self->store, (ChessPuzzle *const *) puzzles->pdata, puzzles->len, &error);
      if (added < 0)
        {
          finish (self, error);
          return;
        }
      self->added += (guint) added;
      for (guint i = 0; i < puzzles->len; i++)
        g_ptr_array_add (self->made_ids, g_strdup (((ChessPuzzle *) puzzles->pdata[i])->id));
      self->puzzles += puzzles->len;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PUZZLES]);
    }
  game_done (self);
}

static void
make (ChessPuzzleBatch *self, GArray *evals)
{
  gint64 id = g_array_index (self->ids, gint64, self->next - 1);
  ChessMistakeSides sides = chess_mistake_sides_of_user (self->record, (const char *const *) self->names);
  g_autofree char *source = chess_mistake_puzzle_library_source (id);
  chess_puzzle_maker_make_async (self->maker, self->record, (const ChessEval *) (gconstpointer) evals->data,
                                 evals->len, sides ? sides : CHESS_MISTAKE_SIDE_BOTH, source,
                                 self->cancellable, made_cb, self);
}

static void
review_cb (GObject *source, GAsyncResult *result, gpointer user_data)
{
  ChessPuzzleBatch *self = user_data;
  GError *error = NULL;
  if (!chess_review_run_finish (self->review, result, &error))
    {
      finish (self, error);
      return;
    }
  self->reviewed++;
  guint n = chess_review_get_n_positions (self->review);
  const ChessPositionReview *positions = chess_review_get_positions (self->review);
  g_autoptr (GArray) evals = g_array_sized_new (FALSE, TRUE, sizeof (ChessEval), n);
  for (guint i = 0; i < n; i++)
    g_array_append_val (evals, positions[i].eval);
  make (self, evals);
}

static void
record_cb (GObject *source, GAsyncResult *result, gpointer user_data)
{
  ChessPuzzleBatch *self = user_data;
  self->record = chess_library_service_get_record_finish (CHESS_LIBRARY_SERVICE (source), result, NULL);
  if (self->record == NULL)
    {
      game_done (self);   /* gone from the library meanwhile */
      return;
    }
  guint reviewed;
  g_autoptr (GArray) evals = chess_mistake_record_evals (self->record, &reviewed);
  if (evals->len < 3)
    game_done (self);
  else if (reviewed + 1 >= evals->len)
    make (self, evals);
  else
    {
      self->review = chess_review_new (self->engine, self->record, &self->review_limit);
      chess_review_run_async (self->review, self->cancellable, review_cb, self);
    }
}

static void
next_game (ChessPuzzleBatch *self)
{
  GError *error = NULL;
  if (g_cancellable_set_error_if_cancelled (self->cancellable, &error))
    finish (self, error);
  else if (self->next >= self->ids->len)
    finish (self, NULL);
  else
    chess_library_service_get_record_async (self->library, g_array_index (self->ids, gint64, self->next++),
                                            record_cb, self);
}

static gboolean
start (gpointer data)
{
  ChessPuzzleBatch *self = data;
  GError *error = NULL;
  g_autofree char *store_path = g_steal_pointer (&self->store_path);
  self->store = chess_puzzle_store_open (store_path, &error);
  if (self->store == NULL)
    finish (self, error);
  else
    next_game (self);
  return G_SOURCE_REMOVE;
}

ChessPuzzleBatch *
chess_puzzle_batch_new (ChessLibraryService *library, GArray *ids, const char *engine_path,
                        const char *store_path, const char *const *names, guint64 review_nodes)
{
  ChessPuzzleBatch *self = g_object_new (CHESS_TYPE_PUZZLE_BATCH, NULL);
  self->library = g_object_ref (library);
  self->ids = g_array_copy (ids);
  self->names = g_strdupv ((char **) names);
  self->review_limit.nodes = review_nodes ? review_nodes : CHESS_REVIEW_DEFAULT_NODES;
  self->engine = chess_engine_new (engine_path);
  self->maker = chess_puzzle_maker_new (self->engine);
  self->store_path = g_strdup (store_path);
  /* The batch keeps itself alive until it is done. */
  g_idle_add (start, g_object_ref (self));
  return self;
}

guint chess_puzzle_batch_get_n_games (ChessPuzzleBatch *self) { return self->ids->len; }
guint chess_puzzle_batch_get_games_done (ChessPuzzleBatch *self) { return self->games_done; }
guint chess_puzzle_batch_get_puzzles (ChessPuzzleBatch *self) { return self->puzzles; }
guint chess_puzzle_batch_get_added (ChessPuzzleBatch *self) { return self->added; }
guint chess_puzzle_batch_get_reviewed (ChessPuzzleBatch *self) { return self->reviewed; }
gboolean chess_puzzle_batch_get_done (ChessPuzzleBatch *self) { return self->done; }
const GError *chess_puzzle_batch_get_error (ChessPuzzleBatch *self) { return self->error; }

const char *const *
chess_puzzle_batch_get_ids (ChessPuzzleBatch *self)
{
  return self->done ? (const char *const *) self->made_ids->pdata : NULL;
}

void
chess_puzzle_batch_cancel (ChessPuzzleBatch *self)
{
  g_cancellable_cancel (self->cancellable);
}
