/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-pgn-reader.c — PGN games into ChessRecords, one game per call.
 *
 * Tolerant where files in the wild differ (move numbers, suffixes, glyphs,
 * UCI movetext, encodings), strict on meaning: every move is checked
 * against the rules core.  At the first error in a game the moves read so
 * far are kept and the rest of the game is skipped up to its termination
 * marker, so one bad game never loses the rest of the file. */
#include "chess-pgn-private.h"
#include "chess-notation.h"
#include "chess-i18n.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

/* ---- construction ---- */

static ChessPgnReader *
reader_alloc (void)
{
  ChessPgnReader *reader = calloc (1, sizeof *reader);
  if (!reader)
    abort ();
  return reader;
}

ChessPgnReader *
chess_pgn_reader_new (ChessPgnReadFunc read, void *user_data)
{
  ChessPgnReader *reader = reader_alloc ();
  chess_pgn_lexer_init (&reader->lx, read, user_data, NULL, 0);
  return reader;
}

ChessPgnReader *
chess_pgn_reader_new_memory (const char *data, size_t length)
{
  ChessPgnReader *reader = reader_alloc ();
  chess_pgn_lexer_init (&reader->lx, NULL, NULL, data, length);
  return reader;
}

static size_t
read_stdio (void *user_data, char *buf, size_t max)
{
  FILE *file = user_data;
  size_t n = fread (buf, 1, max, file);
  if (n == 0 && ferror (file))
    return (size_t) -1;
  return n;
}

ChessPgnReader *
chess_pgn_reader_new_file (FILE *file)
{
  return chess_pgn_reader_new (read_stdio, file);
}

void
chess_pgn_reader_free (ChessPgnReader *reader)
{
  if (!reader)
    return;
  chess_pgn_lexer_clear (&reader->lx);
  free (reader->diagnostics);
  free (reader->frames);
  free (reader->line);
  free (reader);
}

void
chess_pgn_reader_set_origin (ChessPgnReader *reader, uint64_t offset, unsigned line, size_t game)
{
  chess_pgn_lexer_set_origin (&reader->lx, offset, line);
  reader->game_number = game > 0 ? game - 1 : 0;
}

bool
chess_pgn_reader_had_io_error (const ChessPgnReader *reader)
{
  return reader->lx.io_error || reader->lx.truncated;
}

const ChessPgnDiagnostic *
chess_pgn_reader_get_diagnostics (const ChessPgnReader *reader, size_t *n_diagnostics)
{
  if (n_diagnostics)
    *n_diagnostics = reader->n_diagnostics;
  return reader->diagnostics;
}

size_t chess_pgn_reader_get_game_number (const ChessPgnReader *reader) { return reader->game_number; }
uint64_t chess_pgn_reader_get_game_offset (const ChessPgnReader *reader) { return reader->game_offset; }
unsigned chess_pgn_reader_get_game_line (const ChessPgnReader *reader) { return reader->game_line; }
unsigned chess_pgn_reader_get_game_plies (const ChessPgnReader *reader) { return reader->game_plies; }
const ChessPosition *chess_pgn_reader_get_final_position (const ChessPgnReader *reader) { return &reader->final_position; }

/* ---- diagnostics ---- */

static void
add_diagnostic (ChessPgnReader *reader, ChessPgnErrorKind kind, ChessPgnSeverity severity,
                unsigned line, uint64_t column, uint64_t offset, const char *format, va_list args)
  __attribute__ ((format (printf, 7, 0)));

static void
add_diagnostic (ChessPgnReader *reader, ChessPgnErrorKind kind, ChessPgnSeverity severity,
                unsigned line, uint64_t column, uint64_t offset, const char *format, va_list args)
{
  if (reader->n_diagnostics == reader->diagnostics_capacity)
    {
      size_t cap = reader->diagnostics_capacity ? reader->diagnostics_capacity * 2 : 4;
      ChessPgnDiagnostic *d = realloc (reader->diagnostics, cap * sizeof *d);
      if (!d)
        abort ();
      reader->diagnostics = d;
      reader->diagnostics_capacity = cap;
    }
  ChessPgnDiagnostic *d = &reader->diagnostics[reader->n_diagnostics++];
  d->kind = kind;
  d->severity = severity;
  d->line = line;
  d->column = column;
  d->offset = offset;
  d->game = reader->game_number;
  vsnprintf (d->message, sizeof d->message, format, args);
  if (severity == CHESS_PGN_SEVERITY_ERROR)
    reader->n_errors++;
}

void
chess_pgn_reader_add_diagnostic (ChessPgnReader *reader, ChessPgnErrorKind kind,
                                 unsigned line, uint64_t column, uint64_t offset,
                                 const char *format, ...)
{
  va_list args;
  va_start (args, format);
  add_diagnostic (reader, kind, CHESS_PGN_SEVERITY_ERROR, line, column, offset, format, args);
  va_end (args);
}

void
chess_pgn_reader_add_warning (ChessPgnReader *reader, unsigned line, uint64_t column, uint64_t offset,
                              const char *format, ...)
{
  va_list args;
  va_start (args, format);
  add_diagnostic (reader, CHESS_PGN_WARNING_REPAIRED, CHESS_PGN_SEVERITY_WARNING, line, column, offset,
                  format, args);
  va_end (args);
}

size_t
chess_pgn_diagnostic_format (const ChessPgnDiagnostic *d, const char *filename, char *out, size_t size)
{
  const char *name = filename && *filename ? filename : "<input>";
  int n = d->severity == CHESS_PGN_SEVERITY_WARNING
          /* TRANSLATORS: FILE:LINE:COLUMN: game NUMBER: warning: MESSAGE, as compilers write it */
          ? snprintf (out, size, chess_tr ("%s:%u:%llu: game %zu: warning: %s"), name,
                      d->line, (unsigned long long) d->column, d->game, d->message)
          /* TRANSLATORS: FILE:LINE:COLUMN: game NUMBER: MESSAGE, as compilers write it */
          : snprintf (out, size, chess_tr ("%s:%u:%llu: game %zu: %s"), name,
                      d->line, (unsigned long long) d->column, d->game, d->message);
  return n > 0 ? (size_t) n : 0;
}

void
chess_pgn_token_for_message (const char *s, size_t n, char *out, size_t size)
{
  if (n > 40)
    n = 40;
  if (chess_pgn_is_utf8 (s, n))
    snprintf (out, size, "%.*s", (int) n, s);
  else
    {
      size_t m;
      char *u = chess_pgn_latin1_to_utf8 (s, n, &m);
      snprintf (out, size, "%s", u);
      free (u);
    }
}

void
chess_pgn_reader_begin_game (ChessPgnReader *reader)
{
  reader->n_diagnostics = 0;
  reader->n_errors = 0;
  reader->game_number++;
  reader->game_offset = reader->lx.tok_offset;
  reader->game_line = reader->lx.tok_line;
}

bool
chess_pgn_reader_utf16_game (ChessPgnReader *reader)
{
  if (!reader->lx.utf16 || reader->utf16_reported)
    return false;
  reader->utf16_reported = true;
  reader->n_diagnostics = 0;
  reader->n_errors = 0;
  chess_pgn_reader_begin_game (reader);
  chess_pgn_reader_add_diagnostic (reader, CHESS_PGN_ERROR_UNSUPPORTED, 1, 1, 0, "%s",
                                   chess_tr ("the file is UTF-16 text, not UTF-8: save it as UTF-8 to read it here"));
  return true;
}

bool
chess_pgn_symbol_is_result (const char *s, size_t n, ChessResult *result)
{
  if (n == 3 && memcmp (s, "1-0", 3) == 0)
    *result = CHESS_RESULT_WHITE_WINS;
  else if (n == 3 && memcmp (s, "0-1", 3) == 0)
    *result = CHESS_RESULT_BLACK_WINS;
  else if ((n == 7 && memcmp (s, "1/2-1/2", 7) == 0) || (n == 5 && memcmp (s, "\xc2\xbd-\xc2\xbd", 5) == 0))
    *result = CHESS_RESULT_DRAW;  /* also "½-½" */
  else
    return false;
  return true;
}

bool
chess_pgn_reader_skip_to_end (ChessPgnReader *reader, bool from_current, bool stop_at_tags, ChessResult *result)
{
  ChessPgnLexer *lx = &reader->lx;
  bool keep = lx->keep_text;
  bool marker = false;
  lx->keep_text = false;
  *result = CHESS_RESULT_NONE;
  for (ChessPgnToken tok = from_current ? lx->token : chess_pgn_lexer_next (lx);;
       tok = chess_pgn_lexer_next (lx))
    {
      if (tok == CHESS_TOK_EOF)
        break;
      if (tok == CHESS_TOK_STAR
          || (tok == CHESS_TOK_SYMBOL && chess_pgn_symbol_is_result (lx->symbol, lx->symbol_length, result)))
        {
          marker = true;
          break;
        }
      if (stop_at_tags && tok == CHESS_TOK_LBRACKET)
        {
          /* As in movetext: "[/pgn]" ends the game's text, a '[' that
           * starts a line begins the next game. */
          if (chess_pgn_reader_skip_pseudo_tag (reader) != CHESS_PGN_PSEUDO_NONE)
            break;
          if (chess_pgn_lexer_first_on_line (lx))
            {
              reader->replay = true;
              break;
            }
        }
    }
  lx->keep_text = keep;
  return marker;
}

/* ---- tags and set-up ---- */

typedef struct {
  unsigned line;
  uint64_t column, offset;
  bool present;
} TagPlace;

typedef struct {
  TagPlace fen, variant, setup;
} GameTags;

ChessPgnPseudoTag
chess_pgn_reader_peek_pseudo_tag (ChessPgnReader *reader)
{
  const ChessPgnLexer *lx = &reader->lx;
  char name[8];
  int next;

  /* Most '[' open a tag pair whose name is right there: no need to look further. */
  if (lx->p < lx->end && *lx->p != 'p' && *lx->p != '/' && *lx->p != ' ' && *lx->p != '\t')
    return CHESS_PGN_PSEUDO_NONE;
  chess_pgn_lexer_peek_symbol (&reader->lx, name, sizeof name, &next);
  if (next != ']' || (strcmp (name, "pgn") != 0 && strcmp (name, "/pgn") != 0))
    return CHESS_PGN_PSEUDO_NONE;
  return name[0] == '/' ? CHESS_PGN_PSEUDO_CLOSE : CHESS_PGN_PSEUDO_OPEN;
}

ChessPgnPseudoTag
chess_pgn_reader_skip_pseudo_tag (ChessPgnReader *reader)
{
  ChessPgnPseudoTag kind = chess_pgn_reader_peek_pseudo_tag (reader);
  if (kind != CHESS_PGN_PSEUDO_NONE)
    {
      chess_pgn_lexer_next (&reader->lx);  /* the name */
      chess_pgn_lexer_next (&reader->lx);  /* ']' */
    }
  return kind;
}

/* At a '[' after an empty line in a tag section: is this the tag section
 * of the next game, whose game had no movetext (a tag-only export)?  Yes
 * when the tag starts a game in export order (Event), repeats a tag of
 * this game, or this game already names both players; no for the blank
 * line some programs (ChessBase) leave inside one game's tags. */
static bool
tags_begin_next_game (ChessPgnReader *reader, const ChessRecord *record)
{
  char name[CHESS_PGN_SYMBOL_MAX + 1];
  int next;

  chess_pgn_lexer_peek_symbol (&reader->lx, name, sizeof name, &next);
  return strcmp (name, "Event") == 0 || chess_record_get_tag (record, name) != NULL
         || (chess_record_get_tag (record, "White") != NULL && chess_record_get_tag (record, "Black") != NULL);
}

/* Parses the tag section starting at the current '[' token; leaves the
 * lexer on the first token after it.  False after a reported error. */
/* A tag name fit for a message, into shown (64 bytes), made only when a
 * message needs it. */
static const char *
tag_label (const char *name, char *shown)
{
  chess_pgn_token_for_message (name, strlen (name), shown, 64);
  return shown;
}

bool
chess_pgn_reader_read_tags (ChessPgnReader *reader, ChessRecord *record, void *tag_places)
{
  ChessPgnLexer *lx = &reader->lx;
  GameTags *places = tag_places;
  char name[CHESS_PGN_SYMBOL_MAX + 1];
  size_t n_tags = 0;
  char shown[64];

  while (lx->token == CHESS_TOK_LBRACKET)
    {
      if (chess_pgn_reader_skip_pseudo_tag (reader) != CHESS_PGN_PSEUDO_NONE)
        {
          chess_pgn_lexer_next (lx);
          continue;
        }
      /* The movetext reader sees this '[' at the start of a line and ends
       * the game there, with no moves. */
      if (n_tags > 0 && chess_pgn_lexer_after_blank_line (lx) && tags_begin_next_game (reader, record))
        return true;
      if (chess_pgn_lexer_next (lx) != CHESS_TOK_SYMBOL)
        {
          ERROR_HERE (reader, CHESS_PGN_ERROR_SYNTAX, "%s", chess_tr ("missing tag name after '['"));
          return false;
        }
      if (lx->symbol_truncated)
        {
          ERROR_HERE (reader, CHESS_PGN_ERROR_LIMIT, chess_tr ("tag name longer than %d bytes"),
                      CHESS_PGN_SYMBOL_MAX);
          return false;
        }
      memcpy (name, lx->symbol, lx->symbol_length + 1);
      TagPlace name_place = { lx->tok_line, lx->tok_column, lx->tok_offset, true };
      if (!chess_pgn_is_tag_name (name))
        {
          ERROR_HERE (reader, CHESS_PGN_ERROR_SYNTAX, chess_tr ("tag name %s: only letters, digits and _ allowed"),
                      tag_label (name, shown));
          return false;
        }
      if (chess_pgn_lexer_next (lx) != CHESS_TOK_STRING)
        {
          ERROR_HERE (reader, CHESS_PGN_ERROR_SYNTAX, chess_tr ("tag %s: missing value in double quotes"),
                      tag_label (name, shown));
          return false;
        }
      if (lx->problem == CHESS_LEX_UNTERMINATED)
        {
          ERROR_HERE (reader, CHESS_PGN_ERROR_UNTERMINATED,
                      chess_tr ("tag %s: value not closed by '\"' before the end of the line"),
                      tag_label (name, shown));
          return false;
        }
      if (lx->problem == CHESS_LEX_TOO_LONG)
        {
          ERROR_HERE (reader, CHESS_PGN_ERROR_LIMIT, chess_tr ("tag %s: value longer than %d bytes"),
                      tag_label (name, shown), CHESS_PGN_MAX_TAG_VALUE);
          return false;
        }
      TagPlace place = { lx->tok_line, lx->tok_column, lx->tok_offset, true };
      if (lx->nul_byte)
        chess_pgn_reader_add_diagnostic (reader, CHESS_PGN_ERROR_SYNTAX, lx->nul_line, lx->nul_column,
                                         lx->nul_offset,
                                         chess_tr ("tag %s: a NUL byte (0x00) in its value was dropped"),
                                         tag_label (name, shown));
      if (places && strcmp (name, "FEN") == 0)
        places->fen = place;
      else if (places && strcmp (name, "Variant") == 0)
        places->variant = place;
      else if (places && strcmp (name, "SetUp") == 0)
        places->setup = place;
      if (chess_pgn_lexer_next (lx) != CHESS_TOK_RBRACKET)
        {
          ERROR_HERE (reader, CHESS_PGN_ERROR_SYNTAX, chess_tr ("tag %s: missing ']' after the value"),
                      tag_label (name, shown));
          return false;
        }
      if (++n_tags > CHESS_PGN_MAX_TAGS)
        {
          ERROR_HERE (reader, CHESS_PGN_ERROR_LIMIT, chess_tr ("more than %d tags in one game"), CHESS_PGN_MAX_TAGS);
          return false;
        }
      if (chess_record_set_tag (record, name, lx->text))
        chess_pgn_reader_add_warning (reader, name_place.line, name_place.column, name_place.offset,
                                      chess_tr ("tag %s is given twice in one game; the second value is kept"),
                                      tag_label (name, shown));
      chess_pgn_lexer_next (lx);
    }
  return true;
}

typedef enum { VARIANT_STANDARD, VARIANT_CHESS960, VARIANT_UNSUPPORTED, VARIANT_UNKNOWN } VariantKind;

static VariantKind
classify_variant (const char *value)
{
  char key[64];
  size_t n = 0;
  for (const char *s = value; *s && n < sizeof key - 1; s++)
    {
      char c = *s;  /* ASCII only: not the locale's idea of a letter */
      if (c >= 'A' && c <= 'Z')
        c = (char) (c - 'A' + 'a');
      if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9'))
        key[n++] = c;
    }
  key[n] = '\0';

  static const char *const standard[] = { "", "standard", "chess", "regular", "normal", "fromposition",
                                          "classical", "orthodox", "international", NULL };
  static const char *const chess960[] = { "chess960", "fischerandom", "fischerrandom", "960", "frc",
                                          "fischerrandomchess", "chess960fischerrandom", NULL };
  static const char *const others[] = { "crazyhouse", "zh", "atomic", "antichess", "suicide", "giveaway",
                                        "losers", "horde", "kingofthehill", "koth", "racingkings",
                                        "threecheck", "3check", "bughouse", "noking", "whitekingonly",
                                        "blackkingonly", "placement", "shatranj", "makruk", "xiangqi",
                                        "shogi", "capablanca", "gothic", "seirawan", "sittuyin",
                                        "twokings", "knightmate", "berolina", "fivecheck", "5check",
                                        "chessgi", "wildcastle", "nocastle", "janus", "grand", NULL };
  for (int i = 0; standard[i]; i++)
    if (strcmp (key, standard[i]) == 0)
      return VARIANT_STANDARD;
  for (int i = 0; chess960[i]; i++)
    if (strcmp (key, chess960[i]) == 0)
      return VARIANT_CHESS960;
  for (int i = 0; others[i]; i++)
    if (strcmp (key, others[i]) == 0)
      return VARIANT_UNSUPPORTED;
  return VARIANT_UNKNOWN;
}

#define ERROR_AT(reader, place, kind, ...) \
  chess_pgn_reader_add_diagnostic ((reader), (kind), (place).line, (place).column, (place).offset, __VA_ARGS__)

bool
chess_pgn_variant_is_chess960 (const char *value)
{
  return value && classify_variant (value) == VARIANT_CHESS960;
}

/* Start position from FEN / Variant; false after a reported error. */
static bool
set_up (ChessPgnReader *reader, ChessRecord *record, const GameTags *places)
{
  const char *variant = chess_record_get_tag (record, "Variant");
  const char *fen = chess_record_get_tag (record, "FEN");
  const char *setup;
  VariantKind kind = variant ? classify_variant (variant) : VARIANT_STANDARD;
  char shown[64];

  if (kind == VARIANT_UNSUPPORTED || kind == VARIANT_UNKNOWN)
    {
      chess_pgn_token_for_message (variant, strlen (variant), shown, sizeof shown);
      ERROR_AT (reader, places->variant, CHESS_PGN_ERROR_UNSUPPORTED,
                kind == VARIANT_UNSUPPORTED
                ? chess_tr ("variant \"%s\" is not supported: only standard chess and Chess960")
                : chess_tr ("unknown variant \"%s\""), shown);
      return false;
    }
  if (fen)
    {
      /* Leniently: files from other programs hold FENs with impossible
       * castling rights or a full-move number 0; read them as meant, and
       * say what was repaired. */
      ChessFenError error;
      ChessFenWarnings warnings;
      if (!chess_position_read_fen (&record->start, fen, CHESS_FEN_LENIENT, &error, &warnings))
        {
          ERROR_AT (reader, places->fen, CHESS_PGN_ERROR_BAD_FEN, chess_tr ("invalid FEN: %s"), error.message);
          chess_position_set_start (&record->start);
          return false;
        }
      if (warnings.repairs)
        chess_pgn_reader_add_warning (reader, places->fen.line, places->fen.column, places->fen.offset,
                                      chess_tr ("FEN tag repaired: %s"), warnings.message);
    }
  else if (kind == VARIANT_CHESS960)
    {
      ERROR_AT (reader, places->variant, CHESS_PGN_ERROR_BAD_FEN,
                "%s", chess_tr ("a Chess960 game needs a FEN tag with its start position"));
      return false;
    }
  else if ((setup = chess_record_get_tag (record, "SetUp")) != NULL && strcmp (setup, "1") == 0)
    {
      /* Lichess writes [SetUp "1"] for games from the standard position
       * too: read from there, and write no SetUp without its FEN. */
      chess_pgn_reader_add_warning (reader, places->setup.line, places->setup.column, places->setup.offset, "%s",
                                    chess_tr ("SetUp tag without a FEN tag: the game is read from the standard "
                                              "position"));
      chess_record_set_tag (record, "SetUp", NULL);
    }
  record->start.chess960 = kind == VARIANT_CHESS960;
  if (fen)
    {
      /* Normalised, so a record read back from our output is the same. */
      char text[CHESS_FEN_MAX];
      chess_position_to_fen (&record->start, text, sizeof text);
      chess_record_set_tag (record, "FEN", text);
      chess_record_set_tag (record, "SetUp", "1");
    }
  return true;
}

/* ---- games ---- */

ChessPgnToken
chess_pgn_reader_first_token (ChessPgnReader *reader)
{
  ChessPgnToken tok;
  if (reader->replay)
    {
      reader->replay = false;
      tok = reader->lx.token;
    }
  else
    tok = chess_pgn_lexer_next (&reader->lx);
  /* Forum markup between games is no game of its own. */
  while (tok == CHESS_TOK_LBRACKET && chess_pgn_reader_skip_pseudo_tag (reader) != CHESS_PGN_PSEUDO_NONE)
    tok = chess_pgn_lexer_next (&reader->lx);
  return tok;
}

/* One game, its movetext kept as mode says; *annotated (may be NULL)
 * tells whether it had comments, NAGs or variations. */
static ChessPgnStatus
read_game (ChessPgnReader *reader, ChessPgnMovetextMode mode, ChessRecord **out, bool *annotated)
{
  ChessPgnLexer *lx = &reader->lx;
  reader->n_diagnostics = 0;
  reader->n_errors = 0;
  reader->game_plies = 0;
  reader->line_length = 0;
  if (annotated)
    *annotated = false;
  if (chess_pgn_reader_first_token (reader) == CHESS_TOK_EOF)
    {
      if (!chess_pgn_reader_utf16_game (reader))
        return CHESS_PGN_END;
      chess_position_set_start (&reader->final_position);
      if (out)
        *out = chess_record_new ();
      return CHESS_PGN_GAME_ERRORS;
    }

  chess_pgn_reader_begin_game (reader);
  /* Comment text is wanted where a tree may be built. */
  lx->keep_text = mode == CHESS_PGN_MOVETEXT_TREE || mode == CHESS_PGN_MOVETEXT_MAIN_LINE_OR_TREE;
  ChessRecord *record = chess_record_new ();
  reader->final_position = record->start;
  GameTags places;
  memset (&places, 0, sizeof places);
  ChessResult result = CHESS_RESULT_NONE;
  bool marker = false, has_annotations = false;

  if (!chess_pgn_reader_read_tags (reader, record, &places))
    {
      /* The tags read so far still set the game up (quietly: the first
       * error is the one to report), so the record is what it says. */
      size_t n = reader->n_diagnostics, errors = reader->n_errors;
      set_up (reader, record, &places);
      reader->n_diagnostics = n;
      reader->n_errors = errors;
      marker = chess_pgn_reader_skip_to_end (reader, true, false, &result);
    }
  else if (!set_up (reader, record, &places))
    marker = chess_pgn_reader_skip_to_end (reader, true, true, &result);
  else
    has_annotations = chess_pgn_read_movetext (reader, record, mode, &result, &marker);

  /* A failed read ends the input; it belongs to the game that reached
   * that end (the lexer may have looked ahead and seen it earlier). */
  if (lx->io_error && lx->token == CHESS_TOK_EOF)
    ERROR_HERE (reader, CHESS_PGN_ERROR_IO, "%s", chess_tr ("read error"));
  else if (lx->truncated && lx->token == CHESS_TOK_EOF)
    ERROR_HERE (reader, CHESS_PGN_ERROR_TRUNCATED, "%s",
                chess_tr ("the file ends early: it is truncated (its compressed data stops in the middle), "
                          "so this game may be incomplete"));

  /* The termination marker decides; without one, the Result tag does
   * (read with the same dashes as a marker: "1–0"). */
  const char *tag = chess_record_get_tag (record, "Result");
  if (!marker && tag)
    {
      char written[16];
      size_t n = strlen (tag);
      if (n < sizeof written)
        {
          memcpy (written, tag, n + 1);
          chess_pgn_normalize_dashes (written, n);
          result = chess_result_from_string (written);
        }
    }
  record->result = result;
  if (tag && strcmp (tag, chess_result_to_string (result)) != 0)
    chess_record_set_tag (record, "Result", chess_result_to_string (result));

  /* Text that was not UTF-8, once per input: where it was first met. */
  if (lx->legacy_text && !reader->legacy_reported)
    {
      reader->legacy_reported = true;
      chess_pgn_reader_add_warning (reader, lx->legacy_line, lx->legacy_column, lx->legacy_offset, "%s",
                                    chess_tr ("the file is not UTF-8: its text was read as Windows-1252 (Latin-1)"));
    }

  if (annotated)
    *annotated = has_annotations;
  ChessPgnStatus status = reader->n_errors ? CHESS_PGN_GAME_ERRORS : CHESS_PGN_GAME_OK;
  if (out)
    *out = record;
  else
    chess_record_free (record);
  return status;
}

ChessPgnStatus
chess_pgn_reader_next_game (ChessPgnReader *reader, ChessRecord **out)
{
  return read_game (reader, out ? CHESS_PGN_MOVETEXT_TREE : CHESS_PGN_MOVETEXT_CHECK, out, NULL);
}

ChessPgnStatus
chess_pgn_reader_next_main_line (ChessPgnReader *reader, unsigned flags, ChessPgnMainLine *out)
{
  ChessPgnMovetextMode mode = flags & CHESS_PGN_MAIN_LINE_TREE_IF_ANNOTATED ? CHESS_PGN_MOVETEXT_MAIN_LINE_OR_TREE
                                                                         : CHESS_PGN_MOVETEXT_MAIN_LINE;
  ChessRecord *record;
  bool annotated;
  ChessPgnStatus status = read_game (reader, mode, &record, &annotated);
  if (status == CHESS_PGN_END)
    return status;
  out->record = record;
  out->moves = reader->line;
  out->n_moves = reader->line_length;
  out->annotated = annotated;
  return status;
}

size_t
chess_pgn_read_string (const char *data, size_t length, ChessRecord ***games,
                       ChessPgnDiagnostic **diagnostics, size_t *n_diagnostics)
{
  ChessPgnReader *reader = chess_pgn_reader_new_memory (data, length);
  ChessRecord **list = NULL;
  ChessPgnDiagnostic *diags = NULL;
  size_t n = 0, cap = 0, nd = 0, capd = 0;
  ChessRecord *record;

  while (chess_pgn_reader_next_game (reader, games ? &record : NULL) != CHESS_PGN_END)
    {
      if (games)
        {
          if (n == cap)
            {
              cap = cap ? cap * 2 : 8;
              ChessRecord **l = realloc (list, cap * sizeof *l);
              if (!l)
                abort ();
              list = l;
            }
          list[n] = record;
        }
      n++;
      size_t count;
      const ChessPgnDiagnostic *d = chess_pgn_reader_get_diagnostics (reader, &count);
      if (diagnostics && count)
        {
          if (nd + count > capd)
            {
              capd = (nd + count) * 2;
              ChessPgnDiagnostic *x = realloc (diags, capd * sizeof *x);
              if (!x)
                abort ();
              diags = x;
            }
          memcpy (diags + nd, d, count * sizeof *d);
        }
      nd += count;
    }
  chess_pgn_reader_free (reader);
  if (games)
    *games = list;
  if (diagnostics)
    *diagnostics = diags;
  if (n_diagnostics)
    *n_diagnostics = nd;
  return n;
}
