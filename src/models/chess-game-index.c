/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-game-index.c — see chess-game-index.h.
 *
 * The worker and the model share a Loader: the worker appends items to
 * its pending array under the lock and schedules a flush on the model's
 * main context; the flush moves them into the model.  The model may go
 * away first: the loader holds it weakly and the worker stops at the
 * cancellable's word. */
#include "config.h"


#include "chess-game-index.h"
#include "chess-game-item.h"
#include "chess-library-service.h"
#include "chess-pgn-source.h"

/* The first rows go at once when this many are read; later batches at
 * most every FLUSH_INTERVAL_MS. */
#define FIRST_ROWS 50
#define FLUSH_INTERVAL_MS 100

typedef struct {
  GMutex lock;
  GWeakRef index;
  GMainContext *context;
  GCancellable *cancellable;

  /* what to read */
  GFile *file;

  ChessGameStrings *strings;      /* the items' (added to by the worker only) */

  /* under the lock */
  GPtrArray *pending;
  GSource *flush;
  gboolean flushed_once;
  double fraction;
  guint n_bad;
  gboolean done;
  GError *error;
  ChessGzipIndex *access_points;  /* of a compressed file, once done */
} Loader;

struct _ChessGameIndex
{
  GObject parent_instance;

  GPtrArray *items;
  Loader *loader;
  GFile *file;
  gboolean complete;
  double fraction;
  guint n_bad;
  GError *error;
  ChessGzipIndex *access_points;
};

static void chess_game_index_model_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (ChessGameIndex, chess_game_index, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL, chess_game_index_model_init))

enum {
  PROP_0,
  PROP_COMPLETE,
  PROP_FRACTION,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* ---- the loader ---- */

static void
loader_clear (Loader *loader)
{
  g_mutex_clear (&loader->lock);
  g_weak_ref_clear (&loader->index);
  g_main_context_unref (loader->context);
  g_object_unref (loader->cancellable);
  g_clear_object (&loader->file);
  g_ptr_array_unref (loader->pending);
  g_clear_pointer (&loader->strings, chess_game_strings_unref);
  g_clear_error (&loader->error);
  g_clear_pointer (&loader->access_points, chess_gzip_index_unref);
}

static Loader *
loader_ref (Loader *loader)
{
  return g_atomic_rc_box_acquire (loader);
}

static void
loader_unref (gpointer loader)
{
  g_atomic_rc_box_release_full (loader, (GDestroyNotify) loader_clear);
}

static gboolean flush_pending (gpointer data);

static void
schedule_flush_locked (Loader *loader,
                       guint   delay_ms)
{
  if (loader->flush != NULL)
    return;
  loader->flush = delay_ms == 0 ? g_idle_source_new () : g_timeout_source_new (delay_ms);
  g_source_set_priority (loader->flush, G_PRIORITY_DEFAULT_IDLE);
  g_source_set_callback (loader->flush, flush_pending, loader_ref (loader), loader_unref);
  g_source_attach (loader->flush, loader->context);
  g_source_unref (loader->flush);
}

/* From the worker: one more game. */
static void
loader_add (Loader        *loader,
            ChessGameItem *item,
            double         fraction)
{
  g_mutex_lock (&loader->lock);
  g_ptr_array_add (loader->pending, item);
  loader->fraction = fraction;
  if (!loader->flushed_once && loader->pending->len >= FIRST_ROWS)
    schedule_flush_locked (loader, 0);
  else if (loader->flushed_once)
    schedule_flush_locked (loader, FLUSH_INTERVAL_MS);
  g_mutex_unlock (&loader->lock);
}

/* From the worker: the end (error may be NULL; access_points too). */
static void
loader_finish (Loader         *loader,
               GError         *error,
               ChessGzipIndex *access_points)
{
  g_mutex_lock (&loader->lock);
  loader->done = TRUE;
  loader->error = error;
  loader->access_points = access_points != NULL ? chess_gzip_index_ref (access_points) : NULL;
  if (error == NULL)
    loader->fraction = 1.0;
  /* the last rows at once */
  if (loader->flush != NULL)
    g_source_set_ready_time (loader->flush, 0);
  else
    schedule_flush_locked (loader, 0);
  g_mutex_unlock (&loader->lock);
}

/* In the model's context: the pending rows into the model. */
static gboolean
flush_pending (gpointer data)
{
  Loader *loader = data;
  g_autoptr(ChessGameIndex) self = g_weak_ref_get (&loader->index);
  g_autoptr(GPtrArray) added = NULL;
  gboolean done;
  double fraction;
  guint position;

  g_mutex_lock (&loader->lock);
  loader->flush = NULL;
  loader->flushed_once = TRUE;
  added = g_steal_pointer (&loader->pending);
  loader->pending = g_ptr_array_new_with_free_func (g_object_unref);
  fraction = loader->fraction;
  done = loader->done;
  if (self != NULL)
    self->n_bad = loader->n_bad;
  if (done && self != NULL && self->error == NULL && loader->error != NULL)
    self->error = g_error_copy (loader->error);
  if (done && self != NULL && self->access_points == NULL && loader->access_points != NULL)
    self->access_points = chess_gzip_index_ref (loader->access_points);
  g_mutex_unlock (&loader->lock);

  if (self == NULL)
    return G_SOURCE_REMOVE;
  position = self->items->len;
  if (added->len > 0)
    {
      g_ptr_array_extend_and_steal (self->items, g_steal_pointer (&added));
      g_list_model_items_changed (G_LIST_MODEL (self), position, 0, self->items->len - position);
    }
  if (fraction != self->fraction)
    {
      self->fraction = fraction;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FRACTION]);
    }
  if (done && !self->complete)
    {
      self->complete = TRUE;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COMPLETE]);
    }
  return G_SOURCE_REMOVE;
}

/* ---- the workers ---- */

static void
read_file (GTask        *task,
           gpointer      source_object,
           gpointer      task_data,
           GCancellable *cancellable)
{
  Loader *loader = task_data;
  g_autoptr(ChessPgnSource) source = NULL;
  ChessPgnIndexEntry entry = { 0 };
  ChessPgnReader *reader;
  GError *error = NULL;
  guint64 size;
  guint n = 0;

  source = chess_pgn_source_open (loader->file, cancellable, &error);
  if (source == NULL)
    {
      loader_finish (loader, error, NULL);
      g_task_return_boolean (task, TRUE);
      return;
    }
  size = chess_pgn_source_get_size (source);
  reader = chess_pgn_source_new_reader (source);
  while (chess_pgn_reader_scan_game (reader, &entry))
    {
      double fraction = size > 0 ? MIN (1.0, (double) chess_pgn_source_get_position (source) / (double) size) : 0;

      if (entry.has_errors)
        {
          g_mutex_lock (&loader->lock);
          loader->n_bad++;
          g_mutex_unlock (&loader->lock);
        }
      loader_add (loader, chess_game_item_new_from_index (&entry, loader->strings), fraction);
      if ((++n & 255) == 0 && g_cancellable_is_cancelled (cancellable))
        break;
    }
  chess_pgn_index_entry_clear (&entry);
  chess_pgn_reader_free (reader);
  if (!g_cancellable_set_error_if_cancelled (cancellable, &error))
    chess_pgn_source_finish (source, &error);
  loader_finish (loader, error, chess_pgn_source_get_access_points (source));
  /* The model learns the end from the loader, not from the task. */
  g_task_return_boolean (task, TRUE);
}

/* ---- the model ---- */

static GType
chess_game_index_get_item_type (GListModel *model)
{
  return CHESS_TYPE_GAME_ITEM;
}

static guint
chess_game_index_get_n_items (GListModel *model)
{
  return CHESS_GAME_INDEX (model)->items->len;
}

static gpointer
chess_game_index_get_item (GListModel *model,
                           guint       position)
{
  ChessGameIndex *self = CHESS_GAME_INDEX (model);

  if (position >= self->items->len)
    return NULL;
  return g_object_ref (g_ptr_array_index (self->items, position));
}

static void
chess_game_index_model_init (GListModelInterface *iface)
{
  iface->get_item_type = chess_game_index_get_item_type;
  iface->get_n_items = chess_game_index_get_n_items;
  iface->get_item = chess_game_index_get_item;
}

static void
chess_game_index_dispose (GObject *object)
{
  ChessGameIndex *self = CHESS_GAME_INDEX (object);

  if (self->loader != NULL)
    {
      g_cancellable_cancel (self->loader->cancellable);
      g_clear_pointer (&self->loader, loader_unref);
    }
  g_clear_object (&self->file);
  G_OBJECT_CLASS (chess_game_index_parent_class)->dispose (object);
}

static void
chess_game_index_finalize (GObject *object)
{
  ChessGameIndex *self = CHESS_GAME_INDEX (object);

  g_ptr_array_unref (self->items);
  g_clear_error (&self->error);
  g_clear_pointer (&self->access_points, chess_gzip_index_unref);
  G_OBJECT_CLASS (chess_game_index_parent_class)->finalize (object);
}

static void
chess_game_index_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  ChessGameIndex *self = CHESS_GAME_INDEX (object);

  switch (prop_id)
    {
    case PROP_COMPLETE:
      g_value_set_boolean (value, self->complete);
      break;
    case PROP_FRACTION:
      g_value_set_double (value, self->fraction);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_game_index_class_init (ChessGameIndexClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = chess_game_index_dispose;
  object_class->finalize = chess_game_index_finalize;
  object_class->get_property = chess_game_index_get_property;

  properties[PROP_COMPLETE] = g_param_spec_boolean ("complete", NULL, NULL, FALSE,
                                                    G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY
                                                    | G_PARAM_STATIC_STRINGS);
  properties[PROP_FRACTION] = g_param_spec_double ("fraction", NULL, NULL, 0, 1, 0,
                                                   G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY
                                                   | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
chess_game_index_init (ChessGameIndex *self)
{
  self->items = g_ptr_array_new_with_free_func (g_object_unref);
}

static ChessGameIndex *
start (Loader          *loader,
       GTaskThreadFunc  worker)
{
  ChessGameIndex *self = g_object_new (CHESS_TYPE_GAME_INDEX, NULL);
  g_autoptr(GTask) task = NULL;

  g_mutex_init (&loader->lock);
  g_weak_ref_init (&loader->index, self);
  loader->context = g_main_context_ref_thread_default ();
  loader->cancellable = g_cancellable_new ();
  loader->pending = g_ptr_array_new_with_free_func (g_object_unref);
  loader->strings = chess_game_strings_new ();
  self->loader = loader;

  chess_core_init ();   /* its tables, before the worker needs them */
  task = g_task_new (NULL, loader->cancellable, NULL, NULL);
  g_task_set_source_tag (task, start);
  g_task_set_task_data (task, loader_ref (loader), loader_unref);
  /* A big file takes long: not on a thread of GLib's shared pool. */
  chess_run_in_own_thread (task, worker, "chess-game-index");
  return self;
}

ChessGameIndex *
chess_game_index_new_for_file (GFile *file)
{
  Loader *loader;
  ChessGameIndex *self;

  g_return_val_if_fail (G_IS_FILE (file), NULL);

  loader = g_atomic_rc_box_new0 (Loader);
  loader->file = g_object_ref (file);
  self = start (loader, read_file);
  self->file = g_object_ref (file);
  return self;
}

GFile *
chess_game_index_get_file (ChessGameIndex *self)
{
  g_return_val_if_fail (CHESS_IS_GAME_INDEX (self), NULL);
  return self->file;
}

gboolean
chess_game_index_get_complete (ChessGameIndex *self)
{
  g_return_val_if_fail (CHESS_IS_GAME_INDEX (self), FALSE);
  return self->complete;
}

double
chess_game_index_get_fraction (ChessGameIndex *self)
{
  g_return_val_if_fail (CHESS_IS_GAME_INDEX (self), 0);
  return self->fraction;
}

const GError *
chess_game_index_get_error (ChessGameIndex *self)
{
  g_return_val_if_fail (CHESS_IS_GAME_INDEX (self), NULL);
  return self->error;
}

guint
chess_game_index_get_n_bad_games (ChessGameIndex *self)
{
  g_return_val_if_fail (CHESS_IS_GAME_INDEX (self), 0);
  return self->n_bad;
}

ChessGzipIndex *
chess_game_index_get_access_points (ChessGameIndex *self)
{
  g_return_val_if_fail (CHESS_IS_GAME_INDEX (self), NULL);
  return self->access_points;
}
