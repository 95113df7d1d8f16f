/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-spin-digits.c — see chess-spin-digits.h */
#include "config.h"

#include <string.h>

#include "chess-digits.h"
#include "chess-spin-digits.h"

static gboolean
on_spin_output (GtkSpinButton *spin)
{
  double value = gtk_adjustment_get_value (gtk_spin_button_get_adjustment (spin));
  char format[8];
  char text[G_ASCII_DTOSTR_BUF_SIZE];
  g_autofree char *shown = NULL;

  g_snprintf (format, sizeof format, "%%.%uf", gtk_spin_button_get_digits (spin));
  g_ascii_formatd (text, sizeof text, format, value);
  if (strchr (text, '.') != NULL)
    {
      char *end = text + strlen (text) - 1;

      while (*end == '0')
        *end-- = '\0';
      if (*end == '.')
        *end = '\0';
    }
  shown = chess_digits_format_number (text);
  if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (spin)), shown) != 0)
    gtk_editable_set_text (GTK_EDITABLE (spin), shown);
  return TRUE;
}

/* What was typed, in the locale's digits or ASCII ones. */
static int
on_spin_input (GtkSpinButton *spin,
               double        *value)
{
  g_autofree char *typed = chess_digits_unlocalize (gtk_editable_get_text (GTK_EDITABLE (spin)));
  char *end;

  g_strstrip (typed);
  *value = g_ascii_strtod (typed, &end);
  if (end == typed || *end != '\0')
    return GTK_INPUT_ERROR;
  return TRUE;
}

void
chess_spin_button_localize (GtkSpinButton *spin)
{
  g_return_if_fail (GTK_IS_SPIN_BUTTON (spin));

  gtk_spin_button_set_numeric (spin, FALSE);
  g_signal_connect (spin, "output", G_CALLBACK (on_spin_output), NULL);
  g_signal_connect (spin, "input", G_CALLBACK (on_spin_input), NULL);
  on_spin_output (spin);
}
