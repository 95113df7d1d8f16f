/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-endgame-practice.h — one ending practised against the computer:
 * a random setting the tables confirm (chess-endgame.h), the person on
 * the side with the goal, the computer at full strength on the other with
 * the tables (its SyzygyPath: they defend where they cover the position),
 * no adjudication.  Every move of the person is judged by the tables on
 * a worker thread; at the end it says whether the goal was met, the moves
 * used against the tables' best, and the first move that spoiled the win
 * or the draw.  No GTK: the window is a view of it. */
#pragma once

#include "chess-play.h"
#include "chess-endgame.h"

G_BEGIN_DECLS

#define CHESS_TYPE_ENDGAME_PRACTICE (chess_endgame_practice_get_type ())
G_DECLARE_FINAL_TYPE (ChessEndgamePractice, chess_endgame_practice, CHESS, ENDGAME_PRACTICE, GObject)

/* Practises in `play`'s game (its tablebase is used; the computer is the
 * engine at `engine_path`). */
ChessEndgamePractice *chess_endgame_practice_new (ChessPlay *play, const char *engine_path);

/* A new setting of `kind` (made on a worker thread; `seed` decides it)
 * and a new game from it against the computer. */
void chess_endgame_practice_start_async (ChessEndgamePractice *self, ChessEndgameKind kind, guint32 seed,
                                         GCancellable *cancellable, GAsyncReadyCallback callback,
                                         gpointer user_data);
gboolean chess_endgame_practice_start_finish (ChessEndgamePractice *self, GAsyncResult *result,
                                              GError **error);

ChessEndgameKind chess_endgame_practice_get_kind (ChessEndgamePractice *self);
ChessEndgameGoal chess_endgame_practice_get_goal (ChessEndgamePractice *self);
ChessColor       chess_endgame_practice_get_person (ChessEndgamePractice *self);
/* The game has ended and every move of the person is judged. */
gboolean         chess_endgame_practice_is_finished (ChessEndgamePractice *self);
gboolean         chess_endgame_practice_get_goal_met (ChessEndgamePractice *self);
/* The person's moves so far; the tables' best for the goal from the
 * setting (0 when they do not say: a goal other than mate, or no DTZ). */
guint            chess_endgame_practice_get_moves_used (ChessEndgamePractice *self);
guint            chess_endgame_practice_get_best_moves (ChessEndgamePractice *self);
/* The first move of the person after which the tables no longer give
 * the goal, as "12. Kd3" (NULL: none; a newly allocated string). */
char            *chess_endgame_practice_dup_spoiling_move (ChessEndgamePractice *self);
/* The summary at the end: "Goal met: mate in 14 moves (the tables: 11).",
 * translated. */
char            *chess_endgame_practice_describe (ChessEndgamePractice *self);

/* Signals: "judged" — a move of the person was judged by the tables;
 * "finished" — the game ended and every move is judged. */

G_END_DECLS
