/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-window-actions.c — the window's actions: files, takeback, flip,
 * resign, draws, navigation, and the dialogs they open. */
#include "config.h"

#include <glib/gi18n.h>

#include "chess-window-private.h"
#include "chess-new-game-dialog.h"
#include "chess-preferences-dialog.h"

static ChessColor
live_side_to_move (ChessWindow *self)
{
  ChessPosition pos;

  chess_record_position_at (chess_game_get_record (self->game),
                            chess_game_get_last_node (self->game), &pos);
  return chess_position_side_to_move (&pos);
}

void
chess_window_update_actions (ChessWindow *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  ChessGame *game = self->game;
  gboolean has_game = game != NULL;
  gboolean over = has_game && chess_game_is_over (game);
  gboolean has_moves = has_game && chess_game_get_record (game)->root->first_child != NULL;
  ChessNode *current = has_game ? chess_game_get_current_node (game) : NULL;
  gboolean can_back = current != NULL && current->parent != NULL;
  gboolean can_forward = current != NULL && current->first_child != NULL;
  gboolean claim = FALSE;

  if (has_game && !over)
    g_object_get (game, "can-claim-draw", &claim, NULL);

  gtk_widget_action_set_enabled (widget, "win.takeback", has_moves);
  gtk_widget_action_set_enabled (widget, "win.resign", has_game && !over);
  gtk_widget_action_set_enabled (widget, "win.offer-draw",
                                 has_game && !over && chess_game_get_draw_offer (game) < 0);
  gtk_widget_action_set_enabled (widget, "win.claim-draw", claim);
  gtk_widget_action_set_enabled (widget, "win.go-first", can_back);
  gtk_widget_action_set_enabled (widget, "win.go-previous", can_back);
  gtk_widget_action_set_enabled (widget, "win.go-next", can_forward);
  gtk_widget_action_set_enabled (widget, "win.go-last", can_forward);
  gtk_widget_action_set_enabled (widget, "win.save", has_game);
  gtk_widget_action_set_enabled (widget, "win.save-as", has_game);
}

/* ---- pending work after "save or discard" --------------------------- */

void
chess_window_drop_pending (ChessWindow *self)
{
  if (self->pending_destroy != NULL && self->pending_data != NULL)
    self->pending_destroy (self->pending_data);
  self->pending = NULL;
  self->pending_data = NULL;
  self->pending_destroy = NULL;
}

void
chess_window_run_pending (ChessWindow *self)
{
  ChessWindowContinuation pending = self->pending;
  gpointer data = self->pending_data;
  GDestroyNotify destroy = self->pending_destroy;

  self->pending = NULL;
  self->pending_data = NULL;
  self->pending_destroy = NULL;
  if (pending != NULL)
    pending (self, data);
  if (destroy != NULL && data != NULL)
    destroy (data);
}

/* ---- saving --------------------------------------------------------- */

static void
on_saved (GObject *source, GAsyncResult *result, gpointer user_data)
{
  ChessWindow *self = user_data;
  ChessGame *game = CHESS_GAME (source);
  g_autoptr (GError) error = NULL;

  if (!chess_game_save_finish (game, result, &error))
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        chess_window_show_problems (self, GTK_MESSAGE_ERROR, _("The game could not be saved"),
                                    error->message);
      chess_window_drop_pending (self);
    }
  else if (game == self->game)
    {
      chess_window_hide_problems (self);
      chess_window_run_pending (self);
    }
  g_object_unref (self);
}

void
chess_window_save_to (ChessWindow *self, GFile *file)
{
  chess_game_save_async (self->game, file, self->cancellable, on_saved, g_object_ref (self));
}

static GtkFileFilter *
pgn_filter (void)
{
  GtkFileFilter *filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, _("PGN Chess Games"));
  gtk_file_filter_add_mime_type (filter, "application/x-chess-pgn");
  gtk_file_filter_add_pattern (filter, "*.pgn");
  gtk_file_filter_add_pattern (filter, "*.PGN");
  return filter;
}

static void
on_save_as_response (GtkNativeDialog *dialog, int response, ChessWindow *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      if (file != NULL)
        chess_window_save_to (self, file);
      else
        chess_window_drop_pending (self);
    }
  else
    chess_window_drop_pending (self);
  gtk_native_dialog_destroy (dialog);
  g_object_unref (dialog);
}

static char *
suggested_file_name (ChessWindow *self)
{
  const char *white = chess_game_get_tag (self->game, "White");
  const char *black = chess_game_get_tag (self->game, "Black");
  const char *date = chess_game_get_tag (self->game, "Date");
  GString *name = g_string_new (NULL);

  if (white != NULL && black != NULL && g_strcmp0 (white, "?") != 0 && g_strcmp0 (black, "?") != 0)
    g_string_append_printf (name, "%s - %s", white, black);
  else
    g_string_append (name, _("Game"));
  if (date != NULL && strchr (date, '?') == NULL)
    {
      g_autofree char *dashed = g_strdup (date);
      g_strdelimit (dashed, ".", '-');
      g_string_append_printf (name, " %s", dashed);
    }
  g_string_append (name, ".pgn");
  g_strdelimit (name->str, "/\\:", '-');
  return g_string_free (name, FALSE);
}

void
chess_window_save_as (ChessWindow *self)
{
  GtkFileChooserNative *dialog;
  g_autoptr (GtkFileFilter) filter = pgn_filter ();
  GFile *file = chess_game_get_file (self->game);

  dialog = gtk_file_chooser_native_new (_("Save Game"), GTK_WINDOW (self),
                                        GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (dialog), TRUE);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (dialog), filter);
  if (file != NULL)
    gtk_file_chooser_set_file (GTK_FILE_CHOOSER (dialog), file, NULL);
  else
    {
      g_autofree char *name = suggested_file_name (self);
      gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (dialog), name);
    }
  g_signal_connect (dialog, "response", G_CALLBACK (on_save_as_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

static void
action_save (GtkWidget *widget, const char *name, GVariant *parameter)
{
  ChessWindow *self = CHESS_WINDOW (widget);
  GFile *file = chess_game_get_file (self->game);

  if (file != NULL)
    chess_window_save_to (self, file);
  else
    chess_window_save_as (self);
}

static void
action_save_as (GtkWidget *widget, const char *name, GVariant *parameter)
{
  chess_window_save_as (CHESS_WINDOW (widget));
}

/* ---- unsaved changes ------------------------------------------------ */

enum { RESPONSE_DISCARD = 1, RESPONSE_SAVE };

static void
on_confirm_response (GtkDialog *dialog, int response, ChessWindow *self)
{
  gtk_window_destroy (GTK_WINDOW (dialog));

  if (response == RESPONSE_SAVE)
    {
      GFile *file = chess_game_get_file (self->game);
      if (file != NULL)
        chess_window_save_to (self, file);
      else
        chess_window_save_as (self);
    }
  else if (response == RESPONSE_DISCARD)
    {
      /* A discarded game must not come back as the autosave at the next start. */
      if (!chess_game_is_over (self->game))
        {
          g_autoptr (GFile) autosave = chess_game_get_default_autosave_file ();
          chess_game_set_autosave_file (self->game, NULL);
          g_file_delete (autosave, NULL, NULL);
        }
      chess_window_run_pending (self);
    }
  else
    chess_window_drop_pending (self);
}

void
chess_window_confirm_discard (ChessWindow *self, ChessWindowContinuation then,
                              gpointer data, GDestroyNotify destroy)
{
  GtkWidget *dialog, *button;

  chess_window_drop_pending (self);
  self->pending = then;
  self->pending_data = data;
  self->pending_destroy = destroy;
  if (!chess_window_has_unsaved_changes (self))
    {
      chess_window_run_pending (self);
      return;
    }

  dialog = gtk_message_dialog_new (GTK_WINDOW (self), GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT,
                                   GTK_MESSAGE_QUESTION, GTK_BUTTONS_NONE,
                                   "%s", _("Save the current game?"));
  gtk_message_dialog_format_secondary_text (GTK_MESSAGE_DIALOG (dialog), "%s",
                                            _("Its moves have not been saved to a file. "
                                              "If you discard them, they are lost."));
  gtk_dialog_add_button (GTK_DIALOG (dialog), _("_Cancel"), GTK_RESPONSE_CANCEL);
  button = gtk_dialog_add_button (GTK_DIALOG (dialog), _("_Discard"), RESPONSE_DISCARD);
  gtk_widget_add_css_class (button, "destructive-action");
  button = gtk_dialog_add_button (GTK_DIALOG (dialog), _("_Save"), RESPONSE_SAVE);
  gtk_widget_add_css_class (button, "suggested-action");
  gtk_dialog_set_default_response (GTK_DIALOG (dialog), RESPONSE_SAVE);
  g_signal_connect (dialog, "response", G_CALLBACK (on_confirm_response), self);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* ---- opening -------------------------------------------------------- */

static void
open_continuation (ChessWindow *self, gpointer data)
{
  chess_window_open_file (self, G_FILE (data));
}

static void
on_open_response (GtkNativeDialog *dialog, int response, ChessWindow *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      GFile *file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      if (file != NULL)
        chess_window_confirm_discard (self, open_continuation, file, g_object_unref);
    }
  gtk_native_dialog_destroy (dialog);
  g_object_unref (dialog);
}

void
chess_window_show_open_dialog (ChessWindow *self)
{
  GtkFileChooserNative *dialog;
  g_autoptr (GtkFileFilter) filter = pgn_filter ();
  g_autoptr (GtkFileFilter) all = gtk_file_filter_new ();

  g_return_if_fail (CHESS_IS_WINDOW (self));

  dialog = gtk_file_chooser_native_new (_("Open Game"), GTK_WINDOW (self),
                                        GTK_FILE_CHOOSER_ACTION_OPEN, _("_Open"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (dialog), TRUE);
  gtk_file_filter_set_name (all, _("All Files"));
  gtk_file_filter_add_pattern (all, "*");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (dialog), filter);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (dialog), all);
  g_signal_connect (dialog, "response", G_CALLBACK (on_open_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

/* ---- new game ------------------------------------------------------- */

typedef struct {
  ChessTimeControl *tc;
  char *fen;
  char *white;
  char *black;
  int chess960_number;      /* -1: not Chess960 */
} NewGameRequest;

static void
new_game_request_free (gpointer data)
{
  NewGameRequest *request = data;

  chess_time_control_free (request->tc);
  g_free (request->fen);
  g_free (request->white);
  g_free (request->black);
  g_free (request);
}

static void
new_game_continuation (ChessWindow *self, gpointer data)
{
  NewGameRequest *request = data;
  g_autoptr (GError) error = NULL;

  if (request->chess960_number >= 0)
    {
      g_autoptr (ChessGame) game = chess_game_new_chess960 ((guint) request->chess960_number);
      chess_window_start_game (self, game, request->tc, request->white, request->black);
    }
  else if (!chess_window_new_game (self, request->tc, request->fen, request->white, request->black, &error))
    chess_window_show_problems (self, GTK_MESSAGE_ERROR, _("The new game could not be started"),
                                error->message);
}

static void
on_start_game (ChessNewGameDialog *dialog, ChessWindow *self)
{
  NewGameRequest *request = g_new0 (NewGameRequest, 1);

  request->tc = chess_new_game_dialog_get_time_control (dialog);
  request->fen = g_strdup (chess_new_game_dialog_get_fen (dialog));
  request->white = g_strdup (chess_new_game_dialog_get_white_name (dialog));
  request->black = g_strdup (chess_new_game_dialog_get_black_name (dialog));
  request->chess960_number = chess_new_game_dialog_get_chess960_number (dialog);
  chess_window_confirm_discard (self, new_game_continuation, request, new_game_request_free);
}

void
chess_window_show_new_game_dialog (ChessWindow *self)
{
  ChessNewGameDialog *dialog;

  g_return_if_fail (CHESS_IS_WINDOW (self));

  dialog = chess_new_game_dialog_new (GTK_WINDOW (self), self->settings);
  g_signal_connect_object (dialog, "start-game", G_CALLBACK (on_start_game), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

void
chess_window_show_preferences (ChessWindow *self)
{
  ChessPreferencesDialog *dialog;

  g_return_if_fail (CHESS_IS_WINDOW (self));

  if (self->settings == NULL)
    {
      chess_window_show_problems (self, GTK_MESSAGE_WARNING, _("Preferences are not available"),
                                  _("The settings schema com.example.Chess is not installed."));
      return;
    }
  dialog = chess_preferences_dialog_new (GTK_WINDOW (self), self->settings);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* ---- game actions --------------------------------------------------- */

static void
action_takeback (GtkWidget *widget, const char *name, GVariant *parameter)
{
  ChessWindow *self = CHESS_WINDOW (widget);

  chess_board_cancel_move (self->board);
  chess_game_takeback (self->game);
}

static void
action_flip (GtkWidget *widget, const char *name, GVariant *parameter)
{
  ChessWindow *self = CHESS_WINDOW (widget);

  chess_window_set_flipped (self, !self->flipped);
}

static void
on_resign_response (GtkDialog *dialog, int response, ChessWindow *self)
{
  ChessColor side = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (dialog), "side"));
  ChessGame *game = g_object_get_data (G_OBJECT (dialog), "game");

  if (response == GTK_RESPONSE_ACCEPT && game == self->game && !chess_game_is_over (game))
    chess_game_resign (game, side);
  gtk_window_destroy (GTK_WINDOW (dialog));
}

static void
action_resign (GtkWidget *widget, const char *name, GVariant *parameter)
{
  ChessWindow *self = CHESS_WINDOW (widget);
  ChessColor side = live_side_to_move (self);
  GtkWidget *dialog, *button;

  dialog = gtk_message_dialog_new (GTK_WINDOW (self), GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT,
                                   GTK_MESSAGE_QUESTION, GTK_BUTTONS_NONE, "%s",
                                   side == CHESS_WHITE ? _("Resign the game for White?")
                                                       : _("Resign the game for Black?"));
  gtk_message_dialog_format_secondary_text (GTK_MESSAGE_DIALOG (dialog), "%s",
                                            side == CHESS_WHITE ? _("Black wins the game.")
                                                                : _("White wins the game."));
  gtk_dialog_add_button (GTK_DIALOG (dialog), _("_Cancel"), GTK_RESPONSE_CANCEL);
  button = gtk_dialog_add_button (GTK_DIALOG (dialog), _("_Resign"), GTK_RESPONSE_ACCEPT);
  gtk_widget_add_css_class (button, "destructive-action");
  gtk_dialog_set_default_response (GTK_DIALOG (dialog), GTK_RESPONSE_CANCEL);
  g_object_set_data (G_OBJECT (dialog), "side", GINT_TO_POINTER (side));
  g_object_set_data_full (G_OBJECT (dialog), "game", g_object_ref (self->game), g_object_unref);
  g_signal_connect (dialog, "response", G_CALLBACK (on_resign_response), self);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
action_offer_draw (GtkWidget *widget, const char *name, GVariant *parameter)
{
  ChessWindow *self = CHESS_WINDOW (widget);

  chess_game_offer_draw (self->game, live_side_to_move (self));
}

static void
action_claim_draw (GtkWidget *widget, const char *name, GVariant *parameter)
{
  ChessWindow *self = CHESS_WINDOW (widget);

  if (!chess_game_claim_draw (self->game, CHESS_MOVE_NONE))
    chess_window_show_problems (self, GTK_MESSAGE_INFO, _("No draw can be claimed now"), NULL);
}

static void
action_navigate (GtkWidget *widget, const char *name, GVariant *parameter)
{
  ChessWindow *self = CHESS_WINDOW (widget);

  chess_board_cancel_move (self->board);
  if (g_str_equal (name, "win.go-first"))
    chess_game_go_first (self->game);
  else if (g_str_equal (name, "win.go-previous"))
    chess_game_go_previous (self->game);
  else if (g_str_equal (name, "win.go-next"))
    chess_game_go_next (self->game);
  else
    chess_game_go_last (self->game);
}

/* The shortcuts window is built on first use: GtkApplication would build
 * it with every window (from gtk/help-overlay.ui), a cost at each start.
 * The window keeps it (help-overlay); this class action shadows the one
 * GtkApplicationWindow adds then, and shows the same window. */
static void
action_show_shortcuts (GtkWidget *widget, const char *name, GVariant *parameter)
{
  GtkApplicationWindow *window = GTK_APPLICATION_WINDOW (widget);
  GtkShortcutsWindow *overlay = gtk_application_window_get_help_overlay (window);

  if (overlay == NULL)
    {
      g_autoptr (GtkBuilder) builder = gtk_builder_new_from_resource ("/com/example/Chess/ui/help-overlay.ui");

      overlay = GTK_SHORTCUTS_WINDOW (gtk_builder_get_object (builder, "help_overlay"));
      /* this also tells the overlay the window's accelerators */
      gtk_application_window_set_help_overlay (window, overlay);
    }
  gtk_window_present (GTK_WINDOW (overlay));
}

void
chess_window_install_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.show-help-overlay", NULL, action_show_shortcuts);
  gtk_widget_class_install_action (widget_class, "win.save", NULL, action_save);
  gtk_widget_class_install_action (widget_class, "win.save-as", NULL, action_save_as);
  gtk_widget_class_install_action (widget_class, "win.takeback", NULL, action_takeback);
  gtk_widget_class_install_action (widget_class, "win.flip", NULL, action_flip);
  gtk_widget_class_install_action (widget_class, "win.resign", NULL, action_resign);
  gtk_widget_class_install_action (widget_class, "win.offer-draw", NULL, action_offer_draw);
  gtk_widget_class_install_action (widget_class, "win.claim-draw", NULL, action_claim_draw);
  gtk_widget_class_install_action (widget_class, "win.go-first", NULL, action_navigate);
  gtk_widget_class_install_action (widget_class, "win.go-previous", NULL, action_navigate);
  gtk_widget_class_install_action (widget_class, "win.go-next", NULL, action_navigate);
  gtk_widget_class_install_action (widget_class, "win.go-last", NULL, action_navigate);
}
