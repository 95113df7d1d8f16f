/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-drafts-dialog.c — see chess-drafts-dialog.h.  One row per draft:
 * the players, the moves, when it was last written, the file it came from,
 * and Open and Discard. */
#include "config.h"

#include <glib/gi18n.h>

#include "chess-drafts-dialog.h"
#include "chess-dialogs-resources.h"

struct _ChessDraftsDialog
{
  GtkWindow parent_instance;

  GtkWidget *list;
};

enum {
  DRAFT_CHOSEN,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (ChessDraftsDialog, chess_drafts_dialog, GTK_TYPE_WINDOW)

static const char *
player (const char *name,
        ChessColor  side)
{
  if (name == NULL || name[0] == '\0' || g_str_equal (name, "?"))
    return side == CHESS_WHITE ? _("White") : _("Black");
  return name;
}

/* "Anna – Boris", then "12 moves · 3 December, 14:05 · games.pgn" */
static char *
describe (const ChessDraft *draft)
{
  g_autoptr(GDateTime) when = g_date_time_new_from_unix_local (draft->modified);
  /* Translators: when a draft was last written, as in g_date_time_format() */
  g_autofree char *date = when != NULL ? g_date_time_format (when, _("%-d %B, %H:%M")) : g_strdup ("?");
  /* Full moves, counted as players count them. */
  guint moves = (draft->n_plies + 1) / 2;
  GString *text = g_string_new (NULL);

  g_string_append_printf (text, ngettext ("%u move", "%u moves", moves), moves);
  g_string_append_printf (text, " · %s", date);
  if (draft->result != CHESS_RESULT_NONE)
    g_string_append_printf (text, " · %s", chess_result_to_string (draft->result));
  if (draft->source_name != NULL)
    {
      g_autofree char *base = g_path_get_basename (draft->source_name);
      g_string_append_printf (text, " · %s", base);
    }
  return g_string_free (text, FALSE);
}

static void
on_open (GtkButton         *button,
         ChessDraftsDialog *self)
{
  ChessDraft *draft = g_object_get_data (G_OBJECT (button), "draft");

  g_signal_emit (self, signals[DRAFT_CHOSEN], 0, draft);
  gtk_window_destroy (GTK_WINDOW (self));
}

static void
on_discard (GtkButton         *button,
            ChessDraftsDialog *self)
{
  ChessDraft *draft = g_object_get_data (G_OBJECT (button), "draft");
  GtkWidget *row = gtk_widget_get_ancestor (GTK_WIDGET (button), GTK_TYPE_LIST_BOX_ROW);
  g_autoptr(GError) error = NULL;

  if (!chess_draft_discard (draft, &error))
    {
      gtk_widget_set_tooltip_text (GTK_WIDGET (button), error->message);
      gtk_widget_set_sensitive (GTK_WIDGET (button), FALSE);
      return;
    }
  gtk_list_box_remove (GTK_LIST_BOX (self->list), row);
}

static GtkWidget *
row_button (const char       *label,
            const ChessDraft *draft,
            const char       *style)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (label);

  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  if (style != NULL)
    gtk_widget_add_css_class (button, style);
  g_object_set_data_full (G_OBJECT (button), "draft", chess_draft_copy (draft), (GDestroyNotify) chess_draft_free);
  return button;
}

static void
add_row (ChessDraftsDialog *self,
         const ChessDraft  *draft)
{
  g_autofree char *players = g_strdup_printf (_("%s – %s"), player (draft->white, CHESS_WHITE),
                                              player (draft->black, CHESS_BLACK));
  g_autofree char *details = describe (draft);
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *labels = gtk_box_new (GTK_ORIENTATION_VERTICAL, 3);
  GtkWidget *title = gtk_label_new (players);
  GtkWidget *subtitle = gtk_label_new (details);
  GtkWidget *open = row_button (_("_Open"), draft, "suggested-action");
  GtkWidget *discard = row_button (_("_Discard"), draft, "destructive-action");

  gtk_widget_set_margin_start (row, 12);
  gtk_widget_set_margin_end (row, 12);
  gtk_widget_set_margin_top (row, 8);
  gtk_widget_set_margin_bottom (row, 8);
  gtk_widget_set_hexpand (labels, TRUE);
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_label_set_xalign (GTK_LABEL (subtitle), 0);
  gtk_label_set_ellipsize (GTK_LABEL (title), PANGO_ELLIPSIZE_END);
  gtk_label_set_wrap (GTK_LABEL (subtitle), TRUE);
  gtk_widget_add_css_class (title, "heading");
  gtk_widget_add_css_class (subtitle, "dim-label");
  gtk_box_append (GTK_BOX (labels), title);
  gtk_box_append (GTK_BOX (labels), subtitle);
  gtk_box_append (GTK_BOX (row), labels);
  gtk_box_append (GTK_BOX (row), discard);
  gtk_box_append (GTK_BOX (row), open);
  g_signal_connect (open, "clicked", G_CALLBACK (on_open), self);
  g_signal_connect (discard, "clicked", G_CALLBACK (on_discard), self);
  gtk_list_box_append (GTK_LIST_BOX (self->list), row);
}

static void
chess_drafts_dialog_class_init (ChessDraftsDialogClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  /* the room's own resources: referenced, so that the linker keeps them */
  (void) chess_dialogs_get_resource ();

  gtk_widget_class_set_template_from_resource (widget_class, "/com/example/Chess/ui/chess-drafts-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, ChessDraftsDialog, list);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);

  signals[DRAFT_CHOSEN] =
    g_signal_new ("draft-chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, CHESS_TYPE_DRAFT);
}

static void
chess_drafts_dialog_init (ChessDraftsDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

ChessDraftsDialog *
chess_drafts_dialog_new (GtkWindow *parent,
                         GPtrArray *drafts)
{
  ChessDraftsDialog *self = g_object_new (CHESS_TYPE_DRAFTS_DIALOG, "transient-for", parent, NULL);

  for (guint i = 0; i < drafts->len; i++)
    add_row (self, g_ptr_array_index (drafts, i));
  return self;
}
