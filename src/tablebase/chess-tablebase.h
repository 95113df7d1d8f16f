/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-tablebase.h — Syzygy endgame tablebases, probed offline through
 * Debian's Fathom: the verdict of a position with few pieces and of each
 * of its legal moves, so the app can tell the known truth of an endgame. */

#pragma once

#include <gio/gio.h>

#include "chess-position.h"

G_BEGIN_DECLS

/* From the side to move; cursed wins and blessed losses are wins and
 * losses the fifty-move rule turns into draws, never folded into them. */
typedef enum {
  CHESS_TABLEBASE_LOSS = -2,
  CHESS_TABLEBASE_BLESSED_LOSS = -1,
  CHESS_TABLEBASE_DRAW = 0,
  CHESS_TABLEBASE_CURSED_WIN = 1,
  CHESS_TABLEBASE_WIN = 2
} ChessTablebaseVerdict;

typedef enum {
  CHESS_TABLEBASE_ERROR_NOT_COVERED,  /* more pieces than the tables, no table for the material, castling rights */
  CHESS_TABLEBASE_ERROR_NO_TABLES     /* the folders hold no table at all */
} ChessTablebaseError;

#define CHESS_TABLEBASE_ERROR (chess_tablebase_error_quark ())
GQuark chess_tablebase_error_quark (void);

/* One legal move: its verdict and DTZ for the side that plays it, i.e. the
 * position's verdict and DTZ if this move is chosen. */
typedef struct {
  ChessMove move;
  ChessTablebaseVerdict verdict;
  int dtz;
} ChessTablebaseMove;

/* DTZ (distance to zeroing: plies to the next capture or pawn move along
 * best play, which is not the shortest mate) is signed from the side to
 * move, as python-chess and lichess report it: positive when winning,
 * negative when losing, 0 for a draw.  A WDL-only set gives verdicts and
 * has_dtz false (every dtz 0) unless the position is a draw every move
 * keeps, which needs no DTZ table.  moves are sorted best first. */
typedef struct {
  ChessTablebaseVerdict verdict;
  int dtz;
  gboolean has_dtz;
  gboolean checkmate;   /* no legal move, in check: a loss */
  gboolean stalemate;   /* no legal move, no check: a draw */
  int n_moves;
  ChessTablebaseMove moves[CHESS_MAX_MOVES];
} ChessTablebaseResult;

void chess_tablebase_result_free (ChessTablebaseResult *result);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (ChessTablebaseResult, chess_tablebase_result_free)

/* "win", "cursed win", … translated. */
const char *chess_tablebase_verdict_name (ChessTablebaseVerdict verdict);

#define CHESS_TYPE_TABLEBASE (chess_tablebase_get_type ())
G_DECLARE_FINAL_TYPE (ChessTablebase, chess_tablebase, CHESS, TABLEBASE, GObject)

ChessTablebase *chess_tablebase_new (void);

/* paths: folders separated by G_SEARCHPATH_SEPARATOR.  Finding no table
 * is no error (the count says so); false only for an unusable path list.
 * The object may be opened again on other folders while it is probed;
 * "changed" follows every opening. */
gboolean chess_tablebase_open (ChessTablebase *self, const char *paths, GError **error);
/* The same on a worker thread (the folders are read there); "changed" is
 * emitted by _finish. */
void chess_tablebase_open_async (ChessTablebase *self, const char *paths,
                                 GCancellable *cancellable, GAsyncReadyCallback callback,
                                 gpointer user_data);
gboolean chess_tablebase_open_finish (ChessTablebase *self, GAsyncResult *result, GError **error);
char *chess_tablebase_dup_paths (ChessTablebase *self);
guint chess_tablebase_get_n_tables (ChessTablebase *self);      /* WDL tables found */
guint chess_tablebase_get_n_dtz_tables (ChessTablebase *self);
guint chess_tablebase_get_largest (ChessTablebase *self);       /* most pieces a table covers */
/* "35 tables, up to 4 pieces" (", without DTZ" for a WDL-only set;
 * "No tables found"), translated. */
char *chess_tablebase_describe (ChessTablebase *self);
/* Whether a probe of `position` could be answered: tables are open, the
 * pieces are few enough, no castling rights (a table may still be
 * missing: the probe then fails).  Cheap, no disk. */
gboolean chess_tablebase_covers (ChessTablebase *self, const ChessPosition *position);

/* Signal: "changed" — the object was opened (again). */

/* Blocks on the disk: for tools and worker threads. */
ChessTablebaseResult *chess_tablebase_probe (ChessTablebase *self, const ChessPosition *position,
                                             GError **error);
/* On a worker thread; the main loop never waits for the disk. */
void chess_tablebase_probe_async (ChessTablebase *self, const ChessPosition *position,
                                  GCancellable *cancellable, GAsyncReadyCallback callback,
                                  gpointer user_data);
ChessTablebaseResult *chess_tablebase_probe_finish (ChessTablebase *self, GAsyncResult *result,
                                                    GError **error);

/* The one probe a caller keeps running, in `*probe`: the one running
 * cancelled and forgotten (cancel), or replaced by a probe of `position`
 * (again), whose callback gets G_IO_ERROR_CANCELLED once a newer probe
 * or a cancel replaced it. */
void chess_tablebase_cancel_probe (GCancellable **probe);
void chess_tablebase_probe_again (ChessTablebase *self, const ChessPosition *position,
                                  GCancellable **probe, GAsyncReadyCallback callback,
                                  gpointer user_data);

G_END_DECLS
