/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-pgn-comment.c — annotation glyphs, embedded comment commands
 * ([%clk] [%emt] [%eval] [%cal] [%csl]) and the growable text buffer. */
#include "chess-pgn-private.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- glyphs ---- */

typedef struct {
  const char *text;
  int nag;
} Glyph;

/* Text and Unicode forms used by ChessBase, Scid and kokopu-style files. */
static const Glyph glyphs[] = {
  { "!", 1 }, { "?", 2 }, { "!!", 3 }, { "??", 4 }, { "!?", 5 }, { "?!", 6 },
  { "\xe2\x96\xa1", 7 },                          /* □ only move */
  { "=", 10 },
  { "inf", 13 }, { "\xe2\x88\x9e", 13 },          /* ∞ unclear */
  { "+/=", 14 }, { "+=", 14 }, { "\xe2\xa9\xb2", 14 }, /* ⩲ */
  { "=/+", 15 }, { "=+", 15 }, { "\xe2\xa9\xb1", 15 }, /* ⩱ */
  { "+/-", 16 }, { "\xc2\xb1", 16 },              /* ± */
  { "-/+", 17 }, { "\xe2\x88\x93", 17 },          /* ∓ */
  { "+-", 18 }, { "+\xe2\x88\x92", 18 },          /* +− */
  { "-+", 19 }, { "\xe2\x88\x92+", 19 },          /* −+ */
  { "+--", 20 }, { "+\xe2\x88\x92\xe2\x88\x92", 20 },
  { "--+", 21 }, { "\xe2\x88\x92\xe2\x88\x92+", 21 },
  { "\xe2\xa8\x80", 22 },                         /* ⨀ zugzwang */
  { "\xe2\x9f\xb3", 32 },                         /* ⟳ development */
  { "\xe2\x86\x91", 36 },                         /* ↑ initiative */
  { "\xe2\x86\x92", 40 },                         /* → attack */
  { "=/inf", 44 }, { "=/\xe2\x88\x9e", 44 },      /* compensation */
  { "\xe2\x87\x86", 132 },                        /* ⇆ counterplay */
  { "\xe2\xa8\x81", 138 },                        /* ⨁ zeitnot */
  { "\xe2\x88\x86", 140 },                        /* ∆ with the idea */
  { "\xe2\x88\x87", 141 },                        /* ∇ aimed against */
  { "\xe2\x8c\x93", 142 },                        /* ⌓ better is */
  { "RR", 145 },                                  /* editorial comment */
  { "N", 146 },                                   /* novelty */
};

int
chess_pgn_glyph_to_nag (const char *symbol, size_t length)
{
  for (size_t i = 0; i < sizeof glyphs / sizeof glyphs[0]; i++)
    if (strlen (glyphs[i].text) == length && memcmp (glyphs[i].text, symbol, length) == 0)
      return glyphs[i].nag;
  return 0;
}

int
chess_nag_from_symbol (const char *symbol, size_t length)
{
  return chess_pgn_glyph_to_nag (symbol, length);
}

const char *
chess_nag_symbol (int nag)
{
  /* The Unicode forms printed books use, as the move list shows them. */
  static const struct { int nag; const char *symbol; } shown[] = {
    { 1, "!" }, { 2, "?" }, { 3, "!!" }, { 4, "??" }, { 5, "!?" }, { 6, "?!" },
    { 7, "\xe2\x96\xa1" }, { 10, "=" }, { 13, "\xe2\x88\x9e" },
    { 14, "\xe2\xa9\xb2" }, { 15, "\xe2\xa9\xb1" }, { 16, "\xc2\xb1" }, { 17, "\xe2\x88\x93" },
    { 18, "+\xe2\x88\x92" }, { 19, "\xe2\x88\x92+" },
    { 20, "+\xe2\x88\x92\xe2\x88\x92" }, { 21, "\xe2\x88\x92\xe2\x88\x92+" },
    { 22, "\xe2\xa8\x80" }, { 23, "\xe2\xa8\x80" },
    { 32, "\xe2\x9f\xb3" }, { 33, "\xe2\x9f\xb3" },
    { 36, "\xe2\x86\x91" }, { 37, "\xe2\x86\x91" },
    { 40, "\xe2\x86\x92" }, { 41, "\xe2\x86\x92" },
    { 44, "=/\xe2\x88\x9e" }, { 45, "=/\xe2\x88\x9e" },
    { 132, "\xe2\x87\x86" }, { 133, "\xe2\x87\x86" },
    { 138, "\xe2\xa8\x81" }, { 139, "\xe2\xa8\x81" },
    { 140, "\xe2\x88\x86" }, { 141, "\xe2\x88\x87" }, { 142, "\xe2\x8c\x93" },
    { 145, "RR" }, { 146, "N" },
  };

  for (size_t i = 0; i < sizeof shown / sizeof shown[0]; i++)
    if (shown[i].nag == nag)
      return shown[i].symbol;
  return NULL;
}

bool
chess_nag_is_move_assessment (int nag)
{
  return nag >= 1 && nag <= 6;
}

bool
chess_nag_is_position_assessment (int nag)
{
  return nag >= 10 && nag <= 21;
}

int
chess_pgn_suffix_to_nag (const char *symbol, size_t length)
{
  int nag = chess_pgn_glyph_to_nag (symbol, length);
  return nag >= 1 && nag <= 6 ? nag : 0;
}

bool
chess_pgn_is_tag_name (const char *name)
{
  if (!*name)
    return false;
  for (const unsigned char *s = (const unsigned char *) name; *s; s++)
    if (!((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') || (*s >= '0' && *s <= '9')
          || *s == '_' || *s == '+' || *s == '#' || *s == '=' || *s == ':' || *s == '-'))
      return false;
  return true;
}

/* ---- clocks ---- */

static bool
parse_uint (const char **s, const char *end, int64_t *value, int max_digits)
{
  int digits = 0;
  int64_t v = 0;
  while (*s < end && **s >= '0' && **s <= '9')
    {
      if (++digits > max_digits)
        return false;
      v = v * 10 + (**s - '0');
      (*s)++;
    }
  *value = v;
  return digits > 0;
}

/* [h:]mm:ss[.fff]; hours may have any number of digits (up to 7). */
bool
chess_pgn_parse_clock (const char *text, size_t length, int64_t *ms)
{
  const char *s = text, *end = text + length;
  int64_t parts[3];
  int n = 0;
  for (;;)
    {
      if (n == 3 || !parse_uint (&s, end, &parts[n], n == 0 ? 7 : 2))
        return false;
      n++;
      if (s < end && *s == ':')
        {
          s++;
          continue;
        }
      break;
    }
  if (n < 2)
    return false;
  int64_t h = n == 3 ? parts[0] : 0, m = parts[n - 2], sec = parts[n - 1];
  if (m >= 60 || sec >= 60)
    return false;
  int64_t frac = 0;
  if (s < end && *s == '.')
    {
      s++;
      int digits = 0;
      int64_t scale = 100;
      while (s < end && *s >= '0' && *s <= '9')
        {
          if (digits < 3)
            frac += (*s - '0') * scale;
          scale /= 10;
          digits++;
          s++;
        }
      if (digits == 0)
        return false;
    }
  if (s != end)
    return false;
  *ms = ((h * 60 + m) * 60 + sec) * 1000 + frac;
  return true;
}

size_t
chess_pgn_format_clock (int64_t ms, char *out, size_t size)
{
  if (ms < 0)
    ms = 0;
  int64_t s = ms / 1000, f = ms % 1000;
  int n = snprintf (out, size, "%" PRId64 ":%02d:%02d", s / 3600, (int) (s / 60 % 60), (int) (s % 60));
  if (f && n > 0 && (size_t) n < size)
    {
      char frac[8];
      snprintf (frac, sizeof frac, ".%03d", (int) f);
      size_t fl = 4;
      while (frac[fl - 1] == '0')
        fl--;
      frac[fl] = '\0';
      n += snprintf (out + n, size - (size_t) n, "%s", frac);
    }
  return n > 0 ? (size_t) n : 0;
}

/* ---- comment commands ---- */

static char *
dup_range (const char *s, size_t n)
{
  char *d = malloc (n + 1);
  if (!d)
    abort ();
  memcpy (d, s, n);
  d[n] = '\0';
  return d;
}

static void
trim (const char **s, size_t *n)
{
  while (*n && (**s == ' ' || **s == '\t'))
    (*s)++, (*n)--;
  while (*n && ((*s)[*n - 1] == ' ' || (*s)[*n - 1] == '\t'))
    (*n)--;
}

static void
append_text (char **slot, const char *s, size_t n, char separator)
{
  if (n == 0)
    return;
  size_t old = *slot ? strlen (*slot) : 0;
  char *t = realloc (*slot, old + n + 2);
  if (!t)
    abort ();
  if (old)
    t[old++] = separator;
  memcpy (t + old, s, n);
  t[old + n] = '\0';
  *slot = t;
}

static void
set_or_append (char **field, const char *s, size_t n, char separator)
{
  append_text (field, s, n, separator);
}

/* A [%clk] written otherwise than the writer writes it ("[clk 1:05:23 ]")
 * is kept as it was, to be written again while the clock is unchanged:
 * saving a game must not rewrite what it did not change. */
static void
keep_clock_text (ChessNode *node, const char *text, size_t n)
{
  char clock[32], canonical[48];
  /* each run of white space as one space: the writer may break the line
   * there, and the text read back must be the same */
  char *kept = dup_range (text, n), *to = kept;

  for (const char *from = kept; *from; from++)
    if (*from != ' ' && *from != '\t' && *from != '\n' && *from != '\r')
      *to++ = *from;
    else if (to == kept || to[-1] != ' ')
      *to++ = ' ';
  *to = '\0';
  chess_pgn_format_clock (node->clock_ms, clock, sizeof clock);
  snprintf (canonical, sizeof canonical, "[%%clk %s]", clock);
  free (node->clock_text);
  node->clock_text = NULL;
  if (strcmp (canonical, kept) != 0)
    {
      node->clock_text = kept;
      node->clock_text_ms = node->clock_ms;
    }
  else
    free (kept);
}

/* One command at text (which starts with '['): returns its length if it was
 * taken into the node, 0 if it is to stay in the comment text. */
static size_t
take_command (ChessNode *node, const char *text, const char *end)
{
  const char *s = text + 1;
  bool percent = s < end && *s == '%';
  if (percent)
    s++;
  const char *name = s;
  while (s < end && ((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z')))
    s++;
  size_t name_len = (size_t) (s - name);
  const char *close = memchr (s, ']', (size_t) (end - s));
  if (!close || name_len == 0 || (s < close && *s != ' ' && *s != '\t'))
    return 0;
  const char *payload = s;
  size_t plen = (size_t) (close - s);
  trim (&payload, &plen);

#define IS(word) (name_len == sizeof word - 1 && memcmp (name, word, name_len) == 0)
  if (IS ("clk") || IS ("emt"))
    {
      int64_t ms;
      if (!chess_pgn_parse_clock (payload, plen, &ms))
        return 0;
      if (IS ("clk"))
        {
          node->clock_ms = ms;
          keep_clock_text (node, text, (size_t) (close + 1 - text));
        }
      else
        node->emt_ms = ms;
    }
  else if (!percent || plen == 0 || memchr (payload, '[', plen))
    return 0;
  else if (IS ("eval"))
    {
      free (node->eval);
      node->eval = dup_range (payload, plen);
    }
  else if (IS ("cal"))
    set_or_append (&node->arrows, payload, plen, ',');
  else if (IS ("csl"))
    set_or_append (&node->highlights, payload, plen, ',');
  else
    return 0;
#undef IS
  return (size_t) (close + 1 - text);
}

/* Commands are matched like brackets, innermost first, in one pass: when
 * a ']' closes a '[' the span between them (inner commands already taken
 * out) is tried as a command.  So the text left over holds no command any
 * more, and reading it again, after the commands the writer puts first,
 * takes nothing new: the round trip is exact. */
void
chess_pgn_comment_apply (ChessNode *node, char **slot, const char *text, size_t length)
{
  size_t old = *slot ? strlen (*slot) : 0;
  size_t total = old + (old && length ? 1 : 0) + length;
  char *in = malloc (total + 1), *out = malloc (total + 1);
  if (!in || !out)
    abort ();
  if (old)
    memcpy (in, *slot, old);
  if (old && length)
    in[old] = ' ';
  memcpy (in + total - length, text, length);

  size_t opens = 0;
  for (size_t i = 0; i < total; i++)
    opens += in[i] == '[';
  size_t *stack = opens ? malloc (opens * sizeof *stack) : NULL;
  if (opens && !stack)
    abort ();
  size_t depth = 0, n = 0;
  for (size_t i = 0; i < total; i++)
    {
      char c = in[i];
      out[n++] = c;
      if (c == '[')
        stack[depth++] = n - 1;
      else if (c == ']' && depth > 0)
        {
          size_t p = stack[--depth];
          if (take_command (node, out + p, out + n) == n - p)
            {
              n = p;
              while (i + 1 < total && (in[i + 1] == ' ' || in[i + 1] == '\t'))
                i++;
            }
        }
    }
  const char *t = out;
  trim (&t, &n);
  free (*slot);
  *slot = n ? dup_range (t, n) : NULL;
  free (stack);
  free (in);
  free (out);
}

/* ---- buffer ---- */

void
chess_pgn_buffer_init (ChessPgnBuffer *buffer)
{
  buffer->data = NULL;
  buffer->length = 0;
  buffer->capacity = 0;
}

void
chess_pgn_buffer_clear (ChessPgnBuffer *buffer)
{
  free (buffer->data);
  chess_pgn_buffer_init (buffer);
}

void
chess_pgn_buffer_append (ChessPgnBuffer *buffer, const char *text, size_t length)
{
  if (buffer->length + length + 1 > buffer->capacity)
    {
      size_t cap = buffer->capacity ? buffer->capacity : 1024;
      while (cap < buffer->length + length + 1)
        cap *= 2;
      char *d = realloc (buffer->data, cap);
      if (!d)
        abort ();
      buffer->data = d;
      buffer->capacity = cap;
    }
  memcpy (buffer->data + buffer->length, text, length);
  buffer->length += length;
  buffer->data[buffer->length] = '\0';
}

void
chess_pgn_buffer_append_char (ChessPgnBuffer *buffer, char c)
{
  chess_pgn_buffer_append (buffer, &c, 1);
}
