/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-pgn-private.h — the PGN lexer and helpers shared by the reader,
 * the index scanner and the writer.  Not installed, not for the game layer. */
#pragma once

#include "chess-pgn.h"

typedef enum {
  CHESS_TOK_EOF = 0,
  CHESS_TOK_SYMBOL,     /* letters, digits and _+#=:-/ and bytes >= 0x80: moves, move numbers, results, glyphs */
  CHESS_TOK_STRING,     /* "..." with \" and \\ decoded, in lexer->text */
  CHESS_TOK_COMMENT,    /* {...} or ;... in lexer->text, newlines made spaces */
  CHESS_TOK_NAG,        /* $n: value in lexer->number */
  CHESS_TOK_SUFFIX,     /* a run of ! and ? */
  CHESS_TOK_PERIOD,     /* one or more dots */
  CHESS_TOK_STAR,
  CHESS_TOK_LBRACKET,
  CHESS_TOK_RBRACKET,
  CHESS_TOK_LPAREN,
  CHESS_TOK_RPAREN,
  CHESS_TOK_EN_PASSANT, /* "e.p." standing alone after a move */
  CHESS_TOK_BAD         /* a character that starts no token */
} ChessPgnToken;

/* Why the last string or comment token is not well formed. */
typedef enum {
  CHESS_LEX_OK = 0,
  CHESS_LEX_UNTERMINATED, /* string cut by a line end, comment by the end of input */
  CHESS_LEX_TOO_LONG      /* more bytes than the limit: truncated */
} ChessLexProblem;

#define CHESS_PGN_SYMBOL_MAX CHESS_PGN_MAX_TAG_NAME

typedef struct {
  /* input */
  ChessPgnReadFunc read;
  void *user_data;
  char *buffer;                 /* owned chunk buffer (NULL in memory mode) */
  size_t buffer_size;
  const unsigned char *p, *end; /* unread bytes of the current chunk */
  uint64_t chunk_offset;        /* file offset of the chunk's first byte */
  const unsigned char *chunk;
  bool eof;
  bool io_error;
  bool truncated;               /* the source said the input was cut short */
  bool started;                 /* BOM check done */

  /* position of the next byte */
  unsigned line;
  uint64_t line_offset;         /* file offset where the current line starts */
  bool after_cr;                /* last byte was CR: a following LF ends no new line */

  /* the current token */
  ChessPgnToken token;
  unsigned tok_line;
  uint64_t tok_column;
  uint64_t tok_offset;
  unsigned prev_end_line;       /* line where the token before ended (0: none yet) */
  char symbol[CHESS_PGN_SYMBOL_MAX + 1];
  size_t symbol_length;
  bool symbol_truncated;
  bool symbol_en_passant;       /* an "e.p." written onto the move ("bxa6e.p.") was taken off */
  unsigned long number;         /* NAG value (saturated) */
  int bad_char;                 /* CHESS_TOK_BAD: the byte */
  char *text;                   /* string / comment text, NUL-terminated, UTF-8 */
  size_t text_length;
  size_t text_capacity;
  ChessLexProblem problem;
  bool keep_text;               /* false: comments are skipped, not stored */
  size_t comment_bytes;         /* bytes in the last comment, kept or not */
  /* A NUL byte in the last string or comment (dropped from its text, kept
   * or not): where the first one was. */
  bool nul_byte;
  unsigned nul_line;
  uint64_t nul_column, nul_offset;
  /* Text read as Windows-1252 because it was not UTF-8: where it was
   * first met (the reader says so once per input). */
  bool legacy_text;
  unsigned char utf8_need;      /* continuation bytes still due in the text being read */
  bool utf8_bad;
  unsigned utf8_cp, utf8_min;
  unsigned legacy_line;
  uint64_t legacy_column, legacy_offset;
  /* The input opened with a UTF-16 byte-order mark: nothing of it is
   * read (its offsets would not be the file's), the reader says why. */
  bool utf16;
} ChessPgnLexer;

/* Only blanks before the current token on its line: a '[' there starts
 * tags.  (Asked of few tokens, so computed when asked.) */
static inline bool
chess_pgn_lexer_first_on_line (const ChessPgnLexer *lx)
{
  return lx->prev_end_line == 0 || lx->tok_line != lx->prev_end_line;
}

/* An empty line lies between the current token and the one before. */
static inline bool
chess_pgn_lexer_after_blank_line (const ChessPgnLexer *lx)
{
  return lx->prev_end_line != 0 && lx->tok_line >= lx->prev_end_line + 2;
}

void chess_pgn_lexer_init (ChessPgnLexer *lx, ChessPgnReadFunc read, void *user_data,
                           const char *memory, size_t length);
void chess_pgn_lexer_clear (ChessPgnLexer *lx);
void chess_pgn_lexer_set_origin (ChessPgnLexer *lx, uint64_t offset, unsigned line);
ChessPgnToken chess_pgn_lexer_next (ChessPgnLexer *lx);
/* File offset of the next unread byte. */
uint64_t chess_pgn_lexer_offset (const ChessPgnLexer *lx);
/* Looks past the current token without consuming anything: the symbol
 * that follows after spaces or tabs on the same line (into out, at most
 * size - 1 bytes; "" if none) and the first byte after it (-1 at the end
 * of the input or of what can be seen).  Used after a '[' to tell tags
 * from forum markup and a new game from a tag of this one. */
void chess_pgn_lexer_peek_symbol (ChessPgnLexer *lx, char *out, size_t size, int *next);

/* Text that is not valid UTF-8 is taken as Windows-1252 (Latin-1 with
 * printable 0x80-0x9F, as Windows programs write it) and converted. */
bool chess_pgn_is_utf8 (const char *text, size_t length);
char *chess_pgn_latin1_to_utf8 (const char *text, size_t length, size_t *out_length);

/* Replaces the dashes other programs write for '-' (U+2010 to U+2015,
 * U+2212) by '-', in place; s holds n bytes and gets a NUL; returns the
 * new length.  Symbols are read this way (O–O, 1–0). */
size_t chess_pgn_normalize_dashes (char *s, size_t n);

/* Letters, digits and _+#=:- only (what the writer can write back). */
bool chess_pgn_is_tag_name (const char *name);

/* SAN of an ordinary move without generating every move: true and *move
 * when sure (the core's chess_move_from_san would give the same), false
 * to ask the core. */
bool chess_pgn_fast_san (const ChessPosition *pos, const char *text, size_t length, ChessMove *move);

/* Symbols in movetext that are annotation glyphs: their NAG, or 0. */
int chess_pgn_glyph_to_nag (const char *symbol, size_t length);
/* "!" "?" "!!" "??" "!?" "?!" to 1..6, else 0. */
int chess_pgn_suffix_to_nag (const char *symbol, size_t length);

/* Moves comment text into the node: commands ([%clk] [%emt] [%eval] [%cal]
 * [%csl]) into their fields, the rest appended to *slot (comment or pre-comment). */
void chess_pgn_comment_apply (ChessNode *node, char **slot, const char *text, size_t length);
/* "h:mm:ss(.fff)" to milliseconds; false if not a clock value. */
bool chess_pgn_parse_clock (const char *text, size_t length, int64_t *ms);
size_t chess_pgn_format_clock (int64_t ms, char *out, size_t size);


/* One level of variation nesting while reading movetext. */
typedef struct {
  ChessNode *node;        /* last move at this level (NULL before the first one) */
  ChessPosition pos;      /* position after node */
  ChessPosition before;   /* position before node */
  ChessMove last_move;    /* the move of node (kept also when no tree is built) */
  unsigned moves;         /* moves at this level so far */
} ChessPgnFrame;

struct ChessPgnReader {
  ChessPgnLexer lx;
  FILE *file;
  size_t game_number;     /* of the last game read */
  size_t origin_game;
  uint64_t game_offset;
  unsigned game_line;
  unsigned game_plies;    /* main-line moves of the last game read */
  bool replay;            /* the current token begins the next game */
  ChessPosition final_position; /* after the last main-line move read */
  ChessPgnDiagnostic *diagnostics;
  size_t n_diagnostics, diagnostics_capacity;
  size_t n_errors;        /* diagnostics that are errors */
  ChessPgnFrame *frames;
  size_t frames_capacity;
  ChessMove *line;        /* main-line moves of the last game read for its main line */
  size_t line_length, line_capacity;
  bool legacy_reported;   /* the Windows-1252 warning was given (once per input) */
  bool utf16_reported;
};

/* At the current token. */
#define ERROR_HERE(reader, kind, ...) \
  chess_pgn_reader_add_diagnostic ((reader), (kind), (reader)->lx.tok_line, (reader)->lx.tok_column, \
                                   (reader)->lx.tok_offset, __VA_ARGS__)

/* A warning at the current token. */
#define WARN_HERE(reader, ...) \
  chess_pgn_reader_add_warning ((reader), (reader)->lx.tok_line, (reader)->lx.tok_column, \
                                (reader)->lx.tok_offset, __VA_ARGS__)

void chess_pgn_reader_add_diagnostic (ChessPgnReader *reader, ChessPgnErrorKind kind,
                                      unsigned line, uint64_t column, uint64_t offset,
                                      const char *format, ...)
  __attribute__ ((format (printf, 6, 7)));
void chess_pgn_reader_add_warning (ChessPgnReader *reader, unsigned line, uint64_t column, uint64_t offset,
                                   const char *format, ...)
  __attribute__ ((format (printf, 5, 6)));
/* At the end of an input that opened as UTF-16: true once, having begun
 * a game of no moves with the error that says so. */
bool chess_pgn_reader_utf16_game (ChessPgnReader *reader);
/* Begins a game at the current token: clears diagnostics, numbers it. */
void chess_pgn_reader_begin_game (ChessPgnReader *reader);
/* After an error: reads tokens up to and including the game termination
 * marker (true, *result set) or the end of input; with stop_at_tags also up
 * to a '[' that starts a line (left for the next game) or through forum
 * markup ("[/pgn]").  from_current: the current token is the first one
 * looked at. */
bool chess_pgn_reader_skip_to_end (ChessPgnReader *reader, bool from_current, bool stop_at_tags,
                                   ChessResult *result);
/* The tag section from the current '[' token into record; leaves the
 * lexer on the first token after it.  False after a reported error (the
 * offending token is then the current one).  tag_places: private, NULL. */
bool chess_pgn_reader_read_tags (ChessPgnReader *reader, ChessRecord *record, void *tag_places);
/* What reading movetext keeps. */
typedef enum {
  CHESS_PGN_MOVETEXT_CHECK,         /* nothing: moves are only checked */
  CHESS_PGN_MOVETEXT_TREE,          /* the whole tree, into the record */
  CHESS_PGN_MOVETEXT_MAIN_LINE,     /* the main line's moves, into reader->line */
  CHESS_PGN_MOVETEXT_MAIN_LINE_OR_TREE /* the same, and the whole tree once an annotation is met */
} ChessPgnMovetextMode;

/* Movetext from the current token to the end of the game, kept as mode
 * says (the record gets the tree); *marker: ended by a termination
 * marker.  Returns whether it held comments, NAGs or variations. */
bool chess_pgn_read_movetext (ChessPgnReader *reader, ChessRecord *record, ChessPgnMovetextMode mode,
                              ChessResult *result, bool *marker);
/* The first token of the next game (the one left by the last game, if
 * any), past forum markup. */
ChessPgnToken chess_pgn_reader_first_token (ChessPgnReader *reader);

/* Forum markup some sites put around a game: "[pgn]" before, "[/pgn]"
 * after.  At a '[' token: which it is; if one, it has been read through
 * its ']' (the current token). */
typedef enum {
  CHESS_PGN_PSEUDO_NONE = 0,
  CHESS_PGN_PSEUDO_OPEN,
  CHESS_PGN_PSEUDO_CLOSE
} ChessPgnPseudoTag;
ChessPgnPseudoTag chess_pgn_reader_skip_pseudo_tag (ChessPgnReader *reader);
/* The same without reading anything. */
ChessPgnPseudoTag chess_pgn_reader_peek_pseudo_tag (ChessPgnReader *reader);
bool chess_pgn_symbol_is_result (const char *s, size_t n, ChessResult *result);
/* Token text fit for a message: valid UTF-8 (Latin-1 converted), bounded. */
void chess_pgn_token_for_message (const char *s, size_t n, char *out, size_t size);
