/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-puzzle-import.c — the import's thread and what it reports: the
 * worker keeps its progress under a lock, the thread that made the
 * import takes it in an idle callback and notifies. */
#include "config.h"

#include "chess-puzzle-import.h"

#include "chess-library-service.h"
#include "chess-puzzle-store.h"

/* Smaller files are read again whenever they are imported. */
#define SKIP_UNCHANGED_BYTES (1024 * 1024)

struct _ChessPuzzleImport {
  GObject parent_instance;
  char *store_path;
  GFile *file;
  GCancellable *cancellable;
  GMainContext *context;

  /* the thread that made it */
  double fraction;
  guint64 rows;
  guint bad_rows;
  gboolean done;
  guint64 added;
  gboolean skipped;
  GError *error;
  GPtrArray *reports;
  GStrv ids;

  /* from the worker, under the lock */
  GMutex lock;
  gint64 size;
  double new_fraction;
  guint64 new_rows;
  guint new_bad_rows;
  gboolean scheduled;
};

G_DEFINE_FINAL_TYPE (ChessPuzzleImport, chess_puzzle_import, G_TYPE_OBJECT)

enum { PROP_0, PROP_FRACTION, PROP_ROWS, PROP_BAD_ROWS, PROP_DONE, N_PROPS };
static GParamSpec *properties[N_PROPS];

/* What the worker hands back at the end. */
typedef struct {
  guint64 added;
  gboolean skipped;
  GPtrArray *reports;
  GStrv ids;
} Outcome;

static void
outcome_free (Outcome *outcome)
{
  g_clear_pointer (&outcome->reports, g_ptr_array_unref);
  g_strfreev (outcome->ids);
  g_free (outcome);
}

static void
chess_puzzle_import_finalize (GObject *object)
{
  ChessPuzzleImport *self = CHESS_PUZZLE_IMPORT (object);
  g_free (self->store_path);
  g_clear_object (&self->file);
  g_clear_object (&self->cancellable);
  g_main_context_unref (self->context);
  g_clear_error (&self->error);
  g_clear_pointer (&self->reports, g_ptr_array_unref);
  g_strfreev (self->ids);
  g_mutex_clear (&self->lock);
  G_OBJECT_CLASS (chess_puzzle_import_parent_class)->finalize (object);
}

static void
chess_puzzle_import_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  ChessPuzzleImport *self = CHESS_PUZZLE_IMPORT (object);
  switch (prop_id)
    {
    case PROP_FRACTION:
      g_value_set_double (value, self->fraction);
      break;
    case PROP_ROWS:
      g_value_set_uint64 (value, self->rows);
      break;
    case PROP_BAD_ROWS:
      g_value_set_uint (value, self->bad_rows);
      break;
    case PROP_DONE:
      g_value_set_boolean (value, self->done);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chess_puzzle_import_class_init (ChessPuzzleImportClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  object_class->finalize = chess_puzzle_import_finalize;
  object_class->get_property = chess_puzzle_import_get_property;
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;
  properties[PROP_FRACTION] = g_param_spec_double ("fraction", NULL, NULL, 0, 1, 0, flags);
  properties[PROP_ROWS] = g_param_spec_uint64 ("rows", NULL, NULL, 0, G_MAXUINT64, 0, flags);
  properties[PROP_BAD_ROWS] = g_param_spec_uint ("bad-rows", NULL, NULL, 0, G_MAXUINT, 0, flags);
  properties[PROP_DONE] = g_param_spec_boolean ("done", NULL, NULL, FALSE, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
chess_puzzle_import_init (ChessPuzzleImport *self)
{
  g_mutex_init (&self->lock);
  self->cancellable = g_cancellable_new ();
  self->context = g_main_context_ref_thread_default ();
}

static void
set_value (ChessPuzzleImport *self, guint prop, gboolean changed)
{
  if (changed)
    g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
}

/* In the making thread: the progress since the last time. */
static gboolean
take_progress (gpointer data)
{
  ChessPuzzleImport *self = data;
  g_mutex_lock (&self->lock);
  double fraction = self->new_fraction;
  guint64 rows = self->new_rows;
  guint bad_rows = self->new_bad_rows;
  self->scheduled = FALSE;
  g_mutex_unlock (&self->lock);

  g_object_freeze_notify (G_OBJECT (self));
  set_value (self, PROP_FRACTION, fraction != self->fraction);
  self->fraction = fraction;
  set_value (self, PROP_ROWS, rows != self->rows);
  self->rows = rows;
  set_value (self, PROP_BAD_ROWS, bad_rows != self->bad_rows);
  self->bad_rows = bad_rows;
  g_object_thaw_notify (G_OBJECT (self));
  return G_SOURCE_REMOVE;
}

static void
on_progress (const ChessPuzzleImportStats *stats, goffset bytes_read, gpointer user_data)
{
  ChessPuzzleImport *self = user_data;
  g_mutex_lock (&self->lock);
  self->new_rows = stats->rows;
  self->new_bad_rows = stats->bad_rows;
  if (bytes_read >= 0 && self->size > 0)
    self->new_fraction = MIN (1.0, (double) bytes_read / (double) self->size);
  if (!self->scheduled)
    {
      self->scheduled = TRUE;
      g_main_context_invoke_full (self->context, G_PRIORITY_DEFAULT_IDLE, take_progress,
                                  g_object_ref (self), g_object_unref);
    }
  g_mutex_unlock (&self->lock);
}

/* The ids of a small file, in its order; NULL for a larger one. */
static GStrv
read_ids (GFile *file, GCancellable *cancellable)
{
  g_autoptr (GInputStream) stream = G_INPUT_STREAM (g_file_read (file, cancellable, NULL));
  if (stream == NULL)
    return NULL;
  g_autoptr (ChessPuzzleReader) reader = chess_puzzle_reader_new (stream);
  g_autoptr (GStrvBuilder) ids = g_strv_builder_new ();
  ChessPuzzle puzzle = { 0 };
  guint n = 0;
  while (chess_puzzle_reader_next (reader, &puzzle, cancellable, NULL))
    if (++n > CHESS_PUZZLE_IMPORT_QUEUE_MAX)
      break;
    else
      g_strv_builder_add (ids, puzzle.id);
  chess_puzzle_clear (&puzzle);
  return n > CHESS_PUZZLE_IMPORT_QUEUE_MAX ? NULL : g_strv_builder_end (ids);
}

static void
import_thread (GTask *task, gpointer source_object, gpointer task_data, GCancellable *cancellable)
{
  ChessPuzzleImport *self = source_object;
  GError *error = NULL;
  g_autoptr (GFileInfo) info = g_file_query_info (self->file, G_FILE_ATTRIBUTE_STANDARD_SIZE ","
                                                  G_FILE_ATTRIBUTE_TIME_MODIFIED, G_FILE_QUERY_INFO_NONE,
                                                  cancellable, &error);
  if (info == NULL)
    {
      g_task_return_error (task, error);
      return;
    }
  gint64 size = g_file_info_get_size (info);
  gint64 mtime = (gint64) g_file_info_get_attribute_uint64 (info, G_FILE_ATTRIBUTE_TIME_MODIFIED);
  g_autofree char *path = g_file_get_path (self->file);
  g_autoptr (ChessPuzzleStore) store = chess_puzzle_store_open (self->store_path, &error);
  if (store == NULL)
    {
      g_task_return_error (task, error);
      return;
    }
  Outcome *outcome = g_new0 (Outcome, 1);
  if (size > SKIP_UNCHANGED_BYTES && path && chess_puzzle_store_has_source (store, path, size, mtime))
    {
      outcome->skipped = TRUE;
      g_task_return_pointer (task, outcome, (GDestroyNotify) outcome_free);
      return;
    }
  g_autoptr (GInputStream) stream = G_INPUT_STREAM (g_file_read (self->file, cancellable, &error));
  g_mutex_lock (&self->lock);
  self->size = size;
  g_mutex_unlock (&self->lock);
  ChessPuzzleImportStats stats = { 0 };
  if (stream == NULL
      || !chess_puzzle_store_import (store, stream, cancellable, on_progress, self, &stats, &error))
    {
      g_clear_pointer (&stats.reports, g_ptr_array_unref);
      outcome_free (outcome);
      g_task_return_error (task, error);
      return;
    }
  if (path)
    chess_puzzle_store_set_source (store, path, size, mtime);
  /* Closed before the result goes back, so that the next connection
   * does not meet this one's closing. */
  g_clear_pointer (&store, chess_puzzle_store_free);
  outcome->added = stats.added;
  outcome->reports = stats.reports;
  outcome->ids = stats.rows <= CHESS_PUZZLE_IMPORT_QUEUE_MAX ? read_ids (self->file, cancellable) : NULL;
  g_task_return_pointer (task, outcome, (GDestroyNotify) outcome_free);
}

static void
import_done (GObject *source, GAsyncResult *result, gpointer user_data)
{
  ChessPuzzleImport *self = CHESS_PUZZLE_IMPORT (source);
  Outcome *outcome = g_task_propagate_pointer (G_TASK (result), &self->error);
  take_progress (self);
  if (outcome != NULL)
    {
      self->added = outcome->added;
      self->skipped = outcome->skipped;
      self->reports = g_steal_pointer (&outcome->reports);
      self->ids = g_steal_pointer (&outcome->ids);
      outcome_free (outcome);
      if (self->fraction < 1)
        {
          self->fraction = 1;
          g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FRACTION]);
        }
    }
  self->done = TRUE;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DONE]);
}

ChessPuzzleImport *
chess_puzzle_import_new (const char *store_path, GFile *file)
{
  ChessPuzzleImport *self = g_object_new (CHESS_TYPE_PUZZLE_IMPORT, NULL);
  self->store_path = g_strdup (store_path);
  self->file = g_object_ref (file);
  g_autoptr (GTask) task = g_task_new (self, self->cancellable, import_done, NULL);
  g_task_set_source_tag (task, chess_puzzle_import_new);
  chess_run_in_own_thread (task, import_thread, "puzzle-import");
  return self;
}

GFile *chess_puzzle_import_get_file (ChessPuzzleImport *self) { return self->file; }
double chess_puzzle_import_get_fraction (ChessPuzzleImport *self) { return self->fraction; }
guint64 chess_puzzle_import_get_rows (ChessPuzzleImport *self) { return self->rows; }
guint chess_puzzle_import_get_bad_rows (ChessPuzzleImport *self) { return self->bad_rows; }
gboolean chess_puzzle_import_get_done (ChessPuzzleImport *self) { return self->done; }
guint64 chess_puzzle_import_get_added (ChessPuzzleImport *self) { return self->added; }
gboolean chess_puzzle_import_get_skipped (ChessPuzzleImport *self) { return self->skipped; }
const GError *chess_puzzle_import_get_error (ChessPuzzleImport *self) { return self->error; }
GPtrArray *chess_puzzle_import_get_reports (ChessPuzzleImport *self) { return self->reports; }
const char *const *chess_puzzle_import_get_ids (ChessPuzzleImport *self) { return (const char *const *) self->ids; }

void
chess_puzzle_import_cancel (ChessPuzzleImport *self)
{
  g_cancellable_cancel (self->cancellable);
}
