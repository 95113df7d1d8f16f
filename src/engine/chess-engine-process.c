/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-engine-process.c — the engine's process: spawning, the two pipes,
 * the watch on its exit, faults, and the reaper that makes sure no process
 * outlives its ChessEngine.
 *
 * Reads and writes are asynchronous.  Read and exit-watch callbacks get
 * the engine without a reference and check for G_IO_ERROR_CANCELLED
 * before touching it: dispose cancels them, so they may run after the
 * engine is gone.  Writes are never cancelled (the last one may be
 * "quit"), so their callback holds a weak reference instead. */

#include "config.h"

#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>
#include <glib/gi18n.h>

#include "chess-engine-private.h"

/* What no engine writes, and a runaway program does.  Engines write in
 * bursts: Stockfish in a mate position runs through every depth to its
 * last at once, a few hundred KiB at MultiPV 5.  So a flood is not judged
 * by time (a loaded machine or a sanitizer build reads slowly, and a
 * burst then keeps the pipe full for seconds) but by volume:
 * - a line longer than MAX_LINE_BYTES;
 * - MAX_BACKLOG_BYTES read without the pipe ever running dry (each read
 *   found a full chunk): the engine writes faster than we read, whatever
 *   our speed, for far longer than any burst;
 * - MAX_WINDOW_BYTES within one window of FLOOD_WINDOW_US, for an engine
 *   that writes just slower than we read, without end. */
#define MAX_LINE_BYTES (64 * 1024)
#define MAX_BACKLOG_BYTES (2 * 1024 * 1024)
#define MAX_WINDOW_BYTES (16 * 1024 * 1024)
#define FLOOD_WINDOW_US (10 * G_USEC_PER_SEC)
#define READ_CHUNK 16384
/* How long a process may take to obey "quit" before it is killed. */
#define QUIT_GRACE_MS 2000

static void read_next (ChessEngine *self);

/* ------------------------------------------------------------------ */
/* The reaper                                                          */

/* The reaper holds the application (when there is one: the window's, not
 * tools/chess-match) until the process is gone.  Closing the last window
 * releases the engines of its session; without the hold the main loop
 * would end at once, the grace period's kill would never come, and an
 * engine busy in a search, deaf to "quit" and to the end of its input,
 * would run on after us. */
typedef struct {
  GSubprocess *process;
  GPid group;                 /* its process group (chess-engine-group.c) */
  GApplication *application;
  guint kill_id;
} Reaper;

static void
reaper_done (GObject      *source,
             GAsyncResult *result,
             gpointer      user_data)
{
  Reaper *reaper = user_data;

  g_subprocess_wait_finish (G_SUBPROCESS (source), result, NULL);
  /* What the engine started itself ends with it. */
  _chess_engine_group_end (reaper->group);
  g_clear_handle_id (&reaper->kill_id, g_source_remove);
  g_object_unref (reaper->process);
  if (reaper->application != NULL)
    {
      g_application_release (reaper->application);
      g_object_unref (reaper->application);
    }
  g_free (reaper);
}

static gboolean
reaper_kill (gpointer user_data)
{
  Reaper *reaper = user_data;

  reaper->kill_id = 0;
  _chess_engine_group_kill (reaper->group);
  return G_SOURCE_REMOVE;
}

/* Waits for `process` (leading `group`) to end, killing the group after
 * `grace_ms` (at once if 0). */
static void
reap (GSubprocess *process,
      GPid         group,
      guint        grace_ms)
{
  Reaper *reaper = g_new0 (Reaper, 1);
  GApplication *application = g_application_get_default ();

  reaper->process = g_object_ref (process);
  reaper->group = group;
  /* Not before the application is registered: an engine checked while
   * the command line is read (chess --engine) must not keep a main loop
   * running, whose first iteration would turn our exit status into 0. */
  if (application != NULL && g_application_get_is_registered (application))
    {
      reaper->application = g_object_ref (application);
      g_application_hold (application);
    }
  if (grace_ms == 0)
    _chess_engine_group_kill (group);
  else
    reaper->kill_id = g_timeout_add (grace_ms, reaper_kill, reaper);
  g_subprocess_wait_async (process, NULL, reaper_done, reaper);
}

void
_chess_engine_release_process (ChessEngine *self,
                               gboolean     kill_now)
{
  if (self->process == NULL)
    return;
  if (!kill_now)
    _chess_engine_send (self, "quit\n");
  g_cancellable_cancel (self->io_cancellable);
  _chess_engine_arm_timer (self, 0);
  reap (self->process, self->group, kill_now ? 0 : QUIT_GRACE_MS);
  self->group = 0;
  g_clear_object (&self->process);
  g_clear_object (&self->from_engine);
  /* to_engine stays until the last write is done (it holds its own ref). */
  g_clear_object (&self->to_engine);
}

/* ------------------------------------------------------------------ */
/* Faults                                                              */

void
_chess_engine_fail (ChessEngine     *self,
                    ChessEngineError code,
                    const char      *format,
                    ...)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *message = NULL;
  va_list args;

  if (self->state == CHESS_ENGINE_STATE_FAILED || self->state == CHESS_ENGINE_STATE_CLOSED)
    return;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  error = g_error_new_literal (CHESS_ENGINE_ERROR, code, message);
  g_debug ("%s: %s", self->path, message);

  g_object_ref (self);
  _chess_engine_release_process (self, TRUE);
  _chess_engine_set_state (self, CHESS_ENGINE_STATE_FAILED);
  _chess_engine_fail_pending (self, error);
  g_signal_emit_by_name (self, "failed", error);
  g_object_unref (self);
}

/* "exit status 3", "killed by signal 11 (Segmentation fault)". */
static char *
describe_exit (int status)
{
  if (WIFEXITED (status))
    return g_strdup_printf (_("exit status %d"), WEXITSTATUS (status));
  if (WIFSIGNALED (status))
    return g_strdup_printf (_("killed by signal %d, %s"), WTERMSIG (status), g_strsignal (WTERMSIG (status)));
  return g_strdup (_("for an unknown reason"));
}

static void
process_exited (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  ChessEngine *self = user_data;
  g_autoptr (GError) error = NULL;
  g_autofree char *how = NULL;

  if (!g_subprocess_wait_finish (G_SUBPROCESS (source), result, &error))
    return;   /* cancelled: the engine is being released, maybe gone */

  how = describe_exit (g_subprocess_get_status (G_SUBPROCESS (source)));
  if (self->state == CHESS_ENGINE_STATE_STARTING)
    _chess_engine_fail (self, CHESS_ENGINE_ERROR_NO_UCIOK,
                        _("“%s” is not a UCI chess engine: it ended before completing the UCI handshake (%s)."),
                        self->name, how);
  else
    _chess_engine_fail (self, CHESS_ENGINE_ERROR_CRASHED,
                        _("The chess engine “%s” stopped unexpectedly (%s)."), self->name, how);
}

/* ------------------------------------------------------------------ */
/* Spawning                                                            */

/* A program path that names a folder (found on PATH when it has no
 * slash), which exec() would refuse as "Permission denied". */
static gboolean
is_folder (const char *path)
{
  g_autofree char *found = strchr (path, '/') != NULL ? g_strdup (path) : g_find_program_in_path (path);

  return found != NULL && g_file_test (found, G_FILE_TEST_IS_DIR);
}

gboolean
_chess_engine_spawn (ChessEngine *self,
                     GError     **error)
{
  g_autoptr (GSubprocessLauncher) launcher = NULL;
  g_autofree char *directory = NULL;
  g_autoptr (GError) spawn_error = NULL;
  const char *argv[] = { self->path, NULL };
  const char *identifier;

  if (is_folder (self->path))
    {
      g_set_error (error, CHESS_ENGINE_ERROR, CHESS_ENGINE_ERROR_MISSING,
                   _("The chess engine “%s” could not be started: it is a folder, not a program"), self->path);
      return FALSE;
    }
  /* Run it from its own folder: engines look for their data (networks,
   * books) beside them; and in a process group of its own. */
  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDIN_PIPE
                                        | G_SUBPROCESS_FLAGS_STDOUT_PIPE
                                        | G_SUBPROCESS_FLAGS_STDERR_SILENCE);
  g_subprocess_launcher_set_child_setup (launcher, _chess_engine_group_child_setup,
                                         GINT_TO_POINTER ((int) getpid ()), NULL);
  directory = g_path_get_dirname (self->path);
  /* (A missing folder is the program missing: the spawn says so.) */
  if (g_path_is_absolute (directory) && g_file_test (directory, G_FILE_TEST_IS_DIR))
    g_subprocess_launcher_set_cwd (launcher, directory);
  self->process = g_subprocess_launcher_spawnv (launcher, argv, &spawn_error);
  if (self->process == NULL)
    {
      g_set_error (error, CHESS_ENGINE_ERROR, CHESS_ENGINE_ERROR_MISSING,
                   _("The chess engine “%s” could not be started: %s"), self->path, spawn_error->message);
      return FALSE;
    }
  identifier = g_subprocess_get_identifier (self->process);
  self->group = identifier != NULL ? (GPid) atoi (identifier) : 0;
  if (self->group > 0)
    _chess_engine_group_add (self->group);
  self->to_engine = g_object_ref (g_subprocess_get_stdin_pipe (self->process));
  self->from_engine = g_object_ref (g_subprocess_get_stdout_pipe (self->process));
  self->flood_window_start = g_get_monotonic_time ();
  self->flood_window_bytes = 0;
  self->backlog_bytes = 0;
  g_subprocess_wait_async (self->process, self->io_cancellable, process_exited, self);
  read_next (self);
  return TRUE;
}

/* ------------------------------------------------------------------ */
/* Writing                                                             */

typedef struct {
  GWeakRef engine;
  GOutputStream *stream;
  GBytes *bytes;
} WriteData;

static void flush (ChessEngine *self);

static void
write_done (GObject      *source,
            GAsyncResult *result,
            gpointer      user_data)
{
  WriteData *data = user_data;
  g_autoptr (GError) error = NULL;
  g_autoptr (ChessEngine) self = g_weak_ref_get (&data->engine);

  /* A failed write means the process is gone or going: its exit watch
   * reports that with the exit status. */
  if (!g_output_stream_write_all_finish (G_OUTPUT_STREAM (source), result, NULL, &error))
    g_debug ("write to engine: %s", error->message);
  g_weak_ref_clear (&data->engine);
  g_object_unref (data->stream);
  g_bytes_unref (data->bytes);
  g_free (data);

  if (self != NULL)
    {
      self->writing = FALSE;
      flush (self);
    }
}

static void
flush (ChessEngine *self)
{
  WriteData *data;
  gsize size;

  if (self->writing || self->out_queue->len == 0 || self->to_engine == NULL)
    return;
  size = self->out_queue->len;
  data = g_new0 (WriteData, 1);
  g_weak_ref_init (&data->engine, self);
  data->stream = g_object_ref (self->to_engine);
  data->bytes = g_bytes_new (self->out_queue->str, size);
  g_string_truncate (self->out_queue, 0);
  self->writing = TRUE;
  g_output_stream_write_all_async (data->stream, g_bytes_get_data (data->bytes, NULL), size,
                                   G_PRIORITY_DEFAULT, NULL, write_done, data);
}

void
_chess_engine_send (ChessEngine *self,
                    const char  *command)
{
  if (self->to_engine == NULL)
    return;
  g_debug ("%s < %.*s", self->name, (int) strcspn (command, "\n"), command);
  g_string_append (self->out_queue, command);
  flush (self);
}

/* ------------------------------------------------------------------ */
/* Reading                                                             */

/* Splits a chunk into lines; FALSE if the engine ended while handling one. */
static gboolean
take_chunk (ChessEngine *self,
            const char  *data,
            gsize        size)
{
  gint64 now = g_get_monotonic_time ();
  const char *end = data + size;

  if (now - self->flood_window_start >= FLOOD_WINDOW_US)
    {
      self->flood_window_start = now;
      self->flood_window_bytes = 0;
    }
  self->flood_window_bytes += size;
  /* A read that is not full found the pipe drained: the burst is over. */
  self->backlog_bytes = size < READ_CHUNK ? 0 : self->backlog_bytes + size;
  if (self->flood_window_bytes > MAX_WINDOW_BYTES || self->backlog_bytes > MAX_BACKLOG_BYTES)
    {
      _chess_engine_fail (self, CHESS_ENGINE_ERROR_FLOOD,
                          _("The chess engine “%s” flooded its output: more than a chess engine ever writes."),
                          self->name);
      return FALSE;
    }

  while (data < end)
    {
      const char *newline = memchr (data, '\n', (gsize) (end - data));
      const char *stop = newline != NULL ? newline : end;

      if (self->partial_line->len + (gsize) (stop - data) > MAX_LINE_BYTES)
        {
          _chess_engine_fail (self, CHESS_ENGINE_ERROR_FLOOD,
                              _("The chess engine “%s” wrote a line longer than %d KiB."),
                              self->name, MAX_LINE_BYTES / 1024);
          return FALSE;
        }
      g_string_append_len (self->partial_line, data, stop - data);
      if (newline == NULL)
        break;
      data = newline + 1;
      /* A NUL inside a line ends it for the parser; nothing else to do. */
      g_debug ("%s > %s", self->name, self->partial_line->str);
      _chess_engine_handle_line (self, self->partial_line->str);
      g_string_truncate (self->partial_line, 0);
      if (self->process == NULL)
        return FALSE;   /* that line ended the engine */
    }
  return TRUE;
}

static void
read_done (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  ChessEngine *self = user_data;
  g_autoptr (GError) error = NULL;
  g_autoptr (GBytes) bytes = g_input_stream_read_bytes_finish (G_INPUT_STREAM (source), result, &error);
  gsize size;
  gconstpointer data;

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;   /* the engine is being released, maybe gone */
  if (bytes == NULL)
    {
      /* The exit watch will tell how it ended. */
      g_debug ("read from engine: %s", error->message);
      return;
    }
  data = g_bytes_get_data (bytes, &size);
  if (size == 0)
    return;   /* end of output: the exit watch reports the end */

  g_object_ref (self);
  if (take_chunk (self, data, size))
    read_next (self);
  g_object_unref (self);
}

static void
read_next (ChessEngine *self)
{
  g_input_stream_read_bytes_async (self->from_engine, READ_CHUNK, G_PRIORITY_DEFAULT,
                                   self->io_cancellable, read_done, self);
}

/* ------------------------------------------------------------------ */
/* The deadline of the current wait                                    */

static gboolean
timer_fired (gpointer user_data)
{
  ChessEngine *self = user_data;

  self->timer_id = 0;
  _chess_engine_timer_fired (self);
  return G_SOURCE_REMOVE;
}

void
_chess_engine_arm_timer (ChessEngine *self,
                         guint        timeout_ms)
{
  g_clear_handle_id (&self->timer_id, g_source_remove);
  /* Just below the reads' priority: after a busy spell of the main loop
   * the timer and the rest of the engine's answer are ready at once, and
   * the answer must be read before the engine is judged silent.  (At the
   * same priority the timer, older than the next read, came first; idles
   * and redraws still come after it.) */
  if (timeout_ms > 0)
    self->timer_id = g_timeout_add_full (G_PRIORITY_DEFAULT + 1, timeout_ms, timer_fired, self, NULL);
}
