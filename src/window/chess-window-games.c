/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-window-games.c — the games of the window's file: opening a file
 * of many games shows its game list (a window of its own beside the
 * board), a row opens its game through the session (so Save writes it
 * back in place), the Games button shows the list again where it was.
 * Files dropped on the window open the same way (chess-window-clipboard.c
 * hands them to chess_window_open_document).
 *
 * The list of a file is kept while the window shows games of that file,
 * and made anew for another file. */
#include "config.h"

#include <glib/gi18n.h>

#include "chess-window-private.h"

/* A row opens its game: read alone at the place the index found it, once
 * the index knows the whole file (how many games, where the next starts). */
static void
on_game_chosen (ChessGameListWindow *list_window,
                ChessGameItem       *item,
                ChessWindow         *self)
{
  ChessGameIndex *index = chess_game_list_window_get_index (list_window);
  GFile *file = chess_game_index_get_file (index);
  guint64 number = chess_game_item_get_number (item);
  guint n = g_list_model_get_n_items (G_LIST_MODEL (index));
  ChessGameLocation location = { chess_game_item_get_offset (item), chess_game_item_get_line (item), -1, n,
                                 chess_game_index_get_access_points (index) };

  g_autoptr(ChessGameItem) last = n > 0 ? g_list_model_get_item (G_LIST_MODEL (index), n - 1) : NULL;
  g_autoptr(ChessGameItem) next = number < n ? g_list_model_get_item (G_LIST_MODEL (index), (guint) number) : NULL;

  gtk_widget_set_visible (GTK_WIDGET (list_window), FALSE);
  if (number < 1 || number > G_MAXUINT)
    return;
  /* The index lists every game of the file in order, the nth at n - 1. */
  if (!chess_game_index_get_complete (index) || chess_game_index_get_error (index) != NULL || number > n
      || chess_game_item_get_number (last) != n || (next != NULL && chess_game_item_get_number (next) != number + 1))
    {
      chess_window_open_file (self, file, (guint) (number - 1));
      return;
    }
  if (next != NULL)
    location.end = (gint64) chess_game_item_get_offset (next);
  chess_window_open_located (self, file, (guint) (number - 1), &location);
}

static void
drop_games (ChessWindow *self)
{
  if (self->games_window != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->games_window, self);
      gtk_window_destroy (GTK_WINDOW (self->games_window));
      self->games_window = NULL;
    }
}

/* The list of `file`, made if there is none for it yet. */
static ChessGameListWindow *
ensure_games (ChessWindow *self,
              GFile       *file)
{
  g_autoptr(ChessGameIndex) index = NULL;

  if (self->games_window != NULL
      && g_file_equal (chess_game_index_get_file (chess_game_list_window_get_index (self->games_window)), file))
    return self->games_window;
  drop_games (self);
  index = chess_game_index_new_for_file (file);
  self->games_window = chess_game_list_window_new (GTK_WINDOW (self), index);
  /* Belongs to the application (its accelerators work there, and the
   * test probe sees it), goes with this window. */
  gtk_window_set_destroy_with_parent (GTK_WINDOW (self->games_window), TRUE);
  gtk_window_set_application (GTK_WINDOW (self->games_window),
                              gtk_window_get_application (GTK_WINDOW (self)));
  g_signal_connect (self->games_window, "game-activated", G_CALLBACK (on_game_chosen), self);
  gtk_widget_set_visible (self->games_button, TRUE);
  return self->games_window;
}

/* The list shows the game the board shows, where there is one. */
static void
select_current_game (ChessWindow *self)
{
  GFile *file = chess_session_get_file (self->session);
  ChessGameIndex *index;

  if (self->games_window == NULL || file == NULL)
    return;
  index = chess_game_list_window_get_index (self->games_window);
  if (!g_file_equal (chess_game_index_get_file (index), file))
    return;
  chess_game_list_select_number (chess_game_list_window_get_list (self->games_window),
                                 chess_session_get_game_index (self->session) + 1);
}

static gboolean
session_has_many_games (ChessWindow *self)
{
  return chess_session_get_file (self->session) != NULL && chess_session_get_game_count (self->session) > 1;
}

static void
present_games (ChessWindow *self)
{
  ChessGameListWindow *games = self->games_window;

  if (session_has_many_games (self))
    games = ensure_games (self, chess_session_get_file (self->session));
  if (games == NULL)
    return;
  select_current_game (self);
  gtk_window_present (GTK_WINDOW (games));
  chess_game_list_focus_table (chess_game_list_window_get_list (games));
}

void
chess_window_games_opened (ChessWindow *self,
                           gboolean     show_list)
{
  if (!session_has_many_games (self))
    return;
  if (show_list)
    present_games (self);
  else
    select_current_game (self);
}

void
chess_window_show_games (ChessWindow *self)
{
  g_return_if_fail (CHESS_IS_WINDOW (self));
  present_games (self);
}

static void
update_games_action (ChessWindow *self)
{
  gboolean any = self->games_window != NULL || session_has_many_games (self);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.show-games", any);
  gtk_widget_set_visible (self->games_button, any);
}

static void
action_show_games (GtkWidget  *widget,
                   const char *name,
                   GVariant   *parameter)
{
  present_games (CHESS_WINDOW (widget));
}

void
chess_window_games_install (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.show-games", NULL, action_show_games);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_g, GDK_CONTROL_MASK, "win.show-games", NULL);
}

void
chess_window_games_init (ChessWindow *self)
{
  self->games_button = gtk_button_new_from_icon_name ("view-list-bullet-symbolic");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->games_button), "win.show-games");
  gtk_widget_set_tooltip_text (self->games_button, _("Games of This File (Ctrl+G)"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->games_button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Games"), -1);
  gtk_widget_set_visible (self->games_button, FALSE);
  adw_header_bar_pack_end (ADW_HEADER_BAR (self->header_bar), self->games_button);
}

/* Once the session is known (the window's constructor). */
void
chess_window_games_watch (ChessWindow *self)
{
  g_signal_connect_swapped (self->session, "notify::file", G_CALLBACK (update_games_action), self);
  g_signal_connect_swapped (self->session, "notify::game-count", G_CALLBACK (update_games_action), self);
  g_signal_connect_swapped (self->session, "notify::game-index", G_CALLBACK (select_current_game), self);
  update_games_action (self);
}

void
chess_window_games_dispose (ChessWindow *self)
{
  drop_games (self);
}

GtkWindow *
chess_window_get_games_window (ChessWindow *self)
{
  g_return_val_if_fail (CHESS_IS_WINDOW (self), NULL);
  return self->games_window != NULL ? GTK_WINDOW (self->games_window) : NULL;
}
