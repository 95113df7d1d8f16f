/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-library-service.h — the application's way to its library of
 * games: every query and change runs in a worker thread with a connection
 * of its own, so the window never waits for SQLite.
 *
 * It is the one gateway to the library: it owns its path, every
 * connection to it and whether it can be used.  Jobs run one at a time
 * in the order given, on one connection opened at the first job; an
 * import, and a reader such as ChessLibraryModel, run beside them on
 * connections the service opens (SQLite's WAL lets them read meanwhile).  A library that cannot be opened (damaged,
 * another program's, from a newer version) makes "error" say why; it can
 * be moved aside for a new library.  "changed" tells the views that this
 * application added, removed or changed games. */
#pragma once

#include <gio/gio.h>

#include "chess-library.h"

G_BEGIN_DECLS

#define CHESS_TYPE_LIBRARY_SERVICE (chess_library_service_get_type ())
G_DECLARE_FINAL_TYPE (ChessLibraryService, chess_library_service, CHESS, LIBRARY_SERVICE, GObject)

/* path NULL: chess_library_default_path (). */
ChessLibraryService *chess_library_service_new            (const char          *path);
const char          *chess_library_service_get_path       (ChessLibraryService *self);

/* Why the library cannot be used (property "error"), or NULL. */
const GError        *chess_library_service_get_error      (ChessLibraryService *self);
/* The library can be read but not changed: its file or folder cannot be
 * written (property "read-only"); every change fails with
 * CHESS_LIBRARY_ERROR_READ_ONLY. */
gboolean             chess_library_service_get_read_only  (ChessLibraryService *self);
/* Property "started" (read-only, notified once): its worker has been given
 * a job.  Until then the service has read nothing and runs no thread. */
/* Opens the library in the worker when its file exists (soon after start:
 * a damaged file is found before anyone needs it), then checks the whole
 * file in the background: damaged bytes make "error" say so. */
void                 chess_library_service_check          (ChessLibraryService *self);
/* Moves the library aside (chess_library_move_aside) and starts a new one;
 * the finish gives the file's new name. */
void                 chess_library_service_move_aside_async  (ChessLibraryService *self,
                                                              GAsyncReadyCallback  callback,
                                                              gpointer             user_data);
GFile               *chess_library_service_move_aside_finish (ChessLibraryService *self,
                                                              GAsyncResult        *result,
                                                              GError             **error);

/* Makes a new library of the games that can be read from a damaged one
 * (chess_library_rebuild), in its place; the finish gives the counts and
 * the damaged file's new name.  On failure the library stays as it was. */
void                 chess_library_service_rebuild_async  (ChessLibraryService *self,
                                                           GCancellable        *cancellable,
                                                           GAsyncReadyCallback  callback,
                                                           gpointer             user_data);
gboolean             chess_library_service_rebuild_finish (ChessLibraryService          *self,
                                                           GAsyncResult                 *result,
                                                           ChessLibraryRebuildProgress  *counts,
                                                           GFile                       **aside,
                                                           GError                      **error);

/* A connection of its own for a reader in another thread (any thread may
 * call this); a library that cannot be used makes "error" say why. */
ChessLibrary        *chess_library_service_open_connection (ChessLibraryService  *self,
                                                            GError              **error);

/* Adds a game (its record is copied); the finish gives its id, or 0. */
void                 chess_library_service_add_async      (ChessLibraryService *self,
                                                           const ChessRecord   *record,
                                                           GAsyncReadyCallback  callback,
                                                           gpointer             user_data);
gint64               chess_library_service_add_finish     (ChessLibraryService *self,
                                                           GAsyncResult        *result,
                                                           GError             **error);

/* Removes the games of `ids` (gint64). */
void                 chess_library_service_remove_async   (ChessLibraryService *self,
                                                           GArray              *ids,
                                                           GAsyncReadyCallback  callback,
                                                           gpointer             user_data);
gboolean             chess_library_service_remove_finish  (ChessLibraryService *self,
                                                           GAsyncResult        *result,
                                                           GError             **error);

/* Sets tags of one game: `tags` maps names to values ("" removes one). */
void                 chess_library_service_set_tags_async (ChessLibraryService *self,
                                                           gint64               id,
                                                           GHashTable          *tags,
                                                           GAsyncReadyCallback  callback,
                                                           gpointer             user_data);
gboolean             chess_library_service_set_tags_finish (ChessLibraryService *self,
                                                            GAsyncResult        *result,
                                                            GError             **error);

/* The whole game (chess_record_free it). */
void                 chess_library_service_get_record_async  (ChessLibraryService *self,
                                                              gint64               id,
                                                              GAsyncReadyCallback  callback,
                                                              gpointer             user_data);
ChessRecord         *chess_library_service_get_record_finish (ChessLibraryService *self,
                                                              GAsyncResult        *result,
                                                              GError             **error);

/* The games of `ids` in our PGN export format, written to `file`
 * atomically; the finish gives how many were written. */
void                 chess_library_service_export_async   (ChessLibraryService *self,
                                                           GArray              *ids,
                                                           GFile               *file,
                                                           GCancellable        *cancellable,
                                                           GAsyncReadyCallback  callback,
                                                           gpointer             user_data);
guint64              chess_library_service_export_finish  (ChessLibraryService *self,
                                                           GAsyncResult        *result,
                                                           GError             **error);

/* The tree of a position: its moves (ChessLibraryTreeMove) and the first
 * `max_games` games that reach it (ChessLibraryGameInfo, g_free each:
 * see chess_library_game_info_copy; numbered by id). */
typedef struct {
  GArray *moves;
  GPtrArray *games;
} ChessTreeResult;

/* Empty, its games array ready (for other sources of trees). */
ChessTreeResult     *chess_tree_result_new                (void);
void                 chess_tree_result_free               (ChessTreeResult *result);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (ChessTreeResult, chess_tree_result_free)

void                 chess_library_service_tree_async     (ChessLibraryService *self,
                                                           const ChessPosition *position,
                                                           guint                max_games,
                                                           GCancellable        *cancellable,
                                                           GAsyncReadyCallback  callback,
                                                           gpointer             user_data);
ChessTreeResult     *chess_library_service_tree_finish    (ChessLibraryService *self,
                                                           GAsyncResult        *result,
                                                           GError             **error);

/* Runs func for task on a thread of its own (named `name`), not GLib's
 * shared pool: a job that may take minutes (an import, reading a big
 * file) would hold one of the pool's few threads, and opening, saving
 * and draft writes would queue behind it.  The task's result comes back
 * in its context as with g_task_run_in_thread. */
void                 chess_run_in_own_thread              (GTask               *task,
                                                           GTaskThreadFunc      func,
                                                           const char          *name);

/* ---- Import ---- */

#define CHESS_TYPE_LIBRARY_IMPORT (chess_library_import_get_type ())
G_DECLARE_FINAL_TYPE (ChessLibraryImport, chess_library_import, CHESS, LIBRARY_IMPORT, GObject)

/* Starts importing `file` (plain or .pgn.gz) on a connection of its own.
 * Properties "fraction", "games" and "errors" follow it (on the main
 * thread), "done" at the end. */
ChessLibraryImport  *chess_library_service_import         (ChessLibraryService *self,
                                                           GFile               *file);

GFile               *chess_library_import_get_file        (ChessLibraryImport *self);
double               chess_library_import_get_fraction    (ChessLibraryImport *self);
guint64              chess_library_import_get_games       (ChessLibraryImport *self);
guint64              chess_library_import_get_errors      (ChessLibraryImport *self);
gboolean             chess_library_import_get_done        (ChessLibraryImport *self);
/* Once done: why it stopped (G_IO_ERROR_CANCELLED after Cancel; the games
 * before stay imported), or NULL. */
const GError        *chess_library_import_get_error       (ChessLibraryImport *self);
/* The first diagnostics ("FILE:LINE:COLUMN: game N: message"), at most 20. */
GPtrArray           *chess_library_import_get_messages    (ChessLibraryImport *self);
void                 chess_library_import_cancel          (ChessLibraryImport *self);

G_END_DECLS
