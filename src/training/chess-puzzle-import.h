/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-puzzle-import.h — a puzzle file (lichess's CSV, plain or .csv.zst)
 * read into the puzzle store on a thread of its own, with progress and
 * Cancel, so the window never waits for it.
 *
 * A file imported before and unchanged since (same size and time) is not
 * read again when it is large: lichess's whole database takes a minute.
 * A small file (at most CHESS_PUZZLE_IMPORT_QUEUE_MAX rows — a file of
 * puzzles from one's own games, say) is read every time, and its ids are
 * given in its order, so the trainer can give its puzzles first. */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

#define CHESS_PUZZLE_IMPORT_QUEUE_MAX 1000

#define CHESS_TYPE_PUZZLE_IMPORT (chess_puzzle_import_get_type ())
G_DECLARE_FINAL_TYPE (ChessPuzzleImport, chess_puzzle_import, CHESS, PUZZLE_IMPORT, GObject)

/* Starts importing `file` into the store at `store_path` (a connection of
 * its own); properties "fraction", "rows", "bad-rows" follow it on the
 * thread that made it, "done" at the end. */
ChessPuzzleImport *chess_puzzle_import_new (const char *store_path, GFile *file);

GFile *chess_puzzle_import_get_file (ChessPuzzleImport *self);
double chess_puzzle_import_get_fraction (ChessPuzzleImport *self);
/* Good rows read so far, and rows skipped as bad. */
guint64 chess_puzzle_import_get_rows (ChessPuzzleImport *self);
guint chess_puzzle_import_get_bad_rows (ChessPuzzleImport *self);
gboolean chess_puzzle_import_get_done (ChessPuzzleImport *self);
/* Once done: puzzles new to the store; whether the file was skipped as
 * imported before. */
guint64 chess_puzzle_import_get_added (ChessPuzzleImport *self);
gboolean chess_puzzle_import_get_skipped (ChessPuzzleImport *self);
/* Once done: why it stopped (G_IO_ERROR_CANCELLED after Cancel; what was
 * read before stays), or NULL. */
const GError *chess_puzzle_import_get_error (ChessPuzzleImport *self);
/* Once done: the first reasons for bad rows ("line N: why"). */
GPtrArray *chess_puzzle_import_get_reports (ChessPuzzleImport *self);
/* Once done: the file's ids in its order when it is small, else NULL. */
const char *const *chess_puzzle_import_get_ids (ChessPuzzleImport *self);
void chess_puzzle_import_cancel (ChessPuzzleImport *self);

G_END_DECLS
