/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-game-private.h — what the files of ChessGame share: the instance
 * struct and the helpers that one file implements for the others.
 * Not installed, not for the UI. */
#pragma once

#include "chess-game.h"
#include "chess-time-control.h"

G_BEGIN_DECLS

struct _ChessGame
{
  GObject parent_instance;

  ChessRecord *record;        /* owned; the move tree and the tags */
  ChessNode *current;         /* the node the board shows */
  ChessNode *live;            /* end of the main line: where the game goes on */
  ChessPosition current_pos;  /* position after `current` */
  ChessPosition live_pos;     /* position after `live` */
  /* Repetition keys of the main line: keys[i] belongs to the position after
   * i half-moves from the record's start, so keys->len = plies + 1. */
  GArray *keys;

  ChessResult result;
  ChessTermination termination;
  int draw_offer;             /* CHESS_WHITE, CHESS_BLACK or -1 */
  gboolean modified;
  gboolean can_claim;         /* cached "can-claim-draw" */
  guint64 change_serial;      /* bumped by every change, to know whether a save is still current */

  ChessClock *clock;          /* NULL when untimed */
  gulong flag_handler;
  gboolean clock_started;     /* the first move has been made on the clock */
  gint64 initial_us[2];       /* remaining time per side before the first move */

  /* The edits that Undo and Redo take back and make again
   * (chess-game-history.c), newest last, until any other change;
   * ChessGameStep, NULL while empty. */
  GPtrArray *undo_steps;
  GPtrArray *redo_steps;
  gboolean keeping_history;   /* a step is being made: the change keeps them */

  /* Batching: notifications, "result-changed" and "changed" go out once
   * per change. */
  guint batch_depth;
  gboolean result_dirty;
  gboolean changed;           /* "changed" goes out at the end of the change */
};

/* chess-game.c */
void _chess_game_begin_change (ChessGame *self);
void _chess_game_end_change (ChessGame *self);
void _chess_game_mark_modified (ChessGame *self);
void _chess_game_notify (ChessGame *self, const char *name);
/* The current node and its position, without a signal. */
void _chess_game_set_current (ChessGame *self, ChessNode *node);
void _chess_game_emit_tree_changed (ChessGame *self);
void _chess_game_emit_position_changed (ChessGame *self);
/* Append a move at the live position of a game in progress: clock, tree,
 * keys, automatic results.  No legality check; FALSE if too late. */
gboolean _chess_game_play_live (ChessGame *self, ChessMove move);
/* A new clock (or none, for an untimed control), replacing the old one. */
void _chess_game_create_clock (ChessGame *self, const ChessTimeControl *tc);

/* chess-game-history.c: a step is begun before its edit (it takes the
 * side before), recorded after it (the side after; the game modified,
 * Redo gone) or cancelled when the edit did nothing.  A deletion's step
 * takes the line out of the tree's hands: where it stood (under parent,
 * after that sibling, NULL: first) and the node shown in it, if any. */
typedef struct _ChessGameStep ChessGameStep;
ChessGameStep *_chess_game_step_notes (ChessNode *node);
ChessGameStep *_chess_game_step_order (ChessNode *node);
ChessGameStep *_chess_game_step_delete (ChessNode *line, ChessNode *parent, ChessNode *after, ChessNode *shown);
void _chess_game_step_cancel (ChessGameStep *step);
void _chess_game_record_step (ChessGame *self, ChessGameStep *step);
void _chess_game_history_clear (ChessGame *self);

/* chess-game-edit.c: the main line is another one (its keys, its end,
 * the ending it shows); the end of an edit begun with
 * _chess_game_begin_change: that, "tree-changed", "position-changed"
 * when the node shown moved. */
void _chess_game_main_line_changed (ChessGame *self);
void _chess_game_end_edit (ChessGame *self, gboolean main_line, gboolean moved);

/* chess-game-rules.c */
void _chess_game_rebuild_keys (ChessGame *self);
void _chess_game_push_key (ChessGame *self);   /* key of live_pos, appended */
guint _chess_game_count_repetitions (ChessGame *self);  /* of live_pos, itself included */
/* The automatic result of the live position (mate, stalemate, dead
 * position, fivefold, seventy-five moves), or NONE. */
ChessTermination _chess_game_automatic_termination (ChessGame *self, ChessResult *result);
/* Record a result: state, tags, clock stopped; signals go out at the end
 * of the change. */
void _chess_game_set_result (ChessGame *self, ChessResult result, ChessTermination termination);
void _chess_game_clear_result (ChessGame *self);
/* The flag of `loser` fell at the live position. */
void _chess_game_end_on_time (ChessGame *self, ChessColor loser);
void _chess_game_update_claim (ChessGame *self);
/* Termination of a loaded game: our Termination tag values, else what the
 * final position shows, else UNKNOWN. */
ChessTermination _chess_game_termination_from_record (ChessGame *self);
const char *_chess_termination_to_tag (ChessTermination termination);
/* Checkmate, stalemate, dead position, fivefold, seventy-five moves: the
 * endings the final position shows, which a takeback undoes. */
gboolean _chess_termination_is_shown_by_position (ChessTermination termination);
/* The main line of a finished game changed: an ending that the final
 * position showed is worked out from the new one (the result stays). */
void _chess_game_update_termination (ChessGame *self);

/* chess-game-clock.c */
/* Clock state from the tree ([%clk]). */
void _chess_game_setup_clock_from_record (ChessGame *self, const ChessTimeControl *tc);
/* Main-line moves made by `side`. */
int _chess_game_count_moves (ChessGame *self, ChessColor side);
/* The [%clk] of `side`'s last move at or above `node`, or CHESS_TIME_NONE. */
gint64 _chess_game_last_clock_ms (ChessGame *self, ChessNode *node, ChessColor side);

G_END_DECLS
