/* chess-game.h — a game of chess: the move tree, the current position, the
 * clock, the result.  The window, PGN files and engines all talk to this. */
#pragma once

#include <gio/gio.h>
#include "chess-notation.h"
#include "chess-record.h"
#include "chess-clock.h"

G_BEGIN_DECLS

typedef enum {
  CHESS_TERMINATION_NONE = 0,
  CHESS_TERMINATION_CHECKMATE,
  CHESS_TERMINATION_RESIGNATION,
  CHESS_TERMINATION_TIME_FORFEIT,
  CHESS_TERMINATION_STALEMATE,
  CHESS_TERMINATION_INSUFFICIENT_MATERIAL,   /* dead position, automatic */
  CHESS_TERMINATION_AGREEMENT,
  CHESS_TERMINATION_THREEFOLD,               /* claimed */
  CHESS_TERMINATION_FIFTY_MOVES,             /* claimed */
  CHESS_TERMINATION_FIVEFOLD,                /* automatic */
  CHESS_TERMINATION_SEVENTY_FIVE_MOVES,      /* automatic */
  CHESS_TERMINATION_TIMEOUT_VS_INSUFFICIENT_MATERIAL,
  CHESS_TERMINATION_UNKNOWN                  /* a loaded game with a result but no reason */
} ChessTermination;

/* "checkmate", "time-forfeit", … as printed by the test events; NULL for NONE. */
const char *chess_termination_to_id (ChessTermination termination);

#define CHESS_GAME_ERROR (chess_game_error_quark ())
GQuark chess_game_error_quark (void);
typedef enum {
  CHESS_GAME_ERROR_BAD_FEN,
  CHESS_GAME_ERROR_NO_GAME,       /* the file holds no readable game */
  CHESS_GAME_ERROR_UNSUPPORTED,   /* a variant we do not play */
} ChessGameError;

#define CHESS_TYPE_GAME (chess_game_get_type ())
G_DECLARE_FINAL_TYPE (ChessGame, chess_game, CHESS, GAME, GObject)

ChessGame *chess_game_new (void);
ChessGame *chess_game_new_from_fen (const char *fen, GError **error);
ChessGame *chess_game_new_from_record (ChessRecord *record);   /* takes ownership */

const ChessRecord *chess_game_get_record (ChessGame *self);
const ChessPosition *chess_game_get_position (ChessGame *self); /* at the current node */
ChessNode *chess_game_get_current_node (ChessGame *self);
ChessNode *chess_game_get_last_node (ChessGame *self);         /* end of the main line */
gboolean chess_game_is_at_live_position (ChessGame *self);     /* current = end of main line */

const char *chess_game_get_tag (ChessGame *self, const char *name);
void chess_game_set_tag (ChessGame *self, const char *name, const char *value);

/* Play `move` from the current position.  In a game in progress the move
 * must be made at the live position; it runs the clock and may end the game.
 * In a finished or loaded game a move from an earlier node adds (or enters)
 * a variation and never destroys the main line.  FALSE if illegal. */
gboolean chess_game_make_move (ChessGame *self, ChessMove move);
gboolean chess_game_takeback (ChessGame *self);   /* undo the last main-line move */

/* Navigation: changes only the current node. */
gboolean chess_game_go_first (ChessGame *self);
gboolean chess_game_go_previous (ChessGame *self);
gboolean chess_game_go_next (ChessGame *self);
gboolean chess_game_go_last (ChessGame *self);
void chess_game_go_to_node (ChessGame *self, ChessNode *node);

/* Result */
gboolean chess_game_is_over (ChessGame *self);
ChessResult chess_game_get_result (ChessGame *self);
ChessTermination chess_game_get_termination (ChessGame *self);
char *chess_game_describe_result (ChessGame *self);   /* "Black wins — White's time ran out" */

void chess_game_resign (ChessGame *self, ChessColor side);
void chess_game_offer_draw (ChessGame *self, ChessColor side);
int chess_game_get_draw_offer (ChessGame *self);      /* side that offers, or -1 */
void chess_game_accept_draw (ChessGame *self);
void chess_game_decline_draw (ChessGame *self);
/* The same with the answering side named: FALSE (nothing happens) if no
 * offer stands or `side` made it — nobody accepts their own offer. */
gboolean chess_game_answer_draw_offer (ChessGame *self, ChessColor side, gboolean accept);
/* Can the side to move claim now, or after playing `intended` (or
 * CHESS_MOVE_NONE)?  reason gets THREEFOLD or FIFTY_MOVES. */
gboolean chess_game_can_claim_draw (ChessGame *self, ChessMove intended, ChessTermination *reason);
gboolean chess_game_claim_draw (ChessGame *self, ChessMove intended);

/* Clock: a new game has no clock until a time control is set (before the
 * first move).  The clock starts with White's first move. */
void chess_game_set_time_control (ChessGame *self, const ChessTimeControl *tc);
ChessClock *chess_game_get_clock (ChessGame *self);   /* NULL when untimed */

gboolean chess_game_get_modified (ChessGame *self);   /* changes since load/save */
void chess_game_set_modified (ChessGame *self, gboolean modified);

/* Files (GIO, asynchronous).  Load reads the game `index` (0-based) of the
 * file; warnings (file:line:column: game N: message) that did not prevent
 * loading go into the GPtrArray of strings returned by _finish. */
void chess_game_load_async (GFile *file, guint index, GCancellable *cancellable,
                            GAsyncReadyCallback callback, gpointer user_data);
ChessGame *chess_game_load_finish (GAsyncResult *result, GPtrArray **warnings, GError **error);
/* Atomic: a temporary file beside it, then rename. */
void chess_game_save_async (ChessGame *self, GFile *file, GCancellable *cancellable,
                            GAsyncReadyCallback callback, gpointer user_data);
gboolean chess_game_save_finish (ChessGame *self, GAsyncResult *result, GError **error);
gboolean chess_game_save_sync (ChessGame *self, GFile *file, GError **error);
GFile *chess_game_get_file (ChessGame *self);

/* Autosave: after every move (and result) the game in progress is written
 * atomically to `file`, clock state included. */
void chess_game_set_autosave_file (ChessGame *self, GFile *file);  /* writes at once; NULL stops */
GFile *chess_game_get_autosave_file (ChessGame *self);
void chess_game_autosave (ChessGame *self);   /* write now (e.g. on pause or quit) */
GFile *chess_game_get_default_autosave_file (void);   /* $XDG_DATA_HOME/com.example.Chess/autosave.pgn */
ChessGame *chess_game_restore_autosave (GFile *file, GError **error); /* NULL + no error if none */

/* Signals:
 *   "move-made" (ChessNode *node)     a move was added or played
 *   "position-changed"                the current node changed (move, takeback, navigation)
 *   "result-changed"                  the result or termination changed
 *   "tree-changed"                    nodes were added or removed (move list redraw)
 * Properties with notify: "result", "termination", "draw-offer", "modified",
 *   "can-claim-draw" (for CHESS_MOVE_NONE). */

G_END_DECLS
