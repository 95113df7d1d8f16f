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
/* The other way, for what people type: a copy of text with the locale's
 * digits and decimal mark as ASCII ones ("۱۲٫۵" or "12,5" → "12.5"). */
char       *chess_digits_unlocalize (const char *text);

G_END_DECLS
