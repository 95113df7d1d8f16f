/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-library-window-private.h — what the files of ChessLibraryWindow
 * share (chess-library-window.c: the filters, the list, the object;
 * chess-library-window-games.c: remove, tags, export;
 * chess-library-window-import.c: importing files;
 * chess-library-window-puzzles.c: Make Puzzles). */
#pragma once

#include <adwaita.h>

#include "chess-banner.h"
#include "chess-library-model.h"
#include "chess-library-window.h"
#include "chess-puzzle-batch.h"

G_BEGIN_DECLS

/* While an import runs, the list counts again at most this often. */
#define IMPORT_RECOUNT_MS 1000

struct _ChessLibraryWindow
{
  AdwWindow parent_instance;

  AdwToastOverlay *toast_overlay;
  AdwWindowTitle *window_title;
  GtkWidget *filters_button;
  ChessBanner *import_bar;
  GtkWidget *import_progress;
  GtkWidget *import_details;
  GtkWidget *import_button;       /* the bar's Cancel, then Close */
  GtkWidget *player_entry;
  GtkWidget *side_dropdown;
  GtkWidget *result_dropdown;
  GtkWidget *date_from_entry;
  GtkWidget *date_to_entry;
  GtkWidget *elo_from_entry;
  GtkWidget *elo_to_entry;
  GtkWidget *eco_from_entry;
  GtkWidget *eco_to_entry;
  ChessGameList *list;

  ChessLibraryService *service;
  ChessLibraryModel *model;
  /* What waits for every row to be read (its games were not). */
  void (*waiting) (ChessLibraryWindow *self);
  GFile *export_file;             /* Export's, while it waits */
  ChessLibraryImport *import;     /* the one running or last done */
  guint filter_timeout;
  guint recount_timeout;          /* the next count while an import runs */
  gboolean import_ended;          /* the service's "changed" for it is due */
  guint filled_count;             /* what "filled" said last, G_MAXUINT: nothing yet */
  gboolean setting_filter;        /* the widgets follow a filter given */
  ChessPuzzleBatch *puzzle_batch; /* Make Puzzles, the one running or last done */
  ChessBanner *puzzles_bar;       /* its progress, then what it made */
};

/* chess-library-window.c */
void     _chess_library_window_update_actions (ChessLibraryWindow *self);
/* A toast of plain text (not markup). */
void     _chess_library_window_toast          (ChessLibraryWindow *self,
                                               const char         *text);
/* Reads every row, then calls `then`. */
void     _chess_library_window_wait_for_every_row (ChessLibraryWindow *self,
                                                   void (*then) (ChessLibraryWindow *self));
/* The timeout of `recount_timeout`: the list counts its rows again. */
gboolean _chess_library_window_recount_now    (gpointer data);

/* The ids (gint64) of the games selected, or NULL when some rows are not
 * read yet: then every row is read, and `then` is called once they are. */
GArray  *_chess_library_window_selected_ids   (ChessLibraryWindow *self,
                                               void (*then) (ChessLibraryWindow *self));

/* chess-library-window-games.c */
void     _chess_library_window_action_remove    (GtkWidget *widget, const char *name,
                                                 GVariant *parameter);
void     _chess_library_window_action_edit_tags (GtkWidget *widget, const char *name,
                                                 GVariant *parameter);
void     _chess_library_window_action_export    (GtkWidget *widget, const char *name,
                                                 GVariant *parameter);

/* chess-library-window-puzzles.c */
void     _chess_library_window_action_make_puzzles (GtkWidget *widget, const char *name,
                                                    GVariant *parameter);
gboolean _chess_library_window_making_puzzles (ChessLibraryWindow *self);
void     _chess_library_window_puzzles_dispose (ChessLibraryWindow *self);

/* chess-library-window-import.c */
void     _chess_library_window_on_import_bar_response (ChessBanner *bar, int response,
                                                       ChessLibraryWindow *self);
void     _chess_library_window_action_import  (GtkWidget *widget, const char *name,
                                               GVariant *parameter);

G_END_DECLS
