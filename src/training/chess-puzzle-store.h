/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-puzzle-store.h — lichess's puzzles in SQLite, with what the solver
 * did: the import (streaming, batches, progress, Cancel, no duplicates
 * when run again), the choice of the next puzzle, attempts and the
 * repetitions that are due.
 *
 * Its own database file in the app's data folder, beside the games
 * library: the library's schema is another room's and changes on its own
 * schedule, 4 million puzzles would swell every backup and VACUUM of the
 * games, and deleting the puzzles is then deleting one file.
 *
 * Themes are a bit set (two 64-bit columns, a bit per theme name in the
 * `theme` table, as many as 128): a join table would cost more than the
 * puzzles themselves on disk, and the chooser walks the rating index and
 * tests the bits, which stays fast even for rare themes. */
#pragma once

#include <gio/gio.h>

#include "chess-fsrs.h"
#include "chess-glicko2.h"
#include "chess-puzzle.h"

G_BEGIN_DECLS

typedef struct _ChessPuzzleStore ChessPuzzleStore;

/* The default file: $XDG_DATA_HOME/APP_ID/puzzles.db (newly allocated). */
char *chess_puzzle_store_default_path (void);

/* Opens (creating the tables when new) the database at path; ":memory:"
 * for one in memory. */
ChessPuzzleStore *chess_puzzle_store_open (const char *path, GError **error);
void chess_puzzle_store_free (ChessPuzzleStore *store);

typedef struct {
  guint64 rows;      /* good rows read */
  guint64 added;     /* new puzzles (rows already there are skipped) */
  guint bad_rows;    /* reported by the reader, see reports */
  GPtrArray *reports;/* "line N: why", owned by the caller when set */
} ChessPuzzleImportStats;

/* Called after every committed batch, from the importing thread. */
typedef void (*ChessPuzzleImportProgress) (const ChessPuzzleImportStats *stats,
                                           goffset bytes_read, gpointer user_data);

/* Reads stream (plain or Zstandard) into the store, one transaction per
 * batch; cancelled, the batches committed stay and a second run adds only
 * what is missing (PuzzleId is the key).  Synchronous: run it in a thread.
 * stats may be NULL; its reports are set only when it is not. */
gboolean chess_puzzle_store_import (ChessPuzzleStore *store, GInputStream *stream,
                                    GCancellable *cancellable,
                                    ChessPuzzleImportProgress progress, gpointer user_data,
                                    ChessPuzzleImportStats *stats, GError **error);

/* Adds puzzles made here (from games) in one transaction; those already
 * in the store are left as they are.  How many were new, or -1 with error. */
int chess_puzzle_store_add (ChessPuzzleStore *store, ChessPuzzle *const *puzzles, guint n_puzzles,
                            GError **error);

/* Whether the file at `path` was imported whole when it had this size
 * and modification time; and saying it was. */
gboolean chess_puzzle_store_has_source (ChessPuzzleStore *store, const char *path, gint64 size, gint64 mtime);
void chess_puzzle_store_set_source (ChessPuzzleStore *store, const char *path, gint64 size, gint64 mtime);

guint64 chess_puzzle_store_count (ChessPuzzleStore *store);
/* The puzzle with this PuzzleId into *puzzle; FALSE if none. */
gboolean chess_puzzle_store_get (ChessPuzzleStore *store, const char *id, ChessPuzzle *puzzle);

/* The next puzzle for a solver rated `rating`: a repetition due at `now`
 * (seconds since the epoch) first, else one rated near it (within ±100,
 * widening when none is left) that has at least one of `themes` (NULL or
 * empty: any) and was not tried in the last `recent_seconds`.  FALSE when
 * the store has no such puzzle. */
gboolean chess_puzzle_store_choose (ChessPuzzleStore *store, double rating,
                                    const char *const *themes, gint64 now,
                                    gint64 recent_seconds, ChessPuzzle *puzzle);

/* An attempt, kept for "tried recently" and the history. */
void chess_puzzle_store_record_attempt (ChessPuzzleStore *store, const char *id,
                                        gboolean solved, gint64 when);
/* The FSRS card of a puzzle on the repetitions into *card; FALSE (and a
 * card never reviewed) when it is not on them. */
gboolean chess_puzzle_store_get_card (ChessPuzzleStore *store, const char *id, ChessFsrsCard *card);
/* Puts the puzzle on the repetitions with this card: it comes back at
 * card->due. */
void chess_puzzle_store_set_card (ChessPuzzleStore *store, const char *id, const ChessFsrsCard *card);
/* Takes the puzzle off the repetitions. */
void chess_puzzle_store_drop_card (ChessPuzzleStore *store, const char *id);

/* The solver's rating history: one entry after each puzzle. */
void chess_puzzle_store_save_rating (ChessPuzzleStore *store, gint64 when,
                                     const ChessGlicko2Rating *rating);
/* The latest rating, or Glicko-2's defaults for a new solver. */
ChessGlicko2Rating chess_puzzle_store_load_rating (ChessPuzzleStore *store);
/* The ratings since `since`, oldest first, as ChessGlicko2Rating in a GArray. */
GArray *chess_puzzle_store_rating_history (ChessPuzzleStore *store, gint64 since);
/* Attempts at puzzles with this theme, and how many were solved. */
void chess_puzzle_store_theme_success (ChessPuzzleStore *store, const char *theme,
                                       guint *tried, guint *solved);

/* How often the puzzle was tried. */
guint chess_puzzle_store_count_attempts (ChessPuzzleStore *store, const char *id);
/* Repetitions due at `now`. */
guint chess_puzzle_store_count_due (ChessPuzzleStore *store, gint64 now);
/* Every theme name the store's puzzles have, sorted (a new GStrv). */
GStrv chess_puzzle_store_list_themes (ChessPuzzleStore *store);

/* PuzzleId ↔ the integer key of a row: letters and digits, at most 10. */
gboolean chess_puzzle_id_to_key (const char *id, gint64 *key);
char *chess_puzzle_key_to_id (gint64 key);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ChessPuzzleStore, chess_puzzle_store_free)

G_END_DECLS
