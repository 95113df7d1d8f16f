/* SPDX-License-Identifier: GPL-3.0-or-later */
/* engine-test-util.c — helpers of the engine tests (see the header). */

#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <glib/gstdio.h>

#include "engine-test-util.h"

static char *tmp_dir;

void
test_engine_init (void)
{
  g_autoptr (GError) error = NULL;

  tmp_dir = g_dir_make_tmp ("chess-engine-test-XXXXXX", &error);
  g_assert_no_error (error);
}

void
test_engine_cleanup (void)
{
  g_autoptr (GDir) dir = g_dir_open (tmp_dir, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (tmp_dir, name, NULL);

      g_unlink (path);
    }
  g_rmdir (tmp_dir);
  g_clear_pointer (&tmp_dir, g_free);
}

const char *
test_engine_tmp_dir (void)
{
  return tmp_dir;
}

ChessPosition
test_position (const char *fen)
{
  ChessPosition pos;
  ChessFenError error;

  if (!chess_position_from_fen (&pos, fen, &error))
    g_error ("%s: %s", fen, error.message);
  return pos;
}

ChessMove
test_uci_move (const ChessPosition *pos,
               const char          *text)
{
  ChessMove move = CHESS_MOVE_NONE;

  g_assert_cmpint (chess_move_from_uci (pos, text, strlen (text), &move), ==, CHESS_SAN_OK);
  return move;
}

static gboolean
tick (gpointer data)
{
  return G_SOURCE_CONTINUE;   /* wakes the loop so that a hang guard sees its deadline */
}

void
test_run_until (gboolean *done,
                guint     seconds)
{
  gint64 deadline = g_get_monotonic_time () + seconds * G_USEC_PER_SEC;
  guint ticker = g_timeout_add (100, tick, NULL);

  while (!*done)
    {
      if (g_get_monotonic_time () > deadline)
        g_error ("the engine test hung");
      g_main_context_iteration (NULL, TRUE);
    }
  g_source_remove (ticker);
}

static gboolean
set_done (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

void
test_run_for (guint ms)
{
  gboolean done = FALSE;

  g_timeout_add (ms, set_done, &done);
  test_run_until (&done, ms / 1000 + 60);
}

/* An async call's result, kept in the GAsyncResult * at user_data. */
void
test_keep_result (GObject      *source,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  *(GAsyncResult **) user_data = g_object_ref (result);
}

gboolean
test_start_engine (ChessEngine *engine,
                   GError     **error)
{
  GAsyncResult *result = NULL;
  gboolean ok;

  chess_engine_start_async (engine, NULL, test_keep_result, &result);
  while (result == NULL)
    test_run_for (10);
  ok = chess_engine_start_finish (engine, result, error);
  g_object_unref (result);
  return ok;
}

char **
test_read_lines (const char *path)
{
  g_autofree char *text = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  return g_strsplit (text, "\n", -1);
}

void
test_require_program (const char *path)
{
  if (!g_file_test (path, G_FILE_TEST_IS_EXECUTABLE))
    g_error ("%s is missing: install the Debian package (build-aux/install-deps.sh)", path);
}

void
test_fake_engine_prepare (const char *mode)
{
  g_autofree char *pidfile = g_build_filename (tmp_dir, "pid", NULL);

  g_unlink (pidfile);
  g_setenv ("FAKE_ENGINE_MODE", mode, TRUE);
  g_setenv ("FAKE_ENGINE_PIDFILE", pidfile, TRUE);
}

ChessEngine *
test_fake_engine (const char *mode)
{
  test_fake_engine_prepare (mode);
  return chess_engine_new (g_getenv ("FAKE_ENGINE"));
}

GPid
test_fake_engine_pid (void)
{
  g_autofree char *pidfile = g_build_filename (tmp_dir, "pid", NULL);
  g_autofree char *text = NULL;

  /* The fake writes its pid first thing; it may still be starting. */
  for (int i = 0; i < 900 && !g_file_get_contents (pidfile, &text, NULL, NULL); i++)
    g_usleep (10000);
  g_assert_nonnull (text);
  g_assert_cmpint (atoi (text), >, 0);
  return (GPid) atoi (text);
}

gboolean
test_process_exists (GPid pid)
{
  return kill (pid, 0) == 0 || errno != ESRCH;
}

void
test_assert_process_gone (GPid pid)
{
  guint ticker = g_timeout_add (50, tick, NULL);
  gint64 deadline = g_get_monotonic_time () + 30 * G_USEC_PER_SEC;

  while (test_process_exists (pid))
    {
      if (g_get_monotonic_time () > deadline)
        g_error ("engine process %d was left behind", (int) pid);
      g_main_context_iteration (NULL, TRUE);
    }
  g_source_remove (ticker);
}
