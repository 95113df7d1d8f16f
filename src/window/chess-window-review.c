/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-window-review.c — Review Game in the window: a budget chosen in a
 * small dialog, then ChessPlay runs the review in the background while the
 * user browses; this file shows it: its progress and Cancel under the move
 * list, the evaluation graph filling in as positions are done (a click on
 * it goes to that move, the current move marked); at the end ChessPlay
 * has written the review into the game, and chess-window-review-marks.c
 * shows it from there. */
#include "config.h"

#include "chess-window-private.h"

#include <glib/gi18n.h>
#include "chess-accessible-fixes.h"
#include "chess-eval-graph.h"
#include "chess-review.h"

/* Budgets offered, in nodes per position; the second is the default. */
static const guint64 budgets[] = { 80000, CHESS_REVIEW_DEFAULT_NODES, 1000000 };

static ChessNode *
main_line_node (ChessGame *game, guint ply)
{
  ChessNode *node = chess_game_get_record (game)->root;

  for (guint i = 0; i < ply && node->first_child; i++)
    node = node->first_child;
  return node;
}

/* The graph marks the current move when it is on the main line. */
void
chess_window_review_update (ChessWindow *self)
{
  ChessNode *node;

  if (self->eval_graph == NULL || self->game == NULL)
    return;
  node = chess_game_get_current_node (self->game);
  if (chess_node_is_main_line (node))
    chess_eval_graph_set_current_ply (CHESS_EVAL_GRAPH (self->eval_graph), (guint) chess_node_ply (node));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.review-game",
                                 chess_play_get_review (self->play) == NULL && chess_window_analysis_allowed (self)
                                 && chess_game_has_moves (self->game));
  chess_window_update_result_choices (self);
  chess_window_puzzles_update (self);
  chess_window_review_marks_show (self);
}

static void
on_ply_activated (ChessEvalGraph *graph, guint ply, ChessWindow *self)
{
  chess_game_go_to_node (self->game, main_line_node (self->game, ply));
}

static void
on_review_progress (ChessPlay   *play,
                    guint        done,
                    guint        total,
                    ChessWindow *self)
{
  ChessReview *review = chess_play_get_review (play);

  chess_eval_graph_set_eval (CHESS_EVAL_GRAPH (self->eval_graph), done - 1,
                             chess_review_get_positions (review)[done - 1].eval);
  gtk_progress_bar_set_fraction (GTK_PROGRESS_BAR (self->review_progress), (double) done / total);
}

static void
on_review_finished (ChessPlay   *play,
                    double       white_accuracy,
                    double       black_accuracy,
                    ChessWindow *self)
{
  /* the summary, the graph's dots: from what the review wrote into the
   * game (chess-window-review-marks.c) */
  gtk_widget_set_visible (self->review_bar, FALSE);
  chess_window_review_update (self);
}

static void
on_review_failed (ChessPlay    *play,
                  const GError *error,
                  ChessWindow  *self)
{
  gtk_widget_set_visible (self->review_bar, FALSE);
  chess_window_show_problems (self, GTK_MESSAGE_ERROR, _("The review stopped"), error->message);
  chess_window_review_update (self);
}

static void
start_review (ChessWindow *self, guint64 nodes)
{
  guint n;

  if (!chess_play_review_start (self->play, NULL, nodes))
    return;
  n = chess_review_get_n_positions (chess_play_get_review (self->play));
  chess_eval_graph_set_n_plies (CHESS_EVAL_GRAPH (self->eval_graph), 0);
  chess_eval_graph_set_n_plies (CHESS_EVAL_GRAPH (self->eval_graph), n - 1);
  gtk_widget_set_visible (self->eval_graph, TRUE);
  gtk_progress_bar_set_fraction (GTK_PROGRESS_BAR (self->review_progress), 0);
  gtk_widget_set_visible (self->review_bar, TRUE);
  gtk_widget_set_visible (self->review_summary, FALSE);
  chess_window_review_update (self);
}

static void
budget_response_cb (AdwMessageDialog *dialog, const char *response, ChessWindow *self)
{
  GtkDropDown *choice = GTK_DROP_DOWN (adw_message_dialog_get_extra_child (dialog));
  guint selected = gtk_drop_down_get_selected (choice);

  if (g_str_equal (response, "review") && selected < G_N_ELEMENTS (budgets))
    start_review (self, budgets[selected]);
}

static void
action_review_game (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  ChessWindow *self = CHESS_WINDOW (widget);
  const char *choices[] = { _("Quick"), _("Normal"), _("Thorough"), NULL };
  AdwMessageDialog *dialog;
  GtkWidget *choice;

  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self), _("Review Game"),
                                                       _("The engine looks at every move of the main line. "
                                                         "You can go on browsing meanwhile.")));
  adw_message_dialog_add_responses (dialog, "cancel", _("_Cancel"), "review", _("_Review"), NULL);
  adw_message_dialog_set_response_appearance (dialog, "review", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, "review");
  adw_message_dialog_set_close_response (dialog, "cancel");
  choice = gtk_drop_down_new_from_strings (choices);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (choice), 1);
  gtk_widget_set_halign (choice, GTK_ALIGN_CENTER);
  chess_drop_down_set_name (choice, _("Depth of the review"));
  adw_message_dialog_set_extra_child (dialog, choice);
  g_signal_connect (dialog, "response", G_CALLBACK (budget_response_cb), self);
  gtk_window_present (GTK_WINDOW (dialog));
  /* Return reviews with the default depth: the focus goes from the depth
   * (the first widget that takes it) to Review. */
  gtk_widget_grab_focus (gtk_window_get_default_widget (GTK_WINDOW (dialog)));
}

static void
cancel_clicked_cb (GtkButton *button, ChessWindow *self)
{
  chess_play_review_cancel (self->play);
  gtk_widget_set_visible (self->review_bar, FALSE);
}

/* A new game (ChessPlay has stopped the old one's review): the view
 * starts from nothing. */
void
chess_window_review_reset (ChessWindow *self)
{
  if (self->eval_graph)
    {
      chess_eval_graph_set_n_plies (CHESS_EVAL_GRAPH (self->eval_graph), 0);
      gtk_widget_set_visible (self->eval_graph, FALSE);
      gtk_widget_set_visible (self->review_bar, FALSE);
      gtk_widget_set_visible (self->review_summary, FALSE);
    }
  chess_window_review_update (self);
}

void
chess_window_review_init (ChessWindow *self)
{
  GtkWidget *cancel, *card, *row;

  self->eval_graph = chess_eval_graph_new ();
  gtk_widget_set_visible (self->eval_graph, FALSE);
  g_signal_connect (self->eval_graph, "ply-activated", G_CALLBACK (on_ply_activated), self);

  self->review_bar = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  self->review_progress = gtk_progress_bar_new ();
  gtk_widget_set_hexpand (self->review_progress, TRUE);
  gtk_widget_set_valign (self->review_progress, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->review_progress), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Review progress"), -1);
  cancel = gtk_button_new_with_mnemonic (_("_Cancel"));
  g_signal_connect (cancel, "clicked", G_CALLBACK (cancel_clicked_cb), self);
  gtk_box_append (GTK_BOX (self->review_bar), self->review_progress);
  gtk_box_append (GTK_BOX (self->review_bar), cancel);
  gtk_widget_set_visible (self->review_bar, FALSE);

  /* each side's accuracy and loss in short lines beside the graph (the
   * whole sentences in its tooltip and for a screen reader:
   * chess-window-review-marks.c) */
  self->review_summary = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (self->review_summary), 0);
  gtk_label_set_selectable (GTK_LABEL (self->review_summary), TRUE);
  gtk_widget_set_valign (self->review_summary, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (self->review_summary, "caption");
  gtk_widget_set_visible (self->review_summary, FALSE);
  gtk_widget_set_hexpand (self->eval_graph, TRUE);
  row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_box_append (GTK_BOX (row), self->eval_graph);
  gtk_box_append (GTK_BOX (row), self->review_summary);

  /* Under the move list's card: the graph and the summary side by side
   * (the moves keep the height of the summary's lines), the progress. */
  card = GTK_WIDGET (self->side_stack);
  gtk_box_insert_child_after (GTK_BOX (self->side_panel), row, card);
  gtk_box_insert_child_after (GTK_BOX (self->side_panel), self->review_bar, row);
}

/* The play exists once the window is constructed. */
void
chess_window_review_watch (ChessWindow *self)
{
  g_signal_connect_object (self->play, "review-progress", G_CALLBACK (on_review_progress), self, 0);
  g_signal_connect_object (self->play, "review-finished", G_CALLBACK (on_review_finished), self, 0);
  g_signal_connect_object (self->play, "review-failed", G_CALLBACK (on_review_failed), self, 0);
  g_signal_connect_object (self->play, "review-stopped", G_CALLBACK (chess_window_review_reset), self,
                           G_CONNECT_SWAPPED);
}

void
chess_window_review_dispose (ChessWindow *self)
{
  if (self->play != NULL)
    chess_play_review_cancel (self->play);
}

static gboolean
review_key (GtkWidget *widget, GVariant *args, gpointer user_data)
{
  ChessWindow *self = CHESS_WINDOW (widget);

  if (chess_window_analysis_explain_refusal (self))
    return TRUE;
  if (!chess_game_has_moves (self->game))
    chess_window_show_toast (self, _("There are no moves to review yet"));
  else if (chess_play_get_review (self->play) != NULL)
    chess_window_show_toast (self, _("The review is running: its progress is under the moves"));
  else
    gtk_widget_activate_action (widget, "win.review-game", NULL);
  return TRUE;
}

void
chess_window_review_install (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.review-game", NULL, action_review_game);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_r, GDK_CONTROL_MASK | GDK_SHIFT_MASK, review_key, NULL);
}
