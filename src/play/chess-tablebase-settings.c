/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-tablebase-settings.c — the application's tablebase from its
 * settings (see the header).  One opening at a time: a change of a
 * setting while one runs opens again when it ends, so the folders last
 * set are the ones open. */
#include "config.h"

#include "chess-tablebase-settings.h"

#include "chess-engine-catalog.h"
#include "chess-tablebase-folders.h"

char *
chess_tablebase_settings_dup_folders (GSettings *settings)
{
  g_autofree char *user = g_settings_get_string (settings, "tablebase-folders");
  g_autoptr (ChessEngineCatalog) catalog = chess_engine_catalog_new (settings);
  g_autoptr (GPtrArray) engine_paths = g_ptr_array_new_with_free_func (g_free);
  guint n = g_list_model_get_n_items (G_LIST_MODEL (catalog));

  for (guint i = 0; i < n; i++)
    {
      g_autoptr (ChessEngineEntry) entry = g_list_model_get_item (G_LIST_MODEL (catalog), i);
      char *value = chess_engine_catalog_dup_option_value (catalog, chess_engine_entry_get_path (entry),
                                                           "SyzygyPath");
      if (value != NULL)
        g_ptr_array_add (engine_paths, value);
    }
  g_ptr_array_add (engine_paths, NULL);
  return chess_tablebase_find_folders (user, (const char *const *) engine_paths->pdata);
}

#define STATE_KEY "chess-tablebase-settings"

typedef struct {
  gboolean opening;
  gboolean again;       /* a setting changed while opening */
  gboolean following;   /* chess_tablebase_settings_open ran */
} OpeningState;

static void reopen (ChessTablebase *tablebase, const char *key, GSettings *settings);

static void
opened (GObject *source, GAsyncResult *result, gpointer user_data)
{
  g_autoptr (GSettings) settings = user_data;
  ChessTablebase *tablebase = CHESS_TABLEBASE (source);
  OpeningState *state = g_object_get_data (source, STATE_KEY);
  g_autoptr (GError) error = NULL;

  if (!chess_tablebase_open_finish (tablebase, result, &error))
    g_warning ("The tablebase folders cannot be used: %s", error->message);
  state->opening = FALSE;
  if (state->again)
    reopen (tablebase, NULL, settings);
}

static void
reopen (ChessTablebase *tablebase, const char *key, GSettings *settings)
{
  OpeningState *state = g_object_get_data (G_OBJECT (tablebase), STATE_KEY);
  g_autofree char *folders = NULL;

  state->again = state->opening;
  if (state->opening)
    return;
  state->opening = TRUE;
  folders = chess_tablebase_settings_dup_folders (settings);
  chess_tablebase_open_async (tablebase, folders, NULL, opened, g_object_ref (settings));
}

ChessTablebase *
chess_tablebase_new_unopened (GSettings *settings)
{
  ChessTablebase *tablebase;

  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);

  tablebase = chess_tablebase_new ();
  g_object_set_data_full (G_OBJECT (tablebase), STATE_KEY, g_new0 (OpeningState, 1), g_free);
  return tablebase;
}

void
chess_tablebase_settings_open (ChessTablebase *tablebase,
                               GSettings      *settings)
{
  OpeningState *state;

  g_return_if_fail (CHESS_IS_TABLEBASE (tablebase));
  g_return_if_fail (G_IS_SETTINGS (settings));
  state = g_object_get_data (G_OBJECT (tablebase), STATE_KEY);
  g_return_if_fail (state != NULL);   /* made by chess_tablebase_new_unopened */
  if (state->following)
    return;
  state->following = TRUE;
  g_signal_connect_object (settings, "changed::tablebase-folders", G_CALLBACK (reopen), tablebase,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (settings, "changed::engine-options", G_CALLBACK (reopen), tablebase,
                           G_CONNECT_SWAPPED);
  reopen (tablebase, NULL, settings);
}

ChessTablebase *
chess_tablebase_new_from_settings (GSettings *settings)
{
  ChessTablebase *tablebase = chess_tablebase_new_unopened (settings);

  if (tablebase != NULL)
    chess_tablebase_settings_open (tablebase, settings);
  return tablebase;
}
