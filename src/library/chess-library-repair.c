/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-library-repair.c — a library that cannot be used as it is:
 * moving a bad file aside, so that a new library can start. */
#include "config.h"

#include "chess-library-private.h"

#include <errno.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <string.h>

/* ---- Moving aside ---- */

/* path.damaged-YYYYMMDD-HHMMSS, or with -2, -3… when that is taken. */
static char *
aside_name (const char *path)
{
  GDateTime *now = g_date_time_new_now_local ();
  char *stamp = g_date_time_format (now, "%Y%m%d-%H%M%S");
  g_date_time_unref (now);
  char *target = g_strdup_printf ("%s.damaged-%s", path, stamp);
  for (int n = 2; g_file_test (target, G_FILE_TEST_EXISTS); n++)
    {
      g_free (target);
      target = g_strdup_printf ("%s.damaged-%s-%d", path, stamp, n);
    }
  g_free (stamp);
  return target;
}

/* The write-ahead log belongs to the file, wherever the file goes; the
 * shared-memory index is rebuilt from it. */
static void
move_log (const char *path, const char *target)
{
  char *wal = g_strconcat (path, "-wal", NULL), *wal_target = g_strconcat (target, "-wal", NULL);
  char *shm = g_strconcat (path, "-shm", NULL);
  if (g_file_test (wal, G_FILE_TEST_EXISTS))
    g_rename (wal, wal_target);
  g_unlink (shm);
  g_free (wal);
  g_free (wal_target);
  g_free (shm);
}

static gboolean
fail_to_move (const char *path, int saved, GError **error)
{
  char *name = g_filename_display_name (path);
  g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved), _("Could not move %s aside: %s"), name,
               g_strerror (saved));
  g_free (name);
  return FALSE;
}

GFile *
chess_library_move_aside (const char *path, GError **error)
{
  g_return_val_if_fail (path != NULL, NULL);
  char *target = aside_name (path);
  GFile *result = NULL;
  if (g_rename (path, target) != 0)
    fail_to_move (path, errno, error);
  else
    {
      move_log (path, target);
      result = g_file_new_for_path (target);
    }
  g_free (target);
  return result;
}
