/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-window-library.c — the window and the user's library of games:
 * the Explorer page of the side panel (the moves played from the position
 * shown, in the library or in the game's file; a move clicked is played,
 * a game clicked opens), the Library window (main menu → Library, Import
 * to Library…), a game finished here that could not be added to the
 * library (ChessPlay adds them) named in a banner, a library that
 * cannot be opened named in a banner with a way out (moved aside for a
 * new one, or, damaged, rebuilt from what can be read), and one that can
 * only be read said so in a banner of its own.
 *
 * Everything goes through the application's ChessLibraryService, so no
 * query or change of the library runs on this thread. */
#include "config.h"

#include <glib/gi18n.h>

#include "chess-window-private.h"

#include "chess-digits.h"
#include "chess-explorer.h"
#include "chess-library-window.h"

static ChessLibraryService *
library_service (ChessWindow *self)
{
  return self->library;
}

/* ---- opening a game of the library ---- */

static void
open_record_now (ChessWindow *self,
                 gpointer     data)
{
  g_autoptr(ChessGame) game = chess_game_new_from_record (chess_record_copy (data));

  chess_game_set_modified (game, FALSE);
  /* It is in the library already: finishing it here adds nothing. */
  chess_play_game_mark_in_library (game);
  chess_play_take_in_game (self->play, game);
  chess_window_hide_problems (self);
  /* At a puzzle's position when one asked for it. */
  guint ply = GPOINTER_TO_UINT (g_object_steal_data (G_OBJECT (self), "chess-library-ply"));
  if (ply > 0)
    {
      ChessNode *node = chess_game_get_record (game)->root;
      for (guint i = 0; i < ply && node->first_child; i++)
        node = node->first_child;
      chess_game_go_to_node (game, node);
    }
}

static void
on_record (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  g_autoptr(ChessWindow) self = user_data;
  g_autoptr(GError) error = NULL;
  ChessRecord *record = chess_library_service_get_record_finish (CHESS_LIBRARY_SERVICE (source), result, &error);

  if (record == NULL)
    {
      chess_window_show_problems (self, GTK_MESSAGE_ERROR, _("The game could not be opened"), error->message);
      return;
    }
  chess_window_confirm_discard (self, open_record_now, record, (GDestroyNotify) chess_record_free);
}

void
chess_window_open_library_game_at (ChessWindow *self,
                                   gint64       id,
                                   guint        ply)
{
  ChessLibraryService *service = library_service (self);

  g_object_set_data (G_OBJECT (self), "chess-library-ply", GUINT_TO_POINTER (ply));
  if (service != NULL)
    chess_library_service_get_record_async (service, id, on_record, g_object_ref (self));
}

void
chess_window_open_library_game (ChessWindow *self,
                                gint64       id)
{
  chess_window_open_library_game_at (self, id, 0);
}

/* ---- the Library window ---- */

static void
on_library_game_chosen (ChessLibraryWindow *window,
                        gint64              id,
                        ChessWindow        *self)
{
  gtk_widget_set_visible (GTK_WIDGET (window), FALSE);
  chess_window_open_library_game (self, id);
}

static ChessLibraryWindow *
ensure_library_window (ChessWindow *self)
{
  ChessLibraryService *service = library_service (self);

  if (self->library_window == NULL && service != NULL)
    {
      self->library_window = chess_library_window_new (GTK_WINDOW (self), service);
      gtk_window_set_destroy_with_parent (GTK_WINDOW (self->library_window), TRUE);
      gtk_window_set_application (GTK_WINDOW (self->library_window),
                                  gtk_window_get_application (GTK_WINDOW (self)));
      g_signal_connect (self->library_window, "game-chosen", G_CALLBACK (on_library_game_chosen), self);
    }
  return self->library_window;
}

static void
action_library (GtkWidget  *widget,
                const char *name,
                GVariant   *parameter)
{
  ChessLibraryWindow *window = ensure_library_window (CHESS_WINDOW (widget));

  if (window != NULL)
    gtk_window_present (GTK_WINDOW (window));
}

/* Ctrl+F searches games everywhere: in the main window, those of the
 * file of many games when one is open, else the library's. */
static void
action_search_games (GtkWidget  *widget,
                     const char *name,
                     GVariant   *parameter)
{
  ChessWindow *self = CHESS_WINDOW (widget);
  ChessLibraryWindow *library;

  if (gtk_widget_get_visible (self->games_button))
    {
      gtk_widget_activate_action (widget, "win.show-games", NULL);
      if (self->games_window != NULL)
        gtk_widget_activate_action (GTK_WIDGET (self->games_window), "games.search", NULL);
    }
  else if ((library = ensure_library_window (self)) != NULL)
    {
      gtk_window_present (GTK_WINDOW (library));
      gtk_widget_activate_action (GTK_WIDGET (library), "library.search", NULL);
    }
}

static void
action_import (GtkWidget  *widget,
               const char *name,
               GVariant   *parameter)
{
  ChessLibraryWindow *window = ensure_library_window (CHESS_WINDOW (widget));

  if (window == NULL)
    return;
  gtk_window_present (GTK_WINDOW (window));
  chess_library_window_choose_import (window);
}

/* ---- the explorer ---- */

static void
follow_position (ChessWindow *self)
{
  if (self->explorer != NULL)
    chess_explorer_set_position (CHESS_EXPLORER (self->explorer), chess_game_get_position (self->library_game));
}

static void
on_explorer_move (ChessExplorer *explorer,
                  guint          move,
                  ChessWindow   *self)
{
  g_autoptr(GError) error = NULL;

  chess_board_cancel_move (self->board);
  if (!chess_session_play_move (self->session, (ChessMove) move, &error))
    chess_window_show_toast (self, error->message);
}

static void
on_explorer_game (ChessExplorer       *explorer,
                  ChessGameItem       *item,
                  ChessExplorerSource  source,
                  ChessWindow         *self)
{
  guint64 number = chess_game_item_get_number (item);
  GFile *file = chess_session_get_file (self->session);

  if (source == CHESS_EXPLORER_LIBRARY)
    chess_window_open_library_game (self, (gint64) number);
  else if (file != NULL && number >= 1 && number <= G_MAXUINT)
    chess_window_open_file (self, file, (guint) (number - 1));
}

static void
update_explorer_file (ChessWindow *self)
{
  if (self->explorer != NULL)
    chess_explorer_set_file (CHESS_EXPLORER (self->explorer), chess_session_get_file (self->session));
}

/* ---- games finished here go into the library (ChessPlay's rule) ---- */

static void
on_library_added (ChessPlay    *play,
                  gint64        id,
                  const GError *error,
                  ChessWindow  *self)
{
  if (id == 0 && error != NULL)
    chess_window_show_problems (self, GTK_MESSAGE_WARNING, _("The game could not be added to the library"),
                                error->message);
}

static void
on_game_replaced (ChessWindow *self)
{
  ChessGame *game = chess_session_get_game (self->session);

  if (self->library_game != NULL)
    g_signal_handlers_disconnect_by_data (self->library_game, self);
  g_set_object (&self->library_game, game);
  g_signal_connect_swapped (game, "position-changed", G_CALLBACK (follow_position), self);
  follow_position (self);
}

/* ---- a library that cannot be opened ---- */

static void
on_moved_aside (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  g_autoptr(ChessWindow) self = user_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) moved = chess_library_service_move_aside_finish (CHESS_LIBRARY_SERVICE (source), result, &error);
  g_autofree char *name = NULL;
  g_autofree char *text = NULL;

  if (moved == NULL)
    {
      chess_window_show_problems (self, GTK_MESSAGE_ERROR, _("The library could not be moved aside"), error->message);
      return;
    }
  name = g_file_get_basename (moved);
  /* Translators: a toast; %s is the new name of the old library's file */
  text = g_strdup_printf (_("A new library was started; the old one is kept as “%s”"), name);
  chess_window_show_toast (self, text);
}

enum { RESPONSE_NEW_LIBRARY = 1, RESPONSE_REBUILD_LIBRARY };

static void on_library_state (ChessWindow *self);

static void
set_library_bar_busy (ChessWindow *self,
                      gboolean     busy)
{
  self->library_rebuilding = busy;
  gtk_widget_set_sensitive (self->library_rebuild_button, !busy);
  gtk_widget_set_sensitive (self->library_new_button, !busy);
  chess_banner_set_title (self->library_bar, busy ? _("Rebuilding the library of games…")
                                                  : _("The library of games cannot be opened"));
}

static void
on_rebuilt (GObject      *source,
            GAsyncResult *result,
            gpointer      user_data)
{
  g_autoptr(ChessWindow) self = user_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) aside = NULL;
  g_autofree char *name = NULL;
  g_autofree char *text = NULL;
  g_autofree char *localized = NULL;
  ChessLibraryRebuildProgress counts;

  set_library_bar_busy (self, FALSE);
  if (!chess_library_service_rebuild_finish (CHESS_LIBRARY_SERVICE (source), result, &counts, &aside, &error))
    {
      chess_window_show_problems (self, GTK_MESSAGE_ERROR, _("The library could not be rebuilt"), error->message);
      on_library_state (self);
      return;
    }
  name = g_file_get_basename (aside);
  if (counts.lost == 0)
    /* Translators: a toast; %llu is a number of games, %s the old file's new name */
    text = g_strdup_printf (ngettext ("The library was rebuilt with its %llu game; the damaged file is kept as “%s”",
                                      "The library was rebuilt with its %llu games; the damaged file is kept as “%s”",
                                      counts.saved),
                            (unsigned long long) counts.saved, name);
  else
    /* Translators: a toast; the first %llu is the games kept, the second those lost */
    text = g_strdup_printf (ngettext ("The library was rebuilt with %llu game; %llu could not be read, and the "
                                      "damaged file is kept as “%s”",
                                      "The library was rebuilt with %llu games; %llu could not be read, and the "
                                      "damaged file is kept as “%s”", counts.saved),
                            (unsigned long long) counts.saved, (unsigned long long) counts.lost, name);
  localized = chess_digits_localize (text, FALSE);
  chess_window_show_toast (self, localized);
}

static void
on_library_bar_response (ChessBanner *bar,
                         int          response,
                         ChessWindow *self)
{
  ChessLibraryService *service = library_service (self);

  /* the close button hides the banner itself */
  if (service == NULL || self->library_rebuilding)
    return;
  if (response == RESPONSE_NEW_LIBRARY)
    {
      chess_banner_set_revealed (bar, FALSE);
      chess_library_service_move_aside_async (service, on_moved_aside, g_object_ref (self));
    }
  else if (response == RESPONSE_REBUILD_LIBRARY)
    {
      set_library_bar_busy (self, TRUE);
      chess_library_service_rebuild_async (service, NULL, on_rebuilt, g_object_ref (self));
    }
}

/* The banner beside the board: it names the file and the reason. */
static ChessBanner *
make_library_bar (ChessWindow *self)
{
  ChessBanner *bar = CHESS_BANNER (chess_banner_new ());

  chess_banner_set_message_type (bar, GTK_MESSAGE_ERROR);
  chess_banner_set_show_close_button (bar, TRUE);
  chess_banner_set_title (bar, _("The library of games cannot be opened"));
  chess_banner_set_text_selectable (bar, TRUE);
  self->library_rebuild_button = chess_banner_add_button (bar, _("_Rebuild Library"), RESPONSE_REBUILD_LIBRARY,
                                                          NULL);
  gtk_widget_set_tooltip_text (self->library_rebuild_button,
                               _("A new library of the games that can still be read; the damaged file is kept "
                                 "under another name beside it"));
  self->library_new_button = chess_banner_add_button (bar, _("_Start a New Library"), RESPONSE_NEW_LIBRARY, NULL);
  gtk_widget_set_tooltip_text (self->library_new_button,
                               _("The file is kept under another name beside the new library"));
  g_signal_connect (bar, "response", G_CALLBACK (on_library_bar_response), self);
  gtk_box_append (GTK_BOX (self->banners), GTK_WIDGET (bar));
  return bar;
}

/* A library that can be read but not changed: said beside the board. */
static void
update_read_only_bar (ChessWindow         *self,
                      ChessLibraryService *service)
{
  gboolean read_only = service != NULL && chess_library_service_get_read_only (service);
  g_autofree char *name = NULL;
  g_autofree char *text = NULL;

  if (read_only && self->library_read_only_bar == NULL)
    {
      self->library_read_only_bar = CHESS_BANNER (chess_banner_new ());
      chess_banner_set_message_type (self->library_read_only_bar, GTK_MESSAGE_INFO);
      chess_banner_set_show_close_button (self->library_read_only_bar, TRUE);
      chess_banner_set_title (self->library_read_only_bar, _("The library of games can only be read"));
      gtk_box_append (GTK_BOX (self->banners), GTK_WIDGET (self->library_read_only_bar));
    }
  if (self->library_read_only_bar == NULL)
    return;
  if (read_only)
    {
      name = g_filename_display_name (chess_library_service_get_path (service));
      /* Translators: %s is the library's file */
      text = g_strdup_printf (_("You cannot write %s or its folder: its games can be looked at, but none can be "
                                "added, changed or removed, and games finished here are not added."), name);
      chess_banner_set_text (self->library_read_only_bar, text);
    }
  chess_banner_set_revealed (self->library_read_only_bar, read_only);
}

static void
on_library_state (ChessWindow *self)
{
  ChessLibraryService *service = library_service (self);
  const GError *error = service != NULL ? chess_library_service_get_error (service) : NULL;

  update_read_only_bar (self, service);
  if (error == NULL)
    {
      if (self->library_bar != NULL)
        chess_banner_set_revealed (self->library_bar, FALSE);
      return;
    }
  if (self->library_bar == NULL)
    self->library_bar = make_library_bar (self);
  /* Damage can be rebuilt around; another program's file or a folder cannot. */
  gtk_widget_set_visible (self->library_rebuild_button,
                          g_error_matches (error, CHESS_LIBRARY_ERROR, CHESS_LIBRARY_ERROR_DAMAGED));
  chess_banner_set_text (self->library_bar, error->message);
  chess_banner_set_revealed (self->library_bar, TRUE);
}

/* Everything of the service starts here, once the play exists. */
static void
watch_library_service (ChessWindow *self)
{
  ChessLibraryService *service = library_service (self);

  if (service == NULL)
    return;
  chess_play_set_library (self->play, service, self->settings);
  g_signal_connect (self->play, "library-added", G_CALLBACK (on_library_added), self);
  g_signal_connect_object (service, "notify::error", G_CALLBACK (on_library_state), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (service, "notify::read-only", G_CALLBACK (on_library_state), self, G_CONNECT_SWAPPED);
  if (self->explorer != NULL)
    chess_explorer_set_service (CHESS_EXPLORER (self->explorer), service);
  on_library_state (self);
}

/* ---- the window's parts ---- */

void
chess_window_library_install (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.library", NULL, action_library);
  gtk_widget_class_install_action (widget_class, "win.search-games", NULL, action_search_games);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_f, GDK_CONTROL_MASK, "win.search-games", NULL);
  gtk_widget_class_install_action (widget_class, "win.import-library", NULL, action_import);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_l, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.library", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_i, GDK_CONTROL_MASK, "win.import-library", NULL);
}

/* The explorer is made when its page is first shown, not with the window:
 * the first frame shows only its name in the switcher. */
static void
make_explorer (ChessWindow *self)
{
  ChessLibraryService *service = library_service (self);

  self->explorer = chess_explorer_new ();
  gtk_widget_set_vexpand (self->explorer, TRUE);
  g_signal_connect (self->explorer, "move-chosen", G_CALLBACK (on_explorer_move), self);
  g_signal_connect (self->explorer, "game-chosen", G_CALLBACK (on_explorer_game), self);
  gtk_box_append (GTK_BOX (self->explorer_page), self->explorer);
  update_explorer_file (self);
  if (self->library_game != NULL)
    follow_position (self);
  if (service != NULL)
    chess_explorer_set_service (CHESS_EXPLORER (self->explorer), service);
  g_object_notify (G_OBJECT (self), "explorer");
}

static void
on_side_page (ChessWindow *self)
{
  if (self->explorer == NULL
      && g_strcmp0 (adw_view_stack_get_visible_child_name (self->side_stack), "explorer") == 0)
    make_explorer (self);
}

void
chess_window_library_init (ChessWindow *self)
{
  self->explorer_page = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  chess_window_add_side_page (self, self->explorer_page, "explorer", _("Explorer"), "accessories-dictionary-symbolic");
  g_signal_connect_swapped (self->side_stack, "notify::visible-child", G_CALLBACK (on_side_page), self);
}

void
chess_window_library_watch (ChessWindow *self)
{
  g_signal_connect_swapped (self->session, "notify::game", G_CALLBACK (on_game_replaced), self);
  g_signal_connect_swapped (self->session, "notify::file", G_CALLBACK (update_explorer_file), self);
  on_game_replaced (self);
  update_explorer_file (self);
  watch_library_service (self);
}

void
chess_window_library_dispose (ChessWindow *self)
{
  if (self->library_game != NULL)
    g_signal_handlers_disconnect_by_data (self->library_game, self);
  g_clear_object (&self->library_game);
  if (self->library_window != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->library_window, self);
      gtk_window_destroy (GTK_WINDOW (self->library_window));
      self->library_window = NULL;
    }
}

GtkWidget *
chess_window_get_explorer (ChessWindow *self)
{
  g_return_val_if_fail (CHESS_IS_WINDOW (self), NULL);
  return self->explorer;
}

GtkWindow *
chess_window_get_library_window (ChessWindow *self)
{
  g_return_val_if_fail (CHESS_IS_WINDOW (self), NULL);
  return self->library_window != NULL ? GTK_WINDOW (self->library_window) : NULL;
}
