/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-library-service.c — see chess-library-service.h.
 *
 * One worker thread (a GThreadPool of one) runs the jobs in order; each
 * job is a GTask whose result comes back in the caller's main context.
 * The connection belongs to the worker: made, used and replaced there
 * only.  Whether the library can be opened is learnt there too, and told
 * to the main thread by an idle. */
#include "config.h"

#include "chess-file-write.h"
#include "chess-library-service-private.h"

typedef struct {
  ChessLibraryServiceJobFunc func;
  gpointer data;
  GDestroyNotify destroy;
  gboolean needs_library;     /* FALSE: the job opens (or moves) it itself */
} Job;

struct _ChessLibraryService
{
  GObject parent_instance;

  char *path;
  GThreadPool *pool;
  GMainContext *context;

  /* the worker's */
  ChessLibrary *library;

  /* main thread */
  GError *error;
  gboolean read_only;
  gboolean started;           /* a job was given to the worker */
  GCancellable *cancellable;  /* cancelled when the service goes: its checks stop */
  GMutex lock;                /* guards the pending fields */
  GError *pending_error;      /* from the worker, for the main thread */
  gboolean pending_read_only;
  gboolean pending_set;
};

G_DEFINE_FINAL_TYPE (ChessLibraryService, chess_library_service, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_ERROR,
  PROP_READ_ONLY,
  PROP_STARTED,
  N_PROPS
};

enum {
  CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* ---- from the worker to the main thread ---- */

/* Runs func in `context`, from any thread, later.  (Not
 * g_main_context_invoke: in a worker whose thread-default context is the
 * global default it may run func at once, in the worker.) */
void
_chess_library_service_run_in_context (GMainContext *context,
                                       GSourceFunc   func,
                                       gpointer      object)
{
  GSource *source = g_idle_source_new ();

  g_source_set_priority (source, G_PRIORITY_DEFAULT);
  g_source_set_callback (source, func, g_object_ref (object), g_object_unref);
  g_source_attach (source, context);
  g_source_unref (source);
}

/* ---- the library's state ---- */

static gboolean
apply_state (gpointer data)
{
  ChessLibraryService *self = data;
  GError *error;
  gboolean read_only;

  g_mutex_lock (&self->lock);
  error = g_steal_pointer (&self->pending_error);
  read_only = self->pending_read_only;
  self->pending_set = FALSE;
  g_mutex_unlock (&self->lock);
  if (read_only != self->read_only)
    {
      self->read_only = read_only;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_READ_ONLY]);
    }
  if (error == NULL && self->error == NULL)
    return G_SOURCE_REMOVE;
  if (error != NULL && self->error != NULL && g_error_matches (error, self->error->domain, self->error->code)
      && g_strcmp0 (error->message, self->error->message) == 0)
    {
      g_error_free (error);
      return G_SOURCE_REMOVE;
    }
  g_clear_error (&self->error);
  self->error = error;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ERROR]);
  return G_SOURCE_REMOVE;
}

/* From any thread: the library can (error NULL) or cannot be used. */
void
_chess_library_service_report_state (ChessLibraryService *self,
                                     const GError        *error,
                                     gboolean             read_only)
{
  g_mutex_lock (&self->lock);
  g_clear_error (&self->pending_error);
  self->pending_error = error != NULL ? g_error_copy (error) : NULL;
  self->pending_read_only = read_only;
  if (!self->pending_set)
    {
      self->pending_set = TRUE;
      _chess_library_service_run_in_context (self->context, apply_state, self);
    }
  g_mutex_unlock (&self->lock);
}

gboolean
_chess_library_service_is_unusable (const GError *error)
{
  return g_error_matches (error, CHESS_LIBRARY_ERROR, CHESS_LIBRARY_ERROR_DAMAGED)
         || g_error_matches (error, CHESS_LIBRARY_ERROR, CHESS_LIBRARY_ERROR_FOREIGN)
         || g_error_matches (error, CHESS_LIBRARY_ERROR, CHESS_LIBRARY_ERROR_TOO_NEW)
         || g_error_matches (error, CHESS_LIBRARY_ERROR, CHESS_LIBRARY_ERROR_NOT_A_FILE);
}

/* Why a library that failed to open cannot be used, or FALSE: also a
 * read-only one that cannot even be read (see chess_library_open). */
static gboolean
cannot_open (const GError *error)
{
  return _chess_library_service_is_unusable (error)
         || g_error_matches (error, CHESS_LIBRARY_ERROR, CHESS_LIBRARY_ERROR_READ_ONLY);
}

/* Tells the main thread about a library just opened, or not opened. */
static void
report_open (ChessLibraryService *self,
             ChessLibrary        *library,
             const GError        *error)
{
  if (library != NULL)
    _chess_library_service_report_state (self, NULL, chess_library_is_read_only (library));
  else if (cannot_open (error))
    _chess_library_service_report_state (self, error, FALSE);
}

ChessLibrary *
_chess_library_service_worker_library (ChessLibraryService  *self,
                                       GError              **error)
{
  GError *local = NULL;

  if (self->library != NULL)
    return self->library;
  self->library = chess_library_open (self->path, &local);
  report_open (self, self->library, local);
  if (self->library == NULL)
    g_propagate_error (error, local);
  return self->library;
}

void
_chess_library_service_close_worker_library (ChessLibraryService *self)
{
  g_clear_object (&self->library);
}

void
_chess_library_service_fail (ChessLibraryService *self,
                             GTask               *task,
                             GError              *error)
{
  if (_chess_library_service_is_unusable (error))
    _chess_library_service_report_state (self, error, FALSE);
  g_task_return_error (task, error);
}

static void
run_job (gpointer data,
         gpointer user_data)
{
  GTask *task = data;
  ChessLibraryService *self = g_task_get_source_object (task);
  Job *job = g_task_get_task_data (task);
  ChessLibrary *library = NULL;
  GError *error = NULL;

  if (g_task_return_error_if_cancelled (task))
    ;
  else if (job->needs_library && (library = _chess_library_service_worker_library (self, &error)) == NULL)
    g_task_return_error (task, error);
  else
    job->func (self, task, library, job->data);
  g_object_unref (task);
}

static void
job_free (gpointer data)
{
  Job *job = data;

  if (job->destroy != NULL && job->data != NULL)
    job->destroy (job->data);
  g_free (job);
}

void
_chess_library_service_push_job (ChessLibraryService        *self,
                                 ChessLibraryServiceJobFunc  func,
                                 gpointer                    data,
                                 GDestroyNotify              destroy,
                                 gboolean                    needs_library,
                                 GCancellable               *cancellable,
                                 gpointer                    source_tag,
                                 GAsyncReadyCallback         callback,
                                 gpointer                    user_data)
{
  GTask *task = g_task_new (self, cancellable, callback, user_data);
  Job *job = g_new0 (Job, 1);

  job->func = func;
  job->data = data;
  job->destroy = destroy;
  job->needs_library = needs_library;
  g_task_set_source_tag (task, source_tag);
  g_task_set_task_data (task, job, job_free);
  g_thread_pool_push (self->pool, task, NULL);
  /* Jobs come from the main thread (a job pushes none), so does this. */
  if (!self->started)
    {
      self->started = TRUE;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STARTED]);
    }
}

/* ---- object ---- */

static void
chess_library_service_finalize (GObject *object)
{
  ChessLibraryService *self = CHESS_LIBRARY_SERVICE (object);

  /* Every job holds the service: none is left.  The last reference may
   * go in the worker itself (a job's task let go there), so no waiting
   * for it. */
  g_thread_pool_free (self->pool, FALSE, FALSE);
  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  g_clear_object (&self->library);
  g_main_context_unref (self->context);
  g_clear_error (&self->error);
  g_clear_error (&self->pending_error);
  g_mutex_clear (&self->lock);
  g_free (self->path);
  G_OBJECT_CLASS (chess_library_service_parent_class)->finalize (object);
}

static void
chess_library_service_get_property (GObject    *object,
                                    guint       prop_id,
                                    GValue     *value,
                                    GParamSpec *pspec)
{
  ChessLibraryService *self = CHESS_LIBRARY_SERVICE (object);

  switch (prop_id)
    {
    case PROP_ERROR:
      g_value_set_boxed (value, self->error);
      break;
    case PROP_READ_ONLY:
      g_value_set_boolean (value, self->read_only);
      break;
    case PROP_STARTED:
      g_value_set_boolean (value, self->started);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_library_service_class_init (ChessLibraryServiceClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = chess_library_service_finalize;
  object_class->get_property = chess_library_service_get_property;

  properties[PROP_ERROR] = g_param_spec_boxed ("error", NULL, NULL, G_TYPE_ERROR,
                                               G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_READ_ONLY] = g_param_spec_boolean ("read-only", NULL, NULL, FALSE,
                                                     G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY
                                                     | G_PARAM_STATIC_STRINGS);
  /* whether its worker has had a job (the library opened, or checked) */
  properties[PROP_STARTED] = g_param_spec_boolean ("started", NULL, NULL, FALSE,
                                                   G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY
                                                   | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
chess_library_service_init (ChessLibraryService *self)
{
  g_mutex_init (&self->lock);
  self->cancellable = g_cancellable_new ();
  self->context = g_main_context_ref_thread_default ();
  self->pool = g_thread_pool_new (run_job, NULL, 1, FALSE, NULL);
}

ChessLibraryService *
chess_library_service_new (const char *path)
{
  ChessLibraryService *self = g_object_new (CHESS_TYPE_LIBRARY_SERVICE, NULL);

  self->path = path != NULL ? g_strdup (path) : chess_library_default_path ();
  chess_core_init ();   /* its tables, before the worker needs them */
  return self;
}

const char *
chess_library_service_get_path (ChessLibraryService *self)
{
  g_return_val_if_fail (CHESS_IS_LIBRARY_SERVICE (self), NULL);
  return self->path;
}

const GError *
chess_library_service_get_error (ChessLibraryService *self)
{
  g_return_val_if_fail (CHESS_IS_LIBRARY_SERVICE (self), NULL);
  return self->error;
}

gboolean
chess_library_service_get_read_only (ChessLibraryService *self)
{
  g_return_val_if_fail (CHESS_IS_LIBRARY_SERVICE (self), FALSE);
  return self->read_only;
}

GMainContext *
_chess_library_service_get_context (ChessLibraryService *self)
{
  return self->context;
}

GCancellable *
_chess_library_service_get_cancellable (ChessLibraryService *self)
{
  return self->cancellable;
}

ChessLibrary *
chess_library_service_open_connection (ChessLibraryService  *self,
                                       GError              **error)
{
  GError *local = NULL;
  ChessLibrary *library;

  g_return_val_if_fail (CHESS_IS_LIBRARY_SERVICE (self), NULL);

  /* What it finds is told only when it cannot be opened: that it can
   * does not undo damage a check of the whole file found. */
  library = chess_library_open (self->path, &local);
  if (library == NULL)
    {
      report_open (self, NULL, local);
      g_propagate_error (error, local);
    }
  return library;
}

/* A change of ours is done: the views look again. */
void
_chess_library_service_emit_changed (ChessLibraryService *self)
{
  g_signal_emit (self, signals[CHANGED], 0);
}

/* ---- add, remove, tags, one game ---- */

static void
add_job (ChessLibraryService *self,
         GTask               *task,
         ChessLibrary        *library,
         gpointer             data)
{
  GError *error = NULL;
  gint64 id = chess_library_add_record (library, data, &error);

  if (id == 0)
    _chess_library_service_fail (self, task, error);
  else
    g_task_return_int (task, id);
}

void
chess_library_service_add_async (ChessLibraryService *self,
                                 const ChessRecord   *record,
                                 GAsyncReadyCallback  callback,
                                 gpointer             user_data)
{
  g_return_if_fail (CHESS_IS_LIBRARY_SERVICE (self));
  g_return_if_fail (record != NULL);

  _chess_library_service_push_job (self, add_job, chess_record_copy (record), (GDestroyNotify) chess_record_free, TRUE,
                                   NULL, chess_library_service_add_async, callback, user_data);
}

gint64
chess_library_service_add_finish (ChessLibraryService  *self,
                                  GAsyncResult         *result,
                                  GError              **error)
{
  gint64 id;

  g_return_val_if_fail (g_task_is_valid (result, self), 0);

  id = g_task_propagate_int (G_TASK (result), error);
  if (id > 0)
    _chess_library_service_emit_changed (self);
  return MAX (id, 0);
}

static void
remove_job (ChessLibraryService *self,
            GTask               *task,
            ChessLibrary        *library,
            gpointer             data)
{
  GArray *ids = data;

  for (guint i = 0; i < ids->len; i++)
    {
      GError *error = NULL;

      if (!chess_library_remove_game (library, g_array_index (ids, gint64, i), &error)
          && !g_error_matches (error, CHESS_LIBRARY_ERROR, CHESS_LIBRARY_ERROR_NOT_FOUND))
        {
          _chess_library_service_fail (self, task, error);
          return;
        }
      g_clear_error (&error);
    }
  g_task_return_boolean (task, TRUE);
}

void
chess_library_service_remove_async (ChessLibraryService *self,
                                    GArray              *ids,
                                    GAsyncReadyCallback  callback,
                                    gpointer             user_data)
{
  g_return_if_fail (CHESS_IS_LIBRARY_SERVICE (self));
  g_return_if_fail (ids != NULL);

  _chess_library_service_push_job (self, remove_job, g_array_ref (ids), (GDestroyNotify) g_array_unref, TRUE, NULL,
                                   chess_library_service_remove_async, callback, user_data);
}

/* Every change of ours, done or not, may have changed the games. */
static gboolean
finish_change (ChessLibraryService  *self,
               GAsyncResult         *result,
               GError              **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  _chess_library_service_emit_changed (self);
  return g_task_propagate_boolean (G_TASK (result), error);
}

gboolean
chess_library_service_remove_finish (ChessLibraryService  *self,
                                     GAsyncResult         *result,
                                     GError              **error)
{
  return finish_change (self, result, error);
}

typedef struct {
  gint64 id;
  GHashTable *tags;
} TagsData;

static void
tags_data_free (gpointer data)
{
  TagsData *tags = data;

  g_hash_table_unref (tags->tags);
  g_free (tags);
}

static void
set_tags_job (ChessLibraryService *self,
              GTask               *task,
              ChessLibrary        *library,
              gpointer             data)
{
  TagsData *tags = data;
  GHashTableIter iter;
  const char *name, *value;

  g_hash_table_iter_init (&iter, tags->tags);
  while (g_hash_table_iter_next (&iter, (gpointer *) &name, (gpointer *) &value))
    {
      GError *error = NULL;

      if (!chess_library_set_tag (library, tags->id, name, value[0] != '\0' ? value : NULL, &error))
        {
          _chess_library_service_fail (self, task, error);
          return;
        }
    }
  g_task_return_boolean (task, TRUE);
}

void
chess_library_service_set_tags_async (ChessLibraryService *self,
                                      gint64               id,
                                      GHashTable          *tags,
                                      GAsyncReadyCallback  callback,
                                      gpointer             user_data)
{
  TagsData *data;

  g_return_if_fail (CHESS_IS_LIBRARY_SERVICE (self));
  g_return_if_fail (tags != NULL);

  data = g_new0 (TagsData, 1);
  data->id = id;
  data->tags = g_hash_table_ref (tags);
  _chess_library_service_push_job (self, set_tags_job, data, tags_data_free, TRUE, NULL,
                                   chess_library_service_set_tags_async, callback, user_data);
}

gboolean
chess_library_service_set_tags_finish (ChessLibraryService  *self,
                                       GAsyncResult         *result,
                                       GError              **error)
{
  return finish_change (self, result, error);
}

static void
get_record_job (ChessLibraryService *self,
                GTask               *task,
                ChessLibrary        *library,
                gpointer             data)
{
  GError *error = NULL;
  ChessRecord *record = chess_library_get_record (library, *(gint64 *) data, &error);

  if (record == NULL)
    _chess_library_service_fail (self, task, error);
  else
    g_task_return_pointer (task, record, (GDestroyNotify) chess_record_free);
}

void
chess_library_service_get_record_async (ChessLibraryService *self,
                                        gint64               id,
                                        GAsyncReadyCallback  callback,
                                        gpointer             user_data)
{
  g_return_if_fail (CHESS_IS_LIBRARY_SERVICE (self));
  _chess_library_service_push_job (self, get_record_job, g_memdup2 (&id, sizeof id), g_free, TRUE, NULL,
                                   chess_library_service_get_record_async, callback, user_data);
}

ChessRecord *
chess_library_service_get_record_finish (ChessLibraryService  *self,
                                         GAsyncResult         *result,
                                         GError              **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);
  return g_task_propagate_pointer (G_TASK (result), error);
}

/* ---- export ---- */

typedef struct {
  GArray *ids;
  GFile *file;
  guint64 written;
} ExportData;

static void
export_data_free (gpointer data)
{
  ExportData *export = data;

  g_array_unref (export->ids);
  g_object_unref (export->file);
  g_free (export);
}

static void
export_job (ChessLibraryService *self,
            GTask               *task,
            ChessLibrary        *library,
            gpointer             data)
{
  ExportData *export = data;
  GCancellable *cancellable = g_task_get_cancellable (task);
  ChessPgnBuffer buffer;
  GError *error = NULL;

  chess_pgn_buffer_init (&buffer);
  for (guint i = 0; i < export->ids->len; i++)
    {
      ChessRecord *record = chess_library_get_record (library, g_array_index (export->ids, gint64, i), &error);

      if (record == NULL)
        {
          /* Removed by another program meanwhile: not there to export. */
          if (g_error_matches (error, CHESS_LIBRARY_ERROR, CHESS_LIBRARY_ERROR_NOT_FOUND))
            {
              g_clear_error (&error);
              continue;
            }
          break;
        }
      chess_pgn_write_record (record, CHESS_PGN_WRITE_DEFAULT, &buffer);
      chess_record_free (record);
      export->written++;
      if ((i & 255) == 0 && g_cancellable_set_error_if_cancelled (cancellable, &error))
        break;
    }
  if (error == NULL)
    chess_write_file_atomic (export->file, buffer.data != NULL ? buffer.data : "", buffer.length,
                             CHESS_WRITE_FILE_DEFAULT, &error);
  chess_pgn_buffer_clear (&buffer);
  if (error != NULL)
    _chess_library_service_fail (self, task, error);
  else
    g_task_return_int (task, (gssize) export->written);
}

void
chess_library_service_export_async (ChessLibraryService *self,
                                    GArray              *ids,
                                    GFile               *file,
                                    GCancellable        *cancellable,
                                    GAsyncReadyCallback  callback,
                                    gpointer             user_data)
{
  ExportData *data;

  g_return_if_fail (CHESS_IS_LIBRARY_SERVICE (self));
  g_return_if_fail (ids != NULL && G_IS_FILE (file));

  data = g_new0 (ExportData, 1);
  data->ids = g_array_ref (ids);
  data->file = g_object_ref (file);
  _chess_library_service_push_job (self, export_job, data, export_data_free, TRUE, cancellable,
                                   chess_library_service_export_async, callback, user_data);
}

guint64
chess_library_service_export_finish (ChessLibraryService  *self,
                                     GAsyncResult         *result,
                                     GError              **error)
{
  gssize written;

  g_return_val_if_fail (g_task_is_valid (result, self), 0);

  written = g_task_propagate_int (G_TASK (result), error);
  return written > 0 ? (guint64) written : 0;
}

/* ---- the tree of a position ---- */

void
chess_tree_result_free (ChessTreeResult *result)
{
  if (result == NULL)
    return;
  g_clear_pointer (&result->moves, g_array_unref);
  g_clear_pointer (&result->games, g_ptr_array_unref);
  g_free (result);
}

ChessTreeResult *
chess_tree_result_new (void)
{
  ChessTreeResult *result = g_new0 (ChessTreeResult, 1);

  result->games = g_ptr_array_new_with_free_func (g_free);
  return result;
}

typedef struct {
  ChessPosition position;
  guint max_games;
  ChessTreeResult *result;
} TreeData;

static void
tree_data_free (gpointer data)
{
  TreeData *tree = data;

  chess_tree_result_free (tree->result);
  g_free (tree);
}

static gboolean
collect_game (const ChessLibraryGameInfo *info,
              gpointer                    user_data)
{
  TreeData *tree = user_data;

  g_ptr_array_add (tree->result->games, chess_library_game_info_copy (info));
  return tree->result->games->len < tree->max_games;
}

static void
tree_job (ChessLibraryService *self,
          GTask               *task,
          ChessLibrary        *library,
          gpointer             data)
{
  TreeData *tree = data;
  GCancellable *cancellable = g_task_get_cancellable (task);
  ChessLibraryFilter filter = CHESS_LIBRARY_FILTER_INIT;
  GError *error = NULL;

  tree->result = chess_tree_result_new ();
  tree->result->moves = chess_library_tree (library, &tree->position, cancellable, &error);
  filter.position = &tree->position;
  /* The first page alone: the start position is reached by every game. */
  if (tree->result->moves != NULL && tree->max_games > 0)
    chess_library_find_range (library, &filter, 0, tree->max_games, collect_game, tree, cancellable, &error);
  if (error != NULL)
    _chess_library_service_fail (self, task, error);
  else
    g_task_return_pointer (task, g_steal_pointer (&tree->result), (GDestroyNotify) chess_tree_result_free);
}

void
chess_library_service_tree_async (ChessLibraryService *self,
                                  const ChessPosition *position,
                                  guint                max_games,
                                  GCancellable        *cancellable,
                                  GAsyncReadyCallback  callback,
                                  gpointer             user_data)
{
  TreeData *data;

  g_return_if_fail (CHESS_IS_LIBRARY_SERVICE (self));
  g_return_if_fail (position != NULL);

  data = g_new0 (TreeData, 1);
  data->position = *position;
  data->max_games = max_games;
  _chess_library_service_push_job (self, tree_job, data, tree_data_free, TRUE, cancellable,
                                   chess_library_service_tree_async, callback, user_data);
}

ChessTreeResult *
chess_library_service_tree_finish (ChessLibraryService  *self,
                                   GAsyncResult         *result,
                                   GError              **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);
  return g_task_propagate_pointer (G_TASK (result), error);
}

