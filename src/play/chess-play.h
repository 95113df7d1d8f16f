/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-play.h — ChessPlay: the one owner of a game in play.
 *
 * A window, a tool or a test plays a game through one ChessPlay: it holds
 * the ChessSession and its players (people, or a person and the computer
 * opponent), and every act that ends or changes the game goes through one
 * entry point here (a move, resign, draws, take back, redo, pause, new
 * games, hints).  What may be done now is a set of boolean properties,
 * and "changed" says once per change that they (or the game) may differ:
 * views refresh from it alone.  No GTK: nothing here needs a window. */
#pragma once

#include "chess-engine-opponent.h"
#include "chess-library-service.h"
#include "chess-tablebase.h"
#include "chess-review.h"

G_BEGIN_DECLS

#define CHESS_TYPE_PLAY (chess_play_get_type ())
G_DECLARE_FINAL_TYPE (ChessPlay, chess_play, CHESS, PLAY, GObject)

/* The owner of `session`'s game; engines come from `catalog`, first moves
 * from the Polyglot book at `book_path` (NULL: none).  A session whose
 * game was restored against the computer (its WhiteType/BlackType and
 * engine tags) gets the engine seated again on its side. */
ChessPlay           *chess_play_new          (ChessSession *session, ChessEngineCatalog *catalog,
                                              const char *book_path);
ChessSession        *chess_play_get_session  (ChessPlay *self);
ChessGame           *chess_play_get_game     (ChessPlay *self);
ChessEngineOpponent *chess_play_get_opponent (ChessPlay *self);
/* The side the computer plays, -1 for two people. */
int                  chess_play_get_engine_side (ChessPlay *self);
void                 chess_play_set_book     (ChessPlay *self, const char *book_path);

/* Games finished here go into `library` (NULL: nowhere) unless
 * `settings` ("library-add-finished", NULL: always) say no; a game
 * against the computer gets the person's name from `settings`
 * ("white-name"/"black-name" for their side), else "You", and the ECO
 * code of its opening.  "library-added" tells how it went. */
void                 chess_play_set_library  (ChessPlay *self, ChessLibraryService *library,
                                              GSettings *settings);
/* `game` is in the library already (opened from it, or added): finishing
 * it adds nothing, and New Game need not ask to save it.  A game is
 * marked when its addition starts; an addition that fails unmarks it. */
void                 chess_play_game_mark_in_library (ChessGame *game);
gboolean             chess_play_game_is_in_library   (ChessGame *game);
/* A position set up by hand (a FEN the strict reader takes) goes into the
 * library as a game with no moves yet, for study; "library-added" reports
 * it as for a finished game.  FALSE (and error) at once when there is no
 * library to take it, it can only be read, or the FEN is refused. */
gboolean             chess_play_add_position_to_library (ChessPlay *self, const char *fen, GError **error);

/* The Syzygy tables (NULL: none): their folders go to the computer's
 * engine (levels 7 and 8 use them), and in a game against the computer
 * they end the game once its live position is in them, while
 * "tablebase-adjudication" (property, default TRUE) says so: a win or a
 * loss for the side to move as such, a draw, cursed win or blessed loss
 * as a draw (chess_game_adjudicate).  Probing runs on a worker thread. */
void                 chess_play_set_tablebase (ChessPlay *self, ChessTablebase *tablebase);
ChessTablebase      *chess_play_get_tablebase (ChessPlay *self);
void                 chess_play_set_tablebase_adjudication (ChessPlay *self, gboolean adjudicate);
gboolean             chess_play_get_tablebase_adjudication (ChessPlay *self);

/* The side to move where the game goes on (whose clock runs). */
ChessColor chess_play_live_side      (ChessPlay *self);

/* ---- acts: each is one change (one "changed") ---- */
gboolean chess_play_move             (ChessPlay *self, ChessMove move, GError **error);
/* The side to move resigns. */
gboolean chess_play_resign           (ChessPlay *self);
/* The side to move offers a draw; against the computer the person
 * offers, and the computer answers at once (see chess-play-draw.c):
 * "draw-declined" when it says no. */
gboolean chess_play_offer_draw       (ChessPlay *self);
/* The side offered a draw answers it. */
gboolean chess_play_answer_draw      (ChessPlay *self, gboolean accept);
gboolean chess_play_claim_draw       (ChessPlay *self);
/* Against the computer a move pair, back to the person's turn. */
gboolean chess_play_take_back        (ChessPlay *self);
gboolean chess_play_redo             (ChessPlay *self);
void     chess_play_set_paused       (ChessPlay *self, gboolean paused);
/* Two people (the engine, if any, leaves). */
gboolean chess_play_new_game         (ChessPlay *self, const ChessGameOptions *options, GError **error);
/* The engine at `path` plays `engine_side` at `level` in a new game. */
gboolean chess_play_new_computer_game (ChessPlay *self, const ChessGameOptions *options,
                                       ChessColor engine_side, const char *path,
                                       const ChessEngineLevel *level, GError **error);
/* The engine takes `engine_side` of the game as it is. */
void     chess_play_play_computer    (ChessPlay *self, ChessColor engine_side, const char *path,
                                      const ChessEngineLevel *level);
/* The side a game taken in (from a file, pasted, from the library) is
 * shown from: Black when one of the user's names ("player-names" in the
 * session's settings, else the account's full name) plays Black and not
 * White, else White; -1 for a game played here (its view keeps the
 * side its New Game chose). */
int      chess_play_get_viewer_side  (ChessPlay *self);
/* The same person's name: the same words in any order and case
 * ("Anand, Viswanathan" and "viswanathan anand"); never for "?" or "". */
gboolean chess_play_names_match      (const char *name, const char *other);
/* The same opponent again, colours swapped: the same start position and
 * time control, the people's names on their new sides, the computer (if
 * it played) on the other side at the same level.  FALSE with an error
 * when there is no rematch ("can-rematch") or the game cannot start. */
gboolean chess_play_rematch          (ChessPlay *self, GError **error);
/* `game` (pasted, dropped, from the library) becomes the session's: a
 * game taken in, never offered a rematch. */
void     chess_play_take_in_game     (ChessPlay *self, ChessGame *game);
/* The engine's best move for the person (see chess_engine_opponent_hint_async;
 * the result's source object is the opponent). */
void      chess_play_hint_async      (ChessPlay *self, guint movetime_ms, GCancellable *cancellable,
                                      GAsyncReadyCallback callback, gpointer user_data);
ChessMove chess_play_hint_finish     (ChessPlay *self, GAsyncResult *result, GError **error);

/* ---- the review of the game (chess-play-review.c) ---- */
/* The engine of analysis and review: the "analysis-engine" setting's,
 * else Stockfish, with the options the user gave it (not started). */
ChessEngine *chess_play_create_analysis_engine (ChessPlay *self);
/* Reviews the game's main line in the background with `engine` (NULL:
 * chess_play_create_analysis_engine's), `nodes` a position (0: the
 * default); the result is written into the game (NAGs, better moves,
 * [%eval]).  Another game, or an edit that changes the main line, stops
 * it.  FALSE when one runs already, the game has no moves or may not be
 * reviewed now ("can-review"). */
gboolean     chess_play_review_start      (ChessPlay *self, ChessEngine *engine, guint64 nodes);
void         chess_play_review_cancel     (ChessPlay *self);
/* The review running (its positions fill in as it goes), or NULL. */
ChessReview *chess_play_get_review        (ChessPlay *self);
/* Each side's accuracy and counts from the last review that finished on
 * this game (two, indexed by ChessColor), or NULL. */
const ChessPlayerReview *chess_play_get_review_players (ChessPlay *self);

/* ---- arrows and circles drawn on the board (chess-play-marks.c) ---- */
/* Those of the position shown: in a game being studied the current
 * node's ([%cal]/[%csl], saved with the game); in a game being played
 * (see chess_play_get_can_review) kept beside the game, never saved, and
 * gone at the game's next change (a move).  Toggling follows
 * chess_marks_toggle (the same again removes it, another colour
 * recolours).  TRUE when the marks changed. */
void     chess_play_get_marks        (ChessPlay *self, ChessMarks *marks);
gboolean chess_play_toggle_mark      (ChessPlay *self, ChessMark mark);
gboolean chess_play_clear_marks      (ChessPlay *self);
/* ---- what may be done now (properties of the same names, notified
 * together with "changed") ---- */
gboolean chess_play_get_can_resign     (ChessPlay *self);
gboolean chess_play_get_can_offer_draw (ChessPlay *self);
gboolean chess_play_get_can_claim_draw (ChessPlay *self);
gboolean chess_play_get_can_take_back  (ChessPlay *self);
gboolean chess_play_get_can_redo       (ChessPlay *self);
gboolean chess_play_get_can_pause      (ChessPlay *self);
gboolean chess_play_get_can_hint       (ChessPlay *self);
/* Analysis and review: every game not being played, on the clock or
 * against the computer (finished games, analysis boards, untimed games
 * from a file, pasted or between two people). */
gboolean chess_play_get_can_review     (ChessPlay *self);
/* Why analysis and review are off now (translated, for a tooltip or a
 * toast), NULL when they are allowed. */
const char *chess_play_get_review_refusal (ChessPlay *self);
/* Rematch: a finished game played here (not read from a file, taken in,
 * or an analysis board). */
gboolean chess_play_get_can_rematch    (ChessPlay *self);
/* The window's title: the file (• when modified, "game n of m"), else the
 * players' names, else "Chess" (property "title"). */
const char *chess_play_get_title       (ChessPlay *self);

/* The state of the game in a few words, for a header's subtitle: the
 * result, "Paused", an earlier position shown, else the side to move (in
 * check or not) and the time control; "Chess960" for a game of those
 * rules.  `compact`: the time control alone, and "Check" (a narrow
 * header, where the side to move's clock stands out). */
char       *chess_play_describe_state  (ChessPlay *self, gboolean compact);

/* Signals:
 *   "changed"  once per change of the game, the session or the opponent:
 *              after an act, at its end; after a change from elsewhere (an
 *              engine's move, a flag, navigation, an edit) at once, by the
 *              first of its signals that finds something new.
 *   "library-added" (gint64 id, GError *error)  a finished game was
 *              added to the library (id), or could not be (0, error)
 *   "draw-declined"  the computer declined the person's draw offer
 *   "review-progress" (guint done, guint total)  positions reviewed so far
 *   "review-finished" (double white_accuracy, double black_accuracy)  the
 *              review is written into the game
 *   "review-failed" (GError *error)  the engine failed (a cancelled
 *              review, or one of a game replaced, says nothing)
 *   "review-stopped"  an edit gave the game another main line: the
 *              review of the old one is dropped
 *   "game-started"  a new game (or a rematch) was set up by
 *              chess_play_new_game or chess_play_new_computer_game
 * The opponent's own signals ("engine-ready", "engine-failed") are the
 * opponent's (chess_play_get_opponent). */

G_END_DECLS
