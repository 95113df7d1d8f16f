/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-pgn-lexer.c — PGN tokens from a stream of bytes.
 *
 * Bytes come in chunks (a pull callback) or from one memory block; a token
 * never needs to be contiguous in the input because its text is copied
 * into the lexer as it is read.  Lines end with LF, CRLF, CR or CR CR LF. */
#include "chess-pgn-private.h"

#include <stdlib.h>
#include <string.h>

#define CHUNK_SIZE (64 * 1024)

/* Character classes */
enum { C_OTHER = 0, C_SPACE = 1, C_NEWLINE = 2, C_SYMBOL = 4, C_DIGIT = 8 };

static unsigned char char_class[256];

static void
init_classes (void)
{
  if (char_class['a'])
    return;
  for (int c = 0; c < 256; c++)
    {
      unsigned char k = C_OTHER;
      if (c == ' ' || c == '\t' || c == '\f' || c == '\v')
        k = C_SPACE;
      else if (c == '\n' || c == '\r')
        k = C_NEWLINE;
      else if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c >= 0x80
               || strchr ("_+#=:-/@", c) != NULL)
        k = C_SYMBOL;
      else if (c >= '0' && c <= '9')
        k = C_SYMBOL | C_DIGIT;
      char_class[c] = k;
    }
  char_class[0] = C_OTHER;
}

void
chess_pgn_lexer_init (ChessPgnLexer *lx, ChessPgnReadFunc read, void *user_data,
                      const char *memory, size_t length)
{
  init_classes ();
  memset (lx, 0, sizeof *lx);
  lx->read = read;
  lx->user_data = user_data;
  lx->line = 1;
  lx->keep_text = true;
  if (read)
    {
      lx->buffer_size = CHUNK_SIZE;
      lx->buffer = malloc (lx->buffer_size);
      if (!lx->buffer)
        abort ();
      lx->chunk = lx->p = lx->end = (const unsigned char *) lx->buffer;
    }
  else
    {
      lx->chunk = lx->p = (const unsigned char *) (memory ? memory : "");
      lx->end = lx->p + (memory ? length : 0);
      lx->eof = true;
    }
  lx->text_capacity = 256;
  lx->text = malloc (lx->text_capacity);
  if (!lx->text)
    abort ();
  lx->text[0] = '\0';
}

void
chess_pgn_lexer_clear (ChessPgnLexer *lx)
{
  free (lx->buffer);
  free (lx->text);
  lx->buffer = lx->text = NULL;
}

void
chess_pgn_lexer_set_origin (ChessPgnLexer *lx, uint64_t offset, unsigned line)
{
  lx->chunk_offset = offset - (uint64_t) (lx->p - lx->chunk);
  lx->line_offset = offset;
  lx->line = line ? line : 1;
  if (offset > 0)
    lx->started = true;  /* no byte-order mark in the middle of a file */
}

uint64_t
chess_pgn_lexer_offset (const ChessPgnLexer *lx)
{
  return lx->chunk_offset + (uint64_t) (lx->p - lx->chunk);
}

/* A read callback's count, with its two failure values noted. */
static size_t
checked_count (ChessPgnLexer *lx, size_t n)
{
  if (n == CHESS_PGN_READ_ERROR)
    lx->io_error = true;
  else if (n == CHESS_PGN_READ_TRUNCATED)
    lx->truncated = true;
  else
    return n;
  return 0;
}

/* Gets a new chunk; false at the end of input. */
static bool
refill (ChessPgnLexer *lx)
{
  if (lx->eof)
    return false;
  lx->chunk_offset += (uint64_t) (lx->end - lx->chunk);
  size_t n = checked_count (lx, lx->read (lx->user_data, lx->buffer, lx->buffer_size));
  if (n > lx->buffer_size)
    n = lx->buffer_size;
  lx->chunk = lx->p = (const unsigned char *) lx->buffer;
  lx->end = lx->p + n;
  if (n == 0)
    lx->eof = true;
  return n > 0;
}

/* At least k unread bytes in the chunk (k small), keeping the unread
 * ones; false if the input ends before. */
static bool
ensure (ChessPgnLexer *lx, size_t k)
{
  while ((size_t) (lx->end - lx->p) < k)
    {
      if (lx->eof || !lx->buffer)
        return false;
      size_t keep = (size_t) (lx->end - lx->p);
      lx->chunk_offset += (uint64_t) (lx->p - lx->chunk);
      memmove (lx->buffer, lx->p, keep);
      size_t n = checked_count (lx, lx->read (lx->user_data, lx->buffer + keep, lx->buffer_size - keep));
      if (n > lx->buffer_size - keep)
        n = lx->buffer_size - keep;
      lx->chunk = lx->p = (const unsigned char *) lx->buffer;
      lx->end = lx->p + keep + n;
      if (n == 0)
        lx->eof = true;
    }
  return true;
}

static inline int
peek (ChessPgnLexer *lx)
{
  if (lx->p < lx->end)
    return *lx->p;
  return refill (lx) ? *lx->p : -1;
}

/* Consumes one byte that peek returned, keeping count of lines. */
static inline void
advance (ChessPgnLexer *lx)
{
  int c = *lx->p++;
  if (c == '\n')
    {
      if (!lx->after_cr)
        lx->line++;
      lx->after_cr = false;
      lx->line_offset = chess_pgn_lexer_offset (lx);
    }
  else if (c == '\r')
    {
      /* CR CR LF (a CRLF file converted once more) ends one line: the
       * second CR counts only when no LF follows it. */
      if (!lx->after_cr || !ensure (lx, 1) || *lx->p != '\n')
        lx->line++;
      lx->after_cr = true;
      lx->line_offset = chess_pgn_lexer_offset (lx);
    }
  else
    lx->after_cr = false;
}

static void
text_reset (ChessPgnLexer *lx)
{
  lx->text_length = 0;
  lx->text[0] = '\0';
  lx->utf8_need = 0;
  lx->utf8_bad = false;
}

/* Checks a string's or comment's bytes as UTF-8 while they are read, kept
 * or not (so every way of reading warns alike): the rules of
 * chess_pgn_is_utf8, a byte at a time. */
static inline void
utf8_feed (ChessPgnLexer *lx, int c)
{
  if (c < 0x80 && lx->utf8_need == 0)
    return;
  if (lx->utf8_need > 0)
    {
      if ((c & 0xC0) == 0x80)
        {
          lx->utf8_cp = (lx->utf8_cp << 6) | ((unsigned) c & 0x3F);
          if (--lx->utf8_need == 0
              && (lx->utf8_cp < lx->utf8_min || lx->utf8_cp > 0x10FFFF
                  || (lx->utf8_cp >= 0xD800 && lx->utf8_cp <= 0xDFFF)))
            lx->utf8_bad = true;
          return;
        }
      lx->utf8_bad = true;
      lx->utf8_need = 0;
      if (c < 0x80)
        return;
    }
  if (c >= 0xC2 && c <= 0xDF)
    lx->utf8_need = 1, lx->utf8_min = 0x80, lx->utf8_cp = (unsigned) c & 0x1F;
  else if (c >= 0xE0 && c <= 0xEF)
    lx->utf8_need = 2, lx->utf8_min = 0x800, lx->utf8_cp = (unsigned) c & 0x0F;
  else if (c >= 0xF0 && c <= 0xF4)
    lx->utf8_need = 3, lx->utf8_min = 0x10000, lx->utf8_cp = (unsigned) c & 0x07;
  else
    lx->utf8_bad = true;
}

/* After a string or comment: notes where the first text that is not
 * UTF-8 was. */
static void
note_legacy_text (ChessPgnLexer *lx)
{
  if (lx->legacy_text || (!lx->utf8_bad && lx->utf8_need == 0))
    return;
  lx->legacy_text = true;
  lx->legacy_line = lx->tok_line;
  lx->legacy_column = lx->tok_column;
  lx->legacy_offset = lx->tok_offset;
}

/* Texts are C strings: a NUL byte is dropped, and where the first one was
 * is kept for the reader to report.  Called before the byte is consumed. */
static inline void
note_nul (ChessPgnLexer *lx)
{
  if (lx->nul_byte)
    return;
  lx->nul_byte = true;
  lx->nul_line = lx->line;
  lx->nul_offset = chess_pgn_lexer_offset (lx);
  lx->nul_column = lx->nul_offset - lx->line_offset + 1;
}

static inline void
text_add (ChessPgnLexer *lx, int c, size_t limit)
{
  if (c == 0)
    return;
  if (lx->text_length >= limit)
    {
      lx->problem = CHESS_LEX_TOO_LONG;
      return;
    }
  if (lx->text_length + 2 > lx->text_capacity)
    {
      size_t cap = lx->text_capacity * 2;
      char *t = realloc (lx->text, cap);
      if (!t)
        abort ();
      lx->text = t;
      lx->text_capacity = cap;
    }
  lx->text[lx->text_length++] = (char) c;
}

static void
text_finish (ChessPgnLexer *lx)
{
  lx->text[lx->text_length] = '\0';
  if (lx->text_length == 0)
    return;
  bool ascii = true;
  for (size_t i = 0; i < lx->text_length; i++)
    if ((unsigned char) lx->text[i] >= 0x80)
      {
        ascii = false;
        break;
      }
  if (ascii || chess_pgn_is_utf8 (lx->text, lx->text_length))
    return;
  size_t n;
  char *u = chess_pgn_latin1_to_utf8 (lx->text, lx->text_length, &n);
  free (lx->text);
  lx->text = u;
  lx->text_length = n;
  lx->text_capacity = n + 1;
}

/* A line end inside a comment becomes one space (CRLF too). */
static void
read_brace_comment (ChessPgnLexer *lx)
{
  advance (lx); /* { */
  for (;;)
    {
      int c = peek (lx);
      if (c < 0)
        {
          lx->problem = CHESS_LEX_UNTERMINATED;
          return;
        }
      if (c == 0)
        note_nul (lx);
      advance (lx);
      if (c == '}')
        return;
      if (c == '\\')
        {
          int d = peek (lx);
          if (d == '}' || d == '\\')
            {
              advance (lx);
              c = d;
            }
        }
      else if (c == '\r' || c == '\n')
        {
          if (c == '\r' && peek (lx) == '\r' && ensure (lx, 2) && lx->p[1] == '\n')
            advance (lx);
          if (c == '\r' && peek (lx) == '\n')
            advance (lx);
          c = ' ';
        }
      utf8_feed (lx, c);
      if (++lx->comment_bytes > CHESS_PGN_MAX_COMMENT)
        lx->problem = CHESS_LEX_TOO_LONG;  /* also when the text is not kept */
      else if (lx->keep_text)
        text_add (lx, c, CHESS_PGN_MAX_COMMENT);
    }
}

static void
read_line_comment (ChessPgnLexer *lx)
{
  advance (lx); /* ; */
  for (;;)
    {
      int c = peek (lx);
      if (c < 0 || c == '\n' || c == '\r')
        return;
      if (c == 0)
        note_nul (lx);
      advance (lx);
      utf8_feed (lx, c);
      if (++lx->comment_bytes > CHESS_PGN_MAX_COMMENT)
        lx->problem = CHESS_LEX_TOO_LONG;
      else if (lx->keep_text)
        text_add (lx, c, CHESS_PGN_MAX_COMMENT);
    }
}

static void
read_string (ChessPgnLexer *lx)
{
  advance (lx); /* " */
  for (;;)
    {
      int c = peek (lx);
      if (c < 0 || c == '\n' || c == '\r')
        {
          lx->problem = CHESS_LEX_UNTERMINATED;
          return;
        }
      if (c == 0)
        note_nul (lx);
      advance (lx);
      if (c == '"')
        return;
      if (c == '\\')
        {
          int d = peek (lx);
          if (d == '"' || d == '\\')
            {
              advance (lx);
              c = d;
            }
        }
      utf8_feed (lx, c);
      text_add (lx, c, CHESS_PGN_MAX_TAG_VALUE);
    }
}

/* Dashes other programs write for '-' in castling and results (O–O,
 * 1–0): U+2010 to U+2015 (hyphen, non-breaking hyphen, figure, en and em
 * dash, bar) and U+2212 (minus), three bytes each in UTF-8. */
static bool
is_dash (const char *s)
{
  const unsigned char *u = (const unsigned char *) s;
  return u[0] == 0xE2 && ((u[1] == 0x80 && u[2] >= 0x90 && u[2] <= 0x95) || (u[1] == 0x88 && u[2] == 0x92));
}

size_t
chess_pgn_normalize_dashes (char *s, size_t n)
{
  size_t out = 0;
  for (size_t i = 0; i < n;)
    {
      if (i + 3 <= n && is_dash (s + i))
        {
          s[out++] = '-';
          i += 3;
        }
      else
        s[out++] = s[i++];
    }
  s[out] = '\0';
  return out;
}

static void
read_symbol (ChessPgnLexer *lx)
{
  size_t n = 0;
  unsigned char high = 0;  /* any byte >= 0x80: a dash may need normalizing */
  for (;;)
    {
      /* Fast path over the current chunk. */
      const unsigned char *p = lx->p, *end = lx->end;
      while (p < end && (char_class[*p] & C_SYMBOL))
        {
          if (n < CHESS_PGN_SYMBOL_MAX)
            lx->symbol[n++] = (char) *p;
          else
            lx->symbol_truncated = true;
          high |= *p;
          p++;
        }
      bool more = p == end;
      if (p != lx->p)
        lx->after_cr = false;
      lx->p = p;
      if (!more || !refill (lx))
        break;
    }
  lx->symbol[n] = '\0';
  lx->symbol_length = n;
  if (high & 0x80)
    lx->symbol_length = chess_pgn_normalize_dashes (lx->symbol, n);
}

/* A run of bytes that are a or b ("..", "!?"). */
static void
read_run (ChessPgnLexer *lx, int a, int b)
{
  size_t n = 0;
  int c;
  while ((c = peek (lx)) > 0 && (c == a || c == b))
    {
      advance (lx);
      if (n < CHESS_PGN_SYMBOL_MAX)
        lx->symbol[n++] = (char) c;
      else
        lx->symbol_truncated = true;
    }
  lx->symbol[n] = '\0';
  lx->symbol_length = n;
}

static void
skip_to_line_end (ChessPgnLexer *lx)
{
  int c;
  while ((c = peek (lx)) >= 0 && c != '\n' && c != '\r')
    advance (lx);
}

/* A UTF-8 byte-order mark at the current byte (files are concatenated,
 * so one may stand anywhere between tokens). */
static bool
at_byte_order_mark (ChessPgnLexer *lx)
{
  return ensure (lx, 3) && lx->p[0] == 0xEF && lx->p[1] == 0xBB && lx->p[2] == 0xBF;
}

void
chess_pgn_lexer_peek_symbol (ChessPgnLexer *lx, char *out, size_t size, int *next)
{
  size_t n = 0;
  *next = -1;
  out[0] = '\0';
  ensure (lx, CHESS_PGN_SYMBOL_MAX + 16);  /* as much as the buffer holds, if the input has it */
  const unsigned char *p = lx->p, *end = lx->end;
  while (p < end && (*p == ' ' || *p == '\t'))
    p++;
  while (p < end && (char_class[*p] & C_SYMBOL) && n + 1 < size)
    out[n++] = (char) *p++;
  out[n] = '\0';
  while (p < end && (*p == ' ' || *p == '\t'))
    p++;
  if (p < end)
    *next = *p;
}

ChessPgnToken
chess_pgn_lexer_next (ChessPgnLexer *lx)
{
  int c;
  lx->prev_end_line = lx->line;
  if (!lx->started)
    {
      lx->started = true;
      lx->prev_end_line = 0;  /* no token before the first */
      if (ensure (lx, 3) && lx->p[0] == 0xEF && lx->p[1] == 0xBB && lx->p[2] == 0xBF)
        {
          lx->p += 3;
          lx->line_offset = chess_pgn_lexer_offset (lx);
        }
      else if (ensure (lx, 2) && ((lx->p[0] == 0xFF && lx->p[1] == 0xFE) || (lx->p[0] == 0xFE && lx->p[1] == 0xFF)))
        {
          /* UTF-16 (Windows "Unicode"): the file's opener converts it;
           * read here, it is no PGN. */
          lx->utf16 = true;
          lx->tok_offset = 0;
          lx->tok_line = 1;
          lx->tok_column = 1;
          lx->p = lx->end;
          lx->eof = true;
          return lx->token = CHESS_TOK_EOF;
        }
    }

  for (;;)
    {
      c = peek (lx);
      if (c < 0)
        break;
      unsigned char k = char_class[c];
      if (k & (C_SPACE | C_NEWLINE))
        {
          advance (lx);
          continue;
        }
      if (c == '%' && chess_pgn_lexer_offset (lx) == lx->line_offset)
        {
          skip_to_line_end (lx);
          continue;
        }
      if (c == 0xEF && at_byte_order_mark (lx))
        {
          lx->p += 3;
          lx->after_cr = false;
          continue;
        }
      break;
    }

  lx->tok_offset = chess_pgn_lexer_offset (lx);
  lx->tok_line = lx->line;
  lx->tok_column = lx->tok_offset - lx->line_offset + 1;
  lx->problem = CHESS_LEX_OK;
  lx->symbol_truncated = false;
  lx->symbol_en_passant = false;
  lx->nul_byte = false;

  if (c < 0)
    return lx->token = CHESS_TOK_EOF;

  if (char_class[c] & C_SYMBOL)
    {
      read_symbol (lx);
      /* The old en-passant remark "e.p.": alone ("exd6 e.p.") it is a
       * token of its own; written onto the move ("exd6e.p.") the symbol
       * stops at its first '.' and ends in 'e' after the rank. */
      bool alone = lx->symbol_length == 1 && lx->symbol[0] == 'e';
      bool attached = lx->symbol_length >= 3 && lx->symbol[lx->symbol_length - 1] == 'e'
                      && lx->symbol[lx->symbol_length - 2] >= '1' && lx->symbol[lx->symbol_length - 2] <= '8';
      if ((alone || attached) && ensure (lx, 3) && memcmp (lx->p, ".p.", 3) == 0)
        {
          lx->p += 3;
          /* The move's text goes on after the remark: "exd6e.p.+".  Alone,
           * the token keeps only such signs. */
          lx->symbol_length = alone ? 0 : lx->symbol_length - 1;
          while (lx->symbol_length < CHESS_PGN_SYMBOL_MAX && (c = peek (lx)) >= 0 && (c == '+' || c == '#'))
            {
              advance (lx);
              lx->symbol[lx->symbol_length++] = (char) c;
            }
          lx->symbol[lx->symbol_length] = '\0';
          if (alone)
            return lx->token = CHESS_TOK_EN_PASSANT;
          lx->symbol_en_passant = true;
        }
      return lx->token = CHESS_TOK_SYMBOL;
    }

  switch (c)
    {
    case '[': advance (lx); return lx->token = CHESS_TOK_LBRACKET;
    case ']': advance (lx); return lx->token = CHESS_TOK_RBRACKET;
    case '(': advance (lx); return lx->token = CHESS_TOK_LPAREN;
    case ')': advance (lx); return lx->token = CHESS_TOK_RPAREN;
    case '*': advance (lx); return lx->token = CHESS_TOK_STAR;
    case '.':
      read_run (lx, '.', '.');
      return lx->token = CHESS_TOK_PERIOD;
    case '!':
    case '?':
      read_run (lx, '!', '?');
      return lx->token = CHESS_TOK_SUFFIX;
    case '{':
      text_reset (lx);
      lx->comment_bytes = 0;
      read_brace_comment (lx);
      note_legacy_text (lx);
      text_finish (lx);
      return lx->token = CHESS_TOK_COMMENT;
    case ';':
      text_reset (lx);
      lx->comment_bytes = 0;
      read_line_comment (lx);
      note_legacy_text (lx);
      text_finish (lx);
      return lx->token = CHESS_TOK_COMMENT;
    case '"':
      text_reset (lx);
      read_string (lx);
      note_legacy_text (lx);
      text_finish (lx);
      return lx->token = CHESS_TOK_STRING;
    case '$':
      {
        advance (lx);
        unsigned long v = 0;
        size_t digits = 0;
        while ((c = peek (lx)) >= '0' && c <= '9')
          {
            advance (lx);
            v = v * 10 + (unsigned long) (c - '0');
            if (v > 100000)
              v = 100000;
            digits++;
          }
        lx->number = v;
        if (digits == 0)
          {
            lx->bad_char = '$';
            return lx->token = CHESS_TOK_BAD;
          }
        return lx->token = CHESS_TOK_NAG;
      }
    default:
      advance (lx);
      lx->bad_char = c;
      return lx->token = CHESS_TOK_BAD;
    }
}

/* ---- text encoding ---- */

bool
chess_pgn_is_utf8 (const char *text, size_t length)
{
  const unsigned char *s = (const unsigned char *) text, *end = s + length;
  while (s < end)
    {
      unsigned c = *s;
      if (c < 0x80)
        {
          s++;
          continue;
        }
      size_t n;
      unsigned min;
      if (c >= 0xC2 && c <= 0xDF)
        n = 1, min = 0x80;
      else if (c >= 0xE0 && c <= 0xEF)
        n = 2, min = 0x800;
      else if (c >= 0xF0 && c <= 0xF4)
        n = 3, min = 0x10000;
      else
        return false;
      if ((size_t) (end - s) <= n)
        return false;
      unsigned cp = c & (0x3F >> n);
      for (size_t i = 1; i <= n; i++)
        {
          if ((s[i] & 0xC0) != 0x80)
            return false;
          cp = (cp << 6) | (s[i] & 0x3F);
        }
      if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
        return false;
      s += n + 1;
    }
  return true;
}

/* Windows-1252's 0x80-0x9F (0: unassigned there, kept as Latin-1's
 * control character). */
static const unsigned short windows_1252_high[32] = {
  0x20AC, 0, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021,
  0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0, 0x017D, 0,
  0, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
  0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0, 0x017E, 0x0178,
};

char *
chess_pgn_latin1_to_utf8 (const char *text, size_t length, size_t *out_length)
{
  char *out = malloc (length * 3 + 1);
  if (!out)
    abort ();
  size_t n = 0;
  for (size_t i = 0; i < length; i++)
    {
      unsigned char c = (unsigned char) text[i];
      unsigned wide = c >= 0x80 && c < 0xA0 ? windows_1252_high[c - 0x80] : 0;
      if (c < 0x80)
        out[n++] = (char) c;
      else if (wide >= 0x800)
        {
          out[n++] = (char) (0xE0 | (wide >> 12));
          out[n++] = (char) (0x80 | ((wide >> 6) & 0x3F));
          out[n++] = (char) (0x80 | (wide & 0x3F));
        }
      else
        {
          unsigned cp = wide ? wide : c;
          out[n++] = (char) (0xC0 | (cp >> 6));
          out[n++] = (char) (0x80 | (cp & 0x3F));
        }
    }
  out[n] = '\0';
  *out_length = n;
  return out;
}
