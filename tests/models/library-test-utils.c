/* SPDX-License-Identifier: GPL-3.0-or-later */
/* library-test-utils.c — see library-test-utils.h. */
#include "config.h"

#include <stdlib.h>

#include "library-test-utils.h"

static char *fischer_db;

static void
forget_fischer (void)
{
  g_clear_pointer (&fischer_db, g_free);
}

const char *
library_test_fischer (const char *dir)
{
  if (fischer_db == NULL)
    {
      g_autofree char *source = g_build_filename (g_getenv ("CHESS_TESTDATA"), "games", "chesslablab-Fischer.pgn",
                                                  NULL);
      g_autoptr(GFile) file = g_file_new_for_path (source);
      g_autoptr(GError) error = NULL;
      g_autoptr(ChessLibrary) library = NULL;

      fischer_db = g_build_filename (dir, "fischer.db", NULL);
      atexit (forget_fischer);
      library = chess_library_open (fischer_db, &error);
      g_assert_no_error (error);
      g_assert_true (chess_library_import_file (library, file, NULL, NULL, NULL, NULL, NULL, &error));
      g_assert_no_error (error);
    }
  return fischer_db;
}

guint
library_test_n_read (ChessLibraryModel *model)
{
  return (guint) (chess_library_model_get_fraction (model) * g_list_model_get_n_items (G_LIST_MODEL (model)) + 0.5);
}

void
library_test_wait_counted (ChessLibraryModel *model)
{
  while (!chess_library_model_get_counted (model))
    g_main_context_iteration (NULL, TRUE);
}

void
library_test_wait_complete (ChessLibraryModel *model)
{
  while (!chess_library_model_get_complete (model))
    g_main_context_iteration (NULL, TRUE);
}

static gboolean
stop_loop (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

void
library_test_run_a_while (void)
{
  gboolean done = FALSE;

  g_timeout_add (300, stop_loop, &done);
  while (!done)
    g_main_context_iteration (NULL, TRUE);
}

ChessLibraryModel *
library_test_model_new (const char               *path,
                        const ChessLibraryFilter *filter)
{
  g_autoptr(ChessLibraryService) service = chess_library_service_new (path);

  return chess_library_model_new (service, filter);
}
