/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-css-filter.c — see chess-css-filter.h.
 *
 * A scanner, not a CSS parser: it knows comments, strings, parentheses,
 * brackets and braces, which is all it needs to find where a rule's
 * selectors and block begin and end, and where a selector names an
 * element.  GTK parses what it keeps. */
#include "chess-css-filter.h"

#include <string.h>

typedef struct
{
  const char *p;
  const char *end;
} Scan;

/* Past a comment starting at s->p ("/" "*"), or to the end. */
static void
skip_comment (Scan *s)
{
  const char *close = g_strstr_len (s->p + 2, s->end - (s->p + 2), "*/");

  s->p = close != NULL ? close + 2 : s->end;
}

/* Past a string starting at s->p (its quote), escapes included. */
static void
skip_string (Scan *s)
{
  char quote = *s->p++;

  while (s->p < s->end && *s->p != quote && *s->p != '\n')
    {
      if (*s->p == '\\' && s->p + 1 < s->end)
        s->p++;
      s->p++;
    }
  if (s->p < s->end && *s->p == quote)
    s->p++;
}

static gboolean
at_comment (const Scan *s)
{
  return s->p + 1 < s->end && s->p[0] == '/' && s->p[1] == '*';
}

/* To the next stop character at depth 0 (outside (), [], strings and
 * comments), or the end; s->p stays on it. */
static void
skip_to (Scan *s, const char *stops)
{
  int depth = 0;

  while (s->p < s->end)
    {
      char c = *s->p;

      if (at_comment (s))
        skip_comment (s);
      else if (c == '"' || c == '\'')
        skip_string (s);
      else if (c == '\\' && s->p + 1 < s->end)
        s->p += 2;
      else if (depth == 0 && strchr (stops, c) != NULL)
        return;
      else
        {
          if (c == '(' || c == '[')
            depth++;
          else if ((c == ')' || c == ']') && depth > 0)
            depth--;
          s->p++;
        }
    }
}

/* Past the block whose '{' is at s->p, nested blocks included. */
static void
skip_block (Scan *s)
{
  int depth = 0;

  while (s->p < s->end)
    {
      char c = *s->p;

      if (at_comment (s))
        skip_comment (s);
      else if (c == '"' || c == '\'')
        skip_string (s);
      else if (c == '\\' && s->p + 1 < s->end)
        s->p += 2;
      else
        {
          s->p++;
          if (c == '{')
            depth++;
          else if (c == '}' && --depth == 0)
            return;
        }
    }
}

static gboolean
is_name_char (char c)
{
  return g_ascii_isalnum (c) || c == '-' || c == '_' || (guchar) c >= 0x80;
}

static gboolean
is_known (const char *name, gsize length, const char * const *names)
{
  for (guint i = 0; names[i] != NULL; i++)
    if (strlen (names[i]) == length && memcmp (names[i], name, length) == 0)
      return TRUE;
  return FALSE;
}

/* Whether every element name of the selector [p, end) is known.  An
 * element name is a name that starts a compound selector: at the start,
 * or after whitespace or a combinator; names after '.', '#' or ':' are
 * classes, ids and pseudo-classes, and what is inside () and [] does not
 * count (:not(calendar) matches nodes that are not calendars). */
static gboolean
selector_passes (const char *p, const char *end, const char * const *names)
{
  gboolean compound_start = TRUE;

  while (p < end)
    {
      char c = *p;

      if (c == '(' || c == '[' || c == '"' || c == '\'' || (c == '/' && p + 1 < end && p[1] == '*'))
        {
          Scan s = { p, end };

          if (c == '(' || c == '[')
            {
              s.p++;
              skip_to (&s, c == '(' ? ")" : "]");
              if (s.p < end)
                s.p++;
            }
          else if (c == '/')
            skip_comment (&s);
          else
            skip_string (&s);
          p = s.p;
          compound_start = FALSE;
          continue;
        }
      if (g_ascii_isspace (c) || c == '>' || c == '+' || c == '~')
        {
          compound_start = TRUE;
          p++;
          continue;
        }
      if (c == '.' || c == '#' || c == ':')
        {
          /* a class, id or pseudo-class: skip its name */
          while (p < end && (*p == '.' || *p == '#' || *p == ':'))
            p++;
          while (p < end && (is_name_char (*p) || *p == '\\'))
            p += *p == '\\' && p + 1 < end ? 2 : 1;
          compound_start = FALSE;
          continue;
        }
      if (compound_start && is_name_char (c))
        {
          const char *name = p;

          while (p < end && is_name_char (*p))
            p++;
          if (!is_known (name, p - name, names))
            return FALSE;
          compound_start = FALSE;
          continue;
        }
      compound_start = FALSE;
      p++;
    }
  return TRUE;
}

static const char *
trim_start (const char *p, const char *end)
{
  while (p < end && g_ascii_isspace (*p))
    p++;
  return p;
}

static const char *
trim_end (const char *start, const char *p)
{
  while (p > start && g_ascii_isspace (p[-1]))
    p--;
  return p;
}

/* The selectors of [p, end) that pass, into out (", " between them);
 * whether any did. */
static gboolean
append_passing (GString *out, const char *p, const char *end, const char * const *names)
{
  Scan s = { p, end };
  gboolean any = FALSE;

  while (s.p < end)
    {
      const char *start = s.p, *stop;

      skip_to (&s, ",");
      stop = s.p;
      start = trim_start (start, stop);
      stop = trim_end (start, stop);
      if (stop > start && selector_passes (start, stop, names))
        {
          if (any)
            g_string_append (out, ", ");
          g_string_append_len (out, start, stop - start);
          any = TRUE;
        }
      if (s.p < end)
        s.p++;   /* the comma */
    }
  return any;
}

char *
chess_css_filter_for_nodes (const char         *css,
                            gsize               length,
                            const char * const *names)
{
  GString *out = g_string_sized_new (length / 2 + 1);
  Scan s = { css, css + length };

  g_return_val_if_fail (css != NULL || length == 0, g_string_free (out, FALSE));
  g_return_val_if_fail (names != NULL, g_string_free (out, FALSE));

  while (s.p < s.end)
    {
      const char *start;

      if (g_ascii_isspace (*s.p))
        {
          s.p++;
          continue;
        }
      if (at_comment (&s))
        {
          skip_comment (&s);
          continue;
        }
      start = s.p;
      if (*s.p == '@')
        {
          /* an at-rule, kept whole: up to its ';' or through its block */
          skip_to (&s, ";{");
          if (s.p < s.end && *s.p == '{')
            skip_block (&s);
          else if (s.p < s.end)
            s.p++;
          g_string_append_len (out, start, s.p - start);
          g_string_append_c (out, '\n');
          continue;
        }
      skip_to (&s, "{;");
      if (s.p >= s.end)
        break;   /* selectors without a block: not CSS any more */
      if (*s.p == ';')
        {
          s.p++;   /* a stray declaration at the top: GTK drops it too */
          continue;
        }
      {
        const char *selectors_end = s.p;
        gsize mark = out->len;

        skip_block (&s);
        if (append_passing (out, start, selectors_end, names))
          {
            g_string_append_c (out, ' ');
            g_string_append_len (out, selectors_end, s.p - selectors_end);
            g_string_append_c (out, '\n');
          }
        else
          g_string_truncate (out, mark);
      }
    }
  return g_string_free (out, FALSE);
}
