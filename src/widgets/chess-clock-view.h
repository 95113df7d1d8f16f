/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-clock-view.h — one side of the chess clock: the player's name and
 * the remaining time.  Redraws only when the digits shown change. */
#pragma once

#include <gtk/gtk.h>
#include "chess-clock.h"

G_BEGIN_DECLS

#define CHESS_TYPE_CLOCK_VIEW (chess_clock_view_get_type ())
G_DECLARE_FINAL_TYPE (ChessClockView, chess_clock_view, CHESS, CLOCK_VIEW, GtkWidget)

GtkWidget *chess_clock_view_new (ChessColor side);
void chess_clock_view_set_side (ChessClockView *self, ChessColor side);
ChessColor chess_clock_view_get_side (ChessClockView *self);
/* NULL: an untimed game; only the name shows. */
void chess_clock_view_set_clock (ChessClockView *self, ChessClock *clock);
void chess_clock_view_set_player_name (ChessClockView *self, const char *name);
/* The side to move in a game in progress: marked even before its clock runs. */
void chess_clock_view_set_active (ChessClockView *self, gboolean active);
/* The pieces and points this side is ahead ("♟♞ +4"; "" for none), shown
 * beside the name unless "show-material" is off. */
void chess_clock_view_set_material (ChessClockView *self, const char *text);
void chess_clock_view_set_show_material (ChessClockView *self, gboolean show);
/* What shows ("" when hidden or nothing), for tests. */
const char *chess_clock_view_get_material (ChessClockView *self);
/* An engine thinks on this side: the card says so (style class
 * "thinking"). */
void chess_clock_view_set_thinking (ChessClockView *self, gboolean thinking);
gboolean chess_clock_view_get_thinking (ChessClockView *self);
/* A smaller time and less padding, for a narrow window. */
void chess_clock_view_set_compact (ChessClockView *self, gboolean compact);
/* The text shown, for tests ("4:59", "0:09.3"); "" when untimed. */
const char *chess_clock_view_get_text (ChessClockView *self);
/* When the view next looks at the clock (monotonic µs), -1 when it waits
 * for nothing: the only wake-up it has (for tests). */
gint64 chess_clock_view_get_ready_time (ChessClockView *self);

G_END_DECLS
