/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-file-tree.h — the opening tree of the games of one PGN file, for
 * the explorer when it looks at the open file instead of the library.
 *
 * A thread of its own reads every game's main line once (plain or
 * .pgn.gz); each query then replays them in a worker thread, matching positions as the
 * library does (whatever the move order; the move counters left out, the
 * en-passant square only when a capture is possible), and gives the moves
 * played from the position, with their results, and the first games that
 * reach it.  Games are numbered as in the file, from 1. */
#pragma once

#include <gio/gio.h>

#include "chess-library-service.h"

G_BEGIN_DECLS

#define CHESS_TYPE_FILE_TREE (chess_file_tree_get_type ())
G_DECLARE_FINAL_TYPE (ChessFileTree, chess_file_tree, CHESS, FILE_TREE, GObject)

/* Starts reading `file` at once. */
ChessFileTree   *chess_file_tree_new          (GFile               *file);

/* A query made while the file loads waits without holding a thread (the
 * load has one of its own) and is answered when the file is read, or at
 * once with G_IO_ERROR_CANCELLED when cancelled; the games listed are
 * ChessLibraryGameInfos numbered as in the file. */
void             chess_file_tree_query_async  (ChessFileTree       *self,
                                               const ChessPosition *position,
                                               guint                max_games,
                                               GCancellable        *cancellable,
                                               GAsyncReadyCallback  callback,
                                               gpointer             user_data);
ChessTreeResult *chess_file_tree_query_finish (ChessFileTree       *self,
                                               GAsyncResult        *result,
                                               GError             **error);

G_END_DECLS
