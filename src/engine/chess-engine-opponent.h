/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-engine-opponent.h — the computer opponent of one session.
 *
 * A window's session is played by two humans, or by a human and an
 * engine.  The opponent is the one place that knows which: it puts a
 * ChessEnginePlayer (an engine of the catalog, at a level, with the
 * opening book) on one side of the session and a human on the other,
 * restarts the engine after a fault or leaves the game to two humans,
 * takes back to the human's turn, and asks the engine for a hint.  It has
 * no widgets: the window, the command line and the tests drive it alike.
 *
 * The game it plays is tagged as PGN says: WhiteType/BlackType "program"
 * and the engine's name for the engine's side. */
#pragma once

#include "chess-engine-catalog.h"
#include "chess-engine-player.h"
#include "chess-session.h"

G_BEGIN_DECLS

/* Debian's gnuchess-book: the opening book engine players play from. */
#define CHESS_ENGINE_DEFAULT_BOOK "/usr/share/games/gnuchess/book.bin"

#define CHESS_TYPE_ENGINE_OPPONENT (chess_engine_opponent_get_type ())
G_DECLARE_FINAL_TYPE (ChessEngineOpponent, chess_engine_opponent, CHESS, ENGINE_OPPONENT, GObject)

/* `book_path`: the Polyglot book (NULL: none; a book that cannot be read
 * is no book). */
ChessEngineOpponent *chess_engine_opponent_new (ChessSession *session, ChessEngineCatalog *catalog,
                                                const char *book_path);
/* The Polyglot book of the engine's first moves, for the next
 * chess_engine_opponent_play() (NULL: none). */
void chess_engine_opponent_set_book (ChessEngineOpponent *self, const char *book_path);

/* Syzygy tablebase folders (a path list, NULL for none) for the engine
 * player (chess_engine_player_set_syzygy_path), now and from now on. */
void chess_engine_opponent_set_syzygy_path (ChessEngineOpponent *self, const char *paths);

/* The engine at `path` (of the catalog or not) plays `side` of the
 * session's game at `level`; the other side is a human.  Any earlier
 * engine is let go.  The engine starts when first needed (at once if its
 * side is to move). */
void chess_engine_opponent_play (ChessEngineOpponent *self, ChessColor side, const char *path,
                                 const ChessEngineLevel *level);
/* Both sides human from now on (the engine is let go). */
void chess_engine_opponent_leave (ChessEngineOpponent *self);

/* The engine's side, or -1 when two humans play (property "side"). */
int chess_engine_opponent_get_side (ChessEngineOpponent *self);
/* The engine player, NULL when two humans play. */
ChessEnginePlayer *chess_engine_opponent_get_player (ChessEngineOpponent *self);
const char *chess_engine_opponent_get_path (ChessEngineOpponent *self);
const ChessEngineLevel *chess_engine_opponent_get_level (ChessEngineOpponent *self);

/* After a fault: the same engine, level and side in a new process.  The
 * game goes on where it stood; the engine thinks at once if it is to move. */
void chess_engine_opponent_restart (ChessEngineOpponent *self);

/* Take Back against the engine: back to the human's turn, taking back the
 * engine's reply too (a move pair), or the human's last move while the
 * engine thinks about it (the search stops).  FALSE if nothing could be
 * taken back.  With two humans, one move, as chess_session_takeback(). */
gboolean chess_engine_opponent_takeback (ChessEngineOpponent *self);

/* The engine's best move for the human in the live position (a search of
 * `movetime_ms`, with the engine's own level set aside: its first line).
 * Fails with G_IO_ERROR_NOT_SUPPORTED when no engine plays or it is not
 * the human's turn, G_IO_ERROR_CANCELLED when a move or a new hint came
 * first, or the engine's error. */
void chess_engine_opponent_hint_async (ChessEngineOpponent *self, guint movetime_ms,
                                       GCancellable *cancellable,
                                       GAsyncReadyCallback callback, gpointer user_data);
ChessMove chess_engine_opponent_hint_finish (ChessEngineOpponent *self, GAsyncResult *result,
                                             GError **error);

/* Signals:
 *   "changed"           the side, engine or level changed (also the player)
 *   "engine-ready"      the engine finished its handshake (its name is known)
 *   "engine-failed" (GError *error)
 *                       the engine player reported a fault (session's
 *                       "player-failed" for it); the game is as it was
 * Property: "side" (int, notify). */

G_END_DECLS
