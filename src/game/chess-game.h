/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-game.h — a game of chess: the move tree, the current position, the
 * clock, the result.  The window, PGN files and engines all talk to this. */
#pragma once

#include <gio/gio.h>
#include "chess-notation.h"
#include "chess-record.h"
#include "chess-marks.h"
#include "chess-clock.h"
#include "chess-enums.h"

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
  CHESS_TERMINATION_ADJUDICATION,            /* decided for the players (the tablebase) */
  CHESS_TERMINATION_UNKNOWN                  /* a loaded game with a result but no reason */
} ChessTermination;

/* "checkmate", "resignation", "time-forfeit", "stalemate",
 * "insufficient-material", "agreement", "threefold", "fifty-moves",
 * "fivefold", "seventy-five-moves", "timeout-vs-insufficient-material",
 * "adjudication", "unknown" — as printed by the test events; NULL for NONE.
 *
 * The PGN Termination tag gets (and on load is read from, any case):
 * "normal" for checkmate (the standard's word; "checkmate" of older files
 * is read), "resignation", "time forfeit", "stalemate", "insufficient
 * material", "agreement", "threefold repetition", "fifty-move rule",
 * "fivefold repetition", "seventy-five-move rule", "time forfeit,
 * insufficient mating material", "adjudication".  Other values ("normal", …) are worked
 * out from the final position where it shows the result, else UNKNOWN. */
const char *chess_termination_to_id (ChessTermination termination);

/* The rules a game is played by, fixed when it is created: a Chess960
 * game castles by Chess960 rules even from the standard set-up (number
 * 518), and its file says so (Variant "Chess960"). */
typedef enum {
  CHESS_VARIANT_STANDARD = 0,
  CHESS_VARIANT_CHESS960
} ChessVariant;

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
/* A Chess960 game when the position's castling rights need Chess960 rules
 * (a king off the e-file or a rook off the corner); standard otherwise. */
ChessGame *chess_game_new_from_fen (const char *fen, GError **error);
/* A Chess960 game from start position `number` (0…959, Scharnagl's
 * numbering: see chess_position_set_chess960). */
ChessGame *chess_game_new_chess960 (guint number);
ChessGame *chess_game_new_from_record (ChessRecord *record);   /* takes ownership */

ChessVariant chess_game_get_variant (ChessGame *self);

const ChessRecord *chess_game_get_record (ChessGame *self);
const ChessPosition *chess_game_get_position (ChessGame *self); /* at the current node */
ChessNode *chess_game_get_current_node (ChessGame *self);
ChessNode *chess_game_get_last_node (ChessGame *self);         /* end of the main line */
gboolean chess_game_is_at_live_position (ChessGame *self);     /* current = end of main line */
/* The position at the end of the main line, where the game goes on. */
const ChessPosition *chess_game_get_live_position (ChessGame *self);
/* Half-moves of the main line. */
guint chess_game_get_n_plies (ChessGame *self);
/* Whether the game has any move at all, variations included. */
gboolean chess_game_has_moves (ChessGame *self);
/* A number that changes with every change of the game (moves, tags,
 * results, the clock's time control): a save knows whether it is current. */
guint64 chess_game_get_change_serial (ChessGame *self);

const char *chess_game_get_tag (ChessGame *self, const char *name);
/* Result, Termination, FEN, SetUp and Variant follow the game itself and
 * cannot be set. */
void chess_game_set_tag (ChessGame *self, const char *name, const char *value);

/* Play `move` from the current position.  In a game in progress (result
 * NONE, also a loaded one) the move must be made at the live position —
 * elsewhere FALSE; it runs the clock and may end the game (checkmate,
 * stalemate, dead position, fivefold repetition, seventy-five moves).  A
 * move after the flag instant is refused (FALSE) and the game is lost on
 * time.  It declines the opponent's standing draw offer.
 * In a finished game a move from an earlier node adds (or enters, if it is
 * already there) a variation and never touches the main line or the
 * result; at the end of the main line it is refused.  FALSE if illegal. */
gboolean chess_game_make_move (ChessGame *self, ChessMove move);
/* Play `move` from the current position into the move tree, beside the
 * game: the child with that move is entered if there is one, else the
 * move is added as the last variation there.  Never touches the main line,
 * the clock or the result; refused (FALSE) where the move would be the
 * game's own — at the live position — and when illegal.  A finished game's
 * chess_game_make_move away from its end is this.  Whether a game in
 * progress may have variations is the session's business. */
gboolean chess_game_add_variation (ChessGame *self, ChessMove move);
/* Undo the last main-line move; the board goes to the new live position and
 * the clock goes back to the moment that move's turn began (both sides'
 * times from the [%clk] before it; the mover's turn runs again).  Reopens a
 * game that this move ended (mate, stalemate, dead position, fivefold,
 * seventy-five moves); refused (FALSE) after resignation, agreement, a
 * claim or a flag fall, and when the move has variations beside it. */
gboolean chess_game_takeback (ChessGame *self);

/* Annotations written by `annotate` into the game's record: comments,
 * NAGs, commands ([%eval] …), variations (a review, an annotator).  It
 * may add nodes but must leave the main line's moves, the start and the
 * result alone, and remove no node (the game keeps pointers into the
 * tree); a changed main line is a programming error.  Then
 * "tree-changed" and `modified`. */
typedef void (*ChessGameAnnotateFunc) (ChessRecord *record, gpointer user_data);
void chess_game_annotate (ChessGame *self, ChessGameAnnotateFunc annotate, gpointer user_data);

/* Editing the moves (the move list's menu).  A finished game may be
 * edited anywhere: when its main line changes it keeps its result (the
 * players' own), and an ending that its final position showed (checkmate,
 * stalemate, …) is worked out again from the new final position.  In a
 * game in progress the main line is the game being played: the clock runs
 * at its end, and only moves there and chess_game_takeback change it, so
 * edits that would change it are refused; the variations beside it may be
 * edited. */
typedef enum {
  /* `node` and every move after it in its line; the first variation
   * beside node, if any, takes its place */
  CHESS_MOVE_EDIT_DELETE_FROM,
  /* the innermost variation that holds `node`, from its first move */
  CHESS_MOVE_EDIT_DELETE_VARIATION,
  /* that variation takes the place of the line it branches from, which
   * becomes the first variation there */
  CHESS_MOVE_EDIT_PROMOTE_VARIATION,
  /* the line through `node` becomes the main line */
  CHESS_MOVE_EDIT_MAKE_MAIN_LINE
} ChessMoveEdit;

/* Whether `edit` applies to `node` (a node of this game) and is allowed. */
gboolean chess_game_can_edit_moves (ChessGame *self, ChessMoveEdit edit, ChessNode *node);
/* Makes the edit: "tree-changed", `modified`, "changed"; "position-changed"
 * when the node shown was deleted (the board shows the move before the
 * deleted line); "result-changed" when the ending changed.  FALSE, and
 * nothing changes, when it is not allowed. */
gboolean chess_game_edit_moves (ChessGame *self, ChessMoveEdit edit, ChessNode *node);
/* Undo and Redo of the edits (chess-game-history.c): the edits of the
 * moves above and the annotations below (comments, symbols, arrows and
 * circles), each taken back or made again exactly, the deleted moves put
 * back where they were (and the board on the move it showed, if it has
 * not gone elsewhere since).  Any other change of the game (a move, Take
 * Back, a tag, a review's annotations) ends both lists; navigation does
 * not.  FALSE when there is nothing to take back or make again. */
gboolean chess_game_can_undo_edit (ChessGame *self);
gboolean chess_game_can_redo_edit (ChessGame *self);
gboolean chess_game_undo_edit (ChessGame *self);
gboolean chess_game_redo_edit (ChessGame *self);
/* Undo, when the last edit was a deletion (the toast's Undo). */
gboolean chess_game_can_undo_delete (ChessGame *self);
gboolean chess_game_undo_delete (ChessGame *self);

/* Annotations of one node (chess-game-annotations.c): each changes that
 * node's fields only, keeps its other commands ([%clk], [%eval]) and text,
 * and makes the game `modified` and "changed"; comments and symbols also
 * "tree-changed" (the move list shows them).  FALSE when nothing changed.
 * The arrows and circles drawn for the position after `node` ([%cal] and
 * [%csl]; none clears both): */
void chess_game_get_marks (ChessGame *self, ChessNode *node, ChessMarks *marks);
gboolean chess_game_set_marks (ChessGame *self, ChessNode *node, const ChessMarks *marks);
/* The comment after `node` (at the root: before the first move); blanks
 * and line breaks become single spaces, a '}' (which would end the PGN
 * comment) a ')'; empty or NULL removes it. */
gboolean chess_game_set_comment (ChessGame *self, ChessNode *node, const char *text);
/* A symbol (NAG) on the move `node` (not the root): a move has one
 * judgement (!, ?, !!, ??, !?, ?!: NAGs 1–6) and one of the position
 * (=, ∞, ⩲, ±, +−, …: 10–21); another of the same kind takes its place,
 * the same again takes it away; other NAGs are added and taken away alike.
 * FALSE when the node has no room (CHESS_NODE_MAX_NAGS). */
gboolean chess_game_toggle_nag (ChessGame *self, ChessNode *node, guint8 nag);

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
/* Translated: "White wins — Black is checkmated", "Black wins — White's time
 * ran out", "Draw — insufficient material", "Draw — White ran out of time,
 * but Black cannot checkmate", …; with the players' names from the White
 * and Black tags when there are any: "Magnus wins — Hikaru ran out of
 * time"; "Game in progress" before a result. */
char *chess_game_describe_result (ChessGame *self);

void chess_game_resign (ChessGame *self, ChessColor side);   /* `side` loses */
/* Ends a game in progress with `result` (not NONE) by adjudication: an
 * arbiter (the tablebase) decided it for the players.  FALSE for a game
 * that is over already.  Like a resignation it is not taken back. */
gboolean chess_game_adjudicate (ChessGame *self, ChessResult result);
/* A draw offer stands until the opponent moves (which declines it) or
 * answers; the offering side's own moves leave it standing.  An offer by
 * the opponent of a standing offer is an agreement. */
void chess_game_offer_draw (ChessGame *self, ChessColor side);
int chess_game_get_draw_offer (ChessGame *self);      /* side that offers, or -1 */
void chess_game_accept_draw (ChessGame *self);      /* by the opponent of the offering side */
void chess_game_decline_draw (ChessGame *self);
/* The same with the answering side named: FALSE (nothing happens) if no
 * offer stands or `side` made it — nobody accepts their own offer. */
gboolean chess_game_answer_draw_offer (ChessGame *self, ChessColor side, gboolean accept);
/* Can the side to move at the live position (wherever the board has been
 * navigated to) claim now, or after playing `intended` (or
 * CHESS_MOVE_NONE)?  reason gets THREEFOLD or FIFTY_MOVES (or NONE).
 * Threefold: the same position — same side to move, castling rights, and
 * an en-passant right only if the capture is legal — for the third time
 * since the last capture or pawn move.  Fifty moves: halfmove clock ≥ 100.
 * claim_draw: a claim that holds now ignores `intended`; one that holds only
 * after `intended` plays that move (on the clock) and then draws.  TRUE if
 * the game was drawn; FALSE changes nothing. */
gboolean chess_game_can_claim_draw (ChessGame *self, ChessMove intended, ChessTermination *reason);
gboolean chess_game_claim_draw (ChessGame *self, ChessMove intended);

/* Clock: a new game has no clock until a time control is set (before the
 * first move; "-" and "?" give no clock; the TimeControl tag is set).  The
 * clock starts with the first move (White's): it is started and pressed at
 * that instant, so the first move uses no time but counts as move 1 (it
 * gets its increment and counts for the periods); then Black's time runs.
 * After each move the mover's remaining time goes into the node's clock_ms
 * ([%clk]).  The end of the game stops the clock.  A game loaded with a
 * TimeControl tag and [%clk] times gets its clock back, running for the
 * side to move if the game is in progress.  Tests may replace the clock's
 * time source (chess_clock_set_time_source) at any time.
 * Property "clock" (ChessClock, notify) follows. */
void chess_game_set_time_control (ChessGame *self, const ChessTimeControl *tc);
ChessClock *chess_game_get_clock (ChessGame *self);   /* NULL when untimed */

gboolean chess_game_get_modified (ChessGame *self);   /* changes since new/load/save */
void chess_game_set_modified (ChessGame *self, gboolean modified);

/* Signals (in this order for one move: tree-changed, move-made,
 * position-changed, result-changed, the notifications, changed):
 *   "move-made" (ChessNode *node)     a move was added or played
 *   "position-changed"                the current node changed (move, takeback, navigation)
 *   "result-changed"                  the result or termination changed
 *   "tree-changed"                    nodes were added or removed (move list redraw)
 *   "changed"                         at the end of any change a file or draft
 *                                     would show (moves, tags, result, clock)
 * Properties: "variant" (ChessVariant, fixed at creation); with notify:
 *   "result" (ChessResult), "termination" (ChessTermination), "draw-offer"
 *   (int: a ChessColor, or -1 for none), "modified",
 *   "can-claim-draw" (claim without a move possible at the live position),
 *   "clock".  Files are the business of ChessSession. */

G_END_DECLS
