/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-tablebase-folders.c — the path list of tablebase folders (see the
 * header): what the user set comes first, the places found by looking
 * are added only when they exist, and no folder twice (compared by its
 * canonical name, so /usr/share/syzygy/ and /usr/share/syzygy are one). */

#include "config.h"

#include "chess-tablebase-folders.h"

#include <gio/gio.h>

typedef struct {
  GPtrArray *folders;   /* as they go into the list */
  GHashTable *seen;     /* canonical names */
} FolderList;

static void
add_folder (FolderList *list, const char *folder, gboolean only_if_there)
{
  g_autofree char *trimmed = g_strstrip (g_strdup (folder));
  if (*trimmed == '\0' || g_str_equal (trimmed, "<empty>"))
    return;
  if (only_if_there && !g_file_test (trimmed, G_FILE_TEST_IS_DIR))
    return;
  g_autofree char *canonical = g_canonicalize_filename (trimmed, NULL);
  if (g_hash_table_contains (list->seen, canonical))
    return;
  g_hash_table_add (list->seen, g_steal_pointer (&canonical));
  g_ptr_array_add (list->folders, g_steal_pointer (&trimmed));
}

static void
add_path_list (FolderList *list, const char *paths, gboolean only_if_there)
{
  if (paths == NULL)
    return;
  g_auto (GStrv) parts = g_strsplit (paths, G_SEARCHPATH_SEPARATOR_S, -1);
  for (char **part = parts; *part; part++)
    add_folder (list, *part, only_if_there);
}

char *
chess_tablebase_find_folders (const char *user_paths, const char *const *engine_paths)
{
  FolderList list = {
    g_ptr_array_new_with_free_func (g_free),
    g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL),
  };

  add_path_list (&list, user_paths, FALSE);
  g_autofree char *user_data = g_build_filename (g_get_user_data_dir (), "syzygy", NULL);
  add_folder (&list, user_data, TRUE);
  for (const char *const *dir = g_get_system_data_dirs (); *dir; dir++)
    {
      g_autofree char *system = g_build_filename (*dir, "syzygy", NULL);
      add_folder (&list, system, TRUE);
    }
  for (const char *const *paths = engine_paths; paths && *paths; paths++)
    add_path_list (&list, *paths, TRUE);

  g_ptr_array_add (list.folders, NULL);
  char *joined = g_strjoinv (G_SEARCHPATH_SEPARATOR_S, (char **) list.folders->pdata);
  g_ptr_array_unref (list.folders);
  g_hash_table_unref (list.seen);
  return joined;
}
