/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-library-model-private.h — what the files of ChessLibraryModel
 * share (chess-library-model.c: the list model, in the main context;
 * chess-library-model-worker.c: the worker thread that reads the pages):
 * the pager between them and the size of a page. */
#pragma once

#include "chess-game-item.h"
#include "chess-library-model.h"
#include "chess-library-service.h"

G_BEGIN_DECLS

/* Rows a page holds: a few screens. */
#define CHESS_LIBRARY_MODEL_PAGE_SIZE 100

typedef struct {
  guint number;
  GPtrArray *items;   /* ChessGameItem */
} ChessLibraryModelPage;

typedef struct {
  GMutex lock;
  GCond wake;
  GWeakRef model;
  GMainContext *context;
  GCancellable *cancellable;

  /* what to read */
  ChessLibraryService *service;   /* hands the worker its connection */
  ChessLibraryFilter filter;      /* its strings and position owned below */
  char *filter_strings[5];
  ChessPosition filter_position;
  ChessGameStrings *strings;      /* the items' (added to by the worker only) */

  /* under the lock */
  GArray *requests;               /* page numbers (guint), the newest last */
  gboolean read_all;
  gboolean recount;
  gint64 count;                   /* -1 until counted */
  GPtrArray *pages;               /* ChessLibraryModelPage *, read and not yet in the model */
  GError *error;
  gboolean ended;                 /* the worker has nothing more to give (till a recount grows it) */
  GSource *flush;
} ChessLibraryModelPager;

/* chess-library-model.c */
/* The pages `n_items` rows fill. */
guint    _chess_library_model_n_pages_for (guint64 n_items);
/* In the model's main context: what the worker handed over goes into the
 * model (if it is still there); a GSourceFunc of a ref of the pager. */
gboolean _chess_library_model_flush_pager (gpointer data);

/* chess-library-model-worker.c */
void     _chess_library_model_page_free   (gpointer data);
void     _chess_library_model_pager_unref (gpointer pager);
/* A pager for the games of `service` that pass `filter` (copied), held
 * by `model` weakly, its worker started: it counts them and reads the
 * first page at once. */
ChessLibraryModelPager   *_chess_library_model_start_worker (ChessLibraryModel        *model,
                                            ChessLibraryService      *service,
                                            const ChessLibraryFilter *filter);

G_END_DECLS
