/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-library-service-repair.c — the service's part in a library that
 * cannot be used as it is: opening it at start, moving it aside. */
#include "config.h"

#include "chess-library-service-private.h"

static void
check_job (ChessLibraryService *self,
           GTask               *task,
           ChessLibrary        *library,
           gpointer             data)
{
  GError *error = NULL;

  if (g_file_test (chess_library_service_get_path (self), G_FILE_TEST_EXISTS)
      && _chess_library_service_worker_library (self, &error) == NULL)
    _chess_library_service_fail (self, task, error);
  else
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
