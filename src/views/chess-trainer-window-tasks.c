/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-trainer-window-tasks.c — what the trainer window starts in the
 * background and shows the progress of, with Cancel: the import of a
 * puzzle file (ChessPuzzleImport, its own thread), and the puzzles of
 * one game's mistakes (ChessPuzzleMaker, an engine of its own), each
 * given as soon as it is made. */
#include "config.h"

#include "chess-trainer-window-private.h"

#include <glib/gi18n.h>

#include "chess-digits.h"
#include "chess-file-chooser.h"

static void
show_progress (ChessTrainerWindow *self, const char *text, double fraction)
{
  gtk_widget_set_visible (self->progress_box, text != NULL);
  if (text == NULL)
    return;
  g_autofree char *local = chess_digits_localize (text, FALSE);
  gtk_label_set_text (GTK_LABEL (self->progress_label), local);
  if (fraction < 0)
    gtk_progress_bar_pulse (GTK_PROGRESS_BAR (self->progress_bar));
  else
    gtk_progress_bar_set_fraction (GTK_PROGRESS_BAR (self->progress_bar), fraction);
}

/* ---- import ---- */

static void
on_import_progress (ChessTrainerWindow *self)
{
  guint64 rows = chess_puzzle_import_get_rows (self->import);
  /* Translators: puzzles read so far from a file being imported. */
  g_autofree char *text = g_strdup_printf (_("Importing puzzles… %llu read"), (unsigned long long) rows);
  show_progress (self, text, chess_puzzle_import_get_fraction (self->import));
}

static void
import_finished (ChessTrainerWindow *self)
{
  g_autoptr (ChessPuzzleImport) import = g_steal_pointer (&self->import);
  g_signal_handlers_disconnect_by_data (import, self);
  g_autofree char *first = g_steal_pointer (&self->first_id);
  show_progress (self, NULL, 0);
  const GError *error = chess_puzzle_import_get_error (import);
  g_autofree char *name = g_file_get_parse_name (chess_puzzle_import_get_file (import));
  if (error != NULL)
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        {
          /* Translators: a puzzle file, then why it could not be read. */
          g_autofree char *text = g_strdup_printf (_("Cannot import “%s”: %s"), name, error->message);
          chess_trainer_window_toast (self, text);
        }
      return;
    }
  guint bad = chess_puzzle_import_get_bad_rows (import);
  GPtrArray *reports = chess_puzzle_import_get_reports (import);
  if (chess_puzzle_import_get_skipped (import))
    ;
  else if (bad > 0 && reports != NULL && reports->len > 0)
    {
      /* Translators: rows of a puzzle file that could not be read, then the first reason. */
      g_autofree char *text = g_strdup_printf (ngettext ("%u row skipped: %s", "%u rows skipped, the first: %s", bad),
                                               bad, (const char *) reports->pdata[0]);
      chess_trainer_window_toast (self, text);
    }
  else
    {
      guint64 added = chess_puzzle_import_get_added (import);
      /* Translators: how many puzzles a file added. */
      g_autofree char *text = g_strdup_printf (ngettext ("%llu new puzzle", "%llu new puzzles", (unsigned long) added),
                                               (unsigned long long) added);
      chess_trainer_window_toast (self, text);
    }
  chess_trainer_window_fill_themes (self);
  const char *const *ids = chess_puzzle_import_get_ids (import);
  if (ids != NULL)
    {
      /* The file's puzzles first, from the one asked for. */
      const char *const *from = ids;
      for (const char *const *id = ids; first && *id; id++)
        if (g_str_equal (*id, first))
          from = id + 1;
      chess_puzzle_trainer_set_queue (self->trainer, from);
    }
  if (first != NULL && chess_puzzle_trainer_start (self->trainer, first))
    return;
  if (first != NULL)
    {
      /* Translators: a puzzle id given on the command line. */
      g_autofree char *text = g_strdup_printf (_("There is no puzzle “%s”"), first);
      chess_trainer_window_toast (self, text);
    }
  chess_trainer_window_next (self);
}

static void
on_import_done (ChessTrainerWindow *self)
{
  if (chess_puzzle_import_get_done (self->import))
    import_finished (self);
}

void
chess_trainer_window_import (ChessTrainerWindow *self, GFile *file, const char *first_id)
{
  /* A second file replaces the first: that one stops, unheard. */
  if (self->import != NULL)
    {
      chess_puzzle_import_cancel (self->import);
      g_signal_handlers_disconnect_by_data (self->import, self);
    }
  g_clear_object (&self->import);
  g_free (self->first_id);
  self->first_id = g_strdup (first_id);
  self->import = chess_puzzle_import_new (self->store_path, file);
  g_signal_connect_object (self->import, "notify::rows", G_CALLBACK (on_import_progress), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->import, "notify::fraction", G_CALLBACK (on_import_progress), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->import, "notify::done", G_CALLBACK (on_import_done), self, G_CONNECT_SWAPPED);
  on_import_progress (self);
}

static void
on_file_chosen (GtkWindow *parent, GFile *file)
{
  if (file != NULL)
    chess_trainer_window_import (CHESS_TRAINER_WINDOW (parent), file, NULL);
}

void
chess_trainer_window_import_activated (GtkWidget *widget, const char *name, GVariant *parameter)
{
  g_autoptr (GtkFileFilter) csv = gtk_file_filter_new ();
  /* Translators: the file type of lichess's puzzle database. */
  gtk_file_filter_set_name (csv, _("Lichess puzzles (CSV)"));
  gtk_file_filter_add_pattern (csv, "*.csv");
  gtk_file_filter_add_pattern (csv, "*.csv.zst");
  gtk_file_filter_add_pattern (csv, "*.CSV");
  chess_file_chooser_open (GTK_WINDOW (widget), _("Import Puzzles"), _("_Import"), csv, on_file_chosen);
}

/* ---- the puzzles of one game ---- */

static void
making_progress (ChessTrainerWindow *self)
{
  guint made = self->made_ids ? self->made_ids->len : 0;
  /* Translators: while the engine checks each mistake of a game; then how many puzzles so far. */
  g_autofree char *text = g_strdup_printf (ngettext ("Looking for puzzles in your mistakes… %u found",
                                                     "Looking for puzzles in your mistakes… %u found", made), made);
  show_progress (self, text, -1);
}

static void
on_puzzle_made (ChessPuzzleMaker *maker, gpointer puzzle_data, ChessTrainerWindow *self)
{
  ChessPuzzle *puzzle = puzzle_data;
  chess_puzzle_store_add (chess_puzzle_trainer_get_store (self->trainer), &puzzle, 1, NULL);
  g_ptr_array_add (self->made_ids, g_strdup (puzzle->id));
  /* The first starts at once; the others join the queue. */
  if (self->made_ids->len == 1)
    chess_puzzle_trainer_start (self->trainer, puzzle->id);
  else
    chess_puzzle_trainer_add_to_queue (self->trainer, puzzle->id);
  chess_trainer_window_update_queue (self);
  if (self->made_ids->len == 1)
    chess_trainer_window_fill_themes (self);
  making_progress (self);
}

static void
made_cb (GObject *source, GAsyncResult *result, gpointer user_data)
{
  ChessTrainerWindow *self = user_data;
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) puzzles = chess_puzzle_maker_make_finish (CHESS_PUZZLE_MAKER (source), result, &error);
  if (self->maker == CHESS_PUZZLE_MAKER (source))
    {
      show_progress (self, NULL, 0);
      g_clear_object (&self->making);
      if (self->maker_engine)
        chess_engine_quit (self->maker_engine);
      g_clear_object (&self->maker_engine);
      g_signal_handlers_disconnect_by_data (self->maker, self);
      g_clear_object (&self->maker);
      if (puzzles == NULL && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        chess_trainer_window_toast (self, error->message);
      else if (puzzles != NULL && puzzles->len == 0)
        {
          chess_trainer_window_set_status (self, _("No puzzle in this game"),
                                           _("None of the mistakes has one clear answer, or the game "
                                             "was already decided."));
        }
    }
  g_object_unref (self);
}

void
chess_trainer_window_learn_from (ChessTrainerWindow *self, const ChessRecord *record, ChessMistakeSides sides,
                                 ChessEngine *engine, const char *source)
{
  chess_trainer_window_cancel_tasks (self);
  g_autoptr (GArray) evals = chess_mistake_record_evals (record, NULL);
  g_clear_object (&self->maker_engine);
  self->maker_engine = g_object_ref (engine);
  self->maker = chess_puzzle_maker_new (self->maker_engine);
  self->making = g_cancellable_new ();
  g_clear_pointer (&self->made_ids, g_ptr_array_unref);
  self->made_ids = g_ptr_array_new_with_free_func (g_free);
  chess_puzzle_trainer_set_queue (self->trainer, NULL);
  g_signal_connect (self->maker, "puzzle-made", G_CALLBACK (on_puzzle_made), self);
  chess_puzzle_maker_make_async (self->maker, record, (const ChessEval *) (gconstpointer) evals->data, evals->len,
                                 sides, source, self->making, made_cb, g_object_ref (self));
  chess_trainer_window_set_status (self, _("Learn from your mistakes"),
                                   _("The engine checks each of your mistakes; the first puzzle comes as soon as "
                                     "it is found."));
  making_progress (self);
}

void
chess_trainer_window_cancel_tasks (ChessTrainerWindow *self)
{
  if (self->import != NULL)
    chess_puzzle_import_cancel (self->import);
  if (self->making != NULL)
    g_cancellable_cancel (self->making);
}

void
chess_trainer_window_dispose_tasks (ChessTrainerWindow *self)
{
  chess_trainer_window_cancel_tasks (self);
  if (self->import)
    g_signal_handlers_disconnect_by_data (self->import, self);
  g_clear_object (&self->import);
  g_clear_pointer (&self->first_id, g_free);
  if (self->maker)
    g_signal_handlers_disconnect_by_data (self->maker, self);
  g_clear_object (&self->maker);
  if (self->maker_engine)
    chess_engine_quit (self->maker_engine);
  g_clear_object (&self->maker_engine);
  g_clear_object (&self->making);
  g_clear_pointer (&self->made_ids, g_ptr_array_unref);
}
