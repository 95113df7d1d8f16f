/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-window-private.h — what chess-window.c and chess-window-actions.c
 * share. */
#pragma once

#include "chess-window.h"
#include "chess-board.h"
#include "chess-clock-view.h"
#include "chess-move-list.h"

G_BEGIN_DECLS

typedef void (*ChessWindowContinuation) (ChessWindow *self, gpointer data);

struct _ChessWindow
{
  GtkApplicationWindow parent_instance;

  /* template children */
  GtkWidget *title_label;
  GtkWidget *subtitle_label;
  GtkWidget *main_menu_button;
  GMenuModel *main_menu;             /* given to the button when first opened */
  GtkWidget *problems_bar;
  GtkWidget *problems_title;
  GtkWidget *problems_label;
  GtkWidget *draw_bar;
  GtkWidget *draw_label;
  GtkWidget *result_bar;
  GtkWidget *result_label;
  ChessBoard *board;
  GtkWidget *side_panel;
  GtkWidget *content_box;
  ChessClockView *top_clock;
  ChessClockView *bottom_clock;
  ChessMoveListView *move_list;

  GSettings *settings;       /* NULL without the schema */
  ChessGame *game;
  GCancellable *cancellable;
  GtkWidget *draw_accept_button;
  GtkWidget *draw_decline_button;

  gboolean flipped;
  gboolean close_confirmed;
  gboolean ready_emitted;
  ChessResult reported_result;       /* last RESULT printed */
  ChessTermination reported_termination;

  /* last BOARD event, to print only changes */
  int event_x, event_y, event_scale, event_flipped;
  double event_square;
  GdkFrameClock *frame_clock;
  gulong after_paint_id;

  /* what to do once the unsaved game is saved or discarded */
  ChessWindowContinuation pending;
  gpointer pending_data;
  GDestroyNotify pending_destroy;
};

void chess_window_install_actions (GtkWidgetClass *widget_class);
void chess_window_update_actions (ChessWindow *self);
void chess_window_set_game (ChessWindow *self, ChessGame *game);
void chess_window_show_problems (ChessWindow *self, GtkMessageType type,
                                 const char *title, const char *details);
void chess_window_hide_problems (ChessWindow *self);
void chess_window_set_flipped (ChessWindow *self, gboolean flipped);
/* Saving runs self->pending (if any) when it succeeded. */
void chess_window_save_to (ChessWindow *self, GFile *file);
void chess_window_save_as (ChessWindow *self);
/* Runs `then` right away when nothing would be lost, else after the user
 * chose Save (and the save worked) or Discard; never after Cancel. */
void chess_window_confirm_discard (ChessWindow *self, ChessWindowContinuation then,
                                   gpointer data, GDestroyNotify destroy);
void chess_window_run_pending (ChessWindow *self);
void chess_window_drop_pending (ChessWindow *self);
gboolean chess_window_has_unsaved_changes (ChessWindow *self);
void chess_window_emit_position (ChessWindow *self);

G_END_DECLS
