/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-trainer-themes.h — lichess's theme names as people read them. */
#pragma once

#include <glib.h>

#include "chess-puzzle-store.h"

G_BEGIN_DECLS

/* The translated label of a theme, or its name when it has none. */
const char *chess_trainer_theme_label (const char *name);
/* The store's themes, the best known first (a new GStrv). */
GStrv chess_trainer_themes_in_order (ChessPuzzleStore *store);

G_END_DECLS
