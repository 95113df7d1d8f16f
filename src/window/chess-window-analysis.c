/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-window-analysis.c — the window's analysis: the panel (its own
 * view, chess-analysis-panel.c) above the move list, the evaluation bar
 * beside the board, the lines' best moves as arrows on the board (the
 * first line strongest), a line's position on the board while the pointer
 * is over one of its moves.
 *
 * Analysis is for games nobody is playing at this computer: finished
 * games, untimed games opened from a file, and analysis boards (New
 * Analysis Board: a position, the one shown or a FEN, where both sides
 * move and every move at an earlier position makes a variation).  In any
 * other game the action is disabled and a running analysis stops: two
 * players at one board would see the engine's opinion too. */
#include "config.h"

#include "chess-window-private.h"

#include <glib/gi18n.h>

#include "chess-analysis-panel.h"
#include "chess-tablebase-panel.h"
#include "chess-endgame-window.h"
#include "chess-eval-bar.h"

gboolean
chess_window_analysis_allowed (ChessWindow *self)
{
  return self->game != NULL && self->play != NULL && chess_play_get_can_review (self->play);
}

/* Ctrl+Shift+A and Ctrl+Shift+R where the game may not be analysed say
 * why, rather than nothing. */
gboolean
chess_window_analysis_explain_refusal (ChessWindow *self)
{
  const char *why = self->play != NULL ? chess_play_get_review_refusal (self->play) : NULL;

  if (why == NULL)
    return FALSE;
  chess_window_show_toast (self, why);
  return TRUE;
}

static gboolean
analysis_key (GtkWidget *widget, GVariant *args, gpointer user_data)
{
  ChessWindow *self = CHESS_WINDOW (widget);

  if (!chess_window_analysis_explain_refusal (self))
    gtk_widget_activate_action (widget, "win.analysis", NULL);
  return TRUE;
}

/* ---- New Analysis Board ---- */

static void set_analysis_on (ChessWindow *self, gboolean on);

static void
make_analysis_board (ChessWindow *self, gpointer data)
{
  g_autoptr (GError) error = NULL;

  chess_board_cancel_move (self->board);
  if (!chess_session_new_analysis_board (self->session, data, &error))
    {
      chess_window_show_toast (self, error->message);
      return;
    }
  set_analysis_on (self, TRUE);
}

/* The FEN typed is checked as it is typed: what is wrong shows under the
 * field and Analyse waits, so the dialog never closes on a bad FEN and
 * the text typed is kept to mend. */
static void
on_fen_changed (GtkEditable *entry, AdwMessageDialog *dialog)
{
  GtkWidget *message = g_object_get_data (G_OBJECT (dialog), "fen-message");
  g_autofree char *fen = g_strstrip (g_strdup (gtk_editable_get_text (entry)));
  ChessPosition position;
  ChessFenError error = { 0 };
  gboolean good = chess_position_from_fen (&position, fen, &error);

  if (!good)
    {
      /* Translators: under the FEN field; %s says what is wrong with it */
      g_autofree char *text = g_strdup_printf (_("Not a position: %s"), error.message);

      gtk_label_set_text (GTK_LABEL (message), text);
      gtk_widget_add_css_class (GTK_WIDGET (entry), "error");
      gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
    }
  else
    {
      gtk_widget_remove_css_class (GTK_WIDGET (entry), "error");
      gtk_accessible_reset_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
    }
  gtk_widget_set_visible (message, !good);
  adw_message_dialog_set_response_enabled (dialog, "analyse", good);
}

static void
analysis_board_response_cb (AdwMessageDialog *dialog, const char *response, ChessWindow *self)
{
  GtkEditable *entry = g_object_get_data (G_OBJECT (dialog), "fen-entry");
  g_autofree char *fen = g_strstrip (g_strdup (gtk_editable_get_text (entry)));
  ChessPosition position;
  ChessFenError error = { 0 };

  /* Analyse is enabled for a good FEN only. */
  if (!g_str_equal (response, "analyse") || !chess_position_from_fen (&position, fen, &error))
    return;
  chess_window_confirm_discard (self, make_analysis_board, g_steal_pointer (&fen), g_free);
}

void
chess_window_analyse_position (ChessWindow *self,
                               const char  *fen)
{
  chess_window_confirm_discard (self, make_analysis_board, g_strdup (fen), g_free);
}

/* Asks for the position: the one shown, or a FEN typed or pasted over it. */
static void
action_analysis_board (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  ChessWindow *self = CHESS_WINDOW (widget);
  char fen[CHESS_FEN_MAX];
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *entry = gtk_entry_new ();
  GtkWidget *message = gtk_label_new (NULL);
  AdwMessageDialog *dialog;

  chess_position_to_fen (chess_game_get_position (self->game), fen, sizeof fen);
  gtk_editable_set_text (GTK_EDITABLE (entry), fen);
  gtk_entry_set_activates_default (GTK_ENTRY (entry), TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Position (FEN)"), -1);
  gtk_label_set_wrap (GTK_LABEL (message), TRUE);
  gtk_label_set_xalign (GTK_LABEL (message), 0);
  gtk_widget_add_css_class (message, "error");
  gtk_widget_add_css_class (message, "caption");
  gtk_widget_set_visible (message, FALSE);
  gtk_box_append (GTK_BOX (box), entry);
  gtk_box_append (GTK_BOX (box), message);
  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self), _("New Analysis Board"),
                                                       _("A board where both sides move and the engine analyses. "
                                                         "It starts from the position shown, or from a position "
                                                         "(FEN) you type or paste here.")));
  adw_message_dialog_add_responses (dialog, "cancel", _("_Cancel"), "analyse", _("_Analyse"), NULL);
  adw_message_dialog_set_response_appearance (dialog, "analyse", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, "analyse");
  adw_message_dialog_set_close_response (dialog, "cancel");
  adw_message_dialog_set_extra_child (dialog, box);
  g_object_set_data (G_OBJECT (dialog), "fen-entry", entry);
  g_object_set_data (G_OBJECT (dialog), "fen-message", message);
  g_signal_connect (entry, "changed", G_CALLBACK (on_fen_changed), dialog);
  g_signal_connect (dialog, "response", G_CALLBACK (analysis_board_response_cb), self);
  gtk_window_present (GTK_WINDOW (dialog));
  gtk_widget_grab_focus (entry);
}

/* Practise Endgames: a window of its own, with its own board and game. */
static void
action_endgames (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  ChessWindow *self = CHESS_WINDOW (widget);

  gtk_window_present (GTK_WINDOW (chess_endgame_window_new (GTK_WINDOW (self), self->settings, self->tablebase)));
}

void
chess_window_analysis_install (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.analysis-board", NULL, action_analysis_board);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_a, GDK_CONTROL_MASK | GDK_SHIFT_MASK, analysis_key, NULL);
  gtk_widget_class_install_action (widget_class, "win.endgames", NULL, action_endgames);
}

/* The board shows the game again (after a preview), with the arrows of
 * the lines. */
static void
show_arrows (ChessWindow *self)
{
  ChessAnalysis *analysis = self->analysis_panel != NULL
                            ? chess_analysis_panel_get_analysis (CHESS_ANALYSIS_PANEL (self->analysis_panel)) : NULL;
  ChessBoardArrow arrows[CHESS_ANALYSIS_MAX_LINES];
  guint n = 0;

  if (self->analysis_on && analysis && !self->previewing)
    for (guint i = 0; i < chess_analysis_get_n_lines (analysis); i++)
      {
        const ChessAnalysisLine *line = chess_analysis_get_line (analysis, i);
        const ChessPosition *pos = chess_analysis_get_position (analysis);

        if (line->pv_length < 1)
          continue;
        arrows[n].from = (guint8) chess_move_from (line->pv[0]);
        arrows[n].to = (guint8) chess_move_king_destination (pos, line->pv[0]);
        arrows[n].strength = i == 0 ? 1.0 : 0.45 - 0.1 * i;
        n++;
      }
  chess_board_set_arrows (self->board, arrows, n);
}

static void
on_analysis_updated (ChessAnalysis *analysis, ChessWindow *self)
{
  ChessEval eval = { CHESS_EVAL_NONE, 0 };

  if (chess_analysis_get_n_lines (analysis) > 0)
    eval = chess_analysis_get_line (analysis, 0)->eval;
  chess_eval_bar_set_eval (CHESS_EVAL_BAR (self->eval_bar), eval);
  show_arrows (self);
}

static void
on_preview (ChessAnalysisPanel *panel, gpointer position, guint last_move, ChessWindow *self)
{
  self->previewing = TRUE;
  chess_board_set_arrows (self->board, NULL, 0);
  chess_board_set_position (self->board, position, (ChessMove) last_move, FALSE);
}

static void
on_preview_end (ChessAnalysisPanel *panel, ChessWindow *self)
{
  if (!self->previewing)
    return;
  self->previewing = FALSE;
  chess_window_update_board (self);
  show_arrows (self);
}

/* The panel chose them; the play plays them, the first refusal said
 * (never silent). */
static void
on_line_chosen (ChessAnalysisPanel *panel, gpointer moves, guint n, ChessWindow *self)
{
  const ChessMove *line = moves;

  for (guint i = 0; i < n; i++)
    {
      g_autoptr (GError) error = NULL;

      if (!chess_play_move (self->play, line[i], &error))
        {
          chess_window_show_toast (self, error->message);
          break;
        }
    }
}

/* The panel is made when analysis is first turned on, not with the
 * window: the first frame does not show it. */
static ChessAnalysisPanel *
ensure_panel (ChessWindow *self)
{
  if (self->analysis_panel == NULL)
    {
      self->analysis_panel = chess_analysis_panel_new ();
      chess_window_update_notation (self);
      gtk_widget_set_visible (self->analysis_panel, FALSE);
      gtk_box_prepend (GTK_BOX (self->side_panel), self->analysis_panel);   /* above the move list */
      g_signal_connect (self->analysis_panel, "preview", G_CALLBACK (on_preview), self);
      g_signal_connect (self->analysis_panel, "preview-end", G_CALLBACK (on_preview_end), self);
      g_signal_connect (self->analysis_panel, "line-chosen", G_CALLBACK (on_line_chosen), self);
      g_object_notify (G_OBJECT (self), "analysis-panel");
    }
  return CHESS_ANALYSIS_PANEL (self->analysis_panel);
}

static void
set_analysis_on (ChessWindow *self, gboolean on)
{
  ChessAnalysisPanel *panel;

  on = on && chess_window_analysis_allowed (self);
  if (on == self->analysis_on)
    return;
  self->analysis_on = on;
  panel = ensure_panel (self);
  if (on && chess_analysis_panel_get_analysis (panel) == NULL)
    {
      g_autoptr (ChessEngine) engine = chess_play_create_analysis_engine (self->play);
      ChessAnalysis *analysis;

      chess_analysis_panel_set_engine (panel, engine);
      analysis = chess_analysis_panel_get_analysis (panel);
      g_settings_bind (self->settings, "analysis-lines", analysis, "lines", G_SETTINGS_BIND_DEFAULT);
      g_signal_connect (analysis, "updated", G_CALLBACK (on_analysis_updated), self);
    }
  chess_analysis_panel_set_game (panel, self->game);
  chess_analysis_panel_set_active (panel, on);
  chess_tablebase_panel_set_game (CHESS_TABLEBASE_PANEL (self->tablebase_panel), self->game);
  chess_tablebase_panel_set_active (CHESS_TABLEBASE_PANEL (self->tablebase_panel), on);
  gtk_widget_set_visible (self->analysis_panel, on);
  gtk_widget_set_visible (self->eval_bar, on);
  if (!on)
    {
      on_preview_end (panel, self);
      chess_eval_bar_set_eval (CHESS_EVAL_BAR (self->eval_bar), (ChessEval) { CHESS_EVAL_NONE, 0 });
    }
  show_arrows (self);
  chess_window_update_result_choices (self);
  g_object_notify (G_OBJECT (self), "analysis");
}

gboolean
chess_window_get_analysis (ChessWindow *self)
{
  return self->analysis_on;
}

void
chess_window_set_analysis (ChessWindow *self, gboolean on)
{
  set_analysis_on (self, on);
}

/* Called when the game or its state changes: another game, a result, a
 * file; analysis goes off where it is not allowed. */
void
chess_window_analysis_update (ChessWindow *self)
{
  gboolean allowed = chess_window_analysis_allowed (self);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.analysis", allowed);
  /* A button greyed out says why (GTK shows tooltips of insensitive widgets). */
  gtk_widget_set_tooltip_text (self->analysis_button,
                               allowed ? _("Engine Analysis (Ctrl+Shift+A)") : chess_play_get_review_refusal (self->play));
  if (!allowed)
    set_analysis_on (self, FALSE);
  else if (self->analysis_on)
    {
      chess_analysis_panel_set_game (CHESS_ANALYSIS_PANEL (self->analysis_panel), self->game);
      chess_tablebase_panel_set_game (CHESS_TABLEBASE_PANEL (self->tablebase_panel), self->game);
    }
}

/* A move of the tablebase's list: played like a line's. */
static void
on_tablebase_move_chosen (ChessTablebasePanel *panel, guint move, ChessWindow *self)
{
  ChessMove chosen = (ChessMove) move;

  on_line_chosen (CHESS_ANALYSIS_PANEL (self->analysis_panel), &chosen, 1, self);
}

void
chess_window_set_tablebase (ChessWindow *self, ChessTablebase *tablebase)
{
  g_return_if_fail (CHESS_IS_WINDOW (self));

  g_set_object (&self->tablebase, tablebase);
  chess_play_set_tablebase (self->play, tablebase);
  chess_tablebase_panel_set_tablebase (CHESS_TABLEBASE_PANEL (self->tablebase_panel), tablebase);
}

GtkWidget *
chess_window_get_tablebase_panel (ChessWindow *self)
{
  g_return_val_if_fail (CHESS_IS_WINDOW (self), NULL);
  return self->tablebase_panel;
}

void
chess_window_analysis_init (ChessWindow *self)
{
  self->tablebase_panel = chess_tablebase_panel_new ();
  gtk_box_prepend (GTK_BOX (self->side_panel), self->tablebase_panel);   /* the analysis panel goes above */
  g_signal_connect (self->tablebase_panel, "move-chosen", G_CALLBACK (on_tablebase_move_chosen), self);

  /* The strip beside the board: the layout's second child (chess-window-layout.c). */
  self->eval_bar = chess_eval_bar_new ();
  gtk_widget_set_visible (self->eval_bar, FALSE);
  gtk_widget_insert_after (self->eval_bar, self->content_box,
                           gtk_widget_get_first_child (self->content_box));
}

void
chess_window_analysis_dispose (ChessWindow *self)
{
  if (self->analysis_panel)
    {
      chess_analysis_panel_set_active (CHESS_ANALYSIS_PANEL (self->analysis_panel), FALSE);
      chess_analysis_panel_set_game (CHESS_ANALYSIS_PANEL (self->analysis_panel), NULL);
      self->analysis_panel = NULL;
    }
  if (self->tablebase_panel)
    {
      chess_tablebase_panel_set_active (CHESS_TABLEBASE_PANEL (self->tablebase_panel), FALSE);
      chess_tablebase_panel_set_game (CHESS_TABLEBASE_PANEL (self->tablebase_panel), NULL);
      chess_tablebase_panel_set_tablebase (CHESS_TABLEBASE_PANEL (self->tablebase_panel), NULL);
      self->tablebase_panel = NULL;
    }
  g_clear_object (&self->tablebase);
  if (self->eval_bar)
    {
      gtk_widget_unparent (self->eval_bar);
      self->eval_bar = NULL;
    }
}

GtkWidget *
chess_window_get_analysis_panel (ChessWindow *self)
{
  g_return_val_if_fail (CHESS_IS_WINDOW (self), NULL);

  return self->analysis_panel;
}
