/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-trainer-shell.c — see chess-trainer-shell.h.  The trainer window
 * is made once and kept while it is open; the store is opened with it
 * (a store that cannot be opened is said in the main window). */
#include "config.h"

#include "chess-trainer-shell.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "chess-engine-catalog.h"
#include "chess-help.h"
#include "chess-mistake-puzzle.h"
#include "chess-pgn.h"
#include "chess-sound-player.h"
#include "chess-speaker.h"
#include "chess-trainer-window.h"
#include "chess-window.h"

#define TRAINER_KEY "chess-trainer-window"

static const GOptionEntry entries[] = {
  { "puzzles", 0, 0, G_OPTION_ARG_FILENAME, NULL,
    N_("Open the puzzle trainer on this file of lichess puzzles (CSV, plain or .zst)"), N_("FILE.csv") },
  { "puzzle", 0, 0, G_OPTION_ARG_STRING, NULL, N_("Start the trainer at the puzzle with this id"), N_("ID") },
  { NULL }
};

const GOptionEntry *
chess_trainer_shell_get_entries (void)
{
  return entries;
}

gboolean
chess_trainer_shell_wanted (GVariantDict *options)
{
  return g_variant_dict_contains (options, "puzzles");
}

int
chess_trainer_shell_check (GVariantDict *options)
{
  const char *file = NULL, *id = NULL;
  g_variant_dict_lookup (options, "puzzles", "^&ay", &file);
  g_variant_dict_lookup (options, "puzzle", "&s", &id);
  if (id != NULL && file == NULL)
    {
      g_printerr (_("chess: --puzzle=%s needs a file of puzzles (--puzzles=FILE.csv)\n"), id);
      return 2;
    }
  gint64 key;
  if (id != NULL && !chess_puzzle_id_to_key (id, &key))
    {
      g_printerr (_("chess: --puzzle=%s: a puzzle id is at most 10 letters and digits\n"), id);
      return 2;
    }
  if (file != NULL && !g_file_test (file, G_FILE_TEST_IS_REGULAR))
    {
      g_printerr (_("chess: %s: no such file\n"), file);
      return 1;
    }
  return -1;
}

static void
forget_trainer (GtkWidget *window, ChessApplication *app)
{
  if (g_object_get_data (G_OBJECT (app), TRAINER_KEY) == window)
    g_object_set_data (G_OBJECT (app), TRAINER_KEY, NULL);
}

/* A puzzle's result is heard (the trainer's first result of each, as the
 * test events print it). */
static void
on_puzzle_solved (ChessPuzzleTrainer *trainer, ChessTrainerWindow *window)
{
  chess_sound_player_play (chess_sound_player_get_default (), CHESS_SOUND_PUZZLE_SOLVED, GTK_WIDGET (window));
}

static void
on_puzzle_failed (ChessPuzzleTrainer *trainer, guint move, ChessTrainerWindow *window)
{
  chess_sound_player_play (chess_sound_player_get_default (), CHESS_SOUND_PUZZLE_FAILED, GTK_WIDGET (window));
}

/* Each move on the trainer's board sounds as in a game; the one that
 * solves the puzzle is heard as the puzzle solved alone. */
static void
on_move_shown (ChessTrainerWindow *window, guint move, const ChessPosition *before, gpointer data)
{
  ChessPuzzleRun *run = chess_puzzle_trainer_get_run (chess_trainer_window_get_trainer (window));

  if (run != NULL && chess_puzzle_run_is_solved (run))
    return;
  chess_sound_player_play (chess_sound_player_get_default (), chess_sound_event_for_move (before, (ChessMove) move),
                           GTK_WIDGET (window));
}

static void
on_trainer_move_refused (GtkWidget *board, int from, int to, ChessTrainerWindow *window)
{
  chess_sound_player_play (chess_sound_player_get_default (), CHESS_SOUND_ILLEGAL, GTK_WIDGET (window));
}

/* "Speak moves" in the trainer as in the main window: each move the
 * board shows, and what its reader keys answer. */
static void
on_trainer_say (GObject *source, const char *text, ChessApplication *app)
{
  chess_speaker_say_if_wanted (chess_application_get_settings (app), text);
}

/* The trainer window, made when first wanted; NULL with a message in the
 * main window when the store cannot be opened. */
static ChessTrainerWindow *
trainer_window (ChessApplication *app)
{
  ChessTrainerWindow *window = g_object_get_data (G_OBJECT (app), TRAINER_KEY);
  if (window != NULL)
    return window;
  g_autofree char *path = chess_puzzle_store_default_path ();
  g_autoptr (GError) error = NULL;
  ChessPuzzleStore *store = chess_puzzle_store_open (path, &error);
  if (store == NULL)
    {
      ChessWindow *main = chess_application_ensure_window (app);
      chess_window_show_problems (main, GTK_MESSAGE_ERROR, _("The puzzles cannot be opened"), error->message);
      return NULL;
    }
  g_autoptr (ChessPuzzleTrainer) trainer = chess_puzzle_trainer_new (store);
  window = chess_trainer_window_new (GTK_APPLICATION (app), trainer, path);
  g_signal_connect_object (trainer, "puzzle-solved", G_CALLBACK (on_puzzle_solved), window, 0);
  g_signal_connect_object (trainer, "puzzle-failed", G_CALLBACK (on_puzzle_failed), window, 0);
  g_signal_connect (window, "move-shown", G_CALLBACK (on_move_shown), NULL);
  g_signal_connect_object (chess_trainer_window_get_board (window), "move-refused",
                           G_CALLBACK (on_trainer_move_refused), window, 0);
  g_signal_connect_object (chess_trainer_window_get_board (window), "move-said",
                           G_CALLBACK (on_trainer_say), app, 0);
  g_signal_connect_object (window, "say", G_CALLBACK (on_trainer_say), app, 0);
  /* Kept while open: closing it forgets it. */
  g_object_set_data (G_OBJECT (app), TRAINER_KEY, window);
  g_signal_connect (window, "destroy", G_CALLBACK (forget_trainer), app);
  return window;
}

/* The trainer shown; the first puzzle given when it has none yet. */
static ChessTrainerWindow *
present_trainer (ChessApplication *app, gboolean start)
{
  ChessTrainerWindow *window = trainer_window (app);
  if (window == NULL)
    return NULL;
  if (start && chess_puzzle_trainer_get_puzzle (chess_trainer_window_get_trainer (window)) == NULL)
    chess_trainer_window_next (window);
  gtk_window_present (GTK_WINDOW (window));
  return window;
}

void
chess_trainer_shell_apply (ChessApplication *app, GVariantDict *options, GApplicationCommandLine *command_line)
{
  const char *path = NULL, *id = NULL;
  g_variant_dict_lookup (options, "puzzles", "^&ay", &path);
  g_variant_dict_lookup (options, "puzzle", "&s", &id);
  ChessTrainerWindow *window = present_trainer (app, FALSE);
  if (window == NULL)
    return;
  g_autoptr (GFile) file = g_application_command_line_create_file_for_arg (command_line, path);
  chess_trainer_window_import (window, file, id);
}

/* ---- actions ---- */

static void
action_puzzles (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  present_trainer (user_data, TRUE);
}

static void
action_train_puzzles (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  ChessTrainerWindow *window = present_trainer (user_data, FALSE);
  if (window == NULL)
    return;
  g_autofree const char **ids = g_variant_get_strv (parameter, NULL);
  chess_puzzle_trainer_set_queue (chess_trainer_window_get_trainer (window), ids);
  chess_trainer_window_next (window);
}

/* The engine of the analysis and the review, with the options the user
 * gave it. */
static ChessEngine *
analysis_engine (ChessApplication *app)
{
  g_autoptr (ChessEngineCatalog) catalog = chess_engine_catalog_new (chess_application_get_settings (app));
  g_autofree char *path = chess_engine_catalog_dup_analysis_path (catalog);
  return chess_engine_catalog_create_engine (catalog, path);
}

static void
action_learn_from_mistakes (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  ChessApplication *app = user_data;
  const char *pgn, *source;
  guint32 sides;
  g_variant_get (parameter, "(&su&s)", &pgn, &sides, &source);
  ChessRecord **games = NULL;
  size_t n = chess_pgn_read_string (pgn, strlen (pgn), &games, NULL, NULL);
  ChessTrainerWindow *window = n > 0 ? present_trainer (app, FALSE) : NULL;
  if (window != NULL)
    {
      g_autoptr (ChessEngine) engine = analysis_engine (app);
      chess_trainer_window_learn_from (window, games[0], sides & CHESS_MISTAKE_SIDE_BOTH, engine,
                                       *source ? source : NULL);
    }
  for (size_t i = 0; i < n; i++)
    chess_record_free (games[i]);
  free (games);
}

static void
action_analyse_line (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  ChessWindow *window = chess_application_ensure_window (user_data);
  chess_window_analyse_line (window, g_variant_get_string (parameter, NULL));
  gtk_window_present (GTK_WINDOW (window));
}

static void
action_open_game_url (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  ChessApplication *app = user_data;
  const char *url = g_variant_get_string (parameter, NULL);
  g_autoptr (GFile) file = NULL;
  guint game, ply;
  gint64 id;
  if (chess_mistake_puzzle_parse_source (url, &file, &game, &id, &ply))
    {
      ChessWindow *window = file ? chess_application_window_for_document (app) : chess_application_ensure_window (app);
      if (file)
        chess_window_open_file_at (window, file, game - 1, ply);
      else
        chess_window_open_library_game_at (window, id, ply);
      gtk_window_present (GTK_WINDOW (window));
    }
  else if (g_str_has_prefix (url, "https://") || g_str_has_prefix (url, "http://"))
    g_app_info_launch_default_for_uri_async (url, NULL, NULL, NULL, NULL);
}

static void
action_help_page (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  chess_help_show (gtk_application_get_active_window (GTK_APPLICATION (user_data)),
                   g_variant_get_string (parameter, NULL));
}

static const GActionEntry actions[] = {
  { "puzzles", action_puzzles },
  { "train-puzzles", action_train_puzzles, "as" },
  { "learn-from-mistakes", action_learn_from_mistakes, "(sus)" },
  { "analyse-line", action_analyse_line, "s" },
  { "open-game-url", action_open_game_url, "s" },
  { "help-page", action_help_page, "s" },
};

void
chess_trainer_shell_add_actions (ChessApplication *app)
{
  g_action_map_add_action_entries (G_ACTION_MAP (app), actions, G_N_ELEMENTS (actions), app);
}
