/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-window.h — the main window: a view of one ChessSession (board,
 * clocks, move list, header bar, banners, toasts) that runs its dialogs.
 * Other rooms add their views to the side panel with
 * chess_window_add_side_page(). */
#pragma once

#include <adwaita.h>
#include "chess-library-service.h"
#include "chess-session.h"
#include "chess-engine-opponent.h"
#include "chess-tablebase.h"
#include "chess-play.h"

G_BEGIN_DECLS

#define CHESS_TYPE_WINDOW (chess_window_get_type ())
G_DECLARE_FINAL_TYPE (ChessWindow, chess_window, CHESS, WINDOW, AdwApplicationWindow)

/* A window of `application` for `session`, whose finished games and
 * Library views go to `library` (NULL: none); both construct-only
 * properties ("session", "library"). */
ChessWindow  *chess_window_new                  (GtkApplication *application, ChessSession *session,
                                                 ChessLibraryService *library);
ChessSession *chess_window_get_session          (ChessWindow *self);

/* TRUE while the window shows a new game without moves and without a
 * file: a document opened now may take its place. */
gboolean      chess_window_is_pristine          (ChessWindow *self);

/* Game `index` (0-based) of a PGN file, after asking about unsaved
 * changes; problems are shown in the window. */
void          chess_window_open_file            (ChessWindow *self, GFile *file, guint index);
/* The same, at the position after `ply` moves of its main line (the
 * position of a puzzle made from it). */
void          chess_window_open_file_at         (ChessWindow *self, GFile *file, guint index, guint ply);
/* The same for a game whose place in the file an index knows (a game
 * list): only that game is read. */
void          chess_window_open_located         (ChessWindow *self, GFile *file, guint index,
                                                 const ChessGameLocation *location);
/* A file the user opened (the Open dialog, the desktop, a drop): its first
 * game, and the list of its games when it holds more than one. */
void          chess_window_open_document        (ChessWindow *self, GFile *file);
/* The list of the games of the window's file (action "win.show-games"). */
void          chess_window_show_games           (ChessWindow *self);
/* That list's window, once made (for the test probe), or NULL. */
GtkWindow    *chess_window_get_games_window     (ChessWindow *self);
/* The Explorer of the side panel (a ChessExplorer), NULL until its page is
 * first shown ("explorer" is notified then); the Library window once made
 * (action "win.library"; "win.import-library"), or NULL. */
GtkWidget    *chess_window_get_explorer         (ChessWindow *self);
GtkWindow    *chess_window_get_library_window   (ChessWindow *self);
/* The session's game was restored from a draft: a banner says so until
 * the game is resumed. */
void          chess_window_announce_restore     (ChessWindow *self);
/* A banner says that `count` more unfinished games are kept, with a
 * button for the list of them (app.drafts). */
void          chess_window_offer_drafts         (ChessWindow *self, guint count);
/* A banner with a title and details (may be NULL) beside the board. */
void          chess_window_show_problems        (ChessWindow *self, GtkMessageType type,
                                                 const char *title, const char *details);

/* The Analysis panel (property "analysis", action "win.analysis"): only
 * for games nobody is playing here (finished, or untimed from a file). */
gboolean      chess_window_get_analysis         (ChessWindow *self);
void          chess_window_set_analysis         (ChessWindow *self, gboolean analysis);
/* The panel, for the test probe: NULL until analysis is first turned on
 * (the window's "analysis-panel" property is notified then). */
GtkWidget    *chess_window_get_analysis_panel   (ChessWindow *self);
/* The Syzygy tables (the application's; NULL: none): the analysis shows
 * what they say of a covered position, the review judges by them, the
 * game in play gets them (the computer's levels 7-8, the adjudication of
 * the "tablebase-adjudication" setting). */
void          chess_window_set_tablebase        (ChessWindow *self, ChessTablebase *tablebase);
GtkWidget    *chess_window_get_tablebase_panel  (ChessWindow *self);

/* A short notice over the foot of the side panel that goes by itself. */
void          chess_window_show_toast           (ChessWindow *self, const char *text);
/* A game read whole with small repairs only (the reader's warnings): a
 * toast says `text`, and its Details button shows `details` under
 * `details_title` in an information banner. */
void          chess_window_note_repairs         (ChessWindow *self, const char *text,
                                                 const char *details_title, const char *details);

/* THE place for views of other rooms (analysis, games of a database…):
 * a page of the side panel, beside the move list, with a switcher above
 * once there are two.  `name` identifies the page (adw_view_stack's). */
void          chess_window_add_side_page        (ChessWindow *self, GtkWidget *page, const char *name,
                                                 const char *title, const char *icon_name);

/* The owner of the game in play that the window shows (its review, its
 * acts); the computer opponent of the window's session is the play's
 * (chess-engine-window.c). */
ChessPlay    *chess_window_get_play             (ChessWindow *self);
ChessEngineOpponent *chess_window_get_opponent  (ChessWindow *self);
/* The engine at `path` plays `engine_side` of the current game at
 * `level`; your side is at the bottom of the board. */
void          chess_window_play_computer        (ChessWindow *self, ChessColor engine_side, const char *path,
                                                 const ChessEngineLevel *level);

/* A game of the library by its id, after asking about unsaved changes;
 * _at: at the position after `ply` moves of its main line. */
void          chess_window_open_library_game    (ChessWindow *self, gint64 id);
void          chess_window_open_library_game_at (ChessWindow *self, gint64 id, guint ply);
/* A puzzle's line (PGN from its position before the opponent's move) on
 * an analysis board, at the solver's first move, analysed. */
void          chess_window_analyse_line         (ChessWindow *self, const char *pgn);

void          chess_window_show_new_game_dialog (ChessWindow *self);
void          chess_window_show_open_dialog     (ChessWindow *self);
void          chess_window_show_preferences     (ChessWindow *self);

G_END_DECLS
