/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-tablebase-folders.c — where the tables are found (the user's
 * folders, the usual places, the engines' SyzygyPath), what the app says
 * it found, and opening on a worker thread. */

#include <glib.h>
#include <glib/gstdio.h>

#include "chess-notation.h"
#include "chess-tablebase.h"
#include "chess-tablebase-folders.h"

static char *syzygy_dir;

static char *
make_dir (const char *base, const char *name)
{
  char *path = g_build_filename (base, name, NULL);
  g_assert_cmpint (g_mkdir_with_parents (path, 0700), ==, 0);
  return path;
}

static char *base;   /* a temporary tree, XDG_DATA_HOME and XDG_DATA_DIRS in it */

static void
test_usual_places (void)
{
  g_autofree char *home_tables = g_build_filename (base, "home", "syzygy", NULL);
  g_autofree char *system_tables = g_build_filename (base, "system", "syzygy", NULL);
  g_autofree char *engine_tables = g_build_filename (base, "engine", NULL);
  g_autofree char *user = g_build_filename (base, "mine", NULL);

  /* The user's folders first, as written; then only what exists. */
  g_autofree char *expected = g_strjoin (":", user, home_tables, system_tables, engine_tables, NULL);
  g_autofree char *engine_list = g_strjoin (":", engine_tables, "/nonexistent/syzygy", NULL);
  const char *engines[] = { engine_list, "<empty>", NULL };
  g_autofree char *found = chess_tablebase_find_folders (user, engines);
  g_assert_cmpstr (found, ==, expected);

  /* Each folder once, however it is written. */
  g_autofree char *twice = g_strconcat (system_tables, "/", NULL);
  const char *again[] = { twice, home_tables, NULL };
  g_autofree char *once = chess_tablebase_find_folders (NULL, again);
  g_autofree char *expected_once = g_strjoin (":", home_tables, system_tables, NULL);
  g_assert_cmpstr (once, ==, expected_once);
}

static void
test_describe (void)
{
  g_autoptr (ChessTablebase) tablebase = chess_tablebase_new ();
  g_autofree char *none = chess_tablebase_describe (tablebase);
  g_assert_cmpstr (none, ==, "No tables found");
  g_assert_true (chess_tablebase_open (tablebase, syzygy_dir, NULL));
  g_autofree char *found = chess_tablebase_describe (tablebase);
  g_assert_cmpstr (found, ==, "35 tables, up to 4 pieces");
}

static void
on_changed (ChessTablebase *tablebase, guint *count)
{
  (*count)++;
}

static void
on_opened (GObject *source, GAsyncResult *result, gpointer user_data)
{
  gboolean *done = user_data;
  g_assert_true (chess_tablebase_open_finish (CHESS_TABLEBASE (source), result, NULL));
  *done = TRUE;
}

/* Opening on a worker thread while probes run on others: each probe
 * answers from the folders before or after, never fails midway, and
 * "changed" comes once, on the main loop. */
static void
test_open_async (void)
{
  g_autoptr (ChessTablebase) tablebase = chess_tablebase_new ();
  guint changed = 0;
  gboolean done = FALSE;
  g_signal_connect (tablebase, "changed", G_CALLBACK (on_changed), &changed);
  chess_tablebase_open_async (tablebase, syzygy_dir, NULL, on_opened, &done);
  g_assert_cmpuint (changed, ==, 0);
  while (!done)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (changed, ==, 1);
  g_assert_cmpuint (chess_tablebase_get_largest (tablebase), ==, 4);
  g_autofree char *paths = chess_tablebase_dup_paths (tablebase);
  g_assert_cmpstr (paths, ==, syzygy_dir);

  ChessPosition pos;
  g_assert_true (chess_position_from_fen (&pos, "8/8/8/4k3/8/8/8/KQ6 w - - 0 1", NULL));
  g_assert_true (chess_tablebase_covers (tablebase, &pos));
  g_assert_true (chess_tablebase_open (tablebase, "", NULL));
  g_assert_cmpuint (changed, ==, 2);
  g_assert_false (chess_tablebase_covers (tablebase, &pos));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  const char *testdata = g_getenv ("CHESS_TESTDATA");
  g_assert_nonnull (testdata);
  syzygy_dir = g_build_filename (testdata, "syzygy", NULL);
  /* Before anything asks GLib for the data folders (it keeps them). */
  base = g_dir_make_tmp ("chess-tb-folders-XXXXXX", NULL);
  g_autofree char *home = make_dir (base, "home/syzygy");
  g_autofree char *system = make_dir (base, "system/syzygy");
  g_autofree char *engine = make_dir (base, "engine");
  g_autofree char *data_home = g_build_filename (base, "home", NULL);
  g_autofree char *data_system = g_build_filename (base, "system", NULL);
  g_autofree char *data_dirs = g_strjoin (":", "/nonexistent", data_system, NULL);
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  g_setenv ("XDG_DATA_DIRS", data_dirs, TRUE);
  g_test_add_func ("/tablebase/folders/usual-places", test_usual_places);
  g_test_add_func ("/tablebase/folders/describe", test_describe);
  g_test_add_func ("/tablebase/folders/open-async", test_open_async);
  int status = g_test_run ();
  g_rmdir (home);
  g_rmdir (data_home);
  g_rmdir (system);
  g_rmdir (data_system);
  g_rmdir (engine);
  g_rmdir (base);
  g_free (base);
  g_free (syzygy_dir);
  return status;
}
