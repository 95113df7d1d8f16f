/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-library-window-puzzles.c — Make Puzzles over the games selected:
 * a ChessPuzzleBatch in the background (each game reviewed first when it
 * has no review, the user's side by the names in the settings), a bar
 * with its progress and Cancel, and at the end the puzzles made offered
 * to the trainer ("app.train-puzzles"). */
#include "config.h"

#include <glib/gi18n.h>

#include "chess-digits.h"
#include "chess-engine-catalog.h"
#include "chess-library-window-private.h"
#include "chess-puzzle-batch.h"
#include "chess-puzzle-store.h"

enum { RESPONSE_CANCEL = 1, RESPONSE_SOLVE };

static void
update_bar (ChessLibraryWindow *self)
{
  ChessPuzzleBatch *batch = self->puzzle_batch;
  guint done = chess_puzzle_batch_get_games_done (batch), n = chess_puzzle_batch_get_n_games (batch);
  guint made = chess_puzzle_batch_get_puzzles (batch);
  g_autofree char *games = g_strdup_printf (ngettext ("%u of %u game", "%u of %u games", n), done, n);
  /* Translators: progress of Make Puzzles: "3 of 12 games · 5 puzzles". */
  g_autofree char *text = g_strdup_printf (ngettext ("%s · %u puzzle", "%s · %u puzzles", made), games, made);
  g_autofree char *local = chess_digits_localize (text, FALSE);
  chess_banner_set_text (self->puzzles_bar, local);
  gtk_progress_bar_set_fraction (GTK_PROGRESS_BAR (chess_banner_get_extra_child (self->puzzles_bar)),
                                 n > 0 ? (double) done / n : 1);
}

static void
on_bar_response (ChessBanner *bar, int response, ChessLibraryWindow *self)
{
  if (response == RESPONSE_CANCEL && self->puzzle_batch)
    chess_puzzle_batch_cancel (self->puzzle_batch);
  else if (response == RESPONSE_SOLVE && self->puzzle_batch)
    {
      const char *const *ids = chess_puzzle_batch_get_ids (self->puzzle_batch);
      gtk_widget_activate_action (GTK_WIDGET (self), "app.train-puzzles", "^as", ids);
      chess_banner_set_revealed (bar, FALSE);
    }
}

/* A fresh bar for this batch, under the import's. */
static void
new_bar (ChessLibraryWindow *self)
{
  if (self->puzzles_bar)
    gtk_widget_unparent (GTK_WIDGET (self->puzzles_bar));
  self->puzzles_bar = CHESS_BANNER (chess_banner_new ());
  gtk_widget_set_margin_start (GTK_WIDGET (self->puzzles_bar), 6);
  gtk_widget_set_margin_end (GTK_WIDGET (self->puzzles_bar), 6);
  gtk_widget_set_margin_top (GTK_WIDGET (self->puzzles_bar), 6);
  chess_banner_set_title (self->puzzles_bar, _("Making puzzles from your mistakes"));
  GtkWidget *progress = gtk_progress_bar_new ();
  gtk_accessible_update_property (GTK_ACCESSIBLE (progress), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Progress of Make Puzzles"), -1);
  chess_banner_set_extra_child (self->puzzles_bar, progress);
  chess_banner_add_button (self->puzzles_bar, _("_Cancel"), RESPONSE_CANCEL, NULL);
  g_signal_connect (self->puzzles_bar, "response", G_CALLBACK (on_bar_response), self);
  GtkWidget *import_bar = GTK_WIDGET (self->import_bar);
  gtk_box_insert_child_after (GTK_BOX (gtk_widget_get_parent (import_bar)), GTK_WIDGET (self->puzzles_bar),
                              import_bar);
  chess_banner_set_revealed (self->puzzles_bar, TRUE);
}

static void
on_batch_done (ChessLibraryWindow *self)
{
  ChessPuzzleBatch *batch = self->puzzle_batch;
  if (!chess_puzzle_batch_get_done (batch))
    return;
  const GError *error = chess_puzzle_batch_get_error (batch);
  guint made = chess_puzzle_batch_get_puzzles (batch), games = chess_puzzle_batch_get_games_done (batch);
  update_bar (self);
  gtk_widget_set_visible (chess_banner_get_extra_child (self->puzzles_bar), FALSE);
  new_bar (self);
  gtk_widget_set_visible (chess_banner_get_extra_child (self->puzzles_bar), FALSE);
  g_autofree char *games_text = g_strdup_printf (ngettext ("from %u game", "from %u games", games), games);
  /* Translators: the end of Make Puzzles: "12 puzzles made from 5 games". */
  g_autofree char *text = g_strdup_printf (ngettext ("%u puzzle made %s", "%u puzzles made %s", made), made,
                                           games_text);
  chess_banner_set_title (self->puzzles_bar, error && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED)
                                               ? _("Making puzzles stopped") : _("Puzzles made"));
  if (error && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      g_autofree char *both = g_strdup_printf ("%s\n%s", text, error->message);
      chess_banner_set_message_type (self->puzzles_bar, GTK_MESSAGE_WARNING);
      chess_banner_set_text (self->puzzles_bar, both);
    }
  else
    {
      g_autofree char *local = chess_digits_localize (text, FALSE);
      chess_banner_set_text (self->puzzles_bar, local);
    }
  if (made > 0)
    chess_banner_add_button (self->puzzles_bar, _("_Solve Them"), RESPONSE_SOLVE, "suggested-action");
  chess_banner_set_show_close_button (self->puzzles_bar, TRUE);
  _chess_library_window_update_actions (self);
}

static void
make_puzzles_of_selection (ChessLibraryWindow *self)
{
  g_autoptr (GArray) ids = _chess_library_window_selected_ids (self, make_puzzles_of_selection);
  if (ids == NULL || ids->len == 0 || (self->puzzle_batch && !chess_puzzle_batch_get_done (self->puzzle_batch)))
    return;
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  g_auto (GStrv) names = g_settings_get_strv (settings, "player-names");
  g_autoptr (ChessEngineCatalog) catalog = chess_engine_catalog_new (settings);
  g_autofree char *engine = chess_engine_catalog_dup_analysis_path (catalog);
  g_autofree char *store = chess_puzzle_store_default_path ();
  g_clear_object (&self->puzzle_batch);
  self->puzzle_batch = chess_puzzle_batch_new (self->service, ids, engine, store, (const char *const *) names, 0);
  g_signal_connect_object (self->puzzle_batch, "notify::games-done", G_CALLBACK (update_bar), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->puzzle_batch, "notify::puzzles", G_CALLBACK (update_bar), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->puzzle_batch, "notify::done", G_CALLBACK (on_batch_done), self, G_CONNECT_SWAPPED);
  new_bar (self);
  update_bar (self);
  _chess_library_window_update_actions (self);
}

void
_chess_library_window_action_make_puzzles (GtkWidget *widget, const char *name, GVariant *parameter)
{
  make_puzzles_of_selection (CHESS_LIBRARY_WINDOW (widget));
}

gboolean
_chess_library_window_making_puzzles (ChessLibraryWindow *self)
{
  return self->puzzle_batch != NULL && !chess_puzzle_batch_get_done (self->puzzle_batch);
}

void
_chess_library_window_puzzles_dispose (ChessLibraryWindow *self)
{
  if (self->puzzle_batch)
    {
      chess_puzzle_batch_cancel (self->puzzle_batch);
      g_signal_handlers_disconnect_by_data (self->puzzle_batch, self);
    }
  g_clear_object (&self->puzzle_batch);
}
