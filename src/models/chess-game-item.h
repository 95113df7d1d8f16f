/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-game-item.h — one game in a list of games: the row of a game
 * list or of the library view.  Read-only properties (for the column
 * view's sorters and expressions).  The strings of the items of one list
 * live in a ChessGameStrings that keeps each once, since a list of
 * 100 000 games names its players and events thousands of times: one
 * thread (the list's worker) adds to it while others read the items.
 *
 * ChessGameQuery is the search field's text made into terms: every term
 * must be found, ignoring case, in a player, the event, the site, the
 * date (a year), the ECO code or the result ("1-0", "1/2", "½"); digits
 * may be typed in any script. */
#pragma once

#include <gio/gio.h>

#include "chess-library.h"
#include "chess-pgn.h"

G_BEGIN_DECLS

typedef struct _ChessGameStrings ChessGameStrings;

ChessGameStrings *chess_game_strings_new   (void);
ChessGameStrings *chess_game_strings_ref   (ChessGameStrings *strings);
void              chess_game_strings_unref (ChessGameStrings *strings);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (ChessGameStrings, chess_game_strings_unref)

#define CHESS_TYPE_GAME_ITEM (chess_game_item_get_type ())
G_DECLARE_FINAL_TYPE (ChessGameItem, chess_game_item, CHESS, GAME_ITEM, GObject)

/* Game entry->game of a file (property "number", from 1), its strings
 * kept in `strings`. */
ChessGameItem *chess_game_item_new_from_index   (const ChessPgnIndexEntry   *entry,
                                                 ChessGameStrings           *strings);
/* A game of the library: "number" is its id. */
ChessGameItem *chess_game_item_new_from_library (const ChessLibraryGameInfo *info,
                                                 ChessGameStrings           *strings);

/* A row whose game is not read yet (ChessLibraryModel's): number 0,
 * every text "", nothing known. */
ChessGameItem *chess_game_item_new_unread       (void);
gboolean       chess_game_item_is_unread        (ChessGameItem *self);

/* A file's game: where it starts in the file (its first token's byte,
 * and that byte's line). */
guint64      chess_game_item_get_offset    (ChessGameItem *self);
guint        chess_game_item_get_line      (ChessGameItem *self);
/* The game's number in its file (from 1), or its id in the library. */
guint64      chess_game_item_get_number    (ChessGameItem *self);
const char  *chess_game_item_get_white     (ChessGameItem *self);
const char  *chess_game_item_get_black     (ChessGameItem *self);
const char  *chess_game_item_get_event     (ChessGameItem *self);
const char  *chess_game_item_get_site      (ChessGameItem *self);
/* As in PGN, "2001.01.05", "????.??.??" unknown. */
const char  *chess_game_item_get_date      (ChessGameItem *self);
const char  *chess_game_item_get_round     (ChessGameItem *self);
/* "" when unknown. */
const char  *chess_game_item_get_eco       (ChessGameItem *self);
ChessResult  chess_game_item_get_result    (ChessGameItem *self);
/* 0 when unknown. */
guint        chess_game_item_get_white_elo (ChessGameItem *self);
guint        chess_game_item_get_black_elo (ChessGameItem *self);
/* Main-line half-moves. */
guint        chess_game_item_get_plies     (ChessGameItem *self);
/* The date's year, 0 when unknown. */
guint        chess_game_item_get_year      (ChessGameItem *self);
/* The file's reader found errors in this game (only from an index). */
gboolean     chess_game_item_get_has_errors (ChessGameItem *self);

/* For people: the date without its unknown parts ("2001.01", "2001",
 * "" for none), the result ("½–½" for a draw), both ratings ("2750 –
 * 2680", "2750 – ?", "" for none), all with the locale's digits.  Newly
 * allocated. */
char        *chess_game_item_format_date   (ChessGameItem *self);
const char  *chess_game_item_format_result (ChessGameItem *self);
char        *chess_game_item_format_elo    (ChessGameItem *self);

typedef struct _ChessGameQuery ChessGameQuery;

/* NULL when the text holds no term (every game matches). */
ChessGameQuery *chess_game_query_new     (const char *text);
void            chess_game_query_free    (ChessGameQuery *query);
gboolean        chess_game_query_matches (const ChessGameQuery *query, ChessGameItem *item);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (ChessGameQuery, chess_game_query_free)

G_END_DECLS
