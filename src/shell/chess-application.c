/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-application.c — the application, an AdwApplication (which follows
 * the system's light or dark style; data/style.css: chess-appearance.c): the
 * command line, which session each window shows (a restored draft, a new
 * game, a file), the app actions and accelerators, the settings. */
#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "chess-about.h"
#include "chess-application.h"
#include "chess-appearance.h"
#include "chess-drafts-dialog.h"
#include "chess-engine-cli.h"
#include "chess-help.h"
#include "chess-accessible-fixes.h"
#include "chess-shell-resources.h"
#include "chess-notation.h"
#include "chess-tablebase-settings.h"
#include "chess-time-control.h"
#include "chess-trainer-shell.h"
#include "chess-window.h"

struct _ChessApplication
{
  AdwApplication parent_instance;
  GSettings *settings;
  ChessLibraryService *library;
  ChessTablebase *tablebase;    /* the Syzygy tables, from the settings */
  gboolean started;             /* what waits for the first frame is scheduled */
  guint after_first_frame;      /* its idle, until it runs */
};

G_DEFINE_FINAL_TYPE (ChessApplication, chess_application, ADW_TYPE_APPLICATION)

static const GOptionEntry chess_options[] = {
  { "time-control", 't', 0, G_OPTION_ARG_STRING, NULL,
    N_("Time control of the new game, as in the PGN TimeControl tag (300+2, 40/5400+30:1800+30, 300d5, -)"),
    N_("TC") },
  { "fen", 0, 0, G_OPTION_ARG_STRING, NULL, N_("Start the new game from this position"), N_("FEN") },
  /* A string, so that 0 and garbage are seen (GApplication drops an int 0). */
  { "game", 'g', 0, G_OPTION_ARG_STRING, NULL, N_("Open game number N of the file (the first is 1)"), N_("N") },
  { "version", 0, 0, G_OPTION_ARG_NONE, NULL, N_("Print the version and exit"), NULL },
  { G_OPTION_REMAINING, 0, 0, G_OPTION_ARG_FILENAME_ARRAY, NULL, NULL, N_("[FILE.pgn]") },
  { NULL }
};

GSettings *
chess_application_get_settings (ChessApplication *self)
{
  g_return_val_if_fail (CHESS_IS_APPLICATION (self), NULL);
  return self->settings;
}

ChessLibraryService *
chess_application_get_library (ChessApplication *self)
{
  g_return_val_if_fail (CHESS_IS_APPLICATION (self), NULL);
  return self->library;
}

/* The active board window: that of a window over it (a game list) too. */
static ChessWindow *
chess_application_get_chess_window (ChessApplication *self)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));

  while (window != NULL && !CHESS_IS_WINDOW (window))
    window = gtk_window_get_transient_for (window);
  return window != NULL ? CHESS_WINDOW (window) : NULL;
}

/* Every window of the application shows and plays with its tables. */
static ChessWindow *
chess_application_make_window (ChessApplication *self, ChessSession *session)
{
  ChessWindow *window = chess_window_new (GTK_APPLICATION (self), session, self->library);

  chess_window_set_tablebase (window, self->tablebase);
  return window;
}

/* Every session of the application keeps drafts, each its own. */
static ChessSession *
chess_application_new_session (ChessApplication *self)
{
  ChessSession *session = chess_session_new (self->settings);
  g_autoptr(GFile) drafts = chess_session_get_default_drafts_folder ();

  chess_session_set_drafts_folder (session, drafts);
  return session;
}

/* A window with a new game from the defaults. */
static ChessWindow *
chess_application_new_window (ChessApplication *self)
{
  g_autoptr(ChessSession) session = chess_application_new_session (self);

  chess_session_new_game (session, NULL, NULL);
  return chess_application_make_window (self, session);
}

/* A window for a new document: the active one while it is still fresh. */
ChessWindow *
chess_application_window_for_document (ChessApplication *self)
{
  ChessWindow *window = chess_application_get_chess_window (self);

  if (window != NULL && chess_window_is_pristine (window))
    return window;
  return chess_application_new_window (self);
}

/* Drafts set aside, named in the window. */
static void
show_draft_problems (ChessWindow *window,
                     GPtrArray   *problems)
{
  g_autofree char *details = NULL;
  guint count = problems->len;

  if (count == 0)
    return;
  g_ptr_array_add (problems, NULL);
  details = g_strjoinv ("\n", (char **) problems->pdata);
  g_ptr_array_set_size (problems, count);
  chess_window_show_problems (window, GTK_MESSAGE_WARNING,
                              ngettext ("An unfinished game could not be restored",
                                        "Unfinished games could not be restored", count),
                              details);
}

/* A plain start: the most recent unfinished game of a session that ended
 * (or crashed) comes back, paused; without one, a new game.  Drafts that
 * cannot be restored are set aside and named in the window. */
static ChessWindow *
chess_application_start (ChessApplication *self)
{
  g_autoptr(GFile) folder = chess_session_get_default_drafts_folder ();
  g_autoptr(GPtrArray) problems = NULL;
  g_autoptr(GPtrArray) drafts = chess_session_list_drafts (folder, &problems);
  g_autoptr(ChessSession) session = chess_application_new_session (self);
  gboolean restored = FALSE;
  ChessWindow *window;

  for (guint i = 0; i < drafts->len && !restored; i++)
    {
      ChessDraft *draft = g_ptr_array_index (drafts, i);
      g_autoptr(GError) error = NULL;

      if (draft->result != CHESS_RESULT_NONE)
        continue;
      restored = chess_session_restore_draft (session, draft, &error);
      if (!restored)
        g_ptr_array_add (problems, g_strdup (error->message));
    }
  if (!restored)
    chess_session_new_game (session, NULL, NULL);

  window = chess_application_make_window (self, session);
  if (restored)
    chess_window_announce_restore (window);
  chess_window_offer_drafts (window, drafts->len - (restored ? 1 : 0));
  show_draft_problems (window, problems);
  return window;
}

/* What a time control may not be: one where the first move is already
 * late ("0": White's first move is free, then Black has no time). */
static gboolean
time_control_is_playable (const ChessTimeControl *tc)
{
  const ChessTimePeriod *first;

  if (chess_time_control_get_kind (tc) != CHESS_TIME_CONTROL_PERIODS)
    return TRUE;
  first = chess_time_control_get_period (tc, 0);
  return first->duration_us > 0;
}

/* Checks the options before any window exists, so bad arguments end the
 * program with a message and a non-zero status. */
static int
chess_application_handle_local_options (GApplication *application,
                                        GVariantDict *options)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = NULL;
  const char *tc_text = NULL, *fen = NULL, *game_text = NULL;
  g_autofree const char **files = NULL;
  gboolean version = FALSE;
  guint64 game = 1;
  int status;

  if (g_variant_dict_lookup (options, "version", "b", &version) && version)
    {
      g_print ("chess %s\n", PACKAGE_VERSION);
      return 0;
    }

  if (source != NULL)
    schema = g_settings_schema_source_lookup (source, APP_ID, TRUE);
  if (schema == NULL)
    {
      g_printerr (_("chess: the settings schema %s is not installed (from the build tree, start "
                    "the program with build-aux/run.sh)\n"), APP_ID);
      return 1;
    }

  g_variant_dict_lookup (options, "time-control", "&s", &tc_text);
  g_variant_dict_lookup (options, "fen", "&s", &fen);
  g_variant_dict_lookup (options, G_OPTION_REMAINING, "^a&ay", &files);
  g_variant_dict_lookup (options, "game", "&s", &game_text);

  if (chess_engine_cli_wanted (options) && files != NULL && files[0] != NULL)
    {
      g_printerr (_("chess: --computer starts a new game; it cannot be combined with the file “%s”\n"), files[0]);
      return 2;
    }
  if ((status = chess_engine_cli_check (options)) >= 0)
    return status;
  if ((status = chess_trainer_shell_check (options)) >= 0)
    return status;
  if (chess_trainer_shell_wanted (options) && files != NULL && files[0] != NULL)
    {
      g_printerr (_("chess: --puzzles opens the puzzle trainer; it cannot be combined with the file “%s”\n"),
                  files[0]);
      return 2;
    }

  if (tc_text != NULL)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(ChessTimeControl) tc = chess_time_control_parse (tc_text, &error);

      if (tc == NULL)
        {
          g_printerr (_("chess: --time-control=%s: %s\n"), tc_text,
                      error != NULL ? error->message : _("not a time control"));
          return 2;
        }
      if (!time_control_is_playable (tc))
        {
          g_printerr (_("chess: --time-control=%s: the clock must start with some time\n"), tc_text);
          return 2;
        }
    }

  if (fen != NULL)
    {
      ChessPosition pos;
      ChessFenError fen_error = { 0 };

      if (!chess_position_from_fen (&pos, fen, &fen_error))
        {
          g_printerr (_("chess: --fen: %s\n"), fen_error.message);
          return 2;
        }
    }

  if (game_text != NULL && (files == NULL || files[0] == NULL))
    {
      g_printerr (_("chess: --game=%s needs a file to open\n"), game_text);
      return 2;
    }
  if (game_text != NULL && !g_ascii_string_to_unsigned (game_text, 10, 1, G_MAXUINT, &game, NULL))
    {
      g_printerr (_("chess: --game=%s: games are numbered from 1\n"), game_text);
      return 2;
    }

  if (files != NULL && files[0] != NULL)
    {
      g_autoptr(GFile) file = g_file_new_for_commandline_arg (files[0]);
      g_autoptr(GError) error = NULL;
      guint count = 0;

      if (files[1] != NULL)
        {
          g_printerr (_("chess: one file at a time, not “%s” and “%s”\n"), files[0], files[1]);
          return 2;
        }
      if (fen != NULL)
        {
          g_printerr (_("chess: --fen starts a new game; it cannot be combined with the file “%s”\n"), files[0]);
          return 2;
        }
      if (!g_file_test (files[0], G_FILE_TEST_EXISTS))
        {
          g_printerr (_("chess: %s: no such file\n"), files[0]);
          return 1;
        }
      if (game > 1)
        {
          if (!chess_session_count_games (file, &count, &error))
            {
              g_printerr ("chess: %s\n", error->message);
              return 1;
            }
          if (game > count)
            {
              g_printerr (ngettext ("chess: --game=%s: “%s” holds %u game\n",
                                    "chess: --game=%s: “%s” holds %u games\n", count),
                          game_text, files[0], count);
              return 2;
            }
        }
    }

  return -1;
}

/* What the first frame does not show starts after it, when the main loop
 * is idle again: libadwaita's whole style sheet (chess-appearance.c), then
 * the library's check (its worker and SQLite) and the tablebase's opening
 * (the engine catalog, the folders).  Neither runs on the main thread, but
 * on two cores their threads took the CPU the first frame needed. */
static gboolean
after_first_frame (gpointer data)
{
  ChessApplication *self = data;

  chess_appearance_load_whole_style ();
  chess_library_service_check (self->library);
  chess_tablebase_settings_open (self->tablebase, self->settings);
  self->after_first_frame = 0;
  return G_SOURCE_REMOVE;
}

static void
start_after_first_frame (ChessApplication *self)
{
  if (self->after_first_frame == 0)
    self->after_first_frame = g_idle_add_full (G_PRIORITY_LOW, after_first_frame, self, NULL);
}

static void
on_first_frame (GdkFrameClock    *clock,
                ChessApplication *self)
{
  g_signal_handlers_disconnect_by_func (clock, on_first_frame, self);
  start_after_first_frame (self);
}

static void
present (ChessWindow *window)
{
  ChessApplication *self = CHESS_APPLICATION (gtk_window_get_application (GTK_WINDOW (window)));

  gtk_window_present (GTK_WINDOW (window));
  if (!self->started)
    {
      GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (window));

      self->started = TRUE;
      if (clock != NULL)
        g_signal_connect_object (clock, "after-paint", G_CALLBACK (on_first_frame), self, 0);
      else
        start_after_first_frame (self);
    }
}

static int
chess_application_command_line (GApplication            *application,
                                GApplicationCommandLine *command_line)
{
  ChessApplication *self = CHESS_APPLICATION (application);
  GVariantDict *options = g_application_command_line_get_options_dict (command_line);
  const char *tc_text = NULL, *fen = NULL;
  const char *game_text = NULL;
  g_autofree const char **files = NULL;
  ChessWindow *window;
  guint64 game = 1;

  g_variant_dict_lookup (options, "time-control", "&s", &tc_text);
  g_variant_dict_lookup (options, "fen", "&s", &fen);
  /* Checked by handle_local_options. */
  if (g_variant_dict_lookup (options, "game", "&s", &game_text))
    g_ascii_string_to_unsigned (game_text, 10, 1, G_MAXUINT, &game, NULL);
  g_variant_dict_lookup (options, G_OPTION_REMAINING, "^a&ay", &files);

  if (chess_trainer_shell_wanted (options))
    {
      chess_trainer_shell_apply (self, options, command_line);
      if (!self->started)
        {
          self->started = TRUE;
          start_after_first_frame (self);
        }
      return 0;
    }
  if (files != NULL && files[0] != NULL)
    {
      g_autoptr(GFile) file = g_application_command_line_create_file_for_arg (command_line, files[0]);

      window = chess_application_window_for_document (self);
      /* The file itself, or the game of it asked for. */
      if (game_text != NULL)
        chess_window_open_file (window, file, (guint) game - 1);
      else
        chess_window_open_document (window, file);
    }
  else if (tc_text != NULL || fen != NULL || chess_engine_cli_wanted (options))
    {
      g_autoptr(ChessSession) session = chess_application_new_session (self);
      g_autoptr(ChessGameOptions) game_options = chess_session_dup_default_options (session);
      g_autoptr(GError) error = NULL;

      if (tc_text != NULL)
        {
          g_clear_pointer (&game_options->time_control, chess_time_control_free);
          game_options->time_control = chess_time_control_parse (tc_text, NULL);
        }
      game_options->fen = g_strdup (fen);
      if (!chess_session_new_game (session, game_options, &error))
        {
          g_application_command_line_printerr (command_line, "chess: %s\n", error->message);
          return 2;
        }
      if (tc_text != NULL)
        {
          g_autofree char *text = chess_time_control_to_string (game_options->time_control);

          /* as New Game does: the next game starts with it too */
          g_settings_set_string (self->settings, "last-time-control", text);
        }
      window = chess_application_make_window (self, session);
      if (chess_engine_cli_wanted (options))
        chess_engine_cli_apply (window, options, self->settings);
    }
  else
    {
      window = chess_application_get_chess_window (self);
      if (window == NULL)
        window = chess_application_start (self);
    }

  present (window);
  return 0;
}

static void
chess_application_activate (GApplication *application)
{
  ChessApplication *self = CHESS_APPLICATION (application);
  ChessWindow *window = chess_application_get_chess_window (self);

  if (window == NULL)
    window = chess_application_start (self);
  present (window);
}

/* Files handed over by the desktop (D-Bus Open). */
static void
chess_application_open (GApplication  *application,
                        GFile        **files,
                        int            n_files,
                        const char    *hint)
{
  ChessApplication *self = CHESS_APPLICATION (application);

  for (int i = 0; i < n_files; i++)
    {
      ChessWindow *window = chess_application_window_for_document (self);

      chess_window_open_document (window, files[i]);
      present (window);
    }
}

/* The active window, or a new one with a new game. */
ChessWindow *
chess_application_ensure_window (ChessApplication *self)
{
  ChessWindow *window = chess_application_get_chess_window (self);

  if (window == NULL)
    {
      window = chess_application_new_window (self);
      present (window);
    }
  return window;
}

static void
action_new_game (GSimpleAction *action,
                 GVariant      *parameter,
                 gpointer       user_data)
{
  chess_window_show_new_game_dialog (chess_application_ensure_window (user_data));
}

static void
action_open (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  chess_window_show_open_dialog (chess_application_ensure_window (user_data));
}

static void
on_draft_chosen (ChessDraftsDialog *dialog,
                 ChessDraft        *draft,
                 ChessApplication  *self)
{
  g_autoptr(ChessSession) session = chess_application_new_session (self);
  g_autoptr(GError) error = NULL;
  ChessWindow *window;

  if (chess_session_restore_draft (session, draft, &error))
    {
      window = chess_application_make_window (self, session);
      chess_window_announce_restore (window);
    }
  else
    {
      window = chess_application_ensure_window (self);
      chess_window_show_problems (window, GTK_MESSAGE_WARNING,
                                  _("The unfinished game could not be restored"), error->message);
    }
  present (window);
}

/* The drafts no window shows, to open or discard. */
static void
action_drafts (GSimpleAction *action,
               GVariant      *parameter,
               gpointer       user_data)
{
  ChessApplication *self = user_data;
  g_autoptr(GFile) folder = chess_session_get_default_drafts_folder ();
  g_autoptr(GPtrArray) problems = NULL;
  g_autoptr(GPtrArray) drafts = chess_session_list_drafts (folder, &problems);
  ChessWindow *window = chess_application_ensure_window (self);
  ChessDraftsDialog *dialog = chess_drafts_dialog_new (GTK_WINDOW (window), drafts);

  show_draft_problems (window, problems);
  g_signal_connect_object (dialog, "draft-chosen", G_CALLBACK (on_draft_chosen), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
action_quit (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  GtkApplication *app = user_data;
  GList *windows = g_list_copy (gtk_application_get_windows (app));

  /* Each window closes its session, which keeps its draft. */
  for (GList *l = windows; l != NULL; l = l->next)
    gtk_window_close (l->data);
  g_list_free (windows);
}

static void
action_about (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  chess_about_present (gtk_application_get_active_window (GTK_APPLICATION (user_data)));
}

static void
action_help (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  chess_help_show (gtk_application_get_active_window (GTK_APPLICATION (user_data)), NULL);
}

static void
action_preferences (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  ChessWindow *window = chess_application_get_chess_window (user_data);

  if (window != NULL)
    chess_window_show_preferences (window);
}

static void
action_shortcuts (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (user_data));

  if (window != NULL)
    gtk_widget_activate_action (GTK_WIDGET (window), "win.show-help-overlay", NULL);
}

static const GActionEntry app_actions[] = {
  { "new-game", action_new_game },
  { "open", action_open },
  { "drafts", action_drafts },
  { "quit", action_quit },
  { "about", action_about },
  { "help", action_help },
  { "preferences", action_preferences },
  { "shortcuts", action_shortcuts },
};

static void
chess_application_set_accels (GtkApplication *app)
{
  static const struct { const char *action; const char *accels[3]; } accels[] = {
    { "app.new-game", { "<Control>n", NULL } },
    { "app.open", { "<Control>o", NULL } },
    { "app.quit", { "<Control>q", NULL } },
    { "app.preferences", { "<Control>comma", NULL } },
    { "app.help", { "F1", NULL } },
    { "app.puzzles", { "<Control><Shift>p", NULL } },
    { "win.show-help-overlay", { "<Control>question", NULL } },
    { "win.save", { "<Control>s", NULL } },
    { "win.save-as", { "<Control><Shift>s", NULL } },
    { "win.takeback", { "<Control>z", NULL } },
    { "win.redo", { "<Control><Shift>z", NULL } },
    { "win.pause", { "<Control>p", NULL } },
    { "win.flip", { "<Control><Shift>f", NULL } },
    { "window.close", { "<Control>w", NULL } },
  };

  for (guint i = 0; i < G_N_ELEMENTS (accels); i++)
    gtk_application_set_accels_for_action (app, accels[i].action, accels[i].accels);
}

static void
chess_application_startup (GApplication *application)
{
  ChessApplication *self = CHESS_APPLICATION (application);

  chess_appearance_create_gtk_settings ();
  chess_accessible_fixes_install ();
  G_APPLICATION_CLASS (chess_application_parent_class)->startup (application);
  /* Referencing the resource keeps the linker from dropping it (it comes
   * through a static library and registers itself). */
  g_return_if_fail (chess_shell_get_resource () != NULL);
  chess_appearance_load_style ();

  g_set_application_name (_("Chess"));
  /* The icon is set after the first frame: see chess-window.c. */

  /* The schema is there: handle_local_options checked it. */
  self->settings = g_settings_new (APP_ID);
  chess_appearance_follow_settings (self->settings);
  /* A damaged library is found soon after the first frame, in a worker,
   * not when first needed; the tablebase opens then too (see above). */
  self->library = chess_library_service_new (NULL);
  self->tablebase = chess_tablebase_new_unopened (self->settings);

  g_action_map_add_action_entries (G_ACTION_MAP (self), app_actions,
                                   G_N_ELEMENTS (app_actions), self);
  chess_trainer_shell_add_actions (self);
  chess_application_set_accels (GTK_APPLICATION (self));
}

static void
chess_application_dispose (GObject *object)
{
  ChessApplication *self = CHESS_APPLICATION (object);

  g_clear_handle_id (&self->after_first_frame, g_source_remove);
  g_clear_object (&self->library);
  g_clear_object (&self->tablebase);
  g_clear_object (&self->settings);
  G_OBJECT_CLASS (chess_application_parent_class)->dispose (object);
}

static void
chess_application_class_init (ChessApplicationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  object_class->dispose = chess_application_dispose;
  app_class->startup = chess_application_startup;
  app_class->activate = chess_application_activate;
  app_class->open = chess_application_open;
  app_class->command_line = chess_application_command_line;
  app_class->handle_local_options = chess_application_handle_local_options;
}

static void
chess_application_init (ChessApplication *self)
{
  g_application_add_main_option_entries (G_APPLICATION (self), chess_options);
  g_application_add_main_option_entries (G_APPLICATION (self), chess_engine_cli_get_entries ());
  g_application_add_main_option_entries (G_APPLICATION (self), chess_trainer_shell_get_entries ());
}

ChessApplication *
chess_application_new (void)
{
  GApplicationFlags flags = G_APPLICATION_HANDLES_OPEN | G_APPLICATION_HANDLES_COMMAND_LINE;
  const char *non_unique = g_getenv ("CHESS_NON_UNIQUE");

  if (non_unique != NULL && non_unique[0] != '\0' && g_strcmp0 (non_unique, "0") != 0)
    flags |= G_APPLICATION_NON_UNIQUE;

  return g_object_new (CHESS_TYPE_APPLICATION,
                       "application-id", APP_ID,
                       "flags", flags,
                       /* no resource base path: see chess-appearance.c */
                       "resource-base-path", NULL,
                       NULL);
}
