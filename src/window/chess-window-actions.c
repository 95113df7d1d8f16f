/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-window-actions.c — the window's actions and the dialogs they run:
 * files (save, save as, append; opening is chess-window-open.c), new
 * game, takeback and redo, pause, flip, resign, draws, navigation.  Acts
 * on the game go to the window's ChessPlay; the views follow by themselves
 * (chess-window.c), the actions from the play's "changed". */
#include "config.h"

#include <glib/gi18n.h>

#include "chess-window-private.h"
#include "chess-file-chooser.h"
#include "chess-new-game-dialog.h"
#include "chess-preferences-dialog.h"

/* The person was asked whether to save this game before its New Game
 * dialog: Start Game does not ask again. */
#define DISCARD_ASKED_KEY "chess-discard-asked"

/* What the player to move can claim now, for people: NULL for nothing. */
static const char *
describe_claim (ChessGame *game)
{
  ChessTermination reason = CHESS_TERMINATION_NONE;

  if (!chess_game_can_claim_draw (game, CHESS_MOVE_NONE, &reason))
    return NULL;
  switch (reason)
    {
    case CHESS_TERMINATION_THREEFOLD:
      return _("A draw can be claimed: this position has appeared three times");
    case CHESS_TERMINATION_FIFTY_MOVES:
      return _("A draw can be claimed: fifty moves without a capture or a pawn move");
    default:
      return _("A draw can be claimed");
    }
}

/* One button for a draw: it claims when a claim holds (announced once by a
 * toast), and offers otherwise — two buttons did not fit beside Resign in
 * one line in every language. */
static void
update_draw_button (ChessWindow *self,
                    gboolean     claim)
{
  const char *label = claim ? C_("button", "Claim Draw") : C_("button", "Offer Draw");

  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->draw_button), claim ? "win.claim-draw" : "win.offer-draw");
  gtk_label_set_text (GTK_LABEL (self->draw_button_label), label);
  gtk_widget_set_tooltip_text (self->draw_button,
                               claim ? _("Claim a draw by threefold repetition or the fifty-move rule")
                                     : _("Offer a draw to the opponent"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->draw_button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  claim ? _("Claim Draw") : _("Offer Draw"), -1);
  if (claim && !self->claim_announced && describe_claim (self->game) != NULL)
    chess_window_show_toast (self, describe_claim (self->game));
  self->claim_announced = claim;
}

void
chess_window_update_actions (ChessWindow *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  ChessNode *current;
  gboolean can_back, can_forward, claim;

  if (self->play == NULL)
    return;   /* not yet constructed */
  current = chess_game_get_current_node (self->game);
  can_back = current->parent != NULL;
  can_forward = current->first_child != NULL;
  claim = chess_play_get_can_claim_draw (self->play);

  gtk_widget_action_set_enabled (widget, "win.takeback", chess_play_get_can_take_back (self->play)
                                                         || chess_window_annotate_can_undo (self, FALSE));
  gtk_widget_action_set_enabled (widget, "win.redo", chess_play_get_can_redo (self->play)
                                                     || chess_window_annotate_can_undo (self, TRUE));
  gtk_widget_action_set_enabled (widget, "win.pause", chess_play_get_can_pause (self->play));
  gtk_widget_action_set_enabled (widget, "win.resign", chess_play_get_can_resign (self->play));
  gtk_widget_action_set_enabled (widget, "win.offer-draw", chess_play_get_can_offer_draw (self->play));
  gtk_widget_action_set_enabled (widget, "win.claim-draw", claim);
  update_draw_button (self, claim);
  /* A game that is over offers no draw and takes no resignation: its row
   * of buttons goes, and the moves and the review above get its height. */
  gtk_widget_set_visible (gtk_widget_get_parent (self->draw_button), !chess_game_is_over (self->game));
  gtk_widget_action_set_enabled (widget, "win.go-first", can_back);
  gtk_widget_action_set_enabled (widget, "win.go-previous", can_back);
  gtk_widget_action_set_enabled (widget, "win.go-next", can_forward);
  gtk_widget_action_set_enabled (widget, "win.go-last", can_forward);
  chess_window_analysis_update (self);
  chess_window_review_update (self);
  chess_window_edit_update (self);
  chess_window_annotate_update (self);
  chess_window_engine_update (self);
  chess_window_update_result_choices (self);
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

static void
run_pending (ChessWindow *self)
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

/* ---- file choosers -------------------------------------------------- */

/* The one file chooser (chess-file-chooser.c) answers here; the chooser is
 * modal, so one `then` waits at a time. */
static void
on_file_chosen (GtkWindow *window,
                GFile     *file)
{
  ChessWindow *self = CHESS_WINDOW (window);
  ChessWindowFileChosen then = self->file_chosen;

  self->file_chosen = NULL;
  if (file != NULL && then != NULL)
    then (self, file);
  else
    chess_window_drop_pending (self);
}

void
chess_window_choose_file (ChessWindow           *self,
                          const char            *title,
                          GtkFileChooserAction   action,
                          const char            *accept,
                          const char            *suggested_name,
                          ChessWindowFileChosen  then)
{
  self->file_chosen = then;
  chess_file_chooser_choose (GTK_WINDOW (self), title, action, accept, suggested_name, on_file_chosen);
}

/* A question with Cancel ("cancel", also for Escape) and other answers:
 * NULL-terminated triples of response id, label and AdwResponseAppearance,
 * in the order they show; the last one is the default. */
static AdwMessageDialog *
ask (ChessWindow *self,
     const char  *question,
     const char  *details,
     ...)
{
  AdwMessageDialog *dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self), question, details));
  const char *id;
  va_list args;

  adw_message_dialog_add_response (dialog, "cancel", _("_Cancel"));
  adw_message_dialog_set_close_response (dialog, "cancel");
  va_start (args, details);
  while ((id = va_arg (args, const char *)) != NULL)
    {
      const char *label = va_arg (args, const char *);
      AdwResponseAppearance appearance = va_arg (args, AdwResponseAppearance);

      adw_message_dialog_add_response (dialog, id, label);
      adw_message_dialog_set_response_appearance (dialog, id, appearance);
      adw_message_dialog_set_default_response (dialog, id);
    }
  va_end (args);
  return dialog;
}

/* ---- saving --------------------------------------------------------- */

static void save_in_place (ChessWindow *self, ChessSessionSaveFlags flags);
static void save_as (ChessWindow *self);

static void
on_save_refused (AdwMessageDialog *dialog,
                 const char       *response,
                 ChessWindow      *self)
{
  if (g_str_equal (response, "save-as"))
    save_as (self);
  else if (g_str_equal (response, "overwrite"))
    save_in_place (self, CHESS_SESSION_SAVE_DROP_UNREADABLE);
  else
    chess_window_drop_pending (self);
}

/* Save says why it refused and offers Save As (and, for a game read with
 * errors, to write it over the file after all). */
static void
explain_refused_save (ChessWindow  *self,
                      const GError *error)
{
  AdwMessageDialog *dialog;

  if (g_error_matches (error, CHESS_SESSION_ERROR, CHESS_SESSION_ERROR_READ_WITH_ERRORS))
    dialog = ask (self, _("Save over the file?"), error->message,
                  "overwrite", _("_Overwrite"), ADW_RESPONSE_DESTRUCTIVE,
                  "save-as", _("_Save As…"), ADW_RESPONSE_SUGGESTED, NULL);
  else
    dialog = ask (self, _("The game was not saved"), error->message,
                  "save-as", _("_Save As…"), ADW_RESPONSE_SUGGESTED, NULL);
  g_signal_connect (dialog, "response", G_CALLBACK (on_save_refused), self);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* The end of any save: run what waited for it, or say what went wrong. */
static void
on_saved (GObject      *source,
          GAsyncResult *result,
          gpointer      user_data)
{
  g_autoptr(ChessWindow) self = user_data;
  ChessSession *session = CHESS_SESSION (source);
  g_autoptr(GError) error = NULL;
  gboolean ok;

  if (g_async_result_is_tagged (result, chess_session_save_async))
    ok = chess_session_save_finish (session, result, &error);
  else if (g_async_result_is_tagged (result, chess_session_save_as_async))
    ok = chess_session_save_as_finish (session, result, &error);
  else
    ok = chess_session_append_finish (session, result, &error);

  if (ok)
    {
      GFile *file = chess_session_get_file (session);
      g_autofree char *name = file != NULL ? g_file_get_basename (file) : NULL;
      g_autofree char *text = NULL;

      chess_window_hide_problems (self);
      /* Translators: a toast after saving; %s is the file's name */
      text = name != NULL ? g_strdup_printf (_("Saved to “%s”"), name) : g_strdup (_("Saved"));
      chess_window_show_toast (self, text);
      run_pending (self);
    }
  else if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    chess_window_drop_pending (self);
  else if (g_error_matches (error, CHESS_SESSION_ERROR, CHESS_SESSION_ERROR_CHANGED_ON_DISK)
           || g_error_matches (error, CHESS_SESSION_ERROR, CHESS_SESSION_ERROR_READ_WITH_ERRORS))
    explain_refused_save (self, error);
  else
    {
      chess_window_show_problems (self, GTK_MESSAGE_ERROR, _("The game could not be saved"), error->message);
      chess_window_drop_pending (self);
    }
}

static void
save_in_place (ChessWindow           *self,
               ChessSessionSaveFlags  flags)
{
  chess_session_save_async (self->session, flags, self->cancellable, on_saved, g_object_ref (self));
}

static void
save_as_chosen (ChessWindow *self,
                GFile       *file)
{
  chess_session_save_as_async (self->session, file, self->cancellable, on_saved, g_object_ref (self));
}

static char *
suggested_file_name (ChessWindow *self)
{
  GFile *file = chess_session_get_file (self->session);
  const char *white = chess_game_get_tag (self->game, "White");
  const char *black = chess_game_get_tag (self->game, "Black");
  const char *date = chess_game_get_tag (self->game, "Date");
  GString *name = g_string_new (NULL);

  if (file != NULL && chess_session_get_game_count (self->session) <= 1)
    return g_file_get_basename (file);
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

static void
save_as (ChessWindow *self)
{
  g_autofree char *name = suggested_file_name (self);

  chess_window_choose_file (self, _("Save Game"), GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"), name,
                            save_as_chosen);
}

static void
save (ChessWindow *self)
{
  if (chess_session_get_file (self->session) != NULL)
    save_in_place (self, CHESS_SESSION_SAVE_DEFAULT);
  else
    save_as (self);
}

static void
action_save (GtkWidget  *widget,
             const char *name,
             GVariant   *parameter)
{
  save (CHESS_WINDOW (widget));
}

static void
action_save_as (GtkWidget  *widget,
                const char *name,
                GVariant   *parameter)
{
  save_as (CHESS_WINDOW (widget));
}

static void
append_chosen (ChessWindow *self,
               GFile       *file)
{
  chess_session_append_async (self->session, file, self->cancellable, on_saved, g_object_ref (self));
}

static void
action_append (GtkWidget  *widget,
               const char *name,
               GVariant   *parameter)
{
  chess_window_choose_file (CHESS_WINDOW (widget), _("Append to File"), GTK_FILE_CHOOSER_ACTION_OPEN,
                            _("_Append"), NULL, append_chosen);
}

/* ---- unsaved changes ------------------------------------------------ */

static void
on_confirm_response (AdwMessageDialog *dialog,
                     const char       *response,
                     ChessWindow      *self)
{
  if (g_str_equal (response, "save"))
    save (self);
  else if (g_str_equal (response, "discard"))
    {
      /* A game let go must not come back as a draft at the next start. */
      chess_session_discard_draft (self->session);
      run_pending (self);
    }
  else
    chess_window_drop_pending (self);
}

void
chess_window_confirm_discard (ChessWindow             *self,
                              ChessWindowContinuation  then,
                              gpointer                 data,
                              GDestroyNotify           destroy)
{
  AdwMessageDialog *dialog;

  chess_window_drop_pending (self);
  self->pending = then;
  self->pending_data = data;
  self->pending_destroy = destroy;
  /* Nothing to lose: no moves, saved, a finished game the library holds,
   * or one the person was asked about before its New Game dialog. */
  if (!chess_game_has_moves (self->game) || !chess_game_get_modified (self->game)
      || (chess_game_is_over (self->game) && chess_play_game_is_in_library (self->game))
      || g_object_get_data (G_OBJECT (self->game), DISCARD_ASKED_KEY) != NULL)
    {
      run_pending (self);
      return;
    }

  dialog = ask (self, _("Save the current game?"),
                _("Its moves have not been saved to a file. If you discard them, they are lost."),
                "discard", _("_Discard"), ADW_RESPONSE_DESTRUCTIVE,
                "save", _("_Save"), ADW_RESPONSE_SUGGESTED, NULL);
  g_signal_connect (dialog, "response", G_CALLBACK (on_confirm_response), self);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* ---- new game ------------------------------------------------------- */

static void
new_game_now (ChessWindow *self,
              gpointer     data)
{
  g_autoptr(GError) error = NULL;

  if (!chess_play_new_game (self->play, data, &error))
    chess_window_show_problems (self, GTK_MESSAGE_ERROR, _("The new game could not be started"),
                                error->message);
  else
    chess_window_hide_problems (self);
}

static void
rematch_now (ChessWindow *self,
             gpointer     data)
{
  g_autoptr(GError) error = NULL;
  int engine_side;

  chess_play_set_book (self->play, g_settings_get_boolean (self->settings, "engine-book")
                                   ? CHESS_ENGINE_DEFAULT_BOOK : NULL);
  if (!chess_play_rematch (self->play, &error))
    {
      chess_window_show_problems (self, GTK_MESSAGE_ERROR, _("The new game could not be started"),
                                  error->message);
      return;
    }
  chess_window_hide_problems (self);
  /* Against the computer the person's pieces stay at the bottom. */
  engine_side = chess_play_get_engine_side (self->play);
  if (engine_side >= 0)
    chess_window_set_flipped (self, engine_side == CHESS_WHITE);
}

void
chess_window_rematch (ChessWindow *self)
{
  g_return_if_fail (CHESS_IS_WINDOW (self));
  chess_window_confirm_discard (self, rematch_now, NULL, NULL);
}

static void
on_start_game (ChessNewGameDialog *dialog,
               ChessWindow        *self)
{
  ChessGameOptions *options = chess_session_dup_default_options (self->session);
  ChessEngineChoice *choice;
  int engine_side;

  g_clear_pointer (&options->time_control, chess_time_control_free);
  g_clear_pointer (&options->white_name, g_free);
  g_clear_pointer (&options->black_name, g_free);
  options->time_control = chess_new_game_dialog_get_time_control (dialog);
  options->fen = g_strdup (chess_new_game_dialog_get_fen (dialog));
  options->chess960_number = chess_new_game_dialog_get_chess960_number (dialog);
  options->white_name = g_strdup (chess_new_game_dialog_get_white_name (dialog));
  options->black_name = g_strdup (chess_new_game_dialog_get_black_name (dialog));
  choice = chess_new_game_dialog_get_engine_choice (dialog);
  engine_side = chess_engine_choice_draw_engine_side (choice);
  if (engine_side >= 0)
    chess_window_engine_new_game (self, options, (ChessColor) engine_side,
                                  chess_engine_choice_get_engine_path (choice),
                                  chess_engine_choice_get_level (choice));
  else
    chess_window_confirm_discard (self, new_game_now, options, (GDestroyNotify) chess_game_options_free);
}

static void
present_new_game_dialog (ChessWindow *self,
                         const char  *fen)
{
  ChessNewGameDialog *dialog = chess_new_game_dialog_new (GTK_WINDOW (self), self->settings);

  if (fen != NULL)
    chess_new_game_dialog_set_fen (dialog, fen);
  g_signal_connect_object (dialog, "start-game", G_CALLBACK (on_start_game), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
new_game_dialog_now (ChessWindow *self,
                     gpointer     fen)
{
  /* Asked (or nothing to lose): Start Game does not ask again. */
  g_object_set_data (G_OBJECT (self->game), DISCARD_ASKED_KEY, GINT_TO_POINTER (TRUE));
  present_new_game_dialog (self, fen);
}

/* After a finished game the person is asked about it first, before
 * choosing the next one; a game in play is asked about at Start Game (the
 * dialog may still be cancelled, and the game goes on). */
void
chess_window_show_new_game_dialog_from (ChessWindow *self,
                                        const char  *fen)
{
  g_return_if_fail (CHESS_IS_WINDOW (self));

  if (chess_game_is_over (self->game))
    chess_window_confirm_discard (self, new_game_dialog_now, g_strdup (fen), g_free);
  else
    present_new_game_dialog (self, fen);
}

void
chess_window_show_new_game_dialog (ChessWindow *self)
{
  chess_window_show_new_game_dialog_from (self, NULL);
}

void
chess_window_show_preferences (ChessWindow *self)
{
  g_return_if_fail (CHESS_IS_WINDOW (self));

  ChessPreferencesDialog *dialog = chess_preferences_dialog_new (GTK_WINDOW (self), self->settings);

  chess_preferences_dialog_add_tablebase_page (dialog, self->tablebase);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* ---- game actions --------------------------------------------------- */

static void
action_takeback (GtkWidget  *widget,
                 const char *name,
                 GVariant   *parameter)
{
  ChessWindow *self = CHESS_WINDOW (widget);

  /* an edit of the game first: it came after the last move */
  if (chess_window_annotate_undo (self, FALSE))
    return;
  chess_board_cancel_move (self->board);
  chess_window_engine_takeback (self);
}

static void
action_redo (GtkWidget  *widget,
             const char *name,
             GVariant   *parameter)
{
  ChessWindow *self = CHESS_WINDOW (widget);

  if (chess_window_annotate_undo (self, TRUE))
    return;
  chess_board_cancel_move (self->board);
  chess_play_redo (self->play);
}

static void
action_pause (GtkWidget  *widget,
              const char *name,
              GVariant   *parameter)
{
  ChessWindow *self = CHESS_WINDOW (widget);

  chess_play_set_paused (self->play, !chess_session_get_paused (self->session));
}

static void
action_flip (GtkWidget  *widget,
             const char *name,
             GVariant   *parameter)
{
  ChessWindow *self = CHESS_WINDOW (widget);

  chess_window_set_flipped (self, !self->flipped);
}

static void
on_resign_response (AdwMessageDialog *dialog,
                    const char       *response,
                    ChessWindow      *self)
{
  ChessColor side = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (dialog), "side"));
  ChessGame *game = g_object_get_data (G_OBJECT (dialog), "game");

  /* the game and the side asked about, still on the move */
  if (g_str_equal (response, "resign") && game == self->game && side == chess_window_live_side (self))
    chess_play_resign (self->play);
}

static void
action_resign (GtkWidget  *widget,
               const char *name,
               GVariant   *parameter)
{
  ChessWindow *self = CHESS_WINDOW (widget);
  ChessColor side = chess_window_live_side (self);
  AdwMessageDialog *dialog;

  dialog = ask (self, side == CHESS_WHITE ? _("Resign the game for White?") : _("Resign the game for Black?"),
                side == CHESS_WHITE ? _("Black wins the game.") : _("White wins the game."),
                "resign", _("_Resign"), ADW_RESPONSE_DESTRUCTIVE, NULL);
  /* resigning ends the game: Enter must not do it */
  adw_message_dialog_set_default_response (dialog, "cancel");
  g_object_set_data (G_OBJECT (dialog), "side", GINT_TO_POINTER (side));
  g_object_set_data_full (G_OBJECT (dialog), "game", g_object_ref (self->game), g_object_unref);
  g_signal_connect (dialog, "response", G_CALLBACK (on_resign_response), self);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
action_offer_draw (GtkWidget  *widget,
                   const char *name,
                   GVariant   *parameter)
{
  ChessWindow *self = CHESS_WINDOW (widget);

  chess_play_offer_draw (self->play);
}

static void
action_claim_draw (GtkWidget  *widget,
                   const char *name,
                   GVariant   *parameter)
{
  ChessWindow *self = CHESS_WINDOW (widget);

  if (!chess_play_claim_draw (self->play))
    chess_window_show_problems (self, GTK_MESSAGE_INFO, _("No draw can be claimed now"), NULL);
}

static void
action_navigate (GtkWidget  *widget,
                 const char *name,
                 GVariant   *parameter)
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
action_show_shortcuts (GtkWidget  *widget,
                       const char *name,
                       GVariant   *parameter)
{
  GtkApplicationWindow *window = GTK_APPLICATION_WINDOW (widget);
  GtkShortcutsWindow *overlay = gtk_application_window_get_help_overlay (window);

  if (overlay == NULL)
    {
      g_autoptr(GtkBuilder) builder = gtk_builder_new_from_resource ("/com/example/Chess/ui/help-overlay.ui");

      overlay = GTK_SHORTCUTS_WINDOW (gtk_builder_get_object (builder, "help_overlay"));
      /* the keys of the move list mirror in right-to-left languages */
      if (gtk_widget_get_direction (widget) == GTK_TEXT_DIR_RTL)
        {
          g_object_set (gtk_builder_get_object (builder, "previous_move_shortcut"), "accelerator", "Right", NULL);
          g_object_set (gtk_builder_get_object (builder, "next_move_shortcut"), "accelerator", "Left", NULL);
          g_object_set (gtk_builder_get_object (builder, "next_mistake_shortcut"), "accelerator", "<Alt>Left", NULL);
          g_object_set (gtk_builder_get_object (builder, "previous_mistake_shortcut"), "accelerator", "<Alt>Right",
                        NULL);
        }
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
  gtk_widget_class_install_action (widget_class, "win.append", NULL, action_append);
  gtk_widget_class_install_action (widget_class, "win.takeback", NULL, action_takeback);
  gtk_widget_class_install_action (widget_class, "win.redo", NULL, action_redo);
  gtk_widget_class_install_action (widget_class, "win.pause", NULL, action_pause);
  gtk_widget_class_install_action (widget_class, "win.flip", NULL, action_flip);
  gtk_widget_class_install_action (widget_class, "win.resign", NULL, action_resign);
  gtk_widget_class_install_action (widget_class, "win.offer-draw", NULL, action_offer_draw);
  gtk_widget_class_install_action (widget_class, "win.claim-draw", NULL, action_claim_draw);
  gtk_widget_class_install_action (widget_class, "win.go-first", NULL, action_navigate);
  gtk_widget_class_install_action (widget_class, "win.go-previous", NULL, action_navigate);
  gtk_widget_class_install_action (widget_class, "win.go-next", NULL, action_navigate);
  gtk_widget_class_install_action (widget_class, "win.go-last", NULL, action_navigate);
}
