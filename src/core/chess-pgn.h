/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-pgn.h — reading and writing PGN (Portable Game Notation).
 *
 * The reader streams: it pulls bytes through a callback (or reads a memory
 * block), so memory does not depend on the size of the file.  Each call of
 * chess_pgn_reader_next_game returns one game as a ChessRecord plus the
 * diagnostics for that game; a bad game keeps the moves before its first
 * error and reading goes on with the next game (after its termination
 * marker, or at a '[' that starts a line: a game may lack its marker).
 * chess_pgn_reader_scan_game skips a game without building its tree and
 * fills an index entry; it finds exactly the games the reader finds.
 *
 * Text is UTF-8: a tag value or comment that is not valid UTF-8 is taken
 * as Latin-1 and converted.  Line breaks in comments become spaces, and
 * comments after one move are joined into one, without the embedded
 * commands, which go to the node's fields.
 *
 * The writer produces the PGN export format for one game at a time.
 * Plain C17, libc only. */
#pragma once

#include <stdio.h>
#include "chess-record.h"

/* Size limits; exceeding one is reported and the game is abandoned. */
#define CHESS_PGN_MAX_TAG_VALUE  (64 * 1024)   /* bytes in a tag value */
#define CHESS_PGN_MAX_TAG_NAME   63            /* bytes in a tag name */
#define CHESS_PGN_MAX_TAGS       1024          /* tag pairs per game */
#define CHESS_PGN_MAX_COMMENT    (1024 * 1024) /* bytes in one comment */
#define CHESS_PGN_MAX_DEPTH      256           /* nesting depth of variations */
#define CHESS_PGN_MAX_NODES      200000        /* moves per game, variations included */
#define CHESS_PGN_MAX_GAME_TEXT  (8 * 1024 * 1024) /* bytes of all comments of one game */

/* ------------------------------------------------------------------ */
/* Diagnostics                                                         */

typedef enum {
  CHESS_PGN_ERROR_SYNTAX = 1,      /* unexpected character or token */
  CHESS_PGN_ERROR_NOT_A_MOVE,      /* a symbol in movetext that is no move */
  CHESS_PGN_ERROR_ILLEGAL_MOVE,
  CHESS_PGN_ERROR_AMBIGUOUS_MOVE,
  CHESS_PGN_ERROR_BAD_FEN,         /* FEN tag that does not describe a legal position */
  CHESS_PGN_ERROR_UNSUPPORTED,     /* Variant tag names a game other than chess / Chess960 */
  CHESS_PGN_ERROR_UNTERMINATED,    /* string, comment or variation left open */
  CHESS_PGN_ERROR_LIMIT,           /* one of the CHESS_PGN_MAX_* limits exceeded */
  CHESS_PGN_ERROR_IO,              /* the read callback reported an error */
  CHESS_PGN_ERROR_TRUNCATED,       /* the read callback said the input was cut short */
  CHESS_PGN_WARNING_REPAIRED       /* (warning) read as its writer meant, after a repair */
} ChessPgnErrorKind;

/* An error loses something: the game keeps what was read before it (or,
 * in a variation, the main line goes on without the rest of that
 * variation) and its status is CHESS_PGN_GAME_ERRORS.  A warning says
 * that the reader repaired or doubted something but lost nothing of what
 * the writer meant (an impossible castling right in a FEN tag dropped, a
 * wrong check sign, a tag given twice); a game with warnings only is
 * CHESS_PGN_GAME_OK. */
typedef enum {
  CHESS_PGN_SEVERITY_ERROR = 0,
  CHESS_PGN_SEVERITY_WARNING
} ChessPgnSeverity;

typedef struct {
  ChessPgnErrorKind kind;
  ChessPgnSeverity severity;
  unsigned line;       /* 1-based */
  uint64_t column;     /* 1-based, in bytes of the input line (lines may be longer than 4 GiB) */
  uint64_t offset;     /* byte offset in the input */
  size_t game;         /* 1-based number of the game in the input */
  char message[256];   /* translated; names the token and why, e.g. "illegal move 12... Nf3" */
} ChessPgnDiagnostic;

/* "FILE:LINE:COLUMN: game N: message", or "…: game N: warning: message",
 * (no newline) into out; returns the length it needed, like snprintf.
 * filename NULL or "" gives "<input>". */
size_t chess_pgn_diagnostic_format (const ChessPgnDiagnostic *diagnostic, const char *filename,
                                    char *out, size_t size);

/* ------------------------------------------------------------------ */
/* Reader                                                              */

/* Pull callback: fill buf with up to max bytes; return the count, 0 at the
 * end of the input, CHESS_PGN_READ_ERROR on an I/O error, or
 * CHESS_PGN_READ_TRUNCATED when the input ends where it cannot (a
 * compressed stream cut short).  Either failure ends the input; the game
 * being read gets a diagnostic and the games before it are whole. */
typedef size_t (*ChessPgnReadFunc) (void *user_data, char *buf, size_t max);
#define CHESS_PGN_READ_ERROR ((size_t) -1)
#define CHESS_PGN_READ_TRUNCATED ((size_t) -2)

typedef struct ChessPgnReader ChessPgnReader;

ChessPgnReader *chess_pgn_reader_new (ChessPgnReadFunc read, void *user_data);
/* Reads from memory, without copying; data must outlive the reader. */
ChessPgnReader *chess_pgn_reader_new_memory (const char *data, size_t length);
/* Reads a stdio stream (not closed by the reader). */
ChessPgnReader *chess_pgn_reader_new_file (FILE *file);
void chess_pgn_reader_free (ChessPgnReader *reader);

/* For a source that starts in the middle of a file (opened at an index
 * entry's offset): where it starts, so offsets, lines and game numbers in
 * diagnostics and index entries are those of the whole file.  Call before
 * the first read. */
void chess_pgn_reader_set_origin (ChessPgnReader *reader, uint64_t offset, unsigned line, size_t game);
/* True once the read callback has reported an error or a truncated input
 * (the game being read then also gets a CHESS_PGN_ERROR_IO or
 * CHESS_PGN_ERROR_TRUNCATED diagnostic). */
bool chess_pgn_reader_had_io_error (const ChessPgnReader *reader);

typedef enum {
  CHESS_PGN_END = 0,     /* no more games (out untouched) */
  CHESS_PGN_GAME_OK,     /* a game without errors (it may have warnings) */
  CHESS_PGN_GAME_ERRORS  /* a game with errors; it holds what was read before the first one */
} ChessPgnStatus;

/* Reads the next game.  *out gets a new record (free with
 * chess_record_free) for both GAME_* results; out may be NULL to check
 * moves without keeping the game (faster).  An unsupported variant gives
 * GAME_ERRORS with the tags and no moves.  record->result comes from the
 * termination marker (without one, from the Result tag) and a Result tag
 * is set to match it; a valid FEN tag is rewritten in the core's FEN
 * spelling with SetUp "1", and Variant Chess960 sets start.chess960. */
ChessPgnStatus chess_pgn_reader_next_game (ChessPgnReader *reader, ChessRecord **out);

/* Whether a Variant tag's value names Chess960 as the reader takes it
 * ("Chess960", "chess 960", "Fischerandom", "FRC"…): what sets
 * start.chess960 of a game read, for those that store games and rebuild
 * them.  value may be NULL (no Variant tag: false). */
bool chess_pgn_variant_is_chess960 (const char *value);

/* The next game without its move tree, for readers that want a game's
 * tags and main line only (a database import): several times faster than
 * chess_pgn_reader_next_game, which allocates a node per move.  The game
 * is read and checked exactly as chess_pgn_reader_next_game reads it —
 * the same status, diagnostics, tags, start position, result and main
 * line — but comments, NAGs and variations are dropped, unless flags has
 * CHESS_PGN_MAIN_LINE_TREE_IF_ANNOTATED: then a game that has any gets its
 * whole tree in its record, as chess_pgn_reader_next_game gives it. */
enum {
  CHESS_PGN_MAIN_LINE_DEFAULT = 0,
  CHESS_PGN_MAIN_LINE_TREE_IF_ANNOTATED = 1 << 0
};

typedef struct {
  ChessRecord *record;      /* new (free with chess_record_free): tags, start and result;
                             * its tree is empty unless built for an annotated game */
  const ChessMove *moves;   /* the main line; the reader's, valid until its next call */
  size_t n_moves;
  bool annotated;           /* the movetext had comments, NAGs or variations */
} ChessPgnMainLine;

/* out is untouched at CHESS_PGN_END. */
ChessPgnStatus chess_pgn_reader_next_main_line (ChessPgnReader *reader, unsigned flags, ChessPgnMainLine *out);

/* The diagnostics (errors and warnings) of the game just read (or
 * scanned), in the order of the input; valid until the next call on the
 * reader. */
const ChessPgnDiagnostic *chess_pgn_reader_get_diagnostics (const ChessPgnReader *reader, size_t *n_diagnostics);

/* What the last read or scanned game was: its number and where it began. */
size_t chess_pgn_reader_get_game_number (const ChessPgnReader *reader);   /* 1-based */
uint64_t chess_pgn_reader_get_game_offset (const ChessPgnReader *reader); /* byte of its first token */
unsigned chess_pgn_reader_get_game_line (const ChessPgnReader *reader);
unsigned chess_pgn_reader_get_game_plies (const ChessPgnReader *reader);  /* main-line moves read */
/* The position after the last main-line move read (also with out == NULL). */
const ChessPosition *chess_pgn_reader_get_final_position (const ChessPgnReader *reader);

/* Index of a file: one entry per game, built by scanning (syntax only,
 * moves are counted, not checked; no tree is built). */
typedef enum {
  CHESS_PGN_ROSTER_EVENT = 0,
  CHESS_PGN_ROSTER_SITE,
  CHESS_PGN_ROSTER_DATE,
  CHESS_PGN_ROSTER_ROUND,
  CHESS_PGN_ROSTER_WHITE,
  CHESS_PGN_ROSTER_BLACK,
  CHESS_PGN_ROSTER_RESULT,
  CHESS_PGN_ROSTER_COUNT
} ChessPgnRosterTag;

typedef struct {
  uint64_t offset;      /* byte offset of the game's first token */
  unsigned line;        /* its line */
  size_t game;          /* 1-based game number */
  const char *roster[CHESS_PGN_ROSTER_COUNT]; /* tag values, UTF-8, "?" (Date "????.??.??", Result "*") when absent */
  const char *eco;      /* the ECO tag, "" when absent: what a game list shows beside the roster */
  unsigned white_elo;   /* WhiteElo, BlackElo: 0 when absent or not a number */
  unsigned black_elo;
  ChessResult result;   /* from the termination marker */
  unsigned plies;       /* main-line moves */
  bool has_setup;       /* a FEN tag: starts from another position */
  bool has_errors;      /* syntax errors seen while scanning */
  char *storage_;       /* private: one block that holds the strings */
} ChessPgnIndexEntry;

/* Scans the next game into entry, which must be zeroed before the first
 * call (its old strings are freed).  Returns false at the end. */
bool chess_pgn_reader_scan_game (ChessPgnReader *reader, ChessPgnIndexEntry *entry);
void chess_pgn_index_entry_clear (ChessPgnIndexEntry *entry); /* frees its strings */

/* Convenience: reads every game of a memory block.  Returns the number of
 * games; *games (may be NULL) gets a malloc'd array of records, *diagnostics
 * (may be NULL) a malloc'd array of all diagnostics.  Free each record, then
 * the arrays, with free(). */
size_t chess_pgn_read_string (const char *data, size_t length,
                              ChessRecord ***games,
                              ChessPgnDiagnostic **diagnostics, size_t *n_diagnostics);

/* ------------------------------------------------------------------ */
/* Writer                                                              */

typedef struct {
  char *data;       /* NUL-terminated */
  size_t length;
  size_t capacity;
} ChessPgnBuffer;

void chess_pgn_buffer_init (ChessPgnBuffer *buffer);
void chess_pgn_buffer_clear (ChessPgnBuffer *buffer);  /* frees the data */
void chess_pgn_buffer_append (ChessPgnBuffer *buffer, const char *text, size_t length);
void chess_pgn_buffer_append_char (ChessPgnBuffer *buffer, char c);

enum {
  CHESS_PGN_WRITE_DEFAULT = 0,
  CHESS_PGN_WRITE_NO_COMMENTS = 1 << 0,   /* also drops clock/eval/arrow commands */
  CHESS_PGN_WRITE_NO_VARIATIONS = 1 << 1,
  CHESS_PGN_WRITE_NO_NAGS = 1 << 2
};

/* Appends one game in export format to out: tags (Seven Tag Roster first),
 * a blank line, movetext wrapped at 79 columns, the result, and a blank
 * line — so games can be concatenated or appended to a file as they are.
 * The Result tag is written from record->result.  A start position other
 * than the standard one (or Chess960) is written as SetUp "1" and FEN from
 * record->start, plus Variant "Chess960" when the record has no Variant
 * tag; otherwise the record's own FEN/SetUp tags are written as they are. */
void chess_pgn_write_record (const ChessRecord *record, unsigned flags, ChessPgnBuffer *out);
/* The same with `n_extra` more tags after the record's own (roster names
 * and invalid names are skipped): facts about the game that are not part
 * of it, such as the exact clock of a draft, never enter the record. */
void chess_pgn_write_record_with_tags (const ChessRecord *record, const ChessTag *extra, size_t n_extra,
                                       unsigned flags, ChessPgnBuffer *out);
/* The same as a malloc'd NUL-terminated string; *length may be NULL. */
char *chess_pgn_record_to_string (const ChessRecord *record, unsigned flags, size_t *length);

/* ------------------------------------------------------------------ */
/* Annotation symbols                                                  */

/* How players read a NAG: "!", "?!", "±", "∞", "⩲", "+−", …; NULL for a
 * NAG with no symbol (written as $n). */
const char *chess_nag_symbol (int nag);
/* The NAG a symbol means, as typed or read ("!", "!?", "+=", "+/=", "⩲",
 * "inf", "∞", "=", …); 0 for none. */
int chess_nag_from_symbol (const char *symbol, size_t length);
/* NAGs 1–6 judge the move (!, ?, !!, ??, !?, ?!); 10–21 the position. */
bool chess_nag_is_move_assessment (int nag);
bool chess_nag_is_position_assessment (int nag);
