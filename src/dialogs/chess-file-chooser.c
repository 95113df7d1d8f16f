/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-file-chooser.c — see chess-file-chooser.h. */
#include "config.h"

#include <glib/gi18n.h>

#include "chess-file-chooser.h"

static GtkFileFilter *
pgn_filter (void)
{
  GtkFileFilter *filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, _("PGN Chess Games"));
  gtk_file_filter_add_mime_type (filter, "application/x-chess-pgn");
  gtk_file_filter_add_pattern (filter, "*.pgn");
  gtk_file_filter_add_pattern (filter, "*.PGN");
  gtk_file_filter_add_pattern (filter, "*.pgn.gz");
  gtk_file_filter_add_pattern (filter, "*.PGN.GZ");
  return filter;
}

#define CHOICE_ID "chess-choice"

/* Answers `then`, or `choice-then` with the choice made beside the name. */
static void
on_file_chosen (GtkNativeDialog *dialog,
                int              response,
                GtkWindow       *parent)
{
  ChessFileChosenFunc then = g_object_get_data (G_OBJECT (dialog), "then");
  ChessFileChoiceFunc choice_then = g_object_get_data (G_OBJECT (dialog), "choice-then");
  g_autoptr(GFile) file = NULL;
  g_autofree char *choice = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    {
      file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      if (choice_then != NULL)
        choice = g_strdup (gtk_file_chooser_get_choice (GTK_FILE_CHOOSER (dialog), CHOICE_ID));
    }
  if (choice_then != NULL)
    choice_then (parent, file, choice);
  else
    then (parent, file);
  gtk_native_dialog_destroy (dialog);
  g_object_unref (dialog);
  g_object_unref (parent);
}

/* GtkFileChooserNative is deprecated from GTK 4.10 on; its replacement,
 * GtkFileDialog, is 4.10 API: kept (tests/check-deprecated.sh). */
static void
choose (GtkWindow            *parent,
        const char           *title,
        GtkFileChooserAction  action,
        const char           *accept,
        const char           *suggested_name,
        GtkFileFilter        *filter,
        ChessFileChosenFunc   then)
{
  GtkFileChooserNative *dialog;
  g_autoptr(GtkFileFilter) all = gtk_file_filter_new ();

  g_return_if_fail (GTK_IS_WINDOW (parent));
  g_return_if_fail (then != NULL);

  dialog = gtk_file_chooser_native_new (title, parent, action, accept, _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (dialog), TRUE);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (dialog), filter);
  if (action == GTK_FILE_CHOOSER_ACTION_OPEN)
    {
      gtk_file_filter_set_name (all, _("All Files"));
      gtk_file_filter_add_pattern (all, "*");
      gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (dialog), all);
    }
  if (suggested_name != NULL)
    gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (dialog), suggested_name);
  g_object_set_data (G_OBJECT (dialog), "then", then);
  g_signal_connect (dialog, "response", G_CALLBACK (on_file_chosen), g_object_ref (parent));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

void
chess_file_chooser_choose (GtkWindow            *parent,
                           const char           *title,
                           GtkFileChooserAction  action,
                           const char           *accept,
                           const char           *suggested_name,
                           ChessFileChosenFunc   then)
{
  g_autoptr(GtkFileFilter) filter = pgn_filter ();

  choose (parent, title, action, accept, suggested_name, filter, then);
}

void
chess_file_chooser_open (GtkWindow           *parent,
                         const char          *title,
                         const char          *accept,
                         GtkFileFilter       *filter,
                         ChessFileChosenFunc  then)
{
  choose (parent, title, GTK_FILE_CHOOSER_ACTION_OPEN, accept, NULL, filter, then);
}

void
chess_file_chooser_save_with_choice (GtkWindow           *parent,
                                     const char          *title,
                                     const char          *accept,
                                     const char          *suggested_name,
                                     GtkFileFilter       *filter,
                                     const char          *label,
                                     const char * const  *options,
                                     const char * const  *option_labels,
                                     ChessFileChoiceFunc  then)
{
  GtkFileChooserNative *dialog;

  g_return_if_fail (GTK_IS_WINDOW (parent));
  g_return_if_fail (then != NULL);
  g_return_if_fail (g_strv_length ((char **) options) == g_strv_length ((char **) option_labels));

  dialog = gtk_file_chooser_native_new (title, parent, GTK_FILE_CHOOSER_ACTION_SAVE, accept, _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (dialog), TRUE);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (dialog), filter);
  /* the first option is the one offered: GTK 4.8's own dialog (without a
   * portal) shows the first whatever gtk_file_chooser_set_choice() said */
  gtk_file_chooser_add_choice (GTK_FILE_CHOOSER (dialog), CHOICE_ID, label,
                               (const char **) options, (const char **) option_labels);
  if (suggested_name != NULL)
    gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (dialog), suggested_name);
  g_object_set_data (G_OBJECT (dialog), "choice-then", then);
  g_signal_connect (dialog, "response", G_CALLBACK (on_file_chosen), g_object_ref (parent));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}
