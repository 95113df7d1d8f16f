/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-move-entry.h — a field to type a move in (Nf3, e2e4, 0-0, in the
 * language's letters or figurines), read as it is typed by the core's
 * ChessMoveInput: beside it, the legal moves that fit the text, or why
 * the text is no move to play.
 *
 * A widget: it knows the position it reads moves in, not the game.  A
 * move that is whole and unique is chosen at once; Enter chooses one that
 * waits (O-O while O-O-O is legal); Escape gives up.  The owner plays the
 * move chosen and says, with chess_move_entry_refuse(), when it cannot. */
#pragma once

#include <gtk/gtk.h>

#include "chess-position.h"

G_BEGIN_DECLS

#define CHESS_TYPE_MOVE_ENTRY (chess_move_entry_get_type ())
G_DECLARE_FINAL_TYPE (ChessMoveEntry, chess_move_entry, CHESS, MOVE_ENTRY, GtkWidget)

GtkWidget *chess_move_entry_new (void);

/* The position moves are read in (copied); the text is read again. */
void chess_move_entry_set_position (ChessMoveEntry *self, const ChessPosition *pos);
/* Shows the field with `text` typed (may be NULL) and the keyboard focus
 * in it, after the text. */
void chess_move_entry_start (ChessMoveEntry *self, const char *text);
/* Empties the field and its message. */
void chess_move_entry_clear (ChessMoveEntry *self);
/* The text typed. */
const char *chess_move_entry_get_text (ChessMoveEntry *self);
/* What is shown beside the field: the moves that fit, or the message. */
const char *chess_move_entry_get_message (ChessMoveEntry *self);
/* The owner could not play the move chosen: the reason, as an error. */
void chess_move_entry_refuse (ChessMoveEntry *self, const char *reason);
/* The answer to a command: the field empties, the answer shows beside it
 * and becomes the field's description (a screen reader says it). */
void chess_move_entry_answer (ChessMoveEntry *self, const char *answer);

/* Signals:
 *   "move-chosen" (guint move): the text is this legal ChessMove
 *       (castling king-to-rook), and it is whole and unique or Enter was
 *       pressed.
 *   "cancelled": Escape; the field is empty again.
 *   "command" (const char *text): Enter on a text that is no move but a
 *       command of the command line (chess_reader_command_parse); the
 *       owner answers with chess_move_entry_answer(). */

G_END_DECLS
