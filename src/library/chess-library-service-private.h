/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-library-service-private.h — what the service
 * (chess-library-service.c) and its import task
 * (chess-library-import-task.c) share. */
#pragma once

#include "chess-library-service.h"

G_BEGIN_DECLS

/* Runs func (holding `object`) in `context`, from any thread, later. */
void          _chess_library_service_run_in_context (GMainContext        *context,
                                                     GSourceFunc          func,
                                                     gpointer             object);
/* The context the service was made in, where its signals are emitted. */
GMainContext *_chess_library_service_get_context    (ChessLibraryService *self);
/* From any thread: the library can (error NULL; read-only or not) or
 * cannot be used. */
void          _chess_library_service_report_state   (ChessLibraryService *self,
                                                     const GError        *error,
                                                     gboolean             read_only);
/* The error makes the library unusable (damaged, foreign, too new). */
gboolean      _chess_library_service_is_unusable    (const GError        *error);
/* Cancelled when the service goes (for its threads). */
GCancellable *_chess_library_service_get_cancellable (ChessLibraryService *self);

/* A job: runs in the worker, with the worker's connection when it
 * needs one (else library is NULL), and returns its task. */
typedef void (*ChessLibraryServiceJobFunc) (ChessLibraryService *self, GTask *task, ChessLibrary *library,
                                            gpointer data);
/* Queues a job (data freed with destroy once it is done). */
void          _chess_library_service_push_job        (ChessLibraryService        *self,
                                                      ChessLibraryServiceJobFunc  func,
                                                      gpointer                    data,
                                                      GDestroyNotify              destroy,
                                                      gboolean                    needs_library,
                                                      GCancellable               *cancellable,
                                                      gpointer                    source_tag,
                                                      GAsyncReadyCallback         callback,
                                                      gpointer                    user_data);
/* In the worker: its connection, opened if need be (what the opening
 * finds is told to the main thread); and closed. */
ChessLibrary *_chess_library_service_worker_library  (ChessLibraryService  *self,
                                                      GError              **error);
void          _chess_library_service_close_worker_library (ChessLibraryService *self);
/* In the worker: a job failed.  Damage a query met (not the opening)
 * makes the library unusable too. */
void          _chess_library_service_fail            (ChessLibraryService *self,
                                                      GTask               *task,
                                                      GError              *error);
/* Emits "changed" (in the main thread). */
void          _chess_library_service_emit_changed   (ChessLibraryService *self);

G_END_DECLS
