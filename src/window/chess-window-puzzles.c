/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-window-puzzles.c — the main window and the puzzle trainer:
 * "Learn from Your Mistakes" once the game carries a review (the game,
 * the user's side and where it comes from handed to the application,
 * which opens the trainer: action "app.learn-from-mistakes"), and a
 * puzzle's line opened on an analysis board. */
#include "config.h"

#include "chess-window-private.h"

#include <glib/gi18n.h>
#include <stdlib.h>

#include "chess-mistake-puzzle.h"
#include "chess-mistake-rules.h"
#include "chess-pgn.h"

/* A review is on every move of the main line (a mate needs none). */
static gboolean
game_is_reviewed (ChessWindow *self)
{
  if (self->game == NULL)
    return FALSE;
  guint reviewed;
  g_autoptr (GArray) evals = chess_mistake_record_evals (chess_game_get_record (self->game), &reviewed);
  return evals->len > 2 && reviewed + 1 >= evals->len;
}

void
chess_window_puzzles_update (ChessWindow *self)
{
  gboolean reviewed = self->play != NULL && chess_play_get_review (self->play) == NULL && game_is_reviewed (self);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.learn-from-mistakes", reviewed);
  if (self->learn_button)
    gtk_widget_set_visible (self->learn_button, reviewed);
}

/* The user's side: by the names in the settings, else the side at the
 * bottom of the board, as lichess does. */
static ChessMistakeSides
user_sides (ChessWindow *self, const ChessRecord *record)
{
  g_auto (GStrv) names = g_settings_get_strv (self->settings, "player-names");
  ChessMistakeSides sides = chess_mistake_sides_of_user (record, (const char *const *) names);
  if (sides != 0)
    return sides;
  return self->flipped ? CHESS_MISTAKE_SIDE_BLACK : CHESS_MISTAKE_SIDE_WHITE;
}

static void
action_learn (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  ChessWindow *self = CHESS_WINDOW (widget);
  if (!game_is_reviewed (self))
    return;
  const ChessRecord *record = chess_game_get_record (self->game);
  char *pgn = chess_pgn_record_to_string (record, CHESS_PGN_WRITE_DEFAULT, NULL);
  GFile *file = chess_session_get_file (self->session);
  g_autofree char *source = file ? chess_mistake_puzzle_file_source (file, chess_session_get_game_index (self->session) + 1)
                                 : g_strdup ("");
  gtk_widget_activate_action (widget, "app.learn-from-mistakes", "(sus)", pgn,
                              (guint32) user_sides (self, record), source);
  free (pgn);
}

/* ---- a puzzle's line ---- */

static void
open_line_now (ChessWindow *self, gpointer data)
{
  const ChessRecord *line = data;
  g_autoptr (GError) error = NULL;
  const char *fen = chess_record_get_tag (line, "FEN");
  if (!chess_session_new_analysis_board (self->session, fen, &error))
    {
      chess_window_show_problems (self, GTK_MESSAGE_ERROR, _("The puzzle’s line cannot be opened"),
                                  error->message);
      return;
    }
  ChessNode *after_first = NULL;
  for (const ChessNode *node = line->root->first_child; node; node = node->first_child)
    {
      if (!chess_session_play_move (self->session, node->move, &error))
        break;
      if (after_first == NULL)
        after_first = chess_game_get_current_node (self->game);
    }
  /* At the solver's first position, the line ahead to step through. */
  if (after_first != NULL)
    chess_game_go_to_node (self->game, after_first);
  chess_window_set_analysis (self, TRUE);
}

void
chess_window_analyse_line (ChessWindow *self, const char *pgn)
{
  ChessRecord **games = NULL;
  size_t n = chess_pgn_read_string (pgn, strlen (pgn), &games, NULL, NULL);
  if (n > 0)
    chess_window_confirm_discard (self, open_line_now, g_steal_pointer (&games[0]),
                                  (GDestroyNotify) chess_record_free);
  for (size_t i = 0; i < n; i++)
    if (games[i] != NULL)
      chess_record_free (games[i]);
  free (games);
}

void
chess_window_puzzles_init (ChessWindow *self)
{
  /* An icon at the end of the graph's row (chess-window-review.c): the
   * moves keep the height of a row of its own; the main menu has it by
   * name. */
  self->learn_button = gtk_button_new_from_icon_name ("applications-games-symbolic");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->learn_button), "win.learn-from-mistakes");
  gtk_widget_set_tooltip_text (self->learn_button, _("Solve the positions of your mistakes as puzzles"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->learn_button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Learn from Your Mistakes"), -1);
  gtk_widget_set_valign (self->learn_button, GTK_ALIGN_START);
  gtk_widget_set_visible (self->learn_button, FALSE);
  gtk_box_append (GTK_BOX (gtk_widget_get_parent (self->eval_graph)), self->learn_button);
  chess_window_puzzles_update (self);
}

void
chess_window_puzzles_install (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.learn-from-mistakes", NULL, action_learn);
}
