/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-digits.h — numbers as the user's locale writes them (Persian
 * digits and decimal separator under fa_IR, a decimal comma under el_GR),
 * for what people read on screen, never for what is written to files. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* How the locale (LC_CTYPE, LC_NUMERIC) writes the ASCII digit or the
 * decimal point `c`, or NULL when it writes it as ASCII.  For the main
 * thread: the answer follows setlocale(). */
const char *chess_digits_for_char (char c);

/* A copy of text with its ASCII digits, and its '.' when decimal_point,
 * as the locale writes them. */
char       *chess_digits_localize (const char *text,
                                   gboolean    decimal_point);
/* The one place a number people read is written: from its ASCII form
 * ("-2.53", "+0.32", "#-3", "12", "87.5") to the locale's digits and
 * decimal mark, with a true minus sign (U+2212); a signed number (a
 * mate's "#−3" too) is isolated left to right (U+2066 … U+2069), as Unicode's
 * bidi algorithm wants, so that in right-to-left text its sign stays
 * before its digits (Persian: "⁦−۲٫۵۳⁩", never "2.53–"). */
char       *chess_digits_format_number (const char *ascii);
/* chess_digits_format_number of a printf format and its arguments (in
 * the C locale's form: "%.1f" writes a '.', the locale's mark follows). */
char       *chess_digits_format (const char *format, ...) G_GNUC_PRINTF (1, 2);

/* `text` isolated (U+2068 FIRST STRONG ISOLATE … U+2069) so that it takes
 * its own direction inside text of the other: an engine's or a file's
 * English in a right-to-left window keeps its full stop at its end. */
char       *chess_digits_isolate_text (const char *text);

/* The other way, for what people type: a copy of text with the locale's
 * digits and decimal mark as ASCII ones ("۱۲٫۵" or "12,5" → "12.5"). */
char       *chess_digits_unlocalize (const char *text);

G_END_DECLS
