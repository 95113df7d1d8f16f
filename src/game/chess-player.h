/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-player.h — who plays one side of the game a ChessSession owns.
 *
 * The base type is a human, who moves through the board; subclasses (the
 * engine player of src/engine) think when the session gives them the turn
 * and answer with chess_player_play_move().  The session is the only one
 * that starts and cancels turns:
 *
 * - start_turn: this player's side is to move at the live position of a
 *   game in progress that is not paused (after a move, a takeback, a
 *   resume, a restore, a new game, or when the player joins the session).
 * - cancel_turn: that turn ends other than by the player's own move
 *   (takeback, pause, result, new game, player replaced, session
 *   disposed).  The player must stop thinking at once; a move it plays
 *   after this is refused.
 *
 * The defaults do nothing: a human moves by the board. */
#pragma once

#include <gio/gio.h>
#include "chess-types.h"

G_BEGIN_DECLS

typedef struct _ChessSession ChessSession;

#define CHESS_TYPE_PLAYER (chess_player_get_type ())
G_DECLARE_DERIVABLE_TYPE (ChessPlayer, chess_player, CHESS, PLAYER, GObject)

struct _ChessPlayerClass
{
  GObjectClass parent_class;

  void (*start_turn)  (ChessPlayer *self);
  void (*cancel_turn) (ChessPlayer *self);

  /*< private >*/
  gpointer padding[8];
};

/* A human player; `name` may be NULL or "" (no name). */
ChessPlayer  *chess_player_new_human   (const char *name);
/* TRUE for the base type; subclasses say FALSE with the "human" property
 * (construct-only, default TRUE). */
gboolean      chess_player_is_human    (ChessPlayer *self);
const char   *chess_player_get_name    (ChessPlayer *self);   /* "" when none */
void          chess_player_set_name    (ChessPlayer *self, const char *name);
/* The session this player plays in (a weak reference), NULL outside one. */
ChessSession *chess_player_get_session (ChessPlayer *self);
/* The side it plays; meaningful only while it is in a session. */
ChessColor    chess_player_get_side    (ChessPlayer *self);
/* TRUE while the player thinks about its move (property "thinking"). */
gboolean      chess_player_get_thinking (ChessPlayer *self);
void          chess_player_set_thinking (ChessPlayer *self, gboolean thinking);
/* TRUE between start_turn and the end of that turn. */
gboolean      chess_player_has_turn    (ChessPlayer *self);

/* The player's move: the same path as a move on the board
 * (chess_session_play_move), and only while the player has the turn.
 * FALSE with CHESS_SESSION_ERROR_* when refused (illegal, not its turn,
 * paused, too late on the clock). */
gboolean      chess_player_play_move   (ChessPlayer *self, ChessMove move, GError **error);
/* A fault (engine missing, crashed, silent, lying): the session cancels the
 * turn, keeps the game exactly as it is (the clock keeps running for that
 * side, as for a human who walked away) and emits
 * ChessSession::player-failed (player, error). */
void          chess_player_report_failure (ChessPlayer *self, const GError *error);

G_END_DECLS
