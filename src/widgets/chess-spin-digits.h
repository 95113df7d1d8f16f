/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-spin-digits.h — a spin button that writes and reads its number as
 * the locale does (Persian digits, a decimal comma), through the one place
 * numbers are written (chess-digits.h). */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* From now on `spin` shows its value in the locale's digits and decimal
 * mark, without decimals that say nothing ("5", not "5.0"; "0.5" stays),
 * and takes what is typed in the locale's digits or ASCII ones.  The spin
 * must not be "numeric": that refuses Persian digits. */
void chess_spin_button_localize (GtkSpinButton *spin);

G_END_DECLS
