/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-uci.h — the Universal Chess Interface as text: reading what an
 * engine says (id, option, info, bestmove) and writing what we tell it
 * (position, go, setoption).
 *
 * Pure functions, no I/O and no GObject, so that every byte an engine may
 * send can be fuzzed.  ChessEngine (chess-engine.h) feeds lines in; the
 * analysis room reuses ChessUciInfo as it is.
 *
 * Moves are read against the position they belong to: a principal
 * variation is played through, so each of its moves is a legal ChessMove
 * (castling king-takes-rook, as everywhere in the core).  Scores are as the
 * engine sends them, from the side to move's point of view. */
#pragma once

#include <glib-object.h>
#include "chess-position.h"

G_BEGIN_DECLS

/* The longest principal variation kept; an engine's longer line is cut. */
#define CHESS_UCI_MAX_PV 64

/* What kind of line an engine sent, from its first word. */
typedef enum {
  CHESS_UCI_LINE_UNKNOWN = 0,   /* anything else: ignored, as the protocol asks */
  CHESS_UCI_LINE_ID,
  CHESS_UCI_LINE_UCIOK,
  CHESS_UCI_LINE_READYOK,
  CHESS_UCI_LINE_OPTION,
  CHESS_UCI_LINE_INFO,
  CHESS_UCI_LINE_BESTMOVE,
  CHESS_UCI_LINE_COPYPROTECTION,
  CHESS_UCI_LINE_REGISTRATION
} ChessUciLineKind;

ChessUciLineKind chess_uci_line_kind (const char *line);

/* Which fields an info line carried (ChessUciInfo.fields). */
typedef enum {
  CHESS_UCI_INFO_DEPTH = 1 << 0,
  CHESS_UCI_INFO_SELDEPTH = 1 << 1,
  CHESS_UCI_INFO_MULTIPV = 1 << 2,
  CHESS_UCI_INFO_SCORE = 1 << 3,
  CHESS_UCI_INFO_WDL = 1 << 4,
  CHESS_UCI_INFO_NODES = 1 << 5,
  CHESS_UCI_INFO_NPS = 1 << 6,
  CHESS_UCI_INFO_TIME = 1 << 7,
  CHESS_UCI_INFO_PV = 1 << 8,
  CHESS_UCI_INFO_HASHFULL = 1 << 9,
  CHESS_UCI_INFO_TBHITS = 1 << 10,
  CHESS_UCI_INFO_CURRMOVE = 1 << 11,
  CHESS_UCI_INFO_STRING = 1 << 12
} ChessUciInfoFields;

typedef enum {
  CHESS_UCI_SCORE_CP = 0,   /* centipawns */
  CHESS_UCI_SCORE_MATE      /* mate in `score` moves; negative: the side to move is mated */
} ChessUciScoreKind;

typedef enum {
  CHESS_UCI_BOUND_EXACT = 0,
  CHESS_UCI_BOUND_LOWER,    /* "lowerbound": the score is at least this */
  CHESS_UCI_BOUND_UPPER     /* "upperbound": at most this */
} ChessUciBound;

/* One info line.  A field is meaningful only when its bit is in `fields`
 * (multipv is 1 when the line does not say).  Plain data: copy it freely. */
typedef struct {
  guint fields;
  int depth;
  int seldepth;
  int multipv;
  ChessUciScoreKind score_kind;
  int score;
  ChessUciBound bound;
  int wdl[3];               /* win, draw, loss in per mille */
  guint64 nodes;
  guint64 nps;
  gint64 time_ms;
  int hashfull;             /* per mille */
  guint64 tbhits;
  ChessMove currmove;
  int currmovenumber;
  gboolean pv_truncated;    /* the engine's line went on past a move that is not legal, or past CHESS_UCI_MAX_PV */
  int pv_length;
  ChessMove pv[CHESS_UCI_MAX_PV];
} ChessUciInfo;

/* Reads an "info" line for the search of `pos`.  Unknown words and fields
 * whose values do not parse are skipped; FALSE only when the line is not an
 * info line at all. */
gboolean chess_uci_parse_info (const char *line, const ChessPosition *pos, ChessUciInfo *info);

/* The score in centipawns from White's point of view; mates become
 * ±(CHESS_UCI_MATE_CP − moves), so nearer mates count more. */
#define CHESS_UCI_MATE_CP 100000
int chess_uci_info_white_cp (const ChessUciInfo *info, ChessColor side_to_move);
/* The score from the side to move's view, mates mapped as above. */
int chess_uci_info_cp (const ChessUciInfo *info);

typedef enum {
  CHESS_UCI_BESTMOVE_OK = 0,
  CHESS_UCI_BESTMOVE_NONE,       /* "(none)" or "0000": the engine has no move (mate, stalemate) */
  CHESS_UCI_BESTMOVE_MALFORMED,  /* no move after "bestmove", or not a move */
  CHESS_UCI_BESTMOVE_ILLEGAL     /* a move, but not a legal one here */
} ChessUciBestmoveStatus;

/* Reads "bestmove e2e4 [ponder e7e5]".  `ponder` is CHESS_MOVE_NONE unless
 * it is legal after `best`.  `text` (may be NULL) gets the move as written,
 * at most 15 characters, for messages. */
ChessUciBestmoveStatus chess_uci_parse_bestmove (const char *line, const ChessPosition *pos,
                                                 ChessMove *best, ChessMove *ponder,
                                                 char text[16]);

typedef enum {
  CHESS_UCI_ID_NAME,
  CHESS_UCI_ID_AUTHOR
} ChessUciIdKind;

/* "id name Stockfish 15.1": the text after the key, newly allocated, or
 * NULL if the line is not an id line with a known key. */
char *chess_uci_parse_id (const char *line, ChessUciIdKind *kind);

typedef enum {
  CHESS_UCI_OPTION_CHECK = 0,
  CHESS_UCI_OPTION_SPIN,
  CHESS_UCI_OPTION_COMBO,
  CHESS_UCI_OPTION_BUTTON,
  CHESS_UCI_OPTION_STRING
} ChessUciOptionType;

/* An "option" line.  Names and values may hold spaces ("Skill Level",
 * "Fail High"); a string default "<empty>" is read as "". */
typedef struct {
  char *name;
  ChessUciOptionType type;
  char *default_value;   /* as written ("true", "20", "Always"); "" when absent */
  gint64 min;            /* spin */
  gint64 max;
  GStrv vars;            /* combo choices, NULL-terminated (empty for other types) */
} ChessUciOption;

#define CHESS_TYPE_UCI_OPTION (chess_uci_option_get_type ())
GType chess_uci_option_get_type (void) G_GNUC_CONST;

/* NULL if the line is not a well-formed option line. */
ChessUciOption *chess_uci_option_parse (const char *line);
ChessUciOption *chess_uci_option_copy (const ChessUciOption *option);
void chess_uci_option_free (ChessUciOption *option);
/* Is `value` acceptable for this option (a number in range, a choice, true/false)? */
gboolean chess_uci_option_accepts (const ChessUciOption *option, const char *value);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (ChessUciOption, chess_uci_option_free)

/* "setoption name N value V" (no value for a button), with the newline;
 * NULL if the name or value holds a line break (it would smuggle in a
 * command) or the name is empty. */
char *chess_uci_setoption_command (const char *name, const char *value);

/* "position startpos|fen F [moves …]" with the newline.  The standard start
 * is written "startpos"; any other start, and every Chess960 start, as FEN
 * (castling rights as X-FEN/Shredder letters where needed), moves in UCI
 * (king-takes-rook castling in Chess960).  `moves` must be legal from
 * `start`; NULL otherwise.  `end` (may be NULL) gets the final position. */
char *chess_uci_position_command (const ChessPosition *start, const ChessMove *moves,
                                  gsize n_moves, ChessPosition *end);

/* Search limits for "go".  Zero means "not given"; with `timed` the clock
 * fields are sent (times at least 1 ms). */
typedef struct {
  gboolean timed;
  gint64 wtime_ms;
  gint64 btime_ms;
  gint64 winc_ms;
  gint64 binc_ms;
  int movestogo;
  gint64 movetime_ms;
  guint64 nodes;
  int depth;
  gboolean infinite;
} ChessUciGo;

/* "go …" with the newline; "go infinite" when nothing limits the search. */
char *chess_uci_go_command (const ChessUciGo *go);

G_END_DECLS
