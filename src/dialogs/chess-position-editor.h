/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-position-editor.h — Set Up Position: a board to put pieces on
 * from a palette of twelve, the side to move, the castling rights and the
 * en-passant square the placement allows, a FEN field that follows the
 * board and a board that follows the field, and every reason the position
 * cannot be played or could never arise, in words.
 *
 * The editor knows no window and no game: it emits what the user chose
 * (play from the position, analyse it, keep it in the library) with the
 * position's FEN, and the
 * window acts on it. */
#pragma once

#include <adwaita.h>

#include "chess-position.h"

G_BEGIN_DECLS

#define CHESS_TYPE_POSITION_EDITOR (chess_position_editor_get_type ())
G_DECLARE_FINAL_TYPE (ChessPositionEditor, chess_position_editor, CHESS, POSITION_EDITOR, AdwWindow)

/* Starts from pos, drawn with the main board's piece set and theme. */
ChessPositionEditor *chess_position_editor_new (GtkWindow           *parent,
                                                const ChessPosition *pos,
                                                const char          *piece_set,
                                                const char          *theme);

/* The position as it stands in the editor. */
const ChessPosition *chess_position_editor_get_position (ChessPositionEditor *self);

/* Its board (a ChessBoard), for the test probe. */
GtkWidget *chess_position_editor_get_board (ChessPositionEditor *self);

/* Signals:
 *   "chosen" (const char *what, const char *fen): the user chose "play"
 *     (Play from Here), "analyse" or "library" (Add to Library) for a
 *     position that can be played; the editor closes after it.
 *   "changed": the position, or a widget that shows it, changed. */

G_END_DECLS
