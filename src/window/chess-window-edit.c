/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-window-edit.c — editing the moves from the window: the actions of
 * the move list's menu (data/ui/chess-move-menu.ui) and their keys, on the
 * current move.  What may be edited is the session's to say
 * (chess_session_can_edit_moves); a deletion is said in a toast that can
 * put it back.  Also the keys into the side lines: Alt+Down and Alt+Up
 * show the next and the previous move played from the same position (the
 * main line's move and its variations, in the move list's order), so
 * that the keyboard reaches every line that Left and Right then follow. */
#include "config.h"

#include <glib/gi18n.h>

#include "chess-window-private.h"

static const struct {
  const char *action;
  ChessMoveEdit edit;
} edit_actions[] = {
  { "win.delete-from-here", CHESS_MOVE_EDIT_DELETE_FROM },
  { "win.delete-variation", CHESS_MOVE_EDIT_DELETE_VARIATION },
  { "win.promote-variation", CHESS_MOVE_EDIT_PROMOTE_VARIATION },
  { "win.make-main-line", CHESS_MOVE_EDIT_MAKE_MAIN_LINE },
};

void
chess_window_edit_update (ChessWindow *self)
{
  /* The session's game: while another game takes the session's place,
   * the window may still follow the old one. */
  ChessNode *current = chess_game_get_current_node (chess_session_get_game (self->session));

  for (guint i = 0; i < G_N_ELEMENTS (edit_actions); i++)
    gtk_widget_action_set_enabled (GTK_WIDGET (self), edit_actions[i].action,
                                   chess_session_can_edit_moves (self->session, edit_actions[i].edit, current));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.undo-delete",
                                 chess_session_can_undo_delete (self->session));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.next-variation", current->next_sibling != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.previous-variation",
                                 current->parent != NULL && current->parent->first_child != current);
}

/* The move before `node` among the moves from the same position. */
static ChessNode *
previous_sibling (ChessNode *node)
{
  ChessNode *sibling;

  if (node->parent == NULL || node->parent->first_child == node)
    return NULL;
  for (sibling = node->parent->first_child; sibling->next_sibling != node; sibling = sibling->next_sibling)
    ;
  return sibling;
}

static void
action_choose_variation (GtkWidget  *widget,
                         const char *name,
                         GVariant   *parameter)
{
  ChessWindow *self = CHESS_WINDOW (widget);
  ChessNode *current = chess_game_get_current_node (self->game);
  ChessNode *target = g_str_equal (name, "win.next-variation") ? current->next_sibling
                                                                : previous_sibling (current);

  if (target == NULL)
    return;
  chess_board_cancel_move (self->board);
  chess_game_go_to_node (self->game, target);
}

/* After an edit: the views that do not follow the tree by themselves.  A
 * review was of the old main line: it starts over. */
static void
edited (ChessWindow *self,
        ChessNode   *last_before)
{
  /* Edits allocate no node and free none (a deleted line is kept for its
   * undo), so another end of the main line is another main line. */
  if (chess_game_get_last_node (self->game) != last_before)
    chess_window_review_reset (self);
  chess_window_update_board (self);
  /* the actions follow the play's "changed" */
}

static void
show_undo_toast (ChessWindow *self,
                 guint        deleted)
{
  g_autofree char *title = NULL;

  if (self->undo_toast != NULL)
    adw_toast_dismiss (self->undo_toast);
  title = g_strdup_printf (ngettext ("%u move deleted", "%u moves deleted", deleted), deleted);
  self->undo_toast = adw_toast_new (title);
  adw_toast_set_button_label (self->undo_toast, _("_Undo"));
  adw_toast_set_action_name (self->undo_toast, "win.undo-delete");
  g_object_add_weak_pointer (G_OBJECT (self->undo_toast), (gpointer *) &self->undo_toast);
  adw_toast_overlay_add_toast (self->toast_overlay, self->undo_toast);
}

static void
action_edit_moves (GtkWidget  *widget,
                   const char *name,
                   GVariant   *parameter)
{
  ChessWindow *self = CHESS_WINDOW (widget);
  const ChessRecord *record = chess_game_get_record (self->game);
  ChessNode *last = chess_game_get_last_node (self->game);
  size_t nodes = chess_record_count_nodes (record);

  for (guint i = 0; i < G_N_ELEMENTS (edit_actions); i++)
    {
      ChessMoveEdit edit = edit_actions[i].edit;

      if (!g_str_equal (name, edit_actions[i].action))
        continue;
      chess_board_cancel_move (self->board);
      if (!chess_session_edit_moves (self->session, edit, chess_game_get_current_node (self->game)))
        return;
      if (edit == CHESS_MOVE_EDIT_DELETE_FROM || edit == CHESS_MOVE_EDIT_DELETE_VARIATION)
        show_undo_toast (self, (guint) (nodes - chess_record_count_nodes (record)));
      edited (self, last);
      return;
    }
  g_return_if_reached ();
}

static void
action_undo_delete (GtkWidget  *widget,
                    const char *name,
                    GVariant   *parameter)
{
  ChessWindow *self = CHESS_WINDOW (widget);
  ChessNode *last = chess_game_get_last_node (self->game);

  chess_board_cancel_move (self->board);
  if (!chess_session_undo_delete (self->session))
    return;
  if (self->undo_toast != NULL)
    adw_toast_dismiss (self->undo_toast);
  edited (self, last);
}

void
chess_window_edit_init (ChessWindow *self)
{
  g_autoptr(GtkBuilder) builder = gtk_builder_new_from_resource ("/com/example/Chess/ui/chess-move-menu.ui");

  chess_move_list_view_set_menu_model (self->move_list,
                                       G_MENU_MODEL (gtk_builder_get_object (builder, "move_menu")));
}

void
chess_window_edit_dispose (ChessWindow *self)
{
  if (self->undo_toast != NULL)
    g_object_remove_weak_pointer (G_OBJECT (self->undo_toast), (gpointer *) &self->undo_toast);
  self->undo_toast = NULL;
}

/* Keys of the window, after the focus widget had its chance (an entry
 * keeps its own Delete). */
void
chess_window_edit_install (GtkWidgetClass *widget_class)
{
  for (guint i = 0; i < G_N_ELEMENTS (edit_actions); i++)
    gtk_widget_class_install_action (widget_class, edit_actions[i].action, NULL, action_edit_moves);
  gtk_widget_class_install_action (widget_class, "win.undo-delete", NULL, action_undo_delete);
  gtk_widget_class_install_action (widget_class, "win.next-variation", NULL, action_choose_variation);
  gtk_widget_class_install_action (widget_class, "win.previous-variation", NULL, action_choose_variation);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Delete, 0, "win.delete-from-here", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Delete, 0, "win.delete-from-here", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Delete, GDK_CONTROL_MASK,
                                       "win.delete-variation", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Up, GDK_CONTROL_MASK,
                                       "win.promote-variation", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Up, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "win.make-main-line", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Down, GDK_ALT_MASK, "win.next-variation", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Down, GDK_ALT_MASK, "win.next-variation", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Up, GDK_ALT_MASK, "win.previous-variation", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Up, GDK_ALT_MASK, "win.previous-variation", NULL);
}
