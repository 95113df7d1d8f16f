/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-engine-cli.c — see chess-engine-cli.h. */
#include "config.h"

#include <glib/gi18n.h>

#include "chess-engine-catalog.h"
#include "chess-engine-cli.h"

static const GOptionEntry entries[] = {
  { "computer", 0, 0, G_OPTION_ARG_STRING, NULL,
    N_("Play against the computer, which takes this colour: white, black or random"), N_("COLOR") },
  { "level", 0, 0, G_OPTION_ARG_STRING, NULL,
    N_("How strongly the computer plays, from 1 (Beginner) to 8 (Maximum)"), N_("N") },
  { "engine", 0, 0, G_OPTION_ARG_FILENAME, NULL,
    N_("The UCI chess engine the computer plays with (default: Stockfish)"), N_("PATH") },
  { NULL }
};

const GOptionEntry *
chess_engine_cli_get_entries (void)
{
  return entries;
}

gboolean
chess_engine_cli_wanted (GVariantDict *options)
{
  return g_variant_dict_contains (options, "computer");
}

/* A program name without a folder is looked up on PATH, as a shell would. */
static char *
resolve_program (const char *path)
{
  if (strchr (path, G_DIR_SEPARATOR) == NULL)
    {
      char *found = g_find_program_in_path (path);

      if (found != NULL)
        return found;
    }
  return g_canonicalize_filename (path, NULL);
}

static void
engine_started (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  *(GAsyncResult **) user_data = g_object_ref (result);
}

/* Before any window: the main context is not running yet, so it is run
 * here until the engine has answered (or timed out). */
static gboolean
check_engine (const char  *path,
              GError     **error)
{
  g_autoptr (ChessEngine) engine = chess_engine_new (path);
  g_autoptr (GAsyncResult) result = NULL;
  gboolean ok;

  chess_engine_start_async (engine, NULL, engine_started, &result);
  while (result == NULL)
    g_main_context_iteration (NULL, TRUE);
  ok = chess_engine_start_finish (engine, result, error);
  chess_engine_quit (engine);
  return ok;
}

int
chess_engine_cli_check (GVariantDict *options)
{
  const char *computer = NULL, *level = NULL, *engine = NULL;

  g_variant_dict_lookup (options, "computer", "&s", &computer);
  g_variant_dict_lookup (options, "level", "&s", &level);
  g_variant_dict_lookup (options, "engine", "^&ay", &engine);

  if (computer == NULL)
    {
      if (level != NULL || engine != NULL)
        {
          g_printerr (_("chess: --%s is for a game against the computer: add --computer=white, black or random\n"),
                      level != NULL ? "level" : "engine");
          return 2;
        }
      return -1;
    }
  if (g_strcmp0 (computer, "white") != 0 && g_strcmp0 (computer, "black") != 0
      && g_strcmp0 (computer, "random") != 0)
    {
      g_printerr (_("chess: --computer=%s: the computer plays white, black or random\n"), computer);
      return 2;
    }
  if (level != NULL && chess_engine_level_lookup (level) == NULL)
    {
      g_printerr (_("chess: --level=%s: the levels go from 1 (Beginner) to 8 (Maximum)\n"), level);
      return 2;
    }
  if (engine != NULL)
    {
      g_autofree char *path = resolve_program (engine);
      g_autoptr (GError) error = NULL;

      if (!check_engine (path, &error))
        {
          g_printerr (_("chess: --engine=%s: %s\n"), engine, error->message);
          return 2;
        }
    }
  return -1;
}

void
chess_engine_cli_apply (ChessWindow  *window,
                        GVariantDict *options,
                        GSettings    *settings)
{
  const char *computer = NULL, *level_text = NULL, *engine = NULL;
  const ChessEngineLevel *level = NULL;
  g_autofree char *path = NULL;
  ChessColor side;

  g_return_if_fail (CHESS_IS_WINDOW (window));

  /* Checked by chess_engine_cli_check. */
  g_variant_dict_lookup (options, "computer", "&s", &computer);
  g_variant_dict_lookup (options, "level", "&s", &level_text);
  g_variant_dict_lookup (options, "engine", "^&ay", &engine);

  if (g_strcmp0 (computer, "white") == 0)
    side = CHESS_WHITE;
  else if (g_strcmp0 (computer, "black") == 0)
    side = CHESS_BLACK;
  else
    side = g_random_boolean () ? CHESS_WHITE : CHESS_BLACK;
  if (level_text != NULL)
    level = chess_engine_level_lookup (level_text);
  if (level == NULL)
    level = chess_engine_level_get (g_settings_get_int (settings, "engine-level"));
  if (engine != NULL)
    path = resolve_program (engine);
  else
    {
      g_autoptr (ChessEngineCatalog) catalog = chess_engine_catalog_new (settings);
      g_autofree char *chosen = g_settings_get_string (settings, "engine");
      ChessEngineEntry *entry = chosen[0] != '\0' ? chess_engine_catalog_lookup (catalog, chosen) : NULL;

      if (entry == NULL)
        entry = chess_engine_catalog_get_default (catalog);
      if (entry != NULL)
        path = g_strdup (chess_engine_entry_get_path (entry));
    }
  if (path == NULL)
    {
      chess_window_show_problems (window, GTK_MESSAGE_ERROR, _("There is no chess engine to play against"),
                                  _("Install Stockfish (the package “stockfish”), or add a UCI chess engine "
                                    "in Preferences."));
      return;
    }
  chess_window_play_computer (window, side, path, level);
}
