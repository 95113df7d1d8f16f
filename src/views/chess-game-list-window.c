/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-game-list-window.c — see chess-game-list-window.h. */
#include "config.h"

#include <glib/gi18n.h>

#include "chess-banner.h"
#include "chess-digits.h"
#include "chess-game-list-window.h"
#include "chess-views-resources.h"

struct _ChessGameListWindow
{
  AdwWindow parent_instance;

  AdwWindowTitle *window_title;
  ChessBanner *problem_bar;
  ChessGameList *list;

  ChessGameIndex *index;
};

enum {
  GAME_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (ChessGameListWindow, chess_game_list_window, ADW_TYPE_WINDOW)

/* "11 039 games", "12 of 11 039 games", "Reading… 2 500 games". */
static void
update_subtitle (ChessGameListWindow *self)
{
  guint total = chess_game_list_get_n_games (self->list);
  guint shown = chess_game_list_get_n_shown (self->list);
  gboolean complete = chess_game_index_get_complete (self->index);
  g_autofree char *text = NULL;
  g_autofree char *local = NULL;

  if (!complete)
    text = g_strdup_printf (ngettext ("Reading… %u game", "Reading… %u games", total), total);
  else if (*chess_game_list_get_search (self->list) != '\0')
    /* Translators: games that match the search, of all the file's */
    text = g_strdup_printf (ngettext ("%u of %u game", "%u of %u games", total), shown, total);
  else
    text = g_strdup_printf (ngettext ("%u game", "%u games", total), total);
  local = chess_digits_localize (text, FALSE);
  adw_window_title_set_subtitle (self->window_title, local);
}

/* A file cut short or unreadable part-way: the games before are listed,
 * and the reason shows above them. */
static void
on_complete (ChessGameListWindow *self)
{
  const GError *error = chess_game_index_get_error (self->index);
  guint bad = chess_game_index_get_n_bad_games (self->index);
  g_autoptr(GString) text = g_string_new (NULL);

  update_subtitle (self);
  if (error != NULL && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    g_string_append (text, error->message);
  if (bad > 0)
    {
      g_autofree char *count = NULL;

      if (text->len > 0)
        g_string_append_c (text, '\n');
      count = g_strdup_printf (ngettext ("%u game has errors; it opens as far as it can be read.",
                                         "%u games have errors; each opens as far as it can be read.", bad), bad);
      g_string_append (text, count);
    }
  if (text->len == 0)
    return;
  chess_banner_set_text (self->problem_bar, text->str);
  chess_banner_set_revealed (self->problem_bar, TRUE);
}

static void
on_game_activated (ChessGameList       *list,
                   ChessGameItem       *item,
                   ChessGameListWindow *self)
{
  g_signal_emit (self, signals[GAME_ACTIVATED], 0, item);
}

static void
action_search (GtkWidget  *widget,
               const char *name,
               GVariant   *parameter)
{
  chess_game_list_focus_search (CHESS_GAME_LIST_WINDOW (widget)->list);
}

static void
chess_game_list_window_dispose (GObject *object)
{
  ChessGameListWindow *self = CHESS_GAME_LIST_WINDOW (object);

  if (self->index != NULL)
    g_signal_handlers_disconnect_by_data (self->index, self);
  g_clear_object (&self->index);
  gtk_widget_dispose_template (GTK_WIDGET (self), CHESS_TYPE_GAME_LIST_WINDOW);
  G_OBJECT_CLASS (chess_game_list_window_parent_class)->dispose (object);
}

static void
chess_game_list_window_class_init (ChessGameListWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = chess_game_list_window_dispose;

  signals[GAME_ACTIVATED] = g_signal_new ("game-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                          0, NULL, NULL, NULL, G_TYPE_NONE, 1, CHESS_TYPE_GAME_ITEM);

  g_type_ensure (CHESS_TYPE_BANNER);
  g_type_ensure (CHESS_TYPE_GAME_LIST);
  /* the room's own resources: referenced, so that the linker keeps them */
  (void) chess_views_get_resource ();
  gtk_widget_class_set_template_from_resource (widget_class, "/com/example/Chess/ui/chess-game-list-window.ui");
  gtk_widget_class_bind_template_child (widget_class, ChessGameListWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, ChessGameListWindow, problem_bar);
  gtk_widget_class_bind_template_child (widget_class, ChessGameListWindow, list);
  gtk_widget_class_bind_template_callback (widget_class, on_game_activated);

  gtk_widget_class_install_action (widget_class, "games.search", NULL, action_search);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_f, GDK_CONTROL_MASK, "games.search", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK, "window.close", NULL);
}

static void
chess_game_list_window_init (ChessGameListWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  chess_banner_set_show_close_button (self->problem_bar, TRUE);
}

ChessGameListWindow *
chess_game_list_window_new (GtkWindow      *parent,
                            ChessGameIndex *index)
{
  ChessGameListWindow *self;
  GFile *file;
  g_autofree char *name = NULL;
  g_autofree char *title = NULL;
  int width = 0, height = 0;

  g_return_val_if_fail (GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (CHESS_IS_GAME_INDEX (index), NULL);

  self = g_object_new (CHESS_TYPE_GAME_LIST_WINDOW, "transient-for", parent, NULL);
  self->index = g_object_ref (index);
  file = chess_game_index_get_file (index);
  name = file != NULL ? g_file_get_basename (file) : NULL;
  /* Translators: the title of the window of a file's games: "Games — Fischer.pgn" */
  title = g_strdup_printf (_("Games — %s"), name != NULL ? name : "");
  gtk_window_set_title (GTK_WINDOW (self), title);
  adw_window_title_set_title (self->window_title, name);
  /* As large as the board's window: on a phone, the whole screen. */
  gtk_window_get_default_size (parent, &width, &height);
  if (gtk_widget_get_width (GTK_WIDGET (parent)) > 0)
    {
      width = gtk_widget_get_width (GTK_WIDGET (parent));
      height = gtk_widget_get_height (GTK_WIDGET (parent));
    }
  if (width > 0 && height > 0)
    gtk_window_set_default_size (GTK_WINDOW (self), width, height);

  chess_game_list_set_games (self->list, G_LIST_MODEL (index));
  g_signal_connect_swapped (self->list, "notify::n-shown", G_CALLBACK (update_subtitle), self);
  g_signal_connect_swapped (self->list, "notify::search", G_CALLBACK (update_subtitle), self);
  g_signal_connect_swapped (index, "notify::complete", G_CALLBACK (on_complete), self);
  if (chess_game_index_get_complete (index))
    on_complete (self);
  update_subtitle (self);
  return self;
}

ChessGameIndex *
chess_game_list_window_get_index (ChessGameListWindow *self)
{
  g_return_val_if_fail (CHESS_IS_GAME_LIST_WINDOW (self), NULL);
  return self->index;
}

ChessGameList *
chess_game_list_window_get_list (ChessGameListWindow *self)
{
  g_return_val_if_fail (CHESS_IS_GAME_LIST_WINDOW (self), NULL);
  return self->list;
}
