/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-library.h — the user's library of games: one SQLite database.
 *
 * Games are stored with their tags and a compact move record (one byte a
 * move); an opening table holds, for every position of the first
 * CHESS_LIBRARY_TREE_PLIES plies of every game, the moves played from it
 * with their results, so the tree of an opening position is one index
 * lookup; positions beyond it are found by filtering on pawn structure and
 * material and replaying the few games that can hold them.
 *
 * The database is SQLite's: WAL mode, every write a transaction (an import
 * commits complete games in batches, so a killed import leaves complete
 * games only), safe to share between processes.  One ChessLibrary is one
 * connection: use it from one thread at a time (open another for a worker
 * thread).  GIO and SQLite only; no GTK. */
#pragma once

#include <gio/gio.h>

#include "chess-pgn.h"

G_BEGIN_DECLS

#define CHESS_LIBRARY_ERROR (chess_library_error_quark ())
GQuark chess_library_error_quark (void);

typedef enum {
  CHESS_LIBRARY_ERROR_FAILED,
  CHESS_LIBRARY_ERROR_DAMAGED,    /* not a database, or a damaged one */
  CHESS_LIBRARY_ERROR_FOREIGN,    /* a database, but not a library of ours */
  CHESS_LIBRARY_ERROR_TOO_NEW,    /* written by a newer version of the app */
  CHESS_LIBRARY_ERROR_DISK_FULL,
  CHESS_LIBRARY_ERROR_BUSY,       /* another process held the library too long */
  CHESS_LIBRARY_ERROR_NOT_FOUND,  /* no game with that id */
  CHESS_LIBRARY_ERROR_INVALID,    /* a bad argument: tag name, game record */
  CHESS_LIBRARY_ERROR_READ_ONLY,  /* opened for reading only: nothing can be changed */
  CHESS_LIBRARY_ERROR_NOT_A_FILE  /* a folder (or another thing that is not a file) where the file should be */
} ChessLibraryError;

/* Plies of each game whose positions the opening table holds. */
#define CHESS_LIBRARY_TREE_PLIES 20

#define CHESS_TYPE_LIBRARY (chess_library_get_type ())
G_DECLARE_FINAL_TYPE (ChessLibrary, chess_library, CHESS, LIBRARY, GObject)

/* $XDG_DATA_HOME/com.example.Chess/library.db (newly allocated). */
char *chess_library_default_path (void);

/* Opens the library at path, creating it (and its folder) if missing.
 * A file that is not a library of ours fails with DAMAGED, FOREIGN or
 * TOO_NEW and is left untouched (a folder there with NOT_A_FILE); see
 * chess_library_move_aside.  A library whose file or folder the user
 * cannot write is opened for reading only: every change then fails with
 * READ_ONLY (and one that would need a change to be read, an older
 * version to migrate, fails to open with READ_ONLY). */
ChessLibrary *chess_library_open (const char *path, GError **error);
gboolean chess_library_is_read_only (ChessLibrary *self);

/* Renames the library file at path (with its write-ahead log) to
 * path.damaged-YYYYMMDD-HHMMSS beside it, so a new library can be started
 * at path.  Returns the new name of the file. */
GFile *chess_library_move_aside (const char *path, GError **error);

/* Reads every page of the library (SQLite's quick_check; cancellable):
 * FALSE with DAMAGED, saying what was found, when bytes in it are
 * damaged.  A few seconds for a million games. */
gboolean chess_library_check (ChessLibrary *self, GCancellable *cancellable, GError **error);

typedef struct {
  guint64 done, total;  /* ids looked at, of the last id */
  guint64 saved;        /* games read and stored in the new library */
  guint64 lost;         /* games that could not be read */
} ChessLibraryRebuildProgress;

typedef void (*ChessLibraryRebuildFunc) (const ChessLibraryRebuildProgress *progress, gpointer user_data);

/* Makes a new library of every game that can be read from the damaged
 * one at path (no connection to it may be open here meanwhile), and puts
 * it in path's place; the damaged file is kept beside it as
 * path.damaged-YYYYMMDD-HHMMSS (*aside, may be NULL).  A rebuild that
 * fails or is cancelled leaves path as it was.  on_progress (may be
 * NULL) is called now and then, and with the final counts. */
gboolean chess_library_rebuild (const char *path, ChessLibraryRebuildFunc on_progress, gpointer user_data,
                                ChessLibraryRebuildProgress *progress, GFile **aside,
                                GCancellable *cancellable, GError **error);

const char *chess_library_get_path (ChessLibrary *self);
gint64 chess_library_count_games (ChessLibrary *self, GError **error);

/* ---- Adding and changing games ---- */

typedef struct {
  guint64 games;        /* games imported: stored, their batch committed */
  guint64 skipped;      /* games in the library already (the same tags and moves), not stored again */
  guint64 not_stored;   /* good games read whose batch was rolled back (a full disk, a damaged library) */
  guint64 errors;       /* errors reported (their games are not imported) */
  guint64 bytes_read;   /* of the input (compressed bytes for .gz) */
  guint64 bytes_total;  /* size of the input file, 0 if unknown */
  guint64 warnings;     /* warnings reported (their games are imported) */
} ChessLibraryImportProgress;

/* Called for each diagnostic, with the name of the file for its messages:
 * errors of a bad game (skipped) and warnings of any game (severity
 * CHESS_PGN_SEVERITY_WARNING; chess_pgn_diagnostic_format says
 * "warning:"); and about every 100 ms with the progress. */
typedef void (*ChessLibraryDiagnosticFunc) (const ChessPgnDiagnostic *diagnostic, const char *filename,
                                            gpointer user_data);
typedef void (*ChessLibraryProgressFunc) (const ChessLibraryImportProgress *progress, gpointer user_data);

/* Imports every game of a PGN file (plain or gzip-compressed).  Good
 * games are committed in batches; bad games are reported and skipped.
 * Cancelling keeps the games imported so far and fails with
 * G_IO_ERROR_CANCELLED.  A .pgn.gz cut short keeps the games before the
 * cut and fails with G_IO_ERROR_PARTIAL_INPUT; the game the cut falls
 * in, if any, is also reported, as an error of that game.  progress (may
 * be NULL) gets the final counts. */
gboolean chess_library_import_file (ChessLibrary *self, GFile *file,
                                    ChessLibraryDiagnosticFunc on_diagnostic,
                                    ChessLibraryProgressFunc on_progress, gpointer user_data,
                                    ChessLibraryImportProgress *progress,
                                    GCancellable *cancellable, GError **error);

/* The same from a stream (plain or gzip) already open: name is the file's
 * name for diagnostics, size its size in bytes (0 if unknown). */
gboolean chess_library_import_stream (ChessLibrary *self, GInputStream *stream, const char *name, guint64 size,
                                      ChessLibraryDiagnosticFunc on_diagnostic,
                                      ChessLibraryProgressFunc on_progress, gpointer user_data,
                                      ChessLibraryImportProgress *progress,
                                      GCancellable *cancellable, GError **error);

/* Adds one game (its main line, tags and annotations); returns its id, or 0. */
gint64 chess_library_add_record (ChessLibrary *self, const ChessRecord *record, GError **error);
gboolean chess_library_remove_game (ChessLibrary *self, gint64 id, GError **error);
/* Sets (value NULL: removes) one tag of a game.  Result can only be set to
 * a valid result; FEN and SetUp cannot be changed. */
gboolean chess_library_set_tag (ChessLibrary *self, gint64 id, const char *name, const char *value,
                                 GError **error);
/* The whole game, as it was added (annotations included). */
ChessRecord *chess_library_get_record (ChessLibrary *self, gint64 id, GError **error);

/* ---- Filters and queries ---- */

typedef struct {
  const char *white;      /* names contain this (case-insensitive), or NULL */
  const char *black;
  const char *player;     /* either side */
  int result;             /* a ChessResult, or -1 for any */
  int year_from, year_to; /* 0: open */
  int date_from, date_to; /* YYYYMMDD, 0: open; a date with unknown parts is its year's 0000 */
  int elo_from, elo_to;   /* both players' ratings within, 0: open */
  const char *eco_from;   /* "B20" … inclusive, or NULL */
  const char *eco_to;
  const ChessPosition *position; /* games that reach it at any ply, or NULL */
} ChessLibraryFilter;

#define CHESS_LIBRARY_FILTER_INIT { .result = -1 }

/* One game in a list. */
typedef struct {
  gint64 id;
  const char *event, *site, *date, *round, *white, *black; /* as in PGN ("?" unknown) */
  ChessResult result;
  int white_elo, black_elo;  /* 0 unknown */
  const char *eco;           /* "" unknown */
  int plies;
} ChessLibraryGameInfo;

/* A copy that owns its strings, in one block: g_free it. */
ChessLibraryGameInfo *chess_library_game_info_copy (const ChessLibraryGameInfo *info);

/* Calls func for each game that passes the filter, in id order; func
 * returns FALSE to stop.  The strings live until func returns. */
typedef gboolean (*ChessLibraryGameFunc) (const ChessLibraryGameInfo *info, gpointer user_data);
gboolean chess_library_find (ChessLibrary *self, const ChessLibraryFilter *filter,
                             ChessLibraryGameFunc func, gpointer user_data,
                             GCancellable *cancellable, GError **error);

/* One page of that list: the games from the offset-th (from 0) that passes
 * the filter, limit of them at most (-1: to the end).  A list view over a
 * library of a million games asks for the count, then for the pages it
 * shows: a player's 416 000 games are counted and paged without reading
 * them all. */
gboolean chess_library_find_range (ChessLibrary *self, const ChessLibraryFilter *filter,
                                   gint64 offset, gint64 limit,
                                   ChessLibraryGameFunc func, gpointer user_data,
                                   GCancellable *cancellable, GError **error);

/* The number of games that pass the filter, or -1 on failure. */
gint64 chess_library_count (ChessLibrary *self, const ChessLibraryFilter *filter,
                            GCancellable *cancellable, GError **error);

/* Writes the filtered games to stream in our PGN export format. */
gboolean chess_library_export (ChessLibrary *self, const ChessLibraryFilter *filter,
                               GOutputStream *stream, guint64 *n_games,
                               GCancellable *cancellable, GError **error);

/* ---- The tree of a position ---- */

typedef struct {
  ChessMove move;
  guint games;
  guint white_wins, draws, black_wins;  /* the rest of games were unfinished */
  int average_elo;   /* of the player who made the move, over games where known; 0 if none */
  int last_year;     /* 0 if no game has a year */
} ChessLibraryTreeMove;

/* The moves played from pos in the library's games, most played first
 * (then in move order); each game counts once, with the move it played
 * the first time it reached pos.  Positions match whatever the move order
 * (the half-move clock and move number do not matter, the en-passant
 * square only when a capture is possible).  An array of ChessLibraryTreeMove. */
GArray *chess_library_tree (ChessLibrary *self, const ChessPosition *pos,
                            GCancellable *cancellable, GError **error);

G_END_DECLS
