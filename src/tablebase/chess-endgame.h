/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-endgame.h — the classic endings to practise, and a random setting
 * of each that the Syzygy tables say has the intended result.
 *
 * Each ending has a goal for the person (mate, win, hold the draw) and a
 * side: the person plays the side with the goal, to move.  A setting is a
 * random legal placement of the ending's men, kept when the tables give
 * the person the intended verdict (a win, or at least a draw) and, for
 * the mates, a distance that makes it an exercise.  Lucena and Philidor
 * have five men: their settings are the textbook positions, mirrored at
 * random, checked by the tables when five-man tables are there. */
#pragma once

#include <gio/gio.h>
#include "chess-tablebase.h"

G_BEGIN_DECLS

typedef enum {
  CHESS_ENDGAME_QUEEN_MATE,
  CHESS_ENDGAME_ROOK_MATE,
  CHESS_ENDGAME_BISHOPS_MATE,
  CHESS_ENDGAME_BISHOP_KNIGHT_MATE,
  CHESS_ENDGAME_PAWN_WON,
  CHESS_ENDGAME_PAWN_DRAWN,
  CHESS_ENDGAME_LUCENA,
  CHESS_ENDGAME_PHILIDOR,
  CHESS_ENDGAME_QUEEN_AGAINST_ROOK,
  CHESS_ENDGAME_N_KINDS
} ChessEndgameKind;

typedef enum {
  CHESS_ENDGAME_GOAL_MATE,   /* checkmate the lone king */
  CHESS_ENDGAME_GOAL_WIN,    /* win the game */
  CHESS_ENDGAME_GOAL_DRAW    /* hold the draw */
} ChessEndgameGoal;

/* "Mate with the queen", … translated. */
const char *chess_endgame_kind_name (ChessEndgameKind kind);
ChessEndgameGoal chess_endgame_kind_goal (ChessEndgameKind kind);
/* "Checkmate", "Win", "Hold the draw", translated. */
const char *chess_endgame_goal_name (ChessEndgameGoal goal);
/* Whether a verdict for the person meets the goal (a win for mate and
 * win; a draw, cursed win, blessed loss or better for a draw). */
gboolean chess_endgame_goal_holds (ChessEndgameGoal goal, ChessTablebaseVerdict verdict);

/* A setting of `kind` (the person to move) that `tablebase` confirms;
 * `random` decides.  Fails with CHESS_TABLEBASE_ERROR_NOT_COVERED when
 * the tables do not reach the ending (Lucena and Philidor excepted).
 * Blocks on the disk: call it from a worker thread. */
gboolean chess_endgame_make_setting (ChessEndgameKind kind, ChessTablebase *tablebase, GRand *random,
                                     ChessPosition *setting, GError **error);

G_END_DECLS
