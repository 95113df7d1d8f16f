/* SPDX-License-Identifier: GPL-3.0-or-later */
/* chess-tags-dialog.c — see chess-tags-dialog.h.  One AdwEntryRow a tag;
 * what the library would refuse (a result, a rating, an ECO code, a date
 * that is none) is refused here first, with the reason below the rows. */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "chess-tags-dialog.h"
#include "chess-dialogs-resources.h"

typedef enum {
  CHECK_TEXT,
  CHECK_DATE,
  CHECK_RESULT,
  CHECK_RATING,
  CHECK_ECO,
} Check;

static const struct {
  const char *name;
  const char *title;           /* N_ */
  Check check;
} tags[] = {
  { "White", N_("White"), CHECK_TEXT },
  { "Black", N_("Black"), CHECK_TEXT },
  { "Event", N_("Event"), CHECK_TEXT },
  { "Site", N_("Site"), CHECK_TEXT },
  { "Date", N_("Date (YYYY.MM.DD)"), CHECK_DATE },
  { "Round", N_("Round"), CHECK_TEXT },
  { "Result", N_("Result (1-0, 0-1, 1/2-1/2 or *)"), CHECK_RESULT },
  { "WhiteElo", N_("White’s Rating"), CHECK_RATING },
  { "BlackElo", N_("Black’s Rating"), CHECK_RATING },
  { "ECO", N_("ECO Code (A00 to E99)"), CHECK_ECO },
};

struct _ChessTagsDialog
{
  AdwWindow parent_instance;

  GtkWidget *rows;
  GtkWidget *problem_label;
  GtkWidget *save_button;
  GtkWidget *entries[G_N_ELEMENTS (tags)];
  char *values[G_N_ELEMENTS (tags)];    /* as read */
};

enum {
  SAVE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (ChessTagsDialog, chess_tags_dialog, ADW_TYPE_WINDOW)

static gboolean
all_digits (const char *text,
            gsize       n)
{
  for (gsize i = 0; i < n; i++)
    if (!g_ascii_isdigit (text[i]))
      return FALSE;
  return TRUE;
}

/* A date as PGN writes it: YYYY.MM.DD, with ? for what is unknown. */
static gboolean
is_date (const char *text)
{
  if (strlen (text) != 10 || text[4] != '.' || text[7] != '.')
    return FALSE;
  for (int i = 0; i < 10; i++)
    if (i != 4 && i != 7 && !g_ascii_isdigit (text[i]) && text[i] != '?')
      return FALSE;
  return TRUE;
}

/* NULL when the value may be stored, else why not. */
static const char *
problem_of (Check       check,
            const char *value)
{
  if (value[0] == '\0')
    return check == CHECK_RESULT ? _("A game has a result: 1-0, 0-1, 1/2-1/2 or * (unknown)") : NULL;
  switch (check)
    {
    case CHECK_DATE:
      return is_date (value) ? NULL : _("A date is written YYYY.MM.DD, with ? for what is not known");
    case CHECK_RESULT:
      return chess_result_from_string (value) != CHESS_RESULT_NONE || g_str_equal (value, "*")
             ? NULL : _("A result is 1-0, 0-1, 1/2-1/2 or *");
    case CHECK_RATING:
      return strlen (value) <= 4 && all_digits (value, strlen (value)) ? NULL : _("A rating is a number");
    case CHECK_ECO:
      return strlen (value) == 3 && value[0] >= 'A' && value[0] <= 'E' && all_digits (value + 1, 2)
             ? NULL : _("An ECO code is a letter from A to E and two digits");
    case CHECK_TEXT:
    default:
      return NULL;
    }
}

static gboolean
check_all (ChessTagsDialog *self)
{
  const char *problem = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (tags); i++)
    {
      const char *value = gtk_editable_get_text (GTK_EDITABLE (self->entries[i]));
      const char *here = problem_of (tags[i].check, value);

      if (here != NULL)
        gtk_widget_add_css_class (self->entries[i], "error");
      else
        gtk_widget_remove_css_class (self->entries[i], "error");
      if (problem == NULL)
        problem = here;
    }
  gtk_label_set_text (GTK_LABEL (self->problem_label), problem != NULL ? problem : "");
  gtk_widget_set_visible (self->problem_label, problem != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "tags.save", problem == NULL);
  return problem == NULL;
}

static void
action_save (GtkWidget  *widget,
             const char *name,
             GVariant   *parameter)
{
  ChessTagsDialog *self = CHESS_TAGS_DIALOG (widget);
  g_autoptr(GHashTable) changed = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, g_free);

  if (!check_all (self))
    return;
  for (guint i = 0; i < G_N_ELEMENTS (tags); i++)
    {
      g_autofree char *value = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->entries[i]))));

      if (g_strcmp0 (value, self->values[i]) != 0)
        g_hash_table_insert (changed, (gpointer) tags[i].name, g_steal_pointer (&value));
    }
  if (g_hash_table_size (changed) > 0)
    g_signal_emit (self, signals[SAVE], 0, changed);
  gtk_window_close (GTK_WINDOW (self));
}

static void
chess_tags_dialog_finalize (GObject *object)
{
  ChessTagsDialog *self = CHESS_TAGS_DIALOG (object);

  for (guint i = 0; i < G_N_ELEMENTS (tags); i++)
    g_free (self->values[i]);
  G_OBJECT_CLASS (chess_tags_dialog_parent_class)->finalize (object);
}

static void
chess_tags_dialog_class_init (ChessTagsDialogClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->finalize = chess_tags_dialog_finalize;

  signals[SAVE] = g_signal_new ("save", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_HASH_TABLE);

  /* the room's own resources: referenced, so that the linker keeps them */
  (void) chess_dialogs_get_resource ();

  gtk_widget_class_set_template_from_resource (widget_class, "/com/example/Chess/ui/chess-tags-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, ChessTagsDialog, rows);
  gtk_widget_class_bind_template_child (widget_class, ChessTagsDialog, problem_label);
  gtk_widget_class_bind_template_child (widget_class, ChessTagsDialog, save_button);
  gtk_widget_class_install_action (widget_class, "tags.save", NULL, action_save);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
chess_tags_dialog_init (ChessTagsDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  for (guint i = 0; i < G_N_ELEMENTS (tags); i++)
    {
      self->entries[i] = adw_entry_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->entries[i]), _(tags[i].title));
      g_signal_connect_swapped (self->entries[i], "changed", G_CALLBACK (check_all), self);
      gtk_list_box_append (GTK_LIST_BOX (self->rows), self->entries[i]);
    }
}

ChessTagsDialog *
chess_tags_dialog_new (GtkWindow         *parent,
                       const ChessRecord *record)
{
  ChessTagsDialog *self;

  g_return_val_if_fail (record != NULL, NULL);

  self = g_object_new (CHESS_TYPE_TAGS_DIALOG, "transient-for", parent, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (tags); i++)
    {
      const char *value = g_str_equal (tags[i].name, "Result") ? chess_result_to_string (record->result)
                                                               : chess_record_get_tag (record, tags[i].name);

      self->values[i] = g_strdup (value != NULL ? value : "");
      gtk_editable_set_text (GTK_EDITABLE (self->entries[i]), self->values[i]);
    }
  check_all (self);
  return self;
}
