/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-window-annotate.c — writing into the game shown: the comment after
 * the current move (before the first move at the start) in a small editor
 * (Edit Comment…, Ctrl+E, also in the move list's menu), and the symbols of
 * the move and of the position (!, ?, !!, ??, !?, ?!; =, ∞, ⩲, ±, +−, …)
 * from the move list's menu or typed while the move is the current one:
 * "!" then "?" makes "!?", "+" then "=" makes "⩲", and a symbol typed again
 * on its own takes it away.  The comment's commands ([%clk], [%eval],
 * arrows) are not text: the editor shows only the words, and they stay.
 * Undo and Redo (Ctrl+Z, Shift+Ctrl+Z, the Take Back and Redo actions) take
 * back and make again these edits and the edits of the moves first, the
 * moves of the game only when there is no edit to take back: an edit
 * comes after the last move, as any move ends the edits' history. */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "chess-window-private.h"
#include "chess-digits.h"
#include "chess-move-letters.h"
#include "chess-pgn.h"

/* ---- the comment editor -------------------------------------------- */

typedef struct {
  ChessWindow *window;
  ChessGame *game;
  ChessNode *node;
  GtkTextBuffer *buffer;
} CommentEdit;

static void
comment_edit_free (CommentEdit *edit)
{
  g_object_unref (edit->game);
  g_object_unref (edit->buffer);
  g_free (edit);
}

static gboolean
node_in_tree (const ChessNode *node, const ChessNode *wanted)
{
  for (const ChessNode *child = node->first_child; child != NULL; child = child->next_sibling)
    if (child == wanted || node_in_tree (child, wanted))
      return TRUE;
  return FALSE;
}

static void
comment_response_cb (AdwMessageDialog *dialog, const char *response, CommentEdit *edit)
{
  const ChessRecord *record = chess_game_get_record (edit->game);
  GtkTextIter start, end;
  g_autofree char *text = NULL;

  /* The game may have gone (another file) or lost the move meanwhile. */
  if (!g_str_equal (response, "save") || edit->window->game != edit->game
      || (edit->node != record->root && !node_in_tree (record->root, edit->node)))
    return;
  gtk_text_buffer_get_bounds (edit->buffer, &start, &end);
  text = gtk_text_buffer_get_text (edit->buffer, &start, &end, FALSE);
  chess_game_set_comment (edit->game, edit->node, text);
}

/* "After 12… Nf3" in the interface's letters and digits. */
static char *
describe_place (ChessGame *game, ChessNode *node)
{
  ChessPosition before;
  ChessMoveLetters letters;
  char san[64];
  g_autofree char *number = NULL;

  if (node->parent == NULL)
    return g_strdup (_("Before the first move"));
  chess_record_position_at (chess_game_get_record (game), node->parent, &before);
  chess_move_letters_local (&letters);
  if (node->move == CHESS_MOVE_NULL || chess_move_to_san_letters (&before, node->move, &letters, san, sizeof san) == 0)
    g_strlcpy (san, "--", sizeof san);
  /* the move's number as the game counts it (a game may start with Black) */
  number = chess_digits_format ("%u", (unsigned) before.fullmove_number);
  if (chess_position_side_to_move (&before) == CHESS_WHITE)
    /* TRANSLATORS: where a comment stands: after White's move, as
     * "After 12. Nf3"; the first %s is the move's number, the second the move */
    return g_strdup_printf (_("After %s. %s"), number, san);
  /* TRANSLATORS: after Black's move, as "After 12… Nf3" */
  return g_strdup_printf (_("After %s… %s"), number, san);
}

static void
action_edit_comment (GtkWidget *widget, const char *name, GVariant *parameter)
{
  ChessWindow *self = CHESS_WINDOW (widget);
  ChessNode *node = chess_game_get_current_node (self->game);
  g_autofree char *place = describe_place (self->game, node);
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *view = gtk_text_view_new ();
  CommentEdit *edit = g_new0 (CommentEdit, 1);
  AdwMessageDialog *dialog;

  edit->window = self;
  edit->game = g_object_ref (self->game);
  edit->node = node;
  edit->buffer = g_object_ref (gtk_text_view_get_buffer (GTK_TEXT_VIEW (view)));
  gtk_text_buffer_set_text (edit->buffer, node->comment != NULL ? node->comment : "", -1);
  gtk_text_view_set_wrap_mode (GTK_TEXT_VIEW (view), GTK_WRAP_WORD_CHAR);
  gtk_text_view_set_accepts_tab (GTK_TEXT_VIEW (view), FALSE);
  gtk_text_view_set_top_margin (GTK_TEXT_VIEW (view), 6);
  gtk_text_view_set_bottom_margin (GTK_TEXT_VIEW (view), 6);
  gtk_text_view_set_left_margin (GTK_TEXT_VIEW (view), 6);
  gtk_text_view_set_right_margin (GTK_TEXT_VIEW (view), 6);
  gtk_accessible_update_property (GTK_ACCESSIBLE (view), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Comment"), -1);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), view);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_min_content_height (GTK_SCROLLED_WINDOW (scrolled), 120);
  gtk_widget_add_css_class (scrolled, "card");

  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self), _("Comment"), place));
  adw_message_dialog_add_responses (dialog, "cancel", _("_Cancel"), "save", _("_Save"), NULL);
  adw_message_dialog_set_response_appearance (dialog, "save", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, "save");
  adw_message_dialog_set_close_response (dialog, "cancel");
  adw_message_dialog_set_extra_child (dialog, scrolled);
  g_signal_connect_data (dialog, "response", G_CALLBACK (comment_response_cb), edit,
                         (GClosureNotify) (void (*) (void)) comment_edit_free, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  gtk_widget_grab_focus (view);
}

/* ---- symbols -------------------------------------------------------- */

static void
action_toggle_symbol (GtkWidget *widget, const char *name, GVariant *parameter)
{
  ChessWindow *self = CHESS_WINDOW (widget);

  self->symbol_typed[0] = '\0';
  chess_game_toggle_nag (self->game, chess_game_get_current_node (self->game), g_variant_get_byte (parameter));
}

gboolean
chess_window_annotate_typed (ChessWindow *self, gunichar c)
{
  ChessNode *node = chess_game_get_current_node (self->game);
  char longer[sizeof self->symbol_typed + 1];
  gboolean composed = FALSE;
  int nag = 0;

  if (c >= 128 || strchr ("!?=+-", (int) c) == NULL || c == 0 || node->parent == NULL)
    return FALSE;
  if (self->symbol_node != node)
    self->symbol_typed[0] = '\0';
  self->symbol_node = node;
  /* "!" then "?" is "!?", "+" then "=" is "+=": the longer symbol if the
   * keys make one, else this key begins anew */
  if (strlen (self->symbol_typed) + 1 < sizeof self->symbol_typed)
    {
      g_snprintf (longer, sizeof longer, "%s%c", self->symbol_typed, (char) c);
      nag = chess_nag_from_symbol (longer, strlen (longer));
      composed = nag > 0 && self->symbol_typed[0] != '\0';
    }
  if (nag <= 0)
    {
      g_snprintf (longer, sizeof longer, "%c", (char) c);
      nag = chess_nag_from_symbol (longer, 1);
    }
  g_strlcpy (self->symbol_typed, longer, sizeof self->symbol_typed);
  if (nag <= 0)
    {
      /* "+" or "-": the beginning of one, no edit of its own */
      self->symbol_serial = G_MAXUINT64;
      return TRUE;
    }
  if (composed)
    {
      for (guint i = 0; i < node->n_nags; i++)
        if (node->nags[i] == nag)
          return TRUE;
      /* it takes the place of the shorter one typed just before, as one
       * edit: Undo takes back "?!", not "!" and then "?" */
      if (self->symbol_serial == chess_game_get_change_serial (self->game))
        chess_game_undo_edit (self->game);
    }
  chess_game_toggle_nag (self->game, node, (guint8) nag);
  self->symbol_serial = chess_game_get_change_serial (self->game);
  return TRUE;
}

/* ---- undo and redo -------------------------------------------------- */

gboolean
chess_window_annotate_can_undo (ChessWindow *self, gboolean redo)
{
  ChessGame *game = chess_session_get_game (self->session);

  return redo ? chess_game_can_redo_edit (game) : chess_game_can_undo_edit (game);
}

gboolean
chess_window_annotate_undo (ChessWindow *self, gboolean redo)
{
  ChessNode *last = chess_game_get_last_node (self->game);

  if (!chess_window_annotate_can_undo (self, redo))
    return FALSE;
  chess_board_cancel_move (self->board);
  self->symbol_typed[0] = '\0';
  if (redo)
    chess_game_redo_edit (self->game);
  else
    chess_game_undo_edit (self->game);
  /* a review was of the old main line: it starts over */
  if (chess_game_get_last_node (self->game) != last)
    chess_window_review_reset (self);
  chess_window_update_board (self);
  return TRUE;
}

void
chess_window_annotate_update (ChessWindow *self)
{
  ChessGame *game = chess_session_get_game (self->session);
  ChessNode *current = chess_game_get_current_node (game);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.toggle-symbol", current->parent != NULL);
}

void
chess_window_annotate_install (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.edit-comment", NULL, action_edit_comment);
  gtk_widget_class_install_action (widget_class, "win.toggle-symbol", "y", action_toggle_symbol);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_e, GDK_CONTROL_MASK, "win.edit-comment", NULL);
}
