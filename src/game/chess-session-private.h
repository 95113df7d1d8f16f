/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-session-private.h — what the files of ChessSession share
 * (chess-session.c: game, players, turns, pause, takeback;
 * chess-session-io.c: opening and saving files; chess-session-edit.c:
 * editing the moves) and what ChessPlayer
 * calls.  Not for views. */
#pragma once

#include "chess-session.h"

G_BEGIN_DECLS

/* Where the game came from.  The session keeps two of these: `source`,
 * what views see (main thread only, changed when an open or save
 * finishes), and `disk`, what the next save must find on disk (file,
 * start, end, size, checksum), read and updated by the saving threads
 * under `disk_lock`, so saves in a row see each other's results. */
typedef struct {
  GFile *file;               /* NULL: a new game */
  guint index;               /* 0-based number of the game in the file */
  guint count;               /* games in the file */
  gboolean read_with_errors;
  char *first_error;         /* where reading stopped, for the user */
  goffset start, end;        /* the game's bytes: [start, end) */
  goffset size;              /* of the file when last read or written */
  char *checksum;            /* SHA-256 of the file then */
  /* A game read alone (chess_session_open_located_async) has no checksum
   * of the file: the file's modification time then, and the SHA-256 of
   * the game's bytes, stand for it. */
  gint64 mtime_usec;
  char *game_checksum;
  /* and of a compressed file, its size on disk then (`size` is its
   * text's) */
  goffset stored_size;
} ChessGameSource;

void _chess_game_source_clear (ChessGameSource *source);
void _chess_game_source_copy  (ChessGameSource *dest, const ChessGameSource *src);

struct _ChessSession
{
  GObject parent_instance;

  GSettings *settings;
  ChessGame *game;
  ChessPlayer *players[2];

  ChessGameSource source;
  GMutex disk_lock;
  ChessGameSource disk;
  guint disk_generation;     /* bumped when another game takes the session */

  gboolean paused;
  /* An analysis board (chess-session-edit.c): variations everywhere.
   * `making_analysis_board` is what the next game replacing the old one
   * is, so that views see the flag when "game" is notified. */
  gboolean analysis_board;
  gboolean making_analysis_board;
  /* Takeback stops at the moves that were read from a file. */
  guint takeback_floor;
  GArray *redo_moves;        /* ChessMove, the last taken back last */
  gboolean redoing;

  /* The turn the session gave last: which player, at which ply. */
  ChessPlayer *turn_player;
  guint turn_ply;
  ChessPlayer *moving_player;  /* inside that player's own move */

  gboolean can_takeback, can_redo;   /* cached for notify */

  ChessTimeSource time_source;
  gpointer time_source_data;
  GDestroyNotify time_source_destroy;

  /* Drafts (chess-session-draft.c) */
  GFile *drafts_folder;       /* NULL: no drafts */
  GFile *draft_file;          /* NULL until the first is written */
  int draft_lock_fd;          /* held while the session owns draft_file, else -1 */
  guint draft_idle_id;
  gboolean closed;            /* no drafts after chess_session_close */
  /* The writes, removals and lock releases of drafts wait in `draft_jobs`
   * (under draft_lock) for one worker thread, which does them in order;
   * `draft_writing` says whether it runs. */
  GMutex draft_lock;
  GQueue draft_jobs;
  gboolean draft_writing;
  /* The worker's last result (under draft_lock): `draft_result_set`
   * once a job ended, `draft_result` its error or NULL.  The main thread
   * takes it into `draft_error` (the property) and, while it is an error,
   * tries again every DRAFT_RETRY_SECONDS (`draft_retry_id`). */
  gboolean draft_result_set;
  GError *draft_result;
  GError *draft_error;
  guint draft_retry_id;
};

/* chess-session.c */
/* Make `game` the session's game (a reference is taken), from `source`
 * (NULL: a new game).  Notifies "game" and the source properties. */
void     _chess_session_replace_game     (ChessSession *self, ChessGame *game,
                                          const ChessGameSource *source, guint takeback_floor);
void     _chess_session_notify_source    (ChessSession *self, const ChessGameSource *old);
/* What chess-session-moves.c shares: the ply and side at the live
 * position, the end of the turn given last, the cached actions. */
guint      _chess_session_live_ply       (ChessSession *self);
ChessColor _chess_session_live_side      (ChessSession *self);
void       _chess_session_end_turn       (ChessSession *self);
void       _chess_session_update_actions (ChessSession *self);

/* chess-session-io.c: what opening and saving (chess-session-save.c) share */
char    *_chess_session_display_name     (GFile *file);
/* CHESS_SESSION_MAX_FILE_SIZE, or a smaller limit a test sets first (so
 * that a file "over the limit" stays small). */
goffset  _chess_session_max_file_size    (void);
void     _chess_session_set_max_file_size (goffset limit);
/* The whole file, its text if gzip-compressed (*compressed says so). */
GBytes  *_chess_session_read_game_file   (GFile *file, gboolean *compressed,
                                          GCancellable *cancellable, GError **error);
GBytes  *_chess_session_gzip_bytes       (GBytes *text, const char *name, GError **error);
gboolean _chess_session_name_says_gzip   (GFile *file);
char    *_chess_session_checksum_of      (GBytes *bytes);
GBytes  *_chess_session_game_text        (ChessGame *game);
gboolean _chess_session_file_stamp       (GFile *file, GCancellable *cancellable,
                                          goffset *size, gint64 *mtime_usec);
/* chess-session-save.c: `text` with the line ends of a file whose first
 * bytes are `file_bytes` */
GBytes  *_chess_session_text_for_file    (GBytes *text, const guint8 *file_bytes, gsize file_size);
/* chess-session-save-stream.c: under disk_lock, the game `text` saved in
 * place into a plain file too big to read whole (the game was read
 * alone); *result gets where it is now. */
gboolean _chess_session_save_streaming   (ChessSession *self, GBytes *text, ChessGameSource *result,
                                          GCancellable *cancellable, GError **error);

/* chess-session-draft-format.c: what a draft holds */
typedef struct {
  ChessRecord *record;
  gint64 modified;            /* mtime */
  gboolean has_clock;
  gint64 clock_ms[2];
  gboolean game_modified;
  guint takeback_floor;
  gboolean analysis_board;
  ChessGameSource source;
} ChessDraftContents;
void     _chess_draft_contents_clear     (ChessDraftContents *contents);
/* The draft at `path`, its own tags taken out of the game; FALSE with
 * CHESS_SESSION_ERROR_BAD_DRAFT (the reason) when it cannot be restored. */
gboolean _chess_session_read_draft       (const char *path, ChessDraftContents *contents, GError **error);
/* Whether the game holds something that is safe nowhere else. */
gboolean _chess_session_draft_wanted     (ChessSession *self);
/* The draft of the session's game as it is now. */
GBytes  *_chess_session_draft_text       (ChessSession *self);

/* chess-session-draft.c: the files of drafts, their locks and writer */
void     _chess_session_init_drafts      (ChessSession *self);
void     _chess_session_dispose_drafts   (ChessSession *self);
/* The game changed: write (or remove) the draft when idle. */
void     _chess_session_schedule_draft   (ChessSession *self);
/* For tests: called by whoever writes or removes a draft, just before;
 * NULL (the default) in the program. */
extern void (*_chess_session_draft_write_hook) (GFile *file);
/* chess-session.c: "draft-error" changed. */
void     _chess_session_notify_draft_error (ChessSession *self);
/* For tests: whether writes of the session's drafts are still to come. */
gboolean _chess_session_drafts_pending   (ChessSession *self);

/* For ChessPlayer */
gboolean _chess_session_play_player_move (ChessSession *self, ChessPlayer *player,
                                          ChessMove move, GError **error);
void     _chess_session_report_failure   (ChessSession *self, ChessPlayer *player,
                                          const GError *error);

G_END_DECLS
