/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-puzzle.h — one puzzle of lichess's database and the streaming
 * reader of its CSV file (plain or .csv.zst as lichess ships it):
 *
 *   PuzzleId,FEN,Moves,Rating,RatingDeviation,Popularity,NbPlays,Themes,GameUrl,OpeningTags
 *
 * FEN is the position before the opponent's move; Moves (UCI) is that move,
 * then the solution, alternating with the replies, ending with the solver's
 * move.  A bad row is reported by its line number and skipped; only an I/O
 * or decompression fault ends the file. */
#pragma once

#include <gio/gio.h>

#include "chess-position.h"

G_BEGIN_DECLS

/* Lichess's longest solutions are far shorter (at most about 20 plies). */
#define CHESS_PUZZLE_MAX_MOVES 64

typedef struct {
  char *id;
  char *fen;                 /* as read: the position before the opponent's move */
  ChessPosition start;       /* that position */
  ChessMove moves[CHESS_PUZZLE_MAX_MOVES];
  guint n_moves;             /* even, at least 2 */
  int rating;
  int rating_deviation;
  int popularity;            /* -100…100 */
  int plays;
  char *themes;              /* space-separated, as lichess writes them; "" if none */
  char *game_url;            /* "" if none */
  char *opening_tags;        /* "" if none or no such column */
  guint line;                /* the line of the file the row starts on (1-based) */
} ChessPuzzle;

void chess_puzzle_clear (ChessPuzzle *puzzle);
/* A puzzle of its own (chess_puzzle_free it). */
ChessPuzzle *chess_puzzle_copy (const ChessPuzzle *puzzle);
void chess_puzzle_free (ChessPuzzle *puzzle);
/* The moves as UCI text, space-separated (newly allocated). */
char *chess_puzzle_moves_to_uci (const ChessPuzzle *puzzle);
/* Whether the space-separated theme list holds `theme` exactly. */
gboolean chess_puzzle_has_theme (const ChessPuzzle *puzzle, const char *theme);

/* The header line of lichess's CSV, with its line break. */
#define CHESS_PUZZLE_CSV_HEADER \
  "PuzzleId,FEN,Moves,Rating,RatingDeviation,Popularity,NbPlays,Themes,GameUrl,OpeningTags\n"
/* The puzzle as a row of that CSV, with its line break (fields quoted
 * where they must be; newly allocated). */
char *chess_puzzle_to_csv_row (const ChessPuzzle *puzzle);

typedef struct _ChessPuzzleReader ChessPuzzleReader;

/* Reads from stream (not closed by the reader); Zstandard is recognised by
 * its magic bytes, so the name of the file does not matter. */
ChessPuzzleReader *chess_puzzle_reader_new (GInputStream *stream);
void chess_puzzle_reader_free (ChessPuzzleReader *reader);

/* The next good row into *puzzle (cleared first; clear it after the last).
 * FALSE at the end of the input (error unset) or on a fault of the stream
 * or the decompression (error set, a cut .zst included). */
gboolean chess_puzzle_reader_next (ChessPuzzleReader *reader, ChessPuzzle *puzzle,
                                   GCancellable *cancellable, GError **error);

/* Rows skipped so far, and the first CHESS_PUZZLE_READER_MAX_REPORTS
 * reasons, each "line N: why" (translated). */
#define CHESS_PUZZLE_READER_MAX_REPORTS 1000
guint chess_puzzle_reader_get_bad_rows (ChessPuzzleReader *reader);
const GPtrArray *chess_puzzle_reader_get_reports (ChessPuzzleReader *reader);
/* Lines read so far (a progress measure next to the stream's bytes). */
guint chess_puzzle_reader_get_line (ChessPuzzleReader *reader);

/* One row checked on its own: fields as the CSV gives them in lichess's
 * column order (n_fields ≥ 4; missing optional columns are empty).  FALSE
 * with a translated reason in *why (newly allocated) when the row is bad. */
gboolean chess_puzzle_parse_fields (ChessPuzzle *puzzle, const char *const *fields,
                                    guint n_fields, char **why);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ChessPuzzleReader, chess_puzzle_reader_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (ChessPuzzle, chess_puzzle_free)

G_END_DECLS
