/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-engine.h — one UCI engine process, driven without ever blocking.
 *
 * A ChessEngine starts the program (GSubprocess), does the handshake
 * (uci … uciok, isready … readyok), keeps the engine's id and options, and
 * runs searches: each search sends "position" and "go", reports every info
 * line through ::info and ends with the engine's bestmove, checked against
 * the position.  Everything is asynchronous; the main loop never waits.
 *
 * One search at a time.  A new search while one runs supersedes it: the
 * old one ends with G_IO_ERROR_CANCELLED at once, the engine is told
 * "stop", its late bestmove is dropped, and the new search starts as soon
 * as the engine is free — what infinite analysis needs when the user
 * navigates.  chess_engine_stop() instead asks for the engine's move now
 * and ends the search normally.
 *
 * Faults end the engine: it is killed, every pending call fails with a
 * CHESS_ENGINE_ERROR whose message names the engine and what happened,
 * ::failed is emitted once, and the state becomes FAILED.  No process is
 * left behind: quit (or the last unref) sends "quit" and kills the process
 * if it has not gone after a grace period. */
#pragma once

#include <gio/gio.h>
#include "chess-uci.h"
#include "chess-clock.h"
#include "chess-engine-enums.h"

G_BEGIN_DECLS

#define CHESS_ENGINE_ERROR (chess_engine_error_quark ())
GQuark chess_engine_error_quark (void);

typedef enum {
  CHESS_ENGINE_ERROR_MISSING,       /* the program does not exist or cannot be run */
  CHESS_ENGINE_ERROR_NO_UCIOK,      /* it exited, or did not answer "uciok" in time: not a UCI engine */
  CHESS_ENGINE_ERROR_CRASHED,       /* the process ended without being asked to */
  CHESS_ENGINE_ERROR_TIMEOUT,       /* no "readyok", or no "bestmove" after "stop", in time */
  CHESS_ENGINE_ERROR_ILLEGAL_MOVE,  /* its bestmove is not a legal move (or not a move at all) */
  CHESS_ENGINE_ERROR_FLOOD,         /* more output than any engine has a reason to write */
  CHESS_ENGINE_ERROR_UNSUPPORTED,   /* a request it cannot do (Chess960 without UCI_Chess960); not a fault */
  CHESS_ENGINE_ERROR_CLOSED         /* it has failed or quit already; not a new fault */
} ChessEngineError;

/* "missing", "no-uciok", "crashed", "timeout", "illegal-move", "flood",
 * "unsupported", "closed": for test events and logs. */
const char *chess_engine_error_to_id (ChessEngineError code);

typedef enum {
  CHESS_ENGINE_STATE_NEW = 0,   /* not started */
  CHESS_ENGINE_STATE_STARTING,  /* handshake under way */
  CHESS_ENGINE_STATE_READY,     /* idle */
  CHESS_ENGINE_STATE_SEARCHING, /* a search (or the end of a superseded one) is running */
  CHESS_ENGINE_STATE_FAILED,
  CHESS_ENGINE_STATE_CLOSED     /* quit */
} ChessEngineState;

/* The longest MultiPV kept in a search result. */
#define CHESS_ENGINE_MAX_LINES 32

/* What a search found.  lines[i] is the latest info of MultiPV line i + 1
 * that carried a score and a pv (n_lines of them; lines of a MultiPV
 * search may come from the last two depths when the search ended
 * mid-iteration). */
typedef struct {
  ChessPosition position;       /* where the search was made */
  ChessMove best_move;
  ChessMove ponder_move;        /* CHESS_MOVE_NONE when absent or not legal */
  guint n_lines;
  ChessUciInfo lines[CHESS_ENGINE_MAX_LINES];
} ChessSearchResult;

#define CHESS_TYPE_SEARCH_RESULT (chess_search_result_get_type ())
GType chess_search_result_get_type (void) G_GNUC_CONST;
ChessSearchResult *chess_search_result_copy (const ChessSearchResult *result);
void chess_search_result_free (ChessSearchResult *result);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (ChessSearchResult, chess_search_result_free)

#define CHESS_TYPE_ENGINE (chess_engine_get_type ())
G_DECLARE_FINAL_TYPE (ChessEngine, chess_engine, CHESS, ENGINE, GObject)

/* `path` is the program to run, without arguments. */
ChessEngine *chess_engine_new (const char *path);

const char *chess_engine_get_path (ChessEngine *self);
/* "id name" once the handshake is done; until then the program's file name. */
const char *chess_engine_get_name (ChessEngine *self);
const char *chess_engine_get_author (ChessEngine *self);   /* NULL if not given */
ChessEngineState chess_engine_get_state (ChessEngine *self);

/* How long the engine may take to answer uci, isready and stop (ms,
 * default 5000; property "timeout"). */
void chess_engine_set_timeout (ChessEngine *self, guint timeout_ms);

/* Start the program and do the handshake.  Fails with a CHESS_ENGINE_ERROR
 * (MISSING, NO_UCIOK, CRASHED, TIMEOUT, FLOOD) or G_IO_ERROR_CANCELLED. */
void chess_engine_start_async (ChessEngine *self, GCancellable *cancellable,
                               GAsyncReadyCallback callback, gpointer user_data);
gboolean chess_engine_start_finish (ChessEngine *self, GAsyncResult *result, GError **error);

/* The engine's options (ChessUciOption), in its order; empty before the handshake. */
GPtrArray *chess_engine_get_options (ChessEngine *self);
const ChessUciOption *chess_engine_find_option (ChessEngine *self, const char *name);
/* Sends "setoption" now if the engine is idle, else before the next
 * search.  FALSE + CHESS_ENGINE_ERROR_UNSUPPORTED for an option it does
 * not have or a value it does not accept (NULL for a button). */
gboolean chess_engine_set_option (ChessEngine *self, const char *name, const char *value, GError **error);
/* A value for an option, sent as soon as the engine has named its options
 * (before its first "isready"): the settings the user gave this engine.
 * Names it does not have and values it does not accept are skipped — the
 * engine may have changed since.  Only before the start. */
void chess_engine_preset_option (ChessEngine *self, const char *name, const char *value);
/* The next search is of a new game ("ucinewgame"). */
void chess_engine_new_game (ChessEngine *self);

/* Search the position after `moves` from `start` (the game's start and
 * moves, so the engine sees the history for repetitions).  The engine must
 * be started (or starting).  ::info is emitted for its info lines; the
 * result comes with the bestmove.  Cancelling ends the call at once with
 * G_IO_ERROR_CANCELLED and stops the engine. */
void chess_engine_search_async (ChessEngine *self, const ChessPosition *start,
                                const ChessMove *moves, gsize n_moves,
                                const ChessUciGo *go, GCancellable *cancellable,
                                GAsyncReadyCallback callback, gpointer user_data);
ChessSearchResult *chess_engine_search_finish (ChessEngine *self, GAsyncResult *result, GError **error);
/* How long a search with these limits may take before the engine is told
 * "stop" (ms; the engine's timeout is added to it, and it then has the
 * timeout again to answer, or it is a CHESS_ENGINE_ERROR_TIMEOUT fault):
 * - on the clock (go->timed): the remaining time of the side to move;
 * - else the earliest of: the movetime; nodes / 20 per ms (20 000 nodes a
 *   second), at least 5 s; depth × 2 s, at least 10 s;
 * - 0 (none) for an infinite search: its caller stops it. */
gint64 chess_engine_search_deadline_ms (const ChessUciGo *go, ChessColor side_to_move);
/* Ask for the move now: the running search ends with what the engine has. */
void chess_engine_stop (ChessEngine *self);

/* Send "quit" and let the process go (killed after a grace period); the
 * engine is CLOSED, pending calls fail with CHESS_ENGINE_ERROR_CLOSED. */
void chess_engine_quit (ChessEngine *self);

/* The clock fields of `go` from `clock` at this instant: both sides'
 * remaining times, each side's bonus in the period it is in (a delay is
 * sent as an increment: the engine may spend it each move as it may an
 * increment), and movestogo of the side to move when its period ends after
 * a number of moves.  An untimed clock (or NULL) leaves `go` untimed. */
void chess_engine_go_from_clock (ChessUciGo *go, ChessClock *clock);
/* The longest a move should take on the clock (ms), sent as "movetime"
 * beside the clock fields: the engine's own time management may end
 * sooner, never later.  remaining / 30 (or / movestogo when fewer moves
 * are left in the period) + 80 % of the increment, at most a quarter of
 * the remaining time and at most 5 s, at least 1 ms. */
gint64 chess_engine_move_budget_ms (gint64 remaining_ms, gint64 increment_ms, int movestogo);

/* Signals:
 *   "info" (gpointer info)   a ChessUciInfo of the running search
 *   "failed" (GError *error) a fault ended the engine (once)
 * Properties: "path" (construct-only), "name", "author", "state"
 *   (ChessEngineState, notify), "timeout". */

G_END_DECLS
