/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-openings.h — the ECO code and name of a position, from lichess's
 * CC0 table of openings (data/openings).
 *
 * Openings are matched by position, not by move order, so a transposition
 * gets its name too: each line of the table is played out and its final
 * position's key (placement, side to move, castling rights, and an
 * en-passant square only where the capture is legal — the key of the
 * repetition rule) is stored.  A position beyond the table is named after
 * the last named position on the way to it.
 *
 * The table is immutable once built, so it can be shared between threads.
 * The default one is built on first use; the app asks for it on a helper
 * thread (chess_opening_table_load_default_async) so start-up does not
 * wait for it. */
#pragma once

#include <gio/gio.h>
#include "chess-record.h"

G_BEGIN_DECLS

typedef struct {
  const char *eco;    /* "C50" */
  const char *name;   /* "Italian Game: Giuoco Piano" (English, as published) */
} ChessOpening;

typedef struct _ChessOpeningTable ChessOpeningTable;

ChessOpeningTable *chess_opening_table_new (void);
void chess_opening_table_free (ChessOpeningTable *table);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (ChessOpeningTable, chess_opening_table_free)

/* Adds the openings of one TSV volume: the header "eco name pgn"
 * (tab-separated; optional, and only as the first line), then one opening
 * a line: its ECO code (A00 to E99), its name, and its moves as SAN
 * movetext from the standard start.  A position that is already named
 * keeps its first name.  On a malformed line or an illegal move it stops with
 * G_IO_ERROR_INVALID_DATA naming source_name and the line; the openings
 * before it stay added. */
gboolean chess_opening_table_add_tsv (ChessOpeningTable *table, const char *data, gsize length,
                                      const char *source_name, GError **error);
gsize chess_opening_table_get_size (const ChessOpeningTable *table);

/* The opening of exactly this position, or NULL. */
const ChessOpening *chess_opening_table_lookup (const ChessOpeningTable *table,
                                                const ChessPosition *pos);
/* The opening of the position at `node` of record (NULL: the start), or
 * else of the last named position on the line that leads to it; NULL
 * when no position on that line is named. */
const ChessOpening *chess_opening_table_lookup_line (const ChessOpeningTable *table,
                                                     const ChessRecord *record,
                                                     const ChessNode *node);

/* The table of the five vendored volumes, built on the first call (from
 * any thread; later calls return at once). */
const ChessOpeningTable *chess_opening_table_get_default (void);
/* The same on a helper thread; _finish gives the table (never NULL
 * without an error; G_IO_ERROR_CANCELLED if cancelled). */
void chess_opening_table_load_default_async (GCancellable *cancellable,
                                             GAsyncReadyCallback callback, gpointer user_data);
const ChessOpeningTable *chess_opening_table_load_default_finish (GAsyncResult *result,
                                                                  GError **error);

G_END_DECLS
