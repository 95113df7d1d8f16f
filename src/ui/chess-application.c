/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-application.c — the GtkApplication. */
#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "chess-application.h"
#include "chess-resources.h"
#include "chess-notation.h"
#include "chess-time-control.h"
#include "chess-window.h"

struct _ChessApplication
{
  GtkApplication parent_instance;
  GSettings *settings;
};

G_DEFINE_FINAL_TYPE (ChessApplication, chess_application, GTK_TYPE_APPLICATION)

static const GOptionEntry chess_options[] = {
  { "time-control", 't', 0, G_OPTION_ARG_STRING, NULL,
    N_("Time control of the new game, as in the PGN TimeControl tag (300+2, 40/5400+30:1800+30, 300d5, -)"),
    N_("TC") },
  { "fen", 0, 0, G_OPTION_ARG_STRING, NULL, N_("Start the new game from this position"), N_("FEN") },
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

static ChessWindow *
chess_application_get_chess_window (ChessApplication *self)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));

  return CHESS_IS_WINDOW (window) ? CHESS_WINDOW (window) : NULL;
}

/* A window for a new document: the active one while it is still fresh. */
static ChessWindow *
chess_application_window_for_document (ChessApplication *self)
{
  ChessWindow *window = chess_application_get_chess_window (self);

  if (window != NULL && chess_window_is_pristine (window))
    return window;
  return chess_window_new (self);
}

/* Checks the options before any window exists, so bad arguments end the
 * program with a message and a non-zero status. */
static int
chess_application_handle_local_options (GApplication *application, GVariantDict *options)
{
  const char *tc_text = NULL, *fen = NULL;
  g_autofree const char **files = NULL;
  gboolean version = FALSE;

  if (g_variant_dict_lookup (options, "version", "b", &version) && version)
    {
      g_print ("chess %s\n", PACKAGE_VERSION);
      return 0;
    }

  g_variant_dict_lookup (options, "time-control", "&s", &tc_text);
  g_variant_dict_lookup (options, "fen", "&s", &fen);
  g_variant_dict_lookup (options, G_OPTION_REMAINING, "^a&ay", &files);

  if (tc_text != NULL)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (ChessTimeControl) tc = chess_time_control_parse (tc_text, &error);

      if (tc == NULL)
        {
          g_printerr (_("chess: --time-control=%s: %s\n"), tc_text,
                      error != NULL ? error->message : _("not a time control"));
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

  if (files != NULL && files[0] != NULL)
    {
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
    }

  return -1;
}

static int
chess_application_command_line (GApplication *application, GApplicationCommandLine *command_line)
{
  ChessApplication *self = CHESS_APPLICATION (application);
  GVariantDict *options = g_application_command_line_get_options_dict (command_line);
  const char *tc_text = NULL, *fen = NULL;
  g_autofree const char **files = NULL;
  ChessWindow *window;

  g_variant_dict_lookup (options, "time-control", "&s", &tc_text);
  g_variant_dict_lookup (options, "fen", "&s", &fen);
  g_variant_dict_lookup (options, G_OPTION_REMAINING, "^a&ay", &files);

  if (files != NULL && files[0] != NULL)
    {
      g_autoptr (GFile) file = g_application_command_line_create_file_for_arg (command_line, files[0]);

      window = chess_application_window_for_document (self);
      chess_window_open_file (window, file);
    }
  else if (tc_text != NULL || fen != NULL)
    {
      g_autoptr (ChessTimeControl) tc = tc_text != NULL ? chess_time_control_parse (tc_text, NULL) : NULL;
      g_autoptr (GError) error = NULL;

      window = chess_application_window_for_document (self);
      if (!chess_window_new_game (window, tc, fen, NULL, NULL, &error))
        {
          g_application_command_line_printerr (command_line, "chess: %s\n", error->message);
          return 2;
        }
    }
  else
    {
      window = chess_application_get_chess_window (self);
      if (window == NULL)
        {
          window = chess_window_new (self);
          if (!chess_window_restore_autosave (window))
            chess_window_new_game (window, NULL, NULL, NULL, NULL, NULL);
        }
    }

  gtk_window_present (GTK_WINDOW (window));
  return 0;
}

static void
chess_application_activate (GApplication *application)
{
  ChessApplication *self = CHESS_APPLICATION (application);
  ChessWindow *window = chess_application_get_chess_window (self);

  if (window == NULL)
    {
      window = chess_window_new (self);
      if (!chess_window_restore_autosave (window))
        chess_window_new_game (window, NULL, NULL, NULL, NULL, NULL);
    }
  gtk_window_present (GTK_WINDOW (window));
}

/* Files handed over by the desktop (D-Bus Open). */
static void
chess_application_open (GApplication *application, GFile **files, int n_files, const char *hint)
{
  ChessApplication *self = CHESS_APPLICATION (application);

  for (int i = 0; i < n_files; i++)
    {
      ChessWindow *window = chess_application_window_for_document (self);

      chess_window_open_file (window, files[i]);
      gtk_window_present (GTK_WINDOW (window));
    }
}

static void
action_new_game (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  ChessApplication *self = user_data;
  ChessWindow *window = chess_application_get_chess_window (self);

  if (window == NULL)
    {
      window = chess_window_new (self);
      chess_window_new_game (window, NULL, NULL, NULL, NULL, NULL);
      gtk_window_present (GTK_WINDOW (window));
    }
  chess_window_show_new_game_dialog (window);
}

static void
action_open (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  ChessApplication *self = user_data;
  ChessWindow *window = chess_application_get_chess_window (self);

  if (window == NULL)
    {
      window = chess_window_new (self);
      chess_window_new_game (window, NULL, NULL, NULL, NULL, NULL);
      gtk_window_present (GTK_WINDOW (window));
    }
  chess_window_show_open_dialog (window);
}

static void
action_quit (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  GtkApplication *app = user_data;
  GList *windows = g_list_copy (gtk_application_get_windows (app));

  /* Closing asks about unsaved changes, window by window. */
  for (GList *l = windows; l != NULL; l = l->next)
    gtk_window_close (l->data);
  g_list_free (windows);
}

static void
action_about (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  ChessApplication *self = user_data;
  static const char *authors[] = { "The Chess developers", NULL };

  gtk_show_about_dialog (gtk_application_get_active_window (GTK_APPLICATION (self)),
                         "program-name", _("Chess"),
                         "logo-icon-name", APP_ID,
                         "version", PACKAGE_VERSION,
                         "comments", _("Play chess with a clock, save and open PGN games"),
                         "license-type", GTK_LICENSE_GPL_3_0,
                         "authors", authors,
                         "translator-credits", _("translator-credits"),
                         NULL);
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
  { "quit", action_quit },
  { "about", action_about },
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
    { "win.show-help-overlay", { "<Control>question", NULL } },
    { "win.save", { "<Control>s", NULL } },
    { "win.save-as", { "<Control><Shift>s", NULL } },
    { "win.takeback", { "<Control>z", NULL } },
    { "win.flip", { "<Control>f", NULL } },
    { "window.close", { "<Control>w", NULL } },
  };

  for (guint i = 0; i < G_N_ELEMENTS (accels); i++)
    gtk_application_set_accels_for_action (app, accels[i].action, accels[i].accels);
}

static void
chess_application_startup (GApplication *application)
{
  ChessApplication *self = CHESS_APPLICATION (application);
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr (GSettingsSchema) schema = NULL;
  g_autoptr (GtkCssProvider) css = NULL;

  G_APPLICATION_CLASS (chess_application_parent_class)->startup (application);
  /* Referencing the resource keeps the linker from dropping it (it comes
   * through a static library and registers itself). */
  g_return_if_fail (chess_get_resource () != NULL);

  g_set_application_name (_("Chess"));
  /* The icon is set after the first frame: see chess-window.c. */

  /* The schema may be missing when running from an unconfigured tree. */
  if (source != NULL)
    schema = g_settings_schema_source_lookup (source, APP_ID, TRUE);
  if (schema != NULL)
    self->settings = g_settings_new (APP_ID);

  css = gtk_css_provider_new ();
  gtk_css_provider_load_from_resource (css, "/com/example/Chess/ui/style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (),
                                              GTK_STYLE_PROVIDER (css),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);

  g_action_map_add_action_entries (G_ACTION_MAP (self), app_actions,
                                   G_N_ELEMENTS (app_actions), self);
  chess_application_set_accels (GTK_APPLICATION (self));
}

static void
chess_application_dispose (GObject *object)
{
  ChessApplication *self = CHESS_APPLICATION (object);

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
  g_application_set_option_context_parameter_string (G_APPLICATION (self), _("[FILE.pgn]"));
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
                       "resource-base-path", "/com/example/Chess",
                       NULL);
}
