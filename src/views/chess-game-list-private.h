/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-game-list-private.h — what the files of ChessGameList share: its
 * state (chess-game-list.c) and its columns (chess-game-list-columns.c). */
#pragma once

#include "chess-game-list.h"

G_BEGIN_DECLS

/* Below this width the number, ratings, event, ECO and moves columns hide. */
#define CHESS_GAME_LIST_NARROW_WIDTH 640
#define CHESS_GAME_LIST_N_COLUMNS 9

struct _ChessGameList
{
  GtkWidget parent_instance;

  GtkWidget *box;
  GtkWidget *search_entry;
  GtkWidget *progress_bar;
  GtkWidget *stack;
  GtkWidget *column_view;
  GtkWidget *empty_page;
  GtkColumnViewColumn *columns[CHESS_GAME_LIST_N_COLUMNS];

  GListModel *games;
  GtkSorter *sorter;          /* the column view's: what the user asked */
  GtkCustomFilter *filter;
  gboolean searching;         /* the filter has the search (else lets all through) */
  gboolean read_once;         /* a library's games were all read (rows added since come as read) */
  GtkFilterListModel *filtered;
  GtkSortListModel *sorted;
  GtkMultiSelection *selection;
  ChessGameQuery *query;
  char *search;

  gboolean narrow;
  guint narrow_idle;
  gboolean settling;          /* "filtered" is due once the filter is done */
  gboolean setting_entry;     /* the search text goes to the entry */
  /* after a search or other games: where the list shows once settled */
  gboolean placing;
  gboolean place_known;       /* a game was selected: its row, else the top */
  guint64 place_number;
  gboolean place_due;         /* at the next allocation */
  guint place_idle;
};

/* chess-game-list-columns.c */
void _chess_game_list_add_columns       (ChessGameList *self);
void _chess_game_list_show_wide_columns (ChessGameList *self, gboolean shown);

G_END_DECLS
