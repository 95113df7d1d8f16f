/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-library-service-repair.c — the service's part in a library that
 * cannot be used as it is: opening it at start, the check of the whole
 * file after that, moving it aside, rebuilding it from what can be read.
 *
 * The check reads every page (chess_library_check): a few seconds of a
 * thread of its own for a million games, on a connection of its own, at
 * the lowest priority, so the window and the library's jobs never wait
 * for it.  It runs once a start.  A start after an unclean shutdown (the
 * app killed, the machine off) is known by the log SQLite left beside the
 * file (the last connection to close removes it): then the check runs at
 * normal priority, since damage is likelier then; another program still
 * holding the library open leaves a log too, and costs only that. */
#include "config.h"

#include <glib/gstdio.h>
#include <sys/resource.h>

#include "chess-library-service-private.h"

/* ---- the check of the whole file ---- */

typedef struct {
  GWeakRef service;
  char *path;
  gboolean urgent;
  GCancellable *cancellable;
} Check;

static gpointer
check_thread (gpointer data)
{
  Check *check = data;
  GError *error = NULL;
  ChessLibrary *library;
  ChessLibraryService *service;

  /* Linux: the calling thread's nice value alone. */
  if (!check->urgent)
    setpriority (PRIO_PROCESS, 0, 19);
  library = chess_library_open (check->path, &error);
  if (library != NULL)
    chess_library_check (library, check->cancellable, &error);
  g_clear_object (&library);
  service = g_weak_ref_get (&check->service);
  if (service != NULL && g_error_matches (error, CHESS_LIBRARY_ERROR, CHESS_LIBRARY_ERROR_DAMAGED))
    _chess_library_service_report_state (service, error, FALSE);
  else if (error != NULL && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    g_message ("%s", error->message);
  g_clear_object (&service);
  g_clear_error (&error);
  g_weak_ref_clear (&check->service);
  g_object_unref (check->cancellable);
  g_free (check->path);
  g_free (check);
  return NULL;
}

static void
start_check (ChessLibraryService *self,
             gboolean             urgent)
{
  Check *check = g_new0 (Check, 1);

  g_weak_ref_init (&check->service, self);
  check->path = g_strdup (chess_library_service_get_path (self));
  check->urgent = urgent;
  check->cancellable = g_object_ref (_chess_library_service_get_cancellable (self));
  g_thread_unref (g_thread_new ("chess-library-check", check_thread, check));
}

/* A log of the library, with something in it. */
static gboolean
has_log (const char *path)
{
  g_autofree char *wal = g_strconcat (path, "-wal", NULL);
  GStatBuf st;

  return g_stat (wal, &st) == 0 && st.st_size > 0;
}

static void
check_job (ChessLibraryService *self,
           GTask               *task,
           ChessLibrary        *library,
           gpointer             data)
{
  const char *path = chess_library_service_get_path (self);
  GError *error = NULL;
  gboolean unclean;

  if (!g_file_test (path, G_FILE_TEST_EXISTS))
    {
      g_task_return_boolean (task, TRUE);
      return;
    }
  /* Before this process opens it. */
  unclean = has_log (path);
  library = _chess_library_service_worker_library (self, &error);
  if (library == NULL)
    {
      _chess_library_service_fail (self, task, error);
      return;
    }
  start_check (self, unclean);
  g_task_return_boolean (task, TRUE);
}

void
chess_library_service_check (ChessLibraryService *self)
{
  g_return_if_fail (CHESS_IS_LIBRARY_SERVICE (self));
  _chess_library_service_push_job (self, check_job, NULL, NULL, FALSE, NULL, chess_library_service_check,
                                   NULL, NULL);
}

/* ---- moving aside ---- */

static void
move_aside_job (ChessLibraryService *self,
                GTask               *task,
                ChessLibrary        *library,
                gpointer             data)
{
  GError *error = NULL;
  GFile *moved;

  _chess_library_service_close_worker_library (self);
  moved = chess_library_move_aside (chess_library_service_get_path (self), &error);
  if (moved == NULL)
    {
      _chess_library_service_fail (self, task, error);
      return;
    }
  /* The new library, made now: the error goes (or says what is wrong). */
  _chess_library_service_worker_library (self, NULL);
  g_task_return_pointer (task, moved, g_object_unref);
}

void
chess_library_service_move_aside_async (ChessLibraryService *self,
                                        GAsyncReadyCallback  callback,
                                        gpointer             user_data)
{
  g_return_if_fail (CHESS_IS_LIBRARY_SERVICE (self));
  _chess_library_service_push_job (self, move_aside_job, NULL, NULL, FALSE, NULL,
                                   chess_library_service_move_aside_async, callback, user_data);
}

GFile *
chess_library_service_move_aside_finish (ChessLibraryService  *self,
                                         GAsyncResult         *result,
                                         GError              **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);

  if (!g_task_had_error (G_TASK (result)))
    _chess_library_service_emit_changed (self);
  return g_task_propagate_pointer (G_TASK (result), error);
}

/* ---- rebuilding ---- */

typedef struct {
  ChessLibraryRebuildProgress counts;
  GFile *aside;
} Rebuilt;

static void
rebuilt_free (Rebuilt *rebuilt)
{
  g_clear_object (&rebuilt->aside);
  g_free (rebuilt);
}

static void
rebuild_job (ChessLibraryService *self,
             GTask               *task,
             ChessLibrary        *library,
             gpointer             data)
{
  Rebuilt *rebuilt = g_new0 (Rebuilt, 1);
  GError *error = NULL;

  /* The worker's connection closes; the views' connections open anew
   * after "changed". */
  _chess_library_service_close_worker_library (self);
  if (!chess_library_rebuild (chess_library_service_get_path (self), NULL, NULL, &rebuilt->counts,
                              &rebuilt->aside, g_task_get_cancellable (task), &error))
    {
      rebuilt_free (rebuilt);
      /* The old file stays, and so does what made it unusable. */
      g_task_return_error (task, error);
      return;
    }
  /* The new library: the error goes (or says what is wrong now). */
  _chess_library_service_worker_library (self, NULL);
  g_task_return_pointer (task, rebuilt, (GDestroyNotify) rebuilt_free);
}

void
chess_library_service_rebuild_async (ChessLibraryService *self,
                                     GCancellable        *cancellable,
                                     GAsyncReadyCallback  callback,
                                     gpointer             user_data)
{
  g_return_if_fail (CHESS_IS_LIBRARY_SERVICE (self));
  _chess_library_service_push_job (self, rebuild_job, NULL, NULL, FALSE, cancellable,
                                   chess_library_service_rebuild_async, callback, user_data);
}

gboolean
chess_library_service_rebuild_finish (ChessLibraryService          *self,
                                      GAsyncResult                 *result,
                                      ChessLibraryRebuildProgress  *counts,
                                      GFile                       **aside,
                                      GError                      **error)
{
  Rebuilt *rebuilt;

  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  rebuilt = g_task_propagate_pointer (G_TASK (result), error);
  if (rebuilt == NULL)
    return FALSE;
  _chess_library_service_emit_changed (self);
  if (counts != NULL)
    *counts = rebuilt->counts;
  if (aside != NULL)
    *aside = g_steal_pointer (&rebuilt->aside);
  rebuilt_free (rebuilt);
  return TRUE;
}
