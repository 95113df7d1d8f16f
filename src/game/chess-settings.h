/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-settings.h — the enumerated keys of the com.example.Chess settings.
 *
 * Each enum here is registered as a GType (chess-enums.h) and, generated
 * from this header, as an <enum> of the GSettings schema
 * (com.example.Chess.enums.xml), so the key's values and the C values
 * cannot drift apart: g_settings_get_enum() gives the C value and the nick
 * ("first-move") is what the settings store.  ("piece-set" and
 * "board-theme" stay strings with choices: they name artwork, a list that
 * grows with the data rather than with the code.) */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* "clock-start": when the clock of a new timed game starts. */
typedef enum {
  CHESS_CLOCK_START_FIRST_MOVE,   /* with White's first move, which uses no time */
  CHESS_CLOCK_START_IMMEDIATELY   /* White's time runs as soon as the game begins */
} ChessClockStart;

G_END_DECLS
