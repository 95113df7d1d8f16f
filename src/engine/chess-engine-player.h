/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-engine-player.h — a UCI engine as a player of a ChessSession.
 *
 * When the session gives it the turn, it plays from the opening book while
 * the book knows the position (picking by the book's weights, so games
 * differ), and otherwise sends the game to its engine: levels 1–7 choose
 * among the engine's candidate moves of a small search
 * (chess-engine-level.h), 8 plays at full strength, and so does every
 * level once the opponent has only its king (chess_engine_level_finishes):
 * one line, no node limit of the level.  In a timed game
 * the engine thinks on its own clock, read at that instant,
 * within a budget sent as "movetime" (chess_engine_move_budget_ms).  Its move goes
 * through chess_player_play_move() like a human's; an illegal move or an
 * engine fault is reported with chess_player_report_failure().  A
 * cancelled turn (pause, takeback, new game) stops the search at once. */
#pragma once

#include "chess-player.h"
#include "chess-engine.h"
#include "chess-engine-level.h"
#include "chess-polyglot.h"

G_BEGIN_DECLS

#define CHESS_TYPE_ENGINE_PLAYER (chess_engine_player_get_type ())
G_DECLARE_FINAL_TYPE (ChessEnginePlayer, chess_engine_player, CHESS, ENGINE_PLAYER, ChessPlayer)

/* The player starts `engine` itself when first needed (if it is new). */
ChessEnginePlayer *chess_engine_player_new (ChessEngine *engine, const ChessEngineLevel *level);
ChessEngine *chess_engine_player_get_engine (ChessEnginePlayer *self);

/* An opening book to play from (owned by the caller, who keeps it alive
 * while the player has it); NULL for none. */
void chess_engine_player_set_book (ChessEnginePlayer *self, const ChessBook *book);
/* The random source of book picks and level choices (tests and matches
 * seed it); the player takes it over.  Default: a random seed. */
void chess_engine_player_set_random (ChessEnginePlayer *self, GRand *random);

/* Syzygy tablebase folders (a path list; NULL or "" for none) for the
 * engine's SyzygyPath option, given to it at levels 7 and 8 and at any
 * level finishing a game; an engine without the option plays without. */
void chess_engine_player_set_syzygy_path (ChessEnginePlayer *self, const char *paths);

/* In a game without a clock: the longest the player thinks about a move,
 * in milliseconds (property "move-time", default 1000; levels 4–8 think
 * that long).  An engine that has not moved by then is told to stop, and
 * one that does not answer that either is a fault: a silent engine never
 * hangs an untimed game.  On the clock the engine spends its own time. */
void chess_engine_player_set_move_time (ChessEnginePlayer *self, guint move_time_ms);
/* A limit of nodes per search for levels that have none of their own
 * (property "nodes", 0 for none): matches measure levels with it. */
void chess_engine_player_set_nodes (ChessEnginePlayer *self, guint64 nodes);

G_END_DECLS
