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
/* From any thread: the library can (error NULL) or cannot be used. */
void          _chess_library_service_report_state   (ChessLibraryService *self,
                                                     const GError        *error);
/* The error makes the library unusable (damaged, foreign, too new). */
gboolean      _chess_library_service_is_unusable    (const GError        *error);
/* Emits "changed" (in the main thread). */
void          _chess_library_service_emit_changed   (ChessLibraryService *self);

G_END_DECLS
