/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-digits.c — see chess-digits.h
 *
 * glibc knows each locale's digits: printf's I flag writes them ("%Id"
 * gives "۵" under fa_IR).  The table of the ten is made from that once per
 * locale, rather than padding with %I, whose field widths count bytes. */
#include "config.h"

#include <locale.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "chess-digits.h"

typedef struct {
  char *locale;                /* LC_CTYPE and LC_NUMERIC the table is for */
  char digits[10][8];          /* "" where the locale writes the ASCII digit */
  char decimal_point[8];       /* "" for '.' */
} DigitTable;

static DigitTable table;

static const DigitTable *
current_table (void)
{
  g_autofree char *locale = g_strconcat (setlocale (LC_CTYPE, NULL), "/", setlocale (LC_NUMERIC, NULL), NULL);
  const char *point;

  if (table.locale != NULL && g_str_equal (table.locale, locale))
    return &table;
  g_free (table.locale);
  table.locale = g_steal_pointer (&locale);
  for (int d = 0; d < 10; d++)
    {
      char written[8];

      /* clang takes glibc's I flag for Microsoft's length modifier. */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat"
      snprintf (written, sizeof written, "%Id", d);
#pragma GCC diagnostic pop
      if (written[0] == '0' + d && written[1] == '\0')
        written[0] = '\0';
      g_strlcpy (table.digits[d], written, sizeof table.digits[d]);
    }
  point = localeconv ()->decimal_point;
  g_strlcpy (table.decimal_point, point != NULL && strcmp (point, ".") != 0 ? point : "",
             sizeof table.decimal_point);
  /* glibc's fa_IR writes Persian digits with an ASCII point; with
   * Arabic-Indic digits Unicode (and CLDR) write the Arabic decimal
   * separator U+066B. */
  if (table.decimal_point[0] == '\0' && table.digits[0][0] != '\0')
    g_strlcpy (table.decimal_point, "\xd9\xab", sizeof table.decimal_point);
  return &table;
}

const char *
chess_digits_for_char (char c)
{
  const DigitTable *t = current_table ();
  const char *form = NULL;

  if (c >= '0' && c <= '9')
    form = t->digits[c - '0'];
  else if (c == '.')
    form = t->decimal_point;
  return form != NULL && form[0] != '\0' ? form : NULL;
}

char *
chess_digits_localize (const char *text,
                       gboolean    decimal_point)
{
  GString *out;

  g_return_val_if_fail (text != NULL, NULL);

  out = g_string_sized_new (strlen (text));
  for (const char *p = text; *p != '\0'; p++)
    {
      const char *form = (*p != '.' || decimal_point) ? chess_digits_for_char (*p) : NULL;

      if (form != NULL)
        g_string_append (out, form);
      else
        g_string_append_c (out, *p);
    }
  return g_string_free (out, FALSE);
}

#define MINUS_SIGN "\xe2\x88\x92"            /* U+2212 */
#define LEFT_TO_RIGHT_ISOLATE "\xe2\x81\xa6"  /* U+2066 */
#define POP_DIRECTIONAL_ISOLATE "\xe2\x81\xa9" /* U+2069 */

char *
chess_digits_format_number (const char *ascii)
{
  GString *out;
  gboolean isolate;
  const char *p = ascii;

  g_return_val_if_fail (ascii != NULL, NULL);

  {
    /* the sign, after a mate's "#" too */
    const char *sign = *p == '#' ? p + 1 : p;

    isolate = *sign == '-' || *sign == '+' || g_str_has_prefix (sign, MINUS_SIGN);
  }
  out = g_string_sized_new (strlen (ascii) + 16);
  if (isolate)
    g_string_append (out, LEFT_TO_RIGHT_ISOLATE);
  for (; *p != '\0'; p++)
    {
      const char *form = chess_digits_for_char (*p);

      if (*p == '-')
        g_string_append (out, MINUS_SIGN);
      else if (form != NULL)
        g_string_append (out, form);
      else
        g_string_append_c (out, *p);
    }
  if (isolate)
    g_string_append (out, POP_DIRECTIONAL_ISOLATE);
  return g_string_free (out, FALSE);
}

char *
chess_digits_format (const char *format,
                     ...)
{
  va_list args;
  g_autofree char *ascii = NULL;
  char *dot;

  va_start (args, format);
  ascii = g_strdup_vprintf (format, args);
  va_end (args);
  /* printf wrote the locale's decimal point (LC_NUMERIC): back to '.',
   * which chess_digits_format_number writes the locale's way. */
  dot = (char *) localeconv ()->decimal_point;
  if (dot != NULL && strcmp (dot, ".") != 0 && *dot != '\0')
    {
      g_autoptr (GString) plain = g_string_new (ascii);

      g_string_replace (plain, dot, ".", 0);
      g_free (ascii);
      ascii = g_string_free (g_steal_pointer (&plain), FALSE);
    }
  return chess_digits_format_number (ascii);
}

char *
chess_digits_isolate_text (const char *text)
{
  g_return_val_if_fail (text != NULL, NULL);
  return g_strconcat ("\xe2\x81\xa8", text, POP_DIRECTIONAL_ISOLATE, NULL);
}

char *
chess_digits_unlocalize (const char *text)
{
  const DigitTable *t;
  GString *out;

  g_return_val_if_fail (text != NULL, NULL);

  t = current_table ();
  out = g_string_sized_new (strlen (text));
  for (const char *p = text; *p != '\0';)
    {
      gboolean replaced = FALSE;

      for (int d = 0; d < 10 && !replaced; d++)
        if (t->digits[d][0] != '\0' && g_str_has_prefix (p, t->digits[d]))
          {
            g_string_append_c (out, (char) ('0' + d));
            p += strlen (t->digits[d]);
            replaced = TRUE;
          }
      if (!replaced && t->decimal_point[0] != '\0' && g_str_has_prefix (p, t->decimal_point))
        {
          g_string_append_c (out, '.');
          p += strlen (t->decimal_point);
          replaced = TRUE;
        }
      if (!replaced)
        g_string_append_c (out, *p++);
    }
  return g_string_free (out, FALSE);
}
