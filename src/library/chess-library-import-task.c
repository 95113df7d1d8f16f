/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-library-import-task.c — ChessLibraryImport, an import into the
 * library on a thread and a connection of its own (see
 * chess-library-service.h), apart from the service's jobs so that the
 * queries go on meanwhile. */
#include "config.h"

#include "chess-library-service-private.h"

/* ---- a thread of its own ---- */

typedef struct {
  GTask *task;
  GTaskThreadFunc func;
} OwnThread;

static gpointer
own_thread (gpointer data)
{
  OwnThread *job = data;
  GTask *task = job->task;

  job->func (task, g_task_get_source_object (task), g_task_get_task_data (task), g_task_get_cancellable (task));
  g_object_unref (task);
  g_free (job);
  return NULL;
}

void
chess_run_in_own_thread (GTask           *task,
                         GTaskThreadFunc  func,
                         const char      *name)
{
  OwnThread *job = g_new (OwnThread, 1);

  g_return_if_fail (G_IS_TASK (task) && func != NULL);

  job->task = g_object_ref (task);
  job->func = func;
  g_thread_unref (g_thread_new (name, own_thread, job));
}

/* ---- import ---- */

#define MAX_MESSAGES 20

struct _ChessLibraryImport
{
  GObject parent_instance;

  ChessLibraryService *service;
  GFile *file;
  GCancellable *cancellable;

  /* main thread */
  double fraction;
  guint64 games, errors;
  gboolean done;
  GError *error;
  GPtrArray *messages;

  /* from the worker, under the lock */
  GMutex lock;
  ChessLibraryImportProgress progress;
  GPtrArray *new_messages;
  guint n_messages;             /* kept so far, for the limit */
  gboolean scheduled;
};

G_DEFINE_FINAL_TYPE (ChessLibraryImport, chess_library_import, G_TYPE_OBJECT)

enum {
  IMPORT_PROP_0,
  IMPORT_PROP_FRACTION,
  IMPORT_PROP_GAMES,
  IMPORT_PROP_ERRORS,
  IMPORT_PROP_DONE,
  IMPORT_N_PROPS
};

static GParamSpec *import_properties[IMPORT_N_PROPS];

static void
chess_library_import_finalize (GObject *object)
{
  ChessLibraryImport *self = CHESS_LIBRARY_IMPORT (object);

  g_clear_object (&self->service);
  g_clear_object (&self->file);
  g_clear_object (&self->cancellable);
  g_clear_error (&self->error);
  g_ptr_array_unref (self->messages);
  g_ptr_array_unref (self->new_messages);
  g_mutex_clear (&self->lock);
  G_OBJECT_CLASS (chess_library_import_parent_class)->finalize (object);
}

static void
chess_library_import_get_property (GObject    *object,
                                   guint       prop_id,
                                   GValue     *value,
                                   GParamSpec *pspec)
{
  ChessLibraryImport *self = CHESS_LIBRARY_IMPORT (object);

  switch (prop_id)
    {
    case IMPORT_PROP_FRACTION:
      g_value_set_double (value, self->fraction);
      break;
    case IMPORT_PROP_GAMES:
      g_value_set_uint64 (value, self->games);
      break;
    case IMPORT_PROP_ERRORS:
      g_value_set_uint64 (value, self->errors);
      break;
    case IMPORT_PROP_DONE:
      g_value_set_boolean (value, self->done);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_library_import_class_init (ChessLibraryImportClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = chess_library_import_finalize;
  object_class->get_property = chess_library_import_get_property;

  import_properties[IMPORT_PROP_FRACTION] =
    g_param_spec_double ("fraction", NULL, NULL, 0, 1, 0,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  import_properties[IMPORT_PROP_GAMES] =
    g_param_spec_uint64 ("games", NULL, NULL, 0, G_MAXUINT64, 0,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  import_properties[IMPORT_PROP_ERRORS] =
    g_param_spec_uint64 ("errors", NULL, NULL, 0, G_MAXUINT64, 0,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  import_properties[IMPORT_PROP_DONE] =
    g_param_spec_boolean ("done", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, IMPORT_N_PROPS, import_properties);
}

static void
chess_library_import_init (ChessLibraryImport *self)
{
  g_mutex_init (&self->lock);
  self->cancellable = g_cancellable_new ();
  self->messages = g_ptr_array_new_with_free_func (g_free);
  self->new_messages = g_ptr_array_new_with_free_func (g_free);
}

/* In the main thread: what the worker reported since last time. */
static gboolean
import_take_progress (gpointer data)
{
  ChessLibraryImport *self = data;
  ChessLibraryImportProgress progress;
  g_autoptr(GPtrArray) messages = NULL;
  double fraction;

  g_mutex_lock (&self->lock);
  progress = self->progress;
  messages = g_steal_pointer (&self->new_messages);
  self->new_messages = g_ptr_array_new_with_free_func (g_free);
  self->scheduled = FALSE;
  g_mutex_unlock (&self->lock);

  g_ptr_array_extend_and_steal (self->messages, g_steal_pointer (&messages));
  fraction = progress.bytes_total > 0 ? MIN (1.0, (double) progress.bytes_read / (double) progress.bytes_total) : 0;
  g_object_freeze_notify (G_OBJECT (self));
  if (fraction != self->fraction)
    {
      self->fraction = fraction;
      g_object_notify_by_pspec (G_OBJECT (self), import_properties[IMPORT_PROP_FRACTION]);
    }
  if (progress.games != self->games)
    {
      self->games = progress.games;
      g_object_notify_by_pspec (G_OBJECT (self), import_properties[IMPORT_PROP_GAMES]);
    }
  if (progress.errors != self->errors)
    {
      self->errors = progress.errors;
      g_object_notify_by_pspec (G_OBJECT (self), import_properties[IMPORT_PROP_ERRORS]);
    }
  g_object_thaw_notify (G_OBJECT (self));
  return G_SOURCE_REMOVE;
}

static void
import_schedule_locked (ChessLibraryImport *self)
{
  if (self->scheduled)
    return;
  self->scheduled = TRUE;
  _chess_library_service_run_in_context (_chess_library_service_get_context (self->service), import_take_progress, self);
}

static void
on_import_progress (const ChessLibraryImportProgress *progress,
                    gpointer                          user_data)
{
  ChessLibraryImport *self = user_data;

  g_mutex_lock (&self->lock);
  self->progress = *progress;
  import_schedule_locked (self);
  g_mutex_unlock (&self->lock);
}

static void
on_import_diagnostic (const ChessPgnDiagnostic *diagnostic,
                      const char               *filename,
                      gpointer                  user_data)
{
  ChessLibraryImport *self = user_data;
  size_t needed;
  char *line;

  g_mutex_lock (&self->lock);
  if (self->n_messages < MAX_MESSAGES)
    {
      needed = chess_pgn_diagnostic_format (diagnostic, filename, NULL, 0);
      line = g_malloc (needed + 1);
      chess_pgn_diagnostic_format (diagnostic, filename, line, needed + 1);
      g_ptr_array_add (self->new_messages, line);
      self->n_messages++;
      import_schedule_locked (self);
    }
  g_mutex_unlock (&self->lock);
}

static void
import_thread (GTask        *task,
               gpointer      source_object,
               gpointer      task_data,
               GCancellable *cancellable)
{
  ChessLibraryImport *self = source_object;
  g_autoptr(ChessLibrary) library = NULL;
  ChessLibraryImportProgress progress = { 0 };
  GError *error = NULL;

  library = chess_library_service_open_connection (self->service, &error);
  if (library == NULL
      || !chess_library_import_file (library, self->file, on_import_diagnostic, on_import_progress, self,
                                     &progress, cancellable, &error))
    {
      g_task_return_error (task, error);
      return;
    }
  g_task_return_boolean (task, TRUE);
}

static void
import_done (GObject      *source,
             GAsyncResult *result,
             gpointer      user_data)
{
  ChessLibraryImport *self = CHESS_LIBRARY_IMPORT (source);

  g_task_propagate_boolean (G_TASK (result), &self->error);
  /* The last progress, then the end. */
  import_take_progress (self);
  self->fraction = 1.0;
  self->done = TRUE;
  g_object_notify_by_pspec (G_OBJECT (self), import_properties[IMPORT_PROP_FRACTION]);
  g_object_notify_by_pspec (G_OBJECT (self), import_properties[IMPORT_PROP_DONE]);
  /* Some games may have come in even after a failure. */
  _chess_library_service_emit_changed (self->service);
}

ChessLibraryImport *
chess_library_service_import (ChessLibraryService *self,
                              GFile               *file)
{
  ChessLibraryImport *import;
  g_autoptr(GTask) task = NULL;

  g_return_val_if_fail (CHESS_IS_LIBRARY_SERVICE (self), NULL);
  g_return_val_if_fail (G_IS_FILE (file), NULL);

  import = g_object_new (CHESS_TYPE_LIBRARY_IMPORT, NULL);
  import->service = g_object_ref (self);
  import->file = g_object_ref (file);
  task = g_task_new (import, import->cancellable, import_done, NULL);
  g_task_set_source_tag (task, chess_library_service_import);
  chess_run_in_own_thread (task, import_thread, "chess-library-import");
  return import;
}

GFile *
chess_library_import_get_file (ChessLibraryImport *self)
{
  g_return_val_if_fail (CHESS_IS_LIBRARY_IMPORT (self), NULL);
  return self->file;
}

double
chess_library_import_get_fraction (ChessLibraryImport *self)
{
  g_return_val_if_fail (CHESS_IS_LIBRARY_IMPORT (self), 0);
  return self->fraction;
}

guint64
chess_library_import_get_games (ChessLibraryImport *self)
{
  g_return_val_if_fail (CHESS_IS_LIBRARY_IMPORT (self), 0);
  return self->games;
}

guint64
chess_library_import_get_errors (ChessLibraryImport *self)
{
  g_return_val_if_fail (CHESS_IS_LIBRARY_IMPORT (self), 0);
  return self->errors;
}

gboolean
chess_library_import_get_done (ChessLibraryImport *self)
{
  g_return_val_if_fail (CHESS_IS_LIBRARY_IMPORT (self), FALSE);
  return self->done;
}

const GError *
chess_library_import_get_error (ChessLibraryImport *self)
{
  g_return_val_if_fail (CHESS_IS_LIBRARY_IMPORT (self), NULL);
  return self->error;
}

GPtrArray *
chess_library_import_get_messages (ChessLibraryImport *self)
{
  g_return_val_if_fail (CHESS_IS_LIBRARY_IMPORT (self), NULL);
  return self->messages;
}

void
chess_library_import_cancel (ChessLibraryImport *self)
{
  g_return_if_fail (CHESS_IS_LIBRARY_IMPORT (self));
  g_cancellable_cancel (self->cancellable);
}
