/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-library-private.h — what the files of ChessLibrary share: the
 * connection, statement helpers, and the analysis of one game into the
 * rows that index it. */
#pragma once

#include <sqlite3.h>

#include "chess-library.h"
#include "chess-move-codec.h"

#define CHESS_LIBRARY_SCHEMA_VERSION 4
/* PRAGMA application_id: "ChLb". */
#define CHESS_LIBRARY_APPLICATION_ID 0x43684c62
/* Games per chunk of the bounds table, and words per game. */
#define CHESS_LIBRARY_BOUNDS_CHUNK 4096
#define CHESS_LIBRARY_BOUNDS_WORDS 6
/* Where the filters of the positions past the opening table begin. */
#define CHESS_LIBRARY_BOUNDS_FILTER 3
#define CHESS_LIBRARY_FILTER_WORDS 3
/* Home pawns of the start position, each leaving once. */
#define CHESS_LIBRARY_MAX_DEPARTURES 16

typedef struct _ChessLibraryDepartures ChessLibraryDepartures;

struct _ChessLibrary {
  GObject parent_instance;
  char *path;
  sqlite3 *db;
  gboolean read_only;        /* opened for reading only (chess-library-open.c) */
  /* Pawn-structure and material bounds of every game
   * (CHESS_LIBRARY_BOUNDS_WORDS words each, by id), read from the bounds
   * table when first needed and again when another connection has changed
   * the database (chess-library-bounds.c). */
  guint64 *bounds;
  gint64 bounds_games;       /* ids 0 … bounds_games - 1 */
  /* The games grouped by the set of their first n departures from home,
   * for the n searches asked for; and those no grouping places. */
  ChessLibraryDepartures *departures[CHESS_LIBRARY_MAX_DEPARTURES + 1];
  guint64 departure_uses;
  guint32 *always;
  guint n_always;
  gint64 bounds_version;     /* PRAGMA data_version when read */
  guint64 bounds_changes;    /* own writes when read */
  guint64 own_changes;       /* own committed writes */
  GHashTable *statements;    /* SQL text → its prepared statement, for those run often */
};

/* ---- SQLite helpers (chess-library.c) ---- */

/* Sets error from the connection's last failure (rc), naming what failed;
 * always returns FALSE. */
gboolean _chess_library_fail (ChessLibrary *self, int rc, const char *what, GError **error);
/* "There is no game number N": NOT_FOUND; returns FALSE. */
gboolean _chess_library_not_found (gint64 id, GError **error);
gboolean _chess_library_exec (ChessLibrary *self, const char *sql, GError **error);
/* The first column of the first row of sql, an integer (a PRAGMA, a count). */
gboolean _chess_library_read_int (ChessLibrary *self, const char *sql, gint64 *value, GError **error);
sqlite3_stmt *_chess_library_prepare (ChessLibrary *self, const char *sql, GError **error);
/* The same for a statement run again and again (once per name or game of
 * an import): prepared once and kept by the library.  Reset it after use,
 * never finalize it. */
sqlite3_stmt *_chess_library_prepare_cached (ChessLibrary *self, const char *sql, GError **error);
/* A blob column's bytes: never NULL (SQLite gives NULL for an empty blob). */
const guint8 *_chess_library_column_blob (sqlite3_stmt *stmt, int column, gsize *size);
/* READ_ONLY when the library was opened for reading only. */
gboolean _chess_library_check_writable (ChessLibrary *self, GError **error);
/* BEGIN IMMEDIATE (waits for other writers up to the busy timeout). */
gboolean _chess_library_begin (ChessLibrary *self, GError **error);
gboolean _chess_library_commit (ChessLibrary *self, GError **error);
void _chess_library_rollback (ChessLibrary *self);
/* The ids of what a game's row refers to, each kept once in its table:
 * its players' names, its place (the names of its event and site) and its
 * round.  The caches remember them over a batch. */
typedef struct {
  GHashTable *names;     /* name → id */
  GHashTable *rounds;    /* round → id */
  GHashTable *places;    /* event id << 32 | site id → id */
} ChessLibraryInterned;

typedef struct {
  gint64 white, black, place, round;   /* round 0: none ("?") */
} ChessLibraryRowIds;

void _chess_library_interned_init (ChessLibraryInterned *interned);
void _chess_library_interned_clear (ChessLibraryInterned *interned);

/* ---- One game, analysed for storage (chess-library-store.c) ---- */

/* A summary of a position made of quantities that only move one way as a
 * game goes on, so that a position can only lie between two plies of a
 * game whose summaries bracket its own (bits):
 *   0-15   home pawns still home (White's a2..h2, then Black's a7..h7)
 *   16-31  White's pawn progress: for relative ranks 4..7, the pawns on or
 *          beyond that rank plus the pawns gone (4 bits each; never falls:
 *          a pawn that advances adds, one captured moves from one term to
 *          the other)
 *   32-47  Black's, the same
 *   48-52  White's men, 53-57 Black's (never rise)
 * A side with more than 8 pawns (a set-up) breaks the rule: such a game is
 * never filtered out. */
typedef guint64 ChessLibrarySummary;
ChessLibrarySummary _chess_library_summary (const ChessPosition *pos);
/* TRUE if a game that holds `early` at one ply and `late` at a later one
 * can hold `target` between them. */
gboolean _chess_library_summary_between (ChessLibrarySummary early, ChessLibrarySummary target,
                                         ChessLibrarySummary late);
/* The bits a position sets in the Bloom filters of a game that holds it
 * (CHESS_LIBRARY_FILTER_WORDS words, as in bounds[CHESS_LIBRARY_BOUNDS_FILTER…]):
 * two of 128 for its pawn structure, two of 64 for its material. */
void _chess_library_filter_bits (const ChessPosition *pos, guint64 bits[CHESS_LIBRARY_FILTER_WORDS]);

/* The summary of the standard start position. */
ChessLibrarySummary _chess_library_summary_start (void);
/* The summary's home set alone: cheaper, and enough to tell that a game
 * has gone past a position (its home pawns only leave). */
guint _chess_library_home_pawns (const ChessPosition *pos);

/* The first time a position of the opening table occurs in a game, and
 * the move the game played from it (CHESS_MOVE_NONE: the game ended there). */
typedef struct {
  guint64 key;
  ChessMove move;
  guint8 ply;
} ChessLibraryOpeningEntry;

typedef struct {
  GByteArray *moves;          /* encoded main line */
  guint plies;
  ChessLibraryOpeningEntry opening[CHESS_LIBRARY_TREE_PLIES + 1];
  guint n_opening;
  /* bounds[0]: the summary at ply CHESS_LIBRARY_TREE_PLIES (the final one
   * if the game is shorter) and the CHESS_LIBRARY_BOUNDS_* flags;
   * bounds[1]: the summary of the final position (0 and 0: removed);
   * bounds[2]: the home pawns in the order they left (4 bits each, bit
   * index in the summary's home set, first in the low bits);
   * bounds[3..4]: a 128-bit Bloom filter of the pawn structures the game
   * holds from ply CHESS_LIBRARY_TREE_PLIES on, bounds[5] a 64-bit one of
   * its material (men of each kind but pawns) there (see
   * _chess_library_filter_bits). */
  guint64 bounds[CHESS_LIBRARY_BOUNDS_WORDS];
  gboolean start_black;       /* Black moves first (a set-up) */
} ChessLibraryAnalysis;

#define CHESS_LIBRARY_BOUNDS_SETUP (G_GUINT64_CONSTANT (1) << 63)      /* starts from a set-up */
#define CHESS_LIBRARY_BOUNDS_LONG (G_GUINT64_CONSTANT (1) << 62)       /* goes on past the opening table */
#define CHESS_LIBRARY_BOUNDS_UNFILTERED (G_GUINT64_CONSTANT (1) << 61) /* summaries do not apply */
#define CHESS_LIBRARY_BOUNDS_FLAGS (G_GUINT64_CONSTANT (7) << 61)

void _chess_library_analysis_init (ChessLibraryAnalysis *analysis);
void _chess_library_analysis_clear (ChessLibraryAnalysis *analysis);
/* Encodes and indexes a main line from start. */
void _chess_library_analyse (ChessLibraryAnalysis *analysis, const ChessPosition *start,
                             const ChessMove *moves, guint n_moves);
/* The same for a record's main line. */
void _chess_library_analyse_record (ChessLibraryAnalysis *analysis, const ChessRecord *record);

/* Decodes a stored game: its start (fen NULL: the standard one) into
 * *start and its moves into moves (an array of ChessMove, emptied first).
 * FALSE if the record is damaged. */
gboolean _chess_library_decode_game (const char *fen, const guint8 *data, gsize size,
                                     ChessPosition *start, GArray *moves);

/* The fields of the games table a record gives. */
typedef struct {
  const char *white, *black, *event, *site;
  int date;            /* CHESS_LIBRARY_DATE, unknown parts 0 */
  const char *round;   /* NULL for "?" */
  ChessResult result;
  int white_elo, black_elo;  /* 0 unknown */
  int eco;             /* 0..499, -1 unknown */
  char *fen;           /* NULL for the standard start */
  char *tags;          /* other tags, "name\x1fvalue\x1e"…, or NULL */
  char *annotations;   /* the game as PGN when it has more than a main line, or NULL */
} ChessLibraryGameFields;

void _chess_library_fields_from_record (ChessLibraryGameFields *fields, const ChessRecord *record);
void _chess_library_fields_clear (ChessLibraryGameFields *fields);
/* The ids a game's row refers to, added where new; FALSE on failure. */
gboolean _chess_library_row_ids (ChessLibrary *self, ChessLibraryInterned *interned,
                                 const ChessLibraryGameFields *fields, ChessLibraryRowIds *ids, GError **error);
/* Binds the columns of a game's row in their order in the games table,
 * white to extra, as ?1 … ?9 of stmt (NULL ones left unbound). */
/* A game's identity: chess_identity (an SQL function of chess-library.c,
 * the first 64 bits of a SHA-256) of its row's columns, the ids of its
 * names, round and place included; the same game stored again has the
 * same row, so the same identity.  Over the parameters of a row bound by
 * _chess_library_bind_row, and over a stored row's columns. */
#define CHESS_LIBRARY_IDENTITY_OF_PARAMETERS "chess_identity (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)"
#define CHESS_LIBRARY_IDENTITY_OF_COLUMNS \
  "chess_identity (white, black, place, date, round, info, white_elo, black_elo, extra, moves)"

void _chess_library_sql_identity (sqlite3_context *context, int argc, sqlite3_value **argv);
void _chess_library_bind_row (sqlite3_stmt *stmt, const ChessLibraryRowIds *ids,
                              const ChessLibraryGameFields *fields, guint plies);

/* A game's info column: its result, its ECO code (0 unknown, else 1 + the
 * code) and its length, one integer (3 bytes where three columns took 6). */
#define CHESS_LIBRARY_INFO(result, eco, plies) \
  ((gint64) (result) | (gint64) ((eco) + 1) << 2 | (gint64) (plies) << 11)
#define CHESS_LIBRARY_INFO_RESULT(info) ((ChessResult) ((info) & 3))
#define CHESS_LIBRARY_INFO_ECO(info) ((int) ((info) >> 2 & 511) - 1)
#define CHESS_LIBRARY_INFO_PLIES(info) ((int) ((info) >> 11))
/* The same in SQL (SQLite gives & and >> the same precedence). */
#define CHESS_LIBRARY_SQL_RESULT "(g.info & 3)"
#define CHESS_LIBRARY_SQL_ECO "((g.info >> 2) & 511)"   /* 1 + the code, 0 unknown */
#define CHESS_LIBRARY_SQL_PLIES "(g.info >> 11)"

/* A game's extra column: what few games have, its set-up position, its
 * other tags and its annotations, NULL when it has none of them: the FEN
 * on the first line, the tag lines ("name TAB value", escaped), an empty
 * line, then the annotations. */
char *_chess_library_extra_join (const char *fen, const char *tags, const char *annotations);
/* Each part newly allocated, NULL when empty. */
void _chess_library_extra_split (const char *extra, char **fen, char **tags, char **annotations);
/* The set-up position alone (newly allocated), or NULL. */
char *_chess_library_extra_fen (const char *extra);
/* Dates are stored as year << 9 | month << 5 | day, unknown parts 0:
 * ordered as the dates, and three bytes in a row where YYYYMMDD took four. */
#define CHESS_LIBRARY_DATE(year, month, day) ((year) << 9 | (month) << 5 | (day))
#define CHESS_LIBRARY_DATE_YEAR(date) ((date) >> 9)
int _chess_library_parse_date (const char *text);
void _chess_library_format_date (int date, char out[11]);
int _chess_library_parse_eco (const char *text);   /* -1 if not A00..E99 */
void _chess_library_format_eco (int eco, char out[4]);

/* Adds or takes away one game's opening entries in tree (a hash table of
 * the batch's changes, see chess-library-store.c) and flushes them. */
typedef struct _ChessLibraryTreeDelta ChessLibraryTreeDelta;
ChessLibraryTreeDelta *_chess_library_tree_delta_new (void);
void _chess_library_tree_delta_free (ChessLibraryTreeDelta *delta);
void _chess_library_tree_delta_add (ChessLibraryTreeDelta *delta, const ChessLibraryAnalysis *analysis,
                                    ChessResult result, int white_elo, int black_elo, int year, int sign);
gboolean _chess_library_tree_delta_flush (ChessLibrary *self, ChessLibraryTreeDelta *delta, GError **error);
/* The opening table's share of one game (its main line), added (sign +1)
 * or taken away (-1). */
void _chess_library_index_record (ChessLibraryTreeDelta *delta, const ChessRecord *record,
                                  const ChessLibraryGameFields *fields, int sign);

/* Stores one analysed game (inside a transaction); returns its id or 0.
 * A game whose identity (the SQL function chess_identity of its row) is
 * in the library already is not stored again: its id is returned and
 * writer->skipped set. */
typedef struct {
  sqlite3_stmt *insert;
  ChessLibraryInterned interned;
  GHashTable *players;   /* name id → its new games, for the batch */
  ChessLibraryTreeDelta *tree;
  GArray *bounds;        /* id and its CHESS_LIBRARY_BOUNDS_WORDS words, for each game to write */
  sqlite3_stmt *find;    /* the id of the game with a row's identity */
  gboolean skipped;      /* the last game added was in the library already */
} ChessLibraryWriter;

gboolean _chess_library_writer_init (ChessLibrary *self, ChessLibraryWriter *writer, GError **error);
gint64 _chess_library_writer_add (ChessLibrary *self, ChessLibraryWriter *writer,
                                  const ChessLibraryGameFields *fields, const ChessLibraryAnalysis *analysis,
                                  GError **error);
/* Writes the batch's tree changes and bounds; call before commit. */
gboolean _chess_library_writer_flush (ChessLibrary *self, ChessLibraryWriter *writer, GError **error);
void _chess_library_writer_clear (ChessLibraryWriter *writer);

/* ---- Each name's games (chess-library-players.c) ---- */

/* A batch of (name → its new games and sides) to append. */
GHashTable *_chess_library_players_batch_new (void);
void _chess_library_players_note (GHashTable *batch, gint64 name, gint64 id, ChessColor side);
/* Appends the batch's games (later than any in the lists) and empties it. */
gboolean _chess_library_players_append (ChessLibrary *self, GHashTable *batch, GError **error);
/* Adds or takes away one game played with side anywhere in a name's list. */
gboolean _chess_library_players_change (ChessLibrary *self, gint64 name, gint64 id, ChessColor side, gboolean add,
                                        GError **error);
/* The games, ascending and once each, that every name containing
 * folded_part played with one of sides (bit 1 << CHESS_WHITE, 1 << CHESS_BLACK). */
GArray *_chess_library_players_games (ChessLibrary *self, const char *folded_part, guint sides, GError **error);
/* Builds every list from the games table (a migration). */
gboolean _chess_library_players_build (ChessLibrary *self, GError **error);
/* For g_array_sort on gint64. */
gint _chess_library_compare_ids (gconstpointer a, gconstpointer b);

/* ---- The position index in memory (chess-library-bounds.c) ---- */

/* Makes sure self->bounds is current. */
gboolean _chess_library_load_bounds (ChessLibrary *self, GError **error);
void _chess_library_bounds_clear (ChessLibrary *self);

/* A game to replay, and the summary of its end. */
typedef struct {
  gint64 id;
  ChessLibrarySummary late;
} ChessLibraryCandidate;

/* The games whose bounds let them hold pos at a ply past min_ply
 * (CHESS_LIBRARY_TREE_PLIES, or -1: at any ply), in id order: an array of
 * ChessLibraryCandidate. */
GArray *_chess_library_bounds_candidates (ChessLibrary *self, const ChessPosition *pos, int min_ply);

/* ---- Positions (chess-library-tree.c) ---- */

/* Rebuilds the opening table and bounds from the games (after a change of
 * the position keys, or a migration). */
gboolean _chess_library_reindex (ChessLibrary *self, GError **error);
guint64 _chess_library_position_key (const ChessPosition *pos);
/* Ids of the games that reach pos at any ply, ascending: the first
 * max_ids of them (-1: all), the search stopping there. */
GArray *_chess_library_games_reaching (ChessLibrary *self, const ChessPosition *pos, gint64 max_ids,
                                       GCancellable *cancellable, GError **error);
