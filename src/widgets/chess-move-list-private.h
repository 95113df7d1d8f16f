/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-move-list-private.h — what the files of ChessMoveListView share:
 * chess-move-list.c (the text) and chess-move-list-menu.c (a move's menu). */
#pragma once

#include "chess-move-list.h"

G_BEGIN_DECLS

typedef struct {
  int start, end;            /* character offsets in the buffer */
  ChessNode *node;
} MoveRange;

struct _ChessMoveListView
{
  GtkWidget parent_instance;

  GtkWidget *scroller;
  GtkWidget *text_view;
  GtkTextBuffer *buffer;
  GtkTextTag *current_tag;
  GtkTextTag *dim_tags[3];   /* number, paren, placeholder */
  GtkTextTag *comment_tag;
  GtkTextMark *current_mark;

  ChessGame *game;
  gulong tree_changed_id, position_changed_id, result_changed_id;
  GArray *ranges;            /* MoveRange in buffer order */
  ChessNode *highlighted;
  gboolean pointer_over_move;
  int last_height;           /* allocated; a change brings the current move back in sight */
  guint keep_in_view_idle;
  GtkAdjustment *outer_adjustment;   /* of a scrolled window around the list, while mapped */
  gulong outer_changed_id;

  ChessMoveLetters letters;  /* the pieces' letters the moves are written with */

  GMenuModel *menu_model;
  GtkWidget *menu;           /* a GtkPopoverMenu of menu_model, made when first shown */
};

/* The range of a move, or NULL when it is not in the list. */
MoveRange *_chess_move_list_view_find_range_for_node (ChessMoveListView *self, ChessNode *node);
/* The move whose cell holds a point of the text view, or NULL. */
MoveRange *_chess_move_list_view_find_range_at_point (ChessMoveListView *self, double x, double y);
/* chess-move-list-scroll.c: the current move in sight (a handler of the
 * text view's adjustment), soon (after a new size), in the panel that
 * scrolls around the list (watched while mapped). */
void _chess_move_list_view_keep_current_in_view (ChessMoveListView *self);
void _chess_move_list_view_check_page_size (ChessMoveListView *self);
void _chess_move_list_view_queue_keep_in_view (ChessMoveListView *self);
void _chess_move_list_view_watch_outer_scroller (ChessMoveListView *self, gboolean mapped);
/* Adds the gestures and shortcuts that open the menu. */
void _chess_move_list_view_init_menu (ChessMoveListView *self);

G_END_DECLS
