/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-engine-choice.h — the New Game dialog's choice of opponent: a
 * person, or the computer (the side you play, the engine, the level),
 * remembered in the settings for the next game. */
#pragma once

#include <gtk/gtk.h>
#include "chess-engine-level.h"

G_BEGIN_DECLS

#define CHESS_TYPE_ENGINE_CHOICE (chess_engine_choice_get_type ())
G_DECLARE_FINAL_TYPE (ChessEngineChoice, chess_engine_choice, CHESS, ENGINE_CHOICE, GtkWidget)

/* The choices start from `settings` (keys "opponent", "human-color",
 * "engine", "engine-level"; the engines are those of the catalog). */
void chess_engine_choice_set_settings (ChessEngineChoice *self, GSettings *settings);
/* Keeps the choices in the settings, for the next game. */
void chess_engine_choice_save (ChessEngineChoice *self);

/* TRUE when the computer is chosen (property "computer", notify). */
gboolean chess_engine_choice_get_computer (ChessEngineChoice *self);
/* The side the computer plays (Random drawn now), or -1 for a person. */
int chess_engine_choice_draw_engine_side (ChessEngineChoice *self);
/* The engine's program, NULL when none is known (no Stockfish, none added). */
const char *chess_engine_choice_get_engine_path (ChessEngineChoice *self);
const ChessEngineLevel *chess_engine_choice_get_level (ChessEngineChoice *self);

G_END_DECLS
