/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-play-private.h — what the files of ChessPlay share: its state
 * (chess-play.c), the library rule (chess-play-library.c), the
 * computer's answer to a draw offer (chess-play-draw.c) and the review
 * (chess-play-review.c). */
#pragma once

#include "chess-play.h"
#include "chess-library-service.h"
#include "chess-tablebase.h"
#include "chess-review.h"

G_BEGIN_DECLS

typedef enum {
  CAN_RESIGN,
  CAN_OFFER_DRAW,
  CAN_CLAIM_DRAW,
  CAN_TAKE_BACK,
  CAN_REDO,
  CAN_PAUSE,
  CAN_HINT,
  CAN_REVIEW,
  CAN_REMATCH,
  N_CANS
} Can;

struct _ChessPlay
{
  GObject parent_instance;

  ChessSession *session;
  ChessEngineCatalog *catalog;
  ChessEngineOpponent *opponent;
  ChessGame *game;              /* the session's, followed */
  char *book_path;

  guint depth;                  /* acts running */
  gboolean dirty;               /* a change not yet announced */
  /* as last announced */
  gboolean can[N_CANS];
  char *title;
  char *fresh_title;            /* chess_play_get_title()'s */
  ChessGame *shown_game;        /* not a reference: compared only */
  ChessNode *shown_node;
  guint64 shown_serial;
  gboolean shown_paused;
  int shown_side;

  /* the library (chess-play-library.c) */
  ChessLibraryService *library;
  GSettings *settings;          /* "library-add-finished", the person's name */
  /* the computer's latest evaluation from its side (chess-play-draw.c) */
  ChessEngine *evaluating_engine; /* followed for its info lines */
  gboolean eval_known;
  int eval_cp;
  guint eval_plies;             /* the game's plies when it was searched */
  /* the tables (chess-play-tablebase.c) */
  ChessTablebase *tablebase;
  gboolean adjudicate;          /* "tablebase-adjudication" */
  GCancellable *tablebase_probe;  /* the probe of the live position */
  ChessGame *tablebase_game;    /* the live position last seen (not a reference) */
  guint tablebase_plies;
  gboolean tablebase_over;
  /* the review running (chess-play-review.c), and the last one's result */
  ChessReview *review;
  GCancellable *review_cancellable;
  ChessNode *review_last;       /* its main line's end: compared only */
  ChessPlayerReview review_players[2];
  gboolean review_players_known;
  /* marks drawn in a game being played (chess-play-marks.c): for this
   * game, node and change only (none of them referenced) */
  ChessMarks scribbles;
  ChessGame *scribbles_game;
  ChessNode *scribbles_node;
  guint64 scribbles_serial;
};

enum {
  CHESS_PLAY_SIGNAL_CHANGED,
  CHESS_PLAY_SIGNAL_LIBRARY_ADDED,
  CHESS_PLAY_SIGNAL_DRAW_DECLINED,
  CHESS_PLAY_SIGNAL_REVIEW_PROGRESS,
  CHESS_PLAY_SIGNAL_REVIEW_FINISHED,
  CHESS_PLAY_SIGNAL_REVIEW_FAILED,
  CHESS_PLAY_SIGNAL_REVIEW_STOPPED,
  CHESS_PLAY_SIGNAL_GAME_STARTED,
  CHESS_PLAY_N_SIGNALS
};
extern guint _chess_play_signals[CHESS_PLAY_N_SIGNALS];

gboolean _chess_play_is_real_name (const char *name);


/* chess-play-library.c: the game's result changed; a finished game goes
 * into the library. */
void _chess_play_library_result_changed (ChessPlay *self);
void _chess_play_library_dispose (ChessPlay *self);

/* chess-play.c: an act from elsewhere in the room, announced at its end. */
void _chess_play_begin (ChessPlay *self);
void _chess_play_end (ChessPlay *self);

/* chess-play-tablebase.c: the live position or the opponent changed (the
 * tables may end the game); letting go of the tables. */
void _chess_play_tablebase_position_changed (ChessPlay *self);
void _chess_play_tablebase_opponent_changed (ChessPlay *self);
void _chess_play_tablebase_dispose (ChessPlay *self);

/* chess-play-draw.c: follows the computer's engine (after the opponent
 * changed) and forgets its evaluation (a new game); whether it takes a
 * draw offered now. */
void     _chess_play_draw_follow_engine (ChessPlay *self);
void     _chess_play_draw_forget        (ChessPlay *self);
gboolean _chess_play_draw_engine_accepts (ChessPlay *self);

/* chess-play-review.c: a new game (or the end) stops the review, and so
 * does another main line. */
void     _chess_play_review_forget      (ChessPlay *self);
void     _chess_play_review_game_changed (ChessPlay *self);

/* chess-play-origin.c: where the game came from, what may follow it. */
void     _chess_play_note_origin     (ChessPlay *self);
gboolean _chess_play_game_taken_in   (ChessGame *game);
gboolean _chess_play_is_being_played (ChessPlay *self);
gboolean _chess_play_can_rematch     (ChessPlay *self);

G_END_DECLS
