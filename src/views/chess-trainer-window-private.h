/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-trainer-window-private.h — what the trainer window's files share:
 * the window's parts, and the tasks' hooks (chess-trainer-window-tasks.c). */
#pragma once

#include "chess-trainer-window.h"

#include "chess-board.h"
#include "chess-puzzle-import.h"
#include "chess-puzzle-maker.h"

struct _ChessTrainerWindow {
  AdwApplicationWindow parent_instance;

  ChessPuzzleTrainer *trainer;
  char *store_path;
  GSettings *settings;

  /* template */
  AdwToastOverlay *toast_overlay;
  ChessBoard *board;
  GtkWidget *themes_button;
  GtkWidget *themes_box;
  GtkWidget *rating_label;
  GtkWidget *rating_change_label;
  GtkWidget *status_title;
  GtkWidget *status_text;
  GtkWidget *puzzle_label;
  GtkWidget *queue_label;
  GtkWidget *progress_box;
  GtkWidget *progress_label;
  GtkWidget *progress_bar;

  guint step_id;              /* a reply, an opening move or a solution move to come */
  guint next_id;              /* the next puzzle after a success */
  GArray *solution;           /* moves of the solution still to show, ChessMove */
  ChessPosition shown;        /* the position on the board */
  ChessPosition before_last;  /* the position before the last move shown */
  ChessMove last_move;        /* that move, CHESS_MOVE_NONE if none */
  double rating_before;

  /* tasks */
  ChessPuzzleImport *import;
  char *first_id;             /* the puzzle to start at once the import is done */
  ChessPuzzleMaker *maker;
  ChessEngine *maker_engine;
  GCancellable *making;
  GPtrArray *made_ids;        /* ids the maker gave, not yet queued */
};

/* Shows `text` in a toast. */
void chess_trainer_window_toast (ChessTrainerWindow *self, const char *text);
/* Puts the status heading and text. */
void chess_trainer_window_set_status (ChessTrainerWindow *self, const char *title, const char *text);
/* The queue's line under the buttons. */
void chess_trainer_window_update_queue (ChessTrainerWindow *self);
/* Import Puzzles… (action trainer.import): a file chooser, then the import. */
void chess_trainer_window_import_activated (GtkWidget *widget, const char *name, GVariant *parameter);
/* Cancel of whatever task runs (action trainer.cancel). */
void chess_trainer_window_cancel_tasks (ChessTrainerWindow *self);
void chess_trainer_window_dispose_tasks (ChessTrainerWindow *self);
/* The themes' popover, filled from the store and the setting. */
void chess_trainer_window_fill_themes (ChessTrainerWindow *self);
/* Whether the solver may move now: a puzzle, not over, no move to come. */
gboolean chess_trainer_window_solver_may_move (ChessTrainerWindow *self);
/* The next hint given (marked, drawn) and returned in words, or NULL. */
char *chess_trainer_window_give_hint (ChessTrainerWindow *self);
/* lichess's blind-mode keys on the trainer's board
 * (chess-trainer-window-reader.c). */
void chess_trainer_window_reader_init (ChessTrainerWindow *self);
/* Emits "say": what the reader keys answered, for speech. */
void chess_trainer_window_say (ChessTrainerWindow *self, const char *text);
/* The history dialog (chess-trainer-history.c). */
void chess_trainer_window_show_history (ChessTrainerWindow *self);
