/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-window-review-marks.c — a reviewed game's marks in the window, as
 * lichess players read them, taken from the game itself
 * (chess-review-marks.h) so that a game reviewed here and one exported
 * from lichess with its analysis show alike: the evaluation graph with
 * each judged move as a coloured dot, each side's accuracy, average
 * centipawn loss and counts in the summary, and "next mistake" and
 * "previous mistake" (Alt+Right and Alt+Left as the moves read, and
 * buttons under the summary) for the side chosen there, or both; at a
 * judged move, the better move as an arrow on the board (unless the
 * analysis or a hint has the board's arrows). */
#include "config.h"

#include "chess-window-private.h"

#include <glib/gi18n.h>
#include "chess-accessible-fixes.h"
#include "chess-digits.h"
#include "chess-eval-graph.h"
#include "chess-review-marks.h"

static char *
describe_side (const char *name, const ChessReviewSide *side)
{
  g_autofree char *inaccuracies = chess_digits_format ("%u", side->inaccuracies);
  g_autofree char *mistakes = chess_digits_format ("%u", side->mistakes);
  g_autofree char *blunders = chess_digits_format ("%u", side->blunders);
  g_autofree char *accuracy = NULL;
  g_autofree char *loss = NULL;

  if (side->accuracy < 0 || side->average_cp_loss < 0)
    /* Translators: "White: inaccuracies 2, mistakes 1, blunders 0". */
    return g_strdup_printf (_("%s: inaccuracies %s, mistakes %s, blunders %s"), name, inaccuracies, mistakes,
                            blunders);
  accuracy = chess_digits_format ("%.0f", side->accuracy);
  loss = chess_digits_format ("%d", side->average_cp_loss);
  /* Translators: "White: accuracy 87 %, average centipawn loss 23,
   * inaccuracies 2, mistakes 1, blunders 0" (lichess's "ACPL"). */
  return g_strdup_printf (_("%s: accuracy %s %%, average centipawn loss %s, inaccuracies %s, mistakes %s, "
                            "blunders %s"),
                          name, accuracy, loss, inaccuracies, mistakes, blunders);
}

/* The same in short: "White 87 %" and "loss 23" on the next line (the
 * counts show as the graph's dots). */
static char *
describe_side_briefly (const char *name, const ChessReviewSide *side)
{
  g_autofree char *accuracy = NULL;
  g_autofree char *loss = NULL;

  if (side->accuracy < 0 || side->average_cp_loss < 0)
    return g_strdup (name);
  accuracy = chess_digits_format ("%.0f", side->accuracy);
  loss = chess_digits_format ("%d", side->average_cp_loss);
  /* Translators: beside the review's graph, short: "White 87 %" and on
   * the next line "loss 23" (the average centipawn loss). */
  return g_strdup_printf (_("%s %s %%\nloss %s"), name, accuracy, loss);
}

static ChessEvalGraphMark
graph_mark (ChessJudgement judgement)
{
  switch (judgement)
    {
    case CHESS_JUDGEMENT_INACCURACY: return CHESS_EVAL_GRAPH_MARK_INACCURACY;
    case CHESS_JUDGEMENT_MISTAKE: return CHESS_EVAL_GRAPH_MARK_MISTAKE;
    case CHESS_JUDGEMENT_BLUNDER: return CHESS_EVAL_GRAPH_MARK_BLUNDER;
    case CHESS_JUDGEMENT_NONE:
    default: return CHESS_EVAL_GRAPH_MARK_NONE;
    }
}

/* At a judged move of the main line, its better move as an arrow (drawn
 * on the position after the move played, as chess.com and lichess's
 * review do); elsewhere the arrow goes.  The analysis's lines and a hint
 * have the arrows while they show. */
static void
show_better_move (ChessWindow *self, GArray *marks)
{
  ChessNode *current = chess_game_get_current_node (self->game);
  const ChessReviewMark *at = NULL;

  if (self->analysis_on || self->previewing || self->hint_shown)
    {
      self->better_move_shown = FALSE;
      return;
    }
  for (guint i = 0; marks != NULL && i < marks->len; i++)
    if (g_array_index (marks, ChessReviewMark, i).node == current)
      at = &g_array_index (marks, ChessReviewMark, i);
  if (at != NULL && at->judgement != CHESS_JUDGEMENT_NONE && at->better != CHESS_MOVE_NONE)
    {
      ChessPosition before;
      ChessBoardArrow arrow = { 0, 0, 1.0 };

      chess_record_position_at (chess_game_get_record (self->game), current->parent, &before);
      arrow.from = (guint8) chess_move_from (at->better);
      arrow.to = (guint8) chess_move_king_destination (&before, at->better);
      chess_board_set_arrows (self->board, &arrow, 1);
      self->better_move_shown = TRUE;
    }
  else if (self->better_move_shown)
    {
      chess_board_set_arrows (self->board, NULL, 0);
      self->better_move_shown = FALSE;
    }
}

/* The bar (a drop-down and two buttons, a few percent of the window's
 * making) is built when a game first has judged moves, not with the
 * window: right under the review's progress bar, as the layout wants it. */
static void
ensure_mistake_bar (ChessWindow *self)
{
  const char *sides[] = { _("Both Sides"), _("White"), _("Black"), NULL };
  GtkWidget *previous, *next, *buttons, *label;

  if (self->mistake_bar != NULL)
    return;
  self->mistake_bar = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  label = gtk_label_new (_("Mistakes"));
  gtk_widget_add_css_class (label, "caption");
  self->mistake_side = gtk_drop_down_new_from_strings (sides);
  chess_drop_down_set_name (self->mistake_side, _("Whose mistakes to go to"));
  buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  gtk_widget_add_css_class (buttons, "linked");
  previous = gtk_button_new_from_icon_name ("go-previous-symbolic");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (previous), "win.previous-mistake");
  gtk_widget_set_tooltip_text (previous, _("Previous Mistake"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (previous), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Previous Mistake"), -1);
  next = gtk_button_new_from_icon_name ("go-next-symbolic");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (next), "win.next-mistake");
  gtk_widget_set_tooltip_text (next, _("Next Mistake"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (next), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Next Mistake"), -1);
  gtk_box_append (GTK_BOX (buttons), previous);
  gtk_box_append (GTK_BOX (buttons), next);
  gtk_box_append (GTK_BOX (self->mistake_bar), label);
  gtk_box_append (GTK_BOX (self->mistake_bar), self->mistake_side);
  gtk_box_append (GTK_BOX (self->mistake_bar), buttons);
  gtk_widget_set_visible (self->mistake_bar, FALSE);
  gtk_box_insert_child_after (GTK_BOX (self->side_panel), self->mistake_bar, self->review_bar);
}

/* The graph, the summary and the mistake keys from the game's record;
 * while a review runs, the graph is the review's. */
void
chess_window_review_marks_show (ChessWindow *self)
{
  ChessEvalGraph *graph = CHESS_EVAL_GRAPH (self->eval_graph);
  g_autoptr (GArray) marks = NULL;
  ChessReviewSide sides[2];
  guint judged = 0, evaluated = 0;
  gboolean complete;

  if (self->eval_graph == NULL || self->game == NULL)
    return;
  if (self->play != NULL && chess_play_get_review (self->play) != NULL)
    {
      if (self->mistake_bar != NULL)
        gtk_widget_set_visible (self->mistake_bar, FALSE);
      show_better_move (self, NULL);
      return;
    }
  marks = chess_review_marks_read (chess_game_get_record (self->game), sides, &complete);
  show_better_move (self, marks);
  for (guint i = 0; i < marks->len; i++)
    {
      const ChessReviewMark *mark = &g_array_index (marks, ChessReviewMark, i);

      judged += mark->judgement != CHESS_JUDGEMENT_NONE;
      evaluated += mark->eval.kind != CHESS_EVAL_NONE;
    }
  /* a graph without an evaluation would be a flat line */
  if (evaluated > 0)
    {
      chess_eval_graph_set_n_plies (graph, marks->len);
      chess_eval_graph_set_eval (graph, 0, chess_eval_cp (CHESS_EVAL_CP_INITIAL));
      for (guint i = 0; i < marks->len; i++)
        {
          const ChessReviewMark *mark = &g_array_index (marks, ChessReviewMark, i);

          chess_eval_graph_set_eval (graph, i + 1, mark->eval);
          chess_eval_graph_set_mark (graph, i + 1, graph_mark (mark->judgement));
        }
    }
  gtk_widget_set_visible (self->eval_graph, evaluated > 0);
  if (judged > 0 || complete)
    {
      g_autofree char *white = describe_side (_("White"), &sides[CHESS_WHITE]);
      g_autofree char *black = describe_side (_("Black"), &sides[CHESS_BLACK]);
      g_autofree char *summary = g_strjoin ("\n", white, black, NULL);
      g_autofree char *white_short = describe_side_briefly (_("White"), &sides[CHESS_WHITE]);
      g_autofree char *black_short = describe_side_briefly (_("Black"), &sides[CHESS_BLACK]);
      g_autofree char *brief = g_strjoin ("\n", white_short, black_short, NULL);

      gtk_label_set_text (GTK_LABEL (self->review_summary), brief);
      gtk_widget_set_tooltip_text (self->review_summary, summary);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->review_summary), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      summary, -1);
    }
  gtk_widget_set_visible (self->review_summary, judged > 0 || complete);
  if (judged > 0)
    ensure_mistake_bar (self);
  if (self->mistake_bar != NULL)
    gtk_widget_set_visible (self->mistake_bar, judged > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.next-mistake", judged > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.previous-mistake", judged > 0);
}

/* The sides chosen beside the buttons: both, White, Black. */
static guint
chosen_sides (ChessWindow *self)
{
  switch (self->mistake_side != NULL ? gtk_drop_down_get_selected (GTK_DROP_DOWN (self->mistake_side)) : 0)
    {
    case 1: return CHESS_REVIEW_SIDE_BIT (CHESS_WHITE);
    case 2: return CHESS_REVIEW_SIDE_BIT (CHESS_BLACK);
    default: return CHESS_REVIEW_BOTH_SIDES;
    }
}

static void
go_to_mistake (ChessWindow *self, gboolean forward)
{
  ChessNode *node;

  if (self->game == NULL)
    return;
  node = chess_review_marks_next (chess_game_get_record (self->game), chess_game_get_current_node (self->game),
                                  forward, chosen_sides (self));
  if (node == NULL)
    chess_window_show_toast (self, forward ? _("No mistake after this move") : _("No mistake before this move"));
  else
    chess_game_go_to_node (self->game, node);
}

static void
action_next_mistake (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  go_to_mistake (CHESS_WINDOW (widget), TRUE);
}

static void
action_previous_mistake (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  go_to_mistake (CHESS_WINDOW (widget), FALSE);
}

/* Alt+Right and Alt+Left as the moves read (mirrored right to left); a
 * game without judged moves says how to get them. */
static gboolean
mistake_key (GtkWidget *widget, GVariant *args, gpointer user_data)
{
  ChessWindow *self = CHESS_WINDOW (widget);
  gboolean right = g_variant_get_boolean (args);
  gboolean rtl = gtk_widget_get_direction (widget) == GTK_TEXT_DIR_RTL;

  if (self->mistake_bar == NULL || !gtk_widget_get_visible (self->mistake_bar))
    {
      chess_window_show_toast (self, _("No move of this game is marked as a mistake: review it first"));
      return TRUE;
    }
  go_to_mistake (self, right != rtl);
  return TRUE;
}

void
chess_window_review_marks_install (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.next-mistake", NULL, action_next_mistake);
  gtk_widget_class_install_action (widget_class, "win.previous-mistake", NULL, action_previous_mistake);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Right, GDK_ALT_MASK, mistake_key, "b", TRUE);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_KP_Right, GDK_ALT_MASK, mistake_key, "b", TRUE);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Left, GDK_ALT_MASK, mistake_key, "b", FALSE);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_KP_Left, GDK_ALT_MASK, mistake_key, "b", FALSE);
}
