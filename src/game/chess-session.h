/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-session.h — the one owner of the game being played.
 *
 * A session holds one ChessGame at a time and its whole life: a new game
 * from options, a game opened from a file (and which game of the file it
 * is), save in place, save as, append to a file, pause, takeback and redo,
 * and the players of both sides.  The window is a view of one session and
 * only runs the dialogs; tools drive a session without any window.
 *
 * Headless use (tools, tests): chess_session_new (NULL) has no settings and
 * keeps no drafts; options are given explicitly and the clock's time
 * source can be replaced (chess_session_set_time_source).  The application
 * gives its GSettings for the defaults of new games.
 *
 * Games from files.  The session remembers where its game came from: the
 * file, the game's number in it, the bytes it occupied, and the size and
 * SHA-256 of the whole file when it was read.  Save writes only those bytes
 * anew: every other game of the file stays byte-identical, and the file is
 * replaced atomically (chess_write_file_atomic).  Save refuses when the file
 * changed on disk since it was read (CHESS_SESSION_ERROR_CHANGED_ON_DISK)
 * and when the game was read with errors, since writing it back would drop
 * what could not be read (CHESS_SESSION_ERROR_READ_WITH_ERRORS, unless the
 * caller passes CHESS_SESSION_SAVE_DROP_UNREADABLE after asking the user).
 * A gzip-compressed file (.pgn.gz) is read as its text, every member of
 * it, and written back compressed; so is a new file whose name ends in .gz.
 */
#pragma once

#include <gio/gio.h>
#include "chess-game.h"
#include "chess-player.h"
#include "chess-gzip-index.h"

G_BEGIN_DECLS

#define CHESS_SESSION_ERROR (chess_session_error_quark ())
GQuark chess_session_error_quark (void);

typedef enum {
  CHESS_SESSION_ERROR_ILLEGAL_MOVE,      /* not a legal move in the position shown */
  CHESS_SESSION_ERROR_NOT_ON_TURN,       /* a player moved without having the turn */
  CHESS_SESSION_ERROR_PAUSED,            /* the game is paused */
  CHESS_SESSION_ERROR_TOO_LATE,          /* the flag fell before the move */
  CHESS_SESSION_ERROR_NO_FILE,           /* Save of a game that has no file: Save As */
  CHESS_SESSION_ERROR_CHANGED_ON_DISK,   /* the file changed since the game was read */
  CHESS_SESSION_ERROR_READ_WITH_ERRORS,  /* saving over the source would lose what was not read */
  CHESS_SESSION_ERROR_TOO_LARGE,         /* not a game file of a sane size */
  CHESS_SESSION_ERROR_BAD_DRAFT,         /* a draft that cannot be restored (moved aside) */
  CHESS_SESSION_ERROR_DRAFT_IN_USE,      /* a draft another session holds */
} ChessSessionError;

/* How a new game starts.  Fields may be set directly. */
typedef struct {
  ChessTimeControl *time_control;   /* NULL or untimed: no clock */
  char *fen;                        /* NULL: the standard start */
  int chess960_number;              /* 0…959: that Chess960 start (not fen); -1: none */
  char *white_name;                 /* NULL or "": no name */
  char *black_name;
  gboolean clock_starts_immediately;/* else with White's first move */
} ChessGameOptions;

#define CHESS_TYPE_GAME_OPTIONS (chess_game_options_get_type ())
GType             chess_game_options_get_type (void) G_GNUC_CONST;
/* Standard start (chess960_number -1), no clock, no names. */
ChessGameOptions *chess_game_options_new  (void);
ChessGameOptions *chess_game_options_copy (const ChessGameOptions *options);
void              chess_game_options_free (ChessGameOptions *options);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (ChessGameOptions, chess_game_options_free)

typedef enum {
  CHESS_SESSION_SAVE_DEFAULT = 0,
  /* The user agreed that a game read with errors replaces its source. */
  CHESS_SESSION_SAVE_DROP_UNREADABLE = 1 << 0,
} ChessSessionSaveFlags;

/* Reading a file for one game stops at this size (of its text, for a
 * compressed file): a game list opens games of files of a few hundred
 * thousand games through the session, and /dev/zero is no game at all.
 * A game of a bigger plain file (opened at its location) is saved in
 * place by copying the file around it, never holding it whole. */
#define CHESS_SESSION_MAX_FILE_SIZE (256 * 1024 * 1024)

#define CHESS_TYPE_SESSION (chess_session_get_type ())
G_DECLARE_FINAL_TYPE (ChessSession, chess_session, CHESS, SESSION, GObject)

/* settings: the application's com.example.Chess settings, or NULL. */
ChessSession     *chess_session_new                 (GSettings *settings);
GSettings        *chess_session_get_settings        (ChessSession *self);

/* The game (property "game", notified when another game replaces it);
 * never NULL: a new session holds a new untimed game. */
ChessGame        *chess_session_get_game            (ChessSession *self);
/* Options from the settings (last time control, names, clock start), or
 * chess_game_options_new() without settings. */
ChessGameOptions *chess_session_dup_default_options (ChessSession *self);
/* Replaces the game with a new one; options NULL: the defaults.  FALSE
 * with CHESS_GAME_ERROR_BAD_FEN when the FEN is refused (nothing changes). */
gboolean          chess_session_new_game            (ChessSession *self, const ChessGameOptions *options,
                                                     GError **error);

/* `game` becomes the session's game, without a file: a position set up
 * elsewhere, a game from a database.  Its moves so far are not taken back
 * (navigation shows them). */
void              chess_session_set_game            (ChessSession *self, ChessGame *game);

/* Players (human by default).  Setting a player gives it the turn at once
 * if its side is to move; the player it replaces loses its turn. */
ChessPlayer      *chess_session_get_player          (ChessSession *self, ChessColor side);
void              chess_session_set_player          (ChessSession *self, ChessColor side, ChessPlayer *player);

/* A move at the position shown: in a game in progress at its live
 * position and not while paused, or a variation where one may be made
 * (see below); in a finished game it enters (or adds) a variation.  The
 * core checks legality.  FALSE with CHESS_SESSION_ERROR_* when refused. */
gboolean          chess_session_play_move           (ChessSession *self, ChessMove move, GError **error);

/* Editing the moves.  Where the game allows it (chess_game_can_edit_moves:
 * a finished game anywhere, a game in progress only beside its main line)
 * and the session too: a game in progress is the game being played, so
 * its variations are made and edited only where it was read from a file,
 * before the first move played here, and nothing is edited while it is
 * paused.  A move at the position shown makes a variation where one may
 * be made (chess_session_play_move). */
gboolean          chess_session_can_add_variation   (ChessSession *self);
/* An analysis board: a new untimed game from `fen` (NULL: the standard
 * start) that nobody plays, where both sides move and a move at an earlier
 * position makes a variation everywhere, as in a finished game; an engine
 * may analyse it.  FALSE with CHESS_GAME_ERROR_BAD_FEN when the FEN is
 * refused (nothing changes).  Property "analysis-board" stays TRUE until
 * another game takes the session. */
gboolean          chess_session_new_analysis_board  (ChessSession *self, const char *fen, GError **error);
gboolean          chess_session_get_analysis_board  (ChessSession *self);
gboolean          chess_session_can_edit_moves      (ChessSession *self, ChessMoveEdit edit, ChessNode *node);
gboolean          chess_session_edit_moves          (ChessSession *self, ChessMoveEdit edit, ChessNode *node);
/* The last deletion put back (chess_game_undo_delete), not while paused. */
gboolean          chess_session_can_undo_delete     (ChessSession *self);
gboolean          chess_session_undo_delete         (ChessSession *self);

/* Take Back is for a game being played: its last move was made in this
 * session (or the draft it restores), the game is in progress and not
 * paused.  Redo plays again the moves taken back, while nothing else
 * changed.  Properties "can-takeback", "can-redo" follow. */
gboolean          chess_session_can_takeback        (ChessSession *self);
gboolean          chess_session_takeback            (ChessSession *self);
gboolean          chess_session_can_redo            (ChessSession *self);
gboolean          chess_session_redo                (ChessSession *self);

/* Pause (property "paused"): the clock stops and the player to move loses
 * its turn until resumed.  Only a game in progress can be paused; its end
 * resumes nothing but clears the pause. */
gboolean          chess_session_get_paused          (ChessSession *self);
void              chess_session_set_paused          (ChessSession *self, gboolean paused);

/* The clocks of this session's games (now and later) take their time from
 * `source` (NULL: the monotonic clock).  For tests and replays. */
void              chess_session_set_time_source     (ChessSession *self, ChessTimeSource source,
                                                     gpointer user_data, GDestroyNotify destroy);

/* Where the game came from (properties "file", "game-index", "game-count",
 * "read-with-errors").  The file is NULL for a new game; the index is
 * 0-based; the count is the number of games in the file (1 after Save As). */
GFile            *chess_session_get_file            (ChessSession *self);
guint             chess_session_get_game_index      (ChessSession *self);
guint             chess_session_get_game_count      (ChessSession *self);
gboolean          chess_session_get_read_with_errors (ChessSession *self);

/* Open game `index` (0-based) of a PGN file; the session's game is
 * replaced only when it could be read.  Warnings about the game (read up to
 * an error) go to *warnings.  Errors name the file: G_IO_ERROR_*,
 * CHESS_GAME_ERROR_NO_GAME (no game `index`; the message says how many
 * there are), _UNSUPPORTED, _BAD_FEN, CHESS_SESSION_ERROR_TOO_LARGE. */
void              chess_session_open_async          (ChessSession *self, GFile *file, guint index,
                                                     GCancellable *cancellable,
                                                     GAsyncReadyCallback callback, gpointer user_data);
gboolean          chess_session_open_finish         (ChessSession *self, GAsyncResult *result,
                                                     GPtrArray **warnings, GError **error);
/* Where a game lies in its file, as an index of the file found it (a
 * game list): the byte offset of its first token, where the next game
 * starts (-1: the file's end), and how many games the file holds.  For a
 * compressed file, offsets are of its text, and the access points the
 * index kept let the game be inflated alone (NULL: the file is read
 * whole). */
typedef struct {
  guint64 offset;
  guint line;      /* of its first token, 1-based (for messages) */
  gint64 end;
  guint count;
  ChessGzipIndex *access_points;
} ChessGameLocation;
/* The same as chess_session_open_async (finished by
 * chess_session_open_finish), reading only the game's bytes: a game of a
 * file of any size opens at once.  Saving in place then checks that the
 * file has the size and modification time it had, and the game the bytes
 * it had.  A compressed file without access points, or a location the
 * file no longer fits, is read whole as chess_session_open_async reads
 * it. */
void              chess_session_open_located_async  (ChessSession *self, GFile *file, guint index,
                                                     const ChessGameLocation *location,
                                                     GCancellable *cancellable,
                                                     GAsyncReadyCallback callback, gpointer user_data);
/* How many games `file` holds (for the command line, before a window):
 * read in this thread, with the same limits as opening. */
gboolean          chess_session_count_games         (GFile *file, guint *count, GError **error);
/* Save the game where it came from (see above). */
void              chess_session_save_async          (ChessSession *self, ChessSessionSaveFlags flags,
                                                     GCancellable *cancellable,
                                                     GAsyncReadyCallback callback, gpointer user_data);
gboolean          chess_session_save_finish         (ChessSession *self, GAsyncResult *result, GError **error);
/* Write the game alone to `file` (replacing it atomically); the game then
 * belongs to that file. */
void              chess_session_save_as_async       (ChessSession *self, GFile *file,
                                                     GCancellable *cancellable,
                                                     GAsyncReadyCallback callback, gpointer user_data);
gboolean          chess_session_save_as_finish      (ChessSession *self, GAsyncResult *result, GError **error);
/* Add the game at the end of the PGN file `file` (created if missing),
 * atomically; the game then belongs to that file as its last game. */
void              chess_session_append_async        (ChessSession *self, GFile *file,
                                                     GCancellable *cancellable,
                                                     GAsyncReadyCallback callback, gpointer user_data);
gboolean          chess_session_append_finish       (ChessSession *self, GAsyncResult *result, GError **error);

/* ---- Drafts ------------------------------------------------------------
 * A session with a drafts folder keeps its game there, in a file of its
 * own (two sessions never share one), whenever the game holds something
 * not safe elsewhere: a game with moves that is unfinished, or changed
 * since it was opened or saved.  The draft is written on idle after each
 * change, in a worker thread (a move is on disk well within a second), and
 * at once, with the exact clock, on pause and chess_session_close().  It
 * holds the game and, as extra tags that never enter the game, both
 * clocks' remaining times and where the game came from, so a restored
 * game saves back in place.  A live session holds a lock on its draft:
 * other sessions and processes do not list or restore it. */

/* A draft found on disk. */
typedef struct {
  GFile *file;
  gint64 modified;          /* Unix time (seconds) of its last write */
  char *white, *black;      /* the names as written ("?" for none) */
  guint n_plies;            /* main-line moves */
  ChessResult result;
  char *source_name;        /* the file the game came from, for display; or NULL */
} ChessDraft;

#define CHESS_TYPE_DRAFT (chess_draft_get_type ())
GType             chess_draft_get_type              (void) G_GNUC_CONST;
ChessDraft       *chess_draft_copy                  (const ChessDraft *draft);
void              chess_draft_free                  (ChessDraft *draft);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (ChessDraft, chess_draft_free)

/* Deletes a draft that no live session holds (the user let it go).
 * FALSE with CHESS_SESSION_ERROR_DRAFT_IN_USE, or the error of the removal. */
gboolean          chess_draft_discard               (const ChessDraft *draft, GError **error);

/* $XDG_DATA_HOME/com.example.Chess/drafts */
GFile            *chess_session_get_default_drafts_folder (void);
/* The drafts of no live session in `folder`, newest first (ChessDraft).
 * Drafts that cannot be restored (unreadable, not a regular file, a link,
 * no game, impossible clock times) are moved aside, never deleted: each
 * gets a message naming the file and its new name in *problems (strings;
 * may be NULL).  The autosave.pgn of older versions beside the folder is
 * taken in as a draft first. */
GPtrArray        *chess_session_list_drafts         (GFile *folder, GPtrArray **problems);
/* The session's folder for drafts: NULL (the default) keeps none. */
void              chess_session_set_drafts_folder   (ChessSession *self, GFile *folder);
GFile            *chess_session_get_drafts_folder   (ChessSession *self);
/* The session's own draft, NULL while it has written none. */
GFile            *chess_session_get_draft_file      (ChessSession *self);
/* The draft's game becomes the session's, paused, and the draft the
 * session's own (its folder the session's drafts folder, if it had none).  FALSE with an error naming the file when it is in use
 * by another session, gone, or cannot be restored (then it is moved
 * aside, and the message says where). */
gboolean          chess_session_restore_draft       (ChessSession *self, const ChessDraft *draft,
                                                     GError **error);
/* Why the draft could not be written the last time it was (a full disk,
 * a folder that cannot be written), or NULL once it was: the moves since
 * are in the window only.  It is tried again every few seconds until it
 * is written (property "draft-error"). */
const GError     *chess_session_get_draft_error     (ChessSession *self);
/* The user let the game go: its draft is deleted at once. */
void              chess_session_discard_draft       (ChessSession *self);
/* The session ends (the window closes, the program quits): the draft, if
 * the game needs one, is written now with the exact clock; the session
 * lets it go for a later start to restore. */
void              chess_session_close               (ChessSession *self);

/* Signals:
 *   "player-failed" (ChessPlayer *player, GError *error): a player reported
 *     a fault; its turn is cancelled and the game is kept as it is.
 * Properties with notify: "game", "paused", "can-takeback", "can-redo",
 *   "file", "game-index", "game-count", "read-with-errors", "drafts-folder",
 *   "draft-error". */

G_END_DECLS
