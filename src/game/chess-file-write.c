/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-file-write.c — see chess-file-write.h.
 *
 * Plain POSIX calls on the local path: GIO's own replace would keep the
 * mode, but it breaks hard links silently and replaces a symbolic link by
 * a regular file.  Runs in any thread. */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "chess-file-write.h"

/* Enough for any real chain of links; more is a loop. */
#define MAX_LINK_DEPTH 40

static gboolean
fail_errno (GError     **error,
            int          errsv,
            const char  *path)
{
  g_autofree char *name = g_filename_display_name (path);
  const char *reason = errsv == ENOSPC || errsv == EDQUOT ? _("the disk is full")
                                                          : g_strerror (errsv);

  /* Translators: "Could not save “/home/anna/games.pgn”: the disk is full" */
  g_set_error (error, G_IO_ERROR, g_io_error_from_errno (errsv),
               _("Could not save “%s”: %s"), name, reason);
  return FALSE;
}

/* Our temporaries are ".NAME.chess-PID-XXXXXX": the writer's process id
 * says whether one is still being written. */
#define TEMP_MARK ".chess-"
/* A temporary this old whose writer is gone is left from a killed save. */
#define STALE_SECONDS 120

/* The writer's pid if `entry` is one of our temporaries of `basename`, else 0. */
static long
temporary_writer (const char *entry,
                  const char *basename)
{
  gsize n = strlen (basename);
  const char *p;
  char *end;
  long pid;

  if (entry[0] != '.' || strncmp (entry + 1, basename, n) != 0 || !g_str_has_prefix (entry + 1 + n, TEMP_MARK))
    return 0;
  p = entry + 1 + n + strlen (TEMP_MARK);
  if (!g_ascii_isdigit (*p))
    return 0;
  pid = strtol (p, &end, 10);
  if (pid <= 0 || *end != '-' || strlen (end + 1) != 6)
    return 0;
  return pid;
}

/* Removes temporaries of ours that a killed save left beside `basename`:
 * only files of our name pattern, owned by us, not changed for
 * STALE_SECONDS, whose writing process no longer runs.  Anyone else's
 * files, and a save still under way (here or on another machine sharing
 * the folder: its file keeps changing), are left alone. */
static void
remove_stale_temporaries (const char *dir,
                          const char *basename)
{
  g_autoptr(GDir) folder = g_dir_open (dir, 0, NULL);
  const char *entry;
  gint64 now = g_get_real_time () / G_USEC_PER_SEC;

  if (folder == NULL)
    return;
  while ((entry = g_dir_read_name (folder)) != NULL)
    {
      long pid = temporary_writer (entry, basename);
      g_autofree char *path = NULL;
      struct stat st;

      if (pid == 0)
        continue;
      path = g_build_filename (dir, entry, NULL);
      if (g_lstat (path, &st) != 0 || !S_ISREG (st.st_mode) || st.st_uid != geteuid ()
          || now - (gint64) st.st_mtime < STALE_SECONDS)
        continue;
      if (kill ((pid_t) pid, 0) == 0 || errno != ESRCH)
        continue;
      g_unlink (path);
    }
}

void
chess_file_remove_stale_temporaries (GFile *file)
{
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *dir = NULL;
  g_autofree char *basename = NULL;

  if (path == NULL)
    return;
  dir = g_path_get_dirname (path);
  basename = g_path_get_basename (path);
  remove_stale_temporaries (dir, basename);
}

/* The file the path finally names, following symbolic links (the last one
 * may point to a file that does not exist yet). */
static char *
resolve_links (const char  *path,
               GError     **error)
{
  g_autofree char *current = g_strdup (path);

  for (int depth = 0; depth < MAX_LINK_DEPTH; depth++)
    {
      g_autofree char *target = NULL;
      GStatBuf st;

      if (g_lstat (current, &st) != 0 || !S_ISLNK (st.st_mode))
        return g_steal_pointer (&current);
      target = g_file_read_link (current, NULL);
      if (target == NULL)
        {
          fail_errno (error, errno, path);
          return NULL;
        }
      if (!g_path_is_absolute (target))
        {
          g_autofree char *dir = g_path_get_dirname (current);
          char *joined = g_build_filename (dir, target, NULL);

          g_free (target);
          target = joined;
        }
      g_free (current);
      current = g_steal_pointer (&target);
    }
  fail_errno (error, ELOOP, path);
  return NULL;
}

static gboolean
write_all (int          fd,
           const char  *data,
           gsize        length)
{
  while (length > 0)
    {
      gssize n = write (fd, data, length);

      if (n < 0)
        {
          if (errno == EINTR)
            continue;
          return FALSE;
        }
      data += n;
      length -= (gsize) n;
    }
  return TRUE;
}

/* The rename is on the disk only once its folder is. */
static void
sync_folder (const char *path)
{
  g_autofree char *dir = g_path_get_dirname (path);
  int fd = open (dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);

  if (fd >= 0)
    {
      fsync (fd);
      close (fd);
    }
}

struct _ChessFileSink
{
  int fd;
  const char *target;     /* for messages */
};

gboolean
chess_file_sink_write (ChessFileSink  *sink,
                       const void     *data,
                       gsize           length,
                       GError        **error)
{
  if (!write_all (sink->fd, data, length))
    return fail_errno (error, errno, sink->target);
  return TRUE;
}

typedef struct {
  const void *data;
  gsize length;
} Buffer;

static gboolean
fill_from_buffer (ChessFileSink  *sink,
                  gpointer        user_data,
                  GError        **error)
{
  const Buffer *buffer = user_data;

  return chess_file_sink_write (sink, buffer->data, buffer->length, error);
}

gboolean
chess_write_file_atomic (GFile                *file,
                         const void           *data,
                         gsize                 length,
                         ChessWriteFileFlags   flags,
                         GError              **error)
{
  Buffer buffer = { data, length };

  g_return_val_if_fail (data != NULL || length == 0, FALSE);
  return chess_write_file_atomic_with (file, fill_from_buffer, &buffer, flags, error);
}

gboolean
chess_write_file_atomic_with (GFile                *file,
                              ChessFileFillFunc     fill,
                              gpointer              user_data,
                              ChessWriteFileFlags   flags,
                              GError              **error)
{
  g_autofree char *target = NULL;
  g_autofree char *basename = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *temp = NULL;
  ChessFileSink sink;
  GError *local = NULL;
  gboolean exists;
  GStatBuf st;
  int fd;

  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (fill != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (g_file_peek_path (file) == NULL)
    {
      g_autofree char *uri = g_file_get_uri (file);
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   _("Could not save “%s”: only local files can be written"), uri);
      return FALSE;
    }
  target = resolve_links (g_file_peek_path (file), error);
  if (target == NULL)
    return FALSE;

  exists = g_stat (target, &st) == 0;
  if (!exists && errno != ENOENT)
    return fail_errno (error, errno, target);
  if (exists && !S_ISREG (st.st_mode))
    {
      g_autofree char *name = g_filename_display_name (target);
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE,
                   _("Could not save “%s”: it is not a regular file"), name);
      return FALSE;
    }
  /* Write permission is the owner's word that the file may change, even
   * though its folder would let us replace it. */
  if (exists && g_access (target, W_OK) != 0)
    return fail_errno (error, errno, target);
  if (exists && st.st_nlink > 1)
    {
      g_autofree char *name = g_filename_display_name (target);
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   _("Could not save “%s”: the file has other names (hard links), which would "
                     "keep the old contents; save it under a new name instead"), name);
      return FALSE;
    }

  dir = g_path_get_dirname (target);
  basename = g_path_get_basename (target);
  remove_stale_temporaries (dir, basename);
  temp = g_strdup_printf ("%s%c.%s" TEMP_MARK "%ld-XXXXXX", dir, G_DIR_SEPARATOR, basename, (long) getpid ());
  /* A new file gets the usual 0666 & ~umask (or 0600); an old one its own
   * mode and owner, set explicitly below since the umask would mask them. */
  fd = g_mkstemp_full (temp, O_WRONLY | O_CLOEXEC,
                       (flags & CHESS_WRITE_FILE_PRIVATE) != 0 ? 0600 : 0666);
  if (fd < 0)
    return fail_errno (error, errno, target);

  if (exists)
    {
      if ((st.st_uid != geteuid () || st.st_gid != getegid ())
          && fchown (fd, st.st_uid, st.st_gid) != 0)
        {
          g_autofree char *name = g_filename_display_name (target);

          close (fd);
          g_unlink (temp);
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED,
                       _("Could not save “%s”: it belongs to another user, and a new copy "
                         "would belong to you"), name);
          return FALSE;
        }
      if (fchmod (fd, st.st_mode & 07777) != 0)
        goto failed;
    }
  sink.fd = fd;
  sink.target = target;
  if (!fill (&sink, user_data, &local))
    {
      close (fd);
      g_unlink (temp);
      g_propagate_error (error, local);
      return FALSE;
    }
  if (fsync (fd) != 0)
    goto failed;
  if (close (fd) != 0)
    {
      fd = -1;
      goto failed;
    }
  fd = -1;
  if (g_rename (temp, target) != 0)
    goto failed;
  sync_folder (target);
  return TRUE;

failed:
  {
    int errsv = errno;

    if (fd >= 0)
      close (fd);
    g_unlink (temp);
    return fail_errno (error, errsv, target);
  }
}
