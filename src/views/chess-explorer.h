/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-explorer.h — the Explorer panel: for the position shown, the
 * moves played from it in the library (or in the open file), each with
 * its number of games, how they ended as a bar, the average rating of
 * those who played it and the last year it was played; below, the games
 * that reached the position.  Positions match whatever the move order.
 *
 * The queries run in worker threads, only while the panel is on screen,
 * the last one superseding any before it.  What a click means is the
 * window's business: "move-chosen" and "game-chosen". */
#pragma once

#include <gtk/gtk.h>

#include "chess-game-item.h"
#include "chess-library-service.h"

G_BEGIN_DECLS

typedef enum {
  CHESS_EXPLORER_LIBRARY,
  CHESS_EXPLORER_FILE,
} ChessExplorerSource;

#define CHESS_TYPE_EXPLORER (chess_explorer_get_type ())
G_DECLARE_FINAL_TYPE (ChessExplorer, chess_explorer, CHESS, EXPLORER, GtkWidget)

GtkWidget           *chess_explorer_new          (void);

/* The library to look in. */
void                 chess_explorer_set_service  (ChessExplorer       *self,
                                                  ChessLibraryService *service);
/* The file the game comes from (NULL: none; "This File" is then off). */
void                 chess_explorer_set_file     (ChessExplorer       *self,
                                                  GFile               *file);
/* Where to look (property "source"). */
void                 chess_explorer_set_source   (ChessExplorer       *self,
                                                  ChessExplorerSource  source);
ChessExplorerSource  chess_explorer_get_source   (ChessExplorer       *self);
/* The position shown on the board. */
void                 chess_explorer_set_position (ChessExplorer       *self,
                                                  const ChessPosition *position);

/* What the panel shows now: the moves, most played first. */
guint                chess_explorer_get_n_moves  (ChessExplorer       *self);
const ChessLibraryTreeMove *chess_explorer_get_move (ChessExplorer    *self,
                                                  guint                index);
guint                chess_explorer_get_n_games  (ChessExplorer       *self);

/* Signals:
 *   "updated": the panel shows the answer for the position (after each
 *     query)
 *   "move-chosen" (guint move): a move's row was activated
 *   "game-chosen" (ChessGameItem *item, ChessExplorerSource source): a
 *     game's row was activated; its number is a library id or the number
 *     of the game in the file */

G_END_DECLS
