/* SPDX-License-Identifier: GPL-3.0-or-later */
/* file-test-util.h — files for tests: read, write, remove a folder. */
#pragma once

#include <glib.h>
#include <glib/gstdio.h>
#include <sys/stat.h>

/* The contents of a file, asserting it can be read. */
static inline GBytes *
test_read_bytes (const char *path)
{
  g_autoptr(GError) error = NULL;
  char *contents = NULL;
  gsize length = 0;

  g_file_get_contents (path, &contents, &length, &error);
  g_assert_no_error (error);
  return g_bytes_new_take (contents, length);
}

static inline void
test_write_text (const char *path,
                 const char *text)
{
  g_autoptr(GError) error = NULL;

  g_file_set_contents (path, text, -1, &error);
  g_assert_no_error (error);
}

/* Removes a folder and everything in it. */
static inline void
test_remove_tree (const char *path)
{
  GStatBuf st;
  GDir *dir;
  const char *name;

  if (g_lstat (path, &st) != 0)
    return;
  dir = S_ISDIR (st.st_mode) ? g_dir_open (path, 0, NULL) : NULL;
  if (dir == NULL)
    {
      g_unlink (path);
      return;
    }
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);
      test_remove_tree (child);
    }
  g_dir_close (dir);
  g_rmdir (path);
}
