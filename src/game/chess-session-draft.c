/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-session-draft.c — the draft of a session's game: written when idle
 * after a change, in a worker thread; restored at the next start.
 *
 * What a draft holds, and how it is read, is chess-session-draft-format.c's.
 *
 * Files: <folder>/<uuid>.pgn, and <uuid>.lock, which the owning session
 * holds with flock() for as long as it lives (the kernel lets go of it when
 * the process dies, kill -9 included).  Writes and removals of the draft
 * are made on the main thread (a snapshot of the game) and done in order
 * by one worker thread, a write skipped when a later one of the same file
 * waits, so a slow write can never undo a later one or bring back a
 * removed draft, and the main thread never waits on the disk; the
 * application is held until they are done, so quitting waits for them.
 *
 * A draft that cannot be restored is renamed (".broken", never deleted) and the message says so. */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "chess-session-private.h"
#include "chess-file-write.h"

G_DEFINE_BOXED_TYPE (ChessDraft, chess_draft, chess_draft_copy, chess_draft_free)

ChessDraft *
chess_draft_copy (const ChessDraft *draft)
{
  ChessDraft *copy = g_new0 (ChessDraft, 1);

  *copy = *draft;
  copy->file = g_object_ref (draft->file);
  copy->white = g_strdup (draft->white);
  copy->black = g_strdup (draft->black);
  copy->source_name = g_strdup (draft->source_name);
  return copy;
}

void
chess_draft_free (ChessDraft *draft)
{
  if (draft == NULL)
    return;
  g_clear_object (&draft->file);
  g_free (draft->white);
  g_free (draft->black);
  g_free (draft->source_name);
  g_free (draft);
}

GFile *
chess_session_get_default_drafts_folder (void)
{
  return g_file_new_build_filename (g_get_user_data_dir (), APP_ID, "drafts", NULL);
}

/* ------------------------------------------------------------------ */
/* Locks                                                               */

static char *
lock_path_for (const char *draft_path)
{
  g_autofree char *base = g_strndup (draft_path, strlen (draft_path) - strlen (".pgn"));

  return g_strconcat (base, ".lock", NULL);
}

/* The lock of a draft, or -1 (errno EWOULDBLOCK: a live session has it). */
static int
take_lock (const char *draft_path)
{
  g_autofree char *path = lock_path_for (draft_path);
  int fd = open (path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0600);

  if (fd < 0)
    return -1;
  if (flock (fd, LOCK_EX | LOCK_NB) != 0)
    {
      int errsv = errno;
      close (fd);
      errno = errsv;
      return -1;
    }
  return fd;
}

gboolean
chess_draft_discard (const ChessDraft  *draft,
                     GError           **error)
{
  g_autofree char *lock_path = NULL;
  const char *path;
  int lock;

  g_return_val_if_fail (draft != NULL && G_IS_FILE (draft->file), FALSE);

  path = g_file_peek_path (draft->file);
  lock = take_lock (path);
  if (lock < 0)
    {
      g_autofree char *display = g_file_get_parse_name (draft->file);
      g_set_error (error, CHESS_SESSION_ERROR, CHESS_SESSION_ERROR_DRAFT_IN_USE,
                   _("The unfinished game in “%s” is open in another window"), display);
      return FALSE;
    }
  lock_path = lock_path_for (path);
  if (g_unlink (path) != 0 && errno != ENOENT)
    {
      int errsv = errno;
      g_autofree char *display = g_file_get_parse_name (draft->file);

      close (lock);
      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (errsv), "%s: %s", display, g_strerror (errsv));
      return FALSE;
    }
  g_unlink (lock_path);
  close (lock);
  return TRUE;
}

/* ------------------------------------------------------------------ */
/* Drafts that cannot be restored                                      */

/* Renames a draft that cannot be restored; the message tells the user. */
static char *
move_aside (const char   *path,
            const GError *why)
{
  g_autofree char *display = g_filename_display_name (path);
  g_autofree char *aside = NULL;

  for (int i = 0; i < 100; i++)
    {
      GStatBuf st;

      g_free (aside);
      aside = i == 0 ? g_strconcat (path, ".broken", NULL) : g_strdup_printf ("%s.broken-%d", path, i);
      if (g_lstat (aside, &st) != 0 && g_rename (path, aside) == 0)
        {
          g_autofree char *display_aside = g_filename_display_name (aside);

          /* Translators: "The unfinished game in “…/x.pgn” could not be restored:
           * it is not a regular file. It was moved to “…/x.pgn.broken”." */
          return g_strdup_printf (_("The unfinished game in “%s” could not be restored: %s. "
                                    "It was moved to “%s”."), display, why->message, display_aside);
        }
    }
  return g_strdup_printf (_("The unfinished game in “%s” could not be restored: %s."), display, why->message);
}

/* ------------------------------------------------------------------ */
/* Listing                                                             */

/* The autosave of versions before drafts becomes a draft. */
static void
adopt_old_autosave (GFile *folder)
{
  g_autoptr(GFile) parent = g_file_get_parent (folder);
  g_autoptr(GFile) old = parent != NULL ? g_file_get_child (parent, "autosave.pgn") : NULL;
  g_autofree char *uuid = g_uuid_string_random ();
  g_autofree char *name = g_strconcat (uuid, ".pgn", NULL);
  g_autoptr(GFile) draft = g_file_get_child (folder, name);
  GStatBuf st;

  if (old == NULL || g_lstat (g_file_peek_path (old), &st) != 0)
    return;
  g_mkdir_with_parents (g_file_peek_path (folder), 0700);
  g_rename (g_file_peek_path (old), g_file_peek_path (draft));
}

static gint
newest_first (gconstpointer a,
              gconstpointer b)
{
  const ChessDraft *x = *(ChessDraft **) a, *y = *(ChessDraft **) b;

  return x->modified < y->modified ? 1 : x->modified > y->modified ? -1 : 0;
}

GPtrArray *
chess_session_list_drafts (GFile      *folder,
                           GPtrArray **problems)
{
  GPtrArray *drafts = g_ptr_array_new_with_free_func ((GDestroyNotify) chess_draft_free);
  const char *name;
  GDir *dir;

  g_return_val_if_fail (G_IS_FILE (folder), drafts);

  if (problems != NULL)
    *problems = g_ptr_array_new_with_free_func (g_free);
  adopt_old_autosave (folder);
  dir = g_dir_open (g_file_peek_path (folder), 0, NULL);
  if (dir == NULL)
    return drafts;
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = NULL;
      g_autoptr(GError) error = NULL;
      ChessDraftContents contents = { 0 };
      ChessDraft *draft;
      int lock;

      if (!g_str_has_suffix (name, ".pgn"))
        continue;
      path = g_build_filename (g_file_peek_path (folder), name, NULL);
      lock = take_lock (path);
      if (lock < 0)
        continue;   /* a live session's */
      if (!_chess_session_read_draft (path, &contents, &error))
        {
          char *problem = move_aside (path, error);

          _chess_draft_contents_clear (&contents);
          if (problems != NULL)
            g_ptr_array_add (*problems, problem);
          else
            g_free (problem);
          close (lock);
          continue;
        }
      close (lock);

      draft = g_new0 (ChessDraft, 1);
      draft->file = g_file_new_for_path (path);
      draft->modified = contents.modified;
      draft->white = g_strdup (chess_record_get_tag (contents.record, "White"));
      draft->black = g_strdup (chess_record_get_tag (contents.record, "Black"));
      for (ChessNode *node = contents.record->root->first_child; node != NULL; node = node->first_child)
        draft->n_plies++;
      draft->result = contents.record->result;
      if (contents.source.file != NULL)
        draft->source_name = g_file_get_parse_name (contents.source.file);
      g_ptr_array_add (drafts, draft);
      _chess_draft_contents_clear (&contents);
    }
  g_dir_close (dir);
  g_ptr_array_sort (drafts, newest_first);
  return drafts;
}

/* ------------------------------------------------------------------ */
/* Writing                                                             */

/* One job of the draft writer, made on the main thread: write `text` to
 * `file`, or remove it (`remove`), or neither; then let go of the lock
 * (`lock_fd`, and its file `lock_path`), if given, once the draft on disk
 * is what it should be. */
typedef struct {
  GFile *file;
  GBytes *text;
  gboolean remove;
  int lock_fd;
  char *lock_path;
} DraftJob;

void (*_chess_session_draft_write_hook) (GFile *file) = NULL;

static void
draft_job_free (DraftJob *job)
{
  g_clear_object (&job->file);
  g_clear_pointer (&job->text, g_bytes_unref);
  g_free (job->lock_path);
  g_free (job);
}

/* In the worker thread; the error, if the write or removal failed. */
static GError *
run_draft_job (DraftJob *job)
{
  GError *error = NULL;

  if ((job->text != NULL || job->remove) && _chess_session_draft_write_hook != NULL)
    _chess_session_draft_write_hook (job->file);
  if (job->text != NULL)
    chess_write_file_atomic (job->file, g_bytes_get_data (job->text, NULL), g_bytes_get_size (job->text),
                             CHESS_WRITE_FILE_PRIVATE, &error);
  else if (job->remove && g_unlink (g_file_peek_path (job->file)) != 0 && errno != ENOENT)
    g_set_error (&error, G_IO_ERROR, g_io_error_from_errno (errno), "%s: %s",
                 g_file_peek_path (job->file), g_strerror (errno));
  if (job->lock_path != NULL)
    g_unlink (job->lock_path);
  if (job->lock_fd >= 0)
    close (job->lock_fd);
  return error;
}

/* A write is superseded by a later write or removal of the same file
 * waiting behind it (under draft_lock). */
static gboolean
superseded (ChessSession *self,
            DraftJob     *job)
{
  if (job->text == NULL)
    return FALSE;
  for (GList *l = self->draft_jobs.head; l != NULL; l = l->next)
    {
      DraftJob *later = l->data;

      if ((later->text != NULL || later->remove) && g_file_equal (later->file, job->file))
        return TRUE;
    }
  return FALSE;
}

/* Does the jobs in order until none is left. */
static void
draft_thread (GTask        *task,
              gpointer      source_object,
              gpointer      task_data,
              GCancellable *cancellable)
{
  ChessSession *self = source_object;

  for (;;)
    {
      DraftJob *job;
      gboolean skip;

      g_mutex_lock (&self->draft_lock);
      job = g_queue_pop_head (&self->draft_jobs);
      if (job == NULL)
        self->draft_writing = FALSE;
      skip = job != NULL && superseded (self, job);
      g_mutex_unlock (&self->draft_lock);
      if (job == NULL)
        break;
      if (!skip)
        {
          GError *error = run_draft_job (job);

          g_mutex_lock (&self->draft_lock);
          g_clear_error (&self->draft_result);
          self->draft_result = error;
          self->draft_result_set = TRUE;
          g_mutex_unlock (&self->draft_lock);
        }
      draft_job_free (job);
    }
  g_task_return_boolean (task, TRUE);
}

/* How often a draft that could not be written is tried again (a full
 * disk that has room again, a folder made writable). */
#define DRAFT_RETRY_SECONDS 2

static void queue_draft (ChessSession *self);

static gboolean
retry_draft (gpointer data)
{
  ChessSession *self = data;

  self->draft_retry_id = 0;
  if (self->draft_error != NULL && !self->closed && self->drafts_folder != NULL)
    queue_draft (self);
  return G_SOURCE_REMOVE;
}

/* The draft could (error NULL) or could not be written: "draft-error"
 * says it, and a failed one is tried again until it is written. */
static void
set_draft_error (ChessSession *self,
                 const GError *error)
{
  if (error == NULL)
    g_clear_handle_id (&self->draft_retry_id, g_source_remove);
  else if (self->draft_retry_id == 0)
    self->draft_retry_id = g_timeout_add_seconds (DRAFT_RETRY_SECONDS, retry_draft, self);
  if (error == NULL && self->draft_error == NULL)
    return;
  if (error != NULL && self->draft_error != NULL && g_strcmp0 (error->message, self->draft_error->message) == 0)
    return;
  g_clear_error (&self->draft_error);
  if (error != NULL)
    self->draft_error = g_error_new (error->domain, error->code, _("Your game is not being saved in the background: %s"),
                                     error->message);
  _chess_session_notify_draft_error (self);
}

const GError *
chess_session_get_draft_error (ChessSession *self)
{
  g_return_val_if_fail (CHESS_IS_SESSION (self), NULL);
  return self->draft_error;
}

/* The application stays until the drafts are on disk: quitting waits for
 * them, nothing else does. */
static void
draft_thread_done (GObject      *source,
                   GAsyncResult *result,
                   gpointer      data)
{
  ChessSession *self = CHESS_SESSION (source);
  GApplication *application = data;
  GError *error = NULL;
  gboolean set;

  g_mutex_lock (&self->draft_lock);
  set = self->draft_result_set;
  error = g_steal_pointer (&self->draft_result);
  self->draft_result_set = FALSE;
  g_mutex_unlock (&self->draft_lock);
  if (set)
    set_draft_error (self, error);
  g_clear_error (&error);

  if (application != NULL)
    {
      g_application_release (application);
      g_object_unref (application);
    }
}

/* Hands the job to the worker (started if it does not run): the main
 * thread never waits on the disk. */
static void
queue_draft_job (ChessSession *self,
                 DraftJob     *job)
{
  gboolean start;

  g_mutex_lock (&self->draft_lock);
  g_queue_push_tail (&self->draft_jobs, job);
  start = !self->draft_writing;
  self->draft_writing = TRUE;
  g_mutex_unlock (&self->draft_lock);
  if (start)
    {
      GApplication *application = g_application_get_default ();
      g_autoptr(GTask) task = NULL;

      if (application != NULL)
        g_application_hold (g_object_ref (application));
      task = g_task_new (self, NULL, draft_thread_done, application);
      g_task_set_source_tag (task, queue_draft_job);
      g_task_run_in_thread (task, draft_thread);
    }
}

gboolean
_chess_session_drafts_pending (ChessSession *self)
{
  gboolean pending;

  g_mutex_lock (&self->draft_lock);
  pending = self->draft_writing;
  g_mutex_unlock (&self->draft_lock);
  return pending;
}

/* The session's own draft file (and its lock), made on first use. */
static gboolean
ensure_draft_file (ChessSession *self)
{
  g_autofree char *uuid = NULL;
  g_autofree char *name = NULL;
  g_autoptr(GFile) file = NULL;

  if (self->draft_file != NULL)
    return TRUE;
  if (g_mkdir_with_parents (g_file_peek_path (self->drafts_folder), 0700) != 0)
    {
      int errsv = errno;
      g_autoptr(GError) error = NULL;
      g_autofree char *name = g_file_get_parse_name (self->drafts_folder);

      g_set_error (&error, G_IO_ERROR, g_io_error_from_errno (errsv), _("Could not create the folder %s: %s"), name,
                   errsv == ENOSPC ? _("the disk is full") : g_strerror (errsv));
      set_draft_error (self, error);
      return FALSE;
    }
  uuid = g_uuid_string_random ();
  name = g_strconcat (uuid, ".pgn", NULL);
  file = g_file_get_child (self->drafts_folder, name);
  self->draft_lock_fd = take_lock (g_file_peek_path (file));
  if (self->draft_lock_fd < 0)
    {
      int errsv = errno;
      g_autoptr(GError) error = NULL;
      g_autofree char *name = g_file_get_parse_name (file);

      g_set_error (&error, G_IO_ERROR, g_io_error_from_errno (errsv), _("Could not save “%s”: %s"), name,
                   errsv == ENOSPC ? _("the disk is full") : g_strerror (errsv));
      set_draft_error (self, error);
      return FALSE;
    }
  self->draft_file = g_steal_pointer (&file);
  return TRUE;
}

/* The draft as the game needs it now, written or removed, in the worker;
 * the text (the exact clock included) is taken here and now. */
static void
queue_draft (ChessSession *self)
{
  DraftJob *job;
  gboolean wanted = _chess_session_draft_wanted (self);

  if (!wanted && self->draft_file == NULL)
    return;
  if (wanted && !ensure_draft_file (self))
    return;
  job = g_new0 (DraftJob, 1);
  job->file = g_object_ref (self->draft_file);
  job->text = wanted ? _chess_session_draft_text (self) : NULL;
  job->remove = !wanted;
  job->lock_fd = -1;
  queue_draft_job (self, job);
}

static gboolean
write_draft_when_idle (gpointer data)
{
  ChessSession *self = data;

  self->draft_idle_id = 0;
  queue_draft (self);
  return G_SOURCE_REMOVE;
}

void
_chess_session_schedule_draft (ChessSession *self)
{
  if (self->drafts_folder == NULL || self->closed || self->draft_idle_id != 0)
    return;
  /* Before the frame that shows the change is drawn (GTK draws at
   * G_PRIORITY_HIGH_IDLE + 20): the draft's write is under way as the
   * move appears, and changes made together still make one write. */
  self->draft_idle_id = g_idle_add_full (G_PRIORITY_HIGH_IDLE, write_draft_when_idle, self, NULL);
}

/* Now: pause and quit want the exact clock on disk. */
static void
write_draft_now (ChessSession *self)
{
  g_clear_handle_id (&self->draft_idle_id, g_source_remove);
  if (self->drafts_folder == NULL || self->closed)
    return;
  queue_draft (self);
}

/* Forget the draft: delete it (and its lock) when `delete`.  The lock
 * goes with the last job, so no one else takes the draft before it is
 * on disk (or gone). */
static void
let_go_of_draft (ChessSession *self,
                 gboolean      delete)
{
  DraftJob *job;

  if (self->draft_file == NULL)
    return;
  job = g_new0 (DraftJob, 1);
  job->file = g_steal_pointer (&self->draft_file);
  job->remove = delete;
  job->lock_fd = self->draft_lock_fd;
  job->lock_path = delete ? lock_path_for (g_file_peek_path (job->file)) : NULL;
  self->draft_lock_fd = -1;
  queue_draft_job (self, job);
}

/* ------------------------------------------------------------------ */
/* The session's side                                                  */

static void
on_paused (ChessSession *self)
{
  if (self->paused)
    write_draft_now (self);
  else
    _chess_session_schedule_draft (self);
}

void
_chess_session_init_drafts (ChessSession *self)
{
  self->draft_lock_fd = -1;
  g_mutex_init (&self->draft_lock);
  g_signal_connect (self, "notify::paused", G_CALLBACK (on_paused), NULL);
}

void
_chess_session_dispose_drafts (ChessSession *self)
{
  g_clear_handle_id (&self->draft_idle_id, g_source_remove);
  g_clear_handle_id (&self->draft_retry_id, g_source_remove);
  /* A session that was not closed keeps its draft, as after a crash.  No
   * job waits: each holds the session. */
  if (self->draft_lock_fd >= 0)
    close (self->draft_lock_fd);
  self->draft_lock_fd = -1;
  g_clear_object (&self->draft_file);
  g_clear_object (&self->drafts_folder);
}

void
chess_session_set_drafts_folder (ChessSession *self,
                                 GFile        *folder)
{
  g_return_if_fail (CHESS_IS_SESSION (self));
  g_return_if_fail (folder == NULL || (G_IS_FILE (folder) && g_file_peek_path (folder) != NULL));

  if (self->drafts_folder == folder
      || (self->drafts_folder != NULL && folder != NULL && g_file_equal (self->drafts_folder, folder)))
    return;
  let_go_of_draft (self, TRUE);
  g_set_object (&self->drafts_folder, folder);
  _chess_session_schedule_draft (self);
  g_object_notify (G_OBJECT (self), "drafts-folder");
}

GFile *
chess_session_get_drafts_folder (ChessSession *self)
{
  g_return_val_if_fail (CHESS_IS_SESSION (self), NULL);
  return self->drafts_folder;
}

GFile *
chess_session_get_draft_file (ChessSession *self)
{
  g_return_val_if_fail (CHESS_IS_SESSION (self), NULL);
  return self->draft_file;
}

gboolean
chess_session_restore_draft (ChessSession      *self,
                             const ChessDraft  *draft,
                             GError           **error)
{
  g_autofree char *display = NULL;
  g_autoptr(GError) local = NULL;
  g_autoptr(ChessGame) game = NULL;
  ChessDraftContents contents = { 0 };
  const char *path;
  ChessClock *clock;
  int lock;

  g_return_val_if_fail (CHESS_IS_SESSION (self), FALSE);
  g_return_val_if_fail (draft != NULL && G_IS_FILE (draft->file), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  path = g_file_peek_path (draft->file);
  display = g_file_get_parse_name (draft->file);
  lock = take_lock (path);
  if (lock < 0)
    {
      g_set_error (error, CHESS_SESSION_ERROR, CHESS_SESSION_ERROR_DRAFT_IN_USE,
                   _("The unfinished game in “%s” is open in another window"), display);
      return FALSE;
    }
  if (!_chess_session_read_draft (path, &contents, &local))
    {
      close (lock);
      if (g_error_matches (local, CHESS_SESSION_ERROR, CHESS_SESSION_ERROR_BAD_DRAFT))
        {
          g_autofree char *message = move_aside (path, local);
          g_set_error_literal (error, CHESS_SESSION_ERROR, CHESS_SESSION_ERROR_BAD_DRAFT, message);
        }
      else
        g_propagate_error (error, g_steal_pointer (&local));
      _chess_draft_contents_clear (&contents);
      return FALSE;
    }

  /* The session's own draft gives way to this one. */
  g_clear_handle_id (&self->draft_idle_id, g_source_remove);
  let_go_of_draft (self, TRUE);
  self->draft_file = g_object_ref (draft->file);
  self->draft_lock_fd = lock;
  self->closed = FALSE;
  if (self->drafts_folder == NULL)
    {
      self->drafts_folder = g_file_get_parent (draft->file);
      g_object_notify (G_OBJECT (self), "drafts-folder");
    }

  game = chess_game_new_from_record (g_steal_pointer (&contents.record));
  chess_game_set_modified (game, contents.game_modified);
  self->making_analysis_board = contents.analysis_board;
  _chess_session_replace_game (self, game, contents.source.file != NULL ? &contents.source : NULL,
                               MIN (contents.takeback_floor, chess_game_get_n_plies (game)));
  self->making_analysis_board = FALSE;
  /* The clock stopped first, then the exact times; the session's pause
   * writes them to the draft. */
  clock = chess_game_get_clock (game);
  if (clock != NULL)
    chess_clock_pause (clock);
  if (clock != NULL && contents.has_clock)
    for (int side = CHESS_WHITE; side <= CHESS_BLACK; side++)
      chess_clock_set_remaining (clock, (ChessColor) side, contents.clock_ms[side] * 1000);
  /* A game in progress comes back paused; an analysis board has no clock
   * and nothing to pause. */
  if (!self->analysis_board)
    chess_session_set_paused (self, TRUE);
  _chess_draft_contents_clear (&contents);
  return TRUE;
}

void
chess_session_discard_draft (ChessSession *self)
{
  g_return_if_fail (CHESS_IS_SESSION (self));

  g_clear_handle_id (&self->draft_idle_id, g_source_remove);
  let_go_of_draft (self, TRUE);
}

void
chess_session_close (ChessSession *self)
{
  g_return_if_fail (CHESS_IS_SESSION (self));

  if (self->closed)
    return;
  write_draft_now (self);
  let_go_of_draft (self, FALSE);
  self->closed = TRUE;
}
