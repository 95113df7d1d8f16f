/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-game-index.h — the games of a PGN file as a list model of
 * ChessGameItem that fills while a worker thread reads them (the
 * library's games are ChessLibraryModel's).
 *
 * The first rows come as soon as the worker has them (a few dozen games);
 * then rows are added in batches at most ten times a second, so that a
 * file of 100 000 games fills its list without holding up the window.
 * "fraction" says how far the reading has come, "complete" when it has
 * ended, and chess_game_index_get_error() why it ended early (a file cut
 * short, a read error: the games before are listed). */
#pragma once

#include <gio/gio.h>
#include "chess-gzip-index.h"

G_BEGIN_DECLS

#define CHESS_TYPE_GAME_INDEX (chess_game_index_get_type ())
G_DECLARE_FINAL_TYPE (ChessGameIndex, chess_game_index, CHESS, GAME_INDEX, GObject)

/* Starts reading `file` (plain or gzip) at once. */
ChessGameIndex *chess_game_index_new_for_file    (GFile                    *file);
/* The file. */
GFile          *chess_game_index_get_file        (ChessGameIndex *self);
/* Property "complete": the reading has ended (also when it failed). */
gboolean        chess_game_index_get_complete    (ChessGameIndex *self);
/* Property "fraction": from 0 to 1, how far the reading has come. */
double          chess_game_index_get_fraction    (ChessGameIndex *self);
/* Once complete: why the reading stopped early, or NULL. */
const GError   *chess_game_index_get_error       (ChessGameIndex *self);
/* Games the file's reader found errors in, so far. */
guint           chess_game_index_get_n_bad_games (ChessGameIndex *self);
/* Once complete, for a compressed file: the access points kept while it
 * was read, so that a game of it can be inflated alone (NULL for a plain
 * file). */
ChessGzipIndex *chess_game_index_get_access_points (ChessGameIndex *self);

G_END_DECLS
