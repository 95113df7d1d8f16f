/* SPDX-License-Identifier: GPL-3.0-or-later */
/* floor-clock.h — the clock both floors draw (gtk-floor.c, adw-floor.c):
 * a time in cairo text, as GNOME Chess draws its clocks, so that the two
 * floors differ only in their windows. */
#pragma once

#include <cairo.h>

static inline void
floor_draw_clock (cairo_t *cr, int height, const char *text)
{
  cairo_select_font_face (cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
  cairo_set_font_size (cr, 24);
  cairo_move_to (cr, 8, height - 10);
  cairo_show_text (cr, text);
}
